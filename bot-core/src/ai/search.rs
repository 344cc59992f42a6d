//! The `hard` player: a search over guessed deals of the unseen cards (determinization, or
//! perfect-information Monte Carlo), weighted by what the other players' plays reveal.
//!
//! For each decision it guesses many deals of the cards it has not seen, consistent with the
//! hand sizes and weighted by how well each guess explains the plays made since the last deal
//! (a player who could have taken a tabla and trailed instead probably could not). Every
//! candidate play is then played out to the end of the hand in the same guessed deals by a fast
//! look-one-ahead policy, and scored by the match equity of the result. Successive halving
//! spends the rollouts on the plays still in contention. When the stock is empty in a
//! two-player game nothing is hidden any more, and the rest of the hand is solved exactly.

use std::sync::Arc;

use crate::cards::{Card, CardSet};
use crate::game::rng::Rng;
use crate::game::{claim_refusal, Hand, SeatView, MAX_SEATS};
use crate::rules::{CaptureGen, RuleSet};

use super::equity::Equity;
use super::exact;
use super::heuristic::{credit_of, medium_scores};
use super::judge::{legal_plays, table_after, Credit, Judge, Play};

/// How hard the `hard` player thinks. Every bound is a count, not a time, so a decision depends
/// only on the position and the seed, on any machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchConfig {
    /// Rollouts per decision, all candidate plays together. Each round of the search plays
    /// its candidates in fresh guessed deals, drawn from four times as many by their weight.
    pub rollouts: u32,
    /// Most candidate plays searched (the best by the `medium` judgement).
    pub candidates: usize,
    /// Positions the exact endgame search may visit before it gives up (0: never try).
    pub exact_nodes: u32,
    /// Weigh the guessed deals by the other players' plays.
    pub inference: bool,
}

impl Default for SearchConfig {
    fn default() -> SearchConfig {
        SearchConfig { rollouts: 2000, candidates: 8, exact_nodes: 250_000, inference: true }
    }
}

impl SearchConfig {
    /// A small search for tests in debug builds: weaker, but the same algorithm.
    pub const fn quick() -> SearchConfig {
        SearchConfig { rollouts: 120, candidates: 6, exact_nodes: 20_000, inference: true }
    }
}

/// How sharply a guessed deal loses weight for each point a player would have left untaken.
const INFERENCE_SHARPNESS: f32 = 0.7;
/// Points a player may leave untaken for reasons of their own before a guess loses weight.
const INFERENCE_SLACK: f32 = 0.5;
/// Most random noise added to a play's worth in a rollout.
const NOISE: f32 = 0.05;

/// The `hard` decision for the view's seat.
pub(crate) fn choose(
    view: &SeatView,
    gen: &mut CaptureGen,
    rng: &mut Rng,
    config: &SearchConfig,
) -> Option<Play> {
    let rules = view.rules();
    let judge = Judge::new(rules);
    let mut scratch = Vec::new();
    let mut plays = Vec::new();
    let mut scores = Vec::new();
    medium_scores(view, &judge, gen, true, &mut scratch, &mut plays, &mut scores);
    if plays.len() <= 1 {
        return plays.first().copied();
    }
    let equity = Equity::for_rules(rules);
    if config.exact_nodes > 0 && rules.players == 2 && view.stock_len() == 0 {
        if let Some(play) = exact::solve(view, gen, &judge, &equity, config.exact_nodes) {
            return Some(play);
        }
    }
    // The candidates: the best plays by the quick judgement, in its order.
    let mut order: Vec<usize> = (0..plays.len()).collect();
    order.sort_by(|&a, &b| scores[b].total_cmp(&scores[a]));
    order.truncate(config.candidates.max(2));
    let candidates: Vec<Play> = order.iter().map(|&i| plays[i]).collect();
    let schedule = halving_schedule(candidates.len(), config.rollouts);
    let deals = guess_deals(view, gen, &judge, rng, config, schedule.iter().sum());
    if deals.is_empty() {
        return candidates.first().copied();
    }
    let mut search = Rollouts {
        view,
        rules,
        judge,
        gen,
        equity,
        scratch,
        plays: Vec::new(),
        imm: Vec::new(),
        order: Vec::new(),
    };
    Some(search.successive_halving(&candidates, &deals, &schedule, rng))
}

/// Rollouts per candidate in each round of successive halving: the budget is split evenly
/// between the rounds, and within a round between the candidates still in contention (half
/// of them survive each round).
fn halving_schedule(candidates: usize, budget: u32) -> Vec<usize> {
    let rounds = (usize::BITS - candidates.saturating_sub(1).leading_zeros()).max(1);
    let per_round = (budget / rounds).max(1) as usize;
    let mut alive = candidates.max(1);
    let mut schedule = Vec::new();
    for _ in 0..rounds {
        schedule.push((per_round / alive).max(1));
        alive = alive.div_ceil(2);
    }
    schedule
}

/// Plays guessed deals out to the end of the hand.
struct Rollouts<'a> {
    view: &'a SeatView,
    rules: &'a RuleSet,
    judge: Judge,
    gen: &'a mut CaptureGen,
    equity: Arc<Equity>,
    scratch: Vec<CardSet>,
    plays: Vec<Play>,
    imm: Vec<f32>,
    order: Vec<usize>,
}

impl Rollouts<'_> {
    /// Each round plays every candidate still in contention in the same fresh guessed deals
    /// (common random numbers: differences come from the plays, not the deals), then drops the
    /// worse half.
    fn successive_halving(
        &mut self,
        candidates: &[Play],
        deals: &[Hand],
        schedule: &[usize],
        rng: &mut Rng,
    ) -> Play {
        let n = candidates.len();
        let mut alive: Vec<usize> = (0..n).collect();
        let mut sum = vec![0.0f64; n];
        let mut count = vec![0u32; n];
        let rounds = schedule.len();
        let mut next = 0usize;
        for (round, &k) in schedule.iter().enumerate() {
            for j in 0..k {
                let deal = &deals[(next + j) % deals.len()];
                let seed = rng.next_u64();
                for &c in &alive {
                    sum[c] += f64::from(self.rollout(deal, candidates[c], seed));
                    count[c] += 1;
                }
            }
            next += k;
            let mean = |c: usize| sum[c] / f64::from(count[c].max(1));
            alive.sort_by(|&a, &b| mean(b).total_cmp(&mean(a)).then(a.cmp(&b)));
            if round + 1 < rounds {
                alive.truncate(alive.len().div_ceil(2));
            }
        }
        candidates[alive[0]]
    }

    /// Plays `first` for the deciding seat in `deal`, then both sides with the fast policy to
    /// the end of the hand (or a claim): the deciding side's match equity.
    fn rollout(&mut self, deal: &Hand, first: Play, seed: u64) -> f32 {
        let mut hand = deal.clone();
        let me = self.view.side();
        let mut rng = Rng::new(seed);
        let mut play = first;
        let mut seat = self.view.seat();
        loop {
            let played =
                hand.play_unchecked(self.rules, &self.judge.points, self.gen, seat, play.0, play.1);
            if let Some(winner) = self.decided_now(&hand, seat, played.tabla) {
                return self.equity.value(self.view.scores(), me, Some(winner));
            }
            if let Some(result) = &hand.result {
                let mut scores = *self.view.scores();
                for (s, t) in scores.iter_mut().zip(&result.total) {
                    *s += t;
                }
                return self.equity.value(&scores, me, None);
            }
            seat = hand.to_move;
            match self.policy(&hand, seat, &mut rng) {
                Some(next) => play = next,
                // Cannot happen in a hand still in play; score it as even rather than panic.
                None => return 0.5,
            }
        }
    }

    /// A side that would claim now and be right, or whose tablanette reached the target.
    fn decided_now(&self, hand: &Hand, seat: u8, tabla: bool) -> Option<usize> {
        let side = self.rules.side_of(seat);
        let target = u32::from(self.rules.target);
        let credited = self.view.scores()[side] + hand.bonus_now[side];
        if tabla && self.rules.win_on_bonus && credited >= target {
            return Some(side);
        }
        if claim_refusal(self.rules, self.view.scores()).is_none()
            && credited + self.judge.points.points(hand.captured[side]) >= target
        {
            return Some(side);
        }
        None
    }

    /// The fast policy of both sides in a guessed deal: the best immediate gain less what the
    /// next player (whose cards the guess shows) could then take.
    fn policy(&mut self, hand: &Hand, seat: u8, rng: &mut Rng) -> Option<Play> {
        let rules = self.rules;
        let own = hand.hands[usize::from(seat)];
        legal_plays(
            self.gen,
            rules.forced_capture,
            own,
            hand.table,
            &mut self.scratch,
            &mut self.plays,
        );
        if self.plays.len() <= 1 {
            return self.plays.first().copied();
        }
        let credit = Credit::in_hand(rules, hand, seat);
        let last_card = hand.next_is_last_card();
        self.imm.clear();
        for &play in &self.plays {
            self.imm.push(self.judge.immediate(self.gen, credit, hand.table, play, last_card));
        }
        let next = (seat + 1) % rules.players;
        let next_credit = Credit::in_hand(rules, hand, next);
        let mut next_cards = hand.hands[usize::from(next)];
        if next_cards.is_empty() && !last_card {
            next_cards = hand.next_deal_of(rules, next);
        }
        let spare = own.len() > 1 && !hand.stock.is_empty();
        // Best first; a threat only lowers a play's worth (the noise below adds at most
        // NOISE), so once an immediate gain is below the best adjusted one no later play wins.
        self.order.clear();
        self.order.extend(0..self.plays.len());
        let imm = &self.imm;
        self.order.sort_unstable_by(|&a, &b| imm[b].total_cmp(&imm[a]));
        let mut best = self.order[0];
        let mut best_value = f32::NEG_INFINITY;
        for k in 0..self.order.len() {
            let i = self.order[k];
            if self.imm[i] + NOISE <= best_value {
                break;
            }
            let play = self.plays[i];
            let mut v = self.imm[i];
            if self.judge.sweeping_jack
                && spare
                && rules.sweeps(play.0.rank())
                && !play.1.is_empty()
            {
                v -= self.judge.jack_reserve;
            }
            if !last_card && next_credit.side != credit.side {
                let left = table_after(hand.table, play);
                v -= self.judge.known_threat(
                    self.gen,
                    next_credit,
                    left,
                    next_cards,
                    &mut self.scratch,
                );
            }
            // A little noise keeps the guessed futures from all following one line of play.
            v += (rng.next_u64() >> 40) as f32 * (NOISE / (1u64 << 24) as f32);
            if v > best_value {
                best_value = v;
                best = i;
            }
        }
        Some(self.plays[best])
    }
}

/// What one play since the last deal tells about the hand of the seat that made it.
struct Observation {
    seat: u8,
    /// Cards that seat is known to have held then: the card played and its later plays.
    held: CardSet,
    /// Gain of the play made, as a plain greedy player would judge it.
    made: f32,
    /// The best gain each card (by index) could have made instead.
    could: [f32; 52],
}

/// The plays of other seats since the last deal, with the table each was made on.
fn observations(view: &SeatView, gen: &mut CaptureGen, judge: &Judge) -> Vec<Observation> {
    let rules = view.rules();
    let history = view.history();
    let deal = view.deals();
    let start = history.iter().position(|p| p.deal == deal).unwrap_or(history.len());
    let current = &history[start..];
    // Walk back from the table as it is to the table before each play.
    let mut tables = vec![CardSet::EMPTY; current.len()];
    let mut table = view.table();
    for (i, p) in current.iter().enumerate().rev() {
        table =
            if p.take.is_empty() { table - CardSet::EMPTY.with(p.card) } else { table | p.take };
        tables[i] = table;
    }
    let unseen = view.unseen();
    let mut scratch = Vec::new();
    let mut plays = Vec::new();
    let mut out = Vec::new();
    for (i, p) in current.iter().enumerate() {
        if p.seat == view.seat() {
            continue;
        }
        let credit = credit_of(view, rules.side_of(p.seat));
        let table = tables[i];
        let held =
            current[i..].iter().filter(|q| q.seat == p.seat).map(|q| q.card).collect::<CardSet>();
        let made = judge.immediate(gen, credit, table, (p.card, p.take), false);
        let mut could = [f32::NEG_INFINITY; 52];
        for card in unseen | held {
            legal_plays(
                gen,
                rules.forced_capture,
                CardSet::EMPTY.with(card),
                table,
                &mut scratch,
                &mut plays,
            );
            let mut best = f32::NEG_INFINITY;
            for &play in &plays {
                best = best.max(judge.immediate(gen, credit, table, play, false));
            }
            could[usize::from(card.index())] = best;
        }
        out.push(Observation { seat: p.seat, held, made, could });
    }
    out
}

impl Observation {
    /// How likely the play is if the seat now holds `hand`: one for a play as good as any it
    /// had, less for each point it left behind.
    fn likelihood(&self, hand: CardSet) -> f32 {
        let mut best = f32::NEG_INFINITY;
        for card in hand | self.held {
            best = best.max(self.could[usize::from(card.index())]);
        }
        let regret = (best - self.made - INFERENCE_SLACK).max(0.0);
        (-INFERENCE_SHARPNESS * regret).exp()
    }
}

/// Guessed deals of the unseen cards: the other hands (by their sizes) and the stock, drawn
/// uniformly, then resampled by how well each explains the plays since the last deal.
fn guess_deals(
    view: &SeatView,
    gen: &mut CaptureGen,
    judge: &Judge,
    rng: &mut Rng,
    config: &SearchConfig,
    wanted: usize,
) -> Vec<Hand> {
    let rules = view.rules();
    let unseen: Vec<Card> = view.unseen().iter().collect();
    let sizes = *view.hand_sizes();
    let hidden: u32 = (0..rules.players)
        .filter(|&s| s != view.seat())
        .map(|s| sizes[usize::from(s)])
        .sum::<u32>()
        + view.stock_len();
    if hidden as usize != unseen.len() {
        // The view does not add up (it always should); search nothing rather than guess wrong.
        return Vec::new();
    }
    let observed = if config.inference { observations(view, gen, judge) } else { Vec::new() };
    let wanted = wanted.max(1);
    let pool = if observed.is_empty() { wanted } else { wanted * 4 };
    let mut guesses: Vec<([CardSet; MAX_SEATS], Vec<Card>, f32)> = Vec::with_capacity(pool);
    for _ in 0..pool {
        let mut cards = unseen.clone();
        rng.shuffle(&mut cards);
        let mut others = [CardSet::EMPTY; MAX_SEATS];
        let mut at = 0;
        for s in 0..rules.players {
            if s == view.seat() {
                continue;
            }
            let n = sizes[usize::from(s)] as usize;
            others[usize::from(s)] = cards[at..at + n].iter().copied().collect();
            at += n;
        }
        let stock = cards[at..].to_vec();
        let weight = observed.iter().map(|o| o.likelihood(others[usize::from(o.seat)])).product();
        guesses.push((others, stock, weight));
    }
    let chosen = if pool > wanted { resample(&guesses, wanted, rng) } else { (0..pool).collect() };
    chosen
        .into_iter()
        .map(|i| {
            let (others, stock, _) = &guesses[i];
            view.imagine(others, stock.clone())
        })
        .collect()
}

/// Systematic resampling: `n` indices drawn in proportion to the weights.
fn resample<T>(items: &[(T, Vec<Card>, f32)], n: usize, rng: &mut Rng) -> Vec<usize> {
    let total: f32 = items.iter().map(|g| g.2).sum();
    if total <= 0.0 || !total.is_finite() {
        return (0..n.min(items.len())).collect();
    }
    let step = total / n as f32;
    let mut at = (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32 * step;
    let mut out = Vec::with_capacity(n);
    let mut acc = 0.0;
    for (i, g) in items.iter().enumerate() {
        acc += g.2;
        while at < acc && out.len() < n {
            out.push(i);
            at += step;
        }
    }
    while out.len() < n {
        out.push(items.len() - 1);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{PlayRecord, TablaPolicy};
    use crate::rules::Variant;
    use crate::Rank;

    /// Seat 1 trailed the two of clubs on a table holding only the five of spades: had it
    /// held a five, it would have taken a tabla instead.
    fn after_a_telling_trail(rules: &RuleSet) -> SeatView {
        let mut hand = Hand::deal(rules, 77, 1, 1, TablaPolicy::FREE);
        let cards = |s: &str| CardSet::parse_list(s).unwrap();
        let mine = cards("AH 3H 4D 7C 9S KD");
        let table = cards("5S 2C");
        let rest: Vec<Card> = (rules.deck.cards() - mine - table).iter().collect();
        hand.hands = [CardSet::EMPTY; MAX_SEATS];
        hand.hands[0] = mine;
        hand.hands[1] = rest[..5].iter().copied().collect();
        hand.stock = rest[5..].to_vec();
        hand.table = table;
        hand.to_move = 0;
        hand.plays = 1;
        let two = cards("2C").first().unwrap();
        hand.history = vec![PlayRecord { seat: 1, card: two, take: CardSet::EMPTY, deal: 1 }];
        SeatView::of(rules, &hand, 0)
    }

    #[test]
    fn a_missed_tabla_makes_guesses_with_the_card_that_takes_it_rarer() {
        let rules = RuleSet::preset(Variant::Tablic);
        let view = after_a_telling_trail(&rules);
        let fives = CardSet::of_rank(Rank::Five);
        let share = |inference: bool| {
            let mut gen = CaptureGen::new(&rules);
            let judge = Judge::new(&rules);
            let config = SearchConfig { inference, ..SearchConfig::default() };
            let deals = guess_deals(&view, &mut gen, &judge, &mut Rng::new(5), &config, 4000);
            let with_five = deals.iter().filter(|d| !d.hands[1].is_disjoint(fives)).count();
            with_five as f64 / deals.len() as f64
        };
        let (uniform, inferred) = (share(false), share(true));
        // Three fives among 44 unseen cards, five of them in seat 1's hand: about 31%.
        assert!((uniform - 0.31).abs() < 0.03, "{uniform}");
        assert!(inferred < 0.7 * uniform, "{inferred} vs {uniform}");
        // Every guess is consistent with what seat 0 sees.
        let mut gen = CaptureGen::new(&rules);
        let deals = guess_deals(
            &view,
            &mut gen,
            &Judge::new(&rules),
            &mut Rng::new(1),
            &SearchConfig::default(),
            50,
        );
        for d in &deals {
            assert_eq!(d.hands[0], view.hand());
            assert_eq!(d.hands[1].len(), 5);
            assert_eq!(d.stock.len() as u32, view.stock_len());
            assert_eq!(d.hands[1] | d.stock.iter().copied().collect::<CardSet>(), view.unseen());
        }
    }

    #[test]
    fn the_halving_schedule_spends_the_budget() {
        assert_eq!(halving_schedule(8, 2000), vec![83, 166, 333]);
        assert_eq!(halving_schedule(2, 100), vec![50]);
        assert_eq!(halving_schedule(5, 10), vec![1, 1, 1]);
    }
}
