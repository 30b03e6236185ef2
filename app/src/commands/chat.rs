//! `keel chat` (and `keel` until the workbench lands): line-oriented governed chat on
//! stdin/stdout. Every message is a governed turn (Intellect → Will → retry → DER → compile →
//! RAI → commit); audits run in the background and are reported when they finish.
//!
//! On a terminal the draft streams dimmed while it is pending, a blocked draft is marked as
//! withdrawn, and a status line follows once the entry exists (or the turn was refused or
//! held). In scripts (stdin not a terminal) only the committed answer, refusal or hold notice is
//! printed, one per turn, so blocked text never reaches a pipe; with `--json` one turn record per
//! line (and one line per finished audit). Ctrl-C stops the generation in flight; Ctrl-C at the
//! prompt, `/quit` or end of input leave (after waiting for pending audits). `/new` starts a new
//! conversation; `/correct TEXT` tells the regulator the last answer was wrong (three
//! corrections on one topic become a pre-flight note in the Intellect's prompt).

use std::io::{BufRead, IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, mpsc};

use clap::Args;
use color_eyre::eyre::{Result, WrapErr};
use keel_governance::profile::Profile;
use keel_governance::turn::{TurnEvent, TurnOutcome};
use keel_model::CancelToken;

use super::Context;
use super::turn::{audit_json, audit_line, turn_json, turn_line};
use crate::governed::{AuditOutcome, GovernedSession};
use crate::models::ModelChoice;

#[derive(Debug, Args, Default)]
pub struct ChatArgs {
    /// One JSON record per turn on stdout instead of text.
    #[arg(long)]
    pub json: bool,
    /// Most tokens per draft (default: the profile's).
    #[arg(long)]
    pub max_tokens: Option<usize>,
    /// 0 = greedy (replayable); otherwise seeded sampling (default: the profile's).
    #[arg(long)]
    pub temperature: Option<f32>,
    /// Seed for sampling (default: the profile's).
    #[arg(long)]
    pub seed: Option<u64>,
}

const DIM: &str = "\x1b[2m";
const RESET: &str = "\x1b[0m";

pub fn run(
    args: &ChatArgs,
    ctx: &Context,
    models: &ModelChoice,
    mut profile: Profile,
) -> Result<std::process::ExitCode> {
    if let Some(n) = args.max_tokens {
        profile.intellect.max_new_tokens = n.max(1);
    }
    if let Some(t) = args.temperature {
        profile.intellect.temperature = t.max(0.0);
    }
    if let Some(s) = args.seed {
        profile.intellect.seed = s;
    }
    let mut err = std::io::stderr();
    let interactive = std::io::stdin().is_terminal();
    let stream = interactive && !args.json && std::io::stdout().is_terminal();
    if interactive {
        write!(err, "loading {} with profile {} … ", models.intellect.describe(), profile.name)?;
        err.flush()?;
    }
    let started = std::time::Instant::now();
    let mut session = GovernedSession::open(ctx, models, profile)?;
    if interactive {
        writeln!(
            err,
            "ready in {:.1} s. Agent {}. /new starts over, /correct TEXT corrects, /quit leaves.",
            started.elapsed().as_secs_f64(),
            session.identity.agent_id()
        )?;
    }

    let in_flight: Arc<Mutex<Option<CancelToken>>> = Arc::default();
    // Ctrl-C at the prompt is read like a line, so the chat leaves the way end of input does:
    // the pending audits drain and the session (its audit thread with it) closes before `main`
    // returns. Exiting from the handler instead would run libonnxruntime's static destructors
    // while the audit thread may still be inside ONNX Runtime (SIGSEGV, 1 in 20 right after
    // "ready"). A second Ctrl-C while that drains leaves at once.
    let (input_tx, input) = mpsc::channel();
    let handler_slot = Arc::clone(&in_flight);
    let handler_tx = input_tx.clone();
    let interrupted = AtomicBool::new(false);
    ctrlc::set_handler(move || {
        let slot = handler_slot.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        match slot.as_ref() {
            Some(token) => token.cancel(),
            None if !interrupted.swap(true, Ordering::SeqCst) => {
                let _ = handler_tx.send(Input::Interrupt);
            }
            None => std::process::exit(130),
        }
    })
    .wrap_err("cannot install the Ctrl-C handler")?;
    // The reader blocks in `read`, which nothing can interrupt; it is never inside ONNX Runtime,
    // so the process may exit under it.
    std::thread::spawn(move || {
        for line in std::io::stdin().lock().lines() {
            if input_tx.send(Input::Line(line)).is_err() {
                return;
            }
        }
        let _ = input_tx.send(Input::End);
    });

    let mut out = std::io::stdout();
    let mut code = std::process::ExitCode::SUCCESS;
    let report = |outcome: &AuditOutcome,
                  session: &mut GovernedSession,
                  out: &mut std::io::Stdout,
                  err: &mut std::io::Stderr|
     -> std::io::Result<()> {
        if let AuditOutcome::Done(a) = outcome {
            session.quality(a.spirit.s);
        }
        if args.json {
            writeln!(out, "{}", audit_json(outcome))?;
            out.flush()
        } else if interactive {
            writeln!(err, "{DIM}{}{RESET}", audit_line(outcome))
        } else {
            Ok(())
        }
    };
    loop {
        for outcome in session.worker.poll() {
            report(&outcome, &mut session, &mut out, &mut err)?;
        }
        if interactive {
            write!(err, "\nyou › ")?;
            err.flush()?;
        }
        let line = match input.recv() {
            Ok(Input::Line(line)) => line.wrap_err("cannot read stdin")?,
            Ok(Input::End) | Err(_) => break,
            Ok(Input::Interrupt) => {
                if interactive {
                    writeln!(err)?;
                }
                code = std::process::ExitCode::from(130);
                break;
            }
        };
        let message = line.trim();
        match message {
            "" => continue,
            "/quit" | "/exit" => break,
            _ if message.starts_with("/correct ") => {
                session.correct(message.trim_start_matches("/correct ").trim());
                if interactive {
                    writeln!(err, "(correction noted)")?;
                }
                continue;
            }
            "/new" => {
                session.history.clear();
                if interactive {
                    writeln!(err, "(new conversation)")?;
                }
                continue;
            }
            _ => {}
        }
        let cancel = CancelToken::new();
        *in_flight.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(cancel.clone());
        if stream {
            write!(out, "keel › {DIM}")?;
            out.flush()?;
        }
        let result = session.turn(message, &cancel, &mut |event| {
            if !stream {
                return;
            }
            // A closed stdout ends the chat at the next turn; the turn is still recorded.
            let _ = match event {
                TurnEvent::Draft { text, .. } => {
                    out.write_all(super::terminal_text(text).as_bytes())
                }
                TurnEvent::Blocked { rule_id, attempt } => {
                    let next = if attempt == 1 { "retrying" } else { "refusing" };
                    write!(out, "{RESET}\n[draft withdrawn: rule {rule_id}; {next}]\n{DIM}")
                }
            }
            .and_then(|()| out.flush());
        });
        *in_flight.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = None;
        let turn = result?;
        if let Some(warning) = turn.journal_warning() {
            writeln!(err, "keel: {warning}")?;
        }
        let record = turn.record;
        if args.json {
            writeln!(out, "{}", turn_json(&record, None))?;
        } else if stream {
            write!(out, "{RESET}")?;
            let streamed_is_final = record.outcome == TurnOutcome::Committed
                && record.will.last().is_some_and(|d| d.repaired.is_none());
            if !streamed_is_final {
                writeln!(out, "\n{}", super::terminal_text(&record.shown))?;
            }
            writeln!(out)?;
            writeln!(err, "{DIM}{}{RESET}", turn_line(&record))?;
        } else {
            writeln!(out, "{}", super::terminal_text(&record.shown))?;
        }
        out.flush()?;
    }
    for outcome in session.worker.drain() {
        report(&outcome, &mut session, &mut out, &mut err)?;
    }
    out.flush()?;
    Ok(code)
}

/// What the prompt loop reads.
enum Input {
    Line(std::io::Result<String>),
    /// End of input.
    End,
    /// Ctrl-C at the prompt.
    Interrupt,
}
