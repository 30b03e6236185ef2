//! Scope drift: how far a response strays from its task, and why.
//!
//! Four measures, in order of authority:
//! 1. a broken negation ("do not add logging" and the response adds logging) is drift 1.0;
//! 2. with the judgment embedder's vector of the pair, the learned head's P(drift) against its
//!    trained threshold decides ([`crate::DriftHead`]; its measured features include the
//!    negation breach, so whether a breach still overrides it is the head's `negation_overrides`,
//!    chosen by cross-validation);
//! 3. else, with a sentence embedder, semantic drift `1 − cosine(task, response)` against a
//!    calibrated threshold;
//! 4. without one, keyword drift `|response \ task| / |response|` (noos's metric) against 0.5.
//!
//! The unanchored response keywords are always the explanation shown to the user, whichever
//! measure decided.

use serde::{Deserialize, Serialize};

use super::config::RegulatorConfig;
use super::keywords::{KeywordBag, Word};
use super::learned::{DriftFeatures, DriftHead, JudgmentVectors};
use super::negation::Negations;
use super::semantic::SemanticSimilarities;

/// Which measure decided a [`ScopeAssessment`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub enum DriftBasis {
    /// The response broke a negated instruction of the task.
    Negation,
    /// The learned head over the judgment embedder's vector and the measured features.
    Learned,
    /// Semantic drift from the embedder.
    Semantic,
    /// Keyword drift (no embedder).
    Keyword,
}

/// The scope verdict on one response.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ScopeAssessment {
    /// The deciding score in `[0, 1]` (1.0 for a broken negation).
    pub drift_score: f64,
    pub basis: DriftBasis,
    /// Whether the score reached the threshold of its measure.
    pub warn: bool,
    /// Keyword drift, when the response has keywords.
    pub keyword_drift: Option<f64>,
    /// Semantic drift, when an embedder measured it.
    pub semantic_drift: Option<f64>,
    /// The learned head's P(drift), when it could read the pair (older states lack it).
    #[serde(default)]
    pub learned_drift: Option<f64>,
    /// For a broken negation the offending words; otherwise the response keywords the task
    /// does not anchor.
    pub drift_tokens: Vec<String>,
    /// The task's keywords.
    pub task_tokens: Vec<String>,
}

/// The task side of scope drift, prepared once per turn.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct TaskScope {
    pub(crate) bag: KeywordBag,
    negations: Negations,
    /// How many words the task has (the length feature).
    words: usize,
}

/// What the learned head needs besides the words: the head, the judgment embedder's vectors of
/// the pair, and the sentence embedder's cosines.
#[derive(Debug, Clone, Copy)]
pub(crate) struct LearnedInputs<'a> {
    pub(crate) head: &'a DriftHead,
    pub(crate) vectors: JudgmentVectors<'a>,
    pub(crate) cosines: &'a SemanticSimilarities,
}

impl TaskScope {
    pub(crate) fn new(task_words: &[Word]) -> Self {
        Self {
            bag: KeywordBag::from_words(task_words),
            negations: Negations::parse(task_words),
            words: task_words.len(),
        }
    }

    /// Assesses a response. `semantic_similarity` is cosine(task, response) when an embedder
    /// measured it; `learned`, the learned head's inputs when the caller has them. `None` when
    /// there is nothing to compare: a task without keywords, or a response without keywords and
    /// no semantic measure.
    pub(crate) fn assess(
        &self,
        response: &[Word],
        semantic_similarity: Option<f64>,
        learned: Option<LearnedInputs<'_>>,
        config: &RegulatorConfig,
    ) -> Option<ScopeAssessment> {
        if self.bag.is_empty() {
            return None;
        }
        let task_tokens: Vec<String> = self.bag.surfaces().map(str::to_owned).collect();
        let response_bag = KeywordBag::from_words(response);
        let unanchored = response_bag.unanchored_in(&self.bag);
        let keyword_drift =
            (!response_bag.is_empty()).then(|| unanchored.len() as f64 / response_bag.len() as f64);
        let semantic_drift =
            semantic_similarity.filter(|s| s.is_finite()).map(|s| (1.0 - s).clamp(0.0, 1.0));
        let breach = if self.negations.is_empty() {
            None
        } else {
            self.negations.breach(response, config.change_verb_distance)
        };
        let learned = learned.and_then(|l| {
            let features = DriftFeatures::from_parts(
                l.cosines,
                keyword_drift.unwrap_or(0.0),
                breach.is_some(),
                self.words,
                response.len(),
            );
            Some((l.head, l.head.probability(l.vectors, &features)?))
        });
        let learned_drift = learned.map(|(_, p)| p);
        let negation_decides = learned.is_none_or(|(head, _)| head.negation_overrides);
        if negation_decides && let Some(breach) = breach {
            return Some(ScopeAssessment {
                drift_score: 1.0,
                basis: DriftBasis::Negation,
                warn: true,
                keyword_drift,
                semantic_drift,
                learned_drift,
                drift_tokens: breach.words,
                task_tokens,
            });
        }
        let (drift_score, basis, threshold) = match (learned, semantic_drift, keyword_drift) {
            (Some((head, p)), _, _) => (p, DriftBasis::Learned, head.threshold),
            (None, Some(s), _) => (s, DriftBasis::Semantic, config.semantic_drift_threshold),
            (None, None, Some(k)) => (k, DriftBasis::Keyword, config.keyword_drift_threshold),
            (None, None, None) => return None,
        };
        Some(ScopeAssessment {
            drift_score,
            basis,
            warn: drift_score >= threshold,
            keyword_drift,
            semantic_drift,
            learned_drift,
            // A breach the head outweighed is still named: it is why the score is what it is.
            drift_tokens: breach.map_or(unanchored, |b| b.words),
            task_tokens,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::keywords::words;
    use super::*;

    fn assess(task: &str, response: &str, similarity: Option<f64>) -> Option<ScopeAssessment> {
        TaskScope::new(&words(task)).assess(
            &words(response),
            similarity,
            None,
            &RegulatorConfig::default(),
        )
    }

    #[test]
    fn keyword_drift_at_and_around_half() {
        // Task keywords: parser, json. Response keywords: 2 anchored + n unanchored.
        let task = "Fix the JSON parser";
        let half = assess(task, "The parser now reads JSON arrays correctly", None).unwrap();
        // arrays, reads, correctly unanchored; parser, json anchored → 3/5.
        assert_eq!(half.keyword_drift, Some(0.6));
        assert!(half.warn);
        let exactly = assess(task, "JSON parser reads arrays", None).unwrap();
        assert_eq!(exactly.keyword_drift, Some(0.5));
        assert!(exactly.warn, "0.5 warns");
        let under = assess(task, "Fixed JSON parser arrays", None).unwrap();
        assert!((under.keyword_drift.unwrap() - 0.25).abs() < 1e-12, "fixed ~ fix");
        assert!(!under.warn);
        assert_eq!(under.basis, DriftBasis::Keyword);
    }

    #[test]
    fn semantic_drift_decides_when_measured() {
        let long_on_topic = "The parser now tokenises input lazily, handles escaped quotes, \
            rejects trailing commas and reports line and column on errors.";
        let keyword_only = assess("Fix the JSON parser", long_on_topic, None).unwrap();
        assert!(keyword_only.warn, "keyword overlap flags the long on-topic answer");
        let semantic = assess("Fix the JSON parser", long_on_topic, Some(0.7)).unwrap();
        assert_eq!(semantic.basis, DriftBasis::Semantic);
        assert!((semantic.drift_score - 0.3).abs() < 1e-12);
        assert!(!semantic.warn);
        assert_eq!(semantic.drift_tokens, keyword_only.drift_tokens, "same explanation");
        let config =
            RegulatorConfig { semantic_drift_threshold: 0.75, ..RegulatorConfig::default() };
        let scope = TaskScope::new(&words("Fix the JSON parser"));
        let at =
            |similarity| scope.assess(&words("Anything"), Some(similarity), None, &config).unwrap();
        assert!(at(0.25).warn, "drift exactly at the threshold warns");
        assert!(at(0.2).warn);
        assert!(!at(0.3).warn);
    }

    #[test]
    fn negation_overrides_a_close_semantic_match() {
        let a = assess(
            "Make fetch_user async. Do not add logging.",
            "fetch_user is async now and logs each call with logging::info.",
            Some(0.95),
        )
        .unwrap();
        assert_eq!((a.basis, a.drift_score, a.warn), (DriftBasis::Negation, 1.0, true));
        assert_eq!(a.drift_tokens, ["logs", "logging"]);
    }

    #[test]
    fn nothing_to_compare_is_no_assessment() {
        assert_eq!(assess("Hi!", "Hello, how can I help?", None), None);
        assert_eq!(assess("Fix the parser", "OK.", None), None);
        assert!(assess("Fix the parser", "OK.", Some(0.1)).unwrap().warn);
    }
}
