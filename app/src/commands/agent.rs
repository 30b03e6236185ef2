//! `keel agent mint` / `show` / `protect` / `export` / `import` / `rotate`: the local Ed25519
//! identity (docs/chain.md). The key file's passphrase, when there is one, comes from
//! `$KEEL_PASSPHRASE` (read by the store); an identity export is always sealed with it.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use keel_evidence::chain::{Identity, KeyRotation};
use keel_governance::turn::key_rotation;
use keel_store::{ChainStore, StoreError};
use serde_json::json;

use super::{Context, Io, Status, failed, open_store, read_input, utc_now, with_std_io};

/// `keel agent …`.
#[derive(Debug, Clone, clap::Args)]
pub struct AgentArgs {
    /// The subcommand.
    #[command(subcommand)]
    pub command: AgentCommand,
    /// Print JSON.
    #[arg(long, global = true)]
    pub json: bool,
}

/// The `agent` subcommands.
#[derive(Debug, Clone, clap::Subcommand)]
pub enum AgentCommand {
    /// Create the local identity (refused when one exists).
    Mint,
    /// Show the local identity.
    Show,
    /// Seal the identity's key file with the passphrase in $KEEL_PASSPHRASE (same identity).
    Protect,
    /// Write the identity, sealed with $KEEL_PASSPHRASE (always), to move or back it up.
    Export {
        /// Output file, created 0600 and never overwritten (default, or `-`: stdout).
        out: Option<PathBuf>,
    },
    /// Restore an identity export into this home, which must have no identity.
    Import {
        /// The export (`-` for stdin), opened with $KEEL_PASSPHRASE.
        file: PathBuf,
    },
    /// Sign with a new key from now on, recorded on the chain by the retiring key (same agent id).
    Rotate,
}

/// Runs `keel agent`.
pub fn run(args: &AgentArgs, ctx: &Context) -> color_eyre::Result<ExitCode> {
    with_std_io(|io| execute(args, ctx, io))
}

/// Runs `keel agent` on the given streams.
pub fn execute(args: &AgentArgs, ctx: &Context, io: &mut Io<'_>) -> color_eyre::Result<Status> {
    let identity = match &args.command {
        // Rotation opens the chain itself (local or on a plane) with the session store.
        AgentCommand::Rotate => return rotate(ctx, io, args.json),
        AgentCommand::Mint => on_store(ctx, |s| s.mint(&utc_now())),
        AgentCommand::Show => on_store(ctx, ChainStore::identity)
            .and_then(|id| id.ok_or_else(|| "no identity: run `keel agent mint`".to_owned())),
        AgentCommand::Protect => on_store(ctx, ChainStore::protect),
        AgentCommand::Export { out } => {
            return match on_store(ctx, ChainStore::export_identity) {
                Ok(text) => write_export(io, out.as_deref(), &text, args.json),
                Err(e) => failed(io, e),
            };
        }
        AgentCommand::Import { file } => match read_input(io, file) {
            Ok(text) => on_store(ctx, |s| s.import_identity(file, &text)),
            Err(e) => Err(format!("{}: {e}", file.display())),
        },
    };
    match identity {
        Ok(id) => {
            write_identity(io, &id, args.json)?;
            Ok(Status::Ok)
        }
        Err(e) => failed(io, e),
    }
}

/// Opens the local store and runs `f` on it; either failure as its message.
fn on_store<T>(
    ctx: &Context,
    f: impl FnOnce(&ChainStore) -> Result<T, StoreError>,
) -> Result<T, String> {
    f(&open_store(ctx)?).map_err(|e| e.to_string())
}

/// Writes the export to stdout, or to a new 0600 file (never over an existing one: it may be
/// the only copy of another identity).
fn write_export(
    io: &mut Io<'_>,
    out: Option<&Path>,
    text: &str,
    as_json: bool,
) -> color_eyre::Result<Status> {
    let Some(path) = out.filter(|p| p.as_os_str() != "-") else {
        io.out.write_all(text.as_bytes())?;
        return Ok(Status::Ok);
    };
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let written = options.open(path).and_then(|mut f| {
        f.write_all(text.as_bytes())?;
        f.sync_all()
    });
    if let Err(e) = written {
        return failed(io, format_args!("{}: {e}", path.display()));
    }
    if as_json {
        writeln!(io.out, "{}", json!({"out": path.display().to_string(), "sealed": true}))?;
    } else {
        writeln!(io.out, "identity written to {} (sealed with KEEL_PASSPHRASE)", path.display())?;
    }
    Ok(Status::Ok)
}

/// `keel agent rotate`: the next key is saved beside the one in force, the rotation entry is
/// appended signed by the key in force (local chain or plane), then the key file keeps only the
/// next key. A rotation interrupted after the append is recognised on the chain and finished.
fn rotate(ctx: &Context, io: &mut Io<'_>, as_json: bool) -> color_eyre::Result<Status> {
    let governed = match crate::governed::open_stores(ctx) {
        Ok(g) => g,
        Err(e) => return failed(io, format!("{e:#}")),
    };
    let chain = &governed.chain;
    let (old, next) = match chain.begin_rotation() {
        Ok(pair) => pair,
        Err(e) => return failed(io, e),
    };
    let agent = old.agent_id();
    let recorded = match chain.head(&agent).and_then(|tip| chain.get(&agent, tip.seq)) {
        Ok(last) => last.filter(|e| {
            KeyRotation::of(e).ok().flatten().is_some_and(|r| r.next == next.public_key())
        }),
        Err(e) => return failed(io, e),
    };
    let entry = match recorded {
        Some(entry) => entry,
        None => match key_rotation::commit_rotation(&*governed, &old, &next, &utc_now()) {
            Ok(c) => c.entry,
            Err(e) => {
                return failed(
                    io,
                    format_args!(
                        "the key rotation could not be recorded: {e}; the key in force is \
                         unchanged (run `keel agent rotate` again)"
                    ),
                );
            }
        },
    };
    if let Err(e) = chain.finish_rotation(&next) {
        return failed(io, e);
    }
    if as_json {
        let v = json!({
            "agent_id": agent,
            "seq": entry.seq,
            "entry_hash": entry.entry_hash,
            "previous_public_key": old.public_key_hex(),
            "public_key": next.public_key_hex(),
        });
        writeln!(io.out, "{v}")?;
    } else {
        writeln!(
            io.out,
            "key rotated for {agent}: KEY_ROTATION at seq {} {}",
            entry.seq, entry.entry_hash
        )?;
        writeln!(io.out, "retired         {}", old.public_key_hex())?;
        writeln!(io.out, "public_key      {}", next.public_key_hex())?;
    }
    Ok(Status::Ok)
}

fn write_identity(io: &mut Io<'_>, id: &Identity, as_json: bool) -> std::io::Result<()> {
    let root = hex::encode(id.root_public_key());
    if as_json {
        let v = json!({
            "agent_id": id.agent_id(),
            "sovereign_hash": id.sovereign_hash(),
            "public_key": id.public_key_hex(),
            "root_public_key": root,
            "minted_utc": id.minted_utc(),
        });
        writeln!(io.out, "{v}")
    } else {
        writeln!(io.out, "agent_id        {}", id.agent_id())?;
        writeln!(io.out, "sovereign_hash  {}", id.sovereign_hash())?;
        writeln!(io.out, "public_key      {}", id.public_key_hex())?;
        if id.is_rotated() {
            writeln!(io.out, "root_public_key {root}")?;
        }
        writeln!(io.out, "minted_utc      {}", id.minted_utc())
    }
}
