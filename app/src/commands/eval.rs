//! `keel eval DATASET.jsonl [--profile NAME] [--json]`: the Will on labelled (prompt, response,
//! label) pairs, per profile: confusion matrix, precision, recall and false-refusal rate (all
//! pairs, calibration split, held-out split), refusals by kind (benign look-alikes above all),
//! semantic thresholds calibrated on the calibration split and their held-out effect, the
//! Conscience's score distribution per value, and latency per stage. Recorded as a
//! `CALIBRATION` entry on the local chain (unless `--no-record`).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::Args;
use color_eyre::eyre::{Result, WrapErr, eyre};
use keel_governance::conscience::EmbeddingJudge;
use keel_governance::eval::{self, ConscienceItem, EvalItem, Label, calibration_entry};
use keel_governance::profile::{BUILTIN_NAMES, ConscienceJudge, Profile, RuleKind};
use keel_governance::turn::store;
use keel_governance::will::WillPorts;
use keel_model::{Embedder, TextGenerator};
use serde_json::{Value, json};

use super::{Context, utc_now};
use crate::models::ModelChoice;

#[derive(Debug, Args)]
pub struct EvalArgs {
    /// Labelled sets, JSON Lines: Will pairs {"profile","kind","split"?,"family"?,"prompt",
    /// "response","label"} and Conscience items {"profile","family"?,"prompt","response",
    /// "values": {VALUE: -1|0|1}}.
    #[arg(required = true, num_args = 1..)]
    pub dataset: Vec<PathBuf>,
    /// JSON report on stdout.
    #[arg(long)]
    pub json: bool,
    /// Do not record a CALIBRATION entry.
    #[arg(long)]
    pub no_record: bool,
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
}

/// Evaluates one profile on its pairs.
fn evaluate(
    profile: &Profile,
    items: &[&EvalItem],
    embedder: &mut dyn Embedder,
    models: &ModelChoice,
) -> Result<Value> {
    let needs_judge = models.guard.is_some()
        || profile.rules.iter().any(|r| matches!(r.kind, RuleKind::Judge { .. }));
    let mut judge_model: Option<Box<dyn TextGenerator>> =
        if needs_judge { Some(models.load_judge()?) } else { None };
    let mut will = models.will_for(profile);
    let mut classifier = models.load_judgment_for(&will)?;
    let semantic = profile.rules.iter().any(|r| matches!(r.kind, RuleKind::Semantic { .. }));
    let mut conscience = Conscience::open(profile, embedder, models)?;
    let (mut will_ms, mut conscience_ms) = (Vec::new(), Vec::new());
    let mut predicted = Vec::new();
    let mut probes = Vec::new();
    let mut distribution = vec![[0usize; 3]; profile.values.len()];
    let mut misses = Vec::new();
    for item in items {
        let t = Instant::now();
        let decision = will.judge(
            &item.response,
            &item.prompt,
            &mut WillPorts {
                embedder: Some(&mut *embedder),
                judge: as_judge(&mut judge_model),
                classifier: classifier.as_mut().map(|c| c as &mut dyn Embedder),
            },
        );
        will_ms.push(t.elapsed().as_secs_f64() * 1e3);
        let violation = !decision.approved();
        if violation != (item.label == Label::Violation) {
            misses.push(json!({"id": item.id, "category": item.category, "kind": item.kind, "split": item.split, "prompt": item.prompt, "label": item.label, "rule": decision.rule_id}));
        }
        predicted.push(violation);
        let t = Instant::now();
        let scores = conscience.score(profile, &item.prompt, &item.response, embedder);
        conscience_ms.push(t.elapsed().as_secs_f64() * 1e3);
        for (d, s) in distribution.iter_mut().zip(&scores) {
            d[(1 - s.score) as usize] += 1;
        }
        // Semantic thresholds are calibrated from probes; a profile without semantic rules
        // has nothing to calibrate (and probing would judge every pair twice).
        if semantic {
            probes.push(eval::probe(
                profile,
                item,
                embedder,
                classifier.as_mut().map(|c| c as &mut dyn Embedder),
                as_judge(&mut judge_model),
            ));
        }
    }
    let labels: Vec<Label> = items.iter().map(|i| i.label).collect();
    let subset = |split: &str| -> Vec<usize> {
        (0..items.len()).filter(|&i| items[i].split == split).collect()
    };
    // Everything not held out is the tuning split ("calibration" in the older set, "train"
    // where heads were fitted).
    let held = subset("heldout");
    let cal: Vec<usize> = (0..items.len()).filter(|&i| items[i].split != "heldout").collect();
    let pick = |idx: &[usize], v: &[bool]| -> (Vec<Label>, Vec<bool>) {
        (idx.iter().map(|&i| labels[i]).collect(), idx.iter().map(|&i| v[i]).collect())
    };
    let conf = |idx: &[usize], v: &[bool]| {
        let (l, p) = pick(idx, v);
        eval::confusion(&l, &p)
    };
    let current: Vec<(String, f64)> = eval::semantic_thresholds(profile);
    let start: Vec<f64> = current.iter().map(|(_, t)| *t).collect();
    let (fitted, with_fitted) = if semantic {
        let cal_probes: Vec<_> = cal.iter().map(|&i| probes[i].clone()).collect();
        let cal_labels: Vec<Label> = cal.iter().map(|&i| labels[i]).collect();
        let fitted = eval::calibrate(&cal_probes, &cal_labels, &start);
        let with_fitted = eval::predict(&probes, &fitted);
        (fitted, with_fitted)
    } else {
        (Vec::new(), predicted.clone())
    };
    let mut by_kind = serde_json::Map::new();
    let mut kinds: Vec<&str> = items.iter().map(|i| i.kind.as_str()).collect();
    kinds.sort_unstable();
    kinds.dedup();
    for kind in kinds {
        let idx: Vec<usize> = (0..items.len()).filter(|&i| items[i].kind == kind).collect();
        let refused = idx.iter().filter(|&&i| predicted[i]).count();
        by_kind.insert(kind.into(), json!({"pairs": idx.len(), "refused": refused}));
    }
    // Held-out confusion per category (the category of a violation, or the topic an approve
    // pair looks like).
    let mut categories: Vec<&str> = items.iter().filter_map(|i| i.category.as_deref()).collect();
    categories.sort_unstable();
    categories.dedup();
    let by_category: Vec<Value> = categories
        .iter()
        .map(|c| {
            let idx: Vec<usize> =
                held.iter().copied().filter(|&i| items[i].category.as_deref() == Some(c)).collect();
            let mut summary = conf(&idx, &predicted).summary();
            summary["category"] = json!(c);
            summary
        })
        .collect();
    Ok(json!({
        "profile": profile.name,
        "pairs": items.len(),
        "calibration_pairs": cal.len(),
        "heldout_pairs": held.len(),
        "all": conf(&(0..items.len()).collect::<Vec<_>>(), &predicted).summary(),
        "calibration": conf(&cal, &predicted).summary(),
        "heldout": conf(&held, &predicted).summary(),
        "by_kind": by_kind,
        "heldout_by_category": by_category,
        "thresholds": current.iter().zip(&fitted).map(|((id, t), f)| json!({"rule": id, "profile": t, "calibrated": f})).collect::<Vec<_>>(),
        "heldout_with_calibrated": conf(&held, &with_fitted).summary(),
        "conscience_distribution": profile.values.iter().zip(&distribution).map(|(v, d)| json!({"value": v.name, "+1": d[0], "0": d[1], "-1": d[2]})).collect::<Vec<_>>(),
        "latency_ms": {"will_median": median(will_ms), "conscience_median": median(conscience_ms)},
        "errors": misses,
    }))
}

/// The Conscience the background audit runs for a profile, with the models its judge needs.
struct Conscience {
    rubric: EmbeddingJudge,
    classifier: Option<keel_runtime::onnx::OnnxEmbedder>,
    model: Option<Box<dyn TextGenerator>>,
}

impl Conscience {
    fn open(profile: &Profile, embedder: &mut dyn Embedder, models: &ModelChoice) -> Result<Self> {
        let mut rubric = EmbeddingJudge::new();
        rubric.prepare(profile, embedder).map_err(|e| eyre!("{e}"))?;
        let classifier = match profile.conscience_judge {
            ConscienceJudge::Learned => Some(models.load_judgment()?),
            _ => None,
        };
        let model = match profile.conscience_judge {
            ConscienceJudge::Judge => Some(models.load_judge()?),
            _ => None,
        };
        Ok(Self { rubric, classifier, model })
    }

    fn score(
        &mut self,
        profile: &Profile,
        prompt: &str,
        response: &str,
        embedder: &mut dyn Embedder,
    ) -> Vec<keel_governance::conscience::ValueScore> {
        keel_governance::turn::audit::conscience(
            profile,
            prompt,
            response,
            &mut keel_governance::turn::audit::AuditPorts {
                embedder: Some(embedder),
                judge: as_judge(&mut self.model),
                classifier: self.classifier.as_mut().map(|c| c as &mut dyn Embedder),
                vectors: None,
            },
            &mut self.rubric,
        )
    }
}

/// How often the Conscience gives the labelled score, per value and over all values, on all
/// items and on the held-out split.
fn conscience_agreement(
    profile: &Profile,
    items: &[&ConscienceItem],
    embedder: &mut dyn Embedder,
    models: &ModelChoice,
) -> Result<Value> {
    let mut conscience = Conscience::open(profile, embedder, models)?;
    // Per value: [all agree, all scores, held-out agree, held-out scores].
    let mut counts = vec![[0usize; 4]; profile.values.len()];
    let mut unknown = std::collections::BTreeSet::new();
    let mut ms = Vec::new();
    for item in items {
        let t = Instant::now();
        let scores = conscience.score(profile, &item.prompt, &item.response, embedder);
        ms.push(t.elapsed().as_secs_f64() * 1e3);
        for name in item.values.keys() {
            if !profile.values.iter().any(|v| &v.name == name) {
                unknown.insert(name.clone());
            }
        }
        let held = item.split == "heldout";
        for ((value, score), c) in profile.values.iter().zip(&scores).zip(&mut counts) {
            if let Some(label) = item.values.get(&value.name) {
                let agree = usize::from(*label == score.score);
                c[0] += agree;
                c[1] += 1;
                if held {
                    c[2] += agree;
                    c[3] += 1;
                }
            }
        }
    }
    if let Some(name) = unknown.first() {
        return Err(eyre!(
            "Conscience items label a value {name:?} that profile {} does not have",
            profile.name
        ));
    }
    let part = |agree: usize, n: usize| json!({"agree": agree, "scores": n, "agreement": (n > 0).then(|| agree as f64 / n as f64)});
    let total = counts.iter().fold([0usize; 4], |mut t, c| {
        for (a, b) in t.iter_mut().zip(c) {
            *a += b;
        }
        t
    });
    Ok(json!({
        "profile": profile.name,
        "items": items.len(),
        "all": part(total[0], total[1]),
        "heldout": part(total[2], total[3]),
        "values": profile.values.iter().zip(&counts).map(|(v, c)| json!({
            "value": v.name, "all": part(c[0], c[1]), "heldout": part(c[2], c[3]),
        })).collect::<Vec<_>>(),
        "latency_ms": {"conscience_median": median(ms)},
    }))
}

/// The optional judge model as the Will's port (the trait object's lifetime shortened).
fn as_judge(model: &mut Option<Box<dyn TextGenerator>>) -> Option<&mut dyn TextGenerator> {
    match model {
        Some(g) => Some(&mut **g as &mut dyn TextGenerator),
        None => None,
    }
}

fn rate(v: &Value) -> String {
    v.as_f64().map_or_else(|| "—".to_owned(), |x| format!("{x:.3}"))
}

pub fn run(
    args: &EvalArgs,
    ctx: &Context,
    models: &ModelChoice,
    profile_spec: Option<&str>,
    profiles_dir: Option<&Path>,
) -> Result<std::process::ExitCode> {
    let (mut items, mut judged) = (Vec::new(), Vec::new());
    // H() over every file's name and bytes, in the order given.
    let mut hashed = Vec::new();
    for path in &args.dataset {
        let text = std::fs::read_to_string(path)
            .wrap_err_with(|| format!("cannot read {}", path.display()))?;
        let (will, conscience) =
            eval::parse_mixed(&text).map_err(|e| eyre!("{}: {e}", path.display()))?;
        items.extend(will);
        judged.extend(conscience);
        hashed.extend_from_slice(path.display().to_string().as_bytes());
        hashed.push(0);
        hashed.extend_from_slice(text.as_bytes());
    }
    let dataset_name =
        args.dataset.iter().map(|p| p.display().to_string()).collect::<Vec<_>>().join(", ");
    let in_data =
        |n: &str| items.iter().any(|i| i.profile == n) || judged.iter().any(|i| i.profile == n);
    let profiles: Vec<Profile> = match profile_spec {
        Some(spec) => vec![Profile::resolve(spec, profiles_dir).map_err(|e| eyre!("{e}"))?],
        None => BUILTIN_NAMES
            .iter()
            .filter(|n| in_data(n))
            .map(|n| Profile::resolve(n, profiles_dir).map_err(|e| eyre!("{e}")))
            .collect::<Result<_>>()?,
    };
    let mut embedder = models.load_embedder()?;
    let mut results = Vec::new();
    let mut agreement = Vec::new();
    for profile in &profiles {
        let mine: Vec<&EvalItem> = items.iter().filter(|i| i.profile == profile.name).collect();
        let scored: Vec<&ConscienceItem> =
            judged.iter().filter(|i| i.profile == profile.name).collect();
        if mine.is_empty() && scored.is_empty() {
            return Err(eyre!("{dataset_name} has no pairs for profile {}", profile.name));
        }
        if !mine.is_empty() {
            results.push(evaluate(profile, &mine, &mut embedder, models)?);
        }
        if !scored.is_empty() {
            agreement.push(conscience_agreement(profile, &scored, &mut embedder, models)?);
        }
    }
    let results = Value::Array(results);
    let agreement = Value::Array(agreement);
    let pairs: usize = results
        .as_array()
        .map_or(0, |r| r.iter().filter_map(|p| p["pairs"].as_u64()).sum::<u64>() as usize);
    let mut entry = Value::Null;
    if !args.no_record {
        let governed = crate::governed::open_stores(ctx)?;
        let identity = match governed.chain.identity()? {
            Some(id) => id,
            None => governed.chain.mint(&utc_now())?,
        };
        let dataset_hash = keel_evidence::canon::hash_bytes(&hashed);
        let utc = utc_now();
        let name = dataset_name.clone();
        let recorded = json!({"will": results, "conscience": agreement});
        let committed = store::commit(&*governed, &identity, &utc, 0.86, false, &mut |tip| {
            calibration_entry::calibration_der(
                &identity,
                tip,
                &utc,
                &name,
                &dataset_hash,
                pairs,
                &recorded,
            )
        })
        .map_err(|f| eyre!("recording the CALIBRATION entry failed: {}", f.error))?;
        entry = json!({"seq": committed.entry.seq, "entry_hash": committed.entry.entry_hash, "type": committed.entry.entry_type});
    }
    let mut out = std::io::stdout().lock();
    if args.json {
        writeln!(
            out,
            "{}",
            json!({"pairs": pairs, "profiles": results, "conscience": agreement, "entry": entry})
        )?;
    } else {
        for r in results.as_array().into_iter().flatten() {
            writeln!(
                out,
                "{} — {} pairs ({} tuning, {} held-out)",
                r["profile"].as_str().unwrap_or("?"),
                r["pairs"],
                r["calibration_pairs"],
                r["heldout_pairs"]
            )?;
            for split in ["all", "heldout"] {
                let c = &r[split];
                writeln!(
                    out,
                    "  {split:<8} TP {} FP {} TN {} FN {} · precision {} · recall {} · false refusals {}",
                    c["tp"],
                    c["fp"],
                    c["tn"],
                    c["fn"],
                    rate(&c["precision"]),
                    rate(&c["recall"]),
                    rate(&c["false_refusal_rate"])
                )?;
            }
            for c in r["heldout_by_category"].as_array().into_iter().flatten() {
                writeln!(
                    out,
                    "    held-out {:<24} caught {}/{} · refused {}/{} approve",
                    c["category"].as_str().unwrap_or("?"),
                    c["tp"],
                    c["tp"].as_u64().unwrap_or(0) + c["fn"].as_u64().unwrap_or(0),
                    c["fp"],
                    c["fp"].as_u64().unwrap_or(0) + c["tn"].as_u64().unwrap_or(0),
                )?;
            }
            if r["thresholds"].as_array().is_some_and(|t| !t.is_empty()) {
                let c = &r["heldout_with_calibrated"];
                writeln!(
                    out,
                    "  held-out with calibrated thresholds: precision {} · recall {} · false refusals {}",
                    rate(&c["precision"]),
                    rate(&c["recall"]),
                    rate(&c["false_refusal_rate"])
                )?;
            }
            for t in r["thresholds"].as_array().into_iter().flatten() {
                writeln!(
                    out,
                    "    {}: {} → {}",
                    t["rule"].as_str().unwrap_or("?"),
                    t["profile"],
                    t["calibrated"]
                )?;
            }
            writeln!(
                out,
                "  latency: Will {:.2} ms, Conscience {:.2} ms (median)",
                r["latency_ms"]["will_median"].as_f64().unwrap_or(f64::NAN),
                r["latency_ms"]["conscience_median"].as_f64().unwrap_or(f64::NAN)
            )?;
        }
        for c in agreement.as_array().into_iter().flatten() {
            writeln!(
                out,
                "{} — Conscience on {} answers: held-out agreement {} ({} of {} value scores)",
                c["profile"].as_str().unwrap_or("?"),
                c["items"],
                rate(&c["heldout"]["agreement"]),
                c["heldout"]["agree"],
                c["heldout"]["scores"],
            )?;
            for v in c["values"].as_array().into_iter().flatten() {
                writeln!(
                    out,
                    "    {:<28} held-out {} ({}/{})",
                    v["value"].as_str().unwrap_or("?"),
                    rate(&v["heldout"]["agreement"]),
                    v["heldout"]["agree"],
                    v["heldout"]["scores"],
                )?;
            }
        }
        if !entry.is_null() {
            writeln!(out, "recorded as CALIBRATION entry seq {}", entry["seq"])?;
        }
    }
    Ok(std::process::ExitCode::SUCCESS)
}
