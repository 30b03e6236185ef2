//! `keel serve --store postgres://…`: replicas on one real PostgreSQL server (started by the
//! test itself on loopback, `keel_tests::postgres`), end to end through the real binary.
//!
//! - two replicas racing appends for one agent: one winner per seq, every loser retries until
//!   all land, the chain verifies;
//! - a replica SIGKILLed mid-storm, and the database crashed and restarted mid-storm: clients
//!   see connection errors or 503 and retry; nothing acknowledged is lost;
//! - the schema: created on an empty database, a second open is a no-op, a newer one is refused
//!   (typed, and by `keel serve` with exit 2); the password never shows;
//! - the `--plane` CLI against a Postgres-backed plane, and its export verifying offline;
//! - a long chain exports in bounded memory (the replica's peak RSS).

use std::collections::{BTreeMap, HashSet};
use std::io::Write as _;
use std::net::SocketAddr;
use std::process::Stdio;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::KEEL;
use http::{Conn, request};
use keel_evidence::chain::export;
use keel_evidence::chain::{Identity, Tip};
use keel_governance::turn::store as turn_store;
use keel_store::pg_chain_store::{PgError, PgTarget, SCHEMA_VERSION};
use keel_store::{
    Chain, ChainStore, GovernedStore, PgChainStore, PlaneClient, SessionStore, StoreError,
};
use keel_tests::chain;
use keel_tests::chain::{der_on, entry_for, identity};
use keel_tests::http;
use keel_tests::postgres;
use keel_tests::server;
use postgres::{PASSWORD, Postgres};
use serde_json::Value;
use server::{Server, TOKEN, append_body, keel};

const PG_ENV: &str = "KEEL_PG_PASSWORD";

/// A replica of `keel serve` on `url`, the password in its environment.
fn replica(name: &str, url: &str) -> Server {
    Server::start_env(
        KEEL,
        name,
        &format!("store = \"{url}\"\nmax_concurrent_per_client = 1024"),
        &[(PG_ENV, PASSWORD)],
    )
}

/// What one storm client saw.
#[derive(Debug, Default)]
struct Seen {
    /// (seq, entry_hash) of every entry answered 200.
    acked: Vec<(u64, String)>,
    /// Entries whose answer was lost (503, a dead connection) and whose retry found them on the
    /// chain (409 naming the entry's own hash).
    landed_unanswered: Vec<(u64, String)>,
    conflicts: u64,
    unavailable: u64,
    connection_errors: u64,
}

/// Appends `n` entries to `id`'s chain through `addrs` (starting at `first`, moving to the next
/// replica when one stops answering), each built on the tip it reads. A 409 rebuilds on a fresh
/// head; a 503 or a dead connection retries the same entry after a pause, and a 409 naming that
/// entry's own hash means it landed. `acked` counts every 200 of the storm.
fn storm_client(
    addrs: &[SocketAddr],
    first: usize,
    id: &Identity,
    client: u64,
    n: usize,
    acked: &AtomicUsize,
) -> Seen {
    let deadline = Instant::now() + Duration::from_secs(90);
    let agent = id.agent_id();
    let auth = format!("Bearer {TOKEN}");
    let mut at = first;
    let mut conn: Option<Conn> = None;
    let mut seen = Seen::default();
    let mut attempt = 0u64;
    let mut pending: Option<(String, keel_evidence::chain::ChainEntry)> = None;
    let mut tip: Option<Tip> = None;
    while seen.acked.len() + seen.landed_unanswered.len() < n {
        assert!(Instant::now() < deadline, "client {client} stuck: {seen:?}");
        if conn.is_none() {
            if let Ok(c) = Conn::open(addrs[at % addrs.len()]) {
                conn = Some(c);
            } else {
                seen.connection_errors += 1;
                at += 1;
                std::thread::sleep(Duration::from_millis(50));
                continue;
            }
        }
        let c = conn.as_mut().expect("connected above");
        let (expected, entry) = if let Some(p) = pending.take() {
            p
        } else {
            let t = match tip.take() {
                Some(t) => t,
                None => match c.request("GET", &format!("/ledger/head/{agent}"), &[], b"") {
                    Ok(r) if r.status == 200 => {
                        let v = r.json();
                        Tip {
                            seq: v["seq"].as_u64().unwrap(),
                            hash: v["entry_hash"].as_str().unwrap().to_owned(),
                        }
                    }
                    Ok(r) if r.status == 503 => {
                        seen.unavailable += 1;
                        std::thread::sleep(Duration::from_millis(100));
                        continue;
                    }
                    Ok(r) => panic!("head: {} {}", r.status, r.text()),
                    Err(_) => {
                        seen.connection_errors += 1;
                        (conn, at) = (None, at + 1);
                        continue;
                    }
                },
            };
            attempt += 1;
            let der = der_on(id, &t, "EPISODIC", client * 1_000_000 + attempt);
            (t.hash.clone(), entry_for(id, &t, &der))
        };
        let body = append_body(&expected, &entry);
        let answer = c.request(
            "POST",
            &format!("/ledger/append/{agent}"),
            &[("Authorization", &auth)],
            &body,
        );
        match answer {
            Ok(r) if r.status == 200 => {
                let v = r.json();
                assert_eq!(v["entry_hash"], entry.entry_hash.as_str());
                seen.acked.push((entry.seq, entry.entry_hash.clone()));
                acked.fetch_add(1, Ordering::SeqCst);
                tip = Some(Tip { seq: entry.seq, hash: entry.entry_hash });
            }
            Ok(r) if r.status == 409 => {
                let v = r.json();
                assert_eq!(v["error"], "tip_mismatch", "{v}");
                // Landed with its answer lost: the tip is the entry, or (another writer appended
                // on top since) the entry holds its seq.
                let mut holds_its_seq = || {
                    c.request("GET", &format!("/ledger/get/{agent}/{}", entry.seq), &[], b"")
                        .is_ok_and(|r| {
                            r.status == 200 && r.json()["entry_hash"] == entry.entry_hash.as_str()
                        })
                };
                if v["actual"] == entry.entry_hash.as_str() || holds_its_seq() {
                    seen.landed_unanswered.push((entry.seq, entry.entry_hash.clone()));
                    tip = None;
                } else {
                    seen.conflicts += 1;
                }
            }
            Ok(r) if r.status == 503 => {
                assert_eq!(r.json()["error"], "unavailable");
                assert_eq!(r.header("retry-after"), Some("1"));
                seen.unavailable += 1;
                pending = Some((expected, entry));
                std::thread::sleep(Duration::from_millis(100));
            }
            Ok(r) => panic!("append: {} {}", r.status, r.text()),
            Err(_) => {
                seen.connection_errors += 1;
                pending = Some((expected, entry));
                (conn, at) = (None, at + 1);
            }
        }
    }
    seen
}

/// Runs `clients` storm clients of `each` appends on `id`'s chain; `during` runs on this thread
/// meanwhile with the count of 200s so far. Returns what every client saw.
fn storm(
    addrs: &[SocketAddr],
    id: &Identity,
    clients: u64,
    each: usize,
    during: impl FnOnce(&AtomicUsize),
) -> Vec<Seen> {
    let acked = Arc::new(AtomicUsize::new(0));
    let handles: Vec<_> = (0..clients)
        .map(|c| {
            let (addrs, id, acked) = (addrs.to_vec(), id.clone(), Arc::clone(&acked));
            std::thread::spawn(move || storm_client(&addrs, c as usize, &id, c, each, &acked))
        })
        .collect();
    during(&acked);
    handles.into_iter().map(|h| h.join().unwrap()).collect()
}

/// Waits until `acked` reaches `n`.
fn wait_for(acked: &AtomicUsize, n: usize) {
    let deadline = Instant::now() + Duration::from_mins(1);
    while acked.load(Ordering::SeqCst) < n {
        assert!(Instant::now() < deadline, "the storm stalled at {}", acked.load(Ordering::SeqCst));
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// The export of `agent` from `addr`, verified offline: (seq → entry_hash).
fn verified_export(addr: SocketAddr, agent: &str) -> BTreeMap<u64, String> {
    let r = request(addr, "GET", &format!("/ledger/export/{agent}"), &[], b"");
    assert_eq!(r.status, 200, "{}", r.text());
    let file = export::parse(&r.text()).expect("the export reads");
    let report = file.verify();
    assert!(report.chain_ok, "{:?}", report.error);
    file.entries
        .iter()
        .map(|e| e.as_ref().expect("every entry reads"))
        .map(|e| (e.seq, e.entry_hash.clone()))
        .collect()
}

/// Every entry a client was told about is on the chain with its hash, and no seq was won twice.
fn nothing_acknowledged_is_lost(seen: &[Seen], chain: &BTreeMap<u64, String>) -> usize {
    let mut seqs = HashSet::new();
    let mut n = 0;
    for (seq, hash) in seen.iter().flat_map(|s| s.acked.iter().chain(&s.landed_unanswered)) {
        assert!(seqs.insert(*seq), "seq {seq} was won twice");
        assert_eq!(chain.get(seq), Some(hash), "acknowledged entry {seq} is not on the chain");
        n += 1;
    }
    n
}

#[test]
fn two_replicas_race_appends_for_one_agent_and_exactly_one_writer_wins_each_seq() {
    const CLIENTS: u64 = 16;
    const EACH: usize = 50;
    let pg = Postgres::start("race");
    let url = pg.create_db("race");
    let (a, b) = (replica("pg-race-a", &url), replica("pg-race-b", &url));
    let health = request(a.addr, "GET", "/health", &[], b"");
    assert_eq!((health.status, health.json()["store"].as_str()), (200, Some("postgres")));
    assert!(!a.banner.contains(PASSWORD) && a.banner.contains(&url), "{}", a.banner);
    let id = identity(71);
    let started = Instant::now();
    let seen = storm(&[a.addr, b.addr], &id, CLIENTS, EACH, |_| {});
    let took = started.elapsed();
    let chain = verified_export(b.addr, &id.agent_id());
    let total = CLIENTS as usize * EACH;
    assert_eq!(chain.len(), total);
    // Every seq 1..=total was answered 200 to exactly one client (nobody's answer was lost).
    assert_eq!(nothing_acknowledged_is_lost(&seen, &chain), total);
    assert!(seen.iter().all(|s| s.landed_unanswered.is_empty() && s.unavailable == 0));
    let conflicts: u64 = seen.iter().map(|s| s.conflicts).sum();
    assert!(conflicts > 0, "the clients never raced");
    // The database agrees: one row per seq, the head at the last.
    assert_eq!(
        pg.psql("race", "SELECT count(*), max(seq) FROM chain_entries"),
        format!("{total}|{total}")
    );
    let verify = request(a.addr, "GET", &format!("/ledger/verify/{}", id.agent_id()), &[], b"");
    assert_eq!(verify.json()["chain_ok"], true);
    eprintln!(
        "{total} appends by {CLIENTS} clients through 2 replicas in {took:.2?} ({:.0}/s), {conflicts} lost races retried",
        total as f64 / took.as_secs_f64()
    );
}

#[test]
fn a_replica_killed_mid_storm_loses_no_acknowledged_entry() {
    const CLIENTS: u64 = 8;
    const EACH: usize = 30;
    let pg = Postgres::start("kill");
    let url = pg.create_db("kill");
    let (mut a, b) = (replica("pg-kill-a", &url), replica("pg-kill-b", &url));
    let id = identity(72);
    let seen = storm(&[a.addr, b.addr], &id, CLIENTS, EACH, |acked| {
        wait_for(acked, 40);
        a.sigkill();
    });
    let chain = verified_export(b.addr, &id.agent_id());
    assert_eq!(nothing_acknowledged_is_lost(&seen, &chain), CLIENTS as usize * EACH);
    assert_eq!(chain.len(), CLIENTS as usize * EACH);
    let failed_over: u64 = seen.iter().map(|s| s.connection_errors).sum();
    assert!(failed_over > 0, "no client was on the killed replica");
}

#[test]
fn the_database_crashed_mid_storm_answers_503_and_loses_nothing_acknowledged() {
    const CLIENTS: u64 = 8;
    const EACH: usize = 30;
    let pg = Postgres::start("restart");
    let url = pg.create_db("restart");
    let (a, b) = (replica("pg-restart-a", &url), replica("pg-restart-b", &url));
    let id = identity(73);
    let seen = storm(&[a.addr, b.addr], &id, CLIENTS, EACH, |acked| {
        wait_for(acked, 40);
        pg.crash();
        let health = request(a.addr, "GET", "/health", &[], b"");
        assert_eq!((health.status, health.json()["status"].as_str()), (503, Some("unavailable")));
        std::thread::sleep(Duration::from_millis(1500));
        pg.start_again();
    });
    let chain = verified_export(a.addr, &id.agent_id());
    assert_eq!(nothing_acknowledged_is_lost(&seen, &chain), CLIENTS as usize * EACH);
    assert_eq!(chain.len(), CLIENTS as usize * EACH);
    let unavailable: u64 = seen.iter().map(|s| s.unavailable).sum();
    assert!(unavailable > 0, "no client saw the database down");
    assert_eq!(request(b.addr, "GET", "/health", &[], b"").status, 200);
}

#[test]
fn the_schema_is_created_once_and_a_newer_one_is_refused() {
    let pg = Postgres::start("schema");
    let url = pg.create_db("schema");
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap();
    let open = |url: &str| {
        let target = PgTarget::parse(url, Some(PASSWORD), None).unwrap();
        runtime.block_on(PgChainStore::open(target, 2))
    };
    open(&url).expect("an empty database gets the schema");
    open(&url).expect("a second open changes nothing");
    assert_eq!(pg.psql("schema", "SELECT version FROM schema_version"), SCHEMA_VERSION.to_string());
    assert_eq!(
        pg.psql(
            "schema",
            "SELECT string_agg(indexdef, ' | ' ORDER BY indexname) FROM pg_indexes WHERE tablename IN ('chain_entries', 'chain_heads')"
        ),
        "CREATE UNIQUE INDEX chain_entries_pkey ON public.chain_entries USING btree (agent_id, seq) | \
         CREATE UNIQUE INDEX chain_heads_pkey ON public.chain_heads USING btree (agent_id)"
    );

    pg.psql("schema", "UPDATE schema_version SET version = 99");
    match open(&url) {
        Err(StoreError::Postgres(PgError::NewerSchema { found: 99, supported })) => {
            assert_eq!(supported, SCHEMA_VERSION);
        }
        other => panic!("a newer schema was not refused: {other:?}"),
    }
    let home = std::env::temp_dir().join(format!("keel-pg-schema-home-{}", std::process::id()));
    std::fs::create_dir_all(&home).unwrap();
    std::fs::write(home.join("config.toml"), "").unwrap();
    let serve = |args: &[&str], password: &str| {
        let out = keel(KEEL, &home, &[&["serve", "--addr", "127.0.0.1:0"], args].concat())
            .env(PG_ENV, password)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(!text.contains(password), "the password shows: {text}");
        (out.status.code(), text)
    };
    let (code, text) = serve(&["--store", &url], PASSWORD);
    assert_eq!(code, Some(2), "{text}");
    assert!(text.contains("schema is version 99") && text.contains("upgrade keel"), "{text}");
    // Nothing was changed by the refusal.
    assert_eq!(pg.psql("schema", "SELECT version FROM schema_version"), "99");

    let fresh = pg.create_db("wrongpw");
    let (code, text) = serve(&["--store", &fresh], "not-the-password-4321");
    assert_eq!(code, Some(2), "{text}");
    assert!(text.contains("postgres://keel@127.0.0.1"), "{text}");
    let with_password = fresh.replace("keel@", &format!("keel:{PASSWORD}@"));
    let (code, text) = serve(&["--store", &with_password], "unused-password-5678");
    assert_eq!(code, Some(2), "{text}");
    assert!(text.contains("KEEL_PG_PASSWORD") && !text.contains(PASSWORD), "{text}");
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn the_plane_cli_works_against_a_postgres_backed_plane_and_its_export_verifies_offline() {
    let pg = Postgres::start("ledger");
    let url = pg.create_db("ledger");
    // This replica reads its password from a libpq passfile ($PGPASSFILE), not the environment.
    let passfile = pg.dir().join("client.pgpass");
    std::fs::write(&passfile, format!("127.0.0.1:{}:ledger:keel:{PASSWORD}\n", pg.port)).unwrap();
    std::fs::set_permissions(&passfile, std::os::unix::fs::PermissionsExt::from_mode(0o600))
        .unwrap();
    let server = Server::start_env(
        KEEL,
        "pg-ledger",
        &format!("store = \"{url}\""),
        &[("PGPASSFILE", passfile.to_str().unwrap()), (PG_ENV, "")],
    );
    let plane_url = format!("http://{}", server.addr);
    let home = std::env::temp_dir().join(format!("keel-pg-ledger-home-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    std::fs::create_dir_all(&home).unwrap();
    std::fs::write(home.join("config.toml"), "").unwrap();
    // The engine's commit (write gate, compare-and-swap) through the plane client.
    let local = ChainStore::open(home.join("chain.redb")).unwrap();
    let id = local.mint("2026-03-01T12:00:00Z").unwrap();
    let plane = PlaneClient::new(&plane_url, Some(TOKEN.into())).unwrap();
    let store = GovernedStore {
        chain: Chain::remote(local, plane),
        sessions: SessionStore::open(home.join("sessions.redb")).unwrap(),
    };
    let mut hashes = Vec::new();
    for i in 0..5 {
        let entry =
            turn_store::commit(&store, &id, "2026-03-01T12:00:00Z", 0.86, false, &mut |tip| {
                chain::der_for(&id, tip, i)
            })
            .unwrap_or_else(|f| panic!("{}", f.error));
        hashes.push(entry.entry.entry_hash);
    }
    drop(store);
    let cli = |args: &[&str], stdin: &str| {
        let mut child = keel(KEEL, &home, args)
            .env_remove("KEEL_PLANE_TOKEN")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
        let out = child.wait_with_output().unwrap();
        let (stdout, stderr) = (
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr),
        );
        assert_eq!(out.status.code(), Some(0), "keel {args:?}: {stdout}{stderr}");
        stdout
    };
    let list: Value =
        serde_json::from_str(&cli(&["--plane", &plane_url, "ledger", "list", "--json"], ""))
            .unwrap();
    assert_eq!(list.as_array().unwrap().len(), 5, "{list}");
    assert!(cli(&["--plane", &plane_url, "ledger", "show", "3"], "").contains(&hashes[2]));
    let report: Value =
        serde_json::from_str(&cli(&["--plane", &plane_url, "ledger", "verify", "--json"], ""))
            .unwrap();
    assert_eq!((report["chain_ok"].as_bool(), report["entries"].as_u64()), (Some(true), Some(5)));
    assert_eq!(report["plane"]["chain_ok"], true, "{report}");
    let exported = cli(&["--plane", &plane_url, "ledger", "export", "-"], "");
    let offline = cli(&["ledger", "verify", "--file", "-"], &exported);
    assert!(offline.contains("chain ok: 5 entries"), "{offline}");
    let _ = std::fs::remove_dir_all(&home);
}

/// The replica's peak resident memory (`VmHWM`), in KiB.
fn peak_rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with("VmHWM:")).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

#[test]
fn a_long_chain_exports_in_bounded_memory() {
    // 30 000 stored entries with their DER (about 150 MB of records; held whole in memory they
    // would take several times that), written straight into the table from one real entry with
    // its seq substituted: the export reads and checks seqs and the head, not signatures, so a
    // chain built this way exports like a real one at a fraction of the signing time.
    const N: u64 = 30_000;
    let pg = Postgres::start("export");
    let url = pg.create_db("export");
    let server = replica("pg-export", &url);
    let id = identity(74);
    let agent = id.agent_id();
    let entry = entry_for(&id, &Tip::genesis(), &der_on(&id, &Tip::genesis(), "EPISODIC", 1));
    let mut record = entry.to_json(true);
    record["seq"] = Value::from("__SEQ__");
    let template = record.to_string().replace('\'', "''").replace("\"__SEQ__\"", "' || g || '");
    pg.psql(
        "export",
        &format!(
            "INSERT INTO chain_entries (agent_id, seq, entry_hash, record) \
             SELECT '{agent}', g, '{hash}', '{template}' FROM generate_series(1, {N}) g; \
             INSERT INTO chain_heads VALUES ('{agent}', {N}, '{hash}')",
            hash = entry.entry_hash
        ),
    );
    let before = peak_rss_kib(server.pid());
    let r = request(server.addr, "GET", &format!("/ledger/export/{agent}?no_der=true"), &[], b"");
    assert_eq!(r.status, 200);
    let text = r.text();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len() as u64, N + 2, "header, {N} entries, trailer");
    let trailer: Value = serde_json::from_str(lines[lines.len() - 1]).unwrap();
    assert_eq!((trailer["count"].as_u64(), trailer["tip_seq"].as_u64()), (Some(N), Some(N)));
    let grown_mib = (peak_rss_kib(server.pid()) - before) / 1024;
    eprintln!(
        "export of {N} entries ({} MB sent): the replica's peak RSS grew {grown_mib} MiB",
        text.len() >> 20
    );
    assert!(grown_mib < 100, "the export took {grown_mib} MiB: it is not streamed");
}
