//! Chain verification with the exact report of spec/ledger.md.
//!
//! Per entry, in order: agent id, seq contiguity, parent link, `der_hash` against the body when
//! present, `entry_hash` against the packet, the signature rule (which follows the chain's key
//! rotations: the root key, which mints the agent id, until the first rotation; then each key a
//! rotation signed by the key in force names). Then the trailer (when the source has one). The walk is streaming (`push` one entry at a time) so a 100k-entry chain
//! needs no buffering; after the first failure later entries are counted but not checked.

use serde_json::{Value, json};

use super::entry::{ChainEntry, EntryError};
use super::export::Trailer;
use super::identity::agent_id_for;
use super::rotation::KeyRotation;
use super::signature::{ALGORITHM, Signature, decode_key};
use super::{CHAIN_VERSION, GENESIS, HASH_ALG};
use crate::der;

/// Which key the chain starts with (later keys come from its key rotations).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SignatureRule {
    /// An export: the header names the root key (every entry signed by it, or by the keys its
    /// rotations hand over to) or names none (no entry signed).
    Header(Option<String>),
    /// A store: the first entry decides (signed or not, and by which key); the rest must follow.
    FirstEntry,
}

/// What verification demands of authorship (the signature rule).
///
/// An `SDI-` agent id is minted from a public key, so a chain under such an id proves who wrote
/// it only through signatures by that key: anyone can recompute the hashes of an edited chain.
/// Verification therefore fails closed on unsigned entries unless the caller asks for less.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Authorship {
    /// Every entry is signed by the key in force (the key its `agent_id` is minted from, until a
    /// key rotation names another); an unsigned entry fails ("authorship cannot be checked").
    Required,
    /// A chain whose entries carry no signatures passes on its hashes alone (a public SDI chain);
    /// the report lists `signature` as not checked. A signed chain is still checked in full, and
    /// a mix of signed and unsigned entries still fails.
    AllowUnsigned,
    /// The signature rule is skipped (`hashes_only`): signatures present or not, none is checked.
    Skipped,
}

/// What the source says about the end of the chain.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TrailerCheck {
    /// The source has no trailer (a store): not checked.
    NotApplicable,
    /// An export without its trailer line: fails (the chain may have been cut).
    Missing,
    /// The export's trailer.
    Present(Trailer),
}

/// The verification report (`keel ledger verify --json`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerificationReport {
    /// Every check passed and the chain is non-empty.
    pub chain_ok: bool,
    /// Entries seen.
    pub entries: u64,
    /// The last entry's seq as stored.
    pub tip_seq: Option<u64>,
    /// The last entry's entry_hash as stored.
    pub tip_hash: Option<String>,
    /// Position (1-based) of the first entry that fails a check; `None` when the failure is not
    /// an entry's (truncation, empty chain) or there is none.
    pub first_bad_seq: Option<u64>,
    /// What failed.
    pub error: Option<String>,
    /// Checks that were applied.
    pub checked: Vec<&'static str>,
    /// Checks that were not (always including `external anchor`).
    pub not_checked: Vec<&'static str>,
}

impl VerificationReport {
    /// The JSON form.
    pub fn to_json(&self) -> Value {
        json!({
            "chain_ok": self.chain_ok,
            "entries": self.entries,
            "tip_seq": self.tip_seq,
            "tip_hash": self.tip_hash,
            "first_bad_seq": self.first_bad_seq,
            "error": self.error,
            "checked": self.checked,
            "not_checked": self.not_checked,
        })
    }
}

/// What the verifier knows about the chain's signing key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum KeyState {
    /// Not yet decided (a store chain before its first entry).
    Unknown,
    /// No entry may carry a signature.
    Unsigned,
    /// Every entry must be signed by this key, the key in force (until a rotation).
    Signed([u8; 32]),
}

/// The keys a signed chain has used: the root (which mints the agent id) and those retired.
#[derive(Debug, Default)]
struct KeyChain {
    /// The first key in force.
    root: Option<[u8; 32]>,
    /// Each retired key with the seq of the rotation that retired it.
    retired: Vec<([u8; 32], u64)>,
}

impl KeyChain {
    fn retired_at(&self, key: &[u8; 32]) -> Option<u64> {
        self.retired.iter().find(|(k, _)| k == key).map(|(_, seq)| *seq)
    }
}

/// Streaming verifier.
#[derive(Debug)]
pub struct Verifier {
    agent_id: Option<String>,
    rule: SignatureRule,
    /// Whether the chain is signed, and by which key, once known.
    key: KeyState,
    /// The root and retired keys of a signed chain.
    keys: KeyChain,
    position: u64,
    prev_hash: Option<String>,
    tip: Option<(u64, String)>,
    failure: Option<(Option<u64>, String)>,
    saw_der: bool,
    /// What the signature rule demands (fail closed: [`Authorship::Required`] by default).
    authorship: Authorship,
}

impl Verifier {
    /// A verifier for the chain of `agent_id` (when known: an export header or a store key).
    pub fn new(agent_id: Option<String>, rule: SignatureRule) -> Verifier {
        let key = match &rule {
            SignatureRule::Header(None) => KeyState::Unsigned,
            // An undecodable header key is a failure (below); the zero key then matches nothing.
            SignatureRule::Header(Some(k)) => KeyState::Signed(decode_key(k).unwrap_or([0; 32])),
            SignatureRule::FirstEntry => KeyState::Unknown,
        };
        let mut v = Verifier {
            agent_id,
            rule,
            key,
            keys: KeyChain::default(),
            position: 0,
            prev_hash: None,
            tip: None,
            failure: None,
            saw_der: false,
            authorship: Authorship::Required,
        };
        if let SignatureRule::Header(Some(k)) = &v.rule
            && decode_key(k).is_none()
        {
            v.failure = Some((None, format!("header public_key is not 64 hex digits: {k}")));
        }
        v
    }

    /// Sets what the signature rule demands (the default is [`Authorship::Required`]).
    #[must_use]
    pub fn with_authorship(mut self, authorship: Authorship) -> Verifier {
        self.authorship = authorship;
        self
    }

    /// Whether a failure has been found.
    pub fn failed(&self) -> bool {
        self.failure.is_some()
    }

    /// Checks the next entry (or records a record that is not one).
    pub fn push(&mut self, entry: Result<&ChainEntry, &EntryError>) {
        self.position += 1;
        let pos = self.position;
        match entry {
            Ok(e) => {
                self.tip = Some((e.seq, e.entry_hash.clone()));
                if self.failure.is_none()
                    && let Err(msg) = self.check(e)
                {
                    self.failure = Some((Some(pos), msg));
                }
                self.prev_hash = Some(e.entry_hash.clone());
            }
            Err(err) => {
                self.tip = None;
                if self.failure.is_none() {
                    self.failure =
                        Some((Some(pos), format!("malformed entry at position {pos}: {err}")));
                }
                self.prev_hash = None;
            }
        }
    }

    fn check(&mut self, e: &ChainEntry) -> Result<(), String> {
        let pos = self.position;
        let agent = self.agent_id.get_or_insert_with(|| e.agent_id.clone());
        if e.agent_id != *agent {
            return Err(format!(
                "agent_id mismatch at seq {pos}: entry {}, chain {agent}",
                e.agent_id
            ));
        }
        if e.seq != pos {
            return Err(format!(
                "seq discontinuity at position {pos}: expected seq {pos}, found {}",
                e.seq
            ));
        }
        let expected_parent =
            if pos == 1 { GENESIS } else { self.prev_hash.as_deref().unwrap_or("") };
        if e.parent_hash != expected_parent {
            return Err(format!(
                "parent_hash mismatch at seq {pos}: stored {}, expected {expected_parent}",
                e.parent_hash
            ));
        }
        if let Some(body) = &e.der {
            self.saw_der = true;
            let computed = der::der_hash(body).unwrap_or_else(|| "(no SDI_DER key)".to_owned());
            if computed != e.der_hash {
                return Err(format!(
                    "der_hash mismatch at seq {pos}: stored {}, computed {computed}",
                    e.der_hash
                ));
            }
        }
        if e.v != CHAIN_VERSION || e.hash_alg != HASH_ALG {
            return Err(format!(
                "unsupported packet at seq {pos}: v {}, hash_alg {} (expected {CHAIN_VERSION}, {HASH_ALG})",
                e.v, e.hash_alg
            ));
        }
        let computed = e.compute_hash();
        if computed != e.entry_hash {
            return Err(format!(
                "entry_hash mismatch at seq {pos}: stored {}, computed {computed}",
                e.entry_hash
            ));
        }
        if self.authorship == Authorship::Skipped { Ok(()) } else { self.check_signature(e) }
    }

    fn check_signature(&mut self, e: &ChainEntry) -> Result<(), String> {
        let pos = self.position;
        if self.key == KeyState::Unknown {
            self.key = match &e.signature {
                None => KeyState::Unsigned,
                // An undecodable key fails the key comparison below.
                Some(sig) => KeyState::Signed(sig.key_bytes().unwrap_or([0; 32])),
            };
        }
        match (self.key, &e.signature) {
            (KeyState::Unknown | KeyState::Unsigned, None) => {
                if self.authorship != Authorship::AllowUnsigned {
                    Err(format!(
                        "unsigned entry at seq {pos}: authorship cannot be checked (an SDI agent id \
                         is minted from a public key, and without signatures by that key anyone \
                         can rewrite the chain and recompute its hashes); allow unsigned entries \
                         (--allow-unsigned) to check the hashes only"
                    ))
                } else if KeyRotation::carried_by(e) {
                    Err(format!(
                        "key rotation at seq {pos} in an unsigned chain: only a signed chain has \
                         keys to rotate"
                    ))
                } else {
                    Ok(())
                }
            }
            (KeyState::Unknown | KeyState::Unsigned, Some(_)) => {
                Err(format!("unexpected signature at seq {pos}: the chain is unsigned"))
            }
            (KeyState::Signed(_), None) => {
                Err(format!("signature missing at seq {pos}: the chain is signed"))
            }
            (KeyState::Signed(key), Some(sig)) => {
                let root = *self.keys.root.get_or_insert(key);
                if sig.algorithm != ALGORITHM {
                    return Err(format!(
                        "signature invalid at seq {pos}: algorithm {}",
                        sig.algorithm
                    ));
                }
                if sig.key_bytes() != Some(key) {
                    return Err(self.key_differs(e, &key));
                }
                if agent_id_for(&root) != e.agent_id {
                    return Err(format!(
                        "signature key does not mint agent_id at seq {pos}: key gives {}",
                        agent_id_for(&root)
                    ));
                }
                if !sig.verifies(e.entry_hash.as_bytes()) {
                    return Err(format!("signature invalid at seq {pos}"));
                }
                self.follow_rotation(e, key)
            }
        }
    }

    /// Why an entry signed by a key other than the one in force fails: a retired key, or one
    /// that no rotation handed over to.
    fn key_differs(&self, e: &ChainEntry, in_force: &[u8; 32]) -> String {
        let pos = self.position;
        let found = e.signature.as_ref().map_or("", |s| s.public_key.as_str());
        let in_force = hex::encode(in_force);
        match e
            .signature
            .as_ref()
            .and_then(Signature::key_bytes)
            .and_then(|k| self.keys.retired_at(&k))
        {
            Some(at) => format!(
                "signature by a retired key at seq {pos}: {found} was retired by the key rotation \
                 at seq {at}; the key in force is {in_force}"
            ),
            None if KeyRotation::carried_by(e) => format!(
                "signature key differs at seq {pos}: {found}; a key rotation must be signed by \
                 the key in force, {in_force}"
            ),
            None => format!(
                "signature key differs at seq {pos}: {found}; the key in force is {in_force} (a \
                 key changes only by a KEY_ROTATION entry signed by the key in force, carried \
                 with its DER)"
            ),
        }
    }

    /// After a valid signature by the key in force: if the entry is a key rotation, the key it
    /// names is in force from the next entry on and the signing key is retired.
    fn follow_rotation(&mut self, e: &ChainEntry, key: [u8; 32]) -> Result<(), String> {
        let pos = self.position;
        let rotation = match KeyRotation::of(e) {
            Ok(None) => return Ok(()),
            Ok(Some(r)) => r,
            Err(err) => return Err(format!("key rotation invalid at seq {pos}: {err}")),
        };
        if rotation.previous != key {
            return Err(format!(
                "key rotation invalid at seq {pos}: it retires {}, but the key in force is {}",
                hex::encode(rotation.previous),
                hex::encode(key)
            ));
        }
        // The root is retired by the first rotation, so this covers it too.
        if let Some(at) = self.keys.retired_at(&rotation.next) {
            return Err(format!(
                "key rotation invalid at seq {pos}: the next key {} was retired at seq {at}; a \
                 retired key never signs again",
                hex::encode(rotation.next)
            ));
        }
        self.keys.retired.push((key, pos));
        self.key = KeyState::Signed(rotation.next);
        Ok(())
    }

    /// Applies the trailer check and produces the report.
    pub fn finish(self, trailer: &TrailerCheck) -> VerificationReport {
        let mut failure = self.failure;
        let n = self.position;
        if failure.is_none() {
            failure = match trailer {
                TrailerCheck::NotApplicable => None,
                TrailerCheck::Missing => {
                    Some((None, "trailer missing: the chain may have been cut".to_owned()))
                }
                TrailerCheck::Present(t) => trailer_failure(t, n, self.tip.as_ref()),
            };
        }
        if failure.is_none() && n == 0 {
            failure = Some((None, "empty chain: no entries".to_owned()));
        }
        let mut checked = vec!["entry_hash", "parent_link", "seq_contiguity"];
        let mut not_checked = Vec::new();
        if self.saw_der {
            checked.push("der_hash");
        } else {
            not_checked.push("der_hash");
        }
        if self.authorship != Authorship::Skipped && matches!(self.key, KeyState::Signed(_)) {
            checked.push("signature");
        } else {
            not_checked.push("signature");
        }
        if *trailer == TrailerCheck::NotApplicable {
            not_checked.push("trailer");
        } else {
            checked.push("trailer");
        }
        checked.push("agent_id");
        not_checked.push("external anchor");
        let (first_bad_seq, error) = match failure {
            Some((seq, msg)) => (seq, Some(msg)),
            None => (None, None),
        };
        VerificationReport {
            chain_ok: error.is_none(),
            entries: n,
            tip_seq: self.tip.as_ref().map(|t| t.0),
            tip_hash: self.tip.map(|t| t.1),
            first_bad_seq,
            error,
            checked,
            not_checked,
        }
    }
}

fn trailer_failure(
    t: &Trailer,
    n: u64,
    tip: Option<&(u64, String)>,
) -> Option<(Option<u64>, String)> {
    if t.count > n {
        return Some((
            None,
            format!("chain was cut: trailer count {}, found {n} entries", t.count),
        ));
    }
    if t.count < n {
        return Some((
            Some(t.count + 1),
            format!("entries beyond the trailer: trailer count {}, found {n}", t.count),
        ));
    }
    let (seq, hash) = tip.map_or((0, ""), |(s, h)| (*s, h.as_str()));
    if t.tip_seq != seq || t.tip_hash != hash {
        return Some((
            None,
            format!(
                "trailer tip mismatch: trailer seq {} hash {}, chain seq {seq} hash {hash}",
                t.tip_seq, t.tip_hash
            ),
        ));
    }
    None
}

/// Verifies a whole in-memory chain from a store (no trailer; first entry decides signing;
/// authorship required).
pub fn verify_entries(agent_id: Option<String>, entries: &[ChainEntry]) -> VerificationReport {
    verify_entries_with(agent_id, entries, Authorship::Required)
}

/// [`verify_entries`] with the given demand on authorship.
pub fn verify_entries_with(
    agent_id: Option<String>,
    entries: &[ChainEntry],
    authorship: Authorship,
) -> VerificationReport {
    let mut v = Verifier::new(agent_id, SignatureRule::FirstEntry).with_authorship(authorship);
    for e in entries {
        v.push(Ok(e));
    }
    v.finish(&TrailerCheck::NotApplicable)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chain::Identity;

    #[test]
    fn hashes_only_skips_signatures_and_says_so() {
        let id = Identity::from_seed([3; 32], "t");
        let mut e =
            ChainEntry::new(&id.agent_id(), 1, GENESIS, "EPISODIC", "0x00", true, None, "t");
        e.signature = Some(id.sign(b"not the entry hash"));
        let full = verify_entries(None, std::slice::from_ref(&e));
        assert!(!full.chain_ok && full.error.unwrap().contains("signature invalid"));
        let fast = verify_entries_with(None, &[e], Authorship::Skipped);
        assert!(fast.chain_ok, "{:?}", fast.error);
        assert!(fast.not_checked.contains(&"signature") && !fast.checked.contains(&"signature"));
    }

    /// Two unsigned entries under the agent id of a real key, hashes recomputed: a forgery
    /// anyone can make.
    fn forged_unsigned() -> Vec<ChainEntry> {
        let id = Identity::from_seed([5; 32], "t");
        let first = ChainEntry::new(&id.agent_id(), 1, GENESIS, "EPISODIC", "0x00", true, None, "");
        let second = ChainEntry::new(
            &id.agent_id(),
            2,
            &first.entry_hash,
            "EPISODIC",
            "0x01",
            true,
            None,
            "",
        );
        vec![first, second]
    }

    #[test]
    fn unsigned_entries_fail_closed_unless_allowed() {
        let forged = forged_unsigned();
        let r = verify_entries(None, &forged);
        assert!(!r.chain_ok);
        assert_eq!(r.first_bad_seq, Some(1));
        assert!(
            r.error.unwrap().starts_with("unsigned entry at seq 1: authorship cannot be checked")
        );
        let hashes = verify_entries_with(None, &forged, Authorship::AllowUnsigned);
        assert!(hashes.chain_ok, "{:?}", hashes.error);
        assert!(hashes.not_checked.contains(&"signature"));
    }

    #[test]
    fn allowing_unsigned_still_refuses_a_mix_and_checks_signed_chains() {
        let id = Identity::from_seed([5; 32], "t");
        let mut mixed = forged_unsigned();
        mixed[0].signature = Some(id.sign(mixed[0].entry_hash.as_bytes()));
        let r = verify_entries_with(None, &mixed, Authorship::AllowUnsigned);
        assert_eq!(r.first_bad_seq, Some(2));
        assert!(r.error.unwrap().starts_with("signature missing at seq 2"));
        let other = Identity::from_seed([6; 32], "t");
        let mut wrong_key = forged_unsigned();
        for e in &mut wrong_key {
            e.signature = Some(other.sign(e.entry_hash.as_bytes()));
        }
        let r = verify_entries_with(None, &wrong_key, Authorship::AllowUnsigned);
        assert!(r.error.unwrap().starts_with("signature key does not mint agent_id at seq 1"));
    }

    /// A signed chain of `n` entries: seq `rotate_at` (when given) rotates from key [7] to key
    /// [8]; `sign` picks the key that signs each seq.
    fn rotated_chain(
        n: u64,
        rotate_at: u64,
        sign: impl Fn(u64) -> Identity,
        next_key: [u8; 32],
    ) -> Vec<ChainEntry> {
        let old = Identity::from_seed([7; 32], "t");
        let mut out: Vec<ChainEntry> = Vec::new();
        for seq in 1..=n {
            let parent = out.last().map_or_else(|| GENESIS.to_owned(), |e| e.entry_hash.clone());
            let (ty, der) = if seq == rotate_at {
                let block = KeyRotation { previous: old.public_key(), next: next_key }.block();
                ("SYSTEM", json!({"SDI_DER": {"META": {"n": seq}, "KEY_ROTATION": block}}))
            } else {
                ("EPISODIC", json!({"SDI_DER": {"META": {"n": seq}}}))
            };
            let der_hash = der::der_hash(&der).unwrap();
            let mut e =
                ChainEntry::new(&old.agent_id(), seq, &parent, ty, &der_hash, true, None, "");
            e.der = Some(der);
            e.signature = Some(sign(seq).sign(e.entry_hash.as_bytes()));
            out.push(e);
        }
        out
    }

    fn key(seed: u8) -> Identity {
        Identity::from_seed([seed; 32], "t")
    }

    #[test]
    fn a_rotation_hands_over_to_the_key_it_names() {
        let new = key(8).public_key();
        let chain = rotated_chain(5, 3, |s| key(if s <= 3 { 7 } else { 8 }), new);
        let r = verify_entries(None, &chain);
        assert!(r.chain_ok, "{:?}", r.error);
        assert!(r.checked.contains(&"signature"));
        // Without the DER of the rotation the hand-over cannot be seen: fails closed at seq 4.
        let mut bare = chain.clone();
        bare[2].der = None;
        let r = verify_entries(None, &bare);
        assert_eq!(r.first_bad_seq, Some(4));
        assert!(r.error.unwrap().starts_with("signature key differs at seq 4"));
    }

    #[test]
    fn retired_forged_and_reused_keys_fail_at_their_seq() {
        let new = key(8).public_key();
        // The retired key signs after the rotation.
        let retired = rotated_chain(5, 3, |s| key(if s <= 4 { 7 } else { 8 }), new);
        let r = verify_entries(None, &retired);
        assert_eq!(r.first_bad_seq, Some(4));
        assert!(r.error.unwrap().starts_with("signature by a retired key at seq 4"));
        // The rotation signed by the new key only.
        let forged = rotated_chain(5, 3, |s| key(if s < 3 { 7 } else { 8 }), new);
        let r = verify_entries(None, &forged);
        assert_eq!(r.first_bad_seq, Some(3));
        let error = r.error.unwrap();
        assert!(error.starts_with("signature key differs at seq 3"), "{error}");
        assert!(error.contains("a key rotation must be signed by the key in force"), "{error}");
        // A second rotation back to the retired root.
        let mut back = rotated_chain(3, 2, |s| key(if s <= 2 { 7 } else { 8 }), new);
        let parent = back[2].entry_hash.clone();
        let block = KeyRotation { previous: new, next: key(7).public_key() }.block();
        let der = json!({"SDI_DER": {"KEY_ROTATION": block}});
        let mut e = ChainEntry::new(
            &back[0].agent_id,
            4,
            &parent,
            "SYSTEM",
            &der::der_hash(&der).unwrap(),
            true,
            None,
            "",
        );
        e.der = Some(der);
        e.signature = Some(key(8).sign(e.entry_hash.as_bytes()));
        back.push(e);
        let r = verify_entries(None, &back);
        assert_eq!(r.first_bad_seq, Some(4));
        assert!(r.error.unwrap().contains("was retired at seq 2"));
        // A rotation in an unsigned chain, hashes allowed.
        let mut unsigned = rotated_chain(3, 2, |_| key(7), new);
        for e in &mut unsigned {
            e.signature = None;
        }
        let r = verify_entries_with(None, &unsigned, Authorship::AllowUnsigned);
        assert_eq!(r.first_bad_seq, Some(2));
        assert!(r.error.unwrap().starts_with("key rotation at seq 2 in an unsigned chain"));
    }
}
