//! The speed a chat model measured on this machine, as `keel models list` shows it.
//!
//! `keel bench` writes one record per model to `<cache>/speed/<name>.json` (the cache, not a
//! home: speed belongs to the machine, and every home shares the cache's models). A record names
//! the sha256 of the `model.onnx` it measured; `keel models list` shows it only while the
//! installed model's manifest still names that file, so a re-converted model never shows an
//! older graph's speed. Records are versioned ([`SPEED_SCHEMA`]); one this build cannot read is
//! treated as "not measured", never as an error: a list must not fail for a stale cache file.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// The record format this build writes and reads.
pub const SPEED_SCHEMA: &str = "keel.model-speed/1";

/// One model's measured speed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SpeedRecord {
    pub schema: String,
    /// The model's name (its directory under `<cache>/models/`).
    pub model: String,
    /// sha256 of the `model.onnx` measured.
    pub model_sha256: String,
    /// When, RFC 3339 UTC.
    pub measured_at: String,
    /// The 1-minute load average when the run ended (Linux), so a reader can tell a busy machine.
    pub load_average: Option<f64>,
    pub model_load_ms: f64,
    pub time_to_first_token_ms: f64,
    pub prefill_tokens_per_s: f64,
    pub decode_short_tokens_per_s: f64,
    pub decode_long_tokens_per_s: f64,
}

/// Why a record could not be written.
#[derive(Debug, thiserror::Error)]
#[error("cannot record the measured speed in {path}: {source}")]
pub struct SpeedWriteError {
    pub path: PathBuf,
    #[source]
    pub source: std::io::Error,
}

/// Where `model`'s record lives in `cache`.
pub fn record_path(cache: &Path, model: &str) -> PathBuf {
    cache.join("speed").join(format!("{model}.json"))
}

/// Writes `record` atomically (a temporary file renamed over the old record), so a reader sees
/// the old record or the new one, never half of one.
pub fn save(cache: &Path, record: &SpeedRecord) -> Result<PathBuf, SpeedWriteError> {
    let path = record_path(cache, &record.model);
    let err = |source| SpeedWriteError { path: path.clone(), source };
    let dir = path.parent().expect("a record path has a parent");
    std::fs::create_dir_all(dir).map_err(err)?;
    let tmp = dir.join(format!(".{}.json.tmp-{}", record.model, std::process::id()));
    let body = serde_json::to_vec_pretty(record).expect("a speed record serialises");
    std::fs::write(&tmp, body).map_err(err)?;
    std::fs::rename(&tmp, &path).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        err(e)
    })?;
    Ok(path)
}

/// The record for `model` if it was measured on the `model.onnx` installed now (whose sha256 the
/// model's manifest records: [`crate::catalogue::Installed::Yes`]).
pub fn load_current(cache: &Path, model: &str, installed_sha256: &str) -> Option<SpeedRecord> {
    let text = std::fs::read_to_string(record_path(cache, model)).ok()?;
    let record: SpeedRecord = serde_json::from_str(&text).ok()?;
    (record.schema == SPEED_SCHEMA
        && record.model == model
        && record.model_sha256 == installed_sha256)
        .then_some(record)
}

/// The 1-minute load average from `/proc/loadavg`; `None` where there is none.
pub fn load_average() -> Option<f64> {
    std::fs::read_to_string("/proc/loadavg").ok()?.split_whitespace().next()?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(sha: &str) -> SpeedRecord {
        SpeedRecord {
            schema: SPEED_SCHEMA.into(),
            model: "m".into(),
            model_sha256: sha.into(),
            measured_at: "2026-11-28T12:00:00Z".into(),
            load_average: Some(0.4),
            model_load_ms: 900.0,
            time_to_first_token_ms: 120.0,
            prefill_tokens_per_s: 400.0,
            decode_short_tokens_per_s: 31.0,
            decode_long_tokens_per_s: 25.0,
        }
    }

    #[test]
    fn a_record_shows_only_for_the_graph_it_measured() {
        let tmp = tempfile::tempdir().unwrap();
        let cache = tmp.path();
        assert_eq!(load_current(cache, "m", "aa"), None, "nothing measured yet");
        save(cache, &record("aa")).unwrap();
        assert_eq!(load_current(cache, "m", "aa"), Some(record("aa")));
        // Re-converted: the manifest names another file; the old speed is not this model's.
        assert_eq!(load_current(cache, "m", "bb"), None);
        // Measured again: the new record replaces the old one whole.
        save(cache, &record("bb")).unwrap();
        assert_eq!(load_current(cache, "m", "bb"), Some(record("bb")));
        let leftovers: Vec<_> = std::fs::read_dir(cache.join("speed")).unwrap().collect();
        assert_eq!(leftovers.len(), 1, "no temporary file left behind");
    }

    #[test]
    fn an_unreadable_or_future_record_reads_as_not_measured() {
        let tmp = tempfile::tempdir().unwrap();
        let cache = tmp.path();
        let path = record_path(cache, "m");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, "{ not json").unwrap();
        assert_eq!(load_current(cache, "m", "aa"), None);
        let future = SpeedRecord { schema: "keel.model-speed/2".into(), ..record("aa") };
        std::fs::write(&path, serde_json::to_vec(&future).unwrap()).unwrap();
        assert_eq!(load_current(cache, "m", "aa"), None);
    }
}
