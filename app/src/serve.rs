//! `keel serve`: the enforcement plane over HTTP (spec/cli.md, spec/ledger.md "Appending"), with
//! SDI-compatible paths. The chain store is behind `keel_store`'s storage port ([`PlaneStore`]):
//! the local redb file (one process; its calls run on tokio's blocking pool) or a PostgreSQL
//! database shared by any number of replicas (`--store postgres://…`, docs/serve.md).
//!
//! Module map:
//! - [`router`]: the routes (and the list the OpenAPI test compares with the document) and the
//!   middleware order: access log (outermost, sees every answer), per-client limit, handlers.
//! - [`handlers`]: health, the OpenAPI document, compile; [`ledger_handlers`]: the chain.
//! - [`error`]: the one error body, `{"error": code, "message": sentence}`.
//! - [`auth`]: bearer tokens, compared in constant time.
//! - [`limits`]: the body size and read-time limits, the URI length limit and the per-client
//!   concurrency limit.
//! - [`connection`]: one HTTP/1.1 connection (hyper): the head-read timeout and size limit,
//!   the client's address, panics turned into a 500 without their text.
//! - [`access_log`]: JSON Lines, one per request, never the Authorization header.
//! - [`openapi`]: the OpenAPI 3.1 document (hand-written JSON beside it).

pub mod access_log;
pub mod auth;
pub mod connection;
pub mod error;
pub mod handlers;
pub mod ledger_handlers;
pub mod limits;
pub mod openapi;
pub mod router;

use std::sync::Arc;
use std::time::Duration;

use keel_evidence::der::GateOptions;
use keel_store::PlaneStore;

/// Everything a request may need, shared by every handler.
#[derive(Debug)]
pub struct Plane {
    /// The chain store (redb: the process's only handle; PostgreSQL: a connection pool).
    pub store: Arc<dyn PlaneStore>,
    /// Who may write.
    pub tokens: auth::Tokens,
    /// Largest request body.
    pub max_body_bytes: usize,
    /// The append gate's RAI profile and threshold.
    pub gate: GateOptions,
    /// Accept STOP DERs recorded as refusals.
    pub record_refusals: bool,
    /// In-flight requests per client.
    pub per_client: limits::PerClient,
    /// Where every request is logged.
    pub access_log: access_log::AccessLog,
    /// How long a client may take to send its request.
    pub timeouts: Timeouts,
}

/// How long a client may take (`[serve]` `header_timeout_s`, `body_timeout_s`): a client that
/// stalls must not hold a connection, a task or a per-client slot for longer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Timeouts {
    /// From the moment a connection waits for a request head (a new connection, or a
    /// keep-alive one after its last answer) to the head's end; past it the connection is
    /// closed. It is therefore the idle timeout of keep-alive connections too.
    pub header: Duration,
    /// From the moment a handler starts reading the body to its end; past it the answer is 408
    /// and the connection is closed.
    pub body: Duration,
}

impl Default for Timeouts {
    fn default() -> Self {
        Self { header: Duration::from_secs(10), body: Duration::from_secs(30) }
    }
}

/// How long requests still in flight after the shutdown signal may take before the server
/// stops anyway: a client that stalls mid-request must not keep Ctrl-C from working. An append
/// is durable only once answered 200, and its write transaction is atomic, so dropping an
/// unanswered request loses nothing that was acknowledged.
pub const SHUTDOWN_GRACE: std::time::Duration = std::time::Duration::from_secs(10);

/// How the server stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stopped {
    /// Every in-flight request finished.
    Drained,
    /// Requests were still in flight [`SHUTDOWN_GRACE`] after the signal; they were dropped.
    GraceExpired,
}

/// How long the accept loop waits after a failed accept (out of file descriptors, say) before
/// trying again, so it does not spin.
const ACCEPT_BACKOFF: Duration = Duration::from_millis(100);

/// Serves `plane` on `listener` until `shutdown` resolves; then stops accepting, asks every
/// connection to close after its current request, lets in-flight requests finish (at most
/// [`SHUTDOWN_GRACE`]), and returns.
pub async fn serve(
    listener: tokio::net::TcpListener,
    plane: Arc<Plane>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<Stopped> {
    let app = router::router(Arc::clone(&plane));
    let (stop, stopping) = tokio::sync::watch::channel(false);
    let mut connections = tokio::task::JoinSet::new();
    let shutdown = std::pin::pin!(shutdown);
    let mut shutdown = shutdown;
    loop {
        tokio::select! {
            () = &mut shutdown => break,
            accepted = listener.accept() => match accepted {
                Ok((stream, peer)) => {
                    connections.spawn(connection::serve(
                        stream,
                        peer,
                        app.clone(),
                        Arc::clone(&plane),
                        stopping.clone(),
                    ));
                }
                Err(e) => {
                    tracing::warn!("keel serve: accept failed: {e}");
                    tokio::time::sleep(ACCEPT_BACKOFF).await;
                }
            },
            // Reaps finished connections so the set does not grow with the server's age.
            Some(_) = connections.join_next(), if !connections.is_empty() => {}
        }
    }
    drop(listener);
    let _ = stop.send(true);
    let drained = async { while connections.join_next().await.is_some() {} };
    // Dropping the set when the grace expires aborts the connections still open.
    match tokio::time::timeout(SHUTDOWN_GRACE, drained).await {
        Ok(()) => Ok(Stopped::Drained),
        Err(_) => Ok(Stopped::GraceExpired),
    }
}
