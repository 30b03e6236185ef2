//! The governed turn on the committed tiny random-weight model: every path of the turn with a
//! real ONNX generator (deterministic greedy drafts, real token logprobs and margins), scripted
//! embeddings and the in-memory store. A random-weight model is torn between tokens (its real
//! margins average well under 0.7), so the paths that need a sure or an unsure model wrap it in
//! `Reporting`, which reports the same tokens with a chosen margin and logprob.

use fakes::{MemoryStore, WordEmbedder};
use keel_evidence::chain::Identity;
use keel_evidence::chain::verifier::verify_entries;
use keel_governance::profile::{Profile, Rule, RuleKind};
use keel_governance::test_fakes as fakes;
use keel_governance::turn::{Governor, TurnOutcome, TurnPorts, TurnRecord, TurnRequest};
use keel_governance::will::Will;
use keel_model::{CancelToken, ChatMessage, Prompt, TextGenerator};
use keel_regulator::Regulator;
use keel_runtime::onnx::OnnxGenerator;
use keel_tests::{fixtures, models};

fn tiny() -> OnnxGenerator {
    OnnxGenerator::load(&fixtures::tiny_model_dir(), models::runtime()).expect("tiny model loads")
}

fn profile(max_uncertainty: &str, rules: &str) -> Profile {
    Profile::from_toml(
        "tiny.toml",
        &format!(
            "name = \"tiny\"\n[intellect]\nmax_new_tokens = 24\n[der]\nmax_uncertainty = \"{max_uncertainty}\"\n\
             [[values]]\nname = \"Honesty\"\nweight = 1\n{rules}"
        ),
    )
    .unwrap()
}

/// A turn with the tiny model reporting itself sure of every token (margin 0.95).
fn turn(profile: &Profile, store: &MemoryStore, model: &mut OnnxGenerator) -> TurnRecord {
    turn_with(profile, store, &mut Reporting { inner: model, logprob: None, margin: 0.95 })
}

fn turn_with(profile: &Profile, store: &MemoryStore, model: &mut dyn TextGenerator) -> TurnRecord {
    let identity = Identity::from_seed([3; 32], "2026-03-01T00:00:00Z");
    let mut will = Will::new(profile);
    let mut regulator = Regulator::for_user("tiny");
    let mut embedder = WordEmbedder::new();
    let mut ports = TurnPorts {
        intellect: model,
        judge: None,
        embedder: Some(&mut embedder),
        classifier: None,
    };
    let mut governor = Governor {
        profile,
        will: &mut will,
        regulator: &mut regulator,
        identity: &identity,
        store,
    };
    let request = TurnRequest {
        message: "Say something.",
        utc: "2026-03-01T12:00:00Z",
        ..Default::default()
    };
    governor.run(&mut ports, &request, &CancelToken::new(), &mut |_| {}).expect("turn runs")
}

#[test]
fn a_confident_draft_is_approved_and_committed() {
    let p = profile("MED", "");
    let store = MemoryStore::default();
    let r = turn(&p, &store, &mut tiny());
    assert_eq!(r.regulator.uncertainty, "LOW", "{:?}", r.regulator.confidence);
    assert_eq!(r.outcome, TurnOutcome::Committed, "{:?}", r.error);
    let compile = r.compile.clone().unwrap();
    assert_eq!(compile["status"], "PASS", "{compile}");
    assert!(r.rai.unwrap() >= 0.86);
    let entries = store.entries.lock().unwrap().clone();
    assert_eq!(entries.len(), 1);
    assert!(entries[0].success_met);
    assert!(verify_entries(None, &entries).chain_ok);
    assert_eq!(r.drafts[0].token_ids.len(), r.drafts[0].logprobs.len());
    assert_eq!(r.drafts[0].model.name, "tiny-lm");
    assert_eq!(store.turns.lock().unwrap().len(), 1);
}

/// The tiny model's real generation loop with each token's margin (and, when set, logprob)
/// replaced: a sure or an unsure model on the same tokens.
#[derive(Debug)]
struct Reporting<'a> {
    inner: &'a mut OnnxGenerator,
    logprob: Option<f32>,
    margin: f32,
}

impl TextGenerator for Reporting<'_> {
    fn identity(&self) -> &keel_model::ModelIdentity {
        self.inner.identity()
    }
    fn render_chat(&self, m: &[ChatMessage]) -> Result<String, keel_model::ModelError> {
        self.inner.render_chat(m)
    }
    fn generate(
        &mut self,
        request: &keel_model::GenerationRequest,
        cancel: &CancelToken,
        on_token: &mut dyn FnMut(&keel_model::TokenEvent),
    ) -> Result<keel_model::Generation, keel_model::ModelError> {
        let (logprob, margin) = (self.logprob, Some(self.margin));
        let mut g = self.inner.generate(request, cancel, &mut |t| {
            on_token(&keel_model::TokenEvent {
                logprob: logprob.or(t.logprob),
                margin,
                ..t.clone()
            });
        })?;
        for t in &mut g.tokens {
            t.logprob = logprob.or(t.logprob);
            t.margin = margin;
        }
        Ok(g)
    }
}

#[test]
fn the_decoders_own_margins_reach_the_regulator() {
    let p = profile("HIGH", "");
    let r = turn_with(&p, &MemoryStore::default(), &mut tiny());
    let confidence = r.regulator.confidence.expect("a confidence");
    assert_eq!(confidence.basis, keel_regulator::ConfidenceBasis::Margins { tokens: 24 });
    assert!(confidence.value < 0.7, "random weights are not sure: {confidence:?}");
    assert_eq!(r.drafts[0].margins.len(), 24);
}

#[test]
fn a_low_confidence_draft_takes_the_stop_path() {
    let p = profile("MED", "");
    let store = MemoryStore::default();
    let mut model = tiny();
    let r = turn_with(
        &p,
        &store,
        &mut Reporting { inner: &mut model, logprob: Some(-6.0), margin: 0.05 },
    );
    assert_eq!(r.regulator.uncertainty, "HIGH", "{:?}", r.regulator.confidence);
    assert_eq!(r.outcome, TurnOutcome::Held);
    assert!(r.shown.starts_with("Held for human review"));
    assert!(store.entries.lock().unwrap().is_empty());
    let compile = r.compile.unwrap();
    assert_eq!((compile["status"].as_str(), compile["stop"].as_bool()), (Some("PASS"), Some(true)));
    assert_eq!(r.der.unwrap()["SDI_DER"]["ILJO"]["OUTCOME"], "STATE=REJECTED_PENDING_HUMAN_REVIEW");
    assert_eq!(store.turns.lock().unwrap().len(), 1, "held turns are kept");
}

#[test]
fn a_pattern_violation_is_retried_and_the_different_retry_adopted() {
    // Learn the deterministic first draft, then forbid exactly its opening.
    let first =
        turn(&profile("MED", ""), &MemoryStore::default(), &mut tiny()).drafts[0].answer.clone();
    let opening: String = first.chars().take(6).collect();
    assert!(!opening.trim().is_empty(), "the tiny model produced text: {first:?}");
    let mut p = profile("MED", "");
    p.rules.push(Rule {
        id: "no-opening".into(),
        reason: "starts the forbidden way".into(),
        kind: RuleKind::Pattern {
            regex: regex::Regex::new(&format!("^{}", regex::escape(&opening))).unwrap(),
        },
    });
    let store = MemoryStore::default();
    let r = turn(&p, &store, &mut tiny());
    assert_eq!(r.will.len(), 2);
    assert_eq!(r.will[0].rule_id.as_deref(), Some("no-opening"));
    assert_ne!(r.drafts[0].answer, r.drafts[1].answer, "the feedback changed the prompt");
    assert!(r.will[1].approved(), "retry: {:?}", r.drafts[1].answer);
    assert_eq!(r.outcome, TurnOutcome::Committed);
    assert_eq!(r.answer.as_deref(), Some(r.drafts[1].answer.as_str()), "the retry is adopted");
    let der = r.der.unwrap();
    assert!(
        der["SDI_DER"]["ILJO"]["JUDGMENT"].as_str().unwrap().contains("after one reflexion retry")
    );
}

#[test]
fn two_violations_give_the_refusal_and_no_entry() {
    let p = profile(
        "HIGH",
        "[[will.rules]]\nid = \"anything\"\nkind = \"pattern\"\npattern = '(?s).'\nreason = \"says anything\"\n",
    );
    let store = MemoryStore::default();
    let r = turn(&p, &store, &mut tiny());
    assert_eq!(r.outcome, TurnOutcome::Refused);
    assert_eq!(r.shown, keel_governance::will::REFUSAL_MESSAGE);
    assert_eq!(r.will[1].rule_id.as_deref(), Some("anything"), "the record names the rule");
    assert!(store.entries.lock().unwrap().is_empty(), "no EPISODIC entry");
    assert_eq!((r.drafts.len(), r.will.len()), (2, 2));

    let mut recording = p.clone();
    recording.record_refusals = true;
    let store = MemoryStore::default();
    let r = turn(&recording, &store, &mut tiny());
    let entries = store.entries.lock().unwrap().clone();
    assert_eq!(entries.len(), 1);
    assert!(!entries[0].success_met);
    assert!(verify_entries(None, &entries).chain_ok);
    assert_eq!(r.entry.unwrap().entry_hash, entries[0].entry_hash);
}

#[test]
fn label_logprobs_match_the_generated_token_and_are_log_probabilities() {
    let mut model = tiny();
    let prompt = Prompt::Chat(vec![ChatMessage::user("Pick a letter.")]);
    let lp = model.label_logprobs(&prompt, &["A", "B", "C"]).unwrap();
    assert_eq!(lp.len(), 3);
    assert!(lp.iter().all(|x| x.is_finite() && *x <= 0.0), "{lp:?}");
    let mass: f64 = lp.iter().map(|x| x.exp()).sum();
    assert!(mass > 0.0 && mass <= 1.0 + 1e-9);
    assert_eq!(model.label_logprobs(&prompt, &["A", "B", "C"]).unwrap(), lp, "deterministic");
    // The greedy first token's logprob equals the label score of that token's text.
    let request = keel_model::GenerationRequest::chat(
        vec![ChatMessage::user("Pick a letter.")],
        keel_model::SamplingParams { max_new_tokens: 1, ..Default::default() },
    );
    let generation = model.generate(&request, &CancelToken::new(), &mut |_| {}).unwrap();
    let text = generation.text.clone();
    if !text.is_empty() {
        let scored = model.label_logprobs(&prompt, &[text.as_str()]).unwrap()[0];
        assert!(
            (scored - f64::from(generation.tokens[0].logprob.unwrap())).abs() < 1e-4,
            "{scored} vs {:?}",
            generation.tokens[0]
        );
    }
}
