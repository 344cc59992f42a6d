//! `/tablic …`: each subcommand parsed from its options, handed to the table service, and
//! answered (privately, except the standings).

use std::sync::Arc;

use bot_core::i18n::Lang;
use bot_core::ids::Platform;
use bot_core::session::SessionAction;
use bot_core::table::{
    is_timer_key, timer_seconds, BoardAsk, Choice, GameRequest, Opening, OptionHelp, Refusal,
    RulesText, TurnNotice, Voice,
};
use serenity::all::{AutoArchiveDuration, ChannelId, ChannelType, CreateThread};
use tracing::Instrument;

use crate::bot::{channel_key, Bot, DiscordVoice, Origin};
use crate::commands::{shown_command, shown_option, Request};
use crate::i18n::{command_locale, text, tr, Key, Sub};
use crate::interaction::Reply;
use crate::render::Body;
use crate::retry;

/// The command that makes games with a computer count on this server's boards, as the note
/// saying they do not names it: as a client with Discord `locale` lists it.
fn computers_on(locale: &str) -> String {
    let (settings, computers) =
        (shown_command(locale, Sub::Settings), shown_option(locale, "computers"));
    format!("`{settings} {computers}:True`")
}

/// Discord's limit on a thread's name.
const THREAD_NAME_MAX: usize = 100;

impl Bot {
    /// Serves one `/tablic` subcommand.
    pub(crate) async fn command(
        self: &Arc<Self>,
        o: &Origin,
        r: Request,
    ) -> Result<Reply, Refusal> {
        let sub = r.sub.ok_or_else(|| Refusal::BadOption("subcommand".into()))?;
        match sub {
            Sub::Help => {
                Ok(Reply::private(Body::text(crate::welcome::help_text(o.lang, &o.locale))))
            }
            Sub::New => self.new_game(o, r, false).await,
            Sub::Play => self.new_game(o, r, true).await,
            Sub::Join => self.simple(o, SessionAction::Join).await,
            Sub::Leave => self.simple(o, SessionAction::Leave).await,
            Sub::Start => self.simple(o, SessionAction::Start).await,
            Sub::Bot => {
                let effects =
                    self.service.add_computer(&o.key, &o.actor, r.level.as_deref()).await?;
                let acted = self.publish(&o.key, Some(&o.actor.user), &effects, o.lang).await;
                self.told(o, acted).await
            }
            Sub::Hand => self.hand_reply(o, None).await,
            Sub::Claim => self.claim(o, None, false).await,
            Sub::Resign => self.simple(o, SessionAction::Resign).await,
            Sub::Rematch => self.simple(o, SessionAction::Rematch).await,
            Sub::Abort => self.simple(o, SessionAction::Abort).await,
            Sub::Rules => self.rules(o, r).await,
            Sub::Standings => self.standings(o, r).await,
            Sub::Stats => self.stats(o).await,
            Sub::Settings => self.settings(o, r).await,
        }
    }

    /// Applies an action and answers privately: the player's hand when it changed, else what
    /// happened.
    async fn simple(self: &Arc<Self>, o: &Origin, action: SessionAction) -> Result<Reply, Refusal> {
        let acted = self.act(o, action, None).await?;
        self.told(o, acted).await
    }

    /// The answer to an applied command: the hand with the news, or the news alone.
    pub(crate) async fn told(
        self: &Arc<Self>,
        o: &Origin,
        acted: crate::table::Acted,
    ) -> Result<Reply, Refusal> {
        let note = if acted.notes.is_empty() {
            text(o.lang, Key::ReplyDone)
        } else {
            acted.notes.join("\n")
        };
        if acted.hand {
            return self.hand_reply(o, Some(&note)).await;
        }
        if acted.over {
            // A command, not a press on the hand: the hand message they have open would go on
            // saying whom they wait for, with buttons that can no longer play.
            let (me, key, user) = (Arc::clone(self), o.key.clone(), o.actor.user.clone());
            let news = crate::hands::HandNews::default();
            self.tasks
                .spawn(async move { me.push_hand(&key, &user, news).await }.in_current_span());
        }
        Ok(Reply::private(Body::text(note)))
    }

    /// `new`, and `play` (`against_computers`): opened and started at once, computers of the
    /// level asked in every other seat. A game in a thread, the bot's or a person's, counts on
    /// the board of the thread's channel.
    async fn new_game(
        self: &Arc<Self>,
        o: &Origin,
        r: Request,
        against_computers: bool,
    ) -> Result<Reply, Refusal> {
        let settings = match o.guild {
            Some(guild) => self.service.settings(Platform::Discord, &guild.to_string()).await,
            None => Default::default(),
        };
        let mut options = Vec::new();
        if let Some(players) = r.players {
            options.push(format!("players={players}"));
        }
        if let Some(target) = r.target {
            options.push(format!("target={target}"));
        }
        if let Some(short) = r.short {
            options.push(format!("short={}", if short { "yes" } else { "no" }));
        }
        let mut timer = match r.timer {
            Some(s) => Some(u64::try_from(s).map_err(|_| Refusal::BadOption("timer".into()))?),
            None => None,
        };
        // The rules text: the same words and messages as Telegram's `/new` options, `timer=`
        // among them (the timer option, when given, is the one that counts).
        for word in r.rules.iter().flat_map(|t| t.split_whitespace()) {
            match word.split_once('=') {
                Some((key, value)) if is_timer_key(key) => {
                    let typed = timer_seconds(value)?;
                    timer.get_or_insert(typed);
                }
                _ => options.push(word.to_string()),
            }
        }
        let request = GameRequest { variant: r.variant, options, timer, against_computers };
        let mut opening = Opening {
            board: o.parent.map(|parent| parent.to_string()),
            level: r.level.filter(|_| against_computers),
        };
        // Rules or a level that cannot be played open no thread.
        self.service.game_rules(&settings, &request)?;
        self.service.opening_level(&opening)?;
        // The table, its news and its thread are for everyone: in the server's language.
        let lang = o.server_lang;
        let mut origin = o.clone();
        if settings.thread == Some(true) && !o.in_thread && o.guild.is_some() {
            if let Some(thread) = self.open_thread(o).await {
                origin.channel = thread;
                origin.key = channel_key(o.guild, thread);
                origin.in_thread = true;
                origin.parent = Some(o.channel);
                opening.board = Some(o.channel.to_string());
            }
        }
        let effects =
            self.service.open_with(&origin.key, &o.actor, &settings, &request, &opening).await?;
        self.reset_table(&origin.key, lang).await;
        // The table's news of it ("A new game is open (Ana).") is not repeated to them: the
        // answer says it in their words.
        self.publish(&origin.key, Some(&o.actor.user), &effects, o.lang).await;
        let place = format!("<#{}>", origin.channel);
        if against_computers {
            // Started: the player's hand, for them only, under where their game is.
            let note = tr(o.lang, Key::ReplyPlaying, &[("place", place.into())]);
            return self.hand_reply(&origin, Some(&note)).await;
        }
        // The button as the table shows it: in the server's language, not the reader's.
        let button = text(lang, Key::BtnJoin).into();
        let args = [("place", place.into()), ("button", button)];
        Ok(Reply::private(Body::text(tr(o.lang, Key::ReplyOpened, &args))))
    }

    /// A public thread for a new game; `None` (the game opens in the channel) when Discord
    /// refuses, so a missing permission does not stop people from playing.
    async fn open_thread(&self, o: &Origin) -> Option<ChannelId> {
        let name = o.actor.name.as_str().into();
        let mut name = tr(o.server_lang, Key::ThreadName, &[("name", name)]);
        if name.chars().count() > THREAD_NAME_MAX {
            name = name.chars().take(THREAD_NAME_MAX).collect();
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

    async fn rules(&self, o: &Origin, r: Request) -> Result<Reply, Refusal> {
        // An option asked for is explained (with a variant: its value there); else a
        // variant's rules, or this table's. The core reads the two as the chat's two words.
        let words: Vec<&str> = r.variant.iter().chain(&r.option).map(String::as_str).collect();
        let rules = self.service.rules(&o.key, &words).await?;
        if let RulesText::Option { key, variant, here } = &rules {
            let help = OptionHelp::new(key, *variant, here.as_deref(), o.lang, &o.voice())
                .ok_or(Refusal::Internal)?;
            return Ok(Reply::private(crate::render::option_help(&help)));
        }
        let mut lines = rules.lines(o.lang, &o.voice());
        if let Some(heading) = lines.first_mut() {
            *heading = format!("**{heading}**");
        }
        Ok(Reply::private(Body::text(lines.join("\n"))))
    }

    /// A leaderboard for the whole channel to see: the board, span and people asked for.
    async fn standings(&self, o: &Origin, r: Request) -> Result<Reply, Refusal> {
        let guild = o.guild.ok_or(Refusal::ServerOnly)?;
        // In a thread, "here" is the channel it belongs to: its games count there.
        let board = o.parent.map_or_else(|| o.key.channel.clone(), |parent| parent.to_string());
        let here = r.here.unwrap_or(false).then_some(board.as_str());
        let mut words: Vec<String> = r.board.into_iter().chain(r.period).collect();
        if r.rivals == Some(true) {
            words.push("rivals".into());
        }
        let ask = BoardAsk::parse(&words)?;
        let mut standings =
            self.service.standings(&guild.to_string(), here, &o.actor.user, ask, None).await?;
        // The answer is for the whole channel: in the server's language, and a rivals board
        // or a place below the top says whose it is ("Ana's place"), not "yours".
        standings.named = Some(o.actor.name.clone());
        if let (Some(parent), true) = (o.parent, standings.here) {
            // Read in a thread, "this channel" would be the thread: the board is its channel's.
            standings.place = Some(format!("<#{parent}>"));
        }
        let lang = o.server_lang;
        // A board of every channel says so: read in one, it could pass for that channel's.
        standings.whole = Some(text(lang, Key::BoardServer));
        standings.turn_on = Some(computers_on(command_locale(o.server_lang)));
        let escape = &crate::markdown::escape;
        let mut lines = vec![format!("**{}**", standings.title_showing(lang, escape))];
        lines.extend(standings.rows_showing(lang, escape));
        lines.push(format!("-# {}", standings.footer(lang)));
        Ok(Reply::Message { body: Body::text(lines.join("\n")), ephemeral: false, hand_of: None })
    }

    /// The asker's own numbers in this server, for them only.
    async fn stats(&self, o: &Origin) -> Result<Reply, Refusal> {
        let guild = o.guild.ok_or(Refusal::ServerOnly)?;
        let mut stats = self.service.stats(&guild.to_string(), &o.actor, None).await?;
        stats.turn_on = Some(computers_on(&o.locale));
        // Only the asker sees it: spoken to them.
        let mut lines = stats.lines_to_asker(o.lang, &crate::markdown::escape);
        // A heading and a footer: the numbers under the first line, the notes in the last (with
        // no game, that line and why games with a computer would not show). One line alone
        // stays plain: as a footer it would be small and grey, the answer's only line.
        if let [heading, .., footer] = &mut lines[..] {
            *heading = format!("**{heading}**");
            *footer = format!("-# {footer}");
        }
        Ok(Reply::private(Body::text(lines.join("\n"))))
    }

    async fn settings(&self, o: &Origin, r: Request) -> Result<Reply, Refusal> {
        let guild = o.guild.ok_or(Refusal::ServerOnly)?;
        // Anyone may look: the timer and where turn notices go are theirs to know.
        let asks_change = r.variant.is_some()
            || r.timer.is_some()
            || r.language.is_some()
            || r.thread.is_some()
            || r.notify.is_some()
            || r.computers.is_some();
        if asks_change && !o.manages_server {
            return Err(Refusal::AdminsOnly);
        }
        let server = guild.to_string();
        let before = self.service.settings(Platform::Discord, &server).await;
        let mut settings = before.clone();
        if let Some(v) = r.variant.as_deref() {
            settings.set("variant", v)?;
        }
        if let Some(t) = r.timer {
            settings.set("timer", &t.to_string())?;
        }
        if let Some(l) = r.language.as_deref() {
            settings.set("language", l)?;
        }
        if let Some(t) = r.thread {
            settings.set("thread", if t { "yes" } else { "no" })?;
        }
        if let Some(n) = r.notify.as_deref() {
            settings.set("notify", n)?;
        }
        if let Some(c) = r.computers {
            settings.set("computers", if c { "yes" } else { "no" })?;
        }
        let defaults = self.service.defaults();
        // By key, as in effect (a default set again is no change): their lines are in bold. A
        // server without a chosen language speaks its own locale's.
        let locale = self.guild_langs.get(&guild).map_or(Lang::En, |l| *l.value());
        let changes: Vec<String> = settings
            .changes_from(&before, defaults, TurnNotice::Channel, locale, Lang::En)
            .into_iter()
            .filter_map(|c| c.split('=').next().map(str::to_string))
            .collect();
        let changed = settings != before;
        if changed {
            self.service.save_settings(Platform::Discord, &server, &settings).await?;
        }
        // A person whose language we lack reads the server's, which may just have changed (and
        // with it whether their English client counts).
        let (server_lang, chosen) = self.server_lang_chosen(Some(guild)).await;
        let lang = crate::i18n::own_lang(&o.locale, chosen).unwrap_or(server_lang);
        let mut lines = Vec::new();
        if !changes.is_empty() {
            lines.push(text(lang, Key::SettingsSaved));
        } else if asks_change {
            lines.push(text(lang, Key::SettingsUnchanged));
        }
        let timer = match settings.turn_timer_or(defaults) {
            None => text(lang, Key::TimerOff),
            Some(d) => bot_core::table::turn_span(lang, d.as_secs()),
        };
        let yes_no = |b: bool| bot_core::i18n::yes_no_word(lang, b).into();
        // Named as `notify:` lists it to this reader, who changes it there; as code, so that
        // a choice in their client's language reads as the thing to pick. The language is a
        // choice of `language:` too: as code alike.
        let place = settings.notify_or(TurnNotice::Channel);
        let notify = DiscordVoice { locale: &o.locale }
            .choice(Choice::Notify(place))
            .unwrap_or_else(|| format!("`{}`", text(lang, Key::NotifyChoice(place))));
        let language = format!("`{}`", server_lang.native_name());
        lines.push(format!("**{}**", text(lang, Key::SettingsTitle)));
        let body = tr(
            lang,
            Key::SettingsBody,
            &[
                ("variant", settings.variant_or(defaults).name().into()),
                ("timer", timer.into()),
                ("language", language.into()),
                ("thread", yes_no(settings.thread.unwrap_or(false))),
                ("notify", notify.into()),
                ("computers", yes_no(settings.computers.unwrap_or(false))),
            ],
        );
        // The body's lines are in this order in every language.
        let keys = ["variant", "timer", "language", "thread", "notify", "computers"];
        lines.extend(body.lines().enumerate().map(|(i, line)| {
            let key = keys.get(i).copied().unwrap_or_default();
            if changes.iter().any(|c| c == key) {
                format!("**{line}**")
            } else {
                line.to_string()
            }
        }));
        if !o.manages_server {
            lines.push(format!("-# {}", text(lang, Key::SettingsManagers)));
        }
        Ok(Reply::private(Body::text(lines.join("\n"))))
    }
}
