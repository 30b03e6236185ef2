//! Signed Merkle checkpoints and inclusion proofs as documents.
//!
//! A checkpoint is `{agent_id, size, root, utc, signature}`; its signature covers
//! `canon({"agent_id","root","size","utc"})` and is by the key in force after entry `size` (the
//! root key, which mints the agent id, until the chain's first key rotation). An inclusion proof
//! document carries everything a verifier needs besides the checkpoint: `{agent_id, seq, size,
//! entry_hash, root, path[]}`.

use serde_json::{Value, json};

use super::entry::ChainEntry;
use super::identity::{Identity, agent_id_for};
use super::merkle::{self, Hash};
use super::rotation::key_in_force_after;
use super::signature::Signature;
use crate::canon;

/// Why a checkpoint or proof does not hold.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ProofError {
    /// A field is missing or malformed.
    #[error("malformed {what}: {field}")]
    Malformed {
        /// `checkpoint` or `proof`.
        what: &'static str,
        /// The field.
        field: &'static str,
    },
    /// The checkpoint signature does not verify, or its key is not the one in force at its size
    /// (which, before any rotation, mints its agent id).
    #[error("checkpoint signature invalid")]
    BadSignature,
    /// The proof is for another agent, size or root than the checkpoint.
    #[error("proof does not match the checkpoint: {field}")]
    Mismatch {
        /// The differing field.
        field: &'static str,
    },
    /// The Merkle path does not lead to the root.
    #[error("inclusion proof does not verify")]
    Inclusion,
    /// The chain does not extend the checkpoint.
    #[error("chain of size {size} does not extend checkpoint of size {checkpoint_size}")]
    NotExtended {
        /// Current chain size.
        size: u64,
        /// Checkpoint size.
        checkpoint_size: u64,
    },
}

/// H-style hex of a Merkle hash.
pub fn hex_hash(h: &Hash) -> String {
    format!("0x{}", hex::encode_upper(h))
}

/// Leaf hashes of entries (an entry hash that is not H-shaped hashes as 48 zero bytes, which
/// makes any proof over it fail against an honest root).
pub fn leaves(entries: &[ChainEntry]) -> Vec<Hash> {
    entries
        .iter()
        .map(|e| merkle::leaf_hash(&canon::hash_digest(&e.entry_hash).unwrap_or([0; 48])))
        .collect()
}

/// A signed checkpoint.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checkpoint {
    /// The chain's agent.
    pub agent_id: String,
    /// Number of entries covered.
    pub size: u64,
    /// Merkle root, H-style.
    pub root: String,
    /// When it was made.
    pub utc: String,
    /// Signature over the canonical body.
    pub signature: Signature,
}

fn body(agent_id: &str, size: u64, root: &str, utc: &str) -> Vec<u8> {
    canon::canon(&json!({"agent_id": agent_id, "size": size, "root": root, "utc": utc}))
}

impl Checkpoint {
    /// A checkpoint over all of `entries`, signed by `identity`.
    pub fn create(identity: &Identity, entries: &[ChainEntry], utc: &str) -> Checkpoint {
        let root = hex_hash(&merkle::root(&leaves(entries)));
        let agent_id = identity.agent_id();
        let size = entries.len() as u64;
        let signature = identity.sign(&body(&agent_id, size, &root, utc));
        Checkpoint { agent_id, size, root, utc: utc.to_owned(), signature }
    }

    /// Its signature verifies, by the key in force after entry `size` of `entries` (the chain,
    /// verified by the caller): the key that held the chain at that size. The chain's root key
    /// must mint the agent id.
    pub fn verify_signature(&self, entries: &[ChainEntry]) -> Result<(), ProofError> {
        let size = entries.len() as u64;
        let not_extended = ProofError::NotExtended { size, checkpoint_size: self.size };
        let at = usize::try_from(self.size).ok().filter(|&n| n >= 1 && n <= entries.len());
        let Some(at) = at else { return Err(not_extended) };
        let root = entries[0].signature.as_ref().and_then(Signature::key_bytes);
        let in_force = key_in_force_after(&entries[..at]);
        let ok = self.signature.verifies(&body(&self.agent_id, self.size, &self.root, &self.utc))
            && root.is_some_and(|k| agent_id_for(&k) == self.agent_id)
            && in_force.is_some()
            && self.signature.key_bytes() == in_force;
        if ok { Ok(()) } else { Err(ProofError::BadSignature) }
    }

    /// Checks that `entries` (the current chain) extends this checkpoint: signature, size, and a
    /// consistency proof from the checkpoint's root to the current root.
    pub fn verify_extended_by(&self, entries: &[ChainEntry]) -> Result<(), ProofError> {
        self.verify_signature(entries)?;
        let size = entries.len() as u64;
        let not_extended = ProofError::NotExtended { size, checkpoint_size: self.size };
        let l = leaves(entries);
        let old = canon::hash_digest(&self.root)
            .ok_or(ProofError::Malformed { what: "checkpoint", field: "root" })?;
        let proof =
            merkle::consistency_proof(&l, self.size as usize).ok_or(not_extended.clone())?;
        if merkle::verify_consistency(self.size, size, &old, &merkle::root(&l), &proof) {
            Ok(())
        } else {
            Err(not_extended)
        }
    }

    /// The JSON document.
    pub fn to_json(&self) -> Value {
        json!({"agent_id": self.agent_id, "size": self.size, "root": self.root, "utc": self.utc, "signature": self.signature.to_json()})
    }

    /// Reads the JSON document.
    pub fn from_json(v: &Value) -> Result<Checkpoint, ProofError> {
        let m = |field| ProofError::Malformed { what: "checkpoint", field };
        let s = |k: &'static str| v.get(k).and_then(Value::as_str).map(str::to_owned).ok_or(m(k));
        Ok(Checkpoint {
            agent_id: s("agent_id")?,
            size: v.get("size").and_then(Value::as_u64).ok_or(m("size"))?,
            root: s("root")?,
            utc: s("utc")?,
            signature: v.get("signature").and_then(Signature::from_json).ok_or(m("signature"))?,
        })
    }
}

/// An inclusion proof of one entry in a checkpointed tree.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InclusionProof {
    /// The chain's agent.
    pub agent_id: String,
    /// The entry's seq (1-based).
    pub seq: u64,
    /// Tree size.
    pub size: u64,
    /// The entry's hash (the leaf input).
    pub entry_hash: String,
    /// The root the path leads to.
    pub root: String,
    /// Sibling hashes, leaf to root, H-style.
    pub path: Vec<String>,
}

impl InclusionProof {
    /// The proof of `seq` in the tree over all of `entries`.
    pub fn create(agent_id: &str, entries: &[ChainEntry], seq: u64) -> Option<InclusionProof> {
        let index = usize::try_from(seq.checked_sub(1)?).ok()?;
        let l = leaves(entries);
        let path = merkle::inclusion_proof(&l, index)?;
        Some(InclusionProof {
            agent_id: agent_id.to_owned(),
            seq,
            size: entries.len() as u64,
            entry_hash: entries[index].entry_hash.clone(),
            root: hex_hash(&merkle::root(&l)),
            path: path.iter().map(hex_hash).collect(),
        })
    }

    /// Verifies the proof against a checkpoint (whose signature is checked too, against the
    /// keys of `entries`, the chain it was made of: [`Checkpoint::verify_signature`]).
    pub fn verify(
        &self,
        checkpoint: &Checkpoint,
        entries: &[ChainEntry],
    ) -> Result<(), ProofError> {
        checkpoint.verify_signature(entries)?;
        if self.agent_id != checkpoint.agent_id {
            return Err(ProofError::Mismatch { field: "agent_id" });
        }
        if self.size != checkpoint.size {
            return Err(ProofError::Mismatch { field: "size" });
        }
        if self.root != checkpoint.root {
            return Err(ProofError::Mismatch { field: "root" });
        }
        self.verify_path()
    }

    /// Verifies only the path against the proof's own root.
    pub fn verify_path(&self) -> Result<(), ProofError> {
        let m = |field| ProofError::Malformed { what: "proof", field };
        let leaf = merkle::leaf_hash(&canon::hash_digest(&self.entry_hash).ok_or(m("entry_hash"))?);
        let root = canon::hash_digest(&self.root).ok_or(m("root"))?;
        let path: Vec<Hash> = self
            .path
            .iter()
            .map(|h| canon::hash_digest(h))
            .collect::<Option<_>>()
            .ok_or(m("path"))?;
        let index = self.seq.checked_sub(1).ok_or(m("seq"))?;
        if merkle::verify_inclusion(&leaf, index, self.size, &path, &root) {
            Ok(())
        } else {
            Err(ProofError::Inclusion)
        }
    }

    /// The JSON document.
    pub fn to_json(&self) -> Value {
        json!({"agent_id": self.agent_id, "seq": self.seq, "size": self.size, "entry_hash": self.entry_hash, "root": self.root, "path": self.path})
    }

    /// Reads the JSON document.
    pub fn from_json(v: &Value) -> Result<InclusionProof, ProofError> {
        let m = |field| ProofError::Malformed { what: "proof", field };
        let s = |k: &'static str| v.get(k).and_then(Value::as_str).map(str::to_owned).ok_or(m(k));
        let path = v
            .get("path")
            .and_then(Value::as_array)
            .and_then(|a| {
                a.iter().map(|h| h.as_str().map(str::to_owned)).collect::<Option<Vec<_>>>()
            })
            .ok_or(m("path"))?;
        Ok(InclusionProof {
            agent_id: s("agent_id")?,
            seq: v.get("seq").and_then(Value::as_u64).ok_or(m("seq"))?,
            size: v.get("size").and_then(Value::as_u64).ok_or(m("size"))?,
            entry_hash: s("entry_hash")?,
            root: s("root")?,
            path,
        })
    }
}
