//! Two processes on one database (two `Sessions`, each with its own store handle and its own
//! group-commit writer), on a real SQLite file and on a real PostgreSQL server: a write that
//! conflicts with the other process's change to the same match reloads the session from the
//! store and refuses the command with "try again"; a session never goes on from a stale state.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::sync::Arc;

use bot_core::i18n::Lang;
use bot_core::ids::{ChannelKey, Platform, UserRef};
use bot_core::rules::{Rules, Variant};
use bot_core::session::{Actor, Command, HandView, SessionAction, SessionError, Sessions};
use bot_core::store::Store;
use bot_core::table::{Cmd, Refusal, Voice};
use bot_core::CardSet;

mod common;
use common::people::{actor, channel, cmd};

const GUILD: &str = "guild-9";

/// Where the two processes' database lives.
enum Db {
    Sqlite(tempfile::TempDir),
    Postgres(String),
}

impl Db {
    fn sqlite() -> Db {
        Db::Sqlite(tempfile::tempdir().unwrap())
    }

    fn postgres() -> Db {
        Db::Postgres(pg_harness::Cluster::shared().fresh_database())
    }

    fn url(&self) -> String {
        match self {
            Db::Sqlite(dir) => format!("sqlite://{}", dir.path().join("shared.db").display()),
            Db::Postgres(url) => url.clone(),
        }
    }

    /// A process: its own store handle and sessions, resumed from the store.
    async fn process(&self) -> Arc<Sessions> {
        let store = Store::open_url(&self.url()).await.unwrap();
        let (sessions, _rx) = Sessions::new(store);
        sessions.restore(None).await.unwrap();
        sessions
    }
}

/// Commands named plainly, as a terminal would.
struct Plain;

impl Voice for Plain {
    fn platform(&self) -> Platform {
        Platform::Discord
    }
    fn command(&self, cmd: Cmd) -> String {
        format!("/{cmd:?}").to_lowercase()
    }
}

async fn view(sessions: &Sessions, ch: &ChannelKey, who: &Actor) -> HandView {
    sessions.inspect(ch, |s| s.hand_view(&who.user)).await.flatten().unwrap()
}

/// The first card of the hand, trailed or capturing what its first option takes.
fn some_play(view: &HandView) -> SessionAction {
    let (card, options) = &view.legal[0];
    SessionAction::Play { card: *card, take: options.first().copied().unwrap_or(CardSet::EMPTY) }
}

/// Whoever is to move in `sessions`' view of the game, with their view.
async fn to_move(sessions: &Sessions, ch: &ChannelKey, people: &[&Actor]) -> (Actor, HandView) {
    for who in people {
        let v = view(sessions, ch, who).await;
        if v.your_turn {
            return ((*who).clone(), v);
        }
    }
    panic!("nobody is to move");
}

async fn start_game(sessions: &Arc<Sessions>, ch: &ChannelKey, a: &Actor, b: &Actor) {
    let new = SessionAction::New {
        rules: Rules::preset(Variant::Tablic),
        turn_timer: None,
        seed: Some(5),
    };
    sessions.handle(cmd(ch, a, new)).await.unwrap();
    sessions.handle(cmd(ch, b, SessionAction::Join)).await.unwrap();
    sessions.handle(cmd(ch, a, SessionAction::Start)).await.unwrap();
}

/// A move made by one process makes the other's next write on that match conflict: refused
/// with `Changed`, the session reloaded (same table as the writer's), and the retry — from
/// the reloaded position — goes through. Then the other way round.
async fn a_conflicting_move_reloads_and_asks_to_try_again(db: Db) {
    let first = db.process().await;
    let (a, b) = (actor("a", "Ana"), actor("b", "Boro"));
    let ch = channel(GUILD, 1);
    start_game(&first, &ch, &a, &b).await;
    let second = db.process().await;
    assert_eq!(second.table(&ch).await, first.table(&ch).await, "the second process resumed it");

    // The first process moves; the second still shows the position before it.
    let (mover, v) = to_move(&first, &ch, &[&a, &b]).await;
    let press = Command { expected: Some(v.seq), ..cmd(&ch, &mover, some_play(&v)) };
    first.handle(press.clone()).await.unwrap();
    let stale_table = second.table(&ch).await;
    assert_ne!(stale_table, first.table(&ch).await);

    // The same press reaches the second process (its view is stale): refused, reloaded.
    let refused = second.handle(press).await.unwrap_err();
    assert_eq!(refused, SessionError::Changed);
    assert_eq!(second.table(&ch).await, first.table(&ch).await, "reloaded from the store");
    let id = first.inspect(&ch, |s| s.match_id()).await.flatten().unwrap();
    assert_eq!(first.store().load(id).await.unwrap().unwrap().moves.len(), 1, "one move stored");
    // The words a player gets, in each of the seven languages: nothing applied, try again.
    let refusal = Refusal::from_session(refused, None);
    assert_eq!(refusal, Refusal::Changed);
    let english = refusal.message(Lang::En, &Plain);
    assert!(english.contains("try again"), "{english}");
    for lang in Lang::ALL {
        assert!(!refusal.message(lang, &Plain).is_empty(), "{lang:?}");
    }

    // Try again, on the second process: it goes through from the reloaded position.
    let (mover, v) = to_move(&second, &ch, &[&a, &b]).await;
    let press = Command { expected: Some(v.seq), ..cmd(&ch, &mover, some_play(&v)) };
    second.handle(press.clone()).await.unwrap();
    // Now the first process is stale: a move there is refused and it reloads.
    let (mover, v) = to_move(&first, &ch, &[&a, &b]).await;
    let stale = Command { expected: Some(v.seq), ..cmd(&ch, &mover, some_play(&v)) };
    assert_eq!(first.handle(stale).await.unwrap_err(), SessionError::Changed);
    assert_eq!(first.table(&ch).await, second.table(&ch).await);
    assert_eq!(first.store().load(id).await.unwrap().unwrap().moves.len(), 2);
}

/// A game ended by the other process (aborted there): a write here finds it over, the
/// session is dropped (the channel is free again), and a new game can start.
async fn a_game_ended_elsewhere_frees_the_channel(db: Db) {
    let first = db.process().await;
    let (a, b) = (actor("a", "Ana"), actor("b", "Boro"));
    let ch = channel(GUILD, 2);
    start_game(&first, &ch, &a, &b).await;
    let second = db.process().await;
    first.handle(cmd(&ch, &a, SessionAction::Abort)).await.unwrap();

    let (mover, v) = to_move(&second, &ch, &[&a, &b]).await;
    let press = Command { expected: Some(v.seq), ..cmd(&ch, &mover, some_play(&v)) };
    assert_eq!(second.handle(press).await.unwrap_err(), SessionError::Changed);
    assert_eq!(second.table(&ch).await, None, "no stale game is left in the channel");
    start_game(&second, &ch, &a, &b).await;
    assert!(second.table(&ch).await.is_some());
}

/// A game started by the other process in a channel this one has not seen: starting one here
/// too is refused (one game in play per channel, kept by the database), and this process now
/// holds the other's game.
async fn a_second_game_in_a_channel_is_refused_and_the_first_shown(db: Db) {
    let first = db.process().await;
    let second = db.process().await;
    let (a, b) = (actor("a", "Ana"), actor("b", "Boro"));
    let (c, d) = (actor("c", "Ceca"), actor("d", "Dule"));
    let ch = channel(GUILD, 3);
    start_game(&first, &ch, &a, &b).await;

    let new = SessionAction::New {
        rules: Rules::preset(Variant::Tablanette),
        turn_timer: None,
        seed: Some(6),
    };
    second.handle(cmd(&ch, &c, new)).await.unwrap(); // a lobby is not stored
    second.handle(cmd(&ch, &d, SessionAction::Join)).await.unwrap();
    let refused = second.handle(cmd(&ch, &c, SessionAction::Start)).await.unwrap_err();
    assert_eq!(refused, SessionError::Changed);
    assert_eq!(second.table(&ch).await, first.table(&ch).await, "the first game, reloaded");
    let seated: Vec<Option<UserRef>> = second
        .inspect(&ch, |s| s.seats().iter().map(|k| k.user().cloned()).collect())
        .await
        .unwrap();
    assert_eq!(
        seated,
        vec![
            Some(UserRef::new(Platform::Discord, "a")),
            Some(UserRef::new(Platform::Discord, "b"))
        ]
    );
}

macro_rules! on_both {
    ($($name:ident),* $(,)?) => {
        mod on_sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name(super::Db::sqlite()).await
                }
            )*
        }
        mod on_postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name(super::Db::postgres()).await
                }
            )*
        }
    };
}

on_both!(
    a_conflicting_move_reloads_and_asks_to_try_again,
    a_game_ended_elsewhere_frees_the_channel,
    a_second_game_in_a_channel_is_refused_and_the_first_shown,
);
