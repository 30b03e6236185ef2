//! The chain as a table: seq, utc, type, short entry hash, short parent hash, ✓/✗. Only the rows
//! on screen are formatted, so 100k entries draw as fast as 20.

use crate::theme::{Slot, Theme};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::StatefulWidget;

use crate::display_text::DisplayText;
use crate::ledger_table::fit;

/// What verification said about an entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowCheck {
    /// Not verified since it was loaded.
    Unchecked,
    /// Verified.
    Good,
    /// The first bad entry, or after it (not trusted).
    Bad,
}

/// One entry's columns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChainRow {
    /// Sequence number.
    pub seq: u64,
    /// Its time (untrusted).
    pub utc: String,
    /// Entry type (untrusted).
    pub entry_type: String,
    /// Full entry hash.
    pub entry_hash: String,
    /// Full parent hash.
    pub parent_hash: String,
    /// Verification state.
    pub check: RowCheck,
}

/// Selection and scroll.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ChainListState {
    /// Selected row index.
    pub selected: usize,
    /// First visible row.
    pub offset: usize,
}

impl ChainListState {
    /// Moves by `delta` rows within `len`.
    pub fn move_by(&mut self, delta: isize, len: usize) {
        self.selected = self.selected.saturating_add_signed(delta).min(len.saturating_sub(1));
    }
}

/// The table.
#[derive(Debug)]
pub struct ChainList<'a> {
    /// All rows, by seq.
    pub rows: &'a [ChainRow],
    /// Styles.
    pub theme: &'a Theme,
}

/// `0xABCDEF…` shortened to its first `n` hex digits.
pub fn short_hash(h: &str, n: usize) -> String {
    let hex = h.strip_prefix("0x").unwrap_or(h);
    hex.chars().take(n).collect::<String>().to_lowercase()
}

impl StatefulWidget for &ChainList<'_> {
    type State = ChainListState;

    fn render(self, area: Rect, buf: &mut Buffer, state: &mut ChainListState) {
        let t = self.theme;
        if area.height == 0 {
            return;
        }
        let wide = area.width >= 100;
        let hash_n = if wide { 16 } else { 8 };
        let header = format!(
            "{:>7}  {:<20}  {:<12}  {:<hash_n$}  {:<hash_n$}  ok",
            "seq", "utc", "type", "entry", "parent"
        );
        buf.set_line(area.x, area.y, &Line::styled(header, t[Slot::Muted]), area.width);
        let h = area.height as usize - 1;
        state.selected = state.selected.min(self.rows.len().saturating_sub(1));
        if state.selected < state.offset {
            state.offset = state.selected;
        } else if h > 0 && state.selected >= state.offset + h {
            state.offset = state.selected + 1 - h;
        }
        for (i, row) in self.rows.iter().enumerate().skip(state.offset).take(h) {
            let y = area.y + 1 + (i - state.offset) as u16;
            let (mark, slot) = match row.check {
                RowCheck::Unchecked => ("·", Slot::Muted),
                RowCheck::Good => ("✓", Slot::Approve),
                RowCheck::Bad => ("✗", Slot::Violation),
            };
            let text = format!(
                "{:>7}  {}  {}  {:<hash_n$}  {:<hash_n$}  ",
                row.seq,
                fit(&DisplayText::single_line(&row.utc).to_plain(), 20),
                fit(&DisplayText::single_line(&row.entry_type).to_plain(), 12),
                short_hash(&row.entry_hash, hash_n),
                short_hash(&row.parent_hash, hash_n),
            );
            let line =
                Line::from(vec![Span::styled(text, t[Slot::Text]), Span::styled(mark, t[slot])]);
            buf.set_line(area.x, y, &line, area.width);
            if i == state.selected {
                buf.set_style(Rect::new(area.x, y, area.width, 1), t[Slot::Selection]);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(n: u64) -> Vec<ChainRow> {
        (0..n)
            .map(|seq| ChainRow {
                seq,
                utc: "2026-03-01T12:00:00Z".into(),
                entry_type: if seq == 0 { "GENESIS".into() } else { "TURN".into() },
                entry_hash: format!("0x{seq:096X}"),
                parent_hash: format!("0x{:096X}", seq.saturating_sub(1)),
                check: if seq == 2 { RowCheck::Bad } else { RowCheck::Good },
            })
            .collect()
    }

    #[test]
    fn draws_header_and_visible_rows() {
        let theme = Theme::plain("t");
        let rows = rows(3);
        let mut buf = Buffer::empty(Rect::new(0, 0, 72, 4));
        (&ChainList { rows: &rows, theme: &theme }).render(
            buf.area,
            &mut buf,
            &mut ChainListState::default(),
        );
        assert_eq!(
            buf,
            Buffer::with_lines([
                "    seq  utc                   type          entry     parent    ok     ",
                "      0  2026-03-01T12:00:00Z  GENESIS       00000000  00000000  ✓      ",
                "      1  2026-03-01T12:00:00Z  TURN          00000000  00000000  ✓      ",
                "      2  2026-03-01T12:00:00Z  TURN          00000000  00000000  ✗      ",
            ])
        );
    }

    #[test]
    fn scrolls_to_keep_the_selection_visible_in_a_long_chain() {
        let theme = Theme::plain("t");
        let rows = rows(100_000);
        let mut state = ChainListState::default();
        state.move_by(99_998, rows.len());
        let mut buf = Buffer::empty(Rect::new(0, 0, 72, 4));
        (&ChainList { rows: &rows, theme: &theme }).render(buf.area, &mut buf, &mut state);
        assert_eq!(state.offset, 99_996);
        assert!(
            buf.content()
                .iter()
                .map(ratatui::buffer::Cell::symbol)
                .collect::<String>()
                .contains("99998")
        );
        state.move_by(10, rows.len());
        assert_eq!(state.selected, 99_999);
    }

    #[test]
    fn short_hashes_drop_the_prefix() {
        assert_eq!(short_hash("0xABCDEF12", 4), "abcd");
        assert_eq!(short_hash("ab", 4), "ab");
    }

    #[test]
    fn degenerate_areas_draw_nothing_outside() {
        let theme = Theme::plain("t");
        let rows = rows(3);
        crate::test_support::assert_draws_within_degenerate_areas(|area, buf| {
            let mut state = ChainListState::default();
            state.move_by(2, rows.len());
            (&ChainList { rows: &rows, theme: &theme }).render(area, buf, &mut state);
        });
    }
}
