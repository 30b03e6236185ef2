//! The harness: a real `App`, the real workers, a scripted or tiny model, a temp database.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use keel_app::commands::Context;
use keel_app::governed::{self, GovernedSession};
use keel_app::models::ModelChoice;
use keel_app::paths::Paths;
use keel_app::workbench::app::{App, Effect, Screen, VerifyStatus};
use keel_app::workbench::event::Event;
use keel_app::workbench::keymap::Keymap;
use keel_app::workbench::switch::{CurrentModel, DirLoader, Switcher};
use keel_app::workbench::workers::{GovernedLoader, Loader};
use keel_app::workbench::{Workers, apply_pending, view};
use keel_evidence::chain::entry::ChainEntry;
use keel_model::{
    CancelToken, ChatMessage, FinishReason, GeneratedToken, Generation, GenerationRequest,
    GenerationTimings, ModelError, ModelIdentity, Prompt, TextGenerator, TokenEvent,
};
use keel_store::{ChainStore, PlaneClient};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use unicode_width::UnicodeWidthStr;

/// A model answer that tries to clear the screen, retitle the window, reverse the text and
/// smuggle a NUL.
pub fn hostile_answer() -> &'static str {
    "Sure!\x1b[2J\x1b]0;title\x07 evil \u{202e}txet desrever\u{202c} and a NUL:\0 end"
}

/// The recorded 34-entry chain's entries.
pub fn recorded_entries() -> Vec<ChainEntry> {
    let text =
        std::fs::read_to_string(keel_tests::fixtures::fixtures().join("chain/recorded.jsonl"))
            .unwrap();
    let file = keel_evidence::chain::export::parse(&text).unwrap();
    file.entries.into_iter().map(Result::unwrap).collect()
}

/// The conversations a scripted model was asked to answer, as it received them.
pub type Prompts = Arc<Mutex<Vec<Vec<ChatMessage>>>>;

/// A generator that answers every request with the same text, a few characters per token.
#[derive(Debug)]
struct Scripted {
    identity: ModelIdentity,
    answer: String,
    delay: Duration,
    logprob: f32,
    prompts: Prompts,
}

impl TextGenerator for Scripted {
    fn identity(&self) -> &ModelIdentity {
        &self.identity
    }

    fn render_chat(&self, messages: &[ChatMessage]) -> Result<String, ModelError> {
        Ok(messages.iter().map(|m| m.content.as_str()).collect::<Vec<_>>().join("\n"))
    }

    fn generate(
        &mut self,
        request: &GenerationRequest,
        cancel: &CancelToken,
        on_token: &mut dyn FnMut(&TokenEvent),
    ) -> Result<Generation, ModelError> {
        if let Prompt::Chat(messages) = &request.prompt {
            self.prompts.lock().unwrap().push(messages.clone());
        }
        let chars: Vec<char> = self.answer.chars().collect();
        let mut text = String::new();
        let mut tokens = Vec::new();
        let mut finish = FinishReason::Stop;
        for (index, piece) in chars.chunks(3).enumerate() {
            if cancel.is_cancelled() {
                finish = FinishReason::Cancelled;
                break;
            }
            std::thread::sleep(self.delay);
            let piece: String = piece.iter().collect();
            on_token(&TokenEvent {
                index,
                token_id: Some(index as u32),
                text: piece.clone(),
                logprob: Some(self.logprob),
                margin: None,
            });
            text.push_str(&piece);
            tokens.push(GeneratedToken {
                id: Some(index as u32),
                logprob: Some(self.logprob),
                margin: None,
            });
        }
        let ms = Duration::from_millis;
        Ok(Generation {
            text,
            tokens,
            prompt_token_ids: vec![1; 12],
            finish,
            params: request.params,
            timings: GenerationTimings {
                prompt: ms(2),
                prefill: ms(30),
                time_to_first_token: ms(33),
                decode: ms(120),
            },
            usage: None,
        })
    }
}

pub struct Harness {
    pub app: App,
    /// What the scripted model was asked (empty for other models).
    pub prompts: Prompts,
    /// What keys put on the clipboard (OSC 52), oldest first.
    pub clipboard: Vec<String>,
    workers: Workers,
    rx: Receiver<Event>,
    /// The data dir (and, for the switching harnesses, the catalogue cache and the config).
    dir: tempfile::TempDir,
    /// The governed session: it mints a fresh identity per run, so its agent id and every entry
    /// hash differ from run to run (the plain workbench shows the recorded chain's, which do
    /// not).
    governed: bool,
}

impl Harness {
    fn start(load: Loader, dir: tempfile::TempDir) -> Harness {
        Harness::start_recording(load, dir, Prompts::default())
    }

    fn start_recording(load: Loader, dir: tempfile::TempDir, prompts: Prompts) -> Harness {
        let switcher = scripted_switcher(dir.path(), "");
        Harness::start_switching(load, switcher, dir, prompts)
    }

    fn start_switching(
        load: Loader,
        switcher: Switcher,
        dir: tempfile::TempDir,
        prompts: Prompts,
    ) -> Harness {
        let (keymap, warnings) = Keymap::new(&BTreeMap::new());
        assert!(warnings.is_empty());
        let app = App::new(
            keel_widgets::theme::Theme::default(),
            keymap,
            PathBuf::from("/home/user/.local/share/keel"),
            PathBuf::from("/home/user/.cache/keel/models/smollm2-135m-instruct"),
        );
        let (tx, rx) = mpsc::channel();
        let workers = Workers::spawn(load, switcher, dir.path().join("chain.redb"), &tx);
        workers.dispatch(App::startup());
        let mut h =
            Harness { app, prompts, clipboard: Vec::new(), workers, rx, dir, governed: false };
        h.wait_for(|app| matches!(app.chain.verify, VerifyStatus::Done { .. }));
        h
    }

    fn scripted_with(answer: &str, delay: Duration, logprob: f32) -> Harness {
        let prompts = Prompts::default();
        let load = scripted_loader(answer, delay, logprob, &prompts);
        Harness::start_recording(load, tempfile::tempdir().unwrap(), prompts)
    }

    pub fn scripted(answer: &str) -> Harness {
        Harness::scripted_with(answer, Duration::ZERO, -0.25)
    }

    /// Every token at probability e^-9: the regulator finds it all low-confidence.
    pub fn unsure(answer: &str) -> Harness {
        Harness::scripted_with(answer, Duration::ZERO, -9.0)
    }

    /// 40 ms per token: slow enough to press Esc mid-answer.
    pub fn slow_scripted(answer: &str) -> Harness {
        Harness::scripted_with(answer, Duration::from_millis(40), -0.25)
    }

    pub fn failing_model(error: &str, fix: &str) -> Harness {
        let failure = (error.to_owned(), fix.to_owned());
        Harness::start(Box::new(move || Err(failure)), tempfile::tempdir().unwrap())
    }

    pub fn tiny_model() -> Harness {
        let load: Loader = Box::new(|| {
            let cache = keel_runtime::onnx::default_cache_dir().expect("a cache dir");
            let search = keel_runtime::onnx::LibrarySearch::from_env(None, None, Some(cache));
            let runtime = keel_runtime::onnx::Runtime::init(
                &search,
                keel_runtime::onnx::ThreadOptions::default(),
            )
            .map_err(|e| (e.to_string(), "make setup".to_owned()))?;
            let dir = keel_tests::fixtures::tiny_model_dir();
            keel_runtime::onnx::OnnxGenerator::load(&dir, runtime)
                .map(|g| Box::new(g) as Box<dyn TextGenerator>)
                .map_err(|e| (e.to_string(), "make setup".to_owned()))
        });
        Harness::start(load, tempfile::tempdir().unwrap())
    }

    /// The governed session (tiny chat model, the provisioned embedder, the default profile) on
    /// a fresh data dir, sharing its chain store with the store worker as `keel` does.
    pub fn governed_tiny() -> Harness {
        let mut h = Harness::governed_on(tempfile::tempdir().unwrap(), None);
        h.wait_for(|app| matches!(app.chain.verify, VerifyStatus::Done { .. }));
        h
    }

    /// Quits and starts the governed workbench again on the same data dir.
    pub fn reopen_governed(self) -> Harness {
        let Harness { app, workers, rx, dir, .. } = self;
        drop((app, workers, rx));
        // The workers close the databases when their channels close.
        std::thread::sleep(Duration::from_millis(500));
        let mut h = Harness::governed_on(dir, None);
        h.wait_for(|app| matches!(app.chain.verify, VerifyStatus::Done { .. }));
        h
    }

    /// [`Harness::governed_tiny`] with the chain on a plane (`--plane`), as `keel` starts it:
    /// stores opened without contacting the plane, the status bar naming it. On a plane the
    /// user is a returning one (the identity is minted), so the chain browser asks the plane
    /// for that agent's chain. Returns at once.
    pub fn governed_tiny_on(plane: Option<PlaneClient>) -> Harness {
        Harness::governed_on(tempfile::tempdir().unwrap(), plane)
    }

    /// The governed session as [`Harness::governed_tiny`] opens it, answering with `generator`
    /// (a scripted one: deterministic drafts, so governed screens can be snapshotted) instead of
    /// the tiny model; the Will, the audit and Spirit use the provisioned embedder.
    pub fn governed_scripted(generator: Box<dyn TextGenerator>) -> Harness {
        let dir = tempfile::tempdir().unwrap();
        let mut h = Harness::governed_with(dir, None, Some(generator));
        h.wait_for(|app| matches!(app.chain.verify, VerifyStatus::Done { .. }));
        h
    }

    /// The governed workbench answering every message with `answer` (the harness's scripted
    /// model, whose answers the judgment heads read as the plain text they are; the tiny model's
    /// random bytes are not an answer a Will should be asked to pass).
    pub fn governed_answering(answer: &str) -> Harness {
        let generator = Scripted {
            identity: ModelIdentity {
                name: "scripted".into(),
                model_sha256: String::new(),
                tokenizer_sha256: String::new(),
                remote: None,
            },
            answer: answer.to_owned(),
            delay: Duration::ZERO,
            logprob: -0.25,
            prompts: Prompts::default(),
        };
        let dir = tempfile::tempdir().unwrap();
        let mut h = Harness::governed_with(dir, None, Some(Box::new(generator)));
        h.wait_for(|app| matches!(app.chain.verify, VerifyStatus::Done { .. }));
        h
    }

    fn governed_on(dir: tempfile::TempDir, plane: Option<PlaneClient>) -> Harness {
        Harness::governed_with(dir, plane, None)
    }

    /// The plain model worker answering `answer` as `smollm2-135m-instruct` (the current
    /// catalogue model), with a catalogue cache in which `installed` models are pulled (copies
    /// of the tiny model). `real`: switching loads those copies with ONNX Runtime; else a
    /// scripted model named after the catalogue model answers "NAME: answer".
    pub fn switching(answer: &str, installed: &[&str], real: bool) -> Harness {
        let dir = tempfile::tempdir().unwrap();
        catalogue_cache(dir.path(), installed);
        let switcher = if real {
            Switcher::new(harness_paths(dir.path()), &tiny_choice())
        } else {
            scripted_switcher(dir.path(), answer)
        };
        let prompts = Prompts::default();
        let load = named_loader(DEFAULT_MODEL, answer, &prompts);
        let mut h = Harness::start_switching(load, switcher, dir, prompts);
        h.app.picker.current = CurrentModel::Catalogue(DEFAULT_MODEL.into());
        h.wait_for(|app| app.picker.options.is_some());
        h
    }

    /// [`Harness::switching`] on the governed session (scripted models only).
    pub fn governed_switching(answer: &str, installed: &[&str]) -> Harness {
        let dir = tempfile::tempdir().unwrap();
        catalogue_cache(dir.path(), installed);
        let switcher = scripted_switcher(dir.path(), answer);
        let generator = scripted_named(DEFAULT_MODEL, answer, &Prompts::default());
        let mut h = Harness::governed_full(dir, None, Some(generator), switcher);
        h.app.picker.current = CurrentModel::Catalogue(DEFAULT_MODEL.into());
        h.wait_for(|app| matches!(app.chain.verify, VerifyStatus::Done { .. }));
        h
    }

    /// The data dir's config file (where a switch is recorded).
    pub fn config_file(&self) -> PathBuf {
        harness_paths(self.dir.path()).config_file
    }

    /// The catalogue cache's directory of model `name`.
    pub fn model_dir(&self, name: &str) -> PathBuf {
        harness_paths(self.dir.path()).cache.join("models").join(name)
    }

    /// `generator`: the Intellect; `None` loads the tiny model.
    fn governed_with(
        dir: tempfile::TempDir,
        plane: Option<PlaneClient>,
        generator: Option<Box<dyn TextGenerator>>,
    ) -> Harness {
        let switcher = scripted_switcher(dir.path(), "");
        Harness::governed_full(dir, plane, generator, switcher)
    }

    fn governed_full(
        dir: tempfile::TempDir,
        plane: Option<PlaneClient>,
        generator: Option<Box<dyn TextGenerator>>,
        switcher: Switcher,
    ) -> Harness {
        let choice = tiny_choice();
        let url = plane.as_ref().map(|p| p.url().to_owned());
        let ctx = Context { plane, ..Context::local(dir.path().to_path_buf()) };
        // A previous run's threads may still be closing the databases (redb: one handle each).
        let deadline = Instant::now() + Duration::from_secs(20);
        let store = loop {
            match governed::open_stores_offline(&ctx) {
                Ok(store) => break store,
                Err(_) if Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(100));
                }
                Err(e) => panic!("{e:#}"),
            }
        };
        if url.is_some() {
            store.chain.mint("2026-03-01T12:00:00Z").unwrap();
        }
        let shared = std::sync::Arc::clone(&store);
        let cost_cap = ctx.cost_cap;
        let load: GovernedLoader = Box::new(move || {
            let generator = match generator {
                Some(generator) => generator,
                None => choice.load_chat_for_screen()?,
            };
            let profile = governed::resolve_profile(None, None, None)
                .map_err(|e| (e.to_string(), String::new()))?;
            GovernedSession::open_on(shared, generator, &choice, profile, cost_cap)
                .map_err(|e| (format!("{e:#}"), "make setup".to_owned()))
        });
        let (keymap, _) = Keymap::new(&BTreeMap::new());
        let mut app = App::new(
            keel_widgets::theme::Theme::default(),
            keymap,
            PathBuf::from("/home/user/.local/share/keel"),
            PathBuf::from("/home/user/.cache/keel/models/tiny-lm"),
        );
        app.plane = url;
        let (tx, rx) = mpsc::channel();
        let workers = Workers::spawn_governed(load, switcher, store, dir.path().to_path_buf(), &tx);
        workers.dispatch(App::startup());
        Harness {
            app,
            prompts: Prompts::default(),
            clipboard: Vec::new(),
            workers,
            rx,
            dir,
            governed: true,
        }
    }

    /// A temp database holding the recorded chain (imported, which verifies it first).
    pub fn with_recorded_chain() -> Harness {
        let dir = tempfile::tempdir().unwrap();
        {
            let store = ChainStore::open(dir.path().join("chain.redb")).unwrap();
            store
                .import(
                    &std::fs::read_to_string(
                        keel_tests::fixtures::fixtures().join("chain/recorded.jsonl"),
                    )
                    .unwrap(),
                    keel_evidence::chain::Authorship::Required,
                )
                .unwrap();
        }
        let load = scripted_loader("", Duration::ZERO, -0.25, &Prompts::default());
        Harness::start(load, dir)
    }

    /// Waits until the workers have been quiet for 100 ms (saves and lists done).
    pub fn pump_until_idle(&mut self) {
        while let Ok(event) = self.rx.recv_timeout(Duration::from_millis(100)) {
            apply_pending(&mut self.app, &self.workers, event, &self.rx);
        }
    }

    /// Quits and starts keel again on the same data dir, as a user would.
    pub fn reopen(self) -> Harness {
        let Harness { app, workers, rx, dir, .. } = self;
        drop((app, workers, rx));
        // The store worker closes the databases when its channel closes.
        std::thread::sleep(Duration::from_millis(300));
        let prompts = Prompts::default();
        let load = scripted_loader("", Duration::ZERO, -0.25, &prompts);
        let mut h = Harness::start_recording(load, dir, prompts);
        h.pump_until_idle();
        h
    }

    /// Applies everything the workers have sent so far.
    pub fn pump(&mut self) {
        while let Ok(event) = self.rx.try_recv() {
            apply_pending(&mut self.app, &self.workers, event, &self.rx);
        }
    }

    /// Applies `event` as if a worker had sent it, dispatching what it asks of the workers.
    pub fn inject(&mut self, event: Event) {
        let (tx, rx) = mpsc::channel();
        drop(tx);
        apply_pending(&mut self.app, &self.workers, event, &rx);
    }

    pub fn key(&mut self, code: KeyCode, modifiers: KeyModifiers) {
        self.pump();
        let (tx, rx) = mpsc::channel();
        drop(tx);
        let event = Event::Key(KeyEvent::new(code, modifiers));
        for effect in apply_pending(&mut self.app, &self.workers, event, &rx) {
            if let Effect::Copy(text) = effect {
                self.clipboard.push(text);
            }
        }
    }

    pub fn type_text(&mut self, text: &str) {
        for c in text.chars() {
            let m = if c.is_uppercase() { KeyModifiers::SHIFT } else { KeyModifiers::NONE };
            self.key(KeyCode::Char(c), m);
        }
    }

    pub fn tab_to(&mut self, screen: Screen) {
        for _ in 0..Screen::ALL.len() {
            if self.app.screen == screen {
                return;
            }
            self.key(KeyCode::Tab, KeyModifiers::NONE);
        }
        assert_eq!(self.app.screen, screen);
    }

    /// Feeds worker events until `done` holds (10 s at most).
    pub fn wait_for(&mut self, done: impl Fn(&App) -> bool) {
        self.wait_for_within(Duration::from_secs(10), done);
    }

    /// [`Harness::wait_for`] with a longer limit (real models on a loaded machine).
    pub fn wait_for_within(&mut self, limit: Duration, done: impl Fn(&App) -> bool) {
        let deadline = Instant::now() + limit;
        while !done(&self.app) {
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(
                !left.is_zero(),
                "timed out waiting; app: {:?} / {:?}",
                self.app.model,
                self.app.chain.status
            );
            if let Ok(event) = self.rx.recv_timeout(left) {
                apply_pending(&mut self.app, &self.workers, event, &self.rx);
            }
        }
    }

    /// Draws the app on a `w`×`h` test terminal and returns the screen as text.
    pub fn render(&mut self, w: u16, h: u16) -> String {
        let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
        terminal.draw(|frame| view::draw(frame, &mut self.app)).unwrap();
        let buffer = terminal.backend().buffer();
        let mut out = String::new();
        for y in 0..h {
            let mut x = 0;
            while x < w {
                let symbol = buffer[(x, y)].symbol();
                out.push_str(symbol);
                x += symbol.width().max(1) as u16;
            }
            out.push('\n');
        }
        out
    }
}

/// Loads a [`Scripted`] generator that answers `answer`, `delay` per token, every token at
/// `logprob`.
fn scripted_loader(answer: &str, delay: Duration, logprob: f32, prompts: &Prompts) -> Loader {
    let answer = answer.to_owned();
    let prompts = Arc::clone(prompts);
    let identity = ModelIdentity {
        name: "scripted".into(),
        model_sha256: String::new(),
        tokenizer_sha256: String::new(),
        remote: None,
    };
    Box::new(move || {
        Ok(Box::new(Scripted { identity, answer, delay, logprob, prompts })
            as Box<dyn TextGenerator>)
    })
}

/// The catalogue's default model: what the switching harnesses start with.
pub const DEFAULT_MODEL: &str = "smollm2-135m-instruct";

/// The harness's paths: the data dir, a catalogue cache and a config file inside `root`.
fn harness_paths(root: &std::path::Path) -> Paths {
    Paths {
        home: root.to_path_buf(),
        cache: root.join("cache"),
        config_file: root.join("config.toml"),
    }
}

/// Pulls `installed` into `root`'s catalogue cache (copies of the tiny model).
fn catalogue_cache(root: &std::path::Path, installed: &[&str]) {
    for name in installed {
        keel_tests::catalogue::install_tiny_as(&harness_paths(root).cache, name);
    }
}

/// ONNX Runtime as the cache provides it, and the tiny model.
fn tiny_choice() -> ModelChoice {
    let cache = keel_runtime::onnx::default_cache_dir().expect("a cache dir");
    ModelChoice::embedded(
        keel_runtime::onnx::LibrarySearch::from_env(None, None, Some(cache.clone())),
        keel_runtime::onnx::ThreadOptions::default(),
        keel_tests::fixtures::tiny_model_dir(),
        keel_runtime::onnx::provisioned_model(&cache, keel_runtime::onnx::DEFAULT_EMBEDDER),
        keel_runtime::onnx::provisioned_model(
            &cache,
            keel_runtime::onnx::DEFAULT_JUDGMENT_EMBEDDER,
        ),
    )
}

/// A switcher over `root`'s catalogue cache whose models load as scripted ones named after the
/// catalogue model, answering "NAME: answer".
fn scripted_switcher(root: &std::path::Path, answer: &str) -> Switcher {
    let answer = answer.to_owned();
    let load: DirLoader = Box::new(move |name, _dir| {
        Ok(scripted_named(name, &format!("{name}: {answer}"), &Prompts::default()))
    });
    Switcher { paths: harness_paths(root), load }
}

/// A scripted model whose identity is `name` (its model hash the name in hex: one per model).
fn scripted_named(name: &str, answer: &str, prompts: &Prompts) -> Box<dyn TextGenerator> {
    Box::new(Scripted {
        identity: ModelIdentity {
            name: name.to_owned(),
            model_sha256: hex::encode(name.as_bytes()),
            tokenizer_sha256: String::new(),
            remote: None,
        },
        answer: answer.to_owned(),
        delay: Duration::from_millis(5),
        logprob: -0.25,
        prompts: Arc::clone(prompts),
    })
}

fn named_loader(name: &str, answer: &str, prompts: &Prompts) -> Loader {
    let generator = scripted_named(name, answer, prompts);
    Box::new(move || Ok(generator))
}

/// The two sizes every screen is snapshotted at.
pub const SIZES: [(u16, u16); 2] = [(80, 24), (160, 48)];

/// Snapshots the screen at 80×24 and 160×48 as `NAME@WxH` (`snapshots/`), with what varies
/// between runs filtered: timings (with the padding that right-aligns them: a 9 ms and a 10 ms
/// stage pad differently), token rates, dates, this checkout's path, and the harness's stand-in
/// data dir; on the governed session also the fresh identity's agent id and hashes.
pub fn snap(h: &mut Harness, name: &str) {
    for (w, hgt) in SIZES {
        let screen = h.render(w, hgt);
        let mut settings = insta::Settings::clone_current();
        settings.set_prepend_module_to_snapshot(false);
        settings.add_filter(r" *\d+\.\d+ ms", " [ms]");
        settings.add_filter(r"took \d+ ms *", "took [ms]");
        settings.add_filter(r"\d+ tok/s", "[rate]");
        settings.add_filter(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z", "[utc]");
        if h.governed {
            settings.add_filter(r"SDI-[0-9A-F]+…?", "SDI-[agent]");
            settings.add_filter(r"\b[0-9a-f]{6,64}…?", "[hash]");
        }
        settings.add_filter(&env!("CARGO_MANIFEST_DIR").replace('.', r"\."), "[tests]");
        settings.add_filter(r"/home/user/\.local/share/keel", "[home]");
        settings.set_snapshot_suffix(format!("{w}x{hgt}"));
        settings.bind(|| insta::assert_snapshot!(name, screen));
    }
}
