//! The access log: one JSON line per request —
//! `{"utc","client","method","path","status","bytes","duration_us"}`. The query string and
//! headers (the Authorization header above all) are never written.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Instant;

use axum::body::HttpBody;
use axum::extract::{ConnectInfo, Request, State};
use axum::middleware::Next;
use axum::response::Response;
use serde_json::json;

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
    fn write(&self, line: &str) {
        let mut file = self.file.lock().unwrap_or_else(PoisonError::into_inner);
        let _ = file.write_all(line.as_bytes());
    }
}

/// Middleware (outermost): times the request and logs its answer.
pub async fn log(
    State(plane): State<Arc<Plane>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    request: Request,
    next: Next,
) -> Response {
    let started = Instant::now();
    let method = request.method().to_string();
    let path = request.uri().path().to_owned();
    let response = next.run(request).await;
    let line = json!({
        "utc": utc_now(),
        "client": peer.ip().to_string(),
        "method": method,
        "path": path,
        "status": response.status().as_u16(),
        "bytes": response.body().size_hint().exact(),
        "duration_us": started.elapsed().as_micros() as u64,
    });
    plane.access_log.write(&format!("{line}\n"));
    response
}
