//! What keeps a damaged `chain.redb` from lying or crashing (issue 15, item 4).
//!
//! A flipped byte in a B-tree page can make a range scan end early (a chain "ok" with 3 of its 9
//! entries), make redb panic, or garble a record. Three rules answer it:
//!
//! - every agent has a **head record** (`chain_heads`: agent → (seq, entry_hash)), written in the
//!   same transaction as every append and import, so a read can compare what it walked with what
//!   was committed: a walk that does not run 1..=head.seq without a gap, end at the head's hash,
//!   and meet records whose own agent and seq are their key's, is damage, never a shorter chain;
//! - an append first verifies the chain it extends (once per process and tip: the verified tip
//!   is remembered), so nothing is acknowledged on top of what cannot be verified;
//! - every public operation runs inside the store boundary ([`crate::boundary::contain`]): a
//!   panic inside redb becomes [`StoreError::Damaged`] (with the restore command), as does a
//!   corrupt record or redb's own corruption error, and the panic's message is not printed on the
//!   way; so does the close when the store is dropped ([`crate::boundary::ClosedAtBoundary`]),
//!   which redb runs as a commit of its own.

use keel_evidence::chain::{ChainEntry, Tip};
use redb::{ReadableTable, TableDefinition};
use serde_json::Value;

use crate::store_error::{StoreError, db};

/// agent → (seq, entry_hash) of its last committed entry.
pub(super) const HEADS: TableDefinition<&str, (u64, &str)> = TableDefinition::new("chain_heads");

/// The entries table's type, as the walk reads it.
pub(super) trait Entries: ReadableTable<(&'static str, u64), &'static str> {}
impl<T: ReadableTable<(&'static str, u64), &'static str>> Entries for T {}
/// The heads table's type.
pub(super) trait Heads: ReadableTable<&'static str, (u64, &'static str)> {}
impl<T: ReadableTable<&'static str, (u64, &'static str)>> Heads for T {}

fn corrupt(agent: &str, seq: u64, reason: String) -> StoreError {
    StoreError::Corrupt { agent: agent.to_owned(), seq, reason }
}

/// The committed tip of `agent`: its head record, which must name the last stored key.
pub(super) fn tip_of(
    entries: &impl Entries,
    heads: &impl Heads,
    agent: &str,
) -> Result<Tip, StoreError> {
    let head = heads.get(agent).map_err(db)?.map(|v| {
        let (seq, hash) = v.value();
        Tip { seq, hash: hash.to_owned() }
    });
    let last = match entries.range((agent, 0)..=(agent, u64::MAX)).map_err(db)?.next_back() {
        None => 0,
        Some(item) => item.map_err(db)?.0.value().1,
    };
    match head {
        None if last == 0 => Ok(Tip::genesis()),
        None => Err(corrupt(agent, last, "entries without a head record".to_owned())),
        Some(h) if h.seq != last => Err(corrupt(
            agent,
            h.seq,
            format!("the head record says seq {}, the last stored entry is seq {last}", h.seq),
        )),
        Some(h) => Ok(h),
    }
}

/// At most `max` entries of `agent` from seq `from` (at least 1), checked against the head:
/// contiguous seqs, each record's agent and seq its key's, and a walk that reaches the end ends
/// exactly at the head (seq and hash).
pub(super) fn walk(
    entries: &impl Entries,
    heads: &impl Heads,
    agent: &str,
    from: u64,
    max: usize,
) -> Result<Vec<ChainEntry>, StoreError> {
    let tip = tip_of(entries, heads, agent)?;
    let from = from.max(1);
    let mut out: Vec<ChainEntry> = Vec::new();
    for item in entries.range((agent, from)..=(agent, u64::MAX)).map_err(db)?.take(max) {
        let (k, v) = item.map_err(db)?;
        let expected = from + out.len() as u64;
        let seq = k.value().1;
        if seq != expected {
            return Err(corrupt(
                agent,
                expected,
                format!("entry {expected} is missing (the next stored is {seq})"),
            ));
        }
        out.push(parse(agent, seq, v.value())?);
    }
    reaches_head(agent, &tip, from, max, &out)?;
    Ok(out)
}

/// The end of a walk of `entries` (seqs `from`, `from + 1`, … already checked): unless `max` cut
/// it short, it reaches the head's seq, and an entry at the head's seq has the head's hash.
pub(crate) fn reaches_head(
    agent: &str,
    tip: &Tip,
    from: u64,
    max: usize,
    out: &[ChainEntry],
) -> Result<(), StoreError> {
    let reached = from + out.len() as u64 - 1;
    if out.len() < max && reached != tip.seq.max(from - 1) {
        return Err(corrupt(
            agent,
            reached + 1,
            format!("the walk ends at seq {reached}, the head is seq {}", tip.seq),
        ));
    }
    if let Some(last) = out.last()
        && last.seq == tip.seq
        && last.entry_hash != tip.hash
    {
        return Err(corrupt(
            agent,
            last.seq,
            format!("entry_hash {} is not the head's {}", last.entry_hash, tip.hash),
        ));
    }
    Ok(())
}

/// One stored entry, which must exist.
pub(super) fn read(
    entries: &impl Entries,
    agent: &str,
    seq: u64,
) -> Result<ChainEntry, StoreError> {
    let v = entries
        .get((agent, seq))
        .map_err(db)?
        .ok_or_else(|| corrupt(agent, seq, "missing".to_owned()))?;
    parse(agent, seq, v.value())
}

/// A stored record, which must be the entry its key names.
pub(crate) fn parse(agent: &str, seq: u64, text: &str) -> Result<ChainEntry, StoreError> {
    let v: Value = serde_json::from_str(text).map_err(|e| corrupt(agent, seq, e.to_string()))?;
    let e = ChainEntry::from_json(&v).map_err(|e| corrupt(agent, seq, e.to_string()))?;
    if e.agent_id != agent || e.seq != seq {
        return Err(corrupt(agent, seq, format!("the record is {}#{}", e.agent_id, e.seq)));
    }
    // The key's spelling is the one part of a record that neither the entry hash nor the
    // signature covers and that still reads as the same key in another case: the store writes
    // every key in lowercase ([`canonical_key`]), so a capital letter is a flipped bit.
    if e.signature.as_ref().is_some_and(|s| has_capital(&s.public_key)) {
        return Err(corrupt(
            agent,
            seq,
            "the signature key has a capital hex digit (the store writes keys in lowercase)"
                .to_owned(),
        ));
    }
    Ok(e)
}

/// Whether a key's hex has a capital letter (a spelling the store never writes).
pub(super) fn has_capital(hex_key: &str) -> bool {
    hex_key.bytes().any(|b| b.is_ascii_uppercase())
}

/// Spells `e`'s signature key in lowercase, as the store keeps every key: an imported export may
/// spell it in either case (docs/chain.md), which names the same key; neither the entry hash nor
/// the signature covers the spelling.
pub(super) fn canonical_key(e: &mut ChainEntry) {
    if let Some(sig) = &mut e.signature {
        sig.public_key.make_ascii_lowercase();
    }
}
