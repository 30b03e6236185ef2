//! DER documents ready to commit on a given tip, and a forged chain.

use keel_evidence::chain::export::{self, Header};
use keel_evidence::chain::write_gate::{self, CommitRequest};
use keel_evidence::chain::{ChainEntry, GENESIS, Identity, Tip};
use keel_evidence::der::GateOptions;
use serde_json::Value;

/// The UTC instant the tests' entries carry.
pub const UTC: &str = "2026-03-01T12:00:00Z";

/// A DER fixture (`tests/fixtures/der/PATH`) as a document.
pub fn der_fixture(path: &str) -> Value {
    let text = crate::fixtures::fixture_text(&format!("der/{path}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("fixture der/{path}: {e}"))
}

/// The corpus's typical DER (an EPISODIC entry), filled in for `identity` on `tip`, with a
/// distinguishing `INTENT`.
pub fn der_for(identity: &Identity, tip: &Tip, n: u64) -> Value {
    let mut doc = der_fixture("valid/typical.json");
    let der = &mut doc["SDI_DER"];
    der["META"]["agent_id"] = Value::from(identity.agent_id());
    der["META"]["sovereign_hash"] = Value::from(identity.sovereign_hash());
    der["META"]["ledger"]["parent_hash"] = Value::from(tip.hash.clone());
    der["ILJO"]["INTENT"] = Value::from(format!("turn {n}"));
    doc
}

/// [`der_for`] as an entry of `entry_type`.
pub fn der_on(identity: &Identity, tip: &Tip, entry_type: &str, n: u64) -> Value {
    let mut doc = der_for(identity, tip, n);
    doc["SDI_DER"]["META"]["ledger"]["type"] = Value::from(entry_type);
    doc
}

/// A deterministic identity.
pub fn identity(n: u8) -> Identity {
    Identity::from_seed([n; 32], UTC)
}

/// The signed entry the local write gate builds for `der` on `tip`.
pub fn entry_for(id: &Identity, tip: &Tip, der: &Value) -> ChainEntry {
    let req = CommitRequest {
        identity: id,
        tip,
        der,
        utc: UTC,
        audit_hash: None,
        gate: GateOptions::default(),
        record_refusals: false,
    };
    write_gate::build_entry(&req).expect("the DER passes the local write gate").0
}

/// The forgery of issue 15: a real chain's entries with every signature and the header key
/// dropped, one DER rewritten, and every hash recomputed.
pub fn forge_unsigned(real: &str) -> String {
    let file = export::parse(real).unwrap();
    let mut entries: Vec<ChainEntry> = file.entries.into_iter().map(Result::unwrap).collect();
    let mut parent = GENESIS.to_owned();
    for e in &mut entries {
        e.signature = None;
        if e.seq == 2 {
            let der = e.der.as_mut().unwrap();
            der["SDI_DER"]["ILJO"]["INTENT"] = Value::from("what the forger wants said");
            e.der_hash = keel_evidence::der::der_hash(der).unwrap();
        }
        e.parent_hash.clone_from(&parent);
        e.entry_hash = e.compute_hash();
        parent.clone_from(&e.entry_hash);
    }
    let header = Header { agent_id: file.header.agent_id, public_key: None };
    export::write(&header, &entries, true)
}
