//! Computer players inside sessions: decisions made off the lock are applied only where they
//! were made, computers claim when they can, and a `hard` computer plays a stored match through.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::sync::Arc;

use bot_core::ai::Level;
use bot_core::game::rng::Rng;
use bot_core::game::{Action, EndReason, Match, Move, Status};
use bot_core::i18n::{shown_name, Lang};
use bot_core::ids::{MatchId, SeatKind};
use bot_core::rules::{LateTablas, Rules, Variant};
use bot_core::session::{
    Actor, Command, Effect, PhaseView, Session, SessionAction, SessionError, Sessions,
    DEFAULT_LEVEL, STAND_IN_LEVEL,
};
use bot_core::store::{Store, StoredMatch};
use bot_core::table::late_tablas_line;

mod common;
use common::people::{actor, channel, cmd, pick};

const GUILD: &str = "guild-ai";

#[test]
fn the_default_and_stand_in_levels_are_medium() {
    assert_eq!(DEFAULT_LEVEL, Level::Medium);
    assert_eq!(STAND_IN_LEVEL, Level::Medium);
}

#[test]
fn a_decision_is_applied_only_in_the_position_it_was_made_for() {
    let ana = actor("a", "Ana");
    let mut session = Session::lobby(channel(GUILD, 0), &ana, Rules::preset(Variant::Tablic), None);
    session.apply(&ana, &SessionAction::AddComputer { level: Level::Hard }, None, 1, 0).unwrap();
    session.apply(&ana, &SessionAction::Start, None, 1, 0).unwrap();
    // The registry would store the match now; its id gives the views their move number.
    session.attach(MatchId(1));
    assert_eq!(session.seats()[1], SeatKind::Computer { level: Level::Hard });
    // Ana leads; no computer is to move yet.
    assert!(session.computer_turn().is_none());
    let view = session.hand_view(&ana.user).unwrap();
    let mut rng = Rng::new(1);
    session.apply(&ana, &pick(&view, &mut rng), None, 1, 0).unwrap();
    let turn = session.computer_turn().expect("the computer is to move");
    assert_eq!((turn.seat, turn.level), (1, Level::Hard));
    // The turn carries only what seat 1 may see.
    assert_eq!(turn.view.hand(), session.game().unwrap().hand().hands[1]);
    let play = turn.decide().unwrap();
    assert_eq!(turn.decide(), Some(play), "the same turn decides the same way");
    assert!(session.apply_computer(&turn, play, 0).unwrap().is_ok());
    // The same decision again is stale: the game has moved on.
    assert!(session.apply_computer(&turn, play, 0).is_none());
    // A decision made before a person acted is dropped too.
    let view = session.hand_view(&ana.user).unwrap();
    session.apply(&ana, &pick(&view, &mut rng), None, 1, 0).unwrap();
    let turn = session.computer_turn().unwrap();
    let play = turn.decide().unwrap();
    session.apply(&ana, &SessionAction::Resign, None, 1, 0).unwrap();
    assert!(session.apply_computer(&turn, play, 0).is_none());
    assert!(session.computer_turn().is_none());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hard_computer_plays_a_stored_match_through_and_claims_when_it_can() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("ai.db")).await.unwrap();
    let (sessions, _rx) = Sessions::new(store);
    let ch = channel(GUILD, 1);
    let ana = actor("a", "Ana");
    let rules = Rules::build(Variant::Tablic, ["target=25"]).unwrap();
    let new = SessionAction::New { rules, turn_timer: None, seed: Some(5) };
    sessions.handle(cmd(&ch, &ana, new)).await.unwrap();
    sessions
        .handle(cmd(&ch, &ana, SessionAction::AddComputer { level: Level::Hard }))
        .await
        .unwrap();
    sessions.handle(cmd(&ch, &ana, SessionAction::Start)).await.unwrap();
    let mut rng = Rng::new(9);
    let mut steps = 0;
    while sessions.inspect(&ch, |s| s.end().is_none()).await.unwrap() {
        let view = sessions.inspect(&ch, |s| s.hand_view(&ana.user)).await.flatten().unwrap();
        assert!(view.your_turn, "after a command the computer has always moved");
        let c = Command { expected: Some(view.seq), ..cmd(&ch, &ana, pick(&view, &mut rng)) };
        sessions.handle(c).await.unwrap();
        steps += 1;
        assert!(steps < 500);
    }
    let (status, log, id) = sessions
        .inspect(&ch, |s| {
            let g = s.game().unwrap();
            (g.status(), g.log().to_vec(), s.match_id().unwrap())
        })
        .await
        .unwrap();
    // A random player against `hard` to 25: the computer gets there first, and says so at once.
    assert_eq!(status, Status::Won { side: 1, reason: EndReason::Claim }, "{log:?}");
    let stored = sessions.store().load(id).await.unwrap().unwrap();
    assert_eq!(stored.moves, log);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_that_arrive_while_the_computer_thinks_win_and_nothing_stale_is_stored() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("race.db")).await.unwrap();
    let (sessions, _rx) = Sessions::new(store);
    for i in 0..6 {
        let ch = channel(GUILD, 10 + i);
        let ana = actor("a", "Ana");
        let new = SessionAction::New {
            rules: Rules::preset(Variant::Tablic),
            turn_timer: None,
            seed: Some(i as u64),
        };
        sessions.handle(cmd(&ch, &ana, new)).await.unwrap();
        let hard = SessionAction::AddComputer { level: Level::Hard };
        sessions.handle(cmd(&ch, &ana, hard)).await.unwrap();
        sessions.handle(cmd(&ch, &ana, SessionAction::Start)).await.unwrap();
        let view = sessions.inspect(&ch, |s| s.hand_view(&ana.user)).await.flatten().unwrap();
        let play = pick(&view, &mut Rng::new(i as u64));
        // Ana plays; the computer starts thinking; Ana resigns meanwhile (or just after).
        let s2 = Arc::clone(&sessions);
        let (c2, a2) = (ch.clone(), ana.clone());
        let playing = tokio::spawn(async move { s2.handle(cmd(&c2, &a2, play)).await });
        if i % 2 == 0 {
            tokio::task::yield_now().await;
        }
        let resigned = sessions.handle(cmd(&ch, &ana, SessionAction::Resign)).await;
        let played = playing.await.unwrap();
        // Whatever the order, the match is over and the store agrees with it.
        assert!(played.is_ok() || matches!(played, Err(SessionError::Move(_))), "{played:?}");
        assert!(resigned.is_ok() || played.is_ok(), "{resigned:?}");
        let (phase, log, id) = sessions
            .inspect(&ch, |s| {
                (s.table_view().phase, s.game().unwrap().log().to_vec(), s.match_id())
            })
            .await
            .unwrap();
        assert_eq!(phase, PhaseView::Finished);
        let stored = sessions.store().load(id.unwrap()).await.unwrap().unwrap();
        assert_eq!(stored.moves, log, "channel {i}");
    }
}

/// A Tablić match to 1 whose first hand ended level: the seed and the log up to the first card
/// of the hand that breaks the tie.
fn tied_at_the_target(rules: &Rules) -> (u64, Vec<Move>) {
    (0..2000u64)
        .find_map(|seed| {
            let mut m = Match::new(rules.clone(), seed);
            let mut rng = Rng::new(seed);
            while m.results().is_empty() {
                let seat = m.to_move()?;
                let options = m.legal_captures(64);
                let (card, listing) = &options[rng.below(options.len() as u64) as usize];
                let take = listing.options.first().copied().unwrap_or_default();
                m.apply(Move { seat, action: Action::Play { card: *card, take } }).ok()?;
            }
            (m.status() == Status::Playing && m.scores()[0] == m.scores()[1])
                .then(|| (seed, m.log().to_vec()))
        })
        .expect("some seed ties the first hand")
}

#[test]
fn in_the_hand_that_breaks_a_tie_no_one_claims_and_a_refused_claim_loses_nothing() {
    let rules = Rules::build(Variant::Tablic, ["target=1"]).unwrap();
    let (seed, moves) = tied_at_the_target(&rules);
    let ana = actor("a", "Ana");
    let stored = StoredMatch {
        id: MatchId(1),
        channel: channel(GUILD, 7),
        board: None,
        rules,
        seed,
        seats: vec![
            SeatKind::Human { user: ana.user.clone(), name: "Ana".into() },
            SeatKind::Computer { level: Level::Medium },
        ],
        moves,
        created_at: 0,
        away: Default::default(),
        turn_timer: bot_core::store::KeptTimer::Set(None),
    };
    let mut session = Session::resumed(&stored, None).unwrap();
    assert!(session.is_playing());
    // Both sides are past the target: the computer does not claim on it...
    assert_eq!(session.computer_claimant(), None);
    assert!(session.apply_computer_claim(0).is_none());
    // ...no claim is offered to Ana, and one she makes anyway is refused, not lost.
    assert!(!session.hand_view(&ana.user).unwrap().can_claim);
    let refused = session.apply(&ana, &SessionAction::Claim, None, 1, 0).unwrap_err();
    assert!(matches!(refused, SessionError::Move(_)), "{refused}");
    assert!(session.is_playing());
}

/// A computer that leads a hand of Tabinet (the second: Ana leads the first) rejects poor
/// first cards (seed 000's redeal), is announced doing so, and then plays on its new cards;
/// one with good cards plays them. Once a hand at most, and never the person.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_computer_leading_tabinet_rejects_poor_first_cards_and_plays_on() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("redeal.db")).await.unwrap();
    let (sessions, _rx) = Sessions::new(store);
    let ana = actor("a", "Ana");
    let rules = Rules::build(Variant::Tabinet, ["players=2"]).unwrap();
    let mut rng = Rng::new(3);
    let (mut led, mut rejected, mut told) = (0, 0, 0);
    for seed in 0..16u64 {
        let ch = channel(GUILD, 100 + seed as usize);
        let new = SessionAction::New { rules: rules.clone(), turn_timer: None, seed: Some(seed) };
        sessions.handle(cmd(&ch, &ana, new)).await.unwrap();
        let medium = SessionAction::AddComputer { level: Level::Medium };
        sessions.handle(cmd(&ch, &ana, medium)).await.unwrap();
        sessions.handle(cmd(&ch, &ana, SessionAction::Start)).await.unwrap();
        // Ana plays the first hand out; the computer then leads the second.
        loop {
            let (number, view) = sessions
                .inspect(&ch, |s| (s.game().map(|g| g.hand().number), s.hand_view(&ana.user)))
                .await
                .unwrap();
            match (number, view) {
                (Some(1), Some(view)) if view.your_turn => {
                    let effects = sessions.handle(cmd(&ch, &ana, pick(&view, &mut rng))).await;
                    told += format!("{:?}", effects.unwrap()).matches("Redealt").count();
                }
                _ => break,
            }
        }
        let log = sessions.inspect(&ch, |s| s.game().unwrap().log().to_vec()).await.unwrap();
        led += 1;
        for (i, mv) in log.iter().enumerate() {
            if mv.action == Action::Redeal {
                assert_eq!(mv.seat, 1, "only the computer rejects, seed {seed}");
                rejected += 1;
                let next = log.get(i + 1);
                assert!(matches!(next, Some(Move { seat: 1, action: Action::Play { .. } })));
            }
        }
        assert!(log.iter().filter(|m| m.action == Action::Redeal).count() <= 1, "once");
        sessions.handle(cmd(&ch, &ana, SessionAction::Abort)).await.unwrap();
    }
    assert!(rejected > 0 && rejected < led, "it rejected {rejected} of {led} first cards");
    assert_eq!(told, rejected, "each rejection is announced once, to the person's move");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_scored_hand_names_the_move_that_ended_it_whoever_made_it() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("ends.db")).await.unwrap();
    let (sessions, _rx) = Sessions::new(store);
    let ch = channel(GUILD, 30);
    let ana = actor("a", "Ana");
    let rules = Rules::build(Variant::Tablic, ["target=60", "claims=none"]).unwrap();
    let new = SessionAction::New { rules, turn_timer: None, seed: Some(11) };
    sessions.handle(cmd(&ch, &ana, new)).await.unwrap();
    let easy = SessionAction::AddComputer { level: Level::Easy };
    sessions.handle(cmd(&ch, &ana, easy)).await.unwrap();
    sessions.handle(cmd(&ch, &ana, SessionAction::Start)).await.unwrap();
    let mut rng = Rng::new(3);
    // Who ended each hand: the dealer plays last, and the deal goes round.
    let mut enders = Vec::new();
    while sessions.inspect(&ch, |s| s.end().is_none()).await.unwrap() {
        let view = sessions.inspect(&ch, |s| s.hand_view(&ana.user)).await.flatten().unwrap();
        let c = Command { expected: Some(view.seq), ..cmd(&ch, &ana, pick(&view, &mut rng)) };
        let effects = sessions.handle(c).await.unwrap();
        let mut before = None;
        for effect in effects {
            match effect {
                Effect::Move(mv) => before = Some(mv),
                Effect::HandOver(over) => {
                    let last = over.last_move.expect("a scored hand names its last move");
                    assert_eq!(Some(&last), before.as_ref(), "the move just before the scoring");
                    enders.push(last.seat);
                }
                _ => {}
            }
        }
        assert!(enders.len() < 40);
    }
    assert!(enders.contains(&0) && enders.contains(&1), "Ana and the computer: {enders:?}");
}

/// From hand seven, Tablić's tablas count at the hand's end (seed 000): the table says so, and
/// which side has tabla points to come, since the running points leave them out until then.
/// `ana` against an easy computer in channel `number`, started with `seed` (also its match id),
/// in memory only.
fn against_an_easy_computer(ana: &Actor, number: usize, rules: Rules, seed: u64) -> Session {
    let mut session = Session::lobby(channel(GUILD, number), ana, rules, None);
    session.apply(ana, &SessionAction::AddComputer { level: Level::Easy }, None, 1, 0).unwrap();
    session.apply(ana, &SessionAction::Start, None, seed, 0).unwrap();
    session.attach(MatchId(seed as i64));
    session
}

/// One move: the computer's when it is to move, else a random one of Ana's.
fn one_move(session: &mut Session, ana: &Actor, rng: &mut Rng) {
    if let Some(turn) = session.computer_turn() {
        let play = turn.decide().unwrap();
        session.apply_computer(&turn, play, 0).unwrap().unwrap();
    } else {
        let view = session.hand_view(&ana.user).unwrap();
        session.apply(ana, &pick(&view, rng), None, 1, 0).unwrap();
    }
}

#[test]
fn late_tablas_are_told_on_the_table_with_the_points_to_come() {
    let ana = actor("a", "Ana");
    let rules = Rules::build(Variant::Tablic, ["target=1000", "claims=none"]).unwrap();
    let mut session = against_an_easy_computer(&ana, 31, rules, 5);
    let mut rng = Rng::new(9);
    let mut late = 0;
    while session.end().is_none() && late < 3 {
        let before = session.table_view();
        one_move(&mut session, &ana, &mut rng);
        let after = session.table_view();
        let number = before.hand_number;
        if number < 7 {
            assert_eq!(before.late_tablas, None, "hand {number}");
            assert_eq!(late_tablas_line(&before, Lang::En), None);
            continue;
        }
        assert_eq!(before.late_tablas, Some(LateTablas::AtHandEnd), "hand {number}");
        let line = late_tablas_line(&before, Lang::En).unwrap();
        assert!(line.starts_with("From the seventh hand on, tablas score when the hand ends"));
        if after.hand_number != number {
            continue;
        }
        // A move that emptied every hand says that new cards were dealt; no other does.
        let dealt = after.last_move.as_ref().is_some_and(|m| m.dealt);
        assert_eq!(dealt, after.stock < before.stock, "hand {number}, stock {}", after.stock);
        for side in 0..2 {
            if after.tablas[side] > before.tablas[side] {
                late += 1;
                let gained = after.tabla_points_later[side] - before.tabla_points_later[side];
                assert!(gained > 0, "a late tabla's point waits for the hand's end");
                let line = late_tablas_line(&after, Lang::En).unwrap();
                let name = shown_name(after.side_names()[side][0], Lang::En);
                let owed = after.tabla_points_later[side];
                assert!(line.contains(&format!("({name} +{owed} when this hand ends)")), "{line}");
            }
        }
    }
    assert_eq!(late, 3, "three tablas from hand seven on were seen");
    // A match ended within the hand (a resignation here; a claim alike) credits no tabla still
    // to come: the table no longer speaks of them.
    let owed = session.table_view().tabla_points_later;
    assert!(owed.iter().any(|p| *p > 0), "tabla points waiting: {owed:?}");
    session.apply(&ana, &SessionAction::Resign, None, 1, 0).unwrap();
    let ended = session.table_view();
    assert_eq!(ended.late_tablas, None);
    assert_eq!(ended.tabla_points_later, vec![0, 0]);
    assert_eq!(late_tablas_line(&ended, Lang::En), None);
}

/// Under `cap90` the table says how many tabla points each side may still score this hand:
/// 90 less its score when the hand began, less what its tablas have credited since.
#[test]
fn under_the_cap_the_table_says_what_each_side_may_still_score_with_tablas() {
    let ana = actor("a", "Ana");
    let rules =
        Rules::build(Variant::Tablic, ["target=1000", "claims=none", "late-tablas=cap90"]).unwrap();
    let mut session = against_an_easy_computer(&ana, 32, rules, 7);
    let mut rng = Rng::new(3);
    let (mut hands, mut tablas) = (std::collections::BTreeSet::new(), 0);
    while session.end().is_none() && session.table_view().hand_number < 10 {
        let before = session.table_view();
        one_move(&mut session, &ana, &mut rng);
        let after = session.table_view();
        if before.hand_number < 7 {
            assert!(before.tabla_points_open.is_empty(), "no cap before hand seven");
            continue;
        }
        let names: Vec<String> =
            before.side_names().iter().map(|n| shown_name(n[0], Lang::En)).collect();
        let open = &before.tabla_points_open;
        if before.tablas == [0, 0] {
            // No tabla yet this hand: the room is 90 less the score the hand began with.
            let expected: Vec<u32> =
                before.scores.iter().map(|s| 90u32.saturating_sub(*s)).collect();
            assert_eq!(open, &expected, "hand {}", before.hand_number);
            hands.insert(before.hand_number);
        }
        let line = late_tablas_line(&before, Lang::En).unwrap();
        let said = format!(
            "(tabla points still open this hand: {} {} · {} {}).",
            names[0], open[0], names[1], open[1]
        );
        assert!(line.ends_with(&said), "{line}");
        if after.hand_number != before.hand_number {
            continue;
        }
        for side in 0..2 {
            let credited = before.tabla_points_open[side] - after.tabla_points_open[side];
            let new_points = after.hand_points[side].saturating_sub(before.hand_points[side]);
            if after.tablas[side] > before.tablas[side] {
                tablas += 1;
                // What the tabla credited is what it took from the room left, never more.
                assert!(credited <= before.tabla_points_open[side]);
                assert!(credited <= new_points, "{credited} of {new_points} new points");
            } else {
                assert_eq!(credited, 0, "only a tabla uses up the room");
            }
        }
    }
    assert!(hands.len() >= 2, "at least two capped hands were seen ({hands:?})");
    assert!(tablas >= 1, "a capped hand had a tabla ({tablas})");
}

/// A match that ends with a scored hand leaves its table empty under a last move that may have
/// left cards there: the table view says where they went, as the hand's scoring does.
#[test]
fn the_final_table_says_where_the_cards_left_on_it_went() {
    let ana = actor("a", "Ana");
    let mut with_leftovers = 0;
    for seed in 1..12u64 {
        let rules = Rules::build(Variant::Tablic, ["short=yes"]).unwrap();
        let mut session = against_an_easy_computer(&ana, 40, rules, seed);
        let mut rng = Rng::new(seed);
        while session.end().is_none() {
            assert_eq!(session.table_view().leftover, None, "only once the hand is scored");
            one_move(&mut session, &ana, &mut rng);
        }
        let view = session.table_view();
        let scored = session.game().unwrap().results().last().unwrap().leftover;
        assert_eq!(view.leftover, scored);
        let line = bot_core::table::table_leftover_line(&view, Lang::En);
        if let Some(left) = scored {
            with_leftovers += 1;
            let line = line.expect("the sentence");
            assert!(line.contains(&format!("({})", left.cards)), "{line}");
            assert!(line.ends_with(", the dealer."), "{line}");
            // Their taker reads "you"; the other player, their name.
            let taker = view.seats.iter().find(|s| s.side == left.side).unwrap();
            let theirs = bot_core::table::table_leftover_line_for(&view, Lang::En, taker.seat);
            let theirs = theirs.expect("the taker's sentence");
            assert!(theirs.ends_with("went to you, the dealer."), "{theirs}");
            assert!(!theirs.contains(&taker.name), "{theirs}");
            let other = 1 - taker.seat;
            let others = bot_core::table::table_leftover_line_for(&view, Lang::En, other);
            assert_eq!(others.as_deref(), Some(line.as_str()));
        } else {
            assert_eq!(line, None);
        }
    }
    assert!(with_leftovers > 0, "some hand ended with cards on the table");
}
