//! The chain store on PostgreSQL: any number of stateless `keel serve` replicas share one
//! database (docs/serve.md "Replicas on PostgreSQL", docs/decisions-serve.md "PostgreSQL").
//!
//! Tables (schema version [`SCHEMA_VERSION`], created and migrated by [`schema`]):
//! `chain_entries (agent_id, seq) → entry_hash, record` (the entry's chain JSON, exactly the text
//! the redb store keeps) and `chain_heads agent_id → (seq, entry_hash)`. Their primary keys are
//! the indexes every read uses: the head by agent, and `get`, list pages and the export as
//! range scans of `(agent_id, seq)`.
//!
//! Invariants: an append is one transaction that locks the agent's head row
//! (`SELECT … FOR UPDATE`), compares its hash with the expected parent, checks the entry
//! against the entry before it, inserts the entry and moves the head, then commits with
//! `synchronous_commit = on`: across every replica exactly one writer wins each seq, a loser
//! sees `TipMismatch` and wrote nothing, and `Ok` means the commit is durable. The primary key
//! `(agent_id, seq)` would refuse a second entry at a seq even if the lock were bypassed.
//! Readers read one snapshot (`REPEATABLE READ`), so a page or an export is the chain as of one
//! commit, checked against that commit's head.

pub mod passfile;
pub mod schema;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod, Runtime};
use futures_util::StreamExt as _;
use keel_evidence::chain::rotation;
use keel_evidence::chain::verifier::{self, Authorship, VerificationReport};
use keel_evidence::chain::{ChainEntry, Tip};
use tokio_postgres::config::{Host, SslMode};
use tokio_postgres::error::SqlState;
use tokio_postgres::{IsolationLevel, NoTls};

use crate::StoreError;
use crate::chain_store::{check_next, needs_key_history, parse, reaches_head};
use crate::plane_store::{ExportChunks, ExportWriter, PlaneStore, StoreFuture, StoreHealth};
pub use schema::SCHEMA_VERSION;

/// The environment variable with the database password (else a libpq passfile is read).
pub const PASSWORD_ENV: &str = "KEEL_PG_PASSWORD";

/// Entries per round trip when an export streams: the most an export holds in memory at once
/// (with the two chunks the channel to the HTTP body buffers).
const EXPORT_BATCH: i32 = 1000;

/// How long a request waits for a pooled connection, or for a new one to connect, before the
/// database counts as unavailable (503).
const POOL_TIMEOUT: Duration = Duration::from_secs(5);

/// What can go wrong with the PostgreSQL store.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PgError {
    /// The store URL or its options are not usable.
    #[error("store {url}: {reason}")]
    Config {
        /// The URL without any password.
        url: String,
        /// What is wrong.
        reason: String,
    },
    /// The passfile cannot be used.
    #[error("passfile {path}: {reason}")]
    PassFile {
        /// The file.
        path: String,
        /// What is wrong.
        reason: String,
    },
    /// The database cannot be reached now (down, restarting, the connection lost, the pool's
    /// wait over): the request may be retried. An append that fails so may or may not have
    /// committed (its commit's answer was lost): the retry then meets a `TipMismatch` whose
    /// actual tip is the entry's own hash.
    #[error("the database is unavailable: {reason}")]
    Unavailable {
        /// What failed (the driver's or the pool's message; never the password).
        reason: String,
    },
    /// The database answered with an error.
    #[error("the database refused a statement: {0}")]
    Query(#[source] tokio_postgres::Error),
    /// The database's schema was written by a newer keel.
    #[error(
        "the database's keel schema is version {found}; this keel reads up to {supported}: upgrade keel (every replica) before it serves this database"
    )]
    NewerSchema {
        /// The version the database records.
        found: i64,
        /// The newest this keel knows.
        supported: i64,
    },
}

impl From<tokio_postgres::Error> for PgError {
    /// A lost connection or a server shutting down or starting is [`PgError::Unavailable`];
    /// anything the server refused otherwise is [`PgError::Query`].
    fn from(e: tokio_postgres::Error) -> PgError {
        let unavailable = match e.code() {
            Some(code) => {
                code.code().starts_with("08")
                    || [
                        SqlState::ADMIN_SHUTDOWN,
                        SqlState::CRASH_SHUTDOWN,
                        SqlState::CANNOT_CONNECT_NOW,
                        SqlState::TOO_MANY_CONNECTIONS,
                    ]
                    .contains(code)
            }
            // No SQLSTATE: the connection itself failed (closed, reset, timed out).
            None => true,
        };
        if unavailable { PgError::Unavailable { reason: e.to_string() } } else { PgError::Query(e) }
    }
}

impl From<deadpool_postgres::PoolError> for PgError {
    fn from(e: deadpool_postgres::PoolError) -> PgError {
        match e {
            deadpool_postgres::PoolError::Backend(e) => PgError::from(e),
            other => PgError::Unavailable { reason: other.to_string() },
        }
    }
}

fn pg(e: impl Into<PgError>) -> StoreError {
    StoreError::Postgres(e.into())
}

fn corrupt(agent: &str, seq: u64, reason: String) -> StoreError {
    StoreError::Corrupt { agent: agent.to_owned(), seq, reason }
}

/// A seq as the database's BIGINT (seqs beyond i64 cannot exist: they are clamped for ranges).
fn sql_seq(seq: u64) -> i64 {
    i64::try_from(seq).unwrap_or(i64::MAX)
}

/// A stored seq (the schema's CHECK keeps it non-negative).
fn seq_of(v: i64) -> u64 {
    u64::try_from(v).unwrap_or(0)
}

/// Where the store connects, as it may be shown: `postgres://user@host:port/db`, never a
/// password.
#[derive(Debug, Clone)]
pub struct PgTarget {
    config: tokio_postgres::Config,
    shown: String,
}

impl PgTarget {
    /// Reads a `postgres://` (or `postgresql://`) URL. The password is never taken from the URL
    /// (it would sit in config files, shell history and process lists): it comes from
    /// `password` (`$KEEL_PG_PASSWORD`), else from the libpq passfile `passfile`, else none.
    /// TLS is not spoken (`sslmode=require` is refused): the database is on loopback or a
    /// private network (docs/decisions-serve.md).
    pub fn parse(
        url: &str,
        password: Option<&str>,
        passfile: Option<&std::path::Path>,
    ) -> Result<PgTarget, PgError> {
        let redacted = redact(url);
        let config_error = |reason: String| PgError::Config { url: redacted.clone(), reason };
        if !(url.starts_with("postgres://") || url.starts_with("postgresql://")) {
            return Err(config_error("the store must be a postgres:// URL".to_owned()));
        }
        let mut config: tokio_postgres::Config =
            url.parse().map_err(|e: tokio_postgres::Error| config_error(e.to_string()))?;
        if config.get_password().is_some() {
            return Err(config_error(format!(
                "the URL holds a password: remove it, and set ${PASSWORD_ENV} or use a passfile (~/.pgpass)"
            )));
        }
        if config.get_ssl_mode() == SslMode::Require {
            return Err(config_error(
                "sslmode=require: keel speaks to PostgreSQL without TLS (loopback or a private network)"
                    .to_owned(),
            ));
        }
        let host = match config.get_hosts().first() {
            Some(Host::Tcp(h)) => h.clone(),
            #[cfg(unix)]
            Some(Host::Unix(p)) => p.display().to_string(),
            None => "localhost".to_owned(),
        };
        if config.get_hosts().is_empty() {
            config.host("localhost");
        }
        let port = config.get_ports().first().copied().unwrap_or(5432);
        let Some(user) = config.get_user().map(str::to_owned) else {
            return Err(config_error(
                "the URL names no user: postgres://USER@HOST:PORT/DATABASE".to_owned(),
            ));
        };
        let dbname = config.get_dbname().map_or_else(|| user.clone(), str::to_owned);
        let secret = match password.filter(|p| !p.is_empty()) {
            Some(p) => Some(p.to_owned()),
            None => match passfile {
                Some(file) => passfile::lookup(file, &host, port, &dbname, &user)?,
                None => None,
            },
        };
        if let Some(secret) = secret {
            config.password(secret);
        }
        config
            .connect_timeout(POOL_TIMEOUT)
            .application_name("keel serve")
            // Durable on commit whatever the server's default.
            .options("-c synchronous_commit=on");
        let shown = format!("postgres://{user}@{host}:{port}/{dbname}");
        Ok(PgTarget { config, shown })
    }

    /// The URL as it may be printed.
    pub fn shown(&self) -> &str {
        &self.shown
    }
}

/// `url` with any password replaced (for messages and `Debug` output).
pub fn redact(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else { return url.to_owned() };
    let (authority, tail) = rest.split_once('/').map_or((rest, ""), |(a, t)| (a, t));
    let authority = match authority.rsplit_once('@') {
        Some((userinfo, host)) => match userinfo.split_once(':') {
            Some((user, _)) => format!("{user}:…@{host}"),
            None => authority.to_owned(),
        },
        None => authority.to_owned(),
    };
    let tail = if rest.contains('/') { format!("/{tail}") } else { String::new() };
    format!("{scheme}://{authority}{tail}")
}

/// Per-agent chains in one PostgreSQL database, shared by every replica.
#[derive(Debug)]
pub struct PgChainStore {
    pool: Pool,
    target: PgTarget,
    /// agent → the tip this process last verified or wrote: an append verifies what other
    /// replicas added since (entry by entry), and the whole chain only when it knows no tip.
    verified: Arc<Mutex<HashMap<String, Tip>>>,
}

impl PgChainStore {
    /// Connects (a pool of at most `pool_size` connections) and creates or migrates the schema.
    /// A database whose schema is newer than this keel's is refused ([`PgError::NewerSchema`]).
    pub async fn open(target: PgTarget, pool_size: usize) -> Result<PgChainStore, StoreError> {
        let manager = Manager::from_config(
            target.config.clone(),
            NoTls,
            ManagerConfig { recycling_method: RecyclingMethod::Fast },
        );
        let pool = Pool::builder(manager)
            .max_size(pool_size.max(1))
            .runtime(Runtime::Tokio1)
            .wait_timeout(Some(POOL_TIMEOUT))
            .create_timeout(Some(POOL_TIMEOUT))
            .recycle_timeout(Some(POOL_TIMEOUT))
            .build()
            .map_err(|e| {
                pg(PgError::Config { url: target.shown.clone(), reason: e.to_string() })
            })?;
        let mut client = pool.get().await.map_err(pg)?;
        schema::migrate(&mut client).await?;
        drop(client);
        Ok(PgChainStore { pool, target, verified: Arc::new(Mutex::new(HashMap::new())) })
    }

    /// Where it is connected (no password).
    pub fn target(&self) -> &PgTarget {
        &self.target
    }

    async fn client(&self) -> Result<deadpool_postgres::Object, StoreError> {
        self.pool.get().await.map_err(pg)
    }

    fn known_tip(&self, agent: &str) -> Option<Tip> {
        self.verified.lock().unwrap_or_else(PoisonError::into_inner).get(agent).cloned()
    }

    fn remember(&self, agent: &str, tip: Tip) {
        self.verified.lock().unwrap_or_else(PoisonError::into_inner).insert(agent.to_owned(), tip);
    }

    async fn head_inner(&self, agent: &str) -> Result<Tip, StoreError> {
        let client = self.client().await?;
        read_head(&**client, agent).await
    }

    async fn entries_inner(
        &self,
        agent: &str,
        from: u64,
        max: usize,
    ) -> Result<Vec<ChainEntry>, StoreError> {
        let mut client = self.client().await?;
        let tx = snapshot(&mut client).await?;
        let tip = read_head(&*tx, agent).await?;
        let out = read_range(&*tx, agent, from, max).await?;
        tx.commit().await.map_err(pg)?;
        check_walk(agent, &tip, from.max(1), max, &out)?;
        Ok(out)
    }

    async fn get_inner(&self, agent: &str, seq: u64) -> Result<Option<ChainEntry>, StoreError> {
        let client = self.client().await?;
        // One statement, one snapshot: the head and the entry agree.
        let row = client
            .query_opt(
                "SELECT h.seq, e.record FROM chain_heads h \
                 LEFT JOIN chain_entries e ON e.agent_id = h.agent_id AND e.seq = $2 \
                 WHERE h.agent_id = $1",
                &[&agent, &sql_seq(seq)],
            )
            .await
            .map_err(pg)?;
        let Some(row) = row else { return Ok(None) };
        let head_seq = seq_of(row.get(0));
        if seq == 0 || seq > head_seq {
            return Ok(None);
        }
        match row.get::<_, Option<String>>(1) {
            Some(record) => parse(agent, seq, &record).map(Some),
            None => Err(corrupt(agent, seq, "missing below the head".to_owned())),
        }
    }

    async fn append_inner(
        &self,
        agent: &str,
        expected_parent: &str,
        entry: &ChainEntry,
    ) -> Result<(), StoreError> {
        let record = entry.to_json(true).to_string();
        let mut client = self.client().await?;
        let tx = client.transaction().await.map_err(pg)?;
        // The head row exists from the first append on; the seed row (seq 0, GENESIS) of a new
        // chain is the one every first writer locks, so first appends race like later ones.
        let seed = tx
            .prepare_cached(
                "INSERT INTO chain_heads (agent_id, seq, entry_hash) VALUES ($1, 0, 'GENESIS') \
                 ON CONFLICT (agent_id) DO NOTHING",
            )
            .await
            .map_err(pg)?;
        tx.execute(&seed, &[&agent]).await.map_err(pg)?;
        let lock = tx
            .prepare_cached(
                "SELECT seq, entry_hash FROM chain_heads WHERE agent_id = $1 FOR UPDATE",
            )
            .await
            .map_err(pg)?;
        let row = tx.query_one(&lock, &[&agent]).await.map_err(pg)?;
        let tip = Tip { seq: seq_of(row.get(0)), hash: row.get(1) };
        if tip.hash != expected_parent {
            // Dropping the transaction rolls it back: nothing is written.
            return Err(StoreError::TipMismatch {
                expected: expected_parent.to_owned(),
                actual: tip.hash,
            });
        }
        let previous = self.verify_before_append(&tx, agent, &tip).await?;
        let known_keys = if needs_key_history(previous.as_ref(), entry) {
            rotation::keys_in_force(&read_range(&*tx, agent, 1, usize::MAX).await?)
        } else {
            Vec::new()
        };
        check_next(agent, &tip, previous.as_ref(), entry, &known_keys)?;
        let insert = tx
            .prepare_cached(
                "INSERT INTO chain_entries (agent_id, seq, entry_hash, record) VALUES ($1, $2, $3, $4)",
            )
            .await
            .map_err(pg)?;
        tx.execute(&insert, &[&agent, &sql_seq(entry.seq), &entry.entry_hash, &record])
            .await
            .map_err(pg)?;
        let advance = tx
            .prepare_cached("UPDATE chain_heads SET seq = $2, entry_hash = $3 WHERE agent_id = $1")
            .await
            .map_err(pg)?;
        tx.execute(&advance, &[&agent, &sql_seq(entry.seq), &entry.entry_hash])
            .await
            .map_err(pg)?;
        tx.commit().await.map_err(pg)?;
        self.remember(agent, Tip { seq: entry.seq, hash: entry.entry_hash.clone() });
        Ok(())
    }

    /// Checks the stored chain of `agent` up to `tip` (the locked head) before anything is
    /// appended onto it, and returns its last entry. Entries past the tip this process knows
    /// (other replicas' appends) are checked one by one against the entry before them (hashes,
    /// links, the key in force, signatures); a chain it knows nothing of is verified whole.
    async fn verify_before_append(
        &self,
        client: &tokio_postgres::Transaction<'_>,
        agent: &str,
        tip: &Tip,
    ) -> Result<Option<ChainEntry>, StoreError> {
        if tip.seq == 0 {
            return Ok(None);
        }
        let known = self.known_tip(agent).filter(|k| k.seq >= 1 && k.seq <= tip.seq);
        let Some(known) = known else {
            let stored = read_range(client, agent, 1, usize::MAX).await?;
            check_walk(agent, tip, 1, usize::MAX, &stored)?;
            let report = verifier::verify_entries_with(
                Some(agent.to_owned()),
                &stored,
                Authorship::AllowUnsigned,
            );
            if !report.chain_ok {
                return Err(corrupt(
                    agent,
                    report.first_bad_seq.unwrap_or(tip.seq),
                    format!(
                        "the stored chain does not verify ({}); nothing is appended onto it",
                        report.error.unwrap_or_default()
                    ),
                ));
            }
            self.remember(agent, tip.clone());
            return Ok(stored.into_iter().next_back());
        };
        let suffix = read_range(client, agent, known.seq, usize::MAX).await?;
        check_walk(agent, tip, known.seq, usize::MAX, &suffix)?;
        let Some((first, rest)) = suffix.split_first() else {
            return Err(corrupt(agent, known.seq, "missing below the head".to_owned()));
        };
        if first.entry_hash != known.hash {
            return Err(corrupt(
                agent,
                known.seq,
                format!(
                    "entry_hash {} is not the {} this replica verified",
                    first.entry_hash, known.hash
                ),
            ));
        }
        let mut previous = first;
        for e in rest {
            let at = Tip { seq: previous.seq, hash: previous.entry_hash.clone() };
            check_next(agent, &at, Some(previous), e, &[]).map_err(|err| {
                corrupt(
                    agent,
                    e.seq,
                    format!(
                        "the stored chain does not verify ({err}); nothing is appended onto it"
                    ),
                )
            })?;
            previous = e;
        }
        self.remember(agent, tip.clone());
        Ok(Some(previous.clone()))
    }

    async fn export_task(
        pool: Pool,
        agent: String,
        with_der: bool,
        out: &tokio::sync::mpsc::Sender<Result<String, StoreError>>,
    ) -> Result<(), StoreError> {
        let mut client = pool.get().await.map_err(pg)?;
        let tx = snapshot(&mut client).await?;
        let tip = read_head(&*tx, &agent).await?;
        let portal = tx
            .bind(
                "SELECT seq, record FROM chain_entries WHERE agent_id = $1 ORDER BY seq",
                &[&agent],
            )
            .await
            .map_err(pg)?;
        let mut writer = ExportWriter::new(agent.clone(), with_der);
        loop {
            let rows = tx.query_portal(&portal, EXPORT_BATCH).await.map_err(pg)?;
            if rows.is_empty() {
                break;
            }
            let batch = rows
                .iter()
                .map(|r| parse(&agent, seq_of(r.get(0)), r.get(1)))
                .collect::<Result<Vec<_>, _>>()?;
            if out.send(writer.lines(&batch)).await.is_err() {
                return Ok(()); // the client went away
            }
        }
        let _ = out.send(writer.trailer(&tip)).await;
        tx.commit().await.map_err(pg)
    }
}

/// A read-only `REPEATABLE READ` transaction: every read in it sees one commit's state.
async fn snapshot(
    client: &mut deadpool_postgres::Object,
) -> Result<deadpool_postgres::Transaction<'_>, StoreError> {
    client
        .build_transaction()
        .isolation_level(IsolationLevel::RepeatableRead)
        .read_only(true)
        .start()
        .await
        .map_err(pg)
}

async fn read_head(
    client: &impl tokio_postgres::GenericClient,
    agent: &str,
) -> Result<Tip, StoreError> {
    let row = client
        .query_opt("SELECT seq, entry_hash FROM chain_heads WHERE agent_id = $1", &[&agent])
        .await
        .map_err(pg)?;
    Ok(match row {
        Some(r) if r.get::<_, i64>(0) > 0 => Tip { seq: seq_of(r.get(0)), hash: r.get(1) },
        _ => Tip::genesis(),
    })
}

async fn read_range(
    client: &impl tokio_postgres::GenericClient,
    agent: &str,
    from: u64,
    max: usize,
) -> Result<Vec<ChainEntry>, StoreError> {
    let limit = i64::try_from(max).unwrap_or(i64::MAX);
    let rows = client
        .query(
            "SELECT seq, record FROM chain_entries WHERE agent_id = $1 AND seq >= $2 \
             ORDER BY seq LIMIT $3",
            &[&agent, &sql_seq(from.max(1)), &limit],
        )
        .await
        .map_err(pg)?;
    rows.iter().map(|r| parse(agent, seq_of(r.get(0)), r.get(1))).collect()
}

/// What the redb store's walk checks, on rows already read: seqs `from`, `from + 1`, … without a
/// gap, and a walk that reaches the end ends exactly at the head.
fn check_walk(
    agent: &str,
    tip: &Tip,
    from: u64,
    max: usize,
    entries: &[ChainEntry],
) -> Result<(), StoreError> {
    for (i, e) in entries.iter().enumerate() {
        let expected = from + i as u64;
        if e.seq != expected {
            return Err(corrupt(
                agent,
                expected,
                format!("entry {expected} is missing (the next stored is {})", e.seq),
            ));
        }
    }
    reaches_head(agent, tip, from, max, entries)
}

impl PlaneStore for PgChainStore {
    fn kind(&self) -> &'static str {
        "postgres"
    }

    fn health(&self) -> std::pin::Pin<Box<dyn Future<Output = StoreHealth> + Send + '_>> {
        Box::pin(async move {
            let Ok(client) = self.client().await else { return StoreHealth::Unavailable };
            match client.simple_query("SELECT 1").await {
                Ok(_) => StoreHealth::Ok,
                Err(_) => StoreHealth::Unavailable,
            }
        })
    }

    fn head(&self, agent: String) -> StoreFuture<'_, Tip> {
        Box::pin(async move { self.head_inner(&agent).await })
    }

    fn entries_from(
        &self,
        agent: String,
        from: u64,
        max: usize,
    ) -> StoreFuture<'_, Vec<ChainEntry>> {
        Box::pin(async move { self.entries_inner(&agent, from, max).await })
    }

    fn get(&self, agent: String, seq: u64) -> StoreFuture<'_, Option<ChainEntry>> {
        Box::pin(async move { self.get_inner(&agent, seq).await })
    }

    fn verify_with(
        &self,
        agent: String,
        check_signatures: bool,
    ) -> StoreFuture<'_, VerificationReport> {
        Box::pin(async move {
            let entries = self.entries_inner(&agent, 1, usize::MAX).await?;
            let authorship =
                if check_signatures { Authorship::Required } else { Authorship::Skipped };
            Ok(verifier::verify_entries_with(Some(agent), &entries, authorship))
        })
    }

    fn append(
        &self,
        agent: String,
        expected_parent: String,
        entry: ChainEntry,
    ) -> StoreFuture<'_, ()> {
        Box::pin(async move { self.append_inner(&agent, &expected_parent, &entry).await })
    }

    fn export(&self, agent: String, with_der: bool) -> StoreFuture<'_, ExportChunks> {
        Box::pin(async move {
            // Two chunks in flight at most: a slow reader slows the export, memory stays bounded.
            let (sender, mut receiver) = tokio::sync::mpsc::channel(2);
            let pool = self.pool.clone();
            tokio::spawn(async move {
                if let Err(e) = PgChainStore::export_task(pool, agent, with_der, &sender).await {
                    let _ = sender.send(Err(e)).await;
                }
            });
            let first = receiver.recv().await.unwrap_or_else(|| {
                Err(StoreError::TaskFailed { reason: "the export ended before its header".into() })
            })?;
            let rest = futures_util::stream::unfold(receiver, |mut r| async move {
                r.recv().await.map(|item| (item, r))
            });
            let chunks: ExportChunks =
                Box::pin(futures_util::stream::once(async move { Ok(first) }).chain(rest));
            Ok(chunks)
        })
    }
}
