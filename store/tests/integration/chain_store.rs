//! The chain store: commit through the write gate, compare-and-swap append, list/get/head,
//! verification, identity, export and verifying import.

use keel_evidence::chain::export::{self, Header};
use keel_evidence::chain::{Authorship, ChainEntry, GENESIS, Identity, Tip};
use keel_evidence::der::GateOptions;
use keel_store::{ChainStore, StoreError};
use keel_tests::chain;
use serde_json::Value;

const UTC: &str = "2026-03-01T12:00:00Z";
const REQUIRED: Authorship = Authorship::Required;

fn store() -> (tempfile::TempDir, ChainStore) {
    let dir = tempfile::tempdir().unwrap();
    let store = ChainStore::open(dir.path().join("keel.redb")).unwrap();
    (dir, store)
}

fn commit_n(store: &ChainStore, id: &Identity, n: u64) -> Vec<ChainEntry> {
    (0..n)
        .map(|i| {
            let tip = store.head(&id.agent_id()).unwrap();
            store
                .commit(id, &chain::der_for(id, &tip, i), UTC, GateOptions::default(), false)
                .unwrap()
        })
        .collect()
}

#[test]
fn identity_is_minted_once_and_survives_reopen() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("keel.redb");
    let id = {
        let s = ChainStore::open(&path).unwrap();
        assert!(s.identity().unwrap().is_none());
        let id = s.mint(UTC).unwrap();
        assert!(
            matches!(s.mint(UTC), Err(StoreError::IdentityExists { agent_id }) if agent_id == id.agent_id())
        );
        id
    };
    let s = ChainStore::open(&path).unwrap();
    let again = s.identity().unwrap().unwrap();
    assert_eq!(again.agent_id(), id.agent_id());
    assert_eq!(again.sovereign_hash(), id.sovereign_hash());
}

#[test]
fn commits_build_a_verifying_signed_chain() {
    let (_d, s) = store();
    let id = s.mint(UTC).unwrap();
    let agent = id.agent_id();
    let written = commit_n(&s, &id, 5);
    assert_eq!(s.entries(&agent).unwrap(), written);
    assert_eq!(s.head(&agent).unwrap(), Tip { seq: 5, hash: written[4].entry_hash.clone() });
    assert_eq!(s.get(&agent, 3).unwrap().unwrap(), written[2]);
    assert!(s.get(&agent, 6).unwrap().is_none());
    assert_eq!(s.agents().unwrap(), vec![agent.clone()]);
    let r = s.verify(&agent).unwrap();
    assert!(r.chain_ok, "{:?}", r.error);
    assert!(r.checked.contains(&"signature") && r.checked.contains(&"der_hash"));
    assert!(written[0].der.is_some());
}

#[test]
fn tip_mismatch_writes_nothing() {
    let (_d, s) = store();
    let id = s.mint(UTC).unwrap();
    let agent = id.agent_id();
    commit_n(&s, &id, 2);
    let before = s.entries(&agent).unwrap();
    // An entry built on seq 1 (stale tip).
    let stale = Tip { seq: 1, hash: before[0].entry_hash.clone() };
    let der = chain::der_for(&id, &stale, 9);
    let req = keel_evidence::chain::write_gate::CommitRequest {
        identity: &id,
        tip: &stale,
        der: &der,
        utc: UTC,
        audit_hash: None,
        gate: GateOptions::default(),
        record_refusals: false,
    };
    let (entry, _) = keel_evidence::chain::write_gate::build_entry(&req).unwrap();
    match s.append(&agent, &stale.hash, &entry) {
        Err(StoreError::TipMismatch { expected, actual }) => {
            assert_eq!(expected, before[0].entry_hash);
            assert_eq!(actual, before[1].entry_hash);
        }
        other => panic!("expected TipMismatch, got {other:?}"),
    }
    assert_eq!(s.entries(&agent).unwrap(), before);
}

#[test]
fn append_rejects_entries_that_do_not_fit() {
    let (_d, s) = store();
    let id = s.mint(UTC).unwrap();
    let agent = id.agent_id();
    let genesis = Tip::genesis();
    let der = chain::der_for(&id, &genesis, 0);
    let req = keel_evidence::chain::write_gate::CommitRequest {
        identity: &id,
        tip: &genesis,
        der: &der,
        utc: UTC,
        audit_hash: None,
        gate: GateOptions::default(),
        record_refusals: false,
    };
    let (good, _) = keel_evidence::chain::write_gate::build_entry(&req).unwrap();
    let mut bad_hash = good.clone();
    bad_hash.success_met = false;
    let mut bad_der = good.clone();
    bad_der.der.as_mut().unwrap()["SDI_DER"]["ILJO"]["OUTCOME"] = Value::from("x");
    let mut bad_sig = good.clone();
    bad_sig.signature = Some(Identity::from_seed([1; 32], UTC).sign(b"other"));
    for e in [bad_hash, bad_der, bad_sig] {
        assert!(matches!(
            s.append(&agent, "GENESIS", &e),
            Err(StoreError::InvalidEntry { seq: 1, .. })
        ));
    }
    assert!(s.entries(&agent).unwrap().is_empty());
    s.append(&agent, "GENESIS", &good).unwrap();
}

#[test]
fn write_gate_refuses_stop_ders_and_wrong_meta() {
    let (_d, s) = store();
    let id = s.mint(UTC).unwrap();
    let tip = Tip::genesis();
    let mut stop = chain::der_for(&id, &tip, 0);
    stop["SDI_DER"]["BOUNDEDNESS"]["stop_reason"] = Value::from("POLICY_BLOCK");
    assert!(matches!(
        s.commit(&id, &stop, UTC, GateOptions::default(), false),
        Err(StoreError::WriteGate(keel_evidence::chain::WriteGateError::Stop))
    ));
    let mut wrong_parent = chain::der_for(&id, &tip, 0);
    wrong_parent["SDI_DER"]["META"]["ledger"]["parent_hash"] =
        Value::from(keel_evidence::canon::hash_bytes(b"x"));
    assert!(matches!(
        s.commit(&id, &wrong_parent, UTC, GateOptions::default(), false),
        Err(StoreError::WriteGate(_))
    ));
    assert!(s.entries(&id.agent_id()).unwrap().is_empty());
    // With record_refusals the STOP DER is an entry with success_met = false.
    let e = s.commit(&id, &stop, UTC, GateOptions::default(), true).unwrap();
    assert!(!e.success_met);
}

#[test]
fn export_then_import_into_a_fresh_store_round_trips() {
    let (_d, s) = store();
    let id = s.mint(UTC).unwrap();
    let agent = id.agent_id();
    commit_n(&s, &id, 4);
    let text = s.export(&agent, true).unwrap();
    assert!(export::parse(&text).unwrap().verify().chain_ok);

    let (_d2, t) = store();
    let out = t.import(&text, REQUIRED).unwrap();
    assert_eq!((out.added, out.total), (4, 4));
    assert_eq!(t.entries(&agent).unwrap(), s.entries(&agent).unwrap());
    // Importing again adds nothing; a longer export adds the tail.
    assert_eq!(t.import(&text, REQUIRED).unwrap().added, 0);
    commit_n(&s, &id, 2);
    assert_eq!(t.import(&s.export(&agent, true).unwrap(), REQUIRED).unwrap().added, 2);
    assert!(t.verify(&agent).unwrap().chain_ok);
    // Without DER bodies the export still verifies (der_hash then not checked).
    let bare = export::parse(&s.export(&agent, false).unwrap()).unwrap().verify();
    assert!(bare.chain_ok && bare.not_checked.contains(&"der_hash"));
}

#[test]
fn import_verifies_before_writing_anything() {
    let (_d, s) = store();
    let id = s.mint(UTC).unwrap();
    let agent = id.agent_id();
    commit_n(&s, &id, 3);
    let text = s.export(&agent, true).unwrap();
    let tampered = text.replacen("\"success_met\":true", "\"success_met\":false", 1);
    let (_d2, t) = store();
    assert!(matches!(
        t.import(&tampered, REQUIRED),
        Err(StoreError::ImportRejected { first_bad_seq: Some(1), .. })
    ));
    assert!(matches!(t.import("garbage", REQUIRED), Err(StoreError::Unreadable(_))));
    assert!(t.agents().unwrap().is_empty());
    // The recorded Python chain imports.
    let recorded = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/fixtures/chain/recorded.jsonl"
    ))
    .unwrap();
    let out = t.import(&recorded, REQUIRED).unwrap();
    assert_eq!(out.added, 34);
    assert!(t.verify(&out.agent_id).unwrap().chain_ok);
}

#[test]
fn import_refuses_a_fork_of_the_stored_chain() {
    let (_d, s) = store();
    let id = s.mint(UTC).unwrap();
    let agent = id.agent_id();
    commit_n(&s, &id, 2);
    let (_d2, other) = store();
    // Same identity, different history.
    let fork_store = other;
    let seed_id = Identity::from_seed(id.seed(), UTC);
    let tip = Tip::genesis();
    fork_store
        .commit(&seed_id, &chain::der_for(&seed_id, &tip, 77), UTC, GateOptions::default(), false)
        .unwrap();
    let fork = fork_store.export(&agent, true).unwrap();
    assert!(matches!(s.import(&fork, REQUIRED), Err(StoreError::ImportConflict { seq: 1 })));
    assert_eq!(s.entries(&agent).unwrap().len(), 2);
}

#[test]
fn a_store_held_by_another_process_is_in_use_with_the_fix() {
    // `keel serve` holds the home's chain.redb; a local command on that home must say so and
    // name the fix, not print redb's bare lock error twice.
    let (dir, _held) = store();
    let Err(e) = ChainStore::open(dir.path().join("keel.redb")) else {
        panic!("a held store opened twice");
    };
    assert!(matches!(e, StoreError::InUse), "{e:?}");
    let message = e.to_string();
    assert!(message.contains("another keel process"), "{message}");
    assert!(message.contains("keel serve"), "{message}");
    assert!(message.contains("--home"), "{message}");
    assert!(std::error::Error::source(&e).is_none(), "the message would be printed twice");
}

#[test]
fn a_forged_unsigned_chain_is_refused_unless_allowed_and_yields_to_the_signed_one() {
    let (_d, s) = store();
    let id = s.mint(UTC).unwrap();
    let agent = id.agent_id();
    commit_n(&s, &id, 3);
    let real = s.export(&agent, true).unwrap();
    let forged = chain::forge_unsigned(&real);
    // Its hashes are intact: only authorship tells it apart.
    let hashes = export::parse(&forged).unwrap().verify_with(Authorship::AllowUnsigned);
    assert!(hashes.chain_ok, "{:?}", hashes.error);

    let (_d2, t) = store();
    let Err(StoreError::ImportRejected { error, first_bad_seq }) = t.import(&forged, REQUIRED)
    else {
        panic!("a forged unsigned chain was imported");
    };
    assert_eq!(first_bad_seq, Some(1));
    assert!(error.contains("authorship cannot be checked"), "{error}");
    assert!(t.agents().unwrap().is_empty());

    // Allowed, it is stored, but the store's own verification still fails closed on it.
    assert_eq!(t.import(&forged, Authorship::AllowUnsigned).unwrap().added, 3);
    assert!(!t.verify(&agent).unwrap().chain_ok);
    // The real, signed chain still imports: it replaces the unsigned squatter.
    let out = t.import(&real, REQUIRED).unwrap();
    assert_eq!((out.added, out.replaced_unsigned), (3, 3));
    assert_eq!(t.entries(&agent).unwrap(), s.entries(&agent).unwrap());
    assert!(t.verify(&agent).unwrap().chain_ok);
    // The other way round is refused: a signed chain never yields to an unsigned one, not even
    // to its own entries with the signatures stripped (same hashes).
    assert!(matches!(
        t.import(&forged, Authorship::AllowUnsigned),
        Err(StoreError::ImportConflict { seq: 1 })
    ));
    let stripped = export::write(
        &Header { agent_id: agent.clone(), public_key: None },
        &s.entries(&agent)
            .unwrap()
            .into_iter()
            .map(|mut e| {
                e.signature = None;
                e
            })
            .collect::<Vec<_>>(),
        true,
    );
    assert!(matches!(
        t.import(&stripped, Authorship::AllowUnsigned),
        Err(StoreError::ImportConflict { seq: 1 })
    ));
    // A stripped prefix stored first is replaced whole, not extended into a mixed chain.
    let (_d4, w) = store();
    let head_only = export::write(
        &Header { agent_id: agent.clone(), public_key: None },
        &export::parse(&stripped).unwrap().entries[..2]
            .iter()
            .map(|e| e.clone().unwrap())
            .collect::<Vec<_>>(),
        true,
    );
    assert_eq!(w.import(&head_only, Authorship::AllowUnsigned).unwrap().added, 2);
    let out = w.import(&real, REQUIRED).unwrap();
    assert_eq!((out.added, out.replaced_unsigned), (3, 2));
    assert!(w.verify(&agent).unwrap().chain_ok);

    // The home that holds the key refuses an unsigned chain under its own id outright.
    let (_d3, u) = store();
    let same = u.mint(UTC);
    assert!(same.is_ok());
    let own = chain::forge_unsigned(&real).replace(&agent, &same.unwrap().agent_id());
    assert!(matches!(
        u.import(&own, Authorship::AllowUnsigned),
        Err(StoreError::ImportRejected { first_bad_seq: Some(1), .. })
    ));
}

#[test]
fn append_refuses_unsigned_entries_and_keys_that_do_not_mint_the_agent() {
    let (_d, s) = store();
    let id = Identity::from_seed([7; 32], UTC);
    let agent = id.agent_id();
    let tip = Tip::genesis();
    let doc = chain::der_for(&id, &tip, 0);
    let der_hash = keel_evidence::der::der_hash(&doc).unwrap();
    let mut e = ChainEntry::new(&agent, 1, GENESIS, "EPISODIC", &der_hash, true, None, UTC);
    e.der = Some(doc);
    let rejected = |r| matches!(r, Err(StoreError::InvalidEntry { seq: 1, .. }));
    assert!(rejected(s.append(&agent, GENESIS, &e)), "an unsigned entry was appended");
    let other = Identity::from_seed([8; 32], UTC);
    e.signature = Some(other.sign(e.entry_hash.as_bytes()));
    assert!(rejected(s.append(&agent, GENESIS, &e)), "a foreign key was accepted");
    e.signature = Some(id.sign(e.entry_hash.as_bytes()));
    s.append(&agent, GENESIS, &e).unwrap();
    assert!(s.verify(&agent).unwrap().chain_ok);
}

#[test]
fn after_a_rotation_appends_take_the_new_key_only_and_exports_verify() {
    use keel_evidence::chain::Checkpoint;
    use keel_evidence::chain::write_gate::{CommitRequest, build_entry};
    use keel_governance::turn::key_rotation::rotation_der;
    let (_d, s) = store();
    let id = s.mint(UTC).unwrap();
    let agent = id.agent_id();
    commit_n(&s, &id, 2);
    let before = Checkpoint::create(&id, &s.entries(&agent).unwrap(), UTC);
    let (old, next) = s.begin_rotation().unwrap();
    // A rotation signed by the new key only is refused; so is one that names a key again.
    let tip = s.head(&agent).unwrap();
    let gate = GateOptions { threshold: Some(0.86), ..GateOptions::default() };
    let entry_by = |signer: &Identity, der: &Value| {
        let tip = s.head(&agent).unwrap();
        let req = CommitRequest {
            identity: signer,
            tip: &tip,
            der,
            utc: UTC,
            audit_hash: None,
            gate,
            record_refusals: false,
        };
        build_entry(&req).unwrap().0
    };
    let forged = entry_by(&next, &rotation_der(&next, &id.successor([4; 32]), &tip, UTC));
    let err = s.append(&agent, &tip.hash, &forged).unwrap_err();
    assert!(err.to_string().contains("is not the key in force"), "{err}");
    s.commit(&old, &rotation_der(&old, &next, &tip, UTC), UTC, gate, false).unwrap();
    s.finish_rotation(&next).unwrap();
    let now = s.identity().unwrap().unwrap();
    assert_eq!(now.agent_id(), agent);
    // Right after the rotation, the key it retired is refused and named as retired.
    let tip = s.head(&agent).unwrap();
    let err =
        s.append(&agent, &tip.hash, &entry_by(&old, &chain::der_for(&old, &tip, 8))).unwrap_err();
    assert!(err.to_string().contains("a retired key"), "{err}");
    commit_n(&s, &now, 2);
    // The retired key cannot sign any more.
    let tip = s.head(&agent).unwrap();
    let stale = entry_by(&old, &chain::der_for(&old, &tip, 9));
    let err = s.append(&agent, &tip.hash, &stale).unwrap_err();
    assert!(matches!(err, StoreError::InvalidEntry { seq: 6, .. }), "{err}");
    assert!(err.to_string().contains("a retired key"), "{err}");
    // A second rotation back to the retired key is refused.
    let back = entry_by(&now, &rotation_der(&now, &old, &tip, UTC));
    let err = s.append(&agent, &tip.hash, &back).unwrap_err();
    assert!(err.to_string().contains("never signs again"), "{err}");

    let entries = s.entries(&agent).unwrap();
    assert_eq!(entries.len(), 5);
    let report = s.verify(&agent).unwrap();
    assert!(report.chain_ok, "{:?}", report.error);
    // Exports verify with and without DER bodies (the rotation keeps its DER) and import whole.
    for with_der in [true, false] {
        let text = s.export(&agent, with_der).unwrap();
        let file = export::parse(&text).unwrap();
        assert_eq!(file.header.public_key, Some(id.public_key_hex()));
        assert!(file.entries[2].as_ref().unwrap().der.is_some());
        assert_eq!(file.entries[3].as_ref().unwrap().der.is_some(), with_der);
        let r = file.verify();
        assert!(r.chain_ok, "with_der {with_der}: {:?}", r.error);
    }
    let (_d2, fresh) = store();
    assert_eq!(fresh.import(&s.export(&agent, true).unwrap(), REQUIRED).unwrap().added, 5);
    // Checkpoints: the one from before the rotation and one by the new key both hold.
    before.verify_extended_by(&entries).unwrap();
    Checkpoint::create(&now, &entries, UTC).verify_extended_by(&entries).unwrap();
    assert!(Checkpoint::create(&old, &entries, UTC).verify_extended_by(&entries).is_err());
}
