//! The chain (spec/ledger.md): packets and entry hashes, verification, the JSON Lines export
//! format, local Ed25519 identity and signatures, key rotation, Merkle trees with proofs, checkpoints, and the
//! write gate that turns a compiled DER into an entry.
//!
//! Everything here is pure: storage (the compare-and-swap append) lives in `keel-store`.

pub mod checkpoint;
pub mod entry;
pub mod export;
pub mod identity;
pub mod merkle;
pub mod rotation;
pub mod signature;
pub mod verifier;
pub mod write_gate;

pub use checkpoint::{Checkpoint, InclusionProof};
pub use entry::{ChainEntry, EntryError};
pub use export::{ExportFile, Header, Trailer};
pub use identity::Identity;
pub use rotation::{KeyRotation, RotationError};
pub use signature::Signature;
pub use verifier::{Authorship, SignatureRule, VerificationReport, Verifier};
pub use write_gate::{Tip, WriteGateError};

/// `v` of every chain packet.
pub const CHAIN_VERSION: &str = "SDI_CHAIN_v1";
/// `hash_alg` of every chain packet.
pub const HASH_ALG: &str = "SHA-384";
/// `parent_hash` of seq 1.
pub const GENESIS: &str = "GENESIS";
