//! keel-app as a library: the command modules the `keel` binary dispatches to, kept in a library
//! target so they compile, lint and test on their own.
//!
//! Crate map:
//! - [`commands`]: the shared [`commands::Context`] and I/O plumbing, and one module per command
//!   family (`der`, `canon`, `agent`, `ledger`), each with clap argument types and a `run`.

pub mod commands;
