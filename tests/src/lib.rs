//! keel-tests: black-box tests across crates live in `tests/tests/`; this library holds their
//! shared helpers: the committed fixtures, and loading the ONNX Runtime and the default models
//! that `make test` provisions. Tests that need the models fail with the command that fixes a
//! missing install; they never pass by skipping.

use std::path::PathBuf;

use keel_runtime::onnx::{
    DEFAULT_EMBEDDER, DEFAULT_JUDGMENT_EMBEDDER, LibrarySearch, OnnxEmbedder, Runtime,
    ThreadOptions, default_cache_dir, provisioned_model,
};

/// `tests/fixtures` in the repository.
pub fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fixtures")
}

/// The text of a fixture file (panics with the path when missing: a test setup error).
pub fn fixture_text(relative: &str) -> String {
    let path = fixtures().join(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("fixture {}: {e}", path.display()))
}

/// The cache dir the models were provisioned into.
pub fn cache_dir() -> PathBuf {
    default_cache_dir().expect("neither KEEL_CACHE nor HOME is set")
}

/// ONNX Runtime, loaded once per test process.
pub fn runtime() -> &'static Runtime {
    let search = LibrarySearch::from_env(None, None, Some(cache_dir()));
    Runtime::init(&search, ThreadOptions::default())
        .unwrap_or_else(|e| panic!("{e}\nProvision it first: make setup"))
}

/// The default sentence embedder (all-MiniLM-L6-v2).
pub fn default_embedder() -> OnnxEmbedder {
    OnnxEmbedder::load(&provisioned_model(&cache_dir(), DEFAULT_EMBEDDER), runtime())
        .unwrap_or_else(|e| panic!("{e}\nProvision it first: make setup"))
}

/// The judgment embedder (EmbeddingGemma-300M).
pub fn judgment_embedder() -> OnnxEmbedder {
    OnnxEmbedder::load(&provisioned_model(&cache_dir(), DEFAULT_JUDGMENT_EMBEDDER), runtime())
        .unwrap_or_else(|e| panic!("{e}\nProvision it first: make setup"))
}
