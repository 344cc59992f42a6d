//! What local play shows after a restart: a result that nobody saw, a resumed game of other
//! rules than asked for, and the player's own claim.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::path::Path;

use adapter_terminal::{local_channel, run, PlayOptions};
use bot_core::ai::Level;
use bot_core::game::{Action, Move};
use bot_core::i18n::Lang;
use bot_core::ids::{Platform, UserRef};
use bot_core::rules::{Rules, Variant};
use bot_core::session::{Actor, Command, SessionAction, Sessions};
use bot_core::store::Store;
use bot_core::CardSet;
use serde_json::Value;

fn options(db: &Path, rules: Rules, given: bool) -> PlayOptions {
    PlayOptions {
        db: db.to_path_buf(),
        db_named: "--db",
        rules,
        rules_given: given,
        level: Level::Greedy,
        seed: Some(7),
        jsonl: true,
        color: false,
        lang: Lang::En,
    }
}

/// Runs `tablic play --jsonl` in-process with `input`; the JSON lines it printed.
async fn play(db: &Path, rules: Rules, given: bool, input: &str) -> Vec<Value> {
    let mut out = Vec::new();
    run(options(db, rules, given), input.as_bytes(), &mut out).await.unwrap();
    String::from_utf8(out).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

fn short() -> Rules {
    Rules::build(Variant::Tablic, ["short=yes"]).unwrap()
}

fn of_type<'a>(lines: &'a [Value], kind: &str) -> Vec<&'a Value> {
    lines.iter().filter(|v| v["type"] == kind).collect()
}

/// A one-hand game played up to the player's last card, which is stored as the program would
/// store it just before a kill: the computer's answer, the last card of the hand, is owed.
async fn killed_before_the_last_card(db: &Path) {
    let (sessions, _rx) = Sessions::new(Store::open(db).await.unwrap());
    let me = Actor {
        user: UserRef::new(Platform::Terminal, "local"),
        name: "Ana".into(),
        is_admin: true,
    };
    let ch = local_channel();
    let cmd = |action| Command { channel: ch.clone(), actor: me.clone(), action, expected: None };
    let new = SessionAction::New { rules: short(), turn_timer: None, seed: Some(7) };
    sessions.handle(cmd(new)).await.unwrap();
    sessions.handle(cmd(SessionAction::AddComputer { level: Level::Greedy })).await.unwrap();
    sessions.handle(cmd(SessionAction::Start)).await.unwrap();
    loop {
        let view = sessions.inspect(&ch, |s| s.hand_view(&me.user)).await.flatten().unwrap();
        let stock = sessions.table(&ch).await.unwrap().stock;
        let card = view.hand.first().unwrap();
        let take = view.captures_of(card).first().copied().unwrap_or(CardSet::EMPTY);
        if stock == 0 && view.hand.len() == 1 {
            // The player's last card is committed; the computer never got to answer.
            let store = sessions.store();
            let seq = view.seq;
            let mv = Move { seat: 0, action: Action::Play { card, take } };
            store.append(seq.game, u64::from(seq.moves), &mv, None, None).await.unwrap();
            store.close().await;
            return;
        }
        let play = SessionAction::Play { card, take };
        let c = Command { expected: Some(view.seq), ..cmd(play) };
        sessions.handle(c).await.unwrap();
    }
}

#[tokio::test]
async fn a_match_that_ends_while_restarting_is_reported_first_and_once() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    killed_before_the_last_card(&db).await;

    // The restart: the computer plays its owed card, which ends the hand and the match.
    let shown = play(&db, Rules::preset(Variant::Tablic), false, "").await;
    let kinds: Vec<&str> = shown.iter().map(|v| v["type"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["notice", "move", "hand_over", "match_over"], "{shown:#?}");
    assert_eq!(shown[1]["seat"], 1);
    assert!(of_type(&shown, "state").is_empty(), "no new game before the result: {shown:#?}");

    // Seen: the next start is a new game, and the result is not told again.
    let next = play(&db, Rules::preset(Variant::Tablic), false, "").await;
    assert!(of_type(&next, "match_over").is_empty(), "{next:#?}");
    assert_eq!(of_type(&next, "state")[0]["seq"], 0);
}

#[tokio::test]
async fn a_result_stored_but_never_shown_is_told_from_the_players_last_move() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    killed_before_the_last_card(&db).await;
    let first = play(&db, Rules::preset(Variant::Tablic), false, "").await;
    // As if the program died between the commit of the last move and printing the result.
    let pool = sqlx::SqlitePool::connect(&format!("sqlite:{}", db.display())).await.unwrap();
    sqlx::query("UPDATE matches SET result_shown_at = NULL").execute(&pool).await.unwrap();
    pool.close().await;

    let again = play(&db, Rules::preset(Variant::Tablic), false, "").await;
    let kinds: Vec<&str> = again.iter().map(|v| v["type"].as_str().unwrap()).collect();
    // The player's own last card, the computer's, the hand's scoring and the result.
    assert_eq!(kinds, ["notice", "move", "move", "hand_over", "match_over"], "{again:#?}");
    assert_eq!((again[1]["seat"].clone(), again[2]["seat"].clone()), (0.into(), 1.into()));
    assert_eq!(again.last(), first.last(), "the same result as first told");
    assert_eq!(of_type(&again, "hand_over")[0], of_type(&first, "hand_over")[0]);
    let next = play(&db, Rules::preset(Variant::Tablic), false, "").await;
    assert!(of_type(&next, "match_over").is_empty(), "{next:#?}");
}

#[tokio::test]
async fn resuming_a_game_of_other_rules_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    // A game of tablic is left unfinished (the input ends at once).
    play(&db, Rules::preset(Variant::Tablic), false, "").await;
    let asked = Rules::build(Variant::Tablanette, ["target=151"]).unwrap();
    let resumed = play(&db, asked.clone(), true, "").await;
    let notes: Vec<&str> =
        of_type(&resumed, "notice").iter().map(|v| v["message"].as_str().unwrap()).collect();
    let said = notes.iter().find(|n| n.contains("unfinished game of tablic")).expect("said");
    assert!(said.contains("(tablanette target=151)"), "{said}");
    // Asked for nothing in particular, or for the same rules: nothing to say.
    for (rules, given) in [(asked, false), (Rules::preset(Variant::Tablic), true)] {
        let quiet = play(&db, rules, given, "").await;
        assert!(
            !of_type(&quiet, "notice")
                .iter()
                .any(|v| v["message"].as_str().unwrap().contains("goes on")),
            "{quiet:#?}"
        );
    }
}

#[tokio::test]
async fn the_players_own_claim_reads_in_the_second_person() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let shown = play(&db, Rules::preset(Variant::Tablic), false, "{\"claim\":true}\n").await;
    let claim = of_type(&shown, "notice")
        .into_iter()
        .map(|v| v["message"].as_str().unwrap())
        .find(|m| m.contains("victory"))
        .expect("the claim is told");
    assert!(claim.starts_with("You claimed victory with only 0 points"), "{claim}");
    assert_eq!(of_type(&shown, "match_over")[0]["reason"], "failed_claim");
}

/// A stored game this release cannot play (here: five players) is set aside with a word, and
/// a new game begins instead of a panic on every start.
#[tokio::test]
async fn an_unreadable_game_is_set_aside_with_a_word() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    play(&db, Rules::preset(Variant::Tablic), false, "").await;
    let pool = sqlx::SqlitePool::connect(&format!("sqlite:{}", db.display())).await.unwrap();
    sqlx::query("UPDATE matches SET rules = json_set(rules, '$.players', 5)")
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
    let next = play(&db, Rules::preset(Variant::Tablic), false, "").await;
    let notes: Vec<&str> =
        of_type(&next, "notice").iter().map(|v| v["message"].as_str().unwrap()).collect();
    let said = notes.iter().filter(|n| n.contains("cannot be read by this one")).count();
    assert_eq!(said, 1, "said once: {notes:?}");
    assert_eq!(of_type(&next, "state")[0]["seq"], 0);
}

/// A result never shown whose stored row does not read whole never stops `play`: with scores
/// that do not read it is told with the scores of its replayed log; with rules that do not
/// read it cannot be told, and a new game begins.
#[tokio::test]
async fn a_result_never_shown_whose_row_does_not_read_never_stops_play() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    killed_before_the_last_card(&db).await;
    let first = play(&db, Rules::preset(Variant::Tablic), false, "").await;
    let pool = sqlx::SqlitePool::connect(&format!("sqlite:{}", db.display())).await.unwrap();
    let edit = |sql: &'static str| {
        let pool = pool.clone();
        async move { sqlx::query(sql).execute(&pool).await.unwrap() }
    };
    edit("UPDATE matches SET result_shown_at = NULL, scores = 'x'").await;
    let again = play(&db, Rules::preset(Variant::Tablic), false, "").await;
    assert_eq!(again.last(), first.last(), "the same result as first told");

    edit("UPDATE matches SET result_shown_at = NULL, rules = '{'").await;
    let next = play(&db, Rules::preset(Variant::Tablic), false, "").await;
    assert!(of_type(&next, "match_over").is_empty(), "{next:#?}");
    assert_eq!(of_type(&next, "state")[0]["seq"], 0, "a new game: {next:#?}");
    pool.close().await;
}
