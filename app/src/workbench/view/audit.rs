//! The Audit screen: the turns, and the selected turn's pipeline stages with their timings.
//! A governed turn shows Intellect, Will, retry, regulator, DER, compile and entry with the
//! record's timings, then the background audit (Conscience, Spirit, AUDIT entry) once it is in.
//! A plain-model turn (no governed session) shows the generation stages and says the rest did
//! not run.

use keel_widgets::DisplayText;
use keel_widgets::ledger_table::fit;
use keel_widgets::theme::Slot;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::pane;
use crate::workbench::app::{App, TurnAudit};
use keel_governance::turn::{TurnOutcome, TurnRecord};

fn ms(d: std::time::Duration) -> String {
    format!("{:>8.1} ms", d.as_secs_f64() * 1e3)
}

pub(super) fn draw(frame: &mut Frame<'_>, area: Rect, app: &App) {
    if app.review.open {
        return super::review::draw(frame, area, app);
    }
    let t = &app.theme;
    let list_w = if area.width >= 120 { 50 } else { 30 };
    let [list, detail] =
        Layout::horizontal([Constraint::Length(list_w), Constraint::Min(20)]).areas(area);
    let block = pane(format!("Turns ({}) — r: awaiting review", app.turns.len()), t, false);
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
    if let Some(r) = &turn.record {
        governed_stages(&mut lines, r, turn.audit.as_ref(), &stage);
        frame.render_widget(Paragraph::new(lines), inner);
        return;
    }
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
            "— not run: answered by the plain model".into(),
            Slot::Muted,
        ));
    }
    frame.render_widget(Paragraph::new(lines), inner);
}

/// The governed turn's stages with their timings, then the background audit's.
fn governed_stages<'a>(
    lines: &mut Vec<Line<'a>>,
    r: &TurnRecord,
    audit: Option<&TurnAudit>,
    stage: &dyn Fn(&str, String, String, Slot) -> Line<'a>,
) {
    let tm = &r.timings;
    let verdict = |i: usize| {
        r.will.get(i).map_or_else(
            || "—".to_owned(),
            |d| match &d.rule_id {
                Some(rule) => {
                    format!("{:?}: {}", d.verdict, DisplayText::single_line(rule).to_plain())
                }
                None => format!("{:?}", d.verdict),
            },
        )
    };
    lines.push(stage(
        "a_t  Intellect",
        ms(tm.intellect),
        format!("{} draft(s)", r.drafts.len()),
        Slot::Text,
    ));
    lines.push(stage("Will", ms(tm.will), verdict(0), Slot::Text));
    if r.drafts.len() > 1 {
        lines.push(stage(
            "retry a'_t",
            ms(tm.retry_intellect + tm.retry_will),
            verdict(1),
            Slot::Warning,
        ));
    } else {
        lines.push(stage("retry a'_t", " ".repeat(11), "— not needed".into(), Slot::Muted));
    }
    lines.push(stage("regulator", ms(tm.regulator), String::new(), Slot::Text));
    lines.push(stage("DER", ms(tm.der), String::new(), Slot::Text));
    let rai = r.rai.map_or_else(|| "—".to_owned(), |x| format!("RAI {x:.2}"));
    lines.push(stage("DER compile", ms(tm.compile), rai, Slot::Text));
    let (entry, slot) = match (&r.outcome, &r.entry) {
        (TurnOutcome::Committed, Some(e)) => (format!("committed #{}", e.seq), Slot::Approve),
        (outcome, _) => (
            format!(
                "{outcome:?}{}",
                r.error.as_ref().map(|e| format!(": {e}")).unwrap_or_default()
            ),
            Slot::Warning,
        ),
    };
    lines.push(stage("entry", ms(tm.append), entry, slot));
    match audit {
        Some(a) => {
            let sp = &a.record.spirit;
            lines.push(stage(
                "Conscience",
                ms(a.record.conscience),
                format!("{} values scored", a.ledger.len()),
                Slot::Text,
            ));
            let drift = sp.drift.map_or_else(|| "—".to_owned(), |d| format!("{d:.2}"));
            lines.push(stage(
                "Spirit",
                " ".repeat(11),
                format!("S {:.1}/10, drift {drift}", sp.s10),
                Slot::Spirit,
            ));
            let audit_entry = a
                .record
                .entry
                .as_ref()
                .map_or_else(|| "not committed".to_owned(), |e| format!("AUDIT #{}", e.seq));
            lines.push(stage("  audit entry", ms(a.record.commit), audit_entry, Slot::Text));
        }
        None if r.outcome == TurnOutcome::Committed => {
            lines.push(stage(
                "Conscience",
                " ".repeat(11),
                "auditing in the background…".into(),
                Slot::Pending,
            ));
        }
        None => {
            lines.push(stage(
                "Conscience",
                " ".repeat(11),
                "— not audited (nothing committed)".into(),
                Slot::Muted,
            ));
        }
    }
    lines.push(stage("  total", ms(tm.total), String::new(), Slot::Muted));
}
