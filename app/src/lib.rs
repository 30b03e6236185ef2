//! keel-app: the `keel` binary's code, as a library so that every command compiles, lints and
//! tests on its own (`main.rs` only parses the command line and calls [`run`]).
//!
//! Crate map:
//! - [`cli`]: the command line (clap) and the global flags.
//! - [`paths`]: the data dir, the shared cache dir, the config file location.
//! - [`config`]: the TOML config file.
//! - [`env`]: every environment variable keel reads, and the one precedence rule.
//! - [`logging`]: logs to a file under the data dir, never to the terminal.
//! - [`models`]: loading ONNX Runtime and the models, with the fix for every load error.
//! - [`catalogue`]: the catalogue of pullable chat models (`keel models`).
//! - [`governed`]: a governed session (profile, stores, identity, regulator, models, the
//!   background audit worker) and its turn.
//! - [`commands`]: one module per subcommand, and the plumbing they share.
//! - [`everyday`]: the everyday question set and the checks `keel score` makes.
//! - [`serve`]: `keel serve`, the enforcement plane over HTTP (axum on tokio).
//! - [`workbench`]: the TUI (`keel` with no subcommand, or `keel FILE.json` for a DER).
//!
//! Exit codes (spec/cli.md): 0 ok, 1 the thing checked is bad, 2 could not run — with a
//! one-line error on stderr.
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod catalogue;
pub mod cli;
pub mod commands;
pub mod config;
pub mod env;
pub mod everyday;
pub mod governed;
pub mod logging;
pub mod model_speed;
pub mod models;
pub mod paths;
pub mod serve;
pub mod workbench;

use std::process::ExitCode;

use color_eyre::eyre::Result;

use cli::{Cli, Command};
use commands::Context;
use config::Config;
use models::ModelChoice;
use paths::Paths;

/// The plane client for `--plane` (else config `plane`), with the write token from
/// $KEEL_PLANE_TOKEN (else config `plane_token`). A malformed URL stops here (exit 2).
pub(crate) fn plane(
    flag: Option<&str>,
    config: &Config,
) -> Result<Option<keel_store::PlaneClient>> {
    let Some(url) = flag.or(config.plane.as_deref()) else {
        return Ok(None);
    };
    let token = std::env::var(keel_store::plane_client::TOKEN_ENV)
        .ok()
        .filter(|t| !t.is_empty())
        .or_else(|| config.plane_token.as_ref().map(|s| s.0.clone()));
    keel_store::PlaneClient::new(url, token).map(Some).map_err(|e| color_eyre::eyre::eyre!("{e}"))
}

/// Runs the parsed command line. `Err` means "could not run" (exit 2).
pub fn run(cli: &Cli) -> Result<ExitCode> {
    let paths = Paths::resolve(&cli.global)?;
    logging::init(&paths.log_file());
    let config = Config::load(&paths.config_file);
    if let Some(Command::Doctor(args)) = &cli.command {
        return commands::doctor::run(
            args,
            &paths,
            config,
            &cli.global.model_flags(),
            cli.global.plane.as_deref(),
        );
    }
    let config = config?.unwrap_or_default();
    if let Some(Command::Models(args)) = &cli.command {
        return commands::models::run(args, &paths, &config);
    }
    let models = ModelChoice::new(&paths, &config, &cli.global.model_flags())?;
    let ctx = Context {
        home: paths.home.clone(),
        plane: plane(cli.global.plane.as_deref(), &config)?,
        cost_cap: cli
            .global
            .cost_cap
            .or(config.regulator.cost_cap)
            .unwrap_or(commands::DEFAULT_COST_CAP),
    };
    let profiles_dir = paths.config_file.parent().map(|d| d.join("profiles"));
    let profile_spec = cli.global.profile.clone().or_else(|| config.profile.clone());
    let locale = config.crisis.locale.clone();
    let profile = || {
        governed::resolve_profile(
            profile_spec.as_deref(),
            profiles_dir.as_deref(),
            locale.as_deref(),
        )
    };
    match &cli.command {
        Some(Command::Doctor(_) | Command::Models(_)) => unreachable!("handled above"),
        Some(Command::Chat(args)) => commands::chat::run(args, &ctx, &models, profile()?),
        Some(Command::Turn(args)) => commands::turn::run(args, &ctx, &models, profile()?),
        Some(Command::Spirit(args)) => commands::spirit::run(args, &profile()?),
        Some(Command::Eval(args)) => commands::eval::run(
            args,
            &ctx,
            &models,
            cli.global.profile.as_deref(),
            profiles_dir.as_deref(),
        ),
        Some(Command::Check(args)) => commands::check::run(
            args,
            &ctx,
            &models,
            profile_spec.as_deref().unwrap_or(keel_governance::profile::DEFAULT_PROFILE),
            &|name| {
                governed::resolve_profile(Some(name), profiles_dir.as_deref(), locale.as_deref())
            },
        ),
        Some(Command::Bench(args)) => commands::bench::run(args, &models, &paths.cache),
        Some(Command::Score(args)) => commands::score::run(args, &models, profile()?),
        Some(Command::Regulate(args)) => {
            commands::regulate::run(args, std::io::stdin().lock(), std::io::stdout().lock())
        }
        Some(Command::Der(args)) => commands::der::run(args, &ctx),
        Some(Command::Canon(args)) => commands::canon::run(args, &ctx),
        Some(Command::Agent(args)) => commands::agent::run(args, &ctx),
        Some(Command::Audit(args)) => commands::audit::run(args, &ctx),
        Some(Command::Ledger(args)) => commands::ledger::run(args, &ctx),
        // The server *is* a plane: it holds the chain in its own home. A `plane` in the config
        // (a client setting) is ignored here, but an explicit flag is a mistake worth saying.
        Some(Command::Serve(_)) if cli.global.plane.is_some() => Err(color_eyre::eyre::eyre!(
            "--plane does not apply to keel serve: the server holds the chain in its own --home \
             (start it without --plane)"
        )),
        Some(Command::Serve(args)) => commands::serve::run(args, &ctx, &config.serve),
        None => workbench::run(
            &paths,
            &ctx,
            &config,
            &models,
            cli.global.theme.as_deref(),
            None,
            profile()?,
        ),
        Some(Command::Open(args)) => match args.as_slice() {
            [file] if std::path::Path::new(file).is_file() => workbench::run(
                &paths,
                &ctx,
                &config,
                &models,
                cli.global.theme.as_deref(),
                Some(std::path::Path::new(file)),
                profile()?,
            ),
            [file, ..] => Err(color_eyre::eyre::eyre!(
                "unknown command or file {file:?}: `keel FILE.json` opens a DER; `keel --help` lists the commands"
            )),
            [] => unreachable!("clap passes the external subcommand's name"),
        },
    }
}
