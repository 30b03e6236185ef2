//! Evidence-layer throughput: compile gate on a typical DER, canonical hashing vs raw SHA-384
//! over the same bytes, and chain verification over 100k entries without bodies (unsigned and,
//! on 10k entries, signed).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use keel_evidence::canon;
use keel_evidence::chain::verifier::{verify_entries, verify_entries_with};
use keel_evidence::chain::{Authorship, ChainEntry, GENESIS, Identity};
use keel_evidence::der::{self, GateOptions};
use serde_json::Value;
use sha2::{Digest, Sha384};

fn typical() -> Value {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/fixtures/der/valid/typical.json");
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn chain(n: u64, signer: Option<&Identity>) -> Vec<ChainEntry> {
    let agent = signer.map_or_else(|| "SDI-000000000000".to_owned(), Identity::agent_id);
    let mut parent = GENESIS.to_owned();
    (1..=n)
        .map(|seq| {
            let der_hash = canon::hash_bytes(&seq.to_le_bytes());
            let mut e = ChainEntry::new(
                &agent,
                seq,
                &parent,
                "EPISODIC",
                &der_hash,
                true,
                None,
                "2026-03-01T00:00:00Z",
            );
            e.signature = signer.map(|id| id.sign(e.entry_hash.as_bytes()));
            parent.clone_from(&e.entry_hash);
            e
        })
        .collect()
}

fn benches(c: &mut Criterion) {
    let doc = typical();
    let mut g = c.benchmark_group("compile");
    g.throughput(Throughput::Elements(1));
    g.bench_function("typical_der", |b| {
        b.iter(|| der::compile(black_box(&doc), GateOptions::default()));
    });
    g.finish();

    let body = &doc["SDI_DER"];
    let bytes = canon::canon(body);
    let mut g = c.benchmark_group("hash");
    g.throughput(Throughput::Bytes(bytes.len() as u64));
    g.bench_function("canon_then_sha384", |b| b.iter(|| canon::hash_value(black_box(body))));
    g.bench_function("raw_sha384_same_bytes", |b| b.iter(|| Sha384::digest(black_box(&bytes))));
    g.finish();

    let unsigned = chain(100_000, None);
    let mut g = c.benchmark_group("verify");
    g.sample_size(10);
    g.throughput(Throughput::Elements(unsigned.len() as u64));
    // Unsigned entries fail closed unless allowed: allowed here, so the whole walk is measured.
    g.bench_function("100k_unsigned_no_bodies", |b| {
        b.iter(|| verify_entries_with(None, black_box(&unsigned), Authorship::AllowUnsigned));
    });
    let id = Identity::from_seed([9; 32], "2026-03-01T00:00:00Z");
    let signed = chain(10_000, Some(&id));
    g.throughput(Throughput::Elements(signed.len() as u64));
    g.bench_function("10k_signed_no_bodies", |b| {
        b.iter(|| verify_entries(None, black_box(&signed)));
    });
    g.finish();
}

criterion_group!(evidence, benches);
criterion_main!(evidence);
