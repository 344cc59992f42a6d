//! The adapter's state and what every job shares: where a channel's messages go, who speaks
//! which language, how commands are named.
//!
//! The jobs are split by file: [`messages`](crate::messages) serves typed commands,
//! [`buttons`](crate::buttons) button presses, [`table`](crate::table) draws effects (the
//! table message, the hands, the news). Everything that is not Telegram's is the core's
//! [`TableService`]: nothing here decides a rule of the game or a use case of the table.

use std::collections::{HashMap, HashSet};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use bot_core::i18n::Lang;
use bot_core::ids::{ChannelKey, MatchId, Platform, UserRef};
use bot_core::metrics::METRICS;
use bot_core::session::{
    Actor, Delivery, HandOverView, HandView, MoveView, Seq, SessionAction, TableView,
};
use bot_core::store::{MessageKind, MessageLocation};
use bot_core::table::{self, Cmd, Refusal, TableService, TurnNotice, Voice};
use teloxide::types::{
    Chat, ChatId, MaybeInaccessibleMessage, Message, MessageEntity, MessageId, ThreadId, User,
    UserId,
};
use tokio::sync::mpsc;

use crate::langs::UserLangs;
use crate::newest::Newest;
use crate::outbox::{Outbox, Priority, SlotKey, Tg};
use crate::render::{Choice, Content, Place};
use crate::MAIN_TOPIC;

/// The `server` of private chats in a [`ChannelKey`].
pub(crate) const DM: &str = "dm";

/// How Telegram names commands: `/new`, `/go`, …
pub(crate) struct TelegramVoice;

impl Voice for TelegramVoice {
    fn platform(&self) -> Platform {
        Platform::Telegram
    }

    fn command(&self, cmd: Cmd) -> String {
        let name = match cmd {
            Cmd::New => "new",
            Cmd::Join => "join",
            Cmd::Start => "go",
            Cmd::Hand => "hand",
            Cmd::Claim => "claim",
            Cmd::Back => "back",
            Cmd::Rematch => "rematch",
            Cmd::Rules => "rules",
            Cmd::Standings => "standings",
            Cmd::Settings => "settings",
        };
        format!("/{name}")
    }

    fn typed(&self, word: String) -> String {
        format!("{TYPED_OPEN}{word}{TYPED_CLOSE}")
    }
}

/// Where a word to type starts and ends in a refusal's words (private-use characters, taken
/// out before it is sent).
const TYPED_OPEN: char = '\u{E000}';
const TYPED_CLOSE: char = '\u{E001}';

/// A refusal in words, in `lang`, as plain text (an alert has no formatting).
pub(crate) fn refusal_text(refusal: &Refusal, lang: Lang) -> String {
    refusal_content(refusal, lang).text
}

/// A refusal as a message, in `lang`: each word to type as code, which a tap copies.
/// Whether `chat` is `user`'s own private chat with the bot.
pub(crate) fn is_own_chat(chat: &Chat, user: &User) -> bool {
    u64::try_from(chat.id.0).ok() == Some(user.id.0)
}

pub(crate) fn refusal_content(refusal: &Refusal, lang: Lang) -> Content {
    let said = refusal.message(lang, &TelegramVoice);
    let mut text = String::with_capacity(said.len());
    let mut entities = Vec::new();
    let (mut open, mut at) = (None, 0);
    for c in said.chars() {
        match c {
            TYPED_OPEN => open = Some(at),
            TYPED_CLOSE => match open.take() {
                // Telegram counts offsets in UTF-16 code units.
                Some(start) if at > start => entities.push(MessageEntity::code(start, at - start)),
                _ => {}
            },
            c => {
                text.push(c);
                at += c.len_utf16();
            }
        }
    }
    let mut content = Content::text(text);
    let length = content.text.encode_utf16().count();
    content.entities = entities.into_iter().filter(|e| e.offset + e.length <= length).collect();
    content
}

/// The adapter: the bot, the table service, and what it remembers about messages.
pub(crate) struct App {
    pub(crate) bot: Tg,
    pub(crate) me: String,
    pub(crate) service: TableService,
    pub(crate) outbox: Outbox,
    /// Where messages are, to store (written in order by one task).
    pub(crate) keep: mpsc::UnboundedSender<Keep>,
    state: Mutex<State>,
}

/// A change to the stored message locations.
#[derive(Debug)]
pub(crate) enum Keep {
    /// Where a message is now.
    Put(MessageLocation),
    /// A message no longer kept (its game is over): the location of its kind, channel and
    /// person, if it is still this message (`None`: whichever it is).
    Forget(MessageKind, ChannelKey, Option<String>, Option<String>),
    /// Answer once everything before is stored.
    Flush(tokio::sync::oneshot::Sender<()>),
}

/// What the adapter remembers; never held across an `.await`.
#[derive(Default)]
pub(crate) struct State {
    pub(crate) tables: HashMap<ChannelKey, TableState>,
    /// The channel of each table generation (its slot names only the generation).
    pub(crate) generations: HashMap<u64, ChannelKey>,
    pub(crate) hands: HashMap<(u64, ChannelKey), HandState>,
    /// The turn each person was last sent their hand for, in a new message.
    pub(crate) told: HashMap<(u64, ChannelKey), Seq>,
    /// What each hand message said above its cards when the process started (stored with
    /// it), by person and channel, with its position: its first redraw there says it again.
    pub(crate) said_before: HashMap<(u64, ChannelKey), (Seq, crate::table::Said)>,
    /// The claim questions standing in private chats, by person and channel: the turn each
    /// was asked at and what it shows (see [`SlotKey::Question`]).
    pub(crate) questions: HashMap<(u64, ChannelKey), (Seq, Content)>,
    /// The turn each group last mentioned (groups that ask for it).
    pub(crate) mentioned: HashMap<ChannelKey, Seq>,
    pub(crate) titles: HashMap<i64, String>,
    /// People known to have opened the private chat.
    pub(crate) reachable: HashSet<u64>,
    /// The first private messages of people who joined a lobby ("your cards will be shown
    /// here when it starts"), by channel: told so if the lobby closes before it starts, and
    /// forgotten once it starts. This process's only.
    pub(crate) join_notes: HashMap<ChannelKey, Vec<(u64, teloxide::types::MessageId)>>,
    /// When each person last wrote or pressed in their private chat (the last minute's): a
    /// refusal reported after that, but made before, is not theirs any more.
    pub(crate) opened: HashMap<u64, Instant>,
    /// People already shown a deep link for a match (once each).
    pub(crate) told_link: HashSet<(u64, MatchId)>,
    /// The messages showing people the way into their private chat, by person and channel
    /// (see [`SlotKey::Link`]).
    /// Each says whether it told them their cards are waiting ([`crate::texts::T::LinkWaiting`]:
    /// a refused hand does not post it again).
    pub(crate) links: HashMap<(u64, ChannelKey), bool>,
    /// Each group's language (from its settings), once read.
    pub(crate) group_langs: HashMap<i64, Lang>,
    /// Where each group wants turn notices (from its settings), once read.
    pub(crate) group_notify: HashMap<i64, TurnNotice>,
    /// Each person's language (from their Telegram client, or stored with their hand),
    /// bounded: see [`UserLangs`].
    pub(crate) user_langs: UserLangs,
    /// The tables and hands of matches stored as in play that were not resumed at start, by
    /// match: those the core set aside are closed when it says so (their locations are
    /// forgotten already). Filled at start only; once the start's report is read, only those
    /// of matches still in play are kept ([`App::start_reported`]).
    pub(crate) not_resumed: HashMap<MatchId, Vec<MessageLocation>>,
    /// The statuses of the matches in `not_resumed` could not be read when the start's report
    /// was: they are read again at the next language sweep.
    pub(crate) statuses_unread: bool,
    /// The names of forum topics, by chat and thread, as messages in them tell (Telegram
    /// names a topic only in its creation's service message, which its messages reply to).
    pub(crate) topic_names: HashMap<(i64, i32), String>,
    /// The newest press on each board message that is being worked out: only it may redraw.
    pub(crate) board_presses: Newest<(ChatId, MessageId)>,
    pub(crate) generation: u64,
}

impl State {
    /// The language of a channel's public messages.
    pub(crate) fn channel_lang(&self, channel: &ChannelKey) -> Lang {
        match (is_group(channel), channel.server.parse::<i64>(), channel.channel.parse::<u64>()) {
            (true, Ok(chat), _) => self.group_langs.get(&chat).copied().unwrap_or(Lang::En),
            (false, _, Ok(user)) => self.user_lang(user),
            _ => Lang::En,
        }
    }

    /// A person's language.
    pub(crate) fn user_lang(&self, user: u64) -> Lang {
        self.user_lang_or(user, Lang::En)
    }

    /// A person's language, or `otherwise` while it is not known (after a restart, before
    /// they press anything, unless it was stored with their hand message) or English. Many
    /// Balkan players run an English client (Telegram has no Bosnian or Macedonian): where
    /// a group's admins chose its language, English counts as no preference, as on Discord.
    pub(crate) fn user_lang_or(&self, user: u64, otherwise: Lang) -> Lang {
        self.user_langs.get(user).filter(|lang| *lang != Lang::En).unwrap_or(otherwise)
    }

    /// The language of an answer to a press (an alert, a toast), read by `user` alone: their
    /// own when known (their client's, or stored with their hand) and not English; else that
    /// of the chat's messages: a group's (stored with its settings), or in a private chat that
    /// of the game the button belongs to (`game`: its hand there is drawn in it); else English
    /// (see [`State::user_lang_or`]).
    pub(crate) fn presser_lang(
        &self,
        user: u64,
        chat: Option<ChatId>,
        game: Option<&ChannelKey>,
    ) -> Lang {
        if let Some(lang) = self.user_langs.get(user).filter(|lang| *lang != Lang::En) {
            return lang;
        }
        match (chat, game) {
            (Some(chat), _) if chat.is_group() || chat.is_channel_or_supergroup() => {
                self.group_langs.get(&chat.0).copied().unwrap_or(Lang::En)
            }
            (_, Some(game)) => self.channel_lang(game),
            _ => Lang::En,
        }
    }

    /// A player's language for what concerns the game in `channel`: their own when known,
    /// else the group's.
    pub(crate) fn player_lang(&self, user: u64, channel: &ChannelKey) -> Lang {
        self.user_lang_or(user, self.channel_lang(channel))
    }
}

/// Forum topic names kept at most ([`State::topic_names`]).
const MAX_TOPIC_NAMES: usize = 4096;

/// A channel's table message.
pub(crate) struct TableState {
    pub(crate) generation: u64,
    pub(crate) game: Option<MatchId>,
    /// The match stored with the message's location.
    pub(crate) stored_game: Option<MatchId>,
    /// Recent public notices, oldest first, with when they came.
    pub(crate) news: Vec<(String, std::time::Instant)>,
    pub(crate) view: Option<TableView>,
    /// Its message, once known: a newer table takes its buttons off.
    pub(crate) message: Option<MessageId>,
    /// The news line saying everyone is away, while it is true (its people are called back
    /// in a message of their own): both go once someone is back, or the game ends.
    pub(crate) away_line: Option<String>,
}

impl TableState {
    /// The table of `generation`, of `game` if it is known.
    pub(crate) fn new(generation: u64, game: Option<MatchId>) -> TableState {
        TableState {
            generation,
            game,
            stored_game: game,
            news: Vec::new(),
            view: None,
            message: None,
            away_line: None,
        }
    }
}

/// A player's hand message and what is chosen on it.
pub(crate) struct HandState {
    pub(crate) view: HandView,
    pub(crate) choice: Choice,
    /// That was a record: what it says once a newer message replaces it (no buttons, and no
    /// claim offered: the newer message offers it, with the total as it is then).
    pub(crate) record: Option<Content>,
    /// The reader's own move (or the computer's for them) it says, kept by redraws of the
    /// same position.
    pub(crate) played: Option<MoveView>,
    /// The hand scored just before its position: said above the cards, and kept by redraws
    /// of the same position with the move above (a card chosen), or the move would sit under
    /// the next hand's header on its own.
    pub(crate) ended: Option<HandOverView>,
    /// Cards were dealt just before its position: said, and kept as `ended` is.
    pub(crate) dealt: bool,
    /// It says the late-tablas rule.
    pub(crate) late_here: bool,
    /// The late-tablas rule as last said to the reader in this game, with its hand's number.
    pub(crate) late_told: Option<(u32, String)>,
}

/// A person as the sessions know them, their name cleaned.
pub(crate) fn actor(user: &User) -> Actor {
    let fallback = user.username.clone().unwrap_or_else(|| user.id.0.to_string());
    table::actor(user_ref(user.id), &user.full_name(), &fallback, false)
}

/// The session's reference to a Telegram user.
pub(crate) fn user_ref(id: UserId) -> UserRef {
    UserRef::new(Platform::Telegram, id.0.to_string())
}

/// The session channel of a chat: `dm/<user>` for private chats, `<chat>/<topic or main>`.
pub(crate) fn channel_of(chat: &Chat, thread: Option<ThreadId>, is_topic: bool) -> ChannelKey {
    if chat.is_private() {
        return ChannelKey::new(Platform::Telegram, DM, chat.id.0.to_string());
    }
    // Replies in ordinary groups carry a thread id too; only forum topics are channels.
    let topic = match (is_topic, thread) {
        (true, Some(t)) => t.0 .0.to_string(),
        _ => MAIN_TOPIC.to_string(),
    };
    ChannelKey::new(Platform::Telegram, chat.id.0.to_string(), topic)
}

/// Where a channel's messages go.
pub(crate) fn target(channel: &ChannelKey) -> Option<(ChatId, Option<ThreadId>)> {
    if channel.platform != Platform::Telegram {
        return None;
    }
    if channel.server == DM {
        return Some((ChatId(channel.channel.parse().ok()?), None));
    }
    let chat = ChatId(channel.server.parse().ok()?);
    let thread = if channel.channel == MAIN_TOPIC {
        None
    } else {
        Some(ThreadId(MessageId(channel.channel.parse().ok()?)))
    };
    Some((chat, thread))
}

/// Whether a channel is a group's (not a private chat).
pub(crate) fn is_group(channel: &ChannelKey) -> bool {
    channel.server != DM
}

/// The outbox slot of a channel's table message.
pub(crate) fn table_key(thread: Option<ThreadId>, generation: u64) -> SlotKey {
    SlotKey::Table { topic: thread.map(|t| t.0 .0), generation }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// What [`App::for_tests`] gives: the adapter, its store, and the receivers of what it keeps
/// and what its outbox reports.
#[cfg(test)]
pub(crate) type TestApp = (
    App,
    bot_core::store::Store,
    mpsc::UnboundedReceiver<Keep>,
    mpsc::UnboundedReceiver<crate::outbox::Report>,
);

impl App {
    /// The adapter over the table service, sending with `bot` (whose username is `me`);
    /// message locations to store go to `keep`.
    pub(crate) fn new(
        bot: Tg,
        me: String,
        service: TableService,
        outbox: Outbox,
        keep: mpsc::UnboundedSender<Keep>,
    ) -> App {
        App { bot, me, service, outbox, keep, state: Mutex::new(State::default()) }
    }

    /// An adapter for unit tests: a fresh store in `dir`, and a Telegram address where nothing
    /// answers (answers and edits fail, so what the outbox is to show stays); with its store
    /// the receiver of the locations it asks to keep, and of the outbox's reports (held, so
    /// the outbox can report).
    #[cfg(test)]
    pub(crate) async fn for_tests(dir: &std::path::Path) -> TestApp {
        use crate::outbox::Budgets;
        use bot_core::session::{GameDefaults, Sessions};
        let store = bot_core::store::Store::open(&dir.join("t.db")).await.unwrap();
        let (sessions, _deliveries) = Sessions::new(store.clone());
        let defaults = GameDefaults {
            variant: bot_core::rules::Variant::Tablic,
            turn_timer: None,
            level: bot_core::ai::Level::Medium,
        };
        let service = TableService::new(sessions, defaults);
        let api = url::Url::parse("http://127.0.0.1:9/").unwrap();
        let bot = teloxide::Bot::new("1:test").set_api_url(api);
        let (reports, told) = mpsc::unbounded_channel();
        let outbox = Outbox::new(bot.clone(), Budgets::default(), reports);
        let (keep, kept) = mpsc::unbounded_channel();
        (App::new(bot, "tablic_bot".into(), service, outbox, keep), store, kept, told)
    }

    pub(crate) fn state(&self) -> MutexGuard<'_, State> {
        lock(&self.state)
    }

    /// Waits (up to `within`) for queued messages to go out.
    pub(crate) async fn drain(&self, within: Duration) {
        self.outbox.drain(within).await;
    }

    /// Remembers what an update tells about a person and a chat: their language, the group's
    /// title, and (read once from the store) the group's language.
    pub(crate) async fn met(&self, from: &User, chat: &Chat) {
        // An update arrived: polling works.
        METRICS.set_connected(Platform::Telegram, true);
        let known = {
            let mut st = self.state();
            if let Some(code) = from.language_code.as_deref() {
                // A client in a language we have no texts in reads the chat's, not English.
                match Lang::of_locale(code) {
                    Some(lang) => st.user_langs.learn(from.id.0, lang, Instant::now()),
                    None => st.user_langs.forget(from.id.0),
                }
            }
            if let Some(title) = chat.title() {
                st.titles.insert(chat.id.0, title.to_string());
            }
            chat.is_private() || st.group_langs.contains_key(&chat.id.0)
        };
        if !known {
            self.load_group_lang(chat.id.0).await;
        }
        if is_own_chat(chat, from) {
            self.went_private(from.id.0);
        }
    }

    /// Learns the name of the forum topic a message is in, if it tells it: a topic's
    /// creation or renaming, or a message replying (as every message in a topic does,
    /// unless it replies to another) to the topic's creation.
    pub(crate) fn learn_topic(&self, message: &Message) {
        let Some(thread) = message.thread_id.filter(|_| message.is_topic_message) else {
            return;
        };
        let created = |m: &Message| m.forum_topic_created().map(|c| c.name.clone());
        let name = created(message)
            .or_else(|| message.forum_topic_edited().and_then(|e| e.name.clone()))
            .or_else(|| message.reply_to_message().and_then(created));
        if let Some(name) = name {
            let key = (message.chat.id.0, thread.0 .0);
            let mut st = self.state();
            if st.topic_names.get(&key) != Some(&name) {
                // Bounded: past this many, all are forgotten; each is learnt again from the
                // next message in its topic.
                if st.topic_names.len() >= MAX_TOPIC_NAMES {
                    st.topic_names.clear();
                }
                st.topic_names.insert(key, name);
            }
        }
    }

    /// The forum topic a pressed message is in, when it says so (a message too old to come
    /// with the press names none): `Some(name)` with its name when known, `Some(None)` when
    /// not.
    pub(crate) fn topic_of(&self, message: &MaybeInaccessibleMessage) -> Option<Option<String>> {
        let MaybeInaccessibleMessage::Regular(message) = message else { return None };
        let thread = message.thread_id.filter(|_| message.is_topic_message)?;
        self.learn_topic(message);
        Some(self.state().topic_names.get(&(message.chat.id.0, thread.0 .0)).cloned())
    }

    /// [`State::channel_lang`], a group's read from the store first if it was not yet
    /// (nothing has been heard from the group since the start).
    async fn channel_lang_read(&self, channel: &ChannelKey) -> Lang {
        if let (true, Ok(chat)) = (is_group(channel), channel.server.parse::<i64>()) {
            if !self.state().group_langs.contains_key(&chat) {
                self.load_group_lang(chat).await;
            }
        }
        self.state().channel_lang(channel)
    }

    async fn load_group_lang(&self, chat: i64) {
        let settings = self.service.settings(Platform::Telegram, &chat.to_string()).await;
        let mut st = self.state();
        st.group_langs.insert(chat, settings.language.unwrap_or(Lang::En));
        st.group_notify.insert(chat, settings.notify_or(TurnNotice::Private));
    }

    /// After a restart: takes over the messages the bot had (stored where they are) for the
    /// games resumed, so they are edited, not posted again. A lobby's table, whose lobby did
    /// not survive the restart, says it is closed; what belongs to no live game is forgotten.
    pub(crate) async fn restore_locations(&self) {
        let stored =
            match self.service.sessions().store().message_locations(Platform::Telegram).await {
                Ok(found) => found,
                Err(e) => {
                    tracing::warn!(error = %e, "message locations not read; new messages instead");
                    return;
                }
            };
        let sessions = self.service.sessions();
        let mut adopted = 0;
        for at in stored {
            let live = sessions.inspect(&at.channel, |s| s.match_id()).await.flatten();
            let (Ok(chat), Ok(message)) = (at.chat.parse::<i64>(), at.message.parse::<i32>())
            else {
                continue;
            };
            let (chat, message) = (ChatId(chat), MessageId(message));
            let ours = at.game.is_some() && live == at.game;
            // The group's language before anything of its games is drawn: a hand whose reader's
            // client is English is drawn in it (see `State::user_lang_or`).
            if let (true, Ok(group)) = (is_group(&at.channel), at.channel.server.parse::<i64>()) {
                if !self.state().group_langs.contains_key(&group) {
                    self.load_group_lang(group).await;
                }
            }
            if at.kind == MessageKind::Table {
                // The group's title names its game in the hands, also of a game not resumed.
                if let Some(title) = at.data.get("title").and_then(|t| t.as_str()) {
                    self.state().titles.entry(chat.0).or_insert_with(|| title.to_string());
                }
            }
            if !ours {
                if at.kind == MessageKind::Table && at.game.is_none() {
                    // A lobby lost with the restart: its buttons would only be refused.
                    let lang = self.channel_lang_read(&at.channel).await;
                    let closed = crate::render::closed_lobby(
                        &crate::texts::plain(lang, crate::texts::T::ClosedRestart),
                        lang,
                    );
                    self.outbox.edit(chat, message, closed);
                }
                // A turn or a call back of a game no longer here would say something false.
                // Nor does a way to cards there are no more of (a lobby lost, a game over).
                if matches!(
                    at.kind,
                    MessageKind::Notice | MessageKind::CallBack | MessageKind::Link
                ) {
                    self.outbox.delete(chat, message);
                }
                let forget = Keep::Forget(
                    at.kind,
                    at.channel.clone(),
                    at.user.clone(),
                    Some(at.message.clone()),
                );
                let _ = self.keep.send(forget);
                if let (Some(game), MessageKind::Table | MessageKind::Hand) = (at.game, at.kind) {
                    // Set aside, maybe: the core says so after this (`App::show`).
                    self.remember_not_resumed(game, at);
                }
                continue;
            }
            let Some(game) = at.game else { continue };
            let turn = at.moves.map(|moves| Seq { game, moves });
            let mut st = self.state();
            match at.kind {
                MessageKind::Table => {
                    let Some((_, thread)) = target(&at.channel) else { continue };
                    st.generation += 1;
                    let generation = st.generation;
                    st.generations.insert(generation, at.channel.clone());
                    st.tables.insert(at.channel.clone(), TableState::new(generation, Some(game)));
                    self.outbox.adopt(chat, table_key(thread, generation), thread, message, None);
                }
                MessageKind::Hand => {
                    let Some(uid) = at.user.as_deref().and_then(|u| u.parse::<u64>().ok()) else {
                        continue;
                    };
                    // Their language, stored with the message: their hand is redrawn in it
                    // before they have pressed anything since the restart.
                    let lang = at.data.get("lang").and_then(|l| l.as_str()?.parse::<Lang>().ok());
                    if let Some(lang) = lang {
                        st.user_langs.restore(uid, lang, Instant::now());
                    }
                    if let Some(turn) = turn {
                        st.told.insert((uid, at.channel.clone()), turn);
                        // A stored line that does not read is only left out.
                        let said = at.data.get("said").cloned().map(serde_json::from_value);
                        if let Some(Ok(said)) = said {
                            st.said_before.insert((uid, at.channel.clone()), (turn, said));
                        }
                    }
                    let slot = SlotKey::Hand { channel: at.channel.clone(), game };
                    self.outbox.adopt(chat, slot, None, message, turn);
                }
                MessageKind::Notice => {
                    let Some((_, thread)) = target(&at.channel) else { continue };
                    if let Some(turn) = turn {
                        st.mentioned.insert(at.channel.clone(), turn);
                    }
                    let slot = SlotKey::Mention { channel: at.channel.clone() };
                    self.outbox.adopt(chat, slot, thread, message, turn);
                }
                MessageKind::CallBack => {
                    // Deleted once someone is back or the game is over (see `call_back`).
                    let Some((_, thread)) = target(&at.channel) else { continue };
                    let slot = SlotKey::CallBack { channel: at.channel.clone() };
                    self.outbox.adopt(chat, slot, thread, message, None);
                }
                MessageKind::Link => {
                    // Deleted once its player is in their private chat, has left, or the game
                    // is over; replaced by the next one shown them (see `App::show_link`).
                    let Some((_, thread)) = target(&at.channel) else { continue };
                    let Some(user) = at.user.as_deref().and_then(|u| u.parse::<u64>().ok()) else {
                        continue;
                    };
                    let waiting = at.data.get("waiting").and_then(|w| w.as_bool()) == Some(true);
                    st.links.insert((user, at.channel.clone()), waiting);
                    // Told their cards are waiting already: a hand of theirs refused again
                    // after the restart does not post it anew (another link would be
                    // replaced by that one, as before the restart).
                    if waiting {
                        st.told_link.insert((user, game));
                    }
                    let slot = SlotKey::Link { channel: at.channel.clone(), user };
                    self.outbox.adopt(chat, slot, thread, message, None);
                }
            }
            adopted += 1;
        }
        tracing::info!(adopted, "messages of resumed games taken over");
    }

    /// Keeps a stored message of a match not resumed at start, with its reader's language
    /// (a hand's, stored with it), until the core says whether the match was set aside.
    fn remember_not_resumed(&self, game: MatchId, at: MessageLocation) {
        let mut st = self.state();
        if at.kind == MessageKind::Hand {
            let uid = at.user.as_deref().and_then(|u| u.parse::<u64>().ok());
            let lang = at.data.get("lang").and_then(|l| l.as_str()?.parse::<Lang>().ok());
            if let (Some(uid), Some(lang)) = (uid, lang) {
                st.user_langs.restore(uid, lang, Instant::now());
            }
        }
        st.not_resumed.entry(game).or_default().push(at);
    }

    /// The core's report of the start (the matches resumed, those set aside) is read: the
    /// messages of matches not resumed that it did not set aside, and that the store holds
    /// ended (or not at all), belong to no game it will tell of again. Their locations are
    /// forgotten already; they are not kept any longer. A match still in play was not set
    /// aside because marking it failed (a store error): the core sets it aside when its
    /// channel plays again, and its messages are closed then; they are kept. One the store
    /// holds set aside as unreadable that the report did not name was marked before this
    /// start (by a process that stopped before closing its messages): no report names it, so
    /// its messages are closed now and its chat told in a new message (unless a set-aside
    /// reported meanwhile did both first).
    /// All their statuses are read in one call; if it fails, every one is kept, and they are
    /// read again at the next language sweep.
    pub(crate) async fn start_reported(&self) {
        let games: Vec<MatchId> = self.state().not_resumed.keys().copied().collect();
        let statuses = match self.service.sessions().store().match_statuses(&games).await {
            Ok(statuses) => statuses,
            Err(e) => {
                tracing::warn!(matches = games.len(), error = %e, "statuses of matches not resumed not read; their messages are kept and the statuses read again later");
                self.state().statuses_unread = true;
                return;
            }
        };
        self.state().statuses_unread = false;
        let (mut dropped, mut closed) = (0, 0);
        for game in games {
            match statuses.get(&game).map(String::as_str) {
                Some("playing") => {}
                Some("unreadable") => {
                    let channel = self
                        .state()
                        .not_resumed
                        .get(&game)
                        .and_then(|at| at.first())
                        .map(|at| at.channel.clone());
                    let Some(channel) = channel else { continue };
                    let lang = self.channel_lang_read(&channel).await;
                    let mut st = self.state();
                    // Closed here unless a set-aside shown meanwhile closed them first (and
                    // told the chat).
                    if st.not_resumed.contains_key(&game) {
                        self.close_not_resumed(&mut st, &channel, lang, game);
                        closed += 1;
                        // The chat is told in a new message, as a set-aside at start tells
                        // it: the edits notify nobody. Once: the messages' locations were
                        // forgotten at start, so a later start finds nothing to close.
                        if let Some((chat, thread)) = target(&channel) {
                            let notice =
                                crate::render::set_aside_notice(&game.0.to_string(), lang, true);
                            self.outbox.post(chat, thread, notice, Priority::Normal);
                        }
                    }
                }
                _ => {
                    if self.state().not_resumed.remove(&game).is_some() {
                        dropped += 1;
                    }
                }
            }
        }
        let kept = self.state().not_resumed.len();
        tracing::debug!(
            dropped,
            closed,
            kept,
            "start's report read: messages of matches not resumed"
        );
    }

    /// Lets go of the languages of people last seen more than `idle` before `now`, unless
    /// they are seated in a Telegram game the core holds in memory (their hands are drawn in
    /// it) or own a hand of a match not resumed (it is closed in their language). Reads the
    /// statuses of the matches not resumed first if that failed at start. Returns how many
    /// went.
    pub(crate) async fn sweep_langs(&self, now: Instant, idle: Duration) -> usize {
        if self.state().statuses_unread {
            self.start_reported().await;
        }
        let in_play = self.service.sessions().seated_people(Platform::Telegram).await;
        let mut seated: HashSet<u64> = self
            .state()
            .not_resumed
            .values()
            .flatten()
            .filter_map(|at| at.user.as_deref()?.parse().ok())
            .collect();
        seated.extend(in_play.iter().filter_map(|id| id.parse::<u64>().ok()));
        let mut st = self.state();
        let dropped = st.user_langs.sweep(now, idle, &seated);
        tracing::debug!(dropped, kept = st.user_langs.len(), "people's languages swept");
        dropped
    }

    /// Effects no command asked for (timers, adjournments, restarts), drawn like any other.
    pub(crate) async fn deliver(&self, delivery: Delivery) {
        self.channel_lang_read(&delivery.channel).await;
        self.show(&delivery.channel, delivery.effects);
    }

    /// Whether `user` has a seat at the game in `channel` (a reply to them is not an
    /// onlooker's).
    pub(crate) async fn seated(&self, channel: &ChannelKey, user: UserId) -> bool {
        let who = user_ref(user);
        self.service.sessions().inspect(channel, |s| s.seat_of(&who).is_some()).await == Some(true)
    }

    /// Hands an action to the table service and draws what comes back.
    pub(crate) async fn act(
        &self,
        channel: &ChannelKey,
        actor: &Actor,
        action: SessionAction,
        expected: Option<Seq>,
    ) -> Result<(), Refusal> {
        // Asking for one's cards brings them in a new message, at the bottom of the chat.
        let asked = match action {
            SessionAction::ShowHand => actor.user.id.parse::<u64>().ok(),
            _ => None,
        };
        let effects = self.service.act(channel, actor, action, expected).await?;
        self.show_asked(channel, effects, asked);
        Ok(())
    }

    /// Where a game is played, as its players read it.
    pub(crate) fn place_locked(&self, st: &State, channel: &ChannelKey) -> Place {
        if !is_group(channel) {
            return Place::Private;
        }
        let title =
            channel.server.parse::<i64>().ok().and_then(|chat| st.titles.get(&chat).cloned());
        // A forum topic's game is named with its topic when its name is known: a player may
        // sit at games in two topics of one group, and their private chat reads the same
        // title for both otherwise.
        let topic = target(channel)
            .and_then(|(chat, thread)| st.topic_names.get(&(chat.0, thread?.0 .0)).cloned());
        Place::Group(match (title, topic) {
            (Some(title), Some(topic)) => Some(format!("{title} › {topic}")),
            (title, _) => title,
        })
    }

    pub(crate) fn place(&self, channel: &ChannelKey) -> Place {
        let st = self.state();
        self.place_locked(&st, channel)
    }

    /// `t.me/<bot>?start=<payload>` for a group channel, to join its game or for one player's
    /// cards.
    pub(crate) fn deep_link(
        &self,
        channel: &ChannelKey,
        purpose: crate::data::StartFor,
    ) -> Option<url::Url> {
        let payload = crate::data::start_payload(channel, purpose)?;
        url::Url::parse(&format!("https://t.me/{}?start={payload}", self.me)).ok()
    }

    /// Posts `content` as a new message in a channel.
    pub(crate) fn say(&self, channel: &ChannelKey, content: Content, priority: Priority) {
        if let Some((chat, thread)) = target(channel) {
            self.outbox.post(chat, thread, content, priority);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bot_core::session::Effect;
    use teloxide::types::MessageEntityKind;

    /// The stored messages of matches not resumed at start are kept while the start's report
    /// is read, so that a match it sets aside has them closed; then only those of a match
    /// still in play (its marking as set aside failed at start) are kept, to be closed when
    /// the core sets it aside later. One the store holds set aside already is closed as the
    /// report is read, and the others dropped: they would stay for the life of the process, as
    /// the report never names them.
    #[tokio::test]
    async fn messages_of_matches_not_resumed_are_kept_through_the_starts_report_or_while_in_play() {
        use bot_core::{ids::SeatKind, store::NewMatch};
        let dir = tempfile::TempDir::new().unwrap();
        let (app, store, _kept, _told) = App::for_tests(dir.path()).await;
        let group = |chat: &str| ChannelKey::new(Platform::Telegram, chat, MAIN_TOPIC);
        let at = |kind, chat: &str, user: Option<&str>, message: &str, game| MessageLocation {
            kind,
            channel: group(chat),
            user: user.map(str::to_string),
            chat: user.unwrap_or(chat).to_string(),
            message: message.to_string(),
            game: Some(MatchId(game)),
            moves: Some(3),
            data: serde_json::json!({}),
        };
        // Still in play in the store, not resumed: marking it set aside failed at start.
        let seat = |id: &str| SeatKind::Human {
            user: bot_core::ids::UserRef::new(Platform::Telegram, id),
            name: id.to_string(),
        };
        let create = |chat: &str| NewMatch {
            channel: group(chat),
            board: None,
            rules: bot_core::rules::Rules::preset(bot_core::rules::Variant::Tablic),
            seed: 7,
            seats: vec![seat("43"), seat("44")],
            turn_timer: None,
            created_at: 1,
        };
        let unmarked = store.create_match(&create("-300")).await.unwrap().0;
        // Set aside as unreadable before this start (the process that marked it stopped
        // before closing its messages): no report names it again.
        let marked = store.create_match(&create("-400")).await.unwrap();
        assert!(store.mark_unreadable(marked, 2).await.unwrap());
        let marked = marked.0;
        // Match 1001 is set aside at start; match 1002 is finished elsewhere (not stored
        // here), never named again.
        store.put_message_location(&at(MessageKind::Table, "-100", None, "5", 1001)).await.unwrap();
        store
            .put_message_location(&at(MessageKind::Hand, "-100", Some("42"), "6", 1001))
            .await
            .unwrap();
        store.put_message_location(&at(MessageKind::Table, "-200", None, "7", 1002)).await.unwrap();
        store
            .put_message_location(&at(MessageKind::Table, "-300", None, "8", unmarked))
            .await
            .unwrap();
        store
            .put_message_location(&at(MessageKind::Hand, "-300", Some("43"), "9", unmarked))
            .await
            .unwrap();
        store
            .put_message_location(&at(MessageKind::Table, "-400", None, "10", marked))
            .await
            .unwrap();
        store
            .put_message_location(&at(MessageKind::Hand, "-400", Some("43"), "11", marked))
            .await
            .unwrap();
        app.restore_locations().await;
        let games = |app: &App| {
            let mut games: Vec<i64> = app.state().not_resumed.keys().map(|g| g.0).collect();
            games.sort();
            games
        };
        assert_eq!(games(&app), [unmarked, marked, 1001, 1002]);

        app.show(&group("-100"), vec![Effect::SetAside { game: MatchId(1001) }]);
        let left = [unmarked, marked, 1002];
        assert_eq!(games(&app), left, "match 1001 closed when the core set it aside");
        app.start_reported().await;
        assert_eq!(
            games(&app),
            [unmarked],
            "only the match still in play kept after the report: the one set aside before \
             is closed, the finished one dropped"
        );
        let kept = app.state().not_resumed[&MatchId(unmarked)].len();
        assert_eq!(kept, 2, "its table and hand");

        // Set aside later (its channel played again): its messages are closed then.
        app.show(&group("-300"), vec![Effect::SetAside { game: MatchId(unmarked) }]);
        assert_eq!(games(&app), Vec::<i64>::new(), "closed when set aside after the start");
    }

    /// Statuses that could not be read at start are read at the next language sweep (a match
    /// no longer in play dropped then), and the owner of a hand of a match still kept keeps
    /// their language however long ago they were seen: the hand is closed in it later.
    #[tokio::test]
    async fn the_language_sweep_reads_statuses_left_unread_and_keeps_owners_of_hands_kept() {
        use bot_core::{ids::SeatKind, store::NewMatch};
        let dir = tempfile::TempDir::new().unwrap();
        let (app, store, _kept, _told) = App::for_tests(dir.path()).await;
        let group = ChannelKey::new(Platform::Telegram, "-300", MAIN_TOPIC);
        let seat = |id: &str| SeatKind::Human {
            user: bot_core::ids::UserRef::new(Platform::Telegram, id),
            name: id.to_string(),
        };
        let playing = NewMatch {
            channel: group.clone(),
            board: None,
            rules: bot_core::rules::Rules::preset(bot_core::rules::Variant::Tablic),
            seed: 7,
            seats: vec![seat("43"), seat("44")],
            turn_timer: None,
            created_at: 1,
        };
        let playing = store.create_match(&playing).await.unwrap();
        let at = |user: Option<&str>, message: &str, game| MessageLocation {
            kind: if user.is_some() { MessageKind::Hand } else { MessageKind::Table },
            channel: group.clone(),
            user: user.map(str::to_string),
            chat: user.unwrap_or("-300").to_string(),
            message: message.to_string(),
            game: Some(game),
            moves: Some(3),
            data: serde_json::json!({}),
        };
        let then = Instant::now();
        {
            let mut st = app.state();
            st.not_resumed.insert(playing, vec![at(Some("43"), "9", playing)]);
            st.not_resumed.insert(MatchId(1002), vec![at(None, "7", MatchId(1002))]);
            st.statuses_unread = true;
            st.user_langs.learn(43, Lang::Hr, then);
            st.user_langs.learn(44, Lang::Ro, then);
        }
        let idle = Duration::from_secs(60);
        assert_eq!(app.sweep_langs(then + 2 * idle, idle).await, 1, "only 44 let go");
        let st = app.state();
        assert!(!st.statuses_unread, "read this time");
        let games: Vec<MatchId> = st.not_resumed.keys().copied().collect();
        assert_eq!(games, [playing], "the match no longer stored dropped");
        assert_eq!((st.user_langs.get(43), st.user_langs.get(44)), (Some(Lang::Hr), None));
    }

    /// Ana (user 31) opens a game against the computer in her private chat, and it is drawn:
    /// its channel.
    async fn ana_against_the_computer(app: &App) -> ChannelKey {
        use bot_core::table::{GameRequest, Opening};
        let channel = ChannelKey::new(Platform::Telegram, DM, "31");
        let ana = table::actor(user_ref(UserId(31)), "Ana", "ana", false);
        let settings = app.service.settings(Platform::Telegram, DM).await;
        let request = GameRequest { against_computers: true, ..Default::default() };
        let opening = Opening::default();
        let effects = app.service.open_with(&channel, &ana, &settings, &request, &opening).await;
        app.show(&channel, effects.unwrap());
        channel
    }

    /// The periodic sweep keeps the language of a person seated in a game in memory however
    /// long ago they were seen, and lets go of one who is not.
    #[tokio::test]
    async fn the_language_sweep_keeps_the_people_seated_in_a_game() {
        let dir = tempfile::TempDir::new().unwrap();
        let (app, _store, _kept, _told) = App::for_tests(dir.path()).await;
        ana_against_the_computer(&app).await;
        let then = Instant::now();
        for (user, lang) in [(31, Lang::Hr), (32, Lang::Ro)] {
            app.state().user_langs.learn(user, lang, then);
        }
        let idle = Duration::from_secs(60);
        assert_eq!(app.sweep_langs(then + idle, idle).await, 0, "nobody idle yet");
        assert_eq!(app.sweep_langs(then + 2 * idle, idle).await, 1);
        let st = app.state();
        assert_eq!((st.user_langs.get(31), st.user_langs.get(32)), (Some(Lang::Hr), None));
    }

    /// A claim question is asked at the turn drawn; one made for a turn the table has moved
    /// on from (a move drawn while it was made) is not asked: it could only be refused.
    #[tokio::test]
    async fn a_claim_question_for_a_turn_drawn_over_is_not_asked() {
        let dir = tempfile::TempDir::new().unwrap();
        let (app, _store, _kept, _told) = App::for_tests(dir.path()).await;
        let channel = ana_against_the_computer(&app).await;
        let drawn = app.state().tables.get(&channel).and_then(|t| t.view.as_ref()?.seq);
        let now = drawn.expect("the table is drawn");
        let question = || Content::text("Claim anyway?".to_string());
        let other_game = Seq { game: bot_core::ids::MatchId(now.game.0 + 1), moves: 0 };
        assert!(!app.ask_claim(31, &channel, other_game, question()), "another game's turn");
        assert!(app.state().questions.is_empty());
        assert!(app.ask_claim(31, &channel, now, question()));
        let asked = app.state().questions.get(&(31, channel.clone())).map(|(seq, _)| *seq);
        assert_eq!(asked, Some(now));
    }

    /// A hand drawn again at the same position (a card chosen on it) keeps the line saying
    /// the hand scored just before, with the move above it: alone, the move would sit under
    /// the next hand's header.
    #[tokio::test]
    async fn a_redraw_at_the_same_position_keeps_the_hand_that_ended_before_it() {
        use crate::render::Scene;
        use crate::table::Announce;
        let dir = tempfile::TempDir::new().unwrap();
        let (app, _store, _kept, _told) = App::for_tests(dir.path()).await;
        let channel = ana_against_the_computer(&app).await;
        let key = (31, channel.clone());
        let view = app.state().hands.get(&key).map(|h| h.view.clone()).expect("her hand");
        let over = HandOverView {
            result: bot_core::game::HandResult { number: 1, ..Default::default() },
            sides: vec![vec!["Ana".into()], vec!["Computer".into()]],
            scores: vec![0, 0],
            last_move: None,
            level_at_target: false,
        };
        let mut st = app.state();
        let ended = Scene { hand_ended: Some(&over), dealt: true, ..Scene::default() };
        let draw = |st: &mut State, since| {
            app.draw_hand(
                st,
                31,
                &channel,
                view.clone(),
                Choice::default(),
                None,
                Announce::No,
                since,
            )
        };
        draw(&mut st, ended);
        draw(&mut st, Scene::default());
        let hand = st.hands.get(&key).expect("her hand");
        assert_eq!(hand.ended.as_ref().map(|o| o.result.number), Some(1));
        assert!(hand.dealt);
    }

    /// A player's own client language wins over the group's, but an English client counts as
    /// no preference where the group's admins chose a language (as on Discord).
    #[tokio::test]
    async fn an_english_client_reads_the_language_its_group_chose() {
        let dir = tempfile::TempDir::new().unwrap();
        let (app, _store, _kept, _told) = App::for_tests(dir.path()).await;
        let (chosen, plain) = (-500_i64, -501_i64);
        let now = Instant::now();
        let mut st = app.state();
        st.group_langs.insert(chosen, Lang::Hr);
        st.group_langs.insert(plain, Lang::En);
        st.user_langs.learn(51, Lang::En, now);
        st.user_langs.learn(52, Lang::Ro, now);
        let in_chosen = ChannelKey::new(Platform::Telegram, chosen.to_string(), "0");
        let in_plain = ChannelKey::new(Platform::Telegram, plain.to_string(), "0");
        assert_eq!(st.player_lang(51, &in_chosen), Lang::Hr);
        assert_eq!(st.player_lang(52, &in_chosen), Lang::Ro);
        assert_eq!(st.player_lang(53, &in_chosen), Lang::Hr, "not known yet");
        assert_eq!(st.player_lang(51, &in_plain), Lang::En);
        assert_eq!(st.presser_lang(51, Some(ChatId(chosen)), None), Lang::Hr);
        assert_eq!(st.presser_lang(52, Some(ChatId(chosen)), None), Lang::Ro);
        assert_eq!(st.presser_lang(51, Some(ChatId(51)), Some(&in_chosen)), Lang::Hr);
    }

    #[test]
    fn channels_map_to_chats_and_topics_and_back() {
        let topic = ChannelKey::new(Platform::Telegram, "-100123", "7");
        assert_eq!(target(&topic), Some((ChatId(-100123), Some(ThreadId(MessageId(7))))));
        let main = ChannelKey::new(Platform::Telegram, "-5", MAIN_TOPIC);
        assert_eq!(target(&main), Some((ChatId(-5), None)));
        let dm = ChannelKey::new(Platform::Telegram, DM, "42");
        assert_eq!(target(&dm), Some((ChatId(42), None)));
        assert!(!is_group(&dm) && is_group(&main));
        let other = ChannelKey::new(Platform::Discord, "1", "2");
        assert_eq!(target(&other), None);
        assert_eq!(target(&ChannelKey::new(Platform::Telegram, "x", "main")), None);
    }

    #[test]
    fn refusals_are_in_the_language_asked_for_and_in_telegram_words() {
        let gone = Refusal::GameGone;
        assert!(refusal_text(&gone, Lang::En).starts_with("That game is over or no longer here"));
        assert!(refusal_text(&gone, Lang::En).ends_with("with /new."));
        assert!(refusal_text(&gone, Lang::Ro).starts_with("Jocul acela s-a încheiat"));
        let rules = Refusal::Rules(bot_core::rules::RuleError::MissingValue("jack".into()));
        assert!(refusal_text(&rules, Lang::Bs).starts_with("Opcija „jack“ traži vrijednost"));
        let period = Refusal::Period("weekly".into());
        assert_eq!(
            refusal_text(&period, Lang::En),
            "“weekly” is not something /standings knows. It knows:\n\
             • points or strength: which board\n\
             • month, last-month, season, last-season or all: which span of time\n\
             • rivals: only you and the people you have played with\n\
             • here: only the games played where you ask"
        );
        // The reader's own words (any language's are read).
        let cyrillic = refusal_text(&period, Lang::SrCyrl);
        assert!(cyrillic.contains("поени или снага") && !cyrillic.contains("points"), "{cyrillic}");
        // As a message, each word to type is code (a tap copies it); offsets in UTF-16.
        let english = ["points", "strength", "month", "last-month", "season", "last-season"];
        assert_eq!(
            coded_of(&period, Lang::En),
            [&english[..], &["all", "rivals", "here"]].concat()
        );
        assert_eq!(coded_of(&period, Lang::SrCyrl)[..2], ["поени", "снага"]);
        let levels = Refusal::UnknownLevel("ultra".into());
        let names: Vec<&str> = bot_core::ai::Level::ALL.iter().map(|l| l.name()).collect();
        assert_eq!(coded_of(&levels, Lang::En), names);
        assert_eq!(
            refusal_text(&Refusal::Unavailable, Lang::En),
            "Storage is unavailable right now, try again."
        );
        assert_eq!(
            refusal_text(&Refusal::NoGame, Lang::En),
            "There is no game here: open one with /new."
        );
        for refusal in [Refusal::NoGame, Refusal::GameGone, period, rules, levels] {
            for lang in Lang::ALL {
                let said = refusal_text(&refusal, lang);
                assert!(!said.contains('`'), "{lang}: no literal backticks on Telegram: {said}");
                let marks = [TYPED_OPEN, TYPED_CLOSE];
                assert!(!said.contains(marks), "{lang}: the marks are taken out: {said}");
            }
        }
    }

    /// The words marked as code in `refusal`'s message.
    fn coded_of(refusal: &Refusal, lang: Lang) -> Vec<String> {
        let content = refusal_content(refusal, lang);
        let units: Vec<u16> = content.text.encode_utf16().collect();
        let words =
            content.entities.iter().inspect(|e| assert_eq!(e.kind, MessageEntityKind::Code));
        words.map(|e| String::from_utf16_lossy(&units[e.offset..e.offset + e.length])).collect()
    }
}
