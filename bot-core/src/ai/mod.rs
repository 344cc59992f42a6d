//! Computer players. Each sees only a [`SeatView`]: its own hand and the public table.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::cards::{Card, CardSet};
use crate::game::rng::Rng;
use crate::game::{hand_seed, Hand, HandResult, TablaPolicy};
use crate::rules::{CaptureGen, PointMasks, RuleSet, TablaBonus};

/// A computer player's strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// A uniformly random card, then a uniformly random legal choice for it.
    Random,
    /// The move that takes the most points now.
    Greedy,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 2] = [Level::Random, Level::Greedy];

    /// The level's name as typed.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
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
#[error("unknown computer level `{0}`: choose random or greedy")]
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

/// What one seat may see when it decides. Built only from public facts and the seat's own hand,
/// so a computer player cannot look at another hand or the stock.
#[derive(Clone, Copy, Debug)]
pub struct SeatView<'a> {
    rules: &'a RuleSet,
    seat: u8,
    hand: CardSet,
    table: CardSet,
    last_card: bool,
}

impl<'a> SeatView<'a> {
    /// The view of `seat` in `hand`.
    pub fn of(rules: &'a RuleSet, hand: &Hand, seat: u8) -> SeatView<'a> {
        SeatView {
            rules,
            seat,
            hand: hand.hands[usize::from(seat)],
            table: hand.table,
            last_card: hand.next_is_last_card(),
        }
    }

    /// The rules.
    pub fn rules(&self) -> &RuleSet {
        self.rules
    }

    /// The seat deciding.
    pub fn seat(&self) -> u8 {
        self.seat
    }

    /// Its own cards.
    pub fn hand(&self) -> CardSet {
        self.hand
    }

    /// The face-up table.
    pub fn table(&self) -> CardSet {
        self.table
    }

    /// Whether the card about to be played is the last of the hand (no tabla possible).
    pub fn is_last_card(&self) -> bool {
        self.last_card
    }
}

/// A computer player of some level, with its own random generator.
#[derive(Clone, Debug)]
pub struct Bot {
    level: Level,
    rng: Rng,
    options: Vec<CardSet>,
}

impl Bot {
    /// A player of `level` whose random choices follow `seed`.
    pub fn new(level: Level, seed: u64) -> Bot {
        Bot { level, rng: Rng::new(seed), options: Vec::new() }
    }

    /// The player's level.
    pub fn level(&self) -> Level {
        self.level
    }

    /// Chooses a legal play: a card and the table cards it takes (empty: trail).
    pub fn choose(
        &mut self,
        view: &SeatView<'_>,
        gen: &mut CaptureGen,
        points: &PointMasks,
    ) -> Option<(Card, CardSet)> {
        match self.level {
            Level::Random => self.random(view, gen),
            Level::Greedy => self.greedy(view, gen, points),
        }
    }

    fn random(&mut self, view: &SeatView<'_>, gen: &mut CaptureGen) -> Option<(Card, CardSet)> {
        let hand = view.hand();
        if hand.is_empty() {
            return None;
        }
        let nth = self.rng.below(u64::from(hand.len())) as usize;
        let card = hand.iter().nth(nth)?;
        self.options.clear();
        gen.list_into(view.table(), card, &mut self.options);
        let may_trail = !view.rules().forced_capture || self.options.is_empty();
        let choices = self.options.len() + usize::from(may_trail);
        let pick = self.rng.below(choices as u64) as usize;
        Some((card, self.options.get(pick).copied().unwrap_or(CardSet::EMPTY)))
    }

    fn greedy(
        &mut self,
        view: &SeatView<'_>,
        gen: &mut CaptureGen,
        points: &PointMasks,
    ) -> Option<(Card, CardSet)> {
        let table = view.table();
        // (points, cards) taken; trailing scores nothing and gives away the least we can.
        let mut best: Option<((u32, u32, i32), Card, CardSet)> = None;
        for card in view.hand() {
            self.options.clear();
            gen.list_into(table, card, &mut self.options);
            let may_trail = !view.rules().forced_capture || self.options.is_empty();
            for &take in &self.options {
                let mut gain = points.points(take.with(card));
                let sweep = view.rules().sweeps(card.rank());
                if take == table && !sweep && !view.is_last_card() {
                    gain += match view.rules().tabla_bonus {
                        TablaBonus::None => 0,
                        TablaBonus::Points(p) => u32::from(p),
                        TablaBonus::CardSum => {
                            gen.partition(card, take, true).map_or(0, |p| p.card_sum())
                        }
                    };
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
}

/// Plays whole hands between computer players, for `tablic simulate` and benchmarks.
#[derive(Clone, Debug)]
pub struct Simulator {
    rules: RuleSet,
    gen: CaptureGen,
    points: PointMasks,
    bots: Vec<Bot>,
    seed: u64,
}

impl Simulator {
    /// A simulator where every seat plays at `level`.
    pub fn new(rules: RuleSet, level: Level, seed: u64) -> Simulator {
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
