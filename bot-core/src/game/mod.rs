//! A match as a deterministic state machine: rules, a secret seed and a move log rebuild it.

mod hand;
pub mod rng;
mod view;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::cards::{Card, CardSet};
use crate::rules::{CaptureGen, Claims, LateTablas, Listing, MatchTie, PointMasks, RuleSet, Rules};

pub use hand::{
    Hand, HandResult, Leftover, PlayRecord, Played, TablaPolicy, TablaTiming, MAX_SEATS,
};
pub use view::SeatView;

/// From this hand on, seed 000's late-hand tabla rules apply.
pub const LATE_HAND: u32 = 7;
/// The score below which the cap-at-90 rule still lets tablas count.
pub const TABLA_CAP_SCORE: u32 = 90;

/// What a seat does.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Play a card, taking these table cards (none: trail).
    Play {
        /// The card played.
        card: Card,
        /// The table cards taken.
        take: CardSet,
    },
    /// The first player rejects the first cards and gets new ones (Tabinet).
    Redeal,
    /// Claim the match: right wins, wrong loses.
    Claim,
    /// Give up the match.
    Resign,
}

/// One entry of the move log.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    /// Who acted.
    pub seat: u8,
    /// What they did.
    pub action: Action,
}

/// Why a move was refused. Nothing changed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    /// The match has ended.
    #[error("the match is over")]
    MatchOver,
    /// The hand has been scored.
    #[error("the hand is over")]
    HandOver,
    /// No such seat.
    #[error("there is no seat {0} at this table")]
    NoSuchSeat(u8),
    /// Another seat is to move.
    #[error("it is not your turn: seat {} is to play", to_move + 1)]
    NotYourTurn {
        /// Whose turn it is.
        to_move: u8,
    },
    /// The card is not in the player's hand.
    #[error("{0} is not in your hand")]
    NotInHand(Card),
    /// A card to take is not on the table.
    #[error("{0} is not on the table")]
    NotOnTable(Card),
    /// The cards do not make groups the played card can take.
    #[error(
        "{card} cannot take {take}: every group must add up to the card's value or match its rank"
    )]
    IllegalCapture {
        /// Played card.
        card: Card,
        /// Cards asked for.
        take: CardSet,
    },
    /// Forced capture: the card can take something, so it cannot trail.
    #[error("{0} can take cards, and in this variant you must take all it can")]
    MustCapture(Card),
    /// No redeal now.
    #[error("a redeal is only for the first player, before the first card, once per hand")]
    RedealNotAllowed,
    /// These rules have no redeal at all.
    #[error("there is no redeal in this game: only Tabinet (or redeal=yes) lets the first player ask for new cards")]
    NoRedeal,
    /// The variant has no claims.
    #[error("this variant has no claims of victory")]
    ClaimsNotAllowed,
    /// The sides are level at the target and the hand in play decides: no claims in it.
    #[error("the scores are level at the target, so this hand decides the match: no one can claim until it is over")]
    ClaimInTieBreak,
}

/// Why a match ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// A side reached the target when a hand was scored.
    Target,
    /// The single hand of a short game was scored.
    ShortGame,
    /// A correct claim (or count-out).
    Claim,
    /// The other side claimed wrongly.
    FailedClaim,
    /// A tablanette took the side to the target mid-hand.
    Bonus,
    /// The other side resigned.
    Resignation,
}

/// Where a match stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "status")]
pub enum Status {
    /// In play.
    Playing,
    /// Won by a side.
    Won {
        /// The winning side.
        side: u8,
        /// How.
        reason: EndReason,
    },
    /// Drawn.
    Drawn,
}

/// What an accepted move did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// The play's details (for a play).
    pub played: Played,
    /// The scoring of a hand that just ended.
    pub hand_result: Option<HandResult>,
    /// The match ended with this move.
    pub match_over: bool,
}

/// A capture generator that is rebuilt, not stored: it is scratch space.
#[derive(Clone, Debug, Default)]
struct GenCache(Option<CaptureGen>);

impl PartialEq for GenCache {
    fn eq(&self, _: &GenCache) -> bool {
        true
    }
}
impl Eq for GenCache {}

/// A match: hands to the target, with scores, status and the full move log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    rules: Rules,
    seed: u64,
    scores: [u32; MAX_SEATS],
    hand: Hand,
    results: Vec<HandResult>,
    status: Status,
    log: Vec<Move>,
    #[serde(skip)]
    gen: GenCache,
}

impl Match {
    /// A new match; the first hand is dealt at once (the last seat deals, seat 0 leads). Only
    /// validated rules can make one.
    pub fn new(rules: Rules, seed: u64) -> Match {
        let dealer = rules.players - 1;
        let policy = tabla_policy(&rules, 1, &[0; MAX_SEATS]);
        let hand = Hand::deal(&rules, hand_seed(seed, 1), 1, dealer, policy);
        Match {
            rules,
            seed,
            scores: [0; MAX_SEATS],
            hand,
            results: Vec::new(),
            status: Status::Playing,
            log: Vec::new(),
            gen: GenCache(None),
        }
    }

    /// Rebuilds a match from its log; the index and error of the first bad move otherwise.
    pub fn replay(rules: Rules, seed: u64, log: &[Move]) -> Result<Match, (usize, MoveError)> {
        let mut m = Match::new(rules, seed);
        for (i, mv) in log.iter().enumerate() {
            m.apply(mv.clone()).map_err(|e| (i, e))?;
        }
        Ok(m)
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The secret shuffle seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Match scores per side: the hands scored so far, and the tablanettes of a hand that one
    /// of them ended (seed 004).
    pub fn scores(&self) -> &[u32] {
        &self.scores[..self.rules.sides()]
    }

    /// The hand in play (or the last one, once the match is over).
    pub fn hand(&self) -> &Hand {
        &self.hand
    }

    /// Scoring tables of the finished hands.
    pub fn results(&self) -> &[HandResult] {
        &self.results
    }

    /// Where the match stands.
    pub fn status(&self) -> Status {
        self.status
    }

    /// Every accepted move, in order. Its length is the move number.
    pub fn log(&self) -> &[Move] {
        &self.log
    }

    /// The seat to move, while the match is in play.
    pub fn to_move(&self) -> Option<u8> {
        (self.status == Status::Playing).then_some(self.hand.to_move)
    }

    /// The capture generator for these rules.
    pub fn capture_gen(&mut self) -> &mut CaptureGen {
        let rules = &self.rules;
        self.gen.0.get_or_insert_with(|| CaptureGen::new(rules))
    }

    /// The legal captures of each card of the seat to move (trailing not listed), at most
    /// `limit` a card, largest first: bounded for any table (see [`CaptureGen::listing`]).
    pub fn legal_captures(&mut self, limit: usize) -> Vec<(Card, Listing)> {
        let hand = self.hand.hands[usize::from(self.hand.to_move)];
        let table = self.hand.table;
        let gen = self.capture_gen();
        hand.iter().map(|card| (card, gen.listing(table, card, limit))).collect()
    }

    /// What a side could claim now: score, card points so far and tablas credited at once.
    /// Meant for a match in play: once a tablanette has ended it, the score holds its bonus.
    pub fn claim_total(&self, side: usize) -> u32 {
        let points = PointMasks::new(self.rules.card_points);
        self.scores[side] + points.points(self.hand.captured[side]) + self.hand.bonus_now[side]
    }

    /// Whether a claim may be made now (see [`claim_refusal`]).
    pub fn claims_open(&self) -> bool {
        self.status == Status::Playing && claim_refusal(&self.rules, self.scores()).is_none()
    }

    /// Whether `side` would win by claiming now: what a computer claims on.
    pub fn claim_would_win(&self, side: usize) -> bool {
        self.claims_open() && self.claim_total(side) >= u32::from(self.rules.target)
    }

    /// Applies a move. On error nothing has changed.
    pub fn apply(&mut self, mv: Move) -> Result<Outcome, MoveError> {
        if self.status != Status::Playing {
            return Err(MoveError::MatchOver);
        }
        if mv.seat >= self.rules.players {
            return Err(MoveError::NoSuchSeat(mv.seat));
        }
        let side = self.rules.side_of(mv.seat);
        let mut outcome = Outcome::default();
        match &mv.action {
            Action::Play { card, take } => {
                let points = PointMasks::new(self.rules.card_points);
                let rules = &self.rules;
                let gen = self.gen.0.get_or_insert_with(|| CaptureGen::new(rules));
                outcome.played = self.hand.play(rules, &points, gen, mv.seat, *card, *take)?;
                let result = self.hand.result.clone();
                // In a hand that breaks a tie at the target both sides are there already: the
                // hand decides, not the first tablanette of any size.
                let tie_break = self.scores().iter().any(|&s| s >= u32::from(self.rules.target));
                if outcome.played.tabla
                    && self.rules.win_on_bonus
                    && !tie_break
                    && self.scores[side] + self.hand.bonus_now[side] >= u32::from(self.rules.target)
                {
                    // Seed 004: a tablanette scores at once and the first to reach the target
                    // wins, in the middle of a deal too; the captured cards would count only
                    // when the deal is over. With the deal's last card as well: it reached the
                    // target before the deal was counted, which the win leaves uncounted.
                    self.status = Status::Won { side: side as u8, reason: EndReason::Bonus };
                    for (score, bonus) in self.scores.iter_mut().zip(self.hand.bonus_now) {
                        *score += bonus;
                    }
                } else if let Some(result) = result {
                    self.end_hand(&result);
                    outcome.hand_result = Some(result);
                }
            }
            Action::Redeal => {
                let seed = redeal_seed(self.seed, self.hand.number);
                self.hand.redeal(&self.rules, mv.seat, seed)?
            }
            Action::Claim => {
                if let Some(refused) = claim_refusal(&self.rules, self.scores()) {
                    return Err(refused);
                }
                self.status = if self.claim_total(side) >= u32::from(self.rules.target) {
                    Status::Won { side: side as u8, reason: EndReason::Claim }
                } else {
                    Status::Won { side: self.best_other(side), reason: EndReason::FailedClaim }
                };
            }
            Action::Resign => {
                self.status =
                    Status::Won { side: self.best_other(side), reason: EndReason::Resignation };
            }
        }
        outcome.match_over = self.status != Status::Playing;
        self.log.push(mv);
        Ok(outcome)
    }

    /// The scores a finished match ends with: after a claim or a resignation, the totals a
    /// claim counts (the hand in play included: the winner of a resignation is chosen by them,
    /// and a score that left them out could name a winner behind the others); otherwise the
    /// scores (a winning tablanette's included).
    pub fn final_scores(&self) -> Vec<u32> {
        match self.status {
            Status::Won {
                reason: EndReason::Claim | EndReason::FailedClaim | EndReason::Resignation,
                ..
            } => (0..self.rules.sides()).map(|side| self.claim_total(side)).collect(),
            _ => self.scores().to_vec(),
        }
    }

    /// The strongest side other than `side` (who wins when `side` claims wrongly or resigns).
    fn best_other(&self, side: usize) -> u8 {
        (0..self.rules.sides())
            .filter(|&s| s != side)
            .max_by_key(|&s| (self.claim_total(s), std::cmp::Reverse(s)))
            .unwrap_or(0) as u8
    }

    fn end_hand(&mut self, result: &HandResult) {
        for (score, points) in self.scores.iter_mut().zip(&result.total) {
            *score += points;
        }
        self.results.push(result.clone());
        let sides = self.rules.sides();
        let top = self.scores[..sides].iter().copied().max().unwrap_or(0);
        let leaders: Vec<usize> = (0..sides).filter(|&s| self.scores[s] == top).collect();
        let decided = self.rules.short_game || top >= u32::from(self.rules.target);
        if decided {
            let reason =
                if self.rules.short_game { EndReason::ShortGame } else { EndReason::Target };
            match (leaders.as_slice(), self.rules.match_tie) {
                ([winner], _) => {
                    self.status = Status::Won { side: *winner as u8, reason };
                    return;
                }
                (_, MatchTie::Draw) => {
                    self.status = Status::Drawn;
                    return;
                }
                // Seed 003's short game has no other hand to decide it.
                _ if self.rules.short_game => {
                    self.status = Status::Drawn;
                    return;
                }
                _ => {}
            }
        }
        let number = self.hand.number + 1;
        let dealer = (self.hand.dealer + 1) % self.rules.players;
        let policy = tabla_policy(&self.rules, number, &self.scores);
        self.hand = Hand::deal(&self.rules, hand_seed(self.seed, number), number, dealer, policy);
    }
}

/// Whether, after a hand, the leading sides at these match `scores` are level at or above the
/// target under `rules` that play another hand to decide it (seeds 000, 001): the match goes
/// on, and no one may claim in that hand ([`claim_refusal`]).
pub fn level_at_target(rules: &RuleSet, scores: &[u32]) -> bool {
    let sides = &scores[..rules.sides().min(scores.len())];
    let top = sides.iter().copied().max().unwrap_or(0);
    !rules.short_game
        && rules.match_tie == MatchTie::PlayOn
        && top >= u32::from(rules.target)
        && sides.iter().filter(|&&s| s == top).count() > 1
}

/// The seed of hand `number` of a match.
pub fn hand_seed(match_seed: u64, number: u32) -> u64 {
    rng::mix(match_seed ^ u64::from(number).wrapping_mul(0xA24B_AED4_963E_E407))
}

/// The seed that shuffles the rejected cards of a redeal in hand `number` back into the stock.
fn redeal_seed(match_seed: u64, number: u32) -> u64 {
    rng::mix(hand_seed(match_seed, number) ^ 0x2545_F491_4F6C_DD1D)
}

/// Why no claim may be made under `rules` at these match `scores`, if none may: the rules have
/// none, or a short game (seed 003: one hand and no target to reach, so a claim could only
/// lose), or a side is at the target already. In play that means the top sides are level there
/// and a further hand decides (seeds 000, 001): a claim would be won by points both had.
pub fn claim_refusal(rules: &RuleSet, scores: &[u32]) -> Option<MoveError> {
    if rules.claims == Claims::None || rules.short_game {
        return Some(MoveError::ClaimsNotAllowed);
    }
    let target = u32::from(rules.target);
    scores.iter().take(rules.sides()).any(|&s| s >= target).then_some(MoveError::ClaimInTieBreak)
}

/// How tablas score in hand `number`, given the scores at its start.
pub fn tabla_policy(rules: &RuleSet, number: u32, scores: &[u32; MAX_SEATS]) -> TablaPolicy {
    if number < LATE_HAND {
        return TablaPolicy::FREE;
    }
    match rules.late_tablas {
        LateTablas::Always => TablaPolicy::FREE,
        LateTablas::NotScored => TablaPolicy { timing: TablaTiming::Never, ..TablaPolicy::FREE },
        LateTablas::AtHandEnd => TablaPolicy { timing: TablaTiming::AtEnd, ..TablaPolicy::FREE },
        LateTablas::CapAt90 => {
            let mut cap = [0; MAX_SEATS];
            for (c, s) in cap.iter_mut().zip(scores) {
                *c = TABLA_CAP_SCORE.saturating_sub(*s);
            }
            TablaPolicy { timing: TablaTiming::Now, cap }
        }
    }
}
