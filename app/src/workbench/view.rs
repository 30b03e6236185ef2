//! Drawing: a pure function of [`App`] (plus the widgets' scroll state). The frame is a tab
//! bar, the current screen, the status bar and the key hints; the help overlay on top.

mod audit;
mod chain;
mod chat;
mod der;
mod picker;
mod review;
mod sessions;

use keel_widgets::DisplayText;
use keel_widgets::chain_list::short_hash;
use keel_widgets::help_overlay::HelpOverlay;
use keel_widgets::status_bar::{KeyHints, StatusBar, StatusItem};
use keel_widgets::theme::{Slot, Theme};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

use super::app::{App, ChainStatus, ModelStatus, Screen, VerifyStatus};
use super::keymap::{Action, Context};

/// Draws the whole frame.
pub fn draw(frame: &mut Frame<'_>, app: &mut App) {
    let area = frame.area();
    let [tabs, body, status, hints_row] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(3),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(area);
    // On a terminal shorter than the rows asked for, the solver places rows past the frame's
    // edge; drawing there would index outside the buffer. Clipped, they are empty.
    let [tabs, body, status, hints_row] =
        [tabs, body, status, hints_row].map(|r| r.intersection(area));
    app.page = body.height.saturating_sub(4).max(1) as usize;
    draw_tabs(frame, tabs, app);
    match app.screen {
        Screen::Chat => chat::draw(frame, body, app),
        Screen::Audit => audit::draw(frame, body, app),
        Screen::Der => der::draw(frame, body, app),
        Screen::Chain => chain::draw(frame, body, app),
        Screen::Sessions => sessions::draw(frame, body, app),
    }
    let items = status_items(app);
    frame.render_widget(&StatusBar { items: &items, theme: &app.theme }, status);
    let hints = key_hints(app);
    frame.render_widget(&KeyHints { hints: &hints, theme: &app.theme }, hints_row);
    if app.picker.open {
        picker::draw(frame, body, app);
    }
    if let Some(scroll) = app.help {
        let sections = app.keymap.help();
        frame.render_widget(&HelpOverlay { sections: &sections, scroll, theme: &app.theme }, body);
    }
}

fn draw_tabs(frame: &mut Frame<'_>, area: Rect, app: &App) {
    let t = &app.theme;
    let mut spans = vec![Span::styled(" keel ", t[Slot::Title])];
    for (i, screen) in Screen::ALL.iter().enumerate() {
        let label = format!(" F{} {} ", i + 2, screen.title());
        let style = if *screen == app.screen {
            t[Slot::Selection].patch(t[Slot::Title])
        } else {
            t[Slot::Muted]
        };
        spans.push(Span::styled(label, style));
    }
    if let Some(notice) = &app.notice {
        spans.push(Span::styled("  ", t[Slot::Muted]));
        spans.extend(DisplayText::single_line(notice).to_lines(t[Slot::Warning]).remove(0).spans);
    }
    frame.render_widget(Line::from(spans), area);
}

fn status_items(app: &App) -> Vec<StatusItem> {
    let item = |label: &str, value: String, slot| StatusItem { label: label.into(), value, slot };
    let model = match (&app.model, &app.picker.switching) {
        (ModelStatus::Ready { name, .. }, Some(next)) => {
            item("model", format!("{name}, loading {next}…"), Slot::Muted)
        }
        (ModelStatus::Loading { .. }, _) => item("model", "loading…".into(), Slot::Muted),
        (ModelStatus::Ready { name, .. }, None) => item("model", name.clone(), Slot::Text),
        (ModelStatus::Failed { .. }, _) => item("model", "missing ✗".into(), Slot::Violation),
    };
    let (agent, tip) = match &app.chain.status {
        ChainStatus::Loading => ("…".to_owned(), item("tip", "loading…".into(), Slot::Muted)),
        ChainStatus::Failed { .. } => {
            ("?".to_owned(), item("tip", "unreadable ✗".into(), Slot::Violation))
        }
        ChainStatus::Loaded { agent } => {
            // Agent ids are `SDI-` + 12 uppercase hex digits: shown exactly as the chain has them.
            let agent = agent.clone().unwrap_or_else(|| "none".to_owned());
            let tip = match app.chain.rows.last() {
                // A commit found the store damaged: say so whatever the last verify said.
                _ if app.chain_damaged.is_some() => {
                    item("tip", "damaged ✗".into(), Slot::Violation)
                }
                None => item("tip", "empty".into(), Slot::Muted),
                Some(last) => {
                    let (mark, slot) = match &app.chain.verify {
                        VerifyStatus::Done { report, .. } if report.chain_ok => {
                            ("✓ verified", Slot::Approve)
                        }
                        VerifyStatus::Done { .. } => ("✗ broken", Slot::Violation),
                        VerifyStatus::Running { .. } => ("verifying…", Slot::Muted),
                        VerifyStatus::NotRun => ("unverified", Slot::Warning),
                    };
                    item(
                        "tip",
                        format!("#{} {} {mark}", last.seq, short_hash(&last.entry_hash, 8)),
                        slot,
                    )
                }
            };
            (agent, tip)
        }
    };
    // The conversation's budget as the latest governed turn left it (from its first turn on).
    let budget = app
        .turns
        .iter()
        .rev()
        .find_map(|t| t.record.as_deref())
        .filter(|r| r.regulator.token_cap > 0)
        .map(|r| {
            let (spent, cap) = (r.regulator.tokens_spent, r.regulator.token_cap);
            // From 80 % of the cap the regulator may break on poor quality: say so in colour.
            let slot = if spent * 5 >= cap * 4 { Slot::Warning } else { Slot::Text };
            item("tokens", format!("{spent}/{cap}"), slot)
        });
    let mut items = vec![
        model,
        match (&app.profile, &app.model) {
            (Some(name), _) => item("profile", name.clone(), Slot::Text),
            (None, ModelStatus::Loading { .. }) => item("profile", "…".into(), Slot::Muted),
            (None, _) => item("profile", "none (ungoverned)".into(), Slot::Muted),
        },
    ];
    items.extend(budget);
    items.extend([
        item("agent", agent, Slot::Text),
        tip,
        match &app.plane {
            Some(url) => item("plane", url.clone(), Slot::Muted),
            None => item("home", app.home.display().to_string(), Slot::Muted),
        },
    ]);
    items
}

fn key_hints(app: &App) -> Vec<(String, String)> {
    let context = app.context();
    let actions: &[(Action, &str)] = match context {
        _ if app.session.prompt.is_some() => &[],
        Context::Help => &[(Action::Help, "close"), (Action::SelectNext, "scroll")],
        Context::Models => &[
            (Action::UseModel, "switch"),
            (Action::SelectNext, "next"),
            (Action::SelectPrev, "previous"),
            (Action::Models, "close"),
        ],
        Context::Chat | Context::Selected if app.generating.is_some() => &[
            (Action::Stop, "stop"),
            (Action::Help, "help"),
            (Action::NextScreen, "screens"),
            (Action::Quit, "quit"),
        ],
        Context::Chat => &[
            (Action::Send, "send"),
            (Action::Newline, "newline"),
            (Action::SelectPrev, "select"),
            (Action::Copy, "copy"),
            (Action::Models, "model"),
            (Action::Help, "help"),
            (Action::NextScreen, "screens"),
            (Action::Quit, "quit"),
        ],
        Context::Selected => &[
            (Action::Copy, "copy"),
            (Action::CopyTarget, "code block"),
            (Action::Edit, "edit & branch"),
            (Action::SelectPrev, "select"),
            (Action::Stop, "done"),
            (Action::Help, "help"),
            (Action::Quit, "quit"),
        ],
        Context::Chain => &[
            (Action::Open, "entry"),
            (Action::Verify, "verify"),
            (Action::JumpBad, "first bad"),
            (Action::Checkpoint, "checkpoint"),
            (Action::Prove, "proof"),
            (Action::Help, "help"),
            (Action::Quit, "quit"),
        ],
        Context::Der => &[
            (Action::Open, "fold"),
            (Action::NextDiagnostic, "next diagnostic"),
            (Action::OpenFile, "open file"),
            (Action::Help, "help"),
            (Action::NextScreen, "screens"),
            (Action::Quit, "quit"),
        ],
        Context::Sessions => &[
            (Action::Open, "resume"),
            (Action::Search, "search"),
            (Action::Rename, "rename"),
            (Action::Delete, "delete"),
            (Action::ExportMarkdown, "export md"),
            (Action::ExportJsonl, "jsonl"),
            (Action::NewConversation, "new"),
            (Action::Quit, "quit"),
        ],
        Context::Audit | Context::Global => &[
            (Action::SelectNext, "next turn"),
            (Action::SelectPrev, "previous"),
            (Action::OpenDer, "DER"),
            (Action::Review, "review"),
            (Action::Help, "help"),
            (Action::Quit, "quit"),
        ],
    };
    actions
        .iter()
        .map(|(a, label)| {
            let keys = app.keymap.keys_for(context, *a);
            (keys.split('/').next().unwrap_or_default().to_owned(), (*label).to_owned())
        })
        .filter(|(k, _)| !k.is_empty())
        .collect()
}

/// A bordered pane with a title.
fn pane<'a>(title: impl Into<String>, theme: &Theme, focused: bool) -> Block<'a> {
    Block::default()
        .borders(Borders::ALL)
        .border_style(theme[if focused { Slot::BorderFocus } else { Slot::Border }])
        .title(Span::styled(format!(" {} ", title.into()), theme[Slot::Title]))
}

/// A failure screen: what is wrong and the one command that fixes it.
fn failure(
    frame: &mut Frame<'_>,
    area: Rect,
    theme: &Theme,
    title: &str,
    what: &str,
    fix: &str,
    also: &str,
) {
    let block = pane(title, theme, true).border_style(theme[Slot::Error]);
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let esc = theme[Slot::Escape];
    let mut lines = vec![Line::styled("What is wrong", theme[Slot::Error])];
    lines.extend(DisplayText::new(what).escape_style(esc).to_lines(theme[Slot::Text]));
    lines.push(Line::default());
    lines.push(Line::styled("Fix", theme[Slot::Title]));
    lines.push(Line::from(vec![
        Span::styled("  $ ", theme[Slot::Muted]),
        Span::styled(fix.to_owned(), theme[Slot::Key]),
    ]));
    if !also.is_empty() {
        lines.push(Line::default());
        lines.push(Line::styled(also.to_owned(), theme[Slot::Muted]));
    }
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), inner);
}
