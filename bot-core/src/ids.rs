//! Who and where: platforms, users, channels and the stored records' ids.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::ai::Level;

/// Where a player or a channel lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Platform {
    /// Discord.
    Discord,
    /// Telegram.
    Telegram,
    /// The local terminal.
    Terminal,
}

impl Platform {
    /// The name stored in the database.
    pub const fn name(self) -> &'static str {
        match self {
            Platform::Discord => "discord",
            Platform::Telegram => "telegram",
            Platform::Terminal => "terminal",
        }
    }
}

impl fmt::Display for Platform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Platform {
    type Err = String;
    fn from_str(s: &str) -> Result<Platform, String> {
        match s {
            "discord" => Ok(Platform::Discord),
            "telegram" => Ok(Platform::Telegram),
            "terminal" => Ok(Platform::Terminal),
            other => Err(format!("unknown platform `{other}`")),
        }
    }
}

/// A person on a platform, by the platform's own id.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct UserRef {
    /// The platform.
    pub platform: Platform,
    /// The platform's user id, as text.
    pub id: String,
}

impl UserRef {
    /// A user of `platform` with id `id`.
    pub fn new(platform: Platform, id: impl Into<String>) -> UserRef {
        UserRef { platform, id: id.into() }
    }
}

/// One place where one game can run: a channel, thread or forum topic, within a server or group.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ChannelKey {
    /// The platform.
    pub platform: Platform,
    /// Server (Discord guild) or group (Telegram chat); `dm` for private chats.
    pub server: String,
    /// Channel, thread or topic within it.
    pub channel: String,
}

impl ChannelKey {
    /// A channel key.
    pub fn new(platform: Platform, server: impl Into<String>, channel: impl Into<String>) -> Self {
        ChannelKey { platform, server: server.into(), channel: channel.into() }
    }
}

impl fmt::Display for ChannelKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}/{}", self.platform, self.server, self.channel)
    }
}

/// A stored player's id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PlayerId(pub i64);

/// A stored match's id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct MatchId(pub i64);

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum SeatKind {
    /// A person.
    Human {
        /// Who.
        user: UserRef,
        /// Display name when they sat down.
        name: String,
    },
    /// A computer player.
    Computer {
        /// Its strength.
        level: Level,
    },
}

impl SeatKind {
    /// The person in the seat, if any.
    pub fn user(&self) -> Option<&UserRef> {
        match self {
            SeatKind::Human { user, .. } => Some(user),
            SeatKind::Computer { .. } => None,
        }
    }

    /// A name to show.
    pub fn display_name(&self) -> String {
        match self {
            SeatKind::Human { name, .. } => name.clone(),
            SeatKind::Computer { level } => format!("Computer ({level})"),
        }
    }

    /// The level of a computer named by [`SeatKind::display_name`] (with or without the number
    /// that tells two of a level apart); `None` for a person's name.
    pub fn computer_level(shown: &str) -> Option<Level> {
        SeatKind::computer_name_parts(shown).map(|(level, _)| level)
    }

    /// A computer's stored name read back: its level, and its number among computers of that
    /// level (`Computer (medium) 2`), if it has one.
    pub fn computer_name_parts(shown: &str) -> Option<(Level, Option<u32>)> {
        let rest = shown.strip_prefix("Computer (")?;
        let (level, after) = rest.split_once(')')?;
        let number = match after {
            "" => None,
            n => {
                let digits = n.strip_prefix(' ')?;
                if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                    return None;
                }
                Some(digits.parse().ok()?)
            }
        };
        Some((level.parse().ok()?, number))
    }
}
