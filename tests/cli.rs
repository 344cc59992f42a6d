//! The command-line contracts of DESIGN.md, through the real binary.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

#[path = "support/bin.rs"]
mod bin;

use bin::{stdout, tablic};

use serde_json::{json, Value};

#[test]
fn captures_json_lists_every_choice_with_its_groups() {
    let out = tablic(&[
        "captures",
        "--variant",
        "tablic",
        "--table",
        "AS 3H 6D 7C 8S QH",
        "--play",
        "9C",
        "--json",
    ]);
    assert!(out.status.success());
    let got: Value = serde_json::from_str(&stdout(&out)).unwrap();
    let expected = json!({"options": [
        {"take": ["AS", "3H", "6D", "8S"], "groups": [["AS", "8S"], ["3H", "6D"]]},
        {"take": ["3H", "6D"], "groups": [["3H", "6D"]]},
        {"take": ["AS", "8S"], "groups": [["AS", "8S"]]},
    ], "complete": true});
    assert_eq!(got, expected);
    // Key order as in DESIGN.md: take, then groups.
    assert!(stdout(&out).starts_with(r#"{"options":[{"take":"#));
}

#[test]
fn captures_accepts_every_notation_and_sweeps_as_one_option() {
    let out =
        tablic(&["captures", "-v", "tablanette", "--table", "5♠ td kD", "--play", "j♣", "--json"]);
    let got: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(
        got,
        json!({"options": [{"take": ["5S", "10D", "KD"], "groups": [["5S", "10D", "KD"]]}], "complete": true})
    );
    let out = tablic(&["captures", "--table", "AS 3H 6D 7C 8S QH", "--play", "KC"]);
    let text = stdout(&out);
    assert!(text.contains("6 captures") && text.contains("A♠+Q♥ · 6♦+8♠"), "{text}");
    let out = tablic(&["captures", "--table", "AS", "--play", "5C", "--json"]);
    assert_eq!(
        serde_json::from_str::<Value>(&stdout(&out)).unwrap(),
        json!({"options": [], "complete": true})
    );
}

#[test]
fn bad_arguments_exit_2_with_one_line() {
    let cases: [(&[&str], &str); 12] = [
        (&["captures", "--table", "AS XX", "--play", "9C"], "`XX` is not a card"),
        (&["captures", "--table", "AS AS", "--play", "9C"], "twice"),
        (&["captures", "--table", "AS", "--play", "AS"], "on the table and also played"),
        (&["captures", "--variant", "poker", "--table", "AS", "--play", "9C"], "unknown variant"),
        (
            &["captures", "-v", "tablic-40", "--table", "KS", "--play", "9C"],
            "not in the 40-card deck",
        ),
        (&["captures", "--table", "AS"], "--play"),
        (&["simulate", "--players", "5"], "2..=4"),
        (&["simulate", "--ai", "genius"], "unknown computer level"),
        (&["simulate", "-o", "partners=yes"], "partnerships need exactly four players"),
        (&["serve", "--shards", "0-3", "--shard-total", "2"], "shard 3 does not exist"),
        (&["serve", "--shards", "0-1"], "needs discord.shard_total"),
        (&["serve", "--shards", "3-1", "--shard-total", "4"], "runs backwards"),
    ];
    for (args, needle) in cases {
        let out = tablic(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}

/// A wait for another process's roles past an hour is refused before anything is opened.
#[test]
fn serve_refuses_a_claim_wait_out_of_range_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("never.db");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tablic"))
        .arg("serve")
        .env("TABLIC_DATABASE__CLAIM_WAIT_SECONDS", "3601")
        .env("TABLIC_DATABASE_URL", format!("sqlite://{}", db.display()))
        .env("TELEGRAM_TOKEN", "1:x")
        .env("TABLIC_TELEGRAM_API_URL", "http://127.0.0.1:9")
        .env("TABLIC_HTTP__LISTEN", "")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(err.contains("database.claim_wait_seconds must be 0 to 3600, not 3601"), "{err}");
    assert!(!db.exists(), "nothing opened");
}

#[test]
fn simulate_jsonl_prints_each_hand_then_a_summary() {
    let out = tablic(&[
        "simulate",
        "--variant",
        "tablic",
        "--players",
        "2",
        "--hands",
        "50",
        "--seed",
        "3",
        "--jsonl",
    ]);
    assert!(out.status.success());
    let lines: Vec<Value> =
        stdout(&out).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 51);
    for (i, hand) in lines[..50].iter().enumerate() {
        assert_eq!(hand["hand"], i);
        let cards: u64 =
            hand["captured"].as_array().unwrap().iter().map(|v| v.as_u64().unwrap()).sum();
        assert_eq!(cards, 52);
        let points: u64 =
            hand["points"].as_array().unwrap().iter().map(|v| v.as_u64().unwrap()).sum();
        let tablas: u64 =
            hand["tablas"].as_array().unwrap().iter().map(|v| v.as_u64().unwrap()).sum();
        // 22 card points, 3 for most cards unless tied (26 each), 1 a tabla.
        let most = if hand["captured"][0] == hand["captured"][1] { 0 } else { 3 };
        assert_eq!(points, 22 + most + tablas, "{hand}");
    }
    let summary = &lines[50];
    assert_eq!(summary["hands"], 50);
    assert_eq!(summary["moves"], 50 * 48);
    assert!(summary["seconds"].as_f64().unwrap() >= 0.0);
    // The same seed gives the same hands.
    let again = tablic(&["simulate", "--hands", "50", "--seed", "3", "--jsonl", "-p", "2"]);
    let (first, second) = (stdout(&out), stdout(&again));
    assert_eq!(
        first.lines().take(50).collect::<Vec<_>>(),
        second.lines().take(50).collect::<Vec<_>>()
    );
    // Three players, 40 cards: 11 a hand plus tablas.
    let out =
        tablic(&["simulate", "-v", "tablic-40", "--hands", "20", "--jsonl", "--ai", "greedy"]);
    for line in stdout(&out).lines().take(20) {
        let hand: Value = serde_json::from_str(line).unwrap();
        let points: u64 =
            hand["points"].as_array().unwrap().iter().map(|v| v.as_u64().unwrap()).sum();
        let tablas: u64 =
            hand["tablas"].as_array().unwrap().iter().map(|v| v.as_u64().unwrap()).sum();
        assert_eq!(hand["points"].as_array().unwrap().len(), 3);
        assert_eq!(points, 11 + tablas, "{hand}");
    }
}

/// 26 cards on the table used to take over a minute and hundreds of megabytes of JSON; now a
/// bounded list comes back at once, says it is cut, and `--limit` moves the cut.
#[test]
fn captures_on_a_huge_table_are_a_bounded_list_that_says_so() {
    let table = "AS AH AD AC 2S 2H 2D 2C 3S 3H 3D 3C 4S 4H 4D 4C 5S 5H 5D 5C 6S 6H 6D 6C 7S 7H";
    let run = |extra: &[&str]| -> Value {
        let mut args = vec!["captures", "--table", table, "--play", "KC", "--json"];
        args.extend_from_slice(extra);
        let (tx, rx) = std::sync::mpsc::channel();
        let owned: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        std::thread::spawn(move || {
            let args: Vec<&str> = owned.iter().map(String::as_str).collect();
            let _ = tx.send(tablic(&args));
        });
        let out = rx.recv_timeout(std::time::Duration::from_secs(60)).expect("an answer in time");
        assert!(out.status.success());
        serde_json::from_str(&stdout(&out)).unwrap()
    };
    let got = run(&[]);
    assert_eq!(got["complete"], false);
    let options = got["options"].as_array().unwrap();
    assert_eq!(options.len(), 1000);
    // Largest first: the first takes all 26 cards.
    assert_eq!(options[0]["take"].as_array().unwrap().len(), 26);
    let few = run(&["--limit", "5"]);
    assert_eq!(few["options"].as_array().unwrap().len(), 5);
    let out = tablic(&["captures", "--table", table, "--play", "KC", "--limit", "0"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn simulate_help_names_every_computer_level() {
    let out = tablic(&["simulate", "--help"]);
    let text = stdout(&out);
    for level in ["random", "greedy", "easy", "medium", "hard"] {
        assert!(text.contains(level), "{level} missing from: {text}");
    }
}

/// `tablic standings` reads the board of the games `tablic play` kept in the same database,
/// and refuses a word it does not know with one line and exit status 2.
#[test]
fn standings_show_the_games_played_in_the_terminal() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db").display().to_string();
    let standings = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_tablic"))
            .args(["standings", "--db", &db])
            .args(args)
            .env("LANG", "C")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .output()
            .unwrap()
    };
    // Before any game: said, and no database is made.
    let out = standings(&[]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(err.contains("no such file: play a game with `tablic play` first"), "{err}");
    assert!(!std::path::Path::new(&db).exists(), "a database made by reading standings");
    // A one-hand game against the computer, played to its end (lost 5 : 26).
    let mut play = Command::new(env!("CARGO_BIN_EXE_tablic"))
        .args(["play", "--db", &db, "--level", "greedy", "--seed", "7", "-o", "short=yes"])
        .args(["--lang", "en"])
        .env("USER", "ana")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    play.stdin.take().unwrap().write_all("1\n".repeat(120).as_bytes()).unwrap();
    assert!(play.wait_with_output().unwrap().status.success());
    let out = standings(&["--period", "all"]);
    let text = stdout(&out);
    assert!(text.starts_with("── Standings — all time · games with computers count ──\n  1. ana — 0 points · 1 game (1 with computers), 0 won\n  Points are title points: "), "{text}");
    assert!(text.ends_with("\n  Other boards: points or strength, and month, last-month, season, last-season or all, e.g. `tablic standings --board strength --period season`.\n"), "{text}");
    // The words of any language, and the texts in the one asked for.
    let out = standings(&["--board", "snaga", "--period", "sezona", "--lang", "hr"]);
    assert!(
        stdout(&out).starts_with("── Snaga — ova sezona · računaju se i igre s računalom ──\n"),
        "{}",
        stdout(&out)
    );
    let out = standings(&["--period", "weekly"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err, "error: `weekly` is neither a board nor a span of time here: choose points or strength, and month, last-month, season, last-season or all, e.g. `tablic standings --board strength --period season`.\n");
}

/// A SQLite file with the schema of an older tablic (every migration before 0016), as that
/// release's `tablic play` left it (WAL, closed).
fn older_database(path: &std::path::Path) {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    runtime.block_on(async {
        let earlier = path.with_extension("migrations");
        std::fs::create_dir(&earlier).unwrap();
        let all = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations/sqlite");
        for entry in std::fs::read_dir(&all).unwrap() {
            let name = entry.unwrap().file_name();
            if name.to_string_lossy().as_ref() < "0016" {
                std::fs::copy(all.join(&name), earlier.join(&name)).unwrap();
            }
        }
        let options = sqlx::sqlite::SqliteConnectOptions::new()
            .filename(path)
            .create_if_missing(true)
            .journal_mode(sqlx::sqlite::SqliteJournalMode::Wal);
        let pool = sqlx::SqlitePool::connect_with(options).await.unwrap();
        sqlx::migrate::Migrator::new(earlier.as_path()).await.unwrap().run(&pool).await.unwrap();
        pool.close().await;
    });
}

/// `tablic standings` never upgrades a database (an older `tablic play` may be using it): on
/// a file of an older tablic it says so in one line, names the command that upgrades it, and
/// leaves the file as it was, byte for byte.
#[test]
fn standings_leave_an_older_database_unchanged_and_say_how_to_upgrade_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.db");
    older_database(&path);
    let before = std::fs::read(&path).unwrap();
    let db = path.display().to_string();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tablic"))
        .args(["standings", "--db", &db, "--lang", "en"])
        .output()
        .unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(std::fs::read(&path).unwrap() == before, "the database was changed");
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(out.stdout.is_empty());
    assert_eq!(
        err,
        format!(
            "error: {db} is from an older tablic; `tablic play --db {db}` upgrades it (once \
             no older `tablic play` is using it), and then the standings can be read.\n"
        )
    );
}
