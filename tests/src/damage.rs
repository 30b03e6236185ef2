//! Seeded damage to a database file, shared by the corruption sweeps of keel's redb files: per
//! page two bit flips and the page zeroed, then 13 truncations, each a copy of its own. The seed
//! comes from [`crate::seed::seed`] with `KEEL_CORRUPTION_SEED`.

use crate::seed::next;

/// redb's page size.
pub const PAGE: usize = 4096;

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

/// How one damaged copy behaved.
#[derive(Debug)]
pub enum Outcome {
    /// Opening it failed with the file's damage error.
    RefusedAtOpen,
    /// It opened; a read or a write failed with the damage error.
    ReportedDamaged,
    /// Every read gave back what was written (damage where nothing reads).
    Intact,
    /// Every read succeeded but something differs: possible only where the file carries no
    /// hashes (a flip inside a record's text that leaves valid JSON). The chain's sweep never
    /// reports it (there it is a finding).
    Altered,
}

/// What the damaged copies did. `findings` are the copies whose result the sweep refuses (a
/// silent or an untyped result, named by the exercise), `panics` those that panicked.
#[derive(Debug, Default)]
pub struct Tally {
    pub tried: u64,
    pub refused_at_open: u64,
    pub reported_damaged: u64,
    pub intact: u64,
    pub altered: u64,
    pub findings: Vec<String>,
    pub panics: Vec<String>,
}

/// Runs `exercise` on every damaged copy, each written to a file of its own in `dir`; `Err`
/// from it is a finding, a panic is counted as one.
pub fn sweep(
    dir: &std::path::Path,
    damaged: &[(String, Vec<u8>)],
    exercise: &dyn Fn(&std::path::Path) -> Result<Outcome, String>,
) -> Tally {
    use std::panic::{AssertUnwindSafe, catch_unwind};
    let mut tally = Tally::default();
    for (i, (what, copy)) in damaged.iter().enumerate() {
        let path = dir.join(format!("damaged-{i}.redb"));
        std::fs::write(&path, copy).unwrap();
        tally.tried += 1;
        match catch_unwind(AssertUnwindSafe(|| exercise(&path))) {
            Ok(Ok(Outcome::RefusedAtOpen)) => tally.refused_at_open += 1,
            Ok(Ok(Outcome::ReportedDamaged)) => tally.reported_damaged += 1,
            Ok(Ok(Outcome::Intact)) => tally.intact += 1,
            Ok(Ok(Outcome::Altered)) => tally.altered += 1,
            Ok(Err(finding)) => tally.findings.push(format!("{what}: {finding}")),
            Err(_) => tally.panics.push(what.clone()),
        }
        std::fs::remove_file(&path).unwrap();
    }
    tally
}

/// Compacts the redb file at `path` (every page one the store uses, so the sweep stays small)
/// and returns its bytes.
pub fn compacted(path: &std::path::Path) -> Vec<u8> {
    redb::Database::create(path).unwrap().compact().unwrap();
    std::fs::read(path).unwrap()
}
