//! The `/tablic` slash command: its definition (names and descriptions from the catalogue, in
//! every language) and the parsing of an invocation into a [`Request`].

use bot_core::ai::Level;
use bot_core::rules::Variant;
use serenity::all::{
    CommandData, CommandOptionType, CreateAutocompleteResponse, CreateCommand, CreateCommandOption,
    InteractionContext, ResolvedOption, ResolvedValue,
};

use crate::i18n::{text, Key, Lang, Opt, PeriodChoice, Sub};

/// The command's name (the same in every language: it is the game's name).
pub const NAME: &str = "tablic";

/// One invocation of `/tablic`, its options as given.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Request {
    /// The subcommand.
    pub sub: Option<Sub>,
    /// `variant`.
    pub variant: Option<String>,
    /// `players`.
    pub players: Option<i64>,
    /// `target`.
    pub target: Option<i64>,
    /// `short`.
    pub short: Option<bool>,
    /// `timer`, seconds.
    pub timer: Option<i64>,
    /// `level`.
    pub level: Option<String>,
    /// `period`.
    pub period: Option<String>,
    /// `here`.
    pub here: Option<bool>,
    /// `language`.
    pub language: Option<String>,
    /// `thread`.
    pub thread: Option<bool>,
}

/// The English (base) name of a subcommand.
pub fn sub_name(sub: Sub) -> &'static str {
    text(Lang::En, Key::SubName(sub))
}

/// Which option an English option name is.
fn opt_of(name: &str) -> Option<Opt> {
    Opt::ALL.into_iter().find(|o| text(Lang::En, Key::OptName(*o)) == name)
}

/// Reads an invocation. Discord sends the base (English) names whatever the user's language.
pub fn parse(data: &CommandData) -> Request {
    let mut request = Request::default();
    for option in data.options() {
        let ResolvedOption { name, value, .. } = option;
        let ResolvedValue::SubCommand(options) = value else { continue };
        request.sub = Sub::ALL.into_iter().find(|s| sub_name(*s) == name);
        for ResolvedOption { name, value, .. } in options {
            let (string, int, boolean) = match value {
                ResolvedValue::String(s) => (Some(s.to_string()), None, None),
                ResolvedValue::Autocomplete { value, .. } => (Some(value.to_string()), None, None),
                ResolvedValue::Integer(i) => (None, Some(i), None),
                ResolvedValue::Boolean(b) => (None, None, Some(b)),
                _ => (None, None, None),
            };
            match opt_of(name) {
                Some(Opt::Variant) => request.variant = string,
                Some(Opt::Players) => request.players = int,
                Some(Opt::Target) => request.target = int,
                Some(Opt::Short) => request.short = boolean,
                Some(Opt::Timer) => request.timer = int,
                Some(Opt::Level) => request.level = string,
                Some(Opt::Period) => request.period = string,
                Some(Opt::Here) => request.here = boolean,
                Some(Opt::Language) => request.language = string,
                Some(Opt::Thread) => request.thread = boolean,
                None => {}
            }
        }
    }
    request
}

fn sub(s: Sub) -> CreateCommandOption {
    let mut option = CreateCommandOption::new(
        CommandOptionType::SubCommand,
        text(Lang::En, Key::SubName(s)),
        text(Lang::En, Key::SubDesc(s)),
    );
    for lang in Lang::ALL {
        for locale in lang.discord_locales() {
            option = option
                .name_localized(*locale, text(lang, Key::SubName(s)))
                .description_localized(*locale, text(lang, Key::SubDesc(s)));
        }
    }
    option
}

fn opt(o: Opt, kind: CommandOptionType) -> CreateCommandOption {
    let mut option = CreateCommandOption::new(
        kind,
        text(Lang::En, Key::OptName(o)),
        text(Lang::En, Key::OptDesc(o)),
    );
    for lang in Lang::ALL {
        for locale in lang.discord_locales() {
            option = option
                .name_localized(*locale, text(lang, Key::OptName(o)))
                .description_localized(*locale, text(lang, Key::OptDesc(o)));
        }
    }
    option
}

fn variant_opt() -> CreateCommandOption {
    opt(Opt::Variant, CommandOptionType::String).set_autocomplete(true)
}

fn timer_opt() -> CreateCommandOption {
    opt(Opt::Timer, CommandOptionType::Integer).min_int_value(0).max_int_value(3600)
}

fn level_opt() -> CreateCommandOption {
    Level::ALL.into_iter().fold(opt(Opt::Level, CommandOptionType::String), |o, level| {
        o.add_string_choice(level.name(), level.name())
    })
}

fn period_opt() -> CreateCommandOption {
    PeriodChoice::ALL.into_iter().fold(opt(Opt::Period, CommandOptionType::String), |o, p| {
        let locales = Lang::ALL.into_iter().flat_map(|lang| {
            lang.discord_locales().iter().map(move |l| (*l, text(lang, Key::Period(p))))
        });
        o.add_string_choice_localized(text(Lang::En, Key::Period(p)), p.value(), locales)
    })
}

fn language_opt() -> CreateCommandOption {
    Lang::ALL.into_iter().fold(opt(Opt::Language, CommandOptionType::String), |o, lang| {
        o.add_string_choice(text(lang, Key::LangName(lang)), lang.code())
    })
}

/// The whole `/tablic` command with its subcommands, for registration.
pub fn definition() -> CreateCommand {
    let mut command = CreateCommand::new(NAME)
        .description(text(Lang::En, Key::RootDesc))
        .contexts(vec![InteractionContext::Guild]);
    for lang in Lang::ALL {
        for locale in lang.discord_locales() {
            command = command.description_localized(*locale, text(lang, Key::RootDesc));
        }
    }
    for s in Sub::ALL {
        let option = match s {
            Sub::New => sub(s)
                .add_sub_option(variant_opt())
                .add_sub_option(
                    opt(Opt::Players, CommandOptionType::Integer).min_int_value(2).max_int_value(4),
                )
                .add_sub_option(
                    opt(Opt::Target, CommandOptionType::Integer)
                        .min_int_value(1)
                        .max_int_value(1001),
                )
                .add_sub_option(opt(Opt::Short, CommandOptionType::Boolean))
                .add_sub_option(timer_opt()),
            Sub::Bot => sub(s).add_sub_option(level_opt()),
            Sub::Rules => sub(s).add_sub_option(variant_opt()),
            Sub::Standings => sub(s)
                .add_sub_option(period_opt())
                .add_sub_option(opt(Opt::Here, CommandOptionType::Boolean)),
            Sub::Settings => sub(s)
                .add_sub_option(variant_opt())
                .add_sub_option(timer_opt())
                .add_sub_option(language_opt())
                .add_sub_option(opt(Opt::Thread, CommandOptionType::Boolean)),
            Sub::Join
            | Sub::Leave
            | Sub::Start
            | Sub::Hand
            | Sub::Claim
            | Sub::Resign
            | Sub::Rematch
            | Sub::Abort => sub(s),
        };
        command = command.add_option(option);
    }
    command
}

/// The variants matching what was typed so far, each with its summary in `lang`.
pub fn variant_choices(lang: Lang, typed: &str) -> CreateAutocompleteResponse {
    let typed = typed.trim().to_lowercase();
    Variant::ALL
        .into_iter()
        .filter(|v| {
            typed.is_empty()
                || v.name().contains(&typed)
                || text(lang, Key::Summary(*v)).to_lowercase().contains(&typed)
        })
        .fold(CreateAutocompleteResponse::new(), |r, v| {
            let mut name = format!("{} — {}", v.name(), text(lang, Key::Summary(v)));
            if name.chars().count() > 100 {
                name = name.chars().take(99).collect::<String>() + "…";
            }
            r.add_string_choice(name, v.name())
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_definition_is_localised_and_within_limits() {
        let json = serde_json::to_value(definition()).expect("json");
        assert_eq!(json["name"], NAME);
        let subs = json["options"].as_array().expect("subcommands");
        assert_eq!(subs.len(), Sub::ALL.len());
        for s in subs {
            assert!(s["name_localizations"]["sr"].is_string(), "{s}");
            assert!(s["description_localizations"]["sr"].is_string(), "{s}");
            for o in s["options"].as_array().into_iter().flatten() {
                assert!(o["name_localizations"]["sr"].is_string(), "{o}");
            }
        }
    }

    #[test]
    fn autocomplete_filters_variants() {
        let json = serde_json::to_value(variant_choices(Lang::En, "TABLA")).expect("json");
        let names: Vec<&str> = json["choices"]
            .as_array()
            .expect("choices")
            .iter()
            .filter_map(|c| c["value"].as_str())
            .collect();
        assert!(names.contains(&"tablanette") && names.contains(&"tablanet"));
        assert!(!names.contains(&"tabinet"));
    }
}
