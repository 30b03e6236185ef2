//! One module per subcommand. Each takes its parsed arguments and a [`Context`] and returns the
//! exit code: 0 ok, 1 the thing checked is bad, 2 could not run (errors bubble up as `Err`).

pub mod bench;
pub mod chat;
pub mod doctor;
pub mod regulate;

use crate::models::ModelChoice;

/// What every command may need (grows as commands need the database, profiles, themes).
#[derive(Debug)]
pub struct Context {
    /// Which runtime library and models to load.
    pub models: ModelChoice,
}
