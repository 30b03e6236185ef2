//! Turns: one exchange each (the prompt, the streamed answer, and the report, the governed
//! record and the audit when they come back), and how the model worker's events change them.

use keel_governance::turn::audit::{AuditJob, AuditRecord};
use keel_governance::turn::{CommitFailureKind, TurnOutcome, TurnRecord};
use keel_model::FinishReason;
use keel_regulator::Decision;
use keel_widgets::conversation::{Badge, Chunk, Message, Speaker};
use keel_widgets::ledger_table::LedgerRow;

use super::{App, Effect, ModelStatus, restore};
use crate::workbench::workers::{ModelEvent, StoreRequest, TurnReport};

/// One exchange, for the Audit screen.
#[derive(Debug, Clone)]
pub struct Turn {
    pub id: u64,
    /// Index of the assistant message in `messages`.
    pub message: usize,
    pub prompt: String,
    pub report: Option<TurnReport>,
    pub error: Option<String>,
    /// The governed turn's record (committed seq, Will decisions, stage timings).
    pub record: Option<Box<TurnRecord>>,
    /// The background audit of the committed turn, when it has finished.
    pub audit: Option<TurnAudit>,
}

/// A governed draft in the making: counts only, never its text (shown in the message pane's
/// title).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Progress {
    pub turn: u64,
    /// 1, or 2 after the Will withheld the first draft.
    pub attempt: u8,
    pub tokens: usize,
    /// Since the turn began.
    pub elapsed: std::time::Duration,
}

impl Progress {
    /// See [`crate::governed::progress_line`].
    pub fn describe(&self) -> String {
        crate::governed::progress_line(self.attempt, self.tokens, self.elapsed)
    }
}

/// A finished audit as the right column and the Audit screen show it.
#[derive(Debug, Clone, PartialEq)]
pub struct TurnAudit {
    /// L_t with the profile's weights.
    pub ledger: Vec<LedgerRow>,
    pub record: Box<AuditRecord>,
    /// Read back with a resumed conversation (its reading is already in Spirit's history).
    pub restored: bool,
}

impl App {
    fn turn_message(&mut self, turn: u64) -> Option<&mut Message> {
        let index = self.turns.iter().find(|t| t.id == turn)?.message;
        self.messages.get_mut(index)
    }

    pub(super) fn model_event(&mut self, event: ModelEvent) -> Vec<Effect> {
        match event {
            ModelEvent::Ready { name, load_time, profile } => {
                self.model = ModelStatus::Ready { name, load_time };
                self.governed = Some(profile.is_some());
                self.profile = profile;
            }
            ModelEvent::Warning(text) => {
                self.stamp(self.messages.len());
                self.messages.push(Message::new(Speaker::Notice, text));
            }
            ModelEvent::LoadFailed { error, fix } => {
                self.model = ModelStatus::Failed { error, fix }
            }
            ModelEvent::Token { turn, text, .. } => {
                if let Some(m) = self.turn_message(turn) {
                    match m.chunks.last_mut() {
                        Some(c) if !c.low_confidence => c.text.push_str(&text),
                        _ => m.chunks.push(Chunk { text, low_confidence: false }),
                    }
                    return self.save_draft();
                }
            }
            ModelEvent::Finished { turn, report } => {
                let interrupted = report.finish == FinishReason::Cancelled;
                let regulator = &report.regulator;
                if let Some(m) = self.turn_message(turn) {
                    m.pending = false;
                    m.badges.push(Badge::NotGoverned);
                    if interrupted {
                        m.badges.push(Badge::Interrupted);
                    }
                    if !regulator.spans.is_empty() {
                        m.chunks = mark_spans(&m.text(), &regulator.spans);
                        m.badges.push(Badge::LowConfidence);
                    }
                    if regulator.concerns.iter().any(|c| c == "ScopeDriftWarn") {
                        m.badges.push(Badge::Drift);
                    }
                    if regulator.circuit_break.is_some() {
                        m.badges.push(Badge::CircuitBreak);
                    }
                }
                if let Some(t) = self.turns.iter_mut().find(|t| t.id == turn) {
                    t.report = Some(report);
                }
                self.finish_turn(turn);
                return self.save();
            }
            ModelEvent::Progress { turn, attempt, tokens, elapsed } => {
                self.progress = Some(Progress { turn, attempt, tokens, elapsed });
            }
            // The withheld draft was never on screen; the retry (or the refusal) follows.
            ModelEvent::Blocked { .. } => {}
            ModelEvent::Governed { turn, record } => {
                if let Some(m) = self.turn_message(turn) {
                    m.pending = false;
                    // The first text of the turn on screen: the answer (its low-confidence spans
                    // underlined) or keel's notice.
                    let spans = low_confidence_spans(&record);
                    m.chunks = if record.outcome == TurnOutcome::Committed && !spans.is_empty() {
                        mark_spans(&record.shown, &spans)
                    } else {
                        vec![Chunk { text: record.shown.clone(), low_confidence: false }]
                    };
                    m.badges = governed_badges(&record);
                }
                if let Some(job) = AuditJob::for_turn(&record) {
                    self.audits_pending.insert(job.entry.seq);
                }
                if record.commit_failure == Some(CommitFailureKind::ChainDamaged) {
                    self.chain_damaged.clone_from(&record.error);
                }
                if let Some(t) = self.turns.iter_mut().find(|t| t.id == turn) {
                    t.record = Some(record);
                }
                self.finish_turn(turn);
                let mut effects = vec![Effect::Store(StoreRequest::Load)];
                effects.extend(self.save());
                return effects;
            }
            ModelEvent::Audited { record, weights } => {
                let seq = record.audits.seq;
                self.audit_settled(seq);
                let ledger = restore::ledger_rows(&record, &weights);
                if let Some(t) = self.turns.iter_mut().find(|t| {
                    t.record.as_ref().and_then(|r| r.entry.as_ref()).is_some_and(|e| e.seq == seq)
                }) {
                    t.audit = Some(TurnAudit { ledger, record, restored: false });
                }
                return vec![Effect::Store(StoreRequest::Load)];
            }
            ModelEvent::SpiritHistory(history) => self.spirit_history = history,
            ModelEvent::Reviews(turns) => self.reviews_loaded(turns),
            ModelEvent::Reviewed { id, result } => return self.reviewed(id, result),
            ModelEvent::Restored { turns, weights } => self.restored(turns, &weights),
            ModelEvent::Models(options) => self.models_listed(options),
            ModelEvent::Switched { name, load_time, saved } => {
                self.model_switched(name, load_time, saved);
            }
            ModelEvent::SwitchFailed { name, error, fix } => self.switch_failed(name, error, fix),
            ModelEvent::AuditFailed { seq, error } => {
                self.audit_settled(seq);
                self.notice = Some(format!("the audit of #{seq} failed: {error}"));
            }
            ModelEvent::ChainDamaged { turn, message } => {
                if let Some(m) = self.turn_message(turn) {
                    m.pending = false;
                    m.badges.push(Badge::Interrupted);
                }
                self.stamp(self.messages.len());
                self.messages.push(Message::new(
                    Speaker::Notice,
                    format!("Nothing was committed, and nothing will be until the chain is restored. {message}"),
                ));
                if let Some(t) = self.turns.iter_mut().find(|t| t.id == turn) {
                    t.error = Some(message.clone());
                }
                self.chain_damaged = Some(message);
                self.finish_turn(turn);
                return self.save();
            }
            ModelEvent::Failed { turn, error } => {
                if let Some(m) = self.turn_message(turn) {
                    m.pending = false;
                    m.badges.push(Badge::Interrupted);
                }
                self.stamp(self.messages.len());
                self.messages
                    .push(Message::new(Speaker::Notice, format!("generation failed: {error}")));
                if let Some(t) = self.turns.iter_mut().find(|t| t.id == turn) {
                    t.error = Some(error);
                }
                self.finish_turn(turn);
                return self.save();
            }
        }
        Vec::new()
    }

    pub(super) fn finish_turn(&mut self, turn: u64) {
        if self.generating.as_ref().is_some_and(|(t, _)| *t == turn) {
            self.generating = None;
        }
        if let Some(index) = self.turns.iter().find(|t| t.id == turn).map(|t| t.message) {
            self.stamp(index);
        }
        if self.progress.is_some_and(|p| p.turn == turn) {
            self.progress = None;
        }
    }
}

/// `text` cut into chunks with the regulator's low-confidence char ranges marked.
fn mark_spans(text: &str, spans: &[(usize, usize)]) -> Vec<Chunk> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut at = 0;
    for &(start, end) in spans {
        let (start, end) = (start.clamp(at, chars.len()), end.min(chars.len()));
        if start > at {
            out.push(Chunk { text: chars[at..start].iter().collect(), low_confidence: false });
        }
        if end > start {
            out.push(Chunk { text: chars[start..end].iter().collect(), low_confidence: true });
        }
        at = at.max(end);
    }
    if at < chars.len() {
        out.push(Chunk { text: chars[at..].iter().collect(), low_confidence: false });
    }
    out
}

/// The regulator's low-confidence spans of a governed answer, as char ranges of the answer.
pub fn low_confidence_spans(record: &TurnRecord) -> Vec<(usize, usize)> {
    record
        .regulator
        .concerns
        .iter()
        .filter_map(|d| match d {
            Decision::LowConfidenceSpans { spans } => Some(spans),
            _ => None,
        })
        .flatten()
        .map(|s| (s.start_char, s.end_char))
        .collect()
}

/// What the regulator saw in a governed answer, for the title when it is selected: each
/// low-confidence span with its confidence, and the drift tokens.
pub fn signals(record: &TurnRecord) -> Vec<String> {
    let answer: Vec<char> = record.shown.chars().collect();
    let mut out = Vec::new();
    // Spans first: each points at underlined text on screen, so they lead the title.
    let mut concerns: Vec<&Decision> = record.regulator.concerns.iter().collect();
    concerns.sort_by_key(|d| !matches!(d, Decision::LowConfidenceSpans { .. }));
    for d in concerns {
        match d {
            Decision::LowConfidenceSpans { spans } => {
                for s in spans {
                    let end = s.end_char.min(answer.len());
                    let text: String = answer[s.start_char.min(end)..end].iter().collect();
                    let text = keel_widgets::DisplayText::single_line(text.trim()).to_plain();
                    out.push(format!(
                        "confidence {:.2} on \"{}\"",
                        s.confidence,
                        keel_widgets::ledger_table::fit(&text, 24)
                    ));
                }
            }
            Decision::ScopeDriftWarn { drift_tokens, drift_score, .. } => {
                let tokens = keel_widgets::DisplayText::single_line(&drift_tokens.join(", "));
                out.push(format!("drift {drift_score:.2}: {}", tokens.to_plain()));
            }
            _ => {}
        }
    }
    out
}

/// The badges of a governed turn: its marks ([`crate::governed::turn_marks`]) as drawn.
pub fn governed_badges(record: &TurnRecord) -> Vec<Badge> {
    crate::governed::turn_marks(record).iter().map(super::sessions::badge_of).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_become_underlined_chunks_on_char_boundaries() {
        let chunks = mark_spans("día uno, día dos", &[(4, 7), (13, 99)]);
        let parts: Vec<(&str, bool)> =
            chunks.iter().map(|c| (c.text.as_str(), c.low_confidence)).collect();
        assert_eq!(parts, [("día ", false), ("uno", true), (", día ", false), ("dos", true)]);
        assert_eq!(mark_spans("abc", &[]).len(), 1);
    }
}
