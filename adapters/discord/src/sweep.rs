//! What the bot keeps per channel lives as long as the channel's session: a finished game's
//! table keeps its Rematch and standings buttons while the core holds it, and a later game in
//! the channel, or a restart, finds what it needs. Once the core lets the session go (a lobby
//! everyone left, an ended game evicted when idle, a game set aside, a game a restart did not
//! resume), the channel's table and notice slots, its players' hand messages, where its
//! messages were stored (here and in the store), and the direct-message channels, people's
//! locales and server languages no live game needs are let go too: what is kept is bounded by the games in
//! memory, not by the channels ever served.

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use bot_core::ids::{ChannelKey, Platform};
use bot_core::store::MessageKind;
use tokio::sync::Notify;
use tokio_util::sync::CancellationToken;

use crate::bot::{guild_of, Bot};

/// How long a channel's slot must have been left alone before it is let go: a command that
/// has just opened a game there, or is showing the last of one, keeps it. The same however
/// often the sweep comes (the configuration allows no pause shorter than this).
pub(crate) const QUIET: Duration = Duration::from_secs(60);

impl Bot {
    /// Lets go, every `every` (`[game] sweep_every_seconds`) until `shutdown`, what channels
    /// without a session kept; and at once, as if every slot had been quiet long enough, each
    /// time a test notifies `now`.
    /// The first sweep waits one period: a game set aside at start is closed first, from the
    /// locations read then.
    pub(crate) async fn sweep_every(
        self: Arc<Self>,
        every: Duration,
        now: Option<Arc<Notify>>,
        shutdown: CancellationToken,
    ) {
        let mut ticks = tokio::time::interval_at(tokio::time::Instant::now() + every, every);
        loop {
            let quiet = tokio::select! {
                _ = shutdown.cancelled() => return,
                _ = ticks.tick() => QUIET,
                () = asked(now.as_deref()) => Duration::ZERO,
            };
            let dropped = self.sweep(quiet).await;
            tracing::debug!(dropped, "entries of channels without a game let go");
        }
    }

    /// Lets go what channels without a session kept (left alone for `quiet`), and the
    /// direct-message channels and server languages of people and servers with no game in
    /// memory. Returns how many entries went.
    pub(crate) async fn sweep(&self, quiet: Duration) -> usize {
        let sessions = self.service.sessions();
        let live: HashSet<ChannelKey> =
            sessions.channels().into_iter().filter(|c| c.platform == Platform::Discord).collect();
        let gone = |key: &ChannelKey| !live.contains(key);
        let before = self.entries();

        self.tables.retain(|key, slot| !gone(key) || !slot.state().settled(quiet));
        self.notices.retain(|key, slot| !gone(key) || !slot.settled(quiet));
        // A channel whose game is gone posts no notice: nothing to look for there.
        self.unswept.retain(|key| !gone(key));
        // A hand being redrawn is held; the next sweep takes it.
        self.hands.retain(|(key, _), hand| !gone(key) || hand.try_lock().is_err());

        // Where the messages of a game no longer in memory were: nothing edits them any more,
        // and a restart would read them for nothing.
        let tables: HashSet<ChannelKey> = self.tables.iter().map(|e| e.key().clone()).collect();
        let notices: HashSet<ChannelKey> = self.notices.iter().map(|e| e.key().clone()).collect();
        let stale: Vec<_> = self
            .stored
            .iter()
            .filter(|e| {
                let (kind, key) = e.key();
                let held = match kind {
                    MessageKind::Table | MessageKind::CallBack => tables.contains(key),
                    MessageKind::Notice => notices.contains(key),
                    MessageKind::Hand | MessageKind::Link => false,
                };
                gone(key) && !held
            })
            .map(|e| (e.key().clone(), e.value().message.clone()))
            .collect();
        let store = sessions.store();
        for ((kind, key), message) in stale {
            let id = (kind, key.clone());
            if self.stored.remove_if(&id, |_, at| at.message == message).is_none() {
                continue;
            }
            let only = Some(message.as_str());
            if let Err(e) = store.forget_message_location(kind, &key, None, only).await {
                tracing::warn!(error = %e, "location of a game no longer in memory not forgotten");
            }
        }

        // Direct messages carry turn notices: only people seated in a live game get them.
        let seated: HashSet<u64> = sessions
            .seated_people(Platform::Discord)
            .await
            .iter()
            .filter_map(|id| id.parse().ok())
            .collect();
        self.dms.retain(|user, _| seated.contains(user));
        self.locales.retain(|user, _| seated.contains(user));
        let guilds: HashSet<_> = live.iter().filter_map(guild_of).collect();
        self.guild_langs.retain(|guild, _| guilds.contains(guild));

        before.saturating_sub(self.entries())
    }

    /// How many entries the per-channel maps hold.
    fn entries(&self) -> usize {
        self.tables.len()
            + self.notices.len()
            + self.hands.len()
            + self.stored.len()
            + self.dms.len()
            + self.guild_langs.len()
            + self.locales.len()
            + self.unswept.len()
    }
}

/// Returns when a test asks for a sweep; never without `now`.
async fn asked(now: Option<&Notify>) {
    match now {
        Some(now) => now.notified().await,
        None => std::future::pending().await,
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::time::Duration;

    use bot_core::ai::Level;
    use bot_core::ids::{ChannelKey, Platform, UserRef};
    use bot_core::rules::Variant;
    use bot_core::session::{unix_now, GameDefaults, SessionAction, Sessions};
    use bot_core::store::{MessageKind, MessageLocation, Store};
    use bot_core::table::{self, GameRequest, Opening, TableService};
    use serenity::all::{ChannelId, GuildId, HttpBuilder};
    use tokio::sync::{Mutex, Notify};
    use tokio_util::sync::CancellationToken;

    use crate::bot::Bot;
    use crate::hands::HandMessage;

    /// A bot whose Discord is nowhere (nothing here calls it), over a store in `dir`.
    async fn bot(dir: &std::path::Path) -> (Arc<Bot>, Store) {
        let store = Store::open(&dir.join("t.db")).await.expect("a store");
        let (sessions, _deliveries) = Sessions::new(store.clone());
        let defaults =
            GameDefaults { variant: Variant::Tablic, turn_timer: None, level: Level::Medium };
        let service = TableService::new(sessions, defaults);
        let nowhere = "http://127.0.0.1:9";
        let http = HttpBuilder::new("t").proxy(nowhere).ratelimiter_disabled(true).build();
        let rest = crate::rest::Rest::new(reqwest::Client::new(), Some(nowhere), "t");
        (Arc::new(Bot::new(Arc::new(http), rest, service)), store)
    }

    fn table_at(
        key: &ChannelKey,
        message: &str,
        game: Option<bot_core::ids::MatchId>,
    ) -> MessageLocation {
        MessageLocation {
            kind: MessageKind::Table,
            channel: key.clone(),
            user: None,
            chat: key.channel.clone(),
            message: message.to_string(),
            game,
            moves: None,
            data: serde_json::json!({ "lang": "hr" }),
        }
    }

    /// Everything the bot keeps for a channel and its player, as a game there leaves it.
    async fn keep_for(bot: &Bot, store: &Store, key: &ChannelKey, user: &UserRef, message: &str) {
        let game = bot.service.sessions().inspect(key, |s| s.match_id()).await.flatten();
        let at = table_at(key, message, game);
        store.put_message_location(&at).await.expect("stored");
        bot.stored.insert((MessageKind::Table, key.clone()), at);
        bot.slot(key).await;
        bot.notice_slot(key);
        let hand = HandMessage::new("token", bot_core::i18n::Lang::En, game, None);
        let hand = Arc::new(Mutex::new(hand));
        bot.hands.insert((key.clone(), user.clone()), hand);
        let id = user.id.parse::<u64>().expect("an id");
        bot.dms.insert(id, ChannelId::new(id + 1000));
        bot.locales.insert(id, "hr".to_string());
        if let Some(guild) = crate::bot::guild_of(key) {
            bot.guild_langs.insert(guild, bot_core::i18n::Lang::Hr);
        }
    }

    fn kept(bot: &Bot, key: &ChannelKey, user: &UserRef) -> [bool; 6] {
        let id = user.id.parse::<u64>().expect("an id");
        [
            bot.tables.contains_key(key),
            bot.notices.contains_key(key),
            bot.stored.contains_key(&(MessageKind::Table, key.clone())),
            bot.hands.contains_key(&(key.clone(), user.clone())),
            bot.dms.contains_key(&id),
            bot.locales.contains_key(&id),
        ]
    }

    #[tokio::test]
    async fn a_finished_game_let_go_by_the_core_takes_its_channels_entries_along() {
        let dir = tempfile::TempDir::new().expect("a directory");
        let (bot, store) = bot(dir.path()).await;
        let service = &bot.service;
        let (over, live) = (
            ChannelKey::new(Platform::Discord, "11", "21"),
            ChannelKey::new(Platform::Discord, "12", "22"),
        );
        let (ana, bob) =
            (UserRef::new(Platform::Discord, "31"), UserRef::new(Platform::Discord, "32"));
        let (ana_actor, bob_actor) = (
            table::actor(ana.clone(), "Ana", "ana", false),
            table::actor(bob.clone(), "Bob", "bob", false),
        );
        let settings = service.settings(Platform::Discord, "11").await;
        let request = |against_computers| GameRequest { against_computers, ..Default::default() };
        let opening = Opening::default();
        // Ana plays the computer and resigns: the game is over, its table still offers a
        // rematch. Bob plays the computer next door.
        service
            .open_with(&over, &ana_actor, &settings, &request(true), &opening)
            .await
            .expect("opened");
        service
            .open_with(&live, &bob_actor, &settings, &request(true), &opening)
            .await
            .expect("opened");
        service.act(&over, &ana_actor, SessionAction::Resign, None).await.expect("resigned");
        keep_for(&bot, &store, &over, &ana, "41").await;
        keep_for(&bot, &store, &live, &bob, "42").await;

        // While the core holds the ended game, its table and buttons stay.
        bot.sweep(Duration::ZERO).await;
        assert_eq!(kept(&bot, &over, &ana), [true; 6]);

        // Idle, the ended game leaves memory; the game in play does not.
        assert_eq!(bot.service.sessions().evict_idle_before(unix_now() + 10), 1);
        let dropped = bot.sweep(Duration::ZERO).await;
        assert_eq!(kept(&bot, &over, &ana), [false; 6], "dropped {dropped}");
        assert!(!bot.guild_langs.contains_key(&GuildId::new(11)));
        assert_eq!(kept(&bot, &live, &bob), [true; 6]);
        assert!(bot.guild_langs.contains_key(&GuildId::new(12)));
        let stored = store.message_locations(Platform::Discord).await.expect("read");
        assert_eq!(stored.iter().map(|at| at.message.as_str()).collect::<Vec<_>>(), ["42"]);

        // A new game there starts afresh: a table message of its own, not the old one.
        service
            .open_with(&over, &ana_actor, &settings, &request(false), &opening)
            .await
            .expect("opened");
        let slot = bot.slot(&over).await;
        assert_eq!(slot.state().message, None);
        let table = bot.service.sessions().table(&over).await.expect("a lobby");
        assert_eq!(table.seq, None);
    }

    #[tokio::test]
    async fn a_slot_just_used_is_kept_for_a_while_even_without_a_session() {
        let dir = tempfile::TempDir::new().expect("a directory");
        let (bot, store) = bot(dir.path()).await;
        let key = ChannelKey::new(Platform::Discord, "11", "21");
        let ana = UserRef::new(Platform::Discord, "31");
        keep_for(&bot, &store, &key, &ana, "41").await;
        bot.sweep(Duration::from_secs(60)).await;
        assert!(bot.tables.contains_key(&key) && bot.notices.contains_key(&key));
        assert!(bot.stored.contains_key(&(MessageKind::Table, key.clone())));
        bot.sweep(Duration::ZERO).await;
        assert!(!bot.tables.contains_key(&key) && !bot.notices.contains_key(&key));
    }

    /// However often the sweep comes, a slot just used is kept for the quiet minute: a short
    /// period does not shorten it.
    #[tokio::test]
    async fn a_short_period_keeps_a_just_used_slot_for_the_quiet_minute() {
        let dir = tempfile::TempDir::new().expect("a directory");
        let (bot, store) = bot(dir.path()).await;
        let key = ChannelKey::new(Platform::Discord, "11", "21");
        let ana = UserRef::new(Platform::Discord, "31");
        keep_for(&bot, &store, &key, &ana, "41").await;
        let shutdown = CancellationToken::new();
        let every = Duration::from_millis(10);
        let sweeper = tokio::spawn(Arc::clone(&bot).sweep_every(every, None, shutdown.clone()));
        // Sweeps ran: what the quiet minute does not keep (the hand, the DM channel and
        // locale of someone seated nowhere) went.
        let mut waited = 0;
        while bot.hands.contains_key(&(key.clone(), ana.clone())) {
            waited += 1;
            assert!(waited < 100, "no sweep came");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        shutdown.cancel();
        sweeper.await.expect("the sweeper ends");
        assert_eq!(kept(&bot, &key, &ana), [true, true, true, false, false, false]);
    }

    /// The test hook sweeps at once, and lets go even of a slot just used.
    #[tokio::test]
    async fn a_sweep_asked_for_comes_at_once_without_the_quiet_minute() {
        let dir = tempfile::TempDir::new().expect("a directory");
        let (bot, store) = bot(dir.path()).await;
        let key = ChannelKey::new(Platform::Discord, "11", "21");
        let ana = UserRef::new(Platform::Discord, "31");
        keep_for(&bot, &store, &key, &ana, "41").await;
        let (now, shutdown) = (Arc::new(Notify::new()), CancellationToken::new());
        let every = Duration::from_secs(3600);
        let sweeper = tokio::spawn(Arc::clone(&bot).sweep_every(
            every,
            Some(Arc::clone(&now)),
            shutdown.clone(),
        ));
        now.notify_one();
        // The stored location is the last to go.
        let mut waited = 0;
        while !store.message_locations(Platform::Discord).await.expect("read").is_empty() {
            waited += 1;
            assert!(waited < 100, "the table's location is still stored");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        shutdown.cancel();
        sweeper.await.expect("the sweeper ends");
        assert!(!bot.tables.contains_key(&key) && !bot.notices.contains_key(&key));
    }

    /// Processes sharing one store each read and let go of their own shards' locations only:
    /// another process's live game has no session here, and its table's place was deleted.
    #[tokio::test]
    async fn a_process_leaves_the_locations_of_other_shards_alone() {
        let dir = tempfile::TempDir::new().expect("a directory");
        let (bot, store) = bot(dir.path()).await;
        // Shard = (guild id >> 22) % total.
        let ours = ChannelKey::new(Platform::Discord, (4u64 << 22).to_string(), "21");
        let theirs = ChannelKey::new(Platform::Discord, (5u64 << 22).to_string(), "22");
        for (key, message) in [(&ours, "41"), (&theirs, "42")] {
            store.put_message_location(&table_at(key, message, None)).await.expect("stored");
        }
        let low = crate::shards::ShardRange::parse("0", 2).expect("a range");
        bot.restore_locations(&low).await;
        assert!(bot.stored.contains_key(&(MessageKind::Table, ours.clone())));
        assert!(!bot.stored.contains_key(&(MessageKind::Table, theirs.clone())));
        bot.sweep(Duration::ZERO).await;
        let left = store.message_locations(Platform::Discord).await.expect("read");
        let left: Vec<_> = left.iter().map(|at| at.channel.clone()).collect();
        assert_eq!(left, [theirs]);
    }
}
