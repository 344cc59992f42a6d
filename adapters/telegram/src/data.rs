//! What buttons and deep links carry: compact, parsed strictly, never trusted.
//!
//! `callback_data` is at most 64 bytes and comes back from anyone who can forge a request, so
//! every field is checked again against the session when a press arrives. Hand buttons carry the
//! game (stored match id), the move number the button was drawn for, and the choice; the
//! session refuses a press whose move number is not the current one.

use std::fmt;

use bot_core::ids::{ChannelKey, MatchId, Platform};
use bot_core::session::Seq;
use bot_core::store::Board;
use bot_core::table::{BoardAsk, PeriodChoice};
use bot_core::Card;

/// Telegram's limit on `callback_data`.
pub const MAX_CALLBACK_BYTES: usize = 64;
/// Telegram's limit on a deep-link `start` parameter.
pub const MAX_START_BYTES: usize = 64;

/// A button press, decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Press {
    /// Lobby: take a seat.
    Join,
    /// Lobby: start the match.
    Start,
    /// Lobby: seat a computer player.
    AddComputer,
    /// Table: send me my hand.
    MyHand(MatchId),
    /// Table: I'm back (the computer stops playing for me).
    Return(MatchId),
    /// Hand: I'm back, pressed in the presser's private chat (the game's table may be in a
    /// group).
    ReturnFromHand(MatchId),
    /// Table: play again.
    Rematch(Seq),
    /// Hand: this card, then show its captures.
    Card(Seq, Card),
    /// Hand: play the card taking capture `option` (an index into the hand view's list).
    Take(Seq, Card, u16),
    /// Hand: play the card without taking anything.
    Trail(Seq, Card),
    /// Hand: show another page of the card's captures.
    Page(Seq, Card, u16),
    /// Hand: choose another card.
    Back(Seq),
    /// Hand: ask for new cards (Tabinet).
    Redeal(Seq),
    /// Hand: claim victory (below the target, it asks first).
    Claim(Seq),
    /// Hand: claim victory although below the target (the answer to the question).
    ClaimSure(Seq),
    /// Standings: show this board instead (for whoever pressed). A view: it carries no game,
    /// and any message showing a board may switch to any other of its chat's boards (a
    /// topic's `here` board stays the topic's: the topic is the message's own).
    Board(BoardAsk),
}

impl Press {
    /// The move stamp of a hand or table button, if it has one.
    pub fn seq(&self) -> Option<Seq> {
        match *self {
            Press::Join
            | Press::Start
            | Press::AddComputer
            | Press::MyHand(_)
            | Press::Return(_)
            | Press::ReturnFromHand(_)
            | Press::Board(_) => None,
            Press::Rematch(s)
            | Press::Card(s, _)
            | Press::Take(s, _, _)
            | Press::Trail(s, _)
            | Press::Page(s, _, _)
            | Press::Back(s)
            | Press::Redeal(s)
            | Press::Claim(s)
            | Press::ClaimSure(s) => Some(s),
        }
    }

    /// The match a button belongs to; `None` for a lobby's.
    pub fn game(&self) -> Option<MatchId> {
        match *self {
            Press::MyHand(game) | Press::Return(game) | Press::ReturnFromHand(game) => Some(game),
            _ => self.seq().map(|s| s.game),
        }
    }

    /// Reads `callback_data`; `None` for anything this bot did not write.
    pub fn parse(data: &str) -> Option<Press> {
        if data.len() > MAX_CALLBACK_BYTES {
            return None;
        }
        let mut parts = data.split(':');
        let tag = parts.next()?;
        let mut field = || parts.next();
        let press = match tag {
            "J" => Press::Join,
            "S" => Press::Start,
            "A" => Press::AddComputer,
            "H" => Press::MyHand(MatchId(number(field()?)?)),
            "B" => Press::Return(MatchId(number(field()?)?)),
            "h" => Press::ReturnFromHand(MatchId(number(field()?)?)),
            "R" => Press::Rematch(seq(field()?, field()?)?),
            "k" => Press::Card(seq(field()?, field()?)?, card(field()?)?),
            "t" => {
                let (s, c, choice) = (seq(field()?, field()?)?, card(field()?)?, field()?);
                if choice == "-" {
                    Press::Trail(s, c)
                } else {
                    Press::Take(s, c, number(choice)?)
                }
            }
            "p" => Press::Page(seq(field()?, field()?)?, card(field()?)?, number(field()?)?),
            "b" => Press::Back(seq(field()?, field()?)?),
            "d" => Press::Redeal(seq(field()?, field()?)?),
            "C" => Press::Claim(seq(field()?, field()?)?),
            "Y" => Press::ClaimSure(seq(field()?, field()?)?),
            "L" => {
                let ask = board_ask(field()?, field()?, field()?)?;
                // A board of one topic ends in `:h`; boards drawn before there were any, not.
                match field() {
                    None => Press::Board(ask),
                    Some("h") => Press::Board(BoardAsk { here: true, ..ask }),
                    Some(_) => return None,
                }
            }
            _ => return None,
        };
        // Trailing fields mean the data was not written by `Display`.
        parts.next().is_none().then_some(press)
    }
}

impl fmt::Display for Press {
    /// The `callback_data` of the button.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = |s: &Seq| format!("{}:{}", s.game.0, s.moves);
        match self {
            Press::Join => f.write_str("J"),
            Press::Start => f.write_str("S"),
            Press::AddComputer => f.write_str("A"),
            Press::MyHand(game) => write!(f, "H:{}", game.0),
            Press::Return(game) => write!(f, "B:{}", game.0),
            Press::ReturnFromHand(game) => write!(f, "h:{}", game.0),
            Press::Rematch(q) => write!(f, "R:{}", s(q)),
            Press::Card(q, c) => write!(f, "k:{}:{}", s(q), c.index()),
            Press::Take(q, c, i) => write!(f, "t:{}:{}:{i}", s(q), c.index()),
            Press::Trail(q, c) => write!(f, "t:{}:{}:-", s(q), c.index()),
            Press::Page(q, c, p) => write!(f, "p:{}:{}:{p}", s(q), c.index()),
            Press::Back(q) => write!(f, "b:{}", s(q)),
            Press::Redeal(q) => write!(f, "d:{}", s(q)),
            Press::Claim(q) => write!(f, "C:{}", s(q)),
            Press::ClaimSure(q) => write!(f, "Y:{}", s(q)),
            Press::Board(ask) => {
                let board = match ask.board {
                    Board::Points => "p",
                    Board::Strength => "s",
                };
                write!(f, "L:{board}:{}:{}", ask.period.word(), u8::from(ask.rivals))?;
                if ask.here {
                    f.write_str(":h")?;
                }
                Ok(())
            }
        }
    }
}

/// A strict decimal: no sign, no leading `+`, no spaces.
fn number<T: std::str::FromStr>(text: &str) -> Option<T> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

fn seq(game: &str, moves: &str) -> Option<Seq> {
    Some(Seq { game: MatchId(number(game)?), moves: number(moves)? })
}

/// A board as a button writes it: `p` or `s`, the period's word exactly, `0` or `1` (the whole
/// chat's: `here` is a field of its own).
fn board_ask(board: &str, period: &str, rivals: &str) -> Option<BoardAsk> {
    let board = match board {
        "p" => Board::Points,
        "s" => Board::Strength,
        _ => return None,
    };
    let period = PeriodChoice::ALL.into_iter().find(|p| p.word() == period)?;
    let rivals = match rivals {
        "0" => false,
        "1" => true,
        _ => return None,
    };
    Some(BoardAsk { board, period, rivals, here: false })
}

fn card(index: &str) -> Option<Card> {
    Card::from_index(number(index)?)
}

/// What a deep link into a group game is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartFor {
    /// To join it: `g…` (lobbies drawn before Join alone opened the private chat carried such
    /// a button; a link to share works too).
    Joining,
    /// To show one player their cards (a message to them in the group): `c…`. Whoever else
    /// presses it is not seated by it.
    Cards,
}

/// The `start` parameter of a deep link into a group game: `g<chat>_<topic>` to join it,
/// `c<chat>_<topic>` for a player's cards (topic 0: none).
pub fn start_payload(channel: &ChannelKey, purpose: StartFor) -> Option<String> {
    let chat: i64 = channel.server.parse().ok()?;
    let topic: i32 =
        if channel.channel == crate::MAIN_TOPIC { 0 } else { channel.channel.parse().ok()? };
    let mark = match purpose {
        StartFor::Joining => 'g',
        StartFor::Cards => 'c',
    };
    let payload = format!("{mark}{chat}_{topic}");
    (payload.len() <= MAX_START_BYTES).then_some(payload)
}

/// The group game a `start` parameter points at, and what for.
pub fn parse_start_payload(payload: &str) -> Option<(ChannelKey, StartFor)> {
    let (purpose, rest) = match payload.strip_prefix('g') {
        Some(rest) => (StartFor::Joining, rest),
        None => (StartFor::Cards, payload.strip_prefix('c')?),
    };
    let (chat, topic) = rest.split_once('_')?;
    let digits = chat.strip_prefix('-').unwrap_or(chat);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let chat: i64 = chat.parse().ok()?;
    // Group chats have negative ids; a positive one would be someone's private chat.
    if chat >= 0 {
        return None;
    }
    let topic: i32 = number(topic)?;
    let topic = if topic == 0 { crate::MAIN_TOPIC.to_string() } else { topic.to_string() };
    Some((ChannelKey::new(Platform::Telegram, chat.to_string(), topic), purpose))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(game: i64, moves: u32) -> Seq {
        Seq { game: MatchId(game), moves }
    }

    #[test]
    fn every_press_round_trips_within_the_limit() {
        let big = q(i64::MAX, u32::MAX);
        let card = Card::from_index(51).unwrap();
        let presses = [
            Press::Join,
            Press::Start,
            Press::AddComputer,
            Press::MyHand(MatchId(i64::MAX)),
            Press::Return(MatchId(i64::MAX)),
            Press::ReturnFromHand(MatchId(i64::MAX)),
            Press::Rematch(big),
            Press::Card(big, card),
            Press::Take(big, card, u16::MAX),
            Press::Trail(big, card),
            Press::Page(big, card, u16::MAX),
            Press::Back(big),
            Press::Redeal(big),
            Press::Claim(big),
            Press::ClaimSure(big),
        ];
        let boards = [Board::Points, Board::Strength].into_iter().flat_map(|board| {
            PeriodChoice::ALL.into_iter().flat_map(move |period| {
                [(false, false), (false, true), (true, false), (true, true)]
                    .map(|(rivals, here)| Press::Board(BoardAsk { board, period, rivals, here }))
            })
        });
        for press in presses.into_iter().chain(boards) {
            let data = press.to_string();
            assert!(data.len() <= MAX_CALLBACK_BYTES, "{data} is too long");
            assert_eq!(Press::parse(&data), Some(press), "{data}");
        }
        assert_eq!(Press::parse("k:3:17:5").and_then(|p| p.seq()), Some(q(3, 17)));
        // A topic's board keeps `here`; a board drawn before `here` existed is the chat's.
        let here = BoardAsk { board: Board::Strength, here: true, ..BoardAsk::default() };
        assert_eq!(Press::Board(here).to_string(), "L:s:month:0:h");
        assert_eq!(Press::parse("L:s:month:0:h"), Some(Press::Board(here)));
        let whole = BoardAsk { here: false, ..here };
        assert_eq!(Press::parse("L:s:month:0"), Some(Press::Board(whole)));
    }

    #[test]
    fn forged_data_is_refused() {
        for data in [
            "",
            "x",
            "J:1",
            "k:1:2",
            "k:1:2:52",
            "k:-1:2:3",
            "k:+1:2:3",
            "k:1:2:3:4",
            "t:1:2:3:",
            "t:1:2:3:x",
            "p:1:2:3",
            "H:",
            "H:abc",
            "R:1",
            "k: 1:2:3",
            "k:99999999999999999999:1:1",
            "L",
            "L:p",
            "L:p:month",
            "L:x:month:0",
            "L:p:weekly:0",
            "L:p:Month:0",
            "L:p:sezona:0",
            "L:p:month:2",
            "L:p:month:",
            "L:p:month:0:1",
            "L:p:month:0:H",
            "L:p:month:0:",
            "L:p:month:0:h:h",
            "L:p:month:0:here",
            "L:p:month:h",
            "L:s:all:01",
        ] {
            assert_eq!(Press::parse(data), None, "{data:?}");
        }
        assert_eq!(Press::parse(&"k:1:2:3".repeat(10)), None);
    }

    #[test]
    fn start_payloads_name_group_channels_only() {
        let topic = ChannelKey::new(Platform::Telegram, "-1001234567890", "7");
        let main = ChannelKey::new(Platform::Telegram, "-42", crate::MAIN_TOPIC);
        for channel in [topic, main] {
            for purpose in [StartFor::Joining, StartFor::Cards] {
                let payload = start_payload(&channel, purpose).unwrap();
                assert!(payload.len() <= MAX_START_BYTES);
                let allowed = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'-';
                assert!(payload.bytes().all(allowed));
                assert_eq!(parse_start_payload(&payload), Some((channel.clone(), purpose)));
            }
        }
        let dm = ChannelKey::new(Platform::Telegram, "dm", "5");
        assert_eq!(start_payload(&dm, StartFor::Joining), None);
        for bad in
            ["", "g", "g_1", "g5_0", "g-5", "g-5_x", "g--5_0", "x-5_0", "g-5_-1", "c5_0", "cg-5_0"]
        {
            assert_eq!(parse_start_payload(bad), None, "{bad:?}");
        }
    }
}
