//! The `keel` binary: parses the command line and hands it to [`keel_app::run`].
#![deny(clippy::print_stdout, clippy::print_stderr)]

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = keel_app::cli::Cli::parse();
    match keel_app::run(&cli) {
        Ok(code) => code,
        // The reader went away (`keel ledger list | head`): what it wanted was written.
        Err(error)
            if error.chain().any(|cause| {
                cause
                    .downcast_ref::<std::io::Error>()
                    .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
            }) =>
        {
            ExitCode::SUCCESS
        }
        Err(error) => {
            // `{:#}` puts the whole cause chain on one line: what failed, why, and the fix.
            let _ = writeln!(std::io::stderr(), "keel: {error:#}");
            ExitCode::from(2)
        }
    }
}
