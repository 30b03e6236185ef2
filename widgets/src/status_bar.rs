//! One-line bars: the status bar (model, profile, agent, chain tip, data dir) and key hints.

use crate::theme::{Slot, Theme};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::display_text::DisplayText;

/// A labelled value in the status bar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatusItem {
    /// What it is (`model`, `tip`).
    pub label: String,
    /// Its value (untrusted: file names, ids).
    pub value: String,
    /// The value's slot (`Approve` for a verified tip, `Violation` for a broken one).
    pub slot: Slot,
}

/// The status bar: items separated by `│`, filling the line with the `status` slot.
#[derive(Debug)]
pub struct StatusBar<'a> {
    /// Items, left to right; the last ones are cut first when the line is short.
    pub items: &'a [StatusItem],
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for &StatusBar<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        // A row clipped away on a tiny terminal: `set_line` would still write at `area.y`.
        if area.is_empty() {
            return;
        }
        let t = self.theme;
        buf.set_style(area, t[Slot::Status]);
        let mut spans = vec![Span::raw(" ")];
        for (i, item) in self.items.iter().enumerate() {
            if i > 0 {
                spans.push(Span::raw(" │ "));
            }
            spans.push(Span::styled(
                format!("{} ", item.label),
                t[Slot::Status].patch(t[Slot::Muted]),
            ));
            let value = DisplayText::single_line(&item.value).to_plain();
            spans.push(Span::styled(value, t[Slot::Status].patch(t[item.slot])));
        }
        buf.set_line(area.x, area.y, &Line::from(spans).style(t[Slot::Status]), area.width);
    }
}

/// Key hints: `key label` pairs, as many as fit.
#[derive(Debug)]
pub struct KeyHints<'a> {
    /// (key, what it does).
    pub hints: &'a [(String, String)],
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for &KeyHints<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.is_empty() {
            return;
        }
        let mut spans = Vec::new();
        let mut used = 0usize;
        for (key, label) in self.hints {
            let w = key.chars().count() + label.chars().count() + 3;
            if used + w > area.width as usize {
                break;
            }
            spans.push(Span::raw(" "));
            spans.push(Span::styled(key.clone(), self.theme[Slot::Key]));
            spans.push(Span::styled(format!(" {label} "), self.theme[Slot::Muted]));
            used += w;
        }
        buf.set_line(area.x, area.y, &Line::from(spans), area.width);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn status_bar_items_are_separated_and_sanitised() {
        let theme = Theme::plain("t");
        let items = [
            StatusItem { label: "model".into(), value: "smollm2".into(), slot: Slot::Text },
            StatusItem { label: "tip".into(), value: "#4 ab12 ✓".into(), slot: Slot::Approve },
            StatusItem { label: "home".into(), value: "/tmp/\x1b[2J".into(), slot: Slot::Muted },
        ];
        let mut buf = Buffer::empty(Rect::new(0, 0, 50, 1));
        (&StatusBar { items: &items, theme: &theme }).render(buf.area, &mut buf);
        assert_eq!(buf, Buffer::with_lines([" model smollm2 │ tip #4 ab12 ✓ │ home /tmp/␛[2J   "]));
    }

    #[test]
    fn key_hints_stop_before_overflowing() {
        let theme = Theme::plain("t");
        let hints = [
            ("q".to_owned(), "quit".to_owned()),
            ("?".into(), "help".into()),
            ("Tab".into(), "next screen".into()),
        ];
        let mut buf = Buffer::empty(Rect::new(0, 0, 20, 1));
        (&KeyHints { hints: &hints, theme: &theme }).render(buf.area, &mut buf);
        assert_eq!(buf, Buffer::with_lines([" q quit  ? help     "]));
    }

    #[test]
    fn degenerate_areas_draw_nothing_outside() {
        let theme = Theme::plain("t");
        let items =
            [StatusItem { label: "model".into(), value: "smollm2".into(), slot: Slot::Text }];
        let hints = [("q".to_owned(), "quit".to_owned())];
        crate::test_support::assert_draws_within_degenerate_areas(|area, buf| {
            (&StatusBar { items: &items, theme: &theme }).render(area, buf);
            (&KeyHints { hints: &hints, theme: &theme }).render(area, buf);
        });
    }
}
