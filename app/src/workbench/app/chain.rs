//! The chain browser: the chain as the store worker loaded it, its verification, the note shown
//! over it (an entry, a checkpoint, a proof), and what its keys and the store's answers do.

use std::fmt::Write as _;
use std::time::Duration;

use keel_evidence::chain::entry::ChainEntry;
use keel_evidence::chain::verifier::VerificationReport;
use keel_widgets::chain_list::{ChainListState, ChainRow, RowCheck};
use serde_json::Value;

use super::{App, Effect};
use crate::workbench::der_doc::DerDoc;
use crate::workbench::keymap::Action;
use crate::workbench::workers::StoreRequest;

/// The chain as loaded by the store worker.
#[derive(Debug, Clone, PartialEq)]
pub enum ChainStatus {
    Loading,
    /// `plane`: the enforcement plane failed, not the local database.
    Failed {
        error: String,
        plane: bool,
    },
    Loaded {
        agent: Option<String>,
    },
}

/// Verification of the whole chain.
#[derive(Debug, Clone, PartialEq)]
pub enum VerifyStatus {
    NotRun,
    Running { done: u64, total: u64 },
    Done { report: VerificationReport, took: Duration },
}

/// A message box over the chain (checkpoint, proof, entry).
#[derive(Debug, Clone, PartialEq)]
pub struct Note {
    pub ok: bool,
    pub title: String,
    pub body: String,
}

/// The chain browser's state.
#[derive(Debug)]
pub struct ChainView {
    pub status: ChainStatus,
    pub rows: Vec<ChainRow>,
    pub list: ChainListState,
    pub verify: VerifyStatus,
    /// The entry shown (Enter), or a job's result.
    pub note: Option<Note>,
}

impl ChainView {
    /// Before the first load.
    pub(super) fn new() -> ChainView {
        ChainView {
            status: ChainStatus::Loading,
            rows: Vec::new(),
            list: ChainListState::default(),
            verify: VerifyStatus::NotRun,
            note: None,
        }
    }
}

impl App {
    pub(super) fn chain_action(&mut self, action: Action) -> Vec<Effect> {
        let len = self.chain.rows.len();
        let list = &mut self.chain.list;
        let selected_seq = self.chain.rows.get(list.selected).map(|r| r.seq);
        match action {
            Action::SelectPrev => list.move_by(-1, len),
            Action::SelectNext => list.move_by(1, len),
            Action::PageUp => list.move_by(-(self.page as isize), len),
            Action::PageDown => list.move_by(self.page as isize, len),
            Action::First => list.selected = 0,
            Action::Last => list.selected = len.saturating_sub(1),
            Action::Close => self.chain.note = None,
            Action::Open => {
                return selected_seq
                    .map(|s| Effect::Store(StoreRequest::Entry(s)))
                    .into_iter()
                    .collect();
            }
            Action::Prove => {
                return selected_seq
                    .map(|s| Effect::Store(StoreRequest::Prove(s)))
                    .into_iter()
                    .collect();
            }
            Action::Verify => {
                self.chain.verify = VerifyStatus::Running { done: 0, total: len as u64 };
                return vec![Effect::Store(StoreRequest::Verify)];
            }
            Action::Checkpoint => return vec![Effect::Store(StoreRequest::Checkpoint)],
            Action::Reload => return vec![Effect::Store(StoreRequest::Load)],
            Action::JumpBad => self.jump_to_bad(),
            _ => {}
        }
        Vec::new()
    }

    fn jump_to_bad(&mut self) {
        let bad = match &self.chain.verify {
            VerifyStatus::Done { report, .. } => report.first_bad_seq,
            _ => None,
        };
        match bad.and_then(|seq| self.chain.rows.iter().position(|r| r.seq == seq)) {
            Some(i) => self.chain.list.selected = i,
            None => self.notice = Some("no bad entry known: press v to verify".into()),
        }
    }

    /// A (re)load of the chain. The store worker answers requests in order, so:
    /// - a verify still in flight was queued after this load and will cover these rows: it
    ///   keeps running;
    /// - an unchanged chain (same length and tip) keeps its verification and marks;
    /// - a chain that had been verified and changed (entries landed since) is verified again,
    ///   so a `v` pressed while a reload was in flight is never lost to "unverified".
    pub(super) fn chain_loaded(
        &mut self,
        agent: Option<String>,
        entries: &[ChainEntry],
    ) -> Vec<Effect> {
        let tip = |seq: u64, hash: &str| (seq, hash.to_owned());
        let unchanged = self.chain.rows.len() == entries.len()
            && self.chain.rows.last().map(|r| tip(r.seq, &r.entry_hash))
                == entries.last().map(|e| tip(e.seq, &e.entry_hash))
            && self.chain.status == ChainStatus::Loaded { agent: agent.clone() };
        self.chain.status = ChainStatus::Loaded { agent };
        if unchanged {
            return Vec::new();
        }
        self.chain.rows = entries
            .iter()
            .map(|e| ChainRow {
                seq: e.seq,
                utc: e.utc.clone(),
                entry_type: e.entry_type.clone(),
                entry_hash: e.entry_hash.clone(),
                parent_hash: e.parent_hash.clone(),
                check: RowCheck::Unchecked,
            })
            .collect();
        self.chain.list.selected =
            self.chain.list.selected.min(self.chain.rows.len().saturating_sub(1));
        match self.chain.verify {
            VerifyStatus::Running { .. } | VerifyStatus::NotRun => Vec::new(),
            VerifyStatus::Done { .. } => {
                self.chain.verify =
                    VerifyStatus::Running { done: 0, total: self.chain.rows.len() as u64 };
                vec![Effect::Store(StoreRequest::Verify)]
            }
        }
    }

    /// A verification finished: marks the rows from the first bad one on and selects it.
    pub(super) fn chain_verified(&mut self, report: VerificationReport, took: Duration) {
        let bad = if report.chain_ok { None } else { Some(report.first_bad_seq.unwrap_or(0)) };
        for row in &mut self.chain.rows {
            row.check = match bad {
                Some(b) if row.seq >= b => RowCheck::Bad,
                _ => RowCheck::Good,
            };
        }
        if let Some(i) =
            report.first_bad_seq.and_then(|s| self.chain.rows.iter().position(|r| r.seq == s))
        {
            self.chain.list.selected = i;
        }
        self.chain.verify = VerifyStatus::Done { report, took };
    }

    /// An entry asked for (Enter): shown in a note; its DER, if any, goes to the inspector.
    pub(super) fn chain_entry(&mut self, seq: u64, json: String, der: Option<&Value>) {
        let mut body = json;
        if let Some(der) = der {
            let doc = DerDoc::new(format!("entry #{seq}"), der);
            let _ = write!(
                body,
                "\n\nDER: {} · RAI {:.4} · F4 opens it in the inspector",
                doc.result.status(),
                doc.result.rai.score
            );
            self.der = Some(doc);
            self.der_error = None;
        }
        self.chain.note = Some(Note { ok: true, title: format!("entry #{seq}"), body });
    }
}
