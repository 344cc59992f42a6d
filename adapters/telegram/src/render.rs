//! How session views look in Telegram: plain text (no parse mode, so names need no escaping)
//! and inline keyboards. Pure functions of the views; the public table is drawn only from a
//! [`TableView`], which carries no card of any hand.

use bot_core::i18n::{shown_name, FluentValue, Lang};
use bot_core::session::{
    HandOverView, HandView, LapseWarning, MatchEnd, MoveView, PhaseView, PlayedMove, ScorePart,
    Seq, StandIn, StoodInTold, TableView,
};
use bot_core::store::Board;
use bot_core::table::{
    claim_question, hand_scored_sides, late_tablas_line, leftover_line, level_at_target_line,
    most_cards_tied_line, played_for_you_line, say, score_line, tabla_label, table_leftover_line,
    tie_break_line, turn_span, BoardAsk, PeriodChoice, Standings, Txt,
};
use bot_core::{Card, CardSet};
use teloxide::types::{
    InlineKeyboardButton, InlineKeyboardMarkup, Message, MessageEntity, MessageEntityKind, UserId,
};

use crate::data::Press;
use crate::texts::{arg, plain as t, text, T};

/// Capture choices shown on one page of the hand keyboard.
pub const CHOICES_PER_PAGE: usize = 8;
/// Telegram's limit on a message's text.
pub const MAX_TEXT_CHARS: usize = 4096;
/// Cards per row of the hand keyboard.
const CARDS_PER_ROW: usize = 4;

/// A message's text and keyboard: what a message slot should show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Content {
    /// The text (at most [`MAX_TEXT_CHARS`] characters).
    pub text: String,
    /// The inline keyboard; empty for none.
    pub keyboard: InlineKeyboardMarkup,
    /// Formatting of parts of the text (a mention of a person).
    pub entities: Vec<MessageEntity>,
}

impl Content {
    /// Text with a keyboard, cut to Telegram's length limit.
    pub fn new(text: impl Into<String>, keyboard: InlineKeyboardMarkup) -> Content {
        let mut text: String = text.into();
        if text.chars().count() > MAX_TEXT_CHARS {
            text = text.chars().take(MAX_TEXT_CHARS - 1).collect::<String>() + "…";
        }
        if text.trim().is_empty() {
            text = "…".into();
        }
        Content { text, keyboard, entities: Vec::new() }
    }

    /// Text alone.
    pub fn text(text: impl Into<String>) -> Content {
        Content::new(text, InlineKeyboardMarkup::default())
    }

    /// Whether it has buttons.
    pub fn has_keyboard(&self) -> bool {
        self.keyboard.inline_keyboard.iter().any(|row| !row.is_empty())
    }
}

/// What a message shows, as Telegram compares it before an edit ("message is not
/// modified"): its text, its formatting as the bot gave it, and its keyboard. What Telegram
/// finds in the text by itself (commands, links, @names…) is left out: the text carries it.
pub fn shown(message: &Message) -> Option<Content> {
    let text = message.text()?.to_string();
    let keyboard = message.reply_markup().cloned().unwrap_or_default();
    let entities = message
        .entities()
        .unwrap_or_default()
        .iter()
        .filter(|e| !found_in_text(&e.kind))
        .cloned()
        .collect();
    Some(Content { text, keyboard, entities })
}

/// Formatting Telegram finds in a message's text by itself.
fn found_in_text(kind: &MessageEntityKind) -> bool {
    matches!(
        kind,
        MessageEntityKind::Mention
            | MessageEntityKind::Hashtag
            | MessageEntityKind::Cashtag
            | MessageEntityKind::BotCommand
            | MessageEntityKind::Url
            | MessageEntityKind::Email
            | MessageEntityKind::PhoneNumber
    )
}

/// Where a game is played, as a player reads it in the private chat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// In this private chat.
    Private,
    /// In a group, by its title when known.
    Group(Option<String>),
}

impl Place {
    /// The arguments that name it in a text: `where` (`private`, `untitled` or `group`) picks
    /// the wording, in the grammatical case each sentence needs; `title` is the group's.
    pub fn args(&self) -> [(&'static str, FluentValue<'static>); 2] {
        let (place, title) = match self {
            Place::Private => ("private", ""),
            Place::Group(None) => ("untitled", ""),
            Place::Group(Some(title)) => ("group", title.as_str()),
        };
        [("where", arg(place)), ("title", arg(title))]
    }
}

fn cards(set: CardSet) -> String {
    if set.is_empty() {
        "—".into()
    } else {
        set.to_string()
    }
}

/// The names of each side, `Ana & Bob` for partners.
pub fn side_names(view: &TableView, lang: Lang) -> Vec<String> {
    let sides = view.side_names();
    (0..sides.len())
        .map(|side| {
            let names: Vec<String> = sides[side].iter().map(|n| shown_name(n, lang)).collect();
            if names.is_empty() {
                text(lang, T::Side, &[("number", (side + 1).into())])
            } else {
                names.join(" & ")
            }
        })
        .collect()
}

fn rules_line(view: &TableView, lang: Lang) -> String {
    // The variant and its options are written as they are typed after /new; what the match
    // is played to, in words (as on Discord): "short=yes" is a command's syntax.
    let mut line = format!("🃏 {}", view.variant);
    let options: Vec<&str> =
        view.options.iter().map(String::as_str).filter(|o| !TableView::sets_goal(o)).collect();
    if !options.is_empty() {
        line.push_str(&format!(" ({})", options.join(", ")));
    }
    let goal = if view.is_short_game() {
        t(lang, T::RulesShort)
    } else {
        text(lang, T::RulesTarget, &[("target", view.target.into())])
    };
    line.push_str(&format!(" · {goal}"));
    if let Some(seconds) = view.turn_seconds {
        let timer = text(lang, T::RulesTimer, &[("time", turn_span(lang, seconds).into())]);
        line.push_str(&format!(" · ⏱ {timer}"));
    }
    line
}

/// `Game 12 · move 17`: the stamp every table and hand text ends with.
fn stamp_text(seq: Seq, lang: Lang) -> String {
    // Identifiers, not counts: shown as strings so no number formatting applies.
    text(lang, T::Stamp, &[("game", arg(seq.game.0)), ("move", arg(seq.moves))])
}

/// The stamp every table and hand text ends with: it names the game and its move number.
pub fn stamp(view: &TableView, lang: Lang) -> Option<String> {
    view.seq.map(|s| stamp_text(s, lang))
}

/// What the end of a match says (how it ended is in the table's last notice). `reader`: the
/// seat of the one person reading it (a private chat, a hand), who reads their own win, failed
/// claim, resignation or adjournment as "you"; `None` in a group.
pub fn end_text(end: &MatchEnd, view: &TableView, reader: Option<u8>, lang: Lang) -> String {
    let score = score_line(view, lang);
    match end {
        MatchEnd::Won { names, reason, by, .. } => {
            let names: Vec<String> = names.iter().map(|n| shown_name(n, lang)).collect();
            let read_by = view.reader(end, reader);
            let by = by.as_ref().map(|by| shown_name(&by.name, lang));
            // How it was won: a 0 : 0 win after a failed claim reads as a mistake without it.
            let line = bot_core::i18n::won_line(
                lang,
                *reason,
                &names.join(" & "),
                by.as_deref(),
                read_by,
                &score,
                bot_core::i18n::Sides::of(end, &view.scores),
            );
            format!("🏆 {line}")
        }
        MatchEnd::Drawn => format!("🤝 {}", bot_core::table::drawn_result(view, lang)),
        MatchEnd::Aborted { by, .. } => {
            format!("⏹ {}", text(lang, T::ResultAborted, &[("by", arg(shown_name(by, lang)))]))
        }
        MatchEnd::Adjourned => {
            let to_them = reader.is_some();
            format!("⏸ {}", bot_core::i18n::adjourned(lang, view.one_person(), to_them))
        }
    }
}

/// The reader of what a chat shows: in a private chat its one person (their seat), in a group
/// nobody in particular.
pub fn chat_reader(view: &TableView, group: bool) -> Option<u8> {
    view.one_persons_seat().map(|s| s.seat).filter(|_| !group)
}

/// The public table message: lobby, game in play, or result. `group`: shown in a group (a game
/// in the private chat needs no Join or My hand).
pub fn table(view: &TableView, news: Option<&str>, group: bool, lang: Lang) -> Content {
    let mut lines = vec![rules_line(view, lang)];
    let mut keyboard: Vec<Vec<InlineKeyboardButton>> = Vec::new();
    match view.phase {
        PhaseView::Lobby => {
            let seated: Vec<String> = view
                .seats
                .iter()
                .map(|s| {
                    // A private chat's one reader opened it: "(opened it)" would speak of them
                    // as of someone else.
                    if group && s.name == view.creator && !s.computer {
                        text(lang, T::LobbyOpener, &[("name", arg(&s.name))])
                    } else {
                        shown_name(&s.name, lang)
                    }
                })
                .collect();
            let seats = [
                ("seated", view.seats.len().into()),
                ("players", view.players.into()),
                ("names", arg(seated.join(", "))),
            ];
            lines.push(text(lang, T::LobbySeats, &seats));
            lines.extend(bot_core::table::lobby_teams(view, lang));
            // A full table invites nobody: Join would only be refused.
            let full = view.is_full();
            // In a private chat there is no Join (nobody else can sit down there), and its one
            // reader is told what to press, not who starts.
            let how = match (full, group) {
                (_, false) => T::LobbyHowPrivate,
                (true, true) => T::LobbyFull,
                (false, true) => T::LobbyHow,
            };
            let full_arg = arg(if full { "yes" } else { "no" });
            lines.push(text(lang, how, &[("name", arg(&view.creator)), ("full", full_arg)]));
            let mut row = Vec::new();
            if group && !full {
                row.push(button(&format!("✋ {}", t(lang, T::ButtonJoin)), Press::Join));
            }
            if !full {
                let label = format!("🤖 {}", t(lang, T::ButtonAddComputer));
                row.push(button(&label, Press::AddComputer));
            }
            row.push(button(&format!("▶ {}", t(lang, T::ButtonStart)), Press::Start));
            // One way to join: Join itself opens the private chat of someone who never opened
            // it (its answer carries the deep link), so a second "join via the private chat"
            // button would only leave a newcomer wondering which to press.
            keyboard.push(row);
        }
        PhaseView::Playing | PhaseView::Finished | PhaseView::Aborted | PhaseView::Adjourned => {
            if let Some(end) = &view.end {
                let said = end_text(end, view, chat_reader(view, group), lang);
                if group {
                    lines.push(said);
                } else {
                    // A private chat is told the end in a new message right under (it
                    // notifies its one reader): the table points there, not saying it twice.
                    let mark = said.split_whitespace().next().unwrap_or("🏁");
                    lines.push(format!("{mark} {}", t(lang, T::OverBelow)));
                }
            } else {
                let number = [("number", view.hand_number.into())];
                let left = [("count", view.stock.into())];
                lines.push(format!(
                    "{} · {}",
                    text(lang, T::LabelHandNumber, &number),
                    text(lang, T::LabelCardsLeft, &left)
                ));
            }
            lines.push(String::new());
            lines.push(format!("{}: {}", t(lang, T::LabelTable), cards(view.table)));
            if let Some(mv) = &view.last_move {
                lines.push(last_line(mv, lang));
            }
            // The match's last hand scored: where the cards that move left went.
            lines.extend(table_leftover_line(view, lang));
            lines.push(String::new());
            for seat in &view.seats {
                // While everyone is away nobody is to play: the game waits.
                let moving = view.to_move == Some(seat.seat) && !view.nobody_home();
                let marker = if moving { "▶" } else { "  " };
                // The computer plays for them only in a match going on, and not while everyone
                // is away (then the game waits).
                let computer_plays = view.phase == PhaseView::Playing && !view.nobody_home();
                let away = match (seat.away, computer_plays) {
                    (false, _) => String::new(),
                    (true, true) => format!(" ({})", t(lang, T::SeatAway)),
                    (true, false) => format!(" ({})", t(lang, T::SeatAwayWaiting)),
                };
                let args =
                    [("name", arg(shown_name(&seat.name, lang))), ("count", seat.cards.into())];
                lines.push(format!("{marker} {}{away}", text(lang, T::Seat, &args)));
            }
            // Seats are listed one by one: partners, who is with whom while it runs (the
            // lobby said it, and computers may have filled seats at the start).
            let sides = side_names(view, lang);
            if let (true, None, [first, second]) = (view.partnerships, &view.end, &sides[..]) {
                let args = [("first", arg(first)), ("second", arg(second))];
                lines.push(format!("👥 {}", text(lang, T::Teams, &args)));
            }
            // A one-hand game has no match score beside the hand's: "Score: 0 · 0" all along
            // would read as points not counted.
            if !view.is_short_game() {
                lines.push(text(lang, T::Score, &[("score", arg(score_line(view, lang)))]));
            }
            // A game stopped or adjourned mid-hand keeps where that hand stood: its points
            // are in no score, and the players saw them a moment before.
            let unfinished = matches!(view.phase, PhaseView::Aborted | PhaseView::Adjourned);
            if view.end.is_none() || unfinished {
                let hand: Vec<String> = side_names(view, lang)
                    .iter()
                    .enumerate()
                    .map(|(s, n)| {
                        let captured = view.captured.get(s).copied().unwrap_or(0);
                        let points = view.hand_points.get(s).copied().unwrap_or(0);
                        let tablas = view.tablas.get(s).copied().unwrap_or(0);
                        let args = [
                            ("name", arg(n)),
                            ("cards", captured.into()),
                            ("points", points.into()),
                        ];
                        let side = text(lang, T::ThisHandSide, &args);
                        if tablas > 0 {
                            // In brackets: the points include them ("10 points, 1 tabla" reads
                            // as 11).
                            let tablas = text(lang, T::ThisHandTablas, &[("count", tablas.into())]);
                            format!("{side} ({tablas})")
                        } else {
                            side
                        }
                    })
                    .collect();
                lines.push(text(lang, T::ThisHand, &[("sides", arg(hand.join(" · ")))]));
                lines.extend(late_tablas_line(view, lang).map(|line| format!("ℹ️ {line}")));
                lines.extend(tie_break_line(view, lang).map(|line| format!("ℹ️ {line}")));
            }
            match (view.phase, view.seq) {
                (PhaseView::Playing, Some(seq)) => {
                    let mut row = Vec::new();
                    if group {
                        let label = format!("🃏 {}", t(lang, T::ButtonMyHand));
                        row.push(button(&label, Press::MyHand(seq.game)));
                    }
                    // Someone the computer plays for takes their seat back with one press (in
                    // a private chat, from their hand right under the table).
                    if group && view.seats.iter().any(|s| s.away) {
                        let label = format!("🙋 {}", t(lang, T::ButtonBack));
                        row.push(button(&label, Press::Return(seq.game)));
                    }
                    if !row.is_empty() {
                        keyboard.push(row);
                    }
                }
                // A game played to a result (a stopped or adjourned one offers none, as its
                // end says no "/rematch" either and Discord's table shows none).
                (PhaseView::Finished, Some(seq)) => {
                    let label = format!("🔁 {}", t(lang, T::ButtonRematch));
                    keyboard.push(vec![button(&label, Press::Rematch(seq))]);
                }
                _ => {}
            }
        }
    }
    if let Some(news) = news {
        lines.push(format!("ℹ️ {news}"));
    }
    if let Some(stamp) = stamp(view, lang) {
        lines.push(stamp);
    }
    Content::new(lines.join("\n"), InlineKeyboardMarkup::new(keyboard))
}

/// `Last: Ana played 9♣ and took A♠ 8♠ — tabla`: a move as the table and hands show it.
pub fn last_line(mv: &MoveView, lang: Lang) -> String {
    last_line_as(mv, T::Last, lang)
}

/// A move with the label `said` (`tg-last` or `tg-hand-last`).
fn last_line_as(mv: &MoveView, said: T, lang: Lang) -> String {
    text(lang, said, &[("move", arg(move_words(mv, lang)))])
}

/// A move in words, without a label: `Ana played 9♣ and took A♠ 8♠ — tabla`.
fn move_words(mv: &MoveView, lang: Lang) -> String {
    let what = if mv.take.is_empty() {
        let args = [("name", arg(shown_name(&mv.name, lang))), ("card", arg(mv.card))];
        text(lang, T::LastTrail, &args)
    } else {
        let args = [
            ("name", arg(shown_name(&mv.name, lang))),
            ("card", arg(mv.card)),
            ("take", arg(mv.take)),
        ];
        text(lang, T::LastCapture, &args)
    };
    let extra = if mv.tabla {
        format!(" — {}", tabla_label(lang, mv.tabla_points))
    } else if mv.sweep {
        format!(" — {}", t(lang, T::LastSweep))
    } else {
        String::new()
    };
    let by =
        if mv.by_computer { format!(" ({})", t(lang, T::LastByComputer)) } else { String::new() };
    format!("{what}{extra}{by}")
}

/// The table of a lobby that closed (everyone left, or it was stopped).
pub fn closed_lobby(news: &str, lang: Lang) -> Content {
    let (closed, again) = (t(lang, T::Closed), t(lang, T::ClosedNew));
    Content::text(format!("🃏 {closed}\nℹ️ {news}\n{again}"))
}

/// The new message telling a chat that its game `game` was set aside (an edit would notify
/// nobody); `advise`: with how to start another (not when one was just opened).
pub fn set_aside_notice(game: &str, lang: Lang, advise: bool) -> Content {
    let mut said = format!("⚠️ {}", text(lang, T::SetAside, &[("game", arg(game))]));
    if advise {
        said = format!("{said} {}", t(lang, T::ClosedNew));
    }
    Content::text(said)
}

/// The table message of game `game`, set aside at start: what became of it, without buttons.
pub fn table_set_aside(game: &str, lang: Lang, advise: bool) -> Content {
    let said = text(lang, T::SetAsideTable, &[("game", arg(game))]);
    match advise {
        true => Content::text(format!("🃏 {said}\n{}", t(lang, T::ClosedNew))),
        false => Content::text(format!("🃏 {said}")),
    }
}

/// A player's hand message of game `game` (played in `place`), set aside at start: its cards
/// are gone with its buttons.
pub fn hand_set_aside(place: &Place, game: &str, lang: Lang) -> Content {
    let [where_, title] = place.args();
    Content::text(format!(
        "🃏 {}",
        text(lang, T::HandSetAside, &[where_, title, ("game", arg(game))])
    ))
}

/// What a hand message shows besides the cards: a card chosen, or a claim to confirm.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Choice {
    /// The chosen card and the page of its captures.
    pub card: Option<(Card, u16)>,
    /// A claim below the target asks first: the side's total and the target.
    pub claim: Option<(u32, u16)>,
}

/// What a hand message shows besides the hand: where the game is, who is to move, the
/// hand's number, the last move.
#[derive(Clone, Copy, Debug, Default)]
pub struct Scene<'a> {
    /// Where the game is played.
    pub place: Option<&'a Place>,
    /// The name of the seat to move.
    pub to_move: Option<&'a str>,
    /// The hand's number in the match.
    pub hand_number: Option<u32>,
    /// The last move at the table.
    pub last: Option<&'a MoveView>,
    /// With three or four at the table: the moves since the reader's last card, in order (or
    /// since the start when they have played none: the view's `first_card`). Said on their turn instead
    /// of `last`, which would leave out all but one of them; empty: `last` alone.
    pub since: &'a [PlayedMove],
    /// Who started the rematch this game is, said to the others on their first hand: else
    /// new cards come with no word of why.
    pub rematch_by: Option<&'a str>,
    /// The reader's own move (or the computer's for them) that this drawing follows: under the
    /// cards it left on a record;
    /// on their turn (it brought the turn back: the hand it ended, theirs to open next) above
    /// their new cards.
    pub played: Option<&'a MoveView>,
    /// The hand that was scored since the reader's cards were last drawn (the match going
    /// on): said, with what each side scored, above the next hand's cards, which otherwise
    /// change without a word.
    pub hand_ended: Option<&'a HandOverView>,
    /// New cards were dealt within the hand since the reader's cards were last drawn: said
    /// above them, so that a move of the last card does not sit under six new ones.
    pub dealt: bool,
    /// The reader is away: the computer plays for them until they come back.
    pub away: bool,
    /// Everyone at the table is away: the game waits.
    pub nobody_home: bool,
    /// The reader is the table's one person (the rest are computers): "everyone" is them.
    pub one_person: bool,
    /// A private game's call back, right under the hand, tells the reader they are away,
    /// with the deadline and the way back: the hand says neither a second time.
    pub called_below: bool,
    /// A record drawn for the last time, a newer message replacing it: it offers nothing (no
    /// button, no claim: the newer message offers it, with the total as it is then).
    pub retired: bool,
    /// The late-tablas rule as it stands at the table (from the seventh hand on), for a hand
    /// read away from it: a tabla made now does not score as the earlier ones did.
    pub late_tablas: Option<&'a str>,
}

/// What goes under the hand's title: the reader's partner, and who started the rematch.
fn head_lines(view: &HandView, scene: &Scene<'_>, lang: Lang) -> Vec<String> {
    let rematch = scene.rematch_by.map(|name| {
        let said = text(lang, T::HandRematchBy, &[("name", arg(shown_name(name, lang)))]);
        format!("🔁 {said}")
    });
    bot_core::table::partner_line(view, lang).into_iter().chain(rematch).collect()
}

/// The moves since the reader's last card, each on its line, with the hand's scoring or a
/// deal after the move that brought it, under what came before them (the reader's own move,
/// what the computer played for them); `None` when there is no list (`scene.last` says the
/// one move).
fn since_lines(view: &HandView, scene: &Scene<'_>, lang: Lang) -> Option<Vec<String>> {
    let since: Vec<&PlayedMove> = scene.since.iter().filter(|s| s.mv.seat != view.seat).collect();
    if since.is_empty() {
        return None;
    }
    // A hand scored or a deal goes after the move that brought it, as the reader's cards
    // changed there; when none of these moves did, before them all (the reader's own card did).
    let ended_here = since.iter().any(|s| s.ended.is_some());
    let dealt_here = since.iter().any(|s| s.mv.dealt);
    let before = Scene { hand_ended: scene.hand_ended.filter(|_| !ended_here), ..*scene };
    let dealt = scene.dealt && !dealt_here && before.hand_ended.is_none();
    let mut lines = news_lines_with(view, &before, dealt, lang);
    let one = since.len() == 1;
    if !one {
        lines.push(bot_core::table::moves_since_heading(view, lang));
    }
    for s in since {
        lines.push(if one {
            last_line(&s.mv, lang)
        } else {
            format!("• {}", move_words(&s.mv, lang))
        });
        if let Some(over) = &s.ended {
            lines.push(scored_line(over, lang));
        } else if s.mv.dealt {
            lines.push(dealt_line(lang));
        }
    }
    Some(lines)
}

/// `💤 You are away: …`, when the reader is.
fn away_line(scene: &Scene<'_>, lang: Lang) -> Option<String> {
    let said = || bot_core::i18n::you_are_away(lang, scene.nobody_home, scene.one_person);
    (scene.away && !scene.called_below).then(|| format!("💤 {}", said()))
}

/// The reader's own move, as their hand message confirms it, or the computer's for them (their
/// time ran out, or they are away): their card is gone either way, and they should read which.
fn played_line(mv: &MoveView, why: Option<StandIn>, lang: Lang) -> String {
    // A card the computer played for them says why: their time ran out (warned before the
    // lapse that makes them away), or they are away.
    let told = mv.by_computer.then(|| StoodInTold::of(why));
    let (mark, trailed, took, warn) = match told {
        None => ("✅", T::YouTrailed, T::YouTook, None),
        Some(StoodInTold::LapseAgain) => ("⏱", T::LapseAgainTrailed, T::LapseAgainTook, None),
        Some(StoodInTold::Lapse(warning)) => {
            let warning = warning.map(|w| match w {
                LapseWarning::ComputerPlays => T::LapseWarning,
                LapseWarning::GameWaits => T::LapseWarningAlone,
            });
            ("⏱", T::LapseTrailed, T::LapseTook, warning)
        }
        Some(StoodInTold::ForYou) => ("🤖", T::ForYouTrailed, T::ForYouTook, None),
    };
    let warning = warn.map(|w| format!(" {}", t(lang, w))).unwrap_or_default();
    let said = if mv.take.is_empty() {
        text(lang, trailed, &[("card", arg(mv.card))])
    } else {
        text(lang, took, &[("card", arg(mv.card)), ("take", arg(mv.take))])
    };
    if mv.tabla {
        // "… took 4♣ K♠ — Tabla!", not "… K♠. — Tabla!".
        let said = said.strip_suffix('.').unwrap_or(&said);
        format!("{mark} {said} — {}{warning}", tabla_label(lang, mv.tabla_points))
    } else {
        format!("{mark} {said}{warning}")
    }
}

/// What came before the cards: what the computer played for the reader while they were
/// away, the reader's own move, then the hand that ended meanwhile (else their move would sit
/// above a table and cards it has nothing to do with).
fn news_lines(view: &HandView, scene: &Scene<'_>, lang: Lang) -> Vec<String> {
    news_lines_with(view, scene, scene.dealt, lang)
}

/// [`news_lines`], the deal said or left for the caller to say after the move that made it.
fn news_lines_with(view: &HandView, scene: &Scene<'_>, dealt: bool, lang: Lang) -> Vec<String> {
    let away = view.played_for_you.map(|p| format!("🤖 {}", played_for_you_line(&p, lang)));
    // Their own move as this drawing knows it; a card the computer played for them as the
    // core keeps it, until they act (none while the summary counts it already).
    let own = scene.played.filter(|mv| !mv.by_computer);
    let played =
        own.map(|mv| (mv, None)).or(view.stood_in_move.as_ref().map(|mv| (mv, view.stood_in_why)));
    let mut lines: Vec<String> = away.into_iter().collect();
    lines.extend(played.map(|(mv, why)| played_line(mv, why, lang)));
    if let Some(over) = scene.hand_ended {
        lines.push(scored_line(over, lang));
    } else if dealt {
        lines.push(dealt_line(lang));
    }
    lines
}

/// `📋 Hand 2 is over: Ana +14 → 31 · Bob +8 → 17`, as a player's own chat says a scored hand.
fn scored_line(over: &HandOverView, lang: Lang) -> String {
    let number = ("number", over.result.number.into());
    let sides = arg(hand_scored_sides(over, lang));
    let scored = format!("📋 {}", text(lang, T::HandOverScored, &[number, ("sides", sides)]));
    // In the player's own chat too: their claim button goes with no other word of why.
    match level_at_target_line(over, lang) {
        Some(level) => format!("{scored}\nℹ️ {level}"),
        None => scored,
    }
}

fn dealt_line(lang: Lang) -> String {
    format!("🂠 {}", t(lang, T::Dealt))
}

fn hand_head(scene: &Scene<'_>, lang: Lang) -> String {
    let hand_no = scene
        .hand_number
        .map(|n| format!(" · {}", text(lang, T::LabelHandNumber, &[("number", n.into())])))
        .unwrap_or_default();
    let place = scene.place.cloned().unwrap_or(Place::Group(None));
    format!("🃏 {}{hand_no}", text(lang, T::HandTitle, &place.args()))
}

/// A player's hand message when it is not their turn: their cards as a plain record, no
/// buttons (a new message comes on their turn).
pub fn hand_record(view: &HandView, scene: &Scene<'_>, lang: Lang) -> Content {
    let mut lines = vec![hand_head(scene, lang)];
    lines.extend(head_lines(view, scene, lang));
    let mut cards_lines = Vec::new();
    // New cards, and someone else to play first: the table they will play to, as a turn
    // shows it (planning starts with the table, which is otherwise in the group alone).
    if scene.hand_ended.is_some() || scene.dealt || view.seq.moves == 0 {
        cards_lines.push(format!("{}: {}", t(lang, T::LabelTable), cards(view.table)));
    }
    cards_lines.push(format!("{}: {}", t(lang, T::LabelYourHand), cards(view.hand)));
    // What came before goes under the cards it left, or above new cards.
    if scene.hand_ended.is_some() || scene.dealt {
        lines.extend(news_lines(view, scene, lang));
        lines.extend(cards_lines);
    } else {
        lines.extend(cards_lines);
        lines.extend(news_lines(view, scene, lang));
    }
    // Nobody home: the game waits, and nobody is to play.
    if let Some(name) = scene.to_move.filter(|_| !scene.nobody_home) {
        let name = arg(shown_name(name, lang));
        lines.push(format!("⏳ {}", text(lang, T::LabelToPlay, &[("name", name)])));
    }
    lines.extend(away_line(scene, lang));
    let mut keyboard = Vec::new();
    // Where the reader is told they are away, the way back is at hand.
    if scene.away && !scene.called_below && !scene.retired {
        let label = format!("🙋 {}", t(lang, T::ButtonBack));
        keyboard.push(vec![button(&label, Press::ReturnFromHand(view.seq.game))]);
    }
    // The claim total on a record only when a claim would win: then it may be made at once,
    // whoever's turn it is (the turn's message shows it every time).
    if view.claim_wins() && !scene.retired {
        lines.push(claim_total_line(view, lang));
        {
            let label = format!("🏆 {} ({})", t(lang, T::ButtonClaim), view.claim_total);
            keyboard.push(vec![button(&label, Press::Claim(view.seq))]);
        }
    }
    lines.push(stamp_text(view.seq, lang));
    Content::new(lines.join("\n"), InlineKeyboardMarkup::new(keyboard))
}

/// The side's claim total with the target, so a player sees how far they are from it; how to
/// claim only once a claim would win (below the target it loses).
fn claim_total_line(view: &HandView, lang: Lang) -> String {
    // "102 of 101" reads as a slip once the target is passed.
    let reached = if view.claim_total >= u32::from(view.target) { "yes" } else { "no" };
    let partners = if view.partners { "yes" } else { "no" };
    let args = [
        ("total", view.claim_total.into()),
        ("target", view.target.into()),
        ("reached", reached.into()),
        ("partners", partners.into()),
    ];
    text(lang, T::HandClaimTotal, &args)
}

/// An older hand message, once a newer one has replaced it (after a restart).
pub fn hand_superseded(lang: Lang) -> Content {
    Content::text(format!("🃏 {}", t(lang, T::HandSuperseded)))
}

/// The group's word to the person to move (a group setting): their name as a mention, and
/// the button that shows their cards.
/// `seconds`: the time a turn has, when timed (the mention may be all a player sees).
pub fn mention(
    name: &str,
    user: UserId,
    game: bot_core::ids::MatchId,
    seconds: Option<u64>,
    lang: Lang,
) -> Content {
    let shown = shown_name(name, lang);
    let said = match seconds {
        Some(seconds) => {
            let args = [("name", arg(&shown)), ("time", turn_span(lang, seconds).into())];
            text(lang, T::MentionTurnTimed, &args)
        }
        None => text(lang, T::MentionTurn, &[("name", arg(&shown))]),
    };
    let label = format!("🃏 {}", t(lang, T::ButtonMyHand));
    let keyboard = InlineKeyboardMarkup::new(vec![vec![button(&label, Press::MyHand(game))]]);
    let mut content = Content::new(format!("🔔 {said}"), keyboard);
    if let Some(at) = content.text.find(&shown) {
        link_person(&mut content, at, &shown, user.0);
    }
    content
}

/// Makes `shown`, at byte `at` of the content's text, a link to the person `user` (none for
/// id 0).
fn link_person(content: &mut Content, at: usize, shown: &str, user: u64) {
    // The link Telegram's clients open as the person (`tg://user?id=…`, without the slash
    // teloxide's own helper puts before the query).
    let link = url::Url::parse(&format!("tg://user?id={user}"));
    if let (Ok(link), 1..) = (link, user) {
        // Telegram counts offsets in UTF-16 code units.
        let offset = content.text[..at].encode_utf16().count();
        let length = shown.encode_utf16().count();
        content.entities.push(MessageEntity::text_link(link, offset, length));
    }
}

/// Everyone at the table is away: `said` (the notice) after each person's name, each a link
/// to them, and the button that takes a seat back.
pub fn call_back(
    people: &[(bot_core::ids::UserRef, String)],
    said: &str,
    game: bot_core::ids::MatchId,
    group: bool,
    lang: Lang,
) -> Content {
    let label = format!("🙋 {}", t(lang, T::ButtonBack));
    let keyboard = InlineKeyboardMarkup::new(vec![vec![button(&label, Press::Return(game))]]);
    let mut content = Content::new(String::from("🔔 "), keyboard);
    if !group {
        // A private chat's one person: named, it would read as a group's message sent here.
        content.text.push_str(said);
        return content;
    }
    for (i, (user, name)) in people.iter().enumerate() {
        if i > 0 {
            content.text.push_str(", ");
        }
        let shown = shown_name(name, lang);
        let at = content.text.len();
        content.text.push_str(&shown);
        link_person(&mut content, at, &shown, user.id.parse().unwrap_or(0));
    }
    // Spoken to them, as a turn's mention is.
    content.text.push_str(&format!(", {}", bot_core::i18n::after_address(said)));
    content
}

/// A player's private hand on their turn: their cards as buttons, then the chosen card's
/// captures.
pub fn hand(view: &HandView, choice: Choice, scene: &Scene<'_>, lang: Lang) -> Content {
    let seq = view.seq;
    let mut lines = vec![hand_head(scene, lang)];
    lines.extend(head_lines(view, scene, lang));
    let mut keyboard: Vec<Vec<InlineKeyboardButton>> = Vec::new();
    if view.your_turn {
        if let Some(since) = since_lines(view, scene, lang) {
            lines.extend(since);
        } else {
            let last = scene.last.filter(|mv| mv.seat != view.seat);
            // A deal that another's move made comes after that move.
            let dealt_after =
                scene.hand_ended.is_none() && scene.dealt && last.is_some_and(|m| m.dealt);
            lines.extend(news_lines_with(view, scene, scene.dealt && !dealt_after, lang));
            if let Some(mv) = last {
                lines.push(last_line(mv, lang));
            }
            if dealt_after {
                lines.push(dealt_line(lang));
            }
        }
        lines.push(format!("{}: {}", t(lang, T::LabelTable), cards(view.table)));
        lines.extend(scene.late_tablas.map(|line| format!("ℹ️ {line}")));
    }
    lines.push(format!("{}: {}", t(lang, T::LabelYourHand), cards(view.hand)));
    lines.extend(away_line(scene, lang));
    let options = |card: Card| view.captures_of(card);
    let may_trail = |card: Card| view.may_trail_with(card);
    let card = choice.card.filter(|(c, _)| view.your_turn && view.hand.contains(*c));
    match (card, choice.claim.filter(|_| view.can_claim)) {
        (_, Some((total, target))) => {
            lines.push(format!("❓ {}", claim_question(lang, total, target, view.partners)));
            let anyway = format!("🏆 {}", t(lang, T::ButtonClaimAnyway));
            keyboard.push(vec![button(&anyway, Press::ClaimSure(seq))]);
            keyboard.push(vec![button("« 🃏", Press::Back(seq))]);
        }
        (Some((card, page)), None) => {
            let all = options(card);
            let pages = all.len().div_ceil(CHOICES_PER_PAGE).max(1);
            let page = usize::from(page).min(pages - 1);
            let paging = if pages > 1 {
                let args = [("page", (page + 1).into()), ("pages", pages.into())];
                format!(" ({})", text(lang, T::HandPage, &args))
            } else {
                String::new()
            };
            let choose = text(lang, T::HandChoose, &[("card", arg(card))]);
            lines.push(format!("▶ {choose}{paging}"));
            for (i, take) in
                all.iter().enumerate().skip(page * CHOICES_PER_PAGE).take(CHOICES_PER_PAGE)
            {
                let i = u16::try_from(i).unwrap_or(u16::MAX);
                keyboard.push(vec![button(&format!("⤵ {take}"), Press::Take(seq, card, i))]);
            }
            if pages > 1 {
                let mut nav = Vec::new();
                if page > 0 {
                    nav.push(button("◀", Press::Page(seq, card, page_no(page - 1))));
                }
                if page + 1 < pages {
                    nav.push(button("▶", Press::Page(seq, card, page_no(page + 1))));
                }
                keyboard.push(nav);
            }
            if may_trail(card) {
                let label = format!("{card} ➜ {}", t(lang, T::ButtonTrail));
                keyboard.push(vec![button(&label, Press::Trail(seq, card))]);
            }
            keyboard.push(vec![button("« 🃏", Press::Back(seq))]);
        }
        (None, None) => {
            if view.your_turn {
                // No live clock here: the time a turn has, said where the reader acts (the
                // table, where a group game says it, may be in another chat).
                let said = match view.turn_seconds {
                    Some(seconds) => {
                        let time = turn_span(lang, seconds);
                        text(lang, T::HandYourTurnTimed, &[("time", time.into())])
                    }
                    None => t(lang, T::HandYourTurn),
                };
                lines.push(format!("▶ {said}"));
            } else if let Some(name) = scene.to_move {
                let name = arg(shown_name(name, lang));
                lines.push(format!("⏳ {}", text(lang, T::LabelToPlay, &[("name", name)])));
            }
            let buttons: Vec<InlineKeyboardButton> =
                view.hand.iter().map(|c| button(&c.to_string(), Press::Card(seq, c))).collect();
            keyboard.extend(buttons.chunks(CARDS_PER_ROW).map(<[_]>::to_vec));
            if view.can_redeal {
                let label = format!("🔄 {}", t(lang, T::ButtonRedeal));
                // A once-only choice that cannot be undone: said, not only offered.
                let hint = say(lang, Txt::HandRedealHint, &[("button", arg(&label))]);
                lines.push(hint);
                keyboard.push(vec![button(&label, Press::Redeal(seq))]);
            }
            // No button for a claim that would lose (`/claim` still asks first).
            if view.claim_wins() {
                let label = format!("🏆 {} ({})", t(lang, T::ButtonClaim), view.claim_total);
                keyboard.push(vec![button(&label, Press::Claim(seq))]);
            }
        }
    }
    if view.can_claim {
        lines.push(claim_total_line(view, lang));
    }
    lines.push(stamp_text(seq, lang));
    Content::new(lines.join("\n"), InlineKeyboardMarkup::new(keyboard))
}

fn page_no(page: usize) -> u16 {
    u16::try_from(page).unwrap_or(u16::MAX)
}

/// The question before a claim typed below the target, sent to the player's private chat,
/// with the button that claims anyway.
pub fn claim_message(total: u32, target: u16, partners: bool, seq: Seq, lang: Lang) -> Content {
    let asked = claim_question(lang, total, target, partners);
    let said = format!("{QUESTION_MARK} {asked}\n{}", stamp_text(seq, lang));
    let anyway = format!("🏆 {}", t(lang, T::ButtonClaimAnyway));
    Content::new(
        said,
        InlineKeyboardMarkup::new(vec![vec![button(&anyway, Press::ClaimSure(seq))]]),
    )
}

/// How a claim question's message begins (a hand's begins with its title).
pub const QUESTION_MARK: &str = "❓";

/// A message as it was, without its buttons (a question no longer to be answered).
pub fn without_buttons(content: &Content) -> Content {
    Content { keyboard: InlineKeyboardMarkup::default(), ..content.clone() }
}

/// A hand message once its match has ended, with the reader's own last move when it came in
/// the moves that ended it (the hand's last drawing, which said it, may never have been sent).
pub fn hand_finished(
    place: &Place,
    result: Option<&str>,
    played: Option<&MoveView>,
    last_hand: Option<&HandOverView>,
    lang: Lang,
) -> Content {
    let over = format!("🃏 {}", text(lang, T::MatchOver, &place.args()));
    let played = played.map(|mv| played_line(mv, None, lang));
    // The last hand's scoring, as each hand before it was said here: else the jump to the
    // final score would be explained only where the game is.
    let last_hand = last_hand.map(|over| scored_line(over, lang));
    let result = result.map(str::to_string);
    let lines: Vec<String> =
        [Some(over), played, last_hand, result].into_iter().flatten().collect();
    Content::text(lines.join("\n"))
}

/// The scoring of a hand, posted as a new message: the move that ended it (the next hand's
/// table no longer shows it), a line per side, then who took the cards left on the table
/// (when any were left).
pub fn hand_over(view: &HandOverView, game: Option<i64>, lang: Lang) -> String {
    let number: (&str, FluentValue<'_>) = ("number", view.result.number.into());
    let title = match game {
        Some(g) => text(lang, T::HandOverGame, &[number, ("game", arg(g))]),
        None => text(lang, T::HandOver, &[number]),
    };
    let mut lines = vec![format!("📋 {title}")];
    // Named as the hand's: in a busy group it can arrive under the next hand's first moves.
    lines.extend(view.last_move.as_ref().map(|mv| last_line_as(mv, T::HandLast, lang)));
    for (s, names) in view.sides.iter().enumerate() {
        let (parts, hand, match_total) = view.side_score(s);
        let parts: Vec<String> = parts
            .into_iter()
            .map(|part| match part {
                ScorePart::Cards(n) => text(lang, T::ScoreCards, &[("count", n.into())]),
                ScorePart::CardPoints(n) => text(lang, T::ScoreCardPoints, &[("count", n.into())]),
                ScorePart::MostCards(n) => text(lang, T::ScoreMostCards, &[("points", n.into())]),
                ScorePart::LastCapture(n) => {
                    text(lang, T::ScoreLastCapture, &[("points", n.into())])
                }
                ScorePart::Tablas { count, points } => text(
                    lang,
                    T::ScoreTablas,
                    &[("count", count.into()), ("points", points.into())],
                ),
            })
            .collect();
        let total =
            text(lang, T::ScoreTotal, &[("hand", hand.into()), ("total", match_total.into())]);
        let names: Vec<String> = names.iter().map(|n| shown_name(n, lang)).collect();
        lines.push(format!("{}: {} {total}", names.join(" & "), parts.join(" · ")));
    }
    // The cards left on the table are in one side's count: say whose, or the jump puzzles.
    lines.extend(leftover_line(view, lang));
    // A tie on cards gives the most-cards points to nobody: the hand adds up short of them.
    lines.extend(most_cards_tied_line(view, lang));
    lines.extend(level_at_target_line(view, lang));
    lines.join("\n")
}

/// A leaderboard: its title, rows and footer, and the buttons that switch to another board,
/// span of time, or rivals (for whoever presses), the current choice of each marked.
pub fn standings(board: &Standings, lang: Lang) -> Content {
    let mut lines = vec![format!("🏅 {}", board.title(lang))];
    lines.extend(board.rows(lang));
    lines.push(format!("ℹ️ {}", board.footer(lang)));
    let now = BoardAsk {
        board: board.board,
        period: board.period,
        rivals: board.rivals,
        here: board.here,
    };
    let choice = |label: String, chosen: bool, ask: BoardAsk| {
        let label = if chosen { format!("✅ {label}") } else { label };
        button(&label, Press::Board(ask))
    };
    let boards = [(Board::Points, T::BoardPoints), (Board::Strength, T::BoardStrength)]
        .map(|(b, label)| choice(t(lang, label), now.board == b, BoardAsk { board: b, ..now }));
    let period = |p: PeriodChoice| {
        choice(capitalized(&p.name(lang)), now.period == p, BoardAsk { period: p, ..now })
    };
    let who = [(false, T::BoardEveryone), (true, T::BoardRivals)]
        .map(|(r, label)| choice(t(lang, label), now.rivals == r, BoardAsk { rivals: r, ..now }));
    let keyboard = vec![
        boards.to_vec(),
        // Each span beside the one before it; rows of two stay readable on a phone.
        vec![period(PeriodChoice::Month), period(PeriodChoice::LastMonth)],
        vec![period(PeriodChoice::Season), period(PeriodChoice::LastSeason)],
        vec![period(PeriodChoice::AllTime)],
        who.to_vec(),
    ];
    Content::new(lines.join("\n"), InlineKeyboardMarkup::new(keyboard))
}

/// `this month` as a button's label: `This month`.
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn button(label: &str, press: Press) -> InlineKeyboardButton {
    InlineKeyboardButton::callback(label.to_string(), press.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use bot_core::ids::{MatchId, Platform};
    use teloxide::types::InlineKeyboardButtonKind;

    /// What a pressed message shows is compared as Telegram compares an edit: text, keyboard
    /// and the formatting the bot gave, not what Telegram found in the text by itself.
    #[test]
    fn a_message_shown_counts_its_formatting_but_not_what_the_text_itself_holds() {
        let keyboard = InlineKeyboardMarkup::new(vec![vec![button("Snaga", Press::Join)]]);
        let message = |entities: serde_json::Value| -> Message {
            serde_json::from_value(serde_json::json!({
                "message_id": 9, "date": 1_763_700_000,
                "chat": { "id": -5, "type": "group", "title": "Karte" },
                "from": { "id": 1, "is_bot": true, "first_name": "Tablić" },
                "text": "🏅 Ljestvica · /standings",
                "entities": entities,
                "reply_markup": keyboard,
            }))
            .unwrap()
        };
        let drawn = Content::new("🏅 Ljestvica · /standings", keyboard.clone());
        let command = serde_json::json!([{ "type": "bot_command", "offset": 15, "length": 10 }]);
        assert_eq!(shown(&message(command)), Some(drawn.clone()), "the command is the text's");
        let bold = serde_json::json!([{ "type": "bold", "offset": 0, "length": 2 }]);
        let formatted = shown(&message(bold)).unwrap();
        assert_eq!(formatted.entities.len(), 1);
        assert_ne!(formatted, drawn, "shown bold, drawn plain: an edit changes it");
    }

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    fn set(cards: &[&str]) -> CardSet {
        let mut out = CardSet::EMPTY;
        for c in cards {
            out.insert(card(c));
        }
        out
    }

    /// Ana's own move (seat 0) of `played`, taking `take`: no tabla, sweep or deal.
    fn own_move(played: &str, take: &[&str]) -> MoveView {
        MoveView {
            seat: 0,
            name: "Ana".into(),
            card: card(played),
            take: set(take),
            tabla: false,
            tabla_points: 0,
            sweep: false,
            by_computer: false,
            dealt: false,
        }
    }

    fn view(options: usize) -> HandView {
        let nine = card("9C");
        let takes: Vec<CardSet> = (0..options).map(|_| set(&["3H", "6D"])).collect();
        HandView {
            channel: bot_core::ids::ChannelKey::new(Platform::Telegram, "-5", "main"),
            seat: 0,
            hand: set(&["9C", "KD"]),
            table: set(&["3H", "6D"]),
            your_turn: true,
            legal: vec![(nine, takes), (card("KD"), vec![])],
            partial: vec![],
            may_trail: vec![(nine, true), (card("KD"), true)],
            can_redeal: false,
            can_claim: false,
            claim_total: 0,
            partners: false,
            partner_names: Vec::new(),
            target: 101,
            seq: Seq { game: MatchId(3), moves: 7 },
            played_for_you: None,
            stood_in_move: None,
            stood_in_why: None,
            turn_seconds: None,
            turn_deadline: None,
            since: Vec::new(),
            first_card: false,
            rematch_by: None,
        }
    }

    fn data(content: &Content) -> Vec<String> {
        content
            .keyboard
            .inline_keyboard
            .iter()
            .flatten()
            .filter_map(|b| match &b.kind {
                InlineKeyboardButtonKind::CallbackData(d) => Some(d.clone()),
                _ => None,
            })
            .collect()
    }

    /// The header says the target once: after the options when one of them is the target, not
    /// at all for a short game.
    #[test]
    fn the_header_says_the_target_once() {
        use bot_core::rules::{RuleSet, Variant};
        use bot_core::session::{Actor, Session};
        // The header of a real lobby's view, opened with these options.
        let header = |options: &[&str]| {
            let channel = bot_core::ids::ChannelKey::new(Platform::Telegram, "-5", "main");
            let user = bot_core::ids::UserRef::new(Platform::Telegram, "7");
            let ana = Actor { user, name: "Ana".into(), is_admin: false };
            let rules = RuleSet::build(Variant::Tablic, options.iter().copied()).unwrap();
            rules_line(&Session::lobby(channel, &ana, rules, None).table_view(), Lang::En)
        };
        let plain = header(&[]);
        assert!(plain.contains("101") && !plain.contains('('), "{plain}");
        let typed = header(&["target=51"]);
        assert_eq!(typed, "🃏 tablic · to 51");
        assert_eq!(header(&["short=yes"]), "🃏 tablic · one-hand game");
        assert_eq!(header(&["short=no", "forced=yes"]), "🃏 tablic (forced=yes) · to 101");
    }

    /// An away reader's record offers the way back; while nobody is home it says nobody is to
    /// play (the game waits), only that it waits; for the table's one person, that it waits
    /// for them.
    #[test]
    fn an_away_record_has_its_way_back_and_no_one_to_play_while_nobody_is_home() {
        let hand = HandView { your_turn: false, ..view(0) };
        let place = Place::Group(Some("Friday".into()));
        let scene = Scene { place: Some(&place), to_move: Some("Computer"), ..Scene::default() };
        let present = hand_record(&hand, &scene, Lang::En);
        assert!(present.text.contains("⏳ Computer"), "{}", present.text);
        assert!(data(&present).is_empty(), "{:?}", data(&present));
        let away = hand_record(&hand, &Scene { away: true, ..scene }, Lang::En);
        assert!(away.text.contains("⏳ Computer") && away.text.contains("💤"), "{}", away.text);
        assert_eq!(data(&away), ["h:3"]);
        let waiting = Scene { away: true, nobody_home: true, ..scene };
        let waiting = hand_record(&hand, &waiting, Lang::En);
        assert!(!waiting.text.contains('⏳'), "{}", waiting.text);
        assert!(waiting
            .text
            .contains("💤 Everyone at the table is away: the game waits until someone"));
        assert_eq!(data(&waiting), ["h:3"]);
        let alone = Scene { away: true, nobody_home: true, one_person: true, ..scene };
        let alone = hand_record(&hand, &alone, Lang::En);
        assert!(alone.text.contains("💤 You are away: the game waits for you."), "{}", alone.text);
        assert!(!alone.text.contains("Nobody"), "{}", alone.text);
        // In a private game the call back right under it says so, with the way back.
        let called =
            Scene { away: true, nobody_home: true, one_person: true, called_below: true, ..scene };
        let called = hand_record(&hand, &called, Lang::En);
        assert!(!called.text.contains("💤") && !called.text.contains('⏳'), "{}", called.text);
        assert!(called.text.contains("Your hand: "), "{}", called.text);
        assert!(data(&called).is_empty(), "{:?}", data(&called));
    }

    /// The card the computer played for the reader is said as the core keeps it, also on a
    /// drawing that knows no move (a new turn's message): not as their own, and not twice.
    #[test]
    fn a_hand_says_the_card_the_computer_played_for_its_reader() {
        let mv = MoveView { by_computer: true, ..own_move("7C", &[]) };
        let record = HandView { your_turn: false, stood_in_move: Some(mv.clone()), ..view(1) };
        let drawn = hand_record(&record, &Scene::default(), Lang::En);
        assert!(
            drawn.text.contains("🤖 The computer put 7♣ on the table for you."),
            "{}",
            drawn.text
        );
        // The batch's own copy of that move says it once, as the computer's.
        let drawn =
            hand_record(&record, &Scene { played: Some(&mv), ..Scene::default() }, Lang::En);
        assert_eq!(drawn.text.matches("🤖").count(), 1, "{}", drawn.text);
        assert!(!drawn.text.contains("✅"), "{}", drawn.text);
        // Played because their time ran out: said so, with what one more lapse does; the
        // lapse that makes them away says "again"; away, as before.
        let why = |why| HandView { stood_in_why: Some(why), ..record.clone() };
        let first = hand_record(
            &why(StandIn::TimedOut { lapses_left: 1, last_one_here: false }),
            &Scene::default(),
            Lang::En,
        );
        assert!(
            first.text.contains(
                "⏱ Your time ran out: the computer put 7♣ on the table for you. If it runs out \
                 on your next turn too, the computer plays for you until you press a button or send a command."
            ),
            "{}",
            first.text
        );
        let again = hand_record(
            &why(StandIn::TimedOut { lapses_left: 0, last_one_here: false }),
            &Scene::default(),
            Lang::Hr,
        );
        assert!(again.text.contains("⏱ ") && !again.text.contains("🤖"), "{}", again.text);
        let away = hand_record(&why(StandIn::Away), &Scene::default(), Lang::En);
        assert!(away.text.contains("🤖 The computer put 7♣"), "{}", away.text);
    }

    /// With a turn timer running for the reader, their turn says the time a turn has (a
    /// chat has no live clock), in every language; without one, as before.
    /// Tabinet's redeal is offered with a word of what it does: once, before the first card.
    #[test]
    fn the_redeal_button_comes_with_a_word_of_what_it_does() {
        let first = HandView { can_redeal: true, ..view(0) };
        let drawn = hand(&first, Choice::default(), &Scene::default(), Lang::En);
        let hint = "You may turn these cards down once, before your first card: 🔄 Ask for new cards gives you new ones.";
        assert!(drawn.text.contains(hint), "{}", drawn.text);
        let ro = hand(&first, Choice::default(), &Scene::default(), Lang::Ro);
        assert!(ro.text.contains("Puteți refuza o singură dată aceste cărți"), "{}", ro.text);
        let later = hand(&view(0), Choice::default(), &Scene::default(), Lang::En);
        assert!(!later.text.contains("turn these cards down"), "{}", later.text);
    }

    #[test]
    fn a_timed_turn_says_the_time_a_turn_has() {
        let plain = hand(&view(0), Choice::default(), &Scene::default(), Lang::En);
        assert!(plain.text.contains("▶ Your turn: choose a card.\n"), "{}", plain.text);
        let timed = HandView { turn_seconds: Some(60), ..view(0) };
        let drawn = hand(&timed, Choice::default(), &Scene::default(), Lang::En);
        assert!(
            drawn.text.contains("▶ Your turn: choose a card (⏱ 1 min a turn).\n"),
            "{}",
            drawn.text
        );
        let hr = hand(&timed, Choice::default(), &Scene::default(), Lang::Hr);
        assert!(
            hr.text.contains("▶ Na potezu ste: odaberite kartu (⏱ 1 min po potezu)."),
            "{}",
            hr.text
        );
        for lang in Lang::ALL {
            let drawn = hand(&timed, Choice::default(), &Scene::default(), lang);
            assert_eq!(drawn.text.matches("⏱ 1 ").count(), 1, "{lang}: {}", drawn.text);
            assert!(!drawn.text.contains("tg-"), "{lang}: {}", drawn.text);
        }
    }

    #[test]
    fn a_hand_shows_one_button_per_card_then_the_choices_paged() {
        let place = Place::Group(Some("Friday".into()));
        let scene = Scene { place: Some(&place), hand_number: Some(1), ..Scene::default() };
        let plain = hand(&view(2), Choice::default(), &scene, Lang::En);
        let expected: Vec<String> =
            view(2).hand.iter().map(|c| format!("k:3:7:{}", c.index())).collect();
        assert_eq!(data(&plain), expected);
        assert_eq!(data(&plain).len(), 2);
        assert!(
            plain.text.contains("Your hand: ")
                && plain.text.contains("9♣")
                && plain.text.contains("K♦")
        );
        assert!(plain.text.contains("“Friday”"));
        // A group's late-tablas rule, said on the turn under the table cards it applies to.
        let rule = "From the seventh hand on, tablas score when the hand ends, not at once.";
        let late = Scene { late_tablas: Some(rule), ..scene };
        let drawn = hand(&view(2), Choice::default(), &late, Lang::En);
        assert!(drawn.text.contains(&format!("\nℹ️ {rule}\nYour hand: ")), "{}", drawn.text);
        let record = hand_record(&HandView { your_turn: false, ..view(2) }, &late, Lang::En);
        assert!(!record.text.contains(rule), "{}", record.text);

        let twenty = view(20);
        let chosen = Choice { card: Some((card("9C"), 0)), claim: None };
        let scene = Scene { place: Some(&place), ..Scene::default() };
        let page1 = data(&hand(&twenty, chosen, &scene, Lang::En));
        assert_eq!(
            page1.iter().filter(|d| d.starts_with("t:3:7:") && !d.ends_with('-')).count(),
            CHOICES_PER_PAGE
        );
        assert!(page1.iter().any(|d| d.starts_with("p:3:7:") && d.ends_with(":1")));
        assert!(page1.contains(&format!("t:3:7:{}:-", card("9C").index())));
        let last = Choice { card: Some((card("9C"), 2)), claim: None };
        let page3 = data(&hand(&twenty, last, &scene, Lang::En));
        assert_eq!(
            page3.iter().filter(|d| d.starts_with("t:3:7:") && !d.ends_with('-')).count(),
            4
        );
        assert!(page3.iter().all(|d| d.len() <= crate::data::MAX_CALLBACK_BYTES));
    }

    #[test]
    fn a_hand_offers_the_claim_button_only_when_the_claim_would_win() {
        let claiming = HandView { can_claim: true, claim_total: 30, ..view(1) };
        let drawn = hand(&claiming, Choice::default(), &Scene::default(), Lang::En);
        assert!(data(&drawn).iter().all(|d| !d.starts_with("C:")), "{:?}", data(&drawn));
        // The total stays, with the target it falls short of; not the command (such a claim
        // loses). A player alone is not "your side".
        assert!(
            drawn.text.contains("Your points toward claiming victory: 30 of 101\n"),
            "{}",
            drawn.text
        );
        assert!(!drawn.text.contains("/claim"), "{}", drawn.text);
        let hr = hand(&claiming, Choice::default(), &Scene::default(), Lang::Hr);
        assert!(hr.text.contains("Vaši bodovi za prijavu pobjede: 30 od 101\n"), "{}", hr.text);
        let partners = HandView { partners: true, ..claiming.clone() };
        let side = hand(&partners, Choice::default(), &Scene::default(), Lang::En);
        assert!(
            side.text.contains("Your side's points toward claiming victory: 30 of 101\n"),
            "{}",
            side.text
        );
        let at = HandView { target: 30, ..claiming.clone() };
        let drawn = hand(&at, Choice::default(), &Scene::default(), Lang::En);
        assert!(data(&drawn).contains(&"C:3:7".to_string()), "{:?}", data(&drawn));
        let labels: Vec<&str> =
            drawn.keyboard.inline_keyboard.iter().flatten().map(|b| b.text.as_str()).collect();
        assert!(labels.contains(&"🏆 Claim victory (30)"), "{labels:?}");
        let reached =
            "Your points toward claiming victory: 30, the target of 30 is reached (/claim to claim";
        assert!(drawn.text.contains(reached), "{}", drawn.text);
    }

    #[test]
    fn a_hand_drawn_before_its_table_is_loaded_offers_the_claim_only_when_it_would_win() {
        // After a restart, before the table is loaded, the scene knows nothing of the match:
        // the hand's own view carries its target.
        let unknown = Scene::default();
        for (total, offered) in [(0, false), (30, false), (101, true)] {
            let claiming = HandView { can_claim: true, claim_total: total, ..view(1) };
            let drawn = hand(&claiming, Choice::default(), &unknown, Lang::En);
            let button = data(&drawn).contains(&"C:3:7".to_string());
            assert_eq!(button, offered, "{total}: {:?}", data(&drawn));
            let said = match offered {
                true => format!("{total}, the target of 101 is reached"),
                false => format!("{total} of 101"),
            };
            assert!(drawn.text.contains(&said), "{}", drawn.text);
        }
        // Claims closed: no button, whatever the total.
        let closed = HandView { can_claim: false, claim_total: 101, ..view(1) };
        let drawn = hand(&closed, Choice::default(), &unknown, Lang::En);
        assert!(data(&drawn).iter().all(|d| !d.starts_with("C:")), "{:?}", data(&drawn));
        // A record (not their turn) offers a claim only when it would win.
        let below = HandView { can_claim: true, claim_total: 30, your_turn: false, ..view(1) };
        let record = hand_record(&below, &unknown, Lang::En);
        assert!(data(&record).iter().all(|d| !d.starts_with("C:")), "{:?}", data(&record));
        let claiming = HandView { claim_total: 101, ..below };
        let record = hand_record(&claiming, &unknown, Lang::En);
        assert!(data(&record).contains(&"C:3:7".to_string()), "{:?}", data(&record));
        assert!(record.text.contains("/claim"), "{}", record.text);
        // Replaced by a newer message, it offers nothing: the newer one offers the claim,
        // with the total as it is then.
        let retired = hand_record(&claiming, &Scene { retired: true, ..unknown }, Lang::En);
        assert!(data(&retired).is_empty(), "{:?}", data(&retired));
        assert!(!retired.text.contains("claim"), "{}", retired.text);
        let kept = |t: &str| {
            t.lines().filter(|l| !l.contains("claim")).map(String::from).collect::<Vec<_>>()
        };
        assert_eq!(kept(&retired.text), kept(&record.text));
    }

    /// The player's own move, with a tabla said after it: no full stop before it.
    #[test]
    fn a_tabla_follows_the_move_it_was_made_with() {
        let record = HandView { your_turn: false, ..view(1) };
        let played = |tabla: bool| MoveView { tabla, ..own_move("KH", &["4C", "KS"]) };
        let (tabla, plain) = (played(true), played(false));
        let drawn =
            hand_record(&record, &Scene { played: Some(&tabla), ..Scene::default() }, Lang::Hr);
        assert!(
            drawn.text.contains("✅ Odigrali ste K♥ i odnijeli 4♣ K♠ — Tabla!"),
            "{}",
            drawn.text
        );
        let drawn =
            hand_record(&record, &Scene { played: Some(&plain), ..Scene::default() }, Lang::En);
        assert!(drawn.text.contains("✅ You played K♥ and took 4♣ K♠.\n"), "{}", drawn.text);
        // The move that ended a hand and brought the turn back: said above the new cards.
        let mv = played(false);
        let scene = Scene { played: Some(&mv), ..Scene::default() };
        let drawn = hand(&view(1), Choice::default(), &scene, Lang::En);
        let lines: Vec<&str> = drawn.text.lines().collect();
        assert_eq!(lines[1], "✅ You played K♥ and took 4♣ K♠.", "{}", drawn.text);
        assert!(lines[2].starts_with("Table: "), "{}", drawn.text);
        // When it ended the first hand: said, with what each side scored.
        let over = |number: u32| HandOverView {
            result: bot_core::game::HandResult { number, total: vec![14, 8], ..Default::default() },
            sides: vec![vec!["Ana".into()], vec!["Bob".into()]],
            scores: vec![31, 17],
            last_move: None,
            level_at_target: false,
        };
        let first = over(1);
        let second = Scene {
            played: Some(&mv),
            hand_number: Some(2),
            hand_ended: Some(&first),
            ..Scene::default()
        };
        let drawn = hand(&view(1), Choice::default(), &second, Lang::Hr);
        let lines: Vec<&str> = drawn.text.lines().collect();
        assert_eq!(lines[0], "🃏 Vaše karte u igri vaše grupe · Dijeljenje 2", "{}", drawn.text);
        assert_eq!(
            lines[1..3],
            [
                "✅ Odigrali ste K♥ i odnijeli 4♣ K♠.",
                "📋 Dijeljenje 1 je završeno: Ana +14 → 31 · Bob +8 → 17"
            ]
        );
        let drawn = hand_record(&record, &second, Lang::En);
        assert!(
            drawn.text.contains(
                "✅ You played K♥ and took 4♣ K♠.\n📋 Hand 1 is over: Ana +14 → 31 · Bob +8 → 17\n\
                 Table: 3♥ 6♦\nYour hand: "
            ),
            "{}",
            drawn.text
        );
        // Ended by another (a computer who then led the next hand): said above its lead.
        let other = MoveView { seat: 1, name: "Bob".into(), ..played(false) };
        let led = Scene { last: Some(&other), ..second };
        let drawn = hand(&view(1), Choice::default(), &led, Lang::En);
        let lines: Vec<&str> = drawn.text.lines().collect();
        assert_eq!(
            lines[2..4],
            ["📋 Hand 1 is over: Ana +14 → 31 · Bob +8 → 17", "Last: Bob played K♥ and took 4♣ K♠"],
            "{}",
            drawn.text
        );
        // On a record too, with no move of theirs; and nothing when no hand ended.
        let third = over(3);
        let drawn =
            hand_record(&record, &Scene { hand_ended: Some(&third), ..Scene::default() }, Lang::En);
        assert!(drawn.text.contains(
            "\n📋 Hand 3 is over: Ana +14 → 31 · Bob +8 → 17\nTable: 3♥ 6♦\nYour hand: "
        ));
        let within = Scene { hand_ended: None, ..led };
        let drawn = hand(&view(1), Choice::default(), &within, Lang::En);
        assert!(!drawn.text.contains("📋"), "{}", drawn.text);
        // New cards dealt within the hand, after one's last card: said above them.
        let dealt = Scene { played: Some(&mv), dealt: true, ..Scene::default() };
        let drawn = hand_record(&record, &dealt, Lang::Hr);
        let lines: Vec<&str> = drawn.text.lines().collect();
        assert_eq!(
            lines[1..5],
            [
                "✅ Odigrali ste K♥ i odnijeli 4♣ K♠.",
                "🂠 Podijeljene su nove karte.",
                "Stol: 3♥ 6♦",
                "Vaše karte: 9♣ K♦"
            ],
            "{}",
            drawn.text
        );
        // Dealt after another's last card: said after that move, on the turn it brings.
        let theirs = MoveView { seat: 1, name: "Bob".into(), dealt: true, ..played(false) };
        let after = Scene { last: Some(&theirs), dealt: true, ..Scene::default() };
        let drawn = hand(&view(1), Choice::default(), &after, Lang::En);
        let lines: Vec<&str> = drawn.text.lines().collect();
        assert_eq!(
            lines[1..3],
            ["Last: Bob played K♥ and took 4♣ K♠", "🂠 New cards were dealt."],
            "{}",
            drawn.text
        );
    }

    /// A Telegram person acting in a session: `id`, `name`.
    fn person(id: &str, name: &str) -> bot_core::session::Actor {
        bot_core::session::Actor {
            user: bot_core::ids::UserRef::new(Platform::Telegram, id),
            name: name.into(),
            is_admin: false,
        }
    }

    /// A private lobby speaks to its one reader: what to press, not who opened it or starts
    /// it, and no Join; a group's names who opened it and has one way to join.
    #[test]
    fn a_private_lobby_speaks_to_its_reader_and_a_groups_has_one_join() {
        use bot_core::ids::ChannelKey;
        use bot_core::rules::{Rules, Variant};
        use bot_core::session::{Session, SessionAction};
        let pia = person("7", "Pia");
        let private = ChannelKey::new(Platform::Telegram, "7", "7");
        let mut lobby = Session::lobby(private, &pia, Rules::preset(Variant::Tablic), None);
        let view = lobby.table_view();
        let alone = table(&view, None, false, Lang::En);
        let lines: Vec<&str> = alone.text.lines().collect();
        assert_eq!(
            lines[1..],
            ["Seats 1/2: Pia", "Press ▶ Start to play; empty seats get computer players."],
            "{}",
            alone.text
        );
        assert!(!alone.text.contains("Join"), "{}", alone.text);
        let group = table(&view, None, true, Lang::En);
        assert!(group.text.contains("Seats 1/2: Pia (opened it)\n"), "{}", group.text);
        assert!(group.text.contains("Press Join to sit down."), "{}", group.text);
        let labels = |c: &Content| -> Vec<String> {
            c.keyboard.inline_keyboard.iter().flatten().map(|b| b.text.clone()).collect()
        };
        assert_eq!(labels(&group), ["✋ Join", "🤖 Add computer", "▶ Start"]);
        // Full, the private lobby has no empty seats to speak of; every language says it.
        let computer = SessionAction::AddComputer { level: bot_core::ai::Level::Easy };
        lobby.apply(&pia, &computer, None, 1, 0).expect("a computer seated");
        let full = table(&lobby.table_view(), None, false, Lang::En);
        assert!(full.text.ends_with("\nPress ▶ Start to play."), "{}", full.text);
        for lang in Lang::ALL {
            let said = table(&view, None, false, lang).text;
            let how = said.lines().last().unwrap_or_default();
            assert!(how.contains("▶ ") && !how.contains("Pia"), "{lang}: {said}");
        }
    }

    #[test]
    fn from_hand_seven_the_table_says_how_tablas_count_and_who_has_points_to_come() {
        use bot_core::ids::ChannelKey;
        use bot_core::rules::{LateTablas, Rules, Variant};
        use bot_core::session::{Session, SessionAction};
        let ana = person("1", "Ana");
        let channel = ChannelKey::new(Platform::Telegram, "-5", "-5");
        let rules = Rules::preset(Variant::Tablic);
        let mut session = Session::lobby(channel, &ana, rules, None);
        let join = SessionAction::AddComputer { level: bot_core::ai::Level::Easy };
        session.apply(&ana, &join, None, 1, 0).expect("computer");
        session.apply(&ana, &SessionAction::Start, None, 1, 0).expect("start");
        session.attach(MatchId(4));
        let mut view = session.table_view();
        let late =
            "ℹ️ Od sedmog dijeljenja table se boduju tek na kraju dijeljenja: ni odmah, ni u \
                    prijavi pobjede";
        let drawn = |view: &TableView| table(view, None, true, Lang::Hr).text;
        assert!(!drawn(&view).contains(late), "not in the first hand: {}", drawn(&view));
        view.hand_number = 7;
        view.late_tablas = Some(LateTablas::AtHandEnd);
        let lines = drawn(&view);
        let this_hand = lines.lines().position(|l| l.starts_with("Ovo dijeljenje: "));
        let said = lines.lines().position(|l| l == format!("{late}."));
        assert_eq!(said, this_hand.map(|n| n + 1), "under this hand's points: {lines}");
        view.tablas = vec![1, 0];
        view.tabla_points_later = vec![1, 0];
        let pending = format!("{late} (Ana +1 na kraju ovog dijeljenja).");
        assert!(drawn(&view).contains(&pending), "{}", drawn(&view));
        view.late_tablas = Some(LateTablas::CapAt90);
        assert!(drawn(&view).contains("ℹ️ Od sedmog dijeljenja table boduje samo strana"));
        // With the room each side has left, who may still score is said, not left to work out.
        view.tabla_points_open = vec![12, 0];
        let open = "najviše do 90 (bodovi od tabli još mogući u ovom dijeljenju: Ana 12 · ";
        assert!(drawn(&view).contains(open), "{}", drawn(&view));
        view.tabla_points_open = Vec::new();
        // The match's last hand scored: where the cards left on the table went, under the move.
        view.late_tablas = None;
        view.last_move = Some(MoveView {
            seat: 1,
            name: "Computer:easy".into(),
            card: card("7C"),
            take: CardSet::EMPTY,
            tabla: false,
            tabla_points: 0,
            sweep: false,
            by_computer: false,
            dealt: false,
        });
        view.leftover = Some(bot_core::game::Leftover {
            side: 1,
            count: 2,
            by: bot_core::rules::Leftovers::Dealer,
            cards: set(&["5H", "7C"]),
        });
        let lines = drawn(&view);
        let last = lines.lines().position(|l| l.starts_with("Zadnji potez: "));
        let left = lines.lines().position(|l| {
            l.starts_with("Na stolu su ostale 2 karte (5♥ 7♣), nosi ih Računalo")
                && l.ends_with("kao djelitelj.")
        });
        assert_eq!(left, last.map(|n| n + 1), "{lines}");
    }

    #[test]
    fn the_scoring_of_a_hand_says_who_took_the_cards_left_on_the_table() {
        use bot_core::game::{HandResult, Leftover};
        use bot_core::rules::Leftovers;
        let result = HandResult {
            number: 1,
            dealer: 1,
            cards: vec![30, 22],
            card_points: vec![12, 10],
            most_cards: vec![3, 0],
            last_capture: vec![0, 0],
            tablas: vec![0, 0],
            tabla_points: vec![0, 0],
            total: vec![15, 10],
            leftover: Some(Leftover {
                side: 0,
                count: 4,
                by: Leftovers::LastCapturer,
                cards: CardSet::EMPTY,
            }),
            most_cards_unawarded: 0,
        };
        let view = HandOverView {
            result,
            sides: vec![vec!["Ana".into()], vec!["Bob".into()]],
            scores: vec![15, 10],
            last_move: None,
            level_at_target: false,
        };
        let en = hand_over(&view, Some(7), Lang::En);
        assert!(en.starts_with("📋 Hand 1 is over"), "{en}");
        // Most cards where they scored only: the other side's counts say it had fewer.
        let sides: Vec<&str> = en.lines().skip(1).take(2).collect();
        assert_eq!(
            sides,
            [
                "Ana: 30 cards · 12 card points · 3 for most cards → 15 this hand, 15 in the match",
                "Bob: 22 cards · 10 card points → 10 this hand, 10 in the match",
            ]
        );
        for lang in Lang::ALL {
            let said = hand_over(&view, None, lang);
            let most = |n: u32| text(lang, T::ScoreMostCards, &[("points", n.into())]);
            assert_eq!(said.matches(&most(3)).count(), 1, "{said}");
            assert!(!said.contains(&most(0)), "{said}");
        }
        assert_eq!(
            en.lines().last(),
            Some("The 4 cards left on the table went to Ana, who captured last."),
            "{en}"
        );
        let hr = hand_over(&view, None, Lang::Hr);
        assert_eq!(
            hr.lines().last(),
            Some("Na stolu su ostale 4 karte, nosi ih Ana za zadnje nošenje."),
            "{hr}"
        );
        // The dealer's side in a game of partners, by both names.
        let partners = HandOverView {
            result: HandResult {
                leftover: Some(Leftover {
                    side: 1,
                    count: 1,
                    by: Leftovers::Dealer,
                    cards: CardSet::EMPTY,
                }),
                ..view.result.clone()
            },
            sides: vec![vec!["Ana".into(), "Cy".into()], vec!["Bob".into(), "Dee".into()]],
            ..view.clone()
        };
        let mk = hand_over(&partners, None, Lang::Mk);
        assert_eq!(
            mk.lines().last(),
            Some("На масата остана 1 карта, ја зема Bob & Dee како страна на делителот."),
            "{mk}"
        );
        // An empty table: the lines per side are the last.
        let empty = HandOverView {
            result: HandResult { leftover: None, ..view.result.clone() },
            ..view.clone()
        };
        let plain = hand_over(&empty, None, Lang::En);
        assert_eq!(plain.lines().count(), 3, "{plain}");
        assert!(!plain.contains("left on the table"), "{plain}");
        // A tie on cards: the points nobody got are said under the sides' lines.
        let tied = HandOverView {
            result: HandResult {
                cards: vec![26, 26],
                most_cards: vec![0, 0],
                most_cards_unawarded: 3,
                ..empty.result.clone()
            },
            ..empty.clone()
        };
        let said = hand_over(&tied, None, Lang::En);
        assert!(
            said.ends_with("\nA tie on cards (26 each): nobody gets the 3 points for most cards."),
            "{said}"
        );
        // The move that ended the hand under the title, and the cards it left, named.
        let ended = HandOverView {
            result: HandResult {
                leftover: Some(Leftover {
                    side: 1,
                    count: 2,
                    by: Leftovers::Dealer,
                    cards: CardSet::parse_list("10D KC").expect("cards"),
                }),
                ..view.result.clone()
            },
            last_move: Some(MoveView {
                seat: 1,
                name: "Bob".into(),
                card: "KC".parse().expect("card"),
                take: CardSet::EMPTY,
                tabla: false,
                tabla_points: 0,
                sweep: false,
                by_computer: false,
                dealt: false,
            }),
            ..view.clone()
        };
        let hr = hand_over(&ended, Some(1), Lang::Hr);
        let lines: Vec<&str> = hr.lines().collect();
        assert_eq!(lines[0], "📋 Dijeljenje 1 je završeno (partija 1)", "{hr}");
        assert_eq!(lines[1], "Zadnji potez dijeljenja: Bob baca K♣ na stol", "{hr}");
        assert_eq!(
            lines.last(),
            Some(&"Na stolu su ostale 2 karte (10♦ K♣), nosi ih Bob kao djelitelj."),
            "{hr}"
        );
    }

    #[test]
    fn a_leaderboard_has_buttons_for_every_board_with_the_current_one_marked() {
        let board = Standings {
            period: PeriodChoice::Season,
            board: Board::Strength,
            here: false,
            rivals: true,
            computers: false,
            min_games: 50,
            rows: vec![],
            you: None,
            played_here: true,
            named: Some("Ana".into()),
            place: None,
            whole: None,
            turn_on: None,
        };
        let content = standings(&board, Lang::En);
        assert!(content.text.starts_with("🏅 Strength — this season (Ana and their rivals)\n"));
        let labels: Vec<Vec<&str>> = content
            .keyboard
            .inline_keyboard
            .iter()
            .map(|row| row.iter().map(|b| b.text.as_str()).collect())
            .collect();
        assert_eq!(
            labels,
            [
                vec!["Points", "✅ Strength"],
                vec!["This month", "Last month"],
                vec!["✅ This season", "Last season"],
                vec!["All time"],
                vec!["Everyone", "✅ Rivals"],
            ]
        );
        // Each button keeps the other choices and changes its own.
        assert_eq!(
            data(&content),
            [
                "L:p:season:1",
                "L:s:season:1",
                "L:s:month:1",
                "L:s:last-month:1",
                "L:s:season:1",
                "L:s:last-season:1",
                "L:s:all:1",
                "L:s:season:0",
                "L:s:season:1"
            ]
        );
        let hr = standings(&board, Lang::Hr);
        let labels: Vec<&str> =
            hr.keyboard.inline_keyboard.iter().flatten().map(|b| b.text.as_str()).collect();
        assert_eq!(
            labels[..7],
            [
                "Bodovi",
                "✅ Snaga",
                "Ovaj mjesec",
                "Prošli mjesec",
                "✅ Ova sezona",
                "Prošla sezona",
                "Od početka"
            ]
        );
        // A topic's own board: named so, and every button keeps it the topic's.
        let topic = Standings { here: true, place: Some("this topic".into()), ..board };
        let content = standings(&topic, Lang::En);
        assert!(content
            .text
            .starts_with("🏅 Strength — this season (this topic, Ana and their rivals)\n"));
        let pressed = data(&content);
        assert!(!pressed.is_empty());
        for d in &pressed {
            assert!(d.ends_with(":h"), "{d}");
            let Some(Press::Board(ask)) = Press::parse(d) else { panic!("{d}") };
            assert!(ask.here, "{d}");
        }
    }

    /// Every span has its button in every language, the one shown marked: a board asked for
    /// last season (`/standings last-season`) says so on its keyboard too.
    #[test]
    fn every_span_of_a_leaderboard_has_a_button_marked_when_shown_in_every_language() {
        for lang in Lang::ALL {
            for period in PeriodChoice::ALL {
                let board = Standings {
                    period,
                    board: Board::Points,
                    here: true,
                    rivals: false,
                    computers: false,
                    min_games: 50,
                    rows: vec![],
                    you: None,
                    played_here: true,
                    named: None,
                    place: None,
                    whole: None,
                    turn_on: None,
                };
                let content = standings(&board, lang);
                let rows = &content.keyboard.inline_keyboard;
                assert!(rows.iter().all(|row| row.len() <= 2), "{lang:?}: rows of two at most");
                // Between the boards' row and the rivals' row: the spans, in the order offered.
                let spans: Vec<&InlineKeyboardButton> =
                    rows[1..rows.len() - 1].iter().flatten().collect();
                let asked: Vec<Option<PeriodChoice>> = spans
                    .iter()
                    .map(|b| match &b.kind {
                        InlineKeyboardButtonKind::CallbackData(d) => match Press::parse(d) {
                            Some(Press::Board(ask)) => Some(ask.period),
                            _ => None,
                        },
                        _ => None,
                    })
                    .collect();
                assert_eq!(asked, PeriodChoice::ALL.map(Some), "{lang:?}");
                let labels: Vec<&str> =
                    spans.iter().map(|b| b.text.trim_start_matches("✅ ")).collect();
                let names = PeriodChoice::ALL.map(|p| capitalized(&p.name(lang)));
                assert_eq!(labels, names, "{lang:?}");
                let marked: Vec<&str> =
                    spans.iter().filter_map(|b| b.text.strip_prefix("✅ ")).collect();
                assert_eq!(marked, [capitalized(&period.name(lang))], "{lang:?} {period:?}");
            }
        }
    }

    #[test]
    fn long_text_is_cut_to_the_limit() {
        let content = Content::text("x".repeat(5000));
        assert_eq!(content.text.chars().count(), MAX_TEXT_CHARS);
        assert!(!content.has_keyboard());
    }

    /// Alone against the computer in her private chat, the winner reads her win as hers on
    /// the table and in the end posted; a group, her name; her hand in a group, hers again.
    /// A one-hand game's table shows the hand's points, not a match score of 0 · 0 beside
    /// them; a match shows both.
    #[test]
    fn a_one_hand_game_shows_no_match_score() {
        use bot_core::rules::{RuleSet, Variant};
        use bot_core::session::{Actor, Session, SessionAction};
        let pia = Actor {
            user: bot_core::ids::UserRef::new(Platform::Telegram, "5"),
            name: "Pia".into(),
            is_admin: false,
        };
        let table_of = |options: &[&str]| {
            let channel = bot_core::ids::ChannelKey::new(Platform::Telegram, "5", "main");
            let rules = RuleSet::build(Variant::Tablic, options.iter().copied()).expect("rules");
            let mut session = Session::lobby(channel, &pia, rules, None);
            session.apply(&pia, &SessionAction::Start, None, 7, 0).expect("started");
            table(&session.table_view(), None, false, Lang::En).text
        };
        let short = table_of(&["short=yes"]);
        assert!(!short.contains("Score: "), "{short}");
        assert!(short.contains("This hand: "), "{short}");
        let long = table_of(&[]);
        assert!(long.contains("Score: ") && long.contains("This hand: "), "{long}");
    }

    #[test]
    fn the_winner_reads_her_own_win_in_her_chat_and_her_name_in_a_group() {
        use bot_core::ids::{ChannelKey, UserRef};
        use bot_core::rules::{RuleSet, Variant};
        use bot_core::session::{Actor, EndedBy, Session, SessionAction};
        let pia = Actor {
            user: UserRef::new(Platform::Telegram, "5"),
            name: "Pia".into(),
            is_admin: false,
        };
        let channel = ChannelKey::new(Platform::Telegram, "5", "main");
        let rules = RuleSet::build(Variant::Tablic, ["target=1"]).expect("rules");
        let mut session = Session::lobby(channel, &pia, rules, None);
        session.apply(&pia, &SessionAction::Start, None, 7, 0).expect("started");
        let mut view = session.table_view();
        let names: Vec<String> = view.seats.iter().map(|s| s.name.clone()).collect();
        view.phase = PhaseView::Finished;
        view.scores = vec![1, 0];
        let end = MatchEnd::Won {
            side: 0,
            names: vec!["Pia".into()],
            reason: bot_core::game::EndReason::Claim,
            by: None,
        };
        view.end = Some(end.clone());
        let score = format!("Final score Pia 1 · {} 0.", names[1]);
        let hers = end_text(&end, &view, chat_reader(&view, false), Lang::En);
        assert_eq!(hers, format!("🏆 You won by a correct claim. {score}"));
        // Her own chat's table points to the end posted under it (said there, to her), once.
        let table_text = table(&view, None, false, Lang::En).text;
        assert!(table_text.contains("\n🏆 The game is over: see below.\n"), "{table_text}");
        assert!(!table_text.contains("You won"), "{table_text}");
        let named = end_text(&end, &view, chat_reader(&view, true), Lang::En);
        assert_eq!(named, format!("🏆 Pia won by a correct claim. {score}"));
        let group_table = table(&view, None, true, Lang::En).text;
        assert!(group_table.contains(&named), "{group_table}");
        let hr = end_text(&end, &view, Some(0), Lang::Hr);
        assert!(
            hr.starts_with("🏆 Pobijedili ste točnom prijavom. Konačni rezultat Pia 1 · "),
            "{hr}"
        );
        // The computer's seat, were it read: by name.
        assert_eq!(end_text(&end, &view, Some(1), Lang::En), named);
        // Won by the other side's resignation: the loser reads hers, the winner hers.
        let resigned = MatchEnd::Won {
            side: 1,
            names: vec![names[1].clone()],
            reason: bot_core::game::EndReason::Resignation,
            by: Some(EndedBy { seat: 0, name: "Pia".into() }),
        };
        let hers = end_text(&resigned, &view, Some(0), Lang::En);
        assert!(hers.starts_with(&format!("🏆 {} won: you resigned.", names[1])), "{hers}");
        let its = end_text(&resigned, &view, Some(1), Lang::En);
        assert!(its.starts_with("🏆 You won: Pia resigned."), "{its}");
    }

    /// The moves that ended the match may include the reader's own: the hand's last drawing,
    /// which said it, is replaced before it is sent, so the finished hand says it.
    #[test]
    fn a_finished_hand_says_the_readers_own_last_move() {
        let mv = MoveView { name: "Pia".into(), ..own_move("KS", &["4D", "TS"]) };
        let result = "🏆 Computer (greedy) won. Final score Pia 40 · Computer (greedy) 62.";
        let finished = hand_finished(&Place::Private, Some(result), Some(&mv), None, Lang::En);
        assert_eq!(
            finished.text,
            format!("🃏 Our game here is over.\n✅ You played K♠ and took 4♦ 10♠.\n{result}")
        );
        let finished = hand_finished(&Place::Private, Some(result), None, None, Lang::En);
        assert_eq!(finished.text, format!("🃏 Our game here is over.\n{result}"));
        // Where the result is said right above (a private chat's table): not again.
        let finished = hand_finished(&Place::Private, None, Some(&mv), None, Lang::En);
        assert_eq!(finished.text, "🃏 Our game here is over.\n✅ You played K♠ and took 4♦ 10♠.");
    }

    /// With four at the table, a turn lists every move since the reader's last card, in order,
    /// a hand scored after the move that ended it; the hand names the partner and a rematch.
    #[test]
    fn a_turn_of_four_lists_the_moves_since_the_readers_last_card() {
        let by = |seat: u8, name: &str, card: &str, take: &[&str]| PlayedMove {
            mv: MoveView { seat, name: name.into(), ..own_move(card, take) },
            ended: None,
        };
        let mut since = vec![
            by(1, "Bob", "5C", &[]),
            by(2, "Carol", "9D", &["4S", "5C"]),
            by(3, "Dave", "KH", &[]),
        ];
        since[2].mv.by_computer = true;
        let partnered = HandView { partners: true, partner_names: vec!["Carol".into()], ..view(1) };
        let scene = Scene { since: &since, rematch_by: Some("Bob"), ..Scene::default() };
        let drawn = hand(&partnered, Choice::default(), &scene, Lang::En);
        let lines: Vec<&str> = drawn.text.lines().collect();
        assert_eq!(
            lines[1..8],
            [
                "👥 Your partner: Carol",
                "🔁 Bob started a rematch: these are your new cards.",
                "Played since your last card:",
                "• Bob put 5♣ on the table",
                "• Carol played 9♦ and took 4♠ 5♣",
                "• Dave put K♥ on the table (the computer played for them)",
                "Table: 3♥ 6♦",
            ],
            "{}",
            drawn.text
        );
        // Before any card of theirs; a hand scored after Carol's move: said right after it,
        // though it was not this turn's batch; new cards dealt after Bob's.
        since[0].mv.dealt = true;
        let over = HandOverView {
            result: bot_core::game::HandResult {
                number: 1,
                total: vec![14, 8],
                ..Default::default()
            },
            sides: vec![vec!["Ana & Carol".into()], vec!["Bob & Dave".into()]],
            scores: vec![31, 17],
            last_move: None,
            level_at_target: false,
        };
        since[1].ended = Some(Box::new(over));
        let scene = Scene { since: &since, dealt: true, ..Scene::default() };
        let first = HandView { first_card: true, ..view(1) };
        let drawn = hand(&first, Choice::default(), &scene, Lang::Hr);
        let lines: Vec<&str> = drawn.text.lines().collect();
        assert_eq!(lines[1], "Odigrano prije vaše prve karte:", "{}", drawn.text);
        assert_eq!(lines[3], "🂠 Podijeljene su nove karte.", "{}", drawn.text);
        assert!(lines[4].starts_with("• Carol igra 9♦ i nosi 4♠ 5♣"), "{}", drawn.text);
        assert!(lines[5].starts_with("📋 Dijeljenje 1 je završeno"), "{}", drawn.text);
        assert!(lines[6].starts_with("• Dave baca K♥"), "{}", drawn.text);
        // One move: said as the last move, as with two players; a record lists none.
        let one = Scene { since: &since[2..], ..Scene::default() };
        let drawn = hand(&view(1), Choice::default(), &one, Lang::En);
        assert_eq!(
            drawn.text.lines().nth(1),
            Some("Last: Dave put K♥ on the table (the computer played for them)")
        );
        let record = hand_record(&HandView { your_turn: false, ..view(1) }, &scene, Lang::En);
        assert!(!record.text.contains("K♥") && !record.text.contains("Played"), "{}", record.text);
    }
}
