//! Will (spec/faculties.md, Stage 2): D_t, E_t = W(a_t, x_t, V).
//!
//! Rules run in profile order and the first violation decides; E_t names the rule id and why.
//! A `require` rule with `repair_text` repairs the draft deterministically instead of failing;
//! after any repair the whole rule set runs once more over the repaired text (no further
//! repairs), so a repair can never smuggle in what another rule forbids. A rule that cannot be
//! checked (no embedder, a model error) is a violation that says so: the Will fails closed.
//! [`feedback`] builds the reflexion block x_t ⊕ E_t without echoing the blocked text.

pub mod classifier;
pub mod crisis;
pub mod detectors;
pub mod guard;
pub mod sentences;

use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use crate::profile::{Profile, Rule, RuleKind};
use classifier::{Heads, JudgmentError};
use crisis::CrisisResources;
use guard::GuardFormat;
use keel_model::{ChatMessage, Embedder, Prompt, TextGenerator, cosine_similarity};

/// D_t.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    Approve,
    Violation,
}

/// How one rule went.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CheckOutcome {
    Pass,
    NotApplicable,
    Repaired,
    Violation,
    /// The rule could not be checked (counts as a violation).
    Error,
}

/// One rule's check.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RuleCheck {
    pub rule_id: String,
    pub kind: String,
    pub outcome: CheckOutcome,
    /// What was measured (never the blocked text itself).
    pub detail: String,
    /// Judge rules: the label probability of the decision; semantic rules: the best similarity.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub confidence: Option<f64>,
}

/// The Will's decision on one draft.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WillDecision {
    pub verdict: Verdict,
    /// The deciding rule (violation only).
    pub rule_id: Option<String>,
    /// E_t: "rule <id>: <reason> (<detail>)" (violation only).
    pub reason: Option<String>,
    /// Every check, in the order run.
    pub checks: Vec<RuleCheck>,
    /// The draft after deterministic repairs, when any were applied.
    pub repaired: Option<String>,
    #[serde(with = "crate::turn::duration_ms")]
    pub elapsed: Duration,
}

impl WillDecision {
    pub fn approved(&self) -> bool {
        self.verdict == Verdict::Approve
    }
}

/// The models a rule may need.
#[derive(Debug, Default)]
pub struct WillPorts<'a> {
    pub embedder: Option<&'a mut dyn Embedder>,
    pub judge: Option<&'a mut dyn TextGenerator>,
    /// The judgment embedder the `classifier` rules' heads were trained on.
    pub classifier: Option<&'a mut dyn Embedder>,
}

/// The Will of one profile, with the semantic rules' example embeddings cached.
#[derive(Debug, Clone)]
pub struct Will {
    /// The profile's name: which of the heads' per-profile violation heads applies.
    profile: String,
    rules: Vec<Rule>,
    /// Per rule: the embedded examples (semantic rules, once computed).
    examples: Vec<Option<Vec<Vec<f32>>>>,
    /// The last text whose sentences were embedded, with one vector per distinct sentence in
    /// first-seen order: every semantic rule of one judgement shares it, and a degenerate draft
    /// that repeats a line embeds it once.
    sentences: Option<(String, Vec<Vec<f32>>)>,
    /// The last (message, draft) pair the judgment embedder saw, with what the heads made of
    /// it: every classifier rule of one judgement shares one embedding.
    pair: Option<JudgedPair>,
    /// What a `crisis` rule appends and what a refused crisis turn answers.
    crisis: CrisisResources,
    /// A served guard model as the judge: checked first, before the profile's rules.
    guard: Option<GuardFormat>,
}

/// A (message, draft) pair the judgment embedder saw: its vector and what the heads made of it.
#[derive(Debug, Clone)]
struct JudgedPair {
    message: String,
    text: String,
    vectors: classifier::PairVectors,
    classified: classifier::Classification,
}

/// The rule id a guard model's verdict is recorded under.
pub const GUARD_RULE: &str = "guard-model";

/// Labels the judge model chooses between (first tokens differ).
pub const JUDGE_LABELS: [&str; 2] = ["Yes", "No"];

impl Will {
    pub fn new(profile: &Profile) -> Will {
        Will {
            profile: profile.name.clone(),
            rules: profile.rules.clone(),
            examples: vec![None; profile.rules.len()],
            sentences: None,
            pair: None,
            crisis: crisis::resources(&profile.crisis_locale),
            guard: None,
        }
    }

    /// The judge is this guard model: its verdict is checked before every rule.
    #[must_use]
    pub fn with_guard(mut self, guard: Option<GuardFormat>) -> Will {
        self.guard = guard;
        self
    }

    /// The judgment embedder's vectors of (message, text) — the pair's and the text's alone —
    /// when this Will's last classifier check embedded exactly that pair: the learned
    /// Conscience reuses them instead of embedding the answer again.
    pub fn pair_vectors(&self, message: &str, text: &str) -> Option<&classifier::PairVectors> {
        self.pair.as_ref().filter(|p| p.message == message && p.text == text).map(|p| &p.vectors)
    }

    /// Whether any rule needs the judgment embedder.
    pub fn needs_classifier(&self) -> bool {
        self.rules.iter().any(|r| matches!(r.kind, RuleKind::Classifier { .. }))
    }

    /// The caring reply with crisis resources when a `crisis` rule applies to this message:
    /// what a refused turn about suicide or self-harm answers instead of the governed refusal.
    pub fn crisis_reply(&self, message: &str) -> Option<String> {
        self.rules
            .iter()
            .any(|r| matches!(&r.kind, RuleKind::Crisis { when, .. } if when.is_match(message)))
            .then(|| self.crisis.caring_reply())
    }

    /// Embeds every semantic rule's examples now (so the first turn does not pay for it).
    pub fn warm_up(&mut self, embedder: &mut dyn Embedder) -> Result<(), keel_model::ModelError> {
        for (i, rule) in self.rules.iter().enumerate() {
            if let (RuleKind::Semantic { examples, .. }, None) = (&rule.kind, &self.examples[i]) {
                let refs: Vec<&str> = examples.iter().map(String::as_str).collect();
                self.examples[i] = Some(embedder.embed(&refs)?);
            }
        }
        Ok(())
    }

    /// Judges a draft.
    pub fn judge(&mut self, draft: &str, message: &str, ports: &mut WillPorts<'_>) -> WillDecision {
        let started = Instant::now();
        let mut checks = Vec::new();
        let mut text = draft.to_owned();
        let mut repaired = false;
        let mut decided = None;
        if let Some(format) = self.guard {
            let check = guard::check(
                format,
                draft,
                message,
                ports.judge.as_deref_mut().map(|j| -> &mut dyn TextGenerator { j }),
            );
            if matches!(check.outcome, CheckOutcome::Violation | CheckOutcome::Error) {
                let why = match check.outcome {
                    CheckOutcome::Error => "could not be checked by the guard model",
                    _ => "was flagged by the guard model",
                };
                decided = Some((
                    GUARD_RULE.to_owned(),
                    format!("rule {GUARD_RULE}: {why} ({})", check.detail),
                ));
            }
            checks.push(check);
        }
        if decided.is_none() {
            decided = self.pass(&mut text, message, ports, true, &mut checks, &mut repaired);
        }
        if decided.is_none() && repaired {
            decided = self.pass(&mut text, message, ports, false, &mut checks, &mut repaired);
        }
        let (verdict, rule_id, reason) = match decided {
            None => (Verdict::Approve, None, None),
            Some((id, reason)) => (Verdict::Violation, Some(id), Some(reason)),
        };
        WillDecision {
            verdict,
            rule_id,
            reason,
            checks,
            repaired: repaired.then_some(text),
            elapsed: started.elapsed(),
        }
    }

    fn pass(
        &mut self,
        text: &mut String,
        message: &str,
        ports: &mut WillPorts<'_>,
        allow_repair: bool,
        checks: &mut Vec<RuleCheck>,
        repaired: &mut bool,
    ) -> Option<(String, String)> {
        for i in 0..self.rules.len() {
            let check = self.check(i, text, message, ports, allow_repair);
            let rule = &self.rules[i];
            if check.outcome == CheckOutcome::Repaired {
                let repair = match &rule.kind {
                    RuleKind::Require { repair_text: Some(repair), .. } => repair.clone(),
                    RuleKind::Crisis { .. } => self.crisis.repair_text(),
                    _ => String::new(),
                };
                text.push_str("\n\n");
                text.push_str(&repair);
                *repaired = true;
            }
            let failed = matches!(check.outcome, CheckOutcome::Violation | CheckOutcome::Error);
            let reason = format!("rule {}: {} ({})", rule.id, rule.reason, check.detail);
            checks.push(check);
            if failed {
                return Some((rule.id.clone(), reason));
            }
        }
        None
    }

    fn check(
        &mut self,
        i: usize,
        text: &str,
        message: &str,
        ports: &mut WillPorts<'_>,
        allow_repair: bool,
    ) -> RuleCheck {
        let rule = &self.rules[i];
        let mut out = RuleCheck {
            rule_id: rule.id.clone(),
            kind: rule.kind.name().to_owned(),
            outcome: CheckOutcome::Pass,
            detail: String::new(),
            confidence: None,
        };
        match &rule.kind {
            RuleKind::Pattern { regex } => {
                if let Some(m) = regex.find(text) {
                    out.outcome = CheckOutcome::Violation;
                    out.detail = format!(
                        "pattern matched at characters {}..{}",
                        char_index(text, m.start()),
                        char_index(text, m.end())
                    );
                } else {
                    out.detail = "no match".into();
                }
            }
            RuleKind::Require { must, when, repair_text } => {
                let applies = when.as_ref().is_none_or(|w| w.is_match(message) || w.is_match(text));
                if !applies {
                    out.outcome = CheckOutcome::NotApplicable;
                    out.detail = "condition not met".into();
                } else if must.is_match(text) {
                    out.detail = "requirement present".into();
                } else if allow_repair && repair_text.is_some() {
                    out.outcome = CheckOutcome::Repaired;
                    out.detail = "requirement missing; repair text appended".into();
                } else {
                    out.outcome = CheckOutcome::Violation;
                    out.detail = "requirement missing".into();
                }
            }
            RuleKind::Semantic { examples, threshold } => {
                let threshold = *threshold;
                let Some(embedder) = ports.embedder.as_deref_mut() else {
                    out.outcome = CheckOutcome::Error;
                    out.detail = "no embedder to check a semantic rule".into();
                    return out;
                };
                if self.examples[i].is_none() {
                    let refs: Vec<&str> = examples.iter().map(String::as_str).collect();
                    match embedder.embed(&refs) {
                        Ok(v) => self.examples[i] = Some(v),
                        Err(e) => {
                            out.outcome = CheckOutcome::Error;
                            out.detail = format!("embedding the examples failed: {e}");
                            return out;
                        }
                    }
                }
                let mut parts = sentences::split(text);
                let mut seen = std::collections::HashSet::new();
                parts.retain(|p| seen.insert(*p));
                if parts.is_empty() {
                    out.detail = "no sentences".into();
                    return out;
                }
                if self.sentences.as_ref().is_none_or(|(t, _)| t != text) {
                    match embedder.embed(&parts) {
                        Ok(v) => self.sentences = Some((text.to_owned(), v)),
                        Err(e) => {
                            out.outcome = CheckOutcome::Error;
                            out.detail = format!("embedding the draft failed: {e}");
                            return out;
                        }
                    }
                }
                let vectors =
                    self.sentences.as_ref().map(|(_, v)| v.as_slice()).unwrap_or_default();
                let examples = self.examples[i].as_deref().unwrap_or_default();
                let mut best = (f32::NEG_INFINITY, 0, 0);
                for (si, v) in vectors.iter().enumerate() {
                    for (ei, e) in examples.iter().enumerate() {
                        let sim = cosine_similarity(v, e);
                        if sim > best.0 {
                            best = (sim, si, ei);
                        }
                    }
                }
                out.confidence = Some(f64::from(best.0));
                if best.0 >= threshold {
                    out.outcome = CheckOutcome::Violation;
                    out.detail = format!(
                        "distinct sentence {} is {:.2} similar to example {} (threshold {threshold:.2})",
                        best.1 + 1,
                        best.0,
                        best.2 + 1
                    );
                } else {
                    out.detail = format!("best similarity {:.2} < {threshold:.2}", best.0);
                }
            }
            RuleKind::Judge { question, min_confidence } => {
                let Some(judge) = ports.judge.as_deref_mut() else {
                    out.outcome = CheckOutcome::Error;
                    out.detail = "no judge model to check a judge rule".into();
                    return out;
                };
                match yes_probability(judge, &judge_prompt(question, message, text)) {
                    Ok(YesNo { p_yes, covered }) => {
                        let violation = p_yes > 0.5 && p_yes >= *min_confidence;
                        out.confidence = Some(if p_yes > 0.5 { p_yes } else { 1.0 - p_yes });
                        out.detail = format!(
                            "judge: P(yes) = {p_yes:.3} over yes/no (label mass covered {covered:.3}, violation needs ≥ {min_confidence:.2})"
                        );
                        if violation {
                            out.outcome = CheckOutcome::Violation;
                        }
                    }
                    Err(why) => {
                        out.outcome = CheckOutcome::Error;
                        out.detail = format!("judge {why}");
                    }
                }
            }
            RuleKind::Detector { detector } => match detector.find(text, message) {
                Some(found) => {
                    out.outcome = CheckOutcome::Violation;
                    out.detail =
                        format!("{} at characters {}..{}", found.what, found.start, found.end);
                    out.confidence = Some(1.0);
                }
                None => out.detail = format!("no {} found", detector.name().replace('_', " ")),
            },
            RuleKind::Crisis { when, must } => {
                if !(when.is_match(message) || when.is_match(text)) {
                    out.outcome = CheckOutcome::NotApplicable;
                    out.detail = "not about suicide or self-harm".into();
                } else if must.is_match(text) {
                    out.detail = "crisis resources present".into();
                } else if allow_repair {
                    out.outcome = CheckOutcome::Repaired;
                    out.detail = format!(
                        "crisis resources missing; the {} resources appended",
                        self.crisis.region
                    );
                } else {
                    out.outcome = CheckOutcome::Violation;
                    out.detail = "crisis resources missing".into();
                }
            }
            RuleKind::Classifier { category, threshold } => {
                let (category, threshold) = (category.clone(), *threshold);
                match self.classify(text, message, ports) {
                    Ok(c) => {
                        let p = c.violation;
                        let mine = c.category == category;
                        let flagged = p >= threshold && mine;
                        out.confidence = Some(if p >= threshold { p } else { 1.0 - p });
                        out.detail = format!(
                            "P(violation) = {p:.3} {} {threshold:.3}; most likely category {} ({:.2})",
                            if p >= threshold { "≥" } else { "<" },
                            c.category,
                            c.category_probability
                        );
                        if flagged {
                            out.outcome = CheckOutcome::Violation;
                        } else if p >= threshold {
                            // Another rule's category, or one this profile does not claim.
                            out.outcome = CheckOutcome::NotApplicable;
                        }
                    }
                    Err(why) => {
                        out.outcome = CheckOutcome::Error;
                        out.detail = why.to_string();
                    }
                }
            }
        }
        out
    }
}

impl Will {
    /// What the heads make of the pair; it is embedded once per (message, draft), with the
    /// draft alone when the heads read it too. Both vectors are kept for the Conscience.
    fn classify(
        &mut self,
        text: &str,
        message: &str,
        ports: &mut WillPorts<'_>,
    ) -> Result<classifier::Classification, JudgmentError> {
        let heads = Heads::builtin()?;
        if let Some(p) = self.pair.as_ref().filter(|p| p.message == message && p.text == text) {
            return Ok(p.classified.clone());
        }
        let Some(embedder) = ports.classifier.as_deref_mut() else {
            return Err(JudgmentError::NoEmbedder);
        };
        let wanted = &heads.embedder;
        if embedder.identity().name != wanted.name || embedder.dimension() != wanted.dimension {
            return Err(JudgmentError::WrongEmbedder {
                wanted: wanted.name.clone(),
                wanted_dimension: wanted.dimension,
                got: embedder.identity().name.clone(),
                got_dimension: embedder.dimension(),
            });
        }
        // The violation head also reads the answer alone and the message alone (when the heads
        // have their formats); the message's vector is the same for every draft of a turn.
        let mut vectors = heads.embed_pair(embedder, message, text, true)?;
        vectors.prompt = match self.pair.as_ref().filter(|p| p.message == message) {
            Some(previous) => previous.vectors.prompt.clone(),
            None => heads.embed_prompt(embedder, message)?,
        };
        let classified = heads.classify(&self.profile, &vectors);
        // A non-finite vector must not read as "no violation": fail closed.
        if !classified.violation.is_finite() || !classified.category_probability.is_finite() {
            return Err(JudgmentError::NotFinite);
        }
        self.pair = Some(JudgedPair {
            message: message.to_owned(),
            text: text.to_owned(),
            vectors,
            classified: classified.clone(),
        });
        Ok(classified)
    }
}

/// A yes/no question's answer as a model gives it: P(yes) renormalised over the two labels, and
/// the share of the next-token distribution the two labels cover.
pub(crate) struct YesNo {
    pub p_yes: f64,
    pub covered: f64,
}

/// Why a yes/no question got no usable answer (a fail-closed check says it after the judge's
/// name: "judge failed: …").
#[derive(Debug, thiserror::Error)]
pub enum YesNoError {
    #[error("failed: {0}")]
    Failed(#[source] keel_model::ModelError),
    /// Not two finite scores, one per label.
    #[error("returned unusable label scores {0:?}")]
    Unusable(Vec<f64>),
}

/// Asks `judge` a yes/no prompt through its label probabilities ([`JUDGE_LABELS`]), for a
/// fail-closed check.
pub(crate) fn yes_probability(
    judge: &mut dyn TextGenerator,
    prompt: &Prompt,
) -> Result<YesNo, YesNoError> {
    match judge.label_logprobs(prompt, &JUDGE_LABELS) {
        Ok(lp) if lp.len() == 2 && lp.iter().all(|x| x.is_finite()) => {
            let (yes, no) = (lp[0].exp(), lp[1].exp());
            Ok(YesNo { p_yes: yes / (yes + no), covered: yes + no })
        }
        Ok(lp) => Err(YesNoError::Unusable(lp)),
        Err(e) => Err(YesNoError::Failed(e)),
    }
}

fn char_index(text: &str, byte: usize) -> usize {
    text[..byte].chars().count()
}

/// The judge's prompt for one rule.
pub fn judge_prompt(question: &str, message: &str, draft: &str) -> Prompt {
    Prompt::Chat(vec![
        ChatMessage::system(
            "You review an assistant's response against one rule. Answer with one word: Yes or No.",
        ),
        ChatMessage::user(format!(
            "Rule question: {question}\n\nUser message:\n{message}\n\nAssistant response:\n{draft}\n\nAnswer Yes or No."
        )),
    ])
}

/// The reflexion feedback block appended to x_t for the retry: names the rule and why, never
/// the blocked text.
pub fn feedback(decision: &WillDecision) -> String {
    let why = decision
        .reason
        .as_deref()
        .and_then(|r| r.split_once(": "))
        .map_or("it broke a rule", |(_, rest)| rest.split(" (").next().unwrap_or(rest));
    // An instruction on the system side (never in the user's message): the model is told what
    // to avoid, not which rule or that a draft existed, so there is nothing of keel's machinery
    // for it to repeat.
    format!(
        "Your previous answer to the user's last message was withheld because it {why}. \
         Answer that message again without doing this. Do not mention an earlier answer or \
         this instruction."
    )
}

/// What the user gets when both drafts violate: keel's own notice, not the model's answer, so
/// it names no rule (the badge, the turn line and the record do).
pub const REFUSAL_MESSAGE: &str =
    "I can't help with that request. You can rephrase it or ask for something related.";

#[cfg(test)]
mod tests;
