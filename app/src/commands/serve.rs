//! `keel serve [--addr IP:PORT] [--store postgres://…]`: the enforcement plane over HTTP (README
//! "keel serve"). Prints one startup line with the bound address and the store, serves until
//! SIGINT/SIGTERM, then stops accepting, lets in-flight requests finish (at most
//! `SHUTDOWN_GRACE`) and exits 0. Exit 2 when it cannot start (bad address, port in use, a
//! non-loopback address without write tokens, unreadable token file or store, a database that
//! cannot be reached or whose schema is newer than this keel's).

use std::net::SocketAddr;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use keel_evidence::der::{GateOptions, RaiProfile};
use keel_store::pg_chain_store::{self, PASSWORD_ENV, PgChainStore, PgTarget};
use keel_store::{PlaneStore, RedbPlaneStore};

use super::{Context, Io, Status, failed, open_store, with_std_io};
use crate::config::ServeConfig;
use crate::serve::access_log::AccessLog;
use crate::serve::auth::Tokens;
use crate::serve::limits::PerClient;
use crate::serve::{Plane, SHUTDOWN_GRACE, Stopped, Timeouts, serve};

/// Where `keel serve` listens when neither `--addr` nor `[serve] addr` says.
pub const DEFAULT_ADDR: &str = "127.0.0.1:7700";

/// `keel serve`.
#[derive(Debug, Clone, clap::Args)]
pub struct ServeArgs {
    /// Listen address IP:PORT (default: [serve] addr, else 127.0.0.1:7700; port 0 picks a free
    /// one, printed at startup). A non-loopback address needs write tokens.
    #[arg(long, value_name = "IP:PORT")]
    pub addr: Option<String>,
    /// The chain store: a postgres://USER@HOST:PORT/DB URL shared by any number of replicas
    /// (default: [serve] store, else the home's chain.redb). The password comes from
    /// $KEEL_PG_PASSWORD or a passfile ($PGPASSFILE, ~/.pgpass), never from the URL.
    #[arg(long, value_name = "URL")]
    pub store: Option<String>,
}

/// Connections each replica keeps to PostgreSQL at most: appends hold one for a few round
/// trips, an export for as long as its client reads.
const PG_POOL_SIZE: usize = 16;

/// Runs `keel serve`.
pub fn run(args: &ServeArgs, ctx: &Context, config: &ServeConfig) -> color_eyre::Result<ExitCode> {
    with_std_io(|io| execute(args, ctx, config, io))
}

/// Runs `keel serve` on the given streams.
pub fn execute(
    args: &ServeArgs,
    ctx: &Context,
    config: &ServeConfig,
    io: &mut Io<'_>,
) -> color_eyre::Result<Status> {
    let text = args.addr.as_deref().or(config.addr.as_deref()).unwrap_or(DEFAULT_ADDR);
    let Ok(addr) = text.parse::<SocketAddr>() else {
        return failed(io, format_args!("--addr {text:?} is not IP:PORT (e.g. {DEFAULT_ADDR})"));
    };
    let tokens = match Tokens::load(&config.tokens, config.token_file.as_deref()) {
        Ok(t) => t,
        Err(e) => return failed(io, e),
    };
    if tokens.is_empty() && !addr.ip().is_loopback() {
        return failed(
            io,
            format_args!(
                "refusing to serve on {addr}: it is not a loopback address and no write tokens are configured ([serve] tokens or token_file), so anyone who can reach it could write"
            ),
        );
    }
    let url = args.store.as_deref().or(config.store.as_deref());
    let target = match url.map(|u| {
        let password = std::env::var(PASSWORD_ENV).ok();
        PgTarget::parse(u, password.as_deref(), pg_chain_store::passfile::default_path().as_deref())
    }) {
        None => None,
        Some(Ok(t)) => Some(t),
        Some(Err(e)) => return failed(io, e),
    };
    let log_path =
        config.access_log.clone().unwrap_or_else(|| ctx.home.join("logs").join("access.log"));
    let access_log = match AccessLog::open(&log_path) {
        Ok(l) => l,
        Err(e) => return failed(io, format_args!("access log {}: {e}", log_path.display())),
    };
    let writes = if tokens.is_empty() {
        "writes open: loopback, no tokens".to_owned()
    } else {
        format!("writes need a bearer token ({} configured)", tokens.len())
    };
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    let (store, shown): (Arc<dyn PlaneStore>, String) = match target {
        None => match open_store(ctx) {
            Ok(s) => (
                Arc::new(RedbPlaneStore(Arc::new(s))),
                ctx.home.join(super::CHAIN_DB).display().to_string(),
            ),
            Err(e) => return failed(io, e),
        },
        Some(target) => {
            let shown = target.shown().to_owned();
            match runtime.block_on(PgChainStore::open(target, PG_POOL_SIZE)) {
                Ok(s) => (Arc::new(s), shown),
                Err(e) => return failed(io, format_args!("store {shown}: {e}")),
            }
        }
    };
    let plane = Arc::new(Plane {
        store,
        tokens,
        max_body_bytes: config.max_body_bytes,
        gate: GateOptions { profile: RaiProfile::V2, threshold: config.rai_threshold },
        record_refusals: config.record_refusals,
        per_client: PerClient::new(config.max_concurrent_per_client),
        access_log,
        // Positive and finite: checked when the config was read.
        timeouts: Timeouts {
            header: Duration::from_secs_f64(config.header_timeout_s),
            body: Duration::from_secs_f64(config.body_timeout_s),
        },
    });
    runtime.block_on(async {
        let listener = match tokio::net::TcpListener::bind(addr).await {
            Ok(l) => l,
            Err(e) => return failed(io, format_args!("cannot listen on {addr}: {e}")),
        };
        let local = listener.local_addr()?;
        writeln!(
            io.out,
            "keel serve: listening on http://{local} ({writes}; store {shown}; access log {})",
            log_path.display()
        )?;
        io.out.flush()?;
        if serve(listener, plane, shutdown_signal()).await? == Stopped::GraceExpired {
            writeln!(
                io.out,
                "keel serve: requests still in flight {} s after the signal were dropped (none was acknowledged)",
                SHUTDOWN_GRACE.as_secs()
            )?;
        }
        writeln!(io.out, "keel serve: stopped")?;
        Ok(Status::Ok)
    })
}

/// Resolves on SIGINT or SIGTERM.
async fn shutdown_signal() {
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            // Without a SIGTERM handler, SIGINT still stops the server.
            Err(_) => std::future::pending().await,
        }
    };
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {}
        () = terminate => {}
    }
}
