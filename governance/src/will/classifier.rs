//! Learned heads over the judgment embedder: is this (message, answer) pair a violation, and of
//! which category.
//!
//! The pair is written as one text in the heads file's `text_format` and embedded once per
//! judgement by the judgment embedder (EmbeddingGemma-300M in the default install); when the
//! heads have a `response_format`, the response is embedded alone as well, and with a
//! `prompt_format` the message alone (once per message: a retried draft reuses it). Two kinds of
//! logistic head read those vectors:
//! - the **violation head**, trained on every labelled violation of every category against every
//!   approve pair: P(violation) = σ(w·[x ‖ r ‖ m] + b), x the pair's vector, r the response's and
//!   m the message's. One pooled head separates far better than one head per category (held-out
//!   numbers in docs/evaluation.md): what compliance with a harmful request looks like is shared
//!   across categories; the response read alone adds what the pair's one vector dilutes, the
//!   message alone the circumstances (an exam in progress, work to hand in). A profile trained
//!   on may also have its own head on the same vectors, trained on that profile's pairs only;
//!   its P(violation) is then the mean of the two;
//! - the **category heads**, on the pair's vector, trained on violations only, one per category;
//!   the highest scoring one names the pair's most likely category.
//!
//! A `classifier` rule claims one category: it fires when P(violation) reaches the threshold and
//! its category is the most likely one. A profile claims only the categories that apply to it,
//! so a pair that looks like a tutor's violation is not refused by the general profile.
//!
//! The heads are data: trained by `scripts/train_judgment.py` from the committed labelled sets
//! and embedded in the binary (`governance/judgment/heads.json`), so a decision is reproducible
//! from the repo.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

/// The schema this build reads.
pub const HEADS_SCHEMA: &str = "keel.judgment-heads/6";

/// A heads file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Heads {
    pub schema: String,
    /// The embedder the heads were trained on.
    pub embedder: HeadsEmbedder,
    /// How a pair becomes one text: `{prompt}` and `{response}` are replaced.
    pub text_format: String,
    /// How the response alone becomes a second text (`{response}` is replaced); when set, the
    /// violation head has twice the embedder's dimension of weights: the pair's vector's, then
    /// the response's.
    #[serde(default)]
    pub response_format: Option<String>,
    /// How the message alone becomes a third text (`{prompt}` is replaced); when set (only with
    /// a `response_format`), the violation heads read the message's vector after the response's.
    #[serde(default)]
    pub prompt_format: Option<String>,
    /// Provenance: data hash, item counts, training settings and cross-validated results.
    #[serde(default)]
    pub trained: serde_json::Value,
    /// P(violation), with its trained operating point (pooled over the training profiles:
    /// what a profile without its own operating point uses).
    pub violation: Head,
    /// The operating point chosen for each built-in profile by cross-validation (the lowest
    /// threshold whose out-of-fold false refusals in that profile are at most the target), on
    /// the P(violation) that profile uses.
    #[serde(default)]
    pub profile_thresholds: BTreeMap<String, f64>,
    /// A profile's own violation head (same vectors as `violation`, trained on that profile's
    /// pairs only): in that profile P(violation) is the mean of the two heads'.
    #[serde(default)]
    pub profile_heads: BTreeMap<String, Head>,
    /// One head per category (trained on violations only); `threshold` unused.
    pub categories: Vec<Head>,
    /// The Conscience's heads: per (profile, value), one head per class −1, 0, 1.
    #[serde(default)]
    pub values: Vec<ValueHeads>,
    /// Whether the value heads read the response's vector after the pair's, as the violation
    /// head does (then `response_format` must be set and each value head has twice the
    /// embedder's dimension of weights).
    #[serde(default)]
    pub values_read_response: bool,
    /// How a value's score becomes its confidence: the score's share of the three class
    /// probabilities, Platt-scaled on the trainer's out-of-fold scores so that a confidence of
    /// 0.8 is right about 80 % of the time; without it, the share itself.
    #[serde(default)]
    pub value_confidence: Option<Platt>,
    /// The least P(−1) at which −1 may be a value's score: below it, a −1 that is only the
    /// largest of three weak probabilities gives way to the better of 0 and +1. The value heads
    /// are one-vs-rest, so P(−1) < 0.5 means the −1 head itself finds a fault less likely than
    /// not; saying an answer works against a value needs more than that (chosen by the
    /// trainer's cross-validation with the everyday check; 0 keeps the most probable class).
    #[serde(default)]
    pub value_minus_floor: f64,
}

/// σ(slope·x + intercept), fitted by the trainer; `slope` > 0 keeps the order of what it maps.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Platt {
    pub slope: f64,
    pub intercept: f64,
}

/// The judgment embedder's vectors of one (message, answer) pair: the pair's, the answer's
/// alone when the heads read it, and the message's alone when the violation heads read it. The
/// Will computes them; the Conscience and the regulator reuse the first two.
#[derive(Debug, Clone, PartialEq)]
pub struct PairVectors {
    pub pair: Vec<f32>,
    pub response: Option<Vec<f32>>,
    pub prompt: Option<Vec<f32>>,
}

/// One value's learned heads (the value named and described exactly as when trained).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ValueHeads {
    pub profile: String,
    pub value: String,
    pub description: String,
    /// The heads of the classes −1, 0 and 1, in that order; `None` for a class the training
    /// data never used.
    pub classes: Vec<Option<Head>>,
}

impl ValueHeads {
    /// P(−1), P(0), P(+1) (0 for a class without a head), from the vectors the heads read one
    /// after another ([`Heads::value_vectors`]).
    pub fn probabilities(&self, vectors: &[&[f32]]) -> [f64; 3] {
        let mut p = [0.0; 3];
        for (slot, head) in p.iter_mut().zip(&self.classes) {
            *slot = head.as_ref().map_or(0.0, |h| h.probability_of(vectors));
        }
        p
    }
}

/// A value's learned score: what the Conscience records.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ValueScoring {
    /// −1, 0 or +1.
    pub score: i8,
    /// Calibrated when the heads say how ([`Heads::value_confidence`]).
    pub confidence: f64,
    /// P(−1), P(0), P(+1).
    pub probabilities: [f64; 3],
}

/// The embedder a heads file needs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeadsEmbedder {
    /// The model directory's name (`embeddinggemma-300m`).
    pub name: String,
    pub dimension: usize,
}

/// One logistic head.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Head {
    pub name: String,
    pub bias: f64,
    pub weights: Vec<f64>,
    /// The operating point chosen by cross-validation (a probability).
    #[serde(default)]
    pub threshold: f64,
}

/// What the heads say about one pair.
#[derive(Debug, Clone, PartialEq)]
pub struct Classification {
    /// P(violation).
    pub violation: f64,
    /// The most likely category, and its head's probability.
    pub category: String,
    pub category_probability: f64,
}

/// Why the judgment heads could not read a (message, answer) pair: the Will fails closed on it,
/// the Conscience records the value as failed. The message is what the rule check's detail says.
#[derive(Debug, thiserror::Error)]
pub enum JudgmentError {
    #[error("{0}")]
    Heads(#[from] HeadsError),
    #[error("no judgment embedder to check a classifier rule")]
    NoEmbedder,
    #[error("no judgment embedder for the learned Conscience")]
    NoConscienceEmbedder,
    #[error(
        "the judgment heads were trained on {wanted} ({wanted_dimension} dimensions); the \
         judgment embedder is {got} ({got_dimension} dimensions)"
    )]
    WrongEmbedder { wanted: String, wanted_dimension: usize, got: String, got_dimension: usize },
    /// The embedder failed on the pair, the response alone or the message alone (`what`).
    #[error("embedding the {what} failed: {source}")]
    Embed {
        what: &'static str,
        #[source]
        source: keel_model::ModelError,
    },
    #[error("the judgment embedder returned no vector")]
    NoVector,
    #[error("the judgment heads scored a non-finite probability")]
    NotFinite,
    /// The value heads read the response's own vector and the pair was judged without it.
    #[error("the answer's own judgment vector is missing")]
    NoResponseVector,
    /// No value of the profile has learned heads (the embedding judge scores them all).
    #[error("no value of the profile has learned heads")]
    NoValueHeads,
}

/// Why a heads file cannot be used.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum HeadsError {
    #[error("the judgment heads are not valid JSON: {0}")]
    Json(String),
    #[error("the judgment heads have schema {found:?}; this keel reads {HEADS_SCHEMA:?}")]
    Schema { found: String },
    #[error("judgment head {head:?} has {found} weights; its embedder has {expected} dimensions")]
    Dimension { head: String, found: usize, expected: usize },
    #[error("judgment head {head:?} has a non-finite weight, bias or threshold")]
    NotFinite { head: String },
    #[error("the judgment heads have no categories")]
    NoCategories,
    #[error(
        "the judgment heads' value heads read the response alone, but they have no response_format"
    )]
    NoResponseFormat,
    #[error(
        "the judgment heads read the message alone after the response alone, but they have no \
         response_format"
    )]
    PromptWithoutResponse,
    #[error(
        "the judgment heads' value confidence is σ({slope}·share + {intercept}); it needs a finite, \
         positive slope and a finite intercept"
    )]
    Calibration { slope: f64, intercept: f64 },
    #[error("the judgment heads' −1 floor for value scores is {found}, not in [0, 1)")]
    MinusFloor { found: f64 },
    #[error("the judgment heads' operating point for {profile:?} is {found}, not in (0, 1)")]
    Threshold { profile: String, found: f64 },
}

impl Heads {
    /// Parses and checks a heads file.
    pub fn parse(json: &str) -> Result<Heads, HeadsError> {
        let heads: Heads =
            serde_json::from_str(json).map_err(|e| HeadsError::Json(e.to_string()))?;
        if heads.schema != HEADS_SCHEMA {
            return Err(HeadsError::Schema { found: heads.schema });
        }
        if heads.categories.is_empty() {
            return Err(HeadsError::NoCategories);
        }
        if heads.values_read_response && heads.response_format.is_none() {
            return Err(HeadsError::NoResponseFormat);
        }
        // The message's vector is read after the response's: no third text without a second.
        if heads.prompt_format.is_some() && heads.response_format.is_none() {
            return Err(HeadsError::PromptWithoutResponse);
        }
        for v in &heads.values {
            if v.classes.len() != 3 {
                return Err(HeadsError::Json(format!(
                    "value {:?} of {} has {} class heads, not 3",
                    v.value,
                    v.profile,
                    v.classes.len()
                )));
            }
        }
        // The violation head reads every vector (the pair, and the answer alone when the heads
        // say so), the value heads the same when `values_read_response`; the category heads
        // read the pair's.
        let dimension = heads.embedder.dimension;
        let value_width = dimension * (1 + usize::from(heads.values_read_response));
        let value_heads =
            heads.values.iter().flat_map(|v| v.classes.iter().flatten()).map(|h| (h, value_width));
        let categories = heads.categories.iter().map(|h| (h, dimension));
        let violation = std::iter::once(&heads.violation)
            .chain(heads.profile_heads.values())
            .map(|h| (h, dimension * heads.vectors()));
        for (h, expected) in violation.chain(categories).chain(value_heads) {
            if h.weights.len() != expected {
                return Err(HeadsError::Dimension {
                    head: h.name.clone(),
                    found: h.weights.len(),
                    expected,
                });
            }
            let finite = h.bias.is_finite()
                && h.threshold.is_finite()
                && h.weights.iter().all(|w| w.is_finite());
            if !finite {
                return Err(HeadsError::NotFinite { head: h.name.clone() });
            }
        }
        if !(0.0..1.0).contains(&heads.value_minus_floor) {
            return Err(HeadsError::MinusFloor { found: heads.value_minus_floor });
        }
        if let Some(Platt { slope, intercept }) = heads.value_confidence
            && !(slope.is_finite() && slope > 0.0 && intercept.is_finite())
        {
            return Err(HeadsError::Calibration { slope, intercept });
        }
        if let Some((profile, t)) = heads
            .profile_thresholds
            .iter()
            .find(|(_, t)| !(t.is_finite() && **t > 0.0 && **t < 1.0))
        {
            return Err(HeadsError::Threshold { profile: profile.clone(), found: *t });
        }
        Ok(heads)
    }

    /// The operating point of a classifier rule in `profile` that sets none itself: the
    /// profile's own when the heads were trained on it, else the pooled one.
    pub fn threshold_for(&self, profile: &str) -> f64 {
        self.profile_thresholds.get(profile).copied().unwrap_or(self.violation.threshold)
    }

    /// The heads built into keel.
    pub fn builtin() -> Result<&'static Heads, HeadsError> {
        static BUILTIN: LazyLock<Result<Heads, HeadsError>> =
            LazyLock::new(|| Heads::parse(include_str!("../../judgment/heads.json")));
        BUILTIN.as_ref().map_err(Clone::clone)
    }

    /// Whether `name` is one of the categories.
    pub fn has_category(&self, name: &str) -> bool {
        self.categories.iter().any(|h| h.name == name)
    }

    /// One value scored on the vectors its heads read ([`Heads::value_vectors`]): the most
    /// probable class, except that −1 needs P(−1) ≥ `value_minus_floor` (else the better of 0
    /// and +1), with its confidence.
    pub fn score_value(&self, value: &ValueHeads, vectors: &[&[f32]]) -> ValueScoring {
        let p = value.probabilities(vectors);
        let most_likely = |from: usize| {
            (from..3).fold(
                (from, f64::NEG_INFINITY),
                |acc, i| if p[i] > acc.1 { (i, p[i]) } else { acc },
            )
        };
        let (mut best, _) = most_likely(0);
        if best == 0 && p[0] < self.value_minus_floor {
            best = most_likely(1).0;
        }
        let total: f64 = p.iter().sum();
        let share = if total > 0.0 { p[best] / total } else { 0.0 };
        ValueScoring {
            score: [-1, 0, 1][best],
            confidence: self.value_confidence(share),
            probabilities: p,
        }
    }

    /// A value score's confidence from its share of the three class probabilities: calibrated
    /// when the heads say how, else the share itself.
    fn value_confidence(&self, share: f64) -> f64 {
        match self.value_confidence {
            Some(Platt { slope, intercept }) => sigmoid(slope * share + intercept),
            None => share,
        }
    }

    /// The Conscience heads for a value, when trained for exactly this name and description.
    pub fn value(&self, name: &str, description: &str) -> Option<&ValueHeads> {
        self.values.iter().find(|v| v.value == name && v.description == description)
    }

    /// The pair as the embedder sees it: the words, without terminal control sequences (a
    /// server's colours or window titles are not what the text says, and the heads never saw
    /// them in training).
    pub fn format_pair(&self, prompt: &str, response: &str) -> String {
        self.text_format
            .replace("{prompt}", &words_only(prompt))
            .replace("{response}", &words_only(response))
    }

    /// The response alone as the embedder sees it, when the violation head reads it.
    pub fn format_response(&self, response: &str) -> Option<String> {
        self.response_format.as_ref().map(|f| f.replace("{response}", &words_only(response)))
    }

    /// The message alone as the embedder sees it, when the violation heads read it.
    pub fn format_prompt(&self, prompt: &str) -> Option<String> {
        self.prompt_format.as_ref().map(|f| f.replace("{prompt}", &words_only(prompt)))
    }

    /// How many vectors the violation heads read: the pair's, the response's when
    /// `response_format` is set, the message's when `prompt_format` is.
    pub fn vectors(&self) -> usize {
        1 + usize::from(self.response_format.is_some()) + usize::from(self.prompt_format.is_some())
    }

    /// Embeds the pair and, when `with_response` and the heads have a `response_format`, the
    /// response alone: one text at a time (a batch would pad the shorter text to the longer).
    /// The message alone is the Will's to add ([`Heads::embed_prompt`]): it is the same for
    /// every draft of a turn. The error says which text failed.
    pub fn embed_pair(
        &self,
        embedder: &mut dyn keel_model::Embedder,
        prompt: &str,
        response: &str,
        with_response: bool,
    ) -> Result<PairVectors, JudgmentError> {
        let pair = embed_one(embedder, &self.format_pair(prompt, response), "pair")?;
        let response = match self.format_response(response).filter(|_| with_response) {
            Some(alone) => Some(embed_one(embedder, &alone, "response")?),
            None => None,
        };
        Ok(PairVectors { pair, response, prompt: None })
    }

    /// The message's vector alone, when the violation heads read it.
    pub fn embed_prompt(
        &self,
        embedder: &mut dyn keel_model::Embedder,
        prompt: &str,
    ) -> Result<Option<Vec<f32>>, JudgmentError> {
        self.format_prompt(prompt).map(|text| embed_one(embedder, &text, "message")).transpose()
    }

    /// The vectors the value heads read, in order: the pair's, then the response's when
    /// `values_read_response`; `None` when that vector is missing.
    pub fn value_vectors<'a>(&self, vectors: &'a PairVectors) -> Option<Vec<&'a [f32]>> {
        let mut out = vec![vectors.pair.as_slice()];
        if self.values_read_response {
            out.push(vectors.response.as_deref()?);
        }
        Some(out)
    }

    /// Both kinds of head on one pair judged in `profile`: the category heads read the pair's
    /// vector, the violation heads every vector the heads name (a missing one makes
    /// P(violation) NaN, which the Will treats as an error and fails closed); with a head of
    /// the profile's own, P(violation) is the mean of the pooled head's and its.
    pub fn classify(&self, profile: &str, vectors: &PairVectors) -> Classification {
        let mut best = (f64::NEG_INFINITY, "");
        for h in &self.categories {
            let p = h.probability(&vectors.pair);
            if p > best.0 {
                best = (p, h.name.as_str());
            }
        }
        // The vectors the violation heads read, in order; None when one they need is missing.
        let read: Option<Vec<&[f32]>> = [
            (true, Some(vectors.pair.as_slice())),
            (self.response_format.is_some(), vectors.response.as_deref()),
            (self.prompt_format.is_some(), vectors.prompt.as_deref()),
        ]
        .into_iter()
        .filter_map(|(needed, vector)| needed.then_some(vector))
        .collect();
        let violation = read.map_or(f64::NAN, |read| {
            let pooled = self.violation.probability_of(&read);
            self.profile_heads
                .get(profile)
                .map_or(pooled, |own| f64::midpoint(pooled, own.probability_of(&read)))
        });
        Classification { violation, category: best.1.to_owned(), category_probability: best.0 }
    }
}

/// One text's vector (one text per call: a batch would pad the shorter text to the longer).
fn embed_one(
    embedder: &mut dyn keel_model::Embedder,
    text: &str,
    what: &'static str,
) -> Result<Vec<f32>, JudgmentError> {
    embedder
        .embed(&[text])
        .map_err(|source| JudgmentError::Embed { what, source })?
        .pop()
        .ok_or(JudgmentError::NoVector)
}

/// ANSI escape sequences: CSI (`ESC [ … final`), OSC (`ESC ] … BEL` or `ESC ] … ESC \`) and
/// two-character escapes.
static ESCAPES: LazyLock<regex::Regex> = LazyLock::new(|| {
    regex::Regex::new(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-_]")
        .unwrap_or_else(|e| panic!("escape pattern: {e}"))
});

/// `text` without escape sequences and control characters other than line breaks and tabs.
pub fn words_only(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.chars().any(|c| c.is_control() && c != '\n' && c != '\t') {
        return std::borrow::Cow::Borrowed(text);
    }
    let stripped = ESCAPES.replace_all(text, "");
    std::borrow::Cow::Owned(
        stripped.chars().filter(|c| !c.is_control() || *c == '\n' || *c == '\t').collect(),
    )
}

impl Head {
    /// σ(w·x + b).
    pub fn probability(&self, vector: &[f32]) -> f64 {
        self.probability_of(&[vector])
    }

    /// σ(w·[x₁ ‖ x₂ ‖ …] + b): the head over vectors read one after another.
    pub fn probability_of(&self, vectors: &[&[f32]]) -> f64 {
        let z: f64 = self.bias
            + self
                .weights
                .iter()
                .zip(vectors.iter().flat_map(|v| v.iter()))
                .map(|(w, x)| w * f64::from(*x))
                .sum::<f64>();
        sigmoid(z)
    }
}

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vectors(pair: &[f32], response: Option<&[f32]>, prompt: Option<&[f32]>) -> PairVectors {
        PairVectors {
            pair: pair.to_vec(),
            response: response.map(<[f32]>::to_vec),
            prompt: prompt.map(<[f32]>::to_vec),
        }
    }

    fn file(violation: &str) -> String {
        format!(
            r#"{{"schema": "{HEADS_SCHEMA}", "embedder": {{"name": "e", "dimension": 2}},
               "text_format": "U: {{prompt}} A: {{response}}",
               "violation": {{"name": "violation", "bias": -1.0, "weights": {violation}, "threshold": 0.5}},
               "categories": [{{"name": "a", "bias": 0.0, "weights": [1.0, 0.0]}},
                              {{"name": "b", "bias": 0.0, "weights": [0.0, 1.0]}}]}}"#
        )
    }

    #[test]
    fn heads_are_logistic_functions_of_the_vector() {
        let heads = Heads::parse(&file("[2.0, 0.0]")).unwrap();
        let c = heads.classify("p", &vectors(&[0.5, 0.0], None, None));
        assert!((c.violation - 0.5).abs() < 1e-12);
        assert_eq!(c.category, "a");
        assert_eq!(heads.classify("p", &vectors(&[0.0, 0.3], None, None)).category, "b");
        assert!(heads.classify("p", &vectors(&[1.0, 0.0], None, None)).violation > 0.73);
        assert_eq!(heads.format_pair("hi", "yo"), "U: hi A: yo");
        assert_eq!(heads.format_response("yo"), None);
        assert!(heads.has_category("b") && !heads.has_category("c"));
    }

    #[test]
    fn with_a_response_format_the_violation_head_reads_the_pair_then_the_response() {
        let json = file("[2.0, 0.0, 0.0, -4.0]").replacen(
            "\"violation\": {",
            "\"response_format\": \"R: {response}\", \"violation\": {",
            1,
        );
        let heads = Heads::parse(&json).unwrap();
        assert_eq!(heads.vectors(), 2);
        assert_eq!(heads.format_response("yo\x1b[1m!"), Some("R: yo!".to_owned()));
        let c = heads.classify("p", &vectors(&[0.5, 0.0], Some(&[9.0, 0.25]), None));
        assert!((c.violation - 1.0 / (1.0 + 1f64.exp())).abs() < 1e-12, "{c:?}");
        assert_eq!(c.category, "a", "the category heads read the pair's vector only");
        assert!(
            heads.classify("p", &vectors(&[0.5, 0.0], None, None)).violation.is_nan(),
            "no response vector: NaN"
        );
        // A violation head of one vector's width is refused when it should read two.
        let short = file("[2.0, 0.0]").replacen(
            "\"violation\": {",
            "\"response_format\": \"R: {response}\", \"violation\": {",
            1,
        );
        assert!(matches!(Heads::parse(&short), Err(HeadsError::Dimension { expected: 4, .. })));
    }

    #[test]
    fn the_message_alone_is_read_last_and_a_profile_head_is_averaged_in() {
        let formats = "\"response_format\": \"R: {response}\", \"prompt_format\": \"M: {prompt}\", \
             \"profile_heads\": {\"tutor\": {\"name\": \"tutor\", \"bias\": 0.0, \
             \"weights\": [0.0, 0.0, 0.0, 0.0, 0.0, 2.0]}}, \"violation\": {";
        let json = file("[0.0, 0.0, 0.0, 0.0, 1.0, 0.0]").replacen("\"violation\": {", formats, 1);
        let heads = Heads::parse(&json).unwrap();
        assert_eq!(heads.vectors(), 3);
        assert_eq!(heads.format_prompt("exam\x1b[1m now"), Some("M: exam now".to_owned()));
        let every = vectors(&[0.0, 0.0], Some(&[0.0, 0.0]), Some(&[1.0, 0.5]));
        // The pooled head reads the message's first component: σ(−1 + 1) = 0.5.
        assert!((heads.classify("general", &every).violation - 0.5).abs() < 1e-12);
        // In tutor, the mean of that and its own head's σ(2 · 0.5).
        let own = 1.0 / (1.0 + (-1.0f64).exp());
        assert!(
            (heads.classify("tutor", &every).violation - f64::midpoint(0.5, own)).abs() < 1e-12
        );
        let no_message = vectors(&[0.0, 0.0], Some(&[0.0, 0.0]), None);
        assert!(heads.classify("tutor", &no_message).violation.is_nan(), "fails closed");
        // A profile head must read what the pooled head reads; a message needs a response first.
        let narrow = json.replace("[0.0, 0.0, 0.0, 0.0, 0.0, 2.0]", "[0.0, 2.0]");
        assert!(matches!(Heads::parse(&narrow), Err(HeadsError::Dimension { expected: 6, .. })));
        let no_response = json.replacen("\"response_format\": \"R: {response}\", ", "", 1);
        assert!(matches!(Heads::parse(&no_response), Err(HeadsError::PromptWithoutResponse)));
    }

    #[test]
    fn value_heads_read_the_pair_then_the_answer_when_the_heads_say_so() {
        let values = r#""values": [{"profile": "p", "value": "V", "description": "d", "classes": [
               {"name": "V -1", "bias": 0.0, "weights": [1.0, 0.0, 0.0, 0.0]},
               null,
               {"name": "V +1", "bias": 0.0, "weights": [0.0, 0.0, 0.0, 3.0]}]}],"#;
        let json = file("[2.0, 0.0, 0.0, -4.0]").replacen(
            "\"violation\": {",
            &format!("\"response_format\": \"R: {{response}}\", \"values_read_response\": true, {values} \"violation\": {{"),
            1,
        );
        let heads = Heads::parse(&json).unwrap();
        let v = heads.value("V", "d").unwrap();
        let both = vectors(&[0.5, 0.0], Some(&[0.0, 1.0]), None);
        let inputs = heads.value_vectors(&both).unwrap();
        let scored = heads.score_value(v, &inputs);
        let (score, share, p) = (scored.score, scored.confidence, scored.probabilities);
        // −1 reads the pair's first component (σ(0.5)), +1 the answer's second (σ(3)).
        assert_eq!(score, 1);
        assert!((p[0] - 1.0 / (1.0 + (-0.5f64).exp())).abs() < 1e-12, "{p:?}");
        assert!((p[2] - 1.0 / (1.0 + (-3.0f64).exp())).abs() < 1e-12, "{p:?}");
        assert_eq!(p[1], 0.0, "a class never labelled has no head");
        assert!((share - p[2] / (p[0] + p[2])).abs() < 1e-12, "uncalibrated: the share");
        let pair_only = vectors(&[0.5, 0.0], None, None);
        assert_eq!(heads.value_vectors(&pair_only), None, "the answer's vector is needed");
        // Value heads of one vector's width are refused when they should read two, and the
        // answer alone cannot be read without a response_format.
        let narrow = json.replace("[0.0, 0.0, 0.0, 3.0]", "[0.0, 3.0]");
        assert!(matches!(Heads::parse(&narrow), Err(HeadsError::Dimension { expected: 4, .. })));
        let no_format = json.replacen("\"response_format\": \"R: {response}\", ", "", 1);
        assert!(matches!(Heads::parse(&no_format), Err(HeadsError::NoResponseFormat)));
    }

    #[test]
    fn a_value_confidence_is_the_share_calibrated_when_the_heads_say_how() {
        let heads = Heads::parse(&file("[2.0, 0.0]")).unwrap();
        assert_eq!(heads.value_confidence(0.6), 0.6, "uncalibrated: the share");
        let json = file("[2.0, 0.0]").replacen(
            "\"violation\": {",
            "\"value_confidence\": {\"slope\": 8.0, \"intercept\": -4.0}, \"violation\": {",
            1,
        );
        let heads = Heads::parse(&json).unwrap();
        assert!((heads.value_confidence(0.5) - 0.5).abs() < 1e-12);
        let (low, high) = (heads.value_confidence(0.4), heads.value_confidence(0.9));
        assert!(low < 0.4 && high > 0.9 && low < high, "{low} {high}: spread, order kept");
        for bad in ["\"slope\": 0.0", "\"slope\": -8.0"] {
            let json = json.replace("\"slope\": 8.0", bad);
            assert!(matches!(Heads::parse(&json), Err(HeadsError::Calibration { .. })), "{bad}");
        }
    }

    #[test]
    fn a_weak_minus_one_gives_way_below_the_floor() {
        let values = r#""value_minus_floor": 0.5, "values": [{"profile": "p", "value": "V", "description": "d", "classes": [
               {"name": "V -1", "bias": 0.0, "weights": [1.0, 0.0]},
               {"name": "V 0", "bias": -3.0, "weights": [0.0, 0.0]},
               {"name": "V +1", "bias": 0.0, "weights": [0.0, 1.0]}]}],"#;
        let json = file("[2.0, 0.0]").replacen(
            "\"violation\": {",
            &format!("{values} \"violation\": {{"),
            1,
        );
        let heads = Heads::parse(&json).unwrap();
        let v = heads.value("V", "d").unwrap();
        let score = |pair: [f32; 2]| {
            let both = vectors(&pair, None, None);
            let scored = heads.score_value(v, &heads.value_vectors(&both).unwrap());
            (scored.score, scored.confidence, scored.probabilities)
        };
        // P(−1) = σ(−0.2) ≈ 0.45 is the largest of the three but under the floor: +1 (σ(−0.5)).
        let (s, share, p) = score([-0.2, -0.5]);
        assert!(p[0] > p[2] && p[2] > p[1] && p[0] < 0.5, "{p:?}");
        assert_eq!(s, 1);
        assert!((share - p[2] / p.iter().sum::<f64>()).abs() < 1e-12, "the share is the score's");
        // At P(−1) = σ(0.2) ≈ 0.55 it stands.
        assert_eq!(score([0.2, -0.5]).0, -1);
        // Without a floor (heads trained before it), the most probable class.
        let plain = Heads::parse(&json.replace("\"value_minus_floor\": 0.5, ", "")).unwrap();
        let both = vectors(&[-0.2, -0.5], None, None);
        let v = plain.value("V", "d").unwrap();
        assert_eq!(plain.score_value(v, &plain.value_vectors(&both).unwrap()).score, -1);
        for bad in ["1.0", "-0.1"] {
            let json = json
                .replace("\"value_minus_floor\": 0.5", &format!("\"value_minus_floor\": {bad}"));
            assert!(matches!(Heads::parse(&json), Err(HeadsError::MinusFloor { .. })), "{bad}");
        }
        let not_a_number = json.replace("\"value_minus_floor\": 0.5", "\"value_minus_floor\": NaN");
        assert!(matches!(Heads::parse(&not_a_number), Err(HeadsError::Json(_))));
    }

    #[test]
    fn a_profile_trained_on_has_its_own_operating_point_and_others_the_pooled_one() {
        let json = file("[2.0, 0.0]").replacen(
            "\"violation\": {",
            "\"profile_thresholds\": {\"tutor\": 0.7}, \"violation\": {",
            1,
        );
        let heads = Heads::parse(&json).unwrap();
        assert_eq!(heads.threshold_for("tutor"), 0.7);
        assert_eq!(heads.threshold_for("my-own-profile"), 0.5, "the pooled operating point");
        for bad in ["0.0", "1.0", "-0.2", "1.5"] {
            let json = json.replace("\"tutor\": 0.7", &format!("\"tutor\": {bad}"));
            assert!(
                matches!(Heads::parse(&json), Err(HeadsError::Threshold { ref profile, .. }) if profile == "tutor"),
                "{bad}"
            );
        }
    }

    #[test]
    fn the_embedder_sees_words_not_terminal_control_sequences() {
        assert_eq!(
            words_only("Paris is \x1b[31mred\x1b[0m \x1b]0;title\x07\x1b]52;c;aGk=\x1b\\ \x1b[2J."),
            "Paris is red  ."
        );
        assert_eq!(words_only("a\r\nb\0c\td"), "a\nbc\td");
        assert!(matches!(words_only("plain text\n"), std::borrow::Cow::Borrowed(_)));
    }

    #[test]
    fn malformed_heads_files_are_refused_with_the_reason() {
        assert!(matches!(Heads::parse("{"), Err(HeadsError::Json(_))));
        assert!(matches!(Heads::parse(&file("[1.0]")), Err(HeadsError::Dimension { .. })));
        let other = file("[1.0, 1.0]").replace(HEADS_SCHEMA, "keel.judgment-heads/9");
        assert!(matches!(Heads::parse(&other), Err(HeadsError::Schema { .. })));
        // The previous version (value scores without the −1 floor) is refused by name.
        let previous = file("[1.0, 1.0]").replace(HEADS_SCHEMA, "keel.judgment-heads/5");
        let e = Heads::parse(&previous).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the judgment heads have schema \"keel.judgment-heads/5\"; this keel reads \"keel.judgment-heads/6\""
        );
    }

    /// The figures docs/evaluation.md reports for the shipped heads, measured once on the
    /// held-out families by the trainer: a retraining that does worse must be noticed here and
    /// said in the docs, not shipped quietly.
    #[test]
    fn the_builtin_heads_keep_their_measured_held_out_figures() {
        let trained = &Heads::builtin().unwrap().trained;
        let figure = |path: &[&str]| {
            path.iter().fold(trained, |v, k| &v[*k]).as_f64().unwrap_or_else(|| panic!("{path:?}"))
        };
        assert!(figure(&["heldout", "recall"]) >= 0.9204, "{}", trained["heldout"]);
        assert!(figure(&["heldout", "false_refusal_rate"]) <= 0.0396, "{}", trained["heldout"]);
        assert!(figure(&["cross_validated", "false_refusal_rate"]) <= 0.04);
        let conscience = ["conscience", "heldout", "agreement"];
        assert!(figure(&conscience) >= 0.8298, "{}", trained["conscience"]);
        // Plain everyday answers scored −1 on some value (the value heads' everyday check).
        let everyday = ["conscience", "everyday", "minus_answers"];
        assert!(figure(&everyday) <= 64.0, "{}", trained["conscience"]["everyday"]);
        assert!(Heads::builtin().unwrap().values_read_response, "the value heads read the answer");
    }

    #[test]
    fn the_builtin_heads_load() {
        let heads = Heads::builtin().unwrap();
        assert!(heads.categories.len() >= 10);
        assert!(heads.violation.threshold > 0.0 && heads.violation.threshold < 1.0);
        for profile in ["general", "financial-fiduciary", "health-navigator", "tutor"] {
            assert!(heads.profile_thresholds.contains_key(profile), "{profile} has its own");
        }
        assert!(heads.text_format.contains("{prompt}") && heads.text_format.contains("{response}"));
        assert_eq!(heads.violation.weights.len(), heads.embedder.dimension * heads.vectors());
    }
}
