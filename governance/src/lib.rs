//! keel-governance: the governed turn and the faculties that decide it.
//!
//! Crate map:
//! - [`profile`]: value profiles (TOML): values with weights and rubrics, the Will's rules, the
//!   Intellect/DER/Conscience/Spirit settings; four built-ins embedded.
//! - [`spirit`]: the Spirit arithmetic (S_t, μ_t, d_t, ℓ_t), the coaching note and memory M_t.
//! - [`intellect`], [`will`]: Stage 1 (prompt, draft and reflection, replay data) and Stage 2 (the
//!   four rule kinds, deterministic repair, reflexion feedback, refusal message).
//! - [`conscience`]: Stage 3, the value ledger L_t (embedding judge, model judge).
//! - [`turn`]: the governed turn over the ports (Intellect → Will → retry → DER → compile → RAI
//!   → CAS append), the storage port, the background audit (Conscience → Spirit → AUDIT entry)
//!   and profile changes as SYSTEM entries.
//! - [`session`]: a governed session over the storage port: profile changes as SYSTEM entries,
//!   the regulator's state saved and restored, the model's history, one turn after another.
//! - [`check`]: governing an answer written elsewhere (`keel check`).
//! - [`eval`]: governance evaluation on labelled pairs, confusion metrics, threshold calibration.
//!
//! Models are reached only through `keel_model`'s ports, evidence is built with
//! `keel_evidence`, token-level supervision comes from `keel_regulator`. Nothing here touches a
//! terminal, a database, an async runtime or ONNX Runtime.

pub mod check;
pub mod conscience;
pub mod eval;
pub mod intellect;
pub mod profile;
pub mod session;
pub mod spirit;
#[cfg(any(test, feature = "test-support"))]
pub mod test_fakes;
pub mod turn;
pub mod will;
