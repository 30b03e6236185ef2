//! The `keel` binary as a user runs it: doctor, line-mode chat with the default model, and
//! clear errors (exit 2, one line naming the file) for a missing model or a broken config.
//! Needs what `make test` provisions (ONNX Runtime and the default models in the cache dir).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn temp_home(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("keel-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `keel` on a fresh home with no config file, so the user's own settings never leak in.
fn keel(home: &Path, args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_keel"))
        .arg("--home")
        .arg(home)
        .arg("--config")
        .arg(home.join("config.toml"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("keel starts");
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn doctor_reports_a_ready_install_as_json() {
    let home = temp_home("doctor");
    let out = keel(&home, &["doctor", "--json"], "");
    assert_eq!(
        out.status.code(),
        Some(0),
        "stdout: {}\nstderr: {}",
        text(&out.stdout),
        text(&out.stderr)
    );
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["ok"], true);
    let names: Vec<&str> =
        report["checks"].as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["config", "data dir", "runtime", "chat model", "embedder"]);
    assert!(out.stderr.is_empty(), "nothing on stderr: {}", text(&out.stderr));
}

#[test]
fn doctor_names_a_broken_config_and_a_missing_model() {
    let home = temp_home("doctor-bad");
    std::fs::write(home.join("config.toml"), "[runtime]\nintra_threads = \"two\"\n").unwrap();
    let out = keel(&home, &["--model", "/nonexistent/model-dir", "doctor"], "");
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("config.toml") && stdout.contains("line 2"), "{stdout}");
    assert!(stdout.contains("/nonexistent/model-dir"), "{stdout}");
    assert!(stdout.contains("fix: make setup"), "{stdout}");
    assert!(stdout.contains("keel is not ready"), "{stdout}");
}

#[test]
fn chat_answers_the_paris_question_as_json() {
    let home = temp_home("chat");
    let out =
        keel(&home, &["chat", "--json", "--max-tokens", "40"], "What is the capital of France?\n");
    assert_eq!(out.status.code(), Some(0), "stderr: {}", text(&out.stderr));
    let line = text(&out.stdout);
    let record: serde_json::Value = serde_json::from_str(line.trim()).unwrap();
    assert!(record["answer"].as_str().unwrap().contains("Paris"), "{record}");
    assert_eq!(record["finish"], "stop");
    assert_eq!(record["model"]["name"], "smollm2-135m-instruct");
    assert_eq!(record["model"]["model_sha256"].as_str().unwrap().len(), 64);
}

#[test]
fn plain_chat_streams_text_and_keeps_stdout_clean() {
    let home = temp_home("plain");
    let out =
        keel(&home, &["chat", "--max-tokens", "24"], "What is the capital of France?\n/quit\n");
    assert_eq!(out.status.code(), Some(0), "stderr: {}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Paris"), "{stdout}");
    // Not a terminal: no prompts or progress, only the answer line.
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
}

#[test]
fn a_missing_model_is_exit_2_with_one_line_naming_it() {
    let home = temp_home("missing");
    let out = keel(&home, &["--model", "/nonexistent/model-dir", "chat"], "hi\n");
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("/nonexistent/model-dir") && stderr.contains("make setup"), "{stderr}");
    assert!(out.stdout.is_empty());
}

#[test]
fn a_broken_config_stops_other_commands_with_exit_2() {
    let home = temp_home("badconfig");
    std::fs::write(home.join("config.toml"), "not = [valid").unwrap();
    let out = keel(&home, &["chat"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("config.toml"));
}
