//! The Telegram adapter: updates in, calls to the core's table service out; views drawn for
//! Telegram.
//!
//! A thin layer over `bot_core::table`: it reads commands and button presses, hands them to
//! the [`TableService`], and draws the effects that come back — the public table as one
//! message per game edited in place, each player's hand as an inline keyboard in their
//! private chat with the bot. No rule of any game and no use case of the table lives here.
//!
//! - [`data`]: what buttons and deep links carry.
//! - [`commands`]: text commands, parsed; `messages` serves them, `buttons` the presses.
//! - `table`: effects drawn (the table message, the hands, the news); `app` the shared state.
//! - [`render`]: texts and keyboards.
//! - [`outbox`]: per-chat queues within Telegram's flood limits, that coalesce edits.
//! - [`texts`]: every text people read, from Fluent catalogues in seven languages.
//! - [`webhook`]: updates posted by Telegram to our HTTP listener, instead of polling.
//!
//! What is not Telegram's (new games, settings, standings, rules, refusals, claims, coming
//! back) is the core's table service, `bot_core::table`.

mod app;
mod buttons;
pub mod commands;
pub mod data;
mod langs;
mod messages;
mod newest;
pub mod outbox;
pub mod render;
mod seen;
mod table;
pub mod texts;
pub mod webhook;

use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;

use bot_core::i18n::Lang;
use bot_core::ids::Platform;
use bot_core::metrics::METRICS;
use bot_core::session::{Delivery, GameDefaults, Sessions};
use bot_core::table::TableService;
use teloxide::dispatching::{Dispatcher, DpHandlerDescription, UpdateFilterExt};
use teloxide::dptree::HandlerDescription;
use teloxide::error_handlers::IgnoringErrorHandlerSafe;
use teloxide::payloads::{SetMyCommandsSetters, SetWebhookSetters};
use teloxide::requests::{Request, Requester};
use teloxide::types::{
    AllowedUpdate, BotCommand, CallbackQuery, ChatMemberUpdated, Me, Message, Update,
};
use teloxide::update_listeners::Polling;
use teloxide::{dptree, Bot, RequestError};
use thiserror::Error;
use tokio::sync::mpsc::{self, UnboundedReceiver};
use tokio_util::sync::CancellationToken;
use tracing::Instrument;

use crate::app::{App, Keep};
use crate::outbox::{through_flood, Budgets, Outbox, Tg};
use crate::seen::Seen;
use crate::webhook::{Receipts, Webhook};

/// The channel name of a group chat that is not a forum topic.
pub const MAIN_TOPIC: &str = "main";
/// Seconds a long poll waits for updates.
const POLL_TIMEOUT: Duration = Duration::from_secs(10);
/// How long queued messages may still go out after a shutdown is asked for.
const DRAIN_ON_SHUTDOWN: Duration = Duration::from_secs(3);
/// How often a platform marked down is checked again (and, in webhook mode, how often
/// Telegram is asked whether the webhook is still ours).
const WATCHDOG: Duration = Duration::from_secs(30);
/// The update kinds the handlers below take, given to `setWebhook` (polling asks the
/// dispatcher; a webhook is registered before it runs, which checks this list against its own).
/// `my_chat_member`: the bot's own membership, to say hello when added to a group.
const UPDATE_KINDS: [AllowedUpdate; 3] =
    [AllowedUpdate::Message, AllowedUpdate::CallbackQuery, AllowedUpdate::MyChatMember];

/// How to reach Telegram.
#[derive(Clone)]
pub struct TelegramSettings {
    /// The bot token (never logged).
    pub token: String,
    /// Base URL of a proxy or self-hosted API server; `None` for Telegram itself.
    pub api_url: Option<String>,
    /// Defaults for games created without them.
    pub defaults: GameDefaults,
    /// How updates arrive.
    pub updates: Updates,
    /// Telegram's flood limits, kept to by the bot.
    pub budgets: Budgets,
}

/// How updates reach the bot.
#[derive(Clone, Debug)]
pub enum Updates {
    /// Long polling with `getUpdates` (any webhook is deleted first).
    Polling,
    /// Telegram posts them to this webhook, registered at start; the caller serves its
    /// [`Webhook::router`].
    Webhook(Webhook),
}

impl std::fmt::Debug for TelegramSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TelegramSettings")
            .field("token", &"<redacted>")
            .field("api_url", &self.api_url)
            .field("defaults", &self.defaults)
            .field("updates", &self.updates)
            .field("budgets", &self.budgets)
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
    /// Telegram refused to set the webhook (a URL it cannot reach, plain HTTP, a bad port…).
    #[error("Telegram refused the webhook {url}: {source}")]
    Webhook {
        /// The public URL given.
        url: String,
        /// Telegram's answer.
        source: RequestError,
    },
}

/// Runs the Telegram bot until `shutdown` is cancelled. `deliveries` brings the effects no
/// command asked for; the whole report of the sessions' start ([`Sessions::restore`], done
/// before) must be waiting in it already.
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
    // No teloxide throttle: on any 429 it freezes every chat of the bot. The outbox keeps to
    // Telegram's limits itself, chat by chat.
    let bot: Tg = bot;
    // The updates handled lately, by this process or the one before: a repeat is not handled
    // again. Known before any delivery is taken.
    let seen = Seen::load(sessions.store().clone()).await;
    if let Updates::Webhook(hook) = &settings.updates {
        hook.remember(&seen.all());
    }
    let Some(me) = who_am_i(&bot, &shutdown).await? else { return Ok(()) };
    // In webhook mode, deliveries are taken before Telegram is told where to send them (none is
    // refused for that), and Telegram is told first thing: until then its retries carry the
    // previous start's secret and are refused.
    let listener = match &settings.updates {
        Updates::Polling => None,
        Updates::Webhook(hook) => {
            let mut listener = hook.listen();
            listener.registered(&UPDATE_KINDS);
            if !set_webhook(&bot, hook, &shutdown).await? {
                return Ok(());
            }
            Some((hook.clone(), listener))
        }
    };
    register_commands(&bot).await;
    tracing::info!(bot = %me.username(), "Telegram bot running");
    METRICS.set_connected(Platform::Telegram, true);

    let (reports_tx, mut reports) = mpsc::unbounded_channel();
    let outbox = Outbox::new(bot.clone(), settings.budgets, reports_tx);
    let store = sessions.store().clone();
    let (keep_tx, keep_rx) = mpsc::unbounded_channel();
    let keeper = tokio::spawn(keep_locations(store.clone(), keep_rx));
    let service = TableService::new(sessions, settings.defaults);
    let app = Arc::new(App::new(bot.clone(), me.username().to_string(), service, outbox, keep_tx));
    // The messages of the games resumed are edited from now on, not posted again.
    app.restore_locations().await;

    // Effects no command asked for: turn timers, computers moving after a restart.
    let shown = Arc::clone(&app);
    let delivery_task = tokio::spawn(async move {
        // The start's report is waiting whole (see `run`): once it is read, the messages of
        // matches not resumed that it did not set aside are kept only while in play.
        while let Ok(delivery) = deliveries.try_recv() {
            shown.deliver(delivery).await;
        }
        shown.start_reported().await;
        while let Some(delivery) = deliveries.recv().await {
            shown.deliver(delivery).await;
        }
    });
    // People's languages not needed any longer are let go now and then (see `langs`).
    let swept = Arc::clone(&app);
    let langs_task = tokio::spawn(async move {
        let every = langs::SWEEP_EVERY;
        let mut ticks = tokio::time::interval_at(tokio::time::Instant::now() + every, every);
        loop {
            ticks.tick().await;
            swept.sweep_langs(std::time::Instant::now(), langs::USER_LANG_IDLE).await;
        }
    });
    let told = Arc::clone(&app);
    // At shutdown, the reports already queued (a message placed during the drain) are still
    // handled, so where it is gets stored.
    let (stop_reports, mut reports_stopped) = tokio::sync::oneshot::channel::<()>();
    let mut reports_task = tokio::spawn(async move {
        loop {
            tokio::select! {
                report = reports.recv() => match report {
                    Some(report) => told.report(report).await,
                    None => return,
                },
                _ = &mut reports_stopped => {
                    while let Ok(report) = reports.try_recv() {
                        told.report(report).await;
                    }
                    return;
                }
            }
        }
    });

    let hook = match &settings.updates {
        Updates::Polling => None,
        Updates::Webhook(hook) => Some(hook.clone()),
    };
    let receipts = Receipts { hook, seen: Arc::clone(&seen) };
    // A receipt per update, dropped when the handlers are done with it: a webhook delivery is
    // answered then. Described as an entry so it does not widen the update kinds asked for.
    let handler = dptree::map_with_description(
        DpHandlerDescription::entry(),
        |update: Update, receipts: Receipts| receipts.of(&update),
    )
    .chain(dptree::filter_with_description(
        DpHandlerDescription::entry(),
        |update: Update, seen: Arc<Seen>| {
            // Delivered again (not confirmed before a restart, or a webhook retry): handled
            // once already, so not again (its receipt still answers the delivery).
            let repeat = seen.contains(update.id.0);
            if repeat {
                tracing::debug!(update = update.id.0, "an update delivered again skipped");
            }
            !repeat
        },
    ))
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
                chat = query.message.as_ref().map(|m| m.chat().id.0),
            );
            app.on_callback(query).instrument(span).await;
            Ok::<(), Infallible>(())
        },
    ))
    .branch(Update::filter_my_chat_member().endpoint(
        |update: ChatMemberUpdated, app: Arc<App>| async move {
            let span = tracing::info_span!(
                "update",
                platform = "telegram",
                kind = "membership",
                user = update.from.id.0,
                chat = update.chat.id.0,
            );
            app.on_my_member(update).instrument(span).await;
            Ok::<(), Infallible>(())
        },
    ));
    let mut dispatcher = Dispatcher::builder(bot.clone(), handler)
        .dependencies(dptree::deps![Arc::clone(&app), receipts, seen])
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
    let result = match listener {
        None => {
            let listener =
                Polling::builder(bot.clone()).timeout(POLL_TIMEOUT).delete_webhook().await.build();
            // A failed poll marks the platform down (for /healthz); the watchdog marks it up
            // again.
            let listener_errors = Arc::new(|e: RequestError| async move {
                METRICS.set_connected(Platform::Telegram, false);
                METRICS.platform_error(Platform::Telegram);
                tracing::warn!(error = %e, "polling Telegram failed");
            });
            let watchdog = tokio::spawn(polling_watchdog(bot.clone()));
            let result = dispatcher
                .try_dispatch_with_listener(listener, listener_errors)
                .await
                .map_err(TelegramError::Startup);
            watchdog.abort();
            result
        }
        Some((hook, listener)) => {
            let watchdog = tokio::spawn(webhook_watchdog(bot.clone(), hook));
            let result = dispatcher
                .try_dispatch_with_listener(listener, Arc::new(IgnoringErrorHandlerSafe))
                .await
                .map_err(TelegramError::Startup);
            watchdog.abort();
            // Not deleted: Telegram keeps what arrives until the next start.
            tracing::info!("the webhook stays registered for the next start");
            result
        }
    };
    METRICS.set_connected(Platform::Telegram, false);
    stopper.abort();
    app.drain(DRAIN_ON_SHUTDOWN).await;
    delivery_task.abort();
    let _ = stop_reports.send(());
    if tokio::time::timeout(DRAIN_ON_SHUTDOWN, &mut reports_task).await.is_err() {
        reports_task.abort();
    }
    langs_task.abort();
    // Locations still to store are written before the process goes.
    let (flushed, done) = tokio::sync::oneshot::channel();
    if app.keep.send(Keep::Flush(flushed)).is_ok() {
        let _ = tokio::time::timeout(DRAIN_ON_SHUTDOWN, done).await;
    }
    keeper.abort();
    result
}

/// Stores where messages are, in the order the changes were made.
async fn keep_locations(store: bot_core::store::Store, mut changes: mpsc::UnboundedReceiver<Keep>) {
    while let Some(change) = changes.recv().await {
        let stored = match &change {
            Keep::Put(at) => store.put_message_location(at).await,
            Keep::Forget(kind, channel, user, only) => {
                store
                    .forget_message_location(*kind, channel, user.as_deref(), only.as_deref())
                    .await
            }
            Keep::Flush(_) => Ok(()),
        };
        if let Keep::Flush(done) = change {
            let _ = done.send(());
            continue;
        }
        if let Err(e) = stored {
            tracing::warn!(error = %e, "message location not stored");
        }
    }
}

/// Marks the platform up again once `getMe` answers after a failed poll.
async fn polling_watchdog(bot: Tg) {
    loop {
        tokio::time::sleep(WATCHDOG).await;
        if !METRICS.is_connected(Platform::Telegram) && bot.get_me().await.is_ok() {
            METRICS.set_connected(Platform::Telegram, true);
        }
    }
}

/// `setWebhook` with our URL, secret and update kinds, keeping updates that arrived while the
/// bot was away. Retried while Telegram cannot be reached; `Ok(false)` if asked to stop
/// meanwhile. A refusal (a URL Telegram will not use) is an error at once.
async fn set_webhook(
    bot: &Tg,
    hook: &Webhook,
    shutdown: &CancellationToken,
) -> Result<bool, TelegramError> {
    let mut pause = Duration::from_millis(500);
    loop {
        let request = bot
            .set_webhook(hook.url().clone())
            .secret_token(hook.secret())
            .allowed_updates(UPDATE_KINDS)
            .drop_pending_updates(false);
        let failed = match through_flood(|| request.send_ref()).await {
            Ok(_) => break,
            Err(e @ RequestError::Api(_)) => {
                return Err(TelegramError::Webhook { url: hook.url().to_string(), source: e })
            }
            Err(e) => e,
        };
        tracing::warn!(error = %failed, "Telegram not reachable to set the webhook; retrying");
        tokio::select! {
            _ = shutdown.cancelled() => return Ok(false),
            _ = tokio::time::sleep(pause) => {}
        }
        pause = (pause * 2).min(Duration::from_secs(30));
    }
    match bot.get_webhook_info().await {
        Ok(info) => tracing::info!(
            url = %hook.url(),
            waiting = info.pending_update_count,
            "Telegram webhook set"
        ),
        Err(e) => tracing::info!(url = %hook.url(), error = %e, "Telegram webhook set"),
    }
    Ok(true)
}

/// Asks Telegram now and then whether the webhook is still ours: it is down (for /healthz)
/// when another process took the bot over (set another URL, or deleted it to poll), and
/// Telegram's own delivery errors are logged once each.
async fn webhook_watchdog(bot: Tg, hook: Webhook) {
    let mut last_error = None;
    loop {
        tokio::time::sleep(WATCHDOG).await;
        match bot.get_webhook_info().await {
            Ok(info) => {
                let ours = info.url.as_ref() == Some(hook.url());
                if !ours && METRICS.is_connected(Platform::Telegram) {
                    tracing::error!(
                        "the webhook is no longer ours: another process polls or set its own; \
                         updates do not come here"
                    );
                }
                METRICS.set_connected(Platform::Telegram, ours);
                if info.last_error_date.is_some() && info.last_error_date != last_error {
                    last_error = info.last_error_date;
                    tracing::warn!(
                        error = info.last_error_message.as_deref().unwrap_or(""),
                        waiting = info.pending_update_count,
                        "Telegram could not deliver to the webhook"
                    );
                }
            }
            Err(e) => {
                METRICS.set_connected(Platform::Telegram, false);
                METRICS.platform_error(Platform::Telegram);
                tracing::warn!(error = %e, "asking Telegram about the webhook failed");
            }
        }
    }
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
