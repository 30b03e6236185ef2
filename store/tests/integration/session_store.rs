//! The session store: turns of every outcome get increasing ids per agent and survive a
//! reopen; Spirit memory, audits and settings round-trip.

use keel_governance::profile::Profile;
use keel_governance::spirit::{Judgement, SpiritMemory};
use keel_governance::turn::{TurnOutcome, TurnRecord};
use keel_store::SessionStore;
use serde_json::json;

fn record(agent: &str, outcome: &str, message: &str) -> TurnRecord {
    let ms = |x: f64| json!(x);
    serde_json::from_value(json!({
        "utc": "2026-03-01T12:00:00Z", "agent_id": agent, "profile": "general", "profile_hash": "0xAB",
        "message": message, "outcome": outcome, "shown": "…", "answer": null, "reflection": null,
        "drafts": [], "will": [], "coaching_note": "",
        "regulator": {"preflight": [], "decision": "Continue", "concerns": [], "confidence": null, "uncertainty": "HIGH"},
        "compile": null, "rai": null, "entry": null, "der": null, "error": null,
        "timings": {"intellect": ms(1.5), "will": ms(0.25), "retry_intellect": ms(0.0), "retry_will": ms(0.0),
                    "regulator": ms(0.1), "der": ms(0.2), "compile": ms(0.3), "append": ms(4.0), "total": ms(6.0)},
    }))
    .unwrap()
}

#[test]
fn turns_memory_and_settings_survive_a_reopen() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sessions.redb");
    let profile = Profile::builtin("general").unwrap();
    {
        let store = SessionStore::open(&path).unwrap();
        assert_eq!(store.save_turn(&record("SDI-A", "committed", "one")).unwrap(), 1);
        assert_eq!(store.save_turn(&record("SDI-A", "refused", "two")).unwrap(), 2);
        assert_eq!(store.save_turn(&record("SDI-B", "held", "other agent")).unwrap(), 1);
        let mut memory = SpiritMemory::new(&profile);
        memory.audit(&profile.spirit, &[Judgement { score: 1.0, confidence: 0.9 }; 5]);
        store.save_memory("SDI-A", &memory).unwrap();
        store.set_setting("profile:SDI-A", "0xAB").unwrap();
    }
    let store = SessionStore::open(&path).unwrap();
    let turns = store.turns("SDI-A").unwrap();
    assert_eq!(turns.iter().map(|(id, _)| *id).collect::<Vec<_>>(), [1, 2]);
    assert_eq!(turns[1].1.outcome, TurnOutcome::Refused);
    assert_eq!(turns[1].1.message, "two");
    assert!((turns[0].1.timings.append.as_secs_f64() - 0.004).abs() < 1e-9);
    // One turn by its id, per agent.
    assert_eq!(store.turn("SDI-A", 2).unwrap().map(|t| t.message), Some("two".to_owned()));
    assert_eq!(store.turn("SDI-B", 1).unwrap().map(|t| t.message), Some("other agent".to_owned()));
    assert_eq!(store.turn("SDI-A", 9).unwrap(), None);
    assert_eq!(
        store.save_turn(&record("SDI-A", "committed", "three")).unwrap(),
        3,
        "ids are never reused"
    );
    let memory = store.memory("general", "SDI-A").unwrap().unwrap();
    assert_eq!((memory.turns, memory.audited), (1, 1));
    assert!(memory.matches(&profile));
    assert_eq!(store.memory("tutor", "SDI-A").unwrap(), None);
    assert_eq!(store.setting("profile:SDI-A").unwrap().as_deref(), Some("0xAB"));
    assert_eq!(store.setting("profile:SDI-B").unwrap(), None);
    assert_eq!(store.audit("SDI-A", 1).unwrap(), None);
}

#[test]
fn a_session_store_held_elsewhere_is_in_use() {
    let dir = tempfile::tempdir().unwrap();
    let _held = SessionStore::open(dir.path().join("sessions.redb")).unwrap();
    let Err(e) = SessionStore::open(dir.path().join("sessions.redb")) else {
        panic!("a held store opened twice");
    };
    assert!(matches!(e, keel_store::StoreError::InUse), "{e:?}");
}

#[test]
fn pending_audits_survive_a_reopen_per_agent_and_clear() {
    use keel_governance::turn::EntryRef;
    use keel_governance::turn::audit::AuditJob;
    use keel_governance::turn::audit::pending::PendingAudit;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sessions.redb");
    let job = AuditJob {
        utc: "2026-03-01T12:00:00Z".into(),
        message: "Capital of France?".into(),
        answer: "Paris.".into(),
        entry: EntryRef {
            seq: 3,
            entry_hash: "0xAB".into(),
            parent_hash: "0xCD".into(),
            entry_type: "EPISODIC".into(),
            success_met: true,
        },
        vectors: None,
    };
    {
        let store = SessionStore::open(&path).unwrap();
        assert!(store.pending_audits("SDI-A").unwrap().is_empty());
        store.set_pending_audits("SDI-A", &[PendingAudit::Unscored(job.clone())]).unwrap();
    }
    let store = SessionStore::open(&path).unwrap();
    assert_eq!(store.pending_audits("SDI-A").unwrap(), [PendingAudit::Unscored(job.clone())]);
    assert!(store.pending_audits("SDI-B").unwrap().is_empty());
    // Stored versioned: {"format": 1, "pending": [...]}.
    let stored: serde_json::Value =
        serde_json::from_str(&store.setting("pending-audits:SDI-A").unwrap().unwrap()).unwrap();
    assert_eq!(stored["format"], 1);
    assert_eq!(stored["pending"].as_array().unwrap().len(), 1);
    // Format 0, the bare array keel stored before the setting had a format, still reads.
    let bare = serde_json::to_string(&[PendingAudit::Unscored(job.clone())]).unwrap();
    store.set_setting("pending-audits:SDI-C", &bare).unwrap();
    assert_eq!(store.pending_audits("SDI-C").unwrap(), [PendingAudit::Unscored(job)]);
    // A newer format is refused, not read as damage.
    let mut newer = stored.clone();
    newer["format"] = 2.into();
    store.set_setting("pending-audits:SDI-D", &newer.to_string()).unwrap();
    assert!(matches!(
        store.pending_audits("SDI-D"),
        Err(keel_store::StoreError::NewerFormat { what: "pending audits", found: 2, .. })
    ));
    store.set_pending_audits("SDI-A", &[]).unwrap();
    assert!(store.pending_audits("SDI-A").unwrap().is_empty());
    assert_eq!(store.setting("pending-audits:SDI-A").unwrap(), None);
}

/// `meta.schema_version`: a file written before it existed (version 0: the same tables and
/// records) gets version 1 on open and reads back whole; a newer file is refused unchanged.
#[test]
fn the_schema_version_is_read_on_open() {
    use redb::ReadableDatabase as _;
    const META: redb::TableDefinition<&str, u64> = redb::TableDefinition::new("meta");
    let version = |path: &std::path::Path| {
        let db = redb::Database::create(path).unwrap();
        let tx = db.begin_read().unwrap();
        tx.open_table(META).ok().and_then(|t| t.get("schema_version").unwrap().map(|v| v.value()))
    };
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sessions.redb");
    drop(SessionStore::open(&path).unwrap().save_turn(&record("SDI-A", "committed", "one")));
    assert_eq!(version(&path), Some(keel_store::session_store::SCHEMA_VERSION));
    // Version 0: the key removed, as every file written before versions had none.
    {
        let db = redb::Database::create(&path).unwrap();
        let tx = db.begin_write().unwrap();
        tx.delete_table(META).unwrap();
        tx.commit().unwrap();
    }
    assert_eq!(version(&path), None);
    let store = SessionStore::open(&path).unwrap();
    assert_eq!(store.turns("SDI-A").unwrap()[0].1.message, "one");
    drop(store);
    assert_eq!(version(&path), Some(1));
    // Newer: refused, and left as it was.
    {
        let db = redb::Database::create(&path).unwrap();
        let tx = db.begin_write().unwrap();
        tx.open_table(META).unwrap().insert("schema_version", 2).unwrap();
        tx.commit().unwrap();
    }
    let err = SessionStore::open(&path).unwrap_err();
    assert!(
        matches!(err, keel_store::StoreError::NewerSchema { found: 2, supported: 1, .. }),
        "{err:?}"
    );
    assert!(err.to_string().contains("upgrade keel"), "{err}");
    assert_eq!(version(&path), Some(2));
}

/// `tests/fixtures/sessions-v0.redb` was written by keel before the journal had versions (the
/// session store of 09dbbc4, unchanged up to 1cb5c50: three turns of two agents, Spirit memory and a setting; no
/// `meta` table, no record `format`). Opened now, it gets schema version 1 and reads back whole;
/// a record saved now carries `format` 1, and a record of a newer format is refused by name.
#[test]
fn a_journal_from_before_versions_is_migrated_and_a_newer_record_refused() {
    use redb::ReadableDatabase as _;
    const META: redb::TableDefinition<&str, u64> = redb::TableDefinition::new("meta");
    const TURNS: redb::TableDefinition<(&str, u64), &str> = redb::TableDefinition::new("turns");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sessions.redb");
    let fixture =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/sessions-v0.redb");
    std::fs::copy(fixture, &path).unwrap();
    {
        let db = redb::Database::create(&path).unwrap();
        let tx = db.begin_read().unwrap();
        assert!(tx.open_table(META).is_err(), "the fixture predates the meta table");
        let raw =
            tx.open_table(TURNS).unwrap().get(("SDI-A", 1)).unwrap().unwrap().value().to_owned();
        assert!(!raw.contains("\"format\""), "{raw}");
    }
    let store = SessionStore::open(&path).unwrap();
    let a = store.turns("SDI-A").unwrap();
    assert_eq!(
        a.iter().map(|(id, t)| (*id, t.message.as_str())).collect::<Vec<_>>(),
        [(1, "one"), (2, "two")]
    );
    assert_eq!(a[1].1.outcome, TurnOutcome::Refused);
    assert_eq!(store.turns("SDI-B").unwrap()[0].1.outcome, TurnOutcome::Held);
    let memory = store.memory("general", "SDI-A").unwrap().unwrap();
    assert_eq!((memory.turns, memory.audited), (1, 1));
    assert_eq!(store.setting("profile:SDI-A").unwrap().as_deref(), Some("0xAB"));
    // Saved now: format 1, and the ids go on.
    assert_eq!(store.save_turn(&record("SDI-A", "empty", "three")).unwrap(), 3);
    drop(store);
    let db = redb::Database::create(&path).unwrap();
    {
        let tx = db.begin_read().unwrap();
        let version =
            tx.open_table(META).unwrap().get("schema_version").unwrap().map(|v| v.value());
        assert_eq!(version, Some(keel_store::session_store::SCHEMA_VERSION));
        let raw =
            tx.open_table(TURNS).unwrap().get(("SDI-A", 3)).unwrap().unwrap().value().to_owned();
        let json: serde_json::Value = serde_json::from_str(&raw).unwrap();
        assert_eq!(json["format"], keel_store::session_store::RECORD_FORMAT);
    }
    // A record of a newer keel: refused by what it is, not reported as damage.
    {
        let tx = db.begin_write().unwrap();
        let newer = r#"{"format": 2, "agent_id": "SDI-A", "message": "from the future"}"#;
        tx.open_table(TURNS).unwrap().insert(("SDI-A", 4), newer).unwrap();
        tx.commit().unwrap();
    }
    drop(db);
    let store = SessionStore::open(&path).unwrap();
    let err = store.turn("SDI-A", 4).unwrap_err();
    assert!(
        matches!(
            err,
            keel_store::StoreError::NewerFormat { what: "turn", id: 4, found: 2, supported: 1 }
        ),
        "{err:?}"
    );
    assert!(err.to_string().contains("upgrade keel"), "{err}");
    assert!(matches!(store.turns("SDI-A"), Err(keel_store::StoreError::NewerFormat { .. })));
}

/// What a session keeps per agent is read and written under the keys every earlier keel used,
/// so a data dir written before the session moved into the engine opens unchanged.
#[test]
fn session_settings_keep_the_keys_earlier_keels_wrote() {
    let dir = tempfile::tempdir().unwrap();
    let store = SessionStore::open(dir.path().join("sessions.redb")).unwrap();
    // Written as an earlier keel wrote them, read through the typed calls.
    store.set_setting("profile:SDI-A", "0xAB").unwrap();
    store.set_setting("regulator:SDI-A", "{\"version\": 1}").unwrap();
    assert_eq!(store.profile_in_force("SDI-A").unwrap().as_deref(), Some("0xAB"));
    assert_eq!(store.regulator_state("SDI-A").unwrap().as_deref(), Some("{\"version\": 1}"));
    assert_eq!(store.profile_in_force("SDI-B").unwrap(), None);
    assert_eq!(store.regulator_state("SDI-B").unwrap(), None);
    // Written through the typed calls, found under the same keys.
    store.set_profile_in_force("SDI-B", "0xCD").unwrap();
    store.save_regulator_state("SDI-B", "{\"version\": 1, \"memory\": {}}").unwrap();
    assert_eq!(store.setting("profile:SDI-B").unwrap().as_deref(), Some("0xCD"));
    assert_eq!(
        store.setting("regulator:SDI-B").unwrap().as_deref(),
        Some("{\"version\": 1, \"memory\": {}}")
    );
    // A state set aside keeps its text under a key of its own; the saved one is untouched.
    let kept = store.set_aside_regulator_state("SDI-A", "{broken", "2026-03-01T12:00:00Z").unwrap();
    assert_eq!(kept, "regulator:SDI-A:unreadable:2026-03-01T12:00:00Z");
    assert_eq!(store.setting(&kept).unwrap().as_deref(), Some("{broken"));
    assert_eq!(store.regulator_state("SDI-A").unwrap().as_deref(), Some("{\"version\": 1}"));
}
