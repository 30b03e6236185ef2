//! keel-engine: everything that decides.
//!
//! Crate map:
//! - [`model`]: the ports the rest of the engine talks to a language model or embedder through
//!   (`TextGenerator`, `Embedder`), with their request, stream and identity types.
//! - [`regulator`]: noos's event/decision regulator for agent loops (cost cap, quality decline,
//!   tool loops, repeated failure, scope drift with negations, token confidence and spans,
//!   procedural memory), pure logic with exportable state and drift-threshold calibration.
//! - [`runtime`]: the adapters for those ports on ONNX Runtime (`ort`): library discovery and
//!   loading, the KV-cached decoder loop, sampling, chat templates, the sentence embedder.
//! - [`remote`]: the generator port over HTTP: OpenAI-compatible servers (llama.cpp, vLLM) and
//!   Ollama's native API, streamed, with logprobs when offered, retries, timeouts, cancellation.
//! - [`canon`]: canonical JSON byte-identical to Python's `json.dumps(sort_keys=True, …)` and the
//!   `H()` hash (`0x` + uppercase SHA-384).
//! - [`der`]: DER v1.1 types, the compile gate (codes, paths, proxy scores, STOP) and RAI.
//! - [`profile`]: value profiles (TOML): values with weights and rubrics, the Will's rules, the
//!   Intellect/DER/Conscience/Spirit settings; four built-ins embedded.
//! - [`spirit`]: the Spirit arithmetic (S_t, μ_t, d_t, ℓ_t), the coaching note and memory M_t.
//! - [`intellect`], [`will`]: Stage 1 (prompt, draft and reflection, replay data) and Stage 2 (the
//!   four rule kinds, deterministic repair, reflexion feedback, refusal message).
//! - [`conscience`]: Stage 3, the value ledger L_t (embedding judge, model judge).
//! - [`turn`]: the governed turn over the ports (Intellect → Will → retry → DER → compile → RAI
//!   → CAS append), the storage port, the background audit (Conscience → Spirit → AUDIT entry)
//!   and profile changes as SYSTEM entries.
//! - [`eval`]: governance evaluation on labelled pairs, confusion metrics, threshold calibration.
//! - [`chain`]: chain packets and entry hashes, verification reports, the JSON Lines export
//!   format, Ed25519 identity and signatures, Merkle trees, proofs and checkpoints.
//!
//! The engine never touches a terminal, a database or an async runtime; storage and UI live in
//! other crates and reach the engine through the ports defined here.

#[cfg(test)]
extern crate self as keel_engine;

pub mod canon;
pub mod chain;
pub mod conscience;
pub mod der;
pub mod eval;
pub mod intellect;
pub mod model;
pub mod profile;
pub mod regulator;
pub mod remote;
pub mod runtime;
pub mod spirit;
#[cfg(test)]
mod test_fakes;
pub mod turn;
pub mod will;
