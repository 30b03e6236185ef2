//! The scripted-key harness: drives the real workbench `App` with key events, runs the real
//! model worker (with a scripted generator or the tiny model) and the real store worker (on a
//! temporary database holding the recorded 34-entry chain), and snapshots every screen at 80×24
//! and 160×48 through ratatui's `TestBackend`. Volatile text (timings, temp paths) is filtered.

use std::time::Duration;

use crate::harness::{self, Harness, SIZES, hostile_answer, snap};
use keel_app::workbench::app::Screen;
use keel_app::workbench::event::Event;
use keel_app::workbench::switch::CurrentModel;
use keel_app::workbench::workers::{ModelEvent, StoreEvent};
use keel_governance::turn::TurnOutcome;
use keel_widgets::conversation::{Badge, Chunk, Message, Speaker};
use ratatui::crossterm::event::{KeyCode, KeyModifiers};

#[test]
fn chat_empty_then_help_overlay() {
    let mut h = Harness::scripted("unused");
    h.wait_for(|app| matches!(app.model, keel_app::workbench::app::ModelStatus::Ready { .. }));
    snap(&mut h, "chat_empty");
    h.key(KeyCode::F(1), KeyModifiers::NONE);
    assert!(h.app.help.is_some());
    snap(&mut h, "help_overlay");
    h.key(KeyCode::Esc, KeyModifiers::NONE);
    assert!(h.app.help.is_none());
}

#[test]
fn typing_sends_streams_and_commits_the_answer() {
    let mut h = Harness::scripted("The capital of France is Paris.");
    h.wait_for(|app| matches!(app.model, keel_app::workbench::app::ModelStatus::Ready { .. }));
    h.type_text("capital of France?");
    h.key(KeyCode::Enter, KeyModifiers::ALT);
    h.type_text("one word");
    assert_eq!(h.app.input.lines(), ["capital of France?", "one word"]);
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    assert!(h.app.generating.is_some());
    assert!(h.app.input.is_empty(), "the input clears on send");
    h.wait_for(|app| app.generating.is_none());
    let answer = &h.app.messages[1];
    assert_eq!(answer.text(), "The capital of France is Paris.");
    assert!(!answer.pending);
    assert_eq!(answer.badges, [Badge::NotGoverned]);
    snap(&mut h, "chat_answered");
    // Input history: Ctrl-P recalls the message sent.
    h.key(KeyCode::Char('p'), KeyModifiers::CONTROL);
    assert_eq!(h.app.input.lines(), ["capital of France?", "one word"]);
    h.tab_to(Screen::Audit);
    snap(&mut h, "audit_one_turn");
}

#[test]
fn markdown_answers_are_drawn_and_raw_on_request() {
    let answer = "## Boiling an egg\n\n1. Bring **water** to a boil.\n2. Lower the egg in *gently*; see [the guide](https://example.org/eggs).\n\n| minutes | yolk |\n|---|---|\n| 6 | runny |\n| 10 | firm |\n\n```python\nimport time\ndef boil(minutes: int) -> None:\n    time.sleep(minutes * 60)  # \x1b[2J not a clear \u{202e}\n```\nDone.";
    let mut h = Harness::scripted(answer);
    h.wait_for(|app| matches!(app.model, keel_app::workbench::app::ModelStatus::Ready { .. }));
    h.type_text("how do I boil an egg?");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for(|app| app.generating.is_none());
    for (w, hgt) in SIZES {
        let screen = h.render(w, hgt);
        assert!(!screen.contains('\x1b') && !screen.contains('\u{202e}'), "{screen}");
        assert!(screen.contains("␛[2J") && screen.contains("⟨RLO⟩"), "{screen}");
        assert!(!screen.contains("**water**") && !screen.contains("## Boiling"), "{screen}");
    }
    snap(&mut h, "markdown_drawn");
    h.key(KeyCode::Char('m'), KeyModifiers::ALT);
    let screen = h.render(160, 48);
    assert!(screen.contains("**water**") && screen.contains("## Boiling"), "{screen}");
    snap(&mut h, "markdown_raw");
}

#[test]
fn hostile_model_output_renders_inertly() {
    let mut h = Harness::scripted(hostile_answer());
    h.wait_for(|app| matches!(app.model, keel_app::workbench::app::ModelStatus::Ready { .. }));
    h.type_text("say something nasty");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for(|app| app.generating.is_none());
    for (w, hgt) in SIZES {
        let screen = h.render(w, hgt);
        assert!(!screen.contains('\x1b') && !screen.contains('\0') && !screen.contains('\u{202e}'));
        assert!(
            screen.contains("␛[2J")
                && screen.contains("␛]0;title␇")
                && screen.contains("⟨RLO⟩")
                && screen.contains('␀')
        );
    }
    snap(&mut h, "chat_hostile");
}

#[test]
fn esc_stops_generation_and_keeps_the_partial_answer() {
    let mut h = Harness::slow_scripted("one two three four five six seven eight nine ten");
    h.wait_for(|app| matches!(app.model, keel_app::workbench::app::ModelStatus::Ready { .. }));
    h.type_text("count");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for(|app| app.messages.get(1).is_some_and(|m| !m.text().is_empty()));
    assert!(h.app.messages[1].pending);
    h.key(KeyCode::Esc, KeyModifiers::NONE);
    h.wait_for(|app| app.generating.is_none());
    let answer = &h.app.messages[1];
    assert!(answer.badges.contains(&Badge::Interrupted), "{:?}", answer.badges);
    assert!(!answer.text().is_empty());
    assert!(answer.text().len() < "one two three four five six seven eight nine ten".len());
}

#[test]
fn a_pending_draft_is_dimmed_and_marked() {
    let mut h = Harness::scripted("unused");
    h.wait_for(|app| matches!(app.model, keel_app::workbench::app::ModelStatus::Ready { .. }));
    // The state mid-stream, fixed so the snapshot does not depend on token timing.
    h.app.messages = vec![
        Message::new(Speaker::User, "Write a haiku about keels."),
        Message {
            pending: true,
            ..Message::new(Speaker::Assistant, "Beneath the water,\nthe keel holds")
        },
    ];
    h.app.generating = Some((1, keel_model::CancelToken::new()));
    snap(&mut h, "chat_streaming");
}

#[test]
fn governance_badges_and_low_confidence_spans_on_the_chat_screen() {
    let mut h = Harness::scripted("unused");
    h.wait_for(|app| matches!(app.model, keel_app::workbench::app::ModelStatus::Ready { .. }));
    // What the governed turn will hand the conversation: one message per badge.
    let answer = |text: &str, badges: Vec<Badge>| Message {
        badges,
        ..Message::new(Speaker::Assistant, text)
    };
    h.app.messages = vec![
        Message::new(Speaker::User, "Summarise the report."),
        answer(
            "Here is the summary:\n- revenue up 4%\n- costs flat",
            vec![Badge::Committed { seq: 42 }],
        ),
        answer("I revised my first draft.", vec![Badge::Committed { seq: 43 }, Badge::Retried]),
        answer(
            "I can't help with that.",
            vec![Badge::Refused { rule: "no-medical-dosage".into() }],
        ),
        answer("Waiting for review.", vec![Badge::Held]),
        answer("Off topic.", vec![Badge::Drift, Badge::CircuitBreak]),
        Message {
            chunks: vec![
                Chunk { text: "The answer is ".into(), low_confidence: false },
                Chunk { text: "probably 42".into(), low_confidence: true },
            ],
            badges: vec![Badge::LowConfidence],
            ..Message::new(Speaker::Assistant, "")
        },
    ];
    snap(&mut h, "chat_badges");
}

#[test]
fn missing_model_shows_what_and_the_fix() {
    let mut h = Harness::failing_model(
        "ONNX Runtime library not found; searched: /nowhere/libonnxruntime.so",
        "make setup   (or: python3 scripts/provision.py)",
    );
    h.wait_for(|app| matches!(app.model, keel_app::workbench::app::ModelStatus::Failed { .. }));
    snap(&mut h, "chat_model_missing");
    h.type_text("hello");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    assert!(h.app.messages.is_empty(), "nothing is sent without a model");
}

#[test]
fn chain_browser_verifies_opens_entries_and_proves() {
    let mut h = Harness::with_recorded_chain();
    h.wait_for(|app| {
        matches!(app.chain.verify, keel_app::workbench::app::VerifyStatus::Done { .. })
    });
    h.key(KeyCode::F(5), KeyModifiers::NONE);
    assert_eq!(h.app.chain.rows.len(), 34);
    snap(&mut h, "chain_verified");
    h.key(KeyCode::Char('j'), KeyModifiers::NONE);
    h.key(KeyCode::Char('j'), KeyModifiers::NONE);
    assert_eq!(h.app.chain.list.selected, 2);
    h.key(KeyCode::Char('G'), KeyModifiers::SHIFT);
    assert_eq!(h.app.chain.list.selected, 33);
    h.key(KeyCode::Char('g'), KeyModifiers::NONE);
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for(|app| app.chain.note.is_some());
    assert!(h.app.der.is_some(), "Enter on an entry loads its DER into the inspector");
    snap(&mut h, "chain_entry");
    h.key(KeyCode::Esc, KeyModifiers::NONE);
    h.key(KeyCode::Char('p'), KeyModifiers::NONE);
    h.wait_for(|app| {
        app.chain.note.as_ref().is_some_and(|n| n.title.starts_with("inclusion proof"))
    });
    assert!(h.app.chain.note.as_ref().unwrap().body.contains("recomputes the root ✓"));
    h.key(KeyCode::Esc, KeyModifiers::NONE);
    h.key(KeyCode::F(4), KeyModifiers::NONE);
    assert_eq!(h.app.screen, Screen::Der);
    snap(&mut h, "der_of_entry_1");
}

#[test]
fn tampered_chain_is_flagged_and_b_jumps_to_the_first_bad_entry() {
    let mut h = Harness::with_recorded_chain();
    h.wait_for(|app| {
        matches!(app.chain.verify, keel_app::workbench::app::VerifyStatus::Done { .. })
    });
    // Tamper with entry 20 as read back, and verify with the engine's verifier.
    let mut entries = harness::recorded_entries();
    entries[19].der_hash = format!("0x{}", "0".repeat(96));
    let report =
        keel_evidence::chain::verifier::verify_entries(Some(entries[0].agent_id.clone()), &entries);
    assert!(!report.chain_ok);
    h.app.handle(Event::Store(StoreEvent::Verified { report, took: Duration::from_millis(3) }));
    h.key(KeyCode::F(5), KeyModifiers::NONE);
    h.key(KeyCode::Char('g'), KeyModifiers::NONE);
    h.key(KeyCode::Char('b'), KeyModifiers::NONE);
    assert_eq!(h.app.chain.rows[h.app.chain.list.selected].seq, 20);
    snap(&mut h, "chain_tampered");
}

#[test]
fn a_damaged_chain_stops_sending_and_names_the_restore_command_at_80x24() {
    let mut h = Harness::scripted("unused");
    h.wait_for(|app| matches!(app.model, keel_app::workbench::app::ModelStatus::Ready { .. }));
    let path = "/home/u/.local/share/keel/chain.redb";
    let damaged = keel_store::StoreError::Damaged {
        path: path.into(),
        detail: "the stored chain does not verify (entry 3: der_hash mismatch)".into(),
    };
    h.app.handle(Event::Model(ModelEvent::ChainDamaged { turn: 1, message: damaged.to_string() }));
    assert!(h.app.chain_damaged.is_some());
    // Nothing is sent while the chain is damaged, and the message waits in the input.
    h.type_text("Is it fixed?");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    assert!(h.app.generating.is_none());
    assert_eq!(h.app.input.lines(), ["Is it fixed?"]);
    let screen = h.render(80, 24);
    assert!(screen.contains("keel ledger import"), "the fix is on screen at 80×24:\n{screen}");
    assert!(screen.contains("damaged ✗"), "{screen}");
    snap(&mut h, "chat_chain_damaged");
}

#[test]
fn unreadable_database_shows_what_and_the_fix() {
    let mut h = Harness::scripted("unused");
    // The model's readiness is in the status bar: wait for it, so the frame does not race it.
    h.wait_for(|app| matches!(app.model, keel_app::workbench::app::ModelStatus::Ready { .. }));
    h.app.handle(Event::Store(StoreEvent::Failed {
        error: "/home/u/.local/share/keel/chain.redb: Database already open. Cannot acquire lock."
            .into(),
        plane: false,
    }));
    h.key(KeyCode::F(5), KeyModifiers::NONE);
    snap(&mut h, "chain_unreadable");
}

#[test]
fn der_inspector_shows_diagnostics_at_their_fields() {
    let mut h = Harness::scripted("unused");
    h.key(KeyCode::F(4), KeyModifiers::NONE);
    snap(&mut h, "der_none");
    // `o`, type the path, Enter.
    h.key(KeyCode::Char('o'), KeyModifiers::NONE);
    h.type_text("/no/such/der.json");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    assert!(h.app.der_error.as_deref().unwrap().contains("cannot read /no/such/der.json"));
    h.key(KeyCode::Char('o'), KeyModifiers::NONE);
    h.type_text(
        keel_tests::fixtures::fixtures().join("der/invalid/audit_gate.json").to_str().unwrap(),
    );
    assert!(h.render(80, 24).contains("open DER file: "));
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    let doc = h.app.der.as_ref().unwrap();
    assert!(!doc.result.pass());
    h.key(KeyCode::Char('n'), KeyModifiers::NONE);
    snap(&mut h, "der_invalid");
    for _ in 0..40 {
        h.key(KeyCode::Char('k'), KeyModifiers::NONE);
    }
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    let doc = h.app.der.as_ref().unwrap();
    assert!(!doc.state.collapsed.is_empty(), "Enter folds the selected branch");
}

#[test]
fn tab_cycles_screens_and_ctrl_c_quits_and_stops_generation() {
    let mut h = Harness::slow_scripted("a b c d e f g h i j k l m n o p");
    h.wait_for(|app| matches!(app.model, keel_app::workbench::app::ModelStatus::Ready { .. }));
    let mut seen = Vec::new();
    for _ in 0..Screen::ALL.len() {
        seen.push(h.app.screen);
        h.key(KeyCode::Tab, KeyModifiers::NONE);
    }
    assert_eq!(seen, Screen::ALL);
    assert_eq!(h.app.screen, Screen::Chat);
    h.key(KeyCode::BackTab, KeyModifiers::SHIFT);
    assert_eq!(h.app.screen, Screen::Sessions);
    h.key(KeyCode::F(2), KeyModifiers::NONE);
    h.type_text("go");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    let cancel = h.app.generating.as_ref().unwrap().1.clone();
    h.key(KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert!(h.app.should_quit);
    assert!(cancel.is_cancelled());
}

#[test]
fn real_tiny_model_streams_through_the_worker() {
    let mut h = Harness::tiny_model();
    h.wait_for(|app| matches!(app.model, keel_app::workbench::app::ModelStatus::Ready { .. }));
    h.type_text("hello");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for(|app| app.generating.is_none());
    let turn = &h.app.turns[0];
    let report = turn.report.as_ref().expect("a report");
    assert!(report.tokens > 0);
    assert!(matches!(h.app.messages[1].badges[0], Badge::NotGoverned));
}

#[test]
fn governed_turn_commits_badges_and_fills_the_audit_panels() {
    let mut h = Harness::governed_tiny();
    let long = Duration::from_mins(2);
    h.wait_for_within(long, |app| {
        matches!(app.model, keel_app::workbench::app::ModelStatus::Ready { .. })
    });
    h.type_text("hello");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for_within(long, |app| app.generating.is_none());
    let record = h.app.turns[0].record.clone().expect("a governed turn record");
    let answer = &h.app.messages[1];
    assert!(!answer.pending);
    assert_eq!(answer.text(), record.shown);
    assert!(!answer.badges.contains(&Badge::NotGoverned));
    assert_eq!(answer.badges, keel_app::workbench::app::governed_badges(&record));
    // The other outcomes' badges, from the same record reshaped.
    let badges = keel_app::workbench::app::governed_badges;
    let mut other = (*record).clone();
    other.outcome = TurnOutcome::Refused;
    if let Some(d) = other.will.last_mut() {
        d.rule_id = Some("no-deception".into());
    }
    assert_eq!(badges(&other), [Badge::Refused { rule: "no-deception".into() }]);
    other.outcome = TurnOutcome::Held;
    assert_eq!(badges(&other), [Badge::Held]);
    if record.outcome == TurnOutcome::Committed {
        let mut retried = (*record).clone();
        retried.drafts.push(retried.drafts[0].clone());
        assert_eq!(badges(&retried)[1], Badge::Retried);
    }
    match record.entry.as_ref().filter(|_| record.outcome == TurnOutcome::Committed) {
        Some(entry) => {
            assert_eq!(answer.badges[0], Badge::Committed { seq: entry.seq });
            // The background audit fills the ledger and Spirit; the chain browser sees the
            // entry through the shared store. Until it lands, quitting would wait for it.
            assert!(
                h.app.audits_pending.contains(&entry.seq) || h.app.turns[0].audit.is_some(),
                "{:?}",
                h.app.audits_pending
            );
            h.wait_for_within(long, |app| app.turns[0].audit.is_some());
            assert!(h.app.audits_pending.is_empty());
            let audit = h.app.turns[0].audit.clone().unwrap();
            assert!(!audit.ledger.is_empty());
            assert_eq!(audit.record.audits.seq, entry.seq);
            h.wait_for(|app| app.chain.rows.len() as u64 > entry.seq);
            let screen = h.render(160, 48);
            assert!(screen.contains(&format!("✓ #{}", entry.seq)), "{screen}");
            assert!(!screen.contains("plain model"), "{screen}");
            assert!(!screen.contains("no audit"), "{screen}");
            h.key(KeyCode::F(3), KeyModifiers::NONE);
            let screen = h.render(160, 48);
            assert!(screen.contains(&format!("committed #{}", entry.seq)), "{screen}");
            assert!(screen.contains("Conscience"), "{screen}");
            // d opens the committed turn's DER in the inspector.
            h.key(KeyCode::Char('d'), KeyModifiers::NONE);
            assert_eq!(h.app.screen, Screen::Der);
            assert!(h.app.der.is_some());
            // Editing the question re-runs it as a governed branch: the first turn, its record
            // and its chain entry stay.
            h.key(KeyCode::F(2), KeyModifiers::NONE);
            h.key(KeyCode::Up, KeyModifiers::ALT);
            h.key(KeyCode::Char('k'), KeyModifiers::NONE);
            h.key(KeyCode::Char('e'), KeyModifiers::NONE);
            h.type_text(" there");
            h.key(KeyCode::Enter, KeyModifiers::NONE);
            h.wait_for_within(long, |app| app.generating.is_none());
            assert_eq!(h.app.turns.len(), 2);
            assert_eq!(h.app.turns[0].record, Some(record.clone()));
            assert_eq!(h.app.turns[1].record.as_ref().unwrap().message, "hello there");
            assert!(h.app.messages[0].aside && h.app.messages[1].aside);
            assert_eq!(h.app.messages[2].badges, [Badge::Branch { edits: 1 }]);
            h.wait_for(|app| app.chain.rows.iter().any(|r| r.seq == entry.seq));
        }
        None => assert!(matches!(
            answer.badges[0],
            Badge::Refused { .. } | Badge::Held | Badge::CircuitBreak | Badge::Interrupted
        )),
    }
}

#[test]
fn conversations_are_saved_searched_renamed_exported_resumed_and_deleted() {
    let mut h = Harness::scripted("The capital of France is Paris.");
    h.wait_for(|app| matches!(app.model, keel_app::workbench::app::ModelStatus::Ready { .. }));
    h.type_text("capital of France?");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for(|app| app.generating.is_none() && app.session.id != 0);
    h.pump_until_idle();
    // A second conversation.
    h.type_text("/new");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    assert!(h.app.messages.is_empty());
    h.type_text("why do keels work?");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for(|app| app.generating.is_none() && app.session.id == 2);
    h.pump_until_idle();
    // A later message of the same conversation (a second later: times are to the second).
    std::thread::sleep(Duration::from_millis(1_100));
    h.type_text("and hulls?");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for(|app| app.generating.is_none() && app.messages.len() == 4);
    h.pump_until_idle();
    h.key(KeyCode::F(6), KeyModifiers::NONE);
    h.wait_for(|app| app.session.items.len() == 2);
    assert_eq!(h.app.session.items[0].title, "why do keels work?", "newest first");
    snap(&mut h, "sessions_list");
    // Search (both answers mention Paris; only one conversation is about keels).
    h.key(KeyCode::Char('/'), KeyModifiers::NONE);
    h.type_text("KEELS");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for(|app| app.session.items.len() == 1);
    assert_eq!(h.app.session.items[0].id, 2);
    assert!(h.app.session.items[0].snippet.as_deref().unwrap().contains("keels"));
    snap(&mut h, "sessions_search");
    // Rename the hit (Ctrl-U clears the field).
    h.key(KeyCode::Char('r'), KeyModifiers::NONE);
    h.key(KeyCode::Char('u'), KeyModifiers::CONTROL);
    assert_eq!(h.app.session.prompt.as_ref().map(|p| p.text.as_str()), Some(""));
    h.type_text("Keels");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for(|app| app.session.items.first().is_some_and(|i| i.title == "Keels"));
    // Export both ways.
    h.key(KeyCode::Char('e'), KeyModifiers::NONE);
    h.wait_for(|app| app.notice.as_deref().is_some_and(|n| n.starts_with("exported to")));
    let path = h.app.notice.as_deref().unwrap().trim_start_matches("exported to ").to_owned();
    let md = std::fs::read_to_string(&path).unwrap();
    assert!(md.starts_with("# Keels\n") && md.contains("why do keels work?"), "{md}");
    h.key(KeyCode::Char('E'), KeyModifiers::SHIFT);
    h.wait_for(|app| app.notice.as_deref().is_some_and(|n| n.contains("conversation-2.jsonl")));
    // Every exported message keeps its own time.
    let jsonl_path = h.app.notice.as_deref().unwrap().trim_start_matches("exported to ").to_owned();
    let times: Vec<String> = std::fs::read_to_string(jsonl_path.trim())
        .unwrap()
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter_map(|v| v["utc"].as_str().map(str::to_owned))
        .collect();
    assert!(times.len() >= 4, "{times:?}");
    assert_ne!(times[0], times[times.len() - 1], "{times:?}");
    // Start over, then resume it from the list.
    h.key(KeyCode::Char('n'), KeyModifiers::NONE);
    assert_eq!(h.app.screen, Screen::Chat);
    assert!(h.app.messages.is_empty());
    h.key(KeyCode::F(6), KeyModifiers::NONE);
    h.wait_for(|app| app.session.items.len() == 1);
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for(|app| app.session.id == 2);
    assert_eq!(h.app.screen, Screen::Chat);
    assert_eq!(h.app.messages[0].text(), "why do keels work?");
    assert_eq!(h.app.messages[1].badges[0], Badge::NotGoverned);
    // Delete the other one (d twice).
    h.key(KeyCode::F(6), KeyModifiers::NONE);
    h.key(KeyCode::Char('/'), KeyModifiers::NONE);
    h.key(KeyCode::Char('u'), KeyModifiers::CONTROL);
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for(|app| app.session.items.len() == 2);
    let paris = h.app.session.items.iter().position(|i| i.id == 1).unwrap();
    h.app.session.selected = paris;
    h.key(KeyCode::Char('d'), KeyModifiers::NONE);
    assert_eq!(h.app.session.items.len(), 2, "one d only asks");
    h.key(KeyCode::Char('d'), KeyModifiers::NONE);
    h.wait_for(|app| app.session.items.len() == 1);
    // Reopening keel resumes the most recent conversation.
    let h = h.reopen();
    assert_eq!(h.app.session.id, 2);
    assert_eq!(h.app.messages.len(), 4);
}

#[test]
fn the_regulator_underlines_low_confidence_text_and_reports_in_the_panel() {
    let mut h = Harness::unsure("Perhaps the answer is forty-two, or maybe not at all.");
    h.wait_for(|app| matches!(app.model, keel_app::workbench::app::ModelStatus::Ready { .. }));
    h.type_text("what is the answer?");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for(|app| app.generating.is_none());
    let answer = &h.app.messages[1];
    assert!(
        answer.badges.contains(&Badge::LowConfidence),
        "{:?} {:?}",
        answer.badges,
        h.app.turns[0].report.as_ref().map(|r| &r.regulator)
    );
    assert!(answer.chunks.iter().any(|c| c.low_confidence));
    assert_eq!(answer.text(), "Perhaps the answer is forty-two, or maybe not at all.");
    let report = h.app.turns[0].report.as_ref().unwrap();
    assert!(report.regulator.concerns.iter().any(|c| c == "LowConfidenceSpans"));
    assert!(report.regulator.confidence.unwrap() < 0.1);
    snap(&mut h, "chat_low_confidence");
}

#[test]
fn a_draft_cut_off_by_a_crash_is_kept_and_marked_interrupted() {
    let mut h =
        Harness::slow_scripted("one two three four five six seven eight nine ten eleven twelve");
    h.wait_for(|app| matches!(app.model, keel_app::workbench::app::ModelStatus::Ready { .. }));
    h.type_text("count slowly");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for(|app| app.session.id != 0 && app.messages[1].text().len() >= 3);
    assert!(h.app.generating.is_some(), "still streaming when keel goes away");
    // keel dies mid-answer: nothing runs after this point but what was already saved.
    let h = h.reopen();
    let draft = &h.app.messages[1];
    assert!(!draft.text().is_empty());
    assert_eq!(draft.badges, [Badge::Interrupted]);
}

/// The user message texts of a prompt the model received, and its length.
fn asked(h: &Harness, n: usize) -> Vec<String> {
    let prompts = h.prompts.lock().unwrap();
    prompts[n].iter().map(|m| format!("{:?}: {}", m.role, m.content)).collect()
}

#[test]
fn e_edits_a_past_message_and_reruns_it_as_a_branch_with_that_branchs_history() {
    let mut h = Harness::scripted("Paris.");
    h.wait_for(|app| matches!(app.model, keel_app::workbench::app::ModelStatus::Ready { .. }));
    for text in ["capital of France?", "and Germany?"] {
        h.type_text(text);
        h.key(KeyCode::Enter, KeyModifiers::NONE);
        h.wait_for(|app| app.generating.is_none());
    }
    // e on an answer is refused; on the first question it fills the input.
    h.key(KeyCode::Up, KeyModifiers::ALT);
    assert_eq!(h.app.conversation.selected, Some(3));
    h.key(KeyCode::Char('e'), KeyModifiers::NONE);
    assert!(h.app.editing.is_none());
    assert!(h.app.notice.as_deref().unwrap().contains("only your own messages"));
    for _ in 0..3 {
        h.key(KeyCode::Char('k'), KeyModifiers::NONE);
    }
    assert_eq!(h.app.conversation.selected, Some(0));
    h.key(KeyCode::Char('e'), KeyModifiers::NONE);
    assert_eq!(h.app.editing, Some(0));
    assert_eq!(h.app.input.lines(), ["capital of France?"]);
    h.type_text(" One word");
    snap(&mut h, "chat_editing");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for(|app| app.generating.is_none());
    // Nothing was rewritten: the original four messages stay, marked as an earlier branch.
    assert_eq!(h.app.messages.len(), 6);
    assert_eq!(h.app.messages[0].text(), "capital of France?");
    assert_eq!(h.app.messages[3].text(), "Paris.");
    let aside: Vec<bool> = h.app.messages.iter().map(|m| m.aside).collect();
    assert_eq!(aside, [true, true, true, true, false, false]);
    assert_eq!(h.app.messages[4].badges, [Badge::Branch { edits: 1 }]);
    assert_eq!(h.app.turns.len(), 3, "the original turns stay");
    // The edit of the first message starts afresh: the model saw only the edited question.
    assert_eq!(asked(&h, 2), ["User: capital of France? One word"]);
    // The next message continues the branch, not the abandoned continuation.
    h.type_text("and Spain?");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for(|app| app.generating.is_none());
    assert_eq!(
        asked(&h, 3),
        ["User: capital of France? One word", "Assistant: Paris.", "User: and Spain?"]
    );
    snap(&mut h, "chat_branch");
    // Editing a message of the earlier branch continues from what preceded it there.
    h.key(KeyCode::Up, KeyModifiers::ALT);
    for _ in 0..5 {
        h.key(KeyCode::Char('k'), KeyModifiers::NONE);
    }
    assert_eq!(h.app.conversation.selected, Some(2));
    h.key(KeyCode::Char('e'), KeyModifiers::NONE);
    // Esc cancels an edit without sending anything.
    h.key(KeyCode::Esc, KeyModifiers::NONE);
    assert!(h.app.editing.is_none() && h.app.input.is_empty());
    assert_eq!(h.app.messages.len(), 8);
    h.key(KeyCode::Char('e'), KeyModifiers::NONE);
    assert_eq!(h.app.editing, Some(2));
    h.type_text(" And Italy?");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for(|app| app.generating.is_none());
    assert_eq!(
        asked(&h, 4),
        ["User: capital of France?", "Assistant: Paris.", "User: and Germany? And Italy?"]
    );
    let aside: Vec<bool> = h.app.messages.iter().map(|m| m.aside).collect();
    assert_eq!(aside, [false, false, true, true, true, true, true, true, false, false]);
    // Branches are saved: keel started again shows them and continues the current one.
    h.pump_until_idle();
    let mut h = h.reopen();
    assert_eq!(h.app.messages.len(), 10);
    let resumed: Vec<bool> = h.app.messages.iter().map(|m| m.aside).collect();
    assert_eq!(resumed, aside);
    assert_eq!(h.app.messages[8].badges, [Badge::Branch { edits: 3 }]);
    h.wait_for(|app| matches!(app.model, keel_app::workbench::app::ModelStatus::Ready { .. }));
    h.type_text("thanks");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for(|app| app.generating.is_none());
    assert_eq!(asked(&h, 0).len(), 5, "{:?}", asked(&h, 0));
    assert_eq!(asked(&h, 0)[2], "User: and Germany? And Italy?");
}

/// The clipboard gets the inert text: escape sequences, CR, NUL and bidi overrides as their
/// visible stand-ins, newlines and tabs as themselves.
#[test]
fn y_copies_inert_text() {
    let answer = "Paris\x1b[2J is\r here\0\u{202e}txt.exe\n```sh\nls\t-l\x1b]52;c;aGk=\x07\n```";
    let mut h = Harness::scripted(answer);
    h.wait_for(|app| matches!(app.model, keel_app::workbench::app::ModelStatus::Ready { .. }));
    h.type_text("where?");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for(|app| app.generating.is_none());
    h.key(KeyCode::Char('y'), KeyModifiers::ALT);
    assert_eq!(h.clipboard, ["Paris␛[2J is␍ here␀⟨RLO⟩txt.exe\n```sh\nls\t-l␛]52;c;aGk=␇\n```"]);
    h.key(KeyCode::Up, KeyModifiers::ALT);
    h.key(KeyCode::Char('c'), KeyModifiers::NONE);
    h.key(KeyCode::Char('y'), KeyModifiers::NONE);
    assert_eq!(h.clipboard[1], "ls\t-l␛]52;c;aGk=␇");
}

#[test]
fn y_copies_the_selected_message_or_the_code_block_c_chose() {
    let answer = "Run:\n```sh\ncargo build\n```\nthen\n```\ncargo test\n```";
    let mut h = Harness::scripted(answer);
    h.wait_for(|app| matches!(app.model, keel_app::workbench::app::ModelStatus::Ready { .. }));
    h.type_text("how do I build?");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for(|app| app.generating.is_none());
    // Nothing selected: Alt-Y copies the newest message, and y is text.
    h.key(KeyCode::Char('y'), KeyModifiers::ALT);
    assert_eq!(h.clipboard, [answer]);
    h.key(KeyCode::Up, KeyModifiers::ALT);
    h.key(KeyCode::Char('y'), KeyModifiers::NONE);
    assert_eq!(h.clipboard.len(), 2, "with a message selected and no text, y copies");
    assert!(h.render(80, 24).contains("y copies the message"));
    h.key(KeyCode::Char('c'), KeyModifiers::NONE);
    snap(&mut h, "chat_copy_code_block");
    h.key(KeyCode::Char('y'), KeyModifiers::NONE);
    h.key(KeyCode::Char('c'), KeyModifiers::NONE);
    assert!(h.render(80, 24).contains("y copies code block 2 of 2"));
    h.key(KeyCode::Char('y'), KeyModifiers::NONE);
    h.key(KeyCode::Char('c'), KeyModifiers::NONE);
    h.key(KeyCode::Char('y'), KeyModifiers::NONE);
    assert_eq!(h.clipboard[2..], ["cargo build", "cargo test", answer]);
    // A message without code says so; typing another letter goes to the input.
    h.key(KeyCode::Char('k'), KeyModifiers::NONE);
    h.key(KeyCode::Char('c'), KeyModifiers::NONE);
    assert!(h.app.notice.as_deref().unwrap().contains("no code block"));
    h.key(KeyCode::Char('x'), KeyModifiers::NONE);
    assert_eq!(h.app.input.lines(), ["x"]);
}

#[test]
fn a_verify_asked_for_while_a_reload_lands_runs_after_it() {
    use keel_app::workbench::app::{ChainStatus, VerifyStatus};
    use keel_widgets::chain_list::RowCheck;
    let mut h = Harness::with_recorded_chain();
    h.key(KeyCode::F(5), KeyModifiers::NONE);
    let agent = match &h.app.chain.status {
        ChainStatus::Loaded { agent } => agent.clone(),
        other => panic!("{other:?}"),
    };
    // The status bar shows the agent id exactly as the chain has it (`SDI-` + upper hex).
    let id = agent.clone().unwrap();
    assert!(id.starts_with("SDI-") && h.render(160, 48).contains(&format!("agent {id}")));
    let entries = harness::recorded_entries();
    let landed = |n: usize| {
        Event::Store(StoreEvent::Loaded { agent: agent.clone(), entries: entries[..n].to_vec() })
    };
    // v pressed, then the reload queued before it lands: the verify keeps running and its
    // result (which covers the reloaded rows) is what the browser shows.
    h.key(KeyCode::Char('v'), KeyModifiers::NONE);
    h.inject(landed(33));
    assert!(matches!(h.app.chain.verify, VerifyStatus::Running { .. }), "{:?}", h.app.chain.verify);
    h.wait_for(|app| matches!(app.chain.verify, VerifyStatus::Done { .. }));
    assert!(h.app.chain.rows.iter().all(|r| r.check == RowCheck::Good));
    // A verify that finished before new entries landed is run again over them.
    h.inject(landed(34));
    assert!(matches!(h.app.chain.verify, VerifyStatus::Running { .. }), "{:?}", h.app.chain.verify);
    h.wait_for(|app| matches!(app.chain.verify, VerifyStatus::Done { .. }));
    assert_eq!(h.app.chain.rows.len(), 34);
    assert!(h.app.chain.rows.iter().all(|r| r.check == RowCheck::Good));
    assert!(h.render(160, 48).contains("✓ verified"));
    // A reload that finds nothing new keeps the verification as it is.
    h.inject(landed(34));
    assert!(matches!(h.app.chain.verify, VerifyStatus::Done { .. }));
    assert!(h.app.chain.rows.iter().all(|r| r.check == RowCheck::Good));
}

#[test]
fn quitting_waits_a_bounded_time_for_an_audit_in_flight() {
    use keel_app::workbench::app::quit::AUDIT_GRACE;
    let mut h = Harness::scripted("unused");
    h.wait_for(|app| matches!(app.model, keel_app::workbench::app::ModelStatus::Ready { .. }));
    h.app.audits_pending.insert(7);
    h.key(KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert!(!h.app.should_quit, "an audit is running: quitting waits");
    assert!(h.app.notice.as_deref().unwrap().starts_with("finishing the audit of #7…"));
    snap(&mut h, "chat_quitting");
    let at = h.app.quitting.unwrap();
    h.app.tick(at + AUDIT_GRACE / 2);
    assert!(!h.app.should_quit);
    h.app.tick(at + AUDIT_GRACE);
    assert!(h.app.should_quit, "the wait is bounded");
    // The audit landing ends the wait.
    let mut h = Harness::scripted("unused");
    h.app.audits_pending.insert(7);
    h.key(KeyCode::Char('q'), KeyModifiers::CONTROL);
    assert!(!h.app.should_quit);
    h.inject(Event::Model(ModelEvent::AuditFailed { seq: 7, error: "test".into() }));
    assert!(h.app.should_quit);
    // A second quit leaves at once.
    let mut h = Harness::scripted("unused");
    h.app.audits_pending.insert(7);
    h.key(KeyCode::Char('c'), KeyModifiers::CONTROL);
    h.key(KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert!(h.app.should_quit);
    let mut h = Harness::scripted("unused");
    h.key(KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert!(h.app.should_quit, "no audit in flight: no wait");
}

#[test]
fn a_resumed_governed_conversation_brings_back_its_turns_audits_and_spirit() {
    let long = Duration::from_mins(2);
    let ready = |app: &keel_app::workbench::app::App| {
        matches!(app.model, keel_app::workbench::app::ModelStatus::Ready { .. })
    };
    let mut h = Harness::governed_answering("Hello! How can I help you today?");
    h.wait_for_within(long, ready);
    assert!(h.app.spirit_history.s10.is_empty(), "a fresh data dir has no Spirit history");
    h.type_text("hello");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for_within(long, |app| app.generating.is_none());
    let record = h.app.turns[0].record.clone().expect("a governed turn record");
    let drafts: Vec<(&str, Option<&str>)> = record
        .drafts
        .iter()
        .zip(&record.will)
        .map(|(d, w)| (d.answer.as_str(), w.reason.as_deref()))
        .collect();
    assert_eq!(record.outcome, TurnOutcome::Committed, "the answer to hello commits: {drafts:?}");
    let seq = record.entry.as_ref().unwrap().seq;
    h.wait_for_within(long, |app| app.turns[0].audit.is_some());
    let audit = h.app.turns[0].audit.clone().unwrap();
    h.pump_until_idle();
    let mut h = h.reopen_governed();
    h.wait_for_within(long, ready);
    h.wait_for_within(long, |app| app.turns.first().is_some_and(|t| t.audit.is_some()));
    let turn = &h.app.turns[0];
    assert_eq!(turn.message, 1);
    assert_eq!(turn.record.as_deref(), Some(&*record));
    let restored = turn.audit.as_ref().unwrap();
    assert!(restored.restored);
    assert_eq!((&restored.record, &restored.ledger), (&audit.record, &audit.ledger));
    // Spirit starts from the persisted history, which holds the first run's audit once.
    assert_eq!(h.app.spirit_history.s10, [audit.record.spirit.s10]);
    let screen = h.render(160, 48);
    assert!(screen.contains(&format!("✓ #{seq}")) && !screen.contains("no audit"), "{screen}");
    h.key(KeyCode::F(3), KeyModifiers::NONE);
    let screen = h.render(160, 48);
    assert!(screen.contains(&format!("committed #{seq}")), "{screen}");
    h.key(KeyCode::Char('d'), KeyModifiers::NONE);
    assert_eq!(h.app.screen, Screen::Der, "the resumed turn's DER opens");
}

#[test]
fn an_unreachable_plane_is_named_in_the_status_bar_and_on_the_chain_screen() {
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let url = format!("http://127.0.0.1:{port}");
    let plane = keel_store::PlaneClient::new(&url, None).unwrap();
    let mut h = Harness::governed_tiny_on(Some(plane));
    h.wait_for(|app| {
        matches!(app.chain.status, keel_app::workbench::app::ChainStatus::Failed { .. })
    });
    h.key(KeyCode::F(5), KeyModifiers::NONE);
    let screen = h.render(160, 48);
    assert!(screen.contains(&format!("plane {url}")), "{screen}");
    assert!(!screen.contains("/home/user/.local/share/keel"), "{screen}");
    assert!(screen.contains("The enforcement plane cannot be read"), "{screen}");
    assert!(screen.contains(&format!("cannot reach the plane at {url}")), "{screen}");
    assert!(screen.contains(&format!("keel serve --addr 127.0.0.1:{port}")), "{screen}");
}

const Q05: &str = "qwen2.5-coder-0.5b-instruct";
const Q15: &str = "qwen2.5-coder-1.5b-instruct";

fn model_name(h: &Harness) -> String {
    match &h.app.model {
        keel_app::workbench::app::ModelStatus::Ready { name, .. } => name.clone(),
        other => panic!("no model: {other:?}"),
    }
}

/// Opens the picker and selects `name`.
fn pick(h: &mut Harness, name: &str) {
    if !h.app.picker.open {
        h.key(KeyCode::F(7), KeyModifiers::NONE);
    }
    assert!(h.app.picker.open);
    let options = h.app.picker.options.clone().expect("the catalogue is listed");
    let want = options.iter().position(|o| o.name == name).expect("a listed model");
    while h.app.picker.selected > want {
        h.key(KeyCode::Up, KeyModifiers::NONE);
    }
    while h.app.picker.selected < want {
        h.key(KeyCode::Down, KeyModifiers::NONE);
    }
}

#[test]
fn the_model_picker_lists_the_catalogue_and_switches_the_model_between_answers() {
    let mut h = Harness::switching(
        "The capital of France is Paris.",
        &[harness::DEFAULT_MODEL, Q05],
        false,
    );
    assert!(h.render(80, 24).contains("f7 model"), "Chat's footer names the key");
    h.key(KeyCode::F(7), KeyModifiers::NONE);
    assert!(h.app.picker.open, "F7 opens the picker");
    let screen = h.render(160, 48);
    assert!(screen.contains("● smollm2-135m-instruct "), "{screen}");
    assert!(screen.contains("qwen2.5-coder-1.5b-instruct (default)"), "{screen}");
    assert!(screen.contains("$ keel models pull qwen2.5-coder-1.5b-instruct"), "{screen}");
    snap(&mut h, "model_picker");
    // No size is too small to draw it.
    for (w, hgt) in [(0, 0), (1, 1), (12, 4), (40, 8), (80, 5)] {
        h.render(w, hgt);
    }
    // A model that is not installed is not switched to: the shell command that installs it.
    pick(&mut h, Q15);
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    let notice = h.app.notice.clone().unwrap_or_default();
    assert!(notice.contains(&format!("run `keel models pull {Q15}`")), "{notice}");
    assert!(h.app.picker.open && h.app.picker.switching.is_none());
    // An installed one loads on the model worker; the screen says so meanwhile.
    pick(&mut h, Q05);
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    assert!(!h.app.picker.open);
    assert_eq!(h.app.picker.switching.as_deref(), Some(Q05));
    let screen = h.render(160, 48);
    assert!(screen.contains(&format!("model smollm2-135m-instruct, loading {Q05}…")), "{screen}");
    // A message sent while it loads stays in the input.
    h.app.input.insert_str("held back");
    assert!(h.app.action(keel_app::workbench::keymap::Action::Send).is_empty());
    assert_eq!(h.app.input.lines(), ["held back"]);
    assert!(
        h.app.notice.as_deref().unwrap_or("").starts_with("unsent: loading"),
        "{:?}",
        h.app.notice
    );
    h.wait_for(|app| app.picker.switching.is_none());
    assert_eq!(model_name(&h), Q05);
    assert!(h.render(160, 48).contains(&format!("model {Q05} │")));
    let notice = h.app.notice.clone().unwrap_or_default();
    assert!(notice.contains("saved in the config"), "{notice}");
    // Recorded exactly as `keel models use` records it.
    let config = std::fs::read_to_string(h.config_file()).unwrap();
    let dir = h.model_dir(Q05);
    assert_eq!(config, format!("[models]\nchat = {:?}\n", dir.display().to_string()));
    // The next answer is the new model's.
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for(|app| app.generating.is_none());
    assert_eq!(h.app.messages[1].text(), format!("{Q05}: The capital of France is Paris."));
    // The picker marks the new model as the current one.
    h.key(KeyCode::F(7), KeyModifiers::NONE);
    h.wait_for(|app| app.picker.options.is_some());
    assert!(h.render(160, 48).contains(&format!("● {Q05}")));
    h.key(KeyCode::Esc, KeyModifiers::NONE);
    assert!(!h.app.picker.open, "Esc closes it");
}

#[test]
fn a_switch_asked_for_during_an_answer_is_refused_and_the_answer_ends_on_the_old_model() {
    // 1,200 characters at 5 ms per 3: about two seconds of answer.
    let answer = "word ".repeat(240);
    let mut h = Harness::switching(&answer, &[harness::DEFAULT_MODEL, Q05], false);
    h.type_text("a long one please");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    assert!(h.app.generating.is_some());
    pick(&mut h, Q05);
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    assert!(h.app.generating.is_some(), "the answer was still running");
    let notice = h.app.notice.clone().unwrap_or_default();
    assert!(notice.contains("the model is answering"), "{notice}");
    assert!(h.app.picker.switching.is_none(), "nothing is loading");
    h.wait_for(|app| app.generating.is_none());
    assert_eq!(h.app.messages[1].text(), answer, "answered whole, by the model it started with");
    assert_eq!(model_name(&h), harness::DEFAULT_MODEL);
    assert!(!h.config_file().exists(), "nothing recorded");
}

#[test]
fn a_model_that_fails_to_load_keeps_the_old_one_and_names_the_fix() {
    let mut h = Harness::switching("Paris.", &[Q05], true);
    let onnx = h.model_dir(Q05).join("model.onnx");
    std::fs::write(&onnx, b"not an onnx graph").unwrap();
    pick(&mut h, Q05);
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for_within(Duration::from_mins(1), |app| app.picker.switching.is_none());
    let notice = h.app.notice.clone().unwrap_or_default();
    assert!(notice.starts_with(&format!("could not load {Q05}: ")), "{notice}");
    assert!(notice.contains(&format!("fix: keel models pull {Q05}")), "{notice}");
    assert!(notice.ends_with("still answering with smollm2-135m-instruct"), "{notice}");
    assert_eq!(model_name(&h), harness::DEFAULT_MODEL);
    assert!(!h.config_file().exists(), "a failed switch records nothing");
    h.key(KeyCode::F(7), KeyModifiers::NONE);
    let screen = h.render(160, 48);
    assert!(screen.contains(&format!("{Q05} did not load")), "{screen}");
    assert!(screen.contains(&format!("fix: $ keel models pull {Q05}")), "{screen}");
    h.key(KeyCode::Esc, KeyModifiers::NONE);
    // The old model still answers.
    h.type_text("still there?");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for(|app| app.generating.is_none());
    assert_eq!(h.app.messages[1].text(), "Paris.");
    // Repaired (the tiny model's real files), the same switch loads it with ONNX Runtime.
    std::fs::copy(keel_tests::fixtures::fixtures().join("tiny-lm/model.onnx"), &onnx).unwrap();
    pick(&mut h, Q05);
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for_within(Duration::from_mins(1), |app| app.picker.switching.is_none());
    assert_eq!(model_name(&h), Q05, "{:?}", h.app.notice);
    assert!(h.app.picker.failed.is_none());
    h.type_text("hello");
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for_within(Duration::from_mins(1), |app| app.generating.is_none());
    let turn = h.app.turns.last().unwrap();
    assert!(
        turn.error.is_none() && turn.report.as_ref().is_some_and(|r| r.tokens > 0),
        "{:?}",
        turn.error
    );
}

#[test]
fn a_switch_that_cannot_be_recorded_holds_for_this_run_and_says_why() {
    let mut h = Harness::switching("Paris.", &[Q05], false);
    let config = "[models.intellect]\nbackend = \"openai\"\nbase_url = \"http://127.0.0.1:9/v1\"\nmodel = \"big\"\n";
    std::fs::write(h.config_file(), config).unwrap();
    pick(&mut h, Q05);
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for(|app| app.picker.switching.is_none());
    assert_eq!(model_name(&h), Q05);
    let notice = h.app.notice.clone().unwrap_or_default();
    assert!(
        notice.contains("for this run only") && notice.contains("another setting decides"),
        "{notice}"
    );
    assert_eq!(std::fs::read_to_string(h.config_file()).unwrap(), config, "the file is untouched");
}

#[test]
fn governed_turns_after_a_switch_carry_the_new_models_identity_in_their_der() {
    let long = Duration::from_mins(2);
    let mut h = Harness::governed_switching("The capital of France is Paris.", &[Q05]);
    h.wait_for_within(long, |app| {
        matches!(app.model, keel_app::workbench::app::ModelStatus::Ready { .. })
    });
    let ask = |h: &mut Harness| {
        h.type_text("What is the capital of France?");
        h.key(KeyCode::Enter, KeyModifiers::NONE);
        h.wait_for_within(long, |app| app.generating.is_none());
        let record = h.app.turns.last().and_then(|t| t.record.clone()).expect("a turn record");
        assert_eq!(record.outcome, TurnOutcome::Committed, "{record:?}");
        record
    };
    let first = ask(&mut h);
    assert_eq!(first.drafts[0].model.name, harness::DEFAULT_MODEL);
    pick(&mut h, Q05);
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for_within(long, |app| app.picker.switching.is_none());
    assert_eq!(model_name(&h), Q05);
    let second = ask(&mut h);
    assert_eq!(second.drafts[0].model.name, Q05);
    assert_eq!(second.drafts[0].model.model_sha256, hex::encode(Q05));
    // The DER on the chain names the model that wrote the answer (GCA.EGO, the trace).
    let ego = |record: &keel_governance::turn::TurnRecord| {
        record.der.as_ref().unwrap()["SDI_DER"]["GCA"]["EGO"].as_str().unwrap().to_owned()
    };
    assert!(
        ego(&second).contains(&format!("model {Q05} (sha256 {})", &hex::encode(Q05)[..12])),
        "{}",
        ego(&second)
    );
    assert!(ego(&first).contains("model smollm2-135m-instruct"), "{}", ego(&first));
    let seq = second.entry.as_ref().unwrap().seq;
    h.wait_for_within(long, |app| app.chain.rows.iter().any(|r| r.seq == seq));
    // A model change is no SYSTEM entry: the profile's is the only one.
    let system = h.app.chain.rows.iter().filter(|r| r.entry_type == "SYSTEM").count();
    assert_eq!(
        system,
        1,
        "{:?}",
        h.app.chain.rows.iter().map(|r| &r.entry_type).collect::<Vec<_>>()
    );
}

/// The picker at 80×24 shows every one of `lines`.
fn picker_shows(h: &mut Harness, lines: &[&str]) {
    let screen = h.render(80, 24);
    for line in lines {
        assert!(screen.contains(line), "{line}:\n{screen}");
    }
    assert!(!screen.contains('●'), "no catalogue model is marked current:\n{screen}");
}

#[test]
fn a_model_directory_or_a_server_is_the_current_intellect_a_switch_replaces() {
    let mut h = Harness::switching("Paris.", &[Q05], false);
    let dir = std::path::PathBuf::from("/models/my-finetune");
    h.app.picker.current = CurrentModel::Directory(dir);
    h.key(KeyCode::F(7), KeyModifiers::NONE);
    let directory = ["a model directory (--model or the config)", "/models/my-finetune"];
    picker_shows(&mut h, &[directory[0], directory[1], "Switching replaces it for this run."]);
    let server = "openai model big at http://10.0.0.2:8000/v1";
    h.app.picker.current = CurrentModel::Remote(server.into());
    let replaces = "replaces it with a local model for this run.";
    picker_shows(&mut h, &["runs on a model server:", server, replaces]);
    // The switch itself is as from a catalogue model.
    pick(&mut h, Q05);
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for(|app| app.picker.switching.is_none());
    assert_eq!(model_name(&h), Q05);
    assert_eq!(h.app.picker.current, CurrentModel::Catalogue(Q05.into()));
}
