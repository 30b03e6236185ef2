//! Append latency with durability: one `ChainStore::append` (a redb write transaction committed
//! with `Durability::Immediate`, i.e. fsync) of a signed entry with its DER body. Each iteration
//! builds its entry on the current tip (`PerIteration`), so every append succeeds.

use criterion::{Criterion, criterion_group, criterion_main};
use keel_evidence::chain::write_gate::{CommitRequest, build_entry};
use keel_evidence::der::GateOptions;
use keel_store::ChainStore;
use serde_json::Value;

fn bench(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let store = ChainStore::open(dir.path().join("bench.redb")).unwrap();
    let id = store.mint("2026-03-01T12:00:00Z").unwrap();
    let agent = id.agent_id();
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/fixtures/der/valid/typical.json");
    let template: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let mut g = c.benchmark_group("append");
    g.sample_size(30);
    g.bench_function("durable_signed_with_der", |b| {
        b.iter_batched(
            || {
                let tip = store.head(&agent).unwrap();
                let mut der = template.clone();
                der["SDI_DER"]["META"]["agent_id"] = Value::from(agent.clone());
                der["SDI_DER"]["META"]["sovereign_hash"] = Value::from(id.sovereign_hash());
                der["SDI_DER"]["META"]["ledger"]["parent_hash"] = Value::from(tip.hash.clone());
                let req = CommitRequest {
                    identity: &id,
                    tip: &tip,
                    der: &der,
                    utc: "2026-03-01T12:00:00Z",
                    audit_hash: None,
                    gate: GateOptions::default(),
                    record_refusals: false,
                };
                (tip.hash.clone(), build_entry(&req).unwrap().0)
            },
            |(parent, entry)| store.append(&agent, &parent, &entry).unwrap(),
            criterion::BatchSize::PerIteration,
        );
    });
    g.finish();
}

criterion_group!(append, bench);
criterion_main!(append);
