//! Exact play at the end of a two-player hand: once the stock is empty, the cards a seat has
//! not seen are exactly the other player's hand, so the rest of the hand is a game of perfect
//! information. Alpha-beta over it, with a transposition table, maximises the match equity of
//! the hand's result (or of a claim made on the way).

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::cards::CardSet;
use crate::game::{claim_refusal, Hand, SeatView, MAX_SEATS};
use crate::rules::{CaptureGen, RuleSet};

use super::equity::Equity;
use super::judge::{legal_plays, Credit, Judge, Play};

/// The best play for the view's seat, if the search finishes within `budget` positions.
pub(crate) fn solve(
    view: &SeatView,
    gen: &mut CaptureGen,
    judge: &Judge,
    equity: &Equity,
    budget: u32,
) -> Option<Play> {
    let rules = view.rules();
    let me = view.seat();
    let other = (me + 1) % rules.players;
    let unseen = view.unseen();
    if rules.players != 2
        || view.stock_len() != 0
        || unseen.len() != view.hand_sizes()[usize::from(other)]
    {
        return None;
    }
    let mut others = [CardSet::EMPTY; MAX_SEATS];
    others[usize::from(other)] = unseen;
    let mut hand = view.imagine(&others, Vec::new());
    let mut solver = Solver {
        rules,
        judge,
        gen,
        equity,
        scores: *view.scores(),
        me: view.side(),
        nodes: 0,
        budget,
        table: HashMap::default(),
        lists: Vec::new(),
        scratch: Vec::new(),
    };
    let (_, best) = solver.search(&mut hand, f32::NEG_INFINITY, f32::INFINITY, 0)?;
    best
}

/// Whether the value is exact or a bound found by a cut.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

/// A position: the hands, the table, one pile (the other follows), and what else scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Key {
    hands: [u64; 2],
    table: u64,
    pile: u64,
    /// Last capturer, seat to move and the tabla points so far, packed.
    rest: u64,
}

/// A cheap multiplicative hasher: the keys are already well mixed card masks.
#[derive(Default)]
struct Fx(u64);

impl Hasher for Fx {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x51_7C_C1_B7_27_22_0A_95);
    }
}

/// The fields of a hand one play changes, to take the play back.
#[derive(Clone, Copy)]
struct Undo {
    hands: [CardSet; MAX_SEATS],
    table: CardSet,
    captured: [CardSet; MAX_SEATS],
    tablas: [u32; MAX_SEATS],
    bonus_now: [u32; MAX_SEATS],
    bonus_later: [u32; MAX_SEATS],
    last_capturer: Option<u8>,
    to_move: u8,
    plays: u32,
    history: usize,
}

impl Undo {
    fn save(h: &Hand) -> Undo {
        Undo {
            hands: h.hands,
            table: h.table,
            captured: h.captured,
            tablas: h.tablas,
            bonus_now: h.bonus_now,
            bonus_later: h.bonus_later,
            last_capturer: h.last_capturer,
            to_move: h.to_move,
            plays: h.plays,
            history: h.history.len(),
        }
    }

    fn restore(self, h: &mut Hand) {
        h.hands = self.hands;
        h.table = self.table;
        h.captured = self.captured;
        h.tablas = self.tablas;
        h.bonus_now = self.bonus_now;
        h.bonus_later = self.bonus_later;
        h.last_capturer = self.last_capturer;
        h.to_move = self.to_move;
        h.plays = self.plays;
        h.history.truncate(self.history);
        h.result = None;
    }
}

struct Solver<'a> {
    rules: &'a RuleSet,
    judge: &'a Judge,
    gen: &'a mut CaptureGen,
    equity: &'a Equity,
    scores: [u32; MAX_SEATS],
    me: usize,
    nodes: u32,
    budget: u32,
    table: HashMap<Key, (f32, Bound, Option<Play>), BuildHasherDefault<Fx>>,
    lists: Vec<Vec<Play>>,
    scratch: Vec<crate::cards::CardSet>,
}

impl Solver<'_> {
    fn key(h: &Hand) -> Key {
        let last = h.last_capturer.map_or(0, |s| u64::from(s) + 1);
        let bonus = (h.bonus_now[0] + h.bonus_later[0]) as u64
            | ((h.bonus_now[1] + h.bonus_later[1]) as u64) << 20;
        Key {
            hands: [h.hands[0].0, h.hands[1].0],
            table: h.table.0,
            pile: h.captured[0].0,
            rest: last | u64::from(h.to_move) << 3 | bonus << 8,
        }
    }

    /// The deciding side's equity once the hand is scored.
    fn scored(&self, h: &Hand) -> f32 {
        let mut scores = self.scores;
        if let Some(result) = &h.result {
            for (s, t) in scores.iter_mut().zip(&result.total) {
                *s += t;
            }
        }
        self.equity.value(&scores, self.me, None)
    }

    /// A side that wins on the spot after `seat`'s play: a right claim, or a tablanette to the
    /// target.
    fn decided(&self, h: &Hand, seat: u8, tabla: bool) -> Option<usize> {
        let side = self.rules.side_of(seat);
        let target = u32::from(self.rules.target);
        let credited = self.scores[side] + h.bonus_now[side];
        if tabla && self.rules.win_on_bonus && credited >= target {
            return Some(side);
        }
        (claim_refusal(self.rules, &self.scores).is_none()
            && credited + self.judge.points.points(h.captured[side]) >= target)
            .then_some(side)
    }

    /// Alpha-beta: the deciding side's equity with best play from here, and the best play.
    /// `None` when the budget ran out.
    fn search(
        &mut self,
        h: &mut Hand,
        mut alpha: f32,
        mut beta: f32,
        depth: usize,
    ) -> Option<(f32, Option<Play>)> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        let key = Solver::key(h);
        let mut hint = None;
        if let Some(&(v, bound, best)) = self.table.get(&key) {
            hint = best;
            if depth > 0 {
                match bound {
                    Bound::Exact => return Some((v, None)),
                    Bound::Lower if v >= beta => return Some((v, None)),
                    Bound::Upper if v <= alpha => return Some((v, None)),
                    _ => {}
                }
            }
        }
        let (alpha0, beta0) = (alpha, beta);
        let seat = h.to_move;
        let maximising = self.rules.side_of(seat) == self.me;
        if self.lists.len() <= depth {
            self.lists.resize_with(depth + 1, Vec::new);
        }
        let mut plays = std::mem::take(&mut self.lists[depth]);
        self.order(h, seat, &mut plays, hint);
        let mut best_value = if maximising { f32::NEG_INFINITY } else { f32::INFINITY };
        let mut result = None;
        for &play in plays.iter() {
            let undo = Undo::save(h);
            let played =
                h.play_unchecked(self.rules, &self.judge.points, self.gen, seat, play.0, play.1);
            let value = if let Some(winner) = self.decided(h, seat, played.tabla) {
                Some(if winner == self.me { 1.0 } else { 0.0 })
            } else if h.result.is_some() {
                Some(self.scored(h))
            } else {
                self.search(h, alpha, beta, depth + 1).map(|(v, _)| v)
            };
            undo.restore(h);
            let Some(value) = value else {
                self.lists[depth] = plays;
                return None;
            };
            let better = if maximising { value > best_value } else { value < best_value };
            if better {
                best_value = value;
                result = Some(play);
            }
            if maximising {
                alpha = alpha.max(value);
            } else {
                beta = beta.min(value);
            }
            if alpha >= beta {
                break;
            }
        }
        self.lists[depth] = plays;
        let bound = if best_value <= alpha0 {
            Bound::Upper
        } else if best_value >= beta0 {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.insert(key, (best_value, bound, result));
        Some((best_value, result))
    }

    /// The legal plays, best first by a quick judgement (the remembered best play first of all).
    fn order(&mut self, h: &Hand, seat: u8, plays: &mut Vec<Play>, hint: Option<Play>) {
        let own = h.hands[usize::from(seat)];
        legal_plays(self.gen, self.rules.forced_capture, own, h.table, &mut self.scratch, plays);
        let credit = Credit::in_hand(self.rules, h, seat);
        let last_card = h.next_is_last_card();
        let judge = self.judge;
        let gen = &mut *self.gen;
        let mut keyed: Vec<(f32, Play)> = plays
            .iter()
            .map(|&p| (judge.immediate(gen, credit, h.table, p, last_card), p))
            .collect();
        let remembered = hint.filter(|p| plays.contains(p));
        keyed.sort_by(|a, b| b.0.total_cmp(&a.0));
        plays.clear();
        if let Some(r) = remembered {
            plays.push(r);
        }
        plays.extend(keyed.into_iter().map(|(_, p)| p).filter(|p| Some(*p) != remembered));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rng::Rng;
    use crate::game::TablaPolicy;
    use crate::rules::Variant;

    /// Plain minimax over copies of the hand: no pruning, no table.
    fn minimax(rules: &RuleSet, solver: &mut Solver<'_>, h: &Hand) -> f32 {
        let seat = h.to_move;
        let mut plays = Vec::new();
        let mut scratch = Vec::new();
        legal_plays(
            solver.gen,
            rules.forced_capture,
            h.hands[usize::from(seat)],
            h.table,
            &mut scratch,
            &mut plays,
        );
        let maximising = rules.side_of(seat) == solver.me;
        let mut best = if maximising { f32::NEG_INFINITY } else { f32::INFINITY };
        for play in plays {
            let mut next = h.clone();
            let played =
                next.play_unchecked(rules, &solver.judge.points, solver.gen, seat, play.0, play.1);
            let v = if let Some(winner) = solver.decided(&next, seat, played.tabla) {
                if winner == solver.me {
                    1.0
                } else {
                    0.0
                }
            } else if next.result.is_some() {
                solver.scored(&next)
            } else {
                minimax(rules, solver, &next)
            };
            best = if maximising { best.max(v) } else { best.min(v) };
        }
        best
    }

    /// A two-player hand near its end: small hands, an empty stock, the rest in the piles.
    fn endgame(rules: &RuleSet, rng: &mut Rng, cards: usize) -> Hand {
        let mut hand = Hand::deal(rules, rng.next_u64(), 1, 1, TablaPolicy::FREE);
        let mut deck: Vec<_> = rules.deck.cards().iter().collect();
        rng.shuffle(&mut deck);
        let second = rng.below(2) == 0;
        let n0 = cards;
        let n1 = if second { cards + 1 } else { cards };
        let table = 1 + rng.below(5) as usize;
        hand.stock.clear();
        hand.hands = [CardSet::EMPTY; MAX_SEATS];
        hand.hands[0] = deck[..n0].iter().copied().collect();
        hand.hands[1] = deck[n0..n0 + n1].iter().copied().collect();
        hand.table = deck[n0 + n1..n0 + n1 + table].iter().copied().collect();
        let rest = &deck[n0 + n1 + table..];
        let split = rng.below(rest.len() as u64) as usize;
        hand.captured = [CardSet::EMPTY; MAX_SEATS];
        hand.captured[0] = rest[..split].iter().copied().collect();
        hand.captured[1] = rest[split..].iter().copied().collect();
        hand.last_capturer = Some(rng.below(2) as u8);
        hand.to_move = u8::from(second);
        hand
    }

    #[test]
    fn alpha_beta_with_a_table_agrees_with_plain_minimax() {
        let mut rng = Rng::new(12);
        for variant in [Variant::Tablic, Variant::Tablanette, Variant::TablanetteJp] {
            let rules = RuleSet::build(variant, ["target=30"]).unwrap();
            let judge = Judge::new(&rules);
            let equity = Equity::for_rules(&rules);
            for _ in 0..40 {
                let cards = 1 + rng.below(3) as usize;
                let mut hand = endgame(&rules, &mut rng, cards);
                let mut gen = CaptureGen::new(&rules);
                let mut solver = Solver {
                    rules: &rules,
                    judge: &judge,
                    gen: &mut gen,
                    equity: &equity,
                    scores: [0; MAX_SEATS],
                    me: usize::from(hand.to_move),
                    nodes: 0,
                    budget: u32::MAX,
                    table: HashMap::default(),
                    lists: Vec::new(),
                    scratch: Vec::new(),
                };
                let (fast, play) =
                    solver.search(&mut hand, f32::NEG_INFINITY, f32::INFINITY, 0).unwrap();
                assert!(play.is_some());
                let slow = minimax(&rules, &mut solver, &hand);
                assert!((fast - slow).abs() < 1e-6, "{variant}: {fast} vs {slow} in {hand:?}");
                // The search put every field back as it found it.
                assert!(hand.result.is_none() && hand.history.is_empty());
            }
        }
    }

    #[test]
    fn the_solved_play_is_legal_and_the_budget_is_respected() {
        let rules = RuleSet::preset(Variant::Tablic);
        let mut rng = Rng::new(3);
        let hand = endgame(&rules, &mut rng, 3);
        let view = SeatView::of(&rules, &hand, hand.to_move);
        let mut gen = CaptureGen::new(&rules);
        let judge = Judge::new(&rules);
        let equity = Equity::for_rules(&rules);
        let (card, take) = solve(&view, &mut gen, &judge, &equity, 1_000_000).unwrap();
        assert!(hand.check_play(&mut gen, hand.to_move, card, take).is_ok());
        assert_eq!(solve(&view, &mut gen, &judge, &equity, 3), None, "three positions cannot do");
    }
}
