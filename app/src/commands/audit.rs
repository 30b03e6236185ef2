//! `keel audit`: a human auditor's verdict, recorded as an `AUDIT` entry that references what it
//! judges (on the local chain or on `--plane`).
//!
//! - `keel audit SEQ --verdict approve|reject [--note TEXT]`: a committed turn's entry. When SEQ
//!   is a recorded held or refused turn, this is that turn's review (below).
//! - `keel audit --pending [--json]`: the held and refused turns waiting for a verdict, from
//!   every front end (`keel turn`, `keel chat`, the workbench), their drafts shown inertly.
//! - `keel audit --turn ID --verdict approve|reject [--note TEXT]`: the verdict on held or
//!   refused turn ID (`governed::review`): approve releases the withheld draft, reject keeps it
//!   withheld; either way the turn's STOP DER and the verdict are on the chain.

use clap::{Args, ValueEnum};
use color_eyre::eyre::Result;
use keel_governance::turn::human_audit::{self, Verdict};
use keel_governance::turn::{TurnRecord, store};
use serde_json::json;

use super::{Context, Io, Status, failed, terminal_text, utc_now};
use crate::governed::review;

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum VerdictArg {
    Approve,
    Reject,
}

impl From<VerdictArg> for Verdict {
    fn from(v: VerdictArg) -> Verdict {
        match v {
            VerdictArg::Approve => Verdict::Approve,
            VerdictArg::Reject => Verdict::Reject,
        }
    }
}

#[derive(Debug, Args)]
pub struct AuditArgs {
    /// The seq of the entry to audit.
    #[arg(required_unless_present_any = ["turn", "pending"], conflicts_with_all = ["turn", "pending"])]
    pub seq: Option<u64>,
    /// A held or refused turn, by its id in the session journal (`--pending` lists them).
    #[arg(long, value_name = "ID", conflicts_with = "pending")]
    pub turn: Option<u64>,
    /// List the held and refused turns waiting for a verdict.
    #[arg(long)]
    pub pending: bool,
    /// With --pending: one JSON object per turn.
    #[arg(long, requires = "pending")]
    pub json: bool,
    /// The verdict.
    #[arg(long, value_enum, required_unless_present = "pending")]
    pub verdict: Option<VerdictArg>,
    /// Why.
    #[arg(long, default_value = "")]
    pub note: String,
}

pub fn execute(args: &AuditArgs, ctx: &Context, io: &mut Io<'_>) -> Result<Status> {
    let governed = match crate::governed::open_stores(ctx) {
        Ok(s) => s,
        Err(e) => return failed(io, format!("{e:#}")),
    };
    if args.pending {
        return list_pending(&governed, args.json, io);
    }
    let Some(verdict) = args.verdict.map(Verdict::from) else {
        return failed(io, "--verdict approve|reject is required");
    };
    let turn = match (args.turn, args.seq) {
        (Some(id), _) => Some(id),
        // A recorded held or refused turn's seq: its review.
        (None, Some(seq)) => match review::pending(&governed) {
            Ok(waiting) => waiting
                .into_iter()
                .find_map(|(id, r)| (r.entry.as_ref().map(|e| e.seq) == Some(seq)).then_some(id)),
            Err(review::ReviewError::NoIdentity) => None,
            Err(e) => return failed(io, e.to_string()),
        },
        (None, None) => None,
    };
    if let Some(id) = turn {
        return match review::review(&governed, id, verdict, &args.note, &utc_now()) {
            Ok(record) => {
                let r = record.review.as_ref().map_or((0, 0), |r| (r.audit_seq, r.entry_seq));
                writeln!(
                    io.out,
                    "AUDIT seq {} ({} of {:?} turn {id}, STOP entry seq {})",
                    r.0,
                    verdict.as_str(),
                    record.outcome,
                    r.1
                )?;
                if verdict == Verdict::Approve
                    && let Some(text) = review::released_text(&record)
                {
                    writeln!(io.out, "released to the user:\n{}", terminal_text(text))?;
                }
                Ok(Status::Ok)
            }
            Err(e) => failed(io, e.to_string()),
        };
    }
    let Some(seq) = args.seq else { return failed(io, "give SEQ, --turn ID or --pending") };
    let chain = &governed.chain;
    let Some(identity) = chain.identity()? else {
        return failed(io, "no identity: run `keel agent mint`");
    };
    let Some(audited) = chain.get(&identity.agent_id(), seq)? else {
        return failed(io, format!("no entry at seq {seq}"));
    };
    if audited.entry_type != "EPISODIC" {
        return failed(
            io,
            format!("seq {seq} is a {} entry; only EPISODIC turns are audited", audited.entry_type),
        );
    }
    let utc = utc_now();
    let committed = store::commit(&*governed, &identity, &utc, 0.86, false, &mut |tip| {
        human_audit::human_audit_der(&identity, tip, &utc, &audited, verdict, &args.note)
    });
    match committed {
        Ok(c) => {
            writeln!(
                io.out,
                "AUDIT seq {} {} ({} of seq {seq})",
                c.entry.seq,
                c.entry.entry_hash,
                verdict.as_str(),
            )?;
            Ok(Status::Ok)
        }
        Err(f) => failed(io, format!("the verdict could not be recorded: {}", f.error)),
    }
}

/// The rules that blocked a turn's drafts, and their reasons.
fn rules(record: &TurnRecord) -> (Vec<String>, Vec<String>) {
    let rules = record.will.iter().filter_map(|d| d.rule_id.clone()).collect();
    let reasons = record.will.iter().filter_map(|d| d.reason.clone()).collect();
    (rules, reasons)
}

fn list_pending(
    governed: &keel_store::GovernedStore,
    as_json: bool,
    io: &mut Io<'_>,
) -> Result<Status> {
    let waiting = match review::pending(governed) {
        Ok(w) => w,
        Err(e) => return failed(io, e.to_string()),
    };
    for (id, record) in &waiting {
        let (rules, reasons) = rules(record);
        let draft = review::released_text(record).unwrap_or("");
        if as_json {
            let line = json!({
                "turn": id, "utc": record.utc, "outcome": record.outcome, "profile": record.profile,
                "message": record.message, "draft": draft, "rules": rules, "reasons": reasons,
                "uncertainty": record.regulator.uncertainty,
                "entry": record.entry.as_ref().map(|e| e.seq),
            });
            writeln!(io.out, "{line}")?;
        } else {
            let why = if rules.is_empty() {
                format!("uncertainty {}", record.regulator.uncertainty)
            } else {
                format!("rules {}", rules.join(", "))
            };
            writeln!(
                io.out,
                "turn {id} · {} · {:?} · {why}\n  asked: {}\n  draft: {}",
                record.utc,
                record.outcome,
                terminal_text(&record.message),
                terminal_text(draft)
            )?;
        }
    }
    if !as_json {
        writeln!(io.err, "{} turn(s) waiting for a verdict", waiting.len())?;
    }
    Ok(Status::Ok)
}

pub fn run(args: &AuditArgs, ctx: &Context) -> Result<std::process::ExitCode> {
    super::with_std_io(|io| execute(args, ctx, io))
}
