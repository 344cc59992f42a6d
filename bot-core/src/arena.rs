//! Matches between two computer levels with the seats swapped, and the statistics that compare
//! them: wins, a Wilson interval on the score, the Elo difference, the points margin and the
//! time each side takes per move.
//!
//! Each deal (a match seed: every hand of the match is dealt from it, whatever is played) is
//! played twice, once with each level on each side, so neither level gets the better cards.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use serde::Serialize;
use thiserror::Error;

use crate::game::rng::mix;
use crate::game::{Action, Match, Move, Status, MAX_SEATS};
use crate::rules::{CaptureGen, PointMasks, Rules};

use crate::ai::{wants_redeal, Bot, Level, SearchConfig};

/// Moves after which a match that has not ended is called a draw (it never happens in play).
const MOVE_LIMIT: u32 = 50_000;
/// The normal quantile of a two-sided 95% interval.
const Z95: f64 = 1.959_964;

/// What to play.
#[derive(Clone, Debug)]
pub struct ArenaConfig {
    /// The rules of every match (two sides).
    pub rules: Rules,
    /// The first level.
    pub a: Level,
    /// The second level.
    pub b: Level,
    /// Matches in all: twice the number of deals.
    pub matches: u32,
    /// Seed of the deals and of the players' random choices.
    pub seed: u64,
    /// Matches played at once (each decision is still single-threaded).
    pub threads: usize,
    /// The `hard` search settings.
    pub search: SearchConfig,
}

/// Arguments the arena cannot run with.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ArenaError {
    /// Not a positive even number of matches.
    #[error("--matches must be a positive even number, since each deal is played twice with the seats swapped (got {0})")]
    Matches(u32),
    /// Not two sides.
    #[error("the arena needs two sides: two players, or four players as partners (these rules have {0})")]
    Sides(usize),
}

/// Time per move of one side, in milliseconds.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MoveTimes {
    /// The median move.
    pub median: f64,
    /// The 99th percentile.
    pub p99: f64,
    /// The slowest move.
    pub max: f64,
    /// Moves timed.
    pub moves: u64,
}

/// One level's results.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SideReport {
    /// The level.
    pub level: Level,
    /// Matches won.
    pub wins: u32,
    /// Its mean final score.
    pub points: f64,
    /// Milliseconds per move.
    pub ms_per_move: MoveTimes,
}

/// Everything the arena measured; `a`'s figures are from its point of view.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ArenaReport {
    /// The variant preset.
    pub variant: String,
    /// Options that differ from the preset.
    pub options: Vec<String>,
    /// Players per match.
    pub players: u8,
    /// Matches played.
    pub matches: u32,
    /// The seed.
    pub seed: u64,
    /// Matches played at once.
    pub threads: usize,
    /// The first level.
    pub a: SideReport,
    /// The second level.
    pub b: SideReport,
    /// Drawn matches.
    pub draws: u32,
    /// `a`'s score: wins and half the draws, over the matches.
    pub win_rate: f64,
    /// Wilson 95% interval of the score.
    pub win_rate_ci95: [f64; 2],
    /// Elo difference of `a` over `b` (`None` for a clean sweep).
    pub elo: Option<f64>,
    /// The Elo difference at the ends of the score's interval.
    pub elo_ci95: [Option<f64>; 2],
    /// `a`'s mean final score minus `b`'s, per match.
    pub points_margin: f64,
    /// Normal 95% interval of the margin.
    pub points_margin_ci95: [f64; 2],
    /// Wall time of the whole run.
    pub seconds: f64,
}

/// One finished match.
#[derive(Clone, Debug, Default)]
struct Played {
    /// Winner: 0 for `a`, 1 for `b`, `None` for a draw.
    winner: Option<usize>,
    /// Final points of `a` and `b`.
    points: [f64; 2],
    /// Times of `a`'s and `b`'s moves.
    times: [Vec<Duration>; 2],
}

/// Plays the matches. `progress` hears how many are done, from any thread.
pub fn run(
    config: &ArenaConfig,
    progress: &(dyn Fn(u32) + Sync),
) -> Result<ArenaReport, ArenaError> {
    if config.matches == 0 || !config.matches.is_multiple_of(2) {
        return Err(ArenaError::Matches(config.matches));
    }
    if config.rules.sides() != 2 {
        return Err(ArenaError::Sides(config.rules.sides()));
    }
    let started = Instant::now();
    let deals = (config.matches / 2) as usize;
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, [Played; 2])>> = Mutex::new(Vec::with_capacity(deals));
    let threads = config.threads.clamp(1, deals.max(1));
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let deal = next.fetch_add(1, Ordering::Relaxed);
                if deal >= deals {
                    break;
                }
                let pair = [play_deal(config, deal, false), play_deal(config, deal, true)];
                let finished = done.fetch_add(2, Ordering::Relaxed) + 2;
                progress(finished as u32);
                // A poisoned lock means another worker panicked; its panic ends the scope anyway.
                results.lock().unwrap_or_else(|e| e.into_inner()).push((deal, pair));
            });
        }
    });
    let mut results = results.into_inner().unwrap_or_else(|e| e.into_inner());
    results.sort_by_key(|(deal, _)| *deal);
    let played: Vec<Played> = results.into_iter().flat_map(|(_, pair)| pair).collect();
    Ok(report(config, &played, threads, started.elapsed()))
}

/// Plays one deal with `a` on side 0 (or, swapped, on side 1).
fn play_deal(config: &ArenaConfig, deal: usize, swapped: bool) -> Played {
    let rules = &config.rules;
    let match_seed = mix(config.seed ^ (deal as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let a_side = usize::from(swapped);
    let mut bots: Vec<(usize, Bot)> = (0..rules.players)
        .map(|seat| {
            let who = usize::from(rules.side_of(seat) != a_side);
            let level = if who == 0 { config.a } else { config.b };
            let seed = mix(match_seed ^ (u64::from(seat) + 1) << 40 ^ u64::from(swapped) << 56);
            (who, Bot::with_search(level, seed, config.search))
        })
        .collect();
    let mut game = Match::new(rules.clone(), match_seed);
    let mut gen = CaptureGen::new(rules);
    let points = PointMasks::new(rules.card_points);
    let mut out = Played::default();
    let mut moves = 0;
    while let Some(seat) = game.to_move() {
        let (who, bot) = &mut bots[usize::from(seat)];
        let start = Instant::now();
        let view = game.seat_view(seat);
        // Poor first cards are rejected where the rules allow it, as in a session.
        let redeal_seed = mix(match_seed ^ game.log().len() as u64 ^ u64::from(seat) << 48);
        if wants_redeal(bot.level(), redeal_seed, &view)
            && game.apply(Move { seat, action: Action::Redeal }).is_ok()
        {
            continue;
        }
        let choice = bot.choose(&view, &mut gen, &points);
        out.times[*who].push(start.elapsed());
        let Some((card, take)) = choice else { break };
        if game.apply(Move { seat, action: Action::Play { card, take } }).is_err() {
            // A level that plays an illegal move loses the match (the tests make sure none do).
            out.winner = Some(1 - *who);
            return finish(out, &game, a_side);
        }
        // Every level claims the moment its side has reached the target.
        let side = rules.side_of(seat);
        if game.claim_would_win(side) {
            let _ = game.apply(Move { seat, action: Action::Claim });
        }
        moves += 1;
        if moves > MOVE_LIMIT {
            break;
        }
    }
    out.winner = match game.status() {
        Status::Won { side, .. } => Some(usize::from(usize::from(side) != a_side)),
        Status::Drawn | Status::Playing => None,
    };
    finish(out, &game, a_side)
}

/// Fills in the final points: the match's final scores (as a session reports them), or the
/// claim totals of a match stopped at the move limit.
fn finish(mut out: Played, game: &Match, a_side: usize) -> Played {
    let sides = game.rules().sides();
    let scores = if game.status() == Status::Playing {
        (0..sides).map(|side| game.claim_total(side)).collect()
    } else {
        game.final_scores()
    };
    let mut points = [0u32; MAX_SEATS];
    for (p, s) in points.iter_mut().zip(scores) {
        *p = s;
    }
    out.points = [f64::from(points[a_side]), f64::from(points[1 - a_side])];
    out
}

fn report(config: &ArenaConfig, played: &[Played], threads: usize, wall: Duration) -> ArenaReport {
    let n = played.len() as f64;
    let wins_a = played.iter().filter(|p| p.winner == Some(0)).count() as u32;
    let wins_b = played.iter().filter(|p| p.winner == Some(1)).count() as u32;
    let draws = played.len() as u32 - wins_a - wins_b;
    let score = (f64::from(wins_a) + 0.5 * f64::from(draws)) / n.max(1.0);
    let (lo, hi) = wilson(score, n);
    let margins: Vec<f64> = played.iter().map(|p| p.points[0] - p.points[1]).collect();
    let margin = mean(&margins);
    let spread = std_dev(&margins, margin) / n.max(1.0).sqrt();
    let side = |who: usize, level: Level, wins: u32| SideReport {
        level,
        wins,
        points: mean(&played.iter().map(|p| p.points[who]).collect::<Vec<_>>()),
        ms_per_move: times(played.iter().flat_map(|p| p.times[who].iter().copied()).collect()),
    };
    ArenaReport {
        variant: config.rules.variant.name().to_string(),
        options: config.rules.overrides(),
        players: config.rules.players,
        matches: played.len() as u32,
        seed: config.seed,
        threads,
        a: side(0, config.a, wins_a),
        b: side(1, config.b, wins_b),
        draws,
        win_rate: score,
        win_rate_ci95: [lo, hi],
        elo: elo(score),
        elo_ci95: [elo(lo), elo(hi)],
        points_margin: margin,
        points_margin_ci95: [margin - Z95 * spread, margin + Z95 * spread],
        seconds: wall.as_secs_f64(),
    }
}

/// The Wilson score interval at 95% for a proportion `p` of `n` trials.
pub fn wilson(p: f64, n: f64) -> (f64, f64) {
    if n <= 0.0 {
        return (0.0, 1.0);
    }
    let z2 = Z95 * Z95;
    let denom = 1.0 + z2 / n;
    let center = (p + z2 / (2.0 * n)) / denom;
    let half = Z95 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denom;
    ((center - half).max(0.0), (center + half).min(1.0))
}

/// The Elo difference that predicts an expected score `p` (`None` at 0 or 1).
pub fn elo(p: f64) -> Option<f64> {
    (p > 0.0 && p < 1.0).then(|| 400.0 * (p / (1.0 - p)).log10())
}

fn mean(xs: &[f64]) -> f64 {
    if xs.is_empty() {
        0.0
    } else {
        xs.iter().sum::<f64>() / xs.len() as f64
    }
}

fn std_dev(xs: &[f64], mean: f64) -> f64 {
    if xs.len() < 2 {
        return 0.0;
    }
    (xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (xs.len() - 1) as f64).sqrt()
}

fn times(mut all: Vec<Duration>) -> MoveTimes {
    all.sort_unstable();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let at =
        |q: f64| all.get(((all.len() as f64 - 1.0) * q).round() as usize).copied().map_or(0.0, ms);
    MoveTimes {
        median: at(0.5),
        p99: at(0.99),
        max: all.last().copied().map_or(0.0, ms),
        moves: all.len() as u64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_and_elo_are_the_textbook_ones() {
        let (lo, hi) = wilson(0.75, 400.0);
        assert!((lo - 0.7056).abs() < 1e-3 && (hi - 0.7896).abs() < 1e-3, "{lo} {hi}");
        assert_eq!(elo(0.5), Some(0.0));
        assert!((elo(0.75).unwrap() - 190.85).abs() < 0.1);
        assert_eq!(elo(1.0), None);
        let (lo, hi) = wilson(1.0, 10.0);
        assert!(lo > 0.72 && lo < 0.73 && hi > 0.9999, "{lo} {hi}");
    }
}
