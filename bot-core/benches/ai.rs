//! Time per move of each computer level, on real positions of two-player `tablic` matches.
//!
//! `cargo bench -p bot-core --bench ai` runs criterion per level and also prints each level's
//! per-position distribution (median, p99, max), which criterion's averages do not show.

#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

use std::hint::black_box;
use std::time::{Duration, Instant};

use bot_core::ai::{Bot, Level, SeatView};
use bot_core::game::{Action, Match, Move};
use bot_core::rules::{CaptureGen, PointMasks, Rules, Variant};
use criterion::{criterion_group, criterion_main, Criterion};

/// Every decision point of `matches` matches of `medium` self-play: what the seat to move saw.
fn positions(rules: &Rules, matches: u64) -> Vec<SeatView> {
    let mut gen = CaptureGen::new(rules);
    let points = PointMasks::new(rules.card_points);
    let mut out = Vec::new();
    for seed in 0..matches {
        let mut game = Match::new(rules.clone(), 1000 + seed);
        let mut bots = [Bot::new(Level::Medium, seed), Bot::new(Level::Medium, seed + 7)];
        while let Some(seat) = game.to_move() {
            let view = game.seat_view(seat);
            let (card, take) = bots[usize::from(seat)].choose(&view, &mut gen, &points).unwrap();
            out.push(view);
            game.apply(Move { seat, action: Action::Play { card, take } }).unwrap();
        }
    }
    out
}

/// Median, p99 and max time of one decision over the positions.
fn distribution(level: Level, rules: &Rules, views: &[SeatView]) -> (Duration, Duration, Duration) {
    let mut gen = CaptureGen::new(rules);
    let points = PointMasks::new(rules.card_points);
    let mut times: Vec<Duration> = views
        .iter()
        .enumerate()
        .map(|(i, view)| {
            let mut bot = Bot::new(level, i as u64);
            let start = Instant::now();
            black_box(bot.choose(view, &mut gen, &points));
            start.elapsed()
        })
        .collect();
    times.sort_unstable();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.99), times[times.len() - 1])
}

fn bench_levels(c: &mut Criterion) {
    let rules = Rules::preset(Variant::Tablic);
    let all = positions(&rules, 4);
    // `hard` on every fourth position: all stages of the hand, exact endgames included.
    let sampled: Vec<SeatView> = all.iter().step_by(4).cloned().collect();
    for level in Level::ALL {
        let views = if level == Level::Hard { &sampled } else { &all };
        let (median, p99, max) = distribution(level, &rules, views);
        println!(
            "{level}: {} positions of 2-player tablic; one decision: median {median:?}, p99 {p99:?}, max {max:?}",
            views.len()
        );
    }
    let mut group = c.benchmark_group("decide");
    for level in Level::ALL {
        let views = if level == Level::Hard { &sampled } else { &all };
        if level == Level::Hard {
            group.sample_size(10).measurement_time(Duration::from_secs(20));
        }
        let mut gen = CaptureGen::new(&rules);
        let points = PointMasks::new(rules.card_points);
        let mut i = 0usize;
        group.bench_function(format!("tablic_2p_{level}"), |b| {
            b.iter(|| {
                i = (i + 1) % views.len();
                let mut bot = Bot::new(level, i as u64);
                black_box(bot.choose(&views[i], &mut gen, &points))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_levels);
criterion_main!(benches);
