//! `keel turn MESSAGE [--json]`: one governed turn, headless. Prints the turn record (answer or
//! refusal, the Will's decisions, the DER compile result, RAI, entry hash, the regulator's
//! decision), then waits for the background audit and prints it. The exchange is saved as a
//! conversation where the workbench lists its own (Sessions, then Audit once resumed).
//!
//! With `--json`: two JSON lines, the turn (as soon as it is committed) and then the audit.
//! Exit 0 when the answer was committed, 1 when it was refused, held or not committed, 2 when
//! the turn could not run.

use std::io::{IsTerminal, Write};
use std::process::ExitCode;

use clap::Args;
use color_eyre::eyre::Result;
use keel_governance::turn::{TurnEvent, TurnOutcome, TurnRecord};
use keel_model::CancelToken;
use serde_json::{Value, json};

use super::{Context, Status};
use crate::governed::transcript::Transcript;
use crate::governed::{AuditOutcome, GovernedSession};
use crate::models::ModelChoice;

#[derive(Debug, Args)]
pub struct TurnArgs {
    /// The user message.
    pub message: String,
    /// JSON lines: the turn record, then the audit.
    #[arg(long)]
    pub json: bool,
    /// Do not wait for the background audit.
    #[arg(long)]
    pub no_wait: bool,
    /// Output tokens the turn may spend; default: the global `--cost-cap`, else config
    /// `[regulator] cost_cap`, else 10000.
    #[arg(long, value_name = "TOKENS")]
    pub cost_cap: Option<u64>,
}

/// The turn record as the CLI prints it (drafts and DER bodies stay in the session store).
pub fn turn_json(record: &TurnRecord, turn_id: Option<u64>) -> Value {
    let compile = record.compile.as_ref();
    json!({
        "outcome": record.outcome,
        "shown": record.shown,
        "answer": record.answer,
        "reflection": record.reflection,
        "profile": record.profile,
        "agent_id": record.agent_id,
        "will": record.will.iter().map(|d| json!({
            "verdict": d.verdict, "rule_id": d.rule_id, "reason": d.reason, "repaired": d.repaired.is_some(),
        })).collect::<Vec<_>>(),
        "retried": record.will.len() > 1,
        "compile": compile.map(|c| json!({
            "status": c["status"], "errors": c["errors"], "warnings": c["warnings"], "stop": c["stop"],
        })),
        "rai": compile.map(|c| c["rai"].clone()),
        "entry": record.entry,
        "regulator": record.regulator,
        "coaching_note": record.coaching_note,
        "model": record.drafts.first().map(|d| &d.model),
        "sampling": record.drafts.first().map(|d| d.params),
        "tokens": record.drafts.iter().map(|d| d.token_counts().1).collect::<Vec<_>>(),
        "finish": record.drafts.iter().map(|d| d.finish).collect::<Vec<_>>(),
        "timings_ms": record.timings,
        "governance_ms": record.timings.governance().as_secs_f64() * 1e3,
        "error": record.error,
        "turn_id": turn_id,
    })
}

/// An audit outcome as the CLI prints it.
pub fn audit_json(outcome: &AuditOutcome) -> Value {
    match outcome {
        AuditOutcome::Done(a) => json!({"audit": {
            "audits": a.audits, "entry": a.entry, "rai": a.rai, "error": a.error,
            "ledger": a.ledger, "spirit": a.spirit,
            "conscience_ms": a.conscience.as_secs_f64() * 1e3, "commit_ms": a.commit.as_secs_f64() * 1e3,
        }}),
        AuditOutcome::Failed { seq, error } => {
            json!({"audit": {"audits_seq": seq, "error": error}})
        }
        AuditOutcome::Pending { seq, error } => {
            json!({"audit_pending": {"audits_seq": seq, "error": error}})
        }
        AuditOutcome::RefusalCounted { t } => json!({"refusal_counted": {"t": t}}),
    }
}

/// One-line human summary of a turn.
pub fn turn_line(record: &TurnRecord) -> String {
    let will = match record.will.as_slice() {
        [d] if d.approved() => "Will approved".to_owned(),
        [_, d] if d.approved() => "Will approved after one retry".to_owned(),
        _ => "Will refused".to_owned(),
    };
    let compile = record.compile.as_ref().map_or_else(
        || "no DER".to_owned(),
        |c| format!("compile {} · RAI {}", c["status"].as_str().unwrap_or("?"), c["rai"]["score"]),
    );
    let entry = record.entry.as_ref().map_or_else(
        || "no chain entry".to_owned(),
        |e| format!("seq {} {}…", e.seq, &e.entry_hash[..e.entry_hash.len().min(14)]),
    );
    let confidence = record.regulator.confidence.map_or_else(String::new, |c| {
        format!(" (confidence {:.2} {})", c.value, record.regulator.uncertainty)
    });
    let outcome = serde_json::to_value(record.outcome)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default();
    format!(
        "{outcome} · {entry} · {compile} · {will} · regulator {}{confidence} · governance {:.1} ms",
        record.regulator.decision.kind(),
        record.timings.governance().as_secs_f64() * 1e3
    )
}

/// One-line human summary of an audit.
pub fn audit_line(outcome: &AuditOutcome) -> String {
    match outcome {
        AuditOutcome::Done(a) => {
            let note = if a.spirit.note.is_empty() {
                "no coaching note".to_owned()
            } else {
                format!("note: {}", a.spirit.note)
            };
            let entry = a.entry.as_ref().map_or_else(
                || format!("not committed: {}", a.error.clone().unwrap_or_default()),
                |e| format!("AUDIT seq {}", e.seq),
            );
            let scores: Vec<String> =
                a.ledger.iter().map(|v| format!("{} {:+}", v.value, v.score)).collect();
            format!(
                "audit of seq {}: Spirit {:.1}/10 · {} · {note} · {entry}",
                a.audits.seq,
                a.spirit.s10,
                scores.join(", ")
            )
        }
        AuditOutcome::Failed { seq, error } => format!("audit of seq {seq} failed: {error}"),
        AuditOutcome::Pending { seq, error } => format!(
            "audit of seq {seq} waits for storage ({error}); retried before the next audit and \
             at the next start"
        ),
        AuditOutcome::RefusalCounted { t } => {
            format!("refusal counted as turn {t} in Spirit memory")
        }
    }
}

pub fn run(
    args: &TurnArgs,
    ctx: &Context,
    models: &ModelChoice,
    profile: keel_governance::profile::Profile,
) -> Result<ExitCode> {
    let ctx = &Context { cost_cap: args.cost_cap.unwrap_or(ctx.cost_cap), ..ctx.clone() };
    let mut session = GovernedSession::open(ctx, models, profile)?;
    let mut out = std::io::stdout().lock();
    let mut err = std::io::stderr().lock();
    if let Some(said) = session.regulator_set_aside() {
        writeln!(err, "keel: {said}")?;
    }
    if session.minted {
        writeln!(err, "keel: minted a local identity {}", session.identity().agent_id())?;
    }
    if let Some(seq) = session.profile_entry() {
        writeln!(
            err,
            "keel: profile {} put in force (SYSTEM entry seq {seq})",
            session.profile().name
        )?;
    }
    // Progress (never draft text) while the turn runs, when stderr is a terminal.
    let progress = err.is_terminal();
    let result = session.turn(&args.message, &CancelToken::new(), &mut |event| {
        if let (true, TurnEvent::Progress { attempt, tokens, elapsed }) = (progress, event) {
            let line = crate::governed::progress_line(attempt, tokens, elapsed);
            let _ = write!(err, "\r{}{line}", super::chat::CLEAR_LINE).and_then(|()| err.flush());
        }
    });
    if progress {
        write!(err, "\r{}", super::chat::CLEAR_LINE)?;
    }
    let turn = result?;
    if let Some(warning) = turn.journal_warning() {
        writeln!(err, "keel: {warning}")?;
    }
    let record = turn.record;
    let (mut transcript, unsaved) = Transcript::open(&ctx.home, &session.model().name);
    if let Some(e) = unsaved.or_else(|| transcript.record(&record)) {
        writeln!(
            err,
            "keel: this turn will not be listed on the workbench's Sessions screen: {e}"
        )?;
    }
    // Not journaled: the journal's last turn is an earlier one.
    let turn_id = session
        .store
        .sessions
        .turns(&record.agent_id)
        .ok()
        .filter(|_| turn.journal_error.is_none())
        .and_then(|t| t.last().map(|(id, _)| *id));
    if args.json {
        writeln!(out, "{}", turn_json(&record, turn_id))?;
    } else {
        writeln!(out, "{}\n\n{}", super::terminal_text(&record.shown), turn_line(&record))?;
    }
    out.flush()?;
    if !args.no_wait {
        for outcome in session.worker.drain() {
            if args.json {
                writeln!(out, "{}", audit_json(&outcome))?;
            } else {
                writeln!(out, "{}", audit_line(&outcome))?;
            }
        }
    }
    out.flush()?;
    Ok(if record.outcome == TurnOutcome::Committed { Status::Ok } else { Status::Bad }.into())
}
