//! keel's Will reads the judgment heads the way they were trained: for held-out pairs that
//! `scripts/train_judgment.py` scored with Python onnxruntime and numpy
//! (`governance/judgment/golden.json`), keel's own tokenizer, ONNX session and heads give the
//! same P(violation) in the pair's profile (to 0.001; from the pair's vector, the response's
//! alone and the message's alone) and the same most likely category. Needs the provisioned
//! judgment embedder.

use keel_governance::will::classifier::{Heads, PairVectors};
use keel_model::Embedder;

#[test]
fn rust_and_the_trainer_agree_on_held_out_pairs() {
    let golden: serde_json::Value =
        serde_json::from_str(include_str!("../../../governance/judgment/golden.json")).unwrap();
    let heads = Heads::builtin().unwrap();
    assert_eq!(golden["text_format"], heads.text_format.as_str());
    assert_eq!(golden["response_format"].as_str(), heads.response_format.as_deref());
    assert_eq!(golden["prompt_format"].as_str(), heads.prompt_format.as_deref());
    let mut embedder = keel_tests::models::judgment_embedder();
    let pairs = golden["pairs"].as_array().unwrap();
    assert!(pairs.len() >= 20, "a golden pair per category and label");
    let texts: Vec<String> = pairs
        .iter()
        .map(|p| heads.format_pair(p["prompt"].as_str().unwrap(), p["response"].as_str().unwrap()))
        .collect();
    let mut worst = 0f64;
    for (pair, text) in pairs.iter().zip(&texts) {
        let mut one = |text: Option<String>| {
            text.map(|text| embedder.embed(&[text.as_str()]).unwrap().remove(0))
        };
        let vectors = PairVectors {
            pair: one(Some(text.clone())).unwrap(),
            response: one(heads.format_response(pair["response"].as_str().unwrap())),
            prompt: one(heads.format_prompt(pair["prompt"].as_str().unwrap())),
        };
        let profile = pair["profile"].as_str().unwrap();
        let got = heads.classify(profile, &vectors);
        let want = pair["violation"].as_f64().unwrap();
        worst = worst.max((got.violation - want).abs());
        // Both embed one text at a time; two ONNX Runtime builds (Python's and keel's) may
        // still differ in the last digits of the 8-bit encoder's arithmetic.
        assert!((got.violation - want).abs() < 1e-3, "{}: {} vs {want}", pair["id"], got.violation);
        let t = heads.threshold_for(profile);
        if (want - t).abs() > 1e-3 {
            assert_eq!(got.violation >= t, want >= t, "{}: the same verdict", pair["id"]);
        }
        assert_eq!(got.category, pair["category"].as_str().unwrap(), "{}", pair["id"]);
    }
    assert!(worst < 1e-3, "largest difference {worst}");
}

/// The learned Conscience the same way: for the first held-out answers of every profile, keel's
/// vectors (the pair's, and the answer's alone when the value heads read it) and value heads
/// give each value's class probabilities to 0.001, the same score and its calibrated confidence.
#[test]
fn rust_and_the_trainer_agree_on_held_out_value_scores() {
    let golden: serde_json::Value =
        serde_json::from_str(include_str!("../../../governance/judgment/golden.json")).unwrap();
    let heads = Heads::builtin().unwrap();
    let mut embedder = keel_tests::models::judgment_embedder();
    let answers = golden["values"].as_array().unwrap();
    assert!(answers.len() >= 8, "two answers a profile");
    let mut compared = 0;
    for answer in answers {
        let (prompt, response) =
            (answer["prompt"].as_str().unwrap(), answer["response"].as_str().unwrap());
        let pair =
            embedder.embed(&[heads.format_pair(prompt, response).as_str()]).unwrap().remove(0);
        let alone = heads
            .format_response(response)
            .filter(|_| heads.values_read_response)
            .map(|text| embedder.embed(&[text.as_str()]).unwrap().remove(0));
        let vectors = PairVectors { pair, response: alone, prompt: None };
        let inputs = heads.value_vectors(&vectors).unwrap();
        let profile = answer["profile"].as_str().unwrap();
        for (name, want) in answer["values"].as_object().unwrap() {
            let value = heads
                .values
                .iter()
                .find(|v| v.profile == profile && &v.value == name)
                .unwrap_or_else(|| panic!("no heads for {profile} {name}"));
            let scored = heads.score_value(value, &inputs);
            let (score, p) = (scored.score, scored.probabilities);
            // A class the data never used has no head: null in the file, 0 in keel.
            let mut wanted: Vec<f64> =
                want["p"].as_array().unwrap().iter().map(|x| x.as_f64().unwrap_or(0.0)).collect();
            for (got, want) in p.iter().zip(&wanted) {
                assert!((got - want).abs() < 1e-3, "{} {name}: {p:?} vs {wanted:?}", answer["id"]);
            }
            // The same score unless the trainer's two likeliest classes were within the
            // arithmetic's reach of each other.
            wanted.sort_by(|a, b| b.total_cmp(a));
            if wanted[0] - wanted[1] > 1e-3 {
                let label = want["score"].as_i64().unwrap();
                assert_eq!(i64::from(score), label, "{} {name}", answer["id"]);
                // The calibrated confidence the trainer computed for that score.
                let confidence = scored.confidence;
                let wanted = want["confidence"].as_f64().unwrap();
                assert!(
                    (confidence - wanted).abs() < 1e-3,
                    "{} {name}: {confidence}",
                    answer["id"]
                );
            }
            compared += 1;
        }
    }
    assert!(compared >= 40, "every value of every golden answer ({compared})");
}

/// The built-in heads were trained on the labelled sets as committed: the trainer records the
/// SHA-256 of the data files it read (each file's name, a NUL, its bytes, in name order), and
/// a labelled set changed or added without retraining would make every held-out figure the docs
/// report a statement about other data. `python3 scripts/train_judgment.py` retrains;
/// `--check` proves the heads come from the data byte for byte.
#[test]
fn the_heads_were_trained_on_the_committed_labelled_sets() {
    use sha2::{Digest, Sha256};
    let heads = Heads::builtin().unwrap();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/judgment");
    let digest = |prefix: &str| {
        let mut names: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            // As the trainer's glob (`will_*.jsonl`): the extension exactly.
            .filter(|n| {
                n.starts_with(prefix)
                    && std::path::Path::new(n).extension().is_some_and(|e| e == "jsonl")
            })
            .collect();
        names.sort();
        let mut hash = Sha256::new();
        for name in &names {
            hash.update(name.as_bytes());
            hash.update([0]);
            hash.update(std::fs::read(dir.join(name)).unwrap());
        }
        (names.len(), hex::encode(hash.finalize()))
    };
    let (files, will) = digest("will_");
    assert!(files >= 24, "{files} Will files");
    assert_eq!(heads.trained["data_sha256"], will.as_str(), "the Will's sets changed: retrain");
    let (files, conscience) = digest("conscience");
    assert!(files >= 5, "{files} Conscience files");
    assert_eq!(
        heads.trained["conscience"]["data_sha256"],
        conscience.as_str(),
        "the Conscience's sets changed: retrain"
    );
}
