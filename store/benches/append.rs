//! Append latency with durability: one `ChainStore::append` (a redb write transaction committed
//! with `Durability::Immediate`, i.e. fsync) of a signed entry with its DER body. Each iteration
//! builds its entry on the current tip (`PerIteration`), so every append succeeds.

use criterion::{Criterion, criterion_group, criterion_main};
use keel_store::ChainStore;
use keel_tests::chain;

fn bench(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let store = ChainStore::open(dir.path().join("bench.redb")).unwrap();
    let id = store.mint(chain::UTC).unwrap();
    let agent = id.agent_id();
    let mut g = c.benchmark_group("append");
    g.sample_size(30);
    g.bench_function("durable_signed_with_der", |b| {
        b.iter_batched(
            || {
                let tip = store.head(&agent).unwrap();
                let entry = chain::entry_for(&id, &tip, &chain::der_for(&id, &tip, 0));
                (tip.hash.clone(), entry)
            },
            |(parent, entry)| store.append(&agent, &parent, &entry).unwrap(),
            criterion::BatchSize::PerIteration,
        );
    });
    g.finish();
}

criterion_group!(append, bench);
criterion_main!(append);
