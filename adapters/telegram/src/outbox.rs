//! Everything the bot sends to a chat goes through that chat's queue: one worker per chat, one
//! request at a time, in order.
//!
//! - **Posts** (new messages: a hand's scoring, the end of a match, replies) are never dropped.
//!   They go through teloxide's `Throttle`, which paces sends and retries after a 429.
//! - **Slots** (the table message, a hand message) keep only the latest content: a slot is queued
//!   once however often it changes, and the worker sends whatever is newest when its turn comes.
//!   Edits are not queued by `Throttle`, so the worker paces them (at most one request a second
//!   in a group), sleeps out a 429's `retry_after` itself, and never repeats an identical edit.
//!
//! Because a chat's requests are sequential, a 429 freezes the whole chat's queue and nothing
//! else of ours reaches that chat before `retry_after` has passed.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use bot_core::ids::{ChannelKey, MatchId, Platform};
use bot_core::metrics::METRICS;
use teloxide::adaptors::Throttle;
use teloxide::payloads::{EditMessageTextSetters, SendMessageSetters};
use teloxide::requests::Requester;
use teloxide::types::{ChatId, MessageId, ThreadId};
use teloxide::{ApiError, Bot, RequestError};
use tokio::sync::{mpsc, Notify};
use tokio::time::Instant;

use crate::render::Content;

/// The bot as the adapter uses it: every send paced by teloxide's throttle.
pub type Tg = Throttle<Bot>;

/// Least time between two requests to one group (Telegram allows about 20 messages a minute in
/// a group; edits count, and a 429 tells us to slow down further).
const GROUP_INTERVAL: Duration = Duration::from_millis(1000);
/// Least time between two requests to one group for a while after a 429.
const SLOW_GROUP_INTERVAL: Duration = Duration::from_secs(3);
/// How long a group stays slow after a 429.
const SLOW_FOR: Duration = Duration::from_secs(60);
/// Least time between two requests to one private chat.
const PRIVATE_INTERVAL: Duration = Duration::from_millis(30);
/// Attempts at a request that fails for a reason other than flood control.
const MAX_ATTEMPTS: u8 = 5;
/// Longest `retry_after` honoured as given; anything longer is capped (and retried again).
const MAX_RETRY_AFTER: Duration = Duration::from_secs(120);

/// A message that is edited in place, within one chat.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SlotKey {
    /// The table of one game in a topic; the generation changes with each new game there.
    Table {
        /// The forum topic (`None`: the chat itself).
        topic: Option<i32>,
        /// Which game's table.
        generation: u64,
    },
    /// A player's hand for one match (in their private chat).
    Hand {
        /// The game's channel.
        channel: ChannelKey,
        /// The match.
        game: MatchId,
    },
}

/// A private chat that refused a message: the person never opened it or blocked the bot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Undelivered {
    /// The chat.
    pub chat: ChatId,
    /// The slot it was for (`None`: a post).
    pub key: Option<SlotKey>,
}

/// The per-chat queues. Lock order: the map, then a queue's state; the workers take only
/// their queue's state, except when an idle worker leaves (map first, as everyone else).
pub struct Outbox {
    bot: Tg,
    queues: Arc<Mutex<HashMap<ChatId, Arc<Queue>>>>,
    undelivered: mpsc::UnboundedSender<Undelivered>,
}

/// A worker with nothing to do for this long leaves, and its chat's queue with it.
const IDLE: Duration = Duration::from_secs(600);

#[derive(Default)]
struct Queue {
    state: Mutex<QueueState>,
    wake: Notify,
}

#[derive(Default)]
struct QueueState {
    jobs: VecDeque<Job>,
    slots: HashMap<SlotKey, Slot>,
    busy: bool,
}

#[derive(Debug)]
enum Job {
    Post { thread: Option<ThreadId>, content: Content, attempts: u8 },
    Slot(SlotKey),
}

#[derive(Default)]
struct Slot {
    thread: Option<ThreadId>,
    message: Option<MessageId>,
    want: Option<Content>,
    sent: Option<Content>,
    queued: bool,
    blocked: bool,
    failures: u8,
    /// Forget the slot once its content is shown (its game is over).
    retire: bool,
}

/// What became of one request.
enum Outcome {
    Done,
    /// Flood control: wait this long, then run the job again.
    RetryAfter(Duration, Job),
    /// A passing failure: wait a little, then run the job again.
    Retry(Duration, Job),
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic while holding the lock cannot leave these maps half-updated in a harmful way.
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl Outbox {
    /// Queues over `bot`; refused private messages are reported on `undelivered`.
    pub fn new(bot: Tg, undelivered: mpsc::UnboundedSender<Undelivered>) -> Outbox {
        Outbox { bot, queues: Arc::new(Mutex::new(HashMap::new())), undelivered }
    }

    /// Runs `f` on a chat's queue (made, with its worker, if needed) under the map's lock, so
    /// that a worker leaving for idleness never drops what `f` adds.
    fn with_queue<R>(&self, chat: ChatId, f: impl FnOnce(&mut QueueState) -> R) -> R {
        let mut queues = lock(&self.queues);
        let q = match queues.get(&chat) {
            Some(q) => Arc::clone(q),
            None => {
                let q = Arc::new(Queue::default());
                queues.insert(chat, Arc::clone(&q));
                let worker = Worker {
                    bot: self.bot.clone(),
                    chat,
                    queue: Arc::clone(&q),
                    queues: Arc::clone(&self.queues),
                    undelivered: self.undelivered.clone(),
                };
                tokio::spawn(worker.run());
                q
            }
        };
        let result = f(&mut lock(&q.state));
        q.wake.notify_one();
        result
    }

    /// Makes a slot show `content`, sending it first if the slot has no message yet.
    pub fn set(&self, chat: ChatId, key: SlotKey, thread: Option<ThreadId>, content: Content) {
        self.with_queue(chat, |st| {
            let slot = st.slots.entry(key.clone()).or_default();
            slot.thread = thread;
            slot.want = Some(content);
            if !slot.queued && !slot.blocked {
                slot.queued = true;
                st.jobs.push_back(Job::Slot(key));
            }
        });
    }

    /// Shows `content` in a slot for the last time: the slot is forgotten once it is shown.
    pub fn retire(&self, chat: ChatId, key: SlotKey, thread: Option<ThreadId>, content: Content) {
        self.set(chat, key.clone(), thread, content);
        self.with_queue(chat, |st| {
            if let Some(slot) = st.slots.get_mut(&key) {
                slot.retire = true;
            }
        });
    }

    /// The message a slot edits, once it has one.
    pub fn message(&self, chat: ChatId, key: &SlotKey) -> Option<MessageId> {
        let queues = lock(&self.queues);
        let q = queues.get(&chat)?;
        let st = lock(&q.state);
        st.slots.get(key).and_then(|s| s.message)
    }

    /// Takes over an existing message for a slot that has none (after a restart, a press on an
    /// old message tells us which message it was).
    pub fn adopt(&self, chat: ChatId, key: SlotKey, thread: Option<ThreadId>, message: MessageId) {
        self.with_queue(chat, |st| {
            let slot = st.slots.entry(key).or_default();
            if slot.message.is_none() && slot.sent.is_none() {
                slot.message = Some(message);
                slot.thread = thread;
            }
        });
    }

    /// Sends a new message after everything already queued for the chat.
    pub fn post(&self, chat: ChatId, thread: Option<ThreadId>, content: Content) {
        self.with_queue(chat, |st| st.jobs.push_back(Job::Post { thread, content, attempts: 0 }));
    }

    /// The person opened the private chat: send what was held back.
    pub fn unblock(&self, chat: ChatId) {
        self.with_queue(chat, |st| {
            let mut keys = Vec::new();
            for (key, slot) in st.slots.iter_mut() {
                if slot.blocked {
                    slot.blocked = false;
                    slot.failures = 0;
                    if !slot.queued {
                        slot.queued = true;
                        keys.push(key.clone());
                    }
                }
            }
            st.jobs.extend(keys.into_iter().map(Job::Slot));
        });
    }

    /// Whether nothing is queued or being sent.
    pub fn is_idle(&self) -> bool {
        let queues = lock(&self.queues);
        queues.values().all(|q| {
            let st = lock(&q.state);
            st.jobs.is_empty() && !st.busy
        })
    }

    /// Waits until everything queued is sent, or `within` has passed.
    pub async fn drain(&self, within: Duration) {
        let until = Instant::now() + within;
        while !self.is_idle() && Instant::now() < until {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

struct Worker {
    bot: Tg,
    chat: ChatId,
    queue: Arc<Queue>,
    queues: Arc<Mutex<HashMap<ChatId, Arc<Queue>>>>,
    undelivered: mpsc::UnboundedSender<Undelivered>,
}

impl Worker {
    async fn run(self) {
        let group = self.chat.0 < 0;
        let base = if group { GROUP_INTERVAL } else { PRIVATE_INTERVAL };
        let mut slow_until: Option<Instant> = None;
        let mut next = Instant::now();
        loop {
            let job = {
                let mut st = lock(&self.queue.state);
                let job = st.jobs.pop_front();
                st.busy = job.is_some();
                job
            };
            let Some(job) = job else {
                if tokio::time::timeout(IDLE, self.queue.wake.notified()).await.is_err()
                    && self.leave_if_idle()
                {
                    return;
                }
                continue;
            };
            tokio::time::sleep_until(next).await;
            let outcome = match job {
                Job::Post { thread, content, attempts } => {
                    self.post(thread, content, attempts).await
                }
                Job::Slot(key) => self.slot(key).await,
            };
            let now = Instant::now();
            if group && matches!(outcome, Outcome::RetryAfter(..)) {
                // Flood control hit: keep to Telegram's 20 a minute for a while.
                slow_until = Some(now + SLOW_FOR);
            }
            let interval = if slow_until.is_some_and(|until| now < until) {
                SLOW_GROUP_INTERVAL
            } else {
                base
            };
            next = now + interval;
            let mut st = lock(&self.queue.state);
            match outcome {
                Outcome::Done => {}
                Outcome::RetryAfter(wait, job) | Outcome::Retry(wait, job) => {
                    next = Instant::now() + wait.max(interval);
                    match &job {
                        Job::Slot(key) => {
                            // A change made meanwhile has queued the slot already.
                            if let Some(slot) = st.slots.get_mut(key) {
                                if !slot.queued {
                                    slot.queued = true;
                                    st.jobs.push_front(job);
                                }
                            }
                        }
                        Job::Post { .. } => st.jobs.push_front(job),
                    }
                }
            }
            st.busy = false;
        }
    }

    /// Removes this chat's queue if nothing is queued or remembered in it.
    fn leave_if_idle(&self) -> bool {
        let mut queues = lock(&self.queues);
        let st = lock(&self.queue.state);
        if !st.jobs.is_empty() || !st.slots.is_empty() {
            return false;
        }
        drop(st);
        queues.remove(&self.chat);
        true
    }

    async fn post(&self, thread: Option<ThreadId>, content: Content, attempts: u8) -> Outcome {
        let mut request = self.bot.send_message(self.chat, content.text.clone());
        if let Some(thread) = thread {
            request = request.message_thread_id(thread);
        }
        if content.has_keyboard() {
            request = request.reply_markup(content.keyboard.clone());
        }
        match request.await {
            Ok(_) => Outcome::Done,
            Err(e) => {
                count_failure(&e);
                match classify(&e) {
                    Failure::RetryAfter(wait) => {
                        Outcome::RetryAfter(wait, Job::Post { thread, content, attempts })
                    }
                    Failure::Forbidden => {
                        let _ = self.undelivered.send(Undelivered { chat: self.chat, key: None });
                        Outcome::Done
                    }
                    Failure::Passing if attempts + 1 < MAX_ATTEMPTS => {
                        tracing::debug!(chat = self.chat.0, error = %e, "send failed; retrying");
                        let attempts = attempts + 1;
                        Outcome::Retry(backoff(attempts), Job::Post { thread, content, attempts })
                    }
                    _ => {
                        tracing::warn!(chat = self.chat.0, error = %e, "message not sent");
                        Outcome::Done
                    }
                }
            }
        }
    }

    async fn slot(&self, key: SlotKey) -> Outcome {
        let (content, message, thread) = {
            let mut st = lock(&self.queue.state);
            let Some(slot) = st.slots.get_mut(&key) else { return Outcome::Done };
            slot.queued = false;
            let Some(want) = slot.want.clone() else { return Outcome::Done };
            if slot.blocked || slot.sent.as_ref() == Some(&want) {
                if slot.retire && !slot.blocked {
                    st.slots.remove(&key);
                }
                return Outcome::Done;
            }
            (want, slot.message, slot.thread)
        };
        let result = match message {
            None => {
                let mut request = self.bot.send_message(self.chat, content.text.clone());
                if let Some(thread) = thread {
                    request = request.message_thread_id(thread);
                }
                if content.has_keyboard() {
                    request = request.reply_markup(content.keyboard.clone());
                }
                request.await.map(|m| m.id)
            }
            Some(id) => {
                // Always with the keyboard: an edit without reply_markup removes it.
                let request = self
                    .bot
                    .edit_message_text(self.chat, id, content.text.clone())
                    .reply_markup(content.keyboard.clone());
                match request.await {
                    Ok(_) => Ok(id),
                    Err(e) if not_modified(&e) => Ok(id),
                    Err(e) => Err(e),
                }
            }
        };
        tracing::debug!(chat = self.chat.0, ?key, ?message, ok = result.is_ok(), "slot shown");
        if let Err(e) = &result {
            count_failure(e);
        }
        let mut st = lock(&self.queue.state);
        let Some(slot) = st.slots.get_mut(&key) else { return Outcome::Done };
        match result {
            Ok(id) => {
                slot.message = Some(id);
                slot.sent = Some(content);
                slot.failures = 0;
                if slot.retire && !slot.queued {
                    st.slots.remove(&key);
                }
                Outcome::Done
            }
            Err(e) => match classify(&e) {
                Failure::RetryAfter(wait) => Outcome::RetryAfter(wait, Job::Slot(key)),
                Failure::Gone => {
                    // Deleted or too old to edit: show the slot again as a new message.
                    slot.message = None;
                    slot.sent = None;
                    Outcome::Retry(Duration::ZERO, Job::Slot(key))
                }
                Failure::Forbidden if slot.retire => {
                    st.slots.remove(&key);
                    Outcome::Done
                }
                Failure::Forbidden => {
                    slot.blocked = true;
                    let _ = self.undelivered.send(Undelivered { chat: self.chat, key: Some(key) });
                    Outcome::Done
                }
                Failure::Passing if slot.failures + 1 < MAX_ATTEMPTS => {
                    slot.failures += 1;
                    tracing::debug!(chat = self.chat.0, error = %e, "edit failed; retrying");
                    Outcome::Retry(backoff(slot.failures), Job::Slot(key))
                }
                _ => {
                    // Left as it is; the next change of the slot tries again.
                    slot.failures = 0;
                    if slot.retire {
                        st.slots.remove(&key);
                    }
                    tracing::warn!(chat = self.chat.0, error = %e, "message not updated");
                    Outcome::Done
                }
            },
        }
    }
}

/// Tries of a request made outside the outbox when Telegram answers 429.
const FLOOD_TRIES: u32 = 3;

/// Runs a request made outside the outbox (a first private message, a member lookup, the
/// command menu, a button's answer), waiting out a 429 as told and trying again, at most
/// [`FLOOD_TRIES`] times. Every 429 is counted; other failures are the caller's to judge.
pub(crate) async fn through_flood<T, F, Fut>(mut call: F) -> Result<T, RequestError>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<T, RequestError>>,
{
    let mut tries = 1;
    loop {
        match call().await {
            Err(RequestError::RetryAfter(wait)) if tries < FLOOD_TRIES => {
                METRICS.rate_limited(Platform::Telegram);
                tokio::time::sleep(wait.duration()).await;
                tries += 1;
            }
            Err(e @ RequestError::RetryAfter(_)) => {
                METRICS.rate_limited(Platform::Telegram);
                return Err(e);
            }
            result => return result,
        }
    }
}

/// Counts a failed request for /metrics (a refused private chat is not a platform error).
fn count_failure(e: &RequestError) {
    match classify(e) {
        Failure::RetryAfter(_) => METRICS.rate_limited(Platform::Telegram),
        Failure::Forbidden => {}
        _ => METRICS.platform_error(Platform::Telegram),
    }
}

fn backoff(attempt: u8) -> Duration {
    Duration::from_millis(250 << attempt.min(6))
}

/// How a failed request is handled.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Failure {
    /// Flood control: wait, then retry.
    RetryAfter(Duration),
    /// The private chat is closed to the bot.
    Forbidden,
    /// The message to edit is gone or too old.
    Gone,
    /// Network trouble or a server error: retry a few times.
    Passing,
    /// A request Telegram will never accept: give up.
    Permanent,
}

pub(crate) fn classify(e: &RequestError) -> Failure {
    match e {
        RequestError::RetryAfter(s) => Failure::RetryAfter(s.duration().min(MAX_RETRY_AFTER)),
        RequestError::Network(_) | RequestError::InvalidJson { .. } | RequestError::Io(_) => {
            Failure::Passing
        }
        RequestError::MigrateToChatId(_) => Failure::Permanent,
        RequestError::Api(api) => match api {
            ApiError::BotBlocked
            | ApiError::CantInitiateConversation
            | ApiError::CantTalkWithBots
            | ApiError::UserDeactivated
            | ApiError::BotKicked
            | ApiError::BotKickedFromSupergroup
            | ApiError::ChatNotFound => Failure::Forbidden,
            ApiError::MessageToEditNotFound
            | ApiError::MessageCantBeEdited
            | ApiError::MessageIdInvalid => Failure::Gone,
            ApiError::Unknown(text) => {
                let lower = text.to_ascii_lowercase();
                if lower.starts_with("forbidden") {
                    Failure::Forbidden
                } else if lower.contains("message to edit not found")
                    || lower.contains("message can't be edited")
                {
                    Failure::Gone
                } else if lower.starts_with("internal server error")
                    || lower.starts_with("bad gateway")
                {
                    Failure::Passing
                } else {
                    Failure::Permanent
                }
            }
            _ => Failure::Permanent,
        },
    }
}

/// Telegram's answer to an edit that changes nothing (it still counts as delivered).
fn not_modified(e: &RequestError) -> bool {
    match e {
        RequestError::Api(ApiError::MessageNotModified) => true,
        RequestError::Api(ApiError::Unknown(text)) => text.contains("message is not modified"),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use teloxide::types::Seconds;

    #[tokio::test(start_paused = true)]
    async fn a_request_outside_the_outbox_waits_out_429s_then_gives_up() {
        let flood = || RequestError::RetryAfter(Seconds::from_seconds(2));
        // Two 429s, then it goes through: tried three times, after the waits asked for.
        let started = Instant::now();
        let mut tries = 0;
        let result = through_flood(|| {
            tries += 1;
            let answer = if tries < 3 { Err(flood()) } else { Ok(tries) };
            async move { answer }
        })
        .await;
        assert_eq!(result.ok(), Some(3));
        assert!(started.elapsed() >= Duration::from_secs(4));
        // Always flooded: the third 429 comes back to the caller.
        let mut tries = 0;
        let result: Result<(), _> = through_flood(|| {
            tries += 1;
            async { Err(flood()) }
        })
        .await;
        assert!(matches!(result, Err(RequestError::RetryAfter(_))));
        assert_eq!(tries, FLOOD_TRIES);
        // Another failure is not retried.
        let mut tries = 0;
        let result: Result<(), _> = through_flood(|| {
            tries += 1;
            async { Err(RequestError::Api(ApiError::BotBlocked)) }
        })
        .await;
        assert!(result.is_err());
        assert_eq!(tries, 1);
    }

    #[test]
    fn failures_are_sorted_by_what_to_do_next() {
        assert_eq!(
            classify(&RequestError::RetryAfter(Seconds::from_seconds(3))),
            Failure::RetryAfter(Duration::from_secs(3))
        );
        let forbidden =
            ApiError::Unknown("Forbidden: bot can't initiate conversation with a user".into());
        assert_eq!(classify(&RequestError::Api(forbidden)), Failure::Forbidden);
        assert_eq!(
            classify(&RequestError::Api(ApiError::CantInitiateConversation)),
            Failure::Forbidden
        );
        assert_eq!(classify(&RequestError::Api(ApiError::MessageToEditNotFound)), Failure::Gone);
        assert!(not_modified(&RequestError::Api(ApiError::MessageNotModified)));
        assert_eq!(
            classify(&RequestError::Api(ApiError::Unknown("Bad Request: nonsense".into()))),
            Failure::Permanent
        );
    }
}
