//! A governed session: what `keel turn`, `keel chat`, the workbench and `keel bench` keep between
//! turns, over the storage port ([`GovernanceStore`]). The models and the background audit's
//! thread are the caller's; everything a session decides or persists is here.
//!
//! Opening a session for an agent, in order:
//! 1. if the profile in force for the agent changed (by hash) since the last session, commit a
//!    SYSTEM entry naming the old and new profile, then record the new one as in force; a failed
//!    commit opens nothing;
//! 2. restore the regulator's procedural memory (learned corrections stay per user). A state saved
//!    by a newer keel is refused, never half-read; one that does not parse is set aside under a
//!    name of its own (never overwritten in silence) and a fresh regulator starts, with a
//!    [`RegulatorSetAside`] saying so;
//! 3. start a fresh conversation budget (the cost cap).
//!
//! A conversation is what the regulator's budget, cost and failure counts belong to: opening a
//! session starts one and [`Session::new_conversation`] starts another. Only committed exchanges
//! are the model's history: keel's notices (refusals, holds, halts) are the user's to read, never
//! the assistant's words. The regulator's state is saved after every turn and every piece of
//! feedback, so a session that ends abruptly loses nothing it learned.

use std::sync::Arc;

use keel_evidence::chain::Identity;
use keel_model::{CancelToken, ChatMessage, ModelError};
use keel_regulator::{Event, Regulator, RegulatorState, StateError};

use crate::profile::Profile;
use crate::turn::audit::{self, AuditJob};
use crate::turn::{
    CommitError, GovernanceStore, Governor, StoreFailure, TurnError, TurnEvent, TurnOutcome,
    TurnPorts, TurnRecord, TurnRequest, system_entry,
};
use crate::will::Will;

/// Earlier exchanges kept in the prompt.
pub const HISTORY_TURNS: usize = 6;

/// Why a session did not open.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SessionError {
    /// The profile changed and its SYSTEM entry could not be committed: no turn runs under a
    /// profile the chain does not record.
    #[error("recording the profile change failed: {0}")]
    ProfileEntry(#[source] CommitError),
    /// The regulator's state was saved by a newer keel; reading it would lose what this keel
    /// does not know.
    #[error("the regulator state of {agent}: {source}; upgrade keel to use this data dir")]
    RegulatorTooNew {
        agent: String,
        #[source]
        source: StateError,
    },
    #[error(transparent)]
    Store(#[from] StoreFailure),
}

/// The saved regulator state could not be read: where it was kept, and why. The session started
/// with a fresh regulator.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error(
    "the saved regulator state could not be read ({error}); it is kept as setting {kept_as:?} \
     and this session starts with a fresh regulator (learned corrections included)"
)]
pub struct RegulatorSetAside {
    pub kept_as: String,
    pub error: StateError,
}

/// One turn as the session ran it.
#[derive(Debug)]
pub struct SessionTurn {
    pub record: TurnRecord,
    /// The session journal could not keep the record (a full disk). The turn is committed all
    /// the same: its chain entry stands; only the journal's copy is missing.
    pub journal_error: Option<StoreFailure>,
    /// The background audit this turn needs (a committed answer), with the Will's vectors of the
    /// answer when it embedded exactly that text.
    pub audit: Option<AuditJob>,
}

impl SessionTurn {
    /// The Will refused the turn: Spirit memory counts it (`audit::record_refusal`).
    pub fn refused(&self) -> bool {
        self.record.outcome == TurnOutcome::Refused
    }
}

/// A governed session for one agent under one profile.
#[derive(Debug)]
pub struct Session {
    profile: Profile,
    identity: Identity,
    will: Will,
    regulator: Regulator,
    store: Arc<dyn GovernanceStore>,
    /// The model's history: committed exchanges only (user, assistant, …).
    history: Vec<ChatMessage>,
    /// The conversation's output-token budget.
    cost_cap: u64,
    profile_entry: Option<u64>,
    regulator_set_aside: Option<RegulatorSetAside>,
}

impl Session {
    /// Opens a session (see the module's steps). `will` is the profile's Will, warmed up;
    /// `utc` stamps the SYSTEM entry and names a set-aside regulator state.
    pub fn open(
        store: Arc<dyn GovernanceStore>,
        identity: Identity,
        profile: Profile,
        will: Will,
        cost_cap: u64,
        utc: &str,
    ) -> Result<Session, SessionError> {
        let agent = identity.agent_id();
        let previous = store.profile_in_force(&agent)?;
        let hash = profile.hash();
        let mut profile_entry = None;
        if previous.as_deref() != Some(hash.as_str()) {
            let committed = system_entry::commit_profile(
                &*store,
                &identity,
                &profile,
                previous.as_deref(),
                utc,
            )
            .map_err(SessionError::ProfileEntry)?;
            store.set_profile_in_force(&agent, &hash)?;
            profile_entry = Some(committed.entry.seq);
        }
        let (mut regulator, regulator_set_aside) = restore_regulator(&*store, &agent, utc)?;
        regulator.reset_session();
        regulator.set_cost_cap(cost_cap);
        Ok(Session {
            profile,
            identity,
            will,
            regulator,
            store,
            history: Vec::new(),
            cost_cap,
            profile_entry,
            regulator_set_aside,
        })
    }

    pub fn profile(&self) -> &Profile {
        &self.profile
    }

    pub fn identity(&self) -> &Identity {
        &self.identity
    }

    /// The seq of the SYSTEM entry opening committed for a profile change.
    pub fn profile_entry(&self) -> Option<u64> {
        self.profile_entry
    }

    /// Set when the saved regulator state could not be read.
    pub fn regulator_set_aside(&self) -> Option<&RegulatorSetAside> {
        self.regulator_set_aside.as_ref()
    }

    /// Continues a conversation resumed from the journal: `messages` are its committed
    /// exchanges (user, assistant, …).
    pub fn resume_history(&mut self, messages: Vec<ChatMessage>) {
        self.history = messages;
    }

    /// Runs one governed turn and saves the regulator's state. A committed turn is returned as
    /// committed even when the journal could not keep it (`journal_error`). When the prompt is
    /// too long for the model, the oldest exchange leaves the history and the turn runs again
    /// (nothing was generated or committed).
    pub fn turn(
        &mut self,
        ports: &mut TurnPorts<'_>,
        message: &str,
        utc: &str,
        cancel: &CancelToken,
        on_event: &mut dyn FnMut(TurnEvent<'_>),
    ) -> Result<SessionTurn, TurnError> {
        let agent = self.identity.agent_id();
        // Every log line of this turn (the Will, the commit, the plane) carries the agent; the
        // decision line names the seq it committed at.
        let _span =
            tracing::info_span!("turn", agent = %agent, profile = %self.profile.name).entered();
        let memory = audit::memory_for(&*self.store, &self.profile, &agent)?;
        while self.history.len() > 2 * HISTORY_TURNS {
            self.history.drain(..2);
        }
        let (record, journal_error) = loop {
            let request = TurnRequest {
                message,
                history: &self.history,
                coaching_note: &memory.last_note,
                audited_turns: memory.audited,
                utc,
            };
            let mut governor = Governor {
                profile: &self.profile,
                will: &mut self.will,
                regulator: &mut self.regulator,
                identity: &self.identity,
                store: &*self.store,
            };
            match governor.run(ports, &request, cancel, on_event) {
                Err(TurnError::Intellect(ModelError::PromptTooLong { .. }))
                    if !self.history.is_empty() =>
                {
                    self.history.drain(..2.min(self.history.len()));
                }
                Err(TurnError::NotJournaled { record, error }) => break (*record, Some(error)),
                other => break (other?, None),
            }
        };
        tracing::info!(
            outcome = ?record.outcome,
            seq = record.entry.as_ref().map(|e| e.seq),
            retried = record.drafts.len() > 1,
            "turn decided"
        );
        let audit = (record.outcome == TurnOutcome::Committed)
            .then(|| AuditJob::for_turn(&record))
            .flatten()
            .map(|mut job| {
                job.vectors =
                    self.will.pair_vectors(&job.message, &job.answer).cloned().map(Box::new);
                job
            });
        if let (TurnOutcome::Committed, Some(answer)) = (record.outcome, &record.answer) {
            self.history.push(ChatMessage::user(message));
            self.history.push(ChatMessage::assistant(answer.clone()));
        }
        self.save_regulator();
        Ok(SessionTurn { record, journal_error, audit })
    }

    /// Starts a new conversation: no history, a fresh budget; corrections learned stay.
    pub fn new_conversation(&mut self) {
        self.history.clear();
        self.regulator.reset_session();
        self.regulator.set_cost_cap(self.cost_cap);
        self.save_regulator();
    }

    /// The user's feedback on the last answer (`/good`, `/bad`, `/correct TEXT` as regulator
    /// events). A correction is filed under the topic, and three on one topic warn the Intellect
    /// before generating (pre-flight).
    pub fn feedback(&mut self, event: &Event) {
        self.regulator.on(event);
        self.save_regulator();
    }

    /// Saves the regulator's state; a failure (a full disk) is logged, and the next save tries
    /// again with everything learned since.
    fn save_regulator(&self) {
        let state = self.regulator.export().to_json();
        if let Err(e) = self.store.save_regulator_state(&self.identity.agent_id(), &state) {
            tracing::warn!("saving regulator state: {e}");
        }
    }
}

/// The agent's saved regulator state (see [`Session`]'s opening steps).
fn restore_regulator(
    store: &dyn GovernanceStore,
    agent: &str,
    utc: &str,
) -> Result<(Regulator, Option<RegulatorSetAside>), SessionError> {
    let Some(json) = store.regulator_state(agent)? else {
        return Ok((Regulator::for_user(agent), None));
    };
    match RegulatorState::from_json(&json) {
        Ok(state) => Ok((Regulator::import(state), None)),
        Err(source @ StateError::UnsupportedVersion { .. }) => {
            Err(SessionError::RegulatorTooNew { agent: agent.to_owned(), source })
        }
        // Malformed (or any other reason it cannot be read).
        Err(error) => {
            let kept_as = store.set_aside_regulator_state(agent, &json, utc)?;
            let set_aside = RegulatorSetAside { kept_as, error };
            tracing::warn!("{set_aside}");
            Ok((Regulator::for_user(agent), Some(set_aside)))
        }
    }
}

#[cfg(test)]
mod tests;
