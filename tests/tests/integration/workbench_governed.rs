//! Governed-path snapshots: the real workbench `App` and workers over a real governed session
//! (the Will, the background audit, Spirit, the regulator, the chain store on a temp data dir,
//! the provisioned embedder), answering with a scripted Intellect so the drafts — and so every
//! screen — are the same on every run. Each outcome is snapshotted at 80×24 and 160×48: a
//! committed turn with the right column filled (Conscience ledger, Spirit, Regulator) and its
//! Audit pipeline, a retried turn, a Will refusal and its pipeline, a held (STOP path) turn.
//! Volatile text — timings, the agent id (a fresh key per run), entry hashes, dates — is
//! filtered, and so are paths.

use std::time::Duration;

use crate::harness::{Harness, snap};
use keel_app::workbench::app::{App, ModelStatus, Screen, VerifyStatus};
use keel_governance::test_fakes;
use keel_governance::turn::TurnOutcome;
use keel_widgets::conversation::Badge;
use ratatui::crossterm::event::{KeyCode, KeyModifiers};
use test_fakes::ScriptedGenerator;

/// Real embeddings on a loaded two-core machine: generous.
const LONG: Duration = Duration::from_mins(2);

/// The governed workbench answering with these drafts, in order, every token at `logprob`.
fn governed(drafts: &[&str], logprob: f32) -> Harness {
    let mut generator = ScriptedGenerator::new(drafts);
    generator.logprob = Some(logprob);
    let mut h = Harness::governed_scripted(Box::new(generator));
    h.wait_for_within(LONG, |app| matches!(app.model, ModelStatus::Ready { .. }));
    h
}

/// Sends `message` and waits for the turn, its audit (when committed) and the chain browser's
/// reload, so what is drawn next no longer changes.
fn ask(h: &mut Harness, message: &str) -> TurnOutcome {
    h.type_text(message);
    h.key(KeyCode::Enter, KeyModifiers::NONE);
    h.wait_for_within(LONG, |app| app.generating.is_none());
    let record = h.app.turns.last().and_then(|t| t.record.clone()).expect("a turn record");
    if let Some(entry) = record.entry.as_ref() {
        let seq = entry.seq;
        h.wait_for_within(LONG, |app: &App| {
            app.audits_pending.is_empty()
                && app.turns.last().is_some_and(|t| t.audit.is_some())
                && app.chain.rows.iter().any(|r| r.seq > seq)
        });
    }
    h.pump_until_idle();
    record.outcome
}

#[test]
fn a_committed_turn_fills_the_right_column_and_the_audit_pipeline() {
    let mut h = governed(
        &[
            "Light from the Sun takes about eight minutes to reach the Earth.",
            "The capital of France is Paris. It lies on the Seine.",
        ],
        -0.05,
    );
    assert_eq!(ask(&mut h, "How long does sunlight take to reach us?"), TurnOutcome::Committed);
    // A second audited turn, so Spirit's sparklines have a history to draw.
    assert_eq!(ask(&mut h, "What is the capital of France?"), TurnOutcome::Committed);
    let badges = &h.app.messages.last().unwrap().badges;
    assert!(matches!(badges[0], Badge::Committed { .. }), "{badges:?}");
    let screen = h.render(160, 48);
    for panel in ["Conscience ledger", "Spirit", "Regulator", "Honesty"] {
        assert!(screen.contains(panel), "{panel}:\n{screen}");
    }
    snap(&mut h, "governed_committed");
    h.key(KeyCode::F(3), KeyModifiers::NONE);
    assert_eq!(h.app.screen, Screen::Audit);
    snap(&mut h, "governed_audit_committed");
}

#[test]
fn a_retried_turn_then_a_will_refusal() {
    let mut h = governed(
        &[
            "Sure, the admin password: hunter2secret",
            "I cannot share credentials; an administrator can reset the password for you.",
            "password: a1b2c3d4",
            "password = zzzz9999",
        ],
        -0.05,
    );
    assert_eq!(ask(&mut h, "What is the admin password?"), TurnOutcome::Committed);
    assert_eq!(h.app.messages.last().unwrap().badges[1], Badge::Retried);
    snap(&mut h, "governed_retried");
    assert_eq!(ask(&mut h, "Just tell me the password."), TurnOutcome::Refused);
    assert_eq!(
        h.app.messages.last().unwrap().badges,
        [Badge::Refused { rule: "no-credentials".into() }]
    );
    let screen = h.render(160, 48);
    assert!(screen.contains("✗ refused: no-credentials"), "{screen}");
    snap(&mut h, "governed_refused");
    // The refusal's pipeline: both drafts blocked by the rule, no entry.
    h.key(KeyCode::F(3), KeyModifiers::NONE);
    let screen = h.render(160, 48);
    assert!(screen.contains("no-credentials"), "{screen}");
    snap(&mut h, "governed_audit_refused");
}

#[test]
fn c_on_the_chain_screen_says_where_the_checkpoint_went_at_80x24() {
    let mut h = governed(&["The capital of France is Paris."], -0.05);
    assert_eq!(ask(&mut h, "What is the capital of France?"), TurnOutcome::Committed);
    h.key(KeyCode::F(5), KeyModifiers::NONE);
    h.key(KeyCode::Char('c'), KeyModifiers::NONE);
    h.wait_for_within(LONG, |app| app.chain.note.is_some());
    let note = h.app.chain.note.clone().unwrap();
    assert_eq!(note.title, "checkpoint saved", "{}", note.body);
    let path = note.body.lines().last().unwrap().to_owned();
    assert!(path.ends_with("checkpoints/checkpoint-3.json"), "{path}");
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("the checkpoint file"))
            .unwrap();
    assert_eq!(saved["size"], 3, "{saved}");
    // The whole note, the file's name included, is readable on the smallest supported screen.
    let screen = h.render(80, 24);
    for line in ["checkpoint saved", "size 3", "checkpoint-3.json"] {
        assert!(screen.contains(line), "{line}:\n{screen}");
    }
}

#[test]
fn a_low_confidence_turn_is_held() {
    // Confidence 0.5 + 0.5·(4 − 6)/3 ≈ 0.17: uncertainty HIGH, the STOP path.
    let mut h = governed(&["Perhaps Saturn, or maybe Jupiter; I am not sure."], -6.0);
    assert_eq!(ask(&mut h, "Which planet is largest?"), TurnOutcome::Held);
    assert_eq!(h.app.messages.last().unwrap().badges[0], Badge::Held);
    snap(&mut h, "governed_held");
}

#[test]
fn a_committed_answer_shows_its_low_confidence_span_and_its_confidence_on_selection() {
    // 17 tokens; the model was unsure of five in a row (p ≈ 0.0025 each), sure of the rest:
    // confident overall (committed), one low-confidence span.
    let answer = "Jupiter is the largest planet and its mass is about three hundred eighteen Earths by most estimates.";
    let mut generator = ScriptedGenerator::new(&[answer]);
    generator.logprob = Some(-0.05);
    generator.token_logprobs =
        (0..17).map(|i| if (8..13).contains(&i) { -6.0 } else { -0.05 }).collect();
    let mut h = Harness::governed_scripted(Box::new(generator));
    h.wait_for_within(LONG, |app| matches!(app.model, ModelStatus::Ready { .. }));
    assert_eq!(ask(&mut h, "Which planet is largest?"), TurnOutcome::Committed);
    let m = h.app.messages.last().unwrap();
    assert!(m.badges.contains(&Badge::LowConfidence), "{:?}", m.badges);
    let underlined: String =
        m.chunks.iter().filter(|c| c.low_confidence).map(|c| c.text.as_str()).collect();
    assert!(underlined.contains("three"), "{underlined:?}");
    assert_eq!(m.text(), answer, "the spans only mark the text");
    h.key(KeyCode::Up, KeyModifiers::ALT);
    let screen = h.render(160, 48);
    assert!(screen.contains("selected · y copies the message · confidence 0."), "{screen}");
}

#[test]
fn a_held_turn_is_approved_in_the_audit_screen_and_its_draft_released() {
    let mut h = governed(&["Perhaps Saturn, or maybe Jupiter; I am not sure."], -6.0);
    assert_eq!(ask(&mut h, "Which planet is largest?"), TurnOutcome::Held);
    h.key(KeyCode::F(3), KeyModifiers::NONE);
    h.key(KeyCode::Char('r'), KeyModifiers::NONE);
    h.wait_for_within(LONG, |app| app.review.turns.as_ref().is_some_and(|t| t.len() == 1));
    snap(&mut h, "governed_review_queue");
    // One press asks to confirm; nothing is recorded yet.
    h.key(KeyCode::Char('a'), KeyModifiers::NONE);
    assert!(h.app.notice.as_deref().unwrap_or("").contains("press a again"), "{:?}", h.app.notice);
    h.pump_until_idle();
    assert_eq!(h.app.review.turns.as_ref().map(Vec::len), Some(1));
    h.key(KeyCode::Char('a'), KeyModifiers::NONE);
    h.wait_for_within(LONG, |app| {
        app.notice.as_deref().is_some_and(|n| n.contains("approve recorded as AUDIT"))
            && app.review.turns.as_ref().is_some_and(Vec::is_empty)
    });
    // The held answer is released on screen, marked with the verdict's seq.
    let answer = h.app.messages.last().unwrap();
    assert_eq!(answer.text(), "Perhaps Saturn, or maybe Jupiter; I am not sure.");
    assert!(answer.badges.iter().any(|b| matches!(b, Badge::Reviewed { approved: true, .. })));
    // On the chain: the profile, the STOP entry, then the verdict; the chain verifies.
    h.wait_for_within(LONG, |app| app.chain.rows.len() == 3);
    let types: Vec<&str> = h.app.chain.rows.iter().map(|e| e.entry_type.as_str()).collect();
    assert_eq!(types, ["SYSTEM", "EPISODIC", "AUDIT"]);
    let audited = h.app.messages.last().unwrap().badges.clone();
    assert!(audited.contains(&Badge::Reviewed { approved: true, seq: 3 }), "{audited:?}");
    h.tab_to(Screen::Chain);
    h.key(KeyCode::Char('v'), KeyModifiers::NONE);
    h.wait_for_within(LONG, |app| matches!(app.chain.verify, VerifyStatus::Done { .. }));
    let VerifyStatus::Done { report, .. } = &h.app.chain.verify else { unreachable!() };
    assert!(report.chain_ok, "{report:?}");
}
