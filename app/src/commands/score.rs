//! `keel score SET.jsonl… [--json] [--out FILE] [--limit N] [--max-tokens N] [repetition flags]`:
//! how useful the Intellect's model is on everyday questions ([`crate::everyday`]), and how long
//! a user waits for it. Any model keel can load: the default, `--model DIR`, or a server
//! (`--backend`).
//!
//! Each question goes through the Intellect exactly as a governed turn sends it (the profile's
//! system prompt and values, the reflection request, the echo removal and the reflection split,
//! the profile's sampling), so the answer scored is the one a user would be shown once the Will
//! approves it. The Will, the DER and the audit are left out: they do not change an approved
//! answer, `keel bench --turns` measures their cost, and loading their embedders per question
//! would swamp what is being compared (one model load for the whole set instead of one per
//! question, as `keel turn` would need).
//!
//! Reports useful answers x/N (all checks pass), per category, loops, token-cap hits, loop
//! stops, empty answers, the median and p90 time to answer (the whole generation), and decode
//! speed; a table, or with `--json` the report, which `--out` also writes with every answer.

use std::collections::BTreeMap;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;
use color_eyre::eyre::{Result, WrapErr, eyre};
use keel_governance::intellect::{self, IntellectInput};
use keel_governance::profile::Profile;
use keel_model::{CancelToken, FinishReason};
use serde::Serialize;
use sha2::{Digest, Sha256};

use super::chat::RepetitionArgs;
use crate::everyday::{self, Ending, Failure, Item};
use crate::models::ModelChoice;

/// The report's schema.
pub const REPORT_SCHEMA: &str = "keel.everyday-score/1";

#[derive(Debug, Args)]
pub struct ScoreArgs {
    /// Question sets, JSON Lines (`tests/fixtures/everyday/questions.jsonl` in the repository).
    #[arg(required = true, num_args = 1..)]
    pub sets: Vec<PathBuf>,
    /// Print the report as JSON (one object) instead of the table.
    #[arg(long)]
    pub json: bool,
    /// Also write the JSON report, with every question's answer and failed checks, here.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Score only the first N questions.
    #[arg(long, value_name = "N")]
    pub limit: Option<usize>,
    /// Most tokens per answer (default: the profile's).
    #[arg(long, value_name = "TOKENS")]
    pub max_tokens: Option<usize>,
    #[command(flatten)]
    pub repetition: RepetitionArgs,
}

/// Useful answers out of a count.
#[derive(Debug, Default, Clone, Copy, Serialize)]
pub struct Tally {
    pub useful: usize,
    pub n: usize,
}

/// One question's result.
#[derive(Debug, Serialize)]
pub struct ItemResult {
    pub id: String,
    pub category: String,
    pub useful: bool,
    pub failed: Vec<Failure>,
    pub finish: FinishReason,
    pub tokens: usize,
    pub seconds: f64,
    pub answer: String,
}

/// Median, 90th percentile and mean.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Spread {
    pub median: f64,
    pub p90: f64,
    pub mean: f64,
}

#[derive(Debug, Serialize)]
pub struct Report {
    pub schema: &'static str,
    pub model: keel_model::ModelIdentity,
    pub profile: String,
    pub sampling: keel_model::SamplingParams,
    /// The set files and the SHA-256 of their bytes, in order.
    pub sets: Vec<(String, String)>,
    pub useful: usize,
    pub n: usize,
    pub categories: BTreeMap<String, Tally>,
    /// Answers the loop detector flags or the loop stop ended.
    pub loops: usize,
    /// Generations keel's loop stop ended.
    pub loop_stops: usize,
    /// Generations the token cap ended.
    pub cap_hits: usize,
    pub empty: usize,
    pub answer_seconds: Spread,
    /// Generated tokens per answer: what the time to answer is made of, independent of the
    /// machine's load.
    pub answer_tokens: Spread,
    /// Generated tokens after the first over the time after the first, all answers together.
    pub decode_tokens_per_s: f64,
    pub generated_tokens: usize,
    pub wall_seconds: f64,
    pub items: Vec<ItemResult>,
}

pub fn run(args: &ScoreArgs, models: &ModelChoice, mut profile: Profile) -> Result<ExitCode> {
    let mut items: Vec<Item> = Vec::new();
    let mut sets = Vec::new();
    for path in &args.sets {
        items.extend(everyday::load(path)?);
        let bytes = std::fs::read(path).wrap_err_with(|| format!("{}", path.display()))?;
        sets.push((path.display().to_string(), hex::encode(Sha256::digest(&bytes))));
    }
    let mut seen = std::collections::HashSet::new();
    if let Some(dup) = items.iter().find(|i| !seen.insert(i.id.as_str())) {
        return Err(eyre!("question id {:?} is in more than one set", dup.id));
    }
    if let Some(limit) = args.limit {
        items.truncate(limit);
    }
    if items.is_empty() {
        return Err(eyre!("no questions to score"));
    }
    if let Some(n) = args.max_tokens {
        profile.intellect.max_new_tokens = n.max(1);
    }
    profile.intellect.repetition = args.repetition.apply(profile.intellect.repetition)?;

    let mut err = std::io::stderr().lock();
    let progress = err.is_terminal();
    let mut model = models.load_chat()?;
    writeln!(
        err,
        "keel score: {} questions, {} with profile {}",
        items.len(),
        model.identity().name,
        profile.name
    )?;
    let started = Instant::now();
    let mut results = Vec::with_capacity(items.len());
    let mut sampling = None;
    let (mut after_first_tokens, mut after_first_seconds) = (0usize, 0f64);
    for (n, item) in items.iter().enumerate() {
        let input = IntellectInput { message: &item.question, ..Default::default() };
        let draft =
            intellect::generate(model.as_mut(), &profile, &input, &CancelToken::new(), &mut |_| {})
                .wrap_err_with(|| format!("question {}", item.id))?;
        sampling.get_or_insert(draft.params);
        let ending = match draft.finish {
            FinishReason::Stop => Ending::Stopped,
            FinishReason::MaxTokens => Ending::Cap,
            FinishReason::Loop => Ending::LoopStop,
            FinishReason::Cancelled | FinishReason::ContextFull => Ending::Other,
        };
        let failed = everyday::failed_checks(item, &draft.answer, ending);
        let tokens = draft.token_counts().1 as usize;
        let seconds = draft.elapsed.as_secs_f64();
        if tokens > 1 {
            after_first_tokens += tokens - 1;
            after_first_seconds +=
                draft.elapsed.saturating_sub(draft.time_to_first_token).as_secs_f64();
        }
        if progress {
            let verdict = if failed.is_empty() { "useful" } else { "not useful" };
            writeln!(err, "[{}/{}] {} {verdict} ({seconds:.1} s)", n + 1, items.len(), item.id)?;
        }
        results.push(ItemResult {
            id: item.id.clone(),
            category: item.category.clone(),
            useful: failed.is_empty(),
            failed,
            finish: draft.finish,
            tokens,
            seconds,
            answer: draft.answer,
        });
    }
    let wall_seconds = started.elapsed().as_secs_f64();

    let mut categories: BTreeMap<String, Tally> = BTreeMap::new();
    for r in &results {
        let t = categories.entry(r.category.clone()).or_default();
        t.n += 1;
        t.useful += usize::from(r.useful);
    }
    let count = |f: &dyn Fn(&ItemResult) -> bool| results.iter().filter(|r| f(r)).count();
    let report = Report {
        schema: REPORT_SCHEMA,
        model: model.identity().clone(),
        profile: profile.name.clone(),
        sampling: sampling.unwrap_or_default(),
        sets,
        useful: count(&|r| r.useful),
        n: results.len(),
        categories,
        loops: count(&|r| r.failed.contains(&Failure::Loop)),
        loop_stops: count(&|r| r.finish == FinishReason::Loop),
        cap_hits: count(&|r| r.finish == FinishReason::MaxTokens),
        empty: count(&|r| r.failed.contains(&Failure::Empty)),
        answer_seconds: spread(results.iter().map(|r| r.seconds).collect()),
        answer_tokens: spread(results.iter().map(|r| r.tokens as f64).collect()),
        decode_tokens_per_s: if after_first_seconds > 0.0 {
            after_first_tokens as f64 / after_first_seconds
        } else {
            f64::NAN
        },
        generated_tokens: results.iter().map(|r| r.tokens).sum(),
        wall_seconds,
        items: results,
    };
    if let Some(path) = &args.out {
        let text = serde_json::to_string_pretty(&report)?;
        std::fs::write(path, text + "\n").wrap_err_with(|| format!("{}", path.display()))?;
    }
    let mut out = std::io::stdout().lock();
    if args.json {
        writeln!(out, "{}", serde_json::to_string(&report)?)?;
    } else {
        write!(out, "{}", table(&report))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Median, p90 (nearest rank) and mean of `v` (NaN when empty).
fn spread(mut v: Vec<f64>) -> Spread {
    v.sort_by(f64::total_cmp);
    let rank = |q: f64| {
        let k = ((q * v.len() as f64).ceil() as usize).clamp(1, v.len().max(1));
        v.get(k - 1).copied().unwrap_or(f64::NAN)
    };
    let mean = if v.is_empty() { f64::NAN } else { v.iter().sum::<f64>() / v.len() as f64 };
    Spread { median: rank(0.5), p90: rank(0.9), mean }
}

/// The short table.
pub fn table(r: &Report) -> String {
    use std::fmt::Write as _;
    let mut s = String::new();
    let c = r.sampling.repetition;
    let _ = writeln!(
        s,
        "keel score — {} (profile {}, temperature {}, max {} tokens, repetition penalty {}, \
         no-repeat n-gram {}, stop on loop {})",
        r.model.name,
        r.profile,
        r.sampling.temperature,
        r.sampling.max_new_tokens,
        c.penalty,
        c.no_repeat_ngram,
        c.stop_on_loop
    );
    let mut line = |label: &str, value: String| {
        let _ = writeln!(s, "  {label:<22} {value}");
    };
    line("useful answers", format!("{}/{}", r.useful, r.n));
    for (name, t) in &r.categories {
        line(&format!("  {name}"), format!("{}/{}", t.useful, t.n));
    }
    line("loops", format!("{} ({} stopped by keel)", r.loops, r.loop_stops));
    line("hit the token cap", r.cap_hits.to_string());
    line("empty answers", r.empty.to_string());
    line(
        "time to answer",
        format!("median {:.2} s, p90 {:.2} s", r.answer_seconds.median, r.answer_seconds.p90),
    );
    line(
        "tokens per answer",
        format!("median {:.0}, p90 {:.0}", r.answer_tokens.median, r.answer_tokens.p90),
    );
    line("decode speed", format!("{:.1} tok/s", r.decode_tokens_per_s));
    line("total", format!("{} tokens in {:.0} s", r.generated_tokens, r.wall_seconds));
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spread_uses_nearest_ranks() {
        let s = spread((1..=10).map(f64::from).collect());
        assert_eq!((s.median, s.p90, s.mean), (5.0, 9.0, 5.5));
        let one = spread(vec![2.0]);
        assert_eq!((one.median, one.p90), (2.0, 2.0));
        assert!(spread(Vec::new()).median.is_nan());
    }
}
