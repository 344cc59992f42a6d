//! The kill soak: `tablic play --jsonl` games SIGKILLed at random moments and started again
//! with the same `--db`, checking that no acknowledged move is lost, that every result is
//! reported, and that every database passes `PRAGMA integrity_check`. Ignored by default (it
//! runs for minutes); run it with
//!
//! ```text
//! TABLIC_SOAK_KILLS=1000 cargo test --test kill_soak -- --ignored --nocapture
//! ```
//!
//! `TABLIC_SOAK_KILLS` (default 300) is the number of kills, `TABLIC_SOAK_SEED` (default 1)
//! the seed of every random choice, so a failure reproduces; `TABLIC_SOAK_BIN` another
//! `tablic` binary to soak (a copy, say, while the tree is rebuilt).

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use bot_core::game::rng::Rng;
use bot_core::game::Action;
use bot_core::ids::MatchId;
use bot_core::store::Store;
use serde_json::{json, Value};

#[path = "support/jsonl.rs"]
mod jsonl;
use jsonl::Jsonl;

const WAIT: Duration = Duration::from_secs(60);
/// Games played on one database before a fresh one is taken.
const GAMES_PER_DB: usize = 3;

/// One variant and its options each database plays: claims and short targets end matches
/// often, and computers claim the moment they can (also while the program restarts).
const RULES: [&[&str]; 6] = [
    &["--variant", "tablic", "-o", "target=21"],
    &["--variant", "tablanette", "-o", "target=41"],
    &["--variant", "tablic", "-o", "short=yes"],
    &["--variant", "tablanette-jp", "-o", "target=31"],
    &["--variant", "tablic-40", "-o", "target=15"],
    &["--variant", "tabinet", "-o", "target=21"],
];

struct Process {
    child: Child,
    stdin: ChildStdin,
    lines: mpsc::Receiver<String>,
}

impl Process {
    fn start(db: &Path, extra: &[String]) -> Process {
        let bin = std::env::var_os("TABLIC_SOAK_BIN")
            .unwrap_or_else(|| env!("CARGO_BIN_EXE_tablic").into());
        let mut cmd = Command::new(bin);
        cmd.args(["play", "--jsonl", "--level", "greedy", "--db"]).arg(db).args(extra);
        let Jsonl { child, stdin, lines } = Jsonl::spawn(&mut cmd, Stdio::null());
        Process { child, stdin, lines }
    }

    /// The next line, or `None` at the end of output.
    fn next(&self) -> Option<Value> {
        match self.lines.recv_timeout(WAIT) {
            Ok(line) => Some(serde_json::from_str(&line).unwrap()),
            Err(mpsc::RecvTimeoutError::Disconnected) => None,
            Err(mpsc::RecvTimeoutError::Timeout) => panic!("no output for {WAIT:?}"),
        }
    }
}

/// What the program has told so far about the game in play.
#[derive(Default)]
struct Game {
    /// Moves known committed: the last state's seq plus the move lines printed after it.
    known: u64,
    /// Our moves acknowledged by their move line: seq → (card, take).
    acked: BTreeMap<u64, (String, Vec<String>)>,
    /// The move we sent at this seq and its line, not yet acknowledged.
    sent: Option<(u64, String, Vec<String>)>,
}

#[derive(Default)]
struct Tally {
    kills: u64,
    starts: u64,
    games: u64,
    moves: u64,
    repeated_results: u64,
    restore_ends: u64,
}

/// The policy: the largest capture of a random card that has one, else a random trail; now
/// and then a resignation.
fn choose(state: &Value, rng: &mut Rng) -> (String, String, Vec<String>) {
    if rng.below(400) == 0 {
        return (json!({ "resign": true }).to_string(), String::new(), vec![]);
    }
    let legal = state["legal"].as_array().unwrap();
    let entry = &legal[rng.below(legal.len() as u64) as usize];
    let card = entry["card"].as_str().unwrap().to_string();
    let take: Vec<String> = entry["options"]
        .get(0)
        .and_then(Value::as_array)
        .map(|t| t.iter().map(|c| c.as_str().unwrap().to_string()).collect())
        .unwrap_or_default();
    (json!({ "play": card, "take": take }).to_string(), card, take)
}

async fn integrity(db: &Path) {
    // Killed before it made the file: nothing to check yet.
    if !db.exists() {
        return;
    }
    let url = format!("sqlite:{}", db.display());
    let pool =
        sqlx::SqlitePool::connect(&url).await.unwrap_or_else(|e| panic!("{}: {e}", db.display()));
    let check: String =
        sqlx::query_scalar("PRAGMA integrity_check").fetch_one(&pool).await.unwrap();
    assert_eq!(check, "ok", "{}", db.display());
    pool.close().await;
}

#[test]
#[ignore = "a soak of minutes: run with --ignored"]
fn kill_soak() {
    let kills: u64 =
        std::env::var("TABLIC_SOAK_KILLS").ok().and_then(|v| v.parse().ok()).unwrap_or(300);
    let seed: u64 =
        std::env::var("TABLIC_SOAK_SEED").ok().and_then(|v| v.parse().ok()).unwrap_or(1);
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let mut rng = Rng::new(seed);
    let mut tally = Tally::default();
    let dir = tempfile::tempdir().unwrap();
    let started = std::time::Instant::now();
    let mut series = 0u64;
    while tally.kills < kills {
        series += 1;
        let db = dir.path().join(format!("soak-{series}.db"));
        let rules: Vec<String> =
            RULES[series as usize % RULES.len()].iter().map(|s| s.to_string()).collect();
        // game id → (winner, scores) as reported; each game's acknowledged moves.
        let mut results: BTreeMap<i64, Value> = BTreeMap::new();
        let mut finished_games: Vec<(i64, Game)> = Vec::new();
        let mut game = Game::default();
        let mut fresh = true;
        while finished_games.len() < GAMES_PER_DB {
            let mut extra = rules.clone();
            if fresh {
                extra.extend(["--seed".to_string(), rng.next_u64().to_string()]);
            }
            let mut p = Process::start(&db, &extra);
            tally.starts += 1;
            // Kill at a random moment from the start (while it migrates, restores, lets the
            // computers play what they owe), after a random number of lines, or never (a
            // clean run to the end).
            let mut killed = false;
            let kill_after = match rng.below(6) {
                0 => u64::MAX,
                1 => {
                    std::thread::sleep(Duration::from_micros(rng.below(40_000)));
                    p.child.kill().unwrap();
                    killed = true;
                    u64::MAX
                }
                _ => rng.below(40),
            };
            let mut read = 0u64;
            let mut first_state = true;
            let mut ended: Option<i64> = None;
            // Every line printed is read, also after the kill: what was printed was told.
            while let Some(v) = p.next() {
                read += 1;
                match v["type"].as_str().unwrap() {
                    "state" => {
                        let seq = v["seq"].as_u64().unwrap();
                        if first_state {
                            assert!(
                                seq >= game.known,
                                "restart at seq {seq}: {} moves were shown committed",
                                game.known
                            );
                            if let Some((at, _, _)) = &game.sent {
                                // Our unacknowledged move either committed or did not.
                                assert!(seq >= *at, "restart at {seq}, before our move at {at}");
                            }
                            first_state = false;
                        }
                        assert!(seq >= game.known, "state {seq} after {} committed", game.known);
                        game.known = seq;
                        if killed {
                            continue;
                        }
                        let (line, card, take) = choose(&v, &mut rng);
                        game.sent = Some((seq, card, take));
                        let _ = writeln!(p.stdin, "{line}");
                        let _ = p.stdin.flush();
                        tally.moves += 1;
                        if read >= kill_after {
                            // Killed while the move is being applied, or just after.
                            if rng.below(2) == 0 {
                                std::thread::sleep(Duration::from_micros(rng.below(3000)));
                            }
                            p.child.kill().unwrap();
                            killed = true;
                        }
                    }
                    "move" => {
                        if let Some((at, card, take)) = game.sent.take() {
                            if v["seat"] == 0 && v["card"] == card.as_str() && at == game.known {
                                let shown: Vec<String> = v["take"]
                                    .as_array()
                                    .unwrap()
                                    .iter()
                                    .map(|c| c.as_str().unwrap().to_string())
                                    .collect();
                                assert_eq!(shown, take);
                                game.acked.insert(at, (card, take));
                            } else {
                                game.sent = Some((at, card, take));
                            }
                        }
                        game.known += 1;
                    }
                    "match_over" => {
                        let id = v["game"].as_i64().expect("match_over names its game");
                        if results.insert(id, v.clone()).is_some() {
                            tally.repeated_results += 1;
                        }
                        if first_state {
                            tally.restore_ends += 1;
                        }
                        ended = Some(id);
                    }
                    _ => {}
                }
                if read >= kill_after && !killed && ended.is_none() {
                    p.child.kill().unwrap();
                    killed = true;
                }
            }
            let status = p.child.wait().unwrap();
            if killed {
                tally.kills += 1;
            } else {
                assert!(status.success(), "{status:?}");
            }
            if let Some(id) = ended {
                if finished_games.iter().any(|(g, _)| *g == id) {
                    // A result told again (its first telling was not yet marked seen).
                    game = Game::default();
                } else {
                    finished_games.push((id, std::mem::take(&mut game)));
                    tally.games += 1;
                }
                fresh = true;
            } else {
                fresh = false;
            }
            runtime.block_on(integrity(&db));
        }
        // One more start, its input closed at once: a result told just before a kill is told
        // again (it was not yet marked seen), the same as before; else it is a new game left.
        let p = Process::start(&db, &rules);
        drop(p.stdin);
        while let Some(v) =
            p.lines.recv_timeout(WAIT).ok().map(|l| serde_json::from_str::<Value>(&l).unwrap())
        {
            if v["type"] == "match_over" {
                let id = v["game"].as_i64().unwrap();
                assert_eq!(results.get(&id), Some(&v), "told again, and differently");
                tally.repeated_results += 1;
            }
        }
        let mut child = p.child;
        assert!(child.wait().unwrap().success());
        // Every finished match of the database was reported, as stored; every move we saw
        // acknowledged is in its log.
        runtime.block_on(async {
            let store = Store::open(&db).await.unwrap();
            for (id, game) in &finished_games {
                let summary = store.match_summary(MatchId(*id)).await.unwrap().unwrap();
                assert_eq!(summary.status, "finished", "game {id}");
                let told = &results[id];
                assert_eq!(told["match"], json!(summary.scores), "game {id}: {told}");
                assert_eq!(
                    told["winner"].as_u64().map(|w| w as u8),
                    summary.winner,
                    "game {id}: {told}"
                );
                let stored = store.load(MatchId(*id)).await.unwrap().unwrap();
                for (seq, (card, take)) in &game.acked {
                    let mv = &stored.moves[*seq as usize];
                    let Action::Play { card: c, take: t } = mv.action else { panic!("{mv:?}") };
                    assert_eq!((mv.seat, c.ascii()), (0, card.clone()), "game {id} move {seq}");
                    let t: Vec<String> = t.iter().map(|c| c.ascii()).collect();
                    assert_eq!(&t, take, "game {id} move {seq}");
                }
            }
            assert!(store
                .unshown_result(&adapter_terminal::local_channel())
                .await
                .unwrap()
                .is_none());
            store.close().await;
        });
        eprintln!(
            "series {series}: {} kills, {} starts, {} games, {} moves sent, {} results told again, {} ended while restarting, {:.0} s",
            tally.kills, tally.starts, tally.games, tally.moves, tally.repeated_results, tally.restore_ends,
            started.elapsed().as_secs_f64()
        );
    }
}
