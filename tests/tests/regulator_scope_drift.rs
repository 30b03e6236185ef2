//! The labelled scope-drift set (`tests/fixtures/regulator/scope_drift.jsonl`): its shape, the
//! keyword-only accuracy of the regulator on it, and the embedder calibration entry point.

use std::collections::HashSet;
use std::path::PathBuf;

use keel_engine::regulator::{
    RegulatorConfig, ScopeLabel, ScopePair, Split, calibrate, embed_similarities, keyword_accuracy,
};

fn fixture() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fixtures/regulator/scope_drift.jsonl")
}

fn pairs() -> Vec<ScopePair> {
    std::fs::read_to_string(fixture())
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

/// Semantic drift with the shipped embedder (all-MiniLM-L6-v2): calibrates the threshold on the
/// `calib` split, reports held-out accuracy, and checks that the regulator's default threshold is
/// the calibrated one. Held-out accuracy is pinned at what whole-text cosine achieves today
/// (calib 33/42 = 0.786 at threshold 0.6156; held-out 14/21 = 0.667): below the 90% target,
/// which needs a better semantic measure than one cosine over the whole answer (issue 5).
#[test]
fn semantic_drift_with_the_default_embedder_is_calibrated() {
    let config = RegulatorConfig::default();
    let mut embedder = keel_tests::default_embedder();
    let samples = embed_similarities(&mut embedder, &pairs(), &config).unwrap();
    let report = calibrate(&samples).expect("the set has calibration pairs");
    println!("{}", serde_json::to_string_pretty(&report).unwrap());
    let heldout = report.heldout_accuracy.unwrap();
    assert!(heldout >= SEMANTIC_HELDOUT_FLOOR, "held-out accuracy {heldout:.3} fell: {report:?}");
    assert!(
        (config.semantic_drift_threshold - report.threshold).abs() < 0.02,
        "default threshold {} is not the calibrated {:.4}",
        config.semantic_drift_threshold,
        report.threshold
    );
}

/// Held-out accuracy of whole-text semantic drift with all-MiniLM-L6-v2, rounded down.
const SEMANTIC_HELDOUT_FLOOR: f64 = 0.66;
