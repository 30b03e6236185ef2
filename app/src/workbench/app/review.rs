//! The Audit screen's review queue: held and refused turns from every front end (`keel turn`,
//! `keel chat`, the workbench) waiting for a human verdict. The draft is shown inertly with the
//! rules and reasons (or the uncertainty) that stopped it; `a` approves (the draft is released)
//! and `x` rejects (it stays withheld), each pressed twice, and the verdict is recorded on the
//! chain exactly as `keel audit --turn ID` records it (the model worker runs
//! `governed::review`).

use keel_governance::turn::TurnRecord;
use keel_governance::turn::human_audit::Verdict;
use keel_widgets::conversation::{Badge, Chunk};

use super::{App, Effect};
use crate::governed::review::released_text;
use crate::workbench::keymap::Action;
use crate::workbench::workers::{ModelRequest, StoreRequest};

/// The queue's state.
#[derive(Debug, Clone, Default)]
pub struct ReviewQueue {
    /// The Audit screen shows the queue instead of this conversation's turns.
    pub open: bool,
    /// The turns waiting, with their journal ids (`None` until the worker answered).
    pub turns: Option<Vec<(u64, Box<TurnRecord>)>>,
    pub selected: usize,
    /// A verdict pressed once, waiting for the second press on the same turn.
    pub confirm: Option<(u64, Verdict)>,
}

impl ReviewQueue {
    /// The selected turn waiting for a verdict.
    pub fn current(&self) -> Option<&(u64, Box<TurnRecord>)> {
        self.turns.as_ref()?.get(self.selected)
    }
}

impl App {
    /// The Audit screen's keys while the queue is open (and `r`, which opens it); `None` for
    /// keys the queue does not take.
    pub(super) fn review_action(&mut self, action: Action) -> Option<Vec<Effect>> {
        if action == Action::Review {
            self.review.open = !self.review.open;
            self.review.confirm = None;
            return Some(if self.review.open {
                vec![Effect::Model(ModelRequest::Reviews)]
            } else {
                Vec::new()
            });
        }
        if !self.review.open {
            return None;
        }
        let len = self.review.turns.as_ref().map_or(0, Vec::len);
        match action {
            Action::SelectPrev => self.review.selected = self.review.selected.saturating_sub(1),
            Action::SelectNext => {
                self.review.selected = (self.review.selected + 1).min(len.saturating_sub(1));
            }
            Action::Approve | Action::Reject => {
                let verdict =
                    if action == Action::Approve { Verdict::Approve } else { Verdict::Reject };
                let Some(&(id, _)) = self.review.current() else {
                    self.notice = Some("no turn waits for a verdict".into());
                    return Some(Vec::new());
                };
                if self.governed != Some(true) {
                    self.notice = Some("verdicts need the governed session".into());
                    return Some(Vec::new());
                }
                if self.review.confirm == Some((id, verdict)) {
                    self.review.confirm = None;
                    return Some(vec![Effect::Model(ModelRequest::Review { id, verdict })]);
                }
                self.review.confirm = Some((id, verdict));
                self.notice = Some(format!(
                    "press {} again to {} turn {id}: recorded on the chain, it cannot be undone",
                    if verdict == Verdict::Approve { "a" } else { "x" },
                    verdict.as_str()
                ));
            }
            _ => return None,
        }
        Some(Vec::new())
    }

    pub(super) fn reviews_loaded(&mut self, turns: Vec<(u64, Box<TurnRecord>)>) {
        self.review.selected = self.review.selected.min(turns.len().saturating_sub(1));
        self.review.turns = Some(turns);
    }

    /// A verdict came back: say so, show it on the turn if it is on screen, reload the queue
    /// and the chain.
    pub(super) fn reviewed(
        &mut self,
        id: u64,
        result: Result<Box<TurnRecord>, String>,
    ) -> Vec<Effect> {
        let record = match result {
            Ok(record) => record,
            Err(error) => {
                self.notice = Some(format!("the verdict on turn {id} was not recorded: {error}"));
                return vec![Effect::Model(ModelRequest::Reviews)];
            }
        };
        let Some(review) = record.review.clone() else { return Vec::new() };
        let approved = review.verdict == Verdict::Approve;
        self.notice = Some(format!(
            "turn {id}: {} recorded as AUDIT #{} (its stop is #{})",
            review.verdict.as_str(),
            review.audit_seq,
            review.entry_seq
        ));
        let on_screen = self.turns.iter_mut().find(|t| {
            t.record.as_ref().is_some_and(|r| r.utc == record.utc && r.message == record.message)
        });
        if let Some(turn) = on_screen {
            let index = turn.message;
            turn.record = Some(record.clone());
            if let Some(m) = self.messages.get_mut(index) {
                if approved && let Some(text) = released_text(&record) {
                    m.chunks = vec![Chunk { text: text.to_owned(), low_confidence: false }];
                }
                m.badges.push(Badge::Reviewed { approved, seq: review.audit_seq });
            }
        }
        let mut effects =
            vec![Effect::Model(ModelRequest::Reviews), Effect::Store(StoreRequest::Load)];
        effects.extend(self.save());
        effects
    }
}
