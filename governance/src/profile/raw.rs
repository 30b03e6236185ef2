//! The profile file as written (serde with spans), and its validation into a [`Profile`].
//!
//! Every validation error carries the line of the offending key. Unknown keys are errors
//! (`deny_unknown_fields`): a misspelt `temprature` must not silently fall back to a default.

use serde::Deserialize;
use toml::Spanned;

use super::profile_error::{Location, ProfileError};
use super::rule::{Rule, RuleKind};
use super::value_spec::{Rubric, ValueSpec};
use super::{ConscienceJudge, DerSettings, IntellectSettings, Phi, Profile, Sigma, SpiritSettings};
use crate::will::classifier::Heads;
use crate::will::detectors::Detector;
use keel_model::RepetitionControl;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawProfile {
    name: Spanned<String>,
    #[serde(default)]
    description: String,
    beta: Option<Spanned<f64>>,
    rai_threshold: Option<Spanned<f64>>,
    #[serde(default)]
    record_refusals: bool,
    phi: Option<Spanned<String>>,
    sigma: Option<Spanned<String>>,
    #[serde(default)]
    intellect: RawIntellect,
    #[serde(default)]
    der: RawDer,
    #[serde(default)]
    conscience: RawConscience,
    #[serde(default)]
    spirit: RawSpirit,
    /// Named policies whose rules run before the profile's own (`include = ["baseline"]`).
    #[serde(default)]
    include: Vec<Spanned<String>>,
    values: Spanned<Vec<RawValue>>,
    #[serde(default)]
    will: RawWill,
}

/// A policy file: a named rule set that profiles include.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPolicy {
    name: Spanned<String>,
    #[serde(default)]
    rules: Vec<Spanned<RawRule>>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawIntellect {
    system_prompt: Option<String>,
    max_new_tokens: Option<Spanned<i64>>,
    temperature: Option<Spanned<f64>>,
    seed: Option<u64>,
    repetition_penalty: Option<Spanned<f64>>,
    no_repeat_ngram: Option<Spanned<i64>>,
    stop_on_loop: Option<bool>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDer {
    role: Option<Spanned<String>>,
    tier: Option<Spanned<String>>,
    impact_domain: Option<Spanned<String>>,
    max_uncertainty: Option<Spanned<String>>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawConscience {
    judge: Option<Spanned<String>>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(clippy::struct_field_names)] // the field names are the TOML keys
struct RawSpirit {
    note_tolerance: Option<Spanned<f64>>,
    drift_tolerance: Option<Spanned<f64>>,
    level_tolerance: Option<Spanned<f64>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawValue {
    name: Spanned<String>,
    weight: Spanned<f64>,
    #[serde(default)]
    description: String,
    #[serde(default)]
    rubric: Option<Spanned<Rubric>>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawWill {
    #[serde(default)]
    rules: Vec<Spanned<RawRule>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRule {
    id: Spanned<String>,
    kind: Spanned<String>,
    #[serde(default)]
    reason: String,
    pattern: Option<Spanned<String>>,
    text: Option<Spanned<String>>,
    when: Option<Spanned<String>>,
    repair_text: Option<String>,
    #[serde(default)]
    examples: Vec<String>,
    threshold: Option<Spanned<f64>>,
    question: Option<Spanned<String>>,
    min_confidence: Option<Spanned<f64>>,
    detector: Option<Spanned<String>>,
    category: Option<Spanned<String>>,
}

/// Validation context: the file name and its text, for line numbers, and the profile whose
/// rules are validated (a classifier rule without a threshold takes that profile's operating
/// point; empty until the profile's name is read).
struct Check<'a> {
    file: &'a str,
    source: &'a str,
    profile: &'a str,
}

impl Check<'_> {
    fn invalid<T>(
        &self,
        span: Option<std::ops::Range<usize>>,
        field: impl Into<String>,
        message: impl Into<String>,
    ) -> Result<T, ProfileError> {
        Err(ProfileError::Invalid {
            at: Location::at(self.file, self.source, span.map(|s| s.start)),
            field: field.into(),
            message: message.into(),
        })
    }

    fn unit_interval(
        &self,
        v: Option<&Spanned<f64>>,
        field: &str,
        default: f64,
        open: bool,
    ) -> Result<f64, ProfileError> {
        let Some(v) = v else { return Ok(default) };
        let x = *v.get_ref();
        let ok = x.is_finite() && if open { x > 0.0 && x < 1.0 } else { (0.0..=1.0).contains(&x) };
        if ok {
            Ok(x)
        } else {
            let range = if open { "(0, 1)" } else { "[0, 1]" };
            self.invalid(Some(v.span()), field, format!("must be in {range}, got {x}"))
        }
    }

    fn one_of(
        &self,
        v: Option<&Spanned<String>>,
        field: &str,
        allowed: &[&str],
        default: &str,
    ) -> Result<String, ProfileError> {
        let Some(v) = v else { return Ok(default.to_owned()) };
        if allowed.contains(&v.get_ref().as_str()) {
            Ok(v.get_ref().clone())
        } else {
            self.invalid(
                Some(v.span()),
                field,
                format!("{:?} is not one of {}", v.get_ref(), allowed.join(", ")),
            )
        }
    }

    fn regex(&self, v: &Spanned<String>, field: &str) -> Result<regex::Regex, ProfileError> {
        regex::Regex::new(v.get_ref()).or_else(|e| {
            let first = e.to_string().lines().last().unwrap_or_default().trim().to_owned();
            self.invalid(Some(v.span()), field, format!("invalid regex: {first}"))
        })
    }
}

/// Parses and validates profile TOML. `file` names the source in errors.
pub(super) fn parse(file: &str, source: &str) -> Result<Profile, ProfileError> {
    let raw: RawProfile = toml::from_str(source).map_err(|e| ProfileError::Syntax {
        at: Location::at(file, source, e.span().map(|s| s.start)),
        message: e.message().lines().next().unwrap_or("invalid TOML").trim().to_owned(),
    })?;
    let check = Check { file, source, profile: "" };
    validate(&check, raw, source)
}

fn validate(check: &Check<'_>, raw: RawProfile, source: &str) -> Result<Profile, ProfileError> {
    let name = raw.name.get_ref().trim().to_owned();
    if name.is_empty() {
        return check.invalid(Some(raw.name.span()), "name", "must not be empty");
    }
    let check = &Check { profile: &name, ..*check };
    let beta = check.unit_interval(raw.beta.as_ref(), "beta", 0.9, true)?;
    let rai_threshold =
        check.unit_interval(raw.rai_threshold.as_ref(), "rai_threshold", 0.86, false)?;
    let phi =
        match check.one_of(raw.phi.as_ref(), "phi", &["identity", "sqrt"], "identity")?.as_str() {
            "sqrt" => Phi::Sqrt,
            _ => Phi::Identity,
        };
    let sigma = match check
        .one_of(raw.sigma.as_ref(), "sigma", &["affine", "logistic"], "affine")?
        .as_str()
    {
        "logistic" => Sigma::Logistic,
        _ => Sigma::Affine,
    };

    let defaults = IntellectSettings::default();
    let max_new_tokens = match &raw.intellect.max_new_tokens {
        None => defaults.max_new_tokens,
        Some(v) if (1..=8192).contains(v.get_ref()) => *v.get_ref() as usize,
        Some(v) => {
            return check.invalid(
                Some(v.span()),
                "intellect.max_new_tokens",
                format!("must be in 1..=8192, got {}", v.get_ref()),
            );
        }
    };
    let temperature = match &raw.intellect.temperature {
        None => defaults.temperature,
        Some(v) if v.get_ref().is_finite() && (0.0..=2.0).contains(v.get_ref()) => {
            *v.get_ref() as f32
        }
        Some(v) => {
            return check.invalid(
                Some(v.span()),
                "intellect.temperature",
                format!("must be in [0, 2], got {}", v.get_ref()),
            );
        }
    };
    let repetition = RepetitionControl {
        penalty: match &raw.intellect.repetition_penalty {
            None => defaults.repetition.penalty,
            Some(v) if v.get_ref().is_finite() && (1.0..=10.0).contains(v.get_ref()) => {
                *v.get_ref() as f32
            }
            Some(v) => {
                return check.invalid(
                    Some(v.span()),
                    "intellect.repetition_penalty",
                    format!("must be in [1, 10] (1 = off), got {}", v.get_ref()),
                );
            }
        },
        no_repeat_ngram: match &raw.intellect.no_repeat_ngram {
            None => defaults.repetition.no_repeat_ngram,
            Some(v) if *v.get_ref() == 0 || (2..=64).contains(v.get_ref()) => *v.get_ref() as usize,
            Some(v) => {
                return check.invalid(
                    Some(v.span()),
                    "intellect.no_repeat_ngram",
                    format!("must be 0 (off) or in 2..=64, got {}", v.get_ref()),
                );
            }
        },
        stop_on_loop: raw.intellect.stop_on_loop.unwrap_or(defaults.repetition.stop_on_loop),
    };
    let intellect = IntellectSettings {
        system_prompt: raw.intellect.system_prompt.unwrap_or(defaults.system_prompt),
        max_new_tokens,
        temperature,
        seed: raw.intellect.seed.unwrap_or(0),
        repetition,
    };

    let der = DerSettings {
        role: match &raw.der.role {
            Some(r) if r.get_ref().trim().is_empty() => {
                return check.invalid(Some(r.span()), "der.role", "must not be empty");
            }
            Some(r) => r.get_ref().clone(),
            None => "assistant".to_owned(),
        },
        tier: check.one_of(
            raw.der.tier.as_ref(),
            "der.tier",
            &["Strategic", "Operational", "Tactical"],
            "Operational",
        )?,
        impact_domain: check.one_of(
            raw.der.impact_domain.as_ref(),
            "der.impact_domain",
            &["LOW_RISK", "HUMAN_WELFARE", "SAFETY_CRITICAL", "FINANCIAL", "LEGAL"],
            "LOW_RISK",
        )?,
        max_uncertainty: check.one_of(
            raw.der.max_uncertainty.as_ref(),
            "der.max_uncertainty",
            &["LOW", "MED", "HIGH"],
            "MED",
        )?,
    };
    let judge = match check
        .one_of(
            raw.conscience.judge.as_ref(),
            "conscience.judge",
            &["embedding", "judge", "learned"],
            "embedding",
        )?
        .as_str()
    {
        "judge" => ConscienceJudge::Judge,
        "learned" => ConscienceJudge::Learned,
        _ => ConscienceJudge::Embedding,
    };
    let spirit = SpiritSettings {
        phi,
        sigma,
        note_tolerance: check.unit_interval(
            raw.spirit.note_tolerance.as_ref(),
            "spirit.note_tolerance",
            0.05,
            false,
        )?,
        drift_tolerance: check.unit_interval(
            raw.spirit.drift_tolerance.as_ref(),
            "spirit.drift_tolerance",
            0.10,
            false,
        )?,
        level_tolerance: check.unit_interval(
            raw.spirit.level_tolerance.as_ref(),
            "spirit.level_tolerance",
            0.05,
            false,
        )?,
    };

    let values = validate_values(check, raw.values)?;
    let mut rules: Vec<Rule> = Vec::new();
    let mut included = Vec::new();
    for name in &raw.include {
        let Some(policy_source) = super::policy::builtin_source(name.get_ref()) else {
            return check.invalid(
                Some(name.span()),
                "include",
                format!(
                    "no policy {:?}; built-in policies: {}",
                    name.get_ref(),
                    super::policy::BUILTIN_POLICY_NAMES.join(", ")
                ),
            );
        };
        if included.iter().any(|(n, _)| n == name.get_ref()) {
            return check.invalid(
                Some(name.span()),
                "include",
                format!("policy {:?} is included twice", name.get_ref()),
            );
        }
        let policy_file = format!("builtin-policy:{}", name.get_ref());
        let policy_check =
            Check { file: &policy_file, source: policy_source, profile: check.profile };
        for rule in parse_policy(&policy_check, name.get_ref())? {
            if rules.iter().any(|r| r.id == rule.id) {
                return check.invalid(
                    Some(name.span()),
                    "include",
                    format!("rule id {:?} appears in two included policies", rule.id),
                );
            }
            rules.push(rule);
        }
        included.push((name.get_ref().clone(), policy_source.to_owned()));
    }
    for (i, rule) in raw.will.rules.into_iter().enumerate() {
        let span = rule.span();
        let rule = validate_rule(check, i, rule)?;
        if rules.iter().any(|r| r.id == rule.id) {
            return check.invalid(
                Some(span),
                format!("will.rules[{i}].id"),
                format!("duplicate rule id {:?} (rules of included policies count)", rule.id),
            );
        }
        rules.push(rule);
    }
    Ok(Profile {
        name,
        description: raw.description,
        beta,
        rai_threshold,
        record_refusals: raw.record_refusals,
        intellect,
        der,
        conscience_judge: judge,
        spirit,
        values,
        rules,
        source_text: source.to_owned(),
        included,
        crisis_locale: super::DEFAULT_CRISIS_LOCALE.to_owned(),
    })
}

/// Parses a policy's rules (errors name the policy file and line).
fn parse_policy(check: &Check<'_>, name: &str) -> Result<Vec<Rule>, ProfileError> {
    let raw: RawPolicy = toml::from_str(check.source).map_err(|e| ProfileError::Syntax {
        at: Location::at(check.file, check.source, e.span().map(|s| s.start)),
        message: e.message().lines().next().unwrap_or("invalid TOML").trim().to_owned(),
    })?;
    if raw.name.get_ref() != name {
        return check.invalid(
            Some(raw.name.span()),
            "name",
            format!("the policy file names itself {:?}, not {name:?}", raw.name.get_ref()),
        );
    }
    let mut rules: Vec<Rule> = Vec::new();
    for (i, rule) in raw.rules.into_iter().enumerate() {
        let span = rule.span();
        let rule = validate_rule(check, i, rule)?;
        if rules.iter().any(|r| r.id == rule.id) {
            return check.invalid(
                Some(span),
                format!("rules[{i}].id"),
                format!("duplicate rule id {:?}", rule.id),
            );
        }
        rules.push(rule);
    }
    Ok(rules)
}

fn validate_values(
    check: &Check<'_>,
    values: Spanned<Vec<RawValue>>,
) -> Result<Vec<ValueSpec>, ProfileError> {
    let span = values.span();
    let values = values.into_inner();
    if values.is_empty() {
        return check.invalid(Some(span), "values", "a profile needs at least one value");
    }
    let mut out: Vec<ValueSpec> = Vec::with_capacity(values.len());
    for (i, v) in values.into_iter().enumerate() {
        let name = v.name.get_ref().trim().to_owned();
        if name.is_empty() {
            return check.invalid(
                Some(v.name.span()),
                format!("values[{i}].name"),
                "must not be empty",
            );
        }
        if out.iter().any(|o| o.name.eq_ignore_ascii_case(&name)) {
            return check.invalid(
                Some(v.name.span()),
                format!("values[{i}].name"),
                format!("duplicate value name {name:?}"),
            );
        }
        let w = *v.weight.get_ref();
        if !w.is_finite() || w <= 0.0 {
            return check.invalid(
                Some(v.weight.span()),
                format!("values[{i}].weight"),
                format!("must be finite and > 0, got {w}"),
            );
        }
        let rubric = match v.rubric {
            None => Rubric::default(),
            Some(r) => {
                let rspan = r.span();
                let r = r.into_inner();
                if r.affirm.is_empty() || r.violate.is_empty() {
                    return check.invalid(
                        Some(rspan),
                        format!("values[{i}].rubric"),
                        "needs at least one affirm and one violate anchor",
                    );
                }
                r
            }
        };
        out.push(ValueSpec { name, weight: w, description: v.description, rubric });
    }
    let total: f64 = out.iter().map(|v| v.weight).sum();
    if !total.is_finite() {
        return check.invalid(Some(span), "values", "weights sum to a non-finite number");
    }
    for v in &mut out {
        v.weight /= total;
    }
    Ok(out)
}

fn validate_rule(
    check: &Check<'_>,
    i: usize,
    rule: Spanned<RawRule>,
) -> Result<Rule, ProfileError> {
    let rspan = rule.span();
    let r = rule.into_inner();
    let field = |f: &str| format!("will.rules[{i}].{f}");
    let id = r.id.get_ref().trim().to_owned();
    if id.is_empty() {
        return check.invalid(Some(r.id.span()), field("id"), "must not be empty");
    }
    let need = |v: Option<Spanned<String>>, name: &str, kind: &str| match v {
        Some(v) if !v.get_ref().is_empty() => Ok(v),
        Some(v) => check.invalid(Some(v.span()), field(name), "must not be empty"),
        None => {
            check.invalid(Some(rspan.clone()), field(name), format!("a {kind} rule needs {name}"))
        }
    };
    let kind = match r.kind.get_ref().as_str() {
        "pattern" => {
            let p = need(r.pattern, "pattern", "pattern")?;
            RuleKind::Pattern { regex: check.regex(&p, &field("pattern"))? }
        }
        "require" => {
            let must = match (r.text, r.pattern) {
                (Some(t), None) if !t.get_ref().is_empty() => {
                    regex::Regex::new(&format!("(?i){}", regex::escape(t.get_ref())))
                        .or_else(|e| check.invalid(Some(t.span()), field("text"), e.to_string()))?
                }
                (None, Some(p)) if !p.get_ref().is_empty() => check.regex(&p, &field("pattern"))?,
                _ => {
                    return check.invalid(
                        Some(rspan),
                        field("text"),
                        "a require rule needs exactly one non-empty `text` or `pattern`",
                    );
                }
            };
            let when = match r.when {
                Some(w) => Some(check.regex(&w, &field("when"))?),
                None => None,
            };
            RuleKind::Require {
                must,
                when,
                repair_text: r.repair_text.filter(|t| !t.trim().is_empty()),
            }
        }
        "semantic" => {
            if r.examples.iter().all(|e| e.trim().is_empty()) {
                return check.invalid(
                    Some(rspan),
                    field("examples"),
                    "a semantic rule needs examples",
                );
            }
            let threshold = match r.threshold {
                Some(t) if t.get_ref().is_finite() && *t.get_ref() > 0.0 && *t.get_ref() <= 1.0 => {
                    *t.get_ref() as f32
                }
                Some(t) => {
                    return check.invalid(
                        Some(t.span()),
                        field("threshold"),
                        format!("must be in (0, 1], got {}", t.get_ref()),
                    );
                }
                None => {
                    return check.invalid(
                        Some(rspan),
                        field("threshold"),
                        "a semantic rule needs threshold",
                    );
                }
            };
            RuleKind::Semantic { examples: r.examples, threshold }
        }
        "judge" => RuleKind::Judge {
            question: need(r.question, "question", "judge")?.into_inner(),
            min_confidence: check.unit_interval(
                r.min_confidence.as_ref(),
                &field("min_confidence"),
                0.5,
                false,
            )?,
        },
        "detector" => {
            let d = need(r.detector, "detector", "detector")?;
            let Some(detector) = Detector::parse(d.get_ref()) else {
                return check.invalid(
                    Some(d.span()),
                    field("detector"),
                    format!("{:?} is not one of {}", d.get_ref(), Detector::NAMES.join(", ")),
                );
            };
            RuleKind::Detector { detector }
        }
        "classifier" => {
            let category = need(r.category, "category", "classifier")?;
            let heads = Heads::builtin().or_else(|e| {
                check.invalid(Some(category.span()), field("category"), e.to_string())
            })?;
            if !heads.has_category(category.get_ref()) {
                let names: Vec<&str> = heads.categories.iter().map(|h| h.name.as_str()).collect();
                return check.invalid(
                    Some(category.span()),
                    field("category"),
                    format!(
                        "no judgment category {:?}; categories: {}",
                        category.get_ref(),
                        names.join(", ")
                    ),
                );
            }
            let threshold = match r.threshold {
                Some(t) if t.get_ref().is_finite() && *t.get_ref() > 0.0 && *t.get_ref() < 1.0 => {
                    *t.get_ref()
                }
                Some(t) => {
                    return check.invalid(
                        Some(t.span()),
                        field("threshold"),
                        format!("must be in (0, 1), got {}", t.get_ref()),
                    );
                }
                None => heads.threshold_for(check.profile),
            };
            RuleKind::Classifier { category: category.into_inner(), threshold }
        }
        "crisis" => {
            let when = need(r.when, "when", "crisis")?;
            let must = need(r.pattern, "pattern", "crisis")?;
            RuleKind::Crisis {
                when: check.regex(&when, &field("when"))?,
                must: check.regex(&must, &field("pattern"))?,
            }
        }
        other => {
            return check.invalid(
                Some(r.kind.span()),
                field("kind"),
                format!(
                    "{other:?} is not one of pattern, require, semantic, judge, detector, \
                     classifier, crisis"
                ),
            );
        }
    };
    Ok(Rule { id, reason: r.reason, kind })
}
