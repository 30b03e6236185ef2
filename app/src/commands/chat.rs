//! `keel chat` (and `keel` until the workbench lands): line-oriented governed chat on
//! stdin/stdout. Every message is a governed turn (Intellect → Will → retry → DER → compile →
//! RAI → commit); audits run in the background and are reported when they finish.
//!
//! No text of a draft reaches the screen before the Will has approved it: while a turn runs, a
//! terminal's stderr shows progress only (tokens, tok/s, elapsed), and the answer, refusal or
//! hold notice is printed once the turn is decided, followed on a terminal by a status line.
//! In scripts (stdin not a terminal) one line per turn; with `--json` one turn record per line
//! (and one line per finished audit). Ctrl-C stops the generation in flight; Ctrl-C at the
//! prompt, `/quit` or end of input leave (after waiting for pending audits). `/new` starts a new
//! conversation with a fresh budget (each conversation is saved where the workbench lists its
//! own, so it can be resumed and audited there); `/good` and `/bad` rate the last answer and `/correct TEXT`
//! says it was wrong (the regulator's quality signals; three corrections on one topic become a
//! pre-flight note in the Intellect's prompt).

use std::io::{BufRead, IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, mpsc};

use clap::Args;
use color_eyre::eyre::{Result, WrapErr, eyre};
use keel_governance::profile::Profile;
use keel_governance::turn::TurnEvent;
use keel_model::{CancelToken, RepetitionControl};

use super::Context;
use super::turn::{audit_json, audit_line, turn_json, turn_line};
use crate::governed::transcript::Transcript;
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
    #[command(flatten)]
    pub repetition: RepetitionArgs,
    /// Output tokens each conversation may spend (`/new` starts a fresh budget); default: the
    /// global `--cost-cap`, else config `[regulator] cost_cap`, else 10000.
    #[arg(long, value_name = "TOKENS")]
    pub cost_cap: Option<u64>,
}

/// Repetition control flags (default: the profile's `[intellect]`).
#[derive(Debug, Args, Default, Clone, Copy)]
pub struct RepetitionArgs {
    /// Penalty on tokens the answer already holds, in [1, 10]; 1 = off.
    #[arg(long, value_name = "X")]
    pub repetition_penalty: Option<f32>,
    /// Never repeat an n-gram of this many tokens in one answer; 0 = off, else 2..=64.
    #[arg(long, value_name = "N")]
    pub no_repeat_ngram: Option<usize>,
    /// End the answer when it starts looping (true/false).
    #[arg(long, value_name = "BOOL")]
    pub stop_on_loop: Option<bool>,
}

impl RepetitionArgs {
    /// `base` with the flags given applied, or the range error.
    pub fn apply(&self, base: RepetitionControl) -> Result<RepetitionControl> {
        let control = RepetitionControl {
            penalty: self.repetition_penalty.unwrap_or(base.penalty),
            no_repeat_ngram: self.no_repeat_ngram.unwrap_or(base.no_repeat_ngram),
            stop_on_loop: self.stop_on_loop.unwrap_or(base.stop_on_loop),
        };
        control.validate().map_err(|e| eyre!(e))?;
        Ok(control)
    }
}

const DIM: &str = "\x1b[2m";
const RESET: &str = "\x1b[0m";
/// Erases the terminal line the cursor is on (progress is redrawn in place).
pub const CLEAR_LINE: &str = "\x1b[2K";

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
    profile.intellect.repetition = args.repetition.apply(profile.intellect.repetition)?;
    let mut err = std::io::stderr();
    let interactive = std::io::stdin().is_terminal();
    let stream = interactive && !args.json && std::io::stdout().is_terminal();
    let progress = interactive && !args.json && std::io::stderr().is_terminal();
    if interactive {
        write!(err, "loading {} with profile {} … ", models.intellect.describe(), profile.name)?;
        err.flush()?;
    }
    let started = std::time::Instant::now();
    let ctx = &Context { cost_cap: args.cost_cap.unwrap_or(ctx.cost_cap), ..ctx.clone() };
    let mut session = GovernedSession::open(ctx, models, profile)?;
    if let Some(said) = session.regulator_set_aside() {
        writeln!(err, "keel: {said}")?;
    }
    let (mut transcript, unsaved) = Transcript::open(&ctx.home, &session.model().name);
    if let Some(e) = unsaved {
        writeln!(
            err,
            "keel: this chat will not be listed on the workbench's Sessions screen: {e}"
        )?;
    }
    if interactive {
        writeln!(
            err,
            "ready in {:.1} s. Agent {}. /new starts over, /good, /bad and /correct TEXT rate \
             the last answer, /quit leaves.",
            started.elapsed().as_secs_f64(),
            session.identity().agent_id()
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
                  out: &mut std::io::Stdout,
                  err: &mut std::io::Stderr|
     -> std::io::Result<()> {
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
            report(&outcome, &mut out, &mut err)?;
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
            "/new" => {
                session.new_conversation();
                transcript.new_conversation();
                if interactive {
                    writeln!(err, "(new conversation)")?;
                }
                continue;
            }
            _ => {}
        }
        if let Some(feedback) = crate::governed::feedback_command(message) {
            let said = match feedback {
                Ok((event, what)) => {
                    session.feedback(&event);
                    what
                }
                Err(usage) => usage,
            };
            if interactive {
                writeln!(err, "({said})")?;
            }
            continue;
        }
        let cancel = CancelToken::new();
        *in_flight.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(cancel.clone());
        let result = session.turn(message, &cancel, &mut |event| {
            if let (true, TurnEvent::Progress { attempt, tokens, elapsed }) = (progress, event) {
                let line = crate::governed::progress_line(attempt, tokens, elapsed);
                // Progress is decoration: a closed stderr must not stop the turn.
                let _ = write!(err, "\r{CLEAR_LINE}{DIM}{line}{RESET}").and_then(|()| err.flush());
            }
        });
        *in_flight.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = None;
        if progress {
            write!(err, "\r{CLEAR_LINE}")?;
        }
        let turn = result?;
        if let Some(warning) = turn.journal_warning() {
            writeln!(err, "keel: {warning}")?;
        }
        let record = turn.record;
        if let Some(e) = transcript.record(&record) {
            writeln!(err, "keel: this conversation could not be saved for the workbench: {e}")?;
        }
        if args.json {
            writeln!(out, "{}", turn_json(&record, None))?;
        } else if stream {
            writeln!(out, "keel › {}\n", super::terminal_text(&record.shown))?;
            writeln!(err, "{DIM}{}{RESET}", turn_line(&record))?;
        } else {
            writeln!(out, "{}", super::terminal_text(&record.shown))?;
        }
        out.flush()?;
    }
    for outcome in session.worker.drain() {
        report(&outcome, &mut out, &mut err)?;
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
