//! The turn notice: a new message (an edit notifies nobody) telling the person to move that it
//! is their turn, with the button that shows their cards. One per channel at most: the
//! previous notice is deleted when the next one is posted, and when nobody is to move. In the
//! game's channel by default, mentioning them; by direct message when the server says so.
//!
//! One task per channel posts the latest turn: turns that pass while a notice is on its way
//! are not announced (their player has moved already). Where the notice is is stored, so a
//! restarted bot knows whom it has told: the person to move is told again only if they were
//! not told of this turn.

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use bot_core::i18n::Lang;
use bot_core::ids::{ChannelKey, MatchId, Platform};
use bot_core::session::{PhaseView, Seq, TableView, TurnView};
use bot_core::store::{MessageKind, MessageLocation};
use bot_core::table::TurnNotice;
use reqwest::Method;
use serde_json::json;
use tracing::Instrument;

use crate::bot::{guild_of, Bot};
use crate::custom_id::ButtonId;
use crate::render;
use crate::rest::RestError;

/// Longest pause between tries of a notice that keeps failing.
const LONGEST_PAUSE: Duration = Duration::from_secs(5);

/// A channel's turn notice.
#[derive(Default)]
pub(crate) struct NoticeSlot {
    state: Mutex<NoticeState>,
}

#[derive(Default)]
struct NoticeState {
    /// The turn to announce now (`None`: nobody's).
    want: Option<TurnView>,
    /// The notice standing, if any.
    shown: Option<Shown>,
    /// A task is posting.
    running: bool,
    /// The turn a notice could not be posted for (Discord refused it for good).
    refused: Option<Seq>,
    /// The turn its person saw come by their own command: no notice for it, whoever acts next
    /// without moving.
    seen: Option<Seq>,
    /// When the slot was last asked for (`None`: never since it was made).
    touched: Option<Instant>,
    /// The newest position asked about, by a turn or a table: a turn shown late (two
    /// commands shown out of order) is older, and is not announced, even once the game is
    /// over and no turn is wanted.
    latest: Option<Seq>,
}

/// A notice as it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Shown {
    /// Where it is (the game's channel, or a direct-message channel).
    channel: u64,
    message: u64,
    user: String,
    seq: Seq,
    /// The turn's deadline it shows (a restart arms a new timer: the notice is edited to it).
    deadline: Option<i64>,
}

impl NoticeSlot {
    fn state(&self) -> MutexGuard<'_, NoticeState> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Whether no notice stands, none is wanted or on its way, and nobody asked for the slot
    /// for `quiet`: it may be let go once its channel has no session.
    pub(crate) fn settled(&self, quiet: Duration) -> bool {
        let state = self.state();
        !state.running
            && state.want.is_none()
            && state.shown.is_none()
            && state.touched.is_none_or(|t| t.elapsed() >= quiet)
    }
}

impl Bot {
    /// The channel's notice slot; after a restart, with the notice it had.
    pub(crate) fn notice_slot(&self, key: &ChannelKey) -> Arc<NoticeSlot> {
        // The map's guard goes before the slot is locked.
        let known = self.notices.get(key).map(|s| Arc::clone(s.value()));
        if let Some(slot) = known {
            slot.state().touched = Some(Instant::now());
            return slot;
        }
        let stored =
            self.stored.get(&(MessageKind::Notice, key.clone())).map(|e| e.value().clone());
        let shown = stored.and_then(|at| {
            Some(Shown {
                channel: at.chat.parse().ok()?,
                message: at.message.parse().ok()?,
                user: at.data.get("user")?.as_str()?.to_string(),
                seq: Seq { game: at.game?, moves: at.moves? },
                deadline: at.data.get("deadline").and_then(serde_json::Value::as_i64),
            })
        });
        let slot = NoticeSlot::default();
        {
            let mut state = slot.state();
            state.shown = shown;
            state.touched = Some(Instant::now());
        }
        let entry = self.notices.entry(key.clone()).or_insert_with(|| Arc::new(slot));
        Arc::clone(entry.value())
    }

    /// The turn to announce in `key` now: `turn`, or nobody's when the table says no person is
    /// to move (the match is over, or the computer plays). `seen`: a turn its person has in
    /// front of them already (their own command brought it), never announced.
    pub(crate) async fn want_notice(
        self: &Arc<Self>,
        key: &ChannelKey,
        turn: Option<TurnView>,
        table: Option<&TableView>,
        seen: Option<Seq>,
    ) {
        let slot = self.notice_slot(key);
        {
            let mut state = slot.state();
            if seen.is_some() {
                state.seen = seen;
            }
            let position = turn.as_ref().map(|t| t.seq).or(table.and_then(|t| t.seq));
            if let Some(position) = position {
                match state.latest {
                    Some(l) if l.game == position.game && position.moves < l.moves => return,
                    _ => state.latest = Some(position),
                }
            }
            let want = match (&turn, table) {
                (Some(t), _) => Some(t.clone()),
                (None, Some(t)) if t.phase == PhaseView::Playing && t.to_move.is_some() => {
                    let mover = t.seats.iter().find(|s| Some(s.seat) == t.to_move);
                    let person = mover.is_some_and(|s| !s.computer && !s.away);
                    if person && state.want.as_ref().is_some_and(|w| Some(w.seq) == t.seq) {
                        // The same turn, still a person's: its notice stands (deleted and
                        // posted again, it would ping them twice).
                        return;
                    }
                    // A table without a turn: the person to move is away (the computer plays
                    // for them), or every person is: nobody to tell.
                    None
                }
                (None, _) => None,
            };
            let want = want.filter(|w| state.seen != Some(w.seq));
            // An older position never replaces a newer one (two commands shown out of order).
            if let (Some(new), Some(old)) = (&want, &state.want) {
                if new.seq.game == old.seq.game && new.seq.moves < old.seq.moves {
                    return;
                }
            }
            state.want = want;
            if state.running {
                return;
            }
            state.running = true;
        }
        let (me, key) = (Arc::clone(self), key.clone());
        self.tasks.spawn(async move { me.post_notices(&key, slot).await }.in_current_span());
    }

    /// Posts the latest turn's notice and deletes the one before, until the notice standing is
    /// the one wanted.
    async fn post_notices(&self, key: &ChannelKey, slot: Arc<NoticeSlot>) {
        // Once the bot knows who it is (READY), which may come after the first turn resumed.
        // Notices are posted by this task alone, and each deletes the one before: any but the
        // one standing is an orphan.
        if let Some(&me) = self.me.get() {
            if self.unswept.remove(key).is_some() {
                let (standing, want) = {
                    let state = slot.state();
                    (state.shown.as_ref().map(|s| s.message), state.want.clone())
                };
                match self.sweep_orphan_notices(key, me, standing, want.as_ref()).await {
                    Ok(Some(adopted)) => {
                        slot.state().shown = Some(adopted.clone());
                        self.keep_notice(key, Some(&adopted)).await;
                    }
                    Ok(None) => {}
                    // Not read this time (a 429, a 5xx): looked for again at the next notice.
                    Err(()) => {
                        self.unswept.insert(key.clone());
                    }
                }
            }
        }
        let mut failures: u32 = 0;
        // The nonce of the notice being posted and its turn: sent again for the same turn
        // after an answer that never came, Discord returns the notice the first send made.
        let mut pending: Option<(Seq, String)> = None;
        loop {
            let (want, shown) = {
                let mut state = slot.state();
                let want = state.want.clone();
                let done = match (&want, &state.shown) {
                    (Some(w), Some(s)) => {
                        s.user == w.user.id && s.seq == w.seq && s.deadline == w.deadline
                    }
                    (None, None) => true,
                    (Some(w), None) => state.refused == Some(w.seq),
                    (None, Some(_)) => false,
                };
                if done {
                    state.running = false;
                    return;
                }
                (want, state.shown.clone())
            };
            let step = match (&want, &shown) {
                // The turn announced already, with another deadline: edited, not pinged again.
                (Some(turn), Some(standing))
                    if standing.user == turn.user.id && standing.seq == turn.seq =>
                {
                    self.retime_notice(key, turn, standing).await
                }
                (Some(turn), _) => {
                    if pending.as_ref().is_none_or(|(seq, _)| *seq != turn.seq) {
                        pending = Some((turn.seq, render::new_nonce()));
                    }
                    let nonce = pending.as_ref().map_or("", |(_, n)| n.as_str());
                    self.post_notice(key, turn, nonce, &slot).await
                }
                (None, _) => Ok(None),
            };
            if step.is_ok() {
                pending = None;
            }
            match step {
                Ok(posted) => {
                    failures = 0;
                    {
                        let mut state = slot.state();
                        state.shown = posted.clone();
                        if posted.is_none() {
                            state.refused = want.as_ref().map(|w| w.seq);
                        }
                    }
                    self.keep_notice(key, posted.as_ref()).await;
                    let kept = posted.as_ref().map(|p| p.message);
                    if let Some(old) = shown.filter(|old| Some(old.message) != kept) {
                        self.delete_notice(&old).await;
                    }
                }
                // Withdrawn (or failed) while the turn passed: the next one goes at once.
                Err(())
                    if slot.state().want.as_ref().map(|w| w.seq)
                        != want.as_ref().map(|w| w.seq) => {}
                Err(()) => {
                    failures += 1;
                    let pause = (Duration::from_millis(200) * failures).min(LONGEST_PAUSE);
                    tokio::time::sleep(pause).await;
                }
            }
        }
    }

    /// Posts the notice of `turn`: `Ok(Some)` posted, `Ok(None)` refused for good, `Err` not
    /// yet (try again).
    async fn post_notice(
        &self,
        key: &ChannelKey,
        turn: &TurnView,
        nonce: &str,
        slot: &NoticeSlot,
    ) -> Result<Option<Shown>, ()> {
        // A notice waiting for its bucket while its person moved (or the game ended) would
        // ping them for a turn gone: it is not sent.
        let wanted = || slot.state().want.as_ref().is_some_and(|w| w.seq == turn.seq);
        let Ok(user) = turn.user.id.parse::<u64>() else { return Ok(None) };
        let guild = guild_of(key);
        let settings = match guild {
            Some(g) => self.service.settings(Platform::Discord, &g.to_string()).await,
            None => Default::default(),
        };
        let lang = self.server_lang(guild).await;
        if settings.notify_or(TurnNotice::Channel) == TurnNotice::Private {
            if let Some(channel) = self.dm_channel(user).await? {
                let body = self.dm_notice_body(key, turn, user).await;
                match self.post_in(channel, &body, nonce, &wanted).await {
                    Ok(Some(message)) => return Ok(Some(shown(channel, message, turn))),
                    Ok(None) => {
                        // They take no direct messages: told in the channel instead.
                        tracing::debug!("direct message refused; the notice goes to the channel");
                    }
                    Err(()) => return Err(()),
                }
            }
        }
        let Ok(channel) = key.channel.parse::<u64>() else { return Ok(None) };
        let body = render::turn_notice(lang, user, &turn.name, turn.seq, turn.deadline);
        match self.post_in(channel, &body, nonce, &wanted).await? {
            Some(message) => Ok(Some(shown(channel, message, turn))),
            None => Ok(None),
        }
    }

    /// The turn notice by direct message: read by the player alone, in their own language
    /// when known, with a link to the table's message, which a direct message cannot
    /// otherwise take them to (its button may reach a process not running the game).
    async fn dm_notice_body(&self, key: &ChannelKey, turn: &TurnView, user: u64) -> render::Body {
        let lang = self.reader_lang(user, guild_of(key)).await;
        let table = self.tables.get(key).map(|t| Arc::clone(t.value()));
        let message = table.and_then(|t| t.state().message).map(|m| m.get().to_string());
        let (server, channel) = (&key.server, &key.channel);
        render::turn_notice_dm(lang, server, channel, message.as_deref(), turn.seq, turn.deadline)
    }

    /// Edits the notice `standing` for `turn` to the turn's deadline now (a restart armed a new
    /// timer for it): the turn was announced already, and an edit pings nobody again. A notice
    /// deleted meanwhile is not posted again (`Ok(None)`); `Err`: not yet (try again).
    async fn retime_notice(
        &self,
        key: &ChannelKey,
        turn: &TurnView,
        standing: &Shown,
    ) -> Result<Option<Shown>, ()> {
        let Ok(user) = turn.user.id.parse::<u64>() else { return Ok(None) };
        let guild = guild_of(key);
        let body = if key.channel.parse::<u64>().ok() == Some(standing.channel) {
            let lang = self.server_lang(guild).await;
            render::turn_notice(lang, user, &turn.name, turn.seq, turn.deadline)
        } else {
            self.dm_notice_body(key, turn, user).await
        };
        let path = format!("/channels/{}/messages/{}", standing.channel, standing.message);
        let bucket = format!("edit:{}", standing.channel);
        match self.rest.call(Method::PATCH, &path, &bucket, Some(&body.edit()), None).await {
            Ok(_) => Ok(Some(shown(standing.channel, standing.message, turn))),
            Err(e) if e.gone() => Ok(None),
            Err(e) if e.passing() => Err(()),
            Err(e) => {
                // Left as it was: trying again would not help.
                tracing::warn!(error = %e, "turn notice not edited to its new deadline");
                Ok(Some(shown(standing.channel, standing.message, turn)))
            }
        }
    }

    /// Posts the end of the match shown in `view` in its channel, once. Lost if the process
    /// stops first: the table says it all the same.
    pub(crate) async fn post_end(&self, key: &ChannelKey, lang: Lang, view: &TableView) {
        if let Some(body) = render::end_notice(lang, view) {
            self.post_once(key, &body).await;
        }
    }

    /// Posts `body` in the channel of `key`, once (a nonce makes a send repeated after a lost
    /// answer the same message), giving up after a few failed tries: the message's id, if
    /// it was made.
    pub(crate) async fn post_once(&self, key: &ChannelKey, body: &render::Body) -> Option<u64> {
        let channel = key.channel.parse().ok()?;
        let nonce = render::new_nonce();
        let mut failures: u32 = 0;
        loop {
            match self.post_in(channel, body, &nonce, &|| true).await {
                Ok(made) => return made,
                Err(()) if failures < 6 => {
                    failures += 1;
                    let pause = (Duration::from_millis(200) * failures).min(LONGEST_PAUSE);
                    tokio::time::sleep(pause).await;
                }
                Err(()) => return None,
            }
        }
    }

    /// Deletes `message` from the channel of `key` (gone already is as good).
    pub(crate) async fn delete_in(&self, key: &ChannelKey, message: u64) {
        if let Ok(channel) = key.channel.parse::<u64>() {
            self.delete_message(channel, message).await;
        }
    }

    /// Posts `body` in `channel`: its id, `None` if Discord refuses for good.
    async fn post_in(
        &self,
        channel: u64,
        body: &render::Body,
        nonce: &str,
        wanted: &(dyn Fn() -> bool + Send + Sync),
    ) -> Result<Option<u64>, ()> {
        let path = format!("/channels/{channel}/messages");
        let bucket = format!("create:{channel}");
        let create = body.message_once(nonce);
        let posted =
            self.rest.call_while(Method::POST, &path, &bucket, Some(&create), None, wanted);
        match posted.await {
            Ok(json) => Ok(json["id"].as_str().and_then(|id| id.parse().ok())),
            Err(RestError::Withdrawn) => Err(()),
            Err(e) if e.passing() => {
                tracing::debug!(error = %e, "turn notice not posted yet");
                Err(())
            }
            Err(e) => {
                tracing::warn!(error = %e, "turn notice not posted");
                Ok(None)
            }
        }
    }

    /// A person's direct-message channel, opened once.
    async fn dm_channel(&self, user: u64) -> Result<Option<u64>, ()> {
        if let Some(known) = self.dms.get(&user) {
            return Ok(Some(known.value().get()));
        }
        let body = json!({ "recipient_id": user.to_string() });
        match self.rest.call(Method::POST, "/users/@me/channels", "dm", Some(&body), None).await {
            Ok(json) => {
                let id =
                    json["id"].as_str().and_then(|id| id.parse::<u64>().ok()).filter(|i| *i != 0);
                if let Some(id) = id {
                    self.dms.insert(user, serenity::all::ChannelId::new(id));
                }
                Ok(id)
            }
            Err(e) if e.passing() => Err(()),
            Err(_) => Ok(None),
        }
    }

    /// Deletes a notice no longer wanted (gone already is as good).
    async fn delete_notice(&self, old: &Shown) {
        self.delete_message(old.channel, old.message).await;
    }

    /// Deletes the turn notices among the channel's latest messages other than `standing`:
    /// a notice posted just before the process died, its location not yet stored, would
    /// otherwise stay for good, pinging "your turn" for a turn long gone. The newest one that
    /// announces the turn `want`ed now (its person, its game), with none standing, is kept
    /// and returned instead: posted again, it would ping them twice for one turn. Only the
    /// bot's own messages that read as a notice (🔔, with a My hand button) are touched; a
    /// channel it may not read keeps them, as before. `Err`: not read yet (try again).
    async fn sweep_orphan_notices(
        &self,
        key: &ChannelKey,
        me: u64,
        standing: Option<u64>,
        want: Option<&TurnView>,
    ) -> Result<Option<Shown>, ()> {
        let Ok(channel) = key.channel.parse::<u64>() else { return Ok(None) };
        let path = format!("/channels/{channel}/messages?limit=50");
        let bucket = format!("read:{channel}");
        let listed = match self.rest.call::<()>(Method::GET, &path, &bucket, None, None).await {
            Ok(listed) => listed,
            Err(e) if e.passing() => return Err(()),
            Err(e) => {
                tracing::debug!(error = %e, "channel not read for orphaned turn notices");
                return Ok(None);
            }
        };
        let me = me.to_string();
        // Newest first, as Discord lists them: (id, the game of its button, its text).
        let notices: Vec<(u64, MatchId, &str)> = listed
            .as_array()
            .into_iter()
            .flatten()
            .filter(|m| m["author"]["id"].as_str() == Some(me.as_str()))
            .filter_map(|m| {
                let content = m["content"].as_str().filter(|c| c.starts_with('🔔'))?;
                let rows = m["components"].as_array().into_iter().flatten();
                let mut ids = rows
                    .flat_map(|r| r["components"].as_array().into_iter().flatten())
                    .filter_map(|b| ButtonId::decode(b["custom_id"].as_str()?));
                let game = ids.find_map(|id| match id {
                    ButtonId::Hand(game) => Some(game),
                    _ => None,
                })?;
                Some((m["id"].as_str()?.parse::<u64>().ok()?, game, content))
            })
            .filter(|(id, _, _)| Some(*id) != standing)
            .collect();
        let adopted = want.filter(|_| standing.is_none()).and_then(|turn| {
            let mention = format!("<@{}>", turn.user.id);
            let found = notices
                .iter()
                .find(|(_, game, content)| *game == turn.seq.game && content.contains(&mention))?;
            Some(shown(channel, found.0, turn))
        });
        for (message, _, _) in notices {
            if adopted.as_ref().is_some_and(|a| a.message == message) {
                tracing::info!(
                    message,
                    "turn notice orphaned by a restart kept: it is this turn's"
                );
                continue;
            }
            tracing::info!(message, "turn notice orphaned by a restart deleted");
            self.delete_message(channel, message).await;
        }
        Ok(adopted)
    }

    /// Deletes a message of the bot's no longer wanted (gone already is as good).
    async fn delete_message(&self, channel: u64, message: u64) {
        let path = format!("/channels/{channel}/messages/{message}");
        let bucket = format!("delete:{channel}");
        let mut failures: u32 = 0;
        loop {
            match self.rest.call::<()>(Method::DELETE, &path, &bucket, None, None).await {
                Ok(_) => return,
                Err(e) if e.gone() => return,
                Err(e) if e.passing() && failures < 5 => {
                    failures += 1;
                    tokio::time::sleep(Duration::from_millis(250 << failures)).await;
                }
                Err(e) => {
                    tracing::debug!(error = %e, "message no longer wanted not deleted");
                    return;
                }
            }
        }
    }

    /// Stores where the channel's notice is now (or that it has none).
    async fn keep_notice(&self, key: &ChannelKey, shown: Option<&Shown>) {
        let done = match shown {
            Some(s) => {
                let location = MessageLocation {
                    kind: MessageKind::Notice,
                    channel: key.clone(),
                    user: None,
                    chat: s.channel.to_string(),
                    message: s.message.to_string(),
                    game: Some(s.seq.game),
                    moves: Some(s.seq.moves),
                    data: json!({ "user": s.user, "deadline": s.deadline }),
                };
                self.keep_location(location).await
            }
            None => {
                self.stored.remove(&(MessageKind::Notice, key.clone()));
                let store = self.service.sessions().store();
                store.forget_message_location(MessageKind::Notice, key, None, None).await
            }
        };
        if let Err(e) = done {
            tracing::warn!(error = %e, "turn notice location not stored");
        }
    }
}

fn shown(channel: u64, message: u64, turn: &TurnView) -> Shown {
    Shown { channel, message, user: turn.user.id.clone(), seq: turn.seq, deadline: turn.deadline }
}
