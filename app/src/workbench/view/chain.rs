//! The Chain browser: the virtualised table, verification with progress, the entry or job
//! result, and the failure screens for an unreadable database or a broken chain.

use keel_widgets::DisplayText;
use keel_widgets::chain_list::ChainList;
use keel_widgets::theme::Slot;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Clear, Gauge, Paragraph, Wrap};

use super::{failure, pane};
use crate::workbench::app::{App, ChainStatus, VerifyStatus};

pub(super) fn draw(frame: &mut Frame<'_>, area: Rect, app: &mut App) {
    let theme = app.theme.clone();
    let t = &theme;
    let agent = match &app.chain.status {
        ChainStatus::Failed { error, plane } => {
            // The plane's failure, or the local database's (which keeps the identity even on a
            // plane), as the store worker typed it.
            match app.plane.as_deref().filter(|_| *plane) {
                Some(url) => failure(
                    frame,
                    area,
                    t,
                    "The enforcement plane cannot be read",
                    error,
                    &format!("keel serve --addr {}", plane_addr(url)),
                    &format!(
                        "The chain lives on the plane at {url}. Start `keel serve` there (on its host), check --plane or config `plane`, or run without --plane to use the local chain."
                    ),
                ),
                None => failure(
                    frame,
                    area,
                    t,
                    "The chain database cannot be read",
                    error,
                    "keel doctor",
                    "keel doctor checks the data dir and says what to do. If another keel holds the database, close it first.",
                ),
            }
            return;
        }
        ChainStatus::Loading => {
            frame.render_widget(
                Paragraph::new(Line::styled("loading the chain…", t[Slot::Muted]))
                    .block(pane("Chain", t, true)),
                area,
            );
            return;
        }
        ChainStatus::Loaded { agent } => agent.clone(),
    };
    let broken = match &app.chain.verify {
        // An empty chain fails verification closed, but nothing was tampered with.
        VerifyStatus::Done { report, .. } if !report.chain_ok && !app.chain.rows.is_empty() => {
            Some(report.clone())
        }
        _ => None,
    };
    let banner_h = if broken.is_some() { 5 } else { 1 };
    let [banner, table] =
        Layout::vertical([Constraint::Length(banner_h), Constraint::Min(3)]).areas(area);
    match (&app.chain.verify, broken) {
        (_, Some(report)) => {
            let what = format!(
                "✗ the chain is broken at #{}: {}",
                report.first_bad_seq.map_or_else(|| "?".into(), |s| s.to_string()),
                report.error.clone().unwrap_or_default()
            );
            let lines = vec![
                DisplayText::single_line(&what).to_lines(t[Slot::Violation]).remove(0),
                Line::styled(
                    "Entries from there on are not trusted (✗). b jumps to the first bad entry.",
                    t[Slot::Text],
                ),
                Line::styled("Fix: restore the database from your last export:", t[Slot::Title]),
                Line::styled(
                    "  $ keel ledger import YOUR-EXPORT.jsonl   (into a fresh --home)",
                    t[Slot::Key],
                ),
            ];
            frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), banner);
        }
        (VerifyStatus::Running { done, total }, None) => {
            let ratio = if *total == 0 { 0.0 } else { *done as f64 / *total as f64 };
            let gauge = Gauge::default()
                .gauge_style(t[Slot::Spirit])
                .label(format!("verifying {done}/{total}"))
                .ratio(ratio.clamp(0.0, 1.0));
            frame.render_widget(gauge, banner);
        }
        (VerifyStatus::Done { .. }, None) if app.chain.rows.is_empty() => {
            frame.render_widget(
                Line::styled("the chain is empty: nothing to verify yet", t[Slot::Muted]),
                banner,
            );
        }
        (VerifyStatus::Done { report, took }, None) => {
            let text = format!(
                "✓ verified {} entries · checked: {} · not checked: {} · took {:.0} ms",
                report.entries,
                report.checked.join(", "),
                report.not_checked.join(", "),
                took.as_secs_f64() * 1e3,
            );
            frame.render_widget(Line::styled(text, t[Slot::Approve]), banner);
        }
        (VerifyStatus::NotRun, None) => {
            frame.render_widget(
                Line::styled("not verified since loading: v verifies", t[Slot::Warning]),
                banner,
            );
        }
    }
    let title = match &agent {
        Some(a) => format!(
            "Chain of {} — {} entries",
            DisplayText::single_line(a).to_plain(),
            app.chain.rows.len()
        ),
        None => {
            "Chain — no identity and no entries yet (keel agent mint creates the identity)".into()
        }
    };
    let block = pane(title, t, true);
    let inner = block.inner(table);
    frame.render_widget(block, table);
    frame.render_stateful_widget(
        &ChainList { rows: &app.chain.rows, theme: t },
        inner,
        &mut app.chain.list,
    );
    if let Some(note) = &app.chain.note {
        let w = (area.width * 4 / 5).max(20).min(area.width);
        let h = (area.height * 4 / 5).max(5).min(area.height);
        let popup = Rect::new(area.x + (area.width - w) / 2, area.y + (area.height - h) / 2, w, h);
        frame.render_widget(Clear, popup);
        let block = pane(format!("{} — Esc closes", note.title), t, true)
            .border_style(t[if note.ok { Slot::BorderFocus } else { Slot::Error }]);
        let text = DisplayText::new(&note.body).escape_style(t[Slot::Escape]);
        frame.render_widget(
            Paragraph::new(text.to_lines(t[Slot::Text])).wrap(Wrap { trim: false }).block(block),
            popup,
        );
    }
}

/// `HOST:PORT` of a plane URL (`http://HOST:PORT/prefix`), for the fix line.
fn plane_addr(url: &str) -> &str {
    let rest = url.strip_prefix("http://").unwrap_or(url);
    rest.split('/').next().unwrap_or(rest)
}
