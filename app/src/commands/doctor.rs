//! `keel doctor`: checks the config, the data dir, the ONNX Runtime library and the models
//! (a remote model: is its server reachable, does `GET /models` list it; with `--plane` or config
//! `plane`: does the plane answer), and says what is wrong and the command that fixes it. Exit 0
//! when nothing failed, 1 otherwise.

use std::io::Write;
use std::path::Path;
use std::time::Instant;

use clap::Args;
use color_eyre::eyre::Result;
use keel_runtime::onnx::manifest::{ManifestCheck, check_manifest};
use keel_runtime::onnx::{OnnxEmbedder, OnnxGenerator, Runtime};
use serde::Serialize;

use keel_store::{ChainStore, SessionStore, StoreError};

use crate::config::Config;
use crate::models::{
    Backend, ModelChoice, ModelFlags, SETUP_COMMAND, check_served, fix_for, remote_fix,
};
use crate::paths::Paths;

#[derive(Debug, Args)]
pub struct DoctorArgs {
    /// Print the report as JSON.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
enum Status {
    Ok,
    Warn,
    Fail,
}

#[derive(Debug, Serialize)]
struct Check {
    name: &'static str,
    status: Status,
    detail: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    fix: Option<String>,
}

impl Check {
    fn ok(name: &'static str, detail: String) -> Self {
        Self { name, status: Status::Ok, detail, fix: None }
    }
    fn warn(name: &'static str, detail: String) -> Self {
        Self { name, status: Status::Warn, detail, fix: None }
    }
    fn fail(name: &'static str, detail: String, fix: impl Into<String>) -> Self {
        Self { name, status: Status::Fail, detail, fix: Some(fix.into()) }
    }
}

/// Runs every check. `config` is the result of reading the config file (an unreadable config
/// is itself a finding, and the other checks go on with defaults).
pub fn run(
    args: &DoctorArgs,
    paths: &Paths,
    config: Result<Option<Config>>,
    flags: &ModelFlags,
    plane_flag: Option<&str>,
) -> Result<std::process::ExitCode> {
    let mut checks = Vec::new();
    let config = match config {
        Ok(Some(config)) => {
            checks.push(Check::ok("config", paths.config_file.display().to_string()));
            config
        }
        Ok(None) => {
            let detail = format!("{} (not present; defaults in use)", paths.config_file.display());
            checks.push(Check::ok("config", detail));
            Config::default()
        }
        Err(e) => {
            checks.push(Check::fail("config", format!("{e:#}"), "fix the file, or move it aside"));
            Config::default()
        }
    };
    checks.push(check_data_dir(&paths.home));
    let models = match ModelChoice::new(paths, &config, flags) {
        Ok(models) => models,
        Err(e) => {
            checks.push(Check::fail(
                "models",
                format!("{e:#}"),
                "fix [models.intellect]/[models.judge] in the config, or the model flags",
            ));
            let local = ModelFlags { model: flags.model.clone(), ..ModelFlags::default() };
            ModelChoice::new(paths, &Config::default(), &local)?
        }
    };
    let runtime = check_runtime(&models, &mut checks);
    let mut embedded_checked = Vec::new();
    let roles =
        [("intellect", "chat model", &models.intellect), ("judge", "judge model", &models.judge)];
    // The judge is the Intellect's model unless configured apart: checked once.
    let checked = if models.separate_judge() { &roles[..] } else { &roles[..1] };
    for &(name, local_name, backend) in checked {
        match backend {
            Backend::Embedded(dir) if !embedded_checked.contains(dir) => {
                embedded_checked.push(dir.clone());
                checks.push(check_model(local_name, dir, runtime, |dir, rt| {
                    OnnxGenerator::load(dir, rt).map(drop)
                }));
            }
            Backend::Embedded(_) => {}
            Backend::Remote(config) => checks.push(check_remote(name, config)),
        }
    }
    checks.push(check_model("embedder", &models.embedder, runtime, |dir, rt| {
        OnnxEmbedder::load(dir, rt).map(drop)
    }));
    checks.push(check_model("judgment embedder", &models.judgment, runtime, |dir, rt| {
        OnnxEmbedder::load(dir, rt).map(drop)
    }));
    // Pulled catalogue models no role uses: verified against their manifests, not loaded.
    match crate::catalogue::Catalogue::builtin() {
        Ok(catalogue) => {
            for entry in &catalogue.models {
                let dir = entry.dir(&paths.cache);
                if dir.exists() && !embedded_checked.contains(&dir) {
                    checks.push(check_pulled(entry, &paths.cache));
                }
            }
        }
        Err(e) => checks.push(Check::fail(
            "catalogue",
            e.to_string(),
            "rebuild keel from a clean checkout",
        )),
    }
    if let Some(check) = check_plane(plane_flag, &config) {
        checks.push(check);
    }

    let failed = checks.iter().any(|c| c.status == Status::Fail);
    let mut out = std::io::stdout().lock();
    if args.json {
        let report = serde_json::json!({"ok": !failed, "checks": checks});
        writeln!(out, "{report}")?;
    } else {
        for check in &checks {
            let mark = match check.status {
                Status::Ok => "✓",
                Status::Warn => "!",
                Status::Fail => "✗",
            };
            writeln!(out, "{mark} {:<11} {}", check.name, check.detail)?;
            if let Some(fix) = &check.fix {
                writeln!(out, "  {:<11} fix: {fix}", "")?;
            }
        }
        let verdict = if failed { "keel is not ready" } else { "keel is ready" };
        writeln!(out, "{verdict}")?;
    }
    Ok(if failed { std::process::ExitCode::from(1) } else { std::process::ExitCode::SUCCESS })
}

/// The plane, when one is configured: it must answer `/health`. The token is only reported as
/// set or not (a plane on loopback without tokens takes writes without one).
fn check_plane(flag: Option<&str>, config: &Config) -> Option<Check> {
    let client = match crate::plane(flag, config) {
        Ok(client) => client?,
        Err(e) => {
            return Some(Check::fail("plane", format!("{e}"), "fix --plane or config `plane`"));
        }
    };
    let token = if client.has_token() {
        "write token set".to_owned()
    } else {
        format!("no write token (${})", keel_store::plane_client::TOKEN_ENV)
    };
    Some(match client.health() {
        Ok(version) => Check::ok("plane", format!("{} (keel {version}; {token})", client.url())),
        Err(e) => Check::fail(
            "plane",
            e.to_string(),
            "start `keel serve` on the plane's host, or fix --plane / config `plane`",
        ),
    })
}

fn check_data_dir(home: &Path) -> Check {
    let probe = home.join(".keel-doctor-probe");
    let writable = keel_store::home::create_private_dir(home)
        .and_then(|()| std::fs::write(&probe, b"ok"))
        .and_then(|()| std::fs::remove_file(&probe));
    if let Err(e) = writable {
        return Check::fail(
            "data dir",
            format!("{} is not writable: {e}", home.display()),
            "fix its permissions, or pass --home DIR / set KEEL_HOME",
        );
    }
    // Another process (`keel serve` on this home, an open workbench) may hold a database: every
    // other command on this home would then fail. Only existing databases are opened, so a
    // fresh home stays untouched.
    let chain = home.join("chain.redb");
    let sessions = home.join("sessions.redb");
    let opened = [
        (&chain, chain.exists().then(|| ChainStore::open(&chain).map(drop))),
        (&sessions, sessions.exists().then(|| SessionStore::open(&sessions).map(drop))),
    ];
    for (path, result) in opened {
        if let Some(Err(e)) = result {
            let fix = if matches!(e, StoreError::InUse) {
                "stop the keel process that holds it (`keel serve` on this home, the workbench, a running `keel chat`), or pass another --home"
            } else {
                "move the damaged file aside (keep it for inspection) or pass another --home; `keel ledger import` restores a chain from an export"
            };
            return Check::fail("data dir", format!("{}: {e}", path.display()), fix);
        }
    }
    Check::ok("data dir", format!("{} (writable)", home.display()))
}

fn check_runtime(models: &ModelChoice, checks: &mut Vec<Check>) -> Option<&'static Runtime> {
    let library = match models.search.find() {
        Ok(path) => path,
        Err(e) => {
            checks.push(Check::fail("runtime", e.to_string(), fix_for(&e)));
            return None;
        }
    };
    if let Some(dir) = library.parent()
        && let Ok(ManifestCheck::Damaged { problems }) = check_manifest(dir)
    {
        checks.push(Check::fail("runtime", describe(&problems), SETUP_COMMAND));
        return None;
    }
    match models.runtime() {
        Ok(runtime) => {
            checks.push(Check::ok("runtime", format!("{} (loads)", runtime.library().display())));
            Some(runtime)
        }
        Err(e) => {
            checks.push(Check::fail("runtime", format!("{e:#}"), SETUP_COMMAND));
            None
        }
    }
}

fn check_model(
    name: &'static str,
    dir: &Path,
    runtime: Option<&'static Runtime>,
    load: impl Fn(&Path, &Runtime) -> Result<(), keel_runtime::onnx::RuntimeError>,
) -> Check {
    let verified = match check_manifest(dir) {
        Ok(ManifestCheck::Intact { files, .. }) => format!("{files} files match the manifest"),
        Ok(ManifestCheck::Unmanaged) => "no keel manifest: files not verified".to_owned(),
        Ok(ManifestCheck::Damaged { problems }) => {
            return Check::fail(name, describe(&problems), SETUP_COMMAND);
        }
        Err(e) => return Check::fail(name, e.to_string(), SETUP_COMMAND),
    };
    let Some(runtime) = runtime else {
        return Check::warn(
            name,
            format!("{}: {verified}; not loaded (no runtime)", dir.display()),
        );
    };
    let started = Instant::now();
    match load(dir, runtime) {
        Ok(()) => Check::ok(
            name,
            format!(
                "{}: {verified}; loads in {:.2} s",
                dir.display(),
                started.elapsed().as_secs_f64()
            ),
        ),
        Err(e) => Check::fail(name, e.to_string(), fix_for(&e)),
    }
}

/// A pulled catalogue model: a finished pull of the pinned GGUF, every file as its manifest says.
fn check_pulled(entry: &crate::catalogue::Entry, cache: &Path) -> Check {
    use crate::catalogue::Installed;
    let dir = entry.dir(cache);
    let pull = format!("keel models rm {0}; keel models pull {0}", entry.name);
    match crate::catalogue::installed(entry, cache) {
        Installed::Yes { .. } => {}
        Installed::No => return Check::warn("pulled", format!("{} vanished", dir.display())),
        Installed::Incomplete { reason } => return Check::fail("pulled", reason, pull),
    }
    match check_manifest(&dir) {
        Ok(ManifestCheck::Intact { files, .. }) => Check::ok(
            "pulled",
            format!("{}: {files} files match the manifest (no role uses it)", entry.name),
        ),
        Ok(ManifestCheck::Damaged { problems }) => Check::fail("pulled", describe(&problems), pull),
        Ok(ManifestCheck::Unmanaged) => {
            Check::fail("pulled", format!("{}: no manifest", dir.display()), pull)
        }
        Err(e) => Check::fail("pulled", e.to_string(), pull),
    }
}

/// A remote model: the server answers its model list and lists the model.
fn check_remote(name: &'static str, config: &keel_runtime::remote::RemoteConfig) -> Check {
    let generator = match keel_runtime::remote::RemoteGenerator::new(config.clone()) {
        Ok(g) => g,
        Err(e) => return Check::fail(name, e.to_string(), remote_fix(config)),
    };
    let started = Instant::now();
    match check_served(&generator) {
        Ok(models) => {
            let listed = if models.is_empty() { "lists no models" } else { "serves it" };
            let key = if config.api_key.is_some() { "; API key set" } else { "" };
            Check::ok(
                name,
                format!(
                    "{} model {} at {}: reachable in {:.2} s, {listed}{key}",
                    config.flavour,
                    config.model,
                    config.base_url,
                    started.elapsed().as_secs_f64()
                ),
            )
        }
        Err(e) => Check::fail(name, e, remote_fix(config)),
    }
}

fn describe(problems: &[(std::path::PathBuf, String)]) -> String {
    problems
        .iter()
        .map(|(p, what)| format!("{}: {what}", p.display()))
        .collect::<Vec<_>>()
        .join("; ")
}
