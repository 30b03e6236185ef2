//! `keel chat` (and `keel` until the workbench lands): a line-oriented chat with the local model
//! on stdin/stdout, streaming the answer as it is generated.
//!
//! Not yet governed: the Will, the DER and the chain arrive with the governed-turn work; this is
//! the plain model loop they will wrap. Ctrl-C stops the answer being generated (the partial
//! answer is kept in the conversation, marked interrupted); Ctrl-C at the prompt, `/quit` or end
//! of input leave. `/new` starts a new conversation.

use std::io::{BufRead, IsTerminal, Write};
use std::sync::{Arc, Mutex};

use clap::Args;
use color_eyre::eyre::{Result, WrapErr};
use keel_engine::model::{
    CancelToken, ChatMessage, FinishReason, GenerationRequest, ModelError, SamplingParams,
    TextGenerator,
};
use serde_json::json;

use crate::models::ModelChoice;

#[derive(Debug, Args)]
pub struct ChatArgs {
    /// One JSON record per turn on stdout instead of the streamed text.
    #[arg(long)]
    pub json: bool,
    /// Most tokens per answer.
    #[arg(long, default_value_t = 384)]
    pub max_tokens: usize,
    /// 0 = greedy (replayable); otherwise seeded sampling.
    #[arg(long, default_value_t = 0.0)]
    pub temperature: f32,
    /// Seed for sampling.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
}

impl Default for ChatArgs {
    fn default() -> Self {
        Self { json: false, max_tokens: 384, temperature: 0.0, seed: 0 }
    }
}

/// Earlier exchanges kept in the prompt (older ones are dropped first when the context is full).
const HISTORY_TURNS: usize = 8;

pub fn run(args: &ChatArgs, models: &ModelChoice) -> Result<std::process::ExitCode> {
    let mut err = std::io::stderr();
    let interactive = std::io::stdin().is_terminal();
    if interactive {
        write!(err, "loading {} … ", models.chat.display())?;
        err.flush()?;
    }
    let started = std::time::Instant::now();
    let mut model = models.load_chat()?;
    if interactive {
        writeln!(
            err,
            "ready in {:.1} s. /new starts over, /quit leaves.",
            started.elapsed().as_secs_f64()
        )?;
    }

    // Ctrl-C cancels the generation in flight; at the prompt it leaves.
    let in_flight: Arc<Mutex<Option<CancelToken>>> = Arc::default();
    let handler_slot = Arc::clone(&in_flight);
    ctrlc::set_handler(move || {
        let slot = handler_slot.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        match slot.as_ref() {
            Some(token) => token.cancel(),
            None => std::process::exit(130),
        }
    })
    .wrap_err("cannot install the Ctrl-C handler")?;

    let params = SamplingParams {
        temperature: args.temperature,
        seed: args.seed,
        max_new_tokens: args.max_tokens,
        ..SamplingParams::default()
    };
    let mut history: Vec<ChatMessage> = Vec::new();
    let mut out = std::io::stdout();
    let mut lines = std::io::stdin().lock().lines();
    loop {
        if interactive {
            write!(err, "\nyou › ")?;
            err.flush()?;
        }
        let Some(line) = lines.next() else { break };
        let line = line.wrap_err("cannot read stdin")?;
        let message = line.trim();
        match message {
            "" => continue,
            "/quit" | "/exit" => break,
            "/new" => {
                history.clear();
                if interactive {
                    writeln!(err, "(new conversation)")?;
                }
                continue;
            }
            _ => {}
        }
        history.push(ChatMessage::user(message));
        let cancel = CancelToken::new();
        *in_flight.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(cancel.clone());
        if interactive {
            write!(err, "keel › ")?;
            err.flush()?;
        }
        let result = generate_fitting(&mut model, &mut history, params, &cancel, &mut |piece| {
            if !args.json {
                // A closed stdout ends the chat at the next turn; the answer is still recorded.
                let _ = out.write_all(piece.as_bytes()).and_then(|()| out.flush());
            }
        });
        *in_flight.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = None;
        let generation = result?;
        let interrupted = generation.finish == FinishReason::Cancelled;
        let mut answer = generation.text.clone();
        if interrupted {
            answer.push_str(" [interrupted]");
        }
        history.push(ChatMessage::assistant(answer));
        if args.json {
            let record = json!({
                "user": message,
                "answer": generation.text,
                "finish": generation.finish,
                "prompt_tokens": generation.prompt_token_ids.len(),
                "tokens": generation.tokens.len(),
                "mean_logprob": generation.mean_logprob(),
                "timings_ms": {
                    "prompt": generation.timings.prompt.as_secs_f64() * 1e3,
                    "prefill": generation.timings.prefill.as_secs_f64() * 1e3,
                    "time_to_first_token": generation.timings.time_to_first_token.as_secs_f64() * 1e3,
                    "decode": generation.timings.decode.as_secs_f64() * 1e3,
                },
                "model": model.identity(),
                "params": generation.params,
            });
            writeln!(out, "{record}")?;
        } else {
            if interrupted {
                write!(out, " [interrupted]")?;
            }
            writeln!(out)?;
        }
        out.flush()?;
    }
    Ok(std::process::ExitCode::SUCCESS)
}

/// Generates an answer to the conversation, dropping the oldest exchanges while the prompt does
/// not fit the context window (the newest user message always stays).
fn generate_fitting(
    model: &mut keel_engine::runtime::OnnxGenerator,
    history: &mut Vec<ChatMessage>,
    params: SamplingParams,
    cancel: &CancelToken,
    on_piece: &mut dyn FnMut(&str),
) -> Result<keel_engine::model::Generation> {
    while history.len() > 2 * HISTORY_TURNS + 1 {
        history.drain(..2);
    }
    loop {
        let request = GenerationRequest::chat(history.clone(), params);
        match model.generate(&request, cancel, &mut |t| on_piece(&t.text)) {
            Err(ModelError::PromptTooLong { .. }) if history.len() > 1 => {
                history.drain(..2.min(history.len() - 1));
            }
            other => return other.wrap_err("generation failed"),
        }
    }
}
