//! The load benchmark: `tablic serve` (the real binary, both platforms in one process) against
//! the local Telegram and Discord stand-ins enforcing each platform's limits, with many groups
//! and guild channels playing at once, at human pace and at full speed.
//!
//! ```sh
//! cargo bench --bench load -- --groups 12 --guilds 12 --seconds 150
//! ```
//!
//! Options: `--groups N` (Telegram groups, each a game of two people), `--guilds N` (Discord
//! channels, each a game of two members), `--seconds S` (per pace), `--pace human|full|both`.
//! At human pace each person thinks 2.5–5 s before a move (after the notice that it is their
//! turn) and takes 0.4 s between a card and its capture; at full speed they act as soon as
//! they can. Reported per platform and pace: limit hits (429s, calls made before a
//! `retry_after` was over), table lag (from a move's answer to the table showing it) p50, p95
//! and max, turn notices delivered, calls per move, and on Discord the slowest first answer.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs, dead_code)]

#[path = "../tests/support/discord.rs"]
mod discord;
#[path = "../tests/support/telegram.rs"]
mod telegram;
#[path = "../tests/support/transcripts.rs"]
mod transcripts;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

const YOUR_TURN: &str = "Your turn: choose a card";
const HAND: &str = "🃏 Your cards";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pace {
    Human,
    Full,
}

impl Pace {
    fn name(self) -> &'static str {
        match self {
            Pace::Human => "human",
            Pace::Full => "full speed",
        }
    }

    /// Time to think before a move.
    fn think(self, rng: &mut u64) -> Duration {
        match self {
            Pace::Human => Duration::from_millis(2_500 + next(rng) % 2_500),
            Pace::Full => Duration::ZERO,
        }
    }

    /// Time between pressing a card and its capture.
    fn pick(self) -> Duration {
        match self {
            Pace::Human => Duration::from_millis(400),
            Pace::Full => Duration::ZERO,
        }
    }
}

fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

struct Options {
    groups: usize,
    guilds: usize,
    seconds: u64,
    paces: Vec<Pace>,
}

fn options() -> Options {
    let args: Vec<String> = std::env::args().collect();
    let value =
        |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned();
    let paces = match value("--pace").as_deref() {
        Some("human") => vec![Pace::Human],
        Some("full") => vec![Pace::Full],
        _ => vec![Pace::Human, Pace::Full],
    };
    Options {
        groups: value("--groups").and_then(|v| v.parse().ok()).unwrap_or(12),
        guilds: value("--guilds").and_then(|v| v.parse().ok()).unwrap_or(12),
        seconds: value("--seconds").and_then(|v| v.parse().ok()).unwrap_or(150),
        paces,
    }
}

/// Moves made: (game's table, moves after it, when it was answered).
#[derive(Default)]
struct Made {
    /// Moves made: the chat (Telegram; 0 on Discord, whose ids are unique), its table
    /// message, the move's number, when it was answered.
    moves: Vec<(i64, u64, u32, Instant)>,
    turns: usize,
    errors: Vec<String>,
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn summary(lags: &mut [f64]) -> String {
    lags.sort_by(|a, b| a.total_cmp(b));
    format!(
        "p50 {:.2} s, p95 {:.2} s, max {:.2} s ({} moves)",
        percentile(lags, 0.5),
        percentile(lags, 0.95),
        lags.last().copied().unwrap_or(f64::NAN),
        lags.len()
    )
}

// ---------------------------------------------------------------- Telegram

/// `Game 12 · move 17` in a text.
fn stamp(text: &str) -> Option<(i64, u32)> {
    let rest = &text[text.rfind("Game ")? + 5..];
    let (game, rest) = rest.split_once(" · move ")?;
    let moves: String = rest.chars().take_while(char::is_ascii_digit).collect();
    Some((game.parse().ok()?, moves.parse().ok()?))
}

async fn tg_press(
    tg: &telegram::StandIn,
    chat: i64,
    message: i32,
    who: &telegram::Person,
    data: &str,
) -> bool {
    let query = tg.press(chat, message, who, data);
    let waited = tokio::time::timeout(Duration::from_secs(30), async {
        loop {
            if let Some(answer) = tg.with(|w| w.answer(&query).cloned()) {
                return answer;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await;
    matches!(waited, Ok(answer) if answer["show_alert"] != Value::Bool(true))
}

/// One Telegram group's game of two, played until `until` or its end.
async fn tg_group(
    tg: telegram::StandIn,
    group: i64,
    players: [telegram::Person; 2],
    pace: Pace,
    until: Instant,
    made: Arc<Mutex<Made>>,
) {
    let mut rng = (group.unsigned_abs() << 1) | 1;
    tg.say(group, None, &players[0], "/new tablic short=yes");
    let lobby = tg
        .wait("the lobby", Duration::from_secs(60), |w| w.latest(group, None, "🃏 tablic").cloned())
        .await;
    // People join and start at their pace too.
    tokio::time::sleep(pace.think(&mut rng)).await;
    tg_press(&tg, group, lobby.id, &players[1], "J").await;
    tokio::time::sleep(pace.think(&mut rng)).await;
    tg_press(&tg, group, lobby.id, &players[0], "S").await;
    let mut expect = 0;
    while Instant::now() < until {
        // The turn: the player whose newest hand message has their cards to press.
        let turn = tokio::time::timeout(Duration::from_secs(90), async {
            loop {
                let found = tg.with(|w| {
                    let mut over = false;
                    for p in &players {
                        let Some(m) = w
                            .bot_messages(p.id as i64, None)
                            .into_iter()
                            .rev()
                            .find(|m| {
                                m.text.starts_with(HAND) || m.text.starts_with("🃏 The match")
                            })
                            .cloned()
                        else {
                            continue;
                        };
                        if m.text.starts_with("🃏 The match") {
                            over = true;
                        }
                        let Some((_, moves)) = stamp(&m.text) else { continue };
                        if m.text.contains(YOUR_TURN) && m.button("k:").is_some() && moves >= expect
                        {
                            return Some(Some((p.clone(), m, moves)));
                        }
                    }
                    over.then_some(None)
                });
                if let Some(found) = found {
                    return found;
                }
                tokio::time::sleep(Duration::from_millis(30)).await;
            }
        })
        .await;
        let Ok(Some((who, hand, moves))) = turn else { break };
        made.lock().unwrap().turns += 1;
        tokio::time::sleep(pace.think(&mut rng)).await;
        let chat = who.id as i64;
        let card = hand.button("k:").and_then(|b| b.data).unwrap();
        if !tg_press(&tg, chat, hand.id, &who, &card).await {
            made.lock().unwrap().errors.push(format!("telegram {group}: card refused"));
            break;
        }
        let mut answered = Instant::now();
        // Its captures, or the move already made.
        let choices = tokio::time::timeout(Duration::from_secs(30), async {
            loop {
                let seen = tg.with(|w| {
                    let m = w.messages.get(&(chat, hand.id))?;
                    if stamp(&m.text).is_some_and(|(_, n)| n > moves) || m.buttons().is_empty() {
                        return Some(None);
                    }
                    m.button("t:").map(|_| Some(m.clone()))
                });
                if let Some(seen) = seen {
                    return seen;
                }
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        })
        .await
        .ok()
        .flatten();
        if let Some(choices) = choices {
            tokio::time::sleep(pace.pick()).await;
            let take = choices
                .buttons()
                .into_iter()
                .filter_map(|b| b.data)
                .find(|d| d.starts_with("t:") && !d.ends_with(":-"))
                .or_else(|| choices.button("t:").and_then(|b| b.data))
                .unwrap();
            if !tg_press(&tg, chat, hand.id, &who, &take).await {
                made.lock().unwrap().errors.push(format!("telegram {group}: take refused"));
                break;
            }
            answered = Instant::now();
        }
        made.lock().unwrap().moves.push((group, lobby.id as u64, moves + 1, answered));
        expect = moves + 1;
    }
}

struct TgReport {
    throttled: usize,
    /// 429s by the limit passed: a group's, a private chat's, the bot's overall.
    throttled_by: [usize; 3],
    early: usize,
    lags: Vec<f64>,
    notices: usize,
    turns: usize,
    writes: usize,
    moves: usize,
    group_calls_per_minute_max: usize,
    errors: Vec<String>,
}

/// 429s so far by the limit passed: groups', private chats', overall.
fn throttled_by(w: &telegram::World) -> [usize; 3] {
    let mut by = [0; 3];
    for (chat, n) in &w.throttled_in {
        by[match chat {
            c if *c < 0 => 0,
            c if *c > 0 => 1,
            _ => 2,
        }] += n;
    }
    by
}

async fn run_telegram(
    tg: &telegram::StandIn,
    groups: usize,
    pace: Pace,
    seconds: u64,
    base: i64,
) -> TgReport {
    let until = Instant::now() + Duration::from_secs(seconds);
    let made = Arc::new(Mutex::new(Made::default()));
    let writes_before = tg.with(|w| w.log.len());
    let throttled_before = tg.with(|w| (w.throttled, throttled_by(w)));
    let mut tasks = Vec::new();
    let mut ids = Vec::new();
    for g in 0..groups {
        let group = -(base + g as i64);
        let first = (base as u64) * 10 + (g as u64) * 2;
        let a = tg.person(first, &format!("A{g}"), true);
        let b = tg.person(first + 1, &format!("B{g}"), true);
        tg.group(group, &format!("Load {g}"), false, &[a.id]);
        ids.push((group, [a.clone(), b.clone()]));
        tasks.push(tokio::spawn(tg_group(
            tg.clone(),
            group,
            [a, b],
            pace,
            until,
            Arc::clone(&made),
        )));
        tokio::time::sleep(Duration::from_millis(150)).await;
    }
    for t in tasks {
        let _ = t.await;
    }
    // What is still on its way has a moment to arrive.
    tg.settle(Duration::from_secs(4)).await;
    let made = made.lock().unwrap();
    tg.with(|w| {
        let mut lags = Vec::new();
        for (group, table, moves, answered) in &made.moves {
            // Message ids count per chat: the table is looked up in its own group.
            let Some(m) = w.messages.get(&(*group, *table as i32)) else {
                continue;
            };
            let shown = m
                .versions
                .iter()
                .zip(&m.times)
                .find(|((text, _), _)| {
                    stamp(text).is_some_and(|(_, n)| n >= *moves)
                        || text.contains("Final score")
                        || text.contains("is drawn")
                })
                .map(|(_, t)| *t);
            match shown {
                Some(t) => lags.push(t.saturating_duration_since(*answered).as_secs_f64()),
                None => {
                    if std::env::var_os("LOAD_DEBUG").is_some() {
                        eprintln!("never shown: move {moves} on {table}: {:?}", m.text);
                    }
                    lags.push(f64::INFINITY)
                }
            }
        }
        let notices: usize = ids
            .iter()
            .flat_map(|(_, ps)| ps.iter())
            .map(|p| {
                w.bot_messages(p.id as i64, None)
                    .iter()
                    .filter(|m| m.versions.first().is_some_and(|(t, _)| t.contains(YOUR_TURN)))
                    .count()
            })
            .sum();
        let log = &w.log[writes_before..];
        let writes = log
            .iter()
            .filter(|l| {
                matches!(l.method.as_str(), "sendmessage" | "editmessagetext" | "deletemessage")
            })
            .count();
        if std::env::var_os("LOAD_DEBUG").is_some() {
            if let Some((group, _)) = ids.first() {
                let start = log.iter().find(|l| l.chat == Some(*group)).map(|l| l.at);
                for l in log.iter().filter(|l| l.chat == Some(*group)).take(12) {
                    let at = start.map_or(0.0, |s| l.at.duration_since(s).as_secs_f64());
                    let text = l.body["text"].as_str().unwrap_or("").lines().last().unwrap_or("");
                    eprintln!("{at:7.2} {} {} {text}", l.method, l.status);
                }
            }
        }
        // The busiest group's busiest minute, as the stand-in saw the calls arrive.
        let mut busiest = 0;
        for (group, _) in &ids {
            let times: Vec<Instant> = log
                .iter()
                .filter(|l| l.chat == Some(*group) && l.status == 200)
                .map(|l| l.at)
                .collect();
            for (i, t) in times.iter().enumerate() {
                let n = times[i..]
                    .iter()
                    .take_while(|u| u.duration_since(*t) < Duration::from_secs(60))
                    .count();
                busiest = busiest.max(n);
            }
        }
        TgReport {
            throttled: w.throttled - throttled_before.0,
            throttled_by: {
                let now = throttled_by(w);
                std::array::from_fn(|i| now[i] - throttled_before.1[i])
            },
            early: w.early,
            lags,
            notices,
            turns: made.turns,
            writes,
            moves: made.moves.len(),
            group_calls_per_minute_max: busiest,
            errors: made.errors.clone(),
        }
    })
}

// ---------------------------------------------------------------- Discord

fn member(id: u64, name: String) -> discord::Member {
    discord::Member::new(id, Box::leak(name.into_boxed_str()))
}

fn mover_of<'a>(
    table: &discord::Msg,
    players: &'a [discord::Member],
) -> Option<&'a discord::Member> {
    players.iter().find(|p| table.content.contains(&format!("<@{}>", p.id)))
}

/// One Discord channel's game of two, played until `until` or its end.
async fn dc_channel(
    d: discord::StandIn,
    channel: u64,
    players: [discord::Member; 2],
    pace: Pace,
    until: Instant,
    made: Arc<Mutex<Made>>,
) {
    let mut rng = channel | 1;
    let short = json!([{ "name": "short", "type": 5, "value": true }]);
    let before = d.tables(channel).len();
    d.slash(&players[0], channel, "new", short).await;
    let table = d
        .wait_for("the table", |s| {
            let t = s.tables(channel);
            (t.len() > before).then(|| t.last().unwrap().id)
        })
        .await;
    tokio::time::sleep(pace.think(&mut rng)).await;
    d.press(&players[1], table, &d.message(table).button("t1:join").unwrap()).await;
    d.wait_for("seated", |s| s.message(table).all_text().contains(players[1].name).then_some(()))
        .await;
    tokio::time::sleep(pace.think(&mut rng)).await;
    d.press(&players[0], table, &d.message(table).button("t1:start").unwrap()).await;
    let mut last = None;
    while Instant::now() < until {
        let turn = tokio::time::timeout(Duration::from_secs(90), async {
            loop {
                let t = d.message(table);
                if t.button("t1:again:").is_some() || t.buttons().is_empty() {
                    return None;
                }
                if let (Some(p), Some((_, moves))) = (mover_of(&t, &players), t.position()) {
                    if last.is_none_or(|l| moves > l) {
                        // At human pace the person acts on their notice (the first mover on
                        // the start's answer); at full speed as soon as the table says.
                        let notice = d
                            .notices(channel)
                            .last()
                            .filter(|n| n.content.contains(&format!("<@{}>", p.id)))
                            .cloned();
                        if pace == Pace::Full || notice.is_some() || moves == 0 {
                            return Some((p.clone(), moves, notice));
                        }
                    }
                }
                tokio::time::sleep(Duration::from_millis(30)).await;
            }
        })
        .await;
        let Ok(Some((who, moves, notice))) = turn else { break };
        made.lock().unwrap().turns += 1;
        tokio::time::sleep(pace.think(&mut rng)).await;
        let (source, button) = match &notice {
            Some(n) => (n.id, n.button("t1:hand:").unwrap()),
            None => (table, d.message(table).button("t1:hand:").unwrap()),
        };
        let ix = d.press(&who, source, &button).await;
        let Some(hand) = d.answer(&ix) else { break };
        let Some(card) = hand.button("t1:card:") else {
            made.lock()
                .unwrap()
                .errors
                .push(format!("discord {channel}: no cards: {}", hand.content));
            break;
        };
        d.press(&who, hand.id, &card).await;
        tokio::time::sleep(pace.pick()).await;
        let Some(play) = d.message(hand.id).button("t1:play:") else {
            made.lock().unwrap().errors.push(format!("discord {channel}: no choices"));
            break;
        };
        d.press(&who, hand.id, &play).await;
        let answered = Instant::now();
        made.lock().unwrap().moves.push((0, table, moves + 1, answered));
        last = Some(moves);
    }
}

struct DcReport {
    limited: HashMap<String, u32>,
    early: u32,
    lags: Vec<f64>,
    notices: usize,
    turns: usize,
    writes: usize,
    moves: usize,
    slowest_answer: Duration,
    late_answers: usize,
    unanswered: usize,
    errors: Vec<String>,
}

async fn run_discord(
    d: &discord::StandIn,
    guilds: usize,
    pace: Pace,
    seconds: u64,
    base: u64,
) -> DcReport {
    let until = Instant::now() + Duration::from_secs(seconds);
    let made = Arc::new(Mutex::new(Made::default()));
    let writes_before = d.writes().len();
    let mut tasks = Vec::new();
    let mut channels = Vec::new();
    for g in 0..guilds {
        let channel = 700_000_000_000_000_000 + base * 1_000 + g as u64;
        let a = member(800_000_000_000_000_000 + base * 1_000 + 2 * g as u64, format!("A{g}"));
        let b = member(800_000_000_000_000_001 + base * 1_000 + 2 * g as u64, format!("B{g}"));
        channels.push(channel);
        tasks.push(tokio::spawn(dc_channel(
            d.clone(),
            channel,
            [a, b],
            pace,
            until,
            Arc::clone(&made),
        )));
        tokio::time::sleep(Duration::from_millis(150)).await;
    }
    for t in tasks {
        let _ = t.await;
    }
    tokio::time::sleep(Duration::from_secs(4)).await;
    let made = made.lock().unwrap();
    let mut lags = Vec::new();
    for (_, table, moves, answered) in &made.moves {
        // The first write of the table that shows this move (its footer says `move N`), and
        // when it was made.
        let mut at = None;
        for w in d.writes().iter().filter(|w| w.message == Some(*table)) {
            if let Some(after) = &w.after {
                if after.position().is_some_and(|(_, n)| n >= *moves)
                    || after.button("t1:again:").is_some()
                {
                    at = after.history.last().map(|(t, _)| *t);
                    break;
                }
            }
        }
        match at {
            Some(t) => lags.push(t.saturating_duration_since(*answered).as_secs_f64()),
            None => lags.push(f64::INFINITY),
        }
    }
    let writes = d.writes()[writes_before..].len();
    let notices = d
        .writes()
        .iter()
        .skip(writes_before)
        .filter(|w| {
            w.route == "create message"
                && w.after.as_ref().is_some_and(|m| m.content.starts_with("🔔"))
        })
        .count();
    let times = d.answer_times();
    DcReport {
        limited: d.limited(),
        early: d.early(),
        lags,
        notices,
        turns: made.turns,
        writes,
        moves: made.moves.len(),
        slowest_answer: times.iter().max().copied().unwrap_or_default(),
        late_answers: times.iter().filter(|t| **t >= Duration::from_secs(3)).count(),
        unanswered: d.unanswered().iter().filter(|t| **t >= Duration::from_secs(3)).count(),
        errors: made.errors.clone(),
    }
}

// ---------------------------------------------------------------- the run

fn main() {
    let options = options();
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap();
    runtime.block_on(async move {
        let dir = tempfile::tempdir().unwrap();
        let tg = telegram::StandIn::start(telegram::Limits::telegram()).await;
        let d = discord::StandIn::start_with(Some(discord::RateLimits::discord())).await;
        let log = dir.path().join("bot.log");
        let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_tablic"))
            .arg("serve")
            .env("TELEGRAM_TOKEN", telegram::TOKEN)
            .env("TABLIC_TELEGRAM_API_URL", &tg.url)
            .env("DISCORD_TOKEN", "load-token.secret.value")
            .env("TABLIC_DISCORD_API_URL", d.url())
            .env("TABLIC_DATABASE_URL", format!("sqlite:{}", dir.path().join("load.db").display()))
            .env("TABLIC_GAME__TURN_TIMER_SECONDS", "0")
            .env("TABLIC_HTTP__LISTEN", "")
            .env("RUST_LOG", "warn")
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap())
            .kill_on_drop(true)
            .spawn()
            .unwrap();
        d.wait_registered(1).await;
        tg.wait("polling", Duration::from_secs(30), |w| (w.polls > 0).then_some(())).await;
        println!(
            "load: {} Telegram groups and {} Discord channels, a game of two people in each, {} s per pace",
            options.groups, options.guilds, options.seconds
        );
        for (i, pace) in options.paces.iter().enumerate() {
            let base = 1_000 + 100 * i as i64;
            let (t, dc) = tokio::join!(
                run_telegram(&tg, options.groups, *pace, options.seconds, base),
                run_discord(&d, options.guilds, *pace, options.seconds, base as u64),
            );
            let mut tl = t.lags.clone();
            if std::env::var_os("LOAD_DEBUG").is_some() {
                eprintln!("telegram lags: {:.2?}", t.lags);
            }
            let mut dl = dc.lags.clone();
            println!("\n== {} ==", pace.name());
            println!(
                "Telegram: 429s {} (group {}, private {}, overall {}) · early calls {} · table lag {} · turn notices {} for {} turns · {:.2} calls per move ({} calls, {} moves) · busiest group minute {} calls",
                t.throttled,
                t.throttled_by[0],
                t.throttled_by[1],
                t.throttled_by[2],
                t.early,
                summary(&mut tl),
                t.notices,
                t.turns,
                t.writes as f64 / t.moves.max(1) as f64,
                t.writes,
                t.moves,
                t.group_calls_per_minute_max,
            );
            println!(
                "Discord:  429s {:?} · early calls {} · table lag {} · turn notices {} for {} turns · {:.2} calls per move ({} calls, {} moves) · slowest first answer {:.2} s, {} late, {} unanswered",
                dc.limited,
                dc.early,
                summary(&mut dl),
                dc.notices,
                dc.turns,
                dc.writes as f64 / dc.moves.max(1) as f64,
                dc.writes,
                dc.moves,
                dc.slowest_answer.as_secs_f64(),
                dc.late_answers,
                dc.unanswered,
            );
            for e in t.errors.iter().chain(&dc.errors) {
                println!("  driver: {e}");
            }
        }
        let _ = child.kill().await;
        let text = std::fs::read_to_string(&log).unwrap_or_default();
        let warnings = text.lines().filter(|l| l.contains("WARN") || l.contains("ERROR")).count();
        println!("\nbot log: {warnings} warnings or errors");
        for line in text.lines().filter(|l| l.contains("WARN") || l.contains("ERROR")).take(10) {
            println!("  {line}");
        }
    });
}
