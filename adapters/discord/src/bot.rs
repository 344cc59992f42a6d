//! The Discord side of the bot: what every interaction task shares, and who asked.
//!
//! The jobs are split by file: [`interaction`](crate::interaction) answers Discord in time,
//! [`slash`](crate::slash) serves `/tablic …`, [`hands`](crate::hands) the buttons of a
//! player's private hand, [`table`](crate::table) keeps each channel's public table message.
//! Everything that is not Discord's is the core's [`TableService`].

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use bot_core::i18n::Lang;
use bot_core::ids::{ChannelKey, Platform, UserRef};
use bot_core::session::{Delivery, Seq, SessionAction};
use bot_core::store::{MessageLocation, StoreError};
use bot_core::table::{self, Choice, Cmd, Refusal, TableService, Voice};
use dashmap::{DashMap, DashSet};
use serenity::all::{
    ChannelId, ChannelType, GuildId, Http, Member, PartialChannel, Permissions, User,
};
use tokio::sync::mpsc::UnboundedReceiver;
use tokio::sync::Mutex;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use crate::commands::{self, shown_choice, shown_command, shown_option};
use crate::i18n::{own_lang, Sub};
use crate::notice::NoticeSlot;
use crate::rest::Rest;
use crate::retry::{self, retry, ATTEMPTS, FIRST_PAUSE};
use crate::table::{Acted, TableSlot};

/// The Discord side of the bot: shared by every interaction task. What it keeps per channel,
/// person or server goes when no game in memory needs it any more ([`crate::sweep`]).
pub(crate) struct Bot {
    pub(crate) http: Arc<Http>,
    /// Discord's REST API within its rate limits, for what the bot writes.
    pub(crate) rest: Rest,
    pub(crate) service: TableService,
    pub(crate) tables: DashMap<ChannelKey, Arc<TableSlot>>,
    /// Each channel's turn notice.
    pub(crate) notices: DashMap<ChannelKey, Arc<NoticeSlot>>,
    /// Each person's direct-message channel, once opened.
    pub(crate) dms: DashMap<u64, ChannelId>,
    /// Where messages were stored to be (tables and notices), as read at start.
    pub(crate) stored:
        DashMap<(bot_core::store::MessageKind, ChannelKey), bot_core::store::MessageLocation>,
    pub(crate) hands: DashMap<(ChannelKey, UserRef), Arc<Mutex<crate::hands::HandMessage>>>,
    /// Each server's own locale as its interactions last told it, when it is one of ours: the
    /// language of a server without a setting, also for what no interaction asked for.
    pub(crate) guild_langs: DashMap<GuildId, Lang>,
    /// Each person's Discord locale as their last interaction told it: the language of what
    /// is sent to them alone unasked (a turn notice by direct message).
    pub(crate) locales: DashMap<u64, String>,
    /// Channels whose game was running before this process started: a turn notice posted
    /// just before a crash, its location not stored, may stand there (see
    /// [`Bot::sweep_orphan_notices`]).
    pub(crate) unswept: DashSet<ChannelKey>,
    /// The bot's own user id (from READY): its messages are the only ones it deletes unasked.
    pub(crate) me: std::sync::OnceLock<u64>,
    pub(crate) tasks: TaskTracker,
}

/// Who pressed or typed, where, in which language.
#[derive(Clone, Debug)]
pub(crate) struct Origin {
    pub(crate) actor: bot_core::session::Actor,
    /// Their Discord locale (`en-US`, `hr`, `de`, …): it decides how commands are named to them.
    pub(crate) locale: String,
    /// The language of their private answers: their own, else the server's.
    pub(crate) lang: Lang,
    /// The server's language: of what the whole channel sees.
    pub(crate) server_lang: Lang,
    pub(crate) guild: Option<GuildId>,
    pub(crate) channel: ChannelId,
    pub(crate) key: ChannelKey,
    pub(crate) manages_server: bool,
    pub(crate) in_thread: bool,
    /// The channel a thread belongs to, when the person is in a thread: games there count on
    /// its board.
    pub(crate) parent: Option<ChannelId>,
}

/// Who acted, as an interaction tells it.
pub(crate) struct Asker<'a> {
    pub(crate) user: &'a User,
    pub(crate) member: Option<&'a Member>,
    pub(crate) guild: Option<GuildId>,
    pub(crate) channel: ChannelId,
    pub(crate) locale: &'a str,
    pub(crate) guild_locale: Option<&'a str>,
    pub(crate) in_thread: bool,
    /// The thread's channel, if `channel` is a thread.
    pub(crate) parent: Option<ChannelId>,
}

/// How Discord names things to one reader: `/tablic …` commands, their options and their
/// choices as their client lists them (commands and choices as code).
pub(crate) struct DiscordVoice<'a> {
    pub(crate) locale: &'a str,
}

impl Voice for DiscordVoice<'_> {
    fn platform(&self) -> Platform {
        Platform::Discord
    }

    fn command(&self, cmd: Cmd) -> String {
        let sub = match cmd {
            Cmd::New => Sub::New,
            Cmd::Join => Sub::Join,
            Cmd::Start => Sub::Start,
            Cmd::Hand | Cmd::Back => Sub::Hand,
            Cmd::Claim => Sub::Claim,
            Cmd::Rematch => Sub::Rematch,
            Cmd::Rules => Sub::Rules,
            Cmd::Standings => Sub::Standings,
            Cmd::Settings => Sub::Settings,
        };
        format!("`{}`", shown_command(self.locale, sub))
    }

    fn option(&self, name: &str) -> String {
        shown_option(self.locale, name)
    }

    fn choice(&self, choice: Choice) -> Option<String> {
        // As code, as the command is: a choice in the client's language (`By direct message`
        // in a Croatian sentence) reads as the thing to pick, not as part of the sentence.
        shown_choice(self.locale, choice).map(|shown| format!("`{shown}`"))
    }
}

impl Origin {
    /// How refusals and hints name commands to this person.
    pub(crate) fn voice(&self) -> DiscordVoice<'_> {
        DiscordVoice { locale: &self.locale }
    }

    /// A refusal in words for this person (a name in it escaped for markdown).
    pub(crate) fn say(&self, refusal: &Refusal) -> String {
        crate::markdown::refusal(refusal).message(self.lang, &self.voice())
    }
}

/// The session channel of a Discord channel (`dm` for direct messages).
pub(crate) fn channel_key(guild: Option<GuildId>, channel: ChannelId) -> ChannelKey {
    let server = guild.map_or_else(|| "dm".to_string(), |g| g.to_string());
    ChannelKey::new(Platform::Discord, server, channel.to_string())
}

/// The guild of a channel key, if it is one.
pub(crate) fn guild_of(key: &ChannelKey) -> Option<GuildId> {
    key.server.parse::<u64>().ok().filter(|g| *g != 0).map(GuildId::new)
}

/// The channel a thread belongs to, as an interaction's channel names it; `None` for a channel
/// that is no thread (whose `parent_id` is its category, no board).
pub(crate) fn thread_parent(channel: Option<&PartialChannel>) -> Option<ChannelId> {
    channel.filter(|c| is_thread(c.kind)).and_then(|c| c.parent_id)
}

/// Whether a channel is a thread.
pub(crate) fn is_thread(kind: ChannelType) -> bool {
    matches!(kind, ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread)
}

impl Bot {
    /// A bot over the table service, talking to Discord through `http` (the gateway's, and
    /// registrations) and `rest` (everything it writes).
    pub(crate) fn new(http: Arc<Http>, rest: Rest, service: TableService) -> Bot {
        Bot {
            http,
            rest,
            service,
            tables: DashMap::new(),
            notices: DashMap::new(),
            dms: DashMap::new(),
            stored: DashMap::new(),
            hands: DashMap::new(),
            guild_langs: DashMap::new(),
            locales: DashMap::new(),
            unswept: DashSet::new(),
            me: std::sync::OnceLock::new(),
            tasks: TaskTracker::new(),
        }
    }

    /// Remembers where a message of its channel is, here and in the store (a store that
    /// fails is the caller's to report: the bot goes on with what it keeps here).
    pub(crate) async fn keep_location(&self, location: MessageLocation) -> Result<(), StoreError> {
        self.stored.insert((location.kind, location.channel.clone()), location.clone());
        self.service.sessions().store().put_message_location(&location).await
    }

    /// Reads where the table messages and turn notices of the games of `shards` were: a
    /// restarted bot edits those, and knows whom it has told of their turn. Other processes'
    /// shards' are left out: the sweep lets go of what no game here holds, and would delete
    /// theirs from the store.
    pub(crate) async fn restore_locations(&self, shards: &crate::shards::ShardRange) {
        let store = self.service.sessions().store();
        match store.message_locations(Platform::Discord).await {
            Ok(found) => {
                let found: Vec<_> =
                    found.into_iter().filter(|at| shards.owns(&at.channel)).collect();
                let count = found.len();
                let sessions = self.service.sessions();
                for at in found {
                    if at.kind == bot_core::store::MessageKind::CallBack {
                        // A call back of a game no longer here (it ended, or was set aside,
                        // while the bot was away) would say something false: it goes.
                        let live = sessions.inspect(&at.channel, |s| s.match_id()).await;
                        if live.flatten() != at.game {
                            if let Ok(id) = at.message.parse::<u64>() {
                                self.delete_in(&at.channel, id).await;
                            }
                            let only = Some(at.message.as_str());
                            let forgot =
                                store.forget_message_location(at.kind, &at.channel, None, only);
                            if let Err(e) = forgot.await {
                                tracing::warn!(error = %e, "stale call back location not forgotten");
                            }
                            continue;
                        }
                    }
                    if at.kind == bot_core::store::MessageKind::Table {
                        self.unswept.insert(at.channel.clone());
                    }
                    self.stored.insert((at.kind, at.channel.clone()), at);
                }
                tracing::info!(count, "message locations read");
                if !self.unswept.is_empty() {
                    self.learn_who_i_am().await;
                }
            }
            Err(e) => {
                tracing::warn!(error = %e, "message locations not read; new messages instead")
            }
        }
    }

    /// Asks Discord for the bot's own user id before READY tells it: the games resumed may
    /// post their first notice before then, and look for orphaned ones first.
    async fn learn_who_i_am(&self) {
        let bucket = "users/@me";
        match self.rest.call::<()>(reqwest::Method::GET, "/users/@me", bucket, None, None).await {
            Ok(user) => {
                if let Some(id) = user["id"].as_str().and_then(|id| id.parse().ok()) {
                    let _ = self.me.set(id);
                }
            }
            Err(e) => tracing::debug!(error = %e, "own user id not read; READY will tell it"),
        }
    }

    /// The application's id (known from the gateway's READY; webhook routes need it).
    pub(crate) fn app_id(&self) -> Option<u64> {
        self.http.application_id().map(|a| a.get())
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

    /// Shows effects no command asked for (turn timers, adjournments, computers after a
    /// restart).
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
    pub(crate) async fn origin(&self, asker: Asker<'_>) -> Origin {
        let Asker { user, member, guild, channel, locale, guild_locale, in_thread, parent } = asker;
        if let (Some(guild), Some(guild_locale)) = (guild, guild_locale) {
            match Lang::of_locale(guild_locale) {
                Some(lang) => {
                    self.guild_langs.insert(guild, lang);
                }
                None => {
                    self.guild_langs.remove(&guild);
                }
            }
        }
        if self.locales.get(&user.id.get()).is_none_or(|known| known.value() != locale) {
            self.locales.insert(user.id.get(), locale.to_string());
        }
        let (server_lang, chosen) = self.server_lang_chosen(guild).await;
        let own_lang = own_lang(locale, chosen);
        let shown = member
            .and_then(|m| m.nick.clone())
            .or_else(|| user.global_name.clone())
            .unwrap_or_else(|| user.name.clone());
        let permissions = member.and_then(|m| m.permissions).unwrap_or_else(Permissions::empty);
        let manages_server = permissions.administrator() || permissions.manage_guild();
        let who = UserRef::new(Platform::Discord, user.id.to_string());
        Origin {
            actor: table::actor(who, &shown, &user.name, manages_server),
            locale: locale.to_string(),
            lang: own_lang.unwrap_or(server_lang),
            server_lang,
            guild,
            channel,
            key: channel_key(guild, channel),
            manages_server,
            in_thread,
            parent,
        }
    }

    /// A server's language: its setting, else its own Discord locale when we have that
    /// language, else English.
    pub(crate) async fn server_lang(&self, guild: Option<GuildId>) -> Lang {
        self.server_lang_chosen(guild).await.0
    }

    /// The language of what `user` alone reads unasked: their own, as their last interaction's
    /// locale tells it, else the server's.
    pub(crate) async fn reader_lang(&self, user: u64, guild: Option<GuildId>) -> Lang {
        let (server_lang, chosen) = self.server_lang_chosen(guild).await;
        let locale = self.locales.get(&user).map(|l| l.value().clone());
        locale.and_then(|l| own_lang(&l, chosen)).unwrap_or(server_lang)
    }

    /// [`Bot::server_lang`], and whether the server's admins chose it (its setting).
    pub(crate) async fn server_lang_chosen(&self, guild: Option<GuildId>) -> (Lang, bool) {
        let set = match guild {
            Some(g) => self.service.settings(Platform::Discord, &g.to_string()).await.language,
            None => None,
        };
        if let Some(lang) = set {
            return (lang, true);
        }
        let own = guild.and_then(|g| self.guild_langs.get(&g).map(|l| *l.value()));
        (own.unwrap_or(Lang::En), false)
    }

    /// Runs one action of the person and shows its effects.
    pub(crate) async fn act(
        self: &Arc<Self>,
        o: &Origin,
        action: SessionAction,
        expected: Option<Seq>,
    ) -> Result<Acted, Refusal> {
        let effects = self.service.act(&o.key, &o.actor, action, expected).await?;
        Ok(self.publish(&o.key, Some(&o.actor.user), &effects, o.lang).await)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn channel(json: serde_json::Value) -> PartialChannel {
        serde_json::from_value(json).expect("a channel")
    }

    #[test]
    fn a_threads_parent_is_its_channel_and_a_channels_parent_is_no_board() {
        let thread = channel(serde_json::json!({ "id": "9", "type": 11, "parent_id": "5" }));
        assert_eq!(thread_parent(Some(&thread)), Some(ChannelId::new(5)));
        // A text channel's parent is its category.
        let text = channel(serde_json::json!({ "id": "5", "type": 0, "parent_id": "3" }));
        assert_eq!(thread_parent(Some(&text)), None);
        assert_eq!(thread_parent(None), None);
    }
}
