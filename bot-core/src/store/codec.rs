//! What both backends do alike with stored values: JSON columns, numbers that must fit, match
//! rows checked before a match is rebuilt from them, the plan of a match's end. No SQL here.

use std::str::FromStr;

use serde::de::DeserializeOwned;
use serde::Serialize;

use super::{standings, Finish, FinishOutcome, StoreError, StoredMatch};
use crate::game::{Action, HandResult, Move};
use crate::ids::{ChannelKey, MatchId, Platform, SeatKind};
use crate::rules::{Rules, StoredRulesError};

/// Maps a sqlx error: undecodable columns are corruption, everything else unavailability.
pub(super) fn db(e: sqlx::Error) -> StoreError {
    match e {
        sqlx::Error::ColumnDecode { .. }
        | sqlx::Error::Decode(_)
        | sqlx::Error::ColumnNotFound(_)
        | sqlx::Error::ColumnIndexOutOfBounds { .. } => StoreError::Corrupt(e.to_string()),
        e => StoreError::Unavailable(e),
    }
}

/// Whether a statement failed on a primary key or unique constraint.
pub(super) fn is_unique_violation(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(d) if d.is_unique_violation())
}

/// A failed write of moves: a move number already taken (a unique violation: another handle
/// or process stored it meanwhile) is a conflict, "try again"; anything else as [`db`].
pub(super) fn conflict_or_db(e: sqlx::Error) -> StoreError {
    if is_unique_violation(&e) {
        StoreError::Conflict
    } else {
        db(e)
    }
}

/// A failed commit, or a failed statement that commits itself: when the server answered, it
/// rolled back (as [`conflict_or_db`]); when the connection failed on the way, the write may
/// have been committed without its acknowledgement arriving, and nobody can tell which
/// ([`StoreError::Unconfirmed`]).
pub(super) fn unconfirmed_or_db(e: sqlx::Error) -> StoreError {
    match e {
        sqlx::Error::Io(_)
        | sqlx::Error::Tls(_)
        | sqlx::Error::Protocol(_)
        | sqlx::Error::WorkerCrashed => StoreError::Unconfirmed(e),
        e => conflict_or_db(e),
    }
}

/// A database URL fit to show: the password, if any, replaced by `***`.
pub fn without_password(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else { return url.to_string() };
    let Some((credentials, host)) = rest.rsplit_once('@') else { return url.to_string() };
    match credentials.split_once(':') {
        Some((user, _)) => format!("{scheme}://{user}:***@{host}"),
        None => url.to_string(),
    }
}

/// Stored rules, read the one way every stored row is read (see [`Rules::from_stored`]).
pub(super) fn read_rules(text: &str) -> Result<Rules, StoreError> {
    Rules::from_stored(text).map_err(|e: StoredRulesError| StoreError::Corrupt(e.to_string()))
}

pub(super) fn to_json<T: Serialize + ?Sized>(value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(|e| StoreError::Invalid(e.to_string()))
}

pub(super) fn from_json<T: DeserializeOwned>(text: &str, what: &str) -> Result<T, StoreError> {
    serde_json::from_str(text).map_err(|e| StoreError::Corrupt(format!("{what}: {e}")))
}

pub(super) fn corrupt_number(what: &str, value: i64) -> StoreError {
    StoreError::Corrupt(format!("{what} = {value}"))
}

pub(super) fn to_u64(value: i64, what: &str) -> Result<u64, StoreError> {
    u64::try_from(value).map_err(|_| corrupt_number(what, value))
}

pub(super) fn to_u32(value: i64, what: &str) -> Result<u32, StoreError> {
    u32::try_from(value).map_err(|_| corrupt_number(what, value))
}

/// A move number as the database stores it.
pub(super) fn seq_number(seq: u64) -> Result<i64, StoreError> {
    i64::try_from(seq).map_err(|_| StoreError::Invalid(format!("move number {seq} is too large")))
}

/// Where a match row was played.
pub(super) fn channel(
    platform: &str,
    server: String,
    channel: String,
) -> Result<ChannelKey, StoreError> {
    let platform = Platform::from_str(platform).map_err(StoreError::Corrupt)?;
    Ok(ChannelKey::new(platform, server, channel))
}

/// The columns of a match row, as read.
pub(super) struct MatchRow {
    pub(super) id: i64,
    pub(super) channel: Result<ChannelKey, StoreError>,
    pub(super) board: Option<String>,
    pub(super) rules: String,
    pub(super) seed: i64,
    pub(super) seats: String,
    pub(super) created_at: i64,
    pub(super) away_state: Option<String>,
    pub(super) turn_timer_seconds: Option<i64>,
}

impl MatchRow {
    /// The match without its moves: everything checked that a match needs to be rebuilt (the
    /// rules read and playable, one seat per player).
    pub(super) fn decode(self) -> Result<StoredMatch, StoreError> {
        let channel = self.channel?;
        let rules = read_rules(&self.rules)?;
        let seats: Vec<SeatKind> = from_json(&self.seats, "seats")?;
        if seats.len() != usize::from(rules.players) {
            return Err(StoreError::Corrupt(format!(
                "{} seats for {} players",
                seats.len(),
                rules.players
            )));
        }
        Ok(StoredMatch {
            id: MatchId(self.id),
            channel,
            board: self.board,
            rules,
            seed: self.seed as u64, // bit cast back
            seats,
            moves: Vec::new(),
            created_at: self.created_at,
            away: read_away_state(self.id, self.away_state.as_deref()),
            turn_timer: crate::store::KeptTimer::from_seconds(self.turn_timer_seconds),
        })
    }
}

/// A match's stored away state; one that does not read is the default, with a warning: at
/// worst people away are taken as present again, as before it was stored.
fn read_away_state(match_id: i64, text: Option<&str>) -> crate::store::AwayState {
    let Some(text) = text else { return crate::store::AwayState::default() };
    from_json(text, "away state").unwrap_or_else(|e| {
        tracing::warn!(match_id, error = %e, "stored away state does not read; everyone present");
        crate::store::AwayState::default()
    })
}

/// Appends a stored move to a log, checking that it is the next one.
pub(super) fn push_move(
    moves: &mut Vec<Move>,
    match_id: i64,
    seq: i64,
    seat: i64,
    action: &str,
) -> Result<(), StoreError> {
    if usize::try_from(seq).ok() != Some(moves.len()) {
        return Err(StoreError::Corrupt(format!(
            "match {match_id}: move {seq} where move {} was expected",
            moves.len()
        )));
    }
    let seat = u8::try_from(seat).map_err(|_| corrupt_number("moves.seat", seat))?;
    let action: Action = from_json(action, "move")?;
    moves.push(Move { seat, action });
    Ok(())
}

/// Checks an append against the match's stored head: `next` is the move number the log
/// takes next. A number already taken is a conflict even on an ended match (a repeated
/// press of its last move).
pub(super) fn check_append(
    id: MatchId,
    status: &str,
    next: i64,
    seq: u64,
) -> Result<(), StoreError> {
    let next = to_u64(next, "next move number")?;
    if seq < next {
        return Err(StoreError::Conflict);
    }
    if status != "playing" {
        return Err(StoreError::Finished(id));
    }
    if seq > next {
        return Err(StoreError::OutOfOrder { expected: next, got: seq });
    }
    Ok(())
}

/// What ending a match writes, worked out from its row before anything is written.
pub(super) struct FinishPlan {
    pub(super) status: &'static str,
    pub(super) winner: Option<i64>,
    pub(super) scores: String,
    /// Title points per side, when the end counts in the standings.
    pub(super) side_points: Option<Vec<i64>>,
    pub(super) platform: String,
    pub(super) server: String,
    pub(super) channel: String,
    pub(super) periods: [String; 3],
    /// When it ended.
    pub(super) at: i64,
    /// Per side, whether it drew: in a drawn match, the sides level at the top (with three or
    /// four, those below them lost).
    pub(super) drawn: Vec<bool>,
    /// Seats at the table (people and computers).
    pub(super) players: usize,
    /// Sides at the table.
    pub(super) sides: usize,
    /// Each seat's side, by the rules.
    pub(super) seat_sides: Vec<i64>,
    /// Why the end is recorded without counting in the standings, when its match's place or
    /// rules do not read (see [`FinishPlan::uncounted`]).
    pub(super) uncounted: Option<String>,
}

/// The status an end writes and its winning side, if `finish` names a side the match has.
fn status_and_winner(
    finish: &Finish,
    sides: usize,
) -> Result<(&'static str, Option<i64>), StoreError> {
    Ok(match finish.outcome {
        FinishOutcome::Won { side } if usize::from(side) >= sides => {
            return Err(StoreError::Invalid(format!("no side {side} among {sides}")));
        }
        FinishOutcome::Won { side } => ("finished", Some(i64::from(side))),
        FinishOutcome::Drawn => ("finished", None),
        FinishOutcome::Aborted => ("aborted", None),
        FinishOutcome::Adjourned => ("adjourned", None),
    })
}

impl FinishPlan {
    /// Checks `finish` against the match's stored status and rules.
    pub(super) fn new(
        id: MatchId,
        status: &str,
        rules: &str,
        finish: &Finish,
        (platform, server, channel): (String, String, String),
    ) -> Result<FinishPlan, StoreError> {
        if status != "playing" {
            return Err(StoreError::Finished(id));
        }
        let rules = read_rules(rules)?;
        let sides = rules.sides();
        if finish.scores.len() != sides {
            return Err(StoreError::Invalid(format!(
                "{} scores for {sides} sides",
                finish.scores.len()
            )));
        }
        let (status, winner) = status_and_winner(finish, sides)?;
        let side_points = finish
            .outcome
            .counts()
            .then(|| standings::title_points(rules.short_game, &finish.scores, &finish.outcome));
        Ok(FinishPlan {
            status,
            winner,
            scores: to_json(&finish.scores)?,
            side_points,
            platform,
            server,
            channel,
            periods: standings::period_keys(finish.at),
            at: finish.at,
            drawn: standings::drawn_sides(&finish.scores, &finish.outcome),
            players: usize::from(rules.players),
            sides,
            seat_sides: (0..rules.players).map(|seat| rules.side_of(seat) as i64).collect(),
            uncounted: None,
        })
    }

    /// The end of a match whose stored place or rules do not read (`why`): recorded as the
    /// caller, who plays by those rules, has it (status, winner, scores, time), but counted in
    /// no standings, which need them (the boards' keys; sides, seats and title points).
    pub(super) fn uncounted(
        id: MatchId,
        status: &str,
        finish: &Finish,
        why: String,
    ) -> Result<FinishPlan, StoreError> {
        if status != "playing" {
            return Err(StoreError::Finished(id));
        }
        let sides = finish.scores.len();
        let (status, winner) = status_and_winner(finish, sides)?;
        Ok(FinishPlan {
            status,
            winner,
            scores: to_json(&finish.scores)?,
            side_points: None,
            platform: String::new(),
            server: String::new(),
            channel: String::new(),
            periods: standings::period_keys(finish.at),
            at: finish.at,
            drawn: standings::drawn_sides(&finish.scores, &finish.outcome),
            players: 0,
            sides,
            seat_sides: Vec::new(),
            uncounted: Some(why),
        })
    }

    /// The (channel, period) rows a seat is credited in: the channel and the whole server
    /// (''), each for all-time, the month and the season.
    pub(super) fn standings_keys(&self) -> Vec<(&str, &str)> {
        let channels: Vec<&str> =
            if self.channel.is_empty() { vec![""] } else { vec!["", &self.channel] };
        channels
            .into_iter()
            .flat_map(|ch| self.periods.iter().map(move |p| (ch, p.as_str())))
            .collect()
    }

    /// The side of `seat` by the rules, if it is a seat of the match.
    pub(super) fn side_of(&self, seat: i64) -> Option<i64> {
        usize::try_from(seat).ok().and_then(|seat| self.seat_sides.get(seat).copied())
    }

    /// What a seat on `side` gets: (won, drawn, title points).
    pub(super) fn credit(&self, side: i64) -> Result<(i64, i64, i64), StoreError> {
        let points = usize::try_from(side)
            .ok()
            .and_then(|s| self.side_points.as_ref()?.get(s).copied())
            .ok_or_else(|| corrupt_number("match_players.side", side))?;
        let drawn = usize::try_from(side).ok().and_then(|s| self.drawn.get(s).copied());
        Ok((i64::from(self.winner == Some(side)), i64::from(drawn.unwrap_or(false)), points))
    }
}

/// Each side's tablas over a match's stored hands and its best hand (most points in one).
pub(super) fn side_numbers(hands: &[HandResult], sides: usize) -> Vec<(u32, u32)> {
    let mut out = vec![(0u32, 0u32); sides];
    for hand in hands {
        for (side, (tablas, best)) in out.iter_mut().enumerate() {
            *tablas = tablas.saturating_add(hand.tablas.get(side).copied().unwrap_or(0));
            *best = (*best).max(hand.total.get(side).copied().unwrap_or(0));
        }
    }
    out
}

/// Whether migration 0014 can read a stored hand result: it sums each side's `tablas` and
/// takes the most of its `total` as 64-bit numbers, through SQLite's JSON functions and
/// PostgreSQL's `jsonb`. Arrays that are missing count as none; those there must hold whole
/// numbers a hand can score (or nulls). `jsonb` refuses a NUL character, SQLite does not.
pub(super) fn hand_totals_read(text: &str) -> bool {
    if text.contains("\\u0000") {
        return false;
    }
    let Ok(value) = serde_json::from_str::<serde_json::Value>(text) else { return false };
    ["tablas", "total"].into_iter().all(|key| match value.get(key) {
        None => true,
        Some(serde_json::Value::Array(items)) => items
            .iter()
            .all(|item| item.is_null() || item.as_u64().is_some_and(|n| n <= u64::from(u32::MAX))),
        Some(_) => false,
    })
}

/// Whether stored seats are a JSON list (migration 0014 counts them).
pub(super) fn seats_listed(text: &str) -> bool {
    !text.contains("\\u0000")
        && matches!(serde_json::from_str(text), Ok(serde_json::Value::Array(_)))
}

/// Whether both engines can date a stored time (unix seconds, 1970 to 9999).
pub(super) fn datable(at: i64) -> bool {
    (0..=253_402_300_799).contains(&at)
}

/// A display name fit for every engine: PostgreSQL text cannot hold NUL.
pub(super) fn storable_name(name: &str) -> std::borrow::Cow<'_, str> {
    if name.contains('\0') {
        std::borrow::Cow::Owned(name.replace('\0', ""))
    } else {
        std::borrow::Cow::Borrowed(name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_are_not_repeated() {
        assert_eq!(
            without_password("postgres://tablic:s3cret@db:5432/tablic"),
            "postgres://tablic:***@db:5432/tablic"
        );
        assert_eq!(without_password("postgres://db/tablic"), "postgres://db/tablic");
        assert_eq!(without_password("mysql://u@h/x"), "mysql://u@h/x");
        assert_eq!(without_password("nonsense"), "nonsense");
    }

    #[test]
    fn what_the_standings_rebuild_reads() {
        for good in [
            r#"{"number":1,"tablas":[1,0],"total":[10,5]}"#,
            "{}",
            "[1, 2]",
            r#"{"tablas":[null,4294967295]}"#,
        ] {
            assert!(hand_totals_read(good), "{good}");
        }
        for bad in [
            "{",
            "",
            r#"{"tablas":["x",1]}"#,
            r#"{"total":[1.5]}"#,
            r#"{"total":[-1]}"#,
            r#"{"total":[4294967296]}"#,
            r#"{"tablas":5}"#,
            r#"{"note":"\u0000","tablas":[1]}"#,
        ] {
            assert!(!hand_totals_read(bad), "{bad}");
        }
        assert!(seats_listed("[]") && seats_listed(r#"[{"computer":{"level":"greedy"}}]"#));
        for bad in ["nope", r#"{"a":1}"#, "5", r#"["\u0000"]"#] {
            assert!(!seats_listed(bad), "{bad}");
        }
        assert!(datable(0) && datable(1_794_744_000) && datable(253_402_300_799));
        assert!(!datable(-5) && !datable(253_402_300_800));
    }
}
