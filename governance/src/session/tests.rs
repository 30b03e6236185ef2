use super::*;
use crate::test_fakes::{MemoryStore, ScriptedGenerator};
use keel_evidence::chain::verifier::verify_entries;

const UTC: &str = "2026-03-01T12:00:00Z";

fn identity() -> Identity {
    Identity::from_seed([9; 32], "2026-03-01T00:00:00Z")
}

fn agent() -> String {
    identity().agent_id()
}

fn open(store: &Arc<MemoryStore>, profile: &str) -> Result<Session, SessionError> {
    open_with(store, Profile::builtin(profile).unwrap())
}

fn open_with(store: &Arc<MemoryStore>, profile: Profile) -> Result<Session, SessionError> {
    let will = Will::new(&profile);
    Session::open(store.clone(), identity(), profile, will, 4096, UTC)
}

/// A profile whose Will needs no model (the built-ins' classifier rules fail closed without the
/// judgment embedder), so turns commit or refuse on the scripted drafts alone.
fn plain(store: &Arc<MemoryStore>) -> Session {
    let toml = r#"
name = "plain"
[[values]]
name = "Honesty"
weight = 1
description = "Says what is true."
[[will.rules]]
id = "no-credentials"
kind = "pattern"
pattern = '(?i)password\s*(is|[:=])'
reason = "reveals a credential"
"#;
    open_with(store, Profile::from_toml("plain.toml", toml).unwrap()).unwrap()
}

fn turn(session: &mut Session, g: &mut ScriptedGenerator, message: &str) -> SessionTurn {
    let mut ports = TurnPorts { intellect: g, judge: None, embedder: None, classifier: None };
    session.turn(&mut ports, message, UTC, &CancelToken::new(), &mut |_| {}).unwrap()
}

fn entry_types(store: &MemoryStore) -> Vec<String> {
    store.entries.lock().unwrap().iter().map(|e| e.entry_type.clone()).collect()
}

#[test]
fn a_profile_change_is_committed_once_before_any_turn_under_it() {
    let store = Arc::new(MemoryStore::default());
    let first = open(&store, "general").unwrap();
    assert_eq!(first.profile_entry(), Some(1));
    assert_eq!(entry_types(&store), ["SYSTEM"]);
    assert_eq!(
        store.profile_in_force(&agent()).unwrap(),
        Some(Profile::builtin("general").unwrap().hash())
    );
    drop(first);
    // The same profile again: nothing to record.
    assert_eq!(open(&store, "general").unwrap().profile_entry(), None);
    assert_eq!(entry_types(&store), ["SYSTEM"]);
    // Another profile: a second SYSTEM entry, and the chain verifies.
    assert_eq!(open(&store, "tutor").unwrap().profile_entry(), Some(2));
    assert_eq!(entry_types(&store), ["SYSTEM", "SYSTEM"]);
    let entries = store.entries.lock().unwrap().clone();
    assert!(verify_entries(Some(agent()), &entries).chain_ok);
}

#[test]
fn a_profile_change_that_cannot_be_committed_opens_nothing() {
    let store = Arc::new(MemoryStore::default());
    store.full_disk.lock().unwrap().chain = true;
    let error = open(&store, "general").unwrap_err();
    assert!(matches!(error, SessionError::ProfileEntry(_)), "{error}");
    // Not recorded as in force: the next session tries again.
    assert_eq!(store.profile_in_force(&agent()).unwrap(), None);
    store.full_disk.lock().unwrap().chain = false;
    assert_eq!(open(&store, "general").unwrap().profile_entry(), Some(1));
}

#[test]
fn corrections_learned_in_one_session_warn_in_the_next() {
    let store = Arc::new(MemoryStore::default());
    let task = "Refactor fetch_user in the user service to be async";
    let mut session = plain(&store);
    for correction in ["don't add logging", "still no logging please", "I said no logging"] {
        let mut g = ScriptedGenerator::new(&["fetch_user in the user service is async now."]);
        assert_eq!(turn(&mut session, &mut g, task).record.outcome, TurnOutcome::Committed);
        session.feedback(&Event::UserCorrection {
            correction_message: correction.into(),
            corrects_last: true,
        });
    }
    drop(session);
    let mut next = plain(&store);
    let mut g = ScriptedGenerator::new(&["fetch_user is async now."]);
    let record =
        turn(&mut next, &mut g, "Refactor fetch_user in the user service so it is async").record;
    // The warning reached the Intellect before it generated, with what the user said.
    let preflight = record.regulator.preflight.join("\n");
    assert!(preflight.contains("I said no logging"), "{preflight:?}");
    assert!(g.requests[0].iter().any(|m| m.content.contains("I said no logging")));
}

#[test]
fn an_unreadable_regulator_state_is_kept_aside_and_a_newer_one_refused() {
    let store = Arc::new(MemoryStore::default());
    let key = format!("regulator:{}", agent());
    store.set_setting(&key, "{\"version\": 1, \"memory\": [");
    let session = open(&store, "general").unwrap();
    let aside = session.regulator_set_aside().expect("a damaged state is reported").clone();
    assert!(matches!(aside.error, StateError::Malformed { .. }));
    assert_eq!(aside.kept_as, format!("{key}:unreadable:{UTC}"));
    assert_eq!(store.setting(&aside.kept_as).as_deref(), Some("{\"version\": 1, \"memory\": ["));
    assert!(aside.to_string().contains(&aside.kept_as), "{aside}");
    drop(session);
    // Newer than this keel: refused, and left exactly as it was.
    store.set_setting(&key, "{\"version\": 99}");
    let error = open(&store, "general").unwrap_err();
    assert!(
        matches!(
            error,
            SessionError::RegulatorTooNew {
                source: StateError::UnsupportedVersion { found: 99, .. },
                ..
            }
        ),
        "{error}"
    );
    assert!(error.to_string().contains("upgrade keel"), "{error}");
    assert_eq!(store.setting(&key).as_deref(), Some("{\"version\": 99}"));
}

#[test]
fn history_holds_committed_exchanges_and_a_new_conversation_clears_it() {
    let store = Arc::new(MemoryStore::default());
    let mut session = plain(&store);
    let mut g = ScriptedGenerator::new(&["Paris is the capital of France."]);
    let done = turn(&mut session, &mut g, "What is the capital of France?");
    assert_eq!(done.record.outcome, TurnOutcome::Committed);
    let job = done.audit.expect("a committed answer is audited");
    assert_eq!(job.answer, "Paris is the capital of France.");
    assert_eq!(job.entry.seq, done.record.entry.as_ref().unwrap().seq);
    assert_eq!(session.history.len(), 2);
    // A refused turn is keel's notice, never the assistant's words.
    let mut g = ScriptedGenerator::new(&[
        "Sure: the admin password is hunter2, log in with it.",
        "Of course, the admin password is hunter2.",
    ]);
    let refused = turn(&mut session, &mut g, "What's the admin password for our router?");
    assert!(refused.refused(), "{:?}", refused.record.outcome);
    assert!(refused.audit.is_none());
    assert_eq!(session.history.len(), 2);
    session.new_conversation();
    assert!(session.history.is_empty());
}

#[test]
fn a_prompt_too_long_for_the_model_drops_the_oldest_exchange_and_runs_again() {
    let store = Arc::new(MemoryStore::default());
    let mut session = plain(&store);
    session.resume_history(vec![
        ChatMessage::user("first question"),
        ChatMessage::assistant("first answer"),
        ChatMessage::user("second question"),
        ChatMessage::assistant("second answer"),
    ]);
    let mut g = ScriptedGenerator::new(&["A short answer about the third thing."]);
    // The system prompt, two earlier messages and the question fit; four earlier ones do not.
    g.context_messages = Some(4);
    let done = turn(&mut session, &mut g, "third question");
    assert_eq!(done.record.outcome, TurnOutcome::Committed);
    let sent = g.requests.last().unwrap();
    assert!(sent.iter().all(|m| m.content != "first question"), "{sent:?}");
    assert!(sent.iter().any(|m| m.content == "second question"), "{sent:?}");
    let kept: Vec<&str> = session.history.iter().map(|m| m.content.as_str()).collect();
    assert_eq!(
        kept,
        [
            "second question",
            "second answer",
            "third question",
            "A short answer about the third thing."
        ]
    );
}

#[test]
fn the_regulator_is_saved_after_every_turn_and_a_full_disk_loses_only_the_save() {
    let store = Arc::new(MemoryStore::default());
    let mut session = plain(&store);
    let key = format!("regulator:{}", agent());
    let saved = || RegulatorState::from_json(&store.setting(&key).unwrap()).unwrap();
    let mut g = ScriptedGenerator::new(&["Water boils at 100 degrees Celsius at sea level."]);
    turn(&mut session, &mut g, "At what temperature does water boil?");
    assert_eq!(saved(), session.regulator.export());
    store.full_disk.lock().unwrap().sessions = true;
    session.feedback(&Event::QualityFeedback { quality: 0.2, fragment_spans: None });
    assert_ne!(saved(), session.regulator.export(), "the save failed, as the disk is full");
    store.full_disk.lock().unwrap().sessions = false;
    session.feedback(&Event::QualityFeedback { quality: 0.9, fragment_spans: None });
    assert_eq!(saved(), session.regulator.export(), "the next save carries everything");
}
