//! Errors of the chain store.

use keel_evidence::chain::WriteGateError;
use keel_evidence::chain::export::ExportError;

/// What can go wrong in the chain store.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum StoreError {
    /// The database failed (I/O, corruption detected by redb).
    #[error("database: {0}")]
    Db(#[from] redb::Error),
    /// Another process holds the database (redb opens a file in one process at a time).
    #[error(
        "it is in use by another keel process (`keel serve` on this home, the workbench or a running `keel chat`): stop that process, or run this command with another --home (a plane's members use `--plane URL`)"
    )]
    InUse,
    /// The tip moved: the caller's expected parent is not the current tip. Nothing was written.
    #[error("tip mismatch: expected parent {expected}, actual tip {actual}")]
    TipMismatch {
        /// The parent the caller stated.
        expected: String,
        /// The current tip hash (`GENESIS` for an empty chain).
        actual: String,
    },
    /// The entry does not fit the chain (seq, parent, agent, hashes or signature).
    #[error("entry rejected at seq {seq}: {reason}")]
    InvalidEntry {
        /// The entry's seq.
        seq: u64,
        /// What is wrong.
        reason: String,
    },
    /// A stored record could not be read back.
    #[error("stored entry {agent}#{seq} is unreadable: {reason}")]
    Corrupt {
        /// The agent.
        agent: String,
        /// The seq.
        seq: u64,
        /// The parse error.
        reason: String,
    },
    /// A record was written by a newer keel, in a format this one does not read.
    #[error(
        "{what} {id} was saved by a newer keel (format {found}; this keel reads up to {supported}): upgrade keel to open it"
    )]
    NewerFormat {
        /// What kind of record.
        what: &'static str,
        /// Its key.
        id: u64,
        /// The format it declares.
        found: u64,
        /// The newest format this keel reads.
        supported: u64,
    },
    /// The chain store's file is damaged: a record, a page or the file's structure cannot be
    /// read as committed (a walk that does not end at the head, a corrupt record, redb's own
    /// corruption error or panic). Nothing was read or written past the damage.
    #[error(
        "{path} is damaged: {detail}. Nothing was read or written past the damage. {}",
        DbFile::Chain.restore(path)
    )]
    Damaged {
        /// The database file.
        path: String,
        /// What was found.
        detail: String,
    },
    /// `sessions.redb` or `conversations.redb` is damaged (the same findings as [`Damaged`]:
    /// redb's corruption error or panic, a table not keel's, a record that does not parse). The
    /// chain is not in it, so what to do differs: move the file aside and keel starts a new one.
    ///
    /// [`Damaged`]: StoreError::Damaged
    #[error(
        "{path} is damaged: {detail}. Nothing was read or written past the damage. {}",
        .file.restore(path)
    )]
    DatabaseDamaged {
        /// Which database.
        file: DbFile,
        /// The database file.
        path: String,
        /// What was found.
        detail: String,
    },
    /// A database was written by a newer keel, in a schema this one does not read; nothing was
    /// written to it.
    #[error(
        "{path} was written by a newer keel (schema version {found}; this keel reads up to {supported}): upgrade keel to open it"
    )]
    NewerSchema {
        /// The database file.
        path: String,
        /// The schema version it declares.
        found: u64,
        /// The newest this keel reads.
        supported: u64,
    },
    /// The DER did not pass the write gate.
    #[error("write gate: {0}")]
    WriteGate(#[from] WriteGateError),
    /// An identity already exists (minting twice would orphan the chain).
    #[error("an identity already exists: {agent_id}")]
    IdentityExists {
        /// The existing agent id.
        agent_id: String,
    },
    /// The identity key file (or the store file's permissions) cannot be read or written.
    #[error("identity key {path}: {reason}")]
    KeyFile {
        /// The file.
        path: String,
        /// What failed.
        reason: String,
    },
    /// The identity key file can be read by group or others: it is not used.
    #[error(
        "identity key {path} has mode {mode:o}, readable by other users: run `chmod 600 {path}`, and treat the key as exposed if anyone else could read it"
    )]
    KeyFileExposed {
        /// The file.
        path: String,
        /// Its permission bits.
        mode: u32,
    },
    /// The key file is sealed and no passphrase was given.
    #[error(
        "identity key {path} is sealed with a passphrase: set KEEL_PASSPHRASE to it (the key cannot be used without it)"
    )]
    PassphraseRequired {
        /// The key file.
        path: String,
    },
    /// The passphrase does not open the sealed key file (or the file was altered).
    #[error(
        "identity key {path} does not open with this passphrase (a wrong KEEL_PASSPHRASE, or an altered key file)"
    )]
    PassphraseWrong {
        /// The key file.
        path: String,
    },
    /// The key file and the legacy `identity` table of chain.redb hold different identities.
    #[error(
        "two identities: {path} holds {file_agent}, chain.redb's legacy identity table holds {table_agent}: move one store aside"
    )]
    IdentityConflict {
        /// The key file.
        path: String,
        /// The key file's agent id.
        file_agent: String,
        /// The table's agent id.
        table_agent: String,
    },
    /// The key file is in the middle of a key rotation (the next key is saved; the rotation entry
    /// may or may not be on the chain yet).
    #[error(
        "identity key {path} is in the middle of a key rotation: run `keel agent rotate` to finish it"
    )]
    RotationPending {
        /// The key file.
        path: String,
    },
    /// An identity export needs a passphrase to seal it (a plain exported seed would let anyone
    /// who reads the file sign as the agent).
    #[error(
        "an identity export is always sealed with a passphrase: set KEEL_PASSPHRASE (the same one opens it on import)"
    )]
    ExportNeedsPassphrase,
    /// No identity has been minted.
    #[error("no identity: run `keel agent mint`")]
    NoIdentity,
    /// The session store has no turn with this id (for this agent).
    #[error("no turn {id} in the session journal")]
    NoSuchTurn {
        /// The turn id.
        id: u64,
    },
    /// The OS random source failed.
    #[error("random source: {0}")]
    Random(String),
    /// The export is unreadable.
    #[error("unreadable export: {0}")]
    Unreadable(#[from] ExportError),
    /// The export did not verify; nothing was written.
    #[error("import rejected: {error}")]
    ImportRejected {
        /// The verifier's error.
        error: String,
        /// The first failing position, when an entry failed.
        first_bad_seq: Option<u64>,
    },
    /// The remote plane failed (unreachable, unauthorized, rejected, unreadable answer).
    #[error(transparent)]
    Plane(crate::plane_client::PlaneError),
    /// The operation needs the local store and the chain is on a plane.
    #[error("`{what}` is not available on a remote plane ({url}): run it without --plane")]
    NotOnPlane {
        /// The operation.
        what: &'static str,
        /// The plane.
        url: String,
    },
    /// The PostgreSQL chain store failed (`keel serve --store postgres://…`).
    #[error("PostgreSQL: {0}")]
    Postgres(#[from] crate::pg_chain_store::PgError),
    /// A store call's task ended without an answer (the runtime shutting down, or a panic the
    /// store did not contain).
    #[error("a store task failed: {reason}")]
    TaskFailed {
        /// What the runtime said.
        reason: String,
    },
    /// The export conflicts with the stored chain (not an extension of it).
    #[error("import conflicts with the stored chain at seq {seq}")]
    ImportConflict {
        /// The first differing seq.
        seq: u64,
    },
}

/// Which of keel's redb databases (they differ in what their damage costs and how to restore).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DbFile {
    /// `chain.redb`: restored from an export ([`StoreError::Damaged`]).
    Chain,
    /// `sessions.redb`: the turn journal, audits, Spirit memory, settings.
    Sessions,
    /// `conversations.redb`: the saved conversations.
    Conversations,
}

impl DbFile {
    /// The damage error for this file at `path`.
    pub(crate) fn damaged(self, path: &std::path::Path, detail: String) -> StoreError {
        let path = path.display().to_string();
        match self {
            DbFile::Chain => StoreError::Damaged { path, detail },
            file => StoreError::DatabaseDamaged { file, path, detail },
        }
    }

    /// What the user does about a damaged file of this kind.
    fn restore(self, path: &str) -> String {
        match self {
            DbFile::Chain => format!(
                "Restore it: move {path} aside, then run `keel ledger import EXPORT.jsonl` with \
                 your latest export of the chain (or a teammate's, or `keel ledger export` from a \
                 plane)"
            ),
            DbFile::Sessions => format!(
                "The chain is not in it and is not affected. Move {path} aside (keep it for \
                 inspection) and start keel again: it creates a new journal; the turn records, \
                 audits and Spirit memory in the damaged file are not carried over"
            ),
            DbFile::Conversations => format!(
                "The chain and the turn journal are not in it and are not affected. Move {path} \
                 aside (keep it for inspection): keel starts a new one; the conversations saved \
                 in the damaged file are not carried over"
            ),
        }
    }
}

impl StoreError {
    /// Whether the store cannot be reached now and the same request may succeed later (a
    /// database down or restarting): `keel serve` answers 503 with `Retry-After`.
    pub fn is_unavailable(&self) -> bool {
        matches!(self, StoreError::Postgres(crate::pg_chain_store::PgError::Unavailable { .. }))
    }
}

/// Opens (or creates) a redb database; one held by another process is [`StoreError::InUse`].
pub(crate) fn create_db(path: &std::path::Path) -> Result<redb::Database, StoreError> {
    redb::Database::create(path).map_err(|e| match e {
        redb::DatabaseError::DatabaseAlreadyOpen => StoreError::InUse,
        e => db(e),
    })
}

/// The `schema_version` stored in a database's `meta` table (`None`: written before it had one),
/// or [`StoreError::NewerSchema`] for a version above `supported`: read first on open, so a
/// newer file is refused before anything is migrated.
pub(crate) fn stored_schema(
    meta: &impl redb::ReadableTable<&'static str, u64>,
    path: &std::path::Path,
    supported: u64,
) -> Result<Option<u64>, StoreError> {
    let stored = meta.get("schema_version").map_err(db)?.map(|v| v.value());
    match stored {
        Some(found) if found > supported => {
            Err(StoreError::NewerSchema { path: path.display().to_string(), found, supported })
        }
        _ => Ok(stored),
    }
}

/// Converts any redb error into [`StoreError::Db`].
pub(crate) fn db<E: Into<redb::Error>>(e: E) -> StoreError {
    StoreError::Db(e.into())
}
