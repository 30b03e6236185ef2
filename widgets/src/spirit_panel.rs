//! Spirit and the regulator at a glance: S_t on the 1–10 scale with its sparkline, the drift d
//! sparkline, level drift and the coaching note; tokens used against the cap, confidence and the
//! regulator's last decision.

use crate::theme::{Slot, Theme};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::display_text::DisplayText;

/// Spirit over the session.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SpiritView {
    /// S_t per turn on the 1–10 scale (oldest first).
    pub s10: Vec<f64>,
    /// Drift d_t per turn, in [0, 1].
    pub drift: Vec<f64>,
    /// Level drift of the latest turn.
    pub level_drift: Option<f64>,
    /// The current coaching note (untrusted text).
    pub note: Option<String>,
}

/// The regulator's numbers.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RegulatorView {
    /// Tokens used this session.
    pub tokens_used: u64,
    /// The cost cap, if one is set.
    pub token_cap: Option<u64>,
    /// Mean token confidence of the latest answer, in [0, 1].
    pub confidence: Option<f64>,
    /// The last decision (`continue`, `circuit_break: …`).
    pub last_decision: Option<String>,
}

/// The Spirit panel; `view: None` draws `empty`.
#[derive(Debug)]
pub struct SpiritPanel<'a> {
    /// The numbers, or none yet.
    pub view: Option<&'a SpiritView>,
    /// Shown with no numbers.
    pub empty: &'a str,
    /// Styles.
    pub theme: &'a Theme,
}

/// The regulator panel.
#[derive(Debug)]
pub struct RegulatorPanel<'a> {
    /// The numbers.
    pub view: &'a RegulatorView,
    /// Styles.
    pub theme: &'a Theme,
}

const LEVELS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/// The last `width` values as a sparkline on the fixed scale `[lo, hi]` (fixed, so the same S
/// always draws the same height).
pub fn sparkline(values: &[f64], lo: f64, hi: f64, width: usize) -> String {
    let start = values.len().saturating_sub(width);
    values[start..]
        .iter()
        .map(|v| {
            let t = ((v - lo) / (hi - lo)).clamp(0.0, 1.0);
            LEVELS[((t * 7.0).round() as usize).min(7)]
        })
        .collect()
}

impl Widget for &SpiritPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        // `set_line` writes the row at `area.y` whatever the height: an empty area draws nothing.
        if area.is_empty() {
            return;
        }
        let t = self.theme;
        let Some(view) = self.view.filter(|v| !v.s10.is_empty()) else {
            buf.set_line(area.x, area.y, &Line::styled(self.empty, t[Slot::Muted]), area.width);
            return;
        };
        let w = (area.width as usize).saturating_sub(3);
        let latest = view.s10.last().copied().unwrap_or_default();
        let mut lines = vec![
            Line::from(vec![
                Span::styled("S ", t[Slot::Muted]),
                Span::styled(format!("{latest:.1}/10"), t[Slot::Spirit]),
                Span::styled(
                    view.level_drift.map_or_else(String::new, |l| format!("  level drift {l:+.2}")),
                    t[Slot::Muted],
                ),
            ]),
            Line::from(vec![
                Span::styled("S  ", t[Slot::Muted]),
                Span::styled(sparkline(&view.s10, 1.0, 10.0, w), t[Slot::Spirit]),
            ]),
            Line::from(vec![
                Span::styled("d  ", t[Slot::Muted]),
                Span::styled(sparkline(&view.drift, 0.0, 1.0, w), t[Slot::Drift]),
            ]),
        ];
        if let Some(note) = &view.note {
            let text = DisplayText::new(note).escape_style(t[Slot::Escape]);
            lines.extend(text.wrap(area.width as usize, t[Slot::Text]));
        }
        for (i, line) in lines.iter().take(area.height as usize).enumerate() {
            buf.set_line(area.x, area.y + i as u16, line, area.width);
        }
    }
}

impl Widget for &RegulatorPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (t, v) = (self.theme, self.view);
        let tokens = match v.token_cap {
            Some(cap) => format!("{} / {cap}", v.tokens_used),
            None => format!("{} (no cap)", v.tokens_used),
        };
        let confidence = v.confidence.map_or_else(|| "—".to_owned(), |c| format!("{c:.2}"));
        let decision = v
            .last_decision
            .as_deref()
            .map_or_else(|| "none yet".to_owned(), |d| DisplayText::single_line(d).to_plain());
        let decision_slot =
            if decision.starts_with("circuit") { Slot::Violation } else { Slot::Text };
        let rows = [
            ("tokens ", tokens, Slot::Text),
            ("conf   ", confidence, Slot::Text),
            ("last   ", decision, decision_slot),
        ];
        for (i, (label, value, slot)) in rows.into_iter().enumerate().take(area.height as usize) {
            let line =
                Line::from(vec![Span::styled(label, t[Slot::Muted]), Span::styled(value, t[slot])]);
            buf.set_line(area.x, area.y + i as u16, &line, area.width);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sparkline_uses_a_fixed_scale_and_keeps_the_newest() {
        assert_eq!(sparkline(&[1.0, 5.5, 10.0], 1.0, 10.0, 10), "▁▅█");
        assert_eq!(sparkline(&[0.0, 0.5, 1.0, 2.0], 0.0, 1.0, 2), "██");
        assert_eq!(sparkline(&[], 0.0, 1.0, 5), "");
    }

    #[test]
    fn spirit_panel_draws_score_lines_and_note() {
        let theme = Theme::plain("t");
        let view = SpiritView {
            s10: vec![6.0, 8.0],
            drift: vec![0.1, 0.4],
            level_drift: Some(-0.25),
            note: Some("keep citing".into()),
        };
        let panel = SpiritPanel { view: Some(&view), empty: "no audit yet", theme: &theme };
        let mut buf = Buffer::empty(Rect::new(0, 0, 28, 4));
        panel.render(buf.area, &mut buf);
        assert_eq!(
            buf,
            Buffer::with_lines(
                [
                    "S 8.0/10  level drift -0.25",
                    "S  ▅▆                       ",
                    "d  ▂▄                       ",
                    "keep citing                 ",
                ]
                .map(|l| format!("{l:<28}"))
            )
        );
        let empty = SpiritPanel { view: None, empty: "no audit yet", theme: &theme };
        let mut buf = Buffer::empty(Rect::new(0, 0, 12, 1));
        empty.render(buf.area, &mut buf);
        assert_eq!(buf, Buffer::with_lines(["no audit yet"]));
    }

    #[test]
    fn regulator_panel_shows_cap_confidence_and_decision() {
        let theme = Theme::plain("t");
        let view = RegulatorView {
            tokens_used: 120,
            token_cap: Some(4000),
            confidence: Some(0.82),
            last_decision: Some("continue".into()),
        };
        let mut buf = Buffer::empty(Rect::new(0, 0, 20, 3));
        RegulatorPanel { view: &view, theme: &theme }.render(buf.area, &mut buf);
        assert_eq!(
            buf,
            Buffer::with_lines([
                "tokens 120 / 4000   ",
                "conf   0.82         ",
                "last   continue     "
            ])
        );
        let none = RegulatorView::default();
        let mut buf = Buffer::empty(Rect::new(0, 0, 20, 3));
        RegulatorPanel { view: &none, theme: &theme }.render(buf.area, &mut buf);
        assert_eq!(
            buf,
            Buffer::with_lines([
                "tokens 0 (no cap)   ",
                "conf   —            ",
                "last   none yet     "
            ])
        );
    }

    #[test]
    fn degenerate_areas_draw_nothing_outside() {
        let theme = Theme::plain("t");
        let spirit = SpiritView {
            s10: vec![6.0, 8.0],
            drift: vec![0.1, 0.4],
            level_drift: Some(-0.25),
            note: Some("keep citing".into()),
        };
        let regulator = RegulatorView {
            tokens_used: 120,
            token_cap: Some(4000),
            confidence: Some(0.82),
            last_decision: Some("continue".into()),
        };
        crate::test_support::assert_draws_within_degenerate_areas(|area, buf| {
            SpiritPanel { view: Some(&spirit), empty: "no audit yet", theme: &theme }
                .render(area, buf);
            SpiritPanel { view: None, empty: "no audit yet", theme: &theme }.render(area, buf);
            RegulatorPanel { view: &regulator, theme: &theme }.render(area, buf);
        });
    }
}
