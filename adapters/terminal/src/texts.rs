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

bot_core::text_ids! {
    /// A text the terminal shows; the variant names its message, so a misspelt id cannot
    /// compile.
    pub enum T {
        Resuming => "term-resuming",
        ResumedOtherRules => "term-resumed-other-rules",
        EndedWhileAway => "term-ended-while-away",
        SetAside => "term-set-aside",
        ClaimAgain => "term-claim-again",
        ClaimNot => "term-claim-not",
        StandingsUnknown => "term-standings-unknown",
        StandingsMore => "term-standings-more",
        DbOlder => "term-db-older",
        ResignQuestion => "term-resign-question",
        ResignNot => "term-resign-not",
        LineNotUtf8 => "term-line-not-utf8",
        LineTooLong => "term-line-too-long",
        MoreCaptures => "term-more-captures",
        Stored => "term-stored",
        Kept => "term-kept",
        You => "term-you",
        YouShort => "term-you-short",
        YouTrailed => "term-you-trailed",
        TheyTrailed => "term-they-trailed",
        YouTook => "term-you-took",
        TheyTook => "term-they-took",
        Tabla => "term-tabla",
        Sweep => "term-sweep",
        HandOver => "term-hand-over",
        ColCards => "term-col-cards",
        ColPoints => "term-col-points",
        ColMost => "term-col-most",
        ColLast => "term-col-last",
        ColTablas => "term-col-tablas",
        ColHand => "term-col-hand",
        ColMatch => "term-col-match",
        WonTieBreak => "term-won-tie-break",
        YouWonTieBreak => "term-you-won-tie-break",
        TieBreakNext => "term-tie-break-next",
        TieBreakNow => "term-tie-break-now",
        WhatTakes => "term-what-takes",
        TakeNothing => "term-take-nothing",
        Header => "term-header",
        Captured => "term-captured",
        Pile => "term-pile",
        MayRedeal => "term-may-redeal",
        Help => "term-help",
        HelpClaim => "term-help-claim",
        HelpRedeal => "term-help-redeal",
        Wait => "term-wait",
        NothingBack => "term-nothing-back",
        NotACard => "term-not-a-card",
        NotAChoice => "term-not-a-choice",
        Table => "label-table",
        YourHand => "label-your-hand",
        CardsLeft => "label-cards-left",
        Aborted => "result-aborted",
        Adjourned => "result-adjourned",
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
