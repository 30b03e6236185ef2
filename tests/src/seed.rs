//! Seeded randomness for the sweeps and property loops that draw their own cases: the seed comes
//! from a `KEEL_*_SEED` variable when set (to replay a run), else from the clock, and is printed
//! to stderr before the first case, with the line that replays it. libtest shows a failed test's
//! captured stderr, so every failure report carries its seed.

use std::time::{SystemTime, UNIX_EPOCH};

/// The seed in `var` when it is set, else one from the clock (odd: xorshift's state must not be
/// zero). A set `var` that is not a number is a test setup error and panics saying so.
pub fn seed(var: &str, what: &str) -> u64 {
    let seed = match std::env::var(var) {
        Ok(text) => text
            .trim()
            .parse()
            .unwrap_or_else(|e| panic!("{var}={text:?} is not a seed (a u64): {e}")),
        Err(_) => SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_nanos() as u64 | 1,
    };
    eprintln!("{what}: seed {seed} ({var}={seed} replays it)");
    seed
}

/// xorshift64*: the next draw from `state` (never zero when seeded with a non-zero value).
pub fn next(state: &mut u64) -> u64 {
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    state.wrapping_mul(0x2545_F491_4F6C_DD1D)
}
