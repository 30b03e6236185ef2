//! `keel serve`: the enforcement plane over HTTP (spec/cli.md, spec/ledger.md "Appending"), with
//! SDI-compatible paths. One [`ChainStore`] handle for the process; redb is blocking, so every
//! store call runs on tokio's blocking pool.
//!
//! Module map:
//! - [`router`]: the routes (and the list the OpenAPI test compares with the document) and the
//!   middleware order: access log (outermost, sees every answer), per-client limit, handlers.
//! - [`handlers`]: health, the OpenAPI document, compile; [`ledger_handlers`]: the chain.
//! - [`error`]: the one error body, `{"error": code, "message": sentence}`.
//! - [`auth`]: bearer tokens, compared in constant time.
//! - [`limits`]: the body size limit and the per-client concurrency limit.
//! - [`access_log`]: JSON Lines, one per request, never the Authorization header.
//! - [`openapi`]: the OpenAPI 3.1 document (hand-written JSON beside it).

pub mod access_log;
pub mod auth;
pub mod error;
pub mod handlers;
pub mod ledger_handlers;
pub mod limits;
pub mod openapi;
pub mod router;

use std::net::SocketAddr;
use std::sync::Arc;

use keel_engine::der::GateOptions;
use keel_sessions::ChainStore;

/// Everything a request may need, shared by every handler.
#[derive(Debug)]
pub struct Plane {
    /// The chain store (the process's only handle).
    pub store: Arc<ChainStore>,
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
}

/// Serves `plane` on `listener` until `shutdown` resolves; then stops accepting, lets in-flight
/// requests finish, and returns.
pub async fn serve(
    listener: tokio::net::TcpListener,
    plane: Arc<Plane>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let app = router::router(plane);
    axum::serve(listener, app.into_make_service_with_connect_info::<SocketAddr>())
        .with_graceful_shutdown(shutdown)
        .await
}
