//! The PostgreSQL schema, versioned by keel: `schema_version` holds one row, the version the
//! database is at; [`MIGRATIONS`] are applied in order from there, in one transaction under an
//! advisory lock, so replicas starting together migrate once and a failed migration leaves the
//! database as it was. A database at a newer version than this keel's is refused
//! ([`PgError::NewerSchema`]) before anything is written.

use super::{PgError, pg};
use crate::StoreError;

/// Each migration's SQL; migration `i` takes the schema from version `i` to `i + 1`.
pub const MIGRATIONS: &[&str] = &[
    // 1: the chains. The primary keys are the indexes: `chain_heads` by agent for the head and
    // the append's row lock; `chain_entries` by (agent_id, seq) for get, list pages and the
    // export's range scan, and as the guard that no seq is written twice.
    "CREATE TABLE chain_entries (
        agent_id   TEXT   NOT NULL,
        seq        BIGINT NOT NULL CHECK (seq >= 1),
        entry_hash TEXT   NOT NULL,
        record     TEXT   NOT NULL,
        PRIMARY KEY (agent_id, seq)
    );
    CREATE TABLE chain_heads (
        agent_id   TEXT   PRIMARY KEY,
        seq        BIGINT NOT NULL CHECK (seq >= 0),
        entry_hash TEXT   NOT NULL
    );",
];

/// The schema version this keel writes and reads.
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// The advisory lock every replica's migration takes ("keel" in ASCII, as a bigint).
const MIGRATION_LOCK: i64 = 0x6b65_656c;

/// Brings the database to [`SCHEMA_VERSION`] (creating it when empty); refuses a newer one.
pub async fn migrate(client: &mut deadpool_postgres::Object) -> Result<(), StoreError> {
    let tx = client.transaction().await.map_err(pg)?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK]).await.map_err(pg)?;
    tx.batch_execute(
        "CREATE TABLE IF NOT EXISTS schema_version (
            singleton BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (singleton),
            version   BIGINT  NOT NULL
        )",
    )
    .await
    .map_err(pg)?;
    let found: i64 = tx
        .query_opt("SELECT version FROM schema_version", &[])
        .await
        .map_err(pg)?
        .map_or(0, |r| r.get(0));
    if found > SCHEMA_VERSION {
        // The transaction rolls back on drop: nothing was created or changed.
        return Err(pg(PgError::NewerSchema { found, supported: SCHEMA_VERSION }));
    }
    if found == SCHEMA_VERSION {
        return tx.commit().await.map_err(pg);
    }
    for sql in &MIGRATIONS[usize::try_from(found).unwrap_or(0)..] {
        tx.batch_execute(sql).await.map_err(pg)?;
    }
    tx.execute(
        "INSERT INTO schema_version (singleton, version) VALUES (TRUE, $1)
         ON CONFLICT (singleton) DO UPDATE SET version = EXCLUDED.version",
        &[&SCHEMA_VERSION],
    )
    .await
    .map_err(pg)?;
    tx.commit().await.map_err(pg)
}
