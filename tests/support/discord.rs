//! A local stand-in for Discord: the REST API (`/api/v10/…`) and the gateway WebSocket on
//! 127.0.0.1, enough for the real serenity client of `tablic serve`. It injects interactions
//! from simulated members, keeps every message the bot writes (public or ephemeral), and
//! records what breaks Discord's rules: a first answer later than 3 s, a hand on a message that
//! is not ephemeral, a command registration Discord would refuse (then it answers 400 as
//! Discord does).
//!
//! It enforces Discord's rate limits ([`RateLimits`]): every bucket (creating, editing and
//! deleting messages per channel, an interaction's webhook, opening a direct message) answers
//! with `X-RateLimit-Limit`, `-Remaining`, `-Reset-After` and `-Bucket`; a call over its bucket
//! gets 429 with `retry_after` in its body and `Retry-After` in its headers, and a call made to
//! a bucket before that `retry_after` is over is counted as early. An interaction's token works
//! for 15 minutes ([`StandIn::set_token_lifetime`]) and dies with the process that received it
//! (once another process has identified for its shard): its webhook then answers 401 Invalid
//! Webhook Token.
//!
//! The gateway is sharded as Discord's: each IDENTIFY carries `shard: [id, total]` (none means
//! `[0, 1]`); a guild's events go only to the connections of shard `(guild_id >> 22) % total`,
//! events without a guild (direct messages) to shard 0; READY echoes the shard and lists that
//! shard's guilds as unavailable stubs, each followed by its GUILD_CREATE; a shard id not below
//! the total is closed with 4010 (Invalid shard), and so is a total that is not a multiple of
//! the one Discord set for a large bot ([`StandIn::require_shard_total_multiple`]); a session
//! that would hold more guilds than Discord allows one shard with 4011 (Sharding required). An
//! interaction for a guild whose shard no connection holds fails the test at once (Discord would
//! queue it, nobody would answer).
//! Which OS process made each REST call and opened each gateway connection is read from
//! `/proc` for the processes a test names ([`StandIn::watch_process`]).

#![allow(dead_code)]

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use crate::transcripts::{transcript_file, write_transcript};
use axum::body::Bytes;
use axum::extract::ws::{Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::http::{StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, patch, post, put};
use axum::{Json, Router};
use serde_json::{json, Value};
use tokio::sync::{mpsc, Notify};

/// The guild every test plays in (unless it adds others); on shard 0 of 1 or of 2.
pub const GUILD: u64 = 100_000_000_000_000_001;
/// How many guilds Discord lets one gateway session hold before it asks for shards (4011).
pub const MAX_GUILDS_PER_SESSION: usize = 2_500;
/// The application (and bot user) id.
pub const APP: u64 = 200_000_000_000_000_002;
/// The category every channel that is no thread sits in: Discord names it as the channel's
/// `parent_id`, as it names a thread's channel as the thread's.
pub const CATEGORY: u64 = 700_000_000_000_000_007;
/// Ephemeral message flag.
pub const EPHEMERAL: u64 = 64;
/// Discord's deadline for an interaction's first answer.
const FIRST_ANSWER: Duration = Duration::from_secs(3);
/// How long a wait for the bot may take before a test fails.
pub const WAIT: Duration = Duration::from_secs(15);
/// Discord's locales: the only keys it accepts in `name_localizations` and
/// `description_localizations`.
pub const DISCORD_LOCALES: [&str; 32] = [
    "bg", "cs", "da", "de", "el", "en-GB", "en-US", "es-ES", "es-419", "fi", "fr", "hi", "hr",
    "hu", "id", "it", "ja", "ko", "lt", "nl", "no", "pl", "pt-BR", "ro", "ru", "sv-SE", "th", "tr",
    "uk", "vi", "zh-CN", "zh-TW",
];
/// How a hand message starts, in each language the bot speaks: a public message starting so
/// shows someone's cards.
const HAND_MARKERS: [&str; 6] = [
    "**Your cards:**",
    "**Vaše karte:**",
    "**Ваше карте:**",
    "**Вашите карти:**",
    "**Cărțile dumneavoastră:**",
    "**Tvoje karte:**",
];

/// Discord's rate limits as the stand-in enforces them: at most N calls in any rolling window.
#[derive(Clone, Copy, Debug)]
pub struct RateLimits {
    /// Creating messages, per channel.
    pub create: (usize, Duration),
    /// Editing messages, per channel.
    pub edit: (usize, Duration),
    /// Deleting messages, per channel.
    pub delete: (usize, Duration),
    /// An interaction's webhook (edits and follow-ups), per token.
    pub webhook: (usize, Duration),
    /// Opening direct-message channels.
    pub dm: (usize, Duration),
    /// All calls together.
    pub global: (usize, Duration),
}

impl RateLimits {
    /// Discord's usual ones: 5 per 5 s per channel to create or edit, 5 per second to delete,
    /// 5 per 2 s per webhook, 50 a second in all.
    pub fn discord() -> RateLimits {
        RateLimits {
            create: (5, Duration::from_secs(5)),
            edit: (5, Duration::from_secs(5)),
            delete: (5, Duration::from_secs(1)),
            webhook: (5, Duration::from_secs(2)),
            dm: (10, Duration::from_secs(10)),
            global: (50, Duration::from_secs(1)),
        }
    }

    /// Ten times Discord's rates (for tests that play whole games fast).
    pub fn fast() -> RateLimits {
        RateLimits {
            create: (50, Duration::from_secs(5)),
            edit: (50, Duration::from_secs(5)),
            delete: (50, Duration::from_secs(1)),
            webhook: (50, Duration::from_secs(2)),
            dm: (100, Duration::from_secs(10)),
            global: (500, Duration::from_secs(1)),
        }
    }
}

/// A simulated member of the guild.
#[derive(Clone, Debug)]
pub struct Member {
    /// User id.
    pub id: u64,
    /// Display name.
    pub name: &'static str,
    /// Has Manage Server.
    pub manager: bool,
    /// Client locale.
    pub locale: &'static str,
}

impl Member {
    /// A member without special permissions.
    pub fn new(id: u64, name: &'static str) -> Member {
        Member { id, name, manager: false, locale: "en-US" }
    }

    fn user_json(&self) -> Value {
        json!({
            "id": self.id.to_string(), "username": self.name.to_lowercase(), "discriminator": "0",
            "global_name": self.name, "avatar": null, "bot": false,
        })
    }

    fn member_json(&self) -> Value {
        // ADMINISTRATOR (8) for managers; SEND_MESSAGES (2048) for everyone.
        let permissions = if self.manager { "2056" } else { "2048" };
        json!({
            "user": self.user_json(), "nick": null, "avatar": null, "roles": [],
            "joined_at": "2024-01-01T00:00:00.000000+00:00", "deaf": false, "mute": false,
            "flags": 0, "pending": false, "permissions": permissions,
        })
    }
}

/// One message as it stands now.
#[derive(Clone, Debug)]
pub struct Msg {
    /// Its id.
    pub id: u64,
    /// Its channel.
    pub channel: u64,
    /// Text.
    pub content: String,
    /// Embeds as sent.
    pub embeds: Value,
    /// Action rows as sent.
    pub components: Value,
    /// Seen only by `owner`.
    pub ephemeral: bool,
    /// The member an ephemeral message belongs to.
    pub owner: Option<u64>,
    /// Times it was written (created or edited).
    pub writes: u32,
    /// When each write happened, with the content it left.
    pub history: Vec<(Instant, String)>,
    /// Users it may ping (`allowed_mentions.users` when it was created).
    pub pings: Vec<u64>,
    /// Sent as an interaction's answer: the `interaction_metadata` Discord gives it.
    pub made_by: Option<Value>,
}

impl Msg {
    /// Every button's `custom_id`, in order.
    pub fn buttons(&self) -> Vec<String> {
        let mut out = Vec::new();
        for row in self.components.as_array().into_iter().flatten() {
            for b in row["components"].as_array().into_iter().flatten() {
                if let Some(id) = b["custom_id"].as_str() {
                    out.push(id.to_string());
                }
            }
        }
        out
    }

    /// Every link button's label and URL, in order.
    pub fn links(&self) -> Vec<(String, String)> {
        let mut out = Vec::new();
        for row in self.components.as_array().into_iter().flatten() {
            for b in row["components"].as_array().into_iter().flatten() {
                if let (Some(label), Some(url)) = (b["label"].as_str(), b["url"].as_str()) {
                    out.push((label.to_string(), url.to_string()));
                }
            }
        }
        out
    }

    /// The first button whose `custom_id` starts with `prefix`.
    pub fn button(&self, prefix: &str) -> Option<String> {
        self.buttons().into_iter().find(|b| b.starts_with(prefix))
    }

    /// Every text of the message: content, embeds, button labels.
    pub fn all_text(&self) -> String {
        format!("{}\n{}\n{}", self.content, self.embeds, self.components)
    }

    /// The embed footer, if any.
    pub fn footer(&self) -> Option<String> {
        self.embeds.get(0)?.get("footer")?.get("text")?.as_str().map(str::to_string)
    }

    /// (game, moves) from the table footer: `… #12 · move 34 · …` in any language.
    pub fn position(&self) -> Option<(i64, u32)> {
        let footer = self.footer()?;
        let after = footer.split_once('#')?.1;
        let game: String = after.chars().take_while(char::is_ascii_digit).collect();
        let rest = &after[game.len()..];
        let moves: String = rest
            .chars()
            .skip_while(|c| !c.is_ascii_digit())
            .take_while(char::is_ascii_digit)
            .collect();
        Some((game.parse().ok()?, moves.parse().ok()?))
    }
}

/// A write by the bot, as it arrived.
#[derive(Clone, Debug)]
pub struct Write {
    /// Which call.
    pub route: String,
    /// The message it created or changed.
    pub message: Option<u64>,
    /// Visible to everyone in the channel.
    pub public: bool,
    /// The member who sees it, for an ephemeral one.
    pub owner: Option<u64>,
    /// The message after the write.
    pub after: Option<Msg>,
}

/// One injected interaction and what the bot did with it.
#[derive(Clone, Debug)]
pub struct Ix {
    /// Its id.
    pub id: u64,
    /// Who.
    pub user: u64,
    /// Where.
    pub channel: u64,
    /// 2 command, 3 button, 4 autocomplete.
    pub kind: u8,
    /// The message the button sits on.
    pub source: Option<u64>,
    /// When it was sent.
    pub sent: Instant,
    /// The first answer's type and how long it took.
    pub callback: Option<(u64, Duration)>,
    /// The answer's data.
    pub data: Option<Value>,
    /// The message `@original` means now.
    pub original: Option<u64>,
    /// Deferred with "thinking…", not filled yet.
    pub thinking: bool,
    /// Acknowledged without a message (type 6), no follow-up sent yet: Discord documents that
    /// the first follow-up to a deferred response takes the deferral's visibility, not its own
    /// flags, and this one had none. The strict reading: that follow-up is public.
    pub acked: bool,
    /// The answer is complete.
    pub settled: bool,
    /// The gateway connection it was sent to (numbered from 1 in identify order): its token
    /// dies with it.
    pub session: u32,
    /// The shard that connection identified as: `(id, total)`.
    pub shard: (u32, u32),
    /// How many connections it was sent to (more than one only if two identified as the
    /// same shard).
    pub delivered: usize,
    /// The process that holds that connection (as [`StandIn::watch_process`] named it).
    pub process: Option<String>,
    /// Its guild (`None`: a direct message).
    pub guild: Option<u64>,
}

/// One REST call, and the process that made it.
#[derive(Clone, Debug)]
pub struct RestCall {
    /// The process (as [`StandIn::watch_process`] named it), if it is a watched one.
    pub process: Option<String>,
    /// GET, POST, …
    pub method: String,
    /// The path called.
    pub path: String,
}

/// A gateway connection that identified.
#[derive(Clone, Debug)]
pub struct ShardConn {
    /// Its number (1 for the first IDENTIFY).
    pub id: u32,
    /// Shard id.
    pub shard: u32,
    /// Shard total.
    pub total: u32,
    /// The process holding it, if watched.
    pub process: Option<String>,
    /// Still open.
    pub open: bool,
}

/// An identified connection's sending side and its own sequence.
struct Conn {
    info: ShardConn,
    tx: mpsc::UnboundedSender<String>,
    seq: u64,
}

/// The shard that receives a guild's events (`None`: direct messages, shard 0).
pub fn shard_of(guild: Option<u64>, total: u32) -> u32 {
    guild.map_or(0, |g| ((g >> 22) % u64::from(total.max(1))) as u32)
}

#[derive(Default)]
struct Inner {
    /// Where the transcript goes when the stand-in ends ([`transcript_file`]).
    transcript_to: Option<std::path::PathBuf>,
    next_id: u64,
    messages: HashMap<u64, Msg>,
    interactions: HashMap<String, Ix>,
    writes: Vec<Write>,
    violations: Vec<String>,
    /// Messages Discord would have refused as an invalid form body (see `component_faults`).
    form_faults: Vec<String>,
    unknown_routes: Vec<String>,
    command_puts: Vec<Value>,
    identifies: u32,
    resumes: u32,
    closes: u32,
    connections: u32,
    /// Identified connections, by number (closed ones stay, marked).
    conns: HashMap<u32, Conn>,
    /// Each shard's latest connection: tokens of older ones are dead.
    current: HashMap<u32, u32>,
    /// The guilds the bot is in.
    guilds: Vec<u64>,
    /// When the bot joined each guild the test added (RFC 3339); the others long ago.
    joined: HashMap<u64, String>,
    /// Each guild's system channel, where Discord's own notices go, when it has one.
    system_channels: HashMap<u64, u64>,
    /// The guild of each channel the test named (others are in [`GUILD`]).
    channel_guilds: HashMap<u64, u64>,
    /// Guilds one session may hold before Discord closes it with 4011.
    max_guilds_per_session: usize,
    /// The shard count `GET /gateway/bot` recommends.
    recommended_shards: u32,
    /// What every shard total must be a multiple of (Discord's sharding of large bots); 0 or 1:
    /// any total.
    shard_total_multiple: u32,
    /// IDENTIFYs refused, with the close code.
    refused_identifies: Vec<(u16, String)>,
    /// IDENTIFYs for a shard that another open connection already held.
    duplicate_shards: u32,
    /// Processes whose calls are told apart: pid and name.
    processes: Vec<(u32, String)>,
    /// The process of each client port seen.
    port_process: HashMap<u16, Option<String>>,
    /// Every REST call.
    rest_calls: Vec<RestCall>,
    threads: Vec<u64>,
    thread_names: HashMap<u64, String>,
    /// The channel each thread was opened in.
    thread_parents: HashMap<u64, u64>,
    fail_table_edits: u32,
    /// Message creates still to be made but answered 500, as when Discord's answer is lost.
    lose_create_answers: u32,
    /// Nonces of created messages with `enforce_nonce`: Discord returns the message made with
    /// one (by the same author, in the past few minutes) instead of making another.
    nonces: HashMap<String, (u64, std::time::Instant)>,
    /// Creates answered with the message an earlier create made (its nonce seen).
    nonce_repeats: u32,
    /// Private follow-ups made public by an acknowledgement before them.
    public_followups: u32,
    /// Table edits still to be refused with 429 (rate limited).
    limit_table_edits: u32,
    /// Requests that came back before the `retry_after` of a 429 had passed.
    early_after_429: u32,
    /// When the last 429 lets the client try again.
    retry_at: Option<std::time::Instant>,
    /// The `retry_after` of the table edits refused by [`StandIn::limit_table_edits`].
    forced_retry_after: Duration,
    thread_delay: Duration,
    /// How long an interaction callback takes to be taken (a slow Discord).
    callback_delay: Duration,
    /// How long the bot waits to hear that a new message it answered with was taken, while
    /// the player already sees it (see [`StandIn::late_reply_acks`]).
    reply_ack_delay: Duration,
    /// Interaction callbacks received, counted when they arrive (before any delay).
    callbacks_started: u32,
    /// The guild's locale in interactions; `None` is `en-US`.
    guild_locale: Option<&'static str>,
    /// Command registrations refused, with why.
    refused_commands: Vec<String>,
    /// The rate limits enforced.
    limits: Option<RateLimits>,
    /// Calls made lately, per bucket.
    buckets: HashMap<String, std::collections::VecDeque<Instant>>,
    /// Calls made lately, in all.
    global_calls: std::collections::VecDeque<Instant>,
    /// When each bucket may be called again after a 429.
    bucket_retry: HashMap<String, Instant>,
    /// 429s answered, by bucket.
    pub limited: HashMap<String, u32>,
    /// Calls to a bucket before the `retry_after` of its 429 had passed.
    early: u32,
    /// How long an interaction's token works.
    token_lifetime: Option<Duration>,
    /// Webhook calls refused because their token was dead.
    dead_tokens: u32,
    /// Messages deleted, as they were.
    deleted: Vec<Msg>,
    /// Direct-message channels, by member.
    dms: HashMap<u64, u64>,
}

impl Inner {
    /// See [`StandIn::dispatch`].
    fn dispatch(&mut self, guild: Option<u64>, event: &str, data: &Value) -> Vec<u32> {
        let mut sent = Vec::new();
        let mut ids: Vec<u32> = self.conns.keys().copied().collect();
        ids.sort_unstable();
        for id in ids {
            let Some(conn) = self.conns.get_mut(&id) else { continue };
            let ShardConn { shard, total, open, .. } = conn.info;
            if !open || shard != shard_of(guild, total) {
                continue;
            }
            conn.seq += 1;
            let frame = json!({ "op": 0, "t": event, "s": conn.seq, "d": data }).to_string();
            if conn.tx.send(frame).is_ok() {
                sent.push(id);
            }
        }
        sent
    }

    /// The guild of a channel: the one the test put it in, else [`GUILD`].
    fn guild_of(&self, channel: u64) -> u64 {
        self.channel_guilds.get(&channel).copied().unwrap_or(GUILD)
    }

    /// Registers an interaction and sends it to the connections of its guild's shard; fails the
    /// test when none holds that shard (Discord would keep it; nobody would ever answer).
    fn send_interaction(&mut self, mut ix: Ix, guild: Option<u64>, payload: &Value) -> String {
        let token = format!("aW50ZXJhY3Rpb246{}:token", ix.id);
        let sent = self.dispatch(guild, "INTERACTION_CREATE", payload);
        let Some(first) = sent.first().copied() else {
            let shards: Vec<(u32, u32)> = self
                .conns
                .values()
                .filter(|c| c.info.open)
                .map(|c| (c.info.shard, c.info.total))
                .collect();
            panic!(
                "an interaction in guild {guild:?} (shard {} of 1, {} of 2) reached no gateway \
                 connection; connected shards (id, total): {shards:?}",
                shard_of(guild, 1),
                shard_of(guild, 2),
            );
        };
        let conn = &self.conns[&first].info;
        ix.session = first;
        ix.shard = (conn.shard, conn.total);
        ix.process.clone_from(&conn.process);
        ix.delivered = sent.len();
        ix.guild = guild;
        self.interactions.insert(token.clone(), ix);
        token
    }

    fn id(&mut self) -> u64 {
        self.next_id += 1;
        300_000_000_000_000_000 + self.next_id
    }

    fn record(&mut self, route: &str, message: Option<u64>) {
        let after = message.and_then(|m| self.messages.get(&m).cloned());
        let public = after.as_ref().is_none_or(|m| !m.ephemeral);
        let owner = after.as_ref().and_then(|m| m.owner);
        if let Some(m) = &after {
            // A hand (its card buttons, or its cards) must only ever be ephemeral.
            let shows_hand =
                m.buttons().iter().any(|b| b.starts_with("t1:card:") || b.starts_with("t1:play:"))
                    || HAND_MARKERS.iter().any(|marker| m.content.contains(marker));
            if shows_hand && !m.ephemeral {
                self.violations.push(format!("{route}: a hand on a public message: {}", m.content));
            }
            for broken in component_faults(&m.components) {
                self.form_faults.push(format!("{route}: {broken}: {}", m.components));
            }
        }
        self.writes.push(Write { route: route.to_string(), message, public, owner, after });
    }
}

/// What Discord refuses in a message's action rows (its "Invalid Form Body"): more than five
/// rows, a top-level component that is not a row, a row of no or more than five buttons; a
/// link button without an https URL (at most 512 characters) or with a custom id; another
/// without a custom id, with a URL, or with one used twice in the message; a label over 80
/// characters or a custom id over 100.
fn component_faults(components: &Value) -> Vec<String> {
    let mut faults = Vec::new();
    let rows = components.as_array().map_or(&[][..], Vec::as_slice);
    if rows.len() > 5 {
        faults.push(format!("{} action rows", rows.len()));
    }
    let mut ids = std::collections::HashSet::new();
    for row in rows {
        if row["type"] != 1 {
            faults
                .push(format!("a top-level component of type {} (not an action row)", row["type"]));
        }
        let buttons = row["components"].as_array().map_or(&[][..], Vec::as_slice);
        if buttons.is_empty() || buttons.len() > 5 {
            faults.push(format!("{} buttons in a row", buttons.len()));
        }
        for b in buttons.iter().filter(|b| b["type"] == 2) {
            let (id, url) = (b["custom_id"].as_str(), b["url"].as_str());
            match b["style"].as_u64() {
                Some(5) => {
                    let fine = url.is_some_and(|u| u.starts_with("https://") && u.len() <= 512);
                    if !fine || id.is_some() {
                        faults.push(format!("a link button with url {url:?}, custom_id {id:?}"));
                    }
                }
                Some(1..=4) => {
                    if url.is_some() {
                        faults.push(format!("a url on a button that is not a link: {url:?}"));
                    }
                    match id {
                        None => faults.push("a button without a custom_id".into()),
                        Some(id) if id.chars().count() > 100 => {
                            faults.push(format!("a custom_id over 100 characters: {id}"));
                        }
                        Some(id) if !ids.insert(id.to_string()) => {
                            faults.push(format!("the custom_id {id} twice in one message"));
                        }
                        Some(_) => {}
                    }
                }
                style => faults.push(format!("a button of style {style:?}")),
            }
            if b["label"].as_str().is_some_and(|l| l.chars().count() > 80) {
                faults.push(format!("a label over 80 characters: {}", b["label"]));
            }
        }
    }
    faults
}

/// Rate-limit headers to answer with.
type Headers = Vec<(&'static str, String)>;

impl Inner {
    /// A call on the webhook of interaction `token`: the interaction and the rate headers, or
    /// Discord's refusal (unknown or dead token, rate limit).
    #[allow(clippy::result_large_err)]
    fn webhook_call(&mut self, token: &str) -> Result<(Ix, Headers), Response> {
        let Some(ix) = self.interactions.get(token).cloned() else {
            return Err(discord_error(StatusCode::NOT_FOUND, 10015, "Unknown Webhook"));
        };
        if !self.token_alive(&ix) {
            return Err(dead_token());
        }
        let headers = self.rate(&format!("webhook:{token}"), |l| l.webhook)?;
        Ok((ix, headers))
    }

    /// Counts a call to `bucket` against `limit` and the global limit: the rate-limit headers
    /// to answer with, or the 429 to answer instead.
    #[allow(clippy::result_large_err)]
    fn rate(
        &mut self,
        bucket: &str,
        limit: impl Fn(&RateLimits) -> (usize, Duration),
    ) -> Result<Headers, Response> {
        let now = Instant::now();
        if self.bucket_retry.get(bucket).is_some_and(|t| now < *t) {
            self.early += 1;
        }
        let Some(limits) = self.limits else { return Ok(Vec::new()) };
        let (global_n, global_window) = limits.global;
        while self.global_calls.front().is_some_and(|t| now.duration_since(*t) >= global_window) {
            self.global_calls.pop_front();
        }
        if self.global_calls.len() >= global_n {
            let free = self.global_calls.front().map_or(now, |t| *t + global_window);
            return Err(self.too_many(bucket, free.saturating_duration_since(now), true, global_n));
        }
        let (n, window) = limit(&limits);
        let calls = self.buckets.entry(bucket.to_string()).or_default();
        while calls.front().is_some_and(|t| now.duration_since(*t) >= window) {
            calls.pop_front();
        }
        if calls.len() >= n {
            let free = calls.front().map_or(now, |t| *t + window);
            return Err(self.too_many(bucket, free.saturating_duration_since(now), false, n));
        }
        calls.push_back(now);
        self.global_calls.push_back(now);
        let remaining = n - calls.len();
        let reset_after = calls.front().map_or(Duration::ZERO, |t| (*t + window) - now);
        Ok(vec![
            ("x-ratelimit-limit", n.to_string()),
            ("x-ratelimit-remaining", remaining.to_string()),
            ("x-ratelimit-reset-after", format!("{:.3}", reset_after.as_secs_f64())),
            ("x-ratelimit-bucket", bucket.split(':').next().unwrap_or(bucket).to_string()),
        ])
    }

    fn too_many(&mut self, bucket: &str, wait: Duration, global: bool, n: usize) -> Response {
        let wait = wait.max(Duration::from_millis(1));
        self.bucket_retry.insert(bucket.to_string(), Instant::now() + wait);
        *self.limited.entry(bucket.to_string()).or_default() += 1;
        let body = json!({
            "message": "You are being rate limited.",
            "retry_after": (wait.as_secs_f64() * 1000.0).ceil() / 1000.0,
            "global": global,
        });
        let mut headers = vec![
            ("retry-after", format!("{:.3}", wait.as_secs_f64())),
            ("x-ratelimit-limit", n.to_string()),
            ("x-ratelimit-remaining", "0".to_string()),
            ("x-ratelimit-reset-after", format!("{:.3}", wait.as_secs_f64())),
            ("x-ratelimit-bucket", bucket.split(':').next().unwrap_or(bucket).to_string()),
        ];
        if global {
            headers.push(("x-ratelimit-global", "true".to_string()));
        }
        with_headers((StatusCode::TOO_MANY_REQUESTS, Json(body)).into_response(), &headers)
    }

    /// Whether an interaction's token still works: within its lifetime, and the process that
    /// received it still running (no other has identified since).
    fn token_alive(&mut self, ix: &Ix) -> bool {
        let expired = self.token_lifetime.is_some_and(|life| ix.sent.elapsed() > life);
        let alive = !expired && self.current.get(&ix.shard.0) == Some(&ix.session);
        if !alive {
            self.dead_tokens += 1;
        }
        alive
    }
}

/// A response with these headers added.
fn with_headers(mut response: Response, headers: &[(&'static str, String)]) -> Response {
    for (name, value) in headers {
        if let Ok(value) = axum::http::HeaderValue::from_str(value) {
            response.headers_mut().insert(*name, value);
        }
    }
    response
}

fn dead_token() -> Response {
    discord_error(StatusCode::UNAUTHORIZED, 50027, "Invalid Webhook Token")
}

/// The stand-in: a handle to its state and address.
#[derive(Clone)]
pub struct StandIn {
    /// Where it listens.
    pub addr: SocketAddr,
    inner: Arc<Mutex<Inner>>,
    changed: Arc<Notify>,
}

fn bot_user() -> Value {
    json!({
        "id": APP.to_string(), "username": "tablic", "discriminator": "0", "global_name": null,
        "avatar": null, "bot": true,
    })
}

fn message_json(m: &Msg) -> Value {
    json!({
        "id": m.id.to_string(), "channel_id": m.channel.to_string(), "author": bot_user(),
        "content": m.content, "timestamp": "2025-01-01T00:00:00.000000+00:00",
        "edited_timestamp": null, "tts": false, "mention_everyone": false, "mentions": [],
        "mention_roles": [], "attachments": [], "embeds": [], "components": [], "pinned": false,
        "type": 0, "flags": if m.ephemeral { EPHEMERAL } else { 0 },
    })
}

fn discord_error(status: StatusCode, code: u32, message: &str) -> Response {
    (status, Json(json!({ "code": code, "message": message }))).into_response()
}

fn parse(body: &Bytes) -> Value {
    serde_json::from_slice(body).unwrap_or(Value::Null)
}

/// Applies the visible fields of `data` to a message (the fields present replace).
fn apply(m: &mut Msg, data: &Value) {
    if let Some(c) = data.get("content") {
        m.content = c.as_str().unwrap_or_default().to_string();
    }
    if let Some(e) = data.get("embeds") {
        m.embeds = e.clone();
    }
    if let Some(c) = data.get("components") {
        m.components = c.clone();
    }
    m.writes += 1;
    m.history.push((Instant::now(), m.content.clone()));
}

fn flags(data: &Value) -> u64 {
    data.get("flags").and_then(Value::as_u64).unwrap_or(0)
}

impl StandIn {
    /// Starts the stand-in on a free port of 127.0.0.1, enforcing ten times Discord's rates
    /// (whole games play fast, every limit still kept).
    pub async fn start() -> StandIn {
        StandIn::start_with(Some(RateLimits::fast())).await
    }

    /// Starts the stand-in enforcing `limits` (`None`: none).
    pub async fn start_with(limits: Option<RateLimits>) -> StandIn {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let addr = listener.local_addr().expect("addr");
        let standin = StandIn {
            addr,
            inner: Arc::new(Mutex::new({
                // Set field by field: a state that writes its transcript when dropped cannot
                // be built from another by `..`.
                let mut inner = Inner::default();
                inner.limits = limits;
                inner.token_lifetime = Some(Duration::from_secs(15 * 60));
                inner.guilds = vec![GUILD];
                inner.max_guilds_per_session = MAX_GUILDS_PER_SESSION;
                inner.recommended_shards = 1;
                inner.transcript_to = transcript_file("discord");
                inner
            })),
            changed: Arc::new(Notify::new()),
        };
        let app = Router::new()
            .route("/api/v10/gateway", get(gateway_url))
            .route("/api/v10/gateway/bot", get(gateway_bot))
            .route("/api/v10/users/@me", get(|| async { Json(bot_user()) }))
            .route("/api/v10/oauth2/applications/@me", get(application))
            .route("/api/v10/applications/{app}/commands", put(put_commands))
            .route("/api/v10/interactions/{id}/{token}/callback", post(callback))
            .route("/api/v10/webhooks/{app}/{token}", post(followup))
            .route(
                "/api/v10/webhooks/{app}/{token}/messages/{message}",
                patch(edit_webhook).delete(delete_webhook),
            )
            .route("/api/v10/channels/{channel}/messages", get(list_messages).post(create_message))
            .route(
                "/api/v10/channels/{channel}/messages/{message}",
                get(read_message).patch(edit_message).delete(delete_message),
            )
            .route("/api/v10/users/@me/channels", post(create_dm))
            .route("/api/v10/channels/{channel}/threads", post(create_thread))
            .route("/gateway", get(gateway))
            .fallback(unknown)
            .layer(axum::middleware::from_fn_with_state(standin.clone(), attribute))
            .with_state(standin.clone());
        tokio::spawn(async move {
            let app = app.into_make_service_with_connect_info::<SocketAddr>();
            let _ = axum::serve(listener, app).await;
        });
        standin
    }

    /// The REST base for `TABLIC_DISCORD_API_URL`.
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn touch(&self) {
        self.changed.notify_waiters();
    }

    /// Waits until `check` finds what it looks for, or fails the test after [`WAIT`].
    pub async fn wait_for<T>(&self, what: &str, mut check: impl FnMut(&StandIn) -> Option<T>) -> T {
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            let notified = self.changed.notified();
            if let Some(found) = check(self) {
                return found;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                if let Some(found) = check(self) {
                    return found;
                }
                panic!("timed out waiting for {what}");
            }
        }
    }

    /// Waits for the bot's `n`th registration of its commands (one per IDENTIFY); fails at
    /// once if Discord would have refused one.
    pub async fn wait_registered(&self, n: usize) -> Value {
        self.wait_for("command registration", |s| {
            let inner = s.lock();
            assert!(
                inner.refused_commands.is_empty(),
                "Discord refuses the commands: {:#?}",
                inner.refused_commands
            );
            inner.command_puts.get(n - 1).cloned()
        })
        .await
    }

    /// The locale of the guild in every interaction from now on (Discord's `guild_locale`).
    pub fn set_guild_locale(&self, locale: &'static str) {
        self.lock().guild_locale = Some(locale);
    }

    /// A thread a person opens in `parent` (not the bot): its id.
    pub fn person_opens_thread(&self, parent: u64) -> u64 {
        let mut inner = self.lock();
        let id = inner.id();
        inner.threads.push(id);
        inner.thread_parents.insert(id, parent);
        let guild = inner.guild_of(parent);
        inner.channel_guilds.insert(id, guild);
        id
    }

    /// The name the bot gave a thread it opened.
    pub fn thread_name(&self, thread: u64) -> Option<String> {
        self.lock().thread_names.get(&thread).cloned()
    }

    /// Sends a gateway dispatch about `guild` (`None`: no guild, as a direct message) to the
    /// open connections of its shard, each with its own sequence: their numbers.
    fn dispatch(&self, guild: Option<u64>, event: &str, data: &Value) -> Vec<u32> {
        self.lock().dispatch(guild, event, data)
    }

    fn interaction(
        &self,
        member: &Member,
        channel: u64,
        kind: u8,
        source: Option<u64>,
        data: Value,
    ) -> String {
        let mut inner = self.lock();
        let id = inner.id();
        // Real tokens all begin with base64 of "interaction:": a client must not tell them
        // apart by their first characters.
        let token = format!("aW50ZXJhY3Rpb246{id}:token");
        let message = source.and_then(|m| inner.messages.get(&m).cloned());
        let guild = inner.guild_of(channel);
        let thread = inner.threads.contains(&channel);
        // A thread's parent is its channel; a channel's is its category.
        let parent = inner.thread_parents.get(&channel).copied().unwrap_or(CATEGORY);
        let guild_locale = inner.guild_locale.unwrap_or("en-US");
        let mut payload = json!({
            "id": id.to_string(), "application_id": APP.to_string(), "type": kind,
            "token": token, "version": 1, "guild_id": guild.to_string(),
            "channel_id": channel.to_string(),
            "channel": {
                "id": channel.to_string(), "type": if thread { 11 } else { 0 },
                "parent_id": parent.to_string(),
            },
            "member": member.member_json(), "app_permissions": "2048",
            "locale": member.locale, "guild_locale": guild_locale, "entitlements": [],
            "authorizing_integration_owners": {}, "context": 0,
            "attachment_size_limit": 8_388_608, "data": data,
        });
        if let Some(m) = message {
            let mut json = message_json(&m);
            json["interaction_metadata"] = m.made_by.clone().unwrap_or(Value::Null);
            payload["message"] = json;
        } else if let Some(m) = source {
            // A message the stand-in never saw (a forged press): an empty one.
            let fake = Msg {
                id: m,
                channel,
                content: String::new(),
                embeds: json!([]),
                components: json!([]),
                ephemeral: false,
                owner: None,
                writes: 0,
                history: Vec::new(),
                pings: Vec::new(),
                made_by: None,
            };
            payload["message"] = message_json(&fake);
        }
        let ix = Ix::new(id, member.id, channel, kind, source);
        inner.send_interaction(ix, Some(guild), &payload)
    }

    /// `/tablic <sub> [options]` by `member` in `channel`; returns once the answer is complete.
    pub async fn slash(&self, member: &Member, channel: u64, sub: &str, options: Value) -> Ix {
        let data = json!({
            "id": "400000000000000004", "name": "tablic", "type": 1,
            "options": [{ "name": sub, "type": 1, "options": options }],
        });
        let token = self.interaction(member, channel, 2, None, data);
        self.settled(&token).await
    }

    /// Autocomplete of `option` while typing `typed`; returns the offered values.
    pub async fn autocomplete(
        &self,
        member: &Member,
        channel: u64,
        sub: &str,
        option: &str,
        typed: &str,
    ) -> Vec<String> {
        let data = json!({
            "id": "400000000000000004", "name": "tablic", "type": 1,
            "options": [{ "name": sub, "type": 1, "options": [
                { "name": option, "type": 3, "value": typed, "focused": true }
            ]}],
        });
        let token = self.interaction(member, channel, 4, None, data);
        let ix = self.settled(&token).await;
        assert_eq!(ix.callback.map(|c| c.0), Some(8), "autocomplete answered with type 8");
        ix.data.unwrap_or_default()["choices"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|c| c["value"].as_str().map(str::to_string))
            .collect()
    }

    /// A press of the button `custom_id` on message `message` by `member`.
    pub async fn press(&self, member: &Member, message: u64, custom_id: &str) -> Ix {
        let token = self.press_started(member, message, custom_id);
        self.settled(&token).await
    }

    /// A press on a message in `channel` the stand-in does not know (forged).
    pub async fn press_unknown(&self, member: &Member, channel: u64, custom_id: &str) -> Ix {
        let message = self.lock().id();
        let data = json!({ "custom_id": custom_id, "component_type": 2 });
        let token = self.interaction(member, channel, 3, Some(message), data);
        self.settled(&token).await
    }

    /// Waits until the interaction of `token` has its answer.
    pub async fn settled(&self, token: &str) -> Ix {
        self.wait_for("the answer to an interaction", |s| {
            s.lock().interactions.get(token).filter(|ix| ix.settled).cloned()
        })
        .await
    }

    /// The newest private message of `member` still there (not deleted).
    pub fn newest_private(&self, member: &Member) -> Option<Msg> {
        let inner = self.lock();
        let mine = inner.messages.values().filter(|m| m.ephemeral && m.owner == Some(member.id));
        mine.max_by_key(|m| m.id).cloned()
    }

    /// Every message whose text contains `words`, oldest first.
    pub fn messages_with(&self, words: &str) -> Vec<Msg> {
        let inner = self.lock();
        let mut found: Vec<Msg> =
            inner.messages.values().filter(|m| m.all_text().contains(words)).cloned().collect();
        found.sort_by_key(|m| m.id);
        found
    }

    /// A message as it stands.
    pub fn message(&self, id: u64) -> Msg {
        self.lock().messages.get(&id).cloned().expect("known message")
    }

    /// Every message's every write, in the order written: who could see it, its text and the
    /// titles of its embeds as they are now (printed by tests that play whole matches; run them
    /// with `--nocapture` to read).
    pub fn transcript(&self) -> String {
        transcript_of(&self.lock())
    }

    /// The message an interaction's answer is (its `@original`).
    pub fn answer(&self, ix: &Ix) -> Option<Msg> {
        let inner = self.lock();
        let token = inner.interactions.iter().find(|(_, i)| i.id == ix.id)?.0.clone();
        let original = inner.interactions.get(&token)?.original?;
        inner.messages.get(&original).cloned()
    }

    /// Public messages in `channel` with an embed (table messages), oldest first.
    pub fn tables(&self, channel: u64) -> Vec<Msg> {
        let inner = self.lock();
        let mut out: Vec<Msg> = inner
            .messages
            .values()
            .filter(|m| {
                m.channel == channel
                    && !m.ephemeral
                    && m.embeds.as_array().is_some_and(|e| !e.is_empty())
            })
            .cloned()
            .collect();
        out.sort_by_key(|m| m.id);
        out
    }

    /// How long each interaction answered so far took to get its first answer.
    pub fn answer_times(&self) -> Vec<Duration> {
        self.lock()
            .interactions
            .values()
            .filter_map(|ix| ix.callback.map(|(_, took)| took))
            .collect()
    }

    /// Interactions sent that have no first answer yet, and how long they have waited.
    pub fn unanswered(&self) -> Vec<Duration> {
        let inner = self.lock();
        inner
            .interactions
            .values()
            .filter(|ix| ix.callback.is_none())
            .map(|ix| ix.sent.elapsed())
            .collect()
    }

    /// Every write so far.
    pub fn writes(&self) -> Vec<Write> {
        self.lock().writes.clone()
    }

    /// What broke Discord's rules so far.
    pub fn violations(&self) -> Vec<String> {
        let inner = self.lock();
        let mut out = inner.violations.clone();
        out.extend(inner.form_faults.iter().cloned());
        out.extend(inner.unknown_routes.iter().map(|r| format!("unknown route {r}")));
        out
    }

    /// The messages Discord would have refused for their buttons, so far.
    pub fn form_faults(&self) -> Vec<String> {
        self.lock().form_faults.clone()
    }

    /// Gateway counters: (connections, identifies, resumes, client close frames).
    pub fn gateway_counts(&self) -> (u32, u32, u32, u32) {
        let inner = self.lock();
        (inner.connections, inner.identifies, inner.resumes, inner.closes)
    }

    /// Waits for the client's Close frame (a clean shutdown).
    pub async fn wait_closed(&self, n: u32) {
        self.wait_for("the client's Close frame", |s| (s.lock().closes >= n).then_some(())).await;
    }

    /// Makes the next `n` table edits answer 429 (rate limited, with Discord's headers and
    /// body, `retry_after` 0.3 s), as a busy channel would.
    pub fn limit_table_edits(&self, n: u32) {
        self.limit_table_edits_for(n, Duration::from_millis(300));
    }

    /// [`StandIn::limit_table_edits`] with a `retry_after` of `wait`.
    pub fn limit_table_edits_for(&self, n: u32, wait: Duration) {
        let mut inner = self.lock();
        inner.limit_table_edits = n;
        inner.forced_retry_after = wait;
    }

    /// Table edits made before the `retry_after` of a 429 had passed.
    pub fn early_after_429(&self) -> u32 {
        self.lock().early_after_429
    }

    /// Makes the next `n` table edits fail with 500 (then they succeed again).
    pub fn fail_table_edits(&self, n: u32) {
        self.lock().fail_table_edits = n;
    }

    /// Makes the next `n` message creates make their message but answer 500, as when
    /// Discord's answer is lost on the way: a client that sends again makes a second one,
    /// unless it gives the same `nonce` with `enforce_nonce`.
    pub fn lose_create_answers(&self, n: u32) {
        self.lock().lose_create_answers = n;
    }

    /// Creates that Discord answered with an earlier create's message (same nonce).
    pub fn nonce_repeats(&self) -> u32 {
        self.lock().nonce_repeats
    }

    /// Follow-ups asked to be private that came first after an acknowledgement without a
    /// message, so went public (see [`Ix::acked`]).
    pub fn public_followups(&self) -> u32 {
        self.lock().public_followups
    }

    /// Makes every interaction callback take `delay` before Discord takes it, so a test can
    /// act while an answer is on its way.
    pub fn slow_callbacks(&self, delay: Duration) {
        self.lock().callback_delay = delay;
    }

    /// Makes the bot hear late that a new message it answered an interaction with was taken:
    /// the player sees the message, and can press on it, before the bot's call returns (as
    /// on Discord, where the message reaches the player's client by its own way).
    pub fn late_reply_acks(&self, delay: Duration) {
        self.lock().reply_ack_delay = delay;
    }

    /// How many interaction callbacks have arrived (answered or still being taken).
    pub fn callbacks_started(&self) -> u32 {
        self.lock().callbacks_started
    }

    /// Sends a button press and returns its interaction token at once, without waiting for
    /// the answer (see [`StandIn::settled`]).
    pub fn press_started(&self, member: &Member, message: u64, custom_id: &str) -> String {
        let channel = {
            let inner = self.lock();
            // Discord shows a deleted message to no one: a test pressing one is wrong.
            assert!(!inner.deleted.iter().any(|m| m.id == message), "pressed deleted {message}");
            inner.messages.get(&message).map_or(0, |m| m.channel)
        };
        let data = json!({ "custom_id": custom_id, "component_type": 2 });
        self.interaction(member, channel, 3, Some(message), data)
    }

    /// Makes thread creation take `delay` (a slow Discord), so answers that wait for it must
    /// be deferred.
    pub fn slow_threads(&self, delay: Duration) {
        self.lock().thread_delay = delay;
    }

    /// Threads the bot opened.
    pub fn threads(&self) -> Vec<u64> {
        self.lock().threads.clone()
    }

    /// 429s answered so far, by bucket (`create:<channel>`, `edit:<channel>`, …).
    pub fn limited(&self) -> HashMap<String, u32> {
        self.lock().limited.clone()
    }

    /// Calls made to a bucket before its 429's `retry_after` had passed.
    pub fn early(&self) -> u32 {
        self.lock().early
    }

    /// How long an interaction's token works from now on (Discord: 15 minutes).
    pub fn set_token_lifetime(&self, lifetime: Duration) {
        self.lock().token_lifetime = Some(lifetime);
    }

    /// Webhook calls refused because their token was dead.
    pub fn dead_tokens(&self) -> u32 {
        self.lock().dead_tokens
    }

    /// Puts a message in `channel` as the bot posted it (its author), with `components`: what
    /// a process that died before storing where it posted it leaves behind. Its id.
    pub fn leave_bot_message(&self, channel: u64, content: &str, components: Value) -> u64 {
        let id = {
            let mut inner = self.lock();
            let id = inner.id();
            let history = vec![(Instant::now(), content.to_string())];
            let m = Msg {
                id,
                channel,
                content: content.to_string(),
                embeds: json!([]),
                components,
                ephemeral: false,
                owner: None,
                writes: 1,
                history,
                pings: Vec::new(),
                made_by: None,
            };
            inner.messages.insert(id, m);
            inner.record("create message (left by a process that died)", Some(id));
            id
        };
        self.touch();
        id
    }

    /// Messages the bot deleted.
    pub fn deleted(&self) -> Vec<Msg> {
        self.lock().deleted.clone()
    }

    /// Public messages in `channel` without an embed that ping someone (turn notices), oldest
    /// first.
    pub fn notices(&self, channel: u64) -> Vec<Msg> {
        let inner = self.lock();
        let mut out: Vec<Msg> = inner
            .messages
            .values()
            .filter(|m| m.channel == channel && !m.ephemeral && m.content.starts_with("🔔"))
            .cloned()
            .collect();
        out.sort_by_key(|m| m.id);
        out
    }

    /// Waits for the turn notice sent by direct message to whoever `table` pings to move
    /// among `players`: that player, their DM channel and the notice.
    pub async fn dm_notice_to_mover(&self, table: u64, players: &[Member]) -> (Member, u64, Msg) {
        self.wait_for("a notice by direct message", |s| {
            let mover = to_move(&s.message(table), players)?.clone();
            let dm = s.dm_of(&mover)?;
            let notice = s.notices(dm).last()?.clone();
            Some((mover, dm, notice))
        })
        .await
    }

    /// Waits until the table pings someone among `players` to move; they open their hand.
    /// Returns them, the table's game and move number, and their hand message (private to
    /// them: checked).
    pub async fn mover_opens_hand(
        &self,
        table_id: u64,
        players: &[Member],
    ) -> (Member, (i64, u32), Msg) {
        let table = self
            .wait_for("a player to be pinged", |s| {
                let t = s.message(table_id);
                to_move(&t, players).map(|_| t)
            })
            .await;
        let player = to_move(&table, players).unwrap().clone();
        let position = table.position().expect("a footer with the move number");
        let ix = self.press(&player, table_id, &table.button("t1:hand:").expect("Your hand")).await;
        let hand = self.answer(&ix).expect("a hand message");
        assert!(
            hand.ephemeral && hand.owner == Some(player.id),
            "the hand is private to its owner"
        );
        (player, position, hand)
    }

    /// A member's direct-message channel with the bot, once the bot opened it.
    pub fn dm_of(&self, member: &Member) -> Option<u64> {
        self.lock().dms.get(&member.id).copied()
    }

    /// A press of `custom_id` on a message of a direct-message channel.
    pub async fn press_in_dm(&self, member: &Member, message: u64, custom_id: &str) -> Ix {
        let token = {
            let mut inner = self.lock();
            let id = inner.id();
            // Real tokens all begin with base64 of "interaction:": a client must not tell them
            // apart by their first characters.
            let token = format!("aW50ZXJhY3Rpb246{id}:token");
            let msg = inner.messages.get(&message).cloned().expect("a message");
            let channel = msg.channel;
            let mut json = message_json(&msg);
            json["interaction_metadata"] = msg.made_by.clone().unwrap_or(Value::Null);
            let payload = json!({
                "id": id.to_string(), "application_id": APP.to_string(), "type": 3,
                "token": token, "version": 1, "channel_id": channel.to_string(),
                "channel": { "id": channel.to_string(), "type": 1 },
                "user": member.user_json(), "app_permissions": "2048",
                "locale": member.locale, "entitlements": [],
                "authorizing_integration_owners": {}, "context": 1,
                "attachment_size_limit": 8_388_608, "message": json,
                "data": { "custom_id": custom_id, "component_type": 2 },
            });
            let ix = Ix::new(id, member.id, channel, 3, Some(message));
            inner.send_interaction(ix, None, &payload)
        };
        self.settled(&token).await
    }

    /// `member` plays the card button `card` of their hand message `hand`: a card that can
    /// take nothing is played by its press alone; one that can take something opens its
    /// choices, and the first of them (the largest capture, or putting it down) is pressed.
    /// Returns the card's press and the choice's, if there was one. A press answered late
    /// (deferred, then edited) is waited for.
    pub async fn play_card(&self, member: &Member, hand: u64, card: &str) -> (Ix, Option<Ix>) {
        self.play_card_where(member, hand, card, false).await
    }

    /// [`StandIn::play_card`] on a hand message in a direct message.
    pub async fn play_card_in_dm(
        &self,
        member: &Member,
        hand: u64,
        card: &str,
    ) -> (Ix, Option<Ix>) {
        self.play_card_where(member, hand, card, true).await
    }

    async fn play_card_where(
        &self,
        member: &Member,
        hand: u64,
        card: &str,
        dm: bool,
    ) -> (Ix, Option<Ix>) {
        let press = |id: String| async move {
            if dm {
                self.press_in_dm(member, hand, &id).await
            } else {
                self.press(member, hand, &id).await
            }
        };
        let pressed = press(card.to_string()).await;
        // The card's button is gone once the press is answered: its choices, or the hand
        // after the move (or a later position, or a hand closed).
        let now = self
            .wait_for("the card's press answered on the hand", |s| {
                let m = s.message(hand);
                (!m.buttons().iter().any(|b| b == card)).then_some(m)
            })
            .await;
        match now.button("t1:play:") {
            Some(choice) => (pressed, Some(press(choice).await)),
            None => (pressed, None),
        }
    }

    /// Puts the bot in `guild` too, with its `channels`: a connection of its shard gets its
    /// GUILD_CREATE now, and later ones list it in READY.
    pub fn add_guild(&self, guild: u64, channels: &[u64]) {
        let mut inner = self.lock();
        if !inner.guilds.contains(&guild) {
            inner.guilds.push(guild);
        }
        for channel in channels {
            inner.channel_guilds.insert(*channel, guild);
        }
        inner.joined.insert(guild, rfc3339_now());
        let create = inner.guild_create(guild);
        inner.dispatch(Some(guild), "GUILD_CREATE", &create);
    }

    /// Makes `channel` the system channel of `guild` (before the guild is added).
    pub fn set_system_channel(&self, guild: u64, channel: u64) {
        self.lock().system_channels.insert(guild, channel);
    }

    /// How many guilds one session may hold before Discord closes it with 4011.
    pub fn set_max_guilds_per_session(&self, n: usize) {
        self.lock().max_guilds_per_session = n;
    }

    /// The shard count `GET /gateway/bot` recommends.
    pub fn recommend_shards(&self, n: u32) {
        self.lock().recommended_shards = n;
    }

    /// Refuses with 4010 (Invalid shard) every IDENTIFY whose shard total is not a multiple of
    /// `n`, as Discord does once it has moved a bot to large-bot sharding ("If you attempt to
    /// start your bot with an invalid number of shards, your websocket connection will close
    /// with a 4010 Invalid Shard opcode"): a 4010 that no local check of the range can foresee.
    pub fn require_shard_total_multiple(&self, n: u32) {
        self.lock().shard_total_multiple = n;
    }

    /// Tells the calls and gateway connections of process `pid` apart under `name`.
    pub fn watch_process(&self, pid: u32, name: &str) {
        self.lock().processes.push((pid, name.to_string()));
    }

    /// Every gateway connection that identified, in order.
    pub fn shard_connections(&self) -> Vec<ShardConn> {
        let inner = self.lock();
        let mut out: Vec<ShardConn> = inner.conns.values().map(|c| c.info.clone()).collect();
        out.sort_by_key(|c| c.id);
        out
    }

    /// IDENTIFYs refused so far: the close code and why.
    pub fn refused_identifies(&self) -> Vec<(u16, String)> {
        self.lock().refused_identifies.clone()
    }

    /// IDENTIFYs for a shard another open connection already held.
    pub fn duplicate_shards(&self) -> u32 {
        self.lock().duplicate_shards
    }

    /// Every REST call so far, with the process that made it.
    pub fn rest_calls(&self) -> Vec<RestCall> {
        self.lock().rest_calls.clone()
    }

    /// Every interaction sent so far.
    pub fn interactions(&self) -> Vec<Ix> {
        let mut out: Vec<Ix> = self.lock().interactions.values().cloned().collect();
        out.sort_by_key(|ix| ix.id);
        out
    }

    /// The interaction token of `ix` (its webhook and callback routes name it).
    pub fn token_of(&self, ix: &Ix) -> String {
        format!("aW50ZXJhY3Rpb246{}:token", ix.id)
    }
}

impl Ix {
    fn new(id: u64, user: u64, channel: u64, kind: u8, source: Option<u64>) -> Ix {
        Ix {
            id,
            user,
            channel,
            kind,
            source,
            sent: Instant::now(),
            callback: None,
            data: None,
            original: None,
            thinking: false,
            acked: false,
            settled: false,
            session: 0,
            shard: (0, 1),
            delivered: 0,
            process: None,
            guild: None,
        }
    }

    /// The `interaction_metadata` of a message sent as this interaction's answer.
    fn metadata(&self) -> Value {
        let mut metadata = json!({
            "id": self.id.to_string(), "type": self.kind,
            "user": {
                "id": self.user.to_string(), "username": format!("user{}", self.user),
                "discriminator": "0", "global_name": null, "avatar": null, "bot": false,
            },
            "authorizing_integration_owners": {},
        });
        if let Some(source) = self.source.filter(|_| self.kind == 3) {
            metadata["interacted_message_id"] = json!(source.to_string());
        }
        metadata
    }
}

impl Inner {
    /// The channels the test put in `guild`.
    /// `guild` as its GUILD_CREATE carries it.
    fn guild_create(&self, guild: u64) -> Value {
        let joined = self.joined.get(&guild).map_or(LONG_AGO, String::as_str);
        let system = self.system_channels.get(&guild);
        let locale = self.guild_locale.unwrap_or("en-US");
        guild_create(guild, &self.channels_of(guild), joined, system, locale)
    }

    fn channels_of(&self, guild: u64) -> Vec<u64> {
        let mut out: Vec<u64> = self
            .channel_guilds
            .iter()
            .filter(|(c, g)| **g == guild && !self.threads.contains(c))
            .map(|(c, _)| *c)
            .collect();
        out.sort_unstable();
        out
    }
}

/// When the bot joined the guilds a test did not add.
const LONG_AGO: &str = "2024-01-01T00:00:00.000000+00:00";

/// Now in RFC 3339 (UTC), as Discord writes a time.
fn rfc3339_now() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (days, rest) = (secs / 86_400, secs % 86_400);
    // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    let (h, m, sec) = (rest / 3600, rest % 3600 / 60, rest % 60);
    format!("{year:04}-{month:02}-{day:02}T{h:02}:{m:02}:{sec:02}.000000+00:00")
}

/// A guild as GUILD_CREATE carries it (what serenity 0.12 needs of it).
fn guild_create(
    guild: u64,
    channels: &[u64],
    joined_at: &str,
    system: Option<&u64>,
    locale: &str,
) -> Value {
    let channels: Vec<Value> = channels
        .iter()
        .enumerate()
        .map(|(i, c)| {
            json!({
                "id": c.to_string(), "type": 0, "guild_id": guild.to_string(),
                "name": format!("games-{i}"), "position": i, "permission_overwrites": [],
                "nsfw": false, "topic": null, "last_message_id": null,
                "rate_limit_per_user": 0, "parent_id": null, "flags": 0,
            })
        })
        .collect();
    let mut guild = json!({
        "id": guild.to_string(), "name": format!("guild {guild}"), "icon": null,
        "icon_hash": null, "splash": null, "discovery_splash": null,
        "owner_id": "600000000000000099", "afk_channel_id": null, "afk_timeout": 300,
        "verification_level": 0, "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [{
            "id": guild.to_string(), "name": "@everyone", "color": 0,
            "colors": { "primary_color": 0, "secondary_color": null, "tertiary_color": null },
            "hoist": false, "icon": null, "unicode_emoji": null, "position": 0,
            "permissions": "2048", "managed": false, "mentionable": false, "flags": 0,
        }],
        "emojis": [], "features": [], "mfa_level": 0, "application_id": null,
        "system_channel_id": system.map(u64::to_string), "system_channel_flags": 0, "rules_channel_id": null,
        "max_presences": null, "max_members": 500_000, "vanity_url_code": null,
        "description": null, "banner": null, "premium_tier": 0,
        "premium_subscription_count": 0, "preferred_locale": locale,
        "public_updates_channel_id": null, "max_video_channel_users": 25,
        "max_stage_video_channel_users": 50, "nsfw_level": 0, "stickers": [],
        "premium_progress_bar_enabled": false, "safety_alerts_channel_id": null,
    });
    // GUILD_CREATE's own fields (one json! of all of them is past the macro's recursion).
    let extra = json!({
        "joined_at": joined_at, "large": false, "unavailable": false,
        "member_count": 4, "voice_states": [], "members": [], "channels": channels,
        "threads": [], "presences": [], "stage_instances": [], "guild_scheduled_events": [],
    });
    if let (Some(all), Some(extra)) = (guild.as_object_mut(), extra.as_object()) {
        all.extend(extra.clone());
    }
    guild
}

/// Notes which watched process made a call (REST, or the gateway's upgrade), by the client
/// socket's owner in `/proc`.
async fn attribute(
    State(s): State<StandIn>,
    axum::extract::ConnectInfo(peer): axum::extract::ConnectInfo<SocketAddr>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let process = s.process_of(peer);
    let call = RestCall {
        process,
        method: request.method().to_string(),
        path: request.uri().path().to_string(),
    };
    s.lock().rest_calls.push(call);
    next.run(request).await
}

impl StandIn {
    /// The watched process whose socket is at `peer` (a client of this stand-in).
    fn process_of(&self, peer: SocketAddr) -> Option<String> {
        let watched = {
            let inner = self.lock();
            if let Some(known) = inner.port_process.get(&peer.port()) {
                return known.clone();
            }
            inner.processes.clone()
        };
        if watched.is_empty() {
            return None;
        }
        let found = socket_inode(peer.port(), self.addr.port()).and_then(|inode| {
            let wanted = format!("socket:[{inode}]");
            watched.iter().find_map(|(pid, name)| {
                let fds = std::fs::read_dir(format!("/proc/{pid}/fd")).ok()?;
                fds.flatten()
                    .any(|fd| {
                        std::fs::read_link(fd.path())
                            .is_ok_and(|l| l.to_string_lossy() == wanted.as_str())
                    })
                    .then(|| name.clone())
            })
        });
        // Only a found owner is remembered: a port is a process's while its socket lives.
        if found.is_some() {
            self.lock().port_process.insert(peer.port(), found.clone());
        }
        found
    }
}

/// The inode of the TCP socket from local port `client` to port `server` on this machine.
fn socket_inode(client: u16, server: u16) -> Option<u64> {
    let table = std::fs::read_to_string("/proc/net/tcp").ok()?;
    let port =
        |addr: &str| addr.rsplit_once(':').and_then(|(_, p)| u16::from_str_radix(p, 16).ok());
    table.lines().skip(1).find_map(|line| {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let (local, remote, inode) = (fields.get(1)?, fields.get(2)?, fields.get(9)?);
        (port(local)? == client && port(remote)? == server).then(|| inode.parse().ok())?
    })
}

async fn unknown(State(s): State<StandIn>, uri: Uri) -> Response {
    s.lock().unknown_routes.push(uri.path().to_string());
    discord_error(StatusCode::NOT_FOUND, 0, "404: Not Found")
}

/// `GET /gateway`: only the URL, as Discord answers it.
async fn gateway_url(State(s): State<StandIn>) -> Json<Value> {
    Json(json!({ "url": format!("ws://{}/gateway", s.addr) }))
}

/// `GET /gateway/bot`: the URL, the shard count Discord recommends, the identify budget.
async fn gateway_bot(State(s): State<StandIn>) -> Json<Value> {
    let shards = s.lock().recommended_shards;
    Json(json!({
        "url": format!("ws://{}/gateway", s.addr), "shards": shards,
        "session_start_limit": { "total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1 },
    }))
}

async fn application() -> Json<Value> {
    Json(json!({
        "id": APP.to_string(), "name": "tablic", "icon": null, "description": "",
        "bot_public": true, "bot_require_code_grant": false, "verify_key": "0",
        "owner": bot_user(), "flags": 0,
    }))
}

/// Whether `name` may name a command or option: `^[-_\p{L}\p{N}]{1,32}$`, and lowercase.
fn valid_command_name(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name.chars().all(|c| c == '-' || c == '_' || c.is_alphanumeric())
        && !name.chars().any(char::is_uppercase)
}

/// Adds one of Discord's form errors at `path` of the error tree (`errors.0.options.3.name`).
fn form_error(errors: &mut Value, path: &[String], code: &str, message: &str) {
    let mut node = errors;
    for key in path {
        if !node.get(key).is_some_and(Value::is_object) {
            node[key.as_str()] = json!({});
        }
        node = &mut node[key.as_str()];
    }
    let error = json!({ "code": code, "message": message });
    match node.get_mut("_errors").and_then(Value::as_array_mut) {
        Some(list) => list.push(error),
        None => node["_errors"] = json!([error]),
    }
}

/// What Discord would refuse in one command, option or choice and everything under it; each
/// problem goes into `errors` (Discord's shape) and `found` (one line each).
fn check_command(item: &Value, path: &[String], errors: &mut Value, found: &mut Vec<String>) {
    let mut refuse = |at: &[String], code: &str, message: &str| {
        found.push(format!("{}: {message}", at.join(".")));
        form_error(errors, at, code, message);
    };
    let at = |more: &[&str]| -> Vec<String> {
        path.iter().cloned().chain(more.iter().map(|m| m.to_string())).collect()
    };
    let choice = path.iter().rev().nth(1).is_some_and(|p| p == "choices");
    let name = item["name"].as_str().unwrap_or_default();
    let name_ok =
        if choice { (1..=100).contains(&name.chars().count()) } else { valid_command_name(name) };
    if !name_ok {
        refuse(&at(&["name"]), "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid");
    }
    if !choice {
        let length = item["description"].as_str().map_or(0, |d| d.chars().count());
        if !(1..=100).contains(&length) {
            let message = "Must be between 1 and 100 in length.";
            refuse(&at(&["description"]), "BASE_TYPE_BAD_LENGTH", message);
        }
    }
    for field in ["name_localizations", "description_localizations"] {
        for (locale, value) in item[field].as_object().into_iter().flatten() {
            let value = value.as_str().unwrap_or_default();
            if !DISCORD_LOCALES.contains(&locale.as_str()) {
                let message = format!("Value \"{locale}\" is not a valid enum value.");
                refuse(&at(&[field, locale.as_str()]), "ENUM_TYPE_COERCE", &message);
                continue;
            }
            if field == "name_localizations" && !choice && !valid_command_name(value) {
                let code = "APPLICATION_COMMAND_INVALID_NAME";
                refuse(&at(&[field, locale.as_str()]), code, "Command name is invalid");
            } else if !(1..=100).contains(&value.chars().count()) {
                let message = "Must be between 1 and 100 in length.";
                refuse(&at(&[field, locale.as_str()]), "BASE_TYPE_BAD_LENGTH", message);
            }
        }
    }
    for list in ["options", "choices"] {
        for (i, child) in item[list].as_array().into_iter().flatten().enumerate() {
            check_command(child, &at(&[list, &i.to_string()]), errors, found);
        }
    }
}

/// What Discord would refuse in a registration of `commands` (an array): its form errors as
/// Discord shapes them, and one line per problem (none when it would accept them).
pub fn registration_problems(commands: &Value) -> (Value, Vec<String>) {
    let mut errors = json!({});
    let mut found = Vec::new();
    for (i, command) in commands.as_array().into_iter().flatten().enumerate() {
        check_command(command, &[i.to_string()], &mut errors, &mut found);
    }
    (errors, found)
}

async fn put_commands(State(s): State<StandIn>, body: Bytes) -> Response {
    let commands = parse(&body);
    let (errors, found) = registration_problems(&commands);
    if !found.is_empty() {
        let mut inner = s.lock();
        inner.violations.extend(found.iter().map(|f| format!("command registration: {f}")));
        inner.refused_commands.extend(found);
        drop(inner);
        s.touch();
        let body = json!({ "code": 50035, "errors": errors, "message": "Invalid Form Body" });
        return (StatusCode::BAD_REQUEST, Json(body)).into_response();
    }
    let out: Vec<Value> = commands
        .as_array()
        .into_iter()
        .flatten()
        .enumerate()
        .map(|(i, c)| {
            let mut c = c.clone();
            c["id"] = json!((400_000_000_000_000_004u64 + i as u64).to_string());
            c["application_id"] = json!(APP.to_string());
            c["version"] = json!("1");
            c["type"] = json!(1);
            c["default_member_permissions"] = Value::Null;
            c
        })
        .collect();
    s.lock().command_puts.push(commands);
    s.touch();
    Json(Value::Array(out)).into_response()
}

async fn callback(
    State(s): State<StandIn>,
    Path((_id, token)): Path<(String, String)>,
    body: Bytes,
) -> Response {
    let body = parse(&body);
    let kind = body["type"].as_u64().unwrap_or(0);
    let data = body.get("data").cloned().unwrap_or(Value::Null);
    let delay = {
        let mut inner = s.lock();
        inner.callbacks_started += 1;
        inner.callback_delay
    };
    if !delay.is_zero() {
        tokio::time::sleep(delay).await;
    }
    let response = {
        let mut inner = s.lock();
        let Some(ix) = inner.interactions.get(&token).cloned() else {
            return discord_error(StatusCode::NOT_FOUND, 10062, "Unknown interaction");
        };
        if ix.callback.is_some() {
            return discord_error(
                StatusCode::BAD_REQUEST,
                40060,
                "Interaction has already been acknowledged.",
            );
        }
        let took = ix.sent.elapsed();
        if took > FIRST_ANSWER {
            inner.violations.push(format!("interaction answered after {took:?}"));
        }
        let mut ix = ix;
        ix.callback = Some((kind, took));
        ix.data = Some(data.clone());
        match kind {
            4 | 5 => {
                let id = inner.id();
                let mut m = Msg {
                    id,
                    channel: ix.channel,
                    content: String::new(),
                    embeds: json!([]),
                    components: json!([]),
                    ephemeral: flags(&data) & EPHEMERAL != 0,
                    owner: None,
                    writes: 0,
                    history: Vec::new(),
                    pings: Vec::new(),
                    made_by: Some(ix.metadata()),
                };
                if m.ephemeral {
                    m.owner = Some(ix.user);
                }
                if kind == 4 {
                    apply(&mut m, &data);
                }
                inner.messages.insert(id, m);
                ix.original = Some(id);
                ix.thinking = kind == 5;
                ix.settled = kind == 4;
                inner.interactions.insert(token.clone(), ix);
                inner.record(if kind == 4 { "reply" } else { "defer" }, Some(id));
            }
            6 => {
                ix.original = ix.source;
                ix.settled = true;
                ix.acked = true;
                inner.interactions.insert(token.clone(), ix);
            }
            7 => {
                let Some(source) = ix.source.filter(|m| inner.messages.contains_key(m)) else {
                    return discord_error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
                };
                if let Some(m) = inner.messages.get_mut(&source) {
                    apply(m, &data);
                }
                ix.original = Some(source);
                ix.settled = true;
                inner.interactions.insert(token.clone(), ix);
                inner.record("update", Some(source));
            }
            8 => {
                ix.settled = true;
                inner.interactions.insert(token.clone(), ix);
            }
            other => {
                inner.violations.push(format!("unexpected interaction response type {other}"));
            }
        }
        StatusCode::NO_CONTENT.into_response()
    };
    s.touch();
    let ack_delay = s.lock().reply_ack_delay;
    if kind == 4 && !ack_delay.is_zero() {
        tokio::time::sleep(ack_delay).await;
    }
    response
}

async fn followup(
    State(s): State<StandIn>,
    Path((_app, token)): Path<(String, String)>,
    body: Bytes,
) -> Response {
    let data = parse(&body);
    let response = {
        let mut inner = s.lock();
        let (mut ix, headers) = match inner.webhook_call(&token) {
            Ok(found) => found,
            Err(refused) => return refused,
        };
        // The first follow-up after "thinking…" fills that message and keeps its visibility.
        let id = match (ix.thinking, ix.original) {
            (true, Some(original)) => {
                ix.thinking = false;
                original
            }
            _ => {
                let id = inner.id();
                let ephemeral = flags(&data) & EPHEMERAL != 0 && !ix.acked;
                if ix.acked && flags(&data) & EPHEMERAL != 0 {
                    inner.public_followups += 1;
                }
                ix.acked = false;
                inner.messages.insert(
                    id,
                    Msg {
                        id,
                        channel: ix.channel,
                        content: String::new(),
                        embeds: json!([]),
                        components: json!([]),
                        ephemeral,
                        owner: ephemeral.then_some(ix.user),
                        writes: 0,
                        history: Vec::new(),
                        pings: Vec::new(),
                        made_by: Some(ix.metadata()),
                    },
                );
                id
            }
        };
        if let Some(m) = inner.messages.get_mut(&id) {
            apply(m, &data);
        }
        ix.settled = true;
        inner.interactions.insert(token.clone(), ix);
        inner.record("followup", Some(id));
        with_headers(Json(message_json(&inner.messages[&id])).into_response(), &headers)
    };
    s.touch();
    response
}

async fn edit_webhook(
    State(s): State<StandIn>,
    Path((_app, token, message)): Path<(String, String, String)>,
    body: Bytes,
) -> Response {
    let data = parse(&body);
    let response = {
        let mut inner = s.lock();
        let (mut ix, headers) = match inner.webhook_call(&token) {
            Ok(found) => found,
            Err(refused) => return refused,
        };
        let id = if message == "@original" { ix.original } else { message.parse().ok() };
        let Some(id) = id.filter(|id| inner.messages.contains_key(id)) else {
            return discord_error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
        };
        if let Some(m) = inner.messages.get_mut(&id) {
            apply(m, &data);
        }
        ix.thinking = false;
        ix.settled = true;
        inner.interactions.insert(token.clone(), ix);
        inner.record("edit original", Some(id));
        with_headers(Json(message_json(&inner.messages[&id])).into_response(), &headers)
    };
    s.touch();
    response
}

/// Discord: an interaction's token deletes its answer or a follow-up, ephemeral ones too,
/// while it lives (15 minutes, and the process that got it).
async fn delete_webhook(
    State(s): State<StandIn>,
    Path((_app, token, message)): Path<(String, String, String)>,
) -> Response {
    let response = {
        let mut inner = s.lock();
        let (ix, headers) = match inner.webhook_call(&token) {
            Ok(found) => found,
            Err(refused) => return refused,
        };
        let id = if message == "@original" { ix.original } else { message.parse().ok() };
        // A token reaches its own answer and follow-ups only.
        let answers = |m: &Msg| {
            let made_by = m.made_by.as_ref().and_then(|v| v["id"].as_str()?.parse::<u64>().ok());
            Some(m.id) == ix.original || made_by == Some(ix.id)
        };
        let Some(id) = id.filter(|id| inner.messages.get(id).is_some_and(answers)) else {
            return discord_error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
        };
        // Recorded while it is there: whether it was public is the message's.
        inner.record("delete original", Some(id));
        let gone = inner.messages.remove(&id).expect("known");
        inner.deleted.push(gone);
        with_headers(StatusCode::NO_CONTENT.into_response(), &headers)
    };
    s.touch();
    response
}

async fn create_message(
    State(s): State<StandIn>,
    Path(channel): Path<u64>,
    body: Bytes,
) -> Response {
    let data = parse(&body);
    let response = {
        let mut inner = s.lock();
        let headers = match inner.rate(&format!("create:{channel}"), |l| l.create) {
            Ok(h) => h,
            Err(limited) => return limited,
        };
        // Discord: a nonce is at most 25 characters; with `enforce_nonce`, a nonce the same
        // author used in the past few minutes gets that message back, and nothing is made.
        let nonce = match &data["nonce"] {
            Value::String(n) => Some(n.clone()),
            Value::Number(n) => Some(n.to_string()),
            _ => None,
        };
        if let Some(nonce) = nonce.as_deref().filter(|n| n.chars().count() > 25) {
            inner.violations.push(format!("a nonce of more than 25 characters: {nonce}"));
        }
        let enforced = data["enforce_nonce"].as_bool() == Some(true);
        if let Some(nonce) = nonce.as_ref().filter(|_| enforced) {
            let recent = std::time::Duration::from_secs(120);
            if let Some((id, at)) = inner.nonces.get(nonce).copied() {
                if at.elapsed() < recent && inner.messages.contains_key(&id) {
                    inner.nonce_repeats += 1;
                    inner.record("create message (nonce seen)", Some(id));
                    let answer = Json(message_json(&inner.messages[&id])).into_response();
                    drop(inner);
                    s.touch();
                    return with_headers(answer, &headers);
                }
            }
        }
        let id = inner.id();
        if let Some(nonce) = nonce.filter(|_| enforced) {
            inner.nonces.insert(nonce, (id, std::time::Instant::now()));
        }
        let mut m = Msg {
            id,
            channel,
            content: String::new(),
            embeds: json!([]),
            components: json!([]),
            ephemeral: false,
            owner: None,
            writes: 0,
            history: Vec::new(),
            pings: Vec::new(),
            made_by: None,
        };
        apply(&mut m, &data);
        m.pings = data["allowed_mentions"]["users"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|u| u.as_str().and_then(|u| u.parse().ok()).or_else(|| u.as_u64()))
            .collect();
        inner.messages.insert(id, m);
        inner.record("create message", Some(id));
        if inner.lose_create_answers > 0 {
            inner.lose_create_answers -= 1;
            let lost = json!({ "message": "500: Internal Server Error", "code": 0 });
            let answer = (StatusCode::INTERNAL_SERVER_ERROR, Json(lost)).into_response();
            drop(inner);
            s.touch();
            return answer;
        }
        with_headers(Json(message_json(&inner.messages[&id])).into_response(), &headers)
    };
    s.touch();
    response
}

async fn edit_message(
    State(s): State<StandIn>,
    Path((channel, message)): Path<(u64, u64)>,
    body: Bytes,
) -> Response {
    let data = parse(&body);
    let response = {
        let mut inner = s.lock();
        let now = std::time::Instant::now();
        if inner.retry_at.is_some_and(|at| now < at) {
            inner.early_after_429 += 1;
        }
        if inner.limit_table_edits > 0 {
            inner.limit_table_edits -= 1;
            let wait = inner.forced_retry_after;
            inner.retry_at = Some(now + wait);
            *inner.limited.entry(format!("edit:{channel}")).or_default() += 1;
            let body = json!({
                "message": "You are being rate limited.",
                "retry_after": wait.as_secs_f64(),
                "global": false,
            });
            let headers = [
                ("retry-after", format!("{}", wait.as_secs_f64())),
                ("x-ratelimit-limit", "5".to_string()),
                ("x-ratelimit-remaining", "0".to_string()),
                ("x-ratelimit-reset-after", format!("{}", wait.as_secs_f64())),
                ("x-ratelimit-bucket", "table-edits".to_string()),
                ("x-ratelimit-scope", "user".to_string()),
            ];
            let mut response = (StatusCode::TOO_MANY_REQUESTS, Json(body)).into_response();
            for (name, value) in headers {
                if let Ok(value) = axum::http::HeaderValue::from_str(&value) {
                    response.headers_mut().insert(name, value);
                }
            }
            return response;
        }
        if inner.fail_table_edits > 0 {
            inner.fail_table_edits -= 1;
            return discord_error(
                StatusCode::INTERNAL_SERVER_ERROR,
                0,
                "500: Internal Server Error",
            );
        }
        let headers = match inner.rate(&format!("edit:{channel}"), |l| l.edit) {
            Ok(h) => h,
            Err(limited) => return limited,
        };
        match inner.messages.get_mut(&message).filter(|m| m.channel == channel) {
            Some(m) => apply(m, &data),
            None => return discord_error(StatusCode::NOT_FOUND, 10008, "Unknown Message"),
        }
        inner.record("edit message", Some(message));
        with_headers(Json(message_json(&inner.messages[&message])).into_response(), &headers)
    };
    s.touch();
    response
}

/// A message as Discord gives it back: its embeds with the `type` Discord adds; ephemeral
/// ones and another channel's are unknown here.
async fn read_message(
    State(s): State<StandIn>,
    Path((channel, message)): Path<(u64, u64)>,
) -> Response {
    let mut inner = s.lock();
    // Reads share the channel's edit bucket here: stricter than Discord, never laxer.
    let headers = match inner.rate(&format!("edit:{channel}"), |l| l.edit) {
        Ok(h) => h,
        Err(limited) => return limited,
    };
    let Some(m) = inner.messages.get(&message).filter(|m| m.channel == channel && !m.ephemeral)
    else {
        return discord_error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
    };
    let mut body = message_json(m);
    let mut embeds = m.embeds.clone();
    for embed in embeds.as_array_mut().into_iter().flatten() {
        embed["type"] = "rich".into();
    }
    body["embeds"] = embeds;
    body["components"] = m.components.clone();
    with_headers(Json(body).into_response(), &headers)
}

/// `GET /channels/{channel}/messages?limit=&before=`: the channel's messages, newest first, as
/// Discord lists them (1 to 100, 50 unless asked; ephemeral ones are nobody's to list).
async fn list_messages(State(s): State<StandIn>, Path(channel): Path<u64>, uri: Uri) -> Response {
    let mut limit = 50;
    let mut before = u64::MAX;
    for (name, value) in uri.query().unwrap_or("").split('&').filter_map(|p| p.split_once('=')) {
        let parsed = value.parse::<u64>();
        match (name, parsed) {
            ("limit", Ok(n)) if (1..=100).contains(&n) => limit = n as usize,
            ("before", Ok(id)) => before = id,
            ("limit" | "before", _) => {
                return discord_error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body")
            }
            _ => {}
        }
    }
    let mut inner = s.lock();
    // Reads share the channel's edit bucket here: stricter than Discord, never laxer.
    let headers = match inner.rate(&format!("edit:{channel}"), |l| l.edit) {
        Ok(h) => h,
        Err(limited) => return limited,
    };
    let mut listed: Vec<&Msg> = inner
        .messages
        .values()
        .filter(|m| m.channel == channel && !m.ephemeral && m.id < before)
        .collect();
    listed.sort_by_key(|m| std::cmp::Reverse(m.id));
    let body: Vec<Value> = listed
        .into_iter()
        .take(limit)
        .map(|m| {
            let mut body = message_json(m);
            body["embeds"] = m.embeds.clone();
            body["components"] = m.components.clone();
            body
        })
        .collect();
    with_headers(Json(Value::Array(body)).into_response(), &headers)
}

async fn delete_message(
    State(s): State<StandIn>,
    Path((channel, message)): Path<(u64, u64)>,
) -> Response {
    let response = {
        let mut inner = s.lock();
        let headers = match inner.rate(&format!("delete:{channel}"), |l| l.delete) {
            Ok(h) => h,
            Err(limited) => return limited,
        };
        match inner.messages.get(&message) {
            Some(m) if m.channel == channel && !m.ephemeral => {
                let gone = inner.messages.remove(&message).expect("known");
                inner.deleted.push(gone);
                inner.record("delete message", None);
                with_headers(StatusCode::NO_CONTENT.into_response(), &headers)
            }
            _ => discord_error(StatusCode::NOT_FOUND, 10008, "Unknown Message"),
        }
    };
    s.touch();
    response
}

async fn create_dm(State(s): State<StandIn>, body: Bytes) -> Response {
    let data = parse(&body);
    let Some(user) = data["recipient_id"].as_str().and_then(|u| u.parse::<u64>().ok()) else {
        return discord_error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body");
    };
    let response = {
        let mut inner = s.lock();
        let headers = match inner.rate("dm", |l| l.dm) {
            Ok(h) => h,
            Err(limited) => return limited,
        };
        let id = match inner.dms.get(&user) {
            Some(id) => *id,
            None => {
                let id = inner.id();
                inner.dms.insert(user, id);
                id
            }
        };
        let json = json!({
            "id": id.to_string(), "type": 1, "last_message_id": null,
            "recipients": [{ "id": user.to_string(), "username": "member", "discriminator": "0",
                             "global_name": null, "avatar": null, "bot": false }],
        });
        with_headers(Json(json).into_response(), &headers)
    };
    s.touch();
    response
}

async fn create_thread(
    State(s): State<StandIn>,
    Path(channel): Path<u64>,
    body: Bytes,
) -> Response {
    let delay = s.lock().thread_delay;
    tokio::time::sleep(delay).await;
    let data = parse(&body);
    let response = {
        let mut inner = s.lock();
        let id = inner.id();
        inner.threads.push(id);
        inner.thread_parents.insert(id, channel);
        let name = data["name"].as_str().unwrap_or_default().to_string();
        inner.thread_names.insert(id, name);
        // A thread is in its parent's guild.
        let guild = inner.guild_of(channel);
        inner.channel_guilds.insert(id, guild);
        Json(json!({
            "id": id.to_string(), "type": data["type"].as_u64().unwrap_or(11),
            "guild_id": guild.to_string(), "parent_id": channel.to_string(),
            "name": data["name"], "owner_id": APP.to_string(),
            "thread_metadata": { "archived": false, "auto_archive_duration": 1440,
                "archive_timestamp": "2025-01-01T00:00:00.000000+00:00", "locked": false },
        }))
        .into_response()
    };
    s.touch();
    response
}

async fn gateway(
    State(s): State<StandIn>,
    axum::extract::ConnectInfo(peer): axum::extract::ConnectInfo<SocketAddr>,
    ws: WebSocketUpgrade,
) -> Response {
    let process = s.process_of(peer);
    ws.on_upgrade(move |socket| session(s, socket, process))
}

/// What an IDENTIFY leads to: READY and the GUILD_CREATEs of its shard's guilds, or a close.
enum Identified {
    Ready(u32),
    Refused(u16, &'static str),
}

impl StandIn {
    /// Takes an IDENTIFY on a connection: checks its shard, makes it the shard's latest
    /// session, and queues READY (with the shard's guilds as unavailable stubs) and one
    /// GUILD_CREATE per guild.
    fn identify(
        &self,
        payload: &Value,
        tx: &mpsc::UnboundedSender<String>,
        process: Option<String>,
    ) -> Identified {
        let mut inner = self.lock();
        inner.identifies += 1;
        let number = inner.identifies;
        // No shard field is one session for everything: [0, 1].
        let shard = &payload["d"]["shard"];
        let (id, total) = match (shard.get(0).and_then(Value::as_u64), shard.get(1)) {
            _ if shard.is_null() => (0, 1),
            (Some(id), Some(total)) => (id, total.as_u64().unwrap_or(0)),
            _ => (u64::MAX, 0),
        };
        let multiple = u64::from(inner.shard_total_multiple.max(1));
        if total == 0 || id >= total || total > u64::from(u32::MAX) || total % multiple != 0 {
            inner.refused_identifies.push((4010, format!("shard {shard}")));
            return Identified::Refused(4010, "Invalid shard");
        }
        let (id, total) = (id as u32, total as u32);
        let guilds: Vec<u64> =
            inner.guilds.iter().copied().filter(|g| shard_of(Some(*g), total) == id).collect();
        if guilds.len() > inner.max_guilds_per_session {
            let why = format!("shard [{id}, {total}] would hold {} guilds", guilds.len());
            inner.refused_identifies.push((4011, why));
            return Identified::Refused(4011, "Sharding required");
        }
        if inner.conns.values().any(|c| c.info.open && c.info.shard == id && c.info.total == total)
        {
            // Discord lets both sessions run, each getting the shard's events: the product's
            // claims must keep this from happening.
            inner.duplicate_shards += 1;
        }
        inner.current.insert(id, number);
        let info = ShardConn { id: number, shard: id, total, process, open: true };
        inner.conns.insert(number, Conn { info, tx: tx.clone(), seq: 0 });
        let stubs: Vec<Value> =
            guilds.iter().map(|g| json!({ "id": g.to_string(), "unavailable": true })).collect();
        let ready = json!({
            "v": 10, "user": bot_user(), "guilds": stubs,
            "session_id": format!("session-{number}"),
            "resume_gateway_url": format!("ws://{}/gateway", self.addr),
            "shard": [id, total],
            "application": { "id": APP.to_string(), "flags": 0 },
        });
        let mut frames = vec![("READY", ready)];
        for g in guilds {
            frames.push(("GUILD_CREATE", inner.guild_create(g)));
        }
        if let Some(conn) = inner.conns.get_mut(&number) {
            for (event, data) in frames {
                conn.seq += 1;
                let frame = json!({ "op": 0, "t": event, "s": conn.seq, "d": data });
                let _ = conn.tx.send(frame.to_string());
            }
        }
        Identified::Ready(number)
    }
}

/// One gateway connection: HELLO, then IDENTIFY → READY, heartbeats, dispatches; it ends when
/// the client closes (the stand-in never closes first: serenity would spin), or when Discord
/// would refuse the IDENTIFY (it closes with the code).
async fn session(s: StandIn, mut socket: WebSocket, process: Option<String>) {
    let (tx, mut rx) = mpsc::unbounded_channel::<String>();
    s.lock().connections += 1;
    let mut number = None;
    let hello = json!({ "op": 10, "d": { "heartbeat_interval": 41_250 } }).to_string();
    if socket.send(WsMessage::Text(hello.into())).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            out = rx.recv() => {
                let Some(frame) = out else { break };
                if socket.send(WsMessage::Text(frame.into())).await.is_err() {
                    break;
                }
            }
            incoming = socket.recv() => {
                let Some(Ok(frame)) = incoming else { break };
                match frame {
                    WsMessage::Text(text) => {
                        let payload: Value = serde_json::from_str(text.as_str()).unwrap_or(Value::Null);
                        match payload["op"].as_u64() {
                            Some(1) => {
                                let ack = json!({ "op": 11 }).to_string();
                                let _ = tx.send(ack);
                            }
                            Some(2) => match s.identify(&payload, &tx, process.clone()) {
                                Identified::Ready(n) => number = Some(n),
                                Identified::Refused(code, reason) => {
                                    let close = axum::extract::ws::CloseFrame {
                                        code,
                                        reason: reason.into(),
                                    };
                                    let _ = socket.send(WsMessage::Close(Some(close))).await;
                                    break;
                                }
                            },
                            Some(6) => {
                                // No resuming here: the client identifies afresh.
                                s.lock().resumes += 1;
                                let _ = tx.send(json!({ "op": 9, "d": false }).to_string());
                            }
                            _ => {}
                        }
                    }
                    WsMessage::Close(_) => {
                        // The socket answers the Close by itself; reading on sends that answer
                        // and sees the end, as with Discord.
                        let _ = tokio::time::timeout(Duration::from_secs(1), async {
                            while let Some(Ok(_)) = socket.recv().await {}
                        })
                        .await;
                        s.lock().closes += 1;
                        s.touch();
                        break;
                    }
                    _ => {}
                }
            }
        }
    }
    if let Some(n) = number {
        if let Some(conn) = s.lock().conns.get_mut(&n) {
            conn.info.open = false;
        }
    }
    s.touch();
}

/// The member the table pings as the one to move.
pub fn to_move<'a>(table: &Msg, players: &'a [Member]) -> Option<&'a Member> {
    players.iter().find(|p| table.content.contains(&format!("<@{}>", p.id)))
}

/// [`StandIn::transcript`] of a stand-in's state.
fn transcript_of(inner: &Inner) -> String {
    // Deleted messages too, marked so: what a player saw before it went.
    let every: HashMap<u64, (&Msg, bool)> = inner
        .messages
        .values()
        .map(|m| (m.id, (m, false)))
        .chain(inner.deleted.iter().map(|m| (m.id, (m, true))))
        .collect();
    let mut all: Vec<(Instant, u64, usize)> = Vec::new();
    for (m, _) in every.values() {
        for (i, (t, _)) in m.history.iter().enumerate() {
            all.push((*t, m.id, i));
        }
    }
    all.sort();
    let start = all.first().map(|a| a.0);
    let mut out = String::new();
    for (t, id, i) in all {
        let (m, deleted) = every[&id];
        let at = start.map(|s| t.saturating_duration_since(s).as_secs_f64()).unwrap_or(0.0);
        let seen = match (m.ephemeral, m.owner) {
            (true, Some(o)) => format!("only {o}"),
            _ => "everyone".to_string(),
        };
        let how = if i == 0 { "new " } else { "edit" };
        out.push_str(&format!(
            "{at:7.2}s {how} #{id} in {} ({seen}; pings {:?}):\n  {}\n",
            m.channel,
            if i == 0 { m.pings.clone() } else { Vec::new() },
            m.history[i].1.replace('\n', "\n  ")
        ));
        if i + 1 == m.history.len() {
            let embeds = m.embeds.to_string();
            if embeds != "null" && embeds != "[]" {
                out.push_str(&format!("  embeds now: {embeds}\n"));
            }
            out.push_str(&format!("  buttons now: {:?}\n", m.buttons()));
            if !m.links().is_empty() {
                out.push_str(&format!("  links now: {:?}\n", m.links()));
            }
            if deleted {
                out.push_str("  deleted since\n");
            }
        }
    }
    out
}

impl Drop for Inner {
    fn drop(&mut self) {
        if let Some(stem) = &self.transcript_to {
            write_transcript(stem, &transcript_of(self));
        }
    }
}
