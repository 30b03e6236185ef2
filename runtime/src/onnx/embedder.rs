//! [`OnnxEmbedder`]: sentence embeddings from an encoder export. Two shapes of graph:
//! - token embeddings (`last_hidden_state`, [batch, seq, hidden]; all-MiniLM-L6-v2): keel
//!   mean-pools them over the attention mask and L2-normalises;
//! - sentence embeddings (`sentence_embedding`, [batch, dim]; EmbeddingGemma with its pooling
//!   and dense layers inside the graph): keel L2-normalises them.

use std::path::Path;

use ort::session::{Session, SessionInputValue};
use ort::value::Tensor;
use tokenizers::{Tokenizer, TruncationParams};

use super::model_dir::{ModelDir, sha256_file};
use super::{Runtime, RuntimeError};
use keel_model::{Embedder, ModelError, ModelIdentity};

/// Longest input in tokens when the tokenizer file sets no truncation; longer texts are
/// truncated. MiniLM was trained on ≤ 256 word pieces.
const DEFAULT_MAX_TOKENS: usize = 256;

/// A sentence embedder on ONNX Runtime. One worker thread owns it.
#[derive(Debug)]
pub struct OnnxEmbedder {
    session: Session,
    tokenizer: Tokenizer,
    identity: ModelIdentity,
    dimension: usize,
    has_token_type_ids: bool,
    output: String,
    /// The output is already one vector per text (no pooling).
    pooled: bool,
}

impl OnnxEmbedder {
    /// Loads an encoder export directory (`model.onnx` + `tokenizer.json`). Padding baked into
    /// the tokenizer file is turned off: keel pads each batch to its own longest text only
    /// (fixed padding to 128 makes every call ~15× slower and skews short-text similarity).
    pub fn load(dir: &Path, runtime: &Runtime) -> Result<Self, RuntimeError> {
        let files = ModelDir::open(dir)?;
        let session = files.load_session(runtime)?;
        let mut tokenizer = files.load_tokenizer()?;
        tokenizer.with_padding(None);
        // The tokenizer file's own truncation, else the manifest's declared length, else 256.
        let max_length = tokenizer.get_truncation().map_or_else(
            || super::manifest::declared_max_length(dir).unwrap_or(DEFAULT_MAX_TOKENS),
            |t| t.max_length,
        );
        tokenizer
            .with_truncation(Some(TruncationParams { max_length, ..Default::default() }))
            .map_err(|e| RuntimeError::ModelInvalid {
                path: files.tokenizer.clone(),
                reason: e.to_string(),
            })?;
        let invalid =
            |reason: String| RuntimeError::ModelInvalid { path: files.model.clone(), reason };
        let inputs = session.inputs();
        for required in ["input_ids", "attention_mask"] {
            if !inputs.iter().any(|i| i.name() == required) {
                return Err(invalid(format!("no input `{required}`: not a BERT-style encoder")));
            }
        }
        let has_token_type_ids = inputs.iter().any(|i| i.name() == "token_type_ids");
        let outputs = session.outputs();
        let pooled = outputs.iter().any(|o| o.name() == "sentence_embedding");
        let output = outputs
            .iter()
            .find(|o| o.name() == "sentence_embedding")
            .or_else(|| outputs.iter().find(|o| o.name() == "last_hidden_state"))
            .or_else(|| outputs.first())
            .map(|o| o.name().to_owned())
            .ok_or_else(|| invalid("the graph has no outputs".into()))?;
        let identity = ModelIdentity::local(
            files.name(),
            sha256_file(&files.model)?,
            sha256_file(&files.tokenizer)?,
        );
        let mut embedder =
            Self { session, tokenizer, identity, dimension: 0, has_token_type_ids, output, pooled };
        // The hidden size is only known from a real output: embed one probe sentence.
        let probe = embedder.embed(&["keel"]).map_err(|e| invalid(e.to_string()))?;
        embedder.dimension = probe.first().map_or(0, Vec::len);
        if embedder.dimension == 0 {
            return Err(invalid("the encoder returned an empty embedding".into()));
        }
        Ok(embedder)
    }

    fn error(&self, source: ort::Error) -> ModelError {
        ModelError::Inference { model: self.identity.name.clone(), source: source.into() }
    }
}

impl Embedder for OnnxEmbedder {
    fn identity(&self) -> &ModelIdentity {
        &self.identity
    }

    fn dimension(&self) -> usize {
        self.dimension
    }

    fn embed(&mut self, texts: &[&str]) -> Result<Vec<Vec<f32>>, ModelError> {
        if texts.is_empty() {
            return Ok(Vec::new());
        }
        let encodings = self
            .tokenizer
            .encode_batch(texts.to_vec(), true)
            .map_err(|e| ModelError::Tokenizer { model: self.identity.name.clone(), source: e })?;
        let batch = encodings.len();
        let width = encodings.iter().map(|e| e.get_ids().len()).max().unwrap_or(0).max(1);
        // Right-pad with id 0 and mask 0; padded positions never reach the pooled vector.
        let mut ids = vec![0i64; batch * width];
        let mut mask = vec![0i64; batch * width];
        for (row, encoding) in encodings.iter().enumerate() {
            for (col, &id) in encoding.get_ids().iter().enumerate() {
                ids[row * width + col] = i64::from(id);
                mask[row * width + col] = 1;
            }
        }
        let tensor = |data: Vec<i64>| {
            Tensor::<i64>::from_array(([batch, width], data)).map(Tensor::into_dyn)
        };
        let mut inputs: Vec<(&str, SessionInputValue<'_>)> = vec![
            ("input_ids", tensor(ids).map_err(|e| self.error(e))?.into()),
            ("attention_mask", tensor(mask.clone()).map_err(|e| self.error(e))?.into()),
        ];
        if self.has_token_type_ids {
            inputs.push((
                "token_type_ids",
                tensor(vec![0; batch * width]).map_err(|e| self.error(e))?.into(),
            ));
        }
        let name = self.identity.name.clone();
        let fail = |e: ort::Error| ModelError::Inference { model: name.clone(), source: e.into() };
        let outputs = self.session.run(inputs).map_err(fail)?;
        let (shape, hidden) =
            outputs[self.output.as_str()].try_extract_tensor::<f32>().map_err(fail)?;
        let dims: Vec<i64> = shape.iter().copied().collect();
        if self.pooled {
            return match dims.as_slice() {
                [b, d] if *b as usize == batch && *d > 0 => {
                    Ok(hidden.chunks_exact(*d as usize).map(|v| normalised(v.to_vec())).collect())
                }
                _ => Err(ModelError::BadOutput {
                    output: self.output.clone(),
                    expected: format!("[{batch}, dim]"),
                    got: dims,
                }),
            };
        }
        let dim = match dims.as_slice() {
            [b, w, d] if *b as usize == batch && *w as usize == width && *d > 0 => *d as usize,
            _ => {
                return Err(ModelError::BadOutput {
                    output: self.output.clone(),
                    expected: format!("[{batch}, {width}, hidden]"),
                    got: dims,
                });
            }
        };
        Ok((0..batch).map(|row| mean_pool(hidden, &mask, row, width, dim)).collect())
    }
}

/// Mean of the unmasked token vectors of one row, scaled to unit length. (Scaling the sum to
/// unit length gives the same vector as scaling the mean.)
fn mean_pool(hidden: &[f32], mask: &[i64], row: usize, width: usize, dim: usize) -> Vec<f32> {
    let mut pooled = vec![0f32; dim];
    for col in (0..width).filter(|&col| mask[row * width + col] != 0) {
        let start = (row * width + col) * dim;
        for (p, h) in pooled.iter_mut().zip(&hidden[start..start + dim]) {
            *p += h;
        }
    }
    normalised(pooled)
}

/// `v` scaled to unit length (a zero vector stays zero).
fn normalised(mut v: Vec<f32>) -> Vec<f32> {
    let norm = v.iter().map(|x| x * x).sum::<f32>().sqrt();
    if norm > 0.0 {
        for x in &mut v {
            *x /= norm;
        }
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mean_pool_ignores_padding_and_normalises() {
        // Row 0: tokens [3,4] and [ignored padding]; mean = [3,4], unit = [0.6, 0.8].
        let hidden = [3.0, 4.0, 100.0, 100.0];
        let mask = [1, 0];
        let v = mean_pool(&hidden, &mask, 0, 2, 2);
        assert!((v[0] - 0.6).abs() < 1e-6 && (v[1] - 0.8).abs() < 1e-6);
    }

    #[test]
    fn mean_pool_of_zeros_stays_zero() {
        assert_eq!(mean_pool(&[0.0, 0.0], &[1], 0, 1, 2), vec![0.0, 0.0]);
    }
}
