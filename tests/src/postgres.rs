//! A real PostgreSQL server for the tests and the load benchmark, started here on a free loopback
//! port in a temp dir and stopped (and removed) on drop. It uses the Debian `postgresql`
//! package's binaries, which `make test` installs when they are missing (Makefile
//! `test-postgres`). As root (CI) they run as the `postgres` user: `initdb` refuses root.
//!
//! Password authentication (`scram-sha-256`) is on, so the tests exercise `$KEEL_PG_PASSWORD`.
//! `fsync` is off unless `durable`: the tests restart the server and kill replicas, never the
//! machine, and WAL written to the OS survives a server crash; the benchmark measures with it on.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The role the tests connect as, and its password.
pub const USER: &str = "keel";
pub const PASSWORD: &str = "keel-test-password-0123";

/// A running server.
#[derive(Debug)]
pub struct Postgres {
    dir: PathBuf,
    bin: PathBuf,
    as_service_user: bool,
    pub port: u16,
    durable: bool,
}

/// The directory of `initdb` and `pg_ctl`: the newest `/usr/lib/postgresql/N/bin`.
fn bin_dir() -> PathBuf {
    let mut found: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let version = e.file_name().to_str()?.parse().ok()?;
            let bin = e.path().join("bin");
            bin.join("initdb").exists().then_some((version, bin))
        })
        .collect();
    found.sort();
    let Some((_, bin)) = found.pop() else {
        panic!(
            "no PostgreSQL server binaries under /usr/lib/postgresql: run `make test` (its \
             test-postgres step installs the postgresql package)"
        )
    };
    bin
}

fn is_root() -> bool {
    let out = Command::new("id").arg("-u").output().expect("id runs");
    String::from_utf8_lossy(&out.stdout).trim() == "0"
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

fn check(out: &Output, what: &str) {
    assert!(
        out.status.success(),
        "{what}: {}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

impl Postgres {
    /// initdb + start, with fsync off.
    pub fn start(name: &str) -> Postgres {
        Postgres::start_with(name, false)
    }

    /// initdb + start; `durable`: fsync on (the server's default).
    pub fn start_with(name: &str, durable: bool) -> Postgres {
        let dir = std::env::temp_dir().join(format!("keel-pg-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let as_service_user = is_root();
        let pg = Postgres { dir, bin: bin_dir(), as_service_user, port: free_port(), durable };
        std::fs::write(pg.dir.join("pwfile"), PASSWORD).unwrap();
        if as_service_user {
            check(
                &Command::new("chown").arg("-R").arg("postgres").arg(&pg.dir).output().unwrap(),
                "chown",
            );
        }
        let data = pg.dir.join("data");
        let pwfile = pg.dir.join("pwfile");
        let out = pg
            .command("initdb")
            .arg("-D")
            .arg(&data)
            .args(["-U", USER, "--auth=scram-sha-256", "--no-sync", "--no-instructions"])
            .arg(format!("--pwfile={}", pwfile.display()))
            .output()
            .unwrap();
        check(&out, "initdb");
        pg.pg_ctl_start();
        pg
    }

    fn command(&self, tool: &str) -> Command {
        let path = self.bin.join(tool);
        if self.as_service_user {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(path);
            c
        } else {
            Command::new(path)
        }
    }

    fn pg_ctl_start(&self) {
        let fsync = if self.durable { "on" } else { "off" };
        let options = format!(
            "-p {} -k {} -c listen_addresses=127.0.0.1 -c fsync={fsync} -c max_connections=100",
            self.port,
            self.dir.display()
        );
        let out = self
            .command("pg_ctl")
            .arg("-D")
            .arg(self.dir.join("data"))
            .arg("-l")
            .arg(self.dir.join("server.log"))
            .args(["-o", &options, "-w", "-t", "30", "start"])
            .output()
            .unwrap();
        check(&out, "pg_ctl start");
    }

    /// Stops the server like a crash (`-m immediate`: no checkpoint, WAL replayed on start).
    pub fn crash(&self) {
        let out = self
            .command("pg_ctl")
            .arg("-D")
            .arg(self.dir.join("data"))
            .args(["-m", "immediate", "-w", "stop"])
            .output()
            .unwrap();
        check(&out, "pg_ctl stop");
    }

    /// Starts it again after [`Postgres::crash`].
    pub fn start_again(&self) {
        self.pg_ctl_start();
    }

    /// `postgres://keel@127.0.0.1:PORT/DB` (no password: it travels in `$KEEL_PG_PASSWORD`).
    pub fn url(&self, db: &str) -> String {
        format!("postgres://{USER}@127.0.0.1:{}/{db}", self.port)
    }

    /// Runs SQL with psql on `db`; its output (unaligned, tuples only).
    pub fn psql(&self, db: &str, sql: &str) -> String {
        let out = Command::new(self.bin.join("psql"))
            .args(["-h", "127.0.0.1", "-p", &self.port.to_string(), "-U", USER, "-d", db])
            .args(["-v", "ON_ERROR_STOP=1", "-At", "-c", sql])
            .env("PGPASSWORD", PASSWORD)
            .output()
            .unwrap();
        check(&out, sql);
        String::from_utf8_lossy(&out.stdout).trim().to_owned()
    }

    /// A new, empty database.
    pub fn create_db(&self, db: &str) -> String {
        self.psql("postgres", &format!("CREATE DATABASE {db}"));
        self.url(db)
    }

    /// The server's log.
    pub fn log(&self) -> String {
        std::fs::read_to_string(self.dir.join("server.log")).unwrap_or_default()
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

impl Drop for Postgres {
    fn drop(&mut self) {
        let _ = self
            .command("pg_ctl")
            .arg("-D")
            .arg(self.dir.join("data"))
            .args(["-m", "immediate", "-w", "stop"])
            .output();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
