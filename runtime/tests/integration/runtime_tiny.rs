//! The generation loop on the committed tiny random-weight models (byte-level tokenizer): fast,
//! deterministic checks of the KV cache, logprobs, sampling, streaming, stop tokens, cancellation
//! and load errors. `tiny-lm` has the plain-operator (optimum) layout of models converted before
//! keelconv's gqa graph; `tiny-lm-gqa` has the gqa layout (shared in-place KV buffers): the KV,
//! replay and determinism checks run on both.

use keel_model::{
    CancelToken, ChatMessage, FinishReason, GenerationRequest, RepetitionControl, SamplingParams,
    TextGenerator, TokenEvent,
};
use keel_runtime::onnx::repetition::loop_period;
use keel_runtime::onnx::{OnnxGenerator, RuntimeError};
use keel_tests::{fixtures, models};

fn tiny() -> OnnxGenerator {
    load(&fixtures::tiny_model_dir())
}

fn load(dir: &std::path::Path) -> OnnxGenerator {
    OnnxGenerator::load(dir, models::runtime())
        .unwrap_or_else(|e| panic!("{} loads: {e}", dir.display()))
}

/// Both layouts of the tiny model.
fn both_layouts() -> [std::path::PathBuf; 2] {
    [fixtures::tiny_model_dir(), fixtures::tiny_gqa_model_dir()]
}

/// Max |a - b| over two equally long logit vectors.
fn max_diff(a: &[f32], b: &[f32]) -> f32 {
    assert_eq!(a.len(), b.len());
    a.iter().zip(b).map(|(x, y)| (x - y).abs()).fold(0f32, f32::max)
}

fn greedy(max_new_tokens: usize) -> SamplingParams {
    SamplingParams { max_new_tokens, ..SamplingParams::default() }
}

fn ask(text: &str, params: SamplingParams) -> GenerationRequest {
    GenerationRequest::chat(vec![ChatMessage::user(text)], params)
}

fn run(
    model: &mut OnnxGenerator,
    request: &GenerationRequest,
) -> (keel_model::Generation, Vec<TokenEvent>) {
    let mut events = Vec::new();
    let generation = model
        .generate(request, &CancelToken::new(), &mut |t| events.push(t.clone()))
        .expect("generation succeeds");
    (generation, events)
}

#[test]
fn incremental_kv_logits_equal_a_full_recompute() {
    for dir in both_layouts() {
        let mut model = load(&dir);
        let ids = model.encode("The KV cache must not change the answer.").unwrap();
        let (full, _) = model.forward_all(&ids, None).unwrap();
        let vocab = full.len() / ids.len();

        // Prefill half, then feed the rest one token at a time through the cache.
        let split = ids.len() / 2;
        let (mut logits, mut cache) = model.forward_all(&ids[..split], None).unwrap();
        let mut incremental = logits.clone();
        for &id in &ids[split..] {
            (logits, cache) = model.forward_all(&[id], Some(cache)).unwrap();
            incremental.extend_from_slice(&logits);
        }
        let diff = max_diff(&full, &incremental);
        assert!(
            diff < 1e-4,
            "{}: max |full - incremental| = {diff} (vocab {vocab})",
            dir.display()
        );
    }
}

#[test]
fn a_kv_buffer_that_grows_keeps_what_it_held() {
    // The gqa cache starts at one 256-row chunk; 300 tokens (a 200-token prefill, then a 40-token
    // pass and 60 single steps) grow it at token 257, mid-sequence, and every row must still
    // equal a full recompute.
    let mut model = load(&fixtures::tiny_gqa_model_dir());
    let text = "Growing the cache copies every row it holds. ".repeat(8);
    let ids = model.encode(&text).unwrap()[..300].to_vec();
    let (full, _) = model.forward_all(&ids, None).unwrap();
    let (mut logits, mut cache) = model.forward_all(&ids[..200], None).unwrap();
    let mut incremental = logits.clone();
    (logits, cache) = model.forward_all(&ids[200..240], Some(cache)).unwrap();
    incremental.extend_from_slice(&logits);
    for &id in &ids[240..] {
        (logits, cache) = model.forward_all(&[id], Some(cache)).unwrap();
        incremental.extend_from_slice(&logits);
    }
    assert!(format!("{cache:?}").contains("len = 300"), "{cache:?}");
    let diff = max_diff(&full, &incremental);
    assert!(diff < 1e-4, "max |full - grown incremental| = {diff}");
}

#[test]
fn logprobs_are_finite_and_never_positive() {
    let mut model = tiny();
    for params in [
        greedy(48),
        SamplingParams {
            temperature: 1.2,
            top_p: 0.9,
            seed: 3,
            max_new_tokens: 48,
            ..SamplingParams::default()
        },
    ] {
        let (generation, events) = run(&mut model, &ask("hello", params));
        assert!(!generation.tokens.is_empty());
        for t in &generation.tokens {
            assert!(t.logprob.is_some_and(|lp| lp.is_finite() && lp <= 0.0), "{t:?}");
        }
        assert_eq!(events.len(), generation.tokens.len());
    }
}

#[test]
fn greedy_output_is_identical_across_runs_and_loads() {
    let request = ask("Say something deterministic.", greedy(40));
    for dir in both_layouts() {
        let mut model = load(&dir);
        let (first, _) = run(&mut model, &request);
        let (again, _) = run(&mut model, &request);
        let (second, _) = run(&mut load(&dir), &request);
        assert_eq!(first.tokens, again.tokens, "{}", dir.display());
        assert_eq!(first.tokens, second.tokens, "{}", dir.display());
        assert_eq!(first.text, second.text);
    }
}

#[test]
fn seeded_sampling_replays_and_seeds_differ() {
    let params = |seed| SamplingParams {
        temperature: 1.0,
        top_p: 0.95,
        seed,
        max_new_tokens: 40,
        ..SamplingParams::default()
    };
    let mut model = tiny();
    let a = run(&mut model, &ask("sample", params(11))).0.tokens;
    let b = run(&mut model, &ask("sample", params(11))).0.tokens;
    let c = run(&mut model, &ask("sample", params(12))).0.tokens;
    assert_eq!(a, b);
    assert_ne!(a, c);
}

#[test]
fn streamed_pieces_reassemble_the_answer() {
    let mut model = tiny();
    let (generation, events) = run(&mut model, &ask("stream me", greedy(64)));
    let streamed: String = events.iter().map(|e| e.text.as_str()).collect();
    assert_eq!(streamed, generation.text);
    let ids: Vec<Option<u32>> = generation.tokens.iter().map(|t| t.id).collect();
    assert_eq!(events.iter().map(|e| e.token_id).collect::<Vec<_>>(), ids);
    assert!(events.iter().enumerate().all(|(i, e)| e.index == i));
}

#[test]
fn multibyte_characters_split_across_tokens_stream_whole() {
    // The tiny tokenizer is byte-level: every UTF-8 byte is its own token, so "é", "世" and "🦀"
    // each arrive in 2–4 tokens. Pieces must be empty until a character is complete.
    let model = tiny();
    let text = "héllo 世界 🦀!";
    let ids = model.encode(text).unwrap();
    assert_eq!(ids.len(), text.len(), "one token per byte");
    let tokenizer = model.tokenizer();
    let mut stream = tokenizer.decode_stream(true);
    let mut pieces = Vec::new();
    for id in ids {
        pieces.push(stream.step(id).unwrap().unwrap_or_default());
    }
    assert_eq!(pieces.concat(), text);
    assert!(pieces.iter().all(|p| p.chars().all(|c| c != char::REPLACEMENT_CHARACTER)));
    assert!(pieces.contains(&"🦀".to_owned()), "{pieces:?}");
    assert!(pieces.iter().filter(|p| p.is_empty()).count() >= 3 + 1 + 2 + 2);
}

#[test]
fn a_stop_token_ends_generation_before_it_is_emitted() {
    // Seeded sampling gives a varied sequence (greedy on random weights tends to repeat one
    // token); the same seed replays it exactly up to the stop.
    let params = SamplingParams {
        temperature: 1.0,
        top_p: 1.0,
        seed: 5,
        max_new_tokens: 30,
        ..SamplingParams::default()
    };
    let mut model = tiny();
    let (reference, _) = run(&mut model, &ask("stop test", params));
    // Pick the first generated token whose id did not occur earlier: stopping on it must cut the
    // answer exactly there.
    let ids: Vec<u32> = reference.tokens.iter().filter_map(|t| t.id).collect();
    let position = (1..ids.len()).find(|&i| !ids[..i].contains(&ids[i])).expect("a fresh token");
    let mut request = ask("stop test", params);
    request.extra_stop_tokens = vec![ids[position]];
    let (stopped, events) = run(&mut model, &request);
    assert_eq!(stopped.finish, FinishReason::Stop);
    assert_eq!(stopped.tokens, reference.tokens[..position]);
    assert_eq!(events.len(), position);
}

#[test]
fn repetition_control_stops_or_prevents_a_real_loop() {
    let ids = |g: &keel_model::Generation| g.tokens.iter().filter_map(|t| t.id).collect::<Vec<_>>();
    let with = |repetition| SamplingParams { repetition, ..greedy(300) };
    let off = RepetitionControl::OFF;
    let mut model = tiny();
    // Greedy decoding on random weights falls into a cycle after "a" (about 200 tokens in):
    // the case to control.
    let (plain, _) = run(&mut model, &ask("a", greedy(300)));
    let plain_ids = ids(&plain);
    assert!(loop_period(&plain_ids).is_some(), "precondition: greedy loops: {plain_ids:?}");

    // Stop on loop: the same tokens, cut where the loop is first recognised.
    let (stopped, events) =
        run(&mut model, &ask("a", with(RepetitionControl { stop_on_loop: true, ..off })));
    let stopped_ids = ids(&stopped);
    assert_eq!(stopped.finish, FinishReason::Loop);
    assert_eq!(events.len(), stopped_ids.len());
    assert!(stopped_ids.len() < plain_ids.len());
    assert_eq!(stopped_ids, plain_ids[..stopped_ids.len()]);
    assert!(loop_period(&stopped_ids[..stopped_ids.len() - 1]).is_none(), "not a token later");
    // A benchmark's fixed length is kept: ignore_stop generates through loops too.
    let mut fixed = ask("a", with(RepetitionControl { stop_on_loop: true, ..off }));
    fixed.ignore_stop = true;
    assert_eq!(run(&mut model, &fixed).0.tokens.len(), 300);

    // No-repeat 3-grams: none repeats, and greedy decoding stays replayable.
    let banned = with(RepetitionControl { no_repeat_ngram: 3, ..off });
    let (first, _) = run(&mut model, &ask("a", banned));
    let first_ids = ids(&first);
    let grams: Vec<&[u32]> = first_ids.windows(3).collect();
    for (i, g) in grams.iter().enumerate() {
        assert!(!grams[..i].contains(g), "{first_ids:?} repeats {g:?}");
    }
    assert_eq!(ids(&run(&mut model, &ask("a", banned)).0), first_ids);
    assert_eq!(first.params.repetition, banned.repetition, "the control is recorded");

    // A control out of range is a clear error, never a panic.
    let bad = with(RepetitionControl { no_repeat_ngram: 1, ..off });
    let error = model.generate(&ask("a", bad), &CancelToken::new(), &mut |_| {}).unwrap_err();
    assert!(
        matches!(
            error,
            keel_model::ModelError::Repetition(keel_model::RepetitionError::NoRepeatNgram {
                got: 1
            })
        ),
        "{error}"
    );
}

#[test]
fn max_new_tokens_is_honoured() {
    let mut model = tiny();
    let (generation, _) = run(&mut model, &ask("count", greedy(7)));
    // The tiny model may stop on its own earlier; it must never run past the limit.
    assert!(generation.tokens.len() <= 7);
    if generation.tokens.len() == 7 {
        assert_eq!(generation.finish, FinishReason::MaxTokens);
    }
    let (none, _) = run(&mut model, &ask("count", greedy(0)));
    assert!(none.tokens.is_empty());
}

#[test]
fn cancellation_stops_within_one_token() {
    let mut model = tiny();
    let cancel = CancelToken::new();
    let mut seen = 0;
    let generation = model
        .generate(&ask("cancel me", greedy(200)), &cancel, &mut |event| {
            seen += 1;
            if event.index == 4 {
                cancel.cancel();
            }
        })
        .unwrap();
    assert_eq!(generation.finish, FinishReason::Cancelled);
    assert_eq!(generation.tokens.len(), 5);
    assert_eq!(seen, 5);

    // Cancelled before it starts: nothing is generated.
    let cancelled = CancelToken::new();
    cancelled.cancel();
    let generation = model.generate(&ask("x", greedy(10)), &cancelled, &mut |_| {}).unwrap();
    assert_eq!(generation.finish, FinishReason::Cancelled);
    assert!(generation.tokens.is_empty());
}

#[test]
fn timings_and_identity_are_recorded() {
    let mut model = tiny();
    let (generation, _) = run(&mut model, &ask("timing", greedy(16)));
    let t = generation.timings;
    assert!(t.time_to_first_token >= t.prefill);
    assert!(!generation.prompt_token_ids.is_empty());
    let identity = model.identity();
    assert_eq!(identity.name, "tiny-lm");
    assert_eq!(identity.model_sha256.len(), 64);
    assert_eq!(identity.tokenizer_sha256.len(), 64);
}

#[test]
fn chat_template_renders_chatml() {
    let model = tiny();
    let text =
        model.render_chat(&[ChatMessage::system("Be brief."), ChatMessage::user("Hi")]).unwrap();
    assert!(text.contains("<|im_start|>user\nHi<|im_end|>"), "{text}");
    assert!(text.ends_with("<|im_start|>assistant\n"), "{text}");
}

#[test]
fn a_corrupt_model_file_is_an_error_naming_it() {
    let dir = tempdir("corrupt-model");
    copy_tiny_to(&dir);
    std::fs::write(dir.join("model.onnx"), b"this is not an onnx file").unwrap();
    match OnnxGenerator::load(&dir, models::runtime()) {
        Err(RuntimeError::ModelInvalid { path, .. }) => assert_eq!(path, dir.join("model.onnx")),
        other => panic!("expected ModelInvalid naming model.onnx, got {other:?}"),
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_missing_or_corrupt_tokenizer_is_an_error_naming_it() {
    let dir = tempdir("bad-tokenizer");
    copy_tiny_to(&dir);
    std::fs::write(dir.join("tokenizer.json"), b"{\"not\": \"a tokenizer\"}").unwrap();
    let error = OnnxGenerator::load(&dir, models::runtime()).unwrap_err();
    assert!(error.to_string().contains("tokenizer.json"), "{error}");
    std::fs::remove_file(dir.join("tokenizer.json")).unwrap();
    match OnnxGenerator::load(&dir, models::runtime()) {
        Err(RuntimeError::ModelMissing { path }) => assert_eq!(path, dir.join("tokenizer.json")),
        other => panic!("expected ModelMissing, got {other:?}"),
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

fn tempdir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("keel-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn copy_tiny_to(dir: &std::path::Path) {
    for entry in std::fs::read_dir(fixtures::tiny_model_dir()).unwrap() {
        let entry = entry.unwrap();
        std::fs::copy(entry.path(), dir.join(entry.file_name())).unwrap();
    }
}

#[test]
fn greedy_tokens_match_the_python_reference_loop() {
    // `scripts/make_tiny_model.py` ran the same graph with Python onnxruntime and a plain greedy
    // KV loop (separate past and present arrays, not the runtime's shared buffers) and recorded
    // the prompt ids and the answer: an implementation-independent vector, one per layout.
    for dir in both_layouts() {
        let manifest: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(dir.join("keel-manifest.json")).unwrap())
                .unwrap();
        let reference = &manifest["reference"];
        let ids = |key: &str| -> Vec<u32> {
            reference[key].as_array().unwrap().iter().map(|v| v.as_u64().unwrap() as u32).collect()
        };
        let mut model = load(&dir);
        let request = ask(reference["user_message"].as_str().unwrap(), greedy(64));
        let (generation, _) = run(&mut model, &request);
        assert_eq!(generation.prompt_token_ids, ids("prompt_ids"));
        assert_eq!(
            generation.tokens.iter().filter_map(|t| t.id).collect::<Vec<_>>(),
            ids("greedy_ids"),
            "{}",
            dir.display()
        );
        assert_eq!(generation.finish, FinishReason::Stop);
    }
}
