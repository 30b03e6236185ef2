//! `keel`: a terminal workbench for governed local AI.
//!
//! Crate map:
//! - [`cli`]: the command line (clap) and the global flags.
//! - [`paths`]: the data dir, the shared cache dir, the config file location.
//! - [`config`]: the TOML config file.
//! - [`logging`]: logs to a file under the data dir, never to the terminal.
//! - [`models`]: loading ONNX Runtime and the models, with the fix for every load error.
//! - [`commands`]: one module per subcommand.
//!
//! Exit codes (spec/cli.md): 0 ok, 1 the thing checked is bad, 2 could not run — with a
//! one-line error on stderr.
#![deny(clippy::print_stdout, clippy::print_stderr)]

mod cli;
mod commands;
mod config;
mod logging;
mod models;
mod paths;

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;
use color_eyre::eyre::Result;

use cli::{Cli, Command};
use commands::Context;
use config::Config;
use models::ModelChoice;
use paths::Paths;

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(&cli) {
        Ok(code) => code,
        Err(error) => {
            // `{:#}` puts the whole cause chain on one line: what failed, why, and the fix.
            let _ = writeln!(std::io::stderr(), "keel: {error:#}");
            ExitCode::from(2)
        }
    }
}

fn run(cli: &Cli) -> Result<ExitCode> {
    let paths = Paths::resolve(&cli.global)?;
    logging::init(&paths.log_file());
    let config = Config::load(&paths.config_file);
    if let Some(Command::Doctor(args)) = &cli.command {
        return commands::doctor::run(args, &paths, config, cli.global.model.clone());
    }
    let config = config?.unwrap_or_default();
    let models = ModelChoice::new(&paths, &config, cli.global.model.clone());
    let ctx = Context { models };
    match &cli.command {
        Some(Command::Doctor(_)) => unreachable!("handled above"),
        Some(Command::Chat(args)) => commands::chat::run(args, &ctx),
        Some(Command::Bench(args)) => commands::bench::run(args, &ctx),
        Some(Command::Regulate(args)) => {
            commands::regulate::run(args, std::io::stdin().lock(), std::io::stdout().lock())
        }
        // Until the workbench (TUI) lands, plain `keel` is the line-mode chat.
        None => commands::chat::run(&commands::chat::ChatArgs::default(), &ctx),
    }
}
