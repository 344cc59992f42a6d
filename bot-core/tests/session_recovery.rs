//! Sessions that meet a failed or conflicting write come back on their own: computers whose
//! move could not be stored try again, a game ended by another process leaves the registry
//! when its turn timer finds out, and a match replaced by a rematch is forgotten.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::time::{Duration, Instant};

use bot_core::ai::Level;
use bot_core::game::rng::Rng;
use bot_core::ids::ChannelKey;
use bot_core::rules::{Rules, Variant};
use bot_core::session::{Command, Effect, SessionAction, Sessions};
use bot_core::store::{Finish, FinishOutcome, Store};

mod common;
use common::people::{actor, channel, cmd, pick, watchdog};

const GUILD: &str = "guild-recovery";

/// Waits (real time, at most `limit`) until no computer is to act in `ch`.
async fn computers_done(sessions: &Sessions, ch: &ChannelKey, limit: Duration) -> bool {
    let until = Instant::now() + limit;
    while Instant::now() < until {
        if sessions.inspect(ch, |s| s.computers_to_act()).await == Some(false) {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    false
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_computer_whose_move_could_not_be_stored_tries_again() {
    watchdog(Duration::from_secs(120));
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("retry.db")).await.unwrap();
    let (sessions, mut rx) = Sessions::new(store.clone());
    sessions.set_retry_after(Duration::from_millis(200));
    let ch = channel(GUILD, 1);
    let ana = actor("a", "Ana");
    let new = SessionAction::New {
        rules: Rules::preset(Variant::Tablic),
        turn_timer: None,
        seed: Some(3),
    };
    sessions.handle(cmd(&ch, &ana, new)).await.unwrap();
    let greedy = SessionAction::AddComputer { level: Level::Greedy };
    sessions.handle(cmd(&ch, &ana, greedy)).await.unwrap();
    sessions.handle(cmd(&ch, &ana, SessionAction::Start)).await.unwrap();
    // The database refuses the computer's moves (seat 1) for a while, as a full or broken
    // disk would.
    let refuse = "CREATE TRIGGER refuse BEFORE INSERT ON moves WHEN NEW.seat = 1 \
                  BEGIN SELECT RAISE(ABORT, 'disk unavailable'); END";
    store.execute_raw(refuse, &[]).await.unwrap();
    let view = sessions.inspect(&ch, |s| s.hand_view(&ana.user)).await.flatten().unwrap();
    let play = pick(&view, &mut Rng::new(7));
    let c = Command { expected: Some(view.seq), ..cmd(&ch, &ana, play) };
    // Ana's move is stored and shown; the computer's is not, and is not shown.
    let effects = sessions.handle(c).await.unwrap();
    assert!(effects.iter().any(|e| matches!(e, Effect::Move(m) if m.seat == 0)), "{effects:#?}");
    assert!(!effects.iter().any(|e| matches!(e, Effect::Move(m) if m.seat == 1)), "{effects:#?}");
    // Several tries while the disk still refuses: the computer stays to move, nothing shown.
    tokio::time::sleep(Duration::from_millis(700)).await;
    assert_eq!(sessions.inspect(&ch, |s| s.computers_to_act()).await, Some(true));
    assert!(rx.try_recv().is_err(), "nothing is shown of a move not stored");
    let stored = |store: Store| async move {
        let unfinished = store.unfinished().await.unwrap();
        unfinished.first().map(|m| m.moves.len()).unwrap()
    };
    assert_eq!(stored(store.clone()).await, 1);
    // The disk is back: the next try plays the computer's move, stores it and shows it, and
    // it is Ana's turn again without her doing anything.
    store.execute_raw("DROP TRIGGER refuse", &[]).await.unwrap();
    let played = computers_done(&sessions, &ch, Duration::from_secs(10)).await;
    assert!(played, "the computer never moved once its move could be stored");
    let delivery = tokio::time::timeout(Duration::from_secs(5), rx.recv()).await.unwrap().unwrap();
    assert!(delivery.effects.iter().any(|e| matches!(e, Effect::Move(m) if m.seat == 1)));
    assert_eq!(stored(store.clone()).await, 2);
    let view = sessions.inspect(&ch, |s| s.hand_view(&ana.user)).await.flatten().unwrap();
    assert!(view.your_turn);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_ended_elsewhere_leaves_when_its_turn_timer_finds_out() {
    watchdog(Duration::from_secs(120));
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("ended.db")).await.unwrap();
    let (sessions, _rx) = Sessions::new(store.clone());
    let ch = channel(GUILD, 2);
    let (ana, bo) = (actor("a", "Ana"), actor("b", "Bo"));
    let new = SessionAction::New {
        rules: Rules::preset(Variant::Tablic),
        turn_timer: Some(Duration::from_millis(600)),
        seed: Some(4),
    };
    sessions.handle(cmd(&ch, &ana, new)).await.unwrap();
    sessions.handle(cmd(&ch, &bo, SessionAction::Join)).await.unwrap();
    sessions.handle(cmd(&ch, &ana, SessionAction::Start)).await.unwrap();
    let id = sessions.inspect(&ch, |s| s.match_id()).await.flatten().unwrap();
    // Another process (sharing the database) stops the match meanwhile.
    let stopped = Finish { outcome: FinishOutcome::Aborted, scores: vec![0, 0], at: 0 };
    store.finish(id, &stopped).await.unwrap();
    // Ana's turn runs out: the timer's write finds the match over, the session reads the
    // store, finds no game in the channel, and leaves the registry.
    let until = Instant::now() + Duration::from_secs(10);
    while sessions.channels().contains(&ch) && Instant::now() < until {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(!sessions.channels().contains(&ch), "a closed session stayed in the registry");
    assert_eq!(sessions.live_games(), 0);
    assert_eq!(sessions.channel_of(id), None);
    // The channel is free for a new game.
    let again =
        SessionAction::New { rules: Rules::preset(Variant::Tablic), turn_timer: None, seed: None };
    sessions.handle(cmd(&ch, &bo, again)).await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_forgets_the_match_it_replaces() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("rematch.db")).await.unwrap();
    let (sessions, _rx) = Sessions::new(store);
    let ch = channel(GUILD, 3);
    let (ana, bo) = (actor("a", "Ana"), actor("b", "Bo"));
    let new = SessionAction::New {
        rules: Rules::preset(Variant::Tablic),
        turn_timer: None,
        seed: Some(5),
    };
    sessions.handle(cmd(&ch, &ana, new)).await.unwrap();
    sessions.handle(cmd(&ch, &bo, SessionAction::Join)).await.unwrap();
    sessions.handle(cmd(&ch, &ana, SessionAction::Start)).await.unwrap();
    let first = sessions.inspect(&ch, |s| s.match_id()).await.flatten().unwrap();
    sessions.handle(cmd(&ch, &ana, SessionAction::Resign)).await.unwrap();
    assert_eq!(sessions.channel_of(first), Some(ch.clone()), "an ended game is still here");
    sessions.handle(cmd(&ch, &bo, SessionAction::Rematch)).await.unwrap();
    let second = sessions.inspect(&ch, |s| s.match_id()).await.flatten().unwrap();
    assert_ne!(first, second);
    assert_eq!(sessions.channel_of(second), Some(ch.clone()));
    assert_eq!(sessions.channel_of(first), None, "the replaced match is forgotten");
    // A new game in its place (after this one ends) forgets it as well.
    sessions.handle(cmd(&ch, &ana, SessionAction::Abort)).await.unwrap();
    let again =
        SessionAction::New { rules: Rules::preset(Variant::Tablic), turn_timer: None, seed: None };
    sessions.handle(cmd(&ch, &ana, again)).await.unwrap();
    assert_eq!(sessions.channel_of(second), None);
}
