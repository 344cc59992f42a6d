//! Button presses: each is checked against the session's own views (this game, this move
//! number, this player's card), handed to the table service, and answered exactly once.

use bot_core::i18n::Lang;
use bot_core::ids::{ChannelKey, MatchId, Platform};
use bot_core::metrics::METRICS;
use bot_core::session::{Effect, Notice, Presence, Seq, SessionAction};
use bot_core::table::{choose_card, BoardAsk, CardChoice, Claim, Refusal};
use bot_core::{Card, CardSet};
use teloxide::payloads::AnswerCallbackQuerySetters;
use teloxide::requests::{Request, Requester};
use teloxide::types::{
    CallbackQuery, CallbackQueryId, Chat, ChatId, ChatKind, InlineKeyboardButtonKind,
    MaybeInaccessibleMessage, Message, MessageId, PublicChatKind, ThreadId, User,
};
use teloxide::RequestError;

use crate::app::{
    actor, channel_of, is_group, refusal_text, table_key, target, user_ref, App, TableState,
};
use crate::data::{Press, StartFor};
use crate::outbox::{through_flood, SlotKey};
use crate::render::{Choice, Content};
use crate::table::{Announce, Closing};
use crate::texts::{arg, plain, text, T};

/// Telegram's limit on a callback answer's text.
const MAX_ANSWER_CHARS: usize = 200;

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

fn clip(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        text.to_string()
    } else {
        text.chars().take(limit - 1).collect::<String>() + "…"
    }
}

impl App {
    /// A button press: handled, then always answered.
    pub(crate) async fn on_callback(&self, query: CallbackQuery) {
        let started = std::time::Instant::now();
        // A board press takes its place among the presses on its message as it arrives,
        // before anything is awaited: the last to arrive is the one that redraws.
        let ticket = self.board_ticket(&query);
        // A message too old to come with the press still names its chat: the presser's
        // language is learnt from it as from any other, so the answer is in it.
        if let Some(message) = &query.message {
            self.met(&query.from, message.chat()).await;
            if crate::app::is_own_chat(message.chat(), &query.from) {
                self.chat_open(query.from.id.0);
            }
        }
        let answer = match self.press(&query, ticket).await {
            Ok(answer) => answer,
            Err(refusal) => {
                // An alert is read by the person who pressed: in their language, or the
                // chat's when their client sends none.
                let lang = self.presser_lang(&query);
                Answer::Alert(refusal_text(&refusal, lang))
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

    /// The language of the answer to a press ([`crate::app::State::presser_lang`]).
    fn presser_lang(&self, query: &CallbackQuery) -> Lang {
        let game = query.data.as_deref().and_then(Press::parse).and_then(|p| p.game());
        let channel = game.and_then(|game| self.service.sessions().channel_of(game));
        let chat = query.message.as_ref().map(|m| m.chat().id);
        self.state().presser_lang(query.from.id.0, chat, channel.as_ref())
    }

    /// The place of a board press among the presses on its message; `None` for any other
    /// press (or one on a message too old to come with it).
    fn board_ticket(&self, query: &CallbackQuery) -> Option<BoardTicket<'_>> {
        let data = query.data.as_deref()?;
        let message = query.regular_message()?;
        matches!(Press::parse(data), Some(Press::Board(_))).then(|| {
            let key = (message.chat.id, message.id);
            let stamp = self.state().board_presses.arrive(key);
            BoardTicket { app: self, key, stamp, done: false }
        })
    }

    async fn press(
        &self,
        query: &CallbackQuery,
        ticket: Option<BoardTicket<'_>>,
    ) -> Result<Answer, Refusal> {
        let press = query.data.as_deref().and_then(Press::parse).ok_or(Refusal::UnknownButton)?;
        // A button of a game set aside at start (on a message not closed yet, or one whose
        // close was lost) says so, and changes nothing.
        if let Some(game) = press.game() {
            self.service.refuse_if_set_aside(game).await?;
        }
        match press {
            Press::ReturnFromHand(game) => self.return_from_hand(game, query).await,
            Press::Join
            | Press::Start
            | Press::AddComputer
            | Press::MyHand(_)
            | Press::Return(_)
            | Press::Rematch(_) => {
                // Table buttons are only ever sent on messages in chats.
                let message = query.message.as_ref().ok_or(Refusal::UnknownButton)?;
                match self.table_press(press, &query.from, message).await {
                    Err(refusal @ (Refusal::OldGame | Refusal::GameGone)) => {
                        self.in_its_topic(refusal, query, message)
                    }
                    pressed => pressed,
                }
            }
            Press::Board(ask) => {
                let (Some(message), Some(ticket)) = (query.regular_message(), ticket) else {
                    let lang = self.presser_lang(query);
                    return Ok(Answer::Alert(plain(lang, T::BoardOld)));
                };
                self.board_press(ask, query, message, ticket).await
            }
            _ => self.hand_press(press, query).await,
        }
    }

    /// A leaderboard's button: the board asked for, worked out for whoever pressed, drawn in
    /// place of the one shown (through the chat's queue, like a table's edit) unless a later
    /// press on the message came meanwhile. Any message showing a board may switch, an old
    /// one too: it is only a view. A board press on any other message was forged, and is
    /// refused.
    async fn board_press(
        &self,
        ask: BoardAsk,
        query: &CallbackQuery,
        message: &Message,
        ticket: BoardTicket<'_>,
    ) -> Result<Answer, Refusal> {
        let shows_a_board = message.reply_markup().is_some_and(|markup| {
            markup.inline_keyboard.iter().flatten().any(|button| match &button.kind {
                InlineKeyboardButtonKind::CallbackData(data) => {
                    matches!(Press::parse(data), Some(Press::Board(_)))
                }
                _ => false,
            })
        });
        if !shows_a_board {
            return Err(Refusal::UnknownButton);
        }
        let channel = channel_of(&message.chat, message.thread_id, message.is_topic_message);
        // Shown to everyone in the chat: its language.
        let lang = self.state().channel_lang(&channel);
        let content = self.board(&channel, &actor(&query.from), ask, lang).await?;
        // What the press found shown (text, formatting, keyboard): the same board for the
        // same person needs no edit, as long as no earlier press's edit is still to replace
        // it or has replaced it since (the outbox knows).
        let shown = crate::render::shown(message);
        // An older press, read after a newer one, leaves the message to it: answered quietly.
        ticket
            .finish_with(|| self.outbox.switch_board(message.chat.id, message.id, shown, content));
        Ok(Answer::Quiet)
    }

    /// The current table message of a channel, and its slot.
    fn table_slot(&self, channel: &ChannelKey) -> Option<(ChatId, Option<ThreadId>, SlotKey)> {
        let (chat, thread) = target(channel)?;
        let generation = self.state().tables.get(channel)?.generation;
        Some((chat, thread, table_key(thread, generation)))
    }

    /// The channel whose table a message is (or was), and whether it is that table's message
    /// now. A message Telegram no longer sends along names no topic: the channel is the
    /// one whose table it is now, or the one playing the game the button names, or else the
    /// chat's only one; in a forum, a button of no game that is no table now cannot be placed.
    async fn table_of(
        &self,
        press: Press,
        message: &MaybeInaccessibleMessage,
    ) -> Result<(ChannelKey, bool), Refusal> {
        let table_message = |channel: &ChannelKey| {
            self.table_slot(channel).and_then(|(chat, _, key)| self.outbox.message(chat, &key))
        };
        if let MaybeInaccessibleMessage::Regular(message) = message {
            let channel = channel_of(&message.chat, message.thread_id, message.is_topic_message);
            // Not known to be another message: nothing is known after a restart.
            let current = table_message(&channel).is_none_or(|id| id == message.id);
            return Ok((channel, current));
        }
        let (chat, id) = (message.chat(), message.id());
        let tables: Vec<ChannelKey> = self.state().tables.keys().cloned().collect();
        let table = tables.into_iter().find(|channel| {
            target(channel).is_some_and(|(c, _)| c == chat.id) && table_message(channel) == Some(id)
        });
        if let Some(channel) = table {
            return Ok((channel, true));
        }
        if let Some(game) = press.game() {
            if let Some(channel) = self.service.sessions().channel_of(game) {
                // A game's button pressed in another chat than the game's was forged.
                if target(&channel).is_none_or(|(c, _)| c != chat.id) {
                    return Err(Refusal::UnknownButton);
                }
                return Ok((channel, false));
            }
        }
        if is_forum(chat) {
            // A game over whose topic has another now (a lobby too) is an earlier game's:
            // "start a new one" would be refused there.
            return Err(match press.game() {
                Some(game) if self.replaced_in(game, chat.id).await.is_none() => Refusal::GameGone,
                _ => Refusal::OldGame,
            });
        }
        Ok((channel_of(chat, None, false), false))
    }

    async fn table_press(
        &self,
        press: Press,
        from: &User,
        message: &MaybeInaccessibleMessage,
    ) -> Result<Answer, Refusal> {
        let (channel, current) = self.table_of(press, message).await?;
        let group = is_group(&channel);
        let old_message = !current;
        let me = actor(from);
        let lang = self.state().presser_lang(from.id.0, Some(message.chat().id), Some(&channel));
        match press {
            Press::Join | Press::Start | Press::AddComputer if old_message => Err(Refusal::OldGame),
            Press::Join => {
                self.act(&channel, &me, SessionAction::Join, None).await?;
                if group {
                    if let Some(link) = self.probe(from, &channel).await {
                        return Ok(Answer::Url(link));
                    }
                }
                Ok(Answer::Toast(plain(lang, T::ToastSeated)))
            }
            Press::Start => {
                self.act(&channel, &me, SessionAction::Start, None).await.map(|_| Answer::Quiet)
            }
            Press::AddComputer => {
                let effects = self.service.add_computer(&channel, &me, None).await?;
                self.show(&channel, effects);
                Ok(Answer::Quiet)
            }
            Press::MyHand(game) | Press::Return(game) => {
                self.check_game(&channel, game).await?;
                self.adopt_table(&channel, game, message);
                if matches!(press, Press::Return(_)) {
                    self.act(&channel, &me, SessionAction::Back, None).await?;
                    return Ok(Answer::Quiet);
                }
                self.act(&channel, &me, SessionAction::ShowHand, None).await?;
                let known = self.state().reachable.contains(&from.id.0);
                if group && !known {
                    // Opens the private chat; its /start shows the hand there.
                    if let Some(link) = self.deep_link(&channel, StartFor::Cards) {
                        return Ok(Answer::Url(link));
                    }
                }
                Ok(Answer::Toast(plain(lang, T::ToastCards)))
            }
            Press::Rematch(seq) => {
                // After a restart (or long idle) the finished game is held again to be played.
                self.service.sessions().revive_finished(&channel, Some(seq.game)).await?;
                // Pressed a moment after another player's: they are in the game it began.
                let user = &me.user;
                let sessions = self.service.sessions();
                let started = sessions.inspect(&channel, |s| s.rematch_started(seq.game, user));
                if let Some(started) = started.await.flatten() {
                    return Err(Refusal::from(started));
                }
                self.check_game(&channel, seq.game).await?;
                self.adopt_table(&channel, seq.game, message);
                self.act(&channel, &me, SessionAction::Rematch, Some(seq))
                    .await
                    .map(|_| Answer::Quiet)
            }
            _ => Err(Refusal::UnknownButton),
        }
    }

    /// A table button of an earlier game, or of one over, on a message in a forum topic:
    /// refused naming the topic (by its name when known), where the message says which.
    fn in_its_topic(
        &self,
        refusal: Refusal,
        query: &CallbackQuery,
        message: &MaybeInaccessibleMessage,
    ) -> Result<Answer, Refusal> {
        let Some(topic) = self.topic_of(message) else { return Err(refusal) };
        let said =
            if matches!(refusal, Refusal::OldGame) { T::OldGameTopic } else { T::GameGoneTopic };
        // A name is the group's own text: kept short enough for the alert to say the rest.
        let name = topic.as_deref().map(|name| clip(name, 48));
        let args = [
            ("named", arg(if name.is_some() { "yes" } else { "no" })),
            ("topic", arg(name.unwrap_or_default())),
        ];
        Ok(Answer::Alert(text(self.presser_lang(query), said, &args)))
    }

    /// Refuses a table button of another game than the one at this table now.
    /// A table with nothing on it refuses it as gone; one with another game (a lobby too)
    /// as an earlier game's, pointing to the latest table: "start a new one" would only be
    /// refused there.
    async fn check_game(&self, channel: &ChannelKey, game: MatchId) -> Result<(), Refusal> {
        match self.service.sessions().inspect(channel, |s| s.match_id()).await {
            None => Err(Refusal::GameGone),
            Some(current) if current != Some(game) => Err(Refusal::OldGame),
            Some(_) => Ok(()),
        }
    }

    /// The channel `game` was played in (as stored) when it has another game now, played or
    /// open, and is in `chat`: a button of `game` is then an earlier game's, not one of a
    /// table left empty. (A forged id of another chat's game changes nothing here.)
    async fn replaced_in(&self, game: MatchId, chat: ChatId) -> Option<ChannelKey> {
        let sessions = self.service.sessions();
        let channel = sessions.store().match_channel(game).await.ok()??;
        target(&channel).filter(|(c, _)| *c == chat)?;
        let other = sessions.inspect(&channel, |s| s.match_id() != Some(game)).await;
        (other == Some(true)).then_some(channel)
    }

    /// A hand's button of `game`, which is over, pressed in its player's private chat:
    /// where another game is on at its table, an earlier game's; "your cards are in the
    /// newest message" only if they have cards there, else just that it is over. Else gone.
    async fn old_hand(&self, game: MatchId, query: &CallbackQuery) -> Result<Answer, Refusal> {
        let sessions = self.service.sessions();
        let Some(channel) = sessions.store().match_channel(game).await.ok().flatten() else {
            return Err(Refusal::GameGone);
        };
        let user = user_ref(query.from.id);
        let now = |s: &bot_core::session::Session| {
            (s.match_id() != Some(game)).then(|| s.hand_view(&user).is_some())
        };
        match sessions.inspect(&channel, now).await.flatten() {
            Some(seated) => {
                let said = if seated { T::OldHand } else { T::OldHandOver };
                Ok(Answer::Alert(plain(self.presser_lang(query), said)))
            }
            None => Err(Refusal::GameGone),
        }
    }

    /// After a restart nothing is known about old messages: a press on the table of a game
    /// makes that message its table again, instead of posting a new one. Not a message too
    /// old to come with the press: it is far up the chat, and what it shows is not known; a
    /// new table is posted instead.
    fn adopt_table(&self, channel: &ChannelKey, game: MatchId, message: &MaybeInaccessibleMessage) {
        let MaybeInaccessibleMessage::Regular(message) = message else { return };
        let message = message.id;
        let Some((chat, thread)) = target(channel) else { return };
        let mut st = self.state();
        if st.tables.contains_key(channel) {
            return;
        }
        st.generation += 1;
        let generation = st.generation;
        st.generations.insert(generation, channel.clone());
        st.tables.insert(channel.clone(), TableState::new(generation, Some(game)));
        self.outbox.adopt(chat, table_key(thread, generation), thread, message, None);
    }

    /// "I'm back" on a hand message in the presser's private chat: they take their seat back
    /// at the game's table, wherever it is.
    async fn return_from_hand(
        &self,
        game: MatchId,
        query: &CallbackQuery,
    ) -> Result<Answer, Refusal> {
        // Like every hand button, it lives only in its person's private chat.
        if !in_own_chat(query) {
            return Err(Refusal::UnknownButton);
        }
        let channel = self.service.sessions().channel_of(game).ok_or(Refusal::GameGone)?;
        // A hand message not known (made before a restart, its place not stored) is this
        // hand's from now on: the redraw as they come back goes to it.
        if let Some(message) = query.regular_message() {
            let slot = SlotKey::Hand { channel: channel.clone(), game };
            if self.outbox.message(message.chat.id, &slot).is_none() {
                self.outbox.adopt(message.chat.id, slot, None, message.id, None);
            }
        }
        self.act(&channel, &actor(&query.from), SessionAction::Back, None).await?;
        Ok(Answer::Quiet)
    }

    /// The presser's look at the table: their pressing is an action of theirs, so if the
    /// computer was playing for them they are back, and the table shows it.
    async fn look(&self, channel: &ChannelKey, from: &User) -> Result<Presence, Refusal> {
        let presence = self.service.present(channel, &actor(from)).await?;
        if !presence.effects.is_empty() {
            self.show(channel, presence.effects.clone());
        }
        Ok(presence)
    }

    async fn hand_press(&self, press: Press, query: &CallbackQuery) -> Result<Answer, Refusal> {
        let seq = press.seq().ok_or(Refusal::UnknownButton)?;
        // Hand buttons live only in their person's private chat: one pressed anywhere else
        // was forged (also on a message too old to come with the press: its chat does), and
        // changes nothing, not even whether its presser is away.
        if !in_own_chat(query) {
            return Err(Refusal::UnknownButton);
        }
        let Some(channel) = self.service.sessions().channel_of(seq.game) else {
            return self.old_hand(seq.game, query).await;
        };
        let presence = self.look(&channel, &query.from).await?;
        let (Some(hand), table) = (presence.hand, presence.table) else {
            return Err(Refusal::NotSeated);
        };
        if hand.seq.game != seq.game {
            // They hold cards in the game at that table now.
            return Ok(Answer::Alert(plain(self.presser_lang(query), T::OldHand)));
        }
        let uid = query.from.id.0;
        // Also on a message too old to come with the press: its chat and id still do.
        if let Some(message) = &query.message {
            // A hand message the bot does not know of (made before a restart and not stored):
            // it is this hand's message from now on. An older one than the hand's message now
            // says so, and the press goes on in the newer one.
            let slot = SlotKey::Hand { channel: channel.clone(), game: seq.game };
            let (chat, id) = (message.chat().id, message.id());
            let on_hand = self.outbox.message(chat, &slot);
            // A question starts with its mark; a hand (with its own Claim anyway, or unknown
            // after a restart) with its title.
            let question = message
                .regular_message()
                .and_then(|m| m.text())
                .is_some_and(|text| text.starts_with(crate::render::QUESTION_MARK));
            if matches!(press, Press::ClaimSure(_)) && on_hand != Some(id) && question {
                // The answer to a claim question (a message of its own, not a hand): it is
                // answered once, whatever comes of it, and says what it came to.
                let me = actor(&query.from);
                let made = self.claim_anyway(uid, &channel, &me, seq, &hand, &table).await;
                let outcome = made.as_deref().ok().and_then(claimed);
                self.answered(uid, &channel, message, outcome);
                // Shown after the question is closed, or the end would close it as unanswered.
                self.show(&channel, made?);
                return Ok(Answer::Quiet);
            } else {
                match on_hand {
                    None => self.outbox.adopt(chat, slot, None, id, None),
                    Some(current) if current != id => {
                        // In the language its hands are drawn in.
                        let lang = self.state().player_lang(uid, &channel);
                        self.outbox.edit(chat, id, crate::render::hand_superseded(lang));
                    }
                    Some(_) => {}
                }
            }
        }
        self.still_current(uid, &channel, seq, &hand, &table)?;
        let me = actor(&query.from);
        match press {
            Press::Card(_, card) => match choose_card(&hand, &table, card)? {
                // Nothing to choose: the card goes to the table.
                CardChoice::TrailOnly => self.play(&channel, &me, seq, card, CardSet::EMPTY).await,
                CardChoice::Captures { .. } => {
                    let choice = Choice { card: Some((card, 0)), claim: None };
                    self.redraw_hand(uid, &channel, hand, choice, &table);
                    Ok(Answer::Quiet)
                }
            },
            Press::Page(_, card, page) => {
                choose_card(&hand, &table, card)?;
                let choice = Choice { card: Some((card, page)), claim: None };
                self.redraw_hand(uid, &channel, hand, choice, &table);
                Ok(Answer::Quiet)
            }
            Press::Back(_) => {
                self.redraw_hand(uid, &channel, hand, Choice::default(), &table);
                Ok(Answer::Quiet)
            }
            Press::Take(_, card, option) => {
                let CardChoice::Captures { options, .. } = choose_card(&hand, &table, card)? else {
                    return Err(Refusal::UnknownButton);
                };
                let take = *options.get(usize::from(option)).ok_or(Refusal::UnknownButton)?;
                self.play(&channel, &me, seq, card, take).await
            }
            Press::Trail(_, card) => {
                choose_card(&hand, &table, card)?;
                self.play(&channel, &me, seq, card, CardSet::EMPTY).await
            }
            Press::Redeal(_) => self
                .act(&channel, &me, SessionAction::Redeal, Some(seq))
                .await
                .map(|_| Answer::Quiet),
            Press::Claim(_) | Press::ClaimSure(_) => {
                let sure = matches!(press, Press::ClaimSure(_));
                match self.service.claim(&channel, &me, Some(seq), sure).await? {
                    Claim::Made(effects) => self.show(&channel, effects),
                    Claim::Confirm { total, target, .. } => {
                        let choice = Choice { card: None, claim: Some((total, target)) };
                        self.redraw_hand(uid, &channel, hand, choice, &table);
                    }
                }
                Ok(Answer::Quiet)
            }
            _ => Err(Refusal::UnknownButton),
        }
    }

    /// "Claim anyway" pressed on its question: the claim, made against the position the
    /// question was about, as its effects (not shown yet).
    async fn claim_anyway(
        &self,
        uid: u64,
        channel: &ChannelKey,
        me: &bot_core::session::Actor,
        seq: Seq,
        hand: &bot_core::session::HandView,
        table: &bot_core::session::TableView,
    ) -> Result<Vec<Effect>, Refusal> {
        self.still_current(uid, channel, seq, hand, table)?;
        match self.service.claim(channel, me, Some(seq), true).await? {
            Claim::Made(effects) => Ok(effects),
            // Asked already: a claim made sure is not asked about again.
            Claim::Confirm { .. } => Err(Refusal::Stale),
        }
    }

    /// Whether a press made at `seq` is on the position now: refused when the match is over,
    /// and stale (with the hand drawn afresh) when a move was made since.
    fn still_current(
        &self,
        uid: u64,
        channel: &ChannelKey,
        seq: Seq,
        hand: &bot_core::session::HandView,
        table: &bot_core::session::TableView,
    ) -> Result<(), Refusal> {
        if table.end.is_some() {
            return Err(Refusal::MatchOver);
        }
        if hand.seq != seq {
            self.redraw_hand(uid, channel, hand.clone(), Choice::default(), table);
            return Err(Refusal::Stale);
        }
        Ok(())
    }

    /// A claim question answered by a press on it: it loses its button and says what the claim
    /// came to (`outcome`: nothing, when it was refused). One this process asked is closed
    /// through its slot; an older one (asked before a restart) is edited from its own words as
    /// the press brought them.
    fn answered(
        &self,
        uid: u64,
        channel: &ChannelKey,
        message: &MaybeInaccessibleMessage,
        outcome: Option<&Notice>,
    ) {
        let mut st = self.state();
        let ours = st.questions.get(&(uid, channel.clone())).is_some_and(|(asked, _)| {
            let slot = SlotKey::Question { channel: channel.clone(), turn: *asked };
            self.outbox.message(message.chat().id, &slot) == Some(message.id())
        });
        let how = Closing::Answered(outcome);
        if ours {
            self.close_question(&mut st, uid, channel, None, how);
        } else if let Some(text) = message.regular_message().and_then(|m| m.text()) {
            let lang = st.player_lang(uid, channel);
            self.outbox.edit(
                message.chat().id,
                message.id(),
                how.close(&Content::text(text), lang),
            );
        }
    }

    async fn play(
        &self,
        channel: &ChannelKey,
        me: &bot_core::session::Actor,
        seq: Seq,
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
        view: bot_core::session::HandView,
        choice: Choice,
        table: &bot_core::session::TableView,
    ) {
        let mut st = self.state();
        // Their seat's move, if it is the table's last; what the hand said at this position
        // is said again by `draw_hand`.
        let played = table.last_move.as_ref().filter(|m| m.seat == view.seat);
        let since = crate::render::Scene { played, ..Default::default() };
        self.draw_hand(&mut st, uid, channel, view, choice, Some(table), Announce::No, since);
    }
}

/// The claim a press made, among its effects.
fn claimed(effects: &[Effect]) -> Option<&Notice> {
    effects.iter().find_map(|effect| match effect {
        Effect::Notice { notice: notice @ Notice::Claimed { .. }, .. } => Some(notice),
        _ => None,
    })
}

/// Whether a press is on a message in the presser's own private chat (or on one too old to
/// come with it, whose chat still does).
fn in_own_chat(query: &CallbackQuery) -> bool {
    query.message.as_ref().is_none_or(|m| crate::app::is_own_chat(m.chat(), &query.from))
}

/// Whether a chat is a forum (its games are in topics).
fn is_forum(chat: &Chat) -> bool {
    match &chat.kind {
        ChatKind::Public(public) => match &public.kind {
            PublicChatKind::Supergroup(group) => group.is_forum,
            _ => false,
        },
        ChatKind::Private(_) => false,
    }
}

/// A board press's place among the presses on its message (see [`crate::newest::Newest`]):
/// given up when the press ends, however it ends.
pub(crate) struct BoardTicket<'a> {
    app: &'a App,
    key: (ChatId, MessageId),
    stamp: u64,
    done: bool,
}

impl BoardTicket<'_> {
    /// Ends the press: `draw` runs if no later press on the message has come, under the same
    /// lock as the presses' arrivals, so no later press can slip in between.
    fn finish_with(mut self, draw: impl FnOnce()) {
        self.done = true;
        let mut st = self.app.state();
        if st.board_presses.finish(&self.key, self.stamp) {
            draw();
        }
    }
}

impl Drop for BoardTicket<'_> {
    fn drop(&mut self) {
        // Ended without drawing (refused, or its board not read): not the newest any more.
        if !self.done {
            self.app.state().board_presses.finish(&self.key, self.stamp);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_fit() {
        assert_eq!(clip(&"x".repeat(300), MAX_ANSWER_CHARS).chars().count(), MAX_ANSWER_CHARS);
    }

    /// Two presses on one board, the first one's board read the slower: the message shows the
    /// second's board. (Telegram's dispatcher hands one chat's updates over one at a time;
    /// this holds however they are handed over.)
    #[tokio::test]
    async fn the_last_press_on_a_board_is_the_one_drawn_whichever_read_ends_first() {
        let dir = tempfile::TempDir::new().unwrap();
        let (app, _store, _kept, _told) = App::for_tests(dir.path()).await;

        let (chat, message) = (-100_i64, 5);
        let shown = "L:p:month:0";
        let press = |id: &str, data: &str| -> CallbackQuery {
            serde_json::from_value(serde_json::json!({
                "id": id,
                "from": { "id": 7, "is_bot": false, "first_name": "Ana" },
                "message": {
                    "message_id": message, "date": 1_700_000_000,
                    "chat": { "id": chat, "type": "supergroup", "title": "Club" },
                    "text": "🏅 Standings — this month",
                    "reply_markup": { "inline_keyboard": [[
                        { "text": "✅ This month", "callback_data": shown },
                    ]] },
                },
                "chat_instance": "ci", "data": data,
            }))
            .unwrap()
        };
        let (first, second) = (press("q1", "L:s:month:0"), press("q2", "L:p:all:0"));
        // Both arrive, the first one first (`on_callback` takes the ticket before anything
        // is awaited); the second is read and drawn before the first's read ends.
        let first_ticket = app.board_ticket(&first);
        let second_ticket = app.board_ticket(&second);
        assert!(matches!(app.press(&second, second_ticket).await, Ok(Answer::Quiet)));
        let key = SlotKey::Board { message: MessageId(message) };
        let asked = app.outbox.wanted(ChatId(chat), &key).map(|c| c.text);
        assert!(asked.as_deref().is_some_and(|t| t.starts_with("🏅 Standings — all time")));
        // The first, read last, is answered quietly and changes nothing.
        assert!(matches!(app.press(&first, first_ticket).await, Ok(Answer::Quiet)));
        assert_eq!(app.outbox.wanted(ChatId(chat), &key).map(|c| c.text), asked);
        assert_eq!(app.state().board_presses.len(), 0, "nothing kept once both are over");
    }
}
