//! `GET /health`, `GET /openapi.json`, `POST /compile`, and the JSON 404/405 answers.

use std::sync::Arc;

use axum::Json;
use axum::body::Body;
use axum::extract::{RawQuery, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use keel_evidence::der::RaiProfile;
use keel_store::StoreHealth;
use keel_store::plane_contract::{Health, codes};
use serde_json::Value;

use super::Plane;
use super::error::ApiError;
use super::limits::read_body;
use super::openapi;
use crate::commands::der::compile as compile_der;

/// `GET /health`: 200 `ok`, or 503 `unavailable` while the store's database cannot be reached
/// (so a load balancer sends no traffic to a replica that could not serve it).
pub async fn health(State(plane): State<Arc<Plane>>) -> (StatusCode, Json<Health>) {
    let (code, status) = match plane.store.health().await {
        StoreHealth::Ok => (StatusCode::OK, "ok"),
        StoreHealth::Unavailable => (StatusCode::SERVICE_UNAVAILABLE, "unavailable"),
    };
    let health = Health {
        status: status.into(),
        version: env!("CARGO_PKG_VERSION").into(),
        store: Some(plane.store.kind().into()),
    };
    (code, Json(health))
}

/// `GET /openapi.json`: the document as written in the repo.
pub async fn openapi_json() -> Response {
    ([(axum::http::header::CONTENT_TYPE, "application/json")], openapi::DOCUMENT).into_response()
}

/// `POST /compile[?rai_profile=v2|v3-live]`: exactly `keel der compile --json`; PASS and
/// COMPILE_ERROR are both 200, only unparseable JSON is 400.
pub async fn compile(
    State(plane): State<Arc<Plane>>,
    RawQuery(query): RawQuery,
    body: Body,
) -> Result<Json<Value>, ApiError> {
    let params = Params::parse(query.as_deref());
    let profile = match params.get("rai_profile") {
        None => RaiProfile::V2,
        Some(p) => RaiProfile::parse(p).ok_or_else(|| {
            ApiError::bad_request(format!("unknown rai_profile {p:?} (v2, v3-live)"))
        })?,
    };
    let bytes = read_body(body, plane.max_body_bytes, plane.timeouts.body).await?;
    let doc: Value = serde_json::from_slice(&bytes).map_err(|e| ApiError::bad_json(&e))?;
    Ok(Json(compile_der(&doc, profile).to_json()))
}

/// Unknown path: 404 `not_found`.
pub async fn no_route() -> ApiError {
    ApiError::not_found("no such route; GET /openapi.json lists them")
}

/// Known path, other method: 405 `method_not_allowed`.
pub async fn wrong_method() -> ApiError {
    ApiError::new(
        StatusCode::METHOD_NOT_ALLOWED,
        codes::METHOD_NOT_ALLOWED,
        "this route does not take that method; GET /openapi.json lists them",
    )
}

/// A query string's `key=value` pairs (percent-decoded; the last of a repeated key wins).
#[derive(Debug, Default)]
pub struct Params(Vec<(String, String)>);

impl Params {
    /// Parses `a=1&b=2`; pairs that do not decode are kept undecoded (and then fail validation).
    pub fn parse(query: Option<&str>) -> Params {
        let pairs = query
            .unwrap_or("")
            .split('&')
            .filter(|p| !p.is_empty())
            .map(|p| {
                let (k, v) = p.split_once('=').unwrap_or((p, ""));
                (decode(k), decode(v))
            })
            .collect();
        Params(pairs)
    }

    /// The value of `key`.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.0.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }

    /// A boolean flag (`true`/`false`; absent is false).
    pub fn flag(&self, key: &str) -> Result<bool, ApiError> {
        match self.get(key) {
            None | Some("false") => Ok(false),
            Some("true") => Ok(true),
            Some(v) => {
                Err(ApiError::bad_request(format!("{key} must be true or false, not {v:?}")))
            }
        }
    }

    /// An unsigned integer in `min..=max` (`default` when absent).
    pub fn number(&self, key: &str, default: u64, min: u64, max: u64) -> Result<u64, ApiError> {
        let Some(v) = self.get(key) else { return Ok(default) };
        v.parse::<u64>().ok().filter(|n| (min..=max).contains(n)).ok_or_else(|| {
            ApiError::bad_request(format!(
                "{key} must be an integer from {min} to {max}, not {v:?}"
            ))
        })
    }
}

/// Percent-decoding (`+` is a space, as in forms); invalid escapes or UTF-8 are kept as given.
fn decode(s: &str) -> String {
    let hex = |b: u8| char::from(b).to_digit(16);
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let escaped = match bytes.get(i..i + 3) {
            Some([b'%', h, l]) => hex(*h).zip(hex(*l)).map(|(h, l)| (h * 16 + l) as u8),
            _ => None,
        };
        if let Some(b) = escaped {
            out.push(b);
            i += 3;
        } else {
            out.push(if bytes[i] == b'+' { b' ' } else { bytes[i] });
            i += 1;
        }
    }
    String::from_utf8(out).unwrap_or_else(|_| s.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn query_parameters_decode_and_validate() {
        let p = Params::parse(Some("from=5&limit=%31%30&hashes_only=true&x"));
        assert_eq!(p.number("from", 1, 1, u64::MAX).unwrap(), 5);
        assert_eq!(p.number("limit", 1000, 1, 10_000).unwrap(), 10);
        assert!(p.flag("hashes_only").unwrap());
        assert!(!p.flag("no_der").unwrap());
        assert_eq!(p.get("x"), Some(""));
        let bad = Params::parse(Some("limit=0&hashes_only=yes&from=%zz&q=%e2"));
        assert_eq!(bad.number("limit", 1000, 1, 10_000).unwrap_err().code, "bad_request");
        assert!(bad.flag("hashes_only").is_err());
        assert!(bad.number("from", 1, 1, u64::MAX).is_err());
        assert_eq!(bad.get("q"), Some("%e2"));
    }
}
