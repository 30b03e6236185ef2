//! The governed turn (spec/faculties.md): Values → Intellect → Will (→ one reflexion retry) →
//! DER → compile → RAI → commit, over the model ports and a [`GovernanceStore`].
//!
//! [`run`] is synchronous and returns the [`TurnRecord`] once the entry exists (or the turn was
//! refused, held or halted); the Conscience → Spirit → memory → AUDIT part runs afterwards, in
//! the background, through [`audit::run_audit`] — the answer never waits for it. Invariants:
//! - no draft text leaves the turn before the Will has judged it: observers get
//!   [`TurnEvent::Progress`] (token counts) while a draft is generated, and the text only in the
//!   record (`shown`), which holds an approved answer or keel's own notice;
//! - keel's words are never the assistant's: the Will's feedback and the coaching note are
//!   system-side instructions, echoes of them are removed from drafts, and halts, holds and
//!   refusals are keel's notices in `shown`, never an `answer`;
//! - the answer is "committed" only once the CAS append returned `Ok`;
//! - a Will refusal and a STOP DER write no chain entry unless the profile records refusals;
//! - every turn, whatever its outcome, is passed to `save_turn` with its stage timings; when that
//!   fails after its entry was committed, the turn is still committed ([`TurnError::NotJournaled`]
//!   carries the record), never reported as unsaved;
//! - the regulator sees TurnStart before generation (pre-flight) and the adopted draft's tokens
//!   and response after the Will, so retried drafts do not pollute its confidence;
//! - a CircuitBreak halts the turn wherever the regulator decides it: at pre-flight before
//!   generation, after the draft before anything is committed.

pub mod audit;
pub mod der_assembly;
pub mod human_audit;
pub mod key_rotation;
pub mod record;
pub mod store;
pub mod system_entry;

use std::time::Instant;

use crate::intellect::{self, Draft, IntellectInput};
use crate::profile::Profile;
use crate::will::classifier::{Heads, words_only};
use crate::will::{self, Will, WillDecision, WillPorts};
use der_assembly::{DerKind, TurnFacts};
use keel_evidence::chain::Identity;
use keel_model::{CancelToken, ChatMessage, Embedder, ModelError, TextGenerator};
use keel_regulator::{CircuitBreakReason, Decision, DriftHead, Event, JudgmentVectors, Regulator};
pub use record::{
    CommitFailureKind, EntryRef, RegulatorReport, StageTimings, TurnOutcome, TurnRecord,
};
pub use store::{CommitError, GovernanceStore, StoreFailure};

/// What the user sees when a turn takes the STOP path.
pub const HELD_MESSAGE: &str = "Held for human review: the model's confidence in this answer was \
     too low (uncertainty HIGH), so it is not given as an answer. The draft is kept in the \
     session record for an auditor.";

/// What the user sees when the model's answer is empty.
pub const EMPTY_MESSAGE: &str = "The model returned an empty answer, so there is nothing to show \
     or commit. Ask again, rephrase, or try another model.";

/// The models a turn uses. Judge rules use `judge`, else the Intellect's model; classifier
/// rules use the judgment embedder `classifier`.
#[derive(Debug)]
pub struct TurnPorts<'a> {
    pub intellect: &'a mut dyn TextGenerator,
    pub judge: Option<&'a mut dyn TextGenerator>,
    pub embedder: Option<&'a mut dyn Embedder>,
    pub classifier: Option<&'a mut dyn Embedder>,
}

/// One user message and what the turn knows from before.
#[derive(Debug, Clone, Default)]
pub struct TurnRequest<'a> {
    pub message: &'a str,
    pub history: &'a [ChatMessage],
    /// f_{t−1}: the last coaching note available (the background audit may still be running).
    pub coaching_note: &'a str,
    /// Audited turns in Spirit memory (for the memory signal).
    pub audited_turns: u64,
    pub utc: &'a str,
}

/// Streamed while the turn runs: how it progresses, never a draft's text.
#[derive(Debug, Clone, Copy)]
pub enum TurnEvent<'a> {
    /// Draft `attempt` (1 or 2) has `tokens` tokens so far, `elapsed` after the turn began.
    Progress { attempt: u8, tokens: usize, elapsed: std::time::Duration },
    /// Draft `attempt` was blocked by `rule_id`; a retry follows (attempt 1) or a refusal.
    Blocked { attempt: u8, rule_id: &'a str },
}

/// What a turn needs besides the ports.
#[derive(Debug)]
pub struct Governor<'a> {
    pub profile: &'a Profile,
    pub will: &'a mut Will,
    pub regulator: &'a mut Regulator,
    pub identity: &'a Identity,
    pub store: &'a dyn GovernanceStore,
}

/// A turn that could not run at all (the model failed; nothing was committed). Refusals, holds
/// and gate failures are outcomes in the record, not errors.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum TurnError {
    #[error("the Intellect failed: {0}")]
    Intellect(#[from] ModelError),
    #[error("the turn could not be saved: {0}")]
    Store(#[from] StoreFailure),
    /// The turn's entry is committed (the chain is what counts) but the session journal could
    /// not keep its record, e.g. on a full disk.
    #[error(
        "the turn is committed (entry seq {}) but the session journal could not save it: {error}",
        .record.entry.as_ref().map_or(0, |e| e.seq)
    )]
    NotJournaled { record: Box<TurnRecord>, error: StoreFailure },
}

impl Governor<'_> {
    /// Runs one governed turn.
    pub fn run(
        &mut self,
        ports: &mut TurnPorts<'_>,
        request: &TurnRequest<'_>,
        cancel: &CancelToken,
        on_event: &mut dyn FnMut(TurnEvent<'_>),
    ) -> Result<TurnRecord, TurnError> {
        let started = Instant::now();
        let profile = self.profile;
        let mut timings = StageTimings::default();
        self.regulator.on(&Event::TurnStart { user_message: request.message.to_owned() });
        let preflight_decisions = self.regulator.concerns();
        let preflight = preflight_notes(&preflight_decisions);
        let mut record = TurnRecord {
            utc: request.utc.to_owned(),
            agent_id: self.identity.agent_id(),
            profile: profile.name.clone(),
            profile_hash: profile.hash(),
            message: request.message.to_owned(),
            outcome: TurnOutcome::Halted,
            shown: String::new(),
            answer: None,
            reflection: None,
            drafts: Vec::new(),
            will: Vec::new(),
            coaching_note: request.coaching_note.to_owned(),
            regulator: RegulatorReport {
                preflight: preflight.clone(),
                decision: self.regulator.decide(),
                concerns: preflight_decisions.clone(),
                confidence: None,
                uncertainty: "HIGH".into(),
                tokens_spent: self.regulator.budget().0,
                token_cap: self.regulator.budget().1,
                scope: None,
            },
            compile: None,
            rai: None,
            entry: None,
            der: None,
            error: None,
            timings,
            commit_failure: None,
            review: None,
        };
        if let Some(Decision::CircuitBreak { reason, .. }) =
            preflight_decisions.iter().find(|d| matches!(d, Decision::CircuitBreak { .. }))
        {
            record.shown =
                self.halted_message(request.message, halt_notice(reason, "before answering"));
            record.timings.total = started.elapsed();
            return self.save(record);
        }

        let input = IntellectInput {
            message: request.message,
            history: request.history,
            coaching_note: request.coaching_note,
            preflight: &preflight,
            feedback: None,
        };
        let first =
            intellect::generate(&mut *ports.intellect, profile, &input, cancel, &mut |tokens| {
                on_event(TurnEvent::Progress { attempt: 1, tokens, elapsed: started.elapsed() });
            })?;
        timings.intellect = first.elapsed;
        let decision = self.judge(ports, &first, request.message);
        timings.will = decision.elapsed;
        let mut drafts = vec![first];
        let mut decisions = vec![decision];
        if !decisions[0].approved() {
            on_event(TurnEvent::Blocked {
                attempt: 1,
                rule_id: decisions[0].rule_id.as_deref().unwrap_or(""),
            });
            let feedback = will::feedback(&decisions[0]);
            let retry_input = IntellectInput { feedback: Some(&feedback), ..input };
            let second = intellect::generate(
                &mut *ports.intellect,
                profile,
                &retry_input,
                cancel,
                &mut |tokens| {
                    let elapsed = started.elapsed();
                    on_event(TurnEvent::Progress { attempt: 2, tokens, elapsed });
                },
            )?;
            timings.retry_intellect = second.elapsed;
            let d2 = self.judge(ports, &second, request.message);
            timings.retry_will = d2.elapsed;
            if !d2.approved() {
                on_event(TurnEvent::Blocked {
                    attempt: 2,
                    rule_id: d2.rule_id.as_deref().unwrap_or(""),
                });
            }
            drafts.push(second);
            decisions.push(d2);
        }
        let adopted = drafts.last().cloned().unwrap_or_else(|| unreachable!("one draft at least"));
        let final_decision = decisions.last().cloned().unwrap_or_else(|| unreachable!());
        let refused = !final_decision.approved();
        let answer = if refused {
            // A turn about suicide or self-harm gets care and crisis resources, never a
            // method and never a bare refusal.
            self.will
                .crisis_reply(request.message)
                .unwrap_or_else(|| will::REFUSAL_MESSAGE.to_owned())
        } else {
            final_decision.repaired.clone().unwrap_or_else(|| adopted.answer.clone())
        };

        let reg_started = Instant::now();
        self.feed_regulator(ports, &adopted, request.message, &answer, refused);
        let confidence = self.regulator.confidence();
        let uncertainty = der_assembly::uncertainty(confidence.map(|c| c.value));
        timings.regulator = reg_started.elapsed();
        record.regulator.decision = self.regulator.decide();
        record.regulator.concerns = self.regulator.concerns();
        record.regulator.confidence = confidence;
        uncertainty.clone_into(&mut record.regulator.uncertainty);
        (record.regulator.tokens_spent, record.regulator.token_cap) = self.regulator.budget();
        record.regulator.scope = self.regulator.scope().cloned();
        if let Decision::CircuitBreak { reason, .. } = &record.regulator.decision {
            // This turn broke the circuit (a long answer crossed the cost cap): nothing is
            // committed; the drafts stay in the record for an auditor.
            record.shown = self.halted_message(
                request.message,
                halt_notice(reason, "before committing this answer"),
            );
            record.drafts = drafts;
            record.will = decisions;
            timings.total = started.elapsed();
            record.timings = timings;
            return self.save(record);
        }
        let interrupted = adopted.finish == keel_model::FinishReason::Cancelled;
        // The model's own words, before any Will repair: a repair text alone is keel's, not an
        // answer. An empty answer has nothing to hold for review either, so it comes first.
        let empty = adopted.answer.trim().is_empty();
        let held = stops(uncertainty, &profile.der.max_uncertainty);
        let kind = if refused {
            DerKind::Refused
        } else if interrupted {
            DerKind::Interrupted
        } else if empty {
            DerKind::Empty
        } else if held {
            DerKind::Held
        } else {
            DerKind::Answer
        };

        let facts = TurnFacts {
            profile,
            utc: request.utc,
            message: request.message,
            answer: &answer,
            reflection: &adopted.reflection,
            drafts: drafts.iter().map(|d| d.answer.as_str()).collect(),
            will_summary: will_summary(&decisions),
            will_reasons: decisions.iter().filter_map(|d| d.reason.clone()).collect(),
            trace: trace(&drafts, &decisions, confidence, &record.regulator),
            confidence,
            uncertainty,
            regulator_decision: record.regulator.decision.kind().to_owned(),
            audited_turns: request.audited_turns,
            coaching_note: request.coaching_note,
            kind,
        };
        let writes = kind == DerKind::Answer || profile.record_refusals;
        record.outcome = match kind {
            DerKind::Answer => TurnOutcome::Committed,
            DerKind::Held => TurnOutcome::Held,
            DerKind::Refused => TurnOutcome::Refused,
            DerKind::Interrupted => TurnOutcome::Interrupted,
            DerKind::Empty => TurnOutcome::Empty,
        };
        record.shown = match kind {
            DerKind::Answer | DerKind::Refused | DerKind::Interrupted => answer.clone(),
            DerKind::Held => self.halted_message(request.message, HELD_MESSAGE.to_owned()),
            DerKind::Empty => self.halted_message(request.message, EMPTY_MESSAGE.to_owned()),
        };
        if !refused && kind != DerKind::Empty {
            record.answer = Some(answer.clone());
            record.reflection = Some(adopted.reflection.clone());
        }
        if writes {
            let result = store::commit(
                self.store,
                self.identity,
                request.utc,
                profile.rai_threshold,
                profile.record_refusals,
                &mut |tip| der_assembly::turn_der(&facts, self.identity, tip),
            );
            match result {
                Ok(c) => {
                    timings.der = c.assemble;
                    timings.compile = c.compile_time;
                    timings.append = c.append;
                    record.rai = Some(c.compile.rai.score);
                    record.compile = Some(c.compile.to_json());
                    record.entry = Some(EntryRef {
                        seq: c.entry.seq,
                        entry_hash: c.entry.entry_hash.clone(),
                        parent_hash: c.entry.parent_hash.clone(),
                        entry_type: c.entry.entry_type.clone(),
                        success_met: c.entry.success_met,
                    });
                    record.der = Some(c.der);
                }
                Err(failure) => {
                    let e = failure.error;
                    if let Some((der_doc, compiled)) = failure.compiled {
                        record.rai = Some(compiled.rai.score);
                        record.compile = Some(compiled.to_json());
                        record.der = Some(der_doc);
                    }
                    if kind == DerKind::Answer {
                        record.outcome = TurnOutcome::NotCommitted;
                        record.shown = format!(
                            "Not committed ({e}). The draft is kept in the session record."
                        );
                    }
                    record.error = Some(e.to_string());
                    record.commit_failure = Some(CommitFailureKind::of(&e));
                }
            }
        } else if kind != DerKind::Answer {
            // Held, refused, stopped or empty without recording: the DER is still assembled and
            // compiled for the auditor, who may commit it with a verdict (human_audit).
            let tip = self.store.tip(&self.identity.agent_id())?;
            let t = Instant::now();
            let der_doc = der_assembly::turn_der(&facts, self.identity, &tip);
            timings.der = t.elapsed();
            let t = Instant::now();
            let compiled = keel_evidence::der::compile(
                &der_doc,
                keel_evidence::der::GateOptions {
                    profile: keel_evidence::der::RaiProfile::V2,
                    threshold: Some(profile.rai_threshold),
                },
            );
            timings.compile = t.elapsed();
            record.rai = Some(compiled.rai.score);
            record.compile = Some(compiled.to_json());
            record.der = Some(der_doc);
        }
        record.drafts = drafts;
        record.will = decisions;
        timings.total = started.elapsed();
        record.timings = timings;
        self.save(record)
    }

    /// Journals the record; see [`TurnError::NotJournaled`].
    fn save(&self, record: TurnRecord) -> Result<TurnRecord, TurnError> {
        match self.store.save_turn(&record) {
            Ok(_) => Ok(record),
            Err(error) if record.entry.is_some() => {
                Err(TurnError::NotJournaled { record: Box::new(record), error })
            }
            Err(error) => Err(TurnError::Store(error)),
        }
    }

    /// keel's notice `stopped` (a halt, a hold, an empty answer), after crisis resources for
    /// someone who mentions self-harm (they get them on every path).
    fn halted_message(&self, message: &str, stopped: String) -> String {
        match self.will.crisis_reply(message) {
            Some(care) => format!("{care}\n\n{stopped}"),
            None => stopped,
        }
    }

    fn judge(&mut self, ports: &mut TurnPorts<'_>, draft: &Draft, message: &str) -> WillDecision {
        let judge: &mut dyn TextGenerator = match ports.judge.as_deref_mut() {
            Some(j) => j,
            None => &mut *ports.intellect,
        };
        let embedder = ports.embedder.as_deref_mut().map(|e| -> &mut dyn Embedder { e });
        let classifier = ports.classifier.as_deref_mut().map(|e| -> &mut dyn Embedder { e });
        let mut will_ports = WillPorts { embedder, judge: Some(judge), classifier };
        self.will.judge(&draft.answer, message, &mut will_ports)
    }

    fn feed_regulator(
        &mut self,
        ports: &mut TurnPorts<'_>,
        draft: &Draft,
        message: &str,
        response: &str,
        refused: bool,
    ) {
        // Token texts are not kept per token in the draft; the regulator needs only their
        // logprobs and character counts, which the raw text split by token count approximates
        // exactly for confidence (spans are reported on the answer text).
        let text = if refused { response } else { draft.answer.as_str() };
        let n = draft.logprobs.len().max(1);
        let chars: Vec<char> = text.chars().collect();
        for (i, lp) in draft.logprobs.iter().enumerate() {
            let (a, b) = (i * chars.len() / n, (i + 1) * chars.len() / n);
            let token: String = chars[a..b].iter().collect();
            // A token without a logprob goes in as NaN, the regulator's "unavailable" (noos's
            // event contract): it counts the token but leaves it out of every confidence mean.
            let logprob = lp.map_or(f64::NAN, f64::from);
            let margin = draft.margins.get(i).copied().flatten().map(f64::from);
            self.regulator.on(&Event::Token { token, logprob, index: i, margin });
        }
        let complete = Event::TurnComplete { full_response: response.to_owned() };
        // keel's own refusal notice is not an answer to the task: no learned head on it.
        let vectors = if refused { None } else { self.drift_vectors(ports, message, response) };
        let judgment = vectors
            .as_ref()
            .map(|(pair, alone)| JudgmentVectors { pair, response: alone.as_deref() });
        let embedder = ports.embedder.as_deref_mut().map(|e| -> &mut dyn Embedder { e });
        // A failed embedding leaves keyword drift in charge; the turn goes on.
        let _ = self.regulator.on_judged(&complete, embedder, judgment);
        let (tokens_in, tokens_out) = draft.token_counts();
        let provider = draft.model.remote.as_ref().map_or("local", |r| r.backend.as_str());
        self.regulator.on(&Event::Cost {
            tokens_in,
            tokens_out,
            wallclock_ms: draft.elapsed.as_millis() as u64,
            provider: Some(provider.to_owned()),
        });
    }

    /// The judgment embedder's vectors of (message, response) for the regulator's learned
    /// scope-drift head — the pair's, and the response's alone when the head reads it: the
    /// Will's own when its classifier embedded exactly this pair in the head's formats (the
    /// default stack: no extra embedding), else embedded here. `None` when the head cannot read
    /// what this install has (another judgment embedder, a tiny test model, none): the
    /// regulator's cosine rule decides then.
    fn drift_vectors(
        &self,
        ports: &mut TurnPorts<'_>,
        message: &str,
        response: &str,
    ) -> Option<(Vec<f32>, Option<Vec<f32>>)> {
        let head = DriftHead::builtin().ok()?;
        let embedder = ports.classifier.as_deref_mut()?;
        let wanted = &head.embedder;
        if embedder.identity().name != wanted.name || embedder.dimension() != wanted.dimension {
            return None;
        }
        let same_formats = Heads::builtin().is_ok_and(|h| {
            h.text_format == head.text_format
                && (head.response_format.is_none() || h.response_format == head.response_format)
        });
        let from_will = self.will.pair_vectors(message, response).filter(|_| same_formats);
        if let Some(v) = from_will
            && (head.response_format.is_none() || v.response.is_some())
        {
            let alone = v.response.clone().filter(|_| head.response_format.is_some());
            return Some((v.pair.clone(), alone));
        }
        // One text at a time, as the Will embeds them (a batch would pad the shorter text).
        let mut embed = |text: String| embedder.embed(&[text.as_str()]).ok()?.pop();
        let pair = embed(
            head.text_format
                .replace("{prompt}", &words_only(message))
                .replace("{response}", &words_only(response)),
        )?;
        let alone = match &head.response_format {
            Some(format) => Some(embed(format.replace("{response}", &words_only(response)))?),
            None => None,
        };
        Some((pair, alone))
    }
}

/// HIGH always stops; otherwise stop when above the profile's allowed level.
fn stops(uncertainty: &str, max_allowed: &str) -> bool {
    let rank = |l: &str| match l {
        "LOW" => 0,
        "MED" => 1,
        _ => 2,
    };
    uncertainty == "HIGH" || rank(uncertainty) > rank(max_allowed)
}

/// What the user is told when the regulator stops a turn (`when`: "before answering" at
/// pre-flight, "before committing this answer" after the draft): what happened and how to go on
/// (the regulator's own `suggestion` is addressed to an agent loop).
pub fn halt_notice(reason: &CircuitBreakReason, when: &str) -> String {
    match reason {
        CircuitBreakReason::CostCapReached { tokens_spent, tokens_cap, .. } => format!(
            "This conversation has used {tokens_spent} of its {tokens_cap} answer tokens, so \
             keel stopped {when}. Start a new conversation to go on, or raise the budget \
             (--cost-cap, or cost_cap under [regulator] in the config)."
        ),
        CircuitBreakReason::QualityDeclineNoRecovery { turns, .. } => format!(
            "You rated the last {turns} answers poor, so keel stopped {when}. Say what you need \
             in other words, or start a new conversation."
        ),
        CircuitBreakReason::RepeatedFailurePattern { cluster, failure_count } => format!(
            "Requests about {cluster} were refused {failure_count} times in this conversation, \
             so keel stopped {when}. Ask about something else, or start a new conversation."
        ),
        CircuitBreakReason::RepeatedToolCallLoop { tool_name, consecutive_count } => format!(
            "The same tool ({tool_name}) was called {consecutive_count} times in a row, so keel \
             stopped. Start a new conversation to go on."
        ),
        other => format!("keel stopped {when} ({other:?}). Start a new conversation."),
    }
}

fn preflight_notes(decisions: &[Decision]) -> Vec<String> {
    decisions
        .iter()
        .filter_map(|d| match d {
            Decision::ProceduralWarning { patterns } => Some(patterns),
            _ => None,
        })
        .flatten()
        .map(|p| format!("You were corrected on this before: {}", p.example_corrections.join("; ")))
        .collect()
}

fn will_summary(decisions: &[WillDecision]) -> String {
    let repaired = decisions.last().is_some_and(|d| d.repaired.is_some());
    let repair = if repaired { " with a deterministic repair" } else { "" };
    match decisions {
        [d] if d.approved() => format!("approved{repair}"),
        [first, second] if second.approved() => format!(
            "approved{repair} after one reflexion retry (first draft blocked by rule {})",
            first.rule_id.as_deref().unwrap_or("?")
        ),
        _ => format!(
            "blocked both drafts (rules {})",
            decisions.iter().filter_map(|d| d.rule_id.as_deref()).collect::<Vec<_>>().join(", ")
        ),
    }
}

fn trace(
    drafts: &[Draft],
    decisions: &[WillDecision],
    confidence: Option<keel_regulator::Confidence>,
    regulator: &RegulatorReport,
) -> String {
    let mut parts = Vec::new();
    for (i, (d, w)) in drafts.iter().zip(decisions).enumerate() {
        let (tokens_in, tokens_out) = d.token_counts();
        parts.push(format!(
            "draft {}: model {}, {} prompt + {} generated tokens, temperature {}, finish {:?}, reflection {}; Will {} rule(s) checked, {}",
            i + 1,
            d.model.describe(),
            tokens_in,
            tokens_out,
            d.params.temperature,
            d.finish,
            if d.reflection_derived { "derived by keel" } else { "from the model" },
            w.checks.len(),
            if w.approved() { "approved".to_owned() } else { format!("violation of {}", w.rule_id.as_deref().unwrap_or("?")) },
        ));
    }
    // Which measure judged scope drift (the learned head, the cosine rule, keywords or a
    // broken negation) is part of the evidence.
    let scope = regulator.scope.as_ref().map_or_else(String::new, |s| {
        format!(
            ", scope drift {:.3} ({:?}{})",
            s.drift_score,
            s.basis,
            if s.warn { ", warned" } else { "" }
        )
    });
    parts.push(format!(
        "regulator: {}{scope}, confidence {}",
        regulator.decision.kind(),
        confidence.map_or_else(|| "none".to_owned(), |c| format!("{:.3} ({:?})", c.value, c.basis))
    ));
    parts.join("; ")
}

/// Serialises a `Duration` as fractional milliseconds.
pub mod duration_ms {
    use std::time::Duration;

    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(d.as_secs_f64() * 1e3)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Duration, D::Error> {
        let ms = f64::deserialize(d)?;
        Ok(Duration::from_secs_f64((ms / 1e3).max(0.0)))
    }
}

#[cfg(test)]
mod tests;
