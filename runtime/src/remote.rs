//! [`RemoteGenerator`]: a [`TextGenerator`] served by an existing inference engine over HTTP
//! (llama.cpp's server, vLLM, Ollama, anything speaking OpenAI's chat-completions protocol).
//! keel uses those engines instead of imitating them; the local ONNX runtime stays for the
//! default model and the embedder.
//!
//! - [`Flavour::OpenAi`]: `POST {base_url}/chat/completions` with `stream: true`,
//!   `stream_options.include_usage` and `logprobs: true`, read as Server-Sent Events.
//! - [`Flavour::Ollama`]: `POST {base_url}/api/chat`, read as NDJSON (its OpenAI route drops
//!   logprobs; the native route returns them).
//!
//! Invariants:
//! - tokens reach `on_token` as their bytes arrive; the stream is parsed whatever the split
//!   ([`frames`]);
//! - a token's logprob is `Some` only when the server sent one: a server without logprobs gives
//!   `None` tokens, and the regulator then reports a structural-fallback confidence;
//! - 429, 5xx and refused connections are retried (at most [`RetryPolicy::max_retries`] times,
//!   exponential backoff with jitter, `Retry-After` honoured) only *before* any token streamed;
//!   after that a failure is an error (a retry would repeat the answer);
//! - a cancel is seen within [`http::POLL`] (20 ms) even while the server hangs; a server
//!   silent for [`RemoteConfig::read_timeout`] is an error, and so is one still talking at
//!   [`RemoteConfig::deadline`] after the request began (keep-alives do not move it);
//! - a generation is bounded whatever the server does with `max_tokens`: reading stops (the
//!   connection is dropped, which cancels the server's work) at `max_new_tokens` tokens or at
//!   [`MAX_TOKEN_TEXT_BYTES`] of text per allowed token, and the generation ends as
//!   [`FinishReason::MaxTokens`] with what was read; a body past [`stream_byte_cap`] bytes
//!   (keep-alives or chunks without text) is an error;
//! - errors name the server, the model and what failed; the API key appears nowhere but in the
//!   `Authorization` header ([`ApiKey`]'s `Debug` is redacted).

pub mod error;
pub mod frames;
pub mod http;
mod ollama;
mod openai;

use std::fmt;
use std::hash::{BuildHasher, RandomState};
use std::time::{Duration, Instant};

use serde_json::Value;

use error::{ChunkError, EndpointError};
use frames::{NdjsonDecoder, SseData, SseDecoder};
use http::{Deadline, Endpoint, HttpError, Response, Timeouts};
use keel_model::{
    CancelToken, ChatMessage, FinishReason, GeneratedToken, Generation, GenerationRequest,
    GenerationTimings, ModelError, ModelIdentity, Prompt, RemoteModel, RepetitionControl,
    SamplingParams, TextGenerator, TokenEvent, Usage,
};

/// Which protocol the server speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flavour {
    OpenAi,
    Ollama,
}

impl Flavour {
    pub fn name(self) -> &'static str {
        match self {
            Flavour::OpenAi => "openai",
            Flavour::Ollama => "ollama",
        }
    }
}

impl fmt::Display for Flavour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An API key, sent as a bearer token. Its `Debug` never shows it.
#[derive(Clone, PartialEq, Eq)]
pub struct ApiKey(String);

impl ApiKey {
    pub fn new(key: impl Into<String>) -> Self {
        Self(key.into())
    }
}

impl fmt::Debug for ApiKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ApiKey(<redacted>)")
    }
}

/// Bounded retries before the first token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetryPolicy {
    /// Retries after the first attempt.
    pub max_retries: u32,
    /// The first backoff; doubled each retry, with up to +50 % jitter.
    pub base_delay: Duration,
    /// No wait (backoff or `Retry-After`) is longer.
    pub max_delay: Duration,
}

impl Default for RetryPolicy {
    fn default() -> Self {
        Self {
            max_retries: 3,
            base_delay: Duration::from_millis(500),
            max_delay: Duration::from_secs(30),
        }
    }
}

impl RetryPolicy {
    /// The wait before retry `attempt` (0-based): `Retry-After` when the server sent one,
    /// else `base · 2^attempt` plus jitter; never above `max_delay`.
    pub fn delay(&self, attempt: u32, retry_after: Option<Duration>) -> Duration {
        let wait = retry_after.unwrap_or_else(|| {
            let backoff = self.base_delay.saturating_mul(1 << attempt.min(16));
            let jitter = RandomState::new().hash_one(attempt) % 1000;
            backoff + backoff.mul_f64(jitter as f64 / 2000.0)
        });
        wait.min(self.max_delay)
    }
}

/// Where the model is and how to talk to it.
#[derive(Debug, Clone, PartialEq)]
pub struct RemoteConfig {
    pub flavour: Flavour,
    /// `http://host:port/v1` for OpenAI servers; `http://host:11434` for Ollama.
    pub base_url: String,
    /// The model's name on the server.
    pub model: String,
    pub api_key: Option<ApiKey>,
    pub connect_timeout: Duration,
    /// The longest silence (no byte) accepted while waiting for or reading a response.
    pub read_timeout: Duration,
    /// The longest one request may take, retries included, however steadily bytes arrive.
    pub deadline: Duration,
    pub retry: RetryPolicy,
}

/// The most bytes of answer text one allowed token may account for. Real tokens are a few
/// bytes (the longest entries of common vocabularies, runs of spaces or `=`, stay under 64), so
/// only a server that ignores `max_tokens` or packs a flood into one chunk reaches it.
pub const MAX_TOKEN_TEXT_BYTES: usize = 64;
/// The most body bytes one allowed token may account for: a streamed chunk with its id, model
/// name, logprob entry and framing is a few hundred bytes; 4 KiB leaves room for verbose servers.
pub const MAX_TOKEN_STREAM_BYTES: usize = 4096;
/// Body bytes allowed besides the tokens' (role and usage chunks, keep-alive comments).
pub const STREAM_BASE_BYTES: usize = 64 * 1024;

/// The most body bytes read for a generation of `max_new_tokens`.
pub fn stream_byte_cap(max_new_tokens: usize) -> usize {
    max_new_tokens.saturating_mul(MAX_TOKEN_STREAM_BYTES).saturating_add(STREAM_BASE_BYTES)
}

impl RemoteConfig {
    /// Defaults: 5 s connect, 120 s read (a large model's prompt processing can be slow), a 10
    /// minute deadline, three retries.
    pub fn new(flavour: Flavour, base_url: impl Into<String>, model: impl Into<String>) -> Self {
        Self {
            flavour,
            base_url: base_url.into().trim_end_matches('/').to_owned(),
            model: model.into(),
            api_key: None,
            connect_timeout: Duration::from_secs(5),
            read_timeout: Duration::from_mins(2),
            deadline: Duration::from_mins(10),
            retry: RetryPolicy::default(),
        }
    }
}

/// A model on a server. One worker thread owns it, like a local model.
#[derive(Debug)]
pub struct RemoteGenerator {
    config: RemoteConfig,
    endpoint: Endpoint,
    identity: ModelIdentity,
}

/// What one chunk (or NDJSON line) adds.
#[derive(Debug, Default, PartialEq)]
pub(crate) struct Parsed {
    text: String,
    /// The logprobs of the tokens this piece of text covers (empty: none sent).
    logprobs: Vec<f32>,
    /// Each of those tokens' margin over its runner-up ([`token_margins`]), index for index.
    margins: Vec<Option<f32>>,
    finish: Option<String>,
    usage: Option<Usage>,
    fingerprint: Option<String>,
}

/// One alternative of a `top_logprobs` list.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct TopLogprob {
    token: String,
    logprob: f64,
}

pub(crate) fn messages_json(messages: &[ChatMessage]) -> Value {
    messages
        .iter()
        .map(|m| serde_json::json!({"role": m.role.as_str(), "content": m.content}))
        .collect()
}

/// The logprob of each generated token in a streamed piece (both protocols send one entry per
/// token with a numeric `logprob`); an entry without one is the server's error.
pub(crate) fn token_logprobs(entries: &[Value]) -> Result<Vec<f32>, ChunkError> {
    entries
        .iter()
        .map(|e| {
            e["logprob"]
                .as_f64()
                .map(|lp| lp as f32)
                .ok_or_else(|| ChunkError::Logprob { entry: e.to_string() })
        })
        .collect()
}

/// How many alternatives a streamed token asks for: two give the favourite's margin over its
/// runner-up, which the regulator's confidence reads (see `keel_model::TokenEvent::margin`).
pub(crate) const STREAM_TOP_LOGPROBS: u32 = 2;

/// Each entry's margin: p(1st) − p(2nd) of its `top_logprobs`. Alternatives are optional in
/// both protocols, so an entry without two numeric ones has no margin rather than an error.
pub(crate) fn token_margins(entries: &[Value]) -> Vec<Option<f32>> {
    entries
        .iter()
        .map(|e| {
            let mut alternatives: Vec<f64> = e["top_logprobs"]
                .as_array()?
                .iter()
                .filter_map(|a| a["logprob"].as_f64().filter(|lp| lp.is_finite()))
                .collect();
            alternatives.sort_by(|a, b| b.total_cmp(a));
            match alternatives.as_slice() {
                [first, second, ..] => Some((first.exp() - second.exp()).clamp(0.0, 1.0) as f32),
                _ => None,
            }
        })
        .collect()
}

pub(crate) fn top_logprobs(list: &Value) -> Result<Vec<TopLogprob>, ChunkError> {
    let entries = list.as_array().filter(|a| !a.is_empty()).ok_or(ChunkError::NoTopLogprobs)?;
    entries
        .iter()
        .map(|e| match (e["token"].as_str(), e["logprob"].as_f64()) {
            (Some(token), Some(logprob)) => Ok(TopLogprob { token: token.to_owned(), logprob }),
            _ => Err(ChunkError::TopLogprob { entry: e.to_string() }),
        })
        .collect()
}

impl RemoteGenerator {
    /// Checks the base URL; connects only when asked to generate.
    pub fn new(config: RemoteConfig) -> Result<Self, EndpointError> {
        let endpoint = Endpoint::parse(&config.base_url)?;
        let identity = ModelIdentity {
            name: config.model.clone(),
            model_sha256: String::new(),
            tokenizer_sha256: String::new(),
            remote: Some(RemoteModel {
                backend: config.flavour.name().to_owned(),
                base_url: config.base_url.clone(),
                system_fingerprint: None,
            }),
        };
        Ok(Self { config, endpoint, identity })
    }

    pub fn config(&self) -> &RemoteConfig {
        &self.config
    }

    /// An error naming the server and the model. A server that echoes the key back (some do, in
    /// 401 bodies) does not get it into keel's messages or logs.
    fn error(&self, message: impl Into<String>) -> ModelError {
        let mut message = message.into();
        if let Some(key) = self.config.api_key.as_ref().filter(|k| !k.0.is_empty()) {
            message = message.replace(&key.0, "<redacted>");
        }
        ModelError::Remote {
            server: self.config.base_url.clone(),
            model: self.config.model.clone(),
            message,
        }
    }

    /// A protocol error of the request `context`, naming the server and the model, with the
    /// server's words redacted of the key as in [`RemoteGenerator::error`].
    fn protocol(&self, context: String, source: impl Into<keel_model::AdapterError>) -> ModelError {
        ModelError::RemoteProtocol {
            server: self.config.base_url.clone(),
            model: self.config.model.clone(),
            context,
            source: source.into(),
        }
    }

    /// [`RemoteGenerator::protocol`] for a chunk's error, redacted of the key.
    fn chunk_error(&self, context: String, e: ChunkError) -> ModelError {
        let key = self.config.api_key.as_ref().map(|k| k.0.as_str());
        self.protocol(context, e.redacted(key))
    }

    fn timeouts(&self, deadline: Deadline) -> Timeouts {
        Timeouts { connect: self.config.connect_timeout, read: self.config.read_timeout, deadline }
    }

    fn bearer(&self) -> Option<&str> {
        self.config.api_key.as_ref().map(|k| k.0.as_str())
    }

    /// The models the server lists (`GET /models`, Ollama: `GET /api/tags`), for `keel doctor`.
    pub fn list_models(&self) -> Result<Vec<String>, ModelError> {
        let (path, list, key) = match self.config.flavour {
            Flavour::OpenAi => ("/models", "data", "id"),
            Flavour::Ollama => ("/api/tags", "models", "name"),
        };
        let cancel = CancelToken::new();
        let deadline = Deadline::after(self.config.deadline);
        let mut response = self
            .exchange(path, None, "application/json", &cancel, deadline)?
            .ok_or_else(|| self.error("cancelled"))?;
        let body = response
            .read_all(&cancel, 4 * 1024 * 1024)
            .map_err(|e| self.error(format!("GET {path}: {e}")))?;
        let json: Value = serde_json::from_slice(&body).map_err(|e| {
            self.error(format!(
                "GET {path}: not JSON ({e}): {}",
                http::excerpt(&String::from_utf8_lossy(&body), 120)
            ))
        })?;
        Ok(json[list]
            .as_array()
            .map(|models| {
                models.iter().filter_map(|m| m[key].as_str().map(str::to_owned)).collect()
            })
            .unwrap_or_default())
    }

    /// One request with bounded retries on 429, 5xx and refused connections, all within
    /// `deadline`. `Ok(None)`: the caller cancelled. A non-success status that is not retried
    /// (or retries exhausted, or no time left for the wait) is an error with the status and the
    /// server's message.
    fn exchange(
        &self,
        path: &str,
        body: Option<&[u8]>,
        accept: &str,
        cancel: &CancelToken,
        deadline: Deadline,
    ) -> Result<Option<Response>, ModelError> {
        let what = if body.is_some() { "POST" } else { "GET" };
        let mut attempt = 0;
        loop {
            let failure = match http::send(
                &self.endpoint,
                path,
                body,
                self.bearer(),
                accept,
                self.timeouts(deadline),
                cancel,
            ) {
                Ok(response) if (200..300).contains(&response.status) => {
                    return Ok(Some(response));
                }
                Ok(mut response) => {
                    let status = response.status;
                    let message = response.error_message(cancel);
                    let text = format!("{what} {path}: HTTP {status}: {message}");
                    if status == 429 || status >= 500 {
                        (text, response.retry_after())
                    } else {
                        return Err(self.error(text));
                    }
                }
                Err(HttpError::Cancelled) => return Ok(None),
                Err(e @ HttpError::Connect(_)) => (format!("{what} {path}: {e}"), None),
                Err(e) => return Err(self.error(format!("{what} {path}: {e}"))),
            };
            let (text, retry_after) = failure;
            if attempt >= self.config.retry.max_retries {
                let tries = attempt + 1;
                return Err(self.error(format!(
                    "{text} (gave up after {tries} attempt{})",
                    if tries == 1 { "" } else { "s" }
                )));
            }
            let wait = self.config.retry.delay(attempt, retry_after);
            if wait >= deadline.remaining() {
                return Err(self.error(format!(
                    "{text} (no retry: the {:.1} s deadline would pass first)",
                    deadline.total().as_secs_f64()
                )));
            }
            let logged = self.error(text.clone());
            tracing::warn!("{logged}; retrying in {wait:?}");
            if !sleep_unless_cancelled(wait, cancel) {
                return Ok(None);
            }
            attempt += 1;
        }
    }

    fn chat_messages<'a>(&self, prompt: &'a Prompt) -> Result<&'a [ChatMessage], ModelError> {
        match prompt {
            Prompt::Chat(messages) => Ok(messages),
            Prompt::Raw(_) => Err(ModelError::InvalidRequest(format!(
                "{} ({}) takes chat prompts only: the server applies the model's chat template",
                self.config.model, self.config.base_url
            ))),
        }
    }
}

/// Sleeps `wait` in [`http::POLL`] slices; `false` when cancelled meanwhile.
fn sleep_unless_cancelled(wait: Duration, cancel: &CancelToken) -> bool {
    let until = Instant::now() + wait;
    while Instant::now() < until {
        if cancel.is_cancelled() {
            return false;
        }
        std::thread::sleep(http::POLL.min(until.saturating_duration_since(Instant::now())));
    }
    !cancel.is_cancelled()
}

/// Which bound cut a generation short (see the module invariants).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Cap {
    Tokens,
    TextBytes,
}

/// The generation being assembled from the stream.
struct Assembly {
    generation: Generation,
    started: Instant,
    finish: Option<String>,
    done: bool,
    /// Set once a bound is reached: nothing more is added and reading stops.
    capped: Option<Cap>,
}

impl Assembly {
    /// Adds one parsed piece: one token event per logprob entry (the text on the last one, so
    /// the concatenated texts are exactly the answer), or one event without a logprob when the
    /// server sent none. Past `max_new_tokens` tokens or [`MAX_TOKEN_TEXT_BYTES`] per allowed
    /// token of text, the piece is cut there and the assembly is capped.
    fn add(&mut self, mut parsed: Parsed, on_token: &mut dyn FnMut(&TokenEvent)) {
        let max_tokens = self.generation.params.max_new_tokens;
        let text_room = max_tokens
            .saturating_mul(MAX_TOKEN_TEXT_BYTES)
            .saturating_sub(self.generation.text.len());
        if parsed.text.len() > text_room {
            parsed.text.truncate(parsed.text.floor_char_boundary(text_room));
            self.capped = Some(Cap::TextBytes);
        }
        let mut logprobs: Vec<(Option<f32>, Option<f32>)> = if parsed.logprobs.is_empty() {
            if parsed.text.is_empty() { Vec::new() } else { vec![(None, None)] }
        } else {
            parsed
                .logprobs
                .iter()
                .enumerate()
                .map(|(i, lp)| (Some(lp.min(0.0)), parsed.margins.get(i).copied().flatten()))
                .collect()
        };
        let token_room = max_tokens.saturating_sub(self.generation.tokens.len());
        if logprobs.len() > token_room {
            logprobs.truncate(token_room);
            self.capped = Some(Cap::Tokens);
            if logprobs.is_empty() {
                // The piece's text belongs to tokens past the cap.
                return;
            }
        }
        let last = logprobs.len().saturating_sub(1);
        for (i, (logprob, margin)) in logprobs.into_iter().enumerate() {
            if self.generation.tokens.is_empty() {
                self.generation.timings.time_to_first_token = self.started.elapsed();
            }
            let text = if i == last { parsed.text.clone() } else { String::new() };
            on_token(&TokenEvent {
                index: self.generation.tokens.len(),
                token_id: None,
                text,
                logprob,
                margin,
            });
            self.generation.tokens.push(GeneratedToken { id: None, logprob, margin });
        }
        self.generation.text.push_str(&parsed.text);
        if parsed.usage.is_some() {
            self.generation.usage = parsed.usage;
        }
        if parsed.finish.is_some() {
            self.finish = parsed.finish;
        }
    }
}

impl TextGenerator for RemoteGenerator {
    fn identity(&self) -> &ModelIdentity {
        &self.identity
    }

    fn render_chat(&self, _messages: &[ChatMessage]) -> Result<String, ModelError> {
        Err(ModelError::InvalidRequest(format!(
            "{} ({}) applies its chat template on the server; keel cannot render it",
            self.config.model, self.config.base_url
        )))
    }

    fn generate(
        &mut self,
        request: &GenerationRequest,
        cancel: &CancelToken,
        on_token: &mut dyn FnMut(&TokenEvent),
    ) -> Result<Generation, ModelError> {
        let started = Instant::now();
        let messages = self.chat_messages(&request.prompt)?;
        if request.ignore_stop || !request.extra_stop_tokens.is_empty() {
            return Err(ModelError::InvalidRequest(format!(
                "{} ({}): stop-token ids are local-model options a server cannot take",
                self.config.model, self.config.base_url
            )));
        }
        // Repetition control is keel's decoder's; a server decodes with its own settings, so
        // the generation records none (what was applied, not what was asked).
        let params = SamplingParams { repetition: RepetitionControl::OFF, ..request.params };
        let mut assembly = Assembly {
            generation: Generation {
                text: String::new(),
                tokens: Vec::new(),
                prompt_token_ids: Vec::new(),
                finish: FinishReason::Cancelled,
                params,
                timings: GenerationTimings::default(),
                usage: None,
            },
            started,
            finish: None,
            done: false,
            capped: None,
        };
        if params.max_new_tokens == 0 {
            assembly.generation.finish = FinishReason::MaxTokens;
            return Ok(assembly.generation);
        }
        if cancel.is_cancelled() {
            return Ok(assembly.generation);
        }
        let (path, body, accept) = match self.config.flavour {
            Flavour::OpenAi => (
                "/chat/completions",
                openai::stream_body(&self.config.model, messages, &params),
                "text/event-stream",
            ),
            Flavour::Ollama => (
                "/api/chat",
                ollama::stream_body(&self.config.model, messages, &params),
                "application/x-ndjson",
            ),
        };
        let body = body.to_string();
        let deadline = Deadline::after(self.config.deadline);
        let Some(mut response) =
            self.exchange(path, Some(body.as_bytes()), accept, cancel, deadline)?
        else {
            return Ok(assembly.generation);
        };
        let mut sse = SseDecoder::default();
        let mut ndjson = NdjsonDecoder::default();
        let stream_cap = stream_byte_cap(params.max_new_tokens);
        let mut streamed = 0usize;
        loop {
            let piece = match response.read_body(cancel) {
                Ok(Some(piece)) if streamed.saturating_add(piece.len()) > stream_cap => {
                    return Err(self.error(format!(
                        "POST {path}: more than {stream_cap} body bytes for {} token(s) \
                         (max_new_tokens {}); stopped reading",
                        assembly.generation.tokens.len(),
                        params.max_new_tokens
                    )));
                }
                Ok(piece) => {
                    streamed += piece.as_ref().map_or(0, Vec::len);
                    piece
                }
                Err(HttpError::Cancelled) => break,
                Err(e) => {
                    return Err(self.error(format!(
                        "POST {path}: {e} after {} streamed token(s)",
                        assembly.generation.tokens.len()
                    )));
                }
            };
            let at_end = piece.is_none();
            let frames: Vec<Option<String>> = match self.config.flavour {
                Flavour::OpenAi => {
                    let data = match &piece {
                        Some(p) => sse.push(p),
                        None => sse.finish(),
                    }
                    .map_err(|e| self.protocol(format!("POST {path}: malformed stream"), e))?;
                    data.into_iter()
                        .map(|d| match d {
                            SseData::Json(json) => Some(json),
                            SseData::Done => None,
                        })
                        .collect()
                }
                Flavour::Ollama => match &piece {
                    Some(p) => ndjson.push(p),
                    None => ndjson.finish().map(|l| l.into_iter().collect()),
                }
                .map_err(|e| self.protocol(format!("POST {path}: malformed stream"), e))?
                .into_iter()
                .map(Some)
                .collect(),
            };
            for frame in frames {
                if assembly.capped.is_some() {
                    break;
                }
                let Some(json) = frame else {
                    assembly.done = true;
                    continue;
                };
                let parsed = serde_json::from_str::<Value>(&json)
                    .map_err(|source| ChunkError::NotJson { source })
                    .and_then(|value| match self.config.flavour {
                        Flavour::OpenAi => openai::parse_chunk(&value),
                        Flavour::Ollama => ollama::parse_line(&value),
                    })
                    .map_err(|e| {
                        let chunk = http::excerpt(&json, 120);
                        self.chunk_error(format!("POST {path}: malformed stream chunk {chunk}"), e)
                    })?;
                if let Some(fingerprint) = &parsed.fingerprint
                    && let Some(remote) = self.identity.remote.as_mut()
                {
                    remote.system_fingerprint = Some(fingerprint.clone());
                }
                if self.config.flavour == Flavour::Ollama && parsed.finish.is_some() {
                    assembly.done = true;
                }
                assembly.add(parsed, on_token);
            }
            if cancel.is_cancelled() || at_end || assembly.done || assembly.capped.is_some() {
                break;
            }
        }
        // Dropping the response closes the connection: the server's generation is cancelled.
        drop(response);
        let generation = &mut assembly.generation;
        generation.finish = if let Some(cap) = assembly.capped {
            tracing::warn!(
                "{}: stopped reading at the {cap:?} bound ({} token(s), {} text bytes, {streamed} \
                 body bytes; max_new_tokens {})",
                self.error("the server went past max_tokens"),
                generation.tokens.len(),
                generation.text.len(),
                params.max_new_tokens
            );
            FinishReason::MaxTokens
        } else if cancel.is_cancelled() && !assembly.done {
            FinishReason::Cancelled
        } else {
            match assembly.finish.as_deref() {
                Some("length") => FinishReason::MaxTokens,
                Some(_) => FinishReason::Stop,
                None if assembly.done => FinishReason::Stop,
                None => {
                    return Err(self.error(format!(
                        "POST {path}: the stream ended after {} token(s) without a finish reason \
                         or [DONE]",
                        generation.tokens.len()
                    )));
                }
            }
        };
        // The server's prompt processing is not observable apart from the wait for the first
        // token; it is reported there, and the rest is decode.
        generation.timings.decode =
            started.elapsed().saturating_sub(generation.timings.time_to_first_token);
        Ok(assembly.generation)
    }

    /// A one-token request asking for the top 20 alternatives. A label's score is the
    /// log-sum-exp of the alternatives that spell a non-empty prefix of it (leading whitespace
    /// ignored, so `Yes` and ` Yes` both count). A label absent from the top 20 gets the
    /// smallest listed logprob: an upper bound, which only makes a judge less certain. A server
    /// without logprobs is an error (judges then fail closed).
    fn label_logprobs(&mut self, prompt: &Prompt, labels: &[&str]) -> Result<Vec<f64>, ModelError> {
        let messages = self.chat_messages(prompt)?;
        let (path, body) = match self.config.flavour {
            Flavour::OpenAi => {
                ("/chat/completions", openai::label_body(&self.config.model, messages))
            }
            Flavour::Ollama => ("/api/chat", ollama::label_body(&self.config.model, messages)),
        };
        let cancel = CancelToken::new();
        let body = body.to_string();
        let deadline = Deadline::after(self.config.deadline);
        let mut response = self
            .exchange(path, Some(body.as_bytes()), "application/json", &cancel, deadline)?
            .ok_or_else(|| self.error("cancelled"))?;
        let bytes = response
            .read_all(&cancel, 16 * 1024 * 1024)
            .map_err(|e| self.error(format!("POST {path}: {e}")))?;
        let text = String::from_utf8_lossy(&bytes);
        let top = serde_json::from_str::<Value>(&text)
            .map_err(|source| ChunkError::NotJson { source })
            .and_then(|value| match self.config.flavour {
                Flavour::OpenAi => openai::parse_top_logprobs(&value),
                Flavour::Ollama => ollama::parse_top_logprobs(&value),
            })
            .map_err(|e| {
                let answer = http::excerpt(&text, 120);
                self.chunk_error(format!("POST {path} (label scores) {answer}"), e)
            })?;
        Ok(score_labels(&top, labels))
    }
}

/// See [`RemoteGenerator::label_logprobs`].
fn score_labels(top: &[TopLogprob], labels: &[&str]) -> Vec<f64> {
    let floor = top.iter().map(|t| t.logprob).fold(f64::INFINITY, f64::min);
    labels
        .iter()
        .map(|label| {
            let matching: Vec<f64> = top
                .iter()
                .filter(|t| {
                    let token = t.token.trim_start();
                    !token.is_empty() && label.starts_with(token)
                })
                .map(|t| t.logprob)
                .collect();
            if matching.is_empty() {
                return floor;
            }
            let max = matching.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            max + matching.iter().map(|lp| (lp - max).exp()).sum::<f64>().ln()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_with_bounded_jitter_and_honours_retry_after() {
        let policy = RetryPolicy {
            max_retries: 3,
            base_delay: Duration::from_millis(100),
            max_delay: Duration::from_secs(1),
        };
        for attempt in 0..3 {
            let d = policy.delay(attempt, None);
            let base = Duration::from_millis(100 << attempt);
            assert!(d >= base && d <= base.mul_f64(1.5), "{attempt}: {d:?}");
        }
        assert_eq!(policy.delay(9, None), Duration::from_secs(1), "capped");
        assert_eq!(policy.delay(0, Some(Duration::from_millis(700))), Duration::from_millis(700));
        assert_eq!(policy.delay(0, Some(Duration::from_mins(1))), Duration::from_secs(1));
    }

    #[test]
    fn labels_sum_their_spellings_and_absent_ones_get_the_floor() {
        let top = |t: &str, lp: f64| TopLogprob { token: t.into(), logprob: lp };
        let list = [top("Yes", -0.5), top(" Yes", -2.0), top("No", -1.5), top("Maybe", -4.0)];
        let scores = score_labels(&list, &["Yes", "No", "C"]);
        let yes = ((-0.5f64).exp() + (-2.0f64).exp()).ln();
        assert!((scores[0] - yes).abs() < 1e-12);
        assert_eq!(scores[1], -1.5);
        assert_eq!(scores[2], -4.0);
    }

    #[test]
    fn api_keys_never_show_in_debug() {
        let mut config = RemoteConfig::new(Flavour::OpenAi, "http://127.0.0.1:1/v1/", "m");
        config.api_key = Some(ApiKey::new("sk-secret"));
        assert_eq!(config.base_url, "http://127.0.0.1:1/v1");
        let generator = RemoteGenerator::new(config).unwrap();
        assert!(!format!("{generator:?}").contains("sk-secret"));
    }
}
