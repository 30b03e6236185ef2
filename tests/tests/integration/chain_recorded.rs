//! The recorded chain (`tests/fixtures/chain/recorded.jsonl`, 34 signed entries with DER bodies,
//! hashes and signatures computed by `scripts/gen_chain_fixture.py` in pure Python) verifies in
//! keel, and every systematic tamper fails at the right position with the right check.

use keel_evidence::chain::export::{self, ExportFile};
use keel_evidence::chain::{ChainEntry, Identity, Trailer};
use keel_evidence::{canon, der};
use serde_json::Value;

fn recorded() -> ExportFile {
    export::parse(&keel_tests::fixtures::fixture_text("chain/recorded.jsonl")).unwrap()
}

fn entries(file: &ExportFile) -> Vec<ChainEntry> {
    file.entries.iter().map(|e| e.clone().unwrap()).collect()
}

fn with_entries(file: &ExportFile, entries: Vec<ChainEntry>) -> ExportFile {
    ExportFile { entries: entries.into_iter().map(Ok).collect(), ..file.clone() }
}

/// Asserts the verdict: not ok, failing at `seq` with an error that starts with `prefix`.
fn fails_at(file: &ExportFile, seq: Option<u64>, prefix: &str) {
    let r = file.verify();
    assert!(!r.chain_ok, "expected failure {prefix}");
    assert_eq!(r.first_bad_seq, seq, "{:?}", r.error);
    let err = r.error.unwrap();
    assert!(err.starts_with(prefix), "error {err:?} should start with {prefix:?}");
}

#[test]
fn python_recorded_chain_verifies_with_every_check() {
    let file = recorded();
    assert_eq!(file.entries.len(), 34);
    let r = file.verify();
    assert!(r.chain_ok, "{:?}", r.error);
    assert_eq!(r.entries, 34);
    assert_eq!(r.tip_seq, Some(34));
    assert_eq!(r.first_bad_seq, None);
    for check in ["entry_hash", "parent_link", "seq_contiguity", "der_hash", "signature", "trailer"]
    {
        assert!(r.checked.contains(&check), "{check} not checked");
    }
    assert_eq!(r.not_checked, vec!["external anchor"]);
    let json = r.to_json();
    for key in [
        "chain_ok",
        "entries",
        "tip_seq",
        "tip_hash",
        "first_bad_seq",
        "error",
        "checked",
        "not_checked",
    ] {
        assert!(json.get(key).is_some(), "{key}");
    }
}

#[test]
fn rust_recomputes_python_hashes_identity_and_export_bytes() {
    let file = recorded();
    let merkle: Value =
        serde_json::from_str(&keel_tests::fixtures::fixture_text("chain/merkle.json")).unwrap();
    let seed: [u8; 32] =
        hex::decode(merkle["seed_hex"].as_str().unwrap()).unwrap().try_into().unwrap();
    let id = Identity::from_seed(seed, merkle["minted_utc"].as_str().unwrap());
    assert_eq!(id.agent_id(), file.header.agent_id);
    assert_eq!(id.sovereign_hash(), merkle["sovereign_hash"].as_str().unwrap());
    assert_eq!(Some(id.public_key_hex()), file.header.public_key);
    let es = entries(&file);
    assert!(es.iter().any(|e| e.audit_hash == Some(None)));
    assert!(es.iter().any(|e| matches!(e.audit_hash, Some(Some(_)))));
    for e in &es {
        assert_eq!(e.compute_hash(), e.entry_hash);
        assert_eq!(der::der_hash(e.der.as_ref().unwrap()).unwrap(), e.der_hash);
        // Ed25519 is deterministic: keel's signature equals the Python one byte for byte.
        assert_eq!(Some(id.sign(e.entry_hash.as_bytes())), e.signature);
    }
    // Re-exporting what was read verifies again.
    let text = export::write(&file.header, &es, true);
    assert!(export::parse(&text).unwrap().verify().chain_ok);
}

#[test]
fn der_body_edit_fails_der_hash_at_its_seq() {
    let file = recorded();
    let mut es = entries(&file);
    es[16].der.as_mut().unwrap()["SDI_DER"]["ILJO"]["OUTCOME"] = Value::from("edited");
    fails_at(&with_entries(&file, es), Some(17), "der_hash mismatch at seq 17");
}

#[test]
fn packet_field_edits_fail_entry_hash_at_their_seq() {
    type Edit = fn(&mut ChainEntry);
    let file = recorded();
    let edits: [(usize, Edit); 4] = [
        (4, |e| e.success_met = !e.success_met),
        (9, |e| e.entry_type = "PRECEDENT".into()),
        (20, |e| e.der_hash = canon::hash_bytes(b"other")),
        (33, |e| e.v = "SDI_CHAIN_v2".into()),
    ];
    for (i, edit) in edits {
        let mut es = entries(&file);
        edit(&mut es[i]);
        es[i].der = None;
        let seq = i as u64 + 1;
        let r = with_entries(&file, es).verify();
        assert_eq!(r.first_bad_seq, Some(seq), "{:?}", r.error);
    }
    let mut es = entries(&file);
    es[9].entry_type = "PRECEDENT".into();
    fails_at(&with_entries(&file, es), Some(10), "entry_hash mismatch at seq 10: stored 0x");
}

#[test]
fn rehashed_entry_with_forged_parent_fails_parent_link() {
    let file = recorded();
    let mut es = entries(&file);
    let e = &mut es[11];
    e.parent_hash = canon::hash_bytes(b"forged");
    e.entry_hash = e.compute_hash();
    fails_at(&with_entries(&file, es), Some(12), "parent_hash mismatch at seq 12");
}

#[test]
fn swapped_entries_fail_seq_contiguity_at_the_first() {
    let file = recorded();
    let mut es = entries(&file);
    es.swap(5, 6);
    fails_at(&with_entries(&file, es), Some(6), "seq discontinuity at position 6");
}

#[test]
fn dropped_tail_is_reported_as_cut_by_the_trailer() {
    let file = recorded();
    let mut es = entries(&file);
    es.truncate(30);
    fails_at(&with_entries(&file, es), None, "chain was cut");
    let mut no_trailer = file.clone();
    no_trailer.trailer = None;
    fails_at(&no_trailer, None, "trailer missing");
    let mut moved = file.clone();
    moved.trailer =
        Some(Trailer { tip_hash: canon::hash_bytes(b"x"), ..file.trailer.clone().unwrap() });
    fails_at(&moved, None, "trailer tip mismatch");
}

#[test]
fn audit_hash_edits_fail_entry_hash() {
    let file = recorded();
    let es0 = entries(&file);
    let with_null = es0.iter().position(|e| e.audit_hash == Some(None)).unwrap();
    let with_value = es0.iter().position(|e| matches!(e.audit_hash, Some(Some(_)))).unwrap();
    let without = es0.iter().position(|e| e.audit_hash.is_none()).unwrap();
    for (i, new) in [
        (with_null, None),
        (with_value, Some(None)),
        (with_value, Some(Some(canon::hash_bytes(b"a")))),
        (without, Some(None)),
    ] {
        let mut es = entries(&file);
        es[i].audit_hash = new;
        let seq = i + 1;
        fails_at(
            &with_entries(&file, es),
            Some(seq as u64),
            &format!("entry_hash mismatch at seq {seq}"),
        );
    }
}

#[test]
fn bad_signatures_fail_at_their_seq() {
    let file = recorded();
    let other = Identity::from_seed([7; 32], "2026-01-01T00:00:00Z");
    let cases: [(usize, &str); 4] =
        [(2, "flip"), (13, "other_key"), (21, "missing"), (28, "resigned_same_key_other_msg")];
    for (i, how) in cases {
        let mut es = entries(&file);
        let hash = es[i].entry_hash.clone();
        let sig = es[i].signature.as_mut().unwrap();
        match how {
            "flip" => {
                let mut raw = base64_decode(&sig.value);
                raw[10] ^= 1;
                sig.value = base64_encode(&raw);
            }
            "other_key" => *sig = other.sign(hash.as_bytes()),
            "missing" => es[i].signature = None,
            _ => {
                let id = seed_identity();
                *sig = id.sign(b"another message");
            }
        }
        let seq = i as u64 + 1;
        let r = with_entries(&file, es).verify();
        assert!(!r.chain_ok);
        assert_eq!(r.first_bad_seq, Some(seq), "{how}: {:?}", r.error);
        assert!(r.error.unwrap().contains(&format!("at seq {seq}")));
    }
    // An unsigned header with signed entries fails at the first entry.
    let mut unsigned = file.clone();
    unsigned.header.public_key = None;
    fails_at(&unsigned, Some(1), "unexpected signature at seq 1");
}

fn seed_identity() -> Identity {
    let merkle: Value =
        serde_json::from_str(&keel_tests::fixtures::fixture_text("chain/merkle.json")).unwrap();
    let seed: [u8; 32] =
        hex::decode(merkle["seed_hex"].as_str().unwrap()).unwrap().try_into().unwrap();
    Identity::from_seed(seed, "x")
}

fn base64_decode(s: &str) -> Vec<u8> {
    use base64::Engine as _;
    base64::engine::general_purpose::STANDARD.decode(s).unwrap()
}

fn base64_encode(b: &[u8]) -> String {
    use base64::Engine as _;
    base64::engine::general_purpose::STANDARD.encode(b)
}

#[test]
fn unreadable_exports_are_errors_not_reports() {
    assert!(export::parse("").is_err());
    assert!(export::parse("not json\n").is_err());
    assert!(export::parse("{\"kind\":\"entry\"}\n").is_err());
    let text = keel_tests::fixtures::fixture_text("chain/recorded.jsonl");
    let mut lines: Vec<&str> = text.lines().collect();
    lines.insert(3, "{oops");
    assert!(export::parse(&lines.join("\n")).is_err());
}

#[test]
fn empty_chain_is_not_ok() {
    let file = recorded();
    let empty = ExportFile {
        entries: Vec::new(),
        trailer: Some(Trailer { count: 0, tip_seq: 0, tip_hash: String::new() }),
        ..file
    };
    let r = empty.verify();
    assert!(!r.chain_ok);
    assert_eq!(r.first_bad_seq, None);
    assert_eq!(r.entries, 0);
}

/// The trust vectors of docs/chain.md (`tests/fixtures/chain/vectors/`, written by
/// `scripts/gen_chain_fixture.py`): a forged unsigned chain under the recorded agent id fails
/// closed and passes only as "hashes intact" when unsigned entries are allowed; bytes that
/// neither the entry hash nor the signature covers make the entry malformed.
#[test]
fn trust_vectors_fail_closed() {
    use keel_evidence::chain::Authorship;
    let vector = |name: &str| {
        export::parse(&keel_tests::fixtures::fixture_text(&format!("chain/vectors/{name}.jsonl")))
            .unwrap()
    };
    let forged = vector("forged-unsigned");
    assert_eq!(forged.header.agent_id, recorded().header.agent_id);
    fails_at(&forged, Some(1), "unsigned entry at seq 1: authorship cannot be checked");
    let hashes = forged.verify_with(Authorship::AllowUnsigned);
    assert!(hashes.chain_ok, "{:?}", hashes.error);
    assert!(hashes.not_checked.contains(&"signature"));
    for name in
        ["uncovered-der-key", "uncovered-entry-key", "uncovered-signature-key", "uncovered-utc"]
    {
        let file = vector(name);
        fails_at(&file, Some(2), "malformed entry at position 2: entry ");
        assert!(!file.verify_with(Authorship::AllowUnsigned).chain_ok, "{name}");
    }
}

/// docs/chain.md, "Key rotation": Python hands the recorded chain to a new key at seq 4 (a SYSTEM
/// entry whose DER's KEY_ROTATION block is signed by the key in force); Rust follows it, and
/// each way of getting a rotation wrong fails closed at its seq.
#[test]
fn rotation_vectors_follow_the_key_in_force() {
    use keel_evidence::chain::{Checkpoint, KeyRotation, write_gate};
    use keel_evidence::der::GateOptions;
    let vector = |name: &str| {
        export::parse(&keel_tests::fixtures::fixture_text(&format!("chain/vectors/{name}.jsonl")))
            .unwrap()
    };
    let valid = vector("rotation-valid");
    let r = valid.verify();
    assert!(r.chain_ok, "{:?}", r.error);
    assert_eq!((r.entries, r.tip_seq), (6, Some(6)));
    assert!(r.checked.contains(&"signature"));
    let es = entries(&valid);
    let rotation = KeyRotation::of(&es[3]).unwrap().unwrap();
    let root = es[0].signature.as_ref().unwrap().key_bytes().unwrap();
    assert_eq!(rotation.previous, root);
    assert_eq!(es[4].signature.as_ref().unwrap().key_bytes(), Some(rotation.next));
    // The agent id stays the root key's; the rotation entry is a SYSTEM entry the gate accepts.
    assert_eq!(valid.header.agent_id, recorded().header.agent_id);
    assert_eq!(
        write_gate::check_entry(&es[3], GateOptions::default(), false).unwrap().entry_type,
        "SYSTEM"
    );
    // Rewritten without DER bodies, the rotation keeps its DER and the chain still verifies.
    let bare = export::parse(&export::write(&valid.header, &es, false)).unwrap();
    assert!(bare.entries[3].as_ref().unwrap().der.is_some());
    assert!(bare.entries[4].as_ref().unwrap().der.is_none());
    assert!(bare.verify().chain_ok, "{:?}", bare.verify().error);
    // Dropping the rotation's DER anyway: the hand-over cannot be seen, so seq 5 fails.
    let mut lost = es.clone();
    lost[3].der = None;
    fails_at(&with_entries(&valid, lost), Some(5), "signature key differs at seq 5");
    // A checkpoint signed by the retired key over the rotated chain is refused.
    let python: Value =
        serde_json::from_str(&keel_tests::fixtures::fixture_text("chain/merkle.json")).unwrap();
    let seed: [u8; 32] =
        hex::decode(python["seed_hex"].as_str().unwrap()).unwrap().try_into().unwrap();
    let old = Identity::from_seed(seed, python["minted_utc"].as_str().unwrap());
    assert!(Checkpoint::create(&old, &es[..3], "t").verify_extended_by(&es).is_ok());
    assert!(Checkpoint::create(&old, &es, "t").verify_extended_by(&es).is_err());

    fails_at(&vector("rotation-forged"), Some(4), "signature key differs at seq 4: ");
    let forged = vector("rotation-forged").verify().error.unwrap();
    assert!(forged.contains("a key rotation must be signed by the key in force"), "{forged}");
    fails_at(&vector("rotation-retired-key"), Some(5), "signature by a retired key at seq 5: ");
    fails_at(&vector("rotation-tampered"), Some(4), "signature invalid at seq 4");
}
