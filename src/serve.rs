//! `tablic serve`: storage, sessions, the chat adapters, `/healthz` and `/metrics`, and a
//! clean stop on SIGTERM or Ctrl-C.

use std::io::{Read, Write};
use std::net::{TcpStream, ToSocketAddrs};
use std::sync::Arc;
use std::time::Duration;

use adapter_discord::shard_close::ShardCloses;
use adapter_discord::ShardRange;
use adapter_telegram::webhook::Webhook;
use adapter_telegram::Updates;
use anyhow::Result;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::routing::get;
use axum::{Json, Router};
use bot_core::ids::{ChannelKey, Platform};
use bot_core::metrics::{
    names, ALL_SHARDS, COMMIT_BUCKETS, LATENCY_BUCKETS, METRICS, SHARDS_LABEL,
};
use bot_core::session::{Delivery, GameDefaults, Owns, Sessions};
use bot_core::store::{Role, Store, StoreError};
use metrics_exporter_prometheus::{BuildError, Matcher, PrometheusBuilder, PrometheusHandle};
use serde_json::json;
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

use crate::cli::{HealthArgs, ServeArgs, UsageError};
use crate::config::{Config, LogFormat, Secrets, TelegramMode};
use crate::redact::{RedactingStderr, Redactions};

/// How long running commands get to finish after a stop signal.
const GRACE: Duration = Duration::from_secs(10);
/// How long tasks left behind by the libraries get to end once the bots have stopped.
const RUNTIME_GRACE: Duration = Duration::from_secs(2);

/// `tablic serve`: the chat bots, until SIGTERM or Ctrl-C.
pub fn serve(args: &ServeArgs) -> Result<()> {
    let mut config = Config::load(args.config.as_deref()).map_err(UsageError::from_display)?;
    if let Some(range) = &args.shards {
        config.discord.shards.clone_from(range);
    }
    if let Some(total) = args.shard_total {
        config.discord.shard_total = total;
    }
    let defaults = config.game_defaults().map_err(UsageError::from_display)?;
    config.adjourn_after().map_err(UsageError::from_display)?;
    config.idle_evict().map_err(UsageError::from_display)?;
    config.sweep_every().map_err(UsageError::from_display)?;
    config.telegram.budgets().map_err(UsageError::from_display)?;
    config.discord.shard_range().map_err(UsageError::from_display)?;
    config.database.store_options().map_err(UsageError::from_display)?;
    config.database.claim_wait().map_err(UsageError::from_display)?;
    let secrets = Secrets::from_env();
    if secrets.discord_token.is_none() && secrets.telegram_token.is_none() {
        return Err(UsageError(
            "no bot token: set DISCORD_TOKEN and/or TELEGRAM_TOKEN in the environment \
             (optionally TABLIC_DISCORD_API_URL / TABLIC_TELEGRAM_API_URL for a proxy or a \
             self-hosted API server); `tablic play` needs no token"
                .into(),
        )
        .into());
    }
    // Webhook settings matter only to a process that runs the Telegram bot.
    let updates = match secrets.telegram_token {
        Some(_) => telegram_updates(&config, &secrets)?,
        None => Updates::Polling,
    };
    let webhook_secret = match &updates {
        Updates::Webhook(hook) => Some(hook.secret()),
        Updates::Polling => None,
    };
    let closes = init_logging(&config, &secrets, webhook_secret);
    for name in Config::ignored_env() {
        tracing::warn!(name, "not a setting (settings are TABLIC_SECTION__KEY); ignored");
    }
    // Two workers at least, even on one CPU: a serenity shard runner whose connection Discord
    // closed holds its worker until its next heartbeat, and the rest must go on meanwhile.
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get().max(2));
    let runtime =
        tokio::runtime::Builder::new_multi_thread().worker_threads(workers).enable_all().build()?;
    let result = runtime.block_on(run_bots(config, defaults, secrets, updates, closes));
    // Everything of ours has stopped by now. A serenity shard runner whose connection Discord
    // closed (a refused shard) spins without yielding until its next heartbeat (up to 41 s): do
    // not wait for it.
    runtime.shutdown_timeout(RUNTIME_GRACE);
    result
}

/// How Telegram updates arrive, checked before anything starts: webhook mode needs the HTTP
/// listener, a public URL and a usable secret (or makes one).
fn telegram_updates(config: &Config, secrets: &Secrets) -> Result<Updates, UsageError> {
    match config.telegram.mode {
        TelegramMode::Polling => Ok(Updates::Polling),
        TelegramMode::Webhook => {
            if config.http.listen.trim().is_empty() {
                return Err(UsageError(
                    "Telegram webhook mode is served by the HTTP listener: set [http] listen \
                     (TABLIC_HTTP__LISTEN) to the address that webhook_url is forwarded to"
                        .into(),
                ));
            }
            if config.telegram.webhook_url.trim().is_empty() {
                return Err(UsageError(
                    "Telegram webhook mode needs [telegram] webhook_url \
                     (TABLIC_TELEGRAM__WEBHOOK_URL): the public URL Telegram posts updates to"
                        .into(),
                ));
            }
            let secret = secrets.telegram_webhook_secret.clone();
            Webhook::new(&config.telegram.webhook_url, secret)
                .map(Updates::Webhook)
                .map_err(UsageError::from_display)
        }
    }
}

/// Libraries that log request and gateway payloads (which carry hands and tokens) below
/// `info`: capped there whatever `RUST_LOG` asks, so no private card reaches a log.
const PAYLOAD_LOGGERS: [&str; 10] = [
    "serenity",
    "teloxide",
    "teloxide_core",
    "reqwest",
    "hyper",
    "hyper_util",
    "h2",
    "tungstenite",
    "tokio_tungstenite",
    "sqlx",
];

/// Whether `target` is one of [`PAYLOAD_LOGGERS`] or a module of one.
fn is_payload_logger(target: &str) -> bool {
    PAYLOAD_LOGGERS.iter().any(|t| {
        target.strip_prefix(t).is_some_and(|rest| rest.is_empty() || rest.starts_with("::"))
    })
}

/// The log subscriber: `filter` (RUST_LOG or the configured one), the payload loggers capped at
/// info and their spans left out (their fields record whole requests and gateway events, which
/// would print with any line logged inside them), lines in `format` through `writer`. Beside
/// the lines, the watch for Discord shards refused for good (its own filter: it hears them
/// whatever `filter` says).
fn log_subscriber<W>(
    filter: tracing_subscriber::EnvFilter,
    format: LogFormat,
    writer: W,
    colour: bool,
) -> (impl tracing::Subscriber + Send + Sync, ShardCloses)
where
    W: for<'w> tracing_subscriber::fmt::MakeWriter<'w> + Send + Sync + 'static,
{
    use tracing_subscriber::filter::{filter_fn, FilterExt, LevelFilter, Targets};
    use tracing_subscriber::layer::SubscriberExt;
    use tracing_subscriber::Layer;

    let caps = PAYLOAD_LOGGERS
        .into_iter()
        .fold(Targets::new().with_default(LevelFilter::TRACE), |t, target| {
            t.with_target(target, LevelFilter::INFO)
        });
    let no_payload_spans = filter_fn(|m| !(m.is_span() && is_payload_logger(m.target())));
    let lines = tracing_subscriber::fmt::layer().with_writer(writer).with_ansi(colour);
    let lines = match format {
        LogFormat::Json => lines.json().boxed(),
        LogFormat::Human => lines.boxed(),
    };
    let (watch, closes) = adapter_discord::shard_close::layer();
    // The filter is the lines' own, not the whole subscriber's, so that the watch hears too.
    let subscriber = tracing_subscriber::registry()
        .with(watch)
        .with(lines.with_filter(filter.and(caps).and(no_payload_spans)));
    (subscriber, closes)
}

/// Installs the log subscriber; the refused Discord shards it hears of (`None` when another
/// subscriber was there first).
fn init_logging(
    config: &Config,
    secrets: &Secrets,
    webhook_secret: Option<&str>,
) -> Option<ShardCloses> {
    use tracing_subscriber::util::SubscriberInitExt;
    use tracing_subscriber::EnvFilter;

    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new(config.log.filter.as_str()));
    let tokens = [&secrets.discord_token, &secrets.telegram_token];
    let secrets = tokens.into_iter().flatten().map(String::as_str).chain(webhook_secret);
    let writer = RedactingStderr::new(Redactions::of(secrets));
    // Colours only for a person at a terminal, not for files and log collectors.
    let colour = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let (subscriber, closes) = log_subscriber(filter, config.log.format, writer, colour);
    subscriber.try_init().is_ok().then_some(closes)
}

/// What `/healthz` and `/metrics` read.
#[derive(Clone)]
struct Ops {
    store: Store,
    sessions: Arc<Sessions>,
    platforms: Vec<Platform>,
    exporter: PrometheusHandle,
}

/// How often the Prometheus recorder folds recorded latencies into its histograms (scrapes do
/// it too; this bounds the memory between scrapes).
const METRICS_UPKEEP: Duration = Duration::from_secs(5);

/// The recorder behind `/metrics`: interaction and commit latency as true histograms with our
/// buckets, and `shards` (the Discord shards this process connects) on every series.
fn prometheus(shards: &str) -> Result<PrometheusBuilder, BuildError> {
    Ok(PrometheusBuilder::new()
        .set_buckets_for_metric(
            Matcher::Full(names::INTERACTION_SECONDS.to_string()),
            &LATENCY_BUCKETS,
        )?
        .set_buckets_for_metric(Matcher::Full(names::COMMIT_SECONDS.to_string()), &COMMIT_BUCKETS)?
        .set_buckets_for_metric(
            Matcher::Full(names::TRANSACTION_SECONDS.to_string()),
            &COMMIT_BUCKETS,
        )?
        .add_global_label(SHARDS_LABEL, shards))
}

async fn run_bots(
    config: Config,
    defaults: GameDefaults,
    secrets: Secrets,
    updates: Updates,
    closes: Option<ShardCloses>,
) -> Result<()> {
    let shards = config.discord.shard_range()?;
    // The one place the shard label is set: the shard range this process connects.
    let label = shards.map_or_else(|| ALL_SHARDS.to_string(), |r| r.to_string());
    let exporter = prometheus(&label)?.install_recorder()?;
    METRICS.describe();
    let upkeep = {
        let exporter = exporter.clone();
        tokio::spawn(async move {
            let mut every = tokio::time::interval(METRICS_UPKEEP);
            loop {
                every.tick().await;
                exporter.run_upkeep();
            }
        })
    };
    // What this process does on the database, so that no other process does it too: its
    // Discord shards, the Telegram bot. On SQLite the whole file is this process's, taken
    // before its schema is upgraded.
    let telegram = secrets.telegram_token.is_some();
    let discord = secrets.discord_token.is_some().then(|| shards.unwrap_or(ShardRange::all(1)));
    let mut roles = Vec::new();
    if let Some(range) = discord {
        roles.extend(range.shards().map(|shard| Role::DiscordShard { shard, total: range.total }));
    }
    if telegram {
        roles.push(Role::Telegram);
    }
    let wait = config.database.claim_wait()?;
    let opened = Store::open_url_claiming(
        &config.database.url,
        &config.database.store_options()?,
        &roles,
        wait,
        |held| {
            tracing::warn!(
                "{held}: waiting up to {} s for it to stop (database.claim_wait_seconds)",
                wait.as_secs()
            );
        },
    )
    .await;
    let (store, _claim) = match opened {
        Ok(opened) => opened,
        Err(e @ StoreError::Claimed(_)) if !wait.is_zero() => {
            return Err(UsageError(format!(
                "{e} (waited {} s for it to stop: database.claim_wait_seconds)",
                wait.as_secs()
            ))
            .into())
        }
        Err(e @ StoreError::Claimed(_)) => return Err(UsageError(e.to_string()).into()),
        Err(e) => return Err(e.into()),
    };
    let owns = served_channels(discord, telegram);
    let (sessions, mut deliveries) =
        Sessions::serving(store.clone(), config.adjourn_after()?, owns);
    let resumed = sessions.restore(defaults.turn_timer).await?;
    tracing::info!(resumed, "unfinished games restored");

    // Effects no command asked for (timers, restarts) go to the platform of their channel.
    let (discord_tx, discord_rx) = mpsc::unbounded_channel();
    let (telegram_tx, telegram_rx) = mpsc::unbounded_channel();
    let route = move |delivery: Delivery| {
        let sent = match delivery.channel.platform {
            Platform::Discord => discord_tx.send(delivery).is_ok(),
            Platform::Telegram => telegram_tx.send(delivery).is_ok(),
            Platform::Terminal => true,
        };
        if !sent {
            tracing::debug!("effects for a platform that is not running dropped");
        }
    };
    // The start's report (the matches resumed, those set aside) is routed before any platform
    // starts: each finds it whole in its receiver, and has read it all once that is empty.
    while let Ok(delivery) = deliveries.try_recv() {
        route(delivery);
    }
    let router = tokio::spawn(async move {
        while let Some(delivery) = deliveries.recv().await {
            route(delivery);
        }
    });
    let (idle_evict, sweep_every) = (config.idle_evict()?, config.sweep_every()?);
    let sweep_now = SweepSignal::from_env();
    let discord_sweep_now = sweep_now.as_ref().map(|_| Arc::new(tokio::sync::Notify::new()));
    let janitor = {
        let sessions = Arc::clone(&sessions);
        let discord_sweep_now = discord_sweep_now.clone();
        let mut sweep_now = sweep_now;
        tokio::spawn(async move {
            let mut every = tokio::time::interval(sweep_every);
            loop {
                let asked = tokio::select! {
                    _ = every.tick() => false,
                    () = SweepSignal::heard(sweep_now.as_mut()) => true,
                };
                let dropped = sessions.evict_idle(idle_evict);
                tracing::debug!(dropped, "idle sessions evicted");
                // Discord sweeps after the eviction, so it sees the sessions just let go.
                if let Some(discord) = discord_sweep_now.as_ref().filter(|_| asked) {
                    discord.notify_one();
                }
            }
        })
    };

    let shutdown = CancellationToken::new();
    let platforms: Vec<Platform> = [
        secrets.discord_token.as_ref().map(|_| Platform::Discord),
        secrets.telegram_token.as_ref().map(|_| Platform::Telegram),
    ]
    .into_iter()
    .flatten()
    .collect();
    // The listener first: a webhook registered with Telegram must have something behind it.
    let webhook = match &updates {
        Updates::Webhook(hook) => {
            tracing::info!(path = hook.url().path(), "Telegram webhook served on the listener");
            Some(hook.router())
        }
        Updates::Polling => None,
    };
    let ops = Ops { store: store.clone(), sessions: Arc::clone(&sessions), platforms, exporter };
    let http = match config.http.listen.trim() {
        "" => None,
        addr => {
            let listener = tokio::net::TcpListener::bind(addr).await?;
            tracing::info!(addr = %listener.local_addr()?, "health and metrics listening");
            let mut app = Router::new()
                .route("/healthz", get(healthz))
                .route("/metrics", get(metrics))
                .with_state(ops);
            if let Some(webhook) = webhook {
                app = app.merge(webhook);
            }
            let stop = shutdown.clone();
            Some(tokio::spawn(async move {
                let served = axum::serve(listener, app)
                    .with_graceful_shutdown(async move { stop.cancelled().await })
                    .await;
                if let Err(e) = served {
                    tracing::error!(error = %e, "health listener stopped");
                }
            }))
        }
    };

    let mut bots = tokio::task::JoinSet::new();
    if let Some(token) = secrets.discord_token.clone() {
        let settings = adapter_discord::DiscordSettings {
            token,
            api_url: config.discord.base().map(str::to_string),
            defaults: defaults.clone(),
            shards,
            closes,
            sweep_every,
            sweep_now: discord_sweep_now,
        };
        let (sessions, stop) = (Arc::clone(&sessions), shutdown.clone());
        bots.spawn(async move {
            adapter_discord::run(settings, sessions, discord_rx, stop)
                .await
                .map_err(anyhow::Error::from)
        });
    }
    if let Some(token) = secrets.telegram_token.clone() {
        let settings = adapter_telegram::TelegramSettings {
            token,
            api_url: config.telegram.base().map(str::to_string),
            defaults: defaults.clone(),
            updates,
            budgets: config.telegram.budgets()?,
        };
        let (sessions, stop) = (Arc::clone(&sessions), shutdown.clone());
        bots.spawn(async move {
            adapter_telegram::run(settings, sessions, telegram_rx, stop)
                .await
                .map_err(anyhow::Error::from)
        });
    }

    // Stop on a signal or when a bot ends by itself; either way, stop the others cleanly:
    // adapters stop taking input and finish the command in hand before they return.
    let mut failure = None;
    tokio::select! {
        _ = shutdown_signal() => tracing::info!("stop signal: finishing commands in hand"),
        Some(ended) = bots.join_next() => {
            if let Ok(Err(e)) = ended {
                tracing::error!(error = %e, "a bot stopped");
                failure = Some(e);
            }
        }
    }
    shutdown.cancel();
    let drained = tokio::time::timeout(GRACE, async {
        while let Some(ended) = bots.join_next().await {
            if let Ok(Err(e)) = ended {
                tracing::error!(error = %e, "a bot stopped with an error");
            }
        }
    })
    .await;
    if drained.is_err() {
        tracing::warn!("bots did not stop within {GRACE:?}; stopping anyway");
        bots.abort_all();
    }
    if let Some(http) = http {
        let _ = http.await;
    }
    sessions.stop_timers();
    router.abort();
    janitor.abort();
    upkeep.abort();
    store.close().await;
    tracing::info!("stopped");
    match failure {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// 200 when storage answers and every configured platform is connected, else 503.
async fn healthz(State(ops): State<Ops>) -> impl IntoResponse {
    let storage = ops.store.ping().await;
    let platforms: serde_json::Map<String, serde_json::Value> = ops
        .platforms
        .iter()
        .map(|p| (p.name().to_string(), json!(METRICS.is_connected(*p))))
        .collect();
    let healthy = storage && platforms.values().all(|v| v == &json!(true));
    let status = if healthy { StatusCode::OK } else { StatusCode::SERVICE_UNAVAILABLE };
    let body = json!({
        "status": if healthy { "ok" } else { "unhealthy" },
        "storage": storage,
        "platforms": platforms,
    });
    (status, Json(body))
}

async fn metrics(State(ops): State<Ops>) -> impl IntoResponse {
    METRICS.live_games(ops.sessions.live_games());
    ([("content-type", "text/plain; version=0.0.4")], ops.exporter.render())
}

/// SIGTERM (containers, systemd) or Ctrl-C.
async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = term.recv() => {}
                    _ = tokio::signal::ctrl_c() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// For the end-to-end tests only: set (to anything) in `tablic serve`'s environment, SIGUSR1
/// makes the core let idle sessions go at once and Discord sweep what their channels kept,
/// without waiting for `[game] sweep_every_seconds` or a channel's quiet minute. Unset (as in
/// service), SIGUSR1 is left alone.
pub const TEST_SWEEP_SIGNAL: &str = "TABLIC_TEST_SWEEP_ON_SIGUSR1";

/// SIGUSR1, listened to when [`TEST_SWEEP_SIGNAL`] is set.
struct SweepSignal {
    #[cfg(unix)]
    signal: tokio::signal::unix::Signal,
}

impl SweepSignal {
    /// The signal, when the environment asks for it and it can be listened to.
    fn from_env() -> Option<SweepSignal> {
        std::env::var_os(TEST_SWEEP_SIGNAL)?;
        #[cfg(unix)]
        {
            use tokio::signal::unix::{signal, SignalKind};
            match signal(SignalKind::user_defined1()) {
                Ok(signal) => {
                    tracing::info!("SIGUSR1 sweeps at once (a test setting)");
                    Some(SweepSignal { signal })
                }
                Err(e) => {
                    tracing::warn!(error = %e, "SIGUSR1 cannot be listened to");
                    None
                }
            }
        }
        #[cfg(not(unix))]
        {
            tracing::warn!("no SIGUSR1 here: {TEST_SWEEP_SIGNAL} is ignored");
            None
        }
    }

    /// Returns once the signal comes; never without one.
    async fn heard(signal: Option<&mut SweepSignal>) {
        #[cfg(unix)]
        if let Some(SweepSignal { signal }) = signal {
            if signal.recv().await.is_some() {
                return;
            }
        }
        #[cfg(not(unix))]
        let _ = signal;
        std::future::pending().await
    }
}

/// The channels whose games this process resumes and runs: the guilds of its Discord shards
/// (`None`: it runs no Discord bot), Telegram's if it runs the Telegram bot, and never a
/// terminal game (`tablic play`'s, left for the next `play`).
fn served_channels(discord: Option<ShardRange>, telegram: bool) -> Owns {
    Arc::new(move |c: &ChannelKey| match c.platform {
        Platform::Discord => discord.as_ref().is_some_and(|range| range.owns(c)),
        Platform::Telegram => telegram,
        Platform::Terminal => false,
    })
}

/// `tablic health`: GET /healthz of a running bot; exit 0 when it answers 200.
pub fn health(args: &HealthArgs) -> Result<bool> {
    let addr = match &args.addr {
        Some(a) => a.clone(),
        None => {
            let config = Config::load(args.config.as_deref()).map_err(UsageError::from_display)?;
            // A wildcard listen address is reached on loopback.
            config.http.listen.trim().replace("0.0.0.0", "127.0.0.1").replace("[::]", "[::1]")
        }
    };
    if addr.is_empty() {
        return Err(UsageError(
            "no health listener configured: set [http] listen or TABLIC_HTTP__LISTEN, or pass --addr".into(),
        )
        .into());
    }
    let target = addr
        .to_socket_addrs()
        .map_err(|e| UsageError(format!("`{addr}` is not an address ({e}); expected host:port")))?
        .next()
        .ok_or_else(|| UsageError(format!("`{addr}` resolves to nothing; expected host:port")))?;
    let mut stream = TcpStream::connect_timeout(&target, Duration::from_secs(3))?;
    stream.set_read_timeout(Some(Duration::from_secs(5)))?;
    write!(stream, "GET /healthz HTTP/1.0\r\nHost: {addr}\r\n\r\n")?;
    let mut reply = String::new();
    stream.read_to_string(&mut reply)?;
    let healthy = reply.starts_with("HTTP/1.0 200") || reply.starts_with("HTTP/1.1 200");
    let body = reply.split("\r\n\r\n").nth(1).unwrap_or_default();
    println!("{body}");
    Ok(healthy)
}

#[cfg(test)]
mod tests {
    use super::served_channels;
    use adapter_discord::ShardRange;
    use bot_core::ids::{ChannelKey, Platform};

    /// A game is played on by the process that shows it: `serve` leaves `tablic play`'s games
    /// (which share its database file by default) to `play`, and a platform it does not run
    /// to the process that does, instead of timing their players out unseen.
    #[test]
    fn serve_resumes_only_the_games_of_the_platforms_it_runs() {
        let terminal = ChannelKey::new(Platform::Terminal, "local", "tablic.db");
        let telegram = ChannelKey::new(Platform::Telegram, "-100", "main");
        let discord = ChannelKey::new(Platform::Discord, "100000000000000001", "5");
        let both = served_channels(Some(ShardRange::all(1)), true);
        assert!(both(&discord) && both(&telegram) && !both(&terminal));
        let telegram_only = served_channels(None, true);
        assert!(!telegram_only(&discord) && telegram_only(&telegram));
        let discord_only = served_channels(Some(ShardRange::all(1)), false);
        assert!(discord_only(&discord) && !discord_only(&telegram) && !discord_only(&terminal));
    }

    use std::io::Write;
    use std::sync::{Arc, Mutex};

    use super::*;

    /// Log output kept in memory.
    #[derive(Clone, Default)]
    struct Captured(Arc<Mutex<Vec<u8>>>);

    impl Write for Captured {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    /// What the subscriber writes while `body` runs, at `filter`.
    fn logged(format: LogFormat, filter: &str, body: impl FnOnce()) -> String {
        let out = Captured::default();
        let writer = out.clone();
        let filter = tracing_subscriber::EnvFilter::new(filter);
        let (subscriber, _) = log_subscriber(filter, format, move || writer.clone(), false);
        tracing::subscriber::with_default(subscriber, body);
        let bytes = out.0.lock().unwrap().clone();
        String::from_utf8(bytes).unwrap()
    }

    #[test]
    fn payload_spans_never_print_and_payload_loggers_stay_at_info() {
        for format in [LogFormat::Human, LogFormat::Json] {
            let shown = logged(format, "trace", || {
                // As serenity's `#[instrument]`ed gateway handler records the whole event.
                let span = tracing::info_span!(
                    target: "serenity::gateway::shard",
                    "handle_gateway_dispatch",
                    event = "token=ix-token-secret custom_id=t1:card:9c"
                );
                let _in = span.enter();
                tracing::warn!(target: "serenity::gateway::shard", "Sequence off");
                tracing::debug!(target: "teloxide_core::net", "body: 9♣ K♥");
                tracing::info!(target: "tablic::serve", "ours");
            });
            assert!(shown.contains("Sequence off") && shown.contains("ours"), "{shown}");
            assert!(!shown.contains("ix-token-secret") && !shown.contains("t1:card"), "{shown}");
            assert!(!shown.contains("9♣"), "{shown}");
        }
    }

    #[test]
    fn our_own_spans_still_name_the_interaction() {
        let shown = logged(LogFormat::Json, "debug", || {
            let span = tracing::info_span!("update", platform = "telegram", chat = -5);
            let _in = span.enter();
            tracing::debug!("command applied");
        });
        let line: serde_json::Value = serde_json::from_str(shown.trim()).unwrap();
        assert_eq!(line["span"]["name"], "update", "{shown}");
        assert_eq!(line["span"]["platform"], "telegram", "{shown}");
    }

    #[test]
    fn metrics_render_as_prometheus_text_with_the_shard_label() {
        let recorder = prometheus("0-3").unwrap().build_recorder();
        let handle = recorder.handle();
        let m = bot_core::metrics::Metrics::new();
        metrics::with_local_recorder(&recorder, || {
            m.describe();
            m.move_committed();
            m.interaction(Platform::Telegram, Duration::from_millis(3));
            m.interaction(Platform::Telegram, Duration::from_millis(40));
            m.rate_limited(Platform::Telegram);
            m.set_connected(Platform::Discord, true);
            m.live_games(7);
        });
        let text = handle.render();
        for line in [
            "# TYPE tablic_moves_total counter",
            "# HELP tablic_live_games Games in play in memory.",
            "# TYPE tablic_interaction_seconds histogram",
            "tablic_live_games{shards=\"0-3\"} 7",
            "tablic_moves_total{shards=\"0-3\"} 1",
            "tablic_platform_connected{shards=\"0-3\",platform=\"discord\"} 1",
            "tablic_platform_connected{shards=\"0-3\",platform=\"terminal\"} 0",
            "tablic_interaction_seconds_bucket{shards=\"0-3\",platform=\"telegram\",le=\"0.001\"} 0",
            "tablic_interaction_seconds_bucket{shards=\"0-3\",platform=\"telegram\",le=\"0.005\"} 1",
            "tablic_interaction_seconds_bucket{shards=\"0-3\",platform=\"telegram\",le=\"0.05\"} 2",
            "tablic_interaction_seconds_bucket{shards=\"0-3\",platform=\"telegram\",le=\"+Inf\"} 2",
            "tablic_interaction_seconds_count{shards=\"0-3\",platform=\"telegram\"} 2",
            "tablic_platform_rate_limited_total{shards=\"0-3\",platform=\"telegram\"} 1",
            "tablic_platform_errors_total{shards=\"0-3\",platform=\"discord\"} 0",
            "tablic_interaction_seconds_bucket{shards=\"0-3\",platform=\"discord\",le=\"+Inf\"} 0",
        ] {
            assert!(text.lines().any(|l| l == line), "no `{line}` in\n{text}");
        }
    }

    #[test]
    fn webhook_mode_needs_the_listener_a_url_and_a_good_secret() {
        use figment::providers::{Format, Toml};
        // The built-in defaults alone: other tests set TABLIC_* variables meanwhile.
        let defaults = figment::Figment::from(Toml::string(crate::config::DEFAULTS));
        let mut config: Config = defaults.extract().unwrap();
        let mut secrets = Secrets::default();
        assert!(matches!(telegram_updates(&config, &secrets), Ok(Updates::Polling)));
        config.telegram.mode = TelegramMode::Webhook;
        config.http.listen = String::new();
        let refused = telegram_updates(&config, &secrets).unwrap_err();
        assert!(refused.0.contains("[http] listen"), "{}", refused.0);
        config.http.listen = "127.0.0.1:0".into();
        let refused = telegram_updates(&config, &secrets).unwrap_err();
        assert!(refused.0.contains("webhook_url"), "{}", refused.0);
        config.telegram.webhook_url = "https://bot.example.org/metrics".into();
        let refused = telegram_updates(&config, &secrets).unwrap_err();
        assert!(refused.0.contains("taken by the health listener"), "{}", refused.0);
        config.telegram.webhook_url = "https://bot.example.org/telegram/updates".into();
        let Ok(Updates::Webhook(made)) = telegram_updates(&config, &secrets) else {
            panic!("no webhook")
        };
        assert_eq!(made.url().path(), "/telegram/updates");
        secrets.telegram_webhook_secret = Some("not allowed!".into());
        let refused = telegram_updates(&config, &secrets).unwrap_err();
        assert!(refused.0.contains("TELEGRAM_WEBHOOK_SECRET"), "{}", refused.0);
        assert!(!refused.0.contains("not allowed!"), "the secret is not repeated");
    }

    #[test]
    fn payload_loggers_are_told_by_crate_not_by_prefix() {
        assert!(is_payload_logger("serenity"));
        assert!(is_payload_logger("serenity::http::ratelimiting"));
        assert!(is_payload_logger("hyper_util::client"));
        assert!(!is_payload_logger("serenityx"));
        assert!(!is_payload_logger("adapter_telegram"));
        assert!(!is_payload_logger("tablic::serve"));
    }
}
