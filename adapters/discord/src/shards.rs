//! Discord shards split across processes: which shards this process connects, and so which
//! guilds' games are its own.
//!
//! Discord sends a guild's events to shard `(guild_id >> 22) % shard_total`, and direct
//! messages to shard 0. A process that connects shards `first..=last` of `total` therefore
//! serves exactly those guilds (and direct messages when it has shard 0); other processes,
//! with the other shards, serve the rest on the same PostgreSQL database.

use std::fmt;
use std::str::FromStr;

use bot_core::ids::{ChannelKey, Platform};

/// The shards one process connects: `first..=last` of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardRange {
    /// The first shard connected.
    pub first: u32,
    /// The last shard connected (inclusive).
    pub last: u32,
    /// Shards in all, across every process.
    pub total: u32,
}

/// Discord's own limit on a bot's shard count is far below this; it keeps arithmetic plain.
const MAX_SHARDS: u32 = 65_536;

impl ShardRange {
    /// `range` (`"3"` or `"0-3"`) of `total` shards, checked.
    pub fn parse(range: &str, total: u32) -> Result<ShardRange, String> {
        if total == 0 || total > MAX_SHARDS {
            return Err(format!("the shard total must be 1 to {MAX_SHARDS}, not {total}"));
        }
        let range = range.trim();
        let (first, last) = match range.split_once('-') {
            Some((a, b)) => (a.trim(), b.trim()),
            None => (range, range),
        };
        let number = |s: &str| {
            s.parse::<u32>().map_err(|_| {
                format!("`{range}` is not a shard range: give one shard (`3`) or a range (`0-3`)")
            })
        };
        let (first, last) = (number(first)?, number(last)?);
        if first > last {
            return Err(format!(
                "shard range `{range}` runs backwards: write it as {last}-{first}"
            ));
        }
        if last >= total {
            return Err(format!(
                "shard {last} does not exist with {total} shards in all (they are 0 to {})",
                total - 1
            ));
        }
        Ok(ShardRange { first, last, total })
    }

    /// Every shard of one process.
    pub const fn all(total: u32) -> ShardRange {
        ShardRange { first: 0, last: total.saturating_sub(1), total }
    }

    /// Whether this process connects every shard.
    pub const fn is_all(&self) -> bool {
        self.first == 0 && self.last + 1 == self.total
    }

    /// The shard that receives a guild's events (`None`: direct messages, shard 0).
    pub fn shard_of(&self, guild: Option<u64>) -> u32 {
        match guild {
            Some(id) => ((id >> 22) % u64::from(self.total)) as u32, // < total, a u32
            None => 0,
        }
    }

    /// Whether a shard is one of this process's.
    pub const fn has(&self, shard: u32) -> bool {
        self.first <= shard && shard <= self.last
    }

    /// Whether the game of a Discord channel is this process's to run: its guild's shard is
    /// connected here (direct messages: shard 0). Channels of other platforms are not.
    pub fn owns(&self, channel: &ChannelKey) -> bool {
        if channel.platform != Platform::Discord {
            return false;
        }
        let guild = match channel.server.as_str() {
            "dm" => None,
            // A guild id that does not read is nobody's: shard 0 takes it, as Discord would.
            server => Some(server.parse::<u64>().unwrap_or(0)),
        };
        self.has(self.shard_of(guild))
    }

    /// The shards, one by one.
    pub fn shards(&self) -> impl Iterator<Item = u32> {
        self.first..=self.last
    }
}

impl fmt::Display for ShardRange {
    /// `0-3`, or `2` for one shard: the `shards` label of the metrics.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.first == self.last {
            write!(f, "{}", self.first)
        } else {
            write!(f, "{}-{}", self.first, self.last)
        }
    }
}

impl FromStr for ShardRange {
    type Err = String;
    /// `0-3/8`: a range and the total.
    fn from_str(s: &str) -> Result<ShardRange, String> {
        let (range, total) =
            s.split_once('/').ok_or_else(|| format!("`{s}` is not like 0-3/8 (range/total)"))?;
        let total = total.trim().parse().map_err(|_| format!("`{total}` is not a shard total"))?;
        ShardRange::parse(range, total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_parse_and_refuse_what_cannot_be() {
        assert_eq!(ShardRange::parse("0-3", 8), Ok(ShardRange { first: 0, last: 3, total: 8 }));
        assert_eq!(ShardRange::parse(" 5 ", 8), Ok(ShardRange { first: 5, last: 5, total: 8 }));
        assert_eq!("4-7/8".parse(), Ok(ShardRange { first: 4, last: 7, total: 8 }));
        for (range, total) in [("3-1", 8), ("0-8", 8), ("x", 8), ("0-3", 0), ("", 2), ("1-", 2)] {
            let e = ShardRange::parse(range, total).unwrap_err();
            assert!(!e.is_empty() && !e.contains('\n'), "{range}/{total}: {e}");
        }
        assert_eq!(ShardRange::parse("0-3", 8).map(|r| r.to_string()), Ok("0-3".to_string()));
        assert_eq!(ShardRange::parse("2", 8).map(|r| r.to_string()), Ok("2".to_string()));
        assert!(ShardRange::all(1).is_all());
        assert!(!ShardRange::parse("0-3", 8).is_ok_and(|r| r.is_all()));
    }

    #[test]
    fn guilds_go_to_discords_shard_and_direct_messages_to_shard_0() {
        let low = ShardRange::parse("0", 2).unwrap_or(ShardRange::all(2));
        let high = ShardRange::parse("1", 2).unwrap_or(ShardRange::all(2));
        let guild = |id: u64| ChannelKey::new(Platform::Discord, id.to_string(), "c");
        // Shard = (id >> 22) % total.
        let (even, odd) = (4u64 << 22, 5u64 << 22);
        assert!(low.owns(&guild(even)) && !high.owns(&guild(even)));
        assert!(high.owns(&guild(odd)) && !low.owns(&guild(odd)));
        let dm = ChannelKey::new(Platform::Discord, "dm", "c");
        assert!(low.owns(&dm) && !high.owns(&dm));
        let telegram = ChannelKey::new(Platform::Telegram, "g", "c");
        assert!(!low.owns(&telegram) && !high.owns(&telegram));
    }
}
