//! Loading ONNX Runtime and the models the way every command does: flag, then config, then the
//! provisioned defaults in the cache dir. Errors end with the one command that fixes them.
//!
//! Two model roles can each be embedded (ONNX, in process) or remote (a server, see
//! [`keel_runtime::remote`]): the Intellect and the judge (Will `judge` rules, the `judge`
//! Conscience). The judge follows the Intellect unless `[models.judge]` says otherwise. The
//! embedder is always local.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use color_eyre::eyre::{Report, Result, eyre};
use keel_governance::will::Will;
use keel_governance::will::guard::GuardFormat;
use keel_model::TextGenerator;
use keel_runtime::onnx::{
    DEFAULT_CHAT_MODEL, DEFAULT_EMBEDDER, DEFAULT_JUDGMENT_EMBEDDER, LibrarySearch, OnnxEmbedder,
    OnnxGenerator, Runtime, RuntimeError, ThreadOptions, provisioned_model,
};
use keel_runtime::remote::{ApiKey, Flavour, RemoteConfig, RemoteGenerator, RetryPolicy};

use crate::config::{BackendConfig, BackendKind, Config};
use crate::paths::Paths;

/// The environment variable holding the API key unless `api_key_env` names another.
pub const DEFAULT_API_KEY_ENV: &str = crate::env::KEEL_API_KEY;
/// Ollama's own default address.
pub const OLLAMA_DEFAULT_URL: &str = "http://127.0.0.1:11434";

/// Where a model role runs.
#[derive(Debug, Clone, PartialEq)]
pub enum Backend {
    /// The ONNX decoder export at this directory.
    Embedded(PathBuf),
    Remote(RemoteConfig),
}

impl Backend {
    /// One line for screens and logs: the directory, or `openai model NAME at URL`.
    pub fn describe(&self) -> String {
        match self {
            Backend::Embedded(dir) => dir.display().to_string(),
            Backend::Remote(r) => format!("{} model {} at {}", r.flavour, r.model, r.base_url),
        }
    }
}

/// The model flags of the command line (`--model`, `--backend`, `--base-url`, `--api-model`).
#[derive(Debug, Clone, Default)]
pub struct ModelFlags {
    pub model: Option<PathBuf>,
    pub backend: Option<BackendKind>,
    pub base_url: Option<String>,
    pub api_model: Option<String>,
}

/// The command that provisions the runtime and the default models.
pub const SETUP_COMMAND: &str = "make setup   (or: python3 scripts/provision.py)";

#[derive(Debug, Clone)]
pub struct ModelChoice {
    pub search: LibrarySearch,
    pub threads: ThreadOptions,
    /// The local chat model directory (the embedded Intellect's, and `keel bench`'s).
    pub chat: PathBuf,
    pub embedder: PathBuf,
    /// The judgment embedder (the Will's classifier rules).
    pub judgment: PathBuf,
    /// `[models.judge] guard`: the judge is a served guard model.
    pub guard: Option<GuardFormat>,
    pub intellect: Backend,
    pub judge: Backend,
}

/// `--model` names a directory, or an installed catalogue model by name (`--model
/// qwen2.5-coder-0.5b-instruct`). A bare name that is no directory but a catalogue entry resolves
/// to the entry's directory in the cache, and must be installed there; anything else is taken as
/// a directory, and loading it says what is missing.
fn model_flag_dir(given: &Path, cache: &Path) -> Result<PathBuf> {
    let name = given.to_str().filter(|_| !given.exists() && given.components().count() == 1);
    let Some(entry) = name.and_then(|n| {
        crate::catalogue::Catalogue::builtin().ok()?.models.into_iter().find(|m| m.name == n)
    }) else {
        return Ok(given.to_path_buf());
    };
    match crate::catalogue::installed(&entry, cache) {
        crate::catalogue::Installed::Yes { .. } => {
            if entry.base {
                // Said on every run, not once: the answers are the reason a user would ask why.
                // A warning that cannot be written is no reason to stop the command.
                let _ = writeln!(
                    std::io::stderr(),
                    "keel: {} is a base model (text completion, not instruction-tuned): it \
                     continues the conversation's text instead of answering it",
                    entry.name
                );
            }
            Ok(entry.dir(cache))
        }
        _ => Err(eyre!(
            "--model {}: the catalogue model is not installed in {}; run `keel models pull {}`",
            entry.name,
            cache.display(),
            entry.name
        )),
    }
}

impl ModelChoice {
    /// Resolves both roles. Errors name the config key or flag to fix.
    pub fn new(paths: &Paths, config: &Config, flags: &ModelFlags) -> Result<Self> {
        let model_flag =
            flags.model.as_deref().map(|m| model_flag_dir(m, &paths.cache)).transpose()?;
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
        let judgment = config
            .models
            .judgment
            .clone()
            .unwrap_or_else(|| provisioned_model(&paths.cache, DEFAULT_JUDGMENT_EMBEDDER));
        let intellect = intellect_backend(config.models.intellect.as_ref(), flags, &chat)?;
        let judge = match &config.models.judge {
            Some(judge) => role_backend(judge, "models.judge", &chat)?,
            None => intellect.clone(),
        };
        let guard = match config.models.judge.as_ref().and_then(|j| j.guard.as_deref()) {
            None => None,
            Some(name) => Some(GuardFormat::parse(name).ok_or_else(|| {
                eyre!(
                    "models.judge.guard: {name:?} is not one of {}",
                    GuardFormat::NAMES.join(", ")
                )
            })?),
        };
        if let (Some(_), Backend::Embedded(_)) = (guard, &judge) {
            return Err(eyre!(
                "models.judge.guard: a guard model is served; set backend = \"openai\" or \
                 \"ollama\" with base_url and model in [models.judge]"
            ));
        }
        Ok(Self { search, threads, chat, embedder, judgment, guard, intellect, judge })
    }

    /// A choice of local models only (tests and tools that build one by hand).
    pub fn embedded(
        search: LibrarySearch,
        threads: ThreadOptions,
        chat: PathBuf,
        embedder: PathBuf,
        judgment: PathBuf,
    ) -> Self {
        let intellect = Backend::Embedded(chat.clone());
        Self {
            search,
            threads,
            chat,
            embedder,
            judgment,
            guard: None,
            judge: intellect.clone(),
            intellect,
        }
    }

    /// Loads the Intellect's model.
    pub fn load_chat(&self) -> Result<Box<dyn TextGenerator>> {
        self.load(&self.intellect)
    }

    /// Loads the judge's model (the Intellect's unless configured apart).
    pub fn load_judge(&self) -> Result<Box<dyn TextGenerator>> {
        self.load(&self.judge)
    }

    /// Whether the judge is a different model from the Intellect.
    pub fn separate_judge(&self) -> bool {
        self.judge != self.intellect
    }

    fn load(&self, backend: &Backend) -> Result<Box<dyn TextGenerator>> {
        match backend {
            Backend::Embedded(dir) => {
                Ok(Box::new(OnnxGenerator::load(dir, self.runtime()?).map_err(with_fix)?))
            }
            Backend::Remote(config) => {
                Ok(Box::new(RemoteGenerator::new(config.clone()).map_err(|e| eyre!("{e}"))?))
            }
        }
    }

    /// The local chat model itself (`keel bench` measures the embedded runtime).
    pub fn load_onnx_chat(&self) -> Result<OnnxGenerator> {
        OnnxGenerator::load(&self.chat, self.runtime()?).map_err(with_fix)
    }

    pub fn runtime(&self) -> Result<&'static Runtime> {
        Runtime::init(&self.search, self.threads).map_err(with_fix)
    }

    /// Loads the Intellect for the workbench: an error comes back as (what is wrong, the fix)
    /// for the failure screen. A remote model's server is asked for its model list first, so
    /// an unreachable server or a wrong model name shows there, naming both.
    pub fn load_chat_for_screen(&self) -> Result<Box<dyn TextGenerator>, (String, String)> {
        match &self.intellect {
            Backend::Embedded(dir) => {
                let split = |e: RuntimeError| (e.to_string(), fix_for(&e));
                let runtime = Runtime::init(&self.search, self.threads).map_err(split)?;
                let generator = OnnxGenerator::load(dir, runtime).map_err(split)?;
                Ok(Box::new(generator))
            }
            Backend::Remote(config) => {
                let fix = remote_fix(config);
                let generator = RemoteGenerator::new(config.clone())
                    .map_err(|e| (e.to_string(), fix.clone()))?;
                check_served(&generator).map_err(|e| (e, fix))?;
                Ok(Box::new(generator))
            }
        }
    }

    pub fn load_embedder(&self) -> Result<OnnxEmbedder> {
        OnnxEmbedder::load(&self.embedder, self.runtime()?).map_err(with_fix)
    }

    /// The judgment embedder.
    pub fn load_judgment(&self) -> Result<OnnxEmbedder> {
        OnnxEmbedder::load(&self.judgment, self.runtime()?).map_err(with_fix)
    }

    /// The profile's Will, with the guard model when the judge is one.
    pub fn will_for(&self, profile: &keel_governance::profile::Profile) -> Will {
        Will::new(profile).with_guard(self.guard)
    }

    /// The judgment embedder, when the profile's Will has classifier rules.
    pub fn load_judgment_for(&self, will: &Will) -> Result<Option<OnnxEmbedder>> {
        if !will.needs_classifier() {
            return Ok(None);
        }
        self.load_judgment().map(Some)
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

/// The fix for a remote model that cannot be reached or is not served.
pub fn remote_fix(config: &RemoteConfig) -> String {
    format!(
        "start the {} server at {} with model {}, or fix --base-url/--api-model or \
         [models.intellect] in the config (`keel doctor` checks it)",
        config.flavour, config.base_url, config.model
    )
}

/// Asks the server for its models; `Err` names the server and the model when it is unreachable
/// or does not list the model. A server that lists no models at all is given the benefit of the
/// doubt (some proxies do not implement the list).
pub fn check_served(generator: &RemoteGenerator) -> Result<Vec<String>, String> {
    let config = generator.config();
    let models = generator.list_models().map_err(|e| e.to_string())?;
    let listed = models.is_empty()
        || models.iter().any(|m| m == &config.model || *m == format!("{}:latest", config.model));
    if listed {
        Ok(models)
    } else {
        Err(format!(
            "model server {} does not serve model {} (it lists: {})",
            config.base_url,
            config.model,
            models.join(", ")
        ))
    }
}

/// The Intellect: flags over `[models.intellect]` over the embedded default.
fn intellect_backend(
    config: Option<&BackendConfig>,
    flags: &ModelFlags,
    chat: &std::path::Path,
) -> Result<Backend> {
    let mut role = config.cloned().unwrap_or_default();
    let configured_kind = role.backend;
    let kind = flags.backend.or(configured_kind).unwrap_or(if flags.base_url.is_some() {
        BackendKind::Openai
    } else {
        BackendKind::Embedded
    });
    if Some(kind) != configured_kind {
        // A different backend on the command line: the config's server settings are not its.
        role = BackendConfig { backend: Some(kind), ..BackendConfig::default() };
    }
    role.backend = Some(kind);
    if let Some(url) = &flags.base_url {
        role.base_url = Some(url.clone());
    }
    if let Some(model) = &flags.api_model {
        role.model = Some(model.clone());
    }
    if flags.model.is_some() && kind == BackendKind::Embedded {
        role.path = None;
    }
    role_backend(&role, "models.intellect (or --backend/--base-url/--api-model)", chat)
}

/// One role's backend from its settings; `key` names where they come from in errors.
fn role_backend(role: &BackendConfig, key: &str, chat: &std::path::Path) -> Result<Backend> {
    let flavour = match role.backend.unwrap_or(BackendKind::Embedded) {
        BackendKind::Embedded => {
            return Ok(Backend::Embedded(role.path.clone().unwrap_or_else(|| chat.to_path_buf())));
        }
        BackendKind::Openai => Flavour::OpenAi,
        BackendKind::Ollama => Flavour::Ollama,
    };
    // The flags set the Intellect only: a judge's fix is its config keys.
    let (url_fix, model_fix) = if key.starts_with("models.judge") {
        ("base_url = \"http://HOST:PORT/v1\"", "model = \"NAME\"")
    } else {
        (
            "--base-url URL, or base_url = \"http://HOST:PORT/v1\" in [models.intellect]",
            "--api-model NAME, or model = \"NAME\" in [models.intellect]",
        )
    };
    let base_url = match (&role.base_url, flavour) {
        (Some(url), _) => url.clone(),
        (None, Flavour::Ollama) => OLLAMA_DEFAULT_URL.to_owned(),
        (None, Flavour::OpenAi) => {
            return Err(eyre!("{key}: the openai backend needs a base URL ({url_fix})"));
        }
    };
    let model = role
        .model
        .clone()
        .ok_or_else(|| eyre!("{key}: the {flavour} backend needs a model name ({model_fix})"))?;
    let mut config = RemoteConfig::new(flavour, base_url, model);
    keel_runtime::remote::http::Endpoint::parse(&config.base_url)
        .map_err(|e| eyre!("{key}: {e}"))?;
    let env = role.api_key_env.as_deref().unwrap_or(DEFAULT_API_KEY_ENV);
    config.api_key = std::env::var(env).ok().filter(|k| !k.is_empty()).map(ApiKey::new);
    let seconds = |s: f64, name: &str| {
        Duration::try_from_secs_f64(s)
            .ok()
            .filter(|d| !d.is_zero())
            .ok_or_else(|| eyre!("{key}: {name} must be a positive number of seconds, not {s}"))
    };
    if let Some(s) = role.connect_timeout_s {
        config.connect_timeout = seconds(s, "connect_timeout_s")?;
    }
    if let Some(s) = role.read_timeout_s {
        config.read_timeout = seconds(s, "read_timeout_s")?;
    }
    if let Some(s) = role.deadline_s {
        config.deadline = seconds(s, "deadline_s")?;
    }
    if let Some(n) = role.max_retries {
        config.retry = RetryPolicy { max_retries: n, ..RetryPolicy::default() };
    }
    Ok(Backend::Remote(config))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::ModelsConfig;

    fn paths() -> Paths {
        Paths {
            home: PathBuf::from("/tmp/keel-home"),
            cache: PathBuf::from("/tmp/keel-cache"),
            config_file: PathBuf::from("/tmp/keel-config.toml"),
        }
    }

    fn openai(url: &str, model: &str) -> BackendConfig {
        BackendConfig {
            backend: Some(BackendKind::Openai),
            base_url: Some(url.into()),
            model: Some(model.into()),
            ..BackendConfig::default()
        }
    }

    fn choose(models: ModelsConfig, flags: &ModelFlags) -> Result<ModelChoice> {
        let config = Config { models, ..Config::default() };
        ModelChoice::new(&paths(), &config, flags)
    }

    #[test]
    fn the_default_is_the_embedded_model_for_both_roles() {
        let choice = choose(ModelsConfig::default(), &ModelFlags::default()).unwrap();
        assert!(matches!(&choice.intellect, Backend::Embedded(dir) if *dir == choice.chat));
        assert!(!choice.separate_judge());
    }

    #[test]
    fn flags_pick_a_remote_intellect_and_the_judge_follows() {
        let flags = ModelFlags {
            backend: Some(BackendKind::Openai),
            base_url: Some("http://127.0.0.1:8080/v1".into()),
            api_model: Some("big".into()),
            ..ModelFlags::default()
        };
        let choice = choose(ModelsConfig::default(), &flags).unwrap();
        let Backend::Remote(config) = &choice.intellect else { panic!("remote") };
        assert_eq!((config.model.as_str(), config.flavour), ("big", Flavour::OpenAi));
        assert_eq!(choice.judge, choice.intellect);
        // --base-url alone implies openai; the model name is still required.
        let partial = ModelFlags { base_url: flags.base_url.clone(), ..ModelFlags::default() };
        let error = choose(ModelsConfig::default(), &partial).unwrap_err().to_string();
        assert!(error.contains("--api-model NAME"), "{error}");
    }

    #[test]
    fn a_configured_judge_stays_apart_and_flags_override_the_config() {
        let models = ModelsConfig {
            intellect: Some(openai("http://10.0.0.2:8000/v1", "local-7b")),
            judge: Some(BackendConfig {
                backend: Some(BackendKind::Embedded),
                ..BackendConfig::default()
            }),
            ..ModelsConfig::default()
        };
        let choice = choose(models.clone(), &ModelFlags::default()).unwrap();
        assert!(matches!(&choice.intellect, Backend::Remote(c) if c.model == "local-7b"));
        assert!(matches!(choice.judge, Backend::Embedded(_)));
        assert!(choice.separate_judge());
        let flags = ModelFlags { api_model: Some("other".into()), ..ModelFlags::default() };
        let choice = choose(models, &flags).unwrap();
        let Backend::Remote(config) = &choice.intellect else { panic!("remote") };
        assert_eq!(
            (config.model.as_str(), config.base_url.as_str()),
            ("other", "http://10.0.0.2:8000/v1"),
            "the model flag keeps the configured server"
        );
    }

    #[test]
    fn an_unreachable_server_fails_the_workbench_load_naming_server_model_and_fix() {
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let url = format!("http://127.0.0.1:{port}/v1");
        let models = ModelsConfig {
            intellect: Some(BackendConfig { max_retries: Some(0), ..openai(&url, "big") }),
            ..ModelsConfig::default()
        };
        let choice = choose(models, &ModelFlags::default()).unwrap();
        let Err((error, fix)) = choice.load_chat_for_screen() else { panic!("loaded") };
        assert!(error.contains(&url) && error.contains("big") && error.contains("cannot connect"));
        assert!(fix.starts_with("start the openai server at") && fix.contains("keel doctor"));
    }

    #[test]
    fn ollama_defaults_its_address_and_bad_settings_are_named() {
        let ollama = BackendConfig {
            backend: Some(BackendKind::Ollama),
            model: Some("llama3.2".into()),
            ..BackendConfig::default()
        };
        let models = ModelsConfig { intellect: Some(ollama), ..ModelsConfig::default() };
        let choice = choose(models, &ModelFlags::default()).unwrap();
        assert!(
            matches!(&choice.intellect, Backend::Remote(c) if c.base_url == OLLAMA_DEFAULT_URL)
        );
        let https = ModelsConfig {
            judge: Some(openai("https://api.example/v1", "m")),
            ..ModelsConfig::default()
        };
        let error = choose(https, &ModelFlags::default()).unwrap_err().to_string();
        assert!(error.contains("models.judge") && error.contains("https"), "{error}");
        let negative = ModelsConfig {
            intellect: Some(BackendConfig {
                read_timeout_s: Some(-1.0),
                ..openai("http://127.0.0.1:1/v1", "m")
            }),
            ..ModelsConfig::default()
        };
        let error = choose(negative, &ModelFlags::default()).unwrap_err().to_string();
        assert!(error.contains("read_timeout_s must be a positive number"), "{error}");
    }

    #[test]
    fn the_deadline_is_configurable() {
        let models = ModelsConfig {
            intellect: Some(BackendConfig {
                deadline_s: Some(2.5),
                ..openai("http://127.0.0.1:1/v1", "m")
            }),
            ..ModelsConfig::default()
        };
        let choice = choose(models, &ModelFlags::default()).unwrap();
        let Backend::Remote(config) = &choice.intellect else { panic!("remote") };
        assert_eq!(config.deadline, Duration::from_millis(2500));
    }

    #[test]
    fn a_judge_missing_its_server_or_model_names_the_config_keys_not_the_flags() {
        // The flags set the Intellect only; telling a judge to use --base-url misleads.
        let remote = |base_url: Option<&str>, model: Option<&str>| BackendConfig {
            backend: Some(BackendKind::Openai),
            base_url: base_url.map(str::to_owned),
            model: model.map(str::to_owned),
            ..BackendConfig::default()
        };
        for (judge, key) in
            [(remote(None, Some("m")), "base_url"), (remote(Some("http://h:1/v1"), None), "model")]
        {
            let models = ModelsConfig { judge: Some(judge), ..ModelsConfig::default() };
            let error = choose(models, &ModelFlags::default()).unwrap_err().to_string();
            assert!(error.starts_with("models.judge:"), "{error}");
            assert!(error.contains(&format!("{key} = ")), "{error}");
            assert!(!error.contains("--"), "{error}");
        }
        let models =
            ModelsConfig { intellect: Some(remote(None, Some("m"))), ..Default::default() };
        let error = choose(models, &ModelFlags::default()).unwrap_err().to_string();
        assert!(error.contains("--base-url URL") && error.contains("base_url = "), "{error}");
    }
}
