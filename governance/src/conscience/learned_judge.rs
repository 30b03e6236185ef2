//! The learned Conscience: each value scored by heads trained on labelled answers
//! (`tests/fixtures/judgment/conscience*.jsonl`, `scripts/train_judgment.py`) over the same
//! vectors the Will's classifier rules use (the pair's, and the answer's alone when the heads
//! say so). A value has heads only when its name and description are exactly those it was
//! trained on; any other value (a user's own) falls back to the embedding judge's rubric
//! anchors, and its rationale says so.

use keel_model::Embedder;

use super::{EmbeddingJudge, ValueScore};
use crate::profile::Profile;
use crate::will::classifier::{Heads, PairVectors};

/// Scores every value of `profile` on (message, answer). `known` is the pair's judgment vectors
/// when the Will already computed them (then `classifier` is not used).
pub fn judge(
    profile: &Profile,
    message: &str,
    answer: &str,
    known: Option<&PairVectors>,
    classifier: Option<&mut dyn Embedder>,
    fallback: &mut EmbeddingJudge,
    embedder: Option<&mut dyn Embedder>,
) -> Vec<ValueScore> {
    let heads = Heads::builtin().ok();
    let trained: Vec<_> = profile
        .values
        .iter()
        .map(|v| heads.and_then(|h| h.value(&v.name, &v.description)))
        .collect();
    let fallbacks: Option<Vec<ValueScore>> = if trained.iter().any(Option::is_none) {
        Some(match embedder {
            Some(e) => fallback.judge(profile, answer, e),
            None => profile
                .values
                .iter()
                .map(|v| ValueScore::failed(&v.name, "no embedder for the rubric anchors".into()))
                .collect(),
        })
    } else {
        None
    };
    // Read only for values with heads (so `heads` loaded); the Will's vectors when given.
    let vectors: Result<PairVectors, String> = match (heads, known, classifier) {
        _ if trained.iter().all(Option::is_none) => Err(String::new()),
        (None, _, _) => Err("the judgment heads did not load".into()),
        (Some(_), Some(v), _) => Ok(v.clone()),
        (Some(_), None, None) => Err("no judgment embedder for the learned Conscience".into()),
        (Some(h), None, Some(e)) => h.embed_pair(e, message, answer, h.values_read_response),
    };
    // The vectors in the order the value heads read them.
    let inputs: Result<Vec<&[f32]>, String> =
        vectors.as_ref().map_err(Clone::clone).and_then(|v| {
            heads
                .and_then(|h| h.value_vectors(v))
                .ok_or_else(|| "the answer's own judgment vector is missing".to_owned())
        });
    profile
        .values
        .iter()
        .enumerate()
        .map(|(i, v)| match (trained[i], &inputs) {
            (Some(heads), Ok(x)) => {
                let (score, confidence, p) = heads.score(x);
                ValueScore::new(
                    &v.name,
                    f64::from(score),
                    confidence,
                    format!(
                        "learned heads: P(−1) {:.2}, P(0) {:.2}, P(+1) {:.2}",
                        p[0], p[1], p[2]
                    ),
                )
            }
            (Some(_), Err(why)) => ValueScore::failed(&v.name, why.clone()),
            (None, _) => {
                let mut s = fallbacks.as_ref().map_or_else(
                    || ValueScore::failed(&v.name, "no fallback".into()),
                    |f| f[i].clone(),
                );
                if s.failure.is_none() {
                    s.rationale = format!("no learned heads for this value; {}", s.rationale);
                }
                s
            }
        })
        .collect()
}
