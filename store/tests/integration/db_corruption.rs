//! A damaged `sessions.redb` or `conversations.redb` (issue 16, item 2): byte flips in every page
//! of a small compacted file, zeroed pages and truncations, each tried on a fresh copy (the
//! damage of `corruption.rs`, which sweeps `chain.redb`). On every copy, opening, reading
//! everything and writing once must never panic, and every error must be the typed damage error
//! of that file ([`StoreError::DatabaseDamaged`], naming it and what to do), or
//! [`StoreError::NewerSchema`] when the flip lands in the stored schema version.
//!
//! Unlike the chain, these files carry no hashes: a flip inside a record's text that leaves valid
//! JSON (a letter changed) reads back as that text. Such copies are counted ("read back
//! altered"), not failed: nothing in the file can tell them from what was written.
//!
//! Seeded: the seed is printed; `KEEL_CORRUPTION_SEED=N` replays a run. The counts are printed.

use std::path::Path;

use damage::{Outcome, PAGE, Tally, compacted, damaged_copies, sweep};
use keel_governance::profile::Profile;
use keel_governance::spirit::{Judgement, SpiritMemory};
use keel_governance::turn::TurnRecord;
use keel_store::conversation_store::{
    ConversationStore, Follows, Mark, SavedConversation, SavedMessage,
};
use keel_store::{DbFile, SessionStore, StoreError};
use keel_tests::damage;
use keel_tests::seed::seed;
use serde_json::{Value, json};

const AGENTS: [&str; 2] = ["SDI-A", "SDI-B"];

fn turn(agent: &str, n: usize) -> TurnRecord {
    serde_json::from_value(json!({
        "utc": "2026-03-01T12:00:00Z", "agent_id": agent, "profile": "general", "profile_hash": "0xAB",
        "message": format!("question {n} of {agent}"), "outcome": "committed",
        "shown": format!("answer {n}"), "answer": format!("answer {n}"), "reflection": null,
        "drafts": [], "will": [], "coaching_note": "",
        "regulator": {"preflight": [], "decision": "Continue", "concerns": [], "confidence": null, "uncertainty": "LOW"},
        "compile": null, "rai": null, "entry": null, "der": null, "error": null,
        "timings": {"intellect": 1.5, "will": 0.25, "retry_intellect": 0.0, "retry_will": 0.0,
                    "regulator": 0.1, "der": 0.2, "compile": 0.3, "append": 4.0, "total": 6.0},
    }))
    .unwrap()
}

fn conversation(n: usize) -> SavedConversation {
    let message = |role: &str, text: String, marks: Vec<Mark>| SavedMessage {
        role: role.into(),
        text,
        utc: "2026-03-01T12:00:00Z".into(),
        marks,
        interrupted: false,
        follows: Follows::Previous,
    };
    SavedConversation {
        id: 0,
        title: format!("conversation {n}"),
        created: "2026-03-01T12:00:00Z".into(),
        updated: format!("2026-03-01T12:00:0{n}Z"),
        model: "SmolLM2-360M".into(),
        messages: (0..4)
            .flat_map(|i| {
                [
                    message("user", format!("question {i} of {n}"), Vec::new()),
                    message(
                        "assistant",
                        format!("answer {i} of {n}"),
                        vec![Mark::Committed { seq: i as u64 + 1 }],
                    ),
                ]
            })
            .collect(),
    }
}

/// An error of a store operation: the file's damage error (or a newer schema) is expected;
/// anything else is a finding.
fn typed(file: DbFile, e: &StoreError) -> Result<(), String> {
    match e {
        StoreError::DatabaseDamaged { file: f, .. } if *f == file => Ok(()),
        StoreError::NewerSchema { .. } => Ok(()),
        other => Err(format!("not the typed damage error: {other:?}")),
    }
}

/// Everything the session store holds, as JSON (what a reader gets back).
fn read_sessions(store: &SessionStore) -> Result<Value, StoreError> {
    let mut out = Vec::new();
    for agent in AGENTS {
        let turns = store.turns(agent)?;
        out.push(serde_json::to_value(turns.iter().map(|(_, t)| t).collect::<Vec<_>>()).unwrap());
        out.push(serde_json::to_value(store.turn(agent, 2)?).unwrap());
        out.push(serde_json::to_value(store.memory("general", agent)?).unwrap());
        out.push(json!(store.setting(&format!("profile:{agent}"))?));
        out.push(json!(store.pending_audits(agent)?.len()));
    }
    Ok(Value::Array(out))
}

fn exercise_sessions(path: &Path, written: &Value) -> Result<Outcome, String> {
    let file = DbFile::Sessions;
    let store = match SessionStore::open(path) {
        Ok(s) => s,
        Err(e) => return typed(file, &e).map(|()| Outcome::RefusedAtOpen),
    };
    let read = read_sessions(&store);
    let saved = store.save_turn(&turn("SDI-A", 99));
    for e in [read.as_ref().err(), saved.as_ref().err()].into_iter().flatten() {
        typed(file, e)?;
    }
    Ok(match read {
        Err(_) => Outcome::ReportedDamaged,
        Ok(_) if saved.is_err() => Outcome::ReportedDamaged,
        Ok(r) if r == *written => Outcome::Intact,
        Ok(_) => Outcome::Altered,
    })
}

fn read_conversations(store: &ConversationStore) -> Result<Vec<SavedConversation>, StoreError> {
    let mut out = Vec::new();
    for summary in store.list()? {
        out.extend(store.get(summary.id)?);
    }
    store.search("answer 3")?;
    Ok(out)
}

fn exercise_conversations(path: &Path, written: &[SavedConversation]) -> Result<Outcome, String> {
    let file = DbFile::Conversations;
    let store = match ConversationStore::open(path) {
        Ok(s) => s,
        Err(e) => return typed(file, &e).map(|()| Outcome::RefusedAtOpen),
    };
    let read = read_conversations(&store);
    let saved = store.save(&conversation(9));
    let deleted = store.delete(1);
    for e in
        [read.as_ref().err(), saved.as_ref().err(), deleted.as_ref().err()].into_iter().flatten()
    {
        typed(file, e)?;
    }
    Ok(match read {
        Err(_) => Outcome::ReportedDamaged,
        Ok(_) if saved.is_err() || deleted.is_err() => Outcome::ReportedDamaged,
        Ok(r) if r == written => Outcome::Intact,
        Ok(_) => Outcome::Altered,
    })
}

fn sessions_base(dir: &Path) -> (Value, Vec<u8>) {
    let path = dir.join("sessions-base.redb");
    let profile = Profile::builtin("general").unwrap();
    let written = {
        let store = SessionStore::open(&path).unwrap();
        for agent in AGENTS {
            for n in 1..=6 {
                store.save_turn(&turn(agent, n)).unwrap();
            }
            let mut memory = SpiritMemory::new(&profile);
            memory.audit(&profile.spirit, &[Judgement { score: 1.0, confidence: 0.9 }; 5]);
            store.save_memory(agent, &memory).unwrap();
            store.set_setting(&format!("profile:{agent}"), "0xAB").unwrap();
        }
        read_sessions(&store).unwrap()
    };
    (written, compacted(&path))
}

fn conversations_base(dir: &Path) -> (Vec<SavedConversation>, Vec<u8>) {
    let path = dir.join("conversations-base.redb");
    let written = {
        let store = ConversationStore::open(&path).unwrap();
        for n in 1..=5 {
            store.save(&conversation(n)).unwrap();
        }
        read_conversations(&store).unwrap()
    };
    (written, compacted(&path))
}

fn report(what: &str, seed: u64, bytes: usize, tally: &Tally) {
    eprintln!(
        "{what}: {bytes} bytes ({} pages), {} damaged copies: {} refused at open, {} reported \
         damaged, {} read back intact, {} read back altered (no hashes to tell), {} untyped \
         errors, {} panics",
        bytes.div_ceil(PAGE),
        tally.tried,
        tally.refused_at_open,
        tally.reported_damaged,
        tally.intact,
        tally.altered,
        tally.findings.len(),
        tally.panics.len()
    );
    assert!(tally.panics.is_empty(), "{what}, seed {seed}: panics: {:#?}", tally.panics);
    assert!(
        tally.findings.is_empty(),
        "{what}, seed {seed}: untyped errors: {:#?}",
        tally.findings
    );
}

#[test]
fn a_damaged_session_store_is_a_typed_error_never_a_panic() {
    let seed = seed("KEEL_CORRUPTION_SEED", "sessions.redb sweep");
    let dir = tempfile::tempdir().unwrap();
    let (written, bytes) = sessions_base(dir.path());
    let damaged = damaged_copies(seed, &bytes);
    let tally = sweep(dir.path(), &damaged, &|p| exercise_sessions(p, &written));
    report("sessions.redb sweep", seed, bytes.len(), &tally);
}

#[test]
fn a_damaged_conversation_store_is_a_typed_error_never_a_panic() {
    let seed = seed("KEEL_CORRUPTION_SEED", "conversations.redb sweep");
    let dir = tempfile::tempdir().unwrap();
    let (written, bytes) = conversations_base(dir.path());
    let damaged = damaged_copies(seed, &bytes);
    let tally = sweep(dir.path(), &damaged, &|p| exercise_conversations(p, &written));
    report("conversations.redb sweep", seed, bytes.len(), &tally);
}

/// What the user reads: the file, "damaged", that the chain is not affected, and what to do.
#[test]
fn a_damaged_journal_or_conversation_file_says_what_to_do() {
    let dir = tempfile::tempdir().unwrap();
    for (name, file) in
        [("sessions.redb", DbFile::Sessions), ("conversations.redb", DbFile::Conversations)]
    {
        let path = dir.path().join(name);
        match file {
            DbFile::Sessions => drop(SessionStore::open(&path).unwrap()),
            _ => drop(ConversationStore::open(&path).unwrap()),
        }
        let mut bytes = std::fs::read(&path).unwrap();
        bytes[..PAGE].fill(0);
        std::fs::write(&path, &bytes).unwrap();
        let err = match file {
            DbFile::Sessions => SessionStore::open(&path).map(drop).unwrap_err(),
            _ => ConversationStore::open(&path).map(drop).unwrap_err(),
        };
        assert!(matches!(err, StoreError::DatabaseDamaged { file: f, .. } if f == file), "{err:?}");
        let text = err.to_string();
        assert!(text.contains(&format!("{} is damaged", path.display())), "{text}");
        assert!(text.contains("not affected") && text.contains("Move"), "{text}");
        assert!(!text.contains("ledger import"), "not the chain's restore: {text}");
    }
}
