//! Shared helpers: DER documents ready to commit on a given tip.

use keel_evidence::chain::export::{self, Header};
use keel_evidence::chain::{ChainEntry, GENESIS, Identity, Tip};
use serde_json::Value;

/// The corpus's typical DER, filled in for `identity` on `tip`, with a distinguishing `INTENT`.
pub fn der_for(identity: &Identity, tip: &Tip, n: u64) -> Value {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/fixtures/der/valid/typical.json");
    let mut doc: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let der = &mut doc["SDI_DER"];
    der["META"]["agent_id"] = Value::from(identity.agent_id());
    der["META"]["sovereign_hash"] = Value::from(identity.sovereign_hash());
    der["META"]["ledger"]["parent_hash"] = Value::from(tip.hash.clone());
    der["ILJO"]["INTENT"] = Value::from(format!("turn {n}"));
    doc
}

/// The forgery of issue 15: a real chain's entries with every signature and the header key
/// dropped, one DER rewritten, and every hash recomputed.
// Not every test binary that includes this file forges a chain.
#[allow(dead_code)]
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
