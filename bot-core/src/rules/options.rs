//! The six presets of DESIGN.md and every option a game can override.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::cards::{CardSet, Rank};
use crate::i18n::{or_list, Lang};

/// A named preset; each is a [`RuleSet`] that options may then override.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Variant {
    /// Serbian Tablić (seeds 000, 003).
    Tablic,
    /// Romanian Tabinet (seeds 000, 001).
    Tabinet,
    /// Tablanette with the sweeping jack (seed 001).
    Tablanette,
    /// Tablanet, jack wild, ace 1 (seed 002).
    Tablanet,
    /// Slovenian 40-card Tablić for three (seed 000).
    #[serde(rename = "tablic-40")]
    Tablic40,
    /// Japanese Tablanette: sums of two or three, forced capture (seed 004).
    TablanetteJp,
}

impl Variant {
    /// Every preset, in the order of DESIGN.md.
    pub const ALL: [Variant; 6] = [
        Variant::Tablic,
        Variant::Tabinet,
        Variant::Tablanette,
        Variant::Tablanet,
        Variant::Tablic40,
        Variant::TablanetteJp,
    ];

    /// The preset's name as typed in commands.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Tablic => "tablic",
            Variant::Tabinet => "tabinet",
            Variant::Tablanette => "tablanette",
            Variant::Tablanet => "tablanet",
            Variant::Tablic40 => "tablic-40",
            Variant::TablanetteJp => "tablanette-jp",
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = RuleError;
    fn from_str(s: &str) -> Result<Variant, RuleError> {
        let wanted = s.trim().to_ascii_lowercase().replace(['_', ' '], "-");
        let wanted = match wanted.as_str() {
            "tablić" => "tablic",
            "tablic40" => "tablic-40",
            "tablanettejp" | "tablanette-japan" => "tablanette-jp",
            other => other,
        };
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == wanted)
            .ok_or_else(|| RuleError::UnknownVariant(s.to_string()))
    }
}

/// Which deck is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Deck {
    /// The standard 52 cards.
    Full52,
    /// 40 cards: no jacks, queens or kings.
    Short40,
}

impl Deck {
    /// The cards of this deck.
    pub const fn cards(self) -> CardSet {
        match self {
            Deck::Full52 => CardSet::FULL,
            Deck::Short40 => CardSet((1u64 << 40) - 1),
        }
    }

    /// Number of cards.
    pub const fn size(self) -> u32 {
        self.cards().len()
    }
}

/// What a jack does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum JackMode {
    /// An ordinary card worth 12.
    Twelve,
    /// Takes the whole table; never part of a sum; never opens the layout.
    Sweep,
}

/// What an ace is worth in sums.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AceValues {
    /// Always 1.
    One,
    /// 1 or 11, chosen per ace.
    OneOrEleven,
}

/// Who takes the cards left on the table when a hand ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Leftovers {
    /// The dealer's side (seed 000).
    Dealer,
    /// The side that captured last (seeds 001-004).
    LastCapturer,
}

impl Leftovers {
    /// The `leftovers` option's value for it: `dealer` or `last`.
    pub fn word(self) -> &'static str {
        match self {
            Leftovers::Dealer => "dealer",
            Leftovers::LastCapturer => "last",
        }
    }
}

/// Who gets the most-cards points when the top sides tie.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MostCardsTie {
    /// No one.
    NoOne,
    /// The last capturer's side, if it is one of the tied sides (seed 002's house rule).
    LastCapturer,
}

/// How captured cards are counted at the end of a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CardPoints {
    /// A K Q J 10 one each, 10♦ two, 2♣ one (22 in a 52-card deck).
    Standard,
    /// 10♦ three, 2♣ two, each ace one (seed 002).
    Tablanet,
    /// A 11, 10 10, K 4, Q 3, J 2 (seed 004's proposed system).
    HighCards,
}

/// What capturing the whole table is worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TablaBonus {
    /// Nothing.
    None,
    /// A fixed number of points per tabla.
    Points(u8),
    /// The summed values of the captured cards and the capturing card (a tablanette).
    CardSum,
}

/// How tablas count from the seventh hand on (seed 000's three late-hand rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LateTablas {
    /// Tablas always count at once.
    Always,
    /// From hand seven, tablas score nothing.
    NotScored,
    /// From hand seven, tablas count only when the hand ends (not in a claim).
    AtHandEnd,
    /// From hand seven, only a side below 90 at the start of the hand scores tablas, up to 90.
    CapAt90,
}

/// Whether a side may stop the match by declaring it has reached the target.
///
/// Tablić's claim (seed 000) and Tablanette's count-out (seed 001) are one rule under two names:
/// at any moment a side may say it has reached the target; its score plus what it has captured
/// this hand is counted (never the most-cards points, which only a finished hand gives; tablas
/// as the late-tabla rule says), and it wins if right and loses if wrong. So `count-out` is
/// another word for `claim`, and rows stored with `CountOut` read as [`Claims::AtTarget`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Claims {
    /// No claims: the match is decided only at the end of a hand.
    None,
    /// A claim of victory (Tablić) or count-out (Tablanette): right wins, wrong loses.
    #[serde(alias = "CountOut")]
    AtTarget,
}

/// What happens when the top sides are level at or above the target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MatchTie {
    /// Another hand decides (seed 000).
    PlayOn,
    /// The match is drawn (seed 004).
    Draw,
}

/// A variant option that is wrong, unknown, or cannot be dealt.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RuleError {
    /// No such preset.
    #[error("unknown variant `{0}`: choose {variants}", variants = variant_choices())]
    UnknownVariant(String),
    /// No such option.
    #[error("unknown option `{0}`: options are {keys}", keys = OPTION_KEYS.join(", "))]
    UnknownOption(String),
    /// An option given without `=`.
    #[error("option `{0}` needs a value: write {0}=VALUE")]
    MissingValue(String),
    /// A value the option does not take.
    #[error("option `{key}` cannot be `{value}`: expected {expected}")]
    BadValue {
        /// The option.
        key: String,
        /// The value given.
        value: String,
        /// What it takes.
        expected: Expected,
    },
    /// A combination of options that cannot be dealt or played.
    #[error("these rules cannot be played: {0}")]
    Unplayable(Unplayable),
    /// Deals of `per_deal` cards that do not share a hand's cards evenly (7, 7, then 2).
    #[error(
        "with {players} players each gets {each} cards a hand, and deals of {per_deal} would give {deals}: choose cards-per-deal {choices}",
        deals = deal_list(*.each, *.per_deal),
        choices = numbers_or(.fits)
    )]
    UnevenDeal {
        /// Players.
        players: u8,
        /// Cards each player gets in a hand.
        each: u32,
        /// Cards a deal asked for.
        per_deal: u8,
        /// The deal sizes that work for these players and this deck.
        fits: Vec<u8>,
    },
}

/// What an option takes, as data: each language words it; the values stay as typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Expected {
    /// One of these values.
    OneOf(&'static [&'static str]),
    /// A whole number from `min` to `max`.
    Number {
        /// The least.
        min: u32,
        /// The most.
        max: u32,
    },
    /// Points from `min` to `max`.
    Points {
        /// The least.
        min: u32,
        /// The most.
        max: u32,
    },
    /// One of `words`, or points from `min` to `max` (`tabla`).
    WordOrPoints {
        /// The words it takes.
        words: &'static [&'static str],
        /// The least points.
        min: u32,
        /// The most points.
        max: u32,
    },
    /// One of `words`, or a number of cards from `min` to `max` (`largest-group`).
    WordOrCards {
        /// The words it takes.
        words: &'static [&'static str],
        /// The fewest cards.
        min: u32,
        /// The most cards.
        max: u32,
    },
    /// The queen's and the king's values: `13/14` or `12/13`.
    Courts,
}

impl Expected {
    /// The words it takes as typed (beside the number, for those that take one too).
    pub fn values(self) -> &'static [&'static str] {
        match self {
            Expected::OneOf(values)
            | Expected::WordOrPoints { words: values, .. }
            | Expected::WordOrCards { words: values, .. } => values,
            Expected::Courts => &["13/14", "12/13"],
            Expected::Number { .. } | Expected::Points { .. } => &[],
        }
    }
}

/// The variants to choose from, in English (for logs and the command line).
fn variant_choices() -> String {
    or_list(Lang::En, &Variant::ALL.map(Variant::name))
}

/// English, for logs and the command line; people read it through the catalogue.
impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Expected::OneOf(values) => f.write_str(&or_list(Lang::En, values)),
            Expected::Number { min, max } => write!(f, "a number from {min} to {max}"),
            Expected::Points { min, max } => write!(f, "points from {min} to {max}"),
            Expected::WordOrPoints { words, min, max } => {
                let points = format!("points from {min} to {max}");
                f.write_str(&or_list(Lang::En, &[words, &[points.as_str()]].concat()))
            }
            Expected::WordOrCards { words, min, max } => {
                let cards = format!("a number of cards from {min} to {max}");
                f.write_str(&or_list(Lang::En, &[words, &[cards.as_str()]].concat()))
            }
            Expected::Courts => f.write_str("13/14 (queen 13, king 14) or 12/13"),
        }
    }
}

/// Why a combination of options cannot be dealt or played, as data: each language words it
/// (the English `Display` is for logs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Error)]
pub enum Unplayable {
    /// A number of players other than 2 to 4.
    #[error("{0} players; 2 to 4 can play")]
    Players(u8),
    /// Partnerships without four players.
    #[error("partnerships need exactly four players")]
    PartnersNeedFour,
    /// The first deal needs more cards than the stock holds.
    #[error(
        "{per_deal} cards each for {players} players needs {needs} cards, but the {deck}-card deck leaves {stock} after the layout"
    )]
    DealTooBig {
        /// Cards a deal.
        per_deal: u8,
        /// Players.
        players: u8,
        /// Cards the first deal needs.
        needs: u32,
        /// Cards in the deck.
        deck: u32,
        /// Cards left after the layout.
        stock: u32,
    },
    /// The cards after the layout do not share evenly among the players.
    #[error("the {stock} cards after the layout do not share evenly among {players} players")]
    StockUneven {
        /// Cards left after the layout.
        stock: u32,
        /// Players.
        players: u8,
    },
    /// Too few cards left for a redeal after the first deal.
    #[error(
        "a redeal needs {per_deal} more cards in the stock after the first deal, and only {left} are left"
    )]
    RedealShort {
        /// Cards a deal (what a redeal needs).
        per_deal: u8,
        /// Cards left in the stock after the first deal.
        left: u32,
    },
    /// A largest summed group outside 2 to 20.
    #[error("a summed group needs two to twenty cards")]
    GroupSize,
    /// A target outside 1 to 10000 (stored rules).
    #[error("a target of {0}; 1 to 10000 can be played")]
    Target(u16),
    /// Bonus points above 20 (stored rules).
    #[error("bonus points above 20")]
    BonusAbove20,
    /// Claims in a one-hand game.
    #[error(
        "a short game is one hand with no target to reach, so a claim could never be right: a short game has claims=none"
    )]
    ShortGameClaims,
}

/// The deals a hand of `each` cards makes in deals of `per_deal`: `7, 7, 2`.
pub fn deal_list(each: u32, per_deal: u8) -> String {
    let per = u32::from(per_deal.max(1));
    let mut deals = vec![per.to_string(); (each / per) as usize];
    if !each.is_multiple_of(per) {
        deals.push((each % per).to_string());
    }
    deals.join(", ")
}

/// Numbers to choose from, in English (for logs): `1, 2, 4 or 8`.
fn numbers_or(numbers: &[u8]) -> String {
    or_list(Lang::En, &numbers.iter().map(u8::to_string).collect::<Vec<_>>())
}

/// Every option key accepted by [`RuleSet::set`], in the order `rules` lists them: who plays,
/// how the match is won, the deal, captures, tablas, scoring, claims.
pub const OPTION_KEYS: [&str; 25] = [
    "players",
    "partners",
    "target",
    "short",
    "match-tie",
    "deck",
    "cards-per-deal",
    "redeal",
    "jack",
    "jack-tabla",
    "aces",
    "courts",
    "faces-in-sums",
    "largest-group",
    "forced",
    "tabla",
    "last-card-tabla",
    "late-tablas",
    "win-on-bonus",
    "card-points",
    "most-cards",
    "most-cards-tie",
    "last-capture",
    "leftovers",
    "claims",
];

/// Every rule of one game. Built from a [`Variant`] and then overridden option by option.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RuleSet {
    /// The preset these rules started from.
    pub variant: Variant,
    /// Points that win the match.
    pub target: u16,
    /// One hand only; the higher score wins (seed 003).
    pub short_game: bool,
    /// What a tabla is worth.
    pub tabla_bonus: TablaBonus,
    /// What a jack does.
    pub jack: JackMode,
    /// Ace values in sums.
    pub aces: AceValues,
    /// Whether J, Q, K may be part of a sum (otherwise they capture by rank only).
    pub face_cards_in_sums: bool,
    /// Most cards in one summed group (`None`: any number).
    pub largest_group: Option<u8>,
    /// A player must take everything the played card can take.
    pub forced_capture: bool,
    /// Who takes the leftovers.
    pub leftovers: Leftovers,
    /// Points for most cards captured in a hand.
    pub most_cards_points: u8,
    /// Tie rule for most cards.
    pub most_cards_tie: MostCardsTie,
    /// Points for the last capture of a hand (seed 000's Slovenian game).
    pub last_capture_points: u8,
    /// How captured cards score.
    pub card_points: CardPoints,
    /// Claims of victory.
    pub claims: Claims,
    /// Tablas from the seventh hand on.
    pub late_tablas: LateTablas,
    /// Reaching the target with a tablanette wins at once (seed 004).
    pub win_on_bonus: bool,
    /// Level scores at the target.
    pub match_tie: MatchTie,
    /// Cards each player gets per deal.
    pub cards_per_deal: u8,
    /// The first player of a hand may reject the first cards once (Tabinet).
    pub first_hand_redeal: bool,
    /// The rejected cards of a redeal are shuffled into the stock. Not an option (no one would
    /// choose the other way): rows stored before it read as `false`, the rejected cards at the
    /// bottom in order, so that a game in progress replays as it was played.
    pub shuffled_redeal: bool,
    /// Capturing the whole table with the last card of a hand still scores (Tablanette).
    pub last_card_tabla: bool,
    /// A sweeping jack that clears the table scores a tabla (seed 002 names no exception;
    /// seeds 001 and 004 do). Rows stored before this option read as `false`: how they played.
    pub jack_tabla: bool,
    /// Queen 12 and king 13 (seed 002) instead of 13 and 14.
    pub low_courts: bool,
    /// Number of players, 2 to 4.
    pub players: u8,
    /// Four players as two partnerships (seats 0+2 against 1+3).
    pub partnerships: bool,
    /// Which deck.
    pub deck: Deck,
}

impl RuleSet {
    /// The preset's rules for its usual number of players.
    pub fn preset(variant: Variant) -> RuleSet {
        let tablic = RuleSet {
            variant,
            target: 101,
            short_game: false,
            tabla_bonus: TablaBonus::Points(1),
            jack: JackMode::Twelve,
            aces: AceValues::OneOrEleven,
            face_cards_in_sums: true,
            largest_group: None,
            forced_capture: false,
            leftovers: Leftovers::Dealer,
            most_cards_points: 3,
            most_cards_tie: MostCardsTie::NoOne,
            last_capture_points: 0,
            card_points: CardPoints::Standard,
            claims: Claims::AtTarget,
            late_tablas: LateTablas::AtHandEnd,
            win_on_bonus: false,
            match_tie: MatchTie::PlayOn,
            cards_per_deal: 6,
            first_hand_redeal: false,
            shuffled_redeal: true,
            last_card_tabla: false,
            jack_tabla: false,
            low_courts: false,
            players: 2,
            partnerships: false,
            deck: Deck::Full52,
        };
        match variant {
            Variant::Tablic => tablic,
            Variant::Tabinet => RuleSet {
                first_hand_redeal: true,
                claims: Claims::None,
                late_tablas: LateTablas::Always,
                ..tablic
            },
            Variant::Tablanette => RuleSet {
                jack: JackMode::Sweep,
                // Seed 001 names "no tabla with the last card" as a difference of Tablić.
                last_card_tabla: true,
                tabla_bonus: TablaBonus::CardSum,
                leftovers: Leftovers::LastCapturer,
                claims: Claims::AtTarget,
                late_tablas: LateTablas::Always,
                target: 251,
                ..tablic
            },
            Variant::Tablanet => RuleSet {
                jack: JackMode::Sweep,
                // Seed 002: "if a capture empties the table completely, the player scores a
                // tabla", with no exception for the jack (its tips say a lone card left on the
                // table hands the next player a tabla).
                jack_tabla: true,
                low_courts: true,
                aces: AceValues::One,
                face_cards_in_sums: false,
                card_points: CardPoints::Tablanet,
                leftovers: Leftovers::LastCapturer,
                claims: Claims::None,
                late_tablas: LateTablas::Always,
                ..tablic
            },
            Variant::Tablic40 => RuleSet {
                deck: Deck::Short40,
                players: 3,
                cards_per_deal: 4,
                most_cards_points: 0,
                last_capture_points: 1,
                // 11 points a hand: 51 keeps a three-player match near the length of a 101 game.
                target: 51,
                claims: Claims::None,
                late_tablas: LateTablas::Always,
                ..tablic
            },
            Variant::TablanetteJp => RuleSet {
                jack: JackMode::Sweep,
                // Seed 004 excludes only the leftovers from a tablanette.
                last_card_tabla: true,
                tabla_bonus: TablaBonus::CardSum,
                largest_group: Some(3),
                forced_capture: true,
                leftovers: Leftovers::LastCapturer,
                claims: Claims::None,
                late_tablas: LateTablas::Always,
                win_on_bonus: true,
                match_tie: MatchTie::Draw,
                target: 251,
                ..tablic
            },
        }
    }

    /// The preset with `key=value` overrides, validated. The order of the overrides does not
    /// matter: what follows from the number of players (the deal, partnerships, the target of
    /// seed 004's individual games) is filled in after all of them, for every option not given.
    /// A deal that would not share a hand's cards evenly is refused with the reason, except the
    /// seeds' own short last deals (see [`RuleSet::deal_fits`]).
    pub fn build<'a>(
        variant: Variant,
        overrides: impl IntoIterator<Item = &'a str>,
    ) -> Result<Rules, RuleError> {
        let mut rules = RuleSet::preset(variant);
        let mut given: Vec<&'static str> = Vec::new();
        for item in overrides {
            let (key, value) =
                item.split_once('=').ok_or_else(|| RuleError::MissingValue(item.to_string()))?;
            given.push(rules.set(key.trim(), value.trim())?);
        }
        rules.fill_in(&given);
        if rules.short_game && rules.claims != Claims::None {
            return Err(RuleError::Unplayable(Unplayable::ShortGameClaims));
        }
        let rules = Rules::new(rules)?;
        rules.check_deal()?;
        Ok(rules)
    }

    /// The options not `given` that follow from the others: the usual deal for the players and
    /// the deck, partnerships for four (except the 40-card game, seed 000), 151 for seed 004's
    /// games of three or four individuals, and no claims in a short game.
    fn fill_in(&mut self, given: &[&str]) {
        if self.short_game && !given.contains(&"claims") {
            self.claims = Claims::None;
        }
        let usual = RuleSet::usual(self.variant, self.players, self.deck, None);
        if !given.contains(&"partners") {
            self.partnerships = usual.partnerships;
        }
        if !given.contains(&"cards-per-deal") {
            self.cards_per_deal = usual.cards_per_deal;
        }
        if !given.contains(&"target") {
            self.target =
                RuleSet::usual(self.variant, self.players, self.deck, Some(self.partnerships))
                    .target;
        }
    }

    /// The preset as it is played by `players` with `deck` (partners as given, or as usual):
    /// what every option not typed is, and what `overrides` compares with.
    fn usual(variant: Variant, players: u8, deck: Deck, partners: Option<bool>) -> RuleSet {
        let mut rules = RuleSet::preset(variant);
        rules.players = players;
        rules.deck = deck;
        // Seeds 000, 001 and 002 play four as two partnerships; seed 004 allows both and
        // describes partners first. Seed 000's 40-card game has four play as individuals.
        rules.partnerships = partners
            .unwrap_or(players == 4 && deck == Deck::Full52 && variant != Variant::Tablic40);
        rules.cards_per_deal = match (variant, deck, players) {
            // Seed 004: four players get four cards a deal.
            (Variant::TablanetteJp, _, 4) => 4,
            // Seed 000's 40-card game: three deals of six for two, of four for three, five
            // then four for four.
            (_, Deck::Short40, 2) => 6,
            (_, Deck::Short40, 3) => 4,
            (_, Deck::Short40, 4) => 5,
            _ => rules.cards_per_deal,
        };
        // Seed 004: "151 is better for three, or four playing as individuals".
        if variant == Variant::TablanetteJp && players >= 3 && !rules.partnerships {
            rules.target = 151;
        }
        rules
    }

    /// Whether deals of `per_deal` share a hand's cards among the players evenly: every deal the
    /// same size, or one of the seeds' short last deals (seed 000: three players get 6, 6 and
    /// then 4 of 52 cards; four get 5 then 4 of 40).
    pub fn deal_fits(&self, per_deal: u8) -> bool {
        let players = u32::from(self.players.max(1));
        let each = self.deck.size().saturating_sub(TABLE_LAYOUT) / players;
        let per = u32::from(per_deal);
        per > 0
            && per <= each
            && (each.is_multiple_of(per)
                || matches!(
                    (self.deck, self.players, per_deal),
                    (Deck::Full52, 3, 6) | (Deck::Short40, 4, 5)
                ))
    }

    /// Refuses a deal that does not share evenly ([`RuleSet::deal_fits`]), naming the sizes that
    /// do. New games are held to it; stored games (an earlier release dealt 7, 7, then 2) still
    /// play.
    pub fn check_deal(&self) -> Result<(), RuleError> {
        if self.deal_fits(self.cards_per_deal) {
            return Ok(());
        }
        let players = u32::from(self.players.max(1));
        Err(RuleError::UnevenDeal {
            players: self.players,
            each: self.deck.size().saturating_sub(TABLE_LAYOUT) / players,
            per_deal: self.cards_per_deal,
            fits: (1..=13).filter(|&n| self.deal_fits(n)).collect(),
        })
    }

    /// Overrides one option, nothing else; returns the option's key as [`OPTION_KEYS`] spells
    /// it. ([`RuleSet::build`] then fills in what follows from the number of players.)
    pub fn set(&mut self, key: &str, value: &str) -> Result<&'static str, RuleError> {
        let wanted = key.to_ascii_lowercase().replace('_', "-");
        let Some(canonical) = OPTION_KEYS.iter().copied().find(|k| *k == wanted) else {
            return Err(RuleError::UnknownOption(key.to_string()));
        };
        let bad = |expected: Expected| RuleError::BadValue {
            key: key.to_string(),
            value: value.to_string(),
            expected,
        };
        let v = value.to_ascii_lowercase();
        let flag =
            || crate::i18n::yes_or_no(&v).ok_or_else(|| bad(Expected::OneOf(&["yes", "no"])));
        let number = |lo: u32, hi: u32, expected: Expected| {
            v.parse::<u32>().ok().filter(|n| (lo..=hi).contains(n)).ok_or_else(|| bad(expected))
        };
        let points = Expected::Points { min: 0, max: 20 };
        match canonical {
            "target" => {
                let max = u32::from(MAX_TARGET);
                self.target = number(1, max, Expected::Number { min: 1, max })? as u16
            }
            "short" => self.short_game = flag()?,
            "tabla" => {
                self.tabla_bonus = match v.as_str() {
                    "sum" | "tablanette" => TablaBonus::CardSum,
                    "none" => TablaBonus::None,
                    _ => {
                        let expected =
                            Expected::WordOrPoints { words: &["none", "sum"], min: 0, max: 20 };
                        TablaBonus::Points(number(0, 20, expected)? as u8)
                    }
                }
            }
            "jack" => {
                self.jack = match v.as_str() {
                    "12" | "twelve" | "plain" => JackMode::Twelve,
                    "sweep" | "wild" => JackMode::Sweep,
                    _ => return Err(bad(Expected::OneOf(&["12", "sweep"]))),
                }
            }
            "aces" => {
                self.aces = match v.as_str() {
                    "1" | "one" => AceValues::One,
                    "1/11" | "1-11" | "1or11" | "both" => AceValues::OneOrEleven,
                    _ => return Err(bad(Expected::OneOf(&["1", "1/11"]))),
                }
            }
            "faces-in-sums" => self.face_cards_in_sums = flag()?,
            "largest-group" => {
                self.largest_group = match v.as_str() {
                    "any" | "none" => None,
                    _ => {
                        let expected = Expected::WordOrCards { words: &["any"], min: 2, max: 20 };
                        Some(number(2, 20, expected)? as u8)
                    }
                }
            }
            "forced" => self.forced_capture = flag()?,
            "leftovers" => {
                self.leftovers = match v.as_str() {
                    "dealer" => Leftovers::Dealer,
                    "last" | "last-capturer" => Leftovers::LastCapturer,
                    _ => return Err(bad(Expected::OneOf(&["dealer", "last"]))),
                }
            }
            "most-cards" => self.most_cards_points = number(0, 20, points)? as u8,
            "most-cards-tie" => {
                self.most_cards_tie = match v.as_str() {
                    "none" | "no-one" => MostCardsTie::NoOne,
                    "last" | "last-capturer" => MostCardsTie::LastCapturer,
                    _ => return Err(bad(Expected::OneOf(&["none", "last"]))),
                }
            }
            "last-capture" => self.last_capture_points = number(0, 20, points)? as u8,
            "card-points" => {
                self.card_points = match v.as_str() {
                    "standard" => CardPoints::Standard,
                    "tablanet" => CardPoints::Tablanet,
                    "high" | "high-cards" => CardPoints::HighCards,
                    _ => return Err(bad(Expected::OneOf(&["standard", "tablanet", "high"]))),
                }
            }
            "claims" => {
                self.claims = match v.as_str() {
                    // "no" in any of the bot's languages, as every yes/no option takes it.
                    other if other == "none" || crate::i18n::yes_or_no(other) == Some(false) => {
                        Claims::None
                    }
                    "claim" | "target" | "at-target" => Claims::AtTarget,
                    // One rule, two names (see [`Claims`]).
                    "count-out" | "countout" => Claims::AtTarget,
                    _ => return Err(bad(Expected::OneOf(&["none", "claim", "count-out"]))),
                }
            }
            "late-tablas" => {
                self.late_tablas = match v.as_str() {
                    "always" => LateTablas::Always,
                    "none" | "not-scored" => LateTablas::NotScored,
                    "end" | "at-hand-end" => LateTablas::AtHandEnd,
                    "cap90" | "cap-90" => LateTablas::CapAt90,
                    _ => return Err(bad(Expected::OneOf(&["always", "none", "end", "cap90"]))),
                }
            }
            "win-on-bonus" => self.win_on_bonus = flag()?,
            "match-tie" => {
                self.match_tie = match v.as_str() {
                    "play-on" | "playon" | "another-hand" => MatchTie::PlayOn,
                    "draw" => MatchTie::Draw,
                    _ => return Err(bad(Expected::OneOf(&["play-on", "draw"]))),
                }
            }
            "cards-per-deal" => {
                self.cards_per_deal = number(1, 13, Expected::Number { min: 1, max: 13 })? as u8
            }
            "redeal" => self.first_hand_redeal = flag()?,
            "last-card-tabla" => self.last_card_tabla = flag()?,
            "jack-tabla" => self.jack_tabla = flag()?,
            "courts" => {
                self.low_courts = match v.as_str() {
                    "13/14" | "13-14" => false,
                    "12/13" | "12-13" => true,
                    _ => return Err(bad(Expected::Courts)),
                }
            }
            "players" => self.players = number(2, 4, Expected::OneOf(&["2", "3", "4"]))? as u8,
            "partners" => self.partnerships = flag()?,
            "deck" => {
                self.deck = match v.as_str() {
                    "52" => Deck::Full52,
                    "40" => Deck::Short40,
                    _ => return Err(bad(Expected::OneOf(&["52", "40"]))),
                }
            }
            _ => return Err(RuleError::UnknownOption(key.to_string())),
        }
        Ok(canonical)
    }

    /// Rejects a combination that cannot be dealt or played, with the reason.
    pub fn validate(&self) -> Result<(), RuleError> {
        let unplayable = |why: Unplayable| Err(RuleError::Unplayable(why));
        if !(2..=4).contains(&self.players) {
            return unplayable(Unplayable::Players(self.players));
        }
        if self.partnerships && self.players != 4 {
            return unplayable(Unplayable::PartnersNeedFour);
        }
        let stock = self.deck.size() - TABLE_LAYOUT;
        let players = u32::from(self.players);
        let first_deal = u32::from(self.cards_per_deal) * players;
        if self.cards_per_deal == 0 || first_deal > stock {
            return unplayable(Unplayable::DealTooBig {
                per_deal: self.cards_per_deal,
                players: self.players,
                needs: first_deal,
                deck: self.deck.size(),
                stock,
            });
        }
        if !stock.is_multiple_of(players) {
            return unplayable(Unplayable::StockUneven { stock, players: self.players });
        }
        if self.first_hand_redeal && stock - first_deal < u32::from(self.cards_per_deal) {
            return unplayable(Unplayable::RedealShort {
                per_deal: self.cards_per_deal,
                left: stock - first_deal,
            });
        }
        if matches!(self.largest_group, Some(n) if !(2..=20).contains(&n)) {
            return unplayable(Unplayable::GroupSize);
        }
        // The ranges `set` accepts: stored rules are held to them too.
        if !(1..=MAX_TARGET).contains(&self.target) {
            return unplayable(Unplayable::Target(self.target));
        }
        if matches!(self.tabla_bonus, TablaBonus::Points(p) if p > 20)
            || self.most_cards_points > 20
            || self.last_capture_points > 20
        {
            return unplayable(Unplayable::BonusAbove20);
        }
        Ok(())
    }

    /// Number of sides: two partnerships, or one side per player.
    pub fn sides(&self) -> usize {
        if self.partnerships {
            2
        } else {
            usize::from(self.players)
        }
    }

    /// The side a seat plays for.
    pub fn side_of(&self, seat: u8) -> usize {
        if self.partnerships {
            usize::from(seat % 2)
        } else {
            usize::from(seat)
        }
    }

    /// The capture values of a rank, or an empty slice for a sweeping jack.
    pub fn values(&self, rank: Rank) -> &'static [u8] {
        match rank {
            Rank::Ace => match self.aces {
                AceValues::One => &[1],
                AceValues::OneOrEleven => &[1, 11],
            },
            Rank::Jack if self.jack == JackMode::Sweep => &[],
            Rank::Jack => &[12],
            Rank::Queen if self.low_courts => &[12],
            Rank::King if self.low_courts => &[13],
            Rank::Queen => &[13],
            Rank::King => &[14],
            r => &PIPS[r.index() as usize..r.index() as usize + 1],
        }
    }

    /// Whether a rank may be part of a summed group.
    pub fn summable(&self, rank: Rank) -> bool {
        match rank {
            Rank::Jack if self.jack == JackMode::Sweep => false,
            r if r.is_court() => self.face_cards_in_sums,
            _ => true,
        }
    }

    /// Whether playing this rank sweeps the table.
    pub fn sweeps(&self, rank: Rank) -> bool {
        rank == Rank::Jack && self.jack == JackMode::Sweep
    }

    /// Whether taking the whole table with a card of `rank` scores a tabla: not by a sweeping
    /// jack unless `jack-tabla`, and not with the hand's `last_card` unless `last-card-tabla`.
    pub fn tabla_counts(&self, rank: Rank, last_card: bool) -> bool {
        (!self.sweeps(rank) || self.jack_tabla) && (!last_card || self.last_card_tabla)
    }

    /// Every option with its value as it is typed, in the order of [`OPTION_KEYS`].
    pub fn options(&self) -> Vec<(&'static str, String)> {
        OPTION_KEYS.iter().map(|&key| (key, self.value_of(key))).collect()
    }

    /// One option's value as it is typed (`target` → `101`); empty for an unknown key.
    pub fn value_of(&self, key: &str) -> String {
        let yes_no = |b: bool| if b { "yes" } else { "no" }.to_string();
        match key {
            "players" => self.players.to_string(),
            "partners" => yes_no(self.partnerships),
            "target" => self.target.to_string(),
            "short" => yes_no(self.short_game),
            "match-tie" => if self.match_tie == MatchTie::Draw { "draw" } else { "play-on" }.into(),
            "deck" => if self.deck == Deck::Short40 { "40" } else { "52" }.into(),
            "cards-per-deal" => self.cards_per_deal.to_string(),
            "redeal" => yes_no(self.first_hand_redeal),
            "jack" => if self.jack == JackMode::Sweep { "sweep" } else { "12" }.into(),
            "jack-tabla" => yes_no(self.jack_tabla),
            "aces" => if self.aces == AceValues::One { "1" } else { "1/11" }.into(),
            "courts" => if self.low_courts { "12/13" } else { "13/14" }.into(),
            "faces-in-sums" => yes_no(self.face_cards_in_sums),
            "largest-group" => self.largest_group.map_or("any".into(), |n| n.to_string()),
            "forced" => yes_no(self.forced_capture),
            "tabla" => match self.tabla_bonus {
                TablaBonus::None => "none".into(),
                TablaBonus::Points(p) => p.to_string(),
                TablaBonus::CardSum => "sum".into(),
            },
            "last-card-tabla" => yes_no(self.last_card_tabla),
            "late-tablas" => match self.late_tablas {
                LateTablas::Always => "always",
                LateTablas::NotScored => "none",
                LateTablas::AtHandEnd => "end",
                LateTablas::CapAt90 => "cap90",
            }
            .into(),
            "win-on-bonus" => yes_no(self.win_on_bonus),
            "card-points" => match self.card_points {
                CardPoints::Standard => "standard",
                CardPoints::Tablanet => "tablanet",
                CardPoints::HighCards => "high",
            }
            .into(),
            "most-cards" => self.most_cards_points.to_string(),
            "most-cards-tie" => {
                if self.most_cards_tie == MostCardsTie::NoOne { "none" } else { "last" }.into()
            }
            "last-capture" => self.last_capture_points.to_string(),
            "leftovers" => self.leftovers.word().into(),
            "claims" => match (self.claims, self.variant) {
                (Claims::None, _) => "none",
                // Seed 001 names Tablanette's claim a count-out, as its summary does.
                (Claims::AtTarget, Variant::Tablanette) => "count-out",
                (Claims::AtTarget, _) => "claim",
            }
            .into(),
            _ => String::new(),
        }
    }

    /// The options that differ from the variant as usually played by this many players with
    /// this deck, as `key=value` (for display and storage): `players=4` for a partnership
    /// game of Tablić, `players=4 partners=no` for four individuals. Building the variant with
    /// them gives these rules back.
    pub fn overrides(&self) -> Vec<String> {
        let preset = RuleSet::preset(self.variant);
        let partners = RuleSet::usual(self.variant, self.players, self.deck, None);
        let mut usual =
            RuleSet::usual(self.variant, self.players, self.deck, Some(self.partnerships));
        // A short game has no claims unless they are asked for (see `fill_in`).
        if self.short_game {
            usual.claims = Claims::None;
        }
        self.options()
            .into_iter()
            .filter(|(key, value)| {
                let base = match *key {
                    "players" | "deck" => &preset,
                    "partners" => &partners,
                    _ => &usual,
                };
                base.value_of(key) != *value
            })
            .map(|(key, value)| format!("{key}={value}"))
            .collect()
    }

    /// Whether an option differs from the variant as usually played by these players (what
    /// `rules` marks).
    pub fn is_override(&self, key: &str) -> bool {
        let prefix = format!("{key}=");
        self.overrides().iter().any(|o| o.starts_with(&prefix))
    }
}

/// Rules that passed [`RuleSet::validate`]: the only rules a [`crate::game::Match`] is built
/// from (as a chess library plays only a validated position), so rules that cannot be dealt or
/// played never reach the game. Read them as a [`RuleSet`] through `Deref`.
///
/// Stored rules are read by [`Rules::from_stored`]: the variant's preset, then the stored
/// fields over it, then validation. A release that adds an option only adds a field to
/// [`RuleSet`] and its value to the presets: rows written before it still read.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(transparent)]
pub struct Rules(RuleSet);

/// Why stored rules cannot be played by this release.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum StoredRulesError {
    /// Not JSON, or not an object.
    #[error("the stored rules are not a JSON object: {0}")]
    Shape(String),
    /// No `variant` field, or one this release does not know.
    #[error("the stored rules name no variant this release knows ({0})")]
    Variant(String),
    /// A field this release does not know (written by a newer release).
    #[error("the stored rules have an option `{0}` this release does not know")]
    UnknownField(String),
    /// A field whose value does not fit it.
    #[error("the stored option `{key}` cannot be read: {error}")]
    BadField {
        /// The field.
        key: String,
        /// What was wrong with it.
        error: String,
    },
    /// Rules that read but cannot be played.
    #[error("{0}")]
    Unplayable(RuleError),
}

impl Rules {
    /// Validated rules.
    pub fn new(rules: RuleSet) -> Result<Rules, RuleError> {
        rules.validate()?;
        Ok(Rules(rules))
    }

    /// A preset with `key=value` overrides, validated (as [`RuleSet::build`]).
    pub fn build<'a>(
        variant: Variant,
        overrides: impl IntoIterator<Item = &'a str>,
    ) -> Result<Rules, RuleError> {
        RuleSet::build(variant, overrides)
    }

    /// A preset's rules (every preset is playable).
    pub fn preset(variant: Variant) -> Rules {
        Rules(RuleSet::preset(variant))
    }

    /// The rules as plain options.
    pub fn into_inner(self) -> RuleSet {
        self.0
    }

    /// These rules for a new match (a rematch of a game stored by an older release): the
    /// options as they are, and what no option sets as this release plays it. A game in
    /// progress replays under its stored rules; its rematch need not keep their old ways.
    pub fn for_new_match(&self) -> Rules {
        let mut rules = self.0.clone();
        rules.shuffled_redeal = true;
        if rules.short_game {
            rules.claims = Claims::None;
        }
        // Every change above keeps rules valid; should that ever fail, the old ones stand.
        Rules::new(rules).unwrap_or_else(|_| self.clone())
    }

    /// Rules as stored (JSON text of a [`RuleSet`], possibly by an older release).
    pub fn from_stored(text: &str) -> Result<Rules, StoredRulesError> {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| StoredRulesError::Shape(e.to_string()))?;
        Rules::from_stored_value(value)
    }

    /// Rules from a JSON value: the variant's preset, each stored field over it, validated.
    pub fn from_stored_value(value: serde_json::Value) -> Result<Rules, StoredRulesError> {
        use serde_json::Value;
        let Value::Object(stored) = value else {
            return Err(StoredRulesError::Shape(format!("{value:.40}")));
        };
        let variant = match stored.get("variant") {
            Some(v) => serde_json::from_value::<Variant>(v.clone())
                .map_err(|_| StoredRulesError::Variant(format!("{v:.40}")))?,
            None => return Err(StoredRulesError::Variant("none given".into())),
        };
        let preset = |variant| match serde_json::to_value(RuleSet::preset(variant)) {
            Ok(Value::Object(fields)) => Ok(fields),
            _ => Err(StoredRulesError::Shape("the preset does not serialise".into())),
        };
        let mut merged = preset(variant)?;
        // An option added since a row was written plays as that release played it, not as the
        // preset has it now, so a game in progress keeps its rules.
        for (key, before) in OPTIONS_ADDED {
            if !stored.contains_key(*key) {
                merged.insert((*key).to_string(), Value::Bool(*before));
            }
        }
        for (key, v) in &stored {
            if !merged.contains_key(key) {
                return Err(StoredRulesError::UnknownField(clip(key)));
            }
            merged.insert(key.clone(), v.clone());
        }
        let rules = match serde_json::from_value::<RuleSet>(Value::Object(merged)) {
            Ok(rules) => rules,
            Err(error) => {
                // Name the field: the first that does not read over the bare preset.
                let key = stored
                    .iter()
                    .find(|(key, v)| {
                        let mut one = preset(variant).unwrap_or_default();
                        one.insert((*key).clone(), (*v).clone());
                        serde_json::from_value::<RuleSet>(Value::Object(one)).is_err()
                    })
                    .map_or_else(|| "?".to_string(), |(key, _)| clip(key));
                return Err(StoredRulesError::BadField { key, error: error.to_string() });
            }
        };
        Rules::new(rules).map_err(StoredRulesError::Unplayable)
    }
}

impl std::ops::Deref for Rules {
    type Target = RuleSet;
    fn deref(&self) -> &RuleSet {
        &self.0
    }
}

impl AsRef<RuleSet> for Rules {
    fn as_ref(&self) -> &RuleSet {
        &self.0
    }
}

impl TryFrom<RuleSet> for Rules {
    type Error = RuleError;
    fn try_from(rules: RuleSet) -> Result<Rules, RuleError> {
        Rules::new(rules)
    }
}

impl From<Rules> for RuleSet {
    fn from(rules: Rules) -> RuleSet {
        rules.0
    }
}

impl<'de> Deserialize<'de> for Rules {
    /// Through [`Rules::from_stored_value`]: missing options take the preset's value, and
    /// unplayable rules are refused.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Rules, D::Error> {
        let value = serde_json::Value::deserialize(d)?;
        Rules::from_stored_value(value).map_err(serde::de::Error::custom)
    }
}

/// Options added after release 0.1.0 whose preset value would change how a stored game plays:
/// each field, and its value in rows written before it existed (how those games played).
pub const OPTIONS_ADDED: &[(&str, bool)] = &[("jack_tabla", false), ("shuffled_redeal", false)];

/// The values offered for an option (autocomplete, `rules`), the usual ones first. Numbers
/// other than those listed are accepted where the option takes a number.
pub fn option_values(key: &str) -> &'static [&'static str] {
    match key {
        "players" => &["2", "3", "4"],
        "target" => &["101", "151", "251", "51", "201", "301"],
        "match-tie" => &["play-on", "draw"],
        "deck" => &["52", "40"],
        "cards-per-deal" => &["6", "4", "8", "3", "2", "12"],
        "jack" => &["sweep", "12"],
        "aces" => &["1/11", "1"],
        "courts" => &["13/14", "12/13"],
        "largest-group" => &["any", "2", "3", "4"],
        "tabla" => &["1", "2", "none", "sum"],
        "late-tablas" => &["always", "end", "none", "cap90"],
        "card-points" => &["standard", "tablanet", "high"],
        "most-cards" => &["3", "0", "1", "2"],
        "most-cards-tie" => &["none", "last"],
        "last-capture" => &["0", "1"],
        "leftovers" => &["dealer", "last"],
        "claims" => &["claim", "count-out", "none"],
        k if OPTION_KEYS.contains(&k) => &["yes", "no"],
        _ => &[],
    }
}

/// The option a typed word names (`Forced`, `most_cards_tie`), as [`OPTION_KEYS`] spells it.
pub fn option_key(word: &str) -> Option<&'static str> {
    let wanted = word.trim().to_ascii_lowercase().replace('_', "-");
    OPTION_KEYS.iter().copied().find(|k| *k == wanted)
}

/// What an option takes, as [`RuleSet::set`] itself says when refusing a value: asked of
/// `set`, so that an explanation of the option cannot drift from what it accepts. `None` for
/// an unknown key.
pub fn option_takes(key: &str) -> Option<Expected> {
    // No option takes an empty value: `set` answers with what it does take.
    match RuleSet::preset(Variant::Tablic).set(option_key(key)?, "") {
        Err(RuleError::BadValue { expected, .. }) => Some(expected),
        _ => None,
    }
}

/// Completions of a rules text being typed (`players=4 jack=`): the text with its last word
/// completed, one per suggestion, at most `limit`. A word without `=` completes to options
/// (and their values) not given yet; `key=` to that option's values; a whole word is offered
/// as typed first when it is a valid option, so a value not in the list can still be chosen.
pub fn suggest_options(typed: &str, limit: usize) -> Vec<String> {
    let words: Vec<&str> = typed.split_whitespace().collect();
    let (done, last) = match words.split_last() {
        Some((last, rest)) if !typed.ends_with(char::is_whitespace) => (rest, *last),
        _ => (&words[..], ""),
    };
    let given: Vec<String> = done
        .iter()
        .filter_map(|w| w.split_once('='))
        .map(|(k, _)| k.trim().to_ascii_lowercase().replace('_', "-"))
        .collect();
    let prefix: String = done.iter().map(|w| format!("{w} ")).collect();
    let mut out: Vec<String> = Vec::new();
    let mut offer = |word: String| {
        let full = format!("{prefix}{word}");
        if !out.contains(&full) {
            out.push(full);
        }
    };
    match last.split_once('=') {
        Some((key, value)) => {
            let key = key.to_ascii_lowercase().replace('_', "-");
            let value = value.to_ascii_lowercase();
            if !value.is_empty() && RuleSet::preset(Variant::Tablic).set(&key, &value).is_ok() {
                offer(format!("{key}={value}"));
            }
            for v in option_values(&key).iter().filter(|v| v.starts_with(&value)) {
                offer(format!("{key}={v}"));
            }
        }
        None => {
            let word = last.to_ascii_lowercase();
            let keys = OPTION_KEYS
                .iter()
                .filter(|k| !given.iter().any(|g| g == *k))
                .filter(|k| word.is_empty() || k.starts_with(&word) || k.contains(&word));
            // With nothing typed yet, one suggestion an option; with a word, each value.
            for key in keys {
                let values = option_values(key);
                let shown = if word.is_empty() { &values[..1] } else { values };
                for v in shown {
                    offer(format!("{key}={v}"));
                }
            }
        }
    }
    out.truncate(limit);
    out
}

/// At most 40 characters of a stored text, for a message.
fn clip(text: &str) -> String {
    match text.char_indices().nth(40) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}

/// Cards dealt face up to start a hand.
pub const TABLE_LAYOUT: u32 = 4;

/// The highest target a game may be played to (the lowest is 1).
pub const MAX_TARGET: u16 = 10_000;

const PIPS: [u8; 10] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_is_playable_and_named() {
        for v in Variant::ALL {
            let rules = RuleSet::preset(v);
            assert_eq!(rules.validate(), Ok(()), "{v}");
            assert_eq!(v.name().parse::<Variant>(), Ok(v));
            assert!(rules.overrides().is_empty(), "{v}: {:?}", rules.overrides());
        }
        assert!(matches!("poker".parse::<Variant>(), Err(RuleError::UnknownVariant(_))));
    }

    #[test]
    fn overrides_apply_and_round_trip() {
        let rules = RuleSet::build(
            Variant::Tablanet,
            ["target=151", "players=4", "partners=yes", "most-cards-tie=last"],
        )
        .unwrap();
        assert_eq!(rules.target, 151);
        assert_eq!(rules.sides(), 2);
        assert_eq!(rules.side_of(3), 1);
        let again = RuleSet::build(Variant::Tablanet, rules.overrides().iter().map(String::as_str))
            .unwrap();
        assert_eq!(again, rules);
    }

    #[test]
    fn bad_options_are_explained() {
        let err = RuleSet::build(Variant::Tablic, ["colour=red"]).unwrap_err();
        assert!(err.to_string().contains("unknown option `colour`"));
        let err = RuleSet::build(Variant::Tablic, ["jack=13"]).unwrap_err();
        assert!(err.to_string().contains("12 or sweep"), "{err}");
        let err = RuleSet::build(Variant::Tablic, ["target"]).unwrap_err();
        assert_eq!(err, RuleError::MissingValue("target".into()));
    }

    #[test]
    fn undealable_combinations_are_rejected_with_a_reason() {
        let cases: [&[&str]; 4] = [
            &["players=4", "cards-per-deal=13"],
            &["partners=yes"],
            &["deck=40", "players=4", "cards-per-deal=10"],
            &["players=4", "cards-per-deal=12", "redeal=yes"],
        ];
        for case in cases {
            let err = RuleSet::build(Variant::Tablic, case.iter().copied()).unwrap_err();
            assert!(matches!(err, RuleError::Unplayable(_)), "{case:?}: {err}");
        }
        let err = RuleSet::build(Variant::Tablic, ["largest-group=1"]).unwrap_err();
        assert!(matches!(err, RuleError::BadValue { .. }), "{err}");
        // 40 cards leave 36: three players share them, four do too, and two do.
        for players in ["players=2", "players=3", "players=4"] {
            assert!(RuleSet::build(Variant::Tablic40, [players]).is_ok());
        }
    }

    #[test]
    fn player_count_sets_the_usual_deal() {
        let rules = RuleSet::build(Variant::TablanetteJp, ["players=4"]).unwrap();
        assert_eq!(rules.cards_per_deal, 4);
        // Seed 000's 40-card game: 6+6+6 for two, 4+4+4 for three, 5+4 for four.
        for (players, per_deal) in [(2, 6), (3, 4), (4, 5)] {
            let rules =
                RuleSet::build(Variant::Tablic40, [format!("players={players}").as_str()]).unwrap();
            assert_eq!(rules.cards_per_deal, per_deal);
        }
    }

    #[test]
    fn options_apply_in_any_order() {
        let orders: [[&str; 2]; 3] = [
            ["players=4", "cards-per-deal=6"],
            ["players=4", "cards-per-deal=8"],
            ["players=3", "target=200"],
        ];
        for variant in Variant::ALL {
            for [a, b] in orders {
                let one = RuleSet::build(variant, [a, b]);
                let other = RuleSet::build(variant, [b, a]);
                assert_eq!(one, other, "{variant}: {a} {b}");
            }
        }
        // Seed 004: four get four cards, unless a deal is asked for, whatever the order.
        let jp = RuleSet::build(Variant::TablanetteJp, ["cards-per-deal=6", "players=4"]).unwrap();
        assert_eq!(jp.cards_per_deal, 6);
        assert_eq!(RuleSet::build(Variant::TablanetteJp, ["players=4"]).unwrap().cards_per_deal, 4);
        // Seed 004's eight cards each for two: 8, 8, 8.
        assert!(RuleSet::build(Variant::TablanetteJp, ["cards-per-deal=8"]).is_ok());
    }

    #[test]
    fn a_deal_that_does_not_share_evenly_is_refused_with_the_sizes_that_do() {
        let err = RuleSet::build(Variant::Tablic, ["players=3", "cards-per-deal=7"]).unwrap_err();
        assert_eq!(
            err,
            RuleError::UnevenDeal { players: 3, each: 16, per_deal: 7, fits: vec![1, 2, 4, 6, 8] }
        );
        let text = err.to_string();
        assert!(text.contains("7, 7, 2") && text.ends_with("1, 2, 4, 6 or 8"), "{text}");
        assert!(RuleSet::build(Variant::Tablic, ["players=4", "cards-per-deal=8"]).is_err());
        // The seeds' own short last deals: 6, 6, 4 for three (000), 5, 4 for four of 40.
        assert_eq!(RuleSet::build(Variant::Tablic, ["players=3"]).unwrap().cards_per_deal, 6);
        assert_eq!(RuleSet::build(Variant::Tablic40, ["players=4"]).unwrap().cards_per_deal, 5);
        // Stored rules that an earlier release dealt unevenly still play.
        let mut stored = RuleSet::preset(Variant::Tablic);
        stored.players = 3;
        stored.cards_per_deal = 7;
        assert!(Rules::new(stored).is_ok());
    }

    #[test]
    fn four_players_are_partners_where_the_seeds_say() {
        for (variant, partners) in [
            (Variant::Tablic, true),
            (Variant::Tabinet, true),
            (Variant::Tablanet, true),
            (Variant::Tablanette, true),
            (Variant::TablanetteJp, true),
            (Variant::Tablic40, false),
        ] {
            let four = RuleSet::build(variant, ["players=4"]).unwrap();
            assert_eq!(four.partnerships, partners, "{variant}");
            assert_eq!(four.overrides(), vec!["players=4".to_string()], "{variant}");
            let alone = RuleSet::build(variant, ["players=4", "partners=no"]).unwrap();
            assert!(!alone.partnerships);
            let back = RuleSet::build(variant, alone.overrides().iter().map(String::as_str));
            assert_eq!(back.unwrap(), alone, "{variant}");
        }
        // Seed 004: 151 for three, or four individuals; partners keep 251.
        let target = |options: &[&str]| {
            RuleSet::build(Variant::TablanetteJp, options.iter().copied()).unwrap().target
        };
        assert_eq!(target(&["players=3"]), 151);
        assert_eq!(target(&["players=4"]), 251);
        assert_eq!(target(&["players=4", "partners=no"]), 151);
        assert_eq!(target(&["target=300", "players=3"]), 300);
        assert_eq!(RuleSet::build(Variant::Tablanette, ["players=3"]).unwrap().target, 251);
    }

    #[test]
    fn yes_and_no_are_taken_in_every_language_of_the_bot() {
        for (word, meant) in
            [("da", true), ("Да", true), ("ne", false), ("НЕ", false), ("nu", false)]
        {
            let typed = format!("jack-tabla={word}");
            let rules = RuleSet::build(Variant::Tablic, [typed.as_str()]).unwrap();
            assert_eq!(rules.value_of("jack-tabla"), if meant { "yes" } else { "no" }, "{word}");
        }
        for word in ["no", "ne", "не", "nu"] {
            let typed = format!("claims={word}");
            let rules = RuleSet::build(Variant::Tablic, [typed.as_str()]).unwrap();
            assert_eq!(rules.claims, Claims::None, "{word}");
        }
        assert!(RuleSet::build(Variant::Tablic, ["jack-tabla=mozda"]).is_err());
    }

    #[test]
    fn count_out_is_another_name_for_a_claim() {
        let claim = RuleSet::build(Variant::Tablic, ["claims=claim"]).unwrap();
        let count_out = RuleSet::build(Variant::Tablic, ["claims=count-out"]).unwrap();
        assert_eq!(claim, count_out);
        assert_eq!(RuleSet::preset(Variant::Tablanette).claims, Claims::AtTarget);
        let stored: Claims = serde_json::from_str("\"CountOut\"").unwrap();
        assert_eq!(stored, Claims::AtTarget);
        // Tablanette lists its claim under seed 001's name, as its summary does; either word
        // gives it back, and neither is an override.
        let tablanette = RuleSet::preset(Variant::Tablanette);
        assert_eq!(tablanette.value_of("claims"), "count-out");
        let summary = crate::table::summary(crate::i18n::Lang::En, Variant::Tablanette);
        assert!(summary.ends_with("count-out"), "{summary}");
        for word in ["claims=claim", "claims=count-out"] {
            let rules = RuleSet::build(Variant::Tablanette, [word]).unwrap();
            assert_eq!(*rules, tablanette, "{word}");
            assert!(rules.overrides().is_empty(), "{word}");
        }
        assert_eq!(RuleSet::preset(Variant::Tablic).value_of("claims"), "claim");
        let none = RuleSet::build(Variant::Tablanette, ["claims=none"]).unwrap();
        assert_eq!(none.overrides(), ["claims=none"]);
    }

    #[test]
    fn every_option_is_listed_with_its_value() {
        let rules = RuleSet::preset(Variant::Tablanet);
        let listed: Vec<&str> = rules.options().iter().map(|(k, _)| *k).collect();
        assert_eq!(listed, OPTION_KEYS);
        for (key, value) in rules.options() {
            assert!(!value.is_empty(), "{key}");
            // Every listed value is one the option takes back.
            let mut again = RuleSet::preset(Variant::Tablanet);
            again.set(key, &value).unwrap();
            assert_eq!(again.value_of(key), value, "{key}");
        }
        assert_eq!(rules.value_of("courts"), "12/13");
        assert_eq!(rules.value_of("jack-tabla"), "yes");
        let changed =
            RuleSet::build(Variant::Tablic, ["courts=12/13", "last-card-tabla=yes", "jack=sweep"])
                .unwrap();
        assert_eq!(changed.overrides(), ["jack=sweep", "courts=12/13", "last-card-tabla=yes"]);
        assert!(changed.is_override("courts") && !changed.is_override("target"));
    }

    #[test]
    fn typed_rules_complete_to_options_and_values_that_build() {
        // Nothing typed: one suggestion an option, 25 options, all of them valid.
        let all = suggest_options("", 25);
        assert_eq!(all.len(), OPTION_KEYS.len());
        for s in &all {
            let (key, value) = s.split_once('=').unwrap();
            assert!(RuleSet::preset(Variant::Tablic).set(key, value).is_ok(), "{s}");
        }
        assert_eq!(
            suggest_options("players=4 jack", 25),
            [
                "players=4 jack=sweep",
                "players=4 jack=12",
                "players=4 jack-tabla=yes",
                "players=4 jack-tabla=no"
            ]
        );
        assert_eq!(
            suggest_options("players=4 claims=c", 25),
            ["players=4 claims=claim", "players=4 claims=count-out"]
        );
        // A number not in the list is offered as typed; a bad one is not.
        assert_eq!(suggest_options("target=175", 25), ["target=175"]);
        assert!(suggest_options("target=x", 25).is_empty());
        // Options already given are not offered again.
        assert!(!suggest_options("partners=no ", 25).iter().any(|s| s.contains("partners=yes")));
        assert!(suggest_options("short=", 25).len() == 2);
        assert_eq!(suggest_options("", 3).len(), 3);
        for key in OPTION_KEYS {
            for value in option_values(key) {
                RuleSet::preset(Variant::Tablic).set(key, value).unwrap();
            }
        }
    }

    #[test]
    fn tablanet_scores_a_tabla_for_a_jack_that_clears_the_table() {
        let tablanet = RuleSet::preset(Variant::Tablanet);
        assert!(tablanet.tabla_counts(Rank::Jack, false));
        assert!(!tablanet.tabla_counts(Rank::Jack, true), "not with the last card");
        for v in [Variant::Tablanette, Variant::TablanetteJp] {
            assert!(!RuleSet::preset(v).tabla_counts(Rank::Jack, false), "{v}");
            assert!(RuleSet::preset(v).tabla_counts(Rank::Five, true), "{v}");
        }
        let no = RuleSet::build(Variant::Tablanet, ["jack-tabla=no"]).unwrap();
        assert!(!no.tabla_counts(Rank::Jack, false));
    }

    #[test]
    fn tablanet_courts_are_twelve_and_thirteen() {
        let rules = RuleSet::preset(Variant::Tablanet);
        assert_eq!(rules.values(Rank::Queen), &[12]);
        assert_eq!(rules.values(Rank::King), &[13]);
        assert_eq!(RuleSet::preset(Variant::Tablic).values(Rank::King), &[14]);
    }
}
