//! Choosing the next token from a row of logits: greedy argmax or seeded temperature + top-p,
//! after the repetition control ([`super::repetition`]) has reshaped the row.
//!
//! Replay is a promise: the same logits, parameters and seed must give the same token on every
//! machine and every keel version. So the random generator is written here (SplitMix64, fixed
//! forever) instead of borrowed from a crate whose algorithms may change between versions.

use keel_model::SamplingParams;

use super::repetition;

/// A token choice with its log-probability under the model's own distribution (temperature 1,
/// before any repetition penalty or ban), which is what confidence measures need, whatever
/// temperature or control chose it: the regulator's confidence reads how decided the *model*
/// was, and its calibration was fitted on those numbers. A penalty is keel's decoding policy,
/// not the model's belief, so a token it pushed in shows the model's own (often low) margin.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Choice {
    pub token_id: u32,
    pub logprob: f32,
    /// p(1st) − p(2nd) of the same distribution: how decided the model was at this step,
    /// whichever token was chosen: 0 when the top two are tied, 1 when the favourite holds all
    /// the mass (a row with one finite logit).
    pub margin: f32,
}

/// SplitMix64 (Steele, Lea, Flood 2014): tiny, fast, and fully specified by its constants.
#[derive(Debug, Clone)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    pub fn new(seed: u64) -> Self {
        Self(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in [0, 1) with 53 bits of precision.
    pub fn next_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }
}

/// Picks tokens for one generation.
#[derive(Debug, Clone)]
pub struct Sampler {
    params: SamplingParams,
    rng: SplitMix64,
    /// Scratch space reused across steps (vocabularies are ~50k entries).
    candidates: Vec<(u32, f32)>,
    /// The row after repetition control, and the answer's distinct tokens (scratch).
    reshaped: Vec<f32>,
    seen: Vec<u32>,
}

impl Sampler {
    pub fn new(params: SamplingParams) -> Self {
        Self {
            params,
            rng: SplitMix64::new(params.seed),
            candidates: Vec::new(),
            reshaped: Vec::new(),
            seen: Vec::new(),
        }
    }

    /// Chooses the token that follows `answer` (the tokens generated so far) from one row of
    /// logits. Non-finite logits are never chosen; a row with no finite logit is an error the
    /// caller reports (`None`). When the repetition control would ban every finite logit (a toy
    /// vocabulary), the model's own row decides: the control cannot be honoured, and an answer
    /// is better than an error.
    pub fn choose(&mut self, logits: &[f32], answer: &[u32]) -> Option<Choice> {
        let (max, second, log_z) = log_normaliser(logits)?;
        let reshaped = repetition::reshape(
            &self.params.repetition,
            logits,
            answer,
            &mut self.seen,
            &mut self.reshaped,
        ) && self.reshaped.iter().any(|l| l.is_finite());
        let row = if reshaped { self.reshaped.as_slice() } else { logits };
        let token_id = if self.params.is_greedy() {
            argmax(row)?
        } else {
            sample(&self.params, &mut self.rng, &mut self.candidates, row)?
        };
        let logprob = (logits[token_id as usize] - max) - log_z;
        let p_first = (-log_z).exp();
        let p_second = second.map_or(0.0, |l| ((l - max) - log_z).exp());
        let margin = (p_first - p_second).clamp(0.0, 1.0);
        Some(Choice { token_id, logprob: logprob.min(0.0), margin })
    }
}

/// Temperature + top-p sampling from `row` (its finite entries).
fn sample(
    params: &SamplingParams,
    rng: &mut SplitMix64,
    candidates: &mut Vec<(u32, f32)>,
    row: &[f32],
) -> Option<u32> {
    let max = row.iter().copied().filter(|l| l.is_finite()).reduce(f32::max)?;
    let inv_t = 1.0 / params.temperature.max(1e-6);
    candidates.clear();
    candidates.extend(
        row.iter()
            .enumerate()
            .filter(|(_, l)| l.is_finite())
            .map(|(i, &l)| (i as u32, ((l - max) * inv_t).exp())),
    );
    // Highest probability first; ties broken by token id so the order is total and stable.
    candidates.sort_unstable_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    let total: f64 = candidates.iter().map(|c| f64::from(c.1)).sum();
    let top_p = f64::from(params.top_p.clamp(0.0, 1.0));
    // Keep the smallest prefix whose mass reaches top_p (at least one token).
    let mut kept_mass = 0.0;
    let mut kept = 0;
    for c in candidates.iter() {
        kept_mass += f64::from(c.1) / total;
        kept += 1;
        if kept_mass >= top_p {
            break;
        }
    }
    let target = rng.next_f64() * kept_mass * total;
    let mut acc = 0.0;
    for c in &candidates[..kept] {
        acc += f64::from(c.1);
        if acc > target {
            return Some(c.0);
        }
    }
    Some(candidates[kept - 1].0)
}

/// The index of the largest finite logit (the lowest index among equals).
pub fn argmax(logits: &[f32]) -> Option<u32> {
    let mut best: Option<(usize, f32)> = None;
    for (i, &l) in logits.iter().enumerate() {
        if l.is_finite() && best.is_none_or(|(_, b)| l > b) {
            best = Some((i, l));
        }
    }
    best.map(|(i, _)| i as u32)
}

/// `(max, runner-up, ln Σ exp(l − max))` over the finite logits: log-softmax is
/// `l − max − log_z`. The runner-up (equal to the max when the top is tied; `None` with fewer
/// than two finite logits) is found in the same pass as the max, since it runs once per token
/// over the whole vocabulary.
fn log_normaliser(logits: &[f32]) -> Option<(f32, Option<f32>, f32)> {
    let (mut first, mut second) = (None::<f32>, None::<f32>);
    for &l in logits.iter().filter(|l| l.is_finite()) {
        if first.is_none_or(|f| l > f) {
            second = first;
            first = Some(l);
        } else if second.is_none_or(|s| l > s) {
            second = Some(l);
        }
    }
    let max = first?;
    let sum: f64 = logits.iter().filter(|l| l.is_finite()).map(|&l| f64::from(l - max).exp()).sum();
    Some((max, second, sum.ln() as f32))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(temperature: f32, top_p: f32, seed: u64) -> SamplingParams {
        SamplingParams { temperature, top_p, seed, ..SamplingParams::default() }
    }

    #[test]
    fn greedy_picks_the_largest_logit_with_its_log_probability() {
        let mut s = Sampler::new(SamplingParams::default());
        let c = s.choose(&[0.0, 2.0, 1.0], &[]).unwrap();
        assert_eq!(c.token_id, 1);
        let expected = 2.0 - (0f64.exp() + 2f64.exp() + 1f64.exp()).ln();
        assert!((f64::from(c.logprob) - expected).abs() < 1e-6);
    }

    #[test]
    fn margin_is_the_favourites_lead_whichever_token_is_drawn() {
        // Probabilities 0.5, 0.25, 0.25: the favourite leads by 0.25.
        let logits = [2f32.ln(), 0.0, 0.0];
        let greedy = Sampler::new(SamplingParams::default()).choose(&logits, &[]).unwrap();
        assert!((greedy.margin - 0.25).abs() < 1e-6, "{}", greedy.margin);
        let mut sampled = Sampler::new(params(1.0, 1.0, 3));
        for _ in 0..50 {
            assert!((sampled.choose(&logits, &[]).unwrap().margin - 0.25).abs() < 1e-6);
        }
        // A tie at the top, and a lone finite logit.
        let tied = Sampler::new(SamplingParams::default()).choose(&[1.0, 1.0, -5.0], &[]).unwrap();
        assert!(tied.margin.abs() < 1e-6);
        let lone = Sampler::new(SamplingParams::default()).choose(&[f32::NAN, 0.3], &[]).unwrap();
        assert_eq!(lone.margin, 1.0);
    }

    #[test]
    fn repetition_control_changes_the_choice_but_not_the_models_confidence() {
        let controlled = |penalty, no_repeat_ngram| {
            Sampler::new(SamplingParams {
                repetition: keel_model::RepetitionControl {
                    penalty,
                    no_repeat_ngram,
                    stop_on_loop: false,
                },
                ..SamplingParams::default()
            })
        };
        // Token 1 leads (3.0) but was said already; at penalty 2 it falls to 1.5 < 2.0.
        let logits = [0.0, 3.0, 2.0];
        let raw = Sampler::new(SamplingParams::default()).choose(&logits, &[1]).unwrap();
        let penalised = controlled(2.0, 0).choose(&logits, &[1]).unwrap();
        assert_eq!((raw.token_id, penalised.token_id), (1, 2));
        assert_eq!(penalised.margin, raw.margin, "the margin is the model's, before the penalty");
        let expected = 2.0 - (0f64.exp() + 3f64.exp() + 2f64.exp()).ln();
        assert!((f64::from(penalised.logprob) - expected).abs() < 1e-6);
        // "1 1" was generated: after "1", the ban on 2-grams removes 1.
        assert_eq!(controlled(1.0, 2).choose(&logits, &[1, 1]).unwrap().token_id, 2);
        // Sampling draws from the reshaped row too: token 1 is never drawn once banned.
        let mut sampled = Sampler::new(SamplingParams {
            temperature: 1.0,
            repetition: keel_model::RepetitionControl {
                penalty: 1.0,
                no_repeat_ngram: 2,
                stop_on_loop: false,
            },
            ..SamplingParams::default()
        });
        for _ in 0..100 {
            assert_ne!(sampled.choose(&logits, &[1, 1]).unwrap().token_id, 1);
        }
    }

    #[test]
    fn a_ban_on_every_token_falls_back_to_the_models_row() {
        let mut s = Sampler::new(SamplingParams {
            repetition: keel_model::RepetitionControl {
                penalty: 1.0,
                no_repeat_ngram: 2,
                stop_on_loop: false,
            },
            ..SamplingParams::default()
        });
        // Vocabulary of one: "0 0" exists, so 0 is banned after 0, and nothing else is left.
        assert_eq!(s.choose(&[1.0], &[0, 0]).unwrap().token_id, 0);
    }

    #[test]
    fn non_finite_logits_are_never_chosen() {
        let mut s = Sampler::new(SamplingParams::default());
        let c = s.choose(&[f32::NAN, 1.0, f32::INFINITY, f32::NEG_INFINITY], &[]).unwrap();
        assert_eq!(c.token_id, 1);
        assert!(c.logprob <= 0.0 && c.logprob.is_finite());
        assert!(s.choose(&[f32::NAN, f32::NEG_INFINITY], &[]).is_none());
        assert!(s.choose(&[], &[]).is_none());
    }

    #[test]
    fn same_seed_same_tokens_other_seed_other_tokens() {
        let logits: Vec<f32> = (0..50).map(|i| (i % 7) as f32 * 0.1).collect();
        let run = |seed| {
            let mut s = Sampler::new(params(1.0, 1.0, seed));
            (0..64).map(|_| s.choose(&logits, &[]).unwrap().token_id).collect::<Vec<_>>()
        };
        assert_eq!(run(7), run(7));
        assert_ne!(run(7), run(8));
    }

    #[test]
    fn top_p_keeps_only_the_nucleus() {
        // Token 3 holds ~88% of the mass: with top_p = 0.5 nothing else may ever be drawn.
        let logits = [0.0, 0.0, 0.0, 4.0];
        let mut s = Sampler::new(params(1.0, 0.5, 1));
        for _ in 0..200 {
            assert_eq!(s.choose(&logits, &[]).unwrap().token_id, 3);
        }
    }

    #[test]
    fn sampling_follows_the_distribution() {
        // Two tokens at 1:3 odds; 4000 draws land near 25% for the first.
        let logits = [0.0, 3f32.ln()];
        let mut s = Sampler::new(params(1.0, 1.0, 42));
        let firsts = (0..4000).filter(|_| s.choose(&logits, &[]).unwrap().token_id == 0).count();
        assert!((800..1200).contains(&firsts), "{firsts}");
    }

    #[test]
    fn splitmix_matches_its_reference_values() {
        // First outputs for seed 0 from the reference C implementation.
        let mut r = SplitMix64::new(0);
        assert_eq!(r.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(r.next_u64(), 0x6E78_9E6A_A1B9_65F4);
    }
}
