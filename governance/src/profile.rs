//! Value profiles (spec/faculties.md, "Value profile"): the values V = {(v_i, w_i)} with rubrics,
//! the Will's rules, and the settings of the Intellect, the DER, the Conscience and the Spirit.
//!
//! A profile is TOML. Four built-ins are embedded ([`BUILTIN_NAMES`]); user profiles live in the
//! config dir (`<config>/keel/profiles/NAME.toml`) or anywhere a path points. Loading validates
//! everything and fails with the file, line and what is wrong ([`ProfileError`]). Invariants of a
//! loaded [`Profile`]: at least one value; weights finite, > 0 and normalised to Σ = 1; value
//! names and rule ids unique; every regex compiled; β ∈ (0, 1).

pub mod policy;
pub mod profile_error;
mod raw;
pub mod rule;
pub mod value_spec;

use std::path::Path;

use keel_model::RepetitionControl;
use serde_json::{Value, json};

pub use profile_error::{Location, ProfileError};
pub use rule::{Rule, RuleKind};
pub use value_spec::{Rubric, ValueSpec};

/// The built-in profiles, by name, in display order.
pub const BUILTIN_NAMES: [&str; 4] =
    ["general", "financial-fiduciary", "health-navigator", "tutor"];

const BUILTIN_SOURCES: [&str; 4] = [
    include_str!("profile/builtin/general.toml"),
    include_str!("profile/builtin/financial-fiduciary.toml"),
    include_str!("profile/builtin/health-navigator.toml"),
    include_str!("profile/builtin/tutor.toml"),
];

/// The default profile.
pub const DEFAULT_PROFILE: &str = "general";

/// The crisis resources used until the app sets a locale ([`crate::will::crisis`]).
pub const DEFAULT_CRISIS_LOCALE: &str = "intl";

/// φ(c), how a Conscience confidence weighs its score in raw_t.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phi {
    /// φ(c) = c.
    Identity,
    /// φ(c) = √c.
    Sqrt,
}

/// σ, how raw_t ∈ [−1, 1] becomes S_t ∈ [0, 1].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sigma {
    /// (clip(raw, −1, 1) + 1) / 2.
    Affine,
    /// 1 / (1 + e^(−4·raw)).
    Logistic,
}

/// Which Conscience judge scores the values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConscienceJudge {
    /// Sentence similarity to the rubric anchors (the embedder).
    Embedding,
    /// A model picks a label (the text generator's label probabilities).
    Judge,
    /// Heads trained on labelled answers ([`crate::conscience::learned_judge`]).
    Learned,
}

/// `[intellect]`.
#[derive(Debug, Clone, PartialEq)]
pub struct IntellectSettings {
    /// The worldview; keel appends the values, the coaching note and pre-flight notes.
    pub system_prompt: String,
    /// Most tokens per draft.
    pub max_new_tokens: usize,
    /// 0 = greedy (replayable).
    pub temperature: f32,
    /// Seed when sampling.
    pub seed: u64,
    /// Repetition penalty, no-repeat n-gram and stop-on-loop for the local runtime.
    pub repetition: RepetitionControl,
}

/// The Intellect's repetition control unless a profile says otherwise, chosen on the everyday
/// set (docs/performance.md, "Everyday questions").
pub const DEFAULT_REPETITION: RepetitionControl =
    RepetitionControl { penalty: 1.1, no_repeat_ngram: 0, stop_on_loop: true };

impl Default for IntellectSettings {
    fn default() -> Self {
        Self {
            system_prompt: "You are a helpful, honest assistant.".to_owned(),
            max_new_tokens: 384,
            temperature: 0.0,
            seed: 0,
            repetition: DEFAULT_REPETITION,
        }
    }
}

/// `[der]`: how a turn's DER is framed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DerSettings {
    /// `DECISION_INTENT.role`.
    pub role: String,
    /// `DECISION_INTENT.tier`.
    pub tier: String,
    /// `DECISION_INTENT.impact_domain`.
    pub impact_domain: String,
    /// `BOUNDEDNESS.max_uncertainty_allowed` (default MED: HIGH uncertainty stops).
    pub max_uncertainty: String,
}

/// Spirit's functions and the coaching note's tolerances.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SpiritSettings {
    /// φ.
    pub phi: Phi,
    /// σ.
    pub sigma: Sigma,
    /// Shortfall below μ̂_i, in score units, that names a value (default 0.05).
    pub note_tolerance: f64,
    /// Cosine drift d_t above which any shortfall names a value (default 0.10).
    pub drift_tolerance: f64,
    /// Level drift ℓ_t (S units) above which any shortfall names a value (default 0.05).
    pub level_tolerance: f64,
}

/// A loaded, validated value profile.
#[derive(Debug, Clone)]
pub struct Profile {
    /// Unique name.
    pub name: String,
    /// What the profile is for.
    pub description: String,
    /// Spirit's moving-average factor β ∈ (0, 1).
    pub beta: f64,
    /// RAI commit threshold.
    pub rai_threshold: f64,
    /// Record Will refusals and STOP DERs on the chain (success_met = false).
    pub record_refusals: bool,
    /// `[intellect]`.
    pub intellect: IntellectSettings,
    /// `[der]`.
    pub der: DerSettings,
    /// `[conscience] judge`.
    pub conscience_judge: ConscienceJudge,
    /// φ, σ and note tolerances.
    pub spirit: SpiritSettings,
    /// The values, in profile order, weights normalised.
    pub values: Vec<ValueSpec>,
    /// The Will's rules, in profile order.
    pub rules: Vec<Rule>,
    /// The TOML it was loaded from (hashed into the SYSTEM entry of a profile change).
    pub source_text: String,
    /// The included policies, by name, with their TOML (hashed with the profile: a policy
    /// change is a profile change).
    pub included: Vec<(String, String)>,
    /// Whose crisis resources a `crisis` rule uses: a region or POSIX locale; the app sets it
    /// from `[crisis] locale` or the environment.
    pub crisis_locale: String,
}

impl Profile {
    /// Parses profile TOML; `file` names it in errors.
    pub fn from_toml(file: &str, source: &str) -> Result<Profile, ProfileError> {
        raw::parse(file, source)
    }

    /// Loads a profile file.
    pub fn load(path: &Path) -> Result<Profile, ProfileError> {
        let source = std::fs::read_to_string(path).map_err(|e| ProfileError::Io {
            path: path.display().to_string(),
            message: e.to_string(),
        })?;
        Profile::from_toml(&path.display().to_string(), &source)
    }

    /// A built-in profile by name.
    pub fn builtin(name: &str) -> Option<Profile> {
        let i = BUILTIN_NAMES.iter().position(|n| *n == name)?;
        // The built-ins are tested to load; a failure here is a build defect.
        Some(
            Profile::from_toml(&format!("builtin:{name}"), BUILTIN_SOURCES[i])
                .unwrap_or_else(|e| panic!("built-in profile {name} is invalid: {e}")),
        )
    }

    /// `--profile NAME|FILE`: a path (contains a `/` or ends in `.toml`) is loaded; otherwise a
    /// user profile `<user_dir>/NAME.toml` wins over a built-in of the same name.
    pub fn resolve(spec: &str, user_dir: Option<&Path>) -> Result<Profile, ProfileError> {
        let toml_file = Path::new(spec).extension().is_some_and(|e| e.eq_ignore_ascii_case("toml"));
        if spec.contains('/') || spec.contains('\\') || toml_file {
            return Profile::load(Path::new(spec));
        }
        if let Some(dir) = user_dir {
            let path = dir.join(format!("{spec}.toml"));
            if path.is_file() {
                return Profile::load(&path);
            }
        }
        Profile::builtin(spec).ok_or_else(|| {
            let mut available: Vec<String> =
                BUILTIN_NAMES.iter().map(|s| (*s).to_owned()).collect();
            if let Some(dir) = user_dir
                && let Ok(entries) = std::fs::read_dir(dir)
            {
                for e in entries.flatten() {
                    let p = e.path();
                    if p.extension().is_some_and(|x| x == "toml")
                        && let Some(stem) = p.file_stem()
                    {
                        available.push(stem.to_string_lossy().into_owned());
                    }
                }
            }
            ProfileError::Unknown { name: spec.to_owned(), available }
        })
    }

    /// `H()` of the profile's TOML text: what a SYSTEM entry records as the profile in force.
    pub fn hash(&self) -> String {
        if self.included.is_empty() {
            return keel_evidence::canon::hash_bytes(self.source_text.as_bytes());
        }
        // The profile's text, then each included policy under a line naming it.
        let mut text = self.source_text.clone();
        for (name, source) in &self.included {
            text.push_str("\n# include ");
            text.push_str(name);
            text.push('\n');
            text.push_str(source);
        }
        keel_evidence::canon::hash_bytes(text.as_bytes())
    }

    /// The value names in profile order.
    pub fn value_names(&self) -> Vec<&str> {
        self.values.iter().map(|v| v.name.as_str()).collect()
    }

    /// The normalised weights in profile order.
    pub fn weights(&self) -> Vec<f64> {
        self.values.iter().map(|v| v.weight).collect()
    }

    /// A JSON summary (name, hash, values with weights, rule ids and kinds).
    pub fn summary(&self) -> Value {
        json!({
            "name": self.name,
            "hash": self.hash(),
            "values": self.values.iter().map(|v| json!({"name": v.name, "weight": v.weight})).collect::<Vec<_>>(),
            "rules": self.rules.iter().map(|r| json!({"id": r.id, "kind": r.kind.name()})).collect::<Vec<_>>(),
        })
    }
}

#[cfg(test)]
mod tests;
