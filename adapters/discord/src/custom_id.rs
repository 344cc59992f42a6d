//! What a button's `custom_id` carries, and how it is written and read.
//!
//! Format: `t1:<kind>[:<match>[:<moves>[:…]]]`, at most 100 characters. Buttons of a match in
//! play carry its [`MatchId`] and the move number they were drawn for, so a press against an
//! earlier position is recognised by the session and changes nothing. Lobby buttons carry no
//! match (the lobby has none yet); the message they sit on identifies the game.

use bot_core::ai::Level;
use bot_core::ids::MatchId;
use bot_core::session::Seq;
use bot_core::{Card, CardSet};

/// The prefix and version of every button this bot draws.
const PREFIX: &str = "t1";

/// Discord's limit on a `custom_id`.
pub const MAX_LEN: usize = 100;

/// A button press, decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonId {
    /// Lobby: take a seat.
    Join,
    /// Lobby: leave.
    Leave,
    /// Lobby: start the match.
    Start,
    /// Lobby: seat a computer of this level.
    AddComputer(Level),
    /// Table: show me my hand (any position of this match).
    Hand(MatchId),
    /// Table: I'm back (the computer stops playing for me).
    Return(MatchId),
    /// Table, finished: play again.
    Rematch(Seq),
    /// Hand: show what `card` can take, page `page`.
    Card {
        /// The position.
        seq: Seq,
        /// The card.
        card: Card,
        /// Page of the choices, from 0.
        page: u8,
    },
    /// Hand: play `card` and take `take` (empty: trail).
    Play {
        /// The position.
        seq: Seq,
        /// The card.
        card: Card,
        /// The table cards taken.
        take: CardSet,
    },
    /// Hand: back to the cards.
    Back(Seq),
    /// Hand: claim victory (below the target, it asks first).
    Claim(Seq),
    /// Hand: claim victory although below the target (the answer to the question).
    ClaimSure(Seq),
    /// Hand: ask for new cards (Tabinet).
    Redeal(Seq),
    /// Hand: draw the hand again as it is now.
    Refresh(MatchId),
}

impl ButtonId {
    /// The `custom_id` text.
    pub fn encode(&self) -> String {
        let s = |seq: &Seq| format!("{}:{}", seq.game.0, seq.moves);
        match self {
            ButtonId::Join => format!("{PREFIX}:join"),
            ButtonId::Leave => format!("{PREFIX}:leave"),
            ButtonId::Start => format!("{PREFIX}:start"),
            ButtonId::AddComputer(level) => format!("{PREFIX}:bot:{}", level.name()),
            ButtonId::Hand(game) => format!("{PREFIX}:hand:{}", game.0),
            ButtonId::Return(game) => format!("{PREFIX}:return:{}", game.0),
            ButtonId::Rematch(seq) => format!("{PREFIX}:again:{}", s(seq)),
            ButtonId::Card { seq, card, page } => {
                format!("{PREFIX}:card:{}:{}:{page}", s(seq), card.ascii())
            }
            ButtonId::Play { seq, card, take } => {
                format!("{PREFIX}:play:{}:{}:{:x}", s(seq), card.ascii(), take.0)
            }
            ButtonId::Back(seq) => format!("{PREFIX}:back:{}", s(seq)),
            ButtonId::Claim(seq) => format!("{PREFIX}:claim:{}", s(seq)),
            ButtonId::ClaimSure(seq) => format!("{PREFIX}:claimok:{}", s(seq)),
            ButtonId::Redeal(seq) => format!("{PREFIX}:redeal:{}", s(seq)),
            ButtonId::Refresh(game) => format!("{PREFIX}:refresh:{}", game.0),
        }
    }

    /// Reads a `custom_id`; `None` for anything this bot did not draw (or drew differently).
    pub fn decode(id: &str) -> Option<ButtonId> {
        if id.len() > MAX_LEN {
            return None;
        }
        let parts: Vec<&str> = id.split(':').collect();
        let (&prefix, rest) = parts.split_first()?;
        if prefix != PREFIX {
            return None;
        }
        let (&kind, args) = rest.split_first()?;
        let game = |s: &str| s.parse::<i64>().ok().filter(|g| *g > 0).map(MatchId);
        let seq = |g: &str, m: &str| Some(Seq { game: game(g)?, moves: m.parse::<u32>().ok()? });
        // Only the canonical spelling a card is drawn with (`10D`, not `td`), so a decoded id
        // encodes back to itself.
        let card = |s: &str| s.parse::<Card>().ok().filter(|c| c.ascii() == s);
        let parsed = match (kind, args) {
            ("join", []) => ButtonId::Join,
            ("leave", []) => ButtonId::Leave,
            ("start", []) => ButtonId::Start,
            ("bot", [level]) => ButtonId::AddComputer(level.parse().ok()?),
            ("hand", [g]) => ButtonId::Hand(game(g)?),
            ("return", [g]) => ButtonId::Return(game(g)?),
            ("again", [g, m]) => ButtonId::Rematch(seq(g, m)?),
            ("card", [g, m, c, page]) => {
                ButtonId::Card { seq: seq(g, m)?, card: card(c)?, page: page.parse().ok()? }
            }
            ("play", [g, m, c, take]) => {
                let bits = u64::from_str_radix(take, 16).ok()?;
                let take = CardSet(bits);
                if bits & !CardSet::FULL.0 != 0 {
                    return None;
                }
                ButtonId::Play { seq: seq(g, m)?, card: card(c)?, take }
            }
            ("back", [g, m]) => ButtonId::Back(seq(g, m)?),
            ("claim", [g, m]) => ButtonId::Claim(seq(g, m)?),
            ("claimok", [g, m]) => ButtonId::ClaimSure(seq(g, m)?),
            ("redeal", [g, m]) => ButtonId::Redeal(seq(g, m)?),
            ("refresh", [g]) => ButtonId::Refresh(game(g)?),
            _ => return None,
        };
        // Anything with leading zeros, signs or other spellings is not ours.
        (parsed.encode() == id).then_some(parsed)
    }

    /// The match a button belongs to, if it names one.
    pub fn game(&self) -> Option<MatchId> {
        match self {
            ButtonId::Join | ButtonId::Leave | ButtonId::Start | ButtonId::AddComputer(_) => None,
            ButtonId::Hand(g) | ButtonId::Return(g) | ButtonId::Refresh(g) => Some(*g),
            ButtonId::Rematch(s)
            | ButtonId::Back(s)
            | ButtonId::Claim(s)
            | ButtonId::ClaimSure(s)
            | ButtonId::Redeal(s) => Some(s.game),
            ButtonId::Card { seq, .. } | ButtonId::Play { seq, .. } => Some(seq.game),
        }
    }

    /// Whether the button sits on a player's private hand message (not the public table).
    pub fn on_hand_message(&self) -> bool {
        matches!(
            self,
            ButtonId::Card { .. }
                | ButtonId::Play { .. }
                | ButtonId::Back(_)
                | ButtonId::Claim(_)
                | ButtonId::ClaimSure(_)
                | ButtonId::Redeal(_)
                | ButtonId::Refresh(_)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seq() -> Seq {
        Seq { game: MatchId(9_223_372_036_854_775_807), moves: u32::MAX }
    }

    #[test]
    fn every_button_round_trips_within_the_limit() {
        let card: Card = "10D".parse().expect("card");
        let buttons = [
            ButtonId::Join,
            ButtonId::Leave,
            ButtonId::Start,
            ButtonId::AddComputer(Level::ALL[0]),
            ButtonId::Hand(seq().game),
            ButtonId::Return(seq().game),
            ButtonId::Rematch(seq()),
            ButtonId::Card { seq: seq(), card, page: 255 },
            ButtonId::Play { seq: seq(), card, take: CardSet::FULL },
            ButtonId::Play { seq: seq(), card, take: CardSet::EMPTY },
            ButtonId::Back(seq()),
            ButtonId::Claim(seq()),
            ButtonId::ClaimSure(seq()),
            ButtonId::Redeal(seq()),
            ButtonId::Refresh(seq().game),
        ];
        for b in buttons {
            let id = b.encode();
            assert!(id.len() <= MAX_LEN, "{id}");
            assert_eq!(ButtonId::decode(&id), Some(b), "{id}");
        }
    }

    #[test]
    fn forged_and_damaged_ids_are_refused() {
        for id in [
            "",
            "t1",
            "t2:join",
            "t1:join:1",
            "t1:hand:0",
            "t1:hand:-3",
            "t1:hand:01",
            "t1:play:1:2:9C",
            "t1:play:1:2:9C:zz",
            "t1:play:1:2:9c:0",
            "t1:play:1:2:9C:fffffffffffffff",
            "t1:card:1:x:9C:0",
            "t1:bot:genius",
            "t1:nope:1",
        ] {
            assert_eq!(ButtonId::decode(id), None, "{id}");
        }
    }
}
