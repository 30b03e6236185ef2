//! `chain.redb` files as earlier keels wrote them (committed under `store/tests/fixtures/`,
//! written by those keels themselves: version 1 by the keel of before the crate split, whose
//! identity seed lived in the database; version 2 by the keel of the store boundary, whose seed
//! lived in `chain.key`). Opened now, each is migrated to version 3 and reads, verifies and
//! extends as it was.

use keel_evidence::der::GateOptions;
use keel_store::ChainStore;
use keel_tests::chain::der_for;

/// Copies fixture `name` into a fresh directory (a migration writes into it).
fn copy_of(name: &str) -> tempfile::TempDir {
    let from = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(name);
    let dir = tempfile::tempdir().unwrap();
    for file in std::fs::read_dir(&from).unwrap() {
        let file = file.unwrap();
        let to = dir.path().join(file.file_name());
        std::fs::copy(file.path(), &to).unwrap();
        // As keel left them in its data dir (a checkout makes them world-readable, and keel
        // refuses a readable key file).
        std::fs::set_permissions(&to, std::os::unix::fs::PermissionsExt::from_mode(0o600)).unwrap();
    }
    dir
}

fn opens_verifies_and_extends(name: &str, agent: &str, other: &str) {
    let dir = copy_of(name);
    let path = dir.path().join("chain.redb");
    let store = ChainStore::open(&path).unwrap();
    let id = store.identity().unwrap().expect("the identity comes along");
    assert_eq!(id.agent_id(), agent);
    assert!(dir.path().join("chain.key").exists(), "the seed lives in chain.key");
    let mut agents = store.agents().unwrap();
    agents.sort();
    let mut expected = vec![agent.to_owned(), other.to_owned()];
    expected.sort();
    assert_eq!(agents, expected);
    let entries = store.entries(agent).unwrap();
    assert_eq!(entries.len(), 4);
    assert!(store.verify(agent).unwrap().chain_ok, "{name}: own chain");
    assert_eq!(store.entries(other).unwrap().len(), 2);
    assert!(store.verify(other).unwrap().chain_ok, "{name}: imported chain");
    // The next turn lands on the migrated tip.
    let tip = store.head(agent).unwrap();
    assert_eq!(tip.seq, 4);
    let der = der_for(&id, &tip, 5);
    let entry =
        store.commit(&id, &der, "2026-03-01T12:00:00Z", GateOptions::default(), false).unwrap();
    assert_eq!((entry.seq, entry.parent_hash.as_str()), (5, tip.hash.as_str()));
    assert!(store.verify(agent).unwrap().chain_ok);
    drop(store);
    // Opening again migrates nothing more and reads the same.
    let store = ChainStore::open(&path).unwrap();
    assert_eq!(store.entries(agent).unwrap().len(), 5);
    assert_eq!(store.entries(other).unwrap().len(), 2);
}

#[test]
fn a_version_1_chain_of_the_keel_before_the_split_opens_verifies_and_extends() {
    opens_verifies_and_extends("chain-v1", "SDI-C53F72B270BB", "SDI-8ADE3588FE07");
}

#[test]
fn a_version_2_chain_of_the_keel_of_the_store_boundary_opens_verifies_and_extends() {
    opens_verifies_and_extends("chain-v2", "SDI-1E79074BF6BD", "SDI-8ADE3588FE07");
}
