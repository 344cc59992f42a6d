//! Text commands: `/cmd`, `/cmd@botname` and their arguments, parsed without touching a session.

use bot_core::i18n::Lang;
use bot_core::rules::{RuleError, Variant};
use serde::{Deserialize, Serialize};

use crate::texts::{self, arg, text, T};

/// Every command and its one-line description (registered with setMyCommands, in each language).
pub const COMMANDS: [(&str, T); 17] = [
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
    /// `/new [variant] [key=value …]`.
    New(Vec<String>),
    /// `/play [variant] [key=value …]`: a lobby, computers in the empty seats, started.
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
    /// `/rules [variant]`.
    Rules(Option<String>),
    /// `/standings [month|season|all]`.
    Standings(Option<String>),
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
        "rules" => with_one(Cmd::Rules),
        "standings" => with_one(Cmd::Standings),
        "settings" => Parsed::Cmd(Cmd::Settings(words)),
        _ if addressee.is_some() => Parsed::Malformed(Malformed::Unknown(name.clone())),
        // A bare unknown command in a group may be meant for another bot.
        _ => Parsed::OtherBot,
    }
}

/// `/new` and `/play` arguments: an optional variant first, then `key=value` options.
pub fn split_game_args(words: &[String]) -> (Option<&str>, Vec<&str>) {
    match words.split_first() {
        Some((first, rest)) if !first.contains('=') => {
            (Some(first.as_str()), rest.iter().map(String::as_str).collect())
        }
        _ => (None, words.iter().map(String::as_str).collect()),
    }
}

/// A group's stored defaults (`/settings`), kept as JSON by the store.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GroupSettings {
    /// Variant of `/new` without one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<Variant>,
    /// Seconds a turn; 0 is no timer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_timer_seconds: Option<u64>,
    /// Language of the group's messages.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<Lang>,
}

/// Longest turn timer a group may set (a day).
pub const MAX_TIMER_SECONDS: u64 = 86_400;

/// Why `/settings` changes were refused; each holds what was typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsError {
    /// A word without `=`.
    NotKeyValue(String),
    /// A setting that does not exist.
    UnknownSetting(String),
    /// A variant that does not exist.
    Variant(RuleError),
    /// A timer that is not a number of seconds within the limit.
    Timer(String),
    /// A language the catalogue does not have.
    Language(String),
}

impl SettingsError {
    /// What to say, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let usage = || arg(texts::plain(lang, T::SettingsUsage));
        match self {
            SettingsError::NotKeyValue(word) => {
                text(lang, T::ErrorNotKeyValue, &[("word", arg(word)), ("usage", usage())])
            }
            SettingsError::UnknownSetting(key) => {
                text(lang, T::ErrorUnknownSetting, &[("key", arg(key)), ("usage", usage())])
            }
            SettingsError::Variant(e) => texts::rule_error(lang, e),
            SettingsError::Timer(value) => text(
                lang,
                T::ErrorTimer,
                &[("max", MAX_TIMER_SECONDS.into()), ("value", arg(value))],
            ),
            SettingsError::Language(name) => {
                let known: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
                let args = [("name", arg(name)), ("languages", arg(known.join(", ")))];
                text(lang, T::ErrorUnknownLanguage, &args)
            }
        }
    }
}

impl GroupSettings {
    /// Applies `key=value` changes; on any error nothing is applied.
    pub fn apply(&self, words: &[String]) -> Result<GroupSettings, SettingsError> {
        let mut next = self.clone();
        for word in words {
            let Some((key, value)) = word.split_once('=') else {
                return Err(SettingsError::NotKeyValue(word.clone()));
            };
            match key.to_ascii_lowercase().as_str() {
                "variant" => next.variant = Some(value.parse().map_err(SettingsError::Variant)?),
                "timer" | "turn-timer" => {
                    let seconds: u64 = value
                        .parse()
                        .ok()
                        .filter(|s| *s <= MAX_TIMER_SECONDS)
                        .ok_or_else(|| SettingsError::Timer(value.to_string()))?;
                    next.turn_timer_seconds = Some(seconds);
                }
                "language" | "lang" => {
                    let lang = value.parse::<Lang>();
                    next.language = Some(lang.map_err(|_| SettingsError::Language(value.into()))?);
                }
                _ => return Err(SettingsError::UnknownSetting(key.to_string())),
            }
        }
        Ok(next)
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
        assert_eq!(cmd("/standings"), Parsed::Cmd(Cmd::Standings(None)));
        assert_eq!(cmd("/start g-100_0"), Parsed::Cmd(Cmd::Start(Some("g-100_0".into()))));
        assert_eq!(cmd("/join now"), Parsed::Malformed(Malformed::NoArguments("join".into())));
        assert_eq!(cmd("/bot a b"), Parsed::Malformed(Malformed::TooManyWords("bot".into())));
        let unknown = Malformed::Unknown("poker".into());
        assert_eq!(cmd("/poker@tablic_bot"), Parsed::Malformed(unknown.clone()));
        assert_eq!(unknown.text(Lang::En), "I don't know /poker: see /help for what I can do");
        assert_eq!(unknown.text(Lang::Hr), "Ne znam /poker: /help pokazuje što mogu učiniti");
        assert_eq!(cmd("/poker"), Parsed::OtherBot);
    }

    #[test]
    fn game_arguments_split_into_variant_and_options() {
        let words: Vec<String> = ["tablic", "short=yes"].map(String::from).to_vec();
        assert_eq!(split_game_args(&words), (Some("tablic"), vec!["short=yes"]));
        let words: Vec<String> = ["target=51"].map(String::from).to_vec();
        assert_eq!(split_game_args(&words), (None, vec!["target=51"]));
        assert_eq!(split_game_args(&[]), (None, vec![]));
    }

    #[test]
    fn settings_apply_all_or_nothing() {
        let base = GroupSettings::default();
        let words: Vec<String> =
            ["variant=tablanette", "timer=60", "language=sr-latn"].map(String::from).to_vec();
        let next = base.apply(&words).unwrap();
        assert_eq!(next.variant, Some(Variant::Tablanette));
        assert_eq!(next.turn_timer_seconds, Some(60));
        assert_eq!(next.language, Some(Lang::SrLatn));
        for bad in ["variant=poker", "timer=-1", "timer=soon", "language=xx", "colour=red", "x"] {
            assert!(base.apply(&[bad.to_string()]).is_err(), "{bad}");
        }
        let e = base.apply(&["timer=soon".to_string()]).unwrap_err();
        assert_eq!(e.text(Lang::En), "Timer must be 0 to 86400 seconds, not `soon`");
        assert!(e.text(Lang::Mk).starts_with("Времето мора да биде од 0 до 86400"));
        let e = base.apply(&["x".to_string()]).unwrap_err();
        assert!(e.text(Lang::SrLatn).starts_with("`x` nije u obliku ključ=vrednost: napišite"));
        let json = serde_json::to_value(&next).unwrap();
        assert_eq!(serde_json::from_value::<GroupSettings>(json).unwrap(), next);
    }
}
