//! Engine speed: capture listing on real positions and stress tables, and whole simulated hands.
//!
//! `cargo bench -p bot-core --bench engine` runs criterion and also prints the per-position
//! distribution (median, p99, max) that criterion's batch timing cannot show.

#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

use std::hint::black_box;
use std::time::{Duration, Instant};

use bot_core::ai::{Bot, Level, SeatView, Simulator};
use bot_core::game::rng::Rng;
use bot_core::game::{hand_seed, Hand, TablaPolicy};
use bot_core::rules::{CaptureGen, PointMasks, Rules, Variant};
use bot_core::{Card, CardSet};
use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};

/// A decision point: the table and the hand of the seat to move.
#[derive(Clone, Copy)]
struct Position {
    table: CardSet,
    hand: CardSet,
}

/// Every decision point of `hands` hands of seeded random two-player play.
fn random_play_positions(rules: &Rules, hands: u32, seed: u64) -> Vec<Position> {
    let mut gen = CaptureGen::new(rules);
    let points = PointMasks::new(rules.card_points);
    let mut bots: Vec<Bot> =
        (0..rules.players).map(|s| Bot::new(Level::Random, seed + u64::from(s))).collect();
    let mut out = Vec::new();
    for h in 0..hands {
        let mut hand =
            Hand::deal(rules, hand_seed(seed, h + 1), h + 1, (h % 2) as u8, TablaPolicy::FREE);
        while hand.result.is_none() {
            let seat = hand.to_move;
            out.push(Position { table: hand.table, hand: hand.hands[usize::from(seat)] });
            let view = SeatView::of(rules, &hand, seat);
            let (card, take) = bots[usize::from(seat)].choose(&view, &mut gen, &points).unwrap();
            hand.play_unchecked(rules, &points, &mut gen, seat, card, take);
        }
    }
    out
}

/// Lists every capture of every card in the hand: all legal moves of the position.
fn list_position(gen: &mut CaptureGen, pos: Position, out: &mut Vec<CardSet>) -> usize {
    out.clear();
    for card in pos.hand {
        gen.list_into(pos.table, card, out);
    }
    out.len()
}

/// Tables of 12 to 18 cards: random ones, and crafted ones full of low cards.
fn stress_tables() -> Vec<CardSet> {
    let mut rng = Rng::new(0x5EED);
    let mut tables = Vec::new();
    for size in 12..=18u32 {
        for _ in 0..8 {
            let mut deck: Vec<Card> = CardSet::FULL.iter().collect();
            rng.shuffle(&mut deck);
            tables.push(deck[..size as usize].iter().copied().collect());
        }
    }
    for crafted in [
        "AS AH AD AC 2S 2H 2D 2C 3S 3H 3D 3C 4S 4H 4D 4C 5S 5H",
        "AS AH 2S 2H 3S 3H 4S 4H 5S 5H 6S 6H 7S 7H 8S 8H 9S 9H",
        "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S AH 2H 3H 4H 5H 6H 7H 8H",
        "2S 2H 3S 3H 4S 4H 5S 5H 6S 6H 7S 7H AS AH AD 8S 9S 10S",
    ] {
        tables.push(CardSet::parse_list(crafted).unwrap());
    }
    tables
}

/// Median, p99 and max of per-item times, each item repeated to beat the timer's resolution.
fn distribution(
    mut f: impl FnMut(usize),
    items: usize,
    reps: u32,
) -> (Duration, Duration, Duration) {
    let mut times: Vec<Duration> = (0..items)
        .map(|i| {
            let start = Instant::now();
            for _ in 0..reps {
                f(i);
            }
            start.elapsed() / reps
        })
        .collect();
    times.sort_unstable();
    (times[items / 2], times[items * 99 / 100], times[items - 1])
}

fn bench_captures(c: &mut Criterion) {
    let rules = Rules::preset(Variant::Tablic);
    let positions = random_play_positions(&rules, 2_000, 42);
    let mut gen = CaptureGen::new(&rules);
    let mut out = Vec::with_capacity(4096);

    let (median, p99, max) = distribution(
        |i| {
            black_box(list_position(&mut gen, positions[i], &mut out));
        },
        positions.len(),
        64,
    );
    let tables: Vec<u32> = positions.iter().map(|p| p.table.len()).collect();
    println!(
        "random-play positions: {} (tables up to {} cards); all moves of one position: median {:?}, p99 {:?}, max {:?}",
        positions.len(),
        tables.iter().max().unwrap(),
        median,
        p99,
        max
    );

    let mut group = c.benchmark_group("captures");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("random_play_positions_all_moves", |b| {
        b.iter(|| {
            let mut n = 0;
            for &pos in &positions {
                n += list_position(&mut gen, pos, &mut out);
            }
            black_box(n)
        })
    });
    group.finish();

    let tables = stress_tables();
    let cases: Vec<(CardSet, Card)> = tables
        .iter()
        .flat_map(|&t| (CardSet::FULL - t).iter().map(move |card| (t, card)))
        .collect();
    let (median, p99, max) = distribution(
        |i| {
            out.clear();
            gen.list_into(cases[i].0, cases[i].1, &mut out);
            black_box(out.len());
        },
        cases.len(),
        3,
    );
    let most = cases
        .iter()
        .map(|&(t, card)| {
            out.clear();
            gen.list_into(t, card, &mut out);
            out.len()
        })
        .max()
        .unwrap();
    println!(
        "stress tables of 12-18 cards: {} (table, card) cases, up to {most} choices for one card; one card's full list: median {:?}, p99 {:?}, max {:?}",
        cases.len(),
        median,
        p99,
        max
    );
    let worst = cases
        .iter()
        .copied()
        .max_by_key(|&(t, card)| {
            out.clear();
            gen.list_into(t, card, &mut out);
            out.len()
        })
        .unwrap();
    let mut group = c.benchmark_group("captures");
    group.bench_function("stress_most_choices", |b| {
        b.iter(|| {
            out.clear();
            gen.list_into(worst.0, worst.1, &mut out);
            black_box(out.len())
        })
    });
    group.finish();
}

/// A hand view's capture lists (64 a card, six cards) on tables everyone trailed onto, up to
/// the whole deck: bounded work, where listing every capture took seconds at 20 cards.
fn bench_big_tables(c: &mut Criterion) {
    let mut group = c.benchmark_group("big_tables");
    group.sample_size(10);
    let mut rng = Rng::new(0xB16);
    for size in [20usize, 25, 30, 40] {
        for variant in [Variant::Tablic, Variant::Tablanette, Variant::TablanetteJp] {
            let rules = Rules::preset(variant);
            let mut deck: Vec<_> = rules.deck.cards().iter().collect();
            rng.shuffle(&mut deck);
            let table: CardSet = deck[..size].iter().copied().collect();
            let hand: Vec<_> = deck[size..size + 6].to_vec();
            let mut gen = CaptureGen::new(&rules);
            group.bench_function(format!("{variant}_{size}_cards_hand_view"), |b| {
                b.iter(|| {
                    // A fresh generator each time: nothing is cached between hand views.
                    gen = CaptureGen::new(&rules);
                    let listed: usize =
                        hand.iter().map(|&card| gen.listing(table, card, 64).options.len()).sum();
                    black_box(listed)
                })
            });
        }
    }
    group.finish();
}

fn bench_simulate(c: &mut Criterion) {
    let mut group = c.benchmark_group("simulate");
    group.throughput(Throughput::Elements(1));
    for (variant, level) in [(Variant::Tablic, Level::Random), (Variant::Tablic, Level::Greedy)] {
        let rules = Rules::preset(variant);
        let mut sim = Simulator::new(rules, level, 7);
        let mut i = 0u32;
        group.bench_function(format!("{variant}_2p_{level}_hand"), |b| {
            b.iter_batched(
                || {
                    i = i.wrapping_add(1);
                    i
                },
                |i| black_box(sim.play_hand(i)),
                BatchSize::SmallInput,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, bench_captures, bench_big_tables, bench_simulate);
criterion_main!(benches);
