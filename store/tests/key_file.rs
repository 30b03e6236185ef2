//! Secrets at rest (issue 15, item 5): the identity seed lives in its own 0600 file beside the
//! chain store, never in chain.redb; the home is created 0700 (and tightened); an existing
//! store's seed moves out of chain.redb on open, keeping the same identity; a key file others
//! can read is refused; a key sealed with a passphrase is useless without it.

#![cfg(unix)]

use std::os::unix::fs::PermissionsExt as _;
use std::path::Path;

use keel_evidence::chain::Identity;
use keel_store::home::create_private_dir;
use keel_store::{ChainStore, StoreError};
use redb::{ReadableDatabase as _, TableDefinition};

const UTC: &str = "2026-03-01T12:00:00Z";
const IDENTITY: TableDefinition<&str, &str> = TableDefinition::new("identity");

fn mode(path: &Path) -> u32 {
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

#[test]
fn the_seed_is_in_a_0600_file_in_a_0700_home_and_never_in_chain_redb() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home");
    create_private_dir(&home).unwrap();
    assert_eq!(mode(&home), 0o700);
    let db = home.join("chain.redb");
    let store = ChainStore::open_with_passphrase(&db, None).unwrap();
    let id = store.mint(UTC).unwrap();
    let key = home.join("chain.key");
    assert_eq!(mode(&key), 0o600);
    assert_eq!(mode(&db), 0o600);
    drop(store);
    let seed_hex = hex::encode(id.seed());
    assert!(!contains(&std::fs::read(&db).unwrap(), seed_hex.as_bytes()));
    assert!(contains(&std::fs::read(&key).unwrap(), seed_hex.as_bytes()));
    // Reopened, the same identity; minting again is refused.
    let store = ChainStore::open_with_passphrase(&db, None).unwrap();
    assert_eq!(store.identity().unwrap().unwrap().agent_id(), id.agent_id());
    assert!(matches!(store.mint(UTC), Err(StoreError::IdentityExists { .. })));

    // A key others can read is refused, with the fix.
    std::fs::set_permissions(&key, std::fs::Permissions::from_mode(0o644)).unwrap();
    let err = store.identity().unwrap_err();
    assert!(matches!(err, StoreError::KeyFileExposed { mode: 0o644, .. }), "{err:?}");
    assert!(err.to_string().contains("chmod 600"), "{err}");
}

#[test]
fn an_existing_home_is_tightened() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home");
    std::fs::create_dir(&home).unwrap();
    std::fs::set_permissions(&home, std::fs::Permissions::from_mode(0o755)).unwrap();
    create_private_dir(&home).unwrap();
    assert_eq!(mode(&home), 0o700);
}

#[test]
fn a_legacy_seed_moves_out_of_chain_redb_keeping_the_identity() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("chain.redb");
    let legacy = Identity::from_seed([42; 32], UTC);
    let record = format!(r#"{{"seed":"{}","minted_utc":"{UTC}"}}"#, hex::encode(legacy.seed()));
    {
        let database = redb::Database::create(&db).unwrap();
        let tx = database.begin_write().unwrap();
        tx.open_table(IDENTITY).unwrap().insert("local", record.as_str()).unwrap();
        tx.commit().unwrap();
    }
    std::fs::set_permissions(&db, std::fs::Permissions::from_mode(0o644)).unwrap();
    let store = ChainStore::open_with_passphrase(&db, None).unwrap();
    let id = store.identity().unwrap().unwrap();
    assert_eq!((id.agent_id(), id.sovereign_hash()), (legacy.agent_id(), legacy.sovereign_hash()));
    assert_eq!(mode(&dir.path().join("chain.key")), 0o600);
    assert_eq!(mode(&db), 0o600);
    drop(store);
    let database = redb::Database::create(&db).unwrap();
    let tx = database.begin_read().unwrap();
    assert!(tx.open_table(IDENTITY).unwrap().get("local").unwrap().is_none());
    drop(tx);
    drop(database);

    // A table and a key file that disagree: refused, nothing chosen silently.
    {
        let database = redb::Database::create(&db).unwrap();
        let tx = database.begin_write().unwrap();
        let other = format!(r#"{{"seed":"{}","minted_utc":"{UTC}"}}"#, hex::encode([7u8; 32]));
        tx.open_table(IDENTITY).unwrap().insert("local", other.as_str()).unwrap();
        tx.commit().unwrap();
    }
    assert!(matches!(
        ChainStore::open_with_passphrase(&db, None),
        Err(StoreError::IdentityConflict { .. })
    ));
}

#[test]
fn a_sealed_key_is_useless_without_its_passphrase() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("chain.redb");
    let key = dir.path().join("chain.key");
    let secret = || Some("correct horse battery staple".to_owned());
    let id = ChainStore::open_with_passphrase(&db, secret()).unwrap().mint(UTC).unwrap();
    assert_eq!(mode(&key), 0o600);
    let text = std::fs::read_to_string(&key).unwrap();
    assert!(!text.contains(&hex::encode(id.seed())), "the seed is in the clear");
    assert!(text.contains("\"argon2id\"") && text.contains("\"chacha20poly1305\""), "{text}");

    // The same home copied elsewhere: without the passphrase, or with another, no identity.
    let copy = tempfile::tempdir().unwrap();
    for name in ["chain.redb", "chain.key"] {
        std::fs::copy(dir.path().join(name), copy.path().join(name)).unwrap();
    }
    let copied = copy.path().join("chain.redb");
    let none = ChainStore::open_with_passphrase(&copied, None).unwrap().identity();
    assert!(matches!(none, Err(StoreError::PassphraseRequired { .. })), "{none:?}");
    let wrong = ChainStore::open_with_passphrase(&copied, Some("guess".into())).unwrap().identity();
    assert!(matches!(wrong, Err(StoreError::PassphraseWrong { .. })), "{wrong:?}");
    let right = ChainStore::open_with_passphrase(&copied, secret()).unwrap().identity().unwrap();
    assert_eq!(right.unwrap().agent_id(), id.agent_id());

    // The agent id and mint time are bound to the sealed seed: edited, the key does not open.
    let mut record: serde_json::Value = serde_json::from_str(&text).unwrap();
    record["minted_utc"] = "2030-01-01T00:00:00Z".into();
    std::fs::write(copy.path().join("chain.key"), record.to_string()).unwrap();
    let edited = ChainStore::open_with_passphrase(&copied, secret()).unwrap().identity();
    assert!(matches!(edited, Err(StoreError::PassphraseWrong { .. })), "{edited:?}");
}

#[test]
fn protect_seals_a_plain_key_keeping_the_identity() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("chain.redb");
    let id = ChainStore::open_with_passphrase(&db, None).unwrap().mint(UTC).unwrap();
    let plain = ChainStore::open_with_passphrase(&db, None).unwrap();
    assert!(matches!(plain.protect(), Err(StoreError::PassphraseRequired { .. })));
    drop(plain);
    let sealing = ChainStore::open_with_passphrase(&db, Some("s3cret".into())).unwrap();
    assert_eq!(sealing.protect().unwrap().agent_id(), id.agent_id());
    assert!(matches!(sealing.protect(), Err(StoreError::KeyFile { .. })), "sealed twice");
    assert_eq!(sealing.identity().unwrap().unwrap().agent_id(), id.agent_id());
    drop(sealing);
    assert_eq!(mode(&dir.path().join("chain.key")), 0o600);
    let without = ChainStore::open_with_passphrase(&db, None).unwrap().identity();
    assert!(matches!(without, Err(StoreError::PassphraseRequired { .. })));
}
