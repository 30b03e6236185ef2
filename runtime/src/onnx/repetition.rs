//! Repetition control over the answer's own tokens ([`RepetitionControl`]): the penalty and the
//! no-repeat n-gram ban reshape a copy of the logits before a token is chosen; the loop detector
//! says when the answer's last tokens repeat a cycle, so generation can stop there.
//!
//! Everything here is a pure function of the logits and the tokens generated so far, so greedy
//! decoding stays replayable token for token.

use keel_model::RepetitionControl;

/// The longest cycle the loop detector looks for, in tokens (a long sentence). Longer cycles
/// need three copies, more than most answers' budget.
pub const LOOP_MAX_PERIOD: usize = 96;
/// The fewest trailing tokens compared before a cycle counts as a loop.
pub const LOOP_MIN_SPAN: usize = 24;

/// The period of the loop the answer ends in, if it ends in one: the smallest `p` in
/// `1..=LOOP_MAX_PERIOD` such that, over the last `w = max(2p, LOOP_MIN_SPAN)` tokens, at least
/// 90 % equal the token `p` places before them. So a loop has run for three copies of its cycle
/// (`w + p` tokens, at least 25), and one token in ten may differ (a list's counter, a changed
/// word). Cost: about 9,300 comparisons, microseconds next to a forward pass.
pub fn loop_period(tokens: &[u32]) -> Option<usize> {
    (1..=LOOP_MAX_PERIOD).find(|&p| {
        let w = (2 * p).max(LOOP_MIN_SPAN);
        if tokens.len() < w + p {
            return false;
        }
        let start = tokens.len() - w;
        let matches = (start..tokens.len()).filter(|&i| tokens[i] == tokens[i - p]).count();
        matches * 10 >= w * 9
    })
}

/// Writes into `out` the logits `control` leaves for the next token after `answer`: each distinct
/// token of the answer penalised once, and the tokens that would repeat an n-gram set to −∞.
/// Returns false (and leaves `out` untouched) when the control changes nothing, so the caller can
/// use the model's row as it is.
pub fn reshape(
    control: &RepetitionControl,
    logits: &[f32],
    answer: &[u32],
    seen: &mut Vec<u32>,
    out: &mut Vec<f32>,
) -> bool {
    let ngram = control.no_repeat_ngram;
    let penalise = control.penalty != 1.0 && !answer.is_empty();
    let ban = ngram >= 2 && answer.len() >= ngram;
    if !penalise && !ban {
        return false;
    }
    out.clear();
    out.extend_from_slice(logits);
    if penalise {
        seen.clear();
        seen.extend_from_slice(answer);
        seen.sort_unstable();
        seen.dedup();
        for &id in seen.iter() {
            if let Some(l) = out.get_mut(id as usize) {
                *l = if *l > 0.0 { *l / control.penalty } else { *l * control.penalty };
            }
        }
    }
    if ban {
        // The n − 1 tokens just generated; any earlier n-gram starting with them bans its last
        // token.
        let prefix = &answer[answer.len() - (ngram - 1)..];
        for gram in answer.windows(ngram) {
            if &gram[..ngram - 1] == prefix
                && let Some(l) = out.get_mut(gram[ngram - 1] as usize)
            {
                *l = f32::NEG_INFINITY;
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn control(penalty: f32, no_repeat_ngram: usize) -> RepetitionControl {
        RepetitionControl { penalty, no_repeat_ngram, stop_on_loop: false }
    }

    #[test]
    fn a_cycle_repeated_three_times_is_a_loop_and_two_are_not() {
        let cycle: Vec<u32> = (100..112).collect(); // 12 tokens
        let prose: Vec<u32> = (0..40).collect();
        let with = |copies: usize| {
            let mut t = prose.clone();
            for _ in 0..copies {
                t.extend_from_slice(&cycle);
            }
            t
        };
        assert_eq!(loop_period(&with(2)), None);
        assert_eq!(loop_period(&with(3)), Some(12));
        assert_eq!(loop_period(&with(5)), Some(12), "the cycle, not a multiple of it");
        // A single token repeated: 25 in a row (24 compared) is a loop, 20 is not.
        let run = |n: usize| -> Vec<u32> {
            prose.iter().copied().chain(std::iter::repeat_n(7, n)).collect()
        };
        assert_eq!(loop_period(&run(25)), Some(1));
        assert_eq!(loop_period(&run(20)), None);
    }

    #[test]
    fn a_list_counter_does_not_hide_a_loop_but_varied_items_are_not_one() {
        // "1. Use a strong password. 2. Use a strong password. …": one token in 12 differs.
        let mut looping = Vec::new();
        let mut varied = Vec::new();
        for n in 0..6u32 {
            looping.push(1000 + n);
            looping.extend(200..211);
            varied.push(1000 + n);
            varied.extend((0..11).map(|k| 300 + 11 * n + k)); // different words each item
        }
        assert_eq!(loop_period(&looping), Some(12));
        assert_eq!(loop_period(&varied), None);
    }

    #[test]
    fn penalty_lowers_seen_tokens_whatever_their_sign_and_leaves_others() {
        let logits = [2.0, -1.0, 0.5, 3.0];
        let (mut seen, mut out) = (Vec::new(), Vec::new());
        assert!(reshape(&control(2.0, 0), &logits, &[0, 1, 0], &mut seen, &mut out));
        assert_eq!(out, vec![1.0, -2.0, 0.5, 3.0], "each seen token once, by its sign");
        assert!(!reshape(&control(1.0, 0), &logits, &[0, 1], &mut seen, &mut out));
        assert!(!reshape(&control(2.0, 0), &logits, &[], &mut seen, &mut out));
    }

    #[test]
    fn no_repeat_ngram_bans_exactly_the_completing_token() {
        let logits = [0.0; 6];
        let (mut seen, mut out) = (Vec::new(), Vec::new());
        // Answer 1 2 3 … 1 2: "1 2 3" exists, so 3 is banned after "1 2"; nothing else.
        assert!(reshape(&control(1.0, 3), &logits, &[1, 2, 3, 4, 1, 2], &mut seen, &mut out));
        let banned: Vec<usize> =
            out.iter().enumerate().filter(|(_, l)| l.is_infinite()).map(|(i, _)| i).collect();
        assert_eq!(banned, vec![3]);
        // Out-of-vocabulary ids in the answer are ignored, never a panic.
        assert!(reshape(&control(1.5, 2), &logits, &[9, 9, 9], &mut seen, &mut out));
    }

    proptest! {
        /// Greedy decoding with a no-repeat n-gram ban never produces a repeated n-gram, whatever
        /// the model (here: a fixed random logit table indexed by the last token).
        #[test]
        fn greedy_with_the_ban_never_repeats_an_ngram(
            table in proptest::collection::vec(-5.0f32..5.0, 8 * 8),
            n in 2usize..5,
            start in 0u32..8,
        ) {
            let (mut seen, mut out) = (Vec::new(), Vec::new());
            let mut answer = vec![start];
            for _ in 0..40 {
                let last = *answer.last().unwrap() as usize;
                let row = &table[last * 8..last * 8 + 8];
                let row = if reshape(&control(1.0, n), row, &answer, &mut seen, &mut out) {
                    out.as_slice()
                } else {
                    row
                };
                match crate::onnx::sampler::argmax(row) {
                    Some(t) => answer.push(t),
                    None => break, // every continuation banned: the caller falls back
                }
            }
            let grams: Vec<&[u32]> = answer.windows(n).collect();
            for (i, g) in grams.iter().enumerate() {
                prop_assert!(!grams[..i].contains(g), "{answer:?} repeats {g:?}");
            }
        }

        /// The penalty never raises a seen token, never touches an unseen one, and is the
        /// identity at 1.
        #[test]
        fn penalty_only_lowers_seen_tokens(
            logits in proptest::collection::vec(-10.0f32..10.0, 1..32),
            answer in proptest::collection::vec(0u32..40, 0..20),
            penalty in 1.0f32..4.0,
        ) {
            let (mut seen, mut out) = (Vec::new(), Vec::new());
            if reshape(&control(penalty, 0), &logits, &answer, &mut seen, &mut out) {
                for (i, (&before, &after)) in logits.iter().zip(&out).enumerate() {
                    if answer.contains(&(i as u32)) {
                        prop_assert!(after <= before);
                    } else {
                        prop_assert_eq!(after, before);
                    }
                }
            } else {
                prop_assert!(penalty == 1.0 || answer.is_empty());
            }
        }

        /// A loop is only reported where the definition holds, and any sequence followed by
        /// enough copies of a cycle (three, and at least 25 tokens) ends in a loop of that
        /// cycle's length or shorter.
        #[test]
        fn loops_are_found_where_defined(
            prefix in proptest::collection::vec(0u32..50, 0..60),
            cycle in proptest::collection::vec(0u32..50, 1..30),
        ) {
            if let Some(p) = loop_period(&prefix) {
                let w = (2 * p).max(LOOP_MIN_SPAN);
                let n = prefix.len();
                let m = (n - w..n).filter(|&i| prefix[i] == prefix[i - p]).count();
                prop_assert!(m * 10 >= w * 9);
            }
            let mut t = prefix.clone();
            let copies = LOOP_MIN_SPAN.div_ceil(cycle.len()).max(2) + 1;
            for _ in 0..copies {
                t.extend_from_slice(&cycle);
            }
            let p = loop_period(&t);
            prop_assert!(p.is_some_and(|p| p <= cycle.len()), "{t:?}: {p:?}");
        }
    }
}
