//! The learned Conscience: each value scored by heads trained on labelled answers
//! (`tests/fixtures/judgment/conscience*.jsonl`, `scripts/train_judgment.py`) over the same
//! vectors the Will's classifier rules use (the pair's, and the answer's alone when the heads
//! say so). A value has heads only when its name and description are exactly those it was
//! trained on; any other value (a user's own) falls back to the embedding judge's rubric
//! anchors, and its rationale says so.

use keel_model::Embedder;

use super::{EmbeddingJudge, ValueScore};
use crate::profile::Profile;
use crate::will::classifier::{Heads, JudgmentError, PairVectors};

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
    let heads = Heads::builtin();
    // Each value's heads, with the file they come from (its floor and calibration).
    let trained: Vec<_> = profile
        .values
        .iter()
        .map(|v| heads.as_ref().ok().and_then(|h| Some((*h, h.value(&v.name, &v.description)?))))
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
    let vectors: Result<PairVectors, JudgmentError> = match (&heads, known, classifier) {
        // Never read: every value is scored by the fallback.
        _ if trained.iter().all(Option::is_none) => Err(JudgmentError::NoValueHeads),
        (Err(e), _, _) => Err(e.clone().into()),
        (Ok(_), Some(v), _) => Ok(v.clone()),
        (Ok(_), None, None) => Err(JudgmentError::NoConscienceEmbedder),
        (Ok(h), None, Some(e)) => h.embed_pair(e, message, answer, h.values_read_response),
    };
    // The vectors in the order the value heads read them.
    let inputs: Result<Vec<&[f32]>, &JudgmentError> = vectors.as_ref().and_then(|v| {
        heads.as_ref().ok().and_then(|h| h.value_vectors(v)).ok_or(&JudgmentError::NoResponseVector)
    });
    profile
        .values
        .iter()
        .enumerate()
        .map(|(i, v)| match (trained[i], &inputs) {
            (Some((heads, value)), Ok(x)) => {
                let scored = heads.score_value(value, x);
                let p = scored.probabilities;
                ValueScore::new(
                    &v.name,
                    f64::from(scored.score),
                    scored.confidence,
                    format!(
                        "learned heads: P(−1) {:.2}, P(0) {:.2}, P(+1) {:.2}",
                        p[0], p[1], p[2]
                    ),
                )
            }
            (Some(_), Err(why)) => ValueScore::failed(&v.name, why.to_string()),
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
