//! The Conscience ledger of one turn: per value its weight, score (−1/0/+1 as a coloured
//! glyph), confidence bar and rationale.

use crate::theme::{Slot, Theme};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use unicode_width::UnicodeWidthStr;

use crate::display_text::DisplayText;

/// One value's assessment.
#[derive(Debug, Clone, PartialEq)]
pub struct LedgerRow {
    /// The value's name in the profile.
    pub value: String,
    /// Its weight in the profile.
    pub weight: f64,
    /// −1 violates, 0 neutral, +1 upholds.
    pub score: i8,
    /// The Conscience's confidence in [0, 1].
    pub confidence: f64,
    /// Why (untrusted model text).
    pub rationale: String,
}

/// The ledger table; `rows: None` draws `empty` (no audit for this turn yet).
#[derive(Debug)]
pub struct LedgerTable<'a> {
    /// The rows, or none yet.
    pub rows: Option<&'a [LedgerRow]>,
    /// Shown when there are no rows.
    pub empty: &'a str,
    /// Styles.
    pub theme: &'a Theme,
}

/// The score glyph and its slot: shape and colour both carry the meaning.
pub fn score_glyph(score: i8) -> (&'static str, Slot) {
    match score.signum() {
        1 => ("▲", Slot::Approve),
        0 => ("●", Slot::Muted),
        _ => ("▼", Slot::Violation),
    }
}

/// A `cells`-wide bar for a value in [0, 1] (`███░░`).
pub fn bar(value: f64, cells: usize) -> String {
    let filled = ((value.clamp(0.0, 1.0) * cells as f64).round() as usize).min(cells);
    format!("{}{}", "█".repeat(filled), "░".repeat(cells - filled))
}

const VALUE_W: usize = 14;

impl Widget for &LedgerTable<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        // `set_line` writes the row at `area.y` whatever the height: an empty area draws nothing.
        if area.is_empty() {
            return;
        }
        let theme = self.theme;
        let Some(rows) = self.rows.filter(|r| !r.is_empty()) else {
            buf.set_line(area.x, area.y, &Line::styled(self.empty, theme[Slot::Muted]), area.width);
            return;
        };
        let header =
            format!("{:<VALUE_W$} {:>4} {} {:<5} {}", "value", "wt", "s", "conf", "rationale");
        buf.set_line(area.x, area.y, &Line::styled(header, theme[Slot::Muted]), area.width);
        for (i, row) in rows.iter().enumerate() {
            let y = area.y + 1 + i as u16;
            if y >= area.bottom() {
                break;
            }
            let name = fit(&DisplayText::single_line(&row.value).to_plain(), VALUE_W);
            let (glyph, slot) = score_glyph(row.score);
            let mut spans = vec![
                Span::styled(format!("{name} {:>4.2} ", row.weight), theme[Slot::Text]),
                Span::styled(glyph, theme[slot]),
                Span::raw(" "),
                Span::styled(bar(row.confidence, 5), theme[Slot::Spirit]),
                Span::raw(" "),
            ];
            let rationale =
                DisplayText::single_line(&row.rationale).escape_style(theme[Slot::Escape]);
            spans.extend(rationale.to_lines(theme[Slot::Muted]).remove(0).spans);
            buf.set_line(area.x, y, &Line::from(spans), area.width);
        }
    }
}

/// `s` cut or padded to exactly `width` columns (`…` marks a cut).
pub fn fit(s: &str, width: usize) -> String {
    if s.width() <= width {
        return format!("{s}{}", " ".repeat(width - s.width()));
    }
    let mut out = String::new();
    for c in s.chars() {
        if out.width() + c.to_string().width() + 1 > width {
            break;
        }
        out.push(c);
    }
    out.push('…');
    format!("{out}{}", " ".repeat(width.saturating_sub(out.width())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_show_glyphs_bars_and_rationales() {
        let theme = Theme::plain("t");
        let rows = [
            LedgerRow {
                value: "honesty".into(),
                weight: 0.4,
                score: 1,
                confidence: 0.9,
                rationale: "cites".into(),
            },
            LedgerRow {
                value: "a-very-long-value-name".into(),
                weight: 0.25,
                score: -1,
                confidence: 0.2,
                rationale: "no\x1b".into(),
            },
            LedgerRow {
                value: "care".into(),
                weight: 0.35,
                score: 0,
                confidence: 0.5,
                rationale: String::new(),
            },
        ];
        let table = LedgerTable { rows: Some(&rows), empty: "no audit yet", theme: &theme };
        let mut buf = Buffer::empty(Rect::new(0, 0, 36, 4));
        table.render(buf.area, &mut buf);
        assert_eq!(
            buf,
            Buffer::with_lines([
                "value            wt s conf  rational",
                "honesty        0.40 ▲ █████ cites   ",
                "a-very-long-v… 0.25 ▼ █░░░░ no␛     ",
                "care           0.35 ● ███░░         ",
            ])
        );
    }

    #[test]
    fn no_rows_shows_the_empty_text() {
        let theme = Theme::plain("t");
        let table = LedgerTable { rows: None, empty: "no audit yet", theme: &theme };
        let mut buf = Buffer::empty(Rect::new(0, 0, 14, 1));
        table.render(buf.area, &mut buf);
        assert_eq!(buf, Buffer::with_lines(["no audit yet  "]));
    }

    #[test]
    fn bars_and_fit_are_exact() {
        assert_eq!(bar(0.0, 5), "░░░░░");
        assert_eq!(bar(1.0, 5), "█████");
        assert_eq!(bar(7.0, 3), "███");
        assert_eq!(fit("日本語", 5), "日本…");
        assert_eq!(fit("ab", 4), "ab  ");
    }

    #[test]
    fn degenerate_areas_draw_nothing_outside() {
        let theme = Theme::plain("t");
        let rows = [LedgerRow {
            value: "honesty".into(),
            weight: 0.4,
            score: 1,
            confidence: 0.9,
            rationale: "cites".into(),
        }];
        crate::test_support::assert_draws_within_degenerate_areas(|area, buf| {
            LedgerTable { rows: Some(&rows), empty: "no audit yet", theme: &theme }
                .render(area, buf);
            LedgerTable { rows: None, empty: "no audit yet", theme: &theme }.render(area, buf);
        });
    }
}
