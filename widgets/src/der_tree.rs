//! A collapsible tree (a DER, an RAI breakdown) with compile-gate diagnostics attached to the
//! fields they are about: errors red `✗ CODE`, warnings yellow `⚠ CODE`; a collapsed branch that
//! hides a diagnostic shows a marker so nothing is out of sight.

use std::collections::BTreeSet;

use crate::theme::{Slot, Theme};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::StatefulWidget;

use crate::display_text::DisplayText;

/// How bad a diagnostic is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    /// Fails the gate.
    Error,
    /// Passes with a warning.
    Warning,
}

/// A diagnostic attached to a node.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NodeDiagnostic {
    /// How bad.
    pub severity: Severity,
    /// The gate's code.
    pub code: String,
    /// What is wrong.
    pub message: String,
}

/// One node: a key with a scalar value or children.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TreeNode {
    /// The key (untrusted).
    pub key: String,
    /// The scalar value as text (untrusted); `None` for objects and arrays.
    pub value: Option<String>,
    /// The node's path (`SDI_DER.decision.action`), unique in the tree.
    pub path: String,
    /// Children, in order.
    pub children: Vec<TreeNode>,
    /// Diagnostics about this field.
    pub diagnostics: Vec<NodeDiagnostic>,
}

impl TreeNode {
    fn worst_below(&self) -> Option<Severity> {
        let mut worst = None;
        for c in &self.children {
            for s in c.diagnostics.iter().map(|d| d.severity).chain(c.worst_below()) {
                worst = Some(if worst == Some(Severity::Error) { Severity::Error } else { s });
            }
        }
        worst
    }
}

/// Selection, scroll and which paths are collapsed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TreeState {
    /// Index into the visible rows.
    pub selected: usize,
    /// First visible row.
    pub offset: usize,
    /// Collapsed paths.
    pub collapsed: BTreeSet<String>,
}

impl TreeState {
    /// Collapses or expands the selected branch.
    pub fn toggle(&mut self, root: &TreeNode) {
        let rows = visible_rows(root, self);
        if let Some((_, node)) = rows.get(self.selected)
            && !node.children.is_empty()
            && !self.collapsed.remove(&node.path)
        {
            self.collapsed.insert(node.path.clone());
        }
    }

    /// Moves the selection by `delta` rows, within the visible rows.
    pub fn move_by(&mut self, root: &TreeNode, delta: isize) {
        let n = visible_rows(root, self).len();
        self.selected = self.selected.saturating_add_signed(delta).min(n.saturating_sub(1));
    }

    /// Selects the node at `path`, expanding the branches above it.
    pub fn reveal(&mut self, root: &TreeNode, path: &str) {
        self.collapsed.retain(|c| !path.starts_with(c.as_str()));
        if let Some(i) = visible_rows(root, self).iter().position(|(_, n)| n.path == path) {
            self.selected = i;
        }
    }
}

/// The rows shown: depth and node, skipping collapsed subtrees.
pub fn visible_rows<'a>(root: &'a TreeNode, state: &TreeState) -> Vec<(usize, &'a TreeNode)> {
    fn walk<'a>(
        n: &'a TreeNode,
        depth: usize,
        state: &TreeState,
        out: &mut Vec<(usize, &'a TreeNode)>,
    ) {
        out.push((depth, n));
        if !state.collapsed.contains(&n.path) {
            for c in &n.children {
                walk(c, depth + 1, state, out);
            }
        }
    }
    let mut out = Vec::new();
    walk(root, 0, state, &mut out);
    out
}

/// The tree view.
#[derive(Debug)]
pub struct Tree<'a> {
    /// The root.
    pub root: &'a TreeNode,
    /// Styles.
    pub theme: &'a Theme,
}

fn severity_style(theme: &Theme, s: Severity) -> (&'static str, ratatui::style::Style) {
    match s {
        Severity::Error => ("✗", theme[Slot::Violation]),
        Severity::Warning => ("⚠", theme[Slot::Warning]),
    }
}

impl StatefulWidget for &Tree<'_> {
    type State = TreeState;

    fn render(self, area: Rect, buf: &mut Buffer, state: &mut TreeState) {
        let t = self.theme;
        let rows = visible_rows(self.root, state);
        state.selected = state.selected.min(rows.len().saturating_sub(1));
        let h = area.height as usize;
        if state.selected < state.offset {
            state.offset = state.selected;
        } else if h > 0 && state.selected >= state.offset + h {
            state.offset = state.selected + 1 - h;
        }
        for (i, (depth, node)) in rows.iter().enumerate().skip(state.offset).take(h) {
            let y = area.y + (i - state.offset) as u16;
            let collapsed = state.collapsed.contains(&node.path);
            let arrow = match (node.children.is_empty(), collapsed) {
                (true, _) => "  ",
                (false, true) => "▸ ",
                (false, false) => "▾ ",
            };
            let mut spans =
                vec![Span::raw("  ".repeat(*depth)), Span::styled(arrow, t[Slot::Muted])];
            spans.extend(
                DisplayText::single_line(&node.key)
                    .escape_style(t[Slot::Escape])
                    .to_lines(t[Slot::Title])
                    .remove(0)
                    .spans,
            );
            if let Some(v) = &node.value {
                spans.push(Span::styled(": ", t[Slot::Muted]));
                spans.extend(
                    DisplayText::single_line(v)
                        .escape_style(t[Slot::Escape])
                        .to_lines(t[Slot::Text])
                        .remove(0)
                        .spans,
                );
            }
            for d in &node.diagnostics {
                let (glyph, style) = severity_style(t, d.severity);
                spans.push(Span::styled(format!("  {glyph} {}", d.code), style));
            }
            if collapsed && let Some(s) = node.worst_below() {
                let (glyph, style) = severity_style(t, s);
                spans.push(Span::styled(format!("  {glyph} inside"), style));
            }
            buf.set_line(area.x, y, &Line::from(spans), area.width);
            if i == state.selected {
                buf.set_style(Rect::new(area.x, y, area.width, 1), t[Slot::Selection]);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn leaf(key: &str, value: &str, path: &str) -> TreeNode {
        TreeNode {
            key: key.into(),
            value: Some(value.into()),
            path: path.into(),
            ..TreeNode::default()
        }
    }

    fn sample() -> TreeNode {
        let mut action = leaf("action", "answer", "d.action");
        action.diagnostics.push(NodeDiagnostic {
            severity: Severity::Error,
            code: "E_ILJO".into(),
            message: "missing".into(),
        });
        let mut risk = leaf("risk", "low\x1b", "d.risk");
        risk.diagnostics.push(NodeDiagnostic {
            severity: Severity::Warning,
            code: "W_RISK".into(),
            message: "vague".into(),
        });
        TreeNode {
            key: "SDI_DER".into(),
            path: "d".into(),
            children: vec![action, risk, leaf("v", "1.1", "d.v")],
            ..TreeNode::default()
        }
    }

    fn draw(root: &TreeNode, state: &mut TreeState, w: u16, h: u16) -> Buffer {
        let theme = Theme::plain("t");
        let mut buf = Buffer::empty(Rect::new(0, 0, w, h));
        (&Tree { root, theme: &theme }).render(buf.area, &mut buf, state);
        buf
    }

    #[test]
    fn diagnostics_sit_at_their_fields() {
        let root = sample();
        let buf = draw(&root, &mut TreeState::default(), 32, 4);
        assert_eq!(
            buf,
            Buffer::with_lines([
                "▾ SDI_DER                       ",
                "    action: answer  ✗ E_ILJO    ",
                "    risk: low␛  ⚠ W_RISK        ",
                "    v: 1.1                      ",
            ])
        );
    }

    #[test]
    fn collapsing_hides_children_but_not_their_problems() {
        let root = sample();
        let mut state = TreeState::default();
        state.toggle(&root);
        let buf = draw(&root, &mut state, 24, 2);
        assert_eq!(
            buf,
            Buffer::with_lines(["▸ SDI_DER  ✗ inside     ", "                        "])
        );
        state.reveal(&root, "d.risk");
        assert!(state.collapsed.is_empty());
        assert_eq!(state.selected, 2);
    }

    #[test]
    fn selection_scrolls_and_clamps() {
        let root = sample();
        let mut state = TreeState::default();
        state.move_by(&root, 10);
        assert_eq!(state.selected, 3);
        let buf = draw(&root, &mut state, 20, 2);
        assert_eq!(state.offset, 2);
        assert_eq!(buf.cell((4, 1)).unwrap().symbol(), "v");
        state.move_by(&root, -10);
        assert_eq!(state.selected, 0);
    }

    #[test]
    fn degenerate_areas_draw_nothing_outside() {
        let root = sample();
        let theme = Theme::plain("t");
        crate::test_support::assert_draws_within_degenerate_areas(|area, buf| {
            (&Tree { root: &root, theme: &theme }).render(area, buf, &mut TreeState::default());
        });
    }
}
