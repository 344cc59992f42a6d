//! The SQLite backend: the embedded default. One file, WAL, migrations from
//! `migrations/sqlite`.
//!
//! Writes go through a pool of one connection (SQLite has one writer; queuing in the pool avoids
//! `SQLITE_BUSY` when a read transaction would upgrade); reads use a separate small pool and,
//! thanks to WAL, never wait for a writer. One process at a time uses a database: [`claim`]
//! takes a lock file beside it.
//!
//! [`claim`]: SqliteStore::claim

use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use sqlx::sqlite::{
    SqliteConnectOptions, SqliteConnection, SqliteJournalMode, SqlitePool, SqlitePoolOptions,
    SqliteRow, SqliteSynchronous,
};
use sqlx::{Sqlite, Transaction};

use super::claim::{Claim, Hold, Role};
use super::group::{held, WriterHold};
use super::{Durability, StoreOptions, BUSY_TIMEOUT};

type Db = Sqlite;
type Conn = SqliteConnection;
type DbRow = SqliteRow;
type This = SqliteStore;

/// The schema, embedded at compile time.
pub(crate) static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../migrations/sqlite");

/// Connections in the read pool.
const READ_CONNECTIONS: u32 = 4;
/// Commits between WAL checkpoints (SQLite's own default is 1,000 pages; a group commit of
/// moves of many games writes some 30).
pub(crate) const CHECKPOINT_EVERY: u64 = 250;
/// Frames (4 KB pages) in the WAL past which the writer catches up with the readers'
/// checkpoints so that the WAL starts again from its first frame: some 64 MB. The file keeps
/// that length, so commits overwrite it rather than grow it. A catch-up holds up the moves
/// that come meanwhile for 1–10 ms; after every reader's checkpoint (five a second at
/// 10,000 moves/s) they made most of the commits over 5 ms in a 20 s run with 2,000 games.
pub(crate) const WAL_RESTART_FRAMES: u64 = 16_384;
/// Commits after a reader's checkpoint within which the writer copies the rest of the WAL at
/// a moment no job waits; after them, before its next batch.
const CATCH_UP_WITHIN: u64 = CHECKPOINT_EVERY / 4;

/// The statements SQLite needs in its own words.
pub(crate) mod dialect {
    use crate::store::next_move;

    /// Whether `$column` is one of the ids a JSON array ($1) lists.
    macro_rules! listed {
        ($column:literal) => {
            concat!($column, " IN (SELECT value FROM json_each($1))")
        };
    }
    pub(crate) use listed;
    /// A write transaction takes the write lock at once: no read-then-upgrade `SQLITE_BUSY`.
    pub(crate) const BEGIN_WRITE: &str = "BEGIN IMMEDIATE";
    /// The function giving the larger of two values (SQLite's scalar `MAX`).
    pub(crate) const GREATEST: &str = "MAX";
    /// Reads in one snapshot (WAL gives every read transaction one).
    pub(crate) const BEGIN_SNAPSHOT: &str = "BEGIN";
    /// A match's status and next move number (the one writer holds the lock).
    pub(crate) const APPEND_HEAD: &str =
        concat!("SELECT status, ", next_move!(), " FROM matches WHERE id = $1");
    /// The heads ([`APPEND_HEAD`]) of the matches whose ids a JSON array ($1) lists.
    macro_rules! append_heads {
        () => {
            concat!("SELECT id, status, ", next_move!(), " FROM matches WHERE ", listed!("id"))
        };
    }
    /// Inserts the moves a JSON array ($1) of `[match_id, seq, seat, action]` lists.
    macro_rules! insert_moves {
        () => {
            "INSERT INTO moves (match_id, seq, seat, action) \
             SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3 FROM json_each($1)"
        };
    }
    /// Inserts the hand results a JSON array ($2) of `[match_id, number, result]` lists.
    macro_rules! insert_hands {
        () => {
            "INSERT INTO hand_results (match_id, number, result) \
             SELECT value ->> 0, value ->> 1, value ->> 2 FROM json_each($2)"
        };
    }
    /// The moves ($1) and hands ($2) of [`WRITE_ROWS`].
    macro_rules! write_rows {
        () => {
            concat!(insert_moves!(), "; ", insert_hands!())
        };
    }
    /// Whether the row `$e` of a batch (`[match_id, seq, …]`) appends to match `$m` as
    /// `check_append` would accept it: the match in play, the move's number the next.
    macro_rules! appends {
        ($m:literal, $e:literal) => {
            concat!(
                $m,
                ".status = 'playing' AND ",
                $e,
                ".value ->> 1 = \
                 (SELECT COALESCE(MAX(seq) + 1, 0) FROM moves WHERE match_id = ",
                $m,
                ".id)"
            )
        };
    }
    /// Appends the moves a JSON array ($1) of `[match_id, seq, seat, action]` lists, with the
    /// hands some of them end ($2: `[match_id, seq, number, result]`, or NULL), and commits,
    /// in one round trip to the connection's thread (where begin and heads, then rows and
    /// commit, take two): a move is written only where `check_append` would accept it (its
    /// match in play, its number the next), its hand's result with it (so that goes first,
    /// while the move's number is still the next), and the ids of the matches written come
    /// back.
    pub(crate) const APPEND_PLAIN: &str = concat!(
        "BEGIN IMMEDIATE; INSERT INTO hand_results (match_id, number, result) \
         SELECT m.id, h.value ->> 2, h.value ->> 3 \
         FROM json_each($2) AS h JOIN matches AS m ON m.id = h.value ->> 0 WHERE ",
        appends!("m", "h"),
        "; INSERT INTO moves (match_id, seq, seat, action) \
         SELECT m.id, e.value ->> 1, e.value ->> 2, e.value ->> 3 \
         FROM json_each($1) AS e JOIN matches AS m ON m.id = e.value ->> 0 WHERE ",
        appends!("m", "e"),
        " RETURNING match_id; COMMIT"
    );
    /// The heads ([`APPEND_HEAD`]) of the matches whose ids a JSON array ($1) lists.
    pub(crate) const HEADS: &str = append_heads!();
    /// Begins a write transaction and reads the heads of the matches a batch's plain moves
    /// append to (ids as a JSON array, $1): one round trip to the connection's thread, not two.
    pub(crate) const BEGIN_AND_HEADS: &str = concat!("BEGIN IMMEDIATE; ", append_heads!());
    /// Writes a batch's plain moves ($1) and the results of the hands they ended ($2), each
    /// kind as one JSON array, and commits: one round trip. A kind with no rows is bound as
    /// NULL (`json_each(NULL)` is empty).
    pub(crate) const WRITE_AND_COMMIT: &str = concat!(write_rows!(), "; COMMIT");
    /// Writes moves ($1) and the results of the hands they ended ($2), each kind as one JSON
    /// array as in [`WRITE_AND_COMMIT`], and leaves the transaction open.
    pub(crate) const WRITE_ROWS: &str = write_rows!();
    /// What ending the matches whose ids a JSON array ($1) lists needs to know: their heads
    /// ([`APPEND_HEAD`]), places and rules.
    pub(crate) const END_HEADS: &str = concat!(
        "SELECT id, status, ",
        next_move!(),
        // A match counts on its board's channel: its own unless it names another.
        ", platform, server, COALESCE(board_channel, channel) AS channel, rules FROM matches \
         WHERE ",
        listed!("id")
    );
    /// Ends the matches a JSON array ($1) of `[id, status, winner_side, scores, finished_at]`
    /// lists.
    pub(crate) const END_RESULTS: &str = "UPDATE matches SET status = e.value ->> 1, \
         winner_side = e.value ->> 2, scores = e.value ->> 3, finished_at = e.value ->> 4 \
         FROM json_each($1) AS e WHERE matches.id = e.value ->> 0";
    /// Writes the seats' results a JSON array ($1) of `[match_id, seat, won, drawn,
    /// title_points, tablas, best_hand]` lists.
    pub(crate) const SEAT_RESULTS: &str = "UPDATE match_players SET won = e.value ->> 2, \
         drawn = e.value ->> 3, title_points = e.value ->> 4, tablas = e.value ->> 5, \
         best_hand = e.value ->> 6 FROM json_each($1) AS e \
         WHERE match_players.match_id = e.value ->> 0 AND match_players.seat = e.value ->> 1";
    /// The standings rows a JSON array ($1) of arrays lists (`StandingRow`), in the
    /// standings' column order (`WHERE true`: an upsert's `SELECT` needs a clause before its
    /// `ON CONFLICT`).
    pub(crate) const STANDING_ROWS: &str = "SELECT value ->> 0, value ->> 1, value ->> 2, \
         value ->> 3, value ->> 4, value ->> 5, value ->> 6, value ->> 7, value ->> 8, \
         value ->> 9, value ->> 10, value ->> 11, value ->> 12 FROM json_each($1) WHERE true";
    /// Inserts the matches a JSON array ($1) of `[platform, server, channel, board_channel,
    /// variant, rules, seed, seats, scores, created_at, turn_timer_seconds]` lists, in play;
    /// each comes back with its place, which names it (one match in play a channel).
    pub(crate) const INSERT_MATCHES: &str = "INSERT INTO matches \
         (platform, server, channel, board_channel, variant, rules, seed, seats, status, scores, \
         created_at, turn_timer_seconds) SELECT value ->> 0, value ->> 1, value ->> 2, \
         value ->> 3, value ->> 4, value ->> 5, value ->> 6, value ->> 7, 'playing', \
         value ->> 8, value ->> 9, value ->> 10 \
         FROM json_each($1) ORDER BY key RETURNING id, platform, server, channel";
    /// Adds or renames the players a JSON array ($1) of `[platform, external_id, name]`
    /// lists (each once).
    pub(crate) const UPSERT_PLAYERS: &str = "INSERT INTO players (platform, external_id, name) \
         SELECT value ->> 0, value ->> 1, value ->> 2 FROM json_each($1) WHERE true \
         ON CONFLICT (platform, external_id) DO UPDATE SET name = excluded.name";
    /// Seats the players a JSON array ($1) of `[match_id, seat, side, platform, external_id]`
    /// lists, each found by its key.
    pub(crate) const INSERT_SEATS: &str = "INSERT INTO match_players \
         (match_id, seat, player_id, side) SELECT e.value ->> 0, e.value ->> 1, p.id, \
         e.value ->> 2 FROM json_each($1) AS e JOIN players AS p \
         ON p.platform = e.value ->> 3 AND p.external_id = e.value ->> 4";
    /// Whether sqlx has recorded migrations here (1) or the database is new (0).
    pub(crate) const HAS_MIGRATIONS: &str =
        "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = '_sqlx_migrations'";
    /// Keeps aside the hand results of match $1 whose text is $2 (NULL: those that are not
    /// JSON text at all): each is kept, as text, under `unreadable`.
    pub(crate) const SET_HAND_ASIDE: &str = "UPDATE hand_results \
         SET result = json_object('unreadable', CAST(result AS TEXT)) WHERE match_id = $1 \
         AND (result = $2 OR ($2 IS NULL AND (typeof(result) <> 'text' OR NOT json_valid(result))))";
    /// The logs of the matches in play. CROSS JOIN fixes the join order in SQLite: the few
    /// matches in play first (partial index), then each one's moves by primary key — never a
    /// scan of moves.
    pub(crate) const UNFINISHED_MOVES: &str = "\
SELECT m.id AS match_id, mv.seq, mv.seat, mv.action
FROM matches AS m CROSS JOIN moves AS mv ON mv.match_id = m.id
WHERE m.status = 'playing'
ORDER BY m.id, mv.seq";
}

/// A SQLite database.
#[derive(Clone, Debug)]
pub(crate) struct SqliteStore {
    /// One connection: every write queues here.
    pub(crate) write: SqlitePool,
    /// Readers; the write pool itself for an in-memory database.
    pub(crate) read: SqlitePool,
    /// Commits since opening, to pace WAL checkpoints.
    commits: Arc<AtomicU64>,
    /// A reader's checkpoint has copied a WAL of [`WAL_RESTART_FRAMES`] or more up to its
    /// start, at this many commits (0: none since the writer's last): the writer copies the
    /// rest ([`catch_up`](Self::catch_up)).
    catch_up: Arc<AtomicU64>,
    /// [`WAL_RESTART_FRAMES`] (fewer in tests).
    restart_frames: Arc<AtomicU64>,
    /// Catch-ups that waited for no idle moment and held up a batch.
    overdue_catch_ups: Arc<AtomicU64>,
    /// Catch-ups since opening.
    catch_ups: Arc<AtomicU64>,
    /// The file; `None` for an in-memory database or one opened only to read (no
    /// checkpoints, no lock file).
    file: Option<PathBuf>,
}

impl SqliteStore {
    /// Opens (creating the file and its folder if missing) and migrates the database at `path`.
    pub(crate) async fn open_path(
        path: &Path,
        options: &StoreOptions,
    ) -> Result<SqliteStore, StoreError> {
        SqliteStore::open_with(SqliteConnectOptions::new().filename(path), false, options).await
    }

    /// Opens a database by URL: `sqlite://data/tablic.db`, `sqlite:/tmp/x.db`,
    /// `sqlite::memory:`.
    pub(crate) async fn open_url(
        url: &str,
        options: &StoreOptions,
    ) -> Result<SqliteStore, StoreError> {
        let connect = SqliteConnectOptions::from_str(url)
            .map_err(|e| StoreError::BadUrl { url: url.to_string(), source: Some(e) })?;
        let memory = url.contains(":memory:") || url.contains("mode=memory");
        SqliteStore::open_with(connect, memory, options).await
    }

    async fn open_with(
        connect: SqliteConnectOptions,
        memory: bool,
        options: &StoreOptions,
    ) -> Result<SqliteStore, StoreError> {
        let synchronous = match options.durability {
            Durability::Full => SqliteSynchronous::Full,
            Durability::Normal => SqliteSynchronous::Normal,
        };
        let connect = connect
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(synchronous)
            .foreign_keys(true)
            .busy_timeout(BUSY_TIMEOUT)
            // SQLite's temporary files (a large statement's journal, a sort) were created and
            // deleted in `/var/tmp` about once in six commits; both went into the file
            // system's journal, which the next commit's fsync then waited for.
            .pragma("temp_store", "memory");
        if !memory {
            if let Some(dir) = connect.get_filename().parent() {
                if !dir.as_os_str().is_empty() {
                    tokio::fs::create_dir_all(dir).await.map_err(StoreError::Open)?;
                }
            }
        }
        // The writer never checkpoints on commit (that fsync stalls a move for tens of
        // milliseconds now and then); `after_commit` starts a passive checkpoint on a reader.
        let write_options = if memory {
            connect.clone()
        } else {
            connect.clone().pragma("wal_autocheckpoint", "0")
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
        let read = if memory { write.clone() } else { readers(&connect).await? };
        let file = (!memory).then(|| write.connect_options().get_filename().to_path_buf());
        tracing::debug!(file = ?file, "SQLite store opened");
        Ok(SqliteStore::over(write, read, file))
    }

    /// A store over its pools, with nothing committed or checkpointed yet.
    fn over(write: SqlitePool, read: SqlitePool, file: Option<PathBuf>) -> SqliteStore {
        SqliteStore {
            write,
            read,
            commits: Arc::new(AtomicU64::new(0)),
            catch_up: Arc::new(AtomicU64::new(0)),
            restart_frames: Arc::new(AtomicU64::new(WAL_RESTART_FRAMES)),
            overdue_catch_ups: Arc::new(AtomicU64::new(0)),
            catch_ups: Arc::new(AtomicU64::new(0)),
            file,
        }
    }

    /// Opens a database only to read it: never created, and no statement or setting that
    /// writes (no migration, no journal mode), so another process of any release may go on
    /// using it; its schema is checked ([`check_schema`]).
    pub(crate) async fn open_read_only(
        connect: SqliteConnectOptions,
    ) -> Result<SqliteStore, StoreError> {
        let connect = connect
            .read_only(true)
            .create_if_missing(false)
            .busy_timeout(BUSY_TIMEOUT)
            .pragma("temp_store", "memory");
        let read = readers(&connect).await?;
        if let Err(e) = check_schema(&read).await {
            read.close().await;
            return Err(e);
        }
        tracing::debug!(file = ?connect.get_filename(), "SQLite store opened to read");
        // No writer: its pool is the readers' (read-only connections refuse every write).
        Ok(SqliteStore::over(read.clone(), read, None))
    }

    /// A write transaction (see [`catch_up`](Self::catch_up)).
    async fn begin_write(&self) -> Result<Transaction<'static, Sqlite>, StoreError> {
        let mut conn = self.write.acquire().await.map_err(db)?;
        self.catch_up(&mut conn, false).await;
        Transaction::begin(conn, Some(dialect::BEGIN_WRITE.into())).await.map_err(db)
    }

    /// After a reader's checkpoint of a WAL of [`WAL_RESTART_FRAMES`] or more, on the writer:
    /// copies the few frames committed since that checkpoint began. Only a WAL copied to its
    /// end starts again from its first frame; under a steady stream of commits a reader's
    /// checkpoint never reaches the end, and the WAL grew without bound (800 MB in half a
    /// minute at 10,000 moves/s), each commit growing the file.
    /// The group writer does it when no job waits ([`when_idle`](Self::when_idle)): before a
    /// batch (`overdue_only`) only once [`CATCH_UP_WITHIN`] commits have gone by without such
    /// a moment, as a checkpoint holds up the moves of its batch.
    async fn catch_up(&self, conn: &mut Conn, overdue_only: bool) {
        let since = self.catch_up.load(Ordering::Relaxed);
        if since == 0
            || overdue_only
                && self.commits.load(Ordering::Relaxed) < since.saturating_add(CATCH_UP_WITHIN)
        {
            return;
        }
        if self.catch_up.swap(0, Ordering::Relaxed) != 0 {
            self.catch_ups.fetch_add(1, Ordering::Relaxed);
            if overdue_only {
                self.overdue_catch_ups.fetch_add(1, Ordering::Relaxed);
            }
            if let Err(e) = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)").execute(&mut *conn).await
            {
                tracing::warn!(error = %e, "WAL checkpoint failed; the next one will retry");
            }
        }
    }

    /// Commits `jobs` in one transaction and answers each; `Err` when the transaction failed
    /// as a whole (nothing of it is stored). Each statement is a round trip to the
    /// connection's thread (a wake-up there and one back), which on a busy machine costs more
    /// than the statement: plain moves (one or many, some ending a hand) take one in all
    /// ([`dialect::APPEND_PLAIN`]); a batch with a match's start or end two, the begin with
    /// its plain moves' heads and their rows with the commit, and a few for each other job in
    /// between. The write connection is taken into `hold` if it is not there already, and
    /// left there.
    pub(crate) async fn try_batch(
        &self,
        hold: &mut WriterHold,
        jobs: &[Job],
    ) -> Result<Vec<Result<Done, StoreError>>, StoreError> {
        let writer = held(&mut hold.sqlite, &self.write).await?;
        self.catch_up(writer, true).await;
        hold.in_transaction = true;
        let mut out: Vec<Option<Result<Done, StoreError>>> = jobs.iter().map(|_| None).collect();
        // Most batches: plain moves, one round trip.
        let LoneJobs { plain, ends } = lone_jobs(jobs);
        let one_statement = one_statement_rows(jobs, &plain);
        let mut appended = None;
        // A move stored meanwhile under the same number (another handle on the file) is a
        // conflict, as alone (`conflict_or_db`); in a batch of several the group commit then
        // tries each alone.
        let written = async {
            if let Some(rows) = one_statement {
                let ids: Vec<i64> = sqlx::query_scalar(dialect::APPEND_PLAIN)
                    .bind(rows.moves)
                    .bind(rows.hands)
                    .fetch_all(&mut **writer)
                    .await
                    .map_err(conflict_or_db)?;
                appended = Some(ids);
                return Ok(());
            }
            // One plain move too: two round trips instead of four (begin, head, insert, commit).
            let rows = if !plain.is_empty() {
                let heads = sqlx::query(dialect::BEGIN_AND_HEADS)
                    .bind(plain_ids(jobs, &plain)?)
                    .fetch_all(&mut **writer)
                    .await
                    .map_err(db)?;
                plan_appends(jobs, &plain, &heads, &mut out)?
            } else {
                sqlx::query(dialect::BEGIN_WRITE).execute(&mut **writer).await.map_err(db)?;
                AppendRows { moves: None, hands: None }
            };
            if !ends.is_empty() {
                end_matches(writer, jobs, &ends, &mut out).await?;
            }
            write_the_rest(writer, jobs, &mut out).await?;
            sqlx::query(dialect::WRITE_AND_COMMIT)
                .bind(rows.moves)
                .bind(rows.hands)
                .execute(&mut **writer)
                .await
                .map_err(conflict_or_db)?;
            Ok::<_, StoreError>(())
        }
        .await;
        let ended = match written {
            Ok(()) => true,
            Err(_) => roll_back(writer).await,
        };
        if !ended {
            // Closed rather than handed on with its transaction open (see `WriterHold`).
            if let Some(mut conn) = hold.sqlite.take() {
                conn.close_on_drop();
            }
        }
        hold.in_transaction = false;
        written?;
        self.after_commit();
        if let Some(ids) = appended {
            return Ok(self.answer_appended(hold, jobs, ids).await);
        }
        Ok(out.into_iter().flatten().collect())
    }

    /// The answers to `jobs` after [`dialect::APPEND_PLAIN`] wrote the moves of the matches
    /// `ids`: the refused ones (rare) are answered from their matches' heads, read after the
    /// commit (this writer is the only one; nothing changes them meanwhile). Never an error
    /// for the whole batch: it is committed.
    async fn answer_appended(
        &self,
        hold: &mut WriterHold,
        jobs: &[Job],
        ids: Vec<i64>,
    ) -> Vec<Result<Done, StoreError>> {
        let written: std::collections::HashSet<i64> = ids.into_iter().collect();
        let others: Vec<i64> = jobs
            .iter()
            .filter_map(|j| match j {
                Job::Append { id, .. } if !written.contains(&id.0) => Some(id.0),
                _ => None,
            })
            .collect();
        let answered = async {
            let mut heads = std::collections::HashMap::new();
            if !others.is_empty() {
                let writer = held(&mut hold.sqlite, &self.write).await?;
                let rows = sqlx::query(dialect::HEADS)
                    .bind(to_json(&others)?)
                    .fetch_all(&mut **writer)
                    .await
                    .map_err(db)?;
                heads = rows.iter().map(plain_head).collect::<Result<_, _>>()?;
            }
            answer_plain(jobs, &written, &heads)
        };
        match answered.await {
            Ok(answers) => answers,
            // The batch is committed: a failure now is never its written moves' (tried again,
            // each would come back a conflict, and its player be told it was not applied).
            // The others were not written; whose heads did not read are answered as after a
            // conflict: their sessions read their matches again.
            Err(e) => {
                tracing::warn!(
                    error = %e,
                    "refused moves not answered after a commit; answered as conflicts"
                );
                jobs.iter()
                    .map(|job| match job {
                        Job::Append { id, .. } if written.contains(&id.0) => Ok(Done::Written),
                        _ => Err(StoreError::Conflict),
                    })
                    .collect()
            }
        }
    }

    /// What the group writer does when no job waits, over the connection it holds: the
    /// [`catch_up`](Self::catch_up) of a reader's checkpoint, if one is due.
    pub(crate) async fn when_idle(&self, hold: &mut WriterHold) {
        if let Some(writer) = hold.sqlite.as_mut() {
            self.catch_up(writer, false).await;
        }
    }

    /// Counts a commit; every [`CHECKPOINT_EVERY`] commits, copies the WAL into the database
    /// from a reader connection, without blocking the writer (a passive checkpoint), then,
    /// once the WAL holds [`WAL_RESTART_FRAMES`], leaves the writer the rest.
    fn after_commit(&self) {
        let n = self.commits.fetch_add(1, Ordering::Relaxed) + 1;
        if self.file.is_none() || !n.is_multiple_of(CHECKPOINT_EVERY) {
            return;
        }
        let read = self.read.clone();
        let (catch_up, commits) = (self.catch_up.clone(), self.commits.clone());
        let restart = self.restart_frames.load(Ordering::Relaxed);
        tokio::spawn(async move {
            // Its row: busy, the WAL's frames, the frames copied.
            let checkpoint = sqlx::query_as::<_, (i64, i64, i64)>("PRAGMA wal_checkpoint(PASSIVE)");
            match checkpoint.fetch_one(&read).await {
                Ok((_, frames, _)) if u64::try_from(frames).unwrap_or(0) < restart => {}
                Ok(_) => catch_up.store(commits.load(Ordering::Relaxed).max(1), Ordering::Relaxed),
                Err(e) => {
                    tracing::warn!(error = %e, "WAL checkpoint failed; the next one will retry")
                }
            }
        });
    }

    /// Lets the WAL start again once it holds `frames` (instead of [`WAL_RESTART_FRAMES`]).
    #[cfg(test)]
    pub(crate) fn restart_wal_at(&self, frames: u64) {
        self.restart_frames.store(frames, Ordering::Relaxed);
    }

    /// Catch-ups since opening.
    #[cfg(test)]
    pub(crate) fn catch_ups(&self) -> u64 {
        self.catch_ups.load(Ordering::Relaxed)
    }

    /// Catch-ups that held up a batch since opening.
    #[cfg(test)]
    pub(crate) fn overdue_catch_ups(&self) -> u64 {
        self.overdue_catch_ups.load(Ordering::Relaxed)
    }

    /// Commits since opening.
    #[cfg(test)]
    pub(crate) fn commits(&self) -> u64 {
        self.commits.load(Ordering::Relaxed)
    }

    pub(crate) async fn ping(&self) -> bool {
        sqlx::query("SELECT 1").execute(&self.read).await.is_ok()
    }

    /// Closes both pools, waiting for statements in flight (and checkpointing the WAL).
    pub(crate) async fn close(&self) {
        self.read.close().await;
        self.write.close().await;
    }

    /// One process at a time: the lock file beside the database (`<file>.lock`, the one
    /// `tablic play` takes too), whatever the roles.
    pub(crate) async fn claim(&self, _roles: &[Role]) -> Result<Claim, StoreError> {
        match &self.file {
            Some(file) => lock_beside(file),
            None => Ok(Claim { _hold: Hold::Nothing }),
        }
    }
}

/// The file a `sqlite:` URL names (`None`: an in-memory database).
pub(crate) fn file_of(url: &str) -> Result<Option<PathBuf>, StoreError> {
    let connect = SqliteConnectOptions::from_str(url)
        .map_err(|e| StoreError::BadUrl { url: url.to_string(), source: Some(e) })?;
    let memory = url.contains(":memory:") || url.contains("mode=memory");
    Ok((!memory).then(|| connect.get_filename().to_path_buf()))
}

/// Locks `<file>.lock` beside a SQLite database for this process (its folder made if
/// missing, so the lock can come before the database).
pub(crate) fn lock_beside(file: &Path) -> Result<Claim, StoreError> {
    if let Some(dir) = file.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(StoreError::Open)?;
    }
    // The same file by another path shares the lock, made yet or not.
    let real = std::fs::canonicalize(file).unwrap_or_else(|_| {
        let dir = file.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
        match (std::fs::canonicalize(dir), file.file_name()) {
            (Ok(dir), Some(name)) => dir.join(name),
            _ => file.to_path_buf(),
        }
    });
    let mut name = real.into_os_string();
    name.push(".lock");
    let path = PathBuf::from(name);
    let lock = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .map_err(StoreError::Open)?;
    match lock.try_lock() {
        Ok(()) => Ok(Claim { _hold: Hold::File(lock) }),
        Err(std::fs::TryLockError::WouldBlock) => Err(StoreError::Claimed(
            "is using this SQLite file (one process at a time uses one; several processes \
             share a PostgreSQL database)"
                .into(),
        )),
        Err(std::fs::TryLockError::Error(e)) => Err(StoreError::Open(e)),
    }
}

/// Ends a transaction [`SqliteStore::try_batch`] began by hand; whether it is ended. Nothing to
/// end is fine (the failure came before the begin, or SQLite rolled back by itself).
async fn roll_back(conn: &mut Conn) -> bool {
    match sqlx::query("ROLLBACK").execute(&mut *conn).await {
        Ok(_) => true,
        Err(sqlx::Error::Database(e)) if e.message().contains("no transaction is active") => true,
        Err(e) => {
            tracing::warn!(error = %e, "rolling back a failed group commit failed; closing its connection");
            false
        }
    }
}

/// The pool of reading connections on `connect`. No idle reaper: it would be the only timer
/// in the store (tests on paused time); no ping before each statement (a local file does not
/// drop connections).
async fn readers(connect: &SqliteConnectOptions) -> Result<SqlitePool, StoreError> {
    connect_retrying(|| {
        SqlitePoolOptions::new()
            .max_connections(READ_CONNECTIONS)
            .idle_timeout(None)
            .max_lifetime(None)
            .test_before_acquire(false)
            .connect_with(connect.clone())
    })
    .await
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

/// Brings the schema up to date, first repairing what migration 0014 cannot read
/// ([`repair_before_rebuild`]) on a database that has not had it. Two processes starting on
/// a new database at once both try the first migration; the loser's transaction fails
/// ("table already exists") and changes nothing, and a second look finds it applied. So a
/// failed migration is tried again a few times before it counts.
async fn migrate(write: &SqlitePool) -> Result<(), StoreError> {
    const TRIES: u32 = 20;
    let mut tries = 0;
    loop {
        let run = async {
            repair_before_rebuild(write).await?;
            MIGRATOR.run(write).await.map_err(StoreError::Migrate)
        };
        match run.await {
            Ok(()) => return Ok(()),
            Err(StoreError::Migrate(
                e @ (sqlx::migrate::MigrateError::Execute(_)
                | sqlx::migrate::MigrateError::ExecuteMigration(..)),
            )) if tries < TRIES => {
                tries += 1;
                tracing::debug!(error = %e, tries, "migration failed; another process may be migrating");
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            Err(e) => return Err(e),
        }
    }
}

include!("../ops.rs");
