//! The turn record: everything one governed turn did, kept in the session store whatever the
//! outcome (committed, refused, held, halted, not committed), with stage timings.

use std::time::Duration;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::intellect::Draft;
use crate::will::WillDecision;
use keel_regulator::{Confidence, Decision, ScopeAssessment};

/// How a turn ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnOutcome {
    /// The answer is on the chain (EPISODIC, success_met).
    Committed,
    /// Both drafts violated the Will: the governed refusal message was shown.
    Refused,
    /// HIGH uncertainty: the STOP path, held for human review.
    Held,
    /// The regulator broke the circuit before generation.
    Halted,
    /// The write gate or the store refused the entry; the draft is not authoritative.
    NotCommitted,
    /// The user stopped the answer before it was complete: recorded as a STOP entry with
    /// `success_met = false` when the profile records refusals, else not committed.
    Interrupted,
    /// The model's answer was empty (nothing, whitespace, only the reflection heading, or only
    /// keel's own instructions echoed back): keel's notice is shown; recorded as a STOP entry
    /// with `success_met = false` when the profile records refusals, else not committed.
    Empty,
}

/// The chain entry a turn produced.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EntryRef {
    pub seq: u64,
    pub entry_hash: String,
    pub parent_hash: String,
    #[serde(rename = "type")]
    pub entry_type: String,
    pub success_met: bool,
}

/// The regulator's view of the turn.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RegulatorReport {
    /// Notes injected into the prompt before generation (procedural warnings).
    pub preflight: Vec<String>,
    /// Primary decision after the turn.
    pub decision: Decision,
    /// Everything that holds.
    pub concerns: Vec<Decision>,
    /// Turn-level token confidence of the adopted draft.
    pub confidence: Option<Confidence>,
    /// LOW ≥ 0.7 > MED ≥ 0.4 > HIGH.
    pub uncertainty: String,
    /// Output tokens spent in this conversation after the turn (records from before this field
    /// read 0).
    #[serde(default)]
    pub tokens_spent: u64,
    /// The conversation's output-token cap (0 in records from before this field).
    #[serde(default)]
    pub token_cap: u64,
    /// The scope verdict on the answer, with the measure that decided it (`basis`: Negation,
    /// Learned, Semantic or Keyword); absent when nothing was compared and in older records.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scope: Option<ScopeAssessment>,
}

/// Where the time went, per stage.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
pub struct StageTimings {
    #[serde(with = "super::duration_ms")]
    pub intellect: Duration,
    #[serde(with = "super::duration_ms")]
    pub will: Duration,
    #[serde(with = "super::duration_ms")]
    pub retry_intellect: Duration,
    #[serde(with = "super::duration_ms")]
    pub retry_will: Duration,
    #[serde(with = "super::duration_ms")]
    pub regulator: Duration,
    #[serde(with = "super::duration_ms")]
    pub der: Duration,
    #[serde(with = "super::duration_ms")]
    pub compile: Duration,
    #[serde(with = "super::duration_ms")]
    pub append: Duration,
    #[serde(with = "super::duration_ms")]
    pub total: Duration,
}

impl StageTimings {
    /// Governance added to the turn: Will (both passes) + DER + compile/RAI + append; generation,
    /// the regulator and the background audit excluded.
    pub fn governance(&self) -> Duration {
        self.will + self.retry_will + self.der + self.compile + self.append
    }
}

/// Why a turn's commit did not happen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CommitFailureKind {
    /// The stored chain is damaged or does not verify: nothing is committed until it is
    /// restored (the error names the command).
    ChainDamaged,
    /// The DER did not pass the write gate.
    Gate,
    /// Storage failed (a full disk, an unreachable plane) or the tip kept moving: a later
    /// commit may succeed.
    Storage,
}

impl CommitFailureKind {
    pub fn of(error: &super::CommitError) -> CommitFailureKind {
        use super::{CommitError, StoreFailure};
        match error {
            CommitError::Store(StoreFailure::Damaged(_)) => CommitFailureKind::ChainDamaged,
            CommitError::Gate(_) => CommitFailureKind::Gate,
            CommitError::Store(_) | CommitError::Contended { .. } => CommitFailureKind::Storage,
        }
    }
}

/// One governed turn.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TurnRecord {
    pub utc: String,
    pub agent_id: String,
    pub profile: String,
    pub profile_hash: String,
    /// x_t.
    pub message: String,
    pub outcome: TurnOutcome,
    /// What the user was shown: the committed answer, the refusal, the hold notice.
    pub shown: String,
    /// The adopted answer a_t (after repairs), when there is one.
    pub answer: Option<String>,
    /// r_t of the adopted draft.
    pub reflection: Option<String>,
    /// Every draft (one, or two with the reflexion retry), with replay data.
    pub drafts: Vec<Draft>,
    /// The Will's decision on each draft.
    pub will: Vec<WillDecision>,
    /// The coaching note f_{t−1} the prompt carried.
    pub coaching_note: String,
    pub regulator: RegulatorReport,
    /// The compile gate's JSON result, when a DER was assembled.
    pub compile: Option<Value>,
    pub rai: Option<f64>,
    pub entry: Option<EntryRef>,
    /// The DER (committed, or held for an auditor).
    pub der: Option<Value>,
    /// Why a commit failed.
    pub error: Option<String>,
    /// What kind of failure `error` is, for front ends that act on it (a damaged chain stops
    /// further turns until it is restored). Absent when the commit succeeded or no commit ran.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commit_failure: Option<CommitFailureKind>,
    pub timings: StageTimings,
    /// A human auditor's verdict on a held or refused turn (`human_audit::HumanReview`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<super::human_audit::HumanReview>,
}
