//! Every text the Discord adapter shows, in the seven languages of [`Lang`].
//!
//! The texts live in Fluent catalogues: `adapters/discord/locales/*.ftl` for what only Discord
//! says, on top of the core's (`bot-core/locales`: refusals, notices, labels), which are used
//! as they are wherever the core already says the same thing. Texts are looked up by [`Key`]:
//! each key names one Fluent id in an exhaustive `match`, so a mistyped id cannot compile, and
//! the tests check that every key has an English text and that every language has the same ids
//! and variables as English.
//!
//! Which language: a private answer speaks the person's Discord language when we have it, the
//! server's otherwise ([`Lang::of_locale`]); what the whole channel sees speaks the server's.

use std::sync::OnceLock;

use bot_core::ai::Level;
use bot_core::i18n::{core_part, Catalogue, FluentValue, Lang};
use bot_core::rules::Variant;
use bot_core::store::Board;

/// The Discord locales the command's names and descriptions are translated for, with their
/// language. Discord accepts only its own list of locales (it has no `sr`, `bs` or `mk`): any
/// other key makes it refuse the whole registration.
pub const COMMAND_LOCALES: [(Lang, &str); 2] = [(Lang::Hr, "hr"), (Lang::Ro, "ro")];

/// The Discord locale whose client names the command in `lang`, for what the whole channel
/// reads (in the server's language): `hr`, `ro`, else English's.
pub fn command_locale(lang: Lang) -> &'static str {
    COMMAND_LOCALES.iter().find(|(l, _)| *l == lang).map_or("en-US", |(_, locale)| locale)
}

/// A reader's own language, for what they alone see: their Discord locale's when it is one of
/// ours, else `None` (they read the server's). Discord has no Serbian, Bosnian or Macedonian
/// locale, so those readers run an English client: where the server's admins chose its
/// language (`chosen`), English counts as no preference.
pub fn own_lang(locale: &str, chosen: bool) -> Option<Lang> {
    Lang::of_locale(locale).filter(|lang| !(chosen && *lang == Lang::En))
}

/// A language as stored in settings or typed (the core's reading: `sr` is Latin script).
pub use bot_core::table::parse_language as stored_lang;

bot_core::catalogue_part! {
    /// The Discord part of the catalogue: its FTL source in `lang`.
    pub fn discord_part = "../locales"
}

/// The core's texts and the Discord adapter's, built once.
fn catalogue() -> &'static Catalogue {
    static CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
    CATALOGUE.get_or_init(|| Catalogue::new(&[core_part, discord_part]))
}

/// The text of `key` in `lang`.
pub fn text(lang: Lang, key: Key) -> String {
    catalogue().text(lang, key.id(), &[])
}

/// The text of `key` in `lang` with its variables.
pub fn tr(lang: Lang, key: Key, args: &[(&str, FluentValue<'_>)]) -> String {
    catalogue().text(lang, key.id(), args)
}

/// The subcommands of `/tablic`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sub {
    /// What the bot does, and every command.
    Help,
    /// Open a lobby.
    New,
    /// Play the computer: open and start at once, computers in every other seat.
    Play,
    /// Take a seat.
    Join,
    /// Leave the lobby.
    Leave,
    /// Start the match.
    Start,
    /// Add a computer player.
    Bot,
    /// Show my hand.
    Hand,
    /// Claim victory.
    Claim,
    /// Give up.
    Resign,
    /// Play again.
    Rematch,
    /// Stop the game.
    Abort,
    /// A variant's rules.
    Rules,
    /// The leaderboard.
    Standings,
    /// My own numbers.
    Stats,
    /// Server defaults.
    Settings,
}

impl Sub {
    /// Every subcommand, in the order Discord lists them.
    pub const ALL: [Sub; 16] = [
        Sub::Help,
        Sub::New,
        Sub::Play,
        Sub::Join,
        Sub::Leave,
        Sub::Start,
        Sub::Bot,
        Sub::Hand,
        Sub::Claim,
        Sub::Resign,
        Sub::Rematch,
        Sub::Abort,
        Sub::Rules,
        Sub::Standings,
        Sub::Stats,
        Sub::Settings,
    ];
}

/// The options of the subcommands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opt {
    /// A variant preset.
    Variant,
    /// Number of players.
    Players,
    /// Points to win.
    Target,
    /// One hand only.
    Short,
    /// Seconds per turn.
    Timer,
    /// Computer level.
    Level,
    /// Standings period.
    Period,
    /// Standings of this channel only.
    Here,
    /// Server language.
    Language,
    /// A thread per game.
    Thread,
    /// Where turn notices go.
    Notify,
    /// Any rule options as `key=value …` (the core's rules text).
    Rules,
    /// One rule option to explain.
    Option,
    /// Points or strength board.
    Board,
    /// Only the asker's rivals.
    Rivals,
    /// Matches with computers count in the standings.
    Computers,
}

impl Opt {
    /// Every option of the command.
    pub const ALL: [Opt; 16] = [
        Opt::Variant,
        Opt::Players,
        Opt::Target,
        Opt::Short,
        Opt::Timer,
        Opt::Level,
        Opt::Period,
        Opt::Here,
        Opt::Language,
        Opt::Thread,
        Opt::Notify,
        Opt::Rules,
        Opt::Option,
        Opt::Board,
        Opt::Rivals,
        Opt::Computers,
    ];
}

/// A standings period as offered in the command (the core's).
pub use bot_core::table::PeriodChoice;

/// Every text the adapter shows. The variables a text takes are named in its English FTL.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// Description of `/tablic`.
    CmdDescription,
    /// A subcommand's name.
    SubName(Sub),
    /// A subcommand's description.
    SubDesc(Sub),
    /// An option's name.
    OptName(Opt),
    /// An option's description.
    OptDesc(Opt),
    /// A standings period's name.
    Period(PeriodChoice),
    /// A standings board's name.
    BoardName(Board),
    /// What a server-wide board's title calls the server.
    BoardServer,
    /// A computer level's name (the core's).
    LevelName(Level),
    /// A variant's one-line summary.
    Summary(Variant),

    // Refusals are the core's (`bot_core::table::Refusal`), worded for Discord by its voice.
    /// Something went wrong on our side (the core's).
    ErrInternal,

    // The table.
    /// Title part: the points that win the match; `target`.
    TableTarget,
    /// Title part for a short game, in place of the target.
    ShortGame,
    /// Lobby line; `creator`, `taken`, `seats`.
    LobbyLine,
    /// Lobby hint.
    LobbyHint,
    /// Lobby hint once every seat is taken.
    LobbyFull,
    /// Note on the hand messages the process leaves behind when it stops.
    HandPaused,
    /// New cards dealt within the hand.
    Dealt,
    /// A hand message redrawn with the cards of a new game (a rematch another player opened).
    NewGame,
    /// [`Key::NewGame`] naming who asked for the rematch.
    NewGameBy,
    /// "Table" (the core's label).
    Table,
    /// Nothing on the table.
    TableEmpty,
    /// No cards left in a hand (the table's word would take the table's gender).
    HandEmpty,
    /// "Last move".
    LastMove,
    /// "The hand's last move", in a scored hand (beside the table's own last move).
    HandLastMove,
    /// A hand scored since the cards were last shown; `number`.
    HandEnded,
    /// A capture; `name`, `card`, `take`.
    MovedTook,
    /// A trail; `name`, `card`.
    MovedTrail,
    /// A sweeping jack.
    Sweep,
    /// The computer played for an absent player.
    ByComputer,
    /// "Players".
    Players,
    /// A seat; `name`, `count` (cards in hand).
    SeatCards,
    /// A person away.
    Away,
    /// An empty seat.
    FreeSeat,
    /// Score heading; `hand`.
    ScoreTitle,
    /// A side's score; `names`, `match`, `now`, `cards`.
    ScoreLine,
    /// "Last hand".
    LastHand,
    /// A side's cards in a scored hand; `count`.
    HandCards,
    /// A side's card points in a scored hand; `count`.
    HandCardPoints,
    /// Points for most cards; `points`.
    HandMostCards,
    /// Points for the last capture; `points`.
    HandLastCapture,
    /// Tablas and their points; `count`, `points`.
    HandTablas,
    /// A side's total of the hand and of the match; `hand`, `total`.
    HandTotal,
    /// The label of the rules that differ from the variant's.
    ChangedRules,
    /// A scored hand's number (the core's label); `number`.
    HandNumber,
    /// "News".
    News,
    /// Whose turn; `who`.
    Turn,
    /// [`Key::Turn`] with the mover's deadline; also `deadline`.
    TurnTimed,
    /// The turn notice; `who`, `game`.
    TurnNotice,
    /// The turn notice while a turn timer runs; `who`, `game`, `deadline`.
    TurnNoticeTimed,
    /// The turn notice by direct message; `place`, `game`.
    TurnNoticeDm,
    /// The turn notice by direct message while a turn timer runs; `place`, `game`, `deadline`.
    TurnNoticeDmTimed,
    /// A match's end, told in a new message; `result` (the table's line), `game`.
    EndNotice,
    /// A hand asked for by direct message, of a game another process runs; `place`, `game`.
    HandElsewhere,
    /// A game set aside at start, told in its channel; `game`, `command` (to open a new one).
    SetAside,
    /// The table message of a game set aside; `game`.
    SetAsideTable,
    /// A player's hand message of a game set aside while it was played; `game`.
    SetAsideHand,
    /// Where turn notices go, as a choice of the setting.
    NotifyChoice(bot_core::table::TurnNotice),
    /// Footer; `game`, `moves`, `stock`.
    Footer,
    /// Title part: the time a turn has; `time` (short units).
    TitleTimer,
    /// A stopped match (the core's).
    Aborted,

    // Buttons.
    /// Join (the core's).
    BtnJoin,
    /// Leave.
    BtnLeave,
    /// Start (the core's).
    BtnStart,
    /// Add a computer; `level`.
    BtnComputer,
    /// Show my hand (the core's).
    BtnHand,
    /// Rematch (the core's).
    BtnRematch,
    /// Trail (the core's).
    BtnTrail,
    /// Back to the cards.
    BtnBack,
    /// Refresh.
    BtnRefresh,
    /// Claim; `total`.
    BtnClaim,
    /// Redeal.
    BtnRedeal,
    /// I'm back (the core's).
    BtnImBack,
    /// Claim although below the target (the core's).
    BtnClaimAnyway,
    /// A link to a game's table, from a direct message.
    BtnToTable,

    // The hand.
    /// "Your cards".
    YourCards,
    /// Your turn.
    YourTurn,
    /// Your turn while your turn timer runs; `deadline`.
    YourTurnTimed,
    /// Waiting; `name`.
    Waiting,
    /// [`Key::Waiting`] with the mover's deadline; also `deadline`.
    WaitingTimed,
    /// The match has ended.
    HandGameOver,
    /// The side's claim total while a claim would not win; `total`, `target`, `partners`.
    HandClaimTotal,
    /// Choice prompt; `card`.
    WhatTakes,
    /// Choice page; `page`, `pages`.
    PageOf,
    /// A capture's button; `cards`.
    TakeLabel,
    /// You played and took; `card`, `take`.
    YouTook,
    /// You trailed; `card`.
    YouTrailed,
    /// The computer played for you and took; `card`, `take`.
    ForYouTook,
    /// The computer trailed for you; `card`.
    ForYouTrailed,
    /// Your time ran out, the computer played for you and took; `card`, `take`.
    LapseTook,
    /// Your time ran out, the computer trailed for you; `card`.
    LapseTrailed,
    /// Your time ran out again (you are away now), the computer played and took; `card`, `take`.
    LapseAgainTook,
    /// Your time ran out again (you are away now), the computer trailed for you; `card`.
    LapseAgainTrailed,
    /// One more lapse makes the computer play for you until you come back.
    LapseWarning,
    /// [`Key::LapseWarning`] for a player everyone else at the table is away from: the game
    /// would wait.
    LapseWarningAlone,
    /// Old hand message, here is the current one.
    OldHandMessage,

    // Command replies.
    /// The lobby is open; `place`.
    ReplyOpened,
    /// A game against the computer has begun; `place`.
    ReplyPlaying,
    /// Done (a quiet confirmation).
    ReplyDone,
    /// The stopper's answer: which game they stopped, and that it counts for no one; `game`.
    ReplyStopped,
    /// The resigner's answer: which game they resigned, and who wins it; `game`, `winner`.
    ReplyResigned,
    /// Settings title.
    SettingsTitle,
    /// Settings body; `variant`, `timer`, `language`, `thread`, `computers`.
    SettingsBody,
    /// Settings saved.
    SettingsSaved,
    /// Settings asked to change to what they already were.
    SettingsUnchanged,
    /// Under the settings shown to someone who may not change them: who may.
    SettingsManagers,
    /// No timer.
    TimerOff,
    /// Name of a game thread; `name`.
    ThreadName,
    /// `/tablic help`'s heading.
    HelpTitle,
    /// How a game is had here; `new`, `play`.
    HelpIntro,
    /// The heading of the commands in `/tablic help`.
    HelpCommands,
    /// Where the rules are told; `rules`.
    HelpRules,
    /// Said once in a server that has just added the bot; `new`, `play`, `help`, `rules`,
    /// `language`, `settings`.
    Welcome,
}

impl Key {
    /// The Fluent id of the text.
    pub const fn id(self) -> &'static str {
        use Key::*;
        match self {
            CmdDescription => "dc-cmd-description",
            SubName(s) => match s {
                Sub::Help => "dc-cmd-help",
                Sub::New => "dc-cmd-new",
                Sub::Play => "dc-cmd-play",
                Sub::Join => "dc-cmd-join",
                Sub::Leave => "dc-cmd-leave",
                Sub::Start => "dc-cmd-start",
                Sub::Bot => "dc-cmd-bot",
                Sub::Hand => "dc-cmd-hand",
                Sub::Claim => "dc-cmd-claim",
                Sub::Resign => "dc-cmd-resign",
                Sub::Rematch => "dc-cmd-rematch",
                Sub::Abort => "dc-cmd-abort",
                Sub::Rules => "dc-cmd-rules",
                Sub::Standings => "dc-cmd-standings",
                Sub::Stats => "dc-cmd-stats",
                Sub::Settings => "dc-cmd-settings",
            },
            SubDesc(s) => match s {
                Sub::Help => "dc-cmd-help-description",
                Sub::New => "dc-cmd-new-description",
                Sub::Play => "dc-cmd-play-description",
                Sub::Join => "dc-cmd-join-description",
                Sub::Leave => "dc-cmd-leave-description",
                Sub::Start => "dc-cmd-start-description",
                Sub::Bot => "dc-cmd-bot-description",
                Sub::Hand => "dc-cmd-hand-description",
                Sub::Claim => "dc-cmd-claim-description",
                Sub::Resign => "dc-cmd-resign-description",
                Sub::Rematch => "dc-cmd-rematch-description",
                Sub::Abort => "dc-cmd-abort-description",
                Sub::Rules => "dc-cmd-rules-description",
                Sub::Standings => "dc-cmd-standings-description",
                Sub::Stats => "dc-cmd-stats-description",
                Sub::Settings => "dc-cmd-settings-description",
            },
            OptName(o) => match o {
                Opt::Variant => "dc-opt-variant",
                Opt::Players => "dc-opt-players",
                Opt::Target => "dc-opt-target",
                Opt::Short => "dc-opt-short",
                Opt::Timer => "dc-opt-timer",
                Opt::Level => "dc-opt-level",
                Opt::Period => "dc-opt-period",
                Opt::Here => "dc-opt-here",
                Opt::Language => "dc-opt-language",
                Opt::Thread => "dc-opt-thread",
                Opt::Notify => "dc-opt-notify",
                Opt::Rules => "dc-opt-rules",
                Opt::Option => "dc-opt-option",
                Opt::Board => "dc-opt-board",
                Opt::Rivals => "dc-opt-rivals",
                Opt::Computers => "dc-opt-computers",
            },
            OptDesc(o) => match o {
                Opt::Variant => "dc-opt-variant-description",
                Opt::Players => "dc-opt-players-description",
                Opt::Target => "dc-opt-target-description",
                Opt::Short => "dc-opt-short-description",
                Opt::Timer => "dc-opt-timer-description",
                Opt::Level => "dc-opt-level-description",
                Opt::Period => "dc-opt-period-description",
                Opt::Here => "dc-opt-here-description",
                Opt::Language => "dc-opt-language-description",
                Opt::Thread => "dc-opt-thread-description",
                Opt::Notify => "dc-opt-notify-description",
                Opt::Rules => "dc-opt-rules-description",
                Opt::Option => "dc-opt-option-description",
                Opt::Board => "dc-opt-board-description",
                Opt::Rivals => "dc-opt-rivals-description",
                Opt::Computers => "dc-opt-computers-description",
            },
            BoardName(b) => match b {
                Board::Points => "dc-board-points",
                Board::Strength => "dc-board-strength",
            },
            BoardServer => "dc-board-server",
            Period(p) => match p {
                PeriodChoice::Month => "period-month",
                PeriodChoice::LastMonth => "period-last-month",
                PeriodChoice::Season => "period-season",
                PeriodChoice::LastSeason => "period-last-season",
                PeriodChoice::AllTime => "period-all",
            },
            LevelName(l) => match l {
                Level::Random => "level-random",
                Level::Greedy => "level-greedy",
                Level::Easy => "level-easy",
                Level::Medium => "level-medium",
                Level::Hard => "level-hard",
            },
            Summary(v) => match v {
                Variant::Tablic => "summary-tablic",
                Variant::Tabinet => "summary-tabinet",
                Variant::Tablanette => "summary-tablanette",
                Variant::Tablanet => "summary-tablanet",
                Variant::Tablic40 => "summary-tablic-40",
                Variant::TablanetteJp => "summary-tablanette-jp",
            },

            ErrInternal => "refusal-internal",

            TableTarget => "dc-table-target",
            ShortGame => "dc-table-short",
            LobbyLine => "dc-lobby-line",
            LobbyHint => "dc-lobby-hint",
            LobbyFull => "dc-lobby-full",
            HandPaused => "dc-hand-paused",
            Dealt => "dc-dealt",
            NewGame => "dc-new-game",
            NewGameBy => "dc-new-game-by",
            Table => "label-table",
            TableEmpty => "dc-table-empty",
            HandEmpty => "dc-hand-empty",
            LastMove => "dc-last-move",
            HandLastMove => "dc-hand-last-move",
            HandEnded => "dc-hand-ended",
            MovedTook => "dc-moved-took",
            MovedTrail => "dc-moved-trail",
            Sweep => "dc-moved-sweep",
            ByComputer => "dc-moved-by-computer",
            Players => "dc-players",
            SeatCards => "dc-seat-cards",
            Away => "dc-away",
            FreeSeat => "dc-free-seat",
            ScoreTitle => "dc-score-title",
            ScoreLine => "dc-score-line",
            LastHand => "dc-last-hand",
            HandCards => "dc-hand-cards",
            HandCardPoints => "dc-hand-card-points",
            HandMostCards => "dc-hand-most-cards",
            HandLastCapture => "dc-hand-last-capture",
            HandTablas => "dc-hand-tablas",
            HandTotal => "dc-hand-total",
            ChangedRules => "dc-table-rules",
            HandNumber => "label-hand-number",
            News => "dc-news",
            Turn => "dc-turn",
            TurnTimed => "dc-turn-timed",
            TurnNotice => "dc-turn-notice",
            TurnNoticeTimed => "dc-turn-notice-timed",
            TurnNoticeDm => "dc-turn-notice-dm",
            TurnNoticeDmTimed => "dc-turn-notice-dm-timed",
            EndNotice => "dc-end-notice",
            HandElsewhere => "dc-hand-elsewhere",
            SetAside => "dc-set-aside",
            SetAsideTable => "dc-set-aside-table",
            SetAsideHand => "dc-set-aside-hand",
            NotifyChoice(bot_core::table::TurnNotice::Channel) => "dc-notify-channel",
            NotifyChoice(bot_core::table::TurnNotice::Private) => "dc-notify-private",
            Footer => "dc-footer",
            TitleTimer => "dc-title-timer",
            Aborted => "result-aborted",

            BtnJoin => "button-join",
            BtnLeave => "dc-button-leave",
            BtnStart => "button-start",
            BtnComputer => "dc-button-add-computer",
            BtnHand => "button-my-hand",
            BtnRematch => "button-rematch",
            BtnTrail => "button-trail",
            BtnBack => "dc-button-back",
            BtnRefresh => "dc-button-refresh",
            BtnClaim => "dc-button-claim",
            BtnRedeal => "dc-button-redeal",
            BtnImBack => "button-back",
            BtnClaimAnyway => "button-claim-anyway",
            BtnToTable => "dc-button-to-table",

            YourCards => "dc-your-cards",
            YourTurn => "dc-your-turn",
            YourTurnTimed => "dc-your-turn-timed",
            Waiting => "dc-waiting",
            WaitingTimed => "dc-waiting-timed",
            HandGameOver => "dc-game-over",
            HandClaimTotal => "dc-hand-claim-total",
            WhatTakes => "dc-what-takes",
            PageOf => "dc-page-of",
            TakeLabel => "dc-take",
            YouTook => "dc-you-took",
            YouTrailed => "dc-you-trailed",
            ForYouTook => "for-you-took",
            ForYouTrailed => "for-you-trailed",
            LapseTook => "for-you-timed-out-took",
            LapseTrailed => "for-you-timed-out-trailed",
            LapseAgainTook => "for-you-timed-out-again-took",
            LapseAgainTrailed => "for-you-timed-out-again-trailed",
            LapseWarning => "timed-out-warning",
            LapseWarningAlone => "timed-out-warning-alone",
            OldHandMessage => "dc-old-hand",

            ReplyOpened => "dc-reply-opened",
            ReplyPlaying => "dc-reply-playing",
            ReplyDone => "dc-reply-done",
            ReplyStopped => "dc-reply-stopped",
            ReplyResigned => "dc-reply-resigned",
            SettingsTitle => "dc-settings-title",
            SettingsBody => "dc-settings-body",
            SettingsSaved => "dc-settings-saved",
            SettingsUnchanged => "dc-settings-unchanged",
            SettingsManagers => "dc-settings-managers",
            TimerOff => "dc-timer-off",
            ThreadName => "dc-thread-name",
            HelpTitle => "dc-help-title",
            HelpIntro => "dc-help-intro",
            HelpCommands => "dc-help-commands",
            HelpRules => "dc-help-rules",
            Welcome => "dc-welcome",
        }
    }

    /// Every key, for the tests and for checks over the whole catalogue.
    pub fn all() -> Vec<Key> {
        use Key::*;
        let mut keys = vec![CmdDescription];
        for s in Sub::ALL {
            keys.extend([SubName(s), SubDesc(s)]);
        }
        for o in Opt::ALL {
            keys.extend([OptName(o), OptDesc(o)]);
        }
        keys.extend(PeriodChoice::ALL.map(Period));
        keys.extend([Board::Points, Board::Strength].map(BoardName));
        keys.extend(Level::ALL.map(LevelName));
        keys.extend(Variant::ALL.map(Summary));
        keys.extend([
            ErrInternal,
            TableTarget,
            ShortGame,
            LobbyLine,
            LobbyHint,
            LobbyFull,
            HandPaused,
            Dealt,
            NewGame,
            NewGameBy,
            BoardServer,
            Table,
            TableEmpty,
            HandEmpty,
            LastMove,
            HandLastMove,
            HandEnded,
            MovedTook,
            MovedTrail,
            Sweep,
            ByComputer,
            Players,
            SeatCards,
            Away,
            FreeSeat,
            ScoreTitle,
            ScoreLine,
            LastHand,
            HandCards,
            HandCardPoints,
            HandMostCards,
            HandLastCapture,
            HandTablas,
            HandTotal,
            ChangedRules,
            HandNumber,
            News,
            Turn,
            TurnTimed,
            TurnNotice,
            TurnNoticeTimed,
            TurnNoticeDm,
            TurnNoticeDmTimed,
            EndNotice,
            HandElsewhere,
            SetAside,
            SetAsideTable,
            SetAsideHand,
            NotifyChoice(bot_core::table::TurnNotice::Channel),
            NotifyChoice(bot_core::table::TurnNotice::Private),
            Footer,
            TitleTimer,
            Aborted,
            BtnJoin,
            BtnLeave,
            BtnStart,
            BtnComputer,
            BtnHand,
            BtnRematch,
            BtnTrail,
            BtnBack,
            BtnRefresh,
            BtnClaim,
            BtnRedeal,
            BtnImBack,
            BtnClaimAnyway,
            BtnToTable,
            YourCards,
            YourTurn,
            YourTurnTimed,
            Waiting,
            WaitingTimed,
            HandGameOver,
            HandClaimTotal,
            WhatTakes,
            PageOf,
            TakeLabel,
            YouTook,
            YouTrailed,
            ForYouTook,
            ForYouTrailed,
            LapseTook,
            LapseTrailed,
            LapseAgainTook,
            LapseAgainTrailed,
            LapseWarning,
            LapseWarningAlone,
            OldHandMessage,
            ReplyOpened,
            ReplyPlaying,
            ReplyDone,
            ReplyStopped,
            ReplyResigned,
            SettingsTitle,
            SettingsBody,
            SettingsSaved,
            SettingsUnchanged,
            SettingsManagers,
            TimerOff,
            ThreadName,
            HelpTitle,
            HelpIntro,
            HelpCommands,
            HelpRules,
            Welcome,
        ]);
        keys
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bot_core::i18n::check_parts;

    /// `Key::id` is an exhaustive match but `Key::all` is a list: a key left out of the list
    /// would escape the other checks, so every Discord id of the English file must be in it.
    #[test]
    fn the_list_of_keys_has_no_duplicate_and_covers_the_ftl() {
        let keys = Key::all();
        let mut ids: Vec<&str> = keys.iter().map(|k| k.id()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), keys.len(), "two keys share an id");
        // Every Discord id of the English file is some key's, so no text is left unused.
        for line in discord_part(Lang::En).lines() {
            let Some((id, _)) = line.split_once('=') else { continue };
            let id = id.trim();
            if id.starts_with("dc-") {
                assert!(ids.contains(&id), "`{id}` has no key");
            }
        }
    }

    #[test]
    fn the_catalogue_is_complete_in_every_language() {
        let problems = check_parts(&[core_part, discord_part]);
        assert!(problems.is_empty(), "{problems:#?}");
    }

    #[test]
    fn every_key_has_an_english_text() {
        for key in Key::all() {
            assert!(catalogue().has(key.id()), "{key:?}: `{}` has no English text", key.id());
        }
    }

    #[test]
    fn every_discord_id_is_prefixed_so_it_cannot_clash_with_the_core() {
        for lang in Lang::ALL {
            for line in discord_part(lang).lines() {
                let starts_message = line.chars().next().is_some_and(|c| c.is_ascii_alphabetic());
                if let Some((id, _)) = line.split_once('=').filter(|_| starts_message) {
                    assert!(id.trim().starts_with("dc-"), "{lang}: `{}`", id.trim());
                }
            }
        }
    }

    #[test]
    fn plurals_and_variables_are_filled() {
        let seat =
            |lang, n: u32| tr(lang, Key::SeatCards, &[("name", "Ana".into()), ("count", n.into())]);
        assert_eq!(seat(Lang::En, 1), "Ana — 1 card");
        assert_eq!(seat(Lang::En, 6), "Ana — 6 cards");
        assert_eq!(seat(Lang::SrLatn, 1), "Ana — 1 karta");
        assert_eq!(seat(Lang::SrLatn, 3), "Ana — 3 karte");
        assert_eq!(seat(Lang::SrLatn, 6), "Ana — 6 karata");
        assert_eq!(seat(Lang::SrCyrl, 21), "Ana — 21 карта");
        assert_eq!(seat(Lang::Hr, 22), "Ana — 22 karte");
        assert_eq!(seat(Lang::Mk, 1), "Ana — 1 карта");
        assert_eq!(seat(Lang::Mk, 5), "Ana — 5 карти");
        assert_eq!(seat(Lang::Ro, 1), "Ana — o carte");
        assert_eq!(seat(Lang::Ro, 6), "Ana — 6 cărți");
        assert_eq!(seat(Lang::Ro, 20), "Ana — 20 de cărți");
        let waiting = tr(Lang::SrLatn, Key::Waiting, &[("name", "Ana".into())]);
        assert_eq!(waiting, "Na potezu je Ana.");
        // The core's button label inside a Discord text, in the same language.
        let turn = tr(Lang::Hr, Key::Turn, &[("who", "Ana".into())]);
        assert!(turn.contains("**Moje karte**"), "{turn}");
        assert!(!turn.contains('\u{2068}'), "no isolation marks");
    }

    #[test]
    fn discord_locales_map_to_our_languages_or_to_none() {
        assert_eq!(Lang::of_locale("en-US"), Some(Lang::En));
        assert_eq!(Lang::of_locale("en-GB"), Some(Lang::En));
        assert_eq!(Lang::of_locale("hr"), Some(Lang::Hr));
        assert_eq!(Lang::of_locale("ro"), Some(Lang::Ro));
        for theirs in ["de", "ru", "bg", "uk", "pt-BR", "zh-CN", ""] {
            assert_eq!(Lang::of_locale(theirs), None, "{theirs}");
        }
        // An English client is a preference only where the server's language is a guess.
        assert_eq!(own_lang("en-US", false), Some(Lang::En));
        assert_eq!(own_lang("en-GB", true), None);
        assert_eq!(own_lang("hr", true), Some(Lang::Hr));
        assert_eq!(own_lang("de", false), None);
        assert_eq!(stored_lang("sr"), Some(Lang::SrLatn));
        assert_eq!(stored_lang("en"), Some(Lang::En));
        assert_eq!(stored_lang("sr-Cyrl"), Some(Lang::SrCyrl));
        assert_eq!(stored_lang("mk"), Some(Lang::Mk));
        assert_eq!(stored_lang("xx"), None);
    }
}
