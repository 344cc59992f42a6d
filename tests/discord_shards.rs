//! Discord shards across processes, end to end: two real `tablic serve` processes, one with
//! shard 0 and one with shard 1 of 2, on one PostgreSQL database (a throwaway cluster), against
//! the Discord stand-in, which sends each guild's events only to its shard's connection and
//! tells the processes' calls apart through `/proc`. And shards Discord refuses for good (close
//! codes 4010 and 4011): `tablic serve` stops with what to change, after one IDENTIFY, instead
//! of identifying again and again.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

#[path = "support/transcripts.rs"]
mod transcripts;
mod support {
    pub mod discord;
}

use std::path::{Path, PathBuf};
use std::process::{ExitStatus, Stdio};
use std::time::Duration;

use serde_json::json;
use support::discord::{shard_of, Member, Msg, StandIn, GUILD};

/// Every test gives up after this long, whatever it waits for.
const OUTER: Duration = Duration::from_secs(150);
/// How long a `tablic serve` whose shard Discord refused may take to stop by itself.
const REFUSED_EXIT: Duration = Duration::from_secs(30);
/// A guild on shard 0 of 2 (a snowflake's shard is `(id >> 22) % total`).
const GUILD_A: u64 = GUILD;
/// A guild on shard 1 of 2: one more in the snowflake's timestamp bits.
const GUILD_B: u64 = GUILD + (1 << 22);
const CHANNEL_A: u64 = 500_000_000_000_000_005;
const CHANNEL_B: u64 = 500_000_000_000_000_006;

fn ana() -> Member {
    Member::new(600_000_000_000_000_001, "Ana")
}
fn bob() -> Member {
    Member::new(600_000_000_000_000_002, "Bob")
}
fn carol() -> Member {
    Member::new(600_000_000_000_000_003, "Carol")
}
fn dan() -> Member {
    Member::new(600_000_000_000_000_004, "Dan")
}

/// `tablic serve` with some of the shards, as a child process.
struct Bot {
    child: tokio::process::Child,
    log: PathBuf,
    name: String,
}

impl Bot {
    /// Starts `tablic serve --shards <shards> --shard-total 2` on `database`; the stand-in
    /// knows its calls as `name`'s.
    fn spawn(d: &StandIn, dir: &Path, database: &str, shards: &str, name: &str) -> Bot {
        Bot::spawn_with(d, dir, database, &["--shards", shards, "--shard-total", "2"], name, LOG)
    }

    /// Starts `tablic serve <args>` on `database`, logging at `rust_log`; the stand-in knows
    /// its calls as `name`'s.
    fn spawn_with(
        d: &StandIn,
        dir: &Path,
        database: &str,
        args: &[&str],
        name: &str,
        rust_log: &str,
    ) -> Bot {
        let log = dir.join(format!("{}.log", name.replace(' ', "-")));
        let child = tokio::process::Command::new(env!("CARGO_BIN_EXE_tablic"))
            .arg("serve")
            .args(args)
            .env("DISCORD_TOKEN", "test-token.secret.value")
            .env("TABLIC_DISCORD_API_URL", d.url())
            .env("TABLIC_DATABASE_URL", database)
            .env("TABLIC_GAME__TURN_TIMER_SECONDS", "0")
            .env("RUST_LOG", rust_log)
            .env_remove("TELEGRAM_TOKEN")
            .env_remove("TABLIC_TELEGRAM_API_URL")
            .env("TABLIC_HTTP__LISTEN", "")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap())
            .kill_on_drop(true)
            .spawn()
            .expect("start tablic serve");
        d.watch_process(child.id().expect("running"), name);
        Bot { child, log, name: name.to_string() }
    }

    /// SIGTERM, then the process must exit by itself, successfully.
    async fn stop(mut self) {
        let pid = self.child.id().expect("running").to_string();
        let sent = std::process::Command::new("kill").args(["-TERM", &pid]).status().unwrap();
        assert!(sent.success());
        let status = tokio::time::timeout(Duration::from_secs(20), self.child.wait())
            .await
            .expect("tablic serve stops after SIGTERM")
            .unwrap();
        assert!(status.success(), "{}: exit status {status}; log:\n{}", self.name, self.log_text());
        let log = self.log_text();
        assert!(!log.contains("test-token.secret.value"), "the token was logged");
        assert!(!log.contains("Err deserializing"), "serenity refused an event:\n{log}");
    }

    /// Waits for the process to stop by itself (within [`REFUSED_EXIT`]): its exit status and
    /// its log.
    async fn exits(mut self) -> (ExitStatus, String) {
        let status = tokio::time::timeout(REFUSED_EXIT, self.child.wait())
            .await
            .unwrap_or_else(|_| {
                panic!("{} did not stop by itself; log:\n{}", self.name, self.log_text())
            })
            .unwrap();
        let log = self.log_text();
        assert!(!log.contains("test-token.secret.value"), "the token was logged");
        (status, log)
    }

    /// SIGKILL: no chance to clean up.
    async fn kill(mut self) {
        self.child.kill().await.unwrap();
    }

    fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        if std::thread::panicking() {
            eprintln!("---- {} log ----\n{}", self.name, self.log_text());
        }
    }
}

/// The log filter of the bots: serenity's own lines from warnings up.
const LOG: &str = "info,adapter_discord=debug,serenity=warn";

async fn within<F: std::future::Future<Output = ()>>(body: F) {
    tokio::time::timeout(OUTER, body).await.expect("test finished within its outer timeout");
}

/// Waits until `name` holds an open connection of shard `shard` of 2. (After a SIGKILL the
/// killed process's connection may still look open for a moment: it is not the one asked for.)
async fn connected(d: &StandIn, shard: u32, name: &str) {
    d.wait_for(&format!("{name} to connect shard {shard}"), |s| {
        s.shard_connections()
            .iter()
            .any(|c| {
                c.open && c.shard == shard && c.total == 2 && c.process.as_deref() == Some(name)
            })
            .then_some(())
    })
    .await;
}

/// `/tablic new` (the short game) by `creator` in `channel`, `other` joins, the creator
/// starts: the table message.
async fn start_game(d: &StandIn, channel: u64, creator: &Member, other: &Member) -> u64 {
    let short = json!([{ "name": "short", "type": 5, "value": true }]);
    let ix = d.slash(creator, channel, "new", short).await;
    assert!(d.answer(&ix).expect("an answer").ephemeral, "the confirmation is private");
    let table =
        d.wait_for("the lobby's table message", |s| s.tables(channel).last().map(|m| m.id)).await;
    d.press(other, table, &d.message(table).button("t1:join").unwrap()).await;
    d.wait_for("the second player seated", |s| {
        s.message(table).all_text().contains(other.name).then_some(())
    })
    .await;
    d.press(creator, table, &d.message(table).button("t1:start").unwrap()).await;
    d.wait_for("the match", |s| s.message(table).button("t1:hand:").map(|_| ())).await;
    table
}

fn finished(table: &Msg) -> bool {
    table.button("t1:again:").is_some() || table.buttons().is_empty()
}

/// The person to move opens their hand and plays their first card (its first choice, if it
/// takes something); returns once the table shows the move.
async fn play_one(d: &StandIn, table_id: u64, players: &[Member]) {
    let (player, (_, moves), hand) = d.mover_opens_hand(table_id, players).await;
    let card = hand.button("t1:card:").unwrap_or_else(|| panic!("card buttons: {}", hand.content));
    d.play_card(&player, hand.id, &card).await;
    let done = d.message(hand.id);
    assert!(done.ephemeral && done.content.contains("You played"), "{}", done.content);
    d.wait_for("the table to show the move", |s| {
        let t = s.message(table_id);
        (t.position().is_some_and(|(_, n)| n > moves) || finished(&t)).then_some(())
    })
    .await;
}

/// Plays until the game is over.
async fn play_out(d: &StandIn, table: u64, players: &[Member]) {
    let mut turns = 0;
    while !finished(&d.message(table)) {
        play_one(d, table, players).await;
        turns += 1;
        assert!(turns < 200, "the game ends");
    }
}

/// `/tablic standings` asked by `who` in `channel`: the public board, and the interaction.
async fn standings(d: &StandIn, who: &Member, channel: u64) -> (String, support::discord::Ix) {
    let ix = d.slash(who, channel, "standings", json!([])).await;
    let board = d.answer(&ix).expect("an answer");
    assert!(!board.ephemeral, "standings are for everyone: {}", board.content);
    (board.content, ix)
}

/// Every interaction of `guild` went to one connection only, of the guild's shard, held by
/// one of `processes`, and every REST call that names its token came from that process.
fn served_by(d: &StandIn, guild: u64, processes: &[&str]) -> usize {
    let calls = d.rest_calls();
    let mut checked = 0;
    for ix in d.interactions().iter().filter(|ix| ix.guild == Some(guild)) {
        assert_eq!(ix.shard, (shard_of(Some(guild), 2), 2), "interaction {ix:?}");
        assert_eq!(ix.delivered, 1, "one connection got it: {ix:?}");
        let process = ix.process.as_deref().expect("a watched process");
        assert!(processes.contains(&process), "{process} got an interaction of {guild}");
        let token = d.token_of(ix);
        let answers: Vec<_> = calls.iter().filter(|c| c.path.contains(&token)).collect();
        assert!(!answers.is_empty(), "the interaction was answered: {ix:?}");
        for call in answers {
            assert_eq!(call.process.as_deref(), Some(process), "{call:?} answered {ix:?}");
        }
        checked += 1;
    }
    checked
}

/// Every REST call on `channel`'s messages came from one of `processes`.
fn channel_written_by(d: &StandIn, channel: u64, processes: &[&str]) -> usize {
    let prefix = format!("/api/v10/channels/{channel}/");
    let calls: Vec<_> =
        d.rest_calls().into_iter().filter(|c| c.path.starts_with(&prefix)).collect();
    for call in &calls {
        let process = call.process.as_deref().unwrap_or("an unknown process");
        assert!(processes.contains(&process), "{call:?} on {channel}");
    }
    calls.len()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_shard_processes_on_one_postgresql_each_serve_their_guilds_and_share_standings() {
    within(async {
        assert_eq!((shard_of(Some(GUILD_A), 2), shard_of(Some(GUILD_B), 2)), (0, 1));
        let dir = tempfile::tempdir().unwrap();
        let database = pg_harness::Cluster::shared().fresh_database();
        let d = StandIn::start().await;
        d.add_guild(GUILD_A, &[CHANNEL_A]);
        d.add_guild(GUILD_B, &[CHANNEL_B]);
        let zero = Bot::spawn(&d, dir.path(), &database, "0", "shard 0");
        let one = Bot::spawn(&d, dir.path(), &database, "1", "shard 1");
        connected(&d, 0, "shard 0").await;
        connected(&d, 1, "shard 1").await;
        d.wait_registered(1).await;

        // A game in each guild at once: Ana and Bob in A, Ana and Dan in B. B's process is
        // killed after a few moves and started again with the same shard.
        let (ana, bob, carol, dan) = (ana(), bob(), carol(), dan());
        let a_players = [ana.clone(), bob.clone()];
        let b_players = [ana.clone(), dan.clone()];
        let game_a = async {
            let table = start_game(&d, CHANNEL_A, &ana, &bob).await;
            play_out(&d, table, &a_players).await;
            table
        };
        let game_b = async {
            let table = start_game(&d, CHANNEL_B, &ana, &dan).await;
            for _ in 0..4 {
                play_one(&d, table, &b_players).await;
            }
            table
        };
        let (table_a, table_b) = tokio::join!(game_a, game_b);
        let before = d.message(table_b).position().expect("B's game goes on");
        // A rolling upgrade: the new process starts while the old one still holds shard 1,
        // says so and waits; the old one is killed, and the new one takes the shard.
        let again = Bot::spawn(&d, dir.path(), &database, "1", "shard 1 again");
        let waiting = "connects Discord shard 1 of 2 on this database: waiting up to 60 s";
        while !again.log_text().contains(waiting) {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert!(
            !d.shard_connections().iter().any(|c| c.process.as_deref() == Some("shard 1 again")),
            "the waiting process connected nothing"
        );
        one.kill().await;
        connected(&d, 1, "shard 1 again").await;
        let one = again;
        // The table of B is the same message, edited by the new process from the stored
        // location, at the position the old one left it.
        assert_eq!(d.message(table_b).position(), Some(before), "nothing lost or replayed");
        play_out(&d, table_b, &b_players).await;
        for table in [table_a, table_b] {
            let end = d.message(table).all_text();
            assert!(end.contains("won") || end.contains("A draw."), "{end}");
        }
        assert_eq!(d.tables(CHANNEL_B).len(), 1, "no second table after the restart");

        // Each guild's interactions went to its own shard's connection and were answered by
        // the process holding it; each channel was written by that process alone.
        assert!(served_by(&d, GUILD_A, &["shard 0"]) > 20);
        assert!(served_by(&d, GUILD_B, &["shard 1", "shard 1 again"]) > 20);
        assert!(channel_written_by(&d, CHANNEL_A, &["shard 0"]) > 0);
        assert!(channel_written_by(&d, CHANNEL_B, &["shard 1", "shard 1 again"]) > 0);
        // B's restart left A's interaction tokens alive: a token dies with its own shard.
        assert_eq!(d.dead_tokens(), 0, "no answer was refused for a dead token");

        // The commands are registered once, by shard 0's process; shard 1's (twice started)
        // leaves them alone.
        let puts: Vec<_> = d
            .rest_calls()
            .into_iter()
            .filter(|c| c.method == "PUT" && c.path.ends_with("/commands"))
            .collect();
        assert_eq!(puts.len(), 1, "{puts:?}");
        assert_eq!(puts[0].process.as_deref(), Some("shard 0"));

        // Each guild's standings, asked by someone who did not play there, answered by the
        // guild's own process from the one database: Ana appears on both boards.
        let (board_a, ix) = standings(&d, &carol, CHANNEL_A).await;
        assert_eq!(ix.process.as_deref(), Some("shard 0"));
        let (board_b, ix) = standings(&d, &carol, CHANNEL_B).await;
        assert_eq!(ix.process.as_deref(), Some("shard 1 again"));
        for (board, with, without) in [(&board_a, "Bob", "Dan"), (&board_b, "Dan", "Bob")] {
            assert!(board.contains("Ana") && board.contains(with), "{board}");
            assert!(!board.contains(without) && !board.contains("Carol"), "{board}");
        }
        let calls = d.rest_calls();
        assert!(calls.iter().all(|c| c.process.is_some()), "every call is a watched process's");
        assert_eq!(d.duplicate_shards(), 0);
        assert!(d.refused_identifies().is_empty(), "{:?}", d.refused_identifies());
        assert!(d.violations().is_empty(), "Discord rules broken: {:#?}", d.violations());
        zero.stop().await;
        one.stop().await;

        // The same boards from one process holding both shards: the standings are the
        // database's, the same from every process.
        let both = Bot::spawn(&d, dir.path(), &database, "0-1", "shards 0-1");
        connected(&d, 0, "shards 0-1").await;
        connected(&d, 1, "shards 0-1").await;
        let (again_a, ix_a) = standings(&d, &carol, CHANNEL_A).await;
        let (again_b, ix_b) = standings(&d, &carol, CHANNEL_B).await;
        assert_eq!(again_a, board_a);
        assert_eq!(again_b, board_b);
        assert_eq!((ix_a.shard, ix_b.shard), ((0, 2), (1, 2)));
        assert_eq!(ix_a.process.as_deref(), Some("shards 0-1"));
        assert_eq!(ix_b.process.as_deref(), Some("shards 0-1"));
        both.stop().await;
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_notice_by_direct_message_is_pressed_on_shard_0_and_points_to_the_game() {
    within(async {
        let dir = tempfile::tempdir().unwrap();
        let database = pg_harness::Cluster::shared().fresh_database();
        let d = StandIn::start().await;
        d.add_guild(GUILD_A, &[CHANNEL_A]);
        d.add_guild(GUILD_B, &[CHANNEL_B]);
        let zero = Bot::spawn(&d, dir.path(), &database, "0", "shard 0");
        let one = Bot::spawn(&d, dir.path(), &database, "1", "shard 1");
        connected(&d, 0, "shard 0").await;
        connected(&d, 1, "shard 1").await;
        d.wait_registered(1).await;

        // Guild B (shard 1) tells turns by direct message; direct messages' presses reach
        // shard 0, the other process.
        let mut manager = carol();
        manager.manager = true;
        let notify = json!([{ "name": "notify", "type": 3, "value": "private" }]);
        d.slash(&manager, CHANNEL_B, "settings", notify).await;
        let (ana, dan) = (ana(), dan());
        let players = [ana.clone(), dan.clone()];
        let table = start_game(&d, CHANNEL_B, &ana, &dan).await;
        play_one(&d, table, &players).await;
        let (mover, _, notice) = d.dm_notice_to_mover(table, &players).await;
        // Its link leads to the table's message, whichever process a press reaches.
        let to_table = format!("https://discord.com/channels/{GUILD_B}/{CHANNEL_B}/{table}");
        assert_eq!(notice.links(), vec![("Go to the table".to_string(), to_table)]);
        let position = d.message(table).position();
        let ix = d.press_in_dm(&mover, notice.id, &notice.button("t1:hand:").unwrap()).await;
        assert_eq!((ix.shard, ix.process.as_deref()), ((0, 2), Some("shard 0")));
        let answer = d.answer(&ix).expect("an answer");
        assert!(answer.ephemeral && answer.owner == Some(mover.id), "{answer:?}");
        assert!(answer.content.contains(&format!("<#{CHANNEL_B}>")), "{}", answer.content);
        // With a link there: a direct message cannot take them to the channel otherwise.
        let to_channel = format!("https://discord.com/channels/{GUILD_B}/{CHANNEL_B}");
        assert_eq!(answer.links(), vec![("Go to the table".to_string(), to_channel)]);
        assert!(!answer.content.contains("Your cards"), "{}", answer.content);
        assert_eq!(d.message(table).position(), position, "nothing moved");
        // The game goes on from its table, served by its own process.
        play_out(&d, table, &players).await;
        assert!(channel_written_by(&d, CHANNEL_B, &["shard 1"]) > 0);
        assert!(served_by(&d, GUILD_B, &["shard 1"]) > 0);
        assert!(d.violations().is_empty(), "Discord rules broken: {:#?}", d.violations());
        zero.stop().await;
        one.stop().await;
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guild_whose_shard_nobody_connected_gets_no_interaction_and_the_test_says_so() {
    within(async {
        let dir = tempfile::tempdir().unwrap();
        let database = format!("sqlite:{}", dir.path().join("d.db").display());
        let d = StandIn::start().await;
        d.add_guild(GUILD_A, &[CHANNEL_A]);
        d.add_guild(GUILD_B, &[CHANNEL_B]);
        let zero = Bot::spawn(&d, dir.path(), &database, "0", "shard 0");
        connected(&d, 0, "shard 0").await;
        d.wait_registered(1).await;
        // READY listed shard 0's guild only.
        let log = d
            .wait_for("the READY logged", |_| {
                let log = zero.log_text();
                log.contains("connected to Discord").then_some(log)
            })
            .await;
        assert!(log.contains("guilds=1 shard=0"), "{log}");
        // Guild A's interaction reaches shard 0's process; guild B's reaches nobody, which a
        // stand-in must not hide (Discord would hold it, and the member would wait forever).
        let ix = d.slash(&carol(), CHANNEL_A, "standings", json!([])).await;
        assert_eq!((ix.shard, ix.process.as_deref()), ((0, 2), Some("shard 0")));
        let lost = {
            let d = d.clone();
            tokio::spawn(async move { d.slash(&carol(), CHANNEL_B, "standings", json!([])).await })
        };
        let err = lost.await.expect_err("an interaction of an unconnected shard fails the test");
        let why = err.into_panic();
        let why = why.downcast_ref::<String>().map_or("", String::as_str);
        assert!(why.contains("reached no gateway connection"), "{why}");
        zero.stop().await;
    })
    .await;
}

/// A guild on shard 1 of 2, besides [`GUILD_B`].
const GUILD_C: u64 = GUILD + (3 << 22);

/// A process that stopped because Discord refused a shard: a failure status, the reason in one
/// `error:` line on stderr (as for a bad token) and logged at error level, and the stand-in
/// asked for its recommended shard count.
fn stopped_with(d: &StandIn, status: ExitStatus, log: &str, reason: &str) {
    assert_eq!(status.code(), Some(1), "{status}; log:\n{log}");
    assert!(
        log.lines().any(|l| l.starts_with(&format!("error: {reason}"))),
        "no `error: {reason}…` line in\n{log}"
    );
    assert!(
        log.lines().any(|l| l.contains("ERROR") && l.contains(reason)),
        "not logged at error level:\n{log}"
    );
    assert!(
        d.rest_calls().iter().any(|c| c.method == "GET" && c.path == "/api/v10/gateway/bot"),
        "GET /gateway/bot through the configured REST base"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shard_closed_with_4011_stops_serve_with_the_total_discord_recommends() {
    within(async {
        let dir = tempfile::tempdir().unwrap();
        let database = format!("sqlite:{}", dir.path().join("d.db").display());
        let d = StandIn::start().await;
        // Two guilds where one shard may hold one: Discord wants 2 shards.
        d.add_guild(GUILD_B, &[CHANNEL_B]);
        d.set_max_guilds_per_session(1);
        d.recommend_shards(2);
        let args = ["--shards", "0-0", "--shard-total", "1"];
        let alone = Bot::spawn_with(&d, dir.path(), &database, &args, "one shard", LOG);
        let (status, log) = alone.exits().await;
        stopped_with(
            &d,
            status,
            &log,
            "Discord closed shard 0 with 4011 (Sharding required): this bot is in too many \
             guilds for 1 shard; raise --shard-total",
        );
        assert!(log.contains("Discord recommends 2"), "{log}");
        // One IDENTIFY, refused, and no other: not a loop that spends the daily budget.
        let refused = d.refused_identifies();
        assert_eq!(refused.len(), 1, "{refused:?}");
        assert_eq!(refused[0].0, 4011, "{refused:?}");
        assert_eq!(d.gateway_counts().1, 1, "IDENTIFYs");

        // Done as it says, the bot comes online with both shards.
        let both = Bot::spawn(&d, dir.path(), &database, "0-1", "both shards");
        connected(&d, 0, "both shards").await;
        connected(&d, 1, "both shards").await;
        d.wait_registered(1).await;
        let ix = d.slash(&carol(), CHANNEL_B, "standings", json!([])).await;
        assert_eq!((ix.shard, ix.process.as_deref()), ((1, 2), Some("both shards")));
        assert_eq!(d.refused_identifies().len(), 1, "nothing more refused");
        both.stop().await;
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_4011_on_one_shard_closes_the_connected_ones_cleanly_and_stops_serve() {
    within(async {
        let dir = tempfile::tempdir().unwrap();
        let database = format!("sqlite:{}", dir.path().join("d.db").display());
        let d = StandIn::start().await;
        // Shard 0 of 2 holds one guild, shard 1 two: only shard 1 is refused.
        d.add_guild(GUILD_B, &[CHANNEL_B]);
        d.add_guild(GUILD_C, &[]);
        assert_eq!((shard_of(Some(GUILD_B), 2), shard_of(Some(GUILD_C), 2)), (1, 1));
        d.set_max_guilds_per_session(1);
        d.recommend_shards(4);
        let bot = Bot::spawn(&d, dir.path(), &database, "0-1", "shards 0-1");
        connected(&d, 0, "shards 0-1").await;
        let (status, log) = bot.exits().await;
        stopped_with(
            &d,
            status,
            &log,
            "Discord closed shard 1 with 4011 (Sharding required): this bot is in too many \
             guilds for 2 shards; raise --shard-total",
        );
        assert!(log.contains("Discord recommends 4"), "{log}");
        let refused = d.refused_identifies();
        assert_eq!(refused.len(), 1, "{refused:?}");
        assert_eq!(d.gateway_counts().1, 2, "one IDENTIFY a shard");
        // Shard 0's session ended with the client's Close frame, not a dropped connection.
        d.wait_closed(1).await;
        assert_eq!(d.gateway_counts().3, 1, "shard 0 closed cleanly");
        d.wait_for("shard 0's session to end", |s| {
            s.shard_connections().iter().all(|c| !c.open).then_some(())
        })
        .await;
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shard_closed_with_4010_stops_serve_even_when_the_log_shows_nothing_of_serenity() {
    within(async {
        let dir = tempfile::tempdir().unwrap();
        let database = format!("sqlite:{}", dir.path().join("d.db").display());
        let d = StandIn::start().await;
        // A valid range and total, which Discord refuses anyway: this bot's sharding is
        // Discord's now (large bots), in multiples of 16.
        d.require_shard_total_multiple(16);
        d.recommend_shards(16);
        let args = ["--shards", "0-1", "--shard-total", "2"];
        // A log filter that keeps every line of serenity's out: the refusal is heard anyway.
        let quiet = "error,serenity=off";
        let bot = Bot::spawn_with(&d, dir.path(), &database, &args, "refused", quiet);
        let (status, log) = bot.exits().await;
        stopped_with(
            &d,
            status,
            &log,
            "Discord closed shard 0 with 4010 (Invalid shard): Discord refused --shards 0-1 \
             --shard-total 2; check that every process gives the same --shard-total",
        );
        assert!(log.contains("a multiple of the number it gave (Discord recommends 16)"), "{log}");
        assert!(!log.contains("serenity"), "the filter kept serenity's lines out:\n{log}");
        // Shard 1 would have been started 5 s after shard 0: at most its one IDENTIFY more.
        let refused = d.refused_identifies();
        assert!((1..=2).contains(&refused.len()), "{refused:?}");
        assert!(refused.iter().all(|(code, _)| *code == 4010), "{refused:?}");
        assert_eq!(d.gateway_counts().1, refused.len() as u32, "no IDENTIFY accepted");
    })
    .await;
}
