//! Load benchmark of `keel serve` on loopback (README "Performance", docs/serve.md): concurrent
//! keep-alive clients drive `POST /compile` and durable `POST /ledger/append`, and report
//! requests/s and p50/p99 latency — on the redb store (each append one redb commit with
//! `Durability::Immediate`) and on PostgreSQL with one and two replicas (each append one
//! transaction committed with `synchronous_commit = on`, on a server started here with `fsync`
//! on; clients spread over the replicas round-robin, as a load balancer would).
//!
//! `cargo bench -p keel-app --bench serve_load` (release build of the real binary). Knobs:
//! `KEEL_BENCH_SECS` (per phase, default 5), `KEEL_BENCH_CLIENTS` (default 16). Run by `cargo
//! test` (`make test` builds every target) rather than `cargo bench`, it is a smoke test: every
//! phase runs for 1 s unless `KEEL_BENCH_SECS` says otherwise.

use keel_tests::http;
use keel_tests::postgres;
use keel_tests::server;

/// The `keel` binary cargo built for this bench.
const KEEL: &str = env!("CARGO_BIN_EXE_keel");

use std::sync::Arc;
use std::time::{Duration, Instant};

use std::net::SocketAddr;

use http::Conn;
use keel_evidence::chain::Tip;
use keel_tests::chain::{der_fixture, der_on, entry_for, identity};
use postgres::{PASSWORD, Postgres};
use server::{Server, TOKEN, append_body};

fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

struct Phase {
    name: &'static str,
    store: &'static str,
    replicas: usize,
    clients: usize,
    requests: usize,
    elapsed: Duration,
    latencies_us: Vec<u64>,
}

impl Phase {
    fn percentile(&self, p: f64) -> f64 {
        let i = ((self.latencies_us.len() as f64 - 1.0) * p).round() as usize;
        self.latencies_us[i] as f64 / 1000.0
    }

    fn row(&self) -> String {
        format!(
            "| {} | {} | {} | {} | {} | {:.0} | {:.2} | {:.2} |",
            self.name,
            self.store,
            self.replicas,
            self.clients,
            self.requests,
            self.requests as f64 / self.elapsed.as_secs_f64(),
            self.percentile(0.50),
            self.percentile(0.99)
        )
    }
}

/// Runs `clients` threads for `secs`; each calls `step(client, conn, state)` in a loop, which
/// makes one request and returns its status and how long the HTTP exchange took (building and
/// signing an entry on the client side is not counted). Client `c` talks to `addrs[c % len]`.
fn run(
    (name, store): (&'static str, &'static str),
    addrs: &[SocketAddr],
    clients: usize,
    secs: u64,
    step: &Step,
    expect: u16,
) -> Phase {
    let deadline = Instant::now() + Duration::from_secs(secs);
    let started = Instant::now();
    let handles: Vec<_> = (0..clients)
        .map(|c| {
            let step = Arc::clone(step);
            let addr = addrs[c % addrs.len()];
            std::thread::spawn(move || {
                let mut conn = Conn::open(addr).expect("connect");
                let mut state = ClientState::default();
                let mut lat = Vec::new();
                while Instant::now() < deadline {
                    let (status, took) = step(c, &mut conn, &mut state);
                    assert_eq!(status, expect, "{name}: client {c}");
                    lat.push(took.as_micros() as u64);
                }
                lat
            })
        })
        .collect();
    let mut latencies_us: Vec<u64> = handles.into_iter().flat_map(|h| h.join().unwrap()).collect();
    let elapsed = started.elapsed();
    latencies_us.sort_unstable();
    Phase {
        name,
        store,
        replicas: addrs.len(),
        clients,
        requests: latencies_us.len(),
        elapsed,
        latencies_us,
    }
}

/// One request of a client: (client index, its connection, its state) → (status, exchange time).
type Step = Arc<dyn Fn(usize, &mut Conn, &mut ClientState) -> (u16, Duration) + Send + Sync>;

/// A client's own chain tip (appends: each client writes its own agent's chain).
#[derive(Default)]
struct ClientState {
    tip: Option<Tip>,
}

const APPEND: &str = "append (durable)";

fn main() {
    // `cargo bench` passes `--bench`; `cargo test` does not.
    let measuring = std::env::args().any(|a| a == "--bench");
    let secs = env_or("KEEL_BENCH_SECS", if measuring { 5 } else { 1 });
    let clients = env_or("KEEL_BENCH_CLIENTS", 16) as usize;
    let server = Server::start(KEEL, "bench", "max_concurrent_per_client = 1024");
    let der = Arc::new(serde_json::to_vec(&der_fixture("valid/typical.json")).unwrap());
    let auth = format!("Bearer {TOKEN}");

    let compile: Step = {
        let der = Arc::clone(&der);
        Arc::new(move |_: usize, conn: &mut Conn, _: &mut ClientState| {
            let t = Instant::now();
            let status = conn.request("POST", "/compile", &[], &der).expect("compile").status;
            (status, t.elapsed())
        })
    };
    let append: Step = {
        let auth = auth.clone();
        Arc::new(move |c: usize, conn: &mut Conn, state: &mut ClientState| {
            let id = identity(100 + c as u8);
            let tip = state.tip.get_or_insert_with(Tip::genesis);
            let entry = entry_for(&id, tip, &der_on(&id, tip, "EPISODIC", tip.seq));
            let path = format!("/ledger/append/{}", id.agent_id());
            let body = append_body(&tip.hash, &entry);
            let t = Instant::now();
            let r =
                conn.request("POST", &path, &[("Authorization", &auth)], &body).expect("append");
            let took = t.elapsed();
            if r.status == 200 {
                *tip = Tip { seq: entry.seq, hash: entry.entry_hash };
            }
            (r.status, took)
        })
    };
    let mut rows = Vec::new();
    for n in [1, clients] {
        rows.push(run(("compile", "redb"), &[server.addr], n, secs, &compile, 200));
    }
    for n in [1, clients] {
        // Fresh identities per phase: every client starts its own chain at GENESIS.
        let server = Server::start(
            KEEL,
            if n == 1 { "bench-a1" } else { "bench-an" },
            "max_concurrent_per_client = 1024",
        );
        rows.push(run((APPEND, "redb"), &[server.addr], n, secs, &append, 200));
    }
    // PostgreSQL, fsync on: a fresh database per append phase (fresh chains), one or two replicas.
    let pg = Postgres::start_with("bench", true);
    for (phase, replicas, n) in [(0, 1, 1), (1, 1, clients), (2, 2, clients)] {
        let url = pg.create_db(&format!("bench{phase}"));
        let servers: Vec<Server> = (0..replicas)
            .map(|r| {
                Server::start_env(
                    KEEL,
                    &format!("bench-pg{phase}-{r}"),
                    &format!("store = \"{url}\"\nmax_concurrent_per_client = 1024"),
                    &[("KEEL_PG_PASSWORD", PASSWORD)],
                )
            })
            .collect();
        let addrs: Vec<SocketAddr> = servers.iter().map(|s| s.addr).collect();
        if phase > 0 {
            rows.push(run(("compile", "postgres"), &addrs, n, secs, &compile, 200));
        }
        rows.push(run((APPEND, "postgres"), &addrs, n, secs, &append, 200));
    }
    let mut out = String::from(
        "| endpoint | store | replicas | clients | requests | req/s | p50 ms | p99 ms |\n|---|---|---|---|---|---|---|---|\n",
    );
    for r in &rows {
        out.push_str(&r.row());
        out.push('\n');
    }
    std::io::Write::write_all(&mut std::io::stdout(), out.as_bytes()).unwrap();
}
