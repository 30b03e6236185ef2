//! The write gate (spec/ledger.md, "Appending"): a minted identity, a DER that parses and
//! compiles PASS, RAI ≥ threshold, not a STOP DER; then exactly one signed entry on the tip.
//!
//! A refusal (STOP DER) is written only when the caller's profile sets `record_refusals`, and
//! then with `success_met = false`. The DER's `META.agent_id` and `META.sovereign_hash` must be
//! the identity's, and `META.ledger.parent_hash` the tip the entry is appended to.

use serde_json::Value;

use super::GENESIS;
use super::entry::ChainEntry;
use super::identity::Identity;
use crate::der::{self, CompileResult, GateOptions};

/// Why a DER may not be committed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum WriteGateError {
    /// The compile gate found errors.
    #[error("DER does not compile: {errors} error(s), first: {first}")]
    Compile {
        /// How many.
        errors: usize,
        /// The first message.
        first: String,
    },
    /// A STOP DER (never committed unless refusals are recorded).
    #[error("STOP DER is not eligible for commit")]
    Stop,
    /// RAI below the threshold.
    #[error("RAI {score} below threshold {threshold}")]
    BelowThreshold {
        /// The score.
        score: f64,
        /// The threshold.
        threshold: f64,
    },
    /// A META field does not match the identity or the tip.
    #[error("DER META.{field} is {got:?}, expected {expected}")]
    Meta {
        /// The field.
        field: &'static str,
        /// What the commit requires.
        expected: String,
        /// What the DER says.
        got: Option<String>,
    },
}

/// The tip a new entry is appended to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tip {
    /// The tip's seq (0 for an empty chain).
    pub seq: u64,
    /// The tip's hash (`GENESIS` for an empty chain).
    pub hash: String,
}

impl Tip {
    /// The tip of an empty chain.
    pub fn genesis() -> Tip {
        Tip { seq: 0, hash: GENESIS.to_owned() }
    }
}

/// What to commit besides the DER.
#[derive(Debug, Clone)]
pub struct CommitRequest<'a> {
    /// The signing identity.
    pub identity: &'a Identity,
    /// The current tip (the entry's parent).
    pub tip: &'a Tip,
    /// The whole DER document.
    pub der: &'a Value,
    /// When.
    pub utc: &'a str,
    /// `audit_hash` (outer `None`: no key).
    pub audit_hash: Option<Option<String>>,
    /// Gate options (RAI profile and threshold).
    pub gate: GateOptions,
    /// Record a STOP DER as an entry with `success_met = false` instead of refusing it.
    pub record_refusals: bool,
}

/// Runs the write gate and builds the signed entry (with its DER body).
pub fn build_entry(req: &CommitRequest<'_>) -> Result<(ChainEntry, CompileResult), WriteGateError> {
    let result = der::compile(req.der, req.gate);
    if !result.pass() {
        let errors = result.messages(der::Severity::Error);
        return Err(WriteGateError::Compile { errors: errors.len(), first: errors[0].to_owned() });
    }
    let refusal = result.stop;
    if refusal && !req.record_refusals {
        return Err(WriteGateError::Stop);
    }
    if !refusal && !result.rai.eligible {
        return Err(WriteGateError::BelowThreshold {
            score: result.rai.score,
            threshold: result.rai.threshold,
        });
    }
    let meta = |path: &[&str]| {
        let mut v = req.der.get("SDI_DER").and_then(|d| d.get("META"));
        for p in path {
            v = v.and_then(|x| x.get(*p));
        }
        v.and_then(Value::as_str).map(str::to_owned)
    };
    for (field, path, expected) in [
        ("agent_id", &["agent_id"][..], req.identity.agent_id()),
        ("sovereign_hash", &["sovereign_hash"][..], req.identity.sovereign_hash()),
        ("ledger.parent_hash", &["ledger", "parent_hash"][..], req.tip.hash.clone()),
    ] {
        let got = meta(path);
        if got.as_deref() != Some(expected.as_str()) {
            return Err(WriteGateError::Meta { field, expected, got });
        }
    }
    let der_hash = der::der_hash(req.der).unwrap_or_default();
    let mut entry = ChainEntry::new(
        &req.identity.agent_id(),
        req.tip.seq + 1,
        &req.tip.hash,
        &result.entry_type,
        &der_hash,
        !refusal,
        req.audit_hash.clone(),
        req.utc,
    );
    entry.signature = Some(req.identity.sign(entry.entry_hash.as_bytes()));
    entry.der = Some(req.der.clone());
    Ok((entry, result))
}
