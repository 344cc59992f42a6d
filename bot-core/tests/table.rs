//! The table service and the session behaviours behind it, on real SQLite files: away and
//! back, nobody home and adjournment, claims, names, one-command games against the computer.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::time::Duration;

use bot_core::ai::Level;
use bot_core::game::rng::Rng;
use bot_core::i18n::{shown_name, Lang};
use bot_core::ids::{MatchId, Platform};
use bot_core::rules::{Rules, Variant};
use bot_core::session::{
    Actor, Command, Effect, GameDefaults, MatchEnd, Notice, PhaseView, SessionAction, SessionError,
    Sessions, StandIn,
};
use bot_core::store::Store;
use bot_core::table::{choose_card, BoardAsk, Claim, Refusal, TableService};
use bot_core::CardSet;

mod common;
use common::people::{actor, channel, cmd, paused_clock, pick, watchdog};

const GUILD: &str = "guild-t";

async fn store(dir: &tempfile::TempDir) -> Store {
    Store::open(&dir.path().join("table.db")).await.unwrap()
}

fn defaults() -> GameDefaults {
    GameDefaults { variant: Variant::Tablic, turn_timer: None, level: Level::Greedy }
}

fn notices(effects: &[Effect]) -> Vec<&Notice> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Notice { notice, .. } => Some(notice),
            _ => None,
        })
        .collect()
}

/// The turn timer of the away tests' games.
const TURN: Option<Duration> = Some(Duration::from_secs(30));

/// Ana opens a Tablić game in `ch` (30 s turns, seed 3), Boro joins, she starts it, and
/// nobody presses: four turns run out, two each, and everyone is away. The last effects.
async fn everyone_away_at_a_game_of_two(
    sessions: &std::sync::Arc<Sessions>,
    rx: &mut tokio::sync::mpsc::UnboundedReceiver<bot_core::session::Delivery>,
    ch: &bot_core::ids::ChannelKey,
    (a, b): (&Actor, &Actor),
) -> Vec<Effect> {
    let rules = Rules::preset(Variant::Tablic);
    let new = SessionAction::New { rules, turn_timer: TURN, seed: Some(3) };
    sessions.handle(cmd(ch, a, new)).await.unwrap();
    sessions.handle(cmd(ch, b, SessionAction::Join)).await.unwrap();
    sessions.handle(cmd(ch, a, SessionAction::Start)).await.unwrap();
    let mut last = Vec::new();
    for _ in 0..4 {
        tokio::time::advance(Duration::from_secs(31)).await;
        last = rx.recv().await.unwrap().effects;
    }
    last
}

#[tokio::test]
async fn away_people_come_back_by_any_action_and_a_table_nobody_returns_to_is_adjourned() {
    watchdog(Duration::from_secs(120));
    let dir = tempfile::tempdir().unwrap();
    // Connections on real time, then the game on paused time (see tests/sessions.rs).
    let store = store(&dir).await;
    let spinner = paused_clock();
    let hour = Duration::from_secs(3600);
    let (sessions, mut rx) = Sessions::with_adjourn_after(store.clone(), hour);
    let ch = channel(GUILD, 1);
    let (a, b) = (actor("a", "Ana"), actor("b", "Boro"));
    // Nobody moves: four turns run out, two each, and then everyone is away.
    let last = everyone_away_at_a_game_of_two(&sessions, &mut rx, &ch, (&a, &b)).await;
    let game = sessions.table(&ch).await.unwrap().seq.unwrap().game;
    let table = sessions.table(&ch).await.unwrap();
    assert!(table.seats.iter().all(|s| s.away), "{:?}", table.seats);
    // Both are called back by name, an hour before the adjournment.
    let people = vec![(a.user.clone(), "Ana".to_string()), (b.user.clone(), "Boro".to_string())];
    let everyone_away = Notice::EveryoneAway { adjourn_after: 3600, people };
    assert!(notices(&last).contains(&&everyone_away), "{last:#?}");
    assert!(table.nobody_home(), "{table:?}");
    // The computers stop: nothing moves, nobody claims, however long it waits (short of the
    // adjournment).
    let moves = table.seq.unwrap().moves;
    tokio::time::advance(Duration::from_secs(1800)).await;
    tokio::task::yield_now().await;
    assert!(rx.try_recv().is_err(), "something happened while everyone was away");
    assert_eq!(sessions.table(&ch).await.unwrap().seq.unwrap().moves, moves);

    // Ana looks at her cards: she is back, and her turn is hers again (the computer plays for
    // Boro, who is still away, until it is her turn).
    let presence = sessions.present(&ch, &a).await.unwrap();
    assert!(notices(&presence.effects).contains(&&Notice::Back { name: "Ana".into() }));
    // Her hand says what the computer played for her: the card of the lapse that made her
    // away ("again"). Nothing was played while she was away (the game waited), so no summary
    // counts her two lapses again.
    let hand = presence.hand.as_ref().unwrap();
    assert_eq!(hand.played_for_you, None, "{hand:?}");
    let again = Some(StandIn::TimedOut { lapses_left: 0, last_one_here: true });
    assert_eq!(hand.stood_in_why, again, "{hand:?}");
    let lapse = hand.stood_in_move.clone().expect("the card of her last lapse");
    assert!(!presence.table.seats[0].away && presence.table.seats[1].away);
    assert_eq!(presence.table.to_move, Some(0), "Ana's turn waits for Ana");
    assert!(presence.hand.unwrap().your_turn);
    // Not in Boro's: he is still away.
    let boro = sessions.inspect(&ch, |s| s.hand_view(&b.user)).await.flatten().unwrap();
    assert_eq!(boro.played_for_you, None);

    // Boro presses a button of an old position: refused, and yet he is back.
    let old = bot_core::session::Seq { game, moves: 0 };
    let stale = SessionAction::Play { card: "AS".parse().unwrap(), take: CardSet::EMPTY };
    let refused = sessions.handle(Command { expected: Some(old), ..cmd(&ch, &b, stale) }).await;
    assert!(matches!(refused, Err(SessionError::Stale { .. })), "{refused:?}");
    let back = rx.recv().await.unwrap();
    assert!(notices(&back.effects).contains(&&Notice::Back { name: "Boro".into() }));
    assert!(!sessions.table(&ch).await.unwrap().seats[1].away);
    let boro = sessions.inspect(&ch, |s| s.hand_view(&b.user)).await.flatten().unwrap();
    // Told what was played for him: a summary of the cards while away, else his last lapse.
    assert!(boro.played_for_you.is_some() || boro.stood_in_move.is_some(), "{boro:?}");
    // What Ana's hand says is unchanged by Boro's return (the session unit tests follow her
    // first card after her own return).
    let ana = sessions.inspect(&ch, |s| s.hand_view(&a.user)).await.flatten().unwrap();
    assert_eq!(ana.stood_in_move.as_ref().map(|m| m.card), Some(lapse.card));
    if ana.your_turn {
        let card = ana.hand.iter().next().unwrap();
        let take = ana.captures_of(card).first().copied().unwrap_or(CardSet::EMPTY);
        let play = SessionAction::Play { card, take };
        sessions.handle(cmd(&ch, &a, play)).await.unwrap();
        let after = sessions.inspect(&ch, |s| s.hand_view(&a.user)).await.flatten().unwrap();
        assert_eq!(after.played_for_you, ana.played_for_you, "{after:?}");
    }

    // Both let their turns run out twice again; an hour later, with no one back, the match is
    // adjourned: ended, no winner, in no one's standings.
    for _ in 0..4 {
        tokio::time::advance(Duration::from_secs(31)).await;
        rx.recv().await.unwrap();
    }
    assert!(sessions.table(&ch).await.unwrap().seats.iter().all(|s| s.away));
    tokio::time::advance(hour + Duration::from_secs(1)).await;
    let adjourned = rx.recv().await.unwrap();
    assert!(adjourned.effects.contains(&Effect::MatchOver(MatchEnd::Adjourned)));
    // The result says how it ended: no notice says it again.
    assert!(notices(&adjourned.effects).is_empty(), "{:?}", adjourned.effects);
    let table = sessions.table(&ch).await.unwrap();
    assert_eq!((table.phase, table.end), (PhaseView::Adjourned, Some(MatchEnd::Adjourned)));
    spinner.abort();
    // Storage on real time again (the pool's waits would expire at once on paused time).
    tokio::time::resume();
    let summary = store.match_summary(game).await.unwrap().unwrap();
    assert_eq!((summary.status.as_str(), summary.winner), ("adjourned", None));
    let service = TableService::new(sessions.clone(), defaults());
    let all = BoardAsk::parse(&["all"]).unwrap();
    let board = service.standings(GUILD, None, &a.user, all, None);
    assert!(board.await.unwrap().rows.is_empty(), "an adjourned match counts for no one");
}

/// A restart while everyone is away keeps them away: nobody is called to move or counted
/// out again, and the adjournment comes when it would have, not a whole wait after the
/// restart. What the computer played for them is still summed up when one comes back.
#[tokio::test]
async fn a_restart_keeps_who_is_away_and_the_wait_before_the_adjournment() {
    // Half an hour of the hour's wait went by while the bot was down.
    restart_while_everyone_is_away(1800, 1500, 320).await;
}

/// A bot down for longer than the whole wait does not adjourn at once when it is back: the
/// people who pressed meanwhile (unanswered) get a grace of a quarter of an hour.
#[tokio::test]
async fn a_bot_down_longer_than_the_wait_still_gives_people_a_grace() {
    restart_while_everyone_is_away(2 * 3600, 880, 30).await;
}

/// Everyone away, the bot stops; `down` seconds go by before it is back. Nothing happens for
/// `quiet` seconds after that, and the match is adjourned within `then` more.
async fn restart_while_everyone_is_away(down: i64, quiet: u64, then: u64) {
    watchdog(Duration::from_secs(120));
    let dir = tempfile::tempdir().unwrap();
    let store = store(&dir).await;
    let spinner = paused_clock();
    let hour = Duration::from_secs(3600);
    let (sessions, mut rx) = Sessions::with_adjourn_after(store.clone(), hour);
    let ch = channel(GUILD, 11);
    let (a, b) = (actor("a", "Ana"), actor("b", "Boro"));
    everyone_away_at_a_game_of_two(&sessions, &mut rx, &ch, (&a, &b)).await;
    let game = sessions.table(&ch).await.unwrap().seq.unwrap().game;
    let moves = sessions.table(&ch).await.unwrap().seq.unwrap().moves;
    assert!(sessions.table(&ch).await.unwrap().nobody_home());
    sessions.stop_timers();
    drop(sessions);
    spinner.abort();

    // The process stops; half an hour of the wait goes by before it is back.
    tokio::time::resume();
    let stored = store.load(game).await.unwrap().unwrap().away;
    assert!(stored.seats.iter().all(|s| s.away), "{stored:?}");
    let since = stored.nobody_home_since.expect("when everyone went away");
    let earlier = bot_core::store::AwayState { nobody_home_since: Some(since - down), ..stored };
    store.set_away_state(game, &earlier).await.unwrap();
    let (sessions, mut rx) = Sessions::with_adjourn_after(store.clone(), hour);
    assert_eq!(sessions.restore(TURN).await.unwrap(), 1);
    let resumed = rx.recv().await.unwrap().effects;
    assert!(!resumed.iter().any(|e| matches!(e, Effect::Turn(_))), "{resumed:#?}");
    let table = sessions.table(&ch).await.unwrap();
    assert!(table.nobody_home() && table.seats.iter().all(|s| s.away), "{table:?}");
    assert_eq!(table.seq.unwrap().moves, moves);
    // The last card was the computer's for someone away, and still reads so.
    assert!(table.last_move.as_ref().is_some_and(|m| m.by_computer), "{:?}", table.last_move);

    // Nothing moves and no one runs out of time; then the match is adjourned.
    let spinner = paused_clock();
    tokio::time::advance(Duration::from_secs(quiet)).await;
    tokio::task::yield_now().await;
    assert!(rx.try_recv().is_err(), "something happened while everyone was away");
    assert_eq!(sessions.table(&ch).await.unwrap().seq.unwrap().moves, moves);
    tokio::time::advance(Duration::from_secs(then)).await;
    let adjourned = rx.recv().await.unwrap();
    assert!(adjourned.effects.contains(&Effect::MatchOver(MatchEnd::Adjourned)));
    spinner.abort();
}

/// Asking for a new game while away at the one under way is an action like any other: the
/// person is back (the table says so) and is told their game is still on.
#[tokio::test]
async fn someone_away_who_asks_for_a_new_game_is_back_and_told_it_is_on() {
    watchdog(Duration::from_secs(120));
    let dir = tempfile::tempdir().unwrap();
    let store = store(&dir).await;
    let spinner = paused_clock();
    let (sessions, mut rx) = Sessions::with_adjourn_after(store, Duration::from_secs(3600));
    let ch = channel(GUILD, 13);
    let (a, b) = (actor("a", "Ana"), actor("b", "Boro"));
    everyone_away_at_a_game_of_two(&sessions, &mut rx, &ch, (&a, &b)).await;
    assert!(sessions.table(&ch).await.unwrap().nobody_home());
    let rules = Rules::preset(Variant::Tablic);
    let new = SessionAction::New { rules, turn_timer: None, seed: None };
    let refused = sessions.handle(cmd(&ch, &b, new.clone())).await;
    assert_eq!(refused, Err(SessionError::AlreadyPlaying));
    let back = rx.recv().await.unwrap();
    assert!(notices(&back.effects).contains(&&Notice::Back { name: "Boro".into() }));
    let table = sessions.table(&ch).await.unwrap();
    assert!(table.seats[0].away && !table.seats[1].away, "{:?}", table.seats);
    // Back already: asking again changes nothing more.
    let refused = sessions.handle(cmd(&ch, &b, new)).await;
    assert_eq!(refused, Err(SessionError::AlreadyPlaying));
    tokio::task::yield_now().await;
    assert!(rx.try_recv().is_err());
    spinner.abort();
}

/// Coming back after a restart: the hand still says what the computer played for them,
/// and the one who came back is not taken for away again by the next restart.
#[tokio::test]
async fn after_a_restart_the_one_who_comes_back_hears_what_was_played_and_stays_back() {
    watchdog(Duration::from_secs(120));
    let dir = tempfile::tempdir().unwrap();
    let store = store(&dir).await;
    let spinner = paused_clock();
    let (sessions, mut rx) = Sessions::with_adjourn_after(store.clone(), Duration::from_secs(3600));
    let ch = channel(GUILD, 12);
    let (a, b) = (actor("a", "Ana"), actor("b", "Boro"));
    everyone_away_at_a_game_of_two(&sessions, &mut rx, &ch, (&a, &b)).await;
    sessions.stop_timers();
    drop(sessions);
    spinner.abort();
    tokio::time::resume();

    let (sessions, _rx) = Sessions::with_adjourn_after(store.clone(), Duration::from_secs(3600));
    sessions.restore(TURN).await.unwrap();
    let presence = sessions.present(&ch, &a).await.unwrap();
    assert!(notices(&presence.effects).contains(&&Notice::Back { name: "Ana".into() }));
    let hand = presence.hand.unwrap();
    // The lapse that made her away, as "again" (a restart between keeps why).
    let again = Some(StandIn::TimedOut { lapses_left: 0, last_one_here: true });
    assert_eq!((hand.played_for_you, hand.stood_in_why), (None, again), "{hand:?}");
    let lapse = hand.stood_in_move.map(|m| m.card);
    assert!(lapse.is_some(), "the card of her last lapse");
    sessions.stop_timers();
    drop(sessions);

    let (sessions, _rx) = Sessions::with_adjourn_after(store.clone(), Duration::from_secs(3600));
    sessions.restore(TURN).await.unwrap();
    let table = sessions.table(&ch).await.unwrap();
    assert!(!table.seats[0].away && table.seats[1].away, "{:?}", table.seats);
    let hand = sessions.inspect(&ch, |s| s.hand_view(&a.user)).await.flatten().unwrap();
    assert_eq!(hand.stood_in_move.as_ref().map(|m| m.card), lapse, "{hand:?}");
    assert_eq!(hand.stood_in_why, again, "{hand:?}");
    sessions.stop_timers();
}

/// With a computer at the table, the person away earlier is not the next to move when everyone
/// is away: every person's hand is drawn again all the same (it says the computers wait now),
/// and again when one of them is back (the computer plays for the other again).
#[tokio::test]
async fn every_away_hand_is_redrawn_when_nobody_is_home_and_when_someone_is_back() {
    watchdog(Duration::from_secs(120));
    let dir = tempfile::tempdir().unwrap();
    let store = store(&dir).await;
    let spinner = paused_clock();
    let (sessions, mut rx) = Sessions::with_adjourn_after(store.clone(), Duration::from_secs(3600));
    let ch = channel(GUILD, 2);
    let (a, b) = (actor("a", "Ana"), actor("b", "Boro"));
    let rules = Rules::build(Variant::Tablic, ["players=3"]).unwrap();
    let timer = Some(Duration::from_secs(30));
    let new = SessionAction::New { rules, turn_timer: timer, seed: Some(5) };
    sessions.handle(cmd(&ch, &a, new)).await.unwrap();
    sessions.handle(cmd(&ch, &b, SessionAction::Join)).await.unwrap();
    let computer = SessionAction::AddComputer { level: Level::Greedy };
    sessions.handle(cmd(&ch, &a, computer)).await.unwrap();
    sessions.handle(cmd(&ch, &a, SessionAction::Start)).await.unwrap();
    let hands = |effects: &[Effect]| -> Vec<String> {
        let users = effects.iter().filter_map(|e| match e {
            Effect::Hand { user, .. } => Some(user.id.clone()),
            _ => None,
        });
        users.collect()
    };
    // Nobody presses: four turns run out, and the computer plays between them.
    let mut last = Vec::new();
    while !notices(&last).iter().any(|n| matches!(n, Notice::EveryoneAway { .. })) {
        tokio::time::advance(Duration::from_secs(31)).await;
        last = rx.recv().await.unwrap().effects;
    }
    let drawn = hands(&last);
    assert!(drawn.contains(&"a".to_string()) && drawn.contains(&"b".to_string()), "{drawn:?}");
    assert!(sessions.table(&ch).await.unwrap().nobody_home());
    // Ana is back: Boro's hand is drawn again too (the computer plays for him once more).
    let presence = sessions.present(&ch, &a).await.unwrap();
    assert!(hands(&presence.effects).contains(&"b".to_string()), "{:?}", presence.effects);
    assert!(!presence.table.nobody_home());
    spinner.abort();
}

/// A claim is an action of theirs like any other: someone away who claims is back, and the
/// table says so, whatever the claim comes to (here a question, being below the target).
#[tokio::test]
async fn someone_away_who_claims_is_back_whatever_the_claim_comes_to() {
    watchdog(Duration::from_secs(120));
    let dir = tempfile::tempdir().unwrap();
    let store = store(&dir).await;
    let spinner = paused_clock();
    let (sessions, mut rx) = Sessions::with_adjourn_after(store, Duration::from_secs(3600));
    let ch = channel(GUILD, 9);
    let (a, b) = (actor("a", "Ana"), actor("b", "Boro"));
    everyone_away_at_a_game_of_two(&sessions, &mut rx, &ch, (&a, &b)).await;
    assert!(sessions.table(&ch).await.unwrap().seats.iter().all(|s| s.away));
    let service = TableService::new(sessions.clone(), defaults());
    let asked = service.claim(&ch, &a, None, false).await;
    assert!(matches!(asked, Ok(Claim::Confirm { .. })), "{asked:?}");
    let back = rx.recv().await.unwrap();
    assert!(notices(&back.effects).contains(&&Notice::Back { name: "Ana".into() }));
    assert!(back.effects.iter().any(|e| matches!(e, Effect::Table(t) if !t.seats[0].away)));
    spinner.abort();
    tokio::time::resume();
}

#[tokio::test]
async fn a_computer_never_claims_for_an_away_person() {
    let dir = tempfile::tempdir().unwrap();
    let (sessions, mut rx) = Sessions::new(store(&dir).await);
    let ch = channel(GUILD, 2);
    let (a, b) = (actor("a", "Ana"), actor("b", "Boro"));
    // Ana, Boro and a computer; a target of 1 point makes claims come at once.
    let rules = Rules::build(Variant::Tablic, ["players=3", "target=1"]).unwrap();
    let timer = Some(Duration::from_millis(50));
    let new = SessionAction::New { rules, turn_timer: timer, seed: Some(11) };
    sessions.handle(cmd(&ch, &a, new)).await.unwrap();
    sessions.handle(cmd(&ch, &b, SessionAction::Join)).await.unwrap();
    sessions
        .handle(cmd(&ch, &a, SessionAction::AddComputer { level: Level::Greedy }))
        .await
        .unwrap();
    sessions.handle(cmd(&ch, &a, SessionAction::Start)).await.unwrap();
    // Boro plays at once every time; Ana never does: her turns run out until she is away.
    let mut rng = Rng::new(5);
    let mut ended = None;
    for _ in 0..300 {
        let view = sessions.inspect(&ch, |s| s.hand_view(&b.user)).await.flatten().unwrap();
        if let Some(end) = sessions.table(&ch).await.unwrap().end {
            ended = Some(end);
            break;
        }
        if view.your_turn {
            let play = pick(&view, &mut rng);
            let _ =
                sessions.handle(Command { expected: Some(view.seq), ..cmd(&ch, &b, play) }).await;
        } else {
            let _ = tokio::time::timeout(Duration::from_millis(200), rx.recv()).await;
        }
        // Whoever claimed, it was never the computer standing in for Ana.
        let claimant = sessions.inspect(&ch, |s| s.computer_claimant()).await.flatten();
        assert_ne!(claimant, Some(0), "a claim for the away person");
    }
    match ended.expect("the match ended") {
        MatchEnd::Won { names, .. } => assert_ne!(names, vec!["Ana".to_string()]),
        other => panic!("{other:?}"),
    }
}

#[tokio::test]
async fn a_claim_asks_below_the_target_and_ends_with_the_totals_it_counted() {
    let dir = tempfile::tempdir().unwrap();
    let store = store(&dir).await;
    let (sessions, _rx) = Sessions::new(store.clone());
    let service = TableService::new(sessions.clone(), defaults());
    let ch = channel(GUILD, 3);
    let (a, b) = (actor("a", "Ana"), actor("b", "Boro"));
    let rules = Rules::build(Variant::Tablic, ["target=5"]).unwrap();
    let new = SessionAction::New { rules, turn_timer: None, seed: Some(21) };
    sessions.handle(cmd(&ch, &a, new)).await.unwrap();
    sessions.handle(cmd(&ch, &b, SessionAction::Join)).await.unwrap();
    sessions.handle(cmd(&ch, &a, SessionAction::Start)).await.unwrap();

    // Below the target the claim asks first, and nothing changes.
    let asked = service.claim(&ch, &a, None, false).await.unwrap();
    let Claim::Confirm { total, target, seq, .. } = asked else { panic!("{asked:?}") };
    assert_eq!((total, target, seq.moves), (0, 5, 0));
    assert_eq!(sessions.table(&ch).await.unwrap().seq.unwrap().moves, 0);

    // Play until Ana's side could claim rightly within the hand (the match score still 0).
    let mut rng = Rng::new(9);
    let claimer = loop {
        let (ta, tb) = (
            sessions.inspect(&ch, |s| s.hand_view(&a.user)).await.flatten().unwrap(),
            sessions.inspect(&ch, |s| s.hand_view(&b.user)).await.flatten().unwrap(),
        );
        let table = sessions.table(&ch).await.unwrap();
        assert!(table.end.is_none() && table.hand_number == 1, "no claim came in the first hand");
        if let Some((who, view)) =
            [(&a, &ta), (&b, &tb)].into_iter().find(|(_, v)| v.claim_total >= 5)
        {
            break (who.clone(), view.claim_total);
        }
        let (who, view) = if ta.your_turn { (&a, &ta) } else { (&b, &tb) };
        let play = pick(view, &mut rng);
        sessions.handle(Command { expected: Some(view.seq), ..cmd(&ch, who, play) }).await.unwrap();
    };
    let (who, total) = claimer;
    let other = if who.user == a.user { &b } else { &a };
    let other_total = sessions.inspect(&ch, |s| s.hand_view(&other.user)).await.flatten().unwrap();
    let made = service.claim(&ch, &who, None, false).await.unwrap();
    assert!(matches!(made, Claim::Made(_)), "{made:?}");
    let table = sessions.table(&ch).await.unwrap();
    let (mine, theirs) = if who.user == a.user { (0, 1) } else { (1, 0) };
    // The final score is the totals the claim counted, not the hands scored so far (none).
    assert_eq!(table.scores[mine], total);
    assert_eq!(table.scores[theirs], other_total.claim_total);
    let end = table.end.clone().unwrap();
    assert!(matches!(end, MatchEnd::Won { ref names, .. } if names == &vec![who.name.clone()]));
    let stored = store.match_summary(table.seq.unwrap().game).await.unwrap().unwrap();
    assert_eq!(stored.scores, table.scores, "the store keeps the same final score");
    assert_eq!(
        bot_core::table::score_line(&table, Lang::En),
        format!("Ana {} · Boro {}", table.scores[0], table.scores[1])
    );
}

#[tokio::test]
async fn refusals_say_the_real_reason_and_name_the_player_to_move() {
    let dir = tempfile::tempdir().unwrap();
    let (sessions, _rx) = Sessions::new(store(&dir).await);
    let service = TableService::new(sessions.clone(), defaults());
    let ch = channel(GUILD, 4);
    let (a, b) = (actor("a", "Ana"), actor("b", "Boro"));
    let new = SessionAction::New {
        rules: Rules::preset(Variant::Tablic),
        turn_timer: None,
        seed: Some(2),
    };
    sessions.handle(cmd(&ch, &a, new)).await.unwrap();
    sessions.handle(cmd(&ch, &b, SessionAction::Join)).await.unwrap();
    sessions.handle(cmd(&ch, &a, SessionAction::Start)).await.unwrap();
    let mover = service.present(&ch, &a).await.unwrap();
    let waiter = service.present(&ch, &b).await.unwrap();
    let (mover, waiter) =
        if mover.hand.as_ref().unwrap().your_turn { (mover, waiter) } else { (waiter, mover) };
    let (mh, wh) = (mover.hand.unwrap(), waiter.hand.unwrap());
    let to_move = bot_core::table::to_move_name(&mover.table).unwrap();
    // Not your turn names the player to move, not a seat number.
    let theirs = wh.hand.first().unwrap();
    let refused = choose_card(&wh, &waiter.table, theirs).unwrap_err();
    assert_eq!(refused, Refusal::NotYourTurn { name: to_move.clone() });
    let said = refused.message(Lang::En, &Plain);
    assert_eq!(said, format!("It is not your turn: {to_move} is to play."));
    // A card not in your hand says so, whose ever turn it is.
    let not_held = wh.hand.first().unwrap();
    assert_eq!(choose_card(&mh, &mover.table, not_held), Err(Refusal::NotInHand(not_held)));
    assert_eq!(
        choose_card(&wh, &waiter.table, mh.hand.first().unwrap()).map(|_| ()),
        Err(Refusal::NotInHand(mh.hand.first().unwrap()))
    );
    // The session's own refusal of a move out of turn names the player too.
    let waiter_actor = if mh.seat == 0 { &b } else { &a };
    let play = SessionAction::Play { card: theirs, take: CardSet::EMPTY };
    let refused = service.act(&ch, waiter_actor, play, None).await.unwrap_err();
    assert_eq!(refused, Refusal::NotYourTurn { name: to_move });
    let none = service.act(&channel(GUILD, 99), &a, SessionAction::Join, None).await;
    assert_eq!(
        none.unwrap_err().message(Lang::SrLatn, &Plain),
        "Ovde nema igre: otvorite je komandom /new."
    );
}

/// Commands as a plain chat types them.
struct Plain;

impl bot_core::table::Voice for Plain {
    fn platform(&self) -> Platform {
        Platform::Telegram
    }
    fn command(&self, cmd: bot_core::table::Cmd) -> String {
        format!("/{}", format!("{cmd:?}").to_lowercase())
    }
}

#[tokio::test]
async fn names_are_cleaned_and_computers_told_apart_and_play_is_one_command() {
    let dir = tempfile::tempdir().unwrap();
    let (sessions, _rx) = Sessions::new(store(&dir).await);
    let ch = channel(GUILD, 5);
    let raw = format!("Ana\u{202E}lin\u{200B}{}", "a".repeat(60));
    let ana = Actor { name: raw, ..actor("a", "") };
    let rules = Rules::build(Variant::Tablic, ["players=4"]).unwrap();
    let quick = SessionAction::PlayComputers { rules, turn_timer: None, level: Level::Medium };
    let effects = sessions.handle(cmd(&ch, &ana, quick)).await.unwrap();
    let table = effects
        .iter()
        .rev()
        .find_map(|e| match e {
            Effect::Table(t) => Some(t.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(table.phase, PhaseView::Playing, "opened and started in one command");
    let names: Vec<&str> = table.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names[1..], ["Computer (medium)", "Computer (medium) 2", "Computer (medium) 3"]);
    assert!(names[0].starts_with("Analina") && names[0].chars().count() == 32, "{}", names[0]);
    assert!(!names[0].contains(['\u{202E}', '\u{200B}']));
    assert_eq!(shown_name(names[2], Lang::SrLatn), "Računar (srednji) 2");
    // No one can join half-way: the match has started.
    let joined = sessions.handle(cmd(&ch, &actor("b", "Boro"), SessionAction::Join)).await;
    assert_eq!(joined.unwrap_err(), SessionError::AlreadyStarted);
    // The match's channel is found by its id (a hand press names only the match).
    let game: MatchId = table.seq.unwrap().game;
    assert_eq!(sessions.channel_of(game), Some(ch));
}

#[tokio::test]
async fn a_board_shows_the_asker_their_place_and_an_empty_one_says_why() {
    use bot_core::ids::{ChannelKey, SeatKind, UserRef};
    use bot_core::store::{Finish, FinishOutcome, NewMatch};
    let dir = tempfile::tempdir().unwrap();
    let store = store(&dir).await;
    let (sessions, _rx) = Sessions::new(store.clone());
    let service = TableService::new(sessions, defaults());
    let person = |id: usize| SeatKind::Human {
        user: UserRef::new(Platform::Discord, format!("p{id}")),
        name: format!("P{id}"),
    };
    // Twelve people each beat Zed, P1 the most often: P12 is twelfth on the board, Zed last.
    let mut games = Vec::new();
    for id in 1..=12 {
        for _ in 0..(13 - id) {
            let new = NewMatch {
                channel: ChannelKey::new(Platform::Discord, GUILD, "chan-1"),
                board: None,
                rules: Rules::build(Variant::Tablic, ["short=yes"]).unwrap(),
                seed: 1,
                seats: vec![
                    person(id),
                    SeatKind::Human {
                        user: UserRef::new(Platform::Discord, "zed"),
                        name: "Zed".into(),
                    },
                ],
                turn_timer: None,
                created_at: 1_700_000_000,
            };
            let won = FinishOutcome::Won { side: 0 };
            games.push((new, Finish { outcome: won, scores: vec![9, 3], at: 1_700_000_100 }));
        }
    }
    store.bulk_finished(&games).await.unwrap();
    let all = BoardAsk::parse(&["all"]).unwrap();
    let twelfth = actor("p12", "P12").user;
    let board = service.standings(GUILD, None, &twelfth, all, None).await.unwrap();
    let lines = board.rows(Lang::En);
    assert_eq!(lines.len(), 11, "{lines:?}");
    assert_eq!(lines[0], "1. P1 — 60 points · 12 games, 12 won");
    assert_eq!(lines[10], "Your place: 12. P12 — 5 points · 1 game, 1 won");
    // Zed, thirteenth, is below them all.
    let zed = actor("zed", "Zed").user;
    let board = service.standings(GUILD, None, &zed, all, None).await.unwrap();
    assert_eq!(board.you.map(|you| you.rank), Some(13));
    // The first is on the board already: no line of their own.
    let first = actor("p1", "P1").user;
    let board = service.standings(GUILD, None, &first, all, None).await.unwrap();
    assert_eq!(board.rows(Lang::En).len(), 10);
    // A rivals board that is empty for want of games in this channel says so; someone who never
    // played here has no rivals.
    let rivals = BoardAsk::parse(&["rivals", "all"]).unwrap();
    let elsewhere = service.standings(GUILD, Some("chan-2"), &twelfth, rivals, None).await.unwrap();
    assert_eq!(
        elsewhere.rows(Lang::En),
        ["Neither you nor your rivals finished a game in this channel."]
    );
    let stranger = actor("p99", "P99").user;
    let none = service.standings(GUILD, None, &stranger, rivals, None).await.unwrap();
    assert!(none.rows(Lang::En)[0].starts_with("No rivals yet"), "{:?}", none.rows(Lang::En));
    // Last month's board is asked in words and named in the title.
    let last = BoardAsk::parse(&["last", "month", "rivals"]).unwrap();
    let board = service.standings(GUILD, None, &twelfth, last, None).await.unwrap();
    assert_eq!(board.title(Lang::Hr), "Ljestvica — prošli mjesec (vi i vaši suparnici)");
}

#[tokio::test]
async fn a_variant_named_among_the_options_is_the_variant() {
    use bot_core::table::{ChatSettings, GameRequest};
    let dir = tempfile::tempdir().unwrap();
    let (sessions, _rx) = Sessions::new(store(&dir).await);
    let service = TableService::new(sessions, defaults());
    let settings = ChatSettings::default();
    let ask = |variant: Option<&str>, options: &[&str]| GameRequest {
        variant: variant.map(str::to_string),
        options: options.iter().map(|o| o.to_string()).collect(),
        ..GameRequest::default()
    };
    // `/new target=151 tablanette`: the variant need not come first.
    let (rules, _) =
        service.game_rules(&settings, &ask(None, &["target=151", "tablanette"])).unwrap();
    assert_eq!((rules.variant, rules.target), (Variant::Tablanette, 151));
    // Named twice, the same: fine. Two different ones: refused by name.
    let same = ask(Some("tablanette"), &["Tablanette", "target=151"]);
    assert_eq!(service.game_rules(&settings, &same).unwrap().0.variant, Variant::Tablanette);
    let two = ask(Some("tablic"), &["target=151", "tablanette"]);
    assert_eq!(
        service.game_rules(&settings, &two).unwrap_err(),
        Refusal::TwoVariants { first: "tablic".into(), second: "tablanette".into() }
    );
    // A word that is no variant is an option without a value: one that names no option is
    // unknown, and one that does is told what it takes.
    let odd = ask(None, &["target=151", "poker"]);
    let refused = service.game_rules(&settings, &odd).unwrap_err();
    let said = refused.message(Lang::En, &Plain);
    assert!(said.starts_with("Unknown option “poker”: options are players, "), "{said}");
    let bare = ask(None, &["target=151", "Short"]);
    let refused = service.game_rules(&settings, &bare).unwrap_err();
    assert_eq!(
        refused.message(Lang::En, &Plain),
        "Option “Short” needs a value after “short=”: “yes” or “no”."
    );
    // The timer is no rule, but forgetting its value is the same slip.
    let timer = GameRequest::from_words(&["tablic", "Timer"], false).unwrap();
    let refused = service.game_rules(&settings, &timer).unwrap_err();
    assert_eq!(
        refused.message(Lang::En, &Plain),
        "Option “Timer” needs a value after “Timer=”: a whole number from 0 to 86400."
    );
    // First, without a variant, it is still the timer, not an unknown variant.
    let first = GameRequest::from_words(&["timer", "60"], false).unwrap();
    assert_eq!(first.variant, None);
    let refused = service.game_rules(&settings, &first).unwrap_err();
    let said = refused.message(Lang::En, &Plain);
    assert!(said.starts_with("Option “timer” needs a value after “timer=”"), "{said}");
}
