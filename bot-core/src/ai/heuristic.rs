//! The `medium` and `easy` players: one look at each play, what it takes and what it leaves.

use crate::game::SeatView;
use crate::rules::CaptureGen;

use super::judge::{
    expected_threat, immediate, legal_plays, next_hand_size, table_after, Play, Weights,
};

/// Scores every legal play of the view's seat the way `medium` sees it: points and cards taken
/// now and a tabla's worth, less what the next player can expect to take from the table it
/// leaves (a tabla above all), less the worth of a sweeping jack spent on little.
pub(crate) fn medium_scores(
    view: &SeatView,
    w: &Weights,
    gen: &mut CaptureGen,
    lookahead: bool,
    scratch: &mut Vec<crate::cards::CardSet>,
    plays: &mut Vec<Play>,
    scores: &mut Vec<f32>,
) {
    let rules = view.rules();
    let table = view.table();
    legal_plays(gen, rules.forced_capture, view.hand(), table, scratch, plays);
    scores.clear();
    let side = view.side();
    let policy = view.policy();
    let already = view.bonus_now()[side] + view.bonus_later()[side];
    let last_card = view.is_last_card();
    let (next, h) = next_hand_size(rules, view.hand_sizes(), view.stock_len(), view.seat());
    let next_side = rules.side_of(next);
    let next_already = view.bonus_now()[next_side] + view.bonus_later()[next_side];
    let unseen = view.unseen();
    // Jacks that still sweep later are worth keeping while other cards can be played instead.
    let spare_cards = view.hand().len() > 1;
    for i in 0..plays.len() {
        let play = plays[i];
        let mut score = immediate(rules, w, gen, policy, already, side, table, play, last_card);
        if lookahead && !last_card && next_side != side {
            let left = table_after(table, play);
            score -= expected_threat(
                rules,
                w,
                gen,
                policy,
                next_already,
                next_side,
                left,
                unseen,
                h,
                false,
                scratch,
            );
        }
        if w.sweeping_jack
            && rules.sweeps(play.0.rank())
            && !play.1.is_empty()
            && spare_cards
            && view.stock_len() > 0
        {
            score -= w.jack_reserve;
        }
        scores.push(score);
    }
}

/// The index of the highest score (the first of equals).
pub(crate) fn best_index(scores: &[f32]) -> Option<usize> {
    let mut best: Option<usize> = None;
    for (i, &s) in scores.iter().enumerate() {
        if best.is_none_or(|b| s > scores[b]) {
            best = Some(i);
        }
    }
    best
}
