//! Learned scope drift: a logistic head over the judgment embedder's vector of the (task,
//! response) pair and a few measured features of it.
//!
//! The head is data, trained by `scripts/train_scope.py` on the labelled scope-drift sets
//! (`tests/fixtures/regulator/scope_drift*.jsonl`) and built into keel
//! (`regulator/judgment/scope_head.json`), as the Will's heads are: same data and embedder, same
//! bytes. The pair's vector is the one the Will's classifier already computes for the same
//! (message, answer) in the same text format, so in the default stack the head costs no extra
//! embedding; the regulator never embeds with the judgment embedder itself, it is handed the
//! vector ([`crate::Regulator::on_judged`]).
//!
//! The features are computed here, from the same words, negations and cosines the rule-based
//! measures use, so training (through the `scope_features` example of keel-tests) and the
//! regulator read identical numbers.

use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

use super::config::RegulatorConfig;
use super::keywords::{KeywordBag, words};
use super::negation::Negations;
use super::semantic::{SemanticMeasure, SemanticSimilarities};

/// The schema this build reads.
pub const DRIFT_HEAD_SCHEMA: &str = "keel.scope-head/1";

/// One measured feature of a (task, response) pair.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum DriftFeature {
    /// cosine(task, response) with the sentence embedder.
    Cosine,
    /// The least-matching response sentence's cosine to the task.
    SentenceMin,
    /// The best-matching response sentence's cosine to the task.
    SentenceMax,
    /// The mean of the response sentences' cosines to the task.
    SentenceMean,
    /// Keyword drift: the share of response keywords the task does not anchor (0 when the
    /// response has no keywords).
    KeywordDrift,
    /// 1 when the response breaks a negated instruction of the task, else 0.
    NegationBreach,
    /// ln((response words + 1) / (task words + 1)).
    LogLengthRatio,
}

impl DriftFeature {
    /// Every feature, in the order the trainer lists them.
    pub const ALL: [Self; 7] = [
        Self::Cosine,
        Self::SentenceMin,
        Self::SentenceMax,
        Self::SentenceMean,
        Self::KeywordDrift,
        Self::NegationBreach,
        Self::LogLengthRatio,
    ];

    /// Whether the feature needs the response's sentences embedded.
    pub fn needs_sentences(self) -> bool {
        matches!(self, Self::SentenceMin | Self::SentenceMax | Self::SentenceMean)
    }
}

/// Every feature of one pair.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct DriftFeatures {
    pub cosine: f64,
    pub sentence_min: f64,
    pub sentence_max: f64,
    pub sentence_mean: f64,
    pub keyword_drift: f64,
    pub negation_breach: f64,
    pub log_length_ratio: f64,
}

impl DriftFeatures {
    /// The features of a response to a task with its cosines (a response measured without
    /// sentences is its own only sentence).
    pub fn measure(
        task: &str,
        response: &str,
        cosines: &SemanticSimilarities,
        config: &RegulatorConfig,
    ) -> Self {
        let (task_words, response_words) = (words(task), words(response));
        let task_bag = KeywordBag::from_words(&task_words);
        let response_bag = KeywordBag::from_words(&response_words);
        let keyword_drift = if response_bag.is_empty() {
            0.0
        } else {
            response_bag.unanchored_in(&task_bag).len() as f64 / response_bag.len() as f64
        };
        let breach = Negations::parse(&task_words)
            .breach(&response_words, config.change_verb_distance)
            .is_some();
        Self::from_parts(cosines, keyword_drift, breach, task_words.len(), response_words.len())
    }

    pub(crate) fn from_parts(
        cosines: &SemanticSimilarities,
        keyword_drift: f64,
        negation_breach: bool,
        task_words: usize,
        response_words: usize,
    ) -> Self {
        Self {
            cosine: cosines.whole,
            sentence_min: SemanticMeasure::SentenceMin.similarity(cosines),
            sentence_max: SemanticMeasure::SentenceMax.similarity(cosines),
            sentence_mean: SemanticMeasure::SentenceMean.similarity(cosines),
            keyword_drift,
            negation_breach: f64::from(u8::from(negation_breach)),
            log_length_ratio: ((response_words as f64 + 1.0) / (task_words as f64 + 1.0)).ln(),
        }
    }

    /// One feature's value.
    pub fn get(&self, feature: DriftFeature) -> f64 {
        match feature {
            DriftFeature::Cosine => self.cosine,
            DriftFeature::SentenceMin => self.sentence_min,
            DriftFeature::SentenceMax => self.sentence_max,
            DriftFeature::SentenceMean => self.sentence_mean,
            DriftFeature::KeywordDrift => self.keyword_drift,
            DriftFeature::NegationBreach => self.negation_breach,
            DriftFeature::LogLengthRatio => self.log_length_ratio,
        }
    }
}

/// A learned scope-drift head: P(drift) = σ(w·[vectors ‖ features] + b).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DriftHead {
    pub schema: String,
    /// The judgment embedder the head was trained on.
    pub embedder: DriftHeadEmbedder,
    /// How the pair becomes one text: `{prompt}` (the task) and `{response}` are replaced.
    pub text_format: String,
    /// How the response alone becomes a second text, when the head reads it too.
    #[serde(default)]
    pub response_format: Option<String>,
    /// The measured features after the vectors, in weight order.
    pub features: Vec<DriftFeature>,
    pub bias: f64,
    pub weights: Vec<f64>,
    /// P(drift) at or above which scope drift warns (chosen by cross-validation).
    pub threshold: f64,
    /// Whether a broken negation is drift whatever the head says (chosen by cross-validation;
    /// the breach is one of the head's features either way).
    pub negation_overrides: bool,
    /// Provenance: data hash, candidates compared, cross-validated and held-out results.
    #[serde(default)]
    pub trained: serde_json::Value,
}

/// The embedder a drift head needs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DriftHeadEmbedder {
    /// The model directory's name (`embeddinggemma-300m`).
    pub name: String,
    pub dimension: usize,
}

/// Why a drift head cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DriftHeadError {
    #[error("the scope-drift head is not valid JSON: {0}")]
    Json(String),
    #[error("the scope-drift head has schema {found:?}; this keel reads {DRIFT_HEAD_SCHEMA:?}")]
    Schema { found: String },
    #[error("the scope-drift head has {found} weights; its vectors and features need {expected}")]
    Dimension { found: usize, expected: usize },
    #[error("the scope-drift head has a non-finite weight, bias or threshold")]
    NotFinite,
}

/// The judgment embedder's vectors of one (task, response) pair, as a [`DriftHead`] reads them.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct JudgmentVectors<'a> {
    /// The pair in the head's `text_format`.
    pub pair: &'a [f32],
    /// The response alone in the head's `response_format`, when it has one.
    pub response: Option<&'a [f32]>,
}

impl DriftHead {
    /// Parses and checks a head file.
    pub fn parse(json: &str) -> Result<DriftHead, DriftHeadError> {
        let head: DriftHead =
            serde_json::from_str(json).map_err(|e| DriftHeadError::Json(e.to_string()))?;
        head.checked()
    }

    /// The head, if its schema, shape and numbers are usable.
    fn checked(self) -> Result<DriftHead, DriftHeadError> {
        let head = self;
        if head.schema != DRIFT_HEAD_SCHEMA {
            return Err(DriftHeadError::Schema { found: head.schema });
        }
        let expected = head.embedder.dimension * head.vectors() + head.features.len();
        if head.weights.len() != expected {
            return Err(DriftHeadError::Dimension { found: head.weights.len(), expected });
        }
        let finite = head.bias.is_finite()
            && head.threshold.is_finite()
            && head.weights.iter().all(|w| w.is_finite());
        if !finite {
            return Err(DriftHeadError::NotFinite);
        }
        Ok(head)
    }

    /// The head built into keel (`regulator/judgment/scope_head.json`).
    pub fn builtin() -> Result<&'static DriftHead, DriftHeadError> {
        static BUILTIN: LazyLock<Result<DriftHead, DriftHeadError>> =
            LazyLock::new(|| DriftHead::parse(include_str!("../judgment/scope_head.json")));
        BUILTIN.as_ref().map_err(Clone::clone)
    }

    /// How many judgment vectors the head reads: the pair's, and the response's when
    /// `response_format` is set.
    pub fn vectors(&self) -> usize {
        1 + usize::from(self.response_format.is_some())
    }

    /// Whether the head reads per-sentence cosines.
    pub fn needs_sentences(&self) -> bool {
        self.features.iter().any(|f| f.needs_sentences())
    }

    /// P(drift), or `None` when the vectors do not fit the head (wrong dimension, or the
    /// response's vector missing) or the result is not finite: the caller then falls back to
    /// the rule-based measures.
    pub fn probability(
        &self,
        vectors: JudgmentVectors<'_>,
        features: &DriftFeatures,
    ) -> Option<f64> {
        let dimension = self.embedder.dimension;
        let mut inputs: Vec<&[f32]> = vec![vectors.pair];
        if self.response_format.is_some() {
            inputs.push(vectors.response?);
        }
        if inputs.iter().any(|v| v.len() != dimension) {
            return None;
        }
        let (vector_weights, feature_weights) = self.weights.split_at(dimension * inputs.len());
        let dot: f64 = vector_weights
            .iter()
            .zip(inputs.iter().flat_map(|v| v.iter()))
            .map(|(w, x)| w * f64::from(*x))
            .sum();
        let measured: f64 =
            feature_weights.iter().zip(&self.features).map(|(w, f)| w * features.get(*f)).sum();
        let p = 1.0 / (1.0 + (-(self.bias + dot + measured)).exp());
        p.is_finite().then_some(p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A two-dimensional head reading the cosine and the negation breach.
    fn small() -> DriftHead {
        DriftHead {
            schema: DRIFT_HEAD_SCHEMA.into(),
            embedder: DriftHeadEmbedder { name: "tiny".into(), dimension: 2 },
            text_format: "{prompt} / {response}".into(),
            response_format: None,
            features: vec![DriftFeature::Cosine, DriftFeature::NegationBreach],
            bias: 0.5,
            weights: vec![1.0, -2.0, -3.0, 4.0],
            threshold: 0.5,
            negation_overrides: false,
            trained: serde_json::Value::Null,
        }
    }

    fn features(cosine: f64, breach: bool) -> DriftFeatures {
        let cosines = SemanticSimilarities { whole: cosine, sentences: Vec::new() };
        DriftFeatures::from_parts(&cosines, 0.25, breach, 4, 9)
    }

    #[test]
    fn the_probability_is_the_logistic_of_vectors_then_features() {
        let head = small();
        let vectors = JudgmentVectors { pair: &[0.5, 0.25], response: None };
        // 0.5 + (0.5 − 0.5) + (−3·0.8 + 4·1) = 2.1
        let p = head.probability(vectors, &features(0.8, true)).unwrap();
        assert!((p - 1.0 / (1.0 + (-2.1f64).exp())).abs() < 1e-12, "{p}");
        let wrong = JudgmentVectors { pair: &[0.5, 0.25, 0.0], response: None };
        assert_eq!(head.probability(wrong, &features(0.8, true)), None, "another embedder");
        let two = DriftHead {
            response_format: Some("{response}".into()),
            weights: vec![1.0, -2.0, 1.0, 1.0, -3.0, 4.0],
            ..small()
        };
        assert_eq!(two.probability(vectors, &features(0.8, true)), None, "response missing");
        let both = JudgmentVectors { pair: &[0.5, 0.25], response: Some(&[1.0, 1.0]) };
        let p = two.probability(both, &features(0.8, true)).unwrap();
        assert!((p - 1.0 / (1.0 + (-4.1f64).exp())).abs() < 1e-12, "{p}");
    }

    #[test]
    fn features_are_measured_from_the_words_and_cosines() {
        let cosines = SemanticSimilarities { whole: 0.6, sentences: vec![0.9, 0.1, 0.2] };
        let f = DriftFeatures::measure(
            "Make fetch_user async. Do not add logging.",
            "fetch_user is async now. I also added logging at entry and exit.",
            &cosines,
            &RegulatorConfig::default(),
        );
        assert_eq!(f.negation_breach, 1.0);
        assert_eq!((f.cosine, f.sentence_min, f.sentence_max), (0.6, 0.1, 0.9));
        assert!((f.sentence_mean - 0.4).abs() < 1e-12);
        // 12 response words, 7 task words.
        assert!((f.log_length_ratio - (13.0f64 / 8.0).ln()).abs() < 1e-12, "{f:?}");
        assert!(f.keyword_drift > 0.0 && f.keyword_drift < 1.0, "{f:?}");
        let kept = DriftFeatures::measure(
            "Make fetch_user async. Do not add logging.",
            "fetch_user is async now; no logging was added.",
            &cosines,
            &RegulatorConfig::default(),
        );
        assert_eq!(kept.negation_breach, 0.0, "a negated mention keeps the instruction");
        let silent =
            DriftFeatures::measure("Fix the parser", "OK.", &cosines, &RegulatorConfig::default());
        assert_eq!(silent.keyword_drift, 0.0, "no response keywords: nothing unanchored");
        for feature in DriftFeature::ALL {
            assert_eq!(
                f.get(feature),
                serde_json::to_value(f).unwrap()
                    [serde_json::to_value(feature).unwrap().as_str().unwrap()]
                .as_f64()
                .unwrap()
            );
        }
    }

    #[test]
    fn a_malformed_head_is_a_clear_error() {
        let json = serde_json::to_string(&small()).unwrap();
        assert_eq!(DriftHead::parse(&json), Ok(small()));
        assert!(matches!(DriftHead::parse("{"), Err(DriftHeadError::Json(_))));
        let schema = json.replace(DRIFT_HEAD_SCHEMA, "keel.scope-head/0");
        assert_eq!(
            DriftHead::parse(&schema),
            Err(DriftHeadError::Schema { found: "keel.scope-head/0".into() })
        );
        let short = DriftHead { weights: vec![1.0, 2.0, 3.0], ..small() };
        assert_eq!(
            DriftHead::parse(&serde_json::to_string(&short).unwrap()),
            Err(DriftHeadError::Dimension { found: 3, expected: 4 })
        );
        let unknown = json.replace("negation_breach", "sentiment");
        assert!(matches!(DriftHead::parse(&unknown), Err(DriftHeadError::Json(_))));
        let infinite = DriftHead { bias: f64::INFINITY, ..small() };
        assert_eq!(infinite.checked(), Err(DriftHeadError::NotFinite));
        let nan = DriftHead { threshold: f64::NAN, ..small() };
        assert_eq!(nan.checked(), Err(DriftHeadError::NotFinite));
    }
}
