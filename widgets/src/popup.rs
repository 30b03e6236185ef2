//! A bordered popup centred over an area, its lines drawn from a scroll offset: the help overlay
//! and the model picker.

use crate::theme::{Slot, Theme};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Widget};

/// Draws `lines` in a popup titled `title` (as given, padding included), as wide as the widest
/// line and as tall as the lines, both within `area`. `scroll` gets the rows there is room for
/// and returns how many lines to skip.
pub(crate) fn render(
    area: Rect,
    buf: &mut Buffer,
    title: &str,
    lines: &[Line<'_>],
    theme: &Theme,
    scroll: impl FnOnce(usize) -> usize,
) {
    let width = (lines.iter().map(Line::width).max().unwrap_or(0) + 4)
        .max(title.chars().count() + 2)
        .min(u16::MAX as usize) as u16;
    let w = width.min(area.width);
    let h = (lines.len().min(u16::MAX as usize - 2) as u16 + 2).min(area.height);
    let popup = Rect::new(area.x + (area.width - w) / 2, area.y + (area.height - h) / 2, w, h);
    Clear.render(popup, buf);
    let block = Block::default()
        .borders(Borders::ALL)
        .border_style(theme[Slot::BorderFocus])
        .title(Span::styled(title.to_owned(), theme[Slot::Title]));
    let inner = block.inner(popup);
    block.render(popup, buf);
    let height = inner.height as usize;
    for (i, line) in lines.iter().skip(scroll(height)).take(height).enumerate() {
        buf.set_line(inner.x + 1, inner.y + i as u16, line, inner.width.saturating_sub(1));
    }
}
