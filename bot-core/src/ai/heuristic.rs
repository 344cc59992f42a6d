//! The `medium` and `easy` players: one look at each play, what it takes and what it leaves.

use crate::cards::CardSet;
use crate::game::SeatView;
use crate::rules::CaptureGen;

use super::judge::{legal_plays, next_hand_size, table_after, Credit, Judge, Play};

/// The tabla credit of `side` as the view shows it.
pub(crate) fn credit_of(view: &SeatView, side: usize) -> Credit {
    Credit {
        policy: view.policy(),
        side,
        already: view.bonus_now()[side] + view.bonus_later()[side],
    }
}

/// Scores every legal play of the view's seat the way `medium` sees it: points and cards taken
/// now and a tabla's worth, less what the next player can expect to take from the table it
/// leaves (a tabla above all), less the worth of a sweeping jack spent while other cards could
/// be played. Without `lookahead` (`easy`), only what the play takes counts.
pub(crate) fn medium_scores(
    view: &SeatView,
    judge: &Judge,
    gen: &mut CaptureGen,
    lookahead: bool,
    scratch: &mut Vec<CardSet>,
    plays: &mut Vec<Play>,
    scores: &mut Vec<f32>,
) {
    let rules = view.rules();
    let table = view.table();
    legal_plays(gen, rules.forced_capture, view.hand(), table, scratch, plays);
    scores.clear();
    let credit = credit_of(view, view.side());
    let last_card = view.is_last_card();
    let (next, h) = next_hand_size(rules, view.hand_sizes(), view.stock_len(), view.seat());
    let next_credit = credit_of(view, rules.side_of(next));
    let unseen = view.unseen();
    let spare_cards = view.hand().len() > 1 && view.stock_len() > 0;
    for &play in plays.iter() {
        let mut score = judge.immediate(gen, credit, table, play, last_card);
        if lookahead && !last_card && next_credit.side != credit.side {
            let left = table_after(table, play);
            score -= judge.expected_threat(gen, next_credit, left, unseen, h, scratch);
        }
        if judge.sweeping_jack && rules.sweeps(play.0.rank()) && !play.1.is_empty() && spare_cards {
            score -= judge.jack_reserve;
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
