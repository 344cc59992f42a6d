//! One hand: the deal, the plays, the tablas, the leftovers and the hand's scoring table.

use serde::{Deserialize, Serialize};

use crate::cards::{Card, CardSet};
use crate::rules::{CaptureGen, LateTablas, Leftovers, MostCardsTie, PointMasks, RuleSet};

use super::rng::Rng;
use super::MoveError;

/// Most seats and sides a game can have.
pub const MAX_SEATS: usize = 4;

/// When the tablas of this hand are credited.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TablaTiming {
    /// At once: they count in a claim and can win on the spot.
    Now,
    /// When the hand is scored.
    AtEnd,
    /// Not at all (they are still counted as tablas).
    Never,
}

/// How tablas score in one hand: fixed when the hand is dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TablaPolicy {
    /// When they are credited.
    pub timing: TablaTiming,
    /// Most tabla points each side may still score this hand.
    pub cap: [u32; MAX_SEATS],
}

impl TablaPolicy {
    /// Tablas always score at once, without a cap.
    pub const FREE: TablaPolicy =
        TablaPolicy { timing: TablaTiming::Now, cap: [u32::MAX; MAX_SEATS] };

    /// The late-tabla rule this policy applies (`Always` for a hand before the seventh).
    pub fn rule(&self) -> LateTablas {
        match self.timing {
            TablaTiming::AtEnd => LateTablas::AtHandEnd,
            TablaTiming::Never => LateTablas::NotScored,
            TablaTiming::Now if self.cap != TablaPolicy::FREE.cap => LateTablas::CapAt90,
            TablaTiming::Now => LateTablas::Always,
        }
    }
}

/// What one accepted play did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    /// The play captured the whole table and scores as a tabla.
    pub tabla: bool,
    /// Tabla points the play earned (credited now or at the end, per the policy).
    pub tabla_points: u32,
    /// A sweeping jack took the table.
    pub sweep: bool,
    /// Everyone's hand was empty and new cards were dealt.
    pub dealt: bool,
    /// That was the last card: the hand is scored.
    pub hand_over: bool,
}

/// The scoring table of a finished hand, one entry per side.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandResult {
    /// Hand number, from 1.
    pub number: u32,
    /// Who dealt it.
    pub dealer: u8,
    /// Cards captured (leftovers included).
    pub cards: Vec<u32>,
    /// Points for counting cards.
    pub card_points: Vec<u32>,
    /// Points for most cards.
    pub most_cards: Vec<u32>,
    /// Points for the last capture.
    pub last_capture: Vec<u32>,
    /// Number of tablas made.
    pub tablas: Vec<u32>,
    /// Points from tablas (all of them, whenever credited).
    pub tabla_points: Vec<u32>,
    /// The hand's total per side.
    pub total: Vec<u32>,
    /// Who took the cards left on the table, and how many; `None` when none were left.
    /// Results stored before this field read as `None`.
    #[serde(default)]
    pub leftover: Option<Leftover>,
    /// The points for most cards that nobody got, the leading sides having captured as many
    /// (0: one side got them, or the rules give none). Results stored before read as 0.
    #[serde(default)]
    pub most_cards_unawarded: u32,
}

/// The cards left on the table when a hand ended, and the side that took them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Leftover {
    /// The side that took them.
    pub side: u8,
    /// How many there were (at least one).
    pub count: u32,
    /// Why that side: as the dealer's, or as the last to capture. The dealer's also when the
    /// rules give them to the last capturer but nobody captured in the whole hand.
    pub by: Leftovers,
    /// The cards; empty in results stored before they were recorded.
    #[serde(default)]
    pub cards: CardSet,
}

/// The state of one hand. Every card is in exactly one place: the stock, a player's hand, the
/// table, or a side's captured pile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hand {
    /// Hand number in the match, from 1.
    pub number: u32,
    /// The dealing seat.
    pub dealer: u8,
    /// Undealt cards; the next card dealt is the last one.
    pub stock: Vec<Card>,
    /// Each seat's cards.
    pub hands: [CardSet; MAX_SEATS],
    /// Face-up cards on the table.
    pub table: CardSet,
    /// Each side's captured pile.
    pub captured: [CardSet; MAX_SEATS],
    /// Tablas made by each side.
    pub tablas: [u32; MAX_SEATS],
    /// Tabla points credited at once (they count in a claim).
    pub bonus_now: [u32; MAX_SEATS],
    /// Tabla points credited when the hand is scored.
    pub bonus_later: [u32; MAX_SEATS],
    /// The seat that captured last.
    pub last_capturer: Option<u8>,
    /// The seat whose turn it is.
    pub to_move: u8,
    /// Cards played so far in this hand.
    pub plays: u32,
    /// Deals made so far in this hand (1 after the first deal).
    pub deals: u32,
    /// The first player already used the redeal.
    pub redealt: bool,
    /// How tablas score in this hand.
    pub policy: TablaPolicy,
    /// The scoring table, once the last card is played.
    pub result: Option<HandResult>,
    /// Every play of this hand in order: public, since everyone saw each card played and taken.
    #[serde(default)]
    pub history: Vec<PlayRecord>,
}

/// One play of a hand as everyone at the table saw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayRecord {
    /// Who played.
    pub seat: u8,
    /// The card played.
    pub card: Card,
    /// The table cards it took (empty: it trailed).
    pub take: CardSet,
    /// The deal it was played in (1 for the first), so a seat's plays since its last cards
    /// were dealt can be told apart from earlier ones.
    pub deal: u32,
}

impl Hand {
    /// Shuffles with `seed` and deals: the layout (no sweeping jack in it), then the first deal.
    pub fn deal(rules: &RuleSet, seed: u64, number: u32, dealer: u8, policy: TablaPolicy) -> Hand {
        let mut stock: Vec<Card> = rules.deck.cards().iter().collect();
        Rng::new(seed).shuffle(&mut stock);
        let mut table = CardSet::EMPTY;
        for _ in 0..crate::rules::TABLE_LAYOUT {
            // A sweeping jack never opens the layout: it goes to the bottom and is replaced.
            while let Some(card) = stock.pop() {
                if rules.sweeps(card.rank()) {
                    stock.insert(0, card);
                } else {
                    table.insert(card);
                    break;
                }
            }
        }
        let mut hand = Hand {
            number,
            dealer,
            stock,
            hands: [CardSet::EMPTY; MAX_SEATS],
            table,
            captured: [CardSet::EMPTY; MAX_SEATS],
            tablas: [0; MAX_SEATS],
            bonus_now: [0; MAX_SEATS],
            bonus_later: [0; MAX_SEATS],
            last_capturer: None,
            to_move: (dealer + 1) % rules.players,
            plays: 0,
            deals: 0,
            redealt: false,
            policy,
            result: None,
            history: Vec::new(),
        };
        hand.deal_round(rules);
        hand
    }

    /// Deals the next round: batches of three where the deal allows, starting left of the dealer.
    fn deal_round(&mut self, rules: &RuleSet) {
        let players = usize::from(rules.players);
        let each = usize::from(rules.cards_per_deal).min(self.stock.len() / players);
        let batch = if each % 3 == 0 { 3 } else { each.max(1) };
        let mut dealt = 0;
        while dealt < each {
            let n = batch.min(each - dealt);
            for k in 1..=players {
                let seat = (usize::from(self.dealer) + k) % players;
                for _ in 0..n {
                    if let Some(card) = self.stock.pop() {
                        self.hands[seat].insert(card);
                    }
                }
            }
            dealt += n;
        }
        self.deals += 1;
    }

    /// The cards `seat` would get in the next deal, from the stock as it lies: what a search
    /// over an imagined hand needs to look past the end of a deal.
    pub fn next_deal_of(&self, rules: &RuleSet, seat: u8) -> CardSet {
        let players = usize::from(rules.players);
        let each = usize::from(rules.cards_per_deal).min(self.stock.len() / players);
        let batch = if each % 3 == 0 { 3 } else { each.max(1) };
        let mut top = self.stock.len();
        let mut cards = CardSet::EMPTY;
        let mut dealt = 0;
        while dealt < each {
            let n = batch.min(each - dealt);
            for k in 1..=players {
                let to = (usize::from(self.dealer) + k) % players;
                for _ in 0..n {
                    top = top.saturating_sub(1);
                    if to == usize::from(seat) {
                        if let Some(&card) = self.stock.get(top) {
                            cards.insert(card);
                        }
                    }
                }
            }
            dealt += n;
        }
        cards
    }

    /// Tabla points `side` may still be credited this hand under its policy's cap (whether
    /// at once or at the hand's end): what its tablas have credited comes off the cap.
    pub fn tabla_room(&self, side: usize) -> u32 {
        let credited = self.bonus_now[side] + self.bonus_later[side];
        self.policy.cap[side].saturating_sub(credited)
    }

    /// Whether the hand is finished and scored.
    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }

    /// The seat that plays first in this hand.
    pub fn first_player(&self, rules: &RuleSet) -> u8 {
        (self.dealer + 1) % rules.players
    }

    /// Whether the next card played will be the last of the hand.
    pub fn next_is_last_card(&self) -> bool {
        self.stock.is_empty() && self.hands.iter().map(|h| h.len()).sum::<u32>() == 1
    }

    /// Whether the seat to move may ask for a redeal now.
    pub fn can_redeal(&self, rules: &RuleSet, seat: u8) -> bool {
        rules.first_hand_redeal
            && !self.redealt
            && self.deals == 1
            && self.plays == 0
            && seat == self.first_player(rules)
            && self.stock.len() >= usize::from(rules.cards_per_deal)
    }

    /// The first player rejects the first cards and draws as many from the top of the stock.
    /// The rejected cards are shuffled into the stock with `seed` (so every card is still
    /// played, and no one knows who will get them); under rules stored before that
    /// (`shuffled_redeal` off) they go to the bottom in order, as those games were played.
    pub fn redeal(&mut self, rules: &RuleSet, seat: u8, seed: u64) -> Result<(), MoveError> {
        if self.is_over() {
            return Err(MoveError::HandOver);
        }
        if !rules.first_hand_redeal {
            return Err(MoveError::NoRedeal);
        }
        if !self.can_redeal(rules, seat) {
            return Err(MoveError::RedealNotAllowed);
        }
        let old = self.hands[usize::from(seat)];
        let count = old.len();
        if !rules.shuffled_redeal {
            for (i, card) in old.iter().enumerate() {
                self.stock.insert(i, card);
            }
        }
        self.hands[usize::from(seat)] = CardSet::EMPTY;
        for _ in 0..count {
            if let Some(card) = self.stock.pop() {
                self.hands[usize::from(seat)].insert(card);
            }
        }
        if rules.shuffled_redeal {
            // At the bottom in order, the rejecting player would know who gets them in the
            // last deal: the dealer (two players) or the partner and the dealer (four).
            self.stock.extend(old.iter());
            Rng::new(seed).shuffle(&mut self.stock);
        }
        self.redealt = true;
        Ok(())
    }

    /// Checks a play without changing anything.
    pub fn check_play(
        &self,
        gen: &mut CaptureGen,
        seat: u8,
        card: Card,
        take: CardSet,
    ) -> Result<(), MoveError> {
        if self.is_over() {
            return Err(MoveError::HandOver);
        }
        if seat != self.to_move {
            return Err(MoveError::NotYourTurn { to_move: self.to_move });
        }
        if !self.hands[usize::from(seat)].contains(card) {
            return Err(MoveError::NotInHand(card));
        }
        if let Some(missing) = (take - self.table).first() {
            return Err(MoveError::NotOnTable(missing));
        }
        if !gen.is_legal(self.table, card, take) {
            return Err(if take.is_empty() {
                MoveError::MustCapture(card)
            } else {
                MoveError::IllegalCapture { card, take }
            });
        }
        Ok(())
    }

    /// Plays `card` taking `take` (empty: trail). Nothing changes on error.
    pub fn play(
        &mut self,
        rules: &RuleSet,
        points: &PointMasks,
        gen: &mut CaptureGen,
        seat: u8,
        card: Card,
        take: CardSet,
    ) -> Result<Played, MoveError> {
        self.check_play(gen, seat, card, take)?;
        Ok(self.play_unchecked(rules, points, gen, seat, card, take))
    }

    /// Plays a move already known to be legal (the computer players' fast path).
    pub fn play_unchecked(
        &mut self,
        rules: &RuleSet,
        points: &PointMasks,
        gen: &mut CaptureGen,
        seat: u8,
        card: Card,
        take: CardSet,
    ) -> Played {
        let last_card = self.next_is_last_card();
        let side = rules.side_of(seat);
        self.hands[usize::from(seat)].remove(card);
        self.plays += 1;
        self.history.push(PlayRecord { seat, card, take, deal: self.deals });
        let mut played = Played::default();
        if take.is_empty() {
            self.table.insert(card);
        } else {
            self.table -= take;
            self.captured[side] |= take.with(card);
            self.last_capturer = Some(seat);
            played.sweep = rules.sweeps(card.rank());
            // No tabla for a sweeping jack (except in Tablanet), nor (in most variants) with
            // the hand's last card.
            if self.table.is_empty() && rules.tabla_counts(card.rank(), last_card) {
                played.tabla = true;
                played.tabla_points = self.credit_tabla(gen, side, card, take);
            }
        }
        self.to_move = (seat + 1) % rules.players;
        if self.hands.iter().all(|h| h.is_empty()) {
            if self.stock.is_empty() {
                self.finish(rules, points);
                played.hand_over = true;
            } else {
                self.deal_round(rules);
                played.dealt = true;
            }
        }
        played
    }

    fn credit_tabla(
        &mut self,
        gen: &mut CaptureGen,
        side: usize,
        card: Card,
        take: CardSet,
    ) -> u32 {
        self.tablas[side] += 1;
        let worth = gen.tabla_bonus(card, take).min(self.tabla_room(side));
        match self.policy.timing {
            TablaTiming::Now => self.bonus_now[side] += worth,
            TablaTiming::AtEnd => self.bonus_later[side] += worth,
            TablaTiming::Never => return 0,
        }
        worth
    }

    /// Leftovers, then the hand's scoring table.
    fn finish(&mut self, rules: &RuleSet, points: &PointMasks) {
        // Under the last-capturer rule with no capture in the whole hand (no seed speaks of
        // it), the dealer's side takes them, as under seed 000's rule.
        let (leftover_side, by) = match (rules.leftovers, self.last_capturer) {
            (Leftovers::LastCapturer, Some(seat)) => (rules.side_of(seat), Leftovers::LastCapturer),
            _ => (rules.side_of(self.dealer), Leftovers::Dealer),
        };
        let leftover = (!self.table.is_empty()).then(|| Leftover {
            side: leftover_side as u8,
            count: self.table.len(),
            by,
            cards: self.table,
        });
        self.captured[leftover_side] |= self.table;
        self.table = CardSet::EMPTY;

        let sides = rules.sides();
        let cards: Vec<u32> = (0..sides).map(|s| self.captured[s].len()).collect();
        let most = cards.iter().copied().max().unwrap_or(0);
        let leaders: Vec<usize> = (0..sides).filter(|&s| cards[s] == most).collect();
        let last_side = self.last_capturer.map(|s| rules.side_of(s));
        let most_cards_side = match (leaders.as_slice(), rules.most_cards_tie) {
            ([only], _) => Some(*only),
            (_, MostCardsTie::LastCapturer) => last_side.filter(|s| leaders.contains(s)),
            (_, MostCardsTie::NoOne) => None,
        };
        let mut result = HandResult {
            number: self.number,
            dealer: self.dealer,
            leftover,
            most_cards_unawarded: if most_cards_side.is_none() {
                u32::from(rules.most_cards_points)
            } else {
                0
            },
            ..HandResult::default()
        };
        for (s, &count) in cards.iter().enumerate() {
            let most_cards =
                if most_cards_side == Some(s) { u32::from(rules.most_cards_points) } else { 0 };
            let last_capture =
                if last_side == Some(s) { u32::from(rules.last_capture_points) } else { 0 };
            let card_points = points.points(self.captured[s]);
            let tabla_points = self.bonus_now[s] + self.bonus_later[s];
            result.cards.push(count);
            result.card_points.push(card_points);
            result.most_cards.push(most_cards);
            result.last_capture.push(last_capture);
            result.tablas.push(self.tablas[s]);
            result.tabla_points.push(tabla_points);
            result.total.push(card_points + most_cards + last_capture + tabla_points);
        }
        self.result = Some(result);
    }

    /// Every card's place, for invariant checks: stock, hands, table and piles, in that order.
    pub fn all_places(&self) -> impl Iterator<Item = CardSet> + '_ {
        std::iter::once(self.stock.iter().copied().collect::<CardSet>())
            .chain(self.hands.iter().copied())
            .chain(std::iter::once(self.table))
            .chain(self.captured.iter().copied())
    }
}
