//! Process-wide counters for `/metrics` and `/healthz`: lock-free, cheap enough for every move.
//!
//! One static registry, like a Prometheus default registry, so an adapter reports an
//! interaction with one call and nothing has to be threaded through every function.

use std::fmt::Write;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use crate::ids::Platform;

/// Upper bounds of the latency histogram buckets, in seconds.
pub const LATENCY_BUCKETS: [f64; 12] =
    [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0];

const PLATFORMS: [Platform; 3] = [Platform::Discord, Platform::Telegram, Platform::Terminal];

/// Counters of one platform.
#[derive(Debug, Default)]
struct PlatformCounters {
    connected: AtomicBool,
    interactions: AtomicU64,
    latency_micros: AtomicU64,
    buckets: [AtomicU64; LATENCY_BUCKETS.len()],
    errors: AtomicU64,
    rate_limited: AtomicU64,
}

/// The registry.
#[derive(Debug, Default)]
pub struct Metrics {
    moves: AtomicU64,
    platforms: [PlatformCounters; 3],
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
    /// An empty registry.
    pub const fn new() -> Metrics {
        // Only an initialiser: each use below makes fresh atomics, which is the point.
        #[allow(clippy::declare_interior_mutable_const)]
        const P: PlatformCounters = PlatformCounters {
            connected: AtomicBool::new(false),
            interactions: AtomicU64::new(0),
            latency_micros: AtomicU64::new(0),
            buckets: [const { AtomicU64::new(0) }; LATENCY_BUCKETS.len()],
            errors: AtomicU64::new(0),
            rate_limited: AtomicU64::new(0),
        };
        Metrics { moves: AtomicU64::new(0), platforms: [P, P, P] }
    }

    /// A move was committed.
    pub fn move_committed(&self) {
        self.moves.fetch_add(1, Ordering::Relaxed);
    }

    /// An interaction (command, button press) was answered after `took`.
    pub fn interaction(&self, platform: Platform, took: Duration) {
        let p = &self.platforms[slot(platform)];
        p.interactions.fetch_add(1, Ordering::Relaxed);
        p.latency_micros.fetch_add(took.as_micros() as u64, Ordering::Relaxed);
        let seconds = took.as_secs_f64();
        if let Some(i) = LATENCY_BUCKETS.iter().position(|&b| seconds <= b) {
            p.buckets[i].fetch_add(1, Ordering::Relaxed);
        }
    }

    /// A call to the platform failed.
    pub fn platform_error(&self, platform: Platform) {
        self.platforms[slot(platform)].errors.fetch_add(1, Ordering::Relaxed);
    }

    /// The platform answered 429 (too many requests).
    pub fn rate_limited(&self, platform: Platform) {
        self.platforms[slot(platform)].rate_limited.fetch_add(1, Ordering::Relaxed);
    }

    /// The platform connection came up or went down.
    pub fn set_connected(&self, platform: Platform, up: bool) {
        self.platforms[slot(platform)].connected.store(up, Ordering::Relaxed);
    }

    /// Whether the platform is connected.
    pub fn is_connected(&self, platform: Platform) -> bool {
        self.platforms[slot(platform)].connected.load(Ordering::Relaxed)
    }

    /// Moves committed since start.
    pub fn moves(&self) -> u64 {
        self.moves.load(Ordering::Relaxed)
    }

    /// The Prometheus text exposition, with `live_games` measured by the caller.
    pub fn render(&self, live_games: usize) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "# HELP tablic_live_games Games in play in memory.");
        let _ = writeln!(out, "# TYPE tablic_live_games gauge");
        let _ = writeln!(out, "tablic_live_games {live_games}");
        let _ = writeln!(out, "# HELP tablic_moves_total Moves committed since start.");
        let _ = writeln!(out, "# TYPE tablic_moves_total counter");
        let _ = writeln!(out, "tablic_moves_total {}", self.moves());
        let _ = writeln!(
            out,
            "# HELP tablic_platform_connected Whether the platform connection is up."
        );
        let _ = writeln!(out, "# TYPE tablic_platform_connected gauge");
        for platform in PLATFORMS {
            let up = u8::from(self.is_connected(platform));
            let _ = writeln!(out, "tablic_platform_connected{{platform=\"{platform}\"}} {up}");
        }
        let _ =
            writeln!(out, "# HELP tablic_interaction_seconds Time to answer a command or button.");
        let _ = writeln!(out, "# TYPE tablic_interaction_seconds histogram");
        for platform in PLATFORMS {
            let p = &self.platforms[slot(platform)];
            let mut cumulative = 0;
            for (bound, bucket) in LATENCY_BUCKETS.iter().zip(&p.buckets) {
                cumulative += bucket.load(Ordering::Relaxed);
                let _ = writeln!(
                    out,
                    "tablic_interaction_seconds_bucket{{platform=\"{platform}\",le=\"{bound}\"}} {cumulative}"
                );
            }
            let count = p.interactions.load(Ordering::Relaxed);
            let sum = p.latency_micros.load(Ordering::Relaxed) as f64 / 1e6;
            let _ = writeln!(
                out,
                "tablic_interaction_seconds_bucket{{platform=\"{platform}\",le=\"+Inf\"}} {count}"
            );
            let _ =
                writeln!(out, "tablic_interaction_seconds_sum{{platform=\"{platform}\"}} {sum}");
            let _ = writeln!(
                out,
                "tablic_interaction_seconds_count{{platform=\"{platform}\"}} {count}"
            );
        }
        for (name, help, read) in [
            ("tablic_platform_errors_total", "Failed calls to the platform.", 0),
            ("tablic_platform_rate_limited_total", "Rate limits hit: 429 answers, and on Discord the waits its rate-limit headers ask for.", 1),
        ] {
            let _ = writeln!(out, "# HELP {name} {help}");
            let _ = writeln!(out, "# TYPE {name} counter");
            for platform in PLATFORMS {
                let p = &self.platforms[slot(platform)];
                let value = if read == 0 { &p.errors } else { &p.rate_limited };
                let _ = writeln!(
                    out,
                    "{name}{{platform=\"{platform}\"}} {}",
                    value.load(Ordering::Relaxed)
                );
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_prometheus_text_with_cumulative_buckets() {
        let m = Metrics::new();
        m.move_committed();
        m.interaction(Platform::Telegram, Duration::from_millis(3));
        m.interaction(Platform::Telegram, Duration::from_millis(40));
        m.rate_limited(Platform::Telegram);
        m.set_connected(Platform::Discord, true);
        let text = m.render(7);
        assert!(text.contains("tablic_live_games 7"));
        assert!(text.contains("tablic_moves_total 1"));
        assert!(text.contains("tablic_platform_connected{platform=\"discord\"} 1"));
        assert!(text
            .contains("tablic_interaction_seconds_bucket{platform=\"telegram\",le=\"0.005\"} 1"));
        assert!(
            text.contains("tablic_interaction_seconds_bucket{platform=\"telegram\",le=\"0.05\"} 2")
        );
        assert!(text.contains("tablic_interaction_seconds_count{platform=\"telegram\"} 2"));
        assert!(text.contains("tablic_platform_rate_limited_total{platform=\"telegram\"} 1"));
    }
}
