//! The client of a remote enforcement plane (`keel serve`): the chain endpoints of the plane's
//! HTTP contract (docs/decisions-plane.md), blocking, over plain HTTP/1.1.
//!
//! Invariants: every request has a connect timeout and a response/body timeout, so a plane that
//! stops answering fails the call instead of hanging the turn; every error names the plane URL
//! and the request that failed; the write token is sent only on `POST /ledger/append` and is never
//! written into an error, a log line or `Debug` output. A 409 `tip_mismatch` becomes
//! [`PlaneError::TipMismatch`], which the chain maps to the local store's own tip mismatch so the
//! engine's compare-and-swap retry works unchanged. A 429, and a 503 (the plane's database
//! unavailable for a moment), is retried after its `Retry-After` (capped), at most
//! [`BUSY_RETRIES`] times. An append whose answer was lost (a 503 after the commit, a replica
//! gone mid-request) is recognised on the retry: a 409 whose current tip is the entry itself
//! means it landed, and is success, so the engine never writes the same turn twice.

use std::fmt;
use std::time::Duration;

use keel_evidence::chain::export::{self, ExportFile};
use keel_evidence::chain::{ChainEntry, Tip};
use serde_json::Value;

use crate::plane_contract::{AppendRequest, ErrorBody, Head, Health, codes};

/// The environment variable that holds the plane's write token.
pub const TOKEN_ENV: &str = "KEEL_PLANE_TOKEN";
/// How often a request answered 429 or 503 is sent again.
pub const BUSY_RETRIES: u32 = 3;
/// The longest `Retry-After` honoured before giving up on a busy plane.
const MAX_RETRY_AFTER: Duration = Duration::from_secs(5);
/// Body limit for small answers (head, get, append, verify).
const SMALL_BODY: u64 = 16 << 20;
/// Body limit for an export (every entry with its DER).
const EXPORT_BODY: u64 = 1 << 30;

/// Timeouts of every request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Timeouts {
    /// Establishing the TCP connection.
    pub connect: Duration,
    /// Waiting for the response head, and again for the whole body.
    pub read: Duration,
}

impl Default for Timeouts {
    fn default() -> Self {
        Timeouts { connect: Duration::from_secs(5), read: Duration::from_mins(1) }
    }
}

/// What can go wrong talking to a plane. Every message names the plane and what failed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PlaneError {
    /// The `--plane` value is not a usable URL.
    #[error("plane URL {url:?} is not usable: {reason}")]
    BadUrl {
        /// The value given.
        url: String,
        /// Why.
        reason: String,
    },
    /// No connection (refused, unresolvable host, reset).
    #[error(
        "cannot reach the plane at {url} ({what}): {reason}; check the URL and that `keel serve` runs there"
    )]
    Unreachable {
        /// The plane.
        url: String,
        /// The request.
        what: String,
        /// The transport error.
        reason: String,
    },
    /// The plane did not answer in time.
    #[error("the plane at {url} did not answer {what} in time ({reason})")]
    Timeout {
        /// The plane.
        url: String,
        /// The request.
        what: String,
        /// Which timeout fired.
        reason: String,
    },
    /// 401: no token or a wrong one.
    #[error(
        "the plane at {url} refused {what}: {message}; set {TOKEN_ENV} (or config `plane_token`) to the plane's write token"
    )]
    Unauthorized {
        /// The plane.
        url: String,
        /// The request.
        what: String,
        /// The plane's message.
        message: String,
    },
    /// 409: the tip moved; nothing was written.
    #[error("tip mismatch: expected parent {expected}, actual tip {actual}")]
    TipMismatch {
        /// The parent the client stated.
        expected: String,
        /// The plane's tip.
        actual: String,
    },
    /// 422: the entry failed the plane's write gate or structural checks.
    #[error("the plane at {url} rejected the entry: {message}")]
    Rejected {
        /// The plane.
        url: String,
        /// The plane's message.
        message: String,
    },
    /// Any other error status (413, 429 after the retries, 5xx, …).
    #[error("the plane at {url} answered {what} with {status} {code}: {message}")]
    Status {
        /// The plane.
        url: String,
        /// The request.
        what: String,
        /// The HTTP status.
        status: u16,
        /// The contract's error code (`internal`, `too_many_requests`, … or `-`).
        code: String,
        /// The plane's message.
        message: String,
    },
    /// A 200 whose body does not have the contract's shape.
    #[error("the plane at {url} sent an unreadable answer to {what}: {reason}")]
    Malformed {
        /// The plane.
        url: String,
        /// The request.
        what: String,
        /// What is wrong with it.
        reason: String,
    },
}

/// The plane's own verification report (`GET /ledger/verify/{agent}`).
#[derive(Debug, Clone, PartialEq)]
pub struct PlaneReport {
    /// Whether the plane found the chain intact.
    pub chain_ok: bool,
    /// Entries it walked.
    pub entries: u64,
    /// The whole report as sent.
    pub json: Value,
}

/// A write token; `Debug` never shows it.
#[derive(Clone, PartialEq, Eq)]
struct Token(String);

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token(<redacted>)")
    }
}

/// A blocking client of one plane.
#[derive(Clone)]
pub struct PlaneClient {
    url: String,
    token: Option<Token>,
    http: ureq::Agent,
    timeouts: Timeouts,
}

impl fmt::Debug for PlaneClient {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PlaneClient")
            .field("url", &self.url)
            .field("token", &self.token.as_ref().map(|_| "<set>"))
            .field("timeouts", &self.timeouts)
            .finish_non_exhaustive()
    }
}

/// One request: method, path (under the plane URL) and body.
struct Call<'a> {
    method: &'static str,
    path: String,
    body: Option<&'a str>,
    limit: u64,
}

impl Call<'_> {
    fn get(path: String) -> Call<'static> {
        Call { method: "GET", path, body: None, limit: SMALL_BODY }
    }

    fn what(&self) -> String {
        format!("{} {}", self.method, self.path)
    }
}

impl PlaneClient {
    /// A client of the plane at `url` (`http://HOST[:PORT][/PREFIX]`) with default timeouts.
    pub fn new(url: &str, token: Option<String>) -> Result<PlaneClient, PlaneError> {
        PlaneClient::with_timeouts(url, token, Timeouts::default())
    }

    /// A client with the given timeouts.
    pub fn with_timeouts(
        url: &str,
        token: Option<String>,
        timeouts: Timeouts,
    ) -> Result<PlaneClient, PlaneError> {
        let url = normalise(url)?;
        let config = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .max_redirects(0)
            .timeout_connect(Some(timeouts.connect))
            .timeout_send_body(Some(timeouts.read))
            .timeout_recv_response(Some(timeouts.read))
            .timeout_recv_body(Some(timeouts.read))
            .user_agent(concat!("keel/", env!("CARGO_PKG_VERSION")))
            .build();
        Ok(PlaneClient {
            url,
            token: token.filter(|t| !t.is_empty()).map(Token),
            http: config.into(),
            timeouts,
        })
    }

    /// The plane's URL, normalised (no trailing slash).
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Whether a write token is set.
    pub fn has_token(&self) -> bool {
        self.token.is_some()
    }

    /// `GET /health`: the plane's keel version.
    pub fn health(&self) -> Result<String, PlaneError> {
        let call = Call::get("/health".to_owned());
        let health: Health = self.typed(&call)?;
        if health.status != "ok" {
            return Err(self.malformed(&call, &format!("status {:?}, not \"ok\"", health.status)));
        }
        Ok(health.version)
    }

    /// `GET /ledger/head/{agent}`.
    pub fn head(&self, agent: &str) -> Result<Tip, PlaneError> {
        let call = Call::get(format!("/ledger/head/{}", segment(agent)));
        let head: Head = self.typed(&call)?;
        Ok(Tip { seq: head.seq, hash: head.entry_hash })
    }

    /// `GET /ledger/get/{agent}/{seq}`; `None` on 404.
    pub fn get(&self, agent: &str, seq: u64) -> Result<Option<ChainEntry>, PlaneError> {
        let call = Call::get(format!("/ledger/get/{}/{seq}", segment(agent)));
        let (status, body) = self.send(&call)?;
        if status == 404 {
            return Ok(None);
        }
        let v = self.ok_json(&call, status, &body)?;
        let entry = ChainEntry::from_json(&v).map_err(|e| self.malformed(&call, &e.to_string()))?;
        if entry.agent_id != agent || entry.seq != seq {
            return Err(self.malformed(&call, &format!("got {}#{}", entry.agent_id, entry.seq)));
        }
        Ok(Some(entry))
    }

    /// `GET /ledger/export/{agent}`: the JSON Lines export as sent.
    pub fn export_text(&self, agent: &str, with_der: bool) -> Result<String, PlaneError> {
        let query = if with_der { "" } else { "?no_der=true" };
        let mut call = Call::get(format!("/ledger/export/{}{query}", segment(agent)));
        call.limit = EXPORT_BODY;
        let (status, body) = self.send(&call)?;
        if status != 200 {
            return Err(self.status_error(&call, status, &body));
        }
        Ok(body)
    }

    /// The export, parsed (not verified: that is the caller's choice). Its header must name
    /// `agent`.
    pub fn export(&self, agent: &str, with_der: bool) -> Result<ExportFile, PlaneError> {
        let text = self.export_text(agent, with_der)?;
        let what = || format!("GET /ledger/export/{}", segment(agent));
        let file = export::parse(&text).map_err(|e| PlaneError::Malformed {
            url: self.url.clone(),
            what: what(),
            reason: e.to_string(),
        })?;
        if file.header.agent_id != agent {
            return Err(PlaneError::Malformed {
                url: self.url.clone(),
                what: what(),
                reason: format!("the export is of {}", file.header.agent_id),
            });
        }
        Ok(file)
    }

    /// `GET /ledger/verify/{agent}`: the plane's own word on its chain.
    pub fn verify(&self, agent: &str, hashes_only: bool) -> Result<PlaneReport, PlaneError> {
        let query = if hashes_only { "?hashes_only=true" } else { "" };
        let call = Call::get(format!("/ledger/verify/{}{query}", segment(agent)));
        let v = self.json(&call)?;
        let (Some(chain_ok), Some(entries)) = (v["chain_ok"].as_bool(), v["entries"].as_u64())
        else {
            return Err(self.malformed(&call, "no chain_ok and entries"));
        };
        Ok(PlaneReport { chain_ok, entries, json: v })
    }

    /// `POST /ledger/append/{agent}`: appends iff the plane's tip is `expected_parent`.
    /// The plane's answer must name the entry that was sent.
    pub fn append(
        &self,
        agent: &str,
        expected_parent: &str,
        entry: &ChainEntry,
    ) -> Result<(), PlaneError> {
        let request = AppendRequest {
            expected_parent_hash: expected_parent.to_owned(),
            entry: entry.to_json(true),
        };
        // Strings and a JSON value: serialising cannot fail.
        let body = serde_json::to_string(&request).expect("an append request serialises");
        let call = Call {
            method: "POST",
            path: format!("/ledger/append/{}", segment(agent)),
            body: Some(&body),
            limit: SMALL_BODY,
        };
        let (status, text, retried) = self.send_counting(&call)?;
        if status == 409
            && let Ok(ErrorBody { actual: Some(actual), .. }) = serde_json::from_str(&text)
        {
            // The tip is this very entry: an earlier attempt landed and its answer was lost.
            if actual == entry.entry_hash {
                return Ok(());
            }
            // Or an earlier attempt landed though its answer said busy, and another writer has
            // appended on top of it since: the tip is theirs, but this entry holds its seq.
            // Rebuilding it on the new tip would commit the same record twice. (Sent once, the
            // entry cannot be on the chain: a plain lost race costs no extra request.)
            if retried
                && let Ok(Some(stored)) = self.get(agent, entry.seq)
                && stored.entry_hash == entry.entry_hash
            {
                return Ok(());
            }
        }
        let v = self.ok_json(&call, status, &text)?;
        let appended: Head = serde_json::from_value(v)
            .map_err(|e| self.malformed(&call, &format!("not an append answer: {e}")))?;
        if appended.seq != entry.seq || appended.entry_hash != entry.entry_hash {
            return Err(self.malformed(
                &call,
                &format!("the answer does not name entry #{} {}", entry.seq, entry.entry_hash),
            ));
        }
        Ok(())
    }

    /// A 200 whose JSON body is a `T` of the contract.
    fn typed<T: serde::de::DeserializeOwned>(&self, call: &Call<'_>) -> Result<T, PlaneError> {
        serde_json::from_value(self.json(call)?)
            .map_err(|e| self.malformed(call, &format!("not the contract's answer: {e}")))
    }

    /// A 200 with a JSON body.
    fn json(&self, call: &Call<'_>) -> Result<Value, PlaneError> {
        let (status, body) = self.send(call)?;
        self.ok_json(call, status, &body)
    }

    fn ok_json(&self, call: &Call<'_>, status: u16, body: &str) -> Result<Value, PlaneError> {
        if status != 200 {
            return Err(self.status_error(call, status, body));
        }
        serde_json::from_str(body).map_err(|e| self.malformed(call, &format!("not JSON: {e}")))
    }

    /// Sends `call`, retrying a 429 or 503 after its `Retry-After`; returns status and body.
    fn send(&self, call: &Call<'_>) -> Result<(u16, String), PlaneError> {
        self.send_counting(call).map(|(status, body, _)| (status, body))
    }

    /// [`Self::send`], also saying whether the call was sent more than once (an earlier attempt
    /// may have taken effect though its answer said busy).
    fn send_counting(&self, call: &Call<'_>) -> Result<(u16, String, bool), PlaneError> {
        let _span = tracing::debug_span!("plane_request", method = call.method, path = %call.path)
            .entered();
        let started = std::time::Instant::now();
        let mut attempt = 0;
        loop {
            let (status, retry_after, body) = self.send_once(call).inspect_err(|e| {
                tracing::warn!(error = %e, "plane request failed");
            })?;
            if !(status == 429 || status == 503) || attempt >= BUSY_RETRIES {
                tracing::debug!(status, ms = started.elapsed().as_millis(), "plane answered");
                return Ok((status, body, attempt > 0));
            }
            let wait = retry_after.unwrap_or(Duration::from_secs(1));
            if wait > MAX_RETRY_AFTER {
                return Ok((status, body, attempt > 0));
            }
            attempt += 1;
            tracing::info!(status, attempt, wait_ms = wait.as_millis(), "plane busy; retrying");
            std::thread::sleep(wait);
        }
    }

    fn send_once(&self, call: &Call<'_>) -> Result<(u16, Option<Duration>, String), PlaneError> {
        let url = format!("{}{}", self.url, call.path);
        let result = match call.body {
            None => self.http.get(&url).header("accept", "application/json").call(),
            Some(body) => {
                let mut request = self.http.post(&url).content_type("application/json");
                if let Some(token) = &self.token {
                    request = request.header("authorization", format!("Bearer {}", token.0));
                }
                request.send(body)
            }
        };
        let mut response = result.map_err(|e| self.transport(call, e))?;
        let status = response.status().as_u16();
        let retry_after = response
            .headers()
            .get("retry-after")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<u64>().ok())
            .map(Duration::from_secs);
        let body = response
            .body_mut()
            .with_config()
            .limit(call.limit)
            .read_to_string()
            .map_err(|e| self.transport(call, e))?;
        Ok((status, retry_after, body))
    }

    fn transport(&self, call: &Call<'_>, e: ureq::Error) -> PlaneError {
        let (url, what) = (self.url.clone(), call.what());
        match e {
            ureq::Error::Timeout(which) => {
                let limit = match which {
                    ureq::Timeout::Connect => self.timeouts.connect,
                    _ => self.timeouts.read,
                };
                PlaneError::Timeout { url, what, reason: format!("{which} after {limit:?}") }
            }
            ureq::Error::Io(io) if io.kind() == std::io::ErrorKind::TimedOut => {
                PlaneError::Timeout { url, what, reason: io.to_string() }
            }
            ureq::Error::BodyExceedsLimit(limit) => PlaneError::Malformed {
                url,
                what,
                reason: format!("the answer exceeds {limit} bytes"),
            },
            other => PlaneError::Unreachable { url, what, reason: other.to_string() },
        }
    }

    fn malformed(&self, call: &Call<'_>, reason: &str) -> PlaneError {
        PlaneError::Malformed {
            url: self.url.clone(),
            what: call.what(),
            reason: reason.to_owned(),
        }
    }

    /// The error for a non-200 answer, read from the contract's `{error, message}` body.
    fn status_error(&self, call: &Call<'_>, status: u16, body: &str) -> PlaneError {
        // Not the contract's body (a proxy's page, a truncated answer): its first words stand
        // in for the message.
        let error = serde_json::from_str::<ErrorBody>(body).unwrap_or_else(|_| {
            let text: String = body.chars().take(200).collect();
            ErrorBody {
                error: "-".into(),
                message: if text.trim().is_empty() { "(no message)".into() } else { text },
                expected: None,
                actual: None,
            }
        });
        let ErrorBody { error: code, message, expected, actual } = error;
        let (url, what) = (self.url.clone(), call.what());
        match status {
            401 => PlaneError::Unauthorized { url, what, message },
            409 if code == codes::TIP_MISMATCH => PlaneError::TipMismatch {
                expected: expected.unwrap_or_else(|| "?".into()),
                actual: actual.unwrap_or_else(|| "?".into()),
            },
            422 => PlaneError::Rejected { url, message },
            _ => PlaneError::Status { url, what, status, code, message },
        }
    }
}

/// Checks and normalises a plane URL: `http://HOST[:PORT][/PREFIX]`, no trailing slash.
fn normalise(url: &str) -> Result<String, PlaneError> {
    let bad = |reason: &str| PlaneError::BadUrl { url: url.to_owned(), reason: reason.to_owned() };
    let trimmed = url.trim();
    if trimmed.starts_with("https://") {
        return Err(bad(
            "https is not supported: keel talks plain HTTP to a plane on loopback or through an SSH tunnel (docs/decisions-plane.md)",
        ));
    }
    let Some(rest) = trimmed.strip_prefix("http://").map(|r| r.trim_end_matches('/')) else {
        // The example is `keel serve`'s default address; a bare HOST:PORT gets itself back
        // with the scheme, the likeliest intent.
        let example = if trimmed.is_empty() || trimmed.contains("://") {
            "http://127.0.0.1:7700".to_owned()
        } else {
            format!("http://{trimmed}")
        };
        return Err(bad(&format!("it must start with http:// (for example {example})")));
    };
    let host = rest.split('/').next().unwrap_or("");
    if host.is_empty() || host.starts_with(':') {
        return Err(bad("it names no host"));
    }
    if rest.contains(['?', '#', '@', ' ']) {
        return Err(bad("it must not carry a query, a fragment or credentials"));
    }
    if let Some((_, port)) = host.rsplit_once(':')
        && !host.ends_with(']')
        && port.parse::<u16>().is_err()
    {
        return Err(bad("its port is not a number"));
    }
    Ok(format!("http://{rest}"))
}

/// Percent-encodes one path segment (agent ids are `SDI-` + hex; `--agent` is user input).
fn segment(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            out.push(char::from(b));
        } else {
            out.push('%');
            out.push_str(&hex::encode_upper([b]));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_are_checked_and_normalised() {
        assert_eq!(normalise("http://127.0.0.1:8787/").unwrap(), "http://127.0.0.1:8787");
        assert_eq!(normalise("http://plane.lan/keel").unwrap(), "http://plane.lan/keel");
        assert_eq!(normalise("http://[::1]:9000").unwrap(), "http://[::1]:9000");
        for (url, why) in [
            ("https://x", "https is not supported"),
            ("127.0.0.1:8787", "must start with http:// (for example http://127.0.0.1:8787)"),
            ("localhost:7700", "(for example http://localhost:7700)"),
            ("", "(for example http://127.0.0.1:7700)"),
            ("ftp://h", "(for example http://127.0.0.1:7700)"),
            ("http://", "no host"),
            ("http://:80", "no host"),
            ("http://h:port", "port is not a number"),
            ("http://u:p@h", "credentials"),
        ] {
            let e = normalise(url).unwrap_err().to_string();
            assert!(e.contains(why) && e.contains(url), "{url}: {e}");
        }
    }

    #[test]
    fn path_segments_are_encoded() {
        assert_eq!(segment("SDI-0A1B"), "SDI-0A1B");
        assert_eq!(segment("a/b c"), "a%2Fb%20c");
    }

    #[test]
    fn debug_never_shows_the_token() {
        let c = PlaneClient::new("http://127.0.0.1:1", Some("s3cret-token".into())).unwrap();
        let shown = format!("{c:?}");
        assert!(!shown.contains("s3cret"), "{shown}");
        assert!(shown.contains("<set>") && shown.contains("127.0.0.1:1"), "{shown}");
        assert!(c.has_token());
        assert!(!PlaneClient::new("http://h", Some(String::new())).unwrap().has_token());
    }
}
