//! The chain's write gate on what the governed turn writes: a profile's SYSTEM entry built by
//! `build_entry` passes `check_entry` (the gate `keel serve` runs on an entry signed elsewhere),
//! and every edit of it is refused.

use keel_evidence::chain::write_gate::{
    CommitRequest, Tip, WriteGateError, build_entry, check_entry,
};
use keel_evidence::chain::{ChainEntry, Identity};
use keel_evidence::der::{self, GateOptions};
use keel_governance::profile::Profile;
use keel_governance::turn::system_entry::profile_der;
use serde_json::json;

const UTC: &str = "2026-03-01T12:00:00Z";

fn built(id: &Identity) -> ChainEntry {
    let tip = Tip::genesis();
    let der = profile_der(&Profile::builtin("general").unwrap(), None, id, &tip, UTC);
    let req = CommitRequest {
        identity: id,
        tip: &tip,
        der: &der,
        utc: UTC,
        audit_hash: None,
        gate: GateOptions::default(),
        record_refusals: false,
    };
    build_entry(&req).unwrap().0
}

#[test]
fn what_build_entry_writes_passes_check_entry_and_edits_do_not() {
    let id = Identity::from_seed([7; 32], UTC);
    let good = built(&id);
    assert_eq!(check_entry(&good, GateOptions::default(), false).unwrap().entry_type, "SYSTEM");
    let resign = |mut e: ChainEntry, by: &Identity| {
        e.entry_hash = e.compute_hash();
        e.signature = Some(by.sign(e.entry_hash.as_bytes()));
        e
    };
    let mut cases: Vec<(&str, ChainEntry)> = Vec::new();
    let mut e = good.clone();
    e.der = None;
    cases.push(("carries no DER", e));
    let mut e = good.clone();
    e.signature = None;
    cases.push(("not signed", e));
    // Which key signs is the store's check (only the chain knows the key in force); a
    // KEY_ROTATION block that is not a rotation is the gate's.
    let mut e = good.clone();
    if let Some(der) = e.der.as_mut() {
        der["SDI_DER"]["KEY_ROTATION"] =
            json!({"version": 1, "previous_public_key": "00", "public_key": "11"});
    }
    e.der_hash = der::der_hash(e.der.as_ref().unwrap()).unwrap();
    cases.push(("KEY_ROTATION.previous_public_key is not an Ed25519 public key", resign(e, &id)));
    let mut e = good.clone();
    e.success_met = false;
    cases.push(("success_met must be true", resign(e, &id)));
    let mut e = good.clone();
    e.entry_type = "EPISODIC".into();
    cases.push(("is not the DER's META.ledger.type", resign(e, &id)));
    let mut e = good.clone();
    e.parent_hash = "0xAB".into();
    cases.push(("META.ledger.parent_hash", resign(e, &id)));
    for (says, entry) in cases {
        let err = check_entry(&entry, GateOptions::default(), false).unwrap_err().to_string();
        assert!(err.contains(says), "{says}: {err}");
    }
    let strict = GateOptions { threshold: Some(1.01), ..GateOptions::default() };
    assert!(matches!(
        check_entry(&good, strict, false),
        Err(WriteGateError::BelowThreshold { .. })
    ));
}

#[test]
fn a_key_rotation_der_passes_the_gate_and_names_the_next_key() {
    use keel_evidence::chain::KeyRotation;
    use keel_governance::turn::key_rotation::{ROTATION_RAI_THRESHOLD, rotation_der};
    let id = Identity::from_seed([7; 32], UTC);
    let next = id.successor([9; 32]);
    let tip = Tip::genesis();
    let der = rotation_der(&id, &next, &tip, UTC);
    let gate = GateOptions { threshold: Some(ROTATION_RAI_THRESHOLD), ..GateOptions::default() };
    let req = CommitRequest {
        identity: &id,
        tip: &tip,
        der: &der,
        utc: UTC,
        audit_hash: None,
        gate,
        record_refusals: false,
    };
    let (entry, compiled) = build_entry(&req).unwrap();
    assert!(compiled.rai.score >= ROTATION_RAI_THRESHOLD, "RAI {}", compiled.rai.score);
    assert_eq!(entry.entry_type, "SYSTEM");
    assert_eq!(
        KeyRotation::of(&entry).unwrap(),
        Some(KeyRotation { previous: id.public_key(), next: next.public_key() })
    );
    assert_eq!(check_entry(&entry, gate, false).unwrap().entry_type, "SYSTEM");
    // The successor commits under the same META: same agent id and sovereign hash.
    let after = rotation_der(&next, &id.successor([10; 32]), &tip, UTC);
    assert_eq!(after["SDI_DER"]["META"], der["SDI_DER"]["META"]);
}
