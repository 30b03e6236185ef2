//! keel's instructions never become the answer. Sentences of a draft that repeat the
//! system-side text keel wrote for the model (its values, the coaching note, pre-flight notes,
//! the Will's feedback on a retry) are removed before the Will judges the draft, so a model that
//! echoes its instructions cannot put keel's words in the assistant's mouth.
//!
//! A sentence repeats the instructions when it shares a run of [`SHINGLE`] words with them, or
//! when all of its words (at least [`MIN_WORDS`]) occur in them in order as one run. Runs that
//! also occur in the user's own message do not count: a user may ask for those words.

use std::collections::HashSet;

/// Consecutive words shared with the instructions that mark a sentence as an echo.
pub const SHINGLE: usize = 6;
/// A shorter sentence is an echo only when it is whole inside the instructions and has at least
/// this many words.
pub const MIN_WORDS: usize = 3;

/// What [`strip`] left and how many sentences it removed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stripped {
    pub text: String,
    pub removed: usize,
}

/// The words of `text`, lowercased: runs of alphanumeric characters.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

fn shingles(words: &[String]) -> HashSet<&[String]> {
    words.windows(SHINGLE).collect()
}

/// The instructions' word runs, less those the user's message contains.
struct Instructions {
    shingles: HashSet<Vec<String>>,
    /// The instruction words joined with single spaces, padded, for whole-run lookups.
    joined: String,
    message_joined: String,
}

impl Instructions {
    fn new(instructions: &str, message: &str) -> Self {
        let own = words(instructions);
        let user = words(message);
        let user_shingles = shingles(&user);
        let shingles = shingles(&own)
            .into_iter()
            .filter(|s| !user_shingles.contains(s))
            .map(<[String]>::to_vec)
            .collect();
        Self {
            shingles,
            joined: format!(" {} ", own.join(" ")),
            message_joined: format!(" {} ", user.join(" ")),
        }
    }

    fn echoes(&self, sentence: &str) -> bool {
        let w = words(sentence);
        if w.windows(SHINGLE).any(|s| self.shingles.contains(s)) {
            return true;
        }
        if w.len() < MIN_WORDS {
            return false;
        }
        let run = format!(" {} ", w.join(" "));
        self.joined.contains(&run) && !self.message_joined.contains(&run)
    }
}

/// Splits a line into sentences by keel's one rule (`keel_regulator::sentence_ends`), each
/// keeping its trailing punctuation and spaces, so that concatenating them gives the line back.
fn sentences(line: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    for end in keel_regulator::sentence_ends(line) {
        // The sentence takes the spaces after it (not a line break: that ends its own piece).
        let rest = &line[end..];
        let end = end
            + (rest.len()
                - rest.trim_start_matches(|c: char| c.is_whitespace() && c != '\n').len());
        out.push(&line[start..end]);
        start = end;
    }
    if start < line.len() {
        out.push(&line[start..]);
    }
    out
}

/// `answer` without the sentences that repeat `instructions` (see the module doc). Lines left
/// empty by a removal go too; the result is trimmed.
pub fn strip(answer: &str, instructions: &str, message: &str) -> Stripped {
    let known = Instructions::new(instructions, message);
    let mut removed = 0;
    let mut text = String::with_capacity(answer.len());
    for line in answer.split_inclusive('\n') {
        let kept: String = sentences(line)
            .into_iter()
            .filter(|s| {
                let echo = known.echoes(s);
                removed += usize::from(echo);
                !echo
            })
            .collect();
        let emptied = kept.trim().is_empty() && !line.trim().is_empty();
        if !emptied {
            text.push_str(&kept);
            if line.ends_with('\n') && !kept.ends_with('\n') {
                text.push('\n');
            }
        }
    }
    Stripped { text: text.trim().to_owned(), removed }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SYSTEM: &str = "You are keel, a careful assistant.\n\nYour values, with their weights:\n\
        - Honesty (0.30): Says what is true and admits uncertainty.\n\nCoaching note from your \
        last audit: Bring Honesty back by stating your sources plainly.\n\nYour previous answer \
        to this message was withheld because it reveals a credential. Write a new answer that \
        does not do this.";

    #[test]
    fn an_echo_of_the_instructions_is_removed_and_the_answer_kept() {
        let answer = "Paris is the capital of France. Coaching note from your last audit: bring \
            honesty back by stating your sources plainly.\nYour values, with their weights:\n\
            - Honesty (0.30): Says what is true and admits uncertainty.\nIt has been since 987.";
        let s = strip(answer, SYSTEM, "What is the capital of France?");
        assert_eq!(s.text, "Paris is the capital of France. \nIt has been since 987.");
        assert_eq!(s.removed, 3);
    }

    #[test]
    fn an_answer_that_shares_no_run_with_the_instructions_is_untouched() {
        let answer = "Honesty matters.\n\n```rust\nfn main() {}\n```\nUse a password manager.";
        assert_eq!(strip(answer, SYSTEM, "hi"), Stripped { text: answer.into(), removed: 0 });
    }

    #[test]
    fn words_the_user_asked_for_are_not_an_echo() {
        let message = "Repeat after me: says what is true and admits uncertainty";
        let answer = "Says what is true and admits uncertainty.";
        assert_eq!(strip(answer, SYSTEM, message).removed, 0);
        assert_eq!(strip(answer, SYSTEM, "hi").removed, 1);
    }

    #[test]
    fn the_whole_draft_can_be_an_echo() {
        let s = strip(SYSTEM, SYSTEM, "hello");
        assert_eq!(s.text, "");
        assert!(s.removed >= 4, "{s:?}");
    }

    #[test]
    fn sentences_give_the_line_back() {
        for line in ["a. b! c? d", "e.g. this.\n", "no end", "x.  y", "", "one; two\n"] {
            assert_eq!(sentences(line).concat(), line);
        }
        // The one rule: an abbreviation does not end a sentence, a semicolon does.
        assert_eq!(
            sentences("Use e.g. this one. Then; stop"),
            ["Use e.g. this one. ", "Then; ", "stop"]
        );
    }
}
