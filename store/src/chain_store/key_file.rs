//! The local identity's seed at rest: its own file beside the chain store (`chain.redb` →
//! `chain.key`), mode 0600, never inside the database (issue 15, item 5).
//!
//! Invariants: the file is created 0600 before a byte of the seed is written (a temporary file,
//! synced, renamed into place, the directory synced), so no moment exists where the seed is
//! readable by others or half-written; a key file readable by group or others is refused, not
//! used; a key file is never overwritten (minting twice would orphan the chain). Every access
//! happens while the store's redb file is open, and redb opens a file in one process at a time,
//! so two processes never race on the key.

use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};

use keel_evidence::chain::Identity;
use serde_json::{Value, json};

use crate::store_error::StoreError;

/// The key file of the chain store at `db`.
pub(super) fn key_path(db: &Path) -> PathBuf {
    db.with_extension("key")
}

fn key_error(path: &Path, reason: impl std::fmt::Display) -> StoreError {
    StoreError::KeyFile { path: path.display().to_string(), reason: reason.to_string() }
}

/// The identity in a `{"seed": <64 hex>, "minted_utc": …}` record (the key file's, and the
/// legacy `identity` table's).
pub(super) fn parse_record(path: &Path, text: &str) -> Result<Identity, StoreError> {
    let record: Value = serde_json::from_str(text).map_err(|e| key_error(path, e))?;
    let seed = record["seed"]
        .as_str()
        .and_then(|s| hex::decode(s).ok())
        .and_then(|b| <[u8; 32]>::try_from(b.as_slice()).ok())
        .ok_or_else(|| key_error(path, "no 32-byte hex seed"))?;
    Ok(Identity::from_seed(seed, record["minted_utc"].as_str().unwrap_or("")))
}

/// The identity in the key file at `path`; `None` when there is no file.
pub(super) fn read(path: &Path) -> Result<Option<Identity>, StoreError> {
    let meta = match fs::metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(key_error(path, e)),
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        let mode = meta.permissions().mode() & 0o777;
        if mode & 0o077 != 0 {
            return Err(StoreError::KeyFileExposed { path: path.display().to_string(), mode });
        }
    }
    #[cfg(not(unix))]
    let _ = meta;
    let text = fs::read_to_string(path).map_err(|e| key_error(path, e))?;
    parse_record(path, &text).map(Some)
}

/// Writes `identity` to a new key file at `path` (mode 0600, durable on return). Refuses to
/// replace an existing one.
pub(super) fn write_new(path: &Path, identity: &Identity) -> Result<(), StoreError> {
    if path.exists() {
        let agent_id = read(path)?.map_or_else(|| "(unreadable)".to_owned(), |i| i.agent_id());
        return Err(StoreError::IdentityExists { agent_id });
    }
    let record = json!({"seed": hex::encode(identity.seed()), "minted_utc": identity.minted_utc()});
    let tmp = path.with_extension("key.tmp");
    // A leftover from a crash before the rename holds no committed identity.
    match fs::remove_file(&tmp) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(key_error(&tmp, e)),
        _ => {}
    }
    let mut options = fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(&tmp).map_err(|e| key_error(&tmp, e))?;
    file.write_all(format!("{record}\n").as_bytes())
        .and_then(|()| file.sync_all())
        .map_err(|e| key_error(&tmp, e))?;
    fs::rename(&tmp, path).map_err(|e| key_error(path, e))?;
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        fs::File::open(dir).and_then(|d| d.sync_all()).map_err(|e| key_error(dir, e))?;
    }
    Ok(())
}
