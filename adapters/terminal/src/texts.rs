//! The terminal's texts: the core catalogue plus `adapters/terminal/locales/*.ftl`.

use std::sync::OnceLock;

use bot_core::i18n::{core_part, Catalogue, FluentValue, Lang};

bot_core::catalogue_part! {
    /// The terminal's part of the catalogue.
    pub fn terminal_part = "../locales"
}

fn catalogue() -> &'static Catalogue {
    static CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
    CATALOGUE.get_or_init(|| Catalogue::new(&[core_part, terminal_part]))
}

/// A text the terminal shows; the variant names its message, so a misspelt id cannot compile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum T {
    /// An unfinished game goes on.
    Resuming,
    /// Where the game is stored: `path`.
    Stored,
    /// "You", as the one who played.
    You,
    /// "you", in a list of names.
    YouShort,
    /// You trailed `card`.
    YouTrailed,
    /// `name` trailed `card`.
    TheyTrailed,
    /// You played `card`, took `take`.
    YouTook,
    /// `name` played `card`, took `take`.
    TheyTook,
    /// A tabla.
    Tabla,
    /// A jack swept the table.
    Sweep,
    /// Hand `number` is over.
    HandOver,
    /// Column: cards taken.
    ColCards,
    /// Column: card points.
    ColPoints,
    /// Column: most cards and last capture.
    ColMost,
    /// Column: tablas.
    ColTablas,
    /// Column: the hand's total.
    ColHand,
    /// Column: the match score.
    ColMatch,
    /// `names` won by a claim; `score`.
    WonClaim,
    /// `names` won after the other side's failed claim; `score`.
    WonFailedClaim,
    /// `names` won with a tablanette; `score`.
    WonBonus,
    /// `names` won by resignation; `score`.
    WonResignation,
    /// What does `card` take?
    WhatTakes,
    /// The choice of taking nothing.
    TakeNothing,
    /// Header: `number`, `variant`, `target`, `score`, `left`.
    Header,
    /// "Captured".
    Captured,
    /// A side's pile: `name`, `cards`, `points`.
    Pile,
    /// A redeal is possible.
    MayRedeal,
    /// The commands.
    Help,
    /// Not your turn.
    Wait,
    /// Not a card of the hand: `input`, `count`.
    NotACard,
    /// Not one of the choices: `input`, `count`.
    NotAChoice,
    /// Core: "Table".
    Table,
    /// Core: "Your hand".
    YourHand,
    /// Core: `count` cards left to deal.
    CardsLeft,
    /// Core: `names` won; `score`.
    Won,
    /// Core: drawn at `score`.
    Drawn,
    /// Core: the match was stopped.
    Aborted,
}

impl T {
    /// Every text.
    pub const ALL: [T; 37] = [
        T::Resuming,
        T::Stored,
        T::You,
        T::YouShort,
        T::YouTrailed,
        T::TheyTrailed,
        T::YouTook,
        T::TheyTook,
        T::Tabla,
        T::Sweep,
        T::HandOver,
        T::ColCards,
        T::ColPoints,
        T::ColMost,
        T::ColTablas,
        T::ColHand,
        T::ColMatch,
        T::WonClaim,
        T::WonFailedClaim,
        T::WonBonus,
        T::WonResignation,
        T::WhatTakes,
        T::TakeNothing,
        T::Header,
        T::Captured,
        T::Pile,
        T::MayRedeal,
        T::Help,
        T::Wait,
        T::NotACard,
        T::NotAChoice,
        T::Table,
        T::YourHand,
        T::CardsLeft,
        T::Won,
        T::Drawn,
        T::Aborted,
    ];

    /// The Fluent id.
    pub const fn id(self) -> &'static str {
        match self {
            T::Resuming => "term-resuming",
            T::Stored => "term-stored",
            T::You => "term-you",
            T::YouShort => "term-you-short",
            T::YouTrailed => "term-you-trailed",
            T::TheyTrailed => "term-they-trailed",
            T::YouTook => "term-you-took",
            T::TheyTook => "term-they-took",
            T::Tabla => "term-tabla",
            T::Sweep => "term-sweep",
            T::HandOver => "term-hand-over",
            T::ColCards => "term-col-cards",
            T::ColPoints => "term-col-points",
            T::ColMost => "term-col-most",
            T::ColTablas => "term-col-tablas",
            T::ColHand => "term-col-hand",
            T::ColMatch => "term-col-match",
            T::WonClaim => "term-won-claim",
            T::WonFailedClaim => "term-won-failed-claim",
            T::WonBonus => "term-won-bonus",
            T::WonResignation => "term-won-resignation",
            T::WhatTakes => "term-what-takes",
            T::TakeNothing => "term-take-nothing",
            T::Header => "term-header",
            T::Captured => "term-captured",
            T::Pile => "term-pile",
            T::MayRedeal => "term-may-redeal",
            T::Help => "term-help",
            T::Wait => "term-wait",
            T::NotACard => "term-not-a-card",
            T::NotAChoice => "term-not-a-choice",
            T::Table => "label-table",
            T::YourHand => "label-your-hand",
            T::CardsLeft => "label-cards-left",
            T::Won => "result-won",
            T::Drawn => "result-drawn",
            T::Aborted => "result-aborted",
        }
    }
}

/// `text` in `lang` with `args`.
pub fn tr(lang: Lang, text: T, args: &[(&str, FluentValue<'_>)]) -> String {
    catalogue().text(lang, text.id(), args)
}

/// The language a POSIX locale asks for (`LC_ALL`, then `LC_MESSAGES`, then `LANG`), as glibc
/// names them: `sr_RS.UTF-8` is Cyrillic and `sr_RS.UTF-8@latin` Latin.
pub fn lang_from_posix(locale: &str) -> Lang {
    let (base, modifier) = match locale.split_once('@') {
        Some((base, modifier)) => (base, Some(modifier)),
        None => (locale, None),
    };
    let base = base.split('.').next().unwrap_or_default();
    match (base.split(['_', '-']).next().unwrap_or_default(), modifier) {
        ("sr", Some(m)) if m.eq_ignore_ascii_case("latin") => Lang::SrLatn,
        ("sr", _) => Lang::SrCyrl,
        _ => Lang::from_locale(base),
    }
}

/// The language of the environment's locale; English when none is set or it is not ours.
pub fn lang_from_env() -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(|name| std::env::var(name).ok())
        .find(|value| !value.trim().is_empty())
        .map_or(Lang::En, |value| lang_from_posix(&value))
}

#[cfg(test)]
mod tests {
    use super::*;
    use bot_core::i18n::check_parts;

    #[test]
    fn the_catalogue_is_complete_in_every_language() {
        let problems = check_parts(&[core_part, terminal_part]);
        assert!(problems.is_empty(), "{problems:#?}");
    }

    #[test]
    fn every_text_has_an_english_message() {
        for t in T::ALL {
            assert!(catalogue().has(t.id()), "{t:?}");
        }
    }

    #[test]
    fn posix_locales_pick_the_script_glibc_means() {
        assert_eq!(lang_from_posix("sr_RS.UTF-8"), Lang::SrCyrl);
        assert_eq!(lang_from_posix("sr_RS.UTF-8@latin"), Lang::SrLatn);
        assert_eq!(lang_from_posix("hr_HR.UTF-8"), Lang::Hr);
        assert_eq!(lang_from_posix("mk_MK"), Lang::Mk);
        assert_eq!(lang_from_posix("ro_RO.utf8"), Lang::Ro);
        assert_eq!(lang_from_posix("C.UTF-8"), Lang::En);
        assert_eq!(lang_from_posix("POSIX"), Lang::En);
        assert_eq!(lang_from_posix("de_DE.UTF-8"), Lang::En);
    }

    #[test]
    fn plurals_and_arguments_are_filled() {
        let pile = |lang, cards: u32, points: u32| {
            tr(
                lang,
                T::Pile,
                &[("name", "Ana".into()), ("cards", cards.into()), ("points", points.into())],
            )
        };
        assert_eq!(pile(Lang::En, 1, 1), "Ana 1 card/1 pt");
        assert_eq!(pile(Lang::SrLatn, 3, 5), "Ana 3 karte/5 poena");
        assert_eq!(pile(Lang::Hr, 25, 2), "Ana 25 karata/2 boda");
        assert_eq!(pile(Lang::Ro, 21, 1), "Ana 21 de cărți/un punct");
    }
}
