//! Markdown in the conversation, drawn as styled text: `**strong**`, `*emphasis*`,
//! `~~struck~~`, `` `code` ``, links as "text (url)", headings in bold without their `#`s, table
//! rows with `│` between cells and their separator row as a rule, and fenced code highlighted per
//! language. Lines are parsed one at a time (pulldown-cmark on the line's inline content): the
//! conversation renderer already handles fences, list indents and wrapping line by line, and a
//! streaming answer is re-parsed cheaply. Everything here is styled *text*: the renderer passes
//! it through `DisplayText`, so a control character inside emphasis or a code block is still
//! shown inertly. Why these crates: `docs/decisions-tui.md` ("Markdown").

use std::sync::OnceLock;

use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};
use ratatui::style::{Color, Modifier, Style};
use syntect::easy::HighlightLines;
use syntect::highlighting::{Theme as SyntaxTheme, ThemeSet};
use syntect::parsing::SyntaxSet;
use syntect::util::LinesWithEndings;
use unicode_width::UnicodeWidthStr;

/// A run of text and the style it is drawn with (patched over the line's base style).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Styled {
    pub text: String,
    pub style: Style,
}

fn run(text: impl Into<String>, style: Style) -> Styled {
    Styled { text: text.into(), style }
}

/// Heading level of `line` (`# ` … `###### `), and the text after the marks.
fn heading(line: &str) -> Option<&str> {
    let marks = line.chars().take_while(|&c| c == '#').count();
    (1..=6).contains(&marks).then(|| line[marks..].strip_prefix(' ')).flatten()
}

/// A list marker (`- `, `* `, `+ `, `12. `, `3) `) at the start of `line`, and its length.
fn list_marker(line: &str) -> Option<usize> {
    if ["- ", "* ", "+ "].iter().any(|m| line.starts_with(m)) {
        return Some(2);
    }
    let digits = line.chars().take_while(char::is_ascii_digit).count();
    let rest = &line[digits..];
    (digits > 0 && (rest.starts_with(". ") || rest.starts_with(") "))).then_some(digits + 2)
}

/// One line outside code fences as styled runs. `code` styles code spans, `link` a link's URL;
/// a table row's cells are padded to `widths` (see [`table_widths`]; empty: no padding). The
/// runs' text is the line's text less the markup; a line markdown does not change (or that it
/// would drop) comes back as one plain run.
pub fn inline(line: &str, code: Style, link: Style, widths: &[usize]) -> Vec<Styled> {
    let lead = &line[..line.len() - line.trim_start().len()];
    let rest = line.trim_start();
    let mut out = vec![run(lead, Style::new())];
    if let Some(text) = heading(rest) {
        out.extend(
            spans(text, code, link)
                .into_iter()
                .map(|s| run(s.text, s.style.add_modifier(Modifier::BOLD))),
        );
    } else if let Some(cells) = table_row(rest) {
        out.extend(cells_of(&cells, code, link, widths));
    } else if let Some(n) = list_marker(rest) {
        out.push(run(&rest[..n], Style::new()));
        out.extend(spans(&rest[n..], code, link));
    } else if let Some(quoted) = rest.strip_prefix("> ") {
        out.push(run("> ", Style::new()));
        out.extend(spans(quoted, code, link));
    } else {
        out.extend(spans(rest, code, link));
    }
    out.retain(|s| !s.text.is_empty());
    out
}

/// The cells of a table row (`| a | b |`), or `None` when `line` is not one.
fn table_row(line: &str) -> Option<Vec<&str>> {
    let inner = line.strip_prefix('|')?.trim_end().strip_suffix('|')?;
    Some(inner.split('|').map(str::trim).collect())
}

fn is_separator(cells: &[&str]) -> bool {
    cells.iter().all(|c| !c.is_empty() && c.chars().all(|ch| matches!(ch, '-' | ':')))
}

fn width(runs: &[Styled]) -> usize {
    runs.iter().map(|r| UnicodeWidthStr::width(r.text.as_str())).sum()
}

/// The column widths of a table (its rows as consecutive lines): each column as wide as its
/// widest drawn cell, so cells line up.
pub fn table_widths(rows: &[&str], code: Style, link: Style) -> Vec<usize> {
    let mut widths: Vec<usize> = Vec::new();
    for cells in rows.iter().filter_map(|r| table_row(r.trim_start())) {
        if is_separator(&cells) {
            continue;
        }
        for (i, cell) in cells.iter().enumerate() {
            let w = width(&spans(cell, code, link));
            match widths.get_mut(i) {
                Some(max) => *max = (*max).max(w),
                None => widths.push(w),
            }
        }
    }
    widths
}

/// Whether `line` is a table row.
pub fn is_table_row(line: &str) -> bool {
    table_row(line.trim_start()).is_some()
}

fn cells_of(cells: &[&str], code: Style, link: Style, widths: &[usize]) -> Vec<Styled> {
    let dim = Style::new().add_modifier(Modifier::DIM);
    let wide = |i: usize, own: usize| widths.get(i).copied().unwrap_or(own).max(own);
    // The separator row (`|---|:--:|`) becomes a rule.
    if is_separator(cells) {
        let rule: Vec<String> = cells
            .iter()
            .enumerate()
            .map(|(i, c)| "─".repeat(widths.get(i).copied().unwrap_or(c.chars().count())))
            .collect();
        return vec![run(rule.join("─┼─"), dim)];
    }
    let mut out = Vec::new();
    for (i, cell) in cells.iter().enumerate() {
        if i > 0 {
            out.push(run(" │ ", dim));
        }
        let runs = spans(cell, code, link);
        let pad = wide(i, width(&runs)) - width(&runs);
        out.extend(runs);
        if i + 1 < cells.len() && pad > 0 {
            out.push(run(" ".repeat(pad), Style::new()));
        }
    }
    out
}

/// Inline markup of `text` as styled runs; `text` itself when parsing would drop all of it (a
/// link reference definition, say).
fn spans(text: &str, code: Style, link: Style) -> Vec<Styled> {
    let mut out: Vec<Styled> = Vec::new();
    let mut style = Style::new();
    let mut stack: Vec<Style> = Vec::new();
    let mut url: Option<String> = None;
    let options = Options::ENABLE_STRIKETHROUGH;
    for event in Parser::new_ext(text, options) {
        match event {
            Event::Start(tag) => {
                stack.push(style);
                style = match tag {
                    Tag::Emphasis => style.add_modifier(Modifier::ITALIC),
                    Tag::Strong => style.add_modifier(Modifier::BOLD),
                    Tag::Strikethrough => style.add_modifier(Modifier::CROSSED_OUT),
                    Tag::Link { dest_url, .. } => {
                        url = Some(dest_url.into_string());
                        style.add_modifier(Modifier::UNDERLINED)
                    }
                    _ => style,
                };
            }
            Event::End(tag) => {
                if tag == TagEnd::Link
                    && let Some(u) = url.take()
                    && out.last().is_none_or(|s| s.text != u)
                {
                    out.push(run(format!(" ({u})"), link));
                }
                style = stack.pop().unwrap_or_default();
            }
            // Raw HTML is shown as the text it is.
            Event::Text(t) | Event::Html(t) | Event::InlineHtml(t) => {
                out.push(run(t.into_string(), style));
            }
            Event::Code(t) => out.push(run(t.into_string(), style.patch(code))),
            Event::SoftBreak | Event::HardBreak => out.push(run(" ", style)),
            _ => {}
        }
    }
    if out.iter().all(|s| s.text.trim().is_empty()) && !text.trim().is_empty() {
        return vec![run(text, Style::new())];
    }
    out
}

/// The syntaxes and themes syntect ships, loaded on first use (tens of milliseconds, once).
fn syntaxes() -> &'static SyntaxSet {
    static SET: OnceLock<SyntaxSet> = OnceLock::new();
    SET.get_or_init(SyntaxSet::load_defaults_newlines)
}

fn palette(light: bool) -> &'static SyntaxTheme {
    static THEMES: OnceLock<ThemeSet> = OnceLock::new();
    let themes = THEMES.get_or_init(ThemeSet::load_defaults);
    let name = if light { "InspiredGitHub" } else { "base16-ocean.dark" };
    &themes.themes[name]
}

/// Which colours a code block gets, from the workbench theme's name: the 16-colour theme gets
/// none (its terminals cannot show them), `light` a light palette, every other a dark one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Highlighting {
    Off,
    Dark,
    Light,
}

impl Highlighting {
    pub fn for_theme(name: &str) -> Highlighting {
        match name {
            "ansi16" => Highlighting::Off,
            "light" => Highlighting::Light,
            _ => Highlighting::Dark,
        }
    }
}

/// Highlighted blocks already seen, per thread. The conversation is laid out and drawn on every
/// frame (heights, then the rows on screen), so without this a code block would be highlighted
/// several times a frame on the UI thread; with it, once while its text stays the same.
const MEMO_BLOCKS: usize = 64;

type Block = Option<Vec<Vec<Styled>>>;

thread_local! {
    static MEMO: std::cell::RefCell<std::collections::HashMap<(Highlighting, String, String), Block>> =
        std::cell::RefCell::default();
}

/// The lines of a fenced block in language `lang` (the fence's info string: a name or a file
/// extension), highlighted; `None` for an unknown language or no highlighting (drawn plain).
pub fn highlight(lang: &str, code: &str, how: Highlighting) -> Block {
    let key = (how, lang.to_owned(), code.to_owned());
    if let Some(hit) = MEMO.with(|m| m.borrow().get(&key).cloned()) {
        return hit;
    }
    let block = highlight_uncached(lang, code, how);
    MEMO.with(|m| {
        let mut memo = m.borrow_mut();
        // A streaming answer's growing block leaves stale keys: start over rather than grow.
        if memo.len() >= MEMO_BLOCKS {
            memo.clear();
        }
        memo.insert(key, block.clone());
    });
    block
}

fn highlight_uncached(lang: &str, code: &str, how: Highlighting) -> Block {
    let light = match how {
        Highlighting::Off => return None,
        Highlighting::Dark => false,
        Highlighting::Light => true,
    };
    let lang = lang.split_whitespace().next()?;
    let set = syntaxes();
    let syntax = set.find_syntax_by_token(lang)?;
    let mut h = HighlightLines::new(syntax, palette(light));
    let mut out = Vec::new();
    for line in LinesWithEndings::from(code) {
        let ranges = h.highlight_line(line, set).ok()?;
        out.push(
            ranges
                .into_iter()
                .map(|(s, text)| {
                    let c = s.foreground;
                    run(
                        text.trim_end_matches(['\n', '\r']),
                        Style::new().fg(Color::Rgb(c.r, c.g, c.b)),
                    )
                })
                .filter(|s| !s.text.is_empty())
                .collect(),
        );
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(runs: &[Styled]) -> Vec<(&str, bool, bool)> {
        runs.iter()
            .map(|r| {
                let m = r.style.add_modifier;
                (r.text.as_str(), m.contains(Modifier::BOLD), m.contains(Modifier::ITALIC))
            })
            .collect()
    }

    #[test]
    fn emphasis_strong_code_and_links_lose_their_markup() {
        let code = Style::new().fg(Color::Yellow);
        let link = Style::new().fg(Color::Blue);
        let runs =
            inline("Use **cargo** and *then* `test` — [docs](https://x.dev).", code, link, &[]);
        let plain: String = runs.iter().map(|r| r.text.as_str()).collect();
        assert_eq!(plain, "Use cargo and then test — docs (https://x.dev).");
        assert_eq!(texts(&runs)[1], ("cargo", true, false));
        assert_eq!(texts(&runs)[3], ("then", false, true));
        assert_eq!(runs[5].style, code);
        assert!(runs.iter().any(|r| r.text == " (https://x.dev)" && r.style == link));
    }

    #[test]
    fn headings_lists_quotes_and_tables_keep_their_shape() {
        let s = Style::new();
        let joined =
            |l: &str| inline(l, s, s, &[]).iter().map(|r| r.text.clone()).collect::<String>();
        assert_eq!(joined("## Steps to **follow**"), "Steps to follow");
        assert!(
            inline("## Steps", s, s, &[])
                .iter()
                .all(|r| r.style.add_modifier.contains(Modifier::BOLD))
        );
        assert_eq!(joined("  - item *one*"), "  - item one");
        assert_eq!(joined("12. twelfth"), "12. twelfth");
        assert_eq!(joined("> quoted **x**"), "> quoted x");
        assert_eq!(joined("| a | **b** |"), "a │ b");
        assert_eq!(joined("|---|:--:|"), "────┼─────");
        // A table's columns line up.
        let table = ["| minutes | yolk |", "|---|---|", "| 6 | **runny** |"];
        let widths = table_widths(&table, s, s);
        assert_eq!(widths, [7, 5]);
        let row =
            |l: &str| inline(l, s, s, &widths).iter().map(|r| r.text.clone()).collect::<String>();
        assert_eq!(row(table[0]), "minutes │ yolk");
        assert_eq!(row(table[1]), "────────┼──────");
        assert_eq!(row(table[2]), "6       │ runny");
        // Not markup: unchanged; markup that would vanish: kept as typed.
        assert_eq!(joined("2 * 3 * 4 = 24"), "2 * 3 * 4 = 24");
        assert_eq!(joined("[a]: https://example.com"), "[a]: https://example.com");
        assert_eq!(joined("#hashtag"), "#hashtag");
    }

    #[test]
    fn code_is_highlighted_per_language_and_plain_otherwise() {
        let lines =
            highlight("rust", "fn main() {\n    let x = 1;\n}", Highlighting::Dark).unwrap();
        assert_eq!(lines.len(), 3);
        let first: String = lines[0].iter().map(|r| r.text.as_str()).collect();
        assert_eq!(first, "fn main() {");
        let colours: std::collections::HashSet<_> =
            lines.iter().flatten().filter_map(|r| r.style.fg).collect();
        assert!(colours.len() > 1, "keywords and names differ: {colours:?}");
        assert!(highlight("py", "x = 1", Highlighting::Dark).is_some(), "by extension");
        assert_eq!(highlight("no-such-language", "x", Highlighting::Dark), None);
        assert_eq!(highlight("", "x", Highlighting::Dark), None);
        assert_eq!(highlight("rust", "x", Highlighting::Off), None);
    }
}
