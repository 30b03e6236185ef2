//! schemathesis (pinned in scripts/requirements-test-tools.txt, installed by `make test` (its `test-tools` step) into
//! `<cache>/test-tools/venv`) fuzzes a live `keel serve` from its own `/openapi.json`, with a
//! write token, and fails on any 5xx (`not_a_server_error`) — and on any request it could not
//! make at all.

use std::path::PathBuf;
use std::process::Command;

use crate::KEEL;
use keel_evidence::chain::{GENESIS, Tip};
use keel_tests::chain::{der_on, entry_for, identity};
use keel_tests::http;
use keel_tests::server;
use server::{Server, TOKEN, append_body};

fn schemathesis() -> PathBuf {
    let cache = std::env::var_os("KEEL_CACHE").map_or_else(
        || PathBuf::from(std::env::var_os("HOME").expect("HOME is set")).join(".cache/keel"),
        PathBuf::from,
    );
    let exe = cache.join("test-tools/venv/bin/schemathesis");
    assert!(
        exe.is_file(),
        "{} is missing: run `make test-tools` (or python3 scripts/test_tools.py)",
        exe.display()
    );
    exe
}

#[test]
fn schemathesis_finds_no_server_error() {
    let exe = schemathesis();
    let s = Server::start(KEEL, "schemathesis", "");
    // A chain to read, so not every generated read is of an empty one.
    let id = identity(7);
    let entry = entry_for(&id, &Tip::genesis(), &der_on(&id, &Tip::genesis(), "EPISODIC", 0));
    let r = http::request(
        s.addr,
        "POST",
        &format!("/ledger/append/{}", id.agent_id()),
        &[("Authorization", &format!("Bearer {TOKEN}"))],
        &append_body(GENESIS, &entry),
    );
    assert_eq!(r.status, 200, "{}", r.text());
    // schemathesis keeps a cache in its working directory: keep it out of the checkout.
    let scratch = tempfile::tempdir().unwrap();
    let out = Command::new(exe)
        .current_dir(scratch.path())
        .args(["run", &format!("http://{}/openapi.json", s.addr)])
        .args(["--checks", "not_a_server_error", "--max-examples", "100"])
        .args(["-H", &format!("Authorization: Bearer {TOKEN}")])
        .env("NO_COLOR", "1")
        .output()
        .expect("schemathesis runs");
    let report = format!(
        "{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "schemathesis failed:\n{report}");
    assert!(report.contains("passed") && !report.contains("Server error"), "{report}");
}
