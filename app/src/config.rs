//! The config file (`<config dir>/keel/config.toml` or `--config FILE`). Every key is optional.
//!
//! ```toml
//! profile = "tutor"   # value profile: a built-in, a user profile name, or a path
//! plane = "http://127.0.0.1:7700"  # a shared enforcement plane (`keel serve`); else the local chain
//! plane_token = "…"    # its write token; $KEEL_PLANE_TOKEN wins
//!
//! [runtime]
//! library = "/opt/onnxruntime/lib/libonnxruntime.so"  # after KEEL_ORT_LIB, ORT_DYLIB_PATH; else the cache
//! intra_threads = 2
//! spinning = true
//!
//! [models]
//! chat = "/path/to/decoder-export"     # else the provisioned Qwen2.5-Coder-1.5B-Instruct
//! embedder = "/path/to/encoder-export" # else the provisioned all-MiniLM-L6-v2 (always local)
//! judgment = "/path/to/encoder-export" # the Will's classifier rules; else the provisioned
//!                                      # EmbeddingGemma-300M (always local)
//!
//! [models.intellect]                   # else embedded (the `chat` model); docs/backends.md
//! backend = "openai"                   # embedded | openai | ollama
//! base_url = "http://127.0.0.1:8080/v1"
//! model = "qwen2.5-7b-instruct"
//! api_key_env = "KEEL_API_KEY"         # the variable holding the key (sent as a bearer token)
//! connect_timeout_s = 5
//! read_timeout_s = 120                 # the longest silence accepted from the server
//! deadline_s = 600                    # the longest one request may take, however it streams
//! max_retries = 3                      # on 429, 5xx and refused connections, before any token
//!
//! [models.judge]                       # Will `judge` rules, the `judge` Conscience;
//! backend = "embedded"                 # else the same model as the Intellect
//! guard = "llama-guard-3"              # a served guard model: llama-guard-3 | shieldgemma | granite-guardian
//!
//! [crisis]
//! locale = "GB"              # crisis resources for self-harm turns; else $LC_ALL/$LANG's region
//!
//! [ui]
//! theme = "light"            # dark, light, high-contrast, ansi16, or a user theme
//!
//! [keys.chain]               # per screen (global, chat, chain, der, audit, help):
//! verify = ["v", "ctrl-v"]   # action = key or keys; replaces that action's default keys
//!
//! [serve]                    # `keel serve` (README "keel serve")
//! addr = "127.0.0.1:7700"    # else --addr, else 127.0.0.1:7700
//! store = "postgres://keel@db.internal:5432/keel"  # else --store, else <home>/chain.redb;
//!                            # the password from $KEEL_PG_PASSWORD or ~/.pgpass, never the URL
//! tokens = ["…"]             # bearer tokens for writes (at least 16 characters each)
//! token_file = "/etc/keel/tokens"  # more tokens, one a line (# comments, blank lines ignored)
//! max_body_bytes = 1048576
//! max_concurrent_per_client = 64   # in-flight requests per client IP; more get 429
//! header_timeout_s = 10      # a request head must arrive within this (also the idle timeout)
//! body_timeout_s = 30        # a request body must arrive within this; else 408
//! access_log = "/var/log/keel/access.log"  # else <home>/logs/access.log
//! rai_threshold = 0.86       # the append gate's RAI threshold
//! record_refusals = false    # accept STOP DERs recorded with success_met = false
//! ```

use std::path::{Path, PathBuf};
use std::time::Duration;

use color_eyre::eyre::{Result, WrapErr, eyre};
use serde::Deserialize;

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// The value profile (name or path) when `--profile` is not given.
    pub profile: Option<String>,
    /// The enforcement plane's URL when `--plane` is not given.
    pub plane: Option<String>,
    /// The plane's write token when $KEEL_PLANE_TOKEN is not set.
    pub plane_token: Option<Secret>,
    pub runtime: RuntimeConfig,
    pub models: ModelsConfig,
    pub ui: UiConfig,
    pub serve: ServeConfig,
    pub crisis: CrisisConfig,
    pub regulator: RegulatorSettings,
    /// Key overrides: screen → action → key(s) (see the workbench keymap).
    pub keys: std::collections::BTreeMap<String, std::collections::BTreeMap<String, KeyList>>,
}

/// `[regulator]`: the regulator's limits that a user sets.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RegulatorSettings {
    /// Output tokens a conversation may spend before the regulator stops it.
    pub cost_cap: Option<u64>,
}

/// `[crisis]`: whose crisis resources a turn about suicide or self-harm points to.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CrisisConfig {
    /// A region (`GB`) or POSIX locale (`en_GB.UTF-8`); else the environment's locale.
    pub locale: Option<String>,
}

/// A secret from the config file: `Debug` never shows it.
#[derive(Clone, Deserialize, PartialEq, Eq)]
#[serde(transparent)]
pub struct Secret(pub String);

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Secret(<redacted>)")
    }
}

/// `[serve]`: the HTTP enforcement plane. Tokens never reach `Debug` output or logs.
#[derive(Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ServeConfig {
    /// Listen address when `--addr` is not given.
    pub addr: Option<String>,
    /// The chain store when `--store` is not given: a `postgres://user@host:port/db` URL (no
    /// password in it: `$KEEL_PG_PASSWORD` or a passfile); absent, the home's chain.redb.
    pub store: Option<String>,
    /// Bearer tokens that may write.
    pub tokens: Vec<String>,
    /// A file with more tokens, one a line.
    pub token_file: Option<PathBuf>,
    /// Largest request body accepted (413 beyond).
    pub max_body_bytes: usize,
    /// In-flight requests per client IP (429 beyond).
    pub max_concurrent_per_client: usize,
    /// Seconds a connection may take to send a request head, counted from when it waits for
    /// one (so also the keep-alive idle timeout).
    pub header_timeout_s: f64,
    /// Seconds a handler waits for a request body (408 beyond).
    pub body_timeout_s: f64,
    /// The JSON Lines access log; default `<home>/logs/access.log`.
    pub access_log: Option<PathBuf>,
    /// The append gate's RAI threshold (the profiles' default, 0.86, when absent).
    pub rai_threshold: Option<f64>,
    /// Accept STOP DERs recorded as refusals (`success_met = false`), as a profile with
    /// `record_refusals = true` writes them locally.
    pub record_refusals: bool,
}

impl Default for ServeConfig {
    fn default() -> Self {
        Self {
            addr: None,
            store: None,
            tokens: Vec::new(),
            token_file: None,
            max_body_bytes: 1 << 20,
            max_concurrent_per_client: 64,
            header_timeout_s: 10.0,
            body_timeout_s: 30.0,
            access_log: None,
            rai_threshold: None,
            record_refusals: false,
        }
    }
}

impl std::fmt::Debug for ServeConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ServeConfig")
            .field("addr", &self.addr)
            .field("store", &self.store.as_deref().map(keel_store::pg_chain_store::redact))
            .field("tokens", &format_args!("({} redacted)", self.tokens.len()))
            .field("token_file", &self.token_file)
            .field("max_body_bytes", &self.max_body_bytes)
            .field("max_concurrent_per_client", &self.max_concurrent_per_client)
            .field("header_timeout_s", &self.header_timeout_s)
            .field("body_timeout_s", &self.body_timeout_s)
            .field("access_log", &self.access_log)
            .field("rai_threshold", &self.rai_threshold)
            .field("record_refusals", &self.record_refusals)
            .finish()
    }
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct UiConfig {
    /// Theme name or path; else `--theme`, else dark (ansi16 on 16-colour terminals).
    pub theme: Option<String>,
}

/// One key or several.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
#[serde(untagged)]
pub enum KeyList {
    One(String),
    Many(Vec<String>),
}

impl KeyList {
    pub fn keys(&self) -> Vec<&str> {
        match self {
            KeyList::One(k) => vec![k.as_str()],
            KeyList::Many(ks) => ks.iter().map(String::as_str).collect(),
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RuntimeConfig {
    pub library: Option<PathBuf>,
    pub intra_threads: usize,
    pub spinning: bool,
}

impl Default for RuntimeConfig {
    fn default() -> Self {
        let defaults = keel_runtime::onnx::ThreadOptions::default();
        Self { library: None, intra_threads: defaults.intra_threads, spinning: defaults.spinning }
    }
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ModelsConfig {
    pub chat: Option<PathBuf>,
    pub embedder: Option<PathBuf>,
    /// The judgment embedder of the Will's classifier rules.
    pub judgment: Option<PathBuf>,
    /// The Intellect's backend (else embedded, the `chat` model).
    pub intellect: Option<BackendConfig>,
    /// The judge's backend (else the Intellect's).
    pub judge: Option<BackendConfig>,
}

/// Where a model role runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum BackendKind {
    /// The in-process ONNX runtime.
    Embedded,
    /// An OpenAI-compatible server (llama.cpp's server, vLLM, LM Studio).
    Openai,
    /// Ollama's native API (it returns logprobs; its OpenAI route does not).
    Ollama,
}

/// One model role's settings (`[models.intellect]`, `[models.judge]`).
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct BackendConfig {
    pub backend: Option<BackendKind>,
    /// Embedded only: a decoder export dir other than `models.chat`.
    pub path: Option<PathBuf>,
    pub base_url: Option<String>,
    pub model: Option<String>,
    /// The environment variable holding the API key (default `KEEL_API_KEY`). The key itself
    /// never goes in the file.
    pub api_key_env: Option<String>,
    pub connect_timeout_s: Option<f64>,
    pub read_timeout_s: Option<f64>,
    pub deadline_s: Option<f64>,
    pub max_retries: Option<u32>,
    /// `[models.judge]` only: the judge is this served guard model (llama-guard-3,
    /// shieldgemma, granite-guardian), asked in its own format before every rule.
    pub guard: Option<String>,
}

impl Config {
    /// Reads `path`; a file that does not exist means defaults. A file that exists but does not
    /// parse is an error naming the file, the line and what is wrong.
    pub fn load(path: &Path) -> Result<Option<Self>> {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(e).wrap_err_with(|| format!("cannot read {}", path.display())),
        };
        let config: Config = toml::from_str(&text)
            .map_err(|e| eyre!("{}: {}", path.display(), e.to_string().trim_end()))?;
        if config.runtime.intra_threads == 0 {
            return Err(eyre!("{}: runtime.intra_threads must be at least 1", path.display()));
        }
        let serve = &config.serve;
        if serve.max_body_bytes == 0 || serve.max_concurrent_per_client == 0 {
            return Err(eyre!(
                "{}: serve.max_body_bytes and serve.max_concurrent_per_client must be at least 1",
                path.display()
            ));
        }
        for (key, seconds) in
            [("header_timeout_s", serve.header_timeout_s), ("body_timeout_s", serve.body_timeout_s)]
        {
            if Duration::try_from_secs_f64(seconds).map_or(true, |d| d.is_zero()) {
                return Err(eyre!(
                    "{}: serve.{key} must be a positive number of seconds, not {seconds}",
                    path.display()
                ));
            }
        }
        if serve.rai_threshold.is_some_and(|t| !(0.0..=1.0).contains(&t)) {
            return Err(eyre!("{}: serve.rai_threshold must be in [0, 1]", path.display()));
        }
        Ok(Some(config))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(name: &str, text: &str) -> PathBuf {
        let path =
            std::env::temp_dir().join(format!("keel-config-{name}-{}.toml", std::process::id()));
        std::fs::write(&path, text).unwrap();
        path
    }

    #[test]
    fn missing_file_means_defaults() {
        assert!(Config::load(Path::new("/nonexistent/keel/config.toml")).unwrap().is_none());
    }

    #[test]
    fn keys_are_read() {
        let path = write("ok", "[runtime]\nintra_threads = 1\n[models]\nchat = \"/m\"\n");
        let config = Config::load(&path).unwrap().unwrap();
        assert_eq!(config.runtime.intra_threads, 1);
        assert!(config.runtime.spinning);
        assert_eq!(config.models.chat, Some(PathBuf::from("/m")));
    }

    #[test]
    fn ui_and_key_overrides_are_read() {
        let path = write(
            "keys",
            "[ui]\ntheme = \"light\"\n[keys.chain]\nverify = [\"v\", \"ctrl-v\"]\nquit = \"x\"\n",
        );
        let config = Config::load(&path).unwrap().unwrap();
        assert_eq!(config.ui.theme.as_deref(), Some("light"));
        assert_eq!(config.keys["chain"]["verify"].keys(), ["v", "ctrl-v"]);
        assert_eq!(config.keys["chain"]["quit"].keys(), ["x"]);
    }

    #[test]
    fn the_plane_is_read_and_its_token_never_shown() {
        let path = write("plane", "plane = \"http://127.0.0.1:8787\"\nplane_token = \"tok-123\"\n");
        let config = Config::load(&path).unwrap().unwrap();
        assert_eq!(config.plane.as_deref(), Some("http://127.0.0.1:8787"));
        assert_eq!(config.plane_token.as_ref().map(|s| s.0.as_str()), Some("tok-123"));
        assert!(!format!("{config:?}").contains("tok-123"));
    }

    #[test]
    fn serve_section_is_read_and_tokens_stay_out_of_debug() {
        let path = write(
            "serve",
            "[serve]\ntokens = [\"0123456789abcdef-secret\"]\nmax_body_bytes = 2048\n\
             store = \"postgres://keel:pg-secret@db:5432/keel\"\n",
        );
        let config = Config::load(&path).unwrap().unwrap();
        assert_eq!(config.serve.max_body_bytes, 2048);
        assert_eq!(config.serve.max_concurrent_per_client, 64);
        let shown = format!("{config:?}");
        assert!(!shown.contains("secret") && shown.contains("1 redacted"), "{shown}");
        assert!(shown.contains("postgres://keel:…@db:5432/keel"), "{shown}");
        let path = write("serve0", "[serve]\nmax_body_bytes = 0\n");
        assert!(Config::load(&path).unwrap_err().to_string().contains("max_body_bytes"));
        let path = write("serve-timeout", "[serve]\nheader_timeout_s = 0.5\nbody_timeout_s = 2\n");
        let serve = Config::load(&path).unwrap().unwrap().serve;
        assert_eq!((serve.header_timeout_s, serve.body_timeout_s), (0.5, 2.0));
        let path = write("serve-timeout0", "[serve]\nbody_timeout_s = -1\n");
        let error = Config::load(&path).unwrap_err().to_string();
        assert!(error.contains("serve.body_timeout_s must be a positive number"), "{error}");
    }

    #[test]
    fn model_roles_are_read_and_old_configs_still_load() {
        let path = write(
            "roles",
            "[models]\nchat = \"/m\"\n[models.intellect]\nbackend = \"openai\"\n\
             base_url = \"http://127.0.0.1:8080/v1\"\nmodel = \"big\"\nread_timeout_s = 30\n\
             [models.judge]\nbackend = \"embedded\"\n",
        );
        let config = Config::load(&path).unwrap().unwrap();
        let intellect = config.models.intellect.unwrap();
        assert_eq!(intellect.backend, Some(BackendKind::Openai));
        assert_eq!(intellect.model.as_deref(), Some("big"));
        assert_eq!(intellect.read_timeout_s, Some(30.0));
        assert_eq!(config.models.judge.unwrap().backend, Some(BackendKind::Embedded));
        let old = write("old", "[models]\nchat = \"/m\"\n");
        assert!(Config::load(&old).unwrap().unwrap().models.intellect.is_none());
        let bad = write("badrole", "[models.intellect]\nbackend = \"gpt\"\n");
        assert!(Config::load(&bad).unwrap_err().to_string().contains("gpt"));
    }

    #[test]
    fn errors_name_the_file_and_line() {
        let path = write("bad", "[runtime]\nintra_threads = \"two\"\n");
        let error = Config::load(&path).unwrap_err().to_string();
        assert!(error.contains(&path.display().to_string()), "{error}");
        assert!(error.contains("line 2"), "{error}");
        let path = write("unknown", "[runtime]\nthreads = 2\n");
        assert!(Config::load(&path).unwrap_err().to_string().contains("threads"));
    }
}
