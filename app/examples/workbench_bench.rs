//! Responsiveness of the workbench (issue 6): frame render time with a 10k-turn session and a
//! 100k-entry chain, input-to-frame latency while the default model is generating and while
//! the model worker loads another installed catalogue model (the model picker).
//!
//! `cargo run --release -p keel-app --example workbench_bench` (needs `make setup`). Frames are
//! drawn on ratatui's `TestBackend`, so the numbers are keel's own cost (state update, layout,
//! widgets, diff) without the terminal emulator's.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use keel_app::models::ModelChoice;
use keel_app::paths::Paths;
use keel_app::workbench::app::{App, ModelStatus, Screen};
use keel_app::workbench::event::Event;
use keel_app::workbench::keymap::{Action, Keymap};
use keel_app::workbench::switch::{CurrentModel, Switcher};
use keel_app::workbench::workers::{Loader, StoreEvent};
use keel_app::workbench::{Workers, apply_pending, view};
use keel_evidence::chain::entry::ChainEntry;
use keel_model::TextGenerator;
use keel_widgets::conversation::{Message, Speaker};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

fn app() -> App {
    let (keymap, _) = Keymap::new(&BTreeMap::new());
    App::new(keel_widgets::theme::Theme::default(), keymap, "/tmp/keel".into(), "model".into())
}

fn percentile(samples: &mut [Duration], p: f64) -> Duration {
    samples.sort();
    samples[((samples.len() - 1) as f64 * p).round() as usize]
}

fn frames(
    app: &mut App,
    w: u16,
    h: u16,
    n: usize,
    mut between: impl FnMut(&mut App, usize),
) -> Vec<Duration> {
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    (0..n)
        .map(|i| {
            between(app, i);
            let t = Instant::now();
            terminal.draw(|f| view::draw(f, app)).unwrap();
            t.elapsed()
        })
        .collect()
}

fn report(name: &str, mut samples: Vec<Duration>) {
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "{name:<48} p50 {:>7.3} ms  p95 {:>7.3} ms  max {:>7.3} ms  (n={})",
        ms(percentile(&mut samples, 0.5)),
        ms(percentile(&mut samples, 0.95)),
        ms(*samples.iter().max().unwrap()),
        samples.len()
    );
}

fn main() {
    // 10k turns (20k messages), following the bottom, and scrolled to the middle.
    let mut a = app();
    for i in 0..10_000 {
        a.messages.push(Message::new(
            Speaker::User,
            format!("question {i}: how does the keel keep the boat upright?"),
        ));
        a.messages.push(Message::new(Speaker::Assistant, format!("Answer {i}: the keel's weight low in the water gives a righting moment.\n- ballast\n- lateral resistance\n```\nmoment = weight × lever\n```")));
    }
    for (w, h) in [(80, 24), (160, 48)] {
        report(&format!("chat, 10k turns, {w}x{h}, bottom"), frames(&mut a, w, h, 300, |_, _| {}));
        report(
            &format!("chat, 10k turns, {w}x{h}, scrolling a page per frame"),
            frames(&mut a, w, h, 300, |app, _| app.conversation.scroll_up(20)),
        );
        a.conversation.follow();
    }
    // 100k-entry chain.
    let mut a = app();
    let entries: Vec<ChainEntry> = (1..=100_000u64)
        .map(|seq| {
            ChainEntry::new(
                "SDI-BENCH",
                seq,
                &format!("0x{:096X}", seq - 1),
                "EPISODIC",
                &format!("0x{seq:096X}"),
                true,
                None,
                "2026-03-01T12:00:00Z",
            )
        })
        .collect();
    let t = Instant::now();
    a.handle(Event::Store(StoreEvent::Loaded { agent: Some("SDI-BENCH".into()), entries }));
    println!(
        "{:<48} {:>7.1} ms",
        "chain, 100k entries: load into the view",
        t.elapsed().as_secs_f64() * 1e3
    );
    a.screen = Screen::Chain;
    for (w, h) in [(80, 24), (160, 48)] {
        report(
            &format!("chain, 100k entries, {w}x{h}, page down per frame"),
            frames(&mut a, w, h, 300, |app, _| {
                app.handle(Event::Key(KeyEvent::new(KeyCode::PageDown, KeyModifiers::NONE)));
            }),
        );
    }
    // Input-to-frame latency while the default model generates.
    let choice = default_model();
    let dir = std::env::temp_dir().join(format!("keel-bench-{}", std::process::id()));
    // The model picker's worker side, as `keel` starts it (the benchmark never switches).
    let cache = keel_runtime::onnx::default_cache_dir().expect("a cache dir");
    let provisioned = |name| keel_runtime::onnx::provisioned_model(&cache, name);
    let models = ModelChoice::embedded(
        choice.0.clone(),
        keel_runtime::onnx::ThreadOptions::default(),
        choice.1.clone(),
        provisioned(keel_runtime::onnx::DEFAULT_EMBEDDER),
        provisioned(keel_runtime::onnx::DEFAULT_JUDGMENT_EMBEDDER),
    );
    let paths =
        Paths { home: dir.clone(), cache: cache.clone(), config_file: dir.join("config.toml") };
    let switcher = Switcher::new(paths, &models);
    let load: Loader = Box::new(move || {
        let runtime = keel_runtime::onnx::Runtime::init(
            &choice.0,
            keel_runtime::onnx::ThreadOptions::default(),
        )
        .map_err(|e| (e.to_string(), String::new()))?;
        keel_runtime::onnx::OnnxGenerator::load(&choice.1, runtime)
            .map(|g| Box::new(g) as Box<dyn TextGenerator>)
            .map_err(|e| (e.to_string(), String::new()))
    });
    let mut a = app();
    let (tx, rx) = mpsc::channel();
    let workers = Workers::spawn(load, switcher, dir.join("chain.redb"), &tx);
    while !matches!(a.model, ModelStatus::Ready { .. }) {
        let e = rx.recv().unwrap();
        workers.dispatch(a.handle(e));
    }
    let mut terminal = Terminal::new(TestBackend::new(160, 48)).unwrap();
    let mut samples = Vec::new();
    let mut tokens = 0;
    for round in 0..3 {
        for c in format!("Write a long story about a sailing boat, part {round}.").chars() {
            workers.dispatch(
                a.handle(Event::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE))),
            );
        }
        workers.dispatch(a.handle(Event::Key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE))));
        let mut next_key = Instant::now() + Duration::from_millis(30);
        while a.generating.is_some() {
            // A keypress arrives on the same channel as the tokens; measure until its frame is drawn.
            if Instant::now() >= next_key {
                let sent = Instant::now();
                tx.send(Event::Key(KeyEvent::new(KeyCode::Char('x'), KeyModifiers::NONE))).unwrap();
                let first = rx.recv().unwrap();
                apply_pending(&mut a, &workers, first, &rx);
                terminal.draw(|f| view::draw(f, &mut a)).unwrap();
                samples.push(sent.elapsed());
                next_key = Instant::now() + Duration::from_millis(30);
            }
            if let Ok(e) = rx.recv_timeout(Duration::from_millis(5)) {
                if matches!(e, Event::Model(keel_app::workbench::workers::ModelEvent::Token { .. }))
                {
                    tokens += 1;
                }
                apply_pending(&mut a, &workers, e, &rx);
                terminal.draw(|f| view::draw(f, &mut a)).unwrap();
            }
            if samples.len() > 600 {
                a.handle(Event::Key(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE)));
            }
        }
        a.input.select_all();
        a.input.cut();
    }
    report(&format!("input-to-frame while generating ({tokens} tokens streamed)"), samples);
    switching(&mut a, &workers, &tx, &rx, &mut terminal);
    let _ = std::fs::remove_dir_all(dir);
}

/// Input-to-frame latency while the model worker loads another installed catalogue model (the
/// model picker's Enter), and how long the switch took. The choice is recorded in the
/// benchmark's own config file, never the user's.
fn switching(
    a: &mut App,
    workers: &Workers,
    tx: &mpsc::Sender<Event>,
    rx: &mpsc::Receiver<Event>,
    terminal: &mut Terminal<TestBackend>,
) {
    a.picker.current = CurrentModel::Catalogue(keel_runtime::onnx::DEFAULT_CHAT_MODEL.into());
    workers.dispatch(a.action(Action::Models));
    while a.picker.options.is_none() {
        let e = rx.recv().unwrap();
        apply_pending(a, workers, e, rx);
    }
    let options = a.picker.options.clone().unwrap_or_default();
    let Some(index) = options.iter().position(|o| {
        !o.default && matches!(o.state, keel_app::workbench::switch::OptionState::Installed { .. })
    }) else {
        println!("switching: no other catalogue model is installed (keel models pull NAME)");
        return;
    };
    a.picker.selected = index;
    let started = Instant::now();
    workers.dispatch(a.action(Action::UseModel));
    let mut samples = Vec::new();
    while a.picker.switching.is_some() {
        let sent = Instant::now();
        tx.send(Event::Key(KeyEvent::new(KeyCode::Char('x'), KeyModifiers::NONE))).unwrap();
        let first = rx.recv().unwrap();
        apply_pending(a, workers, first, rx);
        terminal.draw(|f| view::draw(f, a)).unwrap();
        samples.push(sent.elapsed());
        std::thread::sleep(Duration::from_millis(30));
    }
    let took = started.elapsed().as_secs_f64();
    let outcome = match &a.model {
        ModelStatus::Ready { name, .. } if a.picker.failed.is_none() => format!("to {name}"),
        _ => format!("failed: {:?}", a.notice),
    };
    report(&format!("input-to-frame while switching {outcome} ({took:.1} s)"), samples);
}

fn default_model() -> (keel_runtime::onnx::LibrarySearch, PathBuf) {
    let cache = keel_runtime::onnx::default_cache_dir().expect("a cache dir");
    let search = keel_runtime::onnx::LibrarySearch::from_env(None, None, Some(cache.clone()));
    (search, keel_runtime::onnx::provisioned_model(&cache, keel_runtime::onnx::DEFAULT_CHAT_MODEL))
}
