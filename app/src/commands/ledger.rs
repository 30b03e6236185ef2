//! `keel ledger list|show|verify|export|import|checkpoint|prove` (spec/ledger.md, spec/cli.md).
//!
//! The chain defaults to the local identity's; `--agent` picks another stored chain. `verify`
//! exits 0 when the chain is ok, 1 when it is broken (or empty, or does not extend the given
//! checkpoint), 2 when the input is unreadable.
//!
//! With `--plane` the chain is the plane's: list, show, export, checkpoint and prove read it
//! through the plane's endpoints; `verify` downloads the export and verifies it here (header,
//! every entry, trailer), then asks the plane for its own report and shows both — a chain is ok
//! only when both say so. `import` is local only (the plane appends one gated entry at a time).
//!
//! `verify` and `import` fail closed on unsigned entries: an `SDI-` id is minted from a key, so
//! only signatures by that key show who wrote a chain. `--allow-unsigned` checks the hashes of
//! an unsigned (public SDI) chain, and the report then says "hashes intact, authorship not
//! verified".

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use keel_evidence::chain::export;
use keel_evidence::chain::verifier::verify_entries_with;
use keel_evidence::chain::{
    Authorship, ChainEntry, Checkpoint, InclusionProof, VerificationReport,
};
use keel_store::plane_client::PlaneReport;
use keel_store::{Chain, PlaneClient, StoreError};
use serde_json::{Value, json};

use super::{Context, Io, Status, failed, open_chain, read_input, utc_now, with_std_io};

/// `keel ledger …`.
#[derive(Debug, Clone, clap::Args)]
pub struct LedgerArgs {
    /// The subcommand.
    #[command(subcommand)]
    pub command: LedgerCommand,
    /// The chain's agent id (default: the local identity's).
    #[arg(long, global = true)]
    pub agent: Option<String>,
    /// Print JSON.
    #[arg(long, global = true)]
    pub json: bool,
}

/// The `ledger` subcommands.
#[derive(Debug, Clone, clap::Subcommand)]
pub enum LedgerCommand {
    /// seq, utc, type, entry_hash, parent_hash per entry.
    List,
    /// One entry with its DER.
    Show {
        /// The entry's seq.
        seq: u64,
    },
    /// Verify the stored chain or an export.
    Verify {
        /// Verify this export (`-` for stdin) instead of the store.
        #[arg(long)]
        file: Option<PathBuf>,
        /// Also prove the chain extends this saved checkpoint.
        #[arg(long)]
        checkpoint: Option<PathBuf>,
        /// Accept a chain whose entries carry no signatures, checking its hashes only
        /// (authorship is then not verified).
        #[arg(long)]
        allow_unsigned: bool,
    },
    /// Write the chain as JSON Lines (header, entries, trailer).
    Export {
        /// Leave out DER bodies.
        #[arg(long)]
        no_der: bool,
        /// Output file (default, or `-`: stdout).
        out: Option<PathBuf>,
    },
    /// Verify an export, then store the entries the store does not have.
    Import {
        /// The export (`-` for stdin).
        file: PathBuf,
        /// Accept a chain whose entries carry no signatures (its authorship is not verified).
        #[arg(long)]
        allow_unsigned: bool,
    },
    /// Write a signed Merkle checkpoint of the local identity's chain.
    Checkpoint {
        /// Output file (default stdout).
        #[arg(long)]
        out: Option<PathBuf>,
    },
    /// Inclusion proof of one entry (in the checkpoint's tree when given).
    Prove {
        /// The entry's seq.
        seq: u64,
        /// Prove against this checkpoint (verified too).
        #[arg(long)]
        checkpoint: Option<PathBuf>,
    },
}

/// Runs `keel ledger`.
pub fn run(args: &LedgerArgs, ctx: &Context) -> color_eyre::Result<ExitCode> {
    with_std_io(|io| execute(args, ctx, io))
}

/// Runs `keel ledger` on the given streams.
pub fn execute(args: &LedgerArgs, ctx: &Context, io: &mut Io<'_>) -> color_eyre::Result<Status> {
    match &args.command {
        LedgerCommand::Verify { file: Some(file), checkpoint, allow_unsigned } => {
            verify_file(args, io, file, checkpoint.as_deref(), authorship(*allow_unsigned))
        }
        LedgerCommand::Import { file, allow_unsigned } => match open_chain(ctx) {
            Ok(store) => import(args, io, &store, file, authorship(*allow_unsigned)),
            Err(e) => failed(io, e),
        },
        LedgerCommand::List => match load(ctx, args) {
            Ok((_, _, entries)) => list(args, io, &entries),
            Err(e) => failed(io, e),
        },
        LedgerCommand::Show { seq } => match show(ctx, args, *seq) {
            Ok(Ok(e)) => {
                writeln!(io.out, "{}", serde_json::to_string_pretty(&e.to_json(true))?)?;
                Ok(Status::Ok)
            }
            Ok(Err(missing)) | Err(missing) => failed(io, missing),
        },
        LedgerCommand::Verify { file: None, checkpoint, allow_unsigned } => {
            let checkpoint = checkpoint.as_deref();
            let authorship = authorship(*allow_unsigned);
            if let Some(plane) = &ctx.plane {
                return match open_chain(ctx).and_then(|c| resolve_agent(&c, args.agent.as_deref()))
                {
                    Ok(agent) => verify_plane(args, plane, io, &agent, checkpoint, authorship),
                    Err(e) => failed(io, e),
                };
            }
            let (_, agent, entries) = match load(ctx, args) {
                Ok(c) => c,
                Err(e) => return failed(io, e),
            };
            let mut report = verify_entries_with(Some(agent), &entries, authorship);
            if let Some(path) = checkpoint
                && let Err(status) = check_checkpoint(io, &mut report, &entries, path)?
            {
                return Ok(status);
            }
            write_report(args, io, &report, None)
        }
        LedgerCommand::Export { no_der, out } => {
            // One read: on a plane, the export is downloaded once and written as sent.
            let text = match open_chain(ctx).and_then(|chain| {
                let agent = resolve_agent(&chain, args.agent.as_deref())?;
                chain.export(&agent, !no_der).map_err(|e| e.to_string())
            }) {
                Ok(t) => t,
                Err(e) => return failed(io, e),
            };
            write_output(io, out.as_deref(), &text)
        }
        LedgerCommand::Checkpoint { out } => {
            let (store, agent, entries) = match load(ctx, args) {
                Ok(c) => c,
                Err(e) => return failed(io, e),
            };
            let identity = match store.identity() {
                Ok(Some(id)) if id.agent_id() == agent => id,
                Ok(_) => {
                    return failed(
                        io,
                        format_args!(
                            "no local identity for {agent}: only its owner can sign a checkpoint"
                        ),
                    );
                }
                Err(e) => return failed(io, e),
            };
            if entries.is_empty() {
                return failed(io, "empty chain: nothing to checkpoint");
            }
            let cp = Checkpoint::create(&identity, &entries, &utc_now());
            let text = format!("{}\n", serde_json::to_string_pretty(&cp.to_json())?);
            write_output(io, out.as_deref(), &text)
        }
        LedgerCommand::Prove { seq, checkpoint } => match load(ctx, args) {
            Ok((_, agent, entries)) => prove(io, &agent, &entries, *seq, checkpoint.as_deref()),
            Err(e) => failed(io, e),
        },
    }
}

/// `--allow-unsigned` as the verifier's demand on authorship.
fn authorship(allow_unsigned: bool) -> Authorship {
    if allow_unsigned { Authorship::AllowUnsigned } else { Authorship::Required }
}

/// Opens the chain and reads the chosen agent's entries.
fn load(ctx: &Context, args: &LedgerArgs) -> Result<(Chain, String, Vec<ChainEntry>), String> {
    let chain = open_chain(ctx)?;
    let agent = resolve_agent(&chain, args.agent.as_deref())?;
    let entries = chain.entries(&agent).map_err(|e| e.to_string())?;
    Ok((chain, agent, entries))
}

/// One entry (`Ok(Err)`: there is none at `seq`).
fn show(ctx: &Context, args: &LedgerArgs, seq: u64) -> Result<Result<ChainEntry, String>, String> {
    let chain = open_chain(ctx)?;
    let agent = resolve_agent(&chain, args.agent.as_deref())?;
    let entry = chain.get(&agent, seq).map_err(|e| e.to_string())?;
    Ok(entry.ok_or_else(|| {
        let len = chain.head(&agent).map_or_else(|_| "?".to_owned(), |t| t.seq.to_string());
        format!("no entry {seq} in the chain of {agent} ({len} entries)")
    }))
}

fn resolve_agent(store: &Chain, given: Option<&str>) -> Result<String, String> {
    if let Some(a) = given {
        return Ok(a.to_owned());
    }
    if let Some(id) = store.identity().map_err(|e| e.to_string())? {
        return Ok(id.agent_id());
    }
    let agents = store.agents().map_err(|e| e.to_string())?;
    match agents.as_slice() {
        [one] => Ok(one.clone()),
        [] if store.plane().is_some() => {
            Err("no local identity: pass --agent (a plane does not list its chains)".to_owned())
        }
        [] => Err("no identity and no chain: run `keel agent mint` or pass --agent".to_owned()),
        _ => Err(format!("several chains ({}); pass --agent", agents.join(", "))),
    }
}

fn list(args: &LedgerArgs, io: &mut Io<'_>, entries: &[ChainEntry]) -> color_eyre::Result<Status> {
    if args.json {
        let rows: Vec<Value> = entries.iter().map(list_row).collect();
        writeln!(io.out, "{}", Value::from(rows))?;
    } else {
        for e in entries {
            writeln!(
                io.out,
                "{:>6}  {}  {:<11}  {}  {}",
                e.seq, e.utc, e.entry_type, e.entry_hash, e.parent_hash
            )?;
        }
    }
    Ok(Status::Ok)
}

/// One row of `keel ledger list --json` (and of `GET /ledger/list/{agent}`).
pub fn list_row(e: &ChainEntry) -> Value {
    json!({"seq": e.seq, "utc": e.utc, "type": e.entry_type, "entry_hash": e.entry_hash, "parent_hash": e.parent_hash})
}

fn write_report(
    args: &LedgerArgs,
    io: &mut Io<'_>,
    r: &VerificationReport,
    plane: Option<&PlaneReport>,
) -> color_eyre::Result<Status> {
    if args.json {
        let mut v = r.to_json();
        if let (Some(p), Some(map)) = (plane, v.as_object_mut()) {
            map.insert("plane".to_owned(), p.json.clone());
        }
        writeln!(io.out, "{v}")?;
    } else {
        if r.chain_ok {
            // An ok report without the signature check (an unsigned chain allowed) vouches for
            // the hashes and links only, and says so first.
            let verdict = if r.not_checked.contains(&"signature") {
                "hashes intact, authorship not verified"
            } else {
                "chain ok"
            };
            writeln!(
                io.out,
                "{verdict}: {} entries, tip seq {} {}",
                r.entries,
                r.tip_seq.unwrap_or(0),
                r.tip_hash.as_deref().unwrap_or("")
            )?;
        } else {
            let at = r.first_bad_seq.map_or_else(String::new, |s| format!(" at seq {s}"));
            writeln!(io.out, "chain BROKEN{at}: {}", r.error.as_deref().unwrap_or(""))?;
        }
        writeln!(io.out, "checked: {}", r.checked.join(", "))?;
        writeln!(io.out, "not checked: {}", r.not_checked.join(", "))?;
        if let Some(p) = plane {
            let verdict = if p.chain_ok { "ok" } else { "BROKEN" };
            let error = p.json["error"].as_str().map_or_else(String::new, |e| format!(": {e}"));
            writeln!(
                io.out,
                "the plane's own report: chain {verdict}, {} entries{error}",
                p.entries
            )?;
        }
    }
    Ok(if r.chain_ok { Status::Ok } else { Status::Bad })
}

fn verify_file(
    args: &LedgerArgs,
    io: &mut Io<'_>,
    file: &Path,
    checkpoint: Option<&Path>,
    authorship: Authorship,
) -> color_eyre::Result<Status> {
    let text = match read_input(io, file) {
        Ok(t) => t,
        Err(e) => return failed(io, format_args!("{}: {e}", file.display())),
    };
    let parsed = match export::parse(&text) {
        Ok(p) => p,
        Err(e) => return failed(io, format_args!("{}: {e}", file.display())),
    };
    verify_parsed(args, io, &parsed, checkpoint, None, authorship)
}

/// Verifies a parsed export (and the checkpoint), then writes the report with the plane's.
fn verify_parsed(
    args: &LedgerArgs,
    io: &mut Io<'_>,
    parsed: &export::ExportFile,
    checkpoint: Option<&Path>,
    plane: Option<&PlaneReport>,
    authorship: Authorship,
) -> color_eyre::Result<Status> {
    let mut report = parsed.verify_with(authorship);
    if let Some(path) = checkpoint {
        let entries: Vec<ChainEntry> =
            parsed.entries.iter().filter_map(|e| e.as_ref().ok().cloned()).collect();
        if let Err(status) = check_checkpoint(io, &mut report, &entries, path)? {
            return Ok(status);
        }
    }
    if let Some(p) = plane
        && report.chain_ok
        && !p.chain_ok
    {
        report.chain_ok = false;
        report.error = Some(format!(
            "the download verifies, but the plane's own verification fails: {}",
            p.json["error"].as_str().unwrap_or("(no error given)")
        ));
    }
    write_report(args, io, &report, plane)
}

/// `verify` on a plane: the export is downloaded and verified here; the plane's own report is
/// shown beside it, and the chain is ok only when both agree it is.
fn verify_plane(
    args: &LedgerArgs,
    plane: &PlaneClient,
    io: &mut Io<'_>,
    agent: &str,
    checkpoint: Option<&Path>,
    authorship: Authorship,
) -> color_eyre::Result<Status> {
    let parsed = match plane.export(agent, true) {
        Ok(p) => p,
        Err(e) => return failed(io, e),
    };
    let theirs = match plane.verify(agent, false) {
        Ok(r) => r,
        Err(e) => return failed(io, e),
    };
    verify_parsed(args, io, &parsed, checkpoint, Some(&theirs), authorship)
}

/// Adds the checkpoint check to a report. `Err(status)` when the checkpoint file is unreadable.
fn check_checkpoint(
    io: &mut Io<'_>,
    report: &mut VerificationReport,
    entries: &[ChainEntry],
    path: &Path,
) -> color_eyre::Result<Result<(), Status>> {
    let cp = match read_json(io, path).map(|v| Checkpoint::from_json(&v).map_err(|e| e.to_string()))
    {
        Ok(Ok(cp)) => cp,
        Ok(Err(e)) | Err(e) => {
            return Ok(Err(failed(io, format_args!("{}: {e}", path.display()))?));
        }
    };
    report.checked.push("checkpoint");
    if report.chain_ok
        && let Err(e) = cp.verify_extended_by(entries)
    {
        report.chain_ok = false;
        report.error = Some(format!("checkpoint: {e}"));
    }
    Ok(Ok(()))
}

fn read_json(io: &mut Io<'_>, path: &Path) -> Result<Value, String> {
    let text = read_input(io, path).map_err(|e| e.to_string())?;
    serde_json::from_str(&text).map_err(|e| format!("not JSON: {e}"))
}

fn import(
    args: &LedgerArgs,
    io: &mut Io<'_>,
    store: &Chain,
    file: &Path,
    authorship: Authorship,
) -> color_eyre::Result<Status> {
    let text = match read_input(io, file) {
        Ok(t) => t,
        Err(e) => return failed(io, format_args!("{}: {e}", file.display())),
    };
    match store.import(&text, authorship) {
        Ok(out) => {
            if args.json {
                writeln!(
                    io.out,
                    "{}",
                    json!({"agent_id": out.agent_id, "added": out.added, "total": out.total, "replaced_unsigned": out.replaced_unsigned})
                )?;
            } else {
                writeln!(
                    io.out,
                    "imported {}: {} entries, {} new",
                    out.agent_id, out.total, out.added
                )?;
                if out.replaced_unsigned > 0 {
                    writeln!(
                        io.out,
                        "replaced {} stored unsigned entries: the signed chain proves its author",
                        out.replaced_unsigned
                    )?;
                }
            }
            Ok(Status::Ok)
        }
        Err(e @ (StoreError::ImportRejected { .. } | StoreError::ImportConflict { .. })) => {
            writeln!(io.err, "keel: {e}")?;
            Ok(Status::Bad)
        }
        Err(e) => failed(io, e),
    }
}

fn prove(
    io: &mut Io<'_>,
    agent: &str,
    entries: &[ChainEntry],
    seq: u64,
    checkpoint: Option<&Path>,
) -> color_eyre::Result<Status> {
    let cp = match checkpoint.map(|p| {
        read_json(io, p).and_then(|v| Checkpoint::from_json(&v).map_err(|e| e.to_string()))
    }) {
        None => None,
        Some(Ok(cp)) => Some(cp),
        Some(Err(e)) => return failed(io, e),
    };
    let size = cp.as_ref().map_or(entries.len(), |c| usize::try_from(c.size).unwrap_or(usize::MAX));
    if size > entries.len() {
        return failed(
            io,
            format_args!("checkpoint size {size} exceeds the chain ({} entries)", entries.len()),
        );
    }
    let Some(proof) = InclusionProof::create(agent, &entries[..size], seq) else {
        return failed(io, format_args!("seq {seq} is not in a tree of size {size}"));
    };
    let verified = match &cp {
        Some(cp) => proof.verify(cp, entries).map_err(|e| e.to_string()),
        None => proof.verify_path().map_err(|e| e.to_string()),
    };
    let out = json!({"proof": proof.to_json(), "verified": verified.is_ok(), "error": verified.as_ref().err()});
    writeln!(io.out, "{}", serde_json::to_string_pretty(&out)?)?;
    Ok(if verified.is_ok() { Status::Ok } else { Status::Bad })
}

fn write_output(io: &mut Io<'_>, path: Option<&Path>, text: &str) -> color_eyre::Result<Status> {
    match path {
        None => io.out.write_all(text.as_bytes())?,
        Some(p) if p.as_os_str() == "-" => io.out.write_all(text.as_bytes())?,
        Some(p) => {
            if let Err(e) = std::fs::write(p, text) {
                return failed(io, format_args!("{}: {e}", p.display()));
            }
        }
    }
    Ok(Status::Ok)
}
