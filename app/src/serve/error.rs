//! The plane's one error shape (`keel_store::plane_contract::ErrorBody`: `{"error": "<code>",
//! "message": "<one human sentence>"}`) with the HTTP status of the contract (docs/serve.md).

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use keel_store::plane_contract::{ErrorBody, codes};

/// An error answer.
#[derive(Debug, Clone, PartialEq)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// The stable code (`tip_mismatch`, `write_gate`, …: [`codes`]).
    pub code: &'static str,
    /// One human sentence.
    pub message: String,
    /// A tip mismatch's (expected, actual) tips.
    pub tips: Option<(String, String)>,
}

impl ApiError {
    /// An error of `code`.
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError { status, code, message: message.into(), tips: None }
    }

    /// 400 `bad_json`.
    pub fn bad_json(e: &serde_json::Error) -> ApiError {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            codes::BAD_JSON,
            format!("the body is not JSON: {e}"),
        )
    }

    /// 400 `bad_request` (a parameter or the request's shape).
    pub fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, codes::BAD_REQUEST, message)
    }

    /// 404 `not_found`.
    pub fn not_found(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, codes::NOT_FOUND, message)
    }

    /// 422 `write_gate`.
    pub fn write_gate(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, codes::WRITE_GATE, message)
    }

    /// 409 `tip_mismatch`: nothing was written.
    pub fn tip_mismatch(message: impl Into<String>, expected: String, actual: String) -> ApiError {
        ApiError {
            tips: Some((expected, actual)),
            ..ApiError::new(StatusCode::CONFLICT, codes::TIP_MISMATCH, message)
        }
    }

    /// 500 `store`: the chain store failed (I/O, a corrupt record, a panic in a store call).
    /// The error's text goes to the server log only: it can name files, paths and internals
    /// that are none of the client's business.
    pub fn store(e: &impl std::fmt::Display) -> ApiError {
        tracing::error!("keel serve: chain store: {e}");
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            codes::STORE,
            "the chain store failed; the server's log has the details",
        )
    }

    /// A chain store error as an answer: 503 `unavailable` when the store cannot be reached now
    /// (the same request may succeed later), else 500 `store`.
    pub fn from_store(e: &keel_store::StoreError) -> ApiError {
        if e.is_unavailable() { ApiError::unavailable(e) } else { ApiError::store(e) }
    }

    /// 503 `unavailable` (`Retry-After: 1`): the chain store's database cannot be reached now.
    /// The error's text goes to the server log only, like [`ApiError::store`]'s.
    pub fn unavailable(e: &impl std::fmt::Display) -> ApiError {
        tracing::warn!("keel serve: chain store unavailable: {e}");
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            codes::UNAVAILABLE,
            "the chain store's database cannot be reached now; retry after Retry-After seconds (an append that got this answer may have landed: a retry answered 409 naming the entry's own hash as the tip means it did)",
        )
    }

    /// 500 `internal`: a handler panicked. Nothing of the panic is in the answer.
    pub fn internal() -> ApiError {
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            codes::INTERNAL,
            "the server failed to answer this request; the server's log has the details",
        )
    }

    /// 408 `request_timeout`: the body did not arrive in time (the connection is then closed).
    pub fn body_timeout(limit: std::time::Duration) -> ApiError {
        ApiError::new(
            StatusCode::REQUEST_TIMEOUT,
            codes::REQUEST_TIMEOUT,
            format!("the body did not arrive within {:.1} s", limit.as_secs_f64()),
        )
    }

    /// 414 `uri_too_long`.
    pub fn uri_too_long(limit: usize) -> ApiError {
        ApiError::new(
            StatusCode::URI_TOO_LONG,
            codes::URI_TOO_LONG,
            format!("the request target is longer than {limit} bytes"),
        )
    }

    /// The contract's body.
    pub fn body(&self) -> ErrorBody {
        let (expected, actual) = self.tips.clone().unzip();
        ErrorBody { error: self.code.to_owned(), message: self.message.clone(), expected, actual }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut response = (self.status, axum::Json(self.body())).into_response();
        if self.status == StatusCode::TOO_MANY_REQUESTS
            || self.status == StatusCode::SERVICE_UNAVAILABLE
        {
            response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        }
        if self.status == StatusCode::REQUEST_TIMEOUT {
            // The rest of the body may never come: the connection cannot be reused.
            response.headers_mut().insert(header::CONNECTION, HeaderValue::from_static("close"));
        }
        if self.status == StatusCode::UNAUTHORIZED {
            response
                .headers_mut()
                .insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
        }
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn store_failures_keep_their_text_out_of_the_answer() {
        let e = ApiError::store(&"cannot open /var/lib/keel/chain.redb: Permission denied");
        assert_eq!((e.status, e.code), (StatusCode::INTERNAL_SERVER_ERROR, "store"));
        let body = serde_json::to_string(&e.body()).unwrap();
        assert!(!body.contains("/var/lib") && !body.contains("Permission"), "{body}");
    }
}
