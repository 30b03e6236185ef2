//! Key rotation recorded on the chain (docs/chain.md, "Key rotation").
//!
//! A rotation is a `SYSTEM` entry whose DER carries a `KEY_ROTATION` block,
//! `{"version": 1, "previous_public_key": <hex>, "public_key": <hex>}`: the entry is signed by
//! the key in force (`previous_public_key`) and names the key that signs every later entry
//! (`public_key`). The block is inside the DER, so `der_hash`, the entry hash and the retiring
//! key's signature all cover the new key; the packet and the signed message stay SDI's.
//!
//! Invariants: the agent id is the root key's (the key of seq 1) for the whole chain; exactly one
//! key is in force at every seq; a retired key never signs again, and is never named again.

use ed25519_dalek::VerifyingKey;
use serde_json::{Value, json};

use super::entry::ChainEntry;
use super::signature::decode_key;

/// The DER block that makes a SYSTEM entry a key rotation.
pub const BLOCK: &str = "KEY_ROTATION";
/// The entry type a rotation must have.
pub const ENTRY_TYPE: &str = "SYSTEM";
/// `KEY_ROTATION.version`.
pub const BLOCK_VERSION: u64 = 1;
const BLOCK_KEYS: [&str; 3] = ["version", "previous_public_key", "public_key"];

/// Why an entry's `KEY_ROTATION` block is not a rotation.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RotationError {
    /// The block is in an entry that is not `SYSTEM`.
    #[error("a KEY_ROTATION block belongs in a SYSTEM entry, not {0}")]
    NotSystem(String),
    /// The block is not exactly `{version: 1, previous_public_key, public_key}`.
    #[error(
        "KEY_ROTATION must be exactly {{\"version\": 1, \"previous_public_key\", \"public_key\"}}: {0}"
    )]
    Malformed(String),
    /// A key is not 64 hex digits of an Ed25519 public key.
    #[error("KEY_ROTATION.{0} is not an Ed25519 public key (64 hex digits)")]
    BadKey(&'static str),
    /// The block names the key it retires as the next one.
    #[error("KEY_ROTATION names the retiring key as the next one")]
    SameKey,
}

/// One key rotation: `previous` retires, `next` signs from the following entry on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyRotation {
    /// The key in force before (which signs the rotation entry).
    pub previous: [u8; 32],
    /// The key in force after.
    pub next: [u8; 32],
}

impl KeyRotation {
    /// The `KEY_ROTATION` block for the DER (lowercase hex, like every key keel writes).
    pub fn block(&self) -> Value {
        json!({
            "version": BLOCK_VERSION,
            "previous_public_key": hex::encode(self.previous),
            "public_key": hex::encode(self.next),
        })
    }

    /// Whether `entry` carries a `KEY_ROTATION` block (well-formed or not). Needs the DER: an
    /// entry without its body cannot show one, which is why exports keep rotation DERs.
    pub fn carried_by(entry: &ChainEntry) -> bool {
        block_of(entry).is_some()
    }

    /// The rotation `entry` records: `Ok(None)` when it carries no `KEY_ROTATION` block, an error
    /// when the block is there but is not a valid rotation.
    pub fn of(entry: &ChainEntry) -> Result<Option<KeyRotation>, RotationError> {
        let Some(block) = block_of(entry) else { return Ok(None) };
        if entry.entry_type != ENTRY_TYPE {
            return Err(RotationError::NotSystem(entry.entry_type.clone()));
        }
        let Some(map) = block.as_object() else {
            return Err(RotationError::Malformed("not an object".to_owned()));
        };
        if let Some(k) = map.keys().find(|k| !BLOCK_KEYS.contains(&k.as_str())) {
            return Err(RotationError::Malformed(format!("unknown key {k}")));
        }
        if map.get("version").and_then(Value::as_u64) != Some(BLOCK_VERSION) {
            return Err(RotationError::Malformed(format!(
                "version is {}",
                map.get("version").map_or_else(|| "absent".to_owned(), Value::to_string)
            )));
        }
        let key = |field: &'static str| {
            map.get(field)
                .and_then(Value::as_str)
                .and_then(decode_key)
                .filter(|k| VerifyingKey::from_bytes(k).is_ok())
                .ok_or(RotationError::BadKey(field))
        };
        let rotation =
            KeyRotation { previous: key("previous_public_key")?, next: key("public_key")? };
        if rotation.previous == rotation.next {
            return Err(RotationError::SameKey);
        }
        Ok(Some(rotation))
    }
}

/// `SDI_DER.KEY_ROTATION`, when present and not null.
fn block_of(entry: &ChainEntry) -> Option<&Value> {
    entry.der.as_ref()?.get("SDI_DER")?.get(BLOCK).filter(|b| !b.is_null())
}

/// The keys `entries` say were in force, in order: the key that signed the first entry, then the
/// key each well-formed rotation names. What the entries *say*: verify the chain for what holds.
pub fn keys_in_force(entries: &[ChainEntry]) -> Vec<[u8; 32]> {
    let mut keys: Vec<[u8; 32]> =
        entries.first().and_then(|e| e.signature.as_ref()?.key_bytes()).into_iter().collect();
    keys.extend(entries.iter().filter_map(|e| KeyRotation::of(e).ok().flatten()).map(|r| r.next));
    keys
}

/// The key in force after `entries` (the one that signs the next entry), as they say.
pub fn key_in_force_after(entries: &[ChainEntry]) -> Option<[u8; 32]> {
    keys_in_force(entries).last().copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chain::Identity;

    fn with_block(entry_type: &str, block: &Value) -> ChainEntry {
        let mut e = ChainEntry::new("SDI-X", 2, "0x00", entry_type, "0x00", true, None, "");
        e.der = Some(json!({"SDI_DER": {"META": {}, BLOCK: block}}));
        e
    }

    #[test]
    fn a_rotation_block_reads_back_and_anything_else_is_refused() {
        let (a, b) = (Identity::from_seed([1; 32], "t"), Identity::from_seed([2; 32], "t"));
        let r = KeyRotation { previous: a.public_key(), next: b.public_key() };
        assert_eq!(KeyRotation::of(&with_block("SYSTEM", &r.block())), Ok(Some(r)));
        assert!(KeyRotation::carried_by(&with_block("SYSTEM", &r.block())));
        let plain = ChainEntry::new("SDI-X", 1, "GENESIS", "SYSTEM", "0x00", true, None, "");
        assert_eq!(KeyRotation::of(&plain), Ok(None));
        assert_eq!(
            KeyRotation::of(&with_block("EPISODIC", &r.block())),
            Err(RotationError::NotSystem("EPISODIC".to_owned()))
        );
        let mut extra = r.block();
        extra["note"] = json!("x");
        assert!(matches!(
            KeyRotation::of(&with_block("SYSTEM", &extra)),
            Err(RotationError::Malformed(_))
        ));
        let mut v2 = r.block();
        v2["version"] = json!(2);
        assert!(matches!(
            KeyRotation::of(&with_block("SYSTEM", &v2)),
            Err(RotationError::Malformed(_))
        ));
        let mut short = r.block();
        short["public_key"] = json!("abcd");
        assert_eq!(
            KeyRotation::of(&with_block("SYSTEM", &short)),
            Err(RotationError::BadKey("public_key"))
        );
        let same = KeyRotation { previous: a.public_key(), next: a.public_key() };
        assert_eq!(
            KeyRotation::of(&with_block("SYSTEM", &same.block())),
            Err(RotationError::SameKey)
        );
    }
}
