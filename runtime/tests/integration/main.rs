//! keel-runtime's integration tests, one binary (one link step; shared helpers from
//! `keel_tests`). `runtime_library_errors.rs` is a binary of its own: a process loads ONNX
//! Runtime once, and those tests must run before any successful load.

mod remote;
mod runtime_default_models;
mod runtime_tiny;
