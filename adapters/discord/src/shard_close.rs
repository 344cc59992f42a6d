//! A shard Discord refuses for good: the gateway closes it with 4010 (Invalid shard) or 4011
//! (Sharding required).
//!
//! serenity 0.12.5 ends its shard manager only for a bad token or bad intents; after 4010 or
//! 4011 it logs the error and restarts the shard, for ever, and every IDENTIFY spends one of the
//! bot's thousand a day. Nothing of its API says so: `Client::start*` does not return, no event
//! handler hears the close code, and the shard stages only show a shard that never gets to
//! `Connected`, as a network that is down would. What does say so is serenity's own
//! instrumentation: the gateway's close frame
//! is handled in `Shard::handle_gateway_closed`, an `#[instrument]`ed function whose span
//! records the frame (`data = Some(CloseFrame { code: Library(4011), … })`), and the event it
//! logs there for 4010 and 4011 names the shard (`[ShardInfo { id: ShardId(0), total: 1 }] …`).
//!
//! So [`layer`] is a `tracing` layer that reads the close code of that span, the shard from the
//! event inside it, and, when the span closes with 4010 or 4011, tells the adapter through
//! [`ShardCloses`] (from a thread of its own: serenity's runner then holds its worker thread,
//! see `Told::tell`). It carries its own filter (it sees that span and the gateway's events
//! whatever `RUST_LOG` says), and parses only serenity's `Debug` forms of its own types, pinned
//! by the tests here and end to end by `tests/discord_shards.rs`.

use std::fmt;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use tokio::runtime::Handle;
use tokio::sync::watch;
use tracing::field::{Field, Visit};
use tracing::span::{Attributes, Id};
use tracing::{Event, Level, Metadata, Subscriber};
use tracing_subscriber::filter::{filter_fn, FilterFn, Filtered, LevelFilter};
use tracing_subscriber::layer::{Context, Layer};
use tracing_subscriber::registry::LookupSpan;

use crate::shards::ShardRange;

/// Where serenity handles a gateway close.
const TARGET: &str = "serenity::gateway::shard";
/// Its span, with the close frame in its `data` field.
const SPAN: &str = "handle_gateway_closed";

/// A close code after which Discord refuses every IDENTIFY alike: the shard configuration must
/// change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FatalClose {
    /// 4010: a shard id or total Discord does not accept.
    InvalidShard,
    /// 4011: a session would hold more guilds than Discord allows one shard.
    ShardingRequired,
}

impl FatalClose {
    /// The fatal close of a close code, if it is one.
    pub fn of(code: u16) -> Option<FatalClose> {
        match code {
            4010 => Some(FatalClose::InvalidShard),
            4011 => Some(FatalClose::ShardingRequired),
            _ => None,
        }
    }

    /// The close code.
    pub fn code(self) -> u16 {
        match self {
            FatalClose::InvalidShard => 4010,
            FatalClose::ShardingRequired => 4011,
        }
    }

    /// Discord's name for it.
    pub fn name(self) -> &'static str {
        match self {
            FatalClose::InvalidShard => "Invalid shard",
            FatalClose::ShardingRequired => "Sharding required",
        }
    }
}

/// A shard of this process that Discord closed with a fatal code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardClosed {
    /// Why.
    pub close: FatalClose,
    /// The shard, when serenity named it.
    pub shard: Option<u32>,
}

/// How often the runtime of the adapter is nudged after a refusal (see [`Told::tell`]).
const NUDGE_EVERY: Duration = Duration::from_millis(100);
/// How many times: ten seconds, more than the adapter takes to stop.
const NUDGES: u32 = 100;

/// The first shard refused, and who waits for it to be told.
#[derive(Debug)]
struct Told {
    first: OnceLock<ShardClosed>,
    wake: watch::Sender<()>,
    /// The runtime the adapter waits on.
    runtime: OnceLock<Handle>,
}

impl Told {
    /// Wakes the adapter, from a thread of its own, and nudges its runtime for a while.
    ///
    /// This is called inside serenity's shard runner, which after the close spins without
    /// yielding until its next heartbeat (up to 41 s), holding its worker thread. A task woken
    /// from that thread would wait in the worker's LIFO slot, which no other worker takes; and
    /// when that worker was the one polling the I/O and timer driver, the others may sleep on
    /// their condition variable with nobody polling it, so that neither the adapter's request
    /// nor its timeouts ever complete. Tasks spawned from outside the runtime wake a sleeping
    /// worker, which then takes over the driver.
    fn tell(self: Arc<Self>) {
        self.wake.send_replace(());
        let Some(runtime) = self.runtime.get() else { return };
        for _ in 0..NUDGES {
            drop(runtime.spawn(async {}));
            std::thread::sleep(NUDGE_EVERY);
        }
    }
}

/// Hears of the first shard Discord refused (cheap to clone).
#[derive(Clone, Debug)]
pub struct ShardCloses {
    told: Arc<Told>,
    woken: watch::Receiver<()>,
}

impl ShardCloses {
    /// Waits for a refused shard (also one refused before the call); never returns while no
    /// shard is.
    pub async fn refused(&mut self) -> ShardClosed {
        if let Ok(runtime) = Handle::try_current() {
            let _ = self.told.runtime.set(runtime);
        }
        loop {
            self.woken.borrow_and_update();
            if let Some(closed) = self.told.first.get() {
                return *closed;
            }
            if self.woken.changed().await.is_err() {
                std::future::pending::<()>().await;
            }
        }
    }

    /// The shard refused so far, if any.
    pub fn first(&self) -> Option<ShardClosed> {
        self.told.first.get().copied()
    }
}

/// The layer that watches serenity's gateway closes, and what it tells. Add the layer to the
/// process's subscriber before the Discord client starts, and give the [`ShardCloses`] to
/// [`run`](crate::run) (in [`DiscordSettings`](crate::DiscordSettings)).
pub fn layer<S>() -> (impl Layer<S> + Send + Sync + 'static, ShardCloses)
where
    S: Subscriber + for<'a> LookupSpan<'a>,
{
    let (wake, woken) = watch::channel(());
    let told = Arc::new(Told { first: OnceLock::new(), wake, runtime: OnceLock::new() });
    (watching(CloseWatch { told: Arc::clone(&told) }), ShardCloses { told, woken })
}

type MetaFilter = fn(&Metadata<'_>) -> bool;

/// The watch with its own filter: serenity's close span and the gateway's events from info up,
/// whatever the log filter lets through (it filters only the lines written).
fn watching<S>(watch: CloseWatch) -> Filtered<CloseWatch, FilterFn<MetaFilter>, S>
where
    S: Subscriber + for<'a> LookupSpan<'a>,
{
    let wanted: MetaFilter = |m| {
        m.target() == TARGET
            && if m.is_span() { m.name() == SPAN } else { *m.level() <= Level::INFO }
    };
    watch.with_filter(filter_fn(wanted).with_max_level_hint(LevelFilter::INFO))
}

/// See [`layer`].
struct CloseWatch {
    told: Arc<Told>,
}

/// What a close span has told so far (kept in its extensions).
struct Closing {
    code: Option<u16>,
    shard: Option<u32>,
}

impl<S> Layer<S> for CloseWatch
where
    S: Subscriber + for<'a> LookupSpan<'a>,
{
    fn on_new_span(&self, attrs: &Attributes<'_>, id: &Id, ctx: Context<'_, S>) {
        if attrs.metadata().name() != SPAN {
            return;
        }
        let mut data = FieldText::new("data");
        attrs.record(&mut data);
        let code = data.text.as_deref().and_then(close_code);
        if let Some(span) = ctx.span(id) {
            span.extensions_mut().insert(Closing { code, shard: None });
        }
    }

    fn on_event(&self, event: &Event<'_>, ctx: Context<'_, S>) {
        let Some(span) = ctx.event_span(event).filter(|s| s.name() == SPAN) else { return };
        let mut message = FieldText::new("message");
        event.record(&mut message);
        let shard = message.text.as_deref().and_then(shard_id);
        let mut extensions = span.extensions_mut();
        if let Some(closing) = extensions.get_mut::<Closing>() {
            closing.shard = closing.shard.or(shard);
        }
    }

    fn on_close(&self, id: Id, ctx: Context<'_, S>) {
        let Some(span) = ctx.span(&id) else { return };
        let extensions = span.extensions();
        let Some(closing) = extensions.get::<Closing>() else { return };
        let Some(close) = closing.code.and_then(FatalClose::of) else { return };
        // The first refusal is the one told; the adapter stops on it.
        if self.told.first.set(ShardClosed { close, shard: closing.shard }).is_err() {
            return;
        }
        let told = Arc::clone(&self.told);
        let telling =
            std::thread::Builder::new().name("shard-close".into()).spawn(move || told.tell());
        if telling.is_err() {
            self.told.wake.send_replace(());
        }
    }
}

/// The text of one field, as recorded (`Debug` for the values serenity records).
struct FieldText {
    name: &'static str,
    text: Option<String>,
}

impl FieldText {
    fn new(name: &'static str) -> FieldText {
        FieldText { name, text: None }
    }
}

impl Visit for FieldText {
    fn record_str(&mut self, field: &Field, value: &str) {
        if field.name() == self.name {
            self.text = Some(value.to_string());
        }
    }

    fn record_debug(&mut self, field: &Field, value: &dyn fmt::Debug) {
        if field.name() == self.name {
            self.text = Some(format!("{value:?}"));
        }
    }
}

/// The number after `key` in `text`, skipping anything but digits up to it (`Library(` in
/// `code: Library(4011)`).
fn number_after(text: &str, key: &str) -> Option<u64> {
    let rest = &text[text.find(key)? + key.len()..];
    let start = rest.find(|c: char| c.is_ascii_digit() || c == ',' || c == '}')?;
    let digits: String = rest[start..].chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// The close code of a recorded `Option<&CloseFrame>` (`Some(CloseFrame { code: Library(4011),
/// reason: "…" })`); `None` for no frame or a code without a number (`Normal`). The code comes
/// before the reason, which is Discord's text.
fn close_code(frame: &str) -> Option<u16> {
    let code = number_after(frame, "CloseFrame { code: ")?;
    u16::try_from(code).ok()
}

/// The shard of a serenity log line that starts with its `ShardInfo`
/// (`[ShardInfo { id: ShardId(0), total: 1 }] Shard has too many guilds.`).
fn shard_id(message: &str) -> Option<u32> {
    let info = message.strip_prefix("[ShardInfo { id: ShardId(")?;
    let digits: String = info.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// Why the Discord side stopped when Discord refused a shard, and what to do about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShardRefusal {
    /// The close and the shard.
    pub closed: ShardClosed,
    /// The shards this process connects (`0` of 1 when it runs unsharded).
    pub range: ShardRange,
    /// The shard count Discord recommends (`GET /gateway/bot`), when it said.
    pub recommended: Option<u32>,
}

impl fmt::Display for ShardRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ShardRefusal { closed, range, recommended } = self;
        let total = range.total;
        let code = closed.close.code();
        let name = closed.close.name();
        match closed.shard {
            Some(shard) => write!(f, "Discord closed shard {shard} with {code} ({name}): ")?,
            None => write!(f, "Discord closed a shard of {range} with {code} ({name}): ")?,
        }
        let advice = match recommended {
            Some(n) => format!("Discord recommends {n}"),
            None => "Discord's recommendation, GET /gateway/bot, could not be read".to_string(),
        };
        let shards = if total == 1 { "shard" } else { "shards" };
        match closed.close {
            FatalClose::ShardingRequired => write!(
                f,
                "this bot is in too many guilds for {total} {shards}; raise --shard-total \
                 ([discord] shard_total; {advice}) and give every process the same total"
            ),
            FatalClose::InvalidShard => write!(
                f,
                "Discord refused --shards {range} --shard-total {total}; check that every \
                 process gives the same --shard-total ([discord] shard_total), that --shards \
                 lies below it, and, when Discord has set this bot's sharding (large bots), \
                 that the total is a multiple of the number it gave ({advice})"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use serenity::all::{ShardId, ShardInfo};
    use tracing_subscriber::layer::SubscriberExt;

    use super::*;

    /// What serenity 0.12.5 does on a close frame: the `handle_gateway_closed` span with the
    /// frame as `data`, and inside it the line naming the shard.
    fn serenity_closes(frame: &str, shard: ShardInfo) {
        let span = tracing::info_span!(target: TARGET, SPAN, data = %frame);
        let _in = span.enter();
        tracing::error!(target: TARGET, "[{:?}] Shard has too many guilds.", shard);
    }

    /// The recorded `Debug` of tungstenite's `Some(&CloseFrame)` for `code`.
    fn frame(code: u16, reason: &str) -> String {
        format!("Some(CloseFrame {{ code: Library({code}), reason: {reason:?} }})")
    }

    fn watched(body: impl FnOnce()) -> Option<ShardClosed> {
        let (watch, closes) = layer();
        // A log filter that lets nothing of serenity's through: the watch has its own.
        let quiet = tracing_subscriber::EnvFilter::new("off");
        let lines = tracing_subscriber::fmt::layer().with_writer(std::io::sink);
        let subscriber = tracing_subscriber::registry().with(watch).with(lines.with_filter(quiet));
        tracing::subscriber::with_default(subscriber, body);
        closes.first()
    }

    #[test]
    fn a_4011_or_4010_close_is_told_with_its_shard_whatever_the_log_filter() {
        let shard = ShardInfo { id: ShardId(3), total: 4 };
        let told = watched(|| serenity_closes(&frame(4011, "Sharding required."), shard));
        let expected = ShardClosed { close: FatalClose::ShardingRequired, shard: Some(3) };
        assert_eq!(told, Some(expected));
        let told = watched(|| serenity_closes(&frame(4010, "code: Library(1000)"), shard));
        assert_eq!(told, Some(ShardClosed { close: FatalClose::InvalidShard, shard: Some(3) }));
    }

    #[test]
    fn other_closes_and_other_lines_are_not_refusals() {
        let shard = ShardInfo { id: ShardId(0), total: 1 };
        for data in [frame(4000, "Unknown error"), frame(4004, "Authentication failed")] {
            assert_eq!(watched(|| serenity_closes(&data, shard)), None, "{data}");
        }
        assert_eq!(watched(|| serenity_closes("None", shard)), None);
        let normal = "Some(CloseFrame { code: Normal, reason: \"4011\" })";
        assert_eq!(watched(|| serenity_closes(normal, shard)), None);
        // The same words outside the close span are nobody's close.
        let told = watched(|| {
            tracing::error!(target: TARGET, "[{:?}] Shard has too many guilds.", shard);
            let span = tracing::info_span!(target: TARGET, "handle_event", data = %frame(4011, ""));
            let _in = span.enter();
        });
        assert_eq!(told, None);
    }

    #[test]
    fn a_close_whose_line_names_no_shard_is_still_told() {
        let told = watched(|| {
            let span = tracing::info_span!(target: TARGET, SPAN, data = %frame(4011, ""));
            let _in = span.enter();
            tracing::error!(target: TARGET, "shard trouble");
        });
        assert_eq!(told, Some(ShardClosed { close: FatalClose::ShardingRequired, shard: None }));
    }

    #[test]
    fn the_first_refusal_is_the_one_kept() {
        let told = watched(|| {
            serenity_closes(&frame(4011, ""), ShardInfo { id: ShardId(1), total: 2 });
            serenity_closes(&frame(4010, ""), ShardInfo { id: ShardId(0), total: 2 });
        });
        assert_eq!(told, Some(ShardClosed { close: FatalClose::ShardingRequired, shard: Some(1) }));
    }

    #[tokio::test]
    async fn the_adapter_is_woken_when_a_shard_is_refused() {
        let (watch, mut closes) = layer();
        let subscriber = tracing_subscriber::registry().with(watch);
        let waiting = tokio::spawn(async move { closes.refused().await });
        tokio::task::yield_now().await;
        tracing::subscriber::with_default(subscriber, || {
            serenity_closes(&frame(4011, ""), ShardInfo { id: ShardId(2), total: 4 });
        });
        let told = tokio::time::timeout(std::time::Duration::from_secs(10), waiting).await;
        let expected = ShardClosed { close: FatalClose::ShardingRequired, shard: Some(2) };
        assert_eq!(told.ok().and_then(Result::ok), Some(expected));
    }

    #[test]
    fn serenity_formats_as_parsed() {
        let info = ShardInfo { id: ShardId(12), total: 16 };
        assert_eq!(shard_id(&format!("[{info:?}] Sent invalid shard data.")), Some(12));
        assert_eq!(shard_id("Shard has too many guilds."), None);
        assert_eq!(close_code(&frame(4010, "Invalid shard")), Some(4010));
        assert_eq!(close_code("Some(CloseFrame { code: Normal, reason: \"\" })"), None);
        assert_eq!(close_code("None"), None);
    }

    #[test]
    fn the_messages_say_what_happened_and_what_to_change() {
        let one = ShardRange::all(1);
        let refusal = |close, shard, range, recommended| ShardRefusal {
            closed: ShardClosed { close, shard },
            range,
            recommended,
        };
        let text = refusal(FatalClose::ShardingRequired, Some(0), one, Some(3)).to_string();
        assert!(
            text.starts_with(
                "Discord closed shard 0 with 4011 (Sharding required): this bot is in too many \
                 guilds for 1 shard; raise --shard-total"
            ),
            "{text}"
        );
        assert!(text.contains("Discord recommends 3"), "{text}");
        let range = ShardRange { first: 0, last: 1, total: 2 };
        let text = refusal(FatalClose::InvalidShard, None, range, None).to_string();
        assert!(text.starts_with("Discord closed a shard of 0-1 with 4010 (Invalid shard)"));
        assert!(text.contains("refused --shards 0-1 --shard-total 2; check"), "{text}");
        assert!(text.contains("GET /gateway/bot, could not be read"), "{text}");
        assert!(!text.contains('\n'));
    }
}
