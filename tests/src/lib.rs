//! keel-tests: black-box tests across crates live in `tests/tests/`; this library holds their
//! shared helpers (locating the provisioned cache, the committed fixtures).

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
