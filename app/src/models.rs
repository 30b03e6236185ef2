//! Loading ONNX Runtime and the models the way every command does: flag, then config, then the
//! provisioned defaults in the cache dir. Errors end with the one command that fixes them.

use std::path::PathBuf;

use color_eyre::eyre::{Report, Result};
use keel_engine::runtime::{
    DEFAULT_CHAT_MODEL, DEFAULT_EMBEDDER, LibrarySearch, OnnxEmbedder, OnnxGenerator, Runtime,
    RuntimeError, ThreadOptions, provisioned_model,
};

use crate::config::Config;
use crate::paths::Paths;

/// The command that provisions the runtime and the default models.
pub const SETUP_COMMAND: &str = "make setup   (or: python3 scripts/provision.py)";

#[derive(Debug, Clone)]
pub struct ModelChoice {
    pub search: LibrarySearch,
    pub threads: ThreadOptions,
    pub chat: PathBuf,
    pub embedder: PathBuf,
}

impl ModelChoice {
    pub fn new(paths: &Paths, config: &Config, model_flag: Option<PathBuf>) -> Self {
        let search = LibrarySearch::from_env(
            config.runtime.library.clone(),
            Some(paths.home.clone()),
            Some(paths.cache.clone()),
        );
        let threads = ThreadOptions {
            intra_threads: config.runtime.intra_threads,
            spinning: config.runtime.spinning,
        };
        let chat = model_flag
            .or_else(|| config.models.chat.clone())
            .unwrap_or_else(|| provisioned_model(&paths.cache, DEFAULT_CHAT_MODEL));
        let embedder = config
            .models
            .embedder
            .clone()
            .unwrap_or_else(|| provisioned_model(&paths.cache, DEFAULT_EMBEDDER));
        Self { search, threads, chat, embedder }
    }

    pub fn runtime(&self) -> Result<&'static Runtime> {
        Runtime::init(&self.search, self.threads).map_err(with_fix)
    }

    pub fn load_chat(&self) -> Result<OnnxGenerator> {
        OnnxGenerator::load(&self.chat, self.runtime()?).map_err(with_fix)
    }

    /// Loads the chat model for the workbench: an error comes back as (what is wrong, the fix)
    /// for the failure screen.
    pub fn load_chat_for_screen(&self) -> Result<OnnxGenerator, (String, String)> {
        let split = |e: RuntimeError| (e.to_string(), fix_for(&e));
        let runtime = Runtime::init(&self.search, self.threads).map_err(split)?;
        OnnxGenerator::load(&self.chat, runtime).map_err(split)
    }

    pub fn load_embedder(&self) -> Result<OnnxEmbedder> {
        OnnxEmbedder::load(&self.embedder, self.runtime()?).map_err(with_fix)
    }
}

/// Adds the fix to a load error.
pub fn with_fix(error: RuntimeError) -> Report {
    let fix = fix_for(&error);
    Report::new(error).wrap_err(format!("fix: {fix}"))
}

/// What to run for a load error.
pub fn fix_for(error: &RuntimeError) -> String {
    match error {
        RuntimeError::LibraryTooOld { .. } => {
            format!("point KEEL_ORT_LIB at ONNX Runtime 1.24 or newer, or run {SETUP_COMMAND}")
        }
        RuntimeError::Environment { .. } => "see the log file; re-run with KEEL_LOG=debug".into(),
        _ => SETUP_COMMAND.into(),
    }
}
