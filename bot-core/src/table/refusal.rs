//! Why a command or a press was refused, one kind each, and its message in the reader's
//! language, worded for their platform (its commands, its words for an admin).

use thiserror::Error;

use crate::ai::{Level, UnknownLevel};
use crate::cards::{Card, CardSet};
use crate::game::MoveError;
use crate::i18n::{or_list, shown_name, yes_no_word, FluentValue, Lang};
use crate::ids::Platform;
use crate::rules::{
    deal_list, option_key, option_takes, Expected, RuleError, Unplayable, Variant, OPTION_KEYS,
};
use crate::session::SessionError;
use crate::store::StoreError;

use super::is_timer_key;
use super::settings::{SettingsError, TurnNotice, MAX_TIMER_SECONDS};
use super::texts::{say, BoardWord, PeriodChoice, Txt};

/// A command both chat platforms have, to be named in a message as the reader types it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cmd {
    /// Open a game.
    New,
    /// Take a seat.
    Join,
    /// Start the game.
    Start,
    /// Show my cards.
    Hand,
    /// Claim victory.
    Claim,
    /// Take my seat back from the computer.
    Back,
    /// Play again.
    Rematch,
    /// A variant's rules.
    Rules,
    /// The leaderboard.
    Standings,
    /// Server or group defaults.
    Settings,
}

/// A value a command offers to pick, named by what it means, to be named in a message as the
/// reader's client shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// A computer level.
    Level(Level),
    /// A word of the standings: a board, a period, rivals or here.
    Board(BoardWord),
    /// Where turn notices go.
    Notify(TurnNotice),
    /// A language of the settings.
    Language(Lang),
}

/// How a platform speaks: what its commands look like to the reader. Texts choose their
/// platform's words with the `platform` variable (`discord`, `telegram`, `terminal`).
pub trait Voice {
    /// The platform.
    fn platform(&self) -> Platform;
    /// `cmd` as the reader would type it, formatted for the platform (`/new`, `` `/tablic new` ``).
    fn command(&self, cmd: Cmd) -> String;
    /// A command's option, given by its English name (`variant`, `rules`, `option`), as the
    /// reader's client names it (Discord: `opcija` to a Croatian client). Only Discord's texts
    /// name options this way.
    fn option(&self, name: &str) -> String {
        name.to_string()
    }
    /// A value of a command's choices as the reader's client shows it (Discord names its
    /// choices per locale), marked as the platform marks a thing to pick (Discord: as code);
    /// `None` where the reader types the value, so the text's own word stands.
    fn choice(&self, choice: Choice) -> Option<String> {
        let _ = choice;
        None
    }
    /// A word the reader types where [`Voice::choice`] has none of the client's own, marked
    /// as the platform marks a thing to type (Telegram: as code, which a tap copies).
    fn typed(&self, word: String) -> String {
        word
    }
}

/// `choice` as the reader's client shows it, else `word` (the text's own) as they type it.
fn choice_or_typed(voice: &dyn Voice, choice: Choice, word: impl FnOnce() -> String) -> String {
    voice.choice(choice).unwrap_or_else(|| voice.typed(word()))
}

/// Why something asked of the table was refused. Nothing changed. One message each.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Refusal {
    /// No game in this channel.
    #[error("no game here")]
    NoGame,
    /// A game is being played here.
    #[error("a game is being played here")]
    GameInProgress,
    /// Someone else's game is open here, waiting for players.
    #[error("a game is open here")]
    GameOpen,
    /// They are playing the game here already.
    #[error("already playing here")]
    AlreadyPlaying,
    /// The lobby is closed.
    #[error("the game has already started")]
    AlreadyStarted,
    /// They already have a seat.
    #[error("already seated")]
    AlreadySeated,
    /// Every seat is taken.
    #[error("the table is full")]
    TableFull,
    /// They have no seat.
    #[error("not seated")]
    NotSeated,
    /// Only the creator (named) may do that.
    #[error("only the creator")]
    NotCreator(String),
    /// Only the creator (named) or an admin may stop the game.
    #[error("only the creator or an admin")]
    NotCreatorOrAdmin(String),
    /// The match is not in play.
    #[error("not in play")]
    NotPlaying,
    /// The match is still in play.
    #[error("still in play")]
    NotFinished,
    /// A rematch asked for by someone who did not play the game.
    #[error("rematch by someone not seated")]
    RematchNotSeated,
    /// Someone (this seat name; `None`: the asker) already started the rematch asked for;
    /// the asker is in it.
    #[error("rematch already started")]
    RematchStarted(Option<String>),
    /// The button was made for an earlier position of this match.
    #[error("an earlier position")]
    Stale,
    /// No computer in that seat (from 0).
    #[error("no computer in seat {0}")]
    NoComputerThere(u8),
    /// They were not away.
    #[error("not away")]
    NotAway,
    /// The variant has no claims.
    #[error("no claims")]
    NoClaims,
    /// The sides are level at the target: the hand in play decides, without claims.
    #[error("no claims in a tie-break")]
    ClaimInTieBreak,
    /// The match is over.
    #[error("the match is over")]
    MatchOver,
    /// The hand is over.
    #[error("the hand is over")]
    HandOver,
    /// No such seat (from 0).
    #[error("no seat {0}")]
    NoSuchSeat(u8),
    /// Someone else is to play: their name as stored.
    #[error("not your turn")]
    NotYourTurn {
        /// Who is to play.
        name: String,
    },
    /// The card is not in their hand.
    #[error("not in hand")]
    NotInHand(Card),
    /// A card to take is not on the table.
    #[error("not on the table")]
    NotOnTable(Card),
    /// Not a capture of the card.
    #[error("illegal capture")]
    IllegalCapture {
        /// The card played.
        card: Card,
        /// What was asked for.
        take: CardSet,
    },
    /// The card must take what it can.
    #[error("must capture")]
    MustCapture(Card),
    /// No redeal now.
    #[error("no redeal")]
    RedealNotAllowed,
    /// No redeal in these rules.
    #[error("no redeal in this game")]
    NoRedeal,
    /// Rules that cannot be played, or a variant or option that does not exist.
    #[error("bad rules: {0}")]
    Rules(RuleError),
    /// A word after `rules` that names neither a variant nor an option, as typed.
    #[error("neither a variant nor an option")]
    UnknownRulesWord(String),
    /// Words after `rules` that are not a variant, an option, or one of each.
    #[error("not a variant and an option")]
    RulesWords(RulesWords),
    /// Two different variants asked for in one command, as typed.
    #[error("two variants")]
    TwoVariants {
        /// The first named.
        first: String,
        /// Another, not the same variant.
        second: String,
    },
    /// A computer level that does not exist, as typed.
    #[error("unknown level")]
    UnknownLevel(String),
    /// The game could not be saved: nothing changed.
    #[error("the game could not be saved")]
    Storage,
    /// Storage did not confirm the save: it may have counted.
    #[error("the save was not confirmed")]
    Unconfirmed,
    /// The game changed elsewhere at the same moment; it was reloaded, nothing applied.
    #[error("changed elsewhere")]
    Changed,
    /// The game's stored record can no longer be read (at a restart, or when its channel
    /// reloaded it): it was set aside and counts for no one; the channel is free.
    #[error("set aside")]
    SetAside,
    /// Storage is unavailable (settings, standings).
    #[error("storage unavailable")]
    Unavailable,
    /// Data this bot never wrote on a button (forged, or damaged).
    #[error("not our button")]
    UnknownButton,
    /// A button of an earlier game at this table.
    #[error("an earlier game")]
    OldGame,
    /// The game a button was for is over or gone.
    #[error("game gone")]
    GameGone,
    /// Only in a server or group.
    #[error("server only")]
    ServerOnly,
    /// Only the server's managers or the group's admins.
    #[error("admins only")]
    AdminsOnly,
    /// A command option that does not fit, with what was wrong.
    #[error("bad option: {0}")]
    BadOption(String),
    /// A settings change that does not fit.
    #[error("bad settings")]
    Settings(SettingsError),
    /// Not a standings period, as typed.
    #[error("not a period")]
    Period(String),
    /// A bug on our side; nothing changed.
    #[error("internal error")]
    Internal,
}

/// What is wrong with the words after `rules` (as typed), which explains a variant, an
/// option, or an option in a variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesWords {
    /// Two different variants.
    TwoVariants {
        /// The first named.
        first: String,
        /// The other.
        second: String,
    },
    /// Two different options.
    TwoOptions {
        /// The first named.
        first: String,
        /// The other.
        second: String,
    },
    /// More than two words.
    TooMany,
}

impl Refusal {
    /// A short name of the kind, for logs and metrics: never a card.
    pub fn kind(&self) -> &'static str {
        match self {
            Refusal::NoGame => "no_game",
            Refusal::GameInProgress => "game_in_progress",
            Refusal::GameOpen => "game_open",
            Refusal::AlreadyPlaying => "already_playing",
            Refusal::AlreadyStarted => "already_started",
            Refusal::AlreadySeated => "already_seated",
            Refusal::TableFull => "table_full",
            Refusal::NotSeated => "not_seated",
            Refusal::NotCreator(_) => "not_creator",
            Refusal::NotCreatorOrAdmin(_) => "not_creator_or_admin",
            Refusal::NotPlaying => "not_playing",
            Refusal::NotFinished => "not_finished",
            Refusal::RematchStarted(_) => "rematch_started",
            Refusal::RematchNotSeated => "rematch_not_seated",
            Refusal::Stale => "stale",
            Refusal::NoComputerThere(_) => "no_computer_there",
            Refusal::NotAway => "not_away",
            Refusal::NoClaims => "no_claims",
            Refusal::ClaimInTieBreak => "claim_in_tie_break",
            Refusal::MatchOver => "match_over",
            Refusal::HandOver => "hand_over",
            Refusal::NoSuchSeat(_) => "no_such_seat",
            Refusal::NotYourTurn { .. } => "not_your_turn",
            Refusal::NotInHand(_)
            | Refusal::NotOnTable(_)
            | Refusal::IllegalCapture { .. }
            | Refusal::MustCapture(_) => "illegal_move",
            Refusal::RedealNotAllowed => "redeal_not_allowed",
            Refusal::NoRedeal => "no_redeal",
            Refusal::Rules(_) => "bad_rules",
            Refusal::UnknownRulesWord(_) => "unknown_rules_word",
            Refusal::RulesWords(_) => "bad_rules_words",
            Refusal::TwoVariants { .. } => "two_variants",
            Refusal::UnknownLevel(_) => "unknown_level",
            Refusal::Storage => "storage",
            Refusal::Unconfirmed => "unconfirmed",
            Refusal::Changed => "changed",
            Refusal::SetAside => "set_aside",
            Refusal::Unavailable => "unavailable",
            Refusal::UnknownButton => "unknown_button",
            Refusal::OldGame => "old_game",
            Refusal::GameGone => "game_gone",
            Refusal::ServerOnly => "server_only",
            Refusal::AdminsOnly => "admins_only",
            Refusal::BadOption(_) => "bad_option",
            Refusal::Settings(_) => "bad_settings",
            Refusal::Period(_) => "bad_period",
            Refusal::Internal => "internal",
        }
    }

    /// A refusal of the session. `to_move` is the name of the seat to move, for "not your turn".
    pub fn from_session(error: SessionError, to_move: Option<String>) -> Refusal {
        match error {
            SessionError::NoGame => Refusal::NoGame,
            SessionError::GameInProgress => Refusal::GameInProgress,
            SessionError::GameOpen => Refusal::GameOpen,
            SessionError::AlreadyPlaying => Refusal::AlreadyPlaying,
            SessionError::AlreadyStarted => Refusal::AlreadyStarted,
            SessionError::AlreadySeated => Refusal::AlreadySeated,
            SessionError::TableFull => Refusal::TableFull,
            SessionError::NotSeated => Refusal::NotSeated,
            SessionError::NotCreator { creator } => Refusal::NotCreator(creator),
            SessionError::NotCreatorOrAdmin { creator } => Refusal::NotCreatorOrAdmin(creator),
            SessionError::NotPlaying => Refusal::NotPlaying,
            SessionError::NotFinished => Refusal::NotFinished,
            SessionError::RematchStarted { by } => Refusal::RematchStarted(by),
            SessionError::RematchNotSeated => Refusal::RematchNotSeated,
            SessionError::Stale { .. } => Refusal::Stale,
            SessionError::NoComputerThere(seat) => Refusal::NoComputerThere(seat),
            SessionError::NotAway => Refusal::NotAway,
            SessionError::NoClaims => Refusal::NoClaims,
            SessionError::Storage => Refusal::Storage,
            SessionError::Unconfirmed => Refusal::Unconfirmed,
            SessionError::Changed => Refusal::Changed,
            SessionError::SetAside => Refusal::SetAside,
            SessionError::Rules(e) => Refusal::Rules(e),
            SessionError::Move(e) => match e {
                MoveError::MatchOver => Refusal::MatchOver,
                MoveError::HandOver => Refusal::HandOver,
                MoveError::NoSuchSeat(seat) => Refusal::NoSuchSeat(seat),
                MoveError::NotYourTurn { to_move: seat } => Refusal::NotYourTurn {
                    name: to_move.unwrap_or_else(|| format!("#{}", u32::from(seat) + 1)),
                },
                MoveError::NotInHand(card) => Refusal::NotInHand(card),
                MoveError::NotOnTable(card) => Refusal::NotOnTable(card),
                MoveError::IllegalCapture { card, take } => Refusal::IllegalCapture { card, take },
                MoveError::MustCapture(card) => Refusal::MustCapture(card),
                MoveError::RedealNotAllowed => Refusal::RedealNotAllowed,
                MoveError::NoRedeal => Refusal::NoRedeal,
                MoveError::ClaimsNotAllowed => Refusal::NoClaims,
                MoveError::ClaimInTieBreak => Refusal::ClaimInTieBreak,
            },
        }
    }

    /// The message for the person refused, in `lang`, in `voice`'s words.
    pub fn message(&self, lang: Lang, voice: &dyn Voice) -> String {
        let platform = FluentValue::from(voice.platform().name());
        let card = |c: &Card| FluentValue::from(c.to_string());
        let command = |cmd: Cmd| FluentValue::from(voice.command(cmd));
        let q = |s: &str| FluentValue::from(s.to_string());
        match self {
            Refusal::NoGame => say(lang, Txt::RefusalNoGame, &[("command", command(Cmd::New))]),
            Refusal::GameInProgress => say(lang, Txt::ErrorGameInProgress, &[]),
            Refusal::GameOpen => {
                say(lang, Txt::RefusalGameOpen, &[("command", command(Cmd::Join))])
            }
            Refusal::AlreadyPlaying => {
                say(lang, Txt::RefusalAlreadyPlaying, &[("command", command(Cmd::Hand))])
            }
            Refusal::AlreadyStarted => say(lang, Txt::ErrorAlreadyStarted, &[]),
            Refusal::AlreadySeated => say(lang, Txt::ErrorAlreadySeated, &[]),
            Refusal::TableFull => say(lang, Txt::ErrorTableFull, &[]),
            Refusal::NotSeated => say(lang, Txt::ErrorNotSeated, &[]),
            Refusal::NotCreator(creator) => {
                let name = FluentValue::from(shown_name(creator, lang));
                say(lang, Txt::ErrorNotCreator, &[("name", name)])
            }
            Refusal::NotCreatorOrAdmin(creator) => {
                let name = FluentValue::from(shown_name(creator, lang));
                say(lang, Txt::RefusalNotCreatorOrAdmin, &[("platform", platform), ("name", name)])
            }
            Refusal::NotPlaying => say(lang, Txt::ErrorNotPlaying, &[]),
            Refusal::NotFinished => say(lang, Txt::ErrorNotFinished, &[]),
            Refusal::RematchStarted(Some(by)) => {
                let name = FluentValue::from(shown_name(by, lang));
                say(lang, Txt::ErrorRematchStarted, &[("name", name)])
            }
            Refusal::RematchStarted(None) => say(lang, Txt::ErrorRematchYours, &[]),
            Refusal::RematchNotSeated => {
                say(lang, Txt::RefusalRematchNotSeated, &[("command", command(Cmd::New))])
            }
            Refusal::Stale => say(lang, Txt::ErrorStale, &[]),
            Refusal::NoComputerThere(seat) => {
                say(lang, Txt::ErrorNoComputerThere, &[("seat", (u32::from(*seat) + 1).into())])
            }
            Refusal::NotAway => say(lang, Txt::ErrorNotAway, &[]),
            Refusal::NoClaims => say(lang, Txt::ErrorNoClaims, &[]),
            Refusal::ClaimInTieBreak => say(lang, Txt::ErrorClaimTieBreak, &[]),
            Refusal::MatchOver => say(lang, Txt::ErrorMatchOver, &[]),
            Refusal::HandOver => say(lang, Txt::ErrorHandOver, &[]),
            Refusal::NoSuchSeat(seat) => {
                say(lang, Txt::ErrorNoSuchSeat, &[("seat", (u32::from(*seat) + 1).into())])
            }
            Refusal::NotYourTurn { name } => {
                let name = FluentValue::from(shown_name(name, lang));
                say(lang, Txt::RefusalNotYourTurn, &[("name", name)])
            }
            Refusal::NotInHand(c) => say(lang, Txt::ErrorNotInHand, &[("card", card(c))]),
            Refusal::NotOnTable(c) => say(lang, Txt::ErrorNotOnTable, &[("card", card(c))]),
            Refusal::IllegalCapture { card: c, take } => say(
                lang,
                Txt::ErrorIllegalCapture,
                &[("card", card(c)), ("take", take.to_string().into())],
            ),
            Refusal::MustCapture(c) => say(lang, Txt::ErrorMustCapture, &[("card", card(c))]),
            Refusal::RedealNotAllowed => say(lang, Txt::ErrorRedealNotAllowed, &[]),
            Refusal::NoRedeal => say(lang, Txt::ErrorNoRedeal, &[]),
            Refusal::Rules(e) => rule_error(lang, e),
            Refusal::UnknownRulesWord(word) => {
                let variants: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
                let args = [
                    ("name", q(word)),
                    ("variants", variants.join(", ").into()),
                    ("options", OPTION_KEYS.join(", ").into()),
                ];
                say(lang, Txt::RefusalUnknownRulesWord, &args)
            }
            Refusal::RulesWords(words) => {
                let wrong = match words {
                    RulesWords::TwoVariants { first, second } => say(
                        lang,
                        Txt::RefusalRulesTwoVariants,
                        &[("first", q(first)), ("second", q(second))],
                    ),
                    RulesWords::TwoOptions { first, second } => say(
                        lang,
                        Txt::RefusalRulesTwoOptions,
                        &[("first", q(first)), ("second", q(second))],
                    ),
                    RulesWords::TooMany => say(lang, Txt::RefusalRulesTooManyWords, &[]),
                };
                // What may be asked, with an example in the reader's platform's words.
                let args = [
                    ("platform", platform),
                    ("command", command(Cmd::Rules)),
                    ("variant", Variant::Tabinet.name().into()),
                    ("example", "forced".into()),
                    ("variant_opt", voice.option("variant").into()),
                    ("option_opt", voice.option("option").into()),
                ];
                format!("{wrong} {}", say(lang, Txt::RulesAsk, &args))
            }
            Refusal::TwoVariants { first, second } => {
                say(lang, Txt::RefusalTwoVariants, &[("first", q(first)), ("second", q(second))])
            }
            Refusal::UnknownLevel(name) => {
                let levels: Vec<String> = Level::ALL
                    .iter()
                    .map(|l| choice_or_typed(voice, Choice::Level(*l), || l.name().into()))
                    .collect();
                let args = [("name", q(name)), ("levels", or_list(lang, &levels).into())];
                say(lang, Txt::RefusalUnknownLevel, &args)
            }
            Refusal::Storage => say(lang, Txt::ErrorStorage, &[]),
            Refusal::Unconfirmed => say(lang, Txt::ErrorUnconfirmed, &[]),
            Refusal::Changed => say(lang, Txt::ErrorChanged, &[]),
            Refusal::SetAside => say(lang, Txt::RefusalSetAside, &[("command", command(Cmd::New))]),
            Refusal::Unavailable => say(lang, Txt::RefusalUnavailable, &[]),
            Refusal::UnknownButton => say(lang, Txt::RefusalUnknownButton, &[]),
            Refusal::OldGame => say(lang, Txt::RefusalOldGame, &[]),
            Refusal::GameGone => say(lang, Txt::RefusalGameGone, &[("command", command(Cmd::New))]),
            Refusal::ServerOnly => say(lang, Txt::RefusalServerOnly, &[("platform", platform)]),
            Refusal::AdminsOnly => say(lang, Txt::RefusalAdminsOnly, &[("platform", platform)]),
            Refusal::BadOption(detail) => {
                say(lang, Txt::RefusalBadOption, &[("detail", detail.as_str().into())])
            }
            Refusal::Settings(e) => settings_error(lang, voice, e),
            Refusal::Period(word) => {
                // The words listed are the reader's own (any language's are read), or the
                // choices as their client shows them.
                let shown = |w: BoardWord| {
                    FluentValue::from(choice_or_typed(voice, Choice::Board(w), || w.shown(lang)))
                };
                let args = [
                    ("period", q(word)),
                    ("command", command(Cmd::Standings)),
                    ("points", shown(BoardWord::Points)),
                    ("strength", shown(BoardWord::Strength)),
                    ("month", shown(BoardWord::Period(PeriodChoice::Month))),
                    ("last_month", shown(BoardWord::Period(PeriodChoice::LastMonth))),
                    ("season", shown(BoardWord::Period(PeriodChoice::Season))),
                    ("last_season", shown(BoardWord::Period(PeriodChoice::LastSeason))),
                    ("all", shown(BoardWord::Period(PeriodChoice::AllTime))),
                    ("rivals", shown(BoardWord::Rivals)),
                    ("here", shown(BoardWord::Here)),
                ];
                say(lang, Txt::RefusalPeriod, &args)
            }
            Refusal::Internal => say(lang, Txt::RefusalInternal, &[]),
        }
    }
}

impl From<SessionError> for Refusal {
    fn from(e: SessionError) -> Refusal {
        Refusal::from_session(e, None)
    }
}

impl From<RuleError> for Refusal {
    fn from(e: RuleError) -> Refusal {
        Refusal::Rules(e)
    }
}

impl From<UnknownLevel> for Refusal {
    fn from(e: UnknownLevel) -> Refusal {
        Refusal::UnknownLevel(e.0)
    }
}

impl From<SettingsError> for Refusal {
    fn from(e: SettingsError) -> Refusal {
        Refusal::Settings(e)
    }
}

impl From<StoreError> for Refusal {
    fn from(e: StoreError) -> Refusal {
        // The person is told to try again; the cause is for the operator.
        tracing::warn!(error = %e, "storage failed");
        Refusal::Unavailable
    }
}

/// Why rules were refused. Names of variants, options and values stay as typed; what an option
/// expects and why a combination cannot be dealt are worded in `lang`.
fn rule_error(lang: Lang, error: &RuleError) -> String {
    let q = |s: &str| FluentValue::from(s.to_string());
    match error {
        RuleError::UnknownVariant(name) => {
            let variants: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
            let args = [("name", q(name)), ("variants", or_list(lang, &variants).into())];
            say(lang, Txt::RefusalUnknownVariant, &args)
        }
        RuleError::UnknownOption(name) => {
            let args = [("name", q(name)), ("options", OPTION_KEYS.join(", ").into())];
            say(lang, Txt::RefusalUnknownOption, &args)
        }
        // What the option takes, where the word is one (the timer too, though it is no rule);
        // a word that names none is unknown.
        RuleError::MissingValue(name) if is_timer_key(name) => {
            let max = u32::try_from(MAX_TIMER_SECONDS).unwrap_or(u32::MAX);
            let seconds = Expected::Number { min: 0, max };
            let expected = expected_text(lang, seconds);
            let args = [("name", q(name)), ("key", q(name)), ("expected", expected.into())];
            say(lang, Txt::RefusalMissingValue, &args)
        }
        RuleError::MissingValue(name) => match option_key(name).zip(option_takes(name)) {
            Some((key, expected)) => {
                let expected = expected_text(lang, expected);
                let args = [("name", q(name)), ("key", q(key)), ("expected", expected.into())];
                say(lang, Txt::RefusalMissingValue, &args)
            }
            None => {
                let args = [("name", q(name)), ("options", OPTION_KEYS.join(", ").into())];
                say(lang, Txt::RefusalUnknownOption, &args)
            }
        },
        RuleError::BadValue { key, value, expected } => {
            let expected = expected_text(lang, *expected);
            let args = [("name", q(key)), ("value", q(value)), ("expected", expected.into())];
            say(lang, Txt::RefusalBadValue, &args)
        }
        RuleError::Unplayable(why) => {
            say(lang, Txt::ErrorRules, &[("reason", unplayable_text(lang, *why).into())])
        }
        RuleError::UnevenDeal { players, each, per_deal, fits } => {
            let args = [
                ("players", FluentValue::from(*players)),
                ("each", (*each).into()),
                ("per_deal", (*per_deal).into()),
                ("deals", deal_list(*each, *per_deal).into()),
                ("choices", deal_choices(lang, *each, fits).into()),
            ];
            say(lang, Txt::RefusalUnevenDeal, &args)
        }
    }
}

/// The deal sizes to choose from (`1, 2 or 4`); one that ends with a shorter deal (the seeds'
/// 6, 6, 4 for three) says so, or it would read as a slip beside the refusal of another such
/// size.
fn deal_choices(lang: Lang, each: u32, fits: &[u8]) -> String {
    let choice = |n: u8| {
        if each.is_multiple_of(u32::from(n.max(1))) {
            return n.to_string();
        }
        let args = [("size", FluentValue::from(n)), ("deals", deal_list(each, n).into())];
        say(lang, Txt::DealUsualShort, &args)
    };
    or_list(lang, &fits.iter().map(|&n| choice(n)).collect::<Vec<_>>())
}

/// What an option takes, in `lang`: its values quoted as typed, its ranges in words; a choice
/// of values, or of values and a range, read as the language offers a choice (`a, b or c`).
fn expected_text(lang: Lang, expected: Expected) -> String {
    let mut choices: Vec<String> = expected
        .values()
        .iter()
        .map(|v| say(lang, Txt::OptionValue, &[("value", FluentValue::from(*v))]))
        .collect();
    let range =
        |t: Txt, min: u32, max: u32| say(lang, t, &[("min", min.into()), ("max", max.into())]);
    match expected {
        Expected::OneOf(_) => or_list(lang, &choices),
        Expected::Courts => {
            say(lang, Txt::ExpectedCourts, &[("values", or_list(lang, &choices).into())])
        }
        Expected::Number { min, max } => range(Txt::ExpectedNumber, min, max),
        Expected::Points { min, max } => range(Txt::ExpectedPoints, min, max),
        // The words, or a number: the range is the last choice, as `rules` lists it.
        Expected::WordOrPoints { min, max, .. } => {
            choices.push(range(Txt::ExpectedPoints, min, max));
            or_list(lang, &choices)
        }
        Expected::WordOrCards { min, max, .. } => {
            choices.push(range(Txt::RulesRangeCards, min, max));
            or_list(lang, &choices)
        }
    }
}

/// Why a combination of options cannot be played, in `lang`.
fn unplayable_text(lang: Lang, why: Unplayable) -> String {
    match why {
        Unplayable::Players(players) => {
            say(lang, Txt::UnplayablePlayers, &[("players", players.into())])
        }
        Unplayable::PartnersNeedFour => say(lang, Txt::UnplayablePartners, &[]),
        Unplayable::DealTooBig { per_deal, players, needs, deck, stock } => say(
            lang,
            Txt::UnplayableDealTooBig,
            &[
                ("per_deal", per_deal.into()),
                ("players", players.into()),
                ("needs", needs.into()),
                ("deck", deck.into()),
                ("stock", stock.into()),
            ],
        ),
        Unplayable::StockUneven { stock, players } => say(
            lang,
            Txt::UnplayableStockUneven,
            &[("stock", stock.into()), ("players", players.into())],
        ),
        Unplayable::RedealShort { per_deal, left } => say(
            lang,
            Txt::UnplayableRedealShort,
            &[("per_deal", per_deal.into()), ("left", left.into())],
        ),
        Unplayable::GroupSize => say(lang, Txt::UnplayableGroupSize, &[]),
        Unplayable::Target(target) => {
            say(lang, Txt::UnplayableTarget, &[("target", target.into())])
        }
        Unplayable::BonusAbove20 => say(lang, Txt::UnplayableBonus, &[]),
        Unplayable::ShortGameClaims => say(lang, Txt::UnplayableShortClaims, &[]),
    }
}

fn settings_error(lang: Lang, voice: &dyn Voice, error: &SettingsError) -> String {
    let q = |s: &str| FluentValue::from(s.to_string());
    let usage = || {
        let args = [
            ("command", FluentValue::from(voice.command(Cmd::Settings))),
            ("platform", voice.platform().name().into()),
        ];
        FluentValue::from(say(lang, Txt::SettingsUsage, &args))
    };
    match error {
        SettingsError::NotKeyValue(word) => {
            say(lang, Txt::RefusalNotKeyValue, &[("word", q(word)), ("usage", usage())])
        }
        SettingsError::UnknownSetting(key) => {
            say(lang, Txt::RefusalUnknownSetting, &[("key", q(key)), ("usage", usage())])
        }
        SettingsError::Variant(e) => rule_error(lang, e),
        SettingsError::Timer(value) => {
            say(lang, Txt::RefusalTimer, &[("max", MAX_TIMER_SECONDS.into()), ("value", q(value))])
        }
        SettingsError::Language(name) => {
            let known: Vec<String> = Lang::ALL
                .iter()
                .map(|l| choice_or_typed(voice, Choice::Language(*l), || l.code().into()))
                .collect();
            let args = [("name", q(name)), ("languages", or_list(lang, &known).into())];
            say(lang, Txt::RefusalUnknownLanguage, &args)
        }
        SettingsError::Yes { key, value } => {
            let (yes, no) = (yes_no_word(lang, true), yes_no_word(lang, false));
            let args = [("key", key.as_str().into()), ("value", q(value))];
            let words = [("yes", yes.into()), ("no", no.into())];
            say(lang, Txt::RefusalYesNo, &[args, words].concat())
        }
        SettingsError::Notify(value) => {
            let place = |n: TurnNotice| {
                FluentValue::from(choice_or_typed(voice, Choice::Notify(n), || n.name().into()))
            };
            let args = [
                ("value", q(value)),
                ("platform", voice.platform().name().into()),
                ("channel", place(TurnNotice::Channel)),
                ("private", place(TurnNotice::Private)),
            ];
            say(lang, Txt::RefusalNotify, &args)
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::rules::RuleSet;

    struct Plain;

    impl Voice for Plain {
        fn platform(&self) -> Platform {
            Platform::Telegram
        }
        fn command(&self, cmd: Cmd) -> String {
            format!("/{cmd:?}").to_lowercase()
        }
    }

    /// A voice that names commands as Discord shows them, and the turn-notice places as its
    /// clients list them.
    struct Discord;

    impl Voice for Discord {
        fn platform(&self) -> Platform {
            Platform::Discord
        }
        fn command(&self, cmd: Cmd) -> String {
            format!("`/tablic {cmd:?}`").to_lowercase()
        }
        fn choice(&self, choice: Choice) -> Option<String> {
            match choice {
                Choice::Notify(TurnNotice::Channel) => Some("`In the channel`".into()),
                Choice::Notify(TurnNotice::Private) => Some("`By direct message`".into()),
                _ => None,
            }
        }
    }

    /// One of every kind of [`Unplayable`]; the `match` fails to compile when a kind is added
    /// without an example here.
    fn every_unplayable() -> Vec<Unplayable> {
        let all = vec![
            Unplayable::Players(5),
            Unplayable::PartnersNeedFour,
            Unplayable::DealTooBig { per_deal: 13, players: 4, needs: 52, deck: 52, stock: 48 },
            Unplayable::StockUneven { stock: 48, players: 5 },
            Unplayable::RedealShort { per_deal: 12, left: 0 },
            Unplayable::GroupSize,
            Unplayable::Target(0),
            Unplayable::BonusAbove20,
            Unplayable::ShortGameClaims,
        ];
        for kind in &all {
            match kind {
                Unplayable::Players(_)
                | Unplayable::PartnersNeedFour
                | Unplayable::DealTooBig { .. }
                | Unplayable::StockUneven { .. }
                | Unplayable::RedealShort { .. }
                | Unplayable::GroupSize
                | Unplayable::Target(_)
                | Unplayable::BonusAbove20
                | Unplayable::ShortGameClaims => {}
            }
        }
        all
    }

    /// A refusal of a bad value for every option: every kind of [`Expected`] among them.
    fn every_bad_value() -> Vec<RuleError> {
        let errors: Vec<RuleError> = OPTION_KEYS
            .iter()
            .map(|key| RuleSet::build(Variant::Tablic, [format!("{key}=zzz").as_str()]))
            .map(|built| built.expect_err("zzz is no option's value"))
            .collect();
        let kinds: BTreeSet<String> = errors
            .iter()
            .map(|e| match e {
                RuleError::BadValue { expected, .. } => {
                    format!("{expected:?}").split(['(', ' ']).next().unwrap_or_default().to_string()
                }
                other => panic!("not a bad value: {other}"),
            })
            .collect();
        let all = ["Courts", "Number", "OneOf", "Points", "WordOrCards", "WordOrPoints"];
        assert_eq!(kinds, all.iter().map(|k| k.to_string()).collect(), "every kind is met");
        errors
    }

    /// The words of `text` in the reader's language: lowercased, outside quotes (values and
    /// names as typed) and `key=value` examples.
    fn own_words(text: &str) -> BTreeSet<String> {
        let mut outside = String::new();
        let mut quoted = false;
        for c in text.chars() {
            match c {
                '„' | '“' if !quoted => quoted = true,
                '”' | '“' if quoted => quoted = false,
                _ if !quoted => outside.push(c),
                _ => {}
            }
        }
        outside
            .split_whitespace()
            .filter(|w| !w.contains('='))
            .flat_map(|w| w.split(|c: char| !c.is_alphabetic()))
            .filter(|w| w.chars().count() >= 3)
            .map(str::to_lowercase)
            .collect()
    }

    #[test]
    fn rule_refusals_have_no_english_in_other_languages() {
        let mut errors = every_bad_value();
        errors.extend(every_unplayable().into_iter().map(RuleError::Unplayable));
        // As people meet them: partners for two, a claim in a one-hand game.
        for options in [&["partners=yes"][..], &["short=yes", "claims=claim"]] {
            errors.push(RuleSet::build(Variant::Tablic, options.iter().copied()).unwrap_err());
        }
        // Words that are the same in English and the language.
        let shared = ["bonus"];
        for error in &errors {
            let english = Refusal::Rules(error.clone()).message(Lang::En, &Plain);
            let english_words = own_words(&english);
            for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
                let said = Refusal::Rules(error.clone()).message(lang, &Plain);
                let words = own_words(&said);
                let leaked: Vec<&String> = words
                    .iter()
                    .filter(|w| english_words.contains(*w) && !shared.contains(&w.as_str()))
                    .collect();
                assert!(leaked.is_empty(), "{lang:?}: {leaked:?} in {said:?} ({error})");
                if matches!(lang, Lang::SrCyrl | Lang::Mk) {
                    let latin: Vec<&String> = words
                        .iter()
                        .filter(|w| w.chars().any(|c| c.is_ascii_alphabetic()))
                        .collect();
                    assert!(latin.is_empty(), "{lang:?}: {latin:?} in {said:?}");
                }
            }
        }
    }

    #[test]
    fn refused_values_are_quoted_as_typed_in_the_readers_words() {
        let jack = RuleSet::build(Variant::Tablic, ["jack=13"]).unwrap_err();
        assert_eq!(
            Refusal::Rules(jack.clone()).message(Lang::En, &Plain),
            "Option “jack” cannot be “13”: expected “12” or “sweep”."
        );
        assert_eq!(
            Refusal::Rules(jack).message(Lang::Hr, &Plain),
            "Opcija „jack” ne može biti „13”: očekuje se „12” ili „sweep” (vrijednosti se upisuju točno kako su navedene)."
        );
        let players = RuleSet::build(Variant::Tablic, ["players=9"]).unwrap_err();
        assert_eq!(
            Refusal::Rules(players).message(Lang::Hr, &Plain),
            "Opcija „players” ne može biti „9”: očekuje se „2”, „3” ili „4” (vrijednosti se upisuju točno kako su navedene)."
        );
        // Words or a number: the number is the last choice.
        let tabla = RuleSet::build(Variant::Tablic, ["tabla=many"]).unwrap_err();
        assert_eq!(
            Refusal::Rules(tabla.clone()).message(Lang::En, &Plain),
            "Option “tabla” cannot be “many”: expected “none”, “sum” or points from 0 to 20."
        );
        assert_eq!(
            Refusal::Rules(tabla.clone()).message(Lang::Mk, &Plain),
            "Опцијата „tabla“ не може да биде „many“: се очекува „none“, „sum“ или број поени од 0 до 20 (вредностите се пишуваат точно како што се наведени)."
        );
        // The English for logs and the command line reads the same way.
        assert_eq!(
            tabla.to_string(),
            "option `tabla` cannot be `many`: expected none, sum or points from 0 to 20"
        );
        let partners = RuleSet::build(Variant::Tablic, ["partners=yes"]).unwrap_err();
        assert_eq!(partners, RuleError::Unplayable(Unplayable::PartnersNeedFour));
        assert_eq!(
            Refusal::Rules(partners.clone()).message(Lang::Hr, &Plain),
            "Ta se pravila ne mogu igrati: parovi traže točno četiri igrača: dodajte players=4 ili izostavite partners=yes"
        );
        assert_eq!(
            Refusal::Rules(partners).message(Lang::SrCyrl, &Plain),
            "Ова правила не могу да се играју: парови траже тачно четири играча: додајте players=4 или изоставите partners=yes"
        );
        let target = RuleSet::build(Variant::Tablic, ["target=0"]).unwrap_err();
        assert_eq!(
            Refusal::Rules(target).message(Lang::Ro, &Plain),
            "Opțiunea „target” nu poate fi „0”: se așteaptă un număr întreg de la 1 la 10000 (valorile se scriu exact așa cum sunt date)."
        );
        // The English for logs says the same.
        let deal = RuleSet::build(Variant::Tablic, ["players=4", "cards-per-deal=13"]).unwrap_err();
        assert_eq!(
            deal.to_string(),
            "these rules cannot be played: 13 cards each for 4 players needs 52 cards, but the 52-card deck leaves 48 after the layout"
        );
    }

    #[test]
    fn a_word_after_rules_that_is_no_variant_nor_option_says_both_can_be_named() {
        let refusal = Refusal::UnknownRulesWord("poker".into());
        let english = refusal.message(Lang::En, &Plain);
        assert!(
            english.starts_with(
                "“poker” is neither a variant nor an option. Variants: tablic, tabinet,"
            ),
            "{english}"
        );
        assert!(english.contains("Options: players, partners, target,"), "{english}");
        assert!(english.ends_with("leftovers, claims."), "{english}");
        let english_words = own_words(&english);
        for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
            let said = refusal.message(lang, &Plain);
            assert!(said.contains("tablanette-jp") && said.contains("most-cards-tie"), "{said}");
            // Outside the names as typed, no English.
            let (words, _) = said.split_once(':').unwrap_or((&said, ""));
            let leaked: Vec<String> =
                own_words(words).into_iter().filter(|w| english_words.contains(w)).collect();
            assert!(leaked.is_empty(), "{lang:?}: {leaked:?} in {said}");
        }
        assert_eq!(refusal.kind(), "unknown_rules_word");
    }

    #[test]
    fn an_open_game_is_one_to_join_and_a_game_being_played_one_to_wait_for() {
        let open = Refusal::from(SessionError::GameOpen);
        assert_eq!(
            open.message(Lang::En, &Plain),
            "A game is open here: join it with /join while a seat is free, or wait \
             until it ends."
        );
        assert!(open.message(Lang::Hr, &Discord).contains("`/tablic join`"));
        let played = Refusal::from(SessionError::GameInProgress);
        for lang in Lang::ALL {
            let said = played.message(lang, &Plain);
            assert!(!said.contains("/join"), "{lang}: nobody joins a game being played: {said}");
            assert_ne!(said, open.message(lang, &Plain), "{lang}");
        }
    }

    #[test]
    fn two_different_variants_are_refused_by_name() {
        let refusal = Refusal::TwoVariants { first: "tablic".into(), second: "tablanette".into() };
        assert_eq!(
            refusal.message(Lang::En, &Plain),
            "Two variants were asked for, “tablic” and “tablanette”: name one."
        );
        assert!(refusal.message(Lang::Mk, &Plain).contains("„tablanette“"));
    }

    /// Where turn notices go is refused naming the two places: as the reader types them, or
    /// (a voice that names choices, as Discord's clients list them) as their client shows them.
    #[test]
    fn a_place_for_turn_notices_is_refused_naming_both_places() {
        let refusal = Refusal::Settings(SettingsError::Notify("everywhere".into()));
        assert_eq!(
            refusal.message(Lang::En, &Plain),
            "“everywhere” is not a place for turn notices: write channel or private."
        );
        assert_eq!(
            refusal.message(Lang::En, &Discord),
            "“everywhere” is not a place for turn notices: choose `In the channel` or `By direct message`."
        );
        for lang in Lang::ALL {
            let typed = refusal.message(lang, &Plain);
            assert!(typed.contains("channel") && typed.contains("private"), "{lang:?}: {typed}");
            let listed = refusal.message(lang, &Discord);
            assert!(listed.contains("`In the channel`"), "{lang:?}: {listed}");
            assert!(listed.contains("`By direct message`"), "{lang:?}: {listed}");
        }
    }

    /// A refusal that offers a choice reads it as the language offers one, the last choice
    /// after its "or", and ends once, with a full stop (after the parenthesis, where one
    /// follows the choices).
    #[test]
    fn refusals_offering_a_choice_name_the_last_after_or_and_end_with_a_full_stop() {
        let deal = RuleSet::build(Variant::Tablic, ["players=3", "cards-per-deal=7"]).unwrap_err();
        let mut choices = vec![
            Refusal::UnknownLevel("godlike".into()),
            Refusal::Rules(RuleError::UnknownVariant("poker".into())),
            Refusal::Settings(SettingsError::Language("xx".into())),
            Refusal::Settings(SettingsError::Notify("everywhere".into())),
            Refusal::Rules(deal),
        ];
        choices.extend(every_bad_value().into_iter().filter_map(|e| match &e {
            RuleError::BadValue {
                expected: Expected::Number { .. } | Expected::Points { .. },
                ..
            } => None,
            _ => Some(Refusal::Rules(e)),
        }));
        for lang in Lang::ALL {
            let or = or_list(lang, &["", ""]);
            for refusal in &choices {
                for said in [refusal.message(lang, &Plain), refusal.message(lang, &Discord)] {
                    assert!(said.contains(&or), "{lang}: no “{or}” in {said}");
                    assert!(
                        !said.contains(&format!(",{or}")),
                        "{lang}: a comma before “or”: {said}"
                    );
                    assert!(said.ends_with('.') && !said.ends_with(".."), "{lang}: {said}");
                }
            }
        }
        assert_eq!(
            choices[0].message(Lang::En, &Plain),
            "Unknown computer level “godlike”: choose random, easy, greedy, medium or hard."
        );
        assert_eq!(
            choices[0].message(Lang::Ro, &Plain),
            "Nivel de calculator necunoscut „godlike”: alegeți random, easy, greedy, medium sau hard."
        );
        assert_eq!(
            choices[1].message(Lang::SrCyrl, &Plain),
            "Непозната варијанта „poker“: изаберите tablic, tabinet, tablanette, tablanet, \
             tablic-40 или tablanette-jp."
        );
        assert_eq!(
            choices[2].message(Lang::En, &Plain),
            "Unknown language “xx”: choose en, sr-Latn, sr-Cyrl, hr, bs, mk or ro."
        );
        assert_eq!(
            choices[4].message(Lang::En, &Plain),
            "With 3 players each gets 16 cards a hand, and deals of 7 would give 7, 7, 2: choose \
             cards-per-deal 1, 2, 4, 6 (the usual 6, 6, 4) or 8."
        );
        // What an option needs after `key=` is told inside a sentence that has its full stop.
        let missing = Refusal::Rules(RuleError::MissingValue("jack".into()));
        assert_eq!(
            missing.message(Lang::Bs, &Plain),
            "Opcija „jack“ traži vrijednost iza „jack=“: „12“ ili „sweep“."
        );
    }

    #[test]
    fn rules_words_of_one_kind_are_refused_with_what_may_be_asked() {
        let two = |first: &str, second: &str| (first.to_string(), second.to_string());
        let (first, second) = two("tablic", "tabinet");
        let variants = Refusal::RulesWords(RulesWords::TwoVariants { first, second });
        let (first, second) = two("forced", "target");
        let options = Refusal::RulesWords(RulesWords::TwoOptions { first, second });
        let many = Refusal::RulesWords(RulesWords::TooMany);
        assert_eq!(
            variants.message(Lang::En, &Plain),
            "“tablic” and “tabinet” are both variants. Ask for one variant, one option, or an option in a variant: /rules tabinet forced"
        );
        assert_eq!(
            options.message(Lang::En, &Discord),
            "“forced” and “target” are both options. Ask for one variant, one option, or an option in a variant: `/tablic rules` variant: tabinet option: forced"
        );
        assert_eq!(
            many.message(Lang::Hr, &Plain),
            "Previše riječi. Navedite jednu inačicu, jednu opciju ili opciju u inačici: /rules tabinet forced"
        );
        for refusal in [&variants, &options, &many] {
            assert_eq!(refusal.kind(), "bad_rules_words");
            let english_words = own_words(&refusal.message(Lang::En, &Plain));
            for lang in Lang::ALL {
                let said = refusal.message(lang, &Plain);
                assert!(said.ends_with("/rules tabinet forced"), "{lang:?}: {said}");
                assert!(!said.contains("rules-"), "{lang:?}: {said}");
                if lang == Lang::En {
                    continue;
                }
                let leaked: Vec<String> = own_words(&said)
                    .into_iter()
                    .filter(|w| {
                        english_words.contains(w)
                            && !["rules", "tabinet", "forced"].contains(&w.as_str())
                    })
                    .collect();
                assert!(leaked.is_empty(), "{lang:?}: {leaked:?} in {said}");
                let discord = refusal.message(lang, &Discord);
                assert!(
                    discord.contains(": tabinet ") && discord.ends_with(": forced"),
                    "{discord}"
                );
            }
        }
        // The two named, as typed, in every language.
        for lang in Lang::ALL {
            let said = options.message(lang, &Plain);
            assert!(said.contains("forced") && said.contains("target"), "{lang:?}: {said}");
        }
    }
}
