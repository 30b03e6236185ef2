//! The Audit screen's review queue: held and refused turns waiting for a human verdict, and the
//! selected one's message, withheld draft (inert: `DisplayText`), and what stopped it.

use keel_governance::turn::TurnOutcome;
use keel_widgets::DisplayText;
use keel_widgets::ledger_table::fit;
use keel_widgets::theme::Slot;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::pane;
use crate::governed::review::released_text;
use crate::workbench::app::App;

pub(super) fn draw(frame: &mut Frame<'_>, area: Rect, app: &App) {
    let t = &app.theme;
    let list_w = if area.width >= 120 { 50 } else { 30 };
    let [list, detail] =
        Layout::horizontal([Constraint::Length(list_w), Constraint::Min(20)]).areas(area);
    let queue = &app.review;
    let turns = queue.turns.as_deref().unwrap_or_default();
    let block = pane(format!("Awaiting review ({}) — r: this conversation", turns.len()), t, false);
    let inner = block.inner(list);
    frame.render_widget(block, list);
    let empty = match &queue.turns {
        None => Some("reading the session journal…"),
        Some(v) if v.is_empty() => Some("no held or refused turn waits for a verdict"),
        Some(_) => None,
    };
    if let Some(empty) = empty {
        frame.render_widget(Line::styled(empty, t[Slot::Muted]), inner);
    }
    let h = inner.height as usize;
    let first = queue.selected.saturating_sub(h.saturating_sub(1));
    for (i, (id, record)) in turns.iter().enumerate().skip(first).take(h) {
        let mark = if record.outcome == TurnOutcome::Held { "⏸" } else { "✗" };
        let text = DisplayText::single_line(&record.message).to_plain();
        let line =
            format!("{mark} {id:<4} {}", fit(&text, (inner.width as usize).saturating_sub(7)));
        let style = if i == queue.selected { t[Slot::Selection] } else { t[Slot::Text] };
        let y = inner.y + (i - first) as u16;
        frame.render_widget(Line::styled(line, style), Rect::new(inner.x, y, inner.width, 1));
    }
    let Some((id, record)) = queue.current() else {
        frame.render_widget(pane("Turn", t, true), detail);
        return;
    };
    let block =
        pane(format!("Turn {id} — a approve (release) · x reject (keep withheld)"), t, true);
    let inner = block.inner(detail);
    frame.render_widget(block, detail);
    let width = inner.width as usize;
    let field = |name: &str, value: String, slot: Slot| {
        Line::from(vec![
            Span::styled(format!("{name:<10}"), t[Slot::Title]),
            Span::styled(value, t[slot]),
        ])
    };
    let mut lines = vec![
        field(
            "outcome",
            match record.outcome {
                TurnOutcome::Held => {
                    format!("held: uncertainty {}", record.regulator.uncertainty)
                }
                _ => "refused by the Will".to_owned(),
            },
            if record.outcome == TurnOutcome::Held { Slot::Held } else { Slot::Violation },
        ),
        field("when", record.utc.clone(), Slot::Text),
        field("profile", record.profile.clone(), Slot::Text),
        field(
            "entry",
            record.entry.as_ref().map_or_else(
                || "not on the chain yet: a verdict commits its STOP DER first".to_owned(),
                |e| format!("STOP entry #{}", e.seq),
            ),
            Slot::Muted,
        ),
    ];
    for d in record.will.iter().filter(|d| d.rule_id.is_some()) {
        let rule = d.rule_id.clone().unwrap_or_default();
        let reason = d.reason.clone().unwrap_or_default();
        lines.push(field(
            "rule",
            fit(
                &DisplayText::single_line(&format!("{rule}: {reason}")).to_plain(),
                width.saturating_sub(10),
            ),
            Slot::Violation,
        ));
    }
    lines.push(Line::raw(""));
    lines.push(Line::styled("asked", t[Slot::Title]));
    lines.extend(DisplayText::new(&record.message).wrap(width, t[Slot::Text]));
    lines.push(Line::raw(""));
    lines.push(Line::styled("withheld draft (shown inertly)", t[Slot::Title]));
    let draft = released_text(record).unwrap_or("");
    lines.extend(DisplayText::new(draft).wrap(width, t[Slot::Pending]));
    frame.render_widget(Paragraph::new(lines), inner);
}
