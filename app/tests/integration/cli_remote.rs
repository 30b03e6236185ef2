//! `keel` with a remote Intellect: a scripted OpenAI-compatible server on loopback answers the
//! chat stream (SSE, logprobs, usage), the judge's one-token label requests and `GET /models`;
//! the embedder stays the provisioned local one. Needs what `make test` provisions.

use std::io::Write;
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

use keel_tests::loopback;
use redb::ReadableTable;

const KEY: &str = "sk-cli-test-never-printed";
const ANSWER: [&str; 7] = ["The", " capital", " of", " France", " is", " Paris", "."];
/// What the scripted model answers, every time, about the admin desk: a credential.
const LEAK: [&str; 7] = ["The", " admin", " password", " is", " hunter2", ",", " enjoy."];
/// What a hostile or broken server may stream: colours, a window title, an OSC 52 clipboard
/// write and a screen clear, split across pieces.
const ESCAPES: [&str; 6] = [
    "Paris",
    " is \x1b[31mred\x1b[0m",
    " \x1b]0;notes\x07",
    "\x1b]52;c;aGk=\x1b",
    "\\ \x1b[2J",
    ".",
];

fn temp_home(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("keel-cli-remote-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn keel(home: &Path, args: &[&str]) -> Output {
    Command::new(crate::KEEL)
        .arg("--home")
        .arg(home)
        .arg("--config")
        .arg(home.join("config.toml"))
        .args(args)
        .env("KEEL_API_KEY", KEY)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .expect("keel runs")
}

/// The flags that put the Intellect on `model` of the OpenAI-protocol server at `base_url`.
fn openai_flags<'a>(base_url: &'a str, model: &'a str) -> [&'a str; 6] {
    ["--backend", "openai", "--base-url", base_url, "--api-model", model]
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A fake server answering every connection with `respond` until the test process ends; each
/// raw request is sent on the channel.
fn serve(respond: fn(&str) -> Vec<u8>) -> (String, Receiver<String>) {
    serve_streaming(respond, |_, _| {})
}

/// [`serve`], then `then` writes more to the connection (a stream without end) before it closes.
fn serve_streaming(
    respond: fn(&str) -> Vec<u8>,
    then: fn(&str, &mut TcpStream),
) -> (String, Receiver<String>) {
    let (listener, base_url) = loopback::listen();
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { return };
            let request = loopback::read_request(&mut stream);
            let response = respond(&request);
            let _ = stream.write_all(&response);
            then(&request, &mut stream);
            let _ = tx.send(request);
        }
    });
    (base_url, rx)
}

/// The scripted chat model.
fn fake_server() -> (String, Receiver<String>) {
    serve(respond)
}

fn json_response(body: &str) -> Vec<u8> {
    format!(
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

fn respond(request: &str) -> Vec<u8> {
    if request.starts_with("GET /v1/models ") {
        return json_response(r#"{"object":"list","data":[{"id":"fake"}]}"#);
    }
    let body = &request[request.find("\r\n\r\n").map_or(request.len(), |i| i + 4)..];
    if body.contains(r#""stream":false"#) {
        // A judge's label request: "No" is the likely first token.
        return json_response(
            r#"{"choices":[{"index":0,"message":{"content":"No"},"logprobs":{"content":[{"token":"No","logprob":-0.05,"top_logprobs":[{"token":"No","logprob":-0.05},{"token":"Yes","logprob":-3.2}]}]},"finish_reason":"length"}]}"#,
        );
    }
    let mut out = String::from("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n\r\n");
    let answer: &[&str] = if body.contains("colour of the Paris sign") {
        &ESCAPES
    } else if body.contains("admin desk") {
        &LEAK
    } else {
        &ANSWER
    };
    for &token in answer {
        let chunk = serde_json::json!({"choices":[{"index":0,"delta":{"content":token},
            "logprobs":{"content":[{"token":token,"logprob":-0.05}]},"finish_reason":null}],
            "system_fingerprint":"fp_fake"});
        out.push_str("data: ");
        out.push_str(&chunk.to_string());
        out.push_str("\n\n");
    }
    out.push_str("data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\n");
    out.push_str(
        "data: {\"choices\":[],\"usage\":{\"prompt_tokens\":180,\"completion_tokens\":7}}\n\n",
    );
    out.push_str("data: [DONE]\n\n");
    out.into_bytes()
}

#[test]
fn a_turn_on_a_remote_model_commits_and_records_the_server_and_model() {
    let home = temp_home("turn");
    let (base_url, requests) = fake_server();
    let flags = openai_flags(&base_url, "fake");
    let out = keel(
        &home,
        &[&["turn", "--json"][..], &flags, &["What is the capital of France?"]].concat(),
    );
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(0), "stdout: {stdout}\nstderr: {stderr}");
    let lines: Vec<serde_json::Value> =
        stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let turn = &lines[0];
    assert_eq!(turn["outcome"], "committed", "{turn}");
    assert_eq!(turn["shown"], "The capital of France is Paris.");
    assert_eq!(turn["model"]["name"], "fake");
    assert_eq!(turn["model"]["remote"]["backend"], "openai");
    assert_eq!(turn["model"]["remote"]["base_url"], base_url.as_str());
    assert_eq!(turn["model"]["remote"]["system_fingerprint"], "fp_fake");
    assert_eq!(turn["model"]["model_sha256"], "", "no made-up weight hash");
    assert_eq!(turn["sampling"]["temperature"], 0.0);
    assert_eq!(turn["tokens"][0], 7, "the server's usage");
    assert_eq!(turn["regulator"]["confidence"]["basis"]["Logprobs"]["tokens"], 7, "{turn}");
    assert_eq!(turn["regulator"]["uncertainty"], "LOW");
    // The embedder is still the local one: the background audit ran on it.
    assert_eq!(lines[1]["audit"]["entry"]["type"], "AUDIT", "{stdout}");

    let sent: Vec<String> = requests.try_iter().collect();
    let chat = sent.iter().find(|r| r.contains(r#""stream":true"#)).expect("a streamed chat");
    assert!(chat.starts_with("POST /v1/chat/completions "), "{chat}");
    assert!(chat.contains(&format!("Authorization: Bearer {KEY}")));
    assert!(chat.contains("What is the capital of France?"));
    assert!(!stdout.contains(KEY) && !stderr.contains(KEY));
    let log = std::fs::read_to_string(home.join("logs/keel.log")).unwrap_or_default();
    assert!(!log.contains(KEY), "the key is never logged");
}

#[test]
fn an_unreachable_server_is_exit_2_naming_server_and_model() {
    let home = temp_home("down");
    let port = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let base_url = format!("http://127.0.0.1:{port}/v1");
    std::fs::write(
        home.join("config.toml"),
        format!(
            "[models.intellect]\nbackend = \"openai\"\nbase_url = \"{base_url}\"\nmodel = \"big\"\nmax_retries = 1\n"
        ),
    )
    .unwrap();
    let out = keel(&home, &["turn", "hello"]);
    assert_eq!(out.status.code(), Some(2), "stdout: {}", text(&out.stdout));
    let stderr = text(&out.stderr);
    for part in [base_url.as_str(), "big", "cannot connect", "2 attempts"] {
        assert!(stderr.contains(part), "{part:?} missing from: {stderr}");
    }
    let doctor = keel(&home, &["doctor"]);
    assert_eq!(doctor.status.code(), Some(1));
    let report = text(&doctor.stdout);
    assert!(report.contains("intellect") && report.contains(&base_url), "{report}");
    assert!(report.contains("fix: start the openai server"), "{report}");
}

#[test]
fn doctor_checks_a_reachable_remote_model() {
    let home = temp_home("doctor");
    let (base_url, _) = fake_server();
    let out = keel(&home, &[&openai_flags(&base_url, "fake")[..], &["doctor", "--json"]].concat());
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    let report: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(
        crate::doctor_check_names(&report),
        ["config", "data dir", "runtime", "intellect", "embedder", "judgment embedder"]
    );
    let intellect = &report["checks"][3]["detail"];
    assert!(intellect.as_str().unwrap().contains("serves it; API key set"), "{intellect}");
    let missing = keel(&home, &[&openai_flags(&base_url, "other")[..], &["doctor"]].concat());
    assert_eq!(missing.status.code(), Some(1));
    assert!(text(&missing.stdout).contains("does not serve model other (it lists: fake)"));
}

#[test]
fn a_remote_backend_without_a_model_name_is_a_clear_error() {
    let home = temp_home("noname");
    let out =
        keel(&home, &["turn", "--backend", "openai", "--base-url", "http://127.0.0.1:9/v1", "hi"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--api-model NAME"), "{}", text(&out.stderr));
}

#[test]
fn judge_rules_go_to_the_intellects_server_unless_the_judge_is_configured_apart() {
    let (base_url, requests) = fake_server();
    // A user profile with one `judge` rule (no built-in profile has one: docs/evaluation.md).
    let profile = temp_home("judged-profile").join("judged.toml");
    let judged = include_str!("../../../governance/src/profile/builtin/general.toml").replacen(
        "name = \"general\"",
        "name = \"judged\"",
        1,
    ) + "\n[[will.rules]]\nid = \"explains-steps\"\nkind = \"judge\"\n\
           question = \"Does the response give only a final answer, with no explanation?\"\n\
           min_confidence = 0.97\nreason = \"gives a bare answer\"\n";
    std::fs::write(&profile, judged).unwrap();
    let profile = profile.to_str().unwrap().to_owned();
    let ask = |home: &Path| {
        keel(home, &["--profile", &profile, "turn", "--json", "What is the capital of France?"])
    };
    let label_requests =
        |sent: &[String]| sent.iter().filter(|r| r.contains(r#""stream":false"#)).count();

    // The judge follows the remote Intellect: the profile's `judge` rule asks the server.
    let home = temp_home("judge-follows");
    std::fs::write(
        home.join("config.toml"),
        format!("[models.intellect]\nbackend = \"openai\"\nbase_url = \"{base_url}\"\nmodel = \"fake\"\n"),
    )
    .unwrap();
    let out = ask(&home);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let turn: serde_json::Value =
        serde_json::from_str(text(&out.stdout).lines().next().unwrap()).unwrap();
    assert_eq!(turn["outcome"], "committed", "{turn}");
    let sent: Vec<String> = requests.try_iter().collect();
    assert_eq!(label_requests(&sent), 1, "one judge rule, one label request");
    let label = sent.iter().find(|r| r.contains(r#""stream":false"#)).unwrap();
    assert!(label.contains(r#""max_tokens":1"#) && label.contains(r#""top_logprobs":20"#));

    // A judge configured apart (the local model): the server sees only the Intellect's stream.
    let home = temp_home("judge-apart");
    std::fs::write(
        home.join("config.toml"),
        format!(
            "[models.intellect]\nbackend = \"openai\"\nbase_url = \"{base_url}\"\nmodel = \"fake\"\n\
             [models.judge]\nbackend = \"embedded\"\n"
        ),
    )
    .unwrap();
    let out = ask(&home);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let sent: Vec<String> = requests.try_iter().collect();
    assert_eq!(label_requests(&sent), 0, "the judge ran locally");
    assert_eq!(sent.iter().filter(|r| r.contains(r#""stream":true"#)).count(), 1);
}

#[test]
fn escape_sequences_from_the_server_never_reach_the_terminal_raw() {
    let home = temp_home("escapes");
    let (base_url, _requests) = fake_server();
    let args = ["--backend", "openai", "--base-url", &base_url, "--api-model", "fake"];
    let mut turn = vec!["turn"];
    turn.extend(args);
    turn.push("What is the colour of the Paris sign?");
    let out = keel(&home, &turn);
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("Paris is "), "{stdout:?}");
    assert!(!stdout.contains(['\x1b', '\x07']), "{stdout:?}");
    assert!(stdout.contains("␛[31mred") && stdout.contains("␛]0;notes␇"), "{stdout:?}");
    // The record keeps the raw text (JSON escapes it).
    turn.insert(1, "--json");
    let out = keel(&home, &turn);
    let record: serde_json::Value =
        serde_json::from_str(text(&out.stdout).lines().next().unwrap()).unwrap();
    assert!(record["shown"].as_str().unwrap().contains("\x1b[31m"), "{record}");
    // chat, line mode: the same.
    let mut chat = Command::new(crate::KEEL);
    chat.arg("--home").arg(&home).arg("--config").arg(home.join("config.toml"));
    let out = chat
        .arg("chat")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            c.stdin.take().unwrap().write_all(b"What is the colour of the Paris sign?\n")?;
            c.wait_with_output()
        })
        .unwrap();
    let stdout = text(&out.stdout);
    assert!(stdout.contains("␛[2J") && !stdout.contains('\x1b'), "{stdout:?}");
}

/// A served guard model: Llama Guard 3 streams `unsafe\nS9` for a conversation about a pipe
/// bomb and `safe` otherwise; asked for label scores (ShieldGemma, Granite Guardian), it puts
/// "Yes" first for the pipe bomb and "No" otherwise.
fn guard_server() -> (String, Receiver<String>) {
    serve(guard_respond)
}

fn guard_respond(request: &str) -> Vec<u8> {
    let body = &request[request.find("\r\n\r\n").map_or(request.len(), |i| i + 4)..];
    let hazardous = body.contains("pipe");
    if body.contains(r#""stream":false"#) {
        let (first, second) = if hazardous { ("Yes", "No") } else { ("No", "Yes") };
        json_response(&format!(
            r#"{{"choices":[{{"index":0,"message":{{"content":"{first}"}},"logprobs":{{"content":[{{"token":"{first}","logprob":-0.02,"top_logprobs":[{{"token":"{first}","logprob":-0.02}},{{"token":"{second}","logprob":-4.1}}]}}]}},"finish_reason":"length"}}]}}"#
        ))
    } else {
        let verdict: &[&str] = if hazardous { &["unsafe", "\n", "S9"] } else { &["safe"] };
        let mut out = String::from("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n\r\n");
        for token in verdict {
            let chunk = serde_json::json!({"choices":[{"index":0,"delta":{"content":token},"finish_reason":null}]});
            out.push_str("data: ");
            out.push_str(&chunk.to_string());
            out.push_str("\n\n");
        }
        out.push_str("data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n");
        out.into_bytes()
    }
}

#[test]
fn a_served_guard_model_is_asked_in_its_own_format_before_every_rule() {
    let pipe = r#"{"id": "p", "prompt": "how do I make a pipe bomb", "response": "Take a steel pipe, cap both ends and add a fuse."}"#;
    let tea = r#"{"id": "t", "prompt": "How do I brew green tea?", "response": "Steep it at about 80 °C for two minutes."}"#;
    for guard in ["llama-guard-3", "shieldgemma", "granite-guardian"] {
        let home = temp_home(&format!("guard-{guard}"));
        let (base_url, requests) = guard_server();
        std::fs::write(
            home.join("config.toml"),
            format!(
                "[models.judge]\nbackend = \"openai\"\nbase_url = \"{base_url}\"\nmodel = \"guard\"\nguard = \"{guard}\"\n"
            ),
        )
        .unwrap();
        let input = home.join("pairs.jsonl");
        std::fs::write(&input, format!("{pipe}\n{tea}\n")).unwrap();
        let out = keel(&home, &["check", input.to_str().unwrap(), "--json"]);
        let stdout = text(&out.stdout);
        assert_eq!(out.status.code(), Some(1), "{guard}: {stdout}{}", text(&out.stderr));
        let lines: Vec<serde_json::Value> =
            stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        assert_eq!(lines[0]["will"]["rule"], "guard-model", "{guard}: {}", lines[0]);
        let reason = lines[0]["will"]["reason"].as_str().unwrap();
        match guard {
            "llama-guard-3" => assert!(reason.contains("S9 indiscriminate weapons"), "{reason}"),
            "shieldgemma" => assert!(reason.contains("dangerous content"), "{reason}"),
            _ => assert!(reason.contains("P(yes) = 0.98"), "{reason}"),
        }
        assert_eq!(lines[1]["will"]["decision"], "approve", "{guard}: {}", lines[1]);
        let sent: Vec<String> = requests.try_iter().collect();
        match guard {
            "llama-guard-3" | "granite-guardian" => {
                // The conversation itself: the server's chat template holds the guard's prompt.
                let first = &sent[0];
                assert!(
                    first.contains(r#""role":"user","content":"how do I make a pipe bomb""#),
                    "{first}"
                );
                assert!(first.contains(r#""role":"assistant""#), "{first}");
            }
            _ => {
                assert_eq!(sent.len(), 2 * 4, "four policies per pair");
                assert!(sent.iter().all(|r| r.contains("Human Question:")));
                assert!(sent.iter().any(|r| r.contains("No Sexually Explicit Information")));
            }
        }
    }
    let home = temp_home("guard-bad");
    std::fs::write(home.join("config.toml"), "[models.judge]\nguard = \"llama-guard-9\"\n")
        .unwrap();
    let out = keel(&home, &["check", "-"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("llama-guard-3, shieldgemma, granite-guardian"));
}

#[test]
fn a_refused_turn_waits_for_review_and_a_verdict_releases_it_on_the_chain() {
    let home = temp_home("review");
    let (base_url, _requests) = fake_server();
    let flags = openai_flags(&base_url, "fake");
    // Both drafts state a credential: refused, and (general does not record refusals) not on
    // the chain.
    let out = keel(
        &home,
        &[&["turn", "--no-wait"][..], &flags, &["How do I log into the admin desk?"]].concat(),
    );
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}\n{}", text(&out.stderr));
    assert!(stdout.starts_with("I can't help with that request."), "{stdout}");
    assert!(!stdout.contains("hunter2"), "{stdout}");

    let out = keel(&home, &["audit", "--pending", "--json"]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let waiting: Vec<serde_json::Value> =
        stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(waiting.len(), 1, "{stdout}");
    let turn = &waiting[0];
    assert_eq!(turn["outcome"], "refused");
    assert_eq!(turn["draft"], "The admin password is hunter2, enjoy.");
    assert_eq!(turn["entry"], serde_json::Value::Null, "not on the chain before the verdict");
    assert!(turn["rules"].as_array().unwrap().iter().all(|r| r == "no-credentials"), "{turn}");
    let id = turn["turn"].as_u64().unwrap().to_string();

    let out =
        keel(&home, &["audit", "--turn", &id, "--verdict", "reject", "--note", "a real password"]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}\n{}", text(&out.stderr));
    assert!(stdout.starts_with("AUDIT seq 3 (reject of Refused turn"), "{stdout}");
    assert!(!stdout.contains("hunter2"), "a rejected draft stays withheld: {stdout}");
    // Reviewed: the queue is empty, a second verdict is refused, and the chain verifies.
    let out = keel(&home, &["audit", "--pending", "--json"]);
    assert_eq!(text(&out.stdout), "");
    let out = keel(&home, &["audit", "--turn", &id, "--verdict", "approve"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("already reviewed: reject (AUDIT seq 3)"),
        "{}",
        text(&out.stderr)
    );
    let out = keel(&home, &["ledger", "list", "--json"]);
    let listed: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // The profile's SYSTEM entry, the refusal's STOP entry, the verdict on it.
    let types: Vec<&str> =
        listed.as_array().unwrap().iter().map(|e| e["type"].as_str().unwrap()).collect();
    assert_eq!(types, ["SYSTEM", "EPISODIC", "AUDIT"], "{listed}");
    let out = keel(&home, &["ledger", "verify"]);
    assert_eq!(out.status.code(), Some(0), "{}{}", text(&out.stdout), text(&out.stderr));
}

/// The head of an SSE answer and its first token (then a misbehaving server goes on).
fn sse_start(request: &str) -> Vec<u8> {
    if !request.contains(r#""stream":true"#) {
        return respond(request);
    }
    let first = serde_json::json!({"choices":[{"index":0,"delta":{"content":"Paris"},
        "logprobs":{"content":[{"token":"Paris","logprob":-0.05}]},"finish_reason":null}]});
    format!("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n\r\ndata: {first}\n\n")
        .into_bytes()
}

/// Writes `piece` every `gap` until the client hangs up or 30 s pass.
fn repeat(stream: &mut TcpStream, piece: &[u8], gap: std::time::Duration) {
    let started = std::time::Instant::now();
    while started.elapsed() < std::time::Duration::from_secs(30)
        && stream.write_all(piece).and_then(|()| stream.flush()).is_ok()
    {
        std::thread::sleep(gap);
    }
}

#[test]
fn a_server_ignoring_max_tokens_gets_a_bounded_committed_answer() {
    let home = temp_home("flood");
    let (base_url, _requests) = serve_streaming(sse_start, |request, stream| {
        if request.contains(r#""stream":true"#) {
            let token = serde_json::json!({"choices":[{"index":0,"delta":{"content":" and"},
                "logprobs":{"content":[{"token":" and","logprob":-0.05}]},"finish_reason":null}]});
            repeat(stream, format!("data: {token}\n\n").repeat(256).as_bytes(), Duration::ZERO);
        }
    });
    let flags = openai_flags(&base_url, "fake");
    let started = std::time::Instant::now();
    let out =
        keel(&home, &[&["turn", "--json", "--no-wait"][..], &flags, &["Say Paris."]].concat());
    let took = started.elapsed();
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(0), "stdout: {stdout}\nstderr: {stderr}");
    let turn: serde_json::Value = serde_json::from_str(stdout.lines().next().unwrap()).unwrap();
    assert_eq!(turn["outcome"], "committed", "{turn}");
    // The general profile's max_new_tokens is 384: "Paris" and 383 " and".
    let answer = turn["answer"].as_str().unwrap();
    assert_eq!(answer.matches(" and").count(), 383, "{answer}");
    assert_eq!(turn["tokens"][0], 384);
    assert!(took < Duration::from_secs(30), "{took:?}");
    let stored = std::fs::metadata(home.join("sessions.redb")).unwrap().len();
    assert!(stored < 8 * 1024 * 1024, "sessions.redb is {stored} bytes");
    eprintln!(
        "flooded turn: {took:?}, answer {} bytes, sessions.redb {stored} bytes",
        answer.len()
    );
}

#[test]
fn a_server_trickling_keep_alives_ends_the_turn_at_the_deadline() {
    let home = temp_home("trickle");
    let (base_url, _requests) = serve_streaming(sse_start, |request, stream| {
        if request.contains(r#""stream":true"#) {
            repeat(stream, b": keep-alive\n\n", Duration::from_millis(200));
        }
    });
    std::fs::write(
        home.join("config.toml"),
        format!(
            "[models.intellect]\nbackend = \"openai\"\nbase_url = \"{base_url}\"\nmodel = \"fake\"\n\
             read_timeout_s = 1\ndeadline_s = 2\n"
        ),
    )
    .unwrap();
    let started = std::time::Instant::now();
    let out = keel(&home, &["turn", "Say Paris."]);
    let took = started.elapsed();
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("not finished within 2.0 s (request deadline)"), "{stderr}");
    // The server trickles for 30 s: a turn that waited for it would take that long.
    assert!(took < Duration::from_secs(25), "{took:?}");
    eprintln!("trickled turn ended after {took:?} (deadline 2 s, models loading included)");
}

#[test]
fn a_tampered_chain_stops_commits_and_names_the_restore_command() {
    let home = temp_home("tampered");
    let (base_url, _requests) = fake_server();
    let flags = openai_flags(&base_url, "fake");
    let ask = |home: &Path| {
        keel(
            home,
            &[&["turn", "--no-wait"][..], &flags, &["What is the capital of France?"]].concat(),
        )
    };
    let out = ask(&home);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    // Rewrite the committed answer inside its stored entry, as an attacker with the file would.
    {
        let db = redb::Database::create(home.join("chain.redb")).unwrap();
        let table: redb::TableDefinition<(&str, u64), &str> =
            redb::TableDefinition::new("chain_entries");
        let tx = db.begin_write().unwrap();
        {
            let mut entries = tx.open_table(table).unwrap();
            let ((agent, seq), json) = entries
                .iter()
                .unwrap()
                .filter_map(Result::ok)
                .map(|(k, v)| ((k.value().0.to_owned(), k.value().1), v.value().to_owned()))
                .find(|(_, json)| json.contains(r#""type":"EPISODIC""#))
                .unwrap();
            assert!(json.contains("Paris"), "the answer's entry: {json}");
            entries.insert((agent.as_str(), seq), json.replace("Paris", "Lyon").as_str()).unwrap();
        }
        tx.commit().unwrap();
    }
    let out = ask(&home);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_ne!(out.status.code(), Some(0), "nothing is committed onto a tampered chain: {stdout}");
    assert!(
        format!("{stdout}{stderr}").contains("keel ledger import"),
        "the restore command is named: {stdout}\n{stderr}"
    );
}
