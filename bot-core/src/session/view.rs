//! What adapters render: plain data, public or private, and the notices people read.

use std::fmt;

use serde::Serialize;

use crate::cards::{Card, CardSet};
use crate::game::{EndReason, HandResult, Leftover, Move};
use crate::i18n::Reader;
use crate::ids::{ChannelKey, MatchId, UserRef};
use crate::rules::{LateTablas, Variant};

/// The move number an action is made against: the game and how many moves it had.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
pub struct Seq {
    /// The stored match.
    pub game: MatchId,
    /// Moves accepted so far in it.
    pub moves: u32,
}

impl fmt::Display for Seq {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.game.0, self.moves)
    }
}

/// Where a session stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PhaseView {
    /// Waiting for players.
    Lobby,
    /// A match in play.
    Playing,
    /// The match has ended.
    Finished,
    /// The match was aborted.
    Aborted,
    /// Every person was away too long: the match ended without a result.
    Adjourned,
}

/// One seat as everyone may see it: never its cards, only how many.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatInfo {
    /// Seat number from 0.
    pub seat: u8,
    /// Name to show.
    pub name: String,
    /// A computer player.
    pub computer: bool,
    /// A person whose turns the computer is playing.
    pub away: bool,
    /// Cards in hand.
    pub cards: u32,
    /// The side the seat plays for.
    pub side: u8,
}

/// A move as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct MoveView {
    /// Who moved.
    pub seat: u8,
    /// Their name.
    pub name: String,
    /// The card played.
    pub card: Card,
    /// What it took (empty: it trails).
    pub take: CardSet,
    /// A tabla.
    pub tabla: bool,
    /// What the tabla scored (a tablanette its cards' sum; 0 when it scores nothing now or
    /// is not known, as for a move read back after a restart).
    pub tabla_points: u32,
    /// A sweeping jack.
    pub sweep: bool,
    /// The computer played it for an absent player.
    pub by_computer: bool,
    /// It was the last card in everyone's hand, and new cards were dealt (the hand goes on).
    pub dealt: bool,
}

/// The public table: everything anyone in the channel may see.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TableView {
    /// The channel.
    pub channel: ChannelKey,
    /// Lobby, playing, finished.
    pub phase: PhaseView,
    /// The preset.
    pub variant: Variant,
    /// Options that differ from the preset, `key=value`.
    pub options: Vec<String>,
    /// Points to win.
    pub target: u16,
    /// Seats wanted.
    pub players: u8,
    /// Two partnerships.
    pub partnerships: bool,
    /// Who created the game.
    pub creator: String,
    /// The seats.
    pub seats: Vec<SeatInfo>,
    /// Face-up cards.
    pub table: CardSet,
    /// Whose turn.
    pub to_move: Option<u8>,
    /// The last move.
    pub last_move: Option<MoveView>,
    /// Cards captured per side this hand.
    pub captured: Vec<u32>,
    /// Tablas per side this hand.
    pub tablas: Vec<u32>,
    /// Points banked per side this hand: counting cards captured and tablas credited so far.
    pub hand_points: Vec<u32>,
    /// The late-tabla rule this hand is under, from hand seven while it is played, when it
    /// is other than "at once".
    pub late_tablas: Option<LateTablas>,
    /// The hand in play decides the match: the leaders began it level at or above the target
    /// (no one may claim in it).
    pub tie_break: bool,
    /// Tabla points per side this hand that are credited only when it is scored.
    pub tabla_points_later: Vec<u32>,
    /// Under the `cap90` rule, the tabla points per side this hand may still credit (0 for a
    /// side that began it at 90 or more, or has reached 90 with its tablas); empty otherwise.
    pub tabla_points_open: Vec<u32>,
    /// The cards left on the table when the hand on it was scored (the match's last hand),
    /// and who took them: the table shows none, under a last move that left some.
    pub leftover: Option<Leftover>,
    /// Match score per side.
    pub scores: Vec<u32>,
    /// Hand number.
    pub hand_number: u32,
    /// Cards left to deal.
    pub stock: u32,
    /// The move number buttons must carry.
    pub seq: Option<Seq>,
    /// How the match ended.
    pub end: Option<MatchEnd>,
    /// Seconds a player has for a turn.
    pub turn_seconds: Option<u64>,
    /// When the person to move runs out of time (unix seconds), while their turn timer runs.
    pub turn_deadline: Option<i64>,
}

/// A player's own hand and, on their turn, every legal choice. Only ever sent to that player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HandView {
    /// The channel of the game.
    pub channel: ChannelKey,
    /// Their seat.
    pub seat: u8,
    /// Their cards.
    pub hand: CardSet,
    /// Face-up cards.
    pub table: CardSet,
    /// Whether they are to play.
    pub your_turn: bool,
    /// Each card's captures, largest first (empty unless it is their turn). At most
    /// [`super::HAND_OPTIONS`] a card: see `partial`.
    pub legal: Vec<(Card, Vec<CardSet>)>,
    /// Cards with more legal captures than `legal` lists (a big table can have millions): their
    /// list holds the largest captures and those of the fewest groups, and any other legal set
    /// of table cards may still be played.
    pub partial: Vec<Card>,
    /// Whether trailing is allowed for a card (false only under forced capture).
    pub may_trail: Vec<(Card, bool)>,
    /// A redeal may be asked for now.
    pub can_redeal: bool,
    /// A claim may be made now.
    pub can_claim: bool,
    /// Their side's claim total now.
    pub claim_total: u32,
    /// Whether their side has partners (its claim counts what they took together).
    pub partners: bool,
    /// The others on their side, by seat name (empty without partners).
    pub partner_names: Vec<String>,
    /// The match's target: a claim at it wins.
    pub target: u16,
    /// The move number to act against.
    pub seq: Seq,
    /// Back from away: what the computer played for them while they were away (their
    /// lapses are told by `stood_in_move`), until they play a card.
    pub played_for_you: Option<PlayedForYou>,
    /// The last card the computer played for them (their time ran out, or they are away),
    /// until they act; none while `played_for_you` sums it all up.
    pub stood_in_move: Option<MoveView>,
    /// Why the computer played `stood_in_move` (given with it).
    pub stood_in_why: Option<StandIn>,
    /// On their turn, while their turn timer runs: the seconds a turn has.
    pub turn_seconds: Option<u64>,
    /// On their turn, while their turn timer runs: when it runs out (unix seconds).
    pub turn_deadline: Option<i64>,
    /// The reader's last card in this match, then every card played since, in order, each with
    /// the hand scoring it brought (two rounds at most); when they have made no move
    /// (`first_card`), every card played so far.
    pub since: Vec<PlayedMove>,
    /// The reader has made no move in this match yet.
    pub first_card: bool,
    /// Who asked for this match as a rematch, when it was someone else and the reader has
    /// made no move in it yet (not kept across a restart).
    pub rematch_by: Option<String>,
}

/// A card played, as a hand lists the cards played since its reader's last one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayedMove {
    /// The move.
    pub mv: MoveView,
    /// The hand it ended, scored right after it (the next hand's cards come after it); boxed:
    /// few cards end a hand, and every live game keeps some of these.
    pub ended: Option<Box<HandOverView>>,
}

/// Why the computer played a person's card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum StandIn {
    /// Their time for the turn ran out.
    TimedOut {
        /// How many more turns running out in a row make the computer play for them until
        /// they come back; 0: this one did.
        lapses_left: u8,
        /// Every other person at the table is away (or there is none): being away too makes
        /// the game wait for them, not play on.
        last_one_here: bool,
    },
    /// They are away: the computer plays each of their turns.
    Away,
}

/// How a card the computer played for the reader is told, the same on every platform.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoodInTold {
    /// The computer played it (they are away, or why is not known): 🤖.
    ForYou,
    /// Their time ran out: ⏱, with what the next lapse does when it is the one that counts.
    Lapse(Option<LapseWarning>),
    /// Their time ran out again, and the computer plays for them now.
    LapseAgain,
}

/// What one more lapse does, told with the lapse before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LapseWarning {
    /// The computer plays for them until they come back.
    ComputerPlays,
    /// Everyone else is away (or there is no one else): the game waits, then is adjourned.
    GameWaits,
}

impl StoodInTold {
    /// How a card played for the reader for `why` is told.
    pub fn of(why: Option<StandIn>) -> StoodInTold {
        match why {
            Some(StandIn::TimedOut { lapses_left: 0, .. }) => StoodInTold::LapseAgain,
            Some(StandIn::TimedOut { lapses_left, last_one_here }) => {
                let warning = if last_one_here {
                    LapseWarning::GameWaits
                } else {
                    LapseWarning::ComputerPlays
                };
                StoodInTold::Lapse((lapses_left == 1).then_some(warning))
            }
            Some(StandIn::Away) | None => StoodInTold::ForYou,
        }
    }
}

/// What the computer played for a person while they were away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PlayedForYou {
    /// Cards it played.
    pub moves: u32,
    /// Cards it took from the table with them.
    pub taken: u32,
}

impl TableView {
    /// Every seat is taken: a lobby in this state seats no one more.
    pub fn is_full(&self) -> bool {
        self.seats.len() >= usize::from(self.players)
    }

    /// A one-hand match (`short=yes` among its options): it has no target to play to.
    pub fn is_short_game(&self) -> bool {
        self.options.iter().any(|o| o == "short=yes")
    }

    /// Whether `option` (one of [`TableView::options`]) sets what the match is played to: the
    /// target, or a short game. A header that states that goal in words need not list it.
    pub fn sets_goal(option: &str) -> bool {
        option.starts_with("target=") || option.starts_with("short=")
    }

    /// `side`'s points in the match so far: its score with what it has banked in the hand in
    /// play (what a claim would count), also where a game stopped or adjourned mid-hand left
    /// it; once the match is decided, the final score. One figure before and after a hand is
    /// scored, where the score alone leaves the hand in play out.
    pub fn running_score(&self, side: usize) -> u32 {
        let score = self.scores.get(side).copied().unwrap_or(0);
        match self.phase {
            PhaseView::Finished => score,
            _ => score + self.hand_points.get(side).copied().unwrap_or(0),
        }
    }

    /// A match in play whose every person is away: the game waits for one to come back.
    pub fn nobody_home(&self) -> bool {
        let mut people = self.seats.iter().filter(|s| !s.computer).peekable();
        self.phase == PhaseView::Playing && people.peek().is_some() && people.all(|s| s.away)
    }

    /// The name of the one person playing when the other seats are computers: what the table
    /// says of "everyone" it says of them, and they read it as "you".
    pub fn one_person(&self) -> Option<&str> {
        self.one_persons_seat().map(|s| s.name.as_str())
    }

    /// How the reader of `seat` (`None`: a message seen by several people) reads the match's
    /// end `end`: [`MatchEnd::reader`], for that seat's side.
    pub fn reader(&self, end: &MatchEnd, seat: Option<u8>) -> Reader {
        let seat = seat.and_then(|seat| self.seats.iter().find(|s| s.seat == seat));
        seat.map_or(Reader::Other, |s| end.reader(s.seat, s.side))
    }

    /// The seat of the table's one person, if only one person plays: a private chat's reader.
    pub fn one_persons_seat(&self) -> Option<&SeatInfo> {
        let mut people = self.seats.iter().filter(|s| !s.computer);
        people.next().filter(|_| people.next().is_none())
    }

    /// The names of each side's seats, as stored (partners share a side), side by side.
    pub fn side_names(&self) -> Vec<Vec<&str>> {
        (0..self.scores.len())
            .map(|side| {
                self.seats
                    .iter()
                    .filter(|seat| usize::from(seat.side) == side)
                    .map(|seat| seat.name.as_str())
                    .collect()
            })
            .collect()
    }
}

impl HandView {
    /// Whether a claim now would win: claims are open and the side's total reaches the
    /// target (below it a claim always loses, and is asked about first).
    pub fn claim_wins(&self) -> bool {
        self.can_claim && self.claim_total >= u32::from(self.target)
    }

    /// What `card` can take, largest first; empty when it can take nothing (or is not held).
    pub fn captures_of(&self, card: Card) -> &[CardSet] {
        self.legal.iter().find(|(c, _)| *c == card).map_or(&[], |(_, o)| o.as_slice())
    }

    /// Whether `card` can take more than [`HandView::captures_of`] lists.
    pub fn has_more_captures(&self, card: Card) -> bool {
        self.partial.contains(&card)
    }

    /// The reader's own last card, when `since` holds it (it comes first).
    pub fn own_card(&self) -> Option<&PlayedMove> {
        self.since.first().filter(|p| p.mv.seat == self.seat)
    }

    /// What changed the reader's cards since their own last card: the last hand scored since
    /// (their cards are the next hand's), else whether new cards were dealt. Nothing without
    /// an own card in `since`.
    pub fn since_own_card(&self) -> (Option<&HandOverView>, bool) {
        if self.own_card().is_none() {
            return (None, false);
        }
        let ended = self.since.iter().rev().find_map(|p| p.ended.as_deref());
        (ended, ended.is_none() && self.since.iter().any(|p| p.mv.dealt))
    }

    /// The cards the others played since the reader's last one (see `since`), in order.
    pub fn played_by_others(&self) -> Vec<&PlayedMove> {
        self.since.iter().filter(|p| p.mv.seat != self.seat).collect()
    }

    /// Whether `card` may go to the table without taking anything.
    pub fn may_trail_with(&self, card: Card) -> bool {
        self.may_trail.iter().any(|(c, t)| *c == card && *t)
    }
}

/// The player whose own move ended a match: a claim, right or wrong, or a resignation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EndedBy {
    /// Their seat: its reader reads the result as theirs ("you").
    pub seat: u8,
    /// Their name, for everyone else.
    pub name: String,
}

impl EndedBy {
    /// Who ended a match won for `reason`, whose `last` move it was: the player whose claim or
    /// resignation that move was (`name`: their seat's); `None` for any other win.
    pub fn of(
        reason: EndReason,
        last: Option<&Move>,
        name: impl FnOnce(u8) -> String,
    ) -> Option<Self> {
        let ended =
            matches!(reason, EndReason::Claim | EndReason::FailedClaim | EndReason::Resignation);
        let mv = last.filter(|_| ended)?;
        Some(EndedBy { seat: mv.seat, name: name(mv.seat) })
    }
}

/// How a match ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum MatchEnd {
    /// A side won.
    Won {
        /// The side.
        side: u8,
        /// The names on that side.
        names: Vec<String>,
        /// How.
        reason: EndReason,
        /// Who ended it with their own move: a claim (a winner's when right, a loser's when
        /// wrong) or a resignation (a loser's).
        by: Option<EndedBy>,
    },
    /// Drawn.
    Drawn,
    /// Stopped by the creator or an admin.
    Aborted {
        /// Who stopped it (their name).
        by: String,
        /// Who stopped it (the person): their own end says so in the second person.
        user: UserRef,
    },
    /// Adjourned: every person was away too long. No winner, in nobody's standings.
    Adjourned,
}

impl MatchEnd {
    /// Whether the result names who ended the match and how (a stop, a resignation, a claim
    /// right or wrong, whose total is the final score): the news line of that last act would
    /// only say it again under the result.
    pub fn names_who_ended_it(&self) -> bool {
        matches!(
            self,
            MatchEnd::Aborted { .. }
                | MatchEnd::Won { by: Some(_), .. }
                | MatchEnd::Won { reason: EndReason::Claim, .. }
        )
    }

    /// How the person at `seat`, playing for `side`, reads this end: a player of the winning
    /// side reads their win as theirs, the loser whose failed claim or resignation ended it
    /// that ending as theirs; anyone else, every side by name. A message seen by several
    /// people is read as [`Reader::Other`] reads it.
    pub fn reader(&self, seat: u8, side: u8) -> Reader {
        match self {
            MatchEnd::Won { side: won, names, .. } if *won == side => {
                Reader::Winner { partners: names.len() > 1 }
            }
            MatchEnd::Won { by: Some(by), .. } if by.seat == seat => Reader::Loser,
            _ => Reader::Other,
        }
    }

    /// Whether the match ended as its last hand was scored (not by a claim, a tablanette
    /// mid-hand, a resignation, a stop or an adjournment): that hand's scoring says its last
    /// move.
    pub fn with_a_scored_hand(&self) -> bool {
        matches!(
            self,
            MatchEnd::Won { reason: EndReason::Target | EndReason::ShortGame, .. }
                | MatchEnd::Drawn
        )
    }
}

/// A hand's scoring, with the names of each side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct HandOverView {
    /// The scoring table.
    pub result: HandResult,
    /// Names per side.
    pub sides: Vec<Vec<String>>,
    /// Match scores after the hand.
    pub scores: Vec<u32>,
    /// The move that ended the hand: the new hand's table no longer shows it.
    pub last_move: Option<MoveView>,
    /// The leading sides are level at or above the target, so one more hand decides the match
    /// (no one may claim in it): said, or the match goes on past its target unexplained.
    pub level_at_target: bool,
}

/// One part of a side's score in a hand, as a scoring line shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScorePart {
    /// Cards taken.
    Cards(u32),
    /// Points of the cards taken.
    CardPoints(u32),
    /// Points for most cards (shown only to the side that got them).
    MostCards(u32),
    /// Points for the last capture.
    LastCapture(u32),
    /// Tablas made, and their points.
    Tablas {
        /// How many.
        count: u32,
        /// Their points.
        points: u32,
    },
}

impl HandOverView {
    /// What side `side` scored in the hand, part by part: cards and card points always; most
    /// cards, the last capture and tablas when they scored (on a tie nobody got, the card
    /// counts show it); then the hand's total and the match's after it. Every platform's
    /// scoring line says the same parts.
    pub fn side_score(&self, side: usize) -> (Vec<ScorePart>, u32, u32) {
        let r = &self.result;
        let at = |v: &Vec<u32>| v.get(side).copied().unwrap_or(0);
        let mut parts =
            vec![ScorePart::Cards(at(&r.cards)), ScorePart::CardPoints(at(&r.card_points))];
        if at(&r.most_cards) > 0 {
            parts.push(ScorePart::MostCards(at(&r.most_cards)));
        }
        if at(&r.last_capture) > 0 {
            parts.push(ScorePart::LastCapture(at(&r.last_capture)));
        }
        if at(&r.tablas) > 0 {
            parts.push(ScorePart::Tablas { count: at(&r.tablas), points: at(&r.tabla_points) });
        }
        (parts, at(&r.total), self.scores.get(side).copied().unwrap_or(0))
    }
}

/// Who a notice is for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Audience {
    /// Everyone in the channel.
    Public,
    /// One person, privately.
    User(UserRef),
}

/// Something people are told. Each has one English text; adapters may translate by kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Notice {
    /// A lobby opened.
    Created {
        /// Creator.
        name: String,
    },
    /// Someone sat down.
    Joined {
        /// Who.
        name: String,
    },
    /// Someone left the lobby.
    Left {
        /// Who.
        name: String,
    },
    /// A computer took a seat.
    ComputerAdded {
        /// Its name.
        name: String,
    },
    /// A computer left its seat.
    ComputerRemoved {
        /// Its name.
        name: String,
    },
    /// The match began.
    Started,
    /// A match began as the rematch of the one before, asked for by `name`.
    Rematch {
        /// Who asked.
        name: String,
    },
    /// The first player took new cards.
    Redealt {
        /// Who.
        name: String,
    },
    /// A claim was judged.
    Claimed {
        /// Who claimed.
        name: String,
        /// Their total.
        total: u32,
        /// Whether it reached the target.
        correct: bool,
    },
    /// Someone gave up.
    Resigned {
        /// Who.
        name: String,
    },
    /// The game was stopped.
    Aborted {
        /// By whom.
        by: String,
    },
    /// A turn ran out; the computer played.
    TimedOut {
        /// Whose turn it was.
        name: String,
        /// The computer keeps the seat until they are back.
        now_away: bool,
    },
    /// A player took their seat back.
    Back {
        /// Who.
        name: String,
    },
    /// The lobby closed with nobody left in it.
    Closed,
    /// Every person at the table is away: the game waits for someone to come back.
    EveryoneAway {
        /// Seconds until the match is adjourned if no one does.
        adjourn_after: u64,
        /// The people away, to be called back (each with their seat's name).
        people: Vec<(UserRef, String)>,
    },
}

impl Notice {
    /// The name of the person a claim, resignation, stop, time-out, return or rematch is about,
    /// or the one person away: the one who reads it in the second person (see
    /// [`crate::i18n::own_notice`]).
    pub fn subject(&self) -> Option<&str> {
        match self {
            Notice::Claimed { name, .. }
            | Notice::Resigned { name }
            | Notice::Aborted { by: name }
            | Notice::TimedOut { name, .. }
            | Notice::Back { name }
            | Notice::Rematch { name } => Some(name),
            Notice::EveryoneAway { people, .. } => match people.as_slice() {
                [(_, name)] => Some(name),
                _ => None,
            },
            _ => None,
        }
    }
}

impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Notice::Created { name } => write!(f, "{name} opened a game"),
            Notice::Joined { name } => write!(f, "{name} joined"),
            Notice::Left { name } => write!(f, "{name} left"),
            Notice::ComputerAdded { name } => write!(f, "{name} took a seat"),
            Notice::ComputerRemoved { name } => write!(f, "{name} left its seat"),
            Notice::Started => write!(f, "The game has started"),
            Notice::Rematch { name } => write!(f, "{name} started a rematch"),
            Notice::Redealt { name } => write!(f, "{name} asked for new cards"),
            Notice::Claimed { name, total, correct } => {
                let points = if *total == 1 { "point" } else { "points" };
                if *correct {
                    write!(f, "{name} claims victory with {total} {points}: the claim is right")
                } else {
                    write!(
                        f,
                        "{name} claims victory with only {total} {points}: not enough, so {name} \
                         loses the game"
                    )
                }
            }
            Notice::Resigned { name } => write!(f, "{name} resigned"),
            Notice::Aborted { by } => write!(f, "{by} stopped the game"),
            Notice::TimedOut { name, now_away: false } => {
                write!(f, "{name} ran out of time: the computer played for them")
            }
            Notice::TimedOut { name, now_away: true } => write!(
                f,
                "{name} ran out of time twice: the computer plays for them until they say they are back"
            ),
            Notice::Back { name } => write!(f, "{name} is back"),
            Notice::Closed => write!(f, "Everyone left: the game is closed"),
            Notice::EveryoneAway { adjourn_after, .. } => write!(
                f,
                "Everyone is away: the game waits, and is adjourned in {adjourn_after} s unless someone comes back"
            ),
        }
    }
}

/// A person's turn: they must act at `seq` (never a computer, nor a person it plays for).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TurnView {
    /// The person to move.
    pub user: UserRef,
    /// Their seat.
    pub seat: u8,
    /// Their name.
    pub name: String,
    /// The position they act on: one turn is one position.
    pub seq: Seq,
    /// When their time runs out (unix seconds), while a turn timer runs.
    pub deadline: Option<i64>,
}

/// What a command produced, in order, for the adapter to show.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case", tag = "effect")]
pub enum Effect {
    /// The public table changed: show or edit it.
    Table(TableView),
    /// A player's private hand: only to that player.
    Hand {
        /// The player.
        user: UserRef,
        /// Their view.
        view: HandView,
    },
    /// A move was made.
    Move(MoveView),
    /// A hand was scored.
    HandOver(HandOverView),
    /// The match ended.
    MatchOver(MatchEnd),
    /// A notice.
    Notice {
        /// For whom.
        to: Audience,
        /// What.
        notice: Notice,
    },
    /// Whose turn it is now. Emitted with every change while a person is to move (the same
    /// turn again after a look or a restart): a platform notifies each turn once, by `seq`.
    Turn(TurnView),
    /// The channel's stored match cannot be resumed (at start, or reloaded: this release
    /// cannot read or replay it, or record the end its log holds): it is set aside, counts
    /// for no one, and the channel is free for a new game. Its players are to be told, and its
    /// messages closed; why it failed is only logged.
    SetAside {
        /// The match set aside (its messages were stored with it).
        game: MatchId,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_played_for_the_reader_is_told_by_why() {
        let lapse =
            |lapses_left, last_one_here| Some(StandIn::TimedOut { lapses_left, last_one_here });
        assert_eq!(StoodInTold::of(None), StoodInTold::ForYou);
        assert_eq!(StoodInTold::of(Some(StandIn::Away)), StoodInTold::ForYou);
        assert_eq!(StoodInTold::of(lapse(0, false)), StoodInTold::LapseAgain);
        let warned = |w| StoodInTold::Lapse(Some(w));
        assert_eq!(StoodInTold::of(lapse(1, false)), warned(LapseWarning::ComputerPlays));
        assert_eq!(StoodInTold::of(lapse(1, true)), warned(LapseWarning::GameWaits));
        // Further from being away: no warning yet.
        assert_eq!(StoodInTold::of(lapse(2, false)), StoodInTold::Lapse(None));
    }
    use crate::ids::Platform;
    use crate::rules::{RuleSet, Variant};
    use crate::session::{Actor, Session, SessionAction};

    fn person(id: &str, name: &str) -> Actor {
        Actor { user: UserRef::new(Platform::Terminal, id), name: name.into(), is_admin: false }
    }

    #[test]
    fn only_a_target_reached_a_short_game_or_a_draw_ends_with_a_scored_hand() {
        let won = |reason| MatchEnd::Won { side: 0, names: vec!["Ana".into()], reason, by: None };
        for reason in [EndReason::Target, EndReason::ShortGame] {
            assert!(won(reason).with_a_scored_hand(), "{reason:?}");
        }
        assert!(MatchEnd::Drawn.with_a_scored_hand());
        let mid_hand = [EndReason::Claim, EndReason::FailedClaim, EndReason::Bonus];
        for reason in mid_hand.into_iter().chain([EndReason::Resignation]) {
            assert!(!won(reason).with_a_scored_hand(), "{reason:?}");
        }
        let stopped = MatchEnd::Aborted {
            by: "Ana".into(),
            user: UserRef::new(crate::ids::Platform::Terminal, "ana"),
        };
        assert!(!stopped.with_a_scored_hand());
        assert!(!MatchEnd::Adjourned.with_a_scored_hand());
        // A claim's result names the claimant, as a stop's and a resignation's name theirs.
        assert!(won(EndReason::Claim).names_who_ended_it());
        assert!(!won(EndReason::Target).names_who_ended_it());
        assert!(!MatchEnd::Adjourned.names_who_ended_it());
        assert!(stopped.names_who_ended_it());
    }

    /// Ana, Bo, Cy and Di at a started partners' match (Ana and Cy against Bo and Di).
    fn partners_started() -> ([Actor; 4], Session) {
        let channel = crate::ids::ChannelKey::new(Platform::Terminal, "s", "c");
        let rules = RuleSet::build(Variant::Tablic, ["players=4", "partners=yes"]).unwrap();
        let people = [person("1", "Ana"), person("2", "Bo"), person("3", "Cy"), person("4", "Di")];
        let mut session = Session::lobby(channel, &people[0], rules, None);
        for p in &people[1..] {
            session.apply(p, &SessionAction::Join, None, 1, 0).unwrap();
        }
        session.apply(&people[0], &SessionAction::Start, None, 7, 0).unwrap();
        (people, session)
    }

    #[test]
    fn partners_share_a_side_and_each_card_knows_its_captures() {
        let (_, session) = partners_started();
        let table = session.table_view();
        assert_eq!(table.side_names(), vec![vec!["Ana", "Cy"], vec!["Bo", "Di"]]);
    }

    /// Partners read their side's win as theirs, the resigner their resignation, their
    /// partner and a message seen by several people every side by name.
    #[test]
    fn each_seat_reads_the_end_as_its_own_or_by_name() {
        let (people, mut session) = partners_started();
        // Bo resigns for Bo and Di: Ana and Cy win.
        session.apply(&people[1], &SessionAction::Resign, None, 0, 0).unwrap();
        let table = session.table_view();
        let end = table.end.clone().expect("ended");
        let partners = Reader::Winner { partners: true };
        let read: Vec<_> = (0..4).map(|seat| table.reader(&end, Some(seat))).collect();
        assert_eq!(read, [partners, Reader::Loser, partners, Reader::Other]);
        assert_eq!(table.reader(&end, None), Reader::Other);
        assert_eq!(table.reader(&end, Some(9)), Reader::Other);
        // Alone on a side: "You won".
        let alone = MatchEnd::Won {
            side: 1,
            names: vec!["Bo".into()],
            reason: EndReason::Target,
            by: None,
        };
        assert_eq!(alone.reader(1, 1), Reader::Winner { partners: false });
        assert_eq!(alone.reader(0, 0), Reader::Other);
        assert_eq!(MatchEnd::Drawn.reader(0, 0), Reader::Other);
    }

    #[test]
    fn a_sides_score_lists_its_cards_and_what_it_scored_and_nothing_it_did_not() {
        let result = crate::game::HandResult {
            cards: vec![30, 22],
            card_points: vec![12, 10],
            most_cards: vec![3, 0],
            last_capture: vec![0, 1],
            tablas: vec![0, 2],
            tabla_points: vec![0, 2],
            total: vec![15, 13],
            ..Default::default()
        };
        let view = HandOverView {
            result,
            sides: vec![vec![], vec![]],
            scores: vec![30, 20],
            last_move: None,
            level_at_target: false,
        };
        use ScorePart::*;
        assert_eq!(view.side_score(0), (vec![Cards(30), CardPoints(12), MostCards(3)], 15, 30));
        assert_eq!(
            view.side_score(1),
            (
                vec![Cards(22), CardPoints(10), LastCapture(1), Tablas { count: 2, points: 2 }],
                13,
                20
            )
        );
        // A side the result does not hold (a damaged row) reads as nothing scored.
        assert_eq!(view.side_score(2), (vec![Cards(0), CardPoints(0)], 0, 0));
        // Level on cards with nobody given the points: the equal counts say why.
        let tie = crate::game::HandResult {
            cards: vec![26, 26],
            card_points: vec![12, 10],
            most_cards: vec![0, 0],
            last_capture: vec![0, 0],
            tablas: vec![0, 0],
            tabla_points: vec![0, 0],
            total: vec![12, 10],
            ..Default::default()
        };
        let tied = HandOverView {
            result: tie,
            sides: vec![vec![], vec![]],
            scores: vec![12, 10],
            last_move: None,
            level_at_target: false,
        };
        assert_eq!(tied.side_score(0), (vec![Cards(26), CardPoints(12)], 12, 12));
        assert_eq!(tied.side_score(1), (vec![Cards(26), CardPoints(10)], 10, 10));
    }

    #[test]
    fn each_card_knows_its_captures_and_whether_it_may_trail() {
        let card = |c: &str| c.parse::<Card>().unwrap();
        let set = |cs: &[&str]| cs.iter().fold(CardSet::EMPTY, |s, c| s.with(card(c)));
        let hand = HandView {
            channel: ChannelKey::new(Platform::Terminal, "s", "c"),
            seat: 0,
            hand: set(&["9C", "KD"]),
            table: set(&["AS", "8S", "4H"]),
            your_turn: true,
            legal: vec![(card("9C"), vec![set(&["AS", "8S"])]), (card("KD"), vec![])],
            partial: vec![],
            may_trail: vec![(card("9C"), false), (card("KD"), true)],
            can_redeal: false,
            can_claim: false,
            claim_total: 0,
            partners: false,
            partner_names: Vec::new(),
            target: 101,
            seq: Seq { game: MatchId(1), moves: 0 },
            played_for_you: None,
            stood_in_move: None,
            stood_in_why: None,
            turn_seconds: None,
            turn_deadline: None,
            since: Vec::new(),
            first_card: false,
            rematch_by: None,
        };
        assert_eq!(hand.captures_of(card("9C")), &[set(&["AS", "8S"])]);
        assert!(hand.captures_of(card("KD")).is_empty());
        assert!(!hand.may_trail_with(card("9C")) && hand.may_trail_with(card("KD")));
        // A card not held: nothing to take, nothing to trail.
        assert!(hand.captures_of(card("AS")).is_empty() && !hand.may_trail_with(card("AS")));
    }
}
