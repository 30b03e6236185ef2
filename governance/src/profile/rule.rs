//! A Will rule, compiled from a profile: one of the kinds of faculties.md.

use regex::Regex;

use crate::will::detectors::Detector;

/// One Will rule. Rules run in profile order; the first violation decides.
#[derive(Debug, Clone)]
pub struct Rule {
    /// Unique within the profile; named in the Will's reason E_t.
    pub id: String,
    /// Why a violation matters, in words the user may see.
    pub reason: String,
    /// How the rule is checked.
    pub kind: RuleKind,
}

/// How a rule is checked.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub enum RuleKind {
    /// A match of the regex in the draft is a violation.
    Pattern {
        /// The compiled pattern.
        regex: Regex,
    },
    /// The draft must contain `must` (a case-insensitive substring given as `text`, or a regex
    /// given as `pattern`); it applies only when `when` (if any) matches the user message or the
    /// draft. With `repair_text`, a missing requirement is repaired by appending that text
    /// instead of failing (deterministic; the repaired draft is re-checked).
    Require {
        /// What must be present.
        must: Regex,
        /// When the rule applies (absent: always).
        when: Option<Regex>,
        /// Appended (after a blank line) to repair the draft.
        repair_text: Option<String>,
    },
    /// Any draft sentence whose embedding has cosine ≥ `threshold` with one of `examples` is a
    /// violation.
    Semantic {
        /// Example sentences of what the rule forbids.
        examples: Vec<String>,
        /// Cosine similarity threshold in (0, 1].
        threshold: f32,
    },
    /// A model answers `question` (a yes/no question about the draft, yes = violation); the
    /// label's probability renormalised over {yes, no} is the confidence.
    Judge {
        /// The yes/no question.
        question: String,
        /// A "yes" counts as a violation only with at least this confidence (default 0.5: the
        /// more likely label decides).
        min_confidence: f64,
    },
    /// An exact detector (credentials, private keys, payment cards, national ids) finds what
    /// it is built for in the draft.
    Detector { detector: Detector },
    /// The judgment heads ([`crate::will::classifier`]) find the (message, draft) pair a
    /// violation with P ≥ `threshold` (the trained operating point by default) and `category`
    /// its most likely category.
    Classifier {
        /// A category of the trained heads file.
        category: String,
        threshold: f64,
    },
    /// When the message or the draft is about suicide or self-harm (`when`), the answer must
    /// point to crisis support (`must`); a draft without it is repaired by appending the crisis
    /// resources of the configured locale. When the Will refuses such a turn, the user gets a
    /// caring reply with those resources instead of the governed refusal.
    Crisis { when: Regex, must: Regex },
}

impl RuleKind {
    /// The kind's name as written in a profile.
    pub fn name(&self) -> &'static str {
        match self {
            RuleKind::Pattern { .. } => "pattern",
            RuleKind::Require { .. } => "require",
            RuleKind::Semantic { .. } => "semantic",
            RuleKind::Judge { .. } => "judge",
            RuleKind::Detector { .. } => "detector",
            RuleKind::Classifier { .. } => "classifier",
            RuleKind::Crisis { .. } => "crisis",
        }
    }
}
