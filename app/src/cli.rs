//! The command line (spec/cli.md). Parsing errors exit with code 2 (clap's usage-error code).

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

use crate::commands::{
    agent::AgentArgs, audit::AuditArgs, bench::BenchArgs, canon::CanonArgs, chat::ChatArgs,
    check::CheckArgs, der::DerArgs, doctor::DoctorArgs, eval::EvalArgs, ledger::LedgerArgs,
    models::ModelsArgs, regulate::RegulateArgs, score::ScoreArgs, serve::ServeArgs,
    spirit::SpiritArgs, turn::TurnArgs,
};

#[derive(Debug, Parser)]
#[command(
    name = "keel",
    version,
    about = "A workbench for governed local AI",
    after_help = "With no command, keel opens the workbench; `keel FILE.json` opens a DER in its inspector."
)]
pub struct Cli {
    #[command(flatten)]
    pub global: GlobalArgs,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Args)]
pub struct GlobalArgs {
    /// Data dir (databases, logs); default $KEEL_HOME, else the platform data dir.
    #[arg(long, global = true, env = "KEEL_HOME", value_name = "DIR")]
    pub home: Option<PathBuf>,
    /// Config file; default <config dir>/keel/config.toml.
    #[arg(long, global = true, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// A decoder export dir (model.onnx + tokenizer.json + chat template), or the name of an
    /// installed catalogue model (`keel models list`).
    #[arg(long, global = true, value_name = "DIR|NAME")]
    pub model: Option<PathBuf>,
    /// Where the Intellect runs (the judge follows unless [models.judge] is configured).
    #[arg(long, global = true, value_enum, value_name = "BACKEND")]
    pub backend: Option<crate::config::BackendKind>,
    /// The model server, e.g. http://127.0.0.1:8080/v1 (openai) or http://127.0.0.1:11434
    /// (ollama). The API key, if any, comes from $KEEL_API_KEY.
    #[arg(long, global = true, value_name = "URL")]
    pub base_url: Option<String>,
    /// The model's name on the server.
    #[arg(long, global = true, value_name = "NAME")]
    pub api_model: Option<String>,
    /// Workbench theme: dark, light, high-contrast, ansi16, a user theme or a .toml path.
    #[arg(long, global = true, value_name = "NAME")]
    pub theme: Option<String>,
    /// Value profile: a built-in (general, financial-fiduciary, health-navigator, tutor), a user
    /// profile in <config dir>/keel/profiles/NAME.toml, or a path to a profile TOML.
    #[arg(long, global = true, value_name = "NAME|FILE")]
    pub profile: Option<String>,
    /// A shared enforcement plane (`keel serve`) holding the chain instead of the local database;
    /// writes need the token in $KEEL_PLANE_TOKEN. Default: config `plane`.
    #[arg(long, global = true, value_name = "URL")]
    pub plane: Option<String>,
    /// Output tokens a workbench conversation may spend before keel stops it and says so; `/new`
    /// starts a fresh budget (`keel chat` and `keel turn` take their own `--cost-cap`). Default:
    /// config `[regulator] cost_cap`, else 10000.
    #[arg(long, value_name = "TOKENS")]
    pub cost_cap: Option<u64>,
}

impl GlobalArgs {
    /// The model flags, for [`crate::models::ModelChoice`].
    pub fn model_flags(&self) -> crate::models::ModelFlags {
        crate::models::ModelFlags {
            model: self.model.clone(),
            backend: self.backend,
            base_url: self.base_url.clone(),
            api_model: self.api_model.clone(),
        }
    }
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Check the runtime library, the models, the data dir and the config.
    Doctor(DoctorArgs),
    /// The model catalogue: list, pull, use, rm.
    Models(ModelsArgs),
    /// Line-oriented governed chat on stdin/stdout.
    Chat(ChatArgs),
    /// One governed turn, headless: the turn record, then the background audit.
    Turn(TurnArgs),
    /// Spirit: replay recorded Conscience ledgers.
    Spirit(SpiritArgs),
    /// The Will on labelled (prompt, response, label) pairs; recorded as a CALIBRATION entry.
    Eval(EvalArgs),
    /// Govern answers written elsewhere: the Will, the Conscience and Spirit on JSON Lines
    /// pairs; exit 1 if any is a violation.
    Check(CheckArgs),
    /// A human auditor's verdict on a committed turn, recorded as an AUDIT entry.
    Audit(AuditArgs),
    /// The performance suite: load time, prefill/decode speed, time to first token, embeddings.
    Bench(BenchArgs),
    /// How useful the model's answers are on a question set, and how long they take.
    Score(ScoreArgs),
    /// The regulator as a filter: JSON Lines events on stdin, one decision line each on stdout.
    Regulate(RegulateArgs),
    /// Decision Evidence Records: the compile gate and a stable pretty-printer.
    Der(DerArgs),
    /// Canonical JSON bytes of a file, or their SHA-384 hash.
    Canon(CanonArgs),
    /// The local agent identity (Ed25519).
    Agent(AgentArgs),
    /// The hash chain: list, show, verify, export, import, checkpoint, prove.
    Ledger(LedgerArgs),
    /// The enforcement plane over HTTP: compile, chain reads, compare-and-swap append.
    Serve(ServeArgs),
    /// `keel FILE.json`: the workbench with that DER open in the inspector.
    #[command(external_subcommand)]
    Open(Vec<String>),
}
