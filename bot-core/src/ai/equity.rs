//! Match equity: a side's chance to win the match from given scores between hands. The search
//! maximises it rather than the hand's points, so a side near the target plays to get there
//! first and a side far behind takes the chances it needs.

use std::sync::{Arc, Mutex, OnceLock};

use crate::rules::{PointMasks, RuleSet, TablaBonus};

/// Targets above this use the normal approximation instead of the exact table.
const MAX_TABLE_TARGET: u32 = 600;

/// Chances to win from scores between hands, for one rule set.
#[derive(Debug)]
pub(crate) struct Equity {
    target: u32,
    sides: usize,
    short_game: bool,
    /// Points a hand deals out, all sides together.
    per_hand: f32,
    /// Standard deviation of one side's share of a hand, over two sides.
    spread: f32,
    /// Two sides: `win[a * target + b]` is the chance of the side on `a` against `b`.
    win: Vec<f32>,
}

/// The rule fields the table depends on.
type Key = (u32, usize, bool, u32, u32);
/// Tables already built, by key.
type Cache = Mutex<Vec<(Key, Arc<Equity>)>>;

fn cache() -> &'static Cache {
    static CACHE: OnceLock<Cache> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(Vec::new()))
}

impl Equity {
    /// The equity for these rules, computed once per process.
    pub fn for_rules(rules: &RuleSet) -> Arc<Equity> {
        let (per_hand, spread) = hand_model(rules);
        let key: Key = (
            u32::from(rules.target),
            rules.sides(),
            rules.short_game,
            per_hand.to_bits(),
            spread.to_bits(),
        );
        // A poisoned lock only means another thread panicked mid-insert: the list is still valid.
        let mut cached = cache().lock().unwrap_or_else(|e| e.into_inner());
        if let Some((_, e)) = cached.iter().find(|(k, _)| *k == key) {
            return Arc::clone(e);
        }
        let equity = Arc::new(Equity::build(rules, per_hand, spread));
        if cached.len() > 64 {
            cached.remove(0);
        }
        cached.push((key, Arc::clone(&equity)));
        equity
    }

    fn build(rules: &RuleSet, per_hand: f32, spread: f32) -> Equity {
        let mut e = Equity {
            target: u32::from(rules.target),
            sides: rules.sides(),
            short_game: rules.short_game,
            per_hand,
            spread,
            win: Vec::new(),
        };
        if e.sides == 2 && !e.short_game && e.target <= MAX_TABLE_TARGET {
            e.fill_table();
        }
        e
    }

    /// Dynamic programming over the scores: each hand gives one side `x` of `per_hand` points
    /// (a discretised normal around half) and the other side the rest.
    fn fill_table(&mut self) {
        let t = self.target as usize;
        let h = self.per_hand.round().max(1.0) as usize;
        let mean = h as f32 / 2.0;
        let mut dist: Vec<f32> = (0..=h)
            .map(|x| {
                let z = (x as f32 - mean) / self.spread.max(0.5);
                (-0.5 * z * z).exp()
            })
            .collect();
        let total: f32 = dist.iter().sum();
        dist.iter_mut().for_each(|p| *p /= total);
        let mut win = vec![0.5f32; t * t];
        for a in (0..t).rev() {
            for b in (0..t).rev() {
                let mut p = 0.0;
                for (x, &px) in dist.iter().enumerate() {
                    let (na, nb) = (a + x, b + h - x);
                    let v = if na >= t || nb >= t {
                        match na.cmp(&nb) {
                            std::cmp::Ordering::Greater => 1.0,
                            std::cmp::Ordering::Less => 0.0,
                            std::cmp::Ordering::Equal => 0.5,
                        }
                    } else {
                        win[na * t + nb]
                    };
                    p += px * v;
                }
                win[a * t + b] = p;
            }
        }
        self.win = win;
    }

    /// The chance that `side` wins the match once the scores are `scores`, between hands
    /// (`decided`: the match ended then, or was claimed, by the side given).
    pub fn value(&self, scores: &[u32], side: usize, decided: Option<usize>) -> f32 {
        if let Some(winner) = decided {
            return if winner == side { 1.0 } else { 0.0 };
        }
        let mine = scores[side];
        let top = scores[..self.sides].iter().copied().max().unwrap_or(0);
        if self.short_game || top >= self.target {
            let leaders = scores[..self.sides].iter().filter(|&&s| s == top).count();
            // Level leaders draw or play on: either way an even share, roughly.
            return if mine < top { 0.0 } else { 1.0 / leaders as f32 };
        }
        if self.sides == 2 && !self.win.is_empty() {
            let other = scores[1 - side];
            return self.win[mine as usize * self.target as usize + other as usize];
        }
        // A softmax of the scores over the spread still to come: a normal race, roughly.
        let per_side = (self.per_hand / self.sides as f32).max(1.0);
        let hands_left = ((self.target - top) as f32 / per_side).max(1.0);
        let scale = 1.7 / (self.spread * std::f32::consts::SQRT_2 * hands_left.sqrt()).max(1.0);
        let mut total = 0.0;
        let mut own = 0.0;
        for (s, &score) in scores[..self.sides].iter().enumerate() {
            let e = ((score as f32 - top as f32) * scale).exp();
            total += e;
            if s == side {
                own = e;
            }
        }
        own / total
    }
}

/// Points a hand deals out in all, and the spread of one side's share, for these rules: the
/// card points, the bonuses, and the tablas good players make.
fn hand_model(rules: &RuleSet) -> (f32, f32) {
    let card_points = PointMasks::new(rules.card_points).points(rules.deck.cards()) as f32;
    let bonuses = f32::from(rules.most_cards_points) + f32::from(rules.last_capture_points);
    let tablas = match rules.tabla_bonus {
        TablaBonus::None => 0.0,
        TablaBonus::Points(p) => 1.5 * f32::from(p),
        TablaBonus::CardSum => 30.0,
    };
    let per_hand = card_points + bonuses + tablas;
    (per_hand, 0.2 * per_hand + 1.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn equity_is_even_at_equal_scores_and_grows_with_the_lead() {
        let e = Equity::for_rules(&RuleSet::preset(Variant::Tablic));
        let even = e.value(&[0, 0], 0, None);
        assert!((even - 0.5).abs() < 0.02, "{even}");
        assert!(e.value(&[40, 20], 0, None) > 0.7);
        assert!(e.value(&[20, 40], 0, None) < 0.3);
        assert!(e.value(&[95, 20], 0, None) > e.value(&[60, 20], 0, None));
        assert_eq!(e.value(&[101, 90], 0, None), 1.0);
        assert_eq!(e.value(&[10, 90], 1, Some(0)), 0.0);
        let three = Equity::for_rules(&RuleSet::preset(Variant::Tablic40));
        let v: f32 = (0..3).map(|s| three.value(&[10, 10, 10], s, None)).sum();
        assert!((v - 1.0).abs() < 1e-4);
    }
}
