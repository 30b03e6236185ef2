//! The `?` overlay: every key binding, grouped by screen, generated from the keymap.

use crate::theme::{Slot, Theme};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

/// A group of bindings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HelpSection {
    /// The screen or context (`Global`, `Chat`…).
    pub title: String,
    /// (keys, what they do).
    pub bindings: Vec<(String, String)>,
}

/// The overlay, centred over `area`, scrolled by `scroll` rows.
#[derive(Debug)]
pub struct HelpOverlay<'a> {
    /// The sections.
    pub sections: &'a [HelpSection],
    /// Rows scrolled.
    pub scroll: usize,
    /// Styles.
    pub theme: &'a Theme,
}

impl HelpOverlay<'_> {
    /// All rows of the help text.
    pub fn rows(&self) -> Vec<Line<'static>> {
        let t = self.theme;
        let key_w = self
            .sections
            .iter()
            .flat_map(|s| &s.bindings)
            .map(|(k, _)| k.chars().count())
            .max()
            .unwrap_or(0);
        let mut out = Vec::new();
        for section in self.sections {
            if !out.is_empty() {
                out.push(Line::default());
            }
            out.push(Line::styled(section.title.clone(), t[Slot::Title]));
            for (keys, what) in &section.bindings {
                out.push(Line::from(vec![
                    Span::styled(format!("  {keys:<key_w$}  "), t[Slot::Key]),
                    Span::styled(what.clone(), t[Slot::Text]),
                ]));
            }
        }
        out
    }
}

impl Widget for &HelpOverlay<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let rows = self.rows();
        let title = " keys — Esc closes, j/k scroll ";
        let scroll = |height: usize| self.scroll.min(rows.len().saturating_sub(height));
        crate::popup::render(area, buf, title, &rows, self.theme, scroll);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_sections_and_aligns_keys() {
        let theme = Theme::plain("t");
        let sections = [
            HelpSection {
                title: "Global".into(),
                bindings: vec![("q".into(), "quit".into()), ("Tab".into(), "next".into())],
            },
            HelpSection { title: "Chat".into(), bindings: vec![("Esc".into(), "stop".into())] },
        ];
        let mut buf = Buffer::empty(Rect::new(0, 0, 36, 9));
        (&HelpOverlay { sections: &sections, scroll: 0, theme: &theme }).render(buf.area, &mut buf);
        assert_eq!(
            buf,
            Buffer::with_lines([
                " ┌ keys — Esc closes, j/k scroll ┐  ",
                " │ Global                        │  ",
                " │   q    quit                   │  ",
                " │   Tab  next                   │  ",
                " │                               │  ",
                " │ Chat                          │  ",
                " │   Esc  stop                   │  ",
                " └───────────────────────────────┘  ",
                "                                    ",
            ])
        );
    }

    #[test]
    fn degenerate_areas_draw_nothing_outside() {
        let theme = Theme::plain("t");
        let sections = [HelpSection {
            title: "Global".into(),
            bindings: vec![("q".into(), "quit".into()), ("Tab".into(), "next".into())],
        }];
        crate::test_support::assert_draws_within_degenerate_areas(|area, buf| {
            (&HelpOverlay { sections: &sections, scroll: 3, theme: &theme }).render(area, buf);
        });
    }
}
