//! The six presets of DESIGN.md and every option a game can override.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::cards::{CardSet, Rank};

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

    /// A one-line summary for help texts.
    pub const fn summary(self) -> &'static str {
        match self {
            Variant::Tablic => "Serbian Tablić: J 12, Q 13, K 14, ace 1 or 11, any sums, tabla 1, to 101, claims",
            Variant::Tabinet => "Romanian Tabinet: as tablić, first player may redeal once, no claims",
            Variant::Tablanette => "Tablanette: jack sweeps, a tablanette scores the captured values, to 251, count-out",
            Variant::Tablanet => "Tablanet: jack sweeps, ace 1, courts by rank only, 10♦ 3, 2♣ 2, aces 1, to 101",
            Variant::Tablic40 => "Slovenian 40-card Tablić for three: four cards a deal, a point for the last capture",
            Variant::TablanetteJp => "Japanese Tablanette: sums of two or three, you must take all you can, to 251",
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Claims {
    /// No claims: the match is decided only at the end of a hand.
    None,
    /// Tablić's claim of victory: right wins, wrong loses.
    AtTarget,
    /// Tablanette's count-out: the same stake, called a count-out.
    CountOut,
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
    #[error("unknown variant `{0}`: choose one of tablic, tabinet, tablanette, tablanet, tablic-40, tablanette-jp")]
    UnknownVariant(String),
    /// No such option.
    #[error("unknown option `{0}`: options are {keys}", keys = OPTION_KEYS.join(", "))]
    UnknownOption(String),
    /// An option given without `=`.
    #[error("option `{0}` needs a value: write key=value, like target=151")]
    MissingValue(String),
    /// A value the option does not take.
    #[error("option `{key}` cannot be `{value}`: expected {expected}")]
    BadValue {
        /// The option.
        key: String,
        /// The value given.
        value: String,
        /// What it takes.
        expected: &'static str,
    },
    /// A combination of options that cannot be dealt or played.
    #[error("these rules cannot be played: {0}")]
    Unplayable(String),
}

/// Every option key accepted by [`RuleSet::set`].
pub const OPTION_KEYS: [&str; 24] = [
    "target",
    "short",
    "tabla",
    "jack",
    "aces",
    "faces-in-sums",
    "largest-group",
    "forced",
    "leftovers",
    "most-cards",
    "most-cards-tie",
    "last-capture",
    "card-points",
    "claims",
    "late-tablas",
    "win-on-bonus",
    "match-tie",
    "cards-per-deal",
    "redeal",
    "players",
    "partners",
    "deck",
    "last-card-tabla",
    "courts",
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
    /// Capturing the whole table with the last card of a hand still scores (Tablanette).
    pub last_card_tabla: bool,
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
            last_card_tabla: false,
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
                claims: Claims::CountOut,
                late_tablas: LateTablas::Always,
                target: 251,
                ..tablic
            },
            Variant::Tablanet => RuleSet {
                jack: JackMode::Sweep,
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

    /// The preset with `key=value` overrides applied in order, then validated.
    pub fn build<'a>(
        variant: Variant,
        overrides: impl IntoIterator<Item = &'a str>,
    ) -> Result<Rules, RuleError> {
        let mut rules = RuleSet::preset(variant);
        for item in overrides {
            let (key, value) =
                item.split_once('=').ok_or_else(|| RuleError::MissingValue(item.to_string()))?;
            rules.set(key.trim(), value.trim())?;
        }
        Rules::new(rules)
    }

    /// Overrides one option. Changing `players` also sets the variant's usual deal for that count.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), RuleError> {
        let bad = |expected: &'static str| RuleError::BadValue {
            key: key.to_string(),
            value: value.to_string(),
            expected,
        };
        let v = value.to_ascii_lowercase();
        let flag = || match v.as_str() {
            "yes" | "true" | "on" | "1" => Ok(true),
            "no" | "false" | "off" | "0" => Ok(false),
            _ => Err(bad("yes or no")),
        };
        let number = |lo: u32, hi: u32, expected: &'static str| {
            v.parse::<u32>().ok().filter(|n| (lo..=hi).contains(n)).ok_or_else(|| bad(expected))
        };
        match key.to_ascii_lowercase().replace('_', "-").as_str() {
            "target" => self.target = number(1, 10_000, "a number from 1 to 10000")? as u16,
            "short" => self.short_game = flag()?,
            "tabla" => {
                self.tabla_bonus = match v.as_str() {
                    "sum" | "tablanette" => TablaBonus::CardSum,
                    "none" => TablaBonus::None,
                    _ => {
                        TablaBonus::Points(number(0, 20, "none, sum, or points from 0 to 20")? as u8)
                    }
                }
            }
            "jack" => {
                self.jack = match v.as_str() {
                    "12" | "twelve" | "plain" => JackMode::Twelve,
                    "sweep" | "wild" => JackMode::Sweep,
                    _ => return Err(bad("12 or sweep")),
                }
            }
            "aces" => {
                self.aces = match v.as_str() {
                    "1" | "one" => AceValues::One,
                    "1/11" | "1-11" | "1or11" | "both" => AceValues::OneOrEleven,
                    _ => return Err(bad("1 or 1/11")),
                }
            }
            "faces-in-sums" => self.face_cards_in_sums = flag()?,
            "largest-group" => {
                self.largest_group = match v.as_str() {
                    "any" | "none" => None,
                    _ => Some(number(2, 20, "any, or a number of cards from 2 to 20")? as u8),
                }
            }
            "forced" => self.forced_capture = flag()?,
            "leftovers" => {
                self.leftovers = match v.as_str() {
                    "dealer" => Leftovers::Dealer,
                    "last" | "last-capturer" => Leftovers::LastCapturer,
                    _ => return Err(bad("dealer or last")),
                }
            }
            "most-cards" => self.most_cards_points = number(0, 20, "points from 0 to 20")? as u8,
            "most-cards-tie" => {
                self.most_cards_tie = match v.as_str() {
                    "none" | "no-one" => MostCardsTie::NoOne,
                    "last" | "last-capturer" => MostCardsTie::LastCapturer,
                    _ => return Err(bad("none or last")),
                }
            }
            "last-capture" => {
                self.last_capture_points = number(0, 20, "points from 0 to 20")? as u8
            }
            "card-points" => {
                self.card_points = match v.as_str() {
                    "standard" => CardPoints::Standard,
                    "tablanet" => CardPoints::Tablanet,
                    "high" | "high-cards" => CardPoints::HighCards,
                    _ => return Err(bad("standard, tablanet or high")),
                }
            }
            "claims" => {
                self.claims = match v.as_str() {
                    "none" | "no" => Claims::None,
                    "claim" | "target" | "at-target" => Claims::AtTarget,
                    "count-out" | "countout" => Claims::CountOut,
                    _ => return Err(bad("none, claim or count-out")),
                }
            }
            "late-tablas" => {
                self.late_tablas = match v.as_str() {
                    "always" => LateTablas::Always,
                    "none" | "not-scored" => LateTablas::NotScored,
                    "end" | "at-hand-end" => LateTablas::AtHandEnd,
                    "cap90" | "cap-90" => LateTablas::CapAt90,
                    _ => return Err(bad("always, none, end or cap90")),
                }
            }
            "win-on-bonus" => self.win_on_bonus = flag()?,
            "match-tie" => {
                self.match_tie = match v.as_str() {
                    "play-on" | "playon" | "another-hand" => MatchTie::PlayOn,
                    "draw" => MatchTie::Draw,
                    _ => return Err(bad("play-on or draw")),
                }
            }
            "cards-per-deal" => self.cards_per_deal = number(1, 13, "a number from 1 to 13")? as u8,
            "redeal" => self.first_hand_redeal = flag()?,
            "last-card-tabla" => self.last_card_tabla = flag()?,
            "courts" => {
                self.low_courts = match v.as_str() {
                    "13/14" | "13-14" => false,
                    "12/13" | "12-13" => true,
                    _ => return Err(bad("13/14 (queen 13, king 14) or 12/13")),
                }
            }
            "players" => {
                self.players = number(2, 4, "2, 3 or 4")? as u8;
                self.cards_per_deal = match (self.variant, self.players) {
                    // Seed 004: four players get four cards a deal.
                    (Variant::TablanetteJp, 4) => 4,
                    // Seed 000's 40-card game: three deals of six for two; for four, five
                    // then four (each deal gives the smaller of this and a fair share).
                    (Variant::Tablic40, 2) => 6,
                    (Variant::Tablic40, 3) => 4,
                    (Variant::Tablic40, 4) => 5,
                    _ => self.cards_per_deal,
                };
                if self.players != 4 {
                    self.partnerships = false;
                }
            }
            "partners" => self.partnerships = flag()?,
            "deck" => {
                self.deck = match v.as_str() {
                    "52" => Deck::Full52,
                    "40" => Deck::Short40,
                    _ => return Err(bad("52 or 40")),
                }
            }
            _ => return Err(RuleError::UnknownOption(key.to_string())),
        }
        Ok(())
    }

    /// Rejects a combination that cannot be dealt or played, with the reason.
    pub fn validate(&self) -> Result<(), RuleError> {
        let unplayable = |why: String| Err(RuleError::Unplayable(why));
        if !(2..=4).contains(&self.players) {
            return unplayable(format!("{} players; 2 to 4 can play", self.players));
        }
        if self.partnerships && self.players != 4 {
            return unplayable("partnerships need exactly four players".into());
        }
        let stock = self.deck.size() - TABLE_LAYOUT;
        let players = u32::from(self.players);
        let first_deal = u32::from(self.cards_per_deal) * players;
        if self.cards_per_deal == 0 || first_deal > stock {
            return unplayable(format!(
                "{} cards each for {} players needs {} cards, but the {}-card deck leaves {} after the layout",
                self.cards_per_deal,
                self.players,
                first_deal,
                self.deck.size(),
                stock
            ));
        }
        if !stock.is_multiple_of(players) {
            return unplayable(format!(
                "the {stock} cards after the layout do not share evenly among {} players",
                self.players
            ));
        }
        if self.first_hand_redeal && stock - first_deal < u32::from(self.cards_per_deal) {
            return unplayable(format!(
                "a redeal needs {} more cards in the stock after the first deal, and only {} are left",
                self.cards_per_deal,
                stock - first_deal
            ));
        }
        if matches!(self.largest_group, Some(n) if !(2..=20).contains(&n)) {
            return unplayable("a summed group needs two to twenty cards".into());
        }
        // The ranges `set` accepts: stored rules are held to them too.
        if !(1..=10_000).contains(&self.target) {
            return unplayable(format!("a target of {}; 1 to 10000 can be played", self.target));
        }
        if matches!(self.tabla_bonus, TablaBonus::Points(p) if p > 20)
            || self.most_cards_points > 20
            || self.last_capture_points > 20
        {
            return unplayable("bonus points above 20".into());
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

    /// The options that differ from the preset, as `key=value` (for display and storage).
    pub fn overrides(&self) -> Vec<String> {
        let base = RuleSet::preset(self.variant);
        let mut out = Vec::new();
        let mut push = |key: &str, differs: bool, value: String| {
            if differs {
                out.push(format!("{key}={value}"));
            }
        };
        push("players", self.players != base.players, self.players.to_string());
        push("partners", self.partnerships != base.partnerships, yes_no(self.partnerships));
        push("target", self.target != base.target, self.target.to_string());
        push("short", self.short_game != base.short_game, yes_no(self.short_game));
        push(
            "tabla",
            self.tabla_bonus != base.tabla_bonus,
            match self.tabla_bonus {
                TablaBonus::None => "none".into(),
                TablaBonus::Points(p) => p.to_string(),
                TablaBonus::CardSum => "sum".into(),
            },
        );
        push(
            "jack",
            self.jack != base.jack,
            if self.jack == JackMode::Sweep { "sweep" } else { "12" }.into(),
        );
        push(
            "aces",
            self.aces != base.aces,
            if self.aces == AceValues::One { "1" } else { "1/11" }.into(),
        );
        push(
            "faces-in-sums",
            self.face_cards_in_sums != base.face_cards_in_sums,
            yes_no(self.face_cards_in_sums),
        );
        push(
            "largest-group",
            self.largest_group != base.largest_group,
            self.largest_group.map_or("any".into(), |n| n.to_string()),
        );
        push("forced", self.forced_capture != base.forced_capture, yes_no(self.forced_capture));
        push(
            "leftovers",
            self.leftovers != base.leftovers,
            if self.leftovers == Leftovers::Dealer { "dealer" } else { "last" }.into(),
        );
        push(
            "most-cards",
            self.most_cards_points != base.most_cards_points,
            self.most_cards_points.to_string(),
        );
        push(
            "most-cards-tie",
            self.most_cards_tie != base.most_cards_tie,
            if self.most_cards_tie == MostCardsTie::NoOne { "none" } else { "last" }.into(),
        );
        push(
            "last-capture",
            self.last_capture_points != base.last_capture_points,
            self.last_capture_points.to_string(),
        );
        push(
            "card-points",
            self.card_points != base.card_points,
            match self.card_points {
                CardPoints::Standard => "standard",
                CardPoints::Tablanet => "tablanet",
                CardPoints::HighCards => "high",
            }
            .into(),
        );
        push(
            "claims",
            self.claims != base.claims,
            match self.claims {
                Claims::None => "none",
                Claims::AtTarget => "claim",
                Claims::CountOut => "count-out",
            }
            .into(),
        );
        push(
            "late-tablas",
            self.late_tablas != base.late_tablas,
            match self.late_tablas {
                LateTablas::Always => "always",
                LateTablas::NotScored => "none",
                LateTablas::AtHandEnd => "end",
                LateTablas::CapAt90 => "cap90",
            }
            .into(),
        );
        push("win-on-bonus", self.win_on_bonus != base.win_on_bonus, yes_no(self.win_on_bonus));
        push(
            "match-tie",
            self.match_tie != base.match_tie,
            if self.match_tie == MatchTie::Draw { "draw" } else { "play-on" }.into(),
        );
        push(
            "cards-per-deal",
            self.cards_per_deal != base.cards_per_deal,
            self.cards_per_deal.to_string(),
        );
        push(
            "redeal",
            self.first_hand_redeal != base.first_hand_redeal,
            yes_no(self.first_hand_redeal),
        );
        push(
            "deck",
            self.deck != base.deck,
            if self.deck == Deck::Short40 { "40" } else { "52" }.into(),
        );
        out
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

/// At most 40 characters of a stored text, for a message.
fn clip(text: &str) -> String {
    match text.char_indices().nth(40) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}

/// Cards dealt face up to start a hand.
pub const TABLE_LAYOUT: u32 = 4;

const PIPS: [u8; 10] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

fn yes_no(b: bool) -> String {
    if b { "yes" } else { "no" }.into()
}

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
    fn tablanet_courts_are_twelve_and_thirteen() {
        let rules = RuleSet::preset(Variant::Tablanet);
        assert_eq!(rules.values(Rank::Queen), &[12]);
        assert_eq!(rules.values(Rank::King), &[13]);
        assert_eq!(RuleSet::preset(Variant::Tablic).values(Rank::King), &[14]);
    }
}
