//! The storage port of `keel serve`: what the enforcement plane asks of a chain store, async so
//! that a network database is awaited rather than parked on a thread. Two adapters: the local
//! redb [`ChainStore`] (one process; its blocking calls run on tokio's blocking pool) and
//! [`PgChainStore`](crate::pg_chain_store::PgChainStore) (any number of replicas on one
//! PostgreSQL database). Both keep the same contract: `append` is a compare-and-swap on the tip
//! that is durable when it returns `Ok` and writes nothing on `TipMismatch`; readers never see a
//! shorter chain than was committed.

use std::fmt::Debug;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use futures_util::stream::BoxStream;
use keel_evidence::chain::export::{Header, Trailer, entry_line};
use keel_evidence::chain::rotation::KeyRotation;
use keel_evidence::chain::verifier::VerificationReport;
use keel_evidence::chain::{ChainEntry, Tip};

use crate::{ChainStore, StoreError};

/// A store call in flight.
pub type StoreFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, StoreError>> + Send + 'a>>;

/// An export being read: its JSON Lines in chunks, in order. An error after the first chunk ends
/// the stream early; the text read so far then lacks its trailer and never verifies.
pub type ExportChunks = BoxStream<'static, Result<String, StoreError>>;

/// What `/health` says about the store.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StoreHealth {
    /// It answers.
    Ok,
    /// It cannot be reached now (a database down or restarting); requests get 503 meanwhile.
    Unavailable,
}

/// The chain operations `keel serve` needs. Agents and seqs as in [`ChainStore`].
pub trait PlaneStore: Send + Sync + Debug {
    /// Which store this is (`redb`, `postgres`): `/health` names it.
    fn kind(&self) -> &'static str;
    /// Whether the store answers now.
    fn health(&self) -> Pin<Box<dyn Future<Output = StoreHealth> + Send + '_>>;
    /// The tip of `agent`'s chain (`seq 0, GENESIS` when empty).
    fn head(&self, agent: String) -> StoreFuture<'_, Tip>;
    /// At most `max` entries from seq `from` on, in seq order, one consistent snapshot.
    fn entries_from(
        &self,
        agent: String,
        from: u64,
        max: usize,
    ) -> StoreFuture<'_, Vec<ChainEntry>>;
    /// One entry (`None` beyond the head).
    fn get(&self, agent: String, seq: u64) -> StoreFuture<'_, Option<ChainEntry>>;
    /// Verifies the whole chain (`check_signatures` as [`ChainStore::verify_with`]).
    fn verify_with(
        &self,
        agent: String,
        check_signatures: bool,
    ) -> StoreFuture<'_, VerificationReport>;
    /// The compare-and-swap append of [`ChainStore::append`]: durable when `Ok`.
    fn append(
        &self,
        agent: String,
        expected_parent: String,
        entry: ChainEntry,
    ) -> StoreFuture<'_, ()>;
    /// The JSON Lines export of `agent`'s chain (exactly `keel ledger export`'s text). The
    /// future resolves once the first chunk is read, so a store that fails at once is an error
    /// answer rather than a truncated body.
    fn export(&self, agent: String, with_der: bool) -> StoreFuture<'_, ExportChunks>;
}

/// Writes an export line by line as entries arrive, checking that they are the chain's entries
/// 1, 2, … in order; the trailer closes it.
#[derive(Debug)]
pub(crate) struct ExportWriter {
    with_der: bool,
    header_written: bool,
    agent: String,
    count: u64,
    last_hash: String,
}

impl ExportWriter {
    pub(crate) fn new(agent: String, with_der: bool) -> ExportWriter {
        ExportWriter { with_der, header_written: false, agent, count: 0, last_hash: String::new() }
    }

    /// The lines of `batch` (the header first, before the first batch); an entry out of order
    /// is damage.
    pub(crate) fn lines(&mut self, batch: &[ChainEntry]) -> Result<String, StoreError> {
        let mut out = String::new();
        if !self.header_written {
            let public_key =
                batch.first().and_then(|e| e.signature.as_ref()).map(|s| s.public_key.clone());
            let header = Header { agent_id: self.agent.clone(), public_key };
            out.push_str(&header.to_json().to_string());
            out.push('\n');
            self.header_written = true;
        }
        for e in batch {
            if e.seq != self.count + 1 {
                return Err(StoreError::Corrupt {
                    agent: self.agent.clone(),
                    seq: self.count + 1,
                    reason: format!(
                        "entry {} is missing (the next stored is {})",
                        self.count + 1,
                        e.seq
                    ),
                });
            }
            let der = self.with_der || KeyRotation::carried_by(e);
            out.push_str(&entry_line(e, der).to_string());
            out.push('\n');
            self.count = e.seq;
            self.last_hash.clone_from(&e.entry_hash);
        }
        Ok(out)
    }

    /// The trailer; the walk must have ended at the head `tip`.
    pub(crate) fn trailer(&mut self, tip: &Tip) -> Result<String, StoreError> {
        let mut out = self.lines(&[])?;
        if self.count != tip.seq || (tip.seq > 0 && self.last_hash != tip.hash) {
            return Err(StoreError::Corrupt {
                agent: self.agent.clone(),
                seq: self.count + 1,
                reason: format!(
                    "the export ends at seq {}, the head is seq {} ({})",
                    self.count, tip.seq, tip.hash
                ),
            });
        }
        let trailer =
            Trailer { count: self.count, tip_seq: self.count, tip_hash: self.last_hash.clone() };
        out.push_str(&trailer.to_json().to_string());
        out.push('\n');
        Ok(out)
    }
}

/// The redb store as the plane's port: every call on tokio's blocking pool (redb blocks).
#[derive(Debug, Clone)]
pub struct RedbPlaneStore(pub Arc<ChainStore>);

impl RedbPlaneStore {
    fn blocking<T: Send + 'static>(
        &self,
        f: impl FnOnce(&ChainStore) -> Result<T, StoreError> + Send + 'static,
    ) -> StoreFuture<'_, T> {
        let store = Arc::clone(&self.0);
        Box::pin(async move {
            tokio::task::spawn_blocking(move || f(&store))
                .await
                .map_err(|e| StoreError::TaskFailed { reason: e.to_string() })?
        })
    }
}

impl PlaneStore for RedbPlaneStore {
    fn kind(&self) -> &'static str {
        "redb"
    }

    fn health(&self) -> Pin<Box<dyn Future<Output = StoreHealth> + Send + '_>> {
        // The file is open in this process for its whole life: it answers while the process does.
        Box::pin(std::future::ready(StoreHealth::Ok))
    }

    fn head(&self, agent: String) -> StoreFuture<'_, Tip> {
        self.blocking(move |s| s.head(&agent))
    }

    fn entries_from(
        &self,
        agent: String,
        from: u64,
        max: usize,
    ) -> StoreFuture<'_, Vec<ChainEntry>> {
        self.blocking(move |s| s.entries_from(&agent, from, max))
    }

    fn get(&self, agent: String, seq: u64) -> StoreFuture<'_, Option<ChainEntry>> {
        self.blocking(move |s| s.get(&agent, seq))
    }

    fn verify_with(
        &self,
        agent: String,
        check_signatures: bool,
    ) -> StoreFuture<'_, VerificationReport> {
        self.blocking(move |s| s.verify_with(&agent, check_signatures))
    }

    fn append(
        &self,
        agent: String,
        expected_parent: String,
        entry: ChainEntry,
    ) -> StoreFuture<'_, ()> {
        self.blocking(move |s| s.append(&agent, &expected_parent, &entry))
    }

    fn export(&self, agent: String, with_der: bool) -> StoreFuture<'_, ExportChunks> {
        let text = self.blocking(move |s| s.export(&agent, with_der));
        Box::pin(async move {
            let text = text.await?;
            let chunks: ExportChunks = Box::pin(futures_util::stream::once(async { Ok(text) }));
            Ok(chunks)
        })
    }
}
