//! keel-governance's integration tests, one binary (one link step; shared helpers from
//! `keel_tests`, the model fakes from `keel_governance::test_fakes`).

mod turn_tiny;
mod write_gate;
