//! The session core through its public API, on real SQLite files.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::sync::Arc;
use std::time::Duration;

use bot_core::ai::Level;
use bot_core::game::rng::Rng;
use bot_core::game::MoveError;
use bot_core::ids::{ChannelKey, Platform, UserRef};
use bot_core::rules::{Rules, Variant};
use bot_core::session::{
    Actor, Audience, Command, Effect, Notice, PhaseView, SessionAction, SessionError, Sessions,
};
use bot_core::store::Store;
use bot_core::{Card, CardSet};

mod common;
use common::people::{actor, channel, cmd, paused_clock, pick, watchdog};

const GUILD: &str = "guild-1";

fn new_game(rules: Rules, timer: Option<Duration>, seed: u64) -> SessionAction {
    SessionAction::New { rules, turn_timer: timer, seed: Some(seed) }
}

async fn open(dir: &tempfile::TempDir) -> Store {
    Store::open(&dir.path().join("sessions.db")).await.unwrap()
}

/// Cards named anywhere in a JSON value.
fn cards_in(value: &serde_json::Value, out: &mut Vec<Card>) {
    match value {
        serde_json::Value::String(s) => {
            if let Ok(c) = s.parse::<Card>() {
                out.push(c);
            }
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| cards_in(v, out)),
        serde_json::Value::Object(map) => map.values().for_each(|v| cards_in(v, out)),
        _ => {}
    }
}

/// Every card in any hand now.
async fn cards_in_hands(sessions: &Sessions, ch: &ChannelKey) -> CardSet {
    sessions
        .inspect(ch, |s| {
            s.game().map(|g| g.hand().hands.iter().fold(CardSet::EMPTY, |a, &h| a | h))
        })
        .await
        .flatten()
        .unwrap_or_default()
}

/// No public effect names a card of a hand unless this command played it, the final table
/// shows no card of any hand, and each hand view goes to its owner only.
async fn assert_private(sessions: &Sessions, ch: &ChannelKey, before: CardSet, effects: &[Effect]) {
    let after = cards_in_hands(sessions, ch).await;
    let played: CardSet = effects
        .iter()
        .filter_map(|e| match e {
            Effect::Move(m) => Some(m.card),
            _ => None,
        })
        .collect();
    let seats = sessions.inspect(ch, |s| s.seats().to_vec()).await.unwrap();
    for effect in effects {
        match effect {
            Effect::Hand { user, view } => {
                let owner = seats[usize::from(view.seat)].user().cloned();
                assert_eq!(owner.as_ref(), Some(user), "a hand view went to someone else");
            }
            Effect::Notice { to: Audience::User(_), .. } => {}
            public => {
                let mut named = Vec::new();
                cards_in(&serde_json::to_value(public).unwrap(), &mut named);
                let secret =
                    if matches!(public, Effect::Table(_)) { after } else { before - played };
                for card in named {
                    assert!(!secret.contains(card), "public {public:?} shows {card} of a hand");
                }
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hundred_concurrent_sessions_all_finish_and_agree_with_the_store() {
    let dir = tempfile::tempdir().unwrap();
    let (sessions, _rx) = Sessions::new(open(&dir).await);
    let rules = Rules::build(Variant::Tablic, ["short=yes"]).unwrap();
    let mut tasks = Vec::new();
    for i in 0..200 {
        let sessions = Arc::clone(&sessions);
        let rules = rules.clone();
        tasks.push(tokio::spawn(async move {
            let ch = channel(GUILD, i);
            let a = actor(&format!("a{i}"), "Ana");
            let b = actor(&format!("b{i}"), "Boro");
            sessions.handle(cmd(&ch, &a, new_game(rules, None, i as u64))).await.unwrap();
            sessions.handle(cmd(&ch, &b, SessionAction::Join)).await.unwrap();
            sessions.handle(cmd(&ch, &a, SessionAction::Start)).await.unwrap();
            // Each person plays from their own task, as two chat users would.
            let players = [a, b].map(|who| {
                let sessions = Arc::clone(&sessions);
                let ch = ch.clone();
                tokio::spawn(async move {
                    let mut rng = Rng::new(i as u64 * 7 + who.user.id.len() as u64);
                    let mut moves = 0u32;
                    loop {
                        let view = sessions
                            .inspect(&ch, |s| s.hand_view(&who.user))
                            .await
                            .flatten()
                            .unwrap();
                        let over = sessions.inspect(&ch, |s| s.end().is_some()).await.unwrap();
                        if over {
                            return moves;
                        }
                        if !view.your_turn {
                            tokio::task::yield_now().await;
                            continue;
                        }
                        let action = pick(&view, &mut rng);
                        let c = Command { expected: Some(view.seq), ..cmd(&ch, &who, action) };
                        match sessions.handle(c).await {
                            Ok(_) => moves += 1,
                            Err(SessionError::Stale { .. }) => {}
                            Err(e) => panic!("refused: {e}"),
                        }
                    }
                })
            });
            let mut total = 0;
            for p in players {
                total += p.await.unwrap();
            }
            total
        }));
    }
    let mut made = 0;
    for t in tasks {
        made += t.await.unwrap();
    }
    let store = sessions.store();
    assert!(store.unfinished().await.unwrap().is_empty(), "a match is left unfinished");
    let mut logged = 0;
    for i in 0..200 {
        let ch = channel(GUILD, i);
        let (id, log, scores, shown) = sessions
            .inspect(&ch, |s| {
                let g = s.game().unwrap();
                let shown = s.table_view().hand_points;
                (s.match_id().unwrap(), g.log().to_vec(), g.scores().to_vec(), shown)
            })
            .await
            .unwrap();
        // The ended table shows the hand's scored points (a short match: its one hand), not
        // the running count without the end's points.
        assert_eq!(shown, scores, "channel {i}: the table's points this hand");
        let stored = store.load(id).await.unwrap().unwrap();
        assert_eq!(stored.moves, log, "channel {i}: the stored log differs");
        let summary = store.match_summary(id).await.unwrap().unwrap();
        assert_eq!(summary.status, "finished");
        assert_eq!(summary.scores, scores);
        assert_eq!(summary.moves, log.len() as u64);
        logged += log.len();
    }
    assert_eq!(made as usize, logged, "moves made and moves stored differ");
}

#[tokio::test]
async fn refused_actions_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (sessions, _rx) = Sessions::new(open(&dir).await);
    let ch = channel(GUILD, 1);
    let (a, b, c) = (actor("a", "Ana"), actor("b", "Boro"), actor("c", "Ceca"));
    let rules = Rules::preset(Variant::Tablic);
    assert_eq!(
        sessions.handle(cmd(&ch, &a, SessionAction::Join)).await.unwrap_err(),
        SessionError::NoGame
    );
    sessions.handle(cmd(&ch, &a, new_game(rules.clone(), None, 9))).await.unwrap();
    // Someone else's open game is one to join; a game being played, one to wait for.
    assert_eq!(
        sessions.handle(cmd(&ch, &b, new_game(rules.clone(), None, 9))).await.unwrap_err(),
        SessionError::GameOpen
    );
    // Its own opener asking again is told they have a seat, not to wait for it to end.
    assert_eq!(
        sessions.handle(cmd(&ch, &a, new_game(rules.clone(), None, 9))).await.unwrap_err(),
        SessionError::AlreadySeated
    );
    assert_eq!(
        sessions.handle(cmd(&ch, &b, SessionAction::Start)).await.unwrap_err(),
        SessionError::NotCreator { creator: "Ana".into() }
    );
    sessions.handle(cmd(&ch, &b, SessionAction::Join)).await.unwrap();
    assert_eq!(
        sessions.handle(cmd(&ch, &c, SessionAction::Join)).await.unwrap_err(),
        SessionError::TableFull
    );
    // A full lobby has nothing to join: it is about to be played.
    assert_eq!(
        sessions.handle(cmd(&ch, &c, new_game(rules.clone(), None, 9))).await.unwrap_err(),
        SessionError::GameInProgress
    );
    sessions.handle(cmd(&ch, &a, SessionAction::Start)).await.unwrap();
    // Playing it, they are told so (the adapters add where their cards are).
    assert_eq!(
        sessions.handle(cmd(&ch, &b, new_game(rules.clone(), None, 9))).await.unwrap_err(),
        SessionError::AlreadyPlaying
    );
    assert_eq!(
        sessions.handle(cmd(&ch, &c, new_game(rules, None, 9))).await.unwrap_err(),
        SessionError::GameInProgress
    );

    let before = sessions.table(&ch).await.unwrap();
    let view = sessions.inspect(&ch, |s| s.hand_view(&a.user)).await.flatten().unwrap();
    assert!(view.your_turn);
    let their = sessions.inspect(&ch, |s| s.hand_view(&b.user)).await.flatten().unwrap();
    let mine = view.hand.first().unwrap();
    let refusals: Vec<(Command, SessionError)> = vec![
        // Out of turn.
        (
            cmd(
                &ch,
                &b,
                SessionAction::Play { card: their.hand.first().unwrap(), take: CardSet::EMPTY },
            ),
            SessionError::Move(MoveError::NotYourTurn { to_move: 0 }),
        ),
        // Not a player.
        (
            cmd(&ch, &c, SessionAction::Play { card: mine, take: CardSet::EMPTY }),
            SessionError::NotSeated,
        ),
        // A forged card: someone else's.
        (
            cmd(
                &ch,
                &a,
                SessionAction::Play { card: their.hand.first().unwrap(), take: CardSet::EMPTY },
            ),
            SessionError::Move(MoveError::NotInHand(their.hand.first().unwrap())),
        ),
        // A stale button.
        (
            Command {
                expected: Some(bot_core::session::Seq { moves: view.seq.moves + 3, ..view.seq }),
                ..cmd(&ch, &a, SessionAction::Play { card: mine, take: CardSet::EMPTY })
            },
            SessionError::Stale { current: view.seq },
        ),
        // A game action in a finished-lobby sense: the lobby is closed.
        (cmd(&ch, &c, SessionAction::Join), SessionError::AlreadyStarted),
        (
            cmd(&ch, &b, SessionAction::Abort),
            SessionError::NotCreatorOrAdmin { creator: "Ana".into() },
        ),
        (cmd(&ch, &a, SessionAction::Rematch), SessionError::NotFinished),
        (cmd(&ch, &a, SessionAction::Back), SessionError::NotAway),
    ];
    for (command, expected) in refusals {
        let got = sessions.handle(command.clone()).await.unwrap_err();
        assert_eq!(got, expected, "{command:?}");
        assert!(!got.to_string().is_empty());
        assert_eq!(sessions.table(&ch).await.unwrap(), before, "{command:?} changed the table");
    }
    let id = sessions.inspect(&ch, |s| s.match_id()).await.flatten().unwrap();
    assert_eq!(sessions.store().load(id).await.unwrap().unwrap().moves.len(), 0);
    // The same button pressed twice: the second press is stale.
    let action = SessionAction::Play { card: mine, take: CardSet::EMPTY };
    let press = Command { expected: Some(view.seq), ..cmd(&ch, &a, action) };
    sessions.handle(press.clone()).await.unwrap();
    assert!(matches!(sessions.handle(press).await, Err(SessionError::Stale { .. })));
}

/// A new game asked for while the channel's session is in use (its computers thinking) is
/// answered as the game is once it is free: its own player is told they are playing it, not
/// to wait for it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_game_asked_for_while_the_session_is_busy_is_answered_as_the_game_is() {
    let dir = tempfile::tempdir().unwrap();
    let (sessions, _rx) = Sessions::new(open(&dir).await);
    let ch = channel(GUILD, 7);
    let (a, b, c) = (actor("a", "Ana"), actor("b", "Boro"), actor("c", "Ceca"));
    let rules = Rules::preset(Variant::Tablic);
    sessions.handle(cmd(&ch, &a, new_game(rules.clone(), None, 9))).await.unwrap();
    sessions.handle(cmd(&ch, &b, SessionAction::Join)).await.unwrap();
    sessions.handle(cmd(&ch, &a, SessionAction::Start)).await.unwrap();
    // Holds the session for a while, as a computer thinking would.
    for (who, refusal) in [(&b, SessionError::AlreadyPlaying), (&c, SessionError::GameInProgress)] {
        let (held, holding) = tokio::sync::oneshot::channel();
        let (busy, at) = (Arc::clone(&sessions), ch.clone());
        let task = tokio::spawn(async move {
            busy.inspect(&at, |_| {
                let _ = held.send(());
                std::thread::sleep(Duration::from_millis(300));
            })
            .await
        });
        holding.await.unwrap();
        let asked = sessions.handle(cmd(&ch, who, new_game(rules.clone(), None, 9))).await;
        assert_eq!(asked.unwrap_err(), refusal);
        task.await.unwrap();
    }
}

#[tokio::test]
async fn hands_stay_private_through_a_whole_match() {
    let dir = tempfile::tempdir().unwrap();
    let (sessions, _rx) = Sessions::new(open(&dir).await);
    let ch = channel(GUILD, 2);
    let people = [actor("a", "Ana"), actor("b", "Boro"), actor("c", "Ceca")];
    let rules = Rules::build(Variant::Tablic, ["players=4", "partners=yes", "target=51"]).unwrap();
    let effects = sessions.handle(cmd(&ch, &people[0], new_game(rules, None, 4))).await.unwrap();
    assert_private(&sessions, &ch, CardSet::EMPTY, &effects).await;
    for p in &people[1..] {
        sessions.handle(cmd(&ch, p, SessionAction::Join)).await.unwrap();
    }
    sessions
        .handle(cmd(&ch, &people[0], SessionAction::AddComputer { level: Level::Greedy }))
        .await
        .unwrap();
    let effects = sessions.handle(cmd(&ch, &people[0], SessionAction::Start)).await.unwrap();
    assert_private(&sessions, &ch, CardSet::EMPTY, &effects).await;
    let mut rng = Rng::new(3);
    let mut steps = 0;
    while sessions.inspect(&ch, |s| s.end().is_none()).await.unwrap() {
        let mut acted = false;
        for p in &people {
            let view = sessions.inspect(&ch, |s| s.hand_view(&p.user)).await.flatten().unwrap();
            if view.your_turn {
                let c = Command { expected: Some(view.seq), ..cmd(&ch, p, pick(&view, &mut rng)) };
                let before = cards_in_hands(&sessions, &ch).await;
                let effects = sessions.handle(c).await.unwrap();
                assert_private(&sessions, &ch, before, &effects).await;
                acted = true;
            }
        }
        assert!(acted, "no one could move");
        steps += 1;
        assert!(steps < 5_000);
    }
    let table = sessions.table(&ch).await.unwrap();
    assert_eq!(table.phase, PhaseView::Finished);
}

#[tokio::test]
async fn turn_timer_lets_the_computer_play_then_keep_the_seat() {
    watchdog(Duration::from_secs(120));
    let dir = tempfile::tempdir().unwrap();
    // Connections are opened on real time; the game then runs on paused time that moves only
    // when the test advances it. Paused time would otherwise jump ahead whenever the runtime
    // waits for SQLite's worker thread: a spinning task keeps the runtime from ever idling.
    let store = open(&dir).await;
    let spinner = paused_clock();
    let (sessions, mut rx) = Sessions::new(store);
    let ch = channel(GUILD, 3);
    let (a, b) = (actor("a", "Ana"), actor("b", "Boro"));
    let timer = Some(Duration::from_secs(30));
    sessions
        .handle(cmd(&ch, &a, new_game(Rules::preset(Variant::Tablic), timer, 1)))
        .await
        .unwrap();
    sessions.handle(cmd(&ch, &b, SessionAction::Join)).await.unwrap();
    sessions.handle(cmd(&ch, &a, SessionAction::Start)).await.unwrap();
    let seq0 = sessions.table(&ch).await.unwrap().seq.unwrap();

    // Ana does nothing: after 30 s the computer plays for her, once.
    tokio::time::advance(Duration::from_secs(29)).await;
    settle().await;
    assert!(rx.try_recv().is_err(), "the timer fired before 30 s");
    tokio::time::advance(Duration::from_secs(2)).await;
    let delivery = rx.recv().await.unwrap();
    let timed_out: Vec<&Notice> = delivery
        .effects
        .iter()
        .filter_map(|e| match e {
            Effect::Notice { notice: n @ Notice::TimedOut { .. }, .. } => Some(n),
            _ => None,
        })
        .collect();
    assert_eq!(timed_out, vec![&Notice::TimedOut { name: "Ana".into(), now_away: false }]);
    assert!(delivery
        .effects
        .iter()
        .any(|e| matches!(e, Effect::Move(m) if m.seat == 0 && m.by_computer)));
    let table = sessions.table(&ch).await.unwrap();
    assert_eq!(table.seq.unwrap().moves, seq0.moves + 1);
    assert_eq!(table.to_move, Some(1));

    // Boro plays in time; Ana times out again: now the computer keeps her seat.
    let view = sessions.inspect(&ch, |s| s.hand_view(&b.user)).await.flatten().unwrap();
    let play = SessionAction::Play { card: view.hand.first().unwrap(), take: CardSet::EMPTY };
    sessions.handle(Command { expected: Some(view.seq), ..cmd(&ch, &b, play) }).await.unwrap();
    tokio::time::advance(Duration::from_secs(31)).await;
    let delivery = rx.recv().await.unwrap();
    assert!(delivery.effects.iter().any(|e| matches!(
        e,
        Effect::Notice { notice: Notice::TimedOut { now_away: true, .. }, .. }
    )));
    assert!(sessions.table(&ch).await.unwrap().seats[0].away);

    // From now on Ana's turns are played at once after Boro's move.
    let view = sessions.inspect(&ch, |s| s.hand_view(&b.user)).await.flatten().unwrap();
    let play = SessionAction::Play { card: view.hand.first().unwrap(), take: CardSet::EMPTY };
    let effects =
        sessions.handle(Command { expected: Some(view.seq), ..cmd(&ch, &b, play) }).await.unwrap();
    assert!(
        effects.iter().any(|e| matches!(e, Effect::Move(m) if m.seat == 0 && m.by_computer)),
        "{effects:#?}"
    );
    assert_eq!(sessions.table(&ch).await.unwrap().to_move, Some(1));

    // Ana comes back and says so; her seat is hers again.
    sessions.handle(cmd(&ch, &a, SessionAction::Back)).await.unwrap();
    assert!(!sessions.table(&ch).await.unwrap().seats[0].away);
    spinner.abort();
}

/// The deadline of a timed turn reaches every view of it (the answer's hand, the turn, the
/// table), drawn after the timer is armed; a restart arms a new timer, and the resumed views
/// show that one's deadline, the one that will fire.
#[tokio::test]
async fn a_timed_turns_views_carry_the_deadline_that_will_fire_across_a_restart() {
    watchdog(Duration::from_secs(120));
    let dir = tempfile::tempdir().unwrap();
    let ch = channel(GUILD, 30);
    let a = actor("a", "Ana");
    let now = || {
        let since = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
        since.unwrap().as_secs() as i64
    };
    let deadlines = |effects: &[Effect]| {
        let hand = effects.iter().find_map(|e| match e {
            Effect::Hand { view, .. } if view.your_turn => Some(view.turn_deadline),
            _ => None,
        });
        let turn = effects.iter().find_map(|e| match e {
            Effect::Turn(t) => Some(t.deadline),
            _ => None,
        });
        let table = effects.iter().rev().find_map(|e| match e {
            Effect::Table(t) => Some(t.turn_deadline),
            _ => None,
        });
        (hand.flatten(), turn.flatten(), table.flatten())
    };
    let first;
    {
        let (sessions, _rx) = Sessions::new(open(&dir).await);
        let play = SessionAction::PlayComputers {
            rules: Rules::preset(Variant::Tablic),
            turn_timer: Some(Duration::from_secs(600)),
            level: Level::Greedy,
        };
        let before = now();
        let effects = sessions.handle(cmd(&ch, &a, play)).await.unwrap();
        let (hand, turn, table) = deadlines(&effects);
        let at = hand.expect("her hand says when her turn runs out");
        assert_eq!((turn, table), (Some(at), Some(at)), "{effects:#?}");
        assert!((before + 599..=now() + 601).contains(&at), "{at} vs {before}");
        // Looking again does not move it.
        let again = sessions.inspect(&ch, |s| s.hand_view(&a.user)).await.flatten().unwrap();
        assert_eq!(again.turn_deadline, Some(at));
        first = at;
        sessions.stop_timers();
        sessions.store().close().await;
    }
    // Restarted a little later: a new timer, its own deadline on every resumed view.
    tokio::time::sleep(Duration::from_millis(1100)).await;
    let (sessions, mut rx) = Sessions::new(open(&dir).await);
    let before = now();
    assert_eq!(sessions.restore(None).await.unwrap(), 1);
    let shown = rx.try_recv().unwrap();
    let (hand, turn, table) = deadlines(&shown.effects);
    let at = hand.expect("the resumed hand says when her turn runs out");
    assert_eq!((turn, table), (Some(at), Some(at)));
    assert!(at > first && (before + 599..=now() + 601).contains(&at), "{at} vs {first}");
    sessions.stop_timers();
}

/// Lets spawned tasks run for a moment of real time (the clock stays where it is).
async fn settle() {
    let until = std::time::Instant::now() + Duration::from_millis(50);
    while std::time::Instant::now() < until {
        tokio::task::yield_now().await;
    }
}

#[tokio::test]
async fn a_restart_resumes_every_unfinished_game_where_it_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let before;
    let hands;
    {
        let (sessions, _rx) = Sessions::new(open(&dir).await);
        for i in 0..3 {
            let ch = channel(GUILD, 10 + i);
            let a = actor(&format!("a{i}"), "Ana");
            sessions
                .handle(cmd(&ch, &a, new_game(Rules::preset(Variant::Tablanette), None, i as u64)))
                .await
                .unwrap();
            sessions.handle(cmd(&ch, &a, SessionAction::Start)).await.unwrap();
            let mut rng = Rng::new(i as u64);
            for _ in 0..10 {
                let view = sessions.inspect(&ch, |s| s.hand_view(&a.user)).await.flatten().unwrap();
                let c = Command { expected: Some(view.seq), ..cmd(&ch, &a, pick(&view, &mut rng)) };
                sessions.handle(c).await.unwrap();
            }
        }
        let mut tables = Vec::new();
        let mut views = Vec::new();
        for i in 0..3 {
            let ch = channel(GUILD, 10 + i);
            let user = UserRef::new(Platform::Discord, format!("a{i}"));
            tables.push(sessions.table(&ch).await.unwrap());
            views.push(sessions.inspect(&ch, |s| s.hand_view(&user)).await.flatten().unwrap());
        }
        before = tables;
        hands = views;
        sessions.store().close().await;
    }
    let (sessions, mut rx) = Sessions::new(open(&dir).await);
    assert_eq!(sessions.restore(None).await.unwrap(), 3);
    for i in 0..3 {
        let ch = channel(GUILD, 10 + i);
        let user = UserRef::new(Platform::Discord, format!("a{i}"));
        let table = sessions.table(&ch).await.unwrap();
        assert_eq!(table, before[i]);
        let view = sessions.inspect(&ch, |s| s.hand_view(&user)).await.flatten().unwrap();
        assert_eq!(view, hands[i]);
        // Each resumed game is shown again, so the platforms can bring their messages up to
        // date: the table, every person's hand, and whose turn it is.
        let shown = rx.try_recv().unwrap();
        assert_eq!(shown.channel, ch);
        assert!(shown.effects.contains(&Effect::Table(table)));
        assert!(shown.effects.contains(&Effect::Hand { user: user.clone(), view: view.clone() }));
        let turn = shown.effects.iter().find_map(|e| match e {
            Effect::Turn(t) => Some(t.clone()),
            _ => None,
        });
        if view.your_turn {
            let turn = turn.expect("the person to move");
            assert_eq!((turn.user, turn.seq), (user, view.seq));
        }
    }
    assert!(rx.try_recv().is_err(), "one delivery per resumed game");
}

#[tokio::test]
async fn lobby_rules_rematch_and_abort() {
    let dir = tempfile::tempdir().unwrap();
    let (sessions, _rx) = Sessions::new(open(&dir).await);
    let ch = channel(GUILD, 20);
    let (a, b) = (actor("a", "Ana"), actor("b", "Boro"));
    // Unplayable rules cannot even be made into a game's rules.
    let mut bad = Rules::build(Variant::Tablic, ["players=3"]).unwrap().into_inner();
    bad.partnerships = true;
    assert!(Rules::new(bad).is_err());
    sessions
        .handle(cmd(
            &ch,
            &a,
            new_game(Rules::build(Variant::Tablic, ["short=yes"]).unwrap(), None, 1),
        ))
        .await
        .unwrap();
    sessions.handle(cmd(&ch, &b, SessionAction::Join)).await.unwrap();
    // The creator leaves: Boro now runs the lobby.
    sessions.handle(cmd(&ch, &a, SessionAction::Leave)).await.unwrap();
    assert_eq!(
        sessions.handle(cmd(&ch, &a, SessionAction::Start)).await.unwrap_err(),
        SessionError::NotCreator { creator: "Boro".into() }
    );
    sessions
        .handle(cmd(&ch, &b, SessionAction::AddComputer { level: Level::Random }))
        .await
        .unwrap();
    sessions.handle(cmd(&ch, &b, SessionAction::RemoveComputer { seat: 1 })).await.unwrap();
    // Alone with an empty seat: start fills it with a computer, which plays at once.
    sessions.handle(cmd(&ch, &b, SessionAction::Start)).await.unwrap();
    let mut rng = Rng::new(1);
    while sessions.inspect(&ch, |s| s.end().is_none()).await.unwrap() {
        let view = sessions.inspect(&ch, |s| s.hand_view(&b.user)).await.flatten().unwrap();
        let c = Command { expected: Some(view.seq), ..cmd(&ch, &b, pick(&view, &mut rng)) };
        sessions.handle(c).await.unwrap();
    }
    let first = sessions.inspect(&ch, |s| s.match_id()).await.flatten().unwrap();
    sessions.handle(cmd(&ch, &b, SessionAction::Rematch)).await.unwrap();
    let second = sessions.inspect(&ch, |s| s.match_id()).await.flatten().unwrap();
    assert_ne!(first, second);
    // An admin may stop someone else's game.
    let admin = Actor { is_admin: true, ..actor("z", "Zoran") };
    sessions.handle(cmd(&ch, &admin, SessionAction::Abort)).await.unwrap();
    assert_eq!(sessions.table(&ch).await.unwrap().phase, PhaseView::Aborted);
    assert_eq!(sessions.store().match_summary(second).await.unwrap().unwrap().status, "aborted");
    // A finished or aborted game makes way for a new one.
    sessions
        .handle(cmd(&ch, &a, new_game(Rules::preset(Variant::Tablanet), None, 2)))
        .await
        .unwrap();
}
