//! Points for captured cards, as a few weighted masks so counting a pile is four popcounts.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::cards::{Card, CardSet, Rank, Suit};

use super::CardPoints;

/// Card points as bit-planes: a pile is worth `sum(2^i * |pile & planes[i]|)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PointMasks {
    planes: [u64; 4],
}

impl PointMasks {
    /// The masks for a card-points scheme (built once per scheme, then copied).
    pub fn new(scheme: CardPoints) -> PointMasks {
        static BUILT: OnceLock<[PointMasks; 3]> = OnceLock::new();
        let built = BUILT.get_or_init(|| {
            [CardPoints::Standard, CardPoints::Tablanet, CardPoints::HighCards]
                .map(PointMasks::build)
        });
        built[match scheme {
            CardPoints::Standard => 0,
            CardPoints::Tablanet => 1,
            CardPoints::HighCards => 2,
        }]
    }

    fn build(scheme: CardPoints) -> PointMasks {
        let mut planes = [0u64; 4];
        for i in 0..52u8 {
            let Some(card) = Card::from_index(i) else { continue };
            let points = card_points(scheme, card);
            for (bit, plane) in planes.iter_mut().enumerate() {
                if points & (1 << bit) != 0 {
                    *plane |= card.bit();
                }
            }
        }
        PointMasks { planes }
    }

    /// Points of a pile.
    #[inline]
    pub fn points(&self, pile: CardSet) -> u32 {
        self.planes
            .iter()
            .enumerate()
            .map(|(bit, plane)| (pile.0 & plane).count_ones() << bit)
            .sum()
    }

    /// The cards worth anything.
    pub fn counting_cards(&self) -> CardSet {
        CardSet(self.planes.iter().fold(0, |a, p| a | p))
    }
}

/// Points of one card under a scheme (at most 15).
pub fn card_points(scheme: CardPoints, card: Card) -> u8 {
    let ten_d = card == Card::new(Rank::Ten, Suit::Diamonds);
    let two_c = card == Card::new(Rank::Two, Suit::Clubs);
    match scheme {
        CardPoints::Standard => match card.rank() {
            _ if ten_d => 2,
            _ if two_c => 1,
            Rank::Ace | Rank::Ten | Rank::Jack | Rank::Queen | Rank::King => 1,
            _ => 0,
        },
        CardPoints::Tablanet => match card.rank() {
            _ if ten_d => 3,
            _ if two_c => 2,
            Rank::Ace => 1,
            _ => 0,
        },
        CardPoints::HighCards => match card.rank() {
            Rank::Ace => 11,
            Rank::Ten => 10,
            Rank::King => 4,
            Rank::Queen => 3,
            Rank::Jack => 2,
            _ => 0,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Deck;

    #[test]
    fn deck_totals_match_the_seeds() {
        // Seed 000: 22 card points (25 with most cards).
        assert_eq!(PointMasks::new(CardPoints::Standard).points(CardSet::FULL), 22);
        // Seed 002: 10♦ 3, 2♣ 2, four aces: 9 (12 with most cards).
        assert_eq!(PointMasks::new(CardPoints::Tablanet).points(CardSet::FULL), 9);
        // Seed 004's alternative: 44 + 40 + 16 + 12 + 8.
        assert_eq!(PointMasks::new(CardPoints::HighCards).points(CardSet::FULL), 120);
        // Seed 000's 40-card game: aces 4, tens 5, 2♣ 1 (11 with the last capture).
        assert_eq!(PointMasks::new(CardPoints::Standard).points(Deck::Short40.cards()), 10);
    }
}
