//! The local identity's seed at rest: its own file beside the chain store (`chain.redb` →
//! `chain.key`), mode 0600, never inside the database (issue 15, item 5); optionally sealed with
//! a passphrase, so that a copied home is useless without it.
//!
//! Two forms: `{"seed": <64 hex>, "minted_utc": …}` (plain), and the sealed form
//! `{"version": 2, "agent_id", "minted_utc", "kdf": {"alg": "argon2id", "m_kib", "t", "p",
//! "salt"}, "aead": {"alg": "chacha20poly1305", "nonce"}, "ciphertext"}` (hex throughout): the
//! key is Argon2id(passphrase, salt), the seed is sealed with ChaCha20-Poly1305 under additional
//! data that binds `agent_id` and `minted_utc`, and the opened seed must mint that `agent_id`.
//!
//! Invariants: the file is created 0600 before a byte of it is written (a temporary file, synced,
//! renamed into place, the directory synced), so no moment exists where the seed is readable by
//! others or half-written; a key file readable by group or others is refused, not used; a key
//! file is replaced only by [`replace`], with the same identity. Every access happens while the
//! store's redb file is open, and redb opens a file in one process at a time, so two processes
//! never race on the key.

use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};

use argon2::{Algorithm, Argon2, Params, Version};
use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};
use keel_evidence::chain::Identity;
use serde_json::{Value, json};

use crate::store_error::StoreError;

/// Argon2id cost of new sealed key files: OWASP's recommended minimum (19 MiB, 2 passes, 1 lane).
const M_KIB: u32 = 19 * 1024;
const T: u32 = 2;
const P: u32 = 1;
/// The most a key file may ask of the KDF (a crafted file must not exhaust memory).
const MAX_M_KIB: u32 = 1024 * 1024;
const MAX_T: u32 = 16;
const MAX_P: u32 = 16;

/// The key file of the chain store at `db`.
pub(super) fn key_path(db: &Path) -> PathBuf {
    db.with_extension("key")
}

fn key_error(path: &Path, reason: impl std::fmt::Display) -> StoreError {
    StoreError::KeyFile { path: path.display().to_string(), reason: reason.to_string() }
}

/// The identity in a key record (either form; the legacy `identity` table holds the plain one).
pub(super) fn parse_record(
    path: &Path,
    text: &str,
    passphrase: Option<&str>,
) -> Result<Identity, StoreError> {
    let record: Value = serde_json::from_str(text).map_err(|e| key_error(path, e))?;
    let minted_utc = record["minted_utc"].as_str().unwrap_or("");
    if record.get("version").is_some() {
        return unseal(path, &record, minted_utc, passphrase);
    }
    let seed =
        hex_bytes::<32>(&record["seed"]).ok_or_else(|| key_error(path, "no 32-byte seed"))?;
    Ok(Identity::from_seed(seed, minted_utc))
}

/// `N` bytes from a hex string value.
fn hex_bytes<const N: usize>(v: &Value) -> Option<[u8; N]> {
    v.as_str().and_then(|s| hex::decode(s).ok()).and_then(|b| <[u8; N]>::try_from(b).ok())
}

/// The additional data a sealed seed is bound to.
fn aad(agent_id: &str, minted_utc: &str) -> String {
    format!("keel-key/2 {agent_id} {minted_utc}")
}

/// Argon2id(passphrase, salt) → a 32-byte key.
fn derive(passphrase: &str, salt: &[u8], m_kib: u32, t: u32, p: u32) -> Result<[u8; 32], String> {
    let params = Params::new(m_kib, t, p, Some(32)).map_err(|e| e.to_string())?;
    let mut key = [0u8; 32];
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
        .hash_password_into(passphrase.as_bytes(), salt, &mut key)
        .map_err(|e| e.to_string())?;
    Ok(key)
}

fn unseal(
    path: &Path,
    record: &Value,
    minted_utc: &str,
    passphrase: Option<&str>,
) -> Result<Identity, StoreError> {
    let bad = |what: &str| key_error(path, format!("sealed key file: {what}"));
    if record["version"] != 2
        || record["kdf"]["alg"] != "argon2id"
        || record["aead"]["alg"] != "chacha20poly1305"
    {
        return Err(bad("unsupported version or algorithm"));
    }
    let agent_id = record["agent_id"].as_str().ok_or_else(|| bad("no agent_id"))?;
    let Some(passphrase) = passphrase else {
        return Err(StoreError::PassphraseRequired { path: path.display().to_string() });
    };
    let param = |k: &str, max: u32| {
        record["kdf"][k]
            .as_u64()
            .and_then(|v| u32::try_from(v).ok())
            .filter(|v| (1..=max).contains(v))
            .ok_or_else(|| bad(&format!("kdf.{k} missing or above {max}")))
    };
    let (m_kib, t, p) = (param("m_kib", MAX_M_KIB)?, param("t", MAX_T)?, param("p", MAX_P)?);
    let salt = hex::decode(record["kdf"]["salt"].as_str().unwrap_or(""))
        .map_err(|_| bad("kdf.salt is not hex"))?;
    let nonce = hex_bytes::<12>(&record["aead"]["nonce"]).ok_or_else(|| bad("no 12-byte nonce"))?;
    let sealed = hex::decode(record["ciphertext"].as_str().unwrap_or(""))
        .map_err(|_| bad("ciphertext is not hex"))?;
    let key = derive(passphrase, &salt, m_kib, t, p).map_err(|e| bad(&e))?;
    let wrong = || StoreError::PassphraseWrong { path: path.display().to_string() };
    let aad = aad(agent_id, minted_utc);
    let seed = ChaCha20Poly1305::new(Key::from_slice(&key))
        .decrypt(Nonce::from_slice(&nonce), Payload { msg: &sealed, aad: aad.as_bytes() })
        .map_err(|_| wrong())?;
    let seed = <[u8; 32]>::try_from(seed).map_err(|_| bad("the sealed seed is not 32 bytes"))?;
    let identity = Identity::from_seed(seed, minted_utc);
    if identity.agent_id() != agent_id {
        return Err(bad("the sealed seed does not mint its agent_id"));
    }
    Ok(identity)
}

/// The record for `identity`: sealed under `passphrase` when one is given, else plain.
fn record(identity: &Identity, passphrase: Option<&str>) -> Result<Value, String> {
    let Some(passphrase) = passphrase else {
        return Ok(
            json!({"seed": hex::encode(identity.seed()), "minted_utc": identity.minted_utc()}),
        );
    };
    let mut salt = [0u8; 16];
    let mut nonce = [0u8; 12];
    getrandom::fill(&mut salt)
        .and_then(|()| getrandom::fill(&mut nonce))
        .map_err(|e| e.to_string())?;
    let key = derive(passphrase, &salt, M_KIB, T, P)?;
    let agent_id = identity.agent_id();
    let aad = aad(&agent_id, identity.minted_utc());
    let seed = identity.seed();
    let sealed = ChaCha20Poly1305::new(Key::from_slice(&key))
        .encrypt(Nonce::from_slice(&nonce), Payload { msg: &seed, aad: aad.as_bytes() })
        .map_err(|e| e.to_string())?;
    Ok(json!({
        "version": 2,
        "agent_id": agent_id,
        "minted_utc": identity.minted_utc(),
        "kdf": {"alg": "argon2id", "m_kib": M_KIB, "t": T, "p": P, "salt": hex::encode(salt)},
        "aead": {"alg": "chacha20poly1305", "nonce": hex::encode(nonce)},
        "ciphertext": hex::encode(sealed),
    }))
}

/// The identity in the key file at `path`; `None` when there is no file.
pub(super) fn read(path: &Path, passphrase: Option<&str>) -> Result<Option<Identity>, StoreError> {
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
    parse_record(path, &text, passphrase).map(Some)
}

/// Writes `identity` to a new key file at `path` (sealed when `passphrase` is given; mode 0600;
/// durable on return). Refuses to replace an existing one.
pub(super) fn write_new(
    path: &Path,
    identity: &Identity,
    passphrase: Option<&str>,
) -> Result<(), StoreError> {
    if path.exists() {
        let agent_id = match read(path, passphrase) {
            Ok(Some(i)) => i.agent_id(),
            _ => "(one this command cannot read)".to_owned(),
        };
        return Err(StoreError::IdentityExists { agent_id });
    }
    write(path, identity, passphrase)
}

/// Replaces the key file at `path` with `identity` sealed under `passphrase` (or plain with
/// `None`): the file must hold the same identity already (read with `current`).
pub(super) fn replace(
    path: &Path,
    current: Option<&str>,
    passphrase: Option<&str>,
) -> Result<Identity, StoreError> {
    let identity = read(path, current)?.ok_or(StoreError::NoIdentity)?;
    write(path, &identity, passphrase)?;
    Ok(identity)
}

fn write(path: &Path, identity: &Identity, passphrase: Option<&str>) -> Result<(), StoreError> {
    let record = record(identity, passphrase).map_err(|e| key_error(path, e))?;
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
