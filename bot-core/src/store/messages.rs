//! Where the chat platforms' messages of a game live, and which platform updates were handled:
//! what a restarted bot needs to edit the messages it had (not post new ones), to know whom it
//! has told of their turn, and to recognise an update delivered again.
//!
//! One small API over two tables (migration 0012): [`Store::message_locations`],
//! [`Store::put_message_location`], [`Store::forget_message_location`] for messages;
//! [`Store::handled_updates`], [`Store::record_handled_updates`],
//! [`Store::forget_handled_updates`] for updates.

use super::{Backend, Store, StoreError};
use crate::ids::{ChannelKey, MatchId, Platform};

/// What a stored message is to its game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MessageKind {
    /// The channel's public table (one per channel).
    Table,
    /// A player's hand (one per player and channel).
    Hand,
    /// The channel's turn notice (one per channel).
    Notice,
    /// The channel's call back to everyone away at its game (one per channel).
    CallBack,
    /// A group message showing a player the way into their private chat (one per player and
    /// channel).
    Link,
}

impl MessageKind {
    /// The name stored.
    pub const fn name(self) -> &'static str {
        match self {
            MessageKind::Table => "table",
            MessageKind::Hand => "hand",
            MessageKind::Notice => "notice",
            MessageKind::CallBack => "call_back",
            MessageKind::Link => "link",
        }
    }

    /// The kind a stored name names.
    pub(crate) fn parse(name: &str) -> Result<MessageKind, StoreError> {
        match name {
            "table" => Ok(MessageKind::Table),
            "hand" => Ok(MessageKind::Hand),
            "notice" => Ok(MessageKind::Notice),
            "call_back" => Ok(MessageKind::CallBack),
            "link" => Ok(MessageKind::Link),
            other => Err(StoreError::Corrupt(format!("message kind `{other}`"))),
        }
    }
}

/// Where one platform message of a game lives.
#[derive(Clone, Debug, PartialEq)]
pub struct MessageLocation {
    /// What it is.
    pub kind: MessageKind,
    /// The game's channel (its platform included).
    pub channel: ChannelKey,
    /// Whose hand or link it is; `None` for a table, a notice or a call back.
    pub user: Option<String>,
    /// The chat the message is in, as the platform names it (a Telegram chat, a Discord
    /// channel).
    pub chat: String,
    /// The message's id, as the platform names it.
    pub message: String,
    /// The match it belongs to (`None`: a lobby).
    pub game: Option<MatchId>,
    /// The position it shows, or the turn it announced.
    pub moves: Option<u32>,
    /// Whatever else the platform keeps with it (a JSON object).
    pub data: serde_json::Value,
}

impl Store {
    /// Every stored message location of a platform.
    pub async fn message_locations(
        &self,
        platform: Platform,
    ) -> Result<Vec<MessageLocation>, StoreError> {
        on_backend!(&self.backend, b => b.message_locations(platform).await)
    }

    /// Stores where a message lives, replacing the one of the same kind, channel and person,
    /// unless that one belongs to a later match: a late report of a finished game's message
    /// cannot take the place of its rematch's.
    pub async fn put_message_location(&self, at: &MessageLocation) -> Result<(), StoreError> {
        let now = crate::session::unix_now();
        on_backend!(&self.backend, b => b.put_message_location(at, now).await)
    }

    /// Forgets where a message lives (its game is over, or it was deleted). With `only`, just
    /// if the location stored is still that message: a rematch's message stored since stays.
    pub async fn forget_message_location(
        &self,
        kind: MessageKind,
        channel: &ChannelKey,
        user: Option<&str>,
        only: Option<&str>,
    ) -> Result<(), StoreError> {
        on_backend!(&self.backend, b => b.forget_message_location(kind, channel, user, only).await)
    }

    /// The updates of a platform handled since `since` (unix seconds), newest first, at most
    /// `limit`.
    pub async fn handled_updates(
        &self,
        platform: Platform,
        since: i64,
        limit: u32,
    ) -> Result<Vec<i64>, StoreError> {
        on_backend!(&self.backend, b => b.handled_updates(platform, since, limit).await)
    }

    /// Records updates as handled at `at` (unix seconds), in one transaction.
    pub async fn record_handled_updates(
        &self,
        platform: Platform,
        updates: &[i64],
        at: i64,
    ) -> Result<(), StoreError> {
        if updates.is_empty() {
            return Ok(());
        }
        on_backend!(&self.backend, b => b.record_handled_updates(platform, updates, at).await)
    }

    /// Forgets updates handled before `before` (unix seconds); returns how many.
    pub async fn forget_handled_updates(
        &self,
        platform: Platform,
        before: i64,
    ) -> Result<u64, StoreError> {
        on_backend!(&self.backend, b => b.forget_handled_updates(platform, before).await)
    }
}

// Locations and handled updates are tested on both engines with the store suite (tests.rs);
// this is SQLite's own upgrade path.
#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[tokio::test]
    async fn discord_table_rows_of_earlier_versions_move_to_the_locations() {
        let dir = tempfile::TempDir::new().unwrap();
        let path = dir.path().join("t.db");
        // A database as 0002 left it (the first two migrations, recorded as sqlx records
        // them), with a Discord table row among the settings.
        let earlier = dir.path().join("earlier");
        std::fs::create_dir(&earlier).unwrap();
        for name in ["0001_store.sql", "0002_match_statuses.sql"] {
            let from =
                std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../migrations/sqlite");
            std::fs::copy(from.join(name), earlier.join(name)).unwrap();
        }
        {
            let options =
                sqlx::sqlite::SqliteConnectOptions::new().filename(&path).create_if_missing(true);
            let pool = sqlx::SqlitePool::connect_with(options).await.unwrap();
            sqlx::migrate::Migrator::new(earlier.as_path())
                .await
                .unwrap()
                .run(&pool)
                .await
                .unwrap();
            for (server, value) in [
                (
                    "100000000000000001/table/500000000000000005",
                    r#"{"message":1300000000000000007,"game":2,"lang":"sr"}"#,
                ),
                ("100000000000000001", r#"{"language":"hr"}"#),
            ] {
                sqlx::query("INSERT INTO settings (platform, server, value) VALUES (?, ?, ?)")
                    .bind("discord")
                    .bind(server)
                    .bind(value)
                    .execute(&pool)
                    .await
                    .unwrap();
            }
            pool.close().await;
        }
        let store = Store::open(&path).await.unwrap();
        let found = store.message_locations(Platform::Discord).await.unwrap();
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].message, "1300000000000000007");
        assert_eq!(found[0].game, Some(MatchId(2)));
        assert_eq!(found[0].data, json!({ "lang": "sr" }));
        assert_eq!(found[0].channel.channel, "500000000000000005");
        assert_eq!(found[0].chat, "500000000000000005");
        let server = store.settings(Platform::Discord, "100000000000000001").await.unwrap();
        assert_eq!(server, Some(json!({ "language": "hr" })));
    }
}
