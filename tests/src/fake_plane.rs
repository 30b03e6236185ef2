//! A loopback HTTP/1.1 server for client tests: one thread, `Connection: close`, each request
//! answered by a handler. It stops after `max` requests or when dropped (a bounded loop).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// One request as received.
#[derive(Debug, Clone)]
pub struct Request {
    pub method: String,
    pub path: String,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Request {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }
}

/// An answer: status, extra headers, body. `stall` holds the connection without answering.
#[derive(Debug, Clone)]
pub struct Response {
    pub status: u16,
    pub headers: Vec<(&'static str, String)>,
    pub body: String,
    pub stall: Option<Duration>,
}

impl Response {
    pub fn json(status: u16, body: &serde_json::Value) -> Response {
        Response { status, headers: Vec::new(), body: body.to_string(), stall: None }
    }
    pub fn raw(status: u16, body: &str) -> Response {
        Response { status, headers: Vec::new(), body: body.to_owned(), stall: None }
    }
}

/// A running fake plane.
#[derive(Debug)]
pub struct FakePlane {
    pub url: String,
    pub requests: Arc<Mutex<Vec<Request>>>,
}

impl FakePlane {
    /// Serves at most `max` requests with `handler`.
    pub fn start(max: usize, handler: impl Fn(&Request) -> Response + Send + 'static) -> FakePlane {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        let requests = Arc::new(Mutex::new(Vec::new()));
        let seen = Arc::clone(&requests);
        std::thread::spawn(move || {
            for stream in listener.incoming().take(max) {
                let Ok(stream) = stream else { continue };
                let Some(request) = read_request(&stream) else { continue };
                seen.lock().unwrap().push(request.clone());
                answer(stream, &handler(&request));
            }
        });
        FakePlane { url, requests }
    }

    pub fn requests(&self) -> Vec<Request> {
        self.requests.lock().unwrap().clone()
    }
}

fn read_request(stream: &TcpStream) -> Option<Request> {
    stream.set_read_timeout(Some(Duration::from_secs(5))).ok()?;
    let mut reader = BufReader::new(stream);
    let mut line = String::new();
    reader.read_line(&mut line).ok()?;
    let mut parts = line.split_whitespace();
    let method = parts.next()?.to_owned();
    let path = parts.next()?.to_owned();
    let mut headers = Vec::new();
    loop {
        let mut h = String::new();
        reader.read_line(&mut h).ok()?;
        let h = h.trim_end();
        if h.is_empty() {
            break;
        }
        let (k, v) = h.split_once(':')?;
        headers.push((k.trim().to_owned(), v.trim().to_owned()));
    }
    let len = headers
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case("content-length"))
        .and_then(|(_, v)| v.parse::<usize>().ok())
        .unwrap_or(0);
    let mut body = vec![0; len];
    reader.read_exact(&mut body).ok()?;
    Some(Request { method, path, headers, body: String::from_utf8(body).ok()? })
}

fn answer(mut stream: TcpStream, r: &Response) {
    if let Some(d) = r.stall {
        std::thread::sleep(d);
        return;
    }
    let mut head = format!(
        "HTTP/1.1 {} X\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n",
        r.status,
        r.body.len()
    );
    for (k, v) in &r.headers {
        head.push_str(k);
        head.push_str(": ");
        head.push_str(v);
        head.push_str("\r\n");
    }
    head.push_str("\r\n");
    let _ = stream.write_all(head.as_bytes()).and_then(|()| stream.write_all(r.body.as_bytes()));
}
