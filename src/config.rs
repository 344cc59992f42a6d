//! Configuration: `config/default.toml` (built in), then `--config FILE`, then the environment.
//! Secrets come only from the environment and are never printed.

use std::fmt;
use std::path::Path;
use std::time::Duration;

use adapter_discord::ShardRange;
use bot_core::ai::Level;
use bot_core::rules::Variant;
use bot_core::session::GameDefaults;
use bot_core::store::StoreOptions;
use figment::providers::{Env, Format, Toml};
use figment::Figment;
use serde::{Deserialize, Serialize};

/// The documented defaults, built into the binary so the file and the code cannot drift apart.
pub const DEFAULTS: &str = include_str!("../config/default.toml");

/// Every option of `tablic serve`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// Storage.
    pub database: DatabaseConfig,
    /// Game defaults.
    pub game: GameConfig,
    /// Discord.
    pub discord: DiscordConfig,
    /// Telegram.
    pub telegram: TelegramConfig,
    /// Logging.
    pub log: LogConfig,
    /// Health and metrics listener.
    pub http: HttpConfig,
}

/// The setting an environment variable names (`database.url`), if it names one.
fn setting_of(name: &str) -> Option<String> {
    let name = name.to_ascii_lowercase();
    match name.strip_prefix("tablic_")? {
        "database_url" => Some("database.url".to_string()),
        "discord_api_url" => Some("discord.api_url".to_string()),
        "telegram_api_url" => Some("telegram.api_url".to_string()),
        other if other.contains("__") => Some(other.replace("__", ".")),
        _ => None,
    }
}

/// `[database]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DatabaseConfig {
    /// A `sqlite:` or `postgres:` URL.
    pub url: String,
    /// SQLite's durability: `full` or `normal`.
    pub durability: String,
    /// Seconds a starting process waits for another to let go of its roles (0 to 3600).
    pub claim_wait_seconds: u64,
}

impl DatabaseConfig {
    /// How the store is opened, checked.
    pub fn store_options(&self) -> Result<StoreOptions, ConfigError> {
        let durability = self
            .durability
            .parse()
            .map_err(|e| ConfigError(format!("database.durability: {e}")))?;
        Ok(StoreOptions { durability, ..StoreOptions::default() })
    }

    /// How long a starting process waits for its roles, checked.
    pub fn claim_wait(&self) -> Result<Duration, ConfigError> {
        let seconds = self.claim_wait_seconds;
        if seconds > MAX_CLAIM_WAIT_SECONDS {
            return Err(ConfigError(format!(
                "database.claim_wait_seconds must be 0 to {MAX_CLAIM_WAIT_SECONDS}, not {seconds}"
            )));
        }
        Ok(Duration::from_secs(seconds))
    }
}

/// The longest wait for roles held by another process: an hour.
pub const MAX_CLAIM_WAIT_SECONDS: u64 = 3_600;

/// `[game]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameConfig {
    /// Variant of a new game when none is named.
    pub default_variant: String,
    /// Seconds per turn in chat games; 0 is off.
    pub turn_timer_seconds: u64,
    /// Level of computers added without one.
    pub computer_level: String,
    /// Seconds a game whose people are all away waits before it is adjourned.
    pub adjourn_after_seconds: u64,
    /// Seconds a lobby or an ended game sits idle before it leaves memory.
    pub idle_evict_seconds: u64,
    /// Seconds between two looks for idle lobbies and ended games (and what a platform kept
    /// for their channels).
    pub sweep_every_seconds: u64,
}

/// The longest wait before a game whose people are all away is adjourned (30 days).
pub const MAX_ADJOURN_AFTER_SECONDS: u64 = 30 * 86_400;
/// The longest an idle lobby or ended game stays in memory (30 days).
pub const MAX_IDLE_EVICT_SECONDS: u64 = 30 * 86_400;
/// The shortest pause between two looks for idle sessions: a minute, the time a channel's
/// just-used table is kept even without a game.
pub const MIN_SWEEP_EVERY_SECONDS: u64 = 60;
/// The longest pause between two looks for idle sessions (a day).
pub const MAX_SWEEP_EVERY_SECONDS: u64 = 86_400;

/// `[discord]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiscordConfig {
    /// Base URL of a REST proxy; empty for Discord's own.
    pub api_url: String,
    /// The shards this process connects (`0-3`, `5`); empty: all of them.
    pub shards: String,
    /// Shards in all, across every process; 0: one process, unsharded.
    pub shard_total: u32,
}

impl DiscordConfig {
    /// The base URL, if one is set.
    pub fn base(&self) -> Option<&str> {
        Some(self.api_url.trim()).filter(|u| !u.is_empty())
    }

    /// The shards this process connects, checked: `None` when it runs Discord alone.
    pub fn shard_range(&self) -> Result<Option<ShardRange>, ConfigError> {
        match (self.shards.trim(), self.shard_total) {
            ("", 0) => Ok(None),
            ("", total) => ShardRange::parse(&format!("0-{}", total - 1), total).map(Some),
            (_, 0) => {
                Err("discord.shards needs discord.shard_total (--shard-total): the number of \
                 shards across every process"
                    .to_string())
            }
            (range, total) => ShardRange::parse(range, total).map(Some),
        }
        .map_err(|e| ConfigError(format!("Discord shards: {e}")))
    }
}

/// `[telegram]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TelegramConfig {
    /// Base URL of a self-hosted Bot API server; empty for Telegram's own.
    pub api_url: String,
    /// How updates arrive.
    pub mode: TelegramMode,
    /// The public URL Telegram posts updates to in webhook mode.
    pub webhook_url: String,
    /// Calls in any minute to one group (sends, edits, deletes).
    pub group_calls_per_minute: u32,
    /// Least milliseconds between two calls to one private chat.
    pub private_interval_ms: u64,
    /// Calls a second to all chats together.
    pub calls_per_second: u32,
}

impl TelegramConfig {
    /// The base URL, if one is set.
    pub fn base(&self) -> Option<&str> {
        Some(self.api_url.trim()).filter(|u| !u.is_empty())
    }

    /// Telegram's flood limits as configured, checked.
    pub fn budgets(&self) -> Result<adapter_telegram::outbox::Budgets, ConfigError> {
        if self.group_calls_per_minute == 0 || self.calls_per_second < 3 {
            return Err(ConfigError(
                "telegram.group_calls_per_minute must be at least 1 and telegram.calls_per_second \
                 at least 3"
                    .into(),
            ));
        }
        if !(1..=60_000).contains(&self.private_interval_ms) {
            return Err(ConfigError(format!(
                "telegram.private_interval_ms must be 1 to 60000, not {}",
                self.private_interval_ms
            )));
        }
        Ok(adapter_telegram::outbox::Budgets {
            group_per_minute: self.group_calls_per_minute,
            private_interval: Duration::from_millis(self.private_interval_ms),
            per_second: self.calls_per_second,
        })
    }
}

/// How Telegram updates reach the bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TelegramMode {
    /// The bot asks for them (`getUpdates`).
    Polling,
    /// Telegram posts them to `webhook_url`, served by the `[http]` listener.
    Webhook,
}

/// `[log]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LogConfig {
    /// `human` or `json`.
    pub format: LogFormat,
    /// Filter when RUST_LOG is unset.
    pub filter: String,
}

/// How log lines look.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    /// For people.
    Human,
    /// One JSON object a line.
    Json,
}

/// `[http]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HttpConfig {
    /// Listen address; empty for none.
    pub listen: String,
}

/// A configuration that could not be read.
#[derive(Debug)]
pub struct ConfigError(pub String);

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad configuration: {}", self.0)
    }
}

impl std::error::Error for ConfigError {}

impl Config {
    /// Reads the layers: built-in defaults, then `file`, then environment variables.
    pub fn load(file: Option<&Path>) -> Result<Config, ConfigError> {
        Config::load_from(file, Env::raw())
    }

    fn load_from(file: Option<&Path>, env: Env) -> Result<Config, ConfigError> {
        let mut figment = Figment::from(Toml::string(DEFAULTS));
        if let Some(path) = file {
            if !path.is_file() {
                return Err(ConfigError(format!("{} is not a readable file", path.display())));
            }
            figment = figment.merge(Toml::file(path));
        }
        // DESIGN.md's names first (TABLIC_DATABASE_URL, …), then any TABLIC_SECTION__KEY. Other
        // TABLIC_ names are not ours: a Kubernetes Service named `tablic` puts TABLIC_PORT and
        // TABLIC_SERVICE_HOST in every pod, and the tests read TABLIC_PG_BINDIR and the like.
        let env = env.filter_map(|key| setting_of(key.as_str()).map(Into::into)).split(".");
        figment.merge(env).extract().map_err(|e| ConfigError(e.to_string().replace('\n', "; ")))
    }

    /// The `TABLIC_` variables of the environment that are no setting, ignored: worth a warning
    /// once logging is up (a misspelt `TABLIC_DATABSE_URL` would otherwise go unnoticed).
    pub fn ignored_env() -> Vec<String> {
        let mut names: Vec<String> = std::env::vars_os()
            .filter_map(|(name, _)| name.into_string().ok())
            .filter(|name| name.to_ascii_lowercase().starts_with("tablic_"))
            .filter(|name| setting_of(name).is_none())
            .filter(|name| name != crate::serve::TEST_SWEEP_SIGNAL)
            .collect();
        names.sort();
        names
    }

    /// The game defaults, checked.
    pub fn game_defaults(&self) -> Result<GameDefaults, ConfigError> {
        let variant: Variant =
            self.game.default_variant.parse().map_err(|e| ConfigError(format!("{e}")))?;
        let level: Level =
            self.game.computer_level.parse().map_err(|e| ConfigError(format!("{e}")))?;
        let seconds = self.game.turn_timer_seconds;
        if seconds > MAX_TURN_TIMER_SECONDS {
            return Err(ConfigError(format!(
                "game.turn_timer_seconds is {seconds}: use 0 (no timer) to {MAX_TURN_TIMER_SECONDS} (a day)"
            )));
        }
        let turn_timer = Some(Duration::from_secs(seconds)).filter(|d| !d.is_zero());
        Ok(GameDefaults { variant, turn_timer, level })
    }

    /// How long a game whose people are all away waits before it is adjourned, checked.
    pub fn adjourn_after(&self) -> Result<Duration, ConfigError> {
        let seconds = self.game.adjourn_after_seconds;
        if !(1..=MAX_ADJOURN_AFTER_SECONDS).contains(&seconds) {
            return Err(ConfigError(format!(
                "game.adjourn_after_seconds must be 1 to {MAX_ADJOURN_AFTER_SECONDS}, not {seconds}"
            )));
        }
        Ok(Duration::from_secs(seconds))
    }

    /// How long a lobby or an ended game sits idle before it leaves memory, checked.
    pub fn idle_evict(&self) -> Result<Duration, ConfigError> {
        let seconds = self.game.idle_evict_seconds;
        if !(1..=MAX_IDLE_EVICT_SECONDS).contains(&seconds) {
            return Err(ConfigError(format!(
                "game.idle_evict_seconds must be 1 to {MAX_IDLE_EVICT_SECONDS}, not {seconds}"
            )));
        }
        Ok(Duration::from_secs(seconds))
    }

    /// How often idle sessions are looked for, checked.
    pub fn sweep_every(&self) -> Result<Duration, ConfigError> {
        let seconds = self.game.sweep_every_seconds;
        if !(MIN_SWEEP_EVERY_SECONDS..=MAX_SWEEP_EVERY_SECONDS).contains(&seconds) {
            return Err(ConfigError(format!(
                "game.sweep_every_seconds must be {MIN_SWEEP_EVERY_SECONDS} to \
                 {MAX_SWEEP_EVERY_SECONDS}, not {seconds}"
            )));
        }
        Ok(Duration::from_secs(seconds))
    }
}

/// The longest turn timer the configuration may set: a day, as the chat commands allow.
pub const MAX_TURN_TIMER_SECONDS: u64 = 86_400;

/// Bot tokens, from the environment only. `Debug` never shows them.
#[derive(Clone, Default)]
pub struct Secrets {
    /// `DISCORD_TOKEN`.
    pub discord_token: Option<String>,
    /// `TELEGRAM_TOKEN`.
    pub telegram_token: Option<String>,
    /// `TELEGRAM_WEBHOOK_SECRET`: the secret Telegram sends with each webhook delivery.
    pub telegram_webhook_secret: Option<String>,
}

impl Secrets {
    /// Reads the tokens; empty values count as unset.
    pub fn from_env() -> Secrets {
        let read = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
        Secrets {
            discord_token: read("DISCORD_TOKEN"),
            telegram_token: read("TELEGRAM_TOKEN"),
            telegram_webhook_secret: read("TELEGRAM_WEBHOOK_SECRET"),
        }
    }
}

impl fmt::Debug for Secrets {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown = |t: &Option<String>| if t.is_some() { "<set>" } else { "<unset>" };
        f.debug_struct("Secrets")
            .field("discord_token", &shown(&self.discord_token))
            .field("telegram_token", &shown(&self.telegram_token))
            .field("telegram_webhook_secret", &shown(&self.telegram_webhook_secret))
            .finish()
    }
}

#[cfg(test)]
// figment's `Jail` closures return figment's own (large) error type.
#[allow(clippy::result_large_err)]
mod tests {
    use super::*;

    #[test]
    fn defaults_file_parses_and_every_layer_overrides() {
        figment::Jail::expect_with(|jail| {
            let base = Config::load(None).map_err(|e| e.to_string())?;
            assert_eq!(base.database.url, "sqlite://data/tablic.db");
            assert_eq!(base.game.turn_timer_seconds, 120);
            assert_eq!(base.adjourn_after().ok(), Some(Duration::from_secs(86_400)), "a day");
            assert_eq!(base.idle_evict().ok(), Some(Duration::from_secs(6 * 3600)), "6 hours");
            assert_eq!(base.sweep_every().ok(), Some(Duration::from_secs(600)), "10 minutes");
            assert_eq!(base.discord.base(), None);
            assert_eq!(base.database.claim_wait().ok(), Some(Duration::from_secs(60)));
            jail.create_file(
                "site.toml",
                "[game]\nturn_timer_seconds = 45\n[log]\nformat = \"json\"\n",
            )?;
            jail.set_env("TABLIC_DATABASE_URL", "sqlite:/tmp/x.db");
            jail.set_env("TABLIC_TELEGRAM_API_URL", "http://127.0.0.1:9000");
            jail.set_env("TABLIC_GAME__TURN_TIMER_SECONDS", "60");
            let config = Config::load(Some(Path::new("site.toml"))).map_err(|e| e.to_string())?;
            assert_eq!(config.database.url, "sqlite:/tmp/x.db");
            assert_eq!(config.telegram.base(), Some("http://127.0.0.1:9000"));
            assert_eq!(config.log.format, LogFormat::Json);
            assert_eq!(config.game.turn_timer_seconds, 60, "environment beats the file");
            let defaults = config.game_defaults().map_err(|e| e.to_string())?;
            assert_eq!(defaults.turn_timer, Some(Duration::from_secs(60)));
            assert_eq!(config.telegram.mode, TelegramMode::Polling);
            jail.set_env("TABLIC_TELEGRAM__MODE", "webhook");
            jail.set_env("TABLIC_TELEGRAM__WEBHOOK_URL", "https://bot.example/tg/hook");
            let config = Config::load(None).map_err(|e| e.to_string())?;
            assert_eq!(config.telegram.mode, TelegramMode::Webhook);
            assert_eq!(config.telegram.webhook_url, "https://bot.example/tg/hook");
            let budgets = config.telegram.budgets().map_err(|e| e.to_string())?;
            assert_eq!(budgets, adapter_telegram::outbox::Budgets::default(), "Telegram's own");
            jail.set_env("TABLIC_TELEGRAM__PRIVATE_INTERVAL_MS", "0");
            let config = Config::load(None).map_err(|e| e.to_string())?;
            assert!(config.telegram.budgets().is_err(), "no pace at all is refused");
            jail.set_env("TABLIC_TELEGRAM__PRIVATE_INTERVAL_MS", "1000");
            jail.set_env("TABLIC_TELEGRAM__MODE", "push");
            assert!(Config::load(None).is_err(), "an unknown mode is refused");
            Ok(())
        });
    }

    #[test]
    fn bad_values_are_reported() {
        figment::Jail::expect_with(|jail| {
            jail.create_file("bad.toml", "[game]\nturn_timer_seconds = \"soon\"\n")?;
            assert!(Config::load(Some(Path::new("bad.toml"))).is_err());
            jail.create_file("unknown.toml", "[gmae]\nx = 1\n")?;
            assert!(Config::load(Some(Path::new("unknown.toml"))).is_err());
            assert!(Config::load(Some(Path::new("missing.toml"))).is_err());
            jail.set_env("TABLIC_GAME__DEFAULT_VARIANT", "poker");
            let config = Config::load(None).map_err(|e| e.to_string())?;
            assert!(config.game_defaults().is_err());
            for (seconds, ok) in [("0", false), ("1", true), ("2592000", true), ("2592001", false)]
            {
                jail.set_env("TABLIC_GAME__ADJOURN_AFTER_SECONDS", seconds);
                let config = Config::load(None).map_err(|e| e.to_string())?;
                assert_eq!(config.adjourn_after().is_ok(), ok, "{seconds}");
            }
            for (seconds, ok) in [("0", false), ("1", true), ("2592000", true), ("2592001", false)]
            {
                jail.set_env("TABLIC_GAME__IDLE_EVICT_SECONDS", seconds);
                let config = Config::load(None).map_err(|e| e.to_string())?;
                assert_eq!(config.idle_evict().is_ok(), ok, "{seconds}");
            }
            for (seconds, ok) in [
                ("0", false),
                ("1", false),
                ("59", false),
                ("60", true),
                ("86400", true),
                ("86401", false),
            ] {
                jail.set_env("TABLIC_GAME__SWEEP_EVERY_SECONDS", seconds);
                let config = Config::load(None).map_err(|e| e.to_string())?;
                assert_eq!(config.sweep_every().is_ok(), ok, "{seconds}");
            }
            jail.set_env("TABLIC_GAME__SWEEP_EVERY_SECONDS", "59");
            let config = Config::load(None).map_err(|e| e.to_string())?;
            let err = config.sweep_every().expect_err("under a minute");
            assert_eq!(
                err.to_string(),
                "bad configuration: game.sweep_every_seconds must be 60 to 86400, not 59",
                "a clear error"
            );
            for (seconds, ok) in [("0", true), ("3600", true), ("3601", false)] {
                jail.set_env("TABLIC_DATABASE__CLAIM_WAIT_SECONDS", seconds);
                let config = Config::load(None).map_err(|e| e.to_string())?;
                assert_eq!(config.database.claim_wait().is_ok(), ok, "{seconds}");
            }
            jail.set_env("TABLIC_GAME__DEFAULT_VARIANT", "tablic");
            // A timer past what the clock holds was a panic when the first turn began.
            jail.set_env("TABLIC_GAME__TURN_TIMER_SECONDS", u64::MAX.to_string());
            let config = Config::load(None).map_err(|e| e.to_string())?;
            let err = config.game_defaults().expect_err("bounded");
            assert!(err.to_string().contains("turn_timer_seconds"), "{err}");
            jail.set_env("TABLIC_GAME__TURN_TIMER_SECONDS", "86400");
            let config = Config::load(None).map_err(|e| e.to_string())?;
            assert!(config.game_defaults().is_ok());
            Ok(())
        });
    }

    /// Only DESIGN.md's names and TABLIC_SECTION__KEY are settings: what Kubernetes or a shell
    /// puts under the same prefix does not stop the bot, while a misspelt setting still does.
    #[test]
    fn other_tablic_variables_are_not_settings() {
        figment::Jail::expect_with(|jail| {
            // A Service named `tablic` gives every pod of its namespace these.
            jail.set_env("TABLIC_PORT", "tcp://10.0.0.7:80");
            jail.set_env("TABLIC_PORT_80_TCP_ADDR", "10.0.0.7");
            jail.set_env("TABLIC_SERVICE_HOST", "10.0.0.7");
            jail.set_env("TABLIC_PG_BINDIR", "/usr/lib/postgresql/15/bin");
            jail.set_env("TABLIC_DATABASE_URL", "sqlite:/tmp/y.db");
            jail.set_env("TABLIC_DATABSE_URL", "postgres://db/tablic");
            let config = Config::load(None).map_err(|e| e.to_string())?;
            assert_eq!(config.database.url, "sqlite:/tmp/y.db");
            // Not settings, so left alone; serve warns of each at start.
            let ignored = Config::ignored_env();
            for name in ["TABLIC_DATABSE_URL", "TABLIC_PORT", "TABLIC_SERVICE_HOST"] {
                assert!(ignored.iter().any(|n| n == name), "{name} in {ignored:?}");
            }
            assert!(!ignored.iter().any(|n| n == "TABLIC_DATABASE_URL"), "{ignored:?}");
            jail.set_env("TABLIC_GAME__TURN_TIMR_SECONDS", "60");
            let err = Config::load(None).expect_err("a misspelt setting is refused");
            assert!(err.to_string().contains("turn_timr_seconds"), "{err}");
            Ok(())
        });
    }

    #[test]
    fn secrets_never_show_in_debug() {
        let secrets = Secrets {
            discord_token: Some("abc.def".into()),
            telegram_token: None,
            telegram_webhook_secret: Some("hook-secret".into()),
        };
        let shown = format!("{secrets:?}");
        assert!(!shown.contains("abc") && shown.contains("<set>") && shown.contains("<unset>"));
        assert!(!shown.contains("hook-secret"), "{shown}");
    }
}
