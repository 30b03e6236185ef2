//! Regulator costs: one Token event, one decide() without an embedder, a 100k-event stream
//! through the same path `keel regulate` takes (parse a JSON line, take it in, decide), and what
//! the learned scope-drift head adds to a `TurnComplete` over the cosine rule (the embedders'
//! own time excluded: a constant embedder stands in for the sentence embedder, and the judgment
//! vectors are handed over as the Will hands them).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use keel_model::{Embedder, ModelError, ModelIdentity};
use keel_regulator::{DriftBasis, DriftHead, Event, JudgmentVectors, Regulator};

/// The sentence embedder at no cost: every text gets the same 384-dimensional vector.
#[derive(Debug)]
struct Constant(ModelIdentity);

impl Embedder for Constant {
    fn identity(&self) -> &ModelIdentity {
        &self.0
    }
    fn dimension(&self) -> usize {
        384
    }
    fn embed(&mut self, texts: &[&str]) -> Result<Vec<Vec<f32>>, ModelError> {
        Ok(texts.iter().map(|_| vec![0.05; 384]).collect())
    }
}

/// A realistic stream: turns of 200 tokens with logprobs, a response, cost, quality, tool calls.
fn stream(events: usize) -> Vec<String> {
    let mut lines = Vec::with_capacity(events);
    let mut turn = 0;
    while lines.len() < events {
        turn += 1;
        let task = format!("Refactor fetch_user number {turn} to be async. Do not add logging.");
        lines.push(serde_json::to_string(&Event::TurnStart { user_message: task }).unwrap());
        let mut response = String::new();
        for i in 0..200 {
            let token = if i % 7 == 0 { " async" } else { " fetch" };
            response.push_str(token);
            let logprob = -0.05 * f64::from((i % 40) as u32);
            let margin = Some(f64::from((i % 10) as u32) / 10.0);
            let event = Event::Token { token: token.into(), logprob, index: i, margin };
            lines.push(serde_json::to_string(&event).unwrap());
        }
        for name in ["search", "read", "search"] {
            let call = Event::ToolCall { tool_name: name.into(), args_json: "{}".into() };
            lines.push(serde_json::to_string(&call).unwrap());
        }
        lines
            .push(serde_json::to_string(&Event::TurnComplete { full_response: response }).unwrap());
        lines.push(
            serde_json::to_string(&Event::Cost {
                tokens_in: 40,
                tokens_out: 200,
                wallclock_ms: 900,
                provider: None,
            })
            .unwrap(),
        );
        lines.push(
            serde_json::to_string(&Event::QualityFeedback { quality: 0.8, fragment_spans: None })
                .unwrap(),
        );
    }
    lines.truncate(events);
    lines
}

fn bench(c: &mut Criterion) {
    let token = Event::Token { token: " the".into(), logprob: -0.4, index: 0, margin: Some(0.6) };
    c.bench_function("on(Token)", |b| {
        let mut r = Regulator::for_user("bench");
        r.on(&Event::TurnStart { user_message: "Refactor fetch_user to be async".into() });
        let mut n = 0u32;
        b.iter(|| {
            // A new turn every 4096 tokens keeps the token buffers at a realistic size.
            n += 1;
            if n.is_multiple_of(4096) {
                r.on(&Event::TurnStart { user_message: "Refactor fetch_user to be async".into() });
            }
            r.on(black_box(&token));
        });
    });

    let mut r = Regulator::for_user("bench");
    for line in stream(2_000) {
        r.on(&serde_json::from_str(&line).unwrap());
    }
    r.on(&Event::TurnComplete { full_response: "I added logging to fetch_user.".into() });
    c.bench_function("decide() with a drift warning", |b| b.iter(|| black_box(r.decide())));
    c.bench_function("concerns()", |b| b.iter(|| black_box(r.concerns())));

    // One TurnComplete of a 60-word answer to a task with a negation, by each measure.
    let head = DriftHead::builtin().unwrap();
    let dimension = head.embedder.dimension;
    let (pair, alone) = (vec![0.036f32; dimension], vec![-0.036f32; dimension]);
    let judgment = JudgmentVectors {
        pair: &pair,
        response: head.response_format.as_ref().map(|_| alone.as_slice()),
    };
    let mut embedder = Constant(ModelIdentity {
        name: "constant".into(),
        model_sha256: String::new(),
        tokenizer_sha256: String::new(),
        remote: None,
    });
    let task = Event::TurnStart {
        user_message: "Make fetch_user async and keep the error type. Do not add logging.".into(),
    };
    let done = Event::TurnComplete {
        full_response: "fetch_user is now an async fn: the HTTP call is awaited, the signature \
            returns impl Future<Output = Result<User, Error>>, and both callers in handlers.rs \
            await it. The error type is unchanged, no logging was added, and the two tests that \
            called it synchronously now run on the tokio test runtime with #[tokio::test]."
            .into(),
    };
    for (name, learned) in [("cosine rule", None), ("learned head", Some(judgment))] {
        let mut r = Regulator::for_user("bench");
        r.on(&task);
        r.on_judged(&done, Some(&mut embedder), learned).unwrap();
        let basis = if learned.is_some() { DriftBasis::Learned } else { DriftBasis::Semantic };
        assert_eq!(r.scope().map(|s| s.basis), Some(basis));
        c.bench_function(&format!("TurnComplete, scope by the {name}"), |b| {
            b.iter(|| r.on_judged(black_box(&done), Some(&mut embedder), learned).unwrap());
        });
    }

    let lines = stream(100_000);
    let mut group = c.benchmark_group("stream");
    group.throughput(Throughput::Elements(lines.len() as u64));
    group.sample_size(10);
    group.bench_function("100k events: parse + on + decide", |b| {
        b.iter(|| {
            let mut r = Regulator::for_user("bench");
            for line in &lines {
                let event: Event = serde_json::from_str(line).unwrap();
                r.on(&event);
                let _ = black_box(r.decide());
            }
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
