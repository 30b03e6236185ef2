//! A live `keel serve` on an ephemeral loopback port, in a fresh home, stopped on drop; and the
//! signed entries the tests and the load benchmark append.

#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command, Stdio};

use keel_evidence::chain::write_gate::{self, CommitRequest};
use keel_evidence::chain::{ChainEntry, Identity, Tip};
use keel_evidence::der::GateOptions;
use serde_json::Value;

/// The write token the test servers accept.
pub const TOKEN: &str = "test-token-0123456789abcdef";
/// A UTC instant for entries.
pub const UTC: &str = "2026-03-01T12:00:00Z";

/// A running server.
#[derive(Debug)]
pub struct Server {
    pub addr: SocketAddr,
    pub home: PathBuf,
    child: Option<Child>,
    stdout: BufReader<ChildStdout>,
    /// The startup line.
    pub banner: String,
}

impl Server {
    /// Starts `keel serve --addr 127.0.0.1:0` with `[serve]` set to `serve_toml` (a `tokens`
    /// line with [`TOKEN`] is added unless it names tokens itself).
    pub fn start(name: &str, serve_toml: &str) -> Server {
        Server::start_env(name, serve_toml, &[])
    }

    /// [`Server::start`] with environment variables set for the server (e.g. the store's
    /// password).
    pub fn start_env(name: &str, serve_toml: &str, env: &[(&str, &str)]) -> Server {
        let home = std::env::temp_dir().join(format!("keel-serve-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&home);
        std::fs::create_dir_all(&home).unwrap();
        let tokens = if serve_toml.contains("tokens") {
            String::new()
        } else {
            format!("tokens = [\"{TOKEN}\"]\n")
        };
        std::fs::write(home.join("config.toml"), format!("[serve]\n{tokens}{serve_toml}\n"))
            .unwrap();
        let mut child = keel(&home, &["serve", "--addr", "127.0.0.1:0"])
            .envs(env.iter().copied())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("keel serve starts");
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut banner = String::new();
        stdout.read_line(&mut banner).unwrap();
        let addr = banner
            .split("http://")
            .nth(1)
            .and_then(|r| r.split_whitespace().next())
            .and_then(|a| a.parse().ok())
            .unwrap_or_else(|| panic!("no address in the startup line {banner:?}"));
        Server { addr, home, child: Some(child), stdout, banner }
    }

    /// The server's process id.
    pub fn pid(&self) -> u32 {
        self.child.as_ref().expect("running").id()
    }

    /// Kills the process at once (SIGKILL: no shutdown, requests in flight cut off) and reaps it.
    pub fn sigkill(&mut self) {
        if let Some(mut child) = self.child.take() {
            child.kill().unwrap();
            child.wait().unwrap();
        }
    }

    /// Sends SIGTERM.
    pub fn sigterm(&self) {
        let pid = self.child.as_ref().unwrap().id().to_string();
        let status = Command::new("kill").args(["-TERM", &pid]).status().unwrap();
        assert!(status.success());
    }

    /// Waits for the process to exit: (exit code, the rest of stdout).
    pub fn wait(mut self) -> (Option<i32>, String) {
        let code = self.child.take().unwrap().wait().unwrap().code();
        let mut rest = String::new();
        std::io::Read::read_to_string(&mut self.stdout, &mut rest).unwrap();
        (code, rest)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// `keel --home HOME --config HOME/config.toml ARGS…`.
pub fn keel(home: &Path, args: &[&str]) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_keel"));
    c.arg("--home").arg(home).arg("--config").arg(home.join("config.toml")).args(args);
    c
}

/// A deterministic identity.
pub fn identity(n: u8) -> Identity {
    Identity::from_seed([n; 32], UTC)
}

/// A DER fixture as a document.
pub fn fixture(path: &str) -> Value {
    let path = format!("{}/../tests/fixtures/der/{path}", env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The corpus's typical DER for `id` on `tip`, of `entry_type`, with a distinguishing INTENT.
pub fn der_on(id: &Identity, tip: &Tip, entry_type: &str, n: u64) -> Value {
    let mut doc = fixture("valid/typical.json");
    let der = &mut doc["SDI_DER"];
    der["META"]["agent_id"] = Value::from(id.agent_id());
    der["META"]["sovereign_hash"] = Value::from(id.sovereign_hash());
    der["META"]["ledger"]["parent_hash"] = Value::from(tip.hash.clone());
    der["META"]["ledger"]["type"] = Value::from(entry_type);
    der["ILJO"]["INTENT"] = Value::from(format!("turn {n}"));
    doc
}

/// The signed entry the local write gate builds for `der` on `tip`.
pub fn entry_for(id: &Identity, tip: &Tip, der: &Value) -> ChainEntry {
    let req = CommitRequest {
        identity: id,
        tip,
        der,
        utc: UTC,
        audit_hash: None,
        gate: GateOptions::default(),
        record_refusals: false,
    };
    write_gate::build_entry(&req).expect("the DER passes the local write gate").0
}

/// The append body.
pub fn append_body(expected: &str, entry: &ChainEntry) -> Vec<u8> {
    serde_json::json!({"expected_parent_hash": expected, "entry": entry.to_json(true)})
        .to_string()
        .into_bytes()
}
