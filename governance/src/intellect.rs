//! Intellect (spec/faculties.md, Stage 1): a_t, r_t = I(x_t, V, M_t).
//!
//! The prompt is the profile's system prompt, the values with their weights, the last coaching
//! note f_{t−1}, the regulator's pre-flight notes, the Will's feedback on a reflexion retry and
//! the request for a reflection after [`REFLECTION_DELIMITER`]; then the recent turns and x_t,
//! rendered by the model's own chat template. Everything keel says to the model is on the system
//! side: the user's message goes in as the user wrote it, and sentences of a draft that repeat
//! keel's instructions are removed ([`echo`]). One generation yields the answer and the
//! reflection; when the model omits the delimiter, r_t is derived deterministically
//! ([`derive_reflection`]). No draft text leaves [`generate`] while it runs: the caller learns
//! only how many tokens there are, so nothing unjudged can reach a screen. The [`Draft`] keeps
//! what replay needs: model identity, sampling parameters, prompt and generated token ids.

pub mod echo;

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use crate::profile::Profile;
use keel_model::{
    CancelToken, ChatMessage, FinishReason, GenerationRequest, ModelError, ModelIdentity,
    SamplingParams, TextGenerator, Usage,
};

/// The line that separates the answer from the reflection in one generation.
pub const REFLECTION_DELIMITER: &str = "### Reflection";

/// What the Intellect is given besides the profile.
#[derive(Debug, Clone, Default)]
pub struct IntellectInput<'a> {
    /// x_t.
    pub message: &'a str,
    /// Earlier exchanges (user, assistant, …), oldest first.
    pub history: &'a [ChatMessage],
    /// f_{t−1} ("" when silent).
    pub coaching_note: &'a str,
    /// Procedural warnings from the regulator's pre-flight.
    pub preflight: &'a [String],
    /// The Will's feedback on a reflexion retry (E_t), an instruction on the system side.
    pub feedback: Option<&'a str>,
}

/// One draft: the answer a_t, the reflection r_t and the replay data.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Draft {
    /// a_t (trimmed).
    pub answer: String,
    /// r_t.
    pub reflection: String,
    /// Whether r_t was derived by keel because the model omitted it.
    pub reflection_derived: bool,
    /// Sentences removed from the answer because they repeated keel's instructions.
    #[serde(default)]
    pub echo_removed: usize,
    /// The whole generated text.
    pub raw_text: String,
    /// The model.
    pub model: ModelIdentity,
    /// Sampling parameters.
    pub params: SamplingParams,
    /// The templated prompt's token ids (empty for a remote model: its server templates and
    /// tokenises).
    pub prompt_token_ids: Vec<u32>,
    /// Generated token ids (empty for a remote model, which reports no ids).
    pub token_ids: Vec<u32>,
    /// One per generated token, in order: its log-probability, `None` where the backend gave
    /// none (then the regulator's confidence is its structural fallback, and says so).
    pub logprobs: Vec<Option<f32>>,
    /// One per generated token where the backend reported alternatives: the favourite's margin
    /// over its runner-up (`keel_model::TokenEvent::margin`), which the regulator's confidence
    /// reads. Empty in drafts recorded before margins existed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub margins: Vec<Option<f32>>,
    /// The server's token counts (remote models); `None` for local models.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub usage: Option<Usage>,
    /// Why generation ended.
    pub finish: FinishReason,
    /// Wall time of the generation.
    pub elapsed: Duration,
    /// Time to the first token.
    pub time_to_first_token: Duration,
}

impl Draft {
    /// (prompt tokens, generated tokens): the server's counts when it sent them, else local ones.
    pub fn token_counts(&self) -> (u64, u64) {
        match self.usage {
            Some(u) => (u.prompt_tokens, u.completion_tokens),
            None => (self.prompt_token_ids.len() as u64, self.logprobs.len() as u64),
        }
    }
}

/// The system message: worldview, values with weights, coaching note, pre-flight notes, the
/// Will's feedback on a retry and the reflection instruction.
pub fn system_message(profile: &Profile, input: &IntellectInput<'_>) -> String {
    let (coaching_note, preflight) = (input.coaching_note, input.preflight);
    let mut s = profile.intellect.system_prompt.trim().to_owned();
    s.push_str("\n\nYour values, with their weights:");
    for v in &profile.values {
        let _ = write!(s, "\n- {} ({:.2}): {}", v.name, v.weight, v.description);
    }
    if !coaching_note.trim().is_empty() {
        s.push_str("\n\nCoaching note from your last audit: ");
        s.push_str(coaching_note.trim());
    }
    for note in preflight.iter().map(String::as_str).chain(input.feedback) {
        s.push_str("\n\n");
        s.push_str(note.trim());
    }
    let _ = write!(
        s,
        "\n\nAfter your answer, write a line `{REFLECTION_DELIMITER}` and one sentence on how \
         the answer serves these values."
    );
    s
}

/// The whole conversation sent to the model.
pub fn messages(profile: &Profile, input: &IntellectInput<'_>) -> Vec<ChatMessage> {
    let mut out = vec![ChatMessage::system(system_message(profile, input))];
    out.extend(input.history.iter().cloned());
    out.push(ChatMessage::user(input.message));
    out
}

/// Splits a generation at the delimiter: (answer, reflection if present and non-empty). A
/// generation that opens with the delimiter (some models write the heading first, then their
/// answer under it) has nothing before it to be the answer: what follows is the answer, and
/// there is no reflection — an answer is never left empty while the model wrote one.
pub fn split_reflection(text: &str) -> (String, Option<String>) {
    // A delimiter in backticks is the instruction quoted back (a model echoing its prompt),
    // not the model's reflection.
    let quoted = |at: usize| text[..at].ends_with('`');
    let found = text.match_indices(REFLECTION_DELIMITER).map(|(at, _)| at).find(|&at| !quoted(at));
    match found {
        Some(at) => {
            let answer = text[..at].trim().to_owned();
            let reflection = text[at + REFLECTION_DELIMITER.len()..]
                .trim_start_matches([':', ' ', '\n', '\r', '\t'])
                .trim();
            if answer.is_empty() {
                return (reflection.to_owned(), None);
            }
            (answer, (!reflection.is_empty()).then(|| reflection.to_owned()))
        }
        None => (text.trim().to_owned(), None),
    }
}

/// r_t when the model gives none: a derivation from the answer and the profile, never a
/// verdict (it becomes the DER's ILJO.LOGIC).
pub fn derive_reflection(answer: &str, profile: &Profile) -> String {
    let words = answer.split_whitespace().count();
    let sentences = answer
        .split(['.', '!', '?', '\n'])
        .filter(|s| s.chars().any(char::is_alphanumeric))
        .count();
    let values: Vec<String> =
        profile.values.iter().map(|v| format!("{} ({:.2})", v.name, v.weight)).collect();
    format!(
        "The answer has {words} words in {sentences} sentence(s); it was written under the \
         values {} of profile {}; the Conscience scores each of them after commit.",
        values.join(", "),
        profile.name
    )
}

/// Runs the Intellect once, telling `on_progress` the number of tokens generated so far after
/// each one (never their text: the draft is unjudged until the Will has seen it).
pub fn generate(
    model: &mut dyn TextGenerator,
    profile: &Profile,
    input: &IntellectInput<'_>,
    cancel: &CancelToken,
    on_progress: &mut dyn FnMut(usize),
) -> Result<Draft, ModelError> {
    let params = SamplingParams {
        temperature: profile.intellect.temperature,
        top_p: 1.0,
        seed: profile.intellect.seed,
        max_new_tokens: profile.intellect.max_new_tokens,
        repetition: profile.intellect.repetition,
    };
    let messages = messages(profile, input);
    let instructions = messages[0].content.clone();
    let request = GenerationRequest::chat(messages, params);
    let started = Instant::now();
    let mut tokens = 0;
    let generation = model.generate(&request, cancel, &mut |_| {
        tokens += 1;
        on_progress(tokens);
    })?;
    let (answer, reflection) = split_reflection(&generation.text);
    let stripped = echo::strip(&answer, &instructions, input.message);
    let answer = stripped.text;
    let reflection_derived = reflection.is_none();
    let reflection = reflection.unwrap_or_else(|| derive_reflection(&answer, profile));
    Ok(Draft {
        answer,
        reflection,
        reflection_derived,
        echo_removed: stripped.removed,
        raw_text: generation.text.clone(),
        model: model.identity().clone(),
        params: generation.params,
        prompt_token_ids: generation.prompt_token_ids,
        token_ids: generation.tokens.iter().filter_map(|t| t.id).collect(),
        logprobs: generation.tokens.iter().map(|t| t.logprob).collect(),
        margins: generation.tokens.iter().map(|t| t.margin).collect(),
        usage: generation.usage,
        finish: generation.finish,
        elapsed: started.elapsed(),
        time_to_first_token: generation.timings.time_to_first_token,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prompt_carries_values_note_and_preflight() {
        let p = Profile::builtin("general").unwrap();
        let input = IntellectInput {
            message: "hi",
            coaching_note: "Bring Honesty back.",
            preflight: &["You were corrected on this before: be brief".to_owned()],
            feedback: Some("[feedback]"),
            ..Default::default()
        };
        let m = messages(&p, &input);
        assert_eq!(m.len(), 2);
        let sys = &m[0].content;
        assert!(sys.starts_with("You are keel"));
        assert!(sys.contains("- Honesty (0.30): Says what is true"));
        assert!(sys.contains("Coaching note from your last audit: Bring Honesty back."));
        assert!(sys.contains("You were corrected on this before: be brief"));
        assert!(
            sys.contains("\n\n[feedback]"),
            "the Will's feedback is keel's, on the system side"
        );
        assert!(sys.contains(REFLECTION_DELIMITER));
        assert_eq!(m[1].content, "hi", "the user's message goes in as written");
        let silent = messages(&p, &IntellectInput { message: "hi", ..Default::default() });
        assert!(!silent[0].content.contains("Coaching note"));
    }

    #[test]
    fn reflection_is_split_or_derived() {
        assert_eq!(
            split_reflection("Paris.\n### Reflection: It is accurate."),
            ("Paris.".to_owned(), Some("It is accurate.".to_owned()))
        );
        assert_eq!(split_reflection("Paris.\n### Reflection\n  "), ("Paris.".to_owned(), None));
        assert_eq!(split_reflection(" Paris. "), ("Paris.".to_owned(), None));
        // The heading first, the answer under it (Qwen2.5 does this): the answer is kept.
        assert_eq!(
            split_reflection("### Reflection\nA spider has eight legs."),
            ("A spider has eight legs.".to_owned(), None)
        );
        assert_eq!(split_reflection("\n### Reflection:  \n"), (String::new(), None));
        assert_eq!(
            split_reflection("write a line `### Reflection` then\nParis.\n### Reflection\nTrue."),
            ("write a line `### Reflection` then\nParis.".to_owned(), Some("True.".to_owned()))
        );
        let p = Profile::builtin("tutor").unwrap();
        let r = derive_reflection("The capital is Paris. It is in France.", &p);
        assert_eq!(r, derive_reflection("The capital is Paris. It is in France.", &p));
        assert!(r.starts_with("The answer has 8 words in 2 sentence(s)"), "{r}");
        assert!(
            keel_evidence::der::cues::first_hit(&r, keel_evidence::der::cues::VERDICT).is_none()
        );
    }
}
