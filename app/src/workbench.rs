//! The workbench: `keel` with no subcommand (spec/tui.md).
//!
//! One event channel carries terminal input (from the input thread) and worker reports; the
//! model worker owns the model session and the store worker owns the database, so the UI thread
//! never blocks on either. The loop applies every pending event, then redraws once if anything
//! changed, inside a synchronized update; ratatui diffs frames, so nothing is cleared per frame.
//! Logs go to the log file: nothing writes to stdout or stderr while the screen is up.
//!
//! - [`app`]: all state and how events change it (pure; the harness drives it).
//! - [`keymap`]: keys → actions as data, config overrides, the help it generates.
//! - [`event`]: the one channel's event type and the input thread.
//! - [`workers`]: the model and store workers.
//! - [`switch`]: the model picker's list and switching the Intellect (on the model worker).
//! - [`der_doc`]: a DER compiled and turned into trees for the inspector.
//! - [`view`]: what is drawn.
//! - [`terminal`]: the terminal guard and panic hook.

pub mod app;
pub mod der_doc;
pub mod event;
pub mod keymap;
pub mod switch;
pub mod terminal;
pub mod view;
pub mod workers;

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use base64::Engine;
use color_eyre::eyre::{Result, WrapErr};
use keel_widgets::theme::Theme;
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{BeginSynchronizedUpdate, EndSynchronizedUpdate};

use crate::commands::{CHAIN_DB, Context};
use crate::config::Config;
use crate::governed::{self, GovernedSession};
use crate::models::ModelChoice;
use crate::paths::Paths;
use app::{App, Effect};
use event::Event;
use keel_governance::profile::Profile;
use keel_store::GovernedStore;
use keymap::Keymap;
use std::sync::Arc;
use terminal::TerminalGuard;
use workers::{ModelRequest, StoreRequest};

/// Picks the theme: `--theme`, then the config, then dark — or the 16-colour fallback when the
/// terminal announces neither 256 colours nor true colour. Problems come back as warnings.
pub fn choose_theme(
    flag: Option<&str>,
    config: &Config,
    user_dir: Option<&Path>,
) -> (Theme, Vec<String>) {
    let term = std::env::var("TERM").unwrap_or_default();
    let colorterm = std::env::var("COLORTERM").unwrap_or_default();
    let rich = term.contains("256color") || colorterm == "truecolor" || colorterm == "24bit";
    let default = if rich || term.is_empty() { "dark" } else { "ansi16" };
    let name = flag.or(config.ui.theme.as_deref()).unwrap_or(default);
    match keel_widgets::theme::load(name, user_dir) {
        Ok((theme, warnings)) => (theme, warnings.iter().map(ToString::to_string).collect()),
        Err(e) => (Theme::default(), vec![format!("theme: {e}; using dark")]),
    }
}

/// How long quitting waits for the model worker to leave ONNX Runtime (see [`Workers::stop`]).
pub const STOP_GRACE: Duration = Duration::from_secs(10);

/// Waits shorter than this go unannounced: most quits find the model worker idle.
const QUIET_WAIT: Duration = Duration::from_millis(200);

/// The workers' request channels, and the model worker's thread, which [`Workers::stop`]
/// (or dropping) waits for.
#[derive(Debug)]
pub struct Workers {
    /// `None` once stopping: the worker's request loop ends when it closes.
    model: Option<Sender<ModelRequest>>,
    store: Sender<StoreRequest>,
    /// The only thread that enters ONNX Runtime: it loads the model, generates, and owns the
    /// governed session, whose audit worker (embeddings) it joins when the session drops.
    model_thread: Option<JoinHandle<()>>,
}

impl Workers {
    /// Starts the model and store workers, reporting on `events`.
    pub fn spawn(
        load: workers::Loader,
        switcher: switch::Switcher,
        db: std::path::PathBuf,
        events: &Sender<Event>,
    ) -> Workers {
        let (model, model_rx) = mpsc::channel();
        let (store, store_rx) = mpsc::channel();
        let tx = events.clone();
        let model_thread =
            std::thread::spawn(move || workers::model_worker(load, switcher, &model_rx, &tx));
        let tx = events.clone();
        std::thread::spawn(move || workers::store_worker(&db, &store_rx, &tx));
        Workers { model: Some(model), store, model_thread: Some(model_thread) }
    }

    /// Starts the governed model worker and a store worker that reads the chain through the
    /// session's stores (redb allows one handle per file per process).
    pub fn spawn_governed(
        load: workers::GovernedLoader,
        switcher: switch::Switcher,
        store: Arc<GovernedStore>,
        home: std::path::PathBuf,
        events: &Sender<Event>,
    ) -> Workers {
        let (model, model_rx) = mpsc::channel();
        let (store_tx, store_rx) = mpsc::channel();
        let tx = events.clone();
        let model_thread =
            std::thread::spawn(move || workers::governed_worker(load, switcher, &model_rx, &tx));
        let tx = events.clone();
        std::thread::spawn(move || workers::store_worker_shared(&store, &home, &store_rx, &tx));
        Workers { model: Some(model), store: store_tx, model_thread: Some(model_thread) }
    }

    /// Closes the model worker's requests and waits, at most [`STOP_GRACE`], for its thread to
    /// end; `announce` runs once if that takes longer than [`QUIET_WAIT`]. Returns whether it
    /// ended. Why: returning from `main` runs libonnxruntime's static destructors, and a thread
    /// still inside ONNX Runtime then (creating the session while the model loads, finishing a
    /// turn, an audit's embeddings) crashes the process — SIGSEGV or SIGABRT instead of exit 0
    /// when quitting right after the first frame. The thread cannot be interrupted inside ONNX
    /// Runtime, but every step it takes there is short (loading takes seconds at most), and it
    /// leaves its loop as soon as the channel is closed.
    pub fn stop(&mut self, announce: impl FnOnce()) -> bool {
        self.model = None;
        let Some(thread) = self.model_thread.take() else { return true };
        let started = Instant::now();
        let mut announce = Some(announce);
        while !thread.is_finished() {
            let waited = started.elapsed();
            if waited >= STOP_GRACE {
                tracing::warn!("the model worker is still busy after {STOP_GRACE:?}; exiting");
                return false;
            }
            if waited >= QUIET_WAIT
                && let Some(announce) = announce.take()
            {
                announce();
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        // A panic in the worker was logged by the panic hook when it happened.
        let _ = thread.join();
        true
    }

    /// Sends the requests; returns the effects the loop handles itself (copy, suspend).
    pub fn dispatch(&self, effects: Vec<Effect>) -> Vec<Effect> {
        let mut local = Vec::new();
        for effect in effects {
            match effect {
                Effect::Model(r) => {
                    if let Some(model) = &self.model {
                        let _ = model.send(r);
                    }
                }
                Effect::Store(r) => {
                    let _ = self.store.send(r);
                }
                other => local.push(other),
            }
        }
        local
    }
}

/// Every way out — a return, `?`, a panic unwinding through [`run`], a test harness dropping
/// its workers — waits for the model worker (quietly: [`run`] announces its own wait).
impl Drop for Workers {
    fn drop(&mut self) {
        self.stop(|| {});
    }
}

/// Applies `first` and every event already waiting (so a burst of tokens costs one frame).
pub fn apply_pending(
    app: &mut App,
    workers: &Workers,
    first: Event,
    rx: &Receiver<Event>,
) -> Vec<Effect> {
    let mut local = workers.dispatch(app.handle(first));
    while let Ok(event) = rx.try_recv() {
        local.extend(workers.dispatch(app.handle(event)));
    }
    local
}

/// Runs the workbench until the user quits.
pub fn run(
    paths: &Paths,
    ctx: &Context,
    config: &Config,
    models: &ModelChoice,
    theme_flag: Option<&str>,
    der: Option<&Path>,
    profile: Profile,
) -> Result<ExitCode> {
    let started = Instant::now();
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        return Err(color_eyre::eyre::eyre!(
            "the workbench needs a terminal; for scripts use `keel chat`"
        ));
    }
    let theme_dir = paths.config_file.parent().map(|d| d.join("themes"));
    let (theme, mut warnings) = choose_theme(theme_flag, config, theme_dir.as_deref());
    let (keymap, key_warnings) = Keymap::new(&config.keys);
    warnings.extend(key_warnings);
    for w in &warnings {
        tracing::warn!("{w}");
    }
    // The loading screen names the model: its directory, or the server and model name.
    let mut app =
        App::new(theme, keymap, paths.home.clone(), PathBuf::from(models.intellect.describe()));
    app.plane = ctx.plane.as_ref().map(|p| p.url().to_owned());
    app.picker.current = switch::CurrentModel::of(&models.intellect, &paths.cache);
    let switcher = switch::Switcher::new(paths.clone(), models);
    if let Some(first) = warnings.first() {
        app.notice = Some(if warnings.len() > 1 {
            format!("{first} (+{} more in the log)", warnings.len() - 1)
        } else {
            first.clone()
        });
    }
    if let Some(path) = der {
        app.open_der(path);
    }
    let (tx, rx) = mpsc::channel();
    // Offline: the screen comes up at once; an unreachable plane shows on the chain screen and,
    // when the session's first plane request fails, on the chat screen.
    let mut workers = match governed::open_stores_offline(ctx) {
        Ok(store) => {
            let choice = models.clone();
            let shared = Arc::clone(&store);
            let plane = ctx.plane.as_ref().map(|p| p.url().to_owned());
            let cost_cap = ctx.cost_cap;
            let load: workers::GovernedLoader = Box::new(move || {
                let generator = choice.load_chat_for_screen()?;
                let session =
                    GovernedSession::open_on(shared, generator, &choice, profile, cost_cap);
                session.map_err(|e| (format!("{e:#}"), session_failure_fix(plane.as_deref(), &e)))
            });
            Workers::spawn_governed(load, switcher, store, paths.home.clone(), &tx)
        }
        // The chain browser reports the unreadable database; the plain model still answers.
        Err(e) => {
            tracing::warn!("governed session unavailable: {e:#}");
            let choice = models.clone();
            let load: workers::Loader = Box::new(move || choice.load_chat_for_screen());
            Workers::spawn(load, switcher, paths.home.join(CHAIN_DB), &tx)
        }
    };
    let input_tx = tx.clone();
    std::thread::spawn(move || event::input_thread(&input_tx));
    drop(tx);

    let (mut guard, mut terminal) =
        TerminalGuard::enter().wrap_err("cannot take over the terminal")?;
    workers.dispatch(App::startup());
    let result = event_loop(&mut app, &workers, &rx, &mut guard, &mut terminal, started);
    // The terminal first, so the user has the shell back (and sees why it may take a moment).
    drop(guard);
    workers.stop(|| {
        let _ = writeln!(
            std::io::stderr(),
            "keel: stopping… waiting for the model to finish loading or answering (at most {} s; \
             Ctrl-C leaves now)",
            STOP_GRACE.as_secs()
        );
    });
    result.map(|()| ExitCode::SUCCESS)
}

/// Draws and applies events until the app quits or the input closes.
fn event_loop(
    app: &mut App,
    workers: &Workers,
    rx: &Receiver<Event>,
    guard: &mut TerminalGuard,
    terminal: &mut terminal::Tui,
    started: Instant,
) -> Result<()> {
    let mut first_frame = true;
    loop {
        execute!(std::io::stdout(), BeginSynchronizedUpdate)?;
        terminal.draw(|frame| view::draw(frame, app))?;
        execute!(std::io::stdout(), EndSynchronizedUpdate)?;
        if first_frame {
            tracing::info!(ms = started.elapsed().as_secs_f64() * 1e3, "first frame");
            first_frame = false;
        }
        if app.should_quit {
            return Ok(());
        }
        let event = match app.wait_limit() {
            None => rx.recv().ok(),
            Some(limit) => match rx.recv_timeout(limit) {
                Ok(event) => Some(event),
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    app.tick(Instant::now());
                    continue;
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => None,
            },
        };
        let Some(event) = event else { return Ok(()) };
        #[cfg(debug_assertions)]
        debug_panic(&event);
        for effect in apply_pending(app, workers, event, rx) {
            match effect {
                Effect::Copy(text) => {
                    let encoded = base64::engine::general_purpose::STANDARD.encode(text);
                    let mut out = std::io::stdout();
                    let _ = write!(out, "\x1b]52;c;{encoded}\x07").and_then(|()| out.flush());
                }
                Effect::Suspend => {
                    guard.suspend()?;
                    // SIGTSTP to ourselves without unsafe code: the shell's `fg` resumes here.
                    let _ = std::process::Command::new("kill")
                        .args(["-TSTP", &std::process::id().to_string()])
                        .status();
                    guard.resume(terminal)?;
                }
                Effect::Model(_) | Effect::Store(_) => {}
            }
        }
        app.tick(Instant::now());
        if app.should_quit {
            return Ok(());
        }
    }
}

/// What went wrong with the enforcement plane, read from the error's types (never its text).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum PlaneTrouble {
    /// The plane refused the write token.
    TokenRefused,
    /// Unreachable, timed out, or an answer keel cannot use.
    Other,
}

/// The plane's part in `error`, if any: a `StoreError::Plane` anywhere in its chain, or the
/// governance port's `StoreFailure::{Unauthorized, Remote}` (which a `CommitError` carries).
fn plane_trouble(error: &color_eyre::Report) -> Option<PlaneTrouble> {
    use keel_governance::turn::{CommitError, StoreFailure};
    use keel_store::{PlaneError, StoreError};
    error.chain().find_map(|e| {
        let failure = e.downcast_ref::<StoreFailure>().or(match e.downcast_ref::<CommitError>() {
            Some(CommitError::Store(f)) => Some(f),
            _ => None,
        });
        match (e.downcast_ref::<StoreError>(), failure) {
            (Some(StoreError::Plane(PlaneError::Unauthorized { .. })), _)
            | (_, Some(StoreFailure::Unauthorized(_))) => Some(PlaneTrouble::TokenRefused),
            (Some(StoreError::Plane(_)), _) | (_, Some(StoreFailure::Remote(_))) => {
                Some(PlaneTrouble::Other)
            }
            _ => None,
        }
    })
}

/// The command the failure screen offers when the governed session cannot open: on a plane, a
/// refused token needs the token, any other plane failure a running server; else `keel doctor`.
fn session_failure_fix(plane: Option<&str>, error: &color_eyre::Report) -> String {
    match (plane, plane_trouble(error)) {
        (Some(_), Some(PlaneTrouble::TokenRefused)) => format!(
            "export {}=…  # the plane's write token (or config plane_token), then restart keel",
            keel_store::plane_client::TOKEN_ENV
        ),
        (Some(url), Some(PlaneTrouble::Other)) => {
            format!("keel --plane {url} ledger verify  # is `keel serve` running there?")
        }
        _ => "keel doctor".to_owned(),
    }
}

/// Debug builds only (the tmux test's trigger, not a feature): with `KEEL_DEBUG_PANIC=1`, F12
/// panics inside the event loop, so a test can check that a panic restores the terminal.
/// Release builds neither read the variable nor contain this function.
#[cfg(debug_assertions)]
fn debug_panic(event: &Event) {
    use ratatui::crossterm::event::KeyCode;
    if let Event::Key(key) = event
        && key.code == KeyCode::F(12)
        && std::env::var_os(crate::env::KEEL_DEBUG_PANIC).is_some_and(|v| v == "1")
    {
        panic!("KEEL_DEBUG_PANIC=1 and F12: a deliberate panic (debug builds only)");
    }
}

#[cfg(test)]
mod tests {
    use super::session_failure_fix;

    #[test]
    fn a_refused_plane_token_is_fixed_with_the_token_not_a_server_check() {
        use color_eyre::eyre::{Report, WrapErr as _, eyre};
        use keel_governance::turn::{CommitError, StoreFailure};
        use keel_store::{PlaneError, StoreError};
        let url = "http://127.0.0.1:7700";
        // The port's kind decides, whatever the adapter's error behind it.
        let cause = |what: String| std::sync::Arc::new(std::io::Error::other(what));
        let refused = Err::<(), _>(CommitError::Store(StoreFailure::Unauthorized(cause(format!(
            "the plane at {url} refused POST /ledger/append/SDI-1"
        )))))
        .wrap_err("recording the profile change failed")
        .unwrap_err();
        let fix = session_failure_fix(Some(url), &refused);
        assert!(fix.starts_with("export KEEL_PLANE_TOKEN="), "{fix}");
        let down = Report::new(StoreError::Plane(PlaneError::Unreachable {
            url: url.into(),
            what: "GET /health".into(),
            reason: "refused".into(),
        }));
        assert!(session_failure_fix(Some(url), &down).contains("ledger verify"));
        let remote = Report::new(CommitError::Store(StoreFailure::Remote(cause("x".into()))));
        assert!(session_failure_fix(Some(url), &remote).contains("ledger verify"));
        // Types, not text: an error that only names the plane's URL and the token variable is
        // not the plane's.
        let other = eyre!("model missing at {url}; KEEL_PLANE_TOKEN");
        assert_eq!(session_failure_fix(Some(url), &other), "keel doctor");
        assert_eq!(session_failure_fix(None, &refused), "keel doctor");
    }
}
