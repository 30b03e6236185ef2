//! keel-store: keel's storage. The chain (redb with a compare-and-swap tip guard, PostgreSQL for
//! `keel serve` replicas, or a remote plane), the turn journal, audits, Spirit memory and regulator state, and saved conversations.
//! Implements `keel_governance`'s storage port; builds on `keel_evidence`'s chain types. No model
//! runtime in its dependency tree.
//!
//! Crate map:
//! - [`chain`]: "the chain" as its users see it: the local [`ChainStore`] or a remote plane.
//! - [`plane_client`]: the blocking HTTP client of a remote enforcement plane (`keel serve`).
//! - [`chain_store`]: the per-agent chain store: compare-and-swap `append` (durable on return),
//!   list/get/head, verification, the local Ed25519 identity (its seed in a 0600 key file), JSON
//!   Lines export and an import that verifies before it writes.
//! - [`plane_store`]: the storage port of `keel serve` (async), with the redb adapter.
//! - [`pg_chain_store`]: the chain store on PostgreSQL, for any number of `keel serve` replicas
//!   on one database: the same compare-and-swap append as one transaction, a versioned schema.
//! - [`conversation_store`]: saved conversations (the workbench's sessions): save, list, rename,
//!   delete, search, resume the last, export as Markdown or JSON Lines.
//! - [`session_store`]: governed turns (every outcome, with stage timings), audit results, Spirit
//!   memory per (profile, agent), the profile in force and regulator state.
//! - [`governed_store`]: `keel_governance`'s `GovernanceStore` port over both.
//! - [`home`]: the private data dir (0700).
//! - [`store_error`]: the store's error type.

mod boundary;
pub mod chain;
pub mod chain_store;
pub mod conversation_store;
pub mod governed_store;
pub mod home;
pub mod pg_chain_store;
pub mod plane_client;
pub mod plane_contract;
pub mod plane_store;
pub mod session_store;
pub mod store_error;

pub use chain::Chain;
pub use chain_store::{ChainStore, ImportOutcome, PASSPHRASE_ENV};
pub use governed_store::GovernedStore;
pub use pg_chain_store::{PgChainStore, PgError};
pub use plane_client::{PlaneClient, PlaneError};
pub use plane_store::{PlaneStore, RedbPlaneStore, StoreHealth};
pub use session_store::SessionStore;
pub use store_error::{DbFile, StoreError};
