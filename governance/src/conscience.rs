//! Conscience (spec/faculties.md, Stage 3): s_i,t, c_i,t = G_i(a_t, x_t, v_i), one judgement per
//! value — the ledger L_t.
//!
//! Three judges: [`learned_judge`] (heads trained on labelled answers over the judgment
//! embedder's vector of the pair, falling back to the rubric anchors for values it was not
//! trained on), [`EmbeddingJudge`] (the default: the answer's sentences against each value's
//! rubric anchors; the best-matching class gives the score, a softmax over the three class
//! similarities at temperature [`SOFTMAX_TEMPERATURE`] gives the confidence) and [`ModelJudge`]
//! (a model picks a label; confidence is the label's probability renormalised over the three
//! labels, with the covered probability mass recorded). A failure gives score 0, confidence 0
//! and says why in `failure` — never a silent default. Every score is validated (∈ {−1, 0, 1})
//! and every confidence clamped to [0, 1] before Spirit sees it.

pub mod embedding_judge;
pub mod learned_judge;
pub mod model_judge;

use serde::{Deserialize, Serialize};

pub use embedding_judge::{EmbeddingJudge, SOFTMAX_TEMPERATURE};
pub use model_judge::ModelJudge;

use crate::spirit::Judgement;

/// One value's judgement in L_t.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ValueScore {
    /// v_i.
    pub value: String,
    /// s_i,t ∈ {−1, 0, 1}.
    pub score: i8,
    /// c_i,t ∈ [0, 1].
    pub confidence: f64,
    /// Why (what was measured; never rubric text).
    pub rationale: String,
    /// Set when the judge failed (then score 0, confidence 0).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub failure: Option<String>,
    /// Model judge: the probability mass of the three labels among all next tokens.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub covered_mass: Option<f64>,
}

impl ValueScore {
    /// A validated score: the score is rounded to the nearest of {−1, 0, 1} and the confidence
    /// clamped; anything non-finite becomes a failure.
    pub fn new(value: &str, score: f64, confidence: f64, rationale: String) -> ValueScore {
        if !score.is_finite() || !confidence.is_finite() {
            return ValueScore::failed(
                value,
                format!("non-finite judgement ({score}, {confidence})"),
            );
        }
        ValueScore {
            value: value.to_owned(),
            score: score.clamp(-1.0, 1.0).round() as i8,
            confidence: confidence.clamp(0.0, 1.0),
            rationale,
            failure: None,
            covered_mass: None,
        }
    }

    /// A failed judgement: score 0, confidence 0, and why.
    pub fn failed(value: &str, why: String) -> ValueScore {
        ValueScore {
            value: value.to_owned(),
            score: 0,
            confidence: 0.0,
            rationale: format!("judge failed: {why}"),
            failure: Some(why),
            covered_mass: None,
        }
    }

    /// What Spirit uses.
    pub fn judgement(&self) -> Judgement {
        Judgement::clamped(f64::from(self.score), self.confidence)
    }
}
