//! The background audit of a committed turn: Conscience → Spirit → memory → an `AUDIT` entry
//! whose DER carries L_t, S_t, μ_t, d_t, ℓ_t and f_t and names the EPISODIC entry it audits.
//!
//! [`run_audit`] is what the app's background worker calls for each committed turn; refused
//! turns go through [`record_refusal`] on the same worker, so memory updates are serialised.
//! Memory is loaded from and saved to the store per (profile, agent); a memory built for other
//! values or weights is replaced by a fresh one (the profile changed). An audit whose storage
//! failed (a full disk) waits in [`pending`] and is retried.

pub mod pending;

use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::der_assembly::{self, gca, meta, outcome_plan, signal, value_questions};
use super::store::{self, CommitError, GovernanceStore, StoreFailure};
use super::{EntryRef, TurnRecord};
use crate::conscience::{EmbeddingJudge, ModelJudge, ValueScore, learned_judge};
use crate::profile::{ConscienceJudge, Profile};
use crate::spirit::{SpiritMemory, SpiritReading};
use crate::will::classifier::PairVectors;
use keel_evidence::chain::{Identity, Tip};
use keel_model::{Embedder, TextGenerator};

/// What the audit of one committed turn needs: J_t = {t, x_t, a_t, V, M_t} plus the entry.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AuditJob {
    pub utc: String,
    pub message: String,
    pub answer: String,
    pub entry: EntryRef,
    /// The pair's judgment vectors from the Will, when it embedded exactly this answer (kept
    /// in memory only: a job resumed from the journal embeds again; boxed, as a queued job
    /// should stay small).
    #[serde(skip)]
    pub vectors: Option<Box<PairVectors>>,
}

impl AuditJob {
    /// The job for a committed turn record (`None` when the turn committed nothing).
    pub fn for_turn(record: &TurnRecord) -> Option<AuditJob> {
        let entry = record.entry.clone().filter(|e| e.success_met)?;
        Some(AuditJob {
            utc: record.utc.clone(),
            message: record.message.clone(),
            answer: record.answer.clone()?,
            entry,
            vectors: None,
        })
    }
}

/// The audit's result.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AuditRecord {
    /// The audited EPISODIC entry.
    pub audits: EntryRef,
    /// L_t.
    pub ledger: Vec<ValueScore>,
    pub spirit: SpiritReading,
    /// The AUDIT entry, when committed.
    pub entry: Option<EntryRef>,
    pub rai: Option<f64>,
    pub error: Option<String>,
    /// Why the AUDIT entry was not committed, while the audit runs (not stored).
    #[serde(skip)]
    pub commit_error: Option<CommitError>,
    #[serde(with = "super::duration_ms")]
    pub conscience: Duration,
    #[serde(with = "super::duration_ms")]
    pub commit: Duration,
}

/// The Conscience's models.
#[derive(Debug)]
pub struct AuditPorts<'a> {
    pub embedder: Option<&'a mut dyn Embedder>,
    pub judge: Option<&'a mut dyn TextGenerator>,
    /// The judgment embedder (the learned Conscience).
    pub classifier: Option<&'a mut dyn Embedder>,
    /// The (message, answer) pair's judgment vectors when the Will already embedded it.
    pub vectors: Option<&'a PairVectors>,
}

/// Memory for (profile, agent), fresh when absent or built for another version of the profile.
pub fn memory_for(
    store: &dyn GovernanceStore,
    profile: &Profile,
    agent: &str,
) -> Result<SpiritMemory, StoreFailure> {
    Ok(store
        .load_memory(&profile.name, agent)?
        .filter(|m| m.matches(profile))
        .unwrap_or_else(|| SpiritMemory::new(profile)))
}

/// A refused turn: t advances, μ does not.
pub fn record_refusal(
    store: &dyn GovernanceStore,
    profile: &Profile,
    agent: &str,
) -> Result<u64, StoreFailure> {
    let mut memory = memory_for(store, profile, agent)?;
    let t = memory.refused();
    store.save_memory(agent, &memory)?;
    Ok(t)
}

/// Scores the answer to `message` on every value with the profile's judge.
pub fn conscience(
    profile: &Profile,
    message: &str,
    answer: &str,
    ports: &mut AuditPorts<'_>,
    judge: &mut EmbeddingJudge,
) -> Vec<ValueScore> {
    let fail = |why: &str| {
        profile.values.iter().map(|v| ValueScore::failed(&v.name, why.to_owned())).collect()
    };
    match profile.conscience_judge {
        ConscienceJudge::Embedding => match ports.embedder.as_deref_mut() {
            Some(e) => judge.judge(profile, answer, e),
            None => fail("no embedder for the embedding judge"),
        },
        ConscienceJudge::Judge => match ports.judge.as_deref_mut() {
            Some(m) => ModelJudge.judge(profile, message, answer, m),
            None => fail("no model for the judge"),
        },
        ConscienceJudge::Learned => learned_judge::judge(
            profile,
            message,
            answer,
            ports.vectors,
            ports.classifier.as_deref_mut().map(|e| -> &mut dyn Embedder { e }),
            judge,
            ports.embedder.as_deref_mut().map(|e| -> &mut dyn Embedder { e }),
        ),
    }
}

/// Audits one committed turn and appends its AUDIT entry.
pub fn run_audit(
    store: &dyn GovernanceStore,
    identity: &Identity,
    profile: &Profile,
    job: &AuditJob,
    ports: &mut AuditPorts<'_>,
    judge: &mut EmbeddingJudge,
    utc: &str,
) -> Result<AuditRecord, StoreFailure> {
    let agent = identity.agent_id();
    let started = Instant::now();
    let ledger = conscience(profile, &job.message, &job.answer, ports, judge);
    let conscience_time = started.elapsed();
    let mut memory = memory_for(store, profile, &agent)?;
    let judgements: Vec<_> = ledger.iter().map(ValueScore::judgement).collect();
    let spirit = memory.audit(&profile.spirit, &judgements);
    store.save_memory(&agent, &memory)?;
    let record = AuditRecord {
        audits: job.entry.clone(),
        ledger,
        spirit,
        entry: None,
        rai: None,
        error: None,
        commit_error: None,
        conscience: conscience_time,
        commit: Duration::ZERO,
    };
    Ok(commit_audit(store, identity, profile, record, utc))
}

/// Commits the AUDIT entry of a scored audit (Spirit memory already updated): `entry` and
/// `rai` on success, else `error` and `commit_error`. Committing again after a storage failure
/// scores nothing twice.
pub fn commit_audit(
    store: &dyn GovernanceStore,
    identity: &Identity,
    profile: &Profile,
    mut record: AuditRecord,
    utc: &str,
) -> AuditRecord {
    let started = Instant::now();
    let committed = store::commit(store, identity, utc, profile.rai_threshold, false, &mut |tip| {
        audit_der(profile, identity, tip, utc, &record.audits, &record.ledger, &record.spirit)
    });
    record.commit = started.elapsed();
    match committed {
        Ok(c) => {
            record.entry = Some(EntryRef {
                seq: c.entry.seq,
                entry_hash: c.entry.entry_hash.clone(),
                parent_hash: c.entry.parent_hash.clone(),
                entry_type: c.entry.entry_type.clone(),
                success_met: c.entry.success_met,
            });
            record.rai = Some(c.compile.rai.score);
            record.error = None;
            record.commit_error = None;
        }
        Err(failure) => {
            record.rai = failure.compiled.map(|(_, c)| c.rai.score);
            record.error = Some(failure.error.to_string());
            record.commit_error = Some(failure.error);
        }
    }
    record
}

/// The AUDIT entry's DER.
pub fn audit_der(
    profile: &Profile,
    identity: &Identity,
    tip: &Tip,
    utc: &str,
    audited: &EntryRef,
    ledger: &[ValueScore],
    spirit: &SpiritReading,
) -> Value {
    let mean_confidence = if ledger.is_empty() {
        0.0
    } else {
        ledger.iter().map(|v| v.confidence).sum::<f64>() / ledger.len() as f64
    };
    let uncertainty = der_assembly::uncertainty(Some(mean_confidence));
    let mut inputs = vec![signal(
        "sig_entry",
        "DB",
        json!({"entry_hash": audited.entry_hash, "seq": audited.seq}),
        json!({"store": "keel chain", "type": "EPISODIC"}),
        utc,
        [4, 5, 3, 5, 4],
    )];
    let mut links = vec!["sig_entry".to_owned()];
    for (i, v) in ledger.iter().enumerate() {
        let id = format!("sig_conscience_{}", i + 1);
        let dims = if v.failure.is_some() { [2, 3, 1, 2, 3] } else { [3, 5, 3, 4, 5] };
        inputs.push(signal(
            &id, "SYSTEM",
            json!({"value": v.value, "score": v.score, "confidence": v.confidence, "rationale": v.rationale, "failure": v.failure}),
            json!({"component": "keel Conscience", "judge": format!("{:?}", profile.conscience_judge).to_lowercase()}),
            utc, dims,
        ));
        links.push(id);
    }
    let link_refs: Vec<&str> = links.iter().map(String::as_str).collect();
    let (questions, patterns) = value_questions(profile, &link_refs);
    let logic: Vec<String> = ledger
        .iter()
        .map(|v| {
            format!(
                "{}: {:+} with confidence {:.2} ({})",
                v.value, v.score, v.confidence, v.rationale
            )
        })
        .collect();
    let fmt = |x: Option<f64>| x.map_or_else(|| "null".to_owned(), |x| format!("{x:.4}"));
    let note = if spirit.note.is_empty() {
        "no coaching note".to_owned()
    } else {
        format!("coaching note: {}", spirit.note)
    };
    let pending = if uncertainty == "HIGH" {
        " Scores PENDING human review: judge confidence is low."
    } else {
        ""
    };
    let mut der = json!({"SDI_DER": {
        "META": meta(identity, tip, utc, "AUDIT"),
        "DECISION_INTENT": {
            "context_framing": format!("Background Conscience audit of the answer committed at seq {} under value profile {}.", audited.seq, profile.name),
            "intent_statement": "Score the committed answer against each value and update the Spirit memory.",
            "role": "conscience auditor",
            "tier": profile.der.tier,
            "impact_domain": profile.der.impact_domain,
        },
        "QUESTION_LOGIC": {
            "strategic_question": format!("How well did the answer committed as {} serve the values of profile {}?", audited.entry_hash, profile.name),
            "sub_questions": questions,
            "success_standard": {"definition": "Every value is scored with a validated score and confidence."},
        },
        "SYSTEM_INPUT": {"inputs": inputs},
        "ILJO": {
            "INTENT": "Audit the committed answer against the profile's values.",
            "LOGIC": logic.join("; "),
            "JUDGMENT": format!(
                "Spirit S_t = {:.4} ({:.1}/10), drift {}, level drift {}. SOVEREIGNTY: the audit informs the agent and its auditors and changes no answer. PRIMUM: a value scored -1 is named in the coaching note. Uncertainty: mean judge confidence {mean_confidence:.2}; the scores may be wrong where confidence is low.",
                spirit.s, spirit.s10, fmt(spirit.drift), fmt(spirit.level_drift)
            ),
            "OUTCOME": format!("Audit recorded for seq {}: S_t {:.1}/10, {note}.{pending}", audited.seq, spirit.s10),
        },
        "GCA": gca(
            &format!("Audited answer of entry {}", audited.entry_hash),
            &format!("Conscience judged {} value(s); Spirit memory now counts {} turn(s).", ledger.len(), spirit.t),
        ),
        "BOUNDEDNESS": {
            "uncertainty": uncertainty,
            "max_uncertainty_allowed": "HIGH",
            "timebox_seconds": 90,
            "stop_on_uncertainty": false,
            "stop_reason": null,
        },
        "DECISION_SYNTAX": {"patterns": patterns},
        "OUTCOME_PLAN": outcome_plan(),
        "AUDIT": {
            "audited_entry_hash": audited.entry_hash,
            "audited_seq": audited.seq,
            "L_t": ledger,
            "t": spirit.t,
            "S_t": spirit.s,
            "S10": spirit.s10,
            "raw_t": spirit.raw,
            "p_t": spirit.p,
            "mu_t": spirit.mu,
            "d_t": spirit.drift,
            "l_t": spirit.level_drift,
            "f_t": spirit.note,
        },
    }});
    if let Some(ledger_ref) = der.pointer_mut("/SDI_DER/META/ledger").and_then(Value::as_object_mut)
    {
        ledger_ref.insert("audited_entry_hash".into(), Value::from(audited.entry_hash.clone()));
    }
    der
}
