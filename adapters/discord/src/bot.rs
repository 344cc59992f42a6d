//! Interactions to session commands, and effects to Discord messages.
//!
//! The answer to an interaction is worked out in its own task. If it is ready within
//! [`FAST_ANSWER`] it is sent as the interaction's first response; otherwise the interaction is
//! deferred first (ephemerally whenever the answer may show a hand) and the answer edits the
//! deferred response. Either way Discord hears back within its 3 s.
//!
//! The public table message of a channel is edited by [`Bot::refresh_table`] under the
//! channel's own lock, always from the session's current view, so edits never go back in time
//! and a burst of changes collapses into the edits needed.

use std::future::Future;
use std::sync::Arc;
use std::time::{Duration, Instant};

use bot_core::game::MoveError;
use bot_core::i18n::{shown_name, Lang, Localize};
use bot_core::ids::{ChannelKey, MatchId, Platform, SeatKind, UserRef};
use bot_core::metrics::METRICS;
use bot_core::rules::{RuleError, RuleSet, Variant};
use bot_core::session::{
    Actor, Audience, Command, Delivery, Effect, GameDefaults, HandView, SessionAction,
    SessionError, Sessions, TableView,
};
use bot_core::store::{Board, Period, StandingsQuery, StoreError};
use dashmap::DashMap;
use serde::{Deserialize, Serialize};
use serenity::all::{
    AutoArchiveDuration, ChannelId, ChannelType, CommandInteraction, ComponentInteraction,
    CreateInteractionResponse, CreateInteractionResponseMessage, CreateThread, GuildId, Http,
    Interaction, InteractionId, Member, MessageFlags, MessageId, Permissions, User,
};
use serenity::builder::Builder;
use thiserror::Error;
use tokio::sync::mpsc::UnboundedReceiver;
use tokio::sync::Mutex;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;
use tracing::Instrument;

use crate::commands::{self, Request};
use crate::custom_id::ButtonId;
use crate::i18n::{lang_of_locale, stored_lang, text, tr, Key, PeriodChoice, Sub};
use crate::render::{self, Body, TableExtras, NEWS_LINES};
use crate::retry::{
    self, retry, retry_until, ANSWER_ATTEMPTS, ANSWER_PAUSE, ATTEMPTS, FIRST_PAUSE,
};

/// How long an answer may take before the interaction is deferred (Discord allows 3 s).
const FAST_ANSWER: Duration = Duration::from_millis(1500);
/// The last moment to send an interaction's first answer: Discord's 3 s, less a margin for the
/// trip.
const ANSWER_DEADLINE: Duration = Duration::from_millis(2800);
/// How long a server's settings may take to read before an interaction goes on with defaults.
const SETTINGS_READ: Duration = Duration::from_millis(300);
/// How long an interaction token may edit its messages (Discord: 15 minutes), with a margin.
const TOKEN_LIFETIME: Duration = Duration::from_secs(14 * 60);
/// Rows in a standings answer.
const STANDINGS_ROWS: u32 = 10;

/// Why an interaction could not be served. Each kind has one message for the person.
#[derive(Debug, Error)]
enum Problem {
    /// The session refused.
    #[error("{0}")]
    Session(#[from] SessionError),
    /// A `custom_id` this bot did not draw.
    #[error("a button that is not ours")]
    Forged,
    /// A button of another game at this table.
    #[error("a button of an earlier game")]
    OldGame,
    /// A server-only command outside a server.
    #[error("only in a server")]
    GuildOnly,
    /// Settings without Manage Server.
    #[error("needs Manage Server")]
    ManageServer,
    /// An option value that does not fit.
    #[error("bad option: {0}")]
    BadOption(String),
    /// Rules that cannot be played.
    #[error("{0}")]
    Rules(#[from] RuleError),
    /// Storage failed.
    #[error("{0}")]
    Store(#[from] StoreError),
}

impl Problem {
    /// A short name of the kind of problem, for logs.
    fn kind(&self) -> &'static str {
        match self {
            Problem::Session(e) => e.kind(),
            Problem::Forged => "forged",
            Problem::OldGame => "old_game",
            Problem::GuildOnly => "guild_only",
            Problem::ManageServer => "manage_server",
            Problem::BadOption(_) => "bad_option",
            Problem::Rules(_) => "bad_rules",
            Problem::Store(_) => "storage",
        }
    }

    /// The message for the person who asked, in their language; `to_move` names whose turn it
    /// is.
    fn message(&self, o: &Origin, to_move: &str) -> String {
        let lang = o.lang;
        match self {
            Problem::Session(e) => session_message(o, e, to_move),
            Problem::Forged => text(lang, Key::ErrForged),
            Problem::OldGame => text(lang, Key::ErrOldGame),
            Problem::GuildOnly => text(lang, Key::ErrGuildOnly),
            Problem::ManageServer => text(lang, Key::ErrManageServer),
            Problem::BadOption(detail) => {
                tr(lang, Key::ErrBadOption, &[("detail", detail.as_str().into())])
            }
            Problem::Rules(e) => SessionError::Rules(e.clone()).localize(lang),
            Problem::Store(_) => SessionError::Storage.localize(lang),
        }
    }
}

/// A refusal of the session in words: the core's text, except where Discord says more (the
/// command to type, the permission it takes, whose turn it is by name).
fn session_message(o: &Origin, e: &SessionError, to_move: &str) -> String {
    let lang = o.lang;
    match e {
        SessionError::NoGame => {
            let command = commands::shown_command(&o.locale, Sub::New);
            tr(lang, Key::ErrNoGame, &[("command", command.into())])
        }
        SessionError::NotCreatorOrAdmin => text(lang, Key::ErrNotCreatorOrAdmin),
        // A button, not a command: say so, and that nothing was done with it.
        SessionError::Stale { current } => {
            tr(lang, Key::ErrStale, &[("moves", current.moves.into())])
        }
        SessionError::Move(MoveError::NotYourTurn { .. }) => {
            tr(lang, Key::ErrNotYourTurn, &[("name", to_move.into())])
        }
        other => other.localize(lang),
    }
}

/// Server defaults set with `/tablic settings`, stored as JSON with the store's settings.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
struct ServerSettings {
    /// Variant of new games.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    variant: Option<Variant>,
    /// Seconds per turn; 0 is off.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    turn_timer: Option<u64>,
    /// Language of the tables. Earlier versions wrote `en` or `sr`; those still read.
    #[serde(default, skip_serializing_if = "Option::is_none", deserialize_with = "read_lang")]
    language: Option<Lang>,
    /// A thread per game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    thread: Option<bool>,
}

/// Where a channel's table message lives, stored so a restarted bot edits the same message.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct TableLocation {
    message: u64,
    game: Option<i64>,
    #[serde(default, deserialize_with = "read_lang")]
    lang: Option<Lang>,
}

/// A stored language: a catalogue tag, or a code of earlier versions (see [`stored_lang`]). An
/// unknown one reads as none, so the rest of the settings still counts.
fn read_lang<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Lang>, D::Error> {
    let code = Option::<String>::deserialize(d)?;
    Ok(code.as_deref().and_then(|c| {
        let lang = stored_lang(c);
        if lang.is_none() {
            tracing::warn!(code = c, "unknown stored language; using the default");
        }
        lang
    }))
}

/// A channel's table: its state, and the lock that keeps its edits in order. Network calls
/// hold only `editing`, so a command never waits on a slow edit to record its news.
struct TableSlot {
    state: std::sync::Mutex<SlotState>,
    editing: Mutex<()>,
}

impl TableSlot {
    fn state(&self) -> std::sync::MutexGuard<'_, SlotState> {
        // A panic while holding it leaves plain data behind: go on with it.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// A channel's public table message and what it shows besides the session's view.
struct SlotState {
    lang: Lang,
    message: Option<MessageId>,
    game: Option<MatchId>,
    extras: TableExtras,
    /// The last view seen, for a session that has left memory (closed or evicted).
    last: Option<(TableView, Vec<SeatKind>)>,
    /// What the message shows now, so an edit that changes nothing is skipped.
    shown: String,
}

/// A player's latest ephemeral hand message, reachable through its interaction's token.
struct HandMessage {
    token: String,
    lang: Lang,
    since: Instant,
}

/// How an interaction is acknowledged when its answer takes long.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Defer {
    /// "Thinking…", then the answer fills it; ephemeral unless it is for everyone.
    Message { ephemeral: bool },
    /// The button's message stays as it is until the answer edits it.
    Update,
}

/// The player whose hand an answer shows, so later changes can redraw that message.
#[derive(Clone, Debug)]
struct HandOwner {
    key: ChannelKey,
    user: UserRef,
    lang: Lang,
}

/// An answer to an interaction.
#[derive(Debug)]
enum Reply {
    /// A new message.
    Message {
        /// What it says.
        body: Body,
        /// Only for the person who asked.
        ephemeral: bool,
        /// It shows this player's hand: remember it for later updates.
        hand_of: Option<HandOwner>,
    },
    /// The message the button sits on, redrawn.
    Update {
        /// What it says now.
        body: Body,
        /// It shows this player's hand.
        hand_of: Option<HandOwner>,
    },
    /// Nothing to say: the table shows the change.
    Quiet,
    /// Autocomplete choices.
    Choices(serenity::all::CreateAutocompleteResponse),
}

impl Reply {
    fn private(body: Body) -> Reply {
        Reply::Message { body, ephemeral: true, hand_of: None }
    }

    fn note(o: &Origin, problem: &Problem, to_move: &str) -> Reply {
        Reply::private(Body::text(problem.message(o, to_move)))
    }
}

/// Who pressed or typed, where, in which language.
#[derive(Clone, Debug)]
struct Origin {
    actor: Actor,
    /// Their Discord locale (`en-US`, `hr`, `de`, …): it decides how commands are named to them.
    locale: String,
    /// Their own language, when we have it.
    own_lang: Option<Lang>,
    /// The language of their private answers: their own, else the server's.
    lang: Lang,
    /// The server's language: of what the whole channel sees.
    server_lang: Lang,
    guild: Option<GuildId>,
    channel: ChannelId,
    key: ChannelKey,
    manages_server: bool,
    in_thread: bool,
}

/// Who acted, as an interaction tells it.
struct Asker<'a> {
    user: &'a User,
    member: Option<&'a Member>,
    guild: Option<GuildId>,
    channel: ChannelId,
    locale: &'a str,
    guild_locale: Option<&'a str>,
    in_thread: bool,
}

impl Origin {
    fn command(&self, action: SessionAction, expected: Option<bot_core::session::Seq>) -> Command {
        Command { channel: self.key.clone(), actor: self.actor.clone(), action, expected }
    }
}

fn channel_key(guild: Option<GuildId>, channel: ChannelId) -> ChannelKey {
    let server = guild.map_or_else(|| "dm".to_string(), |g| g.to_string());
    ChannelKey::new(Platform::Discord, server, channel.to_string())
}

/// Who typed a command (or is typing one, for autocomplete).
fn asker_of_command(ix: &CommandInteraction) -> Asker<'_> {
    Asker {
        user: &ix.user,
        member: ix.member.as_deref(),
        guild: ix.guild_id,
        channel: ix.channel_id,
        locale: &ix.locale,
        guild_locale: ix.guild_locale.as_deref(),
        in_thread: ix.channel.as_ref().is_some_and(|c| is_thread(c.kind)),
    }
}

fn is_thread(kind: ChannelType) -> bool {
    matches!(kind, ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread)
}

/// The interaction's id and token: all an answer needs.
#[derive(Clone, Debug)]
struct Ticket {
    id: InteractionId,
    token: String,
    /// When the interaction arrived: Discord's 3 s for the first answer run from here.
    received: Instant,
}

/// The Discord side of the bot: shared by every interaction task.
pub(crate) struct Bot {
    http: Arc<Http>,
    sessions: Arc<Sessions>,
    defaults: GameDefaults,
    tables: DashMap<ChannelKey, Arc<TableSlot>>,
    hands: DashMap<(ChannelKey, UserRef), Arc<Mutex<HandMessage>>>,
    /// Server settings as stored: read on every interaction for the language, so kept here
    /// (this process is their only writer).
    settings: DashMap<GuildId, ServerSettings>,
    /// Each server's own locale as its interactions last told it, when it is one of ours: the
    /// language of a server without a setting, also for what no interaction asked for.
    guild_langs: DashMap<GuildId, Lang>,
    tasks: TaskTracker,
}

impl Bot {
    /// A bot over `sessions`, talking to Discord through `http`.
    pub(crate) fn new(http: Arc<Http>, sessions: Arc<Sessions>, defaults: GameDefaults) -> Bot {
        Bot {
            http,
            sessions,
            defaults,
            tables: DashMap::new(),
            hands: DashMap::new(),
            settings: DashMap::new(),
            guild_langs: DashMap::new(),
            tasks: TaskTracker::new(),
        }
    }

    /// Registers `/tablic` (again after every READY: a fresh session may follow a new deploy).
    pub(crate) async fn register_commands(&self) {
        let registered = retry("register commands", ATTEMPTS, FIRST_PAUSE, || {
            serenity::all::Command::set_global_commands(&self.http, vec![commands::definition()])
        })
        .await;
        match registered {
            Ok(list) => tracing::info!(commands = list.len(), "slash commands registered"),
            Err(e) => {
                tracing::error!(error = %retry::describe(&e), "slash commands not registered")
            }
        }
    }

    /// Runs `work` as a task the shutdown waits for.
    pub(crate) fn track<F>(&self, work: F) -> tokio::task::JoinHandle<F::Output>
    where
        F: Future + Send + 'static,
        F::Output: Send + 'static,
    {
        self.tasks.spawn(work)
    }

    /// Waits up to `grace` for answers and edits still in flight.
    pub(crate) async fn drain(&self, grace: Duration) {
        self.tasks.close();
        if tokio::time::timeout(grace, self.tasks.wait()).await.is_err() {
            tracing::warn!("some Discord edits were still in flight at shutdown");
        }
    }

    /// Shows effects no command asked for (turn timers, computers after a restart).
    pub(crate) async fn deliver(
        self: Arc<Self>,
        mut deliveries: UnboundedReceiver<Delivery>,
        shutdown: CancellationToken,
    ) {
        loop {
            let delivery = tokio::select! {
                _ = shutdown.cancelled() => return,
                d = deliveries.recv() => match d { Some(d) => d, None => return },
            };
            let _ = self.publish(&delivery.channel, None, &delivery.effects, Lang::En).await;
        }
    }

    /// Who acted, and the languages to answer them and their channel in.
    async fn origin(&self, asker: Asker<'_>) -> Origin {
        let Asker { user, member, guild, channel, locale, guild_locale, in_thread } = asker;
        if let (Some(guild), Some(guild_locale)) = (guild, guild_locale) {
            match lang_of_locale(guild_locale) {
                Some(lang) => {
                    self.guild_langs.insert(guild, lang);
                }
                None => {
                    self.guild_langs.remove(&guild);
                }
            }
        }
        let server_lang = self.server_lang(guild).await;
        let own_lang = lang_of_locale(locale);
        let name = member
            .and_then(|m| m.nick.clone())
            .or_else(|| user.global_name.clone())
            .unwrap_or_else(|| user.name.clone());
        let permissions = member.and_then(|m| m.permissions).unwrap_or_else(Permissions::empty);
        let manages_server = permissions.administrator() || permissions.manage_guild();
        Origin {
            actor: Actor {
                user: UserRef::new(Platform::Discord, user.id.to_string()),
                name,
                is_admin: manages_server,
            },
            locale: locale.to_string(),
            own_lang,
            lang: own_lang.unwrap_or(server_lang),
            server_lang,
            guild,
            channel,
            key: channel_key(guild, channel),
            manages_server,
            in_thread,
        }
    }

    /// A server's language: its setting, else its own Discord locale when we have that
    /// language, else English.
    async fn server_lang(&self, guild: Option<GuildId>) -> Lang {
        let set = self.server_settings(guild).await.language;
        let own = || guild.and_then(|g| self.guild_langs.get(&g).map(|l| *l.value()));
        set.or_else(own).unwrap_or(Lang::En)
    }

    /// Serves one interaction.
    pub(crate) async fn on_interaction(self: Arc<Self>, interaction: Interaction) {
        // One span per interaction. It names who and where, never the interaction's token
        // (it can answer for the bot) nor a button's id (it can name a card of a hand).
        let (kind, id, user, channel) = match &interaction {
            Interaction::Command(ix) => ("command", ix.id, ix.user.id, ix.channel_id),
            Interaction::Component(ix) => ("button", ix.id, ix.user.id, ix.channel_id),
            Interaction::Autocomplete(ix) => ("autocomplete", ix.id, ix.user.id, ix.channel_id),
            _ => return,
        };
        let span = tracing::info_span!(
            "interaction",
            platform = "discord",
            kind,
            id = %id,
            user = %user,
            channel = %channel,
        );
        async move {
            match interaction {
                Interaction::Command(ix) if ix.data.name == commands::NAME => {
                    self.on_command(ix).await
                }
                Interaction::Component(ix) => self.on_button(ix).await,
                Interaction::Autocomplete(ix) => self.on_autocomplete(ix).await,
                _ => {}
            }
        }
        .instrument(span)
        .await
    }

    async fn on_autocomplete(self: Arc<Self>, ix: CommandInteraction) {
        let received = Instant::now();
        let lang = self.origin(asker_of_command(&ix)).await.lang;
        let typed = ix.data.autocomplete().map(|a| a.value.to_string()).unwrap_or_default();
        let ticket = Ticket { id: ix.id, token: ix.token.clone(), received };
        let choices = commands::variant_choices(lang, &typed);
        self.answer(ticket, lang, Defer::Update, async move { Reply::Choices(choices) }).await;
    }

    async fn on_command(self: Arc<Self>, ix: CommandInteraction) {
        let received = Instant::now();
        let mut origin = self.origin(asker_of_command(&ix)).await;
        let request = commands::parse(&ix.data);
        let ticket = Ticket { id: ix.id, token: ix.token.clone(), received };
        // Standings are for everyone; every other answer is ephemeral (some show a hand).
        let public = request.sub == Some(Sub::Standings);
        if public {
            // Whatever a public answer says, refusals included, is in the server's language.
            origin.lang = origin.server_lang;
        }
        let lang = origin.lang;
        let me = Arc::clone(&self);
        let work = async move {
            match me.command(&origin, request).await {
                Ok(reply) => reply,
                Err(problem) => me.refusal(&origin, &problem).await,
            }
        };
        self.answer(ticket, lang, Defer::Message { ephemeral: !public }, work).await;
    }

    async fn on_button(self: Arc<Self>, ix: ComponentInteraction) {
        let received = Instant::now();
        let origin = self
            .origin(Asker {
                user: &ix.user,
                member: ix.member.as_ref(),
                guild: ix.guild_id,
                channel: ix.channel_id,
                locale: &ix.locale,
                guild_locale: ix.guild_locale.as_deref(),
                in_thread: ix.channel.as_ref().is_some_and(|c| is_thread(c.kind)),
            })
            .await;
        let ticket = Ticket { id: ix.id, token: ix.token.clone(), received };
        let Some(button) = ButtonId::decode(&ix.data.custom_id) else {
            tracing::debug!("a button that is not ours");
            let reply = Reply::note(&origin, &Problem::Forged, "");
            let lang = origin.lang;
            self.answer(ticket, lang, Defer::Message { ephemeral: true }, async move { reply })
                .await;
            return;
        };
        // A hand is redrawn only where it already is: in an ephemeral message. A hand button
        // on anything else (forged) answers with a new ephemeral message instead.
        let private = ix.message.flags.is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
        let redraw = button.on_hand_message() && private;
        // "Your hand" answers with a new ephemeral message; the hand's own buttons redraw it;
        // the table's other buttons change the table, which is edited on its own.
        let defer = match button {
            ButtonId::Hand(_) => Defer::Message { ephemeral: true },
            b if b.on_hand_message() && !redraw => Defer::Message { ephemeral: true },
            _ => Defer::Update,
        };
        let message = ix.message.id;
        let lang = origin.lang;
        let me = Arc::clone(&self);
        let work = async move {
            match me.button(&origin, button, message).await {
                Ok(Reply::Update { body, hand_of }) if !redraw && button.on_hand_message() => {
                    Reply::Message { body, ephemeral: true, hand_of }
                }
                Ok(reply) => reply,
                Err(problem) => me.refusal(&origin, &problem).await,
            }
        };
        self.answer(ticket, lang, defer, work).await;
    }

    /// The private answer to a refused interaction; nothing has changed.
    async fn refusal(&self, o: &Origin, problem: &Problem) -> Reply {
        // The kind only: a refused move's text names a card of the player's hand.
        tracing::debug!(channel = %o.key, problem = problem.kind(), "refused");
        let to_move = self.to_move_name(&o.key, o.lang).await;
        Reply::note(o, problem, &to_move)
    }

    /// Sends `work`'s answer as the first response if it is quick; otherwise defers first.
    async fn answer(
        self: &Arc<Self>,
        ticket: Ticket,
        lang: Lang,
        defer: Defer,
        work: impl Future<Output = Reply> + Send + 'static,
    ) {
        let started = ticket.received;
        // The work keeps the interaction's span when it runs as its own task.
        let mut task = self.tasks.spawn(work.in_current_span());
        // A failed answer (a bug) still gets a word back instead of Discord's "failed".
        let failed = |e: tokio::task::JoinError| {
            tracing::error!(error = %e, "an interaction's answer failed");
            Reply::private(Body::text(text(lang, Key::ErrInternal)))
        };
        let quick = FAST_ANSWER.saturating_sub(started.elapsed());
        let reply = match tokio::time::timeout(quick, &mut task).await {
            Ok(Ok(reply)) => reply,
            Ok(Err(e)) => failed(e),
            Err(_) => {
                let first = match defer {
                    Defer::Message { ephemeral } => CreateInteractionResponse::Defer(
                        CreateInteractionResponseMessage::new().ephemeral(ephemeral),
                    ),
                    Defer::Update => CreateInteractionResponse::Acknowledge,
                };
                if let Err(e) = self.respond(&ticket, first).await {
                    self.failed(&e);
                    tracing::warn!(error = %retry::describe(&e), "could not defer an interaction");
                    return;
                }
                METRICS.interaction(Platform::Discord, started.elapsed());
                let reply = task.await.unwrap_or_else(failed);
                return self.finish_deferred(&ticket, lang, defer, reply).await;
            }
        };
        let (response, hand_of) = match reply {
            Reply::Message { body, ephemeral, hand_of } => {
                (CreateInteractionResponse::Message(body.response(ephemeral)), hand_of)
            }
            Reply::Update { body, hand_of } => {
                (CreateInteractionResponse::UpdateMessage(body.update()), hand_of)
            }
            Reply::Quiet => (CreateInteractionResponse::Acknowledge, None),
            Reply::Choices(choices) => (CreateInteractionResponse::Autocomplete(choices), None),
        };
        match self.respond(&ticket, response).await {
            Ok(()) => {
                METRICS.interaction(Platform::Discord, started.elapsed());
                self.remember_hand(hand_of, &ticket.token);
            }
            Err(e) => {
                self.failed(&e);
                tracing::warn!(error = %retry::describe(&e), "could not answer an interaction");
            }
        }
    }

    async fn respond(
        &self,
        ticket: &Ticket,
        response: CreateInteractionResponse,
    ) -> Result<(), serenity::Error> {
        // No try after Discord's deadline: it would only meet "Unknown interaction".
        let deadline = ticket.received + ANSWER_DEADLINE;
        retry_until("interaction response", ANSWER_ATTEMPTS, ANSWER_PAUSE, Some(deadline), || {
            response.clone().execute(&self.http, (ticket.id, ticket.token.as_str()))
        })
        .await
    }

    /// Completes a deferred interaction with its answer.
    async fn finish_deferred(&self, ticket: &Ticket, lang: Lang, defer: Defer, reply: Reply) {
        let token = ticket.token.as_str();
        // "Thinking…" must not stay: a quiet answer fills it with a plain word.
        let reply = match (defer, reply) {
            (Defer::Message { .. }, Reply::Quiet | Reply::Choices(_)) => {
                Reply::private(Body::text(text(lang, Key::ReplyDone)))
            }
            (_, reply) => reply,
        };
        let result = match (defer, reply) {
            (_, Reply::Quiet) | (_, Reply::Choices(_)) => Ok(None),
            // The deferred message (or the button's message) becomes the answer; it keeps the
            // visibility chosen when deferring.
            (Defer::Message { .. }, Reply::Message { body, hand_of, .. })
            | (Defer::Message { .. }, Reply::Update { body, hand_of })
            | (Defer::Update, Reply::Update { body, hand_of }) => {
                let edit = body.edit_response();
                retry("edit deferred answer", ATTEMPTS, FIRST_PAUSE, || {
                    edit.clone().execute(&self.http, token)
                })
                .await
                .map(|_| hand_of)
            }
            // After a silent acknowledgement a new message is a follow-up with its own flags.
            (Defer::Update, Reply::Message { body, ephemeral, .. }) => {
                let followup = body.followup(ephemeral);
                retry("follow-up", ATTEMPTS, FIRST_PAUSE, || {
                    followup.clone().execute(&self.http, (None, token))
                })
                .await
                .map(|_| None)
            }
        };
        match result {
            Ok(hand_of) => self.remember_hand(hand_of, token),
            Err(e) => {
                self.failed(&e);
                tracing::warn!(error = %retry::describe(&e), "could not complete a deferred answer");
            }
        }
    }

    fn remember_hand(&self, hand_of: Option<HandOwner>, token: &str) {
        let Some(owner) = hand_of else { return };
        let message =
            HandMessage { token: token.to_string(), lang: owner.lang, since: Instant::now() };
        // Tokens die after 15 minutes: forget their messages (a push in progress keeps its own).
        self.hands.retain(|_, h| h.try_lock().map_or(true, |h| h.since.elapsed() < TOKEN_LIFETIME));
        // A push still running keeps the old entry and finishes with the old token.
        self.hands.insert((owner.key, owner.user), Arc::new(Mutex::new(message)));
    }
}

/// What an applied command produced for the person who gave it.
#[derive(Debug, Default)]
struct Acted {
    /// Their hand changed or must be shown.
    hand: bool,
    /// Notices in their language.
    notes: Vec<String>,
}

fn unix_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// The stored settings row that remembers a channel's table message.
fn location_key(key: &ChannelKey) -> String {
    format!("{}/table/{}", key.server, key.channel)
}

fn guild_of(key: &ChannelKey) -> Option<GuildId> {
    key.server.parse::<u64>().ok().filter(|g| *g != 0).map(GuildId::new)
}

impl Bot {
    async fn command(self: &Arc<Self>, o: &Origin, r: Request) -> Result<Reply, Problem> {
        let sub = r.sub.ok_or_else(|| Problem::BadOption("subcommand".into()))?;
        match sub {
            Sub::New => self.new_game(o, r).await,
            Sub::Join => self.simple(o, SessionAction::Join).await,
            Sub::Leave => self.simple(o, SessionAction::Leave).await,
            Sub::Start => self.simple(o, SessionAction::Start).await,
            Sub::Bot => {
                let level = match r.level.as_deref() {
                    Some(l) => l.parse().map_err(|e| Problem::BadOption(format!("{e}")))?,
                    None => self.defaults.level,
                };
                self.simple(o, SessionAction::AddComputer { level }).await
            }
            Sub::Hand => self.hand_reply(o, None).await,
            Sub::Claim => self.simple(o, SessionAction::Claim).await,
            Sub::Resign => self.simple(o, SessionAction::Resign).await,
            Sub::Rematch => self.simple(o, SessionAction::Rematch).await,
            Sub::Abort => self.simple(o, SessionAction::Abort).await,
            Sub::Rules => self.rules(o, r).await,
            Sub::Standings => self.standings(o, r).await,
            Sub::Settings => self.settings(o, r).await,
        }
    }

    /// Applies an action and answers privately: the player's hand when it changed, else what
    /// happened.
    async fn simple(self: &Arc<Self>, o: &Origin, action: SessionAction) -> Result<Reply, Problem> {
        let acted = self.act(o, action, None).await?;
        let note = if acted.notes.is_empty() {
            text(o.lang, Key::ReplyDone)
        } else {
            acted.notes.join("\n")
        };
        if acted.hand {
            return self.hand_reply(o, Some(&note)).await;
        }
        Ok(Reply::private(Body::text(note)))
    }

    /// The player's hand as a new ephemeral message.
    async fn hand_reply(&self, o: &Origin, note: Option<&str>) -> Result<Reply, Problem> {
        let body = self.hand_body(&o.key, &o.actor.user, o.lang, note).await?;
        Ok(Reply::Message { body, ephemeral: true, hand_of: Some(self.owner(o)) })
    }

    /// The player's hand redrawn in the message the button sits on.
    async fn hand_update(&self, o: &Origin, note: Option<&str>) -> Result<Reply, Problem> {
        let body = self.hand_body(&o.key, &o.actor.user, o.lang, note).await?;
        Ok(Reply::Update { body, hand_of: Some(self.owner(o)) })
    }

    fn owner(&self, o: &Origin) -> HandOwner {
        HandOwner { key: o.key.clone(), user: o.actor.user.clone(), lang: o.lang }
    }

    async fn new_game(self: &Arc<Self>, o: &Origin, r: Request) -> Result<Reply, Problem> {
        let settings = self.server_settings(o.guild).await;
        let variant = match r.variant.as_deref() {
            Some(v) => v.parse::<Variant>()?,
            None => settings.variant.unwrap_or(self.defaults.variant),
        };
        let mut overrides = Vec::new();
        if let Some(players) = r.players {
            overrides.push(format!("players={players}"));
        }
        if let Some(target) = r.target {
            overrides.push(format!("target={target}"));
        }
        if let Some(short) = r.short {
            overrides.push(format!("short={}", if short { "yes" } else { "no" }));
        }
        let rules = RuleSet::build(variant, overrides.iter().map(String::as_str))?;
        let seconds = |s: u64| Some(Duration::from_secs(s)).filter(|d| !d.is_zero());
        let turn_timer = match r.timer {
            Some(s) => seconds(u64::try_from(s).map_err(|_| Problem::BadOption("timer".into()))?),
            None => settings.turn_timer.map_or(self.defaults.turn_timer, seconds),
        };
        // The table, its news and its thread are for everyone: in the server's language.
        let lang = o.server_lang;
        let mut origin = o.clone();
        if settings.thread == Some(true) && !o.in_thread && o.guild.is_some() {
            if let Some(thread) = self.open_thread(o, lang).await {
                origin.channel = thread;
                origin.key = channel_key(o.guild, thread);
            }
        }
        let action = SessionAction::New { rules, turn_timer, seed: None };
        let effects = self.sessions.handle(origin.command(action, None)).await?;
        self.reset_table(&origin.key, lang).await;
        self.publish(&origin.key, Some(&o.actor.user), &effects, o.lang).await;
        let place = format!("<#{}>", origin.channel);
        Ok(Reply::private(Body::text(tr(o.lang, Key::ReplyOpened, &[("place", place.into())]))))
    }

    /// A public thread for a new game; `None` (the game opens in the channel) when Discord
    /// refuses, so a missing permission does not stop people from playing.
    async fn open_thread(&self, o: &Origin, lang: Lang) -> Option<ChannelId> {
        let mut name = tr(lang, Key::ThreadName, &[("name", o.actor.name.as_str().into())]);
        if name.chars().count() > 100 {
            name = name.chars().take(100).collect();
        }
        let builder = CreateThread::new(name)
            .kind(ChannelType::PublicThread)
            .auto_archive_duration(AutoArchiveDuration::OneDay);
        // Not retried on a server error: a second try could open a second thread.
        match o.channel.create_thread(self.http.as_ref(), builder).await {
            Ok(thread) => Some(thread.id),
            Err(e) => {
                tracing::warn!(error = %retry::describe(&e), "no thread for the game; using the channel");
                None
            }
        }
    }

    async fn rules(&self, o: &Origin, r: Request) -> Result<Reply, Problem> {
        let current = self.sessions.table(&o.key).await;
        let variant = match r.variant.as_deref() {
            Some(v) => v.parse::<Variant>()?,
            None => match &current {
                Some(t) => t.variant,
                None => {
                    self.server_settings(o.guild).await.variant.unwrap_or(self.defaults.variant)
                }
            },
        };
        let this_game = current.filter(|t| t.variant == variant);
        let target = this_game.as_ref().map_or(RuleSet::preset(variant).target, |t| t.target);
        let mut lines = vec![
            format!("**{}**", tr(o.lang, Key::RulesTitle, &[("variant", variant.name().into())])),
            text(o.lang, Key::Summary(variant)),
            tr(o.lang, Key::RulesTarget, &[("target", target.into())]),
        ];
        if let Some(t) = this_game.filter(|t| !t.options.is_empty()) {
            let options = t.options.join(", ").into();
            lines.push(tr(o.lang, Key::RulesOptions, &[("options", options)]));
        }
        Ok(Reply::private(Body::text(lines.join("\n"))))
    }

    async fn standings(&self, o: &Origin, r: Request) -> Result<Reply, Problem> {
        let guild = o.guild.ok_or(Problem::GuildOnly)?;
        let choice = match r.period.as_deref() {
            None => PeriodChoice::Month,
            Some(v) => PeriodChoice::ALL
                .into_iter()
                .find(|p| p.value() == v)
                .ok_or_else(|| Problem::BadOption(v.to_string()))?,
        };
        let now = unix_now();
        let period = match choice {
            PeriodChoice::Month => Period::month_at(now),
            PeriodChoice::Season => Period::season_at(now),
            PeriodChoice::AllTime => Period::AllTime,
        };
        let here = r.here.unwrap_or(false);
        let query = StandingsQuery {
            platform: Platform::Discord,
            server: guild.to_string(),
            channel: here.then(|| o.key.channel.clone()),
            period,
            board: Board::Points,
            limit: STANDINGS_ROWS,
            now,
        };
        let rows = self.sessions.store().standings(&query).await?;
        // The answer is for the whole channel: in the server's language.
        let lang = o.server_lang;
        let period = text(lang, Key::Period(choice));
        let mut title = tr(lang, Key::StandingsTitle, &[("period", period.into())]);
        if here {
            title = format!("{title} ({})", text(lang, Key::StandingsHere));
        }
        let mut lines = vec![format!("**{title}**")];
        if rows.is_empty() {
            lines.push(text(lang, Key::StandingsEmpty));
        }
        for row in rows {
            lines.push(tr(
                lang,
                Key::StandingsRow,
                &[
                    ("rank", row.rank.into()),
                    ("name", row.name.into()),
                    ("points", row.points.into()),
                    ("matches", row.matches.into()),
                    ("wins", row.wins.into()),
                ],
            ));
        }
        Ok(Reply::Message { body: Body::text(lines.join("\n")), ephemeral: false, hand_of: None })
    }

    async fn settings(&self, o: &Origin, r: Request) -> Result<Reply, Problem> {
        let guild = o.guild.ok_or(Problem::GuildOnly)?;
        if !o.manages_server {
            return Err(Problem::ManageServer);
        }
        let mut settings = self.server_settings(Some(guild)).await;
        let before = settings.clone();
        if let Some(v) = r.variant.as_deref() {
            settings.variant = Some(v.parse::<Variant>()?);
        }
        if let Some(t) = r.timer {
            settings.turn_timer =
                Some(u64::try_from(t).map_err(|_| Problem::BadOption("timer".into()))?);
        }
        if let Some(l) = r.language.as_deref() {
            settings.language = Some(stored_lang(l).ok_or_else(|| Problem::BadOption(l.into()))?);
        }
        if let Some(t) = r.thread {
            settings.thread = Some(t);
        }
        let changed = settings != before;
        if changed {
            let value =
                serde_json::to_value(&settings).map_err(|e| Problem::BadOption(e.to_string()))?;
            self.sessions
                .store()
                .set_settings(Platform::Discord, &guild.to_string(), &value)
                .await?;
            self.settings.insert(guild, settings.clone());
        }
        // A person whose language we lack reads the server's, which may just have changed.
        let server_lang = self.server_lang(Some(guild)).await;
        let lang = o.own_lang.unwrap_or(server_lang);
        let mut lines = Vec::new();
        if changed {
            lines.push(text(lang, Key::SettingsSaved));
        }
        let timer = match settings.turn_timer.or(self.defaults.turn_timer.map(|d| d.as_secs())) {
            None | Some(0) => text(lang, Key::TimerOff),
            Some(s) => tr(lang, Key::Seconds, &[("seconds", s.into())]),
        };
        let yes_no = |b: bool| text(lang, if b { Key::Yes } else { Key::No }).into();
        lines.push(format!("**{}**", text(lang, Key::SettingsTitle)));
        lines.push(tr(
            lang,
            Key::SettingsBody,
            &[
                ("variant", settings.variant.unwrap_or(self.defaults.variant).name().into()),
                ("timer", timer.into()),
                ("language", server_lang.native_name().into()),
                ("thread", yes_no(settings.thread.unwrap_or(false))),
            ],
        ));
        Ok(Reply::private(Body::text(lines.join("\n"))))
    }

    /// A server's settings, read from storage the first time; a failed read is not kept, so
    /// the next interaction tries again.
    async fn server_settings(&self, guild: Option<GuildId>) -> ServerSettings {
        let Some(guild) = guild else { return ServerSettings::default() };
        if let Some(known) = self.settings.get(&guild) {
            return known.value().clone();
        }
        // The interaction's 3 s are running: a slow store gives the defaults, not a late answer.
        let server = guild.to_string();
        let read = self.sessions.store().settings(Platform::Discord, &server);
        let Ok(read) = tokio::time::timeout(SETTINGS_READ, read).await else {
            tracing::warn!("server settings not read in time; using the defaults");
            return ServerSettings::default();
        };
        let settings = match read {
            Ok(Some(value)) => serde_json::from_value(value).unwrap_or_else(|e| {
                tracing::warn!(error = %e, "server settings unreadable; using the defaults");
                ServerSettings::default()
            }),
            Ok(None) => ServerSettings::default(),
            Err(e) => {
                tracing::warn!(error = %e, "server settings not read; using the defaults");
                return ServerSettings::default();
            }
        };
        // A `/tablic settings` that saved in the meantime wins over what was read before it.
        self.settings.entry(guild).or_insert(settings).value().clone()
    }

    async fn button(
        self: &Arc<Self>,
        o: &Origin,
        button: ButtonId,
        message: MessageId,
    ) -> Result<Reply, Problem> {
        match button {
            ButtonId::Join | ButtonId::Leave | ButtonId::Start | ButtonId::AddComputer(_) => {
                // Lobby buttons carry no match: the message they sit on must be this game's.
                let slot = self.slot(&o.key).await;
                if slot.state().message.is_some_and(|m| m != message) {
                    return Err(Problem::OldGame);
                }
                let action = match button {
                    ButtonId::Join => SessionAction::Join,
                    ButtonId::Leave => SessionAction::Leave,
                    ButtonId::Start => SessionAction::Start,
                    ButtonId::AddComputer(level) => SessionAction::AddComputer { level },
                    _ => return Err(Problem::Forged),
                };
                let acted = self.act(o, action, None).await?;
                if acted.hand {
                    return self.hand_reply(o, None).await;
                }
                Ok(Reply::Quiet)
            }
            ButtonId::Hand(game) => {
                self.check_game(&o.key, game).await?;
                self.hand_reply(o, None).await
            }
            ButtonId::Rematch(seq) => {
                let acted =
                    self.act(o, SessionAction::Rematch, Some(seq)).await.map_err(|e| match e {
                        Problem::Session(SessionError::Stale { current })
                            if current.game != seq.game =>
                        {
                            Problem::OldGame
                        }
                        e => e,
                    })?;
                if acted.hand {
                    return self.hand_reply(o, None).await;
                }
                Ok(Reply::Quiet)
            }
            ButtonId::Card { seq, card, page } => {
                let (table, hand) = self.views(&o.key, &o.actor.user).await?;
                if hand.seq.game != seq.game {
                    return Err(Problem::OldGame);
                }
                if hand.seq != seq {
                    let note = text(o.lang, Key::OldHandMessage);
                    return self.hand_update(o, Some(&note)).await;
                }
                match render::choices(o.lang, &hand, &table, card, page) {
                    Some(body) => Ok(Reply::Update { body, hand_of: Some(self.owner(o)) }),
                    None => {
                        let to_move = self.to_move_name(&o.key, o.lang).await;
                        let note = tr(o.lang, Key::ErrNotYourTurn, &[("name", to_move.into())]);
                        self.hand_update(o, Some(&note)).await
                    }
                }
            }
            ButtonId::Play { seq, card, take } => {
                match self.act(o, SessionAction::Play { card, take }, Some(seq)).await {
                    Ok(_) => {
                        let note = render::you_played(o.lang, card, take);
                        self.hand_update(o, Some(&note)).await
                    }
                    Err(e) => self.stale_to_update(o, seq, e).await,
                }
            }
            ButtonId::Back(seq) => {
                let (_, hand) = self.views(&o.key, &o.actor.user).await?;
                if hand.seq.game != seq.game {
                    return Err(Problem::OldGame);
                }
                let note = (hand.seq != seq).then(|| text(o.lang, Key::OldHandMessage));
                self.hand_update(o, note.as_deref()).await
            }
            ButtonId::Claim(seq) | ButtonId::Redeal(seq) => {
                let action = if matches!(button, ButtonId::Claim(_)) {
                    SessionAction::Claim
                } else {
                    SessionAction::Redeal
                };
                match self.act(o, action, Some(seq)).await {
                    Ok(acted) => {
                        let note = acted.notes.join("\n");
                        self.hand_update(o, Some(&note)).await
                    }
                    Err(e) => self.stale_to_update(o, seq, e).await,
                }
            }
            ButtonId::Refresh(game) => {
                self.check_game(&o.key, game).await?;
                self.hand_update(o, None).await
            }
        }
    }

    /// A hand button pressed against an earlier position of this match redraws the hand as it
    /// is now, saying so; any other refusal is answered on its own.
    async fn stale_to_update(
        &self,
        o: &Origin,
        seq: bot_core::session::Seq,
        problem: Problem,
    ) -> Result<Reply, Problem> {
        match problem {
            Problem::Session(SessionError::Stale { current }) if current.game == seq.game => {
                let note = text(o.lang, Key::OldHandMessage);
                self.hand_update(o, Some(&note)).await
            }
            Problem::Session(SessionError::Stale { .. }) => Err(Problem::OldGame),
            other => Err(other),
        }
    }

    /// Refuses a button of another match than the one at the table now.
    async fn check_game(&self, key: &ChannelKey, game: MatchId) -> Result<(), Problem> {
        let table = self.sessions.table(key).await.ok_or(SessionError::NoGame)?;
        if table.seq.map(|s| s.game) != Some(game) {
            return Err(Problem::OldGame);
        }
        Ok(())
    }

    /// The table and the player's hand, or why there is no hand to show.
    async fn views(
        &self,
        key: &ChannelKey,
        user: &UserRef,
    ) -> Result<(TableView, HandView), Problem> {
        let (table, hand, seated) = self
            .sessions
            .inspect(key, |s| (s.table_view(), s.hand_view(user), s.seat_of(user).is_some()))
            .await
            .ok_or(SessionError::NoGame)?;
        match hand {
            Some(hand) => Ok((table, hand)),
            None if seated => Err(SessionError::NotPlaying.into()),
            None => Err(SessionError::NotSeated.into()),
        }
    }

    async fn hand_body(
        &self,
        key: &ChannelKey,
        user: &UserRef,
        lang: Lang,
        note: Option<&str>,
    ) -> Result<Body, Problem> {
        let (table, hand) = self.views(key, user).await?;
        Ok(render::hand(lang, &hand, &table, note))
    }

    /// The name of the seat to move as shown in `lang`, for "not your turn".
    async fn to_move_name(&self, key: &ChannelKey, lang: Lang) -> String {
        let Some(table) = self.sessions.table(key).await else { return String::new() };
        table
            .to_move
            .and_then(|s| table.seats.iter().find(|i| i.seat == s))
            .map(|i| shown_name(&i.name, lang))
            .unwrap_or_default()
    }

    /// Runs one session command and shows its effects.
    async fn act(
        self: &Arc<Self>,
        o: &Origin,
        action: SessionAction,
        expected: Option<bot_core::session::Seq>,
    ) -> Result<Acted, Problem> {
        let effects = self.sessions.handle(o.command(action, expected)).await?;
        Ok(self.publish(&o.key, Some(&o.actor.user), &effects, o.lang).await)
    }

    /// Shows effects: news and the table for everyone, hands to their players' own messages.
    async fn publish(
        self: &Arc<Self>,
        key: &ChannelKey,
        actor: Option<&UserRef>,
        effects: &[Effect],
        actor_lang: Lang,
    ) -> Acted {
        let mut acted = Acted::default();
        let mut table_changed = false;
        let mut others = Vec::new();
        let slot = self.slot(key).await;
        {
            let mut slot = slot.state();
            for effect in effects {
                if let Effect::Table(view) = effect {
                    slot.follow(view);
                }
            }
            for effect in effects {
                match effect {
                    Effect::Notice { to: Audience::Public, notice } => {
                        let line = render::notice_line(slot.lang, notice);
                        slot.extras.news.push(line);
                        let excess = slot.extras.news.len().saturating_sub(NEWS_LINES);
                        slot.extras.news.drain(..excess);
                        acted.notes.push(render::notice_line(actor_lang, notice));
                    }
                    Effect::Notice { to: Audience::User(user), notice } => {
                        if actor == Some(user) {
                            acted.notes.push(render::notice_line(actor_lang, notice));
                        }
                    }
                    Effect::HandOver(view) => {
                        slot.extras.last_hand = Some(render::hand_over_line(slot.lang, view));
                    }
                    Effect::Table(view) => {
                        table_changed = true;
                        let seats = slot.last.take().map(|(_, s)| s).unwrap_or_default();
                        slot.last = Some((view.clone(), seats));
                    }
                    Effect::Hand { user, .. } => {
                        if actor == Some(user) {
                            acted.hand = true;
                        } else if !others.contains(user) {
                            others.push(user.clone());
                        }
                    }
                    Effect::Move(_) | Effect::MatchOver(_) => {}
                }
            }
        }
        if table_changed {
            let (me, key) = (Arc::clone(self), key.clone());
            self.tasks.spawn(async move { me.refresh_table(&key).await }.in_current_span());
        }
        for user in others {
            let (me, key) = (Arc::clone(self), key.clone());
            self.tasks.spawn(async move { me.push_hand(&key, &user).await }.in_current_span());
        }
        acted
    }

    /// Forgets a channel's table message: a new game gets a message of its own.
    async fn reset_table(&self, key: &ChannelKey, lang: Lang) {
        let slot = self.slot(key).await;
        let mut slot = slot.state();
        slot.lang = lang;
        slot.message = None;
        slot.game = None;
        slot.extras = TableExtras::default();
        slot.last = None;
        slot.shown.clear();
    }

    /// A channel's table slot, loaded from storage the first time (after a restart the bot
    /// goes on editing the message it had).
    async fn slot(&self, key: &ChannelKey) -> Arc<TableSlot> {
        if let Some(slot) = self.tables.get(key) {
            return Arc::clone(slot.value());
        }
        let stored =
            match self.sessions.store().settings(Platform::Discord, &location_key(key)).await {
                Ok(value) => value.and_then(|v| serde_json::from_value::<TableLocation>(v).ok()),
                Err(e) => {
                    tracing::warn!(error = %e, "table message location not read");
                    None
                }
            };
        let lang = match stored.as_ref().and_then(|l| l.lang) {
            Some(lang) => lang,
            None => self.server_lang(guild_of(key)).await,
        };
        let state = SlotState {
            lang,
            message: stored.as_ref().map(|l| l.message).filter(|m| *m != 0).map(MessageId::new),
            game: stored.as_ref().and_then(|l| l.game).map(MatchId),
            extras: TableExtras::default(),
            last: None,
            shown: String::new(),
        };
        let slot = TableSlot { state: std::sync::Mutex::new(state), editing: Mutex::new(()) };
        let entry = self.tables.entry(key.clone()).or_insert_with(|| Arc::new(slot));
        Arc::clone(entry.value())
    }

    /// Draws the channel's table as the session has it now, editing its message (or posting
    /// one). Edits are serialised per channel and skipped when nothing would change.
    async fn refresh_table(&self, key: &ChannelKey) {
        let Ok(channel) = key.channel.parse::<u64>().map(ChannelId::new) else { return };
        let slot = self.slot(key).await;
        let _editing = slot.editing.lock().await;
        let current = self.sessions.inspect(key, |s| (s.table_view(), s.seats().to_vec())).await;
        let (body, shown, message) = {
            let mut state = slot.state();
            let Some((view, seats)) = current.or_else(|| state.last.clone()) else { return };
            state.follow(&view);
            let body = render::table(state.lang, &view, &seats, &state.extras, self.defaults.level);
            let shown = body.fingerprint();
            if shown == state.shown {
                return;
            }
            (body, shown, state.message)
        };
        if let Some(message) = message {
            let edit = body.edit();
            let edited = retry("edit table", ATTEMPTS, FIRST_PAUSE, || {
                channel.edit_message(self.http.as_ref(), message, edit.clone())
            })
            .await;
            match edited {
                Ok(_) => {
                    let mut state = slot.state();
                    if state.message == Some(message) {
                        state.shown = shown;
                    }
                    return;
                }
                // Deleted by someone: post the table again.
                Err(e) if retry::status(&e) == Some(404) => {}
                Err(e) => {
                    self.failed(&e);
                    tracing::warn!(channel = %key, error = %retry::describe(&e), "table not edited");
                    return;
                }
            }
        }
        let create = body.message();
        let sent = retry("post table", ATTEMPTS, FIRST_PAUSE, || {
            channel.send_message(self.http.as_ref(), create.clone())
        })
        .await;
        let message = match sent {
            Ok(message) => message,
            Err(e) => {
                self.failed(&e);
                tracing::warn!(channel = %key, error = %retry::describe(&e), "table not posted");
                return;
            }
        };
        let location = {
            let mut state = slot.state();
            state.message = Some(message.id);
            state.shown = shown;
            TableLocation {
                message: message.id.get(),
                game: state.game.map(|g| g.0),
                lang: Some(state.lang),
            }
        };
        if let Ok(value) = serde_json::to_value(&location) {
            let saved = self
                .sessions
                .store()
                .set_settings(Platform::Discord, &location_key(key), &value)
                .await;
            if let Err(e) = saved {
                tracing::warn!(error = %e, "table message location not stored");
            }
        }
    }

    /// Counts a failed Discord call for `/metrics`: what [`retry`] has not counted already.
    fn failed(&self, e: &serenity::Error) {
        if !retry::transient(e) {
            METRICS.platform_error(Platform::Discord);
        }
    }

    /// Redraws a player's latest hand message, if its token still works.
    async fn push_hand(&self, key: &ChannelKey, user: &UserRef) {
        let id = (key.clone(), user.clone());
        let Some(entry) = self.hands.get(&id).map(|e| Arc::clone(e.value())) else { return };
        let message = entry.lock().await;
        if message.since.elapsed() > TOKEN_LIFETIME {
            drop(message);
            self.hands.remove_if(&id, |_, v| Arc::ptr_eq(v, &entry));
            return;
        }
        let Ok(body) = self.hand_body(key, user, message.lang, None).await else { return };
        let edit = body.edit_response();
        let token = message.token.as_str();
        let edited = retry("edit hand", ATTEMPTS, FIRST_PAUSE, || {
            edit.clone().execute(self.http.as_ref(), token)
        })
        .await;
        if let Err(e) = edited {
            tracing::debug!(error = %retry::describe(&e), "hand message not updated");
            if retry::status(&e) == Some(404) {
                drop(message);
                self.hands.remove_if(&id, |_, v| Arc::ptr_eq(v, &entry));
            }
        }
    }
}

impl SlotState {
    /// Follows the table to a new match: a rematch gets a table message of its own.
    fn follow(&mut self, view: &TableView) {
        let Some(seq) = view.seq else { return };
        if self.game.is_some_and(|g| g != seq.game) {
            self.message = None;
            self.extras = TableExtras::default();
            self.shown.clear();
        }
        self.game = Some(seq.game);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_of_earlier_versions_still_read_and_new_ones_are_written_as_tags() {
        let old: ServerSettings =
            serde_json::from_value(serde_json::json!({ "language": "sr", "thread": true }))
                .expect("old settings");
        assert_eq!(old.language, Some(Lang::SrLatn));
        assert_eq!(old.thread, Some(true));
        let english: ServerSettings =
            serde_json::from_value(serde_json::json!({ "language": "en" })).expect("settings");
        assert_eq!(english.language, Some(Lang::En));
        // An unknown language costs only the language, not the rest.
        let odd: ServerSettings =
            serde_json::from_value(serde_json::json!({ "language": "xx", "turn_timer": 30 }))
                .expect("settings");
        assert_eq!((odd.language, odd.turn_timer), (None, Some(30)));
        let none: ServerSettings = serde_json::from_value(serde_json::json!({})).expect("settings");
        assert_eq!(none, ServerSettings::default());

        let new = ServerSettings { language: Some(Lang::SrCyrl), ..ServerSettings::default() };
        let written = serde_json::to_value(&new).expect("json");
        assert_eq!(written, serde_json::json!({ "language": "sr-Cyrl" }));
        let back: ServerSettings = serde_json::from_value(written).expect("read back");
        assert_eq!(back, new);

        let location: TableLocation =
            serde_json::from_value(serde_json::json!({ "message": 7, "game": 2, "lang": "sr" }))
                .expect("old location");
        assert_eq!(location.lang, Some(Lang::SrLatn));
        let location: TableLocation =
            serde_json::from_value(serde_json::json!({ "message": 7, "game": null }))
                .expect("location without a language");
        assert_eq!(location.lang, None);
    }
}
