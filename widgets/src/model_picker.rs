//! The model picker: chat models in a popup over the screen, one row each (the current one
//! marked `●`, the selected one `›`), a hint line under the rows that need one, a header saying
//! what runs now and a footer with the keys. Rows scroll to keep the selection in view.

use crate::display_text::DisplayText;
use crate::theme::{Slot, Theme};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

/// One model as listed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PickerRow {
    /// The model's name.
    pub name: String,
    /// Its size in parameters (`135M`).
    pub parameters: String,
    /// On disk, or to download (`206 MB`).
    pub size: String,
    /// `installed`, `not installed`…
    pub state: String,
    /// A line under the row (the command that installs it).
    pub hint: Option<String>,
    /// The model answering now.
    pub current: bool,
    /// Whether it can be switched to (drawn muted otherwise).
    pub available: bool,
}

/// The popup, centred over `area`.
#[derive(Debug)]
pub struct ModelPicker<'a> {
    /// The border's title.
    pub title: &'a str,
    /// Lines above the rows (what runs now, a switch in progress), each with its slot.
    pub header: &'a [(String, Slot)],
    pub rows: &'a [PickerRow],
    /// The selected row.
    pub selected: usize,
    /// The last line (keys).
    pub footer: &'a str,
    pub theme: &'a Theme,
}

impl ModelPicker<'_> {
    /// Every line of the popup's body, and the index of the selected row's line.
    pub fn lines(&self) -> (Vec<Line<'static>>, usize) {
        let t = self.theme;
        let plain = |s: &str| DisplayText::single_line(s).to_plain();
        let mut out: Vec<Line<'static>> =
            self.header.iter().map(|(text, slot)| Line::styled(plain(text), t[*slot])).collect();
        if !out.is_empty() {
            out.push(Line::default());
        }
        let name_w = self.rows.iter().map(|r| plain(&r.name).chars().count()).max().unwrap_or(0);
        let mut selected_line = out.len();
        for (i, row) in self.rows.iter().enumerate() {
            let chosen = i == self.selected;
            if chosen {
                selected_line = out.len();
            }
            let slot = if row.available { Slot::Text } else { Slot::Muted };
            let mut style = t[slot];
            if chosen {
                style = style.patch(t[Slot::Selection]);
            }
            let text = format!(
                "{} {} {:<name_w$}  {:>5}  {:>8}  {}",
                if chosen { "›" } else { " " },
                if row.current { "●" } else { " " },
                plain(&row.name),
                plain(&row.parameters),
                plain(&row.size),
                plain(&row.state),
            );
            out.push(Line::from(Span::styled(text, style)));
            if let Some(hint) = &row.hint {
                out.push(Line::styled(format!("      {}", plain(hint)), t[Slot::Key]));
            }
        }
        out.push(Line::default());
        out.push(Line::styled(plain(self.footer), t[Slot::Muted]));
        (out, selected_line)
    }
}

impl Widget for &ModelPicker<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (lines, selected) = self.lines();
        let title = format!(" {} ", self.title);
        // The selected row and the line under it (its hint) stay in view.
        let scroll = |height: usize| {
            (selected + 2).saturating_sub(height).min(lines.len().saturating_sub(height))
        };
        crate::popup::render(area, buf, &title, &lines, self.theme, scroll);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows() -> Vec<PickerRow> {
        vec![
            PickerRow {
                name: "small".into(),
                parameters: "135M".into(),
                size: "206 MB".into(),
                state: "installed".into(),
                hint: None,
                current: true,
                available: true,
            },
            PickerRow {
                name: "big\x1b[2J".into(),
                parameters: "1.5B".into(),
                size: "1.12 GB".into(),
                state: "not installed".into(),
                hint: Some("keel models pull big".into()),
                current: false,
                available: false,
            },
        ]
    }

    /// The two rows, the second selected, drawn on a `w`×`h` buffer.
    fn render(header: &[(String, Slot)], w: u16, h: u16) -> Buffer {
        let theme = Theme::plain("t");
        let rows = rows();
        let picker = ModelPicker {
            title: "models",
            header,
            rows: &rows,
            selected: 1,
            footer: "enter switch",
            theme: &theme,
        };
        let mut buf = Buffer::empty(Rect::new(0, 0, w, h));
        picker.render(buf.area, &mut buf);
        buf
    }

    #[test]
    fn rows_mark_the_current_and_the_selected_model_and_hints_follow_their_row() {
        let header = [("now: small".to_owned(), Slot::Text)];
        assert_eq!(
            render(&header, 52, 10),
            Buffer::with_lines([
                "  ┌ models ─────────────────────────────────────┐   ",
                "  │ now: small                                  │   ",
                "  │                                             │   ",
                "  │   ● small     135M    206 MB  installed     │   ",
                "  │ ›   big␛[2J   1.5B   1.12 GB  not installed │   ",
                "  │       keel models pull big                  │   ",
                "  │                                             │   ",
                "  │ enter switch                                │   ",
                "  └─────────────────────────────────────────────┘   ",
                "                                                    ",
            ])
        );
    }

    #[test]
    fn a_short_area_scrolls_to_the_selection_and_no_area_is_too_small() {
        let buf = render(&[], 40, 4);
        let text: String = buf.content.iter().map(ratatui::buffer::Cell::symbol).collect();
        assert!(text.contains("big") && text.contains("keel models pull big"), "{text}");
        for (w, h) in [(3, 2), (80, 1), (2, 30)] {
            render(&[], w, h);
        }
        let theme = Theme::plain("t");
        let rows = rows();
        crate::test_support::assert_draws_within_degenerate_areas(|area, buf| {
            let picker = ModelPicker {
                title: "models",
                header: &[],
                rows: &rows,
                selected: 1,
                footer: "enter switch",
                theme: &theme,
            };
            picker.render(area, buf);
        });
    }
}
