//! Cards, ranks, suits and the 64-bit card set.
//!
//! A card's index is `rank * 4 + suit`, so the four cards of one rank share a nibble of a
//! [`CardSet`]: rank-wise questions (how many sevens are on the table?) are one shift and mask.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use thiserror::Error;

/// A card rank, ace low. Capture values depend on the variant, not on the rank alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Rank {
    /// Ace.
    Ace = 0,
    /// Two.
    Two,
    /// Three.
    Three,
    /// Four.
    Four,
    /// Five.
    Five,
    /// Six.
    Six,
    /// Seven.
    Seven,
    /// Eight.
    Eight,
    /// Nine.
    Nine,
    /// Ten.
    Ten,
    /// Jack.
    Jack,
    /// Queen.
    Queen,
    /// King.
    King,
}

impl Rank {
    /// All ranks, ace first.
    pub const ALL: [Rank; 13] = [
        Rank::Ace,
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
    ];

    /// The rank with index `i` (0 = ace … 12 = king).
    pub const fn from_index(i: u8) -> Option<Rank> {
        if i < 13 {
            Some(Rank::ALL[i as usize])
        } else {
            None
        }
    }

    /// Index 0 (ace) to 12 (king).
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// Pip value of a number card (ace 1), `None` for court cards.
    pub const fn pips(self) -> Option<u8> {
        match self {
            Rank::Jack | Rank::Queen | Rank::King => None,
            r => Some(r as u8 + 1),
        }
    }

    /// Whether this is a jack, queen or king.
    pub const fn is_court(self) -> bool {
        matches!(self, Rank::Jack | Rank::Queen | Rank::King)
    }

    /// The ASCII symbol: `A 2 … 10 J Q K`.
    pub const fn symbol(self) -> &'static str {
        ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"][self as usize]
    }
}

/// A card suit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Suit {
    /// Spades ♠.
    Spades = 0,
    /// Hearts ♥.
    Hearts,
    /// Diamonds ♦.
    Diamonds,
    /// Clubs ♣.
    Clubs,
}

impl Suit {
    /// All suits in index order.
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// The ASCII letter: `S H D C`.
    pub const fn letter(self) -> char {
        ['S', 'H', 'D', 'C'][self as usize]
    }

    /// The symbol people see: `♠ ♥ ♦ ♣`.
    pub const fn symbol(self) -> char {
        ['♠', '♥', '♦', '♣'][self as usize]
    }

    /// Whether the suit is printed red.
    pub const fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }
}

/// One playing card. Its index (0..52) is `rank * 4 + suit`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// The card of this rank and suit.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card(rank as u8 * 4 + suit as u8)
    }

    /// The card with index `i`, if `i < 52`.
    pub const fn from_index(i: u8) -> Option<Card> {
        if i < 52 {
            Some(Card(i))
        } else {
            None
        }
    }

    /// Index 0..52.
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The card's rank.
    pub const fn rank(self) -> Rank {
        Rank::ALL[(self.0 / 4) as usize]
    }

    /// The card's suit.
    pub const fn suit(self) -> Suit {
        Suit::ALL[(self.0 % 4) as usize]
    }

    /// Machine notation, e.g. `10D`.
    pub fn ascii(self) -> String {
        format!("{}{}", self.rank().symbol(), self.suit().letter())
    }

    /// The one-bit set holding this card.
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }
}

impl fmt::Display for Card {
    /// What people see: `10♦`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().symbol(), self.suit().symbol())
    }
}

/// A card that could not be read, with the offending token.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("`{token}` is not a card: write rank then suit, like AS, 10D, TD, qh or 7♣ (ranks A 2-10 J Q K, suits S H D C)")]
pub struct CardParseError {
    /// The token as given.
    pub token: String,
}

impl FromStr for Card {
    type Err = CardParseError;

    fn from_str(s: &str) -> Result<Card, CardParseError> {
        // A card is at most four characters: a longer echo (a megabyte pasted) is cut.
        let err = || CardParseError {
            token: match s.char_indices().nth(12) {
                Some((at, _)) => format!("{}…", &s[..at]),
                None => s.to_string(),
            },
        };
        let token = s.trim();
        let mut chars = token.chars();
        let suit_char = chars.next_back().ok_or_else(err)?;
        let suit = match suit_char.to_ascii_uppercase() {
            'S' | '♠' | '♤' => Suit::Spades,
            'H' | '♥' | '♡' => Suit::Hearts,
            'D' | '♦' | '♢' => Suit::Diamonds,
            'C' | '♣' | '♧' => Suit::Clubs,
            _ => return Err(err()),
        };
        let rank = match chars.as_str().to_ascii_uppercase().as_str() {
            "A" | "1" => Rank::Ace,
            "2" => Rank::Two,
            "3" => Rank::Three,
            "4" => Rank::Four,
            "5" => Rank::Five,
            "6" => Rank::Six,
            "7" => Rank::Seven,
            "8" => Rank::Eight,
            "9" => Rank::Nine,
            "10" | "T" => Rank::Ten,
            "J" => Rank::Jack,
            "Q" => Rank::Queen,
            "K" => Rank::King,
            _ => return Err(err()),
        };
        Ok(Card::new(rank, suit))
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.ascii())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A set of cards as a 64-bit mask (bit `i` is the card with index `i`).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CardSet(pub u64);

impl CardSet {
    /// No cards.
    pub const EMPTY: CardSet = CardSet(0);
    /// The full 52-card deck.
    pub const FULL: CardSet = CardSet((1u64 << 52) - 1);

    /// The four cards of one rank.
    pub const fn of_rank(rank: Rank) -> CardSet {
        CardSet(0xF << (rank as u8 * 4))
    }

    /// The thirteen cards of one suit.
    pub const fn of_suit(suit: Suit) -> CardSet {
        CardSet(0x0001_1111_1111_1111 << suit as u8)
    }

    /// Whether the set holds no card.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Number of cards.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether `card` is in the set.
    pub const fn contains(self, card: Card) -> bool {
        self.0 & card.bit() != 0
    }

    /// Whether every card of `other` is in `self`.
    pub const fn is_superset(self, other: CardSet) -> bool {
        other.0 & !self.0 == 0
    }

    /// Whether the sets share no card.
    pub const fn is_disjoint(self, other: CardSet) -> bool {
        self.0 & other.0 == 0
    }

    /// Adds a card.
    pub fn insert(&mut self, card: Card) {
        self.0 |= card.bit();
    }

    /// Removes a card.
    pub fn remove(&mut self, card: Card) {
        self.0 &= !card.bit();
    }

    /// The set with `card` added.
    pub const fn with(self, card: Card) -> CardSet {
        CardSet(self.0 | card.bit())
    }

    /// How many cards of `rank` are in the set.
    pub const fn count_rank(self, rank: Rank) -> u32 {
        ((self.0 >> (rank as u8 * 4)) & 0xF).count_ones()
    }

    /// The lowest-index card, if any.
    pub const fn first(self) -> Option<Card> {
        if self.0 == 0 {
            None
        } else {
            Some(Card(self.0.trailing_zeros() as u8))
        }
    }

    /// The cards in index order.
    pub fn iter(self) -> CardIter {
        CardIter(self.0)
    }

    /// The cards as ASCII tokens, in index order.
    pub fn to_ascii(self) -> Vec<String> {
        self.iter().map(Card::ascii).collect()
    }

    /// Parses whitespace- or comma-separated cards; a repeated card is an error.
    pub fn parse_list(s: &str) -> Result<CardSet, CardListError> {
        let mut set = CardSet::EMPTY;
        for token in s.split(|c: char| c.is_whitespace() || c == ',').filter(|t| !t.is_empty()) {
            let card: Card = token.parse()?;
            if set.contains(card) {
                return Err(CardListError::Repeated(card));
            }
            set.insert(card);
        }
        Ok(set)
    }
}

/// A list of cards that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CardListError {
    /// One token is not a card.
    #[error(transparent)]
    Card(#[from] CardParseError),
    /// The same card appears twice.
    #[error("{0} appears twice: each card exists once")]
    Repeated(Card),
}

impl std::ops::BitOr for CardSet {
    type Output = CardSet;
    fn bitor(self, rhs: CardSet) -> CardSet {
        CardSet(self.0 | rhs.0)
    }
}

impl std::ops::BitOrAssign for CardSet {
    fn bitor_assign(&mut self, rhs: CardSet) {
        self.0 |= rhs.0;
    }
}

impl std::ops::BitAnd for CardSet {
    type Output = CardSet;
    fn bitand(self, rhs: CardSet) -> CardSet {
        CardSet(self.0 & rhs.0)
    }
}

impl std::ops::Sub for CardSet {
    type Output = CardSet;
    fn sub(self, rhs: CardSet) -> CardSet {
        CardSet(self.0 & !rhs.0)
    }
}

impl std::ops::SubAssign for CardSet {
    fn sub_assign(&mut self, rhs: CardSet) {
        self.0 &= !rhs.0;
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = CardIter;
    fn into_iter(self) -> CardIter {
        self.iter()
    }
}

/// Iterator over a [`CardSet`] in index order.
#[derive(Clone, Debug)]
pub struct CardIter(u64);

impl Iterator for CardIter {
    type Item = Card;
    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Card(i))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CardIter {}

impl fmt::Display for CardSet {
    /// Cards separated by spaces, as people see them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for card in self.iter() {
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            write!(f, "{card}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}]", self.to_ascii().join(" "))
    }
}

impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<CardSet, D::Error> {
        let cards = Vec::<Card>::deserialize(d)?;
        let mut set = CardSet::EMPTY;
        for card in cards {
            if set.contains(card) {
                return Err(serde::de::Error::custom(format!("{card} appears twice")));
            }
            set.insert(card);
        }
        Ok(set)
    }
}

/// Shorthand used by tests and fixtures: parses a card list or panics.
#[cfg(test)]
pub(crate) fn cards(s: &str) -> CardSet {
    match CardSet::parse_list(s) {
        Ok(set) => set,
        Err(e) => panic!("bad card list in test: {e}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_ascii_symbols_and_case() {
        let ten_d = Card::new(Rank::Ten, Suit::Diamonds);
        for s in ["10D", "10d", "TD", "td", "10♦", "t♦"] {
            assert_eq!(s.parse::<Card>(), Ok(ten_d), "{s}");
        }
        assert_eq!("qh".parse::<Card>(), Ok(Card::new(Rank::Queen, Suit::Hearts)));
        assert_eq!("A♠".parse::<Card>(), Ok(Card::new(Rank::Ace, Suit::Spades)));
    }

    #[test]
    fn bad_token_is_named_with_the_expected_form() {
        for bad in ["", "X", "11S", "AX", "10", "ZZZ"] {
            let err = bad.parse::<Card>().unwrap_err();
            assert_eq!(err.token, bad);
            let msg = err.to_string();
            assert!(msg.contains(&format!("`{bad}`")) && msg.contains("10D"), "{msg}");
        }
    }

    #[test]
    fn display_and_ascii_round_trip_every_card() {
        for i in 0..52 {
            let card = Card::from_index(i).unwrap();
            assert_eq!(card.ascii().parse::<Card>(), Ok(card));
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        }
        assert_eq!(cards("AS 10D").to_string(), "A♠ 10♦");
    }

    #[test]
    fn set_operations() {
        let s = cards("AS 7H 7C KD");
        assert_eq!(s.len(), 4);
        assert_eq!(s.count_rank(Rank::Seven), 2);
        assert_eq!(CardSet::of_rank(Rank::King).len(), 4);
        assert_eq!(CardSet::of_suit(Suit::Clubs).len(), 13);
        assert_eq!(CardSet::FULL.len(), 52);
        assert_eq!(
            CardSet::parse_list("AS AS"),
            Err(CardListError::Repeated(cards("AS").first().unwrap()))
        );
        let json = serde_json::to_string(&s).unwrap();
        assert_eq!(json, r#"["AS","7H","7C","KD"]"#);
        assert_eq!(serde_json::from_str::<CardSet>(&json).unwrap(), s);
    }
}
