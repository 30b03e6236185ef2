//! Request limits: the body size limit (413 `payload_too_large`, read up to the limit and no
//! further), the body read time (408 `request_timeout`), the URI length (414 `uri_too_long`)
//! and the per-client concurrency limit (429 `too_many_requests` with `Retry-After`), keyed by
//! the peer's IP address. A slot is held from the head's arrival to the answer, so the body
//! timeout is also what frees the slot of a client that stalls its body.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use axum::body::{Body, Bytes, HttpBody};
use axum::extract::{ConnectInfo, Request, State};
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::Plane;
use super::error::ApiError;

/// In-flight requests per client IP.
#[derive(Debug)]
pub struct PerClient {
    max: usize,
    in_flight: Mutex<HashMap<IpAddr, usize>>,
}

/// One admitted request; dropping it frees the slot (also when the client goes away mid-request
/// and the handler's future is dropped).
#[derive(Debug)]
pub struct Slot<'a> {
    owner: &'a PerClient,
    ip: IpAddr,
}

impl PerClient {
    /// At most `max` requests in flight per client.
    pub fn new(max: usize) -> PerClient {
        PerClient { max, in_flight: Mutex::new(HashMap::new()) }
    }

    /// A slot for `ip`, or `None` when it already has `max` requests in flight.
    pub fn admit(&self, ip: IpAddr) -> Option<Slot<'_>> {
        let mut map = self.in_flight.lock().unwrap_or_else(PoisonError::into_inner);
        let n = map.entry(ip).or_insert(0);
        if *n >= self.max {
            return None;
        }
        *n += 1;
        Some(Slot { owner: self, ip })
    }
}

impl Drop for Slot<'_> {
    fn drop(&mut self) {
        let mut map = self.owner.in_flight.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(n) = map.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                map.remove(&self.ip);
            }
        }
    }
}

/// Middleware: admits the request or answers 429.
pub async fn per_client(
    State(plane): State<Arc<Plane>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    request: Request,
    next: Next,
) -> Response {
    let Some(_slot) = plane.per_client.admit(peer.ip()) else {
        return ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            "too_many_requests",
            format!(
                "more than {} requests in flight from {}; retry after a second",
                plane.per_client.max,
                peer.ip()
            ),
        )
        .into_response();
    };
    next.run(request).await
}

/// The longest request target (path and query) accepted: 8 KiB, as common servers allow.
pub const MAX_URI_BYTES: usize = 8 * 1024;

/// Middleware: 414 `uri_too_long` for a request target over [`MAX_URI_BYTES`].
pub async fn uri_length(request: Request, next: Next) -> Response {
    let length = request.uri().path_and_query().map_or(0, |p| p.as_str().len());
    if length > MAX_URI_BYTES {
        return ApiError::uri_too_long(MAX_URI_BYTES).into_response();
    }
    next.run(request).await
}

/// Reads a request body of at most `limit` bytes within `timeout`; 413 `payload_too_large`
/// beyond the size (a declared `Content-Length` over the limit is refused before anything is
/// read), 408 `request_timeout` beyond the time.
pub async fn read_body(body: Body, limit: usize, timeout: Duration) -> Result<Bytes, ApiError> {
    let too_large = || {
        ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            "payload_too_large",
            format!("the body is larger than the limit of {limit} bytes"),
        )
    };
    // A declared Content-Length is the body's exact size hint.
    if body.size_hint().lower() > limit as u64 {
        return Err(too_large());
    }
    let read = tokio::time::timeout(timeout, axum::body::to_bytes(body, limit))
        .await
        .map_err(|_| ApiError::body_timeout(timeout))?;
    read.map_err(|e| {
        let length_limit = std::error::Error::source(&e)
            .is_some_and(<dyn std::error::Error>::is::<http_body_util::LengthLimitError>);
        if length_limit {
            too_large()
        } else {
            ApiError::bad_request(format!("the body could not be read: {e}"))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_are_counted_per_ip_and_freed_on_drop() {
        let limit = PerClient::new(2);
        let a: IpAddr = "127.0.0.1".parse().unwrap();
        let b: IpAddr = "127.0.0.2".parse().unwrap();
        let s1 = limit.admit(a).unwrap();
        let _s2 = limit.admit(a).unwrap();
        assert!(limit.admit(a).is_none());
        assert!(limit.admit(b).is_some());
        drop(s1);
        assert!(limit.admit(a).is_some());
    }
}
