//! A key rotation as a `SYSTEM` entry (docs/chain.md, "Key rotation"): signed by the key in
//! force, its DER's `KEY_ROTATION` block names the key that signs every later entry. Like a
//! profile change it records the state the following entries are governed by, so it is a SYSTEM
//! DER that passes the same write gate (compile PASS, RAI at the verdicts' threshold).

use serde_json::{Value, json};

use super::der_assembly::{gca, meta, outcome_plan, signal};
use super::store::{self, CommitError, Committed, GovernanceStore};
use keel_evidence::chain::{Identity, KeyRotation, Tip};

/// The RAI threshold a rotation is committed at: the one of human verdicts and CALIBRATION
/// entries (it is a governance act, not a profile's turn).
pub const ROTATION_RAI_THRESHOLD: f64 = 0.86;

/// The SYSTEM DER recording that `identity`'s key in force hands over to `next`.
pub fn rotation_der(identity: &Identity, next: &Identity, tip: &Tip, utc: &str) -> Value {
    let rotation = KeyRotation { previous: identity.public_key(), next: next.public_key() };
    let (old, new) = (identity.public_key_hex(), next.public_key_hex());
    json!({"SDI_DER": {
        "META": meta(identity, tip, utc, "SYSTEM"),
        "DECISION_INTENT": {
            "context_framing": format!("Signing key rotation for agent {}.", identity.agent_id()),
            "intent_statement": format!("Retire signing key {old} and sign every later entry with key {new}."),
            "role": "keel governance",
            "tier": "Strategic",
            "impact_domain": "LOW_RISK",
        },
        "QUESTION_LOGIC": {
            "strategic_question": "Which key signs this agent's entries from the next entry on?",
            "sub_questions": [{
                "id": "q1",
                "prompt": "Is every later entry signed by the key named here, and none by the retired key?",
                "linked_signal_ids": ["sig_rotation"],
                "success_standard": {"definition": "Entries after this one verify under the new key; an entry signed by the retired key fails verification."},
            }],
        },
        "SYSTEM_INPUT": {"inputs": [signal(
            "sig_rotation", "SYSTEM", rotation.block(),
            json!({"component": "keel agent rotate", "agent_id": identity.agent_id()}), utc, [5, 5, 4, 5, 5],
        )]},
        "ILJO": {
            "INTENT": "Record the hand-over of the agent's signing key on its chain.",
            "LOGIC": format!("This entry is signed by the key in force, {old}; it names {new} as the key in force after it. The agent id stays the one its first key minted."),
            "JUDGMENT": "SOVEREIGNTY: the agent's owner rotates its key. PRIMUM: the retired key can no longer sign for the agent. Uncertainty: none about which key is in force; whether the retired key was exposed before is outside the chain.",
            "OUTCOME": format!("KEY_IN_FORCE={new}"),
        },
        "GCA": gca(&format!("Signing key of {}", identity.agent_id()), "Key generated from the OS random source by keel."),
        "BOUNDEDNESS": {"uncertainty": "LOW", "max_uncertainty_allowed": "MED", "timebox_seconds": 90, "stop_on_uncertainty": false, "stop_reason": null},
        "DECISION_SYNTAX": {"patterns": [{"sub_question_id": "q1", "pattern": "EXISTS", "lhs": "signature.public_key", "op": "==", "rhs": new}]},
        "OUTCOME_PLAN": outcome_plan(),
        "KEY_ROTATION": rotation.block(),
    }})
}

/// Commits the rotation entry, signed by `identity` (the key in force), on the current tip.
pub fn commit_rotation(
    store: &dyn GovernanceStore,
    identity: &Identity,
    next: &Identity,
    utc: &str,
) -> Result<Committed, CommitError> {
    store::commit(store, identity, utc, ROTATION_RAI_THRESHOLD, false, &mut |tip| {
        rotation_der(identity, next, tip, utc)
    })
    .map_err(|failure| failure.error)
}
