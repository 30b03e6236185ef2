//! A human auditor's verdict on a turn, recorded as an `AUDIT` entry that references the audited
//! entry (spec/faculties.md: "A human auditor's verdict on a turn is also an AUDIT entry").
//!
//! Held and refused turns are reviewed too. Their STOP DER (`REJECTED_PENDING_HUMAN_REVIEW`,
//! `REFUSED_BY_WILL`) is what the turn decided; if the profile did not record it, the review
//! commits it first ([`reparent`] puts the DER kept in the turn record on the current tip), so
//! the chain shows the stop and then the human's verdict on it: approve releases the withheld
//! draft to the user on the auditor's authority, reject keeps it withheld.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::der_assembly::{gca, meta, outcome_plan, signal};
use super::record::{TurnOutcome, TurnRecord};
use keel_evidence::chain::{ChainEntry, Identity, Tip};

/// The auditor's verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// The answer stands.
    Approve,
    /// The answer should not have been given; it is superseded.
    Reject,
}

impl Verdict {
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Approve => "approve",
            Verdict::Reject => "reject",
        }
    }
}

/// A human verdict on a held or refused turn, as its turn record keeps it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HumanReview {
    pub verdict: Verdict,
    pub note: String,
    pub utc: String,
    /// The turn's STOP entry (committed by the review when the profile had not recorded it).
    pub entry_seq: u64,
    /// The AUDIT entry holding the verdict.
    pub audit_seq: u64,
}

/// Whether `record` waits for a human verdict: held or refused, not yet reviewed, with a DER
/// (committed or kept for the auditor).
pub fn awaits_review(record: &TurnRecord) -> bool {
    matches!(record.outcome, TurnOutcome::Held | TurnOutcome::Refused)
        && record.review.is_none()
        && (record.entry.is_some() || record.der.is_some())
}

/// The turn's kept DER committed now, on `tip`: the same document with `META.ledger.parent_hash`
/// moved to the current tip (it was assembled on the tip of its time, which later entries have
/// moved) and `META.utc` set to the commit's time (the write gate requires the entry's time; the
/// turn's own time stays in its signals).
pub fn reparent(der: &Value, tip: &Tip, utc: &str) -> Value {
    let mut der = der.clone();
    if let Some(parent) = der.pointer_mut("/SDI_DER/META/ledger/parent_hash") {
        *parent = Value::from(tip.hash.as_str());
    }
    if let Some(at) = der.pointer_mut("/SDI_DER/META/utc") {
        *at = Value::from(utc);
    }
    der
}

/// The AUDIT DER for a human verdict on `audited`.
pub fn human_audit_der(
    identity: &Identity,
    tip: &Tip,
    utc: &str,
    audited: &ChainEntry,
    verdict: Verdict,
    note: &str,
) -> Value {
    let answer = audited
        .der
        .as_ref()
        .and_then(|d| d.pointer("/SDI_DER/ILJO/OUTCOME"))
        .and_then(Value::as_str)
        .unwrap_or("");
    // A STOP entry (`success_met = false`) withheld its draft: the verdict decides whether the
    // user gets it.
    let withheld = !audited.success_met;
    let outcome = match (verdict, withheld) {
        (Verdict::Approve, false) => {
            format!("HUMAN_VERDICT=APPROVE for seq {}: the answer stands.", audited.seq)
        }
        (Verdict::Reject, false) => format!(
            "HUMAN_VERDICT=REJECT for seq {}: the answer is superseded; correct it in the next turn.",
            audited.seq
        ),
        (Verdict::Approve, true) => format!(
            "HUMAN_VERDICT=APPROVE for seq {}: the withheld draft is released to the user on the auditor's authority.",
            audited.seq
        ),
        (Verdict::Reject, true) => {
            format!("HUMAN_VERDICT=REJECT for seq {}: the draft stays withheld.", audited.seq)
        }
    };
    json!({"SDI_DER": {
        "META": meta(identity, tip, utc, "AUDIT"),
        "DECISION_INTENT": {
            "context_framing": format!("A human auditor reviewed the {} entry at seq {}.", audited.entry_type, audited.seq),
            "intent_statement": "Record a human auditor's verdict on a committed answer.",
            "role": "human auditor",
            "tier": "Operational",
            "impact_domain": "LOW_RISK",
        },
        "QUESTION_LOGIC": {
            "strategic_question": format!("Should the answer committed as {} stand?", audited.entry_hash),
            "sub_questions": [{
                "id": "q1",
                "prompt": "Does the auditor approve the answer?",
                "linked_signal_ids": ["sig_entry", "sig_auditor"],
                "success_standard": {"definition": "The verdict is approve or reject, with the auditor's note."},
            }],
        },
        "SYSTEM_INPUT": {"inputs": [
            signal("sig_entry", "DB", json!({"entry_hash": audited.entry_hash, "seq": audited.seq, "answer": answer}), json!({"store": "keel chain"}), utc, [4, 5, 3, 5, 4]),
            signal("sig_auditor", "HUMAN", json!({"verdict": verdict.as_str(), "note": note}), json!({"channel": "keel audit"}), utc, [5, 5, 3, 4, 4]),
        ]},
        "ILJO": {
            "INTENT": "Record the auditor's verdict on the answer.",
            "LOGIC": if note.trim().is_empty() { "The auditor gave no note.".to_owned() } else { format!("Auditor's note: {note}") },
            "JUDGMENT": format!("Human verdict: {}. SOVEREIGNTY: a human decides whether the answer stands. PRIMUM: a rejected answer is marked superseded. Uncertainty: a single reviewer may be mistaken.", verdict.as_str()),
            "OUTCOME": outcome,
        },
        "GCA": gca(&format!("Answer of entry {}", audited.entry_hash), "Human review"),
        "BOUNDEDNESS": {"uncertainty": "LOW", "max_uncertainty_allowed": "MED", "timebox_seconds": 90, "stop_on_uncertainty": false, "stop_reason": null},
        "DECISION_SYNTAX": {"patterns": [{"sub_question_id": "q1", "pattern": "BOOLEAN_CHECK", "lhs": "verdict", "op": "==", "rhs": "approve"}]},
        "OUTCOME_PLAN": outcome_plan(),
        "AUDIT": {
            "audited_entry_hash": audited.entry_hash,
            "audited_seq": audited.seq,
            "human_verdict": verdict.as_str(),
            "note": note,
        },
    }})
}
