//! `keel check [FILE|-] [--json] [--commit]`: governs answers that came from anywhere — another
//! model, an agent, a human draft. Input: JSON Lines, each `{"id"?, "profile"?, "prompt",
//! "response"}` (`--profile` is the default profile). With `--json`, exactly one output line per
//! input line, in order: `{"id", "profile", "will": {"decision", "rule", "reason"},
//! "conscience": [{"value", "score", "confidence", "rationale"}], "spirit": {"score"}}`; an
//! unreadable line gets `{"line", "error"}` in its place. Without `--json`, a table. With
//! `--commit`, each pair is recorded on the chain as a governed DER (an approved pair as an
//! answer, a violation as a STOP record). Exit 0 when every pair was approved, 1 when any was a
//! violation, 2 when the input (or any line) could not be read.

use std::collections::BTreeMap;
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;
use color_eyre::eyre::{Result, WrapErr, eyre};
use keel_governance::check::{self, CheckPorts, CheckResult};
use keel_governance::conscience::EmbeddingJudge;
use keel_governance::profile::{Profile, RuleKind};
use keel_governance::turn::{der_assembly, store};
use keel_governance::will::{self, Will};
use keel_model::{Embedder, TextGenerator};
use keel_regulator::{Confidence, ConfidenceBasis, structural_confidence};
use keel_runtime::onnx::OnnxEmbedder;
use serde::Deserialize;
use serde_json::{Value, json};

use super::{Context, utc_now};
use crate::models::ModelChoice;

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// JSON Lines of {"id"?, "profile"?, "prompt", "response"}; `-` or nothing: stdin.
    pub input: Option<PathBuf>,
    /// One JSON line per input line, in order.
    #[arg(long)]
    pub json: bool,
    /// Record each checked pair on the chain as a governed DER.
    #[arg(long)]
    pub commit: bool,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Pair {
    #[serde(default)]
    id: Option<Value>,
    #[serde(default)]
    profile: Option<String>,
    prompt: String,
    response: String,
}

/// A profile's Will and Conscience, kept across the pairs that use it.
struct Judges {
    profile: Profile,
    will: Will,
    conscience: EmbeddingJudge,
}

pub fn run(
    args: &CheckArgs,
    ctx: &Context,
    models: &ModelChoice,
    default_profile: &str,
    resolve: &dyn Fn(&str) -> Result<Profile>,
) -> Result<ExitCode> {
    let reader: Box<dyn BufRead> = match &args.input {
        None => Box::new(std::io::stdin().lock()),
        Some(p) if p.as_os_str() == "-" => Box::new(std::io::stdin().lock()),
        Some(p) => Box::new(std::io::BufReader::new(
            std::fs::File::open(p).wrap_err_with(|| format!("cannot read {}", p.display()))?,
        )),
    };
    let mut embedder = models.load_embedder()?;
    let mut classifier: Option<OnnxEmbedder> = None;
    // Judge rules and a guard model need the judge; loaded on first need.
    let mut judge: Option<Box<dyn TextGenerator>> = None;
    let mut judges: BTreeMap<String, Judges> = BTreeMap::new();
    let store = if args.commit { Some(crate::governed::open_stores(ctx)?) } else { None };
    let identity = match &store {
        Some(s) => Some(match s.chain.identity()? {
            Some(id) => id,
            None => s.chain.mint(&utc_now())?,
        }),
        None => None,
    };
    let mut out = std::io::stdout().lock();
    let (mut violations, mut unreadable, mut pairs) = (0usize, 0usize, 0usize);
    let started = Instant::now();
    let mut header_printed = false;
    for (n, line) in reader.lines().enumerate() {
        let line = line.wrap_err("cannot read the input")?;
        if line.trim().is_empty() {
            continue;
        }
        let pair: Pair = match serde_json::from_str(&line) {
            Ok(p) => p,
            Err(e) => {
                unreadable += 1;
                let error = format!("line {}: {e}", n + 1);
                if args.json {
                    writeln!(out, "{}", json!({"line": n + 1, "error": error}))?;
                } else {
                    writeln!(out, "{error}")?;
                }
                continue;
            }
        };
        let name = pair.profile.clone().unwrap_or_else(|| default_profile.to_owned());
        if !judges.contains_key(&name) {
            let profile = resolve(&name)?;
            let will = models.will_for(&profile);
            if will.needs_classifier() && classifier.is_none() {
                classifier = models.load_judgment_for(&will)?;
            }
            let needs_judge = models.guard.is_some()
                || profile.rules.iter().any(|r| matches!(r.kind, RuleKind::Judge { .. }));
            if needs_judge && judge.is_none() {
                judge = Some(models.load_judge()?);
            }
            judges
                .insert(name.clone(), Judges { profile, will, conscience: EmbeddingJudge::new() });
        }
        let j = judges.get_mut(&name).ok_or_else(|| eyre!("profile {name} vanished"))?;
        let result = check::check_pair(
            &j.profile,
            &mut j.will,
            &mut j.conscience,
            &pair.prompt,
            &pair.response,
            &mut CheckPorts {
                embedder: &mut embedder,
                classifier: classifier.as_mut().map(|c| c as &mut dyn Embedder),
                judge: judge.as_deref_mut().map(|j| j as &mut dyn TextGenerator),
            },
        );
        pairs += 1;
        if !result.approved() {
            violations += 1;
        }
        let entry = match (&store, &identity) {
            (Some(store), Some(identity)) => {
                Some(commit(store, identity, &j.profile, &pair, &result)?)
            }
            _ => None,
        };
        let id = pair.id.clone().unwrap_or(Value::Null);
        if args.json {
            let mut line = json!({
                "id": id,
                "profile": j.profile.name,
                "will": result.will,
                "conscience": result.conscience.iter().map(|v| json!({
                    "value": v.value, "score": v.score, "confidence": v.confidence, "rationale": v.rationale,
                })).collect::<Vec<_>>(),
                "spirit": result.spirit,
            });
            if let Some(entry) = entry {
                line["entry"] = entry;
            }
            writeln!(out, "{line}")?;
        } else {
            // The header comes with the first row, so a model that fails to load leaves
            // nothing half-printed on stdout.
            if !header_printed {
                header_printed = true;
                writeln!(
                    out,
                    "{:<10} {:<20} {:<10} {:<28} {:>5}  conscience",
                    "id", "profile", "will", "rule", "S"
                )?;
            }
            let id = match &id {
                Value::Null => format!("#{}", n + 1),
                Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            let ledger: Vec<String> =
                result.conscience.iter().map(|v| format!("{} {:+}", v.value, v.score)).collect();
            writeln!(
                out,
                "{:<10} {:<20} {:<10} {:<28} {:>5.2}  {}",
                truncate(&id, 10),
                truncate(&j.profile.name, 20),
                if result.approved() { "approve" } else { "VIOLATION" },
                truncate(result.will.rule.as_deref().unwrap_or("—"), 28),
                result.spirit.score,
                ledger.join(", ")
            )?;
        }
    }
    if !args.json {
        let secs = started.elapsed().as_secs_f64();
        writeln!(
            out,
            "{pairs} pairs, {violations} violations, {unreadable} unreadable · {:.1} pairs/s",
            pairs as f64 / secs.max(1e-9)
        )?;
    }
    Ok(if unreadable > 0 {
        ExitCode::from(2)
    } else if violations > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

fn truncate(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_owned()
    } else {
        let mut t: String = s.chars().take(n - 1).collect();
        t.push('…');
        t
    }
}

/// Records a checked pair (see [`check::check_facts`]); returns the entry's seq and hash.
fn commit(
    store: &keel_store::GovernedStore,
    identity: &keel_evidence::chain::Identity,
    profile: &Profile,
    pair: &Pair,
    result: &CheckResult,
) -> Result<Value> {
    let utc = utc_now();
    // No token stream: the regulator's structural estimate stands in (and says so).
    let confidence = Confidence {
        value: structural_confidence(&pair.response),
        basis: ConfidenceBasis::StructuralFallback,
    };
    let reflection = check::reflection(profile, &pair.response);
    let texts = check::CheckTexts { refusal: will::REFUSAL_MESSAGE, reflection: &reflection };
    let facts = check::check_facts(
        profile,
        &utc,
        &pair.prompt,
        &pair.response,
        &texts,
        result,
        Some(confidence),
    );
    let committed = store::commit(store, identity, &utc, profile.rai_threshold, true, &mut |tip| {
        der_assembly::turn_der(&facts, identity, tip)
    })
    .map_err(|f| eyre!("recording the checked pair failed: {}", f.error))?;
    Ok(
        json!({"seq": committed.entry.seq, "entry_hash": committed.entry.entry_hash, "success_met": committed.entry.success_met}),
    )
}
