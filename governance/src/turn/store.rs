//! The storage port of the governed turn and its session: the chain (tip + compare-and-swap
//! append), the turn and audit journal, Spirit memory, pending audits, and what a session keeps
//! per agent between runs (the profile in force, the regulator's state). `keel-store`
//! implements it in redb; tests use memory.
//!
//! [`commit`] is the enforcement plane's loop: read the tip, assemble the DER for it, run the
//! write gate (compile → RAI → not STOP), sign, append with the tip as expected parent; if the
//! tip moved (the background audit appended first), assemble again on the new tip — at most
//! [`COMMIT_ATTEMPTS`] times. Nothing is written unless the gate passes.

use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::spirit::SpiritMemory;
use keel_evidence::chain::write_gate::{self, CommitRequest};
use keel_evidence::chain::{ChainEntry, Identity, Tip, WriteGateError};
use keel_evidence::der::{self, CompileResult, GateOptions, RaiProfile};

use super::TurnRecord;
use super::audit::AuditRecord;
use super::audit::pending::PendingAudit;

/// How often a commit is re-assembled on a moved tip before giving up.
pub const COMMIT_ATTEMPTS: usize = 5;

/// The storage adapter's own error (in keel: `keel_store::StoreError`), carried as the source of
/// a [`StoreFailure`]. The adapter's crate depends on this one, not the other way round, so the
/// port names it as a trait object; a caller that needs more than the kind downcasts it. Shared
/// (`Arc`) because a failure is cloned into the records that report it.
pub type StoreCause = Arc<dyn std::error::Error + Send + Sync + 'static>;

/// A storage failure: its kind, and the adapter's error as the source.
#[derive(Debug, Clone, thiserror::Error)]
#[non_exhaustive]
pub enum StoreFailure {
    /// The chain's tip is not the expected parent; nothing was written.
    #[error("tip mismatch: expected parent {expected}, actual tip {actual}")]
    TipMismatch { expected: String, actual: String },
    /// The stored chain is damaged or does not verify: nothing is committed onto it until it
    /// is restored. The cause says what was found and names the command that restores it.
    #[error(transparent)]
    Damaged(StoreCause),
    /// The chain's remote store (an enforcement plane) refused keel's credentials (its write
    /// token): every write fails until the token is fixed. The cause names the store and the fix.
    #[error("storage: {0}")]
    Unauthorized(#[source] StoreCause),
    /// The chain's remote store (an enforcement plane) failed otherwise: unreachable, timed out,
    /// or an answer keel cannot use.
    #[error("storage: {0}")]
    Remote(#[source] StoreCause),
    /// Anything else (I/O, a full disk, a rejected entry).
    #[error("storage: {0}")]
    Storage(#[source] StoreCause),
}

impl StoreFailure {
    /// The adapter's error, for a caller that needs more than the kind (`None` for a tip
    /// mismatch, which is the port's own).
    pub fn cause(&self) -> Option<&(dyn std::error::Error + Send + Sync + 'static)> {
        match self {
            StoreFailure::TipMismatch { .. } => None,
            StoreFailure::Damaged(cause)
            | StoreFailure::Unauthorized(cause)
            | StoreFailure::Remote(cause)
            | StoreFailure::Storage(cause) => Some(&**cause),
        }
    }
}

/// Two failures are equal when they are of one kind and say the same (a cause is compared by
/// what it says: the adapter's error types need not be comparable).
impl PartialEq for StoreFailure {
    fn eq(&self, other: &Self) -> bool {
        std::mem::discriminant(self) == std::mem::discriminant(other)
            && self.to_string() == other.to_string()
    }
}

/// What the governed turn needs from storage.
pub trait GovernanceStore: Send + Sync + std::fmt::Debug {
    /// The tip of `agent`'s chain.
    fn tip(&self, agent: &str) -> Result<Tip, StoreFailure>;
    /// Appends `entry` iff the tip is `expected_parent` (compare-and-swap); durable on `Ok`.
    fn append(
        &self,
        agent: &str,
        expected_parent: &str,
        entry: &ChainEntry,
    ) -> Result<(), StoreFailure>;
    /// Keeps a turn (committed, refused, held or not committed); returns its journal id.
    fn save_turn(&self, record: &TurnRecord) -> Result<u64, StoreFailure>;
    /// Spirit memory for (profile, agent).
    fn load_memory(&self, profile: &str, agent: &str)
    -> Result<Option<SpiritMemory>, StoreFailure>;
    /// Persists Spirit memory for (profile, agent).
    fn save_memory(&self, agent: &str, memory: &SpiritMemory) -> Result<(), StoreFailure>;
    /// The audits of `agent` whose AUDIT entry is not committed yet, oldest first.
    fn pending_audits(&self, agent: &str) -> Result<Vec<PendingAudit>, StoreFailure>;
    /// Replaces the pending audits of `agent` (empty: none).
    fn set_pending_audits(&self, agent: &str, pending: &[PendingAudit])
    -> Result<(), StoreFailure>;
    /// Keeps a finished audit in the journal beside the turn it audits (the workbench shows it
    /// when the conversation is resumed).
    fn save_audit(&self, agent: &str, record: &AuditRecord) -> Result<(), StoreFailure>;
    /// The hash of the profile last in force for `agent` (`None`: no session has opened yet).
    /// A session that opens under another profile commits a SYSTEM entry first.
    fn profile_in_force(&self, agent: &str) -> Result<Option<String>, StoreFailure>;
    /// Records `profile_hash` as the profile in force for `agent`.
    fn set_profile_in_force(&self, agent: &str, profile_hash: &str) -> Result<(), StoreFailure>;
    /// The regulator's saved state for `agent` as stored (the versioned JSON of
    /// `keel_regulator::RegulatorState`); the session parses it, so a store never loses what it
    /// cannot read.
    fn regulator_state(&self, agent: &str) -> Result<Option<String>, StoreFailure>;
    /// Saves the regulator's state for `agent`.
    fn save_regulator_state(&self, agent: &str, state: &str) -> Result<(), StoreFailure>;
    /// Keeps a saved state that could not be read apart, under a name of its own derived from
    /// `utc`, and returns that name; the saved state itself is left for the next save to replace.
    fn set_aside_regulator_state(
        &self,
        agent: &str,
        state: &str,
        utc: &str,
    ) -> Result<String, StoreFailure>;
}

/// Why a commit did not happen.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum CommitError {
    #[error("write gate: {0}")]
    Gate(#[from] WriteGateError),
    #[error(transparent)]
    Store(#[from] StoreFailure),
    #[error("the tip kept moving: gave up after {attempts} attempts")]
    Contended { attempts: usize },
}

impl CommitError {
    /// The store failed (a full disk, an unreachable plane) or the tip kept moving: the same
    /// commit may succeed later. A gate refusal would not.
    pub fn is_storage(&self) -> bool {
        matches!(self, CommitError::Store(_) | CommitError::Contended { .. })
    }
}

/// A commit that did not happen, with the DER and compile result when the gate ran.
#[derive(Debug, Clone)]
pub struct CommitFailure {
    pub error: CommitError,
    pub compiled: Option<(Value, CompileResult)>,
}

/// A committed entry with the gate's result and where the time went.
#[derive(Debug, Clone)]
pub struct Committed {
    pub entry: ChainEntry,
    pub compile: CompileResult,
    /// The DER as committed.
    pub der: Value,
    /// Assembling the DER (last attempt).
    pub assemble: Duration,
    /// Compile + RAI (last attempt).
    pub compile_time: Duration,
    /// Signing + CAS append (last attempt).
    pub append: Duration,
}

/// Assembles (`build` gets the tip), gates and appends, retrying on a moved tip.
pub fn commit(
    store: &dyn GovernanceStore,
    identity: &Identity,
    utc: &str,
    rai_threshold: f64,
    record_refusals: bool,
    build: &mut dyn FnMut(&Tip) -> Value,
) -> Result<Committed, Box<CommitFailure>> {
    let agent = identity.agent_id();
    let gate = GateOptions { profile: RaiProfile::V2, threshold: Some(rai_threshold) };
    for _ in 0..COMMIT_ATTEMPTS {
        let tip = store
            .tip(&agent)
            .map_err(|e| Box::new(CommitFailure { error: e.into(), compiled: None }))?;
        let started = Instant::now();
        let der_doc = build(&tip);
        let assemble = started.elapsed();
        let started = Instant::now();
        let compiled = der::compile(&der_doc, gate);
        let compile_time = started.elapsed();
        let started = Instant::now();
        let req = CommitRequest {
            identity,
            tip: &tip,
            der: &der_doc,
            utc,
            audit_hash: None,
            gate,
            record_refusals,
        };
        let (entry, _) = match write_gate::build_entry(&req) {
            Ok(x) => x,
            Err(e) => {
                return Err(Box::new(CommitFailure {
                    error: e.into(),
                    compiled: Some((der_doc, compiled)),
                }));
            }
        };
        match store.append(&agent, &tip.hash, &entry) {
            Ok(()) => {
                return Ok(Committed {
                    entry,
                    compile: compiled,
                    der: der_doc,
                    assemble,
                    compile_time,
                    append: started.elapsed(),
                });
            }
            Err(StoreFailure::TipMismatch { .. }) => {}
            Err(e) => {
                return Err(Box::new(CommitFailure {
                    error: e.into(),
                    compiled: Some((der_doc, compiled)),
                }));
            }
        }
    }
    Err(Box::new(CommitFailure {
        error: CommitError::Contended { attempts: COMMIT_ATTEMPTS },
        compiled: None,
    }))
}
