//! `tablic play` against what goes wrong around it: bytes that are no text, lines too long,
//! a second player on the same database, databases that are no databases.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::io::Write;
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use serde_json::Value;

#[path = "support/jsonl.rs"]
mod jsonl;
use jsonl::Jsonl;

const WAIT: Duration = Duration::from_secs(60);

fn tablic_play(db: &Path, extra: &[&str]) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tablic"));
    cmd.args(["play", "--jsonl", "--level", "greedy", "--db"])
        .arg(db)
        .args(extra)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8");
    cmd
}

struct Running {
    child: Child,
    stdin: std::process::ChildStdin,
    lines: mpsc::Receiver<String>,
}

impl Running {
    fn start(db: &Path, extra: &[&str]) -> Running {
        let Jsonl { child, stdin, lines } =
            Jsonl::spawn(&mut tablic_play(db, extra), Stdio::null());
        Running { child, stdin, lines }
    }

    fn next(&self) -> Value {
        let line = self.lines.recv_timeout(WAIT).expect("a line in time");
        assert!(line.len() < 4096, "a line of {} bytes", line.len());
        serde_json::from_str(&line).unwrap()
    }

    fn until(&self, kind: &str) -> Value {
        loop {
            let v = self.next();
            if v["type"] == kind {
                return v;
            }
        }
    }

    fn send(&mut self, bytes: &[u8]) {
        self.stdin.write_all(bytes).unwrap();
        self.stdin.flush().unwrap();
    }

    fn stop(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

/// The first legal play of a state, as a line.
fn first_play(state: &Value) -> String {
    let entry = &state["legal"][0];
    let take = entry["options"].get(0).cloned().unwrap_or(Value::Array(vec![]));
    serde_json::json!({ "play": entry["card"], "take": take }).to_string() + "\n"
}

#[test]
fn bytes_that_are_not_text_and_huge_lines_get_an_error_and_play_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let mut p = Running::start(&dir.path().join("t.db"), &["--seed", "3"]);
    let state = p.until("state");
    let bad: Vec<Vec<u8>> = vec![
        b"{\"play\":\"\xff\xfe\"}\n".to_vec(),
        // A bad card of 60 KB is not echoed back whole.
        format!("{{\"play\":\"{}\"}}\n", "Z".repeat(60_000)).into_bytes(),
        // A line of 1 MB is skipped to its end: past the cap.
        format!("{{\"play\":\"{}\"}}\n", "Z".repeat(1 << 20)).into_bytes(),
        vec![0xC3, 0x28, b'\n'],
    ];
    for line in &bad {
        p.send(line);
        let reply = p.next();
        assert_eq!(reply["type"], "error", "{reply}");
        let message = reply["message"].as_str().unwrap();
        assert!(message.len() <= 400, "{} bytes of error", message.len());
        // The position is offered again, unchanged.
        assert_eq!(p.until("state")["seq"], state["seq"]);
    }
    // The next valid line is read and played.
    p.send(first_play(&state).as_bytes());
    assert_eq!(p.until("move")["seat"], 0);
    p.stop();
}

fn refused(out: &Output) -> String {
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr.clone()).unwrap();
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    err
}

#[test]
fn a_second_player_on_the_same_database_is_refused_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let mut first = Running::start(&db, &["--seed", "4"]);
    let state = first.until("state");
    // By another path to the same file, too.
    let other_path = dir.path().join(".").join("t.db");
    for path in [&db, &other_path] {
        let out = tablic_play(path, &[]).stdin(Stdio::null()).output().unwrap();
        let err = refused(&out);
        assert!(err.contains("another `tablic play` is using this database"), "{err}");
    }
    // The first goes on as if nothing happened.
    first.send(first_play(&state).as_bytes());
    assert_eq!(first.until("move")["seat"], 0);
    first.stop();
    // Once it is gone, the database is free again and the game resumes.
    let again = Running::start(&db, &[]);
    assert_eq!(again.until("notice")["message"], "Resuming your unfinished game.");
    again.stop();
}

#[test]
fn two_first_starts_on_a_new_database_make_one_game() {
    for i in 0..10 {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join(format!("new-{i}.db"));
        let spawn = || {
            tablic_play(&db, &[])
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        };
        let (a, b) = (spawn(), spawn());
        let outs = [a.wait_with_output().unwrap(), b.wait_with_output().unwrap()];
        for out in &outs {
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(!err.contains("upgraded"), "{err}");
            assert!(
                out.status.success() || err.contains("another `tablic play`"),
                "{:?}: {err}",
                out.status
            );
        }
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        let games = runtime.block_on(async {
            let store = bot_core::store::Store::open(&db).await.unwrap();
            let games = store.unfinished().await.unwrap().len();
            store.close().await;
            games
        });
        assert_eq!(games, 1, "run {i}");
    }
}

#[test]
fn a_database_that_cannot_be_one_exits_2_naming_the_problem() {
    let dir = tempfile::tempdir().unwrap();
    let garbage = dir.path().join("garbage.db");
    std::fs::write(&garbage, b"this is not a database, just some text\n".repeat(100)).unwrap();
    let cases: Vec<(std::path::PathBuf, &str)> = vec![
        (dir.path().to_path_buf(), "is a directory"),
        (garbage, "not a tablic database"),
        ("/proc/version".into(), "not a tablic database"),
    ];
    for (path, needle) in cases {
        let out = tablic_play(&path, &[]).stdin(Stdio::null()).output().unwrap();
        let err = refused(&out);
        assert!(err.contains(needle) && err.contains(&*path.to_string_lossy()), "{err}");
        assert!(err.contains(&format!("--db {}", path.display())), "{err}");
        assert!(!err.contains("try again"), "{err}");
    }
    // Given by the environment, the message names the environment, not a flag never typed.
    let out = Command::new(env!("CARGO_BIN_EXE_tablic"))
        .args(["play", "--jsonl", "--level", "greedy"])
        .env("TABLIC_DATABASE_URL", format!("sqlite:{}", dir.path().display()))
        .env("LANG", "C.UTF-8")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let err = refused(&out);
    let named = format!("TABLIC_DATABASE_URL {}: is a directory", dir.path().display());
    assert!(err.contains(&named), "{err}");
}

/// `--db` takes the same `sqlite:` URL as `TABLIC_DATABASE_URL`: the game is in that file,
/// not in a folder named "sqlite:" where the command ran.
#[test]
fn a_sqlite_url_in_db_names_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("url.db");
    let url = format!("sqlite://{}", file.display());
    let out = tablic_play(Path::new(&url), &[])
        .current_dir(dir.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(file.is_file(), "the game is kept in {}", file.display());
    assert!(!dir.path().join("sqlite:").exists(), "no folder named after the scheme");
}

/// A URL of a database tablic does not use is refused, in one line, instead of made into
/// folders named after it with a new SQLite file inside.
#[test]
fn a_url_of_another_database_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let out = tablic_play(Path::new("mysql://u:secret@h/db"), &[])
        .current_dir(dir.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let err = refused(&out);
    assert!(err.contains("--db mysql://u:") && err.contains("not mysql"), "{err}");
    assert!(!err.contains("secret"), "{err}");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0, "nothing made");
}
