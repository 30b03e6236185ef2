//! The conversation: messages with their governance badges, drafts dimmed while pending,
//! markdown-ish bodies (code blocks, lists, headings), low-confidence spans underlined.
//!
//! Rendering is virtualised: only the messages on screen are wrapped, so a 10k-turn session
//! costs what one screenful costs. [`ConversationState`] keeps the scroll anchor (a message and a
//! row inside it), the selection and whether the view follows the bottom as text streams in.

use crate::theme::{Slot, Theme};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::StatefulWidget;

use crate::display_text::DisplayText;
use crate::markdown;

/// Who wrote a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Speaker {
    /// The user.
    User,
    /// The model, through the governed turn.
    Assistant,
    /// keel itself (errors, notices): drawn muted, never sent to the model.
    Notice,
}

/// A governance mark on an assistant turn (spec/tui.md, Chat).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Badge {
    /// Committed to the chain at this seq: `✓ #42`.
    Committed { seq: u64 },
    /// The Will's reflexion retry was adopted: `⟳ retried`.
    Retried,
    /// The Will refused, under this rule: `✗ refused`.
    Refused { rule: String },
    /// STOP path, pending human review: `⏸ held`.
    Held,
    /// Value or scope drift: `⚠ drift`.
    Drift,
    /// Some spans had low token confidence (they are underlined): `⚠ low confidence`.
    LowConfidence,
    /// The regulator broke the loop: `⛔ circuit break`.
    CircuitBreak,
    /// Stopped by Esc or a crash before it finished.
    Interrupted,
    /// Answered by the plain model without the governed turn: nothing was recorded.
    NotGoverned,
    /// A human auditor's verdict on a held or refused turn, recorded at this AUDIT seq:
    /// `⚖ approved #43` (the draft was released) or `⚖ rejected #43`.
    Reviewed { approved: bool, seq: u64 },
    /// A user message that edits message `edits` (1-based, as the title counts) and starts a
    /// branch from the point before it: `↳ edit of message 3`.
    Branch { edits: usize },
}

impl Badge {
    /// The badge's text and theme slot.
    pub fn label(&self) -> (String, Slot) {
        match self {
            Badge::Committed { seq } => (format!("✓ #{seq}"), Slot::Approve),
            Badge::Retried => ("⟳ retried".into(), Slot::Warning),
            Badge::Refused { rule } if rule.is_empty() => ("✗ refused".into(), Slot::Violation),
            Badge::Refused { rule } => (
                format!("✗ refused: {}", DisplayText::single_line(rule).to_plain()),
                Slot::Violation,
            ),
            Badge::Held => ("⏸ held".into(), Slot::Held),
            Badge::Drift => ("⚠ drift".into(), Slot::Drift),
            Badge::LowConfidence => ("⚠ low confidence".into(), Slot::Warning),
            Badge::CircuitBreak => ("⛔ circuit break".into(), Slot::Violation),
            Badge::Interrupted => ("◌ interrupted".into(), Slot::Muted),
            Badge::NotGoverned => ("○ not governed".into(), Slot::Muted),
            Badge::Reviewed { approved: true, seq } => {
                (format!("⚖ approved #{seq}"), Slot::Approve)
            }
            Badge::Reviewed { approved: false, seq } => {
                (format!("⚖ rejected #{seq}"), Slot::Violation)
            }
            Badge::Branch { edits } => (format!("↳ edit of message {edits}"), Slot::Warning),
        }
    }
}

/// A piece of a message's text; `low_confidence` pieces are underlined.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chunk {
    /// Untrusted text, as generated.
    pub text: String,
    /// Token confidence fell below the regulator's threshold here.
    pub low_confidence: bool,
}

/// One message of the conversation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// Who wrote it.
    pub speaker: Speaker,
    /// Its text, in pieces.
    pub chunks: Vec<Chunk>,
    /// Governance marks (assistant turns).
    pub badges: Vec<Badge>,
    /// Still being generated: drawn dimmed and marked pending.
    pub pending: bool,
    /// On an earlier branch (an edit re-ran the conversation from before it): drawn muted and
    /// marked, never deleted.
    pub aside: bool,
}

/// A fenced code block of a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CodeBlock {
    /// The fence's info string (`rust`, `sh`), possibly empty.
    pub lang: String,
    /// The lines between the fences; an unclosed block runs to the end of the message.
    pub text: String,
}

/// The fenced code blocks of `text`, in order. Fences are lines starting (after indentation)
/// with three backticks, as the renderer draws them, so what is copied is what is marked.
pub fn code_blocks(text: &str) -> Vec<CodeBlock> {
    let mut out = Vec::new();
    let mut open: Option<(String, Vec<&str>)> = None;
    for line in text.lines() {
        let trimmed = line.trim_start();
        match (trimmed.strip_prefix("```"), open.take()) {
            (Some(info), None) => open = Some((info.trim().to_owned(), Vec::new())),
            (Some(_), Some((lang, lines))) => out.push(CodeBlock { lang, text: lines.join("\n") }),
            (None, Some((lang, mut lines))) => {
                lines.push(line);
                open = Some((lang, lines));
            }
            (None, None) => {}
        }
    }
    if let Some((lang, lines)) = open {
        out.push(CodeBlock { lang, text: lines.join("\n") });
    }
    out
}

impl Message {
    /// A message with one plain chunk.
    pub fn new(speaker: Speaker, text: impl Into<String>) -> Message {
        Message {
            speaker,
            chunks: vec![Chunk { text: text.into(), low_confidence: false }],
            badges: Vec::new(),
            pending: false,
            aside: false,
        }
    }

    /// The whole text.
    pub fn text(&self) -> String {
        self.chunks.iter().map(|c| c.text.as_str()).collect()
    }

    /// Rows this message takes at `width` (header, body, blank separator), gutter excluded;
    /// code block `target` (counted from 0) is drawn with a heavy bar: it is what `y` copies.
    /// With `markdown`, an answer's markup is drawn (emphasis, headings, tables, links as text,
    /// code highlighted per language); an answer with low-confidence spans, a user's message and
    /// a notice are drawn as written.
    fn lines(
        &self,
        width: usize,
        theme: &Theme,
        target: Option<usize>,
        markdown: bool,
    ) -> Vec<Line<'static>> {
        let mut out = vec![self.header(theme)];
        let base = if self.pending { theme.on_text(Slot::Pending) } else { theme[Slot::Text] };
        let body =
            if self.speaker == Speaker::Notice || self.aside { theme[Slot::Muted] } else { base };
        let mut text = DisplayText::default().escape_style(theme[Slot::Escape]);
        for chunk in &self.chunks {
            let style =
                if chunk.low_confidence { theme[Slot::LowConfidence] } else { Style::new() };
            text.push(&chunk.text, style);
        }
        let markdown = markdown
            && self.speaker == Speaker::Assistant
            && self.chunks.iter().all(|c| !c.low_confidence);
        let highlighting = markdown::Highlighting::for_theme(&theme.name);
        let restyled = |runs: &[markdown::Styled]| {
            let mut d = DisplayText::default().escape_style(theme[Slot::Escape]);
            for r in runs {
                d.push(&r.text, r.style);
            }
            d
        };
        // The drawn text of each line, read once for the table layout and the rows.
        let plain: Vec<String> = (0..text.lines().len()).map(|i| text.line_plain(i)).collect();
        // Each table row's column widths (its table's), so the cells line up.
        let mut widths: Vec<Vec<usize>> = vec![Vec::new(); plain.len()];
        if markdown {
            let mut start = 0;
            while start < plain.len() {
                let end = (start..plain.len())
                    .find(|&j| !markdown::is_table_row(&plain[j]))
                    .unwrap_or(plain.len());
                if end > start {
                    let rows: Vec<&str> = plain[start..end].iter().map(String::as_str).collect();
                    let w = markdown::table_widths(&rows, theme[Slot::Code], theme[Slot::Muted]);
                    widths[start..end].fill(w);
                }
                start = end + 1;
            }
        }
        let mut in_code = false;
        let mut block = 0;
        // The open block's highlighted lines and the next one to draw.
        let mut highlighted: Option<Vec<Vec<markdown::Styled>>> = None;
        let mut row_in_block = 0;
        for (i, (line, table)) in plain.iter().zip(&widths).enumerate() {
            let trimmed = line.trim_start();
            if let Some(info) = trimmed.strip_prefix("```") {
                if in_code {
                    block += 1;
                    highlighted = None;
                } else if markdown {
                    let code: Vec<&str> = plain[i + 1..]
                        .iter()
                        .map(String::as_str)
                        .take_while(|l| !l.trim_start().starts_with("```"))
                        .collect();
                    highlighted = markdown::highlight(info, &code.join("\n"), highlighting);
                    row_in_block = 0;
                }
                in_code = !in_code;
                out.push(Line::from(Span::styled(line.clone(), theme[Slot::Muted])));
                continue;
            }
            if in_code {
                let code = body.patch(theme[Slot::Code]);
                let bar = if target == Some(block) {
                    Span::styled("┃ ", theme[Slot::BorderFocus])
                } else {
                    Span::styled("│ ", theme[Slot::Muted])
                };
                let rows = match highlighted.as_ref().and_then(|h| h.get(row_in_block)) {
                    Some(runs) => restyled(runs).wrap(width.saturating_sub(2), code),
                    None => text.wrap_line(i, width.saturating_sub(2), code),
                };
                row_in_block += 1;
                for row in rows {
                    let mut spans = vec![bar.clone()];
                    spans.extend(row.spans);
                    out.push(Line::from(spans));
                }
                continue;
            }
            let indent = list_indent(line);
            let rows = if markdown {
                let runs = markdown::inline(line, theme[Slot::Code], theme[Slot::Muted], table);
                let rows = restyled(&runs).wrap(width.saturating_sub(indent), body);
                // A blank line stays a blank row.
                if rows.is_empty() { vec![Line::default()] } else { rows }
            } else {
                let heading =
                    trimmed.starts_with('#') && trimmed.trim_start_matches('#').starts_with(' ');
                let style = if heading { body.add_modifier(Modifier::BOLD) } else { body };
                text.wrap_line(i, width.saturating_sub(indent), style)
            };
            for (n, row) in rows.into_iter().enumerate() {
                if n == 0 || indent == 0 {
                    out.push(row);
                } else {
                    let mut spans = vec![Span::raw(" ".repeat(indent))];
                    spans.extend(row.spans);
                    out.push(Line::from(spans));
                }
            }
        }
        out.push(Line::default());
        out
    }

    fn header(&self, theme: &Theme) -> Line<'static> {
        let (name, slot) = match self.speaker {
            Speaker::User => ("you", Slot::User),
            Speaker::Assistant => ("keel", Slot::Assistant),
            Speaker::Notice => ("notice", Slot::Muted),
        };
        let mut spans = vec![Span::styled(name, theme[slot])];
        if self.aside {
            spans.push(Span::styled("  (earlier branch)", theme[Slot::Muted]));
        }
        if self.pending {
            spans.push(Span::styled("  … pending", theme[Slot::Pending]));
        }
        for badge in &self.badges {
            let (label, slot) = badge.label();
            spans.push(Span::raw("  "));
            spans.push(Span::styled(label, theme[slot]));
        }
        Line::from(spans)
    }
}

/// Width of a list item's marker (`- `, `* `, `12. `) plus its indent: continuation rows hang
/// under the item's text.
fn list_indent(line: &str) -> usize {
    let trimmed = line.trim_start();
    let lead = line.len() - trimmed.len();
    let marker = if ["- ", "* ", "+ "].iter().any(|m| trimmed.starts_with(m)) {
        2
    } else {
        let digits = trimmed.chars().take_while(char::is_ascii_digit).count();
        let rest = &trimmed[digits..];
        if digits > 0 && (rest.starts_with(". ") || rest.starts_with(") ")) {
            digits + 2
        } else {
            return 0;
        }
    };
    lead + marker
}

/// Scroll and selection of a [`Conversation`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ConversationState {
    /// The selected message (for `y` copy, the ledger of that turn); `None` follows the newest.
    pub selected: Option<usize>,
    /// First message on screen and the row inside it; only meaningful when not following.
    top: usize,
    top_row: usize,
    /// Scrolled away from the bottom.
    detached: bool,
    /// Rows to scroll at the next render (negative: up).
    pending: isize,
}

impl ConversationState {
    /// Scrolls up by `rows` (applied at the next render, which knows the wrapped heights).
    pub fn scroll_up(&mut self, rows: usize) {
        self.pending -= rows as isize;
    }

    /// Scrolls down by `rows`; reaching the bottom follows new text again.
    pub fn scroll_down(&mut self, rows: usize) {
        self.pending += rows as isize;
    }

    /// Back to the newest message, following the stream, nothing selected.
    pub fn follow(&mut self) {
        *self = ConversationState::default();
    }

    /// Whether the view sticks to the bottom as text arrives.
    pub fn is_following(&self) -> bool {
        !self.detached
    }

    /// Selects the previous message (the newest when none is selected).
    pub fn select_previous(&mut self, len: usize) {
        self.selected = match self.selected {
            _ if len == 0 => None,
            None => Some(len - 1),
            Some(i) => Some(i.saturating_sub(1)),
        };
    }

    /// Selects the next message; past the newest, selection ends and the view follows.
    pub fn select_next(&mut self, len: usize) {
        match self.selected {
            Some(i) if i + 1 < len => self.selected = Some(i + 1),
            _ => self.follow(),
        }
    }
}

/// The conversation view.
#[derive(Debug)]
pub struct Conversation<'a> {
    /// The messages, oldest first.
    pub messages: &'a [Message],
    /// Styles.
    pub theme: &'a Theme,
    /// Shown centred when there are no messages.
    pub empty_hint: &'a str,
    /// The code block `y` will copy: (message, block counted from 0), marked with a heavy bar.
    pub copy_target: Option<(usize, usize)>,
    /// Draw answers' markdown (`false`: as written, the raw view).
    pub markdown: bool,
}

impl Conversation<'_> {
    fn lines(&self, i: usize, width: usize) -> Vec<Line<'static>> {
        let target = self.copy_target.filter(|(m, _)| *m == i).map(|(_, b)| b);
        self.messages[i].lines(width, self.theme, target, self.markdown)
    }

    fn height(&self, i: usize, width: usize) -> usize {
        self.lines(i, width).len()
    }

    /// Anchor so that message `last` ends at the bottom of a `height`-row view.
    fn anchor_ending_at(&self, last: usize, width: usize, height: usize) -> (usize, usize) {
        let mut rows = 0;
        let mut i = last + 1;
        while i > 0 {
            i -= 1;
            rows += self.height(i, width);
            if rows >= height {
                return (i, rows - height);
            }
        }
        (0, 0)
    }
}

impl StatefulWidget for &Conversation<'_> {
    type State = ConversationState;

    fn render(self, area: Rect, buf: &mut Buffer, state: &mut ConversationState) {
        if area.is_empty() {
            return;
        }
        if self.messages.is_empty() {
            let hint = DisplayText::single_line(self.empty_hint);
            let x = area.x + (area.width.saturating_sub(hint.width() as u16)) / 2;
            let line = hint.to_lines(self.theme[Slot::Muted]).remove(0);
            buf.set_line(x, area.y + area.height / 2, &line, area.width);
            return;
        }
        let width = (area.width as usize).saturating_sub(1);
        let height = area.height as usize;
        let last = self.messages.len() - 1;
        state.selected = state.selected.map(|s| s.min(last));
        if !state.detached {
            (state.top, state.top_row) = self.anchor_ending_at(last, width, height);
        }
        state.top = state.top.min(last);
        // Apply deferred scrolling.
        let mut pending = std::mem::take(&mut state.pending);
        while pending < 0 {
            if state.top_row > 0 {
                let step = state.top_row.min(pending.unsigned_abs());
                state.top_row -= step;
                pending += step as isize;
            } else if state.top > 0 {
                state.top -= 1;
                state.top_row = self.height(state.top, width);
            } else {
                pending = 0;
            }
            state.detached = true;
        }
        let bottom = self.anchor_ending_at(last, width, height);
        if pending > 0 {
            let mut rows_left = pending as usize;
            while rows_left > 0 && (state.top, state.top_row) < bottom {
                let h = self.height(state.top, width);
                if state.top_row + 1 < h {
                    state.top_row += 1;
                } else {
                    state.top += 1;
                    state.top_row = 0;
                }
                rows_left -= 1;
            }
        }
        // Keep the selection on screen.
        if let Some(sel) = state.selected {
            if (sel, 0) < (state.top, state.top_row) {
                (state.top, state.top_row) = (sel, 0);
            } else {
                let end = self.anchor_ending_at(sel, width, height);
                if end > (state.top, state.top_row) {
                    (state.top, state.top_row) = end;
                }
            }
        }
        if (state.top, state.top_row) >= bottom {
            (state.top, state.top_row) = bottom;
            state.detached = state.selected.is_some();
        } else {
            state.detached = true;
        }
        // Draw from the anchor down.
        let mut y = 0;
        let mut i = state.top;
        let mut skip = state.top_row;
        while y < height && i <= last {
            let selected = state.selected == Some(i);
            let gutter = if selected {
                Span::styled("▌", self.theme[Slot::BorderFocus])
            } else {
                Span::raw(" ")
            };
            for line in self.lines(i, width).into_iter().skip(skip) {
                if y >= height {
                    break;
                }
                let row = area.y + y as u16;
                buf.set_span(area.x, row, &gutter, 1);
                buf.set_line(area.x + 1, row, &line, area.width - 1);
                if selected {
                    buf.set_style(
                        Rect::new(area.x + 1, row, area.width - 1, 1),
                        self.theme[Slot::Selection],
                    );
                }
                y += 1;
            }
            skip = 0;
            i += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn theme() -> Theme {
        Theme::plain("test")
    }

    fn render(messages: &[Message], state: &mut ConversationState, w: u16, h: u16) -> Buffer {
        let theme = theme();
        let view = Conversation {
            messages,
            theme: &theme,
            empty_hint: "say something",
            copy_target: None,
            markdown: false,
        };
        let mut buf = Buffer::empty(Rect::new(0, 0, w, h));
        (&view).render(buf.area, &mut buf, state);
        buf
    }

    fn answer(text: &str, badges: Vec<Badge>) -> Message {
        Message { badges, ..Message::new(Speaker::Assistant, text) }
    }

    #[test]
    fn shows_messages_with_badges_and_follows_the_bottom() {
        let messages = [
            Message::new(Speaker::User, "hi"),
            answer("hello there", vec![Badge::Committed { seq: 42 }, Badge::Retried]),
        ];
        let buf = render(&messages, &mut ConversationState::default(), 30, 6);
        assert_eq!(
            buf,
            Buffer::with_lines([
                " you                          ",
                " hi                           ",
                "                              ",
                " keel  ✓ #42  ⟳ retried       ",
                " hello there                  ",
                "                              ",
            ])
        );
    }

    #[test]
    fn every_badge_has_its_glyph() {
        let labels: Vec<String> = [
            Badge::Committed { seq: 7 },
            Badge::Retried,
            Badge::Refused { rule: "no-medical-dosage".into() },
            Badge::Held,
            Badge::Drift,
            Badge::LowConfidence,
            Badge::CircuitBreak,
        ]
        .iter()
        .map(|b| b.label().0)
        .collect();
        assert_eq!(
            labels,
            [
                "✓ #7",
                "⟳ retried",
                "✗ refused: no-medical-dosage",
                "⏸ held",
                "⚠ drift",
                "⚠ low confidence",
                "⛔ circuit break"
            ]
        );
    }

    #[test]
    fn pending_drafts_are_marked_and_dimmed() {
        let mut theme = theme();
        theme.set(Slot::Pending, Style::new().add_modifier(Modifier::DIM));
        let messages = [Message { pending: true, ..Message::new(Speaker::Assistant, "draft") }];
        let view = Conversation {
            messages: &messages,
            theme: &theme,
            empty_hint: "",
            copy_target: None,
            markdown: false,
        };
        let mut buf = Buffer::empty(Rect::new(0, 0, 20, 3));
        (&view).render(buf.area, &mut buf, &mut ConversationState::default());
        let mut expected = Buffer::with_lines([
            " keel  … pending    ",
            " draft              ",
            "                    ",
        ]);
        expected.set_style(Rect::new(5, 0, 11, 1), Style::new().add_modifier(Modifier::DIM));
        expected.set_style(Rect::new(1, 1, 5, 1), Style::new().add_modifier(Modifier::DIM));
        assert_eq!(buf, expected);
    }

    #[test]
    fn low_confidence_chunks_are_underlined() {
        let mut theme = theme();
        theme.set(Slot::LowConfidence, Style::new().add_modifier(Modifier::UNDERLINED));
        let mut msg = answer("", vec![]);
        msg.chunks = vec![
            Chunk { text: "sure ".into(), low_confidence: false },
            Chunk { text: "maybe".into(), low_confidence: true },
        ];
        let lines = msg.lines(20, &theme, None, false);
        assert_eq!(lines[1].spans[1].content, "maybe");
        assert!(lines[1].spans[1].style.add_modifier.contains(Modifier::UNDERLINED));
        assert!(!lines[1].spans[0].style.add_modifier.contains(Modifier::UNDERLINED));
    }

    #[test]
    fn code_blocks_lists_and_wide_text_wrap() {
        let text = "Steps:\n- first item wraps here\n```\nfn main() {}\n```\n日本語の文章ですね";
        let buf = render(&[answer(text, vec![])], &mut ConversationState::default(), 17, 10);
        assert_eq!(
            buf,
            Buffer::with_lines([
                " keel            ",
                " Steps:          ",
                " - first item    ",
                "   wraps here    ",
                " ```             ",
                " │ fn main() {}  ",
                " ```             ",
                " 日本語の文章です",
                " ね              ",
                "                 ",
            ])
        );
    }

    #[test]
    fn code_blocks_are_found_as_drawn_and_the_target_is_marked() {
        let text = "Run:\n```sh\ncargo build\ncargo test\n```\nthen\n  ```\nfn main() {}\n";
        let blocks = code_blocks(text);
        assert_eq!(
            blocks,
            [
                CodeBlock { lang: "sh".into(), text: "cargo build\ncargo test".into() },
                CodeBlock { lang: String::new(), text: "fn main() {}".into() },
            ]
        );
        assert!(code_blocks("no code here").is_empty());
        let theme = theme();
        let messages = [answer(text, vec![])];
        let view = Conversation {
            messages: &messages,
            theme: &theme,
            empty_hint: "",
            copy_target: Some((0, 1)),
            markdown: false,
        };
        let mut buf = Buffer::empty(Rect::new(0, 0, 20, 14));
        (&view).render(buf.area, &mut buf, &mut ConversationState::default());
        let rows: Vec<String> =
            (0..14).map(|y| (0..20).map(|x| buf[(x, y)].symbol().to_owned()).collect()).collect();
        assert!(rows.iter().any(|r| r.starts_with(" │ cargo build")), "{rows:?}");
        assert!(rows.iter().any(|r| r.starts_with(" ┃ fn main() {}")), "{rows:?}");
    }

    #[test]
    fn messages_on_an_earlier_branch_are_marked_and_edits_say_what_they_edit() {
        let messages = [
            Message { aside: true, ..Message::new(Speaker::User, "old") },
            Message {
                badges: vec![Badge::Branch { edits: 1 }],
                ..Message::new(Speaker::User, "new")
            },
        ];
        let buf = render(&messages, &mut ConversationState::default(), 36, 6);
        assert_eq!(
            buf,
            Buffer::with_lines([
                " you  (earlier branch)              ",
                " old                                ",
                "                                    ",
                " you  ↳ edit of message 1           ",
                " new                                ",
                "                                    ",
            ])
        );
    }

    #[test]
    fn markdown_answers_are_drawn_with_their_markup_taken_in() {
        let theme = theme();
        let text =
            "## Plan\nUse **cargo** and `test`.\n| a | b |\n|---|---|\n```rust\nfn main() {}\n```";
        let m = answer(text, vec![]);
        let rows = |markdown: bool| -> Vec<String> {
            m.lines(40, &theme, None, markdown)
                .iter()
                .map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect())
                .collect()
        };
        let drawn = rows(true);
        assert_eq!(drawn[1..6], ["Plan", "Use cargo and test.", "a │ b", "──┼──", "```rust"]);
        assert_eq!(drawn[6], "│ fn main() {}");
        let raw = rows(false);
        assert_eq!(raw[1..3], ["## Plan", "Use **cargo** and `test`."]);
        // The code is highlighted: more than one colour in the block's row.
        let code_row = &m.lines(40, &theme, None, true)[6];
        let colours: std::collections::HashSet<_> =
            code_row.spans.iter().filter_map(|s| s.style.fg).collect();
        assert!(colours.len() > 1, "{code_row:?}");
        // A user's message is drawn as typed.
        let user = Message::new(Speaker::User, "**not bold**");
        let typed = user.lines(40, &theme, None, true);
        assert_eq!(
            typed[1].spans.iter().map(|s| s.content.as_ref()).collect::<String>(),
            "**not bold**"
        );
    }

    #[test]
    fn hostile_text_inside_markdown_and_code_fences_stays_inert() {
        let theme = theme();
        let text = "**bold \x1b[2J** `\u{202e}x`\n```sh\necho \x1b]0;title\x07 \x1b[31mred\n```";
        let m = answer(text, vec![]);
        let drawn: String = m
            .lines(60, &theme, None, true)
            .iter()
            .flat_map(|l| l.spans.iter().map(|s| s.content.to_string()))
            .collect();
        assert!(!drawn.chars().any(|c| c.is_control() || c == '\u{202e}'), "{drawn:?}");
        assert!(
            drawn.contains("␛[2J") && drawn.contains("⟨RLO⟩") && drawn.contains("␛]0;title␇"),
            "{drawn:?}"
        );
    }

    #[test]
    fn hostile_text_renders_inertly() {
        let buf = render(
            &[answer("\x1b[2J\x1b]0;t\x07\u{202e}x\0", vec![])],
            &mut ConversationState::default(),
            24,
            3,
        );
        assert_eq!(
            buf,
            Buffer::with_lines([
                " keel                   ",
                " ␛[2J␛]0;t␇⟨RLO⟩x␀      ",
                "                        "
            ])
        );
    }

    #[test]
    fn scrolling_up_detaches_and_down_reattaches() {
        let messages: Vec<Message> =
            (0..20).map(|i| Message::new(Speaker::User, format!("m{i}"))).collect();
        let mut state = ConversationState::default();
        render(&messages, &mut state, 10, 3);
        assert!(state.is_following());
        state.scroll_up(6);
        let buf = render(&messages, &mut state, 10, 3);
        assert!(!state.is_following());
        assert_eq!(buf, Buffer::with_lines([" you      ", " m17      ", "          "]));
        state.scroll_down(100);
        let buf = render(&messages, &mut state, 10, 3);
        assert!(state.is_following());
        assert_eq!(buf, Buffer::with_lines([" you      ", " m19      ", "          "]));
    }

    #[test]
    fn selection_scrolls_into_view_and_is_marked() {
        let messages: Vec<Message> =
            (0..20).map(|i| Message::new(Speaker::User, format!("m{i}"))).collect();
        let mut state = ConversationState { selected: Some(3), ..ConversationState::default() };
        let buf = render(&messages, &mut state, 8, 3);
        assert_eq!(buf.cell((0, 0)).unwrap().symbol(), "▌");
        assert_eq!(buf.cell((1, 1)).unwrap().symbol(), "m");
        assert_eq!(buf.cell((2, 1)).unwrap().symbol(), "3");
        state.select_next(20);
        assert_eq!(state.selected, Some(4));
        state.selected = Some(19);
        state.select_next(20);
        assert_eq!(state.selected, None);
        assert!(state.is_following());
    }

    #[test]
    fn empty_conversation_shows_the_hint() {
        let buf = render(&[], &mut ConversationState::default(), 17, 3);
        assert_eq!(
            buf,
            Buffer::with_lines(["                 ", "  say something  ", "                 "])
        );
    }

    #[test]
    fn degenerate_areas_draw_nothing_outside() {
        let theme = theme();
        let messages = [
            Message::new(Speaker::User, "hi"),
            answer("hello there", vec![Badge::Committed { seq: 42 }, Badge::Retried]),
        ];
        for (markdown, messages) in
            [(false, &messages[..]), (true, &messages[..]), (false, &[][..])]
        {
            crate::test_support::assert_draws_within_degenerate_areas(|area, buf| {
                let view = Conversation {
                    messages,
                    theme: &theme,
                    empty_hint: "say something",
                    copy_target: None,
                    markdown,
                };
                (&view).render(area, buf, &mut ConversationState::default());
            });
        }
    }
}
