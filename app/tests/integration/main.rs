//! keel-app's integration tests, one binary (one link step; shared helpers from `keel_tests`):
//! the real `keel` binary end to end (the CLI, `keel serve` on redb and PostgreSQL, `--plane`,
//! the workbench in tmux) and the committed everyday question set.

/// The `keel` binary cargo built for these tests.
const KEEL: &str = env!("CARGO_BIN_EXE_keel");

mod cli;
mod cli_models;
mod cli_remote;
mod everyday_set;
mod plane;
mod serve;
mod serve_postgres;
mod serve_schemathesis;
mod workbench_tmux;

/// The names of `keel doctor --json`'s checks, in order, without the one "pulled" check each
/// catalogue model pulled into this cache adds (which models are pulled depends on the machine).
fn doctor_check_names(report: &serde_json::Value) -> Vec<&str> {
    report["checks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .filter(|name| *name != "pulled")
        .collect()
}
