//! Text commands: `/cmd`, `/cmd@botname` and their arguments, parsed without touching a session.

use bot_core::i18n::Lang;
use bot_core::rules::Variant;
use serde::{Deserialize, Serialize};

/// Every command, its arguments and its one-line description (registered with setMyCommands).
pub const COMMANDS: [(&str, &str); 17] = [
    ("new", "open a game here: /new [variant] [option=value …]"),
    ("play", "play the computer at once: /play [variant] [option=value …]"),
    ("join", "take a seat in the open game"),
    ("leave", "leave the open game before it starts"),
    ("bot", "seat a computer player: /bot [level]"),
    ("go", "start the game (the player who opened it)"),
    ("hand", "show me my cards"),
    ("claim", "claim victory"),
    ("resign", "give up the game"),
    ("back", "take your seat back from the computer"),
    ("rematch", "play again with the same seats"),
    ("abort", "stop the game (who opened it, or an admin)"),
    ("rules", "the variants, or one: /rules [variant]"),
    ("standings", "the leaderboard: /standings [month|season|all]"),
    ("settings", "group defaults (admins): /settings [variant=… timer=… language=…]"),
    ("help", "what I can do"),
    ("start", "open the private chat where your cards are shown"),
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
    /// A command we do not have, or with arguments it does not take: what to say.
    Malformed(String),
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
    let one = |words: &[String]| -> Result<Option<String>, String> {
        match words {
            [] => Ok(None),
            [w] => Ok(Some(w.clone())),
            _ => Err(format!("/{name} takes at most one word; see /help")),
        }
    };
    let none = |cmd: Cmd| {
        if words.is_empty() {
            Parsed::Cmd(cmd)
        } else {
            Parsed::Malformed(format!("/{name} takes no arguments; see /help"))
        }
    };
    let with_one = |make: fn(Option<String>) -> Cmd| match one(&words) {
        Ok(word) => Parsed::Cmd(make(word)),
        Err(message) => Parsed::Malformed(message),
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
        _ if addressee.is_some() => {
            Parsed::Malformed(format!("I don't know /{name}: see /help for what I can do"))
        }
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

impl GroupSettings {
    /// Applies `key=value` changes; on any error nothing is applied.
    pub fn apply(&self, words: &[String]) -> Result<GroupSettings, String> {
        const USAGE: &str =
            "write /settings variant=tablic timer=120 language=sr-Latn (timer in seconds, 0 for none)";
        let mut next = self.clone();
        for word in words {
            let Some((key, value)) = word.split_once('=') else {
                return Err(format!("`{word}` is not key=value: {USAGE}"));
            };
            match key.to_ascii_lowercase().as_str() {
                "variant" => next.variant = Some(value.parse().map_err(|e| format!("{e}"))?),
                "timer" | "turn-timer" => {
                    let seconds: u64 = value
                        .parse()
                        .ok()
                        .filter(|s| *s <= MAX_TIMER_SECONDS)
                        .ok_or_else(|| {
                            format!("timer must be 0 to {MAX_TIMER_SECONDS} seconds, not `{value}`")
                        })?;
                    next.turn_timer_seconds = Some(seconds);
                }
                "language" | "lang" => next.language = Some(value.parse::<Lang>()?),
                _ => return Err(format!("unknown setting `{key}`: {USAGE}")),
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
        assert!(matches!(cmd("/join now"), Parsed::Malformed(_)));
        assert!(matches!(cmd("/bot a b"), Parsed::Malformed(_)));
        assert!(matches!(cmd("/poker@tablic_bot"), Parsed::Malformed(_)));
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
        let json = serde_json::to_value(&next).unwrap();
        assert_eq!(serde_json::from_value::<GroupSettings>(json).unwrap(), next);
    }
}
