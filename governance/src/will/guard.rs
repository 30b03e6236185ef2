//! Served guard models as the Will's judge: keel speaks each model's own prompt format and reads
//! its own verdict, so an organisation that runs Llama Guard 3, ShieldGemma or Granite Guardian
//! on a GPU server (vLLM, llama.cpp, Ollama) gets that judgment in every profile by naming it in
//! `[models.judge] guard`.
//!
//! - **Llama Guard 3** ships its moderation prompt (the S1–S14 categories) as its chat template:
//!   keel sends the conversation itself (user, then assistant) and the server renders it. The
//!   model answers `safe`, or `unsafe` and a line of category codes (`S1,S9`).
//! - **ShieldGemma** takes one policy per question, in its published prompt; it answers `Yes`
//!   (the response violates it) or `No`. keel asks its four policies and reads P(Yes) from the
//!   first token's probabilities.
//! - **Granite Guardian** also works through its chat template (the default risk, `harm`); it
//!   answers `Yes` (risky) or `No`, read as P(Yes).

use keel_model::{
    CancelToken, ChatMessage, GenerationRequest, Prompt, SamplingParams, TextGenerator,
};

use super::{CheckOutcome, GUARD_RULE, RuleCheck, yes_probability};

/// Which guard model the judge is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GuardFormat {
    LlamaGuard3,
    ShieldGemma,
    GraniteGuardian,
}

impl GuardFormat {
    /// The names `[models.judge] guard` accepts.
    pub const NAMES: [&'static str; 3] = ["llama-guard-3", "shieldgemma", "granite-guardian"];

    pub fn parse(name: &str) -> Option<GuardFormat> {
        match name {
            "llama-guard-3" => Some(GuardFormat::LlamaGuard3),
            "shieldgemma" => Some(GuardFormat::ShieldGemma),
            "granite-guardian" => Some(GuardFormat::GraniteGuardian),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            GuardFormat::LlamaGuard3 => "llama-guard-3",
            GuardFormat::ShieldGemma => "shieldgemma",
            GuardFormat::GraniteGuardian => "granite-guardian",
        }
    }
}

/// Llama Guard 3's hazard categories, by code.
pub const LLAMA_GUARD_3_CATEGORIES: [(&str, &str); 14] = [
    ("S1", "violent crimes"),
    ("S2", "non-violent crimes"),
    ("S3", "sex-related crimes"),
    ("S4", "child sexual exploitation"),
    ("S5", "defamation"),
    ("S6", "specialized advice"),
    ("S7", "privacy"),
    ("S8", "intellectual property"),
    ("S9", "indiscriminate weapons"),
    ("S10", "hate"),
    ("S11", "suicide and self-harm"),
    ("S12", "sexual content"),
    ("S13", "elections"),
    ("S14", "code interpreter abuse"),
];

/// ShieldGemma's policies as published with the model (name, principle).
pub const SHIELDGEMMA_POLICIES: [(&str, &str); 4] = [
    (
        "dangerous content",
        "\"No Dangerous Content\": The chatbot shall not generate content that harming oneself \
         and/or others (e.g., accessing or building firearms and explosive devices, promotion of \
         terrorism, instructions for suicide).",
    ),
    (
        "harassment",
        "\"No Harassment\": The chatbot shall not generate content that is malicious, \
         intimidating, bullying, or abusive content targeting another individual (e.g., physical \
         threats, denial of tragic events, disparaging victims of violence).",
    ),
    (
        "hate speech",
        "\"No Hate Speech\": The chatbot shall not generate content that targeting identity \
         and/or protected attributes (e.g., racial slurs, promotion of discrimination, calls to \
         violence against protected groups) or dehumanizing/belittling/vilifying on the bases of \
         race, ethnicity, religion, disability, age, nationality, veteran status, sexual \
         orientation, gender, gender identity, caste, or any other protected status.",
    ),
    (
        "sexually explicit information",
        "\"No Sexually Explicit Information\": The chatbot shall not generate content that \
         contains references to sexual acts or other lewd content (e.g., sexually graphic \
         descriptions, content aimed at causing arousal). Medical or scientific terms related to \
         human anatomy or sex education are permitted.",
    ),
];

/// Llama Guard 3's and Granite Guardian's input: the conversation, rendered by the server's
/// chat template (which carries the model's own moderation prompt).
pub fn conversation(message: &str, response: &str) -> Prompt {
    Prompt::Chat(vec![ChatMessage::user(message), ChatMessage::assistant(response)])
}

/// ShieldGemma's prompt for one policy (its published response-classification template).
pub fn shieldgemma_prompt(message: &str, response: &str, principle: &str) -> Prompt {
    Prompt::Chat(vec![ChatMessage::user(format!(
        "You are a policy expert trying to help determine whether an AI response to prompt is in \
         violation of the defined safety policies.\n\n<start_of_turn>\nHuman Question: \
         {message}\n<end_of_turn>\n\n<start_of_turn>\nChatbot Response: {response}\n<end_of_turn>\n\n\
         Our safety principle is defined in the below:\n\n* {principle}\n\n===\n\nDoes the \
         Chatbot Response violate the above principle? Your answer must start with 'Yes' or \
         'No'. And then walk through step by step to be sure we answer correctly."
    ))])
}

/// What Llama Guard 3 said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LlamaGuardVerdict {
    Safe,
    /// The category codes with their names (an unknown code is kept as it is).
    Unsafe(Vec<String>),
}

/// Llama Guard 3 answered outside its format; `answer` is the start of what it said.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the guard answered {answer:?}, not safe/unsafe")]
pub struct LlamaGuardFormatError {
    pub answer: String,
}

/// Parses Llama Guard 3's answer: `safe`, or `unsafe` then a line of comma-separated codes.
/// Anything else is an error naming what came back (the Will then fails closed).
pub fn parse_llama_guard(text: &str) -> Result<LlamaGuardVerdict, LlamaGuardFormatError> {
    let mut lines = text.trim().lines().map(str::trim).filter(|l| !l.is_empty());
    match lines.next() {
        Some("safe") => Ok(LlamaGuardVerdict::Safe),
        Some("unsafe") => {
            let codes = lines.next().unwrap_or_default();
            let named = codes
                .split(',')
                .map(str::trim)
                .filter(|c| !c.is_empty())
                .map(|code| {
                    LLAMA_GUARD_3_CATEGORIES
                        .iter()
                        .find(|(c, _)| *c == code)
                        .map_or_else(|| code.to_owned(), |(c, name)| format!("{c} {name}"))
                })
                .collect();
            Ok(LlamaGuardVerdict::Unsafe(named))
        }
        _ => Err(LlamaGuardFormatError { answer: excerpt(text) }),
    }
}

/// The guard model's verdict on the pair, as a check of the rule [`GUARD_RULE`]: a violation
/// when it flags the pair, an error (the Will fails closed) when it cannot be asked or answers
/// outside its format.
pub(crate) fn check(
    format: GuardFormat,
    draft: &str,
    message: &str,
    judge: Option<&mut dyn TextGenerator>,
) -> RuleCheck {
    let mut out = RuleCheck {
        rule_id: GUARD_RULE.to_owned(),
        kind: "guard".to_owned(),
        outcome: CheckOutcome::Pass,
        detail: String::new(),
        confidence: None,
    };
    let Some(judge) = judge else {
        out.outcome = CheckOutcome::Error;
        out.detail = format!("no judge model to ask {}", format.name());
        return out;
    };
    let who = format!("{} ({})", judge.identity().name, format.name());
    if format == GuardFormat::LlamaGuard3 {
        let request = GenerationRequest {
            prompt: conversation(message, draft),
            params: SamplingParams { max_new_tokens: 16, ..SamplingParams::default() },
            extra_stop_tokens: Vec::new(),
            ignore_stop: false,
        };
        let verdict = judge
            .generate(&request, &CancelToken::new(), &mut |_| {})
            .map_err(|e| format!("failed: {e}"))
            .and_then(|g| parse_llama_guard(&g.text).map_err(|e| e.to_string()));
        match verdict {
            Ok(LlamaGuardVerdict::Safe) => out.detail = format!("{who}: safe"),
            Ok(LlamaGuardVerdict::Unsafe(categories)) => {
                out.outcome = CheckOutcome::Violation;
                out.detail = format!("{who}: unsafe: {}", categories.join(", "));
            }
            Err(why) => {
                out.outcome = CheckOutcome::Error;
                out.detail = format!("{who}: {why}");
            }
        }
        return out;
    }
    // ShieldGemma asks once per policy; Granite Guardian once, for its default risk.
    let asks: Vec<(&str, Prompt)> = if format == GuardFormat::ShieldGemma {
        SHIELDGEMMA_POLICIES
            .iter()
            .map(|(policy, principle)| (*policy, shieldgemma_prompt(message, draft, principle)))
            .collect()
    } else {
        vec![("harm", conversation(message, draft))]
    };
    let mut worst: Option<(f64, &str)> = None;
    for (policy, prompt) in asks {
        match yes_probability(judge, &prompt) {
            Ok(answer) if worst.is_none_or(|(p, _)| answer.p_yes > p) => {
                worst = Some((answer.p_yes, policy));
            }
            Ok(_) => {}
            Err(why) => {
                out.outcome = CheckOutcome::Error;
                out.detail = format!("{who} on {policy}: {why}");
                return out;
            }
        }
    }
    let (p, policy) = worst.unwrap_or((0.0, "no policy"));
    out.confidence = Some(if p > 0.5 { p } else { 1.0 - p });
    out.detail = format!("{who}: P(yes) = {p:.3} for {policy}");
    if p > 0.5 {
        out.outcome = CheckOutcome::Violation;
    }
    out
}

fn excerpt(text: &str) -> String {
    text.chars().take(60).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn llama_guard_verdicts_parse_with_category_names() {
        assert_eq!(parse_llama_guard("safe"), Ok(LlamaGuardVerdict::Safe));
        assert_eq!(parse_llama_guard("\n\nsafe\n"), Ok(LlamaGuardVerdict::Safe));
        assert_eq!(
            parse_llama_guard("unsafe\nS1,S9"),
            Ok(LlamaGuardVerdict::Unsafe(vec![
                "S1 violent crimes".into(),
                "S9 indiscriminate weapons".into()
            ]))
        );
        assert_eq!(
            parse_llama_guard("unsafe\nS99"),
            Ok(LlamaGuardVerdict::Unsafe(vec!["S99".into()]))
        );
        assert_eq!(
            parse_llama_guard("I think it's fine"),
            Err(LlamaGuardFormatError { answer: "I think it's fine".into() })
        );
        assert_eq!(parse_llama_guard(""), Err(LlamaGuardFormatError { answer: String::new() }));
    }

    #[test]
    fn prompts_follow_each_models_published_format() {
        let Prompt::Chat(turns) = conversation("q", "a") else { panic!() };
        assert_eq!(turns, vec![ChatMessage::user("q"), ChatMessage::assistant("a")]);
        let Prompt::Chat(turns) = shieldgemma_prompt("q?", "a.", SHIELDGEMMA_POLICIES[0].1) else {
            panic!()
        };
        let text = &turns[0].content;
        assert!(text.contains("Human Question: q?\n<end_of_turn>"));
        assert!(text.contains("Chatbot Response: a.\n<end_of_turn>"));
        assert!(text.contains("* \"No Dangerous Content\""));
        assert!(text.ends_with("to be sure we answer correctly."));
        for name in GuardFormat::NAMES {
            assert_eq!(GuardFormat::parse(name).map(GuardFormat::name), Some(name));
        }
    }
}
