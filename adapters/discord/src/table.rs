//! Each channel's public table message, and where effects are shown.
//!
//! The table message is drawn by one task per channel at a time, always from the session's
//! current view, so edits never go back in time and a burst of changes collapses into the
//! edits needed. The latest view stays pending until it is shown: an edit that fails is tried
//! again (after the wait a 429 names, or a growing pause) with whatever is latest then.

use std::sync::Arc;
use std::time::{Duration, Instant};

use bot_core::i18n::{own_notice, Lang};
use bot_core::ids::{ChannelKey, MatchId, SeatKind, UserRef};
use bot_core::session::{Audience, Effect, HandOverView, MatchEnd, MoveView, Notice, TableView};
use bot_core::store::{MessageKind, MessageLocation};
use bot_core::table::parse_language;
use bot_core::table::side_label;
use reqwest::Method;
use serenity::all::{ChannelId, MessageId};
use tracing::Instrument;

use crate::bot::{guild_of, Bot};
use crate::hands::HandNews;
use crate::i18n::{tr, Key};
use crate::render::{self, TableExtras, NEWS_LINES};

/// Longest pause between tries of a table edit that keeps failing (the pause grows by 0.2 s a
/// failure up to it; a 429 waits as long as it says besides).
const LONGEST_PAUSE: Duration = Duration::from_secs(5);

/// What an applied command produced for the person who gave it.
#[derive(Debug, Default)]
pub(crate) struct Acted {
    /// Their hand changed or must be shown.
    pub(crate) hand: bool,
    /// Notices in their language.
    pub(crate) notes: Vec<String>,
    /// A hand scored, the match going on.
    pub(crate) hand_ended: Option<HandOverView>,
    /// The first move the command made: the actor's own.
    pub(crate) own_move: Option<MoveView>,
    /// New cards were dealt within the hand, the match going on.
    pub(crate) dealt: bool,
    /// The match ended.
    pub(crate) over: bool,
}

/// A channel's table: its state, shared by the tasks that show effects.
pub(crate) struct TableSlot {
    state: std::sync::Mutex<SlotState>,
}

impl TableSlot {
    pub(crate) fn state(&self) -> std::sync::MutexGuard<'_, SlotState> {
        // A panic while holding it leaves plain data behind: go on with it.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// A channel's public table message and what it shows besides the session's view.
pub(crate) struct SlotState {
    lang: Lang,
    pub(crate) message: Option<MessageId>,
    game: Option<MatchId>,
    extras: TableExtras,
    /// The last view seen, for a session that has left memory (closed or evicted).
    last: Option<(TableView, Vec<SeatKind>)>,
    /// What the message shows now, so an edit that changes nothing is skipped.
    shown: String,
    /// A change is waiting to be shown.
    dirty: bool,
    /// A task is showing changes.
    drawing: bool,
    /// The match stored with the message's location.
    stored_game: Option<MatchId>,
    /// The news or the last hand changed since the location was stored (they are stored with
    /// it, so a restarted bot shows them still).
    extras_changed: bool,
    /// The nonce of the table message being posted, kept until Discord answers: a post sent
    /// again after an answer that never came gets the message the first one made.
    post_nonce: Option<String>,
    /// When the slot was last asked for or drawn: a slot in use is never let go.
    touched: Instant,
    /// Table messages of earlier matches here whose buttons are still to be taken off: the
    /// Rematch of a finished match is only refused once another match has a table of its own.
    retired: Vec<MessageId>,
    /// The call back to everyone away, while it stands (its location is stored).
    pub(crate) call_back: CallBack,
}

/// The message calling back a table's people, all away: deleted once one is back or the game
/// ends (it would say something false, with a button that no longer matters).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum CallBack {
    /// None stands.
    #[default]
    None,
    /// Being posted.
    Posting,
    /// Being posted, but no longer wanted: deleted as soon as it is made.
    Unwanted,
    /// Posted: this message.
    Shown(u64),
}

/// The news and the last hand stored with a table's location.
fn stored_extras(data: &serde_json::Value) -> TableExtras {
    let news = data
        .get("news")
        .and_then(serde_json::Value::as_array)
        .map(|lines| lines.iter().filter_map(|l| l.as_str().map(str::to_string)).collect())
        .unwrap_or_default();
    let text = |key: &str| data.get(key).and_then(serde_json::Value::as_str).map(str::to_string);
    TableExtras {
        news,
        last_hand: text("last_hand"),
        away_line: text("away_line"),
        started_line: text("started_line"),
    }
}

/// The winning side's stored names, when `effects` end the match with a win.
fn winners(effects: &[Effect]) -> Option<&[String]> {
    effects.iter().rev().find_map(|e| match e {
        Effect::Table(TableView { end: Some(MatchEnd::Won { names, .. }), .. }) => {
            Some(names.as_slice())
        }
        _ => None,
    })
}

/// A stored language (any spelling the core reads); an unknown one reads as none.
pub(crate) fn stored_lang(data: &serde_json::Value) -> Option<Lang> {
    data.get("lang").and_then(serde_json::Value::as_str).and_then(parse_language)
}

impl Bot {
    /// Shows effects: news and the table for everyone, hands to their players' own messages,
    /// the turn to the person to move.
    pub(crate) async fn publish(
        self: &Arc<Self>,
        key: &ChannelKey,
        actor: Option<&UserRef>,
        effects: &[Effect],
        actor_lang: Lang,
    ) -> Acted {
        let mut acted = Acted::default();
        let mut table_changed = false;
        let mut others = Vec::new();
        let mut turn = None;
        let mut view = None;
        let mut set_aside = Vec::new();
        let mut over = false;
        // The actor's seat name here, so that their own claim, resignation or stop reads "you".
        let actor_name = match actor {
            Some(user) if effects.iter().any(|e| matches!(e, Effect::Notice { .. })) => {
                let sessions = self.service.sessions();
                let name = |s: &bot_core::session::Session| s.seat_of(user).map(|i| s.seat_name(i));
                sessions.inspect(key, name).await.flatten()
            }
            _ => None,
        };
        // The match the effects are of (none for a lobby).
        let game = effects.iter().find_map(|e| match e {
            Effect::Table(v) => v.seq.map(|s| s.game),
            _ => None,
        });
        let slot = self.slot(key).await;
        let end_lang;
        // Everyone is away: they are called back in a new message.
        let mut call_back = None;
        {
            let mut slot = slot.state();
            end_lang = slot.lang;
            for effect in effects {
                if let Effect::Table(view) = effect {
                    slot.follow(view);
                }
            }
            let mut said = 0;
            // The news line of a stop, a resignation or a failed claim: its table's result
            // says who did it already.
            let mut ending_line = None;
            let mut started_gone = false;
            for effect in effects {
                match effect {
                    Effect::Notice { to: Audience::Public, notice } => {
                        if matches!(notice, Notice::EveryoneAway { .. }) {
                            call_back = Some(notice.clone());
                            // "The computer plays for them" above "the game waits" would
                            // contradict it.
                            slot.extras.news.clear();
                        }
                        let line = render::notice_line(slot.lang, notice);
                        if matches!(notice, Notice::EveryoneAway { .. }) {
                            slot.extras.away_line = Some(line.clone());
                        }
                        if matches!(notice, Notice::Started | Notice::Rematch { .. }) {
                            slot.extras.started_line = Some(line.clone());
                        }
                        said += 1;
                        if matches!(
                            notice,
                            Notice::Aborted { .. }
                                | Notice::Resigned { .. }
                                | Notice::Claimed { .. }
                        ) {
                            ending_line = Some(line.clone());
                        }
                        // The lobby says who opened it ("Ana opened a game"): not again as
                        // news under it.
                        if !matches!(notice, Notice::Created { .. }) {
                            slot.extras.news.push(line);
                            let excess = slot.extras.news.len().saturating_sub(NEWS_LINES);
                            slot.extras.news.drain(..excess);
                            slot.extras_changed = true;
                        }
                        // A stop is always the actor's own (the lobby may be gone already).
                        let own = matches!(notice, Notice::Aborted { .. }) && actor.is_some()
                            || actor_name.is_some() && notice.subject() == actor_name.as_deref();
                        let mut note = own.then(|| own_notice(notice, actor_lang)).flatten();
                        // The stopper's hand says "You stopped the game." already: the answer
                        // says which game, and what becomes of it.
                        if let (Notice::Aborted { .. }, true, Some(game)) = (notice, own, game) {
                            let game = game.0.to_string().into();
                            note = Some(tr(actor_lang, Key::ReplyStopped, &[("game", game)]));
                        }
                        // The resigner's hand says "Bob won: you resigned." already: the answer
                        // says which game, and who has it.
                        if let (Notice::Resigned { .. }, true, Some(game), Some(names)) =
                            (notice, own, game, winners(effects))
                        {
                            let winner = side_label(names, actor_lang);
                            let winner = crate::markdown::escape(&winner);
                            let args =
                                [("game", game.0.to_string().into()), ("winner", winner.into())];
                            note = Some(tr(actor_lang, Key::ReplyResigned, &args));
                        }
                        acted
                            .notes
                            .push(note.unwrap_or_else(|| render::notice_line(actor_lang, notice)));
                    }
                    Effect::Notice { to: Audience::User(user), notice } => {
                        if actor == Some(user) {
                            acted.notes.push(render::notice_line(actor_lang, notice));
                        }
                    }
                    Effect::HandOver(v) => {
                        acted.hand_ended = Some(v.clone());
                        slot.extras.last_hand = Some(render::hand_over_line(slot.lang, v));
                        slot.extras_changed = true;
                    }
                    Effect::Table(v) => {
                        table_changed = true;
                        let seats = slot.last.take().map(|(_, s)| s).unwrap_or_default();
                        slot.last = Some((v.clone(), seats));
                        view = Some(v.clone());
                    }
                    Effect::Hand { user, .. } => {
                        if actor == Some(user) {
                            acted.hand = true;
                        } else if !others.contains(user) {
                            others.push(user.clone());
                        }
                    }
                    Effect::Turn(t) => turn = Some(t.clone()),
                    Effect::MatchOver(_) => over = true,
                    Effect::Move(mv) => {
                        // "The game has started" (or who started a rematch) is old news once a
                        // card is down: looked for once a batch, and only while there is news
                        // to look in.
                        if !started_gone && !slot.extras.news.is_empty() {
                            started_gone = true;
                            let started = render::notice_line(slot.lang, &Notice::Started);
                            let rematch = slot.extras.started_line.take();
                            let before = slot.extras.news.len();
                            slot.extras
                                .news
                                .retain(|n| *n != started && Some(n) != rematch.as_ref());
                            slot.extras_changed |= slot.extras.news.len() != before;
                        }
                        acted.dealt |= mv.dealt;
                        if acted.own_move.is_none() {
                            acted.own_move = Some(mv.clone());
                        }
                    }
                    Effect::SetAside { game } => set_aside.push(*game),
                }
            }
            if view.as_ref().is_some_and(|v| !v.nobody_home()) {
                // Someone is back: "the game waits" is no longer so.
                if let Some(line) = slot.extras.away_line.take() {
                    slot.extras.news.retain(|n| *n != line);
                    slot.extras_changed = true;
                }
            }
            if over {
                // A closed hand says the match is over instead.
                acted.hand_ended = None;
                acted.dealt = false;
                // The ended table keeps only the news of its end (a resignation, a stop):
                // older news would read as if it had just happened.
                let old = slot.extras.news.len().saturating_sub(said);
                slot.extras.news.drain(..old);
                // "Stopped by Ana", "Ana resigned" are the ended table's result: not again
                // as news under it.
                let said_by_end = view
                    .as_ref()
                    .and_then(|v| v.end.as_ref())
                    .is_some_and(MatchEnd::names_who_ended_it);
                if let Some(line) = ending_line.as_ref().filter(|_| said_by_end) {
                    slot.extras.news.retain(|n| n != line);
                }
                slot.extras_changed = true;
            }
        }
        if table_changed {
            self.refresh_table(key);
        }
        // The turn notice follows the table: the person to move, or nobody. Someone whose own
        // command brought the turn back to them is looking already (the answer shows their
        // hand): no notice for them.
        let seen = turn.as_ref().filter(|t| actor == Some(&t.user)).map(|t| t.seq);
        let turn = turn.filter(|t| actor != Some(&t.user));
        if turn.is_some() || view.is_some() {
            self.want_notice(key, turn, view.as_ref(), seen).await;
        }
        self.call_back(
            key,
            &slot,
            call_back,
            view.as_ref(),
            over || !set_aside.is_empty(),
            end_lang,
        );
        acted.over = over;
        if over {
            if let Some(ended) = view.clone() {
                let (me, key, lang) = (Arc::clone(self), key.clone(), end_lang);
                self.tasks
                    .spawn(async move { me.post_end(&key, lang, &ended).await }.in_current_span());
            }
            // The core redraws only the hand of whoever ended it: the others' messages would
            // still say whom they wait for, with buttons that can no longer play.
            for entry in self.hands.iter() {
                let (channel, user) = entry.key();
                if channel == key && actor != Some(user) && !others.contains(user) {
                    others.push(user.clone());
                }
            }
        }
        for user in others {
            let (me, key) = (Arc::clone(self), key.clone());
            let news = HandNews { ended: acted.hand_ended.clone(), dealt: acted.dealt };
            self.tasks
                .spawn(async move { me.push_hand(&key, &user, news).await }.in_current_span());
        }
        for game in set_aside {
            let (me, key) = (Arc::clone(self), key.clone());
            self.tasks.spawn(async move { me.close_set_aside(&key, game).await }.in_current_span());
        }
        acted
    }

    /// Calls back everyone away (`call_back`: their notice) in a new message, or deletes the
    /// one standing once someone is back (`view` has a person home) or the game is `over`.
    fn call_back(
        self: &Arc<Self>,
        key: &ChannelKey,
        slot: &Arc<TableSlot>,
        call_back: Option<Notice>,
        view: Option<&TableView>,
        over: bool,
        lang: Lang,
    ) {
        let game = view.and_then(|v| v.seq).map(|s| s.game);
        let body = call_back.zip(game).and_then(|(n, g)| render::everyone_away(lang, &n, g));
        let mut state = slot.state();
        if let Some(body) = body {
            state.call_back = CallBack::Posting;
            let (me, key, slot) = (Arc::clone(self), key.clone(), Arc::clone(slot));
            self.tasks.spawn(
                async move {
                    let posted = me.post_once(&key, &body).await;
                    // Stored before it is shown as standing: a deletion (someone back) then
                    // always comes after, and forgets it.
                    if let (Some(id), Some(game)) = (posted, game) {
                        me.keep_call_back(&key, id, game).await;
                    }
                    let unwanted = {
                        let mut state = slot.state();
                        let unwanted = state.call_back == CallBack::Unwanted;
                        state.call_back = match posted {
                            Some(id) if !unwanted => CallBack::Shown(id),
                            _ => CallBack::None,
                        };
                        unwanted
                    };
                    if let (true, Some(id)) = (unwanted, posted) {
                        me.delete_in(&key, id).await;
                        me.forget_call_back(&key, id).await;
                    }
                }
                .in_current_span(),
            );
            return;
        }
        let someone_back = view.is_some_and(|v| !v.nobody_home());
        if !(over || someone_back) {
            return;
        }
        match state.call_back {
            CallBack::None | CallBack::Unwanted => {}
            CallBack::Posting => state.call_back = CallBack::Unwanted,
            CallBack::Shown(id) => {
                state.call_back = CallBack::None;
                let (me, key) = (Arc::clone(self), key.clone());
                self.tasks.spawn(
                    async move {
                        me.delete_in(&key, id).await;
                        me.forget_call_back(&key, id).await;
                    }
                    .in_current_span(),
                );
            }
        }
    }

    /// Stores where the call back to everyone away is: a restarted bot still deletes it once
    /// someone is back or the game is over.
    async fn keep_call_back(&self, key: &ChannelKey, id: u64, game: MatchId) {
        let location = MessageLocation {
            kind: MessageKind::CallBack,
            channel: key.clone(),
            user: None,
            chat: key.channel.clone(),
            message: id.to_string(),
            game: Some(game),
            moves: None,
            data: serde_json::json!({}),
        };
        if let Err(e) = self.keep_location(location).await {
            tracing::warn!(error = %e, "call back location not stored");
        }
    }

    /// Forgets where the call back `id` was, once it is deleted.
    async fn forget_call_back(&self, key: &ChannelKey, id: u64) {
        let message = id.to_string();
        let entry = (MessageKind::CallBack, key.clone());
        self.stored.remove_if(&entry, |_, at| at.message == message);
        let store = self.service.sessions().store();
        let only = Some(message.as_str());
        if let Err(e) = store.forget_message_location(MessageKind::CallBack, key, None, only).await
        {
            tracing::warn!(error = %e, "call back location not forgotten");
        }
    }

    /// Forgets a channel's table message: a new game gets a message of its own.
    pub(crate) async fn reset_table(&self, key: &ChannelKey, lang: Lang) {
        let slot = self.slot(key).await;
        let mut slot = slot.state();
        slot.lang = lang;
        // A new game's table is a new message: the last one's Rematch would only be refused.
        let old = slot.message.take();
        slot.retired.extend(old);
        slot.game = None;
        slot.stored_game = None;
        slot.extras = TableExtras::default();
        slot.extras_changed = false;
        slot.last = None;
        slot.shown.clear();
    }

    /// Takes the buttons off `message`, an old table of this channel someone pressed: its
    /// place was let go (a restart, a long idle), so a new game could not retire it, and its
    /// Rematch would only be refused again.
    pub(crate) async fn close_old_table(&self, key: &ChannelKey, message: MessageId) {
        let slot = self.slot(key).await;
        {
            let mut state = slot.state();
            if state.message == Some(message) || state.retired.contains(&message) {
                return;
            }
            state.retired.push(message);
        }
        self.close_retired(key, &slot).await;
    }

    /// A channel's table slot; after a restart, at the message it had (stored where it is).
    pub(crate) async fn slot(&self, key: &ChannelKey) -> Arc<TableSlot> {
        // The map's guard goes before the slot is locked.
        let known = self.tables.get(key).map(|s| Arc::clone(s.value()));
        if let Some(slot) = known {
            slot.state().touched = Instant::now();
            return slot;
        }
        let stored = self.stored.get(&(MessageKind::Table, key.clone())).map(|e| e.value().clone());
        let lang = match stored.as_ref().and_then(|l| stored_lang(&l.data)) {
            Some(lang) => lang,
            None => self.server_lang(guild_of(key)).await,
        };
        let message =
            stored.as_ref().and_then(|l| l.message.parse::<u64>().ok()).filter(|m| *m != 0);
        let game = stored.as_ref().and_then(|l| l.game);
        let extras = stored.as_ref().map(|l| stored_extras(&l.data)).unwrap_or_default();
        // The call back standing when the bot stopped, if it is of the same game.
        let called = self.stored.get(&(MessageKind::CallBack, key.clone())).and_then(|e| {
            let at = e.value();
            at.message.parse::<u64>().ok().filter(|_| game.is_some() && at.game == game)
        });
        let state = SlotState {
            lang,
            message: message.map(MessageId::new),
            game,
            extras,
            extras_changed: false,
            last: None,
            shown: String::new(),
            dirty: false,
            drawing: false,
            stored_game: game,
            post_nonce: None,
            touched: Instant::now(),
            retired: Vec::new(),
            call_back: called.map_or(CallBack::None, CallBack::Shown),
        };
        let slot = TableSlot { state: std::sync::Mutex::new(state) };
        let entry = self.tables.entry(key.clone()).or_insert_with(|| Arc::new(slot));
        Arc::clone(entry.value())
    }

    /// Asks for the channel's table to be drawn as the session has it now. One task draws at
    /// a time; a change made meanwhile is drawn after, from the latest view.
    pub(crate) fn refresh_table(self: &Arc<Self>, key: &ChannelKey) {
        let Some(slot) = self.tables.get(key).map(|s| Arc::clone(s.value())) else { return };
        {
            let mut state = slot.state();
            state.dirty = true;
            if state.drawing {
                return;
            }
            state.drawing = true;
        }
        let (me, key) = (Arc::clone(self), key.clone());
        self.tasks.spawn(async move { me.draw_table(&key, slot).await }.in_current_span());
    }

    /// Draws the table until what it shows is the latest view: pending until delivered.
    async fn draw_table(&self, key: &ChannelKey, slot: Arc<TableSlot>) {
        let mut failures: u32 = 0;
        loop {
            {
                let mut state = slot.state();
                state.dirty = false;
                state.touched = Instant::now();
            }
            let shown = self.draw_once(key, &slot).await;
            // After the table is drawn: the new game's table does not wait for these, and an
            // edit of an old one still on its way when it was retired lands before this.
            self.close_retired(key, &slot).await;
            let pause = {
                let mut state = slot.state();
                match shown {
                    Drawn::Done if !state.dirty => {
                        state.drawing = false;
                        return;
                    }
                    Drawn::Done => {
                        failures = 0;
                        None
                    }
                    Drawn::GiveUp => {
                        // Discord will not take it (no access, a bad request): the next change
                        // tries again.
                        state.drawing = false;
                        return;
                    }
                    Drawn::Later => {
                        // Still the latest to show, whatever comes meanwhile: tried again.
                        state.dirty = true;
                        failures += 1;
                        Some((Duration::from_millis(200) * failures).min(LONGEST_PAUSE))
                    }
                }
            };
            if let Some(pause) = pause {
                tokio::time::sleep(pause).await;
            }
        }
    }

    /// Takes the buttons off the table messages of earlier matches here (their content stays
    /// as it ended). One that cannot be edited now is left as it is: a press on it is refused
    /// as belonging to an earlier game.
    async fn close_retired(&self, key: &ChannelKey, slot: &TableSlot) {
        let Ok(channel) = key.channel.parse::<u64>().map(ChannelId::new) else { return };
        let retired = std::mem::take(&mut slot.state().retired);
        for message in retired {
            let path = format!("/channels/{channel}/messages/{message}");
            let bucket = format!("edit:{channel}");
            let edit = serenity::all::EditMessage::new().components(Vec::new());
            if let Err(e) = self.rest.call(Method::PATCH, &path, &bucket, Some(&edit), None).await {
                tracing::debug!(channel = %key, error = %e, "an old table keeps its buttons");
            }
        }
    }

    async fn draw_once(&self, key: &ChannelKey, slot: &TableSlot) -> Drawn {
        let Ok(channel) = key.channel.parse::<u64>().map(ChannelId::new) else {
            return Drawn::GiveUp;
        };
        let sessions = self.service.sessions();
        let current = sessions.inspect(key, |s| (s.table_view(), s.seats().to_vec())).await;
        let level = self.service.defaults().level;
        let (body, shown, message) = {
            let mut state = slot.state();
            let Some((view, seats)) = current.or_else(|| state.last.clone()) else {
                return Drawn::Done;
            };
            state.follow(&view);
            let body = render::table(state.lang, &view, &seats, &state.extras, level);
            let shown = body.fingerprint();
            if shown == state.shown {
                return Drawn::Done;
            }
            (body, shown, state.message)
        };
        if let Some(message) = message {
            let path = format!("/channels/{channel}/messages/{message}");
            let bucket = format!("edit:{channel}");
            match self.rest.call(Method::PATCH, &path, &bucket, Some(&body.edit()), None).await {
                Ok(_) => {
                    {
                        let mut state = slot.state();
                        if state.message == Some(message) {
                            state.shown = shown;
                        }
                    }
                    self.keep_table_location(key, slot, channel).await;
                    return Drawn::Done;
                }
                // Deleted by someone: post the table again.
                Err(e) if e.gone() => {}
                Err(e) if e.passing() => {
                    tracing::debug!(channel = %key, error = %e, "table not edited yet");
                    return Drawn::Later;
                }
                Err(e) => {
                    tracing::warn!(channel = %key, error = %e, "table not edited");
                    return Drawn::GiveUp;
                }
            }
        }
        let path = format!("/channels/{channel}/messages");
        let bucket = format!("create:{channel}");
        let (nonce, again) = {
            let mut state = slot.state();
            let again = state.post_nonce.is_some();
            (state.post_nonce.get_or_insert_with(render::new_nonce).clone(), again)
        };
        let create = body.message_once(&nonce);
        let posted = match self.rest.call(Method::POST, &path, &bucket, Some(&create), None).await {
            Ok(json) => json["id"].as_str().and_then(|id| id.parse::<u64>().ok()),
            Err(e) if e.passing() => {
                tracing::debug!(channel = %key, error = %e, "table not posted yet");
                return Drawn::Later;
            }
            Err(e) => {
                tracing::warn!(channel = %key, error = %e, "table not posted");
                slot.state().post_nonce = None;
                return Drawn::GiveUp;
            }
        };
        slot.state().post_nonce = None;
        let Some(id) = posted.filter(|id| *id != 0) else { return Drawn::GiveUp };
        {
            let mut state = slot.state();
            state.message = Some(MessageId::new(id));
            // Sent again, the post may have got the first one's message, showing what the
            // table was then: one edit brings it up to date.
            if again {
                state.shown = String::new();
                state.dirty = true;
            } else {
                state.shown = shown;
            }
            state.stored_game = None;
        }
        self.keep_table_location(key, slot, channel).await;
        Drawn::Done
    }

    /// Stores where the table message is (when it is new, or its match changed).
    async fn keep_table_location(&self, key: &ChannelKey, slot: &TableSlot, channel: ChannelId) {
        let location = {
            let mut state = slot.state();
            let Some(message) = state.message else { return };
            let same = state.stored_game == state.game && state.stored_game.is_some();
            if same && !state.extras_changed {
                return;
            }
            state.stored_game = state.game;
            state.extras_changed = false;
            MessageLocation {
                kind: MessageKind::Table,
                channel: key.clone(),
                user: None,
                chat: channel.to_string(),
                message: message.to_string(),
                game: state.game,
                moves: None,
                data: serde_json::json!({
                    "lang": state.lang.code(),
                    "news": state.extras.news,
                    "last_hand": state.extras.last_hand,
                    "away_line": state.extras.away_line,
                    "started_line": state.extras.started_line,
                }),
            }
        };
        if let Err(e) = self.keep_location(location).await {
            tracing::warn!(error = %e, "table message location not stored");
        }
    }
}

/// What became of one drawing of the table.
enum Drawn {
    /// Shown (or nothing to show).
    Done,
    /// Not shown for a reason that may pass: try again.
    Later,
    /// Not shown, and Discord will not take it.
    GiveUp,
}

impl SlotState {
    /// Whether nothing is being shown or waits to be, and nobody asked for the slot for
    /// `quiet`: it may be let go once its channel has no session.
    pub(crate) fn settled(&self, quiet: Duration) -> bool {
        !self.drawing && !self.dirty && self.post_nonce.is_none() && self.touched.elapsed() >= quiet
    }

    /// Whether the table shows `game`.
    pub(crate) fn showing(&self, game: MatchId) -> bool {
        self.game == Some(game)
    }

    /// Follows the table to a new match: a rematch gets a table message of its own.
    fn follow(&mut self, view: &TableView) {
        let Some(seq) = view.seq else { return };
        if self.game.is_none() {
            // The lobby became a match: who opened it and who joined is old news now.
            self.extras.news.clear();
            self.extras_changed = true;
        }
        if self.game.is_some_and(|g| g != seq.game) {
            self.retired.extend(self.message.take());
            self.extras = TableExtras::default();
            self.shown.clear();
            self.stored_game = None;
        }
        self.game = Some(seq.game);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn news_and_the_last_hand_come_back_after_a_restart() {
        let extras = stored_extras(&serde_json::json!({
            "lang": "hr", "news": ["Ana joined", "Bob is back"], "last_hand": "Hand 1: Ana 14",
            "away_line": "Everyone is away"
        }));
        assert_eq!(extras.news, ["Ana joined", "Bob is back"]);
        assert_eq!(extras.last_hand.as_deref(), Some("Hand 1: Ana 14"));
        // Which line says everyone is away: the restart, which brings everyone back, drops it.
        assert_eq!(extras.away_line.as_deref(), Some("Everyone is away"));
        assert!(stored_extras(&serde_json::json!({})).news.is_empty());
    }

    #[test]
    fn stored_languages_of_earlier_versions_still_read() {
        assert_eq!(stored_lang(&serde_json::json!({ "lang": "sr" })), Some(Lang::SrLatn));
        assert_eq!(stored_lang(&serde_json::json!({ "lang": "xx" })), None);
        assert_eq!(stored_lang(&serde_json::json!({})), None);
    }
}
