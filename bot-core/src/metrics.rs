//! Process-wide metrics through the `metrics` facade: an adapter reports an interaction with one
//! call and nothing has to be threaded through every function.
//!
//! The binary installs a Prometheus recorder (with [`LATENCY_BUCKETS`] for
//! [`names::INTERACTION_SECONDS`], [`COMMIT_BUCKETS`] for [`names::COMMIT_SECONDS`] and
//! [`names::TRANSACTION_SECONDS`], and the
//! process's [`SHARDS_LABEL`] on every series) and renders
//! it at `/metrics`. Without a recorder — `tablic play`, unit tests — every call is a no-op.
//! Whether a platform is connected is also kept here, because `/healthz` reads it back and a
//! facade cannot be read.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use metrics::{counter, describe_counter, describe_gauge, describe_histogram, gauge, histogram};

use crate::ids::Platform;

/// The series names (their meaning is in [`Metrics::describe`]).
pub mod names {
    /// Games in play in memory (gauge).
    pub const LIVE_GAMES: &str = "tablic_live_games";
    /// Moves committed since start (counter).
    pub const MOVES: &str = "tablic_moves_total";
    /// Whether a platform connection is up, by `platform` (gauge, 0 or 1).
    pub const PLATFORM_CONNECTED: &str = "tablic_platform_connected";
    /// Time to answer a command or button, by `platform` (histogram, seconds).
    pub const INTERACTION_SECONDS: &str = "tablic_interaction_seconds";
    /// Failed calls to a platform, by `platform` (counter).
    pub const PLATFORM_ERRORS: &str = "tablic_platform_errors_total";
    /// Rate limits hit, by `platform` (counter).
    pub const PLATFORM_RATE_LIMITED: &str = "tablic_platform_rate_limited_total";
    /// Time from a write queued at the group commit to its answer (histogram, seconds).
    pub const COMMIT_SECONDS: &str = "tablic_commit_seconds";
    /// Time one group-commit transaction takes on the database, flush included (histogram,
    /// seconds).
    pub const TRANSACTION_SECONDS: &str = "tablic_commit_transaction_seconds";
}

/// Upper bounds of the latency histogram buckets, in seconds.
pub const LATENCY_BUCKETS: [f64; 12] =
    [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0];

/// Upper bounds of the commit histogram's buckets, in seconds: a commit takes about a
/// millisecond, so the buckets are finer there.
pub const COMMIT_BUCKETS: [f64; 11] =
    [0.0005, 0.001, 0.002, 0.003, 0.005, 0.0075, 0.01, 0.025, 0.05, 0.1, 1.0];

/// The label every series of a process carries: which Discord shards it connects.
pub const SHARDS_LABEL: &str = "shards";
/// [`SHARDS_LABEL`]'s value for a process that connects every shard.
pub const ALL_SHARDS: &str = "all";

const PLATFORMS: [Platform; 3] = [Platform::Discord, Platform::Telegram, Platform::Terminal];

/// The reporting side of the process's metrics.
#[derive(Debug, Default)]
pub struct Metrics {
    connected: [AtomicBool; 3],
}

/// The process's metrics.
pub static METRICS: Metrics = Metrics::new();

fn slot(platform: Platform) -> usize {
    match platform {
        Platform::Discord => 0,
        Platform::Telegram => 1,
        Platform::Terminal => 2,
    }
}

impl Metrics {
    /// Nothing connected yet.
    pub const fn new() -> Metrics {
        Metrics { connected: [const { AtomicBool::new(false) }; 3] }
    }

    /// Describes every series to the installed recorder and gives each its starting value, so
    /// a scraper sees every platform's series from the start (as zeros), not only after the
    /// first event. Call once, after installing the recorder.
    pub fn describe(&self) {
        use names::*;
        describe_gauge!(LIVE_GAMES, "Games in play in memory.");
        describe_counter!(MOVES, "Moves committed since start.");
        describe_gauge!(PLATFORM_CONNECTED, "Whether the platform connection is up.");
        describe_histogram!(INTERACTION_SECONDS, "Time to answer a command or button.");
        describe_histogram!(
            COMMIT_SECONDS,
            "Time from a write (a move, a new match, an end) queued for the group commit to its answer: the wait for the commit before it and its own transaction."
        );
        describe_histogram!(
            TRANSACTION_SECONDS,
            "Time one group-commit transaction takes on the database, from its first statement to the end of its commit (the disk's flush included); many writes share one."
        );
        describe_counter!(PLATFORM_ERRORS, "Failed calls to the platform.");
        describe_counter!(
            PLATFORM_RATE_LIMITED,
            "Rate limits hit: 429 answers, and on Discord the waits its rate-limit headers ask for."
        );
        gauge!(LIVE_GAMES).set(0.0);
        counter!(MOVES).absolute(0);
        let _ = histogram!(COMMIT_SECONDS);
        let _ = histogram!(TRANSACTION_SECONDS);
        for platform in PLATFORMS {
            let name = platform.name();
            gauge!(PLATFORM_CONNECTED, "platform" => name)
                .set(f64::from(u8::from(self.is_connected(platform))));
            counter!(PLATFORM_ERRORS, "platform" => name).increment(0);
            counter!(PLATFORM_RATE_LIMITED, "platform" => name).increment(0);
            // Registering the histogram is enough for its buckets to show, all zero.
            let _ = histogram!(INTERACTION_SECONDS, "platform" => name);
        }
    }

    /// A move was committed.
    pub fn move_committed(&self) {
        counter!(names::MOVES).increment(1);
    }

    /// A write queued for the group commit was answered (committed or refused) after `took`.
    pub fn commit(&self, took: Duration) {
        histogram!(names::COMMIT_SECONDS).record(took.as_secs_f64());
    }

    /// A group-commit transaction (committed or not) took `took` on the database.
    pub fn transaction(&self, took: Duration) {
        histogram!(names::TRANSACTION_SECONDS).record(took.as_secs_f64());
    }

    /// An interaction (command, button press) was answered after `took`.
    pub fn interaction(&self, platform: Platform, took: Duration) {
        histogram!(names::INTERACTION_SECONDS, "platform" => platform.name())
            .record(took.as_secs_f64());
    }

    /// A call to the platform failed.
    pub fn platform_error(&self, platform: Platform) {
        counter!(names::PLATFORM_ERRORS, "platform" => platform.name()).increment(1);
    }

    /// The platform answered 429 (too many requests).
    pub fn rate_limited(&self, platform: Platform) {
        counter!(names::PLATFORM_RATE_LIMITED, "platform" => platform.name()).increment(1);
    }

    /// The platform connection came up or went down.
    pub fn set_connected(&self, platform: Platform, up: bool) {
        self.connected[slot(platform)].store(up, Ordering::Relaxed);
        gauge!(names::PLATFORM_CONNECTED, "platform" => platform.name())
            .set(f64::from(u8::from(up)));
    }

    /// Whether the platform is connected.
    pub fn is_connected(&self, platform: Platform) -> bool {
        self.connected[slot(platform)].load(Ordering::Relaxed)
    }

    /// Games in play in memory, measured by the caller (at each scrape).
    pub fn live_games(&self, games: usize) {
        gauge!(names::LIVE_GAMES).set(games as f64);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn connection_state_reads_back_without_a_recorder() {
        let m = Metrics::new();
        m.set_connected(Platform::Discord, true);
        m.move_committed();
        m.transaction(Duration::from_micros(400));
        m.interaction(Platform::Telegram, Duration::from_millis(3));
        assert!(m.is_connected(Platform::Discord));
        assert!(!m.is_connected(Platform::Telegram));
        m.set_connected(Platform::Discord, false);
        assert!(!m.is_connected(Platform::Discord));
    }
}
