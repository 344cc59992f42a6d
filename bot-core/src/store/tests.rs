//! The store's tests: each one in `on_both!` runs twice, on a real SQLite file in a temporary
//! folder and on a fresh database of a real PostgreSQL server (one throwaway cluster for the
//! test binary, started by the first test that needs it, stopped when the binary ends). The
//! tests after it check what only one engine has.

use tempfile::TempDir;

use super::codec::db;
use super::group::{Done, Job};
use super::standings::{strength, unix_time, BonusTable};
use super::*;
use crate::ai::{Bot, Level, SeatView};
use crate::cards::{Card, CardSet};
use crate::game::Match;
use crate::game::{Action, Status};
use crate::ids::UserRef;
use crate::rules::{CaptureGen, PointMasks, RuleSet, Variant};
use sqlx::Row;

/// 2026-11-15 12:00 UTC.
const NOV_2026: i64 = 1_794_744_000;

/// Which engine a test runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Sqlite,
    Postgres,
}

/// What keeps a test's database: its folder, or its URL on the shared cluster.
#[allow(dead_code)]
enum Place {
    Folder(TempDir),
    Url(String),
}

impl Kind {
    /// A new, empty store.
    async fn store(self) -> (Place, Store) {
        match self {
            Kind::Sqlite => {
                let dir = TempDir::new().unwrap();
                // A folder that does not exist yet: open creates it.
                let store = Store::open(&dir.path().join("data/nested/tablic.db")).await.unwrap();
                (Place::Folder(dir), store)
            }
            Kind::Postgres => {
                let url = pg_harness::Cluster::shared().fresh_database();
                let store = Store::open_url(&url).await.unwrap();
                (Place::Url(url), store)
            }
        }
    }

    /// Another handle on the same database, as another process would open it.
    async fn reopen(self, place: &Place) -> Store {
        match place {
            Place::Folder(dir) => {
                Store::open(&dir.path().join("data/nested/tablic.db")).await.unwrap()
            }
            Place::Url(url) => Store::open_url(url).await.unwrap(),
        }
    }
}

/// Each named `async fn name(kind: Kind)` becomes a test on SQLite and one on PostgreSQL.
macro_rules! on_both {
    ($($name:ident),* $(,)?) => {
        mod on_sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name(super::Kind::Sqlite).await
                }
            )*
        }
        mod on_postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name(super::Kind::Postgres).await
                }
            )*
        }
    };
}

/// The SQLite backend of a store, for what only SQLite has.
fn sqlite(store: &Store) -> &sqlite::SqliteStore {
    match &store.backend {
        Backend::Sqlite(b) => b,
        Backend::Postgres(_) => panic!("not SQLite"),
    }
}

fn human(id: &str, name: &str) -> SeatKind {
    SeatKind::Human { user: UserRef::new(Platform::Discord, id), name: name.to_string() }
}

fn computer() -> SeatKind {
    SeatKind::Computer { level: Level::Greedy }
}

fn tablic(short: bool) -> Rules {
    let mut rules = RuleSet::preset(Variant::Tablic);
    rules.short_game = short;
    Rules::new(rules).unwrap()
}

fn new_match(channel: &str, rules: Rules, seats: Vec<SeatKind>) -> NewMatch {
    NewMatch {
        channel: ChannelKey::new(Platform::Discord, "guild", channel),
        board: None,
        rules,
        seed: 0xDEAD_BEEF_0000_0001 | (1 << 63), // high bit set: stored as a negative i64
        seats,
        turn_timer: None,
        created_at: NOV_2026 - 600,
    }
}

fn query(channel: Option<&str>, period: Period, board: Board) -> StandingsQuery {
    StandingsQuery {
        platform: Platform::Discord,
        server: "guild".into(),
        channel: channel.map(String::from),
        period,
        board,
        computers: false,
        rivals_of: None,
        limit: 50,
        now: NOV_2026,
    }
}

/// [`query`] of the boards that count matches with computers too.
fn with_computers(q: StandingsQuery) -> StandingsQuery {
    StandingsQuery { computers: true, ..q }
}

/// Creates and finishes a two-player match between `a` and `b` (seat 0, seat 1).
async fn play_out(
    store: &Store,
    channel: &str,
    seats: Vec<SeatKind>,
    rules: Rules,
    outcome: FinishOutcome,
    scores: Vec<u32>,
    at: i64,
) -> MatchId {
    let id = store.create_match(&new_match(channel, rules, seats)).await.unwrap();
    store.finish(id, &Finish { outcome, scores, at }).await.unwrap();
    id
}

/// Plays `moves` moves (or to the end) with greedy computers, appending each move as it goes.
async fn play(store: &Store, id: MatchId, game: &mut Match, moves: usize, at: i64) {
    let rules = game.rules().clone();
    let mut gen = CaptureGen::new(&rules);
    let points = PointMasks::new(rules.card_points);
    let mut bot = Bot::new(Level::Greedy, 7);
    for _ in 0..moves {
        let Some(seat) = game.to_move() else { break };
        let view = SeatView::of(&rules, game.hand(), seat);
        let (card, take) = bot.choose(&view, &mut gen, &points).unwrap();
        let mv = Move { seat, action: Action::Play { card, take } };
        let seq = game.log().len() as u64;
        let outcome = game.apply(mv.clone()).unwrap();
        let finish = outcome.match_over.then(|| Finish {
            outcome: match game.status() {
                crate::game::Status::Won { side, .. } => FinishOutcome::Won { side },
                _ => FinishOutcome::Drawn,
            },
            scores: game.scores().to_vec(),
            at,
        });
        store.append(id, seq, &mv, outcome.hand_result.as_ref(), finish.as_ref()).await.unwrap();
    }
}

async fn create_append_unfinished_round_trip(kind: Kind) {
    let (_db, store) = kind.store().await;
    let new = new_match("general", tablic(false), vec![human("1", "Ana"), computer()]);
    let id = store.create_match(&new).await.unwrap();
    let mut game = Match::new(new.rules.clone(), new.seed);
    play(&store, id, &mut game, 30, NOV_2026).await;
    assert_eq!(game.log().len(), 30);

    let open = store.unfinished().await.unwrap();
    assert_eq!(open.len(), 1);
    let stored = &open[0];
    assert_eq!(stored.id, id);
    assert_eq!(stored.channel, new.channel);
    assert_eq!(stored.rules, new.rules);
    assert_eq!(stored.seed, new.seed);
    assert_eq!(stored.seats, new.seats);
    assert_eq!(stored.created_at, new.created_at);
    assert_eq!(stored.moves, game.log());
    // The log rebuilds the match exactly.
    let replayed = Match::replay(stored.rules.clone(), stored.seed, &stored.moves).unwrap();
    assert_eq!(replayed, game);
    assert_eq!(store.load(id).await.unwrap().as_ref(), Some(stored));
    assert_eq!(store.load(MatchId(id.0 + 100)).await.unwrap(), None);
    assert_eq!(store.match_channel(id).await.unwrap(), Some(new.channel.clone()));
    assert_eq!(store.match_channel(MatchId(id.0 + 100)).await.unwrap(), None);

    let summary = store.match_summary(id).await.unwrap().unwrap();
    assert_eq!(summary.status, "playing");
    assert_eq!(summary.moves, 30);
    assert_eq!(summary.winner, None);
    assert_eq!(summary.scores, game.scores());
}

/// Who is away is stored with a match in play, read back with it (a restart keeps them
/// away), cleared by the default, and never written to a match that ended. A value that does
/// not read is everyone present: the match itself still resumes.
async fn who_is_away_is_kept_with_a_match_in_play(kind: Kind) {
    let (_db, store) = kind.store().await;
    let new = new_match("general", tablic(false), vec![human("1", "Ana"), human("2", "Bo")]);
    let id = store.create_match(&new).await.unwrap();
    let mut game = Match::new(new.rules.clone(), new.seed);
    play(&store, id, &mut game, 3, NOV_2026).await;
    assert_eq!(store.load(id).await.unwrap().unwrap().away, AwayState::default());
    let away = AwayState {
        seats: vec![
            SeatAwayState {
                expiries: 2,
                away: true,
                stood_in_moves: 2,
                stood_in_taken: 3,
                back_at: None,
                last_for_you: Some((
                    "7C".parse().unwrap(),
                    CardSet::EMPTY.with("7D".parse().unwrap()),
                    true,
                )),
                last_was_lapse: true,
            },
            SeatAwayState {
                expiries: 1,
                stood_in_moves: 1,
                back_at: Some(2),
                ..Default::default()
            },
        ],
        nobody_home_since: Some(NOV_2026),
    };
    store.set_away_state(id, &away).await.unwrap();
    assert_eq!(store.load(id).await.unwrap().unwrap().away, away);
    assert_eq!(store.unfinished().await.unwrap()[0].away, away);
    // The default is no value at all, as for a match stored before it was kept.
    store.set_away_state(id, &AwayState::default()).await.unwrap();
    assert_eq!(row_away_state(&store, id).await, None);
    // Damaged: the match resumes with everyone present.
    run_on_writer(&store, "UPDATE matches SET away_state = '{\"seats\": 7}'").await;
    let resumed = store.unfinished().await.unwrap();
    assert_eq!(resumed.len(), 1);
    assert_eq!(resumed[0].away, AwayState::default());
    // A match that ended keeps no one away.
    let finish = Finish { outcome: FinishOutcome::Aborted, scores: vec![0, 0], at: NOV_2026 };
    store.finish(id, &finish).await.unwrap();
    store.set_away_state(id, &away).await.unwrap();
    assert_eq!(row_away_state(&store, id).await.as_deref(), Some("{\"seats\": 7}"));
}

/// Each match keeps the turn timer it was started with, none included, whether started alone
/// or in a batch with others: a restart gives it back. A match stored before timers were kept
/// reads as unrecorded (the server's default).
async fn each_match_keeps_its_own_turn_timer(kind: Kind) {
    let (_db, store) = kind.store().await;
    let timers = [None, Some(Duration::from_secs(45)), Some(Duration::from_secs(300))];
    // Together, so that the group writer starts several in one statement.
    let starts: Vec<_> = (0..12u64)
        .map(|t| {
            let store = store.clone();
            let seats = vec![human(&t.to_string(), "P"), computer()];
            let timer = timers[t as usize % timers.len()];
            let new = NewMatch {
                seed: t,
                turn_timer: timer,
                ..new_match(&format!("c{t}"), tablic(false), seats)
            };
            tokio::spawn(async move { (store.create_match(&new).await.unwrap(), timer) })
        })
        .collect();
    let mut started = Vec::new();
    for start in starts {
        started.push(start.await.unwrap());
    }
    for (id, timer) in &started {
        assert_eq!(store.load(*id).await.unwrap().unwrap().turn_timer, KeptTimer::Set(*timer));
    }
    let resumed = store.unfinished().await.unwrap();
    assert_eq!(resumed.len(), started.len());
    for m in &resumed {
        let (_, timer) = started.iter().find(|(id, _)| *id == m.id).unwrap();
        assert_eq!(m.turn_timer, KeptTimer::Set(*timer));
        assert_eq!(m.turn_timer.or(Some(Duration::from_secs(9))), *timer);
    }
    // As stored by an earlier release: the default applies.
    run_on_writer(&store, "UPDATE matches SET turn_timer_seconds = NULL").await;
    let old = store.unfinished().await.unwrap();
    assert!(old.iter().all(|m| m.turn_timer == KeptTimer::Unrecorded));
    assert_eq!(old[0].turn_timer.or(Some(Duration::from_secs(9))), Some(Duration::from_secs(9)));
}

/// A timer is kept in whole seconds, never rounded down to none; a value no timer can have
/// reads as unrecorded (the server's default), as a damaged away state reads as the default.
#[test]
fn a_kept_timer_reads_back_as_it_was_set() {
    let secs = |s| Some(Duration::from_secs(s));
    assert_eq!(KeptTimer::seconds(None), 0);
    assert_eq!(KeptTimer::seconds(secs(45)), 45);
    assert_eq!(KeptTimer::seconds(Some(Duration::from_millis(50))), 1);
    assert_eq!(KeptTimer::seconds(Some(Duration::from_millis(1_500))), 2);
    assert_eq!(KeptTimer::from_seconds(None), KeptTimer::Unrecorded);
    assert_eq!(KeptTimer::from_seconds(Some(0)), KeptTimer::Set(None));
    assert_eq!(KeptTimer::from_seconds(Some(45)), KeptTimer::Set(secs(45)));
    assert_eq!(KeptTimer::from_seconds(Some(86_400)), KeptTimer::Set(secs(86_400)));
    assert_eq!(KeptTimer::from_seconds(Some(86_401)), KeptTimer::Unrecorded);
    assert_eq!(KeptTimer::from_seconds(Some(-3)), KeptTimer::Unrecorded);
}

async fn row_away_state(store: &Store, id: MatchId) -> Option<String> {
    let sql = "SELECT away_state FROM matches WHERE id = $1";
    match &store.backend {
        Backend::Sqlite(b) => sqlx::query_scalar(sql).bind(id.0).fetch_one(&b.read).await,
        Backend::Postgres(b) => sqlx::query_scalar(sql).bind(id.0).fetch_one(&b.read).await,
    }
    .unwrap()
}

async fn unfinished_lists_only_matches_in_play_each_with_its_own_log(kind: Kind) {
    let (_db, store) = kind.store().await;
    let mut games = Vec::new();
    for (i, channel) in ["a", "b", "c"].into_iter().enumerate() {
        let new = new_match(channel, tablic(false), vec![human("1", "Ana"), computer()]);
        let id = store.create_match(&new).await.unwrap();
        let mut game = Match::new(new.rules.clone(), new.seed + i as u64);
        play(&store, id, &mut game, 3 + 4 * i, NOV_2026).await;
        games.push((id, game));
    }
    // The middle one ends; a fourth never gets a move.
    let (ended, _) = &games[1];
    store
        .finish(*ended, &Finish { outcome: FinishOutcome::Aborted, scores: vec![0, 0], at: 0 })
        .await
        .unwrap();
    let empty = store
        .create_match(&new_match("d", tablic(false), vec![human("2", "Bo"), computer()]))
        .await
        .unwrap();
    let open = store.unfinished().await.unwrap();
    let ids: Vec<MatchId> = open.iter().map(|m| m.id).collect();
    assert_eq!(ids, [games[0].0, games[2].0, empty]);
    assert_eq!(open[0].moves, games[0].1.log());
    assert_eq!(open[1].moves, games[2].1.log());
    assert!(open[2].moves.is_empty());
}

async fn a_doubled_move_is_a_conflict_and_changes_nothing(kind: Kind) {
    let (_db, store) = kind.store().await;
    let new = new_match("general", tablic(false), vec![human("1", "Ana"), human("2", "Bo")]);
    let id = store.create_match(&new).await.unwrap();
    let mut game = Match::new(new.rules.clone(), new.seed);
    play(&store, id, &mut game, 2, NOV_2026).await;
    let before = store.load(id).await.unwrap().unwrap();

    let other = Move {
        seat: 1,
        action: Action::Play { card: "KS".parse::<Card>().unwrap(), take: CardSet::EMPTY },
    };
    let err = store.append(id, 1, &other, None, None).await.unwrap_err();
    assert!(matches!(err, StoreError::Conflict), "{err:?}");
    assert_eq!(err.to_string(), "that move was already made");
    // The very same move again (a platform re-delivery) is refused the same way.
    let err = store.append(id, 0, &game.log()[0], None, None).await.unwrap_err();
    assert!(matches!(err, StoreError::Conflict), "{err:?}");
    // A move number from the future is refused too.
    let err = store.append(id, 5, &other, None, None).await.unwrap_err();
    assert!(matches!(err, StoreError::OutOfOrder { expected: 2, got: 5 }), "{err:?}");
    let err = store.append(MatchId(999), 0, &other, None, None).await.unwrap_err();
    assert!(matches!(err, StoreError::NotFound(MatchId(999))), "{err:?}");

    assert_eq!(store.load(id).await.unwrap().unwrap(), before);
    assert_eq!(store.match_summary(id).await.unwrap().unwrap().moves, 2);
    // The log goes on where it was.
    play(&store, id, &mut game, 1, NOV_2026).await;
    assert_eq!(store.load(id).await.unwrap().unwrap().moves, game.log());
}

async fn a_whole_game_ends_through_append_with_its_hand_results_and_standings(kind: Kind) {
    let (_db, store) = kind.store().await;
    let new = new_match("general", tablic(true), vec![human("1", "Ana"), human("2", "Bo")]);
    let id = store.create_match(&new).await.unwrap();
    let mut game = Match::new(new.rules.clone(), new.seed);
    play(&store, id, &mut game, usize::MAX, NOV_2026).await;
    assert!(game.to_move().is_none(), "a short game ends after one hand");

    assert_eq!(store.hand_results(id).await.unwrap(), game.results());
    assert!(store.unfinished().await.unwrap().is_empty());
    let summary = store.match_summary(id).await.unwrap().unwrap();
    assert_eq!(summary.status, "finished");
    assert_eq!(summary.scores, game.scores());
    assert_eq!(summary.moves, game.log().len() as u64);
    let rows = store.standings(&query(None, Period::AllTime, Board::Points)).await.unwrap();
    assert_eq!(rows.len(), 2);
    match game.status() {
        crate::game::Status::Won { side, .. } => {
            assert_eq!(summary.winner, Some(side));
            let winner = if side == 0 { "Ana" } else { "Bo" };
            assert_eq!((rows[0].name.as_str(), rows[0].points, rows[0].wins), (winner, 5, 1));
            assert_eq!((rows[1].points, rows[1].wins), (0, 0));
        }
        _ => {
            assert_eq!(summary.winner, None);
            assert!(rows.iter().all(|r| r.points == 2 && r.draws == 1));
        }
    }
    // The match is over: a further move is refused, nothing changes.
    let late = Move { seat: 0, action: Action::Resign };
    let err = store.append(id, game.log().len() as u64, &late, None, None).await.unwrap_err();
    assert!(matches!(err, StoreError::Finished(_)), "{err:?}");
    let abort = Finish { outcome: FinishOutcome::Aborted, scores: vec![0, 0], at: 0 };
    let err = store.finish(id, &abort).await.unwrap_err();
    assert!(matches!(err, StoreError::Finished(_)), "{err:?}");
}

/// A match begun by an older release, whose stored hand results have no `leftover`, loads and
/// ends under this one.
async fn hand_results_stored_before_leftovers_were_recorded_still_load(kind: Kind) {
    let (_db, store) = kind.store().await;
    let new = new_match("general", tablic(false), vec![human("1", "Ana"), human("2", "Bo")]);
    let id = store.create_match(&new).await.unwrap();
    let mut game = Match::new(new.rules.clone(), new.seed);
    while game.results().is_empty() {
        play(&store, id, &mut game, 1, NOV_2026).await;
    }
    let first = game.results()[0].clone();
    assert!(first.leftover.is_some(), "this seed leaves cards on the table: {first:?}");
    // The first hand's row as the older release wrote it.
    let mut old = serde_json::to_value(&first).unwrap();
    old.as_object_mut().unwrap().remove("leftover");
    let sql = "UPDATE hand_results SET result = $1 \
               WHERE match_id = CAST($2 AS BIGINT) AND number = 1";
    let changed = store.execute_raw(sql, &[&old.to_string(), &id.0.to_string()]).await.unwrap();
    assert_eq!(changed, 1);
    let read = store.hand_results(id).await.unwrap();
    assert_eq!(read, [HandResult { leftover: None, ..first }]);
    // Its end reads every stored hand (for tablas and best hands) and counts as usual.
    play(&store, id, &mut game, usize::MAX, NOV_2026).await;
    assert!(game.to_move().is_none(), "the match ends");
    let read = store.hand_results(id).await.unwrap();
    assert_eq!(read.len(), game.results().len());
    assert_eq!(read[1..], game.results()[1..]);
    assert_eq!(store.match_summary(id).await.unwrap().unwrap().status, "finished");
}

async fn finishing_updates_server_and_channel_boards_for_every_period(kind: Kind) {
    let (_db, store) = kind.store().await;
    let seats = vec![human("1", "Ana"), human("2", "Bo")];
    let won = FinishOutcome::Won { side: 0 };
    play_out(&store, "general", seats.clone(), tablic(false), won, vec![101, 94], NOV_2026).await;
    play_out(&store, "cards", seats, tablic(true), won, vec![14, 11], NOV_2026).await;

    let month = Period::Month { year: 2026, month: 11 };
    let season = Period::Season { start_year: 2026 };
    for period in [Period::AllTime, month, season] {
        // The whole server: both matches.
        let rows = store.standings(&query(None, period, Board::Points)).await.unwrap();
        let got: Vec<_> =
            rows.iter().map(|r| (r.rank, r.name.as_str(), r.matches, r.wins, r.points)).collect();
        assert_eq!(got, [(1, "Ana", 2, 2, 57 + 5), (2, "Bo", 2, 0, 9)], "{period:?}");
        // One channel: its match only.
        let rows = store.standings(&query(Some("general"), period, Board::Points)).await.unwrap();
        let got: Vec<_> = rows.iter().map(|r| (r.name.as_str(), r.matches, r.points)).collect();
        assert_eq!(got, [("Ana", 1, 57), ("Bo", 1, 9)], "{period:?}");
        let rows = store.standings(&query(Some("cards"), period, Board::Points)).await.unwrap();
        let got: Vec<_> = rows.iter().map(|r| (r.name.as_str(), r.matches, r.points)).collect();
        assert_eq!(got, [("Ana", 1, 5), ("Bo", 1, 0)], "{period:?}");
    }
    // Other months, seasons, channels and servers are empty.
    for q in [
        query(None, Period::Month { year: 2026, month: 10 }, Board::Points),
        query(None, Period::Season { start_year: 2025 }, Board::Points),
        query(Some("elsewhere"), Period::AllTime, Board::Points),
        StandingsQuery { server: "other".into(), ..query(None, Period::AllTime, Board::Points) },
        StandingsQuery {
            platform: Platform::Telegram,
            ..query(None, Period::AllTime, Board::Points)
        },
    ] {
        assert!(store.standings(&q).await.unwrap().is_empty(), "{q:?}");
    }
    let top = StandingsQuery { limit: 1, ..query(None, month, Board::Points) };
    assert_eq!(store.standings(&top).await.unwrap().len(), 1);
}

/// One person in two seats (nothing in the store forbids it) is one player, credited once a
/// seat, as when each seat was written on its own: a match's players, its seats, their
/// results and their standings rows are a statement each, but no statement upserts a row
/// twice (PostgreSQL refuses that).
async fn a_person_in_two_seats_is_credited_for_each(kind: Kind) {
    let (_db, store) = kind.store().await;
    let seats = vec![human("1", "Ana"), human("1", "Ana")];
    let won = FinishOutcome::Won { side: 0 };
    play_out(&store, "general", seats, tablic(false), won, vec![101, 94], NOV_2026).await;
    let rows = store.standings(&query(None, Period::AllTime, Board::Points)).await.unwrap();
    let got: Vec<_> = rows.iter().map(|r| (r.name.as_str(), r.matches, r.wins, r.points)).collect();
    assert_eq!(got, [("Ana", 2, 1, 57 + 9)]);
}

async fn title_points_of_seed_003_and_partners_share_them(kind: Kind) {
    let (_db, store) = kind.store().await;
    let won0 = FinishOutcome::Won { side: 0 };
    // Long game 101:94.
    let two = vec![human("1", "Ana"), human("2", "Bo")];
    play_out(&store, "a", two.clone(), tablic(false), won0, vec![101, 94], NOV_2026).await;
    let q = query(Some("a"), Period::AllTime, Board::Points);
    let pts: Vec<_> = store.standings(&q).await.unwrap().iter().map(|r| r.points).collect();
    assert_eq!(pts, [57, 9]);
    // Long draw: a tenth each. Short draw: 2 each.
    play_out(
        &store,
        "b",
        two.clone(),
        tablic(false),
        FinishOutcome::Drawn,
        vec![103, 103],
        NOV_2026,
    )
    .await;
    play_out(&store, "b", two.clone(), tablic(true), FinishOutcome::Drawn, vec![12, 12], NOV_2026)
        .await;
    let q = query(Some("b"), Period::AllTime, Board::Points);
    let rows = store.standings(&q).await.unwrap();
    let got: Vec<_> = rows.iter().map(|r| (r.rank, r.points, r.draws, r.wins)).collect();
    assert_eq!(got, [(1, 12, 2, 0), (1, 12, 2, 0)], "equal rows share a place");

    // Partnerships: seats 0 and 2 against 1 and 3; side 1 wins 120:80.
    let rules = RuleSet::build(Variant::Tablic, ["players=4", "partners=yes"]).unwrap();
    let four = vec![human("1", "Ana"), human("2", "Bo"), human("3", "Cy"), human("4", "Di")];
    let won1 = FinishOutcome::Won { side: 1 };
    play_out(&store, "c", four, rules, won1, vec![80, 120], NOV_2026).await;
    let q = query(Some("c"), Period::AllTime, Board::Points);
    let rows = store.standings(&q).await.unwrap();
    let got: Vec<_> = rows.iter().map(|r| (r.name.as_str(), r.points, r.wins)).collect();
    assert_eq!(got, [("Bo", 100, 1), ("Di", 100, 1), ("Ana", 8, 0), ("Cy", 8, 0)]);
}

async fn aborted_matches_never_count(kind: Kind) {
    let (_db, store) = kind.store().await;
    let seats = vec![human("1", "Ana"), human("2", "Bo")];
    let id = play_out(
        &store,
        "general",
        seats,
        tablic(false),
        FinishOutcome::Aborted,
        vec![60, 40],
        NOV_2026,
    )
    .await;
    let summary = store.match_summary(id).await.unwrap().unwrap();
    assert_eq!(summary.status, "aborted");
    assert_eq!(summary.winner, None);
    assert_eq!(summary.scores, [60, 40]);
    assert!(store.unfinished().await.unwrap().is_empty());
    for period in [Period::AllTime, Period::month_at(NOV_2026), Period::season_at(NOV_2026)] {
        for channel in [None, Some("general")] {
            for board in [Board::Points, Board::Strength] {
                let q = StandingsQuery { now: NOV_2026, ..query(channel, period, board) };
                assert!(store.standings(&q).await.unwrap().is_empty());
            }
        }
    }
}

async fn computers_are_never_players_and_their_matches_count_only_where_asked(kind: Kind) {
    let (_db, store) = kind.store().await;
    let won = FinishOutcome::Won { side: 0 };
    let lost = FinishOutcome::Won { side: 1 };
    // Ana beats a computer (long game) and loses a short one to Bo; two computers play.
    let seats = vec![computer(), human("1", "Ana")];
    play_out(&store, "general", seats, tablic(false), lost, vec![50, 101], NOV_2026).await;
    let people = vec![human("2", "Bo"), human("1", "Ana")];
    play_out(&store, "general", people, tablic(true), won, vec![9, 3], NOV_2026).await;
    let bots = vec![computer(), computer()];
    play_out(&store, "general", bots, tablic(true), won, vec![9, 3], NOV_2026).await;
    for period in [Period::AllTime, Period::month_at(NOV_2026), Period::season_at(NOV_2026)] {
        for channel in [None, Some("general")] {
            // By default: matches among people only.
            let q = query(channel, period, Board::Points);
            let rows = store.standings(&q).await.unwrap();
            let got: Vec<_> = rows
                .iter()
                .map(|r| (r.name.as_str(), r.matches, r.wins, r.points, r.computer_matches))
                .collect();
            assert_eq!(got, [("Bo", 1, 1, 5, 0), ("Ana", 1, 0, 0, 0)], "{q:?}");
            // With computers: Ana's win over the computer counts, and is marked.
            let rows = store.standings(&with_computers(q)).await.unwrap();
            let got: Vec<_> = rows
                .iter()
                .map(|r| (r.name.as_str(), r.matches, r.wins, r.points, r.computer_matches))
                .collect();
            assert_eq!(got, [("Ana", 2, 1, 101 / 2 + 51, 1), ("Bo", 1, 1, 5, 0)]);
        }
    }
    let players = store.scalar_raw("SELECT COUNT(*) FROM players", &[]).await.unwrap();
    assert_eq!(players, 2);
}

async fn rivals_are_the_people_one_has_finished_a_match_with_here(kind: Kind) {
    let (_db, store) = kind.store().await;
    let won = FinishOutcome::Won { side: 0 };
    let pair = |a: (&str, &str), b: (&str, &str)| vec![human(a.0, a.1), human(b.0, b.1)];
    let (ana, bo, cy, di) = (("1", "Ana"), ("2", "Bo"), ("3", "Cy"), ("4", "Di"));
    play_out(&store, "x", pair(ana, bo), tablic(true), won, vec![9, 3], NOV_2026).await;
    play_out(&store, "y", pair(cy, ana), tablic(true), won, vec![9, 3], NOV_2026).await;
    play_out(&store, "x", pair(di, bo), tablic(true), won, vec![9, 3], NOV_2026).await;
    // Di and Ana only in another server; an aborted match makes no rivals.
    let elsewhere = NewMatch {
        channel: ChannelKey::new(Platform::Discord, "other", "z"),
        ..new_match("z", tablic(true), pair(di, ana))
    };
    let id = store.create_match(&elsewhere).await.unwrap();
    store.finish(id, &Finish { outcome: won, scores: vec![9, 3], at: NOV_2026 }).await.unwrap();
    let aborted = FinishOutcome::Aborted;
    play_out(&store, "x", pair(ana, di), tablic(true), aborted, vec![0, 0], NOV_2026).await;

    let rivals_of = |id: &str, board| StandingsQuery {
        rivals_of: Some(UserRef::new(Platform::Discord, id)),
        ..query(None, Period::AllTime, board)
    };
    let names = |rows: Vec<StandingRow>| rows.into_iter().map(|r| r.name).collect::<Vec<_>>();
    let rows = store.standings(&rivals_of("1", Board::Points)).await.unwrap();
    assert_eq!(names(rows.clone()), ["Ana", "Cy", "Bo"]);
    assert_eq!(rows.iter().map(|r| r.rank).collect::<Vec<_>>(), [1, 1, 3]);
    assert_eq!(names(store.standings(&rivals_of("4", Board::Points)).await.unwrap()), ["Di", "Bo"]);
    // Someone who never played here has no rivals.
    assert!(store.standings(&rivals_of("9", Board::Points)).await.unwrap().is_empty());
    // A strength board of rivals keeps its minimum games (50 all time).
    assert!(store.standings(&rivals_of("1", Board::Strength)).await.unwrap().is_empty());
}

async fn stats_count_tablas_and_best_hands_and_partners_share_their_sides(kind: Kind) {
    let (_db, store) = kind.store().await;
    // A real four-player partnership game played to its end, every move through append.
    let rules =
        RuleSet::build(Variant::Tablic, ["players=4", "partners=yes", "short=yes"]).unwrap();
    let four = vec![human("1", "Ana"), human("2", "Bo"), human("3", "Cy"), human("4", "Di")];
    let new = new_match("general", rules.clone(), four);
    let id = store.create_match(&new).await.unwrap();
    let mut game = Match::new(rules, new.seed);
    play(&store, id, &mut game, usize::MAX, NOV_2026).await;
    let results = game.results();
    assert_eq!(results.len(), 1);
    let (tablas, best) = (&results[0].tablas, &results[0].total);
    // And one long game of Ana's against a computer, which counts only with computers.
    let seats = vec![human("1", "Ana"), computer()];
    play_out(
        &store,
        "general",
        seats,
        tablic(false),
        FinishOutcome::Won { side: 0 },
        vec![101, 80],
        NOV_2026,
    )
    .await;

    let now = NOV_2026;
    let periods = vec![Period::month_at(now), Period::season_at(now), Period::AllTime];
    let ask = |id: &str, computers: bool| StatsQuery {
        user: UserRef::new(Platform::Discord, id),
        server: "guild".into(),
        computers,
        periods: periods.clone(),
    };
    let won = |side: usize| match game.status() {
        crate::game::Status::Won { side: s, .. } => u32::from(usize::from(s) == side),
        _ => 0,
    };
    for (user, seat) in [("1", 0usize), ("2", 1), ("3", 2), ("4", 3)] {
        let side = seat % 2;
        let stats = store.player_stats(&ask(user, false)).await.unwrap().unwrap();
        assert_eq!(stats.lines.len(), 3);
        for (period, line) in &stats.lines {
            let line = line.expect("a line for every period");
            assert_eq!(line.matches, 1, "{period:?}");
            assert_eq!(line.wins, won(side), "partners share the side's result");
            assert_eq!(line.tablas, tablas[side], "partners share the side's tablas");
            assert_eq!(line.best_hand, best[side], "and its best hand");
            assert_eq!(line.computer_matches, 0);
        }
    }
    let ana = store.player_stats(&ask("1", true)).await.unwrap().unwrap();
    let line = ana.lines[2].1.unwrap();
    assert_eq!((line.matches, line.computer_matches), (2, 1));
    assert_eq!(line.wins, won(0) + 1);
    assert_eq!(line.tablas, tablas[0], "a finish without stored hands adds no tablas");
    // A past month has no line; a person never seen has no stats.
    let past =
        StatsQuery { periods: vec![Period::Month { year: 2020, month: 1 }], ..ask("1", false) };
    assert_eq!(store.player_stats(&past).await.unwrap().unwrap().lines, [(past.periods[0], None)]);
    assert!(store.player_stats(&ask("99", false)).await.unwrap().is_none());
}

async fn the_latest_name_is_shown(kind: Kind) {
    let (_db, store) = kind.store().await;
    let won = FinishOutcome::Won { side: 0 };
    let first = vec![human("1", "Ana"), human("2", "Bo")];
    play_out(&store, "g", first, tablic(true), won, vec![9, 3], NOV_2026).await;
    let renamed = vec![human("1", "Ana B."), human("2", "Bo")];
    play_out(&store, "g", renamed, tablic(true), won, vec![9, 3], NOV_2026).await;
    let rows = store.standings(&query(None, Period::AllTime, Board::Points)).await.unwrap();
    assert_eq!(rows[0].name, "Ana B.");
    assert_eq!(rows[0].matches, 2);
}

async fn month_and_season_boundaries(kind: Kind) {
    let (_db, store) = kind.store().await;
    let seats = vec![human("1", "Ana"), human("2", "Bo")];
    let won = FinishOutcome::Won { side: 0 };
    let new_year = unix_time(2027, 1, 1);
    let october = unix_time(2027, 10, 1);
    for at in [new_year - 1, new_year, october - 1, october] {
        play_out(&store, "g", seats.clone(), tablic(true), won, vec![9, 3], at).await;
    }
    let matches_of = |period| {
        let store = store.clone();
        async move {
            let rows = store.standings(&query(None, period, Board::Points)).await.unwrap();
            rows.first().map_or(0, |r| r.matches)
        }
    };
    assert_eq!(matches_of(Period::Month { year: 2026, month: 12 }).await, 1);
    assert_eq!(matches_of(Period::Month { year: 2027, month: 1 }).await, 1);
    assert_eq!(matches_of(Period::Month { year: 2027, month: 9 }).await, 1);
    assert_eq!(matches_of(Period::Month { year: 2027, month: 10 }).await, 1);
    // 31 Dec and 1 Jan are one season; 30 Sep ends it; 1 Oct starts the next.
    assert_eq!(matches_of(Period::Season { start_year: 2026 }).await, 3);
    assert_eq!(matches_of(Period::Season { start_year: 2027 }).await, 1);
    assert_eq!(matches_of(Period::AllTime).await, 4);
}

async fn strength_boards_need_the_minimum_games(kind: Kind) {
    let (_db, store) = kind.store().await;
    // Ana plays 120 games against Bo (wins 90), Cy plays 49 against Bo (wins 40) in November;
    // Di plays 100 games against Bo in October (wins 60).
    let mut games = Vec::new();
    let mut add = |a: SeatKind, b: SeatKind, n: usize, wins: usize, at: i64| {
        for i in 0..n {
            let side = u8::from(i >= wins);
            let new = new_match("g", tablic(true), vec![a.clone(), b.clone()]);
            let finish = Finish {
                outcome: FinishOutcome::Won { side },
                scores: vec![9, 8],
                at: at + i as i64,
            };
            games.push((new, finish));
        }
    };
    let october = unix_time(2026, 10, 5);
    add(human("1", "Ana"), human("2", "Bo"), 120, 90, NOV_2026);
    add(human("3", "Cy"), human("2", "Bo"), 49, 40, NOV_2026);
    add(human("4", "Di"), human("2", "Bo"), 100, 60, october);
    store.bulk_finished(&games).await.unwrap();

    let names = |rows: &[StandingRow]| rows.iter().map(|r| r.name.clone()).collect::<Vec<_>>();
    let november = Period::Month { year: 2026, month: 11 };
    // Monthly: 50 games. Bo has 169 (39 won): 0.23 + 10; Ana 120 (90 won): 0.75 + 7. The
    // bonus for Bo's many games puts him first (with percentages Ana was first).
    let rows = store.standings(&query(None, november, Board::Strength)).await.unwrap();
    assert_eq!(names(&rows), ["Bo", "Ana"]);
    assert_eq!(rows[1].strength, 0.75 + 7.0);
    assert_eq!(rows[0].strength, strength(BonusTable::Monthly, 39, 169));
    assert_eq!(rows[0].strength, 39.0 / 169.0 + 10.0);
    // The points board has everyone who played.
    let rows = store.standings(&query(None, november, Board::Points)).await.unwrap();
    assert_eq!(rows.len(), 3);

    // Season 2026 asked in November: 100 games. Bo 269, Ana 120, Di 100 (60 %), Cy 49.
    let season = Period::Season { start_year: 2026 };
    let rows = store.standings(&query(None, season, Board::Strength)).await.unwrap();
    assert_eq!(names(&rows), ["Ana", "Di", "Bo"]);
    // Asked in February it needs 200; after the season, 400.
    let feb = StandingsQuery { now: unix_time(2027, 2, 1), ..query(None, season, Board::Strength) };
    assert_eq!(names(&store.standings(&feb).await.unwrap()), ["Bo"]);
    let later = StandingsQuery { now: unix_time(2028, 1, 1), ..feb.clone() };
    assert!(store.standings(&later).await.unwrap().is_empty());
    // All-time: 50 games, seasonal bonus table (none below 600 games).
    let rows = store.standings(&query(None, Period::AllTime, Board::Strength)).await.unwrap();
    assert_eq!(names(&rows), ["Ana", "Di", "Bo"]);
    assert_eq!(rows[0].strength, 0.75);
    assert_eq!(rows[0].rank, 1);
    assert_eq!(rows[2].rank, 3);
}

/// Someone far down a board finds their place: the row the whole board gives them (shared
/// places, strength, rivals and channels alike), however few rows are read; someone not on
/// the board has none.
async fn a_player_finds_their_place_however_far_down_the_board(kind: Kind) {
    let (_db, store) = kind.store().await;
    let mut games = Vec::new();
    // Five people against Zed in November (short games: 5 a win): Bo 175, Dan 165, Ana and
    // Cy 150 with 30 wins each (one place), Eve 50; Zed 630.
    let mut add = |id: &str, name: &str, channel: &str, n: usize, wins: usize| {
        for i in 0..n {
            let side = u8::from(i >= wins);
            let seats = vec![human(id, name), human("9", "Zed")];
            let new = new_match(channel, tablic(true), seats);
            let at = NOV_2026 + i as i64;
            let finish = Finish { outcome: FinishOutcome::Won { side }, scores: vec![9, 8], at };
            games.push((new, finish));
        }
    };
    add("1", "Ana", "g", 60, 30);
    add("2", "Bo", "g", 70, 35);
    add("3", "Cy", "g", 60, 30);
    add("4", "Dan", "h", 64, 33);
    add("5", "Eve", "h", 10, 10);
    store.bulk_finished(&games).await.unwrap();
    // Fee's one game, against Eve only: Fee's rivals are Eve and Fee.
    let pair = vec![human("5", "Eve"), human("6", "Fee")];
    play_out(&store, "h", pair, tablic(true), FinishOutcome::Won { side: 0 }, vec![9, 3], NOV_2026)
        .await;
    let people = ["1", "2", "3", "4", "5", "6", "9", "77"];
    let user = |id: &str| UserRef::new(Platform::Discord, id);
    let november = Period::Month { year: 2026, month: 11 };
    let mut checked = 0;
    for board in [Board::Points, Board::Strength] {
        for period in [november, Period::AllTime] {
            for channel in [None, Some("h")] {
                for rivals_of in [None, Some(user("6")), Some(user("1"))] {
                    let whole = StandingsQuery { rivals_of, ..query(channel, period, board) };
                    let rows = store.standings(&whole).await.unwrap();
                    let top = StandingsQuery { limit: 1, ..whole.clone() };
                    for id in people {
                        let place = store.standing_of(&top, &user(id)).await.unwrap();
                        let name = match id {
                            "9" => "Zed",
                            "77" => "nobody",
                            _ => ["Ana", "Bo", "Cy", "Dan", "Eve", "Fee"]
                                [id.as_bytes()[0] as usize - b'1' as usize],
                        };
                        let expected = rows.iter().find(|r| r.name == name);
                        assert_eq!(place.as_ref(), expected, "{id} on {whole:?}");
                        // In one call: the top of the board and, below it, the asker's row.
                        let (shown, below) = store.board_and_place(&top, &user(id)).await.unwrap();
                        assert_eq!(shown, rows[..rows.len().min(1)], "{id} on {whole:?}");
                        let below_top = place.clone().filter(|p| p.player != rows[0].player);
                        assert_eq!(below, below_top, "{id} on {whole:?}");
                        checked += usize::from(place.is_some_and(|p| p.rank > 1));
                    }
                }
            }
        }
    }
    assert!(checked > 20, "places below the first were checked: {checked}");
    // The points board: Ana and Cy share the fourth place; Eve is sixth.
    let q = StandingsQuery { limit: 1, ..query(None, november, Board::Points) };
    let rank = |id: &'static str| {
        let store = store.clone();
        let q = q.clone();
        async move { store.standing_of(&q, &user(id)).await.unwrap().map(|r| r.rank) }
    };
    assert_eq!(rank("1").await, Some(4));
    assert_eq!(rank("3").await, Some(4));
    assert_eq!(rank("5").await, Some(6));
    // Eve's ten games are not the 50 a strength board needs; on her rivals board Fee is third.
    let strength = StandingsQuery { limit: 1, ..query(None, november, Board::Strength) };
    assert_eq!(store.standing_of(&strength, &user("5")).await.unwrap(), None);
    let fee = StandingsQuery { rivals_of: Some(user("5")), ..q.clone() };
    assert_eq!(store.standing_of(&fee, &user("6")).await.unwrap().map(|r| r.rank), Some(3));
}

async fn strength_ties_are_broken_by_games_and_share_a_place_when_equal(kind: Kind) {
    let (_db, store) = kind.store().await;
    let mut games = Vec::new();
    // Ana 60 games 30 won (0.5 + 1), Bo 70 games 35 won (0.5 + 2), Cy 60 games 30 won.
    let mut add = |a: &str, name: &str, n: usize, wins: usize| {
        for i in 0..n {
            let side = u8::from(i >= wins);
            let seats = vec![human(a, name), computer()];
            let new = new_match("g", tablic(true), seats);
            let at = NOV_2026 + i as i64;
            games.push((
                new,
                Finish { outcome: FinishOutcome::Won { side }, scores: vec![9, 8], at },
            ));
        }
    };
    add("1", "Ana", 60, 30);
    add("2", "Bo", 70, 35);
    add("3", "Cy", 60, 30);
    add("4", "Dan", 64, 33); // 0.5156 + 1
    store.bulk_finished(&games).await.unwrap();
    let q = with_computers(query(None, Period::Month { year: 2026, month: 11 }, Board::Strength));
    let rows = store.standings(&q).await.unwrap();
    let got: Vec<_> = rows.iter().map(|r| (r.rank, r.name.as_str(), r.strength)).collect();
    assert_eq!(
        got,
        [(1, "Bo", 2.5), (2, "Dan", 33.0 / 64.0 + 1.0), (3, "Ana", 1.5), (3, "Cy", 1.5)]
    );
}

/// Many sessions write at once while readers read: the single writer queues them, WAL keeps
/// the readers going, and no call fails with a busy database.
async fn concurrent_writers_and_readers_do_not_collide(kind: Kind) {
    let (_db, store) = kind.store().await;
    let mut tasks = Vec::new();
    for t in 0..16u64 {
        let store = store.clone();
        tasks.push(tokio::spawn(async move {
            let seats = vec![human(&t.to_string(), "P"), computer()];
            let new = NewMatch { seed: t, ..new_match(&format!("c{t}"), tablic(false), seats) };
            let id = store.create_match(&new).await.unwrap();
            let mut game = Match::new(new.rules.clone(), new.seed);
            play(&store, id, &mut game, 40, NOV_2026).await;
            let abort = Finish { outcome: FinishOutcome::Aborted, scores: vec![0, 0], at: 0 };
            if t % 2 == 0 {
                store.finish(id, &abort).await.unwrap();
            }
            (id, game.log().to_vec())
        }));
    }
    for _ in 0..4 {
        let store = store.clone();
        tasks.push(tokio::spawn(async move {
            for _ in 0..50 {
                store.unfinished().await.unwrap();
                store.standings(&query(None, Period::AllTime, Board::Points)).await.unwrap();
            }
            (MatchId(0), Vec::new())
        }));
    }
    let mut open = 0;
    for task in tasks {
        let (id, log) = task.await.unwrap();
        if id.0 > 0 {
            assert_eq!(store.load(id).await.unwrap().unwrap().moves, log);
            open += 1;
        }
    }
    assert_eq!(open, 16);
    assert_eq!(store.unfinished().await.unwrap().len(), 8);
}

async fn settings_round_trip(kind: Kind) {
    let (_db, store) = kind.store().await;
    assert_eq!(store.settings(Platform::Discord, "guild").await.unwrap(), None);
    let value =
        serde_json::json!({"variant": "tablanette", "options": ["target=151"], "lang": "sr"});
    store.set_settings(Platform::Discord, "guild", &value).await.unwrap();
    assert_eq!(store.settings(Platform::Discord, "guild").await.unwrap(), Some(value.clone()));
    assert_eq!(store.settings(Platform::Telegram, "guild").await.unwrap(), None);
    let replaced = serde_json::json!({"variant": "tablic"});
    store.set_settings(Platform::Discord, "guild", &replaced).await.unwrap();
    assert_eq!(store.settings(Platform::Discord, "guild").await.unwrap(), Some(replaced));
}

#[tokio::test]
async fn reopening_keeps_everything() {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("tablic.db");
    let store = Store::open(&path).await.unwrap();
    let new = new_match("general", tablic(false), vec![human("1", "Ana"), computer()]);
    let id = store.create_match(&new).await.unwrap();
    let mut game = Match::new(new.rules.clone(), new.seed);
    play(&store, id, &mut game, 12, NOV_2026).await;
    let seats = vec![human("1", "Ana"), human("2", "Bo")];
    let won = FinishOutcome::Won { side: 1 };
    play_out(&store, "cards", seats, tablic(false), won, vec![90, 101], NOV_2026).await;
    store.set_settings(Platform::Discord, "guild", &serde_json::json!({"a": 1})).await.unwrap();
    let board = query(None, Period::AllTime, Board::Points);
    let standings = store.standings(&board).await.unwrap();
    store.close().await;

    for _ in 0..2 {
        // Twice through the URL form: the migrations run again and change nothing.
        let url = format!("sqlite://{}", path.display());
        let store = Store::open_url(&url).await.unwrap();
        let open = store.unfinished().await.unwrap();
        assert_eq!(open.len(), 1);
        assert_eq!(open[0].moves, game.log());
        assert_eq!(store.standings(&board).await.unwrap(), standings);
        let settings = store.settings(Platform::Discord, "guild").await.unwrap();
        assert_eq!(settings, Some(serde_json::json!({"a": 1})));
        let applied: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM _sqlx_migrations")
            .fetch_one(&sqlite(&store).read)
            .await
            .unwrap();
        assert_eq!(applied, sqlite::MIGRATOR.iter().count() as i64);
        let mode: String = sqlx::query_scalar("PRAGMA journal_mode")
            .fetch_one(&sqlite(&store).write)
            .await
            .unwrap();
        assert_eq!(mode, "wal");
        let fk: i64 = sqlx::query_scalar("PRAGMA foreign_keys")
            .fetch_one(&sqlite(&store).read)
            .await
            .unwrap();
        assert_eq!(fk, 1);
        store.close().await;
    }
}

#[tokio::test]
async fn urls_and_memory_stores_open() {
    let dir = TempDir::new().unwrap();
    let url = format!("sqlite:{}/deeper/x.db", dir.path().display());
    let store = Store::open_url(&url).await.unwrap();
    store.set_settings(Platform::Telegram, "-100", &serde_json::json!([1, 2])).await.unwrap();
    assert!(dir.path().join("deeper/x.db").exists());

    let memory = Store::open_url("sqlite::memory:").await.unwrap();
    let id = memory
        .create_match(&new_match("g", tablic(false), vec![human("1", "Ana"), computer()]))
        .await
        .unwrap();
    assert_eq!(memory.unfinished().await.unwrap()[0].id, id);

    let err = Store::open_url("mysql://tablic:hunter2@localhost/x").await.unwrap_err();
    assert!(matches!(err, StoreError::BadUrl { .. }), "{err:?}");
    assert!(!err.to_string().contains("hunter2"), "{err}");
    assert!(err.to_string().contains("postgres://"), "{err}");
}

async fn bad_input_is_refused_and_corrupt_rows_are_reported(kind: Kind) {
    let (_db, store) = kind.store().await;
    let mut new = new_match("g", tablic(false), vec![human("1", "Ana")]);
    let err = store.create_match(&new).await.unwrap_err();
    assert!(matches!(err, StoreError::Invalid(_)), "{err:?}");
    new.seats.push(computer());
    let id = store.create_match(&new).await.unwrap();
    let finish = Finish { outcome: FinishOutcome::Won { side: 2 }, scores: vec![1, 2], at: 0 };
    assert!(matches!(store.finish(id, &finish).await, Err(StoreError::Invalid(_))));
    let finish = Finish { outcome: FinishOutcome::Drawn, scores: vec![1], at: 0 };
    assert!(matches!(store.finish(id, &finish).await, Err(StoreError::Invalid(_))));
    assert_eq!(store.match_summary(id).await.unwrap().unwrap().status, "playing");

    let mv = Move { seat: 0, action: Action::Resign };
    store.append(id, 0, &mv, None, None).await.unwrap();
    let id_text = id.0.to_string();
    store
        .execute_raw(
            "UPDATE moves SET action = '{\"fly\":1}' WHERE match_id = CAST($1 AS BIGINT)",
            &[&id_text],
        )
        .await
        .unwrap();
    let err = store.load(id).await.unwrap_err();
    assert!(matches!(err, StoreError::Corrupt(_)), "{err:?}");
    // Start-up reads past it: the damaged match is named, the others still come back.
    let found = store.resumable().await.unwrap();
    assert!(found.matches.is_empty());
    assert_eq!(found.unreadable.len(), 1);
    assert_eq!(found.unreadable[0].id, id);
    assert!(found.unreadable[0].reason.contains("move"), "{:?}", found.unreadable);
    store
        .execute_raw("UPDATE matches SET seats = 'nope' WHERE id = CAST($1 AS BIGINT)", &[&id_text])
        .await
        .unwrap();
    assert!(matches!(store.load(id).await, Err(StoreError::Corrupt(_))));
    // Where it was played still reads: an old button of it is still answered.
    assert_eq!(store.match_channel(id).await.unwrap(), Some(new.channel.clone()));
}

#[test]
fn errors_read_as_one_line_for_people() {
    use std::error::Error as _;
    let err = db(sqlx::Error::PoolTimedOut);
    assert_eq!(err.to_string(), "storage is unavailable right now, try again");
    assert!(err.source().is_some());
    for err in [
        StoreError::Conflict,
        StoreError::OutOfOrder { expected: 1, got: 3 },
        StoreError::NotFound(MatchId(1)),
        StoreError::Finished(MatchId(1)),
        StoreError::Corrupt("x".into()),
    ] {
        assert!(!err.to_string().contains('\n'));
    }
}

/// The plans of the hot queries: every table is reached through an index, and the points
/// board is read in index order.
#[tokio::test]
async fn queries_use_indexes() {
    let (_dir, store) = Kind::Sqlite.store().await;
    let plan = |sql: String| {
        let store = store.clone();
        async move {
            let rows = sqlx::query(&format!("EXPLAIN QUERY PLAN {sql}"))
                .fetch_all(&sqlite(&store).read)
                .await
                .unwrap();
            rows.iter().map(|r| r.get::<String, _>("detail")).collect::<Vec<_>>()
        }
    };
    // Scanning the partial index of the matches in play is what it is for.
    let no_scan = |plan: &[String]| {
        let scans = |d: &&String| d.starts_with("SCAN") && !d.contains("INDEX matches_playing");
        assert!(!plan.iter().any(|d| scans(&d)), "full scan: {plan:#?}");
    };

    let points = plan(sqlite::points_sql(false)).await;
    no_scan(&points);
    assert!(points.iter().any(|d| d.contains("INDEX standings_points")), "{points:#?}");
    assert!(!points.iter().any(|d| d == "USE TEMP B-TREE FOR ORDER BY"), "{points:#?}");

    let strength = plan(sqlite::strength_sql(false)).await;
    no_scan(&strength);
    let partition = "platform=? AND server=? AND channel=? AND period=? AND with_computers=?";
    assert!(
        strength.iter().any(|d| d.starts_with("SEARCH s USING") && d.contains(partition)),
        "{strength:#?}"
    );
    // Rivals: the asker by the players' key, their matches and partners by primary keys.
    for rivals in [sqlite::points_sql(true), sqlite::strength_sql(true)] {
        let rivals = plan(rivals).await;
        no_scan(&rivals);
    }

    let unfinished = plan(sqlite::dialect::UNFINISHED_MOVES.to_string()).await;
    no_scan(&unfinished);
    assert!(unfinished.iter().any(|d| d.contains("matches_playing")), "{unfinished:#?}");
    assert!(!unfinished.iter().any(|d| d.contains("TEMP B-TREE")), "{unfinished:#?}");
    let list = plan(format!(
        "SELECT {} FROM matches WHERE status = 'playing' ORDER BY id",
        sqlite::MATCH_COLUMNS
    ))
    .await;
    no_scan(&list);

    let next = plan(
        "SELECT (SELECT COALESCE(MAX(seq) + 1, 0) FROM moves WHERE match_id = matches.id) \
         FROM matches WHERE id = ?"
            .into(),
    )
    .await;
    no_scan(&next);

    // The group commit's statements go through the given rows (a virtual table) and reach
    // each match by its key (its writes insert rows and touch no match).
    let batch = [sqlite::dialect::BEGIN_AND_HEADS, sqlite::dialect::WRITE_AND_COMMIT];
    let touching_matches: Vec<&str> = batch
        .iter()
        .flat_map(|sql| sql.split("; "))
        .filter(|statement| statement.contains("matches") && !statement.starts_with("INSERT"))
        .collect();
    assert_eq!(touching_matches.len(), 1, "{touching_matches:#?}");
    for sql in touching_matches {
        let rows = plan(sql.to_string()).await;
        let scans = |d: &&String| d.starts_with("SCAN") && !d.contains("VIRTUAL TABLE");
        assert!(!rows.iter().any(|d| scans(&d)), "full scan: {rows:#?}");
        assert!(rows.iter().any(|d| d.contains("SEARCH matches USING INTEGER PRIMARY KEY")));
    }
    // One round trip for plain moves and the hands they end: each match by its key (the
    // partial index of matches in play covers it), its next move number by the moves' key.
    let statements: Vec<&str> =
        sqlite::dialect::APPEND_PLAIN.split("; ").filter(|s| s.starts_with("INSERT")).collect();
    assert_eq!(statements.len(), 2, "{statements:#?}");
    for sql in statements {
        let rows = plan(sql.to_string()).await;
        let scans = |d: &&String| {
            d.starts_with("SCAN") && !d.contains("VIRTUAL TABLE") && !d.contains("json_each")
        };
        assert!(!rows.iter().any(|d| scans(&d)), "full scan: {sql}: {rows:#?}");
        assert!(
            rows.iter()
                .any(|d| d.starts_with("SEARCH m USING") || d.starts_with("SEARCH matches USING")),
            "{sql}: {rows:#?}"
        );
        assert!(rows.iter().any(|d| d.starts_with("SEARCH moves USING")), "{sql}: {rows:#?}");
    }
}

/// A PostgreSQL server that is not there is named as such, not as a pool that timed out.
#[tokio::test]
async fn an_unreachable_postgresql_server_is_named_in_the_error() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    drop(listener);
    let err = Store::open_url(&format!("postgres://tablic:secret@127.0.0.1:{port}/tablic"))
        .await
        .unwrap_err();
    // What a person is shown, then its causes (the terminal prints the cause).
    let mut said = vec![err.to_string()];
    let mut cause = std::error::Error::source(&err);
    while let Some(e) = cause {
        said.push(e.to_string());
        cause = e.source();
    }
    let err = said.join(": ");
    assert!(err.contains("refused"), "{err}");
    assert!(!err.contains("secret") && !err.contains("timed out"), "{err}");
}

/// On PostgreSQL, with a history of matches, the group commit's statements reach each match
/// by its primary key: a scan of every match ever played would grow with the history.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn batched_writes_reach_matches_by_key_on_postgres() {
    let (_db, store) = Kind::Postgres.store().await;
    let Backend::Postgres(pg) = &store.backend else { unreachable!() };
    sqlx::query(
        "INSERT INTO matches (platform, server, channel, variant, rules, seed, seats, status, \
         scores, created_at) SELECT 'discord', 'g', 'c' || i, 'tablic', '{}', i, '[]', \
         'finished', '[0,0]', 0 FROM generate_series(1, 5000) AS i",
    )
    .execute(&pg.write)
    .await
    .unwrap();
    sqlx::query("ANALYZE").execute(&pg.write).await.unwrap();
    let hands = r#"[[1, 0, 1, "{}"], [2, 5, 2, "{}"]]"#;
    let moves = r#"[[1, 0, 0, "{}"], [2, 5, 1, "{}"]]"#;
    let ended = r#"[[1, "finished", 0, "[9, 3]", 5], [2, "aborted", null, "[0, 0]", 5]]"#;
    for (sql, binds) in [
        (postgres::dialect::APPEND_HEADS, vec!["[1, 2, 3]"]),
        (postgres::dialect::APPEND_PLAIN, vec![moves, hands]),
        (postgres::dialect::END_HEADS, vec!["[1, 2, 3]"]),
        (postgres::dialect::END_RESULTS, vec![ended]),
    ] {
        let explain = format!("EXPLAIN {sql}");
        let mut query = sqlx::query_scalar(&explain);
        for bind in binds {
            query = query.bind(bind);
        }
        let plan: Vec<String> = query.fetch_all(&pg.write).await.unwrap();
        assert!(!plan.iter().any(|l| l.contains("Seq Scan on matches")), "{plan:#?}");
        assert!(plan.iter().any(|l| l.contains("Index Scan using matches_pkey")), "{plan:#?}");
    }
}

/// Forgets that migrations after the first ran, so the next open runs them again.
async fn forget_later_migrations(path: &std::path::Path) {
    use sqlx::Connection;
    let options = sqlx::sqlite::SqliteConnectOptions::new().filename(path);
    let mut conn = sqlx::SqliteConnection::connect_with(&options).await.unwrap();
    sqlx::query("DELETE FROM _sqlx_migrations WHERE version > 1").execute(&mut conn).await.unwrap();
    conn.close().await.unwrap();
}

/// Takes back what the later migrations did, as far as running them again needs: on SQLite
/// their records (they rebuild their tables), on PostgreSQL also 0014's added columns.
async fn forget_later_migrations_in(place: &Place) {
    match place {
        Place::Folder(dir) => {
            forget_later_migrations(&dir.path().join("data/nested/tablic.db")).await
        }
        Place::Url(url) => {
            use sqlx::Connection;
            let mut conn = sqlx::PgConnection::connect(url).await.unwrap();
            for sql in [
                "ALTER TABLE match_players DROP COLUMN tablas, DROP COLUMN best_hand",
                // 0016's, 0017's and 0018's, forgotten with it.
                "ALTER TABLE matches DROP COLUMN board_channel, DROP COLUMN away_state, \
                 DROP COLUMN turn_timer_seconds",
                "DELETE FROM _sqlx_migrations WHERE version >= 14",
            ] {
                sqlx::query(sql).execute(&mut conn).await.unwrap();
            }
            conn.close().await.unwrap();
        }
    }
}

/// Migration 0014 rebuilds the standings from the stored matches (SQLite's 0002 rebuilds the
/// matches table too): run again over a history, every board and every `stats` comes out as
/// kept while the matches ended, and the match in play keeps its whole log.
async fn the_status_rebuild_keeps_every_match_log_and_standing(kind: Kind) {
    let (place, store) = kind.store().await;
    let rules = tablic(false);
    let seats = vec![human("1", "Ana"), human("2", "Bo")];
    // The match left in play has a channel of its own: one match in play per channel.
    let id = store.create_match(&new_match("open", rules.clone(), seats.clone())).await.unwrap();
    let mut game = Match::new(rules.clone(), 0xDEAD_BEEF_0000_0001 | (1 << 63));
    play(&store, id, &mut game, 30, NOV_2026).await;
    let won = FinishOutcome::Won { side: 0 };
    play_out(&store, "general", seats.clone(), rules, won, vec![101, 60], NOV_2026).await;
    // Whole games with their hand results (tablas, best hands), with and without a computer,
    // on both sides of a month's and a season's end, in a channel and in the server ('').
    for (channel, seats, at) in [
        ("general", seats.clone(), unix_time(2026, 10, 1) - 1),
        ("", vec![human("2", "Bo"), computer()], unix_time(2026, 10, 1)),
        ("cards", vec![computer(), human("1", "Ana")], NOV_2026),
    ] {
        let new = new_match(channel, tablic(true), seats);
        let id = store.create_match(&new).await.unwrap();
        let mut game = Match::new(new.rules.clone(), new.seed);
        play(&store, id, &mut game, usize::MAX, at).await;
    }
    let board = query(None, Period::AllTime, Board::Points);
    let boards: Vec<StandingsQuery> = [
        Period::AllTime,
        Period::month_at(NOV_2026),
        Period::Month { year: 2026, month: 9 },
        Period::Season { start_year: 2025 },
        Period::Season { start_year: 2026 },
    ]
    .into_iter()
    .flat_map(|period| {
        [None, Some("general"), Some("cards")].map(|c| query(c, period, Board::Points))
    })
    .flat_map(|q| [with_computers(q.clone()), q])
    .collect();
    let mut before = Vec::new();
    for q in &boards {
        before.push(store.standings(q).await.unwrap());
    }
    assert!(before.iter().any(|rows| rows.iter().any(|r| r.computer_matches > 0)));
    let stats_of = |id: &str| StatsQuery {
        user: UserRef::new(Platform::Discord, id),
        server: "guild".into(),
        computers: true,
        periods: vec![
            Period::AllTime,
            Period::month_at(NOV_2026),
            Period::Season { start_year: 2025 },
        ],
    };
    let stats = [
        store.player_stats(&stats_of("1")).await.unwrap(),
        store.player_stats(&stats_of("2")).await.unwrap(),
    ];
    assert!(stats.iter().flatten().any(|s| s.lines[0].1.unwrap().best_hand > 0));
    let standings = store.standings(&board).await.unwrap();
    store.close().await;

    // The rebuild runs again over the data (as after a crash between its commit and sqlx
    // recording it): nothing is lost, nothing cascades away.
    forget_later_migrations_in(&place).await;
    let store = kind.reopen(&place).await;
    let open = store.unfinished().await.unwrap();
    assert_eq!(open.len(), 1);
    assert_eq!(open[0].moves, game.log());
    assert_eq!(store.standings(&board).await.unwrap(), standings);
    // The standings rebuilt from the matches' results (migration 0014) are those kept as the
    // matches ended, on every board; tablas and best hands read from the stored hands.
    for (q, rows) in boards.iter().zip(&before) {
        assert_eq!(&store.standings(q).await.unwrap(), rows, "{q:?}");
    }
    let again = [
        store.player_stats(&stats_of("1")).await.unwrap(),
        store.player_stats(&stats_of("2")).await.unwrap(),
    ];
    assert_eq!(again, stats);
    if kind == Kind::Postgres {
        store.close().await;
        return;
    }
    let moves: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM moves WHERE match_id = ?")
        .bind(id.0)
        .fetch_one(&sqlite(&store).read)
        .await
        .unwrap();
    assert_eq!(moves as usize, game.log().len());
    // The new statuses are accepted; others still are not.
    for status in ["adjourned", "unreadable"] {
        sqlx::query("UPDATE matches SET status = ? WHERE id = ?")
            .bind(status)
            .bind(id.0)
            .execute(&sqlite(&store).write)
            .await
            .unwrap();
    }
    assert!(sqlx::query("UPDATE matches SET status = 'lost' WHERE id = ?")
        .bind(id.0)
        .execute(&sqlite(&store).write)
        .await
        .is_err());
    let fk: i64 =
        sqlx::query_scalar("PRAGMA foreign_keys").fetch_one(&sqlite(&store).write).await.unwrap();
    assert_eq!(fk, 1);
    let problems =
        sqlx::query("PRAGMA foreign_key_check").fetch_all(&sqlite(&store).read).await.unwrap();
    assert!(problems.is_empty());
    store.close().await;
}

/// Two processes that open a new database at once both run the first migration; the loser
/// used to fail with "table players already exists". Pools stand in for the processes here.
async fn two_first_opens_of_a_new_database_both_succeed(kind: Kind) {
    let rounds = if kind == Kind::Sqlite { 20 } else { 3 };
    for i in 0..rounds {
        let dir = TempDir::new().unwrap();
        let url = match kind {
            Kind::Sqlite => format!("sqlite://{}/new-{i}.db", dir.path().display()),
            Kind::Postgres => pg_harness::Cluster::shared().fresh_database(),
        };
        let (a, b) = tokio::join!(Store::open_url(&url), Store::open_url(&url));
        let (a, b) = (a.unwrap(), b.unwrap());
        assert!(a.ping().await && b.ping().await);
        a.close().await;
        b.close().await;
    }
}

on_both!(
    create_append_unfinished_round_trip,
    who_is_away_is_kept_with_a_match_in_play,
    each_match_keeps_its_own_turn_timer,
    a_player_finds_their_place_however_far_down_the_board,
    unfinished_lists_only_matches_in_play_each_with_its_own_log,
    a_doubled_move_is_a_conflict_and_changes_nothing,
    a_whole_game_ends_through_append_with_its_hand_results_and_standings,
    hand_results_stored_before_leftovers_were_recorded_still_load,
    finishing_updates_server_and_channel_boards_for_every_period,
    a_person_in_two_seats_is_credited_for_each,
    title_points_of_seed_003_and_partners_share_them,
    aborted_matches_never_count,
    computers_are_never_players_and_their_matches_count_only_where_asked,
    rivals_are_the_people_one_has_finished_a_match_with_here,
    stats_count_tablas_and_best_hands_and_partners_share_their_sides,
    message_locations_are_replaced_per_kind_channel_and_person_and_forgotten,
    a_finished_games_late_reports_leave_its_rematchs_location,
    handled_updates_are_remembered_once_and_forgotten_when_old,
    the_latest_name_is_shown,
    month_and_season_boundaries,
    strength_boards_need_the_minimum_games,
    strength_ties_are_broken_by_games_and_share_a_place_when_equal,
    concurrent_writers_and_readers_do_not_collide,
    settings_round_trip,
    bad_input_is_refused_and_corrupt_rows_are_reported,
    concurrent_moves_are_committed_together,
    a_refused_write_in_a_group_commit_leaves_the_others_committed,
    a_batch_of_moves_answers_each_move_as_if_alone,
    ends_in_one_batch_are_written_as_if_alone,
    starts_in_one_batch_are_written_as_if_alone,
    many_starts_and_ends_queued_at_once_are_all_committed,
    a_write_that_fails_inside_a_batch_fails_the_batch,
    hands_ended_in_one_batch_keep_their_results_and_scores,
    a_match_in_play_scores_the_sum_of_its_stored_hands,
    a_batch_that_fails_as_a_whole_stores_nothing_and_the_writer_goes_on,
    a_move_stored_meanwhile_under_the_same_number_is_a_conflict,
    one_match_in_play_per_channel,
    two_processes_on_one_match_conflict_and_an_end_counts_once,
    resuming_only_the_channels_a_process_serves,
    roles_are_claimed_once,
    a_starting_process_waits_for_its_roles_to_be_let_go,
    two_first_opens_of_a_new_database_both_succeed,
    the_status_rebuild_keeps_every_match_log_and_standing,
    a_match_row_of_the_wrong_type_is_set_aside_alone,
    a_message_location_that_does_not_read_is_skipped_alone,
    an_end_counts_with_what_of_its_match_reads,
    an_upgrade_repairs_what_the_standings_rebuild_cannot_read,
    an_end_whose_match_row_does_not_read_is_recorded,
    what_is_shown_of_a_match_leaves_out_what_does_not_read,
    the_match_in_play_is_named_when_it_does_not_read,
    the_statuses_of_many_matches_are_read_in_one_call,
    a_match_set_aside_counts_for_no_one,
    a_match_counts_on_the_board_it_names_and_one_stored_before_on_its_own,
    a_store_opened_to_read_reads_and_writes_nothing,
    a_store_opened_to_read_refuses_an_older_schema_and_leaves_it,
);

/// Plays `game` (match `id`) alone up to its last move, and gives that move as a job that
/// ends the match, with the hand it ends and the end itself.
async fn play_to_the_last_move(store: &Store, id: MatchId, mut game: Match) -> Job {
    loop {
        let (seq, mv) = next_move(&game);
        let mut after = game.clone();
        let outcome = after.apply(mv.clone()).unwrap();
        if outcome.match_over {
            let end = match after.status() {
                Status::Won { side, .. } => FinishOutcome::Won { side },
                _ => FinishOutcome::Drawn,
            };
            let finish = Finish { outcome: end, scores: after.scores().to_vec(), at: NOV_2026 };
            let hand = outcome.hand_result;
            return Job::Append { id, seq, mv, hand, finish: Some(finish) };
        }
        store.append(id, seq, &mv, outcome.hand_result.as_ref(), None).await.unwrap();
        game = after;
    }
}

/// Ends of several matches in one batch (the writer checks and writes them together) store
/// and answer exactly what each would alone: the match-ending move with its hand, ends
/// without a move, refused ends that write nothing (a match already over, a move number
/// ahead of the match, one already taken, and a move that fits whose end names no side of
/// the match), beside a plain move; and a person who finishes two matches of one server in
/// the batch is credited for both on the server's boards.
async fn ends_in_one_batch_are_written_as_if_alone(kind: Kind) {
    let mut seen = Vec::new();
    for together in [true, false] {
        let (_db, store) = kind.store().await;
        let people = |a: (&str, &str), b: (&str, &str)| vec![human(a.0, a.1), human(b.0, b.1)];
        let played = new_match("a", tablic(true), people(("ana", "Ana"), ("bo", "Bo")));
        let played_id = store.create_match(&played).await.unwrap();
        let game = Match::new(played.rules.clone(), played.seed);
        let last = play_to_the_last_move(&store, played_id, game).await;
        let other = new_match("b", tablic(false), people(("ana", "Ana"), ("cy", "Cy")));
        let other = store.create_match(&other).await.unwrap();
        let aborted = FinishOutcome::Aborted;
        let over = people(("bo", "Bo"), ("cy", "Cy"));
        let over = play_out(&store, "c", over, tablic(false), aborted, vec![0, 0], NOV_2026).await;
        let games = open_games(&store, 5).await;
        // Match 3 has a move stored: its number is taken.
        let (taken, mv3) = next_move(&games[3].1);
        store.append(games[3].0, taken, &mv3, None, None).await.unwrap();
        let (seq4, mv4) = next_move(&games[4].1);
        let won = |side: u8, scores: Vec<u32>| Finish {
            outcome: FinishOutcome::Won { side },
            scores,
            at: NOV_2026,
        };
        let stopped = Finish { outcome: FinishOutcome::Aborted, scores: vec![3, 4], at: NOV_2026 };
        let (seq, mv) = next_move(&games[1].1);
        let end = Some(won(0, vec![1, 0]));
        let no_side = Some(won(5, vec![1, 0]));
        let jobs = vec![
            last,
            Job::Finish { id: other, finish: won(0, vec![101, 80]) },
            Job::Finish { id: over, finish: won(1, vec![0, 0]) },
            Job::Append { id: games[0].0, seq: 5, mv: mv.clone(), hand: None, finish: end.clone() },
            Job::Append { id: games[1].0, seq, mv, hand: None, finish: None },
            Job::Finish { id: games[2].0, finish: stopped },
            Job::Append { id: games[3].0, seq: taken, mv: mv3, hand: None, finish: end },
            Job::Append { id: games[4].0, seq: seq4, mv: mv4, hand: None, finish: no_side },
        ];
        assert_eq!(super::group::lone_jobs(&jobs).ends, [0, 1, 2, 3, 5, 6, 7]);
        let answers = answered_together_or_alone(&store, &jobs, together).await;
        assert!(answers[0].contains("Ok"), "{answers:?}");
        assert!(answers[1].contains("Ok"), "{answers:?}");
        assert!(answers[2].contains("Finished"), "{answers:?}");
        assert!(answers[3].contains("OutOfOrder"), "{answers:?}");
        assert!(answers[4].contains("Ok"), "{answers:?}");
        assert!(answers[5].contains("Ok"), "{answers:?}");
        assert!(answers[6].contains("Conflict"), "{answers:?}");
        assert!(answers[7].contains("Invalid"), "{answers:?}");
        // What is stored, and what the refused ends left as it was.
        let summary = |id| {
            let store = store.clone();
            async move {
                let s = store.match_summary(id).await.unwrap().unwrap();
                (s.status, s.scores, s.winner, s.moves)
            }
        };
        let playing = |moves| ("playing".to_string(), vec![0, 0], None, moves);
        assert_eq!(summary(other).await, ("finished".into(), vec![101, 80], Some(0), 0));
        assert_eq!(summary(over).await, ("aborted".into(), vec![0, 0], None, 0));
        assert_eq!(summary(games[0].0).await, playing(0));
        assert_eq!(summary(games[1].0).await, playing(1));
        assert_eq!(summary(games[2].0).await, ("aborted".into(), vec![3, 4], None, 0));
        assert_eq!(summary(games[3].0).await, playing(1));
        assert_eq!(summary(games[4].0).await, playing(0));
        let mut stored = Vec::new();
        for id in [played_id, other, over, games[0].0, games[1].0, games[2].0] {
            stored.push(format!("{:?}", store.match_summary(id).await.unwrap()));
            stored.push(format!("{:?}", store.hand_results(id).await.unwrap()));
        }
        for channel in [None, Some("a"), Some("b")] {
            for period in [Period::AllTime, Period::Month { year: 2026, month: 11 }] {
                let rows = store.standings(&query(channel, period, Board::Points)).await.unwrap();
                stored.push(format!("{rows:?}"));
            }
        }
        let server = store.standings(&query(None, Period::AllTime, Board::Points)).await.unwrap();
        let ana = server.iter().find(|r| r.name == "Ana").unwrap();
        assert_eq!(ana.matches, 2, "{server:?}");
        let stats = StatsQuery {
            user: UserRef::new(Platform::Discord, "ana"),
            server: "guild".into(),
            computers: false,
            periods: vec![Period::AllTime],
        };
        stored.push(format!("{:?}", store.player_stats(&stats).await.unwrap()));
        seen.push((answers, stored));
    }
    assert_eq!(seen[0], seen[1]);
}

/// Starts of several matches in one batch (three statements for all of them) store and
/// answer exactly what each would alone: their whole rows, seats and sides (partners among
/// four), a person in two seats under two names (the first seat's name, as alone), a person
/// renamed by a later start of the batch (the later name counts), a board channel and one
/// that is the match's own, a match of computers alone, a start that does not fit its rules
/// refused alone, and a start in a channel whose match an end in the same batch frees. Two
/// starts in one channel, or one in a channel already busy, fail the batch, whose jobs are
/// then tried alone: each busy one is told so, the others play.
async fn starts_in_one_batch_are_written_as_if_alone(kind: Kind) {
    let partners = RuleSet::build(Variant::Tablic, ["players=4", "partners=yes"]).unwrap();
    let mut seen = Vec::new();
    for together in [true, false] {
        let (_db, store) = kind.store().await;
        let gus = || vec![human("gus", "Gus"), computer()];
        let freed = store.create_match(&new_match("x", tablic(false), gus())).await.unwrap();
        let mut on_board =
            new_match("b", tablic(false), vec![human("ana", "Ana Marija"), computer()]);
        on_board.board = Some("lobby".into());
        let mut own_board = new_match("e", tablic(false), vec![computer(), computer()]);
        own_board.board = Some("e".into());
        let four = vec![human("bo", "Bo"), human("dan", "Dan"), human("fay", "Fay"), computer()];
        let people = |a: (&str, &str), b: (&str, &str)| vec![human(a.0, a.1), human(b.0, b.1)];
        let aborted = Finish { outcome: FinishOutcome::Aborted, scores: vec![0, 0], at: NOV_2026 };
        let jobs = vec![
            Job::Finish { id: freed, finish: aborted },
            Job::Create(new_match("a", tablic(false), people(("ana", "Ana"), ("bo", "Bo")))),
            Job::Create(on_board),
            Job::Create(new_match(
                "c",
                tablic(false),
                vec![human("eve", "Eve"), computer(), computer()],
            )),
            Job::Create(new_match("d", tablic(true), people(("cy", "Cy"), ("cy", "Cyril")))),
            Job::Create(own_board),
            Job::Create(new_match("f", partners.clone(), four)),
            Job::Create(new_match("x", tablic(false), gus())),
        ];
        let answers = answered_together_or_alone(&store, &jobs, together).await;
        for (i, answer) in answers.iter().enumerate() {
            let expected = match i {
                0 => "Written",
                3 => "Invalid",
                _ => "Created",
            };
            assert!(answer.contains(expected), "{i}: {answers:?}");
        }
        let mut stored = Vec::new();
        for channel in ["a", "b", "c", "d", "e", "f", "x"] {
            let key = ChannelKey::new(Platform::Discord, "guild", channel);
            stored.push(format!("{:?}", store.playing_in(&key).await.unwrap()));
        }
        assert!(stored[2] == "None", "{stored:?}");
        // Every column of every match row, as text.
        let rows = "SELECT platform || '|' || server || '|' || channel || '|' \
             || COALESCE(board_channel, '-') || '|' || variant || '|' || rules || '|' \
             || CAST(seed AS TEXT) || '|' || seats || '|' || status || '|' || scores || '|' \
             || CAST(created_at AS TEXT) || '|' || CAST(id AS TEXT) FROM matches ORDER BY id";
        let rows: Vec<String> = match &store.backend {
            Backend::Sqlite(b) => sqlx::query_scalar(rows).fetch_all(&b.read).await.unwrap(),
            Backend::Postgres(b) => sqlx::query_scalar(rows).fetch_all(&b.read).await.unwrap(),
        };
        assert_eq!(rows.len(), 7, "{rows:?}");
        assert!(rows[2].contains("|lobby|"), "{rows:?}");
        assert!(rows[4].starts_with("discord|guild|e|-|"), "its own board is none: {rows:?}");
        stored.extend(rows);
        let seats = |channel: &str, seat: u8, side: u8, person: &str| {
            let store = store.clone();
            let sql = format!(
                "SELECT COUNT(*) FROM match_players AS s JOIN players AS p ON p.id = s.player_id \
                 JOIN matches AS m ON m.id = s.match_id WHERE m.channel = '{channel}' \
                 AND m.status = 'playing' AND s.seat = {seat} AND s.side = {side} \
                 AND p.external_id = '{person}'"
            );
            async move { store.scalar_raw(&sql, &[]).await.unwrap() }
        };
        for (channel, seat, side, person) in [
            ("a", 0, 0, "ana"),
            ("a", 1, 1, "bo"),
            ("b", 0, 0, "ana"),
            ("d", 0, 0, "cy"),
            ("d", 1, 1, "cy"),
            ("f", 0, 0, "bo"),
            ("f", 1, 1, "dan"),
            ("f", 2, 0, "fay"),
            ("x", 0, 0, "gus"),
        ] {
            assert_eq!(seats(channel, seat, side, person).await, 1, "{channel} {seat} {person}");
        }
        let all = |sql: &'static str| {
            let store = store.clone();
            async move { store.scalar_raw(sql, &[]).await.unwrap() }
        };
        assert_eq!(all("SELECT COUNT(*) FROM match_players").await, 10);
        assert_eq!(all("SELECT COUNT(*) FROM players").await, 6);
        let named = |id: &str, name: &str| {
            format!("SELECT COUNT(*) FROM players WHERE external_id = '{id}' AND name = '{name}'")
        };
        let named = |id, name| {
            let (store, sql) = (store.clone(), named(id, name));
            async move { store.scalar_raw(&sql, &[]).await.unwrap() }
        };
        assert_eq!(named("ana", "Ana Marija").await, 1, "the later start's name counts");
        assert_eq!(named("cy", "Cy").await, 1, "within a start, the first seat's name counts");
        seen.push((answers, stored));
    }
    assert_eq!(seen[0], seen[1]);

    // Two starts in one channel, and one in a channel already busy: the batch fails, and its
    // jobs are tried alone.
    let (_db, store) = kind.store().await;
    store.create_match(&new_match("z", tablic(false), vec![computer(), computer()])).await.unwrap();
    let jobs: Vec<Job> =
        [("a", "ana", "Ana"), ("a", "bo", "Bo"), ("z", "cy", "Cy"), ("y", "dan", "Dan")]
            .map(|(channel, id, name)| {
                Job::Create(new_match(channel, tablic(false), vec![human(id, name), computer()]))
            })
            .into();
    let answers = super::group::commit(&store.backend, &mut Default::default(), &jobs).await;
    assert!(matches!(answers[0], Ok(Done::Created(_))), "{answers:?}");
    assert!(matches!(answers[1], Err(StoreError::ChannelBusy)), "{answers:?}");
    assert!(matches!(answers[2], Err(StoreError::ChannelBusy)), "{answers:?}");
    assert!(matches!(answers[3], Ok(Done::Created(_))), "{answers:?}");
    let key = ChannelKey::new(Platform::Discord, "guild", "a");
    let playing = store.playing_in(&key).await.unwrap().unwrap();
    assert_eq!(format!("{:?}", playing.seats[0]), format!("{:?}", human("ana", "Ana")));
}

/// A move whose write fails inside a batch (its hand's number stored meanwhile, as by
/// another process: no check before the write can see it) fails the whole batch rather than
/// being answered as refused. On PostgreSQL the failed statement aborts the transaction, and
/// its COMMIT would roll back the batch's other writes without an error while they were
/// answered as written; on SQLite the move would stay stored without its hand. Tried alone
/// by the group commit, the other move is written and this one is a conflict.
async fn a_write_that_fails_inside_a_batch_fails_the_batch(kind: Kind) {
    let (_db, store) = kind.store().await;
    let games = open_games(&store, 1).await;
    let (id, game) = &games[0];
    let (first_seq, first) = next_move(game);
    let mut after = game.clone();
    after.apply(first.clone()).unwrap();
    let (second_seq, second) = next_move(&after);
    let hand = HandResult { number: 1, ..HandResult::default() };
    let text = serde_json::to_string(&hand).unwrap();
    let stray = "INSERT INTO hand_results (match_id, number, result) VALUES";
    run_on_writer(&store, &format!("{stray} ({}, 1, '{text}')", id.0)).await;
    // Two jobs of one match: the batch runs them one after the other in its transaction.
    let jobs = vec![
        Job::Append { id: *id, seq: first_seq, mv: first, hand: None, finish: None },
        Job::Append { id: *id, seq: second_seq, mv: second, hand: Some(hand), finish: None },
    ];
    let stored = |store: Store| async move { store.load(*id).await.unwrap().unwrap().moves.len() };
    let batch = match &store.backend {
        Backend::Sqlite(b) => b.try_batch(&mut Default::default(), &jobs).await,
        Backend::Postgres(b) => b.try_batch(&mut Default::default(), &jobs).await,
    };
    assert!(batch.is_err(), "{batch:?}");
    assert_eq!(stored(store.clone()).await, 0, "a failed batch stores nothing");
    let answers = super::group::commit(&store.backend, &mut Default::default(), &jobs).await;
    assert!(matches!(answers[0], Ok(Done::Written)), "{answers:?}");
    assert!(matches!(answers[1], Err(StoreError::Conflict)), "{answers:?}");
    assert_eq!(stored(store.clone()).await, 1, "the written move, and only it");
    assert_eq!(store.hand_results(*id).await.unwrap().len(), 1, "the stray hand alone");
}

/// Starts `n` matches between a person and a computer, in channels `c0`, `c1`, ….
async fn open_games(store: &Store, n: u64) -> Vec<(MatchId, Match)> {
    let mut games = Vec::new();
    for t in 0..n {
        let seats = vec![human(&t.to_string(), "P"), computer()];
        let new = NewMatch { seed: t, ..new_match(&format!("c{t}"), tablic(false), seats) };
        let id = store.create_match(&new).await.unwrap();
        games.push((id, Match::new(new.rules.clone(), new.seed)));
    }
    games
}

/// The next move of a game, as the greedy computer would make it, and its number.
fn next_move(game: &Match) -> (u64, Move) {
    let rules = game.rules().clone();
    let mut gen = CaptureGen::new(&rules);
    let points = PointMasks::new(rules.card_points);
    let seat = game.to_move().unwrap();
    let view = SeatView::of(&rules, game.hand(), seat);
    let (card, take) = Bot::new(Level::Greedy, 7).choose(&view, &mut gen, &points).unwrap();
    (game.log().len() as u64, Move { seat, action: Action::Play { card, take } })
}

/// Moves sent by many games at once are all stored, and share commits: the writer takes what
/// queued while its last commit ran.
async fn concurrent_moves_are_committed_together(kind: Kind) {
    let (_db, store) = kind.store().await;
    let games = open_games(&store, 48).await;
    let before = match &store.backend {
        Backend::Sqlite(b) => b.commits(),
        Backend::Postgres(_) => 0,
    };
    let mut tasks = Vec::new();
    for (id, mut game) in games {
        let store = store.clone();
        tasks.push(tokio::spawn(async move {
            for _ in 0..6 {
                let (seq, mv) = next_move(&game);
                let outcome = game.apply(mv.clone()).unwrap();
                store.append(id, seq, &mv, outcome.hand_result.as_ref(), None).await.unwrap();
            }
            (id, game)
        }));
    }
    for task in tasks {
        let (id, game) = task.await.unwrap();
        assert_eq!(store.load(id).await.unwrap().unwrap().moves, game.log());
    }
    if let Backend::Sqlite(b) = &store.backend {
        let commits = b.commits() - before;
        assert!(commits < 48 * 6, "{commits} commits for {} moves: none shared", 48 * 6);
    }
}

/// A stale move refused inside a group commit takes nothing of the others with it.
async fn a_refused_write_in_a_group_commit_leaves_the_others_committed(kind: Kind) {
    let (_db, store) = kind.store().await;
    let games = open_games(&store, 16).await;
    let mut calls = Vec::new();
    for (i, (id, game)) in games.iter().enumerate() {
        let (seq, mv) = next_move(game);
        let (one, id, mv2) = (store.clone(), *id, mv.clone());
        calls.push(tokio::spawn(async move { one.append(id, seq, &mv2, None, None).await }));
        if i % 4 == 0 {
            // The same move again, at once: exactly one of the two is stored.
            let store = store.clone();
            calls.push(tokio::spawn(async move { store.append(id, seq, &mv, None, None).await }));
        }
    }
    let mut refused = 0;
    for call in calls {
        match call.await.unwrap() {
            Ok(()) => {}
            Err(StoreError::Conflict) => refused += 1,
            Err(e) => panic!("{e:?}"),
        }
    }
    assert_eq!(refused, 4);
    for (id, _) in &games {
        assert_eq!(store.match_summary(*id).await.unwrap().unwrap().moves, 1);
    }
    // An append to no match and one out of order, among good ones: each answered alone.
    let (id, game) = &games[1];
    let mut game = game.clone();
    game.apply(next_move(&game).1).unwrap();
    let (seq, mv) = next_move(&game);
    let (a, b, c) = tokio::join!(
        store.append(*id, seq, &mv, None, None),
        store.append(MatchId(-5), 0, &mv, None, None),
        store.append(games[2].0, 7, &mv, None, None),
    );
    a.unwrap();
    assert!(matches!(b, Err(StoreError::NotFound(_))), "{b:?}");
    assert!(matches!(c, Err(StoreError::OutOfOrder { expected: 1, got: 7 })), "{c:?}");
}

/// One batch of plain moves, written by one statement, answers every move as it would be
/// answered alone: a stale one, one out of order, one of no match, one of a match that ended,
/// and the good ones stored.
async fn a_batch_of_moves_answers_each_move_as_if_alone(kind: Kind) {
    let (_db, store) = kind.store().await;
    let games = open_games(&store, 5).await;
    let (seq, mv) = next_move(&games[0].1);
    store.append(games[0].0, seq, &mv, None, None).await.unwrap();
    let finish = Finish { outcome: FinishOutcome::Aborted, scores: vec![0, 0], at: NOV_2026 };
    store.finish(games[4].0, &finish).await.unwrap();
    let append = |id: MatchId, seq: u64, mv: &Move| Job::Append {
        id,
        seq,
        mv: mv.clone(),
        hand: None,
        finish: None,
    };
    let (_, first) = next_move(&games[1].1);
    let jobs = vec![
        append(games[0].0, 0, &mv),
        append(games[1].0, 0, &first),
        append(games[2].0, 5, &first),
        append(MatchId(-5), 0, &first),
        append(games[3].0, 0, &next_move(&games[3].1).1),
        append(games[4].0, 0, &first),
    ];
    let answers = match &store.backend {
        Backend::Sqlite(b) => b.try_batch(&mut Default::default(), &jobs).await,
        Backend::Postgres(b) => b.try_batch(&mut Default::default(), &jobs).await,
    }
    .unwrap();
    assert!(matches!(answers[0], Err(StoreError::Conflict)), "{:?}", answers[0]);
    assert!(matches!(answers[1], Ok(Done::Written)), "{:?}", answers[1]);
    assert!(
        matches!(answers[2], Err(StoreError::OutOfOrder { expected: 0, got: 5 })),
        "{:?}",
        answers[2]
    );
    assert!(matches!(answers[3], Err(StoreError::NotFound(MatchId(-5)))), "{:?}", answers[3]);
    assert!(matches!(answers[4], Ok(Done::Written)), "{:?}", answers[4]);
    assert!(matches!(answers[5], Err(StoreError::Finished(_))), "{:?}", answers[5]);
    for (game, moves) in games.iter().zip([1, 1, 0, 1, 0]) {
        assert_eq!(store.match_summary(game.0).await.unwrap().unwrap().moves, moves);
    }
    let stored = store.load(games[1].0).await.unwrap().unwrap();
    assert_eq!(stored.moves, vec![first]);
}

/// Moves that end a hand, committed in one batch: each keeps its hand result, which its own
/// match's running scores then count (after a first hand committed alone), as when committed
/// alone, and leaves the match's row alone; a refused one (stale, or its match ended) stores
/// neither. Both ways a batch is
/// written: plain moves only (one statement) and beside a new match (the general path).
async fn hands_ended_in_one_batch_keep_their_results_and_scores(kind: Kind) {
    for with_new_match in [false, true] {
        let (_db, store) = kind.store().await;
        let mut jobs = Vec::new();
        let mut expected = Vec::new();
        let games = open_games(&store, 5).await;
        let mut second_hands = Vec::new();
        for (id, mut game) in games {
            // Played alone through the first hand and up to the second's last move.
            let mut results = Vec::new();
            loop {
                let (seq, mv) = next_move(&game);
                let mut after = game.clone();
                let outcome = after.apply(mv.clone()).unwrap();
                if let Some(result) = outcome.hand_result {
                    assert!(!outcome.match_over);
                    if !results.is_empty() {
                        second_hands.push((
                            id,
                            seq,
                            mv,
                            result,
                            results.clone(),
                            game.scores().to_vec(),
                            after.scores().to_vec(),
                        ));
                        break;
                    }
                    store.append(id, seq, &mv, Some(&result), None).await.unwrap();
                    results.push(result);
                } else {
                    store.append(id, seq, &mv, None, None).await.unwrap();
                }
                game = after;
            }
        }
        for (k, (id, seq, mv, result, first, before, after)) in second_hands.into_iter().enumerate()
        {
            let summary = store.match_summary(id).await.unwrap().unwrap();
            assert_eq!(summary.scores, before, "the first hand's scores, stored alone");
            assert!(before.iter().any(|&s| s > 0), "{before:?}");
            match k {
                // A stale move (its number taken: a conflict) and a move of an ended match:
                // refused, and neither their results nor their scores are stored.
                3 => {
                    let stale =
                        Job::Append { id, seq: seq - 1, mv, hand: Some(result), finish: None };
                    jobs.push(stale);
                    expected.push((id, first, before, false));
                }
                4 => {
                    let abort = Finish {
                        outcome: FinishOutcome::Aborted,
                        scores: vec![0, 0],
                        at: NOV_2026,
                    };
                    store.finish(id, &abort).await.unwrap();
                    jobs.push(Job::Append { id, seq, mv, hand: Some(result), finish: None });
                    expected.push((id, first, vec![0, 0], false));
                }
                _ => {
                    jobs.push(Job::Append {
                        id,
                        seq,
                        mv,
                        hand: Some(result.clone()),
                        finish: None,
                    });
                    expected.push((id, [first, vec![result]].concat(), after, true));
                }
            }
        }
        if with_new_match {
            let seats = vec![human("9", "P"), computer()];
            jobs.push(Job::Create(new_match("c-new", tablic(false), seats)));
        }
        let answers = match &store.backend {
            Backend::Sqlite(b) => b.try_batch(&mut Default::default(), &jobs).await,
            Backend::Postgres(b) => b.try_batch(&mut Default::default(), &jobs).await,
        }
        .unwrap();
        for (k, (id, results, scores, written)) in expected.into_iter().enumerate() {
            assert_eq!(matches!(answers[k], Ok(Done::Written)), written, "{:?}", answers[k]);
            assert_eq!(store.hand_results(id).await.unwrap(), results, "match {k}");
            assert_eq!(store.match_summary(id).await.unwrap().unwrap().scores, scores, "match {k}");
            // The aborted one's final scores are zeros too.
            assert_eq!(row_scores(&store, id).await, "[0,0]", "match {k}: no running scores");
        }
        assert!(matches!(answers[3], Err(StoreError::Conflict)), "{:?}", answers[3]);
        assert!(matches!(answers[4], Err(StoreError::Finished(_))), "{:?}", answers[4]);
        assert_eq!(answers.len(), jobs.len());
    }
}

/// A match in play is scored by its stored hands, whatever its row holds: the hands' writes
/// leave the row alone (its scores are written when the match ends; a row an older version
/// stored mid-play already holds running scores, which must not count twice), and a hand that
/// no longer reads is left out. A match set aside is scored so too (no end wrote its row);
/// one that ended, by the final scores its end wrote.
async fn a_match_in_play_scores_the_sum_of_its_stored_hands(kind: Kind) {
    let (_db, store) = kind.store().await;
    let mut games = open_games(&store, 2).await;
    let (id, mut game) = games.remove(0);
    assert_eq!(store.match_summary(id).await.unwrap().unwrap().scores, vec![0, 0], "no hand yet");
    let mut results = Vec::new();
    while results.len() < 2 {
        let (seq, mv) = next_move(&game);
        let outcome = game.apply(mv.clone()).unwrap();
        assert!(!outcome.match_over);
        store.append(id, seq, &mv, outcome.hand_result.as_ref(), None).await.unwrap();
        if let Some(result) = outcome.hand_result {
            results.push(result);
            let summary = store.match_summary(id).await.unwrap().unwrap();
            assert_eq!(summary.scores, game.scores().to_vec(), "after hand {}", results.len());
        }
    }
    assert_eq!(row_scores(&store, id).await, "[0,0]", "the hands left the row alone");
    let played = game.scores().to_vec();
    assert!(played.iter().any(|&s| s > 0), "{played:?}");
    // What a match in play stored by an older version holds: its running scores in the row.
    let stale = serde_json::to_string(&played).unwrap();
    run_on_writer(&store, &format!("UPDATE matches SET scores = '{stale}' WHERE id = {}", id.0))
        .await;
    assert_eq!(store.match_summary(id).await.unwrap().unwrap().scores, played, "counted once");
    // The first hand no longer reads: the second alone is summed.
    run_on_writer(
        &store,
        &format!(
            "UPDATE hand_results SET result = '{{\"unreadable\": 1}}' \
             WHERE match_id = {} AND number = {}",
            id.0, results[0].number
        ),
    )
    .await;
    assert_eq!(store.match_summary(id).await.unwrap().unwrap().scores, results[1].total);
    assert!(store.mark_unreadable(id, NOV_2026).await.unwrap());
    let summary = store.match_summary(id).await.unwrap().unwrap();
    assert_eq!((summary.status.as_str(), summary.scores), ("unreadable", results[1].total.clone()));

    let (id, mut game) = games.remove(0);
    loop {
        let (seq, mv) = next_move(&game);
        let outcome = game.apply(mv.clone()).unwrap();
        store.append(id, seq, &mv, outcome.hand_result.as_ref(), None).await.unwrap();
        if outcome.hand_result.is_some() {
            break;
        }
    }
    let end = Finish { outcome: FinishOutcome::Aborted, scores: vec![3, 4], at: NOV_2026 };
    store.finish(id, &end).await.unwrap();
    let summary = store.match_summary(id).await.unwrap().unwrap();
    assert_eq!((summary.status.as_str(), summary.scores), ("aborted", vec![3, 4]));
}

/// The scores a match's row holds, as stored (text).
async fn row_scores(store: &Store, id: MatchId) -> String {
    let sql = "SELECT scores FROM matches WHERE id = $1";
    match &store.backend {
        Backend::Sqlite(b) => sqlx::query_scalar(sql).bind(id.0).fetch_one(&b.read).await,
        Backend::Postgres(b) => sqlx::query_scalar(sql).bind(id.0).fetch_one(&b.read).await,
    }
    .unwrap()
}

/// Runs `sql` (statements separated by `;;`) on the store's writer pool, whatever the engine.
async fn run_on_writer(store: &Store, sql: &str) {
    for statement in sql.split(";;") {
        match &store.backend {
            Backend::Sqlite(b) => sqlx::query(statement).execute(&b.write).await.map(|_| ()),
            Backend::Postgres(b) => sqlx::query(statement).execute(&b.write).await.map(|_| ()),
        }
        .unwrap();
    }
}

/// SQLite has one write connection, which the group writer keeps from batch to batch while
/// jobs wait: the store's other writes still get it after a few batches, not only once the
/// moves stop coming. (One move a batch here, all queued at once, so the queue stays full for
/// forty batches.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn other_writes_get_the_sqlite_writer_between_batches_of_moves() {
    let dir = TempDir::new().unwrap();
    let url = format!("sqlite://{}", dir.path().join("tablic.db").display());
    let options = StoreOptions { batch: 1, ..StoreOptions::default() };
    let store = Store::open_url_with(&url, &options).await.unwrap();
    let games = open_games(&store, 40).await;
    let committed = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let mut moves = Vec::new();
    for (id, game) in &games {
        let (store, committed, id) = (store.clone(), Arc::clone(&committed), *id);
        let (seq, mv) = next_move(game);
        moves.push(tokio::spawn(async move {
            store.append(id, seq, &mv, None, None).await.unwrap();
            committed.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        }));
    }
    let value = serde_json::json!({ "lang": "hr" });
    store.set_settings(Platform::Discord, "g", &value).await.unwrap();
    let before_it = committed.load(std::sync::atomic::Ordering::SeqCst);
    for task in moves {
        task.await.unwrap();
    }
    assert!(before_it < games.len(), "the settings waited for all {before_it} moves");
    assert_eq!(store.settings(Platform::Discord, "g").await.unwrap(), Some(value));
    for (id, _) in &games {
        assert_eq!(store.match_summary(*id).await.unwrap().unwrap().moves, 1);
    }
}

/// Lets go of the write connection `held`, waits for `tasks`, and returns what they said on
/// `answered`, in the order they said it.
async fn answers_once_let_go<C>(
    held: C,
    tasks: Vec<tokio::task::JoinHandle<()>>,
    answered: &mut tokio::sync::mpsc::UnboundedReceiver<String>,
) -> Vec<String> {
    drop(held);
    for task in tasks {
        task.await.unwrap();
    }
    let mut seen = Vec::new();
    while let Ok(what) = answered.try_recv() {
        seen.push(what);
    }
    seen
}

/// Waits until `queued` jobs have been queued at the group commit (since it had `since`) and
/// `waiting` of them wait there, the others taken by the writer.
async fn until_backlog(store: &Store, since: u64, queued: u64, waiting: usize) {
    let queued = since + queued;
    let reached = async {
        while store.writer.backlog() != (queued, Some(waiting)) {
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
    };
    let waited = tokio::time::timeout(Duration::from_secs(30), reached).await;
    assert!(waited.is_ok(), "backlog {:?}, not ({queued}, {waiting})", store.writer.backlog());
}

/// Plays the next move of `games[k]` in a task of its own, saying "move k" on `done` once it
/// is committed.
fn spawn_move(
    store: &Store,
    games: &[(MatchId, Match)],
    k: usize,
    done: &tokio::sync::mpsc::UnboundedSender<String>,
) -> tokio::task::JoinHandle<()> {
    let (store, done) = (store.clone(), done.clone());
    let (id, game) = games[k].clone();
    tokio::spawn(async move {
        let (seq, mv) = next_move(&game);
        store.append(id, seq, &mv, None, None).await.unwrap();
        done.send(format!("move {k}")).unwrap();
    })
}

/// A match's end queued with plain moves does not hold them up: the writer commits and
/// answers the plain moves first, in a commit of their own, then the end (seven round trips
/// to the database). Here the write connection is held while the jobs queue, so that they
/// are taken as one batch once it is let go.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn plain_moves_batched_with_a_match_end_are_committed_first() {
    let dir = TempDir::new().unwrap();
    let url = format!("sqlite://{}", dir.path().join("tablic.db").display());
    let store = Store::open_url(&url).await.unwrap();
    let games = open_games(&store, 4).await;
    let Backend::Sqlite(backend) = &store.backend else { unreachable!() };
    let held = backend.write.acquire().await.unwrap();
    let before = backend.commits();
    let since = store.writer.backlog().0;
    // The first job waits for the connection; the others queue behind it.
    let mut order = Vec::new();
    let (done, mut answered) = tokio::sync::mpsc::unbounded_channel();
    let spawn_move = |k: usize| spawn_move(&store, &games, k, &done);
    order.push(spawn_move(0));
    until_backlog(&store, since, 1, 0).await;
    order.push(spawn_move(1));
    let ended = games[2].0;
    let end = {
        let (store, done) = (store.clone(), done.clone());
        tokio::spawn(async move {
            let abort = Finish { outcome: FinishOutcome::Aborted, scores: vec![0, 0], at: 0 };
            store.finish(ended, &abort).await.unwrap();
            done.send("end".to_string()).unwrap();
        })
    };
    order.push(end);
    order.push(spawn_move(3));
    until_backlog(&store, since, 4, 3).await;
    let seen = answers_once_let_go(held, order, &mut answered).await;
    assert_eq!(seen.len(), 4, "{seen:?}");
    assert_eq!(seen.last().map(String::as_str), Some("end"), "{seen:?}");
    // The first move alone, then the two plain moves, then the end.
    assert_eq!(backend.commits() - before, 3);
    for (k, (id, _)) in games.iter().enumerate() {
        let summary = store.match_summary(*id).await.unwrap().unwrap();
        let (moves, status) = if k == 2 { (0, "aborted") } else { (1, "playing") };
        assert_eq!((summary.moves, summary.status.as_str()), (moves, status), "game {k}");
    }
}

/// A writer's batch with starts and ends: its plain moves are committed at once, the rest
/// goes to the slow lane, which takes [`END_CHUNK`](super::group::END_CHUNK) to a transaction
/// in the order queued (one transaction of them all held every move behind it for tens of
/// milliseconds).
#[test]
fn a_batch_commits_its_plain_moves_and_leaves_starts_and_ends_to_the_slow_lane() {
    use super::group::{split, END_CHUNK};
    let abort = || Finish { outcome: FinishOutcome::Aborted, scores: vec![0, 0], at: 0 };
    let mv = Move {
        seat: 0,
        action: Action::Play { card: "KS".parse::<Card>().unwrap(), take: CardSet::EMPTY },
    };
    let append = |id: i64, seq: u64| Job::Append {
        id: MatchId(id),
        seq,
        mv: mv.clone(),
        hand: None,
        finish: None,
    };
    let mut jobs: Vec<Job> = (0..END_CHUNK as i64 + 3)
        .map(|id| Job::Finish { id: MatchId(id), finish: abort() })
        .collect();
    jobs.insert(2, append(100, 5));
    jobs.push(Job::Create(new_match("c", tablic(false), vec![human("1", "P"), computer()])));
    // Two jobs of one match stay together, in order.
    jobs.push(append(200, 7));
    jobs.push(Job::Finish { id: MatchId(200), finish: abort() });
    jobs.push(append(101, 9));
    let name = |job: &Job| match job {
        Job::Create(_) => "start".to_string(),
        Job::Append { id, finish: None, .. } => format!("move {}", id.0),
        Job::Append { id, .. } | Job::Finish { id, .. } => format!("end {}", id.0),
    };
    let parts = split(jobs);
    let names = |jobs: &[Job]| jobs.iter().map(name).collect::<Vec<_>>();
    assert_eq!(names(&parts.plain), ["move 100", "move 101"]);
    let mut others: Vec<String> = (0..END_CHUNK + 3).map(|id| format!("end {id}")).collect();
    others.extend(["start".into(), "move 200".into(), "end 200".into()]);
    assert_eq!(names(&parts.others), others);
    // Moves alone are one transaction, and nothing is left to the slow lane.
    let parts = split(vec![append(1, 1), append(2, 1)]);
    assert!(parts.others.is_empty());
    assert_eq!(names(&parts.plain), ["move 1", "move 2"]);
}

/// A connection of its own on the database at `url` holding `ids`' match rows locked, as
/// another process's transaction would, until it rolls back.
async fn locked(url: &str, ids: &[MatchId]) -> sqlx::PgConnection {
    use sqlx::Connection;
    let mut conn = sqlx::PgConnection::connect(url).await.unwrap();
    sqlx::query("BEGIN").execute(&mut conn).await.unwrap();
    let ids: Vec<i64> = ids.iter().map(|id| id.0).collect();
    sqlx::query("SELECT id FROM matches WHERE id = ANY($1) FOR UPDATE")
        .bind(ids)
        .fetch_all(&mut conn)
        .await
        .unwrap();
    conn
}

/// Aborts match `id` in a task of its own.
fn spawn_abort(store: &Store, id: MatchId) -> tokio::task::JoinHandle<()> {
    let store = store.clone();
    tokio::spawn(async move {
        let abort = Finish { outcome: FinishOutcome::Aborted, scores: vec![0, 0], at: 0 };
        store.finish(id, &abort).await.unwrap();
    })
}

/// One writer at a time commits starts and ends, so another is free for plain moves: with
/// both PostgreSQL writers committing a round's ends and starts, the moves of the games still
/// playing waited 5–25 ms behind them. Here two ends are held up by a lock on their matches,
/// and a move of a third game is committed meanwhile.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_is_committed_while_ends_are_held_up_on_postgres() {
    let url = pg_harness::Cluster::shared().fresh_database();
    let store = Store::open_url(&url).await.unwrap();
    let games = open_games(&store, 3).await;
    let mut held = locked(&url, &[games[0].0, games[1].0]).await;
    let end = |k: usize| spawn_abort(&store, games[k].0);
    // Each end taken by a writer before the next job comes.
    let taken = |n: u64| {
        let store = store.clone();
        async move {
            while store.writer.received() < n {
                tokio::time::sleep(Duration::from_millis(1)).await;
            }
        }
    };
    let since = store.writer.received();
    let first = end(0);
    tokio::time::timeout(Duration::from_secs(30), taken(since + 1)).await.expect("first taken");
    let ends = [first, end(1)];
    tokio::time::timeout(Duration::from_secs(30), taken(since + 2)).await.expect("both taken");
    let (done, mut answered) = tokio::sync::mpsc::unbounded_channel();
    let moved = spawn_move(&store, &games, 2, &done);
    let answer = tokio::time::timeout(Duration::from_secs(30), answered.recv()).await;
    assert_eq!(answer.expect("the move committed").unwrap(), "move 2");
    moved.await.unwrap();
    // Before the ends: they still wait for the lock (held for longer, they would fail on the
    // lock timeout, and the move was only committed then).
    assert!(ends.iter().all(|end| !end.is_finished()), "the move waited for the ends");
    sqlx::query("ROLLBACK").execute(&mut held).await.unwrap();
    for task in ends {
        tokio::time::timeout(Duration::from_secs(30), task).await.expect("ends committed").unwrap();
    }
    for (id, _) in &games[..2] {
        assert_eq!(store.match_summary(*id).await.unwrap().unwrap().status, "aborted");
    }
}

/// An end held up by a lock on its match (another process's, up to the lock timeout) holds
/// the slow lane, but not every other start and end: after the lane's patience a second writer
/// commits the next chunk.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_end_held_up_by_a_lock_does_not_hold_up_the_other_ends_on_postgres() {
    let url = pg_harness::Cluster::shared().fresh_database();
    let store = Store::open_url(&url).await.unwrap();
    let games = open_games(&store, 2).await;
    let mut held = locked(&url, &[games[0].0]).await;
    let end = |k: usize| spawn_abort(&store, games[k].0);
    let since = store.writer.received();
    let stuck = end(0);
    while store.writer.received() < since + 1 {
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
    let free = end(1);
    tokio::time::timeout(Duration::from_secs(30), free).await.expect("the other end").unwrap();
    // Before the first: it still waits for the lock (held for longer, it would fail on the lock
    // timeout, and the other end was only committed then).
    assert!(!stuck.is_finished(), "the other end waited for the stuck one");
    sqlx::query("ROLLBACK").execute(&mut held).await.unwrap();
    tokio::time::timeout(Duration::from_secs(30), stuck).await.expect("the first end").unwrap();
    for (id, _) in &games {
        assert_eq!(store.match_summary(*id).await.unwrap().unwrap().status, "aborted");
    }
}

/// Starts and ends queued at once, many more than a transaction takes, are all committed,
/// with every writer (PostgreSQL has two): a writer holding the rest of them once waited for
/// the queue while the other held it waiting for a job, and none came.
async fn many_starts_and_ends_queued_at_once_are_all_committed(kind: Kind) {
    use super::group::END_CHUNK;
    let (_db, store) = kind.store().await;
    let games = open_games(&store, 25 * END_CHUNK as u64).await;
    // Every game's end at once, then as many starts at once: nothing else comes meanwhile.
    let ends = games.iter().map(|(id, _)| {
        let (store, id) = (store.clone(), *id);
        tokio::spawn(async move {
            let abort = Finish { outcome: FinishOutcome::Aborted, scores: vec![0, 0], at: 0 };
            store.finish(id, &abort).await.unwrap();
        })
    });
    let ends: Vec<_> = ends.collect();
    let ended = async {
        for task in ends {
            task.await.unwrap();
        }
    };
    tokio::time::timeout(Duration::from_secs(60), ended).await.expect("every end committed");
    let starts = (0..games.len()).map(|k| {
        let store = store.clone();
        tokio::spawn(async move {
            let seats = vec![human(&k.to_string(), "P"), computer()];
            store.create_match(&new_match(&format!("d{k}"), tablic(false), seats)).await.unwrap()
        })
    });
    let starts: Vec<_> = starts.collect();
    let started = async {
        let mut next = Vec::new();
        for task in starts {
            next.push(task.await.unwrap());
        }
        next
    };
    let next = tokio::time::timeout(Duration::from_secs(60), started).await.expect("every start");
    for ((id, _), new) in games.iter().zip(next) {
        assert_eq!(store.match_summary(*id).await.unwrap().unwrap().status, "aborted");
        assert_eq!(store.match_summary(new).await.unwrap().unwrap().status, "playing");
    }
}

/// Through the writer: a plain move queued with more ends than a transaction takes is
/// committed first, the ends in chunks; every end is written.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_ends_queued_together_are_committed_in_chunks() {
    use super::group::END_CHUNK;
    let dir = TempDir::new().unwrap();
    let url = format!("sqlite://{}", dir.path().join("tablic.db").display());
    let store = Store::open_url(&url).await.unwrap();
    let games = open_games(&store, 2 * END_CHUNK as u64 + 3).await;
    let Backend::Sqlite(backend) = &store.backend else { unreachable!() };
    let held = backend.write.acquire().await.unwrap();
    let before = backend.commits();
    let since = store.writer.backlog().0;
    let (done, mut answered) = tokio::sync::mpsc::unbounded_channel();
    let mut tasks = Vec::new();
    let spawn_move = |k: usize| spawn_move(&store, &games, k, &done);
    // The first job waits for the connection; the others queue behind it.
    tasks.push(spawn_move(0));
    until_backlog(&store, since, 1, 0).await;
    for (k, (id, _)) in games.iter().enumerate().take(2 * END_CHUNK + 2).skip(1) {
        let (store, done, id) = (store.clone(), done.clone(), *id);
        tasks.push(tokio::spawn(async move {
            let abort = Finish { outcome: FinishOutcome::Aborted, scores: vec![0, 0], at: 0 };
            store.finish(id, &abort).await.unwrap();
            done.send(format!("end {k}")).unwrap();
        }));
    }
    tasks.push(spawn_move(2 * END_CHUNK + 2));
    until_backlog(&store, since, 2 * END_CHUNK as u64 + 3, 2 * END_CHUNK + 2).await;
    let seen = answers_once_let_go(held, tasks, &mut answered).await;
    assert_eq!(seen.len(), 2 * END_CHUNK + 3, "{seen:?}");
    assert_eq!(seen[..2], ["move 0".to_string(), format!("move {}", 2 * END_CHUNK + 2)]);
    // The first move alone, the other plain move, then the ends in three chunks.
    assert_eq!(backend.commits() - before, 5);
    for (k, (id, _)) in games.iter().enumerate() {
        let summary = store.match_summary(*id).await.unwrap().unwrap();
        let ended = (1..=2 * END_CHUNK + 1).contains(&k);
        let status = if ended { "aborted" } else { "playing" };
        assert_eq!(summary.status, status, "game {k}");
    }
}

/// A move stored under the same number between the check and the insert (here by a trigger;
/// in life another handle on the file, or on PostgreSQL another process between the heads'
/// snapshot and their lock) is a conflict — "try again" — whether it came alone or in a
/// batch, and the others of the batch are stored.
async fn a_move_stored_meanwhile_under_the_same_number_is_a_conflict(kind: Kind) {
    let (_db, store) = kind.store().await;
    let games = open_games(&store, 3).await;
    let doubled = games[1].0 .0;
    let trigger = match kind {
        Kind::Sqlite => format!(
            "CREATE TRIGGER doubled BEFORE INSERT ON moves WHEN NEW.match_id = {doubled} BEGIN \
             INSERT OR IGNORE INTO moves (match_id, seq, seat, action) \
             VALUES (NEW.match_id, NEW.seq, NEW.seat, NEW.action); END"
        ),
        // The trigger's own insert does not fire it again (depth 1).
        Kind::Postgres => format!(
            "CREATE FUNCTION doubled() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
             INSERT INTO moves (match_id, seq, seat, action) \
             VALUES (NEW.match_id, NEW.seq, NEW.seat, NEW.action) ON CONFLICT DO NOTHING; \
             RETURN NEW; END $$;; \
             CREATE TRIGGER doubled BEFORE INSERT ON moves FOR EACH ROW \
             WHEN (NEW.match_id = {doubled} AND pg_trigger_depth() < 1) \
             EXECUTE FUNCTION doubled()"
        ),
    };
    run_on_writer(&store, &trigger).await;
    let (seq, mv) = next_move(&games[1].1);
    let err = store.append(games[1].0, seq, &mv, None, None).await.unwrap_err();
    assert!(matches!(err, StoreError::Conflict), "{err:?}");
    let jobs: Vec<Job> = games
        .iter()
        .map(|game| {
            let (seq, mv) = next_move(&game.1);
            Job::Append { id: game.0, seq, mv, hand: None, finish: None }
        })
        .collect();
    let mut hold = super::group::WriterHold::default();
    let err = batch_on(&store, &mut hold, &jobs).await.unwrap_err();
    assert!(matches!(err, StoreError::Conflict), "{err:?}");
    hold.release();
    // Through the group commit the batch is tried move by move: the doubled one alone fails.
    let moves: Vec<_> = games.iter().map(|g| (g.0, next_move(&g.1))).collect();
    let (a, b, c) = tokio::join!(
        store.append(moves[0].0, moves[0].1 .0, &moves[0].1 .1, None, None),
        store.append(moves[1].0, moves[1].1 .0, &moves[1].1 .1, None, None),
        store.append(moves[2].0, moves[2].1 .0, &moves[2].1 .1, None, None),
    );
    a.unwrap();
    assert!(matches!(b, Err(StoreError::Conflict)), "{b:?}");
    c.unwrap();
}

/// One batch straight to the engine, SQLite's write connection kept in `hold`.
async fn batch_on(
    store: &Store,
    hold: &mut super::group::WriterHold,
    jobs: &[Job],
) -> Result<Vec<Result<Done, StoreError>>, StoreError> {
    match &store.backend {
        Backend::Sqlite(b) => b.try_batch(hold, jobs).await,
        Backend::Postgres(b) => b.try_batch(hold, jobs).await,
    }
}

/// The answers to `jobs` committed as one batch (`together`) or each as a batch of its own.
async fn answered_together_or_alone(store: &Store, jobs: &[Job], together: bool) -> Vec<String> {
    let batches: Vec<&[Job]> = if together { vec![jobs] } else { jobs.chunks(1).collect() };
    let mut answers = Vec::new();
    for batch in batches {
        let done = batch_on(store, &mut Default::default(), batch).await;
        answers.extend(done.unwrap().into_iter().map(|a| format!("{a:?}")));
    }
    answers
}

/// A batch whose rows fail to insert after every check passed (here a trigger; in life a
/// doubled move from another process, a full disk) stores none of its moves, and leaves the
/// writer's connection out of its transaction: the next batch commits, and through the group
/// commit the failing move fails alone while the others are stored.
async fn a_batch_that_fails_as_a_whole_stores_nothing_and_the_writer_goes_on(kind: Kind) {
    let (_db, store) = kind.store().await;
    let games = open_games(&store, 3).await;
    let refused = games[1].0 .0;
    let (create, drop) = match kind {
        Kind::Sqlite => (
            format!(
                "CREATE TRIGGER refuse_moves BEFORE INSERT ON moves WHEN NEW.match_id = {refused} \
                 BEGIN SELECT RAISE(ABORT, 'refused by the test'); END"
            ),
            "DROP TRIGGER refuse_moves".to_string(),
        ),
        Kind::Postgres => (
            format!(
                "CREATE FUNCTION refuse_moves() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
                 IF NEW.match_id = {refused} THEN RAISE EXCEPTION 'refused by the test'; END IF; \
                 RETURN NEW; END $$;; \
                 CREATE TRIGGER refuse_moves BEFORE INSERT ON moves FOR EACH ROW \
                 EXECUTE FUNCTION refuse_moves()"
            ),
            "DROP TRIGGER refuse_moves ON moves".to_string(),
        ),
    };
    run_on_writer(&store, &create).await;
    let first = |game: &(MatchId, Match)| {
        let (seq, mv) = next_move(&game.1);
        Job::Append { id: game.0, seq, mv, hand: None, finish: None }
    };
    let jobs: Vec<Job> = games.iter().map(first).collect();
    // One hold on the write connection for both batches, as the group writer keeps it.
    let mut hold = super::group::WriterHold::default();
    let err = batch_on(&store, &mut hold, &jobs).await.unwrap_err();
    assert!(format!("{err:?}").contains("refused by the test"), "{err:?}");
    for game in &games {
        assert_eq!(store.match_summary(game.0).await.unwrap().unwrap().moves, 0);
    }
    // The writer's connection is out of the failed transaction: a new batch begins and commits.
    let answers = batch_on(&store, &mut hold, &[jobs[0].clone(), jobs[2].clone()]).await.unwrap();
    assert!(answers.iter().all(|a| matches!(a, Ok(Done::Written))), "{answers:?}");
    hold.release();
    // Through the group commit, the failing move fails alone.
    let mut second = Vec::new();
    for game in [&games[0], &games[2]] {
        let mut after = game.1.clone();
        after.apply(next_move(&game.1).1).unwrap();
        second.push((game.0, next_move(&after)));
    }
    let (seq, mv) = next_move(&games[1].1);
    let (a, b, c) = tokio::join!(
        store.append(second[0].0, second[0].1 .0, &second[0].1 .1, None, None),
        store.append(games[1].0, seq, &mv, None, None),
        store.append(second[1].0, second[1].1 .0, &second[1].1 .1, None, None),
    );
    a.unwrap();
    assert!(b.is_err(), "{b:?}");
    c.unwrap();
    for (game, moves) in games.iter().zip([2, 0, 2]) {
        assert_eq!(store.match_summary(game.0).await.unwrap().unwrap().moves, moves);
    }
    run_on_writer(&store, &drop).await;
    store.append(games[1].0, seq, &mv, None, None).await.unwrap();
    assert_eq!(store.match_summary(games[1].0).await.unwrap().unwrap().moves, 1);
}

/// The database keeps one match in play per channel, whoever asks.
async fn one_match_in_play_per_channel(kind: Kind) {
    let (_db, store) = kind.store().await;
    let seats = vec![human("1", "Ana"), computer()];
    let first = store.create_match(&new_match("c", tablic(false), seats.clone())).await.unwrap();
    let err = store.create_match(&new_match("c", tablic(false), seats.clone())).await.unwrap_err();
    assert!(matches!(err, StoreError::ChannelBusy), "{err:?}");
    assert!(err.is_stale());
    assert_eq!(
        store.playing_in(&new_match("c", tablic(false), vec![]).channel).await.unwrap().unwrap().id,
        first
    );
    // Another channel is free; so is this one once its match has ended.
    store.create_match(&new_match("d", tablic(false), seats.clone())).await.unwrap();
    let abort = Finish { outcome: FinishOutcome::Aborted, scores: vec![0, 0], at: NOV_2026 };
    store.finish(first, &abort).await.unwrap();
    let second = store.create_match(&new_match("c", tablic(false), seats)).await.unwrap();
    let channel = new_match("c", tablic(false), vec![]).channel;
    assert_eq!(store.playing_in(&channel).await.unwrap().unwrap().id, second);
    let elsewhere = ChannelKey::new(Platform::Discord, "guild", "nowhere");
    assert_eq!(store.playing_in(&elsewhere).await.unwrap(), None);
}

/// Two processes that both hold a match (a misconfiguration, or the moment of a restart):
/// the second writer of a move number is refused, and an end is counted once.
async fn two_processes_on_one_match_conflict_and_an_end_counts_once(kind: Kind) {
    let (place, one) = kind.store().await;
    let other = kind.reopen(&place).await;
    let seats = vec![human("1", "Ana"), human("2", "Bo")];
    let new = new_match("general", tablic(true), seats);
    let id = one.create_match(&new).await.unwrap();
    let mut game = Match::new(new.rules.clone(), new.seed);
    for _ in 0..5 {
        let (seq, mv) = next_move(&game);
        let (a, b) = tokio::join!(
            one.append(id, seq, &mv, None, None),
            other.append(id, seq, &mv, None, None)
        );
        assert!(a.is_ok() != b.is_ok(), "{a:?} {b:?}");
        let refused = a.err().or(b.err()).unwrap();
        assert!(matches!(refused, StoreError::Conflict), "{refused:?}");
        assert!(refused.is_stale());
        game.apply(mv).unwrap();
        // Both see the move; the next round appends after it.
        assert_eq!(other.load(id).await.unwrap().unwrap().moves, game.log());
        assert_eq!(one.load(id).await.unwrap().unwrap().moves, game.log());
    }
    let won = Finish { outcome: FinishOutcome::Won { side: 0 }, scores: vec![9, 3], at: NOV_2026 };
    let (a, b) = tokio::join!(one.finish(id, &won), other.finish(id, &won));
    assert!(a.is_ok() != b.is_ok(), "{a:?} {b:?}");
    assert!(matches!(a.err().or(b.err()), Some(StoreError::Finished(_))));
    let rows = one.standings(&query(None, Period::AllTime, Board::Points)).await.unwrap();
    let got: Vec<_> = rows.iter().map(|r| (r.name.as_str(), r.matches, r.points)).collect();
    assert_eq!(got, [("Ana", 1, 5), ("Bo", 1, 0)], "counted once");
    other.close().await;
}

/// A process resumes the games of the channels it serves; the others are left to their own.
async fn resuming_only_the_channels_a_process_serves(kind: Kind) {
    let (_db, store) = kind.store().await;
    let games = open_games(&store, 4).await;
    let mine = |c: &ChannelKey| c.channel == "c1" || c.channel == "c3";
    let found = store.resumable_where(mine).await.unwrap();
    let ids: Vec<MatchId> = found.matches.iter().map(|m| m.id).collect();
    assert_eq!(ids, [games[1].0, games[3].0]);
    // A damaged match of another process's channel is not this one's to set aside.
    let id_text = games[0].0 .0.to_string();
    store
        .execute_raw("UPDATE matches SET seats = 'nope' WHERE id = CAST($1 AS BIGINT)", &[&id_text])
        .await
        .unwrap();
    assert!(store.resumable_where(mine).await.unwrap().unreadable.is_empty());
    assert_eq!(store.resumable().await.unwrap().unreadable.len(), 1);
}

/// Roles are taken once per database: on SQLite the whole database by one process, on
/// PostgreSQL each role by one process.
async fn roles_are_claimed_once(kind: Kind) {
    let (place, one) = kind.store().await;
    let other = kind.reopen(&place).await;
    let shard = |shard, total| Role::DiscordShard { shard, total };
    let held = one.claim(&[shard(0, 2), Role::Telegram]).await.unwrap();
    let err = other.claim(&[shard(0, 2)]).await.unwrap_err();
    assert!(matches!(err, StoreError::Claimed(_)), "{err:?}");
    match kind {
        Kind::Sqlite => {
            assert!(err.to_string().contains("one process at a time"), "{err}");
            assert!(other.claim(&[shard(1, 2)]).await.is_err(), "one process per SQLite file");
        }
        Kind::Postgres => {
            assert_eq!(
                err.to_string(),
                "another tablic process connects Discord shard 0 of 2 on this database"
            );
            let err = other.claim(&[Role::Telegram]).await.unwrap_err();
            assert_eq!(
                err.to_string(),
                "another tablic process runs the Telegram bot on this database"
            );
            // Another shard of the same count is free; a different count is refused.
            let _second = other.claim(&[shard(1, 2)]).await.unwrap();
            let err = other.claim(&[shard(3, 4)]).await.unwrap_err();
            assert!(err.to_string().contains("same --shard-total"), "{err}");
            // Another database on the same server is another bot: its count is its own.
            let (_, elsewhere) = kind.store().await;
            let _third = elsewhere.claim(&[shard(3, 4)]).await.unwrap();
        }
    }
    drop(held);
    // Released with the claim (on PostgreSQL the server notices the closed connection).
    let mut retaken = None;
    for _ in 0..100 {
        match other.claim(&[shard(0, 2), Role::Play]).await {
            Ok(claim) => {
                retaken = Some(claim);
                break;
            }
            Err(_) => tokio::time::sleep(std::time::Duration::from_millis(20)).await,
        }
    }
    assert!(retaken.is_some(), "a released role is free again");
}

/// A restarted process asks again for the roles the old one still holds, for as long as it
/// is told to wait, and says once that it waits; a role still held after that is refused.
async fn a_starting_process_waits_for_its_roles_to_be_let_go(kind: Kind) {
    let (place, old) = kind.store().await;
    let new = kind.reopen(&place).await;
    let roles = [Role::DiscordShard { shard: 0, total: 1 }];
    let held = old.claim(&roles).await.unwrap();

    let mut told = Vec::new();
    let err = new
        .claim_waiting(&roles, Duration::from_millis(300), |e| told.push(e.to_string()))
        .await
        .unwrap_err();
    assert!(matches!(err, StoreError::Claimed(_)), "{err:?}");
    assert_eq!(told, [err.to_string()], "the wait is told once");
    // No wait: refused at once, nothing told.
    let mut told_now = 0;
    assert!(new.claim_waiting(&roles, Duration::ZERO, |_| told_now += 1).await.is_err());
    assert_eq!(told_now, 0);

    let (tx, rx) = tokio::sync::oneshot::channel();
    let waiter = tokio::spawn(async move {
        let claim = new.claim_waiting(&roles, Duration::from_secs(60), |_| {
            let _ = tx.send(());
        });
        (claim.await, new)
    });
    rx.await.expect("the new process says it waits");
    assert!(!waiter.is_finished(), "held: still waiting");
    drop(held);
    let (claim, new) = waiter.await.unwrap();
    let _taken = claim.expect("taken once the old process lets go");
    assert!(old.claim(&roles).await.is_err(), "now the new process's");
    new.close().await;
}

/// Under a steady stream of commits the WAL starts again from its first frame once it holds
/// [`WAL_RESTART_FRAMES`](sqlite::WAL_RESTART_FRAMES): it used to grow with every commit for as
/// long as the stream lasted (a reader's checkpoint never reached its end); then the writer
/// caught up after every checkpoint, holding up the moves that came meanwhile five times a
/// second. The writer's part waits for a moment no move does.
#[tokio::test]
async fn the_wal_starts_again_under_a_steady_stream_of_commits() {
    let dir = TempDir::new().unwrap();
    let per_game = usize::try_from(sqlite::CHECKPOINT_EVERY).unwrap() / 10;
    // A WAL far smaller than the writer waits for: four checkpoints, and it never caught up.
    let store = Store::open(&dir.path().join("small.db")).await.unwrap();
    for (id, mut game) in open_games(&store, 40).await {
        play(&store, id, &mut game, per_game, NOV_2026).await;
    }
    assert!(sqlite(&store).commits() >= 4 * sqlite::CHECKPOINT_EVERY);
    assert_eq!(sqlite(&store).catch_ups(), 0);
    store.close().await;
    // Here the writer catches up after every checkpoint.
    let store = Store::open(&dir.path().join("wal.db")).await.unwrap();
    sqlite(&store).restart_wal_at(1);
    // The file is not cut when the WAL starts again: its length is the most it ever held.
    let wal_bytes = || std::fs::metadata(dir.path().join("wal.db-wal")).unwrap().len();
    let mut games = open_games(&store, 40).await;
    let before = wal_bytes();
    // A tenth of a checkpoint's commits by each game in turn: four checkpoints' in all.
    let mut tenth = 0;
    for (round, (id, game)) in games.iter_mut().enumerate() {
        play(&store, *id, game, per_game, NOV_2026).await;
        if round == 0 {
            tenth = wal_bytes() - before;
        }
    }
    assert!(tenth > 0 && sqlite(&store).catch_ups() > 0);
    // Never started again, the WAL would have grown by 40 tenths; started again after each
    // checkpoint, by about the first checkpoint's ten.
    let grown = wal_bytes() - before;
    assert!(grown < 20 * tenth, "the WAL grew by {grown} bytes, {tenth} in the first tenth");
    // One move at a time leaves the writer idle between commits: every catch-up ran there,
    // none before a batch (it takes a millisecond or more, the moves of its batch waiting).
    assert_eq!(sqlite(&store).overdue_catch_ups(), 0);
    store.close().await;
}

#[tokio::test]
async fn durability_is_full_unless_normal_is_asked() {
    let dir = TempDir::new().unwrap();
    for (durability, level) in [(Durability::Full, 2), (Durability::Normal, 1)] {
        let url = format!("sqlite://{}/{level}.db", dir.path().display());
        let options = StoreOptions { durability, ..StoreOptions::default() };
        let store = Store::open_url_with(&url, &options).await.unwrap();
        let got: i64 = sqlx::query_scalar("PRAGMA synchronous")
            .fetch_one(&sqlite(&store).write)
            .await
            .unwrap();
        assert_eq!(got, level, "{durability:?}");
        store.close().await;
    }
    assert_eq!("NORMAL".parse::<Durability>(), Ok(Durability::Normal));
    assert!("fast".parse::<Durability>().is_err());
}

/// SQLite's temporary files (a large statement's journal, a sort) stay in memory, on the writer
/// and the readers: in `/var/tmp` one was created and deleted about once in six group commits,
/// and both went into the file system's journal that the next commit's fsync waits for.
#[tokio::test]
async fn temporary_files_stay_in_memory() {
    let dir = TempDir::new().unwrap();
    let url = format!("sqlite://{}/t.db", dir.path().display());
    let store = Store::open_url(&url).await.unwrap();
    for pool in [&sqlite(&store).write, &sqlite(&store).read] {
        let got: i64 = sqlx::query_scalar("PRAGMA temp_store").fetch_one(pool).await.unwrap();
        assert_eq!(got, 2, "temp_store is MEMORY");
    }
    store.close().await;
}

fn table_message(channel: &str, message: &str, game: Option<i64>) -> MessageLocation {
    MessageLocation {
        kind: MessageKind::Table,
        channel: ChannelKey::new(Platform::Telegram, "-100", channel),
        user: None,
        chat: "-100".into(),
        message: message.into(),
        game: game.map(MatchId),
        moves: Some(3),
        data: serde_json::json!({ "topic": 7 }),
    }
}

async fn message_locations_are_replaced_per_kind_channel_and_person_and_forgotten(kind: Kind) {
    let (_db, store) = kind.store().await;
    let table = table_message;
    store.put_message_location(&table("main", "10", None)).await.unwrap();
    store.put_message_location(&table("main", "11", Some(4))).await.unwrap();
    store.put_message_location(&table("7", "12", Some(5))).await.unwrap();
    let hand = MessageLocation {
        kind: MessageKind::Hand,
        user: Some("42".into()),
        chat: "42".into(),
        message: "99".into(),
        moves: None,
        ..table("main", "", Some(4))
    };
    store.put_message_location(&hand).await.unwrap();
    // A call back to everyone away (migration 0017), beside the table of its channel.
    let call_back = MessageLocation {
        kind: MessageKind::CallBack,
        message: "13".into(),
        moves: None,
        ..table("main", "", Some(4))
    };
    store.put_message_location(&call_back).await.unwrap();
    // A player's way into their private chat (migration 0019), one per player and channel.
    let link = |user: &str, message: &str| MessageLocation {
        kind: MessageKind::Link,
        user: Some(user.into()),
        message: message.into(),
        moves: None,
        ..table("main", "", Some(4))
    };
    store.put_message_location(&link("42", "14")).await.unwrap();
    store.put_message_location(&link("42", "15")).await.unwrap();
    store.put_message_location(&link("43", "16")).await.unwrap();
    let mut all = store.message_locations(Platform::Telegram).await.unwrap();
    all.sort_by(|a, b| a.message.cmp(&b.message));
    let expected = vec![
        table("main", "11", Some(4)),
        table("7", "12", Some(5)),
        call_back.clone(),
        link("42", "15"),
        link("43", "16"),
        hand,
    ];
    assert_eq!(all, expected);
    assert!(store.message_locations(Platform::Discord).await.unwrap().is_empty());
    let main = ChannelKey::new(Platform::Telegram, "-100", "main");
    store.forget_message_location(MessageKind::Table, &main, None, None).await.unwrap();
    store.forget_message_location(MessageKind::Hand, &main, Some("42"), None).await.unwrap();
    store.forget_message_location(MessageKind::CallBack, &main, None, Some("13")).await.unwrap();
    store.forget_message_location(MessageKind::Link, &main, Some("42"), None).await.unwrap();
    store.forget_message_location(MessageKind::Link, &main, Some("43"), Some("16")).await.unwrap();
    let left = store.message_locations(Platform::Telegram).await.unwrap();
    assert_eq!(left, vec![table("7", "12", Some(5))]);
}

/// A finished game's last reports can reach the store after its rematch's: its message placed
/// late, then retired. Neither takes the rematch's place.
async fn a_finished_games_late_reports_leave_its_rematchs_location(kind: Kind) {
    let (_db, store) = kind.store().await;
    let main = ChannelKey::new(Platform::Telegram, "-100", "main");
    let hand = |message: &str, game: i64| MessageLocation {
        kind: MessageKind::Hand,
        user: Some("42".into()),
        chat: "42".into(),
        message: message.into(),
        ..table_message("main", "", Some(game))
    };
    store.put_message_location(&hand("20", 4)).await.unwrap();
    store.put_message_location(&hand("30", 5)).await.unwrap();
    // Match 4's hand shown again late (its message was gone), then retired.
    store.put_message_location(&hand("21", 4)).await.unwrap();
    assert_eq!(store.message_locations(Platform::Telegram).await.unwrap(), vec![hand("30", 5)]);
    store.forget_message_location(MessageKind::Hand, &main, Some("42"), Some("21")).await.unwrap();
    store.forget_message_location(MessageKind::Hand, &main, Some("42"), Some("20")).await.unwrap();
    assert_eq!(store.message_locations(Platform::Telegram).await.unwrap(), vec![hand("30", 5)]);
    // A lobby's table after a match replaces it; the match after the lobby replaces that.
    store.put_message_location(&table_message("main", "40", Some(5))).await.unwrap();
    store.put_message_location(&table_message("main", "41", None)).await.unwrap();
    store.put_message_location(&table_message("main", "41", Some(6))).await.unwrap();
    let tables = |all: Vec<MessageLocation>| -> Vec<MessageLocation> {
        all.into_iter().filter(|at| at.kind == MessageKind::Table).collect()
    };
    let stored = tables(store.message_locations(Platform::Telegram).await.unwrap());
    assert_eq!(stored, vec![table_message("main", "41", Some(6))]);
    // Its own message is forgotten.
    store.forget_message_location(MessageKind::Hand, &main, Some("42"), Some("30")).await.unwrap();
    store.forget_message_location(MessageKind::Table, &main, None, Some("41")).await.unwrap();
    assert!(store.message_locations(Platform::Telegram).await.unwrap().is_empty());
}

async fn handled_updates_are_remembered_once_and_forgotten_when_old(kind: Kind) {
    let (_db, store) = kind.store().await;
    let tg = Platform::Telegram;
    store.record_handled_updates(tg, &[5, 6], 1_000).await.unwrap();
    store.record_handled_updates(tg, &[6, 7], 2_000).await.unwrap();
    assert_eq!(store.handled_updates(tg, 0, 10).await.unwrap(), vec![7, 6, 5]);
    assert_eq!(store.handled_updates(tg, 0, 2).await.unwrap(), vec![7, 6]);
    assert_eq!(store.handled_updates(tg, 1_500, 10).await.unwrap(), vec![7]);
    assert_eq!(store.forget_handled_updates(tg, 1_500).await.unwrap(), 2);
    assert_eq!(store.handled_updates(tg, 0, 10).await.unwrap(), vec![7]);
    assert!(store.handled_updates(Platform::Discord, 0, 10).await.unwrap().is_empty());
}

/// A migration a database has applied is never edited: sqlx would refuse to open that
/// database. Every migration's checksum is the one recorded in `migration_checksums.txt`.
#[test]
fn applied_migrations_never_change() {
    let recorded: Vec<(String, i64, String)> = include_str!("migration_checksums.txt")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let parts: Vec<&str> = line.split_whitespace().collect();
            let version = parts[1].split('_').next().unwrap().parse().unwrap();
            (parts[0].to_string(), version, parts[2].to_string())
        })
        .collect();
    let mut found = Vec::new();
    for (engine, migrator) in [("sqlite", &sqlite::MIGRATOR), ("postgres", &postgres::MIGRATOR)] {
        for m in migrator.iter() {
            let hex: String = m.checksum.iter().map(|b| format!("{b:02x}")).collect();
            found.push((engine.to_string(), m.version, hex));
        }
    }
    assert_eq!(
        found, recorded,
        "a migration changed, or a new one is not in migration_checksums.txt (add new ones; \
         never edit one that is on main)"
    );
}

/// A database this tablic cannot upgrade says why, so an admin knows which binary to run.
#[tokio::test]
async fn a_database_that_cannot_be_upgraded_says_why() {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("t.db");
    Store::open(&path).await.unwrap().close().await;
    let pool =
        sqlx::SqlitePool::connect_with(sqlx::sqlite::SqliteConnectOptions::new().filename(&path))
            .await
            .unwrap();
    let edit = |sql: &'static str| {
        let pool = pool.clone();
        async move { sqlx::query(sql).execute(&pool).await.unwrap() }
    };
    edit("UPDATE _sqlx_migrations SET checksum = x'00' WHERE version = 12").await;
    let Err(err) = Store::open(&path).await else { panic!("a changed migration") };
    let err = err.to_string();
    assert!(err.contains("migration 12 of this tablic differs"), "{err}");
    edit("DELETE FROM _sqlx_migrations WHERE version = 12").await;
    edit(
        "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) \
         SELECT 99, 'from the future', 1, x'00', 0",
    )
    .await;
    let Err(err) = Store::open(&path).await else { panic!("a newer database") };
    let err = err.to_string();
    assert!(err.contains("upgraded by a newer tablic (its migration 99"), "{err}");
    pool.close().await;
}

/// A new release started on a SQLite file another process still uses waits for it before
/// upgrading the schema: the old one never runs on a schema it does not know, and a start
/// that gives up changes nothing.
#[tokio::test]
async fn a_process_waiting_for_a_sqlite_file_upgrades_it_only_once_it_has_it() {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("t.db");
    // A database as release 0002 left it.
    let earlier = dir.path().join("earlier");
    std::fs::create_dir(&earlier).unwrap();
    let all = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../migrations/sqlite");
    for name in ["0001_store.sql", "0002_match_statuses.sql"] {
        std::fs::copy(all.join(name), earlier.join(name)).unwrap();
    }
    let options = sqlx::sqlite::SqliteConnectOptions::new().filename(&path).create_if_missing(true);
    let pool = sqlx::SqlitePool::connect_with(options).await.unwrap();
    sqlx::migrate::Migrator::new(earlier.as_path()).await.unwrap().run(&pool).await.unwrap();
    let applied = || async {
        sqlx::query_scalar::<_, i64>("SELECT MAX(version) FROM _sqlx_migrations")
            .fetch_one(&pool)
            .await
            .unwrap()
    };
    // The old process holds the file.
    let old = sqlite::lock_beside(&path).unwrap();
    let url = format!("sqlite://{}", path.display());
    let options = StoreOptions::default();
    let mut told = false;
    let refused =
        Store::open_url_claiming(&url, &options, &[Role::Telegram], Duration::ZERO, |_| {
            told = true
        })
        .await;
    assert!(matches!(refused, Err(StoreError::Claimed(_))), "{:?}", refused.err());
    assert_eq!(applied().await, 2, "not upgraded under the old process");
    // It lets go while the new one waits: then the new one upgrades and runs.
    let let_go = tokio::spawn(async move {
        tokio::time::sleep(Duration::from_millis(700)).await;
        drop(old);
    });
    let (store, _claim) =
        Store::open_url_claiming(&url, &options, &[], Duration::from_secs(30), |_| told = true)
            .await
            .unwrap();
    assert!(told, "the wait was told");
    assert!(applied().await > 2);
    assert!(store.unfinished().await.unwrap().is_empty());
    let_go.await.unwrap();
    store.close().await;
    pool.close().await;
}

/// A match row with a column of the wrong type (a hand edit, a faulty release) is set aside
/// alone: the read of the matches in play goes on, the others resume. SQLite keeps any type in
/// any column, so each damaged row fails alone; on PostgreSQL a column has one type, and only
/// a change of that type (a hand-made migration) makes rows not decode: every one of them is
/// set aside, and start-up still goes on.
async fn a_match_row_of_the_wrong_type_is_set_aside_alone(kind: Kind) {
    let (_db, store) = kind.store().await;
    let mut games = open_games(&store, 4).await;
    for (id, game) in &mut games {
        play(&store, *id, game, 3, NOV_2026).await;
    }
    let ids: Vec<MatchId> = games.iter().map(|(id, _)| *id).collect();
    let damage = |sql: &'static str, id: MatchId| {
        let store = store.clone();
        async move { store.execute_raw(sql, &[&id.0.to_string()]).await.unwrap() }
    };
    let bad: Vec<(MatchId, &str)> = match kind {
        Kind::Sqlite => {
            damage("UPDATE matches SET seed = 'x' WHERE id = CAST($1 AS BIGINT)", ids[0]).await;
            damage("UPDATE matches SET created_at = 1.5 WHERE id = CAST($1 AS BIGINT)", ids[1])
                .await;
            damage(
                "UPDATE matches SET rules = CAST(rules AS BLOB) WHERE id = CAST($1 AS BIGINT)",
                ids[2],
            )
            .await;
            vec![(ids[0], "seed"), (ids[1], "created_at"), (ids[2], "rules")]
        }
        Kind::Postgres => {
            store
                .execute_raw(
                    "ALTER TABLE matches ALTER COLUMN created_at TYPE DOUBLE PRECISION",
                    &[],
                )
                .await
                .unwrap();
            ids.iter().map(|id| (*id, "created_at")).collect()
        }
    };
    let found = store.resumable().await.expect("one bad row never stops the read");
    let set_aside: Vec<MatchId> = found.unreadable.iter().map(|u| u.id).collect();
    assert_eq!(set_aside, bad.iter().map(|(id, _)| *id).collect::<Vec<_>>());
    for (unreadable, (_, column)) in found.unreadable.iter().zip(&bad) {
        assert!(unreadable.reason.contains(column), "{unreadable:?}");
        // Where it was played still reads: the channel's owner sets it aside.
        assert!(unreadable.channel.is_some(), "{unreadable:?}");
    }
    if kind == Kind::Sqlite {
        assert_eq!(found.matches.len(), 1);
        assert_eq!(found.matches[0].id, ids[3]);
        assert_eq!(found.matches[0].moves, games[3].1.log());
    } else {
        assert!(found.matches.is_empty());
    }
    // Set aside, it says so by its status alone, however the rest of its row reads.
    let (aside, _) = bad[0];
    assert!(!store.was_set_aside(aside).await.unwrap(), "not before it is marked");
    assert!(store.mark_unreadable(aside, NOV_2026).await.unwrap());
    assert!(store.was_set_aside(aside).await.unwrap());
    assert!(!store.was_set_aside(MatchId(i64::MAX)).await.unwrap(), "no such match");
    if kind == Kind::Sqlite {
        assert!(!store.was_set_aside(ids[3]).await.unwrap(), "a match in play");
    }
}

/// A stored message location that does not read (damaged JSON, a negative position, a value
/// of the wrong type) is left out alone: the platform still edits the others in place.
async fn a_message_location_that_does_not_read_is_skipped_alone(kind: Kind) {
    let (_db, store) = kind.store().await;
    let good = table_message("good", "10", Some(4));
    for (channel, message) in [("json", "11"), ("moves", "12"), ("kind", "13")] {
        store.put_message_location(&table_message(channel, message, Some(4))).await.unwrap();
    }
    store.put_message_location(&good).await.unwrap();
    let damage = |sql: &'static str| {
        let store = store.clone();
        async move { assert_eq!(store.execute_raw(sql, &[]).await.unwrap(), 1, "{sql}") }
    };
    damage("UPDATE message_locations SET data = '{' WHERE channel = 'json'").await;
    damage("UPDATE message_locations SET moves = -1 WHERE channel = 'moves'").await;
    match kind {
        Kind::Sqlite => {
            damage("UPDATE message_locations SET chat = X'FF00' WHERE channel = 'kind'").await
        }
        // A column holds one type there: the damage it can hold is in the text.
        Kind::Postgres => {
            damage("UPDATE message_locations SET data = 'null x' WHERE channel = 'kind'").await
        }
    }
    let all = store.message_locations(Platform::Telegram).await.expect("the rest are read");
    assert_eq!(all, vec![good]);
}

/// An end counts with whatever of its match reads: a hand result that does not read, or a
/// seat whose stored side is no side of the match, leaves the match to end, be recorded and
/// count in the standings as it would undamaged; only the unreadable hand's tablas and
/// points are left out of the seats' numbers (the seat's side is the one the rules give it).
async fn an_end_counts_with_what_of_its_match_reads(kind: Kind) {
    let mut seen = Vec::new();
    for damage in ["none", "hand", "side"] {
        let (_db, store) = kind.store().await;
        let new = new_match("general", tablic(false), vec![human("1", "Ana"), human("2", "Bo")]);
        let id = store.create_match(&new).await.unwrap();
        let last = play_to_the_last_move(&store, id, Match::new(new.rules.clone(), new.seed)).await;
        let sql = match damage {
            "hand" => {
                "UPDATE hand_results SET result = '{' WHERE match_id = CAST($1 AS BIGINT) \
                 AND number = (SELECT MIN(number) FROM hand_results \
                 WHERE match_id = CAST($1 AS BIGINT))"
            }
            "side" => {
                "UPDATE match_players SET side = 7 WHERE match_id = CAST($1 AS BIGINT) AND seat = 1"
            }
            _ => "UPDATE matches SET status = status WHERE id = CAST($1 AS BIGINT)",
        };
        assert_eq!(store.execute_raw(sql, &[&id.0.to_string()]).await.unwrap(), 1);
        let Job::Append { seq, mv, hand, finish, .. } = last else { panic!("not a move") };
        store.append(id, seq, &mv, hand.as_ref(), finish.as_ref()).await.expect(damage);
        let summary = store.match_summary(id).await.unwrap().unwrap();
        assert_eq!(summary.status, "finished");
        let stored = store.load(id).await.unwrap().unwrap();
        let game = Match::replay(stored.rules.clone(), stored.seed, &stored.moves).unwrap();
        assert!(game.results().len() > 1, "a long game has several hands");
        let readable = if damage == "hand" { &game.results()[1..] } else { game.results() };
        let mut lines = Vec::new();
        for (user, side) in [("1", 0usize), ("2", 1)] {
            let ask = StatsQuery {
                user: UserRef::new(Platform::Discord, user),
                server: "guild".into(),
                computers: false,
                periods: vec![Period::AllTime],
            };
            let stats = store.player_stats(&ask).await.unwrap().expect("credited");
            let line = stats.lines[0].1.expect("a line");
            let tablas: u32 = readable.iter().map(|r| r.tablas[side]).sum();
            let best = readable.iter().map(|r| r.total[side]).max().unwrap_or(0);
            assert_eq!((line.tablas, line.best_hand), (tablas, best), "{user}, {damage}");
            lines.push((line.matches, line.wins, line.draws, line.points));
        }
        let board = store.standings(&query(None, Period::AllTime, Board::Points)).await.unwrap();
        let board: Vec<_> = board.iter().map(|r| (r.name.clone(), r.matches, r.points)).collect();
        seen.push((summary.winner, summary.scores, lines, board));
    }
    assert_eq!(seen[0], seen[1], "the match's result counts as undamaged");
    assert_eq!(seen[0], seen[2], "the match's result counts as undamaged");
    assert_eq!(seen[0].2.iter().map(|l| l.0).collect::<Vec<_>>(), [1, 1]);
}

/// A database as a release before migration 0014 left it, with a pool of its own to write
/// rows the way that release could have.
enum Before14 {
    Sqlite(TempDir, sqlx::SqlitePool),
    Postgres(String, sqlx::PgPool),
}

impl Before14 {
    /// A new database with every migration before 0014.
    async fn new(kind: Kind) -> Before14 {
        Before14::before(kind, 14).await
    }

    /// A new database with every migration before `version`.
    async fn before(kind: Kind, version: i64) -> Before14 {
        match kind {
            Kind::Sqlite => {
                let dir = TempDir::new().unwrap();
                let options = sqlx::sqlite::SqliteConnectOptions::new()
                    .filename(dir.path().join("old.db"))
                    .create_if_missing(true)
                    .foreign_keys(true);
                let pool = sqlx::SqlitePool::connect_with(options).await.unwrap();
                sqlite::migrator_before(version).await.unwrap().run(&pool).await.unwrap();
                Before14::Sqlite(dir, pool)
            }
            Kind::Postgres => {
                let url = pg_harness::Cluster::shared().fresh_database();
                let pool = sqlx::PgPool::connect(&url).await.unwrap();
                postgres::migrator_before(version).await.unwrap().run(&pool).await.unwrap();
                Before14::Postgres(url, pool)
            }
        }
    }

    async fn run(&self, sql: &str) {
        match self {
            Before14::Sqlite(_, pool) => sqlx::raw_sql(sql).execute(pool).await.map(|_| ()),
            Before14::Postgres(_, pool) => sqlx::raw_sql(sql).execute(pool).await.map(|_| ()),
        }
        .unwrap_or_else(|e| panic!("{sql}: {e}"));
    }

    async fn text(&self, sql: &str) -> String {
        match self {
            Before14::Sqlite(_, pool) => sqlx::query_scalar(sql).fetch_one(pool).await,
            Before14::Postgres(_, pool) => sqlx::query_scalar(sql).fetch_one(pool).await,
        }
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
    }

    /// The store on it: the upgrade runs.
    async fn open(&self) -> Result<Store, StoreError> {
        match self {
            Before14::Sqlite(dir, _) => Store::open(&dir.path().join("old.db")).await,
            Before14::Postgres(url, _) => Store::open_url(url).await,
        }
    }
}

/// A match row as the releases before 0014 wrote it.
fn old_match(
    id: i64,
    (channel, seats): (&str, &str),
    (status, winner): (&str, Option<u8>),
    (created, finished): (i64, Option<i64>),
) -> String {
    let rules = serde_json::to_string(&tablic(false)).unwrap();
    let winner = winner.map_or("NULL".to_string(), |w| w.to_string());
    let finished = finished.map_or("NULL".to_string(), |f| f.to_string());
    format!(
        "INSERT INTO matches (id, platform, server, channel, variant, rules, seed, seats, \
         status, winner_side, scores, created_at, finished_at, result_shown_at) VALUES \
         ({id}, 'discord', 'guild', '{channel}', 'tablic', '{rules}', 7, '{seats}', \
         '{status}', {winner}, '[101,60]', {created}, {finished}, {created});"
    )
}

/// A match opened in a thread names its channel's board: it counts there (and on the whole
/// server's board, as any), never on the thread's own; it is loaded and resumed where it is
/// played. A match stored before boards were named (migration 0016) counts on its own
/// channel's board, and a board that is the match's own channel is no other board.
async fn a_match_counts_on_the_board_it_names_and_one_stored_before_on_its_own(kind: Kind) {
    let old = Before14::before(kind, 16).await;
    let ana_bo = serde_json::to_string(&vec![human("1", "Ana"), human("2", "Bo")]).unwrap();
    // Ids far above what the store gives, so that its own never meet them.
    old.run(
        "INSERT INTO players (id, platform, external_id, name) VALUES \
         (1000, 'discord', '1', 'Ana'), (1001, 'discord', '2', 'Bo')",
    )
    .await;
    let created = NOV_2026 - 600;
    old.run(&old_match(1000, ("general", &ana_bo), ("playing", None), (created, None))).await;
    old.run(
        "INSERT INTO match_players (match_id, seat, player_id, side) VALUES \
         (1000, 0, 1000, 0), (1000, 1, 1001, 1)",
    )
    .await;
    let store = old.open().await.unwrap();
    let stored_before = store.load(MatchId(1000)).await.unwrap().unwrap();
    assert_eq!(stored_before.board, None);

    // A game in a thread of #cards, and one whose board is its own channel.
    let seats = vec![human("1", "Ana"), human("2", "Bo")];
    let in_thread = NewMatch {
        board: Some("cards".into()),
        ..new_match("thread-1", tablic(true), seats.clone())
    };
    let thread_game = store.create_match(&in_thread).await.unwrap();
    let own = NewMatch { board: Some("lounge".into()), ..new_match("lounge", tablic(true), seats) };
    let lounge_game = store.create_match(&own).await.unwrap();
    // Played where it is: loaded, found in play and resumed in the thread, naming its board.
    let loaded = store.load(thread_game).await.unwrap().unwrap();
    assert_eq!(
        (loaded.channel.channel.as_str(), loaded.board.as_deref()),
        ("thread-1", Some("cards"))
    );
    let playing = store.playing_in(&in_thread.channel).await.unwrap().unwrap();
    assert_eq!((playing.id, playing.board.as_deref()), (thread_game, Some("cards")));
    let cards = ChannelKey::new(Platform::Discord, "guild", "cards");
    assert_eq!(store.playing_in(&cards).await.unwrap(), None);
    let resumed = store.resumable().await.unwrap().matches;
    let mut boards: Vec<_> = resumed.iter().map(|m| (m.id, m.board.clone())).collect();
    boards.sort_by_key(|(id, _)| id.0);
    let mut expected =
        [(MatchId(1000), None), (thread_game, Some("cards".into())), (lounge_game, None)];
    expected.sort_by_key(|(id, _)| id.0);
    assert_eq!(boards, expected);

    let won =
        |side| Finish { outcome: FinishOutcome::Won { side }, scores: vec![14, 11], at: NOV_2026 };
    store.finish(thread_game, &won(0)).await.unwrap();
    store.finish(lounge_game, &won(0)).await.unwrap();
    let long =
        Finish { outcome: FinishOutcome::Won { side: 1 }, scores: vec![60, 101], at: NOV_2026 };
    store.finish(MatchId(1000), &long).await.unwrap();
    let board = |channel: Option<&'static str>| {
        let store = store.clone();
        async move {
            let rows = store.standings(&query(channel, Period::AllTime, Board::Points)).await;
            let rows = rows.unwrap();
            rows.iter().map(|r| (r.name.clone(), r.matches, r.points)).collect::<Vec<_>>()
        }
    };
    let (ana, bo) = (String::from("Ana"), String::from("Bo"));
    assert_eq!(board(Some("cards")).await, [(ana.clone(), 1, 5), (bo.clone(), 1, 0)]);
    assert_eq!(board(Some("thread-1")).await, []);
    assert_eq!(board(Some("lounge")).await, [(ana.clone(), 1, 5), (bo.clone(), 1, 0)]);
    // The old match: on its own channel's board; 101 : 60 gives 50 + 41 = 91, 60 gives 6.
    assert_eq!(board(Some("general")).await, [(bo.clone(), 1, 91), (ana.clone(), 1, 6)]);
    assert_eq!(board(None).await, [(bo, 3, 91), (ana, 3, 16)]);
}

/// An upgrade over rows migration 0014 cannot read (a hand result that is not JSON or holds
/// no whole numbers, a finished match whose seats are not a list or that has no end time, a
/// seat whose side is no number a list is read by) repairs them first and goes on: the other
/// people's boards and numbers are those of the same history undamaged; a bad hand counts no
/// tablas and no points, a side comes from the rules, a match without an end time is dated at
/// its start, and one whose seats do not read (or without any time) is set aside unreadable.
async fn an_upgrade_repairs_what_the_standings_rebuild_cannot_read(kind: Kind) {
    let seats = |a: (&str, &str), b: Option<(&str, &str)>| {
        let mut list = vec![human(a.0, a.1)];
        list.push(b.map_or_else(computer, |(id, name)| human(id, name)));
        serde_json::to_string(&list).unwrap()
    };
    let ana_bo = seats(("1", "Ana"), Some(("2", "Bo")));
    let ana_cpu = seats(("1", "Ana"), None);
    let cy_di = seats(("3", "Cy"), Some(("4", "Di")));
    let september = unix_time(2026, 9, 15);
    let good = [
        "INSERT INTO players (id, platform, external_id, name) VALUES \
         (1, 'discord', '1', 'Ana'), (2, 'discord', '2', 'Bo'), (3, 'discord', '3', 'Cy'), \
         (4, 'discord', '4', 'Di');"
            .to_string(),
        old_match(1, ("general", &ana_bo), ("finished", Some(0)), (NOV_2026 - 600, Some(NOV_2026))),
        old_match(2, ("cards", &ana_cpu), ("finished", Some(1)), (september, Some(september))),
        old_match(3, ("open", &ana_bo), ("playing", None), (NOV_2026, None)),
        "INSERT INTO match_players (match_id, seat, player_id, side, won, drawn, title_points) \
         VALUES (1, 0, 1, 0, 1, 0, 3), (1, 1, 2, 1, 0, 0, 0), (2, 0, 1, 0, 0, 0, 0), \
         (3, 0, 1, 0, 0, 0, 0), (3, 1, 2, 1, 0, 0, 0);"
            .to_string(),
        "INSERT INTO hand_results (match_id, number, result) VALUES \
         (1, 1, '{\"tablas\":[1,0],\"total\":[10,5]}'), \
         (1, 2, '{\"tablas\":[0,2],\"total\":[12,13]}'), \
         (2, 1, '{\"tablas\":[2,0],\"total\":[15,11]}');"
            .to_string(),
    ];
    let bad = [
        // Won by Cy: one hand reads; the others are not JSON, have no arrays, hold what is
        // no whole number, a list that is no list, a NUL `jsonb` refuses.
        old_match(11, ("general", &cy_di), ("finished", Some(0)), (NOV_2026 - 60, Some(NOV_2026))),
        // Seats that are not a list: not JSON; JSON but no list. Then one without an end time
        // (dated at its start), one drawn whose second seat's side is no index, one without
        // any readable time, and an aborted one with bad seats (0014 does not read it).
        old_match(12, ("general", "nope"), ("finished", Some(1)), (NOV_2026, Some(NOV_2026))),
        old_match(13, ("general", "{\"a\":1}"), ("finished", Some(0)), (NOV_2026, Some(NOV_2026))),
        old_match(14, ("general", &cy_di), ("finished", Some(1)), (september, None)),
        old_match(15, ("", &cy_di), ("finished", None), (NOV_2026, Some(NOV_2026))),
        old_match(16, ("general", "nope"), ("aborted", None), (NOV_2026, None)),
        old_match(17, ("general", &cy_di), ("finished", Some(0)), (-5, None)),
        "INSERT INTO match_players (match_id, seat, player_id, side, won, drawn, title_points) \
         VALUES (11, 0, 3, 0, 1, 0, 2), (11, 1, 4, 1, 0, 0, 0), \
         (12, 0, 3, 0, 0, 0, 0), (12, 1, 4, 1, 1, 0, 3), (13, 0, 4, 0, 1, 0, 3), \
         (13, 1, 3, 1, 0, 0, 0), (14, 0, 3, 0, 0, 0, 0), (14, 1, 4, 1, 1, 0, 3), \
         (15, 0, 3, 0, 0, 1, 1), (15, 1, 4, 5000000000, 0, 1, 1), (16, 0, 3, 0, 0, 0, 0), \
         (17, 0, 3, 0, 1, 0, 3), (17, 1, 4, 1, 0, 0, 0);"
            .to_string(),
        "INSERT INTO hand_results (match_id, number, result) VALUES \
         (11, 1, '{'), (11, 2, '{\"tablas\":[2,1],\"total\":[20,7]}'), (11, 3, '{}'), \
         (11, 4, '{\"tablas\":[\"x\",1.5],\"total\":[1,2]}'), \
         (11, 5, '{\"tablas\":5,\"total\":[30,30]}'), \
         (11, 6, '{\"note\":\"\\u0000\",\"tablas\":[9,9],\"total\":[99,99]}'), \
         (12, 1, '{\"tablas\":[4,4],\"total\":[40,40]}'), \
         (15, 1, '{\"tablas\":[0,3],\"total\":[4,9]}');"
            .to_string(),
    ];
    let undamaged = Before14::new(kind).await;
    let damaged = Before14::new(kind).await;
    for sql in &good {
        undamaged.run(sql).await;
        damaged.run(sql).await;
    }
    for sql in &bad {
        damaged.run(sql).await;
    }
    let clean = undamaged.open().await.expect("an undamaged history upgrades");
    let store = damaged.open().await.expect("a damaged history upgrades");

    // Ana's and Bo's boards and numbers are those of the undamaged history.
    let periods = [Period::AllTime, Period::month_at(NOV_2026), Period::month_at(september)];
    let ana_and_bo = |rows: Vec<StandingRow>| -> Vec<_> {
        rows.into_iter()
            .filter(|r| r.name == "Ana" || r.name == "Bo")
            .map(|r| (r.name, r.matches, r.wins, r.draws, r.computer_matches, r.points))
            .collect()
    };
    for period in periods {
        for channel in [None, Some("general"), Some("cards")] {
            let q = query(channel, period, Board::Points);
            for q in [with_computers(q.clone()), q] {
                let expected = ana_and_bo(clean.standings(&q).await.unwrap());
                assert_eq!(ana_and_bo(store.standings(&q).await.unwrap()), expected, "{q:?}");
            }
        }
    }
    let stats = |id: &str, computers: bool| StatsQuery {
        user: UserRef::new(Platform::Discord, id),
        server: "guild".into(),
        computers,
        periods: periods.to_vec(),
    };
    for (id, computers) in [("1", true), ("1", false), ("2", true), ("2", false)] {
        let q = stats(id, computers);
        assert_eq!(
            store.player_stats(&q).await.unwrap(),
            clean.player_stats(&q).await.unwrap(),
            "{id}, {computers}"
        );
    }
    let ana = clean.player_stats(&stats("1", true)).await.unwrap().unwrap();
    let line = ana.lines[0].1.unwrap();
    assert_eq!((line.matches, line.tablas, line.best_hand), (2, 3, 15), "{ana:?}");

    // Cy and Di: matches 11 (a bad hand counts none), 14 (dated at its start) and 15 (Di's
    // side by the rules); 12, 13 and 17 are set aside.
    let line = |stats: Option<PlayerStats>, at: usize| stats.unwrap().lines[at].1;
    let cy = store.player_stats(&stats("3", false)).await.unwrap();
    let di = store.player_stats(&stats("4", false)).await.unwrap();
    let expected = |matches, wins, points, tablas, best_hand| StatLine {
        matches,
        wins,
        draws: 1,
        computer_matches: 0,
        points,
        tablas,
        best_hand,
    };
    assert_eq!(line(cy.clone(), 0), Some(expected(3, 1, 3, 2, 20)), "Cy");
    assert_eq!(line(di.clone(), 0), Some(expected(3, 1, 4, 4, 9)), "Di");
    assert_eq!(line(cy, 1), Some(expected(2, 1, 3, 2, 20)), "Cy in November");
    let di_september = line(di, 2).unwrap();
    assert_eq!((di_september.matches, di_september.wins, di_september.points), (1, 1, 3));
    let status = |id: i64| format!("SELECT status FROM matches WHERE id = {id}");
    for (id, expected) in [
        (11, "finished"),
        (12, "unreadable"),
        (13, "unreadable"),
        (14, "finished"),
        (15, "finished"),
        (16, "aborted"),
        (17, "unreadable"),
        (3, "playing"),
    ] {
        assert_eq!(damaged.text(&status(id)).await, expected, "match {id}");
    }
    let at = store.scalar_raw("SELECT finished_at FROM matches WHERE id = 14", &[]).await.unwrap();
    assert_eq!(at, september);
    let side = "SELECT side FROM match_players WHERE match_id = 15 AND seat = 1";
    assert_eq!(store.scalar_raw(side, &[]).await.unwrap(), 1);
    // A bad hand is kept as it was, under `unreadable`; one that 0014 reads stays as it was.
    let hand =
        |n: i64| format!("SELECT result FROM hand_results WHERE match_id = 11 AND number = {n}");
    let kept: serde_json::Value = serde_json::from_str(&damaged.text(&hand(1)).await).unwrap();
    assert_eq!(kept, serde_json::json!({ "unreadable": "{" }));
    assert_eq!(damaged.text(&hand(3)).await, "{}");
    for n in [4, 5, 6] {
        let kept: serde_json::Value = serde_json::from_str(&damaged.text(&hand(n)).await).unwrap();
        assert!(kept["unreadable"].is_string(), "hand {n}: {kept}");
    }
    // The match in play resumes.
    assert_eq!(store.unfinished().await.unwrap().len(), 1);
    clean.close().await;
    store.close().await;
}

/// An end whose match row does not read whole (rules that are not JSON; on SQLite, a place
/// of the wrong type) still ends the match: it is recorded with its winner and scores as
/// undamaged, and counted in no standings, which need that row. Its players are free for the
/// next game in the channel.
async fn an_end_whose_match_row_does_not_read_is_recorded(kind: Kind) {
    let mut seen = Vec::new();
    let damages: &[&str] =
        if kind == Kind::Sqlite { &["none", "rules", "place"] } else { &["none", "rules"] };
    for &damage in damages {
        let (_db, store) = kind.store().await;
        let new = new_match("general", tablic(false), vec![human("1", "Ana"), human("2", "Bo")]);
        let id = store.create_match(&new).await.unwrap();
        let last = play_to_the_last_move(&store, id, Match::new(new.rules.clone(), new.seed)).await;
        let sql = match damage {
            "rules" => "UPDATE matches SET rules = '{' WHERE id = CAST($1 AS BIGINT)",
            "place" => {
                "UPDATE matches SET server = CAST('guild' AS BLOB) WHERE id = CAST($1 AS BIGINT)"
            }
            _ => "UPDATE matches SET status = status WHERE id = CAST($1 AS BIGINT)",
        };
        assert_eq!(store.execute_raw(sql, &[&id.0.to_string()]).await.unwrap(), 1);
        let Job::Append { seq, mv, hand, finish, .. } = last else { panic!("not a move") };
        store.append(id, seq, &mv, hand.as_ref(), finish.as_ref()).await.expect(damage);
        let summary = store.match_summary(id).await.unwrap().unwrap();
        assert_eq!(summary.status, "finished", "{damage}");
        assert_eq!(summary.moves, seq + 1, "{damage}");
        // Ended once: the same end again is refused as finished.
        let again = store.finish(id, finish.as_ref().unwrap()).await.unwrap_err();
        assert!(matches!(again, StoreError::Finished(_)), "{damage}: {again:?}");
        let ask = StatsQuery {
            user: UserRef::new(Platform::Discord, "1"),
            server: "guild".into(),
            computers: true,
            periods: vec![Period::AllTime],
        };
        let line = store.player_stats(&ask).await.unwrap().and_then(|s| s.lines[0].1);
        assert_eq!(line.is_some(), damage == "none", "counted only when its row reads: {damage}");
        // The channel takes a new match.
        let next = new_match("general", tablic(false), vec![human("1", "Ana"), human("2", "Bo")]);
        store.create_match(&next).await.expect(damage);
        seen.push((summary.winner, summary.scores));
    }
    assert!(seen.windows(2).all(|w| w[0] == w[1]), "recorded as undamaged: {seen:?}");
}

/// What is shown of a match leaves out what does not read, not all of it: a hand result that
/// is not JSON is left out of the others; scores or a winner that do not read are told as
/// unknown beside its status and moves; an ended match whose row does not read is not offered
/// as a result to show (it cannot be).
async fn what_is_shown_of_a_match_leaves_out_what_does_not_read(kind: Kind) {
    let (_db, store) = kind.store().await;
    let new = new_match("general", tablic(false), vec![human("1", "Ana"), human("2", "Bo")]);
    let id = store.create_match(&new).await.unwrap();
    let mut game = Match::new(new.rules.clone(), new.seed);
    play(&store, id, &mut game, usize::MAX, NOV_2026).await;
    let results = game.results().to_vec();
    assert!(results.len() > 2, "a long game has several hands");
    let ended = store.match_summary(id).await.unwrap().unwrap();
    assert_eq!(ended.status, "finished");
    let damage = |sql: &'static str| {
        let store = store.clone();
        async move { assert_eq!(store.execute_raw(sql, &[&id.0.to_string()]).await.unwrap(), 1) }
    };
    damage(
        "UPDATE hand_results SET result = '{' WHERE match_id = CAST($1 AS BIGINT) AND number = 2",
    )
    .await;
    let mut rest = results.clone();
    rest.remove(1);
    assert_eq!(store.hand_results(id).await.unwrap(), rest);

    damage("UPDATE matches SET scores = 'x', winner_side = 300 WHERE id = CAST($1 AS BIGINT)")
        .await;
    let summary = store.match_summary(id).await.unwrap().unwrap();
    let unknown = MatchSummary { scores: vec![], winner: None, ..ended };
    assert_eq!(summary, unknown);

    let channel = new.channel.clone();
    damage("UPDATE matches SET result_shown_at = NULL WHERE id = CAST($1 AS BIGINT)").await;
    assert_eq!(store.unshown_result(&channel).await.unwrap().map(|m| m.id), Some(id));
    damage("UPDATE matches SET rules = '{' WHERE id = CAST($1 AS BIGINT)").await;
    assert_eq!(store.unshown_result(&channel).await.unwrap(), None);
}

/// A batch of moves committed together answers each written move as written, whatever
/// happens after the commit: here the heads of the moves it refused do not read (a move
/// number stored as 2.5, SQLite keeping any type in any column), which used to fail the whole
/// batch after its commit. Tried again alone, the written move then came back a conflict: its
/// player was told nothing they did was applied, and it was. The refused one is answered as a
/// conflict (its session reads its match again).
#[tokio::test]
async fn a_committed_move_is_answered_written_whatever_fails_after_the_commit() {
    let (_db, store) = Kind::Sqlite.store().await;
    let games = open_games(&store, 2).await;
    let (seq, mv) = next_move(&games[0].1);
    let bad = "INSERT INTO moves (match_id, seq, seat, action) VALUES (CAST($1 AS INTEGER), 2.5, 0, '\"resign\"')";
    store.execute_raw(bad, &[&games[1].0 .0.to_string()]).await.unwrap();
    let (seq1, mv1) = next_move(&games[1].1);
    let jobs = [
        Job::Append { id: games[0].0, seq, mv: mv.clone(), hand: None, finish: None },
        Job::Append { id: games[1].0, seq: seq1, mv: mv1, hand: None, finish: None },
    ];
    let answers = super::group::commit(&store.backend, &mut Default::default(), &jobs).await;
    assert!(matches!(answers[0], Ok(Done::Written)), "{answers:?}");
    assert!(matches!(answers[1], Err(StoreError::Conflict)), "{answers:?}");
    assert_eq!(store.load(games[0].0).await.unwrap().unwrap().moves, vec![mv]);
}

/// A relay in front of the test cluster that, when armed, loses the server's answer to the
/// next COMMIT (or, armed with [`CUT_ANY_STATEMENT`], to the next statement of any kind) and
/// closes both sides: the commit is done and its acknowledgement never arrives, as when the
/// network fails at that moment.
struct CommitCutter {
    port: u16,
    armed: std::sync::Arc<std::sync::atomic::AtomicU8>,
}

/// [`CommitCutter`] relays everything.
const CUT_NOTHING: u8 = 0;
/// [`CommitCutter`] loses the answer to the next COMMIT.
const CUT_COMMIT: u8 = 1;
/// [`CommitCutter`] loses the answer to the next statement, whatever it is: a statement that
/// commits itself (no BEGIN … COMMIT) is done when its answer is sent.
const CUT_ANY_STATEMENT: u8 = 2;

impl CommitCutter {
    /// A fresh database of the test cluster: a store reaching it through a new relay, and a
    /// store reaching it directly (to see what was committed).
    async fn between_stores() -> (CommitCutter, Store, Store) {
        let cluster = pg_harness::Cluster::shared();
        let url = cluster.fresh_database();
        let name = url.rsplit('/').next().unwrap_or_default();
        let cutter = CommitCutter::start(cluster.port()).await;
        let port = cutter.port;
        let relayed = format!("postgres://postgres@127.0.0.1:{port}/{name}?sslmode=disable");
        let store = Store::open_url(&relayed).await.unwrap();
        let direct = Store::open_url(&url).await.unwrap();
        (cutter, store, direct)
    }

    async fn start(target: u16) -> CommitCutter {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let armed = std::sync::Arc::new(std::sync::atomic::AtomicU8::new(CUT_NOTHING));
        let arm = armed.clone();
        tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                let Ok(server) = tokio::net::TcpStream::connect(("127.0.0.1", target)).await else {
                    continue;
                };
                tokio::spawn(cut_relay(client, server, arm.clone()));
            }
        });
        CommitCutter { port, armed }
    }
}

/// Relays one connection; the server's side message by message (a type byte, then a length
/// that counts itself; no TLS).
async fn cut_relay(
    client: tokio::net::TcpStream,
    server: tokio::net::TcpStream,
    armed: std::sync::Arc<std::sync::atomic::AtomicU8>,
) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let (mut from_client, mut to_client) = client.into_split();
    let (mut from_server, mut to_server) = server.into_split();
    let up = tokio::spawn(async move {
        let _ = tokio::io::copy(&mut from_client, &mut to_server).await;
    });
    let (mut pending, mut chunk) = (Vec::new(), vec![0u8; 1 << 16]);
    'relay: loop {
        let n = match from_server.read(&mut chunk).await {
            Ok(0) | Err(_) => break,
            Ok(n) => n,
        };
        pending.extend_from_slice(&chunk[..n]);
        let mut done = 0;
        while pending.len() - done >= 5 {
            let len = u32::from_be_bytes(pending[done + 1..done + 5].try_into().unwrap()) as usize;
            if pending.len() - done < 1 + len {
                break;
            }
            let message = &pending[done..done + 1 + len];
            // 'C' is CommandComplete: its tag says which statement ended.
            let cut = match (message[0], armed.load(std::sync::atomic::Ordering::SeqCst)) {
                (b'C', CUT_ANY_STATEMENT) => true,
                (b'C', CUT_COMMIT) => message[5..].starts_with(b"COMMIT"),
                _ => false,
            };
            if cut && armed.swap(CUT_NOTHING, std::sync::atomic::Ordering::SeqCst) != CUT_NOTHING {
                break 'relay;
            }
            if to_client.write_all(message).await.is_err() {
                break 'relay;
            }
            done += 1 + len;
        }
        pending.drain(..done);
    }
    up.abort();
}

/// A write whose commit is done but whose answer is lost (the connection fails between) is
/// unconfirmed, never "nothing changed": the store says so rather than unavailable, and the
/// person is told it may have counted. Here a new game against the computer, stored though
/// its player was told otherwise before; starting again then finds it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_commit_whose_answer_is_lost_is_unconfirmed_never_nothing_changed() {
    use crate::session::{Actor, Command, SessionAction, SessionError, Sessions};
    let (cutter, store, direct) = CommitCutter::between_stores().await;
    let cut = || cutter.armed.store(CUT_COMMIT, std::sync::atomic::Ordering::SeqCst);

    cut();
    let new = new_match("general", tablic(false), vec![human("1", "Ana"), human("2", "Bo")]);
    let lost = store.create_match(&new).await.unwrap_err();
    assert!(matches!(lost, StoreError::Unconfirmed(_)), "{lost:?}");
    assert!(direct.playing_in(&new.channel).await.unwrap().is_some(), "it was committed");
    // A batch of them is not tried again job by job: each would find its own match and be
    // told another had taken the channel.
    let batch: Vec<Job> = ["a", "b"]
        .map(|c| Job::Create(new_match(c, tablic(false), vec![human("1", "Ana"), computer()])))
        .into();
    cut();
    let answers = super::group::commit(&store.backend, &mut Default::default(), &batch).await;
    assert!(answers.iter().all(|a| matches!(a, Err(StoreError::Unconfirmed(_)))), "{answers:?}");
    for job in &batch {
        let Job::Create(new) = job else { unreachable!() };
        assert!(direct.playing_in(&new.channel).await.unwrap().is_some(), "it was committed");
    }

    let (sessions, _rx) = Sessions::new(store.clone());
    let ana =
        Actor { user: UserRef::new(Platform::Discord, "1"), name: "Ana".into(), is_admin: false };
    let channel = ChannelKey::new(Platform::Discord, "guild", "cards");
    let play = SessionAction::PlayComputers {
        rules: tablic(false),
        turn_timer: None,
        level: Level::Greedy,
    };
    let command = Command { channel: channel.clone(), actor: ana, action: play, expected: None };
    cut();
    let answer = sessions.handle(command.clone()).await.unwrap_err();
    assert_eq!(answer, SessionError::Unconfirmed);
    assert!(direct.playing_in(&channel).await.unwrap().is_some(), "it was committed");
    // Started again, the stored game is found and shown.
    assert_eq!(sessions.handle(command).await.unwrap_err(), SessionError::Changed);
    assert!(sessions.inspect(&channel, |s| s.is_playing()).await.unwrap());
    store.close().await;
    direct.close().await;
}

/// Plain moves are one statement that commits itself, with no COMMIT of its own: its answer
/// lost, each move is unconfirmed, never "nothing changed", alone or in a batch; and each was
/// stored.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_plain_move_whose_answer_is_lost_is_unconfirmed_never_nothing_changed() {
    let (cutter, store, direct) = CommitCutter::between_stores().await;
    let mut games = open_games(&direct, 2).await;
    // The writer's connection is open and its set-up done before the cut is armed.
    let (seq, mv) = next_move(&games[0].1);
    store.append(games[0].0, seq, &mv, None, None).await.unwrap();
    games[0].1.apply(mv).unwrap();

    let (seq, mv) = next_move(&games[0].1);
    cutter.armed.store(CUT_ANY_STATEMENT, std::sync::atomic::Ordering::SeqCst);
    let lost = store.append(games[0].0, seq, &mv, None, None).await.unwrap_err();
    assert!(matches!(lost, StoreError::Unconfirmed(_)), "{lost:?}");
    assert_eq!(direct.load(games[0].0).await.unwrap().unwrap().moves.len(), 2, "it was stored");
    games[0].1.apply(mv).unwrap();

    // Two games' moves in one statement: neither is tried again alone (each would find its
    // own move and be answered a conflict); both are told they are unconfirmed.
    let jobs: Vec<Job> = games
        .iter()
        .map(|(id, game)| {
            let (seq, mv) = next_move(game);
            Job::Append { id: *id, seq, mv, hand: None, finish: None }
        })
        .collect();
    cutter.armed.store(CUT_ANY_STATEMENT, std::sync::atomic::Ordering::SeqCst);
    let answers = super::group::commit(&store.backend, &mut Default::default(), &jobs).await;
    assert!(answers.iter().all(|a| matches!(a, Err(StoreError::Unconfirmed(_)))), "{answers:?}");
    assert_eq!(direct.load(games[0].0).await.unwrap().unwrap().moves.len(), 3, "it was stored");
    assert_eq!(direct.load(games[1].0).await.unwrap().unwrap().moves.len(), 1, "it was stored");
    store.close().await;
    direct.close().await;
}

/// A move whose commit is unconfirmed reads its game again; when the game then no longer
/// reads (its stored rules damaged meanwhile), the player is told it was set aside, not that
/// their move may have counted in a game that is gone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unconfirmed_move_whose_game_no_longer_reads_is_answered_set_aside() {
    use crate::session::{Actor, Command, SessionAction, SessionError, Sessions};
    let (cutter, store, direct) = CommitCutter::between_stores().await;
    let (sessions, _rx) = Sessions::new(store.clone());
    let channel = ChannelKey::new(Platform::Discord, "guild", "cards");
    let person = |id: &str, name: &str| Actor {
        user: UserRef::new(Platform::Discord, id),
        name: name.into(),
        is_admin: false,
    };
    let (ana, bo) = (person("1", "Ana"), person("2", "Bo"));
    let command = |actor: &Actor, action| Command {
        channel: channel.clone(),
        actor: actor.clone(),
        action,
        expected: None,
    };
    let new = SessionAction::New { rules: tablic(false), turn_timer: None, seed: Some(5) };
    sessions.handle(command(&ana, new)).await.unwrap();
    sessions.handle(command(&bo, SessionAction::Join)).await.unwrap();
    sessions.handle(command(&ana, SessionAction::Start)).await.unwrap();
    let mut mover = None;
    for who in [&ana, &bo] {
        let view = sessions.inspect(&channel, |s| s.hand_view(&who.user)).await.flatten();
        if let Some(view) = view.filter(|v| v.your_turn) {
            mover = Some((who.clone(), view));
        }
    }
    let (who, view) = mover.expect("someone is to move");
    let (card, options) = &view.legal[0];
    let play = SessionAction::Play {
        card: *card,
        take: options.first().copied().unwrap_or(CardSet::EMPTY),
    };
    let id = direct.playing_in(&channel).await.unwrap().unwrap().id;
    direct
        .execute_raw(
            "UPDATE matches SET rules = '{' WHERE id = CAST($1 AS BIGINT)",
            &[&id.0.to_string()],
        )
        .await
        .unwrap();
    cutter.armed.store(CUT_ANY_STATEMENT, std::sync::atomic::Ordering::SeqCst);
    assert_eq!(sessions.handle(command(&who, play)).await.unwrap_err(), SessionError::SetAside);
    assert!(direct.playing_in(&channel).await.unwrap().is_none(), "set aside in the store");
    assert!(!sessions.inspect(&channel, |s| s.is_playing()).await.unwrap_or(false), "freed");
    store.close().await;
    direct.close().await;
}

/// A match set aside counts for no one, as the standings' footer says: not its hands
/// played, not its points, on any board; a finished match between the same people does.
async fn a_match_set_aside_counts_for_no_one(kind: Kind) {
    let (_db, store) = kind.store().await;
    let people = || vec![human("1", "Ana"), human("2", "Bo")];
    let new = new_match("general", tablic(false), people());
    let id = store.create_match(&new).await.unwrap();
    let mut game = Match::new(new.rules.clone(), new.seed);
    play(&store, id, &mut game, 60, NOV_2026 - 300).await;
    assert!(!game.results().is_empty(), "a hand was scored");
    assert!(store.mark_unreadable(id, NOV_2026).await.unwrap());
    for board in [Board::Points, Board::Strength] {
        let rows = store.standings(&query(None, Period::AllTime, board)).await.unwrap();
        assert!(rows.is_empty(), "{board:?}: {rows:?}");
    }
    let won = FinishOutcome::Won { side: 0 };
    play_out(&store, "other", people(), tablic(false), won, vec![101, 94], NOV_2026).await;
    let rows = store.standings(&query(None, Period::AllTime, Board::Points)).await.unwrap();
    let counted: Vec<(&str, u32, i64)> =
        rows.iter().map(|r| (r.name.as_str(), r.matches, r.points)).collect();
    assert_eq!(counted, [("Ana", 1, 57), ("Bo", 1, 9)]);
}

/// The match in play in a channel is named, with the reason, when its row or its log does
/// not read, instead of failing the read: a reload sets it aside.
async fn the_match_in_play_is_named_when_it_does_not_read(kind: Kind) {
    let (_db, store) = kind.store().await;
    let new = new_match("general", tablic(false), vec![human("1", "Ana"), human("2", "Bo")]);
    let id = store.create_match(&new).await.unwrap();
    let found = store.playing_or_unreadable(&new.channel).await.unwrap();
    assert!(matches!(found, Some(Ok(ref m)) if m.id == id), "{found:?}");
    let other = ChannelKey::new(Platform::Discord, "guild", "elsewhere");
    assert_eq!(store.playing_or_unreadable(&other).await.unwrap(), None);
    store
        .execute_raw(
            "UPDATE matches SET rules = '{' WHERE id = CAST($1 AS BIGINT)",
            &[&id.0.to_string()],
        )
        .await
        .unwrap();
    let Some(Err(bad)) = store.playing_or_unreadable(&new.channel).await.unwrap() else {
        panic!("named as unreadable")
    };
    assert_eq!((bad.id, bad.channel), (id, Some(new.channel.clone())));
    assert!(bad.reason.contains("rules"), "{}", bad.reason);
}

/// The statuses of many matches are read at once, whatever the rest of their rows holds: one
/// in play, one finished, one set aside whose rules no longer read; a match not stored is not
/// named, and no matches asked for is no answer.
async fn the_statuses_of_many_matches_are_read_in_one_call(kind: Kind) {
    let (_db, store) = kind.store().await;
    let people = || vec![human("1", "Ana"), human("2", "Bo")];
    let playing = store.create_match(&new_match("a", tablic(false), people())).await.unwrap();
    let won = FinishOutcome::Won { side: 0 };
    let finished = play_out(&store, "b", people(), tablic(false), won, vec![101, 94], NOV_2026);
    let finished = finished.await;
    let aside = store.create_match(&new_match("c", tablic(false), people())).await.unwrap();
    assert!(store.mark_unreadable(aside, NOV_2026).await.unwrap());
    store
        .execute_raw(
            "UPDATE matches SET rules = '{' WHERE id = CAST($1 AS BIGINT)",
            &[&aside.0.to_string()],
        )
        .await
        .unwrap();
    let missing = MatchId(aside.0 + 1000);
    let found = store.match_statuses(&[playing, finished, aside, missing]).await.unwrap();
    let mut found: Vec<(i64, &str)> = found.iter().map(|(id, s)| (id.0, s.as_str())).collect();
    found.sort();
    assert_eq!(found, [(playing.0, "playing"), (finished.0, "finished"), (aside.0, "unreadable")]);
    assert!(store.match_statuses(&[]).await.unwrap().is_empty());
}

impl Kind {
    /// The store on `place` opened only to read.
    async fn read_only(self, place: &Place) -> Result<Store, StoreError> {
        match place {
            Place::Folder(dir) => {
                Store::open_read_only(&dir.path().join("data/nested/tablic.db")).await
            }
            Place::Url(url) => Store::open_url_read_only(url).await,
        }
    }

    /// Records a migration 99 as applied, as a newer release would have.
    async fn apply_a_newer_migration(self, store: &Store) {
        let checksum = match self {
            Kind::Sqlite => "x'00'",
            Kind::Postgres => "'\\x00'::bytea",
        };
        let sql = format!(
            "INSERT INTO _sqlx_migrations (version, description, success, checksum, \
             execution_time) VALUES (99, 'from a newer tablic', true, {checksum}, 0)"
        );
        store.execute_raw(&sql, &[]).await.unwrap();
    }
}

impl Before14 {
    /// The store on it opened only to read.
    async fn read_only(&self) -> Result<Store, StoreError> {
        match self {
            Before14::Sqlite(dir, _) => Store::open_read_only(&dir.path().join("old.db")).await,
            Before14::Postgres(url, _) => Store::open_url_read_only(url).await,
        }
    }
}

/// A store opened only to read shows what was stored, and a write through it fails and
/// stores nothing; on SQLite the file is left as it was, byte for byte. A database a newer
/// release upgraded (a later migration besides ours) reads too.
async fn a_store_opened_to_read_reads_and_writes_nothing(kind: Kind) {
    let (place, store) = kind.store().await;
    let seats = vec![human("1", "Ana"), human("2", "Bo")];
    let won = FinishOutcome::Won { side: 0 };
    play_out(&store, "general", seats, tablic(false), won, vec![101, 94], NOV_2026).await;
    store.close().await;
    let file = match &place {
        Place::Folder(dir) => Some(dir.path().join("data/nested/tablic.db")),
        Place::Url(_) => None,
    };
    let before = file.as_ref().map(|f| std::fs::read(f).unwrap());
    let reader = kind.read_only(&place).await.unwrap();
    let names = |rows: Vec<StandingRow>| rows.into_iter().map(|r| r.name).collect::<Vec<_>>();
    let board = query(None, Period::AllTime, Board::Points);
    assert_eq!(names(reader.standings(&board).await.unwrap()), ["Ana", "Bo"]);
    let new = new_match("other", tablic(false), vec![human("1", "Ana"), computer()]);
    let refused = reader.create_match(&new).await;
    assert!(matches!(refused, Err(StoreError::Unavailable(_))), "{refused:?}");
    reader.close().await;
    if let (Some(file), Some(before)) = (&file, before) {
        assert!(std::fs::read(file).unwrap() == before, "the file was changed");
    }
    let writer = kind.reopen(&place).await;
    assert_eq!(writer.scalar_raw("SELECT COUNT(*) FROM matches", &[]).await.unwrap(), 1);
    kind.apply_a_newer_migration(&writer).await;
    writer.close().await;
    let reader = kind.read_only(&place).await.unwrap();
    assert_eq!(names(reader.standings(&board).await.unwrap()), ["Ana", "Bo"]);
    reader.close().await;
}

/// A database of an older release opened only to read is refused as older and left as it
/// was (an older process may be using it); opened to write, it is upgraded, and then it
/// reads. One with no tablic tables at all is refused alike, and not made into one.
async fn a_store_opened_to_read_refuses_an_older_schema_and_leaves_it(kind: Kind) {
    let old = Before14::before(kind, 16).await;
    let newest = "SELECT CAST(MAX(version) AS TEXT) FROM _sqlx_migrations";
    let was = old.text(newest).await;
    let refused = old.read_only().await;
    let newest_applied = was.parse::<i64>().unwrap();
    assert!(
        matches!(refused, Err(StoreError::Older { newest: Some(n) }) if n == newest_applied),
        "{:?}",
        refused.err()
    );
    assert_eq!(old.text(newest).await, was, "upgraded by a store opened to read");
    old.open().await.unwrap().close().await;
    let latest = match kind {
        Kind::Sqlite => &sqlite::MIGRATOR,
        Kind::Postgres => &postgres::MIGRATOR,
    };
    let latest = latest.iter().map(|m| m.version).max().unwrap();
    assert_eq!(old.text(newest).await, latest.to_string());
    old.read_only().await.unwrap().close().await;

    let empty = match kind {
        Kind::Sqlite => {
            let dir = TempDir::new().unwrap();
            std::fs::write(dir.path().join("t.db"), b"").unwrap();
            Place::Folder(dir)
        }
        Kind::Postgres => Place::Url(pg_harness::Cluster::shared().fresh_database()),
    };
    let refused = match &empty {
        Place::Folder(dir) => Store::open_read_only(&dir.path().join("t.db")).await,
        Place::Url(url) => Store::open_url_read_only(url).await,
    };
    assert!(matches!(refused, Err(StoreError::Older { newest: None })), "{:?}", refused.err());
    match &empty {
        Place::Folder(dir) => {
            assert_eq!(std::fs::metadata(dir.path().join("t.db")).unwrap().len(), 0);
            // A file that is not there is not made.
            let missing = dir.path().join("missing.db");
            assert!(Store::open_read_only(&missing).await.is_err());
            assert!(!missing.exists(), "a database made by opening it to read");
        }
        Place::Url(url) => {
            use sqlx::Connection;
            let mut conn = sqlx::PgConnection::connect(url).await.unwrap();
            let tables: i64 = sqlx::query_scalar(
                "SELECT COUNT(*) FROM pg_catalog.pg_tables WHERE schemaname = current_schema()",
            )
            .fetch_one(&mut conn)
            .await
            .unwrap();
            assert_eq!(tables, 0, "tables made by opening it to read");
            conn.close().await.unwrap();
        }
    }
}

/// What a store opened only to read accepts of the migrations a database applied: all of
/// ours, unchanged, whatever a newer release added; one missing is an older database, one
/// changed or left half done is said as an upgrade would say it.
#[test]
fn a_schema_fits_when_every_migration_of_ours_is_applied_unchanged() {
    let ours: Vec<Applied> =
        sqlite::MIGRATOR.iter().map(|m| (m.version, true, m.checksum.to_vec())).collect();
    let fits = |applied: &[Applied]| schema_fits(&sqlite::MIGRATOR, applied);
    assert!(fits(&ours).is_ok());
    let mut newer = ours.clone();
    newer.push((99, true, vec![0]));
    assert!(fits(&newer).is_ok(), "a newer release's schema reads");
    let older = &ours[..ours.len() - 1];
    let newest = older.last().map(|a| a.0);
    assert!(matches!(fits(older), Err(StoreError::Older { newest: n }) if n == newest));
    assert!(matches!(fits(&[]), Err(StoreError::Older { newest: None })));
    let mut changed = ours.clone();
    changed[1].2 = vec![0];
    let err = fits(&changed).unwrap_err().to_string();
    assert!(err.contains(&format!("migration {} of this tablic differs", ours[1].0)), "{err}");
    let mut dirty = newer;
    dirty[2].1 = false;
    let err = fits(&dirty).unwrap_err().to_string();
    assert!(err.contains("was left half done"), "{err}");
    assert_eq!(
        StoreError::Older { newest: Some(15) }.to_string(),
        "the database is from an older tablic; this one upgrades it when it opens it to play or \
         serve"
    );
}
