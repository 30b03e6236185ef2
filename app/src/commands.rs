//! One module per subcommand, and the plumbing they share: the [`Context`] (data dir), the [`Io`] streams a
//! command reads and writes (real ones in `run`, buffers in tests), input reading with `-` as
//! stdin, the exit codes of spec/cli.md, and the chain store location.
//!
//! Exit codes: 0 ok, 1 the thing checked is bad, 2 could not run (with a one-line error on
//! stderr and nothing on stdout).

pub mod agent;
pub mod audit;
pub mod bench;
pub mod canon;
pub mod chat;
pub mod check;
pub mod der;
pub mod doctor;
pub mod eval;
pub mod ledger;
pub mod models;
pub mod regulate;
pub mod score;
pub mod serve;
pub mod spirit;
pub mod turn;

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use keel_store::{Chain, ChainStore, PlaneClient};

/// The chain store's file name inside the data dir.
pub const CHAIN_DB: &str = "chain.redb";

/// What every command needs to know about its environment.
#[derive(Debug, Clone)]
pub struct Context {
    /// The data dir (`--home`, `$KEEL_HOME`, or the platform data dir).
    pub home: PathBuf,
    /// The shared enforcement plane holding the chain (`--plane`, config `plane`); `None`: the
    /// chain is the local database. The identity and the session store stay local either way.
    pub plane: Option<PlaneClient>,
    /// Output tokens a conversation may spend before the regulator stops it (`--cost-cap`,
    /// config `[regulator] cost_cap`).
    pub cost_cap: u64,
}

impl Context {
    /// A context on the local chain in `home`, with the default budget.
    pub fn local(home: PathBuf) -> Context {
        Context { home, plane: None, cost_cap: DEFAULT_COST_CAP }
    }
}

/// A conversation's output-token budget unless configured.
pub const DEFAULT_COST_CAP: u64 = 10_000;

/// The streams a command uses.
#[allow(missing_debug_implementations)]
pub struct Io<'a> {
    /// Standard input (read when a file argument is `-`).
    pub input: &'a mut dyn Read,
    /// Standard output.
    pub out: &'a mut dyn Write,
    /// Standard error.
    pub err: &'a mut dyn Write,
}

/// Exit status of a command, before it becomes an [`ExitCode`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// 0: ok.
    Ok,
    /// 1: the thing checked is bad.
    Bad,
    /// 2: could not run.
    Failed,
}

impl Status {
    /// The numeric exit code.
    pub fn code(self) -> u8 {
        match self {
            Status::Ok => 0,
            Status::Bad => 1,
            Status::Failed => 2,
        }
    }
}

impl From<Status> for ExitCode {
    fn from(s: Status) -> ExitCode {
        ExitCode::from(s.code())
    }
}

/// Runs `f` with the process's real streams.
pub(crate) fn with_std_io(
    f: impl FnOnce(&mut Io<'_>) -> color_eyre::Result<Status>,
) -> color_eyre::Result<ExitCode> {
    let mut stdin = std::io::stdin().lock();
    let mut stdout = std::io::stdout().lock();
    let mut stderr = std::io::stderr().lock();
    let mut io = Io { input: &mut stdin, out: &mut stdout, err: &mut stderr };
    let status = f(&mut io)?;
    io.out.flush()?;
    Ok(status.into())
}

/// Writes a one-line error and returns [`Status::Failed`].
pub(crate) fn failed(
    io: &mut Io<'_>,
    message: impl std::fmt::Display,
) -> color_eyre::Result<Status> {
    writeln!(io.err, "keel: {message}")?;
    Ok(Status::Failed)
}

/// Reads a file argument; `-` reads standard input.
pub(crate) fn read_input(io: &mut Io<'_>, path: &Path) -> std::io::Result<String> {
    if path.as_os_str() == "-" {
        let mut s = String::new();
        io.input.read_to_string(&mut s)?;
        Ok(s)
    } else {
        std::fs::read_to_string(path)
    }
}

/// `text` as it may reach a terminal: control characters (the escape sequences a model server
/// may send: colours, window titles, OSC 52 clipboard writes, screen clears) and bidi overrides
/// become visible stand-ins, exactly as the workbench shows them. `--json` keeps the raw text.
pub(crate) fn terminal_text(text: &str) -> String {
    keel_widgets::DisplayText::new(text).to_plain()
}

/// Opens the chain store in the data dir (creating the dir, private: 0700).
pub(crate) fn open_store(ctx: &Context) -> Result<ChainStore, String> {
    keel_store::home::create_private_dir(&ctx.home)
        .map_err(|e| format!("cannot create {}: {e}", ctx.home.display()))?;
    let path = ctx.home.join(CHAIN_DB);
    ChainStore::open(&path).map_err(|e| format!("{}: {e}", path.display()))
}

/// Opens the chain: the local store, on the plane when one is configured (the local store then
/// keeps only the identity).
pub(crate) fn open_chain(ctx: &Context) -> Result<Chain, String> {
    let local = open_store(ctx)?;
    Ok(match &ctx.plane {
        None => local.into(),
        Some(plane) => Chain::remote(local, plane.clone()),
    })
}

/// The current time as RFC 3339 UTC with second precision (`2026-03-01T12:00:00Z`).
pub fn utc_now() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    format_utc(secs)
}

/// Formats Unix seconds as RFC 3339 UTC (proleptic Gregorian, days-from-civil inverse).
pub fn format_utc(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

#[cfg(test)]
mod tests {
    use super::format_utc;

    #[test]
    fn formats_known_instants() {
        assert_eq!(format_utc(0), "1970-01-01T00:00:00Z");
        assert_eq!(format_utc(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(format_utc(1_772_366_400), "2026-03-01T12:00:00Z");
    }
}
