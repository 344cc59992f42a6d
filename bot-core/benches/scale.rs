//! Committed moves through the session core with many live games, on SQLite and on PostgreSQL,
//! through the group commit; and the memory of 100,000 live games in one process.
//!
//! `cargo bench -p bot-core --bench scale` prints, for each engine and for 200 and 2,000 live
//! games (two people each, every move a real `Sessions::handle`: apply, commit, render):
//! - the time to start that many games at once (each opened, joined and started: a burst of
//!   starts, committed through the group commit's slow lane);
//! - flat out: every game's task moves as soon as its last move is committed — the most the
//!   process commits (moves/s);
//! - offered 10,000 moves/s: fresh games at a steady pace (each game one move every
//!   games/10,000 s) — the latency of a move from `handle` to its acknowledgement, which
//!   includes its commit (p50, p99, max), and the rate achieved; then the commit alone (p50,
//!   p99, max of `tablic_commit_seconds`: from the write queued at the group commit to its
//!   answer, the wait for the commit before it included); then the group commit's
//!   transactions on the database (p50, p99, max of `tablic_commit_transaction_seconds`,
//!   and how many took over 2 ms: a move waits for the one running when it comes, then its
//!   own, so a slow one holds up every move that comes meanwhile); then the latency of the moves
//!   that ended a hand alone (one move in 48, so about 2 % of them: they write the hand's
//!   result too, and the session scores and deals); once with the games begun at
//!   moments spread over a hand's length (as in chats, where hands end at any time; the moves
//!   made while games are still starting are not counted), once all dealt within one interval
//!   (the worst case: every game ends its hand, and its match, in the same instant);
//! - after each, the share of the machine's time stolen by its host and left idle meanwhile
//!   (`/proc/stat`): on a shared virtual machine a run with much stolen time says little; and
//!   the disk's stalls meanwhile (`/proc/diskstats`, read every millisecond): stretches in which
//!   a request to the disk under the databases was in flight and none completed. A durable
//!   commit cannot end within such a stretch, whatever the engine: a stall of 100 ms or more
//!   in a 3 s run is enough to put p99 over it. So the line ends with how many moves were in
//!   flight during a stall over 5 ms, and the latency of the others (those held up by the
//!   backlog a stall left behind included);
//!
//! before each engine, the latency of the disk's own flush where the engine keeps its files (a
//! commit waits for one); then the resident memory of 100,000 live games (SQLite): once they
//! are opened and started, and again after six moves in each (three cards a player: every
//! session's window of its last two rounds of played cards is full), with how many moves were
//! made and how long they took; and criterion's timing of one move.
//! SQLite runs with its default durability (WAL, `synchronous=FULL`); PostgreSQL on a
//! throwaway cluster with `fsync=on`, `synchronous_commit=on`, started by the benchmark.
//! `SCALE_BENCH_ENGINES=sqlite` (or `postgres`) runs one engine (`none`: neither, only the
//! 100,000 games); `SCALE_BENCH_MEMORY=0` skips the 100,000 games; `SCALE_BENCH_SECONDS=N`
//! sets each paced run's length (default 3; a game whose match ends meanwhile starts the next
//! at once, and plays on);
//! `SCALE_BENCH_DURABILITY=normal` runs SQLite with `synchronous=NORMAL`;
//! `SCALE_BENCH_DUMP=dir` writes each run's moves to `dir` as CSV (when each began, after the
//! first; its latency; whether it ended a hand, a match): where in a run the slow ones were;
//! `TABLIC_PG_OPTIONS="-c shared_buffers=256MB …"` starts the cluster with other settings.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bot_core::game::rng::Rng;
use bot_core::ids::{ChannelKey, Platform, UserRef};
use bot_core::metrics::names::{COMMIT_SECONDS, TRANSACTION_SECONDS};
use bot_core::rules::{Rules, Variant};
use bot_core::session::{Actor, Command, Effect, SessionAction, SessionError, Sessions};
use bot_core::store::{Store, StoreOptions};
use bot_core::CardSet;
use criterion::{criterion_group, criterion_main, Criterion};
use metrics::{Counter, Gauge, Histogram, HistogramFn, Key, KeyName, Metadata, Recorder};
use metrics::{SharedString, Unit};
use tokio::runtime::Runtime;

/// The offered load of the paced runs.
const OFFERED: f64 = 10_000.0;

/// The commit latencies recorded since the last [`take_commits`], in seconds.
static COMMITS: Mutex<Vec<f64>> = Mutex::new(Vec::new());
/// The transactions' times recorded since the last [`take_commits`], in seconds.
static TRANSACTIONS: Mutex<Vec<f64>> = Mutex::new(Vec::new());

/// A recorder keeping `tablic_commit_seconds` and `tablic_commit_transaction_seconds` whole
/// (every other series is dropped): the commit's share of a move's latency, and the
/// database's share of that, as the store itself times them.
struct CommitRecorder;

struct Samples(&'static Mutex<Vec<f64>>);

impl HistogramFn for Samples {
    fn record(&self, seconds: f64) {
        self.0.lock().unwrap().push(seconds);
    }
}

impl Recorder for CommitRecorder {
    fn describe_counter(&self, _: KeyName, _: Option<Unit>, _: SharedString) {}
    fn describe_gauge(&self, _: KeyName, _: Option<Unit>, _: SharedString) {}
    fn describe_histogram(&self, _: KeyName, _: Option<Unit>, _: SharedString) {}
    fn register_counter(&self, _: &Key, _: &Metadata<'_>) -> Counter {
        Counter::noop()
    }
    fn register_gauge(&self, _: &Key, _: &Metadata<'_>) -> Gauge {
        Gauge::noop()
    }
    fn register_histogram(&self, key: &Key, _: &Metadata<'_>) -> Histogram {
        match key.name() {
            COMMIT_SECONDS => Histogram::from_arc(Arc::new(Samples(&COMMITS))),
            TRANSACTION_SECONDS => Histogram::from_arc(Arc::new(Samples(&TRANSACTIONS))),
            _ => Histogram::noop(),
        }
    }
}

/// The commit latencies and the transactions' times recorded since the last call.
fn take_commits() -> (Vec<Duration>, Vec<Duration>) {
    let take = |samples: &Mutex<Vec<f64>>| -> Vec<Duration> {
        std::mem::take(&mut *samples.lock().unwrap())
            .into_iter()
            .map(Duration::from_secs_f64)
            .collect()
    };
    (take(&COMMITS), take(&TRANSACTIONS))
}

fn actor(id: String) -> Actor {
    Actor { user: UserRef::new(Platform::Discord, id), name: "Player".into(), is_admin: false }
}

fn channel(i: usize) -> ChannelKey {
    ChannelKey::new(Platform::Discord, format!("guild-{}", i % 50), format!("chan-{i}"))
}

/// Opens games `from..to` (two people each) and starts them, 500 at a time concurrently.
async fn open_games(sessions: &Arc<Sessions>, from: usize, to: usize) {
    let mut at = from;
    while at < to {
        let end = (at + 500).min(to);
        let tasks: Vec<_> = (at..end)
            .map(|i| {
                let sessions = Arc::clone(sessions);
                tokio::spawn(async move { assert!(start_game(&sessions, i).await, "game {i}") })
            })
            .collect();
        for t in tasks {
            t.await.unwrap();
        }
        at = end;
    }
}

/// Moves each game makes before the memory is measured again: three cards each of two, more
/// than the two rounds a session keeps, so every game's window of played cards is full.
const MEMORY_MOVES: usize = 6;

/// Makes up to `moves` moves in each of games `from..to`, 500 games at a time concurrently;
/// the moves made (a game whose match is over makes no more).
async fn play_games(sessions: &Arc<Sessions>, from: usize, to: usize, moves: usize) -> usize {
    let mut made = 0;
    let mut at = from;
    while at < to {
        let end = (at + 500).min(to);
        let tasks: Vec<_> = (at..end)
            .map(|i| {
                let sessions = Arc::clone(sessions);
                tokio::spawn(async move {
                    let mut rng = Rng::new(i as u64);
                    let mut made = 0;
                    while made < moves && one_move(&sessions, i, &mut rng).await.is_some() {
                        made += 1;
                    }
                    made
                })
            })
            .collect();
        for t in tasks {
            made += t.await.unwrap();
        }
        at = end;
    }
    made
}

/// Opens a match in game `i`'s channel for its two people and starts it (again, once its
/// last match is over: a long run keeps every game live); `false` if the channel has a match
/// going.
async fn start_game(sessions: &Arc<Sessions>, i: usize) -> bool {
    let ch = channel(i);
    let (a, b) = (actor(format!("a{i}")), actor(format!("b{i}")));
    let rules = Rules::preset(Variant::Tablic);
    let new = SessionAction::New { rules, turn_timer: None, seed: Some(i as u64) };
    let c = Command { channel: ch.clone(), actor: a.clone(), action: new, expected: None };
    if sessions.handle(c).await.is_err() {
        return false;
    }
    for (who, action) in [(&b, SessionAction::Join), (&a, SessionAction::Start)] {
        let c = Command { channel: ch.clone(), actor: who.clone(), action, expected: None };
        sessions.handle(c).await.unwrap();
    }
    true
}

/// A move's latency, and whether it ended a hand (a hand's last move also writes its result,
/// and the session deals again and scores).
#[derive(Clone, Copy)]
struct Timed {
    /// When the move was handed to `Sessions::handle`.
    started: Instant,
    latency: Duration,
    ended_hand: bool,
    /// It ended the match too (its end is written with it: standings, the result).
    ended_match: bool,
}

/// One move for whoever is to play in game `i`, timed; `None` when the game is over.
async fn one_move(sessions: &Arc<Sessions>, i: usize, rng: &mut Rng) -> Option<Timed> {
    let ch = channel(i);
    for who in [actor(format!("a{i}")), actor(format!("b{i}"))] {
        let view = sessions.inspect(&ch, |s| s.hand_view(&who.user)).await.flatten()?;
        if !view.your_turn {
            continue;
        }
        let (card, options) = &view.legal[rng.below(view.legal.len() as u64) as usize];
        let take = options.first().copied().unwrap_or(CardSet::EMPTY);
        let action = SessionAction::Play { card: *card, take };
        let c = Command { channel: ch, actor: who, action, expected: Some(view.seq) };
        let start = Instant::now();
        return match sessions.handle(c).await {
            Ok(effects) => Some(Timed {
                started: start,
                latency: start.elapsed(),
                ended_hand: effects.iter().any(|e| matches!(e, Effect::HandOver(_))),
                ended_match: effects.iter().any(|e| matches!(e, Effect::MatchOver(_))),
            }),
            Err(SessionError::Move(_)) => None,
            Err(e) => panic!("{e}"),
        };
    }
    None
}

/// The machine's CPU time so far, by kind (`/proc/stat`'s first line); empty where unknown.
fn cpu_ticks() -> Vec<u64> {
    let stat = std::fs::read_to_string("/proc/stat").unwrap_or_default();
    let first = stat.lines().next().unwrap_or_default();
    first.split_whitespace().skip(1).filter_map(|t| t.parse().ok()).collect()
}

/// What else the machine did between two [`cpu_ticks`]: the share of time stolen by the host
/// (a virtual machine's neighbours) and left idle. A run with much stolen time says little.
fn machine_share(before: &[u64], after: &[u64]) -> String {
    let spent: Vec<u64> = after.iter().zip(before).map(|(a, b)| a.saturating_sub(*b)).collect();
    let total: u64 = spent.iter().sum();
    match (spent.get(3), spent.get(7)) {
        (Some(idle), Some(steal)) if total > 0 => format!(
            "; machine: {:.1}% stolen, {:.0}% idle",
            100.0 * *steal as f64 / total as f64,
            100.0 * *idle as f64 / total as f64
        ),
        _ => String::new(),
    }
}

/// The disk's own flush latency where the databases live: `fdatasync` after appending 32 KB (a
/// batch's WAL frames), 500 times. A commit with `synchronous=FULL` (or PostgreSQL's
/// `fsync=on`) waits for one such flush, and a move queued behind it for up to two: their
/// latency cannot be lower than the disk's.
fn disk_flushes(dir: &std::path::Path) -> String {
    use std::io::Write;
    let path = dir.join("flush-probe");
    let Ok(mut file) = std::fs::File::create(&path) else { return String::new() };
    let block = vec![0x5a_u8; 32 * 1024];
    let mut took = Vec::with_capacity(500);
    for _ in 0..500 {
        if file.write_all(&block).is_err() {
            return String::new();
        }
        let start = Instant::now();
        if file.sync_data().is_err() {
            return String::new();
        }
        took.push(start.elapsed());
    }
    let _ = std::fs::remove_file(&path);
    format!("disk: fdatasync of a 32 KB append {}", percentiles(&mut took))
}

/// A thread reading, every millisecond, the counters of the disk under a directory
/// (`/proc/diskstats`), for as long as a run lasts.
struct DiskWatch {
    stop: Arc<std::sync::atomic::AtomicBool>,
    thread: std::thread::JoinHandle<Vec<Stall>>,
}

/// A stretch in which the disk had a request in flight and completed none.
#[derive(Clone, Copy)]
struct Stall {
    from: Instant,
    to: Instant,
}

impl Stall {
    fn length(&self) -> Duration {
        self.to - self.from
    }
}

/// The disk's stalls in a run, and what they meant for its moves.
#[derive(Default)]
struct DiskStalls {
    /// Every stall over 2 ms.
    stalls: Vec<Stall>,
}

impl DiskStalls {
    /// The stalls over 5 ms: a durable commit waiting through one is past the target.
    fn long(&self) -> impl Iterator<Item = &Stall> {
        self.stalls.iter().filter(|s| s.length() > Duration::from_millis(5))
    }

    /// `; disk: longest stall …, n over 5 ms, … in all`.
    fn describe(&self) -> String {
        format!(
            "; disk: longest stall {:.2?}, {} over 5 ms, {:.2?} in all",
            self.stalls.iter().map(Stall::length).max().unwrap_or_default(),
            self.long().count(),
            self.long().map(Stall::length).sum::<Duration>()
        )
    }

    /// Whether a move was in flight during a stall over 5 ms.
    fn touched(&self, t: &Timed) -> bool {
        let end = t.started + t.latency;
        self.long().any(|s| s.from < end && t.started < s.to)
    }
}

/// The requests in flight and completed so far on the disk (or partition) `major:minor`.
fn disk_counters(major: u64, minor: u64) -> Option<(u64, u64)> {
    let stats = std::fs::read_to_string("/proc/diskstats").ok()?;
    stats.lines().find_map(|line| {
        let fields: Vec<&str> = line.split_whitespace().collect();
        if fields.first()?.parse::<u64>().ok()? != major
            || fields.get(1)?.parse::<u64>().ok()? != minor
        {
            return None;
        }
        let number = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok());
        // Reads, writes, discards and flushes completed (the last two on newer kernels).
        let completed = [3, 7, 14, 18].iter().filter_map(|i| number(*i)).sum();
        Some((number(11)?, completed))
    })
}

impl DiskWatch {
    /// Starts watching the disk holding `dir`; `None` where `/proc/diskstats` does not tell.
    fn start(dir: &std::path::Path) -> Option<DiskWatch> {
        use std::os::unix::fs::MetadataExt;
        use std::sync::atomic::{AtomicBool, Ordering};
        let dev = std::fs::metadata(dir).ok()?.dev();
        let major = ((dev >> 8) & 0xfff) | ((dev >> 32) & !0xfff);
        let minor = (dev & 0xff) | ((dev >> 12) & !0xff);
        disk_counters(major, minor)?;
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = Arc::clone(&stop);
        let thread = std::thread::spawn(move || {
            let mut stalls = Vec::new();
            let mut last_completed = 0;
            let mut progress = Instant::now();
            while !stopped.load(Ordering::Relaxed) {
                let now = Instant::now();
                if let Some((in_flight, completed)) = disk_counters(major, minor) {
                    if in_flight == 0 || completed != last_completed {
                        if now - progress > Duration::from_millis(2) {
                            stalls.push(Stall { from: progress, to: now });
                        }
                        progress = now;
                        last_completed = completed;
                    }
                }
                std::thread::sleep(Duration::from_millis(1));
            }
            stalls
        });
        Some(DiskWatch { stop, thread })
    }

    /// Stops watching; the stalls seen.
    fn finish(self) -> DiskStalls {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
        DiskStalls { stalls: self.thread.join().unwrap_or_default() }
    }
}

fn resident_bytes() -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: u64 = statm.split_whitespace().nth(1).and_then(|p| p.parse().ok()).unwrap_or(0);
    pages * 4096
}

/// Moves in a hand of two players (52 cards, 4 of them dealt to the table).
const HAND_MOVES: u32 = 48;

/// Plays games `from..from + live`, each in its own task: flat out (`pace` `None`) or one move
/// every `pace`, for `moves` moves a game at most or until `until`. Paced games start over one
/// interval (`spread` 1) or over `spread` intervals; the moves made while games are still
/// starting are not counted. Returns every latency counted, the time they were made in, the
/// commit latencies of the same span, and what else the machine (and the disk under `dir`) did
/// meanwhile.
#[allow(clippy::too_many_arguments)]
fn run(
    rt: &Runtime,
    dir: &std::path::Path,
    sessions: &Arc<Sessions>,
    from: usize,
    live: usize,
    moves: usize,
    pace: Option<Duration>,
    spread: u32,
    until: Duration,
) -> Measured {
    let ticks = cpu_ticks();
    let disk = DiskWatch::start(dir);
    let warmup = pace.map_or(Duration::ZERO, |every| every * spread);
    let begin = tokio::time::Instant::now();
    let counted_from = begin + warmup;
    let deadline = counted_from + until;
    let latencies = rt.block_on(async {
        // The commits of the moves counted: from the end of the warm-up on.
        take_commits();
        let reset = tokio::spawn(async move {
            tokio::time::sleep_until(counted_from).await;
            take_commits();
        });
        let tasks: Vec<_> = (0..live)
            .map(|k| {
                let sessions = Arc::clone(sessions);
                tokio::spawn(async move {
                    let i = from + k;
                    let mut rng = Rng::new(i as u64);
                    let mut out = Vec::with_capacity(moves.min(4_096));
                    let mut next = begin;
                    if pace.is_some() {
                        next += warmup.mul_f64(k as f64 / live as f64);
                        tokio::time::sleep_until(next).await;
                    }
                    for _ in 0..moves {
                        let now = tokio::time::Instant::now();
                        if now >= deadline {
                            break;
                        }
                        match one_move(&sessions, i, &mut rng).await {
                            Some(d) if now >= counted_from => out.push(d),
                            Some(_) => {}
                            // The match is over: the same two play the next at once (its
                            // start is not a move and is not counted).
                            None if start_game(&sessions, i).await => {}
                            None => break,
                        }
                        if let Some(every) = pace {
                            next += every;
                            tokio::time::sleep_until(next).await;
                        }
                    }
                    out
                })
            })
            .collect();
        let mut all = Vec::new();
        for t in tasks {
            all.extend(t.await.unwrap());
        }
        reset.await.unwrap();
        all
    });
    // Paced moves are counted when they begin within `until` after the warm-up; flat out, all.
    let measured = if pace.is_some() { until } else { begin.elapsed() };
    let (commits, transactions) = take_commits();
    Measured {
        latencies,
        wall: measured,
        commits,
        transactions,
        machine: machine_share(&ticks, &cpu_ticks()),
        disk: disk.map(DiskWatch::finish),
    }
}

/// What one [`run`] measured.
struct Measured {
    /// Each move's latency from `handle` to its answer.
    latencies: Vec<Timed>,
    /// The time the counted moves were made in.
    wall: Duration,
    /// Each write's latency at the group commit, over the same span.
    commits: Vec<Duration>,
    /// Each group-commit transaction's time on the database, over the same span.
    transactions: Vec<Duration>,
    /// What else the machine did meanwhile.
    machine: String,
    /// The disk's stalls meanwhile, where `/proc/diskstats` tells.
    disk: Option<DiskStalls>,
}

/// `p50 …, p99 …, max …` of `latencies`.
fn percentiles(latencies: &mut [Duration]) -> String {
    latencies.sort_unstable();
    let n = latencies.len().max(1);
    let pct =
        |p: f64| latencies.get(((n as f64 * p) as usize).min(n - 1)).copied().unwrap_or_default();
    format!(
        "p50 {:.2?}, p99 {:.2?}, max {:.2?}",
        pct(0.50),
        pct(0.99),
        latencies.last().copied().unwrap_or_default()
    )
}

fn report(label: &str, mut m: Measured) {
    if let Ok(dir) = std::env::var("SCALE_BENCH_DUMP") {
        let first = m.latencies.iter().map(|t| t.started).min();
        if let Some(first) = first {
            let mut out = String::from("at_ms,latency_us,hand,match\n");
            for t in &m.latencies {
                out += &format!(
                    "{:.3},{},{},{}\n",
                    (t.started - first).as_secs_f64() * 1000.0,
                    t.latency.as_micros(),
                    t.ended_hand as u8,
                    t.ended_match as u8
                );
            }
            let name: String =
                label.chars().map(|c| if c.is_alphanumeric() { c } else { '_' }).collect();
            let _ = std::fs::write(std::path::Path::new(&dir).join(format!("{name}.csv")), out);
        }
    }
    let mut all: Vec<Duration> = m.latencies.iter().map(|t| t.latency).collect();
    let some = |what: &str, pick: fn(&Timed) -> bool| {
        let mut picked: Vec<Duration> =
            m.latencies.iter().filter(|t| pick(t)).map(|t| t.latency).collect();
        if picked.is_empty() {
            String::new()
        } else {
            format!("; the {} that ended {what} {}", picked.len(), percentiles(&mut picked))
        }
    };
    let hand_ends = some("a hand", |t| t.ended_hand) + &some("a match", |t| t.ended_match);
    let slow = m.transactions.iter().filter(|t| **t > Duration::from_millis(2)).count();
    // The moves no stall of the disk reached, apart: what the code does when the disk
    // answers. Those queued behind a stall's backlog still count here, so it is not kinder.
    let disk = m.disk.as_ref().map_or(String::new(), |disk| {
        let mut clear: Vec<Duration> =
            m.latencies.iter().filter(|t| !disk.touched(t)).map(|t| t.latency).collect();
        format!(
            "{}; {} moves in flight during a stall over 5 ms, the other {} {}",
            disk.describe(),
            m.latencies.len() - clear.len(),
            clear.len(),
            percentiles(&mut clear)
        )
    });
    println!(
        "{label}: {} moves in {:.2} s = {:.0} committed moves/s; latency {}; commit {}; \
         {} transactions {}, {slow} over 2 ms{hand_ends}{}{disk}",
        all.len(),
        m.wall.as_secs_f64(),
        all.len() as f64 / m.wall.as_secs_f64(),
        percentiles(&mut all),
        percentiles(&mut m.commits),
        m.transactions.len(),
        percentiles(&mut m.transactions),
        m.machine,
    );
}

/// The engines asked for, each with a store opener.
fn engines() -> Vec<&'static str> {
    let asked = std::env::var("SCALE_BENCH_ENGINES").unwrap_or_else(|_| "sqlite,postgres".into());
    ["sqlite", "postgres"].into_iter().filter(|e| asked.contains(e)).collect()
}

fn seconds() -> Duration {
    let s = std::env::var("SCALE_BENCH_SECONDS").ok().and_then(|s| s.parse().ok()).unwrap_or(3.0);
    Duration::from_secs_f64(s)
}

fn bench_scale(c: &mut Criterion) {
    metrics::set_global_recorder(CommitRecorder).unwrap();
    let rt =
        tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = None;
    let mut last = None;
    for engine in engines() {
        let url = match engine {
            "sqlite" => format!("sqlite://{}", dir.path().join("scale.db").display()),
            _ => {
                let settings = pg_harness::Settings { durable: true };
                let pg =
                    cluster.get_or_insert_with(|| pg_harness::Cluster::start(settings).unwrap());
                pg.fresh_database()
            }
        };
        let mut options = StoreOptions::default();
        if let Some(n) = std::env::var("SCALE_BENCH_WRITERS").ok().and_then(|n| n.parse().ok()) {
            options.writers = n;
        }
        if let Some(d) = std::env::var("SCALE_BENCH_DURABILITY").ok().and_then(|d| d.parse().ok()) {
            options.durability = d;
        }
        let store = rt.block_on(Store::open_url_with(&url, &options)).unwrap();
        // The floor under every commit's latency, on the file system of both engines' files
        // (the temporary directory; the cluster's is there too).
        println!("{engine}: {}", disk_flushes(dir.path()));
        let (sessions, _rx) = rt.block_on(async { Sessions::new(store) });
        let mut next_game = 0;
        for live in [200usize, 2_000] {
            // Flat out: a fresh set of games, a few moves each.
            let from = next_game;
            let started = Instant::now();
            rt.block_on(open_games(&sessions, from, from + live));
            let started = started.elapsed();
            println!(
                "{engine}, {live} games started at once: {:.0} ms, {:.0} starts/s",
                started.as_secs_f64() * 1000.0,
                live as f64 / started.as_secs_f64()
            );
            next_game += live;
            let flat_out = run(&rt, dir.path(), &sessions, from, live, 20, None, 1, seconds());
            report(&format!("{engine}, {live} live games, flat out"), flat_out);
            // Paced at the offered rate: games begun at independent moments (as in a chat:
            // their hands end at any time), then the worst case, every game dealt at once
            // (every hand, and match, ends in the same instant).
            for (spread, how) in [(HAND_MOVES, "started apart"), (1, "dealt together")] {
                let from = next_game;
                rt.block_on(open_games(&sessions, from, from + live));
                next_game += live;
                let pace = Duration::from_secs_f64(live as f64 / OFFERED);
                let paced = run(
                    &rt,
                    dir.path(),
                    &sessions,
                    from,
                    live,
                    usize::MAX,
                    Some(pace),
                    spread,
                    seconds(),
                );
                report(
                    &format!("{engine}, {live} live games {how}, offered {OFFERED:.0} moves/s"),
                    paced,
                );
            }
        }
        last = Some((engine, sessions, next_game));
    }

    if std::env::var("SCALE_BENCH_MEMORY").as_deref() != Ok("0") {
        let store = rt
            .block_on(Store::open_url(&format!(
                "sqlite://{}",
                dir.path().join("memory.db").display()
            )))
            .unwrap();
        let (sessions, _rx) = rt.block_on(async { Sessions::new(store) });
        let before = resident_bytes();
        // Resident memory now, in all and for the games over `before`.
        let memory = || {
            let now = resident_bytes();
            let games = now.saturating_sub(before) as f64;
            format!(
                "resident memory {:.0} MB in all, {:.0} MB for the games ({:.2} KB each)",
                now as f64 / 1e6,
                games / 1e6,
                games / 1e3 / 100_000.0
            )
        };
        let started = Instant::now();
        rt.block_on(open_games(&sessions, 0, 100_000));
        let opened = started.elapsed().as_secs_f64();
        println!("{} live games (SQLite) opened in {opened:.1} s; {}", sessions.len(), memory());
        // A game that has played cards keeps its last two rounds of them (`Session::played`):
        // fill that window in every game, as in a chat where every match is under way.
        let started = Instant::now();
        let moves = rt.block_on(play_games(&sessions, 0, 100_000, MEMORY_MOVES));
        let played = started.elapsed().as_secs_f64();
        println!(
            "{} live games (SQLite) after {moves} moves ({MEMORY_MOVES} a game) in {played:.1} s; {}",
            sessions.len(),
            memory()
        );
        rt.block_on(sessions.store().close());
    }

    let Some((engine, sessions, games)) = last else { return };
    let mut rng = Rng::new(99);
    let mut game = 0;
    c.bench_function(&format!("scale_one_move_{engine}"), |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                loop {
                    match rt.block_on(one_move(&sessions, game, &mut rng)) {
                        Some(d) => {
                            total += d.latency;
                            break;
                        }
                        None => game = (game + 1) % games,
                    }
                }
            }
            total
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(Duration::from_secs(3));
    targets = bench_scale
}
criterion_main!(benches);
