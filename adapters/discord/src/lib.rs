//! The Discord adapter: platform events in, session commands out; session views rendered for Discord.

use std::sync::Arc;

use bot_core::session::{Delivery, GameDefaults, Sessions};
use thiserror::Error;
use tokio::sync::mpsc::UnboundedReceiver;
use tokio_util::sync::CancellationToken;

/// How to reach Discord.
#[derive(Clone)]
pub struct DiscordSettings {
    /// The bot token (never logged).
    pub token: String,
    /// Base URL of a proxy or self-hosted API server; `None` for Discord itself.
    pub api_url: Option<String>,
    /// Defaults for games created without them.
    pub defaults: GameDefaults,
}

/// Why the adapter stopped.
#[derive(Debug, Error)]
pub enum DiscordError {
    /// The adapter is not available in this build.
    #[error("the Discord adapter is not built yet")]
    Unavailable,
}

/// Runs the Discord bot until `shutdown` is cancelled.
pub async fn run(
    settings: DiscordSettings,
    sessions: Arc<Sessions>,
    deliveries: UnboundedReceiver<Delivery>,
    shutdown: CancellationToken,
) -> Result<(), DiscordError> {
    let _ = (settings.token, settings.api_url, settings.defaults, sessions, deliveries, shutdown);
    Err(DiscordError::Unavailable)
}
