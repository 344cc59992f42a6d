//! Storage: matches, move log, hand results, standings, chat settings — on SQLite (embedded,
//! the default) or PostgreSQL (several bot processes on one database).
//!
//! [`Store`] is the seam: callers never see SQL or a backend. Each backend lives in its own
//! folder with its own connection set-up, migrations (`migrations/sqlite`,
//! `migrations/postgres` at the workspace root, embedded in the binary and applied by
//! [`Store::open_url`]; [`Store::open_read_only`] applies none) and the statements that differ between the two engines; the
//! statements both engines speak alike are written once (`ops.rs`) and run on both.
//!
//! Every write that belongs together is one transaction: a move with the hand result it
//! produced and the match's end; the end with its standings. Moves, new matches and ends go
//! through a **group commit**: one writer takes everything that arrived while its last commit
//! ran and commits it in one transaction, then answers each caller — nothing is acknowledged
//! before it is durable, and many games share one disk flush.

pub mod standings;

mod claim;
mod codec;
mod group;
mod postgres;
mod sqlite;

use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use thiserror::Error;

use crate::game::{HandResult, Move};
use crate::ids::{ChannelKey, MatchId, Platform, PlayerId, SeatKind, UserRef};
use crate::rules::Rules;

pub use claim::{Claim, Role};
pub use codec::without_password;
pub use messages::{MessageKind, MessageLocation};
pub use standings::{Board, BonusTable, Period};

use group::{Done, Job, Writer};

/// The next move number of the match row `matches` in scope, named `next`: said alike by both
/// engines, and the one place it is said.
macro_rules! next_move {
    () => {
        "(SELECT COALESCE(MAX(seq) + 1, 0) FROM moves WHERE match_id = matches.id) AS next"
    };
}
pub(crate) use next_move;

/// Why a storage call failed. The Display text can be shown to a player as it is.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The database could not be reached, or a statement failed: nothing of the write was
    /// stored.
    #[error("storage is unavailable right now, try again")]
    Unavailable(#[source] sqlx::Error),
    /// The connection failed while the write was being committed (its acknowledgement was
    /// lost): it may have been stored or not.
    #[error("storage did not confirm the write: it may have been saved; look again in a moment")]
    Unconfirmed(#[source] sqlx::Error),
    /// The database file or its folder could not be created.
    #[error("storage cannot be opened: check the database path and its permissions")]
    Open(#[source] std::io::Error),
    /// A database URL that is neither a SQLite nor a PostgreSQL address.
    #[error(
        "`{url}` is not a database address like sqlite://data/tablic.db or \
         postgres://user:password@host/database"
    )]
    BadUrl {
        /// The address given (a password in it is not repeated).
        url: String,
        /// Why sqlx refused it, if it got that far.
        #[source]
        source: Option<sqlx::Error>,
    },
    /// The schema could not be brought up to date.
    #[error("storage could not be upgraded: {}", migrate_problem(.0))]
    Migrate(#[source] sqlx::migrate::MigrateError),
    /// That move number is already stored (a repeated or stale press, or another process
    /// wrote it): nothing changed.
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
    /// Another match is already in play in that channel (started by another process).
    #[error("a game is already being played in this channel")]
    ChannelBusy,
    /// Data that does not fit the match (a mistake of the caller): nothing changed.
    #[error("that does not fit the game: {0}")]
    Invalid(String),
    /// A stored row that cannot be read back.
    #[error("stored game data is damaged ({0}); please report this")]
    Corrupt(String),
    /// Another process holds a role this one asked for (see [`Store::claim`]).
    #[error("another tablic process {0}")]
    Claimed(String),
    /// A database opened only to read ([`Store::open_read_only`]) has a schema older than
    /// this release's, or none: nothing was changed, and nothing is read from it.
    #[error(
        "the database is from an older tablic; this one upgrades it when it opens it to play \
         or serve"
    )]
    Older {
        /// The newest migration it has applied; `None`: it has no tablic tables at all.
        newest: Option<i64>,
    },
}

/// What an admin needs to know of a failed upgrade.
fn migrate_problem(e: &sqlx::migrate::MigrateError) -> String {
    use sqlx::migrate::MigrateError as M;
    match e {
        M::VersionMissing(version) => format!(
            "the database was upgraded by a newer tablic (its migration {version} is unknown \
             here); run that version or a later one"
        ),
        M::VersionMismatch(version) => format!(
            "migration {version} of this tablic differs from the one the database applied (a \
             release changed it); run the release that made the database, and report this"
        ),
        M::Dirty(version) => {
            format!("migration {version} was left half done; restore the database from a backup")
        }
        other => format!("a migration failed ({other})"),
    }
}

/// A migration a database has applied: its version, whether it completed, its checksum.
type Applied = (i64, bool, Vec<u8>);

/// Whether a database whose applied migrations are `applied` reads as it is, for a store that
/// never upgrades it: every one of `ours` applied as ours has it. Later migrations of a newer
/// release besides are fine (they add to the schema; a migration on main is never edited).
fn schema_fits(ours: &sqlx::migrate::Migrator, applied: &[Applied]) -> Result<(), StoreError> {
    use sqlx::migrate::MigrateError as M;
    if let Some((version, ..)) = applied.iter().find(|(_, success, _)| !success) {
        return Err(StoreError::Migrate(M::Dirty(*version)));
    }
    let mut missing = false;
    for ours in ours.iter().filter(|m| !m.migration_type.is_down_migration()) {
        match applied.iter().find(|(version, ..)| *version == ours.version) {
            Some((_, _, checksum)) if checksum.as_slice() != &*ours.checksum => {
                return Err(StoreError::Migrate(M::VersionMismatch(ours.version)))
            }
            Some(_) => {}
            None => missing = true,
        }
    }
    match missing {
        true => Err(StoreError::Older { newest: applied.iter().map(|(v, ..)| *v).max() }),
        false => Ok(()),
    }
}

impl StoreError {
    /// Whether the store refused a write because the match changed under the caller: another
    /// writer (another process, or an earlier attempt) got there first. What the caller holds
    /// in memory is stale; reading the match again gives what is true.
    pub fn is_stale(&self) -> bool {
        matches!(
            self,
            StoreError::Conflict
                | StoreError::OutOfOrder { .. }
                | StoreError::Finished(_)
                | StoreError::ChannelBusy
        )
    }
}

/// A match to create.
#[derive(Clone, Debug, PartialEq)]
pub struct NewMatch {
    /// Where it is played.
    pub channel: ChannelKey,
    /// The channel of the same server whose own board counts it, when not `channel` (a game in
    /// a thread counts for the thread's channel); `None`: `channel`'s.
    pub board: Option<String>,
    /// Its rules (one seat per player).
    pub rules: Rules,
    /// The secret shuffle seed.
    pub seed: u64,
    /// Who sits where; `seats.len()` must equal `rules.players`.
    pub seats: Vec<SeatKind>,
    /// How long a person has for a turn; `None`: no timer.
    pub turn_timer: Option<Duration>,
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
    /// The channel whose own board counts it, when not `channel` (see [`NewMatch::board`]).
    pub board: Option<String>,
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
    /// Who is away and what the computer played for them, as last stored (see
    /// [`Store::set_away_state`]); the default when nobody's turn ever ran out.
    pub away: AwayState,
    /// The turn timer it was started with.
    pub turn_timer: KeptTimer,
}

/// A match's turn timer as its row keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeptTimer {
    /// Stored before timers were kept: the server's default applies.
    Unrecorded,
    /// This long a turn; `None`: no timer.
    Set(Option<Duration>),
}

impl KeptTimer {
    /// The timer kept, or `default` for a match stored before timers were.
    pub fn or(self, default: Option<Duration>) -> Option<Duration> {
        match self {
            KeptTimer::Unrecorded => default,
            KeptTimer::Set(timer) => timer,
        }
    }

    /// How a row keeps `timer`: whole seconds (a part of one rounded up: a timer is never
    /// kept as none), 0 for none.
    pub(crate) fn seconds(timer: Option<Duration>) -> i64 {
        timer.map_or(0, |t| {
            let whole = t.as_secs() + u64::from(t.subsec_nanos() > 0);
            i64::try_from(whole).unwrap_or(i64::MAX)
        })
    }

    /// A row's value read back: NULL, or one no timer can have (below 0, beyond a day),
    /// reads as [`KeptTimer::Unrecorded`] (the server's default); 0 as no timer.
    pub(crate) fn from_seconds(seconds: Option<i64>) -> KeptTimer {
        let max = crate::table::MAX_TIMER_SECONDS;
        match seconds.map(u64::try_from) {
            Some(Ok(0)) => KeptTimer::Set(None),
            Some(Ok(s)) if s <= max => KeptTimer::Set(Some(Duration::from_secs(s))),
            _ => KeptTimer::Unrecorded,
        }
    }
}

/// Who at a match in play lets the computer play for them, and what it played: stored so
/// that a restart neither brings back people who are away (calling them again) nor starts
/// the wait before an adjournment afresh. A bad value reads as the default: it is never
/// worth losing a match over.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct AwayState {
    /// Per seat, by seat number.
    #[serde(default)]
    pub seats: Vec<SeatAwayState>,
    /// Since when (unix seconds) every person at the match has been away, while they are.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nobody_home_since: Option<i64>,
}

/// One seat's part of an [`AwayState`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SeatAwayState {
    /// Turns in a row that ran out.
    #[serde(default)]
    pub expiries: u8,
    /// Whether the computer plays for them until they come back.
    #[serde(default)]
    pub away: bool,
    /// Cards the computer played for them since they last played one themselves.
    #[serde(default)]
    pub stood_in_moves: u32,
    /// Cards taken with those.
    #[serde(default)]
    pub stood_in_taken: u32,
    /// The position (moves played) at which they came back, if they did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub back_at: Option<u64>,
    /// The last card the computer played for them (the card, what it took, whether a
    /// tabla), while their hand still says it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_for_you: Option<(crate::cards::Card, crate::cards::CardSet, bool)>,
    /// That card was played because their time ran out (not because they are away).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub last_was_lapse: bool,
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
    /// `playing`, `finished`, `aborted`, `adjourned` or `unreadable`.
    pub status: String,
    /// Match scores per side: while in play or set aside (`unreadable`), the sum of its stored
    /// hands that read; once ended, the final scores its end wrote (empty, with a warning,
    /// when those do not read).
    pub scores: Vec<u32>,
    /// The winning side of a won match (`None` too when the stored side does not read).
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

/// How hard SQLite works to keep a commit through a power loss (PostgreSQL's own
/// `synchronous_commit` setting decides there).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Durability {
    /// Every commit is on the disk before it is acknowledged (`synchronous=FULL`): a power
    /// loss keeps every move a player saw. The default.
    #[default]
    Full,
    /// Commits reach the disk at the next checkpoint (`synchronous=NORMAL`): faster on slow
    /// disks; a power loss (not a crash of the program) may lose the last moments.
    Normal,
}

impl FromStr for Durability {
    type Err = String;
    fn from_str(s: &str) -> Result<Durability, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "full" => Ok(Durability::Full),
            "normal" => Ok(Durability::Normal),
            other => Err(format!("`{other}` is not a durability: use full or normal")),
        }
    }
}

/// How to open a store beyond its address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoreOptions {
    /// SQLite's durability.
    pub durability: Durability,
    /// Connections the group commit writes through at once (PostgreSQL; SQLite has one
    /// writer).
    pub writers: usize,
    /// Most writes one group commit takes.
    pub batch: usize,
}

impl Default for StoreOptions {
    fn default() -> StoreOptions {
        StoreOptions { durability: Durability::Full, writers: 2, batch: 512 }
    }
}

/// Which engine a store runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    /// SQLite, embedded.
    Sqlite,
    /// A PostgreSQL server.
    Postgres,
}

/// The engine behind a store, with its pools.
#[derive(Clone, Debug)]
pub(crate) enum Backend {
    Sqlite(sqlite::SqliteStore),
    Postgres(postgres::PgStore),
}

/// Runs the same call on whichever backend the store has.
macro_rules! on_backend {
    ($backend:expr, $b:ident => $call:expr) => {
        match $backend {
            Backend::Sqlite($b) => $call,
            Backend::Postgres($b) => $call,
        }
    };
}

// After `on_backend!`, which it uses.
mod messages;

/// The storage: cheap to clone (the pools and the writer are shared).
#[derive(Clone, Debug)]
pub struct Store {
    backend: Backend,
    writer: Arc<Writer>,
}

impl Store {
    /// Opens (creating the file and its folder if missing) and migrates the SQLite database at
    /// `path`.
    pub async fn open(path: &std::path::Path) -> Result<Store, StoreError> {
        let backend = sqlite::SqliteStore::open_path(path, &StoreOptions::default()).await?;
        Ok(Store::over(Backend::Sqlite(backend), &StoreOptions::default()))
    }

    /// Opens the SQLite database at `path` only to read it: it is never created, upgraded or
    /// written (another process, perhaps of an older release, may be using it), and a write
    /// through the store fails. One whose schema is older than this release's (or that has
    /// none) is refused with [`StoreError::Older`]; one a newer release upgraded reads.
    pub async fn open_read_only(path: &std::path::Path) -> Result<Store, StoreError> {
        let connect = sqlx::sqlite::SqliteConnectOptions::new().filename(path);
        let backend = sqlite::SqliteStore::open_read_only(connect).await?;
        Ok(Store::over(Backend::Sqlite(backend), &StoreOptions::default()))
    }

    /// [`Store::open_read_only`] by URL, as [`Store::open_url`] takes it; on PostgreSQL every
    /// transaction of the store is read-only.
    pub async fn open_url_read_only(url: &str) -> Result<Store, StoreError> {
        let backend = if url.starts_with("sqlite:") {
            let connect = sqlx::sqlite::SqliteConnectOptions::from_str(url)
                .map_err(|e| StoreError::BadUrl { url: url.to_string(), source: Some(e) })?;
            Backend::Sqlite(sqlite::SqliteStore::open_read_only(connect).await?)
        } else if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            Backend::Postgres(postgres::PgStore::open_read_only(url).await?)
        } else {
            return Err(StoreError::BadUrl { url: codec::without_password(url), source: None });
        };
        Ok(Store::over(backend, &StoreOptions::default()))
    }

    /// Opens a database by URL (`TABLIC_DATABASE_URL`): `sqlite://data/tablic.db`,
    /// `sqlite:/tmp/x.db`, `sqlite::memory:` (a private in-memory store), or
    /// `postgres://user:password@host:port/database`.
    pub async fn open_url(url: &str) -> Result<Store, StoreError> {
        Store::open_url_with(url, &StoreOptions::default()).await
    }

    /// [`Store::open_url`] with options.
    pub async fn open_url_with(url: &str, options: &StoreOptions) -> Result<Store, StoreError> {
        let backend = if url.starts_with("sqlite:") {
            Backend::Sqlite(sqlite::SqliteStore::open_url(url, options).await?)
        } else if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            Backend::Postgres(postgres::PgStore::open_url(url, options).await?)
        } else {
            return Err(StoreError::BadUrl { url: codec::without_password(url), source: None });
        };
        Ok(Store::over(backend, options))
    }

    fn over(backend: Backend, options: &StoreOptions) -> Store {
        let writers = match backend {
            Backend::Sqlite(_) => 1,
            Backend::Postgres(_) => options.writers.max(1),
        };
        let writer = Writer::start(backend.clone(), writers, options.batch.max(1));
        Store { backend, writer: Arc::new(writer) }
    }

    /// The engine behind the store.
    pub fn engine(&self) -> Engine {
        match self.backend {
            Backend::Sqlite(_) => Engine::Sqlite,
            Backend::Postgres(_) => Engine::Postgres,
        }
    }

    /// Whether the database answers (for `/healthz`).
    pub async fn ping(&self) -> bool {
        on_backend!(&self.backend, b => b.ping().await)
    }

    /// Lets the writer commit what it holds, then closes the pools.
    pub async fn close(&self) {
        self.writer.stop().await;
        on_backend!(&self.backend, b => b.close().await)
    }

    /// Takes `roles` for this process, for as long as the returned [`Claim`] lives, or says
    /// which one another process holds. On SQLite one process at a time uses a database,
    /// whatever its roles (a lock file beside it); on PostgreSQL each role is an advisory
    /// lock, so processes with different roles (Discord shards) share the database.
    pub async fn claim(&self, roles: &[Role]) -> Result<Claim, StoreError> {
        on_backend!(&self.backend, b => b.claim(roles).await)
    }

    /// [`Store::claim`], asking again while another process holds a role, until `wait` has
    /// passed: in a restart or a rolling upgrade the old process lets go of its roles moments
    /// after the new one starts (or, killed with its machine, when the server notices).
    /// `waiting` hears the first refusal once, so that the wait can be told.
    pub async fn claim_waiting(
        &self,
        roles: &[Role],
        wait: Duration,
        waiting: impl FnOnce(&StoreError),
    ) -> Result<Claim, StoreError> {
        claim_waiting(|| self.claim(roles), wait, waiting).await
    }

    /// Opens the database at `url` for a process that takes `roles` on it, waiting for them as
    /// [`Store::claim_waiting`] does. On a SQLite file the claim comes first: a new release
    /// started while the old one still runs upgrades the schema only once the old one has let
    /// go, not under it (nor at all, if it gives up waiting). PostgreSQL is shared by
    /// processes of other roles, so its schema is brought up to date on opening.
    pub async fn open_url_claiming(
        url: &str,
        options: &StoreOptions,
        roles: &[Role],
        wait: Duration,
        waiting: impl FnOnce(&StoreError),
    ) -> Result<(Store, Claim), StoreError> {
        if url.starts_with("sqlite:") {
            if let Some(file) = sqlite::file_of(url)? {
                let claim =
                    claim_waiting(|| async { sqlite::lock_beside(&file) }, wait, waiting).await?;
                let store = Store::open_url_with(url, options).await?;
                return Ok((store, claim));
            }
        }
        let store = Store::open_url_with(url, options).await?;
        let claim = store.claim_waiting(roles, wait, waiting).await?;
        Ok((store, claim))
    }

    /// Creates a match in play with no moves; humans are recorded as players (latest name).
    /// Fails with [`StoreError::ChannelBusy`] when a match is already in play in its channel.
    pub async fn create_match(&self, m: &NewMatch) -> Result<MatchId, StoreError> {
        match self.writer.submit(Job::Create(m.clone())).await? {
            Done::Created(id) => Ok(id),
            Done::Written => Err(StoreError::Invalid("no id for a new match".into())),
        }
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
        let job =
            Job::Append { id, seq, mv: mv.clone(), hand: hand.cloned(), finish: finish.cloned() };
        self.writer.submit(job).await.map(|_| ())
    }

    /// Ends a match without a move (abort by the creator/admin, or a finished state reached
    /// otherwise); a won or drawn end updates the standings in the same transaction.
    pub async fn finish(&self, id: MatchId, finish: &Finish) -> Result<(), StoreError> {
        self.writer.submit(Job::Finish { id, finish: finish.clone() }).await.map(|_| ())
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
        self.resumable_where(|_| true).await
    }

    /// [`Store::resumable`] for the channels `owned` accepts: a process that serves some
    /// Discord shards resumes only their games.
    pub async fn resumable_where(
        &self,
        owned: impl Fn(&ChannelKey) -> bool + Sync,
    ) -> Result<Unfinished, StoreError> {
        on_backend!(&self.backend, b => b.resumable(&owned).await)
    }

    /// The match in play in `channel`, with its full move log, if there is one.
    pub async fn playing_in(
        &self,
        channel: &ChannelKey,
    ) -> Result<Option<StoredMatch>, StoreError> {
        let id = on_backend!(&self.backend, b => b.playing_id(channel).await)?;
        match id {
            Some(id) => self.load(id).await,
            None => Ok(None),
        }
    }

    /// The match in play in `channel`, as [`Store::playing_in`], telling one whose row or log
    /// does not read from none: `Some(Err(_))` names it, with the reason.
    pub async fn playing_or_unreadable(
        &self,
        channel: &ChannelKey,
    ) -> Result<Option<Result<StoredMatch, Unreadable>>, StoreError> {
        let id = on_backend!(&self.backend, b => b.playing_id(channel).await)?;
        let Some(id) = id else { return Ok(None) };
        match self.load(id).await {
            Ok(found) => Ok(found.map(Ok)),
            Err(StoreError::Corrupt(reason)) => {
                Ok(Some(Err(Unreadable { id, channel: Some(channel.clone()), reason })))
            }
            Err(e) => Err(e),
        }
    }

    /// The latest match of `channel`, whatever its status (`playing`, `finished`, `aborted`,
    /// `adjourned`, `unreadable`), with that status.
    pub async fn latest_match(
        &self,
        channel: &ChannelKey,
    ) -> Result<Option<(MatchId, String)>, StoreError> {
        on_backend!(&self.backend, b => b.latest_match(channel).await)
    }

    /// The latest match of `channel` that ended with a result nobody has been shown yet (see
    /// [`Store::mark_result_shown`]), with its full move log. One that does not read cannot
    /// be shown: it is passed over, with a warning.
    pub async fn unshown_result(
        &self,
        channel: &ChannelKey,
    ) -> Result<Option<StoredMatch>, StoreError> {
        let id = on_backend!(&self.backend, b => b.unshown_result_id(channel).await)?;
        let Some(id) = id else { return Ok(None) };
        match self.load(id).await {
            Err(e @ StoreError::Corrupt(_)) => {
                tracing::warn!(
                    match_id = id.0,
                    error = %e,
                    "ended match does not read; its result is not shown"
                );
                Ok(None)
            }
            loaded => loaded,
        }
    }

    /// Stores who at the match `id`, still in play, is away (see [`AwayState`]); the default
    /// clears it. A match no longer in play is left as it is.
    pub async fn set_away_state(&self, id: MatchId, away: &AwayState) -> Result<(), StoreError> {
        let text = (*away != AwayState::default()).then(|| codec::to_json(away)).transpose()?;
        on_backend!(&self.backend, b => b.set_away_state(id, text.as_deref()).await)
    }

    /// Records that the players have seen how a match ended.
    pub async fn mark_result_shown(&self, id: MatchId, at: i64) -> Result<(), StoreError> {
        on_backend!(&self.backend, b => b.mark_result_shown(id, at).await)
    }

    /// Marks a match in play as unreadable: it is kept for inspection and never resumed again.
    /// Returns whether it was still in play.
    pub async fn mark_unreadable(&self, id: MatchId, at: i64) -> Result<bool, StoreError> {
        on_backend!(&self.backend, b => b.mark_unreadable(id, at).await)
    }

    /// Whether a match was set aside as unreadable (see [`Store::mark_unreadable`]).
    pub async fn was_set_aside(&self, id: MatchId) -> Result<bool, StoreError> {
        on_backend!(&self.backend, b => b.was_set_aside(id).await)
    }

    /// The status of each of the matches `ids` that is stored (see [`MatchSummary::status`]),
    /// read in one query: a match not stored is not in the answer.
    pub async fn match_statuses(
        &self,
        ids: &[MatchId],
    ) -> Result<std::collections::HashMap<MatchId, String>, StoreError> {
        on_backend!(&self.backend, b => b.match_statuses(ids).await)
    }

    /// The channel a match was played in, whatever its status; one row read, its log and
    /// rules not (an old button's press only needs to know where its game was).
    pub async fn match_channel(&self, id: MatchId) -> Result<Option<ChannelKey>, StoreError> {
        on_backend!(&self.backend, b => b.match_channel(id).await)
    }

    /// One match with its full move log, whatever its status.
    pub async fn load(&self, id: MatchId) -> Result<Option<StoredMatch>, StoreError> {
        on_backend!(&self.backend, b => b.load(id).await)
    }

    /// The scoring tables of a match's finished hands, in order; one that does not read is
    /// left out, with a warning.
    pub async fn hand_results(&self, id: MatchId) -> Result<Vec<HandResult>, StoreError> {
        on_backend!(&self.backend, b => b.hand_results(id).await)
    }

    /// Status, scores, winner side and move count of a match; scores or a winner that do not
    /// read are told as unknown, with a warning.
    pub async fn match_summary(&self, id: MatchId) -> Result<Option<MatchSummary>, StoreError> {
        on_backend!(&self.backend, b => b.match_summary(id).await)
    }

    /// A leaderboard: points (most first, then wins, then name) or strength (strongest first,
    /// then most matches, then name; only players with the period's minimum games).
    pub async fn standings(&self, q: &StandingsQuery) -> Result<Vec<StandingRow>, StoreError> {
        let lines = on_backend!(&self.backend, b => b.standings_lines(q).await)?;
        Ok(standings::rank(q, lines))
    }

    /// The board `q` asks for and, when it is full and `asker` is further down, `asker`'s own
    /// row placed as [`Store::standing_of`] places it. A strength board's candidates are read
    /// once for both.
    pub async fn board_and_place(
        &self,
        q: &StandingsQuery,
        asker: &UserRef,
    ) -> Result<(Vec<StandingRow>, Option<StandingRow>), StoreError> {
        let lines = on_backend!(&self.backend, b => b.standings_lines(q).await)?;
        let full = lines.len() >= usize::try_from(q.limit).unwrap_or(usize::MAX);
        let place = if full && q.board == Board::Strength {
            let found = on_backend!(&self.backend, b => b.standing_of(q, asker).await)?;
            found.map(|(line, _)| {
                let ahead = standings::ahead_on_strength(q, &line, &lines);
                standings::placed(q, line, ahead)
            })
        } else if full {
            self.standing_of(q, asker).await?
        } else {
            None
        };
        let rows = standings::rank(q, lines);
        let you = place.filter(|you| !rows.iter().any(|row| row.player == you.player));
        Ok((rows, you))
    }

    /// `user`'s row on the board `q` asks for, placed as [`Store::standings`] places rows
    /// however far down it is (`q.limit` aside); `None` when they are not on that board.
    pub async fn standing_of(
        &self,
        q: &StandingsQuery,
        user: &UserRef,
    ) -> Result<Option<StandingRow>, StoreError> {
        let found = on_backend!(&self.backend, b => b.standing_of(q, user).await)?;
        let Some((line, ahead)) = found else { return Ok(None) };
        let ahead = match q.board {
            Board::Points => ahead,
            // Strength is worked out in Rust only (its one formula): count over the candidates.
            Board::Strength => {
                let lines = on_backend!(&self.backend, b => b.standings_lines(q).await)?;
                standings::ahead_on_strength(q, &line, &lines)
            }
        };
        Ok(Some(standings::placed(q, line, ahead)))
    }

    /// A person's numbers in this server or group for each period asked; `None` if they never
    /// finished a match on this platform.
    pub async fn player_stats(&self, q: &StatsQuery) -> Result<Option<PlayerStats>, StoreError> {
        on_backend!(&self.backend, b => b.player_stats(q).await)
    }

    /// The stored defaults of a server or group (a JSON value), if any.
    pub async fn settings(
        &self,
        platform: Platform,
        server: &str,
    ) -> Result<Option<serde_json::Value>, StoreError> {
        on_backend!(&self.backend, b => b.settings(platform, server).await)
    }

    /// Replaces the stored defaults of a server or group.
    pub async fn set_settings(
        &self,
        platform: Platform,
        server: &str,
        value: &serde_json::Value,
    ) -> Result<(), StoreError> {
        on_backend!(&self.backend, b => b.set_settings(platform, server, value).await)
    }

    /// Creates and finishes many matches in one transaction, through the same code as
    /// [`Store::create_match`] and [`Store::finish`]. For benchmarks and data loading.
    #[doc(hidden)]
    pub async fn bulk_finished(&self, games: &[(NewMatch, Finish)]) -> Result<(), StoreError> {
        on_backend!(&self.backend, b => b.bulk_finished(games).await)
    }

    /// Runs one SQL statement that returns nothing, for tests that damage stored rows on
    /// purpose. Placeholders are `$1`, `$2`, … on both engines.
    #[doc(hidden)]
    pub async fn execute_raw(&self, sql: &str, binds: &[&str]) -> Result<u64, StoreError> {
        on_backend!(&self.backend, b => b.execute_raw(sql, binds).await)
    }

    /// Runs one SQL query that returns one integer, for tests.
    #[doc(hidden)]
    pub async fn scalar_raw(&self, sql: &str, binds: &[&str]) -> Result<i64, StoreError> {
        on_backend!(&self.backend, b => b.scalar_raw(sql, binds).await)
    }
}

/// How long a statement waits for a lock held by another process before giving up.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Asks `claim` again while another process holds what it claims, until `wait` has passed;
/// `waiting` hears the first refusal once.
async fn claim_waiting<F, Fut>(
    mut claim: F,
    wait: Duration,
    waiting: impl FnOnce(&StoreError),
) -> Result<Claim, StoreError>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<Claim, StoreError>>,
{
    const ASK_AGAIN: Duration = Duration::from_millis(500);
    // A wait past what the clock holds is a wait without end, not a panic.
    let deadline = tokio::time::Instant::now().checked_add(wait);
    let mut waiting = Some(waiting);
    loop {
        match claim().await {
            Err(refused @ StoreError::Claimed(_)) => {
                let now = tokio::time::Instant::now();
                let left = deadline.map_or(ASK_AGAIN, |d| d.saturating_duration_since(now));
                if left.is_zero() {
                    return Err(refused);
                }
                if let Some(tell) = waiting.take() {
                    tell(&refused);
                }
                tokio::time::sleep(ASK_AGAIN.min(left)).await;
            }
            other => return other,
        }
    }
}

#[cfg(test)]
mod tests;
