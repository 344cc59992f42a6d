//! What one seat may know when it decides: built here, from public facts and the seat's own
//! cards only, so a computer player holding a [`SeatView`] cannot learn another hand or the stock.

use crate::cards::{Card, CardSet};
use crate::rules::{PointMasks, RuleSet};

use super::hand::{Hand, PlayRecord, TablaPolicy, MAX_SEATS};
use super::{claim_refusal, Match, Status};

/// Everything one seat may see: its own hand, the table, every card played and taken in this
/// hand, the piles, the scores, the rules, the size of the stock and of each hand, whose turn it
/// is. It owns its data (it can be moved to another thread) and holds no hidden card: the other
/// hands and the stock are known only as one set of unseen cards and their counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatView {
    rules: RuleSet,
    seat: u8,
    hand: CardSet,
    table: CardSet,
    captured: [CardSet; MAX_SEATS],
    tablas: [u32; MAX_SEATS],
    bonus_now: [u32; MAX_SEATS],
    bonus_later: [u32; MAX_SEATS],
    last_capturer: Option<u8>,
    to_move: u8,
    dealer: u8,
    number: u32,
    deals: u32,
    stock_len: u32,
    hand_sizes: [u32; MAX_SEATS],
    policy: TablaPolicy,
    scores: [u32; MAX_SEATS],
    history: Vec<PlayRecord>,
    can_redeal: bool,
    playing: bool,
}

impl SeatView {
    /// The view of `seat` in a hand played outside a match (scores 0).
    pub fn of(rules: &RuleSet, hand: &Hand, seat: u8) -> SeatView {
        SeatView::build(rules, hand, seat, [0; MAX_SEATS], hand.result.is_none())
    }

    /// The view of `seat` in a match.
    pub fn of_match(game: &Match, seat: u8) -> SeatView {
        let mut scores = [0; MAX_SEATS];
        for (s, &v) in scores.iter_mut().zip(game.scores()) {
            *s = v;
        }
        let playing = game.status() == Status::Playing;
        SeatView::build(game.rules(), game.hand(), seat, scores, playing)
    }

    fn build(
        rules: &RuleSet,
        hand: &Hand,
        seat: u8,
        scores: [u32; MAX_SEATS],
        playing: bool,
    ) -> SeatView {
        let mut hand_sizes = [0; MAX_SEATS];
        for (size, cards) in hand_sizes.iter_mut().zip(&hand.hands) {
            *size = cards.len();
        }
        SeatView {
            rules: rules.clone(),
            seat,
            hand: hand.hands.get(usize::from(seat)).copied().unwrap_or_default(),
            table: hand.table,
            captured: hand.captured,
            tablas: hand.tablas,
            bonus_now: hand.bonus_now,
            bonus_later: hand.bonus_later,
            last_capturer: hand.last_capturer,
            to_move: hand.to_move,
            dealer: hand.dealer,
            number: hand.number,
            deals: hand.deals,
            stock_len: hand.stock.len() as u32,
            hand_sizes,
            policy: hand.policy,
            scores,
            history: hand.history.clone(),
            can_redeal: hand.can_redeal(rules, seat),
            playing: playing && hand.result.is_none(),
        }
    }

    /// The rules.
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// The seat deciding.
    pub fn seat(&self) -> u8 {
        self.seat
    }

    /// The side the deciding seat plays for.
    pub fn side(&self) -> usize {
        self.rules.side_of(self.seat)
    }

    /// Its own cards.
    pub fn hand(&self) -> CardSet {
        self.hand
    }

    /// The face-up table.
    pub fn table(&self) -> CardSet {
        self.table
    }

    /// Each side's captured pile (public: every capture was made face up).
    pub fn captured(&self) -> &[CardSet; MAX_SEATS] {
        &self.captured
    }

    /// Tablas made by each side in this hand.
    pub fn tablas(&self) -> &[u32; MAX_SEATS] {
        &self.tablas
    }

    /// Tabla points credited at once, per side.
    pub fn bonus_now(&self) -> &[u32; MAX_SEATS] {
        &self.bonus_now
    }

    /// Tabla points credited when the hand is scored, per side.
    pub fn bonus_later(&self) -> &[u32; MAX_SEATS] {
        &self.bonus_later
    }

    /// The seat that captured last in this hand.
    pub fn last_capturer(&self) -> Option<u8> {
        self.last_capturer
    }

    /// The seat whose turn it is.
    pub fn to_move(&self) -> u8 {
        self.to_move
    }

    /// The dealer of this hand.
    pub fn dealer(&self) -> u8 {
        self.dealer
    }

    /// The hand's number in the match, from 1.
    pub fn number(&self) -> u32 {
        self.number
    }

    /// Deals made so far in this hand (1 after the first).
    pub fn deals(&self) -> u32 {
        self.deals
    }

    /// Cards left in the stock (not which ones).
    pub fn stock_len(&self) -> u32 {
        self.stock_len
    }

    /// How many cards each seat holds.
    pub fn hand_sizes(&self) -> &[u32; MAX_SEATS] {
        &self.hand_sizes
    }

    /// How tablas score in this hand.
    pub fn policy(&self) -> TablaPolicy {
        self.policy
    }

    /// Match scores per side before this hand.
    pub fn scores(&self) -> &[u32; MAX_SEATS] {
        &self.scores
    }

    /// Every play of this hand, in order.
    pub fn history(&self) -> &[PlayRecord] {
        &self.history
    }

    /// Whether this seat may reject its first cards now (Tabinet).
    pub fn can_redeal(&self) -> bool {
        self.can_redeal
    }

    /// Whether the match is in play and this hand not yet scored.
    pub fn is_playing(&self) -> bool {
        self.playing
    }

    /// Whether it is this seat's turn to play a card.
    pub fn is_my_turn(&self) -> bool {
        self.playing && self.to_move == self.seat && !self.hand.is_empty()
    }

    /// The cards this seat has not seen: the other hands and the stock, together.
    pub fn unseen(&self) -> CardSet {
        let known = self.captured.iter().fold(self.hand | self.table, |a, &p| a | p);
        self.rules.deck.cards() - known
    }

    /// Whether the card about to be played is the last of the hand.
    pub fn is_last_card(&self) -> bool {
        self.stock_len == 0 && self.hand_sizes.iter().sum::<u32>() == 1
    }

    /// What `side` could claim now: score, card points so far and tablas credited at once.
    pub fn claim_total(&self, side: usize) -> u32 {
        let points = PointMasks::new(self.rules.card_points);
        self.scores[side] + points.points(self.captured[side]) + self.bonus_now[side]
    }

    /// Whether this seat's side may claim the match now and be right.
    pub fn can_claim(&self) -> bool {
        self.playing
            && claim_refusal(&self.rules, &self.scores).is_none()
            && self.claim_total(self.side()) >= u32::from(self.rules.target)
    }

    /// A hypothetical hand: this view's public facts with the hidden cards filled in by a guess,
    /// `others` for the other seats (this seat's entry is ignored) and `stock` in dealing order
    /// (the last card is dealt first). Computer players search such guesses; the guess is
    /// theirs, so nothing hidden leaks through it.
    pub fn imagine(&self, others: &[CardSet; MAX_SEATS], stock: Vec<Card>) -> Hand {
        let mut hands = *others;
        if let Some(own) = hands.get_mut(usize::from(self.seat)) {
            *own = self.hand;
        }
        Hand {
            number: self.number,
            dealer: self.dealer,
            stock,
            hands,
            table: self.table,
            captured: self.captured,
            tablas: self.tablas,
            bonus_now: self.bonus_now,
            bonus_later: self.bonus_later,
            last_capturer: self.last_capturer,
            to_move: self.to_move,
            plays: self.history.len() as u32,
            deals: self.deals,
            // A search never asks for a redeal.
            redealt: true,
            policy: self.policy,
            result: None,
            // Searches replay thousands of imagined hands; they do not need the past plays.
            history: Vec::new(),
        }
    }
}

impl Match {
    /// What `seat` may see now (see [`SeatView`]).
    pub fn seat_view(&self, seat: u8) -> SeatView {
        SeatView::of_match(self, seat)
    }
}
