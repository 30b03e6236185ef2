//! Every environment variable keel reads, in one register.
//!
//! The precedence rule, for every setting: command-line flag, then keel's own environment
//! variable, then the config file, then the built-in default. Platform variables (`HOME`,
//! `LANG`, `TERM`, …) are not settings: they only shape a default, so a config key always beats
//! them. Secrets (passphrases, tokens, passwords, API keys) come from the environment, or a file
//! only their owner can read, never from a flag (a flag shows in `ps`).
//!
//! The variables are read where they are used (the runtime finds its library, the store opens
//! its key file), by the names below; `docs/cli.md` lists exactly this register, and a test keeps
//! the two, and every `KEEL_*` name in the sources, in step.

/// The variables this crate reads itself; the library crates name theirs (`keel_store`'s
/// `PASSPHRASE_ENV`, `TOKEN_ENV`, `PASSWORD_ENV`; `keel_runtime`'s library search and cache dir).
pub const KEEL_LOG: &str = "KEEL_LOG";
pub const KEEL_API_KEY: &str = "KEEL_API_KEY";
pub const KEEL_DEBUG_PANIC: &str = "KEEL_DEBUG_PANIC";

/// The register: every variable keel, its tests and its benches read, by kind (the module doc
/// gives each kind's place in the precedence rule).
pub const VARS: &[&str] = &[
    // keel's settings: after a flag, before the config key.
    "KEEL_HOME",
    "KEEL_CACHE",
    KEEL_LOG,
    "KEEL_ORT_LIB",
    "ORT_DYLIB_PATH",
    // Secrets: only from the environment (or an owner-only file), never logged or shown.
    KEEL_API_KEY,
    keel_store::plane_client::TOKEN_ENV,
    keel_store::chain_store::PASSPHRASE_ENV,
    keel_store::pg_chain_store::PASSWORD_ENV,
    // The platform's: they shape a default only, after the config.
    "PGPASSFILE",
    "HOME",
    "XDG_DATA_HOME",
    "XDG_CONFIG_HOME",
    "LC_ALL",
    "LC_MESSAGES",
    "LANG",
    "TERM",
    "COLORTERM",
    // Read by keel's own tests and benches only.
    KEEL_DEBUG_PANIC,
    "KEEL_BENCH_SECS",
    "KEEL_BENCH_CLIENTS",
    "KEEL_CRASH_CHILD_DB",
    "KEEL_CRASH_SEED",
    "KEEL_CORRUPTION_SEED",
    "KEEL_FLOAT_SEED",
];

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::path::{Path, PathBuf};

    use super::*;

    fn workspace() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
    }

    fn registered() -> BTreeSet<&'static str> {
        VARS.iter().copied().collect()
    }

    /// Names inside backticks in docs/cli.md's "Environment variables" table (first column).
    fn documented() -> BTreeSet<String> {
        let doc = std::fs::read_to_string(workspace().join("docs/cli.md")).unwrap();
        let table = doc.split("## Environment variables").nth(1).unwrap();
        let table = table.split("\n## ").next().unwrap();
        table
            .lines()
            .filter(|l| l.starts_with("| `"))
            .filter_map(|l| l.split('|').nth(1))
            .flat_map(|cell| {
                cell.split('`')
                    .skip(1)
                    .step_by(2)
                    .filter(|n| n.chars().all(|c| c.is_ascii_uppercase() || c == '_'))
                    .map(str::to_owned)
                    .collect::<Vec<_>>()
            })
            .collect()
    }

    #[test]
    fn the_docs_list_exactly_the_register() {
        let docs = documented();
        let register: BTreeSet<String> = registered().into_iter().map(str::to_owned).collect();
        assert_eq!(docs, register, "docs/cli.md's environment table and app/src/env.rs differ");
    }

    /// Every `KEEL_*` or `ORT_*` name quoted in a Rust source of the workspace is registered: a
    /// variable cannot be added in a corner of the code without the register (and the docs).
    #[test]
    fn every_keel_variable_in_the_sources_is_registered() {
        fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
            for entry in std::fs::read_dir(dir).unwrap().flatten() {
                let path = entry.path();
                let name = entry.file_name();
                if path.is_dir() && name != "target" && !name.to_string_lossy().starts_with('.') {
                    walk(&path, out);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    out.push(path);
                }
            }
        }
        let mut files = Vec::new();
        for krate in [
            "evidence",
            "model",
            "regulator",
            "runtime",
            "governance",
            "store",
            "widgets",
            "app",
            "tests",
        ] {
            walk(&workspace().join(krate), &mut files);
        }
        let register = registered();
        let mut unregistered = BTreeSet::new();
        for file in &files {
            let text = std::fs::read_to_string(file).unwrap();
            for prefix in ["\"KEEL_", "\"ORT_"] {
                for (at, _) in text.match_indices(prefix) {
                    let name: String = text[at + 1..]
                        .chars()
                        .take_while(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || *c == '_')
                        .collect();
                    let closed = text[at + 1 + name.len()..].starts_with('"');
                    let bare_prefix = name.len() + 1 == prefix.len();
                    if closed && !bare_prefix && !register.contains(name.as_str()) {
                        unregistered.insert(format!("{name} ({})", file.display()));
                    }
                }
            }
        }
        assert!(unregistered.is_empty(), "not in app/src/env.rs: {unregistered:?}");
        assert!(files.len() > 100, "the walk found the sources ({} files)", files.len());
    }
}
