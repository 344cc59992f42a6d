//! Variant presets, rule options, capture enumeration and scoring: pure and synchronous.

mod captures;
mod options;
mod scoring;

pub use captures::{naive_captures, CaptureGen, Listing, Partition, LIST_LIMIT};
pub use options::{
    deal_list, option_key, option_takes, option_values, suggest_options, AceValues, CardPoints,
    Claims, Deck, Expected, JackMode, LateTablas, Leftovers, MatchTie, MostCardsTie, RuleError,
    RuleSet, Rules, StoredRulesError, TablaBonus, Unplayable, Variant, MAX_TARGET, OPTIONS_ADDED,
    OPTION_KEYS, TABLE_LAYOUT,
};
pub use scoring::{card_points, PointMasks};
