//! keel-model: the ports to language models and sentence embedders.
//!
//! The governed turn, the Will's semantic rules, the Conscience and the regulator's semantic drift
//! talk to models only through [`TextGenerator`] and [`Embedder`]. The ONNX adapters live in
//! `keel_runtime`; tests use fakes. Both traits take `&mut self`: one worker thread owns each
//! model session (ONNX Runtime sessions are run through `&mut`), and requests reach it by message.

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use serde::{Deserialize, Serialize};

/// Who speaks a chat message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    System,
    User,
    Assistant,
}

impl Role {
    /// The role name chat templates expect.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::System => "system",
            Role::User => "user",
            Role::Assistant => "assistant",
        }
    }
}

/// One message of a conversation, before the model's chat template renders it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatMessage {
    pub role: Role,
    pub content: String,
}

impl ChatMessage {
    pub fn new(role: Role, content: impl Into<String>) -> Self {
        Self { role, content: content.into() }
    }
    pub fn system(content: impl Into<String>) -> Self {
        Self::new(Role::System, content)
    }
    pub fn user(content: impl Into<String>) -> Self {
        Self::new(Role::User, content)
    }
    pub fn assistant(content: impl Into<String>) -> Self {
        Self::new(Role::Assistant, content)
    }
}

/// How the next token is chosen. `temperature == 0` is greedy decoding, which (with fixed threads)
/// makes a turn replayable token for token; otherwise temperature + nucleus (top-p) sampling from a
/// generator seeded with `seed`, so a sampled turn is replayable too.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct SamplingParams {
    pub temperature: f32,
    pub top_p: f32,
    pub seed: u64,
    pub max_new_tokens: usize,
    /// What keeps an answer from repeating itself. Off by default here (benchmarks and judges
    /// want the model's own choices, and records saved before it existed read as off); the
    /// Intellect's default comes from the profile (`[intellect]`).
    #[serde(default, skip_serializing_if = "RepetitionControl::is_off")]
    pub repetition: RepetitionControl,
}

impl Default for SamplingParams {
    fn default() -> Self {
        Self {
            temperature: 0.0,
            top_p: 1.0,
            seed: 0,
            max_new_tokens: 384,
            repetition: RepetitionControl::OFF,
        }
    }
}

/// Repetition control, applied by the local runtime to the tokens of the answer being generated
/// (never the prompt: an answer should be free to use the question's words). Deterministic: it
/// changes which token greedy decoding picks, never makes the choice random. The confidence
/// numbers a token carries (`logprob`, `margin`) stay those of the model's own distribution,
/// before any penalty. Remote servers get none of it (their APIs differ); they decode as they do.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct RepetitionControl {
    /// CTRL's repetition penalty (Keskar et al. 2019), ≥ 1: a token already in the answer has a
    /// positive logit divided by it and a negative one multiplied. 1 = off.
    #[serde(default = "one")]
    pub penalty: f32,
    /// Never generate an n-gram of this many tokens twice in one answer (the token that would
    /// complete a repeat is banned). 0 = off; 1 is refused (it would ban every repeated token).
    #[serde(default)]
    pub no_repeat_ngram: usize,
    /// End the generation with [`FinishReason::Loop`] once its last tokens repeat a cycle
    /// (`keel_runtime`'s loop detector defines it exactly).
    #[serde(default)]
    pub stop_on_loop: bool,
}

fn one() -> f32 {
    1.0
}

impl RepetitionControl {
    /// No control at all: the model's own choices.
    pub const OFF: Self = Self { penalty: 1.0, no_repeat_ngram: 0, stop_on_loop: false };

    pub fn is_off(&self) -> bool {
        *self == Self::OFF
    }

    /// Whether the logits are changed before a token is chosen.
    pub fn reshapes_logits(&self) -> bool {
        self.penalty != 1.0 || self.no_repeat_ngram >= 2
    }

    /// Checks the ranges: `penalty` finite and in [1, 10], `no_repeat_ngram` 0 or 2..=64.
    pub fn validate(&self) -> Result<(), RepetitionError> {
        if !(self.penalty.is_finite() && (1.0..=10.0).contains(&self.penalty)) {
            return Err(RepetitionError::Penalty { got: self.penalty });
        }
        if self.no_repeat_ngram == 1 || self.no_repeat_ngram > 64 {
            return Err(RepetitionError::NoRepeatNgram { got: self.no_repeat_ngram });
        }
        Ok(())
    }
}

/// A [`RepetitionControl`] out of its ranges.
#[derive(Debug, Clone, Copy, PartialEq, thiserror::Error)]
pub enum RepetitionError {
    #[error("repetition penalty must be in [1, 10], got {got}")]
    Penalty { got: f32 },
    #[error("no-repeat n-gram must be 0 (off) or 2..=64, got {got}")]
    NoRepeatNgram { got: usize },
}

impl Default for RepetitionControl {
    fn default() -> Self {
        Self::OFF
    }
}

impl SamplingParams {
    pub fn is_greedy(&self) -> bool {
        self.temperature <= 0.0
    }
}

/// What to generate: a conversation rendered with the model's chat template, or a raw prompt
/// (already templated text, encoded without special tokens being added).
#[derive(Debug, Clone, PartialEq)]
pub enum Prompt {
    Chat(Vec<ChatMessage>),
    Raw(String),
}

/// One generation request.
#[derive(Debug, Clone, PartialEq)]
pub struct GenerationRequest {
    pub prompt: Prompt,
    pub params: SamplingParams,
    /// Extra stop token ids on top of the model's own end-of-turn tokens.
    pub extra_stop_tokens: Vec<u32>,
    /// Generate through stop tokens and loops until `max_new_tokens` (benchmarks need a fixed
    /// length).
    pub ignore_stop: bool,
}

impl GenerationRequest {
    pub fn chat(messages: Vec<ChatMessage>, params: SamplingParams) -> Self {
        Self {
            prompt: Prompt::Chat(messages),
            params,
            extra_stop_tokens: Vec::new(),
            ignore_stop: false,
        }
    }
    pub fn raw(prompt: impl Into<String>, params: SamplingParams) -> Self {
        Self {
            prompt: Prompt::Raw(prompt.into()),
            params,
            extra_stop_tokens: Vec::new(),
            ignore_stop: false,
        }
    }
}

/// One streamed token. `text` is the text this token completes: it is empty while a multi-byte
/// UTF-8 character is split across tokens, and carries the whole character once it is complete,
/// so concatenating every `text` gives exactly the final answer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TokenEvent {
    pub index: usize,
    /// The vocabulary id; `None` where the backend does not report ids (remote servers).
    pub token_id: Option<u32>,
    pub text: String,
    /// Natural log of the probability the model gave this token; finite and ≤ 0 when known.
    /// `None` when the backend gave no logprob (a server without logprobs): the absence is
    /// carried to the regulator, which then says its confidence is a structural fallback, never
    /// a made-up certainty.
    pub logprob: Option<f32>,
    /// How far the model's favourite led its runner-up at this step: p(1st) − p(2nd) of its
    /// distribution at temperature 1, in `[0, 1]`. It stays meaningful under greedy decoding,
    /// where the chosen token is always the favourite and its logprob says little. `None` when
    /// the backend reported no alternatives.
    #[serde(default)]
    pub margin: Option<f32>,
}

/// A token of a finished generation, kept for replay and for the regulator (see [`TokenEvent`]
/// for what `None` means).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct GeneratedToken {
    pub id: Option<u32>,
    pub logprob: Option<f32>,
    /// See [`TokenEvent::margin`]; absent in generations stored before it existed.
    #[serde(default)]
    pub margin: Option<f32>,
}

/// Token counts a server reported for one request (OpenAI `usage`, Ollama `prompt_eval_count` /
/// `eval_count`). The regulator's Cost event prefers them over local counts.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Usage {
    pub prompt_tokens: u64,
    pub completion_tokens: u64,
}

/// Why generation ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FinishReason {
    /// The model produced a stop token (not included in the output).
    Stop,
    /// `max_new_tokens` were generated.
    MaxTokens,
    /// The caller's [`CancelToken`] was set.
    Cancelled,
    /// The model's context window is full.
    ContextFull,
    /// The answer's last tokens repeat a cycle and [`RepetitionControl::stop_on_loop`] is on.
    Loop,
}

/// Where the time of one generation went.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
pub struct GenerationTimings {
    /// Chat template rendering + tokenisation.
    pub prompt: Duration,
    /// The forward pass over the whole prompt.
    pub prefill: Duration,
    /// From the request to the first generated token being known (prompt + prefill + sampling).
    pub time_to_first_token: Duration,
    /// All forward passes after the prefill.
    pub decode: Duration,
}

impl GenerationTimings {
    /// Prompt tokens per second during prefill.
    pub fn prefill_tokens_per_s(&self, prompt_tokens: usize) -> f64 {
        per_second(prompt_tokens, self.prefill)
    }
    /// Generated tokens per second during decode (the first token comes from the prefill).
    pub fn decode_tokens_per_s(&self, generated_tokens: usize) -> f64 {
        per_second(generated_tokens.saturating_sub(1), self.decode)
    }
}

fn per_second(count: usize, time: Duration) -> f64 {
    let secs = time.as_secs_f64();
    if secs > 0.0 { count as f64 / secs } else { 0.0 }
}

/// The result of one generation, with everything needed to replay it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Generation {
    pub text: String,
    pub tokens: Vec<GeneratedToken>,
    pub prompt_token_ids: Vec<u32>,
    pub finish: FinishReason,
    pub params: SamplingParams,
    pub timings: GenerationTimings,
    /// What the server reported it counted; `None` for local models (whose counts are the
    /// token lists above) and for servers that send no usage.
    #[serde(default)]
    pub usage: Option<Usage>,
}

impl Generation {
    /// Mean log-probability of the generated tokens that carry one (`None` when none does).
    pub fn mean_logprob(&self) -> Option<f64> {
        let known: Vec<f64> = self.tokens.iter().filter_map(|t| t.logprob).map(f64::from).collect();
        if known.is_empty() {
            return None;
        }
        Some(known.iter().sum::<f64>() / known.len() as f64)
    }

    /// (prompt tokens, generated tokens): the server's counts when it sent them, else local ones.
    pub fn token_counts(&self) -> (u64, u64) {
        match self.usage {
            Some(u) => (u.prompt_tokens, u.completion_tokens),
            None => (self.prompt_token_ids.len() as u64, self.tokens.len() as u64),
        }
    }
}

/// Which model produced an output: enough to refuse a replay against different weights.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ModelIdentity {
    /// A human name (the model directory's name; a remote model's name on its server).
    pub name: String,
    /// sha256 (lowercase hex) of the model file; empty for a remote model (keel never sees its
    /// weights, so it states nothing about them).
    pub model_sha256: String,
    /// sha256 (lowercase hex) of `tokenizer.json`; empty for a remote model.
    pub tokenizer_sha256: String,
    /// Set for a model served over HTTP: what is actually known about it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remote: Option<RemoteModel>,
}

impl ModelIdentity {
    /// A local model file's identity.
    pub fn local(name: String, model_sha256: String, tokenizer_sha256: String) -> Self {
        Self { name, model_sha256, tokenizer_sha256, remote: None }
    }

    /// One line for traces: `NAME (sha256 0123456789ab)` or `NAME via openai at URL`.
    pub fn describe(&self) -> String {
        match &self.remote {
            Some(r) => {
                let fingerprint = r
                    .system_fingerprint
                    .as_deref()
                    .map_or_else(String::new, |f| format!(", fingerprint {f}"));
                format!("{} via {} at {}{fingerprint}", self.name, r.backend, r.base_url)
            }
            None => format!(
                "{} (sha256 {})",
                self.name,
                &self.model_sha256[..self.model_sha256.len().min(12)]
            ),
        }
    }
}

/// What keel knows about a model behind an HTTP server: the protocol, the server, the model name
/// the server was asked for, and the server's `system_fingerprint` once one was sent. No weight
/// hash: the server does not expose one, and keel does not pretend to know it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RemoteModel {
    /// `openai` or `ollama`.
    pub backend: String,
    pub base_url: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub system_fingerprint: Option<String>,
}

/// A cooperative cancellation flag shared between the requester and the worker running a model.
/// Generation checks it before every decode step, so it stops within one token.
#[derive(Debug, Clone, Default)]
pub struct CancelToken(Arc<AtomicBool>);

impl CancelToken {
    pub fn new() -> Self {
        Self::default()
    }
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Release);
    }
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Acquire)
    }
}

/// An adapter's own typed error, carried as the source of a [`ModelError`]. The adapters' crates
/// depend on this one, not the other way round, so the port names their errors as a trait
/// object; a caller that needs the kind downcasts it (`keel_runtime`'s `TemplateError`,
/// `FrameError`, `ChunkError`).
pub type AdapterError = Box<dyn std::error::Error + Send + Sync + 'static>;

/// An error from a model port. Load-time problems (missing files, missing runtime) are reported
/// by the adapters' own constructors; these are the errors of a loaded model.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ModelError {
    #[error("the prompt has {prompt_tokens} tokens but the model's context holds {context} tokens")]
    PromptTooLong { prompt_tokens: usize, context: usize },
    #[error("chat template of {model} failed to render: {source}")]
    Template {
        model: String,
        #[source]
        source: AdapterError,
    },
    #[error("tokenizer of {model} failed: {source}")]
    Tokenizer {
        model: String,
        #[source]
        source: AdapterError,
    },
    /// The runtime failed while running the model (ONNX Runtime's own error, or the adapter's
    /// account of a graph it cannot drive), as `source`.
    #[error("inference in {model} failed: {source}")]
    Inference {
        model: String,
        #[source]
        source: AdapterError,
    },
    #[error("model output {output} has shape {got:?}, expected {expected}")]
    BadOutput { output: String, expected: String, got: Vec<i64> },
    #[error("invalid request: {0}")]
    InvalidRequest(String),
    #[error("invalid request: {0}")]
    Repetition(#[source] RepetitionError),
    /// A model server failed; the message says what (HTTP status and the server's words, a
    /// timeout, a malformed chunk). Never carries the API key.
    #[error("model server {server} (model {model}): {message}")]
    Remote { server: String, model: String, message: String },
    /// A model server's stream or answer does not follow its protocol (a malformed line or
    /// chunk, the server's own error in the stream, no logprobs where a judge needs them):
    /// `context` says which request, `source` what was wrong. Never carries the API key.
    #[error("model server {server} (model {model}): {context}: {source}")]
    RemoteProtocol {
        server: String,
        model: String,
        context: String,
        #[source]
        source: AdapterError,
    },
}

/// Generates text from a conversation, streaming tokens with their log-probabilities.
pub trait TextGenerator: fmt::Debug + Send {
    fn identity(&self) -> &ModelIdentity;
    /// Renders a conversation with the model's chat template, ending with the assistant prefix.
    fn render_chat(&self, messages: &[ChatMessage]) -> Result<String, ModelError>;
    /// Generates until a stop token, `max_new_tokens`, a full context or cancellation. Each token
    /// is passed to `on_token` as soon as it is chosen.
    fn generate(
        &mut self,
        request: &GenerationRequest,
        cancel: &CancelToken,
        on_token: &mut dyn FnMut(&TokenEvent),
    ) -> Result<Generation, ModelError>;
    /// For each label, the natural-log probability of the label's first token as the very next
    /// token after `prompt` (a chat prompt ends with the assistant prefix). Judges use it to read
    /// a label's probability instead of parsing sampled text. Generators that cannot score
    /// labels say so (the default).
    fn label_logprobs(&mut self, prompt: &Prompt, labels: &[&str]) -> Result<Vec<f64>, ModelError> {
        let _ = (prompt, labels);
        Err(ModelError::InvalidRequest(format!("{} cannot score labels", self.identity().name)))
    }
}

/// Embeds sentences as L2-normalised vectors, so a dot product is the cosine similarity.
pub trait Embedder: fmt::Debug + Send {
    fn identity(&self) -> &ModelIdentity;
    /// Length of every returned vector.
    fn dimension(&self) -> usize;
    /// One unit vector per input text, in input order.
    fn embed(&mut self, texts: &[&str]) -> Result<Vec<Vec<f32>>, ModelError>;
}

/// Cosine similarity of two vectors (0 when either is zero or the lengths differ).
pub fn cosine_similarity(a: &[f32], b: &[f32]) -> f32 {
    if a.len() != b.len() {
        return 0.0;
    }
    let (mut dot, mut na, mut nb) = (0.0f64, 0.0f64, 0.0f64);
    for (&x, &y) in a.iter().zip(b) {
        dot += f64::from(x) * f64::from(y);
        na += f64::from(x) * f64::from(x);
        nb += f64::from(y) * f64::from(y);
    }
    if na == 0.0 || nb == 0.0 { 0.0 } else { (dot / (na.sqrt() * nb.sqrt())) as f32 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cosine_of_parallel_orthogonal_and_degenerate_vectors() {
        assert!((cosine_similarity(&[1.0, 2.0], &[2.0, 4.0]) - 1.0).abs() < 1e-6);
        assert!(cosine_similarity(&[1.0, 0.0], &[0.0, 3.0]).abs() < 1e-6);
        assert!((cosine_similarity(&[1.0, 0.0], &[-1.0, 0.0]) + 1.0).abs() < 1e-6);
        assert_eq!(cosine_similarity(&[0.0, 0.0], &[1.0, 1.0]), 0.0);
        assert_eq!(cosine_similarity(&[1.0], &[1.0, 1.0]), 0.0);
    }

    #[test]
    fn cancel_token_is_shared_between_clones() {
        let token = CancelToken::new();
        let seen_by_worker = token.clone();
        assert!(!seen_by_worker.is_cancelled());
        token.cancel();
        assert!(seen_by_worker.is_cancelled());
    }

    #[test]
    fn decode_rate_excludes_the_prefill_token() {
        let timings = GenerationTimings { decode: Duration::from_secs(1), ..Default::default() };
        assert!((timings.decode_tokens_per_s(11) - 10.0).abs() < 1e-9);
        assert_eq!(timings.decode_tokens_per_s(0), 0.0);
    }
}
