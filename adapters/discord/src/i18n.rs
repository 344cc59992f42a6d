//! Every text the Discord adapter shows, one catalogue per language.
//!
//! Texts are looked up by [`Key`]; each language is one exhaustive `match`, so the compiler
//! refuses a language that misses a text. Adding a language: a [`Lang`] variant, its Discord
//! locales, and one more catalogue function. Placeholders are `{name}`, filled by [`fill`].

use bot_core::rules::Variant;

/// A language the bot speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English (the default, and Discord's base locale for command names).
    En,
    /// Serbian, Latin script.
    Sr,
}

impl Lang {
    /// Every language, the default first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Sr];

    /// The code stored in server settings.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Sr => "sr",
        }
    }

    /// The Discord locales that get this language's command names (empty for the base one).
    pub const fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &[],
            Lang::Sr => &["sr"],
        }
    }

    /// The language for a Discord locale (`sr`, `hr`: Serbian Latin reads well for both).
    pub fn from_locale(locale: &str) -> Lang {
        let base = locale.split('-').next().unwrap_or_default();
        match base {
            "sr" | "hr" | "bs" => Lang::Sr,
            _ => Lang::En,
        }
    }

    /// A stored code back to a language.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code().eq_ignore_ascii_case(code.trim()))
    }
}

/// The subcommands of `/tablic`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sub {
    /// Open a lobby.
    New,
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
    /// Server defaults.
    Settings,
}

impl Sub {
    /// Every subcommand, in the order Discord lists them.
    pub const ALL: [Sub; 13] = [
        Sub::New,
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
}

impl Opt {
    /// Every option of the command.
    pub const ALL: [Opt; 10] = [
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
    ];
}

/// A standings period as offered in the command.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PeriodChoice {
    /// This calendar month.
    Month,
    /// This season (October to September).
    Season,
    /// Everything.
    AllTime,
}

impl PeriodChoice {
    /// Every choice.
    pub const ALL: [PeriodChoice; 3] =
        [PeriodChoice::Month, PeriodChoice::Season, PeriodChoice::AllTime];

    /// The value sent back by Discord.
    pub const fn value(self) -> &'static str {
        match self {
            PeriodChoice::Month => "month",
            PeriodChoice::Season => "season",
            PeriodChoice::AllTime => "all",
        }
    }
}

/// Every text. Templates name their placeholders in the English text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    /// Description of `/tablic`.
    RootDesc,
    /// A subcommand's name.
    SubName(Sub),
    /// A subcommand's description.
    SubDesc(Sub),
    /// An option's name.
    OptName(Opt),
    /// An option's description.
    OptDesc(Opt),
    /// A period's name.
    Period(PeriodChoice),
    /// A language's own name.
    LangName(Lang),
    /// A variant's one-line summary.
    Summary(Variant),

    // Refusals: one per kind of problem.
    /// No game here.
    ErrNoGame,
    /// A game is open here.
    ErrGameInProgress,
    /// The lobby is closed.
    ErrAlreadyStarted,
    /// Already seated.
    ErrAlreadySeated,
    /// No free seat.
    ErrTableFull,
    /// Not a player.
    ErrNotSeated,
    /// Only the creator.
    ErrNotCreator,
    /// Only the creator or an admin.
    ErrNotCreatorOrAdmin,
    /// Not in play.
    ErrNotPlaying,
    /// Still in play.
    ErrNotFinished,
    /// An old button: `{moves}` is the current move number.
    ErrStale,
    /// No computer in that seat.
    ErrNoComputer,
    /// Not away.
    ErrNotAway,
    /// No claims in this variant.
    ErrNoClaims,
    /// The match is over.
    ErrMatchOver,
    /// The hand is being scored.
    ErrHandOver,
    /// Someone else's turn: `{name}`.
    ErrNotYourTurn,
    /// A card not in hand: `{card}`.
    ErrNotInHand,
    /// Cards not on the table, or an illegal capture.
    ErrIllegal,
    /// Must capture: `{card}`.
    ErrMustCapture,
    /// No redeal now.
    ErrNoRedeal,
    /// Another rule refused the move: `{detail}`.
    ErrMove,
    /// Rules that cannot be played: `{detail}`.
    ErrRules,
    /// Storage failed.
    ErrStorage,
    /// A button that is not ours, or damaged.
    ErrForged,
    /// A button of an earlier game.
    ErrOldGame,
    /// Needs a server.
    ErrGuildOnly,
    /// Needs Manage Server.
    ErrManageServer,
    /// A bad option: `{detail}`.
    ErrBadOption,
    /// Something went wrong on our side.
    ErrInternal,

    // The table.
    /// Title: `{variant}`, `{target}`.
    TableTitle,
    /// Title suffix for a short game.
    ShortGame,
    /// Lobby line: `{creator}`, `{taken}`, `{seats}`.
    LobbyLine,
    /// Lobby hint.
    LobbyHint,
    /// "Table".
    Table,
    /// Nothing on the table.
    TableEmpty,
    /// "Last move".
    LastMove,
    /// A capture: `{name}`, `{card}`, `{take}`.
    MovedTook,
    /// A trail: `{name}`, `{card}`.
    MovedTrail,
    /// Suffix: a tabla.
    Tabla,
    /// Suffix: a sweeping jack.
    Sweep,
    /// Suffix: the computer played for an absent player.
    ByComputer,
    /// "Players".
    Players,
    /// A seat line: `{name}`, `{cards}`.
    SeatCards,
    /// Marks a computer seat.
    ComputerMark,
    /// Marks a person away.
    AwayMark,
    /// An empty seat.
    EmptySeat,
    /// "Score": `{hand}`.
    Score,
    /// Score line of a side: `{names}`, `{match}`, `{now}`, `{cards}`.
    ScoreLine,
    /// "Last hand".
    LastHand,
    /// Hand-over line: `{number}`, `{sides}`.
    HandOverLine,
    /// "News".
    News,
    /// Whose turn: `{who}`.
    Turn,
    /// Footer: `{game}`, `{moves}`, `{stock}`.
    Footer,
    /// Footer part: `{seconds}` per turn.
    FooterTimer,
    /// Won: `{names}`.
    ResultWon,
    /// Won by a claim.
    ReasonClaim,
    /// Won after a failed claim.
    ReasonFailedClaim,
    /// Won by a tablanette.
    ReasonBonus,
    /// Won by resignation.
    ReasonResignation,
    /// Drawn.
    ResultDrawn,
    /// Aborted.
    ResultAborted,
    /// Final score: `{score}`.
    FinalScore,

    // Buttons.
    /// Join.
    BtnJoin,
    /// Leave.
    BtnLeave,
    /// Start.
    BtnStart,
    /// Add a computer: `{level}`.
    BtnComputer,
    /// Your hand.
    BtnHand,
    /// Rematch.
    BtnRematch,
    /// Trail.
    BtnTrail,
    /// Back to the cards.
    BtnBack,
    /// Refresh.
    BtnRefresh,
    /// Claim: `{total}`.
    BtnClaim,
    /// Redeal.
    BtnRedeal,
    /// Previous page.
    BtnPrev,
    /// Next page.
    BtnNext,

    // The hand.
    /// "Your cards".
    YourCards,
    /// Your turn.
    YourTurn,
    /// Waiting: `{name}`.
    Waiting,
    /// The match has ended.
    HandGameOver,
    /// Choice prompt: `{card}`.
    WhatTakes,
    /// Choice page: `{page}`, `{pages}`.
    PageOf,
    /// Take label: `{cards}`.
    TakeLabel,
    /// You played and took: `{card}`, `{take}`.
    YouTook,
    /// You trailed: `{card}`.
    YouTrailed,
    /// Old hand message, here is the current one.
    OldHandMessage,

    // Notices.
    /// Created: `{name}`.
    NoticeCreated,
    /// Joined: `{name}`.
    NoticeJoined,
    /// Left: `{name}`.
    NoticeLeft,
    /// Computer added: `{name}`.
    NoticeComputerAdded,
    /// Computer removed: `{name}`.
    NoticeComputerRemoved,
    /// Started.
    NoticeStarted,
    /// Redealt: `{name}`.
    NoticeRedealt,
    /// Claim right: `{name}`, `{total}`.
    NoticeClaimRight,
    /// Claim wrong: `{name}`, `{total}`.
    NoticeClaimWrong,
    /// Resigned: `{name}`.
    NoticeResigned,
    /// Aborted: `{by}`.
    NoticeAborted,
    /// Timed out: `{name}`.
    NoticeTimedOut,
    /// Timed out twice: `{name}`.
    NoticeAway,
    /// Back: `{name}`.
    NoticeBack,
    /// Closed.
    NoticeClosed,

    // Command replies.
    /// The lobby is open: `{where}`.
    ReplyOpened,
    /// Done (a quiet confirmation).
    ReplyDone,
    /// Rules title: `{variant}`.
    RulesTitle,
    /// Rules line: `{target}`.
    RulesTarget,
    /// Options differing from the preset: `{options}`.
    RulesOptions,
    /// Standings title: `{period}`.
    StandingsTitle,
    /// Standings of one channel.
    StandingsHere,
    /// No one yet.
    StandingsEmpty,
    /// A row: `{rank}`, `{name}`, `{points}`, `{matches}`, `{wins}`.
    StandingsRow,
    /// Settings title.
    SettingsTitle,
    /// Settings body: `{variant}`, `{timer}`, `{language}`, `{thread}`.
    SettingsBody,
    /// Settings saved.
    SettingsSaved,
    /// No timer.
    TimerOff,
    /// Seconds: `{seconds}`.
    Seconds,
    /// Yes.
    Yes,
    /// No.
    No,
    /// Name of a game thread: `{name}`.
    ThreadName,
}

/// The text of `key` in `lang`.
pub fn text(lang: Lang, key: Key) -> &'static str {
    match lang {
        Lang::En => en(key),
        Lang::Sr => sr(key),
    }
}

/// `key` in `lang` with its placeholders filled.
pub fn tr(lang: Lang, key: Key, args: &[(&str, &str)]) -> String {
    fill(text(lang, key), args)
}

/// Replaces each `{name}` in `template` by its value.
pub fn fill(template: &str, args: &[(&str, &str)]) -> String {
    let mut out = template.to_string();
    for (name, value) in args {
        out = out.replace(&format!("{{{name}}}"), value);
    }
    out
}

fn en(key: Key) -> &'static str {
    use Key::*;
    match key {
        RootDesc => "Play Tablić and its relatives at this table",
        SubName(s) => match s {
            Sub::New => "new",
            Sub::Join => "join",
            Sub::Leave => "leave",
            Sub::Start => "start",
            Sub::Bot => "bot",
            Sub::Hand => "hand",
            Sub::Claim => "claim",
            Sub::Resign => "resign",
            Sub::Rematch => "rematch",
            Sub::Abort => "abort",
            Sub::Rules => "rules",
            Sub::Standings => "standings",
            Sub::Settings => "settings",
        },
        SubDesc(s) => match s {
            Sub::New => "Open a new game in this channel",
            Sub::Join => "Take a free seat at the table",
            Sub::Leave => "Leave the table before the game starts",
            Sub::Start => "Start the game (empty seats get computer players)",
            Sub::Bot => "Seat a computer player",
            Sub::Hand => "Show your cards (only you see them)",
            Sub::Claim => "Claim victory: you have reached the target",
            Sub::Resign => "Give up the game",
            Sub::Rematch => "Play again with the same seats and rules",
            Sub::Abort => "Stop the game (its creator or a server manager)",
            Sub::Rules => "A short summary of a variant",
            Sub::Standings => "The leaderboard of this server",
            Sub::Settings => "Server defaults for new games (Manage Server)",
        },
        OptName(o) => match o {
            Opt::Variant => "variant",
            Opt::Players => "players",
            Opt::Target => "target",
            Opt::Short => "short",
            Opt::Timer => "timer",
            Opt::Level => "level",
            Opt::Period => "period",
            Opt::Here => "here",
            Opt::Language => "language",
            Opt::Thread => "thread",
        },
        OptDesc(o) => match o {
            Opt::Variant => "Which variant (tablic, tabinet, tablanette, …)",
            Opt::Players => "Number of players, 2 to 4",
            Opt::Target => "Points that win the match",
            Opt::Short => "One hand only: the higher score wins",
            Opt::Timer => "Seconds per turn (0: no timer)",
            Opt::Level => "How strong the computer plays",
            Opt::Period => "Which span of time",
            Opt::Here => "This channel only",
            Opt::Language => "Language of the tables in this server",
            Opt::Thread => "Open every game in its own thread",
        },
        Period(p) => match p {
            PeriodChoice::Month => "this month",
            PeriodChoice::Season => "this season",
            PeriodChoice::AllTime => "all time",
        },
        LangName(l) => match l {
            Lang::En => "English",
            Lang::Sr => "Srpski (latinica)",
        },
        Summary(v) => v.summary(),

        ErrNoGame => "There is no game in this channel: open one with `/tablic new`.",
        ErrGameInProgress => "A game is already open in this channel: join it, or finish it first.",
        ErrAlreadyStarted => "The game has already started.",
        ErrAlreadySeated => "You already have a seat at this table.",
        ErrTableFull => "Every seat is taken.",
        ErrNotSeated => "You are not playing in this game.",
        ErrNotCreator => "Only the player who opened the game can do that.",
        ErrNotCreatorOrAdmin => "Only the player who opened the game or a server manager can stop it.",
        ErrNotPlaying => "The game is not being played right now.",
        ErrNotFinished => "The game is still being played.",
        ErrStale => "That button is old: the game has moved on (move {moves} now). Nothing changed.",
        ErrNoComputer => "There is no computer player in that seat.",
        ErrNotAway => "Your seat is yours: the computer is not playing for you.",
        ErrNoClaims => "This variant has no claims of victory.",
        ErrMatchOver => "This game is over. Nothing changed.",
        ErrHandOver => "The hand is over; the next one is being dealt.",
        ErrNotYourTurn => "It is not your turn: {name} is to play. Nothing changed.",
        ErrNotInHand => "{card} is not in your hand.",
        ErrIllegal => "That capture is not allowed. Nothing changed.",
        ErrMustCapture => "{card} can take cards, and in this variant you must take all it can.",
        ErrNoRedeal => "A redeal is only for the first player, before the first card, once per hand.",
        ErrMove => "That move is not allowed: {detail}",
        ErrRules => "These rules cannot be played: {detail}",
        ErrStorage => "The game could not be saved, so nothing changed: try again in a moment.",
        ErrForged => "That button is not one of mine, or it is damaged. Nothing changed.",
        ErrOldGame => "That button belongs to an earlier game at this table. Nothing changed.",
        ErrGuildOnly => "This works only in a server.",
        ErrManageServer => "Only members with Manage Server can change the server's defaults.",
        ErrBadOption => "That option is not right: {detail}",
        ErrInternal => "Something went wrong on my side; nothing changed. Please try again.",

        TableTitle => "Tablić · {variant} · to {target}",
        ShortGame => "short game",
        LobbyLine => "{creator} opened a game: {taken} of {seats} seats taken.",
        LobbyHint => "Press **Join** to sit down; the creator presses **Start**.",
        Table => "Table",
        TableEmpty => "empty",
        LastMove => "Last move",
        MovedTook => "{name} played {card} and took {take}",
        MovedTrail => "{name} played {card} to the table",
        Tabla => " — **tabla!**",
        Sweep => " — the jack sweeps the table",
        ByComputer => " (the computer played for them)",
        Players => "Players",
        SeatCards => "{name} — {cards} cards",
        ComputerMark => " 🤖",
        AwayMark => " (away)",
        EmptySeat => "free seat",
        Score => "Score · hand {hand}",
        ScoreLine => "{names}: **{match}** ({now} this hand · {cards} cards)",
        LastHand => "Last hand",
        HandOverLine => "Hand {number}: {sides}",
        News => "News",
        Turn => "{who}, your turn: press **Your hand**.",
        Footer => "Game #{game} · move {moves} · {stock} cards left to deal",
        FooterTimer => " · {seconds} s a turn",
        ResultWon => "🏆 {names} won",
        ReasonClaim => " by a correct claim",
        ReasonFailedClaim => " after a failed claim",
        ReasonBonus => " with a tablanette",
        ReasonResignation => " by resignation",
        ResultDrawn => "The match is drawn",
        ResultAborted => "The game was stopped",
        FinalScore => "Final score {score}.",

        BtnJoin => "Join",
        BtnLeave => "Leave",
        BtnStart => "Start",
        BtnComputer => "Add computer ({level})",
        BtnHand => "Your hand",
        BtnRematch => "Rematch",
        BtnTrail => "Trail (take nothing)",
        BtnBack => "Back",
        BtnRefresh => "Refresh",
        BtnClaim => "Claim victory ({total})",
        BtnRedeal => "New cards",
        BtnPrev => "◀",
        BtnNext => "▶",

        YourCards => "Your cards",
        YourTurn => "Your turn: pick a card.",
        Waiting => "Waiting for {name}.",
        HandGameOver => "The game is over.",
        WhatTakes => "What does {card} take?",
        PageOf => "page {page} of {pages}",
        TakeLabel => "Take {cards}",
        YouTook => "You played {card} and took {take}.",
        YouTrailed => "You played {card} to the table.",
        OldHandMessage => "That was for an earlier position of the game: here are your cards now.",

        NoticeCreated => "{name} opened a game",
        NoticeJoined => "{name} joined",
        NoticeLeft => "{name} left",
        NoticeComputerAdded => "{name} took a seat",
        NoticeComputerRemoved => "{name} left its seat",
        NoticeStarted => "The game has started",
        NoticeRedealt => "{name} asked for new cards",
        NoticeClaimRight => "{name} claims victory with {total} points: the claim is right",
        NoticeClaimWrong => "{name} claims victory with only {total} points: the claim fails and loses",
        NoticeResigned => "{name} resigned",
        NoticeAborted => "{by} stopped the game",
        NoticeTimedOut => "{name} ran out of time: the computer played for them",
        NoticeAway => "{name} ran out of time twice: the computer plays for them until they are back",
        NoticeBack => "{name} is back",
        NoticeClosed => "Everyone left: the game is closed",

        ReplyOpened => "Your game is open in {where}. Others join with the **Join** button.",
        ReplyDone => "Done.",
        RulesTitle => "Rules: {variant}",
        RulesTarget => "Target: {target} points.",
        RulesOptions => "Options of this game: {options}",
        StandingsTitle => "Standings — {period}",
        StandingsHere => " (this channel)",
        StandingsEmpty => "No finished games yet.",
        StandingsRow => "{rank}. {name} — {points} pts · {matches} games, {wins} won",
        SettingsTitle => "Server defaults",
        SettingsBody => "Variant: {variant}\nTurn timer: {timer}\nLanguage: {language}\nThread per game: {thread}",
        SettingsSaved => "Saved. New games use these defaults.",
        TimerOff => "off",
        Seconds => "{seconds} s",
        Yes => "yes",
        No => "no",
        ThreadName => "Tablić — {name}",
    }
}

fn sr(key: Key) -> &'static str {
    use Key::*;
    match key {
        RootDesc => "Igrajte tablić i srodne igre za ovim stolom",
        SubName(s) => match s {
            Sub::New => "nova",
            Sub::Join => "pridruži",
            Sub::Leave => "napusti",
            Sub::Start => "počni",
            Sub::Bot => "računar",
            Sub::Hand => "karte",
            Sub::Claim => "zvanje",
            Sub::Resign => "predaja",
            Sub::Rematch => "revanš",
            Sub::Abort => "prekini",
            Sub::Rules => "pravila",
            Sub::Standings => "tabela",
            Sub::Settings => "podešavanja",
        },
        SubDesc(s) => match s {
            Sub::New => "Otvori novu partiju u ovom kanalu",
            Sub::Join => "Sedi na slobodno mesto za stolom",
            Sub::Leave => "Napusti sto pre početka partije",
            Sub::Start => "Počni partiju (prazna mesta dobijaju računar)",
            Sub::Bot => "Dodaj računar kao igrača",
            Sub::Hand => "Pokaži tvoje karte (vidiš ih samo ti)",
            Sub::Claim => "Proglasi pobedu: stigao si do cilja",
            Sub::Resign => "Predaj partiju",
            Sub::Rematch => "Igraj ponovo sa istim igračima i pravilima",
            Sub::Abort => "Prekini partiju (osnivač ili upravnik servera)",
            Sub::Rules => "Kratak opis varijante",
            Sub::Standings => "Tabela ovog servera",
            Sub::Settings => "Podrazumevana podešavanja servera (upravljanje serverom)",
        },
        OptName(o) => match o {
            Opt::Variant => "varijanta",
            Opt::Players => "igrači",
            Opt::Target => "cilj",
            Opt::Short => "kratka",
            Opt::Timer => "tajmer",
            Opt::Level => "nivo",
            Opt::Period => "period",
            Opt::Here => "ovde",
            Opt::Language => "jezik",
            Opt::Thread => "nit",
        },
        OptDesc(o) => match o {
            Opt::Variant => "Koja varijanta (tablic, tabinet, tablanette, …)",
            Opt::Players => "Broj igrača, od 2 do 4",
            Opt::Target => "Broj poena za pobedu",
            Opt::Short => "Samo jedna ruka: pobeđuje ko ima više poena",
            Opt::Timer => "Sekundi po potezu (0: bez tajmera)",
            Opt::Level => "Koliko jako igra računar",
            Opt::Period => "Koji vremenski period",
            Opt::Here => "Samo ovaj kanal",
            Opt::Language => "Jezik stolova na ovom serveru",
            Opt::Thread => "Svaka partija u svojoj niti",
        },
        Period(p) => match p {
            PeriodChoice::Month => "ovaj mesec",
            PeriodChoice::Season => "ova sezona",
            PeriodChoice::AllTime => "sve vreme",
        },
        LangName(l) => match l {
            Lang::En => "English",
            Lang::Sr => "Srpski (latinica)",
        },
        Summary(v) => match v {
            Variant::Tablic => "Srpski tablić: J 12, Q 13, K 14, as 1 ili 11, bilo koji zbirovi, tabla 1, do 101, zvanje pobede",
            Variant::Tabinet => "Rumunski tabinet: kao tablić, prvi igrač može jednom tražiti nove karte, bez zvanja",
            Variant::Tablanette => "Tablanet s džokerom: žandar nosi sve, tabla vredi zbir nošenih karata, do 251, odbrojavanje",
            Variant::Tablanet => "Tablanet: žandar nosi sve, as 1, dame i kraljevi samo po rangu, 10♦ 3, 2♣ 2, asovi 1, do 101",
            Variant::Tablic40 => "Slovenački tablić sa 40 karata za troje: četiri karte po deljenju, poen za poslednje nošenje",
            Variant::TablanetteJp => "Japanski tablanet: zbirovi od dve ili tri karte, moraš nositi sve što možeš, do 251",
        },

        ErrNoGame => "U ovom kanalu nema partije: otvori je sa `/tablic nova`.",
        ErrGameInProgress => "U ovom kanalu je partija već otvorena: pridruži se ili je prvo završi.",
        ErrAlreadyStarted => "Partija je već počela.",
        ErrAlreadySeated => "Već sediš za ovim stolom.",
        ErrTableFull => "Sva mesta su zauzeta.",
        ErrNotSeated => "Ne igraš u ovoj partiji.",
        ErrNotCreator => "To može samo igrač koji je otvorio partiju.",
        ErrNotCreatorOrAdmin => "Partiju može prekinuti samo onaj ko ju je otvorio ili upravnik servera.",
        ErrNotPlaying => "Partija se trenutno ne igra.",
        ErrNotFinished => "Partija se još igra.",
        ErrStale => "To dugme je staro: igra je odmakla (sada je potez {moves}). Ništa se nije promenilo.",
        ErrNoComputer => "Na tom mestu ne sedi računar.",
        ErrNotAway => "Mesto je tvoje: računar ne igra umesto tebe.",
        ErrNoClaims => "Ova varijanta nema zvanje pobede.",
        ErrMatchOver => "Ova partija je završena. Ništa se nije promenilo.",
        ErrHandOver => "Ruka je gotova; deli se sledeća.",
        ErrNotYourTurn => "Nisi na potezu: igra {name}. Ništa se nije promenilo.",
        ErrNotInHand => "{card} nije u tvojoj ruci.",
        ErrIllegal => "To nošenje nije dozvoljeno. Ništa se nije promenilo.",
        ErrMustCapture => "{card} može da nosi, a u ovoj varijanti moraš nositi sve što možeš.",
        ErrNoRedeal => "Nove karte može tražiti samo prvi igrač, pre prve karte, jednom po ruci.",
        ErrMove => "Taj potez nije dozvoljen: {detail}",
        ErrRules => "Po ovim pravilima se ne može igrati: {detail}",
        ErrStorage => "Partija nije mogla da se sačuva, pa se ništa nije promenilo: pokušaj ponovo za trenutak.",
        ErrForged => "To dugme nije moje ili je oštećeno. Ništa se nije promenilo.",
        ErrOldGame => "To dugme pripada ranijoj partiji za ovim stolom. Ništa se nije promenilo.",
        ErrGuildOnly => "Ovo radi samo na serveru.",
        ErrManageServer => "Podešavanja servera mogu menjati samo članovi sa pravom upravljanja serverom.",
        ErrBadOption => "Ta opcija nije dobra: {detail}",
        ErrInternal => "Nešto je pošlo naopako kod mene; ništa se nije promenilo. Pokušaj ponovo.",

        TableTitle => "Tablić · {variant} · do {target}",
        ShortGame => "kratka partija",
        LobbyLine => "{creator} je otvorio partiju: zauzeto {taken} od {seats} mesta.",
        LobbyHint => "Pritisni **Pridruži se** da sedneš; osnivač pritiska **Počni**.",
        Table => "Sto",
        TableEmpty => "prazan",
        LastMove => "Poslednji potez",
        MovedTook => "{name} je odigrao {card} i odneo {take}",
        MovedTrail => "{name} je bacio {card} na sto",
        Tabla => " — **tabla!**",
        Sweep => " — žandar čisti sto",
        ByComputer => " (računar je igrao umesto njega)",
        Players => "Igrači",
        SeatCards => "{name} — {cards} karata",
        ComputerMark => " 🤖",
        AwayMark => " (odsutan)",
        EmptySeat => "slobodno mesto",
        Score => "Rezultat · ruka {hand}",
        ScoreLine => "{names}: **{match}** ({now} u ovoj ruci · {cards} karata)",
        LastHand => "Prošla ruka",
        HandOverLine => "Ruka {number}: {sides}",
        News => "Novosti",
        Turn => "{who}, na potezu si: pritisni **Tvoje karte**.",
        Footer => "Partija #{game} · potez {moves} · u špilu još {stock} karata",
        FooterTimer => " · {seconds} s po potezu",
        ResultWon => "🏆 Pobeda: {names}",
        ReasonClaim => " ispravnim zvanjem",
        ReasonFailedClaim => " posle pogrešnog zvanja",
        ReasonBonus => " tablanetom",
        ReasonResignation => " predajom",
        ResultDrawn => "Partija je nerešena",
        ResultAborted => "Partija je prekinuta",
        FinalScore => "Konačan rezultat {score}.",

        BtnJoin => "Pridruži se",
        BtnLeave => "Napusti",
        BtnStart => "Počni",
        BtnComputer => "Dodaj računar ({level})",
        BtnHand => "Tvoje karte",
        BtnRematch => "Revanš",
        BtnTrail => "Baci (ne nosi ništa)",
        BtnBack => "Nazad",
        BtnRefresh => "Osveži",
        BtnClaim => "Zovi pobedu ({total})",
        BtnRedeal => "Nove karte",
        BtnPrev => "◀",
        BtnNext => "▶",

        YourCards => "Tvoje karte",
        YourTurn => "Na potezu si: izaberi kartu.",
        Waiting => "Čeka se {name}.",
        HandGameOver => "Partija je završena.",
        WhatTakes => "Šta nosi {card}?",
        PageOf => "strana {page} od {pages}",
        TakeLabel => "Nosi {cards}",
        YouTook => "Odigrao si {card} i odneo {take}.",
        YouTrailed => "Bacio si {card} na sto.",
        OldHandMessage => "To je bilo za raniji položaj u igri: evo tvojih karata sada.",

        NoticeCreated => "{name} je otvorio partiju",
        NoticeJoined => "{name} je seo za sto",
        NoticeLeft => "{name} je otišao",
        NoticeComputerAdded => "{name} je seo za sto",
        NoticeComputerRemoved => "{name} je ustao od stola",
        NoticeStarted => "Partija je počela",
        NoticeRedealt => "{name} je tražio nove karte",
        NoticeClaimRight => "{name} zove pobedu sa {total} poena: zvanje je tačno",
        NoticeClaimWrong => "{name} zove pobedu sa samo {total} poena: zvanje je pogrešno i gubi",
        NoticeResigned => "{name} je predao partiju",
        NoticeAborted => "{by} je prekinuo partiju",
        NoticeTimedOut => "{name} je prekoračio vreme: računar je odigrao umesto njega",
        NoticeAway => "{name} je dvaput prekoračio vreme: računar igra umesto njega dok se ne vrati",
        NoticeBack => "{name} se vratio",
        NoticeClosed => "Svi su otišli: partija je zatvorena",

        ReplyOpened => "Tvoja partija je otvorena u {where}. Ostali se pridružuju dugmetom **Pridruži se**.",
        ReplyDone => "Gotovo.",
        RulesTitle => "Pravila: {variant}",
        RulesTarget => "Cilj: {target} poena.",
        RulesOptions => "Opcije ove partije: {options}",
        StandingsTitle => "Tabela — {period}",
        StandingsHere => " (ovaj kanal)",
        StandingsEmpty => "Još nema završenih partija.",
        StandingsRow => "{rank}. {name} — {points} bod. · {matches} partija, {wins} pobeda",
        SettingsTitle => "Podešavanja servera",
        SettingsBody => "Varijanta: {variant}\nTajmer poteza: {timer}\nJezik: {language}\nNit za svaku partiju: {thread}",
        SettingsSaved => "Sačuvano. Nove partije koriste ova podešavanja.",
        TimerOff => "isključen",
        Seconds => "{seconds} s",
        Yes => "da",
        No => "ne",
        ThreadName => "Tablić — {name}",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn placeholders(s: &str) -> Vec<String> {
        let mut out: Vec<String> = s
            .split('{')
            .skip(1)
            .filter_map(|rest| rest.split_once('}').map(|(name, _)| name.to_string()))
            .collect();
        out.sort();
        out
    }

    fn every_key() -> Vec<Key> {
        let mut keys = vec![Key::RootDesc];
        for s in Sub::ALL {
            keys.push(Key::SubName(s));
            keys.push(Key::SubDesc(s));
        }
        for o in Opt::ALL {
            keys.push(Key::OptName(o));
            keys.push(Key::OptDesc(o));
        }
        keys.extend(PeriodChoice::ALL.map(Key::Period));
        keys.extend(Variant::ALL.map(Key::Summary));
        keys.extend([
            Key::ErrStale,
            Key::ErrNotYourTurn,
            Key::MovedTook,
            Key::Turn,
            Key::Footer,
            Key::StandingsRow,
            Key::SettingsBody,
            Key::LobbyLine,
            Key::ScoreLine,
            Key::NoticeClaimWrong,
        ]);
        keys
    }

    #[test]
    fn every_language_uses_the_same_placeholders() {
        for key in every_key() {
            let base = placeholders(text(Lang::En, key));
            for lang in Lang::ALL {
                assert_eq!(placeholders(text(lang, key)), base, "{key:?} in {lang:?}");
            }
        }
    }

    #[test]
    fn command_names_and_descriptions_fit_discord() {
        for lang in Lang::ALL {
            for s in Sub::ALL {
                let name = text(lang, Key::SubName(s));
                assert!(
                    (1..=32).contains(&name.chars().count())
                        && name.chars().all(|c| c == '-' || c.is_alphanumeric())
                        && name.to_lowercase() == name,
                    "{name}"
                );
                assert!((1..=100).contains(&text(lang, Key::SubDesc(s)).chars().count()));
            }
            assert!(text(lang, Key::RootDesc).chars().count() <= 100);
        }
    }

    #[test]
    fn locales_map_to_languages() {
        assert_eq!(Lang::from_locale("sr"), Lang::Sr);
        assert_eq!(Lang::from_locale("en-US"), Lang::En);
        assert_eq!(Lang::from_locale("de"), Lang::En);
        assert_eq!(Lang::from_code("SR"), Some(Lang::Sr));
        assert_eq!(tr(Lang::Sr, Key::Waiting, &[("name", "Ana")]), "Čeka se Ana.");
    }
}
