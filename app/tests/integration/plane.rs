//! `--plane`: the CLI on a shared enforcement plane, end to end against a real `keel serve` on an
//! ephemeral loopback port. A governed turn on one home commits to the plane (not the local
//! database), the ledger commands read it back and verify the download, a second home sees the
//! same chain, and an unreachable plane, a missing token and a wrong token fail with exit 2 and
//! a line that says what to fix; racing writers on one chain all land through the engine's
//! compare-and-swap retry. Needs what `make test` provisions (the default models).

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::Arc;
use std::time::Instant;

use keel_governance::turn::store::{self, CommitError};
use keel_store::{Chain, ChainStore, GovernedStore, PlaneClient, SessionStore};
use keel_tests::chain;
use keel_tests::models;
use serde_json::Value;

const TOKEN: &str = "team-write-token-0123456789";

fn temp_home(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("keel-plane-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `keel serve` on a temp home, killed when dropped.
struct Server {
    child: Child,
    url: String,
}

impl Server {
    fn start(home: &Path) -> Server {
        std::fs::write(home.join("config.toml"), format!("[serve]\ntokens = [\"{TOKEN}\"]\n"))
            .unwrap();
        let mut child = Command::new(crate::KEEL)
            .arg("--home")
            .arg(home)
            .arg("--config")
            .arg(home.join("config.toml"))
            .args(["serve", "--addr", "127.0.0.1:0"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("keel serve starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
        let url = line
            .split_whitespace()
            .find(|w| w.starts_with("http://"))
            .unwrap_or_else(|| panic!("no URL in {line:?}"))
            .to_owned();
        Server { child, url }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `keel` on `home` (no user config) and the small test model, with the plane token given or
/// unset.
fn keel(home: &Path, token: Option<&str>, args: &[&str], stdin: &str) -> Output {
    let mut command = Command::new(crate::KEEL);
    command
        .arg("--home")
        .arg(home)
        .arg("--config")
        .arg(home.join("config.toml"))
        .args(models::small_model_args(args))
        .args(args)
        .env_remove("KEEL_PLANE_TOKEN")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(t) = token {
        command.env("KEEL_PLANE_TOKEN", t);
    }
    let mut child = command.spawn().expect("keel starts");
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn json_lines(out: &Output) -> Vec<Value> {
    text(&out.stdout).lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

#[test]
fn a_governed_turn_commits_to_the_plane_and_every_ledger_command_reads_it_there() {
    let server_home = temp_home("server");
    let server = Server::start(&server_home);
    let url = server.url.as_str();
    let alice = temp_home("alice");

    // doctor sees the plane (and says the token is not set, without failing).
    let doctor = keel(&alice, None, &["--plane", url, "doctor", "--json"], "");
    let report: Value = serde_json::from_slice(&doctor.stdout).unwrap();
    let plane = report["checks"].as_array().unwrap().iter().find(|c| c["name"] == "plane");
    let plane = plane.unwrap_or_else(|| panic!("{report}"));
    assert_eq!(plane["status"], "ok", "{plane}");
    assert!(plane["detail"].as_str().unwrap().contains("no write token"), "{plane}");

    // No token: the plane refuses the first write (the profile's SYSTEM entry); nothing is
    // answered that could not be committed, and the error names the variable to set.
    let out = keel(&alice, None, &["--plane", url, "turn", "What is the capital of France?"], "");
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stdout));
    let err = text(&out.stderr);
    assert!(err.contains("KEEL_PLANE_TOKEN") && err.contains(url), "{err}");
    // A wrong token: the same, and the token itself is never echoed.
    let out = keel(&alice, Some("wrong-token-value"), &["--plane", url, "turn", "Hi"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(!text(&out.stderr).contains("wrong-token-value"), "{}", text(&out.stderr));

    let out = keel(
        &alice,
        Some(TOKEN),
        &["--plane", url, "turn", "What is the capital of France?", "--json"],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "stderr: {}", text(&out.stderr));
    let lines = json_lines(&out);
    assert_eq!(lines[0]["outcome"], "committed", "{}", lines[0]);
    let entry_hash = lines[0]["entry"]["entry_hash"].as_str().unwrap().to_owned();
    assert_eq!(lines[1]["audit"]["entry"]["type"], "AUDIT", "{}", lines[1]);

    // The local database keeps the identity and no entry; the plane has the chain.
    let local = keel(&alice, None, &["ledger", "list"], "");
    assert_eq!((local.status.code(), text(&local.stdout)), (Some(0), String::new()));
    let list = keel(&alice, None, &["--plane", url, "ledger", "list", "--json"], "");
    assert_eq!(list.status.code(), Some(0), "{}", text(&list.stderr));
    let rows: Value = serde_json::from_slice(&list.stdout).unwrap();
    let types: Vec<&str> =
        rows.as_array().unwrap().iter().map(|r| r["type"].as_str().unwrap()).collect();
    assert_eq!(types, ["SYSTEM", "EPISODIC", "AUDIT"], "{rows}");
    let show = keel(&alice, None, &["--plane", url, "ledger", "show", "2"], "");
    assert!(text(&show.stdout).contains(&entry_hash), "{}", text(&show.stderr));
    let missing = keel(&alice, None, &["--plane", url, "ledger", "show", "9"], "");
    assert_eq!(missing.status.code(), Some(2));
    assert!(text(&missing.stderr).contains("(3 entries)"), "{}", text(&missing.stderr));

    // verify: the download is verified here (trailer included) and the plane's word sits beside.
    let verify = keel(&alice, None, &["--plane", url, "ledger", "verify", "--json"], "");
    assert_eq!(verify.status.code(), Some(0), "{}", text(&verify.stderr));
    let report: Value = serde_json::from_slice(&verify.stdout).unwrap();
    assert_eq!((report["chain_ok"].as_bool(), report["entries"].as_u64()), (Some(true), Some(3)));
    assert!(report["checked"].as_array().unwrap().contains(&Value::from("trailer")), "{report}");
    assert_eq!(report["plane"]["chain_ok"], true, "{report}");
    let human = text(&keel(&alice, None, &["--plane", url, "ledger", "verify"], "").stdout);
    assert!(
        human.contains("chain ok: 3 entries") && human.contains("the plane's own report: chain ok"),
        "{human}"
    );

    // export: the plane's bytes, which verify offline; checkpoint and prove work on them.
    let export = keel(&alice, None, &["--plane", url, "ledger", "export", "-"], "");
    assert_eq!(export.status.code(), Some(0), "{}", text(&export.stderr));
    let offline = keel(&alice, None, &["ledger", "verify", "--file", "-"], &text(&export.stdout));
    assert_eq!(offline.status.code(), Some(0), "{}", text(&offline.stdout));
    let prove = keel(&alice, None, &["--plane", url, "ledger", "prove", "2"], "");
    assert_eq!(prove.status.code(), Some(0), "{}", text(&prove.stderr));
    let import =
        keel(&alice, None, &["--plane", url, "ledger", "import", "-"], &text(&export.stdout));
    assert_eq!(import.status.code(), Some(2));
    assert!(
        text(&import.stderr).contains("not available on a remote plane"),
        "{}",
        text(&import.stderr)
    );

    // A teammate with another home reads the same chain by agent id.
    let shown = keel(&alice, None, &["agent", "show", "--json"], "");
    let identity: Value = serde_json::from_slice(&shown.stdout).unwrap();
    let agent = identity["agent_id"].as_str().unwrap();
    let bob = temp_home("bob");
    let seen = keel(&bob, None, &["--plane", url, "ledger", "verify", "--agent", agent], "");
    assert_eq!(seen.status.code(), Some(0), "{}", text(&seen.stderr));
    let no_agent = keel(&bob, None, &["--plane", url, "ledger", "list"], "");
    assert_eq!(no_agent.status.code(), Some(2));
    drop(server);
}

#[test]
fn an_unreachable_plane_or_a_bad_url_is_exit_2_saying_what_to_fix() {
    let home = temp_home("down");
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let url = format!("http://127.0.0.1:{port}");
    let out =
        keel(&home, None, &["--plane", &url, "ledger", "list", "--agent", "SDI-000000000000"], "");
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains(&url) && err.contains("keel serve") && err.lines().count() == 1, "{err}");
    let out = keel(&home, None, &["--plane", &url, "turn", "Hi"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains(&url), "{}", text(&out.stderr));
    let doctor = keel(&home, None, &["--plane", &url, "doctor", "--json"], "");
    assert_eq!(doctor.status.code(), Some(1));
    let report: Value = serde_json::from_slice(&doctor.stdout).unwrap();
    let plane = report["checks"].as_array().unwrap().iter().find(|c| c["name"] == "plane").unwrap();
    assert_eq!(plane["status"], "fail", "{plane}");
    assert!(plane["fix"].as_str().unwrap().contains("keel serve"), "{plane}");
    // The config's `plane` is honoured like the flag.
    std::fs::write(home.join("config.toml"), format!("plane = \"{url}\"\n")).unwrap();
    let out = keel(&home, None, &["ledger", "verify", "--agent", "SDI-000000000000"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains(&url), "{}", text(&out.stderr));
    let out = keel(&home, None, &["--plane", "https://plane.example", "ledger", "list"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("https is not supported"), "{}", text(&out.stderr));
}

#[test]
fn racing_writers_on_one_chain_all_land_through_the_engines_cas_retry() {
    const WRITERS: u64 = 2;
    const EACH: u64 = 40;
    let server = Server::start(&temp_home("race-server"));
    let home = temp_home("race-client");
    let local = ChainStore::open(home.join("chain.redb")).unwrap();
    let id = local.mint("2026-03-01T12:00:00Z").unwrap();
    let plane = PlaneClient::new(&server.url, Some(TOKEN.into())).unwrap();
    let store = Arc::new(GovernedStore {
        chain: Chain::remote(local, plane.clone()),
        sessions: SessionStore::open(home.join("sessions.redb")).unwrap(),
    });
    let started = Instant::now();
    let writers: Vec<_> = (0..WRITERS)
        .map(|w| {
            let (store, id) = (Arc::clone(&store), id.clone());
            std::thread::spawn(move || {
                let mut gave_up = 0;
                for i in 0..EACH {
                    // A writer that loses COMMIT_ATTEMPTS races in a row tries again, as the
                    // user would; every other failure is a bug.
                    loop {
                        match store::commit(
                            &*store,
                            &id,
                            "2026-03-01T12:00:00Z",
                            0.86,
                            false,
                            &mut |tip| chain::der_for(&id, tip, w * 1000 + i),
                        ) {
                            Ok(_) => break,
                            Err(f) if matches!(f.error, CommitError::Contended { .. }) => {
                                gave_up += 1;
                            }
                            Err(f) => panic!("{}", f.error),
                        }
                    }
                }
                gave_up
            })
        })
        .collect();
    let gave_up: u64 = writers.into_iter().map(|w| w.join().unwrap()).sum();
    let took = started.elapsed();
    let agent = id.agent_id();
    let started = Instant::now();
    let file = plane.export(&agent, true).unwrap();
    let report = file.verify();
    let verify_took = started.elapsed();
    assert!(report.chain_ok, "{:?}", report.error);
    assert_eq!(report.entries, WRITERS * EACH);
    assert!(plane.verify(&agent, false).unwrap().chain_ok);
    eprintln!(
        "{} commits by {WRITERS} racing writers in {took:.2?} ({:.0}/s, {gave_up} gave up after {} attempts); download + local verify {verify_took:.2?}",
        WRITERS * EACH,
        (WRITERS * EACH) as f64 / took.as_secs_f64(),
        keel_governance::turn::store::COMMIT_ATTEMPTS,
    );
}

/// `keel --plane URL agent rotate`: the rotation entry lands on the plane, signed by the key in
/// force; the plane then takes entries by the new key only, and the download verifies.
#[test]
fn a_key_rotation_is_recorded_on_the_plane() {
    let server = Server::start(&temp_home("rotate-server"));
    let home = temp_home("rotate-client");
    let commit = |id: &keel_evidence::chain::Identity, n: u64| {
        let local = ChainStore::open(home.join("chain.redb")).unwrap();
        let plane = PlaneClient::new(&server.url, Some(TOKEN.into())).unwrap();
        let store = GovernedStore {
            chain: Chain::remote(local, plane),
            sessions: SessionStore::open(home.join("sessions.redb")).unwrap(),
        };
        store::commit(&store, id, "2026-03-01T12:00:00Z", 0.86, false, &mut |tip| {
            chain::der_for(id, tip, n)
        })
    };
    let old =
        ChainStore::open(home.join("chain.redb")).unwrap().mint("2026-03-01T12:00:00Z").unwrap();
    assert_eq!(commit(&old, 1).unwrap().entry.seq, 1);
    let plane = ["--plane", server.url.as_str()];
    let rotated =
        keel(&home, Some(TOKEN), &[&plane[..], &["agent", "rotate", "--json"]].concat(), "");
    assert!(rotated.status.success(), "{}", text(&rotated.stderr));
    let rotated = &json_lines(&rotated)[0];
    assert_eq!(
        (rotated["seq"].as_u64(), rotated["agent_id"].as_str()),
        (Some(2), Some(old.agent_id().as_str()))
    );
    let now = ChainStore::open(home.join("chain.redb")).unwrap().identity().unwrap().unwrap();
    assert_eq!(rotated["public_key"].as_str(), Some(now.public_key_hex().as_str()));
    let refused = commit(&old, 2).unwrap_err();
    assert!(refused.error.to_string().contains("a retired key"), "{}", refused.error);
    assert_eq!(commit(&now, 3).unwrap().entry.seq, 3);
    let verify =
        keel(&home, Some(TOKEN), &[&plane[..], &["ledger", "verify", "--json"]].concat(), "");
    let report = &json_lines(&verify)[0];
    assert_eq!(
        (report["chain_ok"].as_bool(), report["entries"].as_u64()),
        (Some(true), Some(3)),
        "{report}"
    );
    assert_eq!(report["plane"]["chain_ok"], true, "{report}");
}
