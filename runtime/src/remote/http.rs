//! A small blocking HTTP/1.1 client over `std::net::TcpStream`, just what a model server needs:
//! one request per connection (`Connection: close`), a JSON body, and a response body read
//! incrementally (chunked, `Content-Length` or until close).
//!
//! Why not a general client: the turn must stop within ~100 ms of a cancel even while a server
//! hangs, and a hung server must fail after an *idle* timeout (no byte for N seconds), not a
//! total one, since a long answer may legitimately stream for minutes. Both fall out of reading
//! the socket with a short read timeout ([`POLL`]) and checking the cancel flag and the idle
//! clock between reads; no extra thread, no async runtime. The idle clock alone does not bound an
//! exchange: a server that trickles a byte (an SSE keep-alive comment) just before each idle
//! timeout would hold it forever, so every exchange also has a [`Deadline`] that arriving bytes
//! never move. Plain `http://` only: remote servers behind TLS are reached through a local proxy
//! (docs/backends.md).

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream, ToSocketAddrs};
use std::time::{Duration, Instant};

use keel_model::CancelToken;

use super::error::EndpointError;

/// How often a blocked read wakes up to check the cancel flag and the idle clock.
pub const POLL: Duration = Duration::from_millis(20);
/// The most bytes of response head accepted (status line + headers).
const MAX_HEAD: usize = 64 * 1024;
/// The most bytes of an error body kept for the message.
const MAX_ERROR_BODY: usize = 16 * 1024;

/// A parsed `http://host[:port]/path` base URL.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Endpoint {
    /// `host:port`, for connecting and the `Host` header.
    pub authority: String,
    /// The path prefix without a trailing slash (`/v1`, or empty).
    pub path: String,
}

impl Endpoint {
    /// Parses a base URL. Only `http://` is accepted (see the module docs).
    pub fn parse(url: &str) -> Result<Self, EndpointError> {
        if url.starts_with("https://") {
            return Err(EndpointError::Https { url: url.to_owned() });
        }
        let Some(rest) = url.strip_prefix("http://") else {
            return Err(EndpointError::NotHttp { url: url.to_owned() });
        };
        let (authority, path) = match rest.find('/') {
            Some(at) => (&rest[..at], &rest[at..]),
            None => (rest, ""),
        };
        if authority.is_empty() || authority.contains('@') {
            return Err(EndpointError::Authority { url: url.to_owned() });
        }
        let authority = if authority.rsplit_once(':').is_some_and(|(_, p)| !p.contains(']')) {
            authority.to_owned()
        } else {
            format!("{authority}:80")
        };
        Ok(Self { authority, path: path.trim_end_matches('/').to_owned() })
    }
}

/// Why an HTTP exchange failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HttpError {
    /// No connection (refused, unreachable, unresolvable, connect timeout): safe to retry.
    Connect(String),
    /// No byte arrived for the idle timeout.
    Timeout(Duration),
    /// The exchange's [`Deadline`] (this long after it began) passed, whatever arrived.
    Deadline(Duration),
    /// The caller cancelled.
    Cancelled,
    /// The connection broke or the response is not HTTP.
    Io(String),
}

impl std::fmt::Display for HttpError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HttpError::Connect(m) => write!(f, "cannot connect: {m}"),
            HttpError::Timeout(d) => {
                write!(f, "no response for {:.1} s (read timeout)", d.as_secs_f64())
            }
            HttpError::Deadline(d) => {
                write!(f, "not finished within {:.1} s (request deadline)", d.as_secs_f64())
            }
            HttpError::Cancelled => f.write_str("cancelled"),
            HttpError::Io(m) => write!(f, "connection failed: {m}"),
        }
    }
}

/// Connect and idle-read timeouts of one exchange, and its deadline.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Timeouts {
    pub connect: Duration,
    /// The longest wait for the next byte (head or body).
    pub read: Duration,
    pub deadline: Deadline,
}

/// The moment by which an exchange (connect, head and body) must be over. Unlike the idle
/// timeout it is fixed when the exchange starts: keep-alives and trickled bytes do not move it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Deadline {
    at: Instant,
    total: Duration,
}

impl Deadline {
    /// `total` from now (saturating far in the future for absurd values).
    pub fn after(total: Duration) -> Self {
        let now = Instant::now();
        Self { at: now.checked_add(total).unwrap_or(now + Duration::from_hours(24 * 365)), total }
    }

    /// The time left (zero once passed).
    pub fn remaining(&self) -> Duration {
        self.at.saturating_duration_since(Instant::now())
    }

    /// The whole allowance, for messages.
    pub fn total(&self) -> Duration {
        self.total
    }

    fn check(&self) -> Result<(), HttpError> {
        if self.remaining().is_zero() { Err(HttpError::Deadline(self.total)) } else { Ok(()) }
    }
}

/// A response whose head is read; the body is read with [`Response::read_body`].
#[derive(Debug)]
pub struct Response {
    pub status: u16,
    headers: Vec<(String, String)>,
    stream: TcpStream,
    /// Bytes read from the socket but not yet decoded.
    raw: Vec<u8>,
    framing: Framing,
    read_timeout: Duration,
    deadline: Deadline,
    eof: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Framing {
    Length(usize),
    /// `Some(n)`: inside a chunk with `n` bytes left; `None`: at a chunk-size line.
    Chunked(Option<usize>),
    Close,
    Done,
}

/// Sends `POST {path}` with a JSON body (or `GET` when `body` is `None`) and reads the head.
pub fn send(
    endpoint: &Endpoint,
    path: &str,
    body: Option<&[u8]>,
    bearer: Option<&str>,
    accept: &str,
    timeouts: Timeouts,
    cancel: &CancelToken,
) -> Result<Response, HttpError> {
    timeouts.deadline.check()?;
    let connect_timeout = timeouts.connect.min(timeouts.deadline.remaining());
    let mut stream = connect(&endpoint.authority, connect_timeout)?;
    let method = if body.is_some() { "POST" } else { "GET" };
    let mut head = format!(
        "{method} {}{path} HTTP/1.1\r\nHost: {}\r\nAccept: {accept}\r\nConnection: close\r\n\
         User-Agent: keel/{}\r\n",
        endpoint.path,
        endpoint.authority,
        env!("CARGO_PKG_VERSION")
    );
    if let Some(key) = bearer {
        head.push_str("Authorization: Bearer ");
        head.push_str(key);
        head.push_str("\r\n");
    }
    if let Some(body) = body {
        head.push_str("Content-Type: application/json\r\n");
        head.push_str("Content-Length: ");
        head.push_str(&body.len().to_string());
        head.push_str("\r\n");
    }
    head.push_str("\r\n");
    let io = |e: std::io::Error| HttpError::Io(e.to_string());
    stream.set_write_timeout(Some(timeouts.read)).map_err(io)?;
    stream.write_all(head.as_bytes()).map_err(io)?;
    if let Some(body) = body {
        stream.write_all(body).map_err(io)?;
    }
    stream.flush().map_err(io)?;
    stream.set_read_timeout(Some(POLL)).map_err(io)?;

    let mut response = Response {
        status: 0,
        headers: Vec::new(),
        stream,
        raw: Vec::new(),
        framing: Framing::Close,
        read_timeout: timeouts.read,
        deadline: timeouts.deadline,
        eof: false,
    };
    let head_end = loop {
        if let Some(at) = find(&response.raw, b"\r\n\r\n") {
            break at;
        }
        if response.raw.len() > MAX_HEAD {
            return Err(HttpError::Io(format!("response head longer than {MAX_HEAD} bytes")));
        }
        if !response.fill(cancel)? {
            return Err(HttpError::Io(
                "the server closed the connection without a response".into(),
            ));
        }
    };
    let head = String::from_utf8_lossy(&response.raw[..head_end]).into_owned();
    response.raw.drain(..head_end + 4);
    let mut lines = head.split("\r\n");
    let status_line = lines.next().unwrap_or_default();
    let mut parts = status_line.splitn(3, ' ');
    let (version, code) = (parts.next().unwrap_or_default(), parts.next().unwrap_or_default());
    response.status = match code.parse::<u16>() {
        Ok(code) if version.starts_with("HTTP/1.") => code,
        _ => return Err(HttpError::Io(format!("not an HTTP/1.x response: {status_line:?}"))),
    };
    for line in lines {
        if let Some((name, value)) = line.split_once(':') {
            response.headers.push((name.trim().to_ascii_lowercase(), value.trim().to_owned()));
        }
    }
    response.framing = if response
        .header("transfer-encoding")
        .is_some_and(|v| v.to_ascii_lowercase().contains("chunked"))
    {
        Framing::Chunked(None)
    } else if let Some(length) = response.header("content-length") {
        let length =
            length.parse().map_err(|_| HttpError::Io(format!("bad Content-Length {length:?}")))?;
        if length == 0 { Framing::Done } else { Framing::Length(length) }
    } else {
        Framing::Close
    };
    Ok(response)
}

fn connect(authority: &str, timeout: Duration) -> Result<TcpStream, HttpError> {
    let addrs: Vec<SocketAddr> = authority
        .to_socket_addrs()
        .map_err(|e| HttpError::Connect(format!("cannot resolve {authority}: {e}")))?
        .collect();
    let mut last = format!("{authority} resolves to no address");
    for addr in addrs {
        match TcpStream::connect_timeout(&addr, timeout) {
            Ok(stream) => {
                let _ = stream.set_nodelay(true);
                return Ok(stream);
            }
            Err(e) => last = format!("{addr}: {e}"),
        }
    }
    Err(HttpError::Connect(last))
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

impl Response {
    /// A header's value (names compared case-insensitively).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// `Retry-After` in seconds (the HTTP-date form is not honoured: backoff applies instead).
    pub fn retry_after(&self) -> Option<Duration> {
        self.header("retry-after")?.trim().parse::<u64>().ok().map(Duration::from_secs)
    }

    /// Reads more socket bytes into `raw`; `false` at end of stream. Waits at most the idle
    /// timeout and never past the deadline, checking both and `cancel` every [`POLL`].
    fn fill(&mut self, cancel: &CancelToken) -> Result<bool, HttpError> {
        if self.eof {
            return Ok(false);
        }
        let waiting = Instant::now();
        let mut buf = [0u8; 8192];
        loop {
            if cancel.is_cancelled() {
                return Err(HttpError::Cancelled);
            }
            self.deadline.check()?;
            match self.stream.read(&mut buf) {
                Ok(0) => {
                    self.eof = true;
                    return Ok(false);
                }
                Ok(n) => {
                    self.raw.extend_from_slice(&buf[..n]);
                    return Ok(true);
                }
                Err(e)
                    if matches!(
                        e.kind(),
                        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                    ) =>
                {
                    if waiting.elapsed() >= self.read_timeout {
                        return Err(HttpError::Timeout(self.read_timeout));
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => return Err(HttpError::Io(e.to_string())),
            }
        }
    }

    /// The next piece of the decoded body, as soon as any is available; `None` at its end.
    pub fn read_body(&mut self, cancel: &CancelToken) -> Result<Option<Vec<u8>>, HttpError> {
        loop {
            match self.framing {
                Framing::Done => return Ok(None),
                Framing::Length(left) => {
                    if self.raw.is_empty() && !self.fill(cancel)? {
                        return Err(HttpError::Io(format!(
                            "the server closed the connection {left} bytes before the body's end"
                        )));
                    }
                    let take = left.min(self.raw.len());
                    let piece: Vec<u8> = self.raw.drain(..take).collect();
                    self.framing =
                        if left == take { Framing::Done } else { Framing::Length(left - take) };
                    return Ok(Some(piece));
                }
                Framing::Close => {
                    if self.raw.is_empty() && !self.fill(cancel)? {
                        self.framing = Framing::Done;
                        return Ok(None);
                    }
                    return Ok(Some(std::mem::take(&mut self.raw)));
                }
                Framing::Chunked(None) => {
                    let Some(end) = find(&self.raw, b"\r\n") else {
                        if self.raw.len() > MAX_HEAD {
                            return Err(HttpError::Io("chunk size line too long".into()));
                        }
                        if !self.fill(cancel)? {
                            return Err(HttpError::Io(
                                "the server closed the connection inside a chunked body".into(),
                            ));
                        }
                        continue;
                    };
                    let line = String::from_utf8_lossy(&self.raw[..end]).into_owned();
                    let size_text = line.split(';').next().unwrap_or_default().trim();
                    let size = usize::from_str_radix(size_text, 16)
                        .map_err(|_| HttpError::Io(format!("bad chunk size {line:?}")))?;
                    self.raw.drain(..end + 2);
                    // The last chunk: trailers (if any) are ignored, the connection closes.
                    self.framing =
                        if size == 0 { Framing::Done } else { Framing::Chunked(Some(size)) };
                }
                Framing::Chunked(Some(left)) => {
                    if left == 0 {
                        // The CRLF after a chunk's data.
                        if self.raw.len() < 2 {
                            if !self.fill(cancel)? {
                                return Err(HttpError::Io(
                                    "the server closed the connection inside a chunked body".into(),
                                ));
                            }
                            continue;
                        }
                        if &self.raw[..2] != b"\r\n" {
                            return Err(HttpError::Io("chunk data not followed by CRLF".into()));
                        }
                        self.raw.drain(..2);
                        self.framing = Framing::Chunked(None);
                        continue;
                    }
                    if self.raw.is_empty() && !self.fill(cancel)? {
                        return Err(HttpError::Io(
                            "the server closed the connection inside a chunk".into(),
                        ));
                    }
                    let take = left.min(self.raw.len());
                    let piece: Vec<u8> = self.raw.drain(..take).collect();
                    self.framing = Framing::Chunked(Some(left - take));
                    return Ok(Some(piece));
                }
            }
        }
    }

    /// The body, or its first `limit` bytes: reading stops there (the rest is never read, and
    /// dropping the response closes the connection), so an endless body costs `limit` bytes.
    pub fn read_all(&mut self, cancel: &CancelToken, limit: usize) -> Result<Vec<u8>, HttpError> {
        let mut out = Vec::new();
        while out.len() < limit {
            let Some(piece) = self.read_body(cancel)? else { break };
            out.extend_from_slice(&piece[..piece.len().min(limit - out.len())]);
        }
        Ok(out)
    }

    /// The body of an error response, reduced to the server's message: `error.message`,
    /// `error` (string) or `message` of a JSON body, else the text itself (shortened).
    pub fn error_message(&mut self, cancel: &CancelToken) -> String {
        let body = match self.read_all(cancel, MAX_ERROR_BODY) {
            Ok(body) => body,
            Err(e) => return format!("(the error body could not be read: {e})"),
        };
        server_message(&String::from_utf8_lossy(&body))
    }
}

/// The server's words in an error body.
pub fn server_message(body: &str) -> String {
    if let Ok(json) = serde_json::from_str::<serde_json::Value>(body) {
        let error = &json["error"];
        for candidate in [&error["message"], error, &json["message"], &json["detail"]] {
            if let Some(text) = candidate.as_str() {
                return excerpt(text, 300);
            }
        }
    }
    let text = body.trim();
    if text.is_empty() { "(empty body)".to_owned() } else { excerpt(text, 300) }
}

/// At most `max` characters of `text` on one line, with an ellipsis when cut.
pub fn excerpt(text: &str, max: usize) -> String {
    let flat: String = text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
    let mut out: String = flat.chars().take(max).collect();
    if flat.chars().count() > max {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn endpoints_parse_with_default_port_and_trimmed_path() {
        let e = Endpoint::parse("http://127.0.0.1:8080/v1/").unwrap();
        assert_eq!((e.authority.as_str(), e.path.as_str()), ("127.0.0.1:8080", "/v1"));
        let e = Endpoint::parse("http://localhost").unwrap();
        assert_eq!((e.authority.as_str(), e.path.as_str()), ("localhost:80", ""));
        let https = Endpoint::parse("https://api.example").unwrap_err();
        assert_eq!(https, EndpointError::Https { url: "https://api.example".into() });
        assert!(https.to_string().contains("local proxy"), "{https}");
        assert_eq!(
            Endpoint::parse("ftp://x"),
            Err(EndpointError::NotHttp { url: "ftp://x".into() })
        );
        assert!(matches!(Endpoint::parse("http:///v1"), Err(EndpointError::Authority { .. })));
        assert!(matches!(Endpoint::parse("http://u@h/v1"), Err(EndpointError::Authority { .. })));
    }

    #[test]
    fn server_messages_are_extracted_and_shortened() {
        assert_eq!(server_message(r#"{"error":{"message":"model not found"}}"#), "model not found");
        assert_eq!(server_message(r#"{"error":"busy"}"#), "busy");
        assert_eq!(server_message("  "), "(empty body)");
        assert_eq!(excerpt("a\nb", 10), "a b");
        assert_eq!(excerpt("abcdef", 3), "abc…");
    }
}
