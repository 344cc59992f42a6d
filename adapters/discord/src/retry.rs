//! Retries of Discord calls that fail for a moment.
//!
//! The calls the bot writes with go through [`crate::rest`], which waits out 429s as Discord
//! says; [`again`] tries those once more after a server error or a lost connection. The few
//! calls left to serenity (registering the command, opening a thread) go through [`retry`]:
//! with a REST proxy configured serenity's own rate limiter is off and it does not pass a
//! 429's `retry_after` on, so a 429 there waits at least [`RATE_LIMITED_PAUSE`]. Every failed
//! try is counted for `/metrics` where it happens.

use std::future::Future;
use std::time::{Duration, Instant};

use bot_core::ids::Platform;
use bot_core::metrics::METRICS;
use serenity::all::{HttpError, StatusCode};

/// How many times an edit or follow-up is tried.
pub const ATTEMPTS: u32 = 5;
/// The first pause; each next one doubles.
pub const FIRST_PAUSE: Duration = Duration::from_millis(200);
/// The least pause after a 429.
pub const RATE_LIMITED_PAUSE: Duration = Duration::from_secs(1);
/// Tries of an interaction's first answer: it must land within Discord's 3 s.
pub const ANSWER_ATTEMPTS: u32 = 3;
/// The first pause between tries of a first answer.
pub const ANSWER_PAUSE: Duration = Duration::from_millis(100);

/// Runs a call through [`crate::rest`] until it succeeds, fails for good, or `attempts` are
/// spent (429s are waited out inside each call); no try starts after `deadline`.
pub(crate) async fn again<T, F, Fut>(
    what: &'static str,
    attempts: u32,
    first_pause: Duration,
    deadline: Option<Instant>,
    mut call: F,
) -> Result<T, crate::rest::RestError>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, crate::rest::RestError>>,
{
    let mut pause = first_pause;
    let mut attempt = 1;
    loop {
        match call().await {
            Ok(value) => return Ok(value),
            Err(e) if attempt < attempts && e.passing() => {
                tracing::debug!(what, attempt, error = %e, "Discord call failed; retrying");
                if deadline.is_some_and(|d| Instant::now() + pause >= d) {
                    return Err(e);
                }
                tokio::time::sleep(pause).await;
                pause *= 2;
                attempt += 1;
            }
            Err(e) => return Err(e),
        }
    }
}

/// Whether a failure may pass: rate limited, a server error, or the connection failed.
pub fn transient(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
            r.status_code == StatusCode::TOO_MANY_REQUESTS || r.status_code.is_server_error()
        }
        serenity::Error::Http(HttpError::Request(_)) => true,
        _ => false,
    }
}

/// The HTTP status of a failed call, if Discord answered.
pub fn status(e: &serenity::Error) -> Option<u16> {
    match e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => Some(r.status_code.as_u16()),
        _ => None,
    }
}

/// A failure described for the log without the request's URL (interaction URLs hold tokens).
pub fn describe(e: &serenity::Error) -> String {
    match e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
            format!("HTTP {} ({}): {}", r.status_code.as_u16(), r.error.code, r.error.message)
        }
        serenity::Error::Http(HttpError::Request(r)) if r.is_timeout() => {
            "request timed out".into()
        }
        serenity::Error::Http(HttpError::Request(_)) => "the request could not be sent".into(),
        other => other.to_string(),
    }
}

/// Runs `call` until it succeeds, fails for good, or `attempts` are spent.
pub async fn retry<T, F, Fut>(
    what: &'static str,
    attempts: u32,
    first_pause: Duration,
    call: F,
) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    retry_until(what, attempts, first_pause, None, call).await
}

/// [`retry`], with no try started after `deadline` (the last failure is returned instead).
pub async fn retry_until<T, F, Fut>(
    what: &'static str,
    attempts: u32,
    first_pause: Duration,
    deadline: Option<Instant>,
    mut call: F,
) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    let mut pause = first_pause;
    let mut attempt = 1;
    loop {
        match call().await {
            Ok(value) => return Ok(value),
            Err(e) if attempt < attempts && transient(&e) => {
                count_transient(&e);
                tracing::debug!(what, attempt, error = %describe(&e), "Discord call failed; retrying");
                let wait =
                    if status(&e) == Some(429) { pause.max(RATE_LIMITED_PAUSE) } else { pause };
                if deadline.is_some_and(|d| Instant::now() + wait >= d) {
                    return Err(e);
                }
                tokio::time::sleep(wait).await;
                pause *= 2;
                attempt += 1;
            }
            Err(e) => {
                count_transient(&e);
                return Err(e);
            }
        }
    }
}

/// Counts a failure that may pass: a 429 as rate limited, a 5xx or a lost connection as a
/// platform error. Other failures are counted by whoever decides what they mean (a 404 on a
/// deleted message is no error of Discord's).
fn count_transient(e: &serenity::Error) {
    if status(e) == Some(429) {
        METRICS.rate_limited(Platform::Discord);
    } else if transient(e) {
        METRICS.platform_error(Platform::Discord);
    }
}
