//! The regulator's state as one serialisable value: export, import, backward-compatible loading.

use serde::{Deserialize, Serialize};

use super::confidence::{Confidence, TokenStats};
use super::config::RegulatorConfig;
use super::cost::CostLedger;
use super::decision::{ConfidenceSpan, CorrectionPattern};
use super::failure::FailureCounts;
use super::memory::ProceduralMemory;
use super::scope::ScopeAssessment;
use super::tool_loop::ToolHistory;

/// The state format this build writes. Files without a version are older and load with defaults.
pub const STATE_VERSION: u32 = 1;

/// Everything a regulator knows, so that export followed by import gives a regulator that decides
/// exactly as the original did. Every field defaults, so older or partial files load.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct RegulatorState {
    pub version: u32,
    pub user_id: String,
    pub config: RegulatorConfig,
    /// Learned across sessions: topic clusters and their corrections.
    pub(crate) memory: ProceduralMemory,
    /// This user session: cost, qualities, failures.
    pub(crate) session: SessionState,
    /// The turn in progress (or the last one, until the next `TurnStart`).
    pub(crate) turn: TurnState,
}

impl Default for RegulatorState {
    fn default() -> Self {
        Self {
            version: STATE_VERSION,
            user_id: String::new(),
            config: RegulatorConfig::default(),
            memory: ProceduralMemory::default(),
            session: SessionState::default(),
            turn: TurnState::default(),
        }
    }
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub(crate) struct SessionState {
    /// `TurnStart`s seen; the logical clock of cluster timestamps.
    pub(crate) turns: u64,
    pub(crate) cost: CostLedger,
    pub(crate) failures: FailureCounts,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub(crate) struct TurnState {
    /// The user message that started the turn.
    pub(crate) task: Option<String>,
    /// The topic cluster of the task, once it has one.
    pub(crate) cluster: Option<u32>,
    pub(crate) tokens: TokenStats,
    pub(crate) tools: ToolHistory,
    /// Set at `TurnStart` when the cluster has a pattern; cleared at `TurnComplete`.
    pub(crate) procedural: Option<CorrectionPattern>,
    /// Set at `TurnComplete`.
    pub(crate) scope: Option<ScopeAssessment>,
    pub(crate) spans: Vec<ConfidenceSpan>,
    pub(crate) confidence: Option<Confidence>,
}

/// Why a state could not be loaded.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum StateError {
    #[error("regulator state is not valid JSON for this format: {message}")]
    Malformed { message: String },
    #[error("regulator state version {found} is newer than this keel supports ({supported})")]
    UnsupportedVersion { found: u32, supported: u32 },
}

impl RegulatorState {
    /// Parses a state file. Missing fields take their defaults; a version newer than
    /// [`STATE_VERSION`] is refused rather than half-understood.
    pub fn from_json(text: &str) -> Result<Self, StateError> {
        let mut state: Self = serde_json::from_str(text)
            .map_err(|e| StateError::Malformed { message: e.to_string() })?;
        if state.version > STATE_VERSION {
            return Err(StateError::UnsupportedVersion {
                found: state.version,
                supported: STATE_VERSION,
            });
        }
        state.version = STATE_VERSION;
        Ok(state)
    }

    /// The state as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("regulator state has only JSON-safe fields")
    }
}
