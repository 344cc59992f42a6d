//! Leaderboard arithmetic of seed 003, as pure functions: title points, strength and its games
//! bonus, the minimum games for a strength board, and the calendar periods (UTC) boards cover.
//!
//! Strength is seed 003's: the quotient `wins / matches` (0–1) plus the games bonus (0–10), so
//! that among regular players the one who played more ranks higher, and the quotient orders
//! those with the same bonus. [`strength`] is the one place the formula is written: the store
//! sorts strength boards with it, and every text shows it with two decimals.

use super::{FinishOutcome, StandingRow, StandingsQuery};
use crate::ids::PlayerId;

/// Which calendar span a board covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Period {
    /// Everything ever played.
    AllTime,
    /// One calendar month (UTC).
    Month {
        /// The year.
        year: i32,
        /// The month, 1–12.
        month: u32,
    },
    /// A season: October of `start_year` to September of `start_year + 1` (UTC).
    Season {
        /// The year in which the season starts (in October).
        start_year: i32,
    },
}

/// Which leaderboard.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Board {
    /// Title points, most first.
    Points,
    /// Strength (wins ÷ matches plus the games bonus), strongest first.
    Strength,
}

/// Which games-bonus table a board uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BonusTable {
    /// Seed 003's monthly table: 60–69 games 1 … 140–149 games 9, more than 149 games 10.
    Monthly,
    /// Seed 003's seasonal table: 600–699 games 1 … 1400–1499 games 9, more than 1499 games 10.
    Seasonal,
}

impl BonusTable {
    /// Games per bonus step: 10 for the monthly table, 100 for the seasonal one.
    pub const fn unit(self) -> u32 {
        match self {
            BonusTable::Monthly => 10,
            BonusTable::Seasonal => 100,
        }
    }

    /// Least games for any bonus: 60 a month, 600 a season.
    pub const fn first_bonus_at(self) -> u32 {
        6 * self.unit()
    }
}

/// Least games to appear on a monthly strength board.
pub const MONTHLY_MIN_GAMES: u32 = 50;
/// Least games to appear on the all-time strength board.
pub const ALL_TIME_MIN_GAMES: u32 = 50;
/// Least games to appear on a past season's strength board (the end-of-season requirement).
pub const SEASON_FINAL_MIN_GAMES: u32 = 400;

const SECONDS_PER_DAY: i64 = 86_400;

impl Period {
    /// The month that contains the unix time `at` (UTC).
    pub fn month_at(at: i64) -> Period {
        let (year, month) = year_month(at);
        Period::Month { year, month }
    }

    /// The season that contains the unix time `at` (UTC).
    pub fn season_at(at: i64) -> Period {
        let (year, month) = year_month(at);
        Period::Season { start_year: season_start_year(year, month) }
    }

    /// The period just before this one: last month, last season (all time has none: itself).
    pub fn before(&self) -> Period {
        match *self {
            Period::AllTime => Period::AllTime,
            Period::Month { year, month: 1 } => Period::Month { year: year - 1, month: 12 },
            Period::Month { year, month } => Period::Month { year, month: month - 1 },
            Period::Season { start_year } => Period::Season { start_year: start_year - 1 },
        }
    }

    /// The key stored in the `standings.period` column: `all`, `m2026-11`, `s2026`.
    pub fn key(&self) -> String {
        match *self {
            Period::AllTime => "all".to_string(),
            Period::Month { year, month } => format!("m{year:04}-{month:02}"),
            Period::Season { start_year } => format!("s{start_year:04}"),
        }
    }

    /// The games-bonus table of this period's strength board (all-time uses the seasonal one).
    pub fn bonus_table(&self) -> BonusTable {
        match self {
            Period::Month { .. } => BonusTable::Monthly,
            Period::Season { .. } | Period::AllTime => BonusTable::Seasonal,
        }
    }

    /// Least games to appear on this period's strength board, asked at unix time `now`.
    ///
    /// The current season asks more as it goes on: October–December 100, January–March 200,
    /// April–June 300, July–September 400; any other season asks 400.
    pub fn min_games(&self, now: i64) -> u32 {
        match *self {
            Period::AllTime => ALL_TIME_MIN_GAMES,
            Period::Month { .. } => MONTHLY_MIN_GAMES,
            Period::Season { start_year } => {
                let (year, month) = year_month(now);
                if season_start_year(year, month) != start_year {
                    return SEASON_FINAL_MIN_GAMES;
                }
                match month {
                    10..=12 => 100,
                    1..=3 => 200,
                    4..=6 => 300,
                    _ => SEASON_FINAL_MIN_GAMES,
                }
            }
        }
    }
}

/// The three period keys a match finished at unix time `at` counts in: all-time, its month,
/// its season.
pub fn period_keys(at: i64) -> [String; 3] {
    [Period::AllTime.key(), Period::month_at(at).key(), Period::season_at(at).key()]
}

/// The games bonus of seed 003 for `matches` games on a board using `table`.
pub fn games_bonus(table: BonusTable, matches: u32) -> u32 {
    let unit = table.unit();
    if matches >= 15 * unit {
        10
    } else if matches >= table.first_bonus_at() {
        matches / unit - 5
    } else {
        0
    }
}

/// Strength (seed 003): wins ÷ matches (0–1) plus the games bonus; 0 without games.
pub fn strength(table: BonusTable, wins: u32, matches: u32) -> f64 {
    if matches == 0 {
        return 0.0;
    }
    f64::from(wins) / f64::from(matches) + f64::from(games_bonus(table, matches))
}

/// A strength as people read it: two decimals (`7.75`).
pub fn strength_text(strength: f64) -> String {
    format!("{strength:.2}")
}

/// One player's standings row as stored, before it is placed on a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingLine {
    /// The player.
    pub player: PlayerId,
    /// Their latest display name.
    pub name: String,
    /// Finished matches.
    pub matches: u32,
    /// Won.
    pub wins: u32,
    /// Drawn.
    pub draws: u32,
    /// Of those, with a computer at the table.
    pub computer_matches: u32,
    /// Title points.
    pub points: i64,
}

/// Places stored rows on the board `q` asks for. Points rows come from the database in board
/// order already (it reads them in index order); strength is worked out here, the one place
/// its formula lives, and sorted strongest first, then most matches, then name. Rows equal on
/// the board's keys share a place (1, 2, 2, 4); at most `q.limit` rows.
pub fn rank(q: &StandingsQuery, mut lines: Vec<StandingLine>) -> Vec<StandingRow> {
    let table = q.period.bonus_table();
    let strength_of = |l: &StandingLine| strength(table, l.wins, l.matches);
    if q.board == Board::Strength {
        lines.sort_by(|a, b| {
            strength_of(b)
                .total_cmp(&strength_of(a))
                .then(b.matches.cmp(&a.matches))
                .then_with(|| a.name.cmp(&b.name))
                .then(a.player.0.cmp(&b.player.0))
        });
    }
    lines.truncate(usize::try_from(q.limit).unwrap_or(usize::MAX));
    let mut out: Vec<StandingRow> = Vec::with_capacity(lines.len());
    for (i, line) in lines.into_iter().enumerate() {
        let mut row = placed(q, line, u32::try_from(i).unwrap_or(u32::MAX));
        if let Some(prev) = out.last() {
            let tied = match q.board {
                Board::Points => (prev.points, prev.wins) == (row.points, row.wins),
                Board::Strength => prev.strength == row.strength && prev.matches == row.matches,
            };
            if tied {
                row.rank = prev.rank;
            }
        }
        out.push(row);
    }
    out
}

/// `line` placed on the board `q` asks for, below the `ahead` lines that rank above it: the
/// row [`rank`] would give it however far down it is (lines level with it share its place).
pub fn placed(q: &StandingsQuery, line: StandingLine, ahead: u32) -> StandingRow {
    StandingRow {
        rank: ahead.saturating_add(1),
        strength: strength(q.period.bonus_table(), line.wins, line.matches),
        player: line.player,
        name: line.name,
        matches: line.matches,
        wins: line.wins,
        draws: line.draws,
        computer_matches: line.computer_matches,
        points: line.points,
    }
}

/// How many of a strength board's `lines` rank above `me` (stronger, or as strong with more
/// matches), as [`rank`] orders and ties them.
pub fn ahead_on_strength(q: &StandingsQuery, me: &StandingLine, lines: &[StandingLine]) -> u32 {
    let table = q.period.bonus_table();
    let mine = strength(table, me.wins, me.matches);
    let above = lines
        .iter()
        .filter(|l| {
            let theirs = strength(table, l.wins, l.matches);
            theirs > mine || (theirs == mine && l.matches > me.matches)
        })
        .count();
    u32::try_from(above).unwrap_or(u32::MAX)
}

/// Per side, whether a match that ended with `outcome` and final `scores` was a draw for it:
/// in a drawn match, the sides level at the top (with three or four sides, the others lost).
pub fn drawn_sides(scores: &[u32], outcome: &FinishOutcome) -> Vec<bool> {
    let top = scores.iter().copied().max().unwrap_or(0);
    let drawn = *outcome == FinishOutcome::Drawn;
    scores.iter().map(|&s| drawn && s == top).collect()
}

/// Title points per side for a match that ended with `outcome` and final `scores` (per side).
///
/// Short game: winner 5, others 0, a draw 2 to each side level at the top (0 to a side below
/// them, with three or four sides). Long game: the winner gets
/// `total / 2 + (total − best other total)` (integer division, never below 0: 101:94 gives
/// 50 + 7 = 57), every other side `own total / 10` (94 gives 9); a draw gives each side
/// `own total / 10`. An aborted match gives nothing. Partners share their side's points.
pub fn title_points(short_game: bool, scores: &[u32], outcome: &FinishOutcome) -> Vec<i64> {
    let tenth = |s: u32| i64::from(s / 10);
    match *outcome {
        FinishOutcome::Aborted | FinishOutcome::Adjourned => vec![0; scores.len()],
        FinishOutcome::Drawn if short_game => {
            drawn_sides(scores, outcome).into_iter().map(|d| if d { 2 } else { 0 }).collect()
        }
        FinishOutcome::Drawn => scores.iter().map(|&s| tenth(s)).collect(),
        FinishOutcome::Won { side } => {
            let winner = usize::from(side);
            if short_game {
                return (0..scores.len()).map(|i| if i == winner { 5 } else { 0 }).collect();
            }
            let total = scores.get(winner).copied().map_or(0, i64::from);
            let best_other = scores
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != winner)
                .map(|(_, &s)| i64::from(s))
                .max()
                .unwrap_or(0);
            let winner_points = (total / 2 + (total - best_other)).max(0);
            scores
                .iter()
                .enumerate()
                .map(|(i, &s)| if i == winner { winner_points } else { tenth(s) })
                .collect()
        }
    }
}

/// The season (by its starting year) that a month falls in.
pub fn season_start_year(year: i32, month: u32) -> i32 {
    if month >= 10 {
        year
    } else {
        year - 1
    }
}

/// Year and month (1–12) of the unix time `at`, in UTC.
pub fn year_month(at: i64) -> (i32, u32) {
    let (year, month, _) = civil_from_days(at.div_euclid(SECONDS_PER_DAY));
    let year = i32::try_from(year).unwrap_or(if year < 0 { i32::MIN } else { i32::MAX });
    (year, month)
}

/// Unix time of midnight UTC at the start of a civil date (for tests and callers).
pub fn unix_time(year: i32, month: u32, day: u32) -> i64 {
    days_from_civil(i64::from(year), month, day) * SECONDS_PER_DAY
}

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
pub fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let yoe = year - era * 400; // [0, 399]
    let mp = i64::from((month + 9) % 12); // March = 0
    let doy = (153 * mp + 2) / 5 + i64::from(day) - 1; // [0, 365]
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy; // [0, 146096]
    era * 146_097 + doe - 719_468
}

/// The proleptic Gregorian date (year, month 1–12, day 1–31) of a day count since 1970-01-01
/// (Howard Hinnant's `civil_from_days`).
pub fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097; // [0, 146096]
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365; // [0, 399]
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100); // [0, 365]
    let mp = (5 * doy + 2) / 153; // [0, 11]
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32; // [1, 31]
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32; // [1, 12]
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_003_long_game_title_points() {
        // 101:94 — the winner gets 101/2 + (101 − 94) = 50 + 7 = 57, the loser 94/10 = 9.
        let won = FinishOutcome::Won { side: 0 };
        assert_eq!(title_points(false, &[101, 94], &won), vec![57, 9]);
        assert_eq!(title_points(false, &[94, 101], &FinishOutcome::Won { side: 1 }), vec![9, 57]);
        // Three sides: the best loser sets the margin, every loser gets a tenth.
        assert_eq!(
            title_points(false, &[40, 105, 88], &FinishOutcome::Won { side: 1 }),
            vec![4, 69, 8]
        );
        // A resignation can hand the win to the lower score: never below 0.
        assert_eq!(title_points(false, &[10, 80], &won), vec![0, 8]);
        assert_eq!(title_points(false, &[60, 80], &won), vec![10, 8]);
        // A long draw: a tenth each.
        assert_eq!(title_points(false, &[103, 103], &FinishOutcome::Drawn), vec![10, 10]);
        assert_eq!(title_points(false, &[101, 94], &FinishOutcome::Aborted), vec![0, 0]);
    }

    #[test]
    fn seed_003_short_game_title_points() {
        assert_eq!(title_points(true, &[14, 11], &FinishOutcome::Won { side: 0 }), vec![5, 0]);
        assert_eq!(title_points(true, &[11, 14], &FinishOutcome::Won { side: 1 }), vec![0, 5]);
        assert_eq!(title_points(true, &[12, 12], &FinishOutcome::Drawn), vec![2, 2]);
        // Of three, the two level at the top drew; the third lost.
        assert_eq!(title_points(true, &[14, 6, 14], &FinishOutcome::Drawn), vec![2, 0, 2]);
        assert_eq!(drawn_sides(&[14, 6, 14], &FinishOutcome::Drawn), vec![true, false, true]);
        assert_eq!(drawn_sides(&[14, 6], &FinishOutcome::Won { side: 0 }), vec![false, false]);
        assert_eq!(title_points(true, &[12, 12], &FinishOutcome::Aborted), vec![0, 0]);
    }

    #[test]
    fn strength_bonus_boundaries() {
        use BonusTable::{Monthly, Seasonal};
        let monthly = [
            (0, 0),
            (59, 0),
            (60, 1),
            (69, 1),
            (70, 2),
            (99, 4),
            (100, 5),
            (139, 8),
            (140, 9),
            (149, 9),
            (150, 10),
            (10_000, 10),
        ];
        for (games, bonus) in monthly {
            assert_eq!(games_bonus(Monthly, games), bonus, "monthly {games}");
        }
        let seasonal =
            [(599, 0), (600, 1), (699, 1), (700, 2), (1000, 5), (1400, 9), (1499, 9), (1500, 10)];
        for (games, bonus) in seasonal {
            assert_eq!(games_bonus(Seasonal, games), bonus, "seasonal {games}");
        }
        // The quotient plus the bonus.
        assert_eq!(strength(Monthly, 30, 60), 1.5);
        assert_eq!(strength(Monthly, 30, 59), 30.0 / 59.0);
        assert_eq!(strength(Seasonal, 1500, 1500), 11.0);
        assert_eq!(strength(Seasonal, 0, 0), 0.0);
        // A bonus step is worth the whole quotient: 80 games with 10 won (3.125) rank above 79
        // games all won (3.00), as seed 003 rewards playing; as a percentage plus the bonus
        // (12.5 + 3 against 100 + 2) the order was the other way round.
        assert!(strength(Monthly, 10, 80) > strength(Monthly, 79, 79));
        assert_eq!(strength(Monthly, 79, 79), 3.0);
        // Two decimals, rounded.
        assert_eq!(strength_text(strength(Monthly, 2, 3)), "0.67");
        assert_eq!(strength_text(strength(Monthly, 90, 120)), "7.75");
        assert_eq!(strength_text(0.0), "0.00");
        assert_eq!(Period::AllTime.bonus_table(), Seasonal);
    }

    #[test]
    fn civil_dates_round_trip() {
        assert_eq!(days_from_civil(1970, 1, 1), 0);
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
        assert_eq!(days_from_civil(2000, 3, 1), 11_017);
        assert_eq!(civil_from_days(days_from_civil(2024, 2, 29)), (2024, 2, 29));
        for days in (-800_000..800_000).step_by(97) {
            let (y, m, d) = civil_from_days(days);
            assert_eq!(days_from_civil(y, m, d), days);
        }
        // 2026-11-15 12:00 UTC.
        assert_eq!(year_month(1_794_744_000), (2026, 11));
        assert_eq!(year_month(-1), (1969, 12));
    }

    #[test]
    fn period_boundaries() {
        let new_year = unix_time(2027, 1, 1);
        assert_eq!(Period::month_at(new_year - 1), Period::Month { year: 2026, month: 12 });
        assert_eq!(Period::month_at(new_year), Period::Month { year: 2027, month: 1 });
        // New Year does not change the season …
        assert_eq!(Period::season_at(new_year - 1), Period::Season { start_year: 2026 });
        assert_eq!(Period::season_at(new_year), Period::Season { start_year: 2026 });
        // … the first of October does.
        let october = unix_time(2026, 10, 1);
        assert_eq!(Period::season_at(october - 1), Period::Season { start_year: 2025 });
        assert_eq!(Period::season_at(october), Period::Season { start_year: 2026 });
        assert_eq!(period_keys(october - 1), ["all", "m2026-09", "s2025"].map(String::from));
        assert_eq!(period_keys(october), ["all", "m2026-10", "s2026"].map(String::from));
        assert_eq!(period_keys(new_year), ["all", "m2027-01", "s2026"].map(String::from));
    }

    #[test]
    fn the_period_before_crosses_years_and_seasons() {
        let january = Period::Month { year: 2027, month: 1 };
        assert_eq!(january.before(), Period::Month { year: 2026, month: 12 });
        assert_eq!(january.before().before(), Period::Month { year: 2026, month: 11 });
        assert_eq!(Period::Season { start_year: 2026 }.before().key(), "s2025");
        assert_eq!(Period::AllTime.before(), Period::AllTime);
        // Last season's board asks the end-of-season minimum all through this one.
        let now = unix_time(2026, 11, 1);
        assert_eq!(Period::season_at(now).before().min_games(now), SEASON_FINAL_MIN_GAMES);
    }

    #[test]
    fn minimum_games_follow_the_season() {
        let season = Period::Season { start_year: 2026 };
        let cases = [
            (unix_time(2026, 10, 1), 100),
            (unix_time(2026, 12, 31), 100),
            (unix_time(2027, 1, 1), 200),
            (unix_time(2027, 3, 31), 200),
            (unix_time(2027, 4, 1), 300),
            (unix_time(2027, 7, 1), 400),
            (unix_time(2027, 9, 30), 400),
            (unix_time(2027, 10, 1), 400), // the season is over
            (unix_time(2026, 9, 30), 400), // not begun
        ];
        for (now, min) in cases {
            assert_eq!(season.min_games(now), min, "{:?}", civil_from_days(now / 86_400));
        }
        let now = unix_time(2027, 2, 1);
        assert_eq!(Period::AllTime.min_games(now), 50);
        assert_eq!(Period::Month { year: 2027, month: 2 }.min_games(now), 50);
    }
}
