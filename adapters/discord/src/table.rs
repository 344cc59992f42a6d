//! Each channel's public table message, and where effects are shown.
//!
//! The table message is edited by [`Bot::refresh_table`] under the channel's own lock, always
//! from the session's current view, so edits never go back in time and a burst of changes
//! collapses into the edits needed.

use std::sync::Arc;

use bot_core::i18n::Lang;
use bot_core::ids::{ChannelKey, MatchId, Platform, SeatKind, UserRef};
use bot_core::session::{Audience, Effect, TableView};
use bot_core::table::parse_language;
use serde::{Deserialize, Serialize};
use serenity::all::{ChannelId, MessageId};
use tokio::sync::Mutex;
use tracing::Instrument;

use crate::bot::{guild_of, Bot};
use crate::render::{self, TableExtras, NEWS_LINES};
use crate::retry::{self, retry, ATTEMPTS, FIRST_PAUSE};

/// What an applied command produced for the person who gave it.
#[derive(Debug, Default)]
pub(crate) struct Acted {
    /// Their hand changed or must be shown.
    pub(crate) hand: bool,
    /// Notices in their language.
    pub(crate) notes: Vec<String>,
}

/// Where a channel's table message lives, stored so a restarted bot edits the same message.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct TableLocation {
    message: u64,
    game: Option<i64>,
    #[serde(default, deserialize_with = "read_lang")]
    lang: Option<Lang>,
}

/// A stored language (any spelling the core reads); an unknown one reads as none.
fn read_lang<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Lang>, D::Error> {
    let code = Option::<String>::deserialize(d)?;
    Ok(code.as_deref().and_then(parse_language))
}

/// A channel's table: its state, and the lock that keeps its edits in order. Network calls
/// hold only `editing`, so a command never waits on a slow edit to record its news.
pub(crate) struct TableSlot {
    state: std::sync::Mutex<SlotState>,
    editing: Mutex<()>,
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
}

/// The stored settings row that remembers a channel's table message.
fn location_key(key: &ChannelKey) -> String {
    format!("{}/table/{}", key.server, key.channel)
}

impl Bot {
    /// Shows effects: news and the table for everyone, hands to their players' own messages.
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
                    Effect::Move(_) | Effect::MatchOver(_) | Effect::Turn(_) => {}
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
    pub(crate) async fn reset_table(&self, key: &ChannelKey, lang: Lang) {
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
    pub(crate) async fn slot(&self, key: &ChannelKey) -> Arc<TableSlot> {
        if let Some(slot) = self.tables.get(key) {
            return Arc::clone(slot.value());
        }
        let store = self.service.sessions().store();
        let stored = match store.settings(Platform::Discord, &location_key(key)).await {
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
    pub(crate) async fn refresh_table(&self, key: &ChannelKey) {
        let Ok(channel) = key.channel.parse::<u64>().map(ChannelId::new) else { return };
        let slot = self.slot(key).await;
        let _editing = slot.editing.lock().await;
        let sessions = self.service.sessions();
        let current = sessions.inspect(key, |s| (s.table_view(), s.seats().to_vec())).await;
        let level = self.service.defaults().level;
        let (body, shown, message) = {
            let mut state = slot.state();
            let Some((view, seats)) = current.or_else(|| state.last.clone()) else { return };
            state.follow(&view);
            let body = render::table(state.lang, &view, &seats, &state.extras, level);
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
            let row = location_key(key);
            let saved = sessions.store().set_settings(Platform::Discord, &row, &value);
            if let Err(e) = saved.await {
                tracing::warn!(error = %e, "table message location not stored");
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
    fn table_locations_of_earlier_versions_still_read() {
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
