//! The engine's storage port ([`GovernanceStore`]) over the chain (local or on a plane) and the
//! session store (always local).

use std::sync::Arc;

use keel_evidence::chain::{ChainEntry, Tip};
use keel_governance::spirit::SpiritMemory;
use keel_governance::turn::audit::AuditRecord;
use keel_governance::turn::audit::pending::PendingAudit;
use keel_governance::turn::{GovernanceStore, StoreFailure, TurnRecord};

use crate::{Chain, PlaneError, SessionStore, StoreError};

/// Both stores behind the engine's port; shareable across the turn and audit threads.
#[derive(Debug)]
pub struct GovernedStore {
    pub chain: Chain,
    pub sessions: SessionStore,
}

fn failure(e: StoreError) -> StoreFailure {
    match e {
        StoreError::TipMismatch { expected, actual } => {
            StoreFailure::TipMismatch { expected, actual }
        }
        damaged @ StoreError::Damaged { .. } => StoreFailure::Damaged(Arc::new(damaged)),
        refused @ StoreError::Plane(PlaneError::Unauthorized { .. }) => {
            StoreFailure::Unauthorized(Arc::new(refused))
        }
        remote @ StoreError::Plane(_) => StoreFailure::Remote(Arc::new(remote)),
        other => StoreFailure::Storage(Arc::new(other)),
    }
}

impl GovernanceStore for GovernedStore {
    fn tip(&self, agent: &str) -> Result<Tip, StoreFailure> {
        self.chain.head(agent).map_err(failure)
    }
    fn append(
        &self,
        agent: &str,
        expected_parent: &str,
        entry: &ChainEntry,
    ) -> Result<(), StoreFailure> {
        self.chain.append(agent, expected_parent, entry).map_err(failure)
    }
    fn save_turn(&self, record: &TurnRecord) -> Result<u64, StoreFailure> {
        self.sessions.save_turn(record).map_err(failure)
    }
    fn load_memory(
        &self,
        profile: &str,
        agent: &str,
    ) -> Result<Option<SpiritMemory>, StoreFailure> {
        self.sessions.memory(profile, agent).map_err(failure)
    }
    fn save_memory(&self, agent: &str, memory: &SpiritMemory) -> Result<(), StoreFailure> {
        self.sessions.save_memory(agent, memory).map_err(failure)
    }
    fn pending_audits(&self, agent: &str) -> Result<Vec<PendingAudit>, StoreFailure> {
        self.sessions.pending_audits(agent).map_err(failure)
    }
    fn set_pending_audits(
        &self,
        agent: &str,
        pending: &[PendingAudit],
    ) -> Result<(), StoreFailure> {
        self.sessions.set_pending_audits(agent, pending).map_err(failure)
    }
    fn save_audit(&self, agent: &str, record: &AuditRecord) -> Result<(), StoreFailure> {
        self.sessions.save_audit(agent, record).map_err(failure)
    }
    fn profile_in_force(&self, agent: &str) -> Result<Option<String>, StoreFailure> {
        self.sessions.profile_in_force(agent).map_err(failure)
    }
    fn set_profile_in_force(&self, agent: &str, profile_hash: &str) -> Result<(), StoreFailure> {
        self.sessions.set_profile_in_force(agent, profile_hash).map_err(failure)
    }
    fn regulator_state(&self, agent: &str) -> Result<Option<String>, StoreFailure> {
        self.sessions.regulator_state(agent).map_err(failure)
    }
    fn save_regulator_state(&self, agent: &str, state: &str) -> Result<(), StoreFailure> {
        self.sessions.save_regulator_state(agent, state).map_err(failure)
    }
    fn set_aside_regulator_state(
        &self,
        agent: &str,
        state: &str,
        utc: &str,
    ) -> Result<String, StoreFailure> {
        self.sessions.set_aside_regulator_state(agent, state, utc).map_err(failure)
    }
}
