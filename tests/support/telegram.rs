//! A local stand-in for the Telegram Bot API, for end-to-end tests of `tablic serve`.
//!
//! It speaks the Bot API over HTTP on 127.0.0.1 (`POST /bot{TOKEN}/{method}` with JSON bodies)
//! and keeps a small world: chats, users, every message with its edit history, callback answers,
//! and the bot's registered commands. Tests inject updates (messages, button presses) that the
//! bot's real teloxide long polling fetches with `getUpdates`, then read what the bot sent.
//!
//! Or, once the bot has called `setWebhook`, the stand-in POSTs each update to the webhook URL as
//! Telegram does: one update a request, JSON, the secret in `X-Telegram-Bot-Api-Secret-Token`;
//! an update leaves the queue only when the bot answers 2xx, otherwise it is delivered again
//! after a pause (0.2 s doubling up to 2 s here; Telegram's pauses are longer), and the failure
//! shows in `getWebhookInfo` (`last_error_message`, `pending_update_count`). Deliveries keep
//! order within a chat (the next one waits for the previous one's answer) and run in parallel
//! across chats up to `max_connections`; only the kinds in `allowed_updates` are delivered (by
//! polling too: the kinds `getUpdates` last asked for, as Telegram keeps them; without a list,
//! Telegram's default, every kind but `chat_member` and the reactions). Updates of other kinds
//! are dropped, as Telegram never sends them.
//! While a webhook is set `getUpdates` is refused with 409 Conflict. `setWebhook` comes as
//! multipart form data, as teloxide sends it. Like a self-hosted Bot API server (which is what
//! `TABLIC_TELEGRAM_API_URL` points at), it accepts a plain-HTTP webhook on any port.
//!
//! It enforces what matters to the adapter:
//! - a private chat accepts messages only once its user has "started" the bot, else 403
//!   `Forbidden: bot can't initiate conversation with a user`;
//! - an edit that changes nothing gets 400 `message is not modified`, and an edit without
//!   `reply_markup` removes the keyboard, as Telegram does;
//! - Telegram's flood limits ([`Limits`]): calls per rolling window to a group (sends, edits and
//!   deletes alike: Telegram counts edits toward a group's 20 a minute), to a private chat (about
//!   one a second), and overall (about 30 a second), each answered with 429 and a `retry_after`
//!   when exceeded; a request to a chat that arrives before the `retry_after` it was given has
//!   passed is counted as early. `deleteMessage` deletes;
//! - an update can be delivered again with its `update_id` ([`StandIn::redeliver`]), as Telegram
//!   does after a restart when the bot had not confirmed it;
//! - a message can be made inaccessible ([`StandIn::make_inaccessible`],
//!   [`StandIn::age_messages`]), as one grows too old for Telegram to send along: a press on it
//!   carries only `{"chat", "message_id", "date": 0}` (an `InaccessibleMessage`: no text, no
//!   keyboard, no topic). Everything else about the message stays as it was.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::collections::{BTreeMap, HashMap, HashSet, VecDeque};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use crate::transcripts::{transcript_file, write_transcript};
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::sync::watch;

/// The bot's token in tests (shaped like a real one, so teloxide's redaction applies).
pub const TOKEN: &str = "1234567890:AAHtEsT-sEcReT_0123456789abcdefghijkl";
/// The bot's user id.
pub const BOT_ID: u64 = 1234567890;
/// The bot's username.
pub const BOT_NAME: &str = "tablic_test_bot";
/// The `date` of every message (non-zero: 0 marks an inaccessible one, see
/// [`StandIn::make_inaccessible`]).
const DATE: i64 = 1_763_700_000;

/// A person.
#[derive(Clone, Debug)]
pub struct Person {
    /// Telegram user id (also their private chat's id).
    pub id: u64,
    /// First name.
    pub name: String,
    /// Their client's language (`language_code` of every update from them): `en`, `ro`, `hr`…;
    /// empty when their client sends none.
    pub lang: String,
}

/// A chat the stand-in knows.
#[derive(Clone, Debug)]
pub struct ChatInfo {
    /// Chat id.
    pub id: i64,
    /// `private`, `group` or `supergroup`.
    pub kind: &'static str,
    /// Group title.
    pub title: String,
    /// A forum supergroup (topics).
    pub forum: bool,
    /// Group admins (user ids); the first is the owner.
    pub admins: Vec<u64>,
}

/// One message, as it stands now, with every earlier version.
#[derive(Clone, Debug)]
pub struct Msg {
    /// Chat id.
    pub chat: i64,
    /// Message id within the chat.
    pub id: i32,
    /// Forum topic.
    pub thread: Option<i32>,
    /// Sent by the bot.
    pub from_bot: bool,
    /// Sender (users).
    pub from: Option<u64>,
    /// Current text.
    pub text: String,
    /// Current keyboard (`reply_markup`).
    pub markup: Option<Value>,
    /// The formatting the bot gave its current text (`entities`), if any.
    pub entities: Option<Value>,
    /// Every version, first to current.
    pub versions: Vec<(String, Option<Value>)>,
    /// When each version was written.
    pub times: Vec<Instant>,
}

/// A button of a keyboard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    /// Its label.
    pub text: String,
    /// `callback_data`.
    pub data: Option<String>,
    /// A link.
    pub url: Option<String>,
}

impl Msg {
    /// The buttons of the current keyboard, row by row.
    pub fn buttons(&self) -> Vec<Button> {
        buttons_of(self.markup.as_ref())
    }

    /// The button whose data starts with `prefix`.
    pub fn button(&self, prefix: &str) -> Option<Button> {
        self.buttons()
            .into_iter()
            .find(|b| b.data.as_deref().is_some_and(|d| d.starts_with(prefix)))
    }
}

/// The buttons of a `reply_markup`.
pub fn buttons_of(markup: Option<&Value>) -> Vec<Button> {
    let Some(rows) = markup.and_then(|m| m.get("inline_keyboard")).and_then(Value::as_array) else {
        return Vec::new();
    };
    rows.iter()
        .filter_map(Value::as_array)
        .flatten()
        .map(|b| Button {
            text: b.get("text").and_then(Value::as_str).unwrap_or("").to_string(),
            data: b.get("callback_data").and_then(Value::as_str).map(str::to_string),
            url: b.get("url").and_then(Value::as_str).map(str::to_string),
        })
        .collect()
}

/// One request the bot made.
#[derive(Clone, Debug)]
pub struct Logged {
    /// Method, lower case.
    pub method: String,
    /// Its `chat_id`, if any.
    pub chat: Option<i64>,
    /// The HTTP status answered.
    pub status: u16,
    /// The body.
    pub body: Value,
    /// When.
    pub at: Instant,
}

/// Everything the stand-in holds.
#[derive(Default)]
pub struct World {
    next_update: i64,
    updates: VecDeque<Value>,
    /// Users by id.
    pub users: HashMap<u64, Person>,
    /// Chats by id.
    pub chats: HashMap<i64, ChatInfo>,
    /// Users who started the bot.
    pub started: HashSet<u64>,
    /// Messages by (chat, id).
    pub messages: BTreeMap<(i64, i32), Msg>,
    next_message: HashMap<i64, i32>,
    /// Forum topics' names by (chat, thread): every message in a named topic replies to the
    /// topic's creation, which names it, as Telegram sends them.
    pub topic_names: HashMap<(i64, i32), String>,
    /// Every request from the bot except `getUpdates`.
    pub log: Vec<Logged>,
    /// Callback answers by query id (each answer's body).
    pub answers: HashMap<String, Vec<Value>>,
    /// Queries injected, in order.
    pub queries: Vec<String>,
    next_query: u64,
    /// The bot's commands from `setMyCommands` without a `language_code` (the default list).
    pub commands: Option<Value>,
    /// The bot's commands from `setMyCommands` for one `language_code`.
    pub commands_by_lang: HashMap<String, Value>,
    limits: Limits,
    /// A chat's own limit, in place of its kind's.
    chat_limits: HashMap<i64, (usize, Duration)>,
    recent: HashMap<i64, VecDeque<Instant>>,
    overall: VecDeque<Instant>,
    frozen: HashMap<i64, Instant>,
    /// 429s answered.
    pub throttled: usize,
    /// 429s answered, by chat (0: the overall limit).
    pub throttled_in: HashMap<i64, usize>,
    /// Requests to a chat that arrived before its announced `retry_after` had passed.
    pub early: usize,
    /// Messages the bot deleted, as they were.
    pub deleted: Vec<Msg>,
    /// Every update ever queued, by id (to deliver one again).
    sent_updates: HashMap<i64, Value>,
    /// `getUpdates` calls.
    pub polls: usize,
    /// The update kinds the bot last asked `getUpdates` for (teloxide asks in its first call
    /// only: Telegram keeps the setting); `None` or empty: Telegram's default.
    pub poll_kinds: Option<Vec<String>>,
    /// The kinds of the updates dropped undelivered, because the bot did not ask for them.
    pub not_asked_for: Vec<String>,
    /// The webhook set with `setWebhook`: updates go there instead of to `getUpdates`.
    pub webhook: Option<WebhookSet>,
    /// Every webhook delivery, in the order they ended.
    pub deliveries: Vec<Delivery>,
    /// When (Unix seconds) and why the last delivery failed.
    pub webhook_error: Option<(i64, String)>,
    /// Updates being delivered.
    in_flight: HashSet<i64>,
    /// Failed deliveries by update: how many, and when the next may go.
    retries: HashMap<i64, (u32, Instant)>,
    /// Messages Telegram no longer sends along with a press on them.
    inaccessible: HashSet<(i64, i32)>,
    /// Every message first written before this is inaccessible too.
    inaccessible_before: Option<Instant>,
    /// Where the transcript goes when the stand-in ends ([`transcript_file`]).
    transcript_to: Option<std::path::PathBuf>,
}

impl Drop for World {
    fn drop(&mut self) {
        if let Some(stem) = &self.transcript_to {
            write_transcript(stem, &transcript_of(self));
        }
    }
}

/// Telegram's flood limits as the stand-in enforces them: at most N calls (sends, edits and
/// deletes) in any rolling window, per group, per private chat, and overall.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Per group.
    pub group: Option<(usize, Duration)>,
    /// Per private chat.
    pub private: Option<(usize, Duration)>,
    /// Over all chats.
    pub overall: Option<(usize, Duration)>,
}

impl Limits {
    /// Telegram's: 20 a minute in a group, one a second in a private chat, 30 a second overall.
    pub fn telegram() -> Limits {
        Limits {
            group: Some((20, Duration::from_secs(60))),
            private: Some((1, Duration::from_secs(1))),
            overall: Some((30, Duration::from_secs(1))),
        }
    }

    /// Ten times Telegram's rates (for tests that play whole games): 200 a minute in a group,
    /// one per 100 ms in a private chat, 300 a second overall. [`Limits::bot_env`] tells the bot.
    pub fn fast() -> Limits {
        Limits {
            group: Some((200, Duration::from_secs(60))),
            private: Some((1, Duration::from_millis(100))),
            overall: Some((300, Duration::from_secs(1))),
        }
    }

    /// No limits at all.
    pub fn none() -> Limits {
        Limits { group: None, private: None, overall: None }
    }

    /// The bot's configuration for these limits (its defaults are Telegram's).
    pub fn bot_env(&self) -> Vec<(&'static str, String)> {
        let mut env = Vec::new();
        if let Some((n, w)) = self.group {
            let per_minute = (n as f64 * 60.0 / w.as_secs_f64()).floor() as u64;
            env.push(("TABLIC_TELEGRAM__GROUP_CALLS_PER_MINUTE", per_minute.to_string()));
        }
        if let Some((n, w)) = self.private {
            let ms = (w.as_millis() as u64).div_ceil(n as u64);
            env.push(("TABLIC_TELEGRAM__PRIVATE_INTERVAL_MS", ms.to_string()));
        }
        if let Some((n, w)) = self.overall {
            let per_second = (n as f64 / w.as_secs_f64()).floor() as u64;
            env.push(("TABLIC_TELEGRAM__CALLS_PER_SECOND", per_second.to_string()));
        }
        env
    }
}

impl Default for Limits {
    fn default() -> Limits {
        Limits::none()
    }
}

/// A webhook as `setWebhook` left it.
#[derive(Clone, Debug)]
pub struct WebhookSet {
    /// Where updates are POSTed.
    pub url: String,
    /// The secret sent with each delivery.
    pub secret: Option<String>,
    /// Deliveries at once.
    pub max_connections: usize,
    /// The update kinds delivered (`None`: all).
    pub allowed_updates: Option<Vec<String>>,
}

/// One delivery to the webhook.
#[derive(Clone, Debug)]
pub struct Delivery {
    /// Its `update_id`.
    pub update: i64,
    /// The bot's HTTP status, or `None` when it gave no answer (refused, reset, timed out).
    pub status: Option<u16>,
    /// The secret header sent.
    pub secret: Option<String>,
}

impl Delivery {
    /// Whether the bot took it.
    pub fn accepted(&self) -> bool {
        self.status.is_some_and(|s| (200..300).contains(&s))
    }
}

impl World {
    /// The bot's messages in a chat (a topic, if given), oldest first.
    pub fn bot_messages(&self, chat: i64, thread: Option<i32>) -> Vec<&Msg> {
        self.messages
            .range((chat, i32::MIN)..=(chat, i32::MAX))
            .map(|(_, m)| m)
            .filter(|m| m.from_bot && (thread.is_none() || m.thread == thread))
            .collect()
    }

    /// The bot's latest message in a chat whose text starts with `prefix`.
    pub fn latest(&self, chat: i64, thread: Option<i32>, prefix: &str) -> Option<&Msg> {
        self.bot_messages(chat, thread).into_iter().rev().find(|m| m.text.starts_with(prefix))
    }

    /// The answers to a query.
    pub fn answer(&self, query: &str) -> Option<&Value> {
        self.answers.get(query).and_then(|a| a.first())
    }

    /// Deliveries of an update, in order.
    pub fn deliveries_of(&self, update: i64) -> Vec<&Delivery> {
        self.deliveries.iter().filter(|d| d.update == update).collect()
    }

    /// The id of the latest update injected.
    pub fn last_update(&self) -> i64 {
        self.next_update - 1
    }

    /// Updates not yet taken by the bot (`getWebhookInfo`'s `pending_update_count`).
    pub fn pending(&self) -> usize {
        self.updates.len()
    }

    /// Whether a press on the message carries only its chat and id.
    pub fn is_inaccessible(&self, chat: i64, message: i32) -> bool {
        let aged = |m: &Msg| {
            let first = m.times.first();
            self.inaccessible_before.is_some_and(|before| first.is_some_and(|t| *t < before))
        };
        self.inaccessible.contains(&(chat, message))
            || self.messages.get(&(chat, message)).is_some_and(aged)
    }

    /// Sends and edits logged for a chat.
    pub fn writes_to(&self, chat: i64) -> usize {
        self.log.iter().filter(|l| l.chat == Some(chat) && is_write(&l.method)).count()
    }
}

fn is_write(method: &str) -> bool {
    matches!(method, "sendmessage" | "editmessagetext" | "editmessagereplymarkup" | "deletemessage")
}

struct Shared {
    world: Mutex<World>,
    version: watch::Sender<u64>,
}

/// A running stand-in.
#[derive(Clone)]
pub struct StandIn {
    shared: Arc<Shared>,
    /// Its base URL, for `TABLIC_TELEGRAM_API_URL`.
    pub url: String,
}

fn lock(shared: &Shared) -> MutexGuard<'_, World> {
    shared.world.lock().unwrap_or_else(|p| p.into_inner())
}

impl StandIn {
    /// Starts a stand-in on 127.0.0.1 that enforces `limits`.
    pub async fn start(limits: Limits) -> StandIn {
        // Set field by field: a world that writes its transcript when dropped cannot be built
        // from another by `..`.
        let mut world = World::default();
        world.limits = limits;
        world.next_update = 1;
        world.transcript_to = transcript_file("telegram");
        let (version, _) = watch::channel(0);
        let shared = Arc::new(Shared { world: Mutex::new(world), version });
        let app =
            Router::new().route("/{token}/{method}", post(handle)).with_state(Arc::clone(&shared));
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        tokio::spawn(webhook_deliveries(Arc::clone(&shared)));
        StandIn { shared, url }
    }

    fn changed(&self) {
        self.shared.version.send_modify(|v| *v += 1);
    }

    /// Reads the world.
    pub fn with<T>(&self, f: impl FnOnce(&World) -> T) -> T {
        f(&lock(&self.shared))
    }

    /// Adds a person whose client is in English; `started`: they have opened the private chat
    /// with the bot.
    pub fn person(&self, id: u64, name: &str, started: bool) -> Person {
        self.person_speaking(id, name, started, "en")
    }

    /// Adds a person whose client's `language_code` is `lang`.
    pub fn person_speaking(&self, id: u64, name: &str, started: bool, lang: &str) -> Person {
        let person = Person { id, name: name.to_string(), lang: lang.to_string() };
        let mut w = lock(&self.shared);
        w.users.insert(id, person.clone());
        w.chats.insert(
            id as i64,
            ChatInfo {
                id: id as i64,
                kind: "private",
                title: String::new(),
                forum: false,
                admins: vec![],
            },
        );
        if started {
            w.started.insert(id);
        }
        person
    }

    /// Adds a group (`forum`: a supergroup with topics).
    pub fn group(&self, id: i64, title: &str, forum: bool, admins: &[u64]) {
        let kind = if id < -1_000_000_000_000 { "supergroup" } else { "group" };
        lock(&self.shared).chats.insert(
            id,
            ChatInfo { id, kind, title: title.to_string(), forum, admins: admins.to_vec() },
        );
    }

    /// Names a forum topic (the thread of its creation's service message): its messages tell
    /// it from now on.
    pub fn name_topic(&self, chat: i64, thread: i32, name: &str) {
        lock(&self.shared).topic_names.insert((chat, thread), name.to_string());
    }

    /// A person writes `text` in a chat (a topic, if given). Returns the message id.
    pub fn say(&self, chat: i64, thread: Option<i32>, from: &Person, text: &str) -> i32 {
        let id = {
            let mut w = lock(&self.shared);
            let id = next_id(&mut w, chat);
            let msg = Msg {
                chat,
                id,
                thread,
                from_bot: false,
                from: Some(from.id),
                text: text.to_string(),
                markup: None,
                entities: None,
                versions: vec![(text.to_string(), None)],
                times: vec![Instant::now()],
            };
            let mut json = message_json(&w, &msg);
            if text.starts_with('/') {
                let len = text.split_whitespace().next().map_or(0, |c| c.encode_utf16().count());
                json["entities"] = json!([{ "type": "bot_command", "offset": 0, "length": len }]);
            }
            w.messages.insert((chat, id), msg);
            push_update(&mut w, json!({ "message": json }));
            id
        };
        self.changed();
        id
    }

    /// A person opens the private chat with a deep link's payload (or none): Telegram sends
    /// `/start <payload>` for them.
    pub fn start_private(&self, who: &Person, payload: Option<&str>) {
        lock(&self.shared).started.insert(who.id);
        let text = match payload {
            Some(p) => format!("/start {p}"),
            None => "/start".into(),
        };
        self.say(who.id as i64, None, who, &text);
    }

    /// The bot's own membership of a group changes from `was` to `now` (`left`, `member`,
    /// `administrator`, `kicked`), by `by`'s doing: Telegram's `my_chat_member` update (the bot
    /// added to a group is `left` → `member`; made an admin, `member` → `administrator`).
    pub fn bot_membership(&self, chat: i64, by: &Person, was: &str, now: &str) {
        self.membership_update("my_chat_member", chat, by, BOT_ID, was, now);
    }

    /// Another member's membership of a group changes from `was` to `now`: Telegram's
    /// `chat_member` update, sent only to a bot that asked for it by name.
    pub fn member_changed(&self, chat: i64, by: &Person, user: u64, was: &str, now: &str) {
        self.membership_update("chat_member", chat, by, user, was, now);
    }

    fn membership_update(
        &self,
        kind: &str,
        chat: i64,
        by: &Person,
        user: u64,
        was: &str,
        now: &str,
    ) {
        {
            let mut w = lock(&self.shared);
            let change = json!({
                "chat": chat_json(&w, chat),
                "from": user_json(&w, by.id),
                "date": DATE,
                "old_chat_member": status_json(&w, user, was),
                "new_chat_member": status_json(&w, user, now),
            });
            push_update(&mut w, json!({ kind: change }));
        }
        self.changed();
    }

    /// A person presses a button with `data` on a message. Returns the query id.
    pub fn press(&self, chat: i64, message: i32, who: &Person, data: &str) -> String {
        self.press_seen(chat, message, None, who, data)
    }

    /// [`StandIn::press`] on the message as it was in its `version` (0: as first written):
    /// a press made on a client that had not yet shown a later edit, arriving after it.
    pub fn press_as_it_was(
        &self,
        chat: i64,
        message: i32,
        version: usize,
        who: &Person,
        data: &str,
    ) -> String {
        self.press_seen(chat, message, Some(version), who, data)
    }

    fn press_seen(
        &self,
        chat: i64,
        message: i32,
        version: Option<usize>,
        who: &Person,
        data: &str,
    ) -> String {
        let query = {
            let mut w = lock(&self.shared);
            w.next_query += 1;
            let query = format!("q{}", w.next_query);
            let msg_json = match w.messages.get(&(chat, message)) {
                // Too old (or otherwise unavailable): Telegram's `InaccessibleMessage`.
                _ if w.is_inaccessible(chat, message) => json!({
                    "chat": chat_json(&w, chat), "message_id": message, "date": 0,
                }),
                Some(m) => match version.and_then(|v| m.versions.get(v)) {
                    Some((text, markup)) => {
                        let was = Msg { text: text.clone(), markup: markup.clone(), ..m.clone() };
                        message_json(&w, &was)
                    }
                    None => message_json(&w, m),
                },
                // A message we never saw: still well formed, as a forged request would be.
                None => json!({
                    "message_id": message, "date": DATE,
                    "chat": chat_json(&w, chat), "text": "?",
                }),
            };
            let from = user_json(&w, who.id);
            push_update(
                &mut w,
                json!({ "callback_query": {
                    "id": query, "from": from, "message": msg_json,
                    "chat_instance": format!("ci{chat}"), "data": data,
                }}),
            );
            w.queries.push(query.clone());
            query
        };
        self.changed();
        query
    }

    /// From now on, a press on the message carries only its chat and id (with `date` 0), as
    /// Telegram sends a message too old or otherwise unavailable to the bot.
    pub fn make_inaccessible(&self, chat: i64, message: i32) {
        lock(&self.shared).inaccessible.insert((chat, message));
    }

    /// Every message written so far becomes inaccessible, as after 48 hours (or whatever
    /// Telegram's servers keep for the bot): later ones are not.
    pub fn age_messages(&self) {
        lock(&self.shared).inaccessible_before = Some(Instant::now());
    }

    /// A message update from `from` in `chat`, with a fresh `update_id`, that is not queued: what
    /// someone who is not Telegram would post to the bot's webhook.
    pub fn forge_message(&self, chat: i64, from: &Person, text: &str) -> Value {
        let update = {
            let mut w = lock(&self.shared);
            let msg = Msg {
                chat,
                id: 1,
                thread: None,
                from_bot: false,
                from: Some(from.id),
                text: text.to_string(),
                markup: None,
                entities: None,
                versions: Vec::new(),
                times: Vec::new(),
            };
            let id = w.next_update;
            w.next_update += 1;
            json!({ "update_id": id, "message": message_json(&w, &msg) })
        };
        update
    }

    /// Gives one chat a limit of its own (Telegram asking for less there).
    pub fn limit_chat(&self, chat: i64, limit: (usize, Duration)) {
        lock(&self.shared).chat_limits.insert(chat, limit);
    }

    /// Delivers an update again with its `update_id`, as Telegram does for one the bot had not
    /// confirmed before it stopped.
    pub fn redeliver(&self, update_id: i64) {
        {
            let mut w = lock(&self.shared);
            let update = w.sent_updates.get(&update_id).cloned().expect("an update sent before");
            w.updates.push_back(update);
        }
        self.changed();
    }

    /// The `update_id` of the update that carried a query.
    pub fn update_of_query(&self, query: &str) -> i64 {
        self.with(|w| {
            w.sent_updates
                .iter()
                .find(|(_, u)| u["callback_query"]["id"].as_str() == Some(query))
                .map(|(id, _)| *id)
                .expect("a query sent")
        })
    }

    /// Calls a Bot API method as a client would: the HTTP status and the JSON answer.
    pub async fn call(&self, method: &str, body: Value) -> (u16, Value) {
        let url = format!("{}/bot{TOKEN}/{method}", self.url);
        let (status, reply) =
            http_post(&url, &[], body.to_string().as_bytes(), Duration::from_secs(10))
                .await
                .unwrap();
        (status, serde_json::from_str(&reply).unwrap_or(Value::Null))
    }

    /// Waits until `f` finds something, or panics after `limit` with `what` and a dump.
    pub async fn wait<T>(
        &self,
        what: &str,
        limit: Duration,
        mut f: impl FnMut(&World) -> Option<T>,
    ) -> T {
        let mut rx = self.shared.version.subscribe();
        let deadline = tokio::time::Instant::now() + limit;
        loop {
            if let Some(found) = f(&lock(&self.shared)) {
                return found;
            }
            if tokio::time::timeout_at(deadline, rx.changed()).await.is_err() {
                let dump = self.dump();
                panic!("timed out waiting for {what}\n{dump}");
            }
        }
    }

    /// Waits for the answer to a query.
    pub async fn answer(&self, query: &str) -> Value {
        self.wait(&format!("the answer to {query}"), Duration::from_secs(10), |w| {
            w.answer(query).cloned()
        })
        .await
    }

    /// Waits until the bot has sent or edited nothing for `quiet`.
    pub async fn settle(&self, quiet: Duration) {
        loop {
            let before = self.with(|w| w.log.iter().filter(|l| is_write(&l.method)).count());
            tokio::time::sleep(quiet).await;
            let after = self.with(|w| w.log.iter().filter(|l| is_write(&l.method)).count());
            if before == after {
                return;
            }
        }
    }

    /// Every message in every chat, each version in the order written, as the people saw them
    /// (printed by the tests that play whole matches: run them with `--nocapture` to read).
    pub fn transcript(&self) -> String {
        transcript_of(&lock(&self.shared))
    }

    /// The bot's recent messages and requests, for failure reports.
    pub fn dump(&self) -> String {
        let w = lock(&self.shared);
        let mut out = String::from("── bot messages ──\n");
        for m in w.messages.values().filter(|m| m.from_bot) {
            let buttons: Vec<String> = m
                .buttons()
                .iter()
                .map(|b| {
                    format!("[{}|{}]", b.text, b.data.clone().or(b.url.clone()).unwrap_or_default())
                })
                .collect();
            out.push_str(&format!(
                "{}#{} t{:?}: {}\n    {}\n",
                m.chat,
                m.id,
                m.thread,
                m.text,
                buttons.join(" ")
            ));
        }
        if let Some(hook) = &w.webhook {
            out.push_str(&format!(
                "── webhook {} ({} pending, last error {:?}) ──\n",
                hook.url,
                w.updates.len(),
                w.webhook_error
            ));
            for d in w.deliveries.iter().rev().take(10).rev() {
                out.push_str(&format!("update {} → {:?}\n", d.update, d.status));
            }
        }
        out.push_str("── last requests ──\n");
        for l in w.log.iter().rev().take(15).rev() {
            out.push_str(&format!("{} {:?} {}\n", l.method, l.chat, l.status));
        }
        out
    }
}

/// [`StandIn::transcript`] of a world.
fn transcript_of(w: &World) -> String {
    // Messages deleted since are shown too, each marked so under its last version.
    let every: Vec<(&Msg, bool)> = w
        .messages
        .values()
        .map(|m| (m, false))
        .chain(w.deleted.iter().map(|m| (m, true)))
        .collect();
    let mut all: Vec<(Instant, usize, usize)> = Vec::new();
    for (n, (m, _)) in every.iter().enumerate() {
        for (i, t) in m.times.iter().enumerate() {
            all.push((*t, n, i));
        }
    }
    all.sort();
    let mut out = String::new();
    let start = all.first().map(|a| a.0);
    for (t, n, i) in all {
        let (m, deleted) = every[n];
        let (chat, id) = (m.chat, m.id);
        let Some((text, markup)) = m.versions.get(i) else { continue };
        let who = if m.from_bot { "bot".to_string() } else { format!("{:?}", m.from) };
        let how = if i == 0 { "new " } else { "edit" };
        let at = start.map(|s| t.saturating_duration_since(s).as_secs_f64()).unwrap_or(0.0);
        let buttons: Vec<String> =
            buttons_of(markup.as_ref()).into_iter().map(|b| format!("[{}]", b.text)).collect();
        out.push_str(&format!(
            "{at:7.2}s {how} chat {chat} #{id} by {who}:\n  {}\n  {}\n",
            text.replace('\n', "\n  "),
            buttons.join(" ")
        ));
        if deleted && i + 1 == m.versions.len() {
            out.push_str("  deleted since\n");
        }
    }
    out
}

fn next_id(w: &mut World, chat: i64) -> i32 {
    let id = w.next_message.entry(chat).or_insert(0);
    *id += 1;
    *id
}

fn push_update(w: &mut World, mut update: Value) {
    let id = w.next_update;
    update["update_id"] = json!(id);
    w.next_update += 1;
    w.sent_updates.insert(id, update.clone());
    w.updates.push_back(update);
}

fn user_json(w: &World, id: u64) -> Value {
    let name = w.users.get(&id).map_or_else(|| format!("user{id}"), |p| p.name.clone());
    let lang = w.users.get(&id).map_or("en", |p| p.lang.as_str());
    let mut user = json!({
        "id": id, "is_bot": false, "first_name": name, "username": name.to_lowercase(),
    });
    // A client may send no language at all.
    if !lang.is_empty() {
        user["language_code"] = json!(lang);
    }
    user
}

fn bot_json() -> Value {
    json!({
        "id": BOT_ID, "is_bot": true, "first_name": "Tablić", "username": BOT_NAME,
        "can_join_groups": true, "can_read_all_group_messages": false,
        "supports_inline_queries": false, "has_main_web_app": false,
    })
}

fn chat_json(w: &World, id: i64) -> Value {
    match w.chats.get(&id) {
        Some(c) if c.kind == "private" => {
            let name = w.users.get(&(id as u64)).map_or("someone", |p| p.name.as_str());
            json!({ "id": id, "type": "private", "first_name": name })
        }
        Some(c) if c.kind == "supergroup" => {
            json!({ "id": id, "type": "supergroup", "title": c.title, "is_forum": c.forum })
        }
        Some(c) => json!({ "id": id, "type": "group", "title": c.title }),
        None if id > 0 => json!({ "id": id, "type": "private", "first_name": "someone" }),
        None => json!({ "id": id, "type": "group", "title": "unknown" }),
    }
}

/// The formatting a request gives its text, if any.
fn entities_of(body: &Value) -> Option<Value> {
    body.get("entities").cloned().filter(|e| e.as_array().is_some_and(|e| !e.is_empty()))
}

fn message_json(w: &World, m: &Msg) -> Value {
    let from = if m.from_bot { bot_json() } else { user_json(w, m.from.unwrap_or(0)) };
    let mut json = json!({
        "message_id": m.id, "date": DATE, "chat": chat_json(w, m.chat),
        "from": from, "text": m.text,
    });
    if let Some(thread) = m.thread {
        json["message_thread_id"] = json!(thread);
        json["is_topic_message"] = json!(true);
        if let Some(name) = w.topic_names.get(&(m.chat, thread)) {
            json["reply_to_message"] = json!({
                "message_id": thread, "date": DATE, "chat": chat_json(w, m.chat),
                "from": user_json(w, 0), "message_thread_id": thread, "is_topic_message": true,
                "forum_topic_created": { "name": name, "icon_color": 7_322_096 },
            });
        }
    }
    if let Some(markup) = &m.markup {
        json["reply_markup"] = markup.clone();
    }
    if let Some(entities) = &m.entities {
        json["entities"] = entities.clone();
    }
    json
}

fn ok(result: Value) -> Response {
    Json(json!({ "ok": true, "result": result })).into_response()
}

fn fail(code: u16, description: &str, parameters: Option<Value>) -> Response {
    let mut body = json!({ "ok": false, "error_code": code, "description": description });
    if let Some(p) = parameters {
        body["parameters"] = p;
    }
    (StatusCode::from_u16(code).unwrap_or(StatusCode::BAD_REQUEST), Json(body)).into_response()
}

fn status_of(r: &Response) -> u16 {
    r.status().as_u16()
}

async fn handle(
    State(shared): State<Arc<Shared>>,
    Path((token, method)): Path<(String, String)>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    if token != format!("bot{TOKEN}") {
        return fail(401, "Unauthorized", None);
    }
    let method = method.to_ascii_lowercase();
    let content_type =
        headers.get("content-type").and_then(|v| v.to_str().ok()).unwrap_or("").to_string();
    let body: Value = if body.is_empty() {
        json!({})
    } else if content_type.starts_with("multipart/form-data") {
        match form_fields(&content_type, &body) {
            Some(v) => v,
            None => return fail(400, "Bad Request: malformed multipart form", None),
        }
    } else {
        match serde_json::from_slice(&body) {
            Ok(v) => v,
            Err(_) => return fail(400, "Bad Request: expected a JSON body", None),
        }
    };
    if method == "getupdates" {
        let conflict = {
            let mut w = lock(&shared);
            let refused = w.webhook.is_some();
            if refused {
                let body = body.clone();
                w.log.push(Logged {
                    method: method.clone(),
                    chat: None,
                    status: 409,
                    body,
                    at: Instant::now(),
                });
            }
            refused
        };
        if conflict {
            return fail(
                409,
                "Conflict: can't use getUpdates method while webhook is active; use \
                 deleteWebhook to delete the webhook first",
                None,
            );
        }
        return get_updates(&shared, &body).await;
    }
    let response = {
        let mut w = lock(&shared);
        let response = answer(&mut w, &method, &body);
        let chat = body.get("chat_id").and_then(Value::as_i64);
        let status = status_of(&response);
        w.log.push(Logged { method: method.clone(), chat, status, body, at: Instant::now() });
        response
    };
    shared.version.send_modify(|v| *v += 1);
    response
}

async fn get_updates(shared: &Shared, body: &Value) -> Response {
    let offset = body.get("offset").and_then(Value::as_i64).unwrap_or(0);
    let timeout = body.get("timeout").and_then(Value::as_u64).unwrap_or(0).min(30);
    let limit = body.get("limit").and_then(Value::as_u64).unwrap_or(100).clamp(1, 100) as usize;
    {
        let mut w = lock(shared);
        w.polls += 1;
        // Kept until asked otherwise, as Telegram keeps it.
        if let Some(Value::Array(kinds)) = body.get("allowed_updates") {
            w.poll_kinds =
                Some(kinds.iter().filter_map(Value::as_str).map(str::to_string).collect());
        }
    }
    shared.version.send_modify(|v| *v += 1);
    let mut rx = shared.version.subscribe();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(timeout);
    loop {
        {
            let mut w = lock(shared);
            // Updates below the offset are confirmed: Telegram forgets them.
            while w.updates.front().is_some_and(|u| u["update_id"].as_i64().unwrap_or(0) < offset) {
                w.updates.pop_front();
            }
            let asked = w.poll_kinds.clone();
            drop_not_asked_for(&mut w, asked.as_deref());
            if !w.updates.is_empty() || timeout == 0 {
                let batch: Vec<Value> = w.updates.iter().take(limit).cloned().collect();
                return ok(Value::Array(batch));
            }
        }
        if tokio::time::timeout_at(deadline, rx.changed()).await.is_err() {
            return ok(json!([]));
        }
    }
}

fn answer(w: &mut World, method: &str, body: &Value) -> Response {
    let chat = body.get("chat_id").and_then(Value::as_i64);
    match method {
        "getme" => ok(bot_json()),
        "getwebhookinfo" => ok(webhook_info(w)),
        "setwebhook" => set_webhook(w, body),
        "deletewebhook" => {
            if flag(body, "drop_pending_updates") {
                w.updates.clear();
            }
            w.webhook = None;
            ok(json!(true))
        }
        "setmycommands" => set_my_commands(w, body),
        "answercallbackquery" => {
            let id =
                body.get("callback_query_id").and_then(Value::as_str).unwrap_or("").to_string();
            w.answers.entry(id).or_default().push(body.clone());
            ok(json!(true))
        }
        "getchatmember" => {
            let (Some(chat), Some(user)) = (chat, body.get("user_id").and_then(Value::as_u64))
            else {
                return fail(400, "Bad Request: chat_id and user_id are required", None);
            };
            let admins = w.chats.get(&chat).map(|c| c.admins.clone()).unwrap_or_default();
            ok(member_json(w, user, &admins))
        }
        "getchatadministrators" => {
            let admins =
                chat.and_then(|c| w.chats.get(&c)).map(|c| c.admins.clone()).unwrap_or_default();
            ok(Value::Array(admins.iter().map(|u| member_json(w, *u, &admins)).collect()))
        }
        "sendmessage" | "editmessagetext" | "editmessagereplymarkup" | "deletemessage" => {
            let Some(chat) = chat else {
                return fail(400, "Bad Request: chat_id is required", None);
            };
            if let Some(refused) = flood_control(w, chat) {
                return refused;
            }
            match method {
                "sendmessage" => send(w, chat, body),
                "deletemessage" => delete(w, chat, body),
                _ => edit(w, chat, method, body),
            }
        }
        _ => fail(404, "Not Found: method not found", None),
    }
}

/// `getWebhookInfo`: optional fields only when they have a value, as Telegram answers.
fn webhook_info(w: &World) -> Value {
    let mut info = json!({
        "url": w.webhook.as_ref().map_or("", |h| h.url.as_str()),
        "has_custom_certificate": false,
        "pending_update_count": w.updates.len(),
    });
    if let Some(hook) = &w.webhook {
        info["max_connections"] = json!(hook.max_connections);
        if let Some(kinds) = &hook.allowed_updates {
            info["allowed_updates"] = json!(kinds);
        }
    }
    if let Some((date, message)) = &w.webhook_error {
        info["last_error_date"] = json!(date);
        info["last_error_message"] = json!(message);
    }
    info
}

/// `setWebhook`: an empty URL removes the webhook; otherwise an http(s) URL with a host, a
/// secret of 1–256 characters from `A-Z a-z 0-9 _ -`, 1–100 connections. Pending updates are
/// kept unless `drop_pending_updates`, and go out at once with the new settings.
fn set_webhook(w: &mut World, body: &Value) -> Response {
    let url = text_field(body, "url").unwrap_or_default();
    if url.is_empty() {
        w.webhook = None;
        return ok(json!(true));
    }
    let host = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"))
        .map(|rest| rest.split('/').next().unwrap_or(""))
        .unwrap_or("");
    if host.is_empty() {
        return fail(400, "Bad Request: bad webhook: invalid URL", None);
    }
    let secret = text_field(body, "secret_token");
    if let Some(secret) = &secret {
        let allowed = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'-';
        if !(1..=256).contains(&secret.len()) || !secret.bytes().all(allowed) {
            return fail(400, "Bad Request: secret token contains unallowed characters", None);
        }
    }
    let max_connections = match json_field(body, "max_connections") {
        None => 40,
        Some(n) => match n.as_u64() {
            Some(n @ 1..=100) => n as usize,
            _ => return fail(400, "Bad Request: max_connections must be 1-100", None),
        },
    };
    let allowed_updates = match json_field(body, "allowed_updates") {
        None => w.webhook.as_ref().and_then(|h| h.allowed_updates.clone()),
        Some(Value::Array(kinds)) => {
            Some(kinds.iter().filter_map(Value::as_str).map(str::to_string).collect())
        }
        Some(_) => return fail(400, "Bad Request: can't parse allowed updates", None),
    };
    if flag(body, "drop_pending_updates") {
        w.updates.clear();
    }
    w.webhook = Some(WebhookSet { url, secret, max_connections, allowed_updates });
    w.retries.clear();
    ok(json!(true))
}

/// A form or JSON field as text.
fn text_field(body: &Value, name: &str) -> Option<String> {
    match body.get(name)? {
        Value::String(s) => Some(s.clone()),
        other => Some(other.to_string()),
    }
}

/// A form field holding JSON (numbers, lists, booleans), or the JSON value itself.
fn json_field(body: &Value, name: &str) -> Option<Value> {
    match body.get(name)? {
        Value::String(s) => Some(serde_json::from_str(s).unwrap_or(Value::String(s.clone()))),
        other => Some(other.clone()),
    }
}

fn flag(body: &Value, name: &str) -> bool {
    json_field(body, name).is_some_and(|v| v == json!(true))
}

/// `multipart/form-data` fields as a JSON object of strings (no file parts are expected).
fn form_fields(content_type: &str, body: &[u8]) -> Option<Value> {
    let boundary =
        content_type.split(';').find_map(|p| p.trim().strip_prefix("boundary="))?.trim_matches('"');
    let text = std::str::from_utf8(body).ok()?;
    let mut fields = serde_json::Map::new();
    for part in text.split(&format!("--{boundary}")).skip(1) {
        if part.starts_with("--") {
            break;
        }
        let (head, value) = part.strip_prefix("\r\n")?.split_once("\r\n\r\n")?;
        let name = head.lines().find_map(|line| {
            let line = line.to_ascii_lowercase();
            line.starts_with("content-disposition")
                .then(|| head.split("name=\"").nth(1)?.split('"').next().map(str::to_string))
                .flatten()
        })?;
        let value = value.strip_suffix("\r\n").unwrap_or(value);
        fields.insert(name, Value::String(value.to_string()));
    }
    Some(Value::Object(fields))
}

/// The chat an update belongs to (deliveries keep order within it).
fn chat_of(update: &Value) -> i64 {
    let message = update
        .get("message")
        .or_else(|| update["callback_query"].get("message"))
        .or_else(|| update.get("my_chat_member"))
        .or_else(|| update.get("chat_member"));
    message
        .and_then(|m| m["chat"]["id"].as_i64())
        .or_else(|| update["callback_query"]["from"]["id"].as_i64())
        .unwrap_or(0)
}

/// The kind of an update: its one field besides `update_id`.
fn kind_of(update: &Value) -> &str {
    update.as_object().and_then(|o| o.keys().find(|k| *k != "update_id")).map_or("", |k| k)
}

/// Delivers queued updates to the webhook while one is set: in order within each chat, up to
/// `max_connections` at once, failed ones again after a pause.
async fn webhook_deliveries(shared: Arc<Shared>) {
    let mut changes = shared.version.subscribe();
    loop {
        changes.borrow_and_update();
        let next_retry = {
            let mut w = lock(&shared);
            let (jobs, next_retry) = due_deliveries(&mut w);
            for (id, update, hook) in jobs {
                tokio::spawn(deliver(Arc::clone(&shared), id, update, hook));
            }
            next_retry
        };
        match next_retry {
            Some(at) => {
                let _ = tokio::time::timeout_at(at.into(), changes.changed()).await;
            }
            None => {
                if changes.changed().await.is_err() {
                    return;
                }
            }
        }
    }
}

/// The updates to deliver now (marked in flight), and when the next waiting one is due.
fn due_deliveries(w: &mut World) -> (Vec<(i64, Value, WebhookSet)>, Option<Instant>) {
    let Some(hook) = w.webhook.clone() else { return (Vec::new(), None) };
    drop_not_asked_for(w, hook.allowed_updates.as_deref());
    let now = Instant::now();
    let mut busy: HashSet<i64> = HashSet::new();
    for u in &w.updates {
        if w.in_flight.contains(&u["update_id"].as_i64().unwrap_or(0)) {
            busy.insert(chat_of(u));
        }
    }
    let mut jobs = Vec::new();
    let mut next_retry: Option<Instant> = None;
    for u in &w.updates {
        let (id, chat) = (u["update_id"].as_i64().unwrap_or(0), chat_of(u));
        if w.in_flight.contains(&id) || busy.contains(&chat) {
            continue;
        }
        // Whatever happens to this one, later updates of its chat wait for it.
        busy.insert(chat);
        if let Some((_, at)) = w.retries.get(&id).filter(|(_, at)| *at > now) {
            next_retry = Some(next_retry.map_or(*at, |n| n.min(*at)));
            continue;
        }
        if w.in_flight.len() + jobs.len() >= hook.max_connections {
            break;
        }
        jobs.push((id, u.clone(), hook.clone()));
    }
    for (id, _, _) in &jobs {
        w.in_flight.insert(*id);
    }
    (jobs, next_retry)
}

/// One delivery: 2xx takes the update off the queue; anything else is recorded as
/// `getWebhookInfo` shows it and the update goes again after a pause.
async fn deliver(shared: Arc<Shared>, id: i64, update: Value, hook: WebhookSet) {
    let headers: Vec<(&str, &str)> = hook
        .secret
        .as_deref()
        .map(|s| ("X-Telegram-Bot-Api-Secret-Token", s))
        .into_iter()
        .collect();
    let body = update.to_string();
    let answer = http_post(&hook.url, &headers, body.as_bytes(), Duration::from_secs(30)).await;
    {
        let mut w = lock(&shared);
        w.in_flight.remove(&id);
        let status = answer.as_ref().ok().map(|(status, _)| *status);
        w.deliveries.push(Delivery { update: id, status, secret: hook.secret.clone() });
        match answer {
            Ok((status, _)) if (200..300).contains(&status) => {
                w.updates.retain(|u| u["update_id"].as_i64() != Some(id));
                w.retries.remove(&id);
            }
            failed => {
                let message = match failed {
                    Ok((status, _)) => format!(
                        "Wrong response from the webhook: {status} {}",
                        StatusCode::from_u16(status)
                            .ok()
                            .and_then(|s| s.canonical_reason())
                            .unwrap_or("")
                    ),
                    Err(e) => e,
                };
                let date = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_secs() as i64);
                w.webhook_error = Some((date, message));
                let tries = w.retries.get(&id).map_or(0, |(n, _)| *n) + 1;
                let pause = Duration::from_millis(100 << tries.min(4)).min(Duration::from_secs(2));
                w.retries.insert(id, (tries, Instant::now() + pause));
            }
        }
    }
    shared.version.send_modify(|v| *v += 1);
}

/// An HTTP/1.1 POST over plain TCP, read to the end: the status and the body, or what went
/// wrong in Telegram's words.
pub async fn http_post(
    url: &str,
    headers: &[(&str, &str)],
    body: &[u8],
    limit: Duration,
) -> Result<(u16, String), String> {
    let Some(rest) = url.strip_prefix("http://") else {
        return Err("SSL error: the stand-in delivers over plain HTTP only".into());
    };
    let (host, path) = rest.find('/').map_or((rest, "/"), |i| (&rest[..i], &rest[i..]));
    let exchange = async {
        let mut stream = tokio::net::TcpStream::connect(host)
            .await
            .map_err(|_| "Connection refused".to_string())?;
        let mut head = format!(
            "POST {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n",
            body.len()
        );
        for (name, value) in headers {
            head.push_str(&format!("{name}: {value}\r\n"));
        }
        head.push_str("\r\n");
        let lost = |_| "Connection reset by peer".to_string();
        stream.write_all(head.as_bytes()).await.map_err(lost)?;
        stream.write_all(body).await.map_err(lost)?;
        let mut reply = Vec::new();
        stream.read_to_end(&mut reply).await.map_err(lost)?;
        let reply = String::from_utf8_lossy(&reply).to_string();
        let status = reply
            .split(' ')
            .nth(1)
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| "Connection reset by peer".to_string())?;
        let body = reply.split_once("\r\n\r\n").map(|(_, b)| b.to_string()).unwrap_or_default();
        Ok((status, body))
    };
    tokio::time::timeout(limit, exchange).await.map_err(|_| "Read timeout expired".to_string())?
}

/// `setMyCommands`: a list for everyone, or for one two-letter `language_code`, as Telegram keeps
/// them; commands and descriptions within Telegram's limits.
fn set_my_commands(w: &mut World, body: &Value) -> Response {
    let Some(commands) = body.get("commands").and_then(Value::as_array) else {
        return fail(400, "Bad Request: commands must be an array", None);
    };
    for c in commands {
        let name = c.get("command").and_then(Value::as_str).unwrap_or("");
        let about = c.get("description").and_then(Value::as_str).unwrap_or("");
        let name_ok = (1..=32).contains(&name.len())
            && name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
        if !name_ok {
            return fail(400, "Bad Request: BOT_COMMAND_INVALID", None);
        }
        if !(1..=256).contains(&about.chars().count()) {
            return fail(400, "Bad Request: BOT_COMMAND_DESCRIPTION_INVALID", None);
        }
    }
    let commands = Value::Array(commands.clone());
    match body.get("language_code").and_then(Value::as_str).unwrap_or("") {
        "" => w.commands = Some(commands),
        code if code.len() == 2 && code.bytes().all(|b| b.is_ascii_lowercase()) => {
            w.commands_by_lang.insert(code.to_string(), commands);
        }
        _ => return fail(400, "Bad Request: invalid language code specified", None),
    }
    ok(json!(true))
}

/// A `ChatMember` of `user` (the bot's own for [`BOT_ID`]) with `status`.
fn status_json(w: &World, user: u64, status: &str) -> Value {
    let user_json = if user == BOT_ID { bot_json() } else { user_json(w, user) };
    match status {
        "administrator" => {
            let mut admin = member_json(w, user, &[0, user]);
            admin["user"] = user_json;
            admin
        }
        "kicked" => json!({ "status": "kicked", "user": user_json, "until_date": 0 }),
        other => json!({ "status": other, "user": user_json }),
    }
}

/// Whether Telegram sends an update of `kind` to a bot that asked for `asked`: by name, or
/// without a list (or an empty one) every kind but those it must name.
fn asked_for(asked: Option<&[String]>, kind: &str) -> bool {
    match asked {
        Some(kinds) if !kinds.is_empty() => kinds.iter().any(|k| k == kind),
        _ => !["chat_member", "message_reaction", "message_reaction_count"].contains(&kind),
    }
}

/// Drops the queued updates of kinds the bot did not ask for (`asked`), noting their kinds.
fn drop_not_asked_for(w: &mut World, asked: Option<&[String]>) {
    let mut dropped = Vec::new();
    w.updates.retain(|u| {
        let keep = asked_for(asked, kind_of(u));
        if !keep {
            dropped.push(kind_of(u).to_string());
        }
        keep
    });
    w.not_asked_for.extend(dropped);
}

fn member_json(w: &World, user: u64, admins: &[u64]) -> Value {
    let user_json = user_json(w, user);
    match admins.iter().position(|a| *a == user) {
        Some(0) => json!({ "status": "creator", "user": user_json, "is_anonymous": false }),
        Some(_) => json!({
            "status": "administrator", "user": user_json, "is_anonymous": false,
            "can_be_edited": false, "can_manage_chat": true, "can_change_info": true,
            "can_delete_messages": true, "can_manage_video_chats": true,
            "can_invite_users": true, "can_restrict_members": true, "can_promote_members": false,
        }),
        None => json!({ "status": "member", "user": user_json }),
    }
}

/// Telegram's limits: a call over a chat's limit (or the overall one) gets 429 with the
/// `retry_after` after which it would have been allowed; a request to a chat before its
/// `retry_after` is over is counted as early.
fn flood_control(w: &mut World, chat: i64) -> Option<Response> {
    let now = Instant::now();
    if w.frozen.get(&chat).is_some_and(|until| now < *until) {
        w.early += 1;
    }
    let kind = if chat < 0 { w.limits.group } else { w.limits.private };
    let limit = w.chat_limits.get(&chat).copied().or(kind);
    let overall = w.limits.overall;
    // The overall limit first: a call it refuses is not counted against its chat.
    if let Some((n, window)) = overall {
        while w.overall.front().is_some_and(|t| now.duration_since(*t) >= window) {
            w.overall.pop_front();
        }
        if w.overall.len() >= n {
            let free_at = w.overall.front().map_or(now, |t| *t + window);
            return Some(too_many(w, 0, chat, free_at.saturating_duration_since(now)));
        }
    }
    if let Some((n, window)) = limit {
        let recent = w.recent.entry(chat).or_default();
        while recent.front().is_some_and(|t| now.duration_since(*t) >= window) {
            recent.pop_front();
        }
        if recent.len() >= n {
            let free_at = recent.front().map_or(now, |t| *t + window);
            return Some(too_many(w, chat, chat, free_at.saturating_duration_since(now)));
        }
        recent.push_back(now);
    }
    if overall.is_some() {
        w.overall.push_back(now);
    }
    None
}

/// A 429 for `chat` with a whole number of seconds to wait (Telegram's `retry_after` is an
/// integer), counted under `counted` (0: the overall limit).
fn too_many(w: &mut World, counted: i64, chat: i64, wait: Duration) -> Response {
    let wait = wait.as_secs_f64().ceil().max(1.0) as u64;
    w.frozen.insert(chat, Instant::now() + Duration::from_secs(wait));
    w.throttled += 1;
    *w.throttled_in.entry(counted).or_default() += 1;
    fail(
        429,
        &format!("Too Many Requests: retry after {wait}"),
        Some(json!({ "retry_after": wait })),
    )
}

fn delete(w: &mut World, chat: i64, body: &Value) -> Response {
    let Some(id) = body.get("message_id").and_then(Value::as_i64).map(|i| i as i32) else {
        return fail(400, "Bad Request: message_id is required", None);
    };
    match w.messages.get(&(chat, id)) {
        Some(m) if m.from_bot || chat < 0 => {
            let gone = w.messages.remove(&(chat, id)).unwrap();
            w.deleted.push(gone);
            ok(json!(true))
        }
        Some(_) => fail(400, "Bad Request: message can't be deleted", None),
        None => fail(400, "Bad Request: message to delete not found", None),
    }
}

fn send(w: &mut World, chat: i64, body: &Value) -> Response {
    let Some(info) = w.chats.get(&chat).cloned() else {
        return fail(400, "Bad Request: chat not found", None);
    };
    if info.kind == "private" && !w.started.contains(&(chat as u64)) {
        return fail(403, "Forbidden: bot can't initiate conversation with a user", None);
    }
    let Some(text) = body.get("text").and_then(Value::as_str).filter(|t| !t.is_empty()) else {
        return fail(400, "Bad Request: message text is empty", None);
    };
    if text.chars().count() > 4096 {
        return fail(400, "Bad Request: message is too long", None);
    }
    if let Some(bad) = bad_markup(body.get("reply_markup")) {
        return fail(400, &bad, None);
    }
    let thread = body.get("message_thread_id").and_then(Value::as_i64).map(|t| t as i32);
    if thread.is_some() && !info.forum {
        return fail(400, "Bad Request: message thread not found", None);
    }
    // An answer to a message gone (deleted, or never there) is refused unless it may be sent
    // without it, as Telegram does.
    if let Some(reply) = body.get("reply_parameters") {
        let Some(to) = reply.get("message_id").and_then(Value::as_i64) else {
            return fail(400, "Bad Request: field \"message_id\" must be a Number", None);
        };
        let anyway = reply.get("allow_sending_without_reply").and_then(Value::as_bool);
        if !w.messages.contains_key(&(chat, to as i32)) && anyway != Some(true) {
            return fail(400, "Bad Request: message to be replied not found", None);
        }
    }
    let id = next_id(w, chat);
    let markup = body.get("reply_markup").cloned().filter(|m| !buttons_of(Some(m)).is_empty());
    let msg = Msg {
        chat,
        id,
        thread,
        from_bot: true,
        from: None,
        text: text.to_string(),
        markup: markup.clone(),
        entities: entities_of(body),
        versions: vec![(text.to_string(), markup)],
        times: vec![Instant::now()],
    };
    let json = message_json(w, &msg);
    w.messages.insert((chat, id), msg);
    ok(json)
}

fn edit(w: &mut World, chat: i64, method: &str, body: &Value) -> Response {
    let Some(id) = body.get("message_id").and_then(Value::as_i64).map(|i| i as i32) else {
        return fail(400, "Bad Request: message_id is required", None);
    };
    if let Some(bad) = bad_markup(body.get("reply_markup")) {
        return fail(400, &bad, None);
    }
    let Some(current) = w.messages.get(&(chat, id)).cloned() else {
        return fail(400, "Bad Request: message to edit not found", None);
    };
    if !current.from_bot {
        return fail(400, "Bad Request: message can't be edited", None);
    }
    let text = if method == "editmessagetext" {
        match body.get("text").and_then(Value::as_str).filter(|t| !t.is_empty()) {
            Some(t) => t.to_string(),
            None => return fail(400, "Bad Request: message text is empty", None),
        }
    } else {
        current.text.clone()
    };
    // Telegram: an edit without reply_markup removes the keyboard; one of the text without
    // entities, the formatting. Text, formatting and keyboard are what it compares.
    let markup = body.get("reply_markup").cloned().filter(|m| !buttons_of(Some(m)).is_empty());
    let entities =
        if method == "editmessagetext" { entities_of(body) } else { current.entities.clone() };
    if text == current.text && markup == current.markup && entities == current.entities {
        return fail(
            400,
            "Bad Request: message is not modified: specified new message content and reply markup \
             are exactly the same as a current content and reply markup of the message",
            None,
        );
    }
    let msg = w.messages.get_mut(&(chat, id)).unwrap();
    msg.text = text;
    msg.markup = markup.clone();
    msg.entities = entities;
    msg.versions.push((msg.text.clone(), markup));
    msg.times.push(Instant::now());
    let msg = msg.clone();
    ok(message_json(w, &msg))
}

/// Telegram's keyboard limits: `callback_data` 1–64 bytes, a URL on URL buttons.
fn bad_markup(markup: Option<&Value>) -> Option<String> {
    for b in buttons_of(markup) {
        match (&b.data, &b.url) {
            (Some(d), None) if !d.is_empty() && d.len() <= 64 => {}
            (None, Some(u)) if u.starts_with("https://") || u.starts_with("http://") => {}
            _ => return Some(format!("Bad Request: BUTTON_DATA_INVALID ({b:?})")),
        }
        if b.text.is_empty() {
            return Some("Bad Request: button text is empty".into());
        }
    }
    None
}

/// The bot process, `tablic serve` against a stand-in.
pub struct BotProcess {
    child: tokio::process::Child,
    /// Its stderr (the log).
    pub log: std::path::PathBuf,
}

impl BotProcess {
    /// Starts `tablic serve` with the database `db` (a file path), logging to `log`.
    pub fn spawn(
        stand_in: &StandIn,
        db: &std::path::Path,
        log: &std::path::Path,
        env: &[(String, String)],
    ) -> BotProcess {
        let stderr = std::fs::OpenOptions::new().create(true).append(true).open(log).unwrap();
        let child = tokio::process::Command::new(env!("CARGO_BIN_EXE_tablic"))
            .arg("serve")
            .env_remove("DISCORD_TOKEN")
            .env_remove("TABLIC_DISCORD_API_URL")
            .env("TELEGRAM_TOKEN", TOKEN)
            .env("TABLIC_TELEGRAM_API_URL", &stand_in.url)
            .env("TABLIC_DATABASE_URL", format!("sqlite:{}", db.display()))
            .env("TABLIC_GAME__TURN_TIMER_SECONDS", "0")
            .env("TABLIC_GAME__COMPUTER_LEVEL", "greedy")
            .env("TABLIC_HTTP__LISTEN", "")
            .env_remove("TELEGRAM_WEBHOOK_SECRET")
            .env(
                "RUST_LOG",
                "debug,hyper=info,hyper_util=info,reqwest=info,sqlx=warn,h2=info,rustls=info",
            )
            .envs(env.iter().map(|(k, v)| (k.as_str(), v.as_str())))
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(stderr)
            .kill_on_drop(true)
            .spawn()
            .unwrap();
        BotProcess { child, log: log.to_path_buf() }
    }

    /// SIGTERM, then SIGKILL if it has not stopped within 5 s.
    pub async fn stop(mut self) {
        if let Some(pid) = self.child.id() {
            let _ = std::process::Command::new("kill").arg("-TERM").arg(pid.to_string()).status();
        }
        if tokio::time::timeout(Duration::from_secs(5), self.child.wait()).await.is_err() {
            let _ = self.child.kill().await;
        }
    }

    /// SIGTERM, then waits up to `within` for the process to exit by itself: its exit status,
    /// or `None` (and a SIGKILL) when it did not.
    pub async fn terminate(mut self, within: Duration) -> Option<std::process::ExitStatus> {
        let pid = self.child.id()?;
        let _ = std::process::Command::new("kill").arg("-TERM").arg(pid.to_string()).status();
        match tokio::time::timeout(within, self.child.wait()).await {
            Ok(status) => status.ok(),
            Err(_) => {
                let _ = self.child.kill().await;
                None
            }
        }
    }

    /// SIGKILL, at once.
    pub async fn kill(mut self) {
        let _ = self.child.kill().await;
    }
}
