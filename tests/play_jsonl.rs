//! End to end through the real binary: `tablic play --jsonl`, a program on the other side.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::io::Write;
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use serde_json::{json, Value};

#[path = "support/jsonl.rs"]
mod jsonl;
use jsonl::Jsonl;

/// Every read waits at most this long: a hung binary fails the test instead of hanging it.
const READ_TIMEOUT: Duration = Duration::from_secs(30);

struct Player {
    child: Child,
    stdin: ChildStdin,
    lines: mpsc::Receiver<String>,
}

impl Player {
    fn start(db: &Path, extra: &[&str]) -> Player {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_tablic"));
        cmd.args(["play", "--jsonl", "--db"]).arg(db).args(extra);
        let Jsonl { child, stdin, lines } = Jsonl::spawn(&mut cmd, Stdio::inherit());
        Player { child, stdin, lines }
    }

    fn next(&mut self) -> Option<Value> {
        let line = self.lines.recv_timeout(READ_TIMEOUT).ok()?;
        Some(serde_json::from_str(&line).unwrap_or_else(|e| panic!("not JSON: {line}: {e}")))
    }

    /// Reads until a line of `kind` (returning it) or the end of output.
    fn until(&mut self, kind: &str, seen: &mut Vec<Value>) -> Option<Value> {
        while let Some(v) = self.next() {
            seen.push(v.clone());
            if v["type"] == kind {
                return Some(v);
            }
            if v["type"] == "match_over" && kind != "match_over" {
                return None;
            }
        }
        None
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    fn kill(mut self) {
        self.child.kill().unwrap(); // SIGKILL on Unix
        self.child.wait().unwrap();
    }

    fn finish(mut self) -> std::process::ExitStatus {
        drop(self.stdin);
        self.child.wait().unwrap()
    }
}

/// The program's fixed policy: the largest capture of the first card that has one, else trail
/// the first card.
fn choose(state: &Value) -> String {
    let legal = state["legal"].as_array().unwrap();
    for entry in legal {
        if let Some(first) = entry["options"].as_array().unwrap().first() {
            return json!({ "play": entry["card"], "take": first }).to_string();
        }
    }
    json!({ "play": legal[0]["card"], "take": [] }).to_string()
}

/// The part of a state that must survive a restart exactly.
fn essence(state: &Value) -> Value {
    json!({
        "seq": state["seq"], "hand": state["hand"], "table": state["table"], "captured": state["captured"],
        "scores": state["scores"], "match": state["match"], "legal": state["legal"],
    })
}

#[test]
fn a_whole_match_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let mut p = Player::start(&db, &["--seed", "11", "--level", "greedy"]);
    let mut seen = Vec::new();
    let mut moves = 0;
    while let Some(state) = p.until("state", &mut seen) {
        assert_eq!(state["you"], 0);
        assert_eq!(state["to_move"], 0);
        p.send(&choose(&state));
        moves += 1;
        assert!(moves < 2_000, "the match does not end");
    }
    let over = seen.last().expect("output");
    assert_eq!(over["type"], "match_over", "last line: {over}");
    let hands: Vec<&Value> = seen.iter().filter(|v| v["type"] == "hand_over").collect();
    assert!(!hands.is_empty());
    // Every hand of tablic: 22 card points, most cards 3 unless tied, plus tablas; the cards
    // left on the table, if any, went to the dealer's side and are among its captured.
    let mut leftovers = 0;
    for h in &hands {
        let points: u64 =
            h["card_points"].as_array().unwrap().iter().map(|v| v.as_u64().unwrap()).sum();
        assert_eq!(points, 22, "{h}");
        let captured: u64 =
            h["captured"].as_array().unwrap().iter().map(|v| v.as_u64().unwrap()).sum();
        assert_eq!(captured, 52, "{h}");
        let leftover = &h["leftover"];
        if leftover.is_null() {
            continue;
        }
        leftovers += 1;
        assert_eq!(leftover["by"], "dealer", "{h}");
        let side = leftover["side"].as_u64().unwrap() as usize;
        let count = leftover["count"].as_u64().unwrap();
        assert!((1..=52).contains(&count), "{h}");
        assert!(h["captured"][side].as_u64().unwrap() >= count, "{h}");
    }
    assert!(leftovers > 0, "no hand of the match ended with cards on the table: {hands:?}");
    // The match ends at the target, or earlier by a claim (a claim counts the points captured
    // in the hand in play, which the match score does not show yet).
    let final_scores = &over["match"];
    let at_target = final_scores.as_array().unwrap().iter().any(|s| s.as_u64().unwrap() >= 101);
    let by_claim = matches!(over["reason"].as_str(), Some("claim" | "failed_claim"));
    assert!(at_target || by_claim, "{over}");
    assert!(p.finish().success());
    // The finished match is stored: a new run starts a new game rather than resuming.
    let mut again = Player::start(&db, &["--seed", "12"]);
    let mut seen = Vec::new();
    let state = again.until("state", &mut seen).expect("a new game");
    assert!(!seen.iter().any(|v| v["message"].as_str().is_some_and(|m| m.contains("Resuming"))));
    assert_eq!(state["match"], json!([0, 0]));
    again.kill();
}

#[test]
fn bad_lines_get_an_error_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let mut p = Player::start(&db, &["--seed", "5"]);
    let mut seen = Vec::new();
    let state = p.until("state", &mut seen).unwrap();
    let hand: Vec<String> =
        state["hand"].as_array().unwrap().iter().map(|c| c.as_str().unwrap().to_string()).collect();
    let table: Vec<String> = state["table"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap().to_string())
        .collect();
    let not_mine = ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S"]
        .into_iter()
        .find(|c| !hand.contains(&c.to_string()) && !table.contains(&c.to_string()))
        .unwrap();
    let bad = [
        "this is not json".to_string(),
        "{}".to_string(),
        r#"{"play":"ZZ"}"#.to_string(),
        json!({ "play": not_mine, "take": [] }).to_string(),
        json!({ "play": hand[0], "take": [not_mine] }).to_string(),
        json!({ "play": hand[0], "take": table }).to_string(),
        json!({ "play": hand[0], "claim": true }).to_string(),
        r#"{"redeal":true}"#.to_string(),
        r#"{"fly":true}"#.to_string(),
    ];
    for line in &bad {
        p.send(line);
        let mut reply = p.next().expect("a reply");
        // The position is shown again after a refusal, unchanged.
        while reply["type"] == "state" {
            assert_eq!(essence(&reply), essence(&state));
            reply = p.next().expect("a reply");
        }
        // Taking the whole table can be legal by chance; every other line must be refused.
        if reply["type"] == "move" {
            assert_eq!(line, &bad[5], "only the whole-table take may be legal: {line}");
            p.kill();
            return;
        }
        assert_eq!(reply["type"], "error", "{line} → {reply}");
        let message = reply["message"].as_str().unwrap();
        assert!(!message.is_empty() && !message.contains('\n'), "{message}");
    }
    p.kill();
    // Nothing changed: a restart shows the very same position.
    let mut again = Player::start(&db, &[]);
    let mut seen = Vec::new();
    let resumed = again.until("state", &mut seen).unwrap();
    assert_eq!(essence(&resumed), essence(&state));
    again.kill();
}

/// The states before each of our first 60 moves of an uninterrupted game with seed 77.
fn reference_states(db: &Path) -> Vec<Value> {
    let mut reference = Vec::new();
    let mut p = Player::start(db, &["--seed", "77"]);
    let mut seen = Vec::new();
    while let Some(state) = p.until("state", &mut seen) {
        p.send(&choose(&state));
        reference.push(essence(&state));
        if reference.len() == 60 {
            break;
        }
    }
    p.kill();
    assert_eq!(reference.len(), 60);
    reference
}

/// The game of [`reference_states`] on `db`, killed with SIGKILL at several points: right
/// after a state line (waiting for input) and right after sending a move (while it is being
/// applied); every restart resumes where the reference was.
fn resumes_through_kills(db: &Path, reference: &[Value]) {
    let mut index = 0; // position in the reference
    let mut kills = 0;
    let mut p = Player::start(db, &["--seed", "77"]);
    while index < reference.len() {
        let mut seen = Vec::new();
        let Some(state) = p.until("state", &mut seen) else { panic!("output ended early") };
        let got = essence(&state);
        // After a kill mid-move, the move either committed (the next state) or did not.
        let at = reference[index..].iter().position(|r| *r == got).map(|k| index + k);
        let Some(at) = at else { panic!("state after restart is not in the reference: {got}") };
        assert!(at <= index + 1, "skipped ahead from {index} to {at}");
        index = at;
        if index % 9 == 4 && kills < 6 {
            kills += 1;
            if kills % 2 == 0 {
                p.send(&choose(&state));
            }
            p.kill();
            p = Player::start(db, &[]);
            continue;
        }
        p.send(&choose(&state));
        index += 1;
    }
    assert!(kills >= 4, "only {kills} kills");
    p.kill();
}

#[test]
fn killed_mid_hand_resumes_with_identical_state() {
    let dir = tempfile::tempdir().unwrap();
    let reference = reference_states(&dir.path().join("ref.db"));
    resumes_through_kills(&dir.path().join("killed.db"), &reference);
}

/// `--db postgres://…`: the same game on a real PostgreSQL server (a throwaway cluster),
/// killed and resumed as on SQLite, state for state; a second player on the database is
/// refused while the first plays.
#[test]
fn play_on_postgresql_resumes_after_kills_like_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let reference = reference_states(&dir.path().join("ref.db"));
    let url = pg_harness::Cluster::shared().fresh_database();
    resumes_through_kills(Path::new(&url), &reference);

    let mut first = Player::start(Path::new(&url), &[]);
    let mut seen = Vec::new();
    assert!(first.until("state", &mut seen).is_some(), "{seen:?}");
    let second = Command::new(env!("CARGO_BIN_EXE_tablic"))
        .args(["play", "--jsonl", "--db", &url])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(second.status.code(), Some(2));
    let said = String::from_utf8_lossy(&second.stderr);
    assert!(said.contains("another `tablic play` is using this database"), "{said}");
    first.kill();
}
