//! Audits waiting for storage. On a full disk the turn's entry can be committed while the audit
//! that follows cannot save Spirit memory or append its AUDIT entry; such an audit is not lost:
//! it waits in an [`AuditQueue`], in submission order, and is retried before the next audit or
//! refusal and when a session starts. The queue is saved with the store
//! ([`GovernanceStore::set_pending_audits`]) whenever it changes and the store can take it; on a
//! disk that is still full it lives in memory until a save succeeds.
//!
//! Invariants:
//! - an audit is scored (Conscience → Spirit → memory) at most once: one whose memory update
//!   went through waits as [`PendingAudit::Scored`] and only its AUDIT entry is committed again;
//! - audits finish in submission order: the first one storage still fails stops the run, and
//!   later ones wait behind it, so Spirit memory sees the turns in order;
//! - an AUDIT entry the write gate refuses is finished (with its error), not retried: it would
//!   be refused again.

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use super::{AuditJob, AuditRecord, commit_audit};
use crate::profile::Profile;
use crate::turn::store::{CommitError, GovernanceStore, StoreFailure};
use keel_evidence::chain::Identity;

/// One audit whose AUDIT entry is not committed yet.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum PendingAudit {
    /// Not scored yet: storage failed before its memory update, so it runs whole.
    Unscored(AuditJob),
    /// Scored, memory updated: only the AUDIT entry remains.
    Scored(Box<AuditRecord>),
}

impl PendingAudit {
    /// The seq of the audited entry.
    pub fn seq(&self) -> u64 {
        match self {
            PendingAudit::Unscored(job) => job.entry.seq,
            PendingAudit::Scored(record) => record.audits.seq,
        }
    }
}

/// What became of one audit in a run of the queue.
#[derive(Debug)]
pub enum QueueOutcome {
    /// Finished: its AUDIT entry is committed, or the gate refused it (`error` says why).
    Done(Box<AuditRecord>),
    /// Storage still fails; it (and every audit behind it) is retried later.
    Pending { seq: u64, error: String },
}

/// The audits of one agent in submission order, the pending ones first.
#[derive(Debug, Default)]
pub struct AuditQueue {
    agent: String,
    queue: VecDeque<PendingAudit>,
    /// The store holds a non-empty queue for this agent (as far as we know).
    stored: bool,
}

impl AuditQueue {
    /// The audits `agent` left pending in an earlier run; an empty queue when the store has
    /// none or cannot say.
    pub fn load(store: &dyn GovernanceStore, agent: &str) -> AuditQueue {
        let queue: VecDeque<PendingAudit> =
            store.pending_audits(agent).unwrap_or_default().into_iter().collect();
        AuditQueue { agent: agent.to_owned(), stored: !queue.is_empty(), queue }
    }

    /// How many audits wait.
    pub fn len(&self) -> usize {
        self.queue.len()
    }

    pub fn is_empty(&self) -> bool {
        self.queue.is_empty()
    }

    /// Queues the audit of a committed turn behind those pending.
    pub fn push(&mut self, job: AuditJob) {
        self.queue.push_back(PendingAudit::Unscored(job));
    }

    /// Works through the queue in order until it is empty or storage fails again. `score`
    /// audits an unscored job whole ([`super::run_audit`] with the caller's models); a
    /// `StoreFailure` from it means nothing was saved. A finished audit is kept in the journal
    /// (`save_audit`). One outcome per finished audit, then a `Pending` for the audit that
    /// stopped the run, if any.
    pub fn run(
        &mut self,
        store: &dyn GovernanceStore,
        identity: &Identity,
        profile: &Profile,
        utc: &str,
        score: &mut dyn FnMut(&AuditJob) -> Result<AuditRecord, StoreFailure>,
    ) -> Vec<QueueOutcome> {
        let mut outcomes = Vec::new();
        let mut changed = false;
        while let Some(next) = self.queue.pop_front() {
            let record = match next {
                PendingAudit::Unscored(job) => match score(&job) {
                    Ok(record) => record,
                    Err(e) => {
                        outcomes.push(QueueOutcome::Pending {
                            seq: job.entry.seq,
                            error: e.to_string(),
                        });
                        self.queue.push_front(PendingAudit::Unscored(job));
                        break;
                    }
                },
                PendingAudit::Scored(record) => {
                    commit_audit(store, identity, profile, *record, utc)
                }
            };
            changed = true;
            if record.commit_error.as_ref().is_some_and(CommitError::is_storage) {
                outcomes.push(QueueOutcome::Pending {
                    seq: record.audits.seq,
                    error: record.error.clone().unwrap_or_default(),
                });
                self.queue.push_front(PendingAudit::Scored(Box::new(record)));
                break;
            }
            // The chain holds the AUDIT entry; the journal's copy is what a resumed conversation
            // shows. Losing it (a full disk) is said, never retried: a retry would commit twice.
            if let Err(e) = store.save_audit(&self.agent, &record) {
                tracing::warn!("saving the audit of seq {}: {e}", record.audits.seq);
            }
            outcomes.push(QueueOutcome::Done(Box::new(record)));
        }
        if changed || (!self.queue.is_empty() && !self.stored) {
            self.save(store);
        }
        outcomes
    }

    /// Saves the queue (best effort: on a disk still full it stays in memory, and the next
    /// run saves it).
    fn save(&mut self, store: &dyn GovernanceStore) {
        if !self.stored && self.queue.is_empty() {
            return;
        }
        let pending: Vec<PendingAudit> = self.queue.iter().cloned().collect();
        if store.set_pending_audits(&self.agent, &pending).is_ok() {
            self.stored = !pending.is_empty();
        }
    }
}
