//! The scripted HTTP server side shared by the remote-model tests (the runtime's `remote.rs`, the
//! app's `cli_remote.rs` and `workbench_tmux.rs`): a loopback listener and the reading of one raw
//! request. Each test decides what to answer.

use std::io::Read;
use std::net::{TcpListener, TcpStream};

/// A listener on an ephemeral loopback port, with the OpenAI-style base URL (`/v1`) that
/// reaches it.
pub fn listen() -> (TcpListener, String) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    (listener, format!("http://127.0.0.1:{port}/v1"))
}

/// One raw request: its head and a `Content-Length` body (or whatever came before the client
/// closed).
pub fn read_request(stream: &mut TcpStream) -> String {
    let mut bytes = Vec::new();
    let mut buf = [0u8; 8192];
    loop {
        let n = stream.read(&mut buf).unwrap_or(0);
        if n == 0 {
            break;
        }
        bytes.extend_from_slice(&buf[..n]);
        let text = String::from_utf8_lossy(&bytes).into_owned();
        if let Some(end) = text.find("\r\n\r\n") {
            let length = text
                .lines()
                .find_map(|l| l.strip_prefix("Content-Length: "))
                .map_or(0, |n| n.trim().parse::<usize>().unwrap());
            if bytes.len() >= end + 4 + length {
                break;
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}
