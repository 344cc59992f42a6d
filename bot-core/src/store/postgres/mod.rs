//! The PostgreSQL backend: for deployments that outgrow one process (Discord shards in several
//! processes on one database). Migrations from `migrations/postgres`.
//!
//! Several processes write at once, so a write locks the row of the match it changes
//! (`FOR UPDATE`): two processes that both think they hold a match serialise on it, and the
//! second finds the match moved on (a conflict) instead of writing a stale move or counting an
//! end twice. Roles ([`claim`]) are advisory locks held by a connection of their own.
//!
//! [`claim`]: PgStore::claim

use std::str::FromStr;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgConnection, PgPool, PgPoolOptions, PgRow};
use sqlx::{ConnectOptions, Connection, Postgres, Transaction};

use super::claim::{Claim, Hold, Role};
use super::codec::{unconfirmed_or_db, without_password};
use super::group::{held, WriterHold};
use super::{StoreOptions, BUSY_TIMEOUT};

type Db = Postgres;
type Conn = PgConnection;
type DbRow = PgRow;
type This = PgStore;

/// The schema, embedded at compile time.
pub(crate) static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../migrations/postgres");

/// Connections for reads and the writers beside them.
const READ_CONNECTIONS: u32 = 6;

/// The statements PostgreSQL needs in its own words.
pub(crate) mod dialect {
    use crate::store::next_move;

    /// Whether `$column` is one of the ids a JSON array ($1) lists (`= ANY (ARRAY(…))`, not
    /// `IN (SELECT …)`: the planner guesses 100 rows from a set-returning function and
    /// hash-joins them against a scan of every match ever played).
    macro_rules! listed {
        ($column:literal) => {
            concat!($column, " = ANY (ARRAY(SELECT jsonb_array_elements_text($1::jsonb)::bigint))")
        };
    }
    pub(crate) use listed;
    /// The function giving the larger of two values.
    pub(crate) const GREATEST: &str = "GREATEST";
    /// Reads in one snapshot.
    pub(crate) const BEGIN_SNAPSHOT: &str = "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY";
    /// A match's status and next move number, its row locked until commit: a second process
    /// appending to it waits, then sees what the first wrote. (Should the next move number
    /// come from an older snapshot, the moves' primary key still refuses a doubled move.)
    pub(crate) const APPEND_HEAD: &str =
        concat!("SELECT status, ", next_move!(), " FROM matches WHERE id = $1 FOR UPDATE");
    /// The heads ([`APPEND_HEAD`]) of the matches whose ids a JSON array ($1) lists, locked in
    /// the order of their ids (two writers never wait on each other in a circle).
    pub(crate) const APPEND_HEADS: &str = concat!(
        "SELECT id, status, ",
        next_move!(),
        " FROM matches WHERE ",
        listed!("id"),
        " ORDER BY id FOR UPDATE"
    );
    /// Appends the moves a JSON array ($1) of `[match_id, seq, seat, action]` lists, with the
    /// hands some of them end ($2: `[match_id, seq, number, result]`, or NULL), in one
    /// statement run outside an explicit transaction: one round trip, where begin, heads,
    /// inserts and commit take four or more. Their matches' heads are read and locked as in
    /// [`APPEND_HEADS`]; a move is written only where [`check_append`] would accept it (its
    /// match in play, its number the next), its hand's result with it; each head comes back
    /// with whether its move was written.
    ///
    /// [`check_append`]: super::super::codec::check_append
    pub(crate) const APPEND_PLAIN: &str = concat!(
        "WITH heads AS (SELECT id, status, ",
        next_move!(),
        " FROM matches \
         WHERE id = ANY (ARRAY(SELECT (jsonb_array_elements($1::jsonb) ->> 0)::bigint)) \
         ORDER BY id FOR UPDATE), \
         accepted AS (SELECT h.id, h.next, e FROM jsonb_array_elements($1::jsonb) AS e \
         JOIN heads AS h ON h.id = (e ->> 0)::bigint AND h.next = (e ->> 1)::bigint \
         WHERE h.status = 'playing'), \
         written AS (INSERT INTO moves (match_id, seq, seat, action) \
         SELECT id, next, (e ->> 2)::bigint, e ->> 3 FROM accepted RETURNING match_id), \
         results AS (INSERT INTO hand_results (match_id, number, result) \
         SELECT a.id, (x ->> 2)::bigint, x ->> 3 \
         FROM jsonb_array_elements(COALESCE($2::jsonb, '[]')) AS x \
         JOIN accepted AS a ON a.id = (x ->> 0)::bigint AND a.next = (x ->> 1)::bigint) \
         SELECT id, status, next, id IN (SELECT match_id FROM written) AS written FROM heads"
    );
    /// Writes moves ($1: `[match_id, seq, seat, action]`) and the results of the hands they
    /// ended ($2: `[match_id, number, result]`), each kind a JSON array (NULL: none), in one
    /// statement.
    pub(crate) const WRITE_ROWS: &str = "WITH written AS (INSERT INTO moves \
         (match_id, seq, seat, action) \
         SELECT (e ->> 0)::bigint, (e ->> 1)::bigint, (e ->> 2)::bigint, e ->> 3 \
         FROM jsonb_array_elements($1::jsonb) AS e) \
         INSERT INTO hand_results (match_id, number, result) \
         SELECT (e ->> 0)::bigint, (e ->> 1)::bigint, e ->> 2 \
         FROM jsonb_array_elements($2::jsonb) AS e";
    /// What ending the matches whose ids a JSON array ($1) lists needs to know: their heads
    /// ([`APPEND_HEAD`]), places and rules; their rows locked in the order of their ids, so
    /// an end is counted once.
    pub(crate) const END_HEADS: &str = concat!(
        "SELECT id, status, ",
        next_move!(),
        // A match counts on its board's channel: its own unless it names another.
        ", platform, server, COALESCE(board_channel, channel) AS channel, rules FROM matches \
         WHERE ",
        listed!("id"),
        " ORDER BY id FOR UPDATE"
    );
    /// Ends the matches a JSON array ($1) of `[id, status, winner_side, scores, finished_at]`
    /// lists (the `ANY` keeps it on the primary key, as in [`APPEND_HEADS`]).
    pub(crate) const END_RESULTS: &str = "UPDATE matches SET status = e ->> 1, \
         winner_side = (e ->> 2)::bigint, scores = e ->> 3, finished_at = (e ->> 4)::bigint \
         FROM jsonb_array_elements($1::jsonb) AS e WHERE matches.id = (e ->> 0)::bigint \
         AND matches.id = ANY (ARRAY(SELECT (jsonb_array_elements($1::jsonb) ->> 0)::bigint))";
    /// Writes the seats' results a JSON array ($1) of `[match_id, seat, won, drawn,
    /// title_points, tablas, best_hand]` lists.
    pub(crate) const SEAT_RESULTS: &str = "UPDATE match_players SET won = (e ->> 2)::bigint, \
         drawn = (e ->> 3)::bigint, title_points = (e ->> 4)::bigint, \
         tablas = (e ->> 5)::bigint, best_hand = (e ->> 6)::bigint \
         FROM jsonb_array_elements($1::jsonb) AS e \
         WHERE match_players.match_id = (e ->> 0)::bigint \
         AND match_players.seat = (e ->> 1)::bigint \
         AND match_players.match_id = \
         ANY (ARRAY(SELECT (jsonb_array_elements($1::jsonb) ->> 0)::bigint))";
    /// The standings rows a JSON array ($1) of arrays lists (`StandingRow`), in the
    /// standings' column order.
    pub(crate) const STANDING_ROWS: &str = "SELECT e ->> 0, e ->> 1, e ->> 2, e ->> 3, \
         (e ->> 4)::bigint, (e ->> 5)::bigint, (e ->> 6)::bigint, (e ->> 7)::bigint, \
         (e ->> 8)::bigint, (e ->> 9)::bigint, (e ->> 10)::bigint, (e ->> 11)::bigint, \
         (e ->> 12)::bigint FROM jsonb_array_elements($1::jsonb) AS e";
    /// Inserts the matches a JSON array ($1) of `[platform, server, channel, board_channel,
    /// variant, rules, seed, seats, scores, created_at, turn_timer_seconds]` lists, in play;
    /// each comes back with its place, which names it (one match in play a channel).
    pub(crate) const INSERT_MATCHES: &str = "INSERT INTO matches \
         (platform, server, channel, board_channel, variant, rules, seed, seats, status, scores, \
         created_at, turn_timer_seconds) SELECT e ->> 0, e ->> 1, e ->> 2, e ->> 3, e ->> 4, \
         e ->> 5, (e ->> 6)::bigint, e ->> 7, 'playing', e ->> 8, (e ->> 9)::bigint, \
         (e ->> 10)::bigint \
         FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS t (e, n) ORDER BY n \
         RETURNING id, platform, server, channel";
    /// Adds or renames the players a JSON array ($1) of `[platform, external_id, name]`
    /// lists (each once).
    pub(crate) const UPSERT_PLAYERS: &str = "INSERT INTO players (platform, external_id, name) \
         SELECT e ->> 0, e ->> 1, e ->> 2 FROM jsonb_array_elements($1::jsonb) AS e \
         ON CONFLICT (platform, external_id) DO UPDATE SET name = excluded.name";
    /// Seats the players a JSON array ($1) of `[match_id, seat, side, platform, external_id]`
    /// lists, each found by its key.
    pub(crate) const INSERT_SEATS: &str = "INSERT INTO match_players \
         (match_id, seat, player_id, side) SELECT (e ->> 0)::bigint, (e ->> 1)::bigint, p.id, \
         (e ->> 2)::bigint FROM jsonb_array_elements($1::jsonb) AS e JOIN players AS p \
         ON p.platform = e ->> 3 AND p.external_id = e ->> 4";
    /// Whether sqlx has recorded migrations here (1) or the database is new (0).
    pub(crate) const HAS_MIGRATIONS: &str = "SELECT COUNT(*) FROM pg_catalog.pg_tables \
         WHERE schemaname = current_schema() AND tablename = '_sqlx_migrations'";
    /// Keeps aside the hand results of match $1 whose text is $2: each is kept, as text,
    /// under `unreadable`.
    pub(crate) const SET_HAND_ASIDE: &str = "UPDATE hand_results \
         SET result = json_build_object('unreadable', result)::text \
         WHERE match_id = $1 AND result = $2";
    /// The logs of the matches in play (the planner starts from the partial index).
    pub(crate) const UNFINISHED_MOVES: &str = "\
SELECT m.id AS match_id, mv.seq, mv.seat, mv.action
FROM matches AS m JOIN moves AS mv ON mv.match_id = m.id
WHERE m.status = 'playing'
ORDER BY m.id, mv.seq";
}

/// A PostgreSQL database.
#[derive(Clone, Debug)]
pub(crate) struct PgStore {
    /// Writes and reads share one pool: the server takes them in parallel.
    pub(crate) write: PgPool,
    pub(crate) read: PgPool,
    /// For the claims' own connections (boxed: it is large, and the store is passed by value).
    connect: Box<PgConnectOptions>,
}

impl PgStore {
    /// Connects to `url` and brings the schema up to date (sqlx holds an advisory lock while
    /// it migrates, so processes starting together migrate once), first repairing what
    /// migration 0014 cannot read ([`repair_before_rebuild`]; each repair writes what any
    /// process would, so two processes doing it at once leave the same rows).
    pub(crate) async fn open_url(url: &str, options: &StoreOptions) -> Result<PgStore, StoreError> {
        let shown = without_password(url);
        let connect = connect_options(url)?;
        // One connection first: a server that is down or refuses us is named at once ("Connection
        // refused", "password authentication failed"), where the pool would wait its acquire
        // timeout and say only that it timed out.
        connect.connect().await.map_err(db)?.close().await.map_err(db)?;
        let connections = READ_CONNECTIONS + u32::try_from(options.writers).unwrap_or(8).min(32);
        let pool = PgPoolOptions::new()
            .max_connections(connections)
            .acquire_timeout(Duration::from_secs(10))
            .connect_with(connect.clone())
            .await
            .map_err(db)?;
        repair_before_rebuild(&pool).await?;
        MIGRATOR.run(&pool).await.map_err(StoreError::Migrate)?;
        tracing::debug!(url = %shown, "PostgreSQL store opened");
        Ok(PgStore { write: pool.clone(), read: pool, connect: Box::new(connect) })
    }

    /// Connects to `url` only to read: every transaction of its sessions is read-only
    /// (`default_transaction_read_only`), nothing is migrated or repaired, and the schema is
    /// checked ([`check_schema`]).
    pub(crate) async fn open_read_only(url: &str) -> Result<PgStore, StoreError> {
        let shown = without_password(url);
        let connect = connect_options(url)?.options([("default_transaction_read_only", "on")]);
        // As in `open_url`: a server that is down or refuses us is named at once.
        connect.connect().await.map_err(db)?.close().await.map_err(db)?;
        let pool = PgPoolOptions::new()
            .max_connections(2)
            .acquire_timeout(Duration::from_secs(10))
            .connect_with(connect.clone())
            .await
            .map_err(db)?;
        if let Err(e) = check_schema(&pool).await {
            pool.close().await;
            return Err(e);
        }
        tracing::debug!(url = %shown, "PostgreSQL store opened to read");
        Ok(PgStore { write: pool.clone(), read: pool, connect: Box::new(connect) })
    }

    /// A write transaction (read committed; rows are locked as they are written).
    async fn begin_write(&self) -> Result<Transaction<'static, Postgres>, StoreError> {
        self.write.begin().await.map_err(db)
    }

    /// Nothing to pace: the server checkpoints by itself.
    fn after_commit(&self) {}

    pub(crate) async fn ping(&self) -> bool {
        sqlx::query("SELECT 1").execute(&self.read).await.is_ok()
    }

    pub(crate) async fn close(&self) {
        self.write.close().await;
    }

    /// Each role is a session advisory lock on a connection of its own, held as long as the
    /// claim: another process asking for a role taken is told which.
    pub(crate) async fn claim(&self, roles: &[Role]) -> Result<Claim, StoreError> {
        let mut conn = self.connect.connect().await.map_err(db)?;
        if let Some(total) = roles.iter().find_map(|r| match r {
            Role::DiscordShard { total, .. } => Some(*total),
            _ => None,
        }) {
            if let Err(e) = same_shard_count(&mut conn, total).await {
                let _ = conn.close().await;
                return Err(e);
            }
        }
        for role in roles {
            let (namespace, key) = role.lock_key();
            let taken: bool = sqlx::query_scalar("SELECT pg_try_advisory_lock($1, $2)")
                .bind(namespace)
                .bind(key)
                .fetch_one(&mut conn)
                .await
                .map_err(db)?;
            if !taken {
                let _ = conn.close().await;
                return Err(StoreError::Claimed(format!("{role} on this database")));
            }
        }
        Ok(Claim { _hold: Hold::Connection(conn) })
    }
}

/// How every connection to `url` is made.
fn connect_options(url: &str) -> Result<PgConnectOptions, StoreError> {
    let connect = PgConnectOptions::from_str(url)
        .map_err(|e| StoreError::BadUrl { url: without_password(url), source: Some(e) })?
        .application_name("tablic")
        // Statements are logged by our own spans; sqlx's would carry hands.
        .disable_statement_logging()
        // A statement that waits longer than this for another process's lock gives up
        // (as SQLite's busy timeout does) instead of holding a game forever.
        .options([("lock_timeout", format!("{}", BUSY_TIMEOUT.as_millis()))]);
    Ok(connect)
}

/// Discord shards split guilds by their count: processes that count differently would both
/// serve some guilds. Each Discord process holds a shared lock on its count; a count held by
/// another process that differs is refused.
async fn same_shard_count(conn: &mut PgConnection, total: u32) -> Result<(), StoreError> {
    let (namespace, _) = Role::Play.lock_key();
    let layouts = namespace.wrapping_add(1);
    let total_key = i32::try_from(total).unwrap_or(i32::MAX);
    sqlx::query("SELECT pg_advisory_lock_shared($1, $2)")
        .bind(layouts)
        .bind(total_key)
        .execute(&mut *conn)
        .await
        .map_err(db)?;
    let other: Option<i64> = sqlx::query_scalar(
        // pg_locks lists the whole server's locks: another database is another bot.
        "SELECT objid::bigint FROM pg_locks WHERE locktype = 'advisory' AND granted \
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) \
         AND classid::bigint = $1 AND objid::bigint <> $2 AND objsubid = 2 LIMIT 1",
    )
    .bind(i64::from(layouts))
    .bind(i64::from(total_key))
    .fetch_optional(&mut *conn)
    .await
    .map_err(db)?;
    match other {
        Some(count) => Err(StoreError::Claimed(format!(
            "runs Discord with {count} shards in all on this database (this one with \
             {total}): give every process the same --shard-total"
        ))),
        None => Ok(()),
    }
}

impl PgStore {
    /// Commits `jobs` in one transaction and answers each; `Err` when the transaction failed
    /// as a whole (nothing of it is stored). A batch of plain moves (some ending a hand) is
    /// one statement; with a match's start or end, the plain moves take two statements in all
    /// (their heads, read and locked; their rows), two more when some end a hand. The connection is taken into `hold` if it is not there already, and left there.
    pub(crate) async fn try_batch(
        &self,
        hold: &mut WriterHold,
        jobs: &[Job],
    ) -> Result<Vec<Result<Done, StoreError>>, StoreError> {
        let conn = held(&mut hold.postgres, &self.write).await?;
        let LoneJobs { plain, ends } = lone_jobs(jobs);
        if let Some(rows) = one_statement_rows(jobs, &plain) {
            return append_plain(conn, jobs, rows).await;
        }
        let mut tx = conn.begin().await.map_err(db)?;
        let mut out: Vec<Option<Result<Done, StoreError>>> = jobs.iter().map(|_| None).collect();
        if plain.len() > 1 {
            let heads = sqlx::query(dialect::APPEND_HEADS)
                .bind(plain_ids(jobs, &plain)?)
                .fetch_all(&mut *tx)
                .await
                .map_err(db)?;
            plan_appends(jobs, &plain, &heads, &mut out)?.write(&mut tx).await?;
        }
        if !ends.is_empty() {
            end_matches(&mut tx, jobs, &ends, &mut out).await?;
        }
        write_the_rest(&mut tx, jobs, &mut out).await?;
        tx.commit().await.map_err(unconfirmed_or_db)?;
        Ok(out.into_iter().flatten().collect())
    }
}

/// Appends `jobs`, plain moves (some ending a hand), in one statement ([`dialect::APPEND_PLAIN`]):
/// each is written or answered as [`append_in`] would answer it alone. A doubled move that
/// slips past the check (another process, same instant) fails the statement, and nothing of
/// it is stored: a conflict, as alone; in a batch of several the group commit then tries
/// each alone. The statement commits itself: a connection lost before its answer leaves the
/// moves unconfirmed ([`StoreError::Unconfirmed`]).
async fn append_plain(
    conn: &mut Conn,
    jobs: &[Job],
    rows: OneStatement,
) -> Result<Vec<Result<Done, StoreError>>, StoreError> {
    let heads = sqlx::query(dialect::APPEND_PLAIN)
        .bind(rows.moves)
        .bind(rows.hands)
        .fetch_all(&mut *conn)
        .await
        .map_err(unconfirmed_or_db)?;
    let mut written = std::collections::HashSet::with_capacity(heads.len());
    let mut refused = std::collections::HashMap::new();
    for row in &heads {
        let (id, head) = plain_head(row)?;
        if get::<bool>(row, "written")? {
            written.insert(id);
        } else {
            refused.insert(id, head);
        }
    }
    answer_plain(jobs, &written, &refused)
}

include!("../ops.rs");
