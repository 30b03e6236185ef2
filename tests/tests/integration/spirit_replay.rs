//! Spirit replay against vectors computed outside Rust (scripts/gen_spirit_vectors.py): every
//! number within 1e-12, every note and null exactly, for both φ/σ choices.

use keel_governance::profile::Profile;
use keel_governance::spirit::SpiritMemory;
use keel_governance::spirit::replay::replay_line;
use keel_tests::fixtures::{fixture_text, fixtures};
use serde_json::Value;

fn close(a: &Value, b: &Value, path: &str) {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => {
            let (x, y) = (x.as_f64().unwrap(), y.as_f64().unwrap());
            assert!((x - y).abs() <= 1e-12, "{path}: rust {x} python {y}");
        }
        (Value::Array(x), Value::Array(y)) => {
            assert_eq!(x.len(), y.len(), "{path}");
            for (i, (u, v)) in x.iter().zip(y).enumerate() {
                close(u, v, &format!("{path}[{i}]"));
            }
        }
        (Value::Object(x), Value::Object(y)) => {
            let mut kx: Vec<_> = x.keys().collect();
            let mut ky: Vec<_> = y.keys().collect();
            kx.sort();
            ky.sort();
            assert_eq!(kx, ky, "{path}");
            for (k, u) in x {
                close(u, &y[k], &format!("{path}.{k}"));
            }
        }
        _ => assert_eq!(a, b, "{path}"),
    }
}

fn replay(stem: &str) {
    let profile =
        Profile::load(&fixtures().join(format!("spirit/{stem}.toml"))).expect("fixture profile");
    let mut memory = SpiritMemory::new(&profile);
    let expected = fixture_text(&format!("spirit/{stem}.expected.jsonl"));
    let mut expected = expected.lines();
    let mut notes = 0;
    for (i, line) in fixture_text("spirit/ledgers.jsonl").lines().enumerate() {
        let got = replay_line(&profile, &mut memory, i + 1, line).unwrap().unwrap();
        let want: Value = serde_json::from_str(expected.next().unwrap()).unwrap();
        close(&got, &want, &format!("{stem} line {}", i + 1));
        if got["note"].as_str().is_some_and(|n| !n.is_empty()) {
            notes += 1;
        }
    }
    assert!(expected.next().is_none());
    assert!(notes >= 20, "the vectors exercise the note ({notes} notes)");
}

#[test]
fn affine_identity_vectors_match_python() {
    replay("replay");
}

#[test]
fn logistic_sqrt_vectors_match_python() {
    replay("replay-options");
}

#[test]
fn malformed_ledgers_name_the_line() {
    let profile = Profile::load(&fixtures().join("spirit/replay.toml")).unwrap();
    let mut memory = SpiritMemory::new(&profile);
    for (line, message) in [
        ("nope", "line 3: not JSON"),
        (
            "{\"values\":[{\"name\":\"Zeal\",\"score\":1,\"confidence\":1}]}",
            "line 3: value \"Zeal\" is not in profile replay",
        ),
        (
            "{\"values\":[{\"name\":\"Honesty\",\"score\":1,\"confidence\":1}]}",
            "line 3: value \"Helpfulness\" is missing",
        ),
        ("{\"x\":1}", "line 3: expected"),
    ] {
        let e = replay_line(&profile, &mut memory, 3, line).unwrap_err().to_string();
        assert!(e.starts_with(message), "{e}");
    }
    assert_eq!(replay_line(&profile, &mut memory, 4, "  ").unwrap(), None);
}
