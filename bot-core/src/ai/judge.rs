//! Quick judgements of one play, shared by the levels: what it takes now, and what it leaves
//! for the next player.

use crate::cards::{Card, CardSet, Rank};
use crate::game::{Hand, TablaPolicy, TablaTiming};
use crate::rules::{CaptureGen, PointMasks, RuleSet};

use super::AI_OPTIONS;

/// A legal play: the card and the table cards it takes (empty: it trails).
pub(crate) type Play = (Card, CardSet);

/// Every legal play of `hand` on `table`, card by card (captures, then the trail if allowed).
pub(crate) fn legal_plays(
    gen: &mut CaptureGen,
    forced: bool,
    hand: CardSet,
    table: CardSet,
    scratch: &mut Vec<CardSet>,
    out: &mut Vec<Play>,
) {
    out.clear();
    for card in hand {
        scratch.clear();
        gen.list_limited(table, card, AI_OPTIONS, scratch);
        out.extend(scratch.iter().map(|&take| (card, take)));
        if !forced || scratch.is_empty() {
            out.push((card, CardSet::EMPTY));
        }
    }
}

/// Who would score a tabla made now, and how much of its worth the hand's policy lets count.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Credit {
    /// The hand's tabla policy.
    pub policy: TablaPolicy,
    /// The side that would make it.
    pub side: usize,
    /// Tabla points that side has made this hand (for a capped policy).
    pub already: u32,
}

impl Credit {
    /// The credit of `seat`'s side in `hand`.
    pub fn in_hand(rules: &RuleSet, hand: &Hand, seat: u8) -> Credit {
        let side = rules.side_of(seat);
        Credit { policy: hand.policy, side, already: hand.bonus_now[side] + hand.bonus_later[side] }
    }
}

/// The rules and the constants a judgement needs, worked out once per decision.
#[derive(Clone, Debug)]
pub(crate) struct Judge {
    /// The rules.
    pub rules: RuleSet,
    /// Points of each card.
    pub points: PointMasks,
    /// What one more captured card is worth, for the most-cards bonus.
    pub card: f32,
    /// Whether a sweeping jack is in play.
    pub sweeping_jack: bool,
    /// What keeping a sweeping jack for later is worth.
    pub jack_reserve: f32,
}

impl Judge {
    /// The judge for these rules.
    pub fn new(rules: &RuleSet) -> Judge {
        let points = PointMasks::new(rules.card_points);
        // The most-cards bonus goes to whoever passes half the deck: a card is worth about the
        // bonus spread over the cards a side takes, a little more since the race is close.
        let half = (rules.deck.size() as f32 / rules.sides() as f32).max(1.0);
        let card = f32::from(rules.most_cards_points) * 1.2 / half + 0.02;
        let sweeping_jack = rules.sweeps(Rank::Jack);
        // A sweep takes a table of a few cards, each worth the deck's average.
        let table_value = points.points(rules.deck.cards()) as f32 / rules.deck.size() as f32;
        Judge {
            rules: rules.clone(),
            points,
            card,
            sweeping_jack,
            jack_reserve: 1.0 + 3.0 * (table_value + card),
        }
    }

    /// Points of a pile.
    pub fn pts(&self, pile: CardSet) -> f32 {
        self.points.points(pile) as f32
    }

    /// Whether taking `take` with `card` from `table` makes a tabla (`last_card`: the hand's
    /// last card, which makes none in most variants).
    pub fn is_tabla(&self, table: CardSet, card: Card, take: CardSet, last_card: bool) -> bool {
        !take.is_empty() && take == table && self.rules.tabla_counts(card.rank(), last_card)
    }

    /// What a tabla made now with `card` taking `take` would score for `credit`'s side.
    pub fn tabla_worth(
        &self,
        gen: &mut CaptureGen,
        credit: Credit,
        card: Card,
        take: CardSet,
    ) -> u32 {
        if credit.policy.timing == TablaTiming::Never {
            return 0;
        }
        let worth = gen.tabla_bonus(card, take);
        worth.min(credit.policy.cap[credit.side].saturating_sub(credit.already))
    }

    /// What a play gains at once for its side: the points and cards taken and a tabla's worth.
    /// A trail gains nothing and costs a little, more for a card that counts.
    pub fn immediate(
        &self,
        gen: &mut CaptureGen,
        credit: Credit,
        table: CardSet,
        (card, take): Play,
        last_card: bool,
    ) -> f32 {
        if take.is_empty() {
            // Cheap cards go first; the rank breaks ties toward keeping high capturing cards,
            // and a sweeping jack is never wasted on a trail.
            let jack = if self.sweeping_jack && card.rank() == Rank::Jack { 1.0 } else { 0.0 };
            return -0.3 * self.pts(CardSet::EMPTY.with(card))
                - 0.01 * f32::from(card.rank().index())
                - jack;
        }
        let mut gain = self.pts(take.with(card)) + self.card * (take.len() + 1) as f32;
        if self.is_tabla(table, card, take, last_card) {
            gain += self.tabla_worth(gen, credit, card, take) as f32;
        }
        gain
    }

    /// The most `card` could gain on `table` for `credit`'s side: the table cards it takes
    /// (its own points are that side's whatever it does), and a tabla.
    pub fn best_take(
        &self,
        gen: &mut CaptureGen,
        credit: Credit,
        table: CardSet,
        card: Card,
        scratch: &mut Vec<CardSet>,
    ) -> f32 {
        scratch.clear();
        gen.list_limited(table, card, AI_OPTIONS, scratch);
        let mut best = 0.0f32;
        for &take in scratch.iter() {
            let mut v = self.pts(take) + self.card * take.len() as f32;
            if self.is_tabla(table, card, take, false) {
                v += self.tabla_worth(gen, credit, card, take) as f32;
            }
            best = best.max(v);
        }
        best
    }

    /// The expected best gain of the next player (`credit`'s side, holding `h` cards) on
    /// `table`, seen from a seat that knows only which cards are unseen: for each rank the
    /// chance they hold one, and what it would take.
    pub fn expected_threat(
        &self,
        gen: &mut CaptureGen,
        credit: Credit,
        table: CardSet,
        unseen: CardSet,
        h: u32,
        scratch: &mut Vec<CardSet>,
    ) -> f32 {
        if table.is_empty() || h == 0 {
            return 0.0;
        }
        let u = unseen.len();
        let mut threats = [(0.0f32, 0.0f32); 13];
        let mut n = 0;
        for rank in Rank::ALL {
            let of_rank = unseen & CardSet::of_rank(rank);
            let Some(card) = of_rank.first() else { continue };
            let v = self.best_take(gen, credit, table, card, scratch);
            if v > 0.0 {
                threats[n] = (v, holds_any(u, of_rank.len(), h));
                n += 1;
            }
        }
        // The best they hold: a threat counts if they hold it and none higher (ranks taken as
        // independent).
        threats[..n].sort_unstable_by(|a, b| b.0.total_cmp(&a.0));
        let mut none_higher = 1.0f32;
        let mut expected = 0.0f32;
        for &(v, p) in &threats[..n] {
            expected += v * p * none_higher;
            none_higher *= 1.0 - p;
        }
        expected
    }

    /// The best gain of a player holding exactly `hand` on `table` (in a guessed deal).
    pub fn known_threat(
        &self,
        gen: &mut CaptureGen,
        credit: Credit,
        table: CardSet,
        hand: CardSet,
        scratch: &mut Vec<CardSet>,
    ) -> f32 {
        if table.is_empty() {
            return 0.0;
        }
        let mut best = 0.0f32;
        let mut seen_ranks = 0u16;
        for card in hand {
            // Cards of one rank capture alike.
            let bit = 1u16 << card.rank().index();
            if seen_ranks & bit == 0 {
                seen_ranks |= bit;
                best = best.max(self.best_take(gen, credit, table, card, scratch));
            }
        }
        best
    }
}

/// The chance that a hand of `h` cards drawn from `unseen` cards holds at least one of `k`.
pub(crate) fn holds_any(unseen: u32, k: u32, h: u32) -> f32 {
    if k == 0 || h == 0 {
        return 0.0;
    }
    if unseen < h + k {
        return 1.0;
    }
    // P(none) = C(U-k, h) / C(U, h) = prod_{i<h} (U-k-i)/(U-i).
    let mut none = 1.0f32;
    for i in 0..h {
        none *= (unseen - k - i) as f32 / (unseen - i) as f32;
    }
    1.0 - none
}

/// The seat after `seat`, and how many cards it holds when its turn comes after `seat` plays
/// one card now (a new deal if every hand is then empty).
pub(crate) fn next_hand_size(rules: &RuleSet, sizes: &[u32], stock: u32, seat: u8) -> (u8, u32) {
    let next = (seat + 1) % rules.players;
    let left: u32 = sizes.iter().sum::<u32>().saturating_sub(1);
    if left == 0 {
        let players = u32::from(rules.players);
        (next, u32::from(rules.cards_per_deal).min(stock / players))
    } else {
        (next, sizes[usize::from(next)])
    }
}

/// The table a play leaves.
pub(crate) fn table_after(table: CardSet, (card, take): Play) -> CardSet {
    if take.is_empty() {
        table.with(card)
    } else {
        table - take
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holding_chances_add_up() {
        // One card of four unseen among 40, in a hand of 6: 1 - C(39,6)/C(40,6) = 6/40.
        assert!((holds_any(40, 1, 6) - 0.15).abs() < 1e-6);
        assert_eq!(holds_any(40, 0, 6), 0.0);
        assert_eq!(holds_any(5, 3, 4), 1.0);
    }
}
