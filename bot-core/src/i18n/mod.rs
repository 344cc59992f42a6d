//! User-facing text: Fluent catalogues in seven languages, chosen per person or per channel.
//!
//! Catalogues live in `bot-core/locales/*.ftl` and are built into the binary. A message missing
//! in one language falls back to English, so a half-translated catalogue never shows an id.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
/// A value for a message's variable (a name, a number, a card).
pub use fluent_bundle::FluentValue;
use fluent_bundle::{FluentArgs, FluentResource};
use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

use crate::ai::Level;
use crate::game::{EndReason, MoveError};
use crate::ids::SeatKind;
use crate::session::{Notice, SessionError};

/// A language of the catalogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    /// English.
    #[serde(rename = "en")]
    En,
    /// Serbian, Latin script.
    #[serde(rename = "sr-Latn")]
    SrLatn,
    /// Serbian, Cyrillic script.
    #[serde(rename = "sr-Cyrl")]
    SrCyrl,
    /// Croatian.
    #[serde(rename = "hr")]
    Hr,
    /// Bosnian.
    #[serde(rename = "bs")]
    Bs,
    /// Macedonian.
    #[serde(rename = "mk")]
    Mk,
    /// Romanian.
    #[serde(rename = "ro")]
    Ro,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 7] =
        [Lang::En, Lang::SrLatn, Lang::SrCyrl, Lang::Hr, Lang::Bs, Lang::Mk, Lang::Ro];

    /// The BCP 47 tag.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::SrLatn => "sr-Latn",
            Lang::SrCyrl => "sr-Cyrl",
            Lang::Hr => "hr",
            Lang::Bs => "bs",
            Lang::Mk => "mk",
            Lang::Ro => "ro",
        }
    }

    /// The language's own name, for settings menus.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::SrLatn => "Srpski (latinica)",
            Lang::SrCyrl => "Српски (ћирилица)",
            Lang::Hr => "Hrvatski",
            Lang::Bs => "Bosanski",
            Lang::Mk => "Македонски",
            Lang::Ro => "Română",
        }
    }

    /// The best language for a platform locale (Discord `sr`, `hr`, `ro`, `en-US`; Telegram
    /// `language_code`), English when none fits. Plain `sr` is Latin script, the more common
    /// one in chat; `sr-Cyrl` asks for Cyrillic.
    pub fn from_locale(locale: &str) -> Lang {
        Lang::of_locale(locale).unwrap_or(Lang::En)
    }

    /// [`Lang::from_locale`], or `None` for a locale we have no texts in (`de`, `ru`, …): its
    /// reader then reads the chat's or server's language rather than English.
    pub fn of_locale(locale: &str) -> Option<Lang> {
        let tag = locale.trim().to_ascii_lowercase().replace('_', "-");
        let mut parts = tag.split('-');
        Some(match (parts.next().unwrap_or(""), parts.next()) {
            ("sr", Some("cyrl")) => Lang::SrCyrl,
            ("sr", _) | ("sh", _) | ("cnr", _) => Lang::SrLatn,
            ("hr", _) => Lang::Hr,
            ("bs", _) => Lang::Bs,
            ("mk", _) => Lang::Mk,
            ("ro", _) | ("mo", _) => Lang::Ro,
            ("en", _) => Lang::En,
            _ => return None,
        })
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Lang {
    type Err = String;
    /// Exactly one of the catalogue's tags (for stored settings); see [`Lang::from_locale`].
    fn from_str(s: &str) -> Result<Lang, String> {
        Lang::ALL.into_iter().find(|l| l.code().eq_ignore_ascii_case(s.trim())).ok_or_else(|| {
            let known: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
            format!("unknown language `{s}`: choose {}", or_list(Lang::En, &known))
        })
    }
}

/// One part of a catalogue: its FTL source in each language. The core has one ([`core_part`]);
/// each adapter adds its own, so a platform's texts live beside the platform's code.
pub type Part = fn(Lang) -> &'static str;

/// Defines a catalogue part: `fn NAME(lang: Lang) -> &'static str` returning the FTL file
/// `DIR/<tag>.ftl` of each language (`DIR` relative to the calling file), built into the
/// binary. One list of languages for every crate that has texts.
#[macro_export]
macro_rules! catalogue_part {
    ($(#[$meta:meta])* $vis:vis fn $name:ident = $dir:literal) => {
        $(#[$meta])*
        $vis fn $name(lang: $crate::i18n::Lang) -> &'static str {
            match lang {
                $crate::i18n::Lang::En => include_str!(concat!($dir, "/en.ftl")),
                $crate::i18n::Lang::SrLatn => include_str!(concat!($dir, "/sr-Latn.ftl")),
                $crate::i18n::Lang::SrCyrl => include_str!(concat!($dir, "/sr-Cyrl.ftl")),
                $crate::i18n::Lang::Hr => include_str!(concat!($dir, "/hr.ftl")),
                $crate::i18n::Lang::Bs => include_str!(concat!($dir, "/bs.ftl")),
                $crate::i18n::Lang::Mk => include_str!(concat!($dir, "/mk.ftl")),
                $crate::i18n::Lang::Ro => include_str!(concat!($dir, "/ro.ftl")),
            }
        }
    };
}

/// Defines `enum NAME` of a crate's texts from one list of `Variant => "fluent-id"`, with
/// `NAME::ALL` and `NAME::id()`: one list, so a text cannot be named without an id, nor an id
/// be missed by the tests that walk `ALL`.
#[macro_export]
macro_rules! text_ids {
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $($variant:ident => $id:literal,)* }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        $vis enum $name {
            $(
                #[doc = concat!("`", $id, "`.")]
                $variant,
            )*
        }

        impl $name {
            /// Every text, in the order of the list.
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];

            /// Its id in the catalogue.
            pub const fn id(self) -> &'static str {
                match self {
                    $($name::$variant => $id,)*
                }
            }
        }
    };
}

crate::catalogue_part! {
    /// The core's part: refusals, notices, table labels and results.
    pub fn core_part = "../../locales"
}

/// Fluent bundles, one per language, built from one or more parts.
pub struct Catalogue {
    bundles: Vec<(Lang, FluentBundle<FluentResource>)>,
}

impl Catalogue {
    /// A catalogue of `parts`, in order; an id defined twice keeps its first text.
    pub fn new(parts: &[Part]) -> Catalogue {
        let bundles = Lang::ALL
            .into_iter()
            .map(|lang| {
                let id: LanguageIdentifier =
                    lang.code().parse().unwrap_or_else(|_| LanguageIdentifier::default());
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                // Chat clients show the isolation marks as stray characters.
                bundle.set_use_isolating(false);
                for part in parts {
                    // A broken catalogue is caught by the tests ([`check_parts`]); at run time,
                    // skip bad entries rather than lose the whole language.
                    let resource = FluentResource::try_new(part(lang).to_string())
                        .unwrap_or_else(|(partial, _)| partial);
                    let _ = bundle.add_resource(resource);
                }
                (lang, bundle)
            })
            .collect();
        Catalogue { bundles }
    }

    fn format_in(&self, lang: Lang, id: &str, args: Option<&FluentArgs<'_>>) -> Option<String> {
        let (_, bundle) = self.bundles.iter().find(|(l, _)| *l == lang)?;
        let pattern = bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, args, &mut errors);
        errors.is_empty().then(|| text.into_owned())
    }

    /// The text of message `id` in `lang` with `args`; English if it is missing there, the id
    /// itself if it is missing everywhere.
    pub fn text(&self, lang: Lang, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        let args = (!args.is_empty()).then_some(&fluent_args);
        self.format_in(lang, id, args)
            .or_else(|| self.format_in(Lang::En, id, args))
            .unwrap_or_else(|| id.to_string())
    }

    /// Whether `id` has a text in English (every id must).
    pub fn has(&self, id: &str) -> bool {
        self.bundles.iter().any(|(l, b)| *l == Lang::En && b.has_message(id))
    }
}

/// The core's catalogue.
pub fn core() -> &'static Catalogue {
    static CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
    CATALOGUE.get_or_init(|| Catalogue::new(&[core_part]))
}

/// The text of core message `id` in `lang` with `args` (see [`Catalogue::text`]).
pub fn text(lang: Lang, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    core().text(lang, id, args)
}

/// `items` as choices of one in `lang`: `a, b or c` with the catalogue's `list-or`, one alone.
pub fn or_list<S: AsRef<str>>(lang: Lang, items: &[S]) -> String {
    match items.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            let rest = rest.iter().map(AsRef::as_ref).collect::<Vec<_>>().join(", ");
            text(lang, "list-or", &[("rest", rest.into()), ("last", last.as_ref().into())])
        }
        Some((last, _)) => last.as_ref().to_string(),
        None => String::new(),
    }
}

/// The messages of an FTL source: each id with the variables its text uses, in order.
fn messages(source: &str) -> Vec<(String, BTreeSet<String>)> {
    let mut out: Vec<(String, BTreeSet<String>)> = Vec::new();
    for line in source.lines() {
        let starts_message = line.chars().next().is_some_and(|c| c.is_ascii_alphabetic());
        if starts_message {
            if let Some((id, _)) = line.split_once('=') {
                out.push((id.trim().to_string(), BTreeSet::new()));
            }
        }
        if line.starts_with('#') {
            continue;
        }
        if let Some((_, vars)) = out.last_mut() {
            let mut rest = line;
            while let Some(at) = rest.find('$') {
                rest = &rest[at + 1..];
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                    .collect();
                vars.insert(name);
            }
        }
    }
    out
}

/// Serbian Cyrillic letters and their Latin spelling (the two scripts map one to one).
const CYRILLIC_TO_LATIN: [(char, &str); 30] = [
    ('а', "a"),
    ('б', "b"),
    ('в', "v"),
    ('г', "g"),
    ('д', "d"),
    ('ђ', "đ"),
    ('е', "e"),
    ('ж', "ž"),
    ('з', "z"),
    ('и', "i"),
    ('ј', "j"),
    ('к', "k"),
    ('л', "l"),
    ('љ', "lj"),
    ('м', "m"),
    ('н', "n"),
    ('њ', "nj"),
    ('о', "o"),
    ('п', "p"),
    ('р', "r"),
    ('с', "s"),
    ('т', "t"),
    ('ћ', "ć"),
    ('у', "u"),
    ('ф', "f"),
    ('х', "h"),
    ('ц', "c"),
    ('ч', "č"),
    ('џ', "dž"),
    ('ш', "š"),
];

/// Serbian Cyrillic `text` spelt in Latin letters; other characters stay as they are.
fn serbian_to_latin(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        let lower = c.to_lowercase().next().unwrap_or(c);
        match CYRILLIC_TO_LATIN.iter().find(|(cyrillic, _)| *cyrillic == lower) {
            Some((_, latin)) if lower == c => out.push_str(latin),
            Some((_, latin)) => {
                let mut letters = latin.chars();
                out.extend(letters.next().into_iter().flat_map(char::to_uppercase));
                out.extend(letters);
            }
            None => out.push(c),
        }
    }
    out
}

/// Everything wrong with a catalogue made of `parts`, one line per problem: a source that
/// does not parse, a language whose ids or variables differ from English, an id defined in
/// two parts, a message that does not format. Empty when the catalogue is sound.
pub fn check_parts(parts: &[Part]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    let catalogue = Catalogue::new(parts);
    for (index, part) in parts.iter().enumerate() {
        let english = messages(part(Lang::En));
        if english.is_empty() {
            problems.push(format!("part {index}: no English messages"));
        }
        for (id, _) in &english {
            if let Some(first) = seen.insert(id.clone(), index) {
                problems.push(format!("`{id}` is defined in parts {first} and {index}"));
            }
        }
        // Serbian Cyrillic is the Latin text letter for letter (comments aside): read back
        // into Latin, every line is the Latin file's.
        let lines = |lang| part(lang).lines().filter(|l| !l.starts_with('#'));
        let latin: Vec<&str> = lines(Lang::SrLatn).collect();
        let cyrillic: Vec<&str> = lines(Lang::SrCyrl).collect();
        if latin.len() != cyrillic.len() {
            problems.push(format!("part {index}: sr-Cyrl and sr-Latn differ in lines"));
        }
        for (c, l) in cyrillic.iter().zip(&latin) {
            if serbian_to_latin(c) != *l {
                problems.push(format!("part {index}: sr-Cyrl `{c}` is not sr-Latn `{l}`"));
            }
        }
        for lang in Lang::ALL {
            if let Err((_, errors)) = FluentResource::try_new(part(lang).to_string()) {
                problems.push(format!("part {index} {lang}: does not parse: {errors:?}"));
            }
            let here = messages(part(lang));
            let ids = |m: &[(String, BTreeSet<String>)]| -> Vec<String> {
                m.iter().map(|(id, _)| id.clone()).collect()
            };
            if ids(&here) != ids(&english) {
                let missing: Vec<_> =
                    english.iter().filter(|(id, _)| !here.iter().any(|(h, _)| h == id)).collect();
                let extra: Vec<_> =
                    here.iter().filter(|(id, _)| !english.iter().any(|(e, _)| e == id)).collect();
                problems.push(format!(
                    "part {index} {lang}: ids differ from English (missing {:?}, extra {:?}, \
                     or another order)",
                    missing.iter().map(|(id, _)| id).collect::<Vec<_>>(),
                    extra.iter().map(|(id, _)| id).collect::<Vec<_>>()
                ));
            }
            for (id, vars) in &here {
                let Some((_, wanted)) = english.iter().find(|(e, _)| e == id) else { continue };
                if vars != wanted {
                    problems.push(format!(
                        "part {index} {lang} `{id}`: variables {vars:?}, English has {wanted:?}"
                    ));
                }
                // Numbers exercise the plural selectors; every variable is given.
                let args: Vec<(&str, FluentValue<'_>)> =
                    vars.iter().map(|v| (v.as_str(), FluentValue::from(2))).collect();
                let mut fluent_args = FluentArgs::new();
                for (name, value) in &args {
                    fluent_args.set(*name, value.clone());
                }
                let args = (!args.is_empty()).then_some(&fluent_args);
                match catalogue.format_in(lang, id, args) {
                    Some(shown) if !shown.trim().is_empty() => {}
                    other => problems
                        .push(format!("part {index} {lang} `{id}`: does not format ({other:?})")),
                }
            }
        }
    }
    problems
}

/// Who reads a match's result: it decides the wording of [`won_line`]. Which one a seat's
/// reader is, [`crate::session::MatchEnd::reader`] decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reader {
    /// A message seen by several people (a group's or a channel's table), or a reader the
    /// result is not about (a loser who did not end it): every side by name.
    Other,
    /// The loser whose failed claim or resignation ended the match: "Ana won: you resigned."
    Loser,
    /// A player of the winning side: "You won …", or with `partners` (a side of two) "Your
    /// side won …".
    Winner {
        /// The winning side has more than one seat.
        partners: bool,
    },
}

/// The id of the line saying that a side won and how (`names`, `score`): one per way of
/// winning, so that a 0 : 0 win after a failed claim does not read as a mistake. `yours`: the
/// winners' own, in the second person (`partners`, `score`, no names).
const fn won_id(reason: EndReason, yours: bool) -> &'static str {
    match (reason, yours) {
        (EndReason::Target, false) => "result-won",
        (EndReason::ShortGame, false) => "result-won-short",
        (EndReason::Claim, false) => "result-won-claim",
        (EndReason::FailedClaim, false) => "result-won-failed-claim",
        (EndReason::Bonus, false) => "result-won-bonus",
        (EndReason::Resignation, false) => "result-won-resignation",
        (EndReason::Target, true) => "result-you-won",
        (EndReason::ShortGame, true) => "result-you-won-short",
        (EndReason::Claim, true) => "result-you-won-claim",
        (EndReason::FailedClaim, true) => "result-you-won-failed-claim",
        (EndReason::Bonus, true) => "result-you-won-bonus",
        (EndReason::Resignation, true) => "result-you-won-resignation",
    }
}

/// The line saying a side won and how (`names` and `score` as shown): `by`, the loser whose
/// failed claim or resignation ended it, as shown; `reader`, who reads it: the winners read
/// their own win, and that loser their own ending, in the second person. `many`: more than
/// two sides played, and a wrong claim or a resignation ending it for all says who wins then.
pub fn won_line(
    lang: Lang,
    reason: EndReason,
    names: &str,
    by: Option<&str>,
    reader: Reader,
    score: &str,
    sides: Sides,
) -> String {
    let id = match (reason, reader) {
        (EndReason::FailedClaim, Reader::Loser) => "result-won-failed-claim-you",
        (EndReason::Resignation, Reader::Loser) => "result-won-resignation-you",
        (reason, reader) => won_id(reason, matches!(reader, Reader::Winner { .. })),
    };
    let partners = matches!(reader, Reader::Winner { partners: true });
    let args = [
        ("names", names.into()),
        ("by", by.unwrap_or_default().into()),
        ("partners", if partners { "yes" } else { "no" }.into()),
        ("score", score.into()),
    ];
    let line = text(lang, id, &args);
    // "Bob won: Ana resigned" leaves Carol asking why Bob, and why her game is over too.
    let why = match reason {
        EndReason::FailedClaim => "claim",
        EndReason::Resignation => "resignation",
        _ => return line,
    };
    match sides {
        Sides::More { tied } => {
            let args = [("why", why.into()), ("tied", if tied { "yes" } else { "no" }.into())];
            format!("{line} {}", text(lang, "result-ends-for-all", &args))
        }
        Sides::Two => line,
    }
}

/// How many sides played a match, for a result that ended it for everyone: two, or more, and
/// then whether the best of the others were level (the earlier seat wins: said, or the
/// winner looks picked at random).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sides {
    /// Two sides: the other one won.
    Two,
    /// Three or four, each for themselves.
    More {
        /// The winner shares the most points among the others with another side.
        tied: bool,
    },
}

impl Sides {
    /// The sides of a match that ended in `end` at these final `scores` (one a side).
    pub fn of(end: &crate::session::MatchEnd, scores: &[u32]) -> Sides {
        if scores.len() <= 2 {
            return Sides::Two;
        }
        let tied = match end {
            crate::session::MatchEnd::Won { side, by: Some(by), .. } => {
                let top = scores.get(usize::from(*side)).copied();
                // With more than two sides nobody plays in partners: a side is a seat.
                let level = (0..scores.len())
                    .filter(|&s| s != usize::from(by.seat) && Some(scores[s]) == top)
                    .count();
                level > 1
            }
            _ => false,
        };
        Sides::More { tied }
    }
}

/// The sides level at the top of a drawn match's `scores` when others are below them (a draw
/// among some of three or four: the rest lost); `None` when every side is level.
pub fn draw_leaders(scores: &[u32]) -> Option<Vec<usize>> {
    let top = scores.iter().copied().max()?;
    let leaders: Vec<usize> = (0..scores.len()).filter(|&s| scores[s] == top).collect();
    (leaders.len() < scores.len()).then_some(leaders)
}

/// `items` as a sentence lists them: "Ana", "Ana and Bob", "Ana, Bob and Cy" (in `lang`'s
/// "and"; `&` means partners here, not a list).
pub fn and_list(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => {
            let args = [("rest", rest.join(", ").into()), ("last", last.as_str().into())];
            text(lang, "list-and", &args)
        }
    }
}

/// The line saying a match was drawn (`score` as shown): `leaders`, as shown, when only they
/// share first place (see [`draw_leaders`]), so that the others do not read it as theirs.
pub fn drawn_line(lang: Lang, leaders: Option<&str>, score: &str) -> String {
    let args = [("leaders", leaders.unwrap_or("none").into()), ("score", score.into())];
    text(lang, "result-drawn", &args)
}

/// `said` as it reads after the names of the people it calls ("Pia, you are away: …"): its
/// first letter lower-cased, not "Pia: You are away: …", two colons and a capital in
/// mid-sentence. Every language here starts such a sentence with a word that is lower-case
/// inside one.
pub fn after_address(said: &str) -> String {
    let mut chars = said.chars();
    let first = chars.next().map(|c| c.to_lowercase().collect::<String>()).unwrap_or_default();
    format!("{first}{}", chars.as_str())
}

/// A notice as the person it is about reads it (their own claim, resignation, stop, time-out,
/// return or rematch, or that they alone are away, in the second person); `None` for a notice with no
/// such wording.
pub fn own_notice(notice: &Notice, lang: Lang) -> Option<String> {
    match notice {
        Notice::Claimed { total, correct, .. } => Some(text(
            lang,
            if *correct { "notice-you-claim-right" } else { "notice-you-claim-wrong" },
            &[("total", (*total).into())],
        )),
        Notice::Resigned { .. } => Some(text(lang, "notice-you-resigned", &[])),
        Notice::Aborted { .. } => Some(text(lang, "notice-you-aborted", &[])),
        Notice::TimedOut { now_away, .. } => Some(text(
            lang,
            if *now_away { "notice-you-timed-out-away" } else { "notice-you-timed-out" },
            &[],
        )),
        Notice::Back { .. } => Some(text(lang, "notice-you-back", &[])),
        Notice::Rematch { .. } => Some(text(lang, "notice-you-rematch", &[])),
        Notice::EveryoneAway { adjourn_after, people } if people.len() == 1 => {
            let after = crate::table::duration(lang, *adjourn_after);
            Some(text(lang, "notice-you-away", &[("after", after.into())]))
        }
        _ => None,
    }
}

/// What an away reader's hand says: the computer plays for them; or, everyone being away
/// (`nobody_home`), the game waits, for them when they are the table's `one_person`.
pub fn you_are_away(lang: Lang, nobody_home: bool, one_person: bool) -> String {
    let id = match (nobody_home, one_person) {
        (false, _) => "you-are-away",
        (true, false) => "you-are-away-waiting",
        (true, true) => "you-are-away-waiting-alone",
    };
    text(lang, id, &[])
}

/// What an adjournment says: with one person at the table (`one_person`), to them (`to_them`:
/// their own chat or hand) "you did not come back", to others their name; else "nobody came
/// back".
pub fn adjourned(lang: Lang, one_person: Option<&str>, to_them: bool) -> String {
    match one_person {
        Some(_) if to_them => text(lang, "result-adjourned-you", &[]),
        Some(name) => text(lang, "result-adjourned-one", &[("name", name.into())]),
        None => text(lang, "result-adjourned", &[]),
    }
}

/// A computer level's name in `lang`.
pub fn level_name(level: Level, lang: Lang) -> String {
    text(lang, &format!("level-{}", level.name()), &[])
}

/// The words for yes (`true`) or no in `lang`, as the catalogue lists them.
fn yes_no_words(lang: Lang, yes: bool) -> Vec<String> {
    let id = if yes { "words-yes" } else { "words-no" };
    text(lang, id, &[]).split_whitespace().map(str::to_lowercase).collect()
}

/// Yes or no as `lang` shows it (the first of its words).
pub fn yes_no_word(lang: Lang, yes: bool) -> String {
    let id = if yes { "words-yes" } else { "words-no" };
    text(lang, id, &[]).split_whitespace().next().unwrap_or_default().to_lowercase()
}

/// Yes or no as a person answers a question: a word of any language of the catalogue (`da`,
/// `не`, `y`), in any case; `None` for anything else (a card's number is not an answer).
pub fn said_yes_or_no(word: &str) -> Option<bool> {
    static KNOWN: OnceLock<Vec<(String, bool)>> = OnceLock::new();
    let known = KNOWN.get_or_init(|| {
        let mut known = Vec::new();
        for lang in Lang::ALL {
            for yes in [true, false] {
                known.extend(yes_no_words(lang, yes).into_iter().map(|w| (w, yes)));
            }
        }
        known
    });
    let word = word.trim().to_lowercase();
    known.iter().find(|(w, _)| *w == word).map(|(_, yes)| *yes)
}

/// Yes or no as a setting's value: [`said_yes_or_no`], or true/false, on/off, 1/0.
pub fn yes_or_no(value: &str) -> Option<bool> {
    match value.trim().to_lowercase().as_str() {
        "true" | "on" | "1" => Some(true),
        "false" | "off" | "0" => Some(false),
        word => said_yes_or_no(word),
    }
}

/// What a computer player of `level` is called in `lang`.
pub fn computer_name(level: Level, lang: Lang) -> String {
    text(lang, "label-computer", &[("level", level_name(level, lang).into())])
}

/// A seat's name as shown in `lang`. Views carry names as stored ([`SeatKind::display_name`]):
/// a person's stays as it is; a computer's is translated.
///
/// [`SeatKind::display_name`]: crate::ids::SeatKind::display_name
pub fn shown_name(name: &str, lang: Lang) -> String {
    match SeatKind::computer_name_parts(name) {
        Some((level, None)) => computer_name(level, lang),
        Some((level, Some(n))) => format!("{} {n}", computer_name(level, lang)),
        None => name.to_string(),
    }
}

/// Text for people in a chosen language.
pub trait Localize {
    /// The text in `lang`.
    fn localize(&self, lang: Lang) -> String;
}

impl Localize for MoveError {
    fn localize(&self, lang: Lang) -> String {
        let card = |c: &crate::Card| FluentValue::from(c.to_string());
        match self {
            MoveError::MatchOver => text(lang, "error-match-over", &[]),
            MoveError::HandOver => text(lang, "error-hand-over", &[]),
            MoveError::NoSuchSeat(seat) => {
                text(lang, "error-no-such-seat", &[("seat", (u32::from(*seat) + 1).into())])
            }
            MoveError::NotYourTurn { to_move } => {
                text(lang, "error-not-your-turn", &[("seat", (u32::from(*to_move) + 1).into())])
            }
            MoveError::NotInHand(c) => text(lang, "error-not-in-hand", &[("card", card(c))]),
            MoveError::NotOnTable(c) => text(lang, "error-not-on-table", &[("card", card(c))]),
            MoveError::IllegalCapture { card: c, take } => text(
                lang,
                "error-illegal-capture",
                &[("card", card(c)), ("take", take.to_string().into())],
            ),
            MoveError::MustCapture(c) => text(lang, "error-must-capture", &[("card", card(c))]),
            MoveError::RedealNotAllowed => text(lang, "error-redeal-not-allowed", &[]),
            MoveError::NoRedeal => text(lang, "error-no-redeal", &[]),
            MoveError::ClaimsNotAllowed => text(lang, "error-no-claims", &[]),
            MoveError::ClaimInTieBreak => text(lang, "error-claim-tie-break", &[]),
        }
    }
}

impl Localize for SessionError {
    fn localize(&self, lang: Lang) -> String {
        let id = match self {
            SessionError::NoGame => "error-no-game",
            SessionError::GameInProgress => "error-game-in-progress",
            SessionError::GameOpen => "error-game-open",
            SessionError::AlreadyPlaying => "error-already-playing",
            SessionError::AlreadyStarted => "error-already-started",
            SessionError::AlreadySeated => "error-already-seated",
            SessionError::TableFull => "error-table-full",
            SessionError::NotSeated => "error-not-seated",
            SessionError::NotCreator { creator } => {
                let name = shown_name(creator, lang);
                return text(lang, "error-not-creator", &[("name", name.into())]);
            }
            SessionError::NotCreatorOrAdmin { creator } => {
                let name = shown_name(creator, lang);
                return text(lang, "error-not-creator-or-admin", &[("name", name.into())]);
            }
            SessionError::NotPlaying => "error-not-playing",
            SessionError::NotFinished => "error-not-finished",
            SessionError::RematchStarted { by: Some(by) } => {
                let name = shown_name(by, lang);
                return text(lang, "error-rematch-started", &[("name", name.into())]);
            }
            SessionError::RematchStarted { by: None } => "error-rematch-yours",
            SessionError::RematchNotSeated => "error-rematch-not-seated",
            SessionError::Stale { .. } => "error-stale",
            SessionError::NotAway => "error-not-away",
            SessionError::NoClaims => "error-no-claims",
            SessionError::Storage => "error-storage",
            SessionError::Unconfirmed => "error-unconfirmed",
            SessionError::Changed => "error-changed",
            SessionError::SetAside => "error-set-aside",
            SessionError::NoComputerThere(seat) => {
                return text(
                    lang,
                    "error-no-computer-there",
                    &[("seat", (u32::from(*seat) + 1).into())],
                )
            }
            SessionError::Move(e) => return e.localize(lang),
            // Option errors name the option and its values: they stay as written.
            SessionError::Rules(e) => {
                return text(lang, "error-rules", &[("reason", e.to_string().into())])
            }
        };
        text(lang, id, &[])
    }
}

impl Localize for Notice {
    fn localize(&self, lang: Lang) -> String {
        let name = |n: &String| FluentValue::from(shown_name(n, lang));
        match self {
            Notice::Created { name: n } => text(lang, "notice-created", &[("name", name(n))]),
            Notice::Joined { name: n } => text(lang, "notice-joined", &[("name", name(n))]),
            Notice::Left { name: n } => text(lang, "notice-left", &[("name", name(n))]),
            Notice::ComputerAdded { name: n } => {
                text(lang, "notice-computer-added", &[("name", name(n))])
            }
            Notice::ComputerRemoved { name: n } => {
                text(lang, "notice-computer-removed", &[("name", name(n))])
            }
            Notice::Started => text(lang, "notice-started", &[]),
            Notice::Rematch { name: n } => text(lang, "notice-rematch", &[("name", name(n))]),
            Notice::Redealt { name: n } => text(lang, "notice-redealt", &[("name", name(n))]),
            Notice::Claimed { name: n, total, correct } => text(
                lang,
                if *correct { "notice-claim-right" } else { "notice-claim-wrong" },
                &[("name", name(n)), ("total", (*total).into())],
            ),
            Notice::Resigned { name: n } => text(lang, "notice-resigned", &[("name", name(n))]),
            Notice::Aborted { by } => text(lang, "notice-aborted", &[("by", name(by))]),
            Notice::TimedOut { name: n, now_away } => text(
                lang,
                if *now_away { "notice-timed-out-away" } else { "notice-timed-out" },
                &[("name", name(n))],
            ),
            Notice::Back { name: n } => text(lang, "notice-back", &[("name", name(n))]),
            Notice::Closed => text(lang, "notice-closed", &[]),
            Notice::EveryoneAway { adjourn_after, people } => {
                let after = crate::table::duration(lang, *adjourn_after).into();
                match people.as_slice() {
                    // With one person, "everyone" would count the computers too.
                    [(_, n)] => {
                        text(lang, "notice-one-away", &[("name", name(n)), ("after", after)])
                    }
                    _ => text(lang, "notice-everyone-away", &[("after", after)]),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Card, CardSet, Rank, Suit};
    use crate::session::PlayedForYou;

    #[test]
    fn a_call_back_reads_on_after_the_names_in_every_language() {
        for lang in Lang::ALL {
            let said = text(lang, "you-are-away-waiting-alone", &[]);
            let after = after_address(&said);
            let first = after.chars().next().unwrap_or(' ');
            assert!(!first.is_uppercase(), "{lang:?}: {after}");
            assert_eq!(after.chars().count(), said.chars().count(), "{lang:?}");
        }
        assert_eq!(after_address("Odsutni ste: igra vas čeka."), "odsutni ste: igra vas čeka.");
        assert_eq!(after_address("Њима"), "њима");
        assert_eq!(after_address(""), "");
    }

    #[test]
    fn the_yes_and_no_each_language_shows_read_back_in_any_language() {
        for lang in Lang::ALL {
            for yes in [true, false] {
                let shown = yes_no_word(lang, yes);
                assert!(!shown.is_empty(), "{lang:?}");
                assert_eq!(yes_or_no(&shown.to_uppercase()), Some(yes), "{lang:?} {shown}");
            }
        }
        assert_eq!(yes_no_word(Lang::Ro, false), "nu");
        assert_eq!(yes_or_no(" on "), Some(true));
        assert_eq!(yes_or_no("mozda"), None);
        // A question's answer is a word: a card's number is not a yes.
        assert_eq!(said_yes_or_no("1"), None);
        assert_eq!(said_yes_or_no("Da"), Some(true));
    }

    /// With one person at the table, "everyone is away" is that person: named on the table,
    /// "you" to them; a time-out is "you" to the one whose time ran out.
    #[test]
    fn one_person_away_is_named_and_reads_it_as_you() {
        use crate::ids::{Platform, UserRef};
        let pia = (UserRef { platform: Platform::Telegram, id: "7".into() }, "Pia".to_string());
        let alone = Notice::EveryoneAway { adjourn_after: 3600, people: vec![pia.clone()] };
        assert_eq!(alone.subject(), Some("Pia"));
        let named = alone.localize(Lang::En);
        assert!(named.starts_with("Pia is away: the game waits. If Pia does not"), "{named}");
        assert!(named.contains("1 hour"), "{named}");
        let own = own_notice(&alone, Lang::En).unwrap_or_default();
        assert!(own.starts_with("You are away: the game waits for you. If you"), "{own}");
        assert!(own.contains("1 hour"), "{own}");
        let ana = (UserRef { platform: Platform::Telegram, id: "8".into() }, "Ana".to_string());
        let both = Notice::EveryoneAway { adjourn_after: 3600, people: vec![pia, ana] };
        assert_eq!(both.subject(), None);
        assert_eq!(own_notice(&both, Lang::En), None);
        assert!(both.localize(Lang::En).starts_with("Everyone at the table is away: the game"));
        for now_away in [false, true] {
            let timed_out = Notice::TimedOut { name: "Pia".into(), now_away };
            assert_eq!(timed_out.subject(), Some("Pia"));
            let own = own_notice(&timed_out, Lang::Hr).unwrap_or_default();
            assert!(own.starts_with("Vrijeme vam je isteklo"), "{own}");
        }
        let back = Notice::Back { name: "Pia".into() };
        assert_eq!(back.subject(), Some("Pia"));
        assert_eq!(own_notice(&back, Lang::En).as_deref(), Some("You are back: the game goes on."));
    }

    /// An adjournment with one person says who did not come back: "you" to them, their name
    /// to a group; with more, nobody came back.
    #[test]
    fn an_adjournment_names_the_one_person_who_did_not_come_back() {
        let to_group = adjourned(Lang::En, Some("Pia"), false);
        assert_eq!(
            to_group,
            "The game was adjourned: Pia did not come back. It counts for no one."
        );
        let to_her = adjourned(Lang::En, Some("Pia"), true);
        assert!(to_her.contains("adjourned: you did not come back"), "{to_her}");
        assert!(adjourned(Lang::En, None, true).contains("nobody came back"));
        assert!(adjourned(Lang::Hr, Some("Pia"), false).contains("zbog izostanka: Pia."));
        for lang in Lang::ALL {
            let forms = [Some("Pia"), None].map(|one| adjourned(lang, one, false));
            assert!(forms[0].contains("Pia"), "{lang}: {}", forms[0]);
            assert_ne!(forms[0], forms[1], "{lang}");
        }
    }

    /// Every way of winning, as each reader reads it: the winners their own win ("You won",
    /// "Your side won" for partners), the loser who ended it their own failed claim or
    /// resignation, anyone else every side by name.
    #[test]
    fn names_are_listed_with_the_languages_and() {
        let names = |n: &[&str]| n.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(and_list(Lang::En, &names(&["Ana"])), "Ana");
        assert_eq!(and_list(Lang::En, &names(&["Ana", "Bob"])), "Ana and Bob");
        assert_eq!(and_list(Lang::Hr, &names(&["Ana", "Bob", "Cy"])), "Ana, Bob i Cy");
        assert_eq!(and_list(Lang::Ro, &names(&["Ana", "Bob"])), "Ana și Bob");
        assert_eq!(and_list(Lang::En, &[]), "");
    }

    /// A resignation among three: the others' best wins, and when two of them are level the
    /// earlier seat, which the line says then.
    #[test]
    fn a_resignation_among_three_says_how_a_tie_among_the_others_is_decided() {
        use crate::game::EndReason;
        use crate::session::{EndedBy, MatchEnd};
        let end = MatchEnd::Won {
            side: 1,
            names: vec!["Bob".into()],
            reason: EndReason::Resignation,
            by: Some(EndedBy { seat: 0, name: "Ana".into() }),
        };
        assert_eq!(Sides::of(&end, &[30, 12, 12]), Sides::More { tied: true });
        assert_eq!(Sides::of(&end, &[12, 30, 12]), Sides::More { tied: false });
        assert_eq!(Sides::of(&end, &[12, 30]), Sides::Two);
        let said = |sides| {
            won_line(
                Lang::En,
                EndReason::Resignation,
                "Bob",
                Some("Ana"),
                Reader::Other,
                "x",
                sides,
            )
        };
        assert!(said(Sides::More { tied: true })
            .ends_with("among the others wins (on equal points, the one who sat down first)."));
        assert!(said(Sides::More { tied: false }).ends_with("among the others wins."));
    }

    #[test]
    fn each_reader_reads_every_win_in_their_own_person() {
        use EndReason::{Bonus, Claim, FailedClaim, Resignation, ShortGame, Target};
        let (other, loser) = (Reader::Other, Reader::Loser);
        let (you, yours) = (Reader::Winner { partners: false }, Reader::Winner { partners: true });
        let score = "Ana 101 · Bob 80";
        let line = |lang, reason, reader| {
            let by = matches!(reason, FailedClaim | Resignation).then_some("Bob");
            won_line(lang, reason, "Ana", by, reader, score, Sides::Two)
        };
        let en: [(EndReason, Reader, &str); 24] = [
            (Target, other, "Ana won."),
            (ShortGame, other, "Ana won the one-hand game with more points."),
            (Claim, other, "Ana won by a correct claim."),
            (FailedClaim, other, "Ana won: Bob claimed victory without enough points."),
            (Bonus, other, "Ana won with a tablanette."),
            (Resignation, other, "Ana won: Bob resigned."),
            (FailedClaim, loser, "Ana won: you claimed victory without enough points."),
            (Resignation, loser, "Ana won: you resigned."),
            (Target, you, "You won."),
            (ShortGame, you, "You won the one-hand game with more points."),
            (Claim, you, "You won by a correct claim."),
            (FailedClaim, you, "You won: Bob claimed victory without enough points."),
            (Bonus, you, "You won with a tablanette."),
            (Resignation, you, "You won: Bob resigned."),
            (Target, yours, "Your side won."),
            (ShortGame, yours, "Your side won the one-hand game with more points."),
            (Claim, yours, "Your side won by a correct claim."),
            (FailedClaim, yours, "Your side won: Bob claimed victory without enough points."),
            (Bonus, yours, "Your side won with a tablanette."),
            (Resignation, yours, "Your side won: Bob resigned."),
            // A loser who did not end it reads the others' way.
            (Target, loser, "Ana won."),
            (ShortGame, loser, "Ana won the one-hand game with more points."),
            (Claim, loser, "Ana won by a correct claim."),
            (Bonus, loser, "Ana won with a tablanette."),
        ];
        for (reason, reader, said) in en {
            let want = format!("{said} Final score {score}.");
            assert_eq!(line(Lang::En, reason, reader), want, "{reason:?} {reader:?}");
        }
        let hr: [(EndReason, Reader, &str); 20] = [
            (Target, other, "Pobjeda: Ana."),
            (ShortGame, other, "Pobjeda s više bodova u igri od jednog dijeljenja: Ana."),
            (Claim, other, "Pobjeda točnom prijavom: Ana."),
            (FailedClaim, other, "Pobjeda: Ana. Prijava pobjede bez dovoljno bodova: Bob."),
            (Bonus, other, "Pobjeda tablanetom: Ana."),
            (Resignation, other, "Pobjeda: Ana. Predaja: Bob."),
            (FailedClaim, loser, "Pobjeda: Ana. Prijavili ste pobjedu bez dovoljno bodova."),
            (Resignation, loser, "Pobjeda: Ana. Predali ste."),
            (Target, you, "Pobijedili ste."),
            (ShortGame, you, "Pobijedili ste s više bodova u igri od jednog dijeljenja."),
            (Claim, you, "Pobijedili ste točnom prijavom."),
            (FailedClaim, you, "Pobijedili ste. Prijava pobjede bez dovoljno bodova: Bob."),
            (Bonus, you, "Pobijedili ste tablanetom."),
            (Resignation, you, "Pobijedili ste. Predaja: Bob."),
            (Target, yours, "Vaša strana je pobijedila."),
            (
                ShortGame,
                yours,
                "Vaša strana je pobijedila s više bodova u igri od jednog dijeljenja.",
            ),
            (Claim, yours, "Vaša strana je pobijedila točnom prijavom."),
            (
                FailedClaim,
                yours,
                "Vaša strana je pobijedila. Prijava pobjede bez dovoljno bodova: Bob.",
            ),
            (Bonus, yours, "Vaša strana je pobijedila tablanetom."),
            (Resignation, yours, "Vaša strana je pobijedila. Predaja: Bob."),
        ];
        for (reason, reader, said) in hr {
            let want = format!("{said} Konačni rezultat {score}.");
            assert_eq!(line(Lang::Hr, reason, reader), want, "{reason:?} {reader:?}");
        }
        // In every language: the winners' lines name no winner, keep the score and the loser
        // who ended it, and differ from the others' and from each other.
        for lang in Lang::ALL {
            for reason in [Target, ShortGame, Claim, FailedClaim, Bonus, Resignation] {
                let [other, you, yours] = [other, you, yours].map(|r| line(lang, reason, r));
                for own in [&you, &yours] {
                    // Ana only in the score.
                    assert_eq!(own.matches("Ana").count(), 1, "{lang} {reason:?}: {own}");
                    assert!(own.ends_with(&format!("{score}.")), "{lang} {reason:?}: {own}");
                    let by = matches!(reason, FailedClaim | Resignation);
                    assert_eq!(own.matches("Bob").count(), 1 + usize::from(by), "{own}");
                    assert_ne!(*own, other, "{lang} {reason:?}");
                }
                assert_ne!(you, yours, "{lang} {reason:?}");
            }
        }
    }

    #[test]
    fn the_core_catalogue_is_complete_in_every_language() {
        assert!(messages(core_part(Lang::En)).len() > 50);
        let problems = check_parts(&[core_part]);
        assert!(problems.is_empty(), "{problems:#?}");
    }

    #[test]
    fn the_check_finds_a_missing_id_a_renamed_variable_and_a_duplicate() {
        fn broken(lang: Lang) -> &'static str {
            match lang {
                Lang::En => "a = A { $name }\nb = B\n",
                Lang::Ro => "a = A { $nume }\n",
                _ => "a = A { $name }\nb = B\n",
            }
        }
        fn again(_: Lang) -> &'static str {
            "b = again\n"
        }
        fn misspelt(lang: Lang) -> &'static str {
            match lang {
                Lang::SrLatn => "c = Ljubav\n",
                Lang::SrCyrl => "c = Лубав\n",
                _ => "c = Love\n",
            }
        }
        let problems = check_parts(&[broken, again, misspelt]);
        assert!(problems.iter().any(|p| p.contains("sr-Cyrl `c = Лубав` is not sr-Latn")));
        assert_eq!(serbian_to_latin("Љубав, Џеп и ЂАК"), "Ljubav, Džep i ĐAK");
        assert!(problems.iter().any(|p| p.contains("ro: ids differ")), "{problems:#?}");
        assert!(problems.iter().any(|p| p.contains("ro `a`: variables")), "{problems:#?}");
        assert!(problems.iter().any(|p| p.contains("`b` is defined in parts 0 and 1")));
    }

    /// Choices read as each language offers them: the last after its "or", without a comma
    /// before it; two with the "or" alone between them; one as it is.
    #[test]
    fn choices_are_joined_with_each_languages_or() {
        for (lang, three, two) in [
            (Lang::En, "a, b or c", "a or b"),
            (Lang::SrLatn, "a, b ili c", "a ili b"),
            (Lang::SrCyrl, "а, б или в", "а или б"),
            (Lang::Hr, "a, b ili c", "a ili b"),
            (Lang::Bs, "a, b ili c", "a ili b"),
            (Lang::Mk, "а, б или в", "а или б"),
            (Lang::Ro, "a, b sau c", "a sau b"),
        ] {
            let letters: [&str; 3] = if matches!(lang, Lang::SrCyrl | Lang::Mk) {
                ["а", "б", "в"]
            } else {
                ["a", "b", "c"]
            };
            assert_eq!(or_list(lang, &letters), three, "{lang}");
            assert_eq!(or_list(lang, &letters[..2]), two, "{lang}");
            assert_eq!(or_list(lang, &letters[..1]), letters[0], "{lang}");
            assert_eq!(or_list::<&str>(lang, &[]), "", "{lang}");
        }
        // Owned strings as well as borrowed ones; commas inside a choice stay its own.
        let sizes = ["1".to_string(), "6 (the usual 6, 6, 4)".to_string(), "8".to_string()];
        assert_eq!(or_list(Lang::En, &sizes), "1, 6 (the usual 6, 6, 4) or 8");
    }

    #[test]
    fn plurals_follow_each_language() {
        let left = |lang, n: u32| text(lang, "label-cards-left", &[("count", n.into())]);
        assert_eq!(left(Lang::En, 1), "1 card left to deal");
        assert_eq!(left(Lang::SrLatn, 2), "u špilu još 2 karte");
        assert_eq!(left(Lang::SrLatn, 5), "u špilu još 5 karata");
        assert_eq!(left(Lang::SrCyrl, 22), "у шпилу још 22 карте");
        assert_eq!(left(Lang::Hr, 21), "u špilu još 21 karta");
        assert_eq!(left(Lang::Ro, 20), "20 de cărți de împărțit");
        // Two counts in one sentence, each in its own form.
        for (lang, moves, taken, said) in [
            (Lang::En, 1, 3, "While you were away, the computer played one card for you and took 3 cards from the table."),
            (Lang::SrLatn, 2, 21, "Dok vas nije bilo, računar je umesto vas odigrao 2 karte i odneo 21 kartu sa stola."),
            (Lang::Mk, 21, 1, "Додека бевте отсутни, компјутерот наместо вас одигра 21 карта и зеде 1 карта од масата."),
            (Lang::Ro, 22, 0, "Cât ați lipsit, calculatorul a pus pe masă în locul dumneavoastră 22 de cărți."),
        ] {
            let played = PlayedForYou { moves, taken };
            assert_eq!(crate::table::played_for_you_line(&played, lang), said);
        }
    }

    #[test]
    fn errors_and_notices_are_localized_without_isolation_marks() {
        let card = Card::new(Rank::Nine, Suit::Clubs);
        let e = SessionError::Move(MoveError::NotInHand(card));
        assert_eq!(e.localize(Lang::En), "9♣ is not in your hand.");
        assert_eq!(e.localize(Lang::SrLatn), "9♣ nije u vašoj ruci.");
        assert_eq!(e.localize(Lang::Mk), "9♣ не е во вашата рака.");
        let take = CardSet::EMPTY.with(Card::new(Rank::Ace, Suit::Spades));
        let e = MoveError::IllegalCapture { card, take };
        assert!(e.localize(Lang::Ro).starts_with("9♣ nu poate lua A♠"));
        let n = Notice::Claimed { name: "Ana".into(), total: 103, correct: true };
        assert_eq!(
            n.localize(Lang::Hr),
            "Ana prijavljuje pobjedu (bodovi: 103): prijava je točna."
        );
        assert!(!n.localize(Lang::En).contains('\u{2068}'));
        for e in [SessionError::NoGame, SessionError::Storage, SessionError::NoComputerThere(1)] {
            for lang in Lang::ALL {
                assert!(!e.localize(lang).starts_with("error-"), "{lang}");
            }
        }
    }

    #[test]
    fn computers_are_named_in_the_language_and_people_keep_their_names() {
        let stored = SeatKind::Computer { level: Level::Hard }.display_name();
        assert_eq!(shown_name(&stored, Lang::En), stored);
        assert_eq!(shown_name(&stored, Lang::SrLatn), "Računar (težak)");
        assert_eq!(shown_name(&stored, Lang::Mk), "Компјутер (тежок)");
        assert_eq!(shown_name("Ana", Lang::Ro), "Ana");
        assert_eq!(shown_name("Computer (chess)", Lang::Ro), "Computer (chess)");
        let n = Notice::ComputerAdded { name: stored };
        assert_eq!(n.localize(Lang::Hr), "Za stol sjeda Računalo (teško).");
        for level in Level::ALL {
            let stored = SeatKind::Computer { level }.display_name();
            assert_eq!(SeatKind::computer_level(&stored), Some(level));
            for lang in Lang::ALL {
                assert!(!level_name(level, lang).starts_with("level-"), "{lang} {level}");
            }
        }
    }

    #[test]
    fn platform_locales_map_to_the_catalogue() {
        assert_eq!(Lang::from_locale("en-US"), Lang::En);
        assert_eq!(Lang::from_locale("sr"), Lang::SrLatn);
        assert_eq!(Lang::from_locale("sr-Cyrl-RS"), Lang::SrCyrl);
        assert_eq!(Lang::from_locale("hr"), Lang::Hr);
        assert_eq!(Lang::from_locale("bs"), Lang::Bs);
        assert_eq!(Lang::from_locale("mk"), Lang::Mk);
        assert_eq!(Lang::from_locale("ro"), Lang::Ro);
        assert_eq!(Lang::from_locale("ja"), Lang::En);
        assert_eq!("sr-Cyrl".parse::<Lang>(), Ok(Lang::SrCyrl));
        assert!("xx".parse::<Lang>().is_err());
    }
}
