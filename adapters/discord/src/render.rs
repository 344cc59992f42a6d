//! Session views drawn as Discord messages: the public table and a player's private hand.
//!
//! Nothing here decides anything about the game: it lays out what the views say. The public
//! table is drawn from a [`TableView`] only, which carries no card of any hand.

use bot_core::ai::Level;
use bot_core::game::EndReason;
use bot_core::i18n::{shown_name, FluentValue, Lang, Localize};
use bot_core::ids::{MatchId, SeatKind, UserRef};
use bot_core::session::{
    HandOverView, HandView, LapseWarning, MatchEnd, MoveView, Notice, PhaseView, ScorePart, Seq,
    StandIn, StoodInTold, TableView,
};
use bot_core::table::{
    claim_question as question, hand_scored_sides, late_tablas_line, leftover_line,
    level_at_target_line, most_cards_tied_line, partner_line, played_for_you_line, say, score_line,
    side_label, tabla_label, table_leftover_line_for, tie_break_line, turn_span, OptionHelp, Txt,
    ValueShown,
};
use bot_core::{Card, CardSet, Suit};
use serenity::all::{
    ButtonStyle, Colour, CreateActionRow, CreateAllowedMentions, CreateButton, CreateEmbed,
    CreateEmbedFooter, CreateInteractionResponseMessage, CreateMessage, EditInteractionResponse,
    EditMessage, UserId,
};

use crate::custom_id::ButtonId;
use crate::i18n::{text, tr, Key};
use crate::markdown;

/// Buttons in one action row.
const ROW: usize = 5;
/// Action rows in one message.
const ROWS: usize = 5;
/// Capture choices on one page: every row but the last, which holds Trail and the page turns.
pub const CHOICES_PER_PAGE: usize = ROW * (ROWS - 1);
/// Discord's limit on a button label.
const LABEL_MAX: usize = 80;
/// Discord's limit on an embed field's value.
pub const FIELD_MAX: usize = 1024;
/// Discord's limit on an embed's title.
const TITLE_MAX: usize = 256;
/// Discord's limit on an embed field's name.
const FIELD_NAME_MAX: usize = 256;
/// Discord's limit on an embed's description.
pub const DESCRIPTION_MAX: usize = 4096;
/// Discord's limit on all the text of a message's embeds together.
pub const EMBEDS_MAX: usize = 6000;
/// The name of a field that goes on with the one before it (a field must have a name).
const GOES_ON: &str = "\u{200B}";
/// News lines kept on the table.
pub const NEWS_LINES: usize = 3;
/// Marks a computer's seat (a picture, the same in every language).
const COMPUTER_MARK: &str = "🤖";
/// Page turns of the capture choices (pictures, the same in every language).
const PREVIOUS_PAGE: &str = "◀";
/// See [`PREVIOUS_PAGE`].
const NEXT_PAGE: &str = "▶";

/// One message's visible parts, ready for any of Discord's send or edit calls.
#[derive(Clone, Debug, Default)]
pub struct Body {
    /// The text.
    pub content: String,
    /// Embeds (the table).
    pub embeds: Vec<CreateEmbed>,
    /// Button rows.
    pub components: Vec<CreateActionRow>,
    /// Users a message may ping.
    pub mentions: Vec<UserId>,
}

/// A nonce for one message to be made (at most 25 characters, unique for this bot): the
/// time, a count and the process's random hash key, so two processes never share one.
pub fn new_nonce() -> String {
    use std::hash::{BuildHasher, Hasher};
    use std::sync::atomic::{AtomicU64, Ordering};
    static MADE: AtomicU64 = AtomicU64::new(0);
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    h.write_u128(nanos);
    h.write_u64(MADE.fetch_add(1, Ordering::Relaxed));
    h.write_u32(std::process::id());
    format!("t{:016x}", h.finish())
}

impl Body {
    /// A message of text only.
    pub fn text(content: impl Into<String>) -> Body {
        Body { content: content.into(), ..Body::default() }
    }

    fn allowed(&self) -> CreateAllowedMentions {
        CreateAllowedMentions::new().users(self.mentions.clone())
    }

    /// A new channel message.
    pub fn message(&self) -> CreateMessage {
        CreateMessage::new()
            .content(&self.content)
            .embeds(self.embeds.clone())
            .components(self.components.clone())
            .allowed_mentions(self.allowed())
    }

    /// A new channel message that Discord makes at most once for `nonce`: sent again after
    /// an answer that never came, it returns the message the first send made.
    pub fn message_once(&self, nonce: &str) -> CreateMessage {
        self.message().nonce(serenity::all::Nonce::String(nonce.to_string())).enforce_nonce(true)
    }

    /// An edit of a channel message (every part replaced, so old buttons go).
    pub fn edit(&self) -> EditMessage {
        EditMessage::new()
            .content(&self.content)
            .embeds(self.embeds.clone())
            .components(self.components.clone())
            .allowed_mentions(self.allowed())
    }

    /// An interaction's first answer, or an update of the message a button sits on.
    pub fn response(&self, ephemeral: bool) -> CreateInteractionResponseMessage {
        CreateInteractionResponseMessage::new()
            .content(&self.content)
            .embeds(self.embeds.clone())
            .components(self.components.clone())
            .allowed_mentions(self.allowed())
            .ephemeral(ephemeral)
    }

    /// A redraw of the message a button sits on (its visibility cannot change).
    pub fn update(&self) -> CreateInteractionResponseMessage {
        CreateInteractionResponseMessage::new()
            .content(&self.content)
            .embeds(self.embeds.clone())
            .components(self.components.clone())
            .allowed_mentions(self.allowed())
    }

    /// An edit of an interaction's original answer (its visibility stays as it was).
    pub fn edit_response(&self) -> EditInteractionResponse {
        EditInteractionResponse::new()
            .content(&self.content)
            .embeds(self.embeds.clone())
            .components(self.components.clone())
            .allowed_mentions(self.allowed())
    }

    /// A stable text of the body, to skip an edit that would change nothing.
    pub fn fingerprint(&self) -> String {
        let embeds = serde_json::to_string(&self.embeds).unwrap_or_default();
        let rows = serde_json::to_string(&self.components).unwrap_or_default();
        format!("{}\u{1}{embeds}\u{1}{rows}", self.content)
    }
}

/// The cards on a table as people read them, or the word for an empty table.
pub fn cards(lang: Lang, set: CardSet) -> String {
    cards_or(lang, set, Key::TableEmpty)
}

/// `set` as people read it, or the word `none` names.
fn cards_or(lang: Lang, set: CardSet, none: Key) -> String {
    if set.is_empty() {
        text(lang, none)
    } else {
        set.to_string()
    }
}

/// One move in words (its name escaped already).
fn move_line(lang: Lang, mv: &MoveView) -> String {
    let (name, card) = (shown_name(&mv.name, lang).into(), mv.card.to_string().into());
    let mut line = if mv.take.is_empty() {
        tr(lang, Key::MovedTrail, &[("name", name), ("card", card)])
    } else {
        let take = mv.take.to_string().into();
        tr(lang, Key::MovedTook, &[("name", name), ("card", card), ("take", take)])
    };
    if mv.tabla {
        line = format!("{line} — **{}**", tabla_label(lang, mv.tabla_points));
    } else if mv.sweep {
        line = format!("{line} — {}", text(lang, Key::Sweep));
    }
    if mv.by_computer {
        line = format!("{line} ({})", text(lang, Key::ByComputer));
    }
    line
}

/// A move under its label (`**Last move:** Ana played 9♣ and took 4♦ 5♠`).
fn labelled_move(lang: Lang, label: Key, mv: &MoveView) -> String {
    format!("**{}:** {}", text(lang, label), move_line(lang, mv))
}

/// A public notice in words: the core's text, which every platform shares, its name escaped.
pub fn notice_line(lang: Lang, notice: &Notice) -> String {
    markdown::notice(notice).localize(lang)
}

/// A scored hand as the core scored it: its number, the move that ended it (the next hand's
/// table no longer shows it), then a line a side (cards, card points,
/// most cards, the last capture and tablas when they scored, the hand's and the match's
/// total), then who took the cards left on the table (when any were left), since they change
/// the counts. Every line is shorter than a field's limit; [`table`] gives the lines as many
/// fields as they need.
pub fn hand_over_line(lang: Lang, view: &HandOverView) -> String {
    let view = &markdown::hand_over(view);
    let mut lines = vec![tr(lang, Key::HandNumber, &[("number", view.result.number.into())])];
    lines.extend(view.last_move.as_ref().map(|mv| labelled_move(lang, Key::HandLastMove, mv)));
    for (s, names) in view.sides.iter().enumerate() {
        let (parts, hand, match_total) = view.side_score(s);
        let parts: Vec<String> = parts
            .into_iter()
            .map(|part| match part {
                ScorePart::Cards(n) => tr(lang, Key::HandCards, &[("count", n.into())]),
                ScorePart::CardPoints(n) => tr(lang, Key::HandCardPoints, &[("count", n.into())]),
                ScorePart::MostCards(n) => tr(lang, Key::HandMostCards, &[("points", n.into())]),
                ScorePart::LastCapture(n) => {
                    tr(lang, Key::HandLastCapture, &[("points", n.into())])
                }
                ScorePart::Tablas { count, points } => {
                    tr(lang, Key::HandTablas, &[("count", count.into()), ("points", points.into())])
                }
            })
            .collect();
        let total =
            tr(lang, Key::HandTotal, &[("hand", hand.into()), ("total", match_total.into())]);
        lines.push(format!("**{}**: {} {total}", side_label(names, lang), parts.join(" · ")));
    }
    lines.extend(leftover_line(view, lang));
    // A tie on cards gives the most-cards points to nobody: the hand adds up short of them.
    lines.extend(most_cards_tied_line(view, lang));
    // The level leaders are the table's own line while their deciding hand is played: said
    // here too, it would stand twice on one table.
    lines.join("\n")
}

/// One rule option explained ([`OptionHelp`]), as an embed: what it does, its value in the
/// variant asked about and at this table, how to set it, then its values and each variant's,
/// values as code.
pub fn option_help(help: &OptionHelp) -> Body {
    let values: Vec<String> = help
        .values
        .iter()
        .map(|(value, meaning)| match value {
            ValueShown::Typed(v) => format!("`{v}` — {meaning}"),
            ValueShown::Range(words) => format!("{words} — {meaning}"),
        })
        .collect();
    let presets: Vec<String> = help
        .presets
        .iter()
        .map(|(value, variants)| {
            let names: Vec<&str> = variants.iter().map(|v| v.name()).collect();
            format!("`{value}` — {}", names.join(", "))
        })
        .collect();
    let mut description = vec![help.about.clone()];
    // The variant's value and this table's, together and in bold: what was asked.
    let asked: Vec<String> =
        help.in_variant.iter().chain(&help.here).map(|value| format!("**{value}**")).collect();
    if !asked.is_empty() {
        description.push(asked.join("\n"));
    }
    description.push(help.how.clone());
    let mut embed = CreateEmbed::new()
        .title(cut(&help.title, TITLE_MAX))
        .description(cut(&description.join("\n\n"), DESCRIPTION_MAX))
        .colour(Colour::BLURPLE);
    for (title, lines) in [(&help.values_title, values), (&help.presets_title, presets)] {
        let name = cut(title.trim_end_matches(':'), FIELD_NAME_MAX);
        for (name, value) in fields(&name, &lines.join("\n")) {
            embed = embed.field(name, value, false);
        }
    }
    Body { embeds: vec![embed], ..Body::default() }
}

/// `text` in fields of at most [`FIELD_MAX`] characters, whole lines each where a line fits
/// (a longer line is cut): the first named `name`, the others going on from it.
fn fields(name: &str, text: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    let mut value = String::new();
    for line in text.lines() {
        let line = cut(line, FIELD_MAX);
        if !value.is_empty() && value.chars().count() + 1 + line.chars().count() > FIELD_MAX {
            out.push((String::new(), std::mem::take(&mut value)));
        }
        if !value.is_empty() {
            value.push('\n');
        }
        value.push_str(&line);
    }
    if !value.is_empty() {
        out.push((String::new(), value));
    }
    for (i, (n, _)) in out.iter_mut().enumerate() {
        *n = if i == 0 { name.to_string() } else { GOES_ON.to_string() };
    }
    out
}

/// At most `max` characters of `text`, ending in `…` when cut.
fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max - 1).collect();
    out.push('…');
    out
}

/// Names of each side, from the seats.
fn side_names(lang: Lang, view: &TableView) -> Vec<String> {
    view.side_names().into_iter().map(|names| side_label(&names, lang)).collect()
}

/// How a match ended, with the final score of each side by name (`Ana 102 · Bob 99`); the
/// view's names escaped already.
/// `reader`: the seat of the one person reading it (a hand), who reads their own win, failed
/// claim or resignation as "you".
fn result_line(lang: Lang, end: &MatchEnd, view: &TableView, reader: Option<u8>) -> String {
    let score = score_line(view, lang);
    match end {
        MatchEnd::Won { names, reason, by, .. } => {
            let reader = view.reader(end, reader);
            let by = by.as_ref().map(|by| by.name.as_str());
            let names = side_label(names, lang);
            let sides = bot_core::i18n::Sides::of(end, &view.scores);
            let line = bot_core::i18n::won_line(lang, *reason, &names, by, reader, &score, sides);
            format!("🏆 {line}")
        }
        MatchEnd::Drawn => format!("🤝 {}", bot_core::table::drawn_result(view, lang)),
        MatchEnd::Aborted { by, .. } => tr(lang, Key::Aborted, &[("by", by.as_str().into())]),
        MatchEnd::Adjourned => bot_core::i18n::adjourned(lang, view.one_person(), false),
    }
}

/// What the table message shows besides the view: recent news and the last scored hand.
#[derive(Clone, Debug, Default)]
pub struct TableExtras {
    /// Recent public notices, oldest first.
    pub news: Vec<String>,
    /// The last scored hand, in words.
    pub last_hand: Option<String>,
    /// The news line saying everyone is away, while it stands: it goes once someone is back
    /// (stored with the rest, so a restart, which brings everyone back, takes it away too).
    pub away_line: Option<String>,
    /// The news line saying the game began ("Ana started a rematch."), while it stands: old
    /// news once a card is down.
    pub started_line: Option<String>,
}

/// The public table message; the lobby's computer button seats one of `level`.
pub fn table(
    lang: Lang,
    view: &TableView,
    seats: &[SeatKind],
    extras: &TableExtras,
    level: Level,
) -> Body {
    // Everything below reads the names of this copy: escaped for markdown.
    let view = &markdown::table_view(view);
    // The variant as it is typed after /new, as on Telegram; a short game (one hand) has no
    // target to play to.
    let goal = if view.is_short_game() {
        text(lang, Key::ShortGame)
    } else {
        tr(lang, Key::TableTarget, &[("target", view.target.into())])
    };
    // The turn timer from the lobby on: someone deciding to join must know they will be
    // on the clock.
    let timer = view.turn_seconds.map(|seconds| {
        format!(" · {}", tr(lang, Key::TitleTimer, &[("time", turn_span(lang, seconds).into())]))
    });
    let title = format!("🃏 {} · {goal}{}", view.variant.name(), timer.unwrap_or_default());
    let mut description = Vec::new();
    let mut body = Body::default();
    match view.phase {
        PhaseView::Lobby => {
            description.push(tr(
                lang,
                Key::LobbyLine,
                &[
                    ("creator", view.creator.as_str().into()),
                    ("taken", view.seats.len().into()),
                    ("seats", view.players.into()),
                ],
            ));
            description.extend(changed_rules(lang, view));
            description.extend(bot_core::table::lobby_teams(view, lang));
            // A full table invites nobody: Join would only be refused.
            let full = view.is_full();
            description.push(text(lang, if full { Key::LobbyFull } else { Key::LobbyHint }));
        }
        PhaseView::Playing | PhaseView::Finished | PhaseView::Aborted | PhaseView::Adjourned => {
            if let Some(end) = &view.end {
                description.push(format!("**{}**", result_line(lang, end, view, None)));
            }
            description.extend(changed_rules(lang, view));
            // A match that ended with its last hand scored: that hand's field says its last
            // move and where the cards left on the table went.
            let scored_out = view.end.as_ref().is_some_and(MatchEnd::with_a_scored_hand)
                && extras.last_hand.is_some();
            if !scored_out {
                description.push(format!(
                    "**{}:** {}",
                    text(lang, Key::Table),
                    cards(lang, view.table)
                ));
                description.extend(
                    view.last_move.as_ref().map(|mv| labelled_move(lang, Key::LastMove, mv)),
                );
            }
        }
    }
    if view.phase == PhaseView::Playing {
        // Ping the person to move (not a computer, not someone the computer stands in for).
        let to_move = view.to_move.and_then(|s| view.seats.iter().find(|i| i.seat == s));
        if let Some(info) = to_move.filter(|i| !i.computer && !i.away) {
            let user = seats.get(usize::from(info.seat)).and_then(SeatKind::user);
            let id = user.and_then(|u| u.id.parse::<u64>().ok()).filter(|id| *id != 0);
            // Named, not pinged: an edit notifies nobody anyway, and the turn notice (a new
            // message) is what pings them.
            let who = match id {
                Some(id) => format!("<@{id}>"),
                None => shown_name(&info.name, lang),
            };
            let who = [("who", who.into())];
            body.content = timed(lang, (Key::Turn, Key::TurnTimed), &who, view.turn_deadline);
        }
    }
    let mut players = Vec::new();
    // While everyone is away nobody is to play: the game waits.
    let moving = view.phase == PhaseView::Playing && !view.nobody_home();
    for seat in 0..usize::from(view.players).max(view.seats.len()) {
        let line = match view.seats.get(seat) {
            Some(info) => {
                let marker = if moving && view.to_move == Some(info.seat) { "▶" } else { "•" };
                let mut name = shown_name(&info.name, lang);
                if info.computer {
                    name = format!("{name} {COMPUTER_MARK}");
                }
                if info.away {
                    name = format!("{name} ({})", text(lang, Key::Away));
                }
                if view.phase == PhaseView::Lobby {
                    format!("{marker} {name}")
                } else {
                    let args = [("name", name.into()), ("count", info.cards.into())];
                    format!("{marker} {}", tr(lang, Key::SeatCards, &args))
                }
            }
            None => format!("◦ {}", text(lang, Key::FreeSeat)),
        };
        players.push(line);
    }
    let colour = match view.phase {
        PhaseView::Lobby => Colour::BLURPLE,
        PhaseView::Playing => Colour::DARK_GREEN,
        PhaseView::Finished => Colour::GOLD,
        PhaseView::Aborted | PhaseView::Adjourned => Colour::LIGHT_GREY,
    };
    let mut embed = CreateEmbed::new()
        .title(title)
        .description(cut(&description.join("\n"), DESCRIPTION_MAX))
        .colour(colour)
        .field(text(lang, Key::Players), players.join("\n"), false);
    if view.phase != PhaseView::Lobby {
        let names = side_names(lang, view);
        let mut lines: Vec<String> = names
            .iter()
            .enumerate()
            .map(|(s, names)| {
                let get = |v: &[u32]| v.get(s).copied().unwrap_or(0).into();
                // In bold the figure a claim counts, the hand in play's points included: the
                // score alone read "**0** (3 this hand)" beside a claim total of 3.
                tr(
                    lang,
                    Key::ScoreLine,
                    &[
                        ("names", names.as_str().into()),
                        ("match", view.running_score(s).into()),
                        ("now", get(&view.hand_points)),
                        ("cards", get(&view.captured)),
                    ],
                )
            })
            .collect();
        // The view's names are escaped already.
        lines.extend(late_tablas_line(view, lang).map(|line| format!("*{line}*")));
        lines.extend(tie_break_line(view, lang).map(|line| format!("*{line}*")));
        let title = tr(lang, Key::ScoreTitle, &[("hand", view.hand_number.into())]);
        embed = embed.field(title, lines.join("\n"), false);
    }
    if let Some(last) = &extras.last_hand {
        for (name, value) in fields(&text(lang, Key::LastHand), last) {
            embed = embed.field(name, value, false);
        }
    }
    if !extras.news.is_empty() {
        let news = cut(&extras.news.join("\n"), FIELD_MAX);
        embed = embed.field(text(lang, Key::News), news, false);
    }
    if let Some(seq) = view.seq {
        // The game's number as text: a number would be grouped or rounded as a float.
        let footer = tr(
            lang,
            Key::Footer,
            &[
                ("game", seq.game.0.to_string().into()),
                ("moves", seq.moves.into()),
                ("stock", view.stock.into()),
            ],
        );
        embed = embed.footer(CreateEmbedFooter::new(footer));
    }
    body.embeds.push(embed);
    body.components = table_buttons(lang, view, level);
    body
}

/// The rules that differ from the variant's as usually played, as typed after `rules:`
/// (`tabla=none`, `forced=yes`): what a player deciding to join must know. `None` for none.
fn changed_rules(lang: Lang, view: &TableView) -> Option<String> {
    // The target and a short game are in the title already: said once.
    // As code: the words are typed as they are shown.
    let options: Vec<String> = view
        .options
        .iter()
        .filter(|o| !TableView::sets_goal(o))
        .map(|o| format!("`{o}`"))
        .collect();
    if options.is_empty() {
        return None;
    }
    let line = format!("**{}:** {}", text(lang, Key::ChangedRules), options.join(" · "));
    Some(cut(&line, FIELD_MAX))
}

/// The turn notice in the game's channel: the person to move, mentioned (it pings them: a
/// new message), and the button that shows their cards; while a turn timer runs, when it
/// runs out (`deadline`, unix seconds).
pub fn turn_notice(lang: Lang, user: u64, name: &str, seq: Seq, deadline: Option<i64>) -> Body {
    let who = if user == 0 { markdown::name(name, lang) } else { format!("<@{user}>") };
    let game = seq.game.0.to_string();
    let args = [("who", who.into()), ("game", game.into())];
    let content = timed(lang, (Key::TurnNotice, Key::TurnNoticeTimed), &args, deadline);
    let mut body = Body::text(format!("🔔 {content}"));
    if user != 0 {
        body.mentions.push(UserId::new(user));
    }
    body.components = vec![notice_button(lang, seq)];
    body
}

/// A match's end, told in a new message in its channel (the table's edit notifies nobody):
/// the table's result line and the game's number, pinging nobody. `None` for a table that
/// has not ended.
pub fn end_notice(lang: Lang, view: &TableView) -> Option<Body> {
    let view = &markdown::table_view(view);
    let (end, seq) = (view.end.as_ref()?, view.seq?);
    let result = result_line(lang, end, view, None);
    let game = seq.game.0.to_string();
    Some(Body::text(tr(lang, Key::EndNotice, &[("result", result.into()), ("game", game.into())])))
}

/// Everyone at the table is away (`notice`): a new message in the game's channel pinging each
/// of them (the table's edit notifies nobody), with the button that takes a seat back. `None`
/// for any other notice.
pub fn everyone_away(lang: Lang, notice: &Notice, game: MatchId) -> Option<Body> {
    let Notice::EveryoneAway { people, .. } = notice else { return None };
    let mut mentions = Vec::new();
    let who: Vec<String> = people
        .iter()
        .map(|(user, name)| match user.id.parse::<u64>().ok().filter(|id| *id != 0) {
            Some(id) => {
                mentions.push(UserId::new(id));
                format!("<@{id}>")
            }
            None => markdown::name(name, lang),
        })
        .collect();
    // It calls them: one person is spoken to.
    let said =
        bot_core::i18n::own_notice(notice, lang).unwrap_or_else(|| notice_line(lang, notice));
    let said = bot_core::i18n::after_address(&said);
    let mut body = Body::text(format!("🔔 {}, {said}", who.join(", ")));
    body.mentions = mentions;
    let back = text(lang, Key::BtnImBack);
    let row = vec![button(ButtonId::Return(game), &back, ButtonStyle::Success)];
    body.components = vec![CreateActionRow::Buttons(row)];
    Some(body)
}

/// The turn notice by direct message (a server setting): where the game is, its cards'
/// button, and a link to the table (`guild`'s `channel`, at `message` when known); while a
/// turn timer runs, when it runs out (`deadline`).
pub fn turn_notice_dm(
    lang: Lang,
    guild: &str,
    channel: &str,
    message: Option<&str>,
    seq: Seq,
    deadline: Option<i64>,
) -> Body {
    let place = format!("<#{channel}>");
    let game = seq.game.0.to_string();
    let args = [("place", place.into()), ("game", game.into())];
    let content = timed(lang, (Key::TurnNoticeDm, Key::TurnNoticeDmTimed), &args, deadline);
    let mut body = Body::text(format!("🔔 {content}"));
    body.components = vec![CreateActionRow::Buttons(vec![
        hand_button(lang, seq),
        table_link(lang, guild, channel, message),
    ])];
    body
}

/// The answer to a turn notice's button pressed in a direct message that reached a process
/// which does not run the game (direct messages go to shard 0): where to open the hand, with
/// a link there (`guild`'s `channel`).
pub fn hand_elsewhere(lang: Lang, guild: &str, channel: &str, game: MatchId) -> Body {
    let place = format!("<#{channel}>");
    let number = game.0.to_string();
    let mut body = Body::text(tr(
        lang,
        Key::HandElsewhere,
        &[("place", place.into()), ("game", number.into())],
    ));
    body.components = vec![CreateActionRow::Buttons(vec![table_link(lang, guild, channel, None)])];
    body
}

/// A link button to a game's table: its message when known, else its channel (a direct
/// message cannot take a player there otherwise).
fn table_link(lang: Lang, guild: &str, channel: &str, message: Option<&str>) -> CreateButton {
    let mut url = format!("https://discord.com/channels/{guild}/{channel}");
    if let Some(message) = message {
        url.push('/');
        url.push_str(message);
    }
    CreateButton::new_link(url).label(truncate(&text(lang, Key::BtnToTable)))
}

fn notice_button(lang: Lang, seq: Seq) -> CreateActionRow {
    CreateActionRow::Buttons(vec![hand_button(lang, seq)])
}

/// My hand, for the game of `seq`.
fn hand_button(lang: Lang, seq: Seq) -> CreateButton {
    button(ButtonId::Hand(seq.game), &text(lang, Key::BtnHand), ButtonStyle::Primary)
}

fn button(id: ButtonId, label: &str, style: ButtonStyle) -> CreateButton {
    CreateButton::new(id.encode()).label(truncate(label)).style(style)
}

fn truncate(label: &str) -> String {
    if label.chars().count() <= LABEL_MAX {
        return label.to_string();
    }
    let mut out: String = label.chars().take(LABEL_MAX - 1).collect();
    out.push('…');
    out
}

fn table_buttons(lang: Lang, view: &TableView, level: Level) -> Vec<CreateActionRow> {
    match view.phase {
        // Everyone left: the lobby is closed and takes no more presses.
        PhaseView::Lobby if view.seats.is_empty() => Vec::new(),
        PhaseView::Lobby => {
            // Other levels: `/tablic bot level:…`.
            let computer =
                tr(lang, Key::BtnComputer, &[("level", text(lang, Key::LevelName(level)).into())]);
            let full = view.is_full();
            let mut row = Vec::new();
            if !full {
                row.push(button(ButtonId::Join, &text(lang, Key::BtnJoin), ButtonStyle::Success));
            }
            row.push(button(ButtonId::Leave, &text(lang, Key::BtnLeave), ButtonStyle::Secondary));
            if !full {
                let add = button(ButtonId::AddComputer(level), &computer, ButtonStyle::Secondary);
                row.push(add);
            }
            row.push(button(ButtonId::Start, &text(lang, Key::BtnStart), ButtonStyle::Primary));
            vec![CreateActionRow::Buttons(row)]
        }
        PhaseView::Playing => match view.seq {
            Some(seq) => {
                let mut row = vec![button(
                    ButtonId::Hand(seq.game),
                    &text(lang, Key::BtnHand),
                    ButtonStyle::Primary,
                )];
                // Someone the computer plays for takes their seat back with one press.
                if view.seats.iter().any(|s| s.away) {
                    let back = text(lang, Key::BtnImBack);
                    row.push(button(ButtonId::Return(seq.game), &back, ButtonStyle::Success));
                }
                vec![CreateActionRow::Buttons(row)]
            }
            None => Vec::new(),
        },
        PhaseView::Finished => match view.seq {
            Some(seq) => vec![CreateActionRow::Buttons(vec![button(
                ButtonId::Rematch(seq),
                &text(lang, Key::BtnRematch),
                ButtonStyle::Success,
            )])],
            None => Vec::new(),
        },
        PhaseView::Aborted | PhaseView::Adjourned => Vec::new(),
    }
}

fn card_style(card: Card) -> ButtonStyle {
    match card.suit() {
        Suit::Hearts | Suit::Diamonds => ButtonStyle::Danger,
        Suit::Spades | Suit::Clubs => ButtonStyle::Secondary,
    }
}

/// The header of a hand message: on their turn the move before it when another made it (the
/// table message may be far up a busy channel, and a computer answers at once), then the
/// cards, the table, and whose turn it is.
/// `note`: what is said above it (the claimant's own claim, when it ended the game).
fn hand_header(
    lang: Lang,
    hand: &HandView,
    table: &TableView,
    reader: Option<&UserRef>,
    note: Option<&str>,
) -> String {
    let mut lines = Vec::new();
    // Also once the match is over: the move that ended it may have been another's, and the
    // leftovers below name its card.
    let their_turn = table.phase == PhaseView::Playing && hand.your_turn;
    let shown = their_turn || table.phase != PhaseView::Playing;
    if let Some(list) = since_lines(lang, hand, table) {
        lines.extend(list);
    } else if let Some(mv) = table.last_move.as_ref().filter(|mv| shown && mv.seat != hand.seat) {
        lines.push(labelled_move(lang, Key::LastMove, &markdown::move_view(mv)));
        // Under the move that made it: above it, the move would read as played from them.
        if says_deal(hand, table) {
            lines.push(dealt(lang));
        }
    }
    let held = cards_or(lang, hand.hand, Key::HandEmpty);
    lines.push(format!("**{}:** {}", text(lang, Key::YourCards), held));
    lines.push(format!("**{}:** {}", text(lang, Key::Table), cards(lang, hand.table)));
    lines.extend(table_leftover_line_for(&markdown::table_view(table), lang, hand.seat));
    // The table lists seats, not sides: without this, "Waiting for Bob" says not whether Bob
    // plays with them or against them.
    if table.phase == PhaseView::Playing {
        lines.extend(partner_line(&markdown::hand_view(hand), lang));
    }
    let status = if table.phase != PhaseView::Playing {
        // With the result: a player looking at their cards need not look for the table.
        let over = text(lang, Key::HandGameOver);
        let table = &markdown::table_view(table);
        match &table.end {
            // Its stopper reads a stop in the second person.
            Some(end @ MatchEnd::Aborted { by, user }) if Some(user) == reader => {
                let stop = Notice::Aborted { by: by.clone() };
                bot_core::i18n::own_notice(&stop, lang)
                    .unwrap_or_else(|| result_line(lang, end, table, Some(hand.seat)))
            }
            // The table's one person reads that they did not come back.
            Some(MatchEnd::Adjourned) => bot_core::i18n::adjourned(lang, table.one_person(), true),
            // A stop says the game is over in its own words.
            Some(end @ MatchEnd::Aborted { .. }) => result_line(lang, end, table, Some(hand.seat)),
            // Their own claim said right above, the claim's answer ("You claimed victory with
            // only …", "… the claim is right."): the result only says who won. Redrawn without
            // it, it says how.
            Some(MatchEnd::Won {
                side,
                names,
                reason: reason @ (EndReason::Claim | EndReason::FailedClaim),
                by: Some(by),
            }) if by.seat == hand.seat
                && note.is_some_and(|note| {
                    says_own_claim(lang, note, table, by.seat, *reason == EndReason::Claim)
                }) =>
            {
                let plain = MatchEnd::Won {
                    side: *side,
                    names: names.clone(),
                    reason: EndReason::Target,
                    by: None,
                };
                format!("{over} {}", result_line(lang, &plain, table, Some(hand.seat)))
            }
            Some(end) => format!("{over} {}", result_line(lang, end, table, Some(hand.seat))),
            None => over,
        }
    } else if hand.your_turn {
        timed(lang, (Key::YourTurn, Key::YourTurnTimed), &[], hand.turn_deadline)
    } else if table.nobody_home() {
        // Nobody is to play while the game waits: the away line below says so.
        String::new()
    } else {
        let name = table
            .to_move
            .and_then(|s| table.seats.iter().find(|i| i.seat == s))
            .map(|i| markdown::name(&i.name, lang))
            .unwrap_or_default();
        // The mover's clock: when the computer will play for them, if they do not (every
        // waiting hand is redrawn at each card played).
        let deadline = table.turn_deadline;
        timed(lang, (Key::Waiting, Key::WaitingTimed), &[("name", name.into())], deadline)
    };
    if !status.is_empty() {
        lines.push(status);
    }
    let away = table.seats.iter().find(|i| i.seat == hand.seat).is_some_and(|i| i.away);
    if away && table.phase == PhaseView::Playing {
        // Everyone away: the game waits, the computers do not play for them.
        let alone = table.one_person().is_some();
        let said = bot_core::i18n::you_are_away(lang, table.nobody_home(), alone);
        lines.push(format!("💤 {said}"));
    }
    lines.join("\n")
}

/// Whether `note` says the claim of the player at `seat` that ended the match (`correct` or
/// not), as its answer said it: it counted what the final score gives their side.
fn says_own_claim(lang: Lang, note: &str, table: &TableView, seat: u8, correct: bool) -> bool {
    let side = table.seats.iter().find(|s| s.seat == seat).map(|s| usize::from(s.side));
    let Some(&total) = side.and_then(|side| table.scores.get(side)) else { return false };
    let claim = Notice::Claimed { name: String::new(), total, correct };
    bot_core::i18n::own_notice(&claim, lang).is_some_and(|own| note.lines().any(|l| l == own))
}

fn with_note(note: Option<&str>, rest: String) -> String {
    match note {
        Some(note) if !note.is_empty() => format!("{note}\n\n{rest}"),
        _ => rest,
    }
}

/// On the reader's turn at a table of three or four, when more than one card was played since
/// theirs: each on its line, in order, a hand's scoring or a deal under the card that brought
/// it (the last move alone would leave the others' cards out; the table may be far up).
fn since_lines(lang: Lang, hand: &HandView, table: &TableView) -> Option<Vec<String>> {
    let listed = table.phase == PhaseView::Playing && hand.your_turn && table.seats.len() > 2;
    let others = hand.played_by_others();
    if !listed || others.len() < 2 {
        return None;
    }
    let heading = bot_core::table::moves_since_heading(hand, lang);
    let mut lines = vec![format!("**{heading}**")];
    for played in others {
        lines.push(format!("• {}", move_line(lang, &markdown::move_view(&played.mv))));
        if let Some(over) = &played.ended {
            lines.push(hand_ended(lang, over));
        } else if played.mv.dealt {
            lines.push(dealt(lang));
        }
    }
    Some(lines)
}

/// `reader`'s private hand: a button per card on their turn, redeal when allowed, and while
/// claims are open the claim button if a claim would win, else how far the side is from the
/// target.
pub fn hand(
    lang: Lang,
    hand: &HandView,
    table: &TableView,
    note: Option<&str>,
    reader: &UserRef,
) -> Body {
    hand_under(lang, hand, table, None, note, reader)
}

/// [`hand`] under `banner`, first of all its lines (the restart's ⏸: nothing under it is
/// kept up to date).
pub fn hand_under(
    lang: Lang,
    hand: &HandView,
    table: &TableView,
    banner: Option<&str>,
    note: Option<&str>,
    reader: &UserRef,
) -> Body {
    let playing = table.phase == PhaseView::Playing;
    // Back from away: what the computer played for them, above any other note, until they
    // play; else the last card it played for them (their time ran out, or they are away).
    let summed = hand.played_for_you.map(|p| format!("🤖 {}", played_for_you_line(&p, lang)));
    let lapse = hand.stood_in_move.as_ref().map(|mv| played_for_you(lang, mv, hand.stood_in_why));
    // Answering "I'm back", the last card played for them goes under the answer: above it,
    // "your time ran out" would be the answer.
    let back = bot_core::i18n::own_notice(&Notice::Back { name: String::new() }, lang);
    let answers_back = note.is_some_and(|n| back.is_some_and(|b| n.lines().any(|l| l == b)));
    let lapse_under = summed.is_none() && lapse.is_some() && answers_back;
    let away = summed.or(lapse);
    // A closed hand opens with how the game ended, not with an old card played for them.
    let away = away.filter(|_| playing);
    // A hand scored or a deal that the list of cards played says under the card that brought
    // it is not said again above.
    let listed = since_lines(lang, hand, table).unwrap_or_default();
    let note = note.map(|note| {
        let listed: Vec<&str> = listed.iter().flat_map(|l| l.lines()).collect();
        note.lines().filter(|line| !listed.contains(line)).collect::<Vec<_>>().join("\n")
    });
    let mut lines = [away.as_deref(), note.as_deref()];
    if lapse_under {
        lines.reverse();
    }
    let lines: Vec<&str> = lines.into_iter().flatten().filter(|l| !l.is_empty()).collect();
    let rest = (!lines.is_empty()).then(|| lines.join("\n"));
    // The banner stands apart: run into the answer under it, the two read as one paragraph.
    let joined = match (banner.filter(|b| !b.is_empty()), rest) {
        (Some(banner), Some(rest)) => Some(format!("{banner}\n\n{rest}")),
        (Some(banner), None) => Some(banner.to_string()),
        (None, rest) => rest,
    };
    let note = joined.as_deref();
    // A claim below the target always loses: no button offers it on every hand.
    let mut text_of = hand_header(lang, hand, table, Some(reader), note);
    // Below the target, how far it is (not how to claim: that claim would lose).
    if playing && hand.can_claim && !hand.claim_wins() {
        let partners = if hand.partners { "yes" } else { "no" };
        let total = [
            ("total", hand.claim_total.into()),
            ("target", hand.target.into()),
            ("partners", partners.into()),
        ];
        text_of = format!("{text_of}\n{}", tr(lang, Key::HandClaimTotal, &total));
    }
    // A once-only choice that cannot be undone: its button beside Refresh says too little.
    if playing && hand.can_redeal {
        let redeal = format!("**{}**", text(lang, Key::BtnRedeal));
        let hint = say(lang, Txt::HandRedealHint, &[("button", redeal.into())]);
        text_of = format!("{text_of}\n{hint}");
    }
    let mut body = Body::text(with_note(note, text_of));
    if playing && hand.your_turn {
        let buttons: Vec<CreateButton> = hand
            .hand
            .iter()
            .map(|card| {
                let id = ButtonId::Card { seq: hand.seq, card, page: 0 };
                button(id, &card.to_string(), card_style(card))
            })
            .collect();
        for row in buttons.chunks(ROW).take(ROWS - 1) {
            body.components.push(CreateActionRow::Buttons(row.to_vec()));
        }
    }
    let mut extra = Vec::new();
    if playing && hand.claim_wins() {
        let label = tr(lang, Key::BtnClaim, &[("total", hand.claim_total.into())]);
        extra.push(button(ButtonId::Claim(hand.seq), &label, ButtonStyle::Primary));
    }
    if playing && hand.can_redeal {
        extra.push(button(
            ButtonId::Redeal(hand.seq),
            &text(lang, Key::BtnRedeal),
            ButtonStyle::Secondary,
        ));
    }
    if playing {
        extra.push(button(
            ButtonId::Refresh(hand.seq.game),
            &text(lang, Key::BtnRefresh),
            ButtonStyle::Secondary,
        ));
    }
    if !extra.is_empty() {
        body.components.push(CreateActionRow::Buttons(extra));
    }
    body
}

/// What `card` can take, largest first, a page at a time, with Trail when allowed (the card
/// was checked with `bot_core::table::choose_card`).
pub fn choices(lang: Lang, hand: &HandView, table: &TableView, card: Card, page: u8) -> Body {
    let options = hand.captures_of(card);
    let may_trail = hand.may_trail_with(card);
    let pages = options.len().div_ceil(CHOICES_PER_PAGE).max(1);
    let page = usize::from(page).min(pages - 1);
    let mut lines = vec![hand_header(lang, hand, table, None, None), String::new()];
    let prompt = tr(lang, Key::WhatTakes, &[("card", card.to_string().into())]);
    let mut prompt = format!("**{prompt}**");
    if pages > 1 {
        let of = tr(lang, Key::PageOf, &[("page", (page + 1).into()), ("pages", pages.into())]);
        prompt = format!("{prompt} ({of})");
    }
    lines.push(prompt);
    let mut body = Body::text(lines.join("\n"));
    let shown: Vec<CreateButton> = options
        .iter()
        .skip(page * CHOICES_PER_PAGE)
        .take(CHOICES_PER_PAGE)
        .map(|take| {
            let label = tr(lang, Key::TakeLabel, &[("cards", take.to_string().into())]);
            button(
                ButtonId::Play { seq: hand.seq, card, take: *take },
                &label,
                ButtonStyle::Success,
            )
        })
        .collect();
    for row in shown.chunks(ROW) {
        body.components.push(CreateActionRow::Buttons(row.to_vec()));
    }
    let mut nav = Vec::new();
    if may_trail {
        let id = ButtonId::Play { seq: hand.seq, card, take: CardSet::EMPTY };
        nav.push(button(id, &text(lang, Key::BtnTrail), ButtonStyle::Primary));
    }
    if page > 0 {
        let id = ButtonId::Card { seq: hand.seq, card, page: (page - 1) as u8 };
        nav.push(button(id, PREVIOUS_PAGE, ButtonStyle::Secondary));
    }
    if page + 1 < pages {
        let id = ButtonId::Card { seq: hand.seq, card, page: (page + 1) as u8 };
        nav.push(button(id, NEXT_PAGE, ButtonStyle::Secondary));
    }
    nav.push(button(ButtonId::Back(hand.seq), &text(lang, Key::BtnBack), ButtonStyle::Secondary));
    body.components.push(CreateActionRow::Buttons(nav));
    body
}

/// The question before a claim below the target: the side's total, the target, and that a
/// wrong claim loses; then the buttons to claim anyway or go back to the cards.
pub fn claim_question(
    lang: Lang,
    hand: &HandView,
    table: &TableView,
    total: u32,
    target: u16,
) -> Body {
    let asked = format!("**{}**", question(lang, total, target, hand.partners));
    let header = hand_header(lang, hand, table, None, None);
    let mut body = Body::text(format!("{header}\n\n{asked}"));
    let anyway = bot_core::table::say(lang, Txt::ButtonClaimAnyway, &[]);
    body.components.push(CreateActionRow::Buttons(vec![
        button(ButtonId::ClaimSure(hand.seq), &anyway, ButtonStyle::Danger),
        button(ButtonId::Back(hand.seq), &text(lang, Key::BtnBack), ButtonStyle::Secondary),
    ]));
    body
}

/// That a hand was scored since the reader's cards were last shown: the next hand's cards
/// would otherwise replace them without a word.
pub fn hand_ended(lang: Lang, over: &HandOverView) -> String {
    let number = over.result.number.into();
    let sides = hand_scored_sides(&markdown::hand_over(over), lang).into();
    let scored =
        format!("📋 {}", tr(lang, Key::HandEnded, &[("number", number), ("sides", sides)]));
    // On the player's own hand too: their claim button goes with no other word of why.
    match level_at_target_line(over, lang) {
        Some(level) => format!("{scored}\n{level}"),
        None => scored,
    }
}

/// That new cards were dealt within the hand since the reader's cards were last shown: one
/// card would otherwise turn into six without a word.
pub fn dealt(lang: Lang) -> String {
    text(lang, Key::Dealt)
}

/// A hand message of a game set aside: it says so, without its buttons.
pub fn set_aside_hand(lang: Lang, game: MatchId) -> Body {
    let number = game.0.to_string();
    Body::text(format!("⚠️ {}", tr(lang, Key::SetAsideHand, &[("game", number.into())])))
}

/// The note on a hand message drawn again with the cards of a new game; `by`: who asked for
/// it as a rematch (the reader did not).
pub fn new_game(lang: Lang, by: Option<&str>) -> String {
    match by {
        Some(name) => tr(lang, Key::NewGameBy, &[("name", markdown::name(name, lang).into())]),
        None => text(lang, Key::NewGame),
    }
}

/// The hand drawn with `table` says a new deal itself, under the other's move that made it
/// (on the reader's turn): a note need not.
pub fn says_deal(hand: &HandView, table: &TableView) -> bool {
    table.phase == PhaseView::Playing
        && hand.your_turn
        && table.last_move.as_ref().is_some_and(|mv| mv.dealt && mv.seat != hand.seat)
}

/// The confirmation of one's own move, and when it cleared the table, that it was a tabla
/// (the others' "Last move" says so; the mover should not learn it from them).
/// `tabla`: the tabla it made, with its points.
pub fn you_played(lang: Lang, card: Card, take: CardSet, tabla: Option<u32>) -> String {
    moved(lang, (Key::YouTrailed, Key::YouTook), card, take, tabla)
}

/// A move the computer made for the reader: their card is gone, and the hand says where and
/// why (`why`): their time ran out (⏱, warning them when one more lapse makes them away), or
/// they are away (🤖). Without the reason, a card played on its own reads like the bot's
/// mistake.
pub fn played_for_you(lang: Lang, mv: &MoveView, why: Option<StandIn>) -> String {
    let (mark, keys, warn) = match StoodInTold::of(why) {
        StoodInTold::LapseAgain => ("⏱", (Key::LapseAgainTrailed, Key::LapseAgainTook), None),
        StoodInTold::Lapse(warning) => {
            let warning = warning.map(|w| match w {
                LapseWarning::ComputerPlays => Key::LapseWarning,
                LapseWarning::GameWaits => Key::LapseWarningAlone,
            });
            ("⏱", (Key::LapseTrailed, Key::LapseTook), warning)
        }
        StoodInTold::ForYou => ("🤖", (Key::ForYouTrailed, Key::ForYouTook), None),
    };
    let said = moved(lang, keys, mv.card, mv.take, mv.tabla.then_some(mv.tabla_points));
    match warn {
        Some(warning) => format!("{mark} {said} {}", text(lang, warning)),
        None => format!("{mark} {said}"),
    }
}

/// `keys.0`'s text with `args`; while a turn timer runs (`deadline`), `keys.1`'s, which also
/// says when it runs out.
fn timed(
    lang: Lang,
    (plain, with_deadline): (Key, Key),
    args: &[(&str, FluentValue<'_>)],
    deadline: Option<i64>,
) -> String {
    match deadline {
        Some(at) => {
            let mut args = args.to_vec();
            args.push(("deadline", relative_time(at).into()));
            tr(lang, with_deadline, &args)
        }
        None => tr(lang, plain, args),
    }
}

/// A moment as Discord shows it to each reader: relative ("in 45 seconds"), in the reader's
/// own client language, kept current as they look.
fn relative_time(unix: i64) -> String {
    format!("<t:{unix}:R>")
}

/// A move in the words `keys` give (trailed, took), its tabla said after it.
fn moved(lang: Lang, keys: (Key, Key), card: Card, take: CardSet, tabla: Option<u32>) -> String {
    let card = card.to_string().into();
    let said = if take.is_empty() {
        tr(lang, keys.0, &[("card", card)])
    } else {
        tr(lang, keys.1, &[("card", card), ("take", take.to_string().into())])
    };
    if let Some(points) = tabla {
        // "… took A♠ 9♠ — **Tabla!**", not "… 9♠. — **Tabla!**".
        let said = said.strip_suffix('.').unwrap_or(&said);
        format!("{said} — **{}**", tabla_label(lang, points))
    } else {
        said
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bot_core::game::EndReason;
    use bot_core::ids::{ChannelKey, MatchId, Platform};
    use bot_core::rules::{LateTablas, Variant};
    use bot_core::session::{EndedBy, SeatInfo, Seq};

    fn table_view(phase: PhaseView) -> TableView {
        TableView {
            channel: ChannelKey::new(Platform::Discord, "1", "2"),
            phase,
            variant: Variant::Tablic,
            options: vec![],
            target: 101,
            players: 2,
            partnerships: false,
            creator: "Ana".into(),
            seats: vec![SeatInfo {
                seat: 0,
                name: "Ana".into(),
                computer: false,
                away: false,
                cards: 6,
                side: 0,
            }],
            table: CardSet::EMPTY,
            to_move: Some(0),
            last_move: None,
            captured: vec![0, 0],
            tablas: vec![0, 0],
            hand_points: vec![0, 0],
            late_tablas: None,
            tie_break: false,
            tabla_points_later: vec![0, 0],
            tabla_points_open: Vec::new(),
            leftover: None,
            scores: vec![0, 0],
            hand_number: 1,
            stock: 36,
            seq: Some(Seq { game: MatchId(3), moves: 0 }),
            end: None,
            turn_seconds: None,
            turn_deadline: None,
        }
    }

    /// Who reads the hands drawn here.
    /// A card seat 0 (`name`) played by the computer, taking `take`.
    fn computer_move(name: &str, card: &str, take: &[&str], tabla: bool) -> MoveView {
        let take = take.iter().fold(CardSet::EMPTY, |set, c| set.with(c.parse().expect("card")));
        MoveView {
            seat: 0,
            name: name.into(),
            card: card.parse().expect("card"),
            take,
            tabla,
            tabla_points: 0,
            sweep: false,
            by_computer: true,
            dealt: false,
        }
    }

    /// Hand `number` scored: Ana 14 (31 in all), Bob_B 8 (17).
    fn scored_hand(number: u32) -> HandOverView {
        HandOverView {
            result: bot_core::game::HandResult { number, total: vec![14, 8], ..Default::default() },
            sides: vec![vec!["Ana".into()], vec!["Bob_B".into()]],
            scores: vec![31, 17],
            last_move: None,
            level_at_target: false,
        }
    }

    fn reader() -> bot_core::ids::UserRef {
        bot_core::ids::UserRef::new(Platform::Discord, "7")
    }

    /// Seat `seat`'s hand at move `moves` of game 3: `hand`, with `table`, no choices yet.
    fn a_hand(seat: u8, hand: CardSet, table: CardSet, your_turn: bool, moves: u32) -> HandView {
        HandView {
            channel: ChannelKey::new(Platform::Discord, "1", "2"),
            seat,
            hand,
            table,
            your_turn,
            legal: vec![],
            partial: vec![],
            may_trail: vec![],
            can_redeal: false,
            can_claim: false,
            claim_total: 0,
            partners: false,
            partner_names: Vec::new(),
            target: 101,
            seq: Seq { game: MatchId(3), moves },
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

    /// A timed game says so in its title from the lobby on, in short units in the table's
    /// language; an untimed one says nothing of a clock.
    #[test]
    fn a_timed_games_title_gives_the_time_a_turn_from_the_lobby_on() {
        let title = |view: &TableView, lang| {
            let body = table(lang, view, &[], &TableExtras::default(), Level::ALL[0]);
            let embed = serde_json::to_value(&body.embeds[0]).expect("json");
            embed["title"].as_str().unwrap_or_default().to_string()
        };
        let mut lobby = table_view(PhaseView::Lobby);
        lobby.seq = None;
        assert!(!title(&lobby, Lang::En).contains('⏱'));
        lobby.turn_seconds = Some(90);
        assert!(
            title(&lobby, Lang::En).ends_with(" · ⏱ 1 min 30 s a turn"),
            "{}",
            title(&lobby, Lang::En)
        );
        let mut playing = table_view(PhaseView::Playing);
        playing.turn_seconds = Some(86_400);
        assert!(
            title(&playing, Lang::Hr).ends_with(" · ⏱ 24 h po potezu"),
            "{}",
            title(&playing, Lang::Hr)
        );
    }

    /// While a timed turn runs, the table and the others' hands say when the computer will
    /// play for the mover; without a timer, neither speaks of a clock.
    #[test]
    fn the_movers_deadline_is_on_the_table_and_the_waiting_hands() {
        let mut view = table_view(PhaseView::Playing);
        let bob = SeatInfo { seat: 1, name: "Bob".into(), side: 1, ..view.seats[0].clone() };
        view.seats.push(bob.clone());
        let waiting = a_hand(1, CardSet::EMPTY, CardSet::EMPTY, false, 0);
        let drawn = |view: &TableView| {
            let table = table(Lang::En, view, &[], &TableExtras::default(), Level::ALL[0]);
            (table.content, super::hand(Lang::En, &waiting, view, None, &reader()).content)
        };
        let (table, hand) = drawn(&view);
        assert!(!table.contains("<t:") && hand.contains("Waiting for Ana."), "{table}\n{hand}");
        view.turn_seconds = Some(60);
        view.turn_deadline = Some(1_800_000_000);
        let (table, hand) = drawn(&view);
        assert!(table.ends_with("(time runs out <t:1800000000:R>)."), "{table}");
        assert!(hand.contains("Waiting for Ana (time runs out <t:1800000000:R>)."), "{hand}");
        // At a table of three too: every waiting hand is redrawn at each card played.
        view.seats.push(SeatInfo { seat: 2, name: "Cy".into(), side: 2, ..bob });
        let (table, hand) = drawn(&view);
        assert!(table.ends_with("(time runs out <t:1800000000:R>)."), "{table}");
        assert!(hand.contains("Waiting for Ana (time runs out <t:1800000000:R>)."), "{hand}");
    }

    /// The restart's banner is the hand's first line, above what was played for the player
    /// and above the answer to their move.
    #[test]
    fn a_banner_goes_above_every_other_line_of_a_hand() {
        let view = table_view(PhaseView::Playing);
        let mut hand = a_hand(0, CardSet::EMPTY, CardSet::EMPTY, false, 4);
        hand.played_for_you = Some(bot_core::session::PlayedForYou { moves: 1, taken: 0 });
        let body = hand_under(
            Lang::En,
            &hand,
            &view,
            Some("⏸ Paused."),
            Some("You played 3♠."),
            &reader(),
        );
        let lines: Vec<&str> = body.content.lines().take(4).collect();
        assert_eq!(lines[0], "⏸ Paused.", "{}", body.content);
        assert_eq!(lines[1], "", "the banner stands apart: {}", body.content);
        assert!(lines[2].starts_with("🤖 "), "{}", body.content);
        assert_eq!(lines[3], "You played 3♠.", "{}", body.content);
    }

    #[test]
    fn from_hand_seven_the_score_says_how_tablas_count_and_who_has_points_to_come() {
        let mut view = table_view(PhaseView::Playing);
        view.seats.push(SeatInfo {
            seat: 1,
            name: "B_b".into(),
            computer: false,
            away: false,
            cards: 6,
            side: 1,
        });
        let late =
            "From the seventh hand on, tablas score when the hand ends, not at once and not \
                    in a claim";
        let embeds = |view: &TableView| {
            let body = table(Lang::En, view, &[], &TableExtras::default(), Level::ALL[0]);
            serde_json::to_string(&body.embeds).expect("json")
        };
        assert!(!embeds(&view).contains(late), "not before hand seven");
        view.hand_number = 8;
        view.late_tablas = Some(LateTablas::AtHandEnd);
        assert!(embeds(&view).contains(&format!("*{late}.*")));
        view.tablas = vec![0, 1];
        view.tabla_points_later = vec![0, 1];
        // The name escaped for markdown (a backslash, itself escaped in JSON).
        let pending = format!("*{late} (B\\\\_b +1 when this hand ends).*");
        assert!(embeds(&view).contains(&pending), "{}", embeds(&view));
        view.late_tablas = Some(LateTablas::NotScored);
        assert!(embeds(&view).contains("*From the seventh hand on, tablas score nothing.*"));
        // The match's last hand scored: where the cards left on the table went, on a closed
        // hand, the name escaped (the table's Last hand field says it there).
        view.late_tablas = None;
        let five: Card = "5H".parse().expect("card");
        view.leftover = Some(bot_core::game::Leftover {
            side: 1,
            count: 2,
            by: bot_core::rules::Leftovers::Dealer,
            cards: CardSet::EMPTY.with(five).with("7C".parse().expect("card")),
        });
        let went = "The 2 cards left on the table (5♥ 7♣) went to B\\\\_b, the dealer.";
        assert!(!embeds(&view).contains(went), "said once, under Last hand: {}", embeds(&view));
        let on_hand = |seat| {
            let hand = a_hand(1, CardSet::EMPTY, CardSet::EMPTY, false, 0);
            super::hand(Lang::En, &HandView { seat, ..hand }, &view, None, &reader()).content
        };
        assert!(on_hand(0).contains("went to B\\_b, the dealer."), "{}", on_hand(0));
        // B_b, who took them, reads "you".
        assert!(on_hand(1).contains("went to you, the dealer."), "{}", on_hand(1));
        // A deal made by the other's move is said under that move, on the reader's turn.
        view.leftover = None;
        view.last_move = Some(MoveView {
            seat: 1,
            name: "B_b".into(),
            card: five,
            take: CardSet::EMPTY,
            tabla: false,
            tabla_points: 0,
            sweep: false,
            by_computer: false,
            dealt: true,
        });
        let turn = a_hand(0, CardSet::EMPTY.with(five), CardSet::EMPTY, true, 0);
        assert!(says_deal(&turn, &view));
        let drawn = super::hand(Lang::En, &turn, &view, None, &reader()).content;
        let lines: Vec<&str> = drawn.lines().collect();
        assert_eq!(
            lines[..2],
            ["**Last move:** B\\_b played 5♥ to the table", "New cards were dealt."]
        );
        let waiting = a_hand(0, CardSet::EMPTY.with(five), CardSet::EMPTY, false, 0);
        assert!(!says_deal(&waiting, &view), "a hand not on its turn shows no last move");
    }

    #[test]
    fn choices_are_paged_within_discord_limits() {
        let card: Card = "KS".parse().expect("card");
        let options: Vec<CardSet> = (0..47u64).map(|i| CardSet(1 << i)).collect();
        let hand = HandView {
            legal: vec![(card, options)],
            may_trail: vec![(card, true)],
            ..a_hand(0, CardSet::EMPTY.with(card), CardSet::EMPTY, true, 0)
        };
        let view = table_view(PhaseView::Playing);
        for page in 0..3u8 {
            let body = choices(Lang::En, &hand, &view, card, page);
            assert!(body.components.len() <= ROWS);
            let json = serde_json::to_value(&body.components).expect("json");
            let rows = json.as_array().expect("rows");
            for row in rows {
                let buttons = row["components"].as_array().expect("buttons");
                assert!(buttons.len() <= ROW);
                for b in buttons {
                    assert!(b["custom_id"].as_str().expect("id").len() <= 100);
                }
            }
        }
    }

    #[test]
    fn a_claim_is_a_button_only_when_it_would_win_and_a_total_line_below() {
        let king = CardSet::EMPTY.with("KS".parse().expect("card"));
        let mut hand = HandView {
            can_claim: true,
            claim_total: 40,
            ..a_hand(0, king, CardSet::EMPTY, true, 0)
        };
        let view = table_view(PhaseView::Playing);
        let claim_button =
            |body: &Body| {
                let json = serde_json::to_value(&body.components).expect("json");
                json.as_array().expect("rows").iter().any(|row| {
                    row["components"].as_array().expect("buttons").iter().any(|b| {
                        b["custom_id"].as_str().is_some_and(|id| id.starts_with("t1:claim:"))
                    })
                })
            };
        // Below the target: how far it is, with neither a button nor the command (such a
        // claim loses); a player alone is not "your side".
        let below = super::hand(Lang::En, &hand, &view, None, &reader());
        assert!(!claim_button(&below), "{:?}", below.components);
        assert!(
            below.content.contains("Your points toward claiming victory: 40 of 101"),
            "{}",
            below.content
        );
        assert!(!below.content.contains("claim`"), "{}", below.content);
        let hr = super::hand(Lang::Hr, &hand, &view, None, &reader());
        assert!(hr.content.contains("Vaši bodovi za prijavu pobjede: 40 od 101"), "{}", hr.content);
        let partners = HandView { partners: true, ..hand.clone() };
        let side = super::hand(Lang::En, &partners, &view, None, &reader());
        assert!(
            side.content.contains("Your side's points toward claiming victory: 40 of 101"),
            "{}",
            side.content
        );
        // At the target: the button, and no line.
        hand.claim_total = 101;
        let wins = super::hand(Lang::En, &hand, &view, None, &reader());
        assert!(claim_button(&wins), "{:?}", wins.components);
        assert!(!wins.content.contains("toward claiming"), "{}", wins.content);
        let json = serde_json::to_string(&wins.components).expect("json");
        assert!(json.contains("Claim victory (101)"), "{json}");
        // Claims closed: neither.
        hand.can_claim = false;
        for total in [40, 101] {
            hand.claim_total = total;
            let closed = super::hand(Lang::En, &hand, &view, None, &reader());
            assert!(!claim_button(&closed) && !closed.content.contains("toward claiming"));
        }
    }

    /// The card the computer played for the reader is said above the cards in every drawing
    /// (a new answer too), above any other note; the summary once back replaces it.
    /// Tabinet's redeal is offered with a word of what it does: once, before the first card.
    #[test]
    fn the_redeal_button_comes_with_a_word_of_what_it_does() {
        let (king, two) = ("KS".parse().expect("card"), "2H".parse().expect("card"));
        let mut hand = a_hand(0, CardSet::EMPTY.with(king), CardSet::EMPTY.with(two), true, 0);
        hand.can_redeal = true;
        let view = table_view(PhaseView::Playing);
        let body = super::hand(Lang::En, &hand, &view, None, &reader());
        let hint = "You may turn these cards down once, before your first card: **New cards** gives you new ones.";
        assert!(body.content.contains(hint), "{}", body.content);
    }

    #[test]
    fn a_hand_says_the_card_the_computer_played_for_its_reader() {
        let (king, two) = ("KS".parse().expect("card"), "2H".parse().expect("card"));
        let mut hand = a_hand(0, CardSet::EMPTY.with(king), CardSet::EMPTY.with(two), true, 5);
        let view = table_view(PhaseView::Playing);
        hand.stood_in_move = Some(MoveView {
            seat: 0,
            name: "Ana".into(),
            card: "7C".parse().expect("card"),
            take: CardSet::EMPTY,
            tabla: false,
            tabla_points: 0,
            sweep: false,
            by_computer: true,
            dealt: false,
        });
        let body = super::hand(Lang::En, &hand, &view, Some("🂠 New cards."), &reader());
        assert!(
            body.content.starts_with("🤖 The computer put 7♣ on the table for you.\n🂠 New cards."),
            "{}",
            body.content
        );
        // Answering "I'm back", the answer comes first and the card after it.
        let back = "You are back: the game goes on.";
        let body = hand_under(Lang::En, &hand, &view, None, Some(back), &reader());
        let expected = format!("{back}\n🤖 The computer put 7♣ on the table for you.");
        assert!(body.content.starts_with(&expected), "{}", body.content);
        hand.played_for_you = Some(bot_core::session::PlayedForYou { moves: 2, taken: 0 });
        let back = super::hand(Lang::En, &hand, &view, None, &reader());
        assert!(back.content.starts_with("🤖 While you were away"), "{}", back.content);
        assert_eq!(back.content.matches("🤖").count(), 1, "{}", back.content);
    }

    /// A card played because the reader's time ran out says so (⏱), warning that one more
    /// lapse makes them away, or that it did; one played while they are away is the plain 🤖
    /// line. In every language, with no text missing.
    #[test]
    fn a_card_played_when_time_ran_out_says_so_and_warns_of_the_next() {
        let (king, two) = ("KS".parse().expect("card"), "2H".parse().expect("card"));
        let mut hand = a_hand(0, CardSet::EMPTY.with(king), CardSet::EMPTY.with(two), true, 5);
        let view = table_view(PhaseView::Playing);
        hand.stood_in_move = Some(computer_move("Ana", "5S", &["AD", "4S"], false));
        let first = Some(StandIn::TimedOut { lapses_left: 1, last_one_here: false });
        hand.stood_in_why = first;
        let body = super::hand(Lang::En, &hand, &view, None, &reader());
        let said = "⏱ Your time ran out: the computer played 5♠ for you and took A♦ 4♠. If it \
                    runs out on your next turn too, the computer plays for you until you press a button or \
                    send a command.";
        assert!(body.content.starts_with(said), "{}", body.content);
        let hr = super::hand(Lang::Hr, &hand, &view, None, &reader());
        let said = "⏱ Vrijeme vam je isteklo: računalo je umjesto vas odigralo 5♠ i odnijelo A♦ \
                    4♠. Ako vam vrijeme istekne i u sljedećem potezu";
        assert!(hr.content.starts_with(said), "{}", hr.content);
        hand.stood_in_why = Some(StandIn::TimedOut { lapses_left: 0, last_one_here: false });
        let again = super::hand(Lang::En, &hand, &view, None, &reader());
        let said = "⏱ Your time ran out again: the computer played 5♠ for you and took A♦ 4♠.\n";
        assert!(again.content.starts_with(said), "{}", again.content);
        hand.stood_in_why = Some(StandIn::Away);
        let away = super::hand(Lang::En, &hand, &view, None, &reader());
        assert!(
            away.content.starts_with("🤖 The computer played 5♠ for you and took A♦ 4♠.\n"),
            "{}",
            away.content
        );
        for lang in Lang::ALL {
            for why in [
                first,
                Some(StandIn::TimedOut { lapses_left: 0, last_one_here: false }),
                Some(StandIn::Away),
            ] {
                let mv = hand.stood_in_move.as_ref().expect("move");
                let line = played_for_you(lang, mv, why);
                assert!(line.contains("5♠") && line.contains("A♦ 4♠"), "{lang}: {line}");
                assert!(!line.contains("for-you") && !line.contains("timed-out"), "{lang}: {line}");
            }
            let warned = played_for_you(lang, hand.stood_in_move.as_ref().expect("move"), first);
            let warning = text(lang, Key::LapseWarning);
            assert!(warned.starts_with("⏱ ") && warned.ends_with(&warning), "{lang}: {warned}");
        }
    }

    /// On the reader's turn with their clock running, the hand and the turn notices say when
    /// it runs out, as a time Discord shows relative to each reader; without one, as before.
    #[test]
    fn a_timed_turn_says_when_it_runs_out_on_the_hand_and_the_notices() {
        let king = "KS".parse().expect("card");
        let mut hand = a_hand(0, CardSet::EMPTY.with(king), CardSet::EMPTY, true, 5);
        let view = table_view(PhaseView::Playing);
        let plain = super::hand(Lang::En, &hand, &view, None, &reader());
        assert!(plain.content.contains("Your turn: pick a card."), "{}", plain.content);
        hand.turn_deadline = Some(1_800_000_060);
        let timed = super::hand(Lang::En, &hand, &view, None, &reader());
        let said = "Your turn: pick a card — the computer plays for you <t:1800000060:R>.";
        assert!(timed.content.contains(said), "{}", timed.content);
        let seq = Seq { game: MatchId(1), moves: 4 };
        let notice = turn_notice(Lang::En, 42, "Ana", seq, Some(1_800_000_060));
        assert_eq!(
            notice.content,
            "🔔 <@42>, your turn (game #1, time runs out <t:1800000060:R>): press **My hand** to \
             see your cards."
        );
        let dm = turn_notice_dm(Lang::En, "1", "2", None, seq, Some(1_800_000_060));
        assert!(dm.content.contains("(game #1, time runs out <t:1800000060:R>)"), "{}", dm.content);
        let untimed = turn_notice(Lang::En, 42, "Ana", seq, None);
        assert!(!untimed.content.contains("<t:"), "{}", untimed.content);
        for lang in Lang::ALL {
            let hand = super::hand(lang, &hand, &view, None, &reader()).content;
            let notice = turn_notice(lang, 42, "Ana", seq, Some(1_800_000_060)).content;
            let dm = turn_notice_dm(lang, "1", "2", None, seq, Some(1_800_000_060)).content;
            for said in [hand, notice, dm] {
                assert!(said.contains(" <t:1800000060:R>"), "{lang}: {said}");
                assert!(!said.contains("dc-") && !said.contains('{'), "{lang}: {said}");
            }
        }
    }

    #[test]
    fn a_hand_on_its_turn_says_the_move_another_made_before_it() {
        let (king, two) = ("KS".parse().expect("card"), "2H".parse().expect("card"));
        let mut hand = a_hand(0, CardSet::EMPTY.with(king), CardSet::EMPTY.with(two), true, 5);
        let mut view = table_view(PhaseView::Playing);
        let took = |seat: u8, name: &str, by_computer: bool| MoveView {
            seat,
            name: name.into(),
            card: "9C".parse().expect("card"),
            take: CardSet::EMPTY
                .with("4D".parse().expect("card"))
                .with("5S".parse().expect("card")),
            tabla: false,
            tabla_points: 0,
            sweep: false,
            by_computer,
            dealt: false,
        };
        // Another's move, its name escaped for markdown, above the cards.
        view.last_move = Some(took(1, "_Bo*b_", false));
        let body = super::hand(Lang::En, &hand, &view, None, &reader());
        assert!(
            body.content.starts_with(
                "**Last move:** \\_Bo\\*b\\_ played 9♣ and took 4♦ 5♠\n**Your cards:** K♠"
            ),
            "{}",
            body.content
        );
        // The computer's, named in the reader's language; in the card choices too.
        let computer = SeatKind::Computer { level: Level::Medium }.display_name();
        view.last_move = Some(took(1, &computer, true));
        let hr = super::hand(Lang::Hr, &hand, &view, None, &reader());
        let first = hr.content.lines().next().expect("a line");
        assert!(
            first.starts_with("**Posljednji potez:**") && !first.contains(&computer),
            "{first}"
        );
        let chosen = choices(Lang::En, &hand, &view, "KS".parse().expect("card"), 0);
        assert!(chosen.content.starts_with("**Last move:**"), "{}", chosen.content);
        // Not their own move (the note says it), and not while they wait.
        view.last_move = Some(took(0, "Ana", false));
        let own = super::hand(Lang::En, &hand, &view, None, &reader());
        assert!(!own.content.contains("Last move"), "{}", own.content);
        view.last_move = Some(took(1, "Bob", false));
        hand.your_turn = false;
        view.to_move = Some(1);
        let waiting = super::hand(Lang::En, &hand, &view, None, &reader());
        assert!(!waiting.content.contains("Last move"), "{}", waiting.content);
        hand.your_turn = true;
        // Once it is over, another's last move is said: it ended the match, and the leftovers
        // may name its card.
        let mut finished = table_view(PhaseView::Finished);
        finished.last_move = Some(took(1, "Bob", false));
        let over = super::hand(Lang::En, &hand, &finished, None, &reader());
        assert!(over.content.starts_with("**Last move:** Bob"), "{}", over.content);
        finished.last_move = Some(took(0, "Ana", false));
        let own = super::hand(Lang::En, &hand, &finished, None, &reader());
        assert!(!own.content.contains("Last move"), "{}", own.content);
        // No cards left: the hand's own word, not the table's (a table is masculine in hr).
        let mut emptied = hand.clone();
        emptied.hand = CardSet::EMPTY;
        let hr = super::hand(Lang::Hr, &emptied, &finished, None, &reader());
        assert!(hr.content.contains("**Vaše karte:** nema ih\n"), "{}", hr.content);
        // A hand scored since: said above the next hand's cards, after one's own move.
        let mut next = table_view(PhaseView::Playing);
        next.hand_number = 2;
        let note = format!(
            "{}\n{}",
            you_played(Lang::Hr, "KC".parse().expect("card"), CardSet::EMPTY, None),
            hand_ended(Lang::Hr, &scored_hand(1))
        );
        let body = super::hand(Lang::Hr, &hand, &next, Some(&note), &reader());
        assert!(
            body.content.starts_with("Bacili ste K♣ na stol.\n📋 Dijeljenje 1 je završeno: Ana +14 → 31 · Bob\\_B +8 → 17. Pojedinosti su pod **Prošlo dijeljenje** u poruci sa stolom igre.\n\n**Vaše karte:** K♠"),
            "{}",
            body.content
        );
    }

    #[test]
    fn the_table_speaks_the_language_it_is_given() {
        let mut view = table_view(PhaseView::Playing);
        view.stock = 1;
        view.last_move = Some(computer_move("Ana", "9C", &["4D", "5S"], true));
        // A computer's seat is stored under its English name and shown in the table's language.
        let computer = SeatKind::Computer { level: Level::Medium }.display_name();
        view.seats.push(SeatInfo {
            seat: 1,
            name: computer,
            computer: true,
            away: false,
            cards: 1,
            side: 1,
        });
        let body = table(Lang::Mk, &view, &[], &TableExtras::default(), Level::ALL[0]);
        let embeds = serde_json::to_string(&body.embeds).expect("json");
        for words in [
            "Играчи",
            "Партија #3 · потег 0 · во шпилот уште 1 карта",
            "Ana — 6 карти",
            "Табла!",
            "Компјутер (среден) 🤖 — 1 карта",
        ] {
            assert!(embeds.contains(words), "`{words}` in {embeds}");
        }
        assert!(body.content.contains("на потег сте"), "{}", body.content);
        view.stock = 20;
        view.turn_seconds = Some(30);
        let body = table(Lang::Ro, &view, &[], &TableExtras::default(), Level::ALL[0]);
        let embeds = serde_json::to_string(&body.embeds).expect("json");
        assert!(embeds.contains("mutarea 0 · 20 de cărți de împărțit\""), "{embeds}");
        assert!(embeds.contains("până la 101 · ⏱ 30 s pe mutare\""), "{embeds}");
        assert!(embeds.contains("Ana a jucat 9♣ și a luat"), "{embeds}");
        let mut lobby = table_view(PhaseView::Lobby);
        lobby.seats.clear();
        let body = table(Lang::SrCyrl, &lobby, &[], &TableExtras::default(), Level::ALL[0]);
        let embeds = serde_json::to_string(&body.embeds).expect("json");
        assert!(embeds.contains("Домаћин: Ana. Заузето места: 0 од 2."), "{embeds}");
        assert!(embeds.contains("слободно место"), "{embeds}");
        // The title names the variant once, as typed; a short game has no target.
        let title =
            |body: &Body| serde_json::to_value(&body.embeds[0]).expect("json")["title"].clone();
        assert_eq!(title(&body), "🃏 tablic · до 101");
        lobby.variant = Variant::Tablanette;
        lobby.options = vec!["short=yes".into()];
        let body = table(Lang::En, &lobby, &[], &TableExtras::default(), Level::ALL[0]);
        assert_eq!(title(&body), "🃏 tablanette · one-hand game");
    }

    #[test]
    fn results_are_whole_sentences_in_each_language() {
        let won = |reason| MatchEnd::Won { side: 0, names: vec!["Ana".into()], reason, by: None };
        let mut view = table_view(PhaseView::Finished);
        let bob = SeatInfo { seat: 1, name: "Bob".into(), side: 1, ..view.seats[0].clone() };
        view.seats.push(bob);
        view.scores = vec![101, 80];
        // Every final line names the sides with their scores.
        assert_eq!(
            result_line(Lang::En, &won(EndReason::Target), &view, None),
            "🏆 Ana won. Final score Ana 101 · Bob 80."
        );
        assert_eq!(
            result_line(Lang::SrLatn, &won(EndReason::Claim), &view, None),
            "🏆 Pobeda ispravnom prijavom: Ana. Konačan rezultat Ana 101 · Bob 80."
        );
        // A failed claim names whose claim it was: the winner did not make it.
        let failed = MatchEnd::Won {
            side: 0,
            names: vec!["Ana".into()],
            reason: EndReason::FailedClaim,
            by: Some(EndedBy { seat: 1, name: "Bob".into() }),
        };
        assert_eq!(
            result_line(Lang::En, &failed, &view, None),
            "🏆 Ana won: Bob claimed victory without enough points. Final score Ana 101 · Bob 80."
        );
        assert_eq!(
            result_line(Lang::Hr, &failed, &view, None),
            "🏆 Pobjeda: Ana. Prijava pobjede bez dovoljno bodova: Bob. Konačni rezultat Ana 101 · \
             Bob 80."
        );
        view.scores = vec![101, 101];
        assert_eq!(
            result_line(Lang::Hr, &MatchEnd::Drawn, &view, None),
            "🤝 Neriješeno. Konačni rezultat Ana 101 · Bob 101."
        );
        // Of three, a draw between the two at the top: the third reads that they did not
        // draw (nor did they: their standings count a loss).
        let mut three = view.clone();
        let cy = SeatInfo { seat: 2, name: "Cy".into(), side: 2, ..three.seats[1].clone() };
        three.seats.push(cy);
        three.scores = vec![14, 6, 14];
        assert_eq!(
            result_line(Lang::En, &MatchEnd::Drawn, &three, Some(1)),
            "🤝 A draw: Ana and Cy share first place. Final score Ana 14 · Bob 6 · Cy 14."
        );
        three.scores = vec![14, 14, 14];
        assert_eq!(
            result_line(Lang::En, &MatchEnd::Drawn, &three, None),
            "🤝 A draw. Final score Ana 14 · Bob 14 · Cy 14."
        );
        // A resignation ends a game of three for all: it says who wins then.
        let resigned = MatchEnd::Won {
            side: 2,
            names: vec!["Cy".into()],
            reason: EndReason::Resignation,
            by: Some(EndedBy { seat: 0, name: "Ana".into() }),
        };
        three.scores = vec![40, 55, 62];
        assert_eq!(
            result_line(Lang::En, &resigned, &three, Some(1)),
            "🏆 Cy won: Ana resigned. Final score Ana 40 · Bob 55 · Cy 62. A resignation ends the \
             game for everyone: the player with the most points among the others wins."
        );
        let ana = bot_core::ids::UserRef::new(Platform::Discord, "1");
        let stopped = MatchEnd::Aborted { by: "Ana".into(), user: ana.clone() };
        assert_eq!(
            result_line(Lang::Ro, &stopped, &view, None),
            "Partida a fost oprită de Ana. Nu contează pentru nimeni."
        );
        // Her own closed hand says it to her in the second person; another's names her.
        let closed = TableView { end: Some(stopped.clone()), ..view.clone() };
        let hand = a_hand(0, CardSet::EMPTY, CardSet::EMPTY, false, 5);
        let hers = super::hand(Lang::En, &hand, &closed, None, &ana).content;
        assert!(hers.contains("You stopped the game."), "{hers}");
        let his = super::hand(Lang::En, &hand, &closed, None, &reader()).content;
        assert!(his.contains("The game was stopped by Ana."), "{his}");
        // In its own words: not after "The game is over."
        assert!(!hers.contains("is over") && !his.contains("is over"), "{hers}\n{his}");
        // Told in a new message too, with the game's number; a table still playing tells none.
        assert!(end_notice(Lang::Hr, &view).is_none());
        view.end = Some(won(EndReason::Target));
        view.scores = vec![101, 80];
        let told = end_notice(Lang::Hr, &view).expect("an ended table's notice");
        assert_eq!(
            told.content,
            "🏆 Pobjeda: Ana. Konačni rezultat Ana 101 · Bob 80. (partija #3)"
        );
        assert!(told.mentions.is_empty() && told.components.is_empty());
        // A stopped game's says who stopped it, the name escaped.
        view.end = Some(MatchEnd::Aborted { by: "Ana_B".into(), user: ana });
        let told = end_notice(Lang::En, &view).expect("a stopped table's notice");
        assert_eq!(
            told.content,
            "The game was stopped by Ana\\_B. It counts for no one. (game #3)"
        );
        let told = end_notice(Lang::Hr, &view).expect("a stopped table's notice");
        assert_eq!(
            told.content,
            "Partija je prekinuta (Ana\\_B). Ne računa se nikome. (partija #3)"
        );
        let card: Card = "9C".parse().expect("card");
        assert_eq!(you_played(Lang::Bs, card, CardSet::EMPTY, None), "Bacili ste 9♣ na sto.");
        let took =
            CardSet::EMPTY.with("AS".parse().expect("card")).with("8D".parse().expect("card"));
        assert_eq!(
            you_played(Lang::En, card, took, Some(1)),
            "You played 9♣ and took A♠ 8♦ — **Tabla!**"
        );
        // A tablanette's points, which nothing else says when it is made.
        assert_eq!(
            you_played(Lang::Hr, card, took, Some(18)),
            "Odigrali ste 9♣ i odnijeli A♠ 8♦ — **Tabla! (+18)**"
        );
        assert_eq!(dealt(Lang::Hr), "Podijeljene su nove karte.");
    }

    /// The winner's own hand reads the win as theirs, the table and the loser's hand by name;
    /// under the claimant's own "the claim is right" it says who won, not how again.
    #[test]
    fn the_winner_reads_their_win_as_theirs_on_their_own_hand() {
        let mut view = table_view(PhaseView::Finished);
        let bob = SeatInfo { seat: 1, name: "Bob".into(), side: 1, ..view.seats[0].clone() };
        view.seats.push(bob);
        view.scores = vec![0, 3];
        view.end = Some(MatchEnd::Won {
            side: 1,
            names: vec!["Bob".into()],
            reason: EndReason::Claim,
            by: Some(EndedBy { seat: 1, name: "Bob".into() }),
        });
        let (ana, bob) = (
            a_hand(0, CardSet::EMPTY, CardSet::EMPTY, false, 5),
            a_hand(1, CardSet::EMPTY, CardSet::EMPTY, false, 5),
        );
        let his = super::hand(Lang::En, &bob, &view, None, &reader()).content;
        let won = "The game is over. 🏆 You won by a correct claim. Final score Ana 0 · Bob 3.";
        assert!(his.ends_with(won), "{his}");
        let hers = super::hand(Lang::En, &ana, &view, None, &reader()).content;
        assert!(
            hers.ends_with("🏆 Bob won by a correct claim. Final score Ana 0 · Bob 3."),
            "{hers}"
        );
        let json = serde_json::to_string(
            &table(Lang::En, &view, &[], &TableExtras::default(), Level::ALL[0]).embeds,
        )
        .expect("json");
        assert!(json.contains("🏆 Bob won by a correct claim."), "{json}");
        assert!(!json.contains("You won"), "{json}");
        // Under his own claim's line: who won, once.
        let claim = Notice::Claimed { name: "Bob".into(), total: 3, correct: true };
        let note = bot_core::i18n::own_notice(&claim, Lang::En).expect("his own words");
        let his = super::hand(Lang::En, &bob, &view, Some(&note), &reader()).content;
        assert!(his.starts_with(&format!("{note}\n")), "{his}");
        assert!(his.ends_with("The game is over. 🏆 You won. Final score Ana 0 · Bob 3."), "{his}");
        assert!(!his.contains("correct claim"), "{his}");
        // Another note (a card refused after the end) leaves the result saying how.
        let his = super::hand(Lang::En, &bob, &view, Some("The game is over."), &reader()).content;
        assert!(his.ends_with(won), "{his}");
        // In Croatian; partners read it as their side's.
        let hr = super::hand(Lang::Hr, &bob, &view, None, &reader()).content;
        assert!(
            hr.ends_with("🏆 Pobijedili ste točnom prijavom. Konačni rezultat Ana 0 · Bob 3."),
            "{hr}"
        );
        view.end = Some(MatchEnd::Won {
            side: 1,
            names: vec!["Bob".into(), "Dan".into()],
            reason: EndReason::Resignation,
            by: Some(EndedBy { seat: 0, name: "Ana".into() }),
        });
        let his = super::hand(Lang::En, &bob, &view, None, &reader()).content;
        assert!(
            his.ends_with("🏆 Your side won: Ana resigned. Final score Ana 0 · Bob 3."),
            "{his}"
        );
        let hers = super::hand(Lang::En, &ana, &view, None, &reader()).content;
        assert!(
            hers.ends_with("🏆 Bob & Dan won: you resigned. Final score Ana 0 · Bob 3."),
            "{hers}"
        );
    }

    fn scored(sides: Vec<Vec<String>>) -> HandOverView {
        use bot_core::game::{HandResult, Leftover};
        use bot_core::rules::Leftovers;
        let n = sides.len();
        let result = HandResult {
            number: 2,
            dealer: 0,
            cards: [30, 22, 0, 0][..n].to_vec(),
            card_points: [12, 10, 3, 0][..n].to_vec(),
            most_cards: [3, 0, 0, 0][..n].to_vec(),
            last_capture: [0, 1, 0, 0][..n].to_vec(),
            tablas: [0, 2, 0, 1][..n].to_vec(),
            tabla_points: [0, 2, 0, 1][..n].to_vec(),
            total: [15, 13, 3, 1][..n].to_vec(),
            leftover: Some(Leftover {
                side: 1,
                count: 3,
                by: Leftovers::LastCapturer,
                cards: CardSet::parse_list("2H 7C 10D").expect("cards"),
            }),
            most_cards_unawarded: 0,
        };
        // The hand ended with the second side's first player putting 10♦ down.
        let last_move = Some(MoveView {
            seat: 1,
            name: sides[1][0].clone(),
            card: "10D".parse().expect("card"),
            take: CardSet::EMPTY,
            tabla: false,
            tabla_points: 0,
            sweep: false,
            by_computer: false,
            dealt: false,
        });
        let scores = [30, 20, 3, 1][..n].to_vec();
        HandOverView { result, sides, scores, last_move, level_at_target: false }
    }

    fn two() -> Vec<Vec<String>> {
        vec![vec!["Ana".into()], vec!["Bob".into()]]
    }

    #[test]
    fn a_scored_hand_is_broken_down_as_the_core_scored_it() {
        let view = scored(two());
        assert_eq!(
            hand_over_line(Lang::En, &view),
            "Hand 2\n\
             **The hand's last move:** Bob played 10♦ to the table\n\
             **Ana**: 30 cards · 12 card points · 3 for most cards → 15 this hand, 30 in the game\n\
             **Bob**: 22 cards · 10 card points · 1 for the last capture · \
             2 tablas (2 pts) → 13 this hand, 20 in the game\n\
             The 3 cards left on the table (2♥ 7♣ 10♦) went to Bob, who captured last."
        );
        // A tie on cards: the points nobody got are said last.
        let mut tied = view.clone();
        tied.result.cards = vec![26, 26];
        tied.result.most_cards = vec![0, 0];
        tied.result.most_cards_unawarded = 3;
        assert!(
            hand_over_line(Lang::En, &tied).ends_with(
                "went to Bob, who captured last.\nA tie on cards (26 each): nobody gets the 3 points for most cards."
            ),
            "{}",
            hand_over_line(Lang::En, &tied)
        );
        // Every language, each part in its words and numbers.
        let said = |lang| hand_over_line(lang, &view);
        for (lang, words) in [
            (
                Lang::Hr,
                [
                    "Dijeljenje 2",
                    "30 karata",
                    "12 bodova od karata",
                    "3 za najviše karata",
                    "1 za zadnje nošenje",
                    "2 table (2 boda)",
                    "→ 13 u ovom dijeljenju, 20 u partiji",
                    "nosi ih Bob za zadnje nošenje",
                ],
            ),
            (
                Lang::Bs,
                [
                    "Dijeljenje 2",
                    "22 karte",
                    "10 poena od karata",
                    "3 za najviše karata",
                    "1 za posljednje nošenje",
                    "2 table (2 poena)",
                    "→ 15 u ovom dijeljenju, 30 u partiji",
                    "Bob",
                ],
            ),
            (
                Lang::SrLatn,
                [
                    "Deljenje 2",
                    "30 karata",
                    "12 poena od karata",
                    "3 za najviše karata",
                    "1 za poslednje nošenje",
                    "2 table (2 poena)",
                    "→ 13 u ovom deljenju, 20 u partiji",
                    "Bob",
                ],
            ),
            (
                Lang::SrCyrl,
                [
                    "Дељење 2",
                    "30 карата",
                    "12 поена од карата",
                    "3 за највише карата",
                    "1 за последње ношење",
                    "2 табле (2 поена)",
                    "→ 13 у овом дељењу, 20 у партији",
                    "носи их Bob за последње ношење",
                ],
            ),
            (
                Lang::Mk,
                [
                    "2",
                    "30 карти",
                    "12 поени од карти",
                    "3 за најмногу карти",
                    "1 за последното земање",
                    "2 табли (2 поени)",
                    "→ 13 во ова делење, 20 во партијата",
                    "Bob",
                ],
            ),
            (
                Lang::Ro,
                [
                    "2",
                    "30 de cărți",
                    "12 puncte din cărți",
                    "3 pentru cele mai multe cărți",
                    "1 pentru ultima luare",
                    "2 table (2 puncte)",
                    "→ 13 în această mână, 20 în partidă",
                    "Bob",
                ],
            ),
        ] {
            let text = said(lang);
            for w in words {
                assert!(text.contains(w), "{lang}: `{w}` in {text}");
            }
            assert_eq!(text.lines().count(), 5, "{text}");
            // Most cards only where they scored: Ana's line, not Bob's.
            let most = |n: u32| tr(lang, Key::HandMostCards, &[("points", n.into())]);
            assert_eq!(text.matches(&most(3)).count(), 1, "{text}");
            assert!(!text.contains(&most(0)), "{text}");
        }
        // The table shows it under "Last hand".
        let extras = TableExtras { last_hand: Some(said(Lang::En)), ..Default::default() };
        let body = table(Lang::En, &table_view(PhaseView::Playing), &[], &extras, Level::ALL[0]);
        let embeds = serde_json::to_value(&body.embeds).expect("json");
        let field = embeds[0]["fields"]
            .as_array()
            .expect("fields")
            .iter()
            .find(|f| f["name"] == "Last hand")
            .expect("the last hand");
        assert!(field["value"].as_str().expect("text").contains("2 tablas (2 pts)"), "{field}");
        // Nothing left on the table: no line about it.
        let empty = HandOverView {
            result: bot_core::game::HandResult { leftover: None, ..view.result.clone() },
            ..view.clone()
        };
        let text = hand_over_line(Lang::En, &empty);
        assert_eq!(text.lines().count(), 4, "{text}");
        assert!(!text.contains("left on the table"), "{text}");
        // A stored last hand of an earlier release still shows.
        let old = TableExtras {
            last_hand: Some("Hand 1: Ana 14 · Bob 11".into()),
            ..Default::default()
        };
        let body = table(Lang::En, &table_view(PhaseView::Playing), &[], &old, Level::ALL[0]);
        assert!(serde_json::to_string(&body.embeds).expect("json").contains("Hand 1: Ana 14"));
    }

    /// Every text of an embed, counted as Discord counts toward its limits; each field's value
    /// and the description within theirs.
    fn embed_chars(body: &Body) -> usize {
        let json = serde_json::to_value(&body.embeds).expect("json");
        let mut total = 0;
        for embed in json.as_array().expect("embeds") {
            let count = |v: &serde_json::Value| v.as_str().map_or(0, |t| t.chars().count());
            total += count(&embed["title"]) + count(&embed["footer"]["text"]);
            let description = count(&embed["description"]);
            assert!(description <= DESCRIPTION_MAX, "description of {description}");
            total += description;
            for field in embed["fields"].as_array().into_iter().flatten() {
                let (name, value) = (count(&field["name"]), count(&field["value"]));
                assert!((1..=256).contains(&name), "{field}");
                assert!((1..=FIELD_MAX).contains(&value), "a field of {value}: {field}");
                total += name + value;
            }
        }
        total
    }

    /// A name of 32 characters that markdown reads, as long as an escaped name gets.
    fn worst_name(i: usize) -> String {
        let name: String = "*_~|`>#-[]()<:\\".chars().cycle().skip(i).take(31).collect();
        format!("{name}{i}")
    }

    #[test]
    fn four_players_with_the_longest_names_fit_discords_limits() {
        let names: Vec<String> = (0..4).map(worst_name).collect();
        assert!(names.iter().all(|n| n.chars().count() == bot_core::table::MAX_NAME_CHARS));
        let sides: Vec<Vec<String>> = names.iter().map(|n| vec![n.clone()]).collect();
        let mut view = table_view(PhaseView::Playing);
        view.players = 4;
        view.seats = (0..4u8)
            .map(|i| SeatInfo {
                seat: i,
                name: names[usize::from(i)].clone(),
                side: i,
                ..view.seats[0].clone()
            })
            .collect();
        view.creator = names[0].clone();
        (view.captured, view.tablas, view.hand_points, view.scores) =
            (vec![9; 4], vec![9; 4], vec![99; 4], vec![9999; 4]);
        view.turn_seconds = Some(86_400);
        view.table = CardSet((1u64 << 52) - 1);
        // Every option changed at once, as long as they get.
        let rules = bot_core::rules::RuleSet::preset(Variant::Tablic);
        view.options = rules.options().iter().map(|(k, v)| format!("{k}={v}{v}{v}")).collect();
        view.last_move = Some(MoveView {
            seat: 0,
            name: names[0].clone(),
            card: "10D".parse().expect("card"),
            take: CardSet((1u64 << 40) - 1),
            tabla: true,
            tabla_points: 0,
            sweep: false,
            by_computer: true,
            dealt: false,
        });
        view.end = Some(MatchEnd::Won {
            side: 0,
            names: vec![names[0].clone()],
            reason: EndReason::Resignation,
            by: Some(EndedBy { seat: 1, name: names[1].clone() }),
        });
        for lang in Lang::ALL {
            let mut hand = scored(sides.clone());
            hand.result.number = 9999;
            hand.result.tablas = vec![99; 4];
            hand.result.tabla_points = vec![99; 4];
            hand.result.last_capture = vec![9; 4];
            let news: Vec<String> = (0..NEWS_LINES)
                .map(|i| {
                    notice_line(
                        lang,
                        &Notice::Claimed { name: names[i].clone(), total: 9999, correct: false },
                    )
                })
                .collect();
            let extras = TableExtras {
                news,
                last_hand: Some(hand_over_line(lang, &hand)),
                ..Default::default()
            };
            for phase in [PhaseView::Lobby, PhaseView::Playing, PhaseView::Finished] {
                view.phase = phase;
                let body = table(lang, &view, &[], &extras, Level::ALL[0]);
                let total = embed_chars(&body);
                assert!(total <= EMBEDS_MAX, "{lang} {phase:?}: {total} characters");
                assert!(body.content.chars().count() <= 2000);
            }
        }
    }

    #[test]
    fn every_option_explained_fits_an_embed_in_every_language() {
        let voice = crate::bot::DiscordVoice { locale: "hr" };
        let mut longest = 0;
        for lang in Lang::ALL {
            for key in bot_core::rules::OPTION_KEYS {
                // The longest: asked with the longest variant's name, at a table.
                let variant = Some(bot_core::rules::Variant::TablanetteJp);
                let help =
                    OptionHelp::new(key, variant, Some("yes"), lang, &voice).expect("an option");
                let body = option_help(&help);
                let embed = serde_json::to_value(&body.embeds[0]).expect("json");
                let chars = |v: &serde_json::Value| v.as_str().map_or(0, |s| s.chars().count());
                assert!(chars(&embed["title"]) <= 256, "{key} {lang:?}");
                let description = chars(&embed["description"]);
                assert!(description <= DESCRIPTION_MAX, "{key} {lang:?}");
                let fields = embed["fields"].as_array().expect("fields");
                assert!(fields.len() <= 25);
                let mut total = chars(&embed["title"]) + description;
                for field in fields {
                    assert!(chars(&field["name"]) <= 256 && chars(&field["value"]) <= FIELD_MAX);
                    // Nothing was cut: every value is there whole.
                    assert!(
                        !chars(&field["value"]).eq(&0)
                            && !field["value"].as_str().unwrap_or("").ends_with('…')
                    );
                    total += chars(&field["name"]) + chars(&field["value"]);
                }
                assert!(total <= EMBEDS_MAX, "{key} {lang:?}: {total}");
                longest = longest.max(total);
                let all = embed.to_string();
                for (value, _) in &help.values {
                    if let ValueShown::Typed(v) = value {
                        assert!(all.contains(&format!("`{v}`")), "{key} {v} {lang:?}");
                    }
                }
            }
        }
        assert!(longest > 500, "{longest}");
    }

    #[test]
    fn an_option_asked_in_a_variant_says_its_value_there_in_bold() {
        let voice = crate::bot::DiscordVoice { locale: "en-US" };
        let tabinet = Some(bot_core::rules::Variant::Tabinet);
        let description = |variant, here, lang| {
            let help = OptionHelp::new("forced", variant, here, lang, &voice).expect("an option");
            let embed = serde_json::to_value(&option_help(&help).embeds[0]).expect("json");
            embed["description"].as_str().unwrap_or_default().to_string()
        };
        let both = description(tabinet, Some("yes"), Lang::En);
        assert!(
            both.contains("\n\n**In tabinet: forced=no**\n**At this table: forced=yes**\n\n"),
            "{both}"
        );
        assert!(both.ends_with("variant: tabinet rules: forced=yes"), "{both}");
        let alone = description(tabinet, None, Lang::Mk);
        assert!(alone.contains("\n\n**Во варијантата tabinet: forced=no**\n\n"), "{alone}");
        let plain = description(None, None, Lang::En);
        assert!(!plain.contains("**"), "{plain}");
    }

    #[test]
    fn the_lobby_and_the_table_show_the_rules_changed() {
        let mut lobby = table_view(PhaseView::Lobby);
        lobby.options = vec!["tabla=none".into(), "forced=yes".into()];
        let body = table(Lang::En, &lobby, &[], &TableExtras::default(), Level::ALL[0]);
        let json = serde_json::to_value(&body.embeds).expect("json");
        let description = json[0]["description"].as_str().expect("description");
        assert!(
            description.contains("**Changed rules:** `tabla=none` · `forced=yes`"),
            "{description}"
        );
        let body = table(Lang::SrCyrl, &lobby, &[], &TableExtras::default(), Level::ALL[0]);
        let json = serde_json::to_value(&body.embeds).expect("json");
        let description = json[0]["description"].as_str().expect("description");
        assert!(description.contains("**Промењена правила:** `tabla=none`"), "{description}");
        // In play too, under the result once there is one.
        let mut playing = table_view(PhaseView::Playing);
        playing.options = vec!["target=151".into(), "jack=sweep".into()];
        let body = table(Lang::Ro, &playing, &[], &TableExtras::default(), Level::ALL[0]);
        let json = serde_json::to_value(&body.embeds).expect("json");
        let description = json[0]["description"].as_str().expect("description");
        // The target is in the title: only the rest is listed.
        assert!(description.starts_with("**Reguli schimbate:** `jack=sweep`\n"), "{description}");
        // Only the target and a short game changed: both in the title, no such line.
        playing.options = vec!["target=151".into(), "short=yes".into()];
        let body = table(Lang::En, &playing, &[], &TableExtras::default(), Level::ALL[0]);
        assert!(!serde_json::to_string(&body.embeds).expect("json").contains("Changed rules"));
        // The variant as usually played: no such line.
        let plain = table(
            Lang::En,
            &table_view(PhaseView::Lobby),
            &[],
            &TableExtras::default(),
            Level::ALL[0],
        );
        assert!(!serde_json::to_string(&plain.embeds).expect("json").contains("Changed rules"));
    }

    #[test]
    fn names_that_markdown_would_read_are_shown_literally() {
        let names = [
            "**Ana",
            "||x",
            "a`b",
            "[win](https://x.io)",
            "-# small",
            "> q",
            "# h",
            "_i_",
            "~~s~~",
            "<@1>",
            "back\\slash",
        ];
        for raw in names {
            let escaped = markdown::escape(raw);
            // Discord reads `\c` as `c`: what a player sees is the name as it was.
            let mut seen = String::new();
            let mut chars = escaped.chars();
            while let Some(c) = chars.next() {
                seen.push(if c == '\\' { chars.next().expect("an escaped character") } else { c });
            }
            assert_eq!(seen, raw);
            let mut view = table_view(PhaseView::Playing);
            view.seats[0].name = raw.into();
            view.last_move = Some(MoveView {
                seat: 0,
                name: raw.into(),
                card: "9C".parse().expect("card"),
                take: CardSet::EMPTY,
                tabla: false,
                tabla_points: 0,
                sweep: false,
                by_computer: false,
                dealt: false,
            });
            let bob = SeatInfo { seat: 1, name: "Bob".into(), side: 1, ..view.seats[0].clone() };
            view.seats.push(bob);
            let news = vec![notice_line(Lang::En, &Notice::Joined { name: raw.into() })];
            let hand =
                hand_over_line(Lang::En, &scored(vec![vec![raw.into()], vec!["Bob".into()]]));
            let extras = TableExtras { news, last_hand: Some(hand), ..Default::default() };
            let body = table(Lang::En, &view, &[], &extras, Level::ALL[0]);
            let embeds = serde_json::to_value(&body.embeds).expect("json");
            let all = serde_json::to_string(&embeds).expect("json");
            for (place, words) in [
                ("seat", format!("{escaped} — 6 cards")),
                ("move", format!("{escaped} played 9♣ to the table")),
                ("score", format!("{escaped}: **0**")),
                ("news", format!("{escaped} joined")),
                ("last hand", format!("**{escaped}**: 30 cards")),
            ] {
                let json_words = serde_json::to_string(&words).expect("json");
                let json_words = &json_words[1..json_words.len() - 1];
                assert!(all.contains(json_words), "{raw}: {place} `{words}` in {all}");
            }
            // The person to move, by name when they cannot be mentioned, and in the hand.
            assert!(body.content.starts_with(&escaped), "{}", body.content);
            let seq = view.seq.expect("a move number");
            let notice = turn_notice(Lang::En, 0, raw, seq, None);
            assert!(notice.content.contains(&escaped), "{}", notice.content);
            // The end, with the score line of the core.
            view.phase = PhaseView::Finished;
            view.end = Some(MatchEnd::Won {
                side: 0,
                names: vec![raw.into()],
                reason: EndReason::Target,
                by: None,
            });
            let body = table(Lang::En, &view, &[], &TableExtras::default(), Level::ALL[0]);
            let json = serde_json::to_value(&body.embeds).expect("json");
            let description = json[0]["description"].as_str().expect("description");
            assert!(
                description.starts_with(&format!(
                    "**🏆 {escaped} won. Final score {escaped} 0 · Bob 0.**"
                )),
                "{description}"
            );
            // Told in a new message, and on each hand.
            let said = format!("🏆 {escaped} won. Final score {escaped} 0 · Bob 0.");
            let told = end_notice(Lang::En, &view).expect("an end notice");
            assert_eq!(told.content, format!("{said} (game #3)"));
            let hand = a_hand(1, CardSet::EMPTY, CardSet::EMPTY, false, seq.moves);
            let closed = super::hand(Lang::En, &hand, &view, None, &reader());
            assert!(
                closed.content.ends_with(&format!("The game is over. {said}")),
                "{}",
                closed.content
            );
            assert!(closed.components.is_empty(), "{:?}", closed.components);
            // A lobby of partners, by the core's words.
            let mut lobby = table_view(PhaseView::Lobby);
            lobby.partnerships = true;
            lobby.players = 4;
            lobby.creator = raw.into();
            lobby.seats[0].name = raw.into();
            let body = table(Lang::En, &lobby, &[], &TableExtras::default(), Level::ALL[0]);
            let json = serde_json::to_value(&body.embeds).expect("json");
            let description = json[0]["description"].as_str().expect("description");
            assert!(description.starts_with(&format!("{escaped} opened a game")), "{description}");
            let teams = format!("Teams: {escaped} & (free seat) against (free seat) & (free seat)");
            assert!(description.contains(&teams), "{description}");
        }
        // A computer's name is still the computer's, in the table's language.
        let computer = SeatKind::Computer { level: Level::Medium }.display_name();
        let line = notice_line(Lang::SrLatn, &Notice::ComputerAdded { name: computer });
        assert!(line.contains("Računar (srednji)"), "{line}");
    }

    #[test]
    fn the_table_names_the_player_to_move_and_the_notice_pings_them() {
        let view = table_view(PhaseView::Playing);
        let seats = vec![SeatKind::Human {
            user: bot_core::ids::UserRef::new(Platform::Discord, "42"),
            name: "Ana".into(),
        }];
        let body = table(Lang::SrLatn, &view, &seats, &TableExtras::default(), Level::ALL[0]);
        assert!(body.content.contains("<@42>"));
        // The table is mostly edited (an edit pings nobody); the turn notice, a new message,
        // is the one ping per turn.
        assert!(body.mentions.is_empty());
        let seq = view.seq.expect("a game in play has a move number");
        let notice = turn_notice(Lang::SrLatn, 42, "Ana", seq, None);
        assert!(notice.content.contains("<@42>"));
        assert_eq!(notice.mentions, vec![UserId::new(42)]);
        assert_eq!(notice.components.len(), 1);
    }
}
