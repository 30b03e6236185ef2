//! Token confidence: the turn-level readout and the low-confidence spans of a response.
//!
//! Two bases, in order of preference:
//! - **Margins** (`p(1st) − p(2nd)` of the model's distribution at each step, when the backend
//!   reports alternatives: keel's own decoder always does, servers when asked for two
//!   `top_logprobs`). Confidence is the mean margin. It stays meaningful under greedy decoding,
//!   where the chosen token is always the favourite: a model torn between two words has a small
//!   margin however likely the word it picked.
//! - **Logprobs** otherwise: a mean negative log-likelihood (NLL) mapped to `[0, 1]` by
//!   `clamp(0.5 + 0.5·(4 − meanNLL)/3, 0, 1)`, so 4 nats read 0.5 and 7 or more read 0.
//!
//! The turn-level value uses the last `confidence_window` tokens; each token's smoothed value
//! uses a centred window of `span_window` tokens (fewer at the edges). Tokens without a value on
//! the basis in use are skipped in every mean; a window with none has no confidence.

use serde::{Deserialize, Serialize};

use super::config::RegulatorConfig;
use super::decision::ConfidenceSpan;

/// The turn-level confidence and what it was computed from.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Confidence {
    /// In `[0, 1]`.
    pub value: f64,
    pub basis: ConfidenceBasis,
}

/// Where a [`Confidence`] comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub enum ConfidenceBasis {
    /// The mean margin of this many tokens that carried one.
    Margins { tokens: usize },
    /// The mean NLL of this many tokens that carried a logprob.
    Logprobs { tokens: usize },
    /// No logprobs: a structural estimate from the response's length and questions.
    StructuralFallback,
}

/// Maps a mean NLL (nats) to a confidence in `[0, 1]`.
pub fn confidence_from_nll(mean_nll: f64) -> f64 {
    (0.5 + 0.5 * (4.0 - mean_nll) / 3.0).clamp(0.0, 1.0)
}

/// The structural fallback: 0.75, less 0.25 for an answer under 40 characters and 0.1 per
/// question mark (at most 0.3), so a short or hedging answer reads as less confident.
pub fn structural_confidence(response: &str) -> f64 {
    let mut value = 0.75;
    if response.trim().chars().count() < 40 {
        value -= 0.25;
    }
    let questions = response.chars().filter(|&c| c == '?').count().min(3);
    value -= 0.1 * questions as f64;
    value.clamp(0.0, 1.0)
}

/// The tokens of the current turn.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub(crate) struct TokenStats {
    /// NLL (−logprob) per token; `None` where the logprob was unavailable.
    nll: Vec<Option<f32>>,
    /// Margin per token; `None` where the backend reported no alternatives. Empty in state
    /// saved before margins existed (then every token reads as having none).
    margin: Vec<Option<f32>>,
    /// Characters per token.
    chars: Vec<u32>,
    /// The tokens concatenated.
    text: String,
}

/// What a smoothing window averages, and how the mean becomes a confidence.
#[derive(Clone, Copy)]
enum Basis {
    Margins,
    Logprobs,
}

impl TokenStats {
    /// Records one token. Kept to a few pushes: it runs once per generated token.
    pub(crate) fn push(&mut self, token: &str, logprob: f64, margin: Option<f64>) {
        let nll = (logprob.is_finite() && logprob < 0.0).then_some(-logprob as f32);
        self.nll.push(nll);
        // Older state has no margins for its tokens: keep the two vectors index-aligned.
        self.margin.resize(self.nll.len() - 1, None);
        self.margin.push(margin.filter(|m| m.is_finite()).map(|m| m.clamp(0.0, 1.0) as f32));
        self.chars.push(token.chars().count() as u32);
        self.text.push_str(token);
    }

    pub(crate) fn text(&self) -> &str {
        &self.text
    }

    /// Margins when any token of the turn has one (a backend reports them for every token or
    /// for none), logprobs otherwise.
    fn basis(&self) -> Basis {
        if self.margin.iter().any(Option::is_some) { Basis::Margins } else { Basis::Logprobs }
    }

    fn values(&self, basis: Basis) -> &[Option<f32>] {
        match basis {
            Basis::Margins => &self.margin,
            Basis::Logprobs => &self.nll,
        }
    }

    /// Confidence over the last `window` tokens, if any of them carried a margin or a logprob.
    pub(crate) fn token_confidence(&self, window: usize) -> Option<Confidence> {
        let basis = self.basis();
        let values = self.values(basis);
        let start = values.len().saturating_sub(window);
        let (sum, count) = sum_values(&values[start..]);
        (count > 0).then(|| {
            let mean = sum / count as f64;
            match basis {
                Basis::Margins => {
                    Confidence { value: mean, basis: ConfidenceBasis::Margins { tokens: count } }
                }
                Basis::Logprobs => Confidence {
                    value: confidence_from_nll(mean),
                    basis: ConfidenceBasis::Logprobs { tokens: count },
                },
            }
        })
    }

    /// Maximal runs of tokens whose smoothed confidence is below the threshold, covering at least
    /// `span_min_chars` characters, as char offsets into `response`. Offsets are only known when
    /// the tokens spell the response (exactly, or with surrounding whitespace trimmed); otherwise
    /// no spans are reported rather than misplaced ones.
    pub(crate) fn low_confidence_spans(
        &self,
        response: &str,
        config: &RegulatorConfig,
    ) -> Vec<ConfidenceSpan> {
        let Some(shift) = char_shift(&self.text, response) else {
            return Vec::new();
        };
        let basis = self.basis();
        let values = self.values(basis);
        let smoothed = smoothed(values, basis, config.span_window / 2);
        let is_low = |i: usize| smoothed[i].is_some_and(|c| c < config.span_confidence_threshold);
        // Char offset (in the token text) where each token starts, plus the end.
        let mut starts = Vec::with_capacity(self.chars.len() + 1);
        let mut offset = 0usize;
        starts.push(0);
        for &c in &self.chars {
            offset += c as usize;
            starts.push(offset);
        }
        let mut spans = Vec::new();
        let mut i = 0;
        while i < smoothed.len() {
            if !is_low(i) {
                i += 1;
                continue;
            }
            let first = i;
            while i < smoothed.len() && is_low(i) {
                i += 1;
            }
            let start = starts[first].saturating_sub(shift);
            let end = starts[i].saturating_sub(shift);
            if end - start < config.span_min_chars {
                continue;
            }
            let (nll_sum, nll_count) = sum_values(&self.nll[first..i]);
            if sum_values(&values[first..i]).1 == 0 || nll_count == 0 {
                // Low only through its neighbours' values: no evidence of its own. (Margins
                // arrive with their token's logprob, so a margin span always has logprobs.)
                continue;
            }
            let confidences: Vec<f64> = smoothed[first..i].iter().flatten().copied().collect();
            spans.push(ConfidenceSpan {
                start_char: start,
                end_char: end,
                confidence: confidences.iter().sum::<f64>() / confidences.len() as f64,
                mean_token_logprob: -nll_sum / nll_count as f64,
            });
        }
        spans
    }
}

/// Each token's confidence over a centred window of `half` tokens each side.
fn smoothed(values: &[Option<f32>], basis: Basis, half: usize) -> Vec<Option<f64>> {
    // Prefix sums make every window O(1).
    let mut sums = Vec::with_capacity(values.len() + 1);
    let mut counts = Vec::with_capacity(values.len() + 1);
    let (mut s, mut c) = (0.0f64, 0usize);
    sums.push(s);
    counts.push(c);
    for v in values {
        if let Some(v) = v {
            s += f64::from(*v);
            c += 1;
        }
        sums.push(s);
        counts.push(c);
    }
    (0..values.len())
        .map(|i| {
            let lo = i.saturating_sub(half);
            let hi = (i + half + 1).min(values.len());
            let count = counts[hi] - counts[lo];
            (count > 0).then(|| {
                let mean = (sums[hi] - sums[lo]) / count as f64;
                match basis {
                    Basis::Margins => mean,
                    Basis::Logprobs => confidence_from_nll(mean),
                }
            })
        })
        .collect()
}

fn sum_values(values: &[Option<f32>]) -> (f64, usize) {
    values.iter().flatten().fold((0.0, 0), |(s, c), v| (s + f64::from(*v), c + 1))
}

/// How many chars the token text starts before the response: 0 when they are equal, the number
/// of leading whitespace chars when the response is the token text trimmed; `None` otherwise.
fn char_shift(tokens: &str, response: &str) -> Option<usize> {
    if tokens == response {
        return Some(0);
    }
    if tokens.trim() == response {
        let leading = tokens.len() - tokens.trim_start().len();
        return Some(tokens[..leading].chars().count());
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stats(tokens: &[(&str, f64)]) -> TokenStats {
        let mut s = TokenStats::default();
        for (t, lp) in tokens {
            s.push(t, *lp, None);
        }
        s
    }

    #[test]
    fn formula_anchors() {
        assert_eq!(confidence_from_nll(4.0), 0.5);
        assert_eq!(confidence_from_nll(7.0), 0.0);
        assert_eq!(confidence_from_nll(0.0), 1.0);
        assert!((confidence_from_nll(4.6) - 0.4).abs() < 1e-12);
    }

    #[test]
    fn turn_confidence_uses_the_last_window_and_skips_unavailable() {
        let s = stats(&[("a", -7.0), ("b", -1.0), ("c", 0.0), ("d", f64::NAN), ("e", -1.0)]);
        let c = s.token_confidence(4).unwrap();
        assert_eq!(c.basis, ConfidenceBasis::Logprobs { tokens: 2 });
        assert_eq!(c.value, 1.0);
        let all = s.token_confidence(128).unwrap();
        assert_eq!(all.basis, ConfidenceBasis::Logprobs { tokens: 3 });
        assert_eq!(all.value, confidence_from_nll(3.0));
        assert_eq!(stats(&[("x", 0.0), ("y", 1.5)]).token_confidence(128), None);
    }

    #[test]
    fn margins_decide_when_present_even_if_every_token_was_likely() {
        // Greedy decoding: every chosen token is the favourite (logprob near 0, which the NLL
        // formula reads as certainty), but the model was torn at three steps.
        let mut s = TokenStats::default();
        for (t, margin) in [("a ", 0.9), ("b ", 0.1), ("c ", 0.05), ("d ", 0.15), ("e ", 0.8)] {
            s.push(t, -0.2, Some(margin));
        }
        let c = s.token_confidence(128).unwrap();
        assert_eq!(c.basis, ConfidenceBasis::Margins { tokens: 5 });
        assert!((c.value - 0.4).abs() < 1e-6, "{}", c.value);
        let by_nll = stats(&[("a ", -0.2), ("b ", -0.2)]).token_confidence(128).unwrap();
        assert_eq!(by_nll.value, 1.0, "the NLL basis saturates, which is why margins lead");
        // The torn run is a span (window of 3: b, c, d are each below 0.4 on average).
        let three = RegulatorConfig { span_window: 3, span_min_chars: 4, ..Default::default() };
        let spans = s.low_confidence_spans(s.text(), &three);
        assert_eq!(spans.len(), 1, "{spans:?}");
        assert_eq!((spans[0].start_char, spans[0].end_char), (2, 8));
        assert!((spans[0].mean_token_logprob + 0.2).abs() < 1e-6);
    }

    #[test]
    fn state_without_margins_keeps_tokens_aligned_when_margins_start() {
        let mut s = stats(&[("a", -1.0), ("b", -1.0)]);
        s.push("c", -1.0, Some(0.5));
        assert_eq!(s.margin, vec![None, None, Some(0.5)]);
        assert_eq!(s.token_confidence(128).unwrap().basis, ConfidenceBasis::Margins { tokens: 1 });
    }

    #[test]
    fn structural_fallback_penalises_short_and_questioning_answers() {
        let long = "The function now awaits the database call and returns a Result.";
        assert_eq!(structural_confidence(long), 0.75);
        assert_eq!(structural_confidence("Maybe?"), 0.4);
        assert!((structural_confidence("Is it A? Or B? Or C? Or D?") - 0.2).abs() < 1e-12);
    }

    #[test]
    fn a_span_covers_exactly_the_low_confidence_run() {
        // 20 confident tokens, 6 very unsure ones, 20 confident ones. With 5-token smoothing the
        // unsure run's edges blend with confident neighbours: a token is low when its window mean
        // NLL exceeds 4.6 nats. Window of an edge token: 2 confident (0.1) + 3 unsure (10) →
        // mean 6.04 → low; one further out: 3 × 0.1 + 2 × 10 → 4.06 → not low. So the span is
        // exactly the unsure run.
        let mut tokens: Vec<(&str, f64)> = vec![("ok ", -0.1); 20];
        tokens.extend(vec![("zq", -10.0); 6]);
        tokens.extend(vec![(" ok", -0.1); 20]);
        let s = stats(&tokens);
        let spans = s.low_confidence_spans(s.text(), &RegulatorConfig::default());
        assert_eq!(spans.len(), 1);
        assert_eq!((spans[0].start_char, spans[0].end_char), (60, 72));
        assert!(spans[0].confidence < 0.4);
        assert_eq!(spans[0].mean_token_logprob, -10.0);
    }

    #[test]
    fn short_runs_are_not_reported() {
        let mut tokens: Vec<(&str, f64)> = vec![("ok ", -0.1); 10];
        tokens.extend(vec![("ab", -10.0); 3]); // 6 chars < 8
        tokens.extend(vec![(" ok", -0.1); 10]);
        let s = stats(&tokens);
        assert!(s.low_confidence_spans(s.text(), &RegulatorConfig::default()).is_empty());
        let six = RegulatorConfig { span_min_chars: 6, ..RegulatorConfig::default() };
        assert_eq!(s.low_confidence_spans(s.text(), &six).len(), 1);
    }

    #[test]
    fn offsets_are_chars_and_follow_a_trimmed_response() {
        let mut tokens: Vec<(&str, f64)> = vec![("\n", -0.1), ("é ", -0.1)];
        tokens.extend(vec![("ünsure", -9.0); 4]);
        tokens.extend(vec![(" fine", -0.1); 3]);
        let s = stats(&tokens);
        let response = s.text().trim().to_owned();
        let spans = s.low_confidence_spans(&response, &RegulatorConfig::default());
        assert_eq!(spans.len(), 1);
        let picked: String = response
            .chars()
            .skip(spans[0].start_char)
            .take(spans[0].end_char - spans[0].start_char)
            .collect();
        assert_eq!(picked, "ünsureünsureünsureünsure");
        assert!(s.low_confidence_spans("something else", &RegulatorConfig::default()).is_empty());
    }
}
