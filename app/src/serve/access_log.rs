//! The access log: one JSON line per request —
//! `{"utc","client","method","path","status","bytes","duration_us"}`. The query string and
//! headers (the Authorization header above all) are never written. Answers hyper writes itself
//! (431, 400 for an unparseable head) have `method` and `path` null; a panicked handler's 500 is
//! logged too ([`super::connection`]).

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::net::{IpAddr, SocketAddr};
use std::path::Path;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Instant;

use axum::body::HttpBody;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::Response;
use serde_json::json;
use tracing::Instrument as _;

use super::Plane;
use crate::commands::utc_now;

/// The open access log file.
#[derive(Debug)]
pub struct AccessLog {
    file: Mutex<File>,
}

impl AccessLog {
    /// Opens `path` for appending (creating it and its directory).
    pub fn open(path: &Path) -> std::io::Result<AccessLog> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let file = OpenOptions::new().create(true).append(true).open(path)?;
        Ok(AccessLog { file: Mutex::new(file) })
    }

    /// Appends one line. A failed write is not the client's problem: it is dropped.
    pub fn record(&self, line: &Line<'_>) {
        let json = json!({
            "utc": utc_now(),
            "client": line.client.to_string(),
            "method": line.method,
            "path": line.path,
            "status": line.status.as_u16(),
            "bytes": line.bytes,
            "duration_us": line.started.elapsed().as_micros() as u64,
        });
        let mut file = self.file.lock().unwrap_or_else(PoisonError::into_inner);
        let _ = file.write_all(format!("{json}\n").as_bytes());
    }
}

/// What one line says; `method` and `path` are `None` when no request head could be read.
#[derive(Debug)]
pub struct Line<'a> {
    pub client: IpAddr,
    pub method: Option<&'a str>,
    pub path: Option<&'a str>,
    pub status: StatusCode,
    /// The body's length when known.
    pub bytes: Option<u64>,
    pub started: Instant,
}

impl<'a> Line<'a> {
    /// The line of an answer to a request that was read.
    pub fn answer(
        client: IpAddr,
        method: &'a str,
        path: &'a str,
        response: &Response,
        started: Instant,
    ) -> Self {
        Line {
            client,
            method: Some(method),
            path: Some(path),
            status: response.status(),
            bytes: response.body().size_hint().exact(),
            started,
        }
    }
}

/// Middleware (outermost of the router): times the request and logs its answer.
pub async fn log(
    State(plane): State<Arc<Plane>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    request: Request,
    next: Next,
) -> Response {
    let started = Instant::now();
    let method = request.method().to_string();
    let path = request.uri().path().to_owned();
    // Whatever the handler logs (a store error, a commit) names the request it served.
    let span = tracing::info_span!("request", method = %method, path = %path, client = %peer.ip());
    let response = next.run(request).instrument(span).await;
    plane.access_log.record(&Line::answer(peer.ip(), &method, &path, &response, started));
    response
}
