//! Finding and loading the ONNX Runtime shared library, and the one process-wide environment.
//!
//! No crate ships `libonnxruntime`; keel's provisioning script extracts it from PyPI's
//! `onnxruntime` wheel into the cache dir. It is loaded explicitly (`ort::init_from`) so that a
//! missing, corrupt or too-old library is an error keel can explain, never a panic.
//!
//! ONNX Runtime allows one environment per process. It owns the global thread pool that every
//! session (the language model and the embedder) shares, so the two never fight over the cores.

use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};

use super::RuntimeError;

/// The ONNX Runtime version keel provisions and is tested with.
pub const ORT_VERSION: &str = "1.31.1";
/// The library file name inside a provisioned runtime dir.
pub const ORT_LIBRARY_FILE: &str = "libonnxruntime.so.1.31.1";

/// Where a provisioned runtime lives inside the cache dir.
pub fn provisioned_library(cache_dir: &Path) -> PathBuf {
    cache_dir.join("runtime").join(format!("onnxruntime-{ORT_VERSION}")).join(ORT_LIBRARY_FILE)
}

/// The directory name of the default chat model inside `<cache>/models/`: the catalogue entry
/// marked `default` in `scripts/catalogue.json` (a test in the app checks they agree). Chosen by
/// the everyday set (docs/models.md): 110 of 120 useful at a 2.7 s median answer on 2 cores.
pub const DEFAULT_CHAT_MODEL: &str = "qwen2.5-coder-1.5b-instruct";
/// The directory name of the default embedder inside `<cache>/models/`.
pub const DEFAULT_EMBEDDER: &str = "all-minilm-l6-v2";
/// The directory name of the default judgment embedder (the Will's classifier rules).
pub const DEFAULT_JUDGMENT_EMBEDDER: &str = "embeddinggemma-300m";

/// Where provisioning puts a model of the given directory name.
pub fn provisioned_model(cache_dir: &Path, name: &str) -> PathBuf {
    cache_dir.join("models").join(name)
}

/// The cache dir shared by every home: `$KEEL_CACHE`, else `~/.cache/keel` (the same rule as
/// `scripts/provision.py`). `None` only when neither `KEEL_CACHE` nor `HOME` is set.
pub fn default_cache_dir() -> Option<PathBuf> {
    let var = |name| std::env::var_os(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    var("KEEL_CACHE").or_else(|| var("HOME").map(|h| h.join(".cache").join("keel")))
}

/// Places to look for the library, in keel's one precedence order (environment, then config,
/// then the defaults; there is no flag): a library the environment names is used and nothing
/// else; else the one the config names; else the home's and the cache's.
#[derive(Debug, Clone, Default)]
pub struct LibrarySearch {
    /// `KEEL_ORT_LIB`, then `ORT_DYLIB_PATH`, as read from the environment by the caller.
    pub env: Vec<PathBuf>,
    /// The config file's `[runtime] library`: used alone when the environment names none.
    pub configured: Option<PathBuf>,
    /// The data dir (`--home`): a `runtime/` folder there may hold a library of its own.
    pub home: Option<PathBuf>,
    /// The cache dir shared by every home, where provisioning puts the library.
    pub cache: Option<PathBuf>,
}

impl LibrarySearch {
    /// The search a normal start-up does: `KEEL_ORT_LIB` and `ORT_DYLIB_PATH` from the process
    /// environment plus the given home and cache dirs.
    pub fn from_env(
        configured: Option<PathBuf>,
        home: Option<PathBuf>,
        cache: Option<PathBuf>,
    ) -> Self {
        let env = ["KEEL_ORT_LIB", "ORT_DYLIB_PATH"]
            .iter()
            .filter_map(std::env::var_os)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
            .collect();
        Self { env, configured, home, cache }
    }

    /// Every path this search considers, in order.
    pub fn candidates(&self) -> Vec<PathBuf> {
        if !self.env.is_empty() {
            return self.env.clone();
        }
        if let Some(configured) = &self.configured {
            return vec![configured.clone()];
        }
        let mut out = Vec::new();
        if let Some(home) = &self.home {
            out.push(home.join("runtime").join(ORT_LIBRARY_FILE));
            out.push(home.join("runtime").join("libonnxruntime.so"));
        }
        if let Some(cache) = &self.cache {
            out.push(provisioned_library(cache));
        }
        out
    }

    /// The first candidate that exists. A path the environment or the config names that does
    /// not exist is an error naming it (the user asked for that file), not a silent fall-through.
    pub fn find(&self) -> Result<PathBuf, RuntimeError> {
        let candidates = self.candidates();
        let named = !self.env.is_empty() || self.configured.is_some();
        for path in &candidates {
            if path.is_file() {
                return Ok(path.clone());
            }
            if named {
                return Err(RuntimeError::LibraryMissing { path: path.clone() });
            }
        }
        Err(RuntimeError::LibraryNotFound { searched: candidates })
    }
}

/// How the shared thread pool is set up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ThreadOptions {
    /// Intra-op threads in the global pool (keel's target machine has 2 cores).
    pub intra_threads: usize,
    /// Let idle pool threads spin: ~8% faster decode, at the cost of busy cores between runs.
    pub spinning: bool,
}

impl Default for ThreadOptions {
    fn default() -> Self {
        Self { intra_threads: 2, spinning: true }
    }
}

/// The loaded runtime: the library path and the process-wide environment.
#[derive(Debug)]
pub struct Runtime {
    library: PathBuf,
    environment: ort::environment::Environment,
}

static RUNTIME: OnceLock<Runtime> = OnceLock::new();
static INIT: Mutex<()> = Mutex::new(());

impl Runtime {
    /// Loads the library found by `search` and builds the environment with its global thread
    /// pool, once per process. Later calls return the runtime already loaded (whatever they ask
    /// for: ONNX Runtime cannot be loaded twice into one process).
    pub fn init(
        search: &LibrarySearch,
        threads: ThreadOptions,
    ) -> Result<&'static Runtime, RuntimeError> {
        if let Some(rt) = RUNTIME.get() {
            return Ok(rt);
        }
        let _guard = INIT.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(rt) = RUNTIME.get() {
            return Ok(rt);
        }
        let library = search.find()?;
        let library = std::fs::canonicalize(&library).unwrap_or(library);
        let builder = ort::init_from(&library).map_err(|e| load_error(&library, &e))?;
        let pool = ort::environment::GlobalThreadPoolOptions::default()
            .with_intra_threads(threads.intra_threads)
            .and_then(|p| p.with_inter_threads(1))
            .and_then(|p| p.with_spin_control(threads.spinning))
            .map_err(|e| RuntimeError::Environment { message: e.to_string() })?;
        let environment = builder
            .with_name("keel")
            .with_telemetry(false)
            .with_global_thread_pool(pool)
            .build()
            .map_err(|e| RuntimeError::Environment { message: e.to_string() })?;
        tracing::info!(library = %library.display(), "ONNX Runtime loaded");
        Ok(RUNTIME.get_or_init(|| Runtime { library, environment }))
    }

    /// The runtime, if [`Runtime::init`] already succeeded in this process.
    pub fn get() -> Option<&'static Runtime> {
        RUNTIME.get()
    }

    pub fn library(&self) -> &Path {
        &self.library
    }

    pub fn environment(&self) -> &ort::environment::Environment {
        &self.environment
    }
}

fn load_error(path: &Path, error: &ort::LoadDynamicError) -> RuntimeError {
    match error {
        ort::LoadDynamicError::BadVersion { version_str, .. } => RuntimeError::LibraryTooOld {
            path: path.to_path_buf(),
            found: version_str.clone(),
            required: format!("1.{}", ort::MINOR_VERSION),
        },
        other => RuntimeError::LibraryLoad { path: path.to_path_buf(), reason: other.to_string() },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_environment_comes_before_the_config_and_a_named_path_must_exist() {
        let search = LibrarySearch {
            env: vec!["/env/not/here.so".into()],
            configured: Some("/nonexistent/libonnxruntime.so".into()),
            home: None,
            cache: Some("/tmp".into()),
        };
        assert_eq!(search.candidates(), vec![PathBuf::from("/env/not/here.so")]);
        match search.find() {
            Err(RuntimeError::LibraryMissing { path }) => {
                assert_eq!(path, PathBuf::from("/env/not/here.so"));
            }
            other => panic!("expected LibraryMissing, got {other:?}"),
        }
        let configured = LibrarySearch { env: vec![], ..search };
        assert_eq!(configured.candidates(), vec![PathBuf::from("/nonexistent/libonnxruntime.so")]);
        assert!(matches!(configured.find(), Err(RuntimeError::LibraryMissing { .. })));
    }

    #[test]
    fn with_nothing_named_the_search_is_home_then_cache() {
        let search = LibrarySearch {
            env: vec![],
            configured: None,
            home: Some("/home/k".into()),
            cache: Some("/cache".into()),
        };
        let c = search.candidates();
        assert!(c[0].starts_with("/home/k/runtime"));
        assert_eq!(c.last().unwrap(), &provisioned_library(Path::new("/cache")));
    }

    #[test]
    fn nothing_found_lists_every_place_searched() {
        let search = LibrarySearch {
            env: vec![],
            configured: None,
            home: Some("/no/home".into()),
            cache: Some("/no/cache".into()),
        };
        match search.find() {
            Err(RuntimeError::LibraryNotFound { searched }) => assert_eq!(searched.len(), 3),
            other => panic!("expected LibraryNotFound, got {other:?}"),
        }
    }
}
