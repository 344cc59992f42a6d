//! Discord's REST API for everything the bot writes in channels and interactions, within
//! Discord's rate limits.
//!
//! serenity's own limiter is off behind a REST proxy (it would also drop the proxy), and
//! serenity keeps a 429's `retry_after` to itself. So the calls that matter go through here:
//! each response's `X-RateLimit-Remaining` and `X-RateLimit-Reset-After` are kept per bucket, a
//! bucket that is spent waits for its reset before the next call, and a 429 waits at least the
//! `retry_after` of its body (or its `Retry-After` header), with a little jitter, before the
//! call is tried again. The whole bot also keeps under Discord's 50 calls a second.

use std::collections::{HashMap, VecDeque};
use std::hash::{BuildHasher, Hasher};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use bot_core::ids::Platform;
use bot_core::metrics::METRICS;
use reqwest::header::{HeaderMap, AUTHORIZATION, CONTENT_TYPE, USER_AGENT};
use reqwest::{Client, Method};
use serde::Serialize;
use serde_json::Value;

/// Calls a second the bot makes at most (Discord allows 50).
const PER_SECOND: usize = 45;
/// 429s in a row one call waits out before it gives up.
const RATE_LIMITED_TRIES: u32 = 6;
/// A `retry_after` longer than this is not waited out in one call (the caller tries later).
const LONGEST_WAIT: Duration = Duration::from_secs(60);
/// How often a call waiting for a bucket's first answer looks again.
const PROBE_POLL: Duration = Duration::from_millis(25);
/// Buckets kept before those whose window is over are let go (there is one per route and
/// one per interaction: kept for ever they would grow with every press).
const KEEP_BUCKETS: usize = 512;
/// The longest wait a number from Discord (or a proxy) is taken to say.
const LONGEST_TOLD: f64 = 3600.0;

/// Why a call failed.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum RestError {
    /// Discord answered with an error.
    Status {
        /// The HTTP status.
        status: u16,
        /// Discord's error code (`10008` unknown message, `10015` unknown webhook, …).
        code: i64,
        /// Its message.
        message: String,
    },
    /// Rate limited for longer than the call may wait.
    RateLimited(Duration),
    /// No answer: the connection failed or timed out.
    Network(String),
    /// Not sent: by the time the call could go, the caller no longer wanted it.
    Withdrawn,
}

impl RestError {
    /// Whether trying again later may succeed (rate limits, server errors, the network).
    pub(crate) fn passing(&self) -> bool {
        match self {
            RestError::Status { status, .. } => *status >= 500,
            RestError::RateLimited(_) | RestError::Network(_) => true,
            RestError::Withdrawn => false,
        }
    }

    /// The message, or a thread, or an interaction's token, is gone for good.
    pub(crate) fn gone(&self) -> bool {
        matches!(self, RestError::Status { status: 404, .. })
            || matches!(self, RestError::Status { code: 50027 | 10015 | 10008 | 10003, .. })
    }
}

impl std::fmt::Display for RestError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RestError::Status { status, code, message } => {
                write!(f, "HTTP {status} ({code}): {message}")
            }
            RestError::RateLimited(wait) => write!(f, "rate limited for {wait:?}"),
            RestError::Network(e) => write!(f, "no answer: {e}"),
            RestError::Withdrawn => f.write_str("withdrawn before it was sent"),
        }
    }
}

/// What a bucket allows, as Discord's headers said last.
#[derive(Clone, Copy, Debug, Default)]
struct Bucket {
    remaining: Option<u32>,
    reset_at: Option<Instant>,
    /// The next call spread evenly over what is left of the window: a bucket is not spent in
    /// a burst and then waits out the rest of its window (a table edit would wait seconds).
    next_at: Option<Instant>,
    /// Calls sent while the bucket's state was unknown whose answers have not come back: one
    /// at a time, so that a window that has just reset is not spent in a burst before
    /// Discord says how much of it is left.
    probing: bool,
}

/// The bucket of an interaction's webhook (edits and follow-ups): one per token, as Discord
/// keeps it. The whole token: every token begins with the same characters.
pub(crate) fn webhook_bucket(token: &str) -> String {
    format!("webhook:{token}")
}

/// The REST client: Discord's base URL (or a proxy's), the token, the buckets.
pub(crate) struct Rest {
    client: Client,
    base: String,
    auth: String,
    buckets: Mutex<HashMap<String, Bucket>>,
    recent: Mutex<VecDeque<Instant>>,
    /// Until when every call waits (a global 429).
    global_until: Mutex<Option<Instant>>,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// Up to a fifth more than `wait`, so that calls held back together do not all come back at
/// the same moment.
fn with_jitter(wait: Duration) -> Duration {
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u128(Instant::now().elapsed().as_nanos());
    let fraction = (hasher.finish() % 1_000) as f64 / 5_000.0;
    wait + wait.mul_f64(fraction) + Duration::from_millis(20)
}

/// The wait a number of seconds from Discord says: none when negative, one second when not a
/// number, at most [`LONGEST_TOLD`] (a wild value never panics the clock).
fn wait_of(seconds: f64) -> Duration {
    let seconds = if seconds.is_nan() { 1.0 } else { seconds.clamp(0.0, LONGEST_TOLD) };
    Duration::from_secs_f64(seconds)
}

/// A header's value as a number of seconds.
fn seconds(headers: &HeaderMap, name: &str) -> Option<f64> {
    headers.get(name)?.to_str().ok()?.trim().parse().ok()
}

impl Rest {
    /// A client for `base` (`https://discord.com` or a proxy) with the bot's `token`.
    pub(crate) fn new(client: Client, base: Option<&str>, token: &str) -> Rest {
        let base = base.unwrap_or("https://discord.com").trim_end_matches('/');
        let token = token.trim();
        let auth =
            if token.starts_with("Bot ") { token.to_string() } else { format!("Bot {token}") };
        Rest {
            client,
            base: format!("{base}/api/v10"),
            auth,
            buckets: Mutex::new(HashMap::new()),
            recent: Mutex::new(VecDeque::new()),
            global_until: Mutex::new(None),
        }
    }

    /// The call paced at `sent` was answered at `answered`: it counts from then (Discord
    /// counts it when it arrives, which may be as late as that; a slow trip followed by quick
    /// ones would otherwise bring more than the second's calls together there).
    fn paced_answered(&self, sent: Instant, answered: Instant) {
        let mut recent = lock(&self.recent);
        if let Some(i) = recent.iter().position(|t| *t == sent) {
            recent.remove(i);
        }
        let at = recent.partition_point(|t| *t <= answered);
        recent.insert(at, answered);
    }

    /// Waits until the bot may make another call this second, and any global wait is over;
    /// returns when its place was taken.
    async fn pace(&self) -> Instant {
        loop {
            let global = *lock(&self.global_until);
            if let Some(until) = global.filter(|u| *u > Instant::now()) {
                tokio::time::sleep_until(until.into()).await;
                continue;
            }
            let wait = {
                let mut recent = lock(&self.recent);
                let now = Instant::now();
                let second = Duration::from_secs(1);
                while recent.front().is_some_and(|t| now.duration_since(*t) >= second) {
                    recent.pop_front();
                }
                if recent.len() < PER_SECOND {
                    recent.push_back(now);
                    return now;
                }
                recent.front().map_or(now, |t| *t + second)
            };
            tokio::time::sleep_until(wait.into()).await;
        }
    }

    /// Waits while `bucket` is spent, then counts this call against it.
    async fn take(&self, bucket: &str) {
        loop {
            let wait = {
                let mut buckets = lock(&self.buckets);
                if buckets.len() > KEEP_BUCKETS {
                    // Buckets are per route and per interaction: those whose window is over
                    // hold nothing a call would wait on (one call finds out their state).
                    let now = Instant::now();
                    buckets.retain(|_, s| {
                        s.probing
                            || s.reset_at.is_some_and(|t| t > now)
                            || s.next_at.is_some_and(|t| t > now)
                    });
                }
                let state = buckets.entry(bucket.to_string()).or_default();
                let now = Instant::now();
                match (state.remaining, state.reset_at) {
                    _ if state.next_at.is_some_and(|t| t > now) => state.next_at,
                    (Some(0), Some(reset)) if reset > now => Some(reset),
                    (Some(n), _) if n > 0 => {
                        state.remaining = Some(n - 1);
                        None
                    }
                    // Unknown (never called, or its window is over; a bucket may free only
                    // part of its window at its reset): one call finds out, the rest wait for
                    // its answer.
                    _ if state.probing => Some(now + PROBE_POLL),
                    _ => {
                        state.remaining = None;
                        state.probing = true;
                        None
                    }
                }
            };
            match wait {
                Some(reset) => tokio::time::sleep_until(with_jitter_at(reset).into()).await,
                None => return,
            }
        }
    }

    /// A call to `bucket` is over (answered, failed or never sent): a call waiting to learn
    /// the bucket's state may go.
    fn answered(&self, bucket: &str) {
        if let Some(state) = lock(&self.buckets).get_mut(bucket) {
            state.probing = false;
        }
    }

    fn learn(&self, bucket: &str, headers: &HeaderMap) {
        let remaining = seconds(headers, "x-ratelimit-remaining").map(|r| r.max(0.0) as u32);
        let reset = seconds(headers, "x-ratelimit-reset-after");
        if remaining.is_none() && reset.is_none() {
            return;
        }
        let mut buckets = lock(&self.buckets);
        let state = buckets.entry(bucket.to_string()).or_default();
        if let Some(r) = remaining {
            // Within the same window, calls in flight were counted already: keep the lower
            // count. A new window starts from what Discord says.
            let same_window = state.reset_at.is_some_and(|at| at > Instant::now());
            state.remaining = Some(match state.remaining {
                Some(known) if same_window => known.min(r),
                _ => r,
            });
        }
        if let Some(after) = reset {
            let after = wait_of(after);
            let now = Instant::now();
            state.reset_at = Some(now + after);
            if let Some(r) = remaining {
                state.next_at = Some(now + after / r.saturating_add(1));
            }
        }
    }

    /// One call: `method` on `path` (under `/api/v10`), in `bucket`, with a JSON `body`.
    /// 429s are waited out (at least their `retry_after`) and the call made again; no try
    /// starts after `deadline`. Returns the answer's JSON (`Null` for 204).
    pub(crate) async fn call<B: Serialize + ?Sized>(
        &self,
        method: Method,
        path: &str,
        bucket: &str,
        body: Option<&B>,
        deadline: Option<Instant>,
    ) -> Result<Value, RestError> {
        self.call_while(method, path, bucket, body, deadline, &|| true).await
    }

    /// [`Rest::call`], made only if `wanted` still says so when it may go (after waiting for
    /// its bucket and the global pace, which can take seconds): else [`RestError::Withdrawn`].
    pub(crate) async fn call_while<B: Serialize + ?Sized>(
        &self,
        method: Method,
        path: &str,
        bucket: &str,
        body: Option<&B>,
        deadline: Option<Instant>,
        wanted: &(dyn Fn() -> bool + Send + Sync),
    ) -> Result<Value, RestError> {
        let body = match body {
            Some(b) => Some(serde_json::to_vec(b).map_err(|e| RestError::Network(e.to_string()))?),
            None => None,
        };
        let url = format!("{}{path}", self.base);
        let mut limited = 0;
        // Discord exempts interaction callbacks from the global limit; pacing them behind a
        // busy second of edits made first answers miss their 3 s under load.
        let paced = !path.starts_with("/interactions/");
        loop {
            let sent = if paced { Some(self.pace().await) } else { None };
            self.take(bucket).await;
            if deadline.is_some_and(|d| Instant::now() >= d) {
                self.answered(bucket);
                return Err(RestError::RateLimited(Duration::ZERO));
            }
            if !wanted() {
                self.answered(bucket);
                return Err(RestError::Withdrawn);
            }
            let mut request = self
                .client
                .request(method.clone(), &url)
                .header(AUTHORIZATION, &self.auth)
                .header(USER_AGENT, "DiscordBot (https://example.invalid/tablic, 0.1)");
            if let Some(bytes) = &body {
                request = request.header(CONTENT_TYPE, "application/json").body(bytes.clone());
            }
            let response = request.send().await;
            if let Some(sent) = sent {
                self.paced_answered(sent, Instant::now());
            }
            let response = match response {
                Ok(r) => r,
                Err(e) => {
                    self.answered(bucket);
                    let what = if e.is_timeout() { "timed out" } else { "not sent" };
                    METRICS.platform_error(Platform::Discord);
                    return Err(RestError::Network(what.to_string()));
                }
            };
            let status = response.status().as_u16();
            let headers = response.headers().clone();
            self.learn(bucket, &headers);
            self.answered(bucket);
            let text = response.text().await.unwrap_or_default();
            let json: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
            if (200..300).contains(&status) {
                return Ok(json);
            }
            if status == 429 {
                METRICS.rate_limited(Platform::Discord);
                limited += 1;
                let told = json["retry_after"]
                    .as_f64()
                    .or_else(|| seconds(&headers, "retry-after"))
                    .or_else(|| seconds(&headers, "x-ratelimit-reset-after"))
                    .unwrap_or(1.0);
                let wait = wait_of(told);
                if json["global"].as_bool() == Some(true) {
                    *lock(&self.global_until) = Some(Instant::now() + wait);
                }
                {
                    // The bucket is spent until the wait is over, whatever it said before.
                    let mut buckets = lock(&self.buckets);
                    let state = buckets.entry(bucket.to_string()).or_default();
                    state.remaining = Some(0);
                    state.reset_at = Some(Instant::now() + wait);
                }
                let wait = with_jitter(wait);
                tracing::debug!(bucket, ?wait, "Discord rate limit; waiting as told");
                let too_late = deadline.is_some_and(|d| Instant::now() + wait >= d);
                if limited >= RATE_LIMITED_TRIES || wait > LONGEST_WAIT || too_late {
                    return Err(RestError::RateLimited(wait));
                }
                tokio::time::sleep(wait).await;
                continue;
            }
            if status >= 500 {
                METRICS.platform_error(Platform::Discord);
            }
            return Err(RestError::Status {
                status,
                code: json["code"].as_i64().unwrap_or(0),
                message: json["message"].as_str().unwrap_or("").to_string(),
            });
        }
    }
}

/// A moment a little after `at` (see [`with_jitter`]).
fn with_jitter_at(at: Instant) -> Instant {
    let now = Instant::now();
    now + with_jitter(at.saturating_duration_since(now))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jitter_adds_a_little_and_never_takes_away() {
        for _ in 0..100 {
            let wait = with_jitter(Duration::from_secs(2));
            assert!(wait >= Duration::from_secs(2));
            assert!(wait <= Duration::from_millis(2_420));
        }
    }

    #[test]
    fn wild_waits_are_bounded_not_panics() {
        assert_eq!(wait_of(f64::INFINITY), Duration::from_secs(3600));
        assert_eq!(wait_of(1e300), Duration::from_secs(3600));
        assert_eq!(wait_of(f64::NAN), Duration::from_secs(1));
        assert_eq!(wait_of(-3.0), Duration::ZERO);
        assert_eq!(wait_of(0.25), Duration::from_millis(250));
    }

    /// One bucket per interaction would otherwise be kept for the process's life.
    #[tokio::test]
    async fn buckets_whose_window_is_over_are_let_go() {
        let rest = Rest::new(Client::new(), Some("http://127.0.0.1:9"), "token");
        let past = Instant::now() - Duration::from_secs(1);
        let future = Instant::now() + Duration::from_secs(60);
        {
            let mut buckets = lock(&rest.buckets);
            for i in 0..KEEP_BUCKETS {
                let over = Bucket { remaining: Some(4), reset_at: Some(past), ..Bucket::default() };
                buckets.insert(format!("callback:{i}"), over);
            }
            let spent = Bucket { remaining: Some(0), reset_at: Some(future), ..Bucket::default() };
            buckets.insert("channels/1/messages".into(), spent);
        }
        rest.take("callback:new").await;
        let buckets = lock(&rest.buckets);
        assert_eq!(buckets.len(), 2, "the spent one and the new one");
        assert!(buckets.contains_key("channels/1/messages"));
    }

    #[test]
    fn only_what_may_pass_is_tried_again() {
        let gone =
            RestError::Status { status: 404, code: 10008, message: "Unknown Message".into() };
        assert!(gone.gone() && !gone.passing());
        let server = RestError::Status { status: 502, code: 0, message: String::new() };
        assert!(server.passing() && !server.gone());
        assert!(RestError::RateLimited(Duration::from_secs(1)).passing());
        assert!(!RestError::Status { status: 403, code: 50013, message: String::new() }.passing());
    }
}
