//! The DER corpus (`tests/fixtures/der/{valid,invalid}/NAME.json` + `NAME.expect.json`, written
//! by `scripts/gen_der_corpus.py` from spec/der.md): every file's findings must match its
//! expectation exactly (codes, paths, messages, order), and every rule must be exercised.

// Reported scores are rounded to four decimals: exact equality is the contract under test.
#![allow(clippy::float_cmp)]

use std::collections::BTreeSet;

use keel_evidence::der::{self, Code, GateOptions, RaiProfile};
use serde_json::Value;

fn cases() -> Vec<(String, String, Value, Value)> {
    let mut out = Vec::new();
    for folder in ["valid", "invalid"] {
        let dir = keel_tests::fixtures::fixtures().join("der").join(folder);
        let mut names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter(|n| n.strip_suffix(".json").is_some_and(|stem| !stem.ends_with(".expect")))
            .collect();
        names.sort();
        for name in names {
            let stem = name.trim_end_matches(".json").to_owned();
            let doc: Value = serde_json::from_str(&keel_tests::fixtures::fixture_text(&format!(
                "der/{folder}/{name}"
            )))
            .unwrap();
            let expect: Value = serde_json::from_str(&keel_tests::fixtures::fixture_text(
                &format!("der/{folder}/{stem}.expect.json"),
            ))
            .unwrap();
            out.push((folder.to_owned(), stem, doc, expect));
        }
    }
    out
}

#[test]
fn every_corpus_file_produces_exactly_its_expected_findings() {
    let cases = cases();
    assert!(cases.len() >= 30, "corpus too small: {}", cases.len());
    for (folder, name, doc, expect) in &cases {
        let result = der::compile(doc, GateOptions::default());
        let got: Vec<Value> = result
            .diagnostics
            .iter()
            .map(|d| Value::from(vec![d.code.as_str(), d.path.as_str(), d.message.as_str()]))
            .collect();
        assert_eq!(&Value::from(got), &expect["diagnostics"], "{folder}/{name}");
        assert_eq!(result.status(), expect["status"], "{folder}/{name}");
        assert_eq!(folder == "valid", result.pass(), "{folder}/{name}");
        assert_eq!(result.stop, expect["stop"], "{folder}/{name}");
        if let Some(p) = expect.get("proxy_scores") {
            assert_eq!(&result.to_json()["proxy_scores"], p, "{folder}/{name}");
        }
        if let Some(s) = expect.get("rai_score") {
            assert_eq!(result.rai.score, s.as_f64().unwrap(), "{folder}/{name}");
        }
        // The JSON form mirrors the diagnostics.
        let json = result.to_json();
        let errors = json["errors"].as_array().unwrap().len();
        let warnings = json["warnings"].as_array().unwrap().len();
        assert_eq!(errors + warnings, result.diagnostics.len());
        assert_eq!(json.get("compiler_message").is_some(), result.pass());
    }
}

#[test]
fn every_rule_of_the_table_is_covered_and_some_files_have_many_errors() {
    let mut seen = BTreeSet::new();
    let mut multi = 0;
    for (_, _, _, expect) in cases() {
        let diags = expect["diagnostics"].as_array().unwrap();
        let errors = diags.iter().filter(|d| d[0].as_str().unwrap().starts_with("E_")).count();
        if errors >= 3 {
            multi += 1;
        }
        for d in diags {
            seen.insert(Code::parse(d[0].as_str().unwrap()).expect("known code"));
        }
    }
    let missing: Vec<_> =
        Code::ALL.iter().filter(|c| !seen.contains(c)).map(|c| c.as_str()).collect();
    assert!(missing.is_empty(), "rules without a corpus case: {missing:?}");
    assert!(multi >= 3, "need multi-error cases, have {multi}");
}

#[test]
fn typical_der_is_eligible_and_reports_every_rai_component() {
    let doc: Value =
        serde_json::from_str(&keel_tests::fixtures::fixture_text("der/valid/typical.json"))
            .unwrap();
    let result = der::compile(&doc, GateOptions::default());
    let rai = &result.to_json()["rai"];
    assert_eq!(rai["version"], "RAI_v2");
    assert_eq!(rai["threshold"], 0.86);
    assert_eq!(rai["eligible"], true);
    for k in [
        "ILJO_score",
        "DER_schema_S",
        "GCA_score",
        "Decision_determinism_S",
        "EGO_bucket",
        "Signal_Conformance",
        "Superego_score",
    ] {
        assert_eq!(rai["components"][k], 1.0, "{k}");
    }
    let v3 = der::compile(&doc, GateOptions { profile: RaiProfile::V3Live, threshold: None });
    assert_eq!(v3.rai.threshold, 0.78);
    assert_eq!(v3.to_json()["rai"]["components"]["W_RSQ"], 1.0);
}

#[test]
fn rai_components_follow_the_formulas_on_a_degraded_der() {
    // The multi-error case: 6/6 blocks, 1 E_VALUE; q1's link unresolved; no DECISION_SYNTAX;
    // q2 without a standard; sig_002's strength wrong; PRIMUM anchor missing.
    let doc: Value =
        serde_json::from_str(&keel_tests::fixtures::fixture_text("der/invalid/multi_error.json"))
            .unwrap();
    let r = der::compile(&doc, GateOptions::default());
    let c = r.rai.components;
    assert_eq!(c.ILJO_score, 1.0);
    assert_eq!(c.DER_schema_S, 0.9);
    assert_eq!(c.GCA_score, 1.0);
    // mean(1, 1/2, 0, 1/2)
    assert_eq!(c.Decision_determinism_S, 0.5);
    // 0.55*0.9 + 0.2*1 + 0.25*0.5
    assert_eq!(c.EGO_bucket, 0.82);
    // mean(1, 1, 1/2, q1 has no resolved link so 1/2)
    assert_eq!(c.Signal_Conformance, 0.75);
    // 3/4 anchors * (1 + 1)/2
    assert_eq!(c.Superego_score, 0.75);
    // 0.25 + 0.25*0.82 + 0.3*0.75 + 0.2*0.75
    assert_eq!(r.rai.score, 0.83);
    assert!(!r.rai.eligible);
}

#[test]
fn stop_der_passes_but_is_never_eligible() {
    let doc: Value = serde_json::from_str(&keel_tests::fixtures::fixture_text(
        "der/valid/stop_empty_inputs.json",
    ))
    .unwrap();
    let r = der::compile(&doc, GateOptions { profile: RaiProfile::V2, threshold: Some(0.0) });
    assert!(r.pass() && r.stop && !r.rai.eligible);
}

#[test]
fn non_object_roots_are_e_root_only() {
    for text in ["[]", "null", "3", "\"SDI_DER\"", "{}", "{\"SDI_DER\":null}"] {
        let v: Value = serde_json::from_str(text).unwrap();
        let r = der::compile(&v, GateOptions::default());
        assert_eq!(r.diagnostics.len(), 1, "{text}");
        assert_eq!(r.diagnostics[0].code, Code::ERoot);
        assert_eq!(r.rai.score, 0.0);
    }
}
