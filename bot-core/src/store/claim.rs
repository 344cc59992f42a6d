//! What a process claims on a database, so that two processes never do the same work: on
//! SQLite the whole database (one process at a time), on PostgreSQL each role alone.

use std::fmt;

/// A job one process at a time may do on a database.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// Local play in a terminal (`tablic play`): it owns the terminal's games.
    Play,
    /// The Telegram bot: Telegram gives a bot's updates to one taker.
    Telegram,
    /// One Discord shard: its guilds' games.
    DiscordShard {
        /// The shard.
        shard: u32,
        /// Shards in all.
        total: u32,
    },
}

impl Role {
    /// The advisory lock key of the role on PostgreSQL: a namespace of tablic's own, then
    /// the role.
    pub(crate) fn lock_key(self) -> (i32, i32) {
        const NAMESPACE: i32 = 0x7461_626C; // "tabl"
        let role = match self {
            Role::Play => 1,
            Role::Telegram => 2,
            // Shards are numbered below 2^31 by Discord many times over.
            Role::DiscordShard { shard, .. } => {
                1_000_i32.saturating_add(i32::try_from(shard).unwrap_or(i32::MAX - 1_000))
            }
        };
        (NAMESPACE, role)
    }
}

impl fmt::Display for Role {
    /// What a process with this role does, as in "another tablic process {role}".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Role::Play => f.write_str("is playing in the terminal (`tablic play`)"),
            Role::Telegram => f.write_str("runs the Telegram bot"),
            Role::DiscordShard { shard, total } => {
                write!(f, "connects Discord shard {shard} of {total}")
            }
        }
    }
}

/// Held roles: they are released when this is dropped (or the process ends, however).
pub struct Claim {
    pub(crate) _hold: Hold,
}

impl fmt::Debug for Claim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Claim").finish_non_exhaustive()
    }
}

/// What keeps a claim.
pub(crate) enum Hold {
    /// Nothing to hold (a private in-memory database).
    Nothing,
    /// The lock file beside a SQLite database, locked.
    File(#[allow(dead_code)] std::fs::File),
    /// A PostgreSQL connection holding advisory locks (they end with the session).
    Connection(#[allow(dead_code)] sqlx::PgConnection),
}
