//! The platform-neutral core of tablic: cards, rules, games, computer players and the arena
//! that compares them.
//!
//! Nothing here knows about Discord, Telegram or a terminal; adapters drive it.

pub mod ai;
pub mod arena;
pub mod cards;
pub mod game;
pub mod i18n;
pub mod ids;
pub mod metrics;
pub mod rules;
pub mod session;
pub mod store;
pub mod table;

pub use cards::{Card, CardSet, Rank, Suit};
