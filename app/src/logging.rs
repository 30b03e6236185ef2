//! Logs go to a file under the data dir, never to the terminal: the TUI owns the screen, and
//! ONNX Runtime's own messages arrive here through `tracing` too. `KEEL_LOG` sets the filter
//! (tracing's `EnvFilter` syntax); without it, keel logs at `info` and ONNX Runtime (target
//! `ort`) at `warn` — its info messages (arena allocations, graph passes) were ~7 MB a turn.
//! `KEEL_LOG=info,ort=info` brings them back.
//!
//! The file keeps to [`MAX_LOG_BYTES`]: when a write would pass it, `keel.log` becomes
//! `keel.log.1` (replacing the previous one) and a new file starts, so the logs of a data dir
//! never take more than twice the cap.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use tracing_subscriber::EnvFilter;

/// The size at which `keel.log` is rotated.
pub const MAX_LOG_BYTES: u64 = 4 * 1024 * 1024;

/// The filter when `KEEL_LOG` is unset or invalid.
pub const DEFAULT_FILTER: &str = "info,ort=warn";

/// Starts file logging. Returns false (and logs nothing) when the file cannot be opened; keel
/// still runs, and `keel doctor` reports the unwritable data dir.
pub fn init(file: &Path) -> bool {
    let Some(dir) = file.parent() else { return false };
    if std::fs::create_dir_all(dir).is_err() {
        return false;
    }
    let Ok(writer) = RotatingFile::open(file, MAX_LOG_BYTES) else { return false };
    let filter = EnvFilter::try_from_env(crate::env::KEEL_LOG)
        .unwrap_or_else(|_| EnvFilter::new(DEFAULT_FILTER));
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(Mutex::new(writer))
        .with_ansi(false)
        .try_init()
        .is_ok()
}

/// An append-only log file that is moved to `<name>.1` when it would pass `cap` bytes.
#[derive(Debug)]
pub struct RotatingFile {
    path: PathBuf,
    file: File,
    len: u64,
    cap: u64,
}

impl RotatingFile {
    pub fn open(path: &Path, cap: u64) -> std::io::Result<RotatingFile> {
        let file = OpenOptions::new().create(true).append(true).open(path)?;
        let len = file.metadata()?.len();
        Ok(RotatingFile { path: path.to_owned(), file, len, cap })
    }

    fn rotate(&mut self) -> std::io::Result<()> {
        let mut old = self.path.clone().into_os_string();
        old.push(".1");
        std::fs::rename(&self.path, old)?;
        self.file = OpenOptions::new().create(true).append(true).open(&self.path)?;
        self.len = 0;
        Ok(())
    }
}

impl Write for RotatingFile {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        // A record larger than the cap still goes into a fresh file whole.
        if self.len > 0 && self.len + buf.len() as u64 > self.cap {
            self.rotate()?;
        }
        let n = self.file.write(buf)?;
        self.len += n as u64;
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.file.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_log_rotates_at_its_cap_keeping_one_previous_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("keel.log");
        std::fs::write(&path, "x".repeat(60)).unwrap();
        let mut log = RotatingFile::open(&path, 100).unwrap();
        log.write_all(&[b'a'; 30]).unwrap();
        assert_eq!(std::fs::metadata(&path).unwrap().len(), 90, "appends to what was there");
        log.write_all(&[b'b'; 30]).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), [b'b'; 30]);
        assert_eq!(std::fs::metadata(dir.path().join("keel.log.1")).unwrap().len(), 90);
        for _ in 0..10 {
            log.write_all(&[b'c'; 30]).unwrap();
        }
        let total: u64 = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().metadata().unwrap().len())
            .sum();
        assert!(total <= 200, "never more than twice the cap: {total}");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2);
    }
}
