//! Shared by the runtime integration tests: loading the provisioned ONNX Runtime once per test
//! process, and the paths of the committed tiny model, the provisioned default models and the small
//! test model.
//!
//! These tests need the runtime library that `make test` provisions first. Without it they fail
//! with the command that fixes it; they never pass by skipping.

use std::path::PathBuf;

use keel_runtime::onnx::{
    DEFAULT_CHAT_MODEL, DEFAULT_EMBEDDER, LibrarySearch, Runtime, ThreadOptions, default_cache_dir,
    provisioned_model,
};

pub fn cache_dir() -> PathBuf {
    default_cache_dir().expect("neither KEEL_CACHE nor HOME is set")
}

pub fn runtime() -> &'static Runtime {
    let search = LibrarySearch::from_env(None, None, Some(cache_dir()));
    Runtime::init(&search, ThreadOptions::default()).unwrap_or_else(|e| {
        panic!("{e}\nProvision the runtime first: python3 scripts/provision.py (or make test)")
    })
}

#[allow(dead_code)] // not every test binary uses every fixture
pub fn tiny_model_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/tiny-lm")
}

/// The same tiny model in keelconv's gqa layout (onnxruntime's fused operators; its own seed and
/// head split: `scripts/make_tiny_model.py --layout gqa`).
#[allow(dead_code)]
pub fn tiny_gqa_model_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/tiny-lm-gqa")
}

#[allow(dead_code)]
pub fn default_model_dir() -> PathBuf {
    provisioned_model(&cache_dir(), DEFAULT_CHAT_MODEL)
}

/// The catalogue's smallest chat model, which `make test` pulls for the tests that need a real
/// model but not the default's quality (`make test-models`).
#[allow(dead_code)]
pub fn small_model_dir() -> PathBuf {
    provisioned_model(&cache_dir(), "smollm2-135m-instruct")
}

#[allow(dead_code)]
pub fn default_embedder_dir() -> PathBuf {
    provisioned_model(&cache_dir(), DEFAULT_EMBEDDER)
}

#[allow(dead_code)]
pub fn default_judgment_embedder_dir() -> PathBuf {
    provisioned_model(&cache_dir(), keel_runtime::onnx::DEFAULT_JUDGMENT_EMBEDDER)
}
