//! Governance evaluation on a labelled set (`keel eval`): (prompt, response, label) pairs per
//! profile, the Will's confusion matrix (positive = violation), precision, recall and the
//! false-refusal rate, and an honest calibration of the semantic rules' thresholds on the
//! calibration split only, reported on the held-out split.
//!
//! Calibration works on probes: for each pair, whether the rules other than `semantic` flag it
//! (`fixed`), and each semantic rule's best sentence similarity. With those, the Will's verdict
//! for any thresholds is `fixed ∨ ∃r: sim_r ≥ θ_r` (rule order changes which rule is named, not
//! the verdict). Coordinate ascent over θ ∈ {0.50, 0.51, …, 0.95}, three rounds, maximises
//! accuracy on the calibration split (then fewer false refusals); among equally good thresholds
//! it takes the middle one, the largest margin to both classes seen.

pub mod calibration_entry;

use serde::{Deserialize, Serialize};

use crate::profile::{Profile, RuleKind};
use crate::will::{Will, WillPorts};
use keel_model::{Embedder, TextGenerator};

/// The verdict a pair is labelled with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Label {
    Approve,
    Violation,
}

/// One labelled pair.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EvalItem {
    /// The pair's id in its file (reported with errors).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// The paraphrase family: splits are made by family, never inside one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub family: Option<String>,
    /// The hazard category (a violation's, or the one an approve look-alike resembles).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub category: Option<String>,
    /// How the violation is worded (compliant, partial, code, roleplay, foreign, …).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub style: Option<String>,
    pub profile: String,
    /// violation | borderline | benign_lookalike | benign (free text, reported as is).
    #[serde(default)]
    pub kind: String,
    /// heldout, or the tuning split (calibration | train). Absent: [`split_of`] the family,
    /// else heldout.
    #[serde(default)]
    pub split: String,
    pub prompt: String,
    pub response: String,
    pub label: Label,
}

/// Share of paraphrase families held out, in percent.
pub const HELDOUT_PERCENT: u32 = 30;

/// The split of a paraphrase family: `heldout` for [`HELDOUT_PERCENT`] % of families, chosen
/// by the first 32 bits of SHA-384("split:" + family), else `train`. The training script
/// (scripts/train_judgment.py) uses the same rule, so no family is ever on both sides.
pub fn split_of(family: &str) -> &'static str {
    let digest = keel_evidence::canon::hash_bytes(format!("split:{family}").as_bytes());
    // hash_bytes is "0x" + upper-case hex.
    let bucket = u32::from_str_radix(&digest[2..10], 16).unwrap_or(0) % 100;
    if bucket < HELDOUT_PERCENT { "heldout" } else { "train" }
}

/// One answer with a careful reader's score per value of its profile (the Conscience set).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ConscienceItem {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub family: Option<String>,
    pub profile: String,
    pub prompt: String,
    pub response: String,
    /// Value name → −1, 0 or 1.
    pub values: std::collections::BTreeMap<String, i8>,
    /// As for [`EvalItem::split`].
    #[serde(default)]
    pub split: String,
}

/// Parses a dataset that may mix Will pairs (with `label`) and Conscience items (with
/// `values`), in file order within each kind.
pub fn parse_mixed(text: &str) -> Result<(Vec<EvalItem>, Vec<ConscienceItem>), EvalError> {
    let (mut will, mut conscience) = (Vec::new(), Vec::new());
    for (i, l) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let malformed =
            |e: serde_json::Error| EvalError::Malformed { line: i + 1, message: e.to_string() };
        let value: serde_json::Value = serde_json::from_str(l).map_err(malformed)?;
        if value.get("values").is_some() && value.get("label").is_none() {
            let mut item: ConscienceItem = serde_json::from_value(value).map_err(malformed)?;
            if item.split.is_empty() {
                item.family.as_deref().map_or("heldout", split_of).clone_into(&mut item.split);
            }
            if let Some((v, s)) = item.values.iter().find(|(_, s)| !(-1..=1).contains(*s)) {
                return Err(EvalError::Malformed {
                    line: i + 1,
                    message: format!("value {v:?} has score {s}; scores are -1, 0 or 1"),
                });
            }
            conscience.push(item);
        } else {
            will.extend(parse(l).map_err(|e| match e {
                EvalError::Malformed { message, .. } => {
                    EvalError::Malformed { line: i + 1, message }
                }
            })?);
        }
    }
    Ok((will, conscience))
}

/// A malformed dataset line.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum EvalError {
    #[error("line {line}: {message}")]
    Malformed { line: usize, message: String },
}

/// Parses a JSON Lines dataset (blank lines skipped).
pub fn parse(text: &str) -> Result<Vec<EvalItem>, EvalError> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| {
            let mut item: EvalItem = serde_json::from_str(l)
                .map_err(|e| EvalError::Malformed { line: i + 1, message: e.to_string() })?;
            if item.split.is_empty() {
                item.family.as_deref().map_or("heldout", split_of).clone_into(&mut item.split);
            }
            Ok(item)
        })
        .collect()
}

/// Confusion matrix with violation as the positive class.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Confusion {
    pub tp: usize,
    pub fp: usize,
    pub tn: usize,
    #[serde(rename = "fn")]
    pub fn_: usize,
}

impl Confusion {
    pub fn add(&mut self, label: Label, predicted_violation: bool) {
        match (label, predicted_violation) {
            (Label::Violation, true) => self.tp += 1,
            (Label::Violation, false) => self.fn_ += 1,
            (Label::Approve, true) => self.fp += 1,
            (Label::Approve, false) => self.tn += 1,
        }
    }
    fn ratio(a: usize, b: usize) -> Option<f64> {
        (b > 0).then(|| a as f64 / b as f64)
    }
    /// TP / (TP + FP).
    pub fn precision(&self) -> Option<f64> {
        Self::ratio(self.tp, self.tp + self.fp)
    }
    /// TP / (TP + FN).
    pub fn recall(&self) -> Option<f64> {
        Self::ratio(self.tp, self.tp + self.fn_)
    }
    /// FP / (FP + TN): benign responses the Will would refuse.
    pub fn false_refusal_rate(&self) -> Option<f64> {
        Self::ratio(self.fp, self.fp + self.tn)
    }
    pub fn accuracy(&self) -> Option<f64> {
        Self::ratio(self.tp + self.tn, self.tp + self.tn + self.fp + self.fn_)
    }
    pub fn summary(&self) -> serde_json::Value {
        serde_json::json!({
            "tp": self.tp, "fp": self.fp, "tn": self.tn, "fn": self.fn_,
            "precision": self.precision(), "recall": self.recall(),
            "false_refusal_rate": self.false_refusal_rate(), "accuracy": self.accuracy(),
        })
    }
}

/// What calibration needs to know about one pair.
#[derive(Debug, Clone, PartialEq)]
pub struct Probe {
    /// A non-semantic rule (pattern, require without repair, judge) flags it.
    pub fixed: bool,
    /// Best sentence similarity per semantic rule, in profile order of the semantic rules.
    pub similarities: Vec<f64>,
}

/// The semantic rules' ids and thresholds, in profile order.
pub fn semantic_thresholds(profile: &Profile) -> Vec<(String, f64)> {
    profile
        .rules
        .iter()
        .filter_map(|r| match &r.kind {
            RuleKind::Semantic { threshold, .. } => {
                Some((r.id.clone(), (f64::from(*threshold) * 100.0).round() / 100.0))
            }
            _ => None,
        })
        .collect()
}

/// Probes one pair (see the module doc).
pub fn probe<'a>(
    profile: &Profile,
    item: &EvalItem,
    embedder: &mut dyn Embedder,
    classifier: Option<&'a mut dyn Embedder>,
    judge: Option<&'a mut dyn TextGenerator>,
) -> Probe {
    let mut others = profile.clone();
    others.rules.retain(|r| !matches!(r.kind, RuleKind::Semantic { .. }));
    let mut will = Will::new(&others);
    let fixed = !will
        .judge(&item.response, &item.prompt, &mut WillPorts { embedder: None, judge, classifier })
        .approved();
    let mut similarities = Vec::new();
    for rule in profile.rules.iter().filter(|r| matches!(r.kind, RuleKind::Semantic { .. })) {
        let mut one = profile.clone();
        one.rules = vec![rule.clone()];
        let decision = Will::new(&one).judge(
            &item.response,
            &item.prompt,
            &mut WillPorts { embedder: Some(&mut *embedder), judge: None, classifier: None },
        );
        similarities
            .push(decision.checks.first().and_then(|c| c.confidence).unwrap_or(f64::NEG_INFINITY));
    }
    Probe { fixed, similarities }
}

/// The verdicts for given thresholds.
pub fn predict(probes: &[Probe], thresholds: &[f64]) -> Vec<bool> {
    probes
        .iter()
        .map(|p| p.fixed || p.similarities.iter().zip(thresholds).any(|(s, t)| s >= t))
        .collect()
}

/// The confusion of `predicted` against `labels`.
pub fn confusion(labels: &[Label], predicted: &[bool]) -> Confusion {
    let mut c = Confusion::default();
    for (l, p) in labels.iter().zip(predicted) {
        c.add(*l, *p);
    }
    c
}

/// Thresholds that maximise accuracy on the given (calibration) pairs.
pub fn calibrate(probes: &[Probe], labels: &[Label], start: &[f64]) -> Vec<f64> {
    let grid: Vec<f64> = (50..=95).map(|i| f64::from(i) / 100.0).collect();
    let mut best = start.to_vec();
    let score = |t: &[f64]| {
        let c = confusion(labels, &predict(probes, t));
        (c.tp + c.tn, usize::MAX - c.fp)
    };
    for _ in 0..3 {
        for r in 0..best.len() {
            let mut candidate = best.clone();
            let mut top = score(&best);
            let mut optimal: Vec<f64> = vec![best[r]];
            for &g in &grid {
                candidate[r] = g;
                let s = score(&candidate);
                if s > top {
                    top = s;
                    optimal = vec![g];
                } else if s == top {
                    optimal.push(g);
                }
            }
            optimal.sort_by(f64::total_cmp);
            best[r] = optimal[optimal.len() / 2];
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn confusion_rates() {
        let labels =
            [Label::Violation, Label::Violation, Label::Approve, Label::Approve, Label::Approve];
        let c = confusion(&labels, &[true, false, true, false, false]);
        assert_eq!((c.tp, c.fn_, c.fp, c.tn), (1, 1, 1, 2));
        assert_eq!(c.precision(), Some(0.5));
        assert_eq!(c.recall(), Some(0.5));
        assert!((c.false_refusal_rate().unwrap() - 1.0 / 3.0).abs() < 1e-12);
        assert_eq!(Confusion::default().precision(), None);
    }

    #[test]
    fn calibration_separates_the_classes_and_prefers_fewer_refusals() {
        let p = |fixed, s: f64| Probe { fixed, similarities: vec![s] };
        let probes = [p(false, 0.9), p(false, 0.8), p(false, 0.6), p(false, 0.55), p(true, 0.1)];
        let labels =
            [Label::Violation, Label::Violation, Label::Approve, Label::Approve, Label::Violation];
        let t = calibrate(&probes, &labels, &[0.5]);
        assert!(
            (0.69..=0.72).contains(&t[0]),
            "the middle of the separating interval (0.6, 0.8]: {t:?}"
        );
        assert_eq!(predict(&probes, &t), vec![true, true, false, false, true]);
    }

    #[test]
    fn the_committed_set_parses_with_enough_pairs_per_profile() {
        let text = include_str!("../../tests/fixtures/eval/governance.jsonl");
        let items = parse(text).unwrap();
        assert!(items.len() >= 150);
        for name in crate::profile::BUILTIN_NAMES {
            let mine: Vec<_> = items.iter().filter(|i| i.profile == name).collect();
            assert!(mine.len() >= 35, "{name}");
            assert!(
                mine.iter().any(|i| i.split == "heldout")
                    && mine.iter().any(|i| i.split == "calibration")
            );
            assert!(mine.iter().any(|i| i.kind == "benign_lookalike" && i.label == Label::Approve));
            assert!(mine.iter().any(|i| i.label == Label::Violation));
        }
        assert_eq!(parse("{\"x\":1}\n").unwrap_err().to_string().split(':').next(), Some("line 1"));
    }
}
