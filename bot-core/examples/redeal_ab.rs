//! How much rejecting poor first cards (Tabinet's redeal) is worth: two computers of one level
//! play two-player Tabinet, each deal twice with the seats swapped, and only one side may
//! reject its cards. `cargo run --release -p bot-core --example redeal_ab -- [deals] [level]`
//! (default 2000 medium). A score above 0.5 is what rejecting gains.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use bot_core::ai::{wants_redeal, Bot, Level};
use bot_core::game::{Action, Match, Move, Status};
use bot_core::rules::{CaptureGen, PointMasks, RuleSet, Rules, Variant};

fn main() {
    let n: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(2000);
    let level: Level =
        std::env::args().nth(2).and_then(|a| a.parse().ok()).unwrap_or(Level::Medium);
    let mut rules = RuleSet::preset(Variant::Tabinet);
    rules.players = 2;
    let rules = Rules::new(rules).unwrap();
    let (mut a_wins, mut b_wins, mut draws, mut redeals, mut chances) = (0, 0, 0, 0u64, 0u64);
    let (mut pa, mut pb) = (0u64, 0u64);
    for deal in 0..n {
        for swapped in [false, true] {
            let a_seat = u8::from(swapped);
            let mut game = Match::new(rules.clone(), deal.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 77);
            let mut bots = [Bot::new(level, deal * 2 + 1), Bot::new(level, deal * 2 + 2)];
            let mut gen = CaptureGen::new(&rules);
            let points = PointMasks::new(rules.card_points);
            let mut moves = 0;
            while let Some(seat) = game.to_move() {
                let view = game.seat_view(seat);
                if view.can_redeal() {
                    chances += u64::from(seat == a_seat);
                    if seat == a_seat && wants_redeal(level, deal ^ 0xABCD, &view) {
                        redeals += 1;
                        game.apply(Move { seat, action: Action::Redeal }).unwrap();
                        continue;
                    }
                }
                let Some((card, take)) = bots[usize::from(seat)].choose(&view, &mut gen, &points)
                else {
                    break;
                };
                game.apply(Move { seat, action: Action::Play { card, take } }).unwrap();
                let side = rules.side_of(seat);
                if game.claim_would_win(side) {
                    let _ = game.apply(Move { seat, action: Action::Claim });
                }
                moves += 1;
                if moves > 5000 {
                    break;
                }
            }
            let s = game.final_scores();
            pa += u64::from(s[usize::from(a_seat)]);
            pb += u64::from(s[usize::from(1 - a_seat)]);
            match game.status() {
                Status::Won { side, .. } if usize::from(side) == usize::from(a_seat) => a_wins += 1,
                Status::Won { .. } => b_wins += 1,
                _ => draws += 1,
            }
        }
    }
    let games = a_wins + b_wins + draws;
    let score = (a_wins as f64 + draws as f64 / 2.0) / games as f64;
    let se = (score * (1.0 - score) / games as f64).sqrt();
    println!("{level}: {games} matches; redeal side won {a_wins}, lost {b_wins}, drew {draws}: score {:.3} ± {:.3}; redealt {redeals} of {chances} chances; points {pa} vs {pb}", score, 1.96 * se);
}
