//! The JSON Lines export: a header line, one line per entry, a trailer line.
//!
//! ```text
//! {"kind":"keel-chain","version":1,"agent_id":"SDI-…","hash_alg":"SHA-384","canon":"sdi-v1","public_key":"…"}
//! {"kind":"entry", …packet…, "entry_hash":"0x…","utc":"…","signature":{…},"der":{"SDI_DER":{…}}}
//! {"kind":"trailer","count":N,"tip_seq":N,"tip_hash":"0x…"}
//! ```
//! Reading distinguishes "unreadable" (not JSON Lines, no header: [`ExportError`]) from a chain
//! that reads but does not verify (reported by the [`Verifier`]).

use serde_json::{Value, json};

use super::HASH_ALG;
use super::entry::{ChainEntry, EntryError};
use super::rotation::KeyRotation;
use super::verifier::{Authorship, SignatureRule, TrailerCheck, VerificationReport, Verifier};

/// `kind` of the header line.
pub const HEADER_KIND: &str = "keel-chain";
/// `canon` of the header: the canonical JSON of spec/ledger.md.
pub const CANON_NAME: &str = "sdi-v1";

/// Why an export cannot be read at all (CLI exit 2).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ExportError {
    /// A line is not JSON.
    #[error("line {line} is not JSON: {reason}")]
    NotJson {
        /// 1-based line number.
        line: usize,
        /// The parser's message.
        reason: String,
    },
    /// The first line is not a `keel-chain` header.
    #[error("no keel-chain header on line 1")]
    NoHeader,
    /// The header has an unsupported version, hash or canon.
    #[error("unsupported export header: {field} is {got}")]
    Unsupported {
        /// The header field.
        field: &'static str,
        /// Its value.
        got: String,
    },
    /// A line after the header with an unknown `kind`, or anything after the trailer.
    #[error("line {line}: unexpected {what}")]
    Unexpected {
        /// 1-based line number.
        line: usize,
        /// What was found.
        what: String,
    },
}

/// The header line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    /// The chain's agent.
    pub agent_id: String,
    /// The chain's root key, which its agent id is minted from: it signs every entry up to the
    /// first key rotation (and, without one, every entry); `None` for an unsigned chain.
    pub public_key: Option<String>,
}

impl Header {
    /// The JSON line.
    pub fn to_json(&self) -> Value {
        let mut v = json!({"kind": HEADER_KIND, "version": 1, "agent_id": self.agent_id, "hash_alg": HASH_ALG, "canon": CANON_NAME});
        if let (Some(k), Some(m)) = (&self.public_key, v.as_object_mut()) {
            m.insert("public_key".to_owned(), Value::from(k.clone()));
        }
        v
    }
}

/// The trailer line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trailer {
    /// Number of entries.
    pub count: u64,
    /// The last entry's seq.
    pub tip_seq: u64,
    /// The last entry's hash.
    pub tip_hash: String,
}

impl Trailer {
    /// The JSON line.
    pub fn to_json(&self) -> Value {
        json!({"kind": "trailer", "count": self.count, "tip_seq": self.tip_seq, "tip_hash": self.tip_hash})
    }
}

/// A parsed export.
#[derive(Debug, Clone, PartialEq)]
pub struct ExportFile {
    /// The header.
    pub header: Header,
    /// Every entry line, parsed or not (a malformed entry fails verification at its position).
    pub entries: Vec<Result<ChainEntry, EntryError>>,
    /// The trailer, if the file has one.
    pub trailer: Option<Trailer>,
}

/// Writes a whole export (header, entries, trailer) as text. Without DER bodies (`with_der`
/// false) a key rotation keeps its DER all the same: it names the key that signs the entries
/// after it, and the chain cannot be verified past it without.
pub fn write(header: &Header, entries: &[ChainEntry], with_der: bool) -> String {
    let mut out = String::new();
    out.push_str(&header.to_json().to_string());
    out.push('\n');
    for e in entries {
        out.push_str(&entry_line(e, with_der || KeyRotation::carried_by(e)).to_string());
        out.push('\n');
    }
    let trailer = Trailer {
        count: entries.len() as u64,
        tip_seq: entries.last().map_or(0, |e| e.seq),
        tip_hash: entries.last().map_or_else(String::new, |e| e.entry_hash.clone()),
    };
    out.push_str(&trailer.to_json().to_string());
    out.push('\n');
    out
}

/// One entry line (`kind` first).
pub fn entry_line(e: &ChainEntry, with_der: bool) -> Value {
    let mut line = serde_json::Map::new();
    line.insert("kind".to_owned(), Value::from("entry"));
    if let Value::Object(m) = e.to_json(with_der) {
        line.extend(m);
    }
    Value::Object(line)
}

/// Parses export text. Blank lines are ignored.
pub fn parse(text: &str) -> Result<ExportFile, ExportError> {
    let mut lines = text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty());
    let (_, first) = lines.next().ok_or(ExportError::NoHeader)?;
    let header: Value = serde_json::from_str(first).map_err(|_| ExportError::NoHeader)?;
    if header.get("kind").and_then(Value::as_str) != Some(HEADER_KIND) {
        return Err(ExportError::NoHeader);
    }
    for (field, want) in
        [("version", json!(1)), ("hash_alg", json!(HASH_ALG)), ("canon", json!(CANON_NAME))]
    {
        let got = header.get(field).cloned().unwrap_or(Value::Null);
        if got != want {
            return Err(ExportError::Unsupported { field, got: got.to_string() });
        }
    }
    let agent_id =
        header.get("agent_id").and_then(Value::as_str).ok_or(ExportError::Unsupported {
            field: "agent_id",
            got: header.get("agent_id").map_or_else(|| "absent".to_owned(), Value::to_string),
        })?;
    let public_key = match header.get("public_key") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => Some(s.clone()),
        Some(other) => {
            return Err(ExportError::Unsupported { field: "public_key", got: other.to_string() });
        }
    };
    let mut file = ExportFile {
        header: Header { agent_id: agent_id.to_owned(), public_key },
        entries: Vec::new(),
        trailer: None,
    };
    for (i, line) in lines {
        let n = i + 1;
        let v: Value = serde_json::from_str(line)
            .map_err(|e| ExportError::NotJson { line: n, reason: e.to_string() })?;
        if file.trailer.is_some() {
            return Err(ExportError::Unexpected {
                line: n,
                what: "line after the trailer".to_owned(),
            });
        }
        match v.get("kind").and_then(Value::as_str) {
            Some("entry") => {
                // `kind` frames the line; the record is the rest.
                let mut record = v;
                if let Some(m) = record.as_object_mut() {
                    m.remove("kind");
                }
                file.entries.push(ChainEntry::from_json(&record));
            }
            Some("trailer") => {
                let num = |k: &str| v.get(k).and_then(Value::as_u64);
                let (Some(count), Some(tip_seq), Some(tip_hash)) =
                    (num("count"), num("tip_seq"), v.get("tip_hash").and_then(Value::as_str))
                else {
                    return Err(ExportError::Unexpected {
                        line: n,
                        what: "malformed trailer".to_owned(),
                    });
                };
                file.trailer = Some(Trailer { count, tip_seq, tip_hash: tip_hash.to_owned() });
            }
            other => {
                return Err(ExportError::Unexpected {
                    line: n,
                    what: format!("kind {}", other.unwrap_or("(none)")),
                });
            }
        }
    }
    Ok(file)
}

impl ExportFile {
    /// Verifies the export: header agent and key, every entry, the trailer. Authorship is
    /// required: an unsigned entry fails.
    pub fn verify(&self) -> VerificationReport {
        self.verify_with(Authorship::Required)
    }

    /// [`ExportFile::verify`] with the given demand on authorship.
    pub fn verify_with(&self, authorship: Authorship) -> VerificationReport {
        let mut v = Verifier::new(
            Some(self.header.agent_id.clone()),
            SignatureRule::Header(self.header.public_key.clone()),
        )
        .with_authorship(authorship);
        for e in &self.entries {
            v.push(e.as_ref());
        }
        let trailer = self.trailer.clone().map_or(TrailerCheck::Missing, TrailerCheck::Present);
        v.finish(&trailer)
    }
}
