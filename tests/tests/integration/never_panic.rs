//! Never-panic properties: arbitrary JSON (and arbitrary mutations of a real DER) into the
//! compile gate; arbitrary entry records and export text into the parser and verifier. Bounded
//! case counts keep the run to a few seconds.

use keel_evidence::chain::export;
use keel_evidence::chain::{ChainEntry, SignatureRule, Verifier};
use keel_evidence::der::{self, GateOptions, RaiProfile};
use proptest::prelude::*;
use serde_json::{Map, Value};

fn arb_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<f64>().prop_filter("finite", |f| f.is_finite()).prop_map(Value::from),
        prop_oneof![
            "[a-zA-Z_]{0,12}",
            Just("SOVEREIGNTY".to_owned()),
            Just("HIGH".to_owned()),
            Just("sig_001".to_owned()),
            Just("2026-01-01T00:00:00Z".to_owned()),
            "\\PC{0,8}"
        ]
        .prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 64, 8, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::vec((key(), inner), 0..8)
                .prop_map(|kv| Value::Object(kv.into_iter().collect::<Map<_, _>>())),
        ]
    })
}

/// Keys biased towards the DER vocabulary so the generator reaches deep checks.
fn key() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(vec![
            "SDI_DER",
            "META",
            "DECISION_INTENT",
            "QUESTION_LOGIC",
            "SYSTEM_INPUT",
            "ILJO",
            "GCA",
            "BOUNDEDNESS",
            "DECISION_SYNTAX",
            "OUTCOME_PLAN",
            "sub_questions",
            "inputs",
            "linked_signal_ids",
            "signal_id",
            "id",
            "insight_dimensions",
            "insight_strength",
            "relevance",
            "patterns",
            "SUPEREGO",
            "anchors_present",
            "uncertainty",
            "stop_on_uncertainty",
            "stop_reason",
            "planned_metrics",
            "success_standard",
            "definition",
            "JUDGMENT",
            "impact_domain",
            "framework_source",
            "citation",
        ])
        .prop_map(str::to_owned),
        "[a-z]{1,6}",
    ]
}

fn typical() -> Value {
    serde_json::from_str(&keel_tests::fixtures::fixture_text("der/valid/typical.json")).unwrap()
}

/// Replaces the value at a pseudo-random path of `doc` with `new`.
fn mutate(node: &mut Value, choice: u64, new: Value) {
    let len = match node {
        Value::Object(m) => m.len(),
        Value::Array(a) => a.len(),
        _ => 0,
    };
    if len == 0 || choice.is_multiple_of(3) {
        *node = new;
        return;
    }
    let i = (choice % len as u64) as usize;
    let child = match node {
        Value::Object(m) => m.values_mut().nth(i),
        Value::Array(a) => a.get_mut(i),
        _ => None,
    };
    if let Some(child) = child {
        mutate(child, choice / 3, new);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, ..ProptestConfig::default() })]

    #[test]
    fn compile_gate_never_panics_on_arbitrary_json(doc in arb_json()) {
        let r = der::compile(&doc, GateOptions::default());
        let _ = r.to_json();
        let wrapped = Value::Object([("SDI_DER".to_owned(), doc)].into_iter().collect());
        let r = der::compile(&wrapped, GateOptions { profile: RaiProfile::V3Live, threshold: None });
        prop_assert!((0.0..=1.0).contains(&r.rai.score));
        prop_assert!((0.0..=1.0).contains(&r.sovereignty) && (0.0..=1.0).contains(&r.primum));
    }

    #[test]
    fn compile_gate_never_panics_on_mutated_ders(choices in prop::collection::vec((any::<u64>(), arb_json()), 1..4)) {
        let mut doc = typical();
        for (c, v) in choices {
            mutate(&mut doc, c, v);
        }
        let r = der::compile(&doc, GateOptions::default());
        prop_assert!((0.0..=1.0).contains(&r.rai.score));
        prop_assert_eq!(r.pass(), r.to_json()["status"] == "PASS");
    }

    #[test]
    fn verifier_never_panics_on_arbitrary_records(records in prop::collection::vec(arb_json(), 0..6)) {
        let mut v = Verifier::new(None, SignatureRule::FirstEntry);
        for r in &records {
            let e = ChainEntry::from_json(r);
            v.push(e.as_ref());
        }
        let report = v.finish(&keel_evidence::chain::verifier::TrailerCheck::NotApplicable);
        prop_assert!(!report.chain_ok || report.entries > 0);
    }

    #[test]
    fn export_parser_never_panics_on_mutated_text(cut in any::<usize>(), byte in any::<u8>(), pos in any::<usize>()) {
        let text = keel_tests::fixtures::fixture_text("chain/recorded.jsonl");
        let mut bytes = text.into_bytes();
        let p = pos % bytes.len();
        bytes[p] = byte;
        bytes.truncate(cut % (bytes.len() + 1));
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(file) = export::parse(&text) {
            let r = file.verify();
            // Any change to a verified export either leaves it intact or is detected.
            prop_assert!(!r.chain_ok || r.entries == 34);
        }
    }
}
