//! Canonical JSON and H() against vectors produced by Python's own `json.dumps` and `hashlib`
//! (`scripts/gen_canon_vectors.py`): named edge cases (1e-05, 1e+16, -0.0, 5e-324, escapes,
//! astral keys), 560 random doubles across every exponent range, and 61 halfway cases (two
//! shortest candidates equally near: Python takes the even digit).

use keel_evidence::canon;
use serde_json::Value;

#[test]
fn canon_and_hash_match_python_byte_for_byte() {
    let vectors: Vec<Value> =
        serde_json::from_str(&keel_tests::fixtures::fixture_text("canon/vectors.json")).unwrap();
    assert!(vectors.len() > 500);
    let mut named = 0;
    for v in &vectors {
        let name = v["name"].as_str().unwrap();
        let input: Value = serde_json::from_str(v["input"].as_str().unwrap()).unwrap();
        let bytes = canon::canon(&input);
        assert_eq!(std::str::from_utf8(&bytes).unwrap(), v["canon"].as_str().unwrap(), "{name}");
        assert_eq!(canon::hash_bytes(&bytes), v["hash"].as_str().unwrap(), "{name}");
        if !name.starts_with("random_") {
            named += 1;
        }
    }
    for required in [
        "float_1e-05",
        "float_1e16",
        "float_neg_zero",
        "float_denormal_min",
        "escapes",
        "astral_keys",
    ] {
        assert!(vectors.iter().any(|v| v["name"] == required), "missing vector {required}");
    }
    assert!(named >= 20);
}
