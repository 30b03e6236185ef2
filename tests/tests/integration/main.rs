//! keel's cross-crate black-box tests, one binary (one link step): golden vectors computed
//! outside Rust, the DER corpus, the recorded chain, never-panic properties, the command modules,
//! the scope-drift sets, and the workbench driven by scripted keys (`harness`) and snapshotted.

mod harness;

mod canon_vectors;
mod chain_recorded;
mod cli_commands;
mod der_corpus;
mod judgment_golden;
mod merkle_proofs;
mod never_panic;
mod regulator_scope_drift;
mod spirit_replay;
mod workbench;
mod workbench_governed;
