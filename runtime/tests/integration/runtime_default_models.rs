//! The real models that `make test` provisions: the default Intellect (Qwen2.5-Coder-1.5B-Instruct,
//! 4-bit ONNX) and the small test model (SmolLM2-135M-Instruct) must answer the Paris question,
//! and all-MiniLM-L6-v2 must place a paraphrase closer than an unrelated sentence.

use keel_model::{
    CancelToken, ChatMessage, Embedder, FinishReason, GenerationRequest, SamplingParams,
    TextGenerator, cosine_similarity,
};
use keel_runtime::onnx::{OnnxEmbedder, OnnxGenerator};
use keel_tests::models;

/// Greedy "What is the capital of France?" on the model in `dir`: the answer names Paris, ends at
/// the chat format's end-of-turn, streams exactly the returned text, and every token carries a
/// finite log-probability.
fn names_paris(dir: &std::path::Path) {
    let mut model = OnnxGenerator::load(dir, models::runtime())
        .unwrap_or_else(|e| panic!("{} loads (provision it with `make test`): {e}", dir.display()));
    let request = GenerationRequest::chat(
        vec![ChatMessage::user("What is the capital of France?")],
        SamplingParams { max_new_tokens: 48, ..SamplingParams::default() },
    );
    let mut streamed = String::new();
    let generation =
        model.generate(&request, &CancelToken::new(), &mut |t| streamed.push_str(&t.text)).unwrap();
    assert!(generation.text.contains("Paris"), "answer: {:?}", generation.text);
    assert_eq!(streamed, generation.text);
    assert_eq!(generation.finish, FinishReason::Stop, "the answer ends with <|im_end|>");
    assert!(
        generation.tokens.iter().all(|t| t.logprob.is_some_and(|lp| lp.is_finite() && lp <= 0.0))
    );
}

#[test]
fn the_default_model_names_paris() {
    names_paris(&models::default_model_dir());
}

#[test]
fn the_small_test_model_names_paris() {
    names_paris(&models::small_model_dir());
}

#[test]
fn embeddings_place_a_paraphrase_closer_than_an_unrelated_sentence() {
    let mut embedder = OnnxEmbedder::load(&models::default_embedder_dir(), models::runtime())
        .expect("default embedder loads (provision it with `make setup`)");
    assert_eq!(embedder.dimension(), 384);
    let vectors = embedder
        .embed(&[
            "A man is eating food.",
            "A man is eating a piece of bread.",
            "The new movie is awesome.",
        ])
        .unwrap();
    for v in &vectors {
        let norm: f32 = v.iter().map(|x| x * x).sum::<f32>().sqrt();
        assert!((norm - 1.0).abs() < 1e-4, "unit length, got {norm}");
    }
    let paraphrase = cosine_similarity(&vectors[0], &vectors[1]);
    let unrelated = cosine_similarity(&vectors[0], &vectors[2]);
    assert!(paraphrase > unrelated + 0.3, "paraphrase {paraphrase}, unrelated {unrelated}");
    assert!((paraphrase - 0.75).abs() < 0.1, "reference similarity ≈ 0.75, got {paraphrase}");

    // Batching pads to the longest text: results must not depend on batch company.
    let alone = embedder.embed(&["A man is eating food."]).unwrap();
    let drift = alone[0].iter().zip(&vectors[0]).map(|(a, b)| (a - b).abs()).fold(0f32, f32::max);
    assert!(drift < 1e-4, "batched vs alone differ by {drift}");
}

#[test]
fn the_judgment_embedder_matches_the_reference_it_was_provisioned_against() {
    let dir = models::default_judgment_embedder_dir();
    let mut embedder = OnnxEmbedder::load(&dir, models::runtime())
        .expect("judgment embedder loads (provision it with `make setup`)");
    assert_eq!(embedder.dimension(), 768);
    // provision.py validated the ONNX graph against sentence-transformers and stored the first
    // dimensions of this text's embedding: keel's tokenizer and pooling must reproduce them.
    let manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("keel-manifest.json")).unwrap())
            .unwrap();
    let text = manifest["validation"]["reference_prefix_text"].as_str().unwrap();
    let expected: Vec<f64> = manifest["validation"]["prefix"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect();
    let v = embedder.embed(&[text]).unwrap().remove(0);
    for (i, (got, want)) in v.iter().zip(&expected).enumerate() {
        assert!((f64::from(*got) - want).abs() < 1e-3, "dim {i}: {got} vs {want}");
    }
    let pair = embedder
        .embed(&[
            "A man is eating food.",
            "A man is eating a piece of bread.",
            "The new movie is awesome.",
        ])
        .unwrap();
    let (related, unrelated) =
        (cosine_similarity(&pair[0], &pair[1]), cosine_similarity(&pair[0], &pair[2]));
    assert!(related > unrelated + 0.4, "related {related}, unrelated {unrelated}");
    // Inputs past 512 tokens are truncated, not refused.
    let long = "word ".repeat(2000);
    assert_eq!(embedder.embed(&[long.as_str()]).unwrap()[0].len(), 768);
}
