//! Everything the bot writes to a chat goes through that chat's queue: one worker per chat,
//! one request at a time, within Telegram's flood limits, which the queues keep themselves.
//!
//! - **Budgets**: a group gets at most [`Budgets::group_per_minute`] calls in any minute
//!   (sends, edits and deletes alike: Telegram counts edits toward a group's limit), spread
//!   out so that a busy group never spends its minute in a burst and then waits; a private
//!   chat at most one call per [`Budgets::private_interval`]; the bot at most
//!   [`Budgets::per_second`] calls a second overall. A 429 holds back only its own chat, for
//!   the `retry_after` it names. teloxide's own throttle is not used: on any 429 it freezes
//!   every chat of the bot.
//! - **Priorities**: within a chat, the table and the hand of the person to move go first
//!   (but a new message of theirs, such as a rematch's table, not before a new message of its
//!   topic queued ahead of it), then new messages (a hand scored, the end of a match, replies
//!   to players), then what can wait: replies to people who are not playing (merged into one
//!   message when several wait) and deletions. A group keeps a reserve of its minute for the
//!   table: ordinary posts leave the last two calls to it, what can wait the last five.
//! - **Slots** (the table message, a hand message) keep only the latest content: a slot is
//!   queued once however often it changes, and the worker shows whatever is newest when its
//!   turn comes. A slot's latest content stays pending until it is shown; an identical edit is
//!   never sent.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use bot_core::ids::{ChannelKey, MatchId, Platform};
use bot_core::metrics::METRICS;
use bot_core::session::Seq;
use teloxide::payloads::{EditMessageTextSetters, SendMessageSetters};
use teloxide::requests::Requester;
use teloxide::types::{ChatId, InlineKeyboardMarkup, Message, MessageId, ThreadId};
use teloxide::{ApiError, Bot, RequestError};
use tokio::sync::{mpsc, oneshot, Notify};
use tokio::time::Instant;

use crate::render::Content;

/// The bot as the adapter uses it. Its requests are paced by the [`Outbox`], not by teloxide.
pub type Tg = Bot;

/// Telegram's flood limits, as the bot keeps to them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budgets {
    /// Calls in any minute to one group (sends, edits and deletes). Telegram: 20.
    pub group_per_minute: u32,
    /// Least time between two calls to one private chat. Telegram: about a second.
    pub private_interval: Duration,
    /// Calls a second to all chats together. Telegram: about 30.
    pub per_second: u32,
}

impl Default for Budgets {
    fn default() -> Budgets {
        Budgets { group_per_minute: 20, private_interval: Duration::from_secs(1), per_second: 30 }
    }
}

impl Budgets {
    /// The rolling window of a group's budget, with a small margin (calls are counted from
    /// their answer, never earlier than Telegram counts them).
    fn group_window(&self) -> Duration {
        Duration::from_millis(60_200)
    }

    /// The even pace of a group's calls: a little slower than its minute allows, so that the
    /// window never fills in a burst and then leaves the table waiting for most of a minute.
    fn group_pace(&self) -> Duration {
        let per_minute = self.group_per_minute.max(1);
        Duration::from_millis(64_000 / u64::from(per_minute))
    }

    /// Least time between two calls to a private chat, with a margin for the trip.
    fn private_pace(&self) -> Duration {
        self.private_interval + Duration::from_millis(20)
    }

    /// Calls allowed in any [`Budgets::overall_window`]: a couple under the limit.
    fn overall_calls(&self) -> usize {
        (self.per_second.max(3) - 2) as usize
    }

    fn overall_window(&self) -> Duration {
        Duration::from_millis(1_050)
    }
}

/// Calls a group may save up while quiet and spend at once (then it keeps the even pace).
const GROUP_BURST: f64 = 3.0;
/// The last calls of a group's minute that ordinary posts leave to the table and the hands.
const RESERVE_NORMAL: usize = 2;
/// The last calls of a group's minute that what can wait leaves to the rest.
const RESERVE_LOW: usize = 5;
/// Attempts at a request that fails for a reason other than flood control.
const MAX_ATTEMPTS: u8 = 5;
/// Longest `retry_after` honoured as given: Telegram's own waits are far shorter; the bound
/// only keeps a wild value from overflowing the clock (past it, the wait is retried again).
const MAX_RETRY_AFTER: Duration = Duration::from_secs(24 * 3600);
/// A worker with nothing to do for this long leaves, and its chat's queue with it.
const IDLE: Duration = Duration::from_secs(600);
/// Leaderboards per chat whose last edit is remembered after their slots are forgotten.
const BOARDS_KEPT: usize = 16;

/// How soon a request should go, within its chat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Priority {
    /// Replies to people who are not playing, deletions: merged or delayed when busy.
    Low,
    /// New messages that must notify: a hand scored, the end of a match, replies to players.
    #[default]
    Normal,
    /// The table and the hand of the person to move.
    High,
}

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
    /// The group's mention of the person to move (a new message each turn).
    Mention {
        /// The game's channel.
        channel: ChannelKey,
    },
    /// The question before a claim typed below the target, in the claimer's private chat:
    /// closed (its button taken off) once answered, or once the turn it was asked at has
    /// passed. Not stored: after a restart a press on one closes it.
    Question {
        /// The game's channel.
        channel: ChannelKey,
        /// The turn it was asked at.
        turn: Seq,
    },
    /// The call back to a table everyone left (away): deleted once someone is back or the
    /// game ends. Stored, so a restarted bot still deletes it.
    CallBack {
        /// The game's channel.
        channel: ChannelKey,
    },
    /// The message showing a player of a group's game the way into their private chat
    /// (their cards are there, or wait for it to be opened): deleted once they are there, or
    /// they left the game, or it is over (ended, closed, set aside). Stored, so a restarted
    /// bot still deletes it, or replaces it with the next one.
    Link {
        /// The game's channel.
        channel: ChannelKey,
        /// The player.
        user: u64,
    },
    /// A leaderboard message switched by its buttons: edits of it are queued and coalesced
    /// like a table's. Retired once shown; never posted anew (a view gone stays gone).
    Board {
        /// The message.
        message: MessageId,
    },
}

/// What the queues tell the adapter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Report {
    /// A private chat refused a message: its person never opened it, or blocked the bot.
    Undelivered {
        /// The chat.
        chat: ChatId,
        /// The slot it was for (`None`: a post).
        key: Option<SlotKey>,
        /// When Telegram refused it: a chat opened since has been sent it again.
        at: std::time::Instant,
    },
    /// A slot's content is now shown in a new message (to remember where it is).
    Placed {
        /// The chat.
        chat: ChatId,
        /// The slot.
        key: SlotKey,
        /// The message.
        message: MessageId,
        /// The turn the slot's content was for when it was placed (see [`Outbox::renew`]): the
        /// adapter's state may be past it by the time it reads this.
        stamp: Option<Seq>,
    },
    /// A slot was shown for the last time and forgotten.
    Retired {
        /// The chat.
        chat: ChatId,
        /// The slot.
        key: SlotKey,
        /// The message it had (`None`: it never had one). Only this message's stored location
        /// is forgotten: a newer slot of the same place may have stored its own by now.
        message: Option<MessageId>,
    },
}

/// The per-chat queues. Lock order: the map, then a queue's state; the workers take only
/// their queue's state, except when an idle worker leaves (map first, as everyone else).
pub struct Outbox {
    bot: Tg,
    budgets: Budgets,
    queues: Arc<Mutex<HashMap<ChatId, Arc<Queue>>>>,
    overall: Arc<Overall>,
    reports: mpsc::UnboundedSender<Report>,
}

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
    /// Calls made lately (start times), for a group's minute.
    recent: VecDeque<Instant>,
    /// Saved-up calls of a group (see [`GROUP_BURST`]), and when they were last counted.
    tokens: f64,
    counted: Option<Instant>,
    /// When the next call may go (a private chat's pace, or a 429's `retry_after`).
    not_before: Option<Instant>,
    /// The last epoch handed out: every slot made and every renewal takes the next, so a
    /// slot removed and made again under the same key never has its old epoch.
    epochs: u64,
    /// What the leaderboards whose slots were forgotten last showed, newest last (at most
    /// [`BOARDS_KEPT`]): a press that saw an older version, arriving after the edit landed,
    /// is compared with what the message shows, not with what that press saw.
    boards: VecDeque<(MessageId, Content)>,
}

impl QueueState {
    /// A number no slot of this chat has had.
    fn fresh_epoch(&mut self) -> u64 {
        self.epochs += 1;
        self.epochs
    }

    /// The slot under `key`, made (with a fresh epoch) if there is none.
    fn slot(&mut self, key: SlotKey) -> &mut Slot {
        let epochs = &mut self.epochs;
        self.slots.entry(key).or_insert_with(|| {
            *epochs += 1;
            Slot { epoch: *epochs, born: *epochs, ..Slot::default() }
        })
    }

    /// Forgets the slot under `key` for good: the report that says so, with the message it
    /// had (only that message's stored location is to be forgotten).
    fn retired(&mut self, chat: ChatId, key: SlotKey) -> Report {
        let slot = self.slots.remove(&key);
        if let (SlotKey::Board { message }, Some(shown)) = (&key, slot.as_ref()) {
            if let Some(sent) = shown.sent.clone() {
                self.boards.retain(|(m, _)| m != message);
                if self.boards.len() >= BOARDS_KEPT {
                    self.boards.pop_front();
                }
                self.boards.push_back((*message, sent));
            }
        }
        let message = slot.and_then(|slot| slot.message);
        Report::Retired { chat, key, message }
    }

    /// What a leaderboard message shows as this chat last edited it, once its slot is
    /// forgotten (and forgets it: the caller makes the slot again with it).
    fn board_shown(&mut self, message: MessageId) -> Option<Content> {
        let at = self.boards.iter().position(|(m, _)| *m == message)?;
        self.boards.remove(at).map(|(_, content)| content)
    }
}

/// The result of a post that someone waits for.
type Waiter = oneshot::Sender<Result<MessageId, Failure>>;

#[derive(Debug)]
enum Job {
    Post {
        thread: Option<ThreadId>,
        /// The message it answers: Telegram shows it quoted above, a tap away.
        under: Option<MessageId>,
        content: Content,
        priority: Priority,
        attempts: u8,
    },
    /// A post whose result the caller awaits (a first private message).
    Probe {
        content: Content,
        waiter: Option<Waiter>,
    },
    Slot(SlotKey),
    /// An edit of a message no slot shows any more (an old hand turned into a record).
    Edit {
        message: MessageId,
        content: Content,
        attempts: u8,
    },
    Delete {
        message: MessageId,
        attempts: u8,
    },
    /// Takes a message's buttons off, its words as they are (a table replaced by a newer one).
    Unbutton {
        message: MessageId,
        attempts: u8,
    },
}

impl Job {
    fn priority(&self, slots: &HashMap<SlotKey, Slot>) -> Priority {
        match self {
            Job::Post { priority, .. } => *priority,
            Job::Probe { .. } | Job::Edit { .. } => Priority::Normal,
            Job::Delete { .. } | Job::Unbutton { .. } => Priority::Low,
            Job::Slot(key) => slots.get(key).map_or(Priority::Normal, |s| s.priority),
        }
    }
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
    priority: Priority,
    /// Forget the slot once its content is shown (its game is over).
    retire: bool,
    /// Unique in its chat, new with each [`Outbox::renew`]: a request started before a
    /// renewal, or for a slot since removed and made again, does not write its result here.
    epoch: u64,
    /// The epoch it was made with: a request of an older one was for a slot since removed.
    born: u64,
    /// Renewed at least once: its old message is not taken back ([`Outbox::adopt`]).
    renewed: bool,
    /// The turn the current content is for (`None`: not a turn's), reported with
    /// [`Report::Placed`].
    stamp: Option<Seq>,
    /// What the message of the previous epoch should say once it is replaced.
    record: Option<Content>,
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

/// The bot's calls a second, over all chats.
struct Overall {
    recent: Mutex<VecDeque<Instant>>,
    limit: usize,
    window: Duration,
}

impl Overall {
    /// The call that took its place at `sent` was answered at `answered`: it counts from then
    /// (Telegram counts it when it arrives, which may be as late as that).
    fn answered(&self, sent: Instant, answered: Instant) {
        let mut recent = lock(&self.recent);
        if let Some(i) = recent.iter().position(|t| *t == sent) {
            recent.remove(i);
        }
        let at = recent.partition_point(|t| *t <= answered);
        recent.insert(at, answered);
    }

    /// Waits for a place among the bot's calls of the last second, and takes it; returns
    /// when it was taken.
    async fn take(&self) -> Instant {
        loop {
            let wait = {
                let mut recent = lock(&self.recent);
                let now = Instant::now();
                while recent.front().is_some_and(|t| now.duration_since(*t) >= self.window) {
                    recent.pop_front();
                }
                if recent.len() < self.limit {
                    recent.push_back(now);
                    return now;
                }
                recent.front().map_or(now, |t| *t + self.window)
            };
            tokio::time::sleep_until(wait).await;
        }
    }
}

impl Outbox {
    /// Queues over `bot` within `budgets`; what the adapter must know is reported on
    /// `reports`.
    pub fn new(bot: Tg, budgets: Budgets, reports: mpsc::UnboundedSender<Report>) -> Outbox {
        let overall = Overall {
            recent: Mutex::new(VecDeque::new()),
            limit: budgets.overall_calls(),
            window: budgets.overall_window(),
        };
        Outbox {
            bot,
            budgets,
            queues: Arc::new(Mutex::new(HashMap::new())),
            overall: Arc::new(overall),
            reports,
        }
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
                    budgets: self.budgets,
                    queue: Arc::clone(&q),
                    queues: Arc::clone(&self.queues),
                    overall: Arc::clone(&self.overall),
                    reports: self.reports.clone(),
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
    pub fn set(
        &self,
        chat: ChatId,
        key: SlotKey,
        thread: Option<ThreadId>,
        content: Content,
        priority: Priority,
    ) {
        self.with_queue(chat, |st| {
            let slot = st.slot(key.clone());
            slot.thread = thread;
            slot.want = Some(content);
            slot.priority = priority;
            if !slot.queued && !slot.blocked {
                slot.queued = true;
                st.jobs.push_back(Job::Slot(key));
            }
        });
    }

    /// Shows `content` in a slot for the last time: the slot is forgotten once it is shown.
    /// A slot held back from a private chat closed to the bot is forgotten at once: nothing of
    /// its game is left to show there, and the person may never open the chat.
    pub fn retire(&self, chat: ChatId, key: SlotKey, thread: Option<ThreadId>, content: Content) {
        let forgotten = self.with_queue(chat, |st| {
            if st.slots.get(&key).is_some_and(|slot| slot.blocked) {
                st.jobs.retain(|j| !matches!(j, Job::Slot(k) if *k == key));
                return Some(st.retired(chat, key.clone()));
            }
            let slot = st.slot(key.clone());
            slot.thread = thread;
            slot.want = Some(content);
            slot.retire = true;
            if !slot.queued {
                slot.queued = true;
                st.jobs.push_back(Job::Slot(key.clone()));
            }
            None
        });
        if let Some(report) = forgotten {
            let _ = self.reports.send(report);
        }
    }

    /// Shows `content` once in a leaderboard `message` that showed `shown` when it was pressed,
    /// after the game's news in a busy group; its slot is forgotten once shown. An edit of
    /// it still waiting (or on its way) is replaced, even by what `shown` is: the last press
    /// wins, and Telegram may not show the waiting one yet. With none waiting, `content` equal
    /// to `shown` needs no call (an identical edit would spend the group's minute on
    /// Telegram's "message is not modified").
    pub fn switch_board(
        &self,
        chat: ChatId,
        message: MessageId,
        shown: Option<Content>,
        content: Content,
    ) {
        let key = SlotKey::Board { message };
        self.with_queue(chat, |st| {
            if !st.slots.contains_key(&key) {
                // What the message shows: what this chat's last edit of it showed, if that
                // landed since the press saw it; else what the press saw.
                let recorded = st.board_shown(message);
                let shown = recorded.clone().or(shown);
                if shown.as_ref() == Some(&content) {
                    if let Some(recorded) = recorded {
                        // Kept for a press that may have seen an older version still.
                        st.boards.push_back((message, recorded));
                    }
                    return;
                }
                let slot = st.slot(key.clone());
                slot.message = Some(message);
                // What the message shows: a later press back to it before this edit goes
                // costs nothing either (the worker skips content already sent).
                slot.sent = shown;
                slot.priority = Priority::Low;
            }
            let slot = st.slot(key.clone());
            slot.want = Some(content);
            slot.retire = true;
            if !slot.queued {
                slot.queued = true;
                st.jobs.push_back(Job::Slot(key));
            }
        });
    }

    /// Shows `content` in a *new* message of the slot (a new message notifies; an edit does
    /// not), for the turn `stamp`, at `priority` (`Normal` comes after the edits already
    /// queued: a notice about what they show). The slot's previous message, if any, is edited
    /// to `record` (when it does not show that already), or deleted when `record` is `None`.
    #[allow(clippy::too_many_arguments)]
    pub fn renew(
        &self,
        chat: ChatId,
        key: SlotKey,
        thread: Option<ThreadId>,
        content: Content,
        record: Option<Content>,
        stamp: Option<Seq>,
        priority: Priority,
    ) {
        self.with_queue(chat, |st| {
            let epoch = st.fresh_epoch();
            // Made here, not by `QueueState::slot`: born with this renewal's epoch, or its
            // own send would look like one for a slot removed meanwhile.
            let made = || Slot { born: epoch, ..Slot::default() };
            let slot = st.slots.entry(key.clone()).or_insert_with(made);
            let old = slot.message.take();
            let shown = slot.sent.take();
            slot.epoch = epoch;
            slot.renewed = true;
            slot.stamp = stamp;
            slot.thread = thread;
            slot.want = Some(content);
            slot.priority = priority;
            slot.retire = false;
            slot.failures = 0;
            slot.record = record.clone();
            let queue_slot = !slot.queued && !slot.blocked;
            if queue_slot {
                slot.queued = true;
            }
            if let Some(message) = old {
                match record {
                    Some(record) if shown.as_ref() != Some(&record) => {
                        st.jobs.push_back(Job::Edit { message, content: record, attempts: 0 })
                    }
                    Some(_) => {}
                    None => st.jobs.push_back(Job::Delete { message, attempts: 0 }),
                }
            }
            if queue_slot {
                st.jobs.push_back(Job::Slot(key));
            }
        });
    }

    /// A slot replaced by a newer one (a finished game's table under its rematch's): it keeps
    /// its words but loses its buttons, which would only be refused. Content still to be shown
    /// goes without them, and the slot is forgotten once shown; a message shown already is
    /// edited. `known`: the slot's message, for when the slot is forgotten already.
    pub fn unbutton(&self, chat: ChatId, key: SlotKey, known: Option<MessageId>) {
        let forgotten = self.with_queue(chat, |st| {
            let Some(slot) = st.slots.get_mut(&key) else {
                if let Some(message) = known {
                    st.jobs.push_back(Job::Unbutton { message, attempts: 0 });
                }
                return None;
            };
            if slot.blocked {
                // As `retire` does: nothing of its game is left to show in a closed chat.
                st.jobs.retain(|j| !matches!(j, Job::Slot(k) if *k == key));
                return Some(st.retired(chat, key));
            }
            slot.retire = true;
            if let Some(want) = slot.want.as_mut() {
                want.keyboard = InlineKeyboardMarkup::default();
                if !slot.queued && !slot.blocked {
                    slot.queued = true;
                    st.jobs.push_back(Job::Slot(key));
                }
                return None;
            }
            // Taken over after a restart, never drawn since: only its buttons are known to go.
            if let Some(message) = slot.message.or(known) {
                st.jobs.push_back(Job::Unbutton { message, attempts: 0 });
            }
            Some(st.retired(chat, key))
        });
        if let Some(report) = forgotten {
            let _ = self.reports.send(report);
        }
    }

    /// Forgets a slot and deletes its message, if it has one (when the chat's budget allows).
    pub fn remove(&self, chat: ChatId, key: SlotKey) {
        self.with_queue(chat, |st| {
            if let Some(slot) = st.slots.remove(&key) {
                // A request in flight for it finds no slot, or one made since with a later
                // epoch, and deletes a message it makes now (see `slot`).
                if let Some(message) = slot.message {
                    st.jobs.push_back(Job::Delete { message, attempts: 0 });
                }
                st.jobs.retain(|j| !matches!(j, Job::Slot(k) if *k == key));
            }
        });
    }

    /// What a slot is to show next (what tests look at).
    #[cfg(test)]
    pub(crate) fn wanted(&self, chat: ChatId, key: &SlotKey) -> Option<Content> {
        let queues = lock(&self.queues);
        let st = lock(&queues.get(&chat)?.state);
        st.slots.get(key).and_then(|s| s.want.clone())
    }

    /// The message a slot edits, once it has one.
    pub fn message(&self, chat: ChatId, key: &SlotKey) -> Option<MessageId> {
        let queues = lock(&self.queues);
        let q = queues.get(&chat)?;
        let st = lock(&q.state);
        st.slots.get(key).and_then(|s| s.message)
    }

    /// Takes over an existing message for a slot that has none (after a restart: where the
    /// message is was stored, or a press on it tells). A slot being renewed has none only
    /// until its new message is sent: the old message it left is not taken back (it would be
    /// edited to a record after being told it is out of date, and the new one never sent).
    pub fn adopt(
        &self,
        chat: ChatId,
        key: SlotKey,
        thread: Option<ThreadId>,
        message: MessageId,
        stamp: Option<Seq>,
    ) {
        self.with_queue(chat, |st| {
            let slot = st.slot(key);
            let renewing = slot.renewed;
            if slot.message.is_none() && slot.sent.is_none() && !renewing {
                slot.message = Some(message);
                slot.thread = thread;
                slot.stamp = stamp;
            }
        });
    }

    /// Sends a new message after everything of its priority already queued for the chat.
    /// Low posts waiting together are merged into one message.
    pub fn post(
        &self,
        chat: ChatId,
        thread: Option<ThreadId>,
        content: Content,
        priority: Priority,
    ) {
        self.post_under(chat, thread, None, content, priority);
    }

    /// [`Outbox::post`] as an answer to `under` (the table it is news of): in a busy chat
    /// the quote above it leads back to that message, however far up it is.
    pub fn post_under(
        &self,
        chat: ChatId,
        thread: Option<ThreadId>,
        under: Option<MessageId>,
        content: Content,
        priority: Priority,
    ) {
        self.with_queue(chat, |st| {
            st.jobs.push_back(Job::Post { thread, under, content, priority, attempts: 0 })
        });
    }

    /// Sends a new message and waits until it is sent: its id, or why it was not.
    pub async fn send_now(&self, chat: ChatId, content: Content) -> Result<MessageId, Failure> {
        let (waiter, result) = oneshot::channel();
        self.with_queue(chat, |st| st.jobs.push_back(Job::Probe { content, waiter: Some(waiter) }));
        result.await.unwrap_or(Err(Failure::Passing))
    }

    /// Deletes a message (when the chat's budget allows).
    pub fn delete(&self, chat: ChatId, message: MessageId) {
        self.with_queue(chat, |st| st.jobs.push_back(Job::Delete { message, attempts: 0 }));
    }

    /// Edits a message that no slot shows (a one-off).
    pub fn edit(&self, chat: ChatId, message: MessageId, content: Content) {
        self.with_queue(chat, |st| st.jobs.push_back(Job::Edit { message, content, attempts: 0 }));
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
    budgets: Budgets,
    queue: Arc<Queue>,
    queues: Arc<Mutex<HashMap<ChatId, Arc<Queue>>>>,
    overall: Arc<Overall>,
    reports: mpsc::UnboundedSender<Report>,
}

/// What the worker does next.
enum Next {
    Run(Job),
    /// Nothing may go before this (a budget); woken earlier by new work.
    Wait(Instant),
    Idle,
}

impl Worker {
    fn group(&self) -> bool {
        self.chat.0 < 0
    }

    async fn run(self) {
        loop {
            let next = self.pick();
            let job = match next {
                Next::Run(job) => job,
                Next::Wait(until) => {
                    let _ = tokio::time::timeout_at(until, self.queue.wake.notified()).await;
                    continue;
                }
                Next::Idle => {
                    if tokio::time::timeout(IDLE, self.queue.wake.notified()).await.is_err()
                        && self.leave_if_idle()
                    {
                        return;
                    }
                    continue;
                }
            };
            let sent = self.overall.take().await;
            self.spend();
            let outcome = match job {
                Job::Post { thread, under, content, priority, attempts } => {
                    self.post(thread, under, content, priority, attempts).await
                }
                Job::Probe { content, waiter } => self.probe(content, waiter).await,
                Job::Slot(key) => self.slot(key).await,
                Job::Edit { message, content, attempts } => {
                    self.edit(message, content, attempts).await
                }
                Job::Delete { message, attempts } => self.delete(message, attempts).await,
                Job::Unbutton { message, attempts } => self.unbutton(message, attempts).await,
            };
            let mut st = lock(&self.queue.state);
            // Telegram counts a call when it arrives, somewhere between its sending and its
            // answer; a slow trip followed by a quick one would bring two calls closer there
            // than here. Counted at its answer, the next call is spaced from its arrival.
            let answered = Instant::now();
            self.overall.answered(sent, answered);
            if self.group() {
                if let Some(last) = st.recent.back_mut() {
                    *last = answered;
                }
            } else {
                let next = answered + self.budgets.private_pace();
                st.not_before = Some(st.not_before.map_or(next, |t| t.max(next)));
            }
            match outcome {
                Outcome::Done => {}
                Outcome::RetryAfter(wait, job) | Outcome::Retry(wait, job) => {
                    // Nothing else of ours reaches this chat before the wait is over.
                    let until = Instant::now() + wait;
                    st.not_before = Some(st.not_before.map_or(until, |t| t.max(until)));
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
                        _ => st.jobs.push_front(job),
                    }
                }
            }
            st.busy = false;
        }
    }

    /// The job to run now, if the chat's budget allows one: the first of the highest
    /// priority that may go.
    fn pick(&self) -> Next {
        let mut st = lock(&self.queue.state);
        if st.jobs.is_empty() {
            st.busy = false;
            return Next::Idle;
        }
        let now = Instant::now();
        if let Some(until) = st.not_before.filter(|t| *t > now) {
            return Next::Wait(until);
        }
        let mut room = usize::MAX;
        if self.group() {
            let window = self.budgets.group_window();
            while st.recent.front().is_some_and(|t| now.duration_since(*t) >= window) {
                st.recent.pop_front();
            }
            let used = st.recent.len();
            let pace = self.budgets.group_pace().as_secs_f64();
            let since = st.counted.map_or(GROUP_BURST * pace, |t| (now - t).as_secs_f64());
            st.tokens = (st.tokens + since / pace).min(GROUP_BURST);
            st.counted = Some(now);
            let limit = self.budgets.group_per_minute as usize;
            if used >= limit || st.tokens < 1.0 {
                let full = st.recent.front().map(|t| *t + window).filter(|_| used >= limit);
                let refill = now + Duration::from_secs_f64((1.0 - st.tokens).max(0.0) * pace);
                return Next::Wait(full.map_or(refill, |f| f.max(refill)));
            }
            room = limit - used;
        }
        let allowed = |p: Priority| match p {
            Priority::High => room > 0,
            Priority::Normal => room > RESERVE_NORMAL,
            Priority::Low => room > RESERVE_LOW,
        };
        let mut best: Option<(usize, Priority)> = None;
        // The topics with a new message queued that may go now: a table's or a hand's own new
        // message there keeps behind it (it keeps its priority), or a rematch's table would
        // come above the news that the last match ended.
        let mut posted: Vec<Option<ThreadId>> = Vec::new();
        for (i, job) in st.jobs.iter().enumerate() {
            let p = job.priority(&st.slots);
            match job {
                Job::Slot(key @ (SlotKey::Table { .. } | SlotKey::Hand { .. })) => {
                    let slot = st.slots.get(key);
                    if slot.is_some_and(|s| s.message.is_none() && posted.contains(&s.thread)) {
                        continue;
                    }
                }
                Job::Post { thread, priority, .. }
                    if *priority >= Priority::Normal && allowed(*priority) =>
                {
                    posted.push(*thread)
                }
                _ => {}
            }
            if allowed(p) && best.is_none_or(|(_, b)| p > b) {
                best = Some((i, p));
                if p == Priority::High {
                    break;
                }
            }
        }
        let Some((i, priority)) = best else {
            // Only what can wait is queued, and the group keeps its reserve: as the minute
            // frees up, it goes.
            let window = self.budgets.group_window();
            let at = st.recent.front().map_or(now + self.budgets.group_pace(), |t| *t + window);
            return Next::Wait(at);
        };
        let Some(mut job) = st.jobs.remove(i) else { return Next::Idle };
        if priority == Priority::Low {
            job = merge_low(job, &mut st.jobs);
        }
        st.busy = true;
        Next::Run(job)
    }

    /// Counts a call against the chat's budget, as it goes.
    fn spend(&self) {
        let mut st = lock(&self.queue.state);
        let now = Instant::now();
        if self.group() {
            st.recent.push_back(now);
            st.tokens = (st.tokens - 1.0).max(0.0);
        } else {
            st.not_before = Some(now + self.budgets.private_pace());
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

    async fn send(
        &self,
        thread: Option<ThreadId>,
        under: Option<MessageId>,
        content: &Content,
    ) -> Result<MessageId, RequestError> {
        let mut request = self.bot.send_message(self.chat, content.text.clone());
        if let Some(thread) = thread {
            request = request.message_thread_id(thread);
        }
        if let Some(under) = under {
            // Sent all the same if that message is gone meanwhile.
            let to = teloxide::types::ReplyParameters::new(under).allow_sending_without_reply();
            request = request.reply_parameters(to);
        }
        if content.has_keyboard() {
            request = request.reply_markup(content.keyboard.clone());
        }
        if !content.entities.is_empty() {
            request = request.entities(content.entities.clone());
        }
        request.await.map(|m| m.id)
    }

    async fn post(
        &self,
        thread: Option<ThreadId>,
        under: Option<MessageId>,
        content: Content,
        priority: Priority,
        attempts: u8,
    ) -> Outcome {
        match self.send(thread, under, &content).await {
            Ok(_) => Outcome::Done,
            Err(e) => {
                count_failure(&e);
                match classify(&e) {
                    Failure::RetryAfter(wait) => Outcome::RetryAfter(
                        wait,
                        Job::Post { thread, under, content, priority, attempts },
                    ),
                    Failure::Forbidden => {
                        let _ = self.reports.send(Report::Undelivered {
                            chat: self.chat,
                            key: None,
                            at: std::time::Instant::now(),
                        });
                        Outcome::Done
                    }
                    Failure::Passing if attempts + 1 < MAX_ATTEMPTS => {
                        tracing::debug!(chat = self.chat.0, error = %e, "send failed; retrying");
                        let attempts = attempts + 1;
                        let job = Job::Post { thread, under, content, priority, attempts };
                        Outcome::Retry(backoff(attempts), job)
                    }
                    _ => {
                        tracing::warn!(chat = self.chat.0, error = %e, "message not sent");
                        Outcome::Done
                    }
                }
            }
        }
    }

    async fn probe(&self, content: Content, waiter: Option<Waiter>) -> Outcome {
        match self.send(None, None, &content).await {
            Ok(id) => {
                if let Some(w) = waiter {
                    let _ = w.send(Ok(id));
                }
                Outcome::Done
            }
            Err(e) => {
                count_failure(&e);
                match classify(&e) {
                    Failure::RetryAfter(wait) => {
                        Outcome::RetryAfter(wait, Job::Probe { content, waiter })
                    }
                    failure => {
                        if let Some(w) = waiter {
                            let _ = w.send(Err(failure));
                        }
                        Outcome::Done
                    }
                }
            }
        }
    }

    /// Edits `message` to show `content`: its text, its formatting, and always its keyboard
    /// (an edit without reply_markup removes it; one without entities, the formatting).
    async fn edit_request(
        &self,
        message: MessageId,
        content: &Content,
    ) -> Result<Message, RequestError> {
        let mut request = self
            .bot
            .edit_message_text(self.chat, message, content.text.clone())
            .reply_markup(content.keyboard.clone());
        if !content.entities.is_empty() {
            request = request.entities(content.entities.clone());
        }
        request.await
    }

    async fn edit(&self, message: MessageId, content: Content, attempts: u8) -> Outcome {
        match self.edit_request(message, &content).await {
            Ok(_) => Outcome::Done,
            Err(e) if not_modified(&e) => Outcome::Done,
            Err(e) => one_off_failed(&e, attempts, |attempts| Job::Edit {
                message,
                content: content.clone(),
                attempts,
            }),
        }
    }

    async fn unbutton(&self, message: MessageId, attempts: u8) -> Outcome {
        // Without reply_markup, the edit removes the keyboard.
        match self.bot.edit_message_reply_markup(self.chat, message).await {
            Ok(_) => Outcome::Done,
            Err(e) if not_modified(&e) => Outcome::Done,
            // Gone, or too old to edit: nobody presses it any more.
            Err(e) => one_off_failed(&e, attempts, |attempts| Job::Unbutton { message, attempts }),
        }
    }

    async fn delete(&self, message: MessageId, attempts: u8) -> Outcome {
        match self.bot.delete_message(self.chat, message).await {
            Ok(_) => Outcome::Done,
            // Gone already, or too old to delete (48 hours): nothing more to do.
            Err(e) => one_off_failed(&e, attempts, |attempts| Job::Delete { message, attempts }),
        }
    }

    async fn slot(&self, key: SlotKey) -> Outcome {
        let (content, message, thread, epoch) = {
            let mut st = lock(&self.queue.state);
            let Some(slot) = st.slots.get_mut(&key) else { return Outcome::Done };
            slot.queued = false;
            let Some(want) = slot.want.clone() else { return Outcome::Done };
            if slot.blocked || slot.sent.as_ref() == Some(&want) {
                if slot.retire && !slot.blocked {
                    let _ = self.reports.send(st.retired(self.chat, key));
                }
                return Outcome::Done;
            }
            (want, slot.message, slot.thread, slot.epoch)
        };
        let result = match message {
            None => self.send(thread, None, &content).await,
            Some(id) => match self.edit_request(id, &content).await {
                Ok(_) => Ok(id),
                Err(e) if not_modified(&e) => Ok(id),
                Err(e) => Err(e),
            },
        };
        tracing::debug!(chat = self.chat.0, ?key, ?message, ok = result.is_ok(), "slot shown");
        if let Err(e) = &result {
            count_failure(e);
        }
        let mut st = lock(&self.queue.state);
        let removed = st.slots.get(&key).is_none_or(|slot| slot.born > epoch);
        if removed {
            // Removed meanwhile (a turn's mention when the match ended), perhaps made again
            // since: a message this request just made would stay for good, saying what is no
            // longer so, or be taken for the new slot's.
            if let (Ok(id), None) = (&result, message) {
                st.jobs.push_back(Job::Delete { message: *id, attempts: 0 });
            }
            return Outcome::Done;
        }
        let Some(slot) = st.slots.get_mut(&key) else { return Outcome::Done };
        if slot.epoch != epoch {
            // Renewed meanwhile: this message belongs to the previous turn. If it was just
            // made, it must not keep that turn's buttons.
            if let (Ok(id), None) = (&result, message) {
                let job = match slot.record.clone() {
                    Some(record) => Job::Edit { message: *id, content: record, attempts: 0 },
                    None => Job::Delete { message: *id, attempts: 0 },
                };
                st.jobs.push_back(job);
            }
            return Outcome::Done;
        }
        match result {
            Ok(id) => {
                slot.message = Some(id);
                slot.sent = Some(content);
                slot.failures = 0;
                if message.is_none() {
                    let stamp = slot.stamp;
                    let placed =
                        Report::Placed { chat: self.chat, key: key.clone(), message: id, stamp };
                    let _ = self.reports.send(placed);
                }
                if slot.retire && !slot.queued {
                    let _ = self.reports.send(st.retired(self.chat, key));
                }
                Outcome::Done
            }
            Err(e) => match classify(&e) {
                Failure::RetryAfter(wait) => Outcome::RetryAfter(wait, Job::Slot(key)),
                Failure::Gone if matches!(key, SlotKey::Board { .. }) => {
                    // A leaderboard deleted meanwhile: a view, not worth a new message.
                    let _ = self.reports.send(st.retired(self.chat, key));
                    Outcome::Done
                }
                Failure::Gone => {
                    // Deleted or too old to edit: show the slot again as a new message.
                    slot.message = None;
                    slot.sent = None;
                    Outcome::Retry(Duration::ZERO, Job::Slot(key))
                }
                Failure::Forbidden if slot.retire => {
                    let _ = self.reports.send(st.retired(self.chat, key));
                    Outcome::Done
                }
                Failure::Forbidden => {
                    slot.blocked = true;
                    let _ = self.reports.send(Report::Undelivered {
                        chat: self.chat,
                        key: Some(key),
                        at: std::time::Instant::now(),
                    });
                    Outcome::Done
                }
                Failure::Passing => {
                    // The latest content stays pending until it is shown: tried again, less
                    // often the longer it fails.
                    slot.failures = slot.failures.saturating_add(1);
                    tracing::debug!(chat = self.chat.0, error = %e, "edit failed; retrying");
                    Outcome::Retry(backoff(slot.failures), Job::Slot(key))
                }
                Failure::Permanent => {
                    // Telegram will never take this content: left as it is; the next change
                    // of the slot tries again.
                    slot.failures = 0;
                    if slot.retire {
                        let _ = self.reports.send(st.retired(self.chat, key));
                    }
                    tracing::warn!(chat = self.chat.0, error = %e, "message not updated");
                    Outcome::Done
                }
            },
        }
    }
}

/// A low-priority post, with the low posts of the same topic queued after it merged in (as
/// long as their buttons are the same as its own, or none, and the text stays within
/// Telegram's limit), each with its own formatting: the same leaderboard or refusal asked for
/// again and again while a group is busy comes once, with its buttons.
fn merge_low(job: Job, jobs: &mut VecDeque<Job>) -> Job {
    let Job::Post { thread, under, mut content, priority: Priority::Low, attempts } = job else {
        return job;
    };
    // What the merged post says already: a text asked for again is dropped, not repeated.
    let mut parts = vec![content.text.clone()];
    let mut i = 0;
    while i < jobs.len() {
        let (fits, again) = match &jobs[i] {
            Job::Post { thread: t, content: c, priority: Priority::Low, .. }
                if *t == thread && c.keyboard == content.keyboard =>
            {
                let room = content.text.chars().count() + c.text.chars().count() + 2
                    <= crate::render::MAX_TEXT_CHARS;
                (room, parts.contains(&c.text))
            }
            _ => (false, false),
        };
        if again {
            jobs.remove(i);
        } else if fits {
            if let Some(Job::Post { content: more, .. }) = jobs.remove(i) {
                // Telegram counts offsets in UTF-16 code units.
                let shift = content.text.encode_utf16().count() + 2;
                content.text = format!("{}\n\n{}", content.text, more.text);
                let moved = more.entities.into_iter().map(|mut e| {
                    e.offset += shift;
                    e
                });
                content.entities.extend(moved);
                parts.push(more.text);
            }
        } else {
            i += 1;
        }
    }
    Job::Post { thread, under, content, priority: Priority::Low, attempts }
}

/// Tries of a request made outside the outbox when Telegram answers 429.
const FLOOD_TRIES: u32 = 3;

/// Runs a request made outside the outbox (a member lookup, the command menu, a button's
/// answer), waiting out a 429 as told and trying again, at most [`FLOOD_TRIES`] times. Every
/// 429 is counted; other failures are the caller's to judge.
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
    Duration::from_millis(250 << attempt.min(7))
}

/// How a failed request is handled.
#[derive(Debug, PartialEq, Eq, Clone, Copy)]
pub enum Failure {
    /// Flood control: wait, then retry.
    RetryAfter(Duration),
    /// The private chat is closed to the bot.
    Forbidden,
    /// The message to edit is gone or too old.
    Gone,
    /// Network trouble or a server error: retry.
    Passing,
    /// A request Telegram will never accept: give up.
    Permanent,
}

/// What a one-off call's failure leads to: a flood wait waited out, a passing failure tried
/// again a few times (`again` makes the job for that many attempts), anything else given up.
fn one_off_failed(e: &RequestError, attempts: u8, again: impl Fn(u8) -> Job) -> Outcome {
    count_failure(e);
    match classify(e) {
        Failure::RetryAfter(wait) => Outcome::RetryAfter(wait, again(attempts)),
        Failure::Passing if attempts + 1 < MAX_ATTEMPTS => {
            Outcome::Retry(backoff(attempts + 1), again(attempts + 1))
        }
        _ => Outcome::Done,
    }
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
            | ApiError::MessageIdInvalid
            | ApiError::MessageToDeleteNotFound
            | ApiError::MessageCantBeDeleted => Failure::Gone,
            ApiError::Unknown(text) => {
                let lower = text.to_ascii_lowercase();
                if lower.starts_with("forbidden") {
                    Failure::Forbidden
                } else if lower.contains("message to edit not found")
                    || lower.contains("message can't be edited")
                    || lower.contains("message to delete not found")
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

    /// Turn `moves` of match 1.
    fn turn(moves: u32) -> Seq {
        Seq { game: MatchId(1), moves }
    }

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

    /// A hand held back from a private chat never opened is forgotten when its game ends,
    /// and said so: it does not wait (with its chat's worker) for a chat that may never
    /// open, and opening the chat later sends nothing of the old game.
    #[tokio::test(flavor = "current_thread")]
    async fn a_held_back_hand_is_forgotten_when_its_game_ends() {
        let api = url::Url::parse("http://127.0.0.1:9/").unwrap();
        let bot = Bot::new("1:test").set_api_url(api);
        let (reports, mut told) = mpsc::unbounded_channel();
        let outbox = Outbox::new(bot, Budgets::default(), reports);
        let chat = ChatId(7);
        let channel = ChannelKey::new(Platform::Telegram, "-1", "main");
        let slot = SlotKey::Hand { channel, game: MatchId(1) };
        // As the worker leaves it when the chat refuses the hand (nothing awaited here, so
        // the worker does not run).
        outbox.with_queue(chat, |st| {
            let held = st.slot(slot.clone());
            held.want = Some(Content::text("hand"));
            held.blocked = true;
        });
        outbox.retire(chat, slot.clone(), None, Content::text("match over"));
        assert!(
            matches!(told.try_recv(), Ok(Report::Retired { key, message: None, .. }) if key == slot)
        );
        outbox.with_queue(chat, |st| assert!(st.slots.is_empty() && st.jobs.is_empty()));
        outbox.unblock(chat);
        outbox.with_queue(chat, |st| assert!(st.jobs.is_empty(), "nothing of the old game"));
    }

    /// A press on the old message of a slot being renewed (its new message not sent yet)
    /// does not make the old one the slot's again: it was told it is out of date, and an
    /// edit back to the hand would flip it (and the new message would never come).
    #[tokio::test(flavor = "current_thread")]
    async fn a_slot_being_renewed_does_not_take_back_its_old_message() {
        let api = url::Url::parse("http://127.0.0.1:9/").unwrap();
        let bot = Bot::new("1:test").set_api_url(api);
        let (reports, _kept) = mpsc::unbounded_channel();
        let outbox = Outbox::new(bot, Budgets::default(), reports);
        let chat = ChatId(7);
        let channel = ChannelKey::new(Platform::Telegram, "-1", "main");
        let slot = SlotKey::Hand { channel, game: MatchId(1) };
        // Taken over after a restart: edited in place.
        outbox.adopt(chat, slot.clone(), None, MessageId(4), Some(turn(0)));
        assert_eq!(outbox.message(chat, &slot), Some(MessageId(4)));
        // Renewed (the worker has not run: nothing awaited), then pressed on the old one.
        let record = Content::text("out of date");
        let hand = Content::text("hand");
        outbox.renew(chat, slot.clone(), None, hand, Some(record), Some(turn(1)), Priority::High);
        outbox.adopt(chat, slot.clone(), None, MessageId(4), None);
        assert_eq!(outbox.message(chat, &slot), None, "the old message taken back");
    }

    /// A Bot API on a local port that holds its answer to the first `sendMessage` until
    /// released, and tells each call as it comes: "sendmessage" for the held one, the method
    /// and its body for the others. Messages it makes are numbered from 17.
    async fn holding_bot_api() -> (Bot, oneshot::Sender<()>, mpsc::UnboundedReceiver<String>) {
        holding_bot_api_answering(false).await
    }

    /// [`holding_bot_api`], whose held answer is a 429 (retry after a second) when `flood`.
    async fn holding_bot_api_answering(
        flood: bool,
    ) -> (Bot, oneshot::Sender<()>, mpsc::UnboundedReceiver<String>) {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let api = url::Url::parse(&format!("http://{}/", listener.local_addr().unwrap())).unwrap();
        let (release, released) = oneshot::channel::<()>();
        let (seen, calls) = mpsc::unbounded_channel::<String>();
        tokio::spawn(async move {
            let mut released = Some(released);
            let mut next_message = 17;
            loop {
                let Ok((mut stream, _)) = listener.accept().await else { return };
                let mut request = Vec::new();
                let mut buf = [0u8; 4096];
                // Headers, then the body by its length.
                let body_start = loop {
                    let n = stream.read(&mut buf).await.unwrap_or(0);
                    if n == 0 {
                        break None;
                    }
                    request.extend_from_slice(&buf[..n]);
                    if let Some(at) = request.windows(4).position(|w| w == b"\r\n\r\n") {
                        break Some(at + 4);
                    }
                };
                let Some(body_start) = body_start else { continue };
                let head = String::from_utf8_lossy(&request[..body_start]).to_lowercase();
                let length: usize = head
                    .lines()
                    .find_map(|l| l.strip_prefix("content-length:"))
                    .and_then(|v| v.trim().parse().ok())
                    .unwrap_or(0);
                while request.len() < body_start + length {
                    let n = stream.read(&mut buf).await.unwrap_or(0);
                    if n == 0 {
                        break;
                    }
                    request.extend_from_slice(&buf[..n]);
                }
                let method = head.split_whitespace().nth(1).unwrap_or("").rsplit('/').next();
                let method = method.unwrap_or("").to_string();
                let mut flooded = false;
                if method == "sendmessage" && released.is_some() {
                    let _ = seen.send(method.clone());
                    if let Some(released) = released.take() {
                        let _ = released.await;
                    }
                    flooded = flood;
                } else {
                    let body = String::from_utf8_lossy(&request[body_start..]).into_owned();
                    let _ = seen.send(format!("{method} {body}"));
                }
                let result = if method == "sendmessage" {
                    next_message += 1;
                    format!(
                        r#"{{"message_id":{},"date":0,"chat":{{"id":-5,"type":"group","title":"g"}},"text":"t"}}"#,
                        next_message - 1
                    )
                } else {
                    "true".to_string()
                };
                let body = if flooded {
                    next_message -= 1;
                    r#"{"ok":false,"error_code":429,"description":"Too Many Requests: retry after 1","parameters":{"retry_after":1}}"#.to_string()
                } else {
                    format!(r#"{{"ok":true,"result":{result}}}"#)
                };
                let answer = format!(
                    "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                    body.len()
                );
                let _ = stream.write_all(answer.as_bytes()).await;
            }
        });
        (Bot::new("1:test").set_api_url(api), release, calls)
    }

    /// A turn's mention held back by a 429 while the next turn comes (the answer comes before
    /// the next turn, or after it): one message goes, naming the person to move now, and it is
    /// reported placed for that turn. Never the person whose turn is over, never twice.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_mention_held_back_by_a_flood_names_the_person_to_move_now() {
        for answered_first in [false, true] {
            let (bot, release, mut calls) = holding_bot_api_answering(true).await;
            let (reports, mut told) = mpsc::unbounded_channel();
            let outbox = Outbox::new(bot, Budgets::default(), reports);
            let chat = ChatId(-5);
            let channel = ChannelKey::new(Platform::Telegram, "-5", "main");
            let key = SlotKey::Mention { channel };
            let ana = Content::text("Ana, your turn");
            outbox.renew(chat, key.clone(), None, ana, None, Some(turn(3)), Priority::High);
            assert_eq!(calls.recv().await.as_deref(), Some("sendmessage"));
            let bob = || Content::text("Bob, your turn");
            if answered_first {
                release.send(()).unwrap();
                // The 429 read: the chat waits out its second, the mention queued again.
                until(&outbox, chat, |st| st.not_before.is_some() && !st.busy).await;
                outbox.renew(chat, key.clone(), None, bob(), None, Some(turn(4)), Priority::High);
            } else {
                outbox.renew(chat, key.clone(), None, bob(), None, Some(turn(4)), Priority::High);
                release.send(()).unwrap();
            }
            let next = tokio::time::timeout(Duration::from_secs(30), calls.recv()).await;
            let next = next.unwrap().unwrap();
            let to_bob = next.starts_with("sendmessage") && next.contains("Bob");
            assert!(to_bob, "answered first {answered_first}: {next}");
            let placed = tokio::time::timeout(Duration::from_secs(30), told.recv()).await;
            let placed = placed.unwrap().unwrap();
            let message = MessageId(17);
            let want = Report::Placed { chat, key: key.clone(), message, stamp: Some(turn(4)) };
            assert_eq!(placed, want, "answered first {answered_first}");
            // Nothing more: with the chat's queue empty and its worker between calls, every
            // call it made has reached the API (which tells a call before answering it).
            until(&outbox, chat, |st| st.jobs.is_empty() && !st.busy).await;
            let more = calls.try_recv();
            assert!(more.is_err(), "answered first {answered_first}: then {more:?}");
        }
    }

    /// A rematch's new table, queued after the post that says the last match ended, comes
    /// after it, not above it; it still goes before the posts queued after it.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_new_table_does_not_jump_ahead_of_the_news_posted_before_it() {
        let (bot, release, mut calls) = holding_bot_api_answering(false).await;
        let (reports, _told) = mpsc::unbounded_channel();
        let outbox = Outbox::new(bot, Budgets::default(), reports);
        let chat = ChatId(-5);
        // The first send is held, so that what follows queues behind it.
        outbox.post(chat, None, Content::text("hold"), Priority::Normal);
        assert_eq!(calls.recv().await.as_deref(), Some("sendmessage"));
        outbox.post(chat, None, Content::text("the match is over"), Priority::Normal);
        let table = SlotKey::Table { topic: None, generation: 2 };
        outbox.set(chat, table, None, Content::text("rematch table"), Priority::High);
        outbox.post(chat, None, Content::text("a reply"), Priority::Normal);
        release.send(()).unwrap();
        let mut order = Vec::new();
        for _ in 0..3 {
            let call = tokio::time::timeout(Duration::from_secs(30), calls.recv()).await;
            order.push(call.unwrap().unwrap());
        }
        let expected = ["the match is over", "rematch table", "a reply"];
        for (call, words) in order.iter().zip(expected) {
            assert!(call.contains(words), "{words} expected: {order:?}");
        }
    }

    /// A finished table replaced by its rematch's loses its Rematch: still waiting to be shown,
    /// it is shown without it and forgotten; shown and forgotten already, its message (known
    /// to the caller) has its keyboard taken off; its words stay as they are either way.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_replaced_table_loses_its_buttons_whether_shown_or_not() {
        let (bot, release, mut calls) = holding_bot_api_answering(false).await;
        let (reports, mut told) = mpsc::unbounded_channel();
        let outbox = Outbox::new(bot, Budgets::default(), reports);
        let chat = ChatId(-5);
        outbox.post(chat, None, Content::text("hold"), Priority::Normal);
        assert_eq!(calls.recv().await.as_deref(), Some("sendmessage"));
        let waiting = SlotKey::Table { topic: None, generation: 2 };
        let rematch = teloxide::types::InlineKeyboardButton::callback("🔁 Rematch", "R:2:40");
        let keyboard = InlineKeyboardMarkup::new(vec![vec![rematch]]);
        outbox.retire(chat, waiting.clone(), None, Content::new("final table", keyboard));
        outbox.unbutton(chat, waiting.clone(), None);
        let wanted = outbox.wanted(chat, &waiting).unwrap();
        assert_eq!((wanted.text.as_str(), wanted.keyboard), ("final table", Default::default()));
        outbox.unbutton(chat, SlotKey::Table { topic: None, generation: 1 }, Some(MessageId(9)));
        release.send(()).unwrap();
        let mut seen = Vec::new();
        for _ in 0..2 {
            let call = tokio::time::timeout(Duration::from_secs(30), calls.recv()).await;
            seen.push(call.unwrap().unwrap());
        }
        let shown = seen.iter().find(|c| c.starts_with("sendmessage")).unwrap();
        assert!(shown.contains("final table") && !shown.contains("Rematch"), "{seen:?}");
        let edit = seen.iter().find(|c| c.starts_with("editmessagereplymarkup")).unwrap();
        assert!(edit.contains(r#""message_id":9"#) && !edit.contains("Rematch"), "{edit}");
        // The waiting one, shown, is forgotten like any finished table.
        loop {
            let report = tokio::time::timeout(Duration::from_secs(30), told.recv()).await;
            match report.unwrap() {
                Some(Report::Placed { .. }) => continue,
                Some(Report::Retired { key, .. }) => break assert_eq!(key, waiting),
                other => panic!("{other:?}"),
            }
        }
    }

    /// Waits (up to 30 s) until a chat's queue is as `done` says.
    async fn until(outbox: &Outbox, chat: ChatId, done: impl Fn(&QueueState) -> bool) {
        let deadline = Instant::now() + Duration::from_secs(30);
        while !outbox.with_queue(chat, |st| done(st)) {
            assert!(Instant::now() < deadline, "the chat's queue never got there");
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// A slot removed while its first message is on its way (a turn's mention when the match
    /// ends meanwhile): the message, once made, is deleted, not left saying a stale turn.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_message_made_for_a_slot_removed_meanwhile_is_deleted() {
        let (bot, release, mut calls) = holding_bot_api().await;
        let (reports, _kept) = mpsc::unbounded_channel();
        let outbox = Outbox::new(bot, Budgets::default(), reports);
        let chat = ChatId(-5);
        let key = SlotKey::Mention { channel: ChannelKey::new(Platform::Telegram, "-5", "main") };
        outbox.set(chat, key.clone(), None, Content::text("Bob, your turn"), Priority::High);
        assert_eq!(calls.recv().await.as_deref(), Some("sendmessage"));
        // The match ends while the mention is being sent.
        outbox.remove(chat, key.clone());
        release.send(()).unwrap();
        let next = tokio::time::timeout(Duration::from_secs(30), calls.recv()).await;
        let next = next.unwrap().unwrap();
        assert!(next.starts_with("deletemessage"), "{next}");
        assert!(next.contains("17"), "{next}");
        assert_eq!(outbox.message(chat, &key), None);
    }

    /// A slot removed and made again under the same key while its first message is on its
    /// way (the next match's first turn mentioned at once): that message is deleted — not
    /// edited into the new slot's, as an edited mention notifies nobody, nor into a renewal's
    /// record — and the new slot gets a new message of its own.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_slot_made_again_while_the_old_one_sends_does_not_take_its_message() {
        for renewed in [false, true] {
            let (bot, release, mut calls) = holding_bot_api().await;
            let (reports, _kept) = mpsc::unbounded_channel();
            let outbox = Outbox::new(bot, Budgets::default(), reports);
            let chat = ChatId(-5);
            let channel = ChannelKey::new(Platform::Telegram, "-5", "main");
            let key = SlotKey::Mention { channel };
            outbox.set(chat, key.clone(), None, Content::text("Bob, your turn"), Priority::High);
            assert_eq!(calls.recv().await.as_deref(), Some("sendmessage"));
            outbox.remove(chat, key.clone());
            let again = Content::text("Ana, your turn");
            if renewed {
                let record = Some(Content::text("was Ana's turn"));
                outbox.renew(chat, key.clone(), None, again, record, Some(turn(0)), Priority::High);
            } else {
                outbox.set(chat, key.clone(), None, again, Priority::High);
            }
            release.send(()).unwrap();
            let mut seen = Vec::new();
            for _ in 0..2 {
                let next = tokio::time::timeout(Duration::from_secs(30), calls.recv()).await;
                seen.push(next.unwrap().unwrap());
            }
            seen.sort();
            let deleted = seen[0].starts_with("deletemessage") && seen[0].contains("17");
            assert!(deleted, "renewed {renewed}: {seen:?}");
            let sent = seen[1].starts_with("sendmessage") && seen[1].contains("Ana");
            assert!(sent, "renewed {renewed}: {seen:?}");
            for _ in 0..300 {
                if outbox.message(chat, &key).is_some() {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            assert_eq!(outbox.message(chat, &key), Some(MessageId(18)), "renewed {renewed}");
            let more = tokio::time::timeout(Duration::from_millis(500), calls.recv()).await;
            assert!(more.is_err(), "renewed {renewed}: a call after the new message: {more:?}");
        }
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

    /// A press that saw a board before the edit of an earlier press landed, arriving once
    /// that edit's slot is forgotten, is compared with what the message shows now, not with
    /// what it saw: asking back for what it saw is an edit, not "the same" (lost).
    #[tokio::test(flavor = "current_thread")]
    async fn a_press_that_saw_a_board_before_an_edit_landed_is_not_taken_as_the_same() {
        let (reports, _kept) = mpsc::unbounded_channel();
        // Nothing is awaited here: the chat's worker never runs; it is played by hand.
        let outbox = Outbox::new(Bot::new("1:test"), Budgets::default(), reports);
        let (chat, message) = (ChatId(-5), MessageId(9));
        let key = SlotKey::Board { message };
        let (points, strength) = (Content::text("points"), Content::text("strength"));
        let queued = |outbox: &Outbox| {
            outbox.with_queue(chat, |st| {
                let slot = st.slots.get(&key);
                let wants = slot.map(|s| (s.want.clone(), s.sent.clone()));
                (wants, st.jobs.iter().filter(|j| matches!(j, Job::Slot(k) if *k == key)).count())
            })
        };
        // One press asks for strength; its edit lands and its slot is forgotten.
        outbox.switch_board(chat, message, Some(points.clone()), strength.clone());
        outbox.with_queue(chat, |st| {
            st.jobs.clear();
            if let Some(slot) = st.slots.get_mut(&key) {
                slot.queued = false;
                slot.sent = Some(strength.clone());
            }
            st.retired(chat, key.clone());
        });
        assert_eq!(queued(&outbox), (None, 0));
        // A press made on the points board before that, asking for points: an edit.
        outbox.switch_board(chat, message, Some(points.clone()), points.clone());
        assert_eq!(queued(&outbox), (Some((Some(points.clone()), Some(strength.clone()))), 1));
        // Asked for what the message shows now (strength), by a press that saw points: none.
        let outbox =
            Outbox::new(Bot::new("1:test"), Budgets::default(), mpsc::unbounded_channel().0);
        outbox.switch_board(chat, message, Some(points.clone()), strength.clone());
        outbox.with_queue(chat, |st| {
            st.jobs.clear();
            if let Some(slot) = st.slots.get_mut(&key) {
                slot.queued = false;
                slot.sent = Some(strength.clone());
            }
            st.retired(chat, key.clone());
        });
        outbox.switch_board(chat, message, Some(points.clone()), strength.clone());
        assert_eq!(queued(&outbox), (None, 0), "nothing to change");
        // And still known for the next such press.
        outbox.switch_board(chat, message, Some(points.clone()), points.clone());
        assert_eq!(queued(&outbox), (Some((Some(points), Some(strength))), 1));
    }

    /// A board browsed with its buttons: its edits give way to the game's news; the last
    /// press wins over an edit still waiting, even a press back to what Telegram shows; the
    /// same board again with nothing waiting costs no call.
    #[tokio::test(flavor = "current_thread")]
    async fn a_board_switch_replaces_a_waiting_edit_and_costs_nothing_when_unchanged() {
        let (reports, _kept) = mpsc::unbounded_channel();
        // Nothing is awaited here: the chat's worker never runs, and the queue is as left.
        let outbox = Outbox::new(Bot::new("1:test"), Budgets::default(), reports);
        let (chat, message) = (ChatId(-5), MessageId(9));
        let key = SlotKey::Board { message };
        let (points, strength) = (Content::text("points"), Content::text("strength"));
        let queued = |outbox: &Outbox| {
            outbox.with_queue(chat, |st| {
                let slot = st.slots.get(&key);
                let wants = slot.map(|s| (s.want.clone(), s.sent.clone(), s.priority, s.retire));
                (wants, st.jobs.iter().filter(|j| matches!(j, Job::Slot(k) if *k == key)).count())
            })
        };
        // The board shown, asked again: nothing to do.
        outbox.switch_board(chat, message, Some(points.clone()), points.clone());
        assert_eq!(queued(&outbox), (None, 0));
        // Another board: one edit, low, forgotten once shown.
        outbox.switch_board(chat, message, Some(points.clone()), strength.clone());
        let low = (Some(strength.clone()), Some(points.clone()), Priority::Low, true);
        assert_eq!(queued(&outbox), (Some(low), 1));
        let job = Job::Slot(key.clone());
        assert_eq!(outbox.with_queue(chat, |st| job.priority(&st.slots)), Priority::Low);
        // Pressed back before it went, on a message Telegram still shows as points: the edit
        // waiting now shows points, which were sent already (the worker skips it).
        outbox.switch_board(chat, message, Some(points.clone()), points.clone());
        let back = (Some(points.clone()), Some(points.clone()), Priority::Low, true);
        assert_eq!(queued(&outbox), (Some(back), 1));
        // The strength edit on its way (taken by the worker), then points pressed: the slot is
        // queued again, to edit back after it.
        outbox.switch_board(chat, message, Some(points.clone()), strength.clone());
        outbox.with_queue(chat, |st| {
            st.jobs.clear();
            if let Some(slot) = st.slots.get_mut(&key) {
                slot.queued = false;
            }
        });
        outbox.switch_board(chat, message, Some(points.clone()), points.clone());
        // The strength edit lands (as the worker records it): the points edit queued goes next.
        outbox.with_queue(chat, |st| {
            if let Some(slot) = st.slots.get_mut(&key) {
                slot.sent = Some(strength.clone());
            }
        });
        let after = (Some(points.clone()), Some(strength.clone()), Priority::Low, true);
        assert_eq!(queued(&outbox), (Some(after), 1));
    }

    #[test]
    fn waiting_replies_to_onlookers_are_merged_into_one_message() {
        let low = |text: &str| Job::Post {
            thread: None,
            under: None,
            content: Content::text(text),
            priority: Priority::Low,
            attempts: 0,
        };
        let mut queued: VecDeque<Job> = VecDeque::new();
        queued.push_back(low("b"));
        queued.push_back(Job::Post {
            thread: None,
            under: None,
            content: Content::text("normal"),
            priority: Priority::Normal,
            attempts: 0,
        });
        queued.push_back(low("c"));
        let Job::Post { content, .. } = merge_low(low("a"), &mut queued) else { panic!() };
        assert_eq!(content.text, "a\n\nb\n\nc");
        assert_eq!(queued.len(), 1, "the normal post stays queued");
        // Posts with buttons merge only with posts with the same buttons, which they keep.
        let button = |data: &str| {
            let button = teloxide::types::InlineKeyboardButton::callback("x", data);
            teloxide::types::InlineKeyboardMarkup::new(vec![vec![button]])
        };
        let with = |text: &str, data: &str| Job::Post {
            thread: None,
            under: None,
            content: Content::new(text, button(data)),
            priority: Priority::Low,
            attempts: 0,
        };
        let mut queued: VecDeque<Job> = [
            with("b", "L:p:month:0"),
            low("plain"),
            with("c", "L:s:month:0"),
            with("d", "L:p:month:0"),
        ]
        .into();
        let Job::Post { content, .. } = merge_low(with("a", "L:p:month:0"), &mut queued) else {
            panic!()
        };
        assert_eq!(
            (content.text.as_str(), &content.keyboard),
            ("a\n\nb\n\nd", &button("L:p:month:0"))
        );
        assert_eq!(queued.len(), 2, "a post without buttons and one with others stay queued");
        // The same text asked for again and again comes once, however long it is.
        let board = "Points — this month\n1. Ana — 5 points".repeat(60);
        let mut queued: VecDeque<Job> =
            [with(&board, "L:p:month:0"), with("b", "L:p:month:0"), with(&board, "L:p:month:0")]
                .into();
        let Job::Post { content, .. } = merge_low(with(&board, "L:p:month:0"), &mut queued) else {
            panic!()
        };
        assert_eq!(content.text, format!("{board}\n\nb"));
        assert!(queued.is_empty(), "the repeats are dropped, not sent later");
        // Formatted posts merge too, each part's formatting moved with it (UTF-16 offsets).
        let coded = |text: &str, offset: usize, length: usize| {
            let mut content = Content::text(text);
            content.entities = vec![teloxide::types::MessageEntity::code(offset, length)];
            Job::Post { thread: None, under: None, content, priority: Priority::Low, attempts: 0 }
        };
        let mut queued: VecDeque<Job> =
            [coded("“x” 🂡 no: write all", 17, 3), coded("“x” 🂡 no: write all", 17, 3)].into();
        let Job::Post { content, .. } = merge_low(coded("é: write all", 9, 3), &mut queued) else {
            panic!()
        };
        assert!(queued.is_empty(), "the repeat is dropped");
        let units: Vec<u16> = content.text.encode_utf16().collect();
        let coded: Vec<String> = content
            .entities
            .iter()
            .map(|e| String::from_utf16_lossy(&units[e.offset..e.offset + e.length]))
            .collect();
        assert_eq!(coded, ["all", "all"], "{:?}", content.entities);
    }

    #[test]
    fn a_busy_group_is_paced_evenly_within_its_minute() {
        let budgets = Budgets::default();
        // 20 a minute, spread: one call about every 3.2 s, which never fills the minute.
        assert!(budgets.group_pace() * budgets.group_per_minute > Duration::from_secs(60));
        assert!(budgets.group_pace() < Duration::from_millis(3_300));
        assert!(budgets.private_pace() > budgets.private_interval);
        assert_eq!(budgets.overall_calls(), 28);
    }
}
