//! What a newcomer reads first: `/tablic help`, and the hello a server gets once when it adds
//! the bot.

use std::collections::HashSet;
use std::sync::Mutex;

use bot_core::i18n::Lang;
use serenity::all::{ChannelType, GuildChannel, GuildId, Timestamp};

use crate::bot::Bot;
use crate::commands::{shown_command, shown_option};
use crate::i18n::{command_locale, text, tr, Key, Sub};
use crate::render::Body;

/// How long after joining a server its arrival still counts as new: a server restored after
/// an outage, or met again after a restart, was joined long before and gets no second hello.
const JUST_JOINED_SECONDS: i64 = 120;

/// The most channels tried for the hello: the bot may not write in every one.
const HELLO_TRIES: usize = 3;

/// A command as a reader with Discord `locale` finds it, as code.
fn command(locale: &str, sub: Sub) -> String {
    format!("`{}`", shown_command(locale, sub))
}

/// How to ask for Tablić's rules, as the reader's client names the command and its option.
fn rules_asked(locale: &str) -> String {
    format!("{} {}: tablic", command(locale, Sub::Rules), shown_option(locale, "variant"))
}

/// `/tablic help`: what the bot does, how a game is had, every command with what it does,
/// and where the rules are; in `lang`, the commands as a client with `locale` names them.
pub(crate) fn help_text(lang: Lang, locale: &str) -> String {
    let intro =
        [("new", command(locale, Sub::New).into()), ("play", command(locale, Sub::Play).into())];
    let mut lines = vec![
        format!("**{}**", text(lang, Key::HelpTitle)),
        tr(lang, Key::HelpIntro, &intro),
        format!("**{}**", text(lang, Key::HelpCommands)),
    ];
    lines.extend(
        Sub::ALL
            .into_iter()
            .filter(|sub| *sub != Sub::Help)
            .map(|sub| format!("• {} — {}", command(locale, sub), text(lang, Key::SubDesc(sub)))),
    );
    lines.push(tr(lang, Key::HelpRules, &[("rules", rules_asked(locale).into())]));
    lines.join("\n")
}

/// The hello to a server that has just added the bot, in the server's language `lang`.
pub(crate) fn welcome_text(lang: Lang) -> String {
    let locale = command_locale(lang);
    let settings =
        format!("`{} {}:`", shown_command(locale, Sub::Settings), shown_option(locale, "language"));
    let args = [
        ("new", command(locale, Sub::New).into()),
        ("play", command(locale, Sub::Play).into()),
        ("help", command(locale, Sub::Help).into()),
        ("rules", rules_asked(locale).into()),
        ("language", lang.native_name().into()),
        ("settings", settings.into()),
    ];
    tr(lang, Key::Welcome, &args)
}

/// The servers a gateway session listed as the bot's when it connected: a server created
/// after that is one the bot has just joined.
#[derive(Default)]
pub(crate) struct KnownGuilds(Mutex<HashSet<GuildId>>);

impl KnownGuilds {
    /// Notes the servers a session's READY lists.
    pub(crate) fn listed(&self, guilds: impl IntoIterator<Item = GuildId>) {
        if let Ok(mut known) = self.0.lock() {
            known.extend(guilds);
        }
    }

    /// Whether `guild`, created now, is new: never listed before. Noted, so it is new once.
    pub(crate) fn first_seen(&self, guild: GuildId) -> bool {
        self.0.lock().is_ok_and(|mut known| known.insert(guild))
    }
}

/// Whether a server joined at `joined_at` was joined moments ago. Events run in tasks of their
/// own, so a server of a READY can be created before the READY is noted: the caller waits a
/// moment for that before asking [`KnownGuilds::first_seen`].
pub(crate) fn joined_moments_ago(joined_at: Timestamp) -> bool {
    let now = Timestamp::now().unix_timestamp();
    (now - joined_at.unix_timestamp()).abs() <= JUST_JOINED_SECONDS
}

/// Where the hello goes: the server's system channel first, then its text channels in their
/// order.
fn hello_channels(system: Option<u64>, channels: &[GuildChannel]) -> Vec<u64> {
    let mut text: Vec<&GuildChannel> =
        channels.iter().filter(|c| c.kind == ChannelType::Text).collect();
    text.sort_by_key(|c| (c.position, c.id));
    let mut order: Vec<u64> = system.into_iter().collect();
    for channel in text {
        if !order.contains(&channel.id.get()) {
            order.push(channel.id.get());
        }
    }
    order.truncate(HELLO_TRIES);
    order
}

impl Bot {
    /// Says hello in a server that has just added the bot: in the first of its channels that
    /// takes it (the bot may not write in all of them).
    pub(crate) async fn welcome(
        &self,
        guild: GuildId,
        locale: &str,
        system: Option<u64>,
        channels: &[GuildChannel],
    ) {
        // No one has used a command there yet: the server's own locale is all there is.
        if let Some(lang) = Lang::of_locale(locale) {
            self.guild_langs.insert(guild, lang);
        }
        let lang = self.server_lang(Some(guild)).await;
        let body = Body::text(welcome_text(lang));
        for channel in hello_channels(system, channels) {
            let key = crate::bot::channel_key(Some(guild), serenity::all::ChannelId::new(channel));
            if self.post_once(&key, &body).await.is_some() {
                tracing::info!(%guild, channel, "said hello to a new server");
                return;
            }
        }
        tracing::info!(%guild, "no channel of a new server took the hello");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn help_lists_every_other_command_in_the_readers_words_within_discords_limit() {
        for lang in Lang::ALL {
            let locale = command_locale(lang);
            let help = help_text(lang, locale);
            assert!(help.chars().count() <= 2000, "{lang:?}: {} chars", help.chars().count());
            for sub in Sub::ALL.into_iter().filter(|s| *s != Sub::Help) {
                assert!(help.contains(&shown_command(locale, sub)), "{lang:?} {sub:?}");
            }
            assert!(!help.contains("{"), "{help}");
        }
        let help = help_text(Lang::Hr, "hr");
        assert!(help.contains("`/tablic nova`"), "{help}");
        assert!(help.contains("`/tablic pravila` inačica: tablic"), "{help}");
    }

    #[test]
    fn the_hello_names_the_commands_and_the_language_in_the_servers_words() {
        let hello = welcome_text(Lang::En);
        assert!(hello.contains("`/tablic new`") && hello.contains("`/tablic help`"), "{hello}");
        assert!(hello.contains("English") && hello.contains("`/tablic settings language:`"));
        let hello = welcome_text(Lang::Ro);
        assert!(hello.contains("`/tablic ajutor`") && hello.contains("Română"), "{hello}");
        for lang in Lang::ALL {
            assert!(welcome_text(lang).chars().count() <= 2000, "{lang:?}");
        }
    }

    #[test]
    fn a_server_is_new_once_and_only_when_just_joined() {
        let known = KnownGuilds::default();
        known.listed([GuildId::new(1)]);
        assert!(!known.first_seen(GuildId::new(1)), "listed in READY");
        assert!(known.first_seen(GuildId::new(2)));
        assert!(!known.first_seen(GuildId::new(2)), "a second GUILD_CREATE");
        assert!(joined_moments_ago(Timestamp::now()));
        let long_ago = Timestamp::from_unix_timestamp(1_700_000_000).expect("a time");
        assert!(!joined_moments_ago(long_ago), "met again after a restart");
    }
}
