//! `keel models list|use|rm` and `keel doctor`'s pulled-model check on the real binary, against a
//! cache dir of its own (`KEEL_CACHE`) holding fake installed models: a directory with a
//! `keel-manifest.json` built from the catalogue's pinned GGUF and the files it lists. Needs no
//! network, no runtime and no real model (`keel models pull` itself is covered by
//! `scripts/test_provision.py` and the conversions in docs/models.md).

use std::path::PathBuf;
use std::process::{Command, Output};

use sha2::{Digest, Sha256};

const SMALL: &str = "qwen2.5-coder-0.5b-instruct";
const LARGE: &str = "qwen2.5-coder-1.5b-instruct";
const BASE: &str = "gemma3-270m";

struct Sandbox {
    root: PathBuf,
}

impl Sandbox {
    fn new(name: &str) -> Self {
        let root =
            std::env::temp_dir().join(format!("keel-cli-models-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(root.join("home")).unwrap();
        std::fs::create_dir_all(root.join("cache")).unwrap();
        Self { root }
    }

    fn config(&self) -> PathBuf {
        self.root.join("config.toml")
    }

    fn model_dir(&self, name: &str) -> PathBuf {
        self.root.join("cache").join("models").join(name)
    }

    fn keel(&self, args: &[&str]) -> Output {
        Command::new(crate::KEEL)
            .env("KEEL_CACHE", self.root.join("cache"))
            .arg("--home")
            .arg(self.root.join("home"))
            .arg("--config")
            .arg(self.config())
            .args(args)
            .output()
            .expect("keel starts")
    }

    /// A pulled model as provisioning leaves it: files, then the manifest naming the pinned GGUF.
    fn install(&self, name: &str) {
        let catalogue: serde_json::Value =
            serde_json::from_str(include_str!("../../../scripts/catalogue.json")).unwrap();
        let entry = catalogue["models"].as_array().unwrap().iter().find(|m| m["name"] == name);
        let source = entry.unwrap()["gguf"]["sha256"].clone();
        let dir = self.model_dir(name);
        std::fs::create_dir_all(&dir).unwrap();
        let body = format!("not really a graph: {name}");
        std::fs::write(dir.join("model.onnx"), &body).unwrap();
        let manifest = serde_json::json!({
            "keel_manifest": 1, "name": name, "kind": "chat",
            "identity": {"source_sha256": source, "converter_version": "1.0.0"},
            "files": {"model.onnx": {"sha256": hex::encode(Sha256::digest(body.as_bytes())),
                                     "size": body.len()}},
        });
        std::fs::write(dir.join("keel-manifest.json"), manifest.to_string()).unwrap();
    }

    fn list(&self) -> Vec<serde_json::Value> {
        let out = self.keel(&["models", "list", "--json"]);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        text(&out.stdout).lines().map(|l| serde_json::from_str(l).unwrap()).collect()
    }

    fn state(&self, name: &str) -> (String, Vec<String>) {
        let model = self.list().into_iter().find(|m| m["name"] == name).unwrap();
        let used = model["used_as"].as_array().unwrap();
        (
            model["state"].as_str().unwrap().to_owned(),
            used.iter().map(|r| r.as_str().unwrap().to_owned()).collect(),
        )
    }
}

impl Drop for Sandbox {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.root);
    }
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn assert_failed(out: &Output, needle: &str) {
    assert_eq!(
        out.status.code(),
        Some(2),
        "stdout {} stderr {}",
        text(&out.stdout),
        text(&out.stderr)
    );
    assert!(text(&out.stderr).contains(needle), "{}", text(&out.stderr));
}

#[test]
fn list_shows_installed_and_available_models_with_size_and_licence() {
    let sandbox = Sandbox::new("list");
    sandbox.install(SMALL);
    let models = sandbox.list();
    let names: Vec<&str> = models.iter().map(|m| m["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["smollm2-135m-instruct", SMALL, LARGE, BASE]);
    let small = &models[1];
    assert_eq!(small["state"], "installed");
    assert_eq!(small["license"], "Apache-2.0");
    assert_eq!(small["download_bytes"], 491_400_064u64);
    assert!(small["installed_bytes"].as_u64().unwrap() > 0);
    assert_eq!(models[2]["state"], "available");
    assert_eq!(models[2]["default"], true, "the 1.5B is the default");
    assert_eq!(models[0]["default"], false);
    // The default model is not provisioned in this cache, and the roles use it: nobody uses SMALL.
    assert_eq!(sandbox.state(SMALL).1, Vec::<String>::new());

    let table = text(&sandbox.keel(&["models", "list"]).stdout);
    let line = table.lines().find(|l| l.starts_with(SMALL)).unwrap();
    assert!(
        line.contains("installed") && line.contains("491 MB") && line.contains("Apache-2.0"),
        "{line}"
    );
    assert!(
        table
            .lines()
            .any(|l| l.starts_with(LARGE) && l.contains("available") && l.contains("1.12 GB"))
    );

    // Once `keel bench` has measured it, its decode speed shows; a record of another graph (the
    // model was re-converted since) does not.
    assert_eq!(small["speed"], serde_json::Value::Null);
    let installed_sha = hex::encode(Sha256::digest(format!("not really a graph: {SMALL}")));
    let record = |sha: &str| {
        serde_json::json!({
            "schema": "keel.model-speed/1", "model": SMALL, "model_sha256": sha,
            "measured_at": "2026-11-28T12:00:00Z", "load_average": 0.3, "model_load_ms": 800.0,
            "time_to_first_token_ms": 90.0, "prefill_tokens_per_s": 600.0,
            "decode_short_tokens_per_s": 67.4, "decode_long_tokens_per_s": 51.0,
        })
        .to_string()
    };
    let speed_dir = sandbox.root.join("cache").join("speed");
    std::fs::create_dir_all(&speed_dir).unwrap();
    std::fs::write(speed_dir.join(format!("{SMALL}.json")), record(&installed_sha)).unwrap();
    let measured = sandbox.list();
    assert_eq!(measured[1]["speed"]["decode_short_tokens_per_s"], 67.4);
    let table = text(&sandbox.keel(&["models", "list"]).stdout);
    assert!(table.lines().any(|l| l.starts_with(SMALL) && l.contains("67 tok/s")), "{table}");
    std::fs::write(speed_dir.join(format!("{SMALL}.json")), record(&"0".repeat(64))).unwrap();
    assert_eq!(sandbox.list()[1]["speed"], serde_json::Value::Null);

    // A directory without a finished manifest (an interrupted copy) is not "installed".
    std::fs::remove_file(sandbox.model_dir(SMALL).join("keel-manifest.json")).unwrap();
    assert_eq!(sandbox.state(SMALL).0, "incomplete");
}

#[test]
fn use_writes_the_config_keeping_its_comments_and_rm_refuses_a_model_in_use() {
    let sandbox = Sandbox::new("use");
    sandbox.install(SMALL);
    sandbox.install(LARGE);
    std::fs::write(sandbox.config(), "# my keel\n[runtime]\nintra_threads = 2 # two cores\n")
        .unwrap();

    let out = sandbox.keel(&["models", "use", SMALL]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let config = std::fs::read_to_string(sandbox.config()).unwrap();
    assert!(
        config.starts_with("# my keel\n[runtime]\nintra_threads = 2 # two cores\n"),
        "{config}"
    );
    assert!(
        config.contains(&format!("chat = {:?}", sandbox.model_dir(SMALL).display().to_string()))
    );
    // The judge follows the Intellect unless configured apart.
    assert_eq!(sandbox.state(SMALL).1, ["intellect", "judge"]);

    let out = sandbox.keel(&["models", "use", SMALL, "--role", "judge"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let out = sandbox.keel(&["models", "use", LARGE]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(sandbox.state(LARGE).1, ["intellect"]);
    assert_eq!(sandbox.state(SMALL).1, ["judge"]);
    assert_failed(&sandbox.keel(&["models", "rm", SMALL]), "is the judge model");
    assert!(sandbox.model_dir(SMALL).join("model.onnx").is_file());

    let out = sandbox.keel(&["models", "use", LARGE, "--role", "judge"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let out = sandbox.keel(&["models", "rm", SMALL]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(!sandbox.model_dir(SMALL).exists());
    assert_eq!(sandbox.state(SMALL).0, "available");
    assert_failed(&sandbox.keel(&["models", "use", SMALL]), "not installed; run `keel models pull");
    assert_failed(&sandbox.keel(&["models", "rm", "smollm2-135m-instruct"]), "not installed");
    assert_failed(&sandbox.keel(&["models", "use", "gpt-17"]), "not in the catalogue");
    // The config is still valid for every other command.
    let config = std::fs::read_to_string(sandbox.config()).unwrap();
    assert_eq!(config.matches("[models]").count(), 1, "{config}");
    assert_eq!(config.matches("[models.judge]").count(), 1, "{config}");
}

#[test]
fn use_refuses_when_another_setting_would_still_decide_the_role() {
    let sandbox = Sandbox::new("override");
    sandbox.install(SMALL);
    let served = "[models.intellect]\nbackend = \"ollama\"\nmodel = \"llama3.2\"\n";
    std::fs::write(sandbox.config(), served).unwrap();
    assert_failed(
        &sandbox.keel(&["models", "use", SMALL]),
        "another setting decides the intellect",
    );
    assert_eq!(std::fs::read_to_string(sandbox.config()).unwrap(), served, "config untouched");
}

#[test]
fn doctor_fails_a_pulled_model_whose_files_no_longer_match() {
    let sandbox = Sandbox::new("doctor");
    sandbox.install(SMALL);
    let doctor = |sandbox: &Sandbox| -> serde_json::Value {
        let out = sandbox.keel(&["doctor", "--json"]);
        let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        report["checks"].as_array().unwrap().iter().find(|c| c["name"] == "pulled").unwrap().clone()
    };
    let check = doctor(&sandbox);
    assert_eq!(check["status"], "ok", "{check}");
    std::fs::write(sandbox.model_dir(SMALL).join("model.onnx"), "not really a graph: tampered")
        .unwrap();
    let check = doctor(&sandbox);
    assert_eq!(check["status"], "fail", "{check}");
    assert!(check["detail"].as_str().unwrap().contains("model.onnx"), "{check}");
    assert!(
        check["fix"].as_str().unwrap().contains(&format!("keel models pull {SMALL}")),
        "{check}"
    );
}

#[test]
fn model_takes_an_installed_catalogue_name_and_says_how_to_pull_a_missing_one() {
    let sandbox = Sandbox::new("flag");
    sandbox.install(SMALL);
    // Installed: the name resolves to the cache's directory, which doctor then checks.
    let out = sandbox.keel(&["--model", SMALL, "doctor", "--json"]);
    let dir = sandbox.model_dir(SMALL).display().to_string();
    assert!(text(&out.stdout).contains(&dir), "{}", text(&out.stdout));
    assert_failed(
        &sandbox.keel(&["--model", LARGE, "turn", "hi"]),
        &format!(
            "not installed in {}; run `keel models pull {LARGE}`",
            sandbox.root.join("cache").display()
        ),
    );
}

#[test]
fn a_base_model_is_listed_as_base_refused_for_every_role_and_runs_for_one_command_with_a_warning() {
    let sandbox = Sandbox::new("base");
    sandbox.install(BASE);
    sandbox.install(SMALL);
    let models = sandbox.list();
    let base = models.iter().find(|m| m["name"] == BASE).unwrap();
    assert_eq!((base["base"].clone(), base["state"].clone()), (true.into(), "installed".into()));
    assert_eq!(base["license"], "Gemma");
    assert!(models.iter().filter(|m| m["name"] != BASE).all(|m| m["base"] == false));
    let table = text(&sandbox.keel(&["models", "list"]).stdout);
    assert!(table.lines().any(|l| l.starts_with(&format!("{BASE} (base)"))), "{table}");

    for role in ["intellect", "judge"] {
        assert_failed(
            &sandbox.keel(&["models", "use", BASE, "--role", role]),
            &format!(
                "{BASE} is a base model (text completion, not instruction-tuned) and cannot be the {role}"
            ),
        );
    }
    assert!(!sandbox.config().exists(), "no config written");

    let out = sandbox.keel(&["--model", BASE, "doctor", "--json"]);
    assert!(text(&out.stdout).contains(&sandbox.model_dir(BASE).display().to_string()));
    assert!(
        text(&out.stderr).contains(&format!("keel: {BASE} is a base model")),
        "{}",
        text(&out.stderr)
    );
    let out = sandbox.keel(&["--model", SMALL, "doctor", "--json"]);
    assert!(!text(&out.stderr).contains("base model"), "{}", text(&out.stderr));
}
