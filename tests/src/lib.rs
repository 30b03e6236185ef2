//! keel-tests: keel's test support, and (in `tests/tests/`) its cross-crate black-box tests.
//!
//! Every helper a test or a bench shares lives here, once, and is reached with `use` (no test
//! includes another crate's file by path). Each crate's integration tests dev-depend on this
//! library with only the features they need, so that, say, the store's tests never build ONNX
//! Runtime's bindings or the app:
//!
//! | module | feature | what |
//! |---|---|---|
//! | [`fixtures`] | — | the committed fixtures (`tests/fixtures`), the tiny models among them |
//! | [`seed`] | — | seeded randomness: the seed read from a `KEEL_*_SEED` variable or the clock, printed |
//! | [`loopback`] | — | a scripted HTTP server side: a loopback listener, one raw request read |
//! | [`models`] | `models` | ONNX Runtime loaded once per process; the provisioned models |
//! | [`chain`] | `evidence` | DERs ready to commit on a tip, the signed entry the write gate builds, a forged chain |
//! | [`damage`] | `store` | seeded damage to a redb file and the sweep that tallies what it did |
//! | [`fake_plane`] | `store` | a loopback HTTP server answering plane requests with a handler |
//! | [`http`], [`server`], [`postgres`] | `serve` | a blocking HTTP client, a running `keel serve`, a real PostgreSQL |
//! | [`catalogue`] | `app` | a catalogue model "pulled" without the download (the tiny model) |
//!
//! The `governance` feature turns on `keel_governance`'s `test-support` feature: its scripted
//! model fakes and in-memory store (`keel_governance::test_fakes`), which the governance crate's
//! own unit tests use too, so they live in that crate.
//!
//! Tests that need the provisioned models fail with the command that fixes a missing install;
//! they never pass by skipping.

pub mod fixtures;
pub mod loopback;
pub mod seed;

#[cfg(feature = "models")]
pub mod models;

#[cfg(feature = "evidence")]
pub mod chain;
#[cfg(feature = "store")]
pub mod damage;
#[cfg(feature = "store")]
pub mod fake_plane;

#[cfg(feature = "serve")]
pub mod http;
#[cfg(feature = "serve")]
pub mod postgres;
#[cfg(feature = "serve")]
pub mod server;

#[cfg(feature = "app")]
pub mod catalogue;
