//! Where the chat platforms' messages of a game live, and which platform updates were handled:
//! what a restarted bot needs to edit the messages it had (not post new ones), to know whom it
//! has told of their turn, and to recognise an update delivered again.
//!
//! One small API over two tables (migration 0012): [`Store::message_locations`],
//! [`Store::put_message_location`], [`Store::forget_message_location`] for messages;
//! [`Store::handled_updates`], [`Store::record_handled_updates`],
//! [`Store::forget_handled_updates`] for updates.

use sqlx::Row;

use super::{db, from_json, get, to_json, to_u32, Store, StoreError};
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
}

impl MessageKind {
    /// The name stored.
    pub const fn name(self) -> &'static str {
        match self {
            MessageKind::Table => "table",
            MessageKind::Hand => "hand",
            MessageKind::Notice => "notice",
        }
    }

    fn parse(name: &str) -> Result<MessageKind, StoreError> {
        match name {
            "table" => Ok(MessageKind::Table),
            "hand" => Ok(MessageKind::Hand),
            "notice" => Ok(MessageKind::Notice),
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
    /// Whose hand it is; `None` for a table or a notice.
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
        let rows = sqlx::query(
            "SELECT kind, server, channel, user_id, chat, message, game, moves, data \
             FROM message_locations WHERE platform = ?",
        )
        .bind(platform.name())
        .fetch_all(&self.read)
        .await
        .map_err(db)?;
        rows.iter()
            .map(|row| {
                let user: String = get(row, "user_id")?;
                let moves: Option<i64> = get(row, "moves")?;
                Ok(MessageLocation {
                    kind: MessageKind::parse(&get::<String>(row, "kind")?)?,
                    channel: ChannelKey::new(
                        platform,
                        get::<String>(row, "server")?,
                        get::<String>(row, "channel")?,
                    ),
                    user: (!user.is_empty()).then_some(user),
                    chat: get(row, "chat")?,
                    message: get(row, "message")?,
                    game: get::<Option<i64>>(row, "game")?.map(MatchId),
                    moves: moves.map(|m| to_u32(m, "message moves")).transpose()?,
                    data: from_json(&get::<String>(row, "data")?, "message data")?,
                })
            })
            .collect()
    }

    /// Stores where a message lives, replacing the one of the same kind, channel and person.
    pub async fn put_message_location(&self, at: &MessageLocation) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO message_locations (platform, kind, server, channel, user_id, chat, \
             message, game, moves, data, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) \
             ON CONFLICT (platform, kind, server, channel, user_id) DO UPDATE SET \
             chat = excluded.chat, message = excluded.message, game = excluded.game, \
             moves = excluded.moves, data = excluded.data, updated_at = excluded.updated_at",
        )
        .bind(at.channel.platform.name())
        .bind(at.kind.name())
        .bind(&at.channel.server)
        .bind(&at.channel.channel)
        .bind(at.user.as_deref().unwrap_or(""))
        .bind(&at.chat)
        .bind(&at.message)
        .bind(at.game.map(|g| g.0))
        .bind(at.moves.map(i64::from))
        .bind(to_json(&at.data)?)
        .bind(crate::session::unix_now())
        .execute(&self.write)
        .await
        .map_err(db)?;
        Ok(())
    }

    /// Forgets where a message lives (its game is over, or it was deleted).
    pub async fn forget_message_location(
        &self,
        kind: MessageKind,
        channel: &ChannelKey,
        user: Option<&str>,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "DELETE FROM message_locations \
             WHERE platform = ? AND kind = ? AND server = ? AND channel = ? AND user_id = ?",
        )
        .bind(channel.platform.name())
        .bind(kind.name())
        .bind(&channel.server)
        .bind(&channel.channel)
        .bind(user.unwrap_or(""))
        .execute(&self.write)
        .await
        .map_err(db)?;
        Ok(())
    }

    /// The updates of a platform handled since `since` (unix seconds), newest first, at most
    /// `limit`.
    pub async fn handled_updates(
        &self,
        platform: Platform,
        since: i64,
        limit: u32,
    ) -> Result<Vec<i64>, StoreError> {
        let rows = sqlx::query(
            "SELECT update_id FROM handled_updates WHERE platform = ? AND handled_at >= ? \
             ORDER BY handled_at DESC, update_id DESC LIMIT ?",
        )
        .bind(platform.name())
        .bind(since)
        .bind(i64::from(limit))
        .fetch_all(&self.read)
        .await
        .map_err(db)?;
        rows.iter().map(|r| r.try_get::<i64, _>("update_id").map_err(db)).collect()
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
        let mut tx = self.write.begin().await.map_err(db)?;
        for update in updates {
            sqlx::query(
                "INSERT INTO handled_updates (platform, update_id, handled_at) VALUES (?, ?, ?) \
                 ON CONFLICT (platform, update_id) DO NOTHING",
            )
            .bind(platform.name())
            .bind(update)
            .bind(at)
            .execute(&mut *tx)
            .await
            .map_err(db)?;
        }
        tx.commit().await.map_err(db)?;
        Ok(())
    }

    /// Forgets updates handled before `before` (unix seconds); returns how many.
    pub async fn forget_handled_updates(
        &self,
        platform: Platform,
        before: i64,
    ) -> Result<u64, StoreError> {
        let done = sqlx::query("DELETE FROM handled_updates WHERE platform = ? AND handled_at < ?")
            .bind(platform.name())
            .bind(before)
            .execute(&self.write)
            .await
            .map_err(db)?;
        Ok(done.rows_affected())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn table(channel: &str, message: &str, game: Option<i64>) -> MessageLocation {
        MessageLocation {
            kind: MessageKind::Table,
            channel: ChannelKey::new(Platform::Telegram, "-100", channel),
            user: None,
            chat: "-100".into(),
            message: message.into(),
            game: game.map(MatchId),
            moves: Some(3),
            data: json!({ "topic": 7 }),
        }
    }

    #[tokio::test]
    async fn locations_are_replaced_per_kind_channel_and_person_and_forgotten() {
        let dir = tempfile::TempDir::new().unwrap();
        let store = Store::open(&dir.path().join("t.db")).await.unwrap();
        store.put_message_location(&table("main", "10", None)).await.unwrap();
        store.put_message_location(&table("main", "11", Some(4))).await.unwrap();
        store.put_message_location(&table("7", "12", Some(5))).await.unwrap();
        let hand = MessageLocation {
            kind: MessageKind::Hand,
            user: Some("42".into()),
            chat: "42".into(),
            message: "99".into(),
            moves: None,
            ..table("main", "", Some(4))
        };
        store.put_message_location(&hand).await.unwrap();
        let mut all = store.message_locations(Platform::Telegram).await.unwrap();
        all.sort_by(|a, b| a.message.cmp(&b.message));
        assert_eq!(all, vec![table("main", "11", Some(4)), table("7", "12", Some(5)), hand]);
        assert!(store.message_locations(Platform::Discord).await.unwrap().is_empty());
        let main = ChannelKey::new(Platform::Telegram, "-100", "main");
        store.forget_message_location(MessageKind::Table, &main, None).await.unwrap();
        store.forget_message_location(MessageKind::Hand, &main, Some("42")).await.unwrap();
        let left = store.message_locations(Platform::Telegram).await.unwrap();
        assert_eq!(left, vec![table("7", "12", Some(5))]);
    }

    #[tokio::test]
    async fn handled_updates_are_remembered_once_and_forgotten_when_old() {
        let dir = tempfile::TempDir::new().unwrap();
        let store = Store::open(&dir.path().join("t.db")).await.unwrap();
        let tg = Platform::Telegram;
        store.record_handled_updates(tg, &[5, 6], 1_000).await.unwrap();
        store.record_handled_updates(tg, &[6, 7], 2_000).await.unwrap();
        assert_eq!(store.handled_updates(tg, 0, 10).await.unwrap(), vec![7, 6, 5]);
        assert_eq!(store.handled_updates(tg, 0, 2).await.unwrap(), vec![7, 6]);
        assert_eq!(store.handled_updates(tg, 1_500, 10).await.unwrap(), vec![7]);
        assert_eq!(store.forget_handled_updates(tg, 1_500).await.unwrap(), 2);
        assert_eq!(store.handled_updates(tg, 0, 10).await.unwrap(), vec![7]);
        assert!(store.handled_updates(Platform::Discord, 0, 10).await.unwrap().is_empty());
    }

    #[tokio::test]
    async fn discord_table_rows_of_earlier_versions_move_to_the_locations() {
        let dir = tempfile::TempDir::new().unwrap();
        let path = dir.path().join("t.db");
        // A database as 0002 left it (the first two migrations, recorded as sqlx records
        // them), with a Discord table row among the settings.
        let earlier = dir.path().join("earlier");
        std::fs::create_dir(&earlier).unwrap();
        for name in ["0001_store.sql", "0002_match_statuses.sql"] {
            let from = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../migrations");
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
