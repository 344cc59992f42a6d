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
use crate::store::group::{plain_appends, Done, Job};
use crate::store::standings::StandingLine;
use crate::store::messages::{MessageKind, MessageLocation};
use crate::store::{
    Board, Finish, MatchSummary, NewMatch, PlayerStats, StandingsQuery, StatLine, StatsQuery,
    StoreError, StoredMatch, Unfinished, Unreadable,
};

const INSERT_MATCH: &str = "INSERT INTO matches \
     (platform, server, channel, variant, rules, seed, seats, status, scores, created_at) \
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'playing', $8, $9) RETURNING id";

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
    let [a, b, c, d] = [first, first + 1, first + 2, first + 3];
    format!(
        "
  AND s.player_id IN (
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

pub(crate) const MATCH_COLUMNS: &str = "id, platform, server, channel, rules, seed, seats, created_at";

/// One column of a row, decoded as `T`.
fn get<'r, T>(row: &'r DbRow, column: &str) -> Result<T, StoreError>
where
    T: sqlx::Decode<'r, Db> + sqlx::Type<Db>,
{
    sqlx::Row::try_get(row, column).map_err(db)
}

/// The columns of a match row.
fn match_row(row: &DbRow) -> Result<MatchRow, StoreError> {
    let channel = (|| {
        crate::store::codec::channel(
            &get::<String>(row, "platform")?,
            get(row, "server")?,
            get(row, "channel")?,
        )
    })();
    Ok(MatchRow {
        id: get(row, "id")?,
        channel,
        rules: get(row, "rules")?,
        seed: get(row, "seed")?,
        seats: get(row, "seats")?,
        created_at: get(row, "created_at")?,
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
        Job::Append { id, seq, mv, hand, finish } => {
            match append_in(conn, *id, *seq, mv, hand.as_ref(), finish.as_ref()).await {
                Ok(()) => Ok(Ok(Done::Written)),
                Err(e) => refused(e),
            }
        }
        Job::Finish { id, finish } => match finish_check(conn, *id, finish).await {
            Ok(plan) => finish_write(conn, *id, &plan).await.map(|()| Ok(Done::Written)),
            Err(e) => refused(e),
        },
    }
}

/// The rows a batch's plain moves add, each kind as one JSON array (`None`: none of that
/// kind): its moves, the results of the hands they ended, and those hands' totals to add to
/// their matches' running scores. One bound text per kind, not a placeholder per value: the
/// statement text stays the same, prepared once.
struct AppendRows {
    moves: Option<String>,
    hands: Option<String>,
    scores: Option<String>,
}

/// A batch as `dialect::APPEND_PLAIN` takes it: its moves (`[match_id, seq, seat, action]`)
/// and the hands they end (`[match_id, seq, number, result, totals]`; `None`: none), each
/// kind a JSON array.
struct OneStatement {
    moves: String,
    hands: Option<String>,
}

/// The rows of `jobs` for `dialect::APPEND_PLAIN`, when that one statement can write the
/// batch: plain moves only (see [`plain_appends`]), some of them ending a hand. `None`
/// otherwise, and when a move cannot be written so (a move number past `i64`): the general
/// path then answers each.
fn one_statement_rows(jobs: &[Job]) -> Option<OneStatement> {
    if plain_appends(jobs).len() != jobs.len() {
        return None;
    }
    let mut moves = Vec::with_capacity(jobs.len());
    let mut hands = Vec::new();
    for job in jobs {
        let Job::Append { id, seq, mv, hand, .. } = job else { return None };
        let seq = seq_number(*seq).ok()?;
        moves.push((id.0, seq, i64::from(mv.seat), to_json(&mv.action).ok()?));
        if let Some(result) = hand {
            hands.push((id.0, seq, i64::from(result.number), to_json(result).ok()?, &result.total));
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
    let (mut moves, mut hands, mut scores) = (Vec::with_capacity(plain.len()), vec![], vec![]);
    for &i in plain {
        let Job::Append { id, seq, mv, hand, .. } = &jobs[i] else { continue };
        let checked = (|| {
            let (status, next) = head.get(&id.0).ok_or(StoreError::NotFound(*id))?;
            check_append(*id, status, *next, *seq)?;
            let row = (id.0, seq_number(*seq)?, i64::from(mv.seat), to_json(&mv.action)?);
            let hand = match hand {
                Some(result) => Some((
                    (id.0, i64::from(result.number), to_json(result)?),
                    (id.0, &result.total),
                )),
                None => None,
            };
            Ok::<_, StoreError>((row, hand))
        })();
        match checked {
            Ok((row, hand)) => {
                moves.push(row);
                if let Some((result, running)) = hand {
                    hands.push(result);
                    scores.push(running);
                }
                out[i] = Some(Ok(Done::Written));
            }
            Err(e) => out[i] = Some(refused(e)?),
        }
    }
    Ok(AppendRows {
        moves: (!moves.is_empty()).then(|| to_json(&moves)).transpose()?,
        hands: (!hands.is_empty()).then(|| to_json(&hands)).transpose()?,
        scores: (!scores.is_empty()).then(|| to_json(&scores)).transpose()?,
    })
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
    let id: i64 = sqlx::query_scalar(INSERT_MATCH)
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

/// Appends a move, with the hand result it produced and the match's end. Every refusal
/// (conflict, out of order, ended, a finish that does not fit) comes before the first write.
async fn append_in(
    conn: &mut Conn,
    id: MatchId,
    seq: u64,
    mv: &Move,
    hand: Option<&HandResult>,
    finish: Option<&Finish>,
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
        Some(result) => Some((result, to_json(result)?, to_json(&result.total)?)),
        None => None,
    };
    let plan = match finish {
        Some(finish) => Some(finish_check(conn, id, finish).await?),
        None => None,
    };
    sqlx::query(INSERT_MOVE)
        .bind(id.0)
        .bind(seq_i64)
        .bind(i64::from(mv.seat))
        .bind(action)
        .execute(&mut *conn)
        .await
        .map_err(conflict_or_db)?;
    if let Some((result, json, totals)) = hand {
        sqlx::query(INSERT_HAND)
            .bind(id.0)
            .bind(i64::from(result.number))
            .bind(json)
            .execute(&mut *conn)
            .await
            .map_err(conflict_or_db)?;
        sqlx::query(dialect::ADD_HAND)
            .bind(totals)
            .bind(id.0)
            .execute(&mut *conn)
            .await
            .map_err(db)?;
    }
    if let Some(plan) = plan {
        finish_write(conn, id, &plan).await?;
    }
    Ok(())
}

/// Reads a match to end and checks the end against it; writes nothing.
async fn finish_check(conn: &mut Conn, id: MatchId, finish: &Finish) -> Result<FinishPlan, StoreError> {
    let row = sqlx::query(dialect::FINISH_HEAD)
        .bind(id.0)
        .fetch_optional(&mut *conn)
        .await
        .map_err(db)?
        .ok_or(StoreError::NotFound(id))?;
    let place = (get(&row, "platform")?, get(&row, "server")?, get(&row, "channel")?);
    FinishPlan::new(
        id,
        &get::<String>(&row, "status")?,
        &get::<String>(&row, "rules")?,
        finish,
        place,
    )
}

/// Ends a match as planned; a won or drawn end credits every human seat in six standings rows.
async fn finish_write(conn: &mut Conn, id: MatchId, plan: &FinishPlan) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE matches SET status = $1, winner_side = $2, scores = $3, finished_at = $4 \
         WHERE id = $5",
    )
    .bind(plan.status)
    .bind(plan.winner)
    .bind(&plan.scores)
    .bind(plan.at)
    .bind(id.0)
    .execute(&mut *conn)
    .await
    .map_err(db)?;
    if plan.side_points.is_none() {
        return Ok(());
    }
    let seats =
        sqlx::query("SELECT seat, player_id, side FROM match_players WHERE match_id = $1")
            .bind(id.0)
            .fetch_all(&mut *conn)
            .await
            .map_err(db)?;
    let hands =
        sqlx::query("SELECT result FROM hand_results WHERE match_id = $1 ORDER BY number")
            .bind(id.0)
            .fetch_all(&mut *conn)
            .await
            .map_err(db)?
            .iter()
            .map(|row| from_json::<HandResult>(&get::<String>(row, "result")?, "hand result"))
            .collect::<Result<Vec<_>, _>>()?;
    let numbers = side_numbers(&hands, plan.sides);
    // A seat without a person is a computer's: such a match counts only on the boards that
    // include computers (with_computers = 1); a match among people counts on both.
    let computers = seats.len() < plan.players;
    let scopes: &[i64] = if computers { &[1] } else { &[1, 0] };
    let keys: Vec<(&str, &str, i64)> = plan
        .standings_keys()
        .into_iter()
        .flat_map(|(channel, period)| scopes.iter().map(move |&scope| (channel, period, scope)))
        .collect();
    let mut credits = Vec::with_capacity(seats.len());
    for seat_row in &seats {
        let side: i64 = get(seat_row, "side")?;
        let (won, drawn, points) = plan.credit(side)?;
        let (tablas, best_hand) = usize::try_from(side)
            .ok()
            .and_then(|s| numbers.get(s).copied())
            .unwrap_or_default();
        credits.push(SeatCredit {
            seat: get(seat_row, "seat")?,
            player: get(seat_row, "player_id")?,
            won,
            drawn,
            points,
            tablas: i64::from(tablas),
            best_hand: i64::from(best_hand),
        });
    }
    // Two statements for all the seats (each a round trip to the database, which the group
    // writer waits for): their results, then their standings rows. A person in two seats
    // (nothing stops it) is credited once a seat, as two rows of one upsert cannot be.
    for group in distinct_players(credits) {
        credit_seats(conn, id, plan, &keys, computers, &group).await?;
    }
    tracing::debug!(match_id = id.0, status = plan.status, winner = ?plan.winner, "match finished");
    Ok(())
}

/// What a finished match gives one human seat.
struct SeatCredit {
    seat: i64,
    player: i64,
    won: i64,
    drawn: i64,
    points: i64,
    tablas: i64,
    best_hand: i64,
}

/// `credits` in groups without a player twice (nearly always one group).
fn distinct_players(credits: Vec<SeatCredit>) -> Vec<Vec<SeatCredit>> {
    let mut groups: Vec<Vec<SeatCredit>> = Vec::new();
    for credit in credits {
        match groups.iter_mut().find(|g| g.iter().all(|c| c.player != credit.player)) {
            Some(group) => group.push(credit),
            None => groups.push(vec![credit]),
        }
    }
    groups
}

/// `$first, $first+1, …` for `n` values, in parentheses.
fn placeholders(first: usize, n: usize) -> String {
    let p: Vec<String> = (first..first + n).map(|k| format!("${k}")).collect();
    format!("({})", p.join(", "))
}

/// Writes the seats' results and adds them to their standings rows, `keys` (channel, period,
/// scope) each, in two statements.
async fn credit_seats(
    conn: &mut Conn,
    id: MatchId,
    plan: &FinishPlan,
    keys: &[(&str, &str, i64)],
    computers: bool,
    credits: &[SeatCredit],
) -> Result<(), StoreError> {
    const SEAT_COLUMNS: usize = 6;
    let rows = (0..credits.len())
        .map(|r| placeholders(r * SEAT_COLUMNS + 1, SEAT_COLUMNS))
        .collect::<Vec<_>>()
        .join(", ");
    // VALUES names its columns column1, column2, … on both engines.
    let update = format!(
        "UPDATE match_players SET won = v.column2, drawn = v.column3, title_points = v.column4, \
         tablas = v.column5, best_hand = v.column6 FROM (VALUES {rows}) AS v \
         WHERE match_players.match_id = ${} AND match_players.seat = v.column1",
        credits.len() * SEAT_COLUMNS + 1
    );
    let mut query = sqlx::query(&update);
    for c in credits {
        query = query.bind(c.seat).bind(c.won).bind(c.drawn).bind(c.points);
        query = query.bind(c.tablas).bind(c.best_hand);
    }
    query.bind(id.0).execute(&mut *conn).await.map_err(db)?;
    // (server, channel) × (all-time, month, season) × scopes rows a seat.
    const COLUMNS: usize = 12;
    let values = (0..keys.len() * credits.len())
        .map(|r| {
            let p: Vec<String> = (1..=COLUMNS).map(|k| format!("${}", r * COLUMNS + k)).collect();
            format!(
                "({}, {}, {}, {}, {}, {}, 1, {}, {}, {}, {}, {}, {})",
                p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], p[8], p[9], p[10], p[11]
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    let upsert_sql = format!(
        "INSERT INTO standings \
         (platform, server, channel, period, with_computers, player_id, matches, wins, draws, \
         points, computer_matches, tablas, best_hand) \
         VALUES {values} ON CONFLICT \
         (platform, server, channel, period, with_computers, player_id) \
         DO UPDATE SET matches = standings.matches + excluded.matches, \
         wins = standings.wins + excluded.wins, draws = standings.draws + excluded.draws, \
         points = standings.points + excluded.points, \
         computer_matches = standings.computer_matches + excluded.computer_matches, \
         tablas = standings.tablas + excluded.tablas, \
         best_hand = {}(standings.best_hand, excluded.best_hand)",
        dialect::GREATEST
    );
    let mut upsert = sqlx::query(&upsert_sql);
    for c in credits {
        for (channel, period, scope) in keys {
            upsert = upsert
                .bind(&plan.platform)
                .bind(&plan.server)
                .bind(*channel)
                .bind(*period)
                .bind(*scope)
                .bind(c.player)
                .bind(c.won)
                .bind(c.drawn)
                .bind(c.points)
                .bind(i64::from(computers && *scope == 1))
                .bind(c.tablas)
                .bind(c.best_hand);
        }
    }
    upsert.execute(&mut *conn).await.map_err(db)?;
    Ok(())
}

impl This {
    /// Creates and finishes many matches in one transaction.
    pub(crate) async fn bulk_finished(&self, games: &[(NewMatch, Finish)]) -> Result<(), StoreError> {
        let mut tx = self.begin_write().await?;
        for (new, finish) in games {
            let id = create_in(&mut tx, new).await?;
            let plan = finish_check(&mut tx, id, finish).await?;
            finish_write(&mut tx, id, &plan).await?;
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
            let row = match_row(row)?;
            let channel = row.channel.as_ref().ok().cloned();
            // A channel another process serves is its business; one that does not read is
            // everyone's (nobody could serve it).
            if channel.as_ref().is_some_and(|c| !owned(c)) {
                continue;
            }
            decoded.push((MatchId(row.id), row.decode().map_err(|e| e.to_string())));
            channels.push(channel);
        }
        let mut current = decoded.iter_mut().peekable();
        for row in &moves {
            let match_id = MatchId(get(row, "match_id")?);
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
    pub(crate) async fn playing_id(&self, channel: &ChannelKey) -> Result<Option<MatchId>, StoreError> {
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
        let rows =
            sqlx::query("SELECT result FROM hand_results WHERE match_id = $1 ORDER BY number")
                .bind(id.0)
                .fetch_all(&self.read)
                .await
                .map_err(db)?;
        rows.iter().map(|row| from_json(&get::<String>(row, "result")?, "hand result")).collect()
    }

    pub(crate) async fn match_summary(&self, id: MatchId) -> Result<Option<MatchSummary>, StoreError> {
        let row = sqlx::query(
            "SELECT status, scores, winner_side, \
             (SELECT COUNT(*) FROM moves WHERE match_id = matches.id) AS moves \
             FROM matches WHERE id = $1",
        )
        .bind(id.0)
        .fetch_optional(&self.read)
        .await
        .map_err(db)?;
        let Some(row) = row else {
            return Ok(None);
        };
        let winner = get::<Option<i64>>(&row, "winner_side")?
            .map(|side| {
                u8::try_from(side)
                    .map_err(|_| crate::store::codec::corrupt_number("winner_side", side))
            })
            .transpose()?;
        Ok(Some(MatchSummary {
            status: get(&row, "status")?,
            scores: from_json(&get::<String>(&row, "scores")?, "scores")?,
            winner,
            moves: to_u64(get(&row, "moves")?, "move count")?,
        }))
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
        rows.iter()
            .map(|row| {
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
            })
            .collect()
    }

    /// Stores where a message lives, replacing the one of the same kind, channel and person.
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
             moves = excluded.moves, data = excluded.data, updated_at = excluded.updated_at",
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

    /// Forgets where a message lives.
    pub(crate) async fn forget_message_location(
        &self,
        kind: MessageKind,
        channel: &ChannelKey,
        user: Option<&str>,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "DELETE FROM message_locations WHERE platform = $1 AND kind = $2 AND server = $3 \
             AND channel = $4 AND user_id = $5",
        )
        .bind(channel.platform.name())
        .bind(kind.name())
        .bind(&channel.server)
        .bind(&channel.channel)
        .bind(user.unwrap_or(""))
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
