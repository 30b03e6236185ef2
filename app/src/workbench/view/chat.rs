//! The Chat screen: conversation, input, and (on wide terminals) the right column with the
//! Conscience ledger, Spirit and the regulator.

use keel_widgets::conversation::Conversation;
use keel_widgets::ledger_table::LedgerTable;
use keel_widgets::spirit_panel::{RegulatorPanel, RegulatorView, SpiritPanel, SpiritView};
use keel_widgets::theme::Slot;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};

use super::{failure, pane};
use crate::models::SETUP_COMMAND;
use crate::workbench::app::{App, ModelStatus};
use crate::workbench::keymap::Action;

/// Terminals at least this wide get the right column.
const WIDE: u16 = 120;
const RIGHT_COLUMN: u16 = 48;
const NOT_GOVERNED: &str = "no audit: the plain model answers (no governed session)";
const NOT_AUDITED: &str = "no audit yet: it runs after a turn is committed";

/// Spirit over the (profile, agent)'s persisted history, then this run's audits (oldest
/// first); `None` before any audit. Resumed turns' audits are already in the history.
/// The turn whose audit the right column shows: the one selected on the Audit screen when it has
/// been audited, else the latest audited turn. The ledger and Spirit show the same one.
fn shown_turn(app: &App) -> Option<&crate::workbench::app::Turn> {
    app.turns
        .get(app.audit_selected)
        .filter(|t| t.audit.is_some())
        .or_else(|| app.turns.iter().rev().find(|t| t.audit.is_some()))
}

/// Spirit as of the shown turn: the persisted history, this run's readings up to that turn (so
/// the newest S on the sparkline is its S), its level drift and its note.
fn spirit_view(app: &App) -> Option<SpiritView> {
    let shown = shown_turn(app).map(|t| t.id);
    let readings: Vec<_> = app
        .turns
        .iter()
        .take_while(|t| shown.is_none_or(|id| t.id <= id))
        .filter_map(|t| t.audit.as_ref())
        .filter(|a| !a.restored)
        .map(|a| &a.record.spirit)
        .collect();
    let history = &app.spirit_history;
    if readings.is_empty() && history.s10.is_empty() {
        return None;
    }
    let last = readings.last();
    let note = last.map_or(history.note.as_str(), |r| r.note.as_str());
    Some(SpiritView {
        s10: history.s10.iter().copied().chain(readings.iter().map(|r| r.s10)).collect(),
        drift: history
            .drift
            .iter()
            .copied()
            .chain(readings.iter().map(|r| r.drift.unwrap_or(0.0)))
            .collect(),
        level_drift: last.and_then(|r| r.level_drift),
        note: Some(note.to_owned()).filter(|n| !n.is_empty()),
    })
}

pub(super) fn draw(frame: &mut Frame<'_>, area: Rect, app: &mut App) {
    let (main, side) = if area.width >= WIDE {
        let [m, s] =
            Layout::horizontal([Constraint::Min(40), Constraint::Length(RIGHT_COLUMN)]).areas(area);
        (m, Some(s))
    } else {
        (area, None)
    };
    if let ModelStatus::Failed { error, fix } = &app.model {
        let fix = if fix.is_empty() { SETUP_COMMAND } else { fix.as_str() };
        failure(
            frame,
            main,
            &app.theme,
            "The chat model is not available",
            error,
            fix,
            "The Chain browser (F5) and the DER inspector (F4) still work.",
        );
    } else {
        let input_rows = (app.input.lines().len() as u16).clamp(1, 6) + 2;
        let [conv, input] =
            Layout::vertical([Constraint::Min(3), Constraint::Length(input_rows)]).areas(main);
        let title = match (&app.model, app.conversation.selected) {
            (ModelStatus::Loading { path }, _) => {
                format!("Conversation — loading {}…", path.display())
            }
            (_, Some(i)) => {
                let copies = match app.copy_block() {
                    Some((block, n)) => format!("code block {} of {n}", block + 1),
                    None => "the message".to_owned(),
                };
                // The key in force: plain `y` only while nothing is typed.
                let keys = app.keymap.keys_for(app.context(), Action::Copy);
                let key = keys.split('/').next().unwrap_or_default();
                // A governed answer's regulator signals (the spans' confidence, the drift).
                let signals = app
                    .turns
                    .iter()
                    .find(|t| t.message == i)
                    .and_then(|t| t.record.as_deref())
                    .map(crate::workbench::app::turns::signals)
                    .unwrap_or_default();
                let signals: String = signals.iter().flat_map(|s| [" · ", s.as_str()]).collect();
                format!(
                    "Conversation — message {} of {} selected · {key} copies {copies}{signals}",
                    i + 1,
                    app.messages.len()
                )
            }
            _ => "Conversation".to_owned(),
        };
        let block = pane(title, &app.theme, false);
        let inner = block.inner(conv);
        frame.render_widget(block, conv);
        let view = Conversation {
            messages: &app.messages,
            theme: &app.theme,
            empty_hint: "Ask anything. Enter sends · Alt-Enter new line · F1 help",
            markdown: !app.raw,
            copy_target: app
                .copy_block()
                .and_then(|(block, _)| Some((app.conversation.selected?, block))),
        };
        frame.render_stateful_widget(&view, inner, &mut app.conversation);
        let title = match (&app.generating, app.editing) {
            (Some(_), _) => match app.progress {
                Some(p) => format!("Message — answering, Esc stops · {}", p.describe()),
                None => "Message — answering, Esc stops".to_owned(),
            },
            (None, Some(i)) => {
                format!("Editing message {} — Enter re-runs it as a branch, Esc cancels", i + 1)
            }
            (None, None) => "Message".to_owned(),
        };
        let block = pane(title, &app.theme, true);
        let inner = block.inner(input);
        frame.render_widget(block, input);
        frame.render_widget(&app.input, inner);
    }
    if let Some(side) = side {
        draw_side(frame, side, app);
    }
}

fn draw_side(frame: &mut Frame<'_>, area: Rect, app: &App) {
    let [ledger, spirit, regulator] =
        Layout::vertical([Constraint::Min(6), Constraint::Length(7), Constraint::Length(5)])
            .areas(area);
    let t = &app.theme;
    // The selected turn's audit (Audit screen selection), else the latest audited turn's; both
    // panes say which turn they show.
    let shown = shown_turn(app);
    let of_turn = shown.map_or_else(String::new, |turn| format!(" · turn #{}", turn.id));
    let block = pane(format!("Conscience ledger{of_turn}"), t, false);
    let inner = block.inner(ledger);
    frame.render_widget(block, ledger);
    let audited = shown.and_then(|turn| turn.audit.as_ref());
    let empty = if app.governed == Some(false) { NOT_GOVERNED } else { NOT_AUDITED };
    let rows = audited.map(|a| a.ledger.as_slice());
    frame.render_widget(&LedgerTable { rows, empty, theme: t }, inner);
    let block = pane(format!("Spirit{of_turn}"), t, false);
    let inner = block.inner(spirit);
    frame.render_widget(block, spirit);
    let spirit_view = spirit_view(app);
    frame.render_widget(&SpiritPanel { view: spirit_view.as_ref(), empty, theme: t }, inner);
    // A governed turn's regulator report, else the plain model's (the regulator watches both).
    let governed = app.turns.iter().rev().find_map(|t| t.record.as_ref());
    let last = app.turns.iter().rev().find_map(|t| t.report.as_ref());
    let view = match (governed, last) {
        // The conversation's budget as the regulator counted it after the latest turn (records
        // from before budgets were recorded carry no cap).
        (Some(r), _) => RegulatorView {
            tokens_used: r.regulator.tokens_spent,
            token_cap: (r.regulator.token_cap > 0).then_some(r.regulator.token_cap),
            confidence: r.regulator.confidence.as_ref().map(|c| c.value),
            last_decision: Some(r.regulator.decision.kind().to_owned()),
        },
        (None, Some(r)) => RegulatorView {
            tokens_used: r.regulator.tokens_spent,
            token_cap: Some(r.regulator.token_cap),
            confidence: r.regulator.confidence,
            last_decision: Some(match (&r.regulator.circuit_break, r.regulator.concerns.first()) {
                (Some(suggestion), _) => format!("circuit break: {suggestion}"),
                (None, Some(kind)) => kind.clone(),
                (None, None) => "Continue".into(),
            }),
        },
        (None, None) => RegulatorView::default(),
    };

    let block = pane("Regulator", t, false).border_style(t[Slot::Border]);
    let inner = block.inner(regulator);
    frame.render_widget(block, regulator);
    frame.render_widget(&RegulatorPanel { view: &view, theme: t }, inner);
}
