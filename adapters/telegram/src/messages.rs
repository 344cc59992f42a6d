//! Typed commands: parsed here, served by the table service, answered in the chat where they
//! were typed (in the group's language, or the person's in private).

use bot_core::i18n::Lang;
use bot_core::ids::{ChannelKey, Platform};
use bot_core::metrics::METRICS;
use bot_core::session::SessionAction;
use bot_core::table::{turn_span, BoardAsk, ChatSettings, Claim, GameRequest, Refusal, TurnNotice};
use teloxide::requests::{Request, Requester};
use teloxide::types::{
    ChatId, ChatMemberKind, ChatMemberUpdated, InlineKeyboardButton, InlineKeyboardMarkup, Message,
    User, UserId,
};

use crate::app::{actor, channel_of, is_group, refusal_content, user_ref, App, TelegramVoice, DM};
use crate::commands::{self, Cmd, Parsed};
use crate::data::{self, StartFor};
use crate::outbox::{through_flood, Failure, Priority};
use crate::render::{self, Content};
use crate::texts::{arg, plain, text, T};
use crate::MAIN_TOPIC;

/// The command that makes games with a computer count on a group's boards, in `lang`'s yes
/// (/settings takes it), as the note saying they do not names it.
fn computers_on(lang: Lang) -> String {
    format!("/settings computers={}", bot_core::i18n::yes_no_word(lang, true))
}

fn help_text(lang: Lang) -> String {
    let mut lines = vec![format!("🃏 {}", plain(lang, T::Help))];
    lines.extend(
        commands::COMMANDS.iter().map(|(name, about)| format!("/{name} — {}", plain(lang, *about))),
    );
    lines.join("\n")
}

/// The hello a group reads when the bot is added, in `lang`: what it is, how to play, where
/// the cards come, and how admins set the group's language (the command as code: a tap
/// copies it).
pub(crate) fn welcome(lang: Lang, group: Lang) -> Content {
    // The reader's own language as the example, where it is one the group may want.
    let example = match lang {
        Lang::En => "/settings language=hr".to_string(),
        other => format!("/settings language={}", other.code()),
    };
    let languages = Lang::ALL.map(Lang::code).join(", ");
    // What the group reads now (English until an admin sets one), so that the lobby under
    // it in another language is no surprise.
    let args = [
        ("example", arg(&example)),
        ("languages", arg(languages)),
        ("current", arg(group.native_name())),
    ];
    let said = text(lang, T::Welcome, &args);
    let mut content = Content::text(format!("👋 {said}"));
    if let Some(at) = content.text.find(&example) {
        // Telegram counts offsets in UTF-16 code units.
        let offset = content.text[..at].encode_utf16().count();
        let length = example.encode_utf16().count();
        content.entities.push(teloxide::types::MessageEntity::code(offset, length));
    }
    content
}

/// Whether a change of the bot's own membership is its being added to a group: from outside
/// it (left, or removed) to in it, as a member or an admin. A promotion, a demotion or a
/// removal is not.
pub(crate) fn added_to_group(update: &ChatMemberUpdated) -> bool {
    let was_out = update.old_chat_member.kind.is_left() || update.old_chat_member.kind.is_banned();
    let now_in = matches!(
        update.new_chat_member.kind,
        ChatMemberKind::Member(_) | ChatMemberKind::Administrator(_)
    );
    let group = update.chat.is_group() || update.chat.is_supergroup();
    group && was_out && now_in
}

impl App {
    /// The bot's own membership of a chat changed: added to a group, it says hello there, in
    /// the language of whoever added it (a new group's own is English until an admin sets
    /// it, and nothing would say how); added by an anonymous admin (a bot's account, with no
    /// language), in the group's.
    pub(crate) async fn on_my_member(&self, update: ChatMemberUpdated) {
        if !added_to_group(&update) {
            return;
        }
        self.met(&update.from, &update.chat).await;
        let channel = channel_of(&update.chat, None, false);
        let (lang, group) = {
            let st = self.state();
            (st.player_lang(update.from.id.0, &channel), st.channel_lang(&channel))
        };
        // Through the group's queue, counted against its 20 messages a minute like any other.
        self.say(&channel, welcome(lang, group), Priority::Normal);
    }

    /// A message: commands are handled, other text is not ours to read.
    pub(crate) async fn on_message(&self, msg: Message) {
        self.learn_topic(&msg);
        let Some(text) = msg.text() else { return };
        let Some(from) = msg.from.as_ref() else { return };
        if from.is_bot {
            return;
        }
        let started = std::time::Instant::now();
        let channel = channel_of(&msg.chat, msg.thread_id, msg.is_topic_message);
        let private = msg.chat.is_private();
        self.met(from, &msg.chat).await;
        let parsed = commands::parse(text, &self.me);
        if private && !matches!(parsed, Parsed::Cmd(Cmd::Start(_))) {
            self.chat_open(from.id.0);
        }
        // Replies are shown in the chat: the group's language, or the person's in private.
        let lang = self.state().channel_lang(&channel);
        let reply = match parsed {
            Parsed::Text => None,
            Parsed::OtherBot if private => Some(Content::text(plain(lang, T::UnknownCommand))),
            Parsed::OtherBot => None,
            Parsed::Malformed(wrong) => Some(Content::text(wrong.text(lang))),
            Parsed::Cmd(cmd) => match self.command(&msg, from, &channel, cmd, lang).await {
                Ok(reply) => reply,
                Err(refusal) => Some(refusal_content(&refusal, lang)),
            },
        };
        if let Some(content) = reply {
            // A reply to someone who is not playing here can wait, and be merged with others
            // when the group is busy; a player's goes with the game's news.
            let playing = !is_group(&channel) || self.seated(&channel, from.id).await;
            let priority = if playing { Priority::Normal } else { Priority::Low };
            self.say(&channel, content, priority);
        }
        METRICS.interaction(Platform::Telegram, started.elapsed());
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
            Cmd::Start(_) => self.start_in_group(from, channel, &me.name).await,
            Cmd::Help => Ok(Some(Content::text(help_text(lang)))),
            Cmd::New(words) => self.open(channel, &me, &words, false).await,
            Cmd::Play(words) => self.open(channel, &me, &words, true).await,
            Cmd::Join => {
                self.act(channel, &me, SessionAction::Join, None).await?;
                if group && self.probe(from, channel).await.is_some() {
                    self.link(channel, from, &me.name, T::LinkBlocked);
                }
                Ok(None)
            }
            Cmd::Leave => {
                self.act(channel, &me, SessionAction::Leave, None).await?;
                // No cards of theirs to show the way to.
                let mut st = self.state();
                self.drop_links(&mut st, channel, Some(from.id.0));
                Ok(None)
            }
            Cmd::Bot(level) => {
                let effects = self.service.add_computer(channel, &me, level.as_deref()).await?;
                self.show(channel, effects);
                Ok(None)
            }
            Cmd::Go => self.act(channel, &me, SessionAction::Start, None).await.map(|_| None),
            Cmd::Hand => {
                self.act(channel, &me, SessionAction::ShowHand, None).await?;
                // In a group, always a word back: where the cards are, and the way there
                // (the link opens the private chat if it was never opened). Known to wait for
                // a chat never opened (told so before a restart too), they are said to wait:
                // "in our private chat" would be untrue.
                let waiting = self.cards_waiting(from.id.0, channel);
                let said = if waiting { T::LinkWaiting } else { T::LinkCards };
                if group && !self.link(channel, from, &me.name, said) {
                    let lang = self.state().channel_lang(channel);
                    return Ok(Some(Content::text(text(lang, said, &[("name", arg(&me.name))]))));
                }
                Ok(None)
            }
            Cmd::Claim => self.claim_typed(from, channel, group).await,
            Cmd::Resign => self.act(channel, &me, SessionAction::Resign, None).await.map(|_| None),
            Cmd::Back => self.act(channel, &me, SessionAction::Back, None).await.map(|_| None),
            Cmd::Rematch => {
                self.act(channel, &me, SessionAction::Rematch, None).await.map(|_| None)
            }
            Cmd::Abort => {
                let is_admin = !group || self.is_admin(msg.chat.id, from.id).await;
                let me = bot_core::session::Actor { is_admin, ..me };
                self.act(channel, &me, SessionAction::Abort, None).await.map(|_| None)
            }
            Cmd::Rules(words) => {
                let words: Vec<&str> = words.iter().map(String::as_str).collect();
                let rules = self.service.rules(channel, &words).await?;
                Ok(Some(Content::text(rules.lines(lang, &TelegramVoice).join("\n"))))
            }
            Cmd::Standings(words) => self.standings(channel, &me, &words, lang).await.map(Some),
            Cmd::Stats => self.stats(channel, &me, lang).await.map(Some),
            Cmd::Settings(words) => {
                if !group {
                    return Err(Refusal::ServerOnly);
                }
                self.settings(msg.chat.id, from.id, &words, lang).await.map(Some)
            }
        }
    }

    /// `/new` and `/play`: a variant, options and a turn timer (`timer=60`, `timer=off`), or
    /// the group's defaults; `/play` fills the other seats with computers and starts at once.
    async fn open(
        &self,
        channel: &ChannelKey,
        me: &bot_core::session::Actor,
        words: &[String],
        against_computers: bool,
    ) -> Result<Option<Content>, Refusal> {
        // A bad timer is refused before anything is read or opened.
        let request = GameRequest::from_words(words, against_computers)?;
        let settings = if is_group(channel) {
            self.service.settings(Platform::Telegram, &channel.server).await
        } else {
            ChatSettings::default()
        };
        let effects = self.service.open(channel, me, &settings, &request).await?;
        self.show(channel, effects);
        Ok(None)
    }

    /// `/claim`: made at once at the target; below it, the question goes to the player's
    /// private chat with the button that claims anyway (a group is told where to answer).
    async fn claim_typed(
        &self,
        from: &User,
        channel: &ChannelKey,
        group: bool,
    ) -> Result<Option<Content>, Refusal> {
        let me = actor(from);
        // A move drawn while the question was being made (a turn that ran out) makes it
        // moot: asked again, as of the turn now.
        for _ in 0..3 {
            match self.service.claim(channel, &me, None, false).await? {
                Claim::Made(effects) => {
                    self.show(channel, effects);
                    return Ok(None);
                }
                Claim::Confirm { total, target, partners, seq } => {
                    // In private: their language, or the game's when their client sends none.
                    let lang = self.state().player_lang(from.id.0, channel);
                    let question = render::claim_message(total, target, partners, seq, lang);
                    if group && !self.state().reachable.contains(&from.id.0) {
                        self.link(channel, from, &me.name, T::LinkBlocked);
                        return Ok(None);
                    }
                    if !self.ask_claim(from.id.0, channel, seq, question) {
                        continue;
                    }
                    if group {
                        // The way to answer, as a way into their chat: gone once they are there.
                        self.link(channel, from, &me.name, T::ClaimInPrivate);
                    }
                    return Ok(None);
                }
            }
        }
        // The game kept moving faster than the question could be asked.
        let lang = self.state().channel_lang(channel);
        Ok(Some(Content::text(plain(lang, T::QuestionMovedOn))))
    }

    /// Whether `uid`'s cards in `channel`'s game are known to wait for a private chat they
    /// never opened: told so by a link still standing, or by one replaced since (a /claim's).
    fn cards_waiting(&self, uid: u64, channel: &ChannelKey) -> bool {
        let st = self.state();
        let game = st.tables.get(channel).and_then(|t| t.game);
        let told = game.is_some_and(|g| st.told_link.contains(&(uid, g)));
        !st.reachable.contains(&uid)
            && (told || st.links.get(&(uid, channel.clone())) == Some(&true))
    }

    /// `/start` typed in a group: the help's own /start line promises the private chat, so it
    /// is answered with the way there, a button into it: the seated player's deep link (its
    /// START shows their cards, or says they come at the start), or the bot's plain chat.
    /// Shown like the other ways in, it goes once they are there.
    async fn start_in_group(
        &self,
        from: &User,
        channel: &ChannelKey,
        name: &str,
    ) -> Result<Option<Content>, Refusal> {
        let uid = from.id.0;
        let seated = self.seated(channel, from.id).await;
        if seated && self.cards_waiting(uid, channel) {
            // Their cards wait already: said as a hand refused says it.
            self.link(channel, from, name, T::LinkWaiting);
            return Ok(None);
        }
        let link = if seated { self.deep_link(channel, StartFor::Cards) } else { None };
        let link = link.or_else(|| url::Url::parse(&format!("https://t.me/{}", self.me)).ok());
        let (lang, opened) = {
            let st = self.state();
            (st.channel_lang(channel), st.reachable.contains(&uid))
        };
        let Some(link) = link else { return Ok(Some(Content::text(help_text(lang)))) };
        let opened = arg(if opened { "yes" } else { "no" });
        let args = [
            ("name", arg(name)),
            ("opened", opened),
            ("seated", arg(if seated { "yes" } else { "no" })),
        ];
        let said = text(lang, T::StartInGroup, &args);
        let label = format!("🃏 {}", plain(lang, T::ButtonShowCards));
        let keyboard =
            InlineKeyboardMarkup::new(vec![vec![InlineKeyboardButton::url(label, link)]]);
        self.show_link(channel, uid, Content::new(said, keyboard), false);
        Ok(None)
    }

    /// Shows `from` the way into their private chat, saying `said` (see [`App::show_link`]);
    /// false when there is no way to show (not a group's channel).
    fn link(&self, channel: &ChannelKey, from: &User, name: &str, said: T) -> bool {
        let Some(content) = self.link_message(channel, name, said) else { return false };
        self.show_link(channel, from.id.0, content, said == T::LinkWaiting);
        true
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
            st.told_link.retain(|(u, _)| *u != uid);
        }
        // Hands held back while the chat was closed go out now.
        self.outbox.unblock(ChatId(uid as i64));
        let Some((channel, purpose)) = payload.and_then(data::parse_start_payload) else {
            return Ok(Some(Content::text(help_text(lang))));
        };
        // About the group's game: in the language its hand here is drawn in.
        let lang = self.state().player_lang(uid, &channel);
        let place = self.place(&channel).args();
        let who = user_ref(from.id);
        let status = self
            .service
            .sessions()
            .inspect(&channel, |s| (s.seat_of(&who).is_some(), s.is_playing(), s.has_open_seat()))
            .await;
        let answer = match status {
            None => Err(Refusal::GameGone),
            Some((true, true, _)) => {
                self.act(&channel, &actor(from), SessionAction::ShowHand, None).await.map(|_| None)
            }
            Some((true, false, _)) => Ok(Some(Content::text(text(lang, T::StartSeated, &place)))),
            // Another player's way to their cards seats nobody who presses it.
            // Another player's way to their cards seats nobody who presses it; Join is named
            // only where it would seat them.
            Some((false, _, joinable)) if purpose == StartFor::Cards => {
                let joinable = arg(if joinable { "yes" } else { "no" });
                Ok(Some(Content::text(text(lang, T::StartNotYours, &[("joinable", joinable)]))))
            }
            Some((false, _, _)) => self
                .act(&channel, &actor(from), SessionAction::Join, None)
                .await
                .map(|_| Some(Content::text(text(lang, T::StartJoined, &place)))),
        };
        // A refusal too ("Every seat is taken."), not in the private chat's language.
        Ok(answer.unwrap_or_else(|refusal| Some(refusal_content(&refusal, lang))))
    }

    /// Sends a first private message to someone who just joined, unless they are known to have
    /// opened the chat. Returns the deep link when Telegram refuses.
    pub(crate) async fn probe(&self, from: &User, channel: &ChannelKey) -> Option<url::Url> {
        if self.state().reachable.contains(&from.id.0) {
            return None;
        }
        // The private chat is the person's own: their language, or the game's.
        let lang = self.state().player_lang(from.id.0, channel);
        // As a deep link's join says it: the cards come at the start.
        let said = text(lang, T::StartJoined, &self.place(channel).args());
        let chat = ChatId(from.id.0 as i64);
        match self.outbox.send_now(chat, Content::text(said)).await {
            Ok(message) => {
                let mut st = self.state();
                st.reachable.insert(from.id.0);
                st.join_notes.entry(channel.clone()).or_default().push((from.id.0, message));
                None
            }
            Err(Failure::Forbidden) => self.deep_link(channel, StartFor::Cards),
            Err(e) => {
                tracing::debug!(error = ?e, "first private message not sent");
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

    /// `/settings`: shows the group's settings, or changes them (admins). The answer is in the
    /// group's language: the new one when the language was changed.
    async fn settings(
        &self,
        chat: ChatId,
        user: UserId,
        words: &[String],
        lang: Lang,
    ) -> Result<Content, Refusal> {
        let server = chat.0.to_string();
        let current = self.service.settings(Platform::Telegram, &server).await;
        if words.is_empty() {
            // Bare: the settings, and how an admin changes them.
            let legend = [("languages", arg(Lang::ALL.map(Lang::code).join(", ")))];
            let said = format!(
                "{}\n{}",
                self.describe(&current, lang),
                text(lang, T::SettingsLegend, &legend)
            );
            return Ok(Content::text(said));
        }
        if !self.is_admin(chat, user).await {
            return Err(Refusal::AdminsOnly);
        }
        let next = current.apply(words)?;
        self.service.save_settings(Platform::Telegram, &server, &next).await?;
        let lang = next.language.unwrap_or(Lang::En);
        {
            let mut st = self.state();
            st.group_langs.insert(chat.0, lang);
            st.group_notify.insert(chat.0, next.notify_or(TurnNotice::Private));
        }
        // What changed, then the settings now: the legend under them is for the bare
        // /settings, not for every change.
        let defaults = self.service.defaults();
        let changes = next.changes_from(&current, defaults, TurnNotice::Private, Lang::En, lang);
        let now = self.describe(&next, lang);
        let said = if changes.is_empty() {
            text(lang, T::SavedUnchanged, &[("settings", arg(now))])
        } else {
            text(lang, T::Saved, &[("changes", arg(changes.join(", "))), ("settings", arg(now))])
        };
        Ok(Content::text(said))
    }

    /// A group's settings in words, the defaults filled in (each choice in the group's words,
    /// with the value `/settings` takes).
    fn describe(&self, settings: &ChatSettings, lang: Lang) -> String {
        let defaults = self.service.defaults();
        let timer = match settings.turn_timer_or(defaults) {
            Some(d) => turn_span(lang, d.as_secs()),
            None => plain(lang, T::TimerOff),
        };
        // Language codes are what /settings takes, so they are shown as codes; its example
        // line shows the yes/no it takes, so the answer itself reads in the group's language.
        let computers = bot_core::i18n::yes_no_word(lang, settings.computers.unwrap_or(false));
        let args = [
            ("variant", arg(settings.variant_or(defaults))),
            ("timer", arg(timer)),
            ("language", arg(settings.language.unwrap_or(Lang::En))),
            ("notify", arg(plain(lang, notify_words(settings.notify_or(TurnNotice::Private))))),
            ("computers", arg(computers)),
        ];
        text(lang, T::Settings, &args)
    }

    /// The group's (or this private chat's) standings as asked: `/standings strength month`,
    /// `/standings here` (this topic's games only), in any language's words, with the buttons
    /// that switch the board.
    async fn standings(
        &self,
        channel: &ChannelKey,
        me: &bot_core::session::Actor,
        words: &[String],
        lang: Lang,
    ) -> Result<Content, Refusal> {
        let ask = BoardAsk::parse(words)?;
        self.board(channel, me, ask, lang).await
    }

    /// A leaderboard as `me` asked for it, drawn in `lang` with its buttons. In a group
    /// everyone reads it: whose rivals and place it shows is said by name. `here` in a forum
    /// topic is the topic's own board, titled "this topic"; in a group without topics or in
    /// the General topic, the group's.
    pub(crate) async fn board(
        &self,
        channel: &ChannelKey,
        me: &bot_core::session::Actor,
        ask: BoardAsk,
        lang: Lang,
    ) -> Result<Content, Refusal> {
        let (server, scope, computers) = board_of(channel, ask.here);
        let mut standings = self.service.standings(server, scope, &me.user, ask, computers).await?;
        let group = is_group(channel);
        // A private chat's board is the chat's own: no "this channel" to say, and "you" is
        // its only reader.
        standings.here &= group;
        standings.place = standings.here.then(|| plain(lang, T::BoardTopic));
        standings.named = group.then(|| me.name.clone());
        standings.turn_on = Some(computers_on(lang));
        Ok(render::standings(&standings, lang))
    }

    /// `/stats`: the asker's own numbers in this group (or this private chat).
    async fn stats(
        &self,
        channel: &ChannelKey,
        me: &bot_core::session::Actor,
        lang: Lang,
    ) -> Result<Content, Refusal> {
        let (server, _, computers) = board_of(channel, false);
        let mut stats = self.service.stats(server, me, computers).await?;
        stats.turn_on = Some(computers_on(lang));
        let mut lines = stats.lines(lang);
        if let Some(heading) = lines.first_mut() {
            *heading = format!("📊 {heading}");
        }
        if let Some(last) = lines.last_mut().filter(|_| stats.lines.is_some()) {
            *last = format!("ℹ️ {last}");
        }
        Ok(Content::text(lines.join("\n")))
    }
}

/// Where turn notices go, in the words of `/settings`' answer.
fn notify_words(notify: TurnNotice) -> T {
    match notify {
        TurnNotice::Private => T::NotifyPrivate,
        TurnNotice::Channel => T::NotifyChannel,
    }
}

/// Where a chat's standings are kept: a group's are the group's, with its setting for games
/// with computers, and a forum topic's games are also the topic's (`here`); a private chat's
/// games (all against computers) are a board of that chat's own, where they always count.
fn board_of(channel: &ChannelKey, here: bool) -> (&str, Option<&str>, Option<bool>) {
    if !is_group(channel) {
        return (DM, Some(channel.channel.as_str()), Some(true));
    }
    // The group's main chat (a group without topics, a forum's General topic) is the group:
    // its `here` is the group's board, as a player there expects.
    let topic = here && channel.channel != MAIN_TOPIC;
    (channel.server.as_str(), topic.then_some(channel.channel.as_str()), None)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The hello says how to set the language in every language, the command marked as code
    /// where it stands (offsets in UTF-16), with the reader's own language as the example,
    /// and every code /settings takes.
    #[test]
    fn the_hello_gives_the_language_command_as_code_in_every_language() {
        for lang in Lang::ALL {
            let hello = welcome(lang, Lang::En);
            let code = if lang == Lang::En { "hr" } else { lang.code() };
            let example = format!("/settings language={code}");
            let units: Vec<u16> = hello.text.encode_utf16().collect();
            let coded: Vec<String> = hello
                .entities
                .iter()
                .map(|e| String::from_utf16_lossy(&units[e.offset..e.offset + e.length]))
                .collect();
            assert_eq!(coded, [example], "{lang}: {}", hello.text);
            assert!(hello.text.contains("en, sr-Latn, sr-Cyrl, hr, bs, mk, ro"), "{lang}");
            assert!(hello.text.contains("/new") && hello.text.contains("/play"), "{lang}");
            assert!(hello.text.starts_with("👋 ") && hello.text.chars().count() < 1000, "{lang}");
        }
        assert!(welcome(Lang::Ro, Lang::En).text.starts_with("👋 Bună ziua!"));
        // It says what the group reads now.
        let hr = welcome(Lang::Hr, Lang::En).text;
        assert!(hr.contains("(sada English) naredbom /settings language=hr"), "{hr}");
    }

    /// Only the bot's coming into a group is its being added: not a promotion, a removal, or
    /// a private chat.
    #[test]
    fn only_coming_into_a_group_is_being_added() {
        let change = |chat: serde_json::Value, was: &str, now: &str| {
            let member = |status: &str| {
                let mut json = serde_json::json!({
                    "status": status,
                    "user": { "id": 7, "is_bot": true, "first_name": "Tablić" },
                });
                if status == "administrator" {
                    for flag in [
                        "is_anonymous",
                        "can_be_edited",
                        "can_manage_chat",
                        "can_change_info",
                        "can_delete_messages",
                        "can_manage_video_chats",
                        "can_invite_users",
                        "can_restrict_members",
                        "can_promote_members",
                    ] {
                        json[flag] = false.into();
                    }
                }
                if status == "kicked" {
                    json["until_date"] = 0.into();
                }
                json
            };
            let update = serde_json::json!({
                "chat": chat,
                "from": { "id": 1, "is_bot": false, "first_name": "Ana" },
                "date": 1_763_700_000,
                "old_chat_member": member(was),
                "new_chat_member": member(now),
            });
            added_to_group(&serde_json::from_value(update).expect("a ChatMemberUpdated"))
        };
        let group = serde_json::json!({ "id": -5, "type": "group", "title": "Kafana" });
        let forum = serde_json::json!({ "id": -1001, "type": "supergroup", "title": "K", "is_forum": true });
        let private = serde_json::json!({ "id": 1, "type": "private", "first_name": "Ana" });
        assert!(change(group.clone(), "left", "member"));
        assert!(change(forum.clone(), "left", "administrator"));
        assert!(change(group.clone(), "kicked", "member"));
        assert!(!change(group.clone(), "member", "administrator"), "a promotion");
        assert!(!change(forum, "administrator", "member"), "a demotion");
        assert!(!change(group.clone(), "member", "left"), "a removal");
        assert!(!change(group, "member", "kicked"), "a removal");
        assert!(!change(private, "kicked", "member"), "a private chat unblocked");
    }

    #[test]
    fn here_is_a_topics_own_board_and_elsewhere_the_chats() {
        let topic = ChannelKey::new(Platform::Telegram, "-1001", "7");
        assert_eq!(board_of(&topic, true), ("-1001", Some("7"), None));
        assert_eq!(board_of(&topic, false), ("-1001", None, None));
        // A group without topics, or a forum's General topic: the group's board.
        let main = ChannelKey::new(Platform::Telegram, "-1001", MAIN_TOPIC);
        assert_eq!(board_of(&main, true), ("-1001", None, None));
        assert_eq!(board_of(&main, false), ("-1001", None, None));
        // A private chat's board is the chat's own, `here` or not.
        let dm = ChannelKey::new(Platform::Telegram, DM, "42");
        for here in [false, true] {
            assert_eq!(board_of(&dm, here), (DM, Some("42"), Some(true)));
        }
    }
}
