//! `DisplayText`: untrusted text made safe and measurable for the terminal.
//!
//! Model answers, DER fields and file names may contain bytes that a terminal would execute:
//! `ESC [2J` clears the screen, `ESC ]0;…BEL` retitles the window, RTL overrides reorder what
//! the user reads, NUL and other C0/C1 controls do worse. `DisplayText` replaces each of them by
//! a visible stand-in — the Unicode control picture (`␛`, `␀`, `␇`…) or a bracketed name
//! (`⟨RLO⟩`, `⟨U+009B⟩`) — styled with the theme's `escape` slot, so the user sees exactly what
//! was sent and nothing is executed. Tabs expand to the next multiple of [`TAB_WIDTH`], CR LF and
//! LF end lines, a lone CR is shown. Widths are terminal columns (CJK and emoji are 2), measured
//! per grapheme cluster the way ratatui's buffer measures them, and wrapping never splits a
//! grapheme.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use unicode_segmentation::UnicodeSegmentation;
use unicode_width::UnicodeWidthStr;

/// Columns per tab stop.
pub const TAB_WIDTH: usize = 4;

/// A run of text with one style; `escaped` runs are stand-ins for characters that were not shown
/// as themselves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Segment {
    /// The text to draw (already safe).
    pub text: String,
    /// The style the producer asked for (patched over the base style when drawn).
    pub style: Style,
    /// A stand-in for a control, escape or bidi character.
    pub escaped: bool,
}

/// Sanitised, width-aware text: lines of [`Segment`]s.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct DisplayText {
    lines: Vec<Vec<Segment>>,
    /// Show line breaks as `↵` instead of breaking (table cells, titles).
    single_line: bool,
    /// Style for escaped stand-ins (the theme's `escape` slot).
    escape_style: Style,
}

impl DisplayText {
    /// Sanitises `text` (multi-line).
    pub fn new(text: &str) -> DisplayText {
        let mut t = DisplayText::default();
        t.push(text, Style::new());
        t
    }

    /// Sanitises `text` onto one line: line breaks become a visible `↵`.
    pub fn single_line(text: &str) -> DisplayText {
        let mut t = DisplayText { single_line: true, ..DisplayText::default() };
        t.push(text, Style::new());
        t
    }

    /// Sets the style escaped stand-ins are drawn with.
    #[must_use]
    pub fn escape_style(mut self, style: Style) -> DisplayText {
        self.escape_style = style;
        self
    }

    /// Appends `text` with `style`, continuing the current line.
    pub fn push(&mut self, text: &str, style: Style) {
        if self.lines.is_empty() {
            self.lines.push(Vec::new());
        }
        let mut chars = text.chars().peekable();
        let mut plain = String::new();
        while let Some(c) = chars.next() {
            if c == '\r' && chars.peek() == Some(&'\n') {
                continue;
            }
            if c == '\n' && !self.single_line {
                self.flush(&mut plain, style);
                self.lines.push(Vec::new());
                continue;
            }
            if c == '\t' {
                let column = self.current_width() + plain.width();
                let spaces = TAB_WIDTH - column % TAB_WIDTH;
                plain.extend(std::iter::repeat_n(' ', spaces));
                continue;
            }
            if let Some(stand_in) = stand_in(c) {
                self.flush(&mut plain, style);
                self.current().push(Segment { text: stand_in, style, escaped: true });
                continue;
            }
            plain.push(c);
        }
        self.flush(&mut plain, style);
    }

    fn flush(&mut self, plain: &mut String, style: Style) {
        if plain.is_empty() {
            return;
        }
        let line = self.current();
        match line.last_mut() {
            Some(last) if !last.escaped && last.style == style => last.text.push_str(plain),
            _ => line.push(Segment { text: plain.clone(), style, escaped: false }),
        }
        plain.clear();
    }

    fn current(&mut self) -> &mut Vec<Segment> {
        if self.lines.is_empty() {
            self.lines.push(Vec::new());
        }
        self.lines.last_mut().expect("just ensured")
    }

    fn current_width(&self) -> usize {
        self.lines.last().map_or(0, |l| l.iter().map(|s| s.text.width()).sum())
    }

    /// The logical lines (before wrapping).
    pub fn lines(&self) -> &[Vec<Segment>] {
        &self.lines
    }

    /// Widest logical line, in columns.
    pub fn width(&self) -> usize {
        self.lines.iter().map(|l| l.iter().map(|s| s.text.width()).sum()).max().unwrap_or(0)
    }

    /// The text as drawn, lines joined with `\n` (tests, copy-out of what the user saw).
    pub fn to_plain(&self) -> String {
        let lines: Vec<String> =
            self.lines.iter().map(|l| l.iter().map(|s| s.text.as_str()).collect()).collect();
        lines.join("\n")
    }

    /// The logical lines as ratatui lines, each segment's style patched over `base`.
    pub fn to_lines(&self, base: Style) -> Vec<Line<'static>> {
        self.lines.iter().map(|l| self.line(l, base)).collect()
    }

    /// Wrapped to `width` columns: breaks after spaces where it can, inside words only when a
    /// word is wider than the line; a grapheme is never split and a wide one never straddles the
    /// edge. An empty logical line stays one empty row.
    pub fn wrap(&self, width: usize, base: Style) -> Vec<Line<'static>> {
        let width = width.max(1);
        let mut out = Vec::new();
        for line in &self.lines {
            for row in wrap_line(line, width) {
                out.push(self.line(&row, base));
            }
        }
        out
    }

    /// Logical line `index` wrapped to `width` (see [`wrap`](Self::wrap)); empty when there is
    /// no such line.
    pub fn wrap_line(&self, index: usize, width: usize, base: Style) -> Vec<Line<'static>> {
        self.lines.get(index).map_or_else(Vec::new, |l| {
            wrap_line(l, width.max(1)).iter().map(|row| self.line(row, base)).collect()
        })
    }

    /// Logical line `index` as drawn, without styles.
    pub fn line_plain(&self, index: usize) -> String {
        self.lines
            .get(index)
            .map_or_else(String::new, |l| l.iter().map(|s| s.text.as_str()).collect())
    }

    /// Number of rows [`wrap`](Self::wrap) produces at `width`.
    pub fn wrapped_height(&self, width: usize) -> usize {
        let width = width.max(1);
        self.lines.iter().map(|l| wrap_line(l, width).len()).sum()
    }

    fn line(&self, segments: &[Segment], base: Style) -> Line<'static> {
        Line::from(
            segments
                .iter()
                .map(|s| {
                    let mut style = base.patch(s.style);
                    if s.escaped {
                        style = style.patch(self.escape_style);
                    }
                    Span::styled(s.text.clone(), style)
                })
                .collect::<Vec<_>>(),
        )
    }
}

impl Widget for &DisplayText {
    /// Draws the text wrapped to the area, clipped at its bottom.
    fn render(self, area: Rect, buf: &mut Buffer) {
        for (row, line) in self.wrap(area.width as usize, Style::new()).iter().enumerate() {
            if row >= area.height as usize {
                break;
            }
            buf.set_line(area.x, area.y + row as u16, line, area.width);
        }
    }
}

/// One grapheme of a row being built.
struct Cell<'a> {
    text: &'a str,
    width: usize,
    segment: usize,
}

fn wrap_line(line: &[Segment], width: usize) -> Vec<Vec<Segment>> {
    let mut rows: Vec<Vec<Cell<'_>>> = vec![Vec::new()];
    let mut row_width = 0;
    for (index, segment) in line.iter().enumerate() {
        // Stand-ins are atomic: `⟨RLO⟩` is never split across rows.
        let graphemes: Vec<&str> = if segment.escaped {
            vec![segment.text.as_str()]
        } else {
            segment.text.graphemes(true).collect()
        };
        for g in graphemes {
            let w = g.width();
            if row_width + w > width && row_width > 0 {
                if g == " " {
                    rows.push(Vec::new());
                    row_width = 0;
                    continue;
                }
                let row = rows.last_mut().expect("rows is never empty");
                // Break after the last space that follows some text (not inside an indent).
                let space = row.iter().rposition(|c| c.text == " ");
                let carried = match space {
                    Some(space) if row[..space].iter().any(|c| c.text != " ") => {
                        let tail = row.split_off(space + 1);
                        row.pop();
                        tail
                    }
                    _ => Vec::new(),
                };
                row_width = carried.iter().map(|c| c.width).sum();
                rows.push(carried);
            }
            rows.last_mut().expect("rows is never empty").push(Cell {
                text: g,
                width: w,
                segment: index,
            });
            row_width += w;
        }
    }
    rows.into_iter()
        .map(|cells| {
            let mut out: Vec<Segment> = Vec::new();
            let mut last = usize::MAX;
            for cell in cells {
                if cell.segment == last {
                    out.last_mut().expect("same segment as last").text.push_str(cell.text);
                } else {
                    let s = &line[cell.segment];
                    out.push(Segment {
                        text: cell.text.to_owned(),
                        style: s.style,
                        escaped: s.escaped,
                    });
                    last = cell.segment;
                }
            }
            out
        })
        .collect()
}

/// `text` made inert the way [`DisplayText`] shows it, for text that leaves keel (the clipboard):
/// every character that must not reach a terminal as itself becomes its visible stand-in, and
/// only line breaks (LF; CR LF becomes LF) and tabs are kept as themselves. Pasting the result
/// into a terminal executes nothing and reorders nothing.
pub fn inert(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\r' && chars.peek() == Some(&'\n') {
            continue;
        }
        match c {
            '\n' | '\t' => out.push(c),
            _ => match stand_in(c) {
                Some(shown) => out.push_str(&shown),
                None => out.push(c),
            },
        }
    }
    out
}

/// The visible stand-in for a character that must not reach the terminal as itself.
fn stand_in(c: char) -> Option<String> {
    let named = |name: &str| Some(format!("⟨{name}⟩"));
    match c {
        '\n' => Some("↵".into()),
        // C0 controls: the Unicode control pictures U+2400..U+241F.
        '\0'..='\x1f' => char::from_u32(0x2400 + c as u32).map(String::from),
        '\x7f' => Some("␡".into()),
        // C1 controls (U+0085 NEL and U+009B CSI included) and interlinear annotation marks.
        '\u{80}'..='\u{9f}' | '\u{fff9}'..='\u{fffb}' => Some(format!("⟨U+{:04X}⟩", c as u32)),
        '\u{200e}' => named("LRM"),
        '\u{200f}' => named("RLM"),
        '\u{061c}' => named("ALM"),
        '\u{202a}' => named("LRE"),
        '\u{202b}' => named("RLE"),
        '\u{202c}' => named("PDF"),
        '\u{202d}' => named("LRO"),
        '\u{202e}' => named("RLO"),
        '\u{2066}' => named("LRI"),
        '\u{2067}' => named("RLI"),
        '\u{2068}' => named("FSI"),
        '\u{2069}' => named("PDI"),
        '\u{200b}' => named("ZWSP"),
        '\u{2028}' => named("LS"),
        '\u{2029}' => named("PS"),
        '\u{feff}' => named("BOM"),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::style::{Color, Modifier};

    fn plain(s: &str) -> String {
        DisplayText::new(s).to_plain()
    }

    fn rows(s: &str, width: usize) -> Vec<String> {
        DisplayText::new(s).wrap(width, Style::new()).iter().map(ToString::to_string).collect()
    }

    #[test]
    fn ordinary_text_is_unchanged() {
        assert_eq!(plain("hello, world — ça va? 日本語 👍"), "hello, world — ça va? 日本語 👍");
        assert_eq!(DisplayText::new("a\nb").lines().len(), 2);
    }

    #[test]
    fn ansi_escapes_are_shown_not_executed() {
        assert_eq!(plain("\x1b[2Jcleared?"), "␛[2Jcleared?");
        assert_eq!(plain("\x1b[31mred\x1b[0m"), "␛[31mred␛[0m");
        assert_eq!(plain("\x1b]0;title\x07"), "␛]0;title␇");
        assert_eq!(plain("\x1b]52;c;aGk=\x1b\\"), "␛]52;c;aGk=␛\\");
        assert_eq!(plain("\u{9b}2J"), "⟨U+009B⟩2J");
    }

    #[test]
    fn nul_bell_backspace_del_and_lone_cr_are_visible() {
        assert_eq!(plain("a\0b\x07c\x08d\x7fe"), "a␀b␇c␈d␡e");
        assert_eq!(plain("over\rwrite"), "over␍write");
        assert_eq!(plain("dos\r\nline"), "dos\nline");
    }

    #[test]
    fn bidi_and_invisible_format_characters_are_named() {
        assert_eq!(plain("abc\u{202e}def\u{202c}"), "abc⟨RLO⟩def⟨PDF⟩");
        assert_eq!(plain("\u{2066}\u{2067}\u{2068}\u{2069}"), "⟨LRI⟩⟨RLI⟩⟨FSI⟩⟨PDI⟩");
        assert_eq!(
            plain("\u{200e}\u{200f}\u{61c}\u{202a}\u{202b}\u{202d}"),
            "⟨LRM⟩⟨RLM⟩⟨ALM⟩⟨LRE⟩⟨RLE⟩⟨LRO⟩"
        );
        assert_eq!(plain("a\u{200b}b\u{feff}"), "a⟨ZWSP⟩b⟨BOM⟩");
    }

    #[test]
    fn no_control_or_bidi_character_survives() {
        let dangerous = |c: char| {
            c.is_control() && c != '\n'
                || matches!(c, '\u{200e}' | '\u{200f}' | '\u{61c}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
        };
        let all: String = (0u32..0x3000).filter_map(char::from_u32).collect();
        let shown = DisplayText::new(&all);
        for line in shown.lines() {
            for segment in line {
                assert!(!segment.text.chars().any(dangerous), "{:?}", segment.text);
            }
        }
        let one = DisplayText::single_line("a\nb\r\nc");
        assert_eq!(one.to_plain(), "a↵b↵c");
        assert_eq!(one.lines().len(), 1);
    }

    #[test]
    fn inert_text_keeps_line_breaks_and_tabs_and_nothing_else_raw() {
        assert_eq!(
            inert("a\x1b[31mb\r\nc\td\0e\u{202e}f\rg\u{9b}"),
            "a␛[31mb\nc\td␀e⟨RLO⟩f␍g⟨U+009B⟩"
        );
        let all: String = (0u32..0x3000).filter_map(char::from_u32).collect();
        let kept = inert(&all);
        let raw = kept
            .chars()
            .filter(|c| !matches!(c, '\n' | '\t'))
            .find(|&c| c.is_control() || stand_in(c).is_some());
        assert_eq!(raw, None, "a raw control or bidi character survived");
        assert_eq!(inert("plain text, 日本語 👍"), "plain text, 日本語 👍");
    }

    #[test]
    fn tabs_expand_to_the_next_stop() {
        assert_eq!(plain("a\tb"), "a   b");
        assert_eq!(plain("abcd\tx"), "abcd    x");
        assert_eq!(plain("\t\tx"), "        x");
        assert_eq!(plain("日\tx"), "日  x");
    }

    #[test]
    fn widths_count_terminal_columns() {
        assert_eq!(DisplayText::new("日本語").width(), 6);
        assert_eq!(DisplayText::new("👍").width(), 2);
        assert_eq!(DisplayText::new("e\u{301}").width(), 1);
        assert_eq!(DisplayText::new("ab\ncdef").width(), 4);
        assert_eq!(DisplayText::new("\x1b").width(), 1);
    }

    #[test]
    fn wraps_at_spaces_and_never_splits_wide_characters() {
        assert_eq!(rows("hello world", 5), ["hello", "world"]);
        assert_eq!(rows("the quick brown fox", 10), ["the quick", "brown fox"]);
        assert_eq!(rows("abcdefghij", 4), ["abcd", "efgh", "ij"]);
        assert_eq!(rows("日本語テキスト", 5), ["日本", "語テ", "キス", "ト"]);
        assert_eq!(rows("a👍b👍", 3), ["a👍", "b👍"]);
        assert_eq!(rows("x\n\ny", 5), ["x", "", "y"]);
        assert_eq!(DisplayText::new("日本語テキスト").wrapped_height(5), 4);
        for row in rows("混合 text と emoji 🎉 and 中文字符 wrapping here", 7) {
            assert!(UnicodeWidthStr::width(row.as_str()) <= 7, "{row:?}");
        }
    }

    #[test]
    fn stand_ins_are_never_split() {
        assert_eq!(rows("ab\u{202e}", 4), ["ab", "⟨RLO⟩"]);
    }

    #[test]
    fn escaped_segments_take_the_escape_style() {
        let escape = Style::new().fg(Color::Red).add_modifier(Modifier::REVERSED);
        let text = DisplayText::new("a\x1bb").escape_style(escape);
        let line = &text.to_lines(Style::new().fg(Color::White))[0];
        assert_eq!(line.spans.len(), 3);
        assert_eq!(line.spans[1].content, "␛");
        assert_eq!(
            line.spans[1].style,
            Style::new().fg(Color::Red).add_modifier(Modifier::REVERSED)
        );
        assert_eq!(line.spans[0].style, Style::new().fg(Color::White));
    }

    #[test]
    fn renders_inertly_into_a_buffer() {
        let text = DisplayText::new("\x1b[2J\x1b]0;pwn\x07\n\u{202e}abc\0");
        let mut buf = Buffer::empty(Rect::new(0, 0, 12, 3));
        (&text).render(buf.area, &mut buf);
        assert_eq!(buf, Buffer::with_lines(["␛[2J␛]0;pwn␇", "⟨RLO⟩abc␀  ", "            "]));
    }

    #[test]
    fn degenerate_areas_draw_nothing_outside() {
        let text = DisplayText::new("wide 日本語 and \x1b[2J\nsecond line");
        crate::test_support::assert_draws_within_degenerate_areas(|area, buf| {
            (&text).render(area, buf);
        });
    }
}
