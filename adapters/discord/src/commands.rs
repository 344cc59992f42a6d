//! The `/tablic` slash command: its definition (names and descriptions from the catalogue, in
//! every language) and the parsing of an invocation into a [`Request`].

use bot_core::ai::Level;
use bot_core::i18n::Lang;
use bot_core::rules::{Variant, MAX_TARGET};
use bot_core::store::Board;
use bot_core::table::{BoardWord, Choice, TurnNotice, MAX_TIMER_SECONDS};
use serenity::all::{
    CommandData, CommandOptionType, CreateAutocompleteResponse, CreateCommand, CreateCommandOption,
    InteractionContext, ResolvedOption, ResolvedValue,
};

use crate::i18n::{text, Key, Opt, PeriodChoice, Sub, COMMAND_LOCALES};

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
    /// `notify`: `channel` or `private`.
    pub notify: Option<String>,
    /// `rules`: `key=value …` as typed.
    pub rules: Option<String>,
    /// `option`: one rule option to explain, as typed.
    pub option: Option<String>,
    /// `board`: `points` or `strength`.
    pub board: Option<String>,
    /// `rivals`.
    pub rivals: Option<bool>,
    /// `computers`.
    pub computers: Option<bool>,
}

/// The English (base) name of a subcommand: what Discord sends back whatever the language.
pub fn sub_name(sub: Sub) -> String {
    text(Lang::En, Key::SubName(sub))
}

/// A subcommand as a person with Discord `locale` sees it in the command list (`/tablic nova`
/// in Croatian), to name it in a message.
pub fn shown_command(locale: &str, sub: Sub) -> String {
    format!("/{NAME} {}", text(names_lang(locale), Key::SubName(sub)))
}

/// An option, given by its English name, as a person with Discord `locale` sees it beside the
/// command (`opcija` in Croatian, `option` in an English or German client); a name that is no
/// option of ours stays as it is.
pub fn shown_option(locale: &str, name: &str) -> String {
    opt_of(name).map_or_else(|| name.to_string(), |o| text(names_lang(locale), Key::OptName(o)))
}

/// A choice as a person with Discord `locale` sees it in the command's list (`lako` for the
/// easy level in Croatian); the standings' `rivals` and `here`, which are options there, by
/// their option names. `None` for a word the command does not offer (`last`).
pub fn shown_choice(locale: &str, choice: Choice) -> Option<String> {
    let lang = names_lang(locale);
    let key = match choice {
        Choice::Level(level) => Key::LevelName(level),
        Choice::Board(BoardWord::Points) => Key::BoardName(Board::Points),
        Choice::Board(BoardWord::Strength) => Key::BoardName(Board::Strength),
        Choice::Board(BoardWord::Period(period)) => Key::Period(period),
        Choice::Board(BoardWord::Rivals) => Key::OptName(Opt::Rivals),
        Choice::Board(BoardWord::Here) => Key::OptName(Opt::Here),
        Choice::Board(BoardWord::Last) => return None,
        Choice::Notify(place) => Key::NotifyChoice(place),
        // Every language by its own name, the same in every client.
        Choice::Language(language) => return Some(language.native_name().to_string()),
    };
    Some(text(lang, key))
}

/// The language a Discord client with `locale` names the command and its options in: ours
/// where the command is translated for it, else English.
fn names_lang(locale: &str) -> Lang {
    COMMAND_LOCALES.iter().find(|(_, l)| *l == locale).map_or(Lang::En, |(lang, _)| *lang)
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
        request.sub = Sub::ALL.into_iter().find(|s| sub_name(*s) == *name);
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
                Some(Opt::Notify) => request.notify = string,
                Some(Opt::Rules) => request.rules = string,
                Some(Opt::Option) => request.option = string,
                Some(Opt::Board) => request.board = string,
                Some(Opt::Rivals) => request.rivals = boolean,
                Some(Opt::Computers) => request.computers = boolean,
                None => {}
            }
        }
    }
    request
}

/// An option or subcommand named and described in English, translated for [`COMMAND_LOCALES`].
fn localized(kind: CommandOptionType, name: Key, description: Key) -> CreateCommandOption {
    let option = CreateCommandOption::new(kind, text(Lang::En, name), text(Lang::En, description));
    COMMAND_LOCALES.into_iter().fold(option, |option, (lang, locale)| {
        option
            .name_localized(locale, text(lang, name))
            .description_localized(locale, text(lang, description))
    })
}

fn sub(s: Sub) -> CreateCommandOption {
    localized(CommandOptionType::SubCommand, Key::SubName(s), Key::SubDesc(s))
}

fn opt(o: Opt, kind: CommandOptionType) -> CreateCommandOption {
    localized(kind, Key::OptName(o), Key::OptDesc(o))
}

/// A choice named in English, translated for [`COMMAND_LOCALES`].
fn choice(option: CreateCommandOption, name: Key, value: &str) -> CreateCommandOption {
    let locales = COMMAND_LOCALES.map(|(lang, locale)| (locale, text(lang, name)));
    option.add_string_choice_localized(text(Lang::En, name), value, locales)
}

fn variant_opt() -> CreateCommandOption {
    opt(Opt::Variant, CommandOptionType::String).set_autocomplete(true)
}

/// Any option of the rules as text, `key=value …`, with suggestions as it is typed. As long
/// as Discord lets a text option be: every option can be given (suggestions stop at
/// [`CHOICE_MAX`], see [`rules_choices`]).
fn rules_opt() -> CreateCommandOption {
    opt(Opt::Rules, CommandOptionType::String).set_autocomplete(true).max_length(STRING_MAX)
}

/// Seconds a turn, 0 for none: the core's bounds, for a new game and the server's default.
fn timer_opt() -> CreateCommandOption {
    opt(Opt::Timer, CommandOptionType::Integer).min_int_value(0).max_int_value(MAX_TIMER_SECONDS)
}

/// Points to win: the core's bounds.
fn target_opt() -> CreateCommandOption {
    opt(Opt::Target, CommandOptionType::Integer).min_int_value(1).max_int_value(MAX_TARGET.into())
}

/// Players at the table: 2 to 4.
fn players_opt() -> CreateCommandOption {
    opt(Opt::Players, CommandOptionType::Integer).min_int_value(2).max_int_value(4)
}

fn level_opt() -> CreateCommandOption {
    Level::ALL.into_iter().fold(opt(Opt::Level, CommandOptionType::String), |o, level| {
        choice(o, Key::LevelName(level), level.name())
    })
}

fn board_opt() -> CreateCommandOption {
    [(Board::Points, "points"), (Board::Strength, "strength")]
        .into_iter()
        .fold(opt(Opt::Board, CommandOptionType::String), |o, (board, word)| {
            choice(o, Key::BoardName(board), word)
        })
}

fn period_opt() -> CreateCommandOption {
    PeriodChoice::ALL.into_iter().fold(opt(Opt::Period, CommandOptionType::String), |o, p| {
        choice(o, Key::Period(p), p.word())
    })
}

/// Every language by its own name, the same for everyone: a person looks for their language
/// by the name they know it by.
fn language_opt() -> CreateCommandOption {
    Lang::ALL.into_iter().fold(opt(Opt::Language, CommandOptionType::String), |o, lang| {
        o.add_string_choice(lang.native_name(), lang.code())
    })
}

/// Where turn notices go: the channel, or direct messages.
fn notify_opt() -> CreateCommandOption {
    [TurnNotice::Channel, TurnNotice::Private]
        .into_iter()
        .fold(opt(Opt::Notify, CommandOptionType::String), |o, place| {
            choice(o, Key::NotifyChoice(place), place.name())
        })
}

/// The whole `/tablic` command with its subcommands, for registration.
pub fn definition() -> CreateCommand {
    let mut command = CreateCommand::new(NAME)
        .description(text(Lang::En, Key::CmdDescription))
        .contexts(vec![InteractionContext::Guild]);
    for (lang, locale) in COMMAND_LOCALES {
        command = command.description_localized(locale, text(lang, Key::CmdDescription));
    }
    for s in Sub::ALL {
        let option = match s {
            Sub::New => sub(s)
                .add_sub_option(variant_opt())
                .add_sub_option(players_opt())
                .add_sub_option(target_opt())
                .add_sub_option(opt(Opt::Short, CommandOptionType::Boolean))
                .add_sub_option(timer_opt())
                .add_sub_option(rules_opt()),
            // `new`'s options and the computers' level.
            Sub::Play => sub(s)
                .add_sub_option(variant_opt())
                .add_sub_option(level_opt())
                .add_sub_option(players_opt())
                .add_sub_option(target_opt())
                .add_sub_option(opt(Opt::Short, CommandOptionType::Boolean))
                .add_sub_option(timer_opt())
                .add_sub_option(rules_opt()),
            Sub::Bot => sub(s).add_sub_option(level_opt()),
            Sub::Rules => sub(s)
                .add_sub_option(variant_opt())
                .add_sub_option(opt(Opt::Option, CommandOptionType::String).set_autocomplete(true)),
            Sub::Standings => sub(s)
                .add_sub_option(board_opt())
                .add_sub_option(period_opt())
                .add_sub_option(opt(Opt::Rivals, CommandOptionType::Boolean))
                .add_sub_option(opt(Opt::Here, CommandOptionType::Boolean)),
            Sub::Settings => sub(s)
                .add_sub_option(variant_opt())
                .add_sub_option(timer_opt())
                .add_sub_option(language_opt())
                .add_sub_option(opt(Opt::Thread, CommandOptionType::Boolean))
                .add_sub_option(notify_opt())
                .add_sub_option(opt(Opt::Computers, CommandOptionType::Boolean)),
            Sub::Help
            | Sub::Join
            | Sub::Leave
            | Sub::Start
            | Sub::Hand
            | Sub::Claim
            | Sub::Resign
            | Sub::Rematch
            | Sub::Abort
            | Sub::Stats => sub(s),
        };
        command = command.add_option(option);
    }
    command
}

/// Discord's limit on a choice's name and value, and on the most choices offered.
const CHOICE_MAX: usize = 100;
const CHOICES_MAX: usize = 25;
/// Discord's limit on a text option's length.
const STRING_MAX: u16 = 6000;

/// Completions of a rules text being typed (the core's suggestions), each its own name. A
/// completion is the whole text, and Discord takes no choice value over [`CHOICE_MAX`]: past
/// that none is offered, and what was typed is sent as it is.
pub fn rules_choices(typed: &str) -> CreateAutocompleteResponse {
    bot_core::rules::suggest_options(typed, CHOICES_MAX)
        .into_iter()
        .filter(|s| s.chars().count() <= CHOICE_MAX)
        .fold(CreateAutocompleteResponse::new(), |r, s| r.add_string_choice(s.clone(), s))
}

/// The rule options matching what was typed so far (by key, in the order `rules` lists them),
/// each with what it does in `lang`: at most 25, as Discord takes.
pub fn option_choices(lang: Lang, typed: &str) -> CreateAutocompleteResponse {
    let typed = typed.trim().to_lowercase().replace('_', "-");
    bot_core::rules::OPTION_KEYS
        .into_iter()
        .filter(|key| typed.is_empty() || key.contains(&typed))
        .take(CHOICES_MAX)
        .fold(CreateAutocompleteResponse::new(), |r, key| {
            let about = bot_core::table::option_about(lang, key);
            let mut name = format!("{key} — {about}");
            if name.chars().count() > CHOICE_MAX {
                name = name.chars().take(CHOICE_MAX - 1).collect::<String>() + "…";
            }
            r.add_string_choice(name, key)
        })
}

/// Whether an option being autocompleted (its English name) is the one rule option to explain.
pub fn is_option_option(name: &str) -> bool {
    opt_of(name) == Some(Opt::Option)
}

/// Whether an option being autocompleted (its English name) is the rules text.
pub fn is_rules_option(name: &str) -> bool {
    opt_of(name) == Some(Opt::Rules)
}

/// The variants matching what was typed so far, each with its summary in `lang`.
pub fn variant_choices(lang: Lang, typed: &str) -> CreateAutocompleteResponse {
    let typed = typed.trim().to_lowercase();
    Variant::ALL
        .into_iter()
        .map(|v| (v, text(lang, Key::Summary(v))))
        .filter(|(v, summary)| {
            typed.is_empty() || v.name().contains(&typed) || summary.to_lowercase().contains(&typed)
        })
        .fold(CreateAutocompleteResponse::new(), |r, (v, summary)| {
            let mut name = format!("{} — {summary}", v.name());
            if name.chars().count() > 100 {
                name = name.chars().take(99).collect::<String>() + "…";
            }
            r.add_string_choice(name, v.name())
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    /// Discord's locales: the only keys it accepts in `name_localizations` and
    /// `description_localizations`.
    const DISCORD_LOCALES: [&str; 32] = [
        "bg", "cs", "da", "de", "el", "en-GB", "en-US", "es-ES", "es-419", "fi", "fr", "hi", "hr",
        "hu", "id", "it", "ja", "ko", "lt", "nl", "no", "pl", "pt-BR", "ro", "ru", "sv-SE", "th",
        "tr", "uk", "vi", "zh-CN", "zh-TW",
    ];

    /// Discord's rule for command and option names: `^[-_\p{L}\p{N}]{1,32}$`, lowercase.
    fn valid_name(name: &str) -> bool {
        (1..=32).contains(&name.chars().count())
            && name.chars().all(|c| c == '-' || c == '_' || c.is_alphanumeric())
            && !name.chars().any(char::is_uppercase)
    }

    fn length_within(text: &str, max: usize) -> bool {
        (1..=max).contains(&text.chars().count())
    }

    /// Everything wrong with one command, option or choice (`choice`: names are free text).
    fn check(path: &str, item: &Value, choice: bool, problems: &mut Vec<String>) {
        let name = item["name"].as_str().unwrap_or_default();
        let name_ok = if choice { length_within(name, 100) } else { valid_name(name) };
        if !name_ok {
            problems.push(format!("{path}: name `{name}`"));
        }
        if !choice && !item["description"].as_str().is_some_and(|d| length_within(d, 100)) {
            problems.push(format!("{path}: description {}", item["description"]));
        }
        for field in ["name_localizations", "description_localizations"] {
            for (locale, value) in item[field].as_object().into_iter().flatten() {
                let value = value.as_str().unwrap_or_default();
                if !DISCORD_LOCALES.contains(&locale.as_str()) {
                    problems.push(format!("{path}: {field} has `{locale}`, not a Discord locale"));
                }
                let ok = match field {
                    "name_localizations" if !choice => valid_name(value),
                    _ => length_within(value, 100),
                };
                if !ok {
                    problems.push(format!("{path}: {field}.{locale} `{value}`"));
                }
            }
        }
    }

    /// Names of siblings must differ in every locale, or Discord refuses the command.
    fn check_unique(path: &str, items: &[Value], problems: &mut Vec<String>) {
        for locale in std::iter::once("").chain(COMMAND_LOCALES.map(|(_, l)| l)) {
            let mut names: Vec<&str> = items
                .iter()
                .filter_map(|i| match locale {
                    "" => i["name"].as_str(),
                    l => i["name_localizations"][l].as_str().or(i["name"].as_str()),
                })
                .collect();
            let count = names.len();
            names.sort_unstable();
            names.dedup();
            if names.len() != count {
                problems.push(format!("{path}: two names alike in `{locale}`"));
            }
        }
    }

    #[test]
    fn every_name_and_description_fits_discord_in_every_locale() {
        let json = serde_json::to_value(definition()).expect("json");
        let mut problems = Vec::new();
        check(NAME, &json, false, &mut problems);
        let subs = json["options"].as_array().cloned().unwrap_or_default();
        assert_eq!(subs.len(), Sub::ALL.len());
        check_unique(NAME, &subs, &mut problems);
        for s in &subs {
            let path = format!("{NAME} {}", s["name"]);
            check(&path, s, false, &mut problems);
            let options = s["options"].as_array().cloned().unwrap_or_default();
            check_unique(&path, &options, &mut problems);
            for o in &options {
                let path = format!("{path} {}", o["name"]);
                check(&path, o, false, &mut problems);
                for c in o["choices"].as_array().into_iter().flatten() {
                    check(&format!("{path} {}", c["name"]), c, true, &mut problems);
                }
            }
        }
        assert!(problems.is_empty(), "{problems:#?}");
    }

    /// `/tablic rules` tells every reader that an option can be asked within a variant: its
    /// description names the variant (as the `variant` option is named to them) beside the
    /// variant whose rules it shows, and the `option` option's description names it too.
    #[test]
    fn rules_says_an_option_can_be_asked_within_a_variant() {
        for lang in Lang::ALL {
            let name = text(lang, Key::OptName(Opt::Variant));
            // The stem, so that an inflected form counts (inačica, inačicu).
            let stem: String = name.chars().take(name.chars().count() - 2).collect();
            let rules = text(lang, Key::SubDesc(Sub::Rules)).to_lowercase();
            assert!(rules.matches(&stem).count() >= 2, "{lang:?}: {rules}");
            let option = text(lang, Key::OptDesc(Opt::Option)).to_lowercase();
            assert!(option.contains(&stem), "{lang:?}: {option}");
        }
        assert_eq!(
            text(Lang::En, Key::SubDesc(Sub::Rules)),
            "A variant's rules, or one option explained, also within a variant"
        );
    }

    #[test]
    fn the_definition_is_translated_for_croatian_and_romanian_only() {
        let json = serde_json::to_value(definition()).expect("json");
        assert_eq!(json["name"], NAME);
        assert_eq!(json["description_localizations"]["hr"], text(Lang::Hr, Key::CmdDescription));
        for s in json["options"].as_array().expect("subcommands") {
            for field in ["name_localizations", "description_localizations"] {
                let mut locales: Vec<&String> = s[field].as_object().expect(field).keys().collect();
                locales.sort_unstable();
                assert_eq!(locales, ["hr", "ro"], "{s}");
            }
            for o in s["options"].as_array().into_iter().flatten() {
                assert!(o["name_localizations"]["ro"].is_string(), "{o}");
                for c in o["choices"].as_array().into_iter().flatten() {
                    let language = o["name"] == "language";
                    assert_eq!(c["name_localizations"].is_null(), language, "{c}");
                }
            }
        }
        let standings = &json["options"][Sub::ALL.len() - 3];
        assert_eq!(standings["name_localizations"]["hr"], "ljestvica");
        let board = &standings["options"][0];
        assert_eq!(board["choices"][1]["value"], "strength");
        assert_eq!(
            board["choices"][1]["name_localizations"]["hr"],
            "snaga (pobjede ÷ partije + dodatak)"
        );
        let period = &standings["options"][1];
        assert_eq!(period["choices"][0]["name_localizations"]["ro"], "luna aceasta");
        assert_eq!(json["options"][Sub::ALL.len() - 2]["name_localizations"]["ro"], "statistici");
        let settings = &json["options"][Sub::ALL.len() - 1];
        let language = &settings["options"][2];
        let offered: Vec<&str> = language["choices"]
            .as_array()
            .expect("choices")
            .iter()
            .filter_map(|c| c["value"].as_str())
            .collect();
        assert_eq!(offered, Lang::ALL.map(Lang::code));
        assert_eq!(language["choices"][2]["name"], "Српски (ћирилица)");
    }

    #[test]
    fn a_command_is_named_as_its_reader_sees_it() {
        assert_eq!(shown_command("en-US", Sub::New), "/tablic new");
        assert_eq!(shown_command("hr", Sub::New), "/tablic nova");
        assert_eq!(shown_command("ro", Sub::New), "/tablic nou");
        assert_eq!(shown_command("de", Sub::New), "/tablic new");
        assert_eq!(shown_option("hr", "option"), "opcija");
        assert_eq!(shown_option("ro", "variant"), "variantă");
        assert_eq!(shown_option("en-US", "rules"), "rules");
        assert_eq!(shown_option("de", "option"), "option");
        assert_eq!(shown_option("hr", "nothing"), "nothing");
        assert_eq!(shown_choice("hr", Choice::Level(Level::Easy)).as_deref(), Some("lako"));
        assert_eq!(shown_choice("de", Choice::Level(Level::Easy)).as_deref(), Some("easy"));
        let month = Choice::Board(BoardWord::Period(PeriodChoice::Month));
        assert_eq!(shown_choice("hr", month).as_deref(), Some("ovaj mjesec"));
        assert_eq!(shown_choice("en-GB", month).as_deref(), Some("this month"));
        assert_eq!(
            shown_choice("hr", Choice::Board(BoardWord::Rivals)).as_deref(),
            Some("suparnici")
        );
        assert_eq!(shown_choice("hr", Choice::Board(BoardWord::Last)), None);
    }

    #[test]
    fn an_invocation_is_read_by_its_english_names() {
        let data: CommandData = serde_json::from_value(serde_json::json!({
            "id": "1", "name": "tablic", "type": 1,
            "options": [{ "name": "settings", "type": 1, "options": [
                { "name": "language", "type": 3, "value": "sr-Cyrl" },
                { "name": "thread", "type": 5, "value": true },
                { "name": "notify", "type": 3, "value": "private" },
            ]}],
        }))
        .expect("command data");
        let request = parse(&data);
        assert_eq!(request.sub, Some(Sub::Settings));
        assert_eq!(request.language.as_deref(), Some("sr-Cyrl"));
        assert_eq!(request.thread, Some(true));
        assert_eq!(request.notify.as_deref(), Some("private"));
    }

    #[test]
    fn play_is_read_with_the_options_of_new_and_the_computers_level() {
        let data: CommandData = serde_json::from_value(serde_json::json!({
            "id": "1", "name": "tablic", "type": 1,
            "options": [{ "name": "play", "type": 1, "options": [
                { "name": "variant", "type": 3, "value": "tablanette" },
                { "name": "level", "type": 3, "value": "hard" },
                { "name": "players", "type": 4, "value": 3 },
                { "name": "target", "type": 4, "value": 151 },
                { "name": "short", "type": 5, "value": false },
                { "name": "timer", "type": 4, "value": 60 },
                { "name": "rules", "type": 3, "value": "forced=yes" },
            ]}],
        }))
        .expect("command data");
        let request = parse(&data);
        let expected = Request {
            sub: Some(Sub::Play),
            variant: Some("tablanette".into()),
            level: Some("hard".into()),
            players: Some(3),
            target: Some(151),
            short: Some(false),
            timer: Some(60),
            rules: Some("forced=yes".into()),
            ..Request::default()
        };
        assert_eq!(request, expected);
        // Registered with those options, named in Croatian and Romanian as the others.
        let json = serde_json::to_value(definition()).expect("json");
        let play = &json["options"][2];
        assert_eq!(play["name"], "play");
        assert_eq!(play["name_localizations"]["hr"], "igraj");
        assert_eq!(play["name_localizations"]["ro"], "joacă");
        let names: Vec<&str> = play["options"]
            .as_array()
            .expect("options")
            .iter()
            .filter_map(|o| o["name"].as_str())
            .collect();
        assert_eq!(names, ["variant", "level", "players", "target", "short", "timer", "rules"]);
        let players = option_of(&json, Sub::Play, Opt::Players);
        assert_eq!(
            (players["min_value"].as_u64(), players["max_value"].as_u64()),
            (Some(2), Some(4))
        );
        let levels = option_of(&json, Sub::Play, Opt::Level);
        assert_eq!(levels["choices"].as_array().map(Vec::len), Some(Level::ALL.len()));
        assert_eq!(shown_command("hr", Sub::Play), "/tablic igraj");
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
        let json = serde_json::to_value(variant_choices(Lang::Ro, "")).expect("json");
        let first = json["choices"][0]["name"].as_str().expect("a name");
        assert!(first.starts_with("tablic — Tablić sârbesc"), "{first}");
    }

    /// An option of a subcommand in the definition, by their English names.
    fn option_of(json: &Value, sub: Sub, opt: Opt) -> Value {
        let sub = json["options"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|s| s["name"] == sub_name(sub))
            .expect("the subcommand");
        let name = text(Lang::En, Key::OptName(opt));
        sub["options"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|o| o["name"] == name.as_str())
            .cloned()
            .expect("the option")
    }

    #[test]
    fn the_bounds_of_the_options_are_the_cores_and_discords() {
        let json = serde_json::to_value(definition()).expect("json");
        let target = option_of(&json, Sub::New, Opt::Target);
        assert_eq!(
            (target["min_value"].as_u64(), target["max_value"].as_u64()),
            (Some(1), Some(10_000))
        );
        for sub in [Sub::New, Sub::Settings] {
            let timer = option_of(&json, sub, Opt::Timer);
            assert_eq!(timer["min_value"].as_u64(), Some(0), "{sub:?}");
            assert_eq!(timer["max_value"].as_u64(), Some(MAX_TIMER_SECONDS), "{sub:?}");
        }
        // A day, as Telegram's groups may set.
        assert_eq!(MAX_TIMER_SECONDS, 86_400);
        // Room for every option of the game at once.
        let rules = option_of(&json, Sub::New, Opt::Rules);
        assert_eq!(rules["max_length"].as_u64(), Some(6000));
        let every: Vec<String> = bot_core::rules::OPTION_KEYS
            .iter()
            .map(|k| format!("{k}={}", bot_core::rules::option_values(k)[0]))
            .collect();
        let every = every.join(" ");
        assert!(every.chars().count() > CHOICE_MAX && every.chars().count() <= 6000, "{every}");
    }

    fn choice_values(response: CreateAutocompleteResponse) -> Vec<String> {
        let json = serde_json::to_value(response).expect("json");
        json["choices"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|c| {
                let (name, value) = (c["name"].as_str(), c["value"].as_str());
                assert_eq!(name, value, "{c}");
                value.expect("a value").to_string()
            })
            .collect()
    }

    #[test]
    fn suggestions_for_a_long_rules_text_stay_within_discords_limits() {
        // A short text: completions of its last word.
        let short = choice_values(rules_choices("tabla=none for"));
        assert_eq!(short, ["tabla=none forced=yes", "tabla=none forced=no"]);
        // Longer and longer texts: every suggestion fits a choice, and past the limit there
        // are none (the text typed is sent as it is).
        let mut typed = String::new();
        for key in bot_core::rules::OPTION_KEYS {
            typed.push_str(&format!("{key}={} ", bot_core::rules::option_values(key)[0]));
            let offered = choice_values(rules_choices(&typed));
            assert!(offered.len() <= CHOICES_MAX);
            for value in &offered {
                assert!(value.chars().count() <= CHOICE_MAX, "{value}");
                assert!(value.starts_with(&typed), "{value}");
            }
            if typed.chars().count() > CHOICE_MAX {
                assert!(offered.is_empty(), "{offered:?}");
            }
        }
        assert!(typed.chars().count() > 2 * CHOICE_MAX);
    }
}
