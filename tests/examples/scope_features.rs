//! The measured features of every labelled scope-drift pair, for `scripts/train_scope.py`.
//!
//!     cargo run -p keel-tests --example scope_features -- FILE.jsonl...
//!
//! Reads `{"id", "task", "response", …}` lines and writes one line per pair, in order:
//! `{"id", "features": {…}}`, with the cosines from the default sentence embedder
//! (all-MiniLM-L6-v2, sentences included) and the keyword, negation and length features as the
//! regulator computes them ([`DriftFeatures::measure`]), so the trainer reads exactly what the
//! regulator will.

use std::io::Write;

use keel_regulator::{DriftFeatures, RegulatorConfig, measure_similarities};

#[derive(serde::Deserialize)]
struct Pair {
    id: String,
    task: String,
    response: String,
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let files: Vec<String> = std::env::args().skip(1).collect();
    if files.is_empty() {
        return Err("usage: scope_features FILE.jsonl...".into());
    }
    let config = RegulatorConfig::default();
    let mut embedder = keel_tests::models::default_embedder();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for file in files {
        let text = std::fs::read_to_string(&file).map_err(|e| format!("{file}: {e}"))?;
        for (n, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
            let pair: Pair =
                serde_json::from_str(line).map_err(|e| format!("{file}:{}: {e}", n + 1))?;
            let cosines = measure_similarities(&mut embedder, &pair.task, &pair.response, true)?;
            let features = DriftFeatures::measure(&pair.task, &pair.response, &cosines, &config);
            let row = serde_json::json!({"id": pair.id, "features": features});
            writeln!(out, "{row}")?;
        }
    }
    out.flush()?;
    Ok(())
}
