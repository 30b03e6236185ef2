//! Human review of held and refused turns, shared by `keel audit` and the workbench's Audit
//! screen: the turns waiting for a verdict, and recording one.
//!
//! A verdict is two chain entries at most: the turn's STOP DER, committed now if the profile did
//! not record it when the turn ran (the DER kept in the turn record, put on the current tip), and
//! the AUDIT entry with the verdict that references it (`human_audit`). The turn record then
//! carries the review, so the turn leaves the queue and a front end can release the draft
//! (approve) or keep it withheld (reject).

use keel_governance::turn::human_audit::{self, HumanReview, Verdict};
use keel_governance::turn::{EntryRef, TurnOutcome, TurnRecord, store};
use keel_store::{GovernedStore, StoreError};

/// RAI threshold of the AUDIT entry (as `keel audit SEQ`); a STOP DER is gated without one.
const AUDIT_RAI_THRESHOLD: f64 = 0.86;

/// Why a verdict could not be recorded.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ReviewError {
    #[error("no identity: run `keel agent mint`")]
    NoIdentity,
    #[error("no turn {id} in the session journal (`keel audit --pending` lists the turns waiting)")]
    NoSuchTurn { id: u64 },
    #[error("turn {id} was {outcome:?}: only held and refused turns wait for a verdict")]
    NotReviewable { id: u64, outcome: TurnOutcome },
    #[error("turn {id} was already reviewed: {verdict} (AUDIT seq {audit_seq})")]
    AlreadyReviewed { id: u64, verdict: &'static str, audit_seq: u64 },
    #[error("the turn's stop could not be committed: {0}")]
    CommitStop(String),
    #[error("the verdict could not be recorded: {0}")]
    CommitVerdict(String),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// The turns of this home's agent that wait for a human verdict, oldest first, with their ids.
pub fn pending(store: &GovernedStore) -> Result<Vec<(u64, TurnRecord)>, ReviewError> {
    let identity = store.chain.identity()?.ok_or(ReviewError::NoIdentity)?;
    let turns = store.sessions.turns(&identity.agent_id())?;
    Ok(turns.into_iter().filter(|(_, r)| human_audit::awaits_review(r)).collect())
}

/// The text a reviewed turn releases to the user on approval: the held answer, or a refused
/// turn's last draft.
pub fn released_text(record: &TurnRecord) -> Option<&str> {
    record.answer.as_deref().or_else(|| record.drafts.last().map(|d| d.answer.as_str()))
}

/// Records `verdict` on turn `id`: commits its STOP DER if it is not on the chain yet, then the
/// AUDIT entry; saves the review in the turn record and returns the updated record.
pub fn review(
    store: &GovernedStore,
    id: u64,
    verdict: Verdict,
    note: &str,
    utc: &str,
) -> Result<TurnRecord, ReviewError> {
    let identity = store.chain.identity()?.ok_or(ReviewError::NoIdentity)?;
    let agent = identity.agent_id();
    let mut record = store.sessions.turn(&agent, id)?.ok_or(ReviewError::NoSuchTurn { id })?;
    if let Some(done) = &record.review {
        return Err(ReviewError::AlreadyReviewed {
            id,
            verdict: done.verdict.as_str(),
            audit_seq: done.audit_seq,
        });
    }
    if !human_audit::awaits_review(&record) {
        return Err(ReviewError::NotReviewable { id, outcome: record.outcome });
    }
    let stop = match (&record.entry, &record.der) {
        (Some(entry), _) => store.chain.get(&agent, entry.seq)?.ok_or_else(|| {
            ReviewError::CommitStop(format!("seq {} is not on the chain", entry.seq))
        })?,
        (None, Some(der)) => {
            let committed =
                store::commit(store, &identity, utc, AUDIT_RAI_THRESHOLD, true, &mut |tip| {
                    human_audit::reparent(der, tip, utc)
                })
                .map_err(|f| ReviewError::CommitStop(f.error.to_string()))?;
            let e = &committed.entry;
            record.entry = Some(EntryRef {
                seq: e.seq,
                entry_hash: e.entry_hash.clone(),
                parent_hash: e.parent_hash.clone(),
                entry_type: e.entry_type.clone(),
                success_met: e.success_met,
            });
            committed.entry
        }
        (None, None) => return Err(ReviewError::NotReviewable { id, outcome: record.outcome }),
    };
    let audit = store::commit(store, &identity, utc, AUDIT_RAI_THRESHOLD, false, &mut |tip| {
        human_audit::human_audit_der(&identity, tip, utc, &stop, verdict, note)
    })
    .map_err(|f| ReviewError::CommitVerdict(f.error.to_string()))?;
    record.review = Some(HumanReview {
        verdict,
        note: note.to_owned(),
        utc: utc.to_owned(),
        entry_seq: stop.seq,
        audit_seq: audit.entry.seq,
    });
    store.sessions.update_turn(id, &record)?;
    Ok(record)
}
