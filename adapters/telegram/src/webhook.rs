//! Webhook mode: Telegram POSTs each update to a route of our HTTP listener instead of being
//! polled, with the secret given to `setWebhook` in the `X-Telegram-Bot-Api-Secret-Token` header.
//!
//! A delivery is answered 200 only once the dispatcher has handled its update (the command
//! applied and committed), so an update that a crash or a stop interrupts is not lost: Telegram
//! gets no 2xx and delivers it again, to this process or the next one. A redelivery of an update
//! this process has handled is answered 200 at once and not handled twice; across a restart a
//! repeat is harmless anyway, since every button carries the move number it was drawn for.
//!
//! Our own handler rather than teloxide's `webhooks-axum`: that one answers 200 as soon as an
//! update is queued (an update in hand when the process dies is gone), deletes the webhook when
//! the bot stops (Telegram then holds updates for `getUpdates`, not for our next start), and
//! logs whole unreadable payloads, which carry button data naming a player's cards.

use std::collections::hash_map::Entry;
use std::collections::{HashMap, HashSet, VecDeque};
use std::convert::Infallible;
use std::fmt;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::routing::post;
use axum::Router;
use teloxide::stop::{mk_stop_token, StopToken};
use teloxide::types::{AllowedUpdate, Update, UpdateKind};
use teloxide::update_listeners::{AsUpdateStream, UpdateListener};
use thiserror::Error;
use tokio::sync::{mpsc, oneshot};
use tokio_stream::wrappers::UnboundedReceiverStream;

/// The header Telegram puts the secret in.
pub const SECRET_HEADER: &str = "x-telegram-bot-api-secret-token";
/// How long a delivery waits for its update to be handled. Then it is answered 503 and Telegram
/// delivers it again; the redelivery waits for the same handling, it does not start another.
const HANDLING_WAIT: Duration = Duration::from_secs(20);
/// How many handled update ids are remembered, to recognise a redelivery.
const REMEMBERED: usize = crate::seen::REMEMBERED;
/// Telegram's alphabet for secret tokens.
const SECRET_ALPHABET: &[u8; 64] =
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";
/// Paths of the listener that are not ours to take.
const RESERVED_PATHS: [&str; 2] = ["/healthz", "/metrics"];

/// A webhook that cannot be set up.
#[derive(Debug, Error)]
pub enum WebhookError {
    /// The public URL is not an http(s) URL with a host.
    #[error(
        "the Telegram webhook URL `{0}` is not a URL like https://bot.example.org/telegram/updates"
    )]
    BadUrl(String),
    /// The URL's path is one the listener already serves.
    #[error(
        "the Telegram webhook URL's path {0} is taken by the health listener; choose another path"
    )]
    ReservedPath(String),
    /// The secret is not what Telegram accepts.
    #[error("TELEGRAM_WEBHOOK_SECRET must be 1 to 256 characters from A-Z, a-z, 0-9, _ and -")]
    BadSecret,
    /// No secret was given and none could be made.
    #[error("cannot make a webhook secret: the system's random source failed ({0})")]
    NoRandom(String),
}

/// The webhook: its public URL and secret, the route Telegram posts to, and what connects that
/// route to the dispatcher. Cheap to clone; every clone is the same webhook.
#[derive(Clone)]
pub struct Webhook {
    inner: Arc<Inner>,
}

struct Inner {
    url: url::Url,
    secret: String,
    intake: Mutex<Intake>,
}

/// Updates between the route and the dispatcher.
#[derive(Default)]
struct Intake {
    /// Where admitted updates go; `None` before the bot starts listening and once it stops.
    dispatcher: Option<mpsc::UnboundedSender<Result<Update, Infallible>>>,
    /// Updates the dispatcher has and has not finished, with the deliveries waiting for each.
    in_hand: HashMap<u32, Vec<oneshot::Sender<()>>>,
    /// Updates handled lately (a set, and the same ids oldest first to forget them).
    handled: HashSet<u32>,
    handled_order: VecDeque<u32>,
}

/// What became of a delivery.
enum Admission {
    /// Handled before: answer 200.
    Handled,
    /// Not listening (starting or stopping): answer 503, Telegram comes back.
    Closed,
    /// Handed to the dispatcher, or already there: wait for it.
    Wait(oneshot::Receiver<()>),
}

impl Webhook {
    /// A webhook at the public `url`, with `secret` (from the environment), or a fresh random
    /// secret when none is given.
    pub fn new(url: &str, secret: Option<String>) -> Result<Webhook, WebhookError> {
        let parsed = url::Url::parse(url.trim()).map_err(|_| WebhookError::BadUrl(url.into()))?;
        if !matches!(parsed.scheme(), "http" | "https") || parsed.host_str().is_none() {
            return Err(WebhookError::BadUrl(url.into()));
        }
        if RESERVED_PATHS.contains(&parsed.path()) {
            return Err(WebhookError::ReservedPath(parsed.path().into()));
        }
        let secret = match secret {
            Some(s) if is_valid_secret(&s) => s,
            Some(_) => return Err(WebhookError::BadSecret),
            None => random_secret()?,
        };
        let inner = Inner { url: parsed, secret, intake: Mutex::new(Intake::default()) };
        Ok(Webhook { inner: Arc::new(inner) })
    }

    /// The public URL given to Telegram.
    pub fn url(&self) -> &url::Url {
        &self.inner.url
    }

    /// The secret, for the log scrubber and `setWebhook` only.
    pub fn secret(&self) -> &str {
        &self.inner.secret
    }

    /// The route Telegram posts to: the public URL's path, on the listener it is merged into.
    pub fn router(&self) -> Router {
        Router::new().route(self.inner.url.path(), post(deliver)).with_state(self.clone())
    }

    fn intake(&self) -> MutexGuard<'_, Intake> {
        self.inner.intake.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Starts taking deliveries: the dispatcher's update listener. Until the listener stops,
    /// each admitted update comes out of it once, in the order Telegram delivered them.
    pub(crate) fn listen(&self) -> WebhookListener {
        let (tx, rx) = mpsc::unbounded_channel();
        self.intake().dispatcher = Some(tx);
        let (stop, stopped) = mk_stop_token();
        let hook = self.clone();
        // Asked to stop: take no more. What is already queued is still handled and answered.
        let closer = tokio::spawn(async move {
            stopped.await;
            hook.intake().dispatcher = None;
        });
        WebhookListener {
            updates: UnboundedReceiverStream::new(rx),
            stop,
            _release: Release { hook: self.clone(), closer: closer.abort_handle() },
            expected: None,
        }
    }

    /// Whether a delivery's secret header is ours (compared in constant time).
    fn is_ours(&self, header: Option<&[u8]>) -> bool {
        let ours = self.inner.secret.as_bytes();
        header.is_some_and(|given| {
            given.len() == ours.len()
                && given.iter().zip(ours).fold(0, |d, (a, b)| d | (a ^ b)) == 0
        })
    }

    fn admit(&self, update: Update) -> Admission {
        let id = update.id.0;
        let mut intake = self.intake();
        if intake.handled.contains(&id) {
            return Admission::Handled;
        }
        let Some(dispatcher) = intake.dispatcher.clone() else { return Admission::Closed };
        let (done, wait) = oneshot::channel();
        match intake.in_hand.entry(id) {
            // Telegram gave up waiting on an earlier delivery and sent it again.
            Entry::Occupied(mut waiting) => waiting.get_mut().push(done),
            Entry::Vacant(slot) => {
                if dispatcher.send(Ok(update)).is_err() {
                    return Admission::Closed;
                }
                slot.insert(vec![done]);
            }
        }
        Admission::Wait(wait)
    }

    /// Takes ids handled before (by an earlier run) as handled: a repeat is answered 200 at
    /// once and not handled again.
    pub(crate) fn remember(&self, ids: &[u32]) {
        let mut intake = self.intake();
        for id in ids {
            if intake.handled.insert(*id) {
                intake.handled_order.push_back(*id);
            }
        }
        while intake.handled_order.len() > REMEMBERED {
            if let Some(old) = intake.handled_order.pop_front() {
                intake.handled.remove(&old);
            }
        }
    }

    fn handled(&self, id: u32) {
        let mut intake = self.intake();
        for waiting in intake.in_hand.remove(&id).into_iter().flatten() {
            let _ = waiting.send(());
        }
        if intake.handled.insert(id) {
            intake.handled_order.push_back(id);
            if intake.handled_order.len() > REMEMBERED {
                if let Some(old) = intake.handled_order.pop_front() {
                    intake.handled.remove(&old);
                }
            }
        }
    }

    /// The dispatcher has stopped: deliveries still waiting are answered 503, and Telegram
    /// delivers them again to the next process.
    fn release(&self) {
        let mut intake = self.intake();
        intake.dispatcher = None;
        intake.in_hand.clear();
    }
}

impl fmt::Debug for Webhook {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Webhook")
            .field("url", &self.inner.url.as_str())
            .field("secret", &"<redacted>")
            .finish()
    }
}

/// Telegram's rule for secret tokens: 1–256 characters of `A-Z a-z 0-9 _ -`.
fn is_valid_secret(secret: &str) -> bool {
    (1..=256).contains(&secret.len()) && secret.bytes().all(|b| SECRET_ALPHABET.contains(&b))
}

/// 48 characters (288 bits) from the operating system's random source.
fn random_secret() -> Result<String, WebhookError> {
    let mut bytes = [0u8; 48];
    getrandom::fill(&mut bytes).map_err(|e| WebhookError::NoRandom(e.to_string()))?;
    // 64 symbols divide 256: every symbol is equally likely.
    Ok(bytes.iter().map(|b| char::from(SECRET_ALPHABET[usize::from(b % 64)])).collect())
}

/// `POST {path}`: one update from Telegram.
async fn deliver(State(hook): State<Webhook>, headers: HeaderMap, body: Bytes) -> StatusCode {
    if !hook.is_ours(headers.get(SECRET_HEADER).map(|v| v.as_bytes())) {
        tracing::warn!("a webhook request without our secret token refused");
        return StatusCode::UNAUTHORIZED;
    }
    let update: Update = match serde_json::from_slice(&body) {
        Ok(update) => update,
        Err(e) => {
            // Where, not what: the body may hold a player's cards.
            tracing::warn!(line = e.line(), column = e.column(), "an unreadable update refused");
            return StatusCode::BAD_REQUEST;
        }
    };
    if let UpdateKind::Error(_) = update.kind {
        // A kind this teloxide cannot read: delivering it again would not help.
        tracing::warn!(update = update.id.0, "an update of an unknown kind skipped");
        return StatusCode::OK;
    }
    let wait = match hook.admit(update) {
        Admission::Handled => return StatusCode::OK,
        Admission::Closed => return StatusCode::SERVICE_UNAVAILABLE,
        Admission::Wait(wait) => wait,
    };
    match tokio::time::timeout(HANDLING_WAIT, wait).await {
        Ok(Ok(())) => StatusCode::OK,
        // Stopped before it was handled, or not handled yet: Telegram delivers it again.
        _ => StatusCode::SERVICE_UNAVAILABLE,
    }
}

/// Receipts for the updates the dispatcher takes on, in either mode: each update handled is
/// remembered (so a repeat is not handled again), and in webhook mode its delivery answered.
#[derive(Clone)]
pub(crate) struct Receipts {
    pub(crate) hook: Option<Webhook>,
    pub(crate) seen: std::sync::Arc<crate::seen::Seen>,
}

impl Receipts {
    /// The receipt of `update`: drop it when the handlers are done with it.
    pub(crate) fn of(&self, update: &Update) -> Receipt {
        Receipt { hook: self.hook.clone(), seen: self.seen.clone(), id: update.id.0 }
    }
}

/// Marks its update handled when dropped: when the handler tree is done with it, whichever
/// branch took it (or none), and even if a handler panicked (a poison update is not
/// redelivered for ever).
pub(crate) struct Receipt {
    hook: Option<Webhook>,
    seen: std::sync::Arc<crate::seen::Seen>,
    id: u32,
}

impl Drop for Receipt {
    fn drop(&mut self) {
        self.seen.record(self.id);
        if let Some(hook) = &self.hook {
            hook.handled(self.id);
        }
    }
}

/// Releases waiting deliveries when the listener is dropped: when the dispatcher has finished,
/// or its task was aborted.
struct Release {
    hook: Webhook,
    closer: tokio::task::AbortHandle,
}

impl Drop for Release {
    fn drop(&mut self) {
        self.closer.abort();
        self.hook.release();
    }
}

/// The dispatcher's update listener in webhook mode.
pub(crate) struct WebhookListener {
    updates: UnboundedReceiverStream<Result<Update, Infallible>>,
    stop: StopToken,
    _release: Release,
    /// The update kinds given to `setWebhook`, to check against the handlers' own list.
    expected: Option<Vec<AllowedUpdate>>,
}

impl WebhookListener {
    /// Records the update kinds registered with Telegram.
    pub(crate) fn registered(&mut self, kinds: &[AllowedUpdate]) {
        self.expected = Some(kinds.to_vec());
    }
}

impl<'a> AsUpdateStream<'a> for WebhookListener {
    type StreamErr = Infallible;
    type Stream = &'a mut UnboundedReceiverStream<Result<Update, Infallible>>;

    fn as_stream(&'a mut self) -> Self::Stream {
        &mut self.updates
    }
}

impl UpdateListener for WebhookListener {
    type Err = Infallible;

    fn stop_token(&mut self) -> StopToken {
        self.stop.clone()
    }

    fn hint_allowed_updates(&mut self, hint: &mut dyn Iterator<Item = AllowedUpdate>) {
        // Telegram sends only the kinds given to setWebhook: a handler for another kind would
        // never be called.
        let wanted: HashSet<AllowedUpdate> = hint.collect();
        let given: HashSet<AllowedUpdate> = self.expected.iter().flatten().copied().collect();
        if self.expected.is_some() && wanted != given {
            tracing::error!(?wanted, ?given, "the handlers want other updates than the webhook's");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn update(id: u32) -> Update {
        let json = serde_json::json!({
            "update_id": id,
            "message": {
                "message_id": 1, "date": 1_763_700_000, "text": "/new",
                "chat": { "id": -5, "type": "group", "title": "g" },
                "from": { "id": 7, "is_bot": false, "first_name": "Ana" },
            },
        });
        serde_json::from_value(json).unwrap()
    }

    #[test]
    fn urls_and_secrets_are_checked_and_a_missing_secret_is_made() {
        assert!(matches!(Webhook::new("not a url", None), Err(WebhookError::BadUrl(_))));
        assert!(matches!(Webhook::new("ftp://h/x", None), Err(WebhookError::BadUrl(_))));
        assert!(matches!(
            Webhook::new("https://h/metrics", None),
            Err(WebhookError::ReservedPath(_))
        ));
        let bad = Some("has space".to_string());
        assert!(matches!(Webhook::new("https://h/tg", bad), Err(WebhookError::BadSecret)));
        assert!(matches!(
            Webhook::new("https://h/tg", Some("x".repeat(257))),
            Err(WebhookError::BadSecret)
        ));
        let given = Webhook::new("https://h/tg", Some("Ab_9-".into())).unwrap();
        assert_eq!(given.secret(), "Ab_9-");
        let a = Webhook::new("https://h/tg", None).unwrap();
        let b = Webhook::new("https://h/tg", None).unwrap();
        assert!(is_valid_secret(a.secret()) && a.secret().len() == 48);
        assert_ne!(a.secret(), b.secret(), "a fresh secret at each start");
        assert!(!format!("{a:?}").contains(a.secret()));
    }

    #[test]
    fn only_the_exact_secret_is_ours() {
        let hook = Webhook::new("https://h/tg", Some("s3cret".into())).unwrap();
        assert!(hook.is_ours(Some(b"s3cret")));
        assert!(!hook.is_ours(Some(b"s3cre")));
        assert!(!hook.is_ours(Some(b"s3cret!")));
        assert!(!hook.is_ours(Some(b"S3cret")));
        assert!(!hook.is_ours(None));
    }

    #[tokio::test]
    async fn an_update_is_handled_once_and_answered_when_its_receipt_drops() {
        let hook = Webhook::new("https://h/tg", None).unwrap();
        assert!(matches!(hook.admit(update(1)), Admission::Closed), "not listening yet");
        let mut listener = hook.listen();
        let Admission::Wait(first) = hook.admit(update(1)) else { panic!("not admitted") };
        // Telegram's patience ran out: the same update again waits for the same handling.
        let Admission::Wait(again) = hook.admit(update(1)) else { panic!("not admitted") };
        let Admission::Wait(other) = hook.admit(update(2)) else { panic!("not admitted") };

        use tokio_stream::StreamExt;
        let got = listener.as_stream().next().await.unwrap().unwrap();
        assert_eq!(got.id.0, 1);
        let got = listener.as_stream().next().await.unwrap().unwrap();
        assert_eq!(got.id.0, 2, "update 1 was queued once");
        hook.handled(1);
        assert!(first.await.is_ok() && again.await.is_ok());
        assert!(matches!(hook.admit(update(1)), Admission::Handled), "a redelivery is not redone");

        // The dispatcher ends without handling update 2: its delivery is answered 503.
        drop(listener);
        assert!(other.await.is_err());
        assert!(matches!(hook.admit(update(3)), Admission::Closed));
    }
}
