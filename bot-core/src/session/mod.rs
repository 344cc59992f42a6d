//! Game sessions: lobby → match → finished, one per channel. Commands in, effects out.
//!
//! [`Session::apply`] is synchronous and changes nothing when it fails. It returns the storage
//! write the change needs; the [`Sessions`] registry commits that write before it renders
//! anything, so no one ever sees a move that is not stored.

mod registry;
mod view;

use std::collections::VecDeque;
use std::time::Duration;

use thiserror::Error;

use crate::ai::{self, Level, SeatView};
use crate::cards::{Card, CardSet};
use crate::game::{rng, Action, Match, Move, MoveError, Status};
use crate::ids::{ChannelKey, MatchId, SeatKind, UserRef};
use crate::rules::{CaptureGen, Claims, LateTablas, PointMasks, RuleError, RuleSet, Rules};
use crate::store::{AwayState, Finish, FinishOutcome, NewMatch, SeatAwayState};
use crate::table::names::clean_name_or;

pub use registry::{unix_now, Delivery, Owns, Presence, Sessions, DEFAULT_ADJOURN_AFTER};
pub use view::{
    Audience, Effect, EndedBy, HandOverView, HandView, LapseWarning, MatchEnd, MoveView, Notice,
    PhaseView, PlayedForYou, PlayedMove, ScorePart, SeatInfo, Seq, StandIn, StoodInTold, TableView,
    TurnView,
};

/// The level that plays for a person whose turn ran out.
pub const STAND_IN_LEVEL: Level = Level::Medium;
/// The level a computer gets when none is named.
pub const DEFAULT_LEVEL: Level = Level::Medium;
/// Most captures a hand view lists for one card; a card with more lists the largest and the
/// simplest, and any other legal set may still be named (see [`HandView::partial`]).
pub const HAND_OPTIONS: usize = 64;
/// Turns in a row that may run out before the computer keeps the seat.
pub const EXPIRIES_BEFORE_AWAY: u8 = 2;

/// What a chat platform uses when a command leaves something out (from the configuration).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameDefaults {
    /// Variant of a new game.
    pub variant: crate::rules::Variant,
    /// Time per turn (`None`: no timer).
    pub turn_timer: Option<Duration>,
    /// Level of computers added without one.
    pub level: Level,
}

/// Who acts: a person, and whether they administer the server or group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Actor {
    /// The person.
    pub user: UserRef,
    /// Their display name.
    pub name: String,
    /// An admin of the server or group (may abort any game there).
    pub is_admin: bool,
}

/// Everything a person can ask of a session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionAction {
    /// Open a game against the computer and start it at once: the creator takes the first
    /// seat, computers of `level` every other (one command, so no one can join half-way).
    PlayComputers {
        /// The rules.
        rules: Rules,
        /// Time per turn (`None`: no timer).
        turn_timer: Option<Duration>,
        /// The computers' level.
        level: Level,
    },
    /// Open a lobby with these rules; the creator takes the first seat.
    New {
        /// The rules.
        rules: Rules,
        /// Time per turn (`None`: no timer).
        turn_timer: Option<Duration>,
        /// Shuffle seed of the first match (local play and tests); `None`: a secret random one.
        seed: Option<u64>,
    },
    /// Take a free seat.
    Join,
    /// Leave the lobby.
    Leave,
    /// Seat a computer player.
    AddComputer {
        /// Its level.
        level: Level,
    },
    /// Remove a computer from a seat (creator).
    RemoveComputer {
        /// The seat.
        seat: u8,
    },
    /// Start the match (creator); empty seats get computer players.
    Start,
    /// Play a card and take these cards (none: trail).
    Play {
        /// The card.
        card: Card,
        /// The table cards taken.
        take: CardSet,
    },
    /// Reject the first cards (Tabinet's first player).
    Redeal,
    /// Claim victory.
    Claim,
    /// Give up.
    Resign,
    /// Play again with the same seats and rules.
    Rematch,
    /// Stop the game (creator or an admin).
    Abort,
    /// Take the seat back from the computer.
    Back,
    /// Show me my hand.
    ShowHand,
}

/// One command for one channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Command {
    /// Where.
    pub channel: ChannelKey,
    /// Who.
    pub actor: Actor,
    /// What.
    pub action: SessionAction,
    /// The move number the action was made against (buttons carry it).
    pub expected: Option<Seq>,
}

/// Why a command was refused; nothing changed. One message each for the person who acted.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SessionError {
    /// No game in this channel.
    #[error("there is no game in this channel: start one with new")]
    NoGame,
    /// A game is being played here (or its session is busy).
    #[error("a game is being played in this channel")]
    GameInProgress,
    /// Someone else's game is open here, waiting for players.
    #[error("a game is open in this channel: join it")]
    GameOpen,
    /// They are playing the game here already (a new one was asked for).
    #[error("you are already playing the game here")]
    AlreadyPlaying,
    /// The lobby is closed: the match has started or ended.
    #[error("the game has already started")]
    AlreadyStarted,
    /// They already have a seat.
    #[error("you already have a seat at this table")]
    AlreadySeated,
    /// Every seat is taken.
    #[error("every seat is taken")]
    TableFull,
    /// They have no seat.
    #[error("you are not playing in this game")]
    NotSeated,
    /// Only the creator may do that.
    #[error("only the player who opened the game ({creator}) can do that")]
    NotCreator {
        /// The creator's seat name.
        creator: String,
    },
    /// Only the creator or an admin may abort.
    #[error("only the player who opened the game ({creator}) or an admin can stop it")]
    NotCreatorOrAdmin {
        /// The creator's seat name.
        creator: String,
    },
    /// The match is not in play.
    #[error("the game is not being played right now")]
    NotPlaying,
    /// The match is still in play.
    #[error("the game is still being played")]
    NotFinished,
    /// A rematch was asked for by someone who did not play the game.
    #[error("only the game's players can start its rematch")]
    RematchNotSeated,
    /// A rematch was asked for once someone had started it: the asker has a seat in it.
    #[error("the rematch was already started")]
    RematchStarted {
        /// The seat name of who started it; `None`: the asker did.
        by: Option<String>,
    },
    /// The button or command was made for an earlier position.
    #[error("that was for an earlier position of the game: here is the current one")]
    Stale {
        /// The current move number.
        current: Seq,
    },
    /// No computer in that seat.
    #[error("there is no computer player in seat {0}")]
    NoComputerThere(u8),
    /// They were not away.
    #[error("your seat is yours: the computer is not playing for you")]
    NotAway,
    /// The variant has no claims.
    #[error("this variant has no claims of victory")]
    NoClaims,
    /// A rule of the game refused the move.
    #[error("{0}")]
    Move(#[from] MoveError),
    /// The rules asked for cannot be played.
    #[error("{0}")]
    Rules(#[from] RuleError),
    /// Storage failed; the command was not applied.
    #[error("the game could not be saved, so nothing changed: try again in a moment")]
    Storage,
    /// Storage lost the connection while saving: the command may have been applied or not.
    /// The session was read again from the store where that could be done.
    #[error("storage did not confirm that this was saved, so it may have counted: look at the table as it is now before you try again")]
    Unconfirmed,
    /// The stored game changed under this session (another process wrote it): the session
    /// was reloaded from the store and the command was not applied.
    #[error("the game was changed elsewhere at the same moment, so nothing you did was applied: look at the table as it is now and try again")]
    Changed,
    /// The game's stored record can no longer be read or replayed (found when the session was
    /// read again from the store): it was set aside, as at start-up, and the channel is free.
    #[error("this game's stored record can no longer be read, so it was set aside: start a new one with new")]
    SetAside,
}

impl SessionError {
    /// A short name of the kind of refusal, for logs and metrics.
    pub const fn kind(&self) -> &'static str {
        match self {
            SessionError::NoGame => "no_game",
            SessionError::GameInProgress => "game_in_progress",
            SessionError::GameOpen => "game_open",
            SessionError::AlreadyPlaying => "already_playing",
            SessionError::AlreadyStarted => "already_started",
            SessionError::AlreadySeated => "already_seated",
            SessionError::TableFull => "table_full",
            SessionError::NotSeated => "not_seated",
            SessionError::NotCreator { .. } => "not_creator",
            SessionError::NotCreatorOrAdmin { .. } => "not_creator_or_admin",
            SessionError::NotPlaying => "not_playing",
            SessionError::NotFinished => "not_finished",
            SessionError::RematchStarted { .. } => "rematch_started",
            SessionError::RematchNotSeated => "rematch_not_seated",
            SessionError::Stale { .. } => "stale",
            SessionError::NoComputerThere(_) => "no_computer_there",
            SessionError::NotAway => "not_away",
            SessionError::NoClaims => "no_claims",
            SessionError::Move(_) => "illegal_move",
            SessionError::Rules(_) => "bad_rules",
            SessionError::Storage => "storage",
            SessionError::Unconfirmed => "unconfirmed",
            SessionError::Changed => "changed",
            SessionError::SetAside => "set_aside",
        }
    }
}

impl SessionAction {
    /// A short name of the kind of action, for logs: never the card, which may be hidden.
    pub const fn kind(&self) -> &'static str {
        match self {
            SessionAction::New { .. } => "new",
            SessionAction::PlayComputers { .. } => "play_computers",
            SessionAction::Join => "join",
            SessionAction::Leave => "leave",
            SessionAction::AddComputer { .. } => "add_computer",
            SessionAction::RemoveComputer { .. } => "remove_computer",
            SessionAction::Start => "start",
            SessionAction::Play { .. } => "play",
            SessionAction::Redeal => "redeal",
            SessionAction::Claim => "claim",
            SessionAction::Resign => "resign",
            SessionAction::Rematch => "rematch",
            SessionAction::Abort => "abort",
            SessionAction::Back => "back",
            SessionAction::ShowHand => "show_hand",
        }
    }
}

/// What changed, before it is rendered into effects.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// The lobby changed.
    Lobby,
    /// The match began.
    Started,
    /// A move was made.
    Moved(MoveView),
    /// New cards were dealt to everyone.
    Dealt,
    /// A hand was scored.
    HandOver(crate::game::HandResult),
    /// The match ended.
    MatchOver,
    /// Tell someone something.
    Notice(Audience, Notice),
    /// Someone asked for their hand.
    HandRequested(UserRef),
    /// The session was rebuilt after a restart: show everything again.
    Resumed,
}

/// How a finished match ended besides being played out.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Ending {
    /// Won or drawn by play (claims and resignations included).
    Played,
    /// Stopped by its creator or an admin (their name, and who they are).
    Aborted(String, UserRef),
    /// Every person was away too long.
    Adjourned,
}

/// What must be committed before an applied change may be shown.
#[derive(Clone, Debug, PartialEq)]
pub enum Write {
    /// A new match (start or rematch); its id comes back from the store.
    Create(NewMatch),
    /// One move, with what it ended.
    Append {
        /// The match.
        game: MatchId,
        /// Index of the move in the log.
        seq: u64,
        /// The move.
        mv: Move,
        /// The hand it ended.
        hand: Option<crate::game::HandResult>,
        /// The match it ended.
        finish: Option<Finish>,
    },
    /// The match ended without a move (abort).
    Finish {
        /// The match.
        game: MatchId,
        /// How.
        finish: Finish,
    },
}

/// The result of applying one action.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Step {
    /// What to commit first.
    pub write: Option<Write>,
    /// What to render after.
    pub events: Vec<Event>,
}

#[derive(Clone, Debug, PartialEq)]
enum Phase {
    Lobby,
    Playing { game: Match, id: Option<MatchId> },
    Finished { game: Match, id: Option<MatchId>, ending: Ending },
}

/// The moves the computer made for a person who let their turn run out or is away, since
/// they last played a card themselves.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct StoodIn {
    /// Cards played while they were away (not the lapses that made them away).
    moves: u32,
    /// Cards taken from the table with them.
    taken: u32,
    /// The position (moves played) at which they came back from away: their hand says what
    /// was played for them until they play a card after it (the card that brought them back
    /// keeps it, or they would never see it).
    back: Option<u64>,
    /// The last card played for them: their hand says it until they act (every drawing of
    /// it, a new answer included).
    last: Option<StoodInMove>,
}

/// One card the computer played for a person.
#[derive(Clone, Copy, Debug, PartialEq)]
struct StoodInMove {
    card: Card,
    take: CardSet,
    tabla: bool,
    /// Played because their time for the turn ran out (else: because they are away).
    lapse: bool,
}

impl StoodIn {
    fn add(&mut self, taken: u32) {
        self.moves += 1;
        self.taken += taken;
    }
}

/// One channel's game: its lobby, its match, its finished result.
#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    channel: ChannelKey,
    creator: UserRef,
    creator_name: String,
    rules: Rules,
    seats: Vec<SeatKind>,
    turn_timer: Option<Duration>,
    phase: Phase,
    away: [bool; 4],
    expiries: [u8; 4],
    /// What the computer played for each person since they last acted themselves, told to
    /// them when they come back.
    stood_in: [StoodIn; 4],
    /// Since when (unix seconds) every person has been away, while they are: the wait before
    /// the match is adjourned counts from then, across restarts.
    nobody_home_since: Option<i64>,
    /// When (unix seconds) the turn at this position runs out, as the registry armed its
    /// timer: views show the deadline that will fire (a restart arms a new one).
    turn_deadline: Option<(Seq, i64)>,
    /// What the store holds of who is away at the match in play (see
    /// [`Session::away_state_to_store`]).
    stored_away_state: AwayState,
    last_move: Option<MoveView>,
    /// The last cards played in this match (two rounds' worth: a hand lists those since its
    /// reader's last card, across a hand's end too).
    played: VecDeque<PlayedMove>,
    /// Who asked for the match in play as a rematch of the one before (not kept across a
    /// restart: it matters when the match begins).
    rematch_by: Option<String>,
    /// The match the one in play is a rematch of, and the seat that asked (with `rematch_by`).
    rematch_of: Option<(MatchId, u8)>,
    closed: bool,
    /// When someone last acted here (unix seconds), for evicting idle sessions.
    last_active: i64,
    /// The seed asked for when the game was created, used by its first match.
    pub(super) first_seed: Option<u64>,
    /// The channel whose own board counts this game's matches, when not its own (see
    /// [`NewMatch::board`]).
    pub(super) board: Option<String>,
}

impl Session {
    /// A lobby in `channel` opened by `creator`, who takes seat 0.
    pub fn lobby(
        channel: ChannelKey,
        creator: &Actor,
        rules: Rules,
        turn_timer: Option<Duration>,
    ) -> Session {
        let name = shown_actor(creator);
        Session {
            channel,
            creator: creator.user.clone(),
            creator_name: name.clone(),
            rules,
            seats: vec![SeatKind::Human { user: creator.user.clone(), name }],
            turn_timer,
            phase: Phase::Lobby,
            away: [false; 4],
            expiries: [0; 4],
            stood_in: [StoodIn::default(); 4],
            nobody_home_since: None,
            turn_deadline: None,
            stored_away_state: AwayState::default(),
            last_move: None,
            played: VecDeque::new(),
            rematch_by: None,
            rematch_of: None,
            closed: false,
            last_active: 0,
            first_seed: None,
            board: None,
        }
    }

    /// A session rebuilt from a stored, unfinished match, with the turn timer it was started
    /// with (`default_timer` for one stored before timers were kept).
    pub fn resumed(
        stored: &crate::store::StoredMatch,
        default_timer: Option<Duration>,
    ) -> Result<Session, MoveError> {
        let turn_timer = stored.turn_timer.or(default_timer);
        // The last two rounds' moves are applied one by one: their outcomes (a tabla, a deal, a
        // hand's scoring) are what the hands' lists of cards played since say.
        let kept = 2 * usize::from(stored.rules.players) + 1;
        let (before, tail) = stored.moves.split_at(stored.moves.len().saturating_sub(kept));
        let mut game =
            Match::replay(stored.rules.clone(), stored.seed, before).map_err(|(_, e)| e)?;
        let mut replayed = Vec::new();
        for mv in tail {
            let outcome = game.apply(mv.clone())?;
            replayed.push((mv.clone(), outcome, game.scores().to_vec()));
        }
        // Names stored by earlier versions were not cleaned: clean them now.
        let seats: Vec<SeatKind> = stored
            .seats
            .iter()
            .map(|s| match s {
                SeatKind::Human { user, name } => {
                    SeatKind::Human { user: user.clone(), name: clean_name_or(name, &user.id) }
                }
                computer => computer.clone(),
            })
            .collect();
        let (creator, creator_name) = seats
            .iter()
            .find_map(|s| match s {
                SeatKind::Human { user, name } => Some((user.clone(), name.clone())),
                SeatKind::Computer { .. } => None,
            })
            .unwrap_or_else(|| (UserRef::new(stored.channel.platform, ""), String::new()));
        let mut session = Session {
            channel: stored.channel.clone(),
            creator,
            creator_name,
            rules: stored.rules.clone(),
            seats,
            turn_timer,
            phase: Phase::Lobby,
            away: [false; 4],
            expiries: [0; 4],
            stood_in: [StoodIn::default(); 4],
            nobody_home_since: None,
            turn_deadline: None,
            stored_away_state: AwayState::default(),
            last_move: None,
            played: VecDeque::new(),
            rematch_by: None,
            rematch_of: None,
            closed: false,
            last_active: stored.created_at,
            first_seed: None,
            // A rematch after a restart counts where the game always did.
            board: stored.board.clone(),
        };
        // The last play of the current hand; a tabla is a capture that left the table empty.
        if game.hand().plays > 0 {
            session.last_move = game.log().iter().rev().find_map(|mv| session.move_view(mv, false));
            if let Some(last) = &mut session.last_move {
                let rules = game.rules();
                last.tabla = !last.take.is_empty()
                    && game.hand().table.is_empty()
                    && (!last.sweep || rules.jack_tabla);
            }
        }
        for (mv, outcome, scores) in replayed {
            let Some(mut view) = session.move_view(&mv, false) else { continue };
            view.tabla = outcome.played.tabla;
            view.tabla_points = outcome.played.tabla_points;
            view.dealt = outcome.played.dealt;
            let ended = outcome
                .hand_result
                .map(|result| Box::new(session.hand_over_view(result, scores, Some(view.clone()))));
            session.played.push_back(PlayedMove { mv: view, ended });
        }
        while session.played.len() > 2 * usize::from(session.rules.players) {
            session.played.pop_front();
        }
        let id = Some(stored.id);
        session.phase = if game.status() == Status::Playing {
            Phase::Playing { game, id }
        } else {
            Phase::Finished { game, id, ending: Ending::Played }
        };
        if session.is_playing() {
            session.restore_away_state(&stored.away);
            // The log does not say who chose a card; the stored record of the last card the
            // computer played for its seat does (it goes with their own next card).
            if let Some(last) = &mut session.last_move {
                let stood_in = session.stood_in.get(usize::from(last.seat)).and_then(|s| s.last);
                last.by_computer =
                    stood_in.is_some_and(|m| m.card == last.card && m.take == last.take);
            }
            // Likewise each seat's last card kept for the lists (earlier ones read as theirs).
            for seat in 0..session.seats.len() as u8 {
                let stood_in = session.stood_in.get(usize::from(seat)).and_then(|s| s.last);
                let last = session.played.iter_mut().rev().find(|p| p.mv.seat == seat);
                if let (Some(last), Some(m)) = (last, stood_in) {
                    last.mv.by_computer = m.card == last.mv.card && m.take == last.mv.take;
                }
            }
        }
        Ok(session)
    }

    /// Takes up who was away, as stored: people's seats only, and the wait for everyone away
    /// only while they all are.
    fn restore_away_state(&mut self, stored: &AwayState) {
        for (i, seat) in stored.seats.iter().enumerate().take(self.seats.len().min(4)) {
            if !matches!(self.seats[i], SeatKind::Human { .. }) {
                continue;
            }
            self.expiries[i] = seat.expiries;
            self.away[i] = seat.away;
            self.stood_in[i] = StoodIn {
                moves: seat.stood_in_moves,
                taken: seat.stood_in_taken,
                back: seat.back_at,
                last: seat.last_for_you.map(|(card, take, tabla)| StoodInMove {
                    card,
                    take,
                    tabla,
                    lapse: seat.last_was_lapse,
                }),
            };
        }
        self.nobody_home_since = stored.nobody_home_since.filter(|_| self.nobody_home());
        self.stored_away_state = stored.clone();
    }

    /// Who is away here and what the computer played for them: the default when nobody's
    /// turn has run out since they last played.
    fn away_state(&self) -> AwayState {
        let seats: Vec<SeatAwayState> = (0..self.seats.len().min(4))
            .map(|i| SeatAwayState {
                expiries: self.expiries[i],
                away: self.away[i],
                stood_in_moves: self.stood_in[i].moves,
                stood_in_taken: self.stood_in[i].taken,
                back_at: self.stood_in[i].back,
                last_for_you: self.stood_in[i].last.map(|m| (m.card, m.take, m.tabla)),
                last_was_lapse: self.stood_in[i].last.is_some_and(|m| m.lapse),
            })
            .collect();
        let anything = seats.iter().any(|s| *s != SeatAwayState::default());
        AwayState {
            seats: if anything { seats } else { Vec::new() },
            nobody_home_since: self.nobody_home_since,
        }
    }

    /// The match in play and who is away at it, when that is not what the store holds: to
    /// be stored (then [`Session::away_state_stored`]).
    pub fn away_state_to_store(&self) -> Option<(MatchId, AwayState)> {
        let Phase::Playing { id: Some(id), .. } = &self.phase else { return None };
        // Asked twice a command: a match where nobody's turn ever ran out (nearly every one)
        // answers without building anything.
        let none_away = self.expiries == [0; 4]
            && self.away == [false; 4]
            && self.stood_in == [StoodIn::default(); 4]
            && self.nobody_home_since.is_none();
        if none_away && self.stored_away_state == AwayState::default() {
            return None;
        }
        let now = self.away_state();
        (now != self.stored_away_state).then_some((*id, now))
    }

    /// Records that the store holds `away` for the match in play.
    pub fn away_state_stored(&mut self, away: AwayState) {
        self.stored_away_state = away;
    }

    /// Since when (unix seconds) every person at the match has been away, while they are.
    pub fn nobody_home_since(&self) -> Option<i64> {
        self.nobody_home_since.filter(|_| self.nobody_home())
    }

    /// The end a stored match played out to, for a session from [`Session::resumed`] whose
    /// log already ends its match: what recording that end writes, dated `now` (as if its
    /// last move had just been stored). `None` for a match in play, or one ended otherwise.
    pub fn played_end(&self, now: i64) -> Option<(MatchId, Finish)> {
        let Phase::Finished { game, id: Some(id), ending: Ending::Played } = &self.phase else {
            return None;
        };
        Some((*id, played_finish(game, now)))
    }

    /// The channel.
    pub fn channel(&self) -> &ChannelKey {
        &self.channel
    }

    /// The rules.
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// The seats.
    pub fn seats(&self) -> &[SeatKind] {
        &self.seats
    }

    /// The match in play or finished.
    pub fn game(&self) -> Option<&Match> {
        match &self.phase {
            Phase::Lobby => None,
            Phase::Playing { game, .. } | Phase::Finished { game, .. } => Some(game),
        }
    }

    /// The stored match id, once the match is stored.
    pub fn match_id(&self) -> Option<MatchId> {
        match &self.phase {
            Phase::Lobby => None,
            Phase::Playing { id, .. } | Phase::Finished { id, .. } => *id,
        }
    }

    /// Whether a match is in play.
    pub fn is_playing(&self) -> bool {
        matches!(self.phase, Phase::Playing { .. })
    }

    /// Whether the session ended with nobody in it (the registry drops it).
    pub fn is_closed(&self) -> bool {
        self.closed
    }

    /// Ends the session: the registry drops it.
    pub(crate) fn close(&mut self) {
        self.closed = true;
    }

    /// Time per turn.
    pub fn turn_timer(&self) -> Option<Duration> {
        self.turn_timer
    }

    /// Records when the turn at `seq` runs out (unix seconds): the deadline of the timer the
    /// registry armed for it, which the views of that turn show.
    pub fn set_turn_deadline(&mut self, seq: Seq, at: i64) {
        self.turn_deadline = Some((seq, at));
    }

    /// When the person to move runs out of time (unix seconds): while their turn timer runs,
    /// once it is armed. None for an older position's deadline, or a turn with no timer.
    pub fn turn_deadline(&self) -> Option<i64> {
        let (seq, at) = self.turn_deadline?;
        let running = self.turn_timer.is_some() && self.waiting_for_person().is_some();
        (running && self.seq() == Some(seq)).then_some(at)
    }

    /// The current move number, while a stored match is in play or finished.
    pub fn seq(&self) -> Option<Seq> {
        let game = self.game()?;
        Some(Seq { game: self.match_id()?, moves: game.log().len() as u32 })
    }

    /// Who asked for the match in play as a rematch of the one before, if someone did.
    pub fn rematch_by(&self) -> Option<&str> {
        self.rematch_by.as_deref()
    }

    /// Why `user` may not start a rematch of `game` once it began: who started it (`None`
    /// inside: they did), when they have a seat in it. A second press of that game's Rematch
    /// is theirs to be told, not an old button.
    pub fn rematch_started(&self, game: MatchId, user: &UserRef) -> Option<SessionError> {
        let (of, by_seat) = self.rematch_of?;
        let seat = self.seat_of(user)?;
        (of == game && self.is_playing()).then(|| self.rematch_refusal(seat, by_seat))?
    }

    fn rematch_refusal(&self, seat: u8, by_seat: u8) -> Option<SessionError> {
        let by = self.rematch_by.clone()?;
        Some(SessionError::RematchStarted { by: (seat != by_seat).then_some(by) })
    }

    /// The seat of a person, if they have one.
    pub fn seat_of(&self, user: &UserRef) -> Option<u8> {
        self.seats.iter().position(|s| s.user() == Some(user)).map(|i| i as u8)
    }

    /// The seat whose turn it is, if a person (not away) must act: the turn timer's target.
    pub fn waiting_for_person(&self) -> Option<u8> {
        let Phase::Playing { game, .. } = &self.phase else { return None };
        let seat = game.to_move()?;
        let person = matches!(self.seats.get(usize::from(seat)), Some(SeatKind::Human { .. }));
        (person && !self.away[usize::from(seat)]).then_some(seat)
    }

    /// Why `user` cannot open a game while this one is on: they are in it already (seated in
    /// the lobby, or playing), or someone else's has a seat to join, or is (about to be) played.
    pub fn in_progress_for(&self, user: &UserRef) -> SessionError {
        match (self.seat_of(user), &self.phase) {
            (Some(_), Phase::Playing { .. }) => SessionError::AlreadyPlaying,
            (Some(_), Phase::Lobby) => SessionError::AlreadySeated,
            (None, Phase::Lobby) if self.seat_free() => SessionError::GameOpen,
            _ => SessionError::GameInProgress,
        }
    }

    /// Whether the table has a seat no one has taken yet.
    /// A lobby with a seat left: Join would seat someone.
    pub fn has_open_seat(&self) -> bool {
        self.game().is_none() && self.seat_free()
    }

    fn seat_free(&self) -> bool {
        self.seats.len() < usize::from(self.rules.players)
    }

    /// Whether `user` has a seat that the computer is playing because they were away.
    pub fn is_away(&self, user: &UserRef) -> bool {
        self.seat_of(user).is_some_and(|seat| self.away[usize::from(seat)])
    }

    /// Whether a match is in play and every person at it is away: then the game waits for
    /// someone to come back, and the match is adjourned if no one does.
    pub fn nobody_home(&self) -> bool {
        if !self.is_playing() {
            return false;
        }
        let mut people = self
            .seats
            .iter()
            .enumerate()
            .filter(|(_, s)| matches!(s, SeatKind::Human { .. }))
            .peekable();
        people.peek().is_some() && people.all(|(i, _)| self.away[i])
    }

    /// The people at the table, each with their seat's name.
    pub fn people(&self) -> Vec<(UserRef, String)> {
        let seats = self.seats.iter().enumerate();
        let people = seats.filter_map(|(i, s)| Some((s.user()?.clone(), i)));
        people.map(|(user, i)| (user, self.seat_name(i as u8))).collect()
    }

    /// The name of a seat as stored and shown: a person's cleaned name; a computer's level,
    /// numbered from the second computer of the same level on (`Computer (medium) 2`).
    pub fn seat_name(&self, seat: u8) -> String {
        let i = usize::from(seat);
        match self.seats.get(i) {
            Some(SeatKind::Human { name, .. }) => name.clone(),
            Some(computer @ SeatKind::Computer { level }) => {
                let before = self.seats[..i]
                    .iter()
                    .filter(|s| matches!(s, SeatKind::Computer { level: l } if l == level))
                    .count();
                match before {
                    0 => computer.display_name(),
                    n => format!("{} {}", computer.display_name(), n + 1),
                }
            }
            None => String::new(),
        }
    }

    /// Brings `user` back if the computer is playing their seat in a match in play: any action
    /// of theirs counts. The events to show, none when they were not away.
    pub(crate) fn welcome_back(&mut self, user: &UserRef) -> Vec<Event> {
        let Some(seat) = self.seat_of(user) else { return Vec::new() };
        let i = usize::from(seat);
        if !self.is_playing() || !self.away[i] {
            return Vec::new();
        }
        let was_nobody_home = self.nobody_home();
        self.away[i] = false;
        self.expiries[i] = 0;
        self.nobody_home_since = None;
        let name = self.seat_name(seat);
        // Their hand showed at most the last card played for them: until they play, it says
        // what all of it came to (in every drawing of it, so no redraw loses it).
        let at = match &self.phase {
            Phase::Playing { game, .. } => game.log().len() as u64,
            _ => 0,
        };
        self.stood_in[i].back = Some(at);
        // Their hand too: it says they are away until redrawn.
        let mut events = vec![
            Event::Lobby,
            Event::Notice(Audience::Public, Notice::Back { name }),
            Event::HandRequested(user.clone()),
        ];
        if was_nobody_home {
            // The others away read that the game waits: now the computer plays for them.
            events.extend(self.away_people().into_iter().map(Event::HandRequested));
        }
        events
    }

    /// The people away (the computer plays for them, or waits with them).
    pub fn away_people(&self) -> Vec<UserRef> {
        let seats = self.seats.iter().zip(&self.away);
        seats.filter(|(_, away)| **away).filter_map(|(s, _)| s.user().cloned()).collect()
    }

    /// Records the stored id of a match just created.
    pub fn attach(&mut self, new_id: MatchId) {
        if let Phase::Playing { id, .. } | Phase::Finished { id, .. } = &mut self.phase {
            *id = Some(new_id);
        }
    }

    /// Applies a person's action. On error nothing has changed.
    pub fn apply(
        &mut self,
        actor: &Actor,
        action: &SessionAction,
        expected: Option<Seq>,
        seed: u64,
        now: i64,
    ) -> Result<Step, SessionError> {
        if let (Some(expected), Some(current)) = (expected, self.seq()) {
            if expected != current {
                return Err(SessionError::Stale { current });
            }
        }
        let step = self.dispatch(actor, action, seed, now)?;
        self.last_active = now;
        Ok(step)
    }

    /// Whether nothing happens here any more: a lobby or an ended game idle since `before`.
    pub fn is_idle_since(&self, before: i64) -> bool {
        !self.is_playing() && self.last_active < before
    }

    fn dispatch(
        &mut self,
        actor: &Actor,
        action: &SessionAction,
        seed: u64,
        now: i64,
    ) -> Result<Step, SessionError> {
        match action {
            // The registry opens lobbies; a session that exists is a game in progress.
            SessionAction::New { .. } | SessionAction::PlayComputers { .. } => {
                Err(self.in_progress_for(&actor.user))
            }
            SessionAction::Join => self.join(actor),
            SessionAction::Leave => self.leave(actor),
            SessionAction::AddComputer { level } => self.add_computer(actor, *level),
            SessionAction::RemoveComputer { seat } => self.remove_computer(actor, *seat),
            SessionAction::Start => self.start(actor, DEFAULT_LEVEL, seed, now),
            SessionAction::Play { card, take } => {
                let seat = self.playing_seat(actor)?;
                let step =
                    self.play(seat, Action::Play { card: *card, take: *take }, false, now)?;
                // A person who moves in time starts counting expiries afresh.
                self.expiries[usize::from(seat)] = 0;
                Ok(step)
            }
            SessionAction::Redeal => {
                let seat = self.playing_seat(actor)?;
                self.play(seat, Action::Redeal, false, now)
            }
            SessionAction::Claim => {
                let seat = self.playing_seat(actor)?;
                if self.rules.claims == Claims::None {
                    return Err(SessionError::NoClaims);
                }
                self.play(seat, Action::Claim, false, now)
            }
            SessionAction::Resign => {
                let seat = self.playing_seat(actor)?;
                self.play(seat, Action::Resign, false, now)
            }
            SessionAction::Rematch => self.rematch(actor, seed, now),
            SessionAction::Abort => self.abort(actor, now),
            SessionAction::Back => {
                let seat = self.playing_seat(actor)?;
                if !self.away[usize::from(seat)] {
                    return Err(SessionError::NotAway);
                }
                Ok(Step { write: None, events: self.welcome_back(&actor.user) })
            }
            SessionAction::ShowHand => {
                self.playing_seat(actor)?;
                Ok(Step { write: None, events: vec![Event::HandRequested(actor.user.clone())] })
            }
        }
    }

    fn playing_seat(&self, actor: &Actor) -> Result<u8, SessionError> {
        let seat = self.seat_of(&actor.user).ok_or(SessionError::NotSeated)?;
        match self.phase {
            Phase::Playing { .. } => Ok(seat),
            Phase::Finished { .. } => Err(SessionError::Move(MoveError::MatchOver)),
            Phase::Lobby => Err(SessionError::NotPlaying),
        }
    }

    fn join(&mut self, actor: &Actor) -> Result<Step, SessionError> {
        self.lobby_only()?;
        if self.seat_of(&actor.user).is_some() {
            return Err(SessionError::AlreadySeated);
        }
        if !self.seat_free() {
            return Err(SessionError::TableFull);
        }
        let name = shown_actor(actor);
        self.seats.push(SeatKind::Human { user: actor.user.clone(), name: name.clone() });
        Ok(lobby_step(Notice::Joined { name }))
    }

    fn leave(&mut self, actor: &Actor) -> Result<Step, SessionError> {
        self.lobby_only()?;
        let seat = self.seat_of(&actor.user).ok_or(SessionError::NotSeated)?;
        let name = self.seat_name(seat);
        self.seats.remove(usize::from(seat));
        let mut step = lobby_step(Notice::Left { name });
        if actor.user == self.creator {
            match self.seats.iter().find_map(|s| match s {
                SeatKind::Human { user, name } => Some((user.clone(), name.clone())),
                SeatKind::Computer { .. } => None,
            }) {
                Some((user, name)) => {
                    self.creator = user;
                    self.creator_name = name;
                }
                None => {
                    self.closed = true;
                    step.events.push(Event::Notice(Audience::Public, Notice::Closed));
                }
            }
        }
        Ok(step)
    }

    fn add_computer(&mut self, actor: &Actor, level: Level) -> Result<Step, SessionError> {
        self.lobby_only()?;
        self.seat_of(&actor.user).ok_or(SessionError::NotSeated)?;
        if !self.seat_free() {
            return Err(SessionError::TableFull);
        }
        self.seats.push(SeatKind::Computer { level });
        let name = self.seat_name((self.seats.len() - 1) as u8);
        Ok(lobby_step(Notice::ComputerAdded { name }))
    }

    fn remove_computer(&mut self, actor: &Actor, seat: u8) -> Result<Step, SessionError> {
        self.lobby_only()?;
        if actor.user != self.creator {
            return Err(SessionError::NotCreator { creator: self.creator_name.clone() });
        }
        match self.seats.get(usize::from(seat)) {
            Some(SeatKind::Computer { .. }) => {
                let name = self.seat_name(seat);
                self.seats.remove(usize::from(seat));
                Ok(lobby_step(Notice::ComputerRemoved { name }))
            }
            _ => Err(SessionError::NoComputerThere(seat)),
        }
    }

    /// Starts the match; empty seats get computers of `level`.
    pub(crate) fn start(
        &mut self,
        actor: &Actor,
        level: Level,
        seed: u64,
        now: i64,
    ) -> Result<Step, SessionError> {
        self.lobby_only()?;
        if actor.user != self.creator {
            return Err(SessionError::NotCreator { creator: self.creator_name.clone() });
        }
        while self.seats.len() < usize::from(self.rules.players) {
            self.seats.push(SeatKind::Computer { level });
        }
        Ok(self.begin(seed, now))
    }

    fn begin(&mut self, seed: u64, now: i64) -> Step {
        let seed = self.first_seed.take().unwrap_or(seed);
        self.rules = self.rules.for_new_match();
        let game = Match::new(self.rules.clone(), seed);
        let create = NewMatch {
            channel: self.channel.clone(),
            board: self.board.clone(),
            rules: self.rules.clone(),
            seed,
            seats: self.seats.clone(),
            turn_timer: self.turn_timer,
            created_at: now,
        };
        self.phase = Phase::Playing { game, id: None };
        self.away = [false; 4];
        self.expiries = [0; 4];
        self.stood_in = [StoodIn::default(); 4];
        self.nobody_home_since = None;
        // A new match: its row holds no away state yet.
        self.stored_away_state = AwayState::default();
        self.last_move = None;
        self.played.clear();
        self.rematch_by = None;
        self.rematch_of = None;
        Step {
            write: Some(Write::Create(create)),
            events: vec![
                Event::Started,
                Event::Notice(Audience::Public, Notice::Started),
                Event::Dealt,
            ],
        }
    }

    fn rematch(&mut self, actor: &Actor, seed: u64, now: i64) -> Result<Step, SessionError> {
        let seat = self.seat_of(&actor.user);
        match (&self.phase, self.rematch_of, seat) {
            (Phase::Finished { .. }, _, _) => {}
            // Two players pressing Rematch at once: the second is in the game the first began
            // (until they play a card in it: then it is just the game in play).
            (Phase::Playing { game, .. }, Some((_, by_seat)), Some(seat))
                if !game.log().iter().any(|m| m.seat == seat) =>
            {
                return Err(self
                    .rematch_refusal(seat, by_seat)
                    .unwrap_or(SessionError::NotFinished))
            }
            (Phase::Playing { .. }, _, _) => return Err(SessionError::NotFinished),
            (Phase::Lobby, _, _) => return Err(SessionError::NotPlaying),
        }
        let seat = seat.ok_or(SessionError::RematchNotSeated)?;
        let previous = self.match_id();
        let mut step = self.begin(seed, now);
        // The others did not ask for it: the table says who did, by the seat's name (as
        // every notice of a seated person; their display name may have changed since).
        let name = self.seat_name(seat);
        for event in &mut step.events {
            if let Event::Notice(_, notice @ Notice::Started) = event {
                *notice = Notice::Rematch { name: name.clone() };
            }
        }
        self.rematch_by = Some(name);
        self.rematch_of = previous.map(|game| (game, seat));
        Ok(step)
    }

    fn abort(&mut self, actor: &Actor, now: i64) -> Result<Step, SessionError> {
        if actor.user != self.creator && !actor.is_admin {
            return Err(SessionError::NotCreatorOrAdmin { creator: self.creator_name.clone() });
        }
        let notice = Notice::Aborted { by: shown_actor(actor) };
        match std::mem::replace(&mut self.phase, Phase::Lobby) {
            Phase::Lobby => {
                self.closed = true;
                Ok(Step { write: None, events: vec![Event::Notice(Audience::Public, notice)] })
            }
            Phase::Playing { game, id } => {
                let scores = game.scores().to_vec();
                let write = id.map(|game| Write::Finish {
                    game,
                    finish: Finish { outcome: FinishOutcome::Aborted, scores, at: now },
                });
                let ending = Ending::Aborted(shown_actor(actor), actor.user.clone());
                self.phase = Phase::Finished { game, id, ending };
                Ok(Step {
                    write,
                    events: vec![Event::MatchOver, Event::Notice(Audience::Public, notice)],
                })
            }
            finished @ Phase::Finished { .. } => {
                self.phase = finished;
                Err(SessionError::NotPlaying)
            }
        }
    }

    fn lobby_only(&self) -> Result<(), SessionError> {
        match self.phase {
            Phase::Lobby => Ok(()),
            _ => Err(SessionError::AlreadyStarted),
        }
    }

    /// Applies one match move for `seat`; `by_computer` marks a stand-in's move.
    fn play(
        &mut self,
        seat: u8,
        action: Action,
        by_computer: bool,
        now: i64,
    ) -> Result<Step, SessionError> {
        let name = self.seat_name(seat);
        let Phase::Playing { game, id } = &mut self.phase else {
            return Err(SessionError::NotPlaying);
        };
        let mv = Move { seat, action };
        let outcome = game.apply(mv.clone())?;
        let seq = game.log().len() as u64 - 1;
        let mut events = Vec::new();
        match &mv.action {
            Action::Play { card, take } => {
                let view = MoveView {
                    seat,
                    name,
                    card: *card,
                    take: *take,
                    tabla: outcome.played.tabla,
                    tabla_points: outcome.played.tabla_points,
                    sweep: outcome.played.sweep,
                    by_computer,
                    dealt: outcome.played.dealt,
                };
                let person =
                    matches!(self.seats.get(usize::from(seat)), Some(SeatKind::Human { .. }));
                // A seat not away is played for only because its time ran out.
                let lapse = !self.away.get(usize::from(seat)).copied().unwrap_or(false);
                if let Some(stood_in) = self.stood_in.get_mut(usize::from(seat)) {
                    match (person, by_computer) {
                        // Their time ran out again after they came back: a new absence.
                        (true, true) if stood_in.back.is_some() => *stood_in = StoodIn::default(),
                        // Only cards played while away are summed up: each lapse's card is
                        // told on its own (⏱), and "while you were away" would repeat it.
                        (true, true) if !lapse => stood_in.add(take.len()),
                        (true, true) => {}
                        // The card by which they came back keeps the summary for its drawing.
                        (_, false) if stood_in.back == Some(seq) => stood_in.last = None,
                        (_, false) => *stood_in = StoodIn::default(),
                        (false, true) => {}
                    }
                    if person && by_computer {
                        let tabla = outcome.played.tabla;
                        let card = *card;
                        let take = *take;
                        stood_in.last = Some(StoodInMove { card, take, tabla, lapse });
                    }
                }
                self.last_move = Some(view.clone());
                events.push(Event::Moved(view));
            }
            Action::Redeal => {
                if !by_computer {
                    // Their own decision: they have acted.
                    if let Some(stood_in) = self.stood_in.get_mut(usize::from(seat)) {
                        stood_in.last = None;
                    }
                }
                events.push(Event::Notice(Audience::Public, Notice::Redealt { name }));
                events.push(Event::Dealt);
            }
            Action::Claim => {
                let side = self.rules.side_of(seat);
                let won =
                    matches!(game.status(), Status::Won { side: s, .. } if usize::from(s) == side);
                let total = game.claim_total(side);
                events.push(Event::Notice(
                    Audience::Public,
                    Notice::Claimed { name, total, correct: won },
                ));
            }
            Action::Resign => {
                events.push(Event::Notice(Audience::Public, Notice::Resigned { name }))
            }
        }
        if outcome.played.dealt {
            events.push(Event::Dealt);
        }
        if let Some(result) = &outcome.hand_result {
            events.push(Event::HandOver(result.clone()));
            if !outcome.match_over {
                // A new hand: the last move's card may now be in someone's new hand.
                self.last_move = None;
                events.push(Event::Dealt);
            }
        }
        let finish = outcome.match_over.then(|| played_finish(game, now));
        let write = id.map(|game| Write::Append {
            game,
            seq,
            mv,
            hand: outcome.hand_result.clone(),
            finish: finish.clone(),
        });
        if outcome.match_over {
            events.push(Event::MatchOver);
            if let Phase::Playing { game, id } = std::mem::replace(&mut self.phase, Phase::Lobby) {
                self.phase = Phase::Finished { game, id, ending: Ending::Played };
            }
        }
        let moved = events.iter().find_map(|e| match e {
            Event::Moved(view) => Some(view.clone()),
            _ => None,
        });
        if let Some(view) = moved {
            self.keep_played(view, outcome.hand_result);
        }
        Ok(Step { write, events })
    }

    /// Keeps a card just played (and the hand scoring it brought) for the hands' lists of
    /// cards played since their reader's last one.
    fn keep_played(&mut self, mv: MoveView, hand_result: Option<crate::game::HandResult>) {
        let players = usize::from(self.rules.players);
        let ended = hand_result.map(|result| {
            let scores = self.game().map(|g| g.scores().to_vec()).unwrap_or_default();
            Box::new(self.hand_over_view(result, scores, Some(mv.clone())))
        });
        // Room for two rounds once, not grown in steps (every live game keeps one of these).
        if self.played.capacity() == 0 {
            self.played.reserve_exact(2 * players);
        }
        self.played.push_back(PlayedMove { mv, ended });
        // Two rounds: a seat's last card can be that far back across a hand's end (the lead
        // moves on with the dealer).
        while self.played.len() > 2 * players {
            self.played.pop_front();
        }
    }

    /// What `seat`'s hand lists as played since its last card: the cards kept from it on,
    /// and whether it has made no move in this match yet (then every card kept).
    fn played_since(&self, game: &Match, seat: u8) -> (Vec<PlayedMove>, bool) {
        let first_card = !game.log().iter().any(|m| m.seat == seat);
        let from = self.played.iter().rposition(|p| p.mv.seat == seat);
        let since = match from {
            Some(from) => self.played.iter().skip(from).cloned().collect(),
            // Their last card was a redeal's (not kept), or fell out of the window (it cannot
            // with a card from every seat each round): none rather than some.
            None if !first_card => Vec::new(),
            None => self.played.iter().cloned().collect(),
        };
        (since, first_card)
    }

    /// The level the computer plays a seat at, if the computer plays it now: a computer's own
    /// level, or the stand-in's for an absent person.
    fn computer_level(&self, seat: u8) -> Option<Level> {
        match self.seats.get(usize::from(seat))? {
            SeatKind::Computer { level } => Some(*level),
            SeatKind::Human { .. } if self.away[usize::from(seat)] => Some(STAND_IN_LEVEL),
            SeatKind::Human { .. } => None,
        }
    }

    /// Whether a computer (or the computer playing for someone away) is to act now: to move,
    /// or to claim. The registry runs them at once and, when that failed, again a little later.
    pub fn computers_to_act(&self) -> bool {
        self.computer_to_move().is_some() || self.computer_claimant().is_some()
    }

    /// The match, seat and level of a computer to move now (one playing for someone away
    /// included); none while every person is away: no one would watch, and the match waits
    /// for a person to come back.
    fn computer_to_move(&self) -> Option<(&Match, u8, Level)> {
        let Phase::Playing { game, .. } = &self.phase else { return None };
        if self.nobody_home() {
            return None;
        }
        let seat = game.to_move()?;
        Some((game, seat, self.computer_level(seat)?))
    }

    /// The computer's turn to think, when the seat to play is a computer or an absent person:
    /// an owned snapshot that [`ComputerTurn::decide`] can work on with the session unlocked.
    pub fn computer_turn(&self) -> Option<ComputerTurn> {
        let (game, seat, level) = self.computer_to_move()?;
        Some(ComputerTurn {
            seat,
            level,
            view: game.seat_view(seat),
            seed: ai_seed(game, seat),
            at: position_of(game),
        })
    }

    /// Applies a decision worked out for `turn`. `None` when the game has moved on since the
    /// turn was taken (a command came in meanwhile): the decision is stale and is dropped.
    pub fn apply_computer(
        &mut self,
        turn: &ComputerTurn,
        (card, take): (Card, CardSet),
        now: i64,
    ) -> Option<Result<Step, SessionError>> {
        let Phase::Playing { game, .. } = &self.phase else { return None };
        if position_of(game) != turn.at || game.to_move() != Some(turn.seat) {
            return None;
        }
        self.computer_level(turn.seat)?;
        let by_computer =
            matches!(self.seats.get(usize::from(turn.seat)), Some(SeatKind::Human { .. }));
        Some(self.play(turn.seat, Action::Play { card, take }, by_computer, now))
    }

    /// A computer seat whose side could claim the match now and be right. Only a computer
    /// player claims: never the computer standing in for an away person (that is the person's
    /// own decision), and nothing happens while every person is away.
    pub fn computer_claimant(&self) -> Option<u8> {
        let Phase::Playing { game, .. } = &self.phase else { return None };
        // Whether claims are open at all (the rules, a short game, a tie-break hand) is the
        // match's to say, in `claim_would_win`.
        if self.nobody_home() {
            return None;
        }
        (0..self.rules.players).find(|&seat| {
            matches!(self.seats.get(usize::from(seat)), Some(SeatKind::Computer { .. }))
                && game.claim_would_win(self.rules.side_of(seat))
        })
    }

    /// A computer seat, to move with the first cards of a hand that it may reject (Tabinet's
    /// redeal), that rejects them. Only a computer player: rejecting an away person's cards is
    /// that person's decision, as a claim is. Cheap enough to decide under the session's lock.
    pub fn computer_redealer(&self) -> Option<u8> {
        let (game, seat, level) = self.computer_to_move()?;
        if !matches!(self.seats.get(usize::from(seat)), Some(SeatKind::Computer { .. })) {
            return None;
        }
        // Asked before every computer move: the seat's view is built only when it may reject.
        if !game.hand().can_redeal(game.rules(), seat) {
            return None;
        }
        let view = game.seat_view(seat);
        ai::wants_redeal(level, ai_seed(game, seat), &view).then_some(seat)
    }

    /// The computer rejects its first cards, when [`Session::computer_redealer`] says it does.
    pub fn apply_computer_redeal(&mut self, now: i64) -> Option<Result<Step, SessionError>> {
        let seat = self.computer_redealer()?;
        Some(self.play(seat, Action::Redeal, true, now))
    }

    /// Whether a computer acts now without thinking off the lock: it claims, or rejects its
    /// first cards.
    pub fn computer_acts_at_once(&self) -> bool {
        self.computer_claimant().is_some() || self.computer_redealer().is_some()
    }

    /// Applies what [`Session::computer_acts_at_once`] found: the claim first.
    pub fn apply_computer_at_once(&mut self, now: i64) -> Option<Result<Step, SessionError>> {
        match self.apply_computer_claim(now) {
            Some(claimed) => Some(claimed),
            None => self.apply_computer_redeal(now),
        }
    }

    /// The computer claims the match for its side the moment it has reached the target.
    pub fn apply_computer_claim(&mut self, now: i64) -> Option<Result<Step, SessionError>> {
        let seat = self.computer_claimant()?;
        Some(self.play(seat, Action::Claim, true, now))
    }

    /// The computer's move for the seat to play, when that seat is a computer or an absent
    /// person. Deterministic: the choice follows the match seed and the move number.
    pub fn automatic_move(&mut self) -> Option<(u8, Card, CardSet)> {
        let turn = self.computer_turn()?;
        let (card, take) = turn.decide()?;
        Some((turn.seat, card, take))
    }

    /// Applies the computer's move for the seat to play (see [`Session::automatic_move`]),
    /// thinking on the calling thread.
    pub fn apply_automatic(&mut self, now: i64) -> Option<Result<Step, SessionError>> {
        let turn = self.computer_turn()?;
        let play = turn.decide()?;
        self.apply_computer(&turn, play, now)
    }

    /// The turn of `expected` ran out: the computer plays for that person.
    pub fn apply_timeout(&mut self, expected: Seq, now: i64) -> Result<Step, SessionError> {
        let current = self.seq().ok_or(SessionError::NotPlaying)?;
        if current != expected {
            return Err(SessionError::Stale { current });
        }
        let seat = self.waiting_for_person().ok_or(SessionError::NotPlaying)?;
        let Phase::Playing { game, .. } = &mut self.phase else {
            return Err(SessionError::NotPlaying);
        };
        let (_, card, take) =
            computer_choice(game, seat, STAND_IN_LEVEL).ok_or(SessionError::NotPlaying)?;
        let i = usize::from(seat);
        let mut step = self.play(seat, Action::Play { card, take }, true, now)?;
        self.expiries[i] += 1;
        // A card that ended the match leaves nobody away: nothing is played for them any more.
        let now_away = self.is_playing() && self.expiries[i] >= EXPIRIES_BEFORE_AWAY;
        self.away[i] = now_away;
        if self.nobody_home() && self.nobody_home_since.is_none() {
            self.nobody_home_since = Some(now);
        }
        let name = self.seat_name(seat);
        step.events.push(Event::Notice(Audience::Public, Notice::TimedOut { name, now_away }));
        Ok(step)
    }

    /// Nobody came back in time: the match ends without a winner and counts for no one.
    pub fn apply_adjourn(&mut self, now: i64) -> Result<Step, SessionError> {
        if !self.nobody_home() {
            return Err(SessionError::NotPlaying);
        }
        let Phase::Playing { game, id } = std::mem::replace(&mut self.phase, Phase::Lobby) else {
            return Err(SessionError::NotPlaying);
        };
        let scores = game.scores().to_vec();
        let write = id.map(|game| Write::Finish {
            game,
            finish: Finish { outcome: FinishOutcome::Adjourned, scores, at: now },
        });
        self.phase = Phase::Finished { game, id, ending: Ending::Adjourned };
        self.last_active = now;
        Ok(Step {
            write,
            // The result says it: no notice repeats it.
            events: vec![Event::MatchOver],
        })
    }

    /// Turns events into effects: moves and notices in order, then the table and the hands.
    pub fn render(&mut self, events: Vec<Event>) -> Vec<Effect> {
        let mut effects = Vec::new();
        let mut table_changed = false;
        let mut hands_for: Vec<UserRef> = Vec::new();
        let mut all_hands = false;
        // The move a hand's end follows (in the same batch), for its scoring to name.
        let mut moved: Option<MoveView> = None;
        let mut moved_card = false;
        for event in events {
            match event {
                Event::Lobby | Event::Started => table_changed = true,
                Event::Dealt => {
                    all_hands = true;
                    table_changed = true;
                }
                Event::Moved(view) => {
                    if let Some(user) =
                        self.seats.get(usize::from(view.seat)).and_then(SeatKind::user)
                    {
                        hands_for.push(user.clone());
                    }
                    moved = Some(view.clone());
                    moved_card = true;
                    effects.push(Effect::Move(view));
                    table_changed = true;
                }
                Event::HandOver(result) => {
                    let scores = self.game().map(|g| g.scores().to_vec()).unwrap_or_default();
                    effects.push(Effect::HandOver(self.hand_over_view(
                        result,
                        scores,
                        moved.take(),
                    )));
                }
                Event::MatchOver => {
                    if let Some(end) = self.end() {
                        effects.push(Effect::MatchOver(end));
                    }
                    table_changed = true;
                }
                Event::Notice(to, notice) => effects.push(Effect::Notice { to, notice }),
                Event::HandRequested(user) => hands_for.push(user),
                Event::Resumed => {
                    table_changed = true;
                    all_hands = true;
                }
            }
        }
        if table_changed {
            effects.push(Effect::Table(self.table_view()));
        }
        if self.is_playing() {
            // The player to move always gets their choices. One who is away gets them too when
            // the table moved (no turn is told them): else their hand would go on saying whom
            // they wait for while the game, everyone away, waits for them.
            let away_to_move = self.game().and_then(Match::to_move).filter(|_| table_changed);
            if let Some(seat) = self.waiting_for_person().or(away_to_move) {
                if let Some(user) = self.seats.get(usize::from(seat)).and_then(SeatKind::user) {
                    hands_for.push(user.clone());
                }
            }
            // At a table of three or four, a card played changes whose turn every waiting hand
            // names and the table under it: not only the mover's and the next one's.
            let many = self.seats.len() > 2 && moved_card;
            if all_hands || many {
                hands_for.extend(self.seats.iter().filter_map(SeatKind::user).cloned());
            }
        }
        let mut seen = Vec::new();
        for user in hands_for {
            if seen.contains(&user) {
                continue;
            }
            if let Some(view) = self.hand_view(&user) {
                effects.push(Effect::Hand { user: user.clone(), view });
            }
            seen.push(user);
        }
        if let Some(turn) = self.turn() {
            effects.push(Effect::Turn(turn));
        }
        effects
    }

    /// The turn of the person to move, if one must act now (not a computer, not a person the
    /// computer plays for).
    pub fn turn(&self) -> Option<TurnView> {
        let seat = self.waiting_for_person()?;
        let user = self.seats.get(usize::from(seat)).and_then(SeatKind::user)?.clone();
        let (name, seq, deadline) = (self.seat_name(seat), self.seq()?, self.turn_deadline());
        Some(TurnView { user, seat, name, seq, deadline })
    }

    /// How the match ended, once it has.
    pub fn end(&self) -> Option<MatchEnd> {
        let Phase::Finished { game, ending, .. } = &self.phase else { return None };
        match ending {
            Ending::Aborted(by, user) => {
                return Some(MatchEnd::Aborted { by: by.clone(), user: user.clone() })
            }
            Ending::Adjourned => return Some(MatchEnd::Adjourned),
            Ending::Played => {}
        }
        Some(match game.status() {
            Status::Won { side, reason } => {
                let by = EndedBy::of(reason, game.log().last(), |seat| self.seat_name(seat));
                MatchEnd::Won { side, names: self.side_names(side), reason, by }
            }
            Status::Drawn | Status::Playing => MatchEnd::Drawn,
        })
    }

    fn side_names(&self, side: u8) -> Vec<String> {
        (0..self.seats.len() as u8)
            .filter(|&seat| self.rules.side_of(seat) == usize::from(side))
            .map(|seat| self.seat_name(seat))
            .collect()
    }

    /// A scored hand as every view shows it: its sides' names, the match `scores` after it,
    /// the move that ended it, and whether the leaders are now level at the target.
    fn hand_over_view(
        &self,
        result: crate::game::HandResult,
        scores: Vec<u32>,
        last_move: Option<MoveView>,
    ) -> HandOverView {
        HandOverView {
            result,
            sides: (0..self.rules.sides() as u8).map(|s| self.side_names(s)).collect(),
            level_at_target: crate::game::level_at_target(&self.rules, &scores),
            scores,
            last_move,
        }
    }

    fn move_view(&self, mv: &Move, by_computer: bool) -> Option<MoveView> {
        let Action::Play { card, take } = mv.action else { return None };
        Some(MoveView {
            seat: mv.seat,
            name: self.seat_name(mv.seat),
            card,
            take,
            tabla: false,
            tabla_points: 0,
            sweep: self.rules.sweeps(card.rank()) && !take.is_empty(),
            by_computer,
            dealt: false,
        })
    }

    /// The public table. It carries no card of any hand.
    pub fn table_view(&self) -> TableView {
        let game = self.game();
        let hand = game.map(Match::hand);
        let scored = game
            .and_then(|g| g.results().last())
            .filter(|r| hand.is_some_and(|h| h.number == r.number));
        let sides = self.rules.sides();
        let in_play = hand.filter(|_| scored.is_none() && self.is_playing());
        let points = PointMasks::new(self.rules.card_points);
        let seats = (0..self.seats.len().max(usize::from(self.rules.players)))
            .filter_map(|i| {
                let kind = self.seats.get(i)?;
                Some(SeatInfo {
                    seat: i as u8,
                    name: self.seat_name(i as u8),
                    computer: matches!(kind, SeatKind::Computer { .. }),
                    away: self.away.get(i).copied().unwrap_or(false),
                    cards: hand.map_or(0, |h| h.hands[i].len()),
                    side: self.rules.side_of(i as u8) as u8,
                })
            })
            .collect();
        let phase = match &self.phase {
            Phase::Lobby => PhaseView::Lobby,
            Phase::Playing { .. } => PhaseView::Playing,
            Phase::Finished { ending: Ending::Aborted(..), .. } => PhaseView::Aborted,
            Phase::Finished { ending: Ending::Adjourned, .. } => PhaseView::Adjourned,
            Phase::Finished { .. } => PhaseView::Finished,
        };
        TableView {
            channel: self.channel.clone(),
            phase,
            variant: self.rules.variant,
            options: self.rules.overrides(),
            target: self.rules.target,
            players: self.rules.players,
            partnerships: self.rules.partnerships,
            creator: self.creator_name.clone(),
            seats,
            table: hand.map_or(CardSet::EMPTY, |h| h.table),
            // Nobody is to move once the match has ended (however it ended).
            to_move: game.filter(|_| self.is_playing()).and_then(Match::to_move),
            last_move: self.last_move.clone(),
            captured: (0..sides).map(|s| hand.map_or(0, |h| h.captured[s].len())).collect(),
            tablas: (0..sides).map(|s| hand.map_or(0, |h| h.tablas[s])).collect(),
            // Once the hand is scored (the match's last hand, left on the table), its result:
            // the running count lacks the end's points (most cards, the last capture's cards),
            // and "15 this hand" beside "Hand 1: 18" reads as a mistake.
            hand_points: (0..sides)
                .map(|s| match scored {
                    Some(result) => result.total.get(s).copied().unwrap_or(0),
                    None => hand.map_or(0, |h| points.points(h.captured[s]) + h.bonus_now[s]),
                })
                .collect(),
            // Only while the hand is played: a scored hand has credited all its tablas, and a
            // match that ended in a hand (a claim, a resignation) credits none still to come.
            late_tablas: in_play.map(|h| h.policy.rule()).filter(|r| *r != LateTablas::Always),
            tie_break: in_play.is_some()
                && game.is_some_and(|g| crate::game::level_at_target(&self.rules, g.scores())),
            tabla_points_later: (0..sides)
                .map(|s| in_play.map_or(0, |h| h.bonus_later[s]))
                .collect(),
            tabla_points_open: match in_play {
                Some(h) if h.policy.rule() == LateTablas::CapAt90 => {
                    (0..sides).map(|s| h.tabla_room(s)).collect()
                }
                _ => Vec::new(),
            },
            leftover: scored.and_then(|r| r.leftover),
            scores: match &self.phase {
                Phase::Lobby => vec![0; sides],
                Phase::Playing { game, .. } => game.scores().to_vec(),
                Phase::Finished { game, .. } => game.final_scores(),
            },
            hand_number: hand.map_or(0, |h| h.number),
            stock: hand.map_or(0, |h| h.stock.len() as u32),
            seq: self.seq(),
            end: self.end(),
            turn_seconds: self.turn_timer.map(|d| d.as_secs()),
            turn_deadline: self.turn_deadline(),
        }
    }

    /// A person's private view of their hand, if they have a seat in a stored match.
    pub fn hand_view(&self, user: &UserRef) -> Option<HandView> {
        let seat = self.seat_of(user)?;
        let seq = self.seq()?;
        let channel = self.channel.clone();
        let playing = self.is_playing();
        let (Phase::Playing { game, .. } | Phase::Finished { game, .. }) = &self.phase else {
            return None;
        };
        let your_turn = playing && game.to_move() == Some(seat);
        let hand = game.hand().hands[usize::from(seat)];
        let table = game.hand().table;
        let listed = if your_turn { legal_captures(game) } else { Vec::new() };
        let partial = listed.iter().filter(|(_, l)| !l.complete).map(|(c, _)| *c).collect();
        let legal: Vec<_> = listed.into_iter().map(|(c, l)| (c, l.options)).collect();
        let forced = game.rules().forced_capture;
        let may_trail = legal.iter().map(|(c, opts)| (*c, !forced || opts.is_empty())).collect();
        let side = game.rules().side_of(seat);
        let partner_names = (0..self.seats.len() as u8)
            .filter(|&s| s != seat && game.rules().partnerships && game.rules().side_of(s) == side)
            .map(|s| self.seat_name(s))
            .collect();
        // Not where a claim would be refused: a short game, or a hand that breaks a tie.
        let can_claim = playing && game.claims_open();
        let stood_in = self.stood_in.get(usize::from(seat));
        let away = self.away.get(usize::from(seat)).copied().unwrap_or(false);
        let played_for_you = stood_in
            .filter(|s| playing && s.back.is_some() && s.moves > 0)
            .filter(|_| !away)
            .map(|s| PlayedForYou { moves: s.moves, taken: s.taken });
        let stood_in_last = stood_in.and_then(|s| s.last).filter(|_| played_for_you.is_none());
        // Their own clock: only while it runs for them (not while the computer plays for them).
        let timed = your_turn && self.waiting_for_person() == Some(seat);
        let lapses = self.expiries.get(usize::from(seat)).copied().unwrap_or(0);
        let (since, first_card) = self.played_since(game, seat);
        // The others read who asked for the rematch until their first move in it.
        let rematch_by = self
            .rematch_of
            .filter(|(_, by)| *by != seat && first_card)
            .and(self.rematch_by.clone());
        Some(HandView {
            channel,
            seat,
            hand,
            table,
            your_turn,
            legal,
            partial,
            may_trail,
            can_redeal: your_turn && game.hand().can_redeal(game.rules(), seat),
            can_claim,
            claim_total: game.claim_total(side),
            partners: game.rules().partnerships,
            partner_names,
            target: game.rules().target,
            seq,
            played_for_you,
            // Said until they act, new cards or the end included: what became of their card
            // (the hand may be drawn only after the computers dealt or ended it).
            stood_in_move: stood_in_last.map(|m| MoveView {
                seat,
                name: self.seat_name(seat),
                card: m.card,
                take: m.take,
                tabla: m.tabla,
                tabla_points: 0,
                sweep: false,
                by_computer: true,
                dealt: false,
            }),
            stood_in_why: stood_in_last.map(|m| {
                if m.lapse {
                    // Back from away, their count starts afresh: the lapse was the one that
                    // made them away (only lapses do).
                    let back = stood_in.is_some_and(|s| s.back.is_some());
                    let lapses_left =
                        if back { 0 } else { EXPIRIES_BEFORE_AWAY.saturating_sub(lapses) };
                    let mut others = self.seats.iter().enumerate().filter(|(i, s)| {
                        *i != usize::from(seat) && matches!(s, SeatKind::Human { .. })
                    });
                    let last_one_here =
                        others.all(|(i, _)| self.away.get(i).copied().unwrap_or(false));
                    StandIn::TimedOut { lapses_left, last_one_here }
                } else {
                    StandIn::Away
                }
            }),
            turn_seconds: self.turn_timer.map(|d| d.as_secs()).filter(|_| timed),
            turn_deadline: self.turn_deadline().filter(|_| timed),
            since,
            first_card,
            rematch_by,
        })
    }
}

/// The legal captures of each card of the seat to move, at most [`HAND_OPTIONS`] a card, as
/// [`Match::legal_captures`] lists them, without the match's cached generator (views are made
/// from a shared session).
fn legal_captures(game: &Match) -> Vec<(Card, crate::rules::Listing)> {
    let hand = game.hand();
    let mut gen = CaptureGen::new(game.rules());
    hand.hands[usize::from(hand.to_move)]
        .iter()
        .map(|card| (card, gen.listing(hand.table, card, HAND_OPTIONS)))
        .collect()
}

/// The end of a match played out, as the store records it.
fn played_finish(game: &Match, now: i64) -> Finish {
    Finish {
        outcome: match game.status() {
            Status::Won { side, .. } => FinishOutcome::Won { side },
            Status::Drawn | Status::Playing => FinishOutcome::Drawn,
        },
        scores: game.final_scores(),
        at: now,
    }
}

/// The name an actor is shown by: cleaned of hidden characters, at most 32 characters.
fn shown_actor(actor: &Actor) -> String {
    clean_name_or(&actor.name, &actor.user.id)
}

fn lobby_step(notice: Notice) -> Step {
    Step { write: None, events: vec![Event::Lobby, Event::Notice(Audience::Public, notice)] }
}

/// A computer's turn: what it may see, and what it needs to decide the same way every time.
#[derive(Clone, Debug)]
pub struct ComputerTurn {
    /// The seat to play.
    pub seat: u8,
    /// The level it plays at.
    pub level: Level,
    /// All the seat may see.
    pub view: SeatView,
    seed: u64,
    at: (u64, usize),
}

impl ComputerTurn {
    /// The play the computer makes. Pure and possibly slow (`hard` searches): run it off the
    /// async runtime, with the session unlocked.
    pub fn decide(&self) -> Option<(Card, CardSet)> {
        ai::decide(self.level, self.seed, &self.view)
    }
}

/// Which match and how far into it: a decision is applied only where it was made. Names the
/// match by [`seed_fold`], not by a plain mix of its seed: `mix` can be undone, and the seed
/// fixes every hidden card.
fn position_of(game: &Match) -> (u64, usize) {
    (seed_fold(game.seed()), game.log().len())
}

/// The computer's random seed for `seat`'s move now: it follows the match seed and the move
/// number, so a restarted game decides as before, without giving the match seed away.
fn ai_seed(game: &Match, seat: u8) -> u64 {
    rng::mix(seed_fold(game.seed()) ^ (game.log().len() as u64) << 8 ^ u64::from(seat))
}

/// A value that follows a match seed but does not give it back: two different mixes of it
/// added (each mix alone can be undone; their sum cannot simply be).
fn seed_fold(secret: u64) -> u64 {
    rng::mix(secret ^ 0x5DEE_CE66_D1CE_4E5B)
        .wrapping_add(rng::mix(secret.rotate_left(29) ^ 0xA076_1D64_78BD_642F))
}

/// What a computer of `level` plays for `seat`, seeing only that seat's view.
fn computer_choice(game: &Match, seat: u8, level: Level) -> Option<(u8, Card, CardSet)> {
    let (card, take) = ai::decide(level, ai_seed(game, seat), &game.seat_view(seat))?;
    Some((seat, card, take))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The SplitMix64 finaliser undone: what anyone who read a plain mix could do.
    fn unmix(mut z: u64) -> u64 {
        z ^= z >> 31 ^ z >> 62;
        z = z.wrapping_mul(0x3196_42B2_D24D_8EC3);
        z ^= z >> 27 ^ z >> 54;
        z = z.wrapping_mul(0x96DE_1B17_3F11_9089);
        z ^ z >> 30 ^ z >> 60
    }

    /// Ana and Bo, two people on Discord, and a channel for them.
    fn two_people() -> (Actor, Actor, ChannelKey) {
        let person = |id: &str, name: &str| Actor {
            user: UserRef::new(crate::ids::Platform::Discord, id),
            name: name.into(),
            is_admin: false,
        };
        let channel = ChannelKey::new(crate::ids::Platform::Discord, "g", "c");
        (person("a", "Ana"), person("b", "Bo"), channel)
    }

    /// `who` plays their first card, taking the first capture it has.
    fn play_first_card(s: &mut Session, who: &Actor) {
        let hand = s.hand_view(&who.user).unwrap();
        let card = hand.hand.iter().next().unwrap();
        let take = hand.captures_of(card).first().copied().unwrap_or(CardSet::EMPTY);
        s.apply(who, &SessionAction::Play { card, take }, None, 7, 0).unwrap();
    }

    /// Ana and Bo at a stored two-player Tablić match (seed 7, 30 s turns), its first card to
    /// play.
    fn stored_game_of_two() -> (Actor, Actor, Session) {
        let (ana, bo, channel) = two_people();
        let rules = Rules::build(crate::rules::Variant::Tablic, ["players=2"]).unwrap();
        let mut session = Session::lobby(channel, &ana, rules, Some(Duration::from_secs(30)));
        session.apply(&bo, &SessionAction::Join, None, 7, 0).unwrap();
        session.apply(&ana, &SessionAction::Start, None, 7, 0).unwrap();
        session.attach(crate::ids::MatchId(1));
        (ana, bo, session)
    }

    /// A second Rematch, once the first began the game: the asker is told who started it
    /// and that they are in it; someone without a seat is not.
    #[test]
    fn a_second_rematch_is_told_the_first_began_the_game() {
        let (ana, bo, mut session) = stored_game_of_two();
        session.apply(&ana, &SessionAction::Resign, None, 7, 0).unwrap();
        let finished = session.match_id().unwrap();
        let (_, _, channel) = two_people();
        let onlooker = Actor { user: UserRef::new(channel.platform, "c"), ..ana.clone() };
        let refused = session.apply(&onlooker, &SessionAction::Rematch, None, 8, 0);
        assert_eq!(refused.err(), Some(SessionError::RematchNotSeated));
        session.apply(&bo, &SessionAction::Rematch, None, 8, 0).unwrap();
        session.attach(crate::ids::MatchId(2));
        let again = session.apply(&ana, &SessionAction::Rematch, None, 9, 0);
        let by_bo = SessionError::RematchStarted { by: Some("Bo".into()) };
        assert_eq!(again.err(), Some(by_bo.clone()));
        assert_eq!(session.rematch_started(finished, &ana.user), Some(by_bo));
        let by_himself = SessionError::RematchStarted { by: None };
        assert_eq!(session.rematch_started(finished, &bo.user), Some(by_himself));
        assert_eq!(session.rematch_started(crate::ids::MatchId(2), &ana.user), None);
        assert_eq!(session.rematch_started(finished, &onlooker.user), None);
        let refused = session.apply(&onlooker, &SessionAction::Rematch, None, 9, 0);
        assert_eq!(refused.err(), Some(SessionError::NotFinished));
        // Once a card of hers is down, it is just the game in play.
        let hers = session.seat_of(&ana.user).unwrap();
        while !session.game().unwrap().log().iter().any(|m| m.seat == hers) {
            let seat = session.game().unwrap().to_move().unwrap();
            play_first_card(&mut session, if seat == hers { &ana } else { &bo });
        }
        let late = session.apply(&ana, &SessionAction::Rematch, None, 9, 0);
        assert_eq!(late.err(), Some(SessionError::NotFinished));
    }

    /// A partnership hand names the others on its side (seats 0 and 2 against 1 and 3); a
    /// game without partners names none.
    #[test]
    fn a_partners_hand_names_the_partner() {
        let (ana, bo, channel) = two_people();
        let rules = Rules::build(crate::rules::Variant::Tablic, ["players=4", "partners=yes"]);
        let mut session = Session::lobby(channel, &ana, rules.unwrap(), None);
        session.apply(&bo, &SessionAction::Join, None, 7, 0).unwrap();
        session.apply(&ana, &SessionAction::Start, None, 7, 0).unwrap();
        session.attach(crate::ids::MatchId(1));
        let partners = |who: &Actor| session.hand_view(&who.user).unwrap().partner_names;
        assert_eq!(partners(&ana), vec![session.seat_name(2)]);
        assert_eq!(partners(&bo), vec![session.seat_name(3)]);
        let line = crate::table::partner_line(
            &session.hand_view(&ana.user).unwrap(),
            crate::i18n::Lang::En,
        );
        assert_eq!(line, Some(format!("👥 Your partner: {}", session.seat_name(2))));
        // A computer partner is named in the reader's language.
        let hand = session.hand_view(&ana.user).unwrap();
        let line = crate::table::partner_line(&hand, crate::i18n::Lang::Hr).unwrap();
        assert!(line.starts_with("👥 Vaš partner: ") && !line.contains("Computer"), "{line}");
        let (ana, bo, alone) = stored_game_of_two();
        assert!(alone.hand_view(&ana.user).unwrap().partner_names.is_empty());
        assert!(alone.hand_view(&bo.user).unwrap().partner_names.is_empty());
    }

    /// The table's running score is what a claim would count while the match is played, in
    /// every hand (scored ones included), and the final score once it is over.
    #[test]
    fn the_running_score_counts_the_hand_in_play_as_a_claim_does() {
        let (ana, bo, mut session) = stored_game_of_two();
        let mut hands_scored = 0;
        while session.is_playing() {
            let table = session.table_view();
            for who in [&ana, &bo] {
                let hand = session.hand_view(&who.user).unwrap();
                let side = usize::from(hand.seat);
                assert_eq!(table.running_score(side), hand.claim_total, "move {:?}", table.seq);
            }
            hands_scored = table.hand_number - 1;
            let seat = session.game().unwrap().to_move().unwrap();
            play_first_card(&mut session, if seat == 0 { &ana } else { &bo });
        }
        assert!(hands_scored > 0, "the match went past its first hand");
        let table = session.table_view();
        for side in 0..2 {
            assert_eq!(table.running_score(side), table.scores[side]);
        }
    }

    /// A resignation mid-hand ends with the totals a claim would have counted, the hand in
    /// play included (they chose the winner), and the table's running score shows them.
    #[test]
    fn a_resignation_mid_hand_ends_with_the_hand_in_play_counted() {
        let (ana, bo, mut session) = stored_game_of_two();
        let totals = |s: &Session| {
            [&ana, &bo].map(|who| s.hand_view(&who.user).unwrap().claim_total).to_vec()
        };
        while totals(&session).iter().all(|&t| t == 0) {
            let seat = session.game().unwrap().to_move().unwrap();
            play_first_card(&mut session, if seat == 0 { &ana } else { &bo });
        }
        let counted = totals(&session);
        session.apply(&ana, &SessionAction::Resign, None, 7, 0).unwrap();
        let table = session.table_view();
        assert_eq!(table.scores, counted, "the final score counts the hand in play");
        assert_eq!([0, 1].map(|s| table.running_score(s)).to_vec(), counted);
    }

    /// What the computer played for someone away is summed up on their hand once they are
    /// back: through the card that brought them back, not after their next; a new absence
    /// starts a new count, and while away the hand shows no summary. The lapses that made
    /// them away are not in it: each was told as it happened.
    #[test]
    fn the_hand_sums_up_what_was_played_for_an_away_person_until_their_next_card() {
        let (ana, bo, mut session) = stored_game_of_two();
        let summary = |s: &Session, who: &Actor| s.hand_view(&who.user).unwrap().played_for_you;
        // Whoever is to move lets their turn run out twice: away, and no summary yet.
        let seat = session.game().unwrap().to_move().unwrap();
        let (away, other) = if seat == 0 { (&ana, &bo) } else { (&bo, &ana) };
        let play_other = |s: &mut Session| play_first_card(s, other);
        for _ in 0..2 {
            let seq = session.seq().unwrap();
            session.apply_timeout(seq, 0).unwrap();
            play_other(&mut session);
        }
        assert!(session.is_away(&away.user));
        // Back after the lapses alone: no summary, the last lapse is told instead.
        let mut lapsed_only = session.clone();
        lapsed_only.welcome_back(&away.user);
        let hand = lapsed_only.hand_view(&away.user).unwrap();
        assert_eq!(hand.played_for_you, None, "the lapses are not summed up");
        assert!(hand.stood_in_move.is_some_and(|m| m.by_computer));
        let why = hand.stood_in_why;
        assert_eq!(StoodInTold::of(why), StoodInTold::LapseAgain, "the lapse that made them away");
        // The computer plays two cards for them while away.
        for _ in 0..2 {
            session.apply_automatic(0).unwrap().unwrap();
            play_other(&mut session);
        }
        assert_eq!(summary(&session, away), None, "no summary while away");
        // Back: the summary of both cards, still there after the card they come back with.
        session.welcome_back(&away.user);
        assert_eq!(summary(&session, away).map(|p| p.moves), Some(2));
        play_first_card(&mut session, away);
        assert_eq!(summary(&session, away).map(|p| p.moves), Some(2));
        play_other(&mut session);
        // Their time runs out once more: a new absence, counted afresh, then their own card.
        let seq = session.seq().unwrap();
        session.apply_timeout(seq, 0).unwrap();
        assert_eq!(summary(&session, away), None, "the old summary is gone");
        play_other(&mut session);
        play_first_card(&mut session, away);
        assert_eq!(summary(&session, away), None);
    }

    /// The card the computer played for someone whose time ran out is on their hand in every
    /// drawing (a new answer too) until they act, through the others' moves and new cards
    /// (the computers may have dealt them before the hand was drawn); it gives way to the
    /// summary once they are back, and is kept with who is away (a restart keeps saying it).
    #[test]
    fn the_card_played_for_someone_stays_on_their_hand_until_they_act() {
        let (ana, bo, mut session) = stored_game_of_two();
        let said = |s: &Session, who: &Actor| s.hand_view(&who.user).unwrap().stood_in_move;
        let seat = session.game().unwrap().to_move().unwrap();
        let (late, other) = if seat == 0 { (&ana, &bo) } else { (&bo, &ana) };
        assert_eq!(said(&session, late), None);
        let seq = session.seq().unwrap();
        session.apply_timeout(seq, 0).unwrap();
        let played = session.last_move.clone().unwrap();
        let shown = said(&session, late).expect("the card played for them");
        assert_eq!((shown.card, shown.take, shown.by_computer), (played.card, played.take, true));
        assert_eq!(said(&session, other), None, "only on their own hand");
        // The other plays: still said; kept with who is away.
        play_first_card(&mut session, other);
        assert_eq!(said(&session, late).map(|m| m.card), Some(played.card));
        let (_, stored) = session.away_state_to_store().unwrap();
        assert_eq!(stored.seats[usize::from(seat)].last_for_you.map(|l| l.0), Some(played.card));
        // Their own card: gone.
        play_first_card(&mut session, late);
        assert_eq!(said(&session, late), None);
        // Away (two turns run out): the last card said; back, the summary instead.
        for _ in 0..2 {
            play_first_card(&mut session, other);
            let seq = session.seq().unwrap();
            session.apply_timeout(seq, 0).unwrap();
        }
        assert!(session.is_away(&late.user));
        assert!(said(&session, late).is_some(), "while away");
        // A card played for them while away: back, the summary instead.
        play_first_card(&mut session, other);
        session.apply_automatic(0).unwrap().unwrap();
        session.welcome_back(&late.user);
        let hand = session.hand_view(&late.user).unwrap();
        assert_eq!((hand.played_for_you.map(|p| p.moves), hand.stood_in_move), (Some(1), None));
        // New cards dealt: the last card played for them is still said.
        let mut dealt = false;
        let mut played_for_late = None;
        while !dealt && session.is_playing() {
            let to_move = session.game().unwrap().to_move().unwrap();
            let seq = session.seq().unwrap();
            if to_move == seat {
                session.apply_timeout(seq, 0).unwrap();
                played_for_late = session.last_move.as_ref().map(|m| m.card);
            } else {
                play_first_card(&mut session, other);
            }
            dealt = session.last_move.as_ref().is_some_and(|m| m.dealt);
        }
        assert!(dealt && played_for_late.is_some(), "new cards were dealt after a timeout");
        assert_eq!(said(&session, late).map(|m| m.card), played_for_late, "after new cards");
    }

    /// The hand says why the computer played a card: a turn run out (and how many more make
    /// the person away) or an absence, kept with who is away; and while the person's own
    /// clock runs, their hand, the table and the turn carry its deadline, the one the
    /// registry armed for that position only.
    #[test]
    fn the_hand_says_why_the_computer_played_and_when_the_turn_runs_out() {
        let (ana, bo, mut session) = stored_game_of_two();
        let seat = session.game().unwrap().to_move().unwrap();
        let (late, other) = if seat == 0 { (&ana, &bo) } else { (&bo, &ana) };
        let hand = |s: &Session, who: &Actor| s.hand_view(&who.user).unwrap();
        // Their turn, 30 s a turn; no deadline until the timer is armed.
        assert_eq!(
            (hand(&session, late).turn_seconds, hand(&session, late).turn_deadline),
            (Some(30), None)
        );
        assert_eq!(hand(&session, other).turn_seconds, None, "not their turn");
        let seq = session.seq().unwrap();
        session.set_turn_deadline(seq, 1_000);
        assert_eq!(hand(&session, late).turn_deadline, Some(1_000));
        assert_eq!(hand(&session, other).turn_deadline, None);
        assert_eq!(session.table_view().turn_deadline, Some(1_000));
        assert_eq!(session.turn().map(|t| t.deadline), Some(Some(1_000)));
        // The first lapse: said as one, one more makes them away; the old deadline is gone.
        session.apply_timeout(seq, 0).unwrap();
        let why = |s: &Session| hand(s, late).stood_in_why;
        assert_eq!(why(&session), Some(StandIn::TimedOut { lapses_left: 1, last_one_here: false }));
        assert_eq!(session.table_view().turn_deadline, None);
        play_first_card(&mut session, other);
        assert_eq!(hand(&session, late).turn_deadline, None, "an older position's deadline");
        assert_eq!(session.turn().map(|t| t.deadline), Some(None));
        // Kept with who is away: a restart says it as before.
        let (_, stored) = session.away_state_to_store().unwrap();
        assert!(stored.seats[usize::from(seat)].last_was_lapse);
        let mut restarted = session.clone();
        restarted.stood_in = [StoodIn::default(); 4];
        restarted.restore_away_state(&stored);
        assert_eq!(
            why(&restarted),
            Some(StandIn::TimedOut { lapses_left: 1, last_one_here: false })
        );
        // The second lapse makes them away: no clock of theirs runs any more.
        let seq = session.seq().unwrap();
        session.apply_timeout(seq, 0).unwrap();
        assert!(session.is_away(&late.user));
        assert_eq!(why(&session), Some(StandIn::TimedOut { lapses_left: 0, last_one_here: false }));
        // Away, the computer plays each of their turns: said as an absence.
        while session.game().unwrap().to_move() != Some(seat) {
            play_first_card(&mut session, other);
        }
        assert!(session.is_playing(), "the match goes on");
        assert_eq!(hand(&session, late).turn_seconds, None, "the computer plays for them");
        session.apply_automatic(0).unwrap().unwrap();
        assert_eq!(why(&session), Some(StandIn::Away));
        let (_, stored) = session.away_state_to_store().unwrap();
        assert!(!stored.seats[usize::from(seat)].last_was_lapse);
    }

    /// A lapse of the last person at the table (everyone else away) warns that one more makes
    /// the game wait, not that the computer plays on for them.
    #[test]
    fn a_lapse_of_the_last_one_here_says_the_game_would_wait() {
        let (ana, bo, mut session) = stored_game_of_two();
        let seat = session.game().unwrap().to_move().unwrap();
        let late = if seat == 0 { &ana } else { &bo };
        session.away[usize::from(1 - seat)] = true;
        let seq = session.seq().unwrap();
        session.apply_timeout(seq, 0).unwrap();
        let why = session.hand_view(&late.user).unwrap().stood_in_why;
        assert_eq!(why, Some(StandIn::TimedOut { lapses_left: 1, last_one_here: true }));
    }

    /// The computer standing in for an away person never rejects their cards (their decision,
    /// as a claim is), where a computer player in the same seat with the same cards would.
    #[test]
    fn the_stand_in_for_an_away_person_never_rejects_their_cards() {
        let (ana, bo, channel) = two_people();
        let rules = Rules::build(crate::rules::Variant::Tabinet, ["players=2"]).unwrap();
        let mut checked = false;
        for seed in 0..100 {
            let mut session = Session::lobby(channel.clone(), &ana, rules.clone(), None);
            session.apply(&bo, &SessionAction::Join, None, seed, 0).unwrap();
            session.apply(&ana, &SessionAction::Start, None, seed, 0).unwrap();
            let game = session.game().unwrap();
            let seat = game.to_move().unwrap();
            let poor = ai::wants_redeal(STAND_IN_LEVEL, ai_seed(game, seat), &game.seat_view(seat));
            if !poor {
                continue;
            }
            session.away[usize::from(seat)] = true;
            assert!(session.computer_turn().is_some(), "the stand-in plays for them");
            assert_eq!(session.computer_redealer(), None, "but never rejects their cards");
            session.seats[usize::from(seat)] = SeatKind::Computer { level: STAND_IN_LEVEL };
            assert_eq!(session.computer_redealer(), Some(seat), "a computer player would");
            checked = true;
            break;
        }
        assert!(checked, "some first hand is poor");
    }

    /// What a computer's turn carries (printed with `{:?}`, say) does not give back the match
    /// seed, which fixes every hidden card.
    #[test]
    fn a_computer_turn_does_not_give_the_match_seed_away() {
        let seed = 0x1234_5678_9ABC_DEF0;
        assert_eq!(unmix(rng::mix(seed)), seed, "the inverse is right");
        let game = Match::new(crate::rules::Rules::preset(crate::rules::Variant::Tablic), seed);
        let (fold, _) = position_of(&game);
        let seeds = (0..2).map(|seat| ai_seed(&game, seat));
        for value in std::iter::once(fold).chain(seeds) {
            assert_ne!(unmix(value), seed);
            assert_ne!(unmix(unmix(value)), seed);
        }
    }
}
