//! Computer players through their public API: the information boundary, determinism under a
//! seed, legal play at every level in every variant and seat count, and small arenas that the
//! stronger level must win.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use bot_core::ai::{decide, Bot, Level, SearchConfig, SeatView};
use bot_core::arena::{self, ArenaConfig, ArenaError};
use bot_core::game::rng::Rng;
use bot_core::game::{Action, Hand, Match, Move, Status};
use bot_core::rules::{CaptureGen, Claims, PointMasks, Rules, Variant};
use bot_core::{Card, CardSet};

fn rules(variant: Variant, options: &[&str]) -> Rules {
    Rules::build(variant, options.iter().copied()).unwrap()
}

/// Every preset, and the seat counts and partnerships the presets do not cover.
fn rule_sets() -> Vec<Rules> {
    let mut out: Vec<Rules> = Variant::ALL.iter().map(|&v| Rules::preset(v)).collect();
    out.push(rules(Variant::Tablic, &["players=3"]));
    out.push(rules(Variant::Tablic, &["players=4"]));
    out.push(rules(Variant::Tablic, &["players=4", "partners=yes"]));
    out.push(rules(Variant::Tablanette, &["players=4", "partners=yes"]));
    out.push(rules(Variant::TablanetteJp, &["players=4"]));
    out.push(rules(Variant::Tablic40, &["players=2"]));
    out.push(rules(Variant::Tablanet, &["players=3"]));
    out
}

/// A quick `hard`, so debug-build tests stay fast; the algorithm is the same.
fn bot(level: Level, seed: u64) -> Bot {
    Bot::with_search(level, seed, SearchConfig::quick())
}

/// Plays `moves` moves of a match (or to its end) with `levels` by seat, checking each play is
/// accepted; returns the match.
fn play(rules: &Rules, seed: u64, levels: &[Level], moves: usize) -> Match {
    let mut game = Match::new(rules.clone(), seed);
    let mut gen = CaptureGen::new(rules);
    let points = PointMasks::new(rules.card_points);
    let mut bots: Vec<Bot> = (0..rules.players)
        .map(|s| bot(levels[usize::from(s) % levels.len()], seed + u64::from(s)))
        .collect();
    for _ in 0..moves {
        let Some(seat) = game.to_move() else { break };
        let view = game.seat_view(seat);
        let (card, take) = bots[usize::from(seat)]
            .choose(&view, &mut gen, &points)
            .unwrap_or_else(|| panic!("{} had no play: {view:?}", levels[0]));
        let level = bots[usize::from(seat)].level();
        game.apply(Move { seat, action: Action::Play { card, take } }).unwrap_or_else(|e| {
            panic!("{level} played {card} taking {take:?} illegally in {}: {e}", rules.variant)
        });
    }
    game
}

#[test]
fn levels_parse_by_name_and_refuse_others() {
    for level in Level::ALL {
        assert_eq!(level.name().parse::<Level>(), Ok(level));
        assert_eq!(level.name().to_uppercase().parse::<Level>(), Ok(level));
    }
    let err = "genius".parse::<Level>().unwrap_err().to_string();
    assert!(err.contains("random, greedy, easy, medium or hard"), "{err}");
}

#[test]
fn every_level_plays_legal_moves_in_every_variant_and_seat_count() {
    for (k, rules) in rule_sets().into_iter().enumerate() {
        // The cheap levels play whole hands; `hard` plays against them for part of one.
        let cheap = [Level::Random, Level::Greedy, Level::Easy, Level::Medium];
        let game = play(&rules, 100 + k as u64, &cheap, 400);
        assert!(game.log().len() > 40, "{}", rules.variant);
        let game = play(&rules, 200 + k as u64, &[Level::Hard, Level::Medium], 30);
        assert_eq!(game.log().len(), 30);
    }
}

#[test]
fn hard_plays_legal_moves_to_the_end_of_a_two_player_hand() {
    // The last deal of a two-player hand is solved exactly: play through it.
    for variant in [Variant::Tablic, Variant::Tablanette, Variant::TablanetteJp] {
        let rules = rules(variant, &["short=yes"]);
        let game = play(&rules, 7, &[Level::Hard], 200);
        assert_ne!(game.status(), Status::Playing, "{variant}");
    }
}

/// Moves the hidden cards of a hand around: the other hands and the stock keep their sizes.
fn reshuffle_hidden(hand: &Hand, seat: u8, players: u8, rng: &mut Rng) -> Hand {
    let mut hidden: Vec<Card> = hand.stock.clone();
    for s in (0..players).filter(|&s| s != seat) {
        hidden.extend(hand.hands[usize::from(s)].iter());
    }
    rng.shuffle(&mut hidden);
    let mut other = hand.clone();
    let mut at = 0;
    for s in (0..players).filter(|&s| s != seat) {
        let n = hand.hands[usize::from(s)].len() as usize;
        other.hands[usize::from(s)] = hidden[at..at + n].iter().copied().collect();
        at += n;
    }
    other.stock = hidden[at..].to_vec();
    other
}

#[test]
fn a_view_shows_nothing_hidden_and_hidden_cards_change_no_decision() {
    let mut rng = Rng::new(5);
    for (k, rules) in rule_sets().into_iter().enumerate() {
        // Early in a deal, so plenty of cards are hidden.
        let game = play(&rules, 300 + k as u64, &[Level::Medium], 3 + k % 4);
        let Some(seat) = game.to_move() else { continue };
        let hand = game.hand();
        let moved = reshuffle_hidden(hand, seat, rules.players, &mut rng);
        assert_ne!(moved.hands, hand.hands, "the test must change something hidden");
        let view = SeatView::of(&rules, hand, seat);
        let other = SeatView::of(&rules, &moved, seat);
        assert_eq!(view, other, "{}: hidden cards changed the view", rules.variant);
        // Only this seat's hand is shown; every other card not in sight is merely unseen.
        assert_eq!(view.hand(), hand.hands[usize::from(seat)]);
        let hidden = (0..rules.players)
            .filter(|&s| s != seat)
            .fold(hand.stock.iter().copied().collect::<CardSet>(), |a, s| {
                a | hand.hands[usize::from(s)]
            });
        assert_eq!(view.unseen(), hidden);
        for level in Level::ALL {
            let a = Bot::with_search(level, 9, SearchConfig::quick());
            let b = a.clone();
            let mut gen = CaptureGen::new(&rules);
            let points = PointMasks::new(rules.card_points);
            let first = a.clone().choose(&view, &mut gen, &points);
            assert_eq!(
                first,
                b.clone().choose(&other, &mut gen, &points),
                "{level} {}",
                rules.variant
            );
        }
        // A match's view is the hand's view plus the scores.
        let from_match = game.seat_view(seat);
        assert_eq!(from_match.hand(), view.hand());
        assert_eq!(from_match.history(), view.history());
        assert_eq!(&from_match.scores()[..rules.sides()], game.scores());
    }
}

#[test]
fn the_same_seed_makes_the_same_decision() {
    let rules = Rules::preset(Variant::Tablic);
    let game = play(&rules, 41, &[Level::Medium], 9);
    let view = game.seat_view(game.to_move().unwrap());
    for level in Level::ALL {
        let quick = |seed| Bot::with_search(level, seed, SearchConfig::quick());
        let mut gen = CaptureGen::new(&rules);
        let points = PointMasks::new(rules.card_points);
        let once = quick(3).choose(&view, &mut gen, &points);
        for _ in 0..3 {
            assert_eq!(quick(3).choose(&view, &mut gen, &points), once, "{level}");
        }
    }
    // `decide` (what sessions call) is deterministic too, with the full `hard` search.
    assert_eq!(decide(Level::Hard, 8, &view), decide(Level::Hard, 8, &view));
}

#[test]
fn the_view_records_every_play_of_the_hand_in_order() {
    let rules = rules(Variant::Tablic, &["players=3"]);
    let game = play(&rules, 17, &[Level::Greedy], 20);
    let view = game.seat_view(game.to_move().unwrap());
    let plays: Vec<(u8, Card, CardSet)> = game
        .log()
        .iter()
        .filter_map(|m| match m.action {
            Action::Play { card, take } => Some((m.seat, card, take)),
            _ => None,
        })
        .collect();
    let seen: Vec<(u8, Card, CardSet)> =
        view.history().iter().map(|p| (p.seat, p.card, p.take)).collect();
    assert_eq!(seen, plays[plays.len() - seen.len()..]);
    assert_eq!(seen.len() as u32, game.hand().plays);
    // Replaying the log rebuilds the history too.
    let again = Match::replay(rules.clone(), game.seed(), game.log()).unwrap();
    assert_eq!(again, game);
}

#[test]
fn computers_claim_only_when_right() {
    let rules = rules(Variant::Tablic, &["target=20"]);
    for seed in 0..10 {
        let game = play(&rules, seed, &[Level::Medium], 60);
        for seat in 0..2u8 {
            let view = game.seat_view(seat);
            let side = view.side();
            assert_eq!(
                view.can_claim(),
                game.status() == Status::Playing && game.claim_total(side) >= 20,
                "seed {seed}"
            );
        }
    }
    let no_claims = Rules::preset(Variant::Tabinet);
    assert_eq!(no_claims.claims, Claims::None);
    let view = Match::new(no_claims, 1).seat_view(0);
    assert!(!view.can_claim());
}

fn quick_arena(
    a: Level,
    b: Level,
    matches: u32,
    options: &[&str],
    search: SearchConfig,
) -> arena::ArenaReport {
    let config = ArenaConfig {
        rules: rules(Variant::Tablic, options),
        a,
        b,
        matches,
        seed: 2026,
        threads: 2,
        search,
    };
    arena::run(&config, &|_| {}).unwrap()
}

#[test]
fn medium_beats_greedy_and_easy_beats_random() {
    let r = quick_arena(Level::Medium, Level::Greedy, 40, &[], SearchConfig::quick());
    assert!(r.win_rate > 0.6 && r.points_margin > 0.0, "{r:#?}");
    let r = quick_arena(Level::Easy, Level::Random, 20, &[], SearchConfig::quick());
    assert!(r.win_rate > 0.9, "{r:#?}");
}

#[test]
fn hard_beats_medium() {
    // Matches to 51 and a quarter of the usual search keep this to seconds in a test build;
    // `tablic arena` measures the real thing (see the README).
    let search = SearchConfig { rollouts: 300, candidates: 4, ..SearchConfig::default() };
    let r = quick_arena(Level::Hard, Level::Medium, 16, &["target=51"], search);
    assert!(r.a.wins > r.b.wins && r.points_margin > 0.0, "{r:#?}");
}

#[test]
fn the_arena_is_reproducible_and_checks_its_arguments() {
    let one = |threads| {
        let config = ArenaConfig {
            rules: Rules::preset(Variant::Tablic),
            a: Level::Easy,
            b: Level::Greedy,
            matches: 8,
            seed: 4,
            threads,
            search: SearchConfig::quick(),
        };
        let r = arena::run(&config, &|_| {}).unwrap();
        (r.a.wins, r.b.wins, r.draws, r.points_margin, r.a.ms_per_move.moves)
    };
    assert_eq!(one(1), one(2));
    let bad = |matches, rules: Rules| {
        let config = ArenaConfig {
            rules,
            a: Level::Easy,
            b: Level::Greedy,
            matches,
            seed: 4,
            threads: 1,
            search: SearchConfig::quick(),
        };
        arena::run(&config, &|_| {}).unwrap_err()
    };
    assert_eq!(bad(3, Rules::preset(Variant::Tablic)), ArenaError::Matches(3));
    assert_eq!(bad(0, Rules::preset(Variant::Tablic)), ArenaError::Matches(0));
    assert_eq!(bad(2, Rules::preset(Variant::Tablic40)), ArenaError::Sides(3));
}

#[test]
fn a_hand_tells_who_gets_which_cards_in_the_next_deal() {
    for rules in [Rules::preset(Variant::Tablic), rules(Variant::Tablic40, &[])] {
        let mut game = Match::new(rules.clone(), 12);
        let mut rng = Rng::new(1);
        let predicted: Vec<CardSet> =
            (0..rules.players).map(|s| game.hand().next_deal_of(&rules, s)).collect();
        while game.hand().deals == 1 {
            let seat = game.to_move().unwrap();
            let hand = game.hand().hands[usize::from(seat)];
            let card = hand.iter().nth(rng.below(u64::from(hand.len())) as usize).unwrap();
            let table = game.hand().table;
            let take = game.capture_gen().list(table, card).first().copied();
            let action = Action::Play { card, take: take.unwrap_or_default() };
            game.apply(Move { seat, action }).unwrap();
        }
        for seat in 0..rules.players {
            assert_eq!(game.hand().hands[usize::from(seat)], predicted[usize::from(seat)]);
        }
    }
}
