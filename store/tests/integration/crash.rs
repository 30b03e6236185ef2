//! Crash safety: a child process (this test binary re-invoked on the ignored `crash_child` test)
//! commits entries in a loop and prints `ACK seq hash` after each `commit` returns; the parent
//! kills it with SIGKILL at a random moment, reopens the store, verifies the chain and checks
//! that every acknowledged entry is there. Repeated 24 times on the same database.
//!
//! Seeded: the kill moments come from a printed seed; `KEEL_CRASH_SEED=N` replays the same
//! schedule (where in a commit each kill lands still depends on the machine's speed).

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use keel_evidence::der::GateOptions;
use keel_store::ChainStore;
use keel_tests::chain;
use keel_tests::seed::{next, seed};

const DB_ENV: &str = "KEEL_CRASH_CHILD_DB";
const KILLS: usize = 24;
/// The child test's name as libtest knows it in the integration binary (module path, no crate).
const CHILD_TEST: &str = "crash::crash_child";

/// The child's loop; only runs when the parent sets `KEEL_CRASH_CHILD_DB`.
#[test]
#[ignore = "helper process for crash_safety_under_sigkill"]
fn crash_child() {
    let Ok(path) = std::env::var(DB_ENV) else { return };
    let store = ChainStore::open(path).unwrap();
    let id = match store.identity().unwrap() {
        Some(id) => id,
        None => store.mint("2026-03-01T12:00:00Z").unwrap(),
    };
    for n in 0.. {
        let tip = store.head(&id.agent_id()).unwrap();
        let der = chain::der_for(&id, &tip, n);
        let e =
            store.commit(&id, &der, "2026-03-01T12:00:00Z", GateOptions::default(), false).unwrap();
        println!("ACK {} {}", e.seq, e.entry_hash);
    }
}

#[test]
fn crash_safety_under_sigkill() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("keel.redb");
    let exe = std::env::current_exe().unwrap();
    let seed = seed("KEEL_CRASH_SEED", "crash test");
    let mut rng = seed;
    let acked: Arc<Mutex<Vec<(u64, String)>>> = Arc::default();
    let mut kills_with_progress = 0;
    for round in 0..KILLS {
        let before = acked.lock().unwrap().len();
        let mut child = Command::new(&exe)
            .args([CHILD_TEST, "--exact", "--ignored", "--nocapture", "--test-threads=1"])
            .env(DB_ENV, &db)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let sink = Arc::clone(&acked);
        let (first_ack, started) = std::sync::mpsc::channel();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                let mut parts = line.split_whitespace();
                if parts.next() == Some("ACK") {
                    let seq = parts.next().unwrap().parse().unwrap();
                    let hash = parts.next().unwrap().to_owned();
                    sink.lock().unwrap().push((seq, hash));
                    let _ = first_ack.send(());
                }
            }
        });
        // Once the child commits (its start-up, which verifies the chain it extends, takes
        // longer as the chain grows and on a loaded machine), let it write a few more entries,
        // then kill it somewhere in a commit.
        let _ = started.recv_timeout(Duration::from_secs(30));
        std::thread::sleep(Duration::from_millis(next(&mut rng) % 260));
        child.kill().unwrap(); // SIGKILL on Unix
        child.wait().unwrap();
        reader.join().unwrap();

        let store = ChainStore::open(&db).unwrap();
        let acks = acked.lock().unwrap().clone();
        if acks.len() > before {
            kills_with_progress += 1;
        }
        let Some(id) = store.identity().unwrap() else { continue };
        let agent = id.agent_id();
        let entries = store.entries(&agent).unwrap();
        if !entries.is_empty() {
            let report = store.verify(&agent).unwrap();
            assert!(report.chain_ok, "seed {seed}, round {round}: {:?}", report.error);
        }
        for (seq, hash) in &acks {
            let stored = entries.get(*seq as usize - 1).map(|e| e.entry_hash.as_str());
            assert_eq!(
                stored,
                Some(hash.as_str()),
                "seed {seed}, round {round}: acknowledged seq {seq} lost"
            );
        }
    }
    eprintln!(
        "crash test: {KILLS} kills, {kills_with_progress} with progress, {} acknowledged entries",
        acked.lock().unwrap().len()
    );
    assert!(
        kills_with_progress >= KILLS / 2,
        "too few rounds made progress: {kills_with_progress}"
    );
    assert!(acked.lock().unwrap().len() >= KILLS, "too few acknowledged entries");
}
