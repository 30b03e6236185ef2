//! The Audit screen: the turns, and the selected turn's pipeline stages with their timings.
//! Stages that need the governed turn (Will, Conscience, Spirit, DER, entry) say so.

use keel_themes::Slot;
use keel_widgets::DisplayText;
use keel_widgets::ledger_table::fit;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::pane;
use crate::workbench::app::App;

fn ms(d: std::time::Duration) -> String {
    format!("{:>8.1} ms", d.as_secs_f64() * 1e3)
}

pub(super) fn draw(frame: &mut Frame<'_>, area: Rect, app: &App) {
    let t = &app.theme;
    let list_w = if area.width >= 120 { 50 } else { 30 };
    let [list, detail] =
        Layout::horizontal([Constraint::Length(list_w), Constraint::Min(20)]).areas(area);
    let block = pane(format!("Turns ({})", app.turns.len()), t, false);
    let inner = block.inner(list);
    frame.render_widget(block, list);
    if app.turns.is_empty() {
        frame.render_widget(
            Line::styled("no turns yet: ask something in Chat (F2)", t[Slot::Muted]),
            inner,
        );
    }
    let h = inner.height as usize;
    let first = app.audit_selected.saturating_sub(h.saturating_sub(1));
    for (i, turn) in app.turns.iter().enumerate().skip(first).take(h) {
        let text = DisplayText::single_line(&turn.prompt).to_plain();
        let line =
            format!("#{:<3} {}", turn.id, fit(&text, (inner.width as usize).saturating_sub(5)));
        let style = if i == app.audit_selected { t[Slot::Selection] } else { t[Slot::Text] };
        let y = inner.y + (i - first) as u16;
        frame.render_widget(Line::styled(line, style), Rect::new(inner.x, y, inner.width, 1));
    }
    let Some(turn) = app.turns.get(app.audit_selected) else {
        frame.render_widget(pane("Pipeline", t, true), detail);
        return;
    };
    let block = pane(format!("Pipeline of turn #{}", turn.id), t, true);
    let inner = block.inner(detail);
    frame.render_widget(block, detail);
    let stage = |name: &str, time: String, what: String, slot: Slot| {
        Line::from(vec![
            Span::styled(format!("{name:<16}"), t[Slot::Title]),
            Span::styled(time, t[Slot::Spirit]),
            Span::raw("  "),
            Span::styled(what, t[slot]),
        ])
    };
    let none = || " ".repeat(11);
    let mut lines = Vec::new();
    let prompt = DisplayText::single_line(&turn.prompt).to_plain();
    lines.push(stage(
        "x_t  prompt",
        none(),
        fit(&prompt, (inner.width as usize).saturating_sub(30)),
        Slot::Text,
    ));
    match (&turn.report, &turn.error) {
        (Some(r), _) => {
            lines.push(stage(
                "  template",
                ms(r.timings.prompt),
                format!("{} prompt tokens", r.prompt_tokens),
                Slot::Text,
            ));
            lines.push(stage(
                "  prefill",
                ms(r.timings.prefill),
                format!("{:.0} tok/s", r.timings.prefill_tokens_per_s(r.prompt_tokens)),
                Slot::Text,
            ));
            lines.push(stage(
                "  first token",
                ms(r.timings.time_to_first_token),
                String::new(),
                Slot::Text,
            ));
            lines.push(stage(
                "a_t  answer",
                ms(r.timings.decode),
                format!(
                    "{} tokens, {:.0} tok/s, {:?}, mean p {}",
                    r.tokens,
                    r.timings.decode_tokens_per_s(r.tokens),
                    r.finish,
                    r.mean_logprob.map_or_else(|| "—".into(), |l| format!("{:.2}", l.exp()))
                ),
                Slot::Text,
            ));
            lines.push(stage("  total", ms(r.total), String::new(), Slot::Muted));
        }
        (None, Some(e)) => {
            lines.push(stage("a_t  answer", none(), format!("failed: {e}"), Slot::Violation));
        }
        (None, None) => {
            lines.push(stage("a_t  answer", none(), "generating…".into(), Slot::Pending));
        }
    }
    for name in ["Will", "retry a'_t", "Conscience", "Spirit", "DER compile", "RAI", "entry"] {
        lines.push(stage(
            name,
            none(),
            "— not run: answers are not governed yet".into(),
            Slot::Muted,
        ));
    }
    frame.render_widget(Paragraph::new(lines), inner);
}
