//! Logs go to a file under the data dir, never to the terminal: the TUI owns the screen, and
//! ONNX Runtime's own messages arrive here through `tracing` too. `KEEL_LOG` sets the filter.

use std::fs::OpenOptions;
use std::path::Path;
use std::sync::Mutex;

use tracing_subscriber::EnvFilter;

/// Starts file logging. Returns false (and logs nothing) when the file cannot be opened; keel
/// still runs, and `keel doctor` reports the unwritable data dir.
pub fn init(file: &Path) -> bool {
    let Some(dir) = file.parent() else { return false };
    if std::fs::create_dir_all(dir).is_err() {
        return false;
    }
    let Ok(writer) = OpenOptions::new().create(true).append(true).open(file) else { return false };
    let filter = EnvFilter::try_from_env("KEEL_LOG").unwrap_or_else(|_| EnvFilter::new("info"));
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(Mutex::new(writer))
        .with_ansi(false)
        .try_init()
        .is_ok()
}
