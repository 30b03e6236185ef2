//! The chain store in redb.
//!
//! Tables: `chain_entries` keyed `(agent_id, seq)` → the entry record as JSON (packet, hash, utc,
//! signature, DER body); `chain_heads` agent → (seq, entry_hash) of its last entry; `identity`
//! (legacy: emptied on open, the seed moved to the key file, [`key_file`]); `meta` → schema
//! version. The file is 0600; the seed lives in `<stem>.key`, 0600. Invariants: every agent's entries are seq 1..n with no
//! gaps, each linked to its parent, ending at its head record; every write is one redb
//! transaction committed with `Durability::Immediate` (the default), so a crash at any moment
//! leaves either the old or the new chain, both of which verify. A damaged file is reported as
//! damaged, never read as a shorter chain, never extended, and never panics ([`integrity`]).

mod integrity;
mod key_file;

pub use crate::boundary::panic_is_contained;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

use keel_evidence::chain::export::{self, Header};
use keel_evidence::chain::identity::agent_id_for;
use keel_evidence::chain::rotation::{self, KeyRotation};
use keel_evidence::chain::verifier::{self, Authorship, VerificationReport};
use keel_evidence::chain::write_gate::{self, CommitRequest};
use keel_evidence::chain::{
    CHAIN_VERSION, ChainEntry, GENESIS, HASH_ALG, Identity, Signature, Tip,
};
use keel_evidence::der::{self, GateOptions};
use redb::{ReadableDatabase, ReadableTable, ReadableTableMetadata, TableDefinition};
use serde_json::Value;

use crate::boundary::{ClosedAtBoundary, contain};
use crate::store_error::{DbFile, StoreError, create_db, db, stored_schema};
use integrity::{HEADS, canonical_key, has_capital, read, tip_of, walk};
pub(crate) use integrity::{parse, reaches_head};

const ENTRIES: TableDefinition<(&str, u64), &str> = TableDefinition::new("chain_entries");
const IDENTITY: TableDefinition<&str, &str> = TableDefinition::new("identity");
const META: TableDefinition<&str, u64> = TableDefinition::new("meta");
/// 2: `chain_heads` added (filled from the stored chains when a version-1 file is opened).
/// 3: every record's signature key in lowercase hex, which a read requires (an older file's
/// imported records are respelled when it is opened).
const SCHEMA_VERSION: u64 = 3;
const LOCAL: &str = "local";

/// The one commit the local store and a plane ([`crate::Chain`]) both run: the write gate on
/// `der_doc` over the tip `head` reads, then `append` compare-and-swapped on that tip, so a tip
/// that moved in between is `TipMismatch` (which the engine's commit retry handles).
pub(crate) fn commit_on_tip(
    head: impl FnOnce(&str) -> Result<Tip, StoreError>,
    append: impl FnOnce(&str, &str, &ChainEntry) -> Result<(), StoreError>,
    identity: &Identity,
    der_doc: &Value,
    utc: &str,
    gate: GateOptions,
    record_refusals: bool,
) -> Result<ChainEntry, StoreError> {
    let agent = identity.agent_id();
    let tip = head(&agent)?;
    let req = CommitRequest {
        identity,
        tip: &tip,
        der: der_doc,
        utc,
        audit_hash: None,
        gate,
        record_refusals,
    };
    let (entry, _) = write_gate::build_entry(&req)?;
    append(&agent, &tip.hash, &entry)?;
    Ok(entry)
}

/// What an import did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportOutcome {
    /// The imported chain's agent.
    pub agent_id: String,
    /// Entries written (those beyond the stored prefix).
    pub added: u64,
    /// Entries in the export.
    pub total: u64,
    /// Stored unsigned entries that a signed chain replaced (see [`ChainStore::import`]).
    pub replaced_unsigned: u64,
}

/// The environment variable with the identity key file's passphrase (docs/chain.md).
pub const PASSPHRASE_ENV: &str = "KEEL_PASSPHRASE";

/// A passphrase that never reaches a log.
struct Passphrase(String);

impl std::fmt::Debug for Passphrase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Passphrase(…)")
    }
}

/// Per-agent chains in one redb file, and the local identity in its key file beside it.
#[derive(Debug)]
pub struct ChainStore {
    db: ClosedAtBoundary,
    path: PathBuf,
    /// Seals a new key file and opens a sealed one.
    passphrase: Option<Passphrase>,
    /// agent → the tip hash this process last verified or wrote: an append verifies the chain
    /// it extends unless it is still at that tip.
    verified: Mutex<HashMap<String, String>>,
}

impl ChainStore {
    /// Opens (or creates) the store at `path` (made 0600), with the key file's passphrase from
    /// `$KEEL_PASSPHRASE` when it is set and not empty. A version-1 file gets its head records; a
    /// seed found in the legacy `identity` table moves to the key file (same identity), then
    /// leaves the table.
    pub fn open(path: impl AsRef<Path>) -> Result<ChainStore, StoreError> {
        let passphrase = std::env::var(PASSPHRASE_ENV).ok().filter(|p| !p.is_empty());
        ChainStore::open_with_passphrase(path, passphrase)
    }

    /// [`ChainStore::open`] with the key file's passphrase given (`None`: a plain key file).
    pub fn open_with_passphrase(
        path: impl AsRef<Path>,
        passphrase: Option<String>,
    ) -> Result<ChainStore, StoreError> {
        let path = path.as_ref();
        contain(DbFile::Chain, path, || {
            let secret = passphrase.as_deref();
            let database = create_db(path)?;
            private_file(path)?;
            let tx = database.begin_write().map_err(db)?;
            {
                // The version first (a newer file: the transaction is dropped uncommitted).
                let mut meta = tx.open_table(META).map_err(db)?;
                let stored = stored_schema(&meta, path, SCHEMA_VERSION)?;
                let mut entries = tx.open_table(ENTRIES).map_err(db)?;
                let mut heads = tx.open_table(HEADS).map_err(db)?;
                if heads.is_empty().map_err(db)? && !entries.is_empty().map_err(db)? {
                    backfill_heads(&entries, &mut heads)?;
                }
                let mut identity = tx.open_table(IDENTITY).map_err(db)?;
                migrate_identity(&mut identity, &key_file::key_path(path), secret)?;
                if stored.unwrap_or(0) < 3 {
                    lowercase_keys(&mut entries)?;
                }
                meta.insert("schema_version", SCHEMA_VERSION).map_err(db)?;
            }
            tx.commit().map_err(db)?;
            Ok(ChainStore {
                db: ClosedAtBoundary::new(database),
                path: path.to_owned(),
                passphrase: passphrase.map(Passphrase),
                verified: Mutex::new(HashMap::new()),
            })
        })
    }

    /// Runs `f` at the store boundary ([`contain`]).
    fn guard<T>(&self, f: impl FnOnce() -> Result<T, StoreError>) -> Result<T, StoreError> {
        contain(DbFile::Chain, &self.path, f)
    }

    /// The tip of `agent`'s chain (`seq 0, GENESIS` when empty).
    pub fn head(&self, agent: &str) -> Result<Tip, StoreError> {
        self.guard(|| {
            let tx = self.db.begin_read().map_err(db)?;
            let table = tx.open_table(ENTRIES).map_err(db)?;
            tip_of(&table, &tx.open_table(HEADS).map_err(db)?, agent)
        })
    }

    /// Appends `entry` to `agent`'s chain if and only if its tip is `expected_parent`
    /// (compare-and-swap). On `TipMismatch` nothing is written. The entry must be the next one:
    /// seq, parent, agent, packet hash, DER hash and signature are checked before writing, and it
    /// must be signed by the key in force: the key its agent id is minted from, until a key
    /// rotation on the chain names another (keel appends no unsigned entry).
    /// The chain it extends must verify (checked once per process and tip); one that does not
    /// is `Damaged` and nothing is written. Durable when this returns `Ok`.
    pub fn append(
        &self,
        agent: &str,
        expected_parent: &str,
        entry: &ChainEntry,
    ) -> Result<(), StoreError> {
        let record = entry.to_json(true).to_string();
        self.guard(|| {
            let tx = self.db.begin_write().map_err(db)?;
            {
                let mut table = tx.open_table(ENTRIES).map_err(db)?;
                let mut heads = tx.open_table(HEADS).map_err(db)?;
                let tip = tip_of(&table, &heads, agent)?;
                if tip.hash != expected_parent {
                    return Err(StoreError::TipMismatch {
                        expected: expected_parent.to_owned(),
                        actual: tip.hash,
                    });
                }
                self.verify_before_append(&table, &heads, agent, &tip)?;
                let previous =
                    if tip.seq == 0 { None } else { Some(read(&table, agent, tip.seq)?) };
                let known_keys = if needs_key_history(previous.as_ref(), entry) {
                    rotation::keys_in_force(&walk(&table, &heads, agent, 1, usize::MAX)?)
                } else {
                    Vec::new()
                };
                check_next(agent, &tip, previous.as_ref(), entry, &known_keys)?;
                table.insert((agent, entry.seq), record.as_str()).map_err(db)?;
                heads.insert(agent, (entry.seq, entry.entry_hash.as_str())).map_err(db)?;
            }
            tx.commit().map_err(db)?;
            self.remember_verified(agent, &entry.entry_hash);
            Ok(())
        })
    }

    /// Verifies the stored chain of `agent` (at `tip`) unless this process already has: its
    /// hashes, links and signatures (an unsigned chain's authorship is `check_next`'s business).
    fn verify_before_append(
        &self,
        table: &impl integrity::Entries,
        heads: &impl integrity::Heads,
        agent: &str,
        tip: &Tip,
    ) -> Result<(), StoreError> {
        let known =
            self.verified.lock().unwrap_or_else(PoisonError::into_inner).get(agent).cloned();
        if tip.seq == 0 || known.as_deref() == Some(tip.hash.as_str()) {
            return Ok(());
        }
        let stored = walk(table, heads, agent, 1, usize::MAX)?;
        let report = verifier::verify_entries_with(
            Some(agent.to_owned()),
            &stored,
            Authorship::AllowUnsigned,
        );
        if !report.chain_ok {
            return Err(StoreError::Damaged {
                path: self.path.display().to_string(),
                detail: format!(
                    "the stored chain of {agent} does not verify ({}); nothing is appended onto it",
                    report.error.unwrap_or_default()
                ),
            });
        }
        self.remember_verified(agent, &tip.hash);
        Ok(())
    }

    fn remember_verified(&self, agent: &str, hash: &str) {
        self.verified
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(agent.to_owned(), hash.to_owned());
    }

    /// Runs the write gate on `der` and appends the signed entry on the current tip of the
    /// identity's chain. `META.ledger.parent_hash` must name that tip.
    pub fn commit(
        &self,
        identity: &Identity,
        der_doc: &Value,
        utc: &str,
        gate: GateOptions,
        record_refusals: bool,
    ) -> Result<ChainEntry, StoreError> {
        commit_on_tip(
            |agent| self.head(agent),
            |agent, parent, entry| self.append(agent, parent, entry),
            identity,
            der_doc,
            utc,
            gate,
            record_refusals,
        )
    }

    /// Every entry of `agent`'s chain, in seq order; the walk must end at the head record.
    pub fn entries(&self, agent: &str) -> Result<Vec<ChainEntry>, StoreError> {
        self.entries_from(agent, 1, usize::MAX)
    }

    /// At most `max` entries of `agent`'s chain from seq `from` on, in seq order (one read
    /// transaction: a consistent page), checked against the head record.
    pub fn entries_from(
        &self,
        agent: &str,
        from: u64,
        max: usize,
    ) -> Result<Vec<ChainEntry>, StoreError> {
        self.guard(|| {
            let tx = self.db.begin_read().map_err(db)?;
            let table = tx.open_table(ENTRIES).map_err(db)?;
            walk(&table, &tx.open_table(HEADS).map_err(db)?, agent, from, max)
        })
    }

    /// One entry (`None` beyond the head; a missing one below it is damage).
    pub fn get(&self, agent: &str, seq: u64) -> Result<Option<ChainEntry>, StoreError> {
        self.guard(|| {
            let tx = self.db.begin_read().map_err(db)?;
            let table = tx.open_table(ENTRIES).map_err(db)?;
            let tip = tip_of(&table, &tx.open_table(HEADS).map_err(db)?, agent)?;
            if seq == 0 || seq > tip.seq {
                return Ok(None);
            }
            read(&table, agent, seq).map(Some)
        })
    }

    /// Agents that have at least one entry (a head record), sorted.
    pub fn agents(&self) -> Result<Vec<String>, StoreError> {
        self.guard(|| {
            let tx = self.db.begin_read().map_err(db)?;
            let heads = tx.open_table(HEADS).map_err(db)?;
            let mut out = Vec::new();
            for item in heads.iter().map_err(db)? {
                out.push(item.map_err(db)?.0.value().to_owned());
            }
            Ok(out)
        })
    }

    /// Verifies `agent`'s whole chain (no trailer in a store; the first entry decides signing).
    pub fn verify(&self, agent: &str) -> Result<VerificationReport, StoreError> {
        self.verify_with(agent, true)
    }

    /// [`ChainStore::verify`] (`check_signatures` true: authorship required, an unsigned entry
    /// fails), or without the signature rule (`check_signatures` false: hashes, links and seqs
    /// only; the report lists `signature` as not checked).
    pub fn verify_with(
        &self,
        agent: &str,
        check_signatures: bool,
    ) -> Result<VerificationReport, StoreError> {
        let authorship = if check_signatures { Authorship::Required } else { Authorship::Skipped };
        Ok(verifier::verify_entries_with(Some(agent.to_owned()), &self.entries(agent)?, authorship))
    }

    fn secret(&self) -> Option<&str> {
        self.passphrase.as_ref().map(|p| p.0.as_str())
    }

    /// The local identity, if minted (from the key file; one readable by others is refused, a
    /// sealed one needs the passphrase, one in the middle of a key rotation is
    /// [`StoreError::RotationPending`]).
    pub fn identity(&self) -> Result<Option<Identity>, StoreError> {
        let path = key_file::key_path(&self.path);
        match key_file::read(&path, self.secret())? {
            None => Ok(None),
            Some(key) if key.next.is_some() => {
                Err(StoreError::RotationPending { path: path.display().to_string() })
            }
            Some(key) => Ok(Some(key.identity)),
        }
    }

    /// Mints the local identity from the OS random source into a new key file (0600; sealed
    /// when the store has a passphrase). Refuses if one exists.
    pub fn mint(&self, utc: &str) -> Result<Identity, StoreError> {
        let identity = Identity::from_seed(random_seed()?, utc);
        key_file::write_new(
            &key_file::key_path(&self.path),
            &identity.clone().into(),
            self.secret(),
        )?;
        Ok(identity)
    }

    /// Starts a key rotation: a new key from the OS random source is saved in the key file beside
    /// the key in force (sealed alike) before anything is appended, so no crash loses a key.
    /// Returns the identity in force and its successor; when a rotation is already under way,
    /// the same pair again (the caller finishes it).
    pub fn begin_rotation(&self) -> Result<(Identity, Identity), StoreError> {
        let path = key_file::key_path(&self.path);
        let mut key = key_file::read(&path, self.secret())?.ok_or(StoreError::NoIdentity)?;
        let next = if let Some(next) = key.next {
            next
        } else {
            let next = random_seed()?;
            key.next = Some(next);
            key_file::write(&path, &key, self.secret())?;
            next
        };
        Ok((key.identity.clone(), key.identity.successor(next)))
    }

    /// Ends a key rotation once its entry is on the chain: the key file keeps only the next key,
    /// and the retired seed is gone from it. `next` must be the rotation's successor (or already
    /// the key in force: finishing twice is a no-op).
    pub fn finish_rotation(&self, next: &Identity) -> Result<(), StoreError> {
        let path = key_file::key_path(&self.path);
        let key = key_file::read(&path, self.secret())?.ok_or(StoreError::NoIdentity)?;
        if key.next.is_none() && key.identity.seed() == next.seed() {
            return Ok(());
        }
        if key.next != Some(next.seed()) || key.identity.agent_id() != next.agent_id() {
            return Err(StoreError::KeyFile {
                path: path.display().to_string(),
                reason: "the rotation to finish is not the one this key file holds".to_owned(),
            });
        }
        key_file::write(&path, &next.clone().into(), self.secret())
    }

    /// The identity export: the key file's identity sealed under the store's passphrase (always:
    /// without one, [`StoreError::ExportNeedsPassphrase`]). Refused during a key rotation.
    pub fn export_identity(&self) -> Result<String, StoreError> {
        let Some(secret) = self.secret() else { return Err(StoreError::ExportNeedsPassphrase) };
        let path = key_file::key_path(&self.path);
        let key = key_file::read(&path, Some(secret))?.ok_or(StoreError::NoIdentity)?;
        if key.next.is_some() {
            return Err(StoreError::RotationPending { path: path.display().to_string() });
        }
        key_file::export(&key, secret)
            .map_err(|e| StoreError::KeyFile { path: path.display().to_string(), reason: e })
    }

    /// Restores an identity export (`source` names it in errors) into this home, which must
    /// have no identity; the key file is written sealed under the same passphrase.
    pub fn import_identity(&self, source: &Path, text: &str) -> Result<Identity, StoreError> {
        let Some(secret) = self.secret() else {
            return Err(StoreError::PassphraseRequired { path: source.display().to_string() });
        };
        let key = key_file::parse_export(source, text, Some(secret))?;
        key_file::write_new(&key_file::key_path(&self.path), &key, Some(secret))?;
        Ok(key.identity)
    }

    /// Seals a plain key file with the store's passphrase (same identity). Refuses without a
    /// passphrase, and when the key file is sealed already.
    pub fn protect(&self) -> Result<Identity, StoreError> {
        let path = key_file::key_path(&self.path);
        let Some(secret) = self.secret() else {
            return Err(StoreError::PassphraseRequired { path: path.display().to_string() });
        };
        match key_file::read(&path, None) {
            Err(StoreError::PassphraseRequired { .. }) => Err(StoreError::KeyFile {
                path: path.display().to_string(),
                reason: "it is sealed with a passphrase already".to_owned(),
            }),
            Err(e) => Err(e),
            Ok(None) => Err(StoreError::NoIdentity),
            Ok(Some(_)) => key_file::replace(&path, None, Some(secret)),
        }
    }

    /// The JSON Lines export of `agent`'s chain (header, entries, trailer).
    pub fn export(&self, agent: &str, with_der: bool) -> Result<String, StoreError> {
        let entries = self.entries(agent)?; // checked against the head: never a shorter chain
        let public_key =
            entries.first().and_then(|e| e.signature.as_ref()).map(|s| s.public_key.clone());
        Ok(export::write(&Header { agent_id: agent.to_owned(), public_key }, &entries, with_der))
    }

    /// Imports an export: it must read, verify completely (with `authorship`: an unsigned chain
    /// only with [`Authorship::AllowUnsigned`]), and extend (or equal) the stored chain of its
    /// agent. The missing tail is written in one transaction; otherwise nothing.
    ///
    /// Two rules keep an unsigned chain from squatting on an agent id: an unsigned chain under
    /// the local identity's own id is refused (its owner signs everything), and a stored chain
    /// whose entries are unsigned is replaced whole by a signed chain of the same agent (the
    /// signed one proves its author; the stored one never could). An unsigned export never merges
    /// into a stored signed chain (`ImportConflict` at seq 1).
    pub fn import(&self, text: &str, authorship: Authorship) -> Result<ImportOutcome, StoreError> {
        self.guard(|| self.import_inner(text, authorship))
    }

    fn import_inner(
        &self,
        text: &str,
        authorship: Authorship,
    ) -> Result<ImportOutcome, StoreError> {
        let file = export::parse(text)?;
        let report = file.verify_with(authorship);
        if !report.chain_ok {
            return Err(StoreError::ImportRejected {
                error: report.error.unwrap_or_default(),
                first_bad_seq: report.first_bad_seq,
            });
        }
        let agent = file.header.agent_id.clone();
        let signed = file.header.public_key.is_some();
        if !signed && self.identity()?.is_some_and(|id| id.agent_id() == agent) {
            return Err(StoreError::ImportRejected {
                error: format!(
                    "unsigned chain under the local identity's agent id {agent}: this home holds \
                     its key, and every entry it writes is signed, so an unsigned chain under \
                     this id is forged"
                ),
                first_bad_seq: Some(1),
            });
        }
        let mut incoming: Vec<ChainEntry> =
            file.entries.into_iter().filter_map(Result::ok).collect();
        incoming.iter_mut().for_each(canonical_key);
        let tx = self.db.begin_write().map_err(db)?;
        let (added, replaced_unsigned);
        {
            let mut table = tx.open_table(ENTRIES).map_err(db)?;
            let mut heads = tx.open_table(HEADS).map_err(db)?;
            let mut tip = tip_of(&table, &heads, &agent)?;
            // The stored chain, checked against its head: a damaged store is not a prefix.
            let stored = walk(&table, &heads, &agent, 1, usize::MAX)?;
            let stored_signed = stored.first().map(|e| e.signature.is_some());
            replaced_unsigned = match (signed, stored_signed) {
                // Signatures are all-or-nothing per chain: the signed chain replaces the stored
                // unsigned one whole, even where their hashes agree.
                (true, Some(false)) => {
                    for seq in 1..=tip.seq {
                        table.remove((agent.as_str(), seq)).map_err(db)?;
                    }
                    let replaced = tip.seq;
                    tip = Tip::genesis();
                    replaced
                }
                // An unsigned export never merges into a signed chain.
                (false, Some(true)) => return Err(StoreError::ImportConflict { seq: 1 }),
                _ => {
                    if let Some(seq) = first_conflict(&stored, &incoming) {
                        return Err(StoreError::ImportConflict { seq });
                    }
                    0
                }
            };
            // The export verified as a whole and its first tip.seq entries equal the stored ones,
            // so the tail links onto the stored tip.
            for e in incoming.iter().skip(usize::try_from(tip.seq).unwrap_or(usize::MAX)) {
                let record = e.to_json(true).to_string();
                table.insert((agent.as_str(), e.seq), record.as_str()).map_err(db)?;
            }
            if let Some(last) = incoming.last() {
                heads.insert(agent.as_str(), (last.seq, last.entry_hash.as_str())).map_err(db)?;
            }
            added = incoming.len() as u64 - tip.seq;
        }
        tx.commit().map_err(db)?;
        Ok(ImportOutcome {
            agent_id: agent,
            added,
            total: incoming.len() as u64,
            replaced_unsigned,
        })
    }
}

/// The first seq at which `incoming` is not an extension of `stored` (a differing hash, or an
/// export shorter than the store), if any.
fn first_conflict(stored: &[ChainEntry], incoming: &[ChainEntry]) -> Option<u64> {
    if let Some((s, _)) = stored.iter().zip(incoming).find(|(s, i)| s.entry_hash != i.entry_hash) {
        return Some(s.seq);
    }
    (incoming.len() < stored.len()).then(|| incoming.len() as u64 + 1)
}

/// Moves a seed from the legacy `identity` table to the key file at `key` (written and synced
/// before the table entry is removed, in the caller's transaction, so a crash in between leaves
/// both, which the next open reconciles). A key file with another identity is a conflict.
fn migrate_identity(
    table: &mut redb::Table<'_, &'static str, &'static str>,
    key: &Path,
    passphrase: Option<&str>,
) -> Result<(), StoreError> {
    let legacy = match table.get(LOCAL).map_err(db)? {
        None => return Ok(()),
        Some(v) => key_file::parse_record(key, v.value(), None)?,
    };
    match key_file::read(key, passphrase)? {
        None => key_file::write_new(key, &legacy, passphrase)?,
        Some(current) if current.identity.seed() == legacy.identity.seed() => {}
        Some(current) => {
            return Err(StoreError::IdentityConflict {
                path: key.display().to_string(),
                file_agent: current.identity.agent_id(),
                table_agent: legacy.identity.agent_id(),
            });
        }
    }
    table.remove(LOCAL).map_err(db)?;
    Ok(())
}

/// 32 bytes from the OS random source: a new key's seed.
fn random_seed() -> Result<[u8; 32], StoreError> {
    let mut seed = [0u8; 32];
    getrandom::fill(&mut seed).map_err(|e| StoreError::Random(e.to_string()))?;
    Ok(seed)
}

/// Makes the database file 0600 (redb creates it with the umask's mode).
fn private_file(path: &Path) -> Result<(), StoreError> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        let fail = |e: std::io::Error| StoreError::KeyFile {
            path: path.display().to_string(),
            reason: format!("cannot make it private (0600): {e}"),
        };
        let mode = std::fs::metadata(path).map_err(fail)?.permissions().mode();
        if mode & 0o077 != 0 {
            std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode & 0o7600))
                .map_err(fail)?;
        }
    }
    Ok(())
}

/// Respells the signature keys of a version-1 or -2 file in lowercase (schema version 3): those
/// files stored an imported key as the export spelled it. A record that does not read as JSON is
/// left as it is, for the read to report.
fn lowercase_keys(
    entries: &mut redb::Table<'_, (&'static str, u64), &'static str>,
) -> Result<(), StoreError> {
    let mut respelled: Vec<((String, u64), String)> = Vec::new();
    for item in entries.iter().map_err(db)? {
        let (k, v) = item.map_err(db)?;
        let Ok(mut record) = serde_json::from_str::<Value>(v.value()) else { continue };
        if let Some(Value::String(key)) = record.pointer_mut("/signature/public_key")
            && has_capital(key)
        {
            key.make_ascii_lowercase();
            let (agent, seq) = k.value();
            respelled.push(((agent.to_owned(), seq), record.to_string()));
        }
    }
    for ((agent, seq), record) in respelled {
        entries.insert((agent.as_str(), seq), record.as_str()).map_err(db)?;
    }
    Ok(())
}

/// Head records for a version-1 file: each agent's last stored entry.
fn backfill_heads(
    entries: &impl integrity::Entries,
    heads: &mut redb::Table<'_, &'static str, (u64, &'static str)>,
) -> Result<(), StoreError> {
    let mut agents: Vec<String> = Vec::new();
    for item in entries.iter().map_err(db)? {
        let (k, _) = item.map_err(db)?;
        if agents.last().map(String::as_str) != Some(k.value().0) {
            agents.push(k.value().0.to_owned());
        }
    }
    for agent in agents {
        let mut range =
            entries.range((agent.as_str(), 0)..=(agent.as_str(), u64::MAX)).map_err(db)?;
        if let Some(item) = range.next_back() {
            let (k, v) = item.map_err(db)?;
            let e = parse(&agent, k.value().1, v.value())?;
            heads.insert(agent.as_str(), (e.seq, e.entry_hash.as_str())).map_err(db)?;
        }
    }
    Ok(())
}

/// Whether an append of `entry` after `previous` must read the chain's key history: only where it
/// decides something — for a key rotation (which must not name a key again), right after one,
/// and for an entry not signed by the key of the entry before it (a retired key is named as
/// such). All rare: the common append reads nothing more.
pub(crate) fn needs_key_history(previous: Option<&ChainEntry>, entry: &ChainEntry) -> bool {
    let same_key = previous.and_then(|p| p.signature.as_ref()).map(|s| &s.public_key)
        == entry.signature.as_ref().map(|s| &s.public_key);
    KeyRotation::carried_by(entry) || previous.is_some_and(KeyRotation::carried_by) || !same_key
}

/// The checks `append` makes on the next entry. `known_keys`: every key the chain has had in
/// force (read only when `e` is a key rotation, which must not name one of them again, or is
/// signed by another key than `previous`; empty otherwise).
pub(crate) fn check_next(
    agent: &str,
    tip: &Tip,
    previous: Option<&ChainEntry>,
    e: &ChainEntry,
    known_keys: &[[u8; 32]],
) -> Result<(), StoreError> {
    let reject = |reason: String| Err(StoreError::InvalidEntry { seq: e.seq, reason });
    if e.agent_id != agent {
        return reject(format!("agent_id {} is not {agent}", e.agent_id));
    }
    if e.seq != tip.seq + 1 {
        return reject(format!("seq must be {}", tip.seq + 1));
    }
    let parent = if tip.seq == 0 { GENESIS } else { tip.hash.as_str() };
    if e.parent_hash != parent {
        return reject(format!("parent_hash must be {parent}"));
    }
    if e.v != CHAIN_VERSION || e.hash_alg != HASH_ALG {
        return reject(format!("packet must be v {CHAIN_VERSION}, hash_alg {HASH_ALG}"));
    }
    if e.compute_hash() != e.entry_hash {
        return reject("entry_hash does not match the packet".to_owned());
    }
    if let Some(body) = &e.der
        && der::der_hash(body).as_deref() != Some(e.der_hash.as_str())
    {
        return reject("der_hash does not match the DER body".to_owned());
    }
    // Authorship: every appended entry is signed by the key in force: at seq 1 the key its agent
    // id is minted from, later the previous entry's key, or the key a rotation there named. An
    // unsigned chain (imported with --allow-unsigned) takes no appends.
    let Some(sig) = &e.signature else {
        return reject("the entry is not signed: keel appends only signed entries".to_owned());
    };
    let Some(key) = sig.key_bytes().filter(|_| !has_capital(&sig.public_key)) else {
        return reject("signature public_key is not 64 lowercase hex digits".to_owned());
    };
    let in_force = match previous {
        None => {
            if agent_id_for(&key) != e.agent_id {
                return reject(format!("the signature key does not mint agent_id {}", e.agent_id));
            }
            key
        }
        Some(p) => {
            let Some(previous_key) = p.signature.as_ref().and_then(Signature::key_bytes) else {
                return reject("the chain is unsigned; the entry is signed".to_owned());
            };
            match KeyRotation::of(p) {
                Ok(Some(r)) => r.next,
                _ => previous_key,
            }
        }
    };
    if key != in_force {
        let retired =
            if known_keys.contains(&key) { " (a retired key: it never signs again)" } else { "" };
        return reject(format!(
            "signature key {} is not the key in force, {}{retired}",
            sig.public_key,
            hex::encode(in_force)
        ));
    }
    if !sig.verifies(e.entry_hash.as_bytes()) {
        return reject("signature does not verify".to_owned());
    }
    match KeyRotation::of(e) {
        Err(err) => return reject(format!("key rotation: {err}")),
        Ok(Some(r)) if r.previous != in_force => {
            return reject("key rotation: it does not retire the key in force".to_owned());
        }
        Ok(Some(r)) if known_keys.contains(&r.next) => {
            return reject(
                "key rotation: the next key was in force before; a retired key never signs again"
                    .to_owned(),
            );
        }
        _ => {}
    }
    Ok(())
}
