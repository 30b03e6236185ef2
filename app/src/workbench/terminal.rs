//! The terminal guard: raw mode, the alternate screen, mouse capture and bracketed paste on
//! entry; everything undone on drop *and* from the panic hook, so every exit path — return,
//! `?`, panic — leaves the user's shell as it was.

use std::io::{self, Write};
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{
    DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
};
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use ratatui::crossterm::{cursor, execute};

/// Whether keel's modes are in force. [`restore`] undoes them only once: leaving the alternate
/// screen a second time makes terminals restore the cursor saved on entry, which would move the
/// shell's next output over a panic message printed between the two (the panic hook restores,
/// then unwinding drops the guard, which restores again).
static ENTERED: AtomicBool = AtomicBool::new(false);

/// The terminal keel draws on.
pub type Tui = Terminal<CrosstermBackend<io::Stdout>>;

/// Owns the terminal's modes while the screen is up.
#[derive(Debug)]
pub struct TerminalGuard {
    active: bool,
}

impl TerminalGuard {
    /// Enters raw mode and the alternate screen, and installs the panic hook (once).
    pub fn enter() -> io::Result<(TerminalGuard, Tui)> {
        install_panic_hook();
        enable_raw_mode()?;
        ENTERED.store(true, Ordering::SeqCst);
        let guard = TerminalGuard { active: true };
        execute!(io::stdout(), EnterAlternateScreen, EnableMouseCapture, EnableBracketedPaste)?;
        let terminal = Terminal::new(CrosstermBackend::new(io::stdout()))?;
        Ok((guard, terminal))
    }

    /// Leaves the screen for a while (Ctrl-Z), then [`resume`](Self::resume).
    pub fn suspend(&mut self) -> io::Result<()> {
        restore();
        self.active = false;
        Ok(())
    }

    /// Takes the terminal back after [`suspend`](Self::suspend) and forces a full redraw at
    /// the current size. (Not `Terminal::clear`: it asks the terminal for the cursor position,
    /// and the input thread, blocked reading stdin, holds crossterm's reader, so the answer
    /// never comes and keel would exit on `fg` with "the cursor position could not be read".)
    pub fn resume(&mut self, terminal: &mut Tui) -> io::Result<()> {
        enable_raw_mode()?;
        ENTERED.store(true, Ordering::SeqCst);
        self.active = true;
        execute!(io::stdout(), EnterAlternateScreen, EnableMouseCapture, EnableBracketedPaste)?;
        let size = terminal.size()?;
        terminal.resize(ratatui::layout::Rect::new(0, 0, size.width, size.height))
    }
}

impl Drop for TerminalGuard {
    fn drop(&mut self) {
        if self.active {
            restore();
        }
    }
}

/// Undoes everything [`TerminalGuard::enter`] did; a second call does nothing.
pub fn restore() {
    if !ENTERED.swap(false, Ordering::SeqCst) {
        return;
    }
    let _ = disable_raw_mode();
    let mut out = io::stdout();
    let _ = execute!(
        out,
        DisableBracketedPaste,
        DisableMouseCapture,
        LeaveAlternateScreen,
        cursor::Show
    );
    let _ = out.flush();
}

fn install_panic_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            // A panic inside a store operation (redb on a damaged file) becomes an error there:
            // the program goes on, so the screen stays.
            if keel_store::chain_store::panic_is_contained() {
                return;
            }
            restore();
            tracing::error!("panic: {info}");
            previous(info);
        }));
    });
}
