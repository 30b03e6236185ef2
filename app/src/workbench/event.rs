//! The one event channel: terminal input (from the input thread) and worker reports.

use std::sync::mpsc::Sender;

use ratatui::crossterm::event::{self, KeyEvent, KeyEventKind, MouseEvent};

use super::workers::{ModelEvent, StoreEvent};

/// Everything the event loop reacts to.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    /// A key press (releases and repeats of other kinds are filtered out at the source).
    Key(KeyEvent),
    /// Mouse wheel and clicks.
    Mouse(MouseEvent),
    /// Bracketed paste.
    Paste(String),
    /// The terminal changed size.
    Resize,
    /// From the model worker.
    Model(ModelEvent),
    /// From the store worker.
    Store(StoreEvent),
}

/// Reads terminal events until the receiver is gone. Only `KeyEventKind::Press` keys pass:
/// terminals with the kitty protocol also report releases, which must not act twice.
pub fn input_thread(events: &Sender<Event>) {
    loop {
        let Ok(raw) = event::read() else { return };
        let event = match raw {
            event::Event::Key(k) if k.kind == KeyEventKind::Press => Event::Key(k),
            event::Event::Mouse(m) => Event::Mouse(m),
            event::Event::Paste(p) => Event::Paste(p),
            event::Event::Resize(..) => Event::Resize,
            _ => continue,
        };
        if events.send(event).is_err() {
            return;
        }
    }
}
