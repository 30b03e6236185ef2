//! Scenario tests of the whole regulator: priorities, scoping, memory, state, the embedder path.

use proptest::prelude::*;

use super::*;
use keel_model::ModelIdentity;

fn start(r: &mut Regulator, task: &str) {
    r.on(&Event::TurnStart { user_message: task.into() });
}
fn complete(r: &mut Regulator, response: &str) {
    r.on(&Event::TurnComplete { full_response: response.into() });
}
fn cost(r: &mut Regulator, tokens_out: u64) {
    r.on(&Event::Cost { tokens_in: 10, tokens_out, wallclock_ms: 100, provider: None });
}
fn quality(r: &mut Regulator, q: f64) {
    r.on(&Event::QualityFeedback { quality: q, fragment_spans: None });
}
fn correct(r: &mut Regulator, message: &str) {
    r.on(&Event::UserCorrection { correction_message: message.into(), corrects_last: true });
}
fn tool(r: &mut Regulator, name: &str) {
    r.on(&Event::ToolCall { tool_name: name.into(), args_json: "{}".into() });
}
fn tool_failed(r: &mut Regulator) {
    r.on(&Event::ToolResult {
        tool_name: "t".into(),
        success: false,
        duration_ms: 5,
        error_summary: Some("timeout".into()),
    });
}
/// Decision kinds, circuit breaks qualified by their reason (`CircuitBreak.CostCapReached`).
fn kind(d: &Decision) -> String {
    match d {
        Decision::CircuitBreak { reason, .. } => format!("CircuitBreak.{}", reason.kind()),
        other => other.kind().to_owned(),
    }
}
fn kinds(r: &Regulator) -> Vec<String> {
    r.concerns().iter().map(kind).collect()
}
/// Streams tokens (text, logprob) and returns the text they spell.
fn stream(r: &mut Regulator, pieces: &[(&str, f64)]) -> String {
    let mut text = String::new();
    for (i, (t, lp)) in pieces.iter().enumerate() {
        r.on(&Event::Token { token: (*t).into(), logprob: *lp, index: i, margin: None });
        text.push_str(t);
    }
    text
}
/// On topic for [`TASK`], with a low-confidence run in the middle.
const UNSURE_ON_TOPIC: &[(&str, f64)] = &[
    ("fetch_user is now ", -0.1),
    ("async", -12.0),
    (" async", -12.0),
    (" async", -12.0),
    (" now", -0.1),
    (" now", -0.1),
    (" now", -0.1),
    (" now", -0.1),
];
/// Off topic for every task here, with a low-confidence run.
const UNSURE_OFF_TOPIC: &[(&str, f64)] = &[
    ("Sure ", -0.1),
    ("zz", -12.0),
    ("zz", -12.0),
    ("zz", -12.0),
    ("zz", -12.0),
    (" ok", -0.1),
    (" ok", -0.1),
    (" ok", -0.1),
    (" ok", -0.1),
];

const TASK: &str = "Make fetch_user async. Do not add logging.";
const ON_TOPIC: &str = "fetch_user is now async, as asked.";
const NEGATION_BREACH: &str = "fetch_user is now async and I added logging for each user query.";

#[test]
fn the_negation_trap_warns_naming_the_words() {
    let mut r = Regulator::for_user("u");
    start(&mut r, TASK);
    complete(&mut r, NEGATION_BREACH);
    let Decision::ScopeDriftWarn { drift_tokens, drift_score, task_tokens } = r.decide() else {
        panic!("{:?}", r.decide())
    };
    assert_eq!((drift_tokens, drift_score), (vec!["logging".to_owned()], 1.0));
    assert_eq!(task_tokens, ["make", "fetch_user", "async", "add", "logging"]);
    start(&mut r, TASK);
    complete(&mut r, ON_TOPIC);
    assert_eq!(r.decide(), Decision::Continue);
}

#[test]
fn the_cost_cap_fires_with_no_quality_feedback_at_all() {
    let mut r = Regulator::with_config(
        "u",
        RegulatorConfig { cost_cap_tokens: 1_000, ..Default::default() },
    );
    for _ in 0..3 {
        start(&mut r, "Summarise the incident report");
        complete(&mut r, "The incident report, summarised.");
        cost(&mut r, 333);
    }
    assert_eq!(r.decide(), Decision::Continue, "999 tokens");
    cost(&mut r, 1);
    let Decision::CircuitBreak { reason, suggestion } = r.decide() else { panic!() };
    assert_eq!(
        reason,
        CircuitBreakReason::CostCapReached {
            tokens_spent: 1_000,
            tokens_cap: 1_000,
            mean_quality_last_n: None
        }
    );
    assert!(suggestion.contains("1000 of its 1000"));
    start(&mut r, "Another task");
    assert_eq!(kinds(&r), ["CircuitBreak.CostCapReached"], "session-scoped: still holds");
    r.reset_session();
    assert_eq!(r.decide(), Decision::Continue);
}

#[test]
fn every_priority_pair_orders_as_specified() {
    // Build a regulator where all seven concerns hold at once, then check the order.
    let config = RegulatorConfig { cost_cap_tokens: 100, ..Default::default() };
    let mut r = Regulator::with_config("u", config);
    for _ in 0..3 {
        start(&mut r, TASK);
        complete(&mut r, ON_TOPIC);
        correct(&mut r, "no logging, please");
    }
    start(&mut r, TASK); // procedural warning raised
    let text = stream(&mut r, UNSURE_OFF_TOPIC);
    for _ in 0..5 {
        tool(&mut r, "search");
    }
    for _ in 0..3 {
        tool_failed(&mut r);
    }
    cost(&mut r, 100);
    for q in [0.45, 0.3, 0.2] {
        quality(&mut r, q);
    }
    assert_eq!(
        kinds(&r),
        [
            "CircuitBreak.CostCapReached",
            "CircuitBreak.QualityDeclineNoRecovery",
            "CircuitBreak.RepeatedToolCallLoop",
            "CircuitBreak.RepeatedFailurePattern",
            "ProceduralWarning",
        ]
    );
    // TurnComplete clears the procedural warning and raises drift and spans.
    complete(&mut r, &text);
    let all = kinds(&r);
    assert_eq!(
        all,
        [
            "CircuitBreak.CostCapReached",
            "CircuitBreak.QualityDeclineNoRecovery",
            "CircuitBreak.RepeatedToolCallLoop",
            "CircuitBreak.RepeatedFailurePattern",
            "ScopeDriftWarn",
            "LowConfidenceSpans",
        ]
    );
    // Every adjacent pair: the primary decision is the first concern.
    assert_eq!(kind(&r.decide()), all[0]);
}

#[test]
fn each_lower_priority_concern_is_primary_when_the_higher_ones_are_absent() {
    // ScopeDriftWarn › ProceduralWarning is checked by a turn holding both: the procedural
    // warning ends at TurnComplete, so both only coexist via a second, unstarted response.
    let mut r = Regulator::for_user("u");
    for _ in 0..3 {
        start(&mut r, TASK);
        complete(&mut r, ON_TOPIC);
        correct(&mut r, "no logging");
    }
    start(&mut r, TASK);
    assert_eq!(kinds(&r), ["ProceduralWarning"]);
    let text = stream(&mut r, UNSURE_ON_TOPIC);
    assert_eq!(kinds(&r), ["ProceduralWarning"], "spans wait for the response");
    complete(&mut r, &text);
    assert_eq!(kinds(&r), ["LowConfidenceSpans"]);
    // Drift › spans.
    start(&mut r, "Fix the JSON parser");
    let text = stream(&mut r, UNSURE_ON_TOPIC);
    complete(&mut r, &text);
    assert_eq!(kinds(&r), ["ScopeDriftWarn", "LowConfidenceSpans"]);
    // Tool loop › repeated failure, and repeated failure › drift.
    for _ in 0..3 {
        tool_failed(&mut r);
    }
    assert_eq!(
        kinds(&r),
        ["CircuitBreak.RepeatedFailurePattern", "ScopeDriftWarn", "LowConfidenceSpans"]
    );
    for _ in 0..5 {
        tool(&mut r, "grep");
    }
    assert_eq!(kind(&r.decide()), "CircuitBreak.RepeatedToolCallLoop");
}

#[test]
fn turn_scoped_concerns_end_at_the_next_turn_start() {
    let mut r = Regulator::for_user("u");
    start(&mut r, "Fix the JSON parser");
    for _ in 0..5 {
        tool(&mut r, "grep");
    }
    let text = stream(&mut r, UNSURE_OFF_TOPIC);
    complete(&mut r, &text);
    assert_eq!(r.concerns().len(), 3);
    start(&mut r, "Fix the JSON parser");
    assert_eq!(r.decide(), Decision::Continue);
}

#[test]
fn procedural_warning_fires_at_turn_start_of_the_same_cluster_only() {
    let mut r = Regulator::for_user("alice");
    let corrections = ["don't add logging", "still no logging please", "I said no logging"];
    for c in corrections {
        start(&mut r, "Refactor fetch_user in the user service to be async");
        assert_eq!(r.decide(), Decision::Continue);
        complete(&mut r, "fetch_user in the user service is async now.");
        correct(&mut r, c);
    }
    // Unrelated task sharing two keywords ("user", "service"): no warning.
    start(&mut r, "Write release notes for the user billing service export");
    assert_eq!(r.decide(), Decision::Continue);
    // Same topic, reworded: warning before generation, with the examples newest first.
    start(&mut r, "Refactor fetch_user in the user service so it is async");
    let Decision::ProceduralWarning { patterns } = r.decide() else { panic!("{:?}", r.decide()) };
    assert_eq!(patterns.len(), 1);
    let p = &patterns[0];
    assert_eq!((p.user_id.as_str(), p.learned_from_turns), ("alice", 3));
    assert_eq!(
        p.example_corrections,
        ["I said no logging", "still no logging please", "don't add logging"]
    );
    assert_eq!(p.topic_cluster, "refactor_fetch_user_user");
    r.on(&Event::Token { token: "x".into(), logprob: -0.1, index: 0, margin: None });
    assert_eq!(r.decide().kind(), "ProceduralWarning", "holds while generating");
    complete(&mut r, "fetch_user is async now.");
    assert_eq!(r.decide(), Decision::Continue, "ends at TurnComplete");
    assert_eq!(
        r.clusters().len(),
        1,
        "the unrelated task founded no cluster: it had no corrections"
    );
}

#[test]
fn corrections_not_about_the_last_answer_are_not_learned() {
    let mut r = Regulator::for_user("u");
    for _ in 0..3 {
        start(&mut r, TASK);
        r.on(&Event::UserCorrection { correction_message: "x".into(), corrects_last: false });
    }
    start(&mut r, TASK);
    assert_eq!(r.decide(), Decision::Continue);
    assert!(r.clusters().is_empty());
}

#[test]
fn corrections_count_as_poor_quality() {
    let mut r = Regulator::with_config(
        "u",
        RegulatorConfig { cost_cap_tokens: 1_000, ..Default::default() },
    );
    start(&mut r, TASK);
    cost(&mut r, 800);
    assert_eq!(r.decide(), Decision::Continue, "80% but no quality yet");
    correct(&mut r, "wrong");
    let Decision::CircuitBreak {
        reason: CircuitBreakReason::CostCapReached { mean_quality_last_n, .. },
        ..
    } = r.decide()
    else {
        panic!()
    };
    assert_eq!(mean_quality_last_n, Some(0.2));
}

#[test]
fn repeated_failure_at_three_refusals_and_reset_by_success() {
    let mut r = Regulator::for_user("u");
    for i in 0..3 {
        assert!(!kinds(&r).iter().any(|k| k.contains("RepeatedFailure")), "after {i} refusals");
        start(&mut r, "Show me the admin password for the billing database");
        complete(&mut r, "I can't share credentials.");
    }
    let Decision::CircuitBreak { reason, .. } = r.decide() else { panic!() };
    assert_eq!(
        reason,
        CircuitBreakReason::RepeatedFailurePattern {
            cluster: "show_admin_password".into(),
            failure_count: 3
        }
    );
    start(&mut r, "Explain the quarterly revenue chart");
    assert_eq!(r.decide(), Decision::Continue, "another cluster");
    start(&mut r, "Show me the admin password for the billing database");
    assert_eq!(kind(&r.decide()), "CircuitBreak.RepeatedFailurePattern", "back on the cluster");
    quality(&mut r, 0.9);
    assert_eq!(r.decide(), Decision::Continue, "success resets the count");
}

#[test]
fn confidence_uses_logprobs_else_says_it_is_a_fallback() {
    let mut r = Regulator::for_user("u");
    assert_eq!(r.confidence(), None);
    start(&mut r, "Hi");
    r.on(&Event::Token { token: "Hello".into(), logprob: 0.0, index: 0, margin: None });
    assert_eq!(r.confidence().unwrap().basis, ConfidenceBasis::StructuralFallback);
    complete(&mut r, "Hello");
    assert_eq!(
        r.confidence().unwrap(),
        Confidence { value: 0.5, basis: ConfidenceBasis::StructuralFallback }
    );
    start(&mut r, "Hi");
    r.on(&Event::Token { token: "Hello".into(), logprob: -4.0, index: 0, margin: None });
    assert_eq!(
        r.confidence().unwrap(),
        Confidence { value: 0.5, basis: ConfidenceBasis::Logprobs { tokens: 1 } }
    );
}

#[test]
fn export_import_is_lossless_and_old_or_partial_files_load() {
    let mut r = Regulator::for_user("bob");
    for _ in 0..3 {
        start(&mut r, TASK);
        complete(&mut r, NEGATION_BREACH);
        correct(&mut r, "no logging");
        cost(&mut r, 50);
        quality(&mut r, 0.4);
    }
    start(&mut r, TASK);
    tool(&mut r, "search");
    let state = r.export();
    let json = state.to_json();
    let back = Regulator::import(RegulatorState::from_json(&json).unwrap());
    assert_eq!(back.export(), state);
    assert_eq!(back.concerns(), r.concerns());
    // The restored regulator goes on exactly as the original would.
    let mut a = r.clone();
    let mut b = back;
    for reg in [&mut a, &mut b] {
        complete(reg, NEGATION_BREACH);
    }
    assert_eq!(a.concerns(), b.concerns());
    assert_eq!(a.export(), b.export());

    let partial =
        RegulatorState::from_json(r#"{"user_id":"old","config":{"cost_cap_tokens":7}}"#).unwrap();
    let old = Regulator::import(partial);
    assert_eq!(
        (old.user_id(), old.config().cost_cap_tokens, old.config().span_min_chars),
        ("old", 7, 8)
    );
    assert!(RegulatorState::from_json("{}").is_ok());
    assert!(matches!(
        RegulatorState::from_json(r#"{"version":99}"#),
        Err(StateError::UnsupportedVersion { found: 99, .. })
    ));
    assert!(matches!(RegulatorState::from_json("[1,2]"), Err(StateError::Malformed { .. })));
}

/// Embeds by a fixed table: texts containing "parser" point one way, everything else the other.
#[derive(Debug)]
struct FakeEmbedder {
    identity: ModelIdentity,
    fail: bool,
}

impl FakeEmbedder {
    fn new(fail: bool) -> Self {
        let identity = ModelIdentity {
            name: "fake".into(),
            model_sha256: String::new(),
            tokenizer_sha256: String::new(),
            remote: None,
        };
        Self { identity, fail }
    }
}

impl Embedder for FakeEmbedder {
    fn identity(&self) -> &ModelIdentity {
        &self.identity
    }
    fn dimension(&self) -> usize {
        2
    }
    fn embed(&mut self, texts: &[&str]) -> Result<Vec<Vec<f32>>, ModelError> {
        if self.fail {
            return Err(ModelError::Inference { model: "fake".into(), source: "down".into() });
        }
        Ok(texts
            .iter()
            .map(
                |t| {
                    if t.to_lowercase().contains("parser") {
                        vec![1.0, 0.0]
                    } else {
                        vec![0.0, 1.0]
                    }
                },
            )
            .collect())
    }
}

#[test]
fn semantic_drift_overrules_keyword_drift_when_an_embedder_is_lent() {
    let long_on_topic = "The parser now tokenises input lazily, handles escaped quotes, rejects \
        trailing commas and reports line and column on errors.";
    let mut keyword_only = Regulator::for_user("u");
    start(&mut keyword_only, "Fix the JSON parser");
    complete(&mut keyword_only, long_on_topic);
    assert_eq!(keyword_only.decide().kind(), "ScopeDriftWarn", "keyword overlap's false positive");

    let mut embedder = FakeEmbedder::new(false);
    let mut semantic = Regulator::for_user("u");
    let ev = |t: &str| Event::TurnStart { user_message: t.into() };
    semantic.on_with_embedder(&ev("Fix the JSON parser"), &mut embedder).unwrap();
    let done = Event::TurnComplete { full_response: long_on_topic.into() };
    semantic.on_with_embedder(&done, &mut embedder).unwrap();
    assert_eq!(semantic.decide(), Decision::Continue);
    assert_eq!(semantic.scope().unwrap().basis, DriftBasis::Semantic);

    let off = Event::TurnComplete { full_response: "Here is a recipe for banana bread.".into() };
    semantic.on_with_embedder(&off, &mut embedder).unwrap();
    let Decision::ScopeDriftWarn { drift_score, .. } = semantic.decide() else { panic!() };
    assert_eq!(drift_score, 1.0);

    let mut broken = FakeEmbedder::new(true);
    let mut fallback = Regulator::for_user("u");
    fallback.on_with_embedder(&ev("Fix the JSON parser"), &mut broken).unwrap();
    assert!(fallback.on_with_embedder(&done, &mut broken).is_err());
    assert_eq!(fallback.scope().unwrap().basis, DriftBasis::Keyword, "taken in despite the error");
}

/// A judgment vector pointing along (sign = 1) or against (sign = −1) the built-in head's
/// weights for the pair: a pair the head scores near certain drift, or near certainly on topic.
fn judged(head: &DriftHead, sign: f32) -> Vec<f32> {
    let pair = &head.weights[..head.embedder.dimension];
    let norm = pair.iter().map(|w| w * w).sum::<f64>().sqrt();
    pair.iter().map(|w| sign * (*w / norm) as f32).collect()
}

#[test]
fn the_learned_head_decides_when_handed_the_pair_and_falls_back_otherwise() {
    let head = DriftHead::builtin().expect("the built-in scope head parses");
    let (toward, against) = (judged(head, 1.0), judged(head, -1.0));
    // The response's own vector, when the head reads it, is neutral here: zeros.
    let alone = head.response_format.as_ref().map(|_| vec![0.0f32; head.embedder.dimension]);
    let vectors = |pair| JudgmentVectors { pair, response: alone.as_deref() };
    let task = "Make fetch_user async. Do not add logging.";
    let run = |response: &str, judgment: Option<JudgmentVectors<'_>>, lend: bool| {
        let mut r = Regulator::for_user("u");
        start(&mut r, task);
        let mut embedder = FakeEmbedder::new(false);
        let embedder = lend.then_some(&mut embedder as &mut dyn Embedder);
        let done = Event::TurnComplete { full_response: response.into() };
        r.on_judged(&done, embedder, judgment).unwrap();
        r
    };
    let drift = run("fetch_user is async now.", Some(vectors(toward.as_slice())), true);
    let scope = drift.scope().unwrap();
    assert_eq!(scope.basis, DriftBasis::Learned);
    assert!(scope.warn && scope.drift_score > head.threshold, "{scope:?}");
    assert_eq!(scope.learned_drift, Some(scope.drift_score));
    assert!(scope.semantic_drift.is_some(), "the cosine is still measured and kept");
    assert_eq!(drift.decide().kind(), "ScopeDriftWarn");

    let on_topic = run("fetch_user is async now.", Some(vectors(against.as_slice())), true);
    let scope = on_topic.scope().unwrap();
    assert_eq!((scope.basis, scope.warn), (DriftBasis::Learned, false), "{scope:?}");
    assert_eq!(on_topic.decide(), Decision::Continue);

    // A broken negation is one of the head's inputs; it overrides the head only if the
    // cross-validation chose that, and its words are named either way.
    let breach = run(
        "fetch_user is async and logs with logging::info.",
        Some(vectors(against.as_slice())),
        true,
    );
    let scope = breach.scope().unwrap();
    assert_eq!(scope.warn, head.negation_overrides, "{scope:?}");
    assert!(scope.drift_tokens.iter().any(|t| t.contains("logging")), "{scope:?}");

    // What the head cannot read falls back to the rules, and the basis says so.
    let short = vec![0.1f32; 3];
    let other = run(
        "fetch_user is async now.",
        Some(JudgmentVectors { pair: &short, response: None }),
        true,
    );
    assert_eq!(other.scope().unwrap().basis, DriftBasis::Semantic, "another judgment embedder");
    assert_eq!(other.scope().unwrap().learned_drift, None);
    let none = run("fetch_user is async now.", None, true);
    assert_eq!(none.scope().unwrap().basis, DriftBasis::Semantic, "no judgment vectors");
    let bare = run("fetch_user is async now.", Some(vectors(toward.as_slice())), false);
    assert_eq!(bare.scope().unwrap().basis, DriftBasis::Keyword, "no sentence embedder");
}

#[test]
fn a_sentence_measure_catches_an_appended_tangent_in_one_batch() {
    let appended = "The parser now handles escaped quotes. Here is also a recipe for banana bread.";
    let ev = |t: &str| Event::TurnStart { user_message: t.into() };
    let done = Event::TurnComplete { full_response: appended.into() };
    let mut whole = Regulator::for_user("u");
    let mut embedder = FakeEmbedder::new(false);
    whole.on_with_embedder(&ev("Fix the JSON parser"), &mut embedder).unwrap();
    whole.on_with_embedder(&done, &mut embedder).unwrap();
    assert_eq!(whole.decide(), Decision::Continue, "the whole answer mentions the parser");
    let config = RegulatorConfig {
        semantic_measure: SemanticMeasure::SentenceMin,
        semantic_drift_threshold: 0.5,
        ..RegulatorConfig::default()
    };
    let mut sentences = Regulator::with_config("u", config);
    sentences.on_with_embedder(&ev("Fix the JSON parser"), &mut embedder).unwrap();
    sentences.on_with_embedder(&done, &mut embedder).unwrap();
    let Decision::ScopeDriftWarn { drift_score, .. } = sentences.decide() else { panic!() };
    assert_eq!(drift_score, 1.0, "the banana bread sentence is orthogonal to the task");
    assert_eq!(sentences.scope().unwrap().semantic_drift, Some(1.0));
}

/// Hand-crafted scope cases in the spirit of noos's audit: five drifts, five on-topic answers.
/// On-topic answers are worded the way a model answers (inflections, identifiers), drifts either
/// wander off or break a negation.
#[test]
fn hand_crafted_scope_cases() {
    let drift = [
        ("Refactor this function to be async", "Add logging and error handling with retries."),
        ("Make fetch_user async. Do not add logging.", "fetch_user is async; I added logging too."),
        (
            "Rename the config struct to Settings",
            "Consider migrating your deployment pipeline to Kubernetes.",
        ),
        (
            "Speed up the image resize loop, but don't change the public API",
            "I changed the public API to take a slice; resize is 2x faster.",
        ),
        (
            "Translate the error messages to French",
            "Python's asyncio module provides coroutines, tasks and event loops.",
        ),
    ];
    let on_topic = [
        ("Refactor this function to be async", "Refactored the function: it is async now."),
        (
            "Make fetch_user async. Do not add logging.",
            "fetch_user is now async; no logging was added.",
        ),
        ("Rename the config struct to Settings", "Renamed the Config struct to Settings."),
        (
            "Speed up the image resize loop, but don't change the public API",
            "The resize loop reuses the image buffer; the public API is untouched.",
        ),
        (
            "Fix the off-by-one error in the pagination query",
            "Fixed: the pagination query skipped a row; the off-by-one error is gone.",
        ),
    ];
    for (task, response) in drift {
        let mut r = Regulator::for_user("u");
        start(&mut r, task);
        complete(&mut r, response);
        assert_eq!(r.decide().kind(), "ScopeDriftWarn", "{task} / {response}: {:?}", r.scope());
    }
    for (task, response) in on_topic {
        let mut r = Regulator::for_user("u");
        start(&mut r, task);
        complete(&mut r, response);
        assert_eq!(r.decide(), Decision::Continue, "{task} / {response}: {:?}", r.scope());
    }
}

fn arb_event() -> impl Strategy<Value = Event> {
    let text = "[a-zA-Z_ ,.!?'’é-]{0,40}";
    prop_oneof![
        text.prop_map(|user_message| Event::TurnStart { user_message }),
        (
            text,
            prop_oneof![-30.0..1.0f64, Just(f64::NAN), Just(f64::INFINITY)],
            0usize..10,
            prop::option::of(prop_oneof![-0.5..1.5f64, Just(f64::NAN)]),
        )
            .prop_map(|(token, logprob, index, margin)| Event::Token {
                token,
                logprob,
                index,
                margin
            }),
        text.prop_map(|full_response| Event::TurnComplete { full_response }),
        (0u64..5_000).prop_map(|tokens_out| Event::Cost {
            tokens_in: 1,
            tokens_out,
            wallclock_ms: 1,
            provider: None
        }),
        (text, any::<bool>()).prop_map(|(correction_message, corrects_last)| {
            Event::UserCorrection { correction_message, corrects_last }
        }),
        prop_oneof![-2.0..2.0f64, Just(f64::NAN)]
            .prop_map(|quality| Event::QualityFeedback { quality, fragment_spans: None }),
        prop_oneof![Just("a"), Just("b"), Just("c")]
            .prop_map(|t| Event::ToolCall { tool_name: t.into(), args_json: String::new() }),
        any::<bool>().prop_map(|success| Event::ToolResult {
            tool_name: "a".into(),
            success,
            duration_ms: 1,
            error_summary: None
        }),
    ]
}

proptest! {
    #[test]
    fn never_panics_and_keeps_every_score_in_bounds(events in proptest::collection::vec(arb_event(), 0..80)) {
        let mut r = Regulator::for_user("p");
        for event in &events {
            r.on(event);
            let concerns = r.concerns();
            prop_assert_eq!(r.decide(), concerns.first().cloned().unwrap_or(Decision::Continue));
            for d in &concerns {
                match d {
                    Decision::ScopeDriftWarn { drift_score, .. } => prop_assert!((0.0..=1.0).contains(drift_score)),
                    Decision::LowConfidenceSpans { spans } => {
                        let response_len = match event { Event::TurnComplete { full_response } => Some(full_response.chars().count()), _ => None };
                        for s in spans {
                            prop_assert!(s.start_char < s.end_char);
                            prop_assert!(s.end_char - s.start_char >= 8);
                            prop_assert!((0.0..0.4).contains(&s.confidence));
                            if let Some(len) = response_len { prop_assert!(s.end_char <= len); }
                        }
                    }
                    Decision::ProceduralWarning { patterns } => for p in patterns {
                        prop_assert!((0.0..=1.0).contains(&p.confidence));
                        prop_assert!(p.example_corrections.len() <= 3);
                    },
                    _ => {}
                }
            }
            if let Some(c) = r.confidence() { prop_assert!((0.0..=1.0).contains(&c.value)); }
        }
        let back = Regulator::import(RegulatorState::from_json(&r.export().to_json()).unwrap());
        prop_assert_eq!(back.concerns(), r.concerns());
    }
}
