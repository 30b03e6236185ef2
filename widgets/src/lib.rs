//! keel-widgets: the workbench's look ([`theme`]) and the ratatui widgets that draw plain view
//! data with a [`theme::Theme`].
//! Widgets are nouns with `impl Widget for &T` (or `StatefulWidget` where they scroll); the only
//! mutable state is scroll and selection (`*State`). Everything untrusted is drawn through
//! [`DisplayText`].
//!
//! Crate map:
//! - [`theme`]: semantic style slots, the built-in and user TOML themes.
//! - [`display_text`]: sanitised, width-aware text (controls, escapes, bidi shown visibly).
//! - [`conversation`]: messages with governance badges, pending drafts, markdown bodies;
//!   virtualised scrolling and selection.
//! - [`markdown`]: inline markdown and fenced code as styled text (pulldown-cmark, syntect).
//! - [`ledger_table`]: the Conscience ledger (value, weight, score glyph, confidence bar, rationale).
//! - [`spirit_panel`]: Spirit (S and drift sparklines, note) and the regulator's numbers.
//! - [`der_tree`]: a collapsible tree with diagnostics attached to their fields.
//! - [`chain_list`]: the chain table, virtualised.
//! - [`status_bar`]: the status bar and key hints.
//! - [`help_overlay`]: the `?` overlay generated from the keymap.
//! - [`model_picker`]: the chat models in a popup, the current one marked, install hints.

pub mod chain_list;
pub mod conversation;
pub mod der_tree;
pub mod display_text;
pub mod help_overlay;
pub mod ledger_table;
pub mod markdown;
pub mod model_picker;
mod popup;
pub mod spirit_panel;
pub mod status_bar;
pub mod theme;

#[cfg(test)]
mod test_support;

pub use display_text::{DisplayText, inert};
