//! Quick judgements of one play, shared by the levels: what it takes now, and what it leaves
//! for the next player.

use crate::cards::{Card, CardSet, Rank};
use crate::game::{Hand, TablaPolicy, TablaTiming};
use crate::rules::{CaptureGen, PointMasks, RuleSet, TablaBonus};

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
        gen.list_into(table, card, scratch);
        out.extend(scratch.iter().map(|&take| (card, take)));
        if !forced || scratch.is_empty() {
            out.push((card, CardSet::EMPTY));
        }
    }
}

/// The constants a judgement needs, worked out once per decision from the rules.
#[derive(Clone, Debug)]
pub(crate) struct Weights {
    /// Points of each card.
    pub points: PointMasks,
    /// What one more captured card is worth, for the most-cards bonus.
    pub card: f32,
    /// Whether a sweeping jack is in play.
    pub sweeping_jack: bool,
    /// What keeping a sweeping jack for later is worth.
    pub jack_reserve: f32,
}

impl Weights {
    /// The weights for these rules.
    pub fn new(rules: &RuleSet) -> Weights {
        let points = PointMasks::new(rules.card_points);
        // The most-cards bonus goes to whoever passes half the deck: a card is worth about the
        // bonus spread over the cards a side takes, a little more since the race is close.
        let half = (rules.deck.size() as f32 / rules.sides() as f32).max(1.0);
        let card = f32::from(rules.most_cards_points) * 1.2 / half + 0.02;
        let sweeping_jack = rules.sweeps(Rank::Jack);
        let table_value = points.points(rules.deck.cards()) as f32 / rules.deck.size() as f32;
        Weights { points, card, sweeping_jack, jack_reserve: 1.0 + 3.0 * (table_value + card) }
    }

    /// Points of a pile.
    pub fn pts(&self, pile: CardSet) -> f32 {
        self.points.points(pile) as f32
    }
}

/// What a tabla made now by `side` would score, under the hand's policy.
pub(crate) fn tabla_worth(
    rules: &RuleSet,
    gen: &mut CaptureGen,
    policy: TablaPolicy,
    already: u32,
    side: usize,
    card: Card,
    take: CardSet,
) -> u32 {
    if policy.timing == TablaTiming::Never {
        return 0;
    }
    let worth = match rules.tabla_bonus {
        TablaBonus::None => 0,
        TablaBonus::Points(p) => u32::from(p),
        TablaBonus::CardSum => gen.partition(card, take, true).map_or(0, |p| p.card_sum()),
    };
    worth.min(policy.cap[side].saturating_sub(already))
}

/// Whether taking `take` with `card` from `table` makes a tabla (`last_card`: the hand's last).
pub(crate) fn is_tabla(
    rules: &RuleSet,
    table: CardSet,
    card: Card,
    take: CardSet,
    last_card: bool,
) -> bool {
    !take.is_empty()
        && take == table
        && !rules.sweeps(card.rank())
        && (!last_card || rules.last_card_tabla)
}

/// What a play gains at once for its side: the points and cards taken and a tabla's worth. A
/// trail gains nothing and costs a little, more for a card that counts.
#[allow(clippy::too_many_arguments)]
pub(crate) fn immediate(
    rules: &RuleSet,
    w: &Weights,
    gen: &mut CaptureGen,
    policy: TablaPolicy,
    already: u32,
    side: usize,
    table: CardSet,
    (card, take): Play,
    last_card: bool,
) -> f32 {
    if take.is_empty() {
        // Cheap cards go first; the value breaks ties toward keeping high capturing cards.
        return -0.3 * w.pts(CardSet::EMPTY.with(card))
            - 0.01 * f32::from(card.rank().index())
            - if w.sweeping_jack && card.rank() == Rank::Jack { 1.0 } else { 0.0 };
    }
    let mut gain = w.pts(take.with(card)) + w.card * (take.len() + 1) as f32;
    if is_tabla(rules, table, card, take, last_card) {
        gain += tabla_worth(rules, gen, policy, already, side, card, take) as f32;
    }
    gain
}

/// The most a card of `rank` (one of `unseen`'s) could gain on `table` for `side` now: the
/// table cards it takes, and a tabla. `None` if no such card is unseen.
#[allow(clippy::too_many_arguments)]
pub(crate) fn best_take_value(
    rules: &RuleSet,
    w: &Weights,
    gen: &mut CaptureGen,
    policy: TablaPolicy,
    already: u32,
    side: usize,
    table: CardSet,
    card: Card,
    last_card: bool,
    scratch: &mut Vec<CardSet>,
) -> f32 {
    scratch.clear();
    gen.list_into(table, card, scratch);
    let mut best = 0.0f32;
    for i in 0..scratch.len() {
        let take = scratch[i];
        let mut v = w.pts(take) + w.card * take.len() as f32;
        if is_tabla(rules, table, card, take, last_card) {
            v += tabla_worth(rules, gen, policy, already, side, card, take) as f32;
        }
        best = best.max(v);
    }
    best
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
pub(crate) fn next_hand_size(
    rules: &RuleSet,
    sizes: &[u32],
    stock: u32,
    seat: u8,
) -> (u8, u32) {
    let next = (seat + 1) % rules.players;
    let left: u32 = sizes.iter().sum::<u32>().saturating_sub(1);
    let own = sizes[usize::from(next)];
    if left == 0 {
        let players = u32::from(rules.players);
        (next, u32::from(rules.cards_per_deal).min(stock / players))
    } else {
        (next, own)
    }
}

/// The expected best gain of the next player on `table`, seen from a seat that knows only
/// which cards are unseen: for each rank the chance they hold one, and what it would take.
#[allow(clippy::too_many_arguments)]
pub(crate) fn expected_threat(
    rules: &RuleSet,
    w: &Weights,
    gen: &mut CaptureGen,
    policy: TablaPolicy,
    already: u32,
    side: usize,
    table: CardSet,
    unseen: CardSet,
    h: u32,
    last_card: bool,
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
        let v = best_take_value(rules, w, gen, policy, already, side, table, card, last_card, scratch);
        if v > 0.0 {
            threats[n] = (v, holds_any(u, of_rank.len(), h));
            n += 1;
        }
    }
    // The best they hold: the highest threat they have and no higher one (ranks taken apart).
    threats[..n].sort_unstable_by(|a, b| b.0.total_cmp(&a.0));
    let mut none_higher = 1.0f32;
    let mut expected = 0.0f32;
    for &(v, p) in &threats[..n] {
        expected += v * p * none_higher;
        none_higher *= 1.0 - p;
    }
    expected
}

/// The best gain of a player holding exactly `hand` on `table` (a guessed deal's opponent).
#[allow(clippy::too_many_arguments)]
pub(crate) fn known_threat(
    rules: &RuleSet,
    w: &Weights,
    gen: &mut CaptureGen,
    policy: TablaPolicy,
    already: u32,
    side: usize,
    table: CardSet,
    hand: CardSet,
    last_card: bool,
    scratch: &mut Vec<CardSet>,
) -> f32 {
    if table.is_empty() {
        return 0.0;
    }
    let mut best = 0.0f32;
    let mut seen_ranks = 0u16;
    for card in hand {
        let bit = 1u16 << card.rank().index();
        if seen_ranks & bit != 0 {
            continue;
        }
        seen_ranks |= bit;
        best = best.max(best_take_value(
            rules, w, gen, policy, already, side, table, card, last_card, scratch,
        ));
    }
    best
}

/// The table a play leaves.
pub(crate) fn table_after(table: CardSet, (card, take): Play) -> CardSet {
    if take.is_empty() {
        table.with(card)
    } else {
        table - take
    }
}

/// The tabla points `side` has made so far in a hand (for a policy's cap).
pub(crate) fn bonus_so_far(hand: &Hand, side: usize) -> u32 {
    hand.bonus_now[side] + hand.bonus_later[side]
}
