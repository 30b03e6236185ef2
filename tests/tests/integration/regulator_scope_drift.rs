//! The labelled scope-drift sets (`tests/fixtures/regulator/scope_drift.jsonl`, the first 63
//! pairs, and `scope_drift_families.jsonl`, paraphrase families): their shape, the keyword-only
//! accuracy of the regulator, the calibration of the cosine rule, and the learned head's
//! held-out accuracy with keel's own embedders.

use std::collections::HashSet;
use std::path::PathBuf;
use std::time::Instant;

use keel_evidence::chain::Identity;
use keel_governance::profile::Profile;
use keel_governance::test_fakes;
use keel_governance::turn::{Governor, TurnOutcome, TurnPorts, TurnRequest};
use keel_governance::will::Will;
use keel_model::{CancelToken, Embedder, ModelError, ModelIdentity};
use keel_regulator::{
    DriftBasis, DriftHead, Event, JudgmentVectors, Regulator, RegulatorConfig, ScopeLabel,
    ScopePair, SemanticMeasure, Split, calibrate, embed_similarities, keyword_accuracy,
};

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fixtures/regulator").join(name)
}

/// The first 63 pairs.
fn pairs() -> Vec<ScopePair> {
    read("scope_drift.jsonl")
}

/// Both sets, as the trainer reads them.
fn all_pairs() -> Vec<ScopePair> {
    let mut all = pairs();
    all.extend(read("scope_drift_families.jsonl"));
    all
}

fn read(name: &str) -> Vec<ScopePair> {
    std::fs::read_to_string(fixture(name))
        .unwrap()
        .lines()
        .enumerate()
        .map(|(i, line)| {
            serde_json::from_str(line).unwrap_or_else(|e| panic!("line {}: {e}", i + 1))
        })
        .collect()
}

#[test]
fn the_set_is_large_labelled_split_and_covers_every_domain() {
    let pairs = pairs();
    assert!(pairs.len() >= 60, "{} pairs", pairs.len());
    let ids: HashSet<&str> = pairs.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids.len(), pairs.len(), "ids are unique");
    for split in [Split::Calib, Split::Heldout] {
        for label in [ScopeLabel::OnTopic, ScopeLabel::Drift] {
            let n = pairs.iter().filter(|p| p.split == split && p.label == label).count();
            assert!(n >= 8, "{split:?}/{label:?}: {n}");
        }
    }
    for domain in ["coding", "writing", "research", "support"] {
        assert!(pairs.iter().filter(|p| p.domain == domain).count() >= 12, "{domain}");
    }
}

/// Keyword drift is noos's measure and known to flag long on-topic answers; this pins what it
/// achieves on the set so a change to keywords, stemming or negations that makes it worse fails.
#[test]
fn keyword_only_accuracy() {
    let accuracy = keyword_accuracy(&pairs(), &RegulatorConfig::default());
    println!("keyword-only accuracy: {accuracy:?}");
    assert!(accuracy.all.unwrap() >= KEYWORD_ACCURACY_FLOOR, "{accuracy:?}");
}

/// The measured keyword-only accuracy on the whole set (28/63 = 0.444; calib 0.405, held-out
/// 0.524), rounded down: keyword overlap flags most long on-topic answers, which is why semantic
/// drift decides when an embedder is available.
const KEYWORD_ACCURACY_FLOOR: f64 = 0.44;

/// Semantic drift with the shipped embedder (all-MiniLM-L6-v2): calibrates every measure
/// (whole-text cosine and the sentence-level ones) on the `calib` split, reports held-out accuracy
/// of the chosen one, and checks that the regulator's default measure and threshold are the
/// calibrated ones. Measured (docs/decisions-regulator.md, "Semantic threshold"): whole-text
/// cosine is kept (calib 33/42 = 0.786 at threshold 0.6156; the best sentence measure, 1 − max,
/// gets 34/42, within one standard error); held-out 15/21 = 0.714, below the 90% target.
#[test]
fn semantic_drift_with_the_default_embedder_is_calibrated() {
    let config = RegulatorConfig::default();
    let mut embedder = keel_tests::models::default_embedder();
    let pairs = pairs();
    let samples = embed_similarities(&mut embedder, &pairs, &config).unwrap();
    let report = calibrate(&samples).expect("the set has calibration pairs");
    println!("{}", serde_json::to_string_pretty(&report).unwrap());
    let heldout = report.heldout_accuracy.unwrap();
    assert!(heldout >= SEMANTIC_HELDOUT_FLOOR, "held-out accuracy {heldout:.3} fell: {report:?}");
    assert_eq!(config.semantic_measure, report.measure, "{report:?}");
    assert!(
        (config.semantic_drift_threshold - report.threshold).abs() < 0.02,
        "default threshold {} is not the calibrated {:.4}",
        config.semantic_drift_threshold,
        report.threshold
    );
    // The cost per TurnComplete with the default measure, and with sentences (printed only).
    for measure in [config.semantic_measure, SemanticMeasure::SentenceMin] {
        let config = RegulatorConfig { semantic_measure: measure, ..config.clone() };
        let started = Instant::now();
        for pair in &pairs {
            let mut regulator = Regulator::with_config("u", config.clone());
            regulator
                .on_with_embedder(
                    &Event::TurnStart { user_message: pair.task.clone() },
                    &mut embedder,
                )
                .unwrap();
            let done = Event::TurnComplete { full_response: pair.response.clone() };
            regulator.on_with_embedder(&done, &mut embedder).unwrap();
        }
        let ms = started.elapsed().as_secs_f64() * 1000.0 / pairs.len() as f64;
        println!("{measure:?}: {ms:.1} ms per TurnComplete");
    }
}

/// Held-out accuracy of the calibrated semantic measure with all-MiniLM-L6-v2, rounded down
/// (15/21 since refusing an offer, sup-57, is a prohibition; 14/21 before).
const SEMANTIC_HELDOUT_FLOOR: f64 = 0.71;

#[test]
fn the_family_set_is_split_by_family_and_covers_every_domain_and_kind() {
    let all = all_pairs();
    assert!(all.len() >= 300, "{} pairs", all.len());
    let ids: HashSet<&str> = all.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids.len(), all.len(), "ids are unique");
    let families = read("scope_drift_families.jsonl");
    for pair in &families {
        let family = pair.family.as_deref().expect("every new pair has a family");
        let split = match keel_governance::eval::split_of(family) {
            "heldout" => Split::Heldout,
            _ => Split::Calib,
        };
        assert_eq!(pair.split, split, "{}: the family's split, by keel eval's rule", pair.id);
        let same = families.iter().filter(|p| p.family == pair.family);
        assert!(same.clone().all(|p| p.label == pair.label), "{family} mixes labels");
        assert!(same.count() <= 3, "{family}");
    }
    for domain in
        ["coding", "writing", "research", "support", "finance", "health", "tutoring", "chat"]
    {
        assert!(families.iter().filter(|p| p.domain == domain).count() >= 25, "{domain}");
    }
    let drift = ["tangent", "other_question", "prohibition", "opposite", "padding", "scope_creep"];
    let on_topic = ["terse", "reformulate", "clarify", "refusal", "mention", "prohibition_kept"];
    for (kinds, label) in [(drift, ScopeLabel::Drift), (on_topic, ScopeLabel::OnTopic)] {
        for kind in kinds {
            let of_kind: Vec<_> =
                families.iter().filter(|p| p.kind.as_deref() == Some(kind)).collect();
            assert!(of_kind.len() >= 10, "{kind}: {}", of_kind.len());
            assert!(of_kind.iter().all(|p| p.label == label), "{kind}");
        }
    }
    for split in [Split::Calib, Split::Heldout] {
        for label in [ScopeLabel::OnTopic, ScopeLabel::Drift] {
            let n = all.iter().filter(|p| p.split == split && p.label == label).count();
            assert!(n >= 40, "{split:?}/{label:?}: {n}");
        }
    }
}

/// The shipped head, read by keel the way a governed turn reads it: the judgment embedder's
/// vectors of each held-out pair (keel's own tokenizer and ONNX session, one text at a time as
/// the Will embeds), the sentence embedder lent for the fallback, [`Regulator::on_judged`]
/// deciding. Measured (docs/decisions-regulator.md, "Learned scope drift"): 116 of 143 held-out
/// pairs (0.811; drift caught 45/66, on-topic flagged 6/77) at the head's operating point, as the
/// trainer scored them with Python onnxruntime; the cosine rule gets 85/143 on the same pairs.
#[test]
fn the_learned_head_on_held_out_pairs() {
    let head = DriftHead::builtin().unwrap();
    let heldout_trained = &head.trained["heldout"];
    let mut judgment = keel_tests::models::judgment_embedder();
    assert_eq!(judgment.identity().name, head.embedder.name);
    let mut sentence = keel_tests::models::default_embedder();
    let held: Vec<ScopePair> =
        all_pairs().into_iter().filter(|p| p.split == Split::Heldout).collect();
    let (mut correct, mut caught, mut flagged) = (0, 0, 0);
    for pair in &held {
        let mut embed = |text: String| judgment.embed(&[text.as_str()]).unwrap().remove(0);
        let vector = embed(
            head.text_format.replace("{prompt}", &pair.task).replace("{response}", &pair.response),
        );
        let alone =
            head.response_format.as_ref().map(|f| embed(f.replace("{response}", &pair.response)));
        let mut regulator = Regulator::for_user("u");
        regulator.on(&Event::TurnStart { user_message: pair.task.clone() });
        let done = Event::TurnComplete { full_response: pair.response.clone() };
        let vectors = JudgmentVectors { pair: &vector, response: alone.as_deref() };
        regulator.on_judged(&done, Some(&mut sentence), Some(vectors)).unwrap();
        let scope = regulator.scope().unwrap_or_else(|| panic!("{}: no assessment", pair.id));
        assert_eq!(scope.basis, DriftBasis::Learned, "{}", pair.id);
        let drift = pair.label == ScopeLabel::Drift;
        correct += usize::from(scope.warn == drift);
        caught += usize::from(scope.warn && drift);
        flagged += usize::from(scope.warn && !drift);
    }
    let accuracy = correct as f64 / held.len() as f64;
    println!(
        "held-out: {correct}/{} = {accuracy:.3}; drift caught {caught}, on-topic flagged {flagged}",
        held.len()
    );
    assert_eq!(held.len() as u64, heldout_trained["pairs"].as_u64().unwrap());
    // Both embed one text at a time, through two ONNX Runtime builds (Python's and keel's):
    // their last digits may differ, which may move a pair sitting on the threshold, never more
    // than one.
    let trained = heldout_trained["correct"].as_u64().unwrap() as usize;
    assert!(correct.abs_diff(trained) <= 1, "keel {correct}, trainer {trained}");
    assert!(accuracy >= LEARNED_HELDOUT_FLOOR, "held-out accuracy {accuracy:.3} fell");
}

/// The learned head's held-out accuracy (116/143 = 0.811), less one pair for the embedders'
/// last-digit differences (115/143 = 0.804), rounded down.
const LEARNED_HELDOUT_FLOOR: f64 = 0.80;

/// The judgment embedder, counting the texts it embeds.
#[derive(Debug)]
struct Counting<'a> {
    inner: &'a mut dyn Embedder,
    texts: usize,
}

impl Embedder for Counting<'_> {
    fn identity(&self) -> &ModelIdentity {
        self.inner.identity()
    }
    fn dimension(&self) -> usize {
        self.inner.dimension()
    }
    fn embed(&mut self, texts: &[&str]) -> Result<Vec<Vec<f32>>, ModelError> {
        self.texts += texts.len();
        self.inner.embed(texts)
    }
}

/// A governed turn under the default profile with the provisioned models: the Will's classifier
/// embeds (message, answer) and the answer alone, and the regulator's learned head judges scope
/// from those same two vectors, with no embedding of its own; the record and the DER name it.
#[test]
fn a_governed_turn_judges_scope_with_the_wills_vectors() {
    let profile = Profile::builtin("general").unwrap();
    let mut will = Will::new(&profile);
    assert!(will.needs_classifier());
    let mut regulator = Regulator::for_user("u");
    let identity = Identity::from_seed([5; 32], "2026-03-01T00:00:00Z");
    let store = test_fakes::MemoryStore::default();
    let mut intellect = test_fakes::ScriptedGenerator::new(&[
        "To change the oil in your car, drain the old oil, replace the filter and refill with \
         the grade in your manual.\n### Reflection\nA maintenance answer.",
    ]);
    let mut sentence = keel_tests::models::default_embedder();
    let mut inner = keel_tests::models::judgment_embedder();
    let mut judgment = Counting { inner: &mut inner, texts: 0 };
    let mut ports = TurnPorts {
        intellect: &mut intellect,
        judge: None,
        embedder: Some(&mut sentence),
        classifier: Some(&mut judgment),
    };
    let mut governor = Governor {
        profile: &profile,
        will: &mut will,
        regulator: &mut regulator,
        identity: &identity,
        store: &store,
    };
    let request = TurnRequest {
        message: "What's a good name for a grey kitten?",
        utc: "2026-03-01T12:00:00Z",
        ..Default::default()
    };
    let record = governor.run(&mut ports, &request, &CancelToken::new(), &mut |_| {}).unwrap();
    assert_eq!(record.outcome, TurnOutcome::Committed, "{:?}", record.error);
    let scope = record.regulator.scope.as_ref().unwrap();
    assert_eq!(scope.basis, DriftBasis::Learned, "{scope:?}");
    assert!(scope.warn, "an answer about car oil to a question about kittens: {scope:?}");
    assert_eq!(record.regulator.decision.kind(), "ScopeDriftWarn");
    // The Will's three embeddings (the pair, the answer alone, the message alone); the
    // regulator reuses the first two and embeds nothing.
    assert_eq!(judgment.texts, 3, "the Will's embeddings, reused by the regulator");
    let der = record.der.as_ref().unwrap().to_string();
    assert!(der.contains("(Learned, warned)"), "{der}");
}
