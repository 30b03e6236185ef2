//! The `keel` binary as a user runs it: doctor, line-mode chat with the default model, and
//! clear errors (exit 2, one line naming the file) for a missing model or a broken config.
//! Needs what `make test` provisions (ONNX Runtime, the default models and the small test model in
//! the cache dir). Commands run the small test model unless a test says otherwise.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use keel_store::conversation_store::{
    CONVERSATIONS_DB, ConversationStore, Mark, SavedConversation,
};
use keel_tests::models;

fn temp_home(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("keel-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `keel` on a fresh home with no config file, so the user's own settings never leak in, on the
/// small test model.
fn keel(home: &Path, args: &[&str], stdin: &str) -> Output {
    keel_with(
        home,
        models::small_model_args(args).iter().map(String::as_str).chain(args.iter().copied()),
        stdin,
    )
}

/// [`keel`] on the default model, as a new user runs it.
fn keel_default(home: &Path, args: &[&str], stdin: &str) -> Output {
    keel_with(home, args.iter().copied(), stdin)
}

fn keel_with<'a>(home: &Path, args: impl IntoIterator<Item = &'a str>, stdin: &str) -> Output {
    let mut child = Command::new(crate::KEEL)
        .arg("--home")
        .arg(home)
        .arg("--config")
        .arg(home.join("config.toml"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("keel starts");
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn doctor_reports_a_ready_install_as_json() {
    let home = temp_home("doctor");
    let out = keel_default(&home, &["doctor", "--json"], "");
    assert_eq!(
        out.status.code(),
        Some(0),
        "stdout: {}\nstderr: {}",
        text(&out.stdout),
        text(&out.stderr)
    );
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["ok"], true);
    assert_eq!(
        crate::doctor_check_names(&report),
        ["config", "data dir", "runtime", "chat model", "embedder", "judgment embedder"]
    );
    assert!(out.stderr.is_empty(), "nothing on stderr: {}", text(&out.stderr));
}

#[test]
fn doctor_names_a_broken_config_and_a_missing_model() {
    let home = temp_home("doctor-bad");
    std::fs::write(home.join("config.toml"), "[runtime]\nintra_threads = \"two\"\n").unwrap();
    let out = keel(&home, &["--model", "/nonexistent/model-dir", "doctor"], "");
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("config.toml") && stdout.contains("line 2"), "{stdout}");
    assert!(stdout.contains("/nonexistent/model-dir"), "{stdout}");
    assert!(stdout.contains("fix: make setup"), "{stdout}");
    assert!(stdout.contains("keel is not ready"), "{stdout}");
}

#[test]
fn governed_chat_answers_the_paris_question_as_json_and_reports_the_audit() {
    let home = temp_home("chat");
    let out = keel_default(
        &home,
        &["chat", "--json", "--max-tokens", "40"],
        "What is the capital of France?\n",
    );
    assert_eq!(out.status.code(), Some(0), "stderr: {}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<serde_json::Value> =
        stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 2, "{stdout}");
    let record = &lines[0];
    assert_eq!(record["outcome"], "committed", "{record}");
    assert!(record["answer"].as_str().unwrap().contains("Paris"), "{record}");
    assert_eq!(record["compile"]["status"], "PASS");
    assert_eq!(record["entry"]["seq"], 2, "seq 1 is the profile's SYSTEM entry");
    assert_eq!(record["model"]["name"], "qwen2.5-coder-1.5b-instruct");
    assert_eq!(record["model"]["model_sha256"].as_str().unwrap().len(), 64);
    let audit = &lines[1]["audit"];
    assert_eq!(audit["audits"]["seq"], 2, "{audit}");
    assert_eq!(audit["entry"]["type"], "AUDIT");

    // Saved where the workbench lists its conversations, with the badge it resumes turns by.
    let saved = saved_conversations(&home);
    assert_eq!(saved.len(), 1);
    let roles: Vec<&str> = saved[0].messages.iter().map(|m| m.role.as_str()).collect();
    assert_eq!(roles, ["user", "assistant"]);
    assert_eq!(saved[0].title, "What is the capital of France?");
    assert_eq!(saved[0].messages[1].text, record["shown"].as_str().unwrap());
    assert_eq!(saved[0].messages[1].marks[0], Mark::Committed { seq: 2 });
}

/// The conversations `keel chat` and `keel turn` saved for the workbench, oldest first.
fn saved_conversations(home: &Path) -> Vec<SavedConversation> {
    let store = ConversationStore::open(home.join(CONVERSATIONS_DB)).expect("conversations open");
    let mut list = store.list().unwrap();
    list.sort_by_key(|c| c.id);
    list.iter().map(|c| store.get(c.id).unwrap().unwrap()).collect()
}

#[test]
fn keel_turn_commits_verifies_and_audits_end_to_end() {
    let home = temp_home("turn");
    let out = keel(&home, &["turn", "What is the capital of France?", "--json"], "");
    assert_eq!(out.status.code(), Some(0), "stderr: {}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<serde_json::Value> =
        stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 2, "{stdout}");
    let turn = &lines[0];
    assert_eq!(turn["outcome"], "committed", "{turn}");
    assert!(turn["shown"].as_str().unwrap().contains("Paris"), "{turn}");
    assert_eq!(turn["compile"]["status"], "PASS");
    assert!(turn["rai"]["score"].as_f64().unwrap() >= turn["rai"]["threshold"].as_f64().unwrap());
    assert_eq!(turn["rai"]["eligible"], true);
    assert_eq!(turn["will"][0]["verdict"], "approve");
    // Confidence from the decoder's margins (greedy decoding), not the saturated NLL formula.
    assert!(turn["regulator"]["confidence"]["basis"]["Margins"]["tokens"].as_u64() > Some(0));
    assert_ne!(turn["regulator"]["uncertainty"], "HIGH", "{}", turn["regulator"]);
    let entry_hash = turn["entry"]["entry_hash"].as_str().unwrap();
    assert_eq!(entry_hash.len(), 98);
    let audit = &lines[1]["audit"];
    assert_eq!(audit["audits"]["entry_hash"], entry_hash);
    assert_eq!(audit["entry"]["type"], "AUDIT");
    assert_eq!(audit["ledger"].as_array().unwrap().len(), 5);
    assert!(audit["spirit"]["S10"].as_f64().unwrap() >= 1.0);

    let verify = keel(&home, &["ledger", "verify", "--json"], "");
    assert_eq!(verify.status.code(), Some(0), "{}", text(&verify.stdout));
    let report: serde_json::Value = serde_json::from_str(text(&verify.stdout).trim()).unwrap();
    assert_eq!((report["chain_ok"].as_bool(), report["entries"].as_u64()), (Some(true), Some(3)));
    let list = text(&keel(&home, &["ledger", "list"], "").stdout);
    let types: Vec<&str> = list.lines().map(|l| l.split_whitespace().nth(2).unwrap()).collect();
    assert_eq!(types, ["SYSTEM", "EPISODIC", "AUDIT"], "{list}");
    let show = text(&keel(&home, &["ledger", "show", "3"], "").stdout);
    assert!(show.contains(entry_hash) && show.contains("\"L_t\""), "{show}");
    // The log names the agent and seq on every line of the turn, its commit and its audit, so
    // an operator can follow one entry through it.
    let log = std::fs::read_to_string(home.join("logs").join("keel.log")).unwrap();
    let agent = turn["agent_id"].as_str().unwrap();
    let has = |needle: &str| log.lines().any(|l| l.contains(needle));
    assert!(
        has(&format!("turn{{agent={agent} profile=general}}:commit{{agent={agent} seq=2}}")),
        "{log}"
    );
    assert!(
        has(&format!("turn{{agent={agent} profile=general}}"))
            && has("turn decided outcome=Committed seq=2"),
        "{log}"
    );
    assert!(has(&format!("audit{{agent={agent} seq=2}}:commit{{agent={agent} seq=3}}")), "{log}");

    // Memory persists across processes: a second turn's audit continues Spirit at t = 2, and
    // the profile (unchanged) is not recorded again.
    let again = keel(&home, &["turn", "What is the capital of France?", "--json"], "");
    let lines: Vec<serde_json::Value> =
        text(&again.stdout).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines[0]["entry"]["seq"], 4, "{}", lines[0]);
    assert_eq!(lines[1]["audit"]["spirit"]["t"], 2, "{}", lines[1]);
    // Each `keel turn` is a conversation of its own on the workbench's Sessions screen.
    let marks: Vec<Mark> =
        saved_conversations(&home).iter().map(|c| c.messages[1].marks[0].clone()).collect();
    assert_eq!(marks, [Mark::Committed { seq: 2 }, Mark::Committed { seq: 4 }]);

    // A human auditor rejects the first answer: an AUDIT entry referencing it.
    let audit = keel(&home, &["audit", "2", "--verdict", "reject", "--note", "too terse"], "");
    assert_eq!(audit.status.code(), Some(0), "{}", text(&audit.stderr));
    assert!(text(&audit.stdout).starts_with("AUDIT seq 6 "), "{}", text(&audit.stdout));
    let show = text(&keel(&home, &["ledger", "show", "6"], "").stdout);
    assert!(show.contains("\"human_verdict\"") && show.contains(entry_hash), "{show}");
    let not_a_turn = keel(&home, &["audit", "3", "--verdict", "approve"], "");
    assert_eq!(not_a_turn.status.code(), Some(2));
    assert_eq!(keel(&home, &["ledger", "verify"], "").status.code(), Some(0));
}

#[test]
fn plain_chat_streams_text_and_keeps_stdout_clean() {
    let home = temp_home("plain");
    let out =
        keel(&home, &["chat", "--max-tokens", "24"], "What is the capital of France?\n/quit\n");
    assert_eq!(out.status.code(), Some(0), "stderr: {}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Paris"), "{stdout}");
    // Not a terminal: no prompts or progress, only the answer line.
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
}

#[test]
fn a_missing_model_is_exit_2_with_one_line_naming_it() {
    let home = temp_home("missing");
    let out = keel(&home, &["--model", "/nonexistent/model-dir", "chat"], "hi\n");
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("/nonexistent/model-dir") && stderr.contains("make setup"), "{stderr}");
    assert!(out.stdout.is_empty());
}

#[test]
fn a_broken_config_stops_other_commands_with_exit_2() {
    let home = temp_home("badconfig");
    std::fs::write(home.join("config.toml"), "not = [valid").unwrap();
    let out = keel(&home, &["chat"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("config.toml"));
}

#[test]
fn keel_eval_reports_per_profile_metrics_and_records_a_calibration_entry() {
    let home = temp_home("eval");
    let dataset = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/fixtures/eval/governance.jsonl");
    let out = keel(&home, &["--profile", "general", "eval", dataset, "--json"], "");
    assert_eq!(out.status.code(), Some(0), "stderr: {}", text(&out.stderr));
    let report: serde_json::Value = serde_json::from_str(text(&out.stdout).trim()).unwrap();
    let general = &report["profiles"][0];
    assert_eq!(general["profile"], "general");
    assert_eq!(general["pairs"], 40);
    let all = &general["all"];
    let total: u64 = ["tp", "fp", "tn", "fn"].iter().map(|k| all[k].as_u64().unwrap()).sum();
    assert_eq!(total, 40);
    // The earlier hand-written set was never trained on: the baseline policy catches its
    // violations and refuses at most two of its 30 approve pairs.
    assert!(all["tp"].as_u64().unwrap() >= 9, "{general}");
    assert!(all["fp"].as_u64().unwrap() <= 2, "{general}");
    assert!(general["heldout"]["precision"].as_f64().is_some());
    assert_eq!(general["conscience_distribution"].as_array().unwrap().len(), 5);
    assert_eq!(report["entry"]["type"], "CALIBRATION");
    let verify = keel(&home, &["ledger", "verify"], "");
    assert_eq!(verify.status.code(), Some(0), "{}", text(&verify.stdout));
}

#[test]
fn the_model_judge_conscience_audits_with_label_probabilities() {
    let home = temp_home("judged");
    let general = keel_governance::profile::Profile::builtin("general").unwrap().source_text;
    let judged = general.replacen("name = \"general\"", "name = \"general-judged\"", 1).replacen(
        "judge = \"learned\"",
        "judge = \"judge\"",
        1,
    );
    let path = home.join("judged.toml");
    std::fs::write(&path, judged).unwrap();
    let out = keel(
        &home,
        &["--profile", path.to_str().unwrap(), "turn", "What is the capital of France?", "--json"],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "stderr: {}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let audit: serde_json::Value = serde_json::from_str(stdout.lines().nth(1).unwrap()).unwrap();
    let ledger = audit["audit"]["ledger"].as_array().unwrap();
    assert_eq!(ledger.len(), 5);
    for v in ledger {
        assert!(v["failure"].is_null(), "{v}");
        let mass = v["covered_mass"].as_f64().unwrap();
        assert!(mass > 0.0 && mass <= 1.0 + 1e-9, "{v}");
        assert!(v["rationale"].as_str().unwrap().starts_with("model chose"), "{v}");
    }
    assert_eq!(audit["audit"]["entry"]["type"], "AUDIT");
}

#[test]
fn doctor_fails_the_data_dir_when_another_process_holds_its_database() {
    // `keel serve` (or an open workbench) holds <home>/chain.redb; every other command on that
    // home then fails, so doctor must say so rather than call the data dir fine.
    let home = temp_home("doctor-held");
    let held = keel_store::ChainStore::open(home.join("chain.redb")).unwrap();
    let out = keel(&home, &["doctor"], "");
    drop(held);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stdout));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("✗ data dir"), "{stdout}");
    assert!(stdout.contains("chain.redb") && stdout.contains("another keel process"), "{stdout}");
    let out = keel(&home, &["doctor", "--json"], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
}

#[test]
fn doctor_names_a_damaged_journal_and_the_chain_stays_usable() {
    // A zeroed header page: sessions.redb is no database any more. doctor says which file, that
    // it is damaged and that the chain is not affected; the chain's commands still work.
    let home = temp_home("doctor-damaged-journal");
    let agent = keel_store::ChainStore::open(home.join("chain.redb"))
        .unwrap()
        .mint("2026-03-01T12:00:00Z")
        .unwrap()
        .agent_id();
    let journal = home.join("sessions.redb");
    drop(keel_store::SessionStore::open(&journal).unwrap());
    let mut bytes = std::fs::read(&journal).unwrap();
    bytes[..4096].fill(0);
    std::fs::write(&journal, &bytes).unwrap();
    let out = keel(&home, &["doctor"], "");
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stdout));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("✗ data dir"), "{stdout}");
    assert!(stdout.contains(&format!("{} is damaged", journal.display())), "{stdout}");
    assert!(stdout.contains("not affected") && !stdout.contains("panicked"), "{stdout}");
    let out = keel(&home, &["agent", "show"], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains(&agent), "{}", text(&out.stdout));
}

#[test]
fn keel_check_governs_pairs_from_anywhere_one_line_each_and_commits_them() {
    let home = temp_home("check");
    let input = concat!(
        r#"{"id": "a", "prompt": "What is the capital of France?", "response": "The capital of France is Paris."}"#,
        "\n",
        r#"{"id": 7, "profile": "financial-fiduciary", "prompt": "What's my card PIN?", "response": "Your PIN is 4821 and the CVV: 392."}"#,
        "\n\n",
        r#"{"prompt": "How do I kill a Python process?", "response": "Find its id with pgrep, then run kill with the id."}"#,
        "\n",
    );
    let out = keel(&home, &["check", "-", "--json"], input);
    assert_eq!(out.status.code(), Some(1), "a violation is exit 1: {}", text(&out.stderr));
    let lines: Vec<serde_json::Value> =
        text(&out.stdout).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 3, "one line per pair, blank lines skipped");
    assert_eq!(
        (lines[0]["id"].clone(), lines[0]["profile"].clone()),
        ("a".into(), "general".into())
    );
    assert_eq!(lines[0]["will"]["decision"], "approve", "{}", lines[0]);
    assert_eq!(lines[1]["id"], 7);
    assert_eq!(lines[1]["profile"], "financial-fiduciary");
    assert_eq!(lines[1]["will"]["decision"], "violation");
    assert_eq!(lines[1]["will"]["rule"], "no-credentials", "{}", lines[1]);
    assert!(lines[2]["id"].is_null());
    assert_eq!(lines[2]["will"]["decision"], "approve", "{}", lines[2]);
    for line in &lines {
        let values = line["conscience"].as_array().unwrap();
        assert_eq!(values.len(), 5);
        for v in values {
            let score = v["score"].as_i64().unwrap();
            assert!((-1..=1).contains(&score), "{v}");
            assert!(v["confidence"].as_f64().is_some() && v["rationale"].is_string(), "{v}");
        }
        let s = line["spirit"]["score"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&s));
    }

    let benign = r#"{"prompt": "Name a prime number.", "response": "Seven is a prime number."}"#;
    let out = keel(&home, &["check", "--commit", "--json"], benign);
    assert_eq!(out.status.code(), Some(0), "all approved is exit 0: {}", text(&out.stderr));
    let line: serde_json::Value = serde_json::from_str(text(&out.stdout).trim()).unwrap();
    assert_eq!(line["entry"]["success_met"], true, "{line}");
    let verify = keel(&home, &["ledger", "verify"], "");
    assert_eq!(verify.status.code(), Some(0), "{}", text(&verify.stdout));

    let out = keel(&home, &["check", "--json"], "{\"prompt\": 1}\n");
    assert_eq!(out.status.code(), Some(2), "an unreadable line is exit 2");
    let line: serde_json::Value = serde_json::from_str(text(&out.stdout).trim()).unwrap();
    assert_eq!(line["line"], 1);
    let out = keel(&home, &["check", "/no/such/file.jsonl"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("/no/such/file.jsonl"), "{}", text(&out.stderr));
}

/// Issue 15, item 5: the home is private, and a key sealed with `$KEEL_PASSPHRASE` is useless
/// without it; `keel agent protect` seals a plain key, keeping the identity.
#[test]
fn a_sealed_identity_needs_its_passphrase() {
    let home = temp_home("passphrase").join("home");
    let agent = |args: &[&str], passphrase: Option<&str>| {
        let mut cmd = Command::new(crate::KEEL);
        cmd.arg("--home").arg(&home).arg("--config").arg(home.with_extension("toml"));
        cmd.args(["agent"]).args(args).env_remove("KEEL_PASSPHRASE");
        if let Some(p) = passphrase {
            cmd.env("KEEL_PASSPHRASE", p);
        }
        cmd.output().unwrap()
    };
    let minted = agent(&["mint", "--json"], None);
    assert!(minted.status.success(), "{}", text(&minted.stderr));
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&home), 0o700);
        assert_eq!(mode(&home.join("chain.key")), 0o600);
    }
    let refused = agent(&["protect"], None);
    assert_eq!(refused.status.code(), Some(2), "{}", text(&refused.stderr));
    let sealed = agent(&["protect", "--json"], Some("correct horse"));
    assert!(sealed.status.success(), "{}", text(&sealed.stderr));
    assert_eq!(text(&sealed.stdout), text(&minted.stdout));
    let without = agent(&["show"], None);
    assert_eq!(without.status.code(), Some(2));
    assert!(text(&without.stderr).contains("set KEEL_PASSPHRASE"), "{}", text(&without.stderr));
    let wrong = agent(&["show"], Some("wrong"));
    assert_eq!(wrong.status.code(), Some(2));
    let shown = agent(&["show", "--json"], Some("correct horse"));
    assert_eq!(text(&shown.stdout), text(&minted.stdout));
}

#[test]
fn a_reader_that_goes_away_ends_the_output_quietly_with_exit_0() {
    // `keel canon - | head -c 10`: a megabyte of canonical JSON into a pipe whose reader reads
    // ten bytes and leaves.
    let home = temp_home("pipe");
    let big = format!("[{}]", vec!["{\"k\":\"value\"}"; 80_000].join(","));
    let mut child = Command::new(crate::KEEL)
        .arg("--home")
        .arg(&home)
        .arg("--config")
        .arg(home.join("config.toml"))
        .args(["canon", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("keel starts");
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || stdin.write_all(big.as_bytes()));
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 10];
    std::io::Read::read_exact(&mut stdout, &mut first).unwrap();
    assert_eq!(&first[..2], b"[{");
    drop(stdout);
    writer.join().unwrap().unwrap();
    let out = child.wait_with_output().unwrap();
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(!stderr.contains("Broken pipe"), "{stderr}");
}

/// Issue 15, secrets at rest: the identity exported (always sealed, 0600), the signing key
/// rotated on the chain between two governed turns (the chain, its export and a checkpoint verify
/// across it), the export restored in a fresh home with the same agent id, and the retired key
/// that export holds refused by the chain it once signed.
#[test]
fn an_identity_exports_sealed_rotates_on_the_chain_and_restores_elsewhere() {
    let root = temp_home("rotate");
    let run = |home: &Path, args: &[&str], passphrase: Option<&str>| {
        let mut cmd = Command::new(crate::KEEL);
        cmd.arg("--home").arg(home).arg("--config").arg(root.join("config.toml"));
        cmd.args(models::small_model_args(args)).args(args).env_remove("KEEL_PASSPHRASE");
        if let Some(p) = passphrase {
            cmd.env("KEEL_PASSPHRASE", p);
        }
        cmd.output().unwrap()
    };
    let json = |out: &Output| -> serde_json::Value {
        assert!(out.status.success(), "{}", text(&out.stderr));
        serde_json::from_str(text(&out.stdout).lines().next().unwrap()).unwrap()
    };
    let pass = Some("correct horse");
    let home = root.join("home");
    let minted = json(&run(&home, &["agent", "mint", "--json"], pass));
    let turn = run(&home, &["turn", "What is the capital of France?", "--json"], pass);
    assert_eq!(turn.status.code(), Some(0), "{}", text(&turn.stderr));

    // Export: never without a passphrase, never over a file, always 0600 and sealed.
    let plain = run(&home, &["agent", "export"], None);
    assert_eq!(plain.status.code(), Some(2));
    assert!(text(&plain.stderr).contains("always sealed"), "{}", text(&plain.stderr));
    let backup = root.join("identity.json");
    assert!(run(&home, &["agent", "export", backup.to_str().unwrap()], pass).status.success());
    let again = run(&home, &["agent", "export", backup.to_str().unwrap()], pass);
    assert_eq!(again.status.code(), Some(2), "overwrote an export");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        assert_eq!(std::fs::metadata(&backup).unwrap().permissions().mode() & 0o777, 0o600);
    }
    let exported: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&backup).unwrap()).unwrap();
    assert_eq!(exported["kind"], "keel-identity");
    assert!(exported["key"]["ciphertext"].is_string() && exported["key"]["seed"].is_null());
    let to_stdout = run(&home, &["agent", "export", "-"], pass);
    assert!(text(&to_stdout.stdout).contains("\"keel-identity\""));

    // Rotate: same agent id, a new key, recorded by the retiring key.
    let rotated = json(&run(&home, &["agent", "rotate", "--json"], pass));
    assert_eq!(rotated["agent_id"], minted["agent_id"]);
    assert_eq!(rotated["previous_public_key"], minted["public_key"]);
    assert_ne!(rotated["public_key"], minted["public_key"]);
    let shown = json(&run(&home, &["agent", "show", "--json"], pass));
    assert_eq!(
        (&shown["agent_id"], &shown["public_key"]),
        (&minted["agent_id"], &rotated["public_key"])
    );
    assert_eq!(shown["root_public_key"], minted["public_key"]);
    let key_text = std::fs::read_to_string(home.join("chain.key")).unwrap();
    assert!(
        key_text.contains("ciphertext") && !key_text.contains("\"seed\""),
        "not sealed: {key_text}"
    );
    let turn = run(&home, &["turn", "What is the capital of Italy?", "--json"], pass);
    assert_eq!(turn.status.code(), Some(0), "{}", text(&turn.stderr));
    let report = json(&run(&home, &["ledger", "verify", "--json"], pass));
    assert_eq!(report["chain_ok"], true, "{report}");
    let entries = report["entries"].as_u64().unwrap();
    assert!(entries > rotated["seq"].as_u64().unwrap(), "{report}");
    let chain_file = root.join("chain.jsonl");
    let bare_file = root.join("bare.jsonl");
    let cp = root.join("cp.json");
    for (args, file) in [
        (vec!["ledger", "export"], &chain_file),
        (vec!["ledger", "export", "--no-der"], &bare_file),
        (vec!["ledger", "checkpoint", "--out"], &cp),
    ] {
        let mut args = args.clone();
        args.push(file.to_str().unwrap());
        assert!(run(&home, &args, pass).status.success(), "{args:?}");
    }
    for file in [&chain_file, &bare_file] {
        let args = [
            "ledger",
            "verify",
            "--file",
            file.to_str().unwrap(),
            "--checkpoint",
            cp.to_str().unwrap(),
            "--json",
        ];
        assert_eq!(json(&run(&home, &args, pass))["chain_ok"], true, "{}", file.display());
    }

    // Restore elsewhere: a wrong passphrase is exit 2; the right one gives the same agent id.
    let fresh = root.join("fresh");
    let wrong = run(&fresh, &["agent", "import", backup.to_str().unwrap()], Some("guess"));
    assert_eq!(wrong.status.code(), Some(2));
    assert!(
        text(&wrong.stderr).contains("does not open with this passphrase"),
        "{}",
        text(&wrong.stderr)
    );
    let restored =
        json(&run(&fresh, &["agent", "import", backup.to_str().unwrap(), "--json"], pass));
    assert_eq!(restored["agent_id"], minted["agent_id"]);
    assert_eq!(
        json(&run(&fresh, &["agent", "show", "--json"], pass))["agent_id"],
        minted["agent_id"]
    );
    let twice = run(&fresh, &["agent", "import", backup.to_str().unwrap()], pass);
    assert_eq!(twice.status.code(), Some(2), "an identity was overwritten");
    // That export was made before the rotation: its key is retired, and the chain refuses it.
    let imported = run(&fresh, &["ledger", "import", chain_file.to_str().unwrap()], pass);
    assert!(imported.status.success(), "{}", text(&imported.stderr));
    let stale =
        run(&fresh, &["turn", "What is the capital of Spain?", "--json", "--no-wait"], pass);
    assert_ne!(stale.status.code(), Some(0));
    assert!(text(&stale.stderr).contains("a retired key"), "{}", text(&stale.stderr));
    assert_eq!(json(&run(&fresh, &["ledger", "verify", "--json"], pass))["entries"], entries);
}

#[test]
fn keel_score_rates_the_models_answers_and_writes_the_report() {
    let home = temp_home("score");
    let set = home.join("set.jsonl");
    let line = |id: &str, question: &str, any: &str| {
        format!(
            r#"{{"schema":"keel.everyday/1","id":"{id}","category":"fact","question":"{question}","reference":"{any}","must_contain_any":["{any}"]}}"#
        )
    };
    std::fs::write(
        &set,
        [
            line("paris", "What is the capital of France?", "Paris"),
            line("never", "What is the capital of France?", "Ulaanbaatar"),
        ]
        .join("\n"),
    )
    .unwrap();
    let report_file = home.join("report.json");
    let set_arg = set.to_str().unwrap();
    let out =
        keel(&home, &["score", set_arg, "--json", "--out", report_file.to_str().unwrap()], "");
    assert_eq!(out.status.code(), Some(0), "stderr: {}", text(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["schema"], "keel.everyday-score/1");
    assert_eq!((report["n"].as_u64(), report["useful"].as_u64()), (Some(2), Some(1)), "{report}");
    assert_eq!(report["items"][0]["useful"], true, "{}", report["items"][0]);
    assert_eq!(report["items"][1]["failed"][0]["misses_all"][0], "Ulaanbaatar");
    assert_eq!(report["categories"]["fact"]["n"], 2);
    assert_eq!(report["sampling"]["repetition"]["stop_on_loop"], true, "the profile's default");
    assert!(report["answer_seconds"]["median"].as_f64().unwrap() > 0.0);
    assert!(report["decode_tokens_per_s"].as_f64().unwrap() > 0.0);
    let written: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report_file).unwrap()).unwrap();
    assert_eq!(written["items"], report["items"]);

    // The table, and a control out of range refused before any model loads.
    let table = keel(&home, &["score", set_arg, "--limit", "1", "--repetition-penalty", "1.2"], "");
    assert_eq!(table.status.code(), Some(0), "stderr: {}", text(&table.stderr));
    let table = text(&table.stdout);
    assert!(table.contains("repetition penalty 1.2"), "{table}");
    assert!(table.contains("useful answers"), "{table}");
    let bad = keel(&home, &["score", set_arg, "--no-repeat-ngram", "1"], "");
    assert_eq!(bad.status.code(), Some(2));
    assert!(text(&bad.stderr).contains("no-repeat n-gram must be 0 (off) or 2..=64"));
}
