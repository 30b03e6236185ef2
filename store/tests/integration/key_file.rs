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

#[test]
fn an_identity_export_is_always_sealed_and_restores_the_same_identity() {
    let dir = tempfile::tempdir().unwrap();
    let secret = || Some("correct horse battery staple".to_owned());
    let db = dir.path().join("chain.redb");
    // A plain home cannot export: a plain exported seed is the hole issue 15 closed.
    let plain = ChainStore::open_with_passphrase(&db, None).unwrap();
    let id = plain.mint(UTC).unwrap();
    assert!(matches!(plain.export_identity(), Err(StoreError::ExportNeedsPassphrase)));
    drop(plain);
    let text = ChainStore::open_with_passphrase(&db, secret()).unwrap().export_identity().unwrap();
    assert!(!text.contains(&hex::encode(id.seed())), "the seed is in the clear");
    let doc: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!((doc["kind"].as_str(), doc["version"].as_u64()), (Some("keel-identity"), Some(1)));
    assert_eq!(doc["key"]["kdf"]["alg"], "argon2id");

    let source = Path::new("identity.json");
    let fresh = |pass: Option<String>| {
        let d = tempfile::tempdir().unwrap();
        let s = ChainStore::open_with_passphrase(d.path().join("chain.redb"), pass).unwrap();
        (d, s)
    };
    let (_w, wrong) = fresh(Some("guess".into()));
    assert!(matches!(
        wrong.import_identity(source, &text),
        Err(StoreError::PassphraseWrong { .. })
    ));
    assert!(wrong.identity().unwrap().is_none(), "a failed import left a key");
    let (_n, none) = fresh(None);
    assert!(matches!(
        none.import_identity(source, &text),
        Err(StoreError::PassphraseRequired { .. })
    ));
    let (d, home) = fresh(secret());
    let restored = home.import_identity(source, &text).unwrap();
    assert_eq!((restored.agent_id(), restored.seed()), (id.agent_id(), id.seed()));
    assert_eq!(mode(&d.path().join("chain.key")), 0o600);
    let key_text = std::fs::read_to_string(d.path().join("chain.key")).unwrap();
    assert!(!key_text.contains(&hex::encode(id.seed())), "the restored key is not sealed");
    // An existing identity is never overwritten; a plain record is not an export.
    assert!(matches!(home.import_identity(source, &text), Err(StoreError::IdentityExists { .. })));
    let (_p, other) = fresh(secret());
    let bare = format!(
        r#"{{"kind":"keel-identity","version":1,"key":{{"seed":"{}"}}}}"#,
        hex::encode([1u8; 32])
    );
    assert!(matches!(other.import_identity(source, &bare), Err(StoreError::KeyFile { .. })));
}

#[test]
fn a_rotation_in_progress_survives_a_crash_and_finishes_on_the_next_key() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("chain.redb");
    let key = dir.path().join("chain.key");
    let secret = || Some("s3cret".to_owned());
    let id = ChainStore::open_with_passphrase(&db, secret()).unwrap().mint(UTC).unwrap();
    let (old, next) =
        ChainStore::open_with_passphrase(&db, secret()).unwrap().begin_rotation().unwrap();
    assert_eq!((old.seed(), next.agent_id()), (id.seed(), id.agent_id()));
    assert_ne!(next.public_key(), id.public_key());
    // "Crashed" here: reopened, the key file holds both keys, sealed, and says so.
    let store = ChainStore::open_with_passphrase(&db, secret()).unwrap();
    assert_eq!(mode(&key), 0o600);
    let text = std::fs::read_to_string(&key).unwrap();
    assert!(!text.contains(&hex::encode(next.seed())), "the next seed is in the clear");
    let pending = store.identity();
    assert!(matches!(pending, Err(StoreError::RotationPending { .. })), "{pending:?}");
    assert!(matches!(store.export_identity(), Err(StoreError::RotationPending { .. })));
    let (_, again) = store.begin_rotation().unwrap();
    assert_eq!(again.seed(), next.seed(), "a second begin made another key");
    assert!(store.finish_rotation(&id.successor([3; 32])).is_err(), "finished another rotation");
    store.finish_rotation(&next).unwrap();
    store.finish_rotation(&next).unwrap();
    drop(store);
    let now = ChainStore::open_with_passphrase(&db, secret()).unwrap().identity().unwrap().unwrap();
    assert_eq!(
        (now.seed(), now.agent_id(), now.sovereign_hash()),
        (next.seed(), id.agent_id(), id.sovereign_hash())
    );
    assert!(matches!(
        ChainStore::open_with_passphrase(&db, None).unwrap().identity(),
        Err(StoreError::PassphraseRequired { .. })
    ));
    // A rotated identity exports and restores as itself.
    let text = ChainStore::open_with_passphrase(&db, secret()).unwrap().export_identity().unwrap();
    let d = tempfile::tempdir().unwrap();
    let home = ChainStore::open_with_passphrase(d.path().join("chain.redb"), secret()).unwrap();
    let restored = home.import_identity(Path::new("x"), &text).unwrap();
    assert_eq!((restored.seed(), restored.agent_id()), (next.seed(), id.agent_id()));

    // The rotated record is bound like the sealed one: an edited mint time does not open, an
    // edited root key does not mint the agent id.
    let sealed: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&key).unwrap()).unwrap();
    assert_eq!(sealed["version"], 3);
    for (field, value) in
        [("minted_utc", "2030-01-01T00:00:00Z"), ("root_public_key", &*hex::encode([9u8; 32]))]
    {
        let mut edited = sealed.clone();
        edited[field] = value.into();
        std::fs::write(&key, edited.to_string()).unwrap();
        let opened = ChainStore::open_with_passphrase(&db, secret()).unwrap().identity();
        assert!(
            matches!(opened, Err(StoreError::PassphraseWrong { .. } | StoreError::KeyFile { .. })),
            "{field}: {opened:?}"
        );
    }

    // A plain home: after the rotation the retired seed is gone from the key file.
    let plain = tempfile::tempdir().unwrap();
    let s = ChainStore::open_with_passphrase(plain.path().join("chain.redb"), None).unwrap();
    let first = s.mint(UTC).unwrap();
    let (_, second) = s.begin_rotation().unwrap();
    s.finish_rotation(&second).unwrap();
    let text = std::fs::read_to_string(plain.path().join("chain.key")).unwrap();
    assert!(!text.contains(&hex::encode(first.seed())), "the retired seed is still there");
    assert_eq!(s.identity().unwrap().unwrap().agent_id(), first.agent_id());
}
