//! The model picker overlay (F7): the picker's state as [`keel_widgets::model_picker`] rows.

use keel_widgets::model_picker::{ModelPicker, PickerRow};
use keel_widgets::theme::Slot;
use ratatui::Frame;
use ratatui::layout::Rect;

use crate::catalogue::human_bytes;
use crate::workbench::app::App;
use crate::workbench::keymap::{Action, Context};
use crate::workbench::switch::{CurrentModel, OptionState};

pub(super) fn draw(frame: &mut Frame<'_>, area: Rect, app: &App) {
    let picker = &app.picker;
    let current = picker.current_name();
    let rows: Vec<PickerRow> = picker
        .options
        .iter()
        .flatten()
        .map(|o| {
            let now = current == Some(o.name.as_str());
            let (size, state, hint, available) = match &o.state {
                OptionState::Installed { bytes } => {
                    let state = if now { "installed, in use" } else { "installed" };
                    (human_bytes(*bytes), state.to_owned(), None, true)
                }
                OptionState::Available { download } => (
                    human_bytes(*download),
                    "not installed".to_owned(),
                    Some(format!("$ keel models pull {}", o.name)),
                    false,
                ),
                OptionState::Incomplete { .. } => (
                    "-".to_owned(),
                    "incomplete".to_owned(),
                    Some(format!("$ keel models pull {}", o.name)),
                    false,
                ),
            };
            let name = if o.default { format!("{} (default)", o.name) } else { o.name.clone() };
            PickerRow {
                name,
                parameters: o.parameters.clone(),
                size,
                state,
                hint,
                current: now,
                available,
            }
        })
        .collect();
    let mut header: Vec<(String, Slot)> = Vec::new();
    match &picker.current {
        CurrentModel::Catalogue(name) => {
            header.push((format!("The Intellect is {name}."), Slot::Text));
        }
        CurrentModel::Directory(dir) => {
            header.push((
                "The Intellect is a model directory (--model or the config):".into(),
                Slot::Text,
            ));
            header.push((format!("  {}", dir.display()), Slot::Text));
            header.push(("Switching replaces it for this run.".into(), Slot::Warning));
        }
        CurrentModel::Remote(server) => {
            header.push(("The Intellect runs on a model server:".into(), Slot::Text));
            header.push((format!("  {server}"), Slot::Text));
            header.push((
                "Switching replaces it with a local model for this run.".into(),
                Slot::Warning,
            ));
        }
    }
    if let Some(name) = &picker.switching {
        header.push((format!("loading {name}…"), Slot::Muted));
    }
    if let Some((name, error, fix)) = &picker.failed {
        header.push((format!("{name} did not load: {error}"), Slot::Error));
        header.push((format!("fix: $ {fix}"), Slot::Key));
    }
    if picker.options.is_none() {
        header.push(("reading the catalogue…".into(), Slot::Muted));
    }
    let key = |action| {
        let keys = app.keymap.keys_for(Context::Models, action);
        keys.split('/').next().unwrap_or_default().to_owned()
    };
    let footer = format!(
        "{} switch · {} close · saved as `keel models use NAME` saves it",
        key(Action::UseModel),
        key(Action::Models)
    );
    let widget = ModelPicker {
        title: "Chat models — the Intellect",
        header: &header,
        rows: &rows,
        selected: picker.selected,
        footer: &footer,
        theme: &app.theme,
    };
    frame.render_widget(&widget, area);
}
