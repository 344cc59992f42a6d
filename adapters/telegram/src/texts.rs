//! Every text the adapter shows, in the language of whoever reads it.
//!
//! The catalogue is the core's part (refusals, notices, labels) followed by this adapter's
//! (`adapters/telegram/locales/*.ftl`, ids `tg-…`). Texts are named by [`T`], never by a string,
//! so an id that is not in the list cannot compile, and a test checks that each one has English.

use std::sync::OnceLock;

use bot_core::i18n::{core_part, Catalogue, FluentValue, Lang, Part};

bot_core::catalogue_part! {
    /// The adapter's part of the catalogue: its FTL source in each language.
    pub fn telegram_part = "../locales"
}

/// The parts of the adapter's catalogue, in order: the core's first.
pub const PARTS: [Part; 2] = [core_part, telegram_part];

bot_core::text_ids! {
    /// A text of the catalogue.
    pub enum T {
        // The core's texts used as they are.
        LabelTable => "label-table",
        LabelYourHand => "label-your-hand",
        LabelToPlay => "label-to-play",
        LabelHandNumber => "label-hand-number",
        LabelCardsLeft => "label-cards-left",
        ButtonJoin => "button-join",
        ButtonStart => "button-start",
        ButtonAddComputer => "button-add-computer",
        ButtonMyHand => "button-my-hand",
        ButtonRematch => "button-rematch",
        ButtonTrail => "button-trail",
        ButtonClaim => "button-claim",
        ButtonClaimAnyway => "button-claim-anyway",
        ButtonBack => "button-back",
        ResultAborted => "result-aborted",
        // The command menu and /help.
        CommandNew => "tg-command-new",
        CommandPlay => "tg-command-play",
        CommandJoin => "tg-command-join",
        CommandLeave => "tg-command-leave",
        CommandBot => "tg-command-bot",
        CommandGo => "tg-command-go",
        CommandHand => "tg-command-hand",
        CommandClaim => "tg-command-claim",
        CommandResign => "tg-command-resign",
        CommandBack => "tg-command-back",
        CommandRematch => "tg-command-rematch",
        CommandAbort => "tg-command-abort",
        CommandRules => "tg-command-rules",
        CommandStandings => "tg-command-standings",
        CommandStats => "tg-command-stats",
        CommandSettings => "tg-command-settings",
        CommandHelp => "tg-command-help",
        CommandStart => "tg-command-start",
        Help => "tg-help",
        Welcome => "tg-welcome",
        // The public table.
        RulesTarget => "tg-rules-target",
        RulesShort => "tg-rules-short",
        RulesTimer => "tg-rules-timer",
        LobbyOpener => "tg-lobby-opener",
        LobbySeats => "tg-lobby-seats",
        LobbyHow => "tg-lobby-how",
        LobbyHowPrivate => "tg-lobby-how-private",
        LobbyFull => "tg-lobby-full",
        Last => "tg-last",
        HandLast => "tg-hand-last",
        LastTrail => "tg-last-trail",
        LastCapture => "tg-last-capture",
        LastSweep => "tg-last-sweep",
        LastByComputer => "tg-last-by-computer",
        Teams => "tg-teams",
        HandRematchBy => "tg-hand-rematch-by",
        Seat => "tg-seat",
        SeatAway => "tg-seat-away",
        SeatAwayWaiting => "tg-seat-away-waiting",
        Side => "tg-side",
        Score => "tg-score",
        ThisHand => "tg-this-hand",
        ThisHandSide => "tg-this-hand-side",
        ThisHandTablas => "tg-this-hand-tablas",
        Closed => "tg-closed",
        ClosedNew => "tg-closed-new",
        ClosedRestart => "tg-closed-restart",
        RematchHint => "tg-rematch-hint",
        ClosedPlay => "tg-closed-play",
        OverBelow => "tg-over-below",
        SetAside => "tg-set-aside",
        SetAsideTable => "tg-set-aside-table",
        // A player's hand.
        HandTitle => "tg-hand-title",
        HandChoose => "tg-hand-choose",
        HandPage => "tg-hand-page",
        HandYourTurn => "tg-hand-your-turn",
        HandYourTurnTimed => "tg-hand-your-turn-timed",
        ButtonRedeal => "tg-button-redeal",
        HandClaimTotal => "tg-hand-claim-total",
        Stamp => "tg-stamp",
        MatchOver => "tg-match-over",
        YouTook => "tg-you-took",
        YouTrailed => "tg-you-trailed",
        ForYouTook => "for-you-took",
        ForYouTrailed => "for-you-trailed",
        LapseTook => "for-you-timed-out-took",
        LapseTrailed => "for-you-timed-out-trailed",
        LapseAgainTook => "for-you-timed-out-again-took",
        LapseAgainTrailed => "for-you-timed-out-again-trailed",
        LapseWarning => "timed-out-warning",
        LapseWarningAlone => "timed-out-warning-alone",
        HandSuperseded => "tg-hand-superseded",
        HandSetAside => "tg-hand-set-aside",
        MentionTurn => "tg-mention-turn",
        MentionTurnTimed => "tg-mention-turn-timed",
        // The scoring of a hand.
        HandOver => "tg-hand-over",
        HandOverScored => "tg-hand-over-scored",
        Dealt => "tg-dealt",
        HandOverGame => "tg-hand-over-game",
        ScoreCards => "tg-score-cards",
        ScoreCardPoints => "tg-score-card-points",
        ScoreMostCards => "tg-score-most-cards",
        ScoreLastCapture => "tg-score-last-capture",
        ScoreTablas => "tg-score-tablas",
        ScoreTotal => "tg-score-total",
        // The private chat.
        Someone => "tg-someone",
        LinkBlocked => "tg-link-blocked",
        LinkWaiting => "tg-link-waiting",
        LinkCards => "tg-link-cards",
        StartInGroup => "tg-start-in-group",
        ButtonShowCards => "tg-button-show-cards",
        ButtonAnswerPrivately => "tg-button-answer-privately",
        StartSeated => "tg-start-seated",
        StartJoined => "tg-start-joined",
        JoinClosed => "tg-join-closed",
        StartNotYours => "tg-start-not-yours",
        ToastSeated => "tg-toast-seated",
        ToastCards => "tg-toast-cards",
        ClaimInPrivate => "tg-claim-in-private",
        QuestionMovedOn => "tg-question-moved-on",
        QuestionOver => "tg-question-over",
        QuestionSetAside => "tg-question-set-aside",
        UnknownCommand => "tg-unknown-command",
        // Group settings.
        TimerOff => "tg-timer-off",
        NotifyPrivate => "tg-notify-private",
        NotifyChannel => "tg-notify-channel",
        Settings => "tg-settings",
        SettingsLegend => "tg-settings-legend",
        Saved => "tg-saved",
        SavedUnchanged => "tg-saved-unchanged",
        // The buttons under a leaderboard.
        BoardPoints => "tg-board-points",
        BoardStrength => "tg-board-strength",
        BoardEveryone => "tg-board-everyone",
        BoardRivals => "tg-board-rivals",
        BoardOld => "tg-board-old",
        BoardTopic => "tg-board-topic",
        // Refusals of an old table's buttons that name its forum topic.
        OldGameTopic => "tg-old-game-topic",
        GameGoneTopic => "tg-game-gone-topic",
        // A hand's button of an earlier game, another being played or open there now.
        OldHand => "tg-old-hand",
        OldHandOver => "tg-old-hand-over",
        // Refusals of the command syntax (the others are the core's).
        ErrorTooManyWords => "tg-error-too-many-words",
        ErrorNoArguments => "tg-error-no-arguments",
        ErrorUnknownNamedCommand => "tg-error-unknown-named-command",
    }
}

/// The core's and the adapter's texts in every language, built on first use.
pub fn catalogue() -> &'static Catalogue {
    static CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
    CATALOGUE.get_or_init(|| Catalogue::new(&PARTS))
}

/// The text `t` in `lang` with `args` (English where `lang` lacks it).
pub fn text(lang: Lang, t: T, args: &[(&str, FluentValue<'_>)]) -> String {
    catalogue().text(lang, t.id(), args)
}

/// The text `t` in `lang`, without arguments.
pub fn plain(lang: Lang, t: T) -> String {
    text(lang, t, &[])
}

/// A string argument: names, cards and lists are shown as they are.
pub fn arg(value: impl std::fmt::Display) -> FluentValue<'static> {
    FluentValue::from(value.to_string())
}

/// The `language_code` of setMyCommands for `lang`: `None` for English, the default list, and
/// for Cyrillic Serbian, which Telegram cannot tell from Latin (its users get the `sr` list).
pub fn telegram_code(lang: Lang) -> Option<&'static str> {
    match lang {
        Lang::En | Lang::SrCyrl => None,
        Lang::SrLatn => Some("sr"),
        Lang::Hr => Some("hr"),
        Lang::Bs => Some("bs"),
        Lang::Mk => Some("mk"),
        Lang::Ro => Some("ro"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bot_core::i18n::check_parts;

    /// Join is named only where it would seat the reader.
    #[test]
    fn another_players_link_names_join_only_when_a_seat_is_free() {
        for lang in Lang::ALL {
            let said =
                |joinable: &str| text(lang, T::StartNotYours, &[("joinable", arg(joinable))]);
            let (free, full) = (said("yes"), said("no"));
            assert!(
                free.starts_with(&full) && free.len() > full.len(),
                "{lang:?}: {free} / {full}"
            );
            assert!(full.ends_with('.'), "{lang:?}: {full}");
        }
    }

    #[test]
    fn the_catalogue_is_complete_in_every_language() {
        let problems = check_parts(&PARTS);
        assert!(problems.is_empty(), "{problems:#?}");
    }

    #[test]
    fn every_text_has_english_and_every_adapter_id_is_a_text() {
        for t in T::ALL {
            assert!(catalogue().has(t.id()), "{} has no English text", t.id());
        }
        // An FTL message no variant names would be dead text.
        for line in telegram_part(Lang::En).lines() {
            let Some((id, _)) = line.split_once(" = ") else { continue };
            if line.starts_with("tg-") {
                assert!(T::ALL.iter().any(|t| t.id() == id), "{id} is not in the list");
            }
        }
    }

    #[test]
    fn plurals_and_references_follow_each_language() {
        let seat = |lang, n: u32| text(lang, T::Seat, &[("name", arg("Ana")), ("count", n.into())]);
        assert_eq!(seat(Lang::En, 1), "Ana · 1 card");
        assert_eq!(seat(Lang::En, 5), "Ana · 5 cards");
        assert_eq!(seat(Lang::SrLatn, 3), "Ana · 3 karte");
        assert_eq!(seat(Lang::Hr, 11), "Ana · 11 karata");
        assert_eq!(seat(Lang::Mk, 21), "Ana · 21 карта");
        assert_eq!(seat(Lang::Ro, 20), "Ana · 20 de cărți");
        assert_eq!(seat(Lang::Ro, 2), "Ana · 2 cărți");
        let how = text(Lang::Mk, T::LobbyHow, &[("name", arg("Ana"))]);
        assert!(how.starts_with("Притиснете „Приклучи се“"), "{how}");
        let title =
            |lang| text(lang, T::HandTitle, &[("where", arg("group")), ("title", arg("X"))]);
        assert_eq!(title(Lang::En), "Your cards in the game in “X”");
        assert_eq!(title(Lang::SrCyrl), "Ваше карте у игри у групи „X“");
        // Settings in `lang`, games with computers counted or not, as the group's answer
        // says it.
        let settings = |lang, computers| {
            let computers = bot_core::i18n::yes_no_word(lang, computers);
            let args = [
                ("variant", arg("tablic")),
                ("timer", arg("off")),
                ("language", arg(lang.code())),
                ("computers", arg(computers)),
                ("languages", arg("en, ro")),
                ("notify", arg(plain(lang, T::NotifyPrivate))),
            ];
            // As the bare /settings answers: the settings, then the legend.
            let legend = text(lang, T::SettingsLegend, &args);
            format!("{}\n{legend}", text(lang, T::Settings, &args))
        };
        let english = settings(Lang::En, false);
        assert!(
            english.contains(
                "turn notices: in the private chat only (private) · games with computers \
                 count in the standings: no.\nAdmins change a setting by writing it after \
                 /settings"
            ),
            "{english}"
        );
        // A group reading Serbian is told "ne", which /settings takes, not an English "no";
        // where notices go in its words, with the value /settings takes.
        let serbian = settings(Lang::SrLatn, false);
        assert!(serbian.contains("igre sa računarom ulaze u tabelu: ne."), "{serbian}");
        assert!(serbian.contains("potezu: samo u privatnom razgovoru (private) ·"), "{serbian}");
        let stamp = text(Lang::Ro, T::Stamp, &[("game", arg(12345)), ("move", arg(7))]);
        assert_eq!(stamp, "Partida 12345 · mutarea 7");
    }

    /// An old table's refusals name its forum topic in every language, and fit an alert
    /// (200 characters) with the longest name they are given.
    #[test]
    fn an_old_tables_refusals_name_its_topic_in_every_language() {
        let long = "T".repeat(48);
        for lang in Lang::ALL {
            for t in [T::OldGameTopic, T::GameGoneTopic] {
                let named =
                    |name: &str| text(lang, t, &[("named", arg("yes")), ("topic", arg(name))]);
                let unnamed = text(lang, t, &[("named", arg("no")), ("topic", arg(""))]);
                assert!(named("Turnir").contains("Turnir"), "{lang}: {}", named("Turnir"));
                assert!(!unnamed.contains("“") && !unnamed.contains("„"), "{lang}: {unnamed}");
                assert!(named(&long).chars().count() <= 200, "{lang}: {}", named(&long));
                if lang != Lang::En {
                    assert_ne!(unnamed, text(Lang::En, t, &[("named", arg("no"))]), "{lang}");
                }
            }
        }
    }

    #[test]
    fn command_descriptions_name_the_timer_and_the_readers_board_words() {
        use bot_core::table::BoardWord;
        for lang in Lang::ALL {
            for t in [T::CommandNew, T::CommandPlay] {
                let about = plain(lang, t);
                assert!(about.contains("[timer=") && about.contains("|off]"), "{lang}: {about}");
            }
            // The words /standings reads, as the core's catalogue shows them in `lang`.
            let about = plain(lang, T::CommandStandings);
            for word in BoardWord::ALL.into_iter().filter(|w| *w != BoardWord::Last) {
                let shown = word.shown(lang);
                assert!(about.contains(&shown), "{lang}: {shown} not in {about}");
                assert_eq!(BoardWord::read(&shown), Some(word));
            }
        }
    }

    #[test]
    fn every_language_but_sr_cyrl_has_its_own_command_list() {
        let codes: Vec<_> = Lang::ALL.into_iter().filter_map(telegram_code).collect();
        assert_eq!(codes, ["sr", "hr", "bs", "mk", "ro"]);
        for lang in Lang::ALL {
            for (_, about) in crate::commands::COMMANDS {
                // Telegram's limits on a command's description.
                let shown = plain(lang, about);
                assert!((1..=256).contains(&shown.chars().count()), "{lang}: {shown}");
            }
        }
    }
}
