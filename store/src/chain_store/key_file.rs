//! The local identity's seed at rest: its own file beside the chain store (`chain.redb` →
//! `chain.key`), mode 0600, never inside the database (issue 15, item 5); optionally sealed with
//! a passphrase, so that a copied home is useless without it.
//!
//! Forms, all hex: `{"seed": <64 hex>, "minted_utc": …}` (version 1, plain); the sealed form
//! `{"version": 2, "agent_id", "minted_utc", "kdf": {"alg": "argon2id", "m_kib", "t", "p",
//! "salt"}, "aead": {"alg": "chacha20poly1305", "nonce"}, "ciphertext"}`: the key is
//! Argon2id(passphrase, salt), the seed is sealed with ChaCha20-Poly1305 under additional data
//! that binds `agent_id` and `minted_utc`, and the opened seed must mint that `agent_id`; and,
//! once a key has been rotated or while a rotation is under way, version 3:
//! `{"version": 3, "agent_id", "minted_utc", "root_public_key"}` plus either `"seed"` (and
//! `"next_seed"` during a rotation) in the clear, or `kdf`/`aead`/`ciphertext` sealing the seed
//! (followed by the next seed during a rotation) under `keel-key/3 <agent_id> <minted_utc>
//! <root_public_key>`; the root key must mint `agent_id`.
//!
//! An identity export ([`export`]) is `{"kind": "keel-identity", "version": 1, "key": <a sealed
//! record>}`: always sealed, with the same KDF and AEAD.
//!
//! Invariants: the file is created 0600 before a byte of it is written (a temporary file, synced,
//! renamed into place, the directory synced), so no moment exists where the seed is readable by
//! others or half-written; a key file readable by group or others is refused, not used; a key
//! file is replaced only by [`replace`] and [`write`] with the same agent id. Every access happens
//! while the store's redb file is open, and redb opens a file in one process at a time, so two
//! processes never race on the key.

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

/// What a key file holds: the identity in force and, while a key rotation is under way, the seed
/// of the key it hands over to (written before the rotation entry is appended, so a crash in
/// between loses no key: `keel agent rotate` finishes the rotation).
#[derive(Clone)]
pub(super) struct KeyRecord {
    /// The identity, signing with the key in force.
    pub identity: Identity,
    /// The seed of the next key during a rotation.
    pub next: Option<[u8; 32]>,
}

impl From<Identity> for KeyRecord {
    fn from(identity: Identity) -> KeyRecord {
        KeyRecord { identity, next: None }
    }
}

/// The record in a key file's text (any form; the legacy `identity` table holds the plain one).
pub(super) fn parse_record(
    path: &Path,
    text: &str,
    passphrase: Option<&str>,
) -> Result<KeyRecord, StoreError> {
    let record: Value = serde_json::from_str(text).map_err(|e| key_error(path, e))?;
    let minted_utc = record["minted_utc"].as_str().unwrap_or("");
    match record.get("version") {
        None => {
            let seed = hex_bytes::<32>(&record["seed"])
                .ok_or_else(|| key_error(path, "no 32-byte seed"))?;
            Ok(Identity::from_seed(seed, minted_utc).into())
        }
        Some(v) if *v == 2 => unseal(path, &record, minted_utc, passphrase).map(KeyRecord::from),
        Some(v) if *v == 3 => parse_rotated(path, &record, minted_utc, passphrase),
        Some(v) => Err(key_error(path, format!("unsupported key file version {v}"))),
    }
}

/// `N` bytes from a hex string value.
fn hex_bytes<const N: usize>(v: &Value) -> Option<[u8; N]> {
    v.as_str().and_then(|s| hex::decode(s).ok()).and_then(|b| <[u8; N]>::try_from(b).ok())
}

/// The additional data a version-2 sealed seed is bound to.
fn aad(agent_id: &str, minted_utc: &str) -> String {
    format!("keel-key/2 {agent_id} {minted_utc}")
}

/// The additional data of a version-3 sealed record.
fn aad_rotated(agent_id: &str, minted_utc: &str, root: &[u8; 32]) -> String {
    format!("keel-key/3 {agent_id} {minted_utc} {}", hex::encode(root))
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

/// Opens the `kdf`/`aead`/`ciphertext` of a sealed record bound to `aad`.
fn open_sealed(
    path: &Path,
    record: &Value,
    aad: &str,
    passphrase: Option<&str>,
) -> Result<Vec<u8>, StoreError> {
    let bad = |what: &str| key_error(path, format!("sealed key file: {what}"));
    if record["kdf"]["alg"] != "argon2id" || record["aead"]["alg"] != "chacha20poly1305" {
        return Err(bad("unsupported version or algorithm"));
    }
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
    ChaCha20Poly1305::new(Key::from_slice(&key))
        .decrypt(Nonce::from_slice(&nonce), Payload { msg: &sealed, aad: aad.as_bytes() })
        .map_err(|_| StoreError::PassphraseWrong { path: path.display().to_string() })
}

/// Seals `secret` under `passphrase` (fresh salt and nonce) bound to `aad`: the `kdf`, `aead` and
/// `ciphertext` fields.
fn seal(secret: &[u8], aad: &str, passphrase: &str) -> Result<[(&'static str, Value); 3], String> {
    let mut salt = [0u8; 16];
    let mut nonce = [0u8; 12];
    getrandom::fill(&mut salt)
        .and_then(|()| getrandom::fill(&mut nonce))
        .map_err(|e| e.to_string())?;
    let key = derive(passphrase, &salt, M_KIB, T, P)?;
    let sealed = ChaCha20Poly1305::new(Key::from_slice(&key))
        .encrypt(Nonce::from_slice(&nonce), Payload { msg: secret, aad: aad.as_bytes() })
        .map_err(|e| e.to_string())?;
    Ok([
        (
            "kdf",
            json!({"alg": "argon2id", "m_kib": M_KIB, "t": T, "p": P, "salt": hex::encode(salt)}),
        ),
        ("aead", json!({"alg": "chacha20poly1305", "nonce": hex::encode(nonce)})),
        ("ciphertext", Value::from(hex::encode(sealed))),
    ])
}

fn unseal(
    path: &Path,
    record: &Value,
    minted_utc: &str,
    passphrase: Option<&str>,
) -> Result<Identity, StoreError> {
    let bad = |what: &str| key_error(path, format!("sealed key file: {what}"));
    let agent_id = record["agent_id"].as_str().ok_or_else(|| bad("no agent_id"))?;
    let seed = open_sealed(path, record, &aad(agent_id, minted_utc), passphrase)?;
    let seed = <[u8; 32]>::try_from(seed).map_err(|_| bad("the sealed seed is not 32 bytes"))?;
    let identity = Identity::from_seed(seed, minted_utc);
    if identity.agent_id() != agent_id {
        return Err(bad("the sealed seed does not mint its agent_id"));
    }
    Ok(identity)
}

/// A version-3 record: a rotated key, or a rotation under way; plain or sealed.
fn parse_rotated(
    path: &Path,
    record: &Value,
    minted_utc: &str,
    passphrase: Option<&str>,
) -> Result<KeyRecord, StoreError> {
    let bad = |what: &str| key_error(path, format!("key file: {what}"));
    let agent_id = record["agent_id"].as_str().ok_or_else(|| bad("no agent_id"))?;
    let root = hex_bytes::<32>(&record["root_public_key"])
        .ok_or_else(|| bad("no 32-byte root_public_key"))?;
    if keel_evidence::chain::identity::agent_id_for(&root) != agent_id {
        return Err(bad("root_public_key does not mint its agent_id"));
    }
    let (seed, next) = if record.get("ciphertext").is_some() {
        let secret =
            open_sealed(path, record, &aad_rotated(agent_id, minted_utc, &root), passphrase)?;
        match secret.len() {
            32 => (<[u8; 32]>::try_from(&secret[..32]).ok(), None),
            64 => {
                (<[u8; 32]>::try_from(&secret[..32]).ok(), <[u8; 32]>::try_from(&secret[32..]).ok())
            }
            _ => (None, None),
        }
    } else {
        let next = match record.get("next_seed") {
            None => None,
            Some(v) => Some(hex_bytes::<32>(v).ok_or_else(|| bad("next_seed is not 32 bytes"))?),
        };
        (hex_bytes::<32>(&record["seed"]), next)
    };
    let seed = seed.ok_or_else(|| bad("no 32-byte seed"))?;
    Ok(KeyRecord { identity: Identity::rotated(seed, root, minted_utc), next })
}

/// The record for `key`: sealed under `passphrase` when one is given, else plain. A root key
/// with no rotation under way keeps the version 1 and 2 forms.
fn record(key: &KeyRecord, passphrase: Option<&str>) -> Result<Value, String> {
    let identity = &key.identity;
    let agent_id = identity.agent_id();
    if !identity.is_rotated() && key.next.is_none() {
        let Some(passphrase) = passphrase else {
            return Ok(
                json!({"seed": hex::encode(identity.seed()), "minted_utc": identity.minted_utc()}),
            );
        };
        let mut v =
            json!({"version": 2, "agent_id": agent_id, "minted_utc": identity.minted_utc()});
        for (k, field) in
            seal(&identity.seed(), &aad(&agent_id, identity.minted_utc()), passphrase)?
        {
            v[k] = field;
        }
        return Ok(v);
    }
    let root = identity.root_public_key();
    let mut v = json!({
        "version": 3,
        "agent_id": agent_id,
        "minted_utc": identity.minted_utc(),
        "root_public_key": hex::encode(root),
    });
    match passphrase {
        None => {
            v["seed"] = Value::from(hex::encode(identity.seed()));
            if let Some(next) = key.next {
                v["next_seed"] = Value::from(hex::encode(next));
            }
        }
        Some(passphrase) => {
            let mut secret = identity.seed().to_vec();
            secret.extend(key.next.iter().flatten());
            let aad = aad_rotated(&agent_id, identity.minted_utc(), &root);
            for (k, field) in seal(&secret, &aad, passphrase)? {
                v[k] = field;
            }
        }
    }
    Ok(v)
}

/// The record in the key file at `path`; `None` when there is no file.
pub(super) fn read(path: &Path, passphrase: Option<&str>) -> Result<Option<KeyRecord>, StoreError> {
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

/// Writes `key` to a new key file at `path` (sealed when `passphrase` is given; mode 0600;
/// durable on return). Refuses to replace an existing one.
pub(super) fn write_new(
    path: &Path,
    key: &KeyRecord,
    passphrase: Option<&str>,
) -> Result<(), StoreError> {
    if path.exists() {
        let agent_id = match read(path, passphrase) {
            Ok(Some(k)) => k.identity.agent_id(),
            _ => "(one this command cannot read)".to_owned(),
        };
        return Err(StoreError::IdentityExists { agent_id });
    }
    write(path, key, passphrase)
}

/// Replaces the key file at `path` with what it holds, sealed under `passphrase` (or plain with
/// `None`), read with `current`.
pub(super) fn replace(
    path: &Path,
    current: Option<&str>,
    passphrase: Option<&str>,
) -> Result<Identity, StoreError> {
    let key = read(path, current)?.ok_or(StoreError::NoIdentity)?;
    write(path, &key, passphrase)?;
    Ok(key.identity)
}

/// `kind` of an identity export.
const EXPORT_KIND: &str = "keel-identity";

/// The identity export of `key`: always sealed under `passphrase` (a fresh salt and nonce).
pub(super) fn export(key: &KeyRecord, passphrase: &str) -> Result<String, String> {
    let sealed = record(key, Some(passphrase))?;
    Ok(format!("{}\n", json!({"kind": EXPORT_KIND, "version": 1, "key": sealed})))
}

/// The key record of an identity export (`path` names it in errors), opened with `passphrase`.
/// Refuses anything but a sealed `keel-identity` version 1 document.
pub(super) fn parse_export(
    path: &Path,
    text: &str,
    passphrase: Option<&str>,
) -> Result<KeyRecord, StoreError> {
    let not_export = |why: &str| key_error(path, format!("not a keel identity export: {why}"));
    let doc: Value = serde_json::from_str(text).map_err(|e| not_export(&e.to_string()))?;
    if doc["kind"] != EXPORT_KIND || doc["version"] != 1 {
        return Err(not_export("kind keel-identity, version 1 expected"));
    }
    let key = &doc["key"];
    if key.get("ciphertext").is_none() {
        return Err(not_export("its key is not sealed (an export always is)"));
    }
    parse_record(path, &key.to_string(), passphrase)
}

/// Writes `key` over the key file at `path` (same agent id: the caller has read it).
pub(super) fn write(
    path: &Path,
    key: &KeyRecord,
    passphrase: Option<&str>,
) -> Result<(), StoreError> {
    let record = record(key, passphrase).map_err(|e| key_error(path, e))?;
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
