//! End to end on Discord: the real serenity client of `tablic serve` against a local Discord
//! stand-in (REST + gateway on 127.0.0.1), driven by simulated members pressing buttons.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

#[path = "support/transcripts.rs"]
mod transcripts;
mod support {
    pub mod discord;
    pub mod history;
    pub mod ops;
}

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::Duration;

use bot_core::game::Match;
use bot_core::ids::{MatchId, Platform, SeatKind};
use bot_core::store::{MessageKind, Store};
use bot_core::{Card, CardSet};
use serde_json::{json, Value};
use support::discord::{registration_problems, to_move, Ix, Member, Msg, StandIn, APP};
use support::ops::{free_local_address, http_get, sample};

/// Every test gives up after this long, whatever it waits for.
const OUTER: Duration = Duration::from_secs(80);
/// The channel the games are played in.
const CHANNEL: u64 = 500_000_000_000_000_005;

fn ana() -> Member {
    Member::new(600_000_000_000_000_001, "Ana")
}
fn bob() -> Member {
    Member::new(600_000_000_000_000_002, "Bob")
}
fn carol() -> Member {
    Member::new(600_000_000_000_000_003, "Carol")
}

/// `tablic serve` as a child process.
struct Bot {
    child: tokio::process::Child,
    log: PathBuf,
}

impl Bot {
    fn spawn(d: &StandIn, dir: &Path) -> Bot {
        Bot::spawn_with(d, dir, &[])
    }

    /// [`Bot::spawn`] with more environment variables.
    fn spawn_with(d: &StandIn, dir: &Path, env: &[(&str, &str)]) -> Bot {
        let log =
            dir.join(format!("bot-{}.log", std::time::UNIX_EPOCH.elapsed().unwrap().as_nanos()));
        let child = tokio::process::Command::new(env!("CARGO_BIN_EXE_tablic"))
            .arg("serve")
            .env("DISCORD_TOKEN", "test-token.secret.value")
            .env("TABLIC_DISCORD_API_URL", d.url())
            .env("TABLIC_DATABASE_URL", format!("sqlite:{}", dir.join("d.db").display()))
            .env("TABLIC_GAME__TURN_TIMER_SECONDS", "0")
            .env("RUST_LOG", "info,adapter_discord=debug,serenity=warn")
            .env_remove("TELEGRAM_TOKEN")
            .env_remove("TABLIC_TELEGRAM_API_URL")
            .env("TABLIC_HTTP__LISTEN", "")
            .envs(env.iter().copied())
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap())
            .kill_on_drop(true)
            .spawn()
            .expect("start tablic serve");
        Bot { child, log }
    }

    /// SIGTERM, then the process must exit by itself, successfully.
    async fn stop(mut self, d: &StandIn, closes: u32) {
        let pid = self.child.id().expect("running").to_string();
        let sent = std::process::Command::new("kill").args(["-TERM", &pid]).status().unwrap();
        assert!(sent.success());
        let status = tokio::time::timeout(Duration::from_secs(20), self.child.wait())
            .await
            .expect("tablic serve stops after SIGTERM")
            .unwrap();
        assert!(status.success(), "exit status {status}; log:\n{}", self.log_text());
        d.wait_closed(closes).await;
        let log = self.log_text();
        assert!(!log.contains("test-token.secret.value"), "the token was logged");
        assert!(d.form_faults().is_empty(), "Discord would refuse: {:#?}", d.form_faults());
        if std::env::var_os("DISCORD_E2E_LOG").is_some() {
            eprintln!("---- tablic serve log ----\n{log}");
        }
    }

    /// SIGUSR1: with `TABLIC_TEST_SWEEP_ON_SIGUSR1` set, a sweep at once. Returns once that
    /// sweep has finished (its log line is written), so no sweep asked for is left to run
    /// while the test goes on.
    async fn sweep(&self) {
        let before = self.sweeps();
        let pid = self.child.id().expect("running").to_string();
        let sent = std::process::Command::new("kill").args(["-USR1", &pid]).status().unwrap();
        assert!(sent.success());
        let deadline = std::time::Instant::now() + Duration::from_secs(15);
        while self.sweeps() <= before {
            assert!(std::time::Instant::now() < deadline, "the sweep asked for never finished");
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    /// The Discord sweeps finished so far: each logs one line when it is done.
    fn sweeps(&self) -> usize {
        let log = self.log_text();
        log.lines().filter(|l| l.contains("entries of channels without a game let go")).count()
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
        // A failing test shows what the bot said.
        if std::thread::panicking() {
            eprintln!("---- tablic serve log ----\n{}", self.log_text());
        }
    }
}

/// Runs a test body under the outer timeout.
async fn within<F: std::future::Future<Output = ()>>(body: F) {
    tokio::time::timeout(OUTER, body).await.expect("test finished within its outer timeout");
}

/// `/tablic new` by `creator`; returns the table message.
async fn open_game(d: &StandIn, creator: &Member, channel: u64, options: Value) -> u64 {
    let before = d.tables(channel).len();
    let ix = d.slash(creator, channel, "new", options).await;
    let reply = d.answer(&ix).expect("an answer");
    assert!(reply.ephemeral, "the creator's confirmation is private");
    d.wait_for("the lobby's table message", |s| {
        let tables = s.tables(channel);
        (tables.len() > before).then(|| tables.last().unwrap().clone())
    })
    .await
    .id
}

/// Ana opens a game with `options` in [`CHANNEL`], Bob joins, Ana starts it. Returns the
/// players and the table message.
async fn game_of_two(d: &StandIn, options: Value) -> ([Member; 2], u64) {
    let (ana, bob) = (ana(), bob());
    let table = open_game(d, &ana, CHANNEL, options).await;
    d.press(&bob, table, &d.message(table).button("t1:join").unwrap()).await;
    d.wait_for("Bob seated", |s| s.message(table).all_text().contains("Bob").then_some(())).await;
    d.press(&ana, table, &d.message(table).button("t1:start").unwrap()).await;
    d.wait_for("the match", |s| s.message(table).button("t1:hand:").map(|_| ())).await;
    ([ana, bob], table)
}

/// The moment (unix seconds) of the first `<t:…:R>` in `text`.
fn deadline_in(text: &str) -> Option<i64> {
    text.split_once("<t:")?.1.split_once(":R>")?.0.parse().ok()
}

/// Seconds since the Unix epoch, by this machine's clock (the bot's too).
fn unix_now() -> i64 {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    now.map_or(0, |d| d.as_secs() as i64)
}

fn finished(table: &Msg) -> bool {
    table.button("t1:again:").is_some() || table.buttons().is_empty()
}

/// Waits until the table shows a position after `moves` (or the end).
async fn table_after(d: &StandIn, table: u64, moves: u32) -> Msg {
    d.wait_for("the table to show the move", |s| {
        let t = s.message(table);
        let moved = t.position().is_some_and(|(_, n)| n > moves);
        (moved || finished(&t)).then_some(t)
    })
    .await
}

/// The person to move opens their hand and plays the first card: its press alone if it can
/// take nothing, else its first choice (the largest capture, or trail). Returns the hand
/// message and the card button pressed.
async fn play_one(d: &StandIn, table_id: u64, players: &[Member]) -> (u64, String) {
    play_one_saying(d, table_id, players, |_| &["You played"]).await
}

/// [`play_one`], where `confirmed` gives the words (any of them) that confirm a player's move
/// to them, in their language.
async fn play_one_saying(
    d: &StandIn,
    table_id: u64,
    players: &[Member],
    confirmed: impl Fn(&Member) -> &'static [&'static str],
) -> (u64, String) {
    let (player, (_, moves), hand) = d.mover_opens_hand(table_id, players).await;
    let player = &player;
    let card = hand.button("t1:card:").unwrap_or_else(|| panic!("card buttons: {}", hand.content));
    let (pressed, chosen) = d.play_card(player, hand.id, &card).await;
    // Choices, or (a card that takes nothing) the move, replace the hand message: answered in
    // place (7), or deferred (6) and the message then edited, as a slow answer is.
    let in_place_or_deferred = |ix: &Ix| matches!(ix.callback.map(|c| c.0), Some(6 | 7));
    assert!(in_place_or_deferred(&pressed), "the card's answer replaces the hand");
    if let Some(ix) = &chosen {
        assert!(in_place_or_deferred(ix), "the move is confirmed in the same message");
    }
    let words = confirmed(player);
    let done = d
        .wait_for("the move confirmed on the hand", |s| {
            let m = s.message(hand.id);
            words.iter().any(|w| m.content.contains(w)).then_some(m)
        })
        .await;
    assert!(done.ephemeral);
    table_after(d, table_id, moves).await;
    (hand.id, card)
}

/// Plays moves ([`play_one`]) until the person to move holds a card that can take something.
/// Returns them, their hand message open, and that card's button.
async fn until_a_capture(
    d: &StandIn,
    dir: &Path,
    table_id: u64,
    players: &[Member],
) -> (Member, Msg, String) {
    let mut replay = Replayer::open(dir).await;
    for _ in 0..200 {
        let (player, (game, moves), hand) = d.mover_opens_hand(table_id, players).await;
        let takers = replay.takers(game, moves).await;
        let cards = hand.buttons().into_iter().filter(|b| b.starts_with("t1:card:"));
        if let Some(card) = cards.into_iter().find(|b| takers.contains(card_of(b))) {
            replay.store.close().await;
            return (player, hand, card);
        }
        d.play_card(&player, hand.id, &hand.button("t1:card:").expect("cards")).await;
        table_after(d, table_id, moves).await;
    }
    panic!("nobody ever held a card that takes something");
}

async fn play_out(d: &StandIn, table_id: u64, players: &[Member]) -> u32 {
    let mut turns = 0;
    while !finished(&d.message(table_id)) {
        play_one(d, table_id, players).await;
        turns += 1;
        assert!(turns < 200, "the game ends");
    }
    turns
}

/// Takes the bot's database's write lock from another connection and gives it back after
/// `held`: the bot's writes meanwhile wait (past the store's busy timeout, they fail).
async fn hold_the_database(dir: &Path, held: Duration) -> tokio::task::JoinHandle<()> {
    let options = sqlx::sqlite::SqliteConnectOptions::new().filename(dir.join("d.db"));
    let mut other = sqlx::ConnectOptions::connect(&options).await.unwrap();
    sqlx::query("BEGIN IMMEDIATE").execute(&mut other).await.unwrap();
    tokio::spawn(async move {
        tokio::time::sleep(held).await;
        sqlx::query("COMMIT").execute(&mut other).await.unwrap();
    })
}

/// The button of `hand` (at `position`) whose press plays its first card: the card itself
/// if it can take nothing, else its first choice, whose list is opened here (that press
/// commits nothing).
async fn press_that_plays(
    d: &StandIn,
    dir: &Path,
    mover: &Member,
    hand: &Msg,
    position: (i64, u32),
) -> String {
    let card = hand.button("t1:card:").expect("cards");
    let mut replay = Replayer::open(dir).await;
    let takers = replay.takers(position.0, position.1).await;
    replay.store.close().await;
    if !takers.contains(card_of(&card)) {
        return card;
    }
    d.press(mover, hand.id, &card).await;
    // In place or deferred: the choices show once the press is answered.
    d.wait_for("the card's choices on the hand", |s| s.message(hand.id).button("t1:play:")).await
}

/// What a refused press must look like: a private answer that says why (at once, or after
/// a deferral: waited for).
async fn refused(d: &StandIn, ix: &Ix, words: &str) {
    let answer = d
        .wait_for(&format!("the refusal saying `{words}`"), |s| {
            s.answer(ix).filter(|a| a.content.contains(words))
        })
        .await;
    assert!(answer.ephemeral, "a refusal is private: {}", answer.content);
    assert!(answer.content.contains(words), "expected `{words}` in `{}`", answer.content);
}

/// Every hand of a stored match after its first `moves` moves, with its seats.
struct Replayer {
    store: Store,
    cache: HashMap<(i64, u32), (Vec<CardSet>, Vec<SeatKind>)>,
}

impl Replayer {
    async fn open(dir: &Path) -> Replayer {
        Replayer { store: Store::open(&dir.join("d.db")).await.unwrap(), cache: HashMap::new() }
    }

    async fn hands(&mut self, game: i64, moves: u32) -> (Vec<CardSet>, Vec<SeatKind>) {
        if let Some(hit) = self.cache.get(&(game, moves)) {
            return hit.clone();
        }
        let stored = self.store.load(MatchId(game)).await.unwrap().expect("stored match");
        let log = &stored.moves[..moves as usize];
        let m = Match::replay(stored.rules.clone(), stored.seed, log).expect("replays");
        let hands = m.hand().hands[..stored.seats.len()].to_vec();
        let out = (hands, stored.seats.clone());
        self.cache.insert((game, moves), out.clone());
        out
    }

    /// The cards of every hand that could take something from the table after `moves`
    /// moves of `game`: pressed on their turn, they open their choices; any other is played
    /// by its press.
    async fn takers(&mut self, game: i64, moves: u32) -> CardSet {
        let stored = self.store.load(MatchId(game)).await.unwrap().expect("stored match");
        let log = &stored.moves[..moves as usize];
        let mut m = Match::replay(stored.rules.clone(), stored.seed, log).expect("replays");
        let (hands, table) = (m.hand().hands, m.hand().table);
        let mut out = CardSet::EMPTY;
        for card in hands.iter().flat_map(|h| h.iter()) {
            if !m.capture_gen().listing(table, card, 1).options.is_empty() {
                out.insert(card);
            }
        }
        out
    }
}

/// The card of a card button (`t1:card:{game}:{moves}:{card}:{page}`).
fn card_of(button: &str) -> Card {
    button.split(':').nth(4).and_then(|c| c.parse().ok()).expect("a card button")
}

/// A table message without its "Last hand" fields (named as in any of `names`), and what they
/// said with the number of the hand they score.
fn last_hand_apart(m: &Msg, names: &[String]) -> (Msg, Option<(u32, String)>) {
    let mut rest = m.clone();
    let Some(fields) =
        rest.embeds.get_mut(0).and_then(|e| e.get_mut("fields")).and_then(Value::as_array_mut)
    else {
        return (rest, None);
    };
    let mut said = String::new();
    let mut inside = false;
    fields.retain(|f| {
        let name = f["name"].as_str().unwrap_or_default();
        // A field too long for one goes on in fields named with a zero-width space.
        inside = names.iter().any(|n| n == name) || inside && name == "\u{200B}";
        if inside {
            said.push_str(f["value"].as_str().unwrap_or_default());
            said.push('\n');
        }
        !inside
    });
    let hand = said.split(|c: char| !c.is_ascii_digit()).find_map(|n| n.parse().ok());
    (rest, hand.map(|h| (h, said)))
}

/// No public write ever shows a card of a hand (a last hand's scoring only what everyone saw
/// at its end); every hand button goes to its owner only.
async fn check_privacy(d: &StandIn, dir: &Path) {
    assert_eq!(d.public_followups(), 0, "a private follow-up went public after an acknowledgement");
    let mut replay = Replayer::open(dir).await;
    let mut checked = 0;
    // The "Last hand" field's name in every language, and what was seen at each hand's end.
    let names: Vec<String> = bot_core::i18n::Lang::ALL
        .iter()
        .map(|lang| adapter_discord::i18n::text(*lang, adapter_discord::i18n::Key::LastHand))
        .collect();
    let mut seen_at_end: HashMap<(i64, u32), CardSet> = HashMap::new();
    for w in d.writes() {
        let Some(m) = &w.after else { continue };
        let (m, last_hand) = &last_hand_apart(m, &names);
        let text = m.all_text();
        if w.public {
            match m.position() {
                Some((game, moves)) => {
                    // The last hand's scoring names only what everyone saw at its end.
                    if let Some((hand, said)) = last_hand {
                        let public = match seen_at_end.entry((game, *hand)) {
                            std::collections::hash_map::Entry::Occupied(seen) => *seen.get(),
                            std::collections::hash_map::Entry::Vacant(slot) => {
                                let stored =
                                    replay.store.load(MatchId(game)).await.unwrap().unwrap();
                                *slot.insert(support::history::public_at_hand_end(&stored, *hand))
                            }
                        };
                        for card in CardSet::FULL.iter().filter(|c| said.contains(&c.to_string())) {
                            assert!(
                                public.contains(card),
                                "{card} was not seen at hand {hand}'s end: {said}"
                            );
                        }
                    }
                    let (hands, _) = replay.hands(game, moves).await;
                    for card in hands.iter().flat_map(|h| h.iter()) {
                        assert!(
                            !text.contains(&card.to_string()),
                            "{} shows {card} while it is in a hand (game {game}, move {moves}): {text}",
                            w.route
                        );
                        for id in m.buttons() {
                            assert!(!id.split(':').any(|t| t == card.ascii()), "{id} names {card}");
                        }
                    }
                    checked += 1;
                }
                // Lobbies, standings, notices: no card at all.
                None => assert!(
                    !text.contains(['♠', '♥', '♦', '♣']),
                    "{}: a public message without a position shows a card: {text}",
                    w.route
                ),
            }
        } else {
            // A card button goes only to the player holding the card.
            for id in m.buttons().iter().filter(|b| b.starts_with("t1:card:")) {
                let parts: Vec<&str> = id.split(':').collect();
                let (game, moves) = (parts[2].parse().unwrap(), parts[3].parse().unwrap());
                let card: Card = parts[4].parse().unwrap();
                let (hands, seats) = replay.hands(game, moves).await;
                let owner = m.owner.expect("an ephemeral message has an owner").to_string();
                let seat = seats
                    .iter()
                    .position(|s| s.user().is_some_and(|u| u.id == owner))
                    .expect("the owner has a seat");
                assert!(hands[seat].contains(card), "{id} shown to someone else than its holder");
            }
        }
    }
    assert!(checked > 0, "some public tables were checked");
    assert!(d.violations().is_empty(), "Discord rules broken: {:#?}", d.violations());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_a_short_game_to_the_standings() {
    within(async {
        let dir = tempfile::tempdir().unwrap();
        let d = StandIn::start().await;
        let bot = Bot::spawn(&d, dir.path());
        let commands = d.wait_registered(1).await;
        let tablic = &commands[0];
        assert_eq!(tablic["name"], "tablic");
        let subs = tablic["options"].as_array().unwrap();
        assert!(subs.len() >= 13);
        // Translated for the locales Discord has of ours only: Croatian and Romanian.
        for sub in subs {
            let mut locales: Vec<&String> =
                sub["name_localizations"].as_object().unwrap().keys().collect();
            locales.sort();
            assert_eq!(locales, ["hr", "ro"], "{sub}");
        }

        let (ana, bob, carol) = (ana(), bob(), carol());
        let offered = d.autocomplete(&ana, CHANNEL, "new", "variant", "tabla").await;
        assert!(offered.contains(&"tablanette".to_string()), "{offered:?}");

        let table =
            open_game(&d, &ana, CHANNEL, json!([{ "name": "short", "type": 5, "value": true }]))
                .await;
        let lobby = d.message(table);
        d.press(&bob, table, &lobby.button("t1:join").unwrap()).await;
        d.wait_for("Bob seated", |s| s.message(table).all_text().contains("Bob").then_some(()))
            .await;

        // Only the creator starts.
        let ix = d.press(&carol, table, &lobby.button("t1:start").unwrap()).await;
        refused(&d, &ix, "Only the player who opened").await;
        let ix = d.press(&ana, table, &lobby.button("t1:start").unwrap()).await;
        let first_hand = d.answer(&ix).expect("the creator's hand");
        assert!(first_hand.ephemeral && first_hand.owner == Some(ana.id));
        let started = d
            .wait_for("the match to start", |s| {
                let t = s.message(table);
                t.button("t1:hand:").map(|_| t)
            })
            .await;
        let (game, moves) = started.position().unwrap();
        // The lobby's news made way for the match's.
        let news = started.all_text();
        assert!(news.contains("The game has started."), "{news}");
        assert!(!news.contains("joined") && !news.contains("new game is open"), "{news}");

        // Refusals change nothing.
        let ix = d.press(&carol, table, &started.button("t1:hand:").unwrap()).await;
        refused(&d, &ix, "not playing in this game").await;
        let ix = d.press(&bob, table, "t1:play:totally:forged").await;
        refused(&d, &ix, "That button no longer works").await;
        let ix = d.press(&bob, table, &format!("t1:play:{}:{moves}:9C:0", game + 41)).await;
        refused(&d, &ix, "earlier game").await;
        let players = [ana.clone(), bob.clone()];
        let mover = to_move(&started, &players).unwrap().clone();
        let waiter = if mover.id == ana.id { bob.clone() } else { ana.clone() };
        let ix = d.press(&waiter, table, &started.button("t1:hand:").unwrap()).await;
        let waiting = d.answer(&ix).unwrap();
        assert!(
            waiting.ephemeral && waiting.content.contains("Waiting for"),
            "{}",
            waiting.content
        );
        assert!(waiting.button("t1:card:").is_none(), "no card buttons out of turn");
        let their_card =
            waiting.content.split("**Your cards:** ").nth(1).unwrap().split(' ').next().unwrap();
        let their_card: Card = their_card.trim().parse().unwrap();
        let forged = format!("t1:play:{game}:{moves}:{}:0", their_card.ascii());
        let ix = d.press(&waiter, waiting.id, &forged).await;
        refused(&d, &ix, "not your turn").await;
        assert_eq!(d.message(table).position(), Some((game, moves)), "nothing moved");
        let store = Store::open(&dir.path().join("d.db")).await.unwrap();
        let stored = store.load(MatchId(game)).await.unwrap().unwrap();
        assert_eq!(stored.moves.len() as u32, moves, "nothing was stored");

        // A hand button forged onto the public table answers privately; the table stays.
        let table_before = d.message(table).all_text();
        let forged = format!("t1:refresh:{game}");
        let ix = d.press(&mover, table, &forged).await;
        let private = d.answer(&ix).unwrap();
        assert!(private.ephemeral && private.id != table, "a new private message");
        assert_eq!(d.message(table).all_text(), table_before, "the table is untouched");

        // The first move; then its buttons are stale, and the waiting player's hand message
        // is redrawn with their cards to play.
        let (hand_msg, card_button) = play_one(&d, table, &players).await;
        let ix = d.press(&mover, hand_msg, &card_button).await;
        let stale = d.answer(&ix).unwrap();
        assert!(stale.ephemeral && stale.content.contains("earlier position"), "{}", stale.content);
        d.wait_for("the waiting player's hand redrawn for their turn", |s| {
            s.message(waiting.id).button("t1:card:").map(|_| ())
        })
        .await;
        // With a card down, "The game has started" is old news, gone from the table.
        d.wait_for("the start's news gone", |s| {
            let t = s.message(table);
            (t.position() != Some((game, moves)) && !t.all_text().contains("The game has started"))
                .then_some(())
        })
        .await;

        // A card that can take something, then Back: the hand again, nothing played.
        let (taker, hand, card) = until_a_capture(&d, dir.path(), table, &players).await;
        let at = d.message(table).position();
        d.press(&taker, hand.id, &card).await;
        let back = d.message(hand.id).button("t1:back:").expect("a Back button");
        d.press(&taker, hand.id, &back).await;
        assert!(d.message(hand.id).button("t1:card:").is_some(), "the cards again");
        assert_eq!(d.message(table).position(), at, "nothing played");

        let turns = play_out(&d, table, &players).await;
        assert!(turns >= 10, "a whole hand was played ({turns} more turns)");
        let end = d.message(table);
        assert!(
            end.all_text().contains("won") || end.all_text().contains("A draw."),
            "{}",
            end.all_text()
        );
        // An ended table shows no news from before its end, as if it had just happened.
        assert!(!end.all_text().contains("\"News\""), "{}", end.all_text());
        // Its hand's scoring names the move that ended it.
        assert!(readable(&end).contains("**The hand's last move:** "), "{}", readable(&end));
        // Said there only: not again above it as the table's last move.
        assert!(!readable(&end).contains("**Last move:** "), "{}", readable(&end));
        // Both hands say it is over, not only the last mover's: nobody is left "waiting"
        // with a button that can no longer play. With the result, as the table says it.
        let said = |l: &&str| l.contains("Final score");
        let result = readable(&end).lines().find(said).unwrap().to_string();
        let result = result.trim_matches('*').to_string();
        for player in &players {
            // The winner reads the win as theirs.
            let own = result.replace(&format!("🏆 {} won ", player.name), "🏆 You won ");
            d.wait_for("every hand closed at the end, with the result", |s| {
                let hand = s.newest_private(player)?;
                let over = format!("The game is over. {own}");
                let closed = hand.content.contains(&over) && hand.buttons().is_empty();
                closed.then_some(())
            })
            .await;
        }
        // The end is told in a new message too (the table's edit notifies nobody), in the
        // channel, pinging nobody.
        let told = d
            .wait_for("the end told in a new message", |s| {
                let told = s.messages_with(&format!("(game #{game})"));
                let result =
                    |m: &Msg| m.content.starts_with("🏆 ") || m.content.contains("A draw.");
                told.into_iter().find(|m| !m.ephemeral && m.id != table && result(m))
            })
            .await;
        assert!(told.pings.is_empty() && told.buttons().is_empty(), "{told:?}");
        assert_eq!(told.channel, CHANNEL);

        // A finished game's old buttons say so. The mover's older hand messages are deleted,
        // so the old card's id is sent from their newest hand message, as a forged or
        // replayed press would send it.
        let newest = d.newest_private(&mover).expect("the mover's newest message");
        assert!(newest.history.iter().any(|(_, t)| t.contains("**Your cards:**")), "{newest:?}");
        let ix = d.press(&mover, newest.id, &card_button).await;
        let old = d.answer(&ix).unwrap();
        assert!(old.ephemeral && old.content.contains("The game is over"), "{}", old.content);

        let ix = d.slash(&carol, CHANNEL, "standings", json!([])).await;
        let standings = d.answer(&ix).unwrap();
        assert!(!standings.ephemeral, "standings are for everyone");
        assert!(
            standings.content.contains("Ana") && standings.content.contains("Bob"),
            "{}",
            standings.content
        );

        check_privacy(&d, dir.path()).await;
        assert!(d.writes().iter().filter(|w| w.route == "reply" || w.route == "update").all(|w| {
            w.after.as_ref().is_none_or(|m| !m.content.contains("**Your cards:**") || m.ephemeral)
        }));
        bot.stop(&d, 1).await;
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_computer_with_failing_edits_and_a_rematch() {
    within(async {
        let dir = tempfile::tempdir().unwrap();
        let d = StandIn::start().await;
        let ops = free_local_address();
        let bot = Bot::spawn_with(&d, dir.path(), &[("TABLIC_HTTP__LISTEN", ops.as_str())]);
        d.wait_registered(1).await;
        let ana = ana();
        let table =
            open_game(&d, &ana, CHANNEL, json!([{ "name": "short", "type": 5, "value": true }]))
                .await;
        let ix = d.slash(&ana, CHANNEL, "bot", json!([])).await;
        assert!(d.answer(&ix).unwrap().ephemeral);
        d.wait_for("the computer seated", |s| {
            s.message(table).all_text().contains("🤖").then_some(())
        })
        .await;
        // Discord rate-limits the next table edit, then fails two: the bot retries them, and
        // waits as long as it is told to.
        d.fail_table_edits(2);
        d.limit_table_edits(1);
        let ix = d.slash(&ana, CHANNEL, "start", json!([])).await;
        let hand = d.answer(&ix).unwrap();
        assert!(hand.ephemeral && hand.content.contains("Your cards"), "{}", hand.content);
        play_out(&d, table, std::slice::from_ref(&ana)).await;
        assert!(finished(&d.message(table)));
        assert_eq!(d.early_after_429(), 0, "an edit came before retry_after had passed");
        let (_, metrics) = http_get(&ops, "/metrics");
        let series = |name: &str| format!("{name}{{platform=\"discord\"}}");
        assert!(sample(&metrics, &series("tablic_platform_rate_limited_total")) >= 1.0);
        assert!(sample(&metrics, &series("tablic_platform_errors_total")) >= 2.0, "{metrics}");

        // A rematch gets a table message of its own, one even when Discord made it but its
        // answer was lost (the post sent again names the same nonce); then the creator stops it.
        d.lose_create_answers(1);
        let rematch = d.message(table).button("t1:again:").unwrap();
        let ix = d.press(&ana, table, &rematch).await;
        assert!(d.answer(&ix).unwrap().ephemeral);
        let second = d
            .wait_for("the rematch's table", |s| {
                let tables = s.tables(CHANNEL);
                (tables.len() == 2 && s.nonce_repeats() == 1).then(|| tables[1].id)
            })
            .await;
        d.wait_for("the rematch's table up to date", |s| {
            s.message(second).all_text().contains("🤖").then_some(())
        })
        .await;
        // Her old table's Rematch again: her cards of the game she began, told so.
        let ix = d.press(&ana, table, &rematch).await;
        let hers = d.wait_for("Ana's cards of her rematch", |s| s.answer(&ix)).await;
        let told = "You already started the rematch: it is being played.";
        assert!(hers.ephemeral && hers.content.starts_with(told), "{}", hers.content);
        let ix = d.slash(&ana, CHANNEL, "abort", json!([])).await;
        let answer = d.answer(&ix).unwrap();
        assert!(answer.ephemeral);
        // Her hand says "You stopped the game.": the answer says which, and what of it.
        let (game, _) = d.message(second).position().unwrap();
        let said = format!("You stopped game #{game}: it counts for no one.");
        assert!(answer.content.contains(&said), "{}", answer.content);
        d.wait_for("the table to say it was stopped", |s| {
            s.message(second).all_text().contains("stopped").then_some(())
        })
        .await;
        // Once, as its result: not again as news under it.
        let ended = d.message(second).all_text();
        assert!(ended.contains("The game was stopped by Ana."), "{ended}");
        assert!(!ended.contains("Ana stopped the game"), "{ended}");
        // The end told in the channel names who stopped it.
        d.wait_for("the stop told in a new message", |s| {
            let told =
                s.messages_with("The game was stopped by Ana. It counts for no one. (game #");
            told.into_iter().find(|m| !m.ephemeral && m.pings.is_empty()).map(|_| ())
        })
        .await;
        check_privacy(&d, dir.path()).await;
        bot.stop(&d, 1).await;
    })
    .await;
}

/// Start pressed while another writer holds the database: the answer comes after Discord's
/// quick window, deferred, and the hand it carries stays the presser's. Discord gives the first
/// follow-up to a deferral the deferral's visibility; the stand-in takes that strictly, so an
/// acknowledgement followed by a "private" hand would show the hand to the whole channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_start_still_shows_the_hand_only_to_its_player() {
    within(async {
        let (dir, d, bot) = bot_up(&[]).await;
        let ana = ana();
        let short = json!([{ "name": "short", "type": 5, "value": true }]);
        let table = open_game(&d, &ana, CHANNEL, short).await;
        d.slash(&ana, CHANNEL, "bot", json!([])).await;
        d.wait_for("the computer seated", |s| {
            s.message(table).all_text().contains("🤖").then_some(())
        })
        .await;
        let holder = hold_the_database(dir.path(), Duration::from_millis(2500)).await;
        let start = d.message(table).button("t1:start").unwrap();
        let ix = d.press(&ana, table, &start).await;
        holder.await.unwrap();
        let hand = d
            .wait_for("the hand the slow Start answers with", |s| {
                s.messages_with("Your cards").into_iter().next()
            })
            .await;
        assert!(hand.ephemeral && hand.owner == Some(ana.id), "{hand:?}");
        let (kind, _) = ix.callback.expect("answered");
        assert_eq!(kind, 5, "deferred as a private message");
        assert_eq!(d.public_followups(), 0, "a private answer went public");
        check_privacy(&d, dir.path()).await;
        bot.stop(&d, 1).await;
    })
    .await;
}

/// A move whose answer is slow (its commit waits for the database, here locked by another
/// connection past the store's busy timeout) is deferred as a silent update of the hand, and
/// the refusal that then comes is said on the hand, privately. A new message after a silent
/// acknowledgement would be its first follow-up, which Discord shows with the
/// acknowledgement's visibility (none: to the whole channel). Nothing is played; once the
/// database answers, the move plays.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_refusal_of_a_move_is_said_on_the_hand_privately() {
    within(async {
        let (dir, d, bot) = bot_up(&[]).await;
        let short = json!([{ "name": "short", "type": 5, "value": true }]);
        let (players, table) = game_of_two(&d, short).await;
        let (mover, position, hand) = d.mover_opens_hand(table, &players).await;
        // The card's press plays it if it can take nothing; else its choice does (the press
        // that shows the choices commits nothing).
        let play = press_that_plays(&d, dir.path(), &mover, &hand, position).await;
        let holder = hold_the_database(dir.path(), Duration::from_millis(7000)).await;
        let ix = d.press(&mover, hand.id, &play).await;
        let said = d
            .wait_for("the refusal on the hand", |s| {
                let m = s.message(hand.id);
                m.content.contains("could not be saved, so nothing changed: try again").then_some(m)
            })
            .await;
        assert!(said.ephemeral && said.owner == Some(mover.id), "{said:?}");
        assert!(
            said.content.contains("**Your cards:**"),
            "the hand stays beneath: {}",
            said.content
        );
        assert!(said.button("t1:card:").is_some(), "its cards stay to try again: {said:?}");
        assert_eq!(ix.callback.map(|c| c.0), Some(6), "deferred as a silent update of the hand");
        assert_eq!(d.public_followups(), 0, "a private answer went public");
        assert_eq!(d.message(table).position(), Some(position), "nothing was played");
        holder.await.unwrap();
        play_one(&d, table, &players).await;
        check_privacy(&d, dir.path()).await;
        bot.stop(&d, 1).await;
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hand_pressed_before_the_bot_hears_it_was_shown_stays_current() {
    within(async {
        let dir = tempfile::tempdir().unwrap();
        let d = StandIn::start().await;
        let bot = Bot::spawn(&d, dir.path());
        d.wait_registered(1).await;
        // Each player sees a new hand message, and picks a card on it, before the bot hears
        // that the message was taken. That card's answer must not be mistaken for a newer
        // hand message (which once emptied the very message being played).
        d.late_reply_acks(Duration::from_millis(600));
        let short = json!([{ "name": "short", "type": 5, "value": true }]);
        let (players, table) = game_of_two(&d, short).await;
        let mut hands: HashMap<u64, Vec<u64>> = HashMap::new();
        while !finished(&d.message(table)) {
            let (hand, _) = play_one(&d, table, &players).await;
            let owner = d.message(hand).owner.unwrap();
            hands.entry(owner).or_default().push(hand);
            assert!(hands.values().map(Vec::len).sum::<usize>() < 200, "the game ends");
        }
        // Every player's older hand messages are deleted (no stub per "My hand" pressed);
        // the newest stays, with the player's cards or the game's end.
        for (owner, ids) in &hands {
            let (newest, older) = ids.split_last().unwrap();
            d.wait_for("the older hand messages to be deleted", |s| {
                let deleted: Vec<u64> = s.deleted().iter().map(|m| m.id).collect();
                older.iter().all(|id| deleted.contains(id)).then_some(())
            })
            .await;
            let newest = d.message(*newest);
            assert_eq!(newest.owner, Some(*owner));
            assert!(newest.ephemeral && !newest.content.is_empty(), "{owner}: {newest:?}");
        }
        bot.stop(&d, 1).await;
    })
    .await;
}

/// "My hand" pressed by `mover`, Discord showing the answer at once but telling the bot 2 s
/// later (a type-4 answer's acknowledgement held back; updates are told at once): the new
/// message, their newest private one not in `shown`.
async fn hand_shown_before_told(d: &StandIn, table: u64, mover: &Member, shown: &[u64]) -> Msg {
    d.late_reply_acks(Duration::from_secs(2));
    let hand_button = d.message(table).button("t1:hand:").unwrap();
    let token = d.press_started(mover, table, &hand_button);
    let new = d
        .wait_for("the new hand message shown", |s| {
            s.newest_private(mover).filter(|m| !shown.contains(&m.id))
        })
        .await;
    let answer = d.settled(&token).await.callback.map(|c| c.0);
    assert_eq!(answer, Some(4), "answered at once, its acknowledgement held back");
    new
}

/// The other player moves: `hand` is the mover's message redrawn for their turn.
async fn redrawn_for_the_next_turn(d: &StandIn, table: u64, players: &[Member], hand: u64) {
    play_one(d, table, players).await;
    d.wait_for("the hand redrawn for the next turn", |s| {
        s.message(hand).button("t1:card:").map(|_| ())
    })
    .await;
}

/// A short game of two where the mover opened their hand (`old`), pressed "My hand" again
/// (`new`, shown but the bot not yet told), and played a card on the old one.
struct OldHandInUse {
    _dir: tempfile::TempDir,
    d: StandIn,
    bot: Bot,
    players: [Member; 2],
    table: u64,
    mover: Member,
    old: Msg,
    new: Msg,
}

async fn old_hand_in_use() -> OldHandInUse {
    let (_dir, d, bot) = bot_up(&[]).await;
    let short = json!([{ "name": "short", "type": 5, "value": true }]);
    let (players, table) = game_of_two(&d, short).await;
    let (mover, _, old) = d.mover_opens_hand(table, &players).await;
    let new = hand_shown_before_told(&d, table, &mover, &[old.id]).await;
    let card = old.button("t1:card:").unwrap();
    d.play_card(&mover, old.id, &card).await;
    OldHandInUse { _dir, d, bot, players, table, mover, old, new }
}

/// "My hand" pressed again, and while the new message is on its way (shown, the bot not yet
/// told) a card played on the old one: the message in use stays and goes on being redrawn;
/// the new one goes instead.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_card_played_on_the_old_hand_while_a_new_one_comes_keeps_the_one_in_use() {
    within(async {
        let OldHandInUse { _dir, d, bot, players, table, mover: _, old, new } =
            old_hand_in_use().await;
        d.late_reply_acks(Duration::ZERO);
        d.wait_for("the new hand message deleted", |s| {
            s.deleted().iter().any(|m| m.id == new.id).then_some(())
        })
        .await;
        let kept = d.message(old.id);
        assert!(kept.content.contains("You played"), "{}", kept.content);
        redrawn_for_the_next_turn(&d, table, &players, old.id).await;
        assert!(!d.deleted().iter().any(|m| m.id == old.id), "the hand in use was deleted");
        bot.stop(&d, 1).await;
    })
    .await;
}

/// The same, and "My hand" pressed a third time before the bot hears of the second: only the
/// third message stays, and it is the one redrawn.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn of_three_hand_messages_opened_over_each_other_only_the_newest_stays() {
    within(async {
        let OldHandInUse { _dir, d, bot, players, table, mover, old: first, new: second } =
            old_hand_in_use().await;
        let third = hand_shown_before_told(&d, table, &mover, &[first.id, second.id]).await;
        d.late_reply_acks(Duration::ZERO);
        d.wait_for("the first two deleted", |s| {
            let deleted: Vec<u64> = s.deleted().iter().map(|m| m.id).collect();
            (deleted.contains(&first.id) && deleted.contains(&second.id)).then_some(())
        })
        .await;
        redrawn_for_the_next_turn(&d, table, &players, third.id).await;
        bot.stop(&d, 1).await;
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_during_an_answer_finishes_it_closes_cleanly_and_the_game_resumes() {
    within(async {
        let dir = tempfile::tempdir().unwrap();
        let d = StandIn::start().await;
        let bot = Bot::spawn(&d, dir.path());
        d.wait_registered(1).await;
        let short = json!([{ "name": "short", "type": 5, "value": true }]);
        let (players, table) = game_of_two(&d, short).await;
        play_one(&d, table, &players).await;

        // The player to move picks a card (and its capture, if it takes something); Discord
        // turns slow, and while the bot is answering the move the stop signal comes.
        let t = d.message(table);
        let position = t.position().unwrap();
        let mover = to_move(&t, &players).unwrap().clone();
        let ix = d.press(&mover, table, &t.button("t1:hand:").unwrap()).await;
        let hand = d.answer(&ix).unwrap();
        let play = press_that_plays(&d, dir.path(), &mover, &hand, position).await;
        d.slow_callbacks(Duration::from_millis(800));
        let answering = d.callbacks_started();
        let token = d.press_started(&mover, hand.id, &play);
        d.wait_for("the bot to be answering", |s| {
            (s.callbacks_started() > answering).then_some(())
        })
        .await;
        bot.stop(&d, 1).await;

        // The command in hand was finished: answered, and stored, before the exit.
        let ix = d.settled(&token).await;
        let answer = ix.callback.map(|c| c.0);
        assert!(matches!(answer, Some(6 | 7)), "the move's answer: {answer:?}");
        if answer == Some(6) {
            // Deferred (a slow commit): the hand was edited with the answer before the exit.
            let answered = d.writes().iter().any(|w| {
                w.message == Some(hand.id)
                    && w.after.as_ref().is_some_and(|m| m.content.contains("You played"))
            });
            assert!(answered, "the deferred answer was given: {}", d.message(hand.id).content);
        }
        // Its token dies with the process: the hand it leaves says it is no longer kept up to
        // date, its buttons kept (a press after the restart plays on, or redraws it).
        let left = d.message(hand.id);
        assert!(left.content.starts_with("⏸ The bot went down for a restart"), "{}", left.content);
        // Under the banner, the answer to the move the mover made as the stop came.
        assert!(left.content.contains("\nYou played "), "{}", left.content);
        let refresh = left.button("t1:refresh:").expect("Refresh kept");
        let store = Store::open_url(&format!("sqlite:{}", dir.path().join("d.db").display()))
            .await
            .unwrap();
        let stored = store.match_summary(MatchId(position.0)).await.unwrap().unwrap();
        assert_eq!(stored.moves, u64::from(position.1) + 1, "the move answered is stored");
        assert_eq!(stored.status, "playing");

        // Restarted, the same table message goes on to the end of the match.
        d.slow_callbacks(Duration::ZERO);
        let ops = free_local_address();
        let bot = Bot::spawn_with(&d, dir.path(), &[("TABLIC_HTTP__LISTEN", ops.as_str())]);
        d.wait_registered(2).await;
        let after = table_after(&d, table, position.1).await;
        assert_eq!(after.position().map(|p| p.0), Some(position.0));
        // Refresh on the hand left behind brings it up to date, in place.
        let ix = d.press(&mover, hand.id, &refresh).await;
        let redrawn = d.answer(&ix).expect("the hand redrawn");
        assert_eq!(redrawn.id, hand.id, "in the same message");
        assert!(!redrawn.content.contains("restarting"), "{}", redrawn.content);
        let turns = play_out(&d, table, &players).await;
        assert!(finished(&d.message(table)));
        assert_eq!(d.tables(CHANNEL).len(), 1, "one table message across the restart");
        check_privacy(&d, dir.path()).await;

        // The operator's view: healthy, connected, and the moves and answers counted.
        let (status, health) = http_get(&ops, "/healthz");
        assert_eq!(status, 200, "{health}");
        let health: Value = serde_json::from_str(&health).unwrap();
        assert_eq!(health["platforms"]["discord"], Value::Bool(true), "{health}");
        assert_eq!(health["storage"], Value::Bool(true), "{health}");
        let (_, metrics) = http_get(&ops, "/metrics");
        assert!(sample(&metrics, "tablic_moves_total ") >= f64::from(turns), "{metrics}");
        // Each turn is two presses at least: the hand, a card (and its capture, if any).
        let answered = sample(&metrics, "tablic_interaction_seconds_count{platform=\"discord\"}");
        assert!(answered >= f64::from(2 * turns), "{metrics}");
        assert_eq!(sample(&metrics, "tablic_platform_connected{platform=\"discord\"}"), 1.0);
        bot.stop(&d, 2).await;
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_bot_resumes_and_its_old_buttons_still_work() {
    within(async {
        let dir = tempfile::tempdir().unwrap();
        let d = StandIn::start().await;
        let bot = Bot::spawn(&d, dir.path());
        d.wait_registered(1).await;
        let (players, table) = game_of_two(&d, json!([])).await;
        play_one(&d, table, &players).await;
        // The second mover's hand: the first mover's next hand (opened below) would replace
        // their own older one.
        let (old_hand, old_card) = play_one(&d, table, &players).await;

        // The player to move opens their hand; then the bot dies without a word.
        let t = d.message(table);
        let mover = to_move(&t, &players).unwrap().clone();
        let ix = d.press(&mover, table, &t.button("t1:hand:").unwrap()).await;
        let live = d.answer(&ix).unwrap();
        let live_card = live.button("t1:card:").unwrap();
        let position = t.position().unwrap();
        bot.kill().await;

        let bot = Bot::spawn(&d, dir.path());
        d.wait_registered(2).await;
        let owner = d.message(old_hand).owner;
        let first_player = players.iter().find(|p| owner == Some(p.id)).unwrap();
        let ix = d.press(first_player, old_hand, &old_card).await;
        let stale = d.answer(&ix).unwrap();
        assert!(stale.content.contains("earlier position"), "{}", stale.content);
        // The button drawn before the crash is still good.
        // Each press answered in place, or (slower than 1.5 s on a busy machine) deferred and
        // then edited: a card that takes nothing commits the move by its press.
        let (ix, chosen) = d.play_card(&mover, live.id, &live_card).await;
        let answered = |ix: &Ix| matches!(ix.callback.map(|c| c.0), Some(6 | 7));
        assert!(answered(&ix), "the card pressed after the restart: {:?}", ix.callback);
        if let Some(ix) = chosen {
            assert!(answered(&ix), "the capture pressed after the restart: {:?}", ix.callback);
        }
        let after = table_after(&d, table, position.1).await;
        assert_eq!(after.position().map(|p| p.0), Some(position.0));
        assert_eq!(
            d.tables(CHANNEL).len(),
            1,
            "the same table message is edited after the restart"
        );
        check_privacy(&d, dir.path()).await;
        bot.stop(&d, 1).await;
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serbian_server_settings_threads_and_abort_rights() {
    within(async {
        let dir = tempfile::tempdir().unwrap();
        let d = StandIn::start().await;
        let bot = Bot::spawn(&d, dir.path());
        d.wait_registered(1).await;
        let (ana, bob) = (ana(), bob());
        let mut carol = carol();
        carol.manager = true;
        // Discord has no Serbian locale: Carol's Bulgarian is not ours either, so what she
        // alone sees is in the server's language, Serbian once she has set it.
        carol.locale = "bg";

        let ix = d
            .slash(
                &bob,
                CHANNEL,
                "settings",
                json!([{ "name": "thread", "type": 5, "value": true }]),
            )
            .await;
        refused(&d, &ix, "Manage Server").await;
        let options = json!([
            { "name": "language", "type": 3, "value": "sr-Latn" },
            { "name": "thread", "type": 5, "value": true },
        ]);
        let ix = d.slash(&carol, CHANNEL, "settings", options).await;
        let saved = d.answer(&ix).unwrap();
        assert!(saved.ephemeral && saved.content.contains("Sačuvano"), "{}", saved.content);
        assert!(saved.content.contains("Srpski (latinica)"), "{}", saved.content);

        // Discord is slow to open the thread: the answer is deferred, privately, in time.
        d.slow_threads(Duration::from_millis(2500));
        let ix = d.slash(&ana, CHANNEL, "new", json!([])).await;
        let (kind, took) = ix.callback.unwrap();
        assert_eq!(kind, 5, "deferred");
        assert!(took < Duration::from_secs(3), "deferred in time: {took:?}");
        assert_eq!(ix.data.as_ref().unwrap()["flags"], 64, "deferred ephemerally");
        let opened = d.answer(&ix).unwrap();
        assert!(opened.ephemeral);
        let thread = d.wait_for("a thread for the game", |s| s.threads().first().copied()).await;
        assert!(opened.content.contains(&format!("<#{thread}>")), "{}", opened.content);
        // Discord has no Serbian locale: Ana's English client is no choice of hers in a server
        // whose admins chose Serbian, and she reads Serbian.
        assert!(
            opened.content.contains("Vaša igra je otvorena"),
            "Ana reads Serbian: {}",
            opened.content
        );
        assert_eq!(d.thread_name(thread).as_deref(), Some("Tablić — Ana"));
        let table =
            d.wait_for("the table in the thread", |s| s.tables(thread).first().map(|m| m.id)).await;
        assert!(d.message(table).all_text().contains("Igrači"), "the table speaks Serbian");
        assert!(d.tables(CHANNEL).is_empty(), "nothing posted in the busy channel");

        d.press(&bob, table, &d.message(table).button("t1:join").unwrap()).await;
        d.press(&ana, table, &d.message(table).button("t1:start").unwrap()).await;
        d.wait_for("the match", |s| s.message(table).button("t1:hand:").map(|_| ())).await;
        let ix = d.slash(&bob, thread, "abort", json!([])).await;
        refused(&d, &ix, "samo igrač koji ju je otvorio (Ana) ili upravnik servera").await;
        let ix = d.slash(&carol, thread, "abort", json!([])).await;
        assert!(d.answer(&ix).unwrap().ephemeral);
        d.wait_for("the table to say it was stopped", |s| {
            s.message(table).all_text().contains("prekinuta").then_some(())
        })
        .await;
        // The players' hands say who stopped it: a server manager, not one of them.
        d.wait_for("Ana's hand to name who stopped it", |s| {
            let hand = s.newest_private(&ana)?;
            hand.all_text().contains("Partija je prekinuta (Carol).").then_some(())
        })
        .await;

        let ix = d
            .slash(
                &carol,
                thread,
                "rules",
                json!([{ "name": "variant", "type": 3, "value": "tablanet" }]),
            )
            .await;
        let rules = d.answer(&ix).unwrap();
        assert!(rules.ephemeral && rules.content.contains("Pravila"), "{}", rules.content);
        check_privacy(&d, dir.path()).await;
        bot.stop(&d, 1).await;
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_that_runs_out_is_played_for_the_player_and_one_never_back_is_adjourned() {
    within(async {
        let dir = tempfile::tempdir().unwrap();
        let d = StandIn::start().await;
        // Adjourned a few seconds after she is away: room for the checks of the wait first.
        let bot = Bot::spawn_with(&d, dir.path(), &[("TABLIC_GAME__ADJOURN_AFTER_SECONDS", "3")]);
        d.wait_registered(1).await;
        let ana = ana();
        let options = json!([
            { "name": "short", "type": 5, "value": true },
            { "name": "timer", "type": 4, "value": 1 },
        ]);
        let table = open_game(&d, &ana, CHANNEL, options).await;
        d.slash(&ana, CHANNEL, "bot", json!([])).await;
        let started = unix_now();
        let ix = d.slash(&ana, CHANNEL, "start", json!([])).await;
        let hand = d.answer(&ix).unwrap();
        assert!(hand.ephemeral && hand.button("t1:card:").is_some(), "{}", hand.content);
        // Her turn says when the computer plays for her, as a time Discord shows relative to
        // each reader: a second from the start (the timer's), by this machine's clock.
        let turn = "Your turn: pick a card — the computer plays for you <t:";
        assert!(hand.content.contains(turn), "{}", hand.content);
        let at = deadline_in(&hand.content).expect("a deadline");
        assert!((started..=unix_now() + 2).contains(&at), "{at} vs {started}: {}", hand.content);
        let (_, moves) = d.wait_for("the match", |s| s.message(table).position()).await;
        // Nobody moves: after a second the computer plays for Ana, on no command of anyone's.
        let after = d
            .wait_for("the timed-out turn on the table", |s| {
                let t = s.message(table);
                (t.position().is_some_and(|(_, n)| n > moves)
                    && t.all_text().contains("ran out of time"))
                .then_some(t)
            })
            .await;
        assert!(after.all_text().contains("the computer played for them"), "{}", after.all_text());
        // Her open hand message is redrawn for the position after the computer's answer, and
        // says which of her cards the computer played.
        let redrawn = d
            .wait_for("Ana's hand redrawn", |s| {
                let m = s.message(hand.id);
                let fresh = m.button("t1:card:").is_some_and(|b| {
                    b.split(':')
                        .nth(3)
                        .and_then(|n| n.parse::<u32>().ok())
                        .is_some_and(|n| n > moves)
                });
                fresh.then_some(m)
            })
            .await;
        // Why: her time ran out (not a card the bot chose on its own), and the next lapse
        // makes her away: alone with the computer, the game then waits for her.
        let lapse = "⏱ Your time ran out: the computer ";
        let warning = "If it runs out on your next turn too, the game waits for you, and is adjourned if you \
                       do not come back.";
        let said = redrawn.content.lines().find(|l| l.starts_with(lapse));
        assert!(
            said.is_some_and(|l| l.contains(" for you") && l.ends_with(warning)),
            "{}",
            redrawn.content
        );
        assert!(!redrawn.content.contains("🤖"), "{}", redrawn.content);
        // A new answer (My hand) says it too: it is the game's to keep, not one message's.
        let ix = d.press(&ana, table, &d.message(table).button("t1:hand:").unwrap()).await;
        let fresh = d.answer(&ix).expect("Ana's cards");
        let said = fresh.content.lines().find(|l| l.starts_with(lapse));
        assert!(said.is_some_and(|l| l.ends_with(warning)), "{}", fresh.content);
        // Her next turn's notice says when it runs out too (it is deleted once played).
        let noticed = format!("🔔 <@{}>, your turn (game #1, time runs out <t:", ana.id);
        let notice = d
            .wait_for("a turn notice with its deadline", |s| {
                let mut all = s.messages_with(&noticed);
                all.extend(s.deleted().into_iter().filter(|m| m.content.starts_with(&noticed)));
                all.into_iter().next()
            })
            .await;
        let at = deadline_in(&notice.content).expect("a deadline");
        assert!((started..=unix_now() + 2).contains(&at), "{at} vs {started}: {}", notice.content);
        assert!(notice.content.ends_with("): press **My hand** to see your cards."));
        // Her turns go on running out: she is away, and with no one else at the table the
        // game waits for her. The call back speaks to her, not of "everyone"; the table names
        // her; her cards say it as hers.
        let call = d
            .wait_for("the call back", |s| {
                let mut calls =
                    s.messages_with("you are away: the game waits for you.").into_iter();
                calls.rfind(|m| m.content.starts_with("🔔"))
            })
            .await;
        let called =
            format!("🔔 <@{}>, you are away: the game waits for you. If you do not", ana.id);
        assert!(call.content.starts_with(&called), "{}", call.content);
        assert_eq!(call.pings, [ana.id], "{}", call.content);
        let text = table_saying(&d, table, "Ana is away: the game waits.").await.all_text();
        assert!(!text.contains("Everyone"), "{text}");
        let away = d
            .wait_for("her hand says she is away", |s| {
                let hand = s.newest_private(&ana)?;
                hand.content.contains("💤 You are away: the game waits for you.").then_some(hand)
            })
            .await;
        // The lapse that made her away says so, with no warning left to give, and no clock.
        let again = "⏱ Your time ran out again: the computer ";
        assert!(away.content.lines().any(|l| l.starts_with(again)), "{}", away.content);
        assert!(!away.content.contains("once more") && !away.content.contains("<t:"));
        // She never comes back: the game is adjourned, and her hand, edited at the end, says
        // it as hers, the table's one person (not "nobody came back", a table's words for
        // several people).
        let adjourned = "The game was adjourned: you did not come back. It counts for no one.";
        let end = d
            .wait_for("her hand closed as adjourned", |s| {
                let hand = s.newest_private(&ana)?;
                hand.content.contains(adjourned).then_some(hand)
            })
            .await;
        assert!([hand.id, fresh.id].contains(&end.id), "not her hand: {}", end.content);
        assert!(end.writes > 1, "not edited at the end: {}", end.content);
        assert!(end.content.contains("**Your cards:**"), "{}", end.content);
        assert!(!end.content.contains("nobody came back"), "{}", end.content);
        assert_eq!(end.content.matches("adjourned").count(), 1, "{}", end.content);
        assert!(end.button("t1:card:").is_none(), "{}", end.components);
        // The channel's table names her: "nobody" would read as several people away.
        let named = "The game was adjourned: Ana did not come back. It counts for no one.";
        let shown = table_saying(&d, table, named).await;
        assert!(!shown.all_text().contains("nobody came back"), "{}", shown.all_text());
        check_privacy(&d, dir.path()).await;
        bot.stop(&d, 1).await;
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_player_reads_their_own_language_and_the_channel_the_servers() {
    within(async {
        let dir = tempfile::tempdir().unwrap();
        let d = StandIn::start().await;
        // A Croatian server: with no setting of its own, its language is its locale.
        d.set_guild_locale("hr");
        let bot = Bot::spawn(&d, dir.path());
        d.wait_registered(1).await;
        let mut ana = ana();
        ana.locale = "ro";
        let mut bob = bob();
        bob.locale = "de";
        let mut carol = carol();
        carol.manager = true;
        carol.locale = "ru";

        // Russian is not ours: Carol reads the server's Croatian.
        let ix = d.slash(&carol, CHANNEL, "settings", json!([])).await;
        let shown = d.answer(&ix).unwrap();
        assert!(
            shown.content.contains("Postavke poslužitelja") && shown.content.contains("Hrvatski"),
            "{}",
            shown.content
        );
        // She makes it a Macedonian server, a thread per game; her answer is Macedonian now.
        let options = json!([
            { "name": "language", "type": 3, "value": "mk" },
            { "name": "thread", "type": 5, "value": true },
        ]);
        let ix = d.slash(&carol, CHANNEL, "settings", options).await;
        let saved = d.answer(&ix).unwrap();
        assert!(
            saved.content.contains("Зачувано") && saved.content.contains("Јазик: `Македонски`"),
            "{}",
            saved.content
        );

        // Ana reads Romanian; the thread and the table speak Macedonian.
        let short = json!([{ "name": "short", "type": 5, "value": true }]);
        let ix = d.slash(&ana, CHANNEL, "new", short).await;
        let opened = d.answer(&ix).unwrap();
        assert!(opened.ephemeral, "{}", opened.content);
        assert!(opened.content.contains("Jocul dumneavoastră este deschis"), "{}", opened.content);
        // The button she tells friends to press is named as the table shows it, in Macedonian.
        assert!(opened.content.contains("**Приклучи се**"), "{}", opened.content);
        let thread = d.wait_for("a thread for the game", |s| s.threads().first().copied()).await;
        assert_eq!(d.thread_name(thread).as_deref(), Some("Таблиќ — Ana"));
        let table =
            d.wait_for("the table in the thread", |s| s.tables(thread).first().map(|m| m.id)).await;
        let lobby = d.message(table);
        let text = lobby.all_text();
        assert!(text.contains("Домаќин: Ana") && text.contains("Приклучи се"), "{text}");

        d.press(&bob, table, &lobby.button("t1:join").unwrap()).await;
        d.wait_for("Bob seated", |s| s.message(table).all_text().contains("Bob").then_some(()))
            .await;
        // German is not ours either: Bob's refusal is in the server's Macedonian.
        let ix = d.press(&bob, table, &lobby.button("t1:start").unwrap()).await;
        refused(&d, &ix, "само играчот што ја отвори играта").await;
        let ix = d.press(&ana, table, &lobby.button("t1:start").unwrap()).await;
        let ana_hand = d.answer(&ix).unwrap();
        assert!(ana_hand.ephemeral && ana_hand.owner == Some(ana.id));
        assert!(ana_hand.content.contains("**Cărțile dumneavoastră:**"), "{}", ana_hand.content);
        assert!(
            ["Este rândul dumneavoastră", "La mutare este Bob"]
                .iter()
                .any(|w| ana_hand.content.contains(w)),
            "{}",
            ana_hand.content
        );
        let started = d
            .wait_for("the match", |s| {
                let t = s.message(table);
                t.button("t1:hand:").map(|_| t)
            })
            .await;
        let text = started.all_text();
        for words in ["Играчи", "Партија #", "Резултат · делење 1", "Играта започна", "Мои карти"]
        {
            assert!(text.contains(words), "`{words}` on the table: {text}");
        }
        let ix = d.press(&bob, table, &started.button("t1:hand:").unwrap()).await;
        let bob_hand = d.answer(&ix).unwrap();
        assert!(bob_hand.ephemeral && bob_hand.owner == Some(bob.id));
        assert!(bob_hand.content.contains("**Вашите карти:**"), "{}", bob_hand.content);
        assert!(bob_hand.content.contains("На потег"), "{}", bob_hand.content);
        let ix = d.press(&carol, table, &started.button("t1:hand:").unwrap()).await;
        refused(&d, &ix, "Не играте во оваа игра").await;

        // Each confirmation of a move in its player's language, the table in Macedonian.
        let players = [ana.clone(), bob.clone()];
        let confirmed = |p: &Member| -> &'static [&'static str] {
            if p.locale == "ro" {
                &["Ați jucat", "Ați pus"]
            } else {
                &["Одигравте", "Фрливте"]
            }
        };
        play_one_saying(&d, table, &players, confirmed).await;
        let text = d.message(table).all_text();
        assert!(text.contains("Последен потег"), "{text}");
        let mut turns = 1;
        while !finished(&d.message(table)) {
            play_one_saying(&d, table, &players, confirmed).await;
            turns += 1;
            assert!(turns < 200, "the game ends");
        }
        let end = d.message(table).all_text();
        assert!(end.contains("Победа") || end.contains("Нерешено"), "{end}");

        // Standings are for the whole channel: in the server's language, whoever asks.
        let ix = d.slash(&ana, CHANNEL, "standings", json!([])).await;
        let standings = d.answer(&ix).unwrap();
        assert!(!standings.ephemeral);
        assert!(standings.content.contains("Табела — овој месец"), "{}", standings.content);
        assert!(standings.content.contains("1 партија"), "{}", standings.content);

        check_privacy(&d, dir.path()).await;
        bot.stop(&d, 1).await;
    })
    .await;
}

/// A raw `PUT` of `commands` to the stand-in's registration route: the status and the body.
async fn register_raw(d: &StandIn, commands: &Value) -> (u16, Value) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let body = commands.to_string();
    let mut stream = tokio::net::TcpStream::connect(d.addr).await.unwrap();
    let request = format!(
        "PUT /api/v10/applications/{APP}/commands HTTP/1.1\r\nHost: {}\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        d.addr,
        body.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).await.unwrap();
    let status = response.split(' ').nth(1).unwrap().parse().unwrap();
    let json = response.split_once("\r\n\r\n").unwrap().1;
    (status, serde_json::from_str(json).unwrap_or(Value::Null))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_stand_in_refuses_registrations_discord_refuses() {
    within(async {
        // The bot's own command passes.
        let ours = serde_json::to_value(vec![adapter_discord::commands::definition()]).unwrap();
        let (_, problems) = registration_problems(&ours);
        assert!(problems.is_empty(), "{problems:#?}");

        let d = StandIn::start().await;
        let good = json!([{ "name": "tablic", "description": "Play", "options": [
            { "type": 1, "name": "new", "description": "Open a game",
              "name_localizations": { "hr": "nova" } },
        ]}]);
        assert_eq!(register_raw(&d, &good).await.0, 200);

        let long = "x".repeat(101);
        let bad = [
            // `sr` is not one of Discord's locales.
            json!([{ "name": "tablic", "description": "Play", "options": [
                { "type": 1, "name": "new", "description": "Open a game",
                  "name_localizations": { "sr": "nova" } },
            ]}]),
            json!([{ "name": "tablic", "description": "Play", "options": [
                { "type": 1, "name": "New", "description": "Open a game" },
            ]}]),
            json!([{ "name": "tablic", "description": "Play", "options": [
                { "type": 1, "name": "new", "description": "Open a game",
                  "name_localizations": { "ro": "joc nou" } },
            ]}]),
            json!([{ "name": "tablic", "description": long }]),
            json!([{ "name": "tablic", "description": "Play",
                     "description_localizations": { "hr": long } }]),
        ];
        for commands in &bad {
            let (status, body) = register_raw(&d, commands).await;
            assert_eq!(status, 400, "{commands}");
            assert_eq!(body["code"], 50035, "{body}");
            assert_eq!(body["message"], "Invalid Form Body", "{body}");
            assert!(body["errors"]["0"].is_object(), "{body}");
        }
        let (_, body) = register_raw(&d, &bad[0]).await;
        let error = &body["errors"]["0"]["options"]["0"]["name_localizations"]["sr"]["_errors"][0];
        assert_eq!(error["code"], "ENUM_TYPE_COERCE", "{body}");
        assert_eq!(d.violations().len(), 6, "{:#?}", d.violations());
    })
    .await;
}

/// A fresh stand-in and `tablic serve` against it (with more environment), its commands
/// registered.
async fn bot_up(env: &[(&str, &str)]) -> (tempfile::TempDir, StandIn, Bot) {
    let dir = tempfile::tempdir().unwrap();
    let d = StandIn::start().await;
    let bot = Bot::spawn_with(&d, dir.path(), env);
    d.wait_registered(1).await;
    (dir, d, bot)
}

/// Waits until the table message says `words`, and returns it.
async fn table_saying(d: &StandIn, table: u64, words: &str) -> Msg {
    d.wait_for(words, |s| {
        let t = s.message(table);
        t.all_text().contains(words).then_some(t)
    })
    .await
}

/// Waits until the table message shows a finished match, and returns it.
async fn table_finished(d: &StandIn, table: u64) -> Msg {
    d.wait_for("the end of the match", |s| {
        let t = s.message(table);
        finished(&t).then_some(t)
    })
    .await
}

/// The cards a hand message shows (`**Your cards:** A♠ 9♣ …`).
fn cards_of(hand: &Msg) -> Vec<Card> {
    let line = hand.content.lines().find(|l| l.starts_with("**Your cards:**")).unwrap_or("");
    line.trim_start_matches("**Your cards:**")
        .split_whitespace()
        .filter_map(|c| c.parse().ok())
        .collect()
}

/// Whether any version of the table message, written after write number `since`, says
/// `words`.
fn table_said(d: &StandIn, table: u64, since: usize, words: &str) -> bool {
    d.writes()
        .iter()
        .skip(since)
        .filter(|w| w.message == Some(table))
        .any(|w| w.after.as_ref().is_some_and(|m| m.all_text().contains(words)))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn away_players_come_back_by_any_press_and_the_computers_wait_for_them() {
    within(async {
        let (dir, d, bot) = bot_up(&[]).await;
        // Two seconds a turn, nobody pressing anything (room for a loaded machine to redraw
        // Ana's hand between her two timeouts).
        let options = json!([
            { "name": "short", "type": 5, "value": true },
            { "name": "timer", "type": 4, "value": 2 },
        ]);
        let ([ana, bob], table) = game_of_two(&d, options).await;
        let away = table_saying(&d, table, "Everyone at the table is away").await;
        let text = away.all_text();
        assert!(text.contains("Ana (away)") && text.contains("Bob (away)"), "{text}");
        assert!(away.button("t1:return:").is_some(), "an I'm back button: {}", away.components);
        // Its news says the game waits, and nothing older says they play.
        assert!(text.contains("the game waits"), "{text}");
        assert!(!text.contains("plays for them"), "{text}");
        // Between her two timeouts her turn came back, edited into the same hand message: it
        // still said what the computer had played for her, and why.
        let told = d.writes().into_iter().any(|w| {
            let shown = w.after.filter(|_| w.owner == Some(ana.id)).map(|m| m.all_text());
            // "played … for you" or, for a card put down, "put … on the table for you".
            let for_you = |t: &str| {
                let lapse = "⏱ Your time ran out: the computer ";
                t.lines().any(|l| l.starts_with(lapse) && l.contains(" for you"))
            };
            shown.is_some_and(|t| for_you(&t) && t.contains("Your turn"))
        });
        assert!(told, "Ana's turn after her first timeout did not say what was played for her");
        // The game waits: nothing moves while everyone is away.
        let position = away.position().unwrap();
        tokio::time::sleep(Duration::from_millis(1500)).await;
        assert_eq!(d.message(table).position(), Some(position), "a move while everyone was away");
        assert!(
            d.message(table).content.is_empty(),
            "no one to ping: {}",
            d.message(table).content
        );

        // Ana just looks at her cards: that brings her back, and her next turn is hers (the
        // table pings her) while the computer goes on playing for Bob.
        let since = d.writes().len();
        let ix = d.press(&ana, table, &away.button("t1:hand:").unwrap()).await;
        let hand = d.answer(&ix).unwrap();
        assert!(hand.ephemeral && hand.owner == Some(ana.id), "{}", hand.content);
        // Told what the computer played for her: the card of her second lapse, after which
        // the game waited; no summary counting her lapses as cards played while away.
        assert!(hand.content.contains("⏱ Your time ran out again: "), "{}", hand.content);
        assert!(!hand.content.contains("While you were away"), "{}", hand.content);
        let back = d
            .wait_for("Ana back on the table", |s| {
                let text = s.message(table).all_text();
                (text.contains("Ana is back") && !text.contains("Ana (away)")).then_some(text)
            })
            .await;
        // Its news no longer says the game waits: someone is back.
        assert!(!back.contains("the game waits"), "{back}");
        let ping = format!("<@{}>", ana.id);
        d.wait_for("Ana pinged for her turn", |s| table_said(s, table, since, &ping).then_some(()))
            .await;
        // The call back to everyone away would now say something false: it is deleted.
        d.wait_for("the call back deleted", |s| {
            // The call back, not a hand (a hand says "everyone is away" too).
            let call = |m: &Msg| m.content.starts_with("🔔") && m.content.contains("everyone");
            let gone = s.deleted().iter().any(call);
            let standing = s.messages_with("everyone at the table").iter().any(call);
            (gone && !standing).then_some(())
        })
        .await;

        // Bob presses I'm back on the table: he is back too, and gets his cards as My hand
        // would show them (no turn notice comes to whoever acted).
        let back = d.message(table).button("t1:return:").expect("I'm back while Bob is away");
        let ix = d.press(&bob, table, &back).await;
        let hand = d.answer(&ix).expect("Bob's cards");
        assert!(hand.ephemeral && hand.owner == Some(bob.id), "{}", hand.content);
        assert!(hand.content.contains("**Your cards:**"), "{}", hand.content);
        // No card was played for him while he was away (Ana's turn came first): the lapse
        // that made him away is what he is told.
        assert!(hand.content.contains("⏱ Your time ran out again: "), "{}", hand.content);
        d.wait_for("Bob back on the table", |s| {
            let text = s.message(table).all_text();
            (text.contains("Bob is back") && !text.contains("(away)")).then_some(())
        })
        .await;
        // Ana's hand, redrawn as Bob came back, still says what was played for her.
        tokio::time::sleep(Duration::from_millis(300)).await;
        let hand = d.newest_private(&ana).unwrap();
        assert!(hand.content.contains("⏱ Your time ran out again: "), "{}", hand.content);
        // Back already: pressing again says the seat is his.
        let ix = d.press(&bob, table, &back).await;
        refused(&d, &ix, "You are not away").await;
        check_privacy(&d, dir.path()).await;
        bot.stop(&d, 1).await;
    })
    .await;
}

/// A restart while everyone is away keeps them away: the table still says so, nobody is
/// pinged to move or called back again, nothing is played for them; and once one of them is
/// back, the call back made before the restart is deleted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_while_everyone_is_away_keeps_them_away_and_its_call_back() {
    within(async {
        let (dir, d, bot) = bot_up(&[]).await;
        let options = json!([
            { "name": "short", "type": 5, "value": true },
            { "name": "timer", "type": 4, "value": 1 },
        ]);
        let ([ana, _bob], table) = game_of_two(&d, options).await;
        let away = table_saying(&d, table, "Everyone at the table is away").await;
        let position = away.position().unwrap();
        let call = d
            .wait_for("the call back", |s| {
                let mut calls = s.messages_with(">, everyone at the table").into_iter();
                calls.rfind(|m| m.content.starts_with("🔔"))
            })
            .await;
        bot.stop(&d, 1).await;

        let bot = Bot::spawn(&d, dir.path());
        d.wait_registered(2).await;
        tokio::time::sleep(Duration::from_millis(2500)).await;
        let now = d.message(table);
        assert_eq!(now.position(), Some(position), "a move after the restart: {}", now.all_text());
        let text = now.all_text();
        assert!(text.contains("Ana (away)") && text.contains("Bob (away)"), "{text}");
        assert!(text.contains("the game waits"), "{text}");
        assert!(now.content.is_empty(), "no one to ping: {}", now.content);
        let calls = d.messages_with(">, everyone at the table").into_iter();
        let calls = calls.filter(|m| m.content.starts_with("🔔"));
        assert_eq!(calls.map(|m| m.id).collect::<Vec<_>>(), [call.id], "called back again");

        // Ana presses I'm back on the call back: she is back, and it goes.
        let ix = d.press(&ana, call.id, &call.button("t1:return:").unwrap()).await;
        let hand = d.answer(&ix).expect("Ana's cards");
        assert!(hand.ephemeral && hand.owner == Some(ana.id), "{}", hand.content);
        d.wait_for("the call back deleted", |s| {
            s.deleted().into_iter().any(|m| m.id == call.id).then_some(())
        })
        .await;
        let text = table_saying(&d, table, "Ana is back").await.all_text();
        assert!(!text.contains("the game waits"), "{text}");
        check_privacy(&d, dir.path()).await;
        bot.stop(&d, 2).await;
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_nobody_returns_to_is_adjourned_and_counts_for_no_one() {
    within(async {
        let (dir, d, bot) = bot_up(&[("TABLIC_GAME__ADJOURN_AFTER_SECONDS", "3")]).await;
        let options = json!([{ "name": "timer", "type": 4, "value": 1 }]);
        let (players, table) = game_of_two(&d, options).await;
        let away = table_saying(&d, table, "Everyone at the table is away").await;
        assert!(away.all_text().contains("within 3 seconds"), "{}", away.all_text());
        let (game, moves) = away.position().unwrap();
        // An edit notifies nobody: both are called back in a new message that pings them,
        // with the button that takes a seat back.
        let call = d
            .wait_for("the call back", |s| {
                let mut calls = s.messages_with(">, everyone at the table is away").into_iter();
                calls.find(|m| m.content.starts_with("🔔"))
            })
            .await;
        let mut ids: Vec<u64> = players.iter().map(|p| p.id).collect();
        let mut pinged = call.pings.clone();
        ids.sort();
        pinged.sort();
        assert_eq!(pinged, ids, "{}", call.content);
        for id in &ids {
            assert!(call.content.contains(&format!("<@{id}>")), "{}", call.content);
        }
        assert!(call.button("t1:return:").is_some(), "{}", call.all_text());
        // Their cards say the game waits, not that the computer plays for them.
        d.wait_for("the game waits, says the hand", |s| {
            let hand = s.newest_private(&players[0])?;
            hand.content
                .contains("Everyone at the table is away: the game waits until")
                .then_some(())
        })
        .await;
        assert!(!call.ephemeral, "{}", call.content);
        let end = table_saying(&d, table, "The game was adjourned").await;
        assert!(end.buttons().is_empty(), "an adjourned table takes no presses");
        d.wait_for("the call back deleted", |s| {
            s.deleted().into_iter().any(|m| m.id == call.id).then_some(())
        })
        .await;
        // The result says how it ended, once.
        let said = end.all_text().matches("nobody came back").count();
        assert_eq!(said, 1, "{}", end.all_text());
        // Each side's bold figure counts the unfinished hand's points, as the claim line on
        // the hands did: never "**0** (2 this hand …)".
        let text = end.all_text();
        let scores: Vec<&str> = text.split("\\n").filter(|l| l.contains(" this hand · ")).collect();
        assert_eq!(scores.len(), 2, "{text}");
        for line in scores {
            let number = |s: Option<&str>| s.and_then(|n| n.trim().parse::<u32>().ok());
            let bold = number(line.split("**").nth(1));
            let before = line.split(" this hand").next().unwrap_or_default();
            let now = number(before.rsplit('(').next());
            assert!(matches!((bold, now), (Some(b), Some(n)) if b >= n), "{line}");
        }
        // Stored as ended, no winner, not one move more than when everyone left.
        let store = Store::open(&dir.path().join("d.db")).await.unwrap();
        let summary = store.match_summary(MatchId(game)).await.unwrap().unwrap();
        assert_eq!((summary.status.as_str(), summary.winner), ("adjourned", None));
        assert_eq!(summary.moves, u64::from(moves), "the computers played while nobody was there");
        // In no one's standings; the standings say what their points are.
        let all = json!([{ "name": "period", "type": 3, "value": "all" }]);
        let ix = d.slash(&players[0], CHANNEL, "standings", all).await;
        let standings = d.answer(&ix).unwrap();
        assert!(standings.content.contains("No games counted yet."), "{}", standings.content);
        assert!(standings.content.contains("title points"), "{}", standings.content);
        check_privacy(&d, dir.path()).await;
        bot.stop(&d, 1).await;
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn claims_ask_below_the_target_and_refusals_say_the_real_reason() {
    within(async {
        let (dir, d, bot) = bot_up(&[]).await;
        let (players, table) = game_of_two(&d, json!([])).await;
        let t = d.message(table);
        let mover = to_move(&t, &players).unwrap().clone();
        let waiter = players.iter().find(|p| p.id != mover.id).unwrap().clone();
        let (game, moves) = t.position().unwrap();
        let ix = d.press(&mover, table, &t.button("t1:hand:").unwrap()).await;
        let hand = d.answer(&ix).unwrap();
        let ix = d.press(&waiter, table, &t.button("t1:hand:").unwrap()).await;
        let their_hand = d.answer(&ix).unwrap();

        // Out of turn (a card button drawn earlier), the refusal names who is to play.
        assert!(their_hand.button("t1:card:").is_none(), "no card buttons out of turn");
        let theirs = cards_of(&their_hand)[0];
        let card = format!("t1:card:{game}:{moves}:{}:0", theirs.ascii());
        d.press(&waiter, their_hand.id, &card).await;
        let said = d.message(their_hand.id).content;
        assert!(
            said.contains(&format!("It is not your turn: {} is to play.", mover.name)),
            "{said}"
        );
        // A card that is not in your hand says so.
        let not_mine = cards_of(&their_hand)[0];
        assert!(!cards_of(&hand).contains(&not_mine));
        let forged = format!("t1:card:{game}:{moves}:{}:0", not_mine.ascii());
        d.press(&mover, hand.id, &forged).await;
        let said = d.message(hand.id).content;
        assert!(said.contains(&format!("{not_mine} is not in your hand.")), "{said}");

        // Far below the target the hand offers no claim, neither button nor command (such a
        // claim always loses): only how far the player is from the target.
        let shown = d.message(hand.id);
        assert!(shown.button("t1:claim:").is_none(), "a claim button: {:?}", shown.buttons());
        assert!(
            shown.content.contains("Your points toward claiming victory: 0 of 101"),
            "{}",
            shown.content
        );
        assert!(!shown.content.contains("`/tablic claim`"), "{}", shown.content);
        // The command asks once, privately, saying the total, the target and the risk.
        let ix = d.slash(&mover, CHANNEL, "claim", json!([])).await;
        let asked = d.answer(&ix).unwrap();
        assert!(asked.ephemeral && asked.owner == Some(mover.id));
        assert!(
            asked.content.contains("You have 0 points; the target is 101.")
                && asked.content.contains("a wrong claim loses the game"),
            "{}",
            asked.content
        );
        assert_eq!(d.message(table).position(), Some((game, moves)), "nothing was claimed");
        // Back to the cards; and the other player's command asks the same.
        d.press(&mover, asked.id, &asked.button("t1:back:").unwrap()).await;
        assert!(d.message(asked.id).button("t1:card:").is_some(), "the cards again");
        assert_eq!(d.message(table).position(), Some((game, moves)), "nothing was claimed");
        let ix = d.slash(&waiter, CHANNEL, "claim", json!([])).await;
        let question = d.answer(&ix).unwrap();
        assert!(question.ephemeral && question.owner == Some(waiter.id));
        assert!(question.content.contains("Claim anyway?"), "{}", question.content);
        // Claimed anyway: the claimer loses, and the final line names both sides.
        let anyway = question.button("t1:claimok:").unwrap();
        d.press(&waiter, question.id, &anyway).await;
        let end = table_finished(&d, table).await;
        let text = end.all_text();
        assert!(
            text.contains(&format!(
                "{} won: {} claimed victory without enough points. Final score",
                mover.name, waiter.name
            )),
            "{text}"
        );
        let score = format!("Final score {} ", players[0].name);
        assert!(
            text.contains(&score) && text.contains(&format!(" · {} ", players[1].name)),
            "{text}"
        );
        // The claimant's message says the claim right above the result: the result says only
        // who won, not the claim a second time (nor in the third person).
        let answered = d
            .wait_for("the claimant's message closed", |s| {
                let m = s.message(question.id);
                m.content.contains("🏆").then_some(m)
            })
            .await;
        let said = &answered.content;
        assert!(said.contains("You claimed victory with only 0 points: not enough"), "{said}");
        assert!(said.contains(&format!("🏆 {} won. Final score", mover.name)), "{said}");
        assert!(!said.contains("claimed victory without"), "{said}");
        check_privacy(&d, dir.path()).await;
        bot.stop(&d, 1).await;
    })
    .await;
}

/// A card that can take nothing is played by its one press, as its "put it down" would play
/// it; pressed out of turn, or on a hand of an earlier position, it plays nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_card_that_takes_nothing_is_played_by_one_press_on_its_turn_only() {
    within(async {
        let (dir, d, bot) = bot_up(&[]).await;
        let (players, table) = game_of_two(&d, json!([])).await;
        let mut replay = Replayer::open(dir.path()).await;
        // A position where the person to move and the other player each hold a card that
        // takes nothing from the table.
        let (t, mover, waiter, mine, theirs) = loop {
            let t = d
                .wait_for("a player to be pinged", |s| {
                    let t = s.message(table);
                    to_move(&t, &players).map(|_| t)
                })
                .await;
            let mover = to_move(&t, &players).unwrap().clone();
            let waiter = players.iter().find(|p| p.id != mover.id).unwrap().clone();
            let (game, moves) = t.position().unwrap();
            let takers = replay.takers(game, moves).await;
            let (hands, seats) = replay.hands(game, moves).await;
            let seat_of = |p: &Member| {
                seats.iter().position(|s| s.user().is_some_and(|u| u.id == p.id.to_string()))
            };
            let idle =
                |p: &Member| hands[seat_of(p).unwrap()].iter().find(|c| !takers.contains(*c));
            if let (Some(mine), Some(theirs)) = (idle(&mover), idle(&waiter)) {
                break (t, mover, waiter, mine, theirs);
            }
            play_one(&d, table, &players).await;
        };
        let (game, moves) = t.position().unwrap();
        let ix = d.press(&mover, table, &t.button("t1:hand:").unwrap()).await;
        let hand = d.answer(&ix).unwrap();
        let ix = d.press(&waiter, table, &t.button("t1:hand:").unwrap()).await;
        let their_hand = d.answer(&ix).unwrap();

        // Out of turn it plays nothing: the refusal names who is to play.
        let forged = format!("t1:card:{game}:{moves}:{}:0", theirs.ascii());
        let ix = d.press(&waiter, their_hand.id, &forged).await;
        assert_eq!(ix.callback.map(|c| c.0), Some(7), "said on the hand");
        let said = d.message(their_hand.id).content;
        assert!(
            said.contains(&format!("It is not your turn: {} is to play.", mover.name)),
            "{said}"
        );
        assert_eq!(current_position(&dir).await, (game, moves), "nothing was played");

        // On its turn, one press plays it: the hand says so and the table shows it.
        let card = format!("t1:card:{game}:{moves}:{}:0", mine.ascii());
        assert!(hand.buttons().contains(&card), "{card} in {:?}", hand.buttons());
        let ix = d.press(&mover, hand.id, &card).await;
        // In place, or deferred (a slow commit) and the hand then edited.
        let in_place_or_deferred = matches!(ix.callback.map(|c| c.0), Some(6 | 7));
        assert!(in_place_or_deferred, "the move is confirmed in the hand message");
        let played = format!("You played {mine} to the table.");
        let done = d
            .wait_for("the move confirmed on the hand", |s| {
                let m = s.message(hand.id);
                m.content.contains(&played).then_some(m)
            })
            .await;
        assert!(done.button("t1:play:").is_none(), "no choices: {:?}", done.buttons());
        let after = table_after(&d, table, moves).await;
        assert_eq!(after.position(), Some((game, moves + 1)), "one move");
        let description = after.embeds[0]["description"].as_str().unwrap_or("").to_string();
        let on_table = cards_after(&description, "**Table:**").expect("the table's cards");
        assert!(on_table.contains(mine), "{mine} on the table: {description}");

        // Pressed again, from the hand of the position before, it plays nothing.
        let ix = d.press(&mover, hand.id, &card).await;
        let stale = d.answer(&ix).unwrap();
        assert!(stale.content.contains("earlier position"), "{}", stale.content);
        assert_eq!(current_position(&dir).await, (game, moves + 1), "nothing more was played");
        replay.store.close().await;
        check_privacy(&d, dir.path()).await;
        bot.stop(&d, 1).await;
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_correct_claim_shows_the_total_it_counted() {
    within(async {
        let (dir, d, bot) = bot_up(&[]).await;
        // A target of one point: the first card point makes a claim right.
        let (players, table) =
            game_of_two(&d, json!([{ "name": "target", "type": 4, "value": 1 }])).await;
        let mut turns = 0;
        let (claimer, total, hand) = loop {
            let (hand, _) = play_one(&d, table, &players).await;
            let done = d.message(hand);
            let label = done
                .components
                .to_string()
                .split("Claim victory (")
                .nth(1)
                .and_then(|rest| rest.split(')').next().map(str::to_string));
            let total: u32 = label.and_then(|l| l.parse().ok()).unwrap_or(0);
            if total >= 1 && !finished(&d.message(table)) {
                let owner = players.iter().find(|p| Some(p.id) == done.owner).unwrap().clone();
                break (owner, total, done);
            }
            turns += 1;
            assert!(turns < 60 && !finished(&d.message(table)), "no claim came");
        };
        // The table's score in bold is the figure the claim counts, this hand's points in it.
        let bold = format!("{}: **{total}** ({total} this hand", claimer.name);
        d.wait_for("the table's score with the hand in play", |s| {
            s.message(table).all_text().contains(&bold).then_some(())
        })
        .await;
        // At the target, one press claims: no question.
        d.press(&claimer, hand.id, &hand.button("t1:claim:").unwrap()).await;
        let end = table_finished(&d, table).await;
        let text = end.all_text();
        assert!(text.contains(&format!("{} won by a correct claim.", claimer.name)), "{text}");
        // Not again as news under the result.
        assert!(!text.contains("claims victory"), "{text}");
        // The claimer's own hand says it to them in the second person, and under it their
        // win as theirs, not the claim again; the table names them.
        let own = format!("You claimed victory with {total} point");
        let told = d
            .wait_for("the claimer told of their claim", |s| {
                let m = s.message(hand.id);
                m.content.contains(&own).then_some(m)
            })
            .await;
        assert!(
            told.content.contains("The game is over. 🏆 You won. Final score"),
            "{}",
            told.content
        );
        assert!(!told.content.contains("won by a correct claim"), "{}", told.content);
        assert!(!text.contains("You won"), "{text}");
        // The final score is the total the claim counted, by name.
        assert!(text.contains(&format!("{} {total}", claimer.name)), "{total} in {text}");
        check_privacy(&d, dir.path()).await;
        bot.stop(&d, 1).await;
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_are_cleaned_computers_told_apart_and_rules_say_how_to_play() {
    within(async {
        let (_dir, d, bot) = bot_up(&[]).await;
        // A name that reverses the line after it, hides a zero-width space and runs long.
        let eve = Member::new(
            600_000_000_000_000_009,
            "Eve\u{202E}lyn\u{200B} Vanderbilt-Montgomery-Fitzgerald of Novi Sad",
        );
        let players = json!([{ "name": "players", "type": 4, "value": 4 }]);
        let table = open_game(&d, &eve, CHANNEL, players).await;
        for level in ["medium", "medium", "hard"] {
            let level = json!([{ "name": "level", "type": 3, "value": level }]);
            d.slash(&eve, CHANNEL, "bot", level).await;
        }
        let lobby = d
            .wait_for("three computers seated", |s| {
                let t = s.message(table);
                t.all_text().contains("Computer (hard)").then_some(t)
            })
            .await;
        let text = lobby.all_text();
        assert!(
            text.contains("Computer (medium) 🤖") && text.contains("Computer (medium) 2 🤖"),
            "{text}"
        );
        let shown = "Evelyn Vanderbilt-Montgomery-Fi…";
        assert_eq!(shown.chars().count(), 32);
        // Cut to 32 characters first, then escaped for markdown (Discord shows no backslash;
        // the embed is read as JSON, where the backslash is doubled).
        assert!(text.contains(&shown.replace('-', "\\\\-")), "{text}");
        for w in d.writes() {
            let text = w.after.map(|m| m.all_text()).unwrap_or_default();
            assert!(!text.contains(['\u{202E}', '\u{200B}']), "a hidden character shown: {text}");
        }
        // Mal (a name markdown would read) has no games: his own answer speaks to him, as the
        // heading, not a small grey footer; under it why games against the computer would not
        // show (this server does not count them).
        let mal = Member::new(600_000_000_000_000_010, "**Mal** [x](https://e.io) ||");
        let ix = d.slash(&mal, CHANNEL, "stats", json!([])).await;
        let stats = d.answer(&ix).unwrap();
        assert!(stats.ephemeral, "{}", stats.content);
        assert!(stats.content.starts_with("**You have not finished a game here yet.**\n"), "{}", stats.content);
        assert!(!stats.content.starts_with("-#"), "{}", stats.content);
        let why = "-# Games with a computer at the table do not count here; an admin can turn that on with `/tablic settings computers:True`.";
        assert!(stats.content.ends_with(why), "{}", stats.content);
        // This game's rules say how it is played, partners and all; the standings' points
        // are /tablic standings' to explain.
        let ix = d.slash(&eve, CHANNEL, "rules", json!([])).await;
        let rules = d.answer(&ix).unwrap();
        assert!(rules.content.starts_with("**This game: tablic (players=4)"), "{}", rules.content);
        let partners = "• Partners sit opposite each other and share the cards they take";
        assert!(rules.content.contains(partners), "{}", rules.content);
        assert!(!rules.content.contains("title points"), "{}", rules.content);
        bot.stop(&d, 1).await;
    })
    .await;
}

/// The turn notice standing in `channel` for the person to move at the table's position.
async fn notice_for(d: &StandIn, channel: u64, table: u64, players: &[Member]) -> (Member, Msg) {
    notice_after(d, channel, table, players, None).await
}

/// Like [`notice_for`], a notice other than `old`: until the move's table edit arrives, the
/// table and the old notice still agree on the previous mover.
async fn notice_after(
    d: &StandIn,
    channel: u64,
    table: u64,
    players: &[Member],
    old: Option<u64>,
) -> (Member, Msg) {
    d.wait_for("the turn notice of the position", |s| {
        let t = s.message(table);
        let mover = to_move(&t, players)?.clone();
        let (game, _) = t.position()?;
        let notices = s.notices(channel);
        let notice = notices.last()?;
        let names = notice.content.contains(&format!("<@{}>", mover.id));
        let button = notice.button(&format!("t1:hand:{game}")).is_some();
        let new = old != Some(notice.id);
        (notices.len() == 1 && names && button && new).then(|| (mover, notice.clone()))
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_turn_is_noticed_by_a_new_message_and_a_channel_holds_one() {
    within(async {
        let dir = tempfile::tempdir().unwrap();
        let d = StandIn::start().await;
        let bot = Bot::spawn(&d, dir.path());
        d.wait_registered(1).await;
        let short = json!([{ "name": "short", "type": 5, "value": true }]);
        let (players, table) = game_of_two(&d, short).await;
        // Whoever pressed Start and is to move sees their hand in the answer: the first
        // notice comes with the first move.
        play_one(&d, table, &players).await;
        let mut seen = Vec::new();
        for turn in 0..5 {
            // A new message that pings the person to move (an edit would not), with the
            // button to their cards; the one before it is gone. Once, Discord makes the
            // notice but its answer is lost: the notice sent again is the same message.
            if turn == 2 {
                d.lose_create_answers(1);
            }
            let (mover, notice) = notice_for(&d, CHANNEL, table, &players).await;
            assert_eq!(notice.pings, vec![mover.id], "only the person to move is pinged");
            assert!(!seen.contains(&notice.id), "a notice is a new message each turn");
            for old in &seen {
                assert!(d.deleted().iter().any(|m| m.id == *old), "the old notice stays");
            }
            seen.push(notice.id);
            // The notice's button opens the hand.
            let ix = d.press(&mover, notice.id, &notice.button("t1:hand:").unwrap()).await;
            let hand = d.answer(&ix).unwrap();
            assert!(hand.ephemeral && hand.owner == Some(mover.id));
            play_one(&d, table, &players).await;
        }
        assert_eq!(d.nonce_repeats(), 1, "the lost answer's notice was sent again");
        // The table names the person to move without pinging anyone.
        assert!(d.tables(CHANNEL).iter().all(|t| t.pings.is_empty()));

        // The server asks for direct messages: the notice comes there, and its button works
        // from there.
        let mut manager = carol();
        manager.manager = true;
        let notify = json!([{ "name": "notify", "type": 3, "value": "private" }]);
        let ix = d.slash(&manager, CHANNEL, "settings", notify).await;
        let said = d.answer(&ix).unwrap().content;
        assert!(said.contains("By direct message"), "{said}");
        // The game under way follows at once, and the reply says so.
        assert!(said.starts_with("Saved; what changed is in bold. Turn notices"), "{said}");
        // The one change, in bold; the rest as it was.
        assert!(said.contains("**Turn notices: `By direct message`**"), "{said}");
        assert!(said.contains("\nVariant: tablic\n"), "{said}");
        play_one(&d, table, &players).await;
        let (mover, dm, notice) = d.dm_notice_to_mover(table, &players).await;
        assert!(notice.content.contains(&format!("<#{CHANNEL}>")), "{}", notice.content);
        d.wait_for("the channel's notice gone", |s| s.notices(CHANNEL).is_empty().then_some(()))
            .await;
        let ix = d.press_in_dm(&mover, notice.id, &notice.button("t1:hand:").unwrap()).await;
        let hand = d.answer(&ix).unwrap();
        assert!(hand.ephemeral && hand.content.contains("Your cards"), "{}", hand.content);
        assert_eq!(d.message(notice.id).channel, dm);
        // Its cards play from there, in the game's channel.
        let (_, moves) = d.message(table).position().expect("a footer with the move number");
        let card = hand.button("t1:card:").unwrap_or_else(|| panic!("cards: {}", hand.content));
        d.play_card_in_dm(&mover, hand.id, &card).await;
        let done = d.message(hand.id);
        assert!(done.ephemeral && done.content.contains("You played"), "{}", done.content);
        table_after(&d, table, moves).await;
        play_out(&d, table, &players).await;
        d.wait_for("no notice left at the end", |s| {
            let none = s.notices(CHANNEL).is_empty()
                && players.iter().all(|p| s.dm_of(p).is_none_or(|dm| s.notices(dm).is_empty()));
            none.then_some(())
        })
        .await;

        // Against the computer, a person whose own move brings the turn back is not pinged:
        // the answer to their move shows their hand.
        let computer_channel = CHANNEL + 1;
        let manager_back = json!([{ "name": "notify", "type": 3, "value": "channel" }]);
        d.slash(&manager, CHANNEL, "settings", manager_back).await;
        let ana = ana();
        let solo = open_game(&d, &ana, computer_channel, json!([])).await;
        d.slash(&ana, computer_channel, "bot", json!([])).await;
        d.slash(&ana, computer_channel, "start", json!([])).await;
        for _ in 0..3 {
            play_one(&d, solo, std::slice::from_ref(&ana)).await;
        }
        assert!(d.notices(computer_channel).is_empty(), "pinged after their own move");
        check_privacy(&d, dir.path()).await;
        assert!(d.limited().is_empty(), "rate limited: {:?}", d.limited());
        bot.stop(&d, 1).await;
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn within_discords_limits_a_table_waits_as_told_and_is_never_dropped() {
    within(async {
        let dir = tempfile::tempdir().unwrap();
        // Discord's own limits: 5 creates and 5 edits per 5 s per channel, and so on.
        let d = StandIn::start_with(Some(support::discord::RateLimits::discord())).await;
        let bot = Bot::spawn(&d, dir.path());
        d.wait_registered(1).await;
        let ana = ana();
        let table = open_game(&d, &ana, CHANNEL, json!([])).await;
        d.slash(&ana, CHANNEL, "bot", json!([])).await;
        d.slash(&ana, CHANNEL, "start", json!([])).await;
        // As fast as the presses go: the bot spends the buckets as their headers say, and
        // never runs into a 429.
        for _ in 0..6 {
            play_one(&d, table, std::slice::from_ref(&ana)).await;
        }
        assert!(d.limited().is_empty(), "rate limited: {:?}", d.limited());

        // Discord refuses the next two edits with 429 and a 2 s retry_after, then fails eight
        // in a row: the table waits as told, and the latest position is shown in the end
        // without another move.
        d.limit_table_edits_for(2, Duration::from_secs(2));
        let (_, _) = play_one_no_wait(&d, table, &ana).await;
        d.fail_table_edits(8);
        let moved = d.wait_for("a move", |s| s.message(table).position()).await;
        let position = current_position(&dir).await;
        let shown = tokio::time::timeout(Duration::from_secs(30), async {
            loop {
                if d.message(table).position() == Some(position) {
                    return;
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        })
        .await;
        assert!(shown.is_ok(), "the table stayed at {moved:?}, not {position:?}");
        assert_eq!(d.early(), 0, "a call came before retry_after had passed");
        assert_eq!(d.early_after_429(), 0, "an edit came before retry_after had passed");
        bot.stop(&d, 1).await;
    })
    .await;
}

/// The stored position of the only match in the test's database.
async fn current_position(dir: &tempfile::TempDir) -> (i64, u32) {
    let store =
        Store::open_url(&format!("sqlite:{}", dir.path().join("d.db").display())).await.unwrap();
    let game = store.unfinished().await.unwrap().pop().expect("a match in play");
    (game.id.0, game.moves.len() as u32)
}

/// One move of `player` (their hand, a card, its first choice if it takes something) without
/// waiting for the table.
async fn play_one_no_wait(d: &StandIn, table: u64, player: &Member) -> (u64, String) {
    let t = d.message(table);
    let ix = d.press(player, table, &t.button("t1:hand:").expect("Your hand")).await;
    let hand = d.answer(&ix).expect("a hand message");
    let card = hand.button("t1:card:").expect("cards");
    d.play_card(player, hand.id, &card).await;
    (hand.id, card)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_restart_the_person_to_move_is_told_once_and_old_hands_lead_to_live_ones() {
    within(async {
        let dir = tempfile::tempdir().unwrap();
        let d = StandIn::start().await;
        let bot = Bot::spawn(&d, dir.path());
        d.wait_registered(1).await;
        let short = json!([{ "name": "short", "type": 5, "value": true }]);
        let (players, table) = game_of_two(&d, short).await;
        let (_, old_card) = play_one(&d, table, &players).await;
        let (mover, notice) = notice_for(&d, CHANNEL, table, &players).await;
        // The person to move opened their hand, and their opponent too; then the bot dies.
        let ix = d.press(&mover, notice.id, &notice.button("t1:hand:").unwrap()).await;
        let live = d.answer(&ix).unwrap();
        let waiter = players.iter().find(|p| p.id != mover.id).unwrap().clone();
        let ix = d.press(&waiter, table, &d.message(table).button("t1:hand:").unwrap()).await;
        let waiting = d.answer(&ix).unwrap();
        bot.kill().await;

        // Restarted: the same table and the same notice (the person to move was told of this
        // turn already); the old tokens are dead.
        let bot = Bot::spawn(&d, dir.path());
        d.wait_registered(2).await;
        tokio::time::sleep(Duration::from_millis(500)).await;
        assert_eq!(d.tables(CHANNEL).len(), 1, "one table message across the restart");
        let notices = d.notices(CHANNEL);
        assert_eq!(notices.iter().map(|m| m.id).collect::<Vec<_>>(), [notice.id], "told twice");

        // The mover plays from the hand they had: a new interaction, a live hand again (its
        // choices, or the move of a card that takes nothing).
        let card = live.button("t1:card:").unwrap();
        let before = d.message(table).position();
        let (ix, _) = d.play_card(&mover, live.id, &card).await;
        // Answered in place, or (a first answer slower than 1.5 s on a busy machine) deferred
        // and then edited: either way the old hand message is live again.
        assert!(matches!(ix.callback.map(|c| c.0), Some(6 | 7)), "{:?}", ix.callback);
        d.wait_for("the old hand message live again, confirming the move", |s| {
            s.message(live.id).content.contains("You played").then_some(())
        })
        .await;
        // The press is answered before the table is edited: wait for the new position, or the
        // old notice (naming the mover) would be taken for the new one.
        d.wait_for("the table at the next position", |s| {
            (s.message(table).position() != before).then_some(())
        })
        .await;
        // The waiter's old hand could not be updated (its token died with the process); the
        // new turn notice pings them, and their old hand's buttons lead to the current hand.
        let (next, notice) = notice_after(&d, CHANNEL, table, &players, Some(notice.id)).await;
        assert_eq!(next.id, waiter.id);
        assert_eq!(d.message(waiting.id).content, waiting.content, "updated with a dead token");
        let refresh = waiting.button("t1:refresh:").expect("a refresh button");
        let ix = d.press(&waiter, waiting.id, &refresh).await;
        assert!(matches!(ix.callback.map(|c| c.0), Some(6 | 7)), "{:?}", ix.callback);
        d.wait_for("a live hand", |s| s.message(waiting.id).button("t1:card:")).await;
        // A button of an earlier position says so, and shows the current hand. The message
        // that showed it may be deleted already (the waiter opened `waiting` after it), so its
        // id is sent from `waiting`, as a forged or replayed press would send it.
        let ix = d.press(&waiter, waiting.id, &old_card).await;
        assert!(d.answer(&ix).unwrap().content.contains("earlier position"));

        // Killed again with the notice's location lost (as if the bot died before storing
        // it), and an older notice of the game the bot lost track of too (naming the one who
        // moved since). The notice of this turn is kept, not posted again: the person to move
        // is pinged once for it. The older one goes (it would say "your turn" for good).
        bot.kill().await;
        let store = Store::open_url(&format!("sqlite:{}", dir.path().join("d.db").display()))
            .await
            .unwrap();
        let key = bot_core::ids::ChannelKey::new(
            bot_core::ids::Platform::Discord,
            support::discord::GUILD.to_string(),
            CHANNEL.to_string(),
        );
        store.forget_message_location(MessageKind::Notice, &key, None, None).await.unwrap();
        store.close().await;
        let stale_text =
            notice.content.replace(&format!("<@{}>", waiter.id), &format!("<@{}>", mover.id));
        assert_ne!(stale_text, notice.content, "the notice names the waiter");
        let stale = d.leave_bot_message(CHANNEL, &stale_text, notice.components.clone());
        let bot = Bot::spawn(&d, dir.path());
        d.wait_registered(3).await;
        d.wait_for("the orphaned older notice deleted", |s| {
            s.deleted().iter().any(|m| m.id == stale).then_some(())
        })
        .await;
        tokio::time::sleep(Duration::from_millis(500)).await;
        let standing: Vec<u64> = d.notices(CHANNEL).iter().map(|m| m.id).collect();
        assert_eq!(standing, [notice.id], "this turn's notice kept, not posted again");
        assert!(!d.deleted().iter().any(|m| m.id == notice.id), "this turn's notice deleted");
        play_out(&d, table, &players).await;
        // The same old button once the game is over: the hand says the game is over, and
        // nothing of an earlier position.
        let ix = d.press(&waiter, waiting.id, &old_card).await;
        let over = d.answer(&ix).unwrap().content;
        assert!(over.contains("The game is over") && !over.contains("earlier"), "{over}");
        check_privacy(&d, dir.path()).await;
        eprintln!("{}", d.transcript());
        bot.stop(&d, 1).await;
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn partners_or_individuals_any_option_with_suggestions_and_the_rules_listed() {
    within(async {
        let (_dir, d, bot) = bot_up(&[]).await;
        let dave = Member::new(600_000_000_000_000_004, "Dave");
        let players = [ana(), bob(), carol(), dave];
        let ana = &players[0];
        // The rules text is completed as it is typed: options, then their values.
        let offered = d.autocomplete(ana, CHANNEL, "new", "rules", "players=4 jack").await;
        assert_eq!(
            offered,
            [
                "players=4 jack=sweep",
                "players=4 jack=12",
                "players=4 jack-tabla=yes",
                "players=4 jack-tabla=no"
            ]
        );
        let offered = d.autocomplete(ana, CHANNEL, "new", "rules", "claims=").await;
        assert_eq!(offered, ["claims=claim", "claims=count-out", "claims=none"]);
        // The variant's suggestions are still the variants.
        let offered = d.autocomplete(ana, CHANNEL, "new", "variant", "tablanet").await;
        assert!(offered.contains(&"tablanet".to_string()), "{offered:?}");

        // A deal that does not share evenly is refused with the reason, as on Telegram.
        let uneven = json!([
            { "name": "players", "type": 4, "value": 3 },
            { "name": "rules", "type": 3, "value": "cards-per-deal=7" },
        ]);
        let ix = d.slash(ana, CHANNEL, "new", uneven).await;
        refused(&d, &ix, "With 3 players each gets 16 cards a hand, and deals of 7 would give 7, 7, 2: choose cards-per-deal 1, 2, 4, 6 (the usual 6, 6, 4) or 8.").await;
        let ix = d
            .slash(ana, CHANNEL, "new", json!([{ "name": "rules", "type": 3, "value": "jack" }]))
            .await;
        refused(&d, &ix, "needs a value").await;
        // The timer may be typed among the rules too, as on Telegram: a bad one is the
        // timer's refusal, not an unknown option.
        let timer = json!([{ "name": "rules", "type": 3, "value": "timer=soon" }]);
        let ix = d.slash(ana, CHANNEL, "new", timer).await;
        refused(&d, &ix, "Timer must be a number of seconds from 0 to 86400").await;

        // Four players are two partnerships by default; the teams go by the order of joining.
        let four = json!([{ "name": "players", "type": 4, "value": 4 }]);
        let table = open_game(&d, ana, CHANNEL, four).await;
        for p in &players[1..] {
            d.press(p, table, &d.message(table).button("t1:join").unwrap()).await;
        }
        d.wait_for("the teams in the lobby", |s| {
            let text = s.message(table).all_text();
            text.contains("Teams: Ana & Carol against Bob & Dave").then_some(())
        })
        .await;
        // A full table invites nobody: no Join, no computer; Ana starts (or one leaves).
        let full = d.message(table);
        assert!(full.all_text().contains("Every seat is taken; the creator presses"));
        assert!(!full.all_text().contains("Press **Join**"), "{}", full.all_text());
        assert!(full.button("t1:join").is_none() && full.button("t1:bot:").is_none());
        assert!(full.button("t1:leave").is_some() && full.button("t1:start").is_some());
        d.press(ana, table, &d.message(table).button("t1:start").unwrap()).await;
        let shown = d
            .wait_for("the sides on the table", |s| {
                let t = s.message(table);
                let text = t.all_text();
                (t.position().is_some() && text.contains("Ana & Carol") && text.contains("Bob & Dave"))
                    .then_some(t)
            })
            .await;
        // Each hand names the partner: the table lists seats, not sides.
        for (who, partner) in [(&players[2], "Ana"), (&players[1], "Dave")] {
            let ix = d.press(who, table, &shown.button("t1:hand:").unwrap()).await;
            let hand = d.answer(&ix).unwrap();
            assert!(hand.ephemeral && hand.owner == Some(who.id), "{}", hand.content);
            let line = format!("👥 Your partner: {partner}");
            assert!(hand.content.lines().any(|l| l == line), "{}", hand.content);
        }
        let ix = d.slash(ana, CHANNEL, "rules", json!([])).await;
        let rules = d.answer(&ix).unwrap();
        assert!(rules.content.starts_with("**This game: tablic (players=4).**"), "{}", rules.content);
        assert!(rules.content.contains("Options: players=4, partners=yes, target=101,"), "{}", rules.content);
        assert!(rules.content.contains("courts=13/14") && rules.content.contains("last-card-tabla=no"));
        assert!(rules.content.contains("rules: target=151 partners=no"), "{}", rules.content);
        assert!(
            rules.content.ends_with("One option explained, with its values and each variant's: `/tablic rules` option: forced"),
            "{}",
            rules.content
        );
        // One option explained: suggested as typed, then drawn as an embed, with this table's.
        let offered = d.autocomplete(ana, CHANNEL, "rules", "option", "most").await;
        assert_eq!(offered, ["most-cards", "most-cards-tie"]);
        let ix = d
            .slash(ana, CHANNEL, "rules", json!([{ "name": "option", "type": 3, "value": "forced" }]))
            .await;
        let forced = d.answer(&ix).unwrap();
        assert!(forced.ephemeral, "an answer for the asker");
        let embed = &forced.embeds[0];
        assert_eq!(embed["title"], "Option: forced");
        let description = embed["description"].as_str().unwrap_or_default();
        assert!(description.starts_with("Whether a player must capture when the card played can."), "{embed}");
        assert!(description.contains("**At this table: forced=no**"), "{embed}");
        assert!(description.ends_with("`/tablic new` variant: tablic rules: forced=yes"), "{embed}");
        assert_eq!(embed["fields"][0]["name"], "Values");
        assert!(embed["fields"][0]["value"].as_str().unwrap_or_default().starts_with("`yes` — a card that can take must take all it can"), "{embed}");
        assert_eq!(embed["fields"][1]["name"], "In the variants");
        assert_eq!(embed["fields"][1]["value"], "`no` — tablic, tabinet, tablanette, tablanet, tablic-40\n`yes` — tablanette-jp");
        let ix = d
            .slash(ana, CHANNEL, "rules", json!([{ "name": "option", "type": 3, "value": "poker" }]))
            .await;
        refused(&d, &ix, "“poker” is neither a variant nor an option. Variants: tablic,").await;
        // An option in a variant: that variant's value, in bold next to this table's.
        let in_jp = json!([
            { "name": "variant", "type": 3, "value": "tablanette-jp" },
            { "name": "option", "type": 3, "value": "forced" },
        ]);
        let ix = d.slash(ana, CHANNEL, "rules", in_jp).await;
        let forced = d.answer(&ix).unwrap();
        let embed = &forced.embeds[0];
        assert_eq!(embed["title"], "Option: forced");
        let description = embed["description"].as_str().unwrap_or_default();
        assert!(
            description.contains("\n\n**In tablanette-jp: forced=yes**\n**At this table: forced=no**\n\n"),
            "{embed}"
        );
        assert!(description.ends_with("`/tablic new` variant: tablanette-jp rules: forced=no"), "{embed}");
        // Two variants (or two options) are refused with what may be asked.
        let two = json!([
            { "name": "variant", "type": 3, "value": "tablic" },
            { "name": "option", "type": 3, "value": "tabinet" },
        ]);
        let ix = d.slash(ana, CHANNEL, "rules", two).await;
        refused(&d, &ix, "“tablic” and “tabinet” are both variants. Ask for one variant, one option, or an option in a variant: `/tablic rules` variant: tabinet option: forced").await;

        // A redeal asked for in a game without one says so, and changes nothing.
        let mover = to_move(&shown, &players).expect("someone to move");
        let (game, moves) = shown.position().unwrap();
        let ix = d.press(mover, table, &format!("t1:redeal:{game}:{moves}")).await;
        refused(&d, &ix, "There is no redeal in this game: only in Tabinet (or a game made with redeal=yes) may the first player ask for new cards.").await;
        assert_eq!(d.message(table).position(), Some((game, moves)));

        // Each turn's hand lists every card played since the mover's last one, in order (the
        // table in a busy channel may be far up); one card reads as the last move.
        let turns = [
            (None, 0),
            (Some("**Last move:**"), 0),
            (Some("**Played before your first card:**"), 2),
            (Some("**Played before your first card:**"), 3),
            (Some("**Played since your last card:**"), 3),
        ];
        // Each player's last hand message, open while they wait, and the move their card was.
        let mut open: Vec<(Member, u64, u32)> = Vec::new();
        // Past the first deal (24 cards): a waiting hand whose card came before it says so.
        for turn in 0..26 {
            let (mover, (_, moves), hand) = d.mover_opens_hand(table, &players).await;
            let text = &hand.content;
            if let Some((heading, count)) = turns.get(turn) {
                match heading {
                    Some(heading) => assert!(text.contains(heading), "{text}"),
                    None => assert!(!text.contains("**Last move:**"), "{text}"),
                }
                assert_eq!(text.lines().filter(|l| l.starts_with("• ")).count(), *count, "{text}");
                assert!(!text.contains(&format!("• {}", mover.name)), "{text}");
            }
            let (id, _) = play_one(&d, table, &players).await;
            open.retain(|(p, _, _)| p.id != mover.id);
            open.push((mover.clone(), id, moves));
            // Every waiting hand is redrawn at each card: it names the next mover (not the
            // one it was drawn with), and still says the reader's own card, with the deal
            // since it when there was one (else the card reads as played from the new cards).
            let next = d
                .wait_for("the next mover", |s| to_move(&s.message(table), &players).cloned())
                .await;
            let waiting = format!("Waiting for {}", next.name);
            let now = moves + 1;
            d.wait_for("every waiting hand naming the mover", |s| {
                open.iter()
                    .filter(|(p, _, _)| p.id != next.id)
                    .all(|(_, id, at)| {
                        let m = s.message(*id);
                        let dealt = *at < 24 && now >= 24;
                        m.content.contains(&waiting)
                            && m.content.contains("You played")
                            && (!dealt || m.content.contains("New cards were dealt."))
                    })
                    .then_some(())
            })
            .await;
        }

        // Four individuals, Tablanet's jack without its tabla: every option from the command.
        let other = CHANNEL + 1;
        let alone = json!([
            { "name": "variant", "type": 3, "value": "tablanet" },
            { "name": "rules", "type": 3, "value": "jack-tabla=no  partners=no players=4" },
        ]);
        let lobby = open_game(&d, ana, other, alone).await;
        assert!(!d.message(lobby).all_text().contains("Teams:"));
        let ix = d.slash(ana, other, "rules", json!([])).await;
        let rules = d.answer(&ix).unwrap();
        assert!(
            rules.content.starts_with("**This game: tablanet (players=4, partners=no, jack-tabla=no).**"),
            "{}",
            rules.content
        );
        assert!(rules.content.contains("A jack takes the whole table but makes no tabla"), "{}", rules.content);
        // A variant's own rules: Tablanet's jack scores a tabla (seed 002).
        let tablanet = json!([{ "name": "variant", "type": 3, "value": "tablanet" }]);
        let ix = d.slash(ana, other, "rules", tablanet).await;
        let preset = d.answer(&ix).unwrap();
        assert!(preset.content.contains("jack-tabla=yes"), "{}", preset.content);
        assert!(preset.content.contains("a jack that clears the table scores a tabla"), "{}", preset.content);
        bot.stop(&d, 1).await;
    })
    .await;
}

/// Seed 003's boards from the command: points and strength, month and season, rivals, a
/// person's own stats, and the server setting that counts games with computers (marked).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn standings_boards_rivals_stats_and_the_computers_setting() {
    within(async {
        let dir = tempfile::tempdir().unwrap();
        let (ana, bob, mut carol) = (ana(), bob(), carol());
        let people = [
            (ana.id.to_string(), "Ana"),
            (bob.id.to_string(), "Bob"),
            (carol.id.to_string(), "Carol"),
            ("600000000000000004".to_string(), "Dan"),
            ("600000000000000005".to_string(), "Eve"),
        ];
        let people = people.each_ref().map(|(id, name)| (id.as_str(), *name));
        let guild = support::discord::GUILD.to_string();
        let db = dir.path().join("d.db");
        support::history::write(&db, Platform::Discord, &guild, &CHANNEL.to_string(), people)
            .await;
        let d = StandIn::start().await;
        let bot = Bot::spawn(&d, dir.path());
        d.wait_registered(1).await;
        let board = |who: &Member, options: Value| {
            let (d, who) = (&d, who.clone());
            async move {
                let ix = d.slash(&who, CHANNEL, "standings", options).await;
                let answer = d.answer(&ix).expect("an answer");
                assert!(!answer.ephemeral, "a board is for everyone: {}", answer.content);
                answer.content
            }
        };
        let lines = |text: &str| text.lines().map(str::to_string).collect::<Vec<_>>();

        // Points this month, among people: the default.
        let text = board(&carol, json!([])).await;
        let got = lines(&text);
        assert_eq!(got[0], "**Standings — this month (this server)**", "{text}");
        assert_eq!(got[1], "1. Dan — 300 points · 60 games, 60 won", "{text}");
        assert_eq!(got[3], "3. Ana — 100 points · 70 games, 20 won", "{text}");
        assert_eq!(got.len(), 7, "five people, a title and a footer: {text}");

        // Strength this month: wins ÷ games plus the games bonus, two decimals; Carol's 11
        // games are too few. (With percentages Dan's 60 wins of 60 would have come first.)
        let strength = json!([
            { "name": "board", "type": 3, "value": "strength" },
            { "name": "period", "type": 3, "value": "month" },
        ]);
        let text = board(&carol, strength.clone()).await;
        let got = lines(&text);
        assert_eq!(
            got[..5],
            [
                "**Strength — this month (this server)**",
                "1. Bob — strength 3.62 · 81 games, 50 won",
                "2. Ana — strength 2.29 · 70 games, 20 won",
                "3. Dan — strength 2.00 · 60 games, 60 won",
                "4. Eve — strength 1.00 · 60 games, 0 won",
            ],
            "{text}"
        );
        assert!(got[5].contains("needs 50 games to be on this board"), "{text}");

        // This season's strength board asks for more games than anyone has yet.
        let now = bot_core::session::unix_now();
        let min = bot_core::store::Period::season_at(now).min_games(now);
        let season = json!([
            { "name": "board", "type": 3, "value": "strength" },
            { "name": "period", "type": 3, "value": "season" },
        ]);
        let text = board(&carol, season).await;
        assert!(text.contains(&format!("Nobody has the {min} games")), "{text}");

        // Ana's rivals: Bob and herself, nobody she never played.
        let rivals = json!([{ "name": "rivals", "type": 5, "value": true }]);
        let text = board(&ana, rivals.clone()).await;
        let got = lines(&text);
        // The board is for the whole channel: it says whose rivals these are.
        assert_eq!(got[0], "**Standings — this month (this server, Ana and their rivals)**", "{text}");
        assert!(got[1].starts_with("1. Bob — 250 points") && got[2].starts_with("2. Ana"));
        assert_eq!(got.len(), 4, "{text}");
        // Carol, who has played only Bob, is told who her rivals are when she asks.
        let text = board(&carol, rivals.clone()).await;
        assert!(text.contains("1. Bob") && text.contains("2. Carol") && !text.contains("Ana"));

        // Ana's own numbers: private, every period.
        let ix = d.slash(&ana, CHANNEL, "stats", json!([])).await;
        let stats = d.answer(&ix).unwrap();
        assert!(stats.ephemeral && stats.owner == Some(ana.id), "{}", stats.content);
        assert!(
            stats.content.contains(
                "this month: 70 games, 20 won, 100 title points, strength 2.29, 0 tablas, best hand 0"
            ),
            "{}",
            stats.content
        );
        assert!(stats.content.contains("all time: 70 games"), "{}", stats.content);

        // Only a manager may count the games with computers; then they count, marked.
        let on = json!([{ "name": "computers", "type": 5, "value": true }]);
        let ix = d.slash(&bob, CHANNEL, "settings", on.clone()).await;
        refused(&d, &ix, "Manage Server").await;
        // Anyone may look: the defaults, and who may change them.
        let ix = d.slash(&bob, CHANNEL, "settings", json!([])).await;
        let shown = d.answer(&ix).unwrap();
        assert!(shown.ephemeral, "{}", shown.content);
        assert!(shown.content.starts_with("**Server defaults**"), "{}", shown.content);
        assert!(shown.content.contains("Games with computers in standings: no"), "{}", shown.content);
        assert!(shown.content.ends_with("-# Members with Manage Server can change these."), "{}", shown.content);
        carol.manager = true;
        let ix = d.slash(&carol, CHANNEL, "settings", on.clone()).await;
        let saved = d.answer(&ix).unwrap();
        assert!(saved.content.contains("Games with computers in standings: yes"), "{}", saved.content);
        assert!(!saved.content.contains("Members with Manage Server"), "{}", saved.content);
        // The same again: nothing changed, and the answer says so.
        let ix = d.slash(&carol, CHANNEL, "settings", on).await;
        let again = d.answer(&ix).unwrap();
        assert!(again.content.starts_with("Nothing changed: these were already the server's defaults."), "{}", again.content);
        let text = board(&bob, json!([])).await;
        let got = lines(&text);
        let computers = "**Standings — this month (this server) · games with computers count**";
        assert_eq!(got[0], computers, "{text}");
        assert_eq!(got[1], "1. Ana — 605 points · 75 games (5 with computers), 25 won", "{text}");
        let text = board(&bob, strength).await;
        assert!(text.contains("2. Ana — strength 2.33 · 75 games (5 with computers), 25 won"), "{text}");
        let ix = d.slash(&ana, CHANNEL, "stats", json!([])).await;
        let stats = d.answer(&ix).unwrap().content;
        assert!(stats.contains("games with computers count"), "{stats}");
        assert!(stats.contains("this month: 75 games (5 with computers), 25 won, 605 title points, strength 2.33"), "{stats}");
        assert!(stats.contains("(5 with computers)"), "{stats}");
        assert!(d.violations().is_empty(), "Discord rules broken: {:#?}", d.violations());
        bot.stop(&d, 1).await;
    })
    .await;
}

/// How long a person takes over a move, 2 to 4 seconds, varied from move to move.
fn human_pause(turn: u32) -> Duration {
    Duration::from_millis(2_000 + u64::from(turn) * 739 % 2_000)
}

/// The cards a text lists after `label` on one line (`**Table:** 2♥ 5♥`, `empty` for none).
fn cards_after(text: &str, label: &str) -> Option<CardSet> {
    let line = text.lines().find_map(|l| l.split_once(label).map(|(_, rest)| rest))?;
    let mut set = CardSet::EMPTY;
    for word in line.split_whitespace() {
        if let Ok(card) = word.trim_matches('*').parse::<Card>() {
            set.insert(card);
        }
    }
    Some(set)
}

/// Every text a player can read in a message: its content, the embeds' words and the button
/// labels (not the ids behind them).
fn readable(m: &Msg) -> String {
    let mut out = vec![m.content.clone()];
    for e in m.embeds.as_array().into_iter().flatten() {
        for key in ["title", "description"] {
            out.extend(e[key].as_str().map(str::to_string));
        }
        out.extend(e["footer"]["text"].as_str().map(str::to_string));
        for f in e["fields"].as_array().into_iter().flatten() {
            out.extend(f["name"].as_str().map(str::to_string));
            out.extend(f["value"].as_str().map(str::to_string));
        }
    }
    for row in m.components.as_array().into_iter().flatten() {
        for b in row["components"].as_array().into_iter().flatten() {
            out.extend(b["label"].as_str().map(str::to_string));
        }
    }
    out.join("\n")
}

/// What no player should ever read: raw ids, code marks, unfilled placeholders, seat numbers.
fn assert_reads_right(text: &str) {
    let mut plain = text.to_string();
    // Mentions render as names.
    while let Some(at) = plain.find("<@").or_else(|| plain.find("<#")) {
        let end = plain[at..].find('>').map_or(plain.len(), |e| at + e + 1);
        plain.replace_range(at..end, "@name");
    }
    // A rule as it is typed (`jack=sweep`) is shown as code on purpose: no stray mark.
    while let Some(at) = plain.find('`') {
        let Some(len) = plain[at + 1..].find('`') else { break };
        let inner = plain[at + 1..at + 1 + len].to_string();
        if !inner.contains('=') || inner.contains(' ') {
            break;
        }
        plain.replace_range(at..at + len + 2, &inner);
    }
    let long_number = plain.split(|c: char| !c.is_ascii_digit()).any(|digits| digits.len() >= 10);
    assert!(!long_number, "a raw id: {text}");
    for bad in ["`", "{ $", "{$", "seat 2", "Seat 2", "seat 1", "Seat 1", "None", "Some("] {
        assert!(!plain.contains(bad), "`{bad}` in: {text}");
    }
}

/// A whole match played at a person's pace (2 to 4 s a move), the bot killed and restarted
/// in the middle; every message a player reads is checked and printed (`--nocapture`).
/// About four minutes: run it with `--ignored` before calling a change to play done.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "human pace, about four minutes: cargo test --test <this file> -- --ignored --nocapture"]
async fn a_whole_match_at_human_pace_with_a_restart_reads_right() {
    let outer = Duration::from_secs(420);
    let body = async {
        let dir = tempfile::tempdir().unwrap();
        let d = StandIn::start().await;
        let mut bot = Bot::spawn(&d, dir.path());
        d.wait_registered(1).await;
        let short = json!([{ "name": "short", "type": 5, "value": true }]);
        let started = std::time::Instant::now();
        let (players, table) = game_of_two(&d, short).await;
        let mut replay = Replayer::open(dir.path()).await;
        // Each position's person to move and when it began (the previous move pressed).
        let mut turns: Vec<(u32, u64, std::time::Instant)> = Vec::new();
        let mut began = started;
        let mut restarted = false;
        let mut old_hand: Option<(Member, u64)> = None;
        let mut restart_at = started;
        loop {
            let t = d
                .wait_for("the person to move, or the end", |s| {
                    let t = s.message(table);
                    (finished(&t) || to_move(&t, &players).is_some()).then_some(t)
                })
                .await;
            if finished(&t) {
                break;
            }
            let mover = to_move(&t, &players).unwrap().clone();
            let (game, moves) = t.position().expect("a position on the table");
            // The table shows the stored position: its cards, whose turn.
            let stored = current_position(&dir).await;
            assert_eq!(stored, (game, moves), "the table is not the stored position");
            let (hands, _) = replay.hands(game, moves).await;
            let stored_match = replay.store.load(MatchId(game)).await.unwrap().unwrap();
            let m = Match::replay(
                stored_match.rules.clone(),
                stored_match.seed,
                &stored_match.moves[..moves as usize],
            )
            .unwrap();
            let description = t.embeds[0]["description"].as_str().unwrap_or("").to_string();
            assert_eq!(
                cards_after(&description, "**Table:**"),
                Some(m.hand().table),
                "the table drawn at move {moves}: {description}"
            );
            let seat = m.to_move().expect("someone to move") as usize;
            let user = stored_match.seats[seat].user().expect("a person").id.clone();
            assert_eq!(user, mover.id.to_string(), "the table names the wrong person to move");
            drop(hands);
            // After the restart the same turn goes on: it was told before.
            if turns.last().is_none_or(|t| t.0 != moves) {
                turns.push((moves, mover.id, began));
            }

            if moves == 20 && !restarted {
                // The mover opened their cards, then the bot is killed and comes back.
                let ix = d.press(&mover, table, &t.button("t1:hand:").unwrap()).await;
                let hand = d.answer(&ix).unwrap();
                old_hand = Some((mover.clone(), hand.id));
                tokio::time::sleep(Duration::from_millis(300)).await;
                bot.kill().await;
                bot = Bot::spawn(&d, dir.path());
                restart_at = std::time::Instant::now();
                d.wait_registered(2).await;
                restarted = true;
                tokio::time::sleep(Duration::from_millis(1_000)).await;
                assert_eq!(d.tables(CHANNEL).len(), 1, "one table message across the restart");
                continue;
            }

            tokio::time::sleep(human_pause(moves)).await;
            // A person opens their cards from the newest message that pinged them, else from
            // the table.
            let source = d
                .notices(CHANNEL)
                .into_iter()
                .rev()
                .find(|n| n.pings.contains(&mover.id) && n.button("t1:hand:").is_some())
                .map_or(table, |n| n.id);
            let open = d.message(source).button("t1:hand:").expect("the way to the cards");
            let ix = d.press(&mover, source, &open).await;
            let hand = d.answer(&ix).expect("a hand message");
            assert!(hand.ephemeral && hand.owner == Some(mover.id));
            // The hand says the other's move before it, as the table does.
            if let Some(last) = description.lines().find(|l| l.starts_with("**Last move:**")) {
                assert_eq!(hand.content.lines().next(), Some(last), "the hand at move {moves}");
            }
            let card = hand.button("t1:card:").unwrap_or_else(|| panic!("cards: {}", hand.content));
            tokio::time::sleep(Duration::from_millis(600)).await;
            // A card that takes nothing is played by its press; one that takes something
            // opens its captures.
            began = std::time::Instant::now();
            d.press(&mover, hand.id, &card).await;
            // Answered in place, or deferred and then edited: the card's button is gone once
            // the hand shows the answer (as `play_card` waits).
            let pressed = d
                .wait_for("the card's press answered on the hand", |s| {
                    let m = s.message(hand.id);
                    (!m.buttons().contains(&card)).then_some(m)
                })
                .await;
            if let Some(play) = pressed.button("t1:play:") {
                tokio::time::sleep(Duration::from_millis(600)).await;
                began = std::time::Instant::now();
                d.press(&mover, hand.id, &play).await;
            }
            table_after(&d, table, moves).await;
        }
        tokio::time::sleep(Duration::from_millis(1_500)).await;
        eprintln!("{}", d.transcript());

        // The result names both sides and the stored scores.
        let end = d.message(table);
        let text = readable(&end);
        let (game, moves) = end.position().unwrap();
        let stored = replay.store.load(MatchId(game)).await.unwrap().unwrap();
        let m = Match::replay(stored.rules.clone(), stored.seed, &stored.moves).unwrap();
        assert_eq!(moves as usize, stored.moves.len());
        let result = text.lines().find(|l| l.contains("won") || l.contains("A draw.")).unwrap();
        for (p, score) in players.iter().zip(m.scores()) {
            assert!(result.contains(&format!("{} {score}", p.name)), "{result}");
        }

        // Each turn was told once to its person by a new message that pinged them; nobody
        // was pinged at any other time.
        let created: Vec<(std::time::Instant, Vec<u64>)> = d
            .writes()
            .iter()
            .filter_map(|w| w.after.clone())
            .filter(|m| m.writes == 1 && !m.pings.is_empty())
            .map(|m| (m.history[0].0, m.pings.clone()))
            .collect();
        for (i, (moves, mover, from)) in turns.iter().enumerate() {
            let until = turns.get(i + 1).map(|t| t.2);
            let told: Vec<&Vec<u64>> = created
                .iter()
                .filter(|(at, _)| at >= from && until.is_none_or(|u| *at < u))
                .map(|(_, pings)| pings)
                .collect();
            let pinged_first = *moves == 0 && told.is_empty();
            assert!(
                pinged_first || told.len() == 1 && told[0] == &vec![*mover],
                "move {moves}: the person to move ({mover}) was told by {told:?}"
            );
        }

        // Old hand messages lead to a live one (or say the game is over).
        let (owner, old) = old_hand.unwrap();
        if let Some(card) = d.message(old).button("t1:") {
            let ix = d.press(&owner, old, &card).await;
            let answer = d.answer(&ix).map(|m| m.content).unwrap_or_default();
            assert!(!answer.is_empty(), "an old button answered nothing");
        }
        // Nothing anyone reads shows ids, code marks or placeholders; no message is left
        // offering cards of a position that is gone.
        for w in d.writes() {
            if let Some(m) = &w.after {
                assert_reads_right(&readable(m));
            }
        }
        // (A hand message from before the restart cannot be edited: its token died.)
        // Turn notices are deleted once their turn is played: nothing left to offer.
        let deleted: std::collections::BTreeSet<u64> = d.deleted().iter().map(|m| m.id).collect();
        let ids: std::collections::BTreeSet<u64> = d
            .writes()
            .iter()
            .filter_map(|w| w.message)
            .filter(|id| !deleted.contains(id))
            .collect();
        for id in ids {
            let m = d.message(id);
            let live_token = m.history[0].0 > restart_at;
            assert!(
                !live_token || m.button("t1:card:").is_none(),
                "message {id} still offers cards after the end: {}",
                m.content
            );
        }
        check_privacy(&d, dir.path()).await;
        bot.stop(&d, 1).await;
    };
    tokio::time::timeout(outer, body).await.expect("the match finished in time");
}

/// Damages a stored match so that this release cannot read it back: its rules are no longer
/// JSON (a hand edit, a faulty release). Only that row: the rest of the database reads.
async fn damage_match(db: &Path, game: i64) {
    support::history::edit_match(db, "rules = 'garbage'", game).await;
}

/// A game the restarted bot cannot resume is set aside, and its table hears of it: a new
/// message in the channel says what happened and how to go on, the old table says it too and
/// has no button left, the turn notice goes, every old button (the table's, a live hand's, an
/// older hand's) is answered privately with the reason and changes nothing, the standings
/// count it for no one, no card of a hand goes public, and `/tablic new` opens a new game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_that_cannot_be_resumed_is_set_aside_and_its_table_told() {
    within(async {
        let (dir, d, bot) = bot_up(&[]).await;
        let (players, table) = game_of_two(&d, json!([])).await;
        let (old_hand, old_card) = play_one(&d, table, &players).await;
        // The person to move has their turn notice and has opened their hand.
        let (mover, notice) = notice_for(&d, CHANNEL, table, &players).await;
        let ix = d.press(&mover, notice.id, &notice.button("t1:hand:").unwrap()).await;
        let live = d.answer(&ix).unwrap();
        let live_card = live.button("t1:card:").unwrap();
        let old_table = d.message(table);
        let hand_button = old_table.button("t1:hand:").unwrap();
        let (game, moves) = old_table.position().unwrap();
        let held: Vec<Card> = {
            let mut replay = Replayer::open(dir.path()).await;
            let (hands, _) = replay.hands(game, moves).await;
            replay.store.close().await;
            hands.iter().flat_map(|h| h.iter()).collect()
        };
        check_privacy(&d, dir.path()).await;
        bot.stop(&d, 1).await;

        damage_match(&dir.path().join("d.db"), game).await;
        let since = d.writes().len();
        let bot = Bot::spawn(&d, dir.path());
        d.wait_registered(2).await;

        // A new message, so the channel is notified (no one is pinged).
        let said = d
            .wait_for("the set-aside message", |s| {
                let found = s.messages_with("could not go on");
                found.into_iter().find(|m| m.id != table && m.channel == CHANNEL)
            })
            .await;
        assert_eq!(
            said.content,
            format!(
                "⚠️ Game #{game} at this table could not go on, so \
                 it has been set aside. It has no winner and counts in no one's standings. Start \
                 a new game with `/tablic new`."
            )
        );
        assert!(!said.ephemeral && said.buttons().is_empty() && said.pings.is_empty());
        // The old table says so, keeps its last position beneath, and takes no press.
        let closed = d
            .wait_for("the old table closed", |s| {
                let t = s.message(table);
                t.buttons().is_empty().then_some(t)
            })
            .await;
        assert_eq!(
            closed.content,
            format!(
                "⚠️ Game #{game} was set aside: it could not go on. \
                 It counts for no one."
            )
        );
        assert_eq!(closed.position(), Some((game, moves)), "the last table stays beneath");
        // Greyed, no one's turn marked: it does not read as a game going on.
        assert_eq!(closed.embeds[0]["color"], 0x979C9F, "{}", closed.embeds);
        let beneath = closed.embeds.to_string();
        assert!(!beneath.contains('▶') && beneath.contains("• "), "{beneath}");
        assert!(closed.embeds[0].get("type").is_none(), "{beneath}");
        // No news under it: "The game has started." would stand there for good.
        assert!(!beneath.contains("\"News\""), "{beneath}");
        d.wait_for("the turn notice deleted", |s| {
            s.deleted().iter().any(|m| m.id == notice.id).then_some(())
        })
        .await;
        // Where they were is forgotten, as for a finished game.
        let store = Store::open(&dir.path().join("d.db")).await.unwrap();
        let mut waited = 0;
        while !store.message_locations(Platform::Discord).await.unwrap().is_empty() {
            waited += 1;
            assert!(waited < 100, "the set-aside game's message locations are still stored");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }

        // Every old button is answered privately with the reason, and changes nothing.
        let writes = d.writes().iter().filter(|w| w.public).count();
        let owner = d.message(old_hand).owner;
        let first = players.iter().find(|p| owner == Some(p.id)).unwrap();
        for (who, message, button) in [
            (&players[1], table, hand_button.as_str()),
            (&mover, live.id, live_card.as_str()),
            (first, old_hand, old_card.as_str()),
        ] {
            let ix = d.press(who, message, button).await;
            if message == table {
                refused(
                    &d,
                    &ix,
                    "can no longer be read, so the game was set aside: it counts for no one",
                )
                .await;
                refused(&d, &ix, "Start a new one with `/tablic new`").await;
            } else {
                refused(&d, &ix, &format!("Game #{game} was set aside: it could not go on")).await;
            }
        }
        assert_eq!(d.writes().iter().filter(|w| w.public).count(), writes, "a press changed it");
        // A hand pressed is closed, as a set-aside game's hands are within one process: its
        // buttons can no longer work, and it no longer offers them.
        for hand in [live.id, old_hand] {
            let m = d.message(hand);
            let closed = format!("⚠️ Game #{game} was set aside: it could not go on, so these");
            assert!(m.buttons().is_empty() && m.content.starts_with(&closed), "{}", m.content);
        }
        let summary = store.match_summary(MatchId(game)).await.unwrap().unwrap();
        assert_eq!((summary.status.as_str(), summary.moves), ("unreadable", u64::from(moves)));
        store.close().await;
        // It counts for no one.
        let all = json!([{ "name": "period", "type": 3, "value": "all" }]);
        let ix = d.slash(&players[0], CHANNEL, "standings", all).await;
        assert!(d.answer(&ix).unwrap().content.contains("No games counted yet."));
        // No card that was in a hand went public after the restart.
        for w in d.writes().iter().skip(since).filter(|w| w.public) {
            let text = w.after.as_ref().map(Msg::all_text).unwrap_or_default();
            for card in &held {
                assert!(!text.contains(&card.to_string()), "{card} of a hand shown: {text}");
            }
        }

        // The channel is free: a new game opens in a message of its own.
        let lobby = open_game(&d, &players[0], CHANNEL, json!([])).await;
        assert_ne!(lobby, table);
        assert!(d.message(lobby).button("t1:join").is_some());
        assert_eq!(d.message(table).content, closed.content, "the new game took the old table");
        assert!(d.violations().is_empty(), "Discord rules broken: {:#?}", d.violations());
        let log = bot.log_text();
        assert!(log.contains("marked unreadable"), "the reason is logged");
        eprintln!("{}", d.transcript());
        bot.stop(&d, 2).await;
    })
    .await;
}

/// Private answers name the command and its options as the asker's client lists them,
/// whatever the language of the text: an English client on a server set to Croatian reads
/// Croatian with `option:`, a Croatian client on an English server `opcija:`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn private_answers_name_options_as_the_askers_client_lists_them() {
    within(async {
        let (_dir, d, bot) = bot_up(&[]).await;
        let mut carol = carol();
        carol.manager = true;
        let ana = ana();
        let mut bob = bob();
        bob.locale = "hr";
        let language = |lang: &str| json!([{ "name": "language", "type": 3, "value": lang }]);
        let forced = json!([{ "name": "option", "type": 3, "value": "forced" }]);
        let rules_of = |m: &Msg| m.content.lines().last().unwrap_or_default().to_string();
        let how_of = |m: &Msg| m.embeds[0]["description"].as_str().unwrap_or_default().to_string();

        // A server set to Croatian: Ana's English client counts as no preference, so she reads
        // Croatian, but her client lists the command and its options in English.
        let ix = d.slash(&carol, CHANNEL, "settings", language("hr")).await;
        assert!(d.answer(&ix).unwrap().content.contains("Hrvatski"));
        let ix = d.slash(&ana, CHANNEL, "rules", json!([])).await;
        let rules = d.answer(&ix).unwrap();
        assert!(rules.ephemeral);
        assert_eq!(
            rules_of(&rules),
            "Objašnjenje jedne opcije, s vrijednostima i izborom svake inačice: \
             `/tablic rules` option: forced"
        );
        let ix = d.slash(&ana, CHANNEL, "rules", forced.clone()).await;
        let how = how_of(&d.answer(&ix).unwrap());
        assert!(
            how.ends_with("Postavlja se kad otvarate igru: `/tablic new` variant: tablic rules: forced=yes"),
            "{how}"
        );
        // Bob's Croatian client lists them in Croatian.
        let ix = d.slash(&bob, CHANNEL, "rules", forced.clone()).await;
        let how = how_of(&d.answer(&ix).unwrap());
        assert!(how.ends_with("`/tablic nova` inačica: tablic pravila: forced=yes"), "{how}");

        // The reverse: an English server, Bob reads Croatian and `opcija:`, Ana English.
        let ix = d.slash(&carol, CHANNEL, "settings", language("en")).await;
        assert!(d.answer(&ix).unwrap().content.contains("English"));
        let ix = d.slash(&bob, CHANNEL, "rules", json!([])).await;
        assert_eq!(
            rules_of(&d.answer(&ix).unwrap()),
            "Objašnjenje jedne opcije, s vrijednostima i izborom svake inačice: \
             `/tablic pravila` opcija: forced"
        );
        let ix = d.slash(&bob, CHANNEL, "rules", forced.clone()).await;
        let how = how_of(&d.answer(&ix).unwrap());
        assert!(
            how.ends_with("Postavlja se kad otvarate igru: `/tablic nova` inačica: tablic pravila: forced=yes"),
            "{how}"
        );
        let ix = d.slash(&ana, CHANNEL, "rules", json!([])).await;
        assert_eq!(
            rules_of(&d.answer(&ix).unwrap()),
            "One option explained, with its values and each variant's: `/tablic rules` option: forced"
        );
        bot.stop(&d, 1).await;
    })
    .await;
}

/// A turn notice by direct message is read by its player alone: in their own client's
/// language when it is one of ours (a Croatian client on an English server), the server's when
/// it is not (a German client).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_notice_by_direct_message_is_in_its_readers_language() {
    within(async {
        let (_dir, d, bot) = bot_up(&[]).await;
        let mut carol = carol();
        carol.manager = true;
        let notify = json!([{ "name": "notify", "type": 3, "value": "private" }]);
        let ix = d.slash(&carol, CHANNEL, "settings", notify).await;
        assert!(d.answer(&ix).unwrap().content.contains("By direct message"));
        let (mut ana, mut bob) = (ana(), bob());
        ana.locale = "de";
        bob.locale = "hr";
        let short = json!([{ "name": "short", "type": 5, "value": true }]);
        let table = open_game(&d, &ana, CHANNEL, short).await;
        d.press(&bob, table, &d.message(table).button("t1:join").unwrap()).await;
        d.wait_for("Bob seated", |s| s.message(table).all_text().contains("Bob").then_some(()))
            .await;
        d.press(&ana, table, &d.message(table).button("t1:start").unwrap()).await;
        d.wait_for("the match", |s| s.message(table).button("t1:hand:").map(|_| ())).await;
        let players = [ana.clone(), bob.clone()];
        let confirmed = |p: &Member| -> &'static [&'static str] {
            if p.locale == "hr" {
                &["Odigrali ste", "Bacili ste"]
            } else {
                &["You played"]
            }
        };
        let mut told = Vec::new();
        while told.len() < 2 {
            play_one_saying(&d, table, &players, confirmed).await;
            let (mover, _, notice) = d.dm_notice_to_mover(table, &players).await;
            let (words, label, link) = if mover.locale == "hr" {
                ("Na potezu ste za stolom u", "Moje karte", "Idi do stola")
            } else {
                ("Your turn at the table in", "My hand", "Go to the table")
            };
            assert!(notice.content.contains(words), "{}: {}", mover.name, notice.content);
            assert!(notice.content.contains(&format!("**{label}**")), "{}", notice.content);
            let guild = support::discord::GUILD;
            let to_table = format!("https://discord.com/channels/{guild}/{CHANNEL}/{table}");
            assert_eq!(notice.links(), vec![(link.to_string(), to_table)], "{}", mover.name);
            if !told.contains(&mover.id) {
                told.push(mover.id);
            }
        }
        bot.stop(&d, 1).await;
    })
    .await;
}

/// Refusals that name a command's choices name them as the reader's client lists them: only
/// they read a refusal (computer levels, where turn notices go, and the standings' boards and
/// periods too, though the standings themselves are the channel's); languages by their own
/// names for everyone. Both ways: a Croatian client on an English server, and an English
/// client on a server set to Croatian.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_name_choices_as_their_readers_client_lists_them() {
    within(async {
        let (_dir, d, bot) = bot_up(&[]).await;
        let (mut ana, mut carol) = (ana(), carol());
        carol.manager = true;
        let level = json!([{ "name": "level", "type": 3, "value": "impossible" }]);
        let notify = json!([{ "name": "notify", "type": 3, "value": "everywhere" }]);
        let week = json!([{ "name": "period", "type": 3, "value": "week" }]);
        let language = |lang: &str| json!([{ "name": "language", "type": 3, "value": lang }]);
        let said = |ix: &Ix| d.answer(ix).unwrap().content;

        // An English server; Ana and Carol run Croatian clients.
        ana.locale = "hr";
        carol.locale = "hr";
        let ix = d.slash(&ana, CHANNEL, "play", level.clone()).await;
        refused(
            &d,
            &ix,
            "Nepoznata razina računala „impossible”: odaberite `nasumično`, `lako`, `pohlepno`, \
             `srednje` ili `teško`.",
        )
        .await;
        let ix = d.slash(&carol, CHANNEL, "settings", notify.clone()).await;
        refused(
            &d,
            &ix,
            "„everywhere” nije mjesto za obavijesti o potezu: odaberite \
             `U kanalu igre, uz spominjanje` ili `Privatnom porukom`.",
        )
        .await;
        // The standings are the channel's, but a refusal of them is Ana's alone: Croatian, as
        // her client lists the choices.
        let ix = d.slash(&ana, CHANNEL, "standings", week.clone()).await;
        assert!(d.answer(&ix).unwrap().ephemeral, "a refusal only the asker sees");
        let words = said(&ix);
        assert!(
            words.contains(
                "`/tablic ljestvica` ne prepoznaje „week”. Prepoznaje:\n\
                 • `bodovi ljestvice` ili `snaga (pobjede ÷ partije + dodatak)`: koja ljestvica\n\
                 • `ovaj mjesec`, `prošli mjesec`, `ova sezona`, `prošla sezona` ili \
                 `od početka`: koje razdoblje\n\
                 • `suparnici`: samo vi"
            ) && words.contains("• `ovdje`: samo"),
            "{words}"
        );
        let ix = d.slash(&carol, CHANNEL, "settings", language("xx")).await;
        refused(
            &d,
            &ix,
            "Nepoznat jezik „xx”: odaberite `English`, `Srpski (latinica)`, `Српски (ћирилица)`, \
             `Hrvatski`, `Bosanski`, `Македонски` ili `Română`.",
        )
        .await;

        // A server set to Croatian; their clients are English now: Croatian words, the
        // choices as an English client lists them, the channel's in Croatian.
        ana.locale = "en-US";
        carol.locale = "en-US";
        let ix = d.slash(&carol, CHANNEL, "settings", language("hr")).await;
        assert!(said(&ix).contains("Hrvatski"));
        let ix = d.slash(&ana, CHANNEL, "play", level).await;
        refused(
            &d,
            &ix,
            "Nepoznata razina računala „impossible”: odaberite `random`, `easy`, `greedy`, \
             `medium` ili `hard`.",
        )
        .await;
        let ix = d.slash(&carol, CHANNEL, "settings", notify).await;
        refused(
            &d,
            &ix,
            "„everywhere” nije mjesto za obavijesti o potezu: odaberite \
             `In the game's channel, with a mention` ili `By direct message`.",
        )
        .await;
        let ix = d.slash(&ana, CHANNEL, "standings", week).await;
        let words = said(&ix);
        assert!(
            words.contains(
                "`/tablic standings` ne prepoznaje „week”. Prepoznaje:\n\
                 • `title points` ili `strength (wins ÷ games + bonus)`: koja ljestvica\n\
                 • `this month`, `last month`, `this season`, `last season` ili `all time`: \
                 koje razdoblje\n\
                 • `rivals`: samo vi"
            ) && words.contains("• `here`: samo"),
            "{words}"
        );
        bot.stop(&d, 1).await;
    })
    .await;
}

/// The settings' answer (the reader's own) names where turn notices go as the reader's client
/// lists that choice, for the reader changes it there: an English client on a server set to
/// Croatian reads Croatian words with the choice as its own list shows it, as code (the thing
/// to pick, not part of the sentence), and the language, also a choice, as code too. A button is
/// pressed, not typed: the lobby's computer button names its level in the server's language
/// even where Discord lists the choice in English (it has no Serbian).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn texts_naming_a_choice_name_it_as_their_readers_client_lists_it() {
    within(async {
        let (_dir, d, bot) = bot_up(&[]).await;
        let (mut ana, mut carol) = (ana(), carol());
        carol.manager = true;
        let language = |lang: &str| json!([{ "name": "language", "type": 3, "value": lang }]);
        let notify = json!([{ "name": "notify", "type": 3, "value": "private" }]);
        let said = |ix: &Ix| d.answer(ix).unwrap().content;

        // A server set to Croatian; Carol's client is English, then Croatian.
        let ix = d.slash(&carol, CHANNEL, "settings", language("hr")).await;
        assert!(said(&ix).contains("Jezik: `Hrvatski`"), "{}", said(&ix));
        let ix = d.slash(&carol, CHANNEL, "settings", notify.clone()).await;
        let words = said(&ix);
        assert!(words.contains("Obavijesti o potezu: `By direct message`"), "{words}");
        assert!(words.contains("Jezik: `Hrvatski`"), "{words}");
        carol.locale = "hr";
        let ix = d.slash(&carol, CHANNEL, "settings", json!([])).await;
        let words = said(&ix);
        assert!(words.contains("Obavijesti o potezu: `Privatnom porukom`"), "{words}");

        // A server set to Serbian: its members' clients are English (Discord has no Serbian).
        let ix = d.slash(&carol, CHANNEL, "settings", language("sr-Latn")).await;
        assert!(d.answer(&ix).unwrap().ephemeral);
        ana.locale = "en-US";
        let table = open_game(&d, &ana, CHANNEL, json!([])).await;
        let lobby = d.message(table);
        assert!(lobby.all_text().contains("\"Dodaj računar (srednji)\""), "{}", lobby.all_text());
        bot.stop(&d, 1).await;
    })
    .await;
}

/// Another process plays a move of the game and its record no longer reads: the next move
/// here finds the game changed, reads it again, and sets it aside while it is played.
async fn change_and_damage_elsewhere(db: &Path, game: i64, moves: u32) {
    let pool = sqlx::SqlitePool::connect(&format!("sqlite:{}", db.display())).await.unwrap();
    sqlx::query("INSERT INTO moves (match_id, seq, seat, action) VALUES (?, ?, 0, '{}')")
        .bind(game)
        .bind(i64::from(moves))
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
    damage_match(db, game).await;
}

/// A game set aside while it is played: each player's hand message of it (its token alive)
/// says so in that player's language and keeps no button; the channel is told as at start.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_set_aside_while_played_closes_its_players_hands() {
    within(async {
        let (dir, d, bot) = bot_up(&[]).await;
        let mut bob = bob();
        bob.locale = "hr";
        let players = [ana(), bob];
        let table = open_game(&d, &players[0], CHANNEL, json!([])).await;
        d.press(&players[1], table, &d.message(table).button("t1:join").unwrap()).await;
        d.wait_for("Bob seated", |s| s.message(table).all_text().contains("Bob").then_some(()))
            .await;
        d.press(&players[0], table, &d.message(table).button("t1:start").unwrap()).await;
        let shown = d
            .wait_for("a player to be pinged", |s| {
                let t = s.message(table);
                to_move(&t, &players).map(|_| t)
            })
            .await;
        let mover = to_move(&shown, &players).unwrap();
        let (game, moves) = shown.position().unwrap();
        // Both players look at their cards.
        let mut hands = Vec::new();
        for p in &players {
            let ix = d.press(p, table, &shown.button("t1:hand:").unwrap()).await;
            let hand = d.answer(&ix).unwrap();
            assert!(hand.ephemeral && hand.button("t1:").is_some(), "{}", hand.content);
            hands.push((p, hand.id));
        }

        change_and_damage_elsewhere(&dir.path().join("d.db"), game, moves).await;
        // The person to move plays: the game changed elsewhere and no longer reads.
        let (_, mover_hand) = hands.iter().find(|(p, _)| p.id == mover.id).unwrap();
        let card = d.message(*mover_hand).button("t1:card:").unwrap();
        d.play_card(mover, *mover_hand, &card).await;
        d.wait_for("the set-aside message", |s| {
            let found = s.messages_with("could not go on");
            found.into_iter().find(|m| m.id != table && m.channel == CHANNEL)
        })
        .await;

        for (player, hand) in &hands {
            let closed = d
                .wait_for("the hand closed", |s| {
                    let m = s.message(*hand);
                    m.buttons().is_empty().then_some(m)
                })
                .await;
            let said = if player.locale == "hr" {
                format!(
                    "⚠️ Partija #{game} stavljena je po strani: nije se mogla nastaviti, pa \
                     se ovim kartama više ne može igrati."
                )
            } else {
                format!(
                    "⚠️ Game #{game} was set aside: it could not go on, so these cards can \
                     no longer be played."
                )
            };
            assert_eq!(closed.content, said, "{}", player.name);
            assert!(closed.ephemeral && closed.owner == Some(player.id));
            assert_eq!(closed.embeds.as_array().map_or(0, Vec::len), 0, "no cards stay");
        }
        assert!(d.violations().is_empty(), "Discord rules broken: {:#?}", d.violations());
        bot.stop(&d, 1).await;
    })
    .await;
}

/// A hand message redrawn into a rematch (its player did not press anything: the other
/// player's Rematch dealt the new cards into it) is the rematch's: the rematch set aside while
/// played closes it too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hand_redrawn_into_a_rematch_is_closed_when_the_rematch_is_set_aside() {
    within(async {
        let (dir, d, bot) = bot_up(&[]).await;
        let (ana, bob) = (ana(), bob());
        let players = [ana.clone(), bob.clone()];
        let table = open_game(&d, &ana, CHANNEL, json!([])).await;
        d.press(&bob, table, &d.message(table).button("t1:join").unwrap()).await;
        d.wait_for("Bob seated", |s| s.message(table).all_text().contains("Bob").then_some(()))
            .await;
        d.press(&ana, table, &d.message(table).button("t1:start").unwrap()).await;
        let first = d.wait_for("the match", |s| s.message(table).button("t1:hand:")).await;
        // Bob looks at his cards; Ana resigns the first game.
        let ix = d.press(&bob, table, &first).await;
        let bob_hand = d.answer(&ix).unwrap().id;
        let ix = d.slash(&ana, CHANNEL, "resign", json!([])).await;
        assert!(d.answer(&ix).unwrap().ephemeral);
        let over = table_finished(&d, table).await;
        let (first_game, _) = over.position().unwrap_or((0, 0));

        // Ana's Rematch deals the new game's cards into Bob's hand message.
        let ix = d.press(&ana, table, &over.button("t1:again:").unwrap()).await;
        let ana_hand = d.answer(&ix).unwrap();
        assert!(
            ana_hand.ephemeral && ana_hand.content.contains("Your cards"),
            "{}",
            ana_hand.content
        );
        let rematch = d
            .wait_for("the rematch's table", |s| {
                let tables = s.tables(CHANNEL);
                let t = tables.iter().find(|t| t.id != table)?;
                let (game, moves) = t.position()?;
                (game != first_game && to_move(t, &players).is_some())
                    .then(|| (t.clone(), game, moves))
            })
            .await;
        let (rematch_table, game, moves) = rematch;
        d.wait_for("Bob's hand message redrawn with the rematch's cards", |s| {
            let m = s.message(bob_hand);
            m.button(&format!("t1:refresh:{game}")).map(|_| ())
        })
        .await;
        // He pressed nothing: the first drawing of the new cards says where they came from,
        // and who asked for them.
        let redrawn = d.writes().into_iter().filter(|w| w.message == Some(bob_hand));
        let first_of_rematch = redrawn
            .filter_map(|w| w.after)
            .find(|m| m.button(&format!("t1:refresh:{game}")).is_some())
            .unwrap();
        let said = format!("{} started a rematch: these are your new cards.", ana.name);
        assert!(first_of_rematch.content.contains(&said), "{}", first_of_rematch.content);

        // The rematch changes elsewhere and no longer reads; Ana's move finds it so.
        change_and_damage_elsewhere(&dir.path().join("d.db"), game, moves).await;
        let mover = to_move(&rematch_table, &players).unwrap();
        assert_eq!(mover.id, ana.id, "Ana opens the rematch: {}", rematch_table.content);
        let card = ana_hand.button("t1:card:").unwrap();
        d.play_card(&ana, ana_hand.id, &card).await;
        let closed = d
            .wait_for("Bob's hand closed", |s| {
                let m = s.message(bob_hand);
                m.buttons().is_empty().then_some(m)
            })
            .await;
        assert_eq!(
            closed.content,
            format!(
                "⚠️ Game #{game} was set aside: it could not go on, so these cards can no \
                 longer be played."
            )
        );
        bot.stop(&d, 1).await;
    })
    .await;
}

/// Where the messages of `channel`'s games are stored to be (its tables and turn notice).
async fn locations_of(store: &Store, channel: u64) -> Vec<(MessageKind, String)> {
    let all = store.message_locations(Platform::Discord).await.unwrap();
    let here = all.into_iter().filter(|at| at.channel.channel == channel.to_string());
    here.map(|at| (at.kind, at.message)).collect()
}

/// Once a finished game has been idle long enough for the core to let it go, the sweep lets go
/// of what the bot kept for its channel (where its table was, here and in the store), and a
/// new game in the channel still works: a table message of its own, hands, a rematch, the
/// standings. A game is idle after 2 seconds here (`[game] idle_evict_seconds`), and the test
/// asks for each sweep (SIGUSR1, a test setting) instead of waiting the minutes between two.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_whose_finished_game_is_let_go_is_swept_and_plays_again() {
    within(async {
        let env = [("TABLIC_GAME__IDLE_EVICT_SECONDS", "2"), ("TABLIC_TEST_SWEEP_ON_SIGUSR1", "1")];
        let (dir, d, bot) = bot_up(&env).await;
        let store = Store::open(&dir.path().join("d.db")).await.unwrap();
        let short = json!([{ "name": "short", "type": 5, "value": true }]);
        let (players, table) = game_of_two(&d, short.clone()).await;
        play_one(&d, table, &players).await;
        // Ana looks at her cards, then resigns by command: the hand she has open closes too
        // (no press on it redraws it).
        let shown = d.message(table);
        let ix = d.press(&players[0], table, &shown.button("t1:hand:").unwrap()).await;
        let hand = d.answer(&ix).unwrap();
        assert!(hand.ephemeral && hand.owner == Some(players[0].id), "{}", hand.content);
        // Bob has his open too.
        let ix = d.press(&players[1], table, &shown.button("t1:hand:").unwrap()).await;
        let his_hand = d.answer(&ix).unwrap();
        assert!(his_hand.owner == Some(players[1].id), "{}", his_hand.content);
        let ix = d.slash(&players[0], CHANNEL, "resign", json!([])).await;
        assert!(d.answer(&ix).unwrap().ephemeral);
        let over = table_finished(&d, table).await;
        // The answer says which game she resigned and who has it (her hand says the rest).
        let game = over.position().map(|p| p.0).unwrap();
        let resigned = format!("You resigned game #{game}: {} won it.", players[1].name);
        d.wait_for("the resignation's answer", |s| s.answer(&ix).filter(|m| m.content == resigned))
            .await;
        assert!(over.button("t1:again:").is_some(), "{}", over.all_text());
        let closed = d
            .wait_for("Ana's open hand closed", |s| {
                let m = s.message(hand.id);
                (m.all_text().contains("The game is over") && m.button("t1:card:").is_none())
                    .then_some(m)
            })
            .await;
        // Her own resignation as hers; the table names her, once (no news line under it).
        let winner = &players[1].name;
        let theirs = format!("{winner} won: you resigned.");
        assert!(closed.content.contains(&theirs), "{}", closed.content);
        let named = format!("{winner} won: {} resigned.", players[0].name);
        let said = over.all_text();
        assert!(said.contains(&named), "{said}");
        assert_eq!(said.matches("resigned").count(), 1, "{said}");
        // His open hand, the win as his.
        let his =
            format!("The game is over. 🏆 You won: {} resigned. Final score", players[0].name);
        d.wait_for("Bob's open hand closed", |s| {
            let m = s.message(his_hand.id);
            (m.content.contains(&his) && m.button("t1:card:").is_none()).then_some(())
        })
        .await;
        let kept = locations_of(&store, CHANNEL).await;
        assert!(kept.contains(&(MessageKind::Table, table.to_string())), "{kept:?}");

        // Idle, the ended game leaves memory, and the sweep takes its channel's entries along.
        // Each sweep asked for has finished before the store is read, so none is still to
        // come (without the quiet minute) when the next game opens.
        let mut waited = 0;
        loop {
            bot.sweep().await;
            if locations_of(&store, CHANNEL).await.is_empty() {
                break;
            }
            waited += 1;
            assert!(waited < 100, "the ended game's table location is still stored");
            // The game is let go once idle for 2 seconds.
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        d.wait_for("a sweep that let entries go", |_| {
            let log = bot.log_text();
            let swept = log.lines().any(|l| {
                l.contains("entries of channels without a game let go") && !l.contains("dropped=0")
            });
            swept.then_some(())
        })
        .await;
        let sweeps = bot.sweeps();

        // A new game there: a table message of its own, hands, a rematch, the standings.
        let (players, second) = game_of_two(&d, short).await;
        assert_ne!(second, table, "a new table message, not the old one edited");
        // The first game's table, let go before this one opened, still had its Rematch: a
        // press is refused, and the button goes with it.
        let first_again = over.button("t1:again:").unwrap();
        let ix = d.press(&players[0], table, &first_again).await;
        refused(&d, &ix, "belongs to an earlier game").await;
        d.wait_for("the first table's buttons off", |s| {
            let old = s.message(table);
            (old.buttons().is_empty() && old.all_text().contains("won")).then_some(())
        })
        .await;
        let kept = locations_of(&store, CHANNEL).await;
        assert!(kept.contains(&(MessageKind::Table, second.to_string())), "{kept:?}");
        play_one(&d, second, &players).await;
        let ix = d.slash(&players[1], CHANNEL, "resign", json!([])).await;
        assert!(d.answer(&ix).unwrap().ephemeral);
        let over = table_finished(&d, second).await;
        let ix = d.press(&players[1], second, &over.button("t1:again:").unwrap()).await;
        let hand = d.answer(&ix).unwrap();
        assert!(hand.ephemeral && hand.content.contains("Your cards"), "{}", hand.content);
        d.wait_for("the rematch's table", |s| (s.tables(CHANNEL).len() == 3).then_some(())).await;
        // The finished table it came from keeps its words but no Rematch to press again.
        d.wait_for("the old table's buttons off", |s| {
            let old = s.message(second);
            (old.buttons().is_empty() && old.all_text().contains("won")).then_some(())
        })
        .await;
        let ix = d.slash(&players[0], CHANNEL, "standings", json!([])).await;
        let standings = d.answer(&ix).unwrap();
        assert!(!standings.ephemeral);
        assert!(standings.content.contains("2 games"), "{}", standings.content);
        assert_eq!(d.message(table).id, table, "the first table stays as it ended");
        assert_eq!(bot.sweeps(), sweeps, "a sweep ran that the test did not wait for");
        bot.stop(&d, 1).await;
    })
    .await;
}

/// A finished game's Rematch still plays again after a restart (the game is no longer held in
/// memory): the presser gets their cards, the others are told who asked for it, and the old
/// table's button then belongs to an earlier game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_tables_rematch_works_after_a_restart_and_names_who_asked() {
    within(async {
        let (dir, d, bot) = bot_up(&[]).await;
        let short = json!([{ "name": "short", "type": 5, "value": true }]);
        let ([ana, bob], table) = game_of_two(&d, short).await;
        play_one(&d, table, &[ana.clone(), bob.clone()]).await;
        // Bob has his cards open: the rematch deals into that message.
        let shown = d.message(table);
        let ix = d.press(&bob, table, &shown.button("t1:hand:").unwrap()).await;
        let his_hand = d.answer(&ix).unwrap();
        let ix = d.slash(&ana, CHANNEL, "resign", json!([])).await;
        assert!(d.answer(&ix).unwrap().ephemeral);
        let over = table_finished(&d, table).await;
        let again = over.button("t1:again:").unwrap();
        bot.stop(&d, 1).await;

        let bot = Bot::spawn(&d, dir.path());
        d.wait_registered(2).await;
        let tables = d.tables(CHANNEL).len();
        let ix = d.press(&ana, table, &again).await;
        let hand = d
            .wait_for("Ana's cards of the rematch", |s| {
                s.answer(&ix).filter(|a| a.content.contains("Your cards"))
            })
            .await;
        assert!(hand.ephemeral && hand.owner == Some(ana.id), "{}", hand.content);
        let rematch = d
            .wait_for("the rematch's table", |s| {
                (s.tables(CHANNEL).len() > tables).then(|| s.tables(CHANNEL).last().cloned())?
            })
            .await;
        assert_ne!(rematch.position().map(|p| p.0), over.position().map(|p| p.0));
        let said = format!("{} started a rematch.", ana.name);
        let news = table_saying(&d, rematch.id, &said).await;
        assert!(!news.all_text().contains("The game has started"), "{}", news.all_text());
        // A second press on the old table, a moment later: Bob is in the game it began, and
        // gets his cards of it, told so.
        let ix = d.press(&bob, table, &again).await;
        let his = d.wait_for("Bob's cards of the rematch", |s| s.answer(&ix)).await;
        assert!(his.ephemeral && his.owner == Some(bob.id), "{}", his.content);
        let told = format!("{} already started the rematch: you have your seat in it.", ana.name);
        assert!(his.content.starts_with(&told), "{}", his.content);
        assert!(his.content.contains("**Your cards:**"), "{}", his.content);
        // Bob's open hand is from before the restart (its token died with the process): his
        // My hand on the new table shows his cards.
        assert!(!d.message(his_hand.id).content.contains("started a rematch"));
        let ix = d.press(&bob, rematch.id, &rematch.button("t1:hand:").unwrap()).await;
        let his = d.answer(&ix).unwrap();
        assert!(his.owner == Some(bob.id) && his.content.contains("Your cards"), "{}", his.content);
        // Once a card is down, who started it is old news: the line goes.
        play_one(&d, rematch.id, &[ana.clone(), bob.clone()]).await;
        d.wait_for("the rematch line gone", |s| {
            (!s.message(rematch.id).all_text().contains("started a rematch")).then_some(())
        })
        .await;
        bot.stop(&d, 1).await;
    })
    .await;
}

/// A restart arms a new timer for the turn in play: the turn notice standing is edited to its
/// deadline (an edit pings nobody), not left showing the old one, nor posted again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_notice_shows_the_new_deadline_after_a_restart_without_a_second_ping() {
    within(async {
        let (dir, d, bot) = bot_up(&[]).await;
        let timer = json!([{ "name": "timer", "type": 4, "value": 600 }]);
        let (players, table) = game_of_two(&d, timer).await;
        play_one(&d, table, &players).await;
        let notice = d
            .wait_for("the turn notice", |s| {
                let mut notices = s.messages_with("your turn (game #").into_iter();
                notices.rfind(|m| m.content.starts_with("🔔"))
            })
            .await;
        let before = deadline_in(&notice.content).expect("a deadline on the notice");
        // The table says the mover's deadline too, and the waiting hand when the mover's is.
        let on_table = d.message(table).content;
        assert!(on_table.contains("(time runs out <t:"), "{on_table}");
        assert_eq!(deadline_in(&on_table), Some(before), "{on_table}");
        // A second passes on the wall clock, so that the new timer's deadline is later.
        tokio::time::sleep(Duration::from_millis(1100)).await;
        bot.stop(&d, 1).await;
        let bot = Bot::spawn(&d, dir.path());
        d.wait_registered(2).await;
        let edited = d
            .wait_for("the notice's new deadline", |s| {
                let m = s.message(notice.id);
                deadline_in(&m.content).filter(|at| *at > before).map(|_| m)
            })
            .await;
        assert_eq!(edited.pings, notice.pings, "{}", edited.content);
        tokio::time::sleep(Duration::from_millis(500)).await;
        let notices = d.messages_with("your turn (game #");
        let standing: Vec<u64> =
            notices.iter().filter(|m| m.content.starts_with("🔔")).map(|m| m.id).collect();
        assert_eq!(standing, [notice.id], "a second notice for the same turn");
        bot.stop(&d, 1).await;
    })
    .await;
}

/// Against the computer over several hands: every hand's end is said on Ana's own hand message
/// (whoever ended it: the dealer plays last, so the computer ends the first hand and Ana the
/// second), never the last one's (the game is over instead), and each scoring names its last
/// move on the table.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_hands_end_is_said_on_the_hand_whoever_ended_it() {
    within(async {
        let (_dir, d, bot) = bot_up(&[]).await;
        let ana = ana();
        let options = json!([
            { "name": "level", "type": 3, "value": "random" },
            { "name": "rules", "type": 3, "value": "target=60 claims=none" },
        ]);
        let ix = d.slash(&ana, CHANNEL, "play", options).await;
        assert!(d.answer(&ix).unwrap().ephemeral);
        let table = d.wait_for("the table", |s| s.tables(CHANNEL).first().cloned()).await.id;
        let players = [ana.clone()];
        let mut turns = 0;
        while !finished(&d.message(table)) {
            play_one(&d, table, &players).await;
            turns += 1;
            assert!(turns < 300, "the game ends");
        }
        let end = readable(&d.message(table));
        let hands: u32 = end
            .split("Score · hand ")
            .nth(1)
            .and_then(|r| r.split(|c: char| !c.is_ascii_digit()).next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("the hand number: {end}"));
        // A side scores 25 a hand at most without tablas: 60 takes three hands.
        assert!(hands >= 3, "several hands: {end}");
        assert!(end.contains("**The hand's last move:** "), "{end}");
        let said: Vec<String> = d
            .writes()
            .iter()
            .filter_map(|w| w.after.clone())
            .filter(|m| m.ephemeral && m.owner == Some(ana.id))
            .flat_map(|m| m.history.into_iter().map(|(_, text)| text))
            .collect();
        // Each hand's end on her hand says what each side scored and has, and where the rest
        // is.
        for hand in 1..hands {
            let ended = format!("📋 Hand {hand} is over: Ana +");
            let rest = "Details under **Last hand** in the game's table message.";
            let line = said
                .iter()
                .filter(|t| t.contains("You played"))
                .flat_map(|t| t.lines())
                .find(|l| l.starts_with(&ended));
            assert!(line.is_some_and(|l| l.ends_with(rest)), "{ended} not said on Ana's hand");
            assert!(line.is_some_and(|l| l.contains(" · Computer (random) +")), "{line:?}");
        }
        let last = format!("Hand {hands} is over");
        assert!(!said.iter().any(|t| t.contains(&last)), "the last hand ends the game");
        // Each hand is dealt in rounds: the cards of a new round come with a word.
        let dealt =
            said.iter().filter(|t| t.contains("You played") && t.contains("New cards were dealt."));
        assert!(dealt.count() >= 2, "new deals said on Ana's hand");
        bot.stop(&d, 1).await;
    })
    .await;
}

/// `/tablic play` (Ana's in Croatian) in a busy channel: the level or the rules that cannot
/// be played are refused privately and open nothing; a good one opens and starts at once,
/// the hand for Ana only, the computer at the table; a second play or new is refused as a
/// game already at the table is.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn play_starts_a_game_against_the_computer_at_once_and_bad_options_open_nothing() {
    within(async {
        let dir = tempfile::tempdir().unwrap();
        let d = StandIn::start().await;
        let bot = Bot::spawn(&d, dir.path());
        let commands = d.wait_registered(1).await;
        let play = commands[0]["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["name"] == "play")
            .cloned()
            .expect("play is registered");
        assert_eq!(play["name_localizations"]["hr"], "igraj");
        let mut ana = ana();
        ana.locale = "hr";

        let level = json!([{ "name": "level", "type": 3, "value": "godlike" }]);
        let ix = d.slash(&ana, CHANNEL, "play", level).await;
        refused(&d, &ix, "godlike").await;
        let rules = json!([{ "name": "rules", "type": 3, "value": "players=9" }]);
        let ix = d.slash(&ana, CHANNEL, "play", rules).await;
        let answer = d.answer(&ix).unwrap();
        assert!(answer.ephemeral, "{}", answer.content);
        assert!(!answer.content.contains("Your"), "in Croatian: {}", answer.content);
        assert!(d.tables(CHANNEL).is_empty(), "nothing opened");

        let options = json!([
            { "name": "short", "type": 5, "value": true },
            { "name": "level", "type": 3, "value": "random" },
        ]);
        let ix = d.slash(&ana, CHANNEL, "play", options).await;
        let hand = d.answer(&ix).unwrap();
        assert!(hand.ephemeral && hand.owner == Some(ana.id), "the hand is Ana's only");
        assert!(hand.content.contains("Vaša je igra protiv računala počela"), "{}", hand.content);
        assert!(hand.content.contains(&format!("<#{CHANNEL}>")), "{}", hand.content);
        // Not the table's news of the same thing ("A new game is open (Ana).").
        assert!(!hand.content.contains("Otvorena je nova igra"), "{}", hand.content);
        let table = d.wait_for("the table", |s| s.tables(CHANNEL).first().cloned()).await;
        let table = d
            .wait_for("the computer at the table and a turn", |s| {
                let t = s.message(table.id);
                (t.all_text().contains("🤖") && t.position().is_some()).then_some(t)
            })
            .await;
        // Ana moves first, or the computer has already played its first card.
        let (_, moves) = table.position().unwrap();
        let ana_first = table.content.contains(&format!("<@{}>", ana.id));
        assert!(ana_first || moves > 0, "{}", table.all_text());
        let ix = d.slash(&ana, CHANNEL, "play", json!([])).await;
        refused(&d, &ix, "Već igrate igru ovdje: ").await;
        let ix = d.slash(&bob(), CHANNEL, "new", json!([])).await;
        refused(&d, &ix, "A game is being played here: wait until it ends").await;
        assert_eq!(d.tables(CHANNEL).len(), 1);
        // Played out in English words (the moves are confirmed in the reader's language).
        ana.locale = "en-US";
        play_out(&d, table.id, std::slice::from_ref(&ana)).await;
        check_privacy(&d, dir.path()).await;
        bot.stop(&d, 1).await;
    })
    .await;
}

/// With a thread per game, games played in threads count on their channel's own board: one
/// the bot opened for `/tablic play`, and one a person opened themselves. `here` asked in the
/// channel shows both, and asked in a thread shows the same board, naming its channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_in_threads_count_on_their_channels_board() {
    within(async {
        let dir = tempfile::tempdir().unwrap();
        let d = StandIn::start().await;
        let bot = Bot::spawn(&d, dir.path());
        d.wait_registered(1).await;
        let (ana, bob) = (ana(), bob());
        let mut carol = carol();
        carol.manager = true;
        let options = json!([
            { "name": "thread", "type": 5, "value": true },
            { "name": "computers", "type": 5, "value": true },
        ]);
        let ix = d.slash(&carol, CHANNEL, "settings", options).await;
        assert!(d.answer(&ix).unwrap().ephemeral);

        // Ana plays the computer: the game opens in a thread of its own.
        let short = json!([{ "name": "short", "type": 5, "value": true }]);
        let ix = d.slash(&ana, CHANNEL, "play", short.clone()).await;
        let hand = d.answer(&ix).unwrap();
        let thread = d.wait_for("a thread for the game", |s| s.threads().first().copied()).await;
        assert!(
            hand.ephemeral && hand.content.contains(&format!("<#{thread}>")),
            "{}",
            hand.content
        );
        assert!(hand.content.contains("Your cards"), "{}", hand.content);
        let table =
            d.wait_for("the table in the thread", |s| s.tables(thread).first().map(|m| m.id)).await;
        assert!(d.tables(CHANNEL).is_empty(), "nothing posted in the channel");
        play_out(&d, table, std::slice::from_ref(&ana)).await;

        // Bob opens a thread himself and plays there: no other thread is opened for it.
        let own = d.person_opens_thread(CHANNEL);
        let ix = d.slash(&bob, own, "play", short).await;
        assert!(d.answer(&ix).unwrap().ephemeral);
        let table =
            d.wait_for("the table in Bob's thread", |s| s.tables(own).first().map(|m| m.id)).await;
        assert_eq!(d.threads().len(), 2, "{:?}", d.threads());
        play_out(&d, table, std::slice::from_ref(&bob)).await;

        let here = json!([{ "name": "here", "type": 5, "value": true }]);
        let ix = d.slash(&carol, CHANNEL, "standings", here.clone()).await;
        let board = d.answer(&ix).unwrap();
        assert!(!board.ephemeral);
        assert!(
            board.content.contains("Ana") && board.content.contains("Bob"),
            "the channel's board counts its threads' games: {}",
            board.content
        );
        let ix = d.slash(&carol, thread, "standings", here).await;
        let in_thread = d.answer(&ix).unwrap();
        let title = in_thread.content.lines().next().unwrap_or_default();
        // Its channel, named where "this channel" would read as the thread.
        assert!(title.contains(&format!("(<#{CHANNEL}>)")), "{title}");
        assert!(!title.contains("this channel"), "{title}");
        assert!(in_thread.content.contains("Ana") && in_thread.content.contains("Bob"));
        let ix = d.slash(&carol, CHANNEL, "standings", json!([])).await;
        let server = d.answer(&ix).unwrap();
        assert!(server.content.contains("Ana") && server.content.contains("Bob"));
        let title = server.content.lines().next().unwrap_or_default();
        assert!(title.starts_with("**Standings — this month (this server)"), "{title}");
        check_privacy(&d, dir.path()).await;
        bot.stop(&d, 1).await;
    })
    .await;
}

/// A server that adds the bot is greeted once, in its own language, in its system channel;
/// not again on a second GUILD_CREATE nor after a restart, and no old server is. `/tablic
/// help` lists every command as its reader's client names them, and the rules say how the
/// game is played, in words.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_server_is_greeted_once_and_help_and_rules_teach_a_newcomer() {
    within(async {
        const NEW_GUILD: u64 = 100_000_000_000_000_077;
        const FIRST: u64 = 500_000_000_000_000_071;
        const SYSTEM: u64 = 500_000_000_000_000_072;
        let (dir, d, bot) = bot_up(&[]).await;
        d.set_guild_locale("hr");
        d.set_system_channel(NEW_GUILD, SYSTEM);
        d.add_guild(NEW_GUILD, &[FIRST, SYSTEM]);
        let hello = d
            .wait_for("the hello", |s| s.messages_with("👋").into_iter().next())
            .await;
        assert_eq!(hello.channel, SYSTEM, "{}", hello.content);
        assert!(!hello.ephemeral);
        let words = ["Pozdrav!", "`/tablic nova`", "`/tablic pomoć`", "`/tablic pravila` inačica: tablic", "Hrvatski", "`/tablic postavke jezik:`"];
        for w in words {
            assert!(hello.content.contains(w), "{w}: {}", hello.content);
        }
        // Said once: a second GUILD_CREATE of it, and a restart whose READY lists it (joined
        // moments ago), bring no second hello; nor does the server the bot was in already.
        d.add_guild(NEW_GUILD, &[FIRST, SYSTEM]);
        // Past the moment a new server waits for its READY to be noted.
        tokio::time::sleep(Duration::from_secs(4)).await;
        bot.kill().await;
        let bot = Bot::spawn(&d, dir.path());
        d.wait_registered(2).await;
        tokio::time::sleep(Duration::from_secs(4)).await;
        assert_eq!(d.messages_with("👋").len(), 1);

        // Help, for an English reader in the old server.
        d.set_guild_locale("en-US");
        let ix = d.slash(&ana(), CHANNEL, "help", json!([])).await;
        let help = d.answer(&ix).unwrap();
        assert!(help.ephemeral);
        for w in [
            "**Tablić and its relatives, here on Discord**",
            "`/tablic new` opens a game in a channel",
            "• `/tablic claim` — Claim victory: you have reached the target",
            "• `/tablic settings` — Server defaults for new games",
            "New to the game? `/tablic rules` variant: tablic explains how it is played.",
        ] {
            assert!(help.content.contains(w), "{w}: {}", help.content);
        }
        assert!(!help.content.contains("`/tablic help` —"), "{}", help.content);
        // The same in a Croatian client: its command names, its words.
        let ivo = Member { locale: "hr", ..bob() };
        let ix = d.slash(&ivo, CHANNEL, "help", json!([])).await;
        let help = d.answer(&ix).unwrap();
        assert!(help.content.contains("• `/tablic predaja` — "), "{}", help.content);
        assert!(help.content.contains("Naredbe:"), "{}", help.content);

        // The rules of a variant teach the game before its options.
        let variant = json!([{ "name": "variant", "type": 3, "value": "tablanette" }]);
        let ix = d.slash(&ana(), CHANNEL, "rules", variant).await;
        let rules = d.answer(&ix).unwrap().content;
        let how = rules.find("How to play:").expect("how to play");
        let options = rules.find("Options: ").expect("the options");
        assert!(how < options, "{rules}");
        for w in [
            "• Each player is dealt 6 cards, and four are laid face up on the table.",
            "A jack takes the whole table",
            "Taking every card from the table is a tablanette: it scores the values of the cards taken and of the card that took them.",
            "The cards taken score: A K Q J 10 one point each, 10♦ two, 2♣ one.",
            "Hands are played until a side has 251 points when a hand ends",
            "at any moment you may claim victory",
        ] {
            assert!(rules.contains(w), "{w}: {rules}");
        }
        assert!(!rules.contains("title points"), "{rules}");
        bot.stop(&d, 1).await;
    })
    .await;
}
