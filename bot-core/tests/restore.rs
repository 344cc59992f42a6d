//! Start-up with stored data this release cannot use: every bad match is marked `unreadable`
//! and skipped, the rest resume, and nothing panics.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::sync::Arc;

use bot_core::ai::Level;
use bot_core::ids::{ChannelKey, MatchId};
use bot_core::rules::{Rules, Variant};
use bot_core::session::{
    Delivery, Effect, GameDefaults, Owns, SessionAction, SessionError, Sessions,
    DEFAULT_ADJOURN_AFTER,
};
use bot_core::store::Store;
use bot_core::table::{Refusal, TableService};
use tokio::sync::mpsc::UnboundedReceiver;

mod common;
use common::people::{actor, channel, cmd};

/// Opens a lobby in channel `i`, starts it against the computer, and returns the match id.
async fn start(sessions: &std::sync::Arc<Sessions>, i: usize) -> MatchId {
    let ch = channel("g", i);
    let a = actor(&format!("p{i}"), "Ana");
    let new = SessionAction::New {
        rules: Rules::preset(Variant::Tablic),
        turn_timer: None,
        seed: Some(i as u64),
    };
    sessions.handle(cmd(&ch, &a, new)).await.unwrap();
    sessions.handle(cmd(&ch, &a, SessionAction::Start)).await.unwrap();
    sessions.inspect(&ch, |s| s.match_id()).await.flatten().unwrap()
}

async fn status(pool: &sqlx::SqlitePool, id: MatchId) -> String {
    sqlx::query_scalar("SELECT status FROM matches WHERE id = ?")
        .bind(id.0)
        .fetch_one(pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn unreadable_matches_are_marked_and_skipped_and_the_rest_resume() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let ids: Vec<MatchId>;
    {
        let (sessions, _rx) = Sessions::new(Store::open(&path).await.unwrap());
        let mut made = Vec::new();
        for i in 0..6 {
            made.push(start(&sessions, i).await);
        }
        ids = made;
        sessions.store().close().await;
    }
    let pool = sqlx::SqlitePool::connect(&format!("sqlite:{}", path.display())).await.unwrap();
    let edit = |sql: &'static str, id: MatchId| {
        let pool = pool.clone();
        async move { sqlx::query(sql).bind(id.0).execute(&pool).await.unwrap() }
    };
    // 0: fine. 1: written before an option existed (it reads with the preset's value).
    edit("UPDATE matches SET rules = json_remove(rules, '$.low_courts') WHERE id = ?", ids[1])
        .await;
    // 2: five players: an index out of bounds on every start, once.
    edit("UPDATE matches SET rules = json_set(rules, '$.players', 5) WHERE id = ?", ids[2]).await;
    // 3: a move log that does not replay (a card nobody holds).
    edit(
        "INSERT INTO moves (match_id, seq, seat, action) \
         VALUES (?, 0, 0, '{\"play\":{\"card\":\"AS\",\"take\":[\"AS\"]}}')",
        ids[3],
    )
    .await;
    // 4: rules that are not JSON at all. 5: an option from a newer release.
    edit("UPDATE matches SET rules = 'garbage' WHERE id = ?", ids[4]).await;
    edit("UPDATE matches SET rules = json_set(rules, '$.jack_sweeps_all', 1) WHERE id = ?", ids[5])
        .await;

    for run in 0..2 {
        let (sessions, _rx) = Sessions::new(Store::open(&path).await.unwrap());
        let resumed = sessions.restore(None).await.expect("start-up goes on");
        assert_eq!(resumed, 2, "run {run}");
        for (i, id) in ids.iter().enumerate() {
            let playing = sessions.inspect(&channel("g", i), |s| s.is_playing()).await;
            let expected = if i < 2 { "playing" } else { "unreadable" };
            assert_eq!(status(&pool, *id).await, expected, "match {i}, run {run}");
            assert_eq!(playing, (i < 2).then_some(true), "match {i}, run {run}");
        }
        // The channel of a set-aside match is free for a new game.
        let a = actor("p2", "Ana");
        let new = SessionAction::New {
            rules: Rules::preset(Variant::Tablic),
            turn_timer: None,
            seed: None,
        };
        sessions.handle(cmd(&channel("g", 2), &a, new)).await.unwrap();
        sessions.store().close().await;
    }
}

/// The matches each channel was told are set aside, in the order told.
fn told_set_aside(rx: &mut UnboundedReceiver<Delivery>) -> Vec<(ChannelKey, MatchId)> {
    let mut told = Vec::new();
    while let Ok(delivery) = rx.try_recv() {
        for effect in &delivery.effects {
            if let Effect::SetAside { game } = effect {
                told.push((delivery.channel.clone(), *game));
            }
        }
    }
    told
}

/// A match set aside at start is told to its channel, once: a match that does not read and
/// one whose log does not replay each get one `SetAside`, a healthy one none, one in a channel
/// another process serves none (it is not touched), and the next start tells nothing again.
#[tokio::test]
async fn a_match_set_aside_is_told_to_its_channel_and_only_then() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let ids: Vec<MatchId>;
    {
        let (sessions, _rx) = Sessions::new(Store::open(&path).await.unwrap());
        let mut made = Vec::new();
        for i in 0..4 {
            made.push(start(&sessions, i).await);
        }
        ids = made;
        sessions.store().close().await;
    }
    let pool = sqlx::SqlitePool::connect(&format!("sqlite:{}", path.display())).await.unwrap();
    for (sql, id) in [
        ("UPDATE matches SET rules = 'garbage' WHERE id = ?", ids[1]),
        (
            "INSERT INTO moves (match_id, seq, seat, action) \
             VALUES (?, 0, 0, '{\"play\":{\"card\":\"AS\",\"take\":[\"AS\"]}}')",
            ids[2],
        ),
        ("UPDATE matches SET rules = 'garbage' WHERE id = ?", ids[3]),
    ] {
        sqlx::query(sql).bind(id.0).execute(&pool).await.unwrap();
    }
    let elsewhere = channel("g", 3);
    for run in 0..2 {
        let owns: Owns = {
            let elsewhere = elsewhere.clone();
            Arc::new(move |c: &ChannelKey| *c != elsewhere)
        };
        let store = Store::open(&path).await.unwrap();
        let (sessions, mut rx) = Sessions::serving(store, DEFAULT_ADJOURN_AFTER, owns);
        assert_eq!(sessions.restore(None).await.unwrap(), 1, "run {run}");
        let told = told_set_aside(&mut rx);
        let expected = if run == 0 {
            vec![(channel("g", 1), ids[1]), (channel("g", 2), ids[2])]
        } else {
            vec![]
        };
        assert_eq!(told, expected, "run {run}");
        assert_eq!(status(&pool, ids[3]).await, "playing", "another process's channel");
        assert!(sessions.inspect(&channel("g", 0), |s| s.is_playing()).await.unwrap());
        // A press on an old button of a match set aside is refused saying so; one of the
        // healthy match, or of a match merely not here, goes on to the usual checks.
        let defaults =
            GameDefaults { variant: Variant::Tablic, turn_timer: None, level: Level::Medium };
        let service = TableService::new(Arc::clone(&sessions), defaults);
        for (id, refused) in [(ids[0], None), (ids[1], Some(Refusal::SetAside)), (ids[3], None)] {
            assert_eq!(service.refuse_if_set_aside(id).await.err(), refused, "run {run}");
        }
        sessions.store().close().await;
    }
}

/// Appends a resignation by seat 0 to a match's stored log, without its end: a row still in
/// play whose log is over.
async fn resign_without_end(pool: &sqlx::SqlitePool, id: MatchId) {
    sqlx::query(
        "INSERT INTO moves (match_id, seq, seat, action) \
         SELECT ?1, COALESCE(MAX(seq) + 1, 0), 0, '\"resign\"' FROM moves WHERE match_id = ?1",
    )
    .bind(id.0)
    .execute(pool)
    .await
    .unwrap();
}

/// How many matches Ana (`p0`) has on the server's all-time board with computers.
async fn ana_matches(pool: &sqlx::SqlitePool) -> i64 {
    sqlx::query_scalar(
        "SELECT COALESCE(SUM(s.matches), 0) FROM standings AS s JOIN players AS p \
         ON p.id = s.player_id WHERE p.external_id = 'p0' AND s.channel = '' \
         AND s.period = 'all' AND s.with_computers = 1",
    )
    .fetch_one(pool)
    .await
    .unwrap()
}

/// A match still in play whose stored log already ends it (its last move stored without its
/// end) is ended at start-up as if that move had just been stored, shown ended, and counted
/// once however often the bot starts; its channel takes a new game.
#[tokio::test]
async fn a_match_its_log_already_ends_is_ended_at_start_up_once() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let ids: Vec<MatchId>;
    {
        let (sessions, _rx) = Sessions::new(Store::open(&path).await.unwrap());
        ids = vec![start(&sessions, 0).await, start(&sessions, 1).await];
        sessions.store().close().await;
    }
    let pool = sqlx::SqlitePool::connect(&format!("sqlite:{}", path.display())).await.unwrap();
    resign_without_end(&pool, ids[0]).await;
    for run in 0..2 {
        let (sessions, mut rx) = Sessions::new(Store::open(&path).await.unwrap());
        sessions.restore(None).await.expect("start-up goes on");
        assert_eq!(status(&pool, ids[0]).await, "finished", "run {run}");
        assert_eq!(status(&pool, ids[1]).await, "playing", "run {run}");
        let winner: Option<i64> =
            sqlx::query_scalar("SELECT winner_side FROM matches WHERE id = ?")
                .bind(ids[0].0)
                .fetch_one(&pool)
                .await
                .unwrap();
        assert_eq!(winner, Some(1), "the computer's side wins a resignation");
        assert_eq!(ana_matches(&pool).await, 1, "counted once, run {run}");
        let mut shown_over = false;
        while let Ok(delivery) = rx.try_recv() {
            shown_over |= delivery.channel == channel("g", 0)
                && delivery.effects.iter().any(|e| matches!(e, Effect::MatchOver(_)));
        }
        assert_eq!(shown_over, run == 0, "its end is shown when it is recorded, run {run}");
        if run == 0 {
            // The channel takes a new game at once.
            let a = actor("p0", "Ana");
            let play = SessionAction::PlayComputers {
                rules: Rules::preset(Variant::Tablic),
                turn_timer: None,
                level: Level::Greedy,
            };
            sessions.handle(cmd(&channel("g", 0), &a, play)).await.expect("a new game starts");
            assert!(sessions.inspect(&channel("g", 0), |s| s.is_playing()).await.unwrap());
        }
        sessions.store().close().await;
    }
}

/// A process that meets such a match only when a new game in its channel is refused (it did
/// not resume it) ends it then: the refused start is answered as a changed game, and the
/// next start plays.
#[tokio::test]
async fn a_match_its_log_already_ends_is_ended_when_its_channel_reloads() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let id;
    {
        let (sessions, _rx) = Sessions::new(Store::open(&path).await.unwrap());
        id = start(&sessions, 0).await;
        sessions.store().close().await;
    }
    let pool = sqlx::SqlitePool::connect(&format!("sqlite:{}", path.display())).await.unwrap();
    resign_without_end(&pool, id).await;
    let (sessions, _rx) = Sessions::new(Store::open(&path).await.unwrap());
    let a = actor("p0", "Ana");
    let play = SessionAction::PlayComputers {
        rules: Rules::preset(Variant::Tablic),
        turn_timer: None,
        level: Level::Greedy,
    };
    let first = sessions.handle(cmd(&channel("g", 0), &a, play.clone())).await;
    assert_eq!(first.unwrap_err(), SessionError::Changed);
    assert_eq!(status(&pool, id).await, "finished");
    assert_eq!(ana_matches(&pool).await, 1);
    sessions.handle(cmd(&channel("g", 0), &a, play)).await.expect("the next start plays");
    assert!(sessions.inspect(&channel("g", 0), |s| s.is_playing()).await.unwrap());
    assert_eq!(ana_matches(&pool).await, 1);
}

/// Appends to a match's stored log a move no game can make (seat 0 plays the ace of spades
/// and takes it from the table): a log this release no longer replays, as another process or
/// release might leave it.
async fn break_log(pool: &sqlx::SqlitePool, id: MatchId) {
    sqlx::query(
        "INSERT INTO moves (match_id, seq, seat, action) \
         SELECT ?1, COALESCE(MAX(seq) + 1, 0), 0, '{\"play\":{\"card\":\"AS\",\"take\":[\"AS\"]}}' \
         FROM moves WHERE match_id = ?1",
    )
    .bind(id.0)
    .execute(pool)
    .await
    .unwrap();
}

/// A process that meets a stored match it cannot use only when a new game in its channel is
/// refused (it did not resume it) sets it aside then, as a start-up does, and the new game
/// starts at once: a log that no longer replays, and a row whose rules do not read.
#[tokio::test]
async fn a_stored_match_that_does_not_replay_is_set_aside_when_its_channel_reloads() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let ids;
    {
        let (sessions, _rx) = Sessions::new(Store::open(&path).await.unwrap());
        ids = [start(&sessions, 0).await, start(&sessions, 1).await];
        sessions.store().close().await;
    }
    let pool = sqlx::SqlitePool::connect(&format!("sqlite:{}", path.display())).await.unwrap();
    break_log(&pool, ids[0]).await;
    sqlx::query("UPDATE matches SET rules = '{' WHERE id = ?")
        .bind(ids[1].0)
        .execute(&pool)
        .await
        .unwrap();
    let (sessions, _rx) = Sessions::new(Store::open(&path).await.unwrap());
    let a = actor("p0", "Ana");
    let play = SessionAction::PlayComputers {
        rules: Rules::preset(Variant::Tablic),
        turn_timer: None,
        level: Level::Greedy,
    };
    for (i, id) in ids.iter().enumerate() {
        sessions.handle(cmd(&channel("g", i), &a, play.clone())).await.expect("a new game starts");
        assert!(sessions.inspect(&channel("g", i), |s| s.is_playing()).await.unwrap());
        let new = sessions.inspect(&channel("g", i), |s| s.match_id()).await.flatten().unwrap();
        assert_ne!(new, *id);
        assert_eq!(status(&pool, *id).await, "unreadable", "match {i}");
        assert_eq!(status(&pool, new).await, "playing", "match {i}");
    }
}

/// A match in play whose stored log stops replaying under it (another process wrote a move
/// this one cannot play) is set aside when its next move finds the log moved on: the person is
/// told so, and the channel takes a new game.
#[tokio::test]
async fn a_live_match_whose_stored_log_stops_replaying_is_set_aside_with_a_word() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let (sessions, _rx) = Sessions::new(Store::open(&path).await.unwrap());
    let id = start(&sessions, 0).await;
    let ch = channel("g", 0);
    let a = actor("p0", "Ana");
    let view = sessions.inspect(&ch, |s| s.hand_view(&a.user)).await.flatten().unwrap();
    assert!(view.your_turn, "Ana is to move");
    let pool = sqlx::SqlitePool::connect(&format!("sqlite:{}", path.display())).await.unwrap();
    break_log(&pool, id).await;
    let mut rng = bot_core::game::rng::Rng::new(1);
    let refused = sessions.handle(cmd(&ch, &a, common::people::pick(&view, &mut rng))).await;
    assert_eq!(refused.unwrap_err(), SessionError::SetAside);
    assert_eq!(status(&pool, id).await, "unreadable");
    assert!(sessions.inspect(&ch, |s| s.is_playing()).await.is_none(), "the channel is free");
    let play = SessionAction::PlayComputers {
        rules: Rules::preset(Variant::Tablic),
        turn_timer: None,
        level: Level::Greedy,
    };
    sessions.handle(cmd(&ch, &a, play)).await.expect("a new game starts");
}

/// A turn timer no clock can hold is no timer, not a panic when the turn begins.
#[tokio::test]
async fn a_turn_timer_past_the_clock_sets_no_timer() {
    let dir = tempfile::tempdir().unwrap();
    let (sessions, _rx) = Sessions::new(Store::open(&dir.path().join("t.db")).await.unwrap());
    let (ch, a, b) = (channel("g", 1), actor("a", "Ana"), actor("b", "Bo"));
    let new = SessionAction::New {
        rules: Rules::preset(Variant::Tablic),
        turn_timer: Some(std::time::Duration::from_secs(u64::MAX)),
        seed: Some(1),
    };
    sessions.handle(cmd(&ch, &a, new)).await.unwrap();
    sessions.handle(cmd(&ch, &b, SessionAction::Join)).await.unwrap();
    sessions.handle(cmd(&ch, &a, SessionAction::Start)).await.unwrap();
    assert!(sessions.inspect(&ch, |s| s.is_playing()).await.unwrap());
}

/// Four people who only ever trail grow the table past 25 cards; each hand view stays small
/// (it used to list every capture: millions on such a table) and says which lists are cut.
#[tokio::test]
async fn hand_views_on_a_table_of_everyone_trailing_stay_bounded() {
    use bot_core::session::{Command, HAND_OPTIONS};
    let dir = tempfile::tempdir().unwrap();
    let (sessions, _rx) = Sessions::new(Store::open(&dir.path().join("t.db")).await.unwrap());
    let ch = channel("g", 9);
    let people: Vec<_> = (0..4).map(|i| actor(&format!("t{i}"), "Tess")).collect();
    let new = SessionAction::New {
        rules: Rules::build(Variant::Tablic, ["players=4"]).unwrap(),
        turn_timer: None,
        seed: Some(3),
    };
    sessions.handle(cmd(&ch, &people[0], new)).await.unwrap();
    for p in &people[1..] {
        sessions.handle(cmd(&ch, p, SessionAction::Join)).await.unwrap();
    }
    sessions.handle(cmd(&ch, &people[0], SessionAction::Start)).await.unwrap();
    let mut cut = 0;
    for _ in 0..40 {
        let table = sessions.table(&ch).await.unwrap();
        let seat = usize::from(table.to_move.unwrap());
        let who = &people[seat];
        // Built off the test's thread: a hand view that hangs fails the test instead.
        let (tx, rx) = std::sync::mpsc::channel();
        let s = std::sync::Arc::clone(&sessions);
        let (c, u) = (ch.clone(), who.user.clone());
        tokio::spawn(async move {
            let _ = tx.send(s.inspect(&c, |s| s.hand_view(&u)).await.flatten());
        });
        let view = tokio::task::spawn_blocking(move || {
            rx.recv_timeout(std::time::Duration::from_secs(60)).expect("a hand view in time")
        })
        .await
        .unwrap()
        .unwrap();
        for (card, options) in &view.legal {
            assert!(options.len() <= HAND_OPTIONS);
            if view.has_more_captures(*card) {
                cut += 1;
                assert_eq!(options.len(), HAND_OPTIONS);
            }
        }
        let card = view.hand.first().unwrap();
        let trail = SessionAction::Play { card, take: bot_core::CardSet::EMPTY };
        let c = Command { expected: Some(view.seq), ..cmd(&ch, who, trail) };
        sessions.handle(c).await.unwrap();
    }
    assert!(sessions.table(&ch).await.unwrap().table.len() >= 25);
    assert!(cut > 0, "no list was ever cut");
}

/// A game opened for another channel's board (a game in a thread, for the thread's channel)
/// counts there with every match it plays: its rematch, and its rematch after a restart.
#[tokio::test]
async fn a_games_board_holds_for_its_rematches_and_across_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let thread = channel("g", 7);
    let a = actor("p0", "Ana");
    let board = |store: Store, id: Option<MatchId>| async move {
        store.load(id.unwrap()).await.unwrap().unwrap().board
    };
    let new = SessionAction::New {
        rules: Rules::preset(Variant::Tablic),
        turn_timer: None,
        seed: Some(3),
    };
    {
        let (sessions, _rx) = Sessions::new(Store::open(&path).await.unwrap());
        sessions.handle_counted(cmd(&thread, &a, new), Some("chan-1".into())).await.unwrap();
        sessions.handle(cmd(&thread, &a, SessionAction::Start)).await.unwrap();
        let first = sessions.inspect(&thread, |s| s.match_id()).await.flatten();
        assert_eq!(board(sessions.store().clone(), first).await.as_deref(), Some("chan-1"));
        sessions.handle(cmd(&thread, &a, SessionAction::Resign)).await.unwrap();
        sessions.handle(cmd(&thread, &a, SessionAction::Rematch)).await.unwrap();
        let second = sessions.inspect(&thread, |s| s.match_id()).await.flatten();
        assert_ne!(second, first);
        assert_eq!(board(sessions.store().clone(), second).await.as_deref(), Some("chan-1"));
        sessions.store().close().await;
    }
    let (sessions, _rx) = Sessions::new(Store::open(&path).await.unwrap());
    assert_eq!(sessions.restore(None).await.unwrap(), 1);
    sessions.handle(cmd(&thread, &a, SessionAction::Resign)).await.unwrap();
    sessions.handle(cmd(&thread, &a, SessionAction::Rematch)).await.unwrap();
    let third = sessions.inspect(&thread, |s| s.match_id()).await.flatten();
    assert_eq!(board(sessions.store().clone(), third).await.as_deref(), Some("chan-1"));
    // A game opened as usual counts on its own channel's board.
    let elsewhere = channel("g", 8);
    let play = SessionAction::PlayComputers {
        rules: Rules::preset(Variant::Tablic),
        turn_timer: None,
        level: Level::Greedy,
    };
    sessions.handle(cmd(&elsewhere, &a, play)).await.unwrap();
    let own = sessions.inspect(&elsewhere, |s| s.match_id()).await.flatten();
    assert_eq!(board(sessions.store().clone(), own).await, None);
}

/// A game played to its end and then let go (a restart; idle long enough to be evicted) is
/// played again by its table's Rematch, named as a rematch of who asked: not "no game here".
/// Only the channel's last game, and only one played to a result.
#[tokio::test]
async fn a_finished_game_let_go_still_rematches_from_its_table() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.db");
    let ch = channel("g", 1);
    let a = actor("p0", "Ana");
    let play = || SessionAction::PlayComputers {
        rules: Rules::preset(Variant::Tablic),
        turn_timer: None,
        level: Level::Greedy,
    };
    let (older, ended) = {
        let (sessions, _rx) = Sessions::new(Store::open(&path).await.unwrap());
        sessions.handle(cmd(&ch, &a, play())).await.unwrap();
        sessions.handle(cmd(&ch, &a, SessionAction::Resign)).await.unwrap();
        let older = sessions.table(&ch).await.unwrap().seq.unwrap();
        sessions.handle(cmd(&ch, &a, SessionAction::Rematch)).await.unwrap();
        sessions.handle(cmd(&ch, &a, SessionAction::Resign)).await.unwrap();
        let ended = sessions.table(&ch).await.unwrap().seq.unwrap();
        assert_ne!(older.game, ended.game);
        sessions.store().close().await;
        (older, ended)
    };
    let (sessions, _rx) = Sessions::new(Store::open(&path).await.unwrap());
    assert_eq!(sessions.restore(None).await.unwrap(), 0);
    let rematch = |seq| bot_core::session::Command {
        expected: Some(seq),
        ..cmd(&ch, &a, SessionAction::Rematch)
    };
    // An earlier game's button: not the last game here, so nothing to play again.
    let err = sessions.handle(rematch(older)).await.unwrap_err();
    assert_eq!(err, SessionError::NoGame);
    assert!(sessions.table(&ch).await.is_none(), "an earlier game held again");
    // The last game's: played again, and the table says who asked.
    let effects = sessions.handle(rematch(ended)).await.unwrap();
    let named = effects.iter().any(|e| {
        matches!(e, Effect::Notice { notice: bot_core::session::Notice::Rematch { name }, .. }
            if name == "Ana")
    });
    assert!(named, "{effects:?}");
    let again = sessions.table(&ch).await.unwrap().seq.unwrap();
    assert!(again.game.0 > ended.game.0, "{again:?}");
    assert_eq!(
        sessions.inspect(&ch, |s| s.rematch_by().map(str::to_string)).await.flatten(),
        Some("Ana".to_string())
    );

    // Ended and evicted as idle: the typed command (no button, so no game named) plays again.
    sessions.handle(cmd(&ch, &a, SessionAction::Resign)).await.unwrap();
    assert_eq!(sessions.evict_idle_before(bot_core::session::unix_now() + 60), 1);
    assert!(sessions.table(&ch).await.is_none());
    sessions.handle(cmd(&ch, &a, SessionAction::Rematch)).await.unwrap();
    let fourth = sessions.table(&ch).await.unwrap().seq.unwrap();
    assert!(fourth.game.0 > again.game.0, "{fourth:?}");
    assert_eq!(sessions.inspect(&ch, |s| s.is_playing()).await, Some(true));

    // A game stopped is not played again once let go (its table offers no Rematch).
    sessions.handle(cmd(&ch, &a, SessionAction::Abort)).await.unwrap();
    assert_eq!(sessions.evict_idle_before(bot_core::session::unix_now() + 60), 1);
    let err = sessions.handle(cmd(&ch, &a, SessionAction::Rematch)).await.unwrap_err();
    assert_eq!(err, SessionError::NoGame);
}

/// At a table of four, each hand lists its reader's last card and every card played since,
/// in order, with the hand's scoring under the card that ended it; a session rebuilt from the
/// store (a restart) lists the same, through a deal and a hand's end.
#[tokio::test]
async fn the_cards_played_since_a_readers_last_one_survive_a_restart() {
    use bot_core::session::{Command, Session};
    let dir = tempfile::tempdir().unwrap();
    let (sessions, _rx) = Sessions::new(Store::open(&dir.path().join("t.db")).await.unwrap());
    let ch = channel("g", 4);
    let people: Vec<_> = (0..4).map(|i| actor(&format!("f{i}"), "Fay")).collect();
    let new = SessionAction::New {
        rules: Rules::build(Variant::Tablic, ["players=4"]).unwrap(),
        turn_timer: None,
        seed: Some(5),
    };
    sessions.handle(cmd(&ch, &people[0], new)).await.unwrap();
    for p in &people[1..] {
        sessions.handle(cmd(&ch, p, SessionAction::Join)).await.unwrap();
    }
    sessions.handle(cmd(&ch, &people[0], SessionAction::Start)).await.unwrap();
    let id = sessions.inspect(&ch, |s| s.match_id()).await.flatten().unwrap();
    // Every card played, by seat, as the test made them.
    let mut played: Vec<(u8, bot_core::Card)> = Vec::new();
    let (mut scored, mut dealt) = (0, 0);
    for _ in 0..60 {
        let stored = sessions.store().load(id).await.unwrap().unwrap();
        let restarted = Session::resumed(&stored, None).unwrap();
        for p in &people {
            let live = sessions.inspect(&ch, |s| s.hand_view(&p.user)).await.flatten().unwrap();
            let again = restarted.hand_view(&p.user).unwrap();
            assert_eq!((&live.since, live.first_card), (&again.since, again.first_card));
            // The reader's last card, then every card since, in order.
            let own = played.iter().rposition(|(seat, _)| *seat == live.seat);
            assert_eq!(live.first_card, own.is_none());
            let from = own.unwrap_or(0);
            let want: Vec<_> = played[from..].iter().map(|(s, c)| (*s, *c)).collect();
            let got: Vec<_> = live.since.iter().map(|p| (p.mv.seat, p.mv.card)).collect();
            assert_eq!(got, want, "seat {}", live.seat);
        }
        let table = sessions.table(&ch).await.unwrap();
        let Some(seat) = table.to_move else { break };
        let who = &people[usize::from(seat)];
        let view = sessions.inspect(&ch, |s| s.hand_view(&who.user)).await.flatten().unwrap();
        scored += view.since.iter().filter(|p| p.ended.is_some()).count();
        dealt += view.since.iter().filter(|p| p.mv.dealt).count();
        let card = view.hand.first().unwrap();
        let take = view.captures_of(card).first().copied().unwrap_or(bot_core::CardSet::EMPTY);
        let c = Command {
            expected: Some(view.seq),
            ..cmd(&ch, who, SessionAction::Play { card, take })
        };
        sessions.handle(c).await.unwrap();
        played.push((seat, card));
    }
    assert!(scored > 0 && dealt > 0, "no hand's end ({scored}) or deal ({dealt}) was listed");
}
