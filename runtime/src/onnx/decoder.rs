//! [`OnnxGenerator`]: a KV-cached decoder loop over two ONNX graph layouts, told apart at load by
//! their inputs (errors name the file when a graph follows neither):
//!
//! * **gqa** (what keelconv writes: onnxruntime's `GroupQueryAttention` and fused operators,
//!   `scripts/keelconv/graph.py::build_llama_gqa`): inputs `input_ids` [B,S] (int64),
//!   `seqlens_k` [B] and `total_sequence_length` [] (int32: past+S-1 and past+S),
//!   `logits_to_keep` [] (int64; 0 = every row) and `past_key_values.{l}.key|value`
//!   [B,kv_heads,capacity,head_dim]; outputs `logits` [B,kept,vocab] and `present.{l}.key|value`.
//!   Each layer's K and V live in one preallocated buffer bound (IO binding) as both its past input
//!   and its present output: the kernel sees the same pointer and appends the new rows in place
//!   (onnxruntime's past-present buffer sharing), so nothing is copied between steps. The
//!   buffers grow (one copy) when a pass would run past their capacity.
//! * **optimum** (HF-Optimum layout, chat models converted before the gqa graph): inputs
//!   `input_ids` [B,S], `attention_mask` [B,past+S], optional `position_ids` [B,S] (all int64) and
//!   `past_key_values.{l}.key|value` [B,kv_heads,past,head_dim] (f32); outputs `logits`
//!   [B,S,vocab] and `present.{l}.key|value` [B,kv_heads,past+S,head_dim]. Every later pass hands
//!   the previous `present.*` values back as `past_key_values.*` without copying them (the graph
//!   copies them into its Concat).
//!
//! In both, the first pass (prefill) runs the whole prompt against an empty past and every later
//! pass feeds one token.

use std::borrow::Cow;
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

use ort::memory::{AllocationDevice, Allocator, AllocatorType, MemoryInfo, MemoryType};
use ort::session::{IoBinding, Session, SessionInputValue};
use ort::value::{DynValue, Tensor, ValueType};
use tokenizers::Tokenizer;

use super::chat_template::ChatTemplate;
use super::model_dir::{ModelDir, sha256_file, special_token, token_ids};
use super::repetition;
use super::sampler::Sampler;
use super::{Runtime, RuntimeError};
use keel_model::{
    CancelToken, ChatMessage, FinishReason, GeneratedToken, Generation, GenerationRequest,
    GenerationTimings, ModelError, ModelIdentity, Prompt, TextGenerator, TokenEvent,
};

/// End-of-turn markers of common chat formats; any present in the vocabulary stops generation
/// (configs often name the document end, `<|endoftext|>`, while chat turns end earlier).
const END_OF_TURN_MARKERS: [&str; 4] = ["<|im_end|>", "<|eot_id|>", "<|end|>", "<end_of_turn>"];

/// Context length assumed when `config.json` does not give `max_position_embeddings`.
const DEFAULT_CONTEXT: usize = 2048;

/// KV rows a shared (gqa) buffer grows by: a generation's buffers are sized for its prompt plus
/// its token budget in whole chunks, and a pass past the end grows them by at least half.
const KV_CHUNK: usize = 256;

/// Names and sizes of the KV cache, read from the graph's inputs.
#[derive(Debug, Clone)]
struct KvLayout {
    kv_heads: usize,
    head_dim: usize,
    /// `(past_key_values.l.key, past_key_values.l.value)` per layer, in layer order.
    past: Vec<(String, String)>,
    /// `(present.l.key, present.l.value)` per layer, in layer order.
    present: Vec<(String, String)>,
    graph: GraphLayout,
}

/// Which of the two graph layouts (module docs) the model follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum GraphLayout {
    Gqa,
    Optimum { has_position_ids: bool },
}

/// A pass keel cannot drive, carried as the source of [`ModelError::Inference`] (ONNX Runtime's
/// own failures are carried as its `ort::Error`).
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum DriveError {
    /// A KV cache made for one graph layout was handed to a graph of the other.
    #[error("a {graph} graph was given a cache of the other layout")]
    CacheLayout { graph: &'static str },
    /// The sequence is longer than the graph's int32 lengths can say.
    #[error("{total} tokens overflow an int32 length")]
    LengthOverflow { total: usize },
}

/// A language model on ONNX Runtime. One worker thread owns it.
#[derive(Debug)]
pub struct OnnxGenerator {
    session: Session,
    /// Shared so a generation's decode stream can hold it while `self` runs passes.
    tokenizer: Arc<Tokenizer>,
    template: ChatTemplate,
    stop_ids: Vec<u32>,
    kv: KvLayout,
    context_len: usize,
    identity: ModelIdentity,
}

/// The KV cache between passes; `len` rows of it are filled.
struct Past {
    store: KvStore,
    len: usize,
}

enum KvStore {
    /// optimum layout: owned ONNX values, moved from outputs to the next inputs.
    Moved(Vec<(DynValue, DynValue)>),
    /// gqa layout: one `[1, kv_heads, capacity, head_dim]` buffer per layer's K and V, each bound
    /// as both its past input and its present output in `binding` (which holds them alive).
    Shared { binding: Box<IoBinding>, buffers: Vec<KvPair>, capacity: usize },
}

/// One layer's K and V buffers.
type KvPair = (Tensor<f32>, Tensor<f32>);

/// What a growing gqa cache copies from: its buffers of `capacity` rows, `len` of them filled.
struct Filled<'a> {
    buffers: &'a [KvPair],
    capacity: usize,
    len: usize,
}

impl OnnxGenerator {
    /// Loads a decoder export directory. The model and tokenizer are hashed on a second thread
    /// while ONNX Runtime builds the session, so identity costs no load time.
    pub fn load(dir: &Path, runtime: &Runtime) -> Result<Self, RuntimeError> {
        let files = ModelDir::open(dir)?;
        let (session, hashes) = std::thread::scope(|scope| {
            let hashing = scope.spawn(|| -> Result<(String, String), RuntimeError> {
                Ok((sha256_file(&files.model)?, sha256_file(&files.tokenizer)?))
            });
            let session = files.load_session(runtime);
            let hashes = hashing.join().unwrap_or_else(|_| {
                Err(RuntimeError::Io {
                    path: files.model.clone(),
                    message: "hashing failed".into(),
                })
            });
            (session, hashes)
        });
        let session = session?;
        let (model_sha256, tokenizer_sha256) = hashes?;
        let kv = kv_layout(&session, &files.model)?;
        let tokenizer = Arc::new(files.load_tokenizer()?);

        let tokenizer_config = files.json("tokenizer_config.json")?;
        let template_file = files.dir.join("chat_template.jinja");
        let template_source = if template_file.is_file() {
            std::fs::read_to_string(&template_file).map_err(|e| RuntimeError::Io {
                path: template_file.clone(),
                message: e.to_string(),
            })?
        } else {
            tokenizer_config
                .as_ref()
                .and_then(|c| c.get("chat_template"))
                .and_then(|t| t.as_str())
                .map(str::to_owned)
                .ok_or_else(|| RuntimeError::ModelMissing { path: template_file.clone() })?
        };
        let bos = special_token(tokenizer_config.as_ref(), "bos_token").unwrap_or_default();
        let eos = special_token(tokenizer_config.as_ref(), "eos_token").unwrap_or_default();
        let template = ChatTemplate::new(template_source, bos, eos.clone())
            .map_err(|source| RuntimeError::Template { path: template_file.clone(), source })?;

        let generation_config = files.json("generation_config.json")?;
        let mut stop_ids =
            token_ids(generation_config.as_ref().and_then(|c| c.get("eos_token_id")));
        for marker in END_OF_TURN_MARKERS.iter().copied().chain(Some(eos.as_str())) {
            if let Some(id) = tokenizer.token_to_id(marker) {
                stop_ids.push(id);
            }
        }
        stop_ids.sort_unstable();
        stop_ids.dedup();
        if stop_ids.is_empty() {
            return Err(RuntimeError::ModelInvalid {
                path: files.dir.clone(),
                reason: "no stop token: neither generation_config.json nor the tokenizer names one"
                    .into(),
            });
        }
        let context_len = files
            .json("config.json")?
            .and_then(|c| c.get("max_position_embeddings").and_then(serde_json::Value::as_u64))
            .map_or(DEFAULT_CONTEXT, |n| n as usize);

        let identity = ModelIdentity::local(files.name(), model_sha256, tokenizer_sha256);
        Ok(Self { session, tokenizer, template, stop_ids, kv, context_len, identity })
    }

    /// Token ids that end generation.
    pub fn stop_ids(&self) -> &[u32] {
        &self.stop_ids
    }

    /// The model's context window in tokens.
    pub fn context_len(&self) -> usize {
        self.context_len
    }

    pub fn tokenizer(&self) -> &Tokenizer {
        &self.tokenizer
    }

    /// Encodes already-templated text without adding special tokens (the template has them; a
    /// second BOS ruins answers).
    pub fn encode(&self, text: &str) -> Result<Vec<u32>, ModelError> {
        self.tokenizer
            .encode(text, false)
            .map(|e| e.get_ids().to_vec())
            .map_err(|e| self.model_error_tokenizer(e))
    }

    /// Runs the graph over `ids` after `past`; returns every position's logits (row-major,
    /// `ids.len()` rows) and the grown cache. Exposed for tests that compare the incremental cache
    /// with a full recompute.
    pub fn forward_all(
        &mut self,
        ids: &[u32],
        past: Option<KvCache>,
    ) -> Result<(Vec<f32>, KvCache), ModelError> {
        let past = match past {
            Some(p) => p.0,
            None => self.empty_past(ids.len())?,
        };
        let (logits, past) = self.forward(ids, past, false)?;
        Ok((logits, KvCache(past)))
    }

    /// An empty cache; a gqa one holds `rows` (at least one chunk) before it must grow.
    fn empty_past(&self, rows: usize) -> Result<Past, ModelError> {
        let store = match self.kv.graph {
            GraphLayout::Gqa => self.shared_store(rows.max(1).next_multiple_of(KV_CHUNK), None)?,
            GraphLayout::Optimum { .. } => {
                let shape = [1usize, self.kv.kv_heads, 0, self.kv.head_dim];
                let empty = || -> Result<DynValue, ModelError> {
                    Tensor::<f32>::from_array((shape, Vec::<f32>::new()))
                        .map(Tensor::into_dyn)
                        .map_err(|e| self.inference_error(e))
                };
                KvStore::Moved(
                    (0..self.kv.past.len())
                        .map(|_| Ok((empty()?, empty()?)))
                        .collect::<Result<_, _>>()?,
                )
            }
        };
        Ok(Past { store, len: 0 })
    }

    /// Zeroed gqa buffers of `capacity` rows bound as past and present of every layer, with the
    /// first `len` rows copied from `from` (buffers of `old_capacity` rows) when growing.
    fn shared_store(
        &self,
        capacity: usize,
        from: Option<&Filled<'_>>,
    ) -> Result<KvStore, ModelError> {
        let err = |e: ort::Error| self.inference_error(e);
        let (heads, head_dim) = (self.kv.kv_heads, self.kv.head_dim);
        let allocator = Allocator::default();
        let mut binding = self.session.create_binding().map_err(err)?;
        let mut buffer = |layer: usize, key: bool, past: &str, present: &str| {
            let mut buffer =
                Tensor::<f32>::new(&allocator, [1, heads, capacity, head_dim]).map_err(err)?;
            let (_, data) = buffer.try_extract_tensor_mut::<f32>().map_err(err)?;
            data.fill(0.0);
            if let Some(&Filled { buffers: old, capacity: old_capacity, len }) = from {
                let old = if key { &old[layer].0 } else { &old[layer].1 };
                let (_, old) = old.try_extract_tensor::<f32>().map_err(err)?;
                // [1, heads, rows, head_dim]: each head's first `len` rows move as one block.
                for h in 0..heads {
                    let rows = len * head_dim;
                    let (src, dst) = (h * old_capacity * head_dim, h * capacity * head_dim);
                    data[dst..dst + rows].copy_from_slice(&old[src..src + rows]);
                }
            }
            binding.bind_input(past, &buffer).map_err(err)?;
            binding.bind_output(present, &mut buffer).map_err(err)?;
            Ok::<_, ModelError>(buffer)
        };
        let buffers = self
            .kv
            .past
            .iter()
            .zip(&self.kv.present)
            .enumerate()
            .map(|(layer, ((past_k, past_v), (present_k, present_v)))| {
                Ok((
                    buffer(layer, true, past_k, present_k)?,
                    buffer(layer, false, past_v, present_v)?,
                ))
            })
            .collect::<Result<Vec<_>, ModelError>>()?;
        Ok(KvStore::Shared { binding: Box::new(binding), buffers, capacity })
    }

    /// One pass. With `last_only`, returns only the last position's logits.
    fn forward(
        &mut self,
        ids: &[u32],
        past: Past,
        last_only: bool,
    ) -> Result<(Vec<f32>, Past), ModelError> {
        match self.kv.graph {
            GraphLayout::Gqa => self.forward_gqa(ids, past, last_only),
            GraphLayout::Optimum { has_position_ids } => {
                self.forward_optimum(ids, past, last_only, has_position_ids)
            }
        }
    }

    fn forward_gqa(
        &mut self,
        ids: &[u32],
        mut past: Past,
        last_only: bool,
    ) -> Result<(Vec<f32>, Past), ModelError> {
        let n = ids.len();
        let total = past.len + n;
        let err = |e: ort::Error| self.inference_error(e);
        if let KvStore::Shared { buffers, capacity, .. } = &past.store
            && total > *capacity
        {
            let grown = total.max(capacity + capacity / 2).next_multiple_of(KV_CHUNK);
            let filled = Filled { buffers, capacity: *capacity, len: past.len };
            past.store = self.shared_store(grown, Some(&filled))?;
        }
        let KvStore::Shared { binding, .. } = &mut past.store else {
            return Err(self.inference_error(DriveError::CacheLayout { graph: "gqa" }));
        };
        let too_long = || self.inference_error(DriveError::LengthOverflow { total });
        let total_i32 = i32::try_from(total).map_err(|_| too_long())?;
        let input_ids = ids.iter().map(|&i| i64::from(i)).collect::<Vec<_>>();
        binding
            .bind_input("input_ids", &Tensor::<i64>::from_array(([1, n], input_ids)).map_err(err)?)
            .map_err(err)?;
        binding
            .bind_input(
                "seqlens_k",
                &Tensor::<i32>::from_array(([1], vec![total_i32 - 1])).map_err(err)?,
            )
            .map_err(err)?;
        let scalar_i32 = Tensor::<i32>::from_array(([0usize; 0], vec![total_i32])).map_err(err)?;
        binding.bind_input("total_sequence_length", &scalar_i32).map_err(err)?;
        let keep =
            Tensor::<i64>::from_array(([0usize; 0], vec![i64::from(last_only)])).map_err(err)?;
        binding.bind_input("logits_to_keep", &keep).map_err(err)?;
        // Bound afresh each pass: a bound output keeps the previous pass's shape.
        let cpu =
            MemoryInfo::new(AllocationDevice::CPU, 0, AllocatorType::Device, MemoryType::Default)
                .map_err(err)?;
        binding.bind_output_to_device("logits", &cpu).map_err(err)?;

        let model = self.identity.name.clone();
        let outputs = self
            .session
            .run_binding(binding)
            .map_err(|e| ModelError::Inference { model: model.clone(), source: e.into() })?;
        let rows = if last_only { 1 } else { n };
        let logits = logits_rows(&outputs, rows, last_only, &model)?;
        drop(outputs);
        past.len = total;
        Ok((logits, past))
    }

    fn forward_optimum(
        &mut self,
        ids: &[u32],
        past: Past,
        last_only: bool,
        has_position_ids: bool,
    ) -> Result<(Vec<f32>, Past), ModelError> {
        let n = ids.len();
        let total = past.len + n;
        let err = |e: ort::Error| self.inference_error(e);
        let KvStore::Moved(values) = past.store else {
            return Err(self.inference_error(DriveError::CacheLayout { graph: "optimum" }));
        };
        let tensor = |shape: [usize; 2], data: Vec<i64>| {
            Tensor::<i64>::from_array((shape, data)).map(Tensor::into_dyn)
        };
        let mut inputs: Vec<(Cow<'_, str>, SessionInputValue<'_>)> =
            Vec::with_capacity(3 + 2 * self.kv.past.len());
        let input_ids = ids.iter().map(|&i| i64::from(i)).collect();
        inputs.push(("input_ids".into(), tensor([1, n], input_ids).map_err(err)?.into()));
        inputs.push((
            "attention_mask".into(),
            tensor([1, total], vec![1; total]).map_err(err)?.into(),
        ));
        if has_position_ids {
            let positions = (past.len..total).map(|p| p as i64).collect();
            inputs.push(("position_ids".into(), tensor([1, n], positions).map_err(err)?.into()));
        }
        for ((key_name, value_name), (key, value)) in self.kv.past.iter().zip(values) {
            inputs.push((key_name.as_str().into(), key.into()));
            inputs.push((value_name.as_str().into(), value.into()));
        }

        let model = self.identity.name.clone();
        let mut outputs = self
            .session
            .run(inputs)
            .map_err(|e| ModelError::Inference { model: model.clone(), source: e.into() })?;
        let logits = logits_rows(&outputs, n, last_only, &model)?;
        let mut values = Vec::with_capacity(self.kv.present.len());
        for (key_name, value_name) in &self.kv.present {
            let mut take = |name: &str| {
                outputs.remove(name).ok_or_else(|| ModelError::BadOutput {
                    output: name.to_owned(),
                    expected: "a present.* output".into(),
                    got: Vec::new(),
                })
            };
            values.push((take(key_name)?, take(value_name)?));
        }
        Ok((logits, Past { store: KvStore::Moved(values), len: total }))
    }

    fn inference_error(&self, source: impl Into<keel_model::AdapterError>) -> ModelError {
        ModelError::Inference { model: self.identity.name.clone(), source: source.into() }
    }

    fn model_error_tokenizer(&self, source: tokenizers::Error) -> ModelError {
        ModelError::Tokenizer { model: self.identity.name.clone(), source }
    }
}

/// The `logits` output, which must hold `rows` rows of the vocabulary: all of them (row-major),
/// or with `last_only` the last one.
fn logits_rows(
    outputs: &ort::session::SessionOutputs<'_>,
    rows: usize,
    last_only: bool,
    model: &str,
) -> Result<Vec<f32>, ModelError> {
    let value = outputs.get("logits").ok_or_else(|| ModelError::BadOutput {
        output: "logits".into(),
        expected: format!("[1, {rows}, vocab]"),
        got: Vec::new(),
    })?;
    let (shape, data) = value
        .try_extract_tensor::<f32>()
        .map_err(|e| ModelError::Inference { model: model.to_owned(), source: e.into() })?;
    let dims: Vec<i64> = shape.iter().copied().collect();
    match dims.as_slice() {
        [1, s, v] if *s as usize == rows && rows > 0 && *v > 0 => {
            Ok(if last_only { data[(rows - 1) * *v as usize..].to_vec() } else { data.to_vec() })
        }
        _ => Err(ModelError::BadOutput {
            output: "logits".into(),
            expected: format!("[1, {rows}, vocab]"),
            got: dims,
        }),
    }
}

/// An opaque KV cache returned by [`OnnxGenerator::forward_all`].
pub struct KvCache(Past);

impl std::fmt::Debug for KvCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "KvCache(len = {})", self.0.len)
    }
}

impl TextGenerator for OnnxGenerator {
    fn identity(&self) -> &ModelIdentity {
        &self.identity
    }

    fn render_chat(&self, messages: &[ChatMessage]) -> Result<String, ModelError> {
        self.template.render(messages).map_err(|e| ModelError::Template {
            model: self.identity.name.clone(),
            source: e.into(),
        })
    }

    fn generate(
        &mut self,
        request: &GenerationRequest,
        cancel: &CancelToken,
        on_token: &mut dyn FnMut(&TokenEvent),
    ) -> Result<Generation, ModelError> {
        let started = Instant::now();
        let params = request.params;
        params.repetition.validate().map_err(ModelError::Repetition)?;
        let text = match &request.prompt {
            Prompt::Chat(messages) => self.render_chat(messages)?,
            Prompt::Raw(text) => text.clone(),
        };
        let prompt_token_ids = self.encode(&text)?;
        if prompt_token_ids.is_empty() {
            return Err(ModelError::InvalidRequest("the prompt is empty".into()));
        }
        if prompt_token_ids.len() >= self.context_len {
            return Err(ModelError::PromptTooLong {
                prompt_tokens: prompt_token_ids.len(),
                context: self.context_len,
            });
        }
        let mut timings = GenerationTimings { prompt: started.elapsed(), ..Default::default() };
        let mut generation = Generation {
            text: String::new(),
            tokens: Vec::new(),
            prompt_token_ids,
            finish: FinishReason::MaxTokens,
            params,
            timings,
            usage: None,
        };
        if params.max_new_tokens == 0 {
            return Ok(generation);
        }
        if cancel.is_cancelled() {
            generation.finish = FinishReason::Cancelled;
            return Ok(generation);
        }

        let prefill_started = Instant::now();
        // Room for the prompt and the first chunk of the answer; a longer answer grows it.
        let rows = generation.prompt_token_ids.len() + params.max_new_tokens.min(KV_CHUNK);
        let empty = self.empty_past(rows.min(self.context_len))?;
        let (mut logits, mut past) = self.forward(&generation.prompt_token_ids, empty, true)?;
        timings.prefill = prefill_started.elapsed();

        let mut sampler = Sampler::new(params);
        let stops: Vec<u32> =
            self.stop_ids.iter().chain(&request.extra_stop_tokens).copied().collect();
        let tokenizer = Arc::clone(&self.tokenizer);
        let mut stream = tokenizer.decode_stream(true);
        // The answer's token ids, which repetition control and the loop detector read.
        let mut answer: Vec<u32> = Vec::with_capacity(params.max_new_tokens.min(4096));
        let stop_on_loop = params.repetition.stop_on_loop && !request.ignore_stop;
        let finish = loop {
            let choice = sampler.choose(&logits, &answer).ok_or_else(|| ModelError::BadOutput {
                output: "logits".into(),
                expected: "at least one finite logit".into(),
                got: vec![logits.len() as i64],
            })?;
            if generation.tokens.is_empty() {
                timings.time_to_first_token = started.elapsed();
            }
            if !request.ignore_stop && stops.contains(&choice.token_id) {
                break FinishReason::Stop;
            }
            let piece = stream
                .step(choice.token_id)
                .map_err(|e| self.model_error_tokenizer(e))?
                .unwrap_or_default();
            generation.text.push_str(&piece);
            on_token(&TokenEvent {
                index: generation.tokens.len(),
                token_id: Some(choice.token_id),
                text: piece,
                logprob: Some(choice.logprob),
                margin: Some(choice.margin),
            });
            generation.tokens.push(GeneratedToken {
                id: Some(choice.token_id),
                logprob: Some(choice.logprob),
                margin: Some(choice.margin),
            });
            answer.push(choice.token_id);
            // The loop is kept in the answer (its tokens were generated and are counted): the
            // stop saves the rest of the budget, and the reason tells the reader why it ended.
            if stop_on_loop && repetition::loop_period(&answer).is_some() {
                break FinishReason::Loop;
            }
            if generation.tokens.len() >= params.max_new_tokens {
                break FinishReason::MaxTokens;
            }
            if cancel.is_cancelled() {
                break FinishReason::Cancelled;
            }
            if past.len + 1 >= self.context_len {
                break FinishReason::ContextFull;
            }
            let step_started = Instant::now();
            (logits, past) = self.forward(&[choice.token_id], past, true)?;
            timings.decode += step_started.elapsed();
        };
        generation.finish = finish;
        generation.timings = timings;
        Ok(generation)
    }

    fn label_logprobs(&mut self, prompt: &Prompt, labels: &[&str]) -> Result<Vec<f64>, ModelError> {
        let text = match prompt {
            Prompt::Chat(messages) => self.render_chat(messages)?,
            Prompt::Raw(text) => text.clone(),
        };
        let ids = self.encode(&text)?;
        if ids.is_empty() || ids.len() >= self.context_len {
            return Err(ModelError::PromptTooLong {
                prompt_tokens: ids.len(),
                context: self.context_len,
            });
        }
        let empty = self.empty_past(ids.len())?;
        let (logits, _) = self.forward(&ids, empty, true)?;
        let max =
            logits.iter().copied().filter(|x| x.is_finite()).fold(f32::NEG_INFINITY, f32::max);
        let log_sum = logits
            .iter()
            .filter(|x| x.is_finite())
            .map(|&x| f64::from(x - max).exp())
            .sum::<f64>()
            .ln();
        labels
            .iter()
            .map(|label| {
                let first = *self.encode(label)?.first().ok_or_else(|| {
                    ModelError::InvalidRequest(format!("label {label:?} encodes to no token"))
                })?;
                let logit = logits.get(first as usize).copied().unwrap_or(f32::NEG_INFINITY);
                Ok(f64::from(logit - max) - log_sum)
            })
            .collect()
    }
}

/// Reads the graph layout and the KV names and sizes from the graph's inputs; a graph that
/// follows neither layout is an error naming the file and what is missing.
fn kv_layout(session: &Session, path: &Path) -> Result<KvLayout, RuntimeError> {
    let invalid = |reason: String| RuntimeError::ModelInvalid { path: path.to_path_buf(), reason };
    let inputs = session.inputs();
    let has = |name: &str| inputs.iter().any(|i| i.name() == name);
    let graph = if has("seqlens_k") {
        for required in ["input_ids", "total_sequence_length", "logits_to_keep"] {
            if !has(required) {
                return Err(invalid(format!(
                    "no input `{required}`: a `seqlens_k` input makes it a keelconv gqa graph, \
                     which needs input_ids, seqlens_k, total_sequence_length and logits_to_keep"
                )));
            }
        }
        GraphLayout::Gqa
    } else {
        for required in ["input_ids", "attention_mask"] {
            if !has(required) {
                return Err(invalid(format!(
                    "no input `{required}`: neither a keelconv gqa graph (no `seqlens_k`) nor a \
                     decoder export in the HF Optimum layout"
                )));
            }
        }
        GraphLayout::Optimum { has_position_ids: has("position_ids") }
    };
    let mut past = Vec::new();
    let mut present = Vec::new();
    let mut dims = None;
    for layer in 0.. {
        let key = format!("past_key_values.{layer}.key");
        let Some(input) = inputs.iter().find(|i| i.name() == key) else { break };
        if let ValueType::Tensor { shape, .. } = input.dtype()
            && shape.len() == 4
        {
            dims = Some((shape[1], shape[3]));
        }
        let value = format!("past_key_values.{layer}.value");
        if !has(&value) {
            return Err(invalid(format!("input `{key}` has no matching `{value}`")));
        }
        past.push((key, value));
        present.push((format!("present.{layer}.key"), format!("present.{layer}.value")));
    }
    if past.is_empty() {
        return Err(invalid("no `past_key_values.*` inputs: the export has no KV cache".into()));
    }
    let outputs = session.outputs();
    for name in
        present.iter().flat_map(|(k, v)| [k, v]).chain(std::iter::once(&"logits".to_owned()))
    {
        if !outputs.iter().any(|o| o.name() == name) {
            return Err(invalid(format!("no output `{name}`")));
        }
    }
    let Some((kv_heads, head_dim)) = dims.filter(|(h, d)| *h > 0 && *d > 0) else {
        return Err(invalid(
            "past_key_values inputs must have static [batch, kv_heads, past, head_dim] head dims"
                .into(),
        ));
    };
    Ok(KvLayout { kv_heads: kv_heads as usize, head_dim: head_dim as usize, past, present, graph })
}
