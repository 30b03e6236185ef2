//! The committed fixtures under `tests/fixtures`, wherever the test that reads them lives.

use std::path::PathBuf;

/// `tests/fixtures` in the repository.
pub fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fixtures")
}

/// The text of a fixture file (panics with the path when missing: a test setup error).
pub fn fixture_text(relative: &str) -> String {
    let path = fixtures().join(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("fixture {}: {e}", path.display()))
}

/// The committed tiny random-weight chat model (`scripts/make_tiny_model.py`).
pub fn tiny_model_dir() -> PathBuf {
    fixtures().join("tiny-lm")
}

/// The same tiny model in keelconv's gqa layout (onnxruntime's fused operators; its own seed and
/// head split: `scripts/make_tiny_model.py --layout gqa`).
pub fn tiny_gqa_model_dir() -> PathBuf {
    fixtures().join("tiny-lm-gqa")
}
