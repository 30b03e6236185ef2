//! One client connection: HTTP/1.1 through hyper, configured where axum::serve has no knobs.
//!
//! - The request head must arrive within [`super::Timeouts::header`], counted from when the
//!   connection waits for one (new, or idle after its last answer): hyper's
//!   `header_read_timeout` then closes it. A client trickling its head, or idling on a
//!   keep-alive connection, holds nothing longer.
//! - A head over [`MAX_HEAD_BYTES`] is refused by hyper with 431 and the connection closed.
//!   The bound is below hyper's own URI limit (65 534 bytes), so hyper never answers 414 itself:
//!   414 comes from [`super::limits::uri_length`], inside the access log, and every 431 hyper
//!   writes is logged here.
//! - A handler that panics gives a 500 whose body says nothing of the panic (its text goes to
//!   the server log), logged like any answer; the connection goes on.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, StatusCode};
use axum::response::{IntoResponse, Response};
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpStream;
use tokio::sync::watch;
use tower_service::Service;

use super::Plane;
use super::access_log::Line;
use super::error::ApiError;

/// The largest request head (request line and headers) accepted: 32 KiB, four times the URI
/// limit and far above what any client of the plane sends.
pub const MAX_HEAD_BYTES: usize = 32 * 1024;

/// Serves one connection until it closes, or until `stopping` turns true; then the request in
/// flight (if any) is finished and the connection closed.
pub async fn serve(
    stream: TcpStream,
    peer: SocketAddr,
    app: Router,
    plane: Arc<Plane>,
    mut stopping: watch::Receiver<bool>,
) {
    let _ = stream.set_nodelay(true);
    let (logged, header_timeout) = (Arc::clone(&plane), plane.timeouts.header);
    let service = hyper::service::service_fn(move |mut request: Request<Incoming>| {
        request.extensions_mut().insert(ConnectInfo(peer));
        let (plane, mut app) = (Arc::clone(&plane), app.clone());
        async move {
            let started = Instant::now();
            let (method, path) = (request.method().to_string(), request.uri().path().to_owned());
            // Its own task, so a panic ends the task, not the connection, and is seen here.
            let handled = tokio::spawn(app.call(request.map(Body::new))).await;
            Ok::<Response, Infallible>(match handled {
                Ok(Ok(response)) => response,
                Ok(Err(never)) => match never {},
                Err(e) => {
                    tracing::error!("keel serve: {method} {path} from {peer}: handler failed: {e}");
                    let response = ApiError::internal().into_response();
                    plane.access_log.record(&Line::answer(
                        peer.ip(),
                        &method,
                        &path,
                        &response,
                        started,
                    ));
                    response
                }
            })
        }
    });
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(header_timeout)
        .max_header_size(MAX_HEAD_BYTES)
        .keep_alive(true);
    let started = Instant::now();
    let connection = builder.serve_connection(TokioIo::new(stream), service);
    let mut connection = std::pin::pin!(connection);
    let result = tokio::select! {
        result = connection.as_mut() => result,
        // The guard `wait_for` returns is dropped at once: it must not live across an await.
        () = async { drop(stopping.wait_for(|stop| *stop).await) } => {
            connection.as_mut().graceful_shutdown();
            connection.await
        }
    };
    let Err(e) = result else { return };
    // hyper answered a head it could not parse itself (see the module docs): log it like any
    // other answer. Other errors (a header timeout, a client gone) had no answer to log.
    let status = if e.is_parse_too_large() {
        StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE
    } else if e.is_parse() {
        StatusCode::BAD_REQUEST
    } else {
        tracing::debug!("keel serve: connection from {peer} ended: {e}");
        return;
    };
    logged.access_log.record(&Line {
        client: peer.ip(),
        method: None,
        path: None,
        status,
        bytes: None,
        started,
    });
}

#[cfg(test)]
mod tests {
    use std::io::{Read, Write};

    use axum::routing::get;
    use keel_evidence::der::{GateOptions, RaiProfile};
    use keel_store::{ChainStore, RedbPlaneStore};

    use super::*;
    use crate::serve::Timeouts;
    use crate::serve::access_log::AccessLog;
    use crate::serve::auth::Tokens;
    use crate::serve::limits::PerClient;

    async fn boom() -> StatusCode {
        panic!("secret at /etc/keel/x.redb")
    }

    #[test]
    fn a_panicking_handler_gets_a_500_without_its_text_and_a_log_line() {
        let dir = tempfile::tempdir().unwrap();
        let plane = Arc::new(Plane {
            store: Arc::new(RedbPlaneStore(Arc::new(
                ChainStore::open(dir.path().join("chain.redb")).unwrap(),
            ))),
            tokens: Tokens::load(&[], None).unwrap(),
            max_body_bytes: 1024,
            gate: GateOptions { profile: RaiProfile::V2, threshold: None },
            record_refusals: false,
            per_client: PerClient::new(4),
            access_log: AccessLog::open(&dir.path().join("access.log")).unwrap(),
            timeouts: Timeouts::default(),
        });
        let app: Router = Router::new().route("/boom", get(boom));
        let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap();
        let listener = runtime.block_on(tokio::net::TcpListener::bind("127.0.0.1:0")).unwrap();
        let addr = listener.local_addr().unwrap();
        let (_stop, stopping) = watch::channel(false);
        runtime.spawn(async move {
            let (stream, peer) = listener.accept().await.unwrap();
            serve(stream, peer, app, plane, stopping).await;
        });
        let mut client = std::net::TcpStream::connect(addr).unwrap();
        client.set_read_timeout(Some(std::time::Duration::from_secs(5))).unwrap();
        // Two requests on one connection: the panic does not end it.
        client.write_all(b"GET /boom HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
        client.write_all(b"GET /boom HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").unwrap();
        let mut answer = String::new();
        client.read_to_string(&mut answer).unwrap();
        assert_eq!(answer.matches("HTTP/1.1 500").count(), 2, "{answer}");
        assert!(answer.contains(r#""error":"internal""#), "{answer}");
        assert!(!answer.contains("secret") && !answer.contains("panic"), "{answer}");
        let log = std::fs::read_to_string(dir.path().join("access.log")).unwrap();
        assert_eq!(log.matches(r#""status":500"#).count(), 2, "{log}");
        assert!(log.contains(r#""path":"/boom""#), "{log}");
    }
}
