//! The session store in redb: every governed turn (committed, refused, held), audit results,
//! Spirit memory per (profile, agent), the profile in force per agent and the regulator's state.
//!
//! A file of its own (`<home>/sessions.redb`) beside the chain store, so the chain's file keeps
//! one job. Tables: `turns` keyed `(agent, id)` → the turn record as JSON (ids from 1, assigned
//! here, never reused); `audits` keyed `(agent, audited seq)` → the audit record as JSON;
//! `memory` keyed `(profile, agent)` → Spirit memory as JSON; `settings` keyed text → text
//! (`profile:<agent>` = profile hash in force, `regulator:<user>` = regulator state,
//! `pending-audits:<agent>` = the audits waiting for storage, a JSON array, absent when none);
//! `meta` keyed text → u64 (`schema_version`, [`SCHEMA_VERSION`]). Each write is one durable
//! redb transaction.
//!
//! Every operation runs at the store boundary (`boundary::contain`): a damaged file is
//! [`StoreError::DatabaseDamaged`] (what was found, and that the chain is not affected), never a
//! panic; a file of a newer schema is [`StoreError::NewerSchema`] and is not written.

use std::path::{Path, PathBuf};

use keel_governance::spirit::SpiritMemory;
use keel_governance::turn::TurnRecord;
use keel_governance::turn::audit::AuditRecord;
use keel_governance::turn::audit::pending::PendingAudit;
use redb::{ReadableDatabase, ReadableTable, TableDefinition};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::boundary::{ClosedAtBoundary, contain};
use crate::store_error::{DbFile, StoreError, create_db, db, stored_schema};

const TURNS: TableDefinition<(&str, u64), &str> = TableDefinition::new("turns");
const AUDITS: TableDefinition<(&str, u64), &str> = TableDefinition::new("audits");
const MEMORY: TableDefinition<(&str, &str), &str> = TableDefinition::new("memory");
const SETTINGS: TableDefinition<&str, &str> = TableDefinition::new("settings");
const META: TableDefinition<&str, u64> = TableDefinition::new("meta");

/// The format of the journal's JSON records (turns, audits, Spirit memory): each carries it as
/// `format`. 1: serde's JSON of the governance crate's structs plus `format` (a turn's outcome may
/// be `empty`); 0: the same without it. The pending-audits setting is `{"format", "pending":
/// [...]}`; format 0 of it was the bare array.
pub const RECORD_FORMAT: u64 = 1;

/// The schema `meta.schema_version` names. 1: the four tables above, records as serde's JSON of
/// the governance crate's structs. A file without the key was written before it existed (version
/// 0: the same tables and records), and gets it on open.
pub const SCHEMA_VERSION: u64 = 1;

/// Turns, audits, memory and settings in one redb file.
#[derive(Debug)]
pub struct SessionStore {
    db: ClosedAtBoundary,
    path: PathBuf,
}

fn pending_key(agent: &str) -> String {
    format!("pending-audits:{agent}")
}

fn profile_key(agent: &str) -> String {
    format!("profile:{agent}")
}

fn regulator_key(agent: &str) -> String {
    format!("regulator:{agent}")
}

/// The pending-audits setting as stored (with `format`, by [`to_record`]).
#[derive(Serialize, Deserialize)]
struct PendingRecord {
    pending: Vec<PendingAudit>,
}

fn corrupt(what: &str, key: u64, e: impl std::fmt::Display) -> StoreError {
    StoreError::Corrupt { agent: what.to_owned(), seq: key, reason: e.to_string() }
}

/// `value` as a stored record: its JSON object with `format` = [`RECORD_FORMAT`].
fn to_record<T: Serialize>(what: &str, key: u64, value: &T) -> Result<String, StoreError> {
    let mut json = serde_json::to_value(value).map_err(|e| corrupt(what, key, e))?;
    let Some(object) = json.as_object_mut() else {
        return Err(corrupt(what, key, "not a JSON object"));
    };
    object.insert("format".to_owned(), RECORD_FORMAT.into());
    Ok(json.to_string())
}

/// A stored record read back: no `format` is format 0 (the same fields, saved before records
/// had one); a newer format is [`StoreError::NewerFormat`], anything unreadable corrupt (which
/// the store boundary reports as damage).
fn from_record<T: DeserializeOwned>(
    what: &'static str,
    key: u64,
    raw: &str,
) -> Result<T, StoreError> {
    let json: Value = serde_json::from_str(raw).map_err(|e| corrupt(what, key, e))?;
    let format = match json.get("format") {
        None => 0,
        Some(f) => f.as_u64().ok_or_else(|| corrupt(what, key, "a format that is not a number"))?,
    };
    if format > RECORD_FORMAT {
        return Err(StoreError::NewerFormat {
            what,
            id: key,
            found: format,
            supported: RECORD_FORMAT,
        });
    }
    serde_json::from_value(json).map_err(|e| corrupt(what, key, e))
}

impl SessionStore {
    /// Opens (or creates) the store at `path`; a version-0 file gets its version, a newer one is
    /// refused.
    pub fn open(path: impl AsRef<Path>) -> Result<SessionStore, StoreError> {
        let path = path.as_ref();
        contain(DbFile::Sessions, path, || {
            let database = create_db(path)?;
            let tx = database.begin_write().map_err(db)?;
            {
                let mut meta = tx.open_table(META).map_err(db)?;
                if stored_schema(&meta, path, SCHEMA_VERSION)?.is_none() {
                    meta.insert("schema_version", SCHEMA_VERSION).map_err(db)?;
                }
                tx.open_table(TURNS).map_err(db)?;
                tx.open_table(AUDITS).map_err(db)?;
                tx.open_table(MEMORY).map_err(db)?;
                tx.open_table(SETTINGS).map_err(db)?;
            }
            tx.commit().map_err(db)?;
            Ok(SessionStore { db: ClosedAtBoundary::new(database), path: path.to_owned() })
        })
    }

    /// Runs `f` at the store boundary ([`contain`]).
    fn guard<T>(&self, f: impl FnOnce() -> Result<T, StoreError>) -> Result<T, StoreError> {
        contain(DbFile::Sessions, &self.path, f)
    }

    /// Saves a turn under the next id of its agent; returns the id.
    pub fn save_turn(&self, record: &TurnRecord) -> Result<u64, StoreError> {
        self.guard(|| {
            let json = to_record("turn", 0, record)?;
            let tx = self.db.begin_write().map_err(db)?;
            let id;
            {
                let mut table = tx.open_table(TURNS).map_err(db)?;
                let agent = record.agent_id.as_str();
                let last = table
                    .range((agent, 0)..=(agent, u64::MAX))
                    .map_err(db)?
                    .next_back()
                    .transpose()
                    .map_err(db)?
                    .map_or(0, |(k, _)| k.value().1);
                id = last + 1;
                table.insert((agent, id), json.as_str()).map_err(db)?;
            }
            tx.commit().map_err(db)?;
            Ok(id)
        })
    }

    /// Replaces the record of turn `id` of its agent (a human verdict on a held turn); the turn
    /// must exist.
    pub fn update_turn(&self, id: u64, record: &TurnRecord) -> Result<(), StoreError> {
        self.guard(|| {
            let json = to_record("turn", id, record)?;
            let tx = self.db.begin_write().map_err(db)?;
            {
                let mut table = tx.open_table(TURNS).map_err(db)?;
                let key = (record.agent_id.as_str(), id);
                if table.get(key).map_err(db)?.is_none() {
                    return Err(StoreError::NoSuchTurn { id });
                }
                table.insert(key, json.as_str()).map_err(db)?;
            }
            tx.commit().map_err(db)?;
            Ok(())
        })
    }

    /// Turn `id` of `agent`, if the journal has it.
    pub fn turn(&self, agent: &str, id: u64) -> Result<Option<TurnRecord>, StoreError> {
        self.guard(|| {
            let tx = self.db.begin_read().map_err(db)?;
            let table = tx.open_table(TURNS).map_err(db)?;
            let Some(v) = table.get((agent, id)).map_err(db)? else { return Ok(None) };
            from_record("turn", id, v.value()).map(Some)
        })
    }

    /// Every turn of `agent`, oldest first, with its id.
    pub fn turns(&self, agent: &str) -> Result<Vec<(u64, TurnRecord)>, StoreError> {
        self.guard(|| {
            let tx = self.db.begin_read().map_err(db)?;
            let table = tx.open_table(TURNS).map_err(db)?;
            let mut out = Vec::new();
            for item in table.range((agent, 0)..=(agent, u64::MAX)).map_err(db)? {
                let (k, v) = item.map_err(db)?;
                let id = k.value().1;
                out.push((id, from_record("turn", id, v.value())?));
            }
            Ok(out)
        })
    }

    /// Saves the audit of the entry at `seq`.
    pub fn save_audit(&self, agent: &str, record: &AuditRecord) -> Result<(), StoreError> {
        self.guard(|| {
            let json = to_record("audit", record.audits.seq, record)?;
            let tx = self.db.begin_write().map_err(db)?;
            tx.open_table(AUDITS)
                .map_err(db)?
                .insert((agent, record.audits.seq), json.as_str())
                .map_err(db)?;
            tx.commit().map_err(db)?;
            Ok(())
        })
    }

    /// The audit of the entry at `seq`, if it has finished.
    pub fn audit(&self, agent: &str, seq: u64) -> Result<Option<AuditRecord>, StoreError> {
        self.guard(|| {
            let tx = self.db.begin_read().map_err(db)?;
            let table = tx.open_table(AUDITS).map_err(db)?;
            let Some(v) = table.get((agent, seq)).map_err(db)? else { return Ok(None) };
            from_record("audit", seq, v.value()).map(Some)
        })
    }

    /// Spirit memory for (profile, agent).
    pub fn memory(&self, profile: &str, agent: &str) -> Result<Option<SpiritMemory>, StoreError> {
        self.guard(|| {
            let tx = self.db.begin_read().map_err(db)?;
            let table = tx.open_table(MEMORY).map_err(db)?;
            let Some(v) = table.get((profile, agent)).map_err(db)? else { return Ok(None) };
            from_record("memory", 0, v.value()).map(Some)
        })
    }

    /// Persists Spirit memory under (its profile, agent).
    pub fn save_memory(&self, agent: &str, memory: &SpiritMemory) -> Result<(), StoreError> {
        self.guard(|| {
            let json = to_record("memory", 0, memory)?;
            let tx = self.db.begin_write().map_err(db)?;
            tx.open_table(MEMORY)
                .map_err(db)?
                .insert((memory.profile.as_str(), agent), json.as_str())
                .map_err(db)?;
            tx.commit().map_err(db)?;
            Ok(())
        })
    }

    /// The audits of `agent` waiting for storage, oldest first.
    pub fn pending_audits(&self, agent: &str) -> Result<Vec<PendingAudit>, StoreError> {
        self.guard(|| {
            let Some(json) = self.setting(&pending_key(agent))? else { return Ok(Vec::new()) };
            // Format 0: the bare array, as keel stored it before the setting had a format.
            if json.trim_start().starts_with('[') {
                return serde_json::from_str(&json).map_err(|e| corrupt("pending audits", 0, e));
            }
            from_record::<PendingRecord>("pending audits", 0, &json).map(|r| r.pending)
        })
    }

    /// Replaces the audits of `agent` waiting for storage (empty: removes the setting).
    pub fn set_pending_audits(
        &self,
        agent: &str,
        pending: &[PendingAudit],
    ) -> Result<(), StoreError> {
        self.guard(|| {
            let key = pending_key(agent);
            if pending.is_empty() {
                let tx = self.db.begin_write().map_err(db)?;
                tx.open_table(SETTINGS).map_err(db)?.remove(key.as_str()).map_err(db)?;
                tx.commit().map_err(db)?;
                return Ok(());
            }
            let record = PendingRecord { pending: pending.to_vec() };
            let json = to_record("pending audits", 0, &record)?;
            self.set_setting(&key, &json)
        })
    }

    /// The hash of the profile last in force for `agent` (setting `profile:AGENT`).
    pub fn profile_in_force(&self, agent: &str) -> Result<Option<String>, StoreError> {
        self.setting(&profile_key(agent))
    }

    /// Records the profile in force for `agent`.
    pub fn set_profile_in_force(&self, agent: &str, profile_hash: &str) -> Result<(), StoreError> {
        self.set_setting(&profile_key(agent), profile_hash)
    }

    /// The regulator's saved state for `agent` (setting `regulator:AGENT`), as stored: the
    /// versioned JSON of `keel_regulator::RegulatorState`, parsed by the session.
    pub fn regulator_state(&self, agent: &str) -> Result<Option<String>, StoreError> {
        self.setting(&regulator_key(agent))
    }

    /// Saves the regulator's state for `agent`.
    pub fn save_regulator_state(&self, agent: &str, state: &str) -> Result<(), StoreError> {
        self.set_setting(&regulator_key(agent), state)
    }

    /// Keeps an unreadable regulator state under `regulator:AGENT:unreadable:UTC` and returns
    /// that key.
    pub fn set_aside_regulator_state(
        &self,
        agent: &str,
        state: &str,
        utc: &str,
    ) -> Result<String, StoreError> {
        let key = format!("{}:unreadable:{utc}", regulator_key(agent));
        self.set_setting(&key, state)?;
        Ok(key)
    }

    /// A setting.
    pub fn setting(&self, key: &str) -> Result<Option<String>, StoreError> {
        self.guard(|| {
            let tx = self.db.begin_read().map_err(db)?;
            let table = tx.open_table(SETTINGS).map_err(db)?;
            Ok(table.get(key).map_err(db)?.map(|v| v.value().to_owned()))
        })
    }

    /// Sets a setting.
    pub fn set_setting(&self, key: &str, value: &str) -> Result<(), StoreError> {
        self.guard(|| {
            let tx = self.db.begin_write().map_err(db)?;
            tx.open_table(SETTINGS).map_err(db)?.insert(key, value).map_err(db)?;
            tx.commit().map_err(db)?;
            Ok(())
        })
    }
}
