//! The remote generator against a real HTTP/1.1 server on loopback: a `TcpListener` thread that
//! writes raw response bytes, flushing at chosen split points with pauses between, so the
//! client sees exactly the chunk boundaries a test asks for (mid-UTF-8, mid-`data:`, mid-JSON,
//! mid chunk-size line).

use std::io::Write;
use std::net::TcpListener;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::{Duration, Instant};

use keel_model::{
    CancelToken, ChatMessage, FinishReason, GenerationRequest, ModelError, Prompt, SamplingParams,
    TextGenerator, TokenEvent, Usage,
};
use keel_runtime::remote::error::ChunkError;
use keel_runtime::remote::{
    ApiKey, Flavour, MAX_TOKEN_TEXT_BYTES, RemoteConfig, RemoteGenerator, RetryPolicy,
    stream_byte_cap,
};
use keel_tests::loopback;

/// What the server does on one connection after reading the request.
enum Reply {
    /// Writes these byte pieces, flushing and pausing `gap` after each, then closes.
    Pieces { pieces: Vec<Vec<u8>>, gap: Duration },
    /// Sends nothing and keeps the connection open for this long.
    Hang(Duration),
    /// Writes `head`, then `piece` over and over (pausing `gap` after each) until the client
    /// hangs up or `limit` passes; sends how many bytes were written in all.
    Flood { head: Vec<u8>, piece: Vec<u8>, gap: Duration, limit: Duration, written: Sender<usize> },
}

/// Serves `replies`, one connection each, in order; returns the base URL and the raw requests.
fn serve(replies: Vec<Reply>) -> (String, Receiver<String>) {
    let (listener, base_url) = loopback::listen();
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        for reply in replies {
            let Ok((mut stream, _)) = listener.accept() else { return };
            let _ = stream.set_nodelay(true);
            let _ = tx.send(loopback::read_request(&mut stream));
            match reply {
                Reply::Pieces { pieces, gap } => {
                    for piece in pieces {
                        if stream.write_all(&piece).and_then(|()| stream.flush()).is_err() {
                            break;
                        }
                        std::thread::sleep(gap);
                    }
                }
                Reply::Hang(time) => std::thread::sleep(time),
                Reply::Flood { head, piece, gap, limit, written } => {
                    let started = Instant::now();
                    let mut total = 0;
                    let mut next = head;
                    while started.elapsed() < limit
                        && stream.write_all(&next).and_then(|()| stream.flush()).is_ok()
                    {
                        total += next.len();
                        next.clone_from(&piece);
                        std::thread::sleep(gap);
                    }
                    let _ = written.send(total);
                }
            }
        }
    });
    (base_url, rx)
}

/// A chunked 200 response carrying `body`, cut into pieces at the byte offsets `cuts` of the
/// whole response (so a cut can fall in the head, a chunk-size line or the data).
fn chunked(content_type: &str, events: &[String], cuts: &[usize]) -> Vec<Vec<u8>> {
    let mut raw = format!(
        "HTTP/1.1 200 OK\r\nContent-Type: {content_type}\r\nTransfer-Encoding: chunked\r\n\r\n"
    )
    .into_bytes();
    for event in events {
        raw.extend_from_slice(format!("{:x}\r\n", event.len()).as_bytes());
        raw.extend_from_slice(event.as_bytes());
        raw.extend_from_slice(b"\r\n");
    }
    raw.extend_from_slice(b"0\r\n\r\n");
    split_at(&raw, cuts)
}

fn split_at(raw: &[u8], cuts: &[usize]) -> Vec<Vec<u8>> {
    let mut pieces = Vec::new();
    let mut start = 0;
    for &cut in cuts.iter().chain(std::iter::once(&raw.len())) {
        pieces.push(raw[start..cut].to_vec());
        start = cut;
    }
    pieces
}

fn status(code: u16, extra_headers: &str, body: &str) -> Vec<Vec<u8>> {
    vec![
        format!(
            "HTTP/1.1 {code} Oops\r\nContent-Type: application/json\r\n{extra_headers}Content-Length: {}\r\n\r\n{body}",
            body.len()
        )
        .into_bytes(),
    ]
}

fn config(flavour: Flavour, base_url: &str) -> RemoteConfig {
    let mut config = RemoteConfig::new(flavour, base_url, "fake-model");
    config.read_timeout = Duration::from_secs(5);
    config.retry = RetryPolicy {
        max_retries: 3,
        base_delay: Duration::from_millis(10),
        max_delay: Duration::from_secs(5),
    };
    config
}

fn ask() -> GenerationRequest {
    GenerationRequest::chat(
        vec![ChatMessage::system("Be brief."), ChatMessage::user("Capital of France?")],
        SamplingParams {
            temperature: 0.0,
            top_p: 1.0,
            seed: 7,
            max_new_tokens: 32,
            ..SamplingParams::default()
        },
    )
}

/// Runs a generation; returns it with the events and when each arrived.
fn run(
    generator: &mut RemoteGenerator,
    cancel: &CancelToken,
) -> (Result<keel_model::Generation, ModelError>, Vec<(TokenEvent, Duration)>) {
    let started = Instant::now();
    let mut events = Vec::new();
    let result =
        generator.generate(&ask(), cancel, &mut |t| events.push((t.clone(), started.elapsed())));
    (result, events)
}

/// Serves `events` as one chunked SSE response and runs a generation against it.
fn run_sse(
    events: &[String],
) -> (Result<keel_model::Generation, ModelError>, Vec<(TokenEvent, Duration)>) {
    let (base_url, _) = serve(vec![Reply::Pieces {
        pieces: chunked("text/event-stream", events, &[]),
        gap: Duration::ZERO,
    }]);
    let mut generator = RemoteGenerator::new(config(Flavour::OpenAi, &base_url)).unwrap();
    run(&mut generator, &CancelToken::new())
}

fn data(json: &str) -> String {
    format!("data: {json}\n\n")
}

#[test]
fn sse_split_mid_character_and_mid_json_streams_tokens_with_logprobs_and_usage() {
    let events = vec![
        ": keep-alive\n\n".to_owned(),
        data(
            r#"{"choices":[{"index":0,"delta":{"role":"assistant"},"logprobs":null,"finish_reason":null}]}"#,
        ),
        data(
            r#"{"choices":[{"index":0,"delta":{"content":"Caf"},"logprobs":{"content":[{"token":"Caf","logprob":-0.25}]},"finish_reason":null}],"system_fingerprint":"fp_test"}"#,
        ),
        data(
            r#"{"choices":[{"index":0,"delta":{"content":"é ☕"},"logprobs":{"content":[{"token":"é","logprob":-0.5},{"token":" ☕","logprob":-1.5}]},"finish_reason":null}]}"#,
        ),
        data(r#"{"choices":[{"index":0,"delta":{},"logprobs":null,"finish_reason":"stop"}]}"#),
        data(
            r#"{"choices":[],"usage":{"prompt_tokens":21,"completion_tokens":3,"total_tokens":24}}"#,
        ),
        "data: [DONE]\r\n\r\n".to_owned(),
    ];
    let whole = chunked("text/event-stream", &events, &[]).concat();
    let text = String::from_utf8_lossy(&whole).into_owned();
    let find =
        |needle: &str| whole.windows(needle.len()).position(|w| w == needle.as_bytes()).unwrap();
    let e_acute = find("é");
    let cuts = vec![
        10,                                // inside the status line
        find("Caf\"") + 2,                 // mid-token
        find("é") - 30,                    // mid-JSON
        e_acute + 1,                       // inside the two bytes of é
        find("☕") + 2,                    // inside the three bytes of ☕
        find("data: {\"choices\":[]") + 3, // mid-"data:"
        find("[DONE]") + 2,
    ];
    assert!(text.contains("Transfer-Encoding: chunked"));
    let pieces = split_at(&whole, &cuts);
    let (base_url, requests) =
        serve(vec![Reply::Pieces { pieces, gap: Duration::from_millis(40) }]);
    let mut generator = RemoteGenerator::new(config(Flavour::OpenAi, &base_url)).unwrap();
    let (result, events) = run(&mut generator, &CancelToken::new());
    let generation = result.unwrap();

    assert_eq!(generation.text, "Café ☕");
    assert_eq!(events.iter().map(|(e, _)| e.text.as_str()).collect::<String>(), "Café ☕");
    let logprobs: Vec<_> = events.iter().map(|(e, _)| e.logprob).collect();
    assert_eq!(logprobs, [Some(-0.25), Some(-0.5), Some(-1.5)]);
    assert!(events.iter().all(|(e, _)| e.token_id.is_none()));
    assert_eq!(generation.tokens.len(), 3);
    assert_eq!(generation.finish, FinishReason::Stop);
    assert_eq!(generation.usage, Some(Usage { prompt_tokens: 21, completion_tokens: 3 }));
    assert_eq!(generation.token_counts(), (21, 3));
    assert!((generation.mean_logprob().unwrap() - (-0.75)).abs() < 1e-6);
    let remote = generator.identity().remote.clone().unwrap();
    assert_eq!(remote.system_fingerprint.as_deref(), Some("fp_test"));
    assert_eq!((remote.backend.as_str(), remote.base_url.as_str()), ("openai", base_url.as_str()));
    assert!(generator.identity().model_sha256.is_empty(), "no fake weight hash");
    // Streamed as it arrived: the first token came well before the last bytes were sent.
    let (first, last) = (events[0].1, events[2].1);
    assert!(last.saturating_sub(first) >= Duration::from_millis(60), "{first:?} .. {last:?}");

    let request = requests.recv().unwrap();
    assert!(request.starts_with("POST /v1/chat/completions HTTP/1.1\r\n"), "{request}");
    let body: serde_json::Value =
        serde_json::from_str(&request[request.find("\r\n\r\n").unwrap() + 4..]).unwrap();
    assert_eq!(body["model"], "fake-model");
    assert_eq!(body["stream"], true);
    assert_eq!(body["stream_options"]["include_usage"], true);
    assert_eq!(body["logprobs"], true);
    assert_eq!(body["seed"], 7);
    assert_eq!(body["max_tokens"], 32);
    assert_eq!(body["messages"][1]["content"], "Capital of France?");
    assert!(!request.contains("Authorization"), "no key configured, none sent");
}

#[test]
fn a_server_without_logprobs_gives_tokens_without_them() {
    let events = vec![
        data(
            r#"{"choices":[{"index":0,"delta":{"content":"Par"},"logprobs":null,"finish_reason":null}]}"#,
        ),
        data(r#"{"choices":[{"index":0,"delta":{"content":"is."},"finish_reason":null}]}"#),
        data(r#"{"choices":[{"index":0,"delta":{},"finish_reason":"length"}]}"#),
        "data: [DONE]\n\n".to_owned(),
    ];
    let (result, events) = run_sse(&events);
    let generation = result.unwrap();
    assert_eq!(generation.text, "Paris.");
    assert_eq!(events.len(), 2);
    assert!(generation.tokens.iter().all(|t| t.logprob.is_none()), "no faked certainty");
    assert_eq!(generation.mean_logprob(), None);
    assert_eq!(generation.finish, FinishReason::MaxTokens);
    assert_eq!(generation.usage, None);
    assert_eq!(generation.token_counts(), (0, 2));
}

#[test]
fn a_429_then_success_waits_for_retry_after() {
    let events = vec![
        data(r#"{"choices":[{"index":0,"delta":{"content":"ok"},"finish_reason":"stop"}]}"#),
        "data: [DONE]\n\n".to_owned(),
    ];
    let (base_url, requests) = serve(vec![
        Reply::Pieces {
            pieces: status(429, "Retry-After: 1\r\n", r#"{"error":{"message":"slow down"}}"#),
            gap: Duration::ZERO,
        },
        Reply::Pieces { pieces: chunked("text/event-stream", &events, &[]), gap: Duration::ZERO },
    ]);
    let mut generator = RemoteGenerator::new(config(Flavour::OpenAi, &base_url)).unwrap();
    let started = Instant::now();
    let (result, _) = run(&mut generator, &CancelToken::new());
    assert_eq!(result.unwrap().text, "ok");
    assert!(started.elapsed() >= Duration::from_secs(1), "Retry-After honoured");
    assert_eq!(requests.try_iter().count(), 2);
}

#[test]
fn exhausted_5xx_retries_name_server_model_status_and_message() {
    let reply = || Reply::Pieces {
        pieces: status(503, "", r#"{"error":{"message":"loading model"}}"#),
        gap: Duration::ZERO,
    };
    let (base_url, requests) = serve(vec![reply(), reply(), reply(), reply(), reply()]);
    let mut generator = RemoteGenerator::new(config(Flavour::OpenAi, &base_url)).unwrap();
    let (result, events) = run(&mut generator, &CancelToken::new());
    let error = result.unwrap_err().to_string();
    assert!(events.is_empty());
    for part in [base_url.as_str(), "fake-model", "HTTP 503", "loading model", "4 attempts"] {
        assert!(error.contains(part), "{part:?} missing from: {error}");
    }
    assert_eq!(requests.try_iter().count(), 4, "1 try + 3 retries, bounded");
}

#[test]
fn a_refused_connection_is_retried_then_reported() {
    let port = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let base_url = format!("http://127.0.0.1:{port}/v1");
    let mut generator = RemoteGenerator::new(config(Flavour::OpenAi, &base_url)).unwrap();
    let error = run(&mut generator, &CancelToken::new()).0.unwrap_err().to_string();
    assert!(error.contains("cannot connect") && error.contains(&base_url), "{error}");
    assert!(error.contains("4 attempts"), "{error}");
}

#[test]
fn a_hung_server_times_out() {
    let (base_url, _) = serve(vec![Reply::Hang(Duration::from_secs(5))]);
    let mut config = config(Flavour::OpenAi, &base_url);
    config.read_timeout = Duration::from_millis(300);
    let mut generator = RemoteGenerator::new(config).unwrap();
    let started = Instant::now();
    let error = run(&mut generator, &CancelToken::new()).0.unwrap_err().to_string();
    let took = started.elapsed();
    assert!(error.contains("no response for 0.3 s") && error.contains("fake-model"), "{error}");
    assert!(took >= Duration::from_millis(300) && took < Duration::from_secs(2), "{took:?}");
}

#[test]
fn a_hang_mid_stream_times_out_naming_what_was_streamed() {
    let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n\r\n";
    let first = data(r#"{"choices":[{"index":0,"delta":{"content":"Pa"},"finish_reason":null}]}"#);
    let (base_url, _) = serve(vec![Reply::Pieces {
        pieces: vec![format!("{head}{first}").into_bytes(), Vec::new()],
        gap: Duration::from_secs(3),
    }]);
    let mut config = config(Flavour::OpenAi, &base_url);
    config.read_timeout = Duration::from_millis(300);
    let mut generator = RemoteGenerator::new(config).unwrap();
    let (result, events) = run(&mut generator, &CancelToken::new());
    let error = result.unwrap_err().to_string();
    assert_eq!(events.len(), 1);
    assert!(error.contains("after 1 streamed token(s)"), "{error}");
}

#[test]
fn cancelling_during_a_hang_returns_promptly() {
    let (base_url, _) = serve(vec![Reply::Hang(Duration::from_secs(10))]);
    let mut generator = RemoteGenerator::new(config(Flavour::OpenAi, &base_url)).unwrap();
    let cancel = CancelToken::new();
    let canceller = cancel.clone();
    let cancelled_at = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(200));
        canceller.cancel();
        Instant::now()
    });
    let (result, _) = run(&mut generator, &cancel);
    let returned = Instant::now();
    let generation = result.unwrap();
    assert_eq!(generation.finish, FinishReason::Cancelled);
    let lag = returned - cancelled_at.join().unwrap();
    assert!(lag < Duration::from_millis(100), "returned {lag:?} after the cancel");
}

#[test]
fn a_malformed_chunk_is_a_clear_error() {
    let events = vec![
        data(r#"{"choices":[{"index":0,"delta":{"content":"ok"},"finish_reason":null}]}"#),
        data(r#"{"choices":[{"index":0,"delta":{"content": oops"#),
    ];
    let (base_url, _) = serve(vec![Reply::Pieces {
        pieces: chunked("text/event-stream", &events, &[]),
        gap: Duration::ZERO,
    }]);
    let mut generator = RemoteGenerator::new(config(Flavour::OpenAi, &base_url)).unwrap();
    let error = run(&mut generator, &CancelToken::new()).0.unwrap_err();
    // Typed: the protocol error, whose source is the chunk's own error.
    let ModelError::RemoteProtocol { source, .. } = &error else {
        panic!("not a protocol error: {error:?}")
    };
    let chunk = source.downcast_ref::<ChunkError>();
    assert!(matches!(chunk, Some(ChunkError::NotJson { .. })), "{source:?}");
    let error = error.to_string();
    for part in ["malformed stream chunk", "not JSON", "oops", &base_url, "fake-model"] {
        assert!(error.contains(part), "{part:?} missing from: {error}");
    }
}

#[test]
fn the_key_is_sent_as_a_bearer_token_and_never_shown() {
    let key = "sk-test-do-not-leak-123";
    let (base_url, requests) = serve(vec![Reply::Pieces {
        pieces: status(401, "", &format!(r#"{{"error":{{"message":"invalid key {key}"}}}}"#)),
        gap: Duration::ZERO,
    }]);
    let mut config = config(Flavour::OpenAi, &base_url);
    config.api_key = Some(ApiKey::new(key));
    assert!(!format!("{config:?}").contains(key));
    let mut generator = RemoteGenerator::new(config).unwrap();
    assert!(!format!("{generator:?}").contains(key));
    let error = run(&mut generator, &CancelToken::new()).0.unwrap_err();
    let (shown, debug) = (error.to_string(), format!("{error:?}"));
    assert!(shown.contains("HTTP 401") && shown.contains("invalid key <redacted>"), "{shown}");
    assert!(!shown.contains(key) && !debug.contains(key));
    let request = requests.recv().unwrap();
    assert!(request.contains(&format!("Authorization: Bearer {key}\r\n")), "{request}");
    assert_eq!(requests.try_iter().count(), 0, "a 401 is not retried");
}

#[test]
fn ollama_native_chat_streams_ndjson_with_logprobs_and_counts() {
    let lines = [
        r#"{"model":"fake-model","message":{"role":"assistant","content":"Bonjour"},"logprobs":[{"token":"Bon","logprob":-0.1},{"token":"jour","logprob":-0.2}],"done":false}"#,
        r#"{"model":"fake-model","message":{"role":"assistant","content":" ☕"},"logprobs":[{"token":" ☕","logprob":-0.3}],"done":false}"#,
        r#"{"model":"fake-model","message":{"role":"assistant","content":""},"done":true,"done_reason":"stop","prompt_eval_count":11,"eval_count":3}"#,
    ];
    let body: String = lines.iter().flat_map(|l| [*l, "\n"]).collect();
    let head = format!(
        "HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    let raw = format!("{head}{body}").into_bytes();
    let coffee = raw.windows(3).position(|w| w == "☕".as_bytes()).unwrap();
    let pieces = split_at(&raw, &[head.len() + 20, coffee + 1, coffee + 50]);
    let (root, requests) = serve(vec![Reply::Pieces { pieces, gap: Duration::from_millis(20) }]);
    let base_url = root.trim_end_matches("/v1").to_owned();
    let mut generator = RemoteGenerator::new(config(Flavour::Ollama, &base_url)).unwrap();
    let (result, events) = run(&mut generator, &CancelToken::new());
    let generation = result.unwrap();
    assert_eq!(generation.text, "Bonjour ☕");
    let seen: Vec<_> = events.iter().map(|(e, _)| (e.text.clone(), e.logprob)).collect();
    assert_eq!(
        seen,
        [
            (String::new(), Some(-0.1)),
            ("Bonjour".to_owned(), Some(-0.2)),
            (" ☕".to_owned(), Some(-0.3))
        ]
    );
    assert_eq!(generation.finish, FinishReason::Stop);
    assert_eq!(generation.usage, Some(Usage { prompt_tokens: 11, completion_tokens: 3 }));
    assert_eq!(generator.identity().remote.as_ref().unwrap().backend, "ollama");
    let request = requests.recv().unwrap();
    assert!(request.starts_with("POST /api/chat HTTP/1.1"), "{request}");
    assert!(request.contains(r#""logprobs":true"#) && request.contains(r#""num_predict":32"#));
}

#[test]
fn label_logprobs_read_the_top_alternatives_or_fail_clearly() {
    let with = r#"{"choices":[{"index":0,"message":{"content":"No"},"logprobs":{"content":[{"token":"No","logprob":-0.54,"top_logprobs":[{"token":"No","logprob":-0.54},{"token":"Yes","logprob":-2.12},{"token":" Yes","logprob":-3.0},{"token":"I","logprob":-3.6}]}]},"finish_reason":"length"}]}"#;
    let without = r#"{"choices":[{"index":0,"message":{"content":"No"},"logprobs":null,"finish_reason":"length"}]}"#;
    let (base_url, requests) = serve(vec![
        Reply::Pieces { pieces: status(200, "", with), gap: Duration::ZERO },
        Reply::Pieces { pieces: status(200, "", without), gap: Duration::ZERO },
    ]);
    let mut generator = RemoteGenerator::new(config(Flavour::OpenAi, &base_url)).unwrap();
    let prompt = Prompt::Chat(vec![ChatMessage::user("Is Paris in France? Yes or No.")]);
    let scores = generator.label_logprobs(&prompt, &["Yes", "No", "Maybe"]).unwrap();
    let yes = ((-2.12f64).exp() + (-3.0f64).exp()).ln();
    assert!((scores[0] - yes).abs() < 1e-9, "{scores:?}");
    assert!((scores[1] + 0.54).abs() < 1e-9);
    assert!((scores[2] + 3.6).abs() < 1e-9, "absent: the smallest listed logprob");
    let request = requests.recv().unwrap();
    assert!(request.contains(r#""max_tokens":1"#) && request.contains(r#""top_logprobs":20"#));
    let error = generator.label_logprobs(&prompt, &["Yes", "No"]).unwrap_err();
    assert!(
        matches!(&error, ModelError::RemoteProtocol { source, .. }
            if matches!(source.downcast_ref::<ChunkError>(), Some(ChunkError::NoTopLogprobs))),
        "{error:?}"
    );
    let error = error.to_string();
    assert!(error.contains("no top_logprobs") && error.contains("fake-model"), "{error}");
    let raw = Prompt::Raw("<|im_start|>user".into());
    assert!(
        generator.label_logprobs(&raw, &["Yes"]).unwrap_err().to_string().contains("chat prompts")
    );
}

#[test]
fn list_models_reads_get_models() {
    let body = r#"{"object":"list","data":[{"id":"fake-model"},{"id":"other"}]}"#;
    let (base_url, requests) =
        serve(vec![Reply::Pieces { pieces: status(200, "", body), gap: Duration::ZERO }]);
    let generator = RemoteGenerator::new(config(Flavour::OpenAi, &base_url)).unwrap();
    assert_eq!(generator.list_models().unwrap(), ["fake-model", "other"]);
    assert!(requests.recv().unwrap().starts_with("GET /v1/models HTTP/1.1"));
}

const SSE_HEAD: &str = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n\r\n";

/// A server that ignores `max_tokens` (32 asked) and streams tokens with logprobs without end.
#[test]
fn a_server_streaming_past_max_tokens_is_cut_at_the_cap_and_hung_up_on() {
    let (written_tx, written) = channel();
    let token = data(
        r#"{"choices":[{"index":0,"delta":{"content":" more"},"logprobs":{"content":[{"token":" more","logprob":-0.1}]},"finish_reason":null}]}"#,
    );
    let (base_url, _) = serve(vec![Reply::Flood {
        head: SSE_HEAD.as_bytes().to_vec(),
        piece: token.repeat(64).into_bytes(),
        gap: Duration::ZERO,
        limit: Duration::from_secs(20),
        written: written_tx,
    }]);
    let mut generator = RemoteGenerator::new(config(Flavour::OpenAi, &base_url)).unwrap();
    let started = Instant::now();
    let (result, events) = run(&mut generator, &CancelToken::new());
    let took = started.elapsed();
    let generation = result.unwrap();
    assert_eq!(generation.finish, FinishReason::MaxTokens);
    assert_eq!(generation.tokens.len(), 32);
    assert_eq!(events.len(), 32);
    assert_eq!(generation.text, " more".repeat(32));
    // The server sees the hang-up: its writes fail once the socket buffers are full.
    let written = written.recv_timeout(Duration::from_secs(20)).unwrap();
    assert!(took < Duration::from_secs(2), "{took:?}");
    assert!(written < 16 * 1024 * 1024, "the server wrote {written} bytes before the hang-up");
    eprintln!("cut after {took:?}; the server wrote {written} bytes before its writes failed");
}

/// The same for Ollama's NDJSON stream: lines past `num_predict` are never read.
#[test]
fn an_ollama_server_streaming_past_num_predict_is_cut_at_the_cap() {
    let (written_tx, written) = channel();
    let line = r#"{"message":{"role":"assistant","content":" more"},"logprobs":[{"token":" more","logprob":-0.1}],"done":false}"#;
    let (root, _) = serve(vec![Reply::Flood {
        head: b"HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\n\r\n".to_vec(),
        piece: format!("{line}\n").repeat(64).into_bytes(),
        gap: Duration::ZERO,
        limit: Duration::from_secs(20),
        written: written_tx,
    }]);
    let base_url = root.trim_end_matches("/v1").to_owned();
    let mut generator = RemoteGenerator::new(config(Flavour::Ollama, &base_url)).unwrap();
    let generation = run(&mut generator, &CancelToken::new()).0.unwrap();
    assert_eq!(generation.finish, FinishReason::MaxTokens);
    assert_eq!((generation.tokens.len(), generation.text.len()), (32, 32 * 5));
    assert!(written.recv_timeout(Duration::from_secs(20)).is_ok(), "the server saw the hang-up");
}

/// One chunk without logprobs carrying a flood of text counts as one token: the text cap bounds
/// it.
#[test]
fn one_huge_chunk_is_cut_at_the_text_cap() {
    // "x" then two-byte characters: the cap (2048 bytes) falls inside one.
    let flood = "é".repeat(50_000);
    let events = vec![
        data(&format!(
            r#"{{"choices":[{{"index":0,"delta":{{"content":"x{flood}"}},"finish_reason":null}}]}}"#
        )),
        data(r#"{"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}"#),
        "data: [DONE]\n\n".to_owned(),
    ];
    let generation = run_sse(&events).0.unwrap();
    assert_eq!(generation.finish, FinishReason::MaxTokens);
    assert_eq!(generation.text.len(), 32 * MAX_TOKEN_TEXT_BYTES - 1, "cut on a char boundary");
    assert!(generation.text.starts_with("xé"));
}

/// A server that sends keep-alive comments and nothing else: they defeat the idle timeout but
/// not the body cap when they come fast...
#[test]
fn a_flood_of_keep_alives_is_cut_at_the_body_cap() {
    let (written_tx, written) = channel();
    let (base_url, _) = serve(vec![Reply::Flood {
        head: SSE_HEAD.as_bytes().to_vec(),
        piece: b": keep-alive\n\n".repeat(512),
        gap: Duration::ZERO,
        limit: Duration::from_secs(20),
        written: written_tx,
    }]);
    let mut generator = RemoteGenerator::new(config(Flavour::OpenAi, &base_url)).unwrap();
    let error = run(&mut generator, &CancelToken::new()).0.unwrap_err().to_string();
    let cap = stream_byte_cap(32);
    assert!(error.contains(&format!("more than {cap} body bytes for 0 token(s)")), "{error}");
    assert!(written.recv_timeout(Duration::from_secs(20)).is_ok());
}

/// ...and the deadline when they trickle: each one resets the idle timeout, none moves the
/// deadline.
#[test]
fn trickled_keep_alives_end_at_the_deadline() {
    let (written_tx, _written) = channel();
    let (base_url, _) = serve(vec![Reply::Flood {
        head: format!(
            "{SSE_HEAD}{}",
            data(r#"{"choices":[{"index":0,"delta":{"content":"Pa"},"finish_reason":null}]}"#)
        )
        .into_bytes(),
        piece: b": keep-alive\n\n".to_vec(),
        gap: Duration::from_millis(100),
        limit: Duration::from_secs(10),
        written: written_tx,
    }]);
    let mut config = config(Flavour::OpenAi, &base_url);
    config.read_timeout = Duration::from_millis(300);
    config.deadline = Duration::from_secs(1);
    let mut generator = RemoteGenerator::new(config).unwrap();
    let started = Instant::now();
    let (result, events) = run(&mut generator, &CancelToken::new());
    let took = started.elapsed();
    let error = result.unwrap_err().to_string();
    assert_eq!(events.len(), 1);
    assert!(error.contains("not finished within 1.0 s (request deadline)"), "{error}");
    assert!(error.contains("after 1 streamed token(s)"), "{error}");
    assert!(took >= Duration::from_secs(1) && took < Duration::from_millis(1500), "{took:?}");
}
