//! Spirit (spec/faculties.md, Stage 4): the exact arithmetic that turns a Conscience ledger L_t
//! into S_t, μ_t, d_t, ℓ_t and the coaching note f_t, and the memory M_t it updates.
//!
//! Pure functions over [`SpiritMemory`]; `keel spirit replay` and the background audit run the
//! same [`SpiritMemory::audit`]. Values are in profile order with normalised weights.
//! - raw_t = Σ w_i·s_i·φ(c_i); S_t = σ(raw_t); displayed as 1 + 9·S_t, one decimal.
//! - p_t = w ⊙ s_t; μ_t = β·μ_{t−1} + (1−β)·p_t, μ_0 = 0.
//! - d_t = 1 − cos(p_t, μ_{t−1}); null when either norm < 1e-8.
//! - ℓ_t = S̄_{t−1} − S_t; S̄ starts at the first audited S (ℓ null there), then EWMA with β.
//! - Refused turns count in t but change nothing else.
//!
//! The coaching note ([`note`]) compares scores in score units against the bias-corrected mean
//! before this turn, μ̂_i = μ_i / (1 − β^k) / w_i (docs/decisions-turn.md, "Coaching note").

pub mod note;
pub mod replay;

use serde::{Deserialize, Serialize};

use crate::profile::{Phi, Profile, Sigma, SpiritSettings};

/// Norms below this make the drift undefined.
pub const NORM_EPSILON: f64 = 1e-8;
/// Histories kept in memory (newest last); older readings are dropped.
pub const HISTORY_LIMIT: usize = 500;

/// One value's judgement as Spirit uses it: score in [−1, 1], confidence in [0, 1].
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Judgement {
    pub score: f64,
    pub confidence: f64,
}

impl Judgement {
    /// Validates and clamps: a non-finite score or confidence reads as "no judgement"
    /// (score 0, confidence 0); otherwise score is clamped to [−1, 1] and confidence to [0, 1].
    pub fn clamped(score: f64, confidence: f64) -> Judgement {
        if !score.is_finite() || !confidence.is_finite() {
            return Judgement { score: 0.0, confidence: 0.0 };
        }
        Judgement { score: score.clamp(-1.0, 1.0), confidence: confidence.clamp(0.0, 1.0) }
    }
}

/// What one audited turn produced.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SpiritReading {
    /// 1-based turn index (refused turns count).
    pub t: u64,
    /// S_t ∈ [0, 1].
    #[serde(rename = "S")]
    pub s: f64,
    /// 1 + 9·S_t rounded to one decimal.
    #[serde(rename = "S10")]
    pub s10: f64,
    /// raw_t ∈ [−1, 1].
    pub raw: f64,
    /// p_t = w ⊙ s_t, profile order.
    pub p: Vec<f64>,
    /// μ_t after this turn.
    pub mu: Vec<f64>,
    /// d_t (null on the first audited turn or a zero vector).
    pub drift: Option<f64>,
    /// ℓ_t (null on the first audited turn).
    pub level_drift: Option<f64>,
    /// f_t ("" when silent).
    pub note: String,
    /// The value the note names, if any.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub note_value: Option<String>,
}

/// M_t: everything Spirit carries between turns, per (profile, agent). Serialisable so the
/// session store can persist it and restore it across restarts.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SpiritMemory {
    /// The profile it belongs to.
    pub profile: String,
    /// Value names in profile order.
    pub values: Vec<String>,
    /// Normalised weights in profile order.
    pub weights: Vec<f64>,
    /// β.
    pub beta: f64,
    /// Turns seen, refused included (t of the last turn).
    pub turns: u64,
    /// Audited turns k.
    pub audited: u64,
    /// μ_t.
    pub mu: Vec<f64>,
    /// S̄_t (None before the first audited turn).
    pub s_bar: Option<f64>,
    /// Per-value arithmetic mean of the scores over audited turns.
    pub value_means: Vec<f64>,
    /// S history, newest last (at most [`HISTORY_LIMIT`]).
    pub s_history: Vec<f64>,
    /// d history, aligned with `s_history`.
    pub d_history: Vec<Option<f64>>,
    /// The last coaching note f_{t} ("" when silent).
    pub last_note: String,
}

impl SpiritMemory {
    /// Empty memory (μ_0 = 0) for a profile.
    pub fn new(profile: &Profile) -> SpiritMemory {
        let n = profile.values.len();
        SpiritMemory {
            profile: profile.name.clone(),
            values: profile.values.iter().map(|v| v.name.clone()).collect(),
            weights: profile.weights(),
            beta: profile.beta,
            turns: 0,
            audited: 0,
            mu: vec![0.0; n],
            s_bar: None,
            value_means: vec![0.0; n],
            s_history: Vec::new(),
            d_history: Vec::new(),
            last_note: String::new(),
        }
    }

    /// Whether this memory was built for `profile`'s values and weights (a changed profile
    /// starts a fresh memory).
    pub fn matches(&self, profile: &Profile) -> bool {
        self.profile == profile.name
            && self.values.len() == profile.values.len()
            && self.values.iter().zip(&profile.values).all(|(a, b)| *a == b.name)
            && self.weights == profile.weights()
            && self.beta == profile.beta
    }

    /// A refused turn: counts in t, updates nothing else. Returns t.
    pub fn refused(&mut self) -> u64 {
        self.turns += 1;
        self.turns
    }

    /// Audits one turn: `judgements` in profile order (clamped here).
    pub fn audit(&mut self, settings: &SpiritSettings, judgements: &[Judgement]) -> SpiritReading {
        assert_eq!(judgements.len(), self.weights.len(), "one judgement per value");
        let beta = self.beta;
        let scores: Vec<Judgement> =
            judgements.iter().map(|j| Judgement::clamped(j.score, j.confidence)).collect();
        let mut raw = 0.0;
        for (w, j) in self.weights.iter().zip(&scores) {
            raw += w * j.score * phi(settings.phi, j.confidence);
        }
        let s = sigma(settings.sigma, raw);
        let s10 = s10(s);
        let p: Vec<f64> = self.weights.iter().zip(&scores).map(|(w, j)| w * j.score).collect();
        let drift = drift(&p, &self.mu);
        let level_drift = self.s_bar.map(|bar| bar - s);
        let baseline = note::baseline(&self.mu, &self.weights, beta, self.audited);
        let score_vec: Vec<f64> = scores.iter().map(|j| j.score).collect();
        let named = note::choose(
            &score_vec,
            &self.weights,
            baseline.as_deref(),
            drift,
            level_drift,
            settings,
        );
        let (note_text, note_value) = match named {
            Some(i) => (note::text(&self.values[i], score_vec[i]), Some(self.values[i].clone())),
            None => (String::new(), None),
        };

        for (m, pi) in self.mu.iter_mut().zip(&p) {
            *m = beta * *m + (1.0 - beta) * pi;
        }
        self.s_bar = Some(match self.s_bar {
            None => s,
            Some(bar) => beta * bar + (1.0 - beta) * s,
        });
        self.turns += 1;
        self.audited += 1;
        let k = self.audited as f64;
        for (mean, j) in self.value_means.iter_mut().zip(&scores) {
            *mean += (j.score - *mean) / k;
        }
        push_bounded(&mut self.s_history, s);
        push_bounded(&mut self.d_history, drift);
        self.last_note.clone_from(&note_text);
        SpiritReading {
            t: self.turns,
            s,
            s10,
            raw,
            p,
            mu: self.mu.clone(),
            drift,
            level_drift,
            note: note_text,
            note_value,
        }
    }
}

fn push_bounded<T>(history: &mut Vec<T>, item: T) {
    if history.len() >= HISTORY_LIMIT {
        history.remove(0);
    }
    history.push(item);
}

/// φ(c).
pub fn phi(phi: Phi, c: f64) -> f64 {
    match phi {
        Phi::Identity => c,
        Phi::Sqrt => c.sqrt(),
    }
}

/// σ(raw).
pub fn sigma(sigma: Sigma, raw: f64) -> f64 {
    match sigma {
        Sigma::Affine => f64::midpoint(raw.clamp(-1.0, 1.0), 1.0),
        Sigma::Logistic => 1.0 / (1.0 + (-4.0 * raw).exp()),
    }
}

/// S_t on the 1–10 scale users read: 1 + 9·S_t rounded to one decimal.
pub fn s10(s: f64) -> f64 {
    round1(1.0 + 9.0 * s)
}

/// Rounds half away from zero to one decimal (the 1–10 display).
pub fn round1(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

/// Euclidean norm.
pub fn norm(v: &[f64]) -> f64 {
    v.iter().map(|x| x * x).sum::<f64>().sqrt()
}

/// d = 1 − cos(p, μ); `None` when either norm is below [`NORM_EPSILON`].
pub fn drift(p: &[f64], mu: &[f64]) -> Option<f64> {
    let (np, nm) = (norm(p), norm(mu));
    if np < NORM_EPSILON || nm < NORM_EPSILON {
        return None;
    }
    let dot: f64 = p.iter().zip(mu).map(|(a, b)| a * b).sum();
    Some(1.0 - dot / (np * nm))
}

#[cfg(test)]
mod tests;
