//! The plane client and the remote chain against a loopback fake plane: the contract's shapes,
//! the failure mapping (409 → tip mismatch, 401 → the token variable, 5xx, malformed JSON,
//! timeouts, an unreachable plane), the engine's commit retry on a moved tip, and a whole chain
//! committed through the client and verified from its export.

use std::sync::Arc;
use std::time::{Duration, Instant};

use fake_plane::{FakePlane, Request, Response};
use keel_evidence::chain::{Authorship, ChainEntry, GENESIS, Identity};
use keel_evidence::der::GateOptions;
use keel_governance::turn::{GovernanceStore, StoreFailure};
use keel_store::plane_client::{TOKEN_ENV, Timeouts};
use keel_store::{Chain, ChainStore, GovernedStore, PlaneClient, PlaneError, StoreError};
use keel_tests::chain;
use keel_tests::fake_plane;
use serde_json::{Value, json};

const UTC: &str = "2026-03-01T12:00:00Z";
const AGENT: &str = "SDI-0123456789AB";

fn client(url: &str) -> PlaneClient {
    PlaneClient::with_timeouts(
        url,
        Some("tok-xyz".into()),
        Timeouts { connect: Duration::from_secs(2), read: Duration::from_millis(800) },
    )
    .unwrap()
}

fn error(status: u16, code: &str, message: &str) -> Response {
    Response::json(status, &json!({"error": code, "message": message}))
}

fn identity() -> Identity {
    Identity::from_seed([7; 32], UTC)
}

/// A signed entry on GENESIS that passes the write gate.
fn first_entry(id: &Identity) -> ChainEntry {
    let dir = tempfile::tempdir().unwrap();
    let store = ChainStore::open(dir.path().join("c.redb")).unwrap();
    let tip = store.head(&id.agent_id()).unwrap();
    store.commit(id, &chain::der_for(id, &tip, 0), UTC, GateOptions::default(), false).unwrap()
}

#[test]
fn head_reads_the_tip_and_health_the_version() {
    let fake = FakePlane::start(2, |r: &Request| match r.path.as_str() {
        "/health" => Response::json(200, &json!({"status": "ok", "version": "0.9.1"})),
        _ => Response::json(200, &json!({"agent_id": AGENT, "seq": 3, "entry_hash": "0xAB"})),
    });
    let c = client(&fake.url);
    assert_eq!(c.health().unwrap(), "0.9.1");
    let tip = c.head(AGENT).unwrap();
    assert_eq!((tip.seq, tip.hash.as_str()), (3, "0xAB"));
    let seen = fake.requests();
    assert_eq!(seen[1].path, format!("/ledger/head/{AGENT}"));
    // Reads never carry the write token.
    assert!(seen.iter().all(|r| r.header("authorization").is_none()));
}

#[test]
fn a_409_is_the_stores_own_tip_mismatch_at_every_layer() {
    let conflict = || {
        Response::json(
            409,
            &json!({"error": "tip_mismatch", "message": "the tip moved", "expected": GENESIS, "actual": "0xBEEF"}),
        )
    };
    let fake = FakePlane::start(3, move |_: &Request| conflict());
    let id = identity();
    let entry = first_entry(&id);
    let c = client(&fake.url);
    match c.append(&id.agent_id(), GENESIS, &entry) {
        Err(PlaneError::TipMismatch { expected, actual }) => {
            assert_eq!((expected.as_str(), actual.as_str()), (GENESIS, "0xBEEF"));
        }
        other => panic!("{other:?}"),
    }
    let dir = tempfile::tempdir().unwrap();
    let local = ChainStore::open(dir.path().join("c.redb")).unwrap();
    let chain = Chain::remote(local, c);
    assert!(matches!(
        chain.append(&id.agent_id(), GENESIS, &entry),
        Err(StoreError::TipMismatch { .. })
    ));
    let sessions = keel_store::SessionStore::open(dir.path().join("s.redb")).unwrap();
    let governed = GovernedStore { chain, sessions };
    assert_eq!(
        governed.append(&id.agent_id(), GENESIS, &entry),
        Err(StoreFailure::TipMismatch { expected: GENESIS.into(), actual: "0xBEEF".into() })
    );
    // The append carried the token, the expected parent and the whole signed entry with its DER.
    let sent = &fake.requests()[0];
    assert_eq!(sent.method, "POST");
    assert_eq!(sent.header("authorization"), Some("Bearer tok-xyz"));
    let body: Value = serde_json::from_str(&sent.body).unwrap();
    assert_eq!(body["expected_parent_hash"], GENESIS);
    assert_eq!(ChainEntry::from_json(&body["entry"]).unwrap(), entry);
    assert!(body["entry"]["der"]["SDI_DER"].is_object());
}

#[test]
fn a_401_names_the_token_variable_and_the_plane() {
    let fake = FakePlane::start(1, |_: &Request| error(401, "unauthorized", "bad token"));
    let id = identity();
    let e = client(&fake.url).append(&id.agent_id(), GENESIS, &first_entry(&id)).unwrap_err();
    let text = e.to_string();
    assert!(matches!(e, PlaneError::Unauthorized { .. }), "{e:?}");
    assert!(text.contains(TOKEN_ENV) && text.contains(&fake.url), "{text}");
    assert!(text.contains("bad token") && !text.contains("tok-xyz"), "{text}");
}

#[test]
fn a_5xx_and_a_422_keep_the_planes_message() {
    let fake = FakePlane::start(2, |r: &Request| {
        if r.method == "POST" {
            error(422, "write_gate", "RAI 0.41 below threshold 0.86")
        } else {
            error(500, "store", "the ledger is being compacted")
        }
    });
    let c = client(&fake.url);
    let text = c.head(AGENT).unwrap_err().to_string();
    assert!(text.contains("500") && text.contains("store"), "{text}");
    assert!(text.contains("being compacted") && text.contains(&fake.url), "{text}");
    assert!(text.contains(&format!("GET /ledger/head/{AGENT}")), "{text}");
    let id = identity();
    let e = c.append(&id.agent_id(), GENESIS, &first_entry(&id)).unwrap_err();
    assert!(matches!(e, PlaneError::Rejected { .. }), "{e:?}");
    assert!(e.to_string().contains("below threshold"));
}

#[test]
fn malformed_answers_are_errors_not_panics() {
    let fake = FakePlane::start(5, |r: &Request| match r.path.as_str() {
        "/health" => Response::raw(200, "<html>not a plane</html>"),
        p if p.starts_with("/ledger/head") => Response::json(200, &json!({"seq": "three"})),
        p if p.starts_with("/ledger/export") => Response::raw(200, "{\"kind\":\"nope\"}\n"),
        p if p.starts_with("/ledger/verify") => Response::json(200, &json!([1, 2])),
        _ => Response::raw(500, ""),
    });
    let c = client(&fake.url);
    for e in [
        c.health().unwrap_err(),
        c.head(AGENT).unwrap_err(),
        c.export(AGENT, true).unwrap_err(),
        c.verify(AGENT, false).unwrap_err(),
    ] {
        assert!(matches!(e, PlaneError::Malformed { .. }), "{e:?}");
        assert!(e.to_string().contains(&fake.url), "{e}");
    }
    let e = c.get(AGENT, 1).unwrap_err();
    assert!(e.to_string().contains("500") && e.to_string().contains("(no message)"), "{e}");
}

#[test]
fn a_silent_plane_times_out_instead_of_hanging() {
    let fake = FakePlane::start(1, |_: &Request| Response {
        stall: Some(Duration::from_secs(4)),
        ..Response::raw(200, "")
    });
    let started = Instant::now();
    let e = client(&fake.url).head(AGENT).unwrap_err();
    assert!(started.elapsed() < Duration::from_secs(3), "{:?}", started.elapsed());
    assert!(matches!(e, PlaneError::Timeout { .. }), "{e:?}");
    assert!(e.to_string().contains(&fake.url), "{e}");
}

#[test]
fn an_unreachable_plane_says_where_and_what_to_check() {
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let url = format!("http://127.0.0.1:{port}");
    let e = client(&url).head(AGENT).unwrap_err();
    assert!(matches!(e, PlaneError::Unreachable { .. }), "{e:?}");
    let text = e.to_string();
    assert!(text.contains(&url) && text.contains("keel serve"), "{text}");
}

/// A plane that answers `busy` (with `Retry-After: 0`) once, then `then`.
fn busy_then(busy: Response, then: Response) -> FakePlane {
    let calls = std::sync::atomic::AtomicUsize::new(0);
    FakePlane::start(2, move |_: &Request| {
        if calls.fetch_add(1, std::sync::atomic::Ordering::SeqCst) == 0 {
            Response { headers: vec![("retry-after", "0".into())], ..busy.clone() }
        } else {
            then.clone()
        }
    })
}

#[test]
fn a_busy_plane_is_retried_after_its_retry_after() {
    let fake = busy_then(
        error(429, "too_many_requests", "slow down"),
        Response::json(200, &json!({"agent_id": AGENT, "seq": 0, "entry_hash": GENESIS})),
    );
    assert_eq!(client(&fake.url).head(AGENT).unwrap().hash, GENESIS);
    assert_eq!(fake.requests().len(), 2);
}

#[test]
fn an_append_whose_answer_was_lost_to_a_503_is_recognised_on_the_retry() {
    // The database went away after the commit: 503; the retry meets the entry itself as the tip.
    let id = identity();
    let entry = first_entry(&id);
    let landed = entry.entry_hash.clone();
    let fake = busy_then(
        error(503, "unavailable", "the database cannot be reached now"),
        Response::json(
            409,
            &json!({"error": "tip_mismatch", "message": "moved", "expected": GENESIS, "actual": landed}),
        ),
    );
    client(&fake.url).append(&id.agent_id(), GENESIS, &entry).unwrap();
    assert_eq!(fake.requests().len(), 2);
}

#[test]
fn an_append_that_landed_lost_its_answer_and_was_built_upon_is_not_committed_twice() {
    // The commit went through but its answer was lost (503); before the retry another writer
    // appended on top, so the retry's 409 names their entry. The entry at its seq is this one:
    // the append has landed, and the engine must not rebuild it on the new tip.
    let id = identity();
    let entry = first_entry(&id);
    let stored = entry.to_json(true);
    let posts = std::sync::atomic::AtomicUsize::new(0);
    let fake = FakePlane::start(3, move |r: &Request| {
        if r.method == "GET" {
            return Response::json(200, &stored);
        }
        if posts.fetch_add(1, std::sync::atomic::Ordering::SeqCst) == 0 {
            let busy = error(503, "unavailable", "the database cannot be reached now");
            Response { headers: vec![("retry-after", "0".into())], ..busy }
        } else {
            Response::json(
                409,
                &json!({"error": "tip_mismatch", "message": "moved", "expected": GENESIS, "actual": "0xOTHER"}),
            )
        }
    });
    client(&fake.url).append(&id.agent_id(), GENESIS, &entry).unwrap();
    let seen = fake.requests();
    assert_eq!(seen.len(), 3);
    assert_eq!(seen[2].path, format!("/ledger/get/{}/{}", id.agent_id(), entry.seq));
}

/// A plane backed by a real chain store, answering the contract's chain routes.
fn store_backed(store: Arc<ChainStore>, max: usize) -> FakePlane {
    FakePlane::start(max, move |r: &Request| {
        let parts: Vec<&str> = r.path.split('?').next().unwrap().split('/').collect();
        match (r.method.as_str(), parts.as_slice()) {
            ("GET", ["", "ledger", "head", agent]) => {
                let tip = store.head(agent).unwrap();
                Response::json(
                    200,
                    &json!({"agent_id": agent, "seq": tip.seq, "entry_hash": tip.hash}),
                )
            }
            ("GET", ["", "ledger", "export", agent]) => {
                Response::raw(200, &store.export(agent, !r.path.contains("no_der=true")).unwrap())
            }
            ("GET", ["", "ledger", "verify", agent]) => {
                Response::json(200, &store.verify(agent).unwrap().to_json())
            }
            ("POST", ["", "ledger", "append", agent]) => {
                let body: Value = serde_json::from_str(&r.body).unwrap();
                let entry = ChainEntry::from_json(&body["entry"]).unwrap();
                let expected = body["expected_parent_hash"].as_str().unwrap();
                match store.append(agent, expected, &entry) {
                    Ok(()) => Response::json(
                        200,
                        &json!({"agent_id": agent, "seq": entry.seq, "entry_hash": entry.entry_hash}),
                    ),
                    Err(StoreError::TipMismatch { expected, actual }) => Response::json(
                        409,
                        &json!({"error": "tip_mismatch", "message": "moved", "expected": expected, "actual": actual}),
                    ),
                    Err(e) => error(422, "write_gate", &e.to_string()),
                }
            }
            _ => error(404, "not_found", "no such route"),
        }
    })
}

#[test]
fn a_chain_committed_through_the_plane_verifies_from_its_export() {
    let dir = tempfile::tempdir().unwrap();
    let plane_store = Arc::new(ChainStore::open(dir.path().join("plane.redb")).unwrap());
    // 3 × (head here + head and append in commit) + entries + verify (export) + plane verify.
    let fake = store_backed(Arc::clone(&plane_store), 12);
    let chain =
        Chain::remote(ChainStore::open(dir.path().join("local.redb")).unwrap(), client(&fake.url));
    let id = chain.mint(UTC).unwrap();
    for i in 0..3 {
        let tip = chain.head(&id.agent_id()).unwrap();
        chain
            .commit(&id, &chain::der_for(&id, &tip, i), UTC, GateOptions::default(), false)
            .unwrap();
    }
    // The entries live on the plane, not in the local store (which keeps only the identity).
    assert_eq!(plane_store.head(&id.agent_id()).unwrap().seq, 3);
    let entries = chain.entries(&id.agent_id()).unwrap();
    assert_eq!(entries.iter().map(|e| e.seq).collect::<Vec<_>>(), [1, 2, 3]);
    let report = chain.verify(&id.agent_id()).unwrap();
    assert!(report.chain_ok, "{:?}", report.error);
    assert!(report.checked.contains(&"trailer"), "the download's trailer is checked");
    let theirs = chain.plane().unwrap().verify(&id.agent_id(), false).unwrap();
    assert!(theirs.chain_ok && theirs.entries == 3);
    assert!(matches!(
        chain.import("x", Authorship::Required),
        Err(StoreError::NotOnPlane { what: "import", .. })
    ));
}

#[test]
fn the_engines_commit_retries_on_a_tip_the_plane_moved() {
    let dir = tempfile::tempdir().unwrap();
    let plane_store = Arc::new(ChainStore::open(dir.path().join("plane.redb")).unwrap());
    let id = identity();
    // Someone else on the team commits first: the plane's tip is seq 1 when our commit starts
    // from a stale GENESIS tip.
    let theirs = first_entry(&id);
    let fake = store_backed(Arc::clone(&plane_store), 6);
    let chain =
        Chain::remote(ChainStore::open(dir.path().join("l.redb")).unwrap(), client(&fake.url));
    let governed = GovernedStore {
        chain,
        sessions: keel_store::SessionStore::open(dir.path().join("s.redb")).unwrap(),
    };
    let mut first = true;
    let committed =
        keel_governance::turn::store::commit(&governed, &id, UTC, 0.0, false, &mut |tip| {
            if first {
                first = false;
                plane_store.append(&id.agent_id(), GENESIS, &theirs).unwrap();
            }
            chain::der_for(&id, tip, 9)
        })
        .unwrap();
    assert_eq!(committed.entry.seq, 2);
    assert_eq!(committed.entry.parent_hash, theirs.entry_hash);
    assert!(plane_store.verify(&id.agent_id()).unwrap().chain_ok);
}
