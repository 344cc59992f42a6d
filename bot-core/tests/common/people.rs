//! People, channels and commands for the session tests.

use bot_core::ids::{ChannelKey, Platform, UserRef};
use bot_core::session::{Actor, Command, SessionAction};

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
