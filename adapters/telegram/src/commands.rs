//! Text commands: `/cmd`, `/cmd@botname` and their arguments, parsed without touching a session.

use bot_core::i18n::Lang;

use crate::texts::{arg, text, T};

/// Every command and its one-line description (registered with setMyCommands, in each language).
pub const COMMANDS: [(&str, T); 18] = [
    ("new", T::CommandNew),
    ("play", T::CommandPlay),
    ("join", T::CommandJoin),
    ("leave", T::CommandLeave),
    ("bot", T::CommandBot),
    ("go", T::CommandGo),
    ("hand", T::CommandHand),
    ("claim", T::CommandClaim),
    ("resign", T::CommandResign),
    ("back", T::CommandBack),
    ("rematch", T::CommandRematch),
    ("abort", T::CommandAbort),
    ("rules", T::CommandRules),
    ("standings", T::CommandStandings),
    ("stats", T::CommandStats),
    ("settings", T::CommandSettings),
    ("help", T::CommandHelp),
    ("start", T::CommandStart),
];

/// A command addressed to this bot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cmd {
    /// `/start [payload]`.
    Start(Option<String>),
    /// `/help`.
    Help,
    /// `/new [variant] [key=value …] [timer=seconds|off]`.
    New(Vec<String>),
    /// `/play [variant] [key=value …] [timer=seconds|off]`: a lobby, computers in the empty
    /// seats, started.
    Play(Vec<String>),
    /// `/join`.
    Join,
    /// `/leave`.
    Leave,
    /// `/bot [level]`.
    Bot(Option<String>),
    /// `/go`.
    Go,
    /// `/hand`.
    Hand,
    /// `/claim`.
    Claim,
    /// `/resign`.
    Resign,
    /// `/back`.
    Back,
    /// `/rematch`.
    Rematch,
    /// `/abort`.
    Abort,
    /// `/rules [variant] [option]`: the words as typed, for the core to read.
    Rules(Vec<String>),
    /// `/standings [points|strength] [month|…|all] [rivals] [here]`, words in any order and
    /// language.
    Standings(Vec<String>),
    /// `/stats`.
    Stats,
    /// `/settings [key=value …]`.
    Settings(Vec<String>),
}

/// What a message's text is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Parsed {
    /// Not a command.
    Text,
    /// A command for another bot (`/cmd@otherbot`).
    OtherBot,
    /// One of ours.
    Cmd(Cmd),
    /// A command we do not have, or with arguments it does not take.
    Malformed(Malformed),
}

/// What is wrong with a command of ours; each holds the command's name as typed (lower case).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Malformed {
    /// More than the one word it takes.
    TooManyWords(String),
    /// Words after a command that takes none.
    NoArguments(String),
    /// A command addressed to this bot that it does not have.
    Unknown(String),
}

impl Malformed {
    /// What to say, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let (t, name) = match self {
            Malformed::TooManyWords(name) => (T::ErrorTooManyWords, name),
            Malformed::NoArguments(name) => (T::ErrorNoArguments, name),
            Malformed::Unknown(name) => (T::ErrorUnknownNamedCommand, name),
        };
        text(lang, t, &[("command", arg(name))])
    }
}

/// Reads a message's text. `bot` is this bot's username (without `@`).
pub fn parse(text: &str, bot: &str) -> Parsed {
    let Some(rest) = text.trim_start().strip_prefix('/') else { return Parsed::Text };
    let (head, args) = match rest.find(char::is_whitespace) {
        Some(i) => (&rest[..i], rest[i..].trim()),
        None => (rest, ""),
    };
    let (name, addressee) = match head.split_once('@') {
        Some((name, to)) => (name, Some(to)),
        None => (head, None),
    };
    if addressee.is_some_and(|to| !to.eq_ignore_ascii_case(bot)) {
        return Parsed::OtherBot;
    }
    let words: Vec<String> = args.split_whitespace().map(str::to_string).collect();
    let name = name.to_ascii_lowercase();
    let none = |cmd: Cmd| {
        if words.is_empty() {
            Parsed::Cmd(cmd)
        } else {
            Parsed::Malformed(Malformed::NoArguments(name.clone()))
        }
    };
    let with_one = |make: fn(Option<String>) -> Cmd| match words.as_slice() {
        [] => Parsed::Cmd(make(None)),
        [word] => Parsed::Cmd(make(Some(word.clone()))),
        _ => Parsed::Malformed(Malformed::TooManyWords(name.clone())),
    };
    match name.as_str() {
        "start" => with_one(Cmd::Start),
        "help" => none(Cmd::Help),
        "new" => Parsed::Cmd(Cmd::New(words)),
        "play" => Parsed::Cmd(Cmd::Play(words)),
        "join" => none(Cmd::Join),
        "leave" => none(Cmd::Leave),
        "bot" => with_one(Cmd::Bot),
        "go" => none(Cmd::Go),
        "hand" => none(Cmd::Hand),
        "claim" => none(Cmd::Claim),
        "resign" => none(Cmd::Resign),
        "back" => none(Cmd::Back),
        "rematch" => none(Cmd::Rematch),
        "abort" => none(Cmd::Abort),
        "rules" => Parsed::Cmd(Cmd::Rules(words)),
        "standings" => Parsed::Cmd(Cmd::Standings(words)),
        "stats" => none(Cmd::Stats),
        "settings" => Parsed::Cmd(Cmd::Settings(words)),
        _ if addressee.is_some() => Parsed::Malformed(Malformed::Unknown(name.clone())),
        // A bare unknown command in a group may be meant for another bot.
        _ => Parsed::OtherBot,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cmd(text: &str) -> Parsed {
        parse(text, "tablic_bot")
    }

    #[test]
    fn commands_work_bare_and_addressed() {
        assert_eq!(cmd("/join"), Parsed::Cmd(Cmd::Join));
        assert_eq!(cmd("/JOIN@Tablic_Bot"), Parsed::Cmd(Cmd::Join));
        assert_eq!(cmd("/join@other_bot"), Parsed::OtherBot);
        assert_eq!(cmd("hello"), Parsed::Text);
        assert_eq!(
            cmd("/new@tablic_bot tablanette target=151"),
            Parsed::Cmd(Cmd::New(vec!["tablanette".into(), "target=151".into()]))
        );
        assert_eq!(cmd("/bot greedy"), Parsed::Cmd(Cmd::Bot(Some("greedy".into()))));
        assert_eq!(cmd("/standings"), Parsed::Cmd(Cmd::Standings(vec![])));
        assert_eq!(
            cmd("/standings strength month"),
            Parsed::Cmd(Cmd::Standings(vec!["strength".into(), "month".into()]))
        );
        assert_eq!(cmd("/stats@tablic_bot"), Parsed::Cmd(Cmd::Stats));
        // A variant and an option (or more words, which the core refuses) reach the core.
        assert_eq!(
            cmd("/rules tabinet  forced"),
            Parsed::Cmd(Cmd::Rules(vec!["tabinet".into(), "forced".into()]))
        );
        assert_eq!(cmd("/rules@tablic_bot"), Parsed::Cmd(Cmd::Rules(vec![])));
        assert_eq!(cmd("/start g-100_0"), Parsed::Cmd(Cmd::Start(Some("g-100_0".into()))));
        assert_eq!(cmd("/join now"), Parsed::Malformed(Malformed::NoArguments("join".into())));
        assert_eq!(cmd("/bot a b"), Parsed::Malformed(Malformed::TooManyWords("bot".into())));
        let unknown = Malformed::Unknown("poker".into());
        assert_eq!(cmd("/poker@tablic_bot"), Parsed::Malformed(unknown.clone()));
        assert_eq!(unknown.text(Lang::En), "I don't know /poker: see /help for what I can do.");
        assert_eq!(unknown.text(Lang::Hr), "Ne znam /poker: /help pokazuje što mogu učiniti.");
        assert_eq!(cmd("/poker"), Parsed::OtherBot);
    }
}
