//! The Telegram adapter: updates in, session commands out; session views rendered for Telegram.
//!
//! A thin layer over `bot_core::session`: it reads commands and button presses, hands them to
//! [`Sessions`] as [`bot_core::session::Command`]s, and draws the effects that come back — the
//! public table as one message per game edited in place, each player's hand as an inline
//! keyboard in their private chat with the bot. No rule of any game lives here.
//!
//! - [`data`]: what buttons and deep links carry.
//! - [`commands`]: text commands.
//! - [`render`]: texts and keyboards.
//! - [`outbox`]: per-chat queues that coalesce edits and honour flood control.
//! - [`texts`]: every text people read, from Fluent catalogues in seven languages.

mod app;
pub mod commands;
pub mod data;
pub mod outbox;
pub mod render;
pub mod texts;

use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;

use bot_core::i18n::Lang;
use bot_core::ids::Platform;
use bot_core::metrics::METRICS;
use bot_core::session::{Delivery, GameDefaults, Sessions};
use teloxide::adaptors::throttle::{Limits, Settings};
use teloxide::adaptors::Throttle;
use teloxide::dispatching::{Dispatcher, UpdateFilterExt};
use teloxide::payloads::SetMyCommandsSetters;
use teloxide::requests::{Request, Requester};
use teloxide::types::{BotCommand, CallbackQuery, Me, Message, Update};
use teloxide::update_listeners::Polling;
use teloxide::{dptree, Bot, RequestError};
use thiserror::Error;
use tokio::sync::mpsc::{self, UnboundedReceiver};
use tokio_util::sync::CancellationToken;
use tracing::Instrument;

use crate::app::App;
use crate::outbox::{through_flood, Outbox, Tg};

/// The channel name of a group chat that is not a forum topic.
pub const MAIN_TOPIC: &str = "main";
/// Seconds a long poll waits for updates.
const POLL_TIMEOUT: Duration = Duration::from_secs(10);
/// How long queued messages may still go out after a shutdown is asked for.
const DRAIN_ON_SHUTDOWN: Duration = Duration::from_secs(3);
/// How often a platform marked down is checked again.
const WATCHDOG: Duration = Duration::from_secs(30);

/// How to reach Telegram.
#[derive(Clone)]
pub struct TelegramSettings {
    /// The bot token (never logged).
    pub token: String,
    /// Base URL of a proxy or self-hosted API server; `None` for Telegram itself.
    pub api_url: Option<String>,
    /// Defaults for games created without them.
    pub defaults: GameDefaults,
}

impl std::fmt::Debug for TelegramSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TelegramSettings")
            .field("token", &"<redacted>")
            .field("api_url", &self.api_url)
            .field("defaults", &self.defaults)
            .finish()
    }
}

/// Why the adapter stopped.
#[derive(Debug, Error)]
pub enum TelegramError {
    /// `TABLIC_TELEGRAM_API_URL` is not a URL.
    #[error("the Telegram API address `{0}` is not a URL like http://127.0.0.1:8081")]
    BadApiUrl(String),
    /// Telegram refused the token or could not be reached at start-up.
    #[error("cannot start the Telegram bot: {0}")]
    Startup(#[source] RequestError),
}

/// Runs the Telegram bot until `shutdown` is cancelled.
pub async fn run(
    settings: TelegramSettings,
    sessions: Arc<Sessions>,
    mut deliveries: UnboundedReceiver<Delivery>,
    shutdown: CancellationToken,
) -> Result<(), TelegramError> {
    let mut bot = Bot::new(settings.token);
    if let Some(base) = &settings.api_url {
        let url = url::Url::parse(base).map_err(|_| TelegramError::BadApiUrl(base.clone()))?;
        bot = bot.set_api_url(url);
    }
    // Throttle paces requests per chat and freezes a chat on a 429, but without its own
    // retries: the outbox retries after `retry_after` itself, merging what changed meanwhile,
    // and so can count every 429 for /metrics.
    let (bot, pacer): (Tg, _) =
        Throttle::with_settings(bot, Settings::default().limits(Limits::default()).no_retry());
    tokio::spawn(pacer);

    let Some(me) = who_am_i(&bot, &shutdown).await? else { return Ok(()) };
    register_commands(&bot).await;
    tracing::info!(bot = %me.username(), "Telegram bot running");
    METRICS.set_connected(Platform::Telegram, true);

    let (undelivered_tx, mut undelivered) = mpsc::unbounded_channel();
    let outbox = Outbox::new(bot.clone(), undelivered_tx);
    let app = Arc::new(App::new(
        bot.clone(),
        me.username().to_string(),
        sessions,
        settings.defaults,
        outbox,
    ));

    // Effects no command asked for: turn timers, computers moving after a restart.
    let shown = Arc::clone(&app);
    let delivery_task = tokio::spawn(async move {
        while let Some(delivery) = deliveries.recv().await {
            shown.deliver(delivery).await;
        }
    });
    let told = Arc::clone(&app);
    let undelivered_task = tokio::spawn(async move {
        while let Some(what) = undelivered.recv().await {
            told.undelivered(what).await;
        }
    });

    let handler = dptree::entry()
        .branch(Update::filter_message().endpoint(|msg: Message, app: Arc<App>| async move {
            // One span per update: who and where, never the text (it may be a hand's card).
            let span = tracing::info_span!(
                "update",
                platform = "telegram",
                kind = "message",
                id = msg.id.0,
                user = msg.from.as_ref().map(|u| u.id.0),
                chat = msg.chat.id.0,
            );
            app.on_message(msg).instrument(span).await;
            Ok::<(), Infallible>(())
        }))
        .branch(Update::filter_callback_query().endpoint(
            |query: CallbackQuery, app: Arc<App>| async move {
                // Never the callback data: it names a card of the presser's hand.
                let span = tracing::info_span!(
                    "update",
                    platform = "telegram",
                    kind = "button",
                    user = query.from.id.0,
                    chat = query.regular_message().map(|m| m.chat.id.0),
                );
                app.on_callback(query).instrument(span).await;
                Ok::<(), Infallible>(())
            },
        ));
    let mut dispatcher = Dispatcher::builder(bot.clone(), handler)
        .dependencies(dptree::deps![Arc::clone(&app)])
        .default_handler(|_| async {})
        .build();

    // The dispatcher refuses to stop before it runs: keep asking until it does.
    let stop = dispatcher.shutdown_token();
    let stopper = tokio::spawn({
        let shutdown = shutdown.clone();
        async move {
            shutdown.cancelled().await;
            loop {
                match stop.shutdown() {
                    Ok(done) => {
                        done.await;
                        break;
                    }
                    Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
                }
            }
        }
    });
    let listener =
        Polling::builder(bot.clone()).timeout(POLL_TIMEOUT).delete_webhook().await.build();
    // A failed poll marks the platform down (for /healthz); the watchdog marks it up again.
    let listener_errors = Arc::new(|e: RequestError| async move {
        METRICS.set_connected(Platform::Telegram, false);
        METRICS.platform_error(Platform::Telegram);
        tracing::warn!(error = %e, "polling Telegram failed");
    });
    let watchdog = tokio::spawn({
        let bot = bot.clone();
        async move {
            loop {
                tokio::time::sleep(WATCHDOG).await;
                if !METRICS.is_connected(Platform::Telegram) && bot.get_me().await.is_ok() {
                    METRICS.set_connected(Platform::Telegram, true);
                }
            }
        }
    });
    let result = dispatcher
        .try_dispatch_with_listener(listener, listener_errors)
        .await
        .map_err(TelegramError::Startup);
    METRICS.set_connected(Platform::Telegram, false);
    watchdog.abort();
    stopper.abort();
    app.drain(DRAIN_ON_SHUTDOWN).await;
    delivery_task.abort();
    undelivered_task.abort();
    result
}

/// The command menu in each language: Telegram shows each person the list for their client's
/// language, and the English one to everyone else. A list that fails is logged and skipped.
async fn register_commands(bot: &Tg) {
    for lang in Lang::ALL {
        let code = texts::telegram_code(lang);
        if code.is_none() && lang != Lang::En {
            continue;
        }
        let commands: Vec<BotCommand> = commands::COMMANDS
            .iter()
            .map(|(name, about)| BotCommand::new(*name, texts::plain(lang, *about)))
            .collect();
        // Six calls back to back at start-up: a 429 is waited out, not a language lost.
        let result = through_flood(|| {
            let request = bot.set_my_commands(commands.clone());
            match code {
                Some(code) => request.language_code(code).send(),
                None => request.send(),
            }
        })
        .await;
        if let Err(e) = result {
            tracing::warn!(error = %e, language = lang.code(), "commands not registered");
        }
    }
}

/// `getMe`, retried with a growing pause until it answers or the bot is asked to stop. A token
/// Telegram refuses is an error at once.
async fn who_am_i(bot: &Tg, shutdown: &CancellationToken) -> Result<Option<Me>, TelegramError> {
    let mut pause = Duration::from_millis(500);
    loop {
        match bot.get_me().await {
            Ok(me) => return Ok(Some(me)),
            Err(e @ RequestError::Api(_)) => return Err(TelegramError::Startup(e)),
            Err(e) => {
                tracing::warn!(error = %e, "Telegram not reachable yet; retrying");
                tokio::select! {
                    _ = shutdown.cancelled() => return Ok(None),
                    _ = tokio::time::sleep(pause) => {}
                }
                pause = (pause * 2).min(Duration::from_secs(30));
            }
        }
    }
}
