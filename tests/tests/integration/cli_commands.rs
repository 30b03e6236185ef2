//! The `der`, `canon`, `agent` and `ledger` command modules, run on in-memory streams against a
//! temporary data dir: outputs, `--json` shapes, `-` as stdin, and the exit codes 0/1/2.

use std::path::{Path, PathBuf};

use clap::{CommandFactory, Parser};
use keel_app::commands::agent::{AgentArgs, AgentCommand};
use keel_app::commands::canon::CanonArgs;
use keel_app::commands::der::{DerArgs, DerCommand};
use keel_app::commands::ledger::{LedgerArgs, LedgerCommand};
use keel_app::commands::{Context, Io, Status, agent, canon, der, ledger};
use keel_evidence::der::{GateOptions, RaiProfile};
use keel_store::ChainStore;
use keel_tests::chain;
use keel_tests::fake_plane;
use serde_json::Value;

/// What a command printed and returned.
struct Run {
    status: Status,
    out: String,
    err: String,
}

fn run_with(stdin: &str, f: impl FnOnce(&mut Io<'_>) -> color_eyre::Result<Status>) -> Run {
    let (mut input, mut out, mut err) = (stdin.as_bytes(), Vec::new(), Vec::new());
    let status = f(&mut Io { input: &mut input, out: &mut out, err: &mut err }).unwrap();
    Run { status, out: String::from_utf8(out).unwrap(), err: String::from_utf8(err).unwrap() }
}

fn fixture(p: &str) -> PathBuf {
    keel_tests::fixtures::fixtures().join(p)
}

fn compile(file: &Path, json: bool) -> Run {
    let args = DerArgs {
        command: DerCommand::Compile { file: file.to_owned(), json, rai_profile: RaiProfile::V2 },
    };
    let ctx = Context::local(PathBuf::from("/nonexistent"));
    run_with("", |io| der::execute(&args, &ctx, io))
}

#[test]
fn der_compile_exit_codes_and_json() {
    let ok = compile(&fixture("der/valid/typical.json"), true);
    assert_eq!(ok.status, Status::Ok);
    let v: Value = serde_json::from_str(&ok.out).unwrap();
    assert_eq!(v["status"], "PASS");
    assert!(v["compiler_message"].is_string());

    let bad = compile(&fixture("der/invalid/multi_error.json"), true);
    assert_eq!(bad.status, Status::Bad);
    let v: Value = serde_json::from_str(&bad.out).unwrap();
    assert_eq!(v["status"], "COMPILE_ERROR");
    assert_eq!(v["errors"].as_array().unwrap().len(), 6);

    let human = compile(&fixture("der/invalid/strength.json"), false);
    assert!(human.out.starts_with("COMPILE_ERROR"));
    assert!(human.out.contains("E_STRENGTH at SYSTEM_INPUT.inputs[0].insight_strength"));

    let dir = tempfile::tempdir().unwrap();
    let not_json = dir.path().join("x.json");
    std::fs::write(&not_json, "{not json").unwrap();
    let r = compile(&not_json, true);
    assert_eq!((r.status, r.out.as_str()), (Status::Failed, ""));
    assert!(r.err.starts_with("keel: ") && r.err.lines().count() == 1);
    assert_eq!(compile(&dir.path().join("missing.json"), false).status, Status::Failed);
}

#[test]
fn der_compile_reads_stdin_and_fmt_orders_blocks() {
    let ctx = Context::local(PathBuf::from("/nonexistent"));
    let text = std::fs::read_to_string(fixture("der/valid/typical.json")).unwrap();
    let args = DerArgs {
        command: DerCommand::Compile {
            file: "-".into(),
            json: true,
            rai_profile: RaiProfile::V3Live,
        },
    };
    let r = run_with(&text, |io| der::execute(&args, &ctx, io));
    assert_eq!(r.status, Status::Ok);
    assert_eq!(serde_json::from_str::<Value>(&r.out).unwrap()["rai"]["version"], "RAI_v3_live");

    let shuffled = r#"{"SDI_DER":{"x_extra":1,"GCA":{"b":1,"a":2},"META":{}}}"#;
    let args = DerArgs { command: DerCommand::Fmt { file: "-".into() } };
    let r = run_with(shuffled, |io| der::execute(&args, &ctx, io));
    assert_eq!(r.status, Status::Ok);
    let meta = r.out.find("\"META\"").unwrap();
    let gca = r.out.find("\"GCA\"").unwrap();
    let extra = r.out.find("\"x_extra\"").unwrap();
    assert!(meta < gca && gca < extra, "{}", r.out);
    assert!(r.out.find("\"a\"").unwrap() < r.out.find("\"b\"").unwrap());
}

#[test]
fn canon_prints_bytes_hash_and_json() {
    let ctx = Context::local(PathBuf::from("/nonexistent"));
    let input = r#"{"b":1e16,"a":"é"}"#;
    let bytes = run_with(input, |io| {
        canon::execute(&CanonArgs { file: "-".into(), hash: false, json: false }, &ctx, io)
    });
    assert_eq!(bytes.out, "{\"a\":\"é\",\"b\":1e+16}");
    let hash = run_with(input, |io| {
        canon::execute(&CanonArgs { file: "-".into(), hash: true, json: false }, &ctx, io)
    });
    assert_eq!(hash.out.trim(), keel_evidence::canon::hash_bytes(bytes.out.as_bytes()));
    let json = run_with(input, |io| {
        canon::execute(&CanonArgs { file: "-".into(), hash: false, json: true }, &ctx, io)
    });
    let v: Value = serde_json::from_str(&json.out).unwrap();
    assert_eq!(v["canon"], bytes.out.as_str());
    let bad = run_with("nope", |io| {
        canon::execute(&CanonArgs { file: "-".into(), hash: true, json: false }, &ctx, io)
    });
    assert_eq!(bad.status, Status::Failed);
}

fn ledger_cmd(ctx: &Context, command: LedgerCommand, json: bool) -> Run {
    let args = LedgerArgs { command, agent: None, json };
    run_with("", |io| ledger::execute(&args, ctx, io))
}

#[test]
fn agent_and_ledger_commands_on_a_real_store() {
    let home = tempfile::tempdir().unwrap();
    let ctx = Context::local(home.path().to_owned());
    let show = |json| {
        run_with("", |io| {
            agent::execute(&AgentArgs { command: AgentCommand::Show, json }, &ctx, io)
        })
    };
    assert_eq!(show(false).status, Status::Failed);
    let mint = run_with("", |io| {
        agent::execute(&AgentArgs { command: AgentCommand::Mint, json: true }, &ctx, io)
    });
    assert_eq!(mint.status, Status::Ok);
    let minted: Value = serde_json::from_str(&mint.out).unwrap();
    assert!(minted["agent_id"].as_str().unwrap().starts_with("SDI-"));
    assert_eq!(serde_json::from_str::<Value>(&show(true).out).unwrap(), minted);
    // Secrets at rest: the seed in its own 0600 file in a 0700 home (docs/chain.md).
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(home.path()), 0o700);
        assert_eq!(mode(&home.path().join("chain.key")), 0o600);
        assert_eq!(mode(&home.path().join(keel_app::commands::CHAIN_DB)), 0o600);
    }
    let again = run_with("", |io| {
        agent::execute(&AgentArgs { command: AgentCommand::Mint, json: false }, &ctx, io)
    });
    assert_eq!(again.status, Status::Failed);

    // Empty chain: verify says not ok (exit 1).
    let empty = ledger_cmd(
        &ctx,
        LedgerCommand::Verify { file: None, checkpoint: None, allow_unsigned: false },
        true,
    );
    assert_eq!(empty.status, Status::Bad);
    assert_eq!(serde_json::from_str::<Value>(&empty.out).unwrap()["chain_ok"], false);

    // Commit three entries through the store (the turn path does this in the app).
    {
        let store = ChainStore::open(home.path().join(keel_app::commands::CHAIN_DB)).unwrap();
        let id = store.identity().unwrap().unwrap();
        for n in 0..3 {
            let tip = store.head(&id.agent_id()).unwrap();
            store
                .commit(
                    &id,
                    &chain::der_for(&id, &tip, n),
                    "2026-03-01T12:00:00Z",
                    GateOptions::default(),
                    false,
                )
                .unwrap();
        }
    }
    let list = ledger_cmd(&ctx, LedgerCommand::List, true);
    let rows: Value = serde_json::from_str(&list.out).unwrap();
    assert_eq!(rows.as_array().unwrap().len(), 3);
    assert_eq!(rows[0]["parent_hash"], "GENESIS");
    let show = ledger_cmd(&ctx, LedgerCommand::Show { seq: 2 }, false);
    assert!(show.out.contains("\"der\""));
    assert_eq!(ledger_cmd(&ctx, LedgerCommand::Show { seq: 9 }, false).status, Status::Failed);
    let ok = ledger_cmd(
        &ctx,
        LedgerCommand::Verify { file: None, checkpoint: None, allow_unsigned: false },
        false,
    );
    assert_eq!(ok.status, Status::Ok);
    assert!(ok.out.starts_with("chain ok: 3 entries"));

    // Checkpoint, prove, export, verify --file --checkpoint, import elsewhere.
    let cp = home.path().join("cp.json");
    assert_eq!(
        ledger_cmd(&ctx, LedgerCommand::Checkpoint { out: Some(cp.clone()) }, false).status,
        Status::Ok
    );
    let prove =
        ledger_cmd(&ctx, LedgerCommand::Prove { seq: 2, checkpoint: Some(cp.clone()) }, false);
    assert_eq!(prove.status, Status::Ok);
    assert_eq!(serde_json::from_str::<Value>(&prove.out).unwrap()["verified"], true);
    let out = home.path().join("chain.jsonl");
    assert_eq!(
        ledger_cmd(&ctx, LedgerCommand::Export { no_der: false, out: Some(out.clone()) }, false)
            .status,
        Status::Ok
    );
    let vf = ledger_cmd(
        &ctx,
        LedgerCommand::Verify {
            file: Some(out.clone()),
            checkpoint: Some(cp.clone()),
            allow_unsigned: false,
        },
        true,
    );
    assert_eq!(vf.status, Status::Ok, "{}", vf.out);
    let report: Value = serde_json::from_str(&vf.out).unwrap();
    assert!(report["checked"].as_array().unwrap().contains(&Value::from("checkpoint")));
    assert_eq!(report["tip_seq"], 3);

    // A cut export is broken (exit 1), garbage is unreadable (exit 2).
    let text = std::fs::read_to_string(&out).unwrap();
    let mut lines: Vec<&str> = text.lines().collect();
    lines.remove(3);
    let cut = home.path().join("cut.jsonl");
    std::fs::write(&cut, lines.join("\n")).unwrap();
    let broken = ledger_cmd(
        &ctx,
        LedgerCommand::Verify { file: Some(cut.clone()), checkpoint: None, allow_unsigned: false },
        true,
    );
    assert_eq!(broken.status, Status::Bad);
    assert_eq!(serde_json::from_str::<Value>(&broken.out).unwrap()["first_bad_seq"], Value::Null);
    std::fs::write(&cut, "garbage").unwrap();
    assert_eq!(
        ledger_cmd(
            &ctx,
            LedgerCommand::Verify { file: Some(cut), checkpoint: None, allow_unsigned: false },
            true
        )
        .status,
        Status::Failed
    );

    let other = tempfile::tempdir().unwrap();
    let octx = Context::local(other.path().to_owned());
    let imp = ledger_cmd(&octx, LedgerCommand::Import { file: out, allow_unsigned: false }, true);
    assert_eq!(imp.status, Status::Ok, "{}", imp.err);
    assert_eq!(serde_json::from_str::<Value>(&imp.out).unwrap()["added"], 3);
    let listed = ledger_cmd(&octx, LedgerCommand::List, false);
    assert_eq!(listed.out.lines().count(), 3);
}

/// Issue 15: a real chain with its signatures and header key dropped, one DER rewritten and the
/// hashes recomputed. `keel ledger verify --file` and `import` refuse it (exit 1, "authorship
/// cannot be checked"); `--allow-unsigned` checks its hashes and says authorship is not verified;
/// the real chain still imports over it.
#[test]
fn a_forged_unsigned_chain_fails_closed_in_verify_and_import() {
    let home = tempfile::tempdir().unwrap();
    let real = home.path().join("real.jsonl");
    let forged = home.path().join("forged.jsonl");
    {
        let store = ChainStore::open(home.path().join(keel_app::commands::CHAIN_DB)).unwrap();
        let id = store.mint("2026-03-01T12:00:00Z").unwrap();
        for n in 0..3 {
            let tip = store.head(&id.agent_id()).unwrap();
            let der = chain::der_for(&id, &tip, n);
            store.commit(&id, &der, "2026-03-01T12:00:00Z", GateOptions::default(), false).unwrap();
        }
        let text = store.export(&id.agent_id(), true).unwrap();
        std::fs::write(&real, &text).unwrap();
        std::fs::write(&forged, chain::forge_unsigned(&text)).unwrap();
    }
    let other = tempfile::tempdir().unwrap();
    let ctx = Context::local(other.path().to_owned());
    let verify = |allow_unsigned| {
        let command =
            LedgerCommand::Verify { file: Some(forged.clone()), checkpoint: None, allow_unsigned };
        ledger_cmd(&ctx, command, false)
    };
    let refused = verify(false);
    assert_eq!(refused.status, Status::Bad);
    assert!(
        refused.out.starts_with(
            "chain BROKEN at seq 1: unsigned entry at seq 1: authorship cannot be checked"
        ),
        "{}",
        refused.out
    );
    let hashes = verify(true);
    assert_eq!(hashes.status, Status::Ok);
    assert!(
        hashes.out.starts_with("hashes intact, authorship not verified: 3 entries"),
        "{}",
        hashes.out
    );
    assert!(hashes.out.contains("not checked: signature"), "{}", hashes.out);

    let import = |file: &PathBuf, allow_unsigned| {
        ledger_cmd(&ctx, LedgerCommand::Import { file: file.clone(), allow_unsigned }, false)
    };
    let refused = import(&forged, false);
    assert_eq!(refused.status, Status::Bad);
    assert!(refused.err.contains("authorship cannot be checked"), "{}", refused.err);
    assert_eq!(import(&forged, true).status, Status::Ok);
    let real_import = import(&real, false);
    assert_eq!(real_import.status, Status::Ok, "{}", real_import.err);
    assert!(real_import.out.contains("replaced 3 stored unsigned entries"), "{}", real_import.out);
}

/// The argument types form a valid clap command tree (what the lead wires into `main`).
#[derive(Debug, Parser)]
struct Cli {
    #[command(subcommand)]
    command: Top,
}

#[derive(Debug, clap::Subcommand)]
enum Top {
    Der(DerArgs),
    Canon(CanonArgs),
    Agent(AgentArgs),
    Ledger(LedgerArgs),
}

#[test]
fn clap_definitions_parse_the_documented_command_lines() {
    Cli::command().debug_assert();
    let parse = |line: &str| Cli::try_parse_from(line.split_whitespace());
    assert!(matches!(
        parse("keel der compile f.json --json --rai-profile v3-live").unwrap().command,
        Top::Der(DerArgs {
            command: DerCommand::Compile { json: true, rai_profile: RaiProfile::V3Live, .. }
        })
    ));
    assert!(parse("keel der compile f.json --rai-profile v9").is_err());
    assert!(matches!(
        parse("keel canon - --hash").unwrap().command,
        Top::Canon(CanonArgs { hash: true, .. })
    ));
    assert!(matches!(
        parse("keel agent show --json").unwrap().command,
        Top::Agent(AgentArgs { json: true, .. })
    ));
    assert!(matches!(
        parse("keel agent export id.json --json").unwrap().command,
        Top::Agent(AgentArgs { command: AgentCommand::Export { out: Some(_) }, json: true })
    ));
    assert!(matches!(
        parse("keel agent export").unwrap().command,
        Top::Agent(AgentArgs { command: AgentCommand::Export { out: None }, .. })
    ));
    assert!(matches!(
        parse("keel agent import id.json").unwrap().command,
        Top::Agent(AgentArgs { command: AgentCommand::Import { .. }, .. })
    ));
    assert!(parse("keel agent import").is_err());
    assert!(matches!(
        parse("keel agent rotate --json").unwrap().command,
        Top::Agent(AgentArgs { command: AgentCommand::Rotate, json: true })
    ));
    assert!(matches!(
        parse("keel ledger verify --file e.jsonl --checkpoint c.json --json").unwrap().command,
        Top::Ledger(LedgerArgs {
            command: LedgerCommand::Verify { file: Some(_), checkpoint: Some(_), .. },
            json: true,
            ..
        })
    ));
    assert!(matches!(
        parse("keel ledger export --agent SDI-X --no-der out.jsonl").unwrap().command,
        Top::Ledger(LedgerArgs {
            command: LedgerCommand::Export { no_der: true, .. },
            agent: Some(_),
            ..
        })
    ));
    assert!(matches!(
        parse("keel ledger prove 3 --checkpoint c.json").unwrap().command,
        Top::Ledger(LedgerArgs { command: LedgerCommand::Prove { seq: 3, .. }, .. })
    ));
}

#[test]
fn spirit_replay_prints_one_line_per_ledger_and_names_bad_lines() {
    use keel_app::commands::spirit::{SpiritArgs, SpiritCommand, execute};
    let profile = keel_governance::profile::Profile::load(
        &keel_tests::fixtures::fixtures().join("spirit/replay.toml"),
    )
    .unwrap();
    let args = SpiritArgs { command: SpiritCommand::Replay { ledgers: PathBuf::from("-") } };
    let input = "{\"refused\":true}\n{\"values\":[{\"name\":\"Honesty\",\"score\":1,\"confidence\":1},{\"name\":\"Helpfulness\",\"score\":1,\"confidence\":1},{\"name\":\"Harm avoidance\",\"score\":1,\"confidence\":1},{\"name\":\"Respect\",\"score\":1,\"confidence\":1},{\"name\":\"Privacy\",\"score\":1,\"confidence\":1}]}\n";
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let mut stdin = input.as_bytes();
    let mut io = keel_app::commands::Io { input: &mut stdin, out: &mut out, err: &mut err };
    let status = execute(&args, &profile, &mut io).unwrap();
    assert_eq!(status, keel_app::commands::Status::Ok);
    let lines: Vec<serde_json::Value> =
        String::from_utf8(out).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["t"], 1);
    assert_eq!(lines[0]["refused"], true);
    assert!(lines[0]["S"].is_null());
    assert_eq!((lines[1]["t"].as_u64(), lines[1]["S10"].as_f64()), (Some(2), Some(10.0)));
    assert_eq!(lines[1]["note"], "");
    assert!(lines[1]["drift"].is_null());

    let (mut out, mut err) = (Vec::new(), Vec::new());
    let mut stdin = "{\"values\":[]}\n".as_bytes();
    let mut io = keel_app::commands::Io { input: &mut stdin, out: &mut out, err: &mut err };
    assert_eq!(execute(&args, &profile, &mut io).unwrap(), keel_app::commands::Status::Failed);
    assert!(out.is_empty());
    let err = String::from_utf8(err).unwrap();
    assert!(err.starts_with("keel: -: line 1: value \"Honesty\" is missing"), "{err}");
}

/// A plane serving `export` as the chain of `agent` and `report` as its own verification.
fn fake_plane(export: String, report: Value) -> fake_plane::FakePlane {
    fake_plane::FakePlane::start(16, move |r: &fake_plane::Request| {
        if r.path.starts_with("/ledger/export/") {
            fake_plane::Response::raw(200, &export)
        } else if r.path.starts_with("/ledger/verify/") {
            fake_plane::Response::json(200, &report)
        } else {
            fake_plane::Response::json(
                404,
                &serde_json::json!({"error": "not_found", "message": "no such route"}),
            )
        }
    })
}

#[test]
fn ledger_verify_on_a_plane_checks_the_download_and_shows_the_planes_word() {
    let home = tempfile::tempdir().unwrap();
    let store = ChainStore::open(home.path().join("source.redb")).unwrap();
    let id = store.mint("2026-03-01T00:00:00Z").unwrap();
    for n in 0..3 {
        let tip = store.head(&id.agent_id()).unwrap();
        let der = chain::der_for(&id, &tip, n);
        store.commit(&id, &der, "2026-03-01T12:00:00Z", GateOptions::default(), false).unwrap();
    }
    let agent = id.agent_id();
    let export = store.export(&agent, true).unwrap();
    let good = store.verify(&agent).unwrap().to_json();
    let verify = |plane: &fake_plane::FakePlane, json: bool| {
        let ctx = Context {
            plane: Some(keel_store::PlaneClient::new(&plane.url, None).unwrap()),
            ..Context::local(home.path().join("client"))
        };
        let args = LedgerArgs {
            command: LedgerCommand::Verify { file: None, checkpoint: None, allow_unsigned: false },
            agent: Some(agent.clone()),
            json,
        };
        run_with("", |io| ledger::execute(&args, &ctx, io))
    };

    // Both agree: ok, with the plane's report beside the local one.
    let plane = fake_plane(export.clone(), good.clone());
    let run = verify(&plane, true);
    assert_eq!(run.status, Status::Ok, "{}", run.err);
    let report: Value = serde_json::from_str(&run.out).unwrap();
    assert_eq!((report["chain_ok"].as_bool(), report["entries"].as_u64()), (Some(true), Some(3)));
    assert_eq!(report["plane"], good);
    let human = verify(&plane, false).out;
    assert!(human.contains("the plane's own report: chain ok, 3 entries"), "{human}");

    // The plane says broken though the download verifies: not ok, and why.
    let mut bad = good.clone();
    bad["chain_ok"] = Value::from(false);
    bad["error"] = Value::from("entry_hash mismatch at seq 2");
    let run = verify(&fake_plane(export.clone(), bad), true);
    assert_eq!(run.status, Status::Bad);
    let report: Value = serde_json::from_str(&run.out).unwrap();
    assert!(report["error"].as_str().unwrap().contains("plane's own verification fails"));

    // The plane vouches for a download that does not verify: the download decides.
    let tampered = export.replacen("\"turn 1\"", "\"turn one\"", 1);
    assert_ne!(tampered, export);
    let run = verify(&fake_plane(tampered, good), true);
    assert_eq!(run.status, Status::Bad);
    let report: Value = serde_json::from_str(&run.out).unwrap();
    assert_eq!(report["first_bad_seq"], 2, "{report}");
    assert_eq!(report["plane"]["chain_ok"], true);
}
