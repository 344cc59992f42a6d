//! A move through the session core: `apply` plus its SQLite commit, with many live sessions.
//!
//! `cargo bench -p bot-core --bench sessions` prints moves per second and latency percentiles
//! for 200 sessions played concurrently, and the resident memory of 1,000 live sessions; then
//! criterion times a single move.

#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

use std::sync::Arc;
use std::time::{Duration, Instant};

use bot_core::game::rng::Rng;
use bot_core::ids::{ChannelKey, Platform, UserRef};
use bot_core::rules::{Rules, Variant};
use bot_core::session::{Actor, Command, SessionAction, SessionError, Sessions};
use bot_core::store::Store;
use bot_core::CardSet;
use criterion::{criterion_group, criterion_main, Criterion};

fn actor(id: String) -> Actor {
    Actor { user: UserRef::new(Platform::Discord, id), name: "Player".into(), is_admin: false }
}

fn channel(i: usize) -> ChannelKey {
    ChannelKey::new(Platform::Discord, format!("guild-{}", i % 20), format!("chan-{i}"))
}

/// Opens `n` two-person games and starts them.
async fn open_games(sessions: &Arc<Sessions>, n: usize, offset: usize) {
    let rules = Rules::preset(Variant::Tablic);
    for i in offset..offset + n {
        let ch = channel(i);
        let (a, b) = (actor(format!("a{i}")), actor(format!("b{i}")));
        let new =
            SessionAction::New { rules: rules.clone(), turn_timer: None, seed: Some(i as u64) };
        for (who, action) in [(&a, new), (&b, SessionAction::Join), (&a, SessionAction::Start)] {
            let c = Command { channel: ch.clone(), actor: who.clone(), action, expected: None };
            sessions.handle(c).await.unwrap();
        }
    }
}

/// One move for whoever is to play in game `i`; its latency, or `None` when the game is over.
async fn one_move(sessions: &Arc<Sessions>, i: usize, rng: &mut Rng) -> Option<Duration> {
    let ch = channel(i);
    for who in [actor(format!("a{i}")), actor(format!("b{i}"))] {
        let view = sessions.inspect(&ch, |s| s.hand_view(&who.user)).await.flatten()?;
        if !view.your_turn {
            continue;
        }
        let (card, options) = &view.legal[rng.below(view.legal.len() as u64) as usize];
        let take = options.first().copied().unwrap_or(CardSet::EMPTY);
        let action = SessionAction::Play { card: *card, take };
        let c = Command { channel: ch, actor: who, action, expected: Some(view.seq) };
        let start = Instant::now();
        return match sessions.handle(c).await {
            Ok(_) => Some(start.elapsed()),
            Err(SessionError::Move(_)) => None,
            Err(e) => panic!("{e}"),
        };
    }
    None
}

fn resident_bytes() -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: u64 = statm.split_whitespace().nth(1).and_then(|p| p.parse().ok()).unwrap_or(0);
    pages * 4096
}

fn bench_sessions(c: &mut Criterion) {
    let runtime =
        tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let (sessions, _rx) = runtime.block_on(async {
        Sessions::new(Store::open(&dir.path().join("bench.db")).await.unwrap())
    });

    // 200 live sessions, each played by its own task. First flat out (the most the core
    // commits), then at an offered 2,000 moves a second (10 a second per session) for latency.
    let live = 200;
    runtime.block_on(open_games(&sessions, live, 0));
    for (label, interval, offset) in [
        ("flat out", None, 0usize),
        ("offered 2,000 moves/s", Some(Duration::from_millis(100)), 1_000_000),
    ] {
        if offset > 0 {
            runtime.block_on(open_games(&sessions, live, offset));
        }
        let started = Instant::now();
        let mut latencies: Vec<Duration> = runtime.block_on(async {
            let tasks: Vec<_> = (0..live)
                .map(|k| {
                    let sessions = Arc::clone(&sessions);
                    tokio::spawn(async move {
                        let i = offset + k;
                        let mut rng = Rng::new(i as u64);
                        let mut out = Vec::new();
                        // Spread the sessions' first moves over one interval.
                        if let Some(every) = interval {
                            tokio::time::sleep(every * k as u32 / live as u32).await;
                        }
                        let mut next = tokio::time::Instant::now();
                        for _ in 0..40 {
                            match one_move(&sessions, i, &mut rng).await {
                                Some(d) => out.push(d),
                                None => break,
                            }
                            if let Some(every) = interval {
                                next += every;
                                tokio::time::sleep_until(next).await;
                            }
                        }
                        out
                    })
                })
                .collect();
            let mut all = Vec::new();
            for t in tasks {
                all.extend(t.await.unwrap());
            }
            all
        });
        let elapsed = started.elapsed();
        latencies.sort_unstable();
        let pct = |p: usize| latencies[(latencies.len() * p / 100).min(latencies.len() - 1)];
        println!(
            "{label}: {} moves over {live} live sessions in {:.2} s: {:.0} moves/s; latency p50 {:?}, p99 {:?}, max {:?}",
            latencies.len(),
            elapsed.as_secs_f64(),
            latencies.len() as f64 / elapsed.as_secs_f64(),
            pct(50),
            pct(99),
            latencies[latencies.len() - 1]
        );
    }

    // Memory: 1,000 live sessions in play.
    let before = resident_bytes();
    runtime.block_on(open_games(&sessions, 1_000, live));
    let after = resident_bytes();
    println!(
        "{} live sessions; resident memory {:.1} MB in all, {:.1} MB for the 1,000 new ones",
        sessions.len(),
        after as f64 / 1e6,
        after.saturating_sub(before) as f64 / 1e6
    );

    let mut rng = Rng::new(99);
    let mut game = live;
    c.bench_function("session_move_apply_and_commit", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                loop {
                    match runtime.block_on(one_move(&sessions, game, &mut rng)) {
                        Some(d) => {
                            total += d;
                            break;
                        }
                        None => {
                            game += 1;
                            if game >= live + 1_000 {
                                game = live;
                            }
                        }
                    }
                }
            }
            total
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(Duration::from_secs(5));
    targets = bench_sessions
}
criterion_main!(benches);
