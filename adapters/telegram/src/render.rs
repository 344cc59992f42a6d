//! How session views look in Telegram: plain text (no parse mode, so names need no escaping)
//! and inline keyboards. Pure functions of the views; the public table is drawn only from a
//! [`TableView`], which carries no card of any hand.

use bot_core::i18n::{self, Lang};
use bot_core::session::{HandOverView, HandView, MatchEnd, PhaseView, TableView};
use bot_core::{Card, CardSet};
use teloxide::types::{InlineKeyboardButton, InlineKeyboardMarkup};

use crate::data::Press;

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
        Content { text, keyboard }
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

/// Where a game is played, as a player reads it in the private chat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// In this private chat.
    Private,
    /// In a group, by its title when known.
    Group(Option<String>),
}

impl Place {
    /// `the game in “Friday cards”`.
    pub fn describe(&self) -> String {
        match self {
            Place::Private => "our game here".into(),
            Place::Group(Some(title)) => format!("the game in “{title}”"),
            Place::Group(None) => "your group's game".into(),
        }
    }
}

/// A catalogue text without arguments.
fn t(lang: Lang, id: &str) -> String {
    i18n::text(lang, id, &[])
}

fn cards(set: CardSet) -> String {
    if set.is_empty() {
        "—".into()
    } else {
        set.to_string()
    }
}

/// The names of each side, `Ana & Bob` for partners.
pub fn side_names(view: &TableView) -> Vec<String> {
    (0..view.scores.len())
        .map(|side| {
            let names: Vec<&str> = view
                .seats
                .iter()
                .filter(|s| usize::from(s.side) == side)
                .map(|s| s.name.as_str())
                .collect();
            if names.is_empty() {
                format!("side {}", side + 1)
            } else {
                names.join(" & ")
            }
        })
        .collect()
}

fn rules_line(view: &TableView) -> String {
    let mut line = format!("🃏 {}", view.variant);
    if !view.options.is_empty() {
        line.push_str(&format!(" ({})", view.options.join(", ")));
    }
    if !view.options.iter().any(|o| o == "short=yes") {
        line.push_str(&format!(" · to {}", view.target));
    }
    if let Some(seconds) = view.turn_seconds {
        line.push_str(&format!(" · ⏱ {seconds} s a turn"));
    }
    line
}

/// The stamp every table and hand text ends with: it names the game and its move number.
pub fn stamp(view: &TableView) -> Option<String> {
    view.seq.map(|s| format!("Game {} · move {}", s.game.0, s.moves))
}

/// What the end of a match says (how it ended is in the table's last notice).
pub fn end_text(end: &MatchEnd, view: &TableView, lang: Lang) -> String {
    let names = side_names(view);
    let score: Vec<String> =
        names.iter().zip(&view.scores).map(|(n, p)| format!("{n} {p}")).collect();
    let score = score.join(" · ");
    match end {
        MatchEnd::Won { names, .. } => {
            let args = [("names", names.join(" & ").into()), ("score", score.into())];
            format!("🏆 {}", i18n::text(lang, "result-won", &args))
        }
        MatchEnd::Drawn => {
            format!("🤝 {}", i18n::text(lang, "result-drawn", &[("score", score.into())]))
        }
        MatchEnd::Aborted => format!("⏹ {}", t(lang, "result-aborted")),
    }
}

/// The public table message: lobby, game in play, or result. `group`: shown in a group (a game
/// in the private chat needs no Join or My hand); `join_link`: the deep link that joins in one go.
pub fn table(
    view: &TableView,
    news: Option<&str>,
    group: bool,
    join_link: Option<url::Url>,
    lang: Lang,
) -> Content {
    let mut lines = vec![rules_line(view)];
    let mut keyboard: Vec<Vec<InlineKeyboardButton>> = Vec::new();
    match view.phase {
        PhaseView::Lobby => {
            let seated: Vec<String> = view
                .seats
                .iter()
                .map(|s| {
                    if s.name == view.creator && !s.computer {
                        format!("{} (opened it)", s.name)
                    } else {
                        s.name.clone()
                    }
                })
                .collect();
            lines.push(format!(
                "Seats {}/{}: {}",
                view.seats.len(),
                view.players,
                seated.join(", ")
            ));
            lines.push(format!(
                "Press Join to sit down. {} starts the game; empty seats get computer players.",
                view.creator
            ));
            let mut row = Vec::new();
            if group {
                row.push(button(&format!("✋ {}", t(lang, "button-join")), Press::Join));
            }
            row.push(button(&format!("🤖 {}", t(lang, "button-add-computer")), Press::AddComputer));
            row.push(button(&format!("▶ {}", t(lang, "button-start")), Press::Start));
            keyboard.push(row);
            if let Some(link) = join_link {
                keyboard.push(vec![InlineKeyboardButton::url("🃏 Join via private chat", link)]);
            }
        }
        PhaseView::Playing | PhaseView::Finished | PhaseView::Aborted => {
            if let Some(end) = &view.end {
                lines.push(end_text(end, view, lang));
            } else {
                let number = [("number", view.hand_number.into())];
                let left = [("count", view.stock.into())];
                lines.push(format!(
                    "{} · {}",
                    i18n::text(lang, "label-hand-number", &number),
                    i18n::text(lang, "label-cards-left", &left)
                ));
            }
            lines.push(String::new());
            lines.push(format!("{}: {}", t(lang, "label-table"), cards(view.table)));
            if let Some(mv) = &view.last_move {
                let what = if mv.take.is_empty() {
                    format!("{} put {} on the table", mv.name, mv.card)
                } else {
                    format!("{} played {} and took {}", mv.name, mv.card, mv.take)
                };
                let extra = if mv.tabla {
                    format!(" — {}", t(lang, "label-tabla"))
                } else if mv.sweep {
                    " — the jack sweeps the table".to_string()
                } else {
                    String::new()
                };
                let by = if mv.by_computer { " (the computer played for them)" } else { "" };
                lines.push(format!("Last: {what}{extra}{by}"));
            }
            lines.push(String::new());
            for seat in &view.seats {
                let marker = if view.to_move == Some(seat.seat) { "▶" } else { "  " };
                let away = if seat.away { " (away: the computer plays)" } else { "" };
                lines.push(format!("{marker} {} · {} cards{away}", seat.name, seat.cards));
            }
            let names = side_names(view);
            let score: Vec<String> =
                names.iter().zip(&view.scores).map(|(n, p)| format!("{n} {p}")).collect();
            lines.push(format!("Score: {}", score.join(" · ")));
            if view.end.is_none() {
                let hand: Vec<String> = names
                    .iter()
                    .enumerate()
                    .map(|(s, n)| {
                        let captured = view.captured.get(s).copied().unwrap_or(0);
                        let points = view.hand_points.get(s).copied().unwrap_or(0);
                        let tablas = view.tablas.get(s).copied().unwrap_or(0);
                        let tablas =
                            if tablas > 0 { format!(", {tablas} tabla") } else { String::new() };
                        format!("{n} {captured} cards, {points} pts{tablas}")
                    })
                    .collect();
                lines.push(format!("This hand: {}", hand.join(" · ")));
            }
            match (view.phase, view.seq) {
                (PhaseView::Playing, Some(seq)) if group => {
                    let label = format!("🃏 {}", t(lang, "button-my-hand"));
                    keyboard.push(vec![button(&label, Press::MyHand(seq.game))]);
                }
                (PhaseView::Finished | PhaseView::Aborted, Some(seq)) => {
                    let label = format!("🔁 {}", t(lang, "button-rematch"));
                    keyboard.push(vec![button(&label, Press::Rematch(seq))]);
                }
                _ => {}
            }
        }
    }
    if let Some(news) = news {
        lines.push(format!("ℹ️ {news}"));
    }
    if let Some(stamp) = stamp(view) {
        lines.push(stamp);
    }
    Content::new(lines.join("\n"), InlineKeyboardMarkup::new(keyboard))
}

/// The table of a lobby that closed (everyone left, or it was stopped).
pub fn closed_lobby(news: &str) -> Content {
    Content::text(format!("🃏 This game is closed.\nℹ️ {news}\nOpen a new one with /new."))
}

/// What a hand message shows when the hand keyboard has a card chosen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Choice {
    /// The chosen card and the page of its captures.
    pub card: Option<(Card, u16)>,
}

/// A player's private hand: their cards as buttons, then the chosen card's captures.
pub fn hand(
    view: &HandView,
    choice: Choice,
    place: &Place,
    to_move_name: Option<&str>,
    hand_number: Option<u32>,
    lang: Lang,
) -> Content {
    let seq = view.seq;
    let hand_no = hand_number.map(|n| format!(" · hand {n}")).unwrap_or_default();
    let mut lines = vec![format!("🃏 Your cards in {}{hand_no}", place.describe())];
    let mut keyboard: Vec<Vec<InlineKeyboardButton>> = Vec::new();
    if view.your_turn {
        lines.push(format!("{}: {}", t(lang, "label-table"), cards(view.table)));
    }
    lines.push(format!("{}: {}", t(lang, "label-your-hand"), cards(view.hand)));
    let options = |card: Card| -> &[CardSet] {
        view.legal.iter().find(|(c, _)| *c == card).map(|(_, o)| o.as_slice()).unwrap_or(&[])
    };
    let may_trail = |card: Card| view.may_trail.iter().any(|(c, t)| *c == card && *t);
    match choice.card.filter(|(c, _)| view.your_turn && view.hand.contains(*c)) {
        Some((card, page)) => {
            let all = options(card);
            let pages = all.len().div_ceil(CHOICES_PER_PAGE).max(1);
            let page = usize::from(page).min(pages - 1);
            let paging =
                if pages > 1 { format!(" (page {} of {pages})", page + 1) } else { String::new() };
            lines.push(format!("▶ What does {card} take?{paging}"));
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
                let label = format!("{card} ➜ {}", t(lang, "button-trail"));
                keyboard.push(vec![button(&label, Press::Trail(seq, card))]);
            }
            keyboard.push(vec![button("« 🃏", Press::Back(seq))]);
        }
        None => {
            if view.your_turn {
                lines.push("▶ Your turn: choose a card.".into());
            } else if let Some(name) = to_move_name {
                lines.push(format!(
                    "⏳ {}",
                    i18n::text(lang, "label-to-play", &[("name", name.into())])
                ));
            }
            let buttons: Vec<InlineKeyboardButton> =
                view.hand.iter().map(|c| button(&c.to_string(), Press::Card(seq, c))).collect();
            keyboard.extend(buttons.chunks(CARDS_PER_ROW).map(<[_]>::to_vec));
            if view.can_redeal {
                keyboard.push(vec![button("🔄 Ask for new cards", Press::Redeal(seq))]);
            }
        }
    }
    if view.can_claim {
        lines.push(format!(
            "Your side's claim total: {} (/claim to claim victory)",
            view.claim_total
        ));
    }
    lines.push(format!("Game {} · move {}", seq.game.0, seq.moves));
    Content::new(lines.join("\n"), InlineKeyboardMarkup::new(keyboard))
}

fn page_no(page: usize) -> u16 {
    u16::try_from(page).unwrap_or(u16::MAX)
}

/// A hand message once its match has ended.
pub fn hand_finished(place: &Place, result: &str) -> Content {
    Content::text(format!("🃏 The match in {} is over.\n{result}", place.describe()))
}

/// The scoring of a hand, posted as a new message.
pub fn hand_over(view: &HandOverView, game: Option<i64>) -> String {
    let r = &view.result;
    let game = game.map(|g| format!(" (game {g})")).unwrap_or_default();
    let mut lines = vec![format!("📋 Hand {} is over{game}", r.number)];
    for (s, names) in view.sides.iter().enumerate() {
        let at = |v: &Vec<u32>| v.get(s).copied().unwrap_or(0);
        let tablas = at(&r.tablas);
        let tabla_text = if tablas > 0 {
            format!(" · {tablas} tabla ({} pts)", at(&r.tabla_points))
        } else {
            String::new()
        };
        lines.push(format!(
            "{}: {} cards · {} card points · {} for most cards{}{tabla_text} → {} this hand, {} in the match",
            names.join(" & "),
            at(&r.cards),
            at(&r.card_points),
            at(&r.most_cards),
            if at(&r.last_capture) > 0 { format!(" · {} for the last capture", at(&r.last_capture)) } else { String::new() },
            at(&r.total),
            view.scores.get(s).copied().unwrap_or(0),
        ));
    }
    lines.join("\n")
}

fn button(label: &str, press: Press) -> InlineKeyboardButton {
    InlineKeyboardButton::callback(label.to_string(), press.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use bot_core::ids::{MatchId, Platform};
    use bot_core::session::Seq;
    use teloxide::types::InlineKeyboardButtonKind;

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
            may_trail: vec![(nine, true), (card("KD"), true)],
            can_redeal: false,
            can_claim: false,
            claim_total: 0,
            seq: Seq { game: MatchId(3), moves: 7 },
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

    #[test]
    fn a_hand_shows_one_button_per_card_then_the_choices_paged() {
        let place = Place::Group(Some("Friday".into()));
        let plain = hand(&view(2), Choice::default(), &place, None, Some(1), Lang::En);
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

        let twenty = view(20);
        let chosen = Choice { card: Some((card("9C"), 0)) };
        let page1 = data(&hand(&twenty, chosen, &place, None, None, Lang::En));
        assert_eq!(
            page1.iter().filter(|d| d.starts_with("t:3:7:") && !d.ends_with('-')).count(),
            CHOICES_PER_PAGE
        );
        assert!(page1.iter().any(|d| d.starts_with("p:3:7:") && d.ends_with(":1")));
        assert!(page1.contains(&format!("t:3:7:{}:-", card("9C").index())));
        let last = Choice { card: Some((card("9C"), 2)) };
        let page3 = data(&hand(&twenty, last, &place, None, None, Lang::En));
        assert_eq!(
            page3.iter().filter(|d| d.starts_with("t:3:7:") && !d.ends_with('-')).count(),
            4
        );
        assert!(page3.iter().all(|d| d.len() <= crate::data::MAX_CALLBACK_BYTES));
    }

    #[test]
    fn long_text_is_cut_to_the_limit() {
        let content = Content::text("x".repeat(5000));
        assert_eq!(content.text.chars().count(), MAX_TEXT_CHARS);
        assert!(!content.has_keyboard());
    }
}
