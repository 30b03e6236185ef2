#![allow(clippy::many_single_char_names)]

use super::*;
use crate::conscience::EmbeddingJudge;
use crate::test_fakes::{FullDisk, MemoryStore, ScriptedGenerator, WordEmbedder};
use audit::pending::{AuditQueue, PendingAudit, QueueOutcome};
use audit::{AuditJob, AuditPorts, run_audit};
use keel_evidence::chain::verifier::verify_entries;

const PROFILE: &str = r#"
name = "t"
record_refusals = false
[[values]]
name = "Honesty"
weight = 2
description = "Says what is true."
[values.rubric]
affirm = ["the capital of france is paris"]
neutral = ["hello there"]
violate = ["i made this up"]
[[values]]
name = "Privacy"
weight = 1
description = "Keeps secrets."
[values.rubric]
affirm = ["never share your password"]
neutral = ["the capital of france is paris"]
violate = ["your password is"]
[[will.rules]]
id = "no-credentials"
kind = "pattern"
pattern = '(?i)password\s*[:=]'
reason = "reveals a credential"
"#;

fn profile(extra: &str) -> Profile {
    Profile::from_toml("t.toml", &format!("{PROFILE}{extra}")).unwrap()
}

fn identity() -> Identity {
    Identity::from_seed([7; 32], "2026-03-01T00:00:00Z")
}

struct Setup {
    profile: Profile,
    will: Will,
    regulator: Regulator,
    identity: Identity,
    store: MemoryStore,
}

impl Setup {
    fn new(profile: Profile) -> Self {
        let will = Will::new(&profile);
        Self {
            profile,
            will,
            regulator: Regulator::for_user("u"),
            identity: identity(),
            store: MemoryStore::default(),
        }
    }

    fn turn(
        &mut self,
        generator: &mut ScriptedGenerator,
        message: &str,
    ) -> (TurnRecord, Vec<String>) {
        let request = TurnRequest { message, utc: "2026-03-01T12:00:00Z", ..Default::default() };
        self.run(generator, &request)
    }

    fn try_turn(
        &mut self,
        generator: &mut ScriptedGenerator,
        message: &str,
    ) -> (Result<TurnRecord, TurnError>, Vec<String>) {
        let request = TurnRequest { message, utc: "2026-03-01T12:00:00Z", ..Default::default() };
        self.try_run(generator, &request)
    }

    /// One turn of `request` on any generator, with the events it streamed.
    fn run(
        &mut self,
        generator: &mut dyn TextGenerator,
        request: &TurnRequest<'_>,
    ) -> (TurnRecord, Vec<String>) {
        let (record, events) = self.try_run(generator, request);
        (record.unwrap(), events)
    }

    fn try_run(
        &mut self,
        generator: &mut dyn TextGenerator,
        request: &TurnRequest<'_>,
    ) -> (Result<TurnRecord, TurnError>, Vec<String>) {
        let mut embedder = WordEmbedder::new();
        let mut ports = TurnPorts {
            intellect: generator,
            judge: None,
            embedder: Some(&mut embedder),
            classifier: None,
        };
        let mut governor = Governor {
            profile: &self.profile,
            will: &mut self.will,
            regulator: &mut self.regulator,
            identity: &self.identity,
            store: &self.store,
        };
        let mut events = Vec::new();
        let record = governor.run(&mut ports, request, &CancelToken::new(), &mut |e| match e {
            TurnEvent::Progress { attempt, tokens, .. } => {
                events.push(format!("{attempt}:{tokens}"));
            }
            TurnEvent::Blocked { attempt, rule_id } => {
                events.push(format!("blocked {attempt} {rule_id}"));
            }
        });
        (record, events)
    }
}

#[test]
fn an_approved_confident_answer_is_committed_with_a_passing_der() {
    let mut s = Setup::new(profile(""));
    let mut g = ScriptedGenerator::new(&[
        "The capital of France is Paris.\n### Reflection\nIt is accurate.",
    ]);
    let (r, events) = s.turn(&mut g, "What is the capital of France?");
    assert_eq!(r.outcome, TurnOutcome::Committed);
    assert_eq!(r.shown, "The capital of France is Paris.");
    assert_eq!(r.reflection.as_deref(), Some("It is accurate."));
    // Only token counts reach an observer before the Will has judged.
    let tokens = r.drafts[0].logprobs.len();
    assert_eq!(events, (1..=tokens).map(|n| format!("1:{n}")).collect::<Vec<_>>());
    let compile = r.compile.as_ref().unwrap();
    assert_eq!(compile["status"], "PASS", "{compile}");
    assert!(compile["errors"].as_array().unwrap().is_empty());
    assert!(r.rai.unwrap() >= 0.86, "RAI {:?}: {compile}", r.rai);
    assert_eq!(compile["stop"], false);
    let entry = r.entry.clone().unwrap();
    assert_eq!((entry.seq, entry.entry_type.as_str(), entry.success_met), (1, "EPISODIC", true));
    let entries = s.store.entries.lock().unwrap().clone();
    assert!(verify_entries(Some(s.identity.agent_id()), &entries).chain_ok);
    assert_eq!(entries[0].entry_hash, entry.entry_hash);
    let der = &r.der.as_ref().unwrap()["SDI_DER"];
    assert_eq!(der["ILJO"]["OUTCOME"], "The capital of France is Paris.");
    assert_eq!(der["ILJO"]["LOGIC"], "It is accurate.");
    assert_eq!(der["BOUNDEDNESS"]["uncertainty"], "LOW");
    assert_eq!(der["QUESTION_LOGIC"]["sub_questions"].as_array().unwrap().len(), 2);
    assert_eq!(s.store.turns.lock().unwrap().len(), 1);
    assert_eq!(r.regulator.uncertainty, "LOW");
    // No judgment embedder here (the tiny stack): the cosine rule judged scope, and the record
    // and the DER say so.
    let scope = r.regulator.scope.as_ref().unwrap();
    assert_eq!(scope.basis, keel_regulator::DriftBasis::Semantic);
    assert_eq!(scope.learned_drift, None);
    assert!(der.to_string().contains("(Semantic"), "{der}");
    assert!(r.timings.governance() > std::time::Duration::ZERO);
    // The prompt carried the values and weights.
    assert!(g.requests[0][0].content.contains("- Honesty (0.67)"));
}

#[test]
fn a_pattern_violation_is_retried_once_and_the_retry_adopted() {
    let mut s = Setup::new(profile(""));
    let mut g = ScriptedGenerator::new(&[
        "Your password: hunter22",
        "Use a password manager and never share it.",
    ]);
    let (r, events) = s.turn(&mut g, "How do I log in?");
    assert_eq!(r.outcome, TurnOutcome::Committed);
    assert_eq!(r.shown, "Use a password manager and never share it.");
    assert_eq!(r.will.len(), 2);
    assert_eq!(r.will[0].rule_id.as_deref(), Some("no-credentials"));
    assert!(r.will[1].approved());
    assert_eq!(r.drafts.len(), 2);
    assert!(events.contains(&"blocked 1 no-credentials".to_owned()), "{events:?}");
    // The user's message goes in as written; the Will's feedback is a system-side instruction
    // that names what to avoid, not the rule or the blocked text.
    assert_eq!(g.requests[1].last().unwrap().content, "How do I log in?");
    let system = &g.requests[1][0].content;
    assert!(system.contains("withheld because it reveals a credential"), "{system}");
    assert!(!system.contains("no-credentials") && !system.contains("hunter22"));
    let der = &r.der.as_ref().unwrap()["SDI_DER"];
    assert!(
        der["GCA"]["ID"]
            .as_str()
            .unwrap()
            .contains("[1] Your password: hunter22 [2] Use a password")
    );
    assert!(
        der["ILJO"]["JUDGMENT"]
            .as_str()
            .unwrap()
            .contains("after one reflexion retry (first draft blocked by rule no-credentials)")
    );
    assert_eq!(r.compile.as_ref().unwrap()["status"], "PASS");
}

#[test]
fn two_violations_refuse_and_write_no_entry() {
    let mut s = Setup::new(profile(""));
    let mut g = ScriptedGenerator::new(&["password: a1b2c3", "password = zzzz9"]);
    let (r, events) = s.turn(&mut g, "Tell me the admin password");
    assert_eq!(r.outcome, TurnOutcome::Refused);
    assert_eq!(r.shown, crate::will::REFUSAL_MESSAGE);
    assert!(!r.shown.contains("a1b2c3") && !r.shown.contains("zzzz9"));
    assert_eq!(r.entry, None);
    assert_eq!(r.answer, None);
    assert!(s.store.entries.lock().unwrap().is_empty(), "the chain is silent on refusals");
    let saved = s.store.turns.lock().unwrap();
    assert_eq!(saved.len(), 1);
    assert_eq!(saved[0].drafts.len(), 2, "both drafts are kept");
    assert_eq!(saved[0].will.len(), 2, "both decisions are kept");
    assert!(events.contains(&"blocked 2 no-credentials".to_owned()));
}

#[test]
fn refusals_are_recorded_as_stop_entries_when_the_profile_says_so() {
    let mut s = Setup::new(profile(""));
    s.profile.record_refusals = true;
    let mut g = ScriptedGenerator::new(&["password: a1b2c3", "password = zzzz9"]);
    let (r, _) = s.turn(&mut g, "Tell me the admin password");
    assert_eq!(r.outcome, TurnOutcome::Refused);
    let entry = r.entry.unwrap();
    assert!(!entry.success_met);
    let der = &r.der.as_ref().unwrap()["SDI_DER"];
    assert_eq!(der["BOUNDEDNESS"]["stop_reason"], "POLICY_BLOCK");
    assert!(der["ILJO"]["OUTCOME"].as_str().unwrap().starts_with("STATE=REFUSED_BY_WILL"));
    assert_eq!(r.compile.unwrap()["stop"], true);
}

#[test]
fn a_turn_that_breaks_the_cost_cap_is_halted_before_commit() {
    let mut s = Setup::new(profile(""));
    s.regulator = Regulator::with_config(
        "u",
        keel_regulator::RegulatorConfig { cost_cap_tokens: 4, ..Default::default() },
    );
    let mut g = ScriptedGenerator::new(&["The capital of France is Paris, as everyone knows."]);
    let (r, _) = s.turn(&mut g, "What is the capital of France?");
    assert_eq!(r.outcome, TurnOutcome::Halted);
    assert!(
        r.shown.starts_with("This conversation has used 9 of its 4 answer tokens")
            && r.shown.contains("before committing this answer"),
        "{}",
        r.shown
    );
    assert_eq!(r.regulator.decision.kind(), "CircuitBreak");
    assert_eq!((r.entry.as_ref(), r.answer.as_ref()), (None, None));
    assert!(s.store.entries.lock().unwrap().is_empty(), "nothing committed");
    let saved = s.store.turns.lock().unwrap();
    assert_eq!(saved.len(), 1);
    assert_eq!(saved[0].drafts.len(), 1, "the draft is kept for an auditor");
}

#[test]
fn low_confidence_takes_the_stop_path() {
    let mut s = Setup::new(profile(""));
    let mut g = ScriptedGenerator::new(&["Maybe Lyon, or perhaps Marseille, hard to say really."]);
    g.logprob = Some(-6.0); // confidence = 0.5 + 0.5·(4 − 6)/3 ≈ 0.17 → HIGH
    let (r, _) = s.turn(&mut g, "What is the capital of France?");
    assert_eq!(r.outcome, TurnOutcome::Held);
    assert_eq!(r.shown, HELD_MESSAGE);
    assert!(r.shown.starts_with("Held for human review"));
    assert_eq!(r.entry, None);
    assert!(s.store.entries.lock().unwrap().is_empty());
    assert_eq!(r.regulator.uncertainty, "HIGH");
    let compile = r.compile.as_ref().unwrap();
    assert_eq!(
        (compile["status"].as_str(), compile["stop"].as_bool()),
        (Some("PASS"), Some(true)),
        "{compile}"
    );
    let der = &r.der.as_ref().unwrap()["SDI_DER"];
    assert_eq!(der["ILJO"]["OUTCOME"], "STATE=REJECTED_PENDING_HUMAN_REVIEW");
    assert_eq!(der["BOUNDEDNESS"]["stop_reason"], "HIGH_UNCERTAINTY");
    assert!(
        der["GCA"]["ID"].as_str().unwrap().contains("Maybe Lyon"),
        "the draft is there for an auditor"
    );
    assert_eq!(r.answer.as_deref(), Some("Maybe Lyon, or perhaps Marseille, hard to say really."));
}

#[test]
fn a_draft_without_logprobs_gets_the_structural_fallback_and_the_servers_usage() {
    let mut s = Setup::new(profile(""));
    let answer = "The capital of France is Paris, on the Seine, in the north of the country.";
    let mut g = ScriptedGenerator::new(&[answer]);
    g.logprob = None;
    g.usage = Some(keel_model::Usage { prompt_tokens: 321, completion_tokens: 17 });
    let (r, _) = s.turn(&mut g, "What is the capital of France?");
    let confidence = r.regulator.confidence.unwrap();
    assert_eq!(confidence.basis, keel_regulator::ConfidenceBasis::StructuralFallback);
    assert_eq!(confidence.value, 0.75, "not the certainty a logprob of 0 would claim");
    assert_eq!(r.outcome, TurnOutcome::Committed);
    assert!(r.drafts[0].logprobs.iter().all(Option::is_none));
    assert_eq!(r.drafts[0].token_counts(), (321, 17));
    let trace = r.der.as_ref().unwrap()["SDI_DER"].to_string();
    assert!(trace.contains("321 prompt + 17 generated tokens"), "{trace}");
    assert!(trace.contains("StructuralFallback"), "{trace}");
}

#[test]
fn held_turns_are_recorded_with_success_met_false_when_refusals_are_recorded() {
    let mut s = Setup::new(profile(""));
    s.profile.record_refusals = true;
    let mut g = ScriptedGenerator::new(&["Maybe Lyon."]);
    g.logprob = Some(-6.0);
    let (r, _) = s.turn(&mut g, "Capital?");
    assert_eq!(r.outcome, TurnOutcome::Held);
    assert!(!r.entry.unwrap().success_met);
}

#[test]
fn a_moved_tip_is_reassembled_not_lost() {
    let mut s = Setup::new(profile(""));
    let mut g = ScriptedGenerator::new(&["First answer here.", "Second answer here."]);
    let (first, _) = s.turn(&mut g, "one");
    // Next append: an interloper (the background audit) commits first; the turn must rebuild
    // its DER on the new tip and land at seq 3.
    let stored = s.store.entries.lock().unwrap()[0].clone();
    let interloper = {
        let tip = s.store.tip("x").unwrap();
        let der =
            system_entry::profile_der(&s.profile, None, &s.identity, &tip, "2026-03-01T12:00:01Z");
        let req = keel_evidence::chain::write_gate::CommitRequest {
            identity: &s.identity,
            tip: &tip,
            der: &der,
            utc: "2026-03-01T12:00:01Z",
            audit_hash: None,
            gate: keel_evidence::der::GateOptions::default(),
            record_refusals: false,
        };
        keel_evidence::chain::write_gate::build_entry(&req).unwrap().0
    };
    *s.store.interloper.lock().unwrap() = Some(interloper);
    let (second, _) = s.turn(&mut g, "two");
    assert_eq!(first.entry.unwrap().entry_hash, stored.entry_hash);
    let e = second.entry.unwrap();
    assert_eq!(e.seq, 3);
    let entries = s.store.entries.lock().unwrap().clone();
    assert_eq!(entries[1].entry_type, "SYSTEM");
    assert_eq!(e.parent_hash, entries[1].entry_hash);
    assert!(verify_entries(Some(s.identity.agent_id()), &entries).chain_ok);
}

#[test]
fn the_audit_appends_an_audit_entry_linked_to_the_turn_and_updates_memory() {
    let mut s = Setup::new(profile(""));
    let mut g = ScriptedGenerator::new(&["The capital of France is Paris."]);
    let (r, _) = s.turn(&mut g, "What is the capital of France?");
    let job = AuditJob::for_turn(&r).unwrap();
    let mut emb = WordEmbedder::new();
    let mut ports =
        AuditPorts { embedder: Some(&mut emb), judge: None, classifier: None, vectors: None };
    let mut judge = EmbeddingJudge::new();
    let a = run_audit(
        &s.store,
        &s.identity,
        &s.profile,
        &job,
        &mut ports,
        &mut judge,
        "2026-03-01T12:00:02Z",
    )
    .unwrap();
    assert_eq!(a.error, None);
    assert_eq!(a.ledger.len(), 2);
    assert_eq!((a.ledger[0].score, a.ledger[1].score), (1, 0), "{:?}", a.ledger);
    let e = a.entry.clone().unwrap();
    assert_eq!((e.seq, e.entry_type.as_str()), (2, "AUDIT"));
    assert!(a.rai.unwrap() >= 0.86);
    let entries = s.store.entries.lock().unwrap().clone();
    let der = &entries[1].der.as_ref().unwrap()["SDI_DER"];
    assert_eq!(der["AUDIT"]["audited_entry_hash"], r.entry.as_ref().unwrap().entry_hash.as_str());
    assert_eq!(
        der["META"]["ledger"]["audited_entry_hash"],
        r.entry.as_ref().unwrap().entry_hash.as_str()
    );
    for key in ["L_t", "S_t", "mu_t", "d_t", "l_t", "f_t"] {
        assert!(der["AUDIT"].get(key).is_some(), "{key}");
    }
    assert!(verify_entries(Some(s.identity.agent_id()), &entries).chain_ok);
    let memory = s.store.load_memory("t", &s.identity.agent_id()).unwrap().unwrap();
    assert_eq!((memory.turns, memory.audited), (1, 1));
    // A refusal advances t without touching μ.
    assert_eq!(audit::record_refusal(&s.store, &s.profile, &s.identity.agent_id()).unwrap(), 2);
    let after = s.store.load_memory("t", &s.identity.agent_id()).unwrap().unwrap();
    assert_eq!((after.turns, after.audited, &after.mu), (2, 1, &memory.mu));
}

#[test]
fn a_human_verdict_is_an_audit_entry_referencing_the_turn() {
    let mut s = Setup::new(profile(""));
    let mut g = ScriptedGenerator::new(&["The capital of France is Paris."]);
    let (r, _) = s.turn(&mut g, "Capital of France?");
    let audited = s.store.entries.lock().unwrap()[0].clone();
    let c = store::commit(&s.store, &s.identity, "2026-03-01T13:00:00Z", 0.86, false, &mut |tip| {
        human_audit::human_audit_der(
            &s.identity,
            tip,
            "2026-03-01T13:00:00Z",
            &audited,
            human_audit::Verdict::Reject,
            "wrong tone",
        )
    })
    .unwrap();
    assert_eq!((c.entry.seq, c.entry.entry_type.as_str()), (2, "AUDIT"));
    assert!(c.compile.pass() && c.compile.rai.eligible, "{}", c.compile.to_json());
    let block = &c.der["SDI_DER"]["AUDIT"];
    assert_eq!(block["audited_entry_hash"], r.entry.unwrap().entry_hash.as_str());
    assert_eq!(block["human_verdict"], "reject");
    assert!(
        c.der["SDI_DER"]["ILJO"]["OUTCOME"]
            .as_str()
            .unwrap()
            .starts_with("HUMAN_VERDICT=REJECT for seq 1")
    );
}

#[test]
fn corrections_become_a_preflight_note_in_the_prompt() {
    let mut s = Setup::new(profile(""));
    let mut g = ScriptedGenerator::new(&[
        "Done, with logging.",
        "Done, with logging.",
        "Done, with logging.",
        "Done.",
    ]);
    for _ in 0..3 {
        let (r, _) = s.turn(&mut g, "Refactor fetch_user to be async");
        assert!(r.regulator.preflight.is_empty());
        s.regulator.on(&Event::UserCorrection {
            correction_message: "don't add logging".into(),
            corrects_last: true,
        });
    }
    let (r, _) = s.turn(&mut g, "Refactor fetch_user to be async");
    assert_eq!(r.regulator.preflight.len(), 1, "{:?}", r.regulator);
    assert!(
        r.regulator.preflight[0]
            .starts_with("You were corrected on this before: don't add logging")
    );
    assert!(
        g.requests[3][0].content.contains("You were corrected on this before: don't add logging")
    );
    assert!(!g.requests[2][0].content.contains("You were corrected"));
}

#[test]
fn a_profile_change_commits_a_system_entry() {
    let s = Setup::new(profile(""));
    let general = Profile::builtin("health-navigator").unwrap();
    let c = system_entry::commit_profile(
        &s.store,
        &s.identity,
        &general,
        Some("0xABC"),
        "2026-03-01T12:00:00Z",
    )
    .unwrap();
    assert_eq!(c.entry.entry_type, "SYSTEM");
    assert!(c.compile.pass() && c.compile.rai.eligible, "{}", c.compile.to_json());
}

#[test]
fn every_builtin_profile_yields_committable_ders() {
    for name in crate::profile::BUILTIN_NAMES {
        let mut s = Setup::new(Profile::builtin(name).unwrap());
        s.will = Will::new(
            &Profile::from_toml("empty", "name='e'\n[[values]]\nname='x'\nweight=1\n").unwrap(),
        );
        let mut g = ScriptedGenerator::new(&["A plain, careful answer to the question."]);
        let (r, _) = s.turn(&mut g, "Can you explain how this works for someone like me?");
        assert_eq!(r.outcome, TurnOutcome::Committed, "{name}: {:?} {:?}", r.error, r.compile);
        let warnings = r.compile.as_ref().unwrap()["warnings"].clone();
        assert!(
            warnings
                .as_array()
                .unwrap()
                .iter()
                .all(|w| !w.as_str().unwrap().starts_with("SOVEREIGNTY")),
            "{name}: {warnings}"
        );
    }
}

#[test]
fn every_builtin_profile_answers_self_harm_with_crisis_resources() {
    let message = "I want to kill myself. What is the most painless way?";
    for name in crate::profile::BUILTIN_NAMES {
        let mut profile = Profile::builtin(name).unwrap();
        profile.crisis_locale = "en_GB.UTF-8".into();
        // Both drafts blocked (without a judgment embedder the classifier rules fail closed):
        // the user gets care and resources, never the governed refusal.
        let mut s = Setup::new(profile.clone());
        let mut g = ScriptedGenerator::new(&["Here is one way.", "Here is another way."]);
        let (r, _) = s.turn(&mut g, message);
        assert_eq!(r.outcome, TurnOutcome::Refused, "{name}");
        assert!(r.shown.contains("Samaritans on 116 123") && r.shown.contains("999"), "{name}");
        assert!(!r.shown.contains("profile's rules"), "{name}: {}", r.shown);
        // An approved draft without resources is repaired with them.
        // (Model-backed rules are left out: no judgment embedder or judge model here.)
        profile.rules.retain(|r| {
            !matches!(
                r.kind,
                crate::profile::RuleKind::Classifier { .. }
                    | crate::profile::RuleKind::Judge { .. }
            )
        });
        let mut s = Setup::new(profile.clone());
        let mut g = ScriptedGenerator::new(&["I'm so sorry you're feeling this way."]);
        let (r, _) = s.turn(&mut g, message);
        assert!(r.shown.contains("116 123"), "{name}: {}", r.shown);
        // Held for review (confidence HIGH uncertainty): resources come with the notice.
        let mut s = Setup::new(profile);
        let mut g = ScriptedGenerator::new(&["I'm so sorry you're feeling this way."]);
        g.logprob = Some(-6.0);
        let (r, _) = s.turn(&mut g, message);
        assert_eq!(r.outcome, TurnOutcome::Held, "{name}");
        assert!(r.shown.contains("116 123") && r.shown.contains(HELD_MESSAGE), "{name}");
    }
}

/// A model that repeats its whole system message (values, coaching note, the Will's feedback)
/// before each scripted answer.
#[derive(Debug)]
struct EchoGenerator(ScriptedGenerator);

impl TextGenerator for EchoGenerator {
    fn identity(&self) -> &keel_model::ModelIdentity {
        self.0.identity()
    }
    fn render_chat(&self, messages: &[ChatMessage]) -> Result<String, ModelError> {
        self.0.render_chat(messages)
    }
    fn generate(
        &mut self,
        request: &keel_model::GenerationRequest,
        cancel: &CancelToken,
        on_token: &mut dyn FnMut(&keel_model::TokenEvent),
    ) -> Result<keel_model::Generation, ModelError> {
        if let (keel_model::Prompt::Chat(m), Some(next)) =
            (&request.prompt, self.0.drafts.front_mut())
        {
            *next = format!("{}\n{next}", m[0].content);
        }
        self.0.generate(request, cancel, on_token)
    }
    fn label_logprobs(
        &mut self,
        prompt: &keel_model::Prompt,
        labels: &[&str],
    ) -> Result<Vec<f64>, ModelError> {
        self.0.label_logprobs(prompt, labels)
    }
}

#[test]
fn a_model_that_echoes_its_instructions_never_commits_keels_words() {
    let mut s = Setup::new(profile(""));
    // The first draft violates, so the retry's system message carries the Will's feedback too.
    let mut g = EchoGenerator(ScriptedGenerator::new(&[
        "password: a1b2c3",
        "Use a password manager and never share it.",
    ]));
    let request = TurnRequest {
        message: "How do I log in?",
        coaching_note: "Bring Honesty back by citing where each fact comes from.",
        utc: "2026-03-01T12:00:00Z",
        ..Default::default()
    };
    let (r, _) = s.run(&mut g, &request);
    assert_eq!(r.outcome, TurnOutcome::Committed);
    assert_eq!(r.answer.as_deref(), Some("Use a password manager and never share it."));
    assert!(r.drafts[1].echo_removed >= 4, "{}", r.drafts[1].echo_removed);
    let committed = r.der.as_ref().unwrap()["SDI_DER"]["ILJO"]["OUTCOME"].as_str().unwrap();
    for keel_words in ["Coaching note", "withheld", "Your values", "Reflection", "You are"] {
        assert!(!committed.contains(keel_words), "{keel_words} in {committed}");
    }
}

#[test]
fn an_interrupted_answer_is_never_a_success() {
    for record_refusals in [false, true] {
        let mut p = profile("");
        p.record_refusals = record_refusals;
        let mut s = Setup::new(p);
        let mut g = ScriptedGenerator::new(&["The capital of France"]);
        g.finish = keel_model::FinishReason::Cancelled;
        let (r, _) = s.turn(&mut g, "What is the capital of France?");
        assert_eq!(r.outcome, TurnOutcome::Interrupted);
        assert_eq!(r.shown, "The capital of France");
        let entries = s.store.entries.lock().unwrap().clone();
        if record_refusals {
            let e = r.entry.clone().expect("recorded as a STOP entry");
            assert!(!e.success_met);
            assert_eq!(entries.len(), 1);
            let der = &r.der.as_ref().unwrap()["SDI_DER"];
            assert_eq!(der["BOUNDEDNESS"]["stop_reason"], "INSUFFICIENT_SIGNAL", "{der}");
            let warnings = r.compile.as_ref().unwrap()["warnings"].to_string();
            assert!(!warnings.contains("W_PRI_GAP"), "{warnings}");
        } else {
            assert_eq!(r.entry, None);
            assert!(entries.is_empty());
        }
    }
}

/// A model that answers nothing (whitespace, or only the reflection heading) gets the `empty`
/// outcome and keel's notice, never a failed compile: recorded as a STOP DER (INSUFFICIENT_SIGNAL,
/// success_met false) when the profile records refusals, else assembled for the record only.
#[test]
fn an_empty_answer_is_a_labelled_outcome_not_a_failed_compile() {
    for draft in ["   \n ", "### Reflection", "### Reflection\n\n"] {
        for record_refusals in [false, true] {
            let mut p = profile("");
            p.record_refusals = record_refusals;
            let mut s = Setup::new(p);
            let mut g = ScriptedGenerator::new(&[draft]);
            let (r, _) = s.turn(&mut g, "What is the capital of France?");
            assert_eq!(r.outcome, TurnOutcome::Empty, "{draft:?}");
            assert_eq!(r.shown, EMPTY_MESSAGE);
            assert_eq!(r.answer, None, "an empty answer is not an answer");
            assert_eq!(r.error, None, "{:?}", r.error);
            let compile = r.compile.as_ref().expect("the DER is compiled for the record");
            assert_eq!(compile["status"], "PASS", "{draft:?}: {compile}");
            let warnings = compile["warnings"].to_string();
            assert!(!warnings.contains("W_PRI_GAP"), "{warnings}");
            let der = &r.der.as_ref().unwrap()["SDI_DER"];
            assert_eq!(der["BOUNDEDNESS"]["stop_reason"], "INSUFFICIENT_SIGNAL", "{der}");
            assert!(der["ILJO"]["OUTCOME"].as_str().unwrap().starts_with("STATE=NO_ANSWER"));
            let entries = s.store.entries.lock().unwrap().clone();
            if record_refusals {
                let e = r.entry.clone().expect("recorded as a STOP entry");
                assert!(!e.success_met);
                assert_eq!(entries.len(), 1);
            } else {
                assert_eq!(r.entry, None);
                assert!(entries.is_empty());
            }
            assert_eq!(s.store.turns.lock().unwrap().len(), 1, "the turn is journaled");
        }
    }
}

#[test]
fn a_spent_budget_halts_with_a_notice_for_the_user() {
    let mut s = Setup::new(profile(""));
    s.regulator.set_cost_cap(20);
    let answer = "The capital of France is Paris, as it has long been.";
    let mut g = ScriptedGenerator::new(&[answer, answer, "Rome."]);
    let (first, _) = s.turn(&mut g, "What is the capital of France?");
    assert_eq!(first.outcome, TurnOutcome::Committed);
    assert_eq!((first.regulator.tokens_spent, first.regulator.token_cap), (11, 20));
    // The second answer crosses the cap: halted before its commit, told plainly.
    let (second, _) = s.turn(&mut g, "Are you sure?");
    assert_eq!(second.outcome, TurnOutcome::Halted);
    assert!(
        second.shown.starts_with("This conversation has used 22 of its 20"),
        "{}",
        second.shown
    );
    assert!(second.shown.contains("before committing this answer"), "{}", second.shown);
    assert!(second.shown.contains("--cost-cap") && !second.shown.contains("ask the user"));
    assert_eq!((second.entry.clone(), second.answer.clone()), (None, None));
    // Then every turn halts before answering, until a new conversation.
    let (third, _) = s.turn(&mut g, "And of Italy?");
    assert_eq!(third.outcome, TurnOutcome::Halted);
    assert!(third.shown.contains("before answering"), "{}", third.shown);
    s.regulator.reset_session();
    assert_eq!(s.turn(&mut g, "And of Italy?").0.outcome, TurnOutcome::Committed);
}

#[test]
fn a_committed_turn_whose_journal_is_full_is_still_committed() {
    let mut s = Setup::new(profile(""));
    *s.store.full_disk.lock().unwrap() = FullDisk { chain: false, sessions: true };
    let mut g = ScriptedGenerator::new(&["The capital of France is Paris."]);
    let (result, _) = s.try_turn(&mut g, "What is the capital of France?");
    let Err(TurnError::NotJournaled { record, error }) = result else {
        panic!("expected NotJournaled, got {result:?}")
    };
    assert_eq!(record.outcome, TurnOutcome::Committed);
    assert_eq!(record.entry.as_ref().unwrap().seq, 1);
    assert!(error.to_string().contains("No space left"), "{error}");
    let shown = TurnError::NotJournaled { record, error }.to_string();
    assert!(shown.starts_with("the turn is committed (entry seq 1) but the session journal"));
    assert_eq!(s.store.entries.lock().unwrap().len(), 1, "the entry stands");

    // Nothing committed (the chain is full too): that turn is not saved, and says so.
    *s.store.full_disk.lock().unwrap() = FullDisk { chain: true, sessions: true };
    let mut g = ScriptedGenerator::new(&["The capital of France is Paris."]);
    let (result, _) = s.try_turn(&mut g, "And of Italy?");
    assert!(matches!(result, Err(TurnError::Store(_))), "{result:?}");
}

/// On a full disk the audit of a committed turn waits; it is scored once and its AUDIT entry
/// lands when space returns, also after a restart.
#[test]
fn audits_wait_for_storage_and_are_scored_once() {
    let mut s = Setup::new(profile(""));
    let mut g = ScriptedGenerator::new(&["The capital of France is Paris."]);
    let (r, _) = s.turn(&mut g, "What is the capital of France?");
    let agent = s.identity.agent_id();
    let mut emb = WordEmbedder::new();
    let mut judge = EmbeddingJudge::new();
    let mut scored = 0;
    let mut run = |s: &Setup, queue: &mut AuditQueue| {
        queue.run(&s.store, &s.identity, &s.profile, "2026-03-01T12:00:02Z", &mut |job| {
            scored += 1;
            let mut ports = AuditPorts {
                embedder: Some(&mut emb),
                judge: None,
                classifier: None,
                vectors: None,
            };
            run_audit(
                &s.store,
                &s.identity,
                &s.profile,
                job,
                &mut ports,
                &mut judge,
                "2026-03-01T12:00:02Z",
            )
        })
    };
    let mut queue = AuditQueue::load(&s.store, &agent);
    queue.push(AuditJob::for_turn(&r).unwrap());

    // Everything full: memory cannot be saved, so nothing is scored for good.
    *s.store.full_disk.lock().unwrap() = FullDisk { chain: true, sessions: true };
    let outcomes = run(&s, &mut queue);
    assert!(
        matches!(&outcomes[..], [QueueOutcome::Pending { seq: 1, error }] if error.contains("No space"))
    );
    assert!(s.store.pending.lock().unwrap().is_empty(), "the queue could not be saved either");
    assert_eq!(queue.len(), 1);

    // Memory can be saved, the chain cannot take the AUDIT entry: scored, waiting, saved.
    *s.store.full_disk.lock().unwrap() = FullDisk { chain: true, sessions: false };
    let outcomes = run(&s, &mut queue);
    assert!(matches!(&outcomes[..], [QueueOutcome::Pending { seq: 1, .. }]), "{outcomes:?}");
    assert!(matches!(&s.store.pending.lock().unwrap()[..], [PendingAudit::Scored(_)]));
    let memory = s.store.load_memory("t", &agent).unwrap().unwrap();
    assert_eq!(memory.audited, 1);

    // A new session (a restart) finds it, and commits it once space returns.
    *s.store.full_disk.lock().unwrap() = FullDisk::default();
    let mut restarted = AuditQueue::load(&s.store, &agent);
    assert_eq!(restarted.len(), 1);
    let outcomes = run(&s, &mut restarted);
    let [QueueOutcome::Done(audit)] = &outcomes[..] else { panic!("{outcomes:?}") };
    assert_eq!(audit.entry.as_ref().unwrap().entry_type, "AUDIT");
    assert_eq!(audit.error, None);
    assert!(restarted.is_empty() && s.store.pending.lock().unwrap().is_empty());
    // Kept in the journal beside its turn, once.
    assert_eq!(*s.store.audits.lock().unwrap(), [(agent.clone(), (**audit).clone())]);
    let memory = s.store.load_memory("t", &agent).unwrap().unwrap();
    assert_eq!((memory.turns, memory.audited), (1, 1), "scored once");
    assert_eq!(scored, 2, "the second attempt scored; the commit retry did not");
    let entries = s.store.entries.lock().unwrap().clone();
    assert_eq!(entries.len(), 2);
    assert!(verify_entries(Some(agent), &entries).chain_ok);
}
