//! The Discord adapter: interactions in, calls to the core's table service out, views drawn as
//! Discord messages. It parses, calls and draws: no rule of the game and no use case of the
//! table is decided here (those are `bot_core::table`'s).
//!
//! - `/tablic …` slash commands ([`commands`], served by `slash`) and buttons ([`custom_id`],
//!   served by `hands`) become calls to the service; every answer is ephemeral unless it is
//!   meant for the whole channel, and reaches Discord within its 3 s (`interaction`).
//! - Each game has one public table message, edited in place (`table`, drawn by
//!   [`render::table`]); a player's cards are only ever shown in ephemeral messages
//!   ([`render::hand`]).
//! - Texts come from Fluent catalogues in seven languages ([`i18n`]): private answers in the
//!   person's language when we have it, the rest in the server's.
//! - A shard Discord refuses for good (close code 4010 or 4011, heard by [`shard_close`]) stops
//!   the adapter with [`DiscordError::ShardRefused`], which says what to change, instead of
//!   identifying again and again.

pub mod commands;
pub mod custom_id;
pub mod i18n;
pub mod render;
pub mod shard_close;
pub mod shards;

mod bot;
mod hands;
mod interaction;
pub mod markdown;
mod notice;
mod rest;
mod retry;
mod set_aside;
mod slash;
mod sweep;
mod table;
mod welcome;

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use bot_core::ids::Platform;
use bot_core::metrics::METRICS;
use bot_core::session::{Delivery, GameDefaults, Sessions};
use bot_core::table::TableService;
use serenity::all::{
    ClientBuilder, ConnectionStage, Context, EventHandler, GatewayIntents, Guild, GuildChannel,
    Http, HttpBuilder, Interaction, RatelimitInfo, Ready, ShardManager, ShardStageUpdateEvent,
};
use serenity::async_trait;
use thiserror::Error;
use tokio::sync::mpsc::UnboundedReceiver;
use tokio_util::sync::CancellationToken;

use crate::bot::Bot;
use crate::shard_close::{ShardCloses, ShardRefusal};
pub use crate::shards::ShardRange;

/// How long the gateway gets to close after a stop before it is left behind.
const CLOSE_GRACE: Duration = Duration::from_secs(5);
/// How long answers and edits still in flight get to land after a stop.
const DRAIN_GRACE: Duration = Duration::from_secs(3);
/// Longest wait at a stop for the hand messages to say they are no longer kept up to date.
const PAUSE_GRACE: Duration = Duration::from_secs(3);
/// How long `GET /gateway/bot` may take when a refused shard asks for Discord's advice.
const ADVICE_WAIT: Duration = Duration::from_secs(5);

/// How to reach Discord.
#[derive(Clone)]
pub struct DiscordSettings {
    /// The bot token (never logged).
    pub token: String,
    /// Base URL of a REST proxy (`TABLIC_DISCORD_API_URL`); `None` for Discord itself.
    pub api_url: Option<String>,
    /// Defaults for games created without them.
    pub defaults: GameDefaults,
    /// The shards this process connects; `None`: every shard Discord recommends, in this
    /// process.
    pub shards: Option<ShardRange>,
    /// Hears of a shard Discord refused for good ([`shard_close::layer`], installed in the
    /// process's log subscriber); `None`: not watched.
    pub closes: Option<ShardCloses>,
    /// How often what channels whose game the core let go kept is let go too (as often as the
    /// core looks for idle sessions).
    pub sweep_every: Duration,
    /// For tests: a sweep at once each time this is notified, with no quiet minute (slots
    /// just used go too). `None` in service.
    pub sweep_now: Option<Arc<tokio::sync::Notify>>,
}

impl std::fmt::Debug for DiscordSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DiscordSettings")
            .field("token", &"<set>")
            .field("api_url", &self.api_url)
            .field("defaults", &self.defaults)
            .field("shards", &self.shards)
            .field("closes", &self.closes.is_some())
            .field("sweep_every", &self.sweep_every)
            .field("sweep_now", &self.sweep_now.is_some())
            .finish()
    }
}

/// Why the adapter stopped.
#[derive(Debug, Error)]
pub enum DiscordError {
    /// The client could not be built (a token Discord's client library refuses).
    #[error("the Discord client could not be set up: {0}")]
    Setup(#[source] serenity::Error),
    /// The gateway connection failed for good (a wrong token, missing intents, no network).
    #[error("the Discord connection failed: {0}")]
    Gateway(#[source] serenity::Error),
    /// The client task ended abnormally.
    #[error("the Discord client stopped unexpectedly")]
    Crashed,
    /// The HTTP client could not be built.
    #[error("the Discord HTTP client could not be set up: {0}")]
    Client(String),
    /// Discord closed a shard with 4010 (Invalid shard) or 4011 (Sharding required): it would
    /// refuse every IDENTIFY alike until the shard settings change.
    #[error("{0}")]
    ShardRefused(ShardRefusal),
}

/// How long a server just joined waits for its session's READY to be noted.
const READY_NOTED: Duration = Duration::from_secs(2);

/// Receives gateway events and hands interactions to the bot.
struct Handler {
    bot: Arc<OnceLock<Arc<Bot>>>,
    /// The servers the gateway listed at connecting: any other one created is new.
    guilds: welcome::KnownGuilds,
}

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, _ctx: Context, ready: Ready) {
        let shard = ready.shard.map(|s| s.id.0);
        tracing::info!(
            user = %ready.user.name, guilds = ready.guilds.len(), shard, "connected to Discord"
        );
        METRICS.set_connected(Platform::Discord, true);
        self.guilds.listed(ready.guilds.iter().map(|g| g.id));
        if let Some(bot) = self.bot.get() {
            let _ = bot.me.set(ready.user.id.get());
        }
        // Commands are the application's, not a shard's: shard 0 registers them, once per
        // session, and the processes of the other shards leave them alone.
        if !registers_commands(ready.shard.as_ref()) {
            tracing::debug!(shard, "slash commands are registered by shard 0");
            return;
        }
        if let Some(bot) = self.bot.get() {
            bot.register_commands().await;
        }
    }

    async fn guild_create(&self, _ctx: Context, guild: Guild, _is_new: Option<bool>) {
        // serenity tells a new server only with its cache, which we leave out. A server of
        // this session's READY may come before the READY's task has noted it: a moment's wait.
        if !welcome::joined_moments_ago(guild.joined_at) {
            return;
        }
        tokio::time::sleep(READY_NOTED).await;
        if !self.guilds.first_seen(guild.id) {
            return;
        }
        if let Some(bot) = self.bot.get() {
            let channels: Vec<GuildChannel> = guild.channels.into_values().collect();
            let system = guild.system_channel_id.map(|c| c.get());
            let hello = {
                let bot = Arc::clone(bot);
                let locale = guild.preferred_locale;
                async move { bot.welcome(guild.id, &locale, system, &channels).await }
            };
            let _ = bot.track(hello).await;
        }
    }

    async fn shard_stage_update(&self, _ctx: Context, event: ShardStageUpdateEvent) {
        // Down while reconnecting (for /healthz); up again once connected.
        METRICS.set_connected(Platform::Discord, event.new == ConnectionStage::Connected);
    }

    async fn ratelimit(&self, data: RatelimitInfo) {
        // serenity waits and retries by itself; this is the only place a rate limit shows.
        tracing::debug!(timeout = ?data.timeout, global = data.global, "Discord rate limit");
        METRICS.rate_limited(Platform::Discord);
    }

    async fn interaction_create(&self, _ctx: Context, interaction: Interaction) {
        // serenity runs each event in its own task, so a slow game holds up no other; the
        // tracked task lets a shutdown finish the answers in hand.
        if let Some(bot) = self.bot.get() {
            let _ = bot.track(Arc::clone(bot).on_interaction(interaction)).await;
        }
    }
}

/// The first shard Discord refused, once it is; never without a watch.
async fn refused(closes: Option<&mut ShardCloses>) -> shard_close::ShardClosed {
    match closes {
        Some(closes) => closes.refused().await,
        None => std::future::pending().await,
    }
}

/// The shard count Discord recommends for the bot (`GET /gateway/bot`, through the REST base
/// configured), if it answers in time.
async fn recommended_shards(http: &Http) -> Option<u32> {
    match tokio::time::timeout(ADVICE_WAIT, http.get_bot_gateway()).await {
        Ok(Ok(gateway)) => Some(gateway.shards),
        Ok(Err(e)) => {
            tracing::warn!(error = %e, "GET /gateway/bot failed: no recommended shard count");
            None
        }
        Err(_) => {
            tracing::warn!("GET /gateway/bot did not answer: no recommended shard count");
            None
        }
    }
}

/// Closes the shards that are connected, cleanly, and leaves the rest alone: serenity's
/// `shutdown_all` would wait for a Close frame from a connection Discord already closed, and
/// spin on it for ever (the notes' "shard runner spinning at 100% CPU"); the process ends
/// anyway.
async fn close_connected(shards: &ShardManager) {
    let connected: Vec<_> = {
        let runners = shards.runners.lock().await;
        runners
            .iter()
            .filter(|(_, r)| r.stage == ConnectionStage::Connected)
            .map(|(id, _)| *id)
            .collect()
    };
    let closing = async {
        for id in connected {
            shards.shutdown(id, 1000).await;
        }
    };
    if tokio::time::timeout(CLOSE_GRACE, closing).await.is_err() {
        tracing::warn!("the connected Discord shards did not close in time");
    }
}

/// Whether the READY of `shard` registers the slash commands: only shard 0's (or an unsharded
/// session's) does, so that processes holding other shards never overwrite them.
fn registers_commands(shard: Option<&serenity::all::ShardInfo>) -> bool {
    shard.is_none_or(|s| s.id.0 == 0)
}

/// Runs the Discord bot until `shutdown` is cancelled, then closes the gateway cleanly.
pub async fn run(
    settings: DiscordSettings,
    sessions: Arc<Sessions>,
    deliveries: UnboundedReceiver<Delivery>,
    shutdown: CancellationToken,
) -> Result<(), DiscordError> {
    // One HTTP client for serenity and for our own calls (which keep to Discord's limits).
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .map_err(|e| DiscordError::Client(e.to_string()))?;
    let base = settings.api_url.as_deref().map(|u| u.trim_end_matches('/'));
    let http = match base {
        // serenity's own limiter would drop the proxy base; ours keeps to the limits.
        Some(url) => HttpBuilder::new(&settings.token)
            .client(client.clone())
            .proxy(url)
            .ratelimiter_disabled(true)
            .build(),
        None => HttpBuilder::new(&settings.token).client(client.clone()).build(),
    };
    let rest = rest::Rest::new(client, base, &settings.token);
    let cell = Arc::new(OnceLock::new());
    let handler = Handler { bot: Arc::clone(&cell), guilds: Default::default() };
    // Interactions arrive without any intent; GUILDS keeps the guild list for the logs.
    let mut client = ClientBuilder::new_with_http(http, GatewayIntents::GUILDS)
        .event_handler(handler)
        .await
        .map_err(DiscordError::Setup)?;
    let service = TableService::new(sessions, settings.defaults);
    let bot = Arc::new(Bot::new(Arc::clone(&client.http), rest, service));
    // The messages of the games resumed are edited from now on, not posted again: those of
    // this process's shards only (the others' are theirs to edit, and to let go).
    bot.restore_locations(&settings.shards.unwrap_or(ShardRange::all(1))).await;
    // No event is dispatched before `start`, so the handler always finds the bot.
    let _ = cell.set(Arc::clone(&bot));

    let deliverer = tokio::spawn(Arc::clone(&bot).deliver(deliveries, shutdown.clone()));
    // What channels whose game the core let go kept goes too.
    let sweeper = tokio::spawn(Arc::clone(&bot).sweep_every(
        settings.sweep_every,
        settings.sweep_now,
        shutdown.clone(),
    ));
    let shards = Arc::clone(&client.shard_manager);
    let shard_range = settings.shards;
    let mut closes = settings.closes;
    let mut gateway = tokio::spawn(async move {
        match shard_range {
            // serenity's range runs up to and including its end.
            Some(r) => {
                tracing::info!(shards = %r, total = r.total, "connecting Discord shards");
                client.start_shard_range(r.first..r.last, r.total).await
            }
            None => client.start().await,
        }
    });
    let result = tokio::select! {
        _ = shutdown.cancelled() => {
            tracing::info!("closing the Discord gateway");
            shards.shutdown_all().await;
            match tokio::time::timeout(CLOSE_GRACE, &mut gateway).await {
                Ok(_) => {}
                Err(_) => {
                    tracing::warn!("the Discord gateway did not close in time");
                    gateway.abort();
                }
            }
            Ok(())
        }
        ended = &mut gateway => match ended {
            Ok(Ok(())) => Ok(()),
            Ok(Err(e)) => Err(DiscordError::Gateway(e)),
            Err(_) => Err(DiscordError::Crashed),
        },
        closed = refused(closes.as_mut()) => {
            // serenity would restart the shard for ever; Discord would refuse it each time.
            tracing::info!(code = closed.close.code(), shard = closed.shard, "closing the Discord gateway: a refused shard is not identified again");
            let recommended = recommended_shards(&bot.http).await;
            close_connected(&shards).await;
            gateway.abort();
            let range = shard_range.unwrap_or(ShardRange::all(1));
            Err(DiscordError::ShardRefused(ShardRefusal { closed, range, recommended }))
        }
    };
    METRICS.set_connected(Platform::Discord, false);
    deliverer.abort();
    sweeper.abort();
    bot.drain(DRAIN_GRACE).await;
    // After the answers in hand, so that none redraws a hand over its note.
    if tokio::time::timeout(PAUSE_GRACE, bot.pause_hands()).await.is_err() {
        tracing::warn!("some hand messages were not marked as no longer kept up to date");
    }
    result
}

#[cfg(test)]
mod tests {
    use serenity::all::{ShardId, ShardInfo};

    use super::registers_commands;

    fn shard(id: u32, total: u32) -> ShardInfo {
        ShardInfo { id: ShardId(id), total }
    }

    #[test]
    fn only_shard_0_registers_the_commands() {
        assert!(registers_commands(None));
        assert!(registers_commands(Some(&shard(0, 1))));
        assert!(registers_commands(Some(&shard(0, 8))));
        assert!(!registers_commands(Some(&shard(1, 2))));
        assert!(!registers_commands(Some(&shard(7, 8))));
    }
}
