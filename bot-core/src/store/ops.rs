// The store's operations in the SQL that SQLite and PostgreSQL speak alike, written once and
// compiled into each backend's module (`include!`), where `Db`, `Conn`, `DbRow`, `This` (the
// backend's store) and `dialect` (its statements that differ) name that backend's own.
// Placeholders are `$1`, `$2`, …, which both engines take. A trait over sqlx's database types
// would need the same bounds restated on every function; concrete types keep this plain.

use crate::game::{HandResult, Move};
use crate::ids::{ChannelKey, MatchId, Platform, PlayerId, SeatKind, UserRef};
use crate::store::codec::{
    check_append, conflict_or_db, db, from_json, is_unique_violation, push_move, seq_number,
    side_numbers, storable_name, to_json, to_u32, to_u64, FinishPlan, MatchRow,
};
use crate::store::group::{lone_jobs, Done, Job, LoneJobs};
use crate::store::messages::{MessageKind, MessageLocation};
use crate::store::standings::StandingLine;
use crate::store::{
    Board, Finish, MatchSummary, NewMatch, PlayerStats, StandingsQuery, StatLine, StatsQuery,
    StoreError, StoredMatch, Unfinished, Unreadable,
};

const INSERT_MATCH: &str = "INSERT INTO matches \
     (platform, server, channel, board_channel, variant, rules, seed, seats, status, scores, \
     created_at, turn_timer_seconds) \
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'playing', $9, $10, $11) RETURNING id";

const INSERT_MOVE: &str = "INSERT INTO moves (match_id, seq, seat, action) VALUES ($1, $2, $3, $4)";

const INSERT_HAND: &str = "INSERT INTO hand_results (match_id, number, result) VALUES ($1, $2, $3)";

/// The columns and partition of a board (binds $1–$5: platform, server, channel, period,
/// with_computers).
const BOARD_SQL: &str = "\
SELECT s.player_id, p.name, s.matches, s.wins, s.draws, s.points, s.computer_matches
FROM standings AS s JOIN players AS p ON p.id = s.player_id
WHERE s.platform = $1 AND s.server = $2 AND s.channel = $3 AND s.period = $4 \
AND s.with_computers = $5";

/// Keeps a board to one person and the people they finished a match with in this server or
/// group (binds from `$first`: platform, their id, platform, server).
fn rivals_sql(first: usize) -> String {
    rivals_of_sql("s.player_id", first)
}

/// [`rivals_sql`] for the players in `column`.
fn rivals_of_sql(column: &str, first: usize) -> String {
    let [a, b, c, d] = [first, first + 1, first + 2, first + 3];
    format!(
        "
  AND {column} IN (
    SELECT other.player_id
    FROM players AS me
    JOIN match_players AS mine ON mine.player_id = me.id
    JOIN matches AS m ON m.id = mine.match_id
    JOIN match_players AS other ON other.match_id = mine.match_id
    WHERE me.platform = ${a} AND me.external_id = ${b} AND m.platform = ${c} AND m.server = ${d}
      AND m.status = 'finished')"
    )
}

/// The points board: read in index order (`standings_points`). Binds as [`BOARD_SQL`], then
/// the rivals' four if `rivals`, then the limit.
pub(crate) fn points_sql(rivals: bool) -> String {
    let (rivals, limit) = if rivals { (rivals_sql(6), 10) } else { (String::new(), 6) };
    format!(
        "{BOARD_SQL}{rivals}\nORDER BY s.points DESC, s.wins DESC, p.name, s.player_id\nLIMIT ${limit}"
    )
}

/// The strength board's candidates: the partition by primary key, those with the minimum
/// games ($6). Strength itself is worked out and sorted by
/// [`standings::rank`](crate::store::standings::rank), the one place its formula is written.
/// Then the rivals' four binds if `rivals`.
pub(crate) fn strength_sql(rivals: bool) -> String {
    let rivals = if rivals { rivals_sql(7) } else { String::new() };
    format!("{BOARD_SQL} AND s.matches >= $6{rivals}")
}

/// One person's line on a board (a rivals board's too) and how many lines come before it on
/// the points board (more points, or as many and more wins). Binds as [`BOARD_SQL`], then the least matches ($6), the
/// person's platform and id ($7, $8), then the rivals' four if `rivals`.
pub(crate) fn place_sql(rivals: bool) -> String {
    let (rivals, mine) = if rivals {
        (rivals_of_sql("o.player_id", 9), rivals_of_sql("s.player_id", 9))
    } else {
        (String::new(), String::new())
    };
    format!(
        "\
SELECT s.player_id, p.name, s.matches, s.wins, s.draws, s.points, s.computer_matches,
  (SELECT COUNT(*) FROM standings AS o
   WHERE o.platform = s.platform AND o.server = s.server AND o.channel = s.channel
     AND o.period = s.period AND o.with_computers = s.with_computers AND o.matches >= $6
     AND (o.points > s.points OR (o.points = s.points AND o.wins > s.wins)){rivals}) AS ahead
FROM standings AS s JOIN players AS p ON p.id = s.player_id
WHERE s.platform = $1 AND s.server = $2 AND s.channel = $3 AND s.period = $4
  AND s.with_computers = $5 AND s.matches >= $6 AND p.platform = $7 AND p.external_id = $8{mine}"
    )
}

pub(crate) const MATCH_COLUMNS: &str =
    "id, platform, server, channel, board_channel, rules, seed, seats, created_at, away_state, \
     turn_timer_seconds";

/// One column of a row, decoded as `T`.
fn get<'r, T>(row: &'r DbRow, column: &str) -> Result<T, StoreError>
where
    T: sqlx::Decode<'r, Db> + sqlx::Type<Db>,
{
    sqlx::Row::try_get(row, column).map_err(db)
}

/// Where a match row was played.
fn match_channel(row: &DbRow) -> Result<ChannelKey, StoreError> {
    crate::store::codec::channel(
        &get::<String>(row, "platform")?,
        get(row, "server")?,
        get(row, "channel")?,
    )
}

/// The columns of a match row.
fn match_row(row: &DbRow) -> Result<MatchRow, StoreError> {
    Ok(MatchRow {
        id: get(row, "id")?,
        channel: match_channel(row),
        board: get(row, "board_channel")?,
        rules: get(row, "rules")?,
        seed: get(row, "seed")?,
        seats: get(row, "seats")?,
        created_at: get(row, "created_at")?,
        // A value of the wrong type reads as none, as one that does not decode (see AwayState).
        away_state: get(row, "away_state").ok().flatten(),
        // Likewise: a timer that does not read is the server's default, as before it was kept.
        turn_timer_seconds: get(row, "turn_timer_seconds").ok().flatten(),
    })
}

/// A row of `message_locations` of `platform`.
fn message_location(platform: Platform, row: &DbRow) -> Result<MessageLocation, StoreError> {
    let user: String = get(row, "user_id")?;
    let moves: Option<i64> = get(row, "moves")?;
    Ok(MessageLocation {
        kind: MessageKind::parse(&get::<String>(row, "kind")?)?,
        channel: ChannelKey::new(
            platform,
            get::<String>(row, "server")?,
            get::<String>(row, "channel")?,
        ),
        user: (!user.is_empty()).then_some(user),
        chat: get(row, "chat")?,
        message: get(row, "message")?,
        game: get::<Option<i64>>(row, "game")?.map(MatchId),
        moves: moves.map(|m| to_u32(m, "message moves")).transpose()?,
        data: from_json(&get::<String>(row, "data")?, "message data")?,
    })
}

/// Appends a move row to a log, checking that it is the next one.
fn push_move_row(moves: &mut Vec<Move>, row: &DbRow) -> Result<(), StoreError> {
    push_move(
        moves,
        get(row, "match_id")?,
        get(row, "seq")?,
        get(row, "seat")?,
        &get::<String>(row, "action")?,
    )
}

/// What one job of a group commit did: `Err` when the transaction cannot go on (the batch is
/// rolled back and its jobs are tried again one by one); `Ok(Err)` when the job was refused
/// before it wrote anything, which leaves the others' work standing.
type JobOutcome = Result<Result<Done, StoreError>, StoreError>;

/// Sorts a job's error: refusals found by reading come before any write and leave the
/// transaction usable; anything else ends it.
fn refused(e: StoreError) -> JobOutcome {
    match e {
        StoreError::Conflict
        | StoreError::OutOfOrder { .. }
        | StoreError::NotFound(_)
        | StoreError::Finished(_)
        | StoreError::Invalid(_) => Ok(Err(e)),
        e => Err(e),
    }
}

/// Runs one job inside the batch's transaction. Every check comes before the job's first write.
async fn run_job(conn: &mut Conn, job: &Job) -> JobOutcome {
    match job {
        Job::Create(m) => {
            if let Err(e) = check_new(m) {
                return Ok(Err(e));
            }
            create_in(conn, m).await.map(|id| Ok(Done::Created(id)))
        }
        Job::Append { id, seq, mv, hand, finish: None } => {
            match append_in(conn, *id, *seq, mv, hand.as_ref()).await {
                Ok(()) => Ok(Ok(Done::Written)),
                Err(e) => refused(e),
            }
        }
        Job::Append { .. } | Job::Finish { .. } => {
            let mut answer = [None];
            end_matches(conn, std::slice::from_ref(job), &[0], &mut answer).await?;
            let [answer] = answer;
            answer.ok_or_else(|| StoreError::Invalid("an end left unanswered".into()))
        }
    }
}

/// The rows a batch's plain moves add, each kind as one JSON array (`None`: none of that
/// kind): its moves and the results of the hands they ended (a match's running scores are
/// summed from those when read: [`running_scores`]). One bound text per kind, not a
/// placeholder per value: the statement text stays the same, prepared once.
struct AppendRows {
    moves: Option<String>,
    hands: Option<String>,
}

/// A move to write: its match, its number, the move and the hand it ended.
type MoveRow<'m> = (MatchId, u64, &'m Move, Option<&'m HandResult>);

impl AppendRows {
    /// Writes the rows inside the transaction open on `conn` ([`dialect::WRITE_ROWS`]); a
    /// move stored meanwhile under the same number is a conflict.
    async fn write(self, conn: &mut Conn) -> Result<(), StoreError> {
        if self.moves.is_none() {
            return Ok(());
        }
        sqlx::query(dialect::WRITE_ROWS)
            .bind(self.moves)
            .bind(self.hands)
            .execute(&mut *conn)
            .await
            .map_err(conflict_or_db)?;
        Ok(())
    }

    /// The rows `moves` add (their numbers already checked to fit: [`seq_number`]).
    fn of(moves: &[MoveRow<'_>]) -> Result<AppendRows, StoreError> {
        let (mut rows, mut hands) = (Vec::with_capacity(moves.len()), vec![]);
        for &(id, seq, mv, hand) in moves {
            rows.push((id.0, seq_number(seq)?, i64::from(mv.seat), to_json(&mv.action)?));
            if let Some(result) = hand {
                hands.push((id.0, i64::from(result.number), to_json(result)?));
            }
        }
        Ok(AppendRows {
            moves: (!rows.is_empty()).then(|| to_json(&rows)).transpose()?,
            hands: (!hands.is_empty()).then(|| to_json(&hands)).transpose()?,
        })
    }
}

/// A batch as `dialect::APPEND_PLAIN` takes it: its moves (`[match_id, seq, seat, action]`)
/// and the hands they end (`[match_id, seq, number, result]`; `None`: none), each
/// kind a JSON array.
struct OneStatement {
    moves: String,
    hands: Option<String>,
}

/// The rows of `jobs` for `dialect::APPEND_PLAIN`, when that one statement can write the
/// batch: `plain` is all of it (see [`LoneJobs`](crate::store::group::LoneJobs)), some moves
/// ending a hand. `None`
/// otherwise, and when a move cannot be written so (a move number past `i64`): the general
/// path then answers each.
fn one_statement_rows(jobs: &[Job], plain: &[usize]) -> Option<OneStatement> {
    if plain.len() != jobs.len() {
        return None;
    }
    let mut moves = Vec::with_capacity(jobs.len());
    let mut hands = Vec::new();
    for job in jobs {
        let Job::Append { id, seq, mv, hand, .. } = job else { return None };
        let seq = seq_number(*seq).ok()?;
        moves.push((id.0, seq, i64::from(mv.seat), to_json(&mv.action).ok()?));
        if let Some(result) = hand {
            hands.push((id.0, seq, i64::from(result.number), to_json(result).ok()?));
        }
    }
    Some(OneStatement {
        moves: to_json(&moves).ok()?,
        hands: if hands.is_empty() { None } else { Some(to_json(&hands).ok()?) },
    })
}

/// A match's head as [`answer_plain`] reads it: its id, then its status and next move number.
fn plain_head(row: &DbRow) -> Result<(i64, (String, i64)), StoreError> {
    Ok((get::<i64>(row, "id")?, (get::<String>(row, "status")?, get::<i64>(row, "next")?)))
}

/// The answers to `jobs` appended by `dialect::APPEND_PLAIN`: those of the matches in
/// `written` are stored; the others are answered from their match's head in `heads` (status,
/// next move number) as [`append_in`] answers a move alone, or as not found.
fn answer_plain(
    jobs: &[Job],
    written: &std::collections::HashSet<i64>,
    heads: &std::collections::HashMap<i64, (String, i64)>,
) -> Result<Vec<Result<Done, StoreError>>, StoreError> {
    let mut out = Vec::with_capacity(jobs.len());
    for job in jobs {
        let Job::Append { id, seq, .. } = job else {
            return Err(StoreError::Invalid("a batch of moves holds another job".into()));
        };
        if written.contains(&id.0) {
            out.push(Ok(Done::Written));
            continue;
        }
        out.push(match heads.get(&id.0) {
            None => refused(StoreError::NotFound(*id))?,
            Some((status, next)) => match check_append(*id, status, *next, *seq) {
                Err(e) => refused(e)?,
                // The statement's check and ours disagree (they should not): the move was
                // not written, and its session reloads as after any conflict.
                Ok(()) => Err(StoreError::Conflict),
            },
        });
    }
    Ok(out)
}

/// The ids of the matches the moves `plain` of `jobs` append to, as the JSON array their
/// heads are read by.
fn plain_ids(jobs: &[Job], plain: &[usize]) -> Result<String, StoreError> {
    let ids: Vec<i64> = plain
        .iter()
        .filter_map(|&i| match &jobs[i] {
            Job::Append { id, .. } => Some(id.0),
            _ => None,
        })
        .collect();
    to_json(&ids)
}

/// Checks the moves `plain` of `jobs` against their matches' heads (`rows`: id, status, next
/// move number) as [`append_in`] checks one, answers the refused ones in `out`
/// (the rest standing), and gives the rows the accepted ones add. Batching is what makes a
/// busy store fast: each statement is a round trip to the database's thread or server, and
/// one statement per kind of row instead of two to four per move saves most of a move's
/// cost; games dealt together end their hands together. A doubled move that slips past the
/// check (another process, same instant) fails an insert and so the batch, which is then
/// tried job by job.
fn plan_appends(
    jobs: &[Job],
    plain: &[usize],
    rows: &[DbRow],
    out: &mut [Option<Result<Done, StoreError>>],
) -> Result<AppendRows, StoreError> {
    let mut head = std::collections::HashMap::with_capacity(rows.len());
    for row in rows {
        let (id, status_next) = plain_head(row)?;
        head.insert(id, status_next);
    }
    let mut accepted = Vec::with_capacity(plain.len());
    for &i in plain {
        let Job::Append { id, seq, mv, hand, .. } = &jobs[i] else { continue };
        let checked = (|| {
            let (status, next) = head.get(&id.0).ok_or(StoreError::NotFound(*id))?;
            check_append(*id, status, *next, *seq)?;
            seq_number(*seq)
        })();
        match checked {
            Ok(_) => {
                accepted.push((*id, *seq, mv, hand.as_ref()));
                out[i] = Some(Ok(Done::Written));
            }
            Err(e) => out[i] = Some(refused(e)?),
        }
    }
    AppendRows::of(&accepted)
}

fn check_new(m: &NewMatch) -> Result<(), StoreError> {
    if m.seats.len() != usize::from(m.rules.players) {
        return Err(StoreError::Invalid(format!(
            "{} seats for {} players",
            m.seats.len(),
            m.rules.players
        )));
    }
    Ok(())
}

/// Inserts a match and its human seats.
async fn create_in(conn: &mut Conn, m: &NewMatch) -> Result<MatchId, StoreError> {
    check_new(m)?;
    let (platform, server, channel, board, variant, rules, seed, seats, scores, at, timer) =
        match_insert(m)?;
    let id: i64 = sqlx::query_scalar(INSERT_MATCH)
        .bind(platform)
        .bind(server)
        .bind(channel)
        .bind(board)
        .bind(variant)
        .bind(rules)
        .bind(seed)
        .bind(seats)
        .bind(scores)
        .bind(at)
        .bind(timer)
        .fetch_one(&mut *conn)
        .await
        .map_err(|e| if is_unique_violation(&e) { StoreError::ChannelBusy } else { db(e) })?;
    // Two statements for all the human seats (each a round trip, which the group writer
    // waits for): their players, named as now, then the seats, which find them by key.
    let humans: Vec<(u8, &UserRef, &str)> = m
        .seats
        .iter()
        .enumerate()
        .filter_map(|(seat, kind)| match kind {
            // At most `rules.players` (a u8) seats.
            SeatKind::Human { user, name } => Some((seat as u8, user, name.as_str())),
            SeatKind::Computer { .. } => None,
        })
        .collect();
    if humans.is_empty() {
        return Ok(MatchId(id));
    }
    // A person in two seats is one player row (one upsert cannot write a row twice).
    let mut players: Vec<(&UserRef, &str)> = Vec::with_capacity(humans.len());
    for (_, user, name) in &humans {
        if !players.iter().any(|(u, _)| u == user) {
            players.push((user, name));
        }
    }
    let rows: Vec<String> = (0..players.len()).map(|r| placeholders(r * 3 + 1, 3)).collect();
    let upsert = format!(
        "INSERT INTO players (platform, external_id, name) VALUES {} \
         ON CONFLICT (platform, external_id) DO UPDATE SET name = excluded.name",
        rows.join(", ")
    );
    let mut query = sqlx::query(&upsert);
    for (user, name) in &players {
        let name = storable_name(name).into_owned();
        query = query.bind(user.platform.name()).bind(&user.id).bind(name);
    }
    query.execute(&mut *conn).await.map_err(db)?;
    let rows: Vec<String> = (0..humans.len()).map(|r| placeholders(r * 4 + 1, 4)).collect();
    let seats = format!(
        "INSERT INTO match_players (match_id, seat, player_id, side) \
         SELECT ${}, v.column1, p.id, v.column2 FROM (VALUES {}) AS v \
         JOIN players AS p ON p.platform = v.column3 AND p.external_id = v.column4",
        humans.len() * 4 + 1,
        rows.join(", ")
    );
    let mut query = sqlx::query(&seats);
    for (seat, user, _) in &humans {
        query = query
            .bind(i64::from(*seat))
            .bind(m.rules.side_of(*seat) as i64)
            .bind(user.platform.name())
            .bind(&user.id);
    }
    let written = query.bind(id).execute(&mut *conn).await.map_err(db)?;
    if written.rows_affected() != humans.len() as u64 {
        return Err(StoreError::Invalid(format!(
            "{} of {} seats found their player",
            written.rows_affected(),
            humans.len()
        )));
    }
    Ok(MatchId(id))
}

/// Answers the jobs of a batch not answered in `out` yet, inside its transaction: each in
/// turn, and the starts last, together ([`create_matches`]): none needs another's id.
async fn write_the_rest(
    conn: &mut Conn,
    jobs: &[Job],
    out: &mut [Option<Result<Done, StoreError>>],
) -> Result<(), StoreError> {
    for (job, slot) in jobs.iter().zip(out.iter_mut()) {
        if slot.is_none() && !matches!(job, Job::Create(_)) {
            *slot = Some(run_job(conn, job).await?);
        }
    }
    create_matches(conn, jobs, out).await
}

/// A new match's row as [`dialect::INSERT_MATCHES`] takes it: platform, server, channel,
/// board channel, variant, rules, seed, seats, scores, created at, turn timer seconds.
type MatchInsert<'m> =
    (&'m str, &'m str, &'m str, Option<&'m str>, &'m str, String, i64, String, String, i64, i64);

/// The row `m` inserts into `matches` ([`INSERT_MATCH`] binds the same, in order).
fn match_insert(m: &NewMatch) -> Result<MatchInsert<'_>, StoreError> {
    Ok((
        m.channel.platform.name(),
        &m.channel.server,
        &m.channel.channel,
        // Its own channel is no other board: kept as NULL, as for matches stored before.
        m.board.as_deref().filter(|b| *b != m.channel.channel),
        m.rules.variant.name(),
        to_json(&m.rules)?,
        m.seed as i64, // bit cast; read back with `as u64`
        to_json(&m.seats)?,
        to_json(&vec![0u32; m.rules.sides()])?,
        m.created_at,
        crate::store::KeptTimer::seconds(m.turn_timer),
    ))
}

/// Inserts the new matches of `jobs` not answered in `out` yet, with their human seats, and
/// answers each: three statements for all of them (the matches, their players, their
/// seats) rather than three each. When hundreds of games start their next match together,
/// their starts held the slow lane a round trip a statement. A start that does not fit its
/// rules is refused alone; any failure of a statement (a channel with a match in play
/// already) is the batch's, whose jobs the group commit then tries one by one.
async fn create_matches(
    conn: &mut Conn,
    jobs: &[Job],
    out: &mut [Option<Result<Done, StoreError>>],
) -> Result<(), StoreError> {
    let mut creates = Vec::new();
    for (index, (job, slot)) in jobs.iter().zip(out.iter_mut()).enumerate() {
        let Job::Create(m) = job else { continue };
        if slot.is_none() {
            match check_new(m) {
                Ok(()) => creates.push((index, m)),
                Err(e) => *slot = Some(Err(e)),
            }
        }
    }
    if let [(index, m)] = creates.as_slice() {
        out[*index] = Some(Ok(Done::Created(create_in(conn, m).await?)));
        return Ok(());
    }
    if creates.is_empty() {
        return Ok(());
    }
    let rows = creates.iter().map(|(_, m)| match_insert(m)).collect::<Result<Vec<_>, _>>()?;
    let made =
        sqlx::query(dialect::INSERT_MATCHES).bind(to_json(&rows)?).fetch_all(&mut *conn).await;
    let mut ids = std::collections::HashMap::with_capacity(creates.len());
    for row in &made.map_err(db)? {
        let place = (get::<String>(row, "platform")?, get(row, "server")?, get(row, "channel")?);
        ids.insert(place, get::<i64>(row, "id")?);
    }
    // Each person once (one upsert cannot write a row twice), named as in their last start,
    // as when the starts were written one after another (within one start, as its first seat
    // names them: [`create_in`]). In key order, so that two processes upserting the same
    // people lock their rows in one order.
    let mut players: std::collections::BTreeMap<(&str, &str), (usize, std::borrow::Cow<'_, str>)> =
        Default::default();
    let mut seats: Vec<(i64, i64, i64, &str, &str)> = Vec::new();
    let mut created = Vec::with_capacity(creates.len());
    for &(index, m) in &creates {
        let place = (
            m.channel.platform.name().to_owned(),
            m.channel.server.clone(),
            m.channel.channel.clone(),
        );
        let id = *ids
            .get(&place)
            .ok_or_else(|| StoreError::Invalid("a new match did not come back".into()))?;
        for (seat, kind) in m.seats.iter().enumerate() {
            let SeatKind::Human { user, name } = kind else { continue };
            let (platform, external) = (user.platform.name(), user.id.as_str());
            let name = storable_name(name);
            let named = players.entry((platform, external)).or_insert((index, name.clone()));
            if named.0 != index {
                *named = (index, name);
            }
            // At most `rules.players` (a u8) seats.
            let side = m.rules.side_of(seat as u8) as i64;
            seats.push((id, seat as i64, side, platform, external));
        }
        created.push((index, MatchId(id)));
    }
    if !seats.is_empty() {
        let players: Vec<_> = players.iter().map(|((p, e), (_, name))| (p, e, name)).collect();
        let players = to_json(&players)?;
        sqlx::query(dialect::UPSERT_PLAYERS).bind(players).execute(&mut *conn).await.map_err(db)?;
        let written = sqlx::query(dialect::INSERT_SEATS)
            .bind(to_json(&seats)?)
            .execute(&mut *conn)
            .await
            .map_err(db)?;
        if written.rows_affected() != seats.len() as u64 {
            return Err(StoreError::Invalid(format!(
                "{} of {} seats found their player",
                written.rows_affected(),
                seats.len()
            )));
        }
    }
    for (index, id) in created {
        out[index] = Some(Ok(Done::Created(id)));
    }
    Ok(())
}

/// Appends a move that ends no match, with the hand result it produced. Every refusal
/// (conflict, out of order, ended) comes before the first write; a write that fails (a row
/// stored meanwhile under the same key) fails the batch instead of answering a refusal: on
/// PostgreSQL it has aborted the transaction, whose COMMIT would then roll back without an
/// error, and on SQLite the move could stay without its hand. The group commit then tries
/// each job alone, where such a move is answered as a conflict.
async fn append_in(
    conn: &mut Conn,
    id: MatchId,
    seq: u64,
    mv: &Move,
    hand: Option<&HandResult>,
) -> Result<(), StoreError> {
    let action = to_json(&mv.action)?;
    let seq_i64 = seq_number(seq)?;
    let row = sqlx::query(dialect::APPEND_HEAD)
        .bind(id.0)
        .fetch_optional(&mut *conn)
        .await
        .map_err(db)?
        .ok_or(StoreError::NotFound(id))?;
    check_append(id, &get::<String>(&row, "status")?, get(&row, "next")?, seq)?;
    let hand = match hand {
        Some(result) => Some((result, to_json(result)?)),
        None => None,
    };
    sqlx::query(INSERT_MOVE)
        .bind(id.0)
        .bind(seq_i64)
        .bind(i64::from(mv.seat))
        .bind(action)
        .execute(&mut *conn)
        .await
        .map_err(db)?;
    if let Some((result, json)) = hand {
        sqlx::query(INSERT_HAND)
            .bind(id.0)
            .bind(i64::from(result.number))
            .bind(json)
            .execute(&mut *conn)
            .await
            .map_err(db)?;
    }
    Ok(())
}

/// The human seats of the matches whose ids a JSON array ($1) lists.
const END_SEATS: &str = concat!(
    "SELECT match_id, seat, player_id, side FROM match_players WHERE ",
    dialect::listed!("match_id"),
    " ORDER BY match_id, seat"
);

/// The hands' results of the matches whose ids a JSON array ($1) lists, in order.
const END_HANDS: &str = concat!(
    "SELECT match_id, result FROM hand_results WHERE ",
    dialect::listed!("match_id"),
    " ORDER BY match_id, number"
);

/// One end of a batch, checked against its match: its move (number, the move, the hand it
/// ended), if it came with one, and what the end writes.
struct End<'j> {
    /// The job's place in the batch.
    index: usize,
    id: MatchId,
    mv: Option<(u64, &'j Move, Option<&'j HandResult>)>,
    plan: FinishPlan,
}

/// Checks the ends `ends` of `jobs` (moves that end their match, ends without a move, each of
/// another match) and writes those that fit, in seven statements whatever their number, each
/// kind of row bound as one JSON array (not a placeholder a value: SQLite finds a numbered
/// placeholder by a walk through all of them, and 30,000 took seconds): the heads, places and
/// rules of all their matches (read and locked), their moves with their hands, their matches'
/// ends, and — for the ends that count in the standings — their
/// seats, their hands, the seats' results and the standings rows. A refused end (conflict,
/// out of order, ended, an end that does not fit its match) is answered in `out` before
/// anything of it is written, and leaves the others standing; `Err` is a failure of the
/// whole batch.
async fn end_matches(
    conn: &mut Conn,
    jobs: &[Job],
    ends: &[usize],
    out: &mut [Option<Result<Done, StoreError>>],
) -> Result<(), StoreError> {
    let ids: Vec<i64> = ends
        .iter()
        .filter_map(|&i| match &jobs[i] {
            Job::Append { id, .. } | Job::Finish { id, .. } => Some(id.0),
            Job::Create(_) => None,
        })
        .collect();
    let heads = sqlx::query(dialect::END_HEADS)
        .bind(to_json(&ids)?)
        .fetch_all(&mut *conn)
        .await
        .map_err(db)?;
    let mut by_id = std::collections::HashMap::with_capacity(heads.len());
    for row in &heads {
        by_id.insert(get::<i64>(row, "id")?, row);
    }
    let mut accepted = Vec::with_capacity(ends.len());
    for &index in ends {
        let checked = (|| {
            let (id, mv, finish) = match &jobs[index] {
                Job::Append { id, seq, mv, hand, finish: Some(finish) } => {
                    (*id, Some((*seq, mv, hand.as_ref())), finish)
                }
                Job::Finish { id, finish } => (*id, None, finish),
                _ => return Err(StoreError::Invalid("not an end".into())),
            };
            let row = by_id.get(&id.0).ok_or(StoreError::NotFound(id))?;
            let status = get::<String>(row, "status")?;
            if let Some((seq, _, _)) = mv {
                check_append(id, &status, get(row, "next")?, seq)?;
            }
            let plan = end_plan(id, &status, row, finish)?;
            Ok(End { index, id, mv, plan })
        })();
        match checked {
            Ok(end) => accepted.push(end),
            // A status or log that does not read refuses this end alone (whether it may be
            // written cannot be known), never the batch.
            Err(e @ StoreError::Corrupt(_)) => out[index] = Some(Err(e)),
            Err(e) => out[index] = Some(refused(e)?),
        }
    }
    if accepted.is_empty() {
        return Ok(());
    }
    // The moves and their hands first; the ends then set the final scores.
    let moves: Vec<MoveRow<'_>> = accepted
        .iter()
        .filter_map(|end| end.mv.map(|(seq, mv, hand)| (end.id, seq, mv, hand)))
        .collect();
    AppendRows::of(&moves)?.write(conn).await?;
    let results: Vec<_> = accepted
        .iter()
        .map(|end| {
            let plan = &end.plan;
            (end.id.0, plan.status, plan.winner, plan.scores.as_str(), plan.at)
        })
        .collect();
    let results = to_json(&results)?;
    sqlx::query(dialect::END_RESULTS).bind(results).execute(&mut *conn).await.map_err(db)?;
    credit_ends(conn, &accepted).await?;
    for end in &accepted {
        let (status, winner) = (end.plan.status, end.plan.winner);
        tracing::debug!(match_id = end.id.0, status, winner = ?winner, "match finished");
        if let Some(why) = &end.plan.uncounted {
            tracing::warn!(
                match_id = end.id.0,
                reason = why.as_str(),
                "match ended with a stored row that does not read; recorded, not counted in the \
                 standings"
            );
        }
        out[end.index] = Some(Ok(Done::Written));
    }
    Ok(())
}

/// What ending the match of the head `row` (status `status`) writes. Its place and rules
/// count the end in the standings: when either does not read, the end is still recorded,
/// uncounted ([`FinishPlan::uncounted`]), so that one damaged row never keeps a match from
/// ending.
fn end_plan(
    id: MatchId,
    status: &str,
    row: &DbRow,
    finish: &Finish,
) -> Result<FinishPlan, StoreError> {
    let place = (|| Ok((get(row, "platform")?, get(row, "server")?, get(row, "channel")?)))();
    let rules = get::<String>(row, "rules");
    match (place, rules) {
        (Ok(place), Ok(rules)) => match FinishPlan::new(id, status, &rules, finish, place) {
            Err(StoreError::Corrupt(why)) => {
                FinishPlan::uncounted(id, status, finish, format!("rules: {why}"))
            }
            planned => planned,
        },
        (Err(StoreError::Corrupt(why)), _) => {
            FinishPlan::uncounted(id, status, finish, format!("place: {why}"))
        }
        (_, Err(StoreError::Corrupt(why))) => {
            FinishPlan::uncounted(id, status, finish, format!("rules: {why}"))
        }
        (Err(e), _) | (_, Err(e)) => Err(e),
    }
}

/// One standings row's key: platform, server, channel (empty: the whole server), period,
/// scope (1: with computers), player.
type StandingKey<'p> = (&'p str, &'p str, &'p str, &'p str, i64, i64);

/// What a standings row gains: matches, wins, draws, points, matches with computers,
/// tablas, and the best hand (kept as the larger).
#[derive(Default)]
struct StandingGain {
    matches: i64,
    wins: i64,
    draws: i64,
    points: i64,
    computer_matches: i64,
    tablas: i64,
    best_hand: i64,
}

/// One standings row as the standings upsert reads it: its key, then its gain, as one JSON
/// array in the columns' order ([`dialect::STANDING_ROWS`]: both engines read an array's
/// items faster than an object's keys).
type StandingRow<'p> =
    (&'p str, &'p str, &'p str, &'p str, i64, i64, i64, i64, i64, i64, i64, i64, i64);

impl StandingGain {
    /// The row of `key` with this gain.
    fn row<'p>(&self, key: StandingKey<'p>) -> StandingRow<'p> {
        let (platform, server, channel, period, scope, player) = key;
        let (matches, wins, draws, points) = (self.matches, self.wins, self.draws, self.points);
        let (computers, tablas, best) = (self.computer_matches, self.tablas, self.best_hand);
        (
            platform, server, channel, period, scope, player, matches, wins, draws, points,
            computers, tablas, best,
        )
    }
}

/// A human seat of an ending match: its number, player and side.
type EndSeat = (i64, i64, i64);

/// Credits the human seats of the won or drawn `ends`: their results, and six standings rows
/// each (twelve in a match among people, which counts on both boards). A row credited
/// twice (a person in two seats, or in two matches of one server) is added up before it is
/// written, as one upsert cannot touch a row twice.
async fn credit_ends(conn: &mut Conn, ends: &[End<'_>]) -> Result<(), StoreError> {
    let counted: Vec<&End<'_>> = ends.iter().filter(|e| e.plan.side_points.is_some()).collect();
    if counted.is_empty() {
        return Ok(());
    }
    let ids = to_json(&counted.iter().map(|e| e.id.0).collect::<Vec<_>>())?;
    let seat_rows = sqlx::query(END_SEATS).bind(&ids).fetch_all(&mut *conn).await.map_err(db)?;
    let hand_rows = sqlx::query(END_HANDS).bind(&ids).fetch_all(&mut *conn).await.map_err(db)?;
    // What does not read is left out with a warning, never the end itself: the match is
    // over and its result counts; a damaged row costs only what it alone held.
    let mut seats: std::collections::HashMap<i64, Vec<Option<EndSeat>>> = Default::default();
    for row in &seat_rows {
        let Some(id) = end_row_match(row, "seat") else { continue };
        let seat = (|| {
            Ok::<_, StoreError>((get(row, "seat")?, get(row, "player_id")?, get(row, "side")?))
        })();
        if let Err(e) = &seat {
            tracing::warn!(match_id = id, error = %e, "seat does not read; not credited");
        }
        // Still a seat: the match is not taken for one with a computer.
        seats.entry(id).or_default().push(seat.ok());
    }
    let mut hands: std::collections::HashMap<i64, Vec<HandResult>> = Default::default();
    for row in &hand_rows {
        let Some(id) = end_row_match(row, "hand result") else { continue };
        let result = get::<String>(row, "result")
            .and_then(|text| from_json::<HandResult>(&text, "hand result"));
        match result {
            Ok(result) => hands.entry(id).or_default().push(result),
            // Only that hand's tablas and points are missing from the seats' numbers.
            Err(e) => tracing::warn!(
                match_id = id,
                error = %e,
                "hand result does not read; left out of the standings"
            ),
        }
    }
    let mut credits = Vec::new();
    let mut standings: std::collections::BTreeMap<StandingKey<'_>, StandingGain> =
        Default::default();
    for end in &counted {
        let plan = &end.plan;
        let seats = seats.get(&end.id.0).map(Vec::as_slice).unwrap_or_default();
        let numbers =
            side_numbers(hands.get(&end.id.0).map(Vec::as_slice).unwrap_or_default(), plan.sides);
        // A seat without a person is a computer's: such a match counts only on the boards
        // that include computers (scope 1); a match among people counts on both.
        let computers = seats.len() < plan.players;
        let scopes: &[i64] = if computers { &[1] } else { &[1, 0] };
        for &(seat, player, side) in seats.iter().flatten() {
            let Some((side, (won, drawn, points))) = seat_credit(plan, end.id, seat, side) else {
                continue;
            };
            let (tablas, best_hand) = usize::try_from(side)
                .ok()
                .and_then(|s| numbers.get(s).copied())
                .unwrap_or_default();
            let (tablas, best_hand) = (i64::from(tablas), i64::from(best_hand));
            // What the seat gets: the seat's own row (as SEAT_RESULTS reads it) …
            credits.push((end.id.0, seat, won, drawn, points, tablas, best_hand));
            // … and its standings rows.
            let (platform, server) = (plan.platform.as_str(), plan.server.as_str());
            for (channel, period) in plan.standings_keys() {
                for &scope in scopes {
                    let key = (platform, server, channel, period, scope, player);
                    let gain = standings.entry(key).or_default();
                    gain.matches += 1;
                    gain.wins += won;
                    gain.draws += drawn;
                    gain.points += points;
                    gain.computer_matches += i64::from(computers && scope == 1);
                    gain.tablas += tablas;
                    gain.best_hand = gain.best_hand.max(best_hand);
                }
            }
        }
    }
    let credits = to_json(&credits)?;
    sqlx::query(dialect::SEAT_RESULTS).bind(credits).execute(&mut *conn).await.map_err(db)?;
    let rows: Vec<StandingRow<'_>> = standings.iter().map(|(key, gain)| gain.row(*key)).collect();
    let upsert = format!(
        "INSERT INTO standings \
         (platform, server, channel, period, with_computers, player_id, matches, wins, draws, \
         points, computer_matches, tablas, best_hand) {} ON CONFLICT \
         (platform, server, channel, period, with_computers, player_id) \
         DO UPDATE SET matches = standings.matches + excluded.matches, \
         wins = standings.wins + excluded.wins, draws = standings.draws + excluded.draws, \
         points = standings.points + excluded.points, \
         computer_matches = standings.computer_matches + excluded.computer_matches, \
         tablas = standings.tablas + excluded.tablas, \
         best_hand = {}(standings.best_hand, excluded.best_hand)",
        dialect::STANDING_ROWS,
        dialect::GREATEST
    );
    sqlx::query(&upsert).bind(to_json(&rows)?).execute(&mut *conn).await.map_err(db)?;
    Ok(())
}

/// The match of a seat or hand row read for an end (`what`); `None`, with a warning, when
/// it does not read.
fn end_row_match(row: &DbRow, what: &str) -> Option<i64> {
    get(row, "match_id")
        .inspect_err(|e| tracing::warn!(error = %e, what, "row of an ending match does not read"))
        .ok()
}

/// A seat's side and what it gets (see [`FinishPlan::credit`]). A stored side that is no side
/// of the match is taken from the seat by the rules (it was stored from them), with a
/// warning; `None`, with a warning, when the seat is no seat of the match either.
fn seat_credit(
    plan: &FinishPlan,
    id: MatchId,
    seat: i64,
    side: i64,
) -> Option<(i64, (i64, i64, i64))> {
    let e = match plan.credit(side) {
        Ok(credit) => return Some((side, credit)),
        Err(e) => e,
    };
    let by_rules = plan.side_of(seat).and_then(|side| Some((side, plan.credit(side).ok()?)));
    match by_rules {
        Some(credit) => {
            tracing::warn!(
                match_id = id.0,
                seat,
                error = %e,
                "stored side is no side of the match; credited by the seat's side"
            );
            Some(credit)
        }
        None => {
            tracing::warn!(
                match_id = id.0,
                seat,
                error = %e,
                "seat is no seat of the match; not credited"
            );
            None
        }
    }
}

/// `$first, $first+1, …` for `n` values, in parentheses.
fn placeholders(first: usize, n: usize) -> String {
    let p: Vec<String> = (first..first + n).map(|k| format!("${k}")).collect();
    format!("({})", p.join(", "))
}

/// The migration that rebuilds the standings from the stored matches
/// (`0014_standings_company`): the first to read stored values as JSON, numbers and times,
/// so the first a damaged row could stop. It is pinned (never edited): the rows it cannot
/// read are repaired before it runs ([`repair_before_rebuild`]).
const REBUILD: i64 = 14;

/// Matches the repair before [`REBUILD`] reads at a time.
const REPAIR_PAGE: i64 = 500;

/// Some of this engine's migrations, as a source sqlx runs.
#[derive(Debug)]
struct Migrations(Vec<sqlx::migrate::Migration>);

impl<'s> sqlx::migrate::MigrationSource<'s> for Migrations {
    fn resolve(
        self,
    ) -> std::pin::Pin<
        Box<
            dyn std::future::Future<
                    Output = Result<Vec<sqlx::migrate::Migration>, sqlx::error::BoxDynError>,
                > + Send
                + 's,
        >,
    > {
        Box::pin(async move { Ok(self.0) })
    }
}

/// This engine's migrations before `version`.
pub(crate) async fn migrator_before(version: i64) -> Result<sqlx::migrate::Migrator, StoreError> {
    let earlier = MIGRATOR.iter().filter(|m| m.version < version).cloned().collect();
    let mut migrator =
        sqlx::migrate::Migrator::new(Migrations(earlier)).await.map_err(StoreError::Migrate)?;
    // Another process sharing the server may have upgraded past `version` since this one
    // looked: the later migrations it finds applied are not missing, only not in this list.
    migrator.set_ignore_missing(true);
    Ok(migrator)
}

/// Checks the migrations the database has applied against this release's
/// ([`schema_fits`](crate::store::schema_fits)), changing nothing: for a store opened only to
/// read.
pub(crate) async fn check_schema(pool: &sqlx::Pool<Db>) -> Result<(), StoreError> {
    let tracked: i64 =
        sqlx::query_scalar(dialect::HAS_MIGRATIONS).fetch_one(pool).await.map_err(db)?;
    let applied: Vec<crate::store::Applied> = if tracked == 0 {
        Vec::new()
    } else {
        sqlx::query_as("SELECT version, success, checksum FROM _sqlx_migrations ORDER BY version")
            .fetch_all(pool)
            .await
            .map_err(db)?
    };
    crate::store::schema_fits(&MIGRATOR, &applied)
}

/// On a database that has not had [`REBUILD`] yet: brings it up to the migration before,
/// then repairs what [`REBUILD`] could not read (see [`repair_rows`]), so that the upgrade
/// goes on. Nothing on a new database, or one that has had it.
pub(crate) async fn repair_before_rebuild(pool: &sqlx::Pool<Db>) -> Result<(), StoreError> {
    let tracked: i64 =
        sqlx::query_scalar(dialect::HAS_MIGRATIONS).fetch_one(pool).await.map_err(db)?;
    if tracked == 0 {
        return Ok(());
    }
    let applied: Vec<i64> = sqlx::query_scalar("SELECT version FROM _sqlx_migrations")
        .fetch_all(pool)
        .await
        .map_err(db)?;
    if applied.is_empty() || applied.iter().any(|&v| v >= REBUILD) {
        return Ok(());
    }
    migrator_before(REBUILD).await?.run(pool).await.map_err(StoreError::Migrate)?;
    repair_rows(pool).await
}

/// Whether a seat's stored side is a number [`REBUILD`] can look a hand's array up by (it
/// builds a JSON path of it on SQLite, casts it to `int` on PostgreSQL).
const SIDE_READS: &str = "(side = CAST(side AS BIGINT) AND side >= 0 AND side <= 255)";

/// A side no match has: a seat whose side cannot be known gets no hand's tablas or points.
const NO_SIDE: i64 = 255;

/// Repairs, a page of matches at a time, the stored rows [`REBUILD`] cannot read, the way
/// other bad rows are handled: each is logged once (once repaired it reads), and nothing is
/// made up. A hand result that does not read is kept as text under `unreadable`, and counts
/// as no tablas and no points (as the end of a match counts it). A seat whose side does not
/// read takes the side its seat has by the rules (the side was stored from them), or
/// [`NO_SIDE`]. A finished match whose seats are not a list is set aside as `unreadable`
/// (whether a computer played cannot be known, so no board can hold it); one without a
/// readable end time is dated at its start, or set aside when that does not read either.
async fn repair_rows(pool: &sqlx::Pool<Db>) -> Result<(), StoreError> {
    let mut after = i64::MIN;
    loop {
        let page = sqlx::query(
            "SELECT id, status, rules, seats, created_at, finished_at FROM matches \
             WHERE id > $1 ORDER BY id LIMIT $2",
        )
        .bind(after)
        .bind(REPAIR_PAGE)
        .fetch_all(pool)
        .await
        .map_err(db)?;
        let Some(last) = page.last() else { return Ok(()) };
        after = get(last, "id")?;
        let ids: Vec<i64> = page.iter().filter_map(|row| get(row, "id").ok()).collect();
        let ids = to_json(&ids)?;
        set_unread_hands_aside(pool, &ids).await?;
        side_seats_by_rules(pool, &ids, &page).await?;
        for row in &page {
            repair_finished(pool, row).await?;
        }
    }
}

/// Keeps aside the hand results of the matches `ids` (a JSON array) that [`REBUILD`] cannot
/// read.
async fn set_unread_hands_aside(pool: &sqlx::Pool<Db>, ids: &str) -> Result<(), StoreError> {
    let rows = sqlx::query(concat!(
        "SELECT match_id, result FROM hand_results WHERE ",
        dialect::listed!("match_id")
    ))
    .bind(ids)
    .fetch_all(pool)
    .await
    .map_err(db)?;
    for row in &rows {
        let Ok(id) = get::<i64>(row, "match_id") else { continue };
        let text = get::<String>(row, "result").ok();
        if text.as_deref().is_some_and(crate::store::codec::hand_totals_read) {
            continue;
        }
        let kept = sqlx::query(dialect::SET_HAND_ASIDE)
            .bind(id)
            .bind(text.as_deref())
            .execute(pool)
            .await
            .map_err(db)?
            .rows_affected();
        if kept > 0 {
            tracing::warn!(
                match_id = id,
                rows = kept,
                "hand result does not read; kept aside under `unreadable`, counting no tablas \
                 and no points"
            );
        }
    }
    Ok(())
}

/// Gives the seats of the matches `ids` (a JSON array; their rows `page`) that have hand
/// results and a side that does not read the side their seat has by the rules, or
/// [`NO_SIDE`].
async fn side_seats_by_rules(
    pool: &sqlx::Pool<Db>,
    ids: &str,
    page: &[DbRow],
) -> Result<(), StoreError> {
    let rows = sqlx::query(&format!(
        "SELECT match_id, seat FROM match_players WHERE {} AND NOT {SIDE_READS} \
         AND EXISTS (SELECT 1 FROM hand_results AS h WHERE h.match_id = match_players.match_id)",
        dialect::listed!("match_id")
    ))
    .bind(ids)
    .fetch_all(pool)
    .await
    .map_err(db)?;
    for row in &rows {
        let Ok(id) = get::<i64>(row, "match_id") else { continue };
        let rules = page
            .iter()
            .find(|m| get::<i64>(m, "id").ok() == Some(id))
            .and_then(|m| get::<String>(m, "rules").ok())
            .and_then(|text| crate::store::codec::read_rules(&text).ok());
        let seat = get::<i64>(row, "seat").ok();
        let by_rules = seat.zip(rules).and_then(|(seat, rules)| {
            let seat = u8::try_from(seat).ok().filter(|&s| s < rules.players)?;
            Some(rules.side_of(seat) as i64)
        });
        let fixed = match (seat, by_rules) {
            (Some(seat), Some(side)) => {
                sqlx::query("UPDATE match_players SET side = $1 WHERE match_id = $2 AND seat = $3")
                    .bind(side)
                    .bind(id)
                    .bind(seat)
                    .execute(pool)
                    .await
            }
            _ => {
                sqlx::query(&format!(
                    "UPDATE match_players SET side = $1 WHERE match_id = $2 AND NOT {SIDE_READS}"
                ))
                .bind(NO_SIDE)
                .bind(id)
                .execute(pool)
                .await
            }
        };
        fixed.map_err(db)?;
        tracing::warn!(
            match_id = id,
            seat,
            side = by_rules,
            "seat's side does not read; given its side by the rules (none: no hand's tablas \
             or points)"
        );
    }
    Ok(())
}

/// Dates or sets aside a finished match (`row`) that [`REBUILD`] cannot place on a board.
async fn repair_finished(pool: &sqlx::Pool<Db>, row: &DbRow) -> Result<(), StoreError> {
    if get::<String>(row, "status").ok().as_deref() != Some("finished") {
        return Ok(());
    }
    let id: i64 = get(row, "id")?;
    let seats = get::<String>(row, "seats").ok();
    let dated = get::<Option<i64>>(row, "finished_at").ok().flatten();
    let started = get::<i64>(row, "created_at").ok().filter(|&t| crate::store::codec::datable(t));
    let set_aside = if !seats.as_deref().is_some_and(crate::store::codec::seats_listed) {
        Some("its seats are not a list")
    } else if dated.is_some_and(crate::store::codec::datable) {
        None
    } else if let Some(start) = started {
        sqlx::query("UPDATE matches SET finished_at = $1 WHERE id = $2")
            .bind(start)
            .bind(id)
            .execute(pool)
            .await
            .map_err(db)?;
        tracing::warn!(
            match_id = id,
            finished_at = dated,
            "finished match without a readable end time; dated at its start"
        );
        None
    } else {
        Some("neither its end nor its start time reads")
    };
    if let Some(reason) = set_aside {
        sqlx::query(
            "UPDATE matches SET status = 'unreadable' WHERE id = $1 AND status = 'finished'",
        )
        .bind(id)
        .execute(pool)
        .await
        .map_err(db)?;
        tracing::warn!(
            match_id = id,
            reason,
            "finished match cannot be counted on the boards; marked unreadable"
        );
    }
    Ok(())
}

impl This {
    /// Creates and finishes many matches in one transaction.
    pub(crate) async fn bulk_finished(
        &self,
        games: &[(NewMatch, Finish)],
    ) -> Result<(), StoreError> {
        let mut tx = self.begin_write().await?;
        // One after another: a channel has one match in play at a time.
        for (new, finish) in games {
            let id = create_in(&mut tx, new).await?;
            let end = Job::Finish { id, finish: finish.clone() };
            run_job(&mut tx, &end).await??;
        }
        tx.commit().await.map_err(db)
    }

    /// The matches in play in the channels `owned` accepts, read in one snapshot.
    pub(crate) async fn resumable(
        &self,
        owned: &(dyn Fn(&ChannelKey) -> bool + Sync),
    ) -> Result<Unfinished, StoreError> {
        let mut tx = self.read.begin_with(dialect::BEGIN_SNAPSHOT).await.map_err(db)?;
        let rows = sqlx::query(&format!(
            "SELECT {MATCH_COLUMNS} FROM matches WHERE status = 'playing' ORDER BY id"
        ))
        .fetch_all(&mut *tx)
        .await
        .map_err(db)?;
        let moves = sqlx::query(dialect::UNFINISHED_MOVES).fetch_all(&mut *tx).await.map_err(db)?;
        tx.commit().await.map_err(db)?;
        let mut decoded: Vec<(MatchId, Result<StoredMatch, String>)> = Vec::new();
        let mut channels = Vec::new();
        for row in &rows {
            // The key always reads (SQLite's INTEGER PRIMARY KEY is the rowid); without it
            // there would be nothing to set aside, only a row to pass over.
            let id = match get::<i64>(row, "id") {
                Ok(id) => MatchId(id),
                Err(e) => {
                    tracing::warn!(error = %e, "match in play without a readable id; skipped");
                    continue;
                }
            };
            let channel = match_channel(row).ok();
            // A channel another process serves is its business; one that does not read is
            // everyone's (nobody could serve it).
            if channel.as_ref().is_some_and(|c| !owned(c)) {
                continue;
            }
            // A column of the wrong type (a hand edit, a faulty release) sets this one match
            // aside like any other unreadable one; it never stops the others.
            let entry = match_row(row).and_then(MatchRow::decode).map_err(|e| e.to_string());
            decoded.push((id, entry));
            channels.push(channel);
        }
        let mut current = decoded.iter_mut().peekable();
        for row in &moves {
            // The match's own key (`m.id`), read as above.
            let match_id = match get::<i64>(row, "match_id") {
                Ok(id) => MatchId(id),
                Err(e) => {
                    tracing::warn!(error = %e, "move of a match in play without a readable id");
                    continue;
                }
            };
            while current.next_if(|(id, _)| *id < match_id).is_some() {}
            // Moves of a match that ended between the two reads, or is not ours, are not needed.
            let Some((_, entry)) = current.peek_mut().filter(|(id, _)| *id == match_id) else {
                continue;
            };
            if let Ok(m) = entry {
                if let Err(e) = push_move_row(&mut m.moves, row) {
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

    /// The id of the match in play in `channel`.
    pub(crate) async fn playing_id(
        &self,
        channel: &ChannelKey,
    ) -> Result<Option<MatchId>, StoreError> {
        let id: Option<i64> = sqlx::query_scalar(
            "SELECT id FROM matches WHERE platform = $1 AND server = $2 AND channel = $3 \
             AND status = 'playing' ORDER BY id DESC LIMIT 1",
        )
        .bind(channel.platform.name())
        .bind(&channel.server)
        .bind(&channel.channel)
        .fetch_optional(&self.read)
        .await
        .map_err(db)?;
        Ok(id.map(MatchId))
    }

    /// The latest match of `channel`, whatever its status, with that status.
    pub(crate) async fn latest_match(
        &self,
        channel: &ChannelKey,
    ) -> Result<Option<(MatchId, String)>, StoreError> {
        let row = sqlx::query(
            "SELECT id, status FROM matches WHERE platform = $1 AND server = $2 AND channel = $3 \
             ORDER BY id DESC LIMIT 1",
        )
        .bind(channel.platform.name())
        .bind(&channel.server)
        .bind(&channel.channel)
        .fetch_optional(&self.read)
        .await
        .map_err(db)?;
        row.map(|row| Ok((MatchId(get(&row, "id")?), get(&row, "status")?))).transpose()
    }

    /// The latest match of `channel` with a result nobody has been shown.
    pub(crate) async fn unshown_result_id(
        &self,
        channel: &ChannelKey,
    ) -> Result<Option<MatchId>, StoreError> {
        let id: Option<i64> = sqlx::query_scalar(
            "SELECT id FROM matches WHERE platform = $1 AND server = $2 AND channel = $3 \
             AND status = 'finished' AND result_shown_at IS NULL ORDER BY id DESC LIMIT 1",
        )
        .bind(channel.platform.name())
        .bind(&channel.server)
        .bind(&channel.channel)
        .fetch_optional(&self.read)
        .await
        .map_err(db)?;
        Ok(id.map(MatchId))
    }

    pub(crate) async fn mark_result_shown(&self, id: MatchId, at: i64) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE matches SET result_shown_at = $1 WHERE id = $2 AND status <> 'playing'",
        )
        .bind(at)
        .bind(id.0)
        .execute(&self.write)
        .await
        .map_err(db)?;
        Ok(())
    }

    pub(crate) async fn set_away_state(
        &self,
        id: MatchId,
        away: Option<&str>,
    ) -> Result<(), StoreError> {
        sqlx::query("UPDATE matches SET away_state = $1 WHERE id = $2 AND status = 'playing'")
            .bind(away)
            .bind(id.0)
            .execute(&self.write)
            .await
            .map_err(db)?;
        Ok(())
    }

    pub(crate) async fn mark_unreadable(&self, id: MatchId, at: i64) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE matches SET status = 'unreadable', finished_at = $1 \
             WHERE id = $2 AND status = 'playing'",
        )
        .bind(at)
        .bind(id.0)
        .execute(&self.write)
        .await
        .map_err(db)?;
        Ok(done.rows_affected() == 1)
    }

    pub(crate) async fn was_set_aside(&self, id: MatchId) -> Result<bool, StoreError> {
        // The status alone: the rest of the row may be what could not be read.
        let status: Option<String> = sqlx::query_scalar("SELECT status FROM matches WHERE id = $1")
            .bind(id.0)
            .fetch_optional(&self.read)
            .await
            .map_err(db)?;
        Ok(status.as_deref() == Some("unreadable"))
    }

    pub(crate) async fn match_statuses(
        &self,
        ids: &[MatchId],
    ) -> Result<std::collections::HashMap<MatchId, String>, StoreError> {
        let mut out = std::collections::HashMap::new();
        if ids.is_empty() {
            return Ok(out);
        }
        let listed = to_json(&ids.iter().map(|id| id.0).collect::<Vec<i64>>())?;
        // The status alone, as `was_set_aside` reads it: the rest of a row may not read.
        let rows =
            sqlx::query(concat!("SELECT id, status FROM matches WHERE ", dialect::listed!("id")))
                .bind(listed)
                .fetch_all(&self.read)
                .await
                .map_err(db)?;
        for row in &rows {
            out.insert(MatchId(get::<i64>(row, "id")?), get::<String>(row, "status")?);
        }
        Ok(out)
    }

    pub(crate) async fn match_channel(
        &self,
        id: MatchId,
    ) -> Result<Option<ChannelKey>, StoreError> {
        let row = sqlx::query("SELECT platform, server, channel FROM matches WHERE id = $1")
            .bind(id.0)
            .fetch_optional(&self.read)
            .await
            .map_err(db)?;
        row.as_ref().map(match_channel).transpose()
    }

    pub(crate) async fn load(&self, id: MatchId) -> Result<Option<StoredMatch>, StoreError> {
        let mut tx = self.read.begin_with(dialect::BEGIN_SNAPSHOT).await.map_err(db)?;
        let row = sqlx::query(&format!("SELECT {MATCH_COLUMNS} FROM matches WHERE id = $1"))
            .bind(id.0)
            .fetch_optional(&mut *tx)
            .await
            .map_err(db)?;
        let Some(row) = row else {
            return Ok(None);
        };
        let mut m = match_row(&row)?.decode()?;
        let moves = sqlx::query(
            "SELECT match_id, seq, seat, action FROM moves WHERE match_id = $1 ORDER BY seq",
        )
        .bind(id.0)
        .fetch_all(&mut *tx)
        .await
        .map_err(db)?;
        tx.commit().await.map_err(db)?;
        for row in &moves {
            push_move_row(&mut m.moves, row)?;
        }
        Ok(Some(m))
    }

    pub(crate) async fn hand_results(&self, id: MatchId) -> Result<Vec<HandResult>, StoreError> {
        let mut conn = self.read.acquire().await.map_err(db)?;
        hand_results_in(&mut conn, id).await
    }

    pub(crate) async fn match_summary(
        &self,
        id: MatchId,
    ) -> Result<Option<MatchSummary>, StoreError> {
        // One snapshot: a match in play's scores are its stored hands', read beside its status.
        let mut tx = self.read.begin_with(dialect::BEGIN_SNAPSHOT).await.map_err(db)?;
        let row = sqlx::query(
            "SELECT status, scores, winner_side, \
             (SELECT COUNT(*) FROM moves WHERE match_id = matches.id) AS moves \
             FROM matches WHERE id = $1",
        )
        .bind(id.0)
        .fetch_optional(&mut *tx)
        .await
        .map_err(db)?;
        let Some(row) = row else {
            return Ok(None);
        };
        // A column that does not read is told as unknown, with a warning: the rest of the
        // summary still reads.
        let unread = |what: &str, e: &StoreError| {
            tracing::warn!(
                match_id = id.0,
                column = what,
                error = %e,
                "stored match summary column does not read"
            );
        };
        let winner = get::<Option<i64>>(&row, "winner_side")
            .and_then(|side| {
                side.map(|side| {
                    u8::try_from(side)
                        .map_err(|_| crate::store::codec::corrupt_number("winner_side", side))
                })
                .transpose()
            })
            .inspect_err(|e| unread("winner_side", e))
            .unwrap_or(None);
        let status: String = get(&row, "status")?;
        let stored = get::<String>(&row, "scores")
            .and_then(|text| from_json::<Vec<u32>>(&text, "scores"))
            .inspect_err(|e| unread("scores", e))
            .unwrap_or_default();
        // No end has written the row of a match in play or set aside: it holds zeros (or, from
        // a version that added each hand to it, running scores), so its hands are summed.
        let scores = if matches!(status.as_str(), "playing" | "unreadable") {
            running_scores(stored.len(), &hand_results_in(&mut tx, id).await?)
        } else {
            stored
        };
        let moves = to_u64(get(&row, "moves")?, "move count")?;
        tx.commit().await.map_err(db)?;
        Ok(Some(MatchSummary { status, scores, winner, moves }))
    }

    /// The stored rows a leaderboard is made of (see [`standings::rank`](crate::store::standings::rank)).
    pub(crate) async fn standings_lines(
        &self,
        q: &StandingsQuery,
    ) -> Result<Vec<StandingLine>, StoreError> {
        let channel = q.channel.as_deref().unwrap_or("");
        let period = q.period.key();
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
        rows.iter()
            .map(|row| {
                Ok(StandingLine {
                    player: PlayerId(get(row, "player_id")?),
                    name: get(row, "name")?,
                    matches: to_u32(get(row, "matches")?, "matches")?,
                    wins: to_u32(get(row, "wins")?, "wins")?,
                    draws: to_u32(get(row, "draws")?, "draws")?,
                    computer_matches: to_u32(get(row, "computer_matches")?, "computer_matches")?,
                    points: get(row, "points")?,
                })
            })
            .collect()
    }

    /// `user`'s line on the board `q` asks for (its minimum games on a strength board) and how
    /// many lines come before it on the points board; `None` when they are not on it.
    pub(crate) async fn standing_of(
        &self,
        q: &StandingsQuery,
        user: &UserRef,
    ) -> Result<Option<(StandingLine, u32)>, StoreError> {
        let least = match q.board {
            Board::Points => 0,
            Board::Strength => q.period.min_games(q.now).max(1),
        };
        let sql = place_sql(q.rivals_of.is_some());
        let mut query = sqlx::query(&sql)
            .bind(q.platform.name())
            .bind(&q.server)
            .bind(q.channel.as_deref().unwrap_or(""))
            .bind(q.period.key())
            .bind(i64::from(q.computers))
            .bind(i64::from(least))
            .bind(user.platform.name())
            .bind(&user.id);
        if let Some(rival) = &q.rivals_of {
            query = query
                .bind(rival.platform.name())
                .bind(&rival.id)
                .bind(q.platform.name())
                .bind(&q.server);
        }
        let Some(row) = query.fetch_optional(&self.read).await.map_err(db)? else {
            return Ok(None);
        };
        let line = StandingLine {
            player: PlayerId(get(&row, "player_id")?),
            name: get(&row, "name")?,
            matches: to_u32(get(&row, "matches")?, "matches")?,
            wins: to_u32(get(&row, "wins")?, "wins")?,
            draws: to_u32(get(&row, "draws")?, "draws")?,
            computer_matches: to_u32(get(&row, "computer_matches")?, "computer_matches")?,
            points: get(&row, "points")?,
        };
        Ok(Some((line, to_u32(get(&row, "ahead")?, "ahead")?)))
    }

    /// A person's numbers in a server or group for each period asked.
    pub(crate) async fn player_stats(
        &self,
        q: &StatsQuery,
    ) -> Result<Option<PlayerStats>, StoreError> {
        let player =
            sqlx::query("SELECT id, name FROM players WHERE platform = $1 AND external_id = $2")
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
                 FROM standings WHERE platform = $1 AND server = $2 AND channel = '' \
                 AND period = $3 AND with_computers = $4 AND player_id = $5",
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

    /// Every stored message location of a platform.
    pub(crate) async fn message_locations(
        &self,
        platform: Platform,
    ) -> Result<Vec<MessageLocation>, StoreError> {
        let rows = sqlx::query(
            "SELECT kind, server, channel, user_id, chat, message, game, moves, data \
             FROM message_locations WHERE platform = $1",
        )
        .bind(platform.name())
        .fetch_all(&self.read)
        .await
        .map_err(db)?;
        let mut out = Vec::with_capacity(rows.len());
        for row in &rows {
            // A row that does not read is one message the platform posts afresh: the others
            // are still edited in place, not posted again beside their live buttons.
            match message_location(platform, row) {
                Ok(at) => out.push(at),
                Err(e) => tracing::warn!(
                    platform = platform.name(),
                    server = get::<String>(row, "server").ok(),
                    channel = get::<String>(row, "channel").ok(),
                    kind = get::<String>(row, "kind").ok(),
                    error = %e,
                    "stored message location does not read; skipped"
                ),
            }
        }
        Ok(out)
    }

    /// Stores where a message lives, replacing the one of the same kind, channel and person
    /// unless that one belongs to a later match (match ids only grow within a channel).
    pub(crate) async fn put_message_location(
        &self,
        at: &MessageLocation,
        now: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO message_locations (platform, kind, server, channel, user_id, chat, \
             message, game, moves, data, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) \
             ON CONFLICT (platform, kind, server, channel, user_id) DO UPDATE SET \
             chat = excluded.chat, message = excluded.message, game = excluded.game, \
             moves = excluded.moves, data = excluded.data, updated_at = excluded.updated_at \
             WHERE message_locations.game IS NULL OR excluded.game IS NULL \
             OR excluded.game >= message_locations.game",
        )
        .bind(at.channel.platform.name())
        .bind(at.kind.name())
        .bind(&at.channel.server)
        .bind(&at.channel.channel)
        .bind(at.user.as_deref().unwrap_or(""))
        .bind(&at.chat)
        .bind(&at.message)
        .bind(at.game.map(|g| g.0))
        .bind(at.moves.map(i64::from))
        .bind(to_json(&at.data)?)
        .bind(now)
        .execute(&self.write)
        .await
        .map_err(db)?;
        Ok(())
    }

    /// Forgets where a message lives (`only`: if it is still that message).
    pub(crate) async fn forget_message_location(
        &self,
        kind: MessageKind,
        channel: &ChannelKey,
        user: Option<&str>,
        only: Option<&str>,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "DELETE FROM message_locations WHERE platform = $1 AND kind = $2 AND server = $3 \
             AND channel = $4 AND user_id = $5 AND ($6 IS NULL OR message = $6)",
        )
        .bind(channel.platform.name())
        .bind(kind.name())
        .bind(&channel.server)
        .bind(&channel.channel)
        .bind(user.unwrap_or(""))
        .bind(only)
        .execute(&self.write)
        .await
        .map_err(db)?;
        Ok(())
    }

    /// The updates of a platform handled since `since`, newest first, at most `limit`.
    pub(crate) async fn handled_updates(
        &self,
        platform: Platform,
        since: i64,
        limit: u32,
    ) -> Result<Vec<i64>, StoreError> {
        let rows = sqlx::query(
            "SELECT update_id FROM handled_updates WHERE platform = $1 AND handled_at >= $2 \
             ORDER BY handled_at DESC, update_id DESC LIMIT $3",
        )
        .bind(platform.name())
        .bind(since)
        .bind(i64::from(limit))
        .fetch_all(&self.read)
        .await
        .map_err(db)?;
        rows.iter().map(|row| get::<i64>(row, "update_id")).collect()
    }

    /// Records updates as handled at `at`, in one transaction.
    pub(crate) async fn record_handled_updates(
        &self,
        platform: Platform,
        updates: &[i64],
        at: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.begin_write().await?;
        for update in updates {
            sqlx::query(
                "INSERT INTO handled_updates (platform, update_id, handled_at) \
                 VALUES ($1, $2, $3) ON CONFLICT (platform, update_id) DO NOTHING",
            )
            .bind(platform.name())
            .bind(update)
            .bind(at)
            .execute(&mut *tx)
            .await
            .map_err(db)?;
        }
        tx.commit().await.map_err(db)?;
        self.after_commit();
        Ok(())
    }

    /// Forgets updates handled before `before`; returns how many.
    pub(crate) async fn forget_handled_updates(
        &self,
        platform: Platform,
        before: i64,
    ) -> Result<u64, StoreError> {
        let done =
            sqlx::query("DELETE FROM handled_updates WHERE platform = $1 AND handled_at < $2")
                .bind(platform.name())
                .bind(before)
                .execute(&self.write)
                .await
                .map_err(db)?;
        Ok(done.rows_affected())
    }

    pub(crate) async fn settings(
        &self,
        platform: Platform,
        server: &str,
    ) -> Result<Option<serde_json::Value>, StoreError> {
        let row = sqlx::query("SELECT value FROM settings WHERE platform = $1 AND server = $2")
            .bind(platform.name())
            .bind(server)
            .fetch_optional(&self.read)
            .await
            .map_err(db)?;
        row.map(|row| from_json(&get::<String>(&row, "value")?, "settings")).transpose()
    }

    pub(crate) async fn set_settings(
        &self,
        platform: Platform,
        server: &str,
        value: &serde_json::Value,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO settings (platform, server, value) VALUES ($1, $2, $3) \
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

    pub(crate) async fn execute_raw(&self, sql: &str, binds: &[&str]) -> Result<u64, StoreError> {
        let mut query = sqlx::query(sql);
        for bind in binds {
            query = query.bind(*bind);
        }
        Ok(query.execute(&self.write).await.map_err(db)?.rows_affected())
    }

    pub(crate) async fn scalar_raw(&self, sql: &str, binds: &[&str]) -> Result<i64, StoreError> {
        let mut query = sqlx::query_scalar(sql);
        for bind in binds {
            query = query.bind(*bind);
        }
        query.fetch_one(&self.read).await.map_err(db)
    }
}

/// The scoring tables of match `id`'s finished hands as `conn` reads them, in order; one that
/// does not read is left out, with a warning.
async fn hand_results_in(conn: &mut Conn, id: MatchId) -> Result<Vec<HandResult>, StoreError> {
    let rows =
        sqlx::query("SELECT number, result FROM hand_results WHERE match_id = $1 ORDER BY number")
            .bind(id.0)
            .fetch_all(&mut *conn)
            .await
            .map_err(db)?;
    let mut out = Vec::with_capacity(rows.len());
    for row in &rows {
        // One hand that does not read is left out, not the match's others.
        match get::<String>(row, "result").and_then(|text| from_json(&text, "hand result")) {
            Ok(result) => out.push(result),
            Err(e) => tracing::warn!(
                match_id = id.0,
                hand = get::<i64>(row, "number").ok(),
                error = %e,
                "stored hand result does not read; left out"
            ),
        }
    }
    Ok(out)
}

/// The running scores of a match no end has scored yet: its hands' totals summed per side
/// (`sides` at least, the stored row's count). Summed when read rather than added to the match's row as each
/// hand ends: that update rewrote the whole wide row in the hand's write, and on PostgreSQL
/// made a hand-ending move about twice as slow as another.
fn running_scores(sides: usize, hands: &[HandResult]) -> Vec<u32> {
    let sides = hands.iter().map(|h| h.total.len()).fold(sides, usize::max);
    let mut scores = vec![0u32; sides];
    for hand in hands {
        for (score, &total) in scores.iter_mut().zip(&hand.total) {
            *score = score.saturating_add(total);
        }
    }
    scores
}
