//! The rules' card values written out from the options alone, for the reference checks of
//! several test files. Deliberately independent of the engine's own `RuleSet::values`.

#![allow(dead_code)]

pub mod people;

use bot_core::rules::{AceValues, JackMode, RuleSet};
use bot_core::Rank;

/// The values a rank may count as in a sum (none for a sweeping jack).
pub fn values(rules: &RuleSet, rank: Rank) -> Vec<u32> {
    match rank {
        Rank::Ace if rules.aces == AceValues::OneOrEleven => vec![1, 11],
        Rank::Ace => vec![1],
        Rank::Jack if rules.jack == JackMode::Sweep => Vec::new(),
        Rank::Jack => vec![12],
        // Seed 002's courts: queen 12, king 13.
        Rank::Queen if rules.low_courts => vec![12],
        Rank::King if rules.low_courts => vec![13],
        Rank::Queen => vec![13],
        Rank::King => vec![14],
        r => vec![u32::from(r.index()) + 1],
    }
}

/// Whether a rank may be part of a summed group.
pub fn in_sums(rules: &RuleSet, rank: Rank) -> bool {
    match rank {
        Rank::Jack if rules.jack == JackMode::Sweep => false,
        Rank::Jack | Rank::Queen | Rank::King => rules.face_cards_in_sums,
        _ => true,
    }
}
