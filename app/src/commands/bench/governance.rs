//! `keel bench`'s governance section: what governing a turn adds, per stage, on the default
//! install. Runs a fixed set of questions through the governed session users run (general
//! profile, real chat model and embedder, real redb stores in a scratch dir; each question in a
//! conversation of its own, as `keel turn` asks it), then the Conscience
//! on each committed answer. Reports medians and p95 over the committed turns: Will, DER
//! assembly, compile + RAI, signed CAS append, and their sum (the governance overhead; generation
//! and the audit excluded), plus the Conscience for the profile's 5 values; and, over every
//! turn, the time to first visible text under the gate before display (the whole turn: nothing
//! is shown before the Will has approved) beside the model's time to first token (what an
//! ungated stream would have shown).

use std::sync::Arc;
use std::time::{Duration, Instant};

use color_eyre::eyre::{Result, WrapErr, eyre};
use keel_evidence::chain::Identity;
use keel_governance::conscience::EmbeddingJudge;
use keel_governance::profile::Profile;
use keel_governance::session::Session;
use keel_governance::turn::{TurnOutcome, TurnPorts};
use keel_model::CancelToken;
use keel_runtime::onnx::{OnnxEmbedder, OnnxGenerator};
use keel_store::{ChainStore, GovernedStore, SessionStore};
use serde::Serialize;

use crate::commands::{DEFAULT_COST_CAP, utc_now};

/// Questions a general assistant gets; short answers keep the bench quick.
const QUESTIONS: [&str; 12] = [
    "What is the capital of France?",
    "How many days are in a leap year?",
    "What is the boiling point of water in Celsius?",
    "Name the largest planet in the solar system.",
    "What language is spoken in Brazil?",
    "How many continents are there?",
    "What gas do plants absorb from the air?",
    "Who wrote Romeo and Juliet?",
    "What is the square root of 81?",
    "Which ocean is the largest?",
    "What is the chemical symbol for gold?",
    "How many minutes are in an hour?",
];

/// Median and 95th percentile in milliseconds.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Stat {
    pub median_ms: f64,
    pub p95_ms: f64,
}

#[derive(Debug, Serialize)]
pub struct GovernanceReport {
    pub turns: usize,
    pub committed: usize,
    pub held: usize,
    pub refused: usize,
    pub will: Stat,
    pub der: Stat,
    pub compile_rai: Stat,
    pub append: Stat,
    /// Will + DER + compile/RAI + append.
    pub governance: Stat,
    pub intellect: Stat,
    /// Every turn: request to decided record, when its first text becomes visible.
    pub first_visible_text: Stat,
    /// Every turn: request to the first generated token (an ungated stream's first text).
    pub first_token: Stat,
    /// Embedding the rubric anchors once per session.
    pub conscience_prepare_ms: f64,
    /// The embedding Conscience over the profile's values, per committed answer.
    pub conscience: Stat,
    pub conscience_values: usize,
}

fn stat(mut v: Vec<f64>) -> Stat {
    v.sort_by(f64::total_cmp);
    let at =
        |q: f64| v.get(((v.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or(f64::NAN);
    Stat { median_ms: at(0.5), p95_ms: at(0.95) }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// Runs `turns` governed turns (cycling through the questions).
pub fn measure(
    model: &mut OnnxGenerator,
    embedder: &mut OnnxEmbedder,
    models: &crate::models::ModelChoice,
    turns: usize,
) -> Result<GovernanceReport> {
    let dir = std::env::temp_dir().join(format!(
        "keel-bench-{}-{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos())
    ));
    std::fs::create_dir_all(&dir).wrap_err("cannot create the bench's scratch dir")?;
    let result = run(model, embedder, models, turns, &dir);
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn run(
    model: &mut OnnxGenerator,
    embedder: &mut OnnxEmbedder,
    models: &crate::models::ModelChoice,
    turns: usize,
    dir: &std::path::Path,
) -> Result<GovernanceReport> {
    let store = Arc::new(GovernedStore {
        chain: ChainStore::open(dir.join("chain.redb"))?.into(),
        sessions: SessionStore::open(dir.join("sessions.redb"))?,
    });
    let identity: Identity = store.chain.mint(&utc_now())?;
    let profile = Profile::builtin("general").ok_or_else(|| eyre!("no general profile"))?;
    let mut will = models.will_for(&profile);
    will.warm_up(embedder).map_err(|e| eyre!("{e}"))?;
    let mut classifier = models.load_judgment_for(&will)?;
    // The session users run (`keel turn`, `keel chat`, the workbench): its first open commits
    // the profile's SYSTEM entry, and every turn saves the regulator's state.
    let mut session =
        Session::open(store, identity, profile.clone(), will, DEFAULT_COST_CAP, &utc_now())?;
    let (mut will_ms, mut der_ms, mut compile_ms, mut append_ms, mut gov_ms, mut gen_ms) =
        (vec![], vec![], vec![], vec![], vec![], vec![]);
    let (mut held, mut refused) = (0, 0);
    let (mut visible_ms, mut first_token_ms) = (vec![], vec![]);
    let mut answers = Vec::new();
    for n in 0..turns {
        // Each question on its own, as `keel turn` asks it: no history grows the prompt.
        session.new_conversation();
        let mut ports = TurnPorts {
            intellect: &mut *model,
            judge: None,
            embedder: Some(&mut *embedder),
            classifier: classifier.as_mut().map(|c| c as &mut dyn keel_model::Embedder),
        };
        let message = QUESTIONS[n % QUESTIONS.len()];
        let turn = session
            .turn(&mut ports, message, &utc_now(), &CancelToken::new(), &mut |_| {})
            .map_err(|e| eyre!("{e}"))?;
        let record = turn.record;
        visible_ms.push(ms(record.timings.total));
        if let Some(first) = record.drafts.first() {
            first_token_ms.push(ms(first.time_to_first_token));
        }
        match record.outcome {
            TurnOutcome::Committed => {
                let timings = record.timings;
                will_ms.push(ms(timings.will + timings.retry_will));
                der_ms.push(ms(timings.der));
                compile_ms.push(ms(timings.compile));
                append_ms.push(ms(timings.append));
                gov_ms.push(ms(timings.governance()));
                gen_ms.push(ms(timings.intellect + timings.retry_intellect));
                let answer = record.answer.unwrap_or_default();
                // As a session hands the audit the Will's vector of the committed answer.
                let vectors = turn.audit.and_then(|job| job.vectors).map(|v| *v);
                answers.push((record.message.clone(), answer, vectors));
            }
            TurnOutcome::Held => held += 1,
            _ => refused += 1,
        }
    }
    let mut judge = EmbeddingJudge::new();
    let t = Instant::now();
    judge.prepare(&profile, embedder).map_err(|e| eyre!("{e}"))?;
    let conscience_prepare_ms = ms(t.elapsed());
    let mut conscience = Vec::new();
    // The Conscience the background audit runs for this profile, with the Will's vector of the
    // answer as a session passes it (the judgment embedder only when there is none).
    for (message, answer, vectors) in &answers {
        let t = Instant::now();
        let scores = keel_governance::turn::audit::conscience(
            &profile,
            message,
            answer,
            &mut keel_governance::turn::audit::AuditPorts {
                embedder: Some(&mut *embedder),
                judge: None,
                classifier: classifier.as_mut().map(|c| c as &mut dyn keel_model::Embedder),
                vectors: vectors.as_ref(),
            },
            &mut judge,
        );
        conscience.push(ms(t.elapsed()));
        if let Some(f) = scores.iter().find_map(|s| s.failure.clone()) {
            return Err(eyre!("the Conscience failed: {f}"));
        }
    }
    Ok(GovernanceReport {
        turns,
        committed: answers.len(),
        held,
        refused,
        will: stat(will_ms),
        der: stat(der_ms),
        compile_rai: stat(compile_ms),
        append: stat(append_ms),
        governance: stat(gov_ms),
        intellect: stat(gen_ms),
        first_visible_text: stat(visible_ms),
        first_token: stat(first_token_ms),
        conscience_prepare_ms,
        conscience: stat(conscience),
        conscience_values: profile.values.len(),
    })
}
