//! A live `keel serve` on an ephemeral loopback port, in a fresh home, stopped on drop; and the
//! signed entries the tests and the load benchmark append.
//!
//! The `keel` binary is the caller's `env!("CARGO_BIN_EXE_keel")` (cargo sets it only for the
//! app's own integration tests and benches), passed in as `exe`.

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command, Stdio};

use keel_evidence::chain::ChainEntry;

/// The write token the test servers accept.
pub const TOKEN: &str = "test-token-0123456789abcdef";

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
    pub fn start(exe: &str, name: &str, serve_toml: &str) -> Server {
        Server::start_env(exe, name, serve_toml, &[])
    }

    /// [`Server::start`] with environment variables set for the server (e.g. the store's
    /// password).
    pub fn start_env(exe: &str, name: &str, serve_toml: &str, env: &[(&str, &str)]) -> Server {
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
        let mut child = keel(exe, &home, &["serve", "--addr", "127.0.0.1:0"])
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

/// `EXE --home HOME --config HOME/config.toml ARGS…`.
pub fn keel(exe: &str, home: &Path, args: &[&str]) -> Command {
    let mut c = Command::new(exe);
    c.arg("--home").arg(home).arg("--config").arg(home.join("config.toml")).args(args);
    c
}

/// The append body.
pub fn append_body(expected: &str, entry: &ChainEntry) -> Vec<u8> {
    serde_json::json!({"expected_parent_hash": expected, "entry": entry.to_json(true)})
        .to_string()
        .into_bytes()
}
