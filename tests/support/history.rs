//! A month of finished games written through the store before a bot starts, so that the
//! boards that need many games (50 a month for strength) can be read end to end; and stored
//! matches edited behind the bot's back.

use std::path::Path;

use bot_core::ai::Level;
use bot_core::game::{Action, Match};
use bot_core::ids::{ChannelKey, Platform, SeatKind, UserRef};
use bot_core::rules::{Rules, Variant};
use bot_core::store::{Finish, FinishOutcome, NewMatch, Store};
use bot_core::CardSet;

/// Writes, finished a minute ago in `server`/`channel`, for the people `[ana, bob, carol, dan,
/// eve]` (platform id, name):
/// - Ana–Bob, 70 one-hand games: Ana wins 20, Bob 50;
/// - Bob–Carol, 11 one-hand games, all Carol's;
/// - Dan–Eve, 60 one-hand games, all Dan's;
/// - Ana against a `random` computer, 5 games to 101, all Ana's at 101:50 (101 title points each).
///
/// This month, among people: points Dan 300, Bob 250, Ana 100, Carol 55, Eve 0; strength (50
/// games at least) Bob 50/81 + 3 = 3.62, Ana 20/70 + 2 = 2.29, Dan 60/60 + 1 = 2.00, Eve 1.00.
/// With computers Ana has 75 games, 25 won, 605 points, strength 2.33.
pub async fn write(
    db: &Path,
    platform: Platform,
    server: &str,
    channel: &str,
    people: [(&str, &str); 5],
) {
    let store = Store::open(db).await.expect("the store opens");
    let at = bot_core::session::unix_now() - 60;
    let seat = |i: usize| SeatKind::Human {
        user: UserRef::new(platform, people[i].0),
        name: people[i].1.to_string(),
    };
    let short = Rules::build(Variant::Tablic, ["short=yes"]).expect("short rules");
    let long = Rules::preset(Variant::Tablic);
    let mut games = Vec::new();
    let mut add =
        |seats: Vec<SeatKind>, rules: &Rules, n: usize, first_wins: usize, scores: [u32; 2]| {
            for i in 0..n {
                let side = u8::from(i >= first_wins);
                let new = NewMatch {
                    channel: ChannelKey::new(platform, server, channel),
                    board: None,
                    rules: rules.clone(),
                    seed: 7 + games.len() as u64,
                    seats: seats.clone(),
                    turn_timer: None,
                    created_at: at - 600,
                };
                let scores = if side == 0 { scores.to_vec() } else { vec![scores[1], scores[0]] };
                let finish = Finish { outcome: FinishOutcome::Won { side }, scores, at };
                games.push((new, finish));
            }
        };
    add(vec![seat(0), seat(1)], &short, 70, 20, [14, 11]);
    add(vec![seat(1), seat(2)], &short, 11, 0, [14, 11]);
    add(vec![seat(3), seat(4)], &short, 60, 60, [14, 11]);
    let computer = SeatKind::Computer { level: Level::Random };
    add(vec![seat(0), computer], &long, 5, 5, [101, 50]);
    store.bulk_finished(&games).await.expect("the history is written");
    store.close().await;
}

/// Runs `UPDATE matches SET {set} WHERE id = game` on the SQLite file `db`, as another process
/// or a hand edit would; exactly that row changes.
pub async fn edit_match(db: &Path, set: &str, game: i64) {
    let pool = sqlx::SqlitePool::connect(&format!("sqlite:{}", db.display())).await.unwrap();
    let done = sqlx::query(&format!("UPDATE matches SET {set} WHERE id = ?"))
        .bind(game)
        .execute(&pool)
        .await
        .unwrap();
    assert_eq!(done.rows_affected(), 1);
    pool.close().await;
}

/// The cards everyone had seen when hand `number` of a stored match ended: the table before its
/// last move, and that move's card. All a hand's scoring may name (its last move, the cards
/// left on the table), though the next deal may put the same cards in someone's hand.
pub fn public_at_hand_end(stored: &bot_core::store::StoredMatch, number: u32) -> CardSet {
    let mut m = Match::replay(stored.rules.clone(), stored.seed, &[]).expect("a match replays");
    for mv in &stored.moves {
        let (table, hand) = (m.hand().table, m.hand().number);
        let outcome = m.apply(mv.clone()).expect("a stored move replays");
        if hand == number && outcome.hand_result.is_some() {
            return match mv.action {
                Action::Play { card, .. } => table.with(card),
                _ => table,
            };
        }
    }
    panic!("hand {number} of the stored match did not end");
}
