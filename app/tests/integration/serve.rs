//! `keel serve` against the real binary on an ephemeral loopback port: every route and error
//! code, the write gate per entry type, compare-and-swap under a 32-way race, the limits, auth,
//! the access log and graceful shutdown.

use std::sync::{Arc, Barrier, Mutex};

use crate::KEEL;
use http::{Conn, request};
use keel_evidence::chain::export::{self, Header};
use keel_evidence::chain::{ChainEntry, GENESIS, Identity, Tip};
use keel_governance::profile::Profile;
use keel_governance::turn::human_audit::{Verdict, human_audit_der};
use keel_governance::turn::system_entry::profile_der;
use keel_tests::chain::{UTC, der_on, entry_for, identity};
use keel_tests::http;
use keel_tests::server;
use serde_json::{Value, json};
use server::{Server, TOKEN, append_body, keel};

const AUTH: (&str, &str) = ("Authorization", "Bearer test-token-0123456789abcdef");

fn head(s: &Server, agent: &str) -> Tip {
    let r = request(s.addr, "GET", &format!("/ledger/head/{agent}"), &[], b"");
    assert_eq!(r.status, 200, "{}", r.text());
    let v = r.json();
    Tip { seq: v["seq"].as_u64().unwrap(), hash: v["entry_hash"].as_str().unwrap().to_owned() }
}

fn append(s: &Server, agent: &str, expected: &str, entry: &ChainEntry) -> http::Response {
    request(
        s.addr,
        "POST",
        &format!("/ledger/append/{agent}"),
        &[AUTH],
        &append_body(expected, entry),
    )
}

fn error_code(r: &http::Response) -> String {
    r.json()["error"].as_str().unwrap_or_default().to_owned()
}

#[test]
fn health_openapi_and_unknown_routes() {
    let s = Server::start(KEEL, "health", "");
    assert!(s.banner.contains("writes need a bearer token (1 configured)"), "{}", s.banner);
    let r = request(s.addr, "GET", "/health", &[], b"");
    assert_eq!(r.status, 200);
    assert_eq!(
        r.json(),
        json!({"status": "ok", "version": env!("CARGO_PKG_VERSION"), "store": "redb"})
    );
    let doc = request(s.addr, "GET", "/openapi.json", &[], b"");
    assert_eq!(doc.status, 200);
    assert_eq!(doc.json()["openapi"], "3.1.0");
    assert!(doc.json()["paths"]["/ledger/append/{agent}"]["post"].is_object());
    let r = request(s.addr, "GET", "/nope", &[], b"");
    assert_eq!((r.status, error_code(&r)), (404, "not_found".to_owned()));
    let r = request(s.addr, "DELETE", "/health", &[], b"");
    assert_eq!((r.status, error_code(&r)), (405, "method_not_allowed".to_owned()));
}

#[test]
fn compile_answers_exactly_what_the_cli_prints() {
    let s = Server::start(KEEL, "compile", "max_body_bytes = 65536");
    for (file, profile) in [
        ("valid/typical.json", ""),
        ("valid/citation.json", "?rai_profile=v3-live"),
        ("invalid/block_missing.json", ""),
        ("invalid/audit_gate.json", ""),
    ] {
        let path = format!("{}/../tests/fixtures/der/{file}", env!("CARGO_MANIFEST_DIR"));
        let mut args = vec!["der", "compile", "--json", path.as_str()];
        if !profile.is_empty() {
            args.extend(["--rai-profile", "v3-live"]);
        }
        let cli = keel(KEEL, &s.home, &args).output().unwrap();
        let r = request(
            s.addr,
            "POST",
            &format!("/compile{profile}"),
            &[],
            &std::fs::read(&path).unwrap(),
        );
        assert_eq!(r.status, 200, "{file}: {}", r.text());
        assert_eq!(r.text(), String::from_utf8(cli.stdout).unwrap().trim_end(), "{file}");
    }
    let r = request(s.addr, "POST", "/compile", &[], b"{\"SDI_DER\": ");
    assert_eq!((r.status, error_code(&r)), (400, "bad_json".to_owned()));
    assert!(r.json()["message"].as_str().unwrap().contains("not JSON"));
    let r = request(s.addr, "POST", "/compile?rai_profile=v9", &[], b"{}");
    assert_eq!((r.status, error_code(&r)), (400, "bad_request".to_owned()));
    let big = format!("{{\"SDI_DER\": \"{}\"}}", "x".repeat(70_000));
    let r = request(s.addr, "POST", "/compile", &[], big.as_bytes());
    assert_eq!((r.status, error_code(&r)), (413, "payload_too_large".to_owned()));
    assert!(r.json()["message"].as_str().unwrap().contains("65536 bytes"));
    // A declared length over the limit is refused before any of the body is sent.
    let mut conn = Conn::open(s.addr).unwrap();
    conn.write_raw(b"POST /compile HTTP/1.1\r\nHost: x\r\nContent-Length: 10000000\r\n\r\n")
        .unwrap();
    let r = conn.read_response().unwrap();
    assert_eq!((r.status, error_code(&r)), (413, "payload_too_large".to_owned()));
    // A non-object compiles (E_ROOT): 200, not 400.
    let r = request(s.addr, "POST", "/compile", &[], b"[1,2]");
    assert_eq!((r.status, r.json()["status"].clone()), (200, json!("COMPILE_ERROR")));
}

/// One entry of each type the local keel writes: EPISODIC (a turn), SYSTEM (a profile change),
/// AUDIT (a human verdict), CALIBRATION; then every reader.
#[test]
fn every_entry_type_appends_and_reads_back() {
    let s = Server::start(KEEL, "types", "");
    let id = identity(1);
    let agent = id.agent_id();
    assert_eq!(head(&s, &agent), Tip::genesis());
    let mut entries: Vec<ChainEntry> = Vec::new();
    let profile = Profile::builtin("general").unwrap();
    for step in 0..4u64 {
        let tip = head(&s, &agent);
        let der = match step {
            0 => der_on(&id, &tip, "EPISODIC", step),
            1 => profile_der(&profile, None, &id, &tip, UTC),
            2 => human_audit_der(&id, &tip, UTC, &entries[0], Verdict::Approve, "fine"),
            _ => der_on(&id, &tip, "CALIBRATION", step),
        };
        let entry = entry_for(&id, &tip, &der);
        let r = append(&s, &agent, &tip.hash, &entry);
        assert_eq!(r.status, 200, "step {step}: {}", r.text());
        assert_eq!(
            r.json(),
            json!({"agent_id": agent, "seq": step + 1, "entry_hash": entry.entry_hash})
        );
        entries.push(entry);
    }
    let types: Vec<&str> = entries.iter().map(|e| e.entry_type.as_str()).collect();
    assert_eq!(types, ["EPISODIC", "SYSTEM", "AUDIT", "CALIBRATION"]);

    let page = request(s.addr, "GET", &format!("/ledger/list/{agent}?limit=3"), &[], b"").json();
    assert_eq!(page["entries"].as_array().unwrap().len(), 3);
    assert_eq!(page["next"], 4);
    assert_eq!(
        page["entries"][1],
        json!({"seq": 2, "utc": UTC, "type": "SYSTEM", "entry_hash": entries[1].entry_hash, "parent_hash": entries[0].entry_hash})
    );
    let rest =
        request(s.addr, "GET", &format!("/ledger/list/{agent}?from=4&limit=3"), &[], b"").json();
    assert_eq!((rest["entries"].as_array().unwrap().len(), &rest["next"]), (1, &Value::Null));

    let got = request(s.addr, "GET", &format!("/ledger/get/{agent}/3"), &[], b"");
    assert_eq!(got.json(), entries[2].to_json(true));
    let r = request(s.addr, "GET", &format!("/ledger/get/{agent}/5"), &[], b"");
    assert_eq!((r.status, error_code(&r)), (404, "not_found".to_owned()));
    // Not a positive integer (the document says `minimum: 1`): 400, as docs/decisions-serve.md.
    for bad in ["x", "0", "-1", "00"] {
        let r = request(s.addr, "GET", &format!("/ledger/get/{agent}/{bad}"), &[], b"");
        assert_eq!((r.status, error_code(&r)), (400, "bad_request".to_owned()), "seq {bad}");
    }

    let header = Header { agent_id: agent.clone(), public_key: Some(id.public_key_hex()) };
    for (query, with_der) in [("", true), ("?no_der=true", false)] {
        let r = request(s.addr, "GET", &format!("/ledger/export/{agent}{query}"), &[], b"");
        assert_eq!(r.header("content-type"), Some("application/x-ndjson"));
        assert_eq!(r.text(), export::write(&header, &entries, with_der));
    }

    let report = request(s.addr, "GET", &format!("/ledger/verify/{agent}"), &[], b"").json();
    assert_eq!(report["chain_ok"], true, "{report}");
    assert_eq!(
        (report["entries"].clone(), report["tip_hash"].clone()),
        (json!(4), json!(entries[3].entry_hash))
    );
    assert!(report["checked"].as_array().unwrap().contains(&json!("signature")));
    let fast =
        request(s.addr, "GET", &format!("/ledger/verify/{agent}?hashes_only=true"), &[], b"");
    let fast = fast.json();
    assert_eq!(fast["chain_ok"], true);
    assert!(fast["not_checked"].as_array().unwrap().contains(&json!("signature")));
    assert!(!fast["checked"].as_array().unwrap().contains(&json!("signature")));
}

/// Every refusal of the append: auth, body, shape, the write gate and the structural checks,
/// and the tip mismatch. None of them writes anything.
#[test]
fn refused_appends_write_nothing() {
    let s = Server::start(KEEL, "refusals", "max_body_bytes = 262144");
    let id = identity(2);
    let agent = id.agent_id();
    let first = entry_for(&id, &Tip::genesis(), &der_on(&id, &Tip::genesis(), "EPISODIC", 0));
    assert_eq!(append(&s, &agent, GENESIS, &first).status, 200);
    let tip = head(&s, &agent);
    let good = entry_for(&id, &tip, &der_on(&id, &tip, "EPISODIC", 1));
    let path = format!("/ledger/append/{agent}");
    let body = append_body(&tip.hash, &good);

    for auth in [None, Some("Bearer wrong-token-0123456789abcdef"), Some("Basic abc")] {
        let headers: Vec<(&str, &str)> = auth.iter().map(|a| ("Authorization", *a)).collect();
        let r = request(s.addr, "POST", &path, &headers, &body);
        assert_eq!((r.status, error_code(&r)), (401, "unauthorized".to_owned()), "{auth:?}");
        assert_eq!(r.header("www-authenticate"), Some("Bearer"));
    }
    let r = request(s.addr, "POST", &path, &[AUTH], b"{\"expected_parent_hash\": ");
    assert_eq!((r.status, error_code(&r)), (400, "bad_json".to_owned()));
    let r = request(s.addr, "POST", &path, &[AUTH], b"{\"entry\": {}}");
    assert_eq!((r.status, error_code(&r)), (400, "bad_request".to_owned()));
    let big = vec![b' '; 300_000];
    let r = request(s.addr, "POST", &path, &[AUTH], &big);
    assert_eq!((r.status, error_code(&r)), (413, "payload_too_large".to_owned()));

    // A stale expected parent: 409 with both hashes.
    let stale = entry_for(&id, &Tip::genesis(), &der_on(&id, &Tip::genesis(), "EPISODIC", 9));
    let r = append(&s, &agent, GENESIS, &stale);
    assert_eq!(r.status, 409, "{}", r.text());
    let v = r.json();
    assert_eq!(
        (v["error"].clone(), v["expected"].clone(), v["actual"].clone()),
        (json!("tip_mismatch"), json!(GENESIS), json!(tip.hash))
    );

    let resign = |mut e: ChainEntry, by: &Identity| {
        e.entry_hash = e.compute_hash();
        e.signature = Some(by.sign(e.entry_hash.as_bytes()));
        e
    };
    let mut cases: Vec<(&str, ChainEntry, String)> = Vec::new();
    let mut e = good.clone();
    e.der.as_mut().unwrap()["SDI_DER"]["ILJO"]["OUTCOME"] = json!("tampered");
    cases.push(("DER edited after signing", e, tip.hash.clone()));
    let mut e = good.clone();
    e.entry_hash = good.parent_hash.clone();
    cases.push(("entry_hash not the packet's", e, tip.hash.clone()));
    let mut e = good.clone();
    e.success_met = false;
    cases.push(("packet edited, old signature", e, tip.hash.clone()));
    let mut e = good.clone();
    e.seq = 5;
    cases.push(("seq not tip + 1", resign(e, &id), tip.hash.clone()));
    cases.push(("signed by another key", resign(good.clone(), &identity(3)), tip.hash.clone()));
    let mut e = good.clone();
    e.signature = None;
    cases.push(("unsigned", e, tip.hash.clone()));
    let mut e = good.clone();
    e.der = None;
    cases.push(("no DER", e, tip.hash.clone()));
    cases.push(("parent not expected", good.clone(), GENESIS.to_owned()));
    let mut e = good.clone();
    e.entry_type = "PRECEDENT".into();
    cases.push(("type not the DER's", resign(e, &id), tip.hash.clone()));
    // A DER that does not compile, a STOP DER and one below the RAI threshold, all properly
    // hashed and signed: only the gate refuses them.
    let gated = |edit: &dyn Fn(&mut Value)| {
        let mut der = der_on(&id, &tip, "EPISODIC", 1);
        edit(&mut der["SDI_DER"]);
        let mut e = good.clone();
        e.der_hash = keel_evidence::der::der_hash(&der).unwrap();
        e.der = Some(der);
        resign(e, &id)
    };
    cases.push((
        "compile error",
        gated(&|d| {
            d.as_object_mut().unwrap().remove("ILJO");
        }),
        tip.hash.clone(),
    ));
    cases.push((
        "STOP DER",
        gated(&|d| {
            d["BOUNDEDNESS"]["stop_on_uncertainty"] = json!(true);
            d["BOUNDEDNESS"]["stop_reason"] = json!("HIGH_UNCERTAINTY");
        }),
        tip.hash.clone(),
    ));
    cases.push(("RAI below threshold", gated(&|d| {
        // PASS with warnings, RAI 0.8494 < 0.86.
        d.as_object_mut().unwrap().remove("DECISION_SYNTAX");
        for input in d["SYSTEM_INPUT"]["inputs"].as_array_mut().unwrap() {
            input["insight_dimensions"] = json!({"actionability": 1, "relevance": 1, "predictive_value": 1, "specificity": 1, "measurability": 1});
            input["insight_strength"] = json!(1);
        }
        d["BOUNDEDNESS"]["uncertainty"] = json!("HIGH");
        d["BOUNDEDNESS"]["max_uncertainty_allowed"] = json!("HIGH");
        d["BOUNDEDNESS"]["stop_on_uncertainty"] = json!(false);
    }), tip.hash.clone()));
    for (what, entry, expected) in cases {
        let r = append(&s, &agent, &expected, &entry);
        assert_eq!(
            (r.status, error_code(&r)),
            (422, "write_gate".to_owned()),
            "{what}: {}",
            r.text()
        );
    }
    // Bytes that neither the entry hash nor the signature covers (issue 15): a key beside
    // SDI_DER, an unknown key, a utc that is not the DER's. Refused, never stored or served.
    let uncovered: [(&str, &[&str], Value); 3] = [
        ("a key beside SDI_DER", &["der", "note"], json!("unhashed")),
        ("an unknown key", &["note"], json!("unhashed")),
        ("a utc not the DER's", &["utc"], json!("2001-01-01T00:00:00Z")),
    ];
    for (what, path, value) in uncovered {
        let mut record = good.to_json(true);
        let (last, parents) = path.split_last().unwrap();
        let mut at = &mut record;
        for p in parents {
            at = &mut at[*p];
        }
        at[*last] = value;
        let raw = json!({"expected_parent_hash": tip.hash, "entry": record}).to_string();
        let r =
            request(s.addr, "POST", &format!("/ledger/append/{agent}"), &[AUTH], raw.as_bytes());
        assert_eq!(
            (r.status, error_code(&r)),
            (422, "write_gate".to_owned()),
            "{what}: {}",
            r.text()
        );
    }
    // The path's agent is not the entry's.
    let other = identity(4).agent_id();
    let r = request(s.addr, "POST", &format!("/ledger/append/{other}"), &[AUTH], &body);
    assert_eq!((r.status, error_code(&r)), (422, "write_gate".to_owned()));

    assert_eq!(head(&s, &agent), tip, "nothing was written");
    assert_eq!(head(&s, &other).seq, 0);
    assert_eq!(append(&s, &agent, &tip.hash, &good).status, 200);
}

/// 32 clients race on one tip: exactly one 200 per tip, the rest 409; every loser re-reads the
/// tip, rebuilds and retries until all 32 land; the chain verifies and nothing is lost.
#[test]
fn racing_appends_land_exactly_once_per_tip() {
    const CLIENTS: usize = 32;
    let s = Arc::new(Server::start(KEEL, "race", ""));
    let id = Arc::new(identity(5));
    let agent = id.agent_id();
    let start = Arc::new(Barrier::new(CLIENTS));
    // (seq, status) of every attempt.
    let attempts = Arc::new(Mutex::new(Vec::new()));
    let handles: Vec<_> = (0..CLIENTS as u64)
        .map(|n| {
            let (s, id, start, attempts) =
                (Arc::clone(&s), Arc::clone(&id), Arc::clone(&start), Arc::clone(&attempts));
            std::thread::spawn(move || {
                let agent = id.agent_id();
                let mut tip = head(&s, &agent);
                let mut first = true;
                loop {
                    let entry = entry_for(&id, &tip, &der_on(&id, &tip, "EPISODIC", n));
                    if first {
                        start.wait();
                        first = false;
                    }
                    let r = append(&s, &agent, &tip.hash, &entry);
                    attempts.lock().unwrap().push((entry.seq, r.status));
                    match r.status {
                        200 => return entry,
                        409 => tip = head(&s, &agent),
                        other => panic!("client {n}: {other} {}", r.text()),
                    }
                }
            })
        })
        .collect();
    let mut landed: Vec<ChainEntry> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    landed.sort_by_key(|e| e.seq);
    let attempts = attempts.lock().unwrap();
    for seq in 1..=CLIENTS as u64 {
        let wins = attempts.iter().filter(|(s, st)| *s == seq && *st == 200).count();
        assert_eq!(wins, 1, "seq {seq}");
    }
    assert!(attempts.iter().all(|(_, st)| *st == 200 || *st == 409));
    // The first round all started on GENESIS: one won, 31 lost.
    let first_round = attempts.iter().filter(|(s, _)| *s == 1).count();
    assert_eq!(first_round, CLIENTS, "every client first tried seq 1");
    assert_eq!(attempts.iter().filter(|(_, st)| *st == 409).count(), attempts.len() - CLIENTS);

    let report = request(s.addr, "GET", &format!("/ledger/verify/{agent}"), &[], b"").json();
    assert_eq!(
        (report["chain_ok"].clone(), report["entries"].clone()),
        (json!(true), json!(CLIENTS)),
        "{report}"
    );
    let list = request(s.addr, "GET", &format!("/ledger/list/{agent}"), &[], b"").json();
    let hashes: Vec<&str> = list["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["entry_hash"].as_str().unwrap())
        .collect();
    let expected: Vec<&str> = landed.iter().map(|e| e.entry_hash.as_str()).collect();
    assert_eq!(hashes, expected, "every landed entry is in the chain, in order");
    let intents: std::collections::BTreeSet<String> = landed
        .iter()
        .map(|e| e.der.as_ref().unwrap()["SDI_DER"]["ILJO"]["INTENT"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(intents.len(), CLIENTS, "each client's own entry landed");
}

#[test]
fn a_client_over_its_concurrency_limit_gets_429() {
    let s = Server::start(KEEL, "limit", "max_concurrent_per_client = 1");
    // Hold one request in flight: its body never finishes arriving.
    let mut held = Conn::open(s.addr).unwrap();
    held.write_raw(b"POST /compile HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{").unwrap();
    std::thread::sleep(std::time::Duration::from_millis(200));
    let r = request(s.addr, "GET", "/health", &[], b"");
    assert_eq!((r.status, error_code(&r)), (429, "too_many_requests".to_owned()));
    assert_eq!(r.header("retry-after"), Some("1"));
    drop(held);
    std::thread::sleep(std::time::Duration::from_millis(200));
    assert_eq!(request(s.addr, "GET", "/health", &[], b"").status, 200);
}

#[test]
fn access_log_lines_and_graceful_shutdown() {
    let s = Server::start(KEEL, "log", "");
    let id = identity(6);
    let entry = entry_for(&id, &Tip::genesis(), &der_on(&id, &Tip::genesis(), "EPISODIC", 0));
    assert_eq!(append(&s, &id.agent_id(), GENESIS, &entry).status, 200);
    assert_eq!(request(s.addr, "GET", "/nope?token=x", &[], b"").status, 404);
    // A request in flight when SIGTERM arrives is finished, then the server exits 0.
    let der = std::fs::read(format!(
        "{}/../tests/fixtures/der/valid/typical.json",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let mut in_flight = Conn::open(s.addr).unwrap();
    let head =
        format!("POST /compile HTTP/1.1\r\nHost: x\r\nContent-Length: {}\r\n\r\n", der.len());
    in_flight.write_raw(head.as_bytes()).unwrap();
    in_flight.write_raw(&der[..10]).unwrap();
    std::thread::sleep(std::time::Duration::from_millis(200));
    s.sigterm();
    std::thread::sleep(std::time::Duration::from_millis(300));
    in_flight.write_raw(&der[10..]).unwrap();
    let r = in_flight.read_response().unwrap();
    assert_eq!((r.status, r.json()["status"].clone()), (200, json!("PASS")));
    let home = s.home.clone();
    let (code, rest) = s.wait();
    assert_eq!(code, Some(0));
    assert!(rest.contains("keel serve: stopped"), "{rest}");
    let log = std::fs::read_to_string(home.join("logs").join("access.log")).unwrap();
    assert!(!log.contains(TOKEN) && !log.contains("token=x"), "{log}");
    let lines: Vec<Value> = log.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 3);
    let keys: Vec<&str> = lines[0].as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys, ["utc", "client", "method", "path", "status", "bytes", "duration_us"]);
    assert_eq!(
        (lines[0]["method"].clone(), lines[0]["status"].clone()),
        (json!("POST"), json!(200))
    );
    assert_eq!(
        (lines[1]["path"].clone(), lines[1]["status"].clone()),
        (json!("/nope"), json!(404))
    );
    assert_eq!(lines[1]["client"], "127.0.0.1");
}

#[test]
fn refuses_to_start_where_it_would_be_unsafe() {
    let home = std::env::temp_dir().join(format!("keel-serve-refuse-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    std::fs::create_dir_all(&home).unwrap();
    for (config, addr, says) in [
        ("", "0.0.0.0:0", "not a loopback address and no write tokens"),
        (
            "[serve]\ntokens = [\"short\"]\n",
            "127.0.0.1:0",
            "serve.tokens entry 1: a write token needs at least 16 characters",
        ),
        ("", "localhost", "is not IP:PORT"),
    ] {
        std::fs::write(home.join("config.toml"), config).unwrap();
        let out = keel(KEEL, &home, &["serve", "--addr", addr]).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{addr}: {err}");
        assert!(err.contains(says), "{err}");
        assert!(out.stdout.is_empty());
    }
    // The server holds its own chain: pointing it at another plane is refused, not ignored.
    std::fs::write(home.join("config.toml"), "").unwrap();
    let out =
        keel(KEEL, &home, &["--plane", "http://127.0.0.1:9", "serve", "--addr", "127.0.0.1:0"])
            .output()
            .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("--plane does not apply to keel serve"), "{err}");
}

/// With `record_refusals = true` a STOP DER is accepted as a refusal (`success_met = false`), as
/// a profile with `record_refusals` writes it locally; claimed as a success it is refused.
#[test]
fn recorded_refusals_are_accepted_only_when_configured_and_marked() {
    let stop_entry = |id: &Identity, tip: &Tip| {
        let mut der = der_on(id, tip, "EPISODIC", 0);
        der["SDI_DER"]["BOUNDEDNESS"]["stop_on_uncertainty"] = json!(true);
        der["SDI_DER"]["BOUNDEDNESS"]["stop_reason"] = json!("HIGH_UNCERTAINTY");
        let req = keel_evidence::chain::write_gate::CommitRequest {
            identity: id,
            tip,
            der: &der,
            utc: UTC,
            audit_hash: None,
            gate: keel_evidence::der::GateOptions::default(),
            record_refusals: true,
        };
        keel_evidence::chain::write_gate::build_entry(&req).unwrap().0
    };
    let id = identity(8);
    let agent = id.agent_id();
    let refusal = stop_entry(&id, &Tip::genesis());
    assert!(!refusal.success_met);

    let silent = Server::start(KEEL, "refusals-off", "");
    let r = append(&silent, &agent, GENESIS, &refusal);
    assert_eq!(r.status, 422);
    assert!(r.json()["message"].as_str().unwrap().contains("STOP DER"), "{}", r.text());

    let recording = Server::start(KEEL, "refusals-on", "record_refusals = true");
    let mut claimed = refusal.clone();
    claimed.success_met = true;
    claimed.entry_hash = claimed.compute_hash();
    claimed.signature = Some(id.sign(claimed.entry_hash.as_bytes()));
    let r = append(&recording, &agent, GENESIS, &claimed);
    assert_eq!(r.status, 422);
    assert!(r.json()["message"].as_str().unwrap().contains("success_met must be false"));
    let r = append(&recording, &agent, GENESIS, &refusal);
    assert_eq!(r.status, 200, "{}", r.text());
    assert_eq!(head(&recording, &agent).hash, refusal.entry_hash);
}

/// A client that stalls mid-request cannot keep the server from stopping: after SIGTERM the
/// in-flight requests get the grace period, then the server exits 0 and says what it dropped.
#[test]
fn a_stalled_client_does_not_block_shutdown_past_the_grace() {
    let s = Server::start(KEEL, "stall", "");
    let mut stalled = Conn::open(s.addr).unwrap();
    stalled
        .write_raw(b"POST /compile HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{")
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(200));
    let start = std::time::Instant::now();
    s.sigterm();
    let (code, rest) = s.wait();
    let took = start.elapsed();
    assert_eq!(code, Some(0), "{rest}");
    assert!(took < std::time::Duration::from_secs(20), "shutdown took {took:?}");
    assert!(rest.contains("still in flight"), "{rest}");
    assert!(rest.contains("keel serve: stopped"), "{rest}");
    drop(stalled);
}

/// Clients that send a head with a `Content-Length` and then stall their bodies (slowloris)
/// hold their slots only until the body timeout: they get 408, the slots are freed and
/// `/health` from the same address answers 200 again.
#[test]
fn stalled_bodies_free_their_slots_at_the_body_timeout() {
    use std::time::{Duration, Instant};
    let s = Server::start(
        KEEL,
        "slowloris",
        "max_concurrent_per_client = 4\nbody_timeout_s = 1\nheader_timeout_s = 5",
    );
    let started = Instant::now();
    let mut stalled: Vec<Conn> = (0..12)
        .map(|_| {
            let mut c = Conn::open(s.addr).unwrap();
            c.write_raw(b"POST /compile HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{")
                .unwrap();
            c
        })
        .collect();
    std::thread::sleep(Duration::from_millis(300));
    let r = request(s.addr, "GET", "/health", &[], b"");
    assert_eq!((r.status, error_code(&r)), (429, "too_many_requests".to_owned()));
    // Every stalled request is answered: 429 at once beyond the 4 slots, 408 at the timeout.
    let mut statuses: Vec<u16> =
        stalled.iter_mut().map(|c| c.read_response().unwrap().status).collect();
    let answered = started.elapsed();
    statuses.sort_unstable();
    assert_eq!(statuses, [408, 408, 408, 408, 429, 429, 429, 429, 429, 429, 429, 429]);
    assert!(answered < Duration::from_secs(3), "{answered:?}");
    let r = request(s.addr, "GET", "/health", &[], b"");
    assert_eq!(r.status, 200, "{}", r.text());
    eprintln!("12 stalled bodies, 4 slots: all answered after {answered:?}; /health 200");
    let home = s.home.clone();
    drop(s);
    let log = std::fs::read_to_string(home.join("logs").join("access.log")).unwrap();
    assert_eq!(log.matches(r#""status":408"#).count(), 4, "{log}");
}

/// A head that trickles, or a keep-alive connection that idles, is closed at the header
/// timeout; an oversized target gets 414 and an oversized head 431, each with an access-log
/// line.
#[test]
fn slow_heads_idle_connections_and_oversized_heads() {
    use std::io::Read;
    use std::time::{Duration, Instant};
    let s = Server::start(KEEL, "heads", "header_timeout_s = 0.5");
    let closed_after = |mut c: Conn| {
        let started = Instant::now();
        let stream = c.reader_stream();
        stream.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
        let mut buf = [0u8; 64];
        let n = stream.read(&mut buf).unwrap_or(0);
        (n, started.elapsed())
    };
    let mut slow = Conn::open(s.addr).unwrap();
    slow.write_raw(b"GET /hea").unwrap();
    let (n, took) = closed_after(slow);
    assert_eq!(n, 0, "closed without an answer");
    assert!(took < Duration::from_secs(2), "{took:?}");
    let mut idle = Conn::open(s.addr).unwrap();
    assert_eq!(idle.request("GET", "/health", &[], b"").unwrap().status, 200);
    let (n, took) = closed_after(idle);
    assert_eq!(n, 0);
    assert!(took < Duration::from_secs(2), "{took:?}");

    let long = format!("/ledger/list/{}", "a".repeat(9 * 1024));
    let r = request(s.addr, "GET", &long, &[], b"");
    assert_eq!((r.status, error_code(&r)), (414, "uri_too_long".to_owned()));
    let big = "b".repeat(40 * 1024);
    let r = request(s.addr, "GET", "/health", &[("X-Big", &big)], b"");
    assert_eq!(r.status, 431);
    // hyper's 431 is logged once the connection has ended, just after the client has the answer.
    let path = s.home.join("logs").join("access.log");
    let started = Instant::now();
    let mut log = String::new();
    while log.lines().count() < 3 && started.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(20));
        log = std::fs::read_to_string(&path).unwrap();
    }
    let lines: Vec<Value> = log.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let statuses: Vec<u64> = lines.iter().map(|l| l["status"].as_u64().unwrap()).collect();
    assert_eq!(statuses, [200, 414, 431], "{log}");
    assert_eq!((lines[2]["method"].clone(), lines[2]["path"].clone()), (Value::Null, Value::Null));
    assert_eq!(lines[2]["client"], "127.0.0.1");
}

/// A key rotation on the plane: the rotation entry, signed by the key in force, is accepted like
/// any SYSTEM entry; then entries by the new key are, and entries by the retired key (or a
/// rotation signed by the new key alone) are refused with nothing written. The plane's verify
/// and export follow the rotation.
#[test]
fn appends_follow_a_key_rotation() {
    use keel_governance::turn::key_rotation::rotation_der;
    let s = Server::start(KEEL, "rotation", "");
    let old = identity(11);
    let next = old.successor([12; 32]);
    let agent = old.agent_id();
    let mut entries = Vec::new();
    let push = |s: &Server, by: &Identity, der: &dyn Fn(&Tip) -> Value| {
        let tip = head(s, &agent);
        let entry = entry_for(by, &tip, &der(&tip));
        let r = append(s, &agent, &tip.hash, &entry);
        (r, entry)
    };
    let (r, e) = push(&s, &old, &|tip| der_on(&old, tip, "EPISODIC", 0));
    assert_eq!(r.status, 200, "{}", r.text());
    entries.push(e);
    // A rotation signed by the new key only: refused.
    let (r, _) = push(&s, &next, &|tip| rotation_der(&next, &old.successor([13; 32]), tip, UTC));
    assert_eq!((r.status, error_code(&r)), (422, "write_gate".to_owned()), "{}", r.text());
    let (r, e) = push(&s, &old, &|tip| rotation_der(&old, &next, tip, UTC));
    assert_eq!(r.status, 200, "{}", r.text());
    entries.push(e);
    let (r, _) = push(&s, &old, &|tip| der_on(&old, tip, "EPISODIC", 1));
    assert_eq!((r.status, error_code(&r)), (422, "write_gate".to_owned()), "{}", r.text());
    assert!(r.text().contains("is not the key in force"), "{}", r.text());
    let (r, e) = push(&s, &next, &|tip| der_on(&next, tip, "EPISODIC", 2));
    assert_eq!(r.status, 200, "{}", r.text());
    entries.push(e);
    let (r, _) = push(&s, &old, &|tip| der_on(&old, tip, "EPISODIC", 3));
    assert!(r.text().contains("a retired key"), "{}", r.text());
    assert_eq!(head(&s, &agent).seq, 3);

    let report = request(s.addr, "GET", &format!("/ledger/verify/{agent}"), &[], b"").json();
    assert_eq!(
        (report["chain_ok"].clone(), report["entries"].clone()),
        (json!(true), json!(3)),
        "{report}"
    );
    let text =
        request(s.addr, "GET", &format!("/ledger/export/{agent}?no_der=true"), &[], b"").text();
    let header = Header { agent_id: agent.clone(), public_key: Some(old.public_key_hex()) };
    assert_eq!(text, export::write(&header, &entries, false));
    let file = export::parse(&text).unwrap();
    assert!(file.entries[1].as_ref().unwrap().der.is_some(), "the rotation lost its DER");
    assert!(file.verify().chain_ok, "{:?}", file.verify().error);
}
