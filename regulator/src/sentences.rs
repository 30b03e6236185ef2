//! Splitting a response into sentences for sentence-level semantic drift.
//!
//! A sentence ends at `.`, `!` or `?` followed by whitespace (or the end of the text), at `;`
//! followed by whitespace, and at a line break. A period after a common abbreviation (`e.g.`,
//! `et al.`, `Dr.`) or a single letter does not end one. Pieces with fewer than
//! [`MIN_WORDS`] words (a list number `1.`, a lone `Hi Dana,`) are joined to the next piece, and
//! the last short piece to the one before it. At most `cap` sentences are returned: the rest of the
//! text is joined to the last one, so every character is still embedded.

/// A piece with fewer words than this is joined to its neighbour.
const MIN_WORDS: usize = 3;

/// Words after which a period does not end a sentence (compared lower-cased, without the period).
const ABBREVIATIONS: [&str; 12] =
    ["e.g", "i.e", "etc", "vs", "al", "dr", "mr", "mrs", "ms", "st", "approx", "cf"];

/// Where the sentences of `text` end, by keel's one rule (the module's): byte offsets just past
/// each terminator (`.`, `!`, `?`, `;` before whitespace or the end; a line break), in order.
/// The text after the last offset, if any, is an unterminated last sentence. Every part of keel
/// that splits sentences (sentence-level drift here, the Intellect's echo removal) uses this.
pub fn sentence_ends(text: &str) -> Vec<usize> {
    let mut ends = Vec::new();
    let mut start = 0;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let next = chars.peek().map(|&(_, n)| n);
        let ends_here = match c {
            '\n' => true,
            '.' => next.is_none_or(char::is_whitespace) && !abbreviation(&text[start..i]),
            '!' | '?' | ';' => next.is_none_or(char::is_whitespace),
            _ => false,
        };
        if ends_here {
            start = i + c.len_utf8();
            ends.push(start);
        }
    }
    ends
}

/// The sentences of `text`, trimmed, as slices of it; at most `cap` (at least one when the text
/// has any non-whitespace character).
pub fn sentences(text: &str, cap: usize) -> Vec<&str> {
    let mut pieces: Vec<(usize, usize)> = Vec::new();
    let mut start = 0;
    for end in sentence_ends(text) {
        pieces.push((start, end));
        start = end;
    }
    pieces.push((start, text.len()));
    let pieces: Vec<(usize, usize)> =
        pieces.into_iter().filter(|&(s, e)| !text[s..e].trim().is_empty()).collect();
    let mut merged: Vec<(usize, usize)> = Vec::new();
    let mut pending: Option<usize> = None;
    for (s, e) in pieces {
        let s = pending.take().unwrap_or(s);
        if word_count(&text[s..e]) < MIN_WORDS {
            pending = Some(s);
        } else {
            merged.push((s, e));
        }
    }
    if let Some(s) = pending {
        match merged.last_mut() {
            Some(last) => last.1 = text.len(),
            None => merged.push((s, text.len())),
        }
    }
    if cap > 0 && merged.len() > cap {
        let end = merged[merged.len() - 1].1;
        merged.truncate(cap);
        merged[cap - 1].1 = end;
    }
    merged.into_iter().map(|(s, e)| text[s..e].trim()).collect()
}

fn word_count(text: &str) -> usize {
    text.split_whitespace().filter(|w| w.chars().any(char::is_alphanumeric)).count()
}

/// Whether the text before a period ends in an abbreviation or a single letter.
fn abbreviation(before: &str) -> bool {
    let last = before.rsplit(|c: char| c.is_whitespace() || c == '(').next().unwrap_or("");
    let last = last.to_lowercase();
    (last.chars().count() == 1 && last.chars().all(char::is_alphabetic))
        || ABBREVIATIONS.contains(&last.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_at_sentence_ends_and_line_breaks() {
        assert_eq!(
            sentences("The query is fixed. I added a test! Does it pass? Yes, it does.", 32),
            ["The query is fixed.", "I added a test!", "Does it pass?", "Yes, it does."]
        );
        assert_eq!(
            sentences("fetch_user is now async; the query is awaited and nothing else changed", 32),
            ["fetch_user is now async;", "the query is awaited and nothing else changed"]
        );
        assert_eq!(
            sentences("- Productivity held steady.\n- Onboarding got much harder.\n", 32),
            ["- Productivity held steady.", "- Onboarding got much harder."]
        );
    }

    #[test]
    fn decimals_versions_and_abbreviations_do_not_end_a_sentence() {
        assert_eq!(
            sentences(
                "Update to version 5.2.1 now, e.g. from the store. It costs 12.99 in total.",
                32
            ),
            ["Update to version 5.2.1 now, e.g. from the store.", "It costs 12.99 in total."]
        );
        assert_eq!(sentences("See Chetty et al. (2011) for the long run.", 32).len(), 1);
    }

    #[test]
    fn short_pieces_join_their_neighbour() {
        assert_eq!(
            sentences("1. From Python to Rust\n2. Snakes and Crabs in a month", 32),
            ["1. From Python to Rust", "2. Snakes and Crabs in a month"]
        );
        assert_eq!(
            sentences("Hi Dana. Thank you for the invitation. Best, Sam", 32),
            ["Hi Dana. Thank you for the invitation. Best, Sam"]
        );
        assert_eq!(sentences("OK.", 32), ["OK."]);
        assert!(sentences(" \n ", 32).is_empty());
    }

    #[test]
    fn the_cap_joins_the_rest_to_the_last_sentence() {
        let text = "One two three. Four five six. Seven eight nine. Ten eleven twelve.";
        assert_eq!(
            sentences(text, 2),
            ["One two three.", "Four five six. Seven eight nine. Ten eleven twelve."]
        );
        assert_eq!(sentences(text, 0).len(), 4, "0 is no cap");
    }
}
