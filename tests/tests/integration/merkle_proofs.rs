//! Merkle roots and proofs against the Python-computed ones in `tests/fixtures/chain/merkle.json`,
//! checkpoints, and systematic proof mutations (index ±1, truncated, extended, flipped bit) that
//! must all fail.

use keel_evidence::canon;
use keel_evidence::chain::checkpoint::{self, hex_hash};
use keel_evidence::chain::export;
use keel_evidence::chain::merkle::{self, Hash};
use keel_evidence::chain::{ChainEntry, Checkpoint, Identity, InclusionProof};
use serde_json::Value;

fn chain() -> Vec<ChainEntry> {
    let file = export::parse(&keel_tests::fixtures::fixture_text("chain/recorded.jsonl")).unwrap();
    file.entries.into_iter().map(Result::unwrap).collect()
}

fn python() -> Value {
    serde_json::from_str(&keel_tests::fixtures::fixture_text("chain/merkle.json")).unwrap()
}

fn h(s: &Value) -> Hash {
    canon::hash_digest(s.as_str().unwrap()).unwrap()
}

#[test]
fn roots_and_proofs_equal_the_python_ones() {
    let es = chain();
    let leaves = checkpoint::leaves(&es);
    let py = python();
    for (n, root) in py["roots"].as_object().unwrap() {
        let n: usize = n.parse().unwrap();
        assert_eq!(hex_hash(&merkle::root(&leaves[..n])), root.as_str().unwrap(), "root {n}");
    }
    for p in py["inclusion"].as_array().unwrap() {
        let (n, seq) = (p["size"].as_u64().unwrap() as usize, p["seq"].as_u64().unwrap() as usize);
        let ours: Vec<String> =
            merkle::inclusion_proof(&leaves[..n], seq - 1).unwrap().iter().map(hex_hash).collect();
        assert_eq!(Value::from(ours), p["path"], "inclusion {seq}/{n}");
    }
    for p in py["consistency"].as_array().unwrap() {
        let (m, n) = (p["from"].as_u64().unwrap() as usize, p["to"].as_u64().unwrap() as usize);
        let ours: Vec<String> =
            merkle::consistency_proof(&leaves[..n], m).unwrap().iter().map(hex_hash).collect();
        assert_eq!(Value::from(ours), p["proof"], "consistency {m}->{n}");
        let proof: Vec<Hash> = p["proof"].as_array().unwrap().iter().map(h).collect();
        assert!(merkle::verify_consistency(
            m as u64,
            n as u64,
            &merkle::root(&leaves[..m]),
            &merkle::root(&leaves[..n]),
            &proof
        ));
    }
}

#[test]
fn mutated_inclusion_proofs_all_fail() {
    let es = chain();
    let leaves = checkpoint::leaves(&es);
    let n = leaves.len();
    let root = merkle::root(&leaves);
    let mut tried = 0;
    for i in [0, 1, 5, 16, 31, 32, 33] {
        let proof = merkle::inclusion_proof(&leaves, i).unwrap();
        let (leaf, size) = (&leaves[i], n as u64);
        assert!(merkle::verify_inclusion(leaf, i as u64, size, &proof, &root));
        let mut variants: Vec<(u64, Vec<Hash>)> = vec![
            (i as u64 + 1, proof.clone()),
            (i as u64 + 40, proof.clone()),
            (i as u64, proof[..proof.len() - 1].to_vec()),
            (i as u64, [proof.clone(), vec![leaves[0]]].concat()),
        ];
        if i > 0 {
            variants.push((i as u64 - 1, proof.clone()));
        }
        for k in 0..proof.len() {
            let mut flipped = proof.clone();
            flipped[k][k % 48] ^= 0x01;
            variants.push((i as u64, flipped));
        }
        for (index, p) in variants {
            assert!(
                !merkle::verify_inclusion(leaf, index, size, &p, &root),
                "leaf {i}: index {index}, len {}",
                p.len()
            );
            tried += 1;
        }
        let mut bad_leaf = *leaf;
        bad_leaf[47] ^= 0x80;
        assert!(!merkle::verify_inclusion(&bad_leaf, i as u64, size, &proof, &root));
    }
    assert!(tried > 40);
}

#[test]
fn mutated_consistency_proofs_all_fail() {
    let leaves = checkpoint::leaves(&chain());
    let n = leaves.len();
    let new_root = merkle::root(&leaves);
    for m in [1, 3, 8, 13, 16, 20, 33] {
        let old_root = merkle::root(&leaves[..m]);
        let proof = merkle::consistency_proof(&leaves, m).unwrap();
        assert!(merkle::verify_consistency(m as u64, n as u64, &old_root, &new_root, &proof));
        let mut variants = vec![
            (m + 1, proof.clone()),
            (m - 1, proof.clone()),
            (m, proof[..proof.len() - 1].to_vec()),
            (m, [proof.clone(), vec![leaves[0]]].concat()),
        ];
        for k in 0..proof.len() {
            let mut flipped = proof.clone();
            flipped[k][0] ^= 0x40;
            variants.push((m, flipped));
        }
        for (size, p) in variants {
            let old = merkle::root(&leaves[..size.max(1)]);
            // With the checkpointed root, and with the honest root of the claimed size.
            assert!(
                !merkle::verify_consistency(size as u64, n as u64, &old_root, &new_root, &p),
                "m {m} size {size}"
            );
            assert!(
                !merkle::verify_consistency(size as u64, n as u64, &old, &new_root, &p),
                "m {m} size {size}"
            );
        }
    }
}

#[test]
fn checkpoints_sign_roots_and_prove_inclusion_and_extension() {
    let es = chain();
    let py = python();
    let seed: [u8; 32] = hex::decode(py["seed_hex"].as_str().unwrap()).unwrap().try_into().unwrap();
    let id = Identity::from_seed(seed, py["minted_utc"].as_str().unwrap());
    let cp = Checkpoint::create(&id, &es[..20], "2026-03-02T00:00:00Z");
    assert_eq!(cp.root, py["roots"]["20"].as_str().unwrap());
    let cp = Checkpoint::from_json(&cp.to_json()).unwrap();
    cp.verify_signature(&es).unwrap();
    cp.verify_extended_by(&es).unwrap();
    cp.verify_extended_by(&es[..20]).unwrap();
    assert!(cp.verify_extended_by(&es[..19]).is_err());
    // A rewritten history does not extend the checkpoint.
    let mut rewritten = es.clone();
    rewritten[3].entry_hash = canon::hash_bytes(b"rewritten");
    assert!(cp.verify_extended_by(&rewritten).is_err());
    // Tampered checkpoint fields break its signature.
    let mut forged = cp.clone();
    forged.size = 21;
    assert!(forged.verify_signature(&es).is_err());
    // A key that does not hold the chain at that size cannot sign it.
    let stranger = Checkpoint::create(&Identity::from_seed([9; 32], "t"), &es[..20], "t");
    assert!(stranger.verify_signature(&es).is_err());

    let proof = InclusionProof::create(&cp.agent_id, &es[..20], 7).unwrap();
    let proof = InclusionProof::from_json(&proof.to_json()).unwrap();
    proof.verify(&cp, &es).unwrap();
    let mut wrong = proof.clone();
    wrong.seq = 8;
    assert!(wrong.verify(&cp, &es).is_err());
    let mut wrong = proof.clone();
    wrong.entry_hash = es[7].entry_hash.clone();
    assert!(wrong.verify(&cp, &es).is_err());
    let other = Checkpoint::create(&id, &es[..21], "2026-03-02T00:00:00Z");
    assert!(proof.verify(&other, &es).is_err());
}
