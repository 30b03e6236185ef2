//! The write gate (spec/ledger.md, "Appending"): a minted identity, a DER that parses and
//! compiles PASS, RAI ≥ threshold, not a STOP DER; then exactly one signed entry on the tip.
//!
//! A refusal (STOP DER) is written only when the caller's profile sets `record_refusals`, and
//! then with `success_met = false`. The DER's `META.agent_id` and `META.sovereign_hash` must be
//! the identity's, `META.ledger.parent_hash` the tip the entry is appended to, and `META.utc` the
//! entry's `utc` (which is covered only through the DER).
//!
//! [`check_entry`] is the same gate for an entry signed elsewhere (the `keel serve` append): it
//! reads what the entry carries (its DER, its key) instead of a local identity.

use serde_json::Value;

use super::GENESIS;
use super::entry::ChainEntry;
use super::identity::Identity;
use super::rotation::KeyRotation;
use crate::canon;
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
    /// An entry signed elsewhere does not carry what the gate needs, or says something its DER
    /// or its key contradicts.
    #[error("entry: {0}")]
    Entry(String),
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
    let (result, refusal) = gate(req.der, req.gate, req.record_refusals)?;
    for (field, expected) in [
        ("agent_id", req.identity.agent_id()),
        ("sovereign_hash", req.identity.sovereign_hash()),
        ("ledger.parent_hash", req.tip.hash.clone()),
        // The entry's `utc` is covered only through the DER (entry.rs): they must agree.
        ("utc", req.utc.to_owned()),
    ] {
        let got = meta(req.der, field);
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

/// The write gate for an entry built and signed elsewhere, per entry type exactly as
/// [`build_entry`] gates what it builds: the entry carries its DER, which compiles PASS with RAI ≥
/// threshold and is not a STOP DER (or, with `record_refusals`, a STOP DER recorded with
/// `success_met = false`); its type is the DER's `META.ledger.type`; `META.agent_id` and
/// `META.ledger.parent_hash` are the entry's; `META.sovereign_hash` is a hash; it is signed, and a
/// `KEY_ROTATION` block in it is a well-formed rotation. (Seq, parent link, hashes, the signature
/// itself and whether its key is the one in force — the key the agent id is minted from, until a
/// key rotation names another — are the store's compare-and-swap checks: only the chain knows
/// which key is in force.)
pub fn check_entry(
    entry: &ChainEntry,
    options: GateOptions,
    record_refusals: bool,
) -> Result<CompileResult, WriteGateError> {
    let Some(doc) = &entry.der else {
        return Err(WriteGateError::Entry("the entry carries no DER (`der`)".to_owned()));
    };
    let Some(sig) = &entry.signature else {
        return Err(WriteGateError::Entry("the entry is not signed".to_owned()));
    };
    if sig.key_bytes().is_none() {
        return Err(WriteGateError::Entry(format!(
            "signature public_key is not 64 hex digits: {}",
            sig.public_key
        )));
    }
    // A key rotation must be a well-formed one (whether its keys are the chain's is the store's
    // check, like every key).
    KeyRotation::of(entry).map_err(|e| WriteGateError::Entry(e.to_string()))?;
    let (result, refusal) = gate(doc, options, record_refusals)?;
    if entry.success_met == refusal {
        return Err(WriteGateError::Entry(format!(
            "success_met must be {} for {}",
            !refusal,
            if refusal { "a recorded refusal" } else { "a committed DER" }
        )));
    }
    if entry.entry_type != result.entry_type {
        return Err(WriteGateError::Entry(format!(
            "type {} is not the DER's META.ledger.type {}",
            entry.entry_type, result.entry_type
        )));
    }
    for (field, expected) in
        [("agent_id", entry.agent_id.clone()), ("ledger.parent_hash", entry.parent_hash.clone())]
    {
        let got = meta(doc, field);
        if got.as_deref() != Some(expected.as_str()) {
            return Err(WriteGateError::Meta { field, expected, got });
        }
    }
    let sovereign = meta(doc, "sovereign_hash");
    if !sovereign.as_deref().is_some_and(canon::is_hash) {
        return Err(WriteGateError::Meta {
            field: "sovereign_hash",
            expected: "a hash (0x + 96 hex digits)".to_owned(),
            got: sovereign,
        });
    }
    Ok(result)
}

/// Compile PASS, then STOP (refused unless recorded) or RAI ≥ threshold. Returns the result and
/// whether the DER is a refusal to record.
fn gate(
    doc: &Value,
    options: GateOptions,
    record_refusals: bool,
) -> Result<(CompileResult, bool), WriteGateError> {
    let result = der::compile(doc, options);
    if !result.pass() {
        let errors = result.messages(der::Severity::Error);
        return Err(WriteGateError::Compile { errors: errors.len(), first: errors[0].to_owned() });
    }
    let refusal = result.stop;
    if refusal && !record_refusals {
        return Err(WriteGateError::Stop);
    }
    if !refusal && !result.rai.eligible {
        return Err(WriteGateError::BelowThreshold {
            score: result.rai.score,
            threshold: result.rai.threshold,
        });
    }
    Ok((result, refusal))
}

/// A string in `SDI_DER.META` at a dotted path (`ledger.parent_hash`).
fn meta(doc: &Value, dotted: &str) -> Option<String> {
    let mut v = doc.get("SDI_DER").and_then(|d| d.get("META"));
    for p in dotted.split('.') {
        v = v.and_then(|x| x.get(p));
    }
    v.and_then(Value::as_str).map(str::to_owned)
}
