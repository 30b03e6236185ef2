//! Seeded damage to a database file, shared by the corruption sweeps of keel's redb files: per
//! page two bit flips and the page zeroed, then 13 truncations, each a copy of its own.

/// redb's page size.
pub const PAGE: usize = 4096;

/// The sweep's seed: `KEEL_CORRUPTION_SEED` when set (to replay a run), else the clock; printed
/// under `what`, with the variable that replays it.
pub fn seed(what: &str) -> u64 {
    let seed = std::env::var("KEEL_CORRUPTION_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos()
                as u64
                | 1
        });
    eprintln!("{what}: seed {seed} (KEEL_CORRUPTION_SEED={seed} replays it)");
    seed
}

/// xorshift64*.
fn next(state: &mut u64) -> u64 {
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    state.wrapping_mul(0x2545_F491_4F6C_DD1D)
}

/// The damaged copies of `bytes` that `seed` draws, each named: per page two bit flips and the
/// page zeroed, then 13 truncations.
pub fn damaged_copies(seed: u64, bytes: &[u8]) -> Vec<(String, Vec<u8>)> {
    let pages = bytes.len().div_ceil(PAGE);
    let mut rng = seed;
    let mut damaged: Vec<(String, Vec<u8>)> = Vec::new();
    for page in 0..pages {
        let len = PAGE.min(bytes.len() - page * PAGE);
        for _ in 0..2 {
            let at = page * PAGE + (next(&mut rng) as usize) % len;
            let mut copy = bytes.to_vec();
            copy[at] ^= 1 << (next(&mut rng) % 8);
            damaged.push((format!("bit flip at byte {at} (page {page})"), copy));
        }
        let mut copy = bytes.to_vec();
        copy[page * PAGE..page * PAGE + len].fill(0);
        damaged.push((format!("page {page} zeroed"), copy));
    }
    for k in 1..=12 {
        let cut = bytes.len() * k / 13;
        damaged.push((format!("truncated to {cut} bytes"), bytes[..cut].to_vec()));
    }
    damaged.push(("truncated by one byte".to_owned(), bytes[..bytes.len() - 1].to_vec()));
    damaged
}
