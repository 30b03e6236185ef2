//! Assembling a governed turn's DER deterministically (spec/faculties.md, "The turn's DER").
//!
//! Signal dimensions follow fixed rules, documented at each signal (each 1–5;
//! `insight_strength` = their minimum):
//! - the user message (HUMAN): actionability 4, relevance 5, predictive 3, specificity 4 when it
//!   has ≥ 6 words else 3, measurability 3;
//! - the Will's decision (SYSTEM): 4, 4, 3, 4, 4;
//! - the regulator's token confidence (SYSTEM): from margins or logprobs 4, 4, 4, 4, 5; on the structural
//!   fallback 3, 3, 2, 3, 3 (relevance drops with predictive value, so no W_SIGNAL_USEFUL);
//! - memory and coaching note (SYSTEM): actionability 3 with a note else 2, relevance 3,
//!   predictive 3 after ≥ 5 audited turns else 2, specificity 3, measurability 4.

use serde_json::{Value, json};

use crate::profile::Profile;
use keel_evidence::chain::{Identity, Tip};
use keel_regulator::{Confidence, ConfidenceBasis};

/// The four anchors every keel DER declares and carries.
pub const ANCHORS: [&str; 4] = ["SOVEREIGNTY", "PRIMUM", "BOUNDEDNESS", "STOP_ON_UNCERTAINTY"];

/// What kind of turn DER.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DerKind {
    /// A committed answer.
    Answer,
    /// HIGH uncertainty: STOP, pending human review.
    Held,
    /// Both drafts blocked (recorded only with `record_refusals`): STOP with POLICY_BLOCK.
    Refused,
    /// The user stopped the answer (recorded only with `record_refusals`): STOP with
    /// INSUFFICIENT_SIGNAL, the partial answer deferred to the user.
    Interrupted,
    /// The model returned an empty answer: STOP with INSUFFICIENT_SIGNAL, nothing to defer but
    /// the question itself (recorded only with `record_refusals`).
    Empty,
}

/// Everything the turn's DER is assembled from.
#[derive(Debug, Clone)]
pub struct TurnFacts<'a> {
    pub profile: &'a Profile,
    pub utc: &'a str,
    pub message: &'a str,
    /// a_t (the adopted, repaired answer; for a refusal, the refusal message).
    pub answer: &'a str,
    /// r_t.
    pub reflection: &'a str,
    /// Every draft's answer text, in order.
    pub drafts: Vec<&'a str>,
    /// The Will's summary: "approved", "approved after one reflexion retry (…)", "blocked …".
    pub will_summary: String,
    /// E_t of each violation.
    pub will_reasons: Vec<String>,
    /// The Intellect/regulator trace for GCA.EGO.
    pub trace: String,
    pub confidence: Option<Confidence>,
    /// LOW, MED or HIGH.
    pub uncertainty: &'a str,
    pub regulator_decision: String,
    pub audited_turns: u64,
    pub coaching_note: &'a str,
    pub kind: DerKind,
}

/// LOW ≥ 0.7 > MED ≥ 0.4 > HIGH (no confidence at all is HIGH).
pub fn uncertainty(confidence: Option<f64>) -> &'static str {
    match confidence {
        Some(c) if c >= 0.7 => "LOW",
        Some(c) if c >= 0.4 => "MED",
        _ => "HIGH",
    }
}

/// A SYSTEM_INPUT signal with its dimensions and strength.
pub fn signal(
    id: &str,
    source: &str,
    raw: Value,
    provenance: Value,
    utc: &str,
    dims: [i64; 5],
) -> Value {
    let mut signal = json!({
        "signal_id": id,
        "source_system": source,
        "captured_utc": utc,
        "insight_dimensions": {
            "actionability": dims[0], "relevance": dims[1], "predictive_value": dims[2],
            "specificity": dims[3], "measurability": dims[4],
        },
        "insight_strength": dims.iter().copied().min().unwrap_or(1),
    });
    if let Some(map) = signal.as_object_mut() {
        map.insert("raw_value".into(), raw);
        map.insert("provenance".into(), provenance);
    }
    signal
}

/// META for an entry of `entry_type` on `tip`.
pub fn meta(identity: &Identity, tip: &Tip, utc: &str, entry_type: &str) -> Value {
    json!({
        "der_version": "SDI_DER_v1.1",
        "utc": utc,
        "hash_alg": "SHA-384",
        "protocol": "SDI_PROTOCOL_v1",
        "agent_id": identity.agent_id(),
        "sovereign_hash": identity.sovereign_hash(),
        "ledger": {"type": entry_type, "parent_hash": tip.hash},
    })
}

/// GCA with all four anchors required and present.
pub fn gca(id: &str, ego: &str) -> Value {
    json!({"ID": id, "EGO": ego, "SUPEREGO": {"anchors_required": ANCHORS, "anchors_present": ANCHORS}})
}

/// The rollback plan every keel DER carries (domains that need one, and the others alike).
pub fn outcome_plan() -> Value {
    json!({"planned_metrics": [{
        "name": "conscience_audit",
        "rollback_condition": "If the Conscience audit scores any value -1 or a human auditor rejects the answer, mark the answer superseded and correct it in the next turn.",
    }]})
}

/// One sub-question per value, each linked to `links`, with its success standard; and one
/// THRESHOLD pattern per sub-question.
pub fn value_questions(profile: &Profile, links: &[&str]) -> (Vec<Value>, Vec<Value>) {
    let mut questions = Vec::new();
    let mut patterns = Vec::new();
    for (i, v) in profile.values.iter().enumerate() {
        let id = format!("q{}", i + 1);
        questions.push(json!({
            "id": id,
            "prompt": format!("Does the answer serve {} (weight {:.2}): {}", v.name, v.weight, v.description),
            "linked_signal_ids": links,
            "success_standard": {"definition": format!("The Conscience audit scores {} at 0 or +1.", v.name)},
        }));
        patterns.push(json!({
            "sub_question_id": id, "pattern": "THRESHOLD",
            "lhs": format!("conscience.{}.score", v.name), "op": ">=", "rhs": 0,
        }));
    }
    (questions, patterns)
}

/// The turn's DER on `tip`.
pub fn turn_der(facts: &TurnFacts<'_>, identity: &Identity, tip: &Tip) -> Value {
    let p = facts.profile;
    let words = facts.message.split_whitespace().count();
    let measured = matches!(
        facts.confidence.map(|c| c.basis),
        Some(ConfidenceBasis::Logprobs { .. } | ConfidenceBasis::Margins { .. })
    );
    let regulator_dims = if measured { [4, 4, 4, 4, 5] } else { [3, 3, 2, 3, 3] };
    let note = facts.coaching_note;
    let inputs = vec![
        signal(
            "sig_user",
            "HUMAN",
            Value::from(facts.message),
            json!({"channel": "user message", "turn_utc": facts.utc}),
            facts.utc,
            [4, 5, 3, if words >= 6 { 4 } else { 3 }, 3],
        ),
        signal(
            "sig_will",
            "SYSTEM",
            json!({"summary": facts.will_summary, "violations": facts.will_reasons}),
            json!({"component": "keel Will", "rules": p.rules.len()}),
            facts.utc,
            [4, 4, 3, 4, 4],
        ),
        signal(
            "sig_regulator",
            "SYSTEM",
            json!({"confidence": facts.confidence.map(|c| c.value), "basis": facts.confidence.map(|c| c.basis), "decision": facts.regulator_decision}),
            json!({"component": "keel regulator", "formula": "clamp(0.5 + 0.5*(4 - meanNLL)/3, 0, 1)"}),
            facts.utc,
            regulator_dims,
        ),
        signal(
            "sig_memory",
            "SYSTEM",
            json!({"audited_turns": facts.audited_turns, "coaching_note": note}),
            json!({"component": "keel Spirit memory", "profile": p.name}),
            facts.utc,
            [
                if note.is_empty() { 2 } else { 3 },
                3,
                if facts.audited_turns >= 5 { 3 } else { 2 },
                3,
                4,
            ],
        ),
    ];
    let (questions, patterns) =
        value_questions(p, &["sig_user", "sig_will", "sig_regulator", "sig_memory"]);
    let values: Vec<String> =
        p.values.iter().map(|v| format!("{} ({:.2})", v.name, v.weight)).collect();
    let intent = format!(
        "Answer the user's message as a {} under value profile {}: {}.",
        p.der.role,
        p.name,
        values.join(", ")
    );
    let confidence_text = facts.confidence.map_or_else(
        || "no token confidence".to_owned(),
        |c| format!("token confidence {:.2}", c.value),
    );
    let stop = facts.kind != DerKind::Answer;
    let (judgment, outcome, stop_reason) = match facts.kind {
        DerKind::Answer => (
            format!(
                "Will: {}. SOVEREIGNTY: the answer informs the user, who keeps the decision. \
                 PRIMUM: no rule of the profile found harm in it. Uncertainty is {} ({}); the \
                 answer may still contain errors that no rule detects.",
                facts.will_summary, facts.uncertainty, confidence_text
            ),
            facts.answer.to_owned(),
            Value::Null,
        ),
        DerKind::Held => (
            format!(
                "Will: {}. Uncertainty is HIGH ({}): under SOVEREIGNTY and PRIMUM the draft is \
                 held for human review instead of being given as an answer.",
                facts.will_summary, confidence_text
            ),
            "STATE=REJECTED_PENDING_HUMAN_REVIEW".to_owned(),
            Value::from("HIGH_UNCERTAINTY"),
        ),
        DerKind::Refused => (
            format!(
                "Will: {}. SOVEREIGNTY: the user is told the request was declined and may \
                 rephrase; PRIMUM: no blocked text is shown. The stop is a policy block, not \
                 uncertainty ({}).",
                facts.will_summary, confidence_text
            ),
            format!("STATE=REFUSED_BY_WILL; DEFER to the user: {}", facts.answer),
            Value::from("POLICY_BLOCK"),
        ),
        DerKind::Interrupted => (
            format!(
                "Will: {}. The user stopped the answer before it was complete, so the signal is \
                 insufficient: under SOVEREIGNTY the partial text is the user's to judge and is \
                 not a completed answer ({}).",
                facts.will_summary, confidence_text
            ),
            format!("STATE=INTERRUPTED_BY_USER; DEFER to the user: {}", facts.answer),
            Value::from("INSUFFICIENT_SIGNAL"),
        ),
        DerKind::Empty => (
            format!(
                "Will: {}. The model returned an empty answer, so the signal is insufficient: \
                 there is no answer to give, and under SOVEREIGNTY the question goes back to \
                 the user to ask again or rephrase ({}).",
                facts.will_summary, confidence_text
            ),
            "STATE=NO_ANSWER_FROM_MODEL; DEFER to the user: the model returned an empty answer"
                .to_owned(),
            Value::from("INSUFFICIENT_SIGNAL"),
        ),
    };
    let drafts: Vec<String> =
        facts.drafts.iter().enumerate().map(|(i, d)| format!("[{}] {}", i + 1, d)).collect();
    json!({"SDI_DER": {
        "META": meta(identity, tip, facts.utc, "EPISODIC"),
        "DECISION_INTENT": {
            "context_framing": format!("A governed chat turn of agent {} under value profile {} (hash {}).", identity.agent_id(), p.name, p.hash()),
            "intent_statement": intent,
            "role": p.der.role,
            "tier": p.der.tier,
            "impact_domain": p.der.impact_domain,
        },
        "QUESTION_LOGIC": {
            "strategic_question": facts.message,
            "sub_questions": questions,
            "success_standard": {"definition": "Every value is scored 0 or +1 by the Conscience audit."},
        },
        "SYSTEM_INPUT": {"inputs": inputs},
        "ILJO": {
            "INTENT": intent,
            "LOGIC": facts.reflection,
            "JUDGMENT": judgment,
            "OUTCOME": outcome,
        },
        "GCA": gca(&format!("Candidate drafts: {}", drafts.join(" ")), &facts.trace),
        "BOUNDEDNESS": {
            "uncertainty": facts.uncertainty,
            "max_uncertainty_allowed": p.der.max_uncertainty,
            "timebox_seconds": 90,
            "stop_on_uncertainty": stop,
            "stop_reason": stop_reason,
        },
        "DECISION_SYNTAX": {"patterns": patterns},
        "OUTCOME_PLAN": outcome_plan(),
    }})
}
