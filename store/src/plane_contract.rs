//! The enforcement plane's wire format, written once: `keel serve` answers with these types and
//! the plane client reads them, so the two cannot drift apart (docs/serve.md is the contract in
//! words, `app/src/serve/openapi.json` the published schema). Entries travel as their chain
//! JSON (`ChainEntry::to_json`), whose bytes the hashes and signatures cover, so they stay a
//! `Value` here rather than a second, typed copy of the entry format.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// `GET /health`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Health {
    /// `"ok"`; `"unavailable"` (with status 503) while the plane's database cannot be reached.
    pub status: String,
    /// The plane's keel version.
    pub version: String,
    /// The chain store behind the plane: `redb` or `postgres` (absent from older planes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub store: Option<String>,
}

/// `GET /ledger/head/{agent}`, and the answer to an append: the chain's tip.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Head {
    pub agent_id: String,
    /// 0 for an empty chain.
    pub seq: u64,
    /// `GENESIS` for an empty chain.
    pub entry_hash: String,
}

/// `GET /ledger/list/{agent}`: a page of rows as `keel ledger list --json` prints them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ListPage {
    pub agent_id: String,
    pub entries: Vec<Value>,
    /// The first seq of the next page, when there is one.
    pub next: Option<u64>,
}

/// The body of `POST /ledger/append/{agent}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AppendRequest {
    /// The tip's `entry_hash` the entry extends, or `GENESIS`: the compare-and-swap guard.
    pub expected_parent_hash: String,
    /// The signed chain entry, as its chain JSON.
    pub entry: Value,
}

/// Every error answer: a stable code and one human sentence; a tip mismatch also says which
/// tip was expected and which one is current.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ErrorBody {
    /// The stable code ([`codes`]).
    pub error: String,
    pub message: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub actual: Option<String>,
}

/// The error codes the plane answers with.
pub mod codes {
    pub const BAD_JSON: &str = "bad_json";
    pub const BAD_REQUEST: &str = "bad_request";
    pub const NOT_FOUND: &str = "not_found";
    pub const METHOD_NOT_ALLOWED: &str = "method_not_allowed";
    pub const WRITE_GATE: &str = "write_gate";
    pub const TIP_MISMATCH: &str = "tip_mismatch";
    pub const STORE: &str = "store";
    pub const INTERNAL: &str = "internal";
    pub const REQUEST_TIMEOUT: &str = "request_timeout";
    pub const URI_TOO_LONG: &str = "uri_too_long";
    /// 503: the chain store (a PostgreSQL database) cannot be reached now; retry after
    /// `Retry-After`. An append answered so may have landed: the retry then meets a 409 whose
    /// `actual` is the entry's own hash.
    pub const UNAVAILABLE: &str = "unavailable";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shapes_are_the_documented_ones() {
        let tip = Head { agent_id: "SDI-1".into(), seq: 3, entry_hash: "0xAB".into() };
        assert_eq!(
            serde_json::to_value(&tip).unwrap(),
            serde_json::json!({"agent_id": "SDI-1", "seq": 3, "entry_hash": "0xAB"})
        );
        let plain = ErrorBody {
            error: codes::NOT_FOUND.into(),
            message: "no entry".into(),
            expected: None,
            actual: None,
        };
        assert_eq!(
            serde_json::to_value(&plain).unwrap(),
            serde_json::json!({"error": "not_found", "message": "no entry"})
        );
        let request: Result<AppendRequest, _> = serde_json::from_str(r#"{"entry": {"seq": 1}}"#);
        assert!(request.unwrap_err().to_string().contains("expected_parent_hash"));
    }
}
