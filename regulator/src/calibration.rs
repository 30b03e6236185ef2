//! Calibrating the semantic drift threshold on labelled task/response pairs.
//!
//! The labelled set lives in `tests/fixtures/regulator/scope_drift.jsonl`, one [`ScopePair`] per
//! line, split into `calib` (the threshold is chosen there) and `heldout` (accuracy is reported
//! there). Every [`SemanticMeasure`] is calibrated; [`calibrate`] says which one the regulator uses
//! and why. Accuracy is that of the regulator's whole verdict: a broken negation is drift whatever
//! the threshold, so those pairs are predicted drift at every threshold.

use serde::{Deserialize, Serialize};

use super::config::RegulatorConfig;
use super::keywords::words;
use super::scope::{DriftBasis, TaskScope};
use super::semantic::{SemanticMeasure, SemanticSimilarities, measure_similarities};
use keel_model::{Embedder, ModelError};

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
    /// coding, writing, research, support, finance, health, tutoring or chat.
    pub domain: String,
    pub task: String,
    pub response: String,
    pub label: ScopeLabel,
    pub split: Split,
    /// The paraphrase family (`scope_drift_families.jsonl`; the first 63 pairs have none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub family: Option<String>,
    /// What kind of drift or on-topic answer the pair is (tangent, terse, …), where written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
}

/// A pair reduced to what calibration needs.
#[derive(Debug, Clone, PartialEq)]
pub struct LabelledSimilarity {
    /// The task/response cosines, sentences included.
    pub cosines: SemanticSimilarities,
    /// The response breaks a negated instruction: drift at any threshold.
    pub negation_breach: bool,
    pub drift: bool,
    pub split: Split,
}

/// One measure's best threshold on `calib` and how it does.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct MeasureCalibration {
    pub measure: SemanticMeasure,
    /// Semantic drift (1 − the measure's similarity) at or above which the regulator warns.
    pub threshold: f64,
    pub calib_accuracy: f64,
    /// `None` when the set has no held-out pairs.
    pub heldout_accuracy: Option<f64>,
}

/// The chosen measure and threshold, how well they do, and every measure's own calibration.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CalibrationReport {
    pub measure: SemanticMeasure,
    /// Semantic drift at or above which the regulator warns.
    pub threshold: f64,
    pub calib_accuracy: f64,
    pub calib_count: usize,
    /// `None` when the set has no held-out pairs.
    pub heldout_accuracy: Option<f64>,
    pub heldout_count: usize,
    /// Every measure of [`SemanticMeasure::ALL`], calibrated on `calib` alone.
    pub measures: Vec<MeasureCalibration>,
}

/// Accuracy of a verdict per split.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct SplitAccuracy {
    pub calib: Option<f64>,
    pub heldout: Option<f64>,
    pub all: Option<f64>,
}

/// `(semantic drift, negation breach, drift label)` of one pair under one measure.
type Scored = (f64, bool, bool);

fn accuracy(samples: &[Scored], threshold: f64) -> Option<f64> {
    let right = samples.iter().filter(|&&(d, breach, drift)| (breach || d >= threshold) == drift);
    (!samples.is_empty()).then(|| right.count() as f64 / samples.len() as f64)
}

/// The best threshold on `calib` (among equally good ones, the middle one, for the widest
/// margin) and its accuracy. `None` without calibration pairs.
fn best_threshold(calib: &[Scored]) -> Option<(f64, f64)> {
    let mut drifts: Vec<f64> = calib.iter().map(|s| s.0).filter(|d| d.is_finite()).collect();
    drifts.sort_by(f64::total_cmp);
    drifts.dedup();
    let (first, last) = (*drifts.first()?, *drifts.last()?);
    let mut candidates = vec![first - 1e-6];
    candidates.extend(drifts.windows(2).map(|w| f64::midpoint(w[0], w[1])));
    candidates.push(last + 1e-6);
    let scored: Vec<(f64, f64)> =
        candidates.iter().filter_map(|&t| accuracy(calib, t).map(|a| (t, a))).collect();
    let best = scored.iter().map(|&(_, a)| a).fold(0.0, f64::max);
    let ties: Vec<f64> = scored.iter().filter(|&&(_, a)| a == best).map(|&(t, _)| t).collect();
    Some((ties[ties.len() / 2], best))
}

fn calibrate_measure(
    samples: &[LabelledSimilarity],
    measure: SemanticMeasure,
) -> Option<MeasureCalibration> {
    let scored = |split: Split| -> Vec<Scored> {
        samples
            .iter()
            .filter(|s| s.split == split)
            .map(|s| (1.0 - measure.similarity(&s.cosines), s.negation_breach, s.drift))
            .collect()
    };
    let (threshold, calib_accuracy) = best_threshold(&scored(Split::Calib))?;
    Some(MeasureCalibration {
        measure,
        threshold,
        calib_accuracy,
        heldout_accuracy: accuracy(&scored(Split::Heldout), threshold),
    })
}

/// Calibrates every [`SemanticMeasure`] on the `calib` split and picks one; held-out accuracy is
/// reported, never used. The pick is the best calib accuracy (ties to the simpler measure, in the
/// order of [`SemanticMeasure::ALL`]), but a sentence-level measure replaces whole-text cosine only
/// if it beats it by at least one standard error of whole-text accuracy, √(p(1 − p)/n): a pair or
/// two on a small set is noise, and sentence measures cost more embeddings. `None` without
/// calibration pairs.
pub fn calibrate(samples: &[LabelledSimilarity]) -> Option<CalibrationReport> {
    let measures: Vec<MeasureCalibration> =
        SemanticMeasure::ALL.iter().filter_map(|&m| calibrate_measure(samples, m)).collect();
    let whole = *measures.iter().find(|m| m.measure == SemanticMeasure::Whole)?;
    let best = measures
        .iter()
        .copied()
        .fold(whole, |best, m| if m.calib_accuracy > best.calib_accuracy { m } else { best });
    let calib_count = samples.iter().filter(|s| s.split == Split::Calib).count();
    let p = whole.calib_accuracy;
    let standard_error = (p * (1.0 - p) / calib_count as f64).sqrt();
    let chosen =
        if best.calib_accuracy - whole.calib_accuracy >= standard_error { best } else { whole };
    Some(CalibrationReport {
        measure: chosen.measure,
        threshold: chosen.threshold,
        calib_accuracy: chosen.calib_accuracy,
        calib_count,
        heldout_accuracy: chosen.heldout_accuracy,
        heldout_count: samples.iter().filter(|s| s.split == Split::Heldout).count(),
        measures,
    })
}

/// Embeds every pair (task, response and the response's sentences, one batch per pair) and notes
/// which pairs break a negation.
pub fn embed_similarities(
    embedder: &mut dyn Embedder,
    pairs: &[ScopePair],
    config: &RegulatorConfig,
) -> Result<Vec<LabelledSimilarity>, ModelError> {
    pairs
        .iter()
        .map(|pair| {
            Ok(LabelledSimilarity {
                cosines: measure_similarities(embedder, &pair.task, &pair.response, true)?,
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
        .assess(&words(response), None, None, config)
        .is_some_and(|v| v.basis == DriftBasis::Negation)
}

/// Accuracy of the regulator without an embedder (negations, then keyword drift ≥ the keyword
/// threshold; a pair with nothing to compare counts as on-topic).
pub fn keyword_accuracy(pairs: &[ScopePair], config: &RegulatorConfig) -> SplitAccuracy {
    let verdicts: Vec<(Split, bool)> = pairs
        .iter()
        .map(|pair| {
            let warn = TaskScope::new(&words(&pair.task))
                .assess(&words(&pair.response), None, None, config)
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
        split_sample(similarity, &[], drift, split)
    }

    fn split_sample(
        whole: f64,
        sentences: &[f64],
        drift: bool,
        split: Split,
    ) -> LabelledSimilarity {
        LabelledSimilarity {
            cosines: SemanticSimilarities { whole, sentences: sentences.to_vec() },
            negation_breach: false,
            drift,
            split,
        }
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
        assert_eq!(report.measure, SemanticMeasure::Whole, "unsplit: every measure ties");
        assert_eq!((report.calib_accuracy, report.calib_count), (1.0, 4));
        // Held-out drift 0.55 ≥ 0.5 is caught; 0.4 on-topic; 0.8 drift.
        assert_eq!(report.heldout_accuracy, Some(1.0));
        assert_eq!(report.heldout_count, 3);
        assert_eq!(report.measures.len(), SemanticMeasure::ALL.len());
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

    /// On-topic answers with one off-topic sentence appended: whole-text cosine stays high, the
    /// least-matching sentence does not.
    fn appended_tangents(n: usize, split: Split) -> Vec<LabelledSimilarity> {
        (0..n)
            .flat_map(|i| {
                let jitter = i as f64 * 0.01;
                [
                    split_sample(0.7 + jitter, &[0.75 + jitter, 0.6], false, split),
                    split_sample(0.65 + jitter, &[0.95, 0.95, 0.95, 0.1 + jitter], true, split),
                ]
            })
            .collect()
    }

    #[test]
    fn a_clearly_better_sentence_measure_is_chosen() {
        let mut samples = appended_tangents(10, Split::Calib);
        samples.extend(appended_tangents(3, Split::Heldout));
        let report = calibrate(&samples).unwrap();
        assert_eq!(report.measure, SemanticMeasure::SentenceMin, "{report:#?}");
        assert_eq!(report.calib_accuracy, 1.0);
        assert_eq!(report.heldout_accuracy, Some(1.0));
        let whole = report.measures.iter().find(|m| m.measure == SemanticMeasure::Whole).unwrap();
        assert!(whole.calib_accuracy < 0.8, "{whole:?}");
        // Drift 1 − min: on-topic ≤ 0.4, drifts ≥ 0.8; the cut lies between.
        assert!(report.threshold > 0.4 && report.threshold < 0.8, "{report:?}");
    }

    /// 20 calib pairs; whole-text cosine misses 4 drifts that read like the task (0.8, SE =
    /// √(0.8·0.2/20) ≈ 0.089); the least-matching sentence catches `caught` of them.
    fn noisy_set(caught: usize) -> Vec<LabelledSimilarity> {
        let mut samples: Vec<LabelledSimilarity> = (0..10)
            .flat_map(|i| {
                let j = f64::from(i) * 0.01;
                [
                    split_sample(0.8 + j, &[0.8, 0.5], false, Split::Calib),
                    split_sample(0.3 + j, &[0.4, 0.2], true, Split::Calib),
                ]
            })
            .collect();
        for k in 0..4 {
            let sentences: &[f64] = if k < caught { &[0.95, 0.9, 0.9, 0.2] } else { &[0.95, 0.9] };
            samples[2 * k + 1] = split_sample(0.95, sentences, true, Split::Calib);
        }
        samples
    }

    #[test]
    fn a_gain_within_one_standard_error_keeps_whole_text_cosine() {
        let one_more = calibrate(&noisy_set(1)).unwrap();
        let min = |r: &CalibrationReport| {
            *r.measures.iter().find(|m| m.measure == SemanticMeasure::SentenceMin).unwrap()
        };
        assert!((min(&one_more).calib_accuracy - 0.85).abs() < 1e-12, "{one_more:#?}");
        assert_eq!(one_more.measure, SemanticMeasure::Whole, "0.05 < SE: {one_more:#?}");
        assert!((one_more.calib_accuracy - 0.8).abs() < 1e-12);
        let two_more = calibrate(&noisy_set(2)).unwrap();
        assert_eq!(two_more.measure, SemanticMeasure::SentenceMin, "0.1 ≥ SE: {two_more:#?}");
        assert!((two_more.calib_accuracy - 0.9).abs() < 1e-12);
    }
}
