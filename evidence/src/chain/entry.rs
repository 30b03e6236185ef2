//! One chain entry: the packet fields, the entry hash, and what travels with it (utc, signature,
//! optional DER body). `entry_hash = H(canon(packet))`.
//!
//! Invariant: every byte of an entry record is covered by the entry hash or the signature, or the
//! record is refused ([`ChainEntry::from_json`]). The packet fields and `entry_hash` are the
//! hashed packet; `signature` signs `entry_hash`; `der` is `{"SDI_DER": …}` and nothing else, so
//! `der_hash` covers it; `utc` is the DER's `META.utc` (so `der_hash` covers it too) and is absent
//! without a DER. Any other key is refused: it would be stored and served without anything
//! vouching for it.

use serde_json::{Map, Value, json};

use super::signature::Signature;
use super::{CHAIN_VERSION, HASH_ALG};
use crate::canon;

/// Why a JSON object is not a chain entry.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum EntryError {
    /// The line or record is not a JSON object.
    #[error("entry is not a JSON object")]
    NotAnObject,
    /// A required field is missing.
    #[error("entry field {field} is missing")]
    Missing {
        /// The field.
        field: &'static str,
    },
    /// A field has the wrong JSON type.
    #[error("entry field {field} must be {expected}")]
    WrongType {
        /// The field.
        field: &'static str,
        /// What it must be.
        expected: &'static str,
    },
    /// A key that neither the entry hash nor the signature covers.
    #[error("entry field {field} is not covered by the entry hash or the signature")]
    Uncovered {
        /// The key, dotted inside `der` and `signature` (`der.note`, `signature.comment`).
        field: String,
    },
    /// `utc` is not the DER's `META.utc` (the only way it is covered), or there is no DER.
    #[error(
        "entry utc {utc:?} is not covered: it must equal the DER's META.utc ({der_utc:?}) and is absent without a DER"
    )]
    UtcNotCovered {
        /// The entry's `utc`.
        utc: String,
        /// The DER's `META.utc` (`None`: no DER, or no string there).
        der_utc: Option<String>,
    },
}

/// The keys an entry record may have: the packet, `entry_hash`, and what the hashes or the
/// signature cover.
const ENTRY_KEYS: [&str; 13] = [
    "v",
    "hash_alg",
    "agent_id",
    "seq",
    "parent_hash",
    "type",
    "der_hash",
    "success_met",
    "audit_hash",
    "entry_hash",
    "utc",
    "signature",
    "der",
];
/// The keys of a signature object.
const SIGNATURE_KEYS: [&str; 3] = ["algorithm", "public_key", "value"];

/// A chain entry as stored and exported.
#[derive(Debug, Clone, PartialEq)]
pub struct ChainEntry {
    /// Packet version (`SDI_CHAIN_v1`).
    pub v: String,
    /// Packet hash algorithm (`SHA-384`).
    pub hash_alg: String,
    /// The agent whose chain this is.
    pub agent_id: String,
    /// Position, from 1.
    pub seq: u64,
    /// `GENESIS` for seq 1, else the previous `entry_hash`.
    pub parent_hash: String,
    /// Entry type (`EPISODIC`, …).
    pub entry_type: String,
    /// `H(canon(der["SDI_DER"]))`.
    pub der_hash: String,
    /// True for a committed governed answer.
    pub success_met: bool,
    /// `None`: no `audit_hash` key (not in the packet). `Some(None)`: the key with null.
    pub audit_hash: Option<Option<String>>,
    /// The stored entry hash (verification recomputes it).
    pub entry_hash: String,
    /// When it was written: the DER's `META.utc` (empty without a DER). Not in the packet;
    /// covered through `der_hash`.
    pub utc: String,
    /// Ed25519 signature over the ASCII bytes of `entry_hash`.
    pub signature: Option<Signature>,
    /// The whole DER document (`{"SDI_DER": …}`) when carried.
    pub der: Option<Value>,
}

impl ChainEntry {
    /// The chain packet: the eight fixed fields, plus `audit_hash` iff the entry has the key.
    pub fn packet(&self) -> Value {
        let mut p = json!({
            "v": self.v,
            "hash_alg": self.hash_alg,
            "agent_id": self.agent_id,
            "seq": self.seq,
            "parent_hash": self.parent_hash,
            "type": self.entry_type,
            "der_hash": self.der_hash,
            "success_met": self.success_met,
        });
        if let (Some(audit), Some(map)) = (&self.audit_hash, p.as_object_mut()) {
            map.insert("audit_hash".to_owned(), audit.clone().map_or(Value::Null, Value::String));
        }
        p
    }

    /// `H(canon(packet))`.
    pub fn compute_hash(&self) -> String {
        canon::hash_value(&self.packet())
    }

    /// A new unsigned entry with its hash computed (v and hash_alg are the current constants).
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        agent_id: &str,
        seq: u64,
        parent_hash: &str,
        entry_type: &str,
        der_hash: &str,
        success_met: bool,
        audit_hash: Option<Option<String>>,
        utc: &str,
    ) -> ChainEntry {
        let mut e = ChainEntry {
            v: CHAIN_VERSION.to_owned(),
            hash_alg: HASH_ALG.to_owned(),
            agent_id: agent_id.to_owned(),
            seq,
            parent_hash: parent_hash.to_owned(),
            entry_type: entry_type.to_owned(),
            der_hash: der_hash.to_owned(),
            success_met,
            audit_hash,
            entry_hash: String::new(),
            utc: utc.to_owned(),
            signature: None,
            der: None,
        };
        e.entry_hash = e.compute_hash();
        e
    }

    /// The export/store record: packet fields, `entry_hash`, `signature` when present, and with
    /// the DER (when carried and `with_der`) `der` and `utc` (its `META.utc`). `kind` is added by
    /// the export writer.
    pub fn to_json(&self, with_der: bool) -> Value {
        let mut v = self.packet();
        if let Some(map) = v.as_object_mut() {
            map.insert("entry_hash".to_owned(), Value::from(self.entry_hash.clone()));
            let der = self.der.as_ref().filter(|_| with_der);
            // `utc` travels only beside the DER that covers it.
            if let Some(utc) = der.and_then(der_utc) {
                map.insert("utc".to_owned(), Value::from(utc));
            }
            if let Some(sig) = &self.signature {
                map.insert("signature".to_owned(), sig.to_json());
            }
            if let Some(der) = der {
                map.insert("der".to_owned(), der.clone());
            }
        }
        v
    }

    /// Reads an entry record (an export line without its `kind`, a stored record, an append
    /// body). Refuses every key the entry hash and the signature do not cover: an unknown key,
    /// a key beside `SDI_DER` in `der` or beside the three of `signature`, and a `utc` that is
    /// not the DER's `META.utc`.
    pub fn from_json(v: &Value) -> Result<ChainEntry, EntryError> {
        let m = v.as_object().ok_or(EntryError::NotAnObject)?;
        if let Some(k) = m.keys().find(|k| !ENTRY_KEYS.contains(&k.as_str())) {
            return Err(EntryError::Uncovered { field: k.clone() });
        }
        let signature = match m.get("signature") {
            None | Some(Value::Null) => None,
            Some(s) => {
                if let Some(k) = s
                    .as_object()
                    .and_then(|o| o.keys().find(|k| !SIGNATURE_KEYS.contains(&k.as_str())))
                {
                    return Err(EntryError::Uncovered { field: format!("signature.{k}") });
                }
                Some(Signature::from_json(s).ok_or(EntryError::WrongType {
                    field: "signature",
                    expected: "an object {algorithm, public_key, value}",
                })?)
            }
        };
        let audit_hash = match m.get("audit_hash") {
            None => None,
            Some(Value::Null) => Some(None),
            Some(Value::String(s)) => Some(Some(s.clone())),
            Some(_) => {
                return Err(EntryError::WrongType {
                    field: "audit_hash",
                    expected: "a string or null",
                });
            }
        };
        let der = match m.get("der") {
            None | Some(Value::Null) => None,
            Some(Value::Object(d)) => {
                if let Some(k) = d.keys().find(|k| k.as_str() != "SDI_DER") {
                    return Err(EntryError::Uncovered { field: format!("der.{k}") });
                }
                Some(Value::Object(d.clone()))
            }
            Some(_) => {
                return Err(EntryError::WrongType {
                    field: "der",
                    expected: "an object {\"SDI_DER\": …}",
                });
            }
        };
        let covered_utc = der.as_ref().and_then(der_utc);
        let utc = match m.get("utc") {
            None | Some(Value::Null) => covered_utc.unwrap_or_default(),
            Some(Value::String(s)) if Some(s) == covered_utc.as_ref() => s.clone(),
            Some(Value::String(s)) => {
                return Err(EntryError::UtcNotCovered { utc: s.clone(), der_utc: covered_utc });
            }
            Some(_) => return Err(EntryError::WrongType { field: "utc", expected: "a string" }),
        };
        Ok(ChainEntry {
            v: string(m, "v")?,
            hash_alg: string(m, "hash_alg")?,
            agent_id: string(m, "agent_id")?,
            seq: match m.get("seq") {
                None => return Err(EntryError::Missing { field: "seq" }),
                Some(s) => s.as_u64().ok_or(EntryError::WrongType {
                    field: "seq",
                    expected: "a non-negative integer",
                })?,
            },
            parent_hash: string(m, "parent_hash")?,
            entry_type: string(m, "type")?,
            der_hash: string(m, "der_hash")?,
            success_met: match m.get("success_met") {
                None => return Err(EntryError::Missing { field: "success_met" }),
                Some(b) => b
                    .as_bool()
                    .ok_or(EntryError::WrongType { field: "success_met", expected: "a boolean" })?,
            },
            audit_hash,
            entry_hash: string(m, "entry_hash")?,
            utc,
            signature,
            der,
        })
    }
}

/// The DER document's `SDI_DER.META.utc`, when it is a string.
pub fn der_utc(der: &Value) -> Option<String> {
    der.get("SDI_DER")?.get("META")?.get("utc")?.as_str().map(str::to_owned)
}

fn string(m: &Map<String, Value>, field: &'static str) -> Result<String, EntryError> {
    match m.get(field) {
        None => Err(EntryError::Missing { field }),
        Some(Value::String(s)) => Ok(s.clone()),
        Some(_) => Err(EntryError::WrongType { field, expected: "a string" }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn audit_hash_joins_the_packet_only_when_the_key_exists() {
        let mut e = ChainEntry::new("SDI-ABC", 1, "GENESIS", "EPISODIC", "0x00", true, None, "t");
        assert!(e.packet().get("audit_hash").is_none());
        let without = e.compute_hash();
        e.audit_hash = Some(None);
        assert_eq!(e.packet()["audit_hash"], Value::Null);
        let with_null = e.compute_hash();
        assert_ne!(without, with_null);
        e.audit_hash = Some(Some("0x01".into()));
        assert_ne!(e.compute_hash(), with_null);
    }

    #[test]
    fn json_round_trip_keeps_everything() {
        let mut e = ChainEntry::new(
            "SDI-ABC",
            2,
            "0xAA",
            "AUDIT",
            "0xBB",
            false,
            Some(None),
            "2026-01-01T00:00:00Z",
        );
        e.der = Some(json!({"SDI_DER": {"META": {"utc": "2026-01-01T00:00:00Z"}}}));
        let back = ChainEntry::from_json(&e.to_json(true)).unwrap();
        assert_eq!(back, e);
        let mut v = e.to_json(false);
        v.as_object_mut().unwrap().remove("seq");
        assert_eq!(ChainEntry::from_json(&v), Err(EntryError::Missing { field: "seq" }));
    }

    #[test]
    fn every_key_is_covered_or_refused() {
        let mut e = ChainEntry::new("SDI-ABC", 1, "GENESIS", "EPISODIC", "0xBB", true, None, "");
        e.der = Some(json!({"SDI_DER": {"META": {"utc": "2026-01-01T00:00:00Z"}}}));
        e.utc = "2026-01-01T00:00:00Z".to_owned();
        let good = e.to_json(true);
        assert_eq!(good["utc"], "2026-01-01T00:00:00Z");
        let with = |path: &[&str], value: Value| {
            let mut v = good.clone();
            let mut at = &mut v;
            for p in &path[..path.len() - 1] {
                at = &mut at[*p];
            }
            at[path[path.len() - 1]] = value;
            ChainEntry::from_json(&v)
        };
        let uncovered = |field: &str| Err(EntryError::Uncovered { field: field.to_owned() });
        assert_eq!(with(&["note"], json!("hi")), uncovered("note"));
        assert_eq!(with(&["kind"], json!("entry")), uncovered("kind"));
        assert_eq!(with(&["der", "extra"], json!(1)), uncovered("der.extra"));
        assert_eq!(
            with(&["utc"], json!("2030-01-01T00:00:00Z")),
            Err(EntryError::UtcNotCovered {
                utc: "2030-01-01T00:00:00Z".to_owned(),
                der_utc: Some("2026-01-01T00:00:00Z".to_owned()),
            })
        );
        e.signature = Some(Signature {
            algorithm: "ED25519".to_owned(),
            public_key: "00".repeat(32),
            value: String::new(),
        });
        let mut signed = e.to_json(true);
        signed["signature"]["comment"] = json!("x");
        assert_eq!(ChainEntry::from_json(&signed), uncovered("signature.comment"));
        // Without its DER an entry carries no utc: it is written without one, and refused with one.
        let bare = e.to_json(false);
        assert!(bare.get("utc").is_none());
        let mut bare_utc = bare.clone();
        bare_utc["utc"] = json!("2026-01-01T00:00:00Z");
        assert!(matches!(
            ChainEntry::from_json(&bare_utc),
            Err(EntryError::UtcNotCovered { der_utc: None, .. })
        ));
        assert_eq!(ChainEntry::from_json(&bare).unwrap().utc, "");
    }
}
