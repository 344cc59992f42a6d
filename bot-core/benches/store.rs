//! Storage speed on a real SQLite file: leaderboard queries over 100,000 finished matches, and
//! committed appends of single moves.
//!
//! `cargo bench -p bot-core --bench store` fills a temporary store (2 human seats a match, 20
//! servers of Zipf-like sizes with 5 channels each, 1,000 players — 50 regulars a server, plus
//! visitors with skewed activity — and two years of dates), prints the median and p99 of every standings query and the append rate,
//! then runs the same under criterion. `STORE_BENCH_MATCHES=N` changes the number of matches;
//! `STORE_BENCH_DB=path` keeps the filled file there and reuses it on the next run.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::hint::black_box;
use std::time::{Duration, Instant};

use bot_core::ai::Level;
use bot_core::cards::{Card, CardSet};
use bot_core::game::rng::Rng;
use bot_core::game::{Action, Move};
use bot_core::ids::{ChannelKey, MatchId, Platform, SeatKind, UserRef};
use bot_core::rules::{Rules, Variant};
use bot_core::store::standings::unix_time;
use bot_core::store::{Board, Finish, FinishOutcome, NewMatch, Period, StandingsQuery, Store};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tokio::runtime::Runtime;

const SERVERS: u64 = 20;
const CHANNELS: u64 = 5;
const PLAYERS: u64 = 1_000;
/// Regulars per server (servers × regulars = players).
const LOCAL: u64 = PLAYERS / SERVERS;
const BATCH: usize = 10_000;

/// Two years of matches, up to the time the boards are asked for.
fn start() -> i64 {
    unix_time(2024, 9, 15)
}
fn now() -> i64 {
    unix_time(2026, 9, 15)
}

/// A Zipf-like pick in `0..n`: index k with weight 1/(k+1).
fn zipf(rng: &mut Rng, weights: &[f64]) -> u64 {
    let total = weights.last().copied().unwrap_or(1.0);
    let x = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
    weights.partition_point(|&w| w <= x).min(weights.len() - 1) as u64
}

fn cumulative(n: u64) -> Vec<f64> {
    let mut acc = 0.0;
    (0..n)
        .map(|k| {
            acc += 1.0 / (k as f64 + 1.0);
            acc
        })
        .collect()
}

fn human(n: u64) -> SeatKind {
    SeatKind::Human {
        user: UserRef::new(Platform::Discord, format!("{}", 100_000 + n)),
        name: format!("player{n:04}"),
    }
}

/// Deterministic finished matches.
fn games(count: usize) -> Vec<(NewMatch, Finish)> {
    let mut rng = Rng::new(0x5704E);
    let servers = cumulative(SERVERS);
    let channels = cumulative(CHANNELS);
    let span = (now() - start()) as u64;
    let short = Rules::build(Variant::Tablic, ["short=yes"]).expect("playable");
    let long = Rules::preset(Variant::Tablic);
    (0..count)
        .map(|_| {
            let server = zipf(&mut rng, &servers);
            let channel = zipf(&mut rng, &channels);
            // Most games are among a server's own 50 regulars; the rest draw from everyone,
            // where squaring a uniform number makes low player numbers far more active.
            let pick = |rng: &mut Rng| {
                if rng.below(5) > 0 {
                    server * LOCAL + rng.below(LOCAL)
                } else {
                    let u = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
                    ((u * u) * PLAYERS as f64) as u64
                }
            };
            let a = pick(&mut rng);
            let mut b = pick(&mut rng);
            while b == a {
                b = pick(&mut rng);
            }
            let at = start() + rng.below(span) as i64;
            let is_short = rng.below(2) == 0;
            let (outcome, scores) = match rng.below(20) {
                0 => (FinishOutcome::Drawn, if is_short { vec![12, 12] } else { vec![104, 104] }),
                r => {
                    let side = (r % 2) as u8;
                    let (w, l) = if is_short {
                        (13 + rng.below(10) as u32, rng.below(13) as u32)
                    } else {
                        (101 + rng.below(20) as u32, 40 + rng.below(61) as u32)
                    };
                    let scores = if side == 0 { vec![w, l] } else { vec![l, w] };
                    (FinishOutcome::Won { side }, scores)
                }
            };
            let new = NewMatch {
                channel: ChannelKey::new(
                    Platform::Discord,
                    format!("server{server:02}"),
                    format!("channel{channel}"),
                ),
                board: None,
                rules: if is_short { short.clone() } else { long.clone() },
                seed: rng.next_u64(),
                seats: vec![human(a), human(b)],
                turn_timer: None,
                created_at: at - 600,
            };
            (new, Finish { outcome, scores, at })
        })
        .collect()
}

struct Fixture {
    _dir: tempfile::TempDir,
    store: Store,
    rt: Runtime,
    queries: Vec<(String, StandingsQuery)>,
}

fn fixture() -> Fixture {
    let count: usize =
        std::env::var("STORE_BENCH_MATCHES").ok().and_then(|s| s.parse().ok()).unwrap_or(100_000);
    let rt =
        tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    let dir = tempfile::TempDir::new().unwrap();
    let path = std::env::var_os("STORE_BENCH_DB")
        .map_or_else(|| dir.path().join("bench.db"), std::path::PathBuf::from);
    let store = rt.block_on(Store::open(&path)).unwrap();
    let filled = rt.block_on(store.match_summary(MatchId(count as i64))).unwrap().is_some();
    if filled {
        println!("reusing {count} matches in {}", path.display());
    } else {
        let data = games(count);
        let t = Instant::now();
        for chunk in data.chunks(BATCH) {
            rt.block_on(store.bulk_finished(chunk)).unwrap();
        }
        let fill = t.elapsed();
        let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0)
            + std::fs::metadata(path.with_extension("db-wal")).map(|m| m.len()).unwrap_or(0);
        println!(
            "filled {count} finished matches in {:.1} s ({:.0} matches/s, {:.1} MB with WAL) at {}",
            fill.as_secs_f64(),
            count as f64 / fill.as_secs_f64(),
            size as f64 / 1e6,
            path.display()
        );
    }

    let current = now();
    let mut queries = Vec::new();
    // server00 is the biggest server (Zipf), channel0 its busiest channel.
    for (scope, channel) in [("server", None), ("channel", Some("channel0".to_string()))] {
        for (pname, period) in [
            ("all-time", Period::AllTime),
            ("month", Period::Month { year: 2026, month: 8 }),
            ("season", Period::Season { start_year: 2025 }),
        ] {
            for (bname, board) in [("points", Board::Points), ("strength", Board::Strength)] {
                queries.push((
                    format!("{scope}/{pname}/{bname}"),
                    StandingsQuery {
                        platform: Platform::Discord,
                        server: "server00".into(),
                        channel: channel.clone(),
                        period,
                        board,
                        computers: false,
                        rivals_of: None,
                        limit: 20,
                        now: current,
                    },
                ));
            }
        }
    }
    Fixture { _dir: dir, store, rt, queries }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn print_queries(f: &Fixture) {
    println!("{:<28} {:>6} {:>10} {:>10}", "standings query (limit 20)", "rows", "median", "p99");
    for (name, q) in &f.queries {
        let rows = f.rt.block_on(f.store.standings(q)).unwrap().len();
        let mut times: Vec<Duration> = (0..300)
            .map(|_| {
                let t = Instant::now();
                black_box(f.rt.block_on(f.store.standings(q)).unwrap());
                t.elapsed()
            })
            .collect();
        times.sort();
        println!(
            "{name:<28} {rows:>6} {:>8.3}ms {:>8.3}ms",
            percentile(&times, 0.5).as_secs_f64() * 1e3,
            percentile(&times, 0.99).as_secs_f64() * 1e3
        );
    }
}

/// A long game between two people in `channel`, to append moves to (a channel has one match
/// in play at a time: each use takes its own).
fn append_target(f: &Fixture, channel: &str) -> bot_core::ids::MatchId {
    let new = NewMatch {
        channel: ChannelKey::new(Platform::Discord, "bench", channel),
        board: None,
        rules: Rules::preset(Variant::Tablic),
        seed: 1,
        seats: vec![human(1), SeatKind::Computer { level: Level::Greedy }],
        turn_timer: None,
        created_at: now(),
    };
    f.rt.block_on(f.store.create_match(&new)).unwrap()
}

fn a_move(seq: u64) -> Move {
    let card: Card = CardSet::FULL.iter().nth((seq % 52) as usize).unwrap();
    Move { seat: (seq % 2) as u8, action: Action::Play { card, take: CardSet::EMPTY } }
}

fn print_appends(f: &Fixture) {
    let id = append_target(f, "append");
    let n = 5_000u64;
    let t = Instant::now();
    for seq in 0..n {
        f.rt.block_on(f.store.append(id, seq, &a_move(seq), None, None)).unwrap();
    }
    let e = t.elapsed();
    println!(
        "append, one move a transaction: {n} moves in {:.3} s = {:.0} moves/s ({:.1} µs each)",
        e.as_secs_f64(),
        n as f64 / e.as_secs_f64(),
        e.as_secs_f64() * 1e6 / n as f64
    );
}

fn bench_store(c: &mut Criterion) {
    let f = fixture();
    print_queries(&f);
    print_appends(&f);

    let mut group = c.benchmark_group("standings");
    for (name, q) in &f.queries {
        group.bench_function(name.as_str(), |b| {
            b.iter(|| black_box(f.rt.block_on(f.store.standings(q)).unwrap()))
        });
    }
    group.finish();

    let id = append_target(&f, "append-criterion");
    let mut seq = 0u64;
    let mut group = c.benchmark_group("append");
    group.throughput(Throughput::Elements(1));
    group.bench_function("move_with_commit", |b| {
        b.iter(|| {
            f.rt.block_on(f.store.append(id, seq, &a_move(seq), None, None)).unwrap();
            seq += 1;
        })
    });
    group.finish();
    f.rt.block_on(f.store.close());
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(50).measurement_time(Duration::from_secs(3));
    targets = bench_store
}
criterion_main!(benches);
