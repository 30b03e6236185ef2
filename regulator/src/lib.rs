//! keel-regulator: noos's event/decision model for agent loops, with noos's gaps closed.
//!
//! An agent loop reports [`Event`]s (turn start, tokens, the response, cost, corrections, quality,
//! tool calls); [`Regulator::decide`] returns the primary [`Decision`] by priority and
//! [`Regulator::concerns`] all that hold. The regulator is pure: no I/O, no clock, no threads.
//! Semantic drift needs an embedder, which the caller lends per event
//! ([`Regulator::on_with_embedder`]) or whose similarity it measures elsewhere and passes in
//! ([`Regulator::on_measured`]); without one, keyword drift decides.
//!
//! Priority: CircuitBreak (cost, then quality decline, then tool loop, then repeated failure) ›
//! ScopeDriftWarn › ProceduralWarning › LowConfidenceSpans › Continue.
//!
//! Scoping: scope drift, low-confidence spans and tool loops hold from the event that raises them
//! until the next `TurnStart`; a ProceduralWarning holds from its `TurnStart` until that turn's
//! `TurnComplete` (so the app sees it before generating); cost cap, quality decline and repeated
//! failure hold while their condition holds.

mod calibration;
mod confidence;
mod config;
mod cost;
mod decision;
mod event;
mod failure;
mod keywords;
mod learned;
mod memory;
mod negation;
mod scope;
mod semantic;
mod sentences;
mod state;
mod tool_loop;

#[cfg(test)]
mod tests;

pub use calibration::{
    CalibrationReport, LabelledSimilarity, ScopeLabel, ScopePair, Split, SplitAccuracy, calibrate,
    embed_similarities, keyword_accuracy, negation_breach,
};
pub use confidence::{Confidence, ConfidenceBasis, confidence_from_nll, structural_confidence};
pub use config::RegulatorConfig;
pub use decision::{CircuitBreakReason, ConfidenceSpan, CorrectionPattern, Decision};
pub use event::Event;
pub use learned::{
    DRIFT_HEAD_SCHEMA, DriftFeature, DriftFeatures, DriftHead, DriftHeadEmbedder, DriftHeadError,
    JudgmentVectors,
};
pub use memory::TopicCluster;
pub use scope::{DriftBasis, ScopeAssessment};
pub use semantic::{MAX_SENTENCES, SemanticMeasure, SemanticSimilarities, measure_similarities};
pub use sentences::{sentence_ends, sentences};
pub use state::{RegulatorState, STATE_VERSION, StateError};

use keel_model::{Embedder, ModelError};
use keywords::words;
use memory::topic_keywords;
use scope::{LearnedInputs, TaskScope};
use state::{SessionState, TurnState};

/// The regulator of one user's agent loop.
#[derive(Debug, Clone)]
pub struct Regulator {
    state: RegulatorState,
    /// Derived from `state.turn.task`; rebuilt on import.
    task_scope: Option<TaskScope>,
}

/// The concerns in priority order.
#[derive(Debug, Clone, Copy)]
enum Concern {
    CostCap,
    QualityDecline,
    ToolLoop,
    RepeatedFailure,
    ScopeDrift,
    Procedural,
    LowConfidence,
}

const PRIORITY: [Concern; 7] = [
    Concern::CostCap,
    Concern::QualityDecline,
    Concern::ToolLoop,
    Concern::RepeatedFailure,
    Concern::ScopeDrift,
    Concern::Procedural,
    Concern::LowConfidence,
];

impl Regulator {
    /// A fresh regulator with the default thresholds.
    pub fn for_user(user_id: impl Into<String>) -> Self {
        Self::with_config(user_id, RegulatorConfig::default())
    }

    pub fn with_config(user_id: impl Into<String>, config: RegulatorConfig) -> Self {
        Self::import(RegulatorState {
            user_id: user_id.into(),
            config,
            ..RegulatorState::default()
        })
    }

    /// A regulator that continues from an exported state.
    pub fn import(state: RegulatorState) -> Self {
        let task_scope = state.turn.task.as_deref().map(|task| TaskScope::new(&words(task)));
        Self { state, task_scope }
    }

    /// Everything this regulator knows; [`Regulator::import`] of it decides identically.
    pub fn export(&self) -> RegulatorState {
        self.state.clone()
    }

    pub fn user_id(&self) -> &str {
        &self.state.user_id
    }

    pub fn config(&self) -> &RegulatorConfig {
        &self.state.config
    }

    /// Starts a new user session: cost, qualities, failures and the current turn are forgotten;
    /// procedural memory and thresholds stay.
    pub fn reset_session(&mut self) {
        self.state.session = SessionState::default();
        self.state.turn = TurnState::default();
        self.task_scope = None;
    }

    /// Output tokens spent in this session, and the cap at which the circuit breaks.
    pub fn budget(&self) -> (u64, u64) {
        (self.state.session.cost.tokens_out, self.state.config.cost_cap_tokens)
    }

    /// Sets the session's output-token cap (the user's configuration, over a stored state's).
    pub fn set_cost_cap(&mut self, tokens: u64) {
        self.state.config.cost_cap_tokens = tokens;
    }

    /// `TurnStart`s seen in this session.
    pub fn turns(&self) -> u64 {
        self.state.session.turns
    }

    /// The topic clusters learned so far.
    pub fn clusters(&self) -> &[TopicCluster] {
        &self.state.memory.clusters
    }

    /// The scope verdict on the current turn's response (after its `TurnComplete`).
    pub fn scope(&self) -> Option<&ScopeAssessment> {
        self.state.turn.scope.as_ref()
    }

    /// Turn-level confidence: from the margins or logprobs of the last `confidence_window` tokens
    /// ([`confidence`](crate::confidence) says which), else (at
    /// `TurnComplete`, or from the streamed text before it) the structural fallback. `None` before
    /// any token or response.
    pub fn confidence(&self) -> Option<Confidence> {
        let turn = &self.state.turn;
        if let Some(c) = turn.confidence {
            return Some(c);
        }
        turn.tokens.token_confidence(self.state.config.confidence_window).or_else(|| {
            (!turn.tokens.text().is_empty()).then(|| Confidence {
                value: structural_confidence(turn.tokens.text()),
                basis: ConfidenceBasis::StructuralFallback,
            })
        })
    }

    /// Takes in one event, measuring scope drift by keywords (and negations).
    pub fn on(&mut self, event: &Event) {
        self.on_measured(event, None);
    }

    /// Takes in one event; at `TurnComplete` the embedder measures semantic drift. If it fails
    /// the event is still taken in (keyword drift decides) and the error is returned.
    pub fn on_with_embedder(
        &mut self,
        event: &Event,
        embedder: &mut dyn Embedder,
    ) -> Result<(), ModelError> {
        self.on_judged(event, Some(embedder), None)
    }

    /// Takes in one event with a semantic similarity (the configured
    /// [`SemanticMeasure`] applied to [`measure_similarities`]) measured elsewhere, e.g. on the
    /// embedder's worker thread; ignored unless the event is a `TurnComplete`.
    pub fn on_measured(&mut self, event: &Event, semantic_similarity: Option<f64>) {
        self.take_in(event, semantic_similarity, None);
    }

    /// Takes in one event; at `TurnComplete` the learned head decides scope drift when it can
    /// read the pair: `judgment` holds the judgment embedder's vectors of (task, response) in the
    /// [`DriftHead::builtin`] head's formats (the caller's Will has usually computed them
    /// already), and the sentence embedder measures the head's cosine features. Without a
    /// usable head or vectors this is [`Regulator::on_with_embedder`] (semantic drift, else
    /// keyword drift); [`ScopeAssessment::basis`] says which decided. An embedder error is
    /// returned after the event is taken in.
    pub fn on_judged(
        &mut self,
        event: &Event,
        embedder: Option<&mut dyn Embedder>,
        judgment: Option<JudgmentVectors<'_>>,
    ) -> Result<(), ModelError> {
        let (Event::TurnComplete { full_response }, Some(task)) = (event, &self.state.turn.task)
        else {
            self.take_in(event, None, None);
            return Ok(());
        };
        let Some(embedder) = embedder else {
            // The head is used with the sentence embedder's cosines at hand (its features, and
            // the fallback should its vectors not fit); without one, keywords decide.
            self.take_in(event, None, None);
            return Ok(());
        };
        let head = judgment.and_then(|_| DriftHead::builtin().ok());
        let measure = self.state.config.semantic_measure;
        let sentences = measure.needs_sentences() || head.is_some_and(DriftHead::needs_sentences);
        match measure_similarities(embedder, task, full_response, sentences) {
            Ok(cosines) => {
                let learned = head.zip(judgment).map(|(head, vectors)| LearnedInputs {
                    head,
                    vectors,
                    cosines: &cosines,
                });
                self.take_in(event, Some(measure.similarity(&cosines)), learned);
                Ok(())
            }
            Err(e) => {
                self.take_in(event, None, None);
                Err(e)
            }
        }
    }

    fn take_in(
        &mut self,
        event: &Event,
        semantic_similarity: Option<f64>,
        learned: Option<LearnedInputs<'_>>,
    ) {
        let config = &self.state.config;
        let turn = &mut self.state.turn;
        let session = &mut self.state.session;
        match event {
            Event::TurnStart { user_message } => {
                session.turns += 1;
                *turn = TurnState { task: Some(user_message.clone()), ..TurnState::default() };
                let scope = TaskScope::new(&words(user_message));
                turn.cluster = self.state.memory.find(&topic_keywords(&scope.bag), config);
                turn.procedural = turn
                    .cluster
                    .and_then(|id| self.state.memory.pattern(id, &self.state.user_id, config));
                self.task_scope = Some(scope);
            }
            Event::Token { token, logprob, margin, .. } => {
                turn.tokens.push(token, *logprob, *margin);
            }
            Event::TurnComplete { full_response } => {
                turn.procedural = None;
                let response_words = words(full_response);
                turn.scope = self
                    .task_scope
                    .as_ref()
                    .and_then(|s| s.assess(&response_words, semantic_similarity, learned, config));
                turn.spans = turn.tokens.low_confidence_spans(full_response, config);
                turn.confidence = Some(
                    turn.tokens.token_confidence(config.confidence_window).unwrap_or(Confidence {
                        value: structural_confidence(full_response),
                        basis: ConfidenceBasis::StructuralFallback,
                    }),
                );
                if failure::is_refusal(full_response) {
                    self.record_failure();
                }
            }
            Event::Cost { tokens_in, tokens_out, wallclock_ms, .. } => {
                session.cost.add(*tokens_in, *tokens_out, *wallclock_ms);
            }
            Event::UserCorrection { correction_message, corrects_last } => {
                if *corrects_last {
                    session.cost.record_quality(config.correction_quality, config);
                    if let Some(id) = self.file_under_cluster() {
                        let turn_number = self.state.session.turns;
                        let config = &self.state.config;
                        self.state.memory.record_correction(
                            id,
                            correction_message,
                            turn_number,
                            config,
                        );
                    }
                }
            }
            Event::QualityFeedback { quality, .. } => {
                session.cost.record_quality(*quality, config);
                if quality.is_finite() && *quality >= config.poor_quality_mean {
                    session.failures.reset(turn.cluster);
                }
            }
            Event::ToolCall { tool_name, .. } => turn.tools.on_call(tool_name, config),
            Event::ToolResult { success, .. } => {
                if *success {
                    session.failures.reset(turn.cluster);
                } else {
                    self.record_failure();
                }
            }
        }
    }

    /// The current task's cluster, founding one if the task has keywords and none fits.
    fn file_under_cluster(&mut self) -> Option<u32> {
        if self.state.turn.cluster.is_none() {
            let scope = self.task_scope.as_ref()?;
            self.state.turn.cluster = self.state.memory.find_or_found(
                &scope.bag,
                self.state.session.turns,
                &self.state.config,
            );
        }
        self.state.turn.cluster
    }

    fn record_failure(&mut self) {
        let cluster = self.file_under_cluster();
        self.state.session.failures.record(cluster);
    }

    /// The primary decision: the first concern that holds, by priority, else `Continue`.
    pub fn decide(&self) -> Decision {
        PRIORITY.iter().find_map(|&c| self.concern(c)).unwrap_or(Decision::Continue)
    }

    /// Every concern that holds, in priority order (empty when the decision is `Continue`).
    pub fn concerns(&self) -> Vec<Decision> {
        PRIORITY.iter().filter_map(|&c| self.concern(c)).collect()
    }

    fn concern(&self, concern: Concern) -> Option<Decision> {
        let config = &self.state.config;
        let session = &self.state.session;
        let turn = &self.state.turn;
        let brk = |reason: CircuitBreakReason| {
            let suggestion = suggestion(&reason);
            Decision::CircuitBreak { reason, suggestion }
        };
        match concern {
            Concern::CostCap => session.cost.cost_cap(config).map(brk),
            Concern::QualityDecline => session.cost.quality_decline(config).map(brk),
            Concern::ToolLoop => turn.tools.concern().map(brk),
            Concern::RepeatedFailure => {
                let failure_count = session.failures.count(turn.cluster);
                (failure_count >= config.repeated_failure_count.max(1)).then(|| {
                    let cluster = turn
                        .cluster
                        .and_then(|id| self.state.memory.get(id))
                        .map_or_else(|| "(no topic)".to_owned(), |c| c.name.clone());
                    brk(CircuitBreakReason::RepeatedFailurePattern { cluster, failure_count })
                })
            }
            Concern::ScopeDrift => {
                turn.scope.as_ref().filter(|s| s.warn).map(|s| Decision::ScopeDriftWarn {
                    drift_tokens: s.drift_tokens.clone(),
                    drift_score: s.drift_score,
                    task_tokens: s.task_tokens.clone(),
                })
            }
            Concern::Procedural => turn
                .procedural
                .clone()
                .map(|pattern| Decision::ProceduralWarning { patterns: vec![pattern] }),
            Concern::LowConfidence => (!turn.spans.is_empty())
                .then(|| Decision::LowConfidenceSpans { spans: turn.spans.clone() }),
        }
    }
}

/// What the app should tell the user when the circuit breaks.
fn suggestion(reason: &CircuitBreakReason) -> String {
    match reason {
        CircuitBreakReason::CostCapReached { tokens_spent, tokens_cap, .. } => format!(
            "The session has used {tokens_spent} of its {tokens_cap} output-token budget; stop \
             and ask the user whether to continue, narrow the task or raise the cap."
        ),
        CircuitBreakReason::QualityDeclineNoRecovery { turns, .. } => format!(
            "Answer quality fell over the last {turns} turns without recovering; stop retrying \
             and ask the user to restate what they need."
        ),
        CircuitBreakReason::RepeatedToolCallLoop { tool_name, consecutive_count } => format!(
            "The agent is looping on {tool_name} ({consecutive_count} calls); stop and change \
             approach or ask the user."
        ),
        CircuitBreakReason::RepeatedFailurePattern { cluster, failure_count } => format!(
            "{failure_count} refusals or failed tool calls on \"{cluster}\"; stop and ask the \
             user for different instructions or more context."
        ),
    }
}
