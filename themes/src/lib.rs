//! keel-themes: what things look like, by meaning rather than by colour.
//!
//! Crate map:
//! - [`slot`]: the semantic style slots every widget draws with (`approve`, `violation`, `drift`…).
//! - [`theme`]: a [`Theme`] is one style per slot, indexable by [`Slot`].
//! - [`loader`]: the built-in TOML themes (dark, light, high-contrast, the 16-colour `ansi16`
//!   fallback) embedded in the binary, user themes with `inherits`, and the warnings a theme file
//!   produced (a bad theme never stops keel: unknown keys and bad colours are reported and skipped).

pub mod loader;
pub mod slot;
pub mod theme;

pub use loader::{BUILTIN, ThemeError, Warning, load, parse};
pub use slot::Slot;
pub use theme::Theme;
