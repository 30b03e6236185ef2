//! Local Ed25519 identity: `agent_id`, `sovereign_hash`, and signing.
//!
//! `agent_id = "SDI-" + first 12 hex digits (uppercase) of SHA-384(root public key bytes)`;
//! `sovereign_hash = H(canon({"agent_id", "public_key": <root key>, "minted_utc"}))`. The root
//! key is the first key the identity was minted with; after a key rotation ([`Identity::successor`],
//! recorded on the chain, `rotation.rs`) the identity signs with a new key but keeps the agent id
//! and the sovereign hash of its root. The engine takes the 32-byte seed from its caller (key
//! generation needs the OS random source, which is I/O).

use ed25519_dalek::{Signer, SigningKey};
use serde_json::json;
use sha2::{Digest, Sha384};

use super::signature::{ALGORITHM, Signature, encode_base64};
use crate::canon;

/// A minted identity: the signing key in force, the root key its agent id is minted from, and
/// when it was minted.
#[derive(Clone)]
pub struct Identity {
    key: SigningKey,
    /// The root public key when the signing key is a rotated one; `None`: the key is the root.
    root: Option<[u8; 32]>,
    minted_utc: String,
}

impl std::fmt::Debug for Identity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The secret key never reaches logs.
        f.debug_struct("Identity")
            .field("agent_id", &self.agent_id())
            .field("minted_utc", &self.minted_utc)
            .field("rotated", &self.root.is_some())
            .finish_non_exhaustive()
    }
}

/// The agent id a public key mints.
pub fn agent_id_for(public_key: &[u8; 32]) -> String {
    let digest = Sha384::digest(public_key);
    format!("SDI-{}", &hex::encode_upper(digest.as_slice())[..12])
}

impl Identity {
    /// The identity of a 32-byte Ed25519 seed, minted at `minted_utc`.
    pub fn from_seed(seed: [u8; 32], minted_utc: &str) -> Identity {
        Identity {
            key: SigningKey::from_bytes(&seed),
            root: None,
            minted_utc: minted_utc.to_owned(),
        }
    }

    /// The identity minted at `minted_utc` from `root_public_key`, now signing with the key of
    /// `seed` (after one or more key rotations; the root itself when they are equal).
    pub fn rotated(seed: [u8; 32], root_public_key: [u8; 32], minted_utc: &str) -> Identity {
        let key = SigningKey::from_bytes(&seed);
        let root = (key.verifying_key().to_bytes() != root_public_key).then_some(root_public_key);
        Identity { key, root, minted_utc: minted_utc.to_owned() }
    }

    /// The same identity (agent id, sovereign hash, mint time) signing with the key of `seed`:
    /// what a key rotation hands over to.
    #[must_use]
    pub fn successor(&self, seed: [u8; 32]) -> Identity {
        Identity::rotated(seed, self.root_public_key(), &self.minted_utc)
    }

    /// Whether the signing key is not the root key (a rotation happened).
    pub fn is_rotated(&self) -> bool {
        self.root.is_some()
    }

    /// The root public key: the one the agent id is minted from.
    pub fn root_public_key(&self) -> [u8; 32] {
        self.root.unwrap_or_else(|| self.public_key())
    }

    /// The seed, for the caller's key store.
    pub fn seed(&self) -> [u8; 32] {
        self.key.to_bytes()
    }

    /// When it was minted.
    pub fn minted_utc(&self) -> &str {
        &self.minted_utc
    }

    /// The 32 bytes of the signing key's public key (the key in force).
    pub fn public_key(&self) -> [u8; 32] {
        self.key.verifying_key().to_bytes()
    }

    /// Lowercase hex of the public key.
    pub fn public_key_hex(&self) -> String {
        hex::encode(self.public_key())
    }

    /// `SDI-` + 12 uppercase hex digits, from the root key (unchanged by a rotation).
    pub fn agent_id(&self) -> String {
        agent_id_for(&self.root_public_key())
    }

    /// `H(canon({"agent_id", "public_key", "minted_utc"}))` with the root key: the sovereign
    /// identity outlives the keys it signs with.
    pub fn sovereign_hash(&self) -> String {
        canon::hash_value(&json!({
            "agent_id": self.agent_id(),
            "public_key": hex::encode(self.root_public_key()),
            "minted_utc": self.minted_utc,
        }))
    }

    /// Signs `message` (for entries: the ASCII bytes of `entry_hash`).
    pub fn sign(&self, message: &[u8]) -> Signature {
        Signature {
            algorithm: ALGORITHM.to_owned(),
            public_key: self.public_key_hex(),
            value: encode_base64(&self.key.sign(message).to_bytes()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc8032_test_vector_1() {
        // RFC 8032 §7.1, TEST 1 (empty message).
        let seed: [u8; 32] =
            hex::decode("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
                .unwrap()
                .try_into()
                .unwrap();
        let id = Identity::from_seed(seed, "2026-01-01T00:00:00Z");
        assert_eq!(
            id.public_key_hex(),
            "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
        );
        let sig = id.sign(b"");
        let raw =
            base64::Engine::decode(&base64::engine::general_purpose::STANDARD, &sig.value).unwrap();
        assert_eq!(
            hex::encode(raw),
            "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"
        );
        assert!(sig.verifies(b""));
        assert!(!sig.verifies(b"x"));
        assert!(id.agent_id().starts_with("SDI-") && id.agent_id().len() == 16);
        assert!(canon::is_hash(&id.sovereign_hash()));
    }

    #[test]
    fn a_successor_keeps_the_agent_id_and_signs_with_its_own_key() {
        let id = Identity::from_seed([1; 32], "2026-01-01T00:00:00Z");
        let next = id.successor([2; 32]);
        assert!(!id.is_rotated() && next.is_rotated());
        assert_eq!(next.agent_id(), id.agent_id());
        assert_eq!(next.sovereign_hash(), id.sovereign_hash());
        assert_eq!(next.root_public_key(), id.public_key());
        assert_ne!(next.public_key(), id.public_key());
        assert_eq!(next.public_key(), Identity::from_seed([2; 32], "x").public_key());
        assert!(next.sign(b"m").verifies(b"m"));
        assert_eq!(next.sign(b"m").public_key, next.public_key_hex());
        // Rotating back to the root key is the root identity again.
        assert!(!next.successor([1; 32]).is_rotated());
    }
}
