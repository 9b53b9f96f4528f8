//! The game's clock: the time played, which stops while the game is paused. The caller says
//! what time it is, so the clock is a plain value that tests can drive.

use std::time::{Duration, Instant};

/// Time played so far, and since when it runs, if it does.
#[derive(Clone, Copy, Debug)]
pub struct Timer {
    before: Duration,
    since: Option<Instant>,
}

impl Timer {
    /// A clock started at `now`.
    pub fn started(now: Instant) -> Timer {
        Timer {
            before: Duration::ZERO,
            since: Some(now),
        }
    }

    /// The time played at `now`.
    pub fn elapsed(&self, now: Instant) -> Duration {
        self.before + self.since.map_or(Duration::ZERO, |since| now - since)
    }

    /// Whether the clock is stopped.
    pub fn is_paused(&self) -> bool {
        self.since.is_none()
    }

    /// The clock stopped at `now`, or started again.
    pub fn toggle(&mut self, now: Instant) {
        match self.since.take() {
            Some(since) => self.before += now - since,
            None => self.since = Some(now),
        }
    }
}

/// `m:ss`, or `h:mm:ss` past an hour.
pub fn clock(time: Duration) -> String {
    let seconds = time.as_secs();
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    match hours {
        0 => format!("{minutes}:{seconds:02}"),
        _ => format!("{hours}:{minutes:02}:{seconds:02}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_paused_clock_does_not_count() {
        let start = Instant::now();
        let at = |seconds| start + Duration::from_secs(seconds);
        let mut timer = Timer::started(start);
        timer.toggle(at(10));
        assert!(timer.is_paused());
        assert_eq!(timer.elapsed(at(100)), Duration::from_secs(10));
        timer.toggle(at(100));
        assert_eq!(timer.elapsed(at(105)), Duration::from_secs(15));
    }

    #[test]
    fn clocks_read_as_minutes_and_hours() {
        assert_eq!(clock(Duration::from_secs(65)), "1:05");
        assert_eq!(clock(Duration::from_secs(3723)), "1:02:03");
    }
}
