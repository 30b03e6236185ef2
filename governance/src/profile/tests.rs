use super::*;

const MINIMAL: &str = r#"
name = "mini"
[[values]]
name = "Honesty"
weight = 3
[[values]]
name = "Care"
weight = 1
"#;

#[test]
fn every_builtin_loads_includes_the_baseline_and_uses_every_rule_kind_but_semantic_and_judge() {
    let mut kinds = std::collections::BTreeSet::new();
    for name in BUILTIN_NAMES {
        let p = Profile::builtin(name).unwrap();
        assert_eq!(p.name, name);
        assert!(p.values.len() >= 4, "{name}");
        let total: f64 = p.weights().iter().sum();
        assert!((total - 1.0).abs() < 1e-12, "{name}: {total}");
        for v in &p.values {
            assert!(
                !v.rubric.affirm.is_empty() && !v.rubric.neutral.is_empty(),
                "{name}/{}",
                v.name
            );
            assert!(!v.rubric.violate.is_empty() && !v.description.is_empty(), "{name}/{}", v.name);
        }
        assert!(p.rules.iter().all(|r| !r.reason.is_empty()), "{name}");
        assert_eq!(p.included.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>(), ["baseline"]);
        // The baseline's rules run first, in its order, in every built-in.
        let baseline =
            Profile::from_toml("b.toml", &format!("include = [\"baseline\"]\n{MINIMAL}")).unwrap();
        let ids: Vec<&str> = p.rules.iter().map(|r| r.id.as_str()).collect();
        let base: Vec<&str> = baseline.rules.iter().map(|r| r.id.as_str()).collect();
        assert_eq!(&ids[..base.len()], base.as_slice(), "{name}");
        assert!(ids.contains(&"crisis-resources") && ids.contains(&"no-self-harm-methods"));
        kinds.extend(p.rules.iter().map(|r| r.kind.name()));
    }
    // No built-in asks the chat model (`judge`): the tutor's one judge rule changed no decision
    // on 536 labelled pairs and cost seconds a turn (docs/evaluation.md); user profiles may.
    assert_eq!(
        kinds.into_iter().collect::<Vec<_>>(),
        ["classifier", "crisis", "detector", "pattern", "require"]
    );
}

#[test]
fn includes_are_checked_and_hashed_with_the_profile() {
    let with = format!("include = [\"baseline\"]\n{MINIMAL}");
    let p = Profile::from_toml("p.toml", &with).unwrap();
    let bare = Profile::from_toml("p.toml", MINIMAL).unwrap();
    assert!(!p.rules.is_empty() && bare.rules.is_empty());
    assert_ne!(p.hash(), bare.hash(), "a policy is part of the profile in force");
    let unknown = error(&format!("include = [\"nope\"]\n{MINIMAL}"));
    assert!(unknown.contains("no policy \"nope\"; built-in policies: baseline"), "{unknown}");
    let twice = error(&format!("include = [\"baseline\", \"baseline\"]\n{MINIMAL}"));
    assert!(twice.contains("included twice"), "{twice}");
    let clash = error(&format!(
        "include = [\"baseline\"]\n{MINIMAL}[[will.rules]]\nid = \"no-credentials\"\nkind = \"pattern\"\npattern = \"x\"\n"
    ));
    assert!(clash.contains("duplicate rule id \"no-credentials\""), "{clash}");
}

#[test]
fn new_rule_kinds_validate_their_fields() {
    let rule = |body: &str| error(&format!("{MINIMAL}[[will.rules]]\nid = \"r\"\n{body}\n"));
    assert!(rule("kind = \"detector\"\ndetector = \"tea\"").contains("is not one of credentials"));
    assert!(rule("kind = \"detector\"").contains("a detector rule needs detector"));
    assert!(
        rule("kind = \"classifier\"\ncategory = \"nope\"")
            .contains("no judgment category \"nope\"")
    );
    assert!(rule("kind = \"classifier\"").contains("a classifier rule needs category"));
    assert!(
        rule("kind = \"classifier\"\ncategory = \"self_harm\"\nthreshold = 1.5")
            .contains("must be in (0, 1)")
    );
    assert!(rule("kind = \"crisis\"\nwhen = \"x\"").contains("a crisis rule needs pattern"));
}

#[test]
fn defaults_and_normalised_weights() {
    let p = Profile::from_toml("mini.toml", MINIMAL).unwrap();
    assert_eq!(p.weights(), vec![0.75, 0.25]);
    assert_eq!(p.beta, 0.9);
    assert_eq!(p.rai_threshold, 0.86);
    assert!(!p.record_refusals);
    assert_eq!(p.intellect.max_new_tokens, 384);
    assert_eq!(p.intellect.temperature, 0.0);
    assert_eq!(p.intellect.repetition, super::DEFAULT_REPETITION);
    assert_eq!(p.der.tier, "Operational");
    assert_eq!(p.der.impact_domain, "LOW_RISK");
    assert_eq!(p.der.max_uncertainty, "MED");
    assert_eq!(p.conscience_judge, ConscienceJudge::Embedding);
    assert_eq!(p.spirit.phi, Phi::Identity);
    assert_eq!(p.spirit.sigma, Sigma::Affine);
    assert!(p.rules.is_empty());
}

fn error(source: &str) -> String {
    Profile::from_toml("p.toml", source).unwrap_err().to_string()
}

#[test]
fn load_errors_name_file_line_and_problem() {
    let zero = MINIMAL.replace("weight = 1", "weight = 0");
    assert_eq!(error(&zero), "p.toml:8:10: values[1].weight: must be finite and > 0, got 0");
    let neg = MINIMAL.replace("weight = 3", "weight = -2.5");
    assert_eq!(error(&neg), "p.toml:5:10: values[0].weight: must be finite and > 0, got -2.5");
    let nan = MINIMAL.replace("weight = 3", "weight = nan");
    assert!(
        error(&nan).starts_with("p.toml:5:10: values[0].weight: must be finite"),
        "{}",
        error(&nan)
    );
    let inf = MINIMAL.replace("weight = 3", "weight = inf");
    assert!(error(&inf).contains("values[0].weight"), "{}", error(&inf));
    let beta = format!("beta = 1.0\n{MINIMAL}");
    assert_eq!(error(&beta), "p.toml:1:8: beta: must be in (0, 1), got 1");
    let dup = MINIMAL.replace("\"Care\"", "\"honesty\"");
    assert_eq!(error(&dup), "p.toml:7:8: values[1].name: duplicate value name \"honesty\"");
    let typo = MINIMAL.replace("name = \"mini\"", "name = \"mini\"\ntemprature = 0.3");
    let e = error(&typo);
    assert!(e.starts_with("p.toml:3:1: unknown field `temprature`"), "{e}");
    let syntax = MINIMAL.replace("weight = 3", "weight = ");
    assert!(error(&syntax).starts_with("p.toml:5:"), "{}", error(&syntax));
    assert!(error("name = \"x\"").contains("missing field `values`"), "{}", error("name = \"x\""));
    let tier = format!("{MINIMAL}[der]\ntier = \"Strategy\"\n");
    assert_eq!(
        error(&tier),
        "p.toml:10:8: der.tier: \"Strategy\" is not one of Strategic, Operational, Tactical"
    );
}

#[test]
fn repetition_control_is_read_and_checked() {
    let with = |body: &str| format!("{MINIMAL}[intellect]\n{body}\n");
    let p = Profile::from_toml(
        "p.toml",
        &with("repetition_penalty = 1.2\nno_repeat_ngram = 4\nstop_on_loop = false"),
    )
    .unwrap();
    let expected =
        keel_model::RepetitionControl { penalty: 1.2, no_repeat_ngram: 4, stop_on_loop: false };
    assert_eq!(p.intellect.repetition, expected);
    assert_eq!(
        error(&with("repetition_penalty = 0.9")),
        "p.toml:10:22: intellect.repetition_penalty: must be in [1, 10] (1 = off), got 0.9"
    );
    assert_eq!(
        error(&with("no_repeat_ngram = 1")),
        "p.toml:10:19: intellect.no_repeat_ngram: must be 0 (off) or in 2..=64, got 1"
    );
}

#[test]
fn rule_errors_point_at_the_rule() {
    let bad_regex = format!(
        "{MINIMAL}[[will.rules]]\nid = \"x\"\nkind = \"pattern\"\npattern = \"(unclosed\"\n"
    );
    let e = error(&bad_regex);
    assert!(e.starts_with("p.toml:12:11: will.rules[0].pattern: invalid regex"), "{e}");
    let kind = format!("{MINIMAL}[[will.rules]]\nid = \"x\"\nkind = \"vibes\"\n");
    assert_eq!(
        error(&kind),
        "p.toml:11:8: will.rules[0].kind: \"vibes\" is not one of pattern, require, semantic, judge, detector, classifier, crisis"
    );
    let semantic = format!(
        "{MINIMAL}[[will.rules]]\nid = \"x\"\nkind = \"semantic\"\nexamples = [\"a\"]\nthreshold = 1.5\n"
    );
    assert_eq!(
        error(&semantic),
        "p.toml:13:13: will.rules[0].threshold: must be in (0, 1], got 1.5"
    );
    let missing = format!("{MINIMAL}[[will.rules]]\nid = \"x\"\nkind = \"judge\"\n");
    assert!(error(&missing).contains("will.rules[0].question: a judge rule needs question"));
    let require = format!(
        "{MINIMAL}[[will.rules]]\nid = \"x\"\nkind = \"require\"\ntext = \"a\"\npattern = \"b\"\n"
    );
    assert!(error(&require).contains("exactly one non-empty `text` or `pattern`"));
    let rule = "[[will.rules]]\nid = \"x\"\nkind = \"pattern\"\npattern = \"a\"\n";
    let dup = format!("{MINIMAL}{rule}{rule}");
    assert!(error(&dup).contains("will.rules[1].id: duplicate rule id \"x\""), "{}", error(&dup));
}

#[test]
fn resolve_prefers_user_profiles_and_lists_what_exists() {
    let dir = std::env::temp_dir().join(format!("keel-profiles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("tutor.toml"), MINIMAL).unwrap();
    assert_eq!(Profile::resolve("tutor", Some(&dir)).unwrap().name, "mini");
    assert_eq!(Profile::resolve("tutor", None).unwrap().name, "tutor");
    let path = dir.join("tutor.toml");
    assert_eq!(Profile::resolve(path.to_str().unwrap(), None).unwrap().name, "mini");
    match Profile::resolve("nope", Some(&dir)).unwrap_err() {
        ProfileError::Unknown { name, available } => {
            assert_eq!(name, "nope");
            assert!(
                available.contains(&"general".to_owned())
                    && available.contains(&"tutor".to_owned())
            );
        }
        other => panic!("{other}"),
    }
    let missing = Profile::resolve("/no/such/profile.toml", None).unwrap_err();
    assert!(matches!(missing, ProfileError::Io { .. }), "{missing}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn builtin_patterns_catch_violations_and_spare_look_alikes() {
    let rule = |profile: &str, id: &str| {
        let p = Profile::builtin(profile).unwrap();
        p.rules.into_iter().find(|r| r.id == id).unwrap()
    };
    let matches = |r: &Rule, text: &str| match &r.kind {
        RuleKind::Pattern { regex } => regex.is_match(text),
        _ => unreachable!(),
    };
    let returns = rule("financial-fiduciary", "no-promised-returns");
    assert!(matches(&returns, "This fund guarantees 12% a year."));
    assert!(matches(&returns, "You are guaranteed an annual return of 8%."), "with -ed");
    assert!(!matches(&returns, "No one can guarantee 10% returns."));
    let dx = rule("health-navigator", "no-diagnosis");
    assert!(matches(&dx, "From what you describe, you most likely have diabetes."));
    assert!(!matches(&dx, "If you have diabetes, check your feet daily."));
    let demeaning = rule("tutor", "no-demeaning");
    assert!(matches(&demeaning, "Honestly, you're so stupid."));
    assert!(!matches(&demeaning, "There is no such thing as a stupid mistake here."));
}

#[test]
fn classifier_rules_take_their_profiles_operating_point_unless_they_set_one() {
    let heads = crate::will::classifier::Heads::builtin().unwrap();
    for name in BUILTIN_NAMES {
        let p = Profile::builtin(name).unwrap();
        let thresholds: Vec<f64> = p
            .rules
            .iter()
            .filter_map(|r| match r.kind {
                RuleKind::Classifier { threshold, .. } => Some(threshold),
                _ => None,
            })
            .collect();
        assert!(!thresholds.is_empty(), "{name} includes the baseline's classifier rules");
        // Rules of the included baseline policy and the profile's own alike.
        assert!(
            thresholds.iter().all(|t| *t == heads.threshold_for(name)),
            "{name}: {thresholds:?}"
        );
    }
    // A user's profile takes the pooled point, and a rule's own threshold wins.
    let own = format!(
        "include = [\"baseline\"]\n{MINIMAL}[[will.rules]]\nid = \"mine\"\nkind = \"classifier\"\n\
         category = \"cyber\"\nthreshold = 0.42\nreason = \"r\"\n"
    );
    let p = Profile::from_toml("own.toml", &own).unwrap();
    for r in &p.rules {
        if let RuleKind::Classifier { threshold, .. } = r.kind {
            let want = if r.id == "mine" { 0.42 } else { heads.violation.threshold };
            assert_eq!(threshold, want, "{}", r.id);
        }
    }
}
