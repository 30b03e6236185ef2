//! Switching the Intellect from the workbench: what the model picker lists (the catalogue's chat
//! models and whether each is installed) and how the model worker loads one and records the
//! choice. Everything here runs on the model worker's thread, never on the UI thread.
//!
//! The order is load, record, swap (which cannot fail): a model that does not load leaves the
//! Intellect and the config as they were; the config is written by [`record_choice`], the same
//! function as `keel models use NAME`.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use keel_model::TextGenerator;
use keel_runtime::onnx::{OnnxGenerator, Runtime};

use crate::catalogue::{Catalogue, Installed, Role, installed};
use crate::commands::models::record_choice;
use crate::models::{Backend, ModelChoice, fix_for};
use crate::paths::Paths;

/// Loads the chat model of catalogue model `name` from its directory; an error is (what is
/// wrong, the command that fixes it).
pub type DirLoader =
    Box<dyn FnMut(&str, &Path) -> Result<Box<dyn TextGenerator>, (String, String)> + Send>;

/// One catalogue chat model as the picker lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModelOption {
    /// The catalogue name (also its directory under `<cache>/models/`).
    pub name: String,
    /// As the catalogue writes it: `135M`, `0.5B`.
    pub parameters: String,
    /// The model `make run` provisions.
    pub default: bool,
    pub state: OptionState,
}

/// Whether a listed model can be switched to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OptionState {
    /// Pulled: `bytes` on disk.
    Installed { bytes: u64 },
    /// Not pulled; `download` bytes to fetch.
    Available { download: u64 },
    /// A directory that is not a finished pull (why).
    Incomplete { reason: String },
}

/// The Intellect this run started with, as the picker shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CurrentModel {
    /// A catalogue model, by name.
    Catalogue(String),
    /// A model directory that is no catalogue model's (`--model DIR`, `[models] chat`,
    /// `[models.intellect] path`).
    Directory(PathBuf),
    /// A model server (`openai model NAME at URL`).
    Remote(String),
}

impl CurrentModel {
    /// What `intellect` is: a catalogue model when its directory is one's in `cache`.
    pub fn of(intellect: &Backend, cache: &Path) -> CurrentModel {
        match intellect {
            Backend::Remote(_) => CurrentModel::Remote(intellect.describe()),
            Backend::Embedded(dir) => Catalogue::builtin()
                .ok()
                .and_then(|c| c.models.into_iter().find(|m| m.dir(cache) == *dir))
                .map_or_else(
                    || CurrentModel::Directory(dir.clone()),
                    |m| CurrentModel::Catalogue(m.name),
                ),
        }
    }
}

/// How the model worker switches the Intellect: where models live, where the choice is
/// recorded, and how a model directory is loaded.
pub struct Switcher {
    pub paths: Paths,
    pub load: DirLoader,
}

impl std::fmt::Debug for Switcher {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Switcher").field("paths", &self.paths).finish_non_exhaustive()
    }
}

/// A switch that worked: the new Intellect, how long it took to load, and whether the choice
/// was recorded in the config or why not.
#[derive(Debug)]
pub struct Switched {
    pub generator: Box<dyn TextGenerator>,
    pub load_time: Duration,
    pub saved: Result<(), String>,
}

impl Switcher {
    /// The switcher of a run: ONNX Runtime as `choice` finds it, models in `paths.cache`.
    pub fn new(paths: Paths, choice: &ModelChoice) -> Switcher {
        let (search, threads) = (choice.search.clone(), choice.threads);
        let load: DirLoader = Box::new(move |name, dir| {
            let runtime =
                Runtime::init(&search, threads).map_err(|e| (e.to_string(), fix_for(&e)))?;
            let generator = OnnxGenerator::load(dir, runtime).map_err(|e| {
                // A pull rebuilds a model directory whose files do not verify.
                (e.to_string(), format!("keel models pull {name}   (then `keel doctor` checks it)"))
            })?;
            Ok(Box::new(generator) as Box<dyn TextGenerator>)
        });
        Switcher { paths, load }
    }

    /// The catalogue's chat models, in catalogue order, with their installed state.
    pub fn options(&self) -> Vec<ModelOption> {
        let Ok(catalogue) = Catalogue::builtin() else { return Vec::new() };
        catalogue
            .models
            .iter()
            .filter(|m| m.roles.contains(&Role::Intellect))
            .map(|m| ModelOption {
                name: m.name.clone(),
                parameters: m.parameters.clone(),
                default: m.default,
                state: match installed(m, &self.paths.cache) {
                    Installed::Yes { bytes, .. } => OptionState::Installed { bytes },
                    Installed::No => OptionState::Available { download: m.gguf.size },
                    Installed::Incomplete { reason } => OptionState::Incomplete { reason },
                },
            })
            .collect()
    }

    /// Loads catalogue model `name` and records it as the Intellect in the config. `Err` is
    /// (what is wrong, the command that fixes it); nothing was changed then.
    pub fn switch(&mut self, name: &str) -> Result<Switched, (String, String)> {
        let pull = format!("keel models pull {name}");
        let catalogue = Catalogue::builtin().map_err(|e| (e.to_string(), "keel doctor".into()))?;
        let entry = catalogue.get(name).filter(|m| m.roles.contains(&Role::Intellect)).ok_or_else(
            || (format!("{name} is not a chat model of the catalogue"), "keel models list".into()),
        )?;
        match installed(entry, &self.paths.cache) {
            Installed::Yes { .. } => {}
            Installed::No => return Err((format!("{name} is not installed"), pull)),
            Installed::Incomplete { reason } => {
                return Err((format!("{name} is not a finished pull: {reason}"), pull));
            }
        }
        let started = Instant::now();
        let generator = (self.load)(name, &entry.dir(&self.paths.cache))?;
        let load_time = started.elapsed();
        let saved = record_choice(entry, Role::Intellect, &self.paths)
            .map(drop)
            .map_err(|e| format!("{e:#}"));
        Ok(Switched { generator, load_time, saved })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use keel_runtime::remote::{Flavour, RemoteConfig};

    #[test]
    fn the_current_intellect_is_a_catalogue_model_only_in_its_own_directory() {
        let cache = Path::new("/c");
        let of = |dir: &str| CurrentModel::of(&Backend::Embedded(PathBuf::from(dir)), cache);
        assert_eq!(
            of("/c/models/qwen2.5-coder-0.5b-instruct"),
            CurrentModel::Catalogue("qwen2.5-coder-0.5b-instruct".into())
        );
        // Another cache's copy, or a directory of one's own: not the catalogue's.
        for dir in ["/d/models/qwen2.5-coder-0.5b-instruct", "/c/models/my-finetune", "/c"] {
            assert_eq!(of(dir), CurrentModel::Directory(PathBuf::from(dir)));
        }
        let remote =
            Backend::Remote(RemoteConfig::new(Flavour::OpenAi, "http://127.0.0.1:8080/v1", "big"));
        assert_eq!(
            CurrentModel::of(&remote, cache),
            CurrentModel::Remote("openai model big at http://127.0.0.1:8080/v1".into())
        );
    }
}
