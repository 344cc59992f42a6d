//! The texts of the table service, from the core's catalogue: refusals, claims, standings,
//! rules. Plain text, the same on every platform; an adapter only decorates it (bold, emoji).

use std::sync::OnceLock;

use crate::game::Leftover;
use crate::i18n::{core, shown_name, FluentValue, Lang};
use crate::rules::{
    option_key, option_takes, option_values, AceValues, Claims, Expected, JackMode, LateTablas,
    Leftovers, MostCardsTie, RuleSet, TablaBonus, Variant, OPTION_KEYS,
};
use crate::session::{HandOverView, HandView, PlayedForYou, TableView};
use crate::store::standings::strength_text;
use crate::store::{Board, StandingRow, StatLine};

use super::names::clean_name_or;
use super::refusal::{Cmd, Refusal, RulesWords, Voice};

crate::text_ids! {
    /// A text of the core's catalogue that the table service shows.
    pub enum Txt {
        ErrorGameInProgress => "error-game-in-progress",
        RefusalAlreadyPlaying => "refusal-already-playing",
        ErrorAlreadyStarted => "error-already-started",
        ErrorAlreadySeated => "error-already-seated",
        ErrorTableFull => "error-table-full",
        ErrorNotSeated => "error-not-seated",
        ErrorNotCreator => "error-not-creator",
        ErrorNotPlaying => "error-not-playing",
        ErrorNotFinished => "error-not-finished",
        ErrorRematchStarted => "error-rematch-started",
        ErrorRematchYours => "error-rematch-yours",
        RefusalRematchNotSeated => "refusal-rematch-not-seated",
        ErrorStale => "error-stale",
        ErrorNoComputerThere => "error-no-computer-there",
        ErrorNotAway => "error-not-away",
        ErrorNoClaims => "error-no-claims",
        ErrorClaimTieBreak => "error-claim-tie-break",
        ErrorStorage => "error-storage",
        ErrorUnconfirmed => "error-unconfirmed",
        ErrorChanged => "error-changed",
        ErrorRules => "error-rules",
        ErrorMatchOver => "error-match-over",
        ErrorHandOver => "error-hand-over",
        ErrorNoSuchSeat => "error-no-such-seat",
        ErrorNotInHand => "error-not-in-hand",
        ErrorNotOnTable => "error-not-on-table",
        ErrorIllegalCapture => "error-illegal-capture",
        ErrorMustCapture => "error-must-capture",
        ErrorRedealNotAllowed => "error-redeal-not-allowed",
        ErrorNoRedeal => "error-no-redeal",
        RefusalUnevenDeal => "refusal-uneven-deal",
        DealUsualShort => "deal-usual-short",
        RefusalTwoVariants => "refusal-two-variants",
        RefusalRulesTwoVariants => "refusal-rules-two-variants",
        RefusalRulesTwoOptions => "refusal-rules-two-options",
        RefusalRulesTooManyWords => "refusal-rules-too-many-words",
        RulesAsk => "rules-ask",
        RulesOptionInVariant => "rules-option-in-variant",
        OptionValue => "option-value",
        ExpectedNumber => "expected-number",
        ExpectedPoints => "expected-points",
        ExpectedCourts => "expected-courts",
        UnplayablePlayers => "unplayable-players",
        UnplayablePartners => "unplayable-partners",
        UnplayableDealTooBig => "unplayable-deal-too-big",
        UnplayableStockUneven => "unplayable-stock-uneven",
        UnplayableRedealShort => "unplayable-redeal-short",
        UnplayableGroupSize => "unplayable-group-size",
        UnplayableTarget => "unplayable-target",
        UnplayableBonus => "unplayable-bonus",
        UnplayableShortClaims => "unplayable-short-claims",
        RefusalNoGame => "refusal-no-game",
        RefusalGameOpen => "refusal-game-open",
        RefusalNotCreatorOrAdmin => "refusal-not-creator-or-admin",
        RefusalNotYourTurn => "refusal-not-your-turn",
        RefusalUnknownLevel => "refusal-unknown-level",
        RefusalUnavailable => "refusal-unavailable",
        RefusalUnknownButton => "refusal-unknown-button",
        RefusalOldGame => "refusal-old-game",
        RefusalGameGone => "refusal-game-gone",
        RefusalSetAside => "refusal-set-aside",
        RefusalServerOnly => "refusal-server-only",
        RefusalAdminsOnly => "refusal-admins-only",
        RefusalBadOption => "refusal-bad-option",
        RefusalPeriod => "refusal-period",
        RefusalInternal => "refusal-internal",
        RefusalUnknownVariant => "refusal-unknown-variant",
        RefusalUnknownOption => "refusal-unknown-option",
        RefusalMissingValue => "refusal-missing-value",
        RefusalBadValue => "refusal-bad-value",
        RefusalNotKeyValue => "refusal-not-key-value",
        RefusalUnknownSetting => "refusal-unknown-setting",
        RefusalTimer => "refusal-timer",
        RefusalUnknownLanguage => "refusal-unknown-language",
        RefusalYesNo => "refusal-yes-no",
        RefusalNotify => "refusal-notify",
        SettingsUsage => "settings-usage",
        ClaimQuestion => "claim-question",
        ButtonClaimAnyway => "button-claim-anyway",
        ButtonBack => "button-back",
        StandingsTitle => "standings-title",
        StandingsHere => "standings-here",
        StandingsEmpty => "standings-empty",
        StandingsRow => "standings-row",
        StandingsFooter => "standings-footer",
        StandingsRivals => "standings-rivals",
        StandingsWithComputers => "standings-with-computers",
        StandingsComputersOff => "standings-computers-off",
        StandingsRowComputers => "standings-row-computers",
        StandingsStrengthRow => "standings-strength-row",
        StandingsStrengthEmpty => "standings-strength-empty",
        StandingsStrengthFooter => "standings-strength-footer",
        StandingsNoRivals => "standings-no-rivals",
        StandingsWordsPoints => "standings-words-points",
        StandingsWordsStrength => "standings-words-strength",
        StandingsWordsMonth => "standings-words-month",
        StandingsWordsLastMonth => "standings-words-last-month",
        StandingsWordsSeason => "standings-words-season",
        StandingsWordsLastSeason => "standings-words-last-season",
        StandingsWordsAll => "standings-words-all",
        StandingsWordsRivals => "standings-words-rivals",
        StandingsWordsHere => "standings-words-here",
        StandingsWordsLast => "standings-words-last",
        StandingsRivalsOf => "standings-rivals-of",
        StandingsPlaceOf => "standings-place-of",
        StandingsNoRivalsOf => "standings-no-rivals-of",
        StandingsRivalsEmptyOf => "standings-rivals-empty-of",
        StandingsRivalsStrengthEmptyOf => "standings-rivals-strength-empty-of",
        StandingsRivalsEmpty => "standings-rivals-empty",
        StandingsRivalsStrengthEmpty => "standings-rivals-strength-empty",
        StandingsYou => "standings-you",
        StatsTitle => "stats-title",
        StatsLine => "stats-line",
        StatsNone => "stats-none",
        StatsNever => "stats-never",
        StatsNeverYou => "stats-never-you",
        StatsUnranked => "stats-unranked",
        StatsTeams => "stats-teams",
        StatsStrengthBonus => "stats-strength-bonus",
        PeriodMonth => "period-month",
        PeriodSeason => "period-season",
        PeriodAll => "period-all",
        PeriodLastMonth => "period-last-month",
        PeriodLastSeason => "period-last-season",
        HandLevelAtTarget => "hand-level-at-target",
        TableTieBreak => "table-tie-break",
        LabelTabla => "label-tabla",
        LabelTablaPoints => "label-tabla-points",
        HandRedealHint => "hand-redeal-hint",
        RulesTitle => "rules-title",
        RulesThisGame => "rules-this-game",
        RulesShort => "rules-short",
        RulesChange => "rules-change",
        RulesOptions => "rules-options",
        RulesJackTabla => "rules-jack-tabla",
        RulesJackNoTabla => "rules-jack-no-tabla",
        RulesHowTitle => "rules-how-title",
        RulesHowDeal => "rules-how-deal",
        RulesHowRedeal => "rules-how-redeal",
        RulesHowPlay => "rules-how-play",
        RulesHowValues => "rules-how-values",
        RulesHowFacesByRank => "rules-how-faces-by-rank",
        RulesHowGroup => "rules-how-group",
        RulesHowForced => "rules-how-forced",
        RulesHowFree => "rules-how-free",
        RulesHowTabla => "rules-how-tabla",
        RulesHowTablanette => "rules-how-tablanette",
        RulesHowLeftovers => "rules-how-leftovers",
        RulesHowScore => "rules-how-score",
        RulesHowMostCards => "rules-how-most-cards",
        RulesHowLastCapture => "rules-how-last-capture",
        RulesHowTarget => "rules-how-target",
        RulesHowWinOnBonus => "rules-how-win-on-bonus",
        RulesHowClaims => "rules-how-claims",
        RulesHowPartners => "rules-how-partners",
        RulesOptionTitle => "rules-option-title",
        RulesOptionValues => "rules-option-values",
        RulesOptionPresets => "rules-option-presets",
        RulesOptionHere => "rules-option-here",
        RulesOptionSet => "rules-option-set",
        RulesOptionHint => "rules-option-hint",
        RefusalUnknownRulesWord => "refusal-unknown-rules-word",
        RulesRangeCards => "rules-range-cards",
        LobbyTeams => "lobby-teams",
        LobbyFreeSeat => "lobby-free-seat",
        HandLeftovers => "hand-leftovers",
        HandLeftoversYou => "hand-leftovers-you",
        HandMostCardsTied => "hand-most-cards-tied",
        WhileAwayTook => "notice-while-away-took",
        WhileAwayTrailed => "notice-while-away-trailed",
        HandPartner => "hand-partner",
        HandMovesSince => "hand-moves-since",
        SpanHours => "span-hours",
        SpanMinutes => "span-minutes",
        SpanSeconds => "span-seconds",
        LateTablasEnd => "late-tablas-end",
        LateTablasEndPending => "late-tablas-end-pending",
        LateTablasNone => "late-tablas-none",
        LateTablasCap90 => "late-tablas-cap90",
        LateTablasCap90Open => "late-tablas-cap90-open",
        RulesList => "rules-list",
        SummaryTablic => "summary-tablic",
        SummaryTabinet => "summary-tabinet",
        SummaryTablanette => "summary-tablanette",
        SummaryTablanet => "summary-tablanet",
        SummaryTablic40 => "summary-tablic-40",
        SummaryTablanetteJp => "summary-tablanette-jp",
        DurationHours => "duration-hours",
        DurationMinutes => "duration-minutes",
        DurationSeconds => "duration-seconds",
    }
}

/// The text `t` in `lang` with `args`.
pub fn say(lang: Lang, t: Txt, args: &[(&str, FluentValue<'_>)]) -> String {
    core().text(lang, t.id(), args)
}

/// What sets a variant apart, in one line.
pub fn summary(lang: Lang, variant: Variant) -> String {
    let t = match variant {
        Variant::Tablic => Txt::SummaryTablic,
        Variant::Tabinet => Txt::SummaryTabinet,
        Variant::Tablanette => Txt::SummaryTablanette,
        Variant::Tablanet => Txt::SummaryTablanet,
        Variant::Tablic40 => Txt::SummaryTablic40,
        Variant::TablanetteJp => Txt::SummaryTablanetteJp,
    };
    say(lang, t, &[])
}

/// A span of time in words: whole hours, else whole minutes, else seconds.
pub fn duration(lang: Lang, seconds: u64) -> String {
    let count = |n: u64| [("count", FluentValue::from(n))];
    if seconds >= 3600 && seconds.is_multiple_of(3600) {
        say(lang, Txt::DurationHours, &count(seconds / 3600))
    } else if seconds >= 60 && seconds.is_multiple_of(60) {
        say(lang, Txt::DurationMinutes, &count(seconds / 60))
    } else {
        say(lang, Txt::DurationSeconds, &count(seconds))
    }
}

/// A turn's time in short units that need no grammar in any language (`45 s`, `5 min`,
/// `1 h 30 min`), for "⏱ … a turn": raw seconds read badly past a minute.
pub fn turn_span(lang: Lang, seconds: u64) -> String {
    let (h, m, s) = (seconds / 3600, seconds % 3600 / 60, seconds % 60);
    let unit = |id, n: u64| say(lang, id, &[("n", FluentValue::from(n))]);
    let parts: Vec<String> = [(Txt::SpanHours, h), (Txt::SpanMinutes, m), (Txt::SpanSeconds, s)]
        .into_iter()
        .filter(|&(_, n)| n > 0)
        .map(|(id, n)| unit(id, n))
        .collect();
    if parts.is_empty() {
        unit(Txt::SpanSeconds, 0)
    } else {
        parts.join(" ")
    }
}

/// What each side scored in a hand and has in the match, `Ana +14 → 31 · Bob +8 → 17`: the
/// short form a player's own hand gives of the scoring shown in full where the game is.
pub fn hand_scored_sides(over: &HandOverView, lang: Lang) -> String {
    over.sides
        .iter()
        .enumerate()
        .map(|(s, names)| {
            let (_, hand, total) = over.side_score(s);
            format!("{} +{hand} → {total}", side_label(names, lang))
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// A side's names as shown in `lang` (a computer's translated), `Ana & Cy` for partners.
pub fn side_label<S: AsRef<str>>(names: &[S], lang: Lang) -> String {
    names.iter().map(|n| shown_name(n.as_ref(), lang)).collect::<Vec<_>>().join(" & ")
}

/// A drawn match's result for `view`, its final score under it: who shares first place when
/// only some of three or four sides do (the others lost), else a plain draw.
pub fn drawn_result(view: &TableView, lang: Lang) -> String {
    let names = view.side_names();
    let leaders = crate::i18n::draw_leaders(&view.scores).map(|sides| {
        let labels = sides.iter().filter_map(|&s| names.get(s)).map(|n| side_label(n, lang));
        crate::i18n::and_list(lang, &labels.collect::<Vec<_>>())
    });
    crate::i18n::drawn_line(lang, leaders.as_deref(), &score_line(view, lang))
}

/// Each side's names and score, `Ana 102 · Bob 99` (partners `Ana & Cy 57`): the score line
/// every result shows.
pub fn score_line(view: &TableView, lang: Lang) -> String {
    view.side_names()
        .iter()
        .zip(&view.scores)
        .map(|(names, score)| format!("{} {score}", side_label(names, lang)))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// In a lobby of partners, who plays with whom so far: the first and third to sit down
/// against the second and fourth, a free seat as `…`. `None` for any other table.
pub fn lobby_teams(view: &TableView, lang: Lang) -> Option<String> {
    if !view.partnerships || view.phase != crate::session::PhaseView::Lobby {
        return None;
    }
    // A seat nobody took yet is named so: "…" would read as a name cut short.
    let free = say(lang, Txt::LobbyFreeSeat, &[]);
    let team = |first: usize| {
        [first, first + 2]
            .iter()
            .map(|&seat| view.seats.get(seat).map_or(free.clone(), |s| shown_name(&s.name, lang)))
            .collect::<Vec<_>>()
            .join(" & ")
    };
    Some(say(lang, Txt::LobbyTeams, &[("first", team(0).into()), ("second", team(1).into())]))
}

/// Where the cards left on the table at a hand's end went, in one sentence, with the side's
/// names as the hand's scoring shows them (`Ana & Cy` for partners), and the cards when known;
/// `None` when the table was empty. Scores jump by these cards, so the chat says so in words.
pub fn leftover_line(view: &HandOverView, lang: Lang) -> Option<String> {
    let leftover = view.result.leftover?;
    let names = view.sides.get(usize::from(leftover.side))?;
    Some(leftover_sentence(&leftover, names, lang))
}

/// The points for most cards that nobody got in a scored hand, the leading sides having tied
/// on cards, in one sentence; `None` when a side got them. Otherwise the hand's points add up
/// short of what the rules give, with nothing saying why.
pub fn most_cards_tied_line(view: &HandOverView, lang: Lang) -> Option<String> {
    let points = view.result.most_cards_unawarded;
    let count = view.result.cards.iter().copied().max()?;
    (points > 0).then(|| {
        say(lang, Txt::HandMostCardsTied, &[("count", count.into()), ("points", points.into())])
    })
}

/// What a move that cleared the table is called after it: "Tabla!", with its points when it
/// scored more than one (a tablanette's sum, `tabla=2`), which nothing else says at once.
pub fn tabla_label(lang: Lang, points: u32) -> String {
    if points > 1 {
        say(lang, Txt::LabelTablaPoints, &[("points", points.into())])
    } else {
        say(lang, Txt::LabelTabla, &[])
    }
}

/// That the leaders are level at or above the target after this hand, so one more hand
/// decides and no one may claim in it; `None` otherwise.
pub fn level_at_target_line(view: &HandOverView, lang: Lang) -> Option<String> {
    let score = view.scores.iter().copied().max()?;
    view.level_at_target.then(|| say(lang, Txt::HandLevelAtTarget, &[("score", score.into())]))
}

/// On the table while a hand decides the match, its leaders having begun it level at or
/// above the target: the header's target is passed, and the claims are gone.
pub fn tie_break_line(view: &TableView, lang: Lang) -> Option<String> {
    let score = view.scores.iter().copied().max()?;
    view.tie_break.then(|| say(lang, Txt::TableTieBreak, &[("score", score.into())]))
}

/// [`leftover_line`] for the table of a match that ended with a scored hand: its table is
/// empty under a last move that may have left cards on it.
pub fn table_leftover_line(view: &TableView, lang: Lang) -> Option<String> {
    let leftover = view.leftover?;
    let names = view.side_names().into_iter().nth(usize::from(leftover.side))?;
    Some(leftover_sentence(&leftover, &names, lang))
}

/// Who plays on the reader's side, for their hand in a partnership game; `None` without
/// partners. The table lists seats, not sides, so a hand would not tell friend from foe.
pub fn partner_line(hand: &HandView, lang: Lang) -> Option<String> {
    let names: Vec<String> = hand.partner_names.iter().map(|n| shown_name(n, lang)).collect();
    (!names.is_empty()).then(|| say(lang, Txt::HandPartner, &[("name", names.join(", ").into())]))
}

/// The heading of the list of cards played since the reader's last one (or, before their
/// first, since the match began): see [`HandView::played_by_others`].
pub fn moves_since_heading(hand: &HandView, lang: Lang) -> String {
    let first = if hand.first_card { "yes" } else { "no" };
    say(lang, Txt::HandMovesSince, &[("first", first.into())])
}

/// What the computer played for a person while they were away, said on their hand once they
/// are back (see [`crate::session::HandView::played_for_you`]).
pub fn played_for_you_line(played: &PlayedForYou, lang: Lang) -> String {
    let id = if played.taken > 0 { Txt::WhileAwayTook } else { Txt::WhileAwayTrailed };
    say(lang, id, &[("moves", played.moves.into()), ("taken", played.taken.into())])
}

/// [`table_leftover_line`] as the player in `seat` reads it: the cards went to "you" when
/// they took them alone.
pub fn table_leftover_line_for(view: &TableView, lang: Lang, seat: u8) -> Option<String> {
    let leftover = view.leftover?;
    let mut side = view.seats.iter().filter(|s| s.side == leftover.side);
    if let (Some(taker), None) = (side.next(), side.next()) {
        if taker.seat == seat {
            return Some(leftover_you_line(&leftover, lang));
        }
    }
    table_leftover_line(view, lang)
}

/// Where the cards left on the table went, said to the one person who took them ("went to
/// you, the dealer").
pub fn leftover_you_line(leftover: &Leftover, lang: Lang) -> String {
    let args = [
        ("count", leftover.count.into()),
        ("cards", leftover_cards(leftover).into()),
        ("by", leftover.by.word().into()),
    ];
    say(lang, Txt::HandLeftoversYou, &args)
}

fn leftover_sentence<S: AsRef<str>>(leftover: &Leftover, names: &[S], lang: Lang) -> String {
    // The rule's word, or the side's when that is more than one person.
    let by = match leftover.by {
        Leftovers::Dealer if names.len() > 1 => "dealer-side",
        Leftovers::LastCapturer if names.len() > 1 => "last-side",
        rule => rule.word(),
    };
    let args = [
        ("count", leftover.count.into()),
        ("cards", leftover_cards(leftover).into()),
        ("names", side_label(names, lang).into()),
        ("by", by.into()),
    ];
    say(lang, Txt::HandLeftovers, &args)
}

/// How tablas score in the hand on the table, when not at once (from hand seven under
/// Tablić's late-tabla rules), with the tabla points each side has still to be credited at the
/// hand's end. Without it a tabla from hand seven on leaves the running points as they were,
/// with no word of why.
pub fn late_tablas_line(view: &TableView, lang: Lang) -> Option<String> {
    let rule = view.late_tablas?;
    let t = match rule {
        LateTablas::Always => return None,
        LateTablas::NotScored => Txt::LateTablasNone,
        LateTablas::CapAt90 => Txt::LateTablasCap90,
        LateTablas::AtHandEnd => Txt::LateTablasEnd,
    };
    let pending: Vec<String> = view
        .side_names()
        .iter()
        .zip(&view.tabla_points_later)
        .filter(|(_, points)| **points > 0)
        .map(|(names, points)| format!("{} +{points}", side_label(names, lang)))
        .collect();
    if rule == LateTablas::AtHandEnd && !pending.is_empty() {
        let args = [("sides", FluentValue::from(pending.join(" · ")))];
        return Some(say(lang, Txt::LateTablasEndPending, &args));
    }
    // Under the cap, which side may still score and how much: the rule alone leaves each
    // player to work out who was below 90 when the hand began.
    if rule == LateTablas::CapAt90 && !view.tabla_points_open.is_empty() {
        let open: Vec<String> = view
            .side_names()
            .iter()
            .zip(&view.tabla_points_open)
            .map(|(names, points)| format!("{} {points}", side_label(names, lang)))
            .collect();
        let args = [("sides", FluentValue::from(open.join(" · ")))];
        return Some(say(lang, Txt::LateTablasCap90Open, &args));
    }
    Some(say(lang, t, &[]))
}

/// The `$cards` of a leftovers sentence: " (10♦ K♣)" after the count, or nothing for a result
/// stored before the cards were recorded.
pub fn leftover_cards(leftover: &Leftover) -> String {
    if leftover.cards.is_empty() {
        String::new()
    } else {
        format!(" ({})", leftover.cards)
    }
}

/// The question before a claim below the target: the side's total, the target, and that a
/// wrong claim loses the game.
pub fn claim_question(lang: Lang, total: u32, target: u16, partners: bool) -> String {
    let partners = if partners { "yes" } else { "no" };
    let args = [("total", total.into()), ("target", target.into()), ("partners", partners.into())];
    say(lang, Txt::ClaimQuestion, &args)
}

/// Which span of time a leaderboard covers, as asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PeriodChoice {
    /// This calendar month.
    Month,
    /// The calendar month before this one (on the 1st, the month just ended).
    LastMonth,
    /// This season (October to September).
    Season,
    /// The season before this one.
    LastSeason,
    /// Everything.
    AllTime,
}

impl PeriodChoice {
    /// Every choice, as offered.
    pub const ALL: [PeriodChoice; 5] = [
        PeriodChoice::Month,
        PeriodChoice::LastMonth,
        PeriodChoice::Season,
        PeriodChoice::LastSeason,
        PeriodChoice::AllTime,
    ];

    /// The spans `stats` shows: the current ones.
    pub const CURRENT: [PeriodChoice; 3] =
        [PeriodChoice::Month, PeriodChoice::Season, PeriodChoice::AllTime];

    /// The word a person types or a command sends: `month`, `last-month`, `season`,
    /// `last-season`, `all`.
    pub const fn word(self) -> &'static str {
        match self {
            PeriodChoice::Month => "month",
            PeriodChoice::LastMonth => "last-month",
            PeriodChoice::Season => "season",
            PeriodChoice::LastSeason => "last-season",
            PeriodChoice::AllTime => "all",
        }
    }

    /// The choice a typed word names, in any of the catalogue's languages (see
    /// [`BoardWord::read`]): `season`, `sezona`, `сезона`, `Last_Month`, `lastmonth`.
    pub fn parse(word: &str) -> Option<PeriodChoice> {
        match BoardWord::read(word) {
            Some(BoardWord::Period(choice)) => Some(choice),
            _ => None,
        }
    }

    /// The choice whose name (as the boards' buttons say it: `this month`, `od početka`, in
    /// any of the catalogue's languages) `words` start with, and how many words that name
    /// takes; `None` when they start with no name of two words or more.
    pub fn read_name<S: AsRef<str>>(words: &[S]) -> Option<(PeriodChoice, usize)> {
        static NAMES: OnceLock<Vec<(Vec<String>, PeriodChoice)>> = OnceLock::new();
        let names = NAMES.get_or_init(|| {
            let mut names = Vec::new();
            for lang in Lang::ALL {
                for choice in PeriodChoice::ALL {
                    let name: Vec<String> =
                        choice.name(lang).split_whitespace().map(fold).collect();
                    if name.len() > 1 && !names.contains(&(name.clone(), choice)) {
                        names.push((name, choice));
                    }
                }
            }
            // The longest first: a name is never read as the start of a longer one.
            names.sort_by_key(|(name, _)| std::cmp::Reverse(name.len()));
            names
        });
        let typed: Vec<String> = words.iter().map(|w| fold(w.as_ref())).collect();
        names
            .iter()
            .find(|(name, _)| typed.starts_with(name))
            .map(|(name, choice)| (*choice, name.len()))
    }

    /// The span before this one (`month` → `last-month`), if there is one to ask for.
    pub fn before(self) -> Option<PeriodChoice> {
        match self {
            PeriodChoice::Month => Some(PeriodChoice::LastMonth),
            PeriodChoice::Season => Some(PeriodChoice::LastSeason),
            _ => None,
        }
    }

    /// Its name in `lang` (`this month`).
    pub fn name(self, lang: Lang) -> String {
        let t = match self {
            PeriodChoice::Month => Txt::PeriodMonth,
            PeriodChoice::LastMonth => Txt::PeriodLastMonth,
            PeriodChoice::Season => Txt::PeriodSeason,
            PeriodChoice::LastSeason => Txt::PeriodLastSeason,
            PeriodChoice::AllTime => Txt::PeriodAll,
        };
        say(lang, t, &[])
    }

    /// The stored period it covers at unix time `now`.
    pub fn period(self, now: i64) -> crate::store::Period {
        use crate::store::Period;
        match self {
            PeriodChoice::Month => Period::month_at(now),
            PeriodChoice::LastMonth => Period::month_at(now).before(),
            PeriodChoice::Season => Period::season_at(now),
            PeriodChoice::LastSeason => Period::season_at(now).before(),
            PeriodChoice::AllTime => Period::AllTime,
        }
    }
}

/// A word `standings` reads: a board, a span of time, rivals, here, or `last` before a month
/// or season. Each has its words in every language of the catalogue (`standings-words-…`, the
/// first of each list the one shown), and a word of any language is read in every one: a
/// group's players need not share its language, and the English words always work.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardWord {
    /// The points board.
    Points,
    /// The strength board.
    Strength,
    /// A span of time.
    Period(PeriodChoice),
    /// Only the asker and their rivals.
    Rivals,
    /// Only the games of the channel asked in (a Telegram topic, a Discord channel).
    Here,
    /// The span before the month or season named with it.
    Last,
}

impl BoardWord {
    /// Every word, in the order a refusal lists them.
    pub const ALL: [BoardWord; 10] = [
        BoardWord::Points,
        BoardWord::Strength,
        BoardWord::Period(PeriodChoice::Month),
        BoardWord::Period(PeriodChoice::LastMonth),
        BoardWord::Period(PeriodChoice::Season),
        BoardWord::Period(PeriodChoice::LastSeason),
        BoardWord::Period(PeriodChoice::AllTime),
        BoardWord::Rivals,
        BoardWord::Here,
        BoardWord::Last,
    ];

    fn txt(self) -> Txt {
        match self {
            BoardWord::Points => Txt::StandingsWordsPoints,
            BoardWord::Strength => Txt::StandingsWordsStrength,
            BoardWord::Period(PeriodChoice::Month) => Txt::StandingsWordsMonth,
            BoardWord::Period(PeriodChoice::LastMonth) => Txt::StandingsWordsLastMonth,
            BoardWord::Period(PeriodChoice::Season) => Txt::StandingsWordsSeason,
            BoardWord::Period(PeriodChoice::LastSeason) => Txt::StandingsWordsLastSeason,
            BoardWord::Period(PeriodChoice::AllTime) => Txt::StandingsWordsAll,
            BoardWord::Rivals => Txt::StandingsWordsRivals,
            BoardWord::Here => Txt::StandingsWordsHere,
            BoardWord::Last => Txt::StandingsWordsLast,
        }
    }

    /// Its words in `lang`, as the catalogue lists them.
    pub fn words(self, lang: Lang) -> Vec<String> {
        say(lang, self.txt(), &[]).split_whitespace().map(str::to_string).collect()
    }

    /// The word shown for it in `lang` (the first of its list).
    pub fn shown(self, lang: Lang) -> String {
        self.words(lang).into_iter().next().unwrap_or_default()
    }

    /// What a typed word means, in any language of the catalogue, read without regard to
    /// case, diacritics (`prosli-mjesec`, `forta`) or `_` for `-`; `None` for a word no
    /// language has.
    pub fn read(word: &str) -> Option<BoardWord> {
        static KNOWN: OnceLock<Vec<(String, BoardWord)>> = OnceLock::new();
        let known = KNOWN.get_or_init(|| {
            let mut known = Vec::new();
            for lang in Lang::ALL {
                for meaning in BoardWord::ALL {
                    known.extend(meaning.words(lang).iter().map(|w| (fold(w), meaning)));
                }
            }
            known
        });
        let word = fold(word);
        known.iter().find(|(w, _)| *w == word).map(|(_, meaning)| *meaning)
    }
}

/// A word as [`BoardWord::read`] compares it: trimmed, lower case, `-` for `_`, and the
/// Latin letters of our languages without their diacritics.
pub(super) fn fold(word: &str) -> String {
    word.trim()
        .to_lowercase()
        .chars()
        .map(|c| match c {
            '_' => '-',
            'č' | 'ć' => 'c',
            'š' | 'ș' | 'ş' => 's',
            'ž' => 'z',
            'đ' => 'd',
            'ă' | 'â' => 'a',
            'î' => 'i',
            'ț' | 'ţ' => 't',
            other => other,
        })
        .collect()
}

/// A leaderboard as read: which one, and its rows.
#[derive(Clone, Debug, PartialEq)]
pub struct Standings {
    /// The span of time.
    pub period: PeriodChoice,
    /// Points or strength.
    pub board: Board,
    /// One channel only.
    pub here: bool,
    /// Only the asker and the people they have played with.
    pub rivals: bool,
    /// Matches with computers count (marked on each row).
    pub computers: bool,
    /// Least games to be on a strength board (0 on a points board).
    pub min_games: u32,
    /// The rows, best first.
    pub rows: Vec<StandingRow>,
    /// The asker's own row when they are on the board below the rows shown.
    pub you: Option<StandingRow>,
    /// The asker has finished a game that counts here (at any time, anywhere in the server or
    /// group): an empty rivals board then says why it is empty, not that they have no rivals.
    pub played_here: bool,
    /// Whose rivals and place the texts speak of: `None`, the reader's own ("you"); a name,
    /// that person's, for a message many read (a group's shared board).
    pub named: Option<String>,
    /// What the title calls the one channel of a `here` board, in the language it is drawn
    /// in, where the platform has its own word or name for it (a Telegram topic, a Discord
    /// thread's channel); `None`: the core's "this channel". An empty board then says
    /// "here", which the title has just named.
    pub place: Option<String>,
    /// What the title calls all the board counts when it is not one channel's, where the
    /// platform has a word for it (Discord: "this server"); `None`: nothing is said.
    pub whole: Option<String>,
    /// The platform's command that makes games with computers count, for the note saying they
    /// do not; `None`: "in the settings".
    pub turn_on: Option<String>,
}

impl Standings {
    /// The heading: `Standings — this month`, `Strength — this season (this channel, you and
    /// your rivals) · games with computers count`.
    pub fn title(&self, lang: Lang) -> String {
        self.title_showing(lang, &str::to_string)
    }

    /// [`Standings::title`] with the name it speaks of, once cleaned, shown as `show` makes it
    /// (Discord's markdown escapes it).
    pub fn title_showing(&self, lang: Lang, show: &dyn Fn(&str) -> String) -> String {
        let board = match self.board {
            Board::Points => "points",
            Board::Strength => "strength",
        };
        let args = [("period", self.period.name(lang).into()), ("board", board.into())];
        let mut title = say(lang, Txt::StandingsTitle, &args);
        let mut which = Vec::new();
        if self.here {
            which.push(match &self.place {
                Some(place) => place.clone(),
                None => say(lang, Txt::StandingsHere, &[]),
            });
        } else if let Some(whole) = &self.whole {
            which.push(whole.clone());
        }
        if self.rivals {
            which.push(match &self.named {
                Some(name) => {
                    let name = self.name_arg_showing(name, show);
                    say(lang, Txt::StandingsRivalsOf, &[("name", name)])
                }
                None => say(lang, Txt::StandingsRivals, &[]),
            });
        }
        if !which.is_empty() {
            title = format!("{title} ({})", which.join(", "));
        }
        if self.computers {
            title = format!("{title} · {}", say(lang, Txt::StandingsWithComputers, &[]));
        }
        title
    }

    /// One line a row and, below them, the asker's own when they are further down; or the line
    /// that says why there are none: no games with anyone here, too few games for strength, or
    /// none in this span of time or channel.
    pub fn rows(&self, lang: Lang) -> Vec<String> {
        self.rows_showing(lang, &str::to_string)
    }

    /// [`Standings::rows`] with each name, once cleaned, shown as `show` makes it: for an
    /// adapter whose markup would read a name's characters (Discord's markdown escapes them).
    pub fn rows_showing(&self, lang: Lang, show: &dyn Fn(&str) -> String) -> Vec<String> {
        if self.rows.is_empty() {
            let period = FluentValue::from(self.period.word());
            let here = FluentValue::from(match (self.here, &self.place) {
                (false, _) => "no",
                (true, None) => "yes",
                (true, Some(_)) => "place",
            });
            let min = FluentValue::from(self.min_games);
            let named = self.named.is_some();
            let (t, mut args) = match self.board {
                _ if self.rivals && !self.played_here => {
                    (if named { Txt::StandingsNoRivalsOf } else { Txt::StandingsNoRivals }, vec![])
                }
                Board::Strength if self.rivals => (
                    if named {
                        Txt::StandingsRivalsStrengthEmptyOf
                    } else {
                        Txt::StandingsRivalsStrengthEmpty
                    },
                    vec![("min", min), ("period", period)],
                ),
                Board::Strength => {
                    (Txt::StandingsStrengthEmpty, vec![("min", min), ("period", period)])
                }
                Board::Points if self.rivals => (
                    if named { Txt::StandingsRivalsEmptyOf } else { Txt::StandingsRivalsEmpty },
                    vec![("period", period), ("here", here)],
                ),
                Board::Points => (Txt::StandingsEmpty, vec![("period", period), ("here", here)]),
            };
            if let (Some(name), true) = (&self.named, self.rivals) {
                args.push(("name", self.name_arg_showing(name, show)));
            }
            return vec![say(lang, t, &args)];
        }
        let mut lines: Vec<String> =
            self.rows.iter().map(|row| self.row(lang, row, show)).collect();
        if let Some(you) = &self.you {
            let row = FluentValue::from(self.row(lang, you, show));
            lines.push(match &self.named {
                Some(name) => {
                    let name = self.name_arg_showing(name, show);
                    say(lang, Txt::StandingsPlaceOf, &[("name", name), ("row", row)])
                }
                None => say(lang, Txt::StandingsYou, &[("row", row)]),
            });
        }
        lines
    }

    /// The name of [`Standings::named`], cleaned, shown as `show` makes it.
    fn name_arg_showing(&self, name: &str, show: &dyn Fn(&str) -> String) -> FluentValue<'static> {
        FluentValue::from(show(&clean_name_or(name, "?")))
    }

    /// One row: place, name, points or strength, games (those with computers) and wins.
    fn row(&self, lang: Lang, row: &StandingRow, show: &dyn Fn(&str) -> String) -> String {
        // By the games they are among: after the wins, they read as wins.
        let with_computers = (row.computer_matches > 0).then(|| {
            let count = [("count", FluentValue::from(row.computer_matches))];
            format!(" ({})", say(lang, Txt::StandingsRowComputers, &count))
        });
        let args = [
            ("rank", FluentValue::from(row.rank)),
            ("name", show(&clean_name_or(&row.name, "?")).into()),
            ("points", row.points.into()),
            ("matches", row.matches.into()),
            ("with_computers", with_computers.unwrap_or_default().into()),
            ("wins", row.wins.into()),
            ("strength", strength_in(lang, row.strength).into()),
        ];
        let t = match self.board {
            Board::Points => Txt::StandingsRow,
            Board::Strength => Txt::StandingsStrengthRow,
        };
        say(lang, t, &args)
    }

    /// What the numbers are: title points and how a match earns them, or strength and its
    /// bonus and minimum games.
    pub fn footer(&self, lang: Lang) -> String {
        let footer = match self.board {
            Board::Points => say(lang, Txt::StandingsFooter, &[]),
            Board::Strength => {
                say(lang, Txt::StandingsStrengthFooter, &[("min", self.min_games.into())])
            }
        };
        if self.computers {
            footer
        } else {
            // Games against the computer left out, with nothing said, read as lost records.
            format!("{footer} {}", computers_off(lang, self.turn_on.as_deref()))
        }
    }
}

/// A person's `stats`: their numbers this month, this season and in all.
#[derive(Clone, Debug, PartialEq)]
pub struct Stats {
    /// Who asked (their name as the platform gives it now).
    pub name: String,
    /// Matches with computers count.
    pub computers: bool,
    /// A line for each span of time, in order; `None`: never a finished match here.
    pub lines: Option<Vec<(PeriodChoice, Option<StatLine>)>>,
    /// The time of asking (for the season's minimum games).
    pub now: i64,
    /// As [`Standings::turn_on`].
    pub turn_on: Option<String>,
}

impl Stats {
    /// The text, a line each; the first is a heading.
    pub fn lines(&self, lang: Lang) -> Vec<String> {
        self.lines_showing(lang, &str::to_string)
    }

    /// [`Stats::lines`] with the name, once cleaned, shown as `show` makes it (see
    /// [`Standings::rows_showing`]).
    pub fn lines_showing(&self, lang: Lang, show: &dyn Fn(&str) -> String) -> Vec<String> {
        self.lines_for(lang, show, false)
    }

    /// [`Stats::lines_showing`] for an answer only the asker sees: with no game, "You have
    /// not …" (their own name would read as someone else's).
    pub fn lines_to_asker(&self, lang: Lang, show: &dyn Fn(&str) -> String) -> Vec<String> {
        self.lines_for(lang, show, true)
    }

    fn lines_for(&self, lang: Lang, show: &dyn Fn(&str) -> String, to_asker: bool) -> Vec<String> {
        let name = show(&clean_name_or(&self.name, "?"));
        let Some(periods) = &self.lines else {
            let never = match to_asker {
                true => say(lang, Txt::StatsNeverYou, &[]),
                false => say(lang, Txt::StatsNever, &[("name", name.into())]),
            };
            return match self.computers {
                true => vec![never],
                false => vec![never, computers_off(lang, self.turn_on.as_deref())],
            };
        };
        let mut lines = vec![say(lang, Txt::StatsTitle, &[("name", name.into())])];
        let mut bonus = false;
        if self.computers {
            lines[0] = format!("{} · {}", lines[0], say(lang, Txt::StandingsWithComputers, &[]));
        }
        for (choice, line) in periods {
            let period = choice.period(self.now);
            let period_name = choice.name(lang);
            let Some(line) = line else {
                lines.push(say(lang, Txt::StatsNone, &[("period", period_name.into())]));
                continue;
            };
            let strength =
                crate::store::standings::strength(period.bonus_table(), line.wins, line.matches);
            bonus |= crate::store::standings::games_bonus(period.bonus_table(), line.matches) > 0;
            // Each aside by what it qualifies: the games with computers by the games, the
            // games the strength board needs by the strength (at the end, after the best hand,
            // it read as said of that).
            let aside = |said: String| format!(" ({said})");
            let with_computers = (line.computer_matches > 0).then(|| {
                let count = [("count", FluentValue::from(line.computer_matches))];
                aside(say(lang, Txt::StandingsRowComputers, &count))
            });
            let min = period.min_games(self.now);
            let unranked = (line.matches < min)
                .then(|| aside(say(lang, Txt::StatsUnranked, &[("min", min.into())])));
            let args = [
                ("period", FluentValue::from(period_name)),
                ("matches", line.matches.into()),
                ("with_computers", with_computers.unwrap_or_default().into()),
                ("wins", line.wins.into()),
                ("points", line.points.into()),
                ("strength", strength_in(lang, strength).into()),
                ("unranked", unranked.unwrap_or_default().into()),
                ("tablas", line.tablas.into()),
                ("best", line.best_hand.into()),
            ];
            let text = say(lang, Txt::StatsLine, &args);
            lines.push(text);
        }
        let mut notes = say(lang, Txt::StatsTeams, &[]);
        if bonus {
            // The same games give a month's strength a bonus a season's may not have: the two
            // would read as a mistake. In the one last line, which the platforms show as a
            // footnote.
            use crate::store::standings::BonusTable;
            let args = [
                ("month", BonusTable::Monthly.first_bonus_at().into()),
                ("season", BonusTable::Seasonal.first_bonus_at().into()),
            ];
            notes = format!("{notes} {}", say(lang, Txt::StatsStrengthBonus, &args));
        }
        if !self.computers {
            notes = format!("{notes} {}", computers_off(lang, self.turn_on.as_deref()));
        }
        lines.push(notes);
        lines
    }
}

/// That games with a computer do not count on a board, and how an admin makes them count:
/// `turn_on`, the platform's command, else "in the settings".
fn computers_off(lang: Lang, turn_on: Option<&str>) -> String {
    say(lang, Txt::StandingsComputersOff, &[("how", turn_on.unwrap_or("none").into())])
}

/// A strength as `lang` writes a decimal: a comma in every language here but English.
fn strength_in(lang: Lang, strength: f64) -> String {
    let text = strength_text(strength);
    if lang == Lang::En {
        text
    } else {
        text.replace('.', ",")
    }
}

/// What `rules` tells: the variants, one variant, or the game at this table.
#[derive(Clone, Debug, PartialEq)]
pub enum RulesText {
    /// Every variant, one line each.
    List,
    /// One variant's preset.
    Variant(Variant),
    /// The rules of the game at this table.
    ThisGame(RuleSet),
    /// One option explained ([`OptionHelp`]): its key as [`OPTION_KEYS`] spells it, its value
    /// in the variant asked with it, and its value at this table when a game is there.
    Option {
        /// The option.
        key: &'static str,
        /// The variant named with it, whose value is told.
        variant: Option<Variant>,
        /// Its value in the game at this table, as typed.
        here: Option<String>,
    },
}

/// A word after `rules`: a variant or an option.
#[derive(Clone, Copy)]
enum RulesWord {
    Variant(Variant),
    Option(&'static str),
}

impl RulesWord {
    /// `word` as typed, or the refusal that it names neither.
    fn read(word: &str) -> Result<RulesWord, Refusal> {
        if let Ok(variant) = word.parse::<Variant>() {
            return Ok(RulesWord::Variant(variant));
        }
        option_key(word)
            .map(RulesWord::Option)
            .ok_or_else(|| Refusal::UnknownRulesWord(word.to_string()))
    }
}

/// How a value of an option is shown: as typed, or a range in the reader's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueShown {
    /// A value as it is typed (`yes`, `sweep`, `13/14`): an adapter may mark it as code.
    Typed(&'static str),
    /// A range in words (`a whole number from 1 to 10000`).
    Range(String),
}

/// One option explained in one language: what it does, every value it takes and what each
/// means, which value each variant presets, and how to set it. Built only from the rules code
/// ([`option_takes`], [`RuleSet::preset`]) and the catalogue; adapters only draw it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionHelp {
    /// The option as typed (`forced`).
    pub key: &'static str,
    /// The heading: `Option: forced`.
    pub title: String,
    /// What it does, in a sentence or two.
    pub about: String,
    /// The heading of the values.
    pub values_title: String,
    /// Each value it takes, and what that value means.
    pub values: Vec<(ValueShown, String)>,
    /// The heading of the presets.
    pub presets_title: String,
    /// Each value a variant presets, as typed, with the variants that preset it, in the order
    /// of [`Variant::ALL`].
    pub presets: Vec<(String, Vec<Variant>)>,
    /// Its value in the variant asked about (`In tabinet: forced=no`), when one was.
    pub in_variant: Option<String>,
    /// Its value at this table (`At this table: forced=no`), when a game is there.
    pub here: Option<String>,
    /// How to set it when a game is opened, with an example in the reader's platform's words.
    pub how: String,
    /// The example's options alone (`forced=yes`).
    pub example: String,
}

impl OptionHelp {
    /// The explanation of option `key` (as [`OPTION_KEYS`] spells it) in `lang`, in `voice`'s
    /// words; `variant` is the variant asked about with it (its value told, and the example
    /// opens it), `here` its value at this table, if a game is there. `None` for an unknown
    /// key.
    pub fn new(
        key: &str,
        variant: Option<Variant>,
        here: Option<&str>,
        lang: Lang,
        voice: &dyn Voice,
    ) -> Option<OptionHelp> {
        let key = OPTION_KEYS.iter().copied().find(|k| *k == key)?;
        let expected = option_takes(key)?;
        let meaning = |value: &str| {
            let slug = value.replace('/', "-");
            core().text(lang, &format!("rules-value-{key}-{slug}"), &[])
        };
        let mut values: Vec<(ValueShown, String)> =
            expected.values().iter().map(|v| (ValueShown::Typed(v), meaning(v))).collect();
        let range = |t: Txt, min: u32, max: u32| {
            ValueShown::Range(say(lang, t, &[("min", min.into()), ("max", max.into())]))
        };
        let numbers = match expected {
            Expected::Number { min, max } => Some(range(Txt::ExpectedNumber, min, max)),
            Expected::Points { min, max } | Expected::WordOrPoints { min, max, .. } => {
                Some(range(Txt::ExpectedPoints, min, max))
            }
            Expected::WordOrCards { min, max, .. } => Some(range(Txt::RulesRangeCards, min, max)),
            Expected::OneOf(_) | Expected::Courts => None,
        };
        if let Some(numbers) = numbers {
            values.push((numbers, meaning("number")));
        }
        // What each variant presets, from the presets themselves.
        let mut presets: Vec<(String, Vec<Variant>)> = Vec::new();
        for variant in Variant::ALL {
            let value = RuleSet::preset(variant).value_of(key);
            match presets.iter_mut().find(|(v, _)| *v == value) {
                Some((_, variants)) => variants.push(variant),
                None => presets.push((value, vec![variant])),
            }
        }
        let example = example_of(key, variant.unwrap_or(Variant::Tablic));
        // The terminal's command line takes one `--option` before each rule.
        let typed = match voice.platform() {
            crate::ids::Platform::Terminal => example.replace(' ', " --option "),
            _ => example.clone(),
        };
        let how = say(
            lang,
            Txt::RulesOptionSet,
            &[
                ("platform", voice.platform().name().into()),
                ("command", voice.command(Cmd::New).into()),
                ("variant", variant.unwrap_or(Variant::Tablic).name().into()),
                ("example", typed.into()),
                ("variant_opt", voice.option("variant").into()),
                ("rules_opt", voice.option("rules").into()),
            ],
        );
        let value = |v: String| FluentValue::from(format!("{key}={v}"));
        Some(OptionHelp {
            key,
            title: say(lang, Txt::RulesOptionTitle, &[("option", key.into())]),
            about: option_about(lang, key),
            values_title: say(lang, Txt::RulesOptionValues, &[]),
            values,
            presets_title: say(lang, Txt::RulesOptionPresets, &[]),
            presets,
            in_variant: variant.map(|variant| {
                let args = [
                    ("variant", variant.name().into()),
                    ("value", value(RuleSet::preset(variant).value_of(key))),
                ];
                say(lang, Txt::RulesOptionInVariant, &args)
            }),
            here: here.map(|v| say(lang, Txt::RulesOptionHere, &[("value", value(v.to_string()))])),
            how,
            example,
        })
    }

    /// The explanation as plain text, a line each; the first is the heading.
    pub fn lines(&self) -> Vec<String> {
        let mut lines = vec![self.title.clone(), self.about.clone(), self.values_title.clone()];
        lines.extend(self.values.iter().map(|(value, meaning)| {
            let value = match value {
                ValueShown::Typed(v) => (*v).to_string(),
                ValueShown::Range(words) => words.clone(),
            };
            format!("• {value} — {meaning}")
        }));
        lines.push(self.presets_title.clone());
        lines.extend(self.presets.iter().map(|(value, variants)| {
            let names: Vec<&str> = variants.iter().map(|v| v.name()).collect();
            format!("• {value} — {}", names.join(", "))
        }));
        lines.extend(self.in_variant.clone());
        lines.extend(self.here.clone());
        lines.push(self.how.clone());
        lines
    }
}

/// An example of setting `key` (`forced=yes`): the first usual value that changes `variant`
/// and can be played, alone or with four players (`players=4 partners=no`).
fn example_of(key: &str, variant: Variant) -> String {
    let changes = |options: &[&str]| {
        RuleSet::build(variant, options.iter().copied()).is_ok_and(|rules| rules.is_override(key))
    };
    for value in option_values(key) {
        let option = format!("{key}={value}");
        for with in [&[][..], &["players=4"][..]] {
            let mut options = with.to_vec();
            options.push(&option);
            if changes(&options) {
                return options.join(" ");
            }
        }
    }
    format!("{key}={}", option_values(key).first().copied().unwrap_or("yes"))
}

/// What option `key` does, in a sentence or two, in `lang` (for a list of options).
pub fn option_about(lang: Lang, key: &str) -> String {
    core().text(lang, &format!("rules-about-{key}"), &[])
}

/// The hint that ends every `rules` text: one option can be explained.
fn option_hint(lang: Lang, voice: &dyn Voice) -> String {
    say(
        lang,
        Txt::RulesOptionHint,
        &[
            ("platform", voice.platform().name().into()),
            ("command", voice.command(Cmd::Rules).into()),
            ("example", "forced".into()),
            ("option_opt", voice.option("option").into()),
        ],
    )
}

impl RulesText {
    /// What `rules` shows for `words` (as typed), with `here` the rules of the game at this
    /// table if there is one: the variant or the option named (an option with its value
    /// here), an option with its value in the variant named with it (in either order), else
    /// this game's rules, else the list of variants. A word that names neither a variant nor
    /// an option is refused, and so are two variants, two options or more than two words.
    pub fn asked(words: &[&str], here: Option<&RuleSet>) -> Result<RulesText, Refusal> {
        let (variant, key) = match words {
            [] => {
                return Ok(here.map_or(RulesText::List, |r| RulesText::ThisGame(r.clone())));
            }
            [word] => match RulesWord::read(word)? {
                RulesWord::Variant(variant) => return Ok(RulesText::Variant(variant)),
                RulesWord::Option(key) => (None, key),
            },
            [first, second] => {
                let two = |first: &str, second: &str| (first.to_string(), second.to_string());
                match (RulesWord::read(first)?, RulesWord::read(second)?) {
                    (RulesWord::Variant(variant), RulesWord::Option(key))
                    | (RulesWord::Option(key), RulesWord::Variant(variant)) => (Some(variant), key),
                    // The same named twice asks for it once.
                    (RulesWord::Variant(a), RulesWord::Variant(b)) if a == b => {
                        return Ok(RulesText::Variant(a));
                    }
                    (RulesWord::Option(a), RulesWord::Option(b)) if a == b => (None, a),
                    (RulesWord::Variant(_), RulesWord::Variant(_)) => {
                        let (first, second) = two(first, second);
                        return Err(Refusal::RulesWords(RulesWords::TwoVariants { first, second }));
                    }
                    (RulesWord::Option(_), RulesWord::Option(_)) => {
                        let (first, second) = two(first, second);
                        return Err(Refusal::RulesWords(RulesWords::TwoOptions { first, second }));
                    }
                }
            }
            _ => return Err(Refusal::RulesWords(RulesWords::TooMany)),
        };
        Ok(RulesText::Option { key, variant, here: here.map(|rules| rules.value_of(key)) })
    }

    /// The text, a line each; the first is a heading.
    pub fn lines(&self, lang: Lang, voice: &dyn Voice) -> Vec<String> {
        let rules_command = || FluentValue::from(voice.command(Cmd::Rules));
        let rules = match self {
            RulesText::List => {
                let mut lines = vec![say(lang, Txt::RulesList, &[("command", rules_command())])];
                lines.extend(
                    Variant::ALL.iter().map(|v| format!("• {} — {}", v.name(), summary(lang, *v))),
                );
                lines.push(option_hint(lang, voice));
                return lines;
            }
            RulesText::Option { key, variant, here } => {
                return OptionHelp::new(key, *variant, here.as_deref(), lang, voice)
                    .map(|help| help.lines())
                    .unwrap_or_default();
            }
            RulesText::Variant(variant) => RuleSet::preset(*variant),
            RulesText::ThisGame(rules) => rules.clone(),
        };
        let variant = rules.variant;
        let heading = match self {
            RulesText::ThisGame(_) => {
                let options = rules.overrides();
                let options = if options.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", options.join(", "))
                };
                say(
                    lang,
                    Txt::RulesThisGame,
                    &[("variant", variant.name().into()), ("options", options.into())],
                )
            }
            _ => say(lang, Txt::RulesTitle, &[("variant", variant.name().into())]),
        };
        let change = say(
            lang,
            Txt::RulesChange,
            &[
                ("platform", voice.platform().name().into()),
                ("command", voice.command(Cmd::New).into()),
                ("variant", variant.name().into()),
                ("options", OPTION_KEYS.join(", ").into()),
                ("variant_opt", voice.option("variant").into()),
                ("rules_opt", voice.option("rules").into()),
            ],
        );
        let mut lines = vec![heading, summary(lang, variant), say(lang, Txt::RulesHowTitle, &[])];
        lines.extend(how_to_play(&rules, lang).into_iter().map(|line| format!("• {line}")));
        lines.push(say(lang, Txt::RulesOptions, &[("options", options_line(&rules).into())]));
        lines.extend([change, option_hint(lang, voice)]);
        lines
    }
}

/// How a game under `rules` is played, in plain sentences a line each, from the rules
/// themselves: what a newcomer needs before the first card (the deal, what a card takes, a
/// tabla, what scores, how the match is won), where the summary and the options assume it.
pub fn how_to_play(rules: &RuleSet, lang: Lang) -> Vec<String> {
    let t = |t: Txt| say(lang, t, &[]);
    let yes_no = |b: bool| FluentValue::from(if b { "yes" } else { "no" });
    // An option's meaning as the option's help words it (`rules-value-late-tablas-cap90`).
    let meaning = |key: &str| {
        let slug = rules.value_of(key).replace('/', "-");
        core().text(lang, &format!("rules-value-{key}-{slug}"), &[])
    };
    let deck = match rules.deck {
        crate::rules::Deck::Full52 => 52,
        crate::rules::Deck::Short40 => 40,
    };
    let mut deal = say(
        lang,
        Txt::RulesHowDeal,
        &[("cards", rules.cards_per_deal.into()), ("deck", deck.into())],
    );
    if rules.first_hand_redeal {
        deal = format!("{deal} {}", t(Txt::RulesHowRedeal));
    }
    let jack = FluentValue::from(if rules.jack == JackMode::Sweep { "sweep" } else { "twelve" });
    // The 40-card pack has no jacks, queens or kings: no value said for them.
    let short_pack = rules.deck == crate::rules::Deck::Short40;
    let courts = match (short_pack, rules.low_courts) {
        (true, _) => "none",
        (false, true) => "low",
        (false, false) => "high",
    };
    let mut play = vec![
        t(Txt::RulesHowPlay),
        say(
            lang,
            Txt::RulesHowValues,
            &[
                ("jack", if short_pack { "sweep".into() } else { jack.clone() }),
                ("courts", courts.into()),
                ("aces", if rules.aces == AceValues::One { "one" } else { "both" }.into()),
            ],
        ),
    ];
    if !rules.face_cards_in_sums {
        play.push(say(lang, Txt::RulesHowFacesByRank, &[("jack", jack)]));
    }
    if let Some(size) = rules.largest_group {
        play.push(say(lang, Txt::RulesHowGroup, &[("size", size.into())]));
    }
    play.push(t(if rules.forced_capture { Txt::RulesHowForced } else { Txt::RulesHowFree }));
    let mut lines = vec![deal, play.join(" ")];
    // Whether a sweeping jack's tabla counts differs between the seeds (002 against 001
    // and 004): said in words, not only as an option.
    if rules.jack == JackMode::Sweep {
        lines.push(t(if rules.jack_tabla { Txt::RulesJackTabla } else { Txt::RulesJackNoTabla }));
    }
    let last = ("last", yes_no(rules.last_card_tabla));
    let tabla = match rules.tabla_bonus {
        TablaBonus::None => None,
        TablaBonus::Points(points) => {
            Some(say(lang, Txt::RulesHowTabla, &[("points", points.into()), last]))
        }
        TablaBonus::CardSum => Some(say(lang, Txt::RulesHowTablanette, &[last])),
    };
    if let Some(mut tabla) = tabla {
        let late = match rules.late_tablas {
            LateTablas::Always => None,
            LateTablas::AtHandEnd => Some(Txt::LateTablasEnd),
            LateTablas::NotScored => Some(Txt::LateTablasNone),
            LateTablas::CapAt90 => Some(Txt::LateTablasCap90),
        };
        if let Some(late) = late {
            tabla = format!("{tabla} {}", t(late));
        }
        lines.push(tabla);
    }
    let leftovers = match rules.leftovers {
        Leftovers::Dealer => "dealer",
        Leftovers::LastCapturer => "last",
    };
    let mut end = vec![
        say(lang, Txt::RulesHowLeftovers, &[("who", leftovers.into())]),
        say(lang, Txt::RulesHowScore, &[("points", meaning("card-points").into())]),
    ];
    if rules.most_cards_points > 0 {
        let tie = match rules.most_cards_tie {
            MostCardsTie::NoOne => "none",
            MostCardsTie::LastCapturer => "last",
        };
        let args = [("points", rules.most_cards_points.into()), ("tie", tie.into())];
        end.push(say(lang, Txt::RulesHowMostCards, &args));
    }
    if rules.last_capture_points > 0 {
        let args = [("points", rules.last_capture_points.into())];
        end.push(say(lang, Txt::RulesHowLastCapture, &args));
    }
    lines.push(end.join(" "));
    let mut goal = vec![if rules.short_game {
        t(Txt::RulesShort)
    } else {
        say(lang, Txt::RulesHowTarget, &[("target", rules.target.into())])
    }];
    if rules.win_on_bonus && !rules.short_game {
        goal.push(say(lang, Txt::RulesHowWinOnBonus, &[("target", rules.target.into())]));
    }
    if rules.claims != Claims::None && !rules.short_game {
        goal.push(t(Txt::RulesHowClaims));
    }
    lines.push(goal.join(" "));
    if rules.partnerships {
        lines.push(t(Txt::RulesHowPartners));
    }
    lines
}

/// Every option of `rules` with its value, `players=2, partners=no, …`: what `rules` lists.
pub fn options_line(rules: &RuleSet) -> String {
    rules.options().iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::Platform;

    struct Plain(Platform);

    impl Voice for Plain {
        fn platform(&self) -> Platform {
            self.0
        }
        fn command(&self, cmd: Cmd) -> String {
            format!("/{cmd:?}").to_lowercase()
        }
        // Named as the commands are: no word of any language (the platform names them in its
        // reader's client's words).
        fn option(&self, name: &str) -> String {
            format!("/{name}")
        }
    }

    #[test]
    fn every_text_has_english() {
        for t in Txt::ALL {
            assert!(core().has(t.id()), "{} has no English text", t.id());
        }
    }

    /// The footer's worked examples are the formula's own results in every language, so the
    /// footer cannot drift from how points are counted.
    #[test]
    fn the_standings_footer_examples_are_what_the_formula_gives() {
        use crate::store::standings::title_points;
        use crate::store::FinishOutcome;
        let won = FinishOutcome::Won { side: 0 };
        assert_eq!(title_points(false, &[101, 94], &won), [57, 9]);
        assert_eq!(title_points(false, &[101, 94], &FinishOutcome::Drawn), [10, 9]);
        assert_eq!(title_points(true, &[12, 9], &won), [5, 0]);
        assert_eq!(title_points(true, &[12, 12], &FinishOutcome::Drawn), [2, 2]);
        for lang in Lang::ALL {
            let footer = say(lang, Txt::StandingsFooter, &[]);
            let numbers: Vec<&str> =
                footer.split(|c: char| !c.is_ascii_digit()).filter(|n| !n.is_empty()).collect();
            assert_eq!(
                numbers,
                ["101", "94", "50", "7", "57", "94", "9", "5", "2", "0"],
                "{lang:?}"
            );
        }
    }

    #[test]
    fn durations_and_periods_read_naturally() {
        assert_eq!(duration(Lang::En, 86_400), "24 hours");
        assert_eq!(duration(Lang::En, 3600), "1 hour");
        assert_eq!(duration(Lang::En, 120), "2 minutes");
        assert_eq!(duration(Lang::En, 90), "90 seconds");
        // A turn's time, short: no grammar to get wrong.
        let spans = [(0, "0 s"), (45, "45 s"), (90, "1 min 30 s"), (600, "10 min")];
        for (seconds, said) in spans.into_iter().chain([(5400, "1 h 30 min"), (86_400, "24 h")]) {
            assert_eq!(turn_span(Lang::En, seconds), said);
        }
        assert_eq!(turn_span(Lang::SrCyrl, 3660), "1 ч 1 мин");
        assert_eq!(PeriodChoice::parse(" Season "), Some(PeriodChoice::Season));
        assert_eq!(PeriodChoice::parse("weekly"), None);
    }

    fn row(rank: u32, name: &str, matches: u32, wins: u32, computer_matches: u32) -> StandingRow {
        let table = crate::store::BonusTable::Monthly;
        StandingRow {
            rank,
            player: crate::ids::PlayerId(i64::from(rank)),
            name: name.into(),
            matches,
            wins,
            draws: 0,
            computer_matches,
            points: 10,
            strength: crate::store::standings::strength(table, wins, matches),
        }
    }

    #[test]
    fn strength_boards_show_two_decimals_and_mark_computers() {
        let board = Standings {
            period: PeriodChoice::Month,
            board: Board::Strength,
            here: true,
            rivals: true,
            computers: true,
            min_games: 50,
            rows: vec![row(1, "Bo", 169, 39, 0), row(2, "Ana", 120, 90, 7)],
            you: None,
            played_here: true,
            named: None,
            place: None,
            whole: None,
            turn_on: None,
        };
        assert_eq!(
            board.title(Lang::En),
            "Strength — this month (this channel, you and your rivals) · games with computers count"
        );
        assert_eq!(
            board.rows(Lang::En),
            [
                "1. Bo — strength 10.23 · 169 games, 39 won",
                "2. Ana — strength 7.75 · 120 games (7 with computers), 90 won",
            ]
        );
        assert!(board.footer(Lang::En).contains("needs 50 games"), "{}", board.footer(Lang::En));
        assert!(!board.footer(Lang::En).contains("do not count here"));
        let without = Standings { computers: false, ..board.clone() };
        assert!(without
            .footer(Lang::En)
            .ends_with("do not count here; an admin can turn that on in the settings."));
        // Named by the platform's command where it gives one.
        let named = Standings { turn_on: Some("/settings computers=yes".into()), ..without };
        assert!(named
            .footer(Lang::Hr)
            .ends_with("administrator to može uključiti naredbom /settings computers=yes."));
        let empty = Standings { rows: vec![], rivals: false, ..board.clone() };
        assert_eq!(empty.rows(Lang::En), ["Nobody has the 50 games this board needs yet."]);
        let none = Standings { rows: vec![], played_here: false, ..board };
        assert!(none.rows(Lang::Hr)[0].contains("suparnik"), "{:?}", none.rows(Lang::Hr));
    }

    #[test]
    fn an_empty_board_says_why() {
        let board = |board, period, here, rivals, played_here| Standings {
            period,
            board,
            here,
            rivals,
            computers: false,
            min_games: if board == Board::Strength { 50 } else { 0 },
            rows: vec![],
            you: None,
            played_here,
            named: None,
            place: None,
            whole: None,
            turn_on: None,
        };
        use PeriodChoice::{AllTime, LastMonth, LastSeason, Month, Season};
        let cases = [
            // No games with anyone here: no rivals, whatever the board.
            (
                board(Board::Points, AllTime, false, true, false),
                "No rivals yet: your rivals are the people you have finished a game with here.",
            ),
            (
                board(Board::Strength, Month, true, true, false),
                "No rivals yet: your rivals are the people you have finished a game with here.",
            ),
            // Rivals there are, but not on this board.
            (
                board(Board::Strength, Month, false, true, true),
                "Neither you nor your rivals have the 50 games this board needs yet.",
            ),
            (
                board(Board::Strength, LastMonth, false, true, true),
                "Neither you nor your rivals played the 50 games this board needs.",
            ),
            (
                board(Board::Points, Month, false, true, true),
                "Neither you nor your rivals finished a game this month.",
            ),
            (
                board(Board::Points, LastSeason, true, true, true),
                "Neither you nor your rivals finished a game last season in this channel.",
            ),
            (
                board(Board::Points, AllTime, true, true, true),
                "Neither you nor your rivals finished a game in this channel.",
            ),
            // Everyone's boards.
            (board(Board::Points, AllTime, false, false, true), "No games counted yet."),
            (
                board(Board::Points, Season, true, false, true),
                "No games counted this season in this channel.",
            ),
            (board(Board::Points, LastMonth, false, false, true), "No games counted last month."),
            (
                board(Board::Strength, Season, false, false, true),
                "Nobody has the 50 games this board needs yet.",
            ),
        ];
        for (standings, said) in &cases {
            assert_eq!(standings.rows(Lang::En), [*said], "{standings:?}");
        }
        // Every language tells the causes apart.
        for lang in Lang::ALL {
            let lines: Vec<String> = cases.iter().map(|(s, _)| s.rows(lang).concat()).collect();
            let distinct: std::collections::BTreeSet<&String> = lines.iter().collect();
            assert_eq!(distinct.len(), cases.len() - 1, "{lang:?}: {lines:#?}");
        }
        let hr = board(Board::Points, LastMonth, true, true, true).rows(Lang::Hr);
        assert_eq!(hr, ["Ni vi ni vaši suparnici niste završili nijednu partiju prošlog mjeseca u ovom kanalu."]);
    }

    #[test]
    fn a_board_of_one_place_is_named_as_its_platform_names_it() {
        let board = Standings {
            period: PeriodChoice::Month,
            board: Board::Points,
            here: true,
            rivals: false,
            computers: false,
            min_games: 0,
            rows: vec![],
            you: None,
            played_here: true,
            named: None,
            place: Some("this topic".into()),
            whole: Some("this server".into()),
            turn_on: None,
        };
        assert_eq!(board.title(Lang::En), "Standings — this month (this topic)");
        assert_eq!(board.rows(Lang::En), ["No games counted this month here."]);
        let rivals = Standings { rivals: true, named: Some("Ana".into()), ..board.clone() };
        assert_eq!(
            rivals.title(Lang::En),
            "Standings — this month (this topic, Ana and their rivals)"
        );
        assert_eq!(
            rivals.rows(Lang::En),
            ["Neither Ana nor their rivals finished a game this month here."]
        );
        let yours = Standings { named: None, ..rivals.clone() };
        assert_eq!(
            yours.rows(Lang::En),
            ["Neither you nor your rivals finished a game this month here."]
        );
        // Not one place's board: no place is said, whatever the adapter gave, but the whole
        // the platform names.
        let whole = Standings { here: false, ..board.clone() };
        assert_eq!(whole.title(Lang::En), "Standings — this month (this server)");
        let unnamed = Standings { whole: None, ..whole.clone() };
        assert_eq!(unnamed.title(Lang::En), "Standings — this month");
        assert_eq!(whole.rows(Lang::En), ["No games counted this month."]);
        // Every language says "here" in its own words, unlike "this channel" and the whole board.
        for lang in Lang::ALL {
            for b in [&board, &rivals, &yours] {
                let channel = Standings { place: None, ..b.clone() };
                let whole = Standings { here: false, ..b.clone() };
                let said = b.rows(lang).concat();
                assert_ne!(said, channel.rows(lang).concat(), "{lang}");
                assert_ne!(said, whole.rows(lang).concat(), "{lang}");
                let here = BoardWord::Here.shown(lang);
                assert!(said.contains(&format!(" {here}.")), "{lang}: {said}");
            }
        }
    }

    #[test]
    fn a_player_below_the_rows_shown_sees_their_own_place() {
        let rows: Vec<StandingRow> = (1..=10).map(|r| row(r, "P", 60, 30, 0)).collect();
        let board = Standings {
            period: PeriodChoice::LastMonth,
            board: Board::Points,
            here: false,
            rivals: false,
            computers: false,
            min_games: 0,
            rows,
            you: Some(row(27, "Ana", 12, 4, 0)),
            played_here: true,
            named: None,
            place: None,
            whole: None,
            turn_on: None,
        };
        assert_eq!(board.title(Lang::En), "Standings — last month");
        let lines = board.rows(Lang::En);
        assert_eq!(lines.len(), 11);
        assert_eq!(lines[10], "Your place: 27. Ana — 10 points · 12 games, 4 won");
        assert_eq!(
            board.rows(Lang::Ro)[10],
            "Locul dumneavoastră: 27. Ana — 10 puncte · 12 jocuri, 4 victorii"
        );
        let shown = Standings { you: None, ..board.clone() };
        assert_eq!(shown.rows(Lang::En).len(), 10);
        // A board many read names whose place it is, and whose rivals.
        let named = Standings { named: Some("Ana\u{202E}".into()), rivals: true, ..board };
        assert_eq!(named.rows(Lang::En)[10], "Ana's place: 27. Ana — 10 points · 12 games, 4 won");
        assert!(named.rows(Lang::Hr)[10].starts_with("Gdje je Ana: 27. Ana"));
        assert_eq!(named.title(Lang::En), "Standings — last month (Ana and their rivals)");
        let shown = named.title_showing(Lang::En, &|n| format!("<{n}>"));
        assert_eq!(shown, "Standings — last month (<Ana> and their rivals)");
        assert_eq!(named.title(Lang::SrCyrl), "Табела — прошли месец (Ana и ривали)");
        let empty = Standings { rows: vec![], you: None, ..named.clone() };
        assert_eq!(
            empty.rows(Lang::En),
            ["Neither Ana nor their rivals finished a game last month."]
        );
        let strength = Standings { board: Board::Strength, min_games: 50, ..empty.clone() };
        assert_eq!(
            strength.rows(Lang::Ro),
            ["Nici Ana, nici rivalii nu au jucat cele 50 de jocuri cerute de acest clasament."]
        );
        let none = Standings { played_here: false, ..empty };
        assert_eq!(
            none.rows(Lang::En),
            ["Ana has no rivals yet: rivals are the people they have finished a game with here."]
        );
        for lang in Lang::ALL {
            for text in [none.rows(lang).concat(), strength.rows(lang).concat(), named.title(lang)]
            {
                assert!(text.contains("Ana") && !text.contains('\u{202E}'), "{lang}: {text}");
            }
        }
    }

    #[test]
    fn last_month_and_last_season_are_asked_and_named() {
        use crate::store::Period;
        for choice in PeriodChoice::ALL {
            assert_eq!(PeriodChoice::parse(choice.word()), Some(choice));
            for lang in Lang::ALL {
                let name = choice.name(lang);
                assert!(!name.starts_with("period-"), "{lang:?} {choice:?}");
            }
        }
        assert_eq!(PeriodChoice::parse("Last_Month"), Some(PeriodChoice::LastMonth));
        assert_eq!(PeriodChoice::parse("lastseason"), Some(PeriodChoice::LastSeason));
        // On the 1st of a month, last month is the one just ended; in October, last season
        // is the one that ended in September.
        let first = crate::store::standings::unix_time(2027, 1, 1);
        assert_eq!(PeriodChoice::LastMonth.period(first), Period::Month { year: 2026, month: 12 });
        assert_eq!(PeriodChoice::Month.period(first), Period::Month { year: 2027, month: 1 });
        let october = crate::store::standings::unix_time(2026, 10, 1);
        assert_eq!(PeriodChoice::LastSeason.period(october), Period::Season { start_year: 2025 });
        assert_eq!(PeriodChoice::LastSeason.period(october).key(), "s2025");
        assert_eq!(PeriodChoice::LastMonth.name(Lang::SrCyrl), "прошли месец");
    }

    #[test]
    fn stats_show_each_period_and_the_minimum_games() {
        let line = StatLine {
            matches: 12,
            wins: 7,
            draws: 1,
            computer_matches: 0,
            points: 85,
            tablas: 3,
            best_hand: 19,
        };
        let stats = Stats {
            name: "Ana".into(),
            computers: false,
            lines: Some(vec![(PeriodChoice::Month, Some(line)), (PeriodChoice::AllTime, None)]),
            now: crate::store::standings::unix_time(2026, 11, 15),
            turn_on: None,
        };
        assert_eq!(
            stats.lines(Lang::En),
            [
                "Ana — games here",
                "this month: 12 games, 7 won, 85 title points, strength 0.58 (not on the strength board until 50 games), 3 tablas, best hand 19",
                "all time: no games counted.",
                "Partners share their side's result, tablas and best hand. Games with a computer at the table do not count here; an admin can turn that on in the settings.",
            ]
        );
        // Counted, nothing to explain; never a game counted, the reason all the same.
        let counted = Stats { computers: true, ..stats.clone() };
        let notes = counted.lines(Lang::En).pop().unwrap_or_default();
        assert_eq!(notes, "Partners share their side's result, tablas and best hand.");
        let never = Stats { lines: None, ..stats.clone() };
        assert_eq!(never.lines(Lang::En).len(), 2, "{:?}", never.lines(Lang::En));
        // Short of the minimum and with games against the computer: each aside by what it
        // is about, in every language.
        let with_computers = StatLine { computer_matches: 5, ..line };
        let both =
            Stats { lines: Some(vec![(PeriodChoice::Month, Some(with_computers))]), ..stats };
        assert_eq!(
            both.lines(Lang::En)[1],
            "this month: 12 games (5 with computers), 7 won, 85 title points, strength 0.58 (not on the strength board until 50 games), 3 tablas, best hand 19"
        );
        assert_eq!(
            both.lines(Lang::Hr)[1],
            "ovaj mjesec: 12 partija (5 s računalom), 7 pobjeda, 85 bodova ljestvice, snaga 0,58 (na ljestvici snage tek od 50 partija), 3 table, najbolje dijeljenje 19"
        );
        // 70 games give a month's strength a bonus, not a season's: said under them, or the
        // two strengths of the same games read as a mistake.
        let often = StatLine { matches: 70, wins: 20, ..line };
        let bonus = Stats {
            lines: Some(vec![
                (PeriodChoice::Month, Some(often)),
                (PeriodChoice::Season, Some(often)),
            ]),
            computers: true,
            ..both.clone()
        };
        let said = bonus.lines(Lang::En);
        assert!(said[1].contains("strength 2.29") && said[2].contains("strength 0.29"), "{said:?}");
        assert_eq!(
            said.last().map(String::as_str),
            Some("Partners share their side's result, tablas and best hand. Strength includes a bonus for playing often: in a month from 60 games, in a season and all time from 600.")
        );
        assert_eq!(said.len(), 4, "{said:?}");
        assert!(!both.lines(Lang::En).iter().any(|l| l.contains("bonus")));
        let never = Stats { lines: None, ..both };
        assert_eq!(never.lines(Lang::En)[0], "Ana has not finished a game here yet.");
        let own = never.lines_to_asker(Lang::Hr, &str::to_string);
        assert_eq!(own[0], "Ovdje još nemate završenu partiju.");
    }

    #[test]
    fn rules_explain_the_variant_how_it_is_played_and_its_options() {
        let lines =
            RulesText::Variant(Variant::Tablanet).lines(Lang::En, &Plain(Platform::Telegram));
        assert_eq!(lines[0], "Rules: tablanet");
        assert_eq!(lines[2], "How to play:");
        let at = |lines: &[String], start: &str| -> usize {
            lines
                .iter()
                .position(|l| l.starts_with(start))
                .unwrap_or_else(|| panic!("{start}: {lines:?}"))
        };
        let options = at(&lines, "Options: ");
        assert!(lines[options].starts_with("Options: players=2, partners=no, target=101,"));
        for key in OPTION_KEYS {
            assert!(lines[options].contains(&format!("{key}=")), "{key} in {lines:?}");
        }
        assert!(
            lines[options].contains("courts=12/13")
                && lines[options].contains("last-card-tabla=no")
        );
        // How to play comes first, a point a line, and the options after it.
        assert!(lines[3..options].iter().all(|l| l.starts_with("• ")), "{lines:?}");
        assert!(lines[options + 1].contains("/new tablanet target=151"), "{lines:?}");
        // The standings' points are the standings' to explain.
        assert!(!lines.iter().any(|l| l.contains("title points")), "{lines:?}");
        // Tablanette's claim is seed 001's count-out, in its summary and in its options.
        let tablanette =
            RulesText::Variant(Variant::Tablanette).lines(Lang::En, &Plain(Platform::Telegram));
        assert!(tablanette[1].ends_with("count-out"), "{tablanette:?}");
        assert!(tablanette[at(&tablanette, "Options: ")].contains("claims=count-out"));
        let jp =
            RulesText::Variant(Variant::TablanetteJp).lines(Lang::En, &Plain(Platform::Discord));
        assert!(jp.iter().any(|l| l.contains("no tabla (jack-tabla=no)")), "{jp:?}");
        assert!(jp[at(&jp, "Options: ") + 1]
            .contains("/new /variant: tablanette-jp /rules: target=151"));
        let tablic = RulesText::Variant(Variant::Tablic).lines(Lang::En, &Plain(Platform::Discord));
        assert!(!tablic.iter().any(|l| l.contains("A jack takes")), "no sweeping jack: {tablic:?}");
        let short = RuleSet::build(Variant::Tablic, ["short=yes"]).unwrap();
        let lines =
            RulesText::ThisGame(short.into_inner()).lines(Lang::En, &Plain(Platform::Discord));
        assert!(lines[0].starts_with("This game: tablic (short=yes)"), "{lines:?}");
        assert!(
            lines.contains(&"• One hand only: the higher score wins.".to_string()),
            "{lines:?}"
        );
        assert!(
            !lines.iter().any(|l| l.contains("claim victory")),
            "no claims in one hand: {lines:?}"
        );
        let list = RulesText::List.lines(Lang::SrLatn, &Plain(Platform::Telegram));
        assert_eq!(list.len(), Variant::ALL.len() + 2);
    }

    /// How to play says what each preset does differently, in words, from the rules
    /// themselves; in every language, whole (no variable left unfilled).
    #[test]
    fn how_to_play_follows_each_variants_rules_in_every_language() {
        let how = |variant: Variant| how_to_play(&RuleSet::preset(variant), Lang::En).join(" ");
        let tablic = how(Variant::Tablic);
        for said in [
            "Each player is dealt 6 cards, and four are laid face up on the table. When everyone has played their cards, 6 more each are dealt, until the 52-card pack is used up: that ends a hand.",
            "Values: number cards their number, J 12, Q 13, K 14, an ace 1 or 11 (you choose).",
            "Taking is up to you",
            "a tabla, worth 1 point",
            "When the hand ends, the dealer's side takes the cards left on the table.",
            "The cards taken score: A K Q J 10 one point each, 10♦ two, 2♣ one.",
            "The side with the most cards gets 3 points",
            "Hands are played until a side has 101 points when a hand ends",
            "at any moment you may claim victory",
        ] {
            assert!(tablic.contains(said), "{said}: {tablic}");
        }
        let tabinet = how(Variant::Tabinet);
        assert!(tabinet.contains("the first player may turn down their first cards once"));
        assert!(!tabinet.contains("claim victory"), "{tabinet}");
        let tablanet = how(Variant::Tablanet);
        for said in [
            "Values: number cards their number, Q 12, K 13, an ace 1.",
            "Queens and kings are never part of a group",
            "A jack takes the whole table",
            "The cards taken score: 10♦ three, 2♣ two, each ace one.",
        ] {
            assert!(tablanet.contains(said), "{said}: {tablanet}");
        }
        let slovenian = how(Variant::Tablic40);
        assert!(slovenian.contains("dealt 4 cards") && slovenian.contains("40-card pack"));
        let values = "Values: number cards their number, an ace 1 or 11 (you choose).";
        assert!(slovenian.contains(values), "no jacks, queens or kings: {slovenian}");
        assert!(slovenian.contains("The last capture scores 1 point."), "{slovenian}");
        let jp = how(Variant::TablanetteJp);
        for said in [
            "A group has at most 3 cards.",
            "A card that can take must take all it can.",
            "is a tablanette: it scores the values",
            "A side that reaches 251 with a tablanette wins at once.",
        ] {
            assert!(jp.contains(said), "{said}: {jp}");
        }
        let partners = RuleSet::build(Variant::Tablic, ["players=4"]).unwrap().into_inner();
        for lang in Lang::ALL {
            for variant in Variant::ALL {
                for line in how_to_play(&RuleSet::preset(variant), lang) {
                    assert!(!line.contains(['{', '}', '$']), "{lang:?} {variant:?}: {line}");
                }
            }
            let lines = how_to_play(&partners, lang);
            assert_eq!(lines.len(), 6, "{lang:?}: {lines:?}");
        }
    }

    /// The reader's own words in an option's explanation: what is typed (options, values,
    /// variants, commands, `key=value`) and card ranks left out.
    fn own_words(text: &str) -> std::collections::BTreeSet<String> {
        let typed: Vec<&str> = OPTION_KEYS
            .iter()
            .copied()
            .chain(OPTION_KEYS.iter().flat_map(|k| option_values(k).iter().copied()))
            .chain(
                OPTION_KEYS
                    .iter()
                    .flat_map(|k| option_takes(k).map_or(&[][..], |e| e.values()))
                    .copied(),
            )
            .chain(Variant::ALL.iter().map(|v| v.name()))
            .collect();
        text.split_whitespace()
            .filter(|w| !w.contains('=') && !w.starts_with('/') && !w.starts_with("--"))
            .filter(|w| {
                let bare = w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-' && c != '/');
                !typed.contains(&bare.to_lowercase().as_str())
            })
            .flat_map(|w| w.split(|c: char| !c.is_alphanumeric()))
            .filter(|w| w.chars().count() >= 3 && !w.chars().all(|c| c.is_ascii_digit()))
            .map(str::to_lowercase)
            .filter(|w| !typed.contains(&w.as_str()))
            .collect()
    }

    #[test]
    fn every_option_is_explained_in_every_language_with_every_value() {
        // Words that are the same in English and a language: the game's own terms.
        // (`table`: the plural of tabla in the South Slavic languages and Romanian.)
        let shared = ["tabla", "table", "tablić", "tablanette"];
        for platform in [Platform::Telegram, Platform::Discord, Platform::Terminal] {
            for key in OPTION_KEYS {
                let english = OptionHelp::new(
                    key,
                    Some(Variant::Tabinet),
                    Some("x"),
                    Lang::En,
                    &Plain(platform),
                )
                .unwrap();
                let english_words = own_words(&english.lines().join("\n"));
                for lang in Lang::ALL {
                    let help = OptionHelp::new(
                        key,
                        Some(Variant::Tabinet),
                        Some("x"),
                        lang,
                        &Plain(platform),
                    )
                    .unwrap();
                    let text = help.lines().join("\n");
                    assert!(!text.contains("rules-"), "{lang:?} {key}: an id shown: {text}");
                    // Every value `set` takes is explained, and a number where it takes one.
                    let expected = option_takes(key).unwrap();
                    for value in expected.values() {
                        assert!(
                            help.values
                                .iter()
                                .any(|(v, m)| *v == ValueShown::Typed(value) && !m.is_empty()),
                            "{lang:?} {key}={value} unexplained"
                        );
                        RuleSet::preset(Variant::Tablic).set(key, value).unwrap();
                    }
                    let ranges =
                        help.values.iter().filter(|(v, _)| matches!(v, ValueShown::Range(_)));
                    let takes_numbers = !matches!(expected, Expected::OneOf(_) | Expected::Courts);
                    assert_eq!(ranges.count(), usize::from(takes_numbers), "{lang:?} {key}");
                    // A Telegram message holds 4096 characters; a Discord embed's parts less.
                    assert!(
                        text.chars().count() < 3000,
                        "{lang:?} {key}: {} characters",
                        text.chars().count()
                    );
                    if lang == Lang::En {
                        continue;
                    }
                    let words = own_words(&text);
                    let leaked: Vec<&String> = words
                        .iter()
                        .filter(|w| english_words.contains(*w) && !shared.contains(&w.as_str()))
                        .collect();
                    assert!(leaked.is_empty(), "{lang:?} {key}: English {leaked:?} in {text}");
                    if matches!(lang, Lang::SrCyrl | Lang::Mk) {
                        let latin: Vec<&String> = words
                            .iter()
                            .filter(|w| w.chars().any(|c| c.is_ascii_alphabetic()))
                            .collect();
                        assert!(latin.is_empty(), "{lang:?} {key}: Latin {latin:?} in {text}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_presets_shown_are_the_presets_in_code() {
        for key in OPTION_KEYS {
            let help =
                OptionHelp::new(key, None, None, Lang::Hr, &Plain(Platform::Telegram)).unwrap();
            let mut seen = Vec::new();
            for (value, variants) in &help.presets {
                for variant in variants {
                    assert_eq!(RuleSet::preset(*variant).value_of(key), *value, "{key} {variant}");
                    seen.push(*variant);
                }
            }
            seen.sort_by_key(|v| Variant::ALL.iter().position(|a| a == v));
            assert_eq!(seen, Variant::ALL, "{key}: every variant once");
            // The example sets the option to something Tablić does not have, and plays.
            let example = help.example.as_str();
            let built = RuleSet::build(Variant::Tablic, example.split(' ')).unwrap();
            assert!(built.is_override(key), "{example}");
        }
        let forced =
            OptionHelp::new("forced", None, None, Lang::En, &Plain(Platform::Telegram)).unwrap();
        assert_eq!(
            forced.presets,
            [
                (
                    "no".to_string(),
                    vec![
                        Variant::Tablic,
                        Variant::Tabinet,
                        Variant::Tablanette,
                        Variant::Tablanet,
                        Variant::Tablic40
                    ]
                ),
                ("yes".to_string(), vec![Variant::TablanetteJp]),
            ]
        );
    }

    #[test]
    fn a_word_after_rules_names_a_variant_or_an_option() {
        let game = RuleSet::build(Variant::Tablic, ["forced=yes"]).unwrap().into_inner();
        assert_eq!(RulesText::asked(&[], None), Ok(RulesText::List));
        assert_eq!(RulesText::asked(&[], Some(&game)), Ok(RulesText::ThisGame(game.clone())));
        assert_eq!(
            RulesText::asked(&["Tablanet"], None),
            Ok(RulesText::Variant(Variant::Tablanet))
        );
        assert_eq!(
            RulesText::asked(&["Most_Cards_Tie"], None),
            Ok(RulesText::Option { key: "most-cards-tie", variant: None, here: None })
        );
        assert_eq!(
            RulesText::asked(&["forced"], Some(&game)),
            Ok(RulesText::Option { key: "forced", variant: None, here: Some("yes".into()) })
        );
        assert_eq!(
            RulesText::asked(&["poker"], Some(&game)),
            Err(Refusal::UnknownRulesWord("poker".into()))
        );
    }

    #[test]
    fn a_variant_and_an_option_ask_for_the_option_in_that_variant() {
        let game = RuleSet::build(Variant::Tablic, ["forced=yes"]).unwrap().into_inner();
        let in_tabinet = |here: Option<&str>| RulesText::Option {
            key: "forced",
            variant: Some(Variant::Tabinet),
            here: here.map(str::to_string),
        };
        // In either order, with the value at this table when a game is there.
        assert_eq!(RulesText::asked(&["tabinet", "forced"], None), Ok(in_tabinet(None)));
        assert_eq!(
            RulesText::asked(&["Forced", "TABINET"], Some(&game)),
            Ok(in_tabinet(Some("yes")))
        );
        // The same one twice is asked once.
        assert_eq!(
            RulesText::asked(&["tablanet", "tablanet"], None),
            Ok(RulesText::Variant(Variant::Tablanet))
        );
        assert_eq!(
            RulesText::asked(&["forced", "forced"], None),
            Ok(RulesText::Option { key: "forced", variant: None, here: None })
        );
        // A word that is neither, wherever it stands.
        for words in [["tabinet", "poker"], ["poker", "forced"]] {
            assert_eq!(
                RulesText::asked(&words, None),
                Err(Refusal::UnknownRulesWord("poker".into())),
                "{words:?}"
            );
        }
        // Two of a kind, or more than two words.
        assert_eq!(
            RulesText::asked(&["tablic", "Tabinet"], None),
            Err(Refusal::RulesWords(RulesWords::TwoVariants {
                first: "tablic".into(),
                second: "Tabinet".into()
            }))
        );
        assert_eq!(
            RulesText::asked(&["forced", "target"], Some(&game)),
            Err(Refusal::RulesWords(RulesWords::TwoOptions {
                first: "forced".into(),
                second: "target".into()
            }))
        );
        assert_eq!(
            RulesText::asked(&["tabinet", "forced", "target"], None),
            Err(Refusal::RulesWords(RulesWords::TooMany))
        );
    }

    #[test]
    fn an_option_in_a_variant_says_its_value_there_next_to_this_tables() {
        let asked = |variant, here: Option<&str>, lang, platform| {
            RulesText::Option { key: "forced", variant, here: here.map(str::to_string) }
                .lines(lang, &Plain(platform))
        };
        let lines = asked(Some(Variant::TablanetteJp), Some("no"), Lang::En, Platform::Telegram);
        assert_eq!(
            lines[8..],
            [
                "In tablanette-jp: forced=yes",
                "At this table: forced=no",
                "Set it when you open a game: /new tablanette-jp forced=no",
            ]
        );
        let tabinet = asked(Some(Variant::Tabinet), None, Lang::Hr, Platform::Terminal);
        assert_eq!(
            tabinet[8..],
            [
                "U inačici tabinet: forced=no",
                "Postavlja se kad počinjete igru: /new --variant tabinet --option forced=yes",
            ]
        );
        // Every language says it, in its own words, on every platform.
        for lang in Lang::ALL {
            for platform in [Platform::Telegram, Platform::Discord, Platform::Terminal] {
                let help = OptionHelp::new(
                    "forced",
                    Some(Variant::Tabinet),
                    Some("yes"),
                    lang,
                    &Plain(platform),
                )
                .unwrap();
                let line = help.in_variant.clone().unwrap_or_default();
                assert!(
                    line.contains("tabinet") && line.ends_with(": forced=no"),
                    "{lang:?}: {line}"
                );
                assert!(!line.contains("rules-"), "{lang:?}: {line}");
                if lang != Lang::En {
                    assert!(!line.starts_with("In "), "{lang:?}: {line}");
                }
                let lines = help.lines();
                let at = lines.iter().position(|l| *l == line).unwrap();
                assert_eq!(lines.get(at + 1), help.here.as_ref(), "{lang:?}");
                // The example opens that variant with the option changed.
                let how = &help.how;
                assert!(how.contains(" tabinet ") && how.ends_with(" forced=yes"), "{how}");
            }
        }
        // Asked without a variant, no such line.
        let plain = asked(None, Some("no"), Lang::En, Platform::Telegram);
        assert_eq!(plain.len(), lines.len() - 1, "{plain:?}");
    }

    #[test]
    fn every_variants_example_changes_the_option_and_plays() {
        for variant in Variant::ALL {
            for key in OPTION_KEYS {
                let example = example_of(key, variant);
                let built = RuleSet::build(variant, example.split(' '));
                assert!(built.is_ok_and(|b| b.is_override(key)), "{variant} {example}");
            }
        }
    }

    #[test]
    fn an_option_reads_as_a_whole() {
        let lines = RulesText::Option { key: "forced", variant: None, here: Some("no".into()) }
            .lines(Lang::En, &Plain(Platform::Telegram));
        assert_eq!(
            lines,
            [
                "Option: forced",
                "Whether a player must capture when the card played can.",
                "Values:",
                "• yes — a card that can take must take all it can; only the choice between the largest captures, and how each ace counts, remains",
                "• no — taking is free: a player may take only part of what the card can take, or lay the card on the table",
                "In the variants:",
                "• no — tablic, tabinet, tablanette, tablanet, tablic-40",
                "• yes — tablanette-jp",
                "At this table: forced=no",
                "Set it when you open a game: /new tablic forced=yes",
            ]
        );
        let target = RulesText::Option { key: "target", variant: None, here: None }
            .lines(Lang::Ro, &Plain(Platform::Discord));
        assert!(target.contains(&"• un număr întreg de la 1 la 10000 — punctele până la care se joacă (101, 151, 251, …)".to_string()), "{target:#?}");
        assert!(target.contains(&"• 251 — tablanette, tablanette-jp".to_string()), "{target:#?}");
        assert!(
            target.last().unwrap().ends_with("/new /variant: tablic /rules: target=151"),
            "{target:#?}"
        );
        // Every `rules` text ends with how to have one option explained.
        let list = RulesText::List.lines(Lang::En, &Plain(Platform::Telegram));
        assert_eq!(
            list.last().unwrap(),
            "One option explained, with its values and each variant's: /rules forced"
        );
        let game = RulesText::Variant(Variant::Tablic).lines(Lang::Hr, &Plain(Platform::Discord));
        assert!(game.last().unwrap().ends_with("/rules /option: forced"), "{game:?}");
    }

    #[test]
    fn leftovers_are_told_with_their_number_their_side_and_why() {
        use crate::ai::Level;
        use crate::game::{HandResult, Leftover};
        use crate::ids::SeatKind;
        use crate::CardSet;
        // The cards are not known for a result stored before they were recorded.
        let view = |side: u8, count: u32, by: Leftovers, sides: Vec<Vec<String>>| HandOverView {
            result: HandResult {
                leftover: Some(Leftover { side, count, by, cards: CardSet::EMPTY }),
                ..HandResult::default()
            },
            sides,
            scores: vec![],
            last_move: None,
            level_at_target: false,
        };
        let two = || vec![vec!["Ana".to_string()], vec!["Bo".to_string()]];
        let line = |v: &HandOverView, lang| leftover_line(v, lang).unwrap();
        let last3 = view(0, 3, Leftovers::LastCapturer, two());
        let dealer1 = view(1, 1, Leftovers::Dealer, two());
        let last5 = view(1, 5, Leftovers::LastCapturer, two());
        // Partners: the side by both names, and the dealer's side as a side.
        let partners = vec![
            vec!["Ana".to_string(), "Cy".to_string()],
            vec!["Bo".to_string(), SeatKind::Computer { level: Level::Easy }.display_name()],
        ];
        let side = view(1, 2, Leftovers::Dealer, partners.clone());
        let last_side = view(0, 2, Leftovers::LastCapturer, partners);
        let cases = [
            (&last3, Lang::En, "The 3 cards left on the table went to Ana, who captured last."),
            (&last3, Lang::SrLatn, "Na stolu su ostale 3 karte, nosi ih Ana za poslednje nošenje."),
            (&last3, Lang::SrCyrl, "На столу су остале 3 карте, носи их Ana за последње ношење."),
            (&last3, Lang::Ro, "Pe masă au rămas 3 cărți, luate de Ana, care a luat ultima dată."),
            (&dealer1, Lang::En, "The one card left on the table went to Bo, the dealer."),
            (&dealer1, Lang::Hr, "Na stolu je ostala 1 karta, nosi je Bo kao djelitelj."),
            (&dealer1, Lang::Ro, "Pe masă a rămas o carte, luată de Bo, care a împărțit."),
            (&last5, Lang::Bs, "Na stolu je ostalo 5 karata, nosi ih Bo za posljednje nošenje."),
            (&last5, Lang::Mk, "На масата останаа 5 карти, ги зема Bo за последното земање."),
            (
                &side,
                Lang::En,
                "The 2 cards left on the table went to Bo & Computer (easy), the dealer's side.",
            ),
            (
                &side,
                Lang::SrLatn,
                "Na stolu su ostale 2 karte, nosi ih Bo & Računar (lak) kao strana delioca.",
            ),
            // Not "Ana & Cy, who captured last": one of them did, for the side.
            (
                &last_side,
                Lang::En,
                "The 2 cards left on the table went to Ana & Cy, whose side captured last.",
            ),
            (
                &last_side,
                Lang::Ro,
                "Pe masă au rămas 2 cărți, luate de Ana & Cy, echipa care a luat ultima dată.",
            ),
            (
                &last_side,
                Lang::Hr,
                "Na stolu su ostale 2 karte, nosi ih Ana & Cy za zadnje nošenje.",
            ),
        ];
        for (view, lang, said) in cases {
            assert_eq!(line(view, lang), said, "{lang:?}");
        }
        // Known cards are named after their count.
        let with = |mut v: HandOverView, list: &str| {
            if let Some(left) = &mut v.result.leftover {
                left.cards = CardSet::parse_list(list).unwrap();
            }
            v
        };
        let named = [
            (
                with(dealer1.clone(), "10D"),
                Lang::En,
                "The one card left on the table (10♦) went to Bo, the dealer.",
            ),
            (
                with(dealer1.clone(), "10D"),
                Lang::Hr,
                "Na stolu je ostala 1 karta (10♦), nosi je Bo kao djelitelj.",
            ),
            (
                with(last3.clone(), "6H 9C KC"),
                Lang::SrCyrl,
                "На столу су остале 3 карте (6♥ 9♣ K♣), носи их Ana за последње ношење.",
            ),
            (
                with(last5.clone(), "AS 2S 3S 4S 5S"),
                Lang::Mk,
                "На масата останаа 5 карти (A♠ 2♠ 3♠ 4♠ 5♠), ги зема Bo за последното земање.",
            ),
            (
                with(last3.clone(), "6H 9C KC"),
                Lang::Ro,
                "Pe masă au rămas 3 cărți (6♥ 9♣ K♣), luate de Ana, care a luat ultima dată.",
            ),
        ];
        for (view, lang, said) in named {
            assert_eq!(line(&view, lang), said, "{lang:?}");
        }
        // Plural forms past the first ten.
        assert_eq!(
            line(&view(1, 21, Leftovers::LastCapturer, two()), Lang::Mk).split(',').next(),
            Some("На масата остана 21 карта")
        );
        assert_eq!(
            line(&view(1, 20, Leftovers::LastCapturer, two()), Lang::Ro).split(',').next(),
            Some("Pe masă au rămas 20 de cărți")
        );
        // An empty table at the end, or a result stored before leftovers were recorded.
        let none = HandOverView {
            result: HandResult::default(),
            sides: two(),
            scores: vec![],
            last_move: None,
            level_at_target: false,
        };
        assert_eq!(leftover_line(&none, Lang::En), None);
    }

    #[test]
    fn a_tabla_says_its_points_when_they_are_more_than_one() {
        assert_eq!(tabla_label(Lang::En, 1), "Tabla!");
        assert_eq!(tabla_label(Lang::En, 0), "Tabla!");
        assert_eq!(tabla_label(Lang::En, 39), "Tabla! (+39)");
        assert_eq!(tabla_label(Lang::Mk, 2), "Табла! (+2)");
    }

    /// Leaders level at or above the target play one more hand (seeds 000, 001): the hand's
    /// scoring says so, or the match goes on past its target unexplained.
    #[test]
    fn a_hand_that_leaves_the_leaders_level_at_the_target_says_another_decides() {
        use crate::game::level_at_target;
        let tablic = RuleSet::preset(Variant::Tablic);
        assert!(level_at_target(&tablic, &[104, 104, 0, 0]));
        assert!(!level_at_target(&tablic, &[104, 103, 0, 0]), "a winner");
        assert!(!level_at_target(&tablic, &[99, 99, 0, 0]), "below the target");
        let three = RuleSet::build(Variant::Tablic, ["players=3"]).unwrap().into_inner();
        assert!(level_at_target(&three, &[90, 110, 110, 0]));
        let drawn = RuleSet::build(Variant::Tablic, ["match-tie=draw"]).unwrap().into_inner();
        assert!(!level_at_target(&drawn, &[104, 104, 0, 0]), "drawn, not played on");
        let short = RuleSet::build(Variant::Tablic, ["short=yes"]).unwrap().into_inner();
        assert!(!level_at_target(&short, &[20, 20, 0, 0]));
        let view = |level_at_target: bool| HandOverView {
            result: crate::game::HandResult::default(),
            sides: vec![vec!["Ana".into()], vec!["Bob".into()]],
            scores: vec![104, 104],
            last_move: None,
            level_at_target,
        };
        assert_eq!(
            level_at_target_line(&view(true), Lang::En).as_deref(),
            Some("The leaders are level at 104 points: one more hand decides the match, and no one can claim victory in it.")
        );
        assert_eq!(
            level_at_target_line(&view(true), Lang::Hr).as_deref(),
            Some("Vodeći su izjednačeni na 104: još jedno dijeljenje odlučuje o pobjedniku, a u njemu nitko ne može prijaviti pobjedu.")
        );
        assert_eq!(level_at_target_line(&view(false), Lang::En), None);
    }

    #[test]
    fn a_tie_on_cards_says_nobody_got_the_most_cards_points() {
        let tied = |unawarded: u32, cards: Vec<u32>| HandOverView {
            result: crate::game::HandResult {
                cards,
                most_cards_unawarded: unawarded,
                ..Default::default()
            },
            sides: vec![vec!["Ana".into()], vec!["Bob".into()]],
            scores: vec![],
            last_move: None,
            level_at_target: false,
        };
        let said = [
            (Lang::En, "A tie on cards (26 each): nobody gets the 3 points for most cards."),
            (Lang::Hr, "Izjednačeno u kartama, po 26: nitko ne dobiva 3 boda za najviše karata."),
            (Lang::SrCyrl, "Нерешено у картама, по 26: нико не добија 3 поена за највише карата."),
            (Lang::Ro, "Egalitate la cărți, câte 26: nimeni nu primește cele 3 puncte pentru cele mai multe cărți."),
        ];
        for (lang, line) in said {
            assert_eq!(most_cards_tied_line(&tied(3, vec![26, 26]), lang).as_deref(), Some(line));
        }
        assert_eq!(
            most_cards_tied_line(&tied(1, vec![20, 20, 12]), Lang::En).as_deref(),
            Some("A tie on cards (20 each): nobody gets the point for most cards.")
        );
        // One side got them, the rules give none, or a result stored before this was kept.
        assert_eq!(most_cards_tied_line(&tied(0, vec![30, 22]), Lang::En), None);
        assert_eq!(most_cards_tied_line(&tied(0, vec![26, 26]), Lang::En), None);
    }
}
