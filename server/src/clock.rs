//! The one clock of the server: wall-clock milliseconds since the epoch, which tests may move
//! forward (an exam's deadline, a code's expiry) instead of writing times into the database.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

#[derive(Clone, Default, Debug)]
pub struct Clock {
    /// Added to the system time; only tests change it.
    offset_ms: Arc<AtomicI64>,
    /// The system time the clock stopped at (0: it runs); only tests stop it.
    stopped_at: Arc<AtomicI64>,
}

impl Clock {
    /// Milliseconds since the epoch.
    pub fn now_ms(&self) -> i64 {
        let base = match self.stopped_at.load(Ordering::Relaxed) {
            0 => system_ms(),
            stopped => stopped,
        };
        base + self.offset_ms.load(Ordering::Relaxed)
    }

    /// Stops this clock: from now on only `advance` moves it (tests that count milliseconds).
    pub fn stop(&self) {
        self.stopped_at.store(system_ms(), Ordering::Relaxed);
    }

    /// Moves this clock forward (tests).
    pub fn advance(&self, ms: i64) {
        self.offset_ms.fetch_add(ms, Ordering::Relaxed);
    }
}

/// The system's wall clock in milliseconds since the epoch.
pub fn system_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    #[test]
    fn advancing_moves_now_forward() {
        let clock = super::Clock::default();
        let before = clock.now_ms();
        clock.advance(3_600_000);
        assert!(clock.now_ms() >= before + 3_600_000);
    }

    #[test]
    fn a_stopped_clock_moves_only_when_advanced() {
        let clock = super::Clock::default();
        clock.stop();
        let stopped = clock.now_ms();
        std::thread::sleep(std::time::Duration::from_millis(5));
        assert_eq!(clock.now_ms(), stopped);
        clock.advance(1_000);
        assert_eq!(clock.now_ms(), stopped + 1_000);
    }
}
