//! People, channels and commands for the session tests.

use std::time::Duration;

use bot_core::game::rng::Rng;
use bot_core::ids::{ChannelKey, Platform, UserRef};
use bot_core::session::{Actor, Command, HandView, SessionAction};
use bot_core::CardSet;

/// A Discord member who is no admin.
pub fn actor(id: &str, name: &str) -> Actor {
    Actor { user: UserRef::new(Platform::Discord, id), name: name.into(), is_admin: false }
}

/// Channel `i` of the Discord server `guild`.
pub fn channel(guild: &str, i: usize) -> ChannelKey {
    ChannelKey::new(Platform::Discord, guild, format!("chan-{i}"))
}

/// `action` by `who` in `ch`, against whatever position is current.
pub fn cmd(ch: &ChannelKey, who: &Actor, action: SessionAction) -> Command {
    Command { channel: ch.clone(), actor: who.clone(), action, expected: None }
}

/// A random legal play for a person's hand view: a capture or, when allowed, a trail.
pub fn pick(view: &HandView, rng: &mut Rng) -> SessionAction {
    let (card, options) = &view.legal[rng.below(view.legal.len() as u64) as usize];
    let may_trail = view.may_trail.iter().any(|(c, t)| c == card && *t);
    let choices = options.len() + usize::from(may_trail);
    let i = rng.below(choices as u64) as usize;
    SessionAction::Play { card: *card, take: options.get(i).copied().unwrap_or(CardSet::EMPTY) }
}

/// A hung run ends after `limit` of real time (the test's own clock may be paused).
pub fn watchdog(limit: Duration) {
    std::thread::spawn(move || {
        std::thread::sleep(limit);
        eprintln!("test still running after {limit:?}: giving up");
        std::process::exit(1);
    });
}

/// Pauses the test's clock, which then moves only when the test advances it. Open storage
/// first, on real time: paused time would otherwise jump ahead whenever the runtime waits for
/// SQLite's worker thread. The task returned keeps the runtime from ever idling; abort it at
/// the end.
pub fn paused_clock() -> tokio::task::JoinHandle<()> {
    tokio::time::pause();
    tokio::spawn(async {
        loop {
            tokio::task::yield_now().await;
        }
    })
}
