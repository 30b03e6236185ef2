//! Quitting while a background audit runs. The committed EPISODIC entry is already safe; its
//! audit (Conscience, Spirit, the AUDIT entry) runs on the session's audit thread and would die
//! with the process. So the first quit waits for the audits in flight, at most [`AUDIT_GRACE`],
//! saying so on screen; a second quit leaves at once. An audit that does not finish in time is
//! lost (the entry stays unaudited: `keel audit` can audit it later).

use std::time::{Duration, Instant};

use super::App;

/// The longest quitting waits for audits in flight.
pub const AUDIT_GRACE: Duration = Duration::from_secs(3);

impl App {
    /// Ctrl-C / Ctrl-Q / `q`: stops any generation; waits (bounded) for audits in flight.
    pub(super) fn quit(&mut self) {
        if let Some((_, cancel)) = &self.generating {
            cancel.cancel();
        }
        match (self.audits_pending.first(), self.quitting) {
            (Some(seq), None) => {
                self.quitting = Some(Instant::now());
                self.notice = Some(format!(
                    "finishing the audit of #{seq}… (at most {} s; quit again to leave now)",
                    AUDIT_GRACE.as_secs()
                ));
            }
            _ => self.should_quit = true,
        }
    }

    /// The audit of `seq` finished or failed: when it was the last one quitting waited for,
    /// leave.
    pub(super) fn audit_settled(&mut self, seq: u64) {
        self.audits_pending.remove(&seq);
        if self.quitting.is_some() && self.audits_pending.is_empty() {
            self.should_quit = true;
        }
    }

    /// Time passing: once quitting has waited [`AUDIT_GRACE`], leave.
    pub fn tick(&mut self, now: Instant) {
        if self.quitting.is_some_and(|at| now.saturating_duration_since(at) >= AUDIT_GRACE) {
            self.should_quit = true;
        }
    }

    /// How long the event loop may block waiting for an event: while quitting, short enough
    /// to notice the grace running out; otherwise until something happens.
    pub fn wait_limit(&self) -> Option<Duration> {
        self.quitting.map(|_| Duration::from_millis(100))
    }
}
