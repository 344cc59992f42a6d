//! Computer players. Each decides from a [`SeatView`] alone: its own hand and what the whole
//! table has seen, never another hand or the stock.
//!
//! - `random`: a random card, then a random legal choice for it.
//! - `greedy`: the most points now.
//! - `easy`: points, cards and tablas now, with deliberate mistakes.
//! - `medium`: points, cards and tablas now, less what the table it leaves offers the next
//!   player (a tabla above all), keeping a sweeping jack for a table worth sweeping.
//! - `hard`: a search over guessed deals of the unseen cards, weighted by what the other
//!   players' plays reveal, and exact play once nothing is hidden (see [`SearchConfig`]).

mod equity;
mod exact;
mod heuristic;
mod judge;
mod redeal;
mod search;

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::cards::{Card, CardSet};
use crate::game::rng::Rng;
use crate::game::{hand_seed, Hand, HandResult, TablaPolicy};
use crate::rules::{CaptureGen, PointMasks, Rules};

/// Most captures a computer weighs for one card. Real tables have far fewer; on a table of
/// twenty cards or more (everyone trailing), the largest and the simplest are weighed, so a
/// decision never takes long.
pub(crate) const AI_OPTIONS: usize = 1_024;

pub use crate::game::SeatView;
pub use redeal::wants_redeal;
pub use search::SearchConfig;

use heuristic::{best_index, medium_scores};
use judge::Judge;

/// A computer player's strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// A uniformly random card, then a uniformly random legal choice for it.
    Random,
    /// The move that takes the most points now.
    Greedy,
    /// Sensible plays with deliberate mistakes: for beginners.
    Easy,
    /// Greedy with judgement: points, cards, no tabla left for the next player, jacks kept.
    Medium,
    /// Search over guessed deals with inference, exact at the end of a hand.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 5] =
        [Level::Random, Level::Easy, Level::Greedy, Level::Medium, Level::Hard];

    /// The level's name as typed.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not known.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown computer level `{0}`: choose random, greedy, easy, medium or hard")]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;
    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownLevel(s.to_string()))
    }
}

/// What a computer of `level` plays for the view's seat, its random choices following `seed`:
/// the same view and seed always give the same play. `None` when the seat has no card to play.
pub fn decide(level: Level, seed: u64, view: &SeatView) -> Option<(Card, CardSet)> {
    let mut gen = CaptureGen::new(view.rules());
    let points = PointMasks::new(view.rules().card_points);
    Bot::new(level, seed).choose(view, &mut gen, &points)
}

/// A computer player of some level, with its own random generator.
#[derive(Clone, Debug)]
pub struct Bot {
    level: Level,
    rng: Rng,
    search: SearchConfig,
    options: Vec<CardSet>,
    plays: Vec<(Card, CardSet)>,
    scores: Vec<f32>,
}

impl Bot {
    /// A player of `level` whose random choices follow `seed`.
    pub fn new(level: Level, seed: u64) -> Bot {
        Bot::with_search(level, seed, SearchConfig::default())
    }

    /// A player of `level` whose `hard` search (if it is `hard`) uses `search`.
    pub fn with_search(level: Level, seed: u64, search: SearchConfig) -> Bot {
        Bot {
            level,
            rng: Rng::new(seed),
            search,
            options: Vec::new(),
            plays: Vec::new(),
            scores: Vec::new(),
        }
    }

    /// The player's level.
    pub fn level(&self) -> Level {
        self.level
    }

    /// Chooses a legal play: a card and the table cards it takes (empty: trail). `gen` and
    /// `points` must be for the view's rules. `None` when the seat holds no card.
    pub fn choose(
        &mut self,
        view: &SeatView,
        gen: &mut CaptureGen,
        points: &PointMasks,
    ) -> Option<(Card, CardSet)> {
        if view.hand().is_empty() {
            return None;
        }
        match self.level {
            Level::Random => self.random(view, gen),
            Level::Greedy => self.greedy(view, gen, points),
            Level::Easy => self.easy(view, gen),
            Level::Medium => self.medium(view, gen),
            Level::Hard => search::choose(view, gen, &mut self.rng, &self.search),
        }
    }

    fn random(&mut self, view: &SeatView, gen: &mut CaptureGen) -> Option<(Card, CardSet)> {
        let hand = view.hand();
        if hand.is_empty() {
            return None;
        }
        let nth = self.rng.below(u64::from(hand.len())) as usize;
        let card = hand.iter().nth(nth)?;
        self.options.clear();
        gen.list_limited(view.table(), card, AI_OPTIONS, &mut self.options);
        let may_trail = !view.rules().forced_capture || self.options.is_empty();
        let choices = self.options.len() + usize::from(may_trail);
        let pick = self.rng.below(choices as u64) as usize;
        Some((card, self.options.get(pick).copied().unwrap_or(CardSet::EMPTY)))
    }

    fn greedy(
        &mut self,
        view: &SeatView,
        gen: &mut CaptureGen,
        points: &PointMasks,
    ) -> Option<(Card, CardSet)> {
        let table = view.table();
        // (points, cards) taken; trailing scores nothing and gives away the least we can.
        let mut best: Option<((u32, u32, i32), Card, CardSet)> = None;
        for card in view.hand() {
            self.options.clear();
            gen.list_limited(table, card, AI_OPTIONS, &mut self.options);
            let may_trail = !view.rules().forced_capture || self.options.is_empty();
            for &take in &self.options {
                let mut gain = points.points(take.with(card));
                if take == table && view.rules().tabla_counts(card.rank(), view.is_last_card()) {
                    gain += gen.tabla_bonus(card, take);
                }
                let key = (gain, take.len() + 1, 0);
                if best.as_ref().is_none_or(|(k, _, _)| key > *k) {
                    best = Some((key, card, take));
                }
            }
            if may_trail {
                let cost = points.points(CardSet::EMPTY.with(card)) as i32;
                let key = (0, 0, -cost * 16 - i32::from(card.rank().index()));
                if best.as_ref().is_none_or(|(k, _, _)| key > *k) {
                    best = Some((key, card, CardSet::EMPTY));
                }
            }
        }
        best.map(|(_, card, take)| (card, take))
    }

    /// `medium`'s judgement without looking at what the play leaves, and now and then a play
    /// that is not the best: the second best, or any legal one.
    fn easy(&mut self, view: &SeatView, gen: &mut CaptureGen) -> Option<(Card, CardSet)> {
        let judge = Judge::new(view.rules());
        medium_scores(
            view,
            &judge,
            gen,
            false,
            &mut self.options,
            &mut self.plays,
            &mut self.scores,
        );
        let best = best_index(&self.scores)?;
        let roll = self.rng.below(100);
        let pick = if roll < 10 {
            self.rng.below(self.plays.len() as u64) as usize
        } else if roll < 30 {
            // The runner-up: a plausible play that is not quite right.
            let mut second: Option<usize> = None;
            for (i, &s) in self.scores.iter().enumerate() {
                if i != best && second.is_none_or(|j| s > self.scores[j]) {
                    second = Some(i);
                }
            }
            second.unwrap_or(best)
        } else {
            best
        };
        self.plays.get(pick).copied()
    }

    fn medium(&mut self, view: &SeatView, gen: &mut CaptureGen) -> Option<(Card, CardSet)> {
        let judge = Judge::new(view.rules());
        medium_scores(
            view,
            &judge,
            gen,
            true,
            &mut self.options,
            &mut self.plays,
            &mut self.scores,
        );
        best_index(&self.scores).and_then(|i| self.plays.get(i).copied())
    }
}

/// Plays whole hands between computer players, for `tablic simulate` and benchmarks.
#[derive(Clone, Debug)]
pub struct Simulator {
    rules: Rules,
    gen: CaptureGen,
    points: PointMasks,
    bots: Vec<Bot>,
    seed: u64,
}

impl Simulator {
    /// A simulator where every seat plays at `level`.
    pub fn new(rules: Rules, level: Level, seed: u64) -> Simulator {
        let bots = (0..rules.players)
            .map(|seat| Bot::new(level, crate::game::rng::mix(seed ^ (u64::from(seat) + 1) << 32)))
            .collect();
        Simulator {
            gen: CaptureGen::new(&rules),
            points: PointMasks::new(rules.card_points),
            rules,
            bots,
            seed,
        }
    }

    /// Plays hand `index` (from 0; the deal rotates) and returns its scoring and the moves made.
    pub fn play_hand(&mut self, index: u32) -> (HandResult, u32) {
        let dealer = (index % u32::from(self.rules.players)) as u8;
        let mut hand = Hand::deal(
            &self.rules,
            hand_seed(self.seed, index + 1),
            index + 1,
            dealer,
            TablaPolicy::FREE,
        );
        let mut moves = 0;
        while hand.result.is_none() {
            let seat = hand.to_move;
            let view = SeatView::of(&self.rules, &hand, seat);
            let Some((card, take)) =
                self.bots[usize::from(seat)].choose(&view, &mut self.gen, &self.points)
            else {
                break;
            };
            hand.play_unchecked(&self.rules, &self.points, &mut self.gen, seat, card, take);
            moves += 1;
        }
        (hand.result.unwrap_or_default(), moves)
    }
}
