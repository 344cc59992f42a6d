//! A game set aside (the core could not resume it, at a restart or when its channel reloaded
//! it): its channel is told in a new message (an edit notifies nobody), its table message loses
//! its buttons and says what became of it, its turn notice goes, and where they were is
//! forgotten, as for a finished game.
//!
//! The players' hands are ephemeral messages, editable only while their interaction's token
//! lives: set aside while this process plays it, each player's latest hand message of the game
//! says so, in their language, without its buttons. After a restart their tokens are dead and
//! they keep their buttons until pressed: the press (a new interaction on that message) is
//! refused by the core's `refuse_if_set_aside` and closes the hand the same way
//! (`Bot::refusal_on_hand`).

use std::sync::Arc;

use bot_core::i18n::Lang;
use bot_core::ids::{ChannelKey, MatchId};
use bot_core::store::{MessageKind, MessageLocation};
use reqwest::Method;

use crate::bot::{guild_of, Bot};
use crate::commands::shown_command;
use crate::i18n::{command_locale, text, tr, Key, Sub};
use crate::interaction::TOKEN_LIFETIME;
use crate::render::{self, Body};
use crate::retry::{again, ATTEMPTS, FIRST_PAUSE};
use crate::table::stored_lang;

impl Bot {
    /// Tells the channel of `game`, set aside at start, and closes its messages.
    pub(crate) async fn close_set_aside(self: &Arc<Self>, key: &ChannelKey, game: MatchId) {
        let table = self.take_table_of(key, game);
        let lang = match table.as_ref().and_then(|at| stored_lang(&at.data)) {
            Some(lang) => lang,
            None => self.server_lang(guild_of(key)).await,
        };
        let number = game.0.to_string();
        let Ok(channel) = key.channel.parse::<u64>() else { return };
        // Named as the channel's readers find it in their command list (the server's language).
        let command = format!("`{}`", shown_command(command_locale(lang), Sub::New));
        let said = tr(
            lang,
            Key::SetAside,
            &[("game", number.as_str().into()), ("command", command.into())],
        );
        let create = Body::text(format!("⚠️ {said}")).message_once(&render::new_nonce());
        let (path, bucket) = (format!("/channels/{channel}/messages"), format!("create:{channel}"));
        // Sent again after an answer that never came, the nonce keeps it one message.
        let posted = again("set-aside message", ATTEMPTS, FIRST_PAUSE, None, || {
            self.rest.call(Method::POST, &path, &bucket, Some(&create), None)
        })
        .await;
        if let Err(e) = posted {
            tracing::warn!(channel = %key, error = %e, "set-aside message not posted");
        }
        if let Some(at) = table {
            self.close_table_message(key, &at, lang, &number).await;
        }
        self.close_hands(key, game).await;
        // Its turn notice, if one stands: deleted and forgotten by the notice's own task.
        let notice = self.stored.get(&(MessageKind::Notice, key.clone())).map(|e| e.value().game);
        if notice == Some(Some(game)) {
            self.want_notice(key, None, None, None).await;
        }
    }

    /// The stored table message of `game` in `key`, taken out of what the bot keeps for the
    /// channel: the next game there gets a message of its own.
    fn take_table_of(&self, key: &ChannelKey, game: MatchId) -> Option<MessageLocation> {
        // The live slot goes whatever is stored (a location never written, say): the game's
        // table is not drawn again.
        self.tables.remove_if(key, |_, slot| slot.state().showing(game));
        let id = (MessageKind::Table, key.clone());
        let (_, at) = self.stored.remove_if(&id, |_, at| at.game == Some(game))?;
        Some(at)
    }

    /// Edits each player's latest hand message of `game` whose token lives to say the game was
    /// set aside, without its buttons, and forgets it.
    async fn close_hands(&self, key: &ChannelKey, game: MatchId) {
        let held: Vec<_> = self
            .hands
            .iter()
            .filter(|e| e.key().0 == *key)
            .map(|e| (e.key().clone(), Arc::clone(e.value())))
            .collect();
        let Some(app) = self.app_id() else { return };
        for (id, entry) in held {
            {
                // A redraw in progress finishes first (it finds no game, and stops).
                let message = entry.lock().await;
                if message.game != Some(game) {
                    continue;
                }
                if message.since.elapsed() < TOKEN_LIFETIME {
                    let edit = render::set_aside_hand(message.lang, game).edit_response();
                    let path = format!("/webhooks/{app}/{}/messages/@original", message.token);
                    let bucket = crate::rest::webhook_bucket(&message.token);
                    let edited = again("set-aside hand", ATTEMPTS, FIRST_PAUSE, None, || {
                        self.rest.call(Method::PATCH, &path, &bucket, Some(&edit), None)
                    })
                    .await;
                    if let Err(e) = edited {
                        // Its token may have died meanwhile: a press on it is refused anyway.
                        tracing::debug!(channel = %key, error = %e, "set-aside hand not closed");
                    }
                }
            }
            self.hands.remove_if(&id, |_, v| Arc::ptr_eq(v, &entry));
        }
    }

    /// Edits the table message to say the game was set aside, without its buttons (the last
    /// table stays beneath, as it was), and forgets where it is.
    async fn close_table_message(
        &self,
        key: &ChannelKey,
        at: &MessageLocation,
        lang: Lang,
        number: &str,
    ) {
        let said = tr(lang, Key::SetAsideTable, &[("game", number.into())]);
        let path = format!("/channels/{}/messages/{}", at.chat, at.message);
        // The last table stays beneath, greyed and with no one's turn marked: in its in-play
        // green with ▶ it would read as a game going on. If it cannot be read, the edit
        // leaves it as it was (no embeds in the edit).
        let reads = format!("read:{}", at.chat);
        let read = self.rest.call::<()>(Method::GET, &path, &reads, None, None);
        let last = read.await.ok().and_then(|m| m.get("embeds").cloned());
        let mut edit = serde_json::json!({ "content": format!("⚠️ {said}"), "components": [] });
        // Its news field by its name in any language: the table may have been drawn in
        // another than the one known now.
        let news: Vec<String> = Lang::ALL.iter().map(|l| text(*l, Key::News)).collect();
        if let Some(embeds) = last.and_then(|e| greyed(&e, &news)) {
            edit["embeds"] = embeds;
        }
        let bucket = format!("edit:{}", at.chat);
        let edited = again("set-aside table", ATTEMPTS, FIRST_PAUSE, None, || {
            self.rest.call(Method::PATCH, &path, &bucket, Some(&edit), None)
        })
        .await;
        match edited {
            Ok(_) => {}
            // Deleted by someone: nothing left to close.
            Err(e) if e.gone() => {}
            Err(e) => tracing::warn!(channel = %key, error = %e, "set-aside table not edited"),
        }
        let store = self.service.sessions().store();
        let only = Some(at.message.as_str());
        if let Err(e) = store.forget_message_location(MessageKind::Table, key, None, only).await {
            tracing::warn!(error = %e, "set-aside table location not forgotten");
        }
    }
}

/// A table's embeds as a closed table shows them: grey, every `▶` turn marker a plain `•`, no
/// field named as in `news`, and only the fields a request may carry. `None` when not a list
/// of embeds.
fn greyed(embeds: &serde_json::Value, news: &[String]) -> Option<serde_json::Value> {
    let list = embeds.as_array()?;
    let grey = u64::from(serenity::all::Colour::LIGHT_GREY.0);
    let unmark = |text: &str| {
        text.lines()
            .map(|line| {
                line.strip_prefix("▶ ").map_or(line.to_string(), |rest| format!("• {rest}"))
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let out = list
        .iter()
        .map(|embed| {
            let mut kept = serde_json::Map::new();
            for key in ["title", "description", "url", "fields", "footer", "author"] {
                if let Some(value) = embed.get(key) {
                    kept.insert(key.to_string(), value.clone());
                }
            }
            kept.insert("color".into(), grey.into());
            if let Some(fields) = kept.get_mut("fields").and_then(|f| f.as_array_mut()) {
                // Its news ("The game has started.") would stand under "set aside" for good.
                fields.retain(|f| {
                    let name = f.get("name").and_then(|n| n.as_str());
                    name.is_none_or(|n| !news.iter().any(|s| s == n))
                });
                for field in fields {
                    if let Some(value) = field.get("value").and_then(|v| v.as_str()) {
                        field["value"] = unmark(value).into();
                    }
                }
            }
            serde_json::Value::Object(kept)
        })
        .collect();
    Some(serde_json::Value::Array(out))
}
