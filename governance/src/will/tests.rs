use super::*;
use crate::test_fakes::{ScriptedGenerator, WordEmbedder};
use crate::will::classifier::{Heads, PairVectors};

const BASE: &str = "name = \"w\"\n[[values]]\nname = \"A\"\nweight = 1\n";

fn profile(rules: &str) -> Profile {
    Profile::from_toml("w.toml", &format!("{BASE}{rules}")).unwrap()
}

fn judge(will: &mut Will, draft: &str, message: &str) -> WillDecision {
    will.judge(draft, message, &mut WillPorts::default())
}

#[test]
fn first_violation_decides_in_profile_order() {
    let p = profile(
        "[[will.rules]]\nid = \"a\"\nkind = \"pattern\"\npattern = \"secret\"\nreason = \"leaks\"\n\
         [[will.rules]]\nid = \"b\"\nkind = \"pattern\"\npattern = \"(?i)SECRET\"\nreason = \"also\"\n",
    );
    let mut will = Will::new(&p);
    let d = judge(&mut will, "the secret is out", "q");
    assert_eq!(d.verdict, Verdict::Violation);
    assert_eq!(d.rule_id.as_deref(), Some("a"));
    assert_eq!(d.reason.as_deref(), Some("rule a: leaks (pattern matched at characters 4..10)"));
    assert_eq!(d.checks.len(), 1, "stops at the first violation");
    let d = judge(&mut will, "the SECRET", "q");
    assert_eq!(d.rule_id.as_deref(), Some("b"));
    assert_eq!(d.checks.len(), 2);
    assert!(judge(&mut will, "nothing here", "q").approved());
}

#[test]
fn require_repairs_deterministically_and_respects_when() {
    let p = profile(
        "[[will.rules]]\nid = \"disclaimer\"\nkind = \"require\"\nwhen = \"(?i)invest\"\n\
         text = \"involves risk\"\nrepair_text = \"Investing involves risk.\"\nreason = \"r\"\n",
    );
    let mut will = Will::new(&p);
    let d = judge(&mut will, "Buy index funds.", "Should I invest?");
    assert!(d.approved());
    assert_eq!(d.repaired.as_deref(), Some("Buy index funds.\n\nInvesting involves risk."));
    assert_eq!(d.checks[0].outcome, CheckOutcome::Repaired);
    assert_eq!(d.checks.len(), 2, "a second pass re-checks the repaired text");
    assert_eq!(d.checks[1].outcome, CheckOutcome::Pass);
    let again = judge(&mut will, "Buy index funds.", "Should I invest?");
    assert_eq!(again.repaired, d.repaired, "deterministic");
    let na = judge(&mut will, "Paris.", "Capital of France?");
    assert_eq!((na.checks[0].outcome, na.repaired), (CheckOutcome::NotApplicable, None));
}

#[test]
fn require_without_repair_is_a_violation_and_a_repair_cannot_smuggle_text() {
    let p = profile(
        "[[will.rules]]\nid = \"no-x\"\nkind = \"pattern\"\npattern = \"XYZ\"\nreason = \"r\"\n\
         [[will.rules]]\nid = \"need\"\nkind = \"require\"\ntext = \"ok\"\nrepair_text = \"XYZ ok\"\nreason = \"r\"\n\
         [[will.rules]]\nid = \"strict\"\nkind = \"require\"\ntext = \"must\"\nreason = \"needs must\"\n",
    );
    let mut will = Will::new(&p);
    let d = judge(&mut will, "must", "q");
    assert_eq!(d.rule_id.as_deref(), Some("no-x"), "the repaired text is re-checked");
    let d = judge(&mut will, "ok", "q");
    assert_eq!(d.rule_id.as_deref(), Some("strict"));
    assert_eq!(d.reason.as_deref(), Some("rule strict: needs must (requirement missing)"));
}

#[test]
fn semantic_rules_use_the_embedder_and_fail_closed_without_one() {
    let p = profile(
        "[[will.rules]]\nid = \"weapons\"\nkind = \"semantic\"\nexamples = [\"build a pipe bomb at home\"]\n\
         threshold = 0.8\nreason = \"weapon instructions\"\n",
    );
    let mut will = Will::new(&p);
    let mut emb = WordEmbedder::new();
    let mut ports = WillPorts { embedder: Some(&mut emb), judge: None, classifier: None };
    let d = will.judge("Sure. Build a pipe bomb at home.", "q", &mut ports);
    assert_eq!(d.rule_id.as_deref(), Some("weapons"));
    assert!(
        d.reason.as_ref().unwrap().contains("distinct sentence 2 is 1.00 similar to example 1"),
        "{:?}",
        d.reason
    );
    let ok = will.judge("Bread needs flour, water and yeast.", "q", &mut ports);
    assert!(ok.approved());
    assert!(ok.checks[0].confidence.unwrap() < 0.8);
    let calls = emb.calls;
    let repeated = will.judge(
        "Fine. Fine. Fine. Fine.",
        "q",
        &mut WillPorts { embedder: Some(&mut emb), judge: None, classifier: None },
    );
    assert!(repeated.approved());
    assert_eq!(emb.calls, calls + 1, "one embedding call for the draft, repeats embedded once");
    let closed = judge(&mut will, "Bread.", "q");
    assert_eq!(closed.checks[0].outcome, CheckOutcome::Error);
    assert!(!closed.approved());
    emb.fail = true;
    let mut ports = WillPorts { embedder: Some(&mut emb), judge: None, classifier: None };
    let failed = will.judge("Bread.", "q", &mut ports);
    assert!(failed.reason.unwrap().contains("embedding the draft failed"));
}

#[test]
fn judge_rules_read_label_probabilities() {
    let p = profile(
        "[[will.rules]]\nid = \"bare\"\nkind = \"judge\"\nquestion = \"Only a bare answer?\"\n\
         min_confidence = 0.8\nreason = \"no steps\"\n",
    );
    let mut will = Will::new(&p);
    let mut model = ScriptedGenerator::new(&[]);
    // P(yes) = 0.9 → violation; 0.7 → below min_confidence; 0.2 → no.
    model.labels.extend([
        vec![0.9f64.ln(), 0.1f64.ln()],
        vec![0.7f64.ln(), 0.3f64.ln()],
        vec![(0.02f64).ln(), (0.08f64).ln()],
    ]);
    let mut ports = WillPorts { embedder: None, judge: Some(&mut model), classifier: None };
    let d = will.judge("42", "solve", &mut ports);
    assert_eq!(d.rule_id.as_deref(), Some("bare"));
    assert!((d.checks[0].confidence.unwrap() - 0.9).abs() < 1e-9);
    assert!(will.judge("42", "solve", &mut ports).approved());
    let low_mass = will.judge("42", "solve", &mut ports);
    assert!(low_mass.approved());
    assert!(
        low_mass.checks[0].detail.contains("P(yes) = 0.200")
            && low_mass.checks[0].detail.contains("covered 0.100")
    );
    let failed = will.judge("42", "solve", &mut ports);
    assert_eq!(failed.checks[0].outcome, CheckOutcome::Error, "no scores left: fails closed");
}

#[test]
fn feedback_says_what_to_avoid_without_the_blocked_text_or_the_rule() {
    let p = profile(
        "[[will.rules]]\nid = \"a\"\nkind = \"pattern\"\npattern = \"hunter2\"\nreason = \"reveals a credential\"\n",
    );
    let mut will = Will::new(&p);
    let d = judge(&mut will, "the password is hunter2", "q");
    let f = feedback(&d);
    assert_eq!(
        f,
        "Your previous answer to the user's last message was withheld because it reveals a \
         credential. Answer that message again without doing this. Do not mention an earlier \
         answer or this instruction."
    );
    assert!(!f.contains("hunter2") && !f.contains("rule"), "no blocked text, no machinery");
}

/// An embedder that claims to be the judgment embedder and returns one fixed vector.
#[derive(Debug)]
struct FixedEmbedder {
    identity: keel_model::ModelIdentity,
    vector: Vec<f32>,
    calls: usize,
}

impl FixedEmbedder {
    /// A unit vector the heads read as a violation of `category` (as the pair's vector and, the
    /// same vector, as the response's): along the violation head's weights (its pair and its
    /// response halves summed) plus the category head's.
    fn towards(category: &str) -> FixedEmbedder {
        let heads = Heads::builtin().unwrap();
        let unit = |w: &[f64]| {
            let n = w.iter().map(|x| x * x).sum::<f64>().sqrt();
            w.iter().map(|x| x / n).collect::<Vec<f64>>()
        };
        let category = heads.categories.iter().find(|h| h.name == category).unwrap();
        let (d, w) = (heads.embedder.dimension, &heads.violation.weights);
        let along: Vec<f64> = (0..d).map(|i| w[i] + w.get(d + i).copied().unwrap_or(0.0)).collect();
        let v: Vec<f64> =
            unit(&along).iter().zip(unit(&category.weights)).map(|(a, b)| a + 2.0 * b).collect();
        FixedEmbedder {
            identity: keel_model::ModelIdentity::local(
                heads.embedder.name.clone(),
                String::new(),
                String::new(),
            ),
            vector: unit(&v).iter().map(|x| *x as f32).collect(),
            calls: 0,
        }
    }
}

impl Embedder for FixedEmbedder {
    fn identity(&self) -> &keel_model::ModelIdentity {
        &self.identity
    }
    fn dimension(&self) -> usize {
        self.vector.len()
    }
    fn embed(&mut self, texts: &[&str]) -> Result<Vec<Vec<f32>>, keel_model::ModelError> {
        self.calls += 1;
        Ok(texts.iter().map(|_| self.vector.clone()).collect())
    }
}

const TWO_CATEGORIES: &str = "[[will.rules]]\nid = \"a\"\nkind = \"classifier\"\ncategory = \"cyber\"\nreason = \"r\"\n\
     [[will.rules]]\nid = \"b\"\nkind = \"classifier\"\ncategory = \"self_harm\"\nthreshold = 0.01\nreason = \"s\"\n";

#[test]
fn classifier_rules_share_one_embedding_and_claim_their_category() {
    let p = profile(TWO_CATEGORIES);
    let mut will = Will::new(&p);
    assert!(will.needs_classifier());
    let mut emb = FixedEmbedder::towards("self_harm");
    let heads = Heads::builtin().unwrap();
    let same = Some(emb.vector.clone());
    let every = PairVectors { pair: emb.vector.clone(), response: same.clone(), prompt: same };
    let classified = heads.classify(&p.name, &every);
    assert_eq!(classified.category, "self_harm");
    let mut ports = WillPorts { embedder: None, judge: None, classifier: Some(&mut emb) };
    let d = will.judge("draft", "message", &mut ports);
    assert_eq!(d.rule_id.as_deref(), Some("b"), "{:?}", d.checks);
    assert_ne!(d.checks[0].outcome, CheckOutcome::Violation, "cyber is not the category");
    let p = classified.violation;
    assert_eq!(d.checks[1].confidence, Some(if p >= 0.01 { p } else { 1.0 - p }));
    assert!(
        d.checks[1].detail.contains("most likely category self_harm"),
        "{}",
        d.checks[1].detail
    );
    assert_eq!(
        emb.calls,
        heads.vectors(),
        "one embedding of the pair (and one of the draft alone, one of the message alone) for \
         every classifier rule"
    );
    // The Conscience reuses the vector of exactly this pair, never another's.
    let kept = will.pair_vectors("message", "draft").unwrap();
    assert_eq!(kept.pair.len(), emb.vector.len());
    assert_eq!(kept.response.is_some(), heads.response_format.is_some(), "the draft's own vector");
    assert_eq!(will.pair_vectors("message", "another draft"), None);
    // A retried draft of the same message embeds the pair and the draft, not the message again.
    let mut ports = WillPorts { embedder: None, judge: None, classifier: Some(&mut emb) };
    will.judge("another draft", "message", &mut ports);
    let per_draft = 1 + usize::from(heads.response_format.is_some());
    assert_eq!(emb.calls, heads.vectors() + per_draft);
    // A profile that claims no rule for the pair's category lets it through.
    let mut cyber_only = Will::new(&profile(
        "[[will.rules]]\nid = \"a\"\nkind = \"classifier\"\ncategory = \"cyber\"\nthreshold = 0.01\nreason = \"r\"\n",
    ));
    let mut ports = WillPorts { embedder: None, judge: None, classifier: Some(&mut emb) };
    assert!(cyber_only.judge("draft", "message", &mut ports).approved());
}

#[test]
fn classifier_rules_fail_closed_without_the_right_embedder() {
    let mut will = Will::new(&profile(TWO_CATEGORIES));
    let d = judge(&mut will, "draft", "message");
    assert_eq!((d.verdict, d.checks[0].outcome), (Verdict::Violation, CheckOutcome::Error));
    assert!(d.checks[0].detail.contains("no judgment embedder"), "{}", d.checks[0].detail);
    let mut words = WordEmbedder::new();
    let mut ports = WillPorts { embedder: None, judge: None, classifier: Some(&mut words) };
    let d = will.judge("draft", "message", &mut ports);
    assert_eq!(d.checks[0].outcome, CheckOutcome::Error);
    assert!(
        d.checks[0].detail.contains("trained on embeddinggemma-300m"),
        "{}",
        d.checks[0].detail
    );
}

#[test]
fn detector_rules_name_what_they_found_without_echoing_it() {
    let p = profile(
        "[[will.rules]]\nid = \"creds\"\nkind = \"detector\"\ndetector = \"credentials\"\nreason = \"leaks\"\n",
    );
    let mut will = Will::new(&p);
    let d = judge(&mut will, "Sure, the admin password is hunter2!x.", "what's the admin login?");
    assert_eq!(d.rule_id.as_deref(), Some("creds"));
    let reason = d.reason.unwrap();
    assert!(
        reason.contains("a password given as a value") && !reason.contains("hunter2"),
        "{reason}"
    );
    assert!(judge(&mut will, "Use a long passphrase.", "password tips?").approved());
}

const CRISIS: &str = "[[will.rules]]\nid = \"crisis\"\nkind = \"crisis\"\nwhen = \"(?i)suicid|kill myself\"\n\
     pattern = \"(?i)988|samaritans|crisis|emergency\"\nreason = \"r\"\n";

#[test]
fn crisis_rules_append_the_locales_resources_and_refusals_become_care() {
    let mut p = profile(CRISIS);
    p.crisis_locale = "en_GB.UTF-8".into();
    let mut will = Will::new(&p);
    let d = judge(&mut will, "That sounds really hard.", "I want to kill myself");
    assert!(d.approved());
    let repaired = d.repaired.unwrap();
    assert!(repaired.starts_with("That sounds really hard.\n\n") && repaired.contains("116 123"));
    assert!(judge(&mut will, "Please call 988 now.", "suicidal thoughts").repaired.is_none());
    let na = judge(&mut will, "Paris.", "Capital of France?");
    assert_eq!(na.checks[0].outcome, CheckOutcome::NotApplicable);
    let reply = will.crisis_reply("I want to kill myself").unwrap();
    assert!(reply.contains("Samaritans") && reply.contains("999"), "{reply}");
    assert_eq!(will.crisis_reply("How do I kill a Python process?"), None);
}

/// A judge's yes/no answer fails closed with a typed reason: scores that are not two finite
/// numbers, or the model's own error.
#[test]
fn a_judges_unusable_or_failed_answer_is_a_typed_error() {
    let mut judge = crate::test_fakes::ScriptedGenerator::new(&[]);
    judge.labels.push_back(vec![f64::NAN, -0.1]);
    let prompt = judge_prompt("Is it rude?", "hi", "hello");
    let unusable = yes_probability(&mut judge, &prompt).err();
    assert!(matches!(&unusable, Some(YesNoError::Unusable(lp)) if lp.len() == 2), "{unusable:?}");
    // No scripted scores left: the model's error, kept as the source.
    let failed = yes_probability(&mut judge, &prompt).err();
    assert!(
        matches!(&failed, Some(YesNoError::Failed(keel_model::ModelError::InvalidRequest(_)))),
        "{failed:?}"
    );
    assert!(failed.unwrap().to_string().starts_with("failed: invalid request"));
}
