//! `keel bench`: the performance suite of the local runtime. Measures the ONNX Runtime load, the
//! chat model load, time to first token for a ~40-token prompt, prefill speed, decode speed at a
//! short and a ~600-token context, embedding latency, and the process's peak RSS. Each timed
//! case runs once to warm up, then `--runs` times; the median is reported. The governance
//! section ([`governance`]) runs `--turns` governed turns and reports each stage. A catalogue
//! model's speed is recorded in the cache for `keel models list` ([`crate::model_speed`]).

pub mod governance;

use std::io::Write;
use std::path::Path;
use std::time::{Duration, Instant};

use clap::Args;
use color_eyre::eyre::{Result, WrapErr, eyre};
use keel_model::{
    CancelToken, ChatMessage, Embedder, Generation, GenerationRequest, SamplingParams,
    TextGenerator,
};
use keel_runtime::onnx::OnnxGenerator;
use serde::Serialize;

use crate::catalogue::Catalogue;
use crate::model_speed::{self, SpeedRecord};
use crate::models::ModelChoice;

#[derive(Debug, Args)]
pub struct BenchArgs {
    /// Timed repetitions per case (after one warm-up).
    #[arg(long, default_value_t = 3)]
    pub runs: usize,
    /// Print the report as JSON.
    #[arg(long)]
    pub json: bool,
    /// Governed turns for the governance section (0 skips it).
    #[arg(long, default_value_t = 12)]
    pub turns: usize,
}

#[derive(Debug, Serialize)]
struct Report {
    model: String,
    runtime_load_ms: f64,
    model_load_ms: f64,
    short_prompt_tokens: usize,
    time_to_first_token_ms: f64,
    prefill_prompt_tokens: usize,
    prefill_tokens_per_s: f64,
    decode_short_tokens_per_s: f64,
    long_context_tokens: usize,
    decode_long_tokens_per_s: f64,
    embedder_load_ms: f64,
    embed_one_ms: f64,
    embed_batch16_ms: f64,
    peak_rss_mb: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    governance: Option<governance::GovernanceReport>,
}

/// A plain passage to build long prompts from (its content does not matter, its length does).
const PASSAGE: &str = "An auditor reviews each decision a system made, the evidence it relied on, \
and whether the outcome met the standard that was set in advance. Records are kept in order, \
each linked to the one before it, so that a missing or altered record can be detected later. ";

pub fn run(args: &BenchArgs, models: &ModelChoice, cache: &Path) -> Result<std::process::ExitCode> {
    if let crate::models::Backend::Remote(config) = &models.intellect {
        return Err(eyre!(
            "keel bench measures the embedded ONNX runtime, not {} model {} at {}; run it \
             without --backend/--base-url (the server has its own benchmarks)",
            config.flavour,
            config.model,
            config.base_url
        ));
    }
    let runs = args.runs.max(1);
    let t = Instant::now();
    models.runtime()?;
    let runtime_load_ms = ms(t.elapsed());
    let t = Instant::now();
    let mut model = models.load_onnx_chat()?;
    let model_load_ms = ms(t.elapsed());

    // Time to first token and short-context decode: a ~40-token chat prompt, 128 new tokens.
    let short = GenerationRequest {
        ignore_stop: true,
        ..GenerationRequest::chat(
            vec![
                ChatMessage::system("You are a concise assistant."),
                ChatMessage::user(
                    "Explain in a few sentences why an audit trail matters when an assistant \
                     gives people financial or medical advice.",
                ),
            ],
            greedy(128),
        )
    };
    let short_runs = repeat(&mut model, &short, runs)?;
    let short_prompt_tokens = short_runs[0].prompt_token_ids.len();
    let time_to_first_token_ms =
        median(short_runs.iter().map(|g| ms(g.timings.time_to_first_token)));
    let decode_short_tokens_per_s =
        median(short_runs.iter().map(|g| g.timings.decode_tokens_per_s(g.tokens.len())));

    // Prefill speed and long-context decode: a ~600-token prompt, 64 new tokens.
    let long_prompt = prompt_of_tokens(&model, 600)?;
    let long =
        GenerationRequest { ignore_stop: true, ..GenerationRequest::raw(long_prompt, greedy(64)) };
    let long_runs = repeat(&mut model, &long, runs)?;
    let prefill_prompt_tokens = long_runs[0].prompt_token_ids.len();
    let prefill_tokens_per_s =
        median(long_runs.iter().map(|g| g.timings.prefill_tokens_per_s(g.prompt_token_ids.len())));
    let decode_long_tokens_per_s =
        median(long_runs.iter().map(|g| g.timings.decode_tokens_per_s(g.tokens.len())));

    let t = Instant::now();
    let mut embedder = models.load_embedder()?;
    let embedder_load_ms = ms(t.elapsed());
    let sentence = "The answer was committed to the chain after the compile gate passed.";
    let embed_one_ms = median_time(runs.max(20), || embedder.embed(&[sentence]).map(drop))?;
    let batch: Vec<&str> = std::iter::repeat_n(sentence, 16).collect();
    let embed_batch16_ms = median_time(runs, || embedder.embed(&batch).map(drop))?;

    let governance = if args.turns > 0 {
        Some(governance::measure(&mut model, &mut embedder, models, args.turns)?)
    } else {
        None
    };
    let report = Report {
        model: model.identity().name.clone(),
        runtime_load_ms,
        model_load_ms,
        short_prompt_tokens,
        time_to_first_token_ms,
        prefill_prompt_tokens,
        prefill_tokens_per_s,
        decode_short_tokens_per_s,
        long_context_tokens: prefill_prompt_tokens + 64,
        decode_long_tokens_per_s,
        embedder_load_ms,
        embed_one_ms,
        embed_batch16_ms,
        peak_rss_mb: peak_rss_mb().unwrap_or(f64::NAN),
        governance,
    };
    print(&report, args.json)?;
    record_speed(&report, model.identity(), &models.chat, cache);
    Ok(std::process::ExitCode::SUCCESS)
}

/// Records the speed of a catalogue model installed in `cache` (the model `keel models list`
/// names); a model from any other directory is not the catalogue's and is not recorded. A record
/// that cannot be written is a warning: the measurement itself was printed.
fn record_speed(r: &Report, identity: &keel_model::ModelIdentity, dir: &Path, cache: &Path) {
    let catalogued = Catalogue::builtin()
        .ok()
        .and_then(|c| c.models.iter().find(|m| m.name == identity.name).map(|m| m.dir(cache)))
        .is_some_and(|installed| installed == dir);
    if !catalogued {
        return;
    }
    let record = SpeedRecord {
        schema: model_speed::SPEED_SCHEMA.into(),
        model: identity.name.clone(),
        model_sha256: identity.model_sha256.clone(),
        measured_at: crate::commands::utc_now(),
        load_average: model_speed::load_average(),
        model_load_ms: r.model_load_ms,
        time_to_first_token_ms: r.time_to_first_token_ms,
        prefill_tokens_per_s: r.prefill_tokens_per_s,
        decode_short_tokens_per_s: r.decode_short_tokens_per_s,
        decode_long_tokens_per_s: r.decode_long_tokens_per_s,
    };
    if let Err(e) = model_speed::save(cache, &record) {
        let _ = writeln!(std::io::stderr().lock(), "keel: {e}");
    }
}

fn greedy(max_new_tokens: usize) -> SamplingParams {
    SamplingParams { max_new_tokens, ..SamplingParams::default() }
}

fn repeat(
    model: &mut OnnxGenerator,
    request: &GenerationRequest,
    runs: usize,
) -> Result<Vec<Generation>> {
    let mut generate =
        || model.generate(request, &CancelToken::new(), &mut |_| {}).wrap_err("generation failed");
    generate()?; // warm-up: first-run allocations and kernel selection
    (0..runs).map(|_| generate()).collect()
}

/// A raw prompt of about `tokens` tokens, built from [`PASSAGE`].
fn prompt_of_tokens(model: &OnnxGenerator, tokens: usize) -> Result<String> {
    let per_passage = model.encode(PASSAGE)?.len().max(1);
    let text = PASSAGE.repeat(tokens.div_ceil(per_passage));
    let ids = model.encode(&text)?;
    let cut = ids.len().min(tokens);
    model
        .tokenizer()
        .decode(&ids[..cut], false)
        .map_err(|e| eyre!("cannot build the long prompt: {e}"))
}

fn median_time(
    runs: usize,
    mut f: impl FnMut() -> Result<(), keel_model::ModelError>,
) -> Result<f64> {
    f()?;
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs {
        let t = Instant::now();
        f()?;
        times.push(ms(t.elapsed()));
    }
    Ok(median(times.into_iter()))
}

fn median(values: impl Iterator<Item = f64>) -> f64 {
    let mut v: Vec<f64> = values.collect();
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// Peak resident set size of this process (Linux `VmHWM`).
fn peak_rss_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

fn print(r: &Report, json: bool) -> Result<()> {
    let mut out = std::io::stdout().lock();
    if json {
        writeln!(out, "{}", serde_json::to_string(r)?)?;
        return Ok(());
    }
    writeln!(out, "keel bench — {}", r.model)?;
    writeln!(out, "  runtime load            {:>8.1} ms", r.runtime_load_ms)?;
    writeln!(out, "  model load              {:>8.1} ms", r.model_load_ms)?;
    writeln!(
        out,
        "  time to first token     {:>8.1} ms   ({}-token prompt)",
        r.time_to_first_token_ms, r.short_prompt_tokens
    )?;
    writeln!(
        out,
        "  prefill                 {:>8.1} tok/s ({}-token prompt)",
        r.prefill_tokens_per_s, r.prefill_prompt_tokens
    )?;
    writeln!(out, "  decode, short context   {:>8.1} tok/s", r.decode_short_tokens_per_s)?;
    writeln!(
        out,
        "  decode, ~{} tokens     {:>8.1} tok/s",
        r.long_context_tokens, r.decode_long_tokens_per_s
    )?;
    writeln!(out, "  embedder load           {:>8.1} ms", r.embedder_load_ms)?;
    writeln!(out, "  embed 1 sentence        {:>8.2} ms", r.embed_one_ms)?;
    writeln!(out, "  embed 16 sentences      {:>8.2} ms", r.embed_batch16_ms)?;
    writeln!(out, "  peak RSS                {:>8.0} MB", r.peak_rss_mb)?;
    if let Some(g) = &r.governance {
        writeln!(
            out,
            "governed turns: {} ({} committed, {} held, {} refused); median / p95 over committed",
            g.turns, g.committed, g.held, g.refused
        )?;
        for (name, s) in [
            ("Intellect (generation)", g.intellect),
            ("Will", g.will),
            ("DER assembly", g.der),
            ("compile + RAI", g.compile_rai),
            ("sign + CAS append", g.append),
            ("governance overhead", g.governance),
        ] {
            writeln!(out, "  {name:<23} {:>8.2} ms / {:>8.2} ms", s.median_ms, s.p95_ms)?;
        }
        writeln!(out, "over every turn, median / p95:")?;
        for (name, s) in
            [("first visible text", g.first_visible_text), ("first token (ungated)", g.first_token)]
        {
            writeln!(out, "  {name:<23} {:>8.2} ms / {:>8.2} ms", s.median_ms, s.p95_ms)?;
        }
        writeln!(
            out,
            "  Conscience prepare      {:>8.2} ms   (rubric anchors, once)",
            g.conscience_prepare_ms
        )?;
        writeln!(
            out,
            "  Conscience ({} values)   {:>8.2} ms / {:>8.2} ms",
            g.conscience_values, g.conscience.median_ms, g.conscience.p95_ms
        )?;
    }
    Ok(())
}
