//! The model picker (F7): the catalogue's chat models over the screen, the current Intellect
//! marked; Enter switches to an installed one. The model worker loads it while the screen stays
//! live ("loading NAME…" in the status bar); the current model keeps answering until the new
//! one is in place, and a model that fails to load leaves everything as it was.
//!
//! A switch asked for while an answer is being generated is refused with a message rather than
//! queued: the worker would only swap after the turn anyway, and a queued switch would leave the
//! user unsure which model the next message goes to. While a switch loads, sending is refused
//! the same way (the message stays in the input).

use std::path::PathBuf;
use std::time::Duration;

use super::{App, Effect, ModelStatus};
use crate::workbench::keymap::Action;
use crate::workbench::switch::{CurrentModel, ModelOption, OptionState};
use crate::workbench::workers::ModelRequest;

/// The picker's state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModelPicker {
    pub open: bool,
    /// The selected row of `options`.
    pub selected: usize,
    /// The catalogue's chat models as the model worker last read them (`None`: not yet).
    pub options: Option<Vec<ModelOption>>,
    /// The Intellect answering now.
    pub current: CurrentModel,
    /// The catalogue model being loaded.
    pub switching: Option<String>,
    /// The last switch that failed: (model, what is wrong, the fix).
    pub failed: Option<(String, String, String)>,
}

impl ModelPicker {
    pub fn new(model_path: PathBuf) -> ModelPicker {
        ModelPicker {
            open: false,
            selected: 0,
            options: None,
            current: CurrentModel::Directory(model_path),
            switching: None,
            failed: None,
        }
    }

    /// The catalogue name of the current Intellect, when it is a catalogue model.
    pub fn current_name(&self) -> Option<&str> {
        match &self.current {
            CurrentModel::Catalogue(name) => Some(name),
            _ => None,
        }
    }

    fn select_current(&mut self) {
        let current = self.current_name().map(str::to_owned);
        let options = self.options.as_deref().unwrap_or_default();
        self.selected = options
            .iter()
            .position(|o| Some(&o.name) == current.as_ref())
            .unwrap_or(0)
            .min(options.len().saturating_sub(1));
    }
}

impl App {
    /// F7: opens the picker (asking the worker for a fresh list: a model pulled meanwhile in
    /// another shell shows) or closes it.
    pub(super) fn toggle_picker(&mut self) -> Vec<Effect> {
        if self.picker.open {
            self.picker.open = false;
            return Vec::new();
        }
        self.picker.open = true;
        self.picker.select_current();
        vec![Effect::Model(ModelRequest::Models)]
    }

    /// An action while the picker is open.
    pub(super) fn picker_action(&mut self, action: Action) -> Vec<Effect> {
        let len = self.picker.options.as_ref().map_or(0, Vec::len);
        match action {
            Action::SelectPrev => self.picker.selected = self.picker.selected.saturating_sub(1),
            Action::SelectNext => {
                self.picker.selected = (self.picker.selected + 1).min(len.saturating_sub(1));
            }
            Action::UseModel => return self.use_selected(),
            Action::Models => self.picker.open = false,
            Action::Quit => self.quit(),
            _ => {}
        }
        Vec::new()
    }

    fn use_selected(&mut self) -> Vec<Effect> {
        let Some(option) =
            self.picker.options.as_ref().and_then(|o| o.get(self.picker.selected)).cloned()
        else {
            self.notice = Some("the catalogue is still being read".into());
            return Vec::new();
        };
        let name = option.name;
        if !matches!(option.state, OptionState::Installed { .. }) {
            self.notice = Some(format!(
                "{name} is not installed: run `keel models pull {name}` in a shell, then F7 again"
            ));
            return Vec::new();
        }
        if let Some(loading) = &self.picker.switching {
            self.notice = Some(format!("already loading {loading}…"));
            return Vec::new();
        }
        if self.generating.is_some() {
            self.notice = Some(
                "the model is answering: switch when the answer is done (Esc stops it)".into(),
            );
            return Vec::new();
        }
        match &self.model {
            ModelStatus::Ready { .. } => {}
            ModelStatus::Loading { .. } => {
                self.notice = Some("the model is still loading: switch when it is ready".into());
                return Vec::new();
            }
            ModelStatus::Failed { .. } => {
                self.notice =
                    Some("no model is running: fix the failure on the Chat screen first".into());
                return Vec::new();
            }
        }
        if self.picker.current_name() == Some(name.as_str()) {
            self.notice = Some(format!("{name} is already the Intellect"));
            self.picker.open = false;
            return Vec::new();
        }
        self.picker.open = false;
        self.picker.failed = None;
        self.picker.switching = Some(name.clone());
        self.notice = Some(format!("loading {name}… (the current model answers until then)"));
        vec![Effect::Model(ModelRequest::Switch { name })]
    }

    pub(super) fn models_listed(&mut self, options: Vec<ModelOption>) {
        let first = self.picker.options.is_none();
        self.picker.options = Some(options);
        if first {
            self.picker.select_current();
        }
        let len = self.picker.options.as_ref().map_or(0, Vec::len);
        self.picker.selected = self.picker.selected.min(len.saturating_sub(1));
    }

    pub(super) fn model_switched(
        &mut self,
        name: String,
        load_time: Duration,
        saved: Result<(), String>,
    ) {
        let catalogue = self.picker.switching.take().unwrap_or_else(|| name.clone());
        self.picker.current = CurrentModel::Catalogue(catalogue);
        self.notice = Some(match saved {
            Ok(()) => format!(
                "the Intellect is now {name} (loaded in {:.1} s; saved in the config as `keel models use` saves it)",
                load_time.as_secs_f64()
            ),
            Err(why) => format!("the Intellect is now {name} for this run only: {why}"),
        });
        self.model = ModelStatus::Ready { name, load_time };
    }

    pub(super) fn switch_failed(&mut self, name: String, error: String, fix: String) {
        self.picker.switching = None;
        let still = match &self.model {
            ModelStatus::Ready { name, .. } => format!("; still answering with {name}"),
            _ => String::new(),
        };
        self.notice = Some(format!("could not load {name}: {error} — fix: {fix}{still}"));
        self.picker.failed = Some((name, error, fix));
    }
}
