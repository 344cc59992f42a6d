//! Updates into session commands, effects into messages.
//!
//! Nothing here decides a rule of the game: a press is checked against the session's own views
//! (is it this game, this move number, this player's turn, this player's card), then handed to
//! [`Sessions::handle`]; what comes back is drawn by [`render`](crate::render) and queued on the
//! [`Outbox`].

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use bot_core::ai::{Level, UnknownLevel};
use bot_core::game::MoveError;
use bot_core::i18n::{Lang, Localize};
use bot_core::ids::{ChannelKey, MatchId, Platform, SeatKind, UserRef};
use bot_core::metrics::METRICS;
use bot_core::rules::{RuleError, RuleSet, Variant};
use bot_core::session::{
    Actor, Audience, Command, Delivery, Effect, GameDefaults, HandOverView, HandView, MatchEnd,
    Notice, SessionAction, SessionError, Sessions, TableView,
};
use bot_core::store::{Board, Period, StandingsQuery, StoreError};
use bot_core::{Card, CardSet};
use teloxide::payloads::AnswerCallbackQuerySetters;
use teloxide::requests::{Request, Requester};
use teloxide::types::{
    CallbackQuery, CallbackQueryId, Chat, ChatId, InlineKeyboardButton, InlineKeyboardMarkup,
    Message, MessageId, ThreadId, User, UserId,
};
use teloxide::RequestError;

use crate::commands::{self, Cmd, GroupSettings, Parsed, SettingsError};
use crate::data::{self, Press};
use crate::outbox::{classify, through_flood, Failure, Outbox, SlotKey, Tg, Undelivered};
use crate::render::{self, Choice, Content, Place};
use crate::texts::{self, arg, plain, text, T};
use crate::MAIN_TOPIC;

/// The `server` of private chats in a [`ChannelKey`].
const DM: &str = "dm";
/// Telegram's limit on a callback answer's text.
const MAX_ANSWER_CHARS: usize = 200;
/// Rows on the standings board.
const STANDINGS_ROWS: u32 = 10;

/// Why a command or a press was refused. Each kind has one message for the person who acted.
#[derive(Debug)]
pub(crate) enum Refusal {
    /// The session refused it; nothing changed.
    Session(SessionError),
    /// Rules that cannot be played, or an unknown variant or option.
    Rules(RuleError),
    /// An unknown computer level.
    Level(UnknownLevel),
    /// Data this bot never wrote (forged, or from another bot).
    UnknownButton,
    /// A lobby button on a message that is not the current table.
    OldMessage,
    /// The game the button was for is over or gone.
    GameGone,
    /// `/settings` changes by someone who is not an admin.
    AdminsOnly,
    /// `/settings` in a private chat.
    GroupOnly,
    /// `/settings` changes that do not fit.
    Settings(SettingsError),
    /// `/standings` with something that is not a period.
    Period(String),
    /// Storage failed (settings, standings); the cause is logged where it happened.
    Store,
}

impl Refusal {
    /// The message in `lang`. Names of variants, options and levels stay as typed.
    fn localize(&self, lang: Lang) -> String {
        match self {
            Refusal::Session(SessionError::Rules(e)) | Refusal::Rules(e) => {
                texts::rule_error(lang, e)
            }
            Refusal::Session(e) => e.localize(lang),
            Refusal::Level(e) => texts::unknown_level(lang, e),
            Refusal::UnknownButton => plain(lang, T::ErrorUnknownButton),
            Refusal::OldMessage => plain(lang, T::ErrorOldMessage),
            Refusal::GameGone => plain(lang, T::ErrorGameGone),
            Refusal::AdminsOnly => plain(lang, T::ErrorAdminsOnly),
            Refusal::GroupOnly => plain(lang, T::ErrorGroupOnly),
            Refusal::Settings(e) => e.text(lang),
            Refusal::Period(period) => text(lang, T::ErrorPeriod, &[("period", arg(period))]),
            Refusal::Store => plain(lang, T::ErrorStorage),
        }
    }
}

impl From<SessionError> for Refusal {
    fn from(e: SessionError) -> Refusal {
        Refusal::Session(e)
    }
}

impl From<RuleError> for Refusal {
    fn from(e: RuleError) -> Refusal {
        Refusal::Rules(e)
    }
}

impl From<UnknownLevel> for Refusal {
    fn from(e: UnknownLevel) -> Refusal {
        Refusal::Level(e)
    }
}

impl From<StoreError> for Refusal {
    fn from(e: StoreError) -> Refusal {
        // The person is told to try again; the cause is for the operator.
        tracing::warn!(error = %e, "storage failed");
        Refusal::Store
    }
}

impl From<MoveError> for Refusal {
    fn from(e: MoveError) -> Refusal {
        Refusal::Session(SessionError::Move(e))
    }
}

/// How a callback query is answered (every one is, exactly once).
#[derive(Debug)]
enum Answer {
    /// Nothing to say: the change shows in the message.
    Quiet,
    /// A short note at the top of the chat.
    Toast(String),
    /// A dialog the person must close: refusals.
    Alert(String),
    /// Open this link (a deep link into the private chat).
    Url(url::Url),
}

/// The adapter: the bot, the sessions, and what it remembers about messages.
pub(crate) struct App {
    bot: Tg,
    me: String,
    sessions: Arc<Sessions>,
    defaults: GameDefaults,
    outbox: Outbox,
    state: Mutex<State>,
}

/// What the adapter remembers; never held across an `.await`.
#[derive(Default)]
struct State {
    tables: HashMap<ChannelKey, TableState>,
    hands: HashMap<(u64, ChannelKey), HandState>,
    games: HashMap<MatchId, ChannelKey>,
    titles: HashMap<i64, String>,
    /// People known to have opened the private chat.
    reachable: HashSet<u64>,
    /// People already shown a deep link for a match (once each).
    told: HashSet<(u64, MatchId)>,
    /// Each group's language (from its settings), once read.
    group_langs: HashMap<i64, Lang>,
    /// Each person's language (from their Telegram client).
    user_langs: HashMap<u64, Lang>,
    generation: u64,
}

impl State {
    /// The language of a channel's public messages.
    fn channel_lang(&self, channel: &ChannelKey) -> Lang {
        match (is_group(channel), channel.server.parse::<i64>(), channel.channel.parse::<u64>()) {
            (true, Ok(chat), _) => self.group_langs.get(&chat).copied().unwrap_or(Lang::En),
            (false, _, Ok(user)) => self.user_lang(user),
            _ => Lang::En,
        }
    }

    fn user_lang(&self, user: u64) -> Lang {
        self.user_langs.get(&user).copied().unwrap_or(Lang::En)
    }
}

/// A channel's table message.
struct TableState {
    generation: u64,
    game: Option<MatchId>,
    news: Option<String>,
    view: Option<TableView>,
}

/// A player's hand message and the card chosen on it.
struct HandState {
    view: HandView,
    choice: Choice,
}

/// Where a channel's messages go, and in which language.
struct Target<'a> {
    channel: &'a ChannelKey,
    chat: ChatId,
    thread: Option<ThreadId>,
    lang: Lang,
}

/// One command's effects, sorted by where they are shown.
#[derive(Default)]
struct Batch {
    table: Option<TableView>,
    hands: Vec<(UserRef, HandView)>,
    moved: bool,
    /// The last public notice, in the channel's language.
    notice: Option<String>,
    created: bool,
    /// The lobby is gone (everyone left, or it was stopped before it started).
    closed: bool,
    hand_overs: Vec<HandOverView>,
    end: Option<MatchEnd>,
    /// Notices for one person, in their language.
    private: Vec<(UserRef, String)>,
}

impl Batch {
    fn read(effects: Vec<Effect>, lang: Lang, st: &State) -> Batch {
        let mut batch = Batch::default();
        let mut stopped = false;
        for effect in effects {
            match effect {
                Effect::Table(view) => batch.table = Some(view),
                Effect::Hand { user, view } => batch.hands.push((user, view)),
                Effect::Move(_) => batch.moved = true,
                Effect::HandOver(view) => batch.hand_overs.push(view),
                Effect::MatchOver(how) => batch.end = Some(how),
                Effect::Notice { to: Audience::Public, notice } => {
                    batch.created |= matches!(notice, Notice::Created { .. });
                    batch.closed |= matches!(notice, Notice::Closed);
                    stopped |= matches!(notice, Notice::Aborted { .. });
                    batch.notice = Some(notice.localize(lang));
                }
                Effect::Notice { to: Audience::User(user), notice } => {
                    let lang = user.id.parse().map_or(Lang::En, |u| st.user_lang(u));
                    batch.private.push((user, notice.localize(lang)));
                }
            }
        }
        // A lobby stopped before it started ends with no table and no match.
        batch.closed |= stopped && batch.end.is_none();
        batch
    }
}

fn user_ref(id: UserId) -> UserRef {
    UserRef::new(Platform::Telegram, id.0.to_string())
}

fn actor(user: &User) -> Actor {
    Actor { user: user_ref(user.id), name: user.full_name(), is_admin: false }
}

/// The session channel of a chat: `dm/<user>` for private chats, `<chat>/<topic or main>`.
fn channel_of(chat: &Chat, thread: Option<ThreadId>, is_topic: bool) -> ChannelKey {
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
fn target(channel: &ChannelKey) -> Option<(ChatId, Option<ThreadId>)> {
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

fn is_group(channel: &ChannelKey) -> bool {
    channel.server != DM
}

fn table_key(thread: Option<ThreadId>, generation: u64) -> SlotKey {
    SlotKey::Table { topic: thread.map(|t| t.0 .0), generation }
}

fn clip(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        text.to_string()
    } else {
        text.chars().take(limit - 1).collect::<String>() + "…"
    }
}

fn unix_now() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs() as i64)
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn help_text(lang: Lang) -> String {
    let mut lines = vec![format!("🃏 {}", plain(lang, T::Help))];
    lines.extend(
        commands::COMMANDS.iter().map(|(name, about)| format!("/{name} — {}", plain(lang, *about))),
    );
    lines.join("\n")
}

impl App {
    /// The adapter over `sessions`, sending with `bot` (whose username is `me`).
    pub(crate) fn new(
        bot: Tg,
        me: String,
        sessions: Arc<Sessions>,
        defaults: GameDefaults,
        outbox: Outbox,
    ) -> App {
        App { bot, me, sessions, defaults, outbox, state: Mutex::new(State::default()) }
    }

    fn state(&self) -> MutexGuard<'_, State> {
        lock(&self.state)
    }

    /// Waits (up to `within`) for queued messages to go out.
    pub(crate) async fn drain(&self, within: Duration) {
        self.outbox.drain(within).await;
    }

    // ── Effects ───────────────────────────────────────────────────────────────────────────

    /// Draws what a command (or a timer) produced in `channel`.
    pub(crate) fn show(&self, channel: &ChannelKey, effects: Vec<Effect>) {
        let Some((chat, thread)) = target(channel) else { return };
        let mut st = self.state();
        let lang = st.channel_lang(channel);
        let batch = Batch::read(effects, lang, &st);
        let to = Target { channel, chat, thread, lang };
        self.draw_table(&mut st, &to, &batch);
        self.draw_hands(&mut st, &to, batch.hands);
        self.post_news(&mut st, &to, &batch.hand_overs, batch.end.as_ref());
        drop(st);
        for (user, text) in batch.private {
            if let Ok(uid) = user.id.parse::<i64>() {
                self.outbox.post(ChatId(uid), None, Content::text(text));
            }
        }
    }

    /// The table message: a new one for each game, edited in place while it lasts.
    fn draw_table(&self, st: &mut State, to: &Target<'_>, batch: &Batch) {
        let channel = to.channel;
        if batch.table.is_none() && batch.notice.is_none() && !batch.moved && !batch.created {
            return;
        }
        let known = st.tables.get(channel).and_then(|t| t.game);
        let seq_game = batch.table.as_ref().and_then(|v| v.seq).map(|s| s.game);
        let rematch = matches!((known, seq_game), (Some(a), Some(b)) if a != b);
        if batch.created || rematch || !st.tables.contains_key(channel) {
            st.generation += 1;
            let generation = st.generation;
            st.tables.insert(
                channel.clone(),
                TableState { generation, game: None, news: None, view: None },
            );
        }
        if let Some(game) = seq_game {
            st.games.insert(game, channel.clone());
        }
        let group = is_group(channel);
        if let Some(ts) = st.tables.get_mut(channel) {
            if batch.notice.is_some() {
                ts.news = batch.notice.clone();
            } else if batch.moved {
                ts.news = None;
            }
            // Effects of two commands can be drawn out of order (a timer and a press): an older
            // position never replaces a newer one.
            let older = match (
                batch.table.as_ref().and_then(|v| v.seq),
                ts.view.as_ref().and_then(|v| v.seq),
            ) {
                (Some(new), Some(old)) => new.game == old.game && new.moves < old.moves,
                _ => false,
            };
            if let Some(view) = batch.table.as_ref().filter(|_| !older) {
                ts.game = seq_game.or(ts.game);
                ts.view = Some(view.clone());
            }
            let content = if batch.closed {
                Some(render::closed_lobby(ts.news.as_deref().unwrap_or(""), to.lang))
            } else {
                ts.view.as_ref().map(|view| {
                    let lobby = view.seq.is_none() && group;
                    let link = if lobby { self.deep_link(channel) } else { None };
                    render::table(view, ts.news.as_deref(), group, link, to.lang)
                })
            };
            if let Some(content) = content {
                let key = table_key(to.thread, ts.generation);
                if batch.closed || batch.end.is_some() {
                    // The game's last table: nothing changes it any more.
                    self.outbox.retire(to.chat, key, to.thread, content);
                } else {
                    self.outbox.set(to.chat, key, to.thread, content);
                }
            }
        }
        if batch.closed {
            st.tables.remove(channel);
        }
    }

    /// Each player's hand, in their private chat, with the card they chose kept while the
    /// position is the same.
    fn draw_hands(&self, st: &mut State, to: &Target<'_>, hands: Vec<(UserRef, HandView)>) {
        let view = st.tables.get(to.channel).and_then(|t| t.view.as_ref());
        let to_move = view
            .and_then(|v| v.to_move.and_then(|s| v.seats.get(usize::from(s))))
            .map(|s| s.name.clone());
        let hand_number = view.map(|v| v.hand_number);
        let place = self.place_locked(st, to.channel);
        for (user, view) in hands {
            let Ok(uid) = user.id.parse::<u64>() else { continue };
            let key = (uid, to.channel.clone());
            let choice = match st.hands.get(&key) {
                Some(old)
                    if old.view.seq.game == view.seq.game
                        && old.view.seq.moves > view.seq.moves =>
                {
                    continue;
                }
                Some(old) if old.view.seq == view.seq => old.choice,
                _ => Choice::default(),
            };
            let lang = st.user_lang(uid);
            let content =
                render::hand(&view, choice, &place, to_move.as_deref(), hand_number, lang);
            let slot = SlotKey::Hand { channel: to.channel.clone(), game: view.seq.game };
            self.outbox.set(ChatId(uid as i64), slot, None, content);
            st.hands.insert(key, HandState { view, choice });
        }
    }

    /// New messages only for what must notify: a hand scored, the match over. At the end the
    /// hands lose their buttons.
    fn post_news(
        &self,
        st: &mut State,
        to: &Target<'_>,
        hand_overs: &[HandOverView],
        end: Option<&MatchEnd>,
    ) {
        let game = st.tables.get(to.channel).and_then(|t| t.game);
        for view in hand_overs {
            let text = render::hand_over(view, game.map(|g| g.0), to.lang);
            self.outbox.post(to.chat, to.thread, Content::text(text));
        }
        let Some(how) = end else { return };
        let table = st.tables.get(to.channel).and_then(|t| t.view.clone());
        let result = |lang: Lang| match &table {
            Some(view) => render::end_text(how, view, lang),
            None => "🏁".to_string(),
        };
        let again = if matches!(how, MatchEnd::Aborted) {
            String::new()
        } else {
            format!(" {}", plain(to.lang, T::RematchHint))
        };
        self.outbox.post(to.chat, to.thread, Content::text(format!("{}{again}", result(to.lang))));
        let place = self.place_locked(st, to.channel);
        let finished: Vec<(u64, ChannelKey)> =
            st.hands.keys().filter(|(_, c)| c == to.channel).cloned().collect();
        for key in finished {
            if let Some(hand) = st.hands.remove(&key) {
                let slot = SlotKey::Hand { channel: to.channel.clone(), game: hand.view.seq.game };
                // A hand message is read by its owner: their language, not the group's.
                let lang = st.user_lang(key.0);
                let content = render::hand_finished(&place, &result(lang), lang);
                self.outbox.retire(ChatId(key.0 as i64), slot, None, content);
            }
        }
        if let Some(game) = game {
            // A late press on this game finds it among the sessions, and says it is over.
            st.games.remove(&game);
            st.told.retain(|(_, g)| *g != game);
        }
    }

    /// A private chat refused a hand: tell its owner in the group how to open it (once a match).
    pub(crate) async fn undelivered(&self, what: Undelivered) {
        let Some(SlotKey::Hand { channel, game }) = what.key else { return };
        let Ok(uid) = u64::try_from(what.chat.0) else { return };
        {
            let mut st = self.state();
            st.reachable.remove(&uid);
            if !st.told.insert((uid, game)) {
                return;
            }
        }
        let wanted = uid.to_string();
        let name = self
            .sessions
            .inspect(&channel, |s| {
                s.seats().iter().find_map(|k| match k {
                    SeatKind::Human { user, name } if user.id == wanted => Some(name.clone()),
                    _ => None,
                })
            })
            .await
            .flatten()
            .unwrap_or_else(|| plain(self.state().channel_lang(&channel), T::Someone));
        if let Some(content) = self.link_message(&channel, &name, true) {
            self.say(&channel, content);
        }
    }

    /// A group message with a deep-link button into the private chat. `blocked`: the person's
    /// cards could not be sent (else: they asked where their cards are).
    fn link_message(&self, channel: &ChannelKey, name: &str, blocked: bool) -> Option<Content> {
        let link = self.deep_link(channel)?;
        // Shown in the group, so in the group's language.
        let lang = self.state().channel_lang(channel);
        let said =
            text(lang, if blocked { T::LinkBlocked } else { T::LinkCards }, &[("name", arg(name))]);
        let label = format!("🃏 {}", plain(lang, T::ButtonShowCards));
        let keyboard =
            InlineKeyboardMarkup::new(vec![vec![InlineKeyboardButton::url(label, link)]]);
        Some(Content::new(said, keyboard))
    }

    fn say(&self, channel: &ChannelKey, content: Content) {
        if let Some((chat, thread)) = target(channel) {
            self.outbox.post(chat, thread, content);
        }
    }

    /// `t.me/<bot>?start=<payload>` for a group channel.
    fn deep_link(&self, channel: &ChannelKey) -> Option<url::Url> {
        let payload = data::start_payload(channel)?;
        url::Url::parse(&format!("https://t.me/{}?start={payload}", self.me)).ok()
    }

    fn place_locked(&self, st: &State, channel: &ChannelKey) -> Place {
        if !is_group(channel) {
            return Place::Private;
        }
        let title =
            channel.server.parse::<i64>().ok().and_then(|chat| st.titles.get(&chat).cloned());
        Place::Group(title)
    }

    fn place(&self, channel: &ChannelKey) -> Place {
        let st = self.state();
        self.place_locked(&st, channel)
    }

    /// Hands a command to the sessions and draws what comes back.
    async fn act(
        &self,
        channel: &ChannelKey,
        actor: Actor,
        action: SessionAction,
        expected: Option<bot_core::session::Seq>,
    ) -> Result<(), Refusal> {
        let command = Command { channel: channel.clone(), actor, action, expected };
        let effects = self.sessions.handle(command).await?;
        self.show(channel, effects);
        Ok(())
    }

    // ── Messages ──────────────────────────────────────────────────────────────────────────

    /// A message: commands are handled, other text is not ours to read.
    pub(crate) async fn on_message(&self, msg: Message) {
        let Some(text) = msg.text() else { return };
        let Some(from) = msg.from.as_ref() else { return };
        if from.is_bot {
            return;
        }
        let started = std::time::Instant::now();
        let channel = channel_of(&msg.chat, msg.thread_id, msg.is_topic_message);
        let private = msg.chat.is_private();
        self.met(from, &msg.chat).await;
        if private {
            self.state().reachable.insert(from.id.0);
        }
        // Replies are shown in the chat: the group's language, or the person's in private.
        let lang = self.state().channel_lang(&channel);
        let reply = match commands::parse(text, &self.me) {
            Parsed::Text => None,
            Parsed::OtherBot if private => Some(Content::text(plain(lang, T::UnknownCommand))),
            Parsed::OtherBot => None,
            Parsed::Malformed(wrong) => Some(Content::text(wrong.text(lang))),
            Parsed::Cmd(cmd) => match self.command(&msg, from, &channel, cmd, lang).await {
                Ok(reply) => reply,
                // Settings may have changed the language: the refusal is in the one asked in.
                Err(refusal) => Some(Content::text(refusal.localize(lang))),
            },
        };
        if let Some(content) = reply {
            self.say(&channel, content);
        }
        METRICS.interaction(Platform::Telegram, started.elapsed());
    }

    /// Remembers what an update tells about a person and a chat: their language, the group's
    /// title, and (read once from the store) the group's language.
    async fn met(&self, from: &User, chat: &Chat) {
        // An update arrived: polling works.
        METRICS.set_connected(Platform::Telegram, true);
        let known = {
            let mut st = self.state();
            if let Some(code) = from.language_code.as_deref() {
                st.user_langs.insert(from.id.0, Lang::from_locale(code));
            }
            if let Some(title) = chat.title() {
                st.titles.insert(chat.id.0, title.to_string());
            }
            chat.is_private() || st.group_langs.contains_key(&chat.id.0)
        };
        if !known {
            self.load_group_lang(chat.id.0).await;
        }
    }

    async fn load_group_lang(&self, chat: i64) {
        let lang = self.group_settings(&chat.to_string()).await.language.unwrap_or(Lang::En);
        self.state().group_langs.insert(chat, lang);
    }

    /// Effects no command asked for (timers, restarts), drawn like any other.
    pub(crate) async fn deliver(&self, delivery: Delivery) {
        if let Ok(chat) = delivery.channel.server.parse::<i64>() {
            if !self.state().group_langs.contains_key(&chat) {
                self.load_group_lang(chat).await;
            }
        }
        self.show(&delivery.channel, delivery.effects);
    }

    async fn command(
        &self,
        msg: &Message,
        from: &User,
        channel: &ChannelKey,
        cmd: Cmd,
        lang: Lang,
    ) -> Result<Option<Content>, Refusal> {
        let me = actor(from);
        let group = !msg.chat.is_private();
        match cmd {
            Cmd::Start(payload) if !group => self.start(from, payload.as_deref(), lang).await,
            Cmd::Start(_) | Cmd::Help => Ok(Some(Content::text(help_text(lang)))),
            Cmd::New(words) => {
                let action = self.new_game(channel, &words).await?;
                self.act(channel, me, action, None).await?;
                Ok(None)
            }
            Cmd::Play(words) => {
                let action = self.new_game(channel, &words).await?;
                let players = match &action {
                    SessionAction::New { rules, .. } => rules.players,
                    _ => 2,
                };
                self.act(channel, me.clone(), action, None).await?;
                for _ in 1..players {
                    let add = SessionAction::AddComputer { level: self.defaults.level };
                    self.act(channel, me.clone(), add, None).await?;
                }
                self.act(channel, me, SessionAction::Start, None).await?;
                Ok(None)
            }
            Cmd::Join => {
                self.act(channel, me, SessionAction::Join, None).await?;
                if group && self.probe(from, channel).await.is_some() {
                    return Ok(self.link_message(channel, &from.full_name(), true));
                }
                Ok(None)
            }
            Cmd::Leave => self.act(channel, me, SessionAction::Leave, None).await.map(|_| None),
            Cmd::Bot(level) => {
                let level = match level {
                    Some(name) => name.parse::<Level>()?,
                    None => self.defaults.level,
                };
                self.act(channel, me, SessionAction::AddComputer { level }, None)
                    .await
                    .map(|_| None)
            }
            Cmd::Go => self.act(channel, me, SessionAction::Start, None).await.map(|_| None),
            Cmd::Hand => {
                self.act(channel, me, SessionAction::ShowHand, None).await?;
                let known = self.state().reachable.contains(&from.id.0);
                Ok(if group && !known {
                    self.link_message(channel, &from.full_name(), false)
                } else {
                    None
                })
            }
            Cmd::Claim => self.act(channel, me, SessionAction::Claim, None).await.map(|_| None),
            Cmd::Resign => self.act(channel, me, SessionAction::Resign, None).await.map(|_| None),
            Cmd::Back => self.act(channel, me, SessionAction::Back, None).await.map(|_| None),
            Cmd::Rematch => self.act(channel, me, SessionAction::Rematch, None).await.map(|_| None),
            Cmd::Abort => {
                let is_admin = !group || self.is_admin(msg.chat.id, from.id).await;
                let me = Actor { is_admin, ..me };
                self.act(channel, me, SessionAction::Abort, None).await.map(|_| None)
            }
            Cmd::Rules(variant) => self.rules(channel, variant.as_deref(), lang).await.map(Some),
            Cmd::Standings(period) => {
                self.standings(channel, period.as_deref(), lang).await.map(Some)
            }
            Cmd::Settings(words) => {
                if !group {
                    return Err(Refusal::GroupOnly);
                }
                self.settings(msg.chat.id, from.id, &words, lang).await.map(Some)
            }
        }
    }

    /// `/start` in the private chat (written in `lang`), with a deep link's payload or without.
    async fn start(
        &self,
        from: &User,
        payload: Option<&str>,
        lang: Lang,
    ) -> Result<Option<Content>, Refusal> {
        let uid = from.id.0;
        {
            let mut st = self.state();
            st.reachable.insert(uid);
            st.told.retain(|(u, _)| *u != uid);
        }
        // Hands held back while the chat was closed go out now.
        self.outbox.unblock(ChatId(uid as i64));
        let Some(channel) = payload.and_then(data::parse_start_payload) else {
            return Ok(Some(Content::text(help_text(lang))));
        };
        let place = self.place(&channel).args();
        let me = user_ref(from.id);
        let status =
            self.sessions.inspect(&channel, |s| (s.seat_of(&me).is_some(), s.is_playing())).await;
        match status {
            None => Err(Refusal::GameGone),
            Some((true, true)) => {
                self.act(&channel, actor(from), SessionAction::ShowHand, None).await?;
                Ok(None)
            }
            Some((true, false)) => Ok(Some(Content::text(text(lang, T::StartSeated, &place)))),
            Some((false, _)) => {
                self.act(&channel, actor(from), SessionAction::Join, None).await?;
                Ok(Some(Content::text(text(lang, T::StartJoined, &place))))
            }
        }
    }

    /// The `New` action of `/new` and `/play`: variant and options, or the group's defaults.
    async fn new_game(
        &self,
        channel: &ChannelKey,
        words: &[String],
    ) -> Result<SessionAction, Refusal> {
        let (variant, options) = commands::split_game_args(words);
        let settings = if is_group(channel) {
            self.group_settings(&channel.server).await
        } else {
            GroupSettings::default()
        };
        let variant = match variant {
            Some(name) => name.parse::<Variant>()?,
            None => settings.variant.unwrap_or(self.defaults.variant),
        };
        let rules = RuleSet::build(variant, options)?;
        let turn_timer = match settings.turn_timer_seconds {
            Some(0) => None,
            Some(seconds) => Some(Duration::from_secs(seconds)),
            None => self.defaults.turn_timer,
        };
        Ok(SessionAction::New { rules, turn_timer, seed: None })
    }

    /// Sends a first private message to someone who just joined, unless they are known to have
    /// opened the chat. Returns the deep link when Telegram refuses.
    async fn probe(&self, from: &User, channel: &ChannelKey) -> Option<url::Url> {
        if self.state().reachable.contains(&from.id.0) {
            return None;
        }
        // The private chat is the person's own: their language.
        let lang = self.state().user_lang(from.id.0);
        let said = text(lang, T::ProbeJoined, &self.place(channel).args());
        let chat = ChatId(from.id.0 as i64);
        match through_flood(|| self.bot.send_message(chat, said.clone()).send()).await {
            Ok(_) => {
                self.state().reachable.insert(from.id.0);
                None
            }
            Err(e) if classify(&e) == Failure::Forbidden => self.deep_link(channel),
            Err(e) => {
                tracing::debug!(error = %e, "first private message not sent");
                None
            }
        }
    }

    async fn is_admin(&self, chat: ChatId, user: UserId) -> bool {
        match through_flood(|| self.bot.get_chat_member(chat, user).send()).await {
            Ok(member) => member.kind.is_privileged(),
            Err(e) => {
                tracing::warn!(error = %e, "cannot tell whether someone is a group admin");
                false
            }
        }
    }

    async fn group_settings(&self, server: &str) -> GroupSettings {
        match self.sessions.store().settings(Platform::Telegram, server).await {
            Ok(Some(value)) => serde_json::from_value(value).unwrap_or_default(),
            Ok(None) => GroupSettings::default(),
            Err(e) => {
                tracing::warn!(error = %e, "group settings unavailable; using the defaults");
                GroupSettings::default()
            }
        }
    }

    /// `/settings`: shows the group's settings, or changes them (admins). The reply is in `lang`,
    /// the language the group had when asked: whoever changes it may not read the new one.
    async fn settings(
        &self,
        chat: ChatId,
        user: UserId,
        words: &[String],
        lang: Lang,
    ) -> Result<Content, Refusal> {
        let server = chat.0.to_string();
        let current = self.group_settings(&server).await;
        let describe = |s: &GroupSettings| {
            let variant = s.variant.unwrap_or(self.defaults.variant);
            let seconds = match s.turn_timer_seconds {
                Some(0) => None,
                Some(n) => Some(n),
                None => self.defaults.turn_timer.map(|d| d.as_secs()),
            };
            let timer = match seconds {
                Some(n) => text(lang, T::TimerSeconds, &[("seconds", n.into())]),
                None => plain(lang, T::TimerOff),
            };
            // Language codes are what /settings takes, so they are shown as codes.
            let args = [
                ("variant", arg(variant)),
                ("timer", arg(timer)),
                ("language", arg(s.language.unwrap_or(Lang::En))),
                ("languages", arg(Lang::ALL.map(Lang::code).join(", "))),
            ];
            text(lang, T::Settings, &args)
        };
        if words.is_empty() {
            return Ok(Content::text(describe(&current)));
        }
        if !self.is_admin(chat, user).await {
            return Err(Refusal::AdminsOnly);
        }
        let next = current.apply(words).map_err(Refusal::Settings)?;
        let value = serde_json::to_value(&next).map_err(|e| {
            tracing::warn!(error = %e, "settings not encoded");
            Refusal::Store
        })?;
        self.sessions.store().set_settings(Platform::Telegram, &server, &value).await?;
        self.state().group_langs.insert(chat.0, next.language.unwrap_or(Lang::En));
        Ok(Content::text(text(lang, T::Saved, &[("settings", arg(describe(&next)))])))
    }

    async fn rules(
        &self,
        channel: &ChannelKey,
        variant: Option<&str>,
        lang: Lang,
    ) -> Result<Content, Refusal> {
        if let Some(name) = variant {
            let variant: Variant = name.parse()?;
            let args = [
                ("variant", arg(variant)),
                ("summary", arg(texts::summary(lang, variant))),
                ("options", arg(bot_core::rules::OPTION_KEYS.join(", "))),
            ];
            return Ok(Content::text(text(lang, T::RulesOne, &args)));
        }
        let mut lines = Vec::new();
        let current =
            self.sessions.inspect(channel, |s| (s.rules().variant, s.rules().overrides())).await;
        if let Some((variant, options)) = current {
            let options = if options.is_empty() {
                String::new()
            } else {
                format!(" ({})", options.join(", "))
            };
            let args = [("variant", arg(variant)), ("options", arg(options))];
            lines.push(text(lang, T::RulesThisGame, &args));
        }
        lines.push(plain(lang, T::RulesList));
        lines.extend(Variant::ALL.iter().map(|v| format!("• {v} — {}", texts::summary(lang, *v))));
        Ok(Content::text(lines.join("\n")))
    }

    async fn standings(
        &self,
        channel: &ChannelKey,
        period: Option<&str>,
        lang: Lang,
    ) -> Result<Content, Refusal> {
        let now = unix_now();
        // The period words are what /standings takes, in every language.
        let (period, label) = match period.map(str::to_ascii_lowercase).as_deref() {
            None | Some("month") => (Period::month_at(now), T::PeriodMonth),
            Some("season") => (Period::season_at(now), T::PeriodSeason),
            Some("all") => (Period::AllTime, T::PeriodAll),
            Some(other) => return Err(Refusal::Period(other.to_string())),
        };
        let label = [("period", arg(plain(lang, label)))];
        let (server, scope) = if is_group(channel) {
            (channel.server.clone(), None)
        } else {
            (DM.to_string(), Some(channel.channel.clone()))
        };
        let query = StandingsQuery {
            platform: Platform::Telegram,
            server,
            channel: scope,
            period,
            board: Board::Points,
            limit: STANDINGS_ROWS,
            now,
        };
        let rows = self.sessions.store().standings(&query).await?;
        if rows.is_empty() {
            return Ok(Content::text(format!("🏅 {}", text(lang, T::StandingsEmpty, &label))));
        }
        let mut lines = vec![format!("🏅 {}", text(lang, T::Standings, &label))];
        lines.extend(rows.iter().map(|r| {
            let args = [
                ("rank", r.rank.into()),
                ("name", arg(&r.name)),
                ("points", r.points.into()),
                ("wins", r.wins.into()),
                ("matches", r.matches.into()),
            ];
            text(lang, T::StandingsRow, &args)
        }));
        Ok(Content::text(lines.join("\n")))
    }

    // ── Buttons ───────────────────────────────────────────────────────────────────────────

    /// A button press: handled, then always answered.
    pub(crate) async fn on_callback(&self, query: CallbackQuery) {
        let started = std::time::Instant::now();
        if let Some(message) = query.regular_message() {
            self.met(&query.from, &message.chat).await;
        }
        let answer = match self.press(&query).await {
            Ok(answer) => answer,
            Err(refusal) => {
                // An alert is read by the person who pressed: in their language.
                let lang = self.state().user_lang(query.from.id.0);
                Answer::Alert(refusal.localize(lang))
            }
        };
        self.answer(query.id, answer).await;
        METRICS.interaction(Platform::Telegram, started.elapsed());
    }

    async fn answer(&self, id: CallbackQueryId, answer: Answer) {
        let answered = through_flood(|| {
            let request = self.bot.answer_callback_query(id.clone());
            let request = match &answer {
                Answer::Quiet => request,
                Answer::Toast(text) => request.text(clip(text, MAX_ANSWER_CHARS)),
                Answer::Alert(text) => request.text(clip(text, MAX_ANSWER_CHARS)).show_alert(true),
                Answer::Url(link) => request.url(link.clone()),
            };
            request.send()
        })
        .await;
        match answered {
            Ok(_) => {}
            Err(RequestError::RetryAfter(_)) => {
                tracing::warn!("callback query not answered: flood control");
            }
            Err(e) => {
                METRICS.platform_error(Platform::Telegram);
                tracing::warn!(error = %e, "callback query not answered");
            }
        }
    }

    async fn press(&self, query: &CallbackQuery) -> Result<Answer, Refusal> {
        let press = query.data.as_deref().and_then(Press::parse).ok_or(Refusal::UnknownButton)?;
        match press {
            Press::Join
            | Press::Start
            | Press::AddComputer
            | Press::MyHand(_)
            | Press::Rematch(_) => {
                // A message too old to come with the press: its buttons are old too.
                let message = query.regular_message().ok_or(Refusal::OldMessage)?;
                self.table_press(press, &query.from, message).await
            }
            _ => self.hand_press(press, query).await,
        }
    }

    /// The current table message of a channel, and its slot.
    fn table_slot(&self, channel: &ChannelKey) -> Option<(ChatId, Option<ThreadId>, SlotKey)> {
        let (chat, thread) = target(channel)?;
        let generation = self.state().tables.get(channel)?.generation;
        Some((chat, thread, table_key(thread, generation)))
    }

    async fn table_press(
        &self,
        press: Press,
        from: &User,
        message: &Message,
    ) -> Result<Answer, Refusal> {
        let channel = channel_of(&message.chat, message.thread_id, message.is_topic_message);
        let group = is_group(&channel);
        let current =
            self.table_slot(&channel).and_then(|(chat, _, key)| self.outbox.message(chat, &key));
        let old_message = current.is_some_and(|id| id != message.id);
        let me = actor(from);
        match press {
            Press::Join | Press::Start | Press::AddComputer if old_message => {
                Err(Refusal::OldMessage)
            }
            Press::Join => {
                self.act(&channel, me, SessionAction::Join, None).await?;
                if group {
                    if let Some(link) = self.probe(from, &channel).await {
                        return Ok(Answer::Url(link));
                    }
                }
                Ok(Answer::Toast(plain(self.state().user_lang(from.id.0), T::ToastSeated)))
            }
            Press::Start => {
                self.act(&channel, me, SessionAction::Start, None).await.map(|_| Answer::Quiet)
            }
            Press::AddComputer => {
                let add = SessionAction::AddComputer { level: self.defaults.level };
                self.act(&channel, me, add, None).await.map(|_| Answer::Quiet)
            }
            Press::MyHand(game) => {
                match self.sessions.inspect(&channel, |s| s.match_id()).await.flatten() {
                    None => return Err(Refusal::GameGone),
                    Some(current) if current != game => return Err(Refusal::OldMessage),
                    Some(_) => {}
                }
                self.adopt_table(&channel, game, message.id);
                self.act(&channel, me, SessionAction::ShowHand, None).await?;
                let known = self.state().reachable.contains(&from.id.0);
                if group && !known {
                    // Opens the private chat; its /start shows the hand there.
                    if let Some(link) = self.deep_link(&channel) {
                        return Ok(Answer::Url(link));
                    }
                }
                Ok(Answer::Toast(plain(self.state().user_lang(from.id.0), T::ToastCards)))
            }
            Press::Rematch(seq) => {
                self.adopt_table(&channel, seq.game, message.id);
                self.act(&channel, me, SessionAction::Rematch, Some(seq))
                    .await
                    .map(|_| Answer::Quiet)
            }
            _ => Err(Refusal::UnknownButton),
        }
    }

    /// After a restart nothing is known about old messages: a press on the table of a game
    /// makes that message its table again, instead of posting a new one.
    fn adopt_table(&self, channel: &ChannelKey, game: MatchId, message: MessageId) {
        let Some((chat, thread)) = target(channel) else { return };
        let mut st = self.state();
        if st.tables.contains_key(channel) {
            return;
        }
        st.generation += 1;
        let generation = st.generation;
        let table = TableState { generation, game: Some(game), news: None, view: None };
        st.tables.insert(channel.clone(), table);
        self.outbox.adopt(chat, table_key(thread, generation), thread, message);
    }

    /// The channel of a stored match: remembered, or found among the live sessions.
    async fn game_channel(&self, game: MatchId) -> Option<ChannelKey> {
        if let Some(channel) = self.state().games.get(&game).cloned() {
            return Some(channel);
        }
        for channel in self.sessions.channels() {
            if channel.platform != Platform::Telegram {
                continue;
            }
            if self.sessions.inspect(&channel, |s| s.match_id()).await.flatten() == Some(game) {
                self.state().games.insert(game, channel.clone());
                return Some(channel);
            }
        }
        None
    }

    async fn hand_press(&self, press: Press, query: &CallbackQuery) -> Result<Answer, Refusal> {
        let seq = press.seq().ok_or(Refusal::UnknownButton)?;
        let channel = self.game_channel(seq.game).await.ok_or(Refusal::GameGone)?;
        let me = actor(&query.from);
        let user = me.user.clone();
        let (hand, table) = self
            .sessions
            .inspect(&channel, |s| (s.hand_view(&user), s.table_view()))
            .await
            .ok_or(Refusal::GameGone)?;
        let hand = hand.ok_or(SessionError::NotSeated)?;
        if hand.seq.game != seq.game {
            return Err(Refusal::GameGone);
        }
        let uid = query.from.id.0;
        if let Some(message) = query.regular_message() {
            // The pressed message is this hand's message from now on (it may predate a restart).
            let slot = SlotKey::Hand { channel: channel.clone(), game: seq.game };
            self.outbox.adopt(message.chat.id, slot, None, message.id);
        }
        if table.end.is_some() {
            return Err(MoveError::MatchOver.into());
        }
        if hand.seq != seq {
            let current = hand.seq;
            self.redraw_hand(uid, &channel, hand, Choice::default(), &table);
            return Err(SessionError::Stale { current }.into());
        }
        let check = |card: Card| -> Result<(), Refusal> {
            if !hand.your_turn {
                return Err(MoveError::NotYourTurn { to_move: table.to_move.unwrap_or(0) }.into());
            }
            if !hand.hand.contains(card) {
                return Err(MoveError::NotInHand(card).into());
            }
            Ok(())
        };
        match press {
            Press::Card(_, card) => {
                check(card)?;
                if hand.captures_of(card).is_empty() {
                    // Nothing to choose: the card goes to the table.
                    return self.play(&channel, me, seq, card, CardSet::EMPTY).await;
                }
                self.redraw_hand(uid, &channel, hand, Choice { card: Some((card, 0)) }, &table);
                Ok(Answer::Quiet)
            }
            Press::Page(_, card, page) => {
                check(card)?;
                self.redraw_hand(uid, &channel, hand, Choice { card: Some((card, page)) }, &table);
                Ok(Answer::Quiet)
            }
            Press::Back(_) => {
                self.redraw_hand(uid, &channel, hand, Choice::default(), &table);
                Ok(Answer::Quiet)
            }
            Press::Take(_, card, option) => {
                check(card)?;
                let take = *hand
                    .captures_of(card)
                    .get(usize::from(option))
                    .ok_or(Refusal::UnknownButton)?;
                self.play(&channel, me, seq, card, take).await
            }
            Press::Trail(_, card) => {
                check(card)?;
                self.play(&channel, me, seq, card, CardSet::EMPTY).await
            }
            Press::Redeal(_) => self
                .act(&channel, me, SessionAction::Redeal, Some(seq))
                .await
                .map(|_| Answer::Quiet),
            _ => Err(Refusal::UnknownButton),
        }
    }

    async fn play(
        &self,
        channel: &ChannelKey,
        me: Actor,
        seq: bot_core::session::Seq,
        card: Card,
        take: CardSet,
    ) -> Result<Answer, Refusal> {
        let action = SessionAction::Play { card, take };
        self.act(channel, me, action, Some(seq)).await.map(|_| Answer::Quiet)
    }

    fn redraw_hand(
        &self,
        uid: u64,
        channel: &ChannelKey,
        view: HandView,
        choice: Choice,
        table: &TableView,
    ) {
        let mut st = self.state();
        let key = (uid, channel.clone());
        if st.hands.get(&key).is_some_and(|old| {
            old.view.seq.game == view.seq.game && old.view.seq.moves > view.seq.moves
        }) {
            // A move was drawn meanwhile: its hand is the current one.
            return;
        }
        let place = self.place_locked(&st, channel);
        let lang = st.user_lang(uid);
        let to_move =
            table.to_move.and_then(|s| table.seats.get(usize::from(s))).map(|s| s.name.clone());
        let content =
            render::hand(&view, choice, &place, to_move.as_deref(), Some(table.hand_number), lang);
        let slot = SlotKey::Hand { channel: channel.clone(), game: view.seq.game };
        self.outbox.set(ChatId(uid as i64), slot, None, content);
        st.hands.insert(key, HandState { view, choice });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn answers_fit() {
        assert_eq!(clip(&"x".repeat(300), MAX_ANSWER_CHARS).chars().count(), MAX_ANSWER_CHARS);
    }

    #[test]
    fn refusals_are_in_the_language_asked_for() {
        let gone = Refusal::GameGone;
        assert!(gone.localize(Lang::En).starts_with("That game is over or no longer here"));
        assert!(gone.localize(Lang::Ro).starts_with("Jocul acela s-a încheiat"));
        let rules = Refusal::Session(SessionError::Rules(RuleError::MissingValue("x".into())));
        assert_eq!(
            rules.localize(Lang::Bs),
            Refusal::Rules(RuleError::MissingValue("x".into())).localize(Lang::Bs)
        );
        assert!(rules.localize(Lang::Bs).starts_with("Opcija `x` traži vrijednost"));
        let period = Refusal::Period("weekly".into());
        assert!(period.localize(Lang::En).contains("not a period"));
        assert_eq!(
            Refusal::Store.localize(Lang::En),
            "Storage is unavailable right now, try again"
        );
    }
}
