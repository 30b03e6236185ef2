//! `keel agent mint` / `show` / `protect`: the local Ed25519 identity (docs/chain.md). The key
//! file's passphrase, when there is one, comes from `$KEEL_PASSPHRASE` (read by the store).

use std::process::ExitCode;

use keel_evidence::chain::Identity;
use serde_json::json;

use super::{Context, Io, Status, failed, open_store, utc_now, with_std_io};

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
#[derive(Debug, Clone, Copy, clap::Subcommand)]
pub enum AgentCommand {
    /// Create the local identity (refused when one exists).
    Mint,
    /// Show the local identity.
    Show,
    /// Seal the identity's key file with the passphrase in $KEEL_PASSPHRASE (same identity).
    Protect,
}

/// Runs `keel agent`.
pub fn run(args: &AgentArgs, ctx: &Context) -> color_eyre::Result<ExitCode> {
    with_std_io(|io| execute(args, ctx, io))
}

/// Runs `keel agent` on the given streams.
pub fn execute(args: &AgentArgs, ctx: &Context, io: &mut Io<'_>) -> color_eyre::Result<Status> {
    let store = match open_store(ctx) {
        Ok(s) => s,
        Err(e) => return failed(io, e),
    };
    let identity = match args.command {
        AgentCommand::Mint => match store.mint(&utc_now()) {
            Ok(id) => id,
            Err(e) => return failed(io, e),
        },
        AgentCommand::Show => match store.identity() {
            Ok(Some(id)) => id,
            Ok(None) => return failed(io, "no identity: run `keel agent mint`"),
            Err(e) => return failed(io, e),
        },
        AgentCommand::Protect => match store.protect() {
            Ok(id) => id,
            Err(e) => return failed(io, e),
        },
    };
    write_identity(io, &identity, args.json)?;
    Ok(Status::Ok)
}

fn write_identity(io: &mut Io<'_>, id: &Identity, as_json: bool) -> std::io::Result<()> {
    if as_json {
        let v = json!({
            "agent_id": id.agent_id(),
            "sovereign_hash": id.sovereign_hash(),
            "public_key": id.public_key_hex(),
            "minted_utc": id.minted_utc(),
        });
        writeln!(io.out, "{v}")
    } else {
        writeln!(io.out, "agent_id        {}", id.agent_id())?;
        writeln!(io.out, "sovereign_hash  {}", id.sovereign_hash())?;
        writeln!(io.out, "public_key      {}", id.public_key_hex())?;
        writeln!(io.out, "minted_utc      {}", id.minted_utc())
    }
}
