//! Calibrating the semantic drift threshold on labelled task/response pairs.
//!
//! The labelled set lives in `tests/fixtures/regulator/scope_drift.jsonl`, one [`ScopePair`] per
//! line, split into `calib` (the threshold is chosen there) and `heldout` (accuracy is reported
//! there). Accuracy is that of the regulator's whole verdict: a broken negation is drift whatever
//! the threshold, so those pairs are predicted drift at every threshold.

use serde::{Deserialize, Serialize};

use super::config::RegulatorConfig;
use super::keywords::words;
use super::scope::{DriftBasis, TaskScope};
use crate::model::{Embedder, ModelError, cosine_similarity};

/// Whether a response stays on its task.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScopeLabel {
    OnTopic,
    Drift,
}

/// Which half of the labelled set a pair belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Split {
    Calib,
    Heldout,
}

/// One labelled task/response pair.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScopePair {
    pub id: String,
    /// coding, writing, research or support.
    pub domain: String,
    pub task: String,
    pub response: String,
    pub label: ScopeLabel,
    pub split: Split,
}

/// A pair reduced to what calibration needs.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LabelledSimilarity {
    /// cosine(task, response).
    pub similarity: f64,
    /// The response breaks a negated instruction: drift at any threshold.
    pub negation_breach: bool,
    pub drift: bool,
    pub split: Split,
}

/// The chosen threshold and how well it does.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct CalibrationReport {
    /// Semantic drift (1 − cosine) at or above which the regulator warns.
    pub threshold: f64,
    pub calib_accuracy: f64,
    pub calib_count: usize,
    /// `None` when the set has no held-out pairs.
    pub heldout_accuracy: Option<f64>,
    pub heldout_count: usize,
}

/// Accuracy of a verdict per split.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct SplitAccuracy {
    pub calib: Option<f64>,
    pub heldout: Option<f64>,
    pub all: Option<f64>,
}

fn predicts_drift(sample: &LabelledSimilarity, threshold: f64) -> bool {
    sample.negation_breach || 1.0 - sample.similarity >= threshold
}

fn accuracy<'a>(
    samples: impl Iterator<Item = &'a LabelledSimilarity>,
    threshold: f64,
) -> Option<(f64, usize)> {
    let (right, total) = samples.fold((0usize, 0usize), |(r, t), s| {
        (r + usize::from(predicts_drift(s, threshold) == s.drift), t + 1)
    });
    (total > 0).then(|| (right as f64 / total as f64, total))
}

/// Picks the threshold with the best accuracy on the `calib` split (among equally good ones, the
/// middle one, for the widest margin) and reports its accuracy on `heldout`. `None` without
/// calibration pairs.
pub fn calibrate(samples: &[LabelledSimilarity]) -> Option<CalibrationReport> {
    let calib: Vec<&LabelledSimilarity> =
        samples.iter().filter(|s| s.split == Split::Calib).collect();
    let mut drifts: Vec<f64> =
        calib.iter().map(|s| 1.0 - s.similarity).filter(|d| d.is_finite()).collect();
    drifts.sort_by(f64::total_cmp);
    drifts.dedup();
    let (first, last) = (*drifts.first()?, *drifts.last()?);
    let mut candidates = vec![first - 1e-6];
    candidates.extend(drifts.windows(2).map(|w| f64::midpoint(w[0], w[1])));
    candidates.push(last + 1e-6);
    let scored: Vec<(f64, f64)> = candidates
        .iter()
        .filter_map(|&t| accuracy(calib.iter().copied(), t).map(|(a, _)| (t, a)))
        .collect();
    let best = scored.iter().map(|&(_, a)| a).fold(0.0, f64::max);
    let ties: Vec<f64> = scored.iter().filter(|&&(_, a)| a == best).map(|&(t, _)| t).collect();
    let threshold = ties[ties.len() / 2];
    let heldout = accuracy(samples.iter().filter(|s| s.split == Split::Heldout), threshold);
    Some(CalibrationReport {
        threshold,
        calib_accuracy: best,
        calib_count: calib.len(),
        heldout_accuracy: heldout.map(|(a, _)| a),
        heldout_count: heldout.map_or(0, |(_, n)| n),
    })
}

/// Embeds every pair's task and response and notes which pairs break a negation.
pub fn embed_similarities(
    embedder: &mut dyn Embedder,
    pairs: &[ScopePair],
    config: &RegulatorConfig,
) -> Result<Vec<LabelledSimilarity>, ModelError> {
    pairs
        .iter()
        .map(|pair| {
            let vectors = embedder.embed(&[&pair.task, &pair.response])?;
            let [task, response] = vectors.as_slice() else {
                return Err(ModelError::BadOutput {
                    output: "embeddings".into(),
                    expected: "2 vectors".into(),
                    got: vec![vectors.len() as i64],
                });
            };
            Ok(LabelledSimilarity {
                similarity: f64::from(cosine_similarity(task, response)),
                negation_breach: negation_breach(&pair.task, &pair.response, config),
                drift: pair.label == ScopeLabel::Drift,
                split: pair.split,
            })
        })
        .collect()
}

/// Whether the response breaks a negated instruction of the task (drift at any threshold).
pub fn negation_breach(task: &str, response: &str, config: &RegulatorConfig) -> bool {
    TaskScope::new(&words(task))
        .assess(&words(response), None, config)
        .is_some_and(|v| v.basis == DriftBasis::Negation)
}

/// Accuracy of the regulator without an embedder (negations, then keyword drift ≥ the keyword
/// threshold; a pair with nothing to compare counts as on-topic).
pub fn keyword_accuracy(pairs: &[ScopePair], config: &RegulatorConfig) -> SplitAccuracy {
    let verdicts: Vec<(Split, bool)> = pairs
        .iter()
        .map(|pair| {
            let warn = TaskScope::new(&words(&pair.task))
                .assess(&words(&pair.response), None, config)
                .is_some_and(|v| v.warn);
            (pair.split, warn == (pair.label == ScopeLabel::Drift))
        })
        .collect();
    let rate = |keep: &dyn Fn(Split) -> bool| {
        let (right, total) = verdicts
            .iter()
            .filter(|(s, _)| keep(*s))
            .fold((0usize, 0usize), |(r, t), (_, ok)| (r + usize::from(*ok), t + 1));
        (total > 0).then(|| right as f64 / total as f64)
    };
    SplitAccuracy {
        calib: rate(&|s| s == Split::Calib),
        heldout: rate(&|s| s == Split::Heldout),
        all: rate(&|_| true),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(similarity: f64, drift: bool, split: Split) -> LabelledSimilarity {
        LabelledSimilarity { similarity, negation_breach: false, drift, split }
    }

    #[test]
    fn separable_sets_calibrate_between_the_classes() {
        let samples = [
            sample(0.9, false, Split::Calib),
            sample(0.7, false, Split::Calib),
            sample(0.3, true, Split::Calib),
            sample(0.1, true, Split::Calib),
            sample(0.6, false, Split::Heldout),
            sample(0.2, true, Split::Heldout),
            sample(0.45, true, Split::Heldout),
        ];
        let report = calibrate(&samples).unwrap();
        // Drifts 0.1, 0.3 | 0.7, 0.9: the only perfect cut is the midpoint 0.5.
        assert!((report.threshold - 0.5).abs() < 1e-12, "{report:?}");
        assert_eq!((report.calib_accuracy, report.calib_count), (1.0, 4));
        // Held-out drift 0.55 ≥ 0.5 is caught; 0.4 on-topic; 0.8 drift.
        assert_eq!(report.heldout_accuracy, Some(1.0));
        assert_eq!(report.heldout_count, 3);
    }

    #[test]
    fn overlapping_sets_maximise_accuracy_and_negations_always_count_as_drift() {
        let mut breach = sample(0.95, true, Split::Calib);
        breach.negation_breach = true;
        let samples = [
            sample(0.8, false, Split::Calib),
            sample(0.5, false, Split::Calib),
            sample(0.45, true, Split::Calib),
            sample(0.55, true, Split::Calib),
            sample(0.2, true, Split::Calib),
            breach,
        ];
        let report = calibrate(&samples).unwrap();
        // No cut separates 0.45 (drift) from 0.5 (on-topic): the best gets 5 of 6 right.
        assert!((report.calib_accuracy - 5.0 / 6.0).abs() < 1e-12, "{report:?}");
        assert_eq!(report.heldout_accuracy, None);
        assert!(calibrate(&[sample(0.5, true, Split::Heldout)]).is_none());
    }
}
