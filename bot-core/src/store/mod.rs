//! SQLite storage through sqlx: matches, move log, hand results, standings, chat settings.
//!
//! Every write that belongs together is one transaction: a move with the hand result it produced
//! and the match's end; the end with its standings. SQL stays behind [`Store`], so another
//! implementation (PostgreSQL) can sit beside it later. The schema is in `migrations/` at the
//! workspace root; it is embedded in the binary and brought up to date by [`Store::open`].
//!
//! Writes go through a pool of one connection (SQLite has one writer; queuing in the pool avoids
//! `SQLITE_BUSY` when a read transaction would upgrade); reads use a separate small pool and,
//! thanks to WAL, never wait for a writer.

mod messages;
pub mod standings;

use std::path::Path;
use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use serde::de::DeserializeOwned;
use serde::Serialize;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteConnection, SqliteJournalMode, SqlitePool, SqlitePoolOptions,
    SqliteRow, SqliteSynchronous,
};
use sqlx::{Row, Sqlite};
use thiserror::Error;

use crate::game::{Action, HandResult, Move};
use crate::ids::{ChannelKey, MatchId, Platform, PlayerId, SeatKind, UserRef};
use crate::rules::{Rules, StoredRulesError};

pub use messages::{MessageKind, MessageLocation};
pub use standings::{Board, BonusTable, Period};

/// The schema, embedded at compile time from `migrations/` at the workspace root.
static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../migrations");

/// Connections in the read pool.
const READ_CONNECTIONS: u32 = 4;
/// How long a statement waits for a lock held by another process before giving up.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Why a storage call failed. The Display text can be shown to a player as it is.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The database could not be reached, or a statement failed.
    #[error("storage is unavailable right now, try again")]
    Unavailable(#[source] sqlx::Error),
    /// The database file or its folder could not be created.
    #[error("storage cannot be opened: check the database path and its permissions")]
    Open(#[source] std::io::Error),
    /// A database URL that is not a SQLite address.
    #[error("`{url}` is not a SQLite database address like sqlite://data/tablic.db")]
    BadUrl {
        /// The address given.
        url: String,
        /// Why sqlx refused it, if it got that far.
        #[source]
        source: Option<sqlx::Error>,
    },
    /// The schema could not be brought up to date.
    #[error("storage could not be upgraded; the database may belong to a newer tablic")]
    Migrate(#[source] sqlx::migrate::MigrateError),
    /// That move number is already stored (a repeated or stale press): nothing changed.
    #[error("that move was already made")]
    Conflict,
    /// A move number that skips ahead of the stored log: nothing changed.
    #[error("that move is out of turn; look at the table again")]
    OutOfOrder {
        /// The next move number the log takes.
        expected: u64,
        /// The one given.
        got: u64,
    },
    /// No match has this id.
    #[error("that game could not be found")]
    NotFound(MatchId),
    /// The match has already ended: nothing changed.
    #[error("that game is already over")]
    Finished(MatchId),
    /// Data that does not fit the match (a mistake of the caller): nothing changed.
    #[error("that does not fit the game: {0}")]
    Invalid(String),
    /// A stored row that cannot be read back.
    #[error("stored game data is damaged ({0}); please report this")]
    Corrupt(String),
}

/// Maps a sqlx error: undecodable columns are corruption, everything else unavailability.
fn db(e: sqlx::Error) -> StoreError {
    match e {
        sqlx::Error::ColumnDecode { .. }
        | sqlx::Error::Decode(_)
        | sqlx::Error::ColumnNotFound(_)
        | sqlx::Error::ColumnIndexOutOfBounds { .. } => StoreError::Corrupt(e.to_string()),
        e => StoreError::Unavailable(e),
    }
}

/// Whether a statement failed on a primary key or unique constraint.
fn is_unique_violation(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(d) if d.is_unique_violation())
}

/// A match to create.
#[derive(Clone, Debug, PartialEq)]
pub struct NewMatch {
    /// Where it is played.
    pub channel: ChannelKey,
    /// Its rules (one seat per player).
    pub rules: Rules,
    /// The secret shuffle seed.
    pub seed: u64,
    /// Who sits where; `seats.len()` must equal `rules.players`.
    pub seats: Vec<SeatKind>,
    /// When it was created, unix seconds.
    pub created_at: i64,
}

/// A stored match with its full move log.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredMatch {
    /// Its id.
    pub id: MatchId,
    /// Where it is played.
    pub channel: ChannelKey,
    /// Its rules.
    pub rules: Rules,
    /// The secret shuffle seed.
    pub seed: u64,
    /// Who sits where.
    pub seats: Vec<SeatKind>,
    /// Every stored move, in order: `moves[i]` is move number `i`.
    pub moves: Vec<Move>,
    /// When it was created, unix seconds.
    pub created_at: i64,
}

/// A match in play that cannot be read back or rebuilt by this release.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    /// Its id.
    pub id: MatchId,
    /// Where it was played, if that much reads.
    pub channel: Option<ChannelKey>,
    /// What is wrong, for the log.
    pub reason: String,
}

/// The matches in play, as [`Store::resumable`] finds them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Unfinished {
    /// Those that read back.
    pub matches: Vec<StoredMatch>,
    /// Those that do not.
    pub unreadable: Vec<Unreadable>,
}

/// How a match ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FinishOutcome {
    /// Won by a side.
    Won {
        /// The winning side.
        side: u8,
    },
    /// Drawn.
    Drawn,
    /// Stopped without a result (by its creator or an admin); it never counts in standings.
    Aborted,
    /// Ended without a result because every person at it was away too long; it never counts
    /// in standings.
    Adjourned,
}

impl FinishOutcome {
    /// Whether the match has a result that counts in the standings (won or drawn).
    pub const fn counts(self) -> bool {
        matches!(self, FinishOutcome::Won { .. } | FinishOutcome::Drawn)
    }
}

/// The end of a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finish {
    /// Won, drawn or aborted.
    pub outcome: FinishOutcome,
    /// Final match scores, one per side.
    pub scores: Vec<u32>,
    /// When it ended, unix seconds; it decides the month and season the match counts in.
    pub at: i64,
}

/// Where a match stands, without its log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchSummary {
    /// `playing`, `finished`, `aborted` or `adjourned`.
    pub status: String,
    /// Match scores per side: running while playing (sum of the stored hands), then final.
    pub scores: Vec<u32>,
    /// The winning side of a won match.
    pub winner: Option<u8>,
    /// Stored moves.
    pub moves: u64,
}

/// Which leaderboard to read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingsQuery {
    /// The platform.
    pub platform: Platform,
    /// The server or group.
    pub server: String,
    /// One channel, or `None` for the whole server or group.
    pub channel: Option<String>,
    /// The span of time.
    pub period: Period,
    /// Points or strength.
    pub board: Board,
    /// Count matches with computers too (`false`: matches among people only).
    pub computers: bool,
    /// Only this person and the people they have finished a match with here (seed 003's
    /// friends board); `None`: everyone.
    pub rivals_of: Option<UserRef>,
    /// Most rows returned.
    pub limit: u32,
    /// The time of asking, unix seconds: it sets the current season's minimum games.
    pub now: i64,
}

/// One line of a leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct StandingRow {
    /// Place, from 1; rows equal on the board's keys share a place (1, 2, 2, 4).
    pub rank: u32,
    /// The player.
    pub player: PlayerId,
    /// Their latest display name.
    pub name: String,
    /// Finished matches played (aborted ones never count).
    pub matches: u32,
    /// Of those, won.
    pub wins: u32,
    /// Of those, drawn.
    pub draws: u32,
    /// Of those, with a computer at the table (0 on a board of matches among people).
    pub computer_matches: u32,
    /// Title points (seed 003).
    pub points: i64,
    /// Wins ÷ matches plus the games bonus; see [`standings::strength`].
    pub strength: f64,
}

/// Whose numbers `stats` reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatsQuery {
    /// The person.
    pub user: UserRef,
    /// The server or group (the person's platform).
    pub server: String,
    /// Count matches with computers too.
    pub computers: bool,
    /// The spans of time, in the order wanted.
    pub periods: Vec<Period>,
}

/// A person's numbers in one span of time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StatLine {
    /// Finished matches played.
    pub matches: u32,
    /// Of those, won (a partner shares the side's win).
    pub wins: u32,
    /// Of those, drawn.
    pub draws: u32,
    /// Of those, with a computer at the table.
    pub computer_matches: u32,
    /// Title points.
    pub points: i64,
    /// Tablas made by the person's side.
    pub tablas: u32,
    /// The most points the person's side scored in one hand.
    pub best_hand: u32,
}

/// What `stats` shows of a person.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerStats {
    /// Their latest display name.
    pub name: String,
    /// One line a period asked (in the order asked); `None` where they finished no match.
    pub lines: Vec<(Period, Option<StatLine>)>,
}

/// The storage: cheap to clone (the pools are shared).
#[derive(Clone, Debug)]
pub struct Store {
    /// One connection: every write queues here.
    write: SqlitePool,
    /// Readers; the write pool itself for an in-memory database.
    read: SqlitePool,
    /// Commits since opening, to pace WAL checkpoints.
    commits: Arc<AtomicU64>,
    /// An in-memory database (no WAL, no checkpoints).
    memory: bool,
}

/// Commits between passive WAL checkpoints (SQLite's own default is 1,000 pages).
const CHECKPOINT_EVERY: u64 = 1_000;

const UPSERT_PLAYER: &str = "INSERT INTO players (platform, external_id, name) VALUES (?, ?, ?) \
     ON CONFLICT (platform, external_id) DO UPDATE SET name = excluded.name RETURNING id";

const STANDINGS_UPSERT_TAIL: &str = " ON CONFLICT \
     (platform, server, channel, period, with_computers, player_id) \
     DO UPDATE SET matches = matches + excluded.matches, wins = wins + excluded.wins, \
     draws = draws + excluded.draws, points = points + excluded.points, \
     computer_matches = computer_matches + excluded.computer_matches, \
     tablas = tablas + excluded.tablas, best_hand = MAX(best_hand, excluded.best_hand)";

/// The columns and partition of a board (binds: platform, server, channel, period,
/// with_computers).
const BOARD_SQL: &str = "\
SELECT s.player_id, p.name, s.matches, s.wins, s.draws, s.points, s.computer_matches
FROM standings AS s JOIN players AS p ON p.id = s.player_id
WHERE s.platform = ? AND s.server = ? AND s.channel = ? AND s.period = ? AND s.with_computers = ?";

/// Keeps a board to one person and the people they finished a match with in this server or
/// group (binds: platform, their id, platform, server).
const RIVALS_SQL: &str = "
  AND s.player_id IN (
    SELECT other.player_id
    FROM players AS me
    JOIN match_players AS mine ON mine.player_id = me.id
    JOIN matches AS m ON m.id = mine.match_id
    JOIN match_players AS other ON other.match_id = mine.match_id
    WHERE me.platform = ? AND me.external_id = ? AND m.platform = ? AND m.server = ?
      AND m.status = 'finished')";

/// The points board: read in index order (`standings_points`). Binds as [`BOARD_SQL`], then
/// [`RIVALS_SQL`]'s if `rivals`, then the limit.
pub(crate) fn points_sql(rivals: bool) -> String {
    let rivals = if rivals { RIVALS_SQL } else { "" };
    format!(
        "{BOARD_SQL}{rivals}\nORDER BY s.points DESC, s.wins DESC, p.name, s.player_id\nLIMIT ?"
    )
}

/// The strength board's candidates: the partition by primary key, those with the minimum
/// games. Strength itself is computed and sorted in Rust ([`standings::strength`]), the one
/// place its formula is written. Binds as [`BOARD_SQL`], the minimum games, then
/// [`RIVALS_SQL`]'s if `rivals`.
pub(crate) fn strength_sql(rivals: bool) -> String {
    let rivals = if rivals { RIVALS_SQL } else { "" };
    format!("{BOARD_SQL} AND s.matches >= ?{rivals}")
}

/// The logs of the matches in play. CROSS JOIN fixes the join order in SQLite: the few matches
/// in play first (partial index), then each one's moves by primary key — never a scan of moves.
pub(crate) const UNFINISHED_MOVES_SQL: &str = "\
SELECT mv.match_id, mv.seq, mv.seat, mv.action
FROM matches AS m CROSS JOIN moves AS mv ON mv.match_id = m.id
WHERE m.status = 'playing'
ORDER BY m.id, mv.seq";

const MATCH_COLUMNS: &str = "id, platform, server, channel, rules, seed, seats, created_at";

impl Store {
    /// Opens (creating the file and its folder if missing) and migrates the database at `path`.
    pub async fn open(path: &Path) -> Result<Store, StoreError> {
        Store::open_with(SqliteConnectOptions::new().filename(path), false).await
    }

    /// Opens a database by URL, e.g. `sqlite://data/tablic.db` or `sqlite:/tmp/x.db`
    /// (`TABLIC_DATABASE_URL`); `sqlite::memory:` gives a private in-memory store.
    pub async fn open_url(url: &str) -> Result<Store, StoreError> {
        if !url.starts_with("sqlite:") {
            return Err(StoreError::BadUrl { url: url.to_string(), source: None });
        }
        let options = SqliteConnectOptions::from_str(url)
            .map_err(|e| StoreError::BadUrl { url: url.to_string(), source: Some(e) })?;
        let memory = url.contains(":memory:") || url.contains("mode=memory");
        Store::open_with(options, memory).await
    }

    async fn open_with(options: SqliteConnectOptions, memory: bool) -> Result<Store, StoreError> {
        let options = options
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .foreign_keys(true)
            .busy_timeout(BUSY_TIMEOUT);
        if !memory {
            if let Some(dir) = options.get_filename().parent() {
                if !dir.as_os_str().is_empty() {
                    tokio::fs::create_dir_all(dir).await.map_err(StoreError::Open)?;
                }
            }
        }
        // The writer never checkpoints on commit (that fsync stalls a move for tens of
        // milliseconds now and then); `after_commit` starts a passive checkpoint on a reader.
        let write_options = if memory {
            options.clone()
        } else {
            options.clone().pragma("wal_autocheckpoint", "0")
        };
        // The writer keeps its one connection for good: an in-memory database lives in it.
        let write = connect_retrying(|| {
            SqlitePoolOptions::new()
                .max_connections(1)
                .min_connections(1)
                .idle_timeout(None)
                .max_lifetime(None)
                // A local file does not drop connections: skip the ping before every statement.
                .test_before_acquire(false)
                .connect_with(write_options.clone())
        })
        .await?;
        migrate(&write).await?;
        let read = if memory {
            write.clone()
        } else {
            // No idle reaper: it would be the only timer in the store (tests on paused time).
            connect_retrying(|| {
                SqlitePoolOptions::new()
                    .max_connections(READ_CONNECTIONS)
                    .idle_timeout(None)
                    .max_lifetime(None)
                    .test_before_acquire(false)
                    .connect_with(options.clone())
            })
            .await?
        };
        tracing::debug!(file = %write.connect_options().get_filename().display(), "store opened");
        Ok(Store { write, read, commits: Arc::new(AtomicU64::new(0)), memory })
    }

    /// Counts a commit; every [`CHECKPOINT_EVERY`] commits, copies the WAL into the database
    /// from a reader connection, without blocking the writer (a passive checkpoint).
    fn after_commit(&self) {
        let n = self.commits.fetch_add(1, Ordering::Relaxed) + 1;
        if self.memory || !n.is_multiple_of(CHECKPOINT_EVERY) {
            return;
        }
        let read = self.read.clone();
        tokio::spawn(async move {
            if let Err(e) = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)").execute(&read).await {
                tracing::warn!(error = %e, "WAL checkpoint failed; the next one will retry");
            }
        });
    }

    /// Whether the database answers (for `/healthz`).
    pub async fn ping(&self) -> bool {
        sqlx::query("SELECT 1").execute(&self.read).await.is_ok()
    }

    /// Closes both pools, waiting for statements in flight (and checkpointing the WAL).
    pub async fn close(&self) {
        self.read.close().await;
        self.write.close().await;
    }

    /// Creates a match in play with no moves; humans are recorded as players (latest name).
    pub async fn create_match(&self, m: &NewMatch) -> Result<MatchId, StoreError> {
        let mut tx = self.write.begin_with("BEGIN IMMEDIATE").await.map_err(db)?;
        let id = create_in(&mut tx, m).await?;
        tx.commit().await.map_err(db)?;
        Ok(id)
    }

    /// Appends move number `seq` (0-based index in the match log) in ONE transaction, together
    /// with the hand result it produced (if any) and the match's end (if it ended). A second
    /// append of the same (match, seq) fails with [`StoreError::Conflict`] and changes nothing.
    pub async fn append(
        &self,
        id: MatchId,
        seq: u64,
        mv: &Move,
        hand: Option<&HandResult>,
        finish: Option<&Finish>,
    ) -> Result<(), StoreError> {
        let action = to_json(&mv.action)?;
        let seq_i64 = i64::try_from(seq)
            .map_err(|_| StoreError::Invalid(format!("move number {seq} is too large")))?;
        let mut tx = self.write.begin_with("BEGIN IMMEDIATE").await.map_err(db)?;
        let row = sqlx::query(
            "SELECT status, scores, \
             (SELECT COALESCE(MAX(seq) + 1, 0) FROM moves WHERE match_id = matches.id) AS next \
             FROM matches WHERE id = ?",
        )
        .bind(id.0)
        .fetch_optional(&mut *tx)
        .await
        .map_err(db)?
        .ok_or(StoreError::NotFound(id))?;
        let status: String = get(&row, "status")?;
        let next = to_u64(get::<i64>(&row, "next")?, "next move number")?;
        if seq < next {
            return Err(StoreError::Conflict);
        }
        if status != "playing" {
            return Err(StoreError::Finished(id));
        }
        if seq > next {
            return Err(StoreError::OutOfOrder { expected: next, got: seq });
        }
        sqlx::query("INSERT INTO moves (match_id, seq, seat, action) VALUES (?, ?, ?, ?)")
            .bind(id.0)
            .bind(seq_i64)
            .bind(i64::from(mv.seat))
            .bind(action)
            .execute(&mut *tx)
            .await
            .map_err(|e| if is_unique_violation(&e) { StoreError::Conflict } else { db(e) })?;
        if let Some(result) = hand {
            sqlx::query("INSERT INTO hand_results (match_id, number, result) VALUES (?, ?, ?)")
                .bind(id.0)
                .bind(i64::from(result.number))
                .bind(to_json(result)?)
                .execute(&mut *tx)
                .await
                .map_err(|e| if is_unique_violation(&e) { StoreError::Conflict } else { db(e) })?;
            let mut scores: Vec<u32> = from_json(&get::<String>(&row, "scores")?, "scores")?;
            if scores.len() < result.total.len() {
                scores.resize(result.total.len(), 0);
            }
            for (score, points) in scores.iter_mut().zip(&result.total) {
                *score = score.saturating_add(*points);
            }
            sqlx::query("UPDATE matches SET scores = ? WHERE id = ?")
                .bind(to_json(&scores)?)
                .bind(id.0)
                .execute(&mut *tx)
                .await
                .map_err(db)?;
        }
        if let Some(finish) = finish {
            finish_in(&mut tx, id, finish).await?;
        }
        tx.commit().await.map_err(db)?;
        self.after_commit();
        Ok(())
    }

    /// Ends a match without a move (abort by the creator/admin, or a finished state reached
    /// otherwise); a won or drawn end updates the standings in the same transaction.
    pub async fn finish(&self, id: MatchId, finish: &Finish) -> Result<(), StoreError> {
        let mut tx = self.write.begin_with("BEGIN IMMEDIATE").await.map_err(db)?;
        finish_in(&mut tx, id, finish).await?;
        tx.commit().await.map_err(db)
    }

    /// Every readable match still in play, with its full move log in order (see
    /// [`Store::resumable`], which also names the unreadable ones).
    pub async fn unfinished(&self) -> Result<Vec<StoredMatch>, StoreError> {
        Ok(self.resumable().await?.matches)
    }

    /// Every match still in play, to resume after a restart: those that read back, with their
    /// full move logs in order, and those that do not (damaged, or written by a release whose
    /// rules this one cannot play), each with the reason. One bad row never hides the others.
    pub async fn resumable(&self) -> Result<Unfinished, StoreError> {
        let mut tx = self.read.begin().await.map_err(db)?;
        let rows = sqlx::query(&format!(
            "SELECT {MATCH_COLUMNS} FROM matches WHERE status = 'playing' ORDER BY id"
        ))
        .fetch_all(&mut *tx)
        .await
        .map_err(db)?;
        let moves = sqlx::query(UNFINISHED_MOVES_SQL).fetch_all(&mut *tx).await.map_err(db)?;
        tx.commit().await.map_err(db)?;
        let mut decoded: Vec<(MatchId, Result<StoredMatch, String>)> = Vec::new();
        let mut channels = Vec::new();
        for row in &rows {
            let id = MatchId(get(row, "id")?);
            decoded.push((id, decode_match(row).map_err(|e| e.to_string())));
            channels.push(decode_channel(row).ok());
        }
        let mut current = decoded.iter_mut().peekable();
        for row in &moves {
            let match_id = MatchId(get(row, "match_id")?);
            while current.next_if(|(id, _)| *id < match_id).is_some() {}
            // Moves of a match that ended between the two reads are not needed.
            let Some((_, entry)) = current.peek_mut().filter(|(id, _)| *id == match_id) else {
                continue;
            };
            if let Ok(m) = entry {
                if let Err(e) = push_move(&mut m.moves, row) {
                    *entry = Err(e.to_string());
                }
            }
        }
        let mut out = Unfinished::default();
        for ((id, entry), channel) in decoded.into_iter().zip(channels) {
            match entry {
                Ok(m) => out.matches.push(m),
                Err(reason) => out.unreadable.push(Unreadable { id, channel, reason }),
            }
        }
        Ok(out)
    }

    /// The latest match of `channel` that ended with a result nobody has been shown yet (see
    /// [`Store::mark_result_shown`]), with its full move log.
    pub async fn unshown_result(
        &self,
        channel: &ChannelKey,
    ) -> Result<Option<StoredMatch>, StoreError> {
        let id: Option<i64> = sqlx::query_scalar(
            "SELECT id FROM matches WHERE platform = ? AND server = ? AND channel = ? \
             AND status = 'finished' AND result_shown_at IS NULL ORDER BY id DESC LIMIT 1",
        )
        .bind(channel.platform.name())
        .bind(&channel.server)
        .bind(&channel.channel)
        .fetch_optional(&self.read)
        .await
        .map_err(db)?;
        match id {
            Some(id) => self.load(MatchId(id)).await,
            None => Ok(None),
        }
    }

    /// Records that the players have seen how a match ended.
    pub async fn mark_result_shown(&self, id: MatchId, at: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE matches SET result_shown_at = ? WHERE id = ? AND status <> 'playing'")
            .bind(at)
            .bind(id.0)
            .execute(&self.write)
            .await
            .map_err(db)?;
        Ok(())
    }

    /// Marks a match in play as unreadable: it is kept for inspection and never resumed again.
    /// Returns whether it was still in play.
    pub async fn mark_unreadable(&self, id: MatchId, at: i64) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE matches SET status = 'unreadable', finished_at = ? \
             WHERE id = ? AND status = 'playing'",
        )
        .bind(at)
        .bind(id.0)
        .execute(&self.write)
        .await
        .map_err(db)?;
        Ok(done.rows_affected() == 1)
    }

    /// One match with its full move log, whatever its status.
    pub async fn load(&self, id: MatchId) -> Result<Option<StoredMatch>, StoreError> {
        let mut tx = self.read.begin().await.map_err(db)?;
        let row = sqlx::query(&format!("SELECT {MATCH_COLUMNS} FROM matches WHERE id = ?"))
            .bind(id.0)
            .fetch_optional(&mut *tx)
            .await
            .map_err(db)?;
        let Some(row) = row else {
            return Ok(None);
        };
        let mut m = decode_match(&row)?;
        let moves = sqlx::query(
            "SELECT match_id, seq, seat, action FROM moves WHERE match_id = ? ORDER BY seq",
        )
        .bind(id.0)
        .fetch_all(&mut *tx)
        .await
        .map_err(db)?;
        tx.commit().await.map_err(db)?;
        for row in &moves {
            push_move(&mut m.moves, row)?;
        }
        Ok(Some(m))
    }

    /// The scoring tables of a match's finished hands, in order.
    pub async fn hand_results(&self, id: MatchId) -> Result<Vec<HandResult>, StoreError> {
        let rows =
            sqlx::query("SELECT result FROM hand_results WHERE match_id = ? ORDER BY number")
                .bind(id.0)
                .fetch_all(&self.read)
                .await
                .map_err(db)?;
        rows.iter().map(|row| from_json(&get::<String>(row, "result")?, "hand result")).collect()
    }

    /// Status, scores, winner side and move count of a match.
    pub async fn match_summary(&self, id: MatchId) -> Result<Option<MatchSummary>, StoreError> {
        let row = sqlx::query(
            "SELECT status, scores, winner_side, \
             (SELECT COUNT(*) FROM moves WHERE match_id = matches.id) AS moves \
             FROM matches WHERE id = ?",
        )
        .bind(id.0)
        .fetch_optional(&self.read)
        .await
        .map_err(db)?;
        let Some(row) = row else {
            return Ok(None);
        };
        let winner = get::<Option<i64>>(&row, "winner_side")?
            .map(|side| u8::try_from(side).map_err(|_| corrupt_number("winner_side", side)))
            .transpose()?;
        Ok(Some(MatchSummary {
            status: get(&row, "status")?,
            scores: from_json(&get::<String>(&row, "scores")?, "scores")?,
            winner,
            moves: to_u64(get(&row, "moves")?, "move count")?,
        }))
    }

    /// A leaderboard: points (most first, then wins, then name) or strength (strongest first,
    /// then most matches, then name; only players with the period's minimum games).
    pub async fn standings(&self, q: &StandingsQuery) -> Result<Vec<StandingRow>, StoreError> {
        let channel = q.channel.as_deref().unwrap_or("");
        let period = q.period.key();
        let table = q.period.bonus_table();
        let rivals = q.rivals_of.is_some();
        let sql = match q.board {
            Board::Points => points_sql(rivals),
            Board::Strength => strength_sql(rivals),
        };
        let mut query = sqlx::query(&sql)
            .bind(q.platform.name())
            .bind(&q.server)
            .bind(channel)
            .bind(&period)
            .bind(i64::from(q.computers));
        if q.board == Board::Strength {
            query = query.bind(i64::from(q.period.min_games(q.now).max(1)));
        }
        if let Some(user) = &q.rivals_of {
            query = query
                .bind(user.platform.name())
                .bind(&user.id)
                .bind(q.platform.name())
                .bind(&q.server);
        }
        if q.board == Board::Points {
            query = query.bind(i64::from(q.limit));
        }
        let rows = query.fetch_all(&self.read).await.map_err(db)?;
        let mut lines = Vec::with_capacity(rows.len());
        for row in &rows {
            let matches = to_u32(get(row, "matches")?, "matches")?;
            let wins = to_u32(get(row, "wins")?, "wins")?;
            lines.push(StandingRow {
                rank: 0,
                player: PlayerId(get(row, "player_id")?),
                name: get(row, "name")?,
                matches,
                wins,
                draws: to_u32(get(row, "draws")?, "draws")?,
                computer_matches: to_u32(get(row, "computer_matches")?, "computer_matches")?,
                points: get(row, "points")?,
                strength: standings::strength(table, wins, matches),
            });
        }
        if q.board == Board::Strength {
            lines.sort_by(|a, b| {
                b.strength
                    .total_cmp(&a.strength)
                    .then(b.matches.cmp(&a.matches))
                    .then_with(|| a.name.cmp(&b.name))
                    .then(a.player.0.cmp(&b.player.0))
            });
            lines.truncate(usize::try_from(q.limit).unwrap_or(usize::MAX));
        }
        for i in 0..lines.len() {
            let rank = u32::try_from(i + 1).unwrap_or(u32::MAX);
            lines[i].rank = match i.checked_sub(1).map(|p| &lines[p]) {
                Some(prev) if tied(q.board, prev, &lines[i]) => prev.rank,
                _ => rank,
            };
        }
        Ok(lines)
    }

    /// A person's numbers in this server or group for each period asked; `None` if they never
    /// finished a match on this platform.
    pub async fn player_stats(&self, q: &StatsQuery) -> Result<Option<PlayerStats>, StoreError> {
        let player =
            sqlx::query("SELECT id, name FROM players WHERE platform = ? AND external_id = ?")
                .bind(q.user.platform.name())
                .bind(&q.user.id)
                .fetch_optional(&self.read)
                .await
                .map_err(db)?;
        let Some(player) = player else { return Ok(None) };
        let id: i64 = get(&player, "id")?;
        let mut lines = Vec::with_capacity(q.periods.len());
        for period in &q.periods {
            let row = sqlx::query(
                "SELECT matches, wins, draws, points, computer_matches, tablas, best_hand \
                 FROM standings WHERE platform = ? AND server = ? AND channel = '' \
                 AND period = ? AND with_computers = ? AND player_id = ?",
            )
            .bind(q.user.platform.name())
            .bind(&q.server)
            .bind(period.key())
            .bind(i64::from(q.computers))
            .bind(id)
            .fetch_optional(&self.read)
            .await
            .map_err(db)?;
            let line = match row {
                Some(row) => Some(StatLine {
                    matches: to_u32(get(&row, "matches")?, "matches")?,
                    wins: to_u32(get(&row, "wins")?, "wins")?,
                    draws: to_u32(get(&row, "draws")?, "draws")?,
                    computer_matches: to_u32(get(&row, "computer_matches")?, "computer_matches")?,
                    points: get(&row, "points")?,
                    tablas: to_u32(get(&row, "tablas")?, "tablas")?,
                    best_hand: to_u32(get(&row, "best_hand")?, "best_hand")?,
                }),
                None => None,
            };
            lines.push((*period, line));
        }
        Ok(Some(PlayerStats { name: get(&player, "name")?, lines }))
    }

    /// The stored defaults of a server or group (a JSON value), if any.
    pub async fn settings(
        &self,
        platform: Platform,
        server: &str,
    ) -> Result<Option<serde_json::Value>, StoreError> {
        let row = sqlx::query("SELECT value FROM settings WHERE platform = ? AND server = ?")
            .bind(platform.name())
            .bind(server)
            .fetch_optional(&self.read)
            .await
            .map_err(db)?;
        row.map(|row| from_json(&get::<String>(&row, "value")?, "settings")).transpose()
    }

    /// Replaces the stored defaults of a server or group.
    pub async fn set_settings(
        &self,
        platform: Platform,
        server: &str,
        value: &serde_json::Value,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO settings (platform, server, value) VALUES (?, ?, ?) \
             ON CONFLICT (platform, server) DO UPDATE SET value = excluded.value",
        )
        .bind(platform.name())
        .bind(server)
        .bind(to_json(value)?)
        .execute(&self.write)
        .await
        .map_err(db)?;
        Ok(())
    }

    /// Creates and finishes many matches in one transaction, through the same code as
    /// [`Store::create_match`] and [`Store::finish`]. For benchmarks and data loading.
    #[doc(hidden)]
    pub async fn bulk_finished(&self, games: &[(NewMatch, Finish)]) -> Result<(), StoreError> {
        let mut tx = self.write.begin_with("BEGIN IMMEDIATE").await.map_err(db)?;
        for (new, finish) in games {
            let id = create_in(&mut tx, new).await?;
            finish_in(&mut tx, id, finish).await?;
        }
        tx.commit().await.map_err(db)
    }
}

/// Connects, trying again for a while when the file is locked: turning a new database to WAL
/// needs it alone for a moment, and SQLite answers "database is locked" at once then, without
/// waiting for the busy timeout, when another process is creating it too.
async fn connect_retrying<F, Fut>(connect: F) -> Result<SqlitePool, StoreError>
where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = Result<SqlitePool, sqlx::Error>>,
{
    const TRIES: u32 = 40;
    let mut tries = 0;
    loop {
        match connect().await {
            Ok(pool) => return Ok(pool),
            Err(sqlx::Error::Database(e))
                if tries < TRIES && matches!(e.code().as_deref(), Some("5" | "6")) =>
            {
                tries += 1;
                tokio::time::sleep(Duration::from_millis(25)).await;
            }
            Err(e) => return Err(db(e)),
        }
    }
}

/// Brings the schema up to date. Two processes starting on a new database at once both try
/// the first migration; the loser's transaction fails ("table already exists") and changes
/// nothing, and a second look finds it applied. So a failed migration is tried again a few
/// times before it counts.
async fn migrate(write: &SqlitePool) -> Result<(), StoreError> {
    const TRIES: u32 = 20;
    let mut tries = 0;
    loop {
        match MIGRATOR.run(write).await {
            Ok(()) => return Ok(()),
            Err(
                e @ (sqlx::migrate::MigrateError::Execute(_)
                | sqlx::migrate::MigrateError::ExecuteMigration(..)),
            ) if tries < TRIES => {
                tries += 1;
                tracing::debug!(error = %e, tries, "migration failed; another process may be migrating");
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            Err(e) => return Err(StoreError::Migrate(e)),
        }
    }
}

/// Inserts a match and its human seats.
async fn create_in(conn: &mut SqliteConnection, m: &NewMatch) -> Result<MatchId, StoreError> {
    if m.seats.len() != usize::from(m.rules.players) {
        return Err(StoreError::Invalid(format!(
            "{} seats for {} players",
            m.seats.len(),
            m.rules.players
        )));
    }
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO matches \
         (platform, server, channel, variant, rules, seed, seats, status, scores, created_at) \
         VALUES (?, ?, ?, ?, ?, ?, ?, 'playing', ?, ?) RETURNING id",
    )
    .bind(m.channel.platform.name())
    .bind(&m.channel.server)
    .bind(&m.channel.channel)
    .bind(m.rules.variant.name())
    .bind(to_json(&m.rules)?)
    .bind(m.seed as i64) // bit cast; read back with `as u64`
    .bind(to_json(&m.seats)?)
    .bind(to_json(&vec![0u32; m.rules.sides()])?)
    .bind(m.created_at)
    .fetch_one(&mut *conn)
    .await
    .map_err(db)?;
    for (seat, kind) in m.seats.iter().enumerate() {
        let SeatKind::Human { user, name } = kind else {
            continue;
        };
        let player: i64 = sqlx::query_scalar(UPSERT_PLAYER)
            .bind(user.platform.name())
            .bind(&user.id)
            .bind(name)
            .fetch_one(&mut *conn)
            .await
            .map_err(db)?;
        let seat = seat as u8; // at most `rules.players` (a u8) seats
        sqlx::query(
            "INSERT INTO match_players (match_id, seat, player_id, side) VALUES (?, ?, ?, ?)",
        )
        .bind(id)
        .bind(i64::from(seat))
        .bind(player)
        .bind(m.rules.side_of(seat) as i64)
        .execute(&mut *conn)
        .await
        .map_err(db)?;
    }
    Ok(MatchId(id))
}

/// Ends a match; a won or drawn end credits every human seat in six standings rows.
async fn finish_in(
    conn: &mut SqliteConnection,
    id: MatchId,
    finish: &Finish,
) -> Result<(), StoreError> {
    let row =
        sqlx::query("SELECT platform, server, channel, rules, status FROM matches WHERE id = ?")
            .bind(id.0)
            .fetch_optional(&mut *conn)
            .await
            .map_err(db)?
            .ok_or(StoreError::NotFound(id))?;
    if get::<String>(&row, "status")? != "playing" {
        return Err(StoreError::Finished(id));
    }
    let rules = read_rules(&get::<String>(&row, "rules")?)?;
    let sides = rules.sides();
    if finish.scores.len() != sides {
        return Err(StoreError::Invalid(format!(
            "{} scores for {sides} sides",
            finish.scores.len()
        )));
    }
    let (status, winner) = match finish.outcome {
        FinishOutcome::Won { side } if usize::from(side) >= sides => {
            return Err(StoreError::Invalid(format!("no side {side} among {sides}")));
        }
        FinishOutcome::Won { side } => ("finished", Some(i64::from(side))),
        FinishOutcome::Drawn => ("finished", None),
        FinishOutcome::Aborted => ("aborted", None),
        FinishOutcome::Adjourned => ("adjourned", None),
    };
    sqlx::query(
        "UPDATE matches SET status = ?, winner_side = ?, scores = ?, finished_at = ? WHERE id = ?",
    )
    .bind(status)
    .bind(winner)
    .bind(to_json(&finish.scores)?)
    .bind(finish.at)
    .bind(id.0)
    .execute(&mut *conn)
    .await
    .map_err(db)?;
    if !finish.outcome.counts() {
        return Ok(());
    }

    let platform: String = get(&row, "platform")?;
    let server: String = get(&row, "server")?;
    let channel: String = get(&row, "channel")?;
    let side_points = standings::title_points(rules.short_game, &finish.scores, &finish.outcome);
    let periods = standings::period_keys(finish.at);
    // A match in a channel counts for the channel and for the whole server ('').
    let channels: &[&str] = if channel.is_empty() { &[""] } else { &["", &channel] };
    let seats = sqlx::query("SELECT seat, player_id, side FROM match_players WHERE match_id = ?")
        .bind(id.0)
        .fetch_all(&mut *conn)
        .await
        .map_err(db)?;
    let hands = sqlx::query("SELECT result FROM hand_results WHERE match_id = ? ORDER BY number")
        .bind(id.0)
        .fetch_all(&mut *conn)
        .await
        .map_err(db)?
        .iter()
        .map(|row| from_json::<HandResult>(&get::<String>(row, "result")?, "hand result"))
        .collect::<Result<Vec<_>, _>>()?;
    let numbers = side_numbers(&hands, sides);
    // A seat without a person is a computer's: such a match counts only on the boards that
    // include computers (with_computers = 1); a match among people counts on both.
    let computers = seats.len() < usize::from(rules.players);
    let scopes: &[i64] = if computers { &[1] } else { &[1, 0] };
    // One statement a seat: (server, channel) × (all-time, month, season) × scopes rows.
    let values = vec![
        "(?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?)";
        channels.len() * periods.len() * scopes.len()
    ]
    .join(", ");
    let upsert_sql = format!(
        "INSERT INTO standings \
         (platform, server, channel, period, with_computers, player_id, matches, wins, draws, \
         points, computer_matches, tablas, best_hand) \
         VALUES {values}{STANDINGS_UPSERT_TAIL}"
    );
    for seat_row in &seats {
        let seat: i64 = get(seat_row, "seat")?;
        let player: i64 = get(seat_row, "player_id")?;
        let side: i64 = get(seat_row, "side")?;
        let side_index = usize::try_from(side).ok().filter(|s| *s < sides);
        let points = side_index
            .and_then(|s| side_points.get(s).copied())
            .ok_or_else(|| corrupt_number("match_players.side", side))?;
        let (tablas, best_hand) =
            side_index.and_then(|s| numbers.get(s).copied()).unwrap_or_default();
        let won = i64::from(winner == Some(side));
        let drawn = i64::from(finish.outcome == FinishOutcome::Drawn);
        sqlx::query(
            "UPDATE match_players SET won = ?, drawn = ?, title_points = ?, tablas = ?, \
             best_hand = ? WHERE match_id = ? AND seat = ?",
        )
        .bind(won)
        .bind(drawn)
        .bind(points)
        .bind(i64::from(tablas))
        .bind(i64::from(best_hand))
        .bind(id.0)
        .bind(seat)
        .execute(&mut *conn)
        .await
        .map_err(db)?;
        let mut upsert = sqlx::query(&upsert_sql);
        for ch in channels {
            for period in &periods {
                for &scope in scopes {
                    upsert = upsert
                        .bind(&platform)
                        .bind(&server)
                        .bind(*ch)
                        .bind(period)
                        .bind(scope)
                        .bind(player)
                        .bind(won)
                        .bind(drawn)
                        .bind(points)
                        .bind(i64::from(computers && scope == 1))
                        .bind(i64::from(tablas))
                        .bind(i64::from(best_hand));
                }
            }
        }
        upsert.execute(&mut *conn).await.map_err(db)?;
    }
    tracing::debug!(match_id = id.0, status, ?winner, "match finished");
    Ok(())
}

/// Whether two neighbouring rows of a board share a place.
fn tied(board: Board, a: &StandingRow, b: &StandingRow) -> bool {
    match board {
        Board::Points => (a.points, a.wins) == (b.points, b.wins),
        Board::Strength => a.strength == b.strength && a.matches == b.matches,
    }
}

/// Each side's tablas over a match's stored hands and its best hand (most points in one).
fn side_numbers(hands: &[HandResult], sides: usize) -> Vec<(u32, u32)> {
    let mut out = vec![(0u32, 0u32); sides];
    for hand in hands {
        for (side, (tablas, best)) in out.iter_mut().enumerate() {
            *tablas = tablas.saturating_add(hand.tablas.get(side).copied().unwrap_or(0));
            *best = (*best).max(hand.total.get(side).copied().unwrap_or(0));
        }
    }
    out
}

/// Stored rules, read the one way every stored row is read (see [`Rules::from_stored`]).
fn read_rules(text: &str) -> Result<Rules, StoreError> {
    Rules::from_stored(text).map_err(|e: StoredRulesError| StoreError::Corrupt(e.to_string()))
}

/// Where a match row was played.
fn decode_channel(row: &SqliteRow) -> Result<ChannelKey, StoreError> {
    let platform: String = get(row, "platform")?;
    let platform = Platform::from_str(&platform).map_err(StoreError::Corrupt)?;
    Ok(ChannelKey::new(platform, get::<String>(row, "server")?, get::<String>(row, "channel")?))
}

/// A match row without its moves: everything checked that a match needs to be rebuilt (the
/// rules read and playable, one seat per player).
fn decode_match(row: &SqliteRow) -> Result<StoredMatch, StoreError> {
    let channel = decode_channel(row)?;
    let rules = read_rules(&get::<String>(row, "rules")?)?;
    let seats: Vec<SeatKind> = from_json(&get::<String>(row, "seats")?, "seats")?;
    if seats.len() != usize::from(rules.players) {
        return Err(StoreError::Corrupt(format!(
            "{} seats for {} players",
            seats.len(),
            rules.players
        )));
    }
    Ok(StoredMatch {
        id: MatchId(get(row, "id")?),
        channel,
        rules,
        seed: get::<i64>(row, "seed")? as u64, // bit cast back
        seats,
        moves: Vec::new(),
        created_at: get(row, "created_at")?,
    })
}

/// Appends a move row to a log, checking that it is the next one.
fn push_move(moves: &mut Vec<Move>, row: &SqliteRow) -> Result<(), StoreError> {
    let seq: i64 = get(row, "seq")?;
    if usize::try_from(seq).ok() != Some(moves.len()) {
        let match_id: i64 = get(row, "match_id")?;
        return Err(StoreError::Corrupt(format!(
            "match {match_id}: move {seq} where move {} was expected",
            moves.len()
        )));
    }
    let seat: i64 = get(row, "seat")?;
    let seat = u8::try_from(seat).map_err(|_| corrupt_number("moves.seat", seat))?;
    let action: Action = from_json(&get::<String>(row, "action")?, "move")?;
    moves.push(Move { seat, action });
    Ok(())
}

fn get<'r, T>(row: &'r SqliteRow, column: &str) -> Result<T, StoreError>
where
    T: sqlx::Decode<'r, Sqlite> + sqlx::Type<Sqlite>,
{
    row.try_get(column).map_err(db)
}

fn to_json<T: Serialize + ?Sized>(value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(|e| StoreError::Invalid(e.to_string()))
}

fn from_json<T: DeserializeOwned>(text: &str, what: &str) -> Result<T, StoreError> {
    serde_json::from_str(text).map_err(|e| StoreError::Corrupt(format!("{what}: {e}")))
}

fn corrupt_number(what: &str, value: i64) -> StoreError {
    StoreError::Corrupt(format!("{what} = {value}"))
}

fn to_u64(value: i64, what: &str) -> Result<u64, StoreError> {
    u64::try_from(value).map_err(|_| corrupt_number(what, value))
}

fn to_u32(value: i64, what: &str) -> Result<u32, StoreError> {
    u32::try_from(value).map_err(|_| corrupt_number(what, value))
}

#[cfg(test)]
mod tests;
