//! keel-store's integration tests, one binary (one link step; shared helpers from `keel_tests`).

mod chain_fixtures;
mod chain_store;
mod corruption;
mod crash;
mod db_corruption;
mod key_file;
mod plane_client;
mod race;
mod session_store;
