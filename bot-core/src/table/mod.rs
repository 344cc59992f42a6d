//! The table service: everything the chat adapters do alike, so that an adapter only parses
//! what its platform sends, calls this, and draws what comes back.
//!
//! - new games with the server's or group's defaults ([`TableService::open`]);
//! - one settings type for Discord servers and Telegram groups ([`ChatSettings`]);
//! - a person's look at the table ([`TableService::present`]): looking, like any action of
//!   theirs, brings back a person the computer was playing for;
//! - claims with a confirmation below the target ([`TableService::claim`]);
//! - standings and rules in words ([`Standings`], [`RulesText`]);
//! - refusal kinds with one message each, in the reader's platform's words ([`Refusal`]);
//! - people's names cleaned of what would garble a chat ([`clean_name`]).

pub mod names;
mod refusal;
mod settings;
mod texts;

use std::sync::Arc;
use std::time::Duration;

use dashmap::DashMap;

use crate::ai::Level;
use crate::cards::{Card, CardSet};
use crate::ids::{ChannelKey, MatchId, Platform, UserRef};
use crate::rules::{RuleSet, Rules, Variant};
use crate::session::{
    Actor, Command, Effect, GameDefaults, HandView, Presence, Seq, SessionAction, SessionError,
    Sessions, TableView,
};
use crate::store::{Board, StandingsQuery, StatsQuery};

pub use names::{clean_name, clean_name_or, MAX_NAME_CHARS};
pub use refusal::{Choice, Cmd, Refusal, RulesWords, Voice};
pub use settings::{parse_language, ChatSettings, SettingsError, TurnNotice, MAX_TIMER_SECONDS};
pub use texts::{
    claim_question, drawn_result, duration, hand_scored_sides, late_tablas_line, leftover_cards,
    leftover_line, leftover_you_line, level_at_target_line, lobby_teams, most_cards_tied_line,
    moves_since_heading, option_about, partner_line, played_for_you_line, say, score_line,
    side_label, summary, tabla_label, table_leftover_line, table_leftover_line_for, tie_break_line,
    turn_span, BoardWord, OptionHelp, PeriodChoice, RulesText, Standings, Stats, Txt, ValueShown,
};

/// Rows on a leaderboard.
pub const STANDINGS_ROWS: u32 = 10;
/// How long settings may take to read before an interaction goes on with the defaults
/// (Discord wants an answer within 3 s).
const SETTINGS_READ: Duration = Duration::from_millis(300);

/// A person as a platform names them: their name cleaned ([`clean_name`]), falling back on
/// `fallback` (a username or an id) when nothing visible is left.
pub fn actor(user: UserRef, raw_name: &str, fallback: &str, is_admin: bool) -> Actor {
    Actor { name: clean_name_or(raw_name, fallback), user, is_admin }
}

/// A new game as asked for: a variant (or the defaults'), option overrides, a timer.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameRequest {
    /// The variant as typed; `None`: the server's or the configured default.
    pub variant: Option<String>,
    /// `key=value` overrides of the preset.
    pub options: Vec<String>,
    /// Seconds per turn (0: none); `None`: the server's or the configured default.
    pub timer: Option<u64>,
    /// Computers in every other seat and the match started at once (play the computer).
    pub against_computers: bool,
}

impl GameRequest {
    /// A new game as typed after a text command (`new`, `play`): an optional variant first,
    /// then `key=value` rule options, and anywhere among them `timer=<seconds>` or
    /// `timer=off` (`timer=0`: no timer) within [`MAX_TIMER_SECONDS`]. A timer that is not
    /// that is refused; the options are checked when the game is opened.
    pub fn from_words<S: AsRef<str>>(
        words: &[S],
        against_computers: bool,
    ) -> Result<GameRequest, Refusal> {
        let mut request = GameRequest { against_computers, ..GameRequest::default() };
        for (i, word) in words.iter().map(AsRef::as_ref).enumerate() {
            let timer = word.split_once('=').filter(|(key, _)| is_timer_key(key));
            match timer {
                Some((_, value)) => request.timer = Some(timer_seconds(value)?),
                // A bare `timer` is the timer without its value, not a variant.
                None if i == 0 && !word.contains('=') && !is_timer_key(word) => {
                    request.variant = Some(word.to_string())
                }
                None => request.options.push(word.to_string()),
            }
        }
        Ok(request)
    }
}

/// Whether a word typed before `=` names the turn timer.
pub fn is_timer_key(key: &str) -> bool {
    matches!(key.trim().to_ascii_lowercase().as_str(), "timer" | "turn-timer" | "turn_timer")
}

/// Seconds a turn as typed in `timer=…`: a number within [`MAX_TIMER_SECONDS`], or `off`
/// (0: no timer).
pub fn timer_seconds(value: &str) -> Result<u64, SettingsError> {
    if value.trim().eq_ignore_ascii_case("off") {
        return Ok(0);
    }
    let digits = value.trim();
    // A plain decimal: no sign, so `-5` and `+5` are refused as typed.
    let seconds = (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
        .then(|| digits.parse::<u64>().ok())
        .flatten()
        .filter(|s| *s <= MAX_TIMER_SECONDS);
    seconds.ok_or_else(|| SettingsError::Timer(value.to_string()))
}

/// Where a new game counts and who fills its empty seats, beyond the [`GameRequest`]'s rules.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Opening {
    /// The channel of the same server whose own board counts the game's matches, when not the
    /// channel it is played in (a thread's channel); `None`: its own.
    pub board: Option<String>,
    /// The computers' level as typed, against the computer; `None`: the configured level.
    pub level: Option<String>,
}

/// What a claim came to.
#[derive(Clone, Debug, PartialEq)]
pub enum Claim {
    /// Below the target: the claim would lose. Ask once before making it.
    Confirm {
        /// The side's total now.
        total: u32,
        /// The target.
        target: u16,
        /// Whether the side has partners (the question says "your side", else "you").
        partners: bool,
        /// The position the question is about: the confirmation is made against it.
        seq: Seq,
    },
    /// Made: what it did, to show.
    Made(Vec<Effect>),
}

/// Whether a chosen card can be played now, and what it can take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CardChoice {
    /// The captures to choose from, largest first, and whether it may also go to the table.
    Captures {
        /// Every capture.
        options: Vec<CardSet>,
        /// Trailing is allowed too.
        may_trail: bool,
    },
    /// It takes nothing: it can only go to the table.
    TrailOnly,
}

/// Which leaderboard a person asked for: points or strength, which span of time, everyone or
/// only their rivals (seed 003's friends board: the people they have played with).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardAsk {
    /// Points (the default) or strength.
    pub board: Board,
    /// This month (the default), last month, this season, last season, or all time.
    pub period: PeriodChoice,
    /// Only the asker and the people they have finished a match with here.
    pub rivals: bool,
    /// Only the games of the channel asked in; which channel that is, and whether it has
    /// games of its own, the adapter knows.
    pub here: bool,
}

impl Default for BoardAsk {
    fn default() -> BoardAsk {
        BoardAsk { board: Board::Points, period: PeriodChoice::Month, rivals: false, here: false }
    }
}

impl BoardAsk {
    /// The words of `standings`, in any order and case, in any language of the catalogue
    /// ([`BoardWord::read`]): `points` or `strength`, `month`, `last-month`, `season`,
    /// `last-season` or `all` (`last month` as two words too), `rivals` and `here`; `snaga
    /// sezona ovdje` as well. A span may also be named as the boards' buttons name it (`this
    /// month`, `od početka`: [`PeriodChoice::read_name`]). A word no language has is refused
    /// as typed.
    pub fn parse<S: AsRef<str>>(words: &[S]) -> Result<BoardAsk, Refusal> {
        let mut ask = BoardAsk::default();
        let mut last: Option<&str> = None;
        let mut at = 0;
        while let Some(word) = words.get(at) {
            if let Some((period, taken)) = PeriodChoice::read_name(&words[at..]) {
                ask.period = period;
                at += taken;
                continue;
            }
            at += 1;
            let word = word.as_ref();
            match BoardWord::read(word) {
                Some(BoardWord::Points) => ask.board = Board::Points,
                Some(BoardWord::Strength) => ask.board = Board::Strength,
                Some(BoardWord::Period(period)) => ask.period = period,
                Some(BoardWord::Rivals) => ask.rivals = true,
                Some(BoardWord::Here) => ask.here = true,
                Some(BoardWord::Last) => last = Some(word),
                None => return Err(Refusal::Period(word.to_string())),
            }
        }
        // `last` names the span before the month or season asked for, and nothing else.
        if let Some(word) = last {
            ask.period = ask.period.before().ok_or_else(|| Refusal::Period(word.to_string()))?;
        }
        Ok(ask)
    }
}

/// The use cases of a chat table, over the sessions and the store.
pub struct TableService {
    sessions: Arc<Sessions>,
    defaults: GameDefaults,
    /// Settings as stored, read once per server or group: this process is their only writer.
    settings: DashMap<(Platform, String), ChatSettings>,
}

impl TableService {
    /// The service over `sessions`, with the configured `defaults`.
    pub fn new(sessions: Arc<Sessions>, defaults: GameDefaults) -> TableService {
        TableService { sessions, defaults, settings: DashMap::new() }
    }

    /// The sessions.
    pub fn sessions(&self) -> &Arc<Sessions> {
        &self.sessions
    }

    /// The configured defaults.
    pub fn defaults(&self) -> &GameDefaults {
        &self.defaults
    }

    /// The settings of a server or group, read from storage the first time. A read that fails
    /// or takes too long gives the defaults and is not kept, so the next call tries again.
    pub async fn settings(&self, platform: Platform, server: &str) -> ChatSettings {
        let key = (platform, server.to_string());
        if let Some(known) = self.settings.get(&key) {
            return known.value().clone();
        }
        let read = self.sessions.store().settings(platform, server);
        let read = match tokio::time::timeout(SETTINGS_READ, read).await {
            Ok(Ok(value)) => value,
            Ok(Err(e)) => {
                tracing::warn!(error = %e, "settings not read; using the defaults");
                return ChatSettings::default();
            }
            Err(_) => {
                tracing::warn!("settings not read in time; using the defaults");
                return ChatSettings::default();
            }
        };
        let settings = read.map(ChatSettings::from_stored).unwrap_or_default();
        // A save made meanwhile wins over what was read before it.
        self.settings.entry(key).or_insert(settings).value().clone()
    }

    /// Stores a server's or group's settings.
    pub async fn save_settings(
        &self,
        platform: Platform,
        server: &str,
        settings: &ChatSettings,
    ) -> Result<(), Refusal> {
        self.sessions.store().set_settings(platform, server, &settings.to_stored()).await?;
        self.settings.insert((platform, server.to_string()), settings.clone());
        Ok(())
    }

    /// The rules and the time per turn of a new game: what was asked, else the settings, else
    /// the configured defaults.
    pub fn game_rules(
        &self,
        settings: &ChatSettings,
        request: &GameRequest,
    ) -> Result<(Rules, Option<Duration>), Refusal> {
        // A variant's name may come among the options (`target=151 tablanette`): it is taken
        // as the variant when it names the same one as any other given.
        let mut named = request.variant.iter().map(String::as_str).collect::<Vec<_>>();
        let mut options = Vec::with_capacity(request.options.len());
        for option in &request.options {
            if !option.contains('=') && option.parse::<Variant>().is_ok() {
                named.push(option);
            } else {
                options.push(option.as_str());
            }
        }
        let variant = match named.split_first() {
            Some((first, rest)) => {
                let variant = first.parse::<Variant>()?;
                if let Some(other) = rest.iter().find(|v| v.parse::<Variant>() != Ok(variant)) {
                    return Err(Refusal::TwoVariants {
                        first: (*first).to_string(),
                        second: (*other).to_string(),
                    });
                }
                variant
            }
            None => settings.variant_or(&self.defaults),
        };
        let rules = RuleSet::build(variant, options)?;
        let turn_timer = match request.timer {
            Some(0) => None,
            Some(seconds) if seconds <= MAX_TIMER_SECONDS => Some(Duration::from_secs(seconds)),
            Some(seconds) => return Err(SettingsError::Timer(seconds.to_string()).into()),
            None => settings.turn_timer_or(&self.defaults),
        };
        Ok((rules, turn_timer))
    }

    /// Opens a game in `channel`: a lobby, or a match against the computer already started.
    pub async fn open(
        &self,
        channel: &ChannelKey,
        actor: &Actor,
        settings: &ChatSettings,
        request: &GameRequest,
    ) -> Result<Vec<Effect>, Refusal> {
        self.open_with(channel, actor, settings, request, &Opening::default()).await
    }

    /// The computers' level a game opened with `opening` gets: the one named, else the
    /// configured one. A name that is no level is refused as typed.
    pub fn opening_level(&self, opening: &Opening) -> Result<Level, Refusal> {
        match &opening.level {
            Some(name) => Ok(name.parse::<Level>()?),
            None => Ok(self.defaults.level),
        }
    }

    /// [`TableService::open`], counted on the board and with the computers' level `opening`
    /// names. Nothing is opened when the rules or the level are refused.
    pub async fn open_with(
        &self,
        channel: &ChannelKey,
        actor: &Actor,
        settings: &ChatSettings,
        request: &GameRequest,
        opening: &Opening,
    ) -> Result<Vec<Effect>, Refusal> {
        let (rules, turn_timer) = self.game_rules(settings, request)?;
        let level = self.opening_level(opening)?;
        let action = if request.against_computers {
            SessionAction::PlayComputers { rules, turn_timer, level }
        } else {
            SessionAction::New { rules, turn_timer, seed: None }
        };
        let command =
            Command { channel: channel.clone(), actor: actor.clone(), action, expected: None };
        match self.sessions.handle_counted(command, opening.board.clone()).await {
            Ok(effects) => Ok(effects),
            Err(e) => Err(self.refusal(channel, e).await),
        }
    }

    /// Seats a computer of `level` (as typed; `None`: the configured level).
    pub async fn add_computer(
        &self,
        channel: &ChannelKey,
        actor: &Actor,
        level: Option<&str>,
    ) -> Result<Vec<Effect>, Refusal> {
        let level = match level {
            Some(name) => name.parse::<Level>()?,
            None => self.defaults.level,
        };
        self.act(channel, actor, SessionAction::AddComputer { level }, None).await
    }

    /// Applies an action of `actor`; a refusal names the player to move by name.
    pub async fn act(
        &self,
        channel: &ChannelKey,
        actor: &Actor,
        action: SessionAction,
        expected: Option<Seq>,
    ) -> Result<Vec<Effect>, Refusal> {
        let command = Command { channel: channel.clone(), actor: actor.clone(), action, expected };
        match self.sessions.handle(command).await {
            Ok(effects) => Ok(effects),
            Err(e) => Err(self.refusal(channel, e).await),
        }
    }

    /// A refusal of the session in words people read: "not your turn" names who is to play.
    pub async fn refusal(&self, channel: &ChannelKey, error: SessionError) -> Refusal {
        let to_move = match &error {
            SessionError::Move(crate::game::MoveError::NotYourTurn { .. }) => {
                self.sessions.table(channel).await.and_then(|t| to_move_name(&t))
            }
            _ => None,
        };
        Refusal::from_session(error, to_move)
    }

    /// Refuses a press on a button of `game` with [`Refusal::SetAside`] when that match was set
    /// aside at a start (it could not be resumed): its players are told why their game is gone,
    /// not that there is none. A match played in this process passes without asking the store;
    /// so does any other when the store cannot say (the press is refused as usual then).
    pub async fn refuse_if_set_aside(&self, game: MatchId) -> Result<(), Refusal> {
        if self.sessions.channel_of(game).is_some() {
            return Ok(());
        }
        match self.sessions.store().was_set_aside(game).await {
            Ok(true) => Err(Refusal::SetAside),
            Ok(false) => Ok(()),
            Err(e) => {
                let id = game.0;
                tracing::debug!(match_id = id, error = %e, "set aside or not: the store cannot say");
                Ok(())
            }
        }
    }

    /// What `actor` sees at the table now, their hand included. Looking brings them back if
    /// the computer was playing for them (the effects of that are in the presence).
    pub async fn present(&self, channel: &ChannelKey, actor: &Actor) -> Result<Presence, Refusal> {
        let presence = match self.sessions.present(channel, actor).await {
            Ok(p) => p,
            Err(e) => return Err(self.refusal(channel, e).await),
        };
        match (&presence.hand, presence.seated) {
            (Some(_), _) => Ok(presence),
            (None, true) => Err(Refusal::NotPlaying),
            (None, false) => Err(Refusal::NotSeated),
        }
    }

    /// A claim of victory by `actor`, made against `expected` (a button's position) or the
    /// position now. Below the target and not yet `confirmed`, it asks first.
    pub async fn claim(
        &self,
        channel: &ChannelKey,
        actor: &Actor,
        expected: Option<Seq>,
        confirmed: bool,
    ) -> Result<Claim, Refusal> {
        if !confirmed {
            let presence = self.present(channel, actor).await?;
            // Someone away who claims is back (the table says so, the computers may go on),
            // whatever the claim comes to: shown as effects no command asked for are.
            self.sessions.deliver(channel, presence.effects.clone());
            let Some(hand) = &presence.hand else { return Err(Refusal::NotPlaying) };
            if presence.table.end.is_some() {
                return Err(Refusal::MatchOver);
            }
            if let Some(expected) = expected.filter(|e| *e != hand.seq) {
                return Err(if expected.game == hand.seq.game {
                    Refusal::Stale
                } else {
                    Refusal::OldGame
                });
            }
            // A claim that cannot be made is left to the session, which says why: no claims in
            // these rules, or none in a hand that breaks a tie at the target.
            if hand.can_claim && !hand.claim_wins() {
                return Ok(Claim::Confirm {
                    total: hand.claim_total,
                    target: hand.target,
                    partners: hand.partners,
                    seq: hand.seq,
                });
            }
        }
        let effects = self.act(channel, actor, SessionAction::Claim, expected).await?;
        Ok(Claim::Made(effects))
    }

    /// Whether matches with computers count on the boards of a server or group: its setting
    /// (off unless set), or `Some` choice that overrides it (a private chat's own board).
    async fn computers_count(&self, platform: Platform, server: &str, given: Option<bool>) -> bool {
        match given {
            Some(choice) => choice,
            None => self.settings(platform, server).await.computers.unwrap_or(false),
        }
    }

    /// A leaderboard of a server or group (`channel`: of one channel only) as asked by
    /// `asker`. Matches with computers count if `computers` says so, else as the server's or
    /// group's setting says (by default they do not).
    pub async fn standings(
        &self,
        server: &str,
        channel: Option<&str>,
        asker: &UserRef,
        ask: BoardAsk,
        computers: Option<bool>,
    ) -> Result<Standings, Refusal> {
        let platform = asker.platform;
        let computers = self.computers_count(platform, server, computers).await;
        let now = crate::session::unix_now();
        let period = ask.period.period(now);
        let query = StandingsQuery {
            platform,
            server: server.to_string(),
            channel: channel.map(str::to_string),
            period,
            board: ask.board,
            computers,
            rivals_of: ask.rivals.then(|| asker.clone()),
            limit: STANDINGS_ROWS,
            now,
        };
        let store = self.sessions.store();
        // A full board may go on below: the asker's own place, if they are further down.
        let (rows, you) = store.board_and_place(&query, asker).await?;
        // An empty rivals board: no games with anyone here at all, or none in this span or
        // channel (the whole server's all-time board of their rivals says which).
        let played_here = if rows.is_empty() && ask.rivals {
            let anywhere = StandingsQuery {
                channel: None,
                period: crate::store::Period::AllTime,
                board: Board::Points,
                limit: 1,
                ..query.clone()
            };
            !store.standings(&anywhere).await?.is_empty()
        } else {
            true
        };
        let min_games = match ask.board {
            Board::Points => 0,
            Board::Strength => period.min_games(now),
        };
        Ok(Standings {
            period: ask.period,
            board: ask.board,
            here: channel.is_some(),
            rivals: ask.rivals,
            computers,
            min_games,
            rows,
            you,
            played_here,
            named: None,
            place: None,
            whole: None,
            turn_on: None,
        })
    }

    /// A person's own numbers in a server or group: this month, this season, all time.
    pub async fn stats(
        &self,
        server: &str,
        asker: &Actor,
        computers: Option<bool>,
    ) -> Result<Stats, Refusal> {
        let platform = asker.user.platform;
        let computers = self.computers_count(platform, server, computers).await;
        let now = crate::session::unix_now();
        let query = StatsQuery {
            user: asker.user.clone(),
            server: server.to_string(),
            computers,
            periods: PeriodChoice::CURRENT.iter().map(|c| c.period(now)).collect(),
        };
        let found = self.sessions.store().player_stats(&query).await?;
        let lines = found.map(|stats| {
            PeriodChoice::CURRENT
                .into_iter()
                .zip(stats.lines)
                .map(|(c, (_, line))| (c, line))
                .collect()
        });
        Ok(Stats { name: asker.name.clone(), computers, lines, now, turn_on: None })
    }

    /// What `rules` shows for `words` (as typed): see [`RulesText::asked`], with the game at
    /// this table as "here".
    pub async fn rules(&self, channel: &ChannelKey, words: &[&str]) -> Result<RulesText, Refusal> {
        let here = self.sessions.inspect(channel, |s| s.rules().clone()).await;
        RulesText::asked(words, here.as_ref())
    }
}

/// Checks that `card` can be played by the owner of `hand` now, and what it can take. A card
/// not in the hand says so first (whoever's turn it is), then a turn that is not theirs.
pub fn choose_card(hand: &HandView, table: &TableView, card: Card) -> Result<CardChoice, Refusal> {
    if table.end.is_some() {
        return Err(Refusal::MatchOver);
    }
    if !hand.hand.contains(card) {
        return Err(Refusal::NotInHand(card));
    }
    if !hand.your_turn {
        let name = to_move_name(table).unwrap_or_default();
        return Err(Refusal::NotYourTurn { name });
    }
    let options = hand.captures_of(card).to_vec();
    let may_trail = hand.may_trail_with(card);
    Ok(if options.is_empty() {
        CardChoice::TrailOnly
    } else {
        CardChoice::Captures { options, may_trail }
    })
}

/// The stored name of the seat to move, if a match is in play.
pub fn to_move_name(table: &TableView) -> Option<String> {
    let seat = table.to_move?;
    table.seats.iter().find(|s| s.seat == seat).map(|s| s.name.clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn boards_are_asked_in_any_order_and_a_strange_word_is_refused() {
        assert_eq!(BoardAsk::parse::<&str>(&[]), Ok(BoardAsk::default()));
        let ask = BoardAsk::parse(&["Rivals", "all", "STRENGTH"]).unwrap();
        assert_eq!(
            ask,
            BoardAsk {
                board: Board::Strength,
                period: PeriodChoice::AllTime,
                rivals: true,
                here: false
            }
        );
        let ask = BoardAsk::parse(&["season"]).unwrap();
        assert_eq!(
            (ask.board, ask.period, ask.rivals),
            (Board::Points, PeriodChoice::Season, false)
        );
        assert_eq!(BoardAsk::parse(&["weekly"]), Err(Refusal::Period("weekly".into())));
    }

    #[test]
    fn a_span_is_read_as_the_boards_buttons_name_it() {
        let period = |words: &[&str]| BoardAsk::parse(words).map(|a| a.period);
        for (words, expected) in [
            (&["this", "month"][..], PeriodChoice::Month),
            (&["All", "Time", "strength"], PeriodChoice::AllTime),
            (&["ova", "sezona"], PeriodChoice::Season),
            (&["od", "početka"], PeriodChoice::AllTime),
            (&["snaga", "od", "pocetka"], PeriodChoice::AllTime),
            (&["de", "la", "început"], PeriodChoice::AllTime),
            (&["овој", "месец"], PeriodChoice::Month),
            (&["last", "season"], PeriodChoice::LastSeason),
        ] {
            assert_eq!(period(words), Ok(expected), "{words:?}");
        }
        // Only whole names: a word of one alone is still refused as typed.
        assert_eq!(BoardAsk::parse(&["this"]), Err(Refusal::Period("this".into())));
        assert_eq!(BoardAsk::parse(&["od", "sezona"]), Err(Refusal::Period("od".into())));
    }

    #[test]
    fn boards_are_asked_in_every_language_and_english_always_works() {
        let ask = |words: &[&str]| BoardAsk::parse(words);
        let strength_season = BoardAsk {
            board: Board::Strength,
            period: PeriodChoice::Season,
            ..BoardAsk::default()
        };
        for words in [
            &["snaga", "sezona"][..],
            &["SNAGA", "Sezona"],
            &["снага", "сезона"],
            &["СИЛА", "сезона"],
            &["forță", "sezon"],
            &["forta", "sezonul"],
            &["strength", "season"],
            &["Strength", "sezona"],
        ] {
            assert_eq!(ask(words), Ok(strength_season), "{words:?}");
        }
        let last_month =
            BoardAsk { period: PeriodChoice::LastMonth, rivals: true, ..BoardAsk::default() };
        for words in [
            &["prošli", "mjesec", "suparnici"][..],
            &["prosli-mjesec", "suparnici"],
            &["прошли-месец", "ривали"],
            &["минатиот", "месец", "ривали"],
            &["luna", "trecută", "rivali", "puncte"],
            &["bodovi", "prošli-mesec", "rivali"],
            &["last", "month", "rivals"],
        ] {
            assert_eq!(ask(words), Ok(last_month), "{words:?}");
        }
        assert_eq!(ask(&["sve"]).map(|a| a.period), Ok(PeriodChoice::AllTime));
        // `here` in every language, English always; with any other words, in any order.
        let here = BoardAsk { here: true, ..BoardAsk::default() };
        for words in [
            &["here"][..],
            &["HERE"],
            &["ovde"],
            &["ovdje"],
            &["овде"],
            &["тука"],
            &["aici"],
            &["Aici"],
        ] {
            assert_eq!(ask(words), Ok(here), "{words:?}");
        }
        for lang in Lang::ALL {
            let word = BoardWord::Here.shown(lang);
            assert_eq!(ask(&[word.as_str()]), Ok(here), "{lang}: {word}");
        }
        let strength_here = BoardAsk { here: true, ..strength_season };
        assert_eq!(ask(&["ovdje", "snaga", "sezona"]), Ok(strength_here));
        assert_eq!(ask(&["strength", "here", "season"]), Ok(strength_here));
        assert_eq!(
            ask(&["last", "here", "month", "rivals"]),
            Ok(BoardAsk { here: true, ..last_month })
        );
        // Refused as typed, whatever the language of the rest.
        assert_eq!(ask(&["snaga", "tjedan"]), Err(Refusal::Period("tjedan".into())));
        assert_eq!(ask(&["prošli", "sve"]), Err(Refusal::Period("prošli".into())));
    }

    #[test]
    fn no_board_word_means_two_things_and_every_language_has_its_own() {
        let mut meant: std::collections::HashMap<String, BoardWord> = Default::default();
        for lang in Lang::ALL {
            for meaning in BoardWord::ALL {
                let words = meaning.words(lang);
                assert!(!words.is_empty(), "{lang} {meaning:?}");
                for word in words {
                    assert_eq!(BoardWord::read(&word), Some(meaning), "{lang} {word}");
                    let before = meant.insert(super::texts::fold(&word), meaning);
                    assert!(before.is_none_or(|m| m == meaning), "{lang}: {word} means two things");
                }
            }
        }
        // The refusal lists the reader's words, none of them English in another language.
        let refusal = Refusal::Period("weekly".into());
        struct Voice;
        impl super::Voice for Voice {
            fn platform(&self) -> Platform {
                Platform::Telegram
            }
            fn command(&self, _: Cmd) -> String {
                "/standings".into()
            }
        }
        let english: Vec<String> = BoardWord::ALL.iter().map(|w| w.shown(Lang::En)).collect();
        assert_eq!(
            refusal.message(Lang::Hr, &Voice),
            "/standings ne prepoznaje „weekly”. Prepoznaje:\n\
             • bodovi ili snaga: koja ljestvica\n\
             • mjesec, prošli-mjesec, sezona, prošla-sezona ili sve: koje razdoblje\n\
             • suparnici: samo vi i ljudi s kojima ste igrali\n\
             • ovdje: samo igre odigrane ovdje"
        );
        for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
            let said = refusal.message(lang, &Voice);
            for word in &english {
                let shown = said.split(|c: char| !c.is_alphanumeric() && c != '-');
                assert!(!shown.clone().any(|w| w == word), "{lang}: {word} in {said}");
            }
        }
    }

    #[test]
    fn a_new_games_words_give_its_variant_options_and_timer() {
        let words = |w: &[&str]| GameRequest::from_words(w, false);
        let request = words(&["tablanette", "target=151", "timer=30"]).unwrap();
        assert_eq!(request.variant.as_deref(), Some("tablanette"));
        assert_eq!(request.options, ["target=151"]);
        assert_eq!(request.timer, Some(30));
        let request = words(&["Timer=off", "short=yes"]).unwrap();
        assert_eq!((request.variant, request.timer), (None, Some(0)));
        assert_eq!(request.options, ["short=yes"]);
        assert_eq!(words(&["timer=0"]).unwrap().timer, Some(0));
        assert_eq!(words(&[]).unwrap(), GameRequest::default());
        let max = MAX_TIMER_SECONDS.to_string();
        assert_eq!(words(&["tablic", &format!("timer={max}")]).unwrap().timer, Some(86_400));
        assert!(GameRequest::from_words(&["timer=5"], true).unwrap().against_computers);
        for bad in ["timer=abc", "timer=-5", "timer=+5", "timer=86401", "timer=", "timer=1e3"] {
            let value = bad.trim_start_matches("timer=");
            assert_eq!(
                words(&["tablic", bad]),
                Err(Refusal::Settings(SettingsError::Timer(value.into()))),
                "{bad}"
            );
        }
    }
}
