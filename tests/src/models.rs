//! ONNX Runtime, loaded once per test process, and the models `make test` provisions into the
//! cache dir: the default chat model, the catalogue's smallest (the one most end-to-end tests
//! run), and the two embedders.
//!
//! These tests need what `make test` provisions first. Without it they fail with the command
//! that fixes it; they never pass by skipping.

use std::path::PathBuf;

use keel_runtime::onnx::{
    DEFAULT_CHAT_MODEL, DEFAULT_EMBEDDER, DEFAULT_JUDGMENT_EMBEDDER, LibrarySearch, OnnxEmbedder,
    Runtime, ThreadOptions, default_cache_dir, provisioned_model,
};

/// What to run when the runtime or a model is missing.
const PROVISION: &str = "Provision it first: python3 scripts/provision.py (or make test)";

/// The cache dir the models were provisioned into.
pub fn cache_dir() -> PathBuf {
    default_cache_dir().expect("neither KEEL_CACHE nor HOME is set")
}

/// ONNX Runtime, loaded once per test process.
pub fn runtime() -> &'static Runtime {
    let search = LibrarySearch::from_env(None, None, Some(cache_dir()));
    Runtime::init(&search, ThreadOptions::default()).unwrap_or_else(|e| panic!("{e}\n{PROVISION}"))
}

/// The default chat model's directory.
pub fn default_model_dir() -> PathBuf {
    provisioned_model(&cache_dir(), DEFAULT_CHAT_MODEL)
}

/// The catalogue's smallest chat model, SmolLM2-135M-Instruct, which `make test` pulls for the
/// tests that need a real model but not the default's quality (`make test-models`). Most
/// end-to-end tests exercise keel's behaviour (the CLI, the chain, the workbench), not the
/// model's, and run this one; a few run the default on purpose, to show what a new user gets
/// works end to end.
pub fn small_model_dir() -> PathBuf {
    provisioned_model(&cache_dir(), "smollm2-135m-instruct")
}

/// `--model <small model>` for a `keel` command line, unless the test names a model itself.
pub fn small_model_args(args: &[&str]) -> Vec<String> {
    if args.contains(&"--model") {
        return Vec::new();
    }
    vec!["--model".into(), small_model_dir().display().to_string()]
}

/// The default sentence embedder's directory (all-MiniLM-L6-v2).
pub fn default_embedder_dir() -> PathBuf {
    provisioned_model(&cache_dir(), DEFAULT_EMBEDDER)
}

/// The judgment embedder's directory (EmbeddingGemma-300M).
pub fn default_judgment_embedder_dir() -> PathBuf {
    provisioned_model(&cache_dir(), DEFAULT_JUDGMENT_EMBEDDER)
}

/// The default sentence embedder, loaded.
pub fn default_embedder() -> OnnxEmbedder {
    OnnxEmbedder::load(&default_embedder_dir(), runtime())
        .unwrap_or_else(|e| panic!("{e}\n{PROVISION}"))
}

/// The judgment embedder, loaded.
pub fn judgment_embedder() -> OnnxEmbedder {
    OnnxEmbedder::load(&default_judgment_embedder_dir(), runtime())
        .unwrap_or_else(|e| panic!("{e}\n{PROVISION}"))
}
