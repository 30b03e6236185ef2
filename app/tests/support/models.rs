//! Which real chat model an end-to-end test runs. Most tests exercise keel's behaviour (the CLI,
//! the chain, the workbench), not the model's quality, and run the catalogue's smallest model,
//! which `make test` pulls (`make test-models`); a few run the default on purpose, to show what a
//! new user gets works end to end.

use std::path::PathBuf;

use keel_runtime::onnx::{default_cache_dir, provisioned_model};

/// The small test model's directory: SmolLM2-135M-Instruct in the shared cache.
pub fn small_model() -> PathBuf {
    let cache = default_cache_dir().expect("neither KEEL_CACHE nor HOME is set");
    provisioned_model(&cache, "smollm2-135m-instruct")
}

/// `--model <small model>` for a `keel` command line, unless the test names a model itself.
#[allow(dead_code)] // not every test binary builds its command lines this way
pub fn small_model_args(args: &[&str]) -> Vec<String> {
    if args.contains(&"--model") {
        return Vec::new();
    }
    vec!["--model".into(), small_model().display().to_string()]
}
