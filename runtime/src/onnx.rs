//! ONNX Runtime adapters for the model ports of [`keel_model`].
//!
//! - [`library`]: finds `libonnxruntime`, loads it explicitly and builds the one process-wide
//!   environment with its shared thread pool ([`Runtime`]).
//! - [`model_dir`]: a model directory in the HF Optimum layout; file identity (sha256).
//! - [`manifest`]: checking a provisioned directory against its `keel-manifest.json`.
//! - [`decoder`]: [`OnnxGenerator`], the KV-cached generation loop ([`keel_model::TextGenerator`]).
//! - [`embedder`]: [`OnnxEmbedder`], mean-pooled normalised sentence vectors ([`keel_model::Embedder`]).
//! - [`sampler`]: greedy and seeded temperature/top-p token choice.
//! - [`chat_template`]: HF Jinja chat templates through minijinja.
//!
//! ONNX Runtime's own log lines go to `tracing` (ort's `tracing` feature), never to stderr.

use std::path::PathBuf;

pub mod chat_template;
pub mod decoder;
pub mod embedder;
pub mod library;
pub mod manifest;
pub mod model_dir;
pub mod repetition;
pub mod sampler;

pub use decoder::OnnxGenerator;
pub use embedder::OnnxEmbedder;
pub use library::{
    DEFAULT_CHAT_MODEL, DEFAULT_EMBEDDER, DEFAULT_JUDGMENT_EMBEDDER, LibrarySearch, Runtime,
    ThreadOptions, default_cache_dir, provisioned_library, provisioned_model,
};

/// Why the runtime or a model could not be loaded. Every variant names the file concerned.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RuntimeError {
    #[error("ONNX Runtime library not found at {path}")]
    LibraryMissing { path: PathBuf },
    #[error("ONNX Runtime library not found; searched: {}", display_paths(.searched))]
    LibraryNotFound { searched: Vec<PathBuf> },
    #[error("ONNX Runtime library {path} could not be loaded: {reason}")]
    LibraryLoad { path: PathBuf, reason: String },
    #[error("ONNX Runtime library {path} is version {found}; keel needs {required} or newer")]
    LibraryTooOld { path: PathBuf, found: String, required: String },
    #[error("ONNX Runtime environment could not be created: {message}")]
    Environment { message: String },
    #[error("model file missing: {path}")]
    ModelMissing { path: PathBuf },
    #[error("model file {path} is not usable: {reason}")]
    ModelInvalid { path: PathBuf, reason: String },
    #[error("could not read {path}: {message}")]
    Io { path: PathBuf, message: String },
    #[error("chat template in {path} is not usable: {source}")]
    Template {
        path: PathBuf,
        #[source]
        source: chat_template::TemplateError,
    },
}

fn display_paths(paths: &[PathBuf]) -> String {
    paths.iter().map(|p| p.display().to_string()).collect::<Vec<_>>().join(", ")
}
