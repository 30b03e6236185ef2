//! "The chain" as the governed store, the ledger commands and the workbench see it: the local
//! redb [`ChainStore`], or a remote enforcement plane reached through a [`PlaneClient`].
//!
//! Invariants: the local identity always lives in the local store (the agent signs locally; a
//! plane only verifies and stores), so `identity`/`mint` never touch the network. On a plane,
//! reads go through the contract's endpoints and a plane's tip mismatch becomes
//! [`StoreError::TipMismatch`], exactly like the local compare-and-swap, so the engine's commit
//! retry needs no special case.

use keel_evidence::chain::export;
use keel_evidence::chain::verifier::{Authorship, VerificationReport};
use keel_evidence::chain::{ChainEntry, Identity, Tip};
use keel_evidence::der::GateOptions;
use serde_json::Value;

use crate::chain_store::commit_on_tip;
use crate::plane_client::{PlaneClient, PlaneError};
use crate::{ChainStore, ImportOutcome, StoreError};

/// The chain: local, or on a plane (with the local store kept for the identity).
#[derive(Debug)]
pub struct Chain {
    local: ChainStore,
    plane: Option<PlaneClient>,
}

impl From<ChainStore> for Chain {
    fn from(local: ChainStore) -> Chain {
        Chain { local, plane: None }
    }
}

impl From<PlaneError> for StoreError {
    fn from(e: PlaneError) -> StoreError {
        match e {
            PlaneError::TipMismatch { expected, actual } => {
                StoreError::TipMismatch { expected, actual }
            }
            other => StoreError::Plane(other),
        }
    }
}

impl Chain {
    /// The chain on `plane`; `local` keeps the identity.
    pub fn remote(local: ChainStore, plane: PlaneClient) -> Chain {
        Chain { local, plane: Some(plane) }
    }

    /// The plane, when the chain is remote.
    pub fn plane(&self) -> Option<&PlaneClient> {
        self.plane.as_ref()
    }

    /// The local identity, if minted.
    pub fn identity(&self) -> Result<Option<Identity>, StoreError> {
        self.local.identity()
    }

    /// Mints the local identity (refuses if one exists).
    pub fn mint(&self, utc: &str) -> Result<Identity, StoreError> {
        self.local.mint(utc)
    }

    /// Starts (or resumes) a key rotation of the local identity ([`ChainStore::begin_rotation`]).
    pub fn begin_rotation(&self) -> Result<(Identity, Identity), StoreError> {
        self.local.begin_rotation()
    }

    /// Ends the local identity's key rotation ([`ChainStore::finish_rotation`]).
    pub fn finish_rotation(&self, next: &Identity) -> Result<(), StoreError> {
        self.local.finish_rotation(next)
    }

    /// The tip of `agent`'s chain.
    pub fn head(&self, agent: &str) -> Result<Tip, StoreError> {
        match &self.plane {
            None => self.local.head(agent),
            Some(p) => Ok(p.head(agent)?),
        }
    }

    /// Compare-and-swap append (see [`ChainStore::append`]); on a plane its write gate decides.
    pub fn append(
        &self,
        agent: &str,
        expected_parent: &str,
        entry: &ChainEntry,
    ) -> Result<(), StoreError> {
        let _span = tracing::info_span!("commit", agent = %agent, seq = entry.seq).entered();
        let result = match &self.plane {
            None => self.local.append(agent, expected_parent, entry),
            Some(p) => Ok(p.append(agent, expected_parent, entry)?),
        };
        match &result {
            Ok(()) => {
                tracing::info!(entry_type = %entry.entry_type, plane = self.plane.is_some(), "appended");
            }
            // A moved tip is the compare-and-swap doing its job: the caller retries on the new one.
            Err(StoreError::TipMismatch { .. }) => tracing::debug!("tip moved; not appended"),
            Err(e) => tracing::warn!(error = %e, "append failed"),
        }
        result
    }

    /// Runs the write gate on `der` and appends the signed entry on the current tip.
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

    /// Every entry of `agent`'s chain in seq order (on a plane: its export, unverified here).
    pub fn entries(&self, agent: &str) -> Result<Vec<ChainEntry>, StoreError> {
        match &self.plane {
            None => self.local.entries(agent),
            Some(p) => {
                let file = p.export(agent, true)?;
                file.entries
                    .into_iter()
                    .enumerate()
                    .map(|(i, e)| {
                        e.map_err(|e| StoreError::Corrupt {
                            agent: agent.to_owned(),
                            seq: i as u64 + 1,
                            reason: format!("the plane at {} sent: {e}", p.url()),
                        })
                    })
                    .collect()
            }
        }
    }

    /// One entry.
    pub fn get(&self, agent: &str, seq: u64) -> Result<Option<ChainEntry>, StoreError> {
        match &self.plane {
            None => self.local.get(agent, seq),
            Some(p) => Ok(p.get(agent, seq)?),
        }
    }

    /// Agents with entries. A plane's contract has no listing, so on a plane this is empty and
    /// callers ask for `--agent` (or use the local identity's chain).
    pub fn agents(&self) -> Result<Vec<String>, StoreError> {
        match &self.plane {
            None => self.local.agents(),
            Some(_) => Ok(Vec::new()),
        }
    }

    /// Verifies `agent`'s chain here (authorship required). On a plane this checks what was
    /// downloaded — the export with its header and trailer — rather than trusting the plane's own
    /// report.
    pub fn verify(&self, agent: &str) -> Result<VerificationReport, StoreError> {
        match &self.plane {
            None => self.local.verify(agent),
            Some(p) => Ok(p.export(agent, true)?.verify()),
        }
    }

    /// The JSON Lines export of `agent`'s chain (on a plane: exactly as the plane wrote it).
    pub fn export(&self, agent: &str, with_der: bool) -> Result<String, StoreError> {
        match &self.plane {
            None => self.local.export(agent, with_der),
            Some(p) => {
                let text = p.export_text(agent, with_der)?;
                // Parse before handing it on: a broken download must not become a file.
                export::parse(&text)?;
                Ok(text)
            }
        }
    }

    /// Imports an export into the local store. Not available on a plane (the contract appends
    /// one gated entry at a time; import would bypass the gate).
    pub fn import(&self, text: &str, authorship: Authorship) -> Result<ImportOutcome, StoreError> {
        match &self.plane {
            None => self.local.import(text, authorship),
            Some(p) => Err(StoreError::NotOnPlane { what: "import", url: p.url().to_owned() }),
        }
    }
}
