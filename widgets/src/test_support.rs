//! What every widget's tests share: the degenerate areas a widget must draw into without a panic
//! and without touching a cell outside them (a terminal can be resized to nothing, and layouts
//! hand out empty rows and columns).

use ratatui::buffer::{Buffer, Cell};
use ratatui::layout::{Position, Rect};

/// 0×0, 0×N, N×0 and 1×1.
const DEGENERATE: [(u16, u16); 4] = [(0, 0), (0, 5), (5, 0), (1, 1)];

/// Draws with `draw` into each degenerate area, placed at (2, 2) inside a 9×9 buffer, and fails
/// on any cell written outside that area (a panic fails the test as well).
pub(crate) fn assert_draws_within_degenerate_areas(draw: impl Fn(Rect, &mut Buffer)) {
    for (w, h) in DEGENERATE {
        let mut buf = Buffer::empty(Rect::new(0, 0, 9, 9));
        let area = Rect::new(2, 2, w, h);
        draw(area, &mut buf);
        for y in 0..9 {
            for x in 0..9 {
                if !area.contains(Position { x, y }) {
                    assert_eq!(
                        buf[(x, y)],
                        Cell::default(),
                        "{w}×{h}: drew at ({x}, {y}), outside"
                    );
                }
            }
        }
    }
}
