//! Governing an answer that came from anywhere (`keel check`): another model, an agent, a
//! human draft. The Will judges the (prompt, response) pair as it would a draft of the
//! Intellect (no repair is applied: keel did not write the text and does not change it), the
//! Conscience scores each value, and Spirit gives S of this pair alone (a fresh memory, so one
//! pair never moves another's score). [`check_facts`] frames a checked pair as a turn's DER for
//! `--commit`.

use serde::Serialize;

use crate::conscience::{EmbeddingJudge, ValueScore};
use crate::profile::Profile;
use crate::spirit::SpiritMemory;
use crate::turn::audit::{self, AuditPorts};
use crate::turn::der_assembly::{DerKind, TurnFacts};
use crate::will::{Verdict, Will, WillDecision, WillPorts};
use keel_model::{Embedder, TextGenerator};
use keel_regulator::Confidence;

/// The Will's part of a check.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WillPart {
    pub decision: Verdict,
    /// The deciding rule (violation only).
    pub rule: Option<String>,
    /// The rule's reason (violation only).
    pub reason: Option<String>,
}

/// Spirit's part of a check.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct SpiritPart {
    /// S ∈ [0, 1] of this pair alone.
    pub score: f64,
}

/// One checked pair.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CheckResult {
    pub will: WillPart,
    pub conscience: Vec<ValueScore>,
    pub spirit: SpiritPart,
    /// The full decision (every rule's check), for records and `--commit`.
    #[serde(skip)]
    pub decision: WillDecision,
}

impl CheckResult {
    pub fn approved(&self) -> bool {
        self.will.decision == Verdict::Approve
    }
}

/// The models a check uses.
#[derive(Debug)]
pub struct CheckPorts<'a> {
    /// Semantic rules and the embedding Conscience.
    pub embedder: &'a mut dyn Embedder,
    /// Classifier rules.
    pub classifier: Option<&'a mut dyn Embedder>,
    /// Judge rules and a guard model.
    pub judge: Option<&'a mut dyn TextGenerator>,
}

/// Checks one pair under `profile` with its Will and Conscience (kept by the caller across
/// pairs so their caches are reused).
pub fn check_pair(
    profile: &Profile,
    will: &mut Will,
    conscience: &mut EmbeddingJudge,
    prompt: &str,
    response: &str,
    ports: &mut CheckPorts<'_>,
) -> CheckResult {
    let decision = will.judge(
        response,
        prompt,
        &mut WillPorts {
            embedder: Some(&mut *ports.embedder),
            judge: ports.judge.as_deref_mut().map(|j| -> &mut dyn TextGenerator { j }),
            classifier: ports.classifier.as_deref_mut().map(|c| -> &mut dyn Embedder { c }),
        },
    );
    // A repair would change someone else's text: a pair that needs one is judged as it is.
    let (verdict, rule, reason) = match (&decision.verdict, &decision.repaired) {
        (Verdict::Approve, Some(_)) => {
            // Reported as the Will reports a violation: "rule ID: REASON (DETAIL)".
            let repaired =
                decision.checks.iter().find(|c| c.outcome == crate::will::CheckOutcome::Repaired);
            let reason = repaired.and_then(|c| {
                let rule = profile.rules.iter().find(|r| r.id == c.rule_id)?;
                Some(format!("rule {}: {} ({})", c.rule_id, rule.reason, c.detail))
            });
            (Verdict::Violation, repaired.map(|c| c.rule_id.clone()), reason)
        }
        _ => (decision.verdict, decision.rule_id.clone(), decision.reason.clone()),
    };
    let conscience = audit::conscience(
        profile,
        prompt,
        response,
        &mut AuditPorts {
            embedder: Some(&mut *ports.embedder),
            judge: ports.judge.as_deref_mut().map(|j| -> &mut dyn TextGenerator { j }),
            classifier: ports.classifier.as_deref_mut().map(|c| -> &mut dyn Embedder { c }),
            vectors: will.pair_vectors(prompt, response),
        },
        conscience,
    );
    let judgements: Vec<_> = conscience.iter().map(ValueScore::judgement).collect();
    let reading = SpiritMemory::new(profile).audit(&profile.spirit, &judgements);
    CheckResult {
        will: WillPart { decision: verdict, rule, reason },
        conscience,
        spirit: SpiritPart { score: reading.s },
        decision,
    }
}

/// The texts a checked pair's DER carries that keel writes itself.
#[derive(Debug, Clone)]
pub struct CheckTexts<'a> {
    /// What a violation's record gives as the answer (the governed refusal).
    pub refusal: &'a str,
    /// r_t (see [`reflection`]).
    pub reflection: &'a str,
}

/// r_t of a checked pair: the response carries none of keel's, so a derived, verdict-free
/// account stands in, as the Intellect's derived reflection does.
pub fn reflection(profile: &Profile, response: &str) -> String {
    format!(
        "The response has {} words; it was written outside keel and checked under the values {} \
         of profile {}.",
        response.split_whitespace().count(),
        profile.value_names().join(", "),
        profile.name
    )
}

/// The turn facts of a checked pair: an approved pair is an answer, a violation a refused
/// (STOP) record whose draft is the checked response.
pub fn check_facts<'a>(
    profile: &'a Profile,
    utc: &'a str,
    prompt: &'a str,
    response: &'a str,
    texts: &CheckTexts<'a>,
    result: &CheckResult,
    confidence: Option<Confidence>,
) -> TurnFacts<'a> {
    let approved = result.approved();
    TurnFacts {
        profile,
        utc,
        message: prompt,
        answer: if approved { response } else { texts.refusal },
        reflection: texts.reflection,
        drafts: vec![response],
        will_summary: if approved {
            "approved (keel check: an answer written elsewhere)".to_owned()
        } else {
            format!(
                "blocked by {} (keel check: an answer written elsewhere)",
                result.will.rule.as_deref().unwrap_or("a rule")
            )
        },
        will_reasons: result.will.reason.iter().cloned().collect(),
        trace: format!(
            "keel check: response supplied by the caller, not generated by keel; Will {}",
            if approved { "approved" } else { "found a violation" }
        ),
        confidence,
        uncertainty: crate::turn::der_assembly::uncertainty(confidence.map(|c| c.value)),
        regulator_decision: keel_regulator::Decision::Continue.kind().to_owned(),
        audited_turns: 0,
        coaching_note: "",
        kind: if approved { DerKind::Answer } else { DerKind::Refused },
    }
}
