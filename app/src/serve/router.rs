//! The routes. [`ROUTES`] is the list the OpenAPI test compares with `openapi.json`; the router
//! is built from the same list, so the two cannot drift apart silently.

use std::sync::Arc;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::middleware;
use axum::routing::{MethodRouter, get, post};

use super::{Plane, access_log, handlers, ledger_handlers, limits};

/// Every route: (method, path in OpenAPI's `{param}` form — axum 0.8 uses the same syntax).
pub const ROUTES: [(&str, &str); 9] = [
    ("get", "/health"),
    ("get", "/openapi.json"),
    ("post", "/compile"),
    ("get", "/ledger/head/{agent}"),
    ("get", "/ledger/list/{agent}"),
    ("get", "/ledger/get/{agent}/{seq}"),
    ("get", "/ledger/export/{agent}"),
    ("get", "/ledger/verify/{agent}"),
    ("post", "/ledger/append/{agent}"),
];

fn handler(path: &str) -> MethodRouter<Arc<Plane>> {
    match path {
        "/health" => get(handlers::health),
        "/openapi.json" => get(handlers::openapi_json),
        "/compile" => post(handlers::compile),
        "/ledger/head/{agent}" => get(ledger_handlers::head),
        "/ledger/list/{agent}" => get(ledger_handlers::list),
        "/ledger/get/{agent}/{seq}" => get(ledger_handlers::get),
        "/ledger/export/{agent}" => get(ledger_handlers::export),
        "/ledger/verify/{agent}" => get(ledger_handlers::verify),
        "/ledger/append/{agent}" => post(ledger_handlers::append),
        other => unreachable!("ROUTES names {other} without a handler"),
    }
}

/// The application: routes, JSON 404/405, the per-client limit inside the URI length limit
/// inside the access log. Bodies are limited by the handlers themselves (JSON 413 and 408), so
/// axum's default limit is off.
pub fn router(plane: Arc<Plane>) -> Router {
    let mut router = Router::new();
    for (_, path) in ROUTES {
        router = router.route(path, handler(path));
    }
    router
        .fallback(handlers::no_route)
        .method_not_allowed_fallback(handlers::wrong_method)
        .layer(DefaultBodyLimit::disable())
        .layer(middleware::from_fn_with_state(Arc::clone(&plane), limits::per_client))
        .layer(middleware::from_fn(limits::uri_length))
        .layer(middleware::from_fn_with_state(Arc::clone(&plane), access_log::log))
        .with_state(plane)
}
