//! The everyday question set (`tests/fixtures/everyday/*.jsonl`) and the checks that decide
//! whether an answer was useful: what `keel score` runs. Pure logic, no model: the command feeds
//! answers in, and the set's own test feeds the reference answers in.
//!
//! One JSON object per line, schema [`SCHEMA`]:
//! `{"schema","id","category","question","reference", "must_contain_any"?, "must_contain_all"?,
//! "must_not_contain"?, "max_words"?}`. Phrases match case-insensitively and on word
//! boundaries: a phrase whose first (last) character is a letter or digit must not have one
//! right before (after) it, so `391` is not found in `1391` and `no` is not found in `know`.
//!
//! An answer is useful when it passes every check of its item and the generic ones: not empty,
//! not a loop ([`is_loop`]), and ended by the model rather than by the token cap or the loop
//! stop.

use std::collections::HashSet;
use std::path::Path;

use serde::{Deserialize, Serialize};

/// The schema every line names; a line naming another is refused.
pub const SCHEMA: &str = "keel.everyday/1";

/// One everyday question with its reference answer and checks.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Item {
    pub schema: String,
    /// Unique in the set, stable across versions (results are compared by id).
    pub id: String,
    /// fact, arithmetic, how-to, code, summary, advice, translation, definition, conversion,
    /// reasoning, writing.
    pub category: String,
    pub question: String,
    /// An answer a careful person would give; it passes every check (the set's test says so).
    pub reference: String,
    /// At least one of these must occur (the accepted forms of the fact).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub must_contain_any: Vec<String>,
    /// Every one of these must occur.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub must_contain_all: Vec<String>,
    /// None of these may occur (a wrong fact, unsafe advice).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub must_not_contain: Vec<String>,
    /// At most this many words (a question that asks for brevity).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_words: Option<usize>,
}

/// Why a set could not be read.
#[derive(Debug, thiserror::Error)]
pub enum SetError {
    #[error("{path}: {message}")]
    Io { path: String, message: String },
    #[error("{path}:{line}: {message}")]
    Invalid { path: String, line: usize, message: String },
}

/// Reads one set file, checking the schema, the ids' uniqueness and that every item has a
/// content check.
pub fn load(path: &Path) -> Result<Vec<Item>, SetError> {
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(path)
        .map_err(|e| SetError::Io { path: shown.clone(), message: e.to_string() })?;
    parse(&shown, &text)
}

/// [`load`] on text already read; `path` names it in errors.
pub fn parse(path: &str, text: &str) -> Result<Vec<Item>, SetError> {
    let mut items = Vec::new();
    let mut ids = HashSet::new();
    for (n, line) in text.lines().enumerate() {
        let line_no = n + 1;
        if line.trim().is_empty() {
            continue;
        }
        let invalid =
            |message: String| SetError::Invalid { path: path.to_owned(), line: line_no, message };
        let item: Item = serde_json::from_str(line).map_err(|e| invalid(e.to_string()))?;
        if item.schema != SCHEMA {
            return Err(invalid(format!("schema {:?}, expected {SCHEMA:?}", item.schema)));
        }
        if !ids.insert(item.id.clone()) {
            return Err(invalid(format!("duplicate id {:?}", item.id)));
        }
        if item.question.trim().is_empty() || item.reference.trim().is_empty() {
            return Err(invalid(format!("{}: empty question or reference", item.id)));
        }
        let phrases = item.must_contain_any.iter().chain(&item.must_contain_all);
        if item.must_contain_any.is_empty() && item.must_contain_all.is_empty() {
            return Err(invalid(format!("{}: no must_contain_any or must_contain_all", item.id)));
        }
        if let Some(p) = phrases.chain(&item.must_not_contain).find(|p| p.trim().is_empty()) {
            return Err(invalid(format!("{}: blank phrase {p:?}", item.id)));
        }
        items.push(item);
    }
    Ok(items)
}

/// Whether `phrase` occurs in `text`, case-insensitively, on word boundaries (module docs).
/// A blank phrase occurs nowhere.
pub fn contains_phrase(text: &str, phrase: &str) -> bool {
    let text = text.to_lowercase();
    let phrase = phrase.trim().to_lowercase();
    let (Some(first), Some(last)) = (phrase.chars().next(), phrase.chars().last()) else {
        return false;
    };
    text.match_indices(&phrase).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + phrase.len()..].chars().next();
        let bounded = |edge: char, next: Option<char>| {
            !edge.is_alphanumeric() || !next.is_some_and(char::is_alphanumeric)
        };
        bounded(first, before) && bounded(last, after)
    })
}

/// The words of `text` for the loop detector: lowercase runs of letters and digits.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// Word n-gram length of the loop detector.
pub const LOOP_NGRAM: usize = 4;
/// The fewest n-grams an answer needs before it can be called a loop (15 words).
pub const LOOP_MIN_NGRAMS: usize = 12;
/// The share of repeated n-grams that makes a loop.
pub const LOOP_RATIO: f64 = 0.3;

/// The share of the answer's word 4-grams that already occurred earlier in it (0 for answers
/// too short to tell, under [`LOOP_MIN_NGRAMS`] 4-grams).
pub fn repeated_ngram_ratio(text: &str) -> f64 {
    let words = words(text);
    let grams: Vec<&[String]> = words.windows(LOOP_NGRAM).collect();
    if grams.len() < LOOP_MIN_NGRAMS {
        return 0.0;
    }
    let mut seen = HashSet::new();
    let repeated = grams.iter().filter(|g| !seen.insert(**g)).count();
    repeated as f64 / grams.len() as f64
}

/// A loop: at least [`LOOP_RATIO`] of the word 4-grams repeat an earlier one. A list of varied
/// steps stays far under it; the same sentence said three times is over it.
pub fn is_loop(text: &str) -> bool {
    repeated_ngram_ratio(text) >= LOOP_RATIO
}

/// How a generation ended, as far as the checks care.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// The model ended its answer.
    Stopped,
    /// The token cap cut it.
    Cap,
    /// keel's loop stop cut it.
    LoopStop,
    /// Anything else (cancelled, context full).
    Other,
}

/// A check an answer failed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Failure {
    /// No letter or digit.
    Empty,
    /// [`is_loop`], or keel's loop stop ended it.
    Loop,
    /// The token cap ended it.
    Cap,
    /// Cancelled or out of context.
    Unfinished,
    /// None of `must_contain_any`.
    MissesAll(Vec<String>),
    /// One of `must_contain_all` is missing.
    Lacks(String),
    /// One of `must_not_contain` is there.
    Contains(String),
    /// Longer than `max_words`.
    TooLong { words: usize, max: usize },
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Empty => write!(f, "empty"),
            Failure::Loop => write!(f, "loop"),
            Failure::Cap => write!(f, "hit the token cap"),
            Failure::Unfinished => write!(f, "did not finish"),
            Failure::MissesAll(p) => write!(f, "contains none of {p:?}"),
            Failure::Lacks(p) => write!(f, "lacks {p:?}"),
            Failure::Contains(p) => write!(f, "contains {p:?}"),
            Failure::TooLong { words, max } => write!(f, "{words} words, more than {max}"),
        }
    }
}

/// The checks an answer failed; empty means useful.
pub fn failed_checks(item: &Item, answer: &str, ending: Ending) -> Vec<Failure> {
    let mut failed = Vec::new();
    if !answer.chars().any(char::is_alphanumeric) {
        failed.push(Failure::Empty);
    }
    if is_loop(answer) || ending == Ending::LoopStop {
        failed.push(Failure::Loop);
    }
    match ending {
        Ending::Cap => failed.push(Failure::Cap),
        Ending::Other => failed.push(Failure::Unfinished),
        Ending::Stopped | Ending::LoopStop => {}
    }
    if !item.must_contain_any.is_empty()
        && !item.must_contain_any.iter().any(|p| contains_phrase(answer, p))
    {
        failed.push(Failure::MissesAll(item.must_contain_any.clone()));
    }
    for p in item.must_contain_all.iter().filter(|p| !contains_phrase(answer, p)) {
        failed.push(Failure::Lacks(p.clone()));
    }
    for p in item.must_not_contain.iter().filter(|p| contains_phrase(answer, p)) {
        failed.push(Failure::Contains(p.clone()));
    }
    if let Some(max) = item.max_words {
        let words = answer.split_whitespace().count();
        if words > max {
            failed.push(Failure::TooLong { words, max });
        }
    }
    failed
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(any: &[&str], none: &[&str]) -> Item {
        Item {
            schema: SCHEMA.into(),
            id: "t".into(),
            category: "arithmetic".into(),
            question: "What is 17 x 23?".into(),
            reference: "391".into(),
            must_contain_any: any.iter().map(|s| (*s).to_owned()).collect(),
            must_contain_all: Vec::new(),
            must_not_contain: none.iter().map(|s| (*s).to_owned()).collect(),
            max_words: None,
        }
    }

    #[test]
    fn phrases_match_on_word_boundaries_whatever_the_case() {
        assert!(contains_phrase("17 × 23 = 391.", "391"));
        assert!(!contains_phrase("It is 1391", "391"));
        assert!(!contains_phrase("It is 3910", "391"));
        assert!(contains_phrase("PARIS is the capital", "paris"));
        assert!(!contains_phrase("I know", "no"));
        assert!(contains_phrase("No, never.", "no"));
        assert!(contains_phrase("use def f(x):", "def f("), "non-alphanumeric edges are free");
        assert!(contains_phrase("(a, b) => a + b", "=>"));
        assert!(contains_phrase("Ça va, très bien", "très bien"));
        assert!(!contains_phrase("anything", ""));
    }

    #[test]
    fn the_loop_detector_flags_repeats_and_spares_varied_lists() {
        let sentence = "Make sure the router is plugged in and restart it. ";
        assert!(is_loop(&sentence.repeat(3)));
        assert!(!is_loop(sentence));
        let steps = "1. Unplug the router. 2. Wait thirty seconds. 3. Plug it back in. \
                     4. Check the lights on the front. 5. Reconnect your laptop to the network. \
                     6. If it still fails, call your provider.";
        assert!(!is_loop(steps), "{}", repeated_ngram_ratio(steps));
        // Short answers are never loops, however repetitive.
        assert!(!is_loop("yes yes yes yes yes"));
        assert!(is_loop(&"yes ".repeat(40)));
    }

    #[test]
    fn an_answer_is_useful_only_when_every_check_passes() {
        let it = item(&["391"], &["390"]);
        assert!(failed_checks(&it, "17 × 23 = 391.", Ending::Stopped).is_empty());
        assert_eq!(
            failed_checks(&it, "23", Ending::Stopped),
            [Failure::MissesAll(vec!["391".into()])]
        );
        assert_eq!(
            failed_checks(&it, "391 or 390", Ending::Stopped),
            [Failure::Contains("390".into())]
        );
        assert_eq!(failed_checks(&it, "391", Ending::Cap), [Failure::Cap]);
        assert_eq!(failed_checks(&it, "391", Ending::LoopStop), [Failure::Loop]);
        assert_eq!(failed_checks(&it, "391", Ending::Other), [Failure::Unfinished]);
        assert!(failed_checks(&it, "  \n", Ending::Stopped).contains(&Failure::Empty));
        let brief = Item { max_words: Some(3), ..it };
        assert_eq!(
            failed_checks(&brief, "it is 391 of course", Ending::Stopped),
            [Failure::TooLong { words: 5, max: 3 }]
        );
    }

    #[test]
    fn bad_sets_are_refused_with_the_line() {
        let line = |extra: &str| {
            format!(
                r#"{{"schema":"{SCHEMA}","id":"a","category":"fact","question":"q","reference":"r"{extra}}}"#
            )
        };
        let ok = line(r#","must_contain_any":["r"]"#);
        assert_eq!(parse("s", &ok).unwrap().len(), 1);
        let err = |text: &str| parse("s", text).unwrap_err().to_string();
        assert!(err(&format!("{ok}\n{ok}")).starts_with("s:2: duplicate id"));
        assert!(err(&line("")).contains("no must_contain_any"));
        assert!(err(&ok.replace(SCHEMA, "keel.everyday/0")).contains("expected"));
        assert!(err(&line(r#","must_contain_any":["r"],"typo":1"#)).contains("unknown field"));
        assert!(err(&line(r#","must_contain_any":["  "]"#)).contains("blank phrase"));
    }
}
