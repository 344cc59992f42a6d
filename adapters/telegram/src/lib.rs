//! The Telegram adapter: platform events in, session commands out; session views rendered for Telegram.

use std::sync::Arc;

use bot_core::session::{Delivery, GameDefaults, Sessions};
use thiserror::Error;
use tokio::sync::mpsc::UnboundedReceiver;
use tokio_util::sync::CancellationToken;

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

/// Why the adapter stopped.
#[derive(Debug, Error)]
pub enum TelegramError {
    /// The adapter is not available in this build.
    #[error("the Telegram adapter is not built yet")]
    Unavailable,
}

/// Runs the Telegram bot until `shutdown` is cancelled.
pub async fn run(
    settings: TelegramSettings,
    sessions: Arc<Sessions>,
    deliveries: UnboundedReceiver<Delivery>,
    shutdown: CancellationToken,
) -> Result<(), TelegramError> {
    let _ = (settings.token, settings.api_url, settings.defaults, sessions, deliveries, shutdown);
    Err(TelegramError::Unavailable)
}
