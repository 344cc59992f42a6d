//! Effects drawn for Telegram: one table message per game edited in place; each player's hand
//! in their private chat, sent as a new message when their turn comes (a new message notifies,
//! an edit does not) and turned into a plain record once they have played; new messages in
//! the group only for what must notify (a hand scored, the end, and, if the group asks for
//! it, a mention of the person to move).

use bot_core::i18n::{Lang, Localize};
use bot_core::ids::{ChannelKey, MatchId, SeatKind, UserRef};
use bot_core::session::{
    Audience, Effect, HandOverView, HandView, MatchEnd, MoveView, Notice, PhaseView, PlayedMove,
    Seq, TableView, TurnView,
};
use bot_core::store::{MessageKind, MessageLocation};
use bot_core::table::{late_tablas_line, TurnNotice};
use teloxide::types::{ChatId, InlineKeyboardButton, InlineKeyboardMarkup, ThreadId, UserId};

use crate::app::{is_group, table_key, target, App, HandState, Keep, State, TableState};
use crate::data::StartFor;
use crate::outbox::{Priority, Report, SlotKey};
use crate::render::{self, Choice, Content, Scene};
use crate::texts::{arg, plain, text, T};

/// Where a channel's messages go, and in which language.
struct Target<'a> {
    channel: &'a ChannelKey,
    chat: ChatId,
    thread: Option<ThreadId>,
    lang: Lang,
}

/// One command's effects, sorted by where they are shown.
#[derive(Default)]
pub(crate) struct Batch {
    table: Option<TableView>,
    hands: Vec<(UserRef, HandView)>,
    moves: Vec<MoveView>,
    turn: Option<TurnView>,
    /// The last public notice, in the channel's language.
    notice: Option<String>,
    created: bool,
    /// The lobby is gone (everyone left, or it was stopped before it started).
    closed: bool,
    hand_overs: Vec<HandOverView>,
    /// Older news lines the batch's notice makes stale: a seat's first lapse, once it lapsed
    /// again (the table would seem to say it ran out three times).
    stale_news: Vec<String>,
    end: Option<MatchEnd>,
    /// Notices for one person, in their language.
    private: Vec<(UserRef, String)>,
    /// A person who asked for their cards: they get them in a new message.
    pub(crate) asked: Option<u64>,
    /// Matches of the channel set aside at start.
    set_aside: Vec<MatchId>,
    /// Everyone at the table is away: the people to call back (with their seats' names).
    call_back: Option<CallBack>,
}

/// Everyone at the table is away: whom to call back, and in which words.
struct CallBack {
    /// The people away, with their seats' names.
    people: Vec<(UserRef, String)>,
    /// What the call back tells them (one person is spoken to).
    call: String,
    /// The table's line of it, taken off once someone is back.
    line: String,
}

impl Batch {
    fn read(effects: Vec<Effect>, lang: Lang, st: &State, channel: &ChannelKey) -> Batch {
        let mut batch = Batch::default();
        let mut stopped = false;
        // A private chat's one person reads what is about them as "you": named, it would read
        // as a group's message sent here.
        let drawn = effects.iter().find_map(|e| match e {
            Effect::Table(view) => Some(view),
            _ => None,
        });
        let drawn = drawn.or_else(|| st.tables.get(channel).and_then(|t| t.view.as_ref()));
        let person = drawn.filter(|_| !is_group(channel)).and_then(|v| v.one_person());
        let person = person.map(str::to_string);
        for effect in effects {
            match effect {
                Effect::Table(view) => batch.table = Some(view),
                Effect::Hand { user, view } => batch.hands.push((user, view)),
                Effect::Move(mv) => batch.moves.push(mv),
                Effect::HandOver(view) => {
                    batch.hand_overs.push(view);
                }
                Effect::MatchOver(how) => batch.end = Some(how),
                Effect::Turn(turn) => batch.turn = Some(turn),
                Effect::SetAside { game } => batch.set_aside.push(game),
                Effect::Notice { to: Audience::Public, notice: Notice::Created { .. } } => {
                    // Not news: the lobby's seat line says who opened it.
                    batch.created = true;
                }
                Effect::Notice { to: Audience::Public, notice } => {
                    batch.closed |= matches!(notice, Notice::Closed);
                    stopped |= matches!(notice, Notice::Aborted { .. });
                    if let Notice::TimedOut { name, now_away: true } = &notice {
                        let first = Notice::TimedOut { name: name.clone(), now_away: false };
                        batch.stale_news.extend(bot_core::i18n::own_notice(&first, lang));
                        batch.stale_news.push(first.localize(lang));
                    }
                    let own = person.is_some() && notice.subject() == person.as_deref();
                    let said = own
                        .then(|| bot_core::i18n::own_notice(&notice, lang))
                        .flatten()
                        .unwrap_or_else(|| notice.localize(lang));
                    if let Notice::EveryoneAway { people, .. } = &notice {
                        // It calls them: one person is spoken to.
                        let call = bot_core::i18n::own_notice(&notice, lang)
                            .unwrap_or_else(|| said.clone());
                        let (people, line) = (people.clone(), said.clone());
                        batch.call_back = Some(CallBack { people, call, line });
                    }
                    batch.notice = Some(said);
                }
                Effect::Notice { to: Audience::User(user), notice } => {
                    // Theirs, or the channel's while theirs is not known.
                    let lang = user.id.parse().map_or(lang, |u| st.user_lang_or(u, lang));
                    batch.private.push((user, notice.localize(lang)));
                }
            }
        }
        // A lobby stopped before it started ends with no table and no match.
        batch.closed |= stopped && batch.end.is_none();
        batch
    }
}

impl App {
    /// Draws what a command (or a timer) produced in `channel`.
    pub(crate) fn show(&self, channel: &ChannelKey, effects: Vec<Effect>) {
        self.show_asked(channel, effects, None);
    }

    /// [`App::show`], where `asked` is a person who asked for their cards: they get them in a
    /// new message, at the bottom of their chat.
    pub(crate) fn show_asked(
        &self,
        channel: &ChannelKey,
        effects: Vec<Effect>,
        asked: Option<u64>,
    ) {
        let Some((chat, thread)) = target(channel) else { return };
        let mut st = self.state();
        let lang = st.channel_lang(channel);
        let mut batch = Batch::read(effects, lang, &st, channel);
        batch.asked = asked;
        let to = Target { channel, chat, thread, lang };
        self.draw_table(&mut st, &to, &batch);
        self.draw_hands(&mut st, &to, &batch);
        // A claim question asked at another turn can no longer be answered (once the match
        // is over, it says so where the end is drawn).
        if let Some(turn) = batch.table.as_ref().and_then(|t| t.seq).filter(|_| batch.end.is_none())
        {
            self.close_questions(&mut st, channel, Some(turn), T::QuestionMovedOn);
        }
        self.draw_mention(&mut st, &to, &batch);
        self.post_news(&mut st, &to, &batch);
        self.call_back(&mut st, &to, &batch);
        for game in &batch.set_aside {
            self.close_set_aside(&mut st, &to, *game);
        }
        drop(st);
        for (user, text) in batch.private {
            if let Ok(uid) = user.id.parse::<i64>() {
                self.outbox.post(ChatId(uid), None, Content::text(text), Priority::Normal);
            }
        }
    }

    /// The table message: a new one for each game, edited in place while it lasts (after a
    /// restart too: where it is was stored).
    fn draw_table(&self, st: &mut State, to: &Target<'_>, batch: &Batch) {
        let channel = to.channel;
        if batch.table.is_none()
            && batch.notice.is_none()
            && batch.moves.is_empty()
            && !batch.created
        {
            return;
        }
        let known = st.tables.get(channel).and_then(|t| t.game);
        let seq_game = batch.table.as_ref().and_then(|v| v.seq).map(|s| s.game);
        let rematch = matches!((known, seq_game), (Some(a), Some(b)) if a != b);
        if batch.created || rematch || !st.tables.contains_key(channel) {
            st.generation += 1;
            let generation = st.generation;
            st.generations.insert(generation, channel.clone());
            let new = TableState::new(generation, None);
            if let Some(old) = st.tables.insert(channel.clone(), new) {
                // The table it replaces keeps its words; its Rematch would only be refused.
                let key = table_key(to.thread, old.generation);
                self.outbox.unbutton(to.chat, key, old.message);
            }
        }
        let group = is_group(channel);
        let title = st.titles.get(&to.chat.0).cloned();
        let Some(ts) = st.tables.get_mut(channel) else { return };
        // News stays a while, however fast the next moves come: the table is edited at the
        // group's pace, and a line cleared by the next move would never have been seen.
        let now = std::time::Instant::now();
        ts.news.retain(|(_, at)| now.duration_since(*at) < NEWS_FOR);
        if ts.game.is_none() && seq_game.is_some() {
            // The lobby became a match: its news (who joined) is old under a game under way.
            ts.news.clear();
        }
        if batch.end.is_some() || batch.call_back.is_some() {
            // The game's last table: older news would read as if it had just happened. Everyone
            // away: "the computer plays for them" above "the game waits" would contradict.
            ts.news.clear();
        }
        // A match stopped, resigned or won or lost by a claim: its last table's result says
        // who did it already (a claim's total is the final score), and the news would say it
        // again right under it (a lobby's closing has no result, and keeps it).
        let said_by_end = batch.end.as_ref().is_some_and(MatchEnd::names_who_ended_it);
        // In a private chat the call back and the hand under the table say it already.
        let said_below = !group && batch.call_back.is_some();
        if let Some(notice) = batch.notice.as_ref().filter(|_| !said_by_end && !said_below) {
            ts.news.retain(|(n, _)| !batch.stale_news.contains(n));
            ts.news.push((notice.clone(), now));
        }
        // Effects of two commands can be drawn out of order (a timer and a press): an older
        // position never replaces a newer one.
        let older = match (
            batch.table.as_ref().and_then(|v| v.seq),
            ts.view.as_ref().and_then(|v| v.seq),
        ) {
            (Some(new), Some(old)) => new.game == old.game && new.moves < old.moves,
            _ => false,
        };
        if let Some(call_back) = &batch.call_back {
            // The line as the table says it (the call back may speak to its one person).
            ts.away_line = Some(call_back.line.clone());
        } else if batch.table.as_ref().is_some_and(|v| !v.nobody_home()) && !older {
            // Someone is back: "the game waits" is no longer so (the call back goes too,
            // and the line is forgotten with it: `call_back`).
            if let Some(line) = &ts.away_line {
                ts.news.retain(|(n, _)| n != line);
            }
        }
        let excess = ts.news.len().saturating_sub(NEWS_LINES);
        ts.news.drain(..excess);
        let news = (!ts.news.is_empty())
            .then(|| ts.news.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>().join("\nℹ️ "));
        if let Some(view) = batch.table.as_ref().filter(|_| !older) {
            ts.game = seq_game.or(ts.game);
            ts.view = Some(view.clone());
        }
        let content = if batch.closed {
            let last = ts.news.last().map_or("", |(n, _)| n.as_str());
            Some(render::closed_lobby(last, to.lang))
        } else {
            ts.view.as_ref().map(|view| render::table(view, news.as_deref(), group, to.lang))
        };
        let key = table_key(to.thread, ts.generation);
        if let Some(content) = content {
            if batch.closed || batch.end.is_some() {
                // The game's last table: nothing changes it any more.
                self.outbox.retire(to.chat, key.clone(), to.thread, content);
            } else {
                // In a group the table goes first; in a private chat the hand does, once the
                // table is there (above it).
                let first = self.outbox.message(to.chat, &key).is_none();
                let priority = if group || first { Priority::High } else { Priority::Normal };
                self.outbox.set(to.chat, key.clone(), to.thread, content, priority);
            }
        }
        ts.message = self.outbox.message(to.chat, &key).or(ts.message);
        // A lobby's table became a match's: where it is, stored with its match now.
        if ts.stored_game != ts.game && batch.end.is_none() && !batch.closed {
            if let Some(message) = self.outbox.message(to.chat, &key) {
                ts.stored_game = ts.game;
                let at = table_location(channel, to.chat, message, ts.game, title.clone());
                let _ = self.keep.send(Keep::Put(at));
            }
        }
        if batch.closed {
            st.tables.remove(channel);
            self.drop_links(st, channel, None);
        }
        // The joiners' notes say their cards come at the start: closed, it will not come.
        let notes = match (batch.closed, group) {
            (true, true) => st.join_notes.remove(channel).unwrap_or_default(),
            (false, _) if seq_game.is_some() => {
                st.join_notes.remove(channel);
                Vec::new()
            }
            _ => Vec::new(),
        };
        if !notes.is_empty() {
            let place = self.place_locked(st, channel);
            for (uid, message) in notes {
                let lang = st.player_lang(uid, channel);
                let said = crate::texts::text(lang, T::JoinClosed, &place.args());
                self.outbox.edit(ChatId(uid as i64), message, Content::text(said));
            }
        }
    }

    /// Each player's hand, in their private chat. The person whose turn it is gets it in a new
    /// message once per turn (unless their own move just brought the turn back to them: they
    /// are looking already); everyone else's hand message is brought up to date as a record.
    fn draw_hands(&self, st: &mut State, to: &Target<'_>, batch: &Batch) {
        for (user, view) in &batch.hands {
            let Ok(uid) = user.id.parse::<u64>() else { continue };
            let key = (uid, to.channel.clone());
            let choice = match st.hands.get(&key) {
                Some(old) if old.view.seq == view.seq => old.choice,
                _ => Choice::default(),
            };
            let turn = batch.turn.as_ref().is_some_and(|t| t.user == *user && t.seq == view.seq);
            // Their seat's move in this batch (theirs, or the computer's for them), else the
            // table's last move if it was their seat's (a record drawn again after a restart
            // keeps saying it); else what it said at this position (see `draw_hand`).
            let seat_s = |m: &&MoveView| m.seat == view.seat;
            let played = batch.moves.iter().rev().find(seat_s);
            let last = batch.table.as_ref().and_then(|t| t.last_move.as_ref()).filter(seat_s);
            // Their own move brought the turn back to them: they are looking already. Not one
            // the computer made for them.
            let moved = batch.moves.iter().any(|m| m.seat == view.seat && !m.by_computer);
            let announce = if batch.asked == Some(uid) {
                Announce::Always
            } else if turn && !moved {
                Announce::Turn
            } else {
                Announce::No
            };
            let table = batch.table.as_ref();
            // A hand scored in this batch, the match going on: the cards are the next hand's.
            let hand_ended = batch.hand_overs.last().filter(|_| batch.end.is_none());
            // New cards within the hand, the match going on.
            let dealt =
                hand_ended.is_none() && batch.end.is_none() && batch.moves.iter().any(|m| m.dealt);
            // Redrawn as a record for another's card (at a table of three or four each card
            // redraws every hand; a card that dealt or ended the hand, every hand): their own
            // last card is still what it says they did.
            let logged = (!turn).then(|| view.own_card()).flatten().map(|p| p.mv.clone());
            // Said with it, a hand's end or a deal since that card (in an earlier batch too):
            // else the card reads as played from the new cards under it.
            let earlier = played.is_none() && last.is_none() && logged.is_some();
            let going_on = earlier && batch.end.is_none();
            let (ended_since, dealt_since) = view.since_own_card();
            let hand_ended = hand_ended.or(ended_since.filter(|_| going_on));
            let dealt = dealt || hand_ended.is_none() && going_on && dealt_since;
            let played = played.or(last).or(logged.as_ref());
            let since = Scene { played, hand_ended, dealt, ..Scene::default() };
            self.draw_hand(st, uid, to.channel, view.clone(), choice, table, announce, since);
        }
    }

    /// Draws one player's hand message with `choice`, unless a later position was drawn
    /// already (effects of two commands can arrive out of order). `table`: the table it goes
    /// with, when the one drawn last is not known (after a restart). `since`: what it says
    /// happened before it (its news: the place and the table's part are filled in here).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn draw_hand(
        &self,
        st: &mut State,
        uid: u64,
        channel: &ChannelKey,
        view: HandView,
        choice: Choice,
        table: Option<&TableView>,
        announce: Announce,
        since: Scene<'_>,
    ) {
        let key = (uid, channel.clone());
        if st.hands.get(&key).is_some_and(|old| {
            old.view.seq.game == view.seq.game && old.view.seq.moves > view.seq.moves
        }) {
            return;
        }
        let table = table.or_else(|| st.tables.get(channel).and_then(|t| t.view.as_ref()));
        let to_move = table
            .and_then(|v| v.to_move.and_then(|s| v.seats.get(usize::from(s))))
            .map(|s| s.name.clone());
        let place = self.place_locked(st, channel);
        let lang = st.player_lang(uid, channel);
        let away = table.and_then(|v| v.seats.iter().find(|s| s.seat == view.seat));
        let told = st.told.get(&key).copied();
        let new_message = match announce {
            Announce::Always => true,
            Announce::Turn => told != Some(view.seq),
            Announce::No => false,
        };
        // Read away from a group's table, which says it (a private game's is right above): on
        // the reader's first turn of each hand, and when it changes (a tabla left for the
        // hand's end), not on each of some fifty turns. A message that says it keeps it, and
        // so does a new one at the same turn (My hand asked again: the old one goes).
        let rule = table.filter(|_| is_group(channel)).and_then(|v| late_tablas_line(v, lang));
        let deal = table.map_or(0, |v| v.hand_number);
        let before = st.hands.get(&key).filter(|old| old.view.seq.game == view.seq.game);
        let (late_here, late_told) =
            before.map_or((false, None), |old| (old.late_here, old.late_told.clone()));
        let same_turn = before.is_some_and(|old| old.view.seq == view.seq);
        // What it said came before its position (the reader's move, a hand scored, a deal) is
        // said again by a redraw at the same position, which must not drop it (a batch that
        // moved nothing, such as another player's return; a card chosen); after a restart, as
        // it was stored.
        let said = match st.hands.get(&key) {
            Some(old) => Said::of(old).filter(|_| same_turn),
            None => st.said_before.remove(&key).filter(|(at, _)| *at == view.seq).map(|s| s.1),
        }
        .unwrap_or_default();
        let played = since.played.or(said.played.as_ref());
        let hand_ended = since.hand_ended.or(said.ended.as_ref());
        let dealt = since.dealt || said.dealt;
        let late_tablas = rule.filter(|rule| {
            let fresh = late_told.as_ref().is_none_or(|(d, r)| (*d, r) != (deal, rule));
            view.your_turn && (fresh || late_here && (!new_message || same_turn))
        });
        let chat = ChatId(uid as i64);
        // A private game's call back (made in this batch, or before a restart) is under it.
        let call_back = SlotKey::CallBack { channel: channel.clone() };
        let called_below = !is_group(channel)
            && (st.tables.get(channel).is_some_and(|t| t.away_line.is_some())
                || self.outbox.message(chat, &call_back).is_some());
        // With three or four at the table, on their turn: the cards played since their last
        // one (which comes first in the list, when they have one).
        let players = table.map_or(0, |v| v.seats.len());
        let since_moves: &[PlayedMove] =
            if players > 2 && view.your_turn { &view.since } else { &[] };
        let others = since_moves.iter().any(|p| p.mv.seat != view.seat);
        // Their own last card ended the hand or brought new cards (in an earlier batch, said
        // on their record then): said again above the others' moves, which came after it.
        let own_move = view.own_card().filter(|_| others);
        let own_ended = own_move.and_then(|p| p.ended.clone());
        let own_dealt = own_move.is_some_and(|p| p.mv.dealt);
        let scene = Scene {
            place: Some(&place),
            to_move: to_move.as_deref(),
            hand_number: table.map(|v| v.hand_number),
            last: table.and_then(|v| v.last_move.as_ref()),
            away: away.is_some_and(|s| s.away),
            nobody_home: table.is_some_and(TableView::nobody_home),
            one_person: table.is_some_and(|v| v.one_person().is_some()),
            called_below,
            late_tablas: late_tablas.as_deref(),
            played,
            hand_ended: hand_ended.or(own_ended.as_deref()),
            dealt: dealt || own_dealt,
            since: since_moves,
            rematch_by: view.rematch_by.as_deref(),
            ..since
        };
        let live = view.your_turn;
        let content = if live {
            render::hand(&view, choice, &scene, lang)
        } else {
            render::hand_record(&view, &scene, lang)
        };
        let slot = SlotKey::Hand { channel: channel.clone(), game: view.seq.game };
        // A hand drawn for the first time in a game already under way (after a restart)
        // whose message is not known (it was lost before its place was stored): a record
        // would come as a new message, notifying them of nothing. It waits for their turn,
        // or for a press on the old message, which becomes theirs again.
        let unknown = !st.hands.contains_key(&key)
            && view.seq.moves > 0
            && self.outbox.message(chat, &slot).is_none();
        if unknown && !live && !new_message {
            return;
        }
        if new_message {
            // The message it replaces keeps what it said as a record, or says it is old. A
            // record loses its buttons (a claim): the new message has them, and a long match
            // would leave dozens of them behind (an edit only when there were any). One of
            // the same position (My hand pressed again) would be the new one's twin: it
            // points to it instead.
            let record = match st.hands.get(&key) {
                Some(HandState { view: old, record: Some(record), .. })
                    if old.seq.game == view.seq.game && old.seq != view.seq =>
                {
                    record.clone()
                }
                _ => render::hand_superseded(lang),
            };
            self.outbox.renew(
                chat,
                slot,
                None,
                content,
                Some(record),
                Some(view.seq),
                Priority::High,
            );
            st.told.insert(key.clone(), view.seq);
        } else {
            let priority = if live { Priority::High } else { Priority::Normal };
            // Their turn shown in the message they are looking at (their own move brought it
            // back, as against the computer): told, and stored so, or a restart would tell it
            // again in a new message.
            // Not a turn drawn while they are away: nobody is looking, and coming back must
            // tell it in a new message.
            let shown_in_place = self.outbox.message(chat, &slot).filter(|_| live && !scene.away);
            if let Some(message) = shown_in_place.filter(|_| told != Some(view.seq)) {
                st.told.insert(key.clone(), view.seq);
                let lang = st.user_langs.get(uid).map(|l| l.code());
                let moves = Some(view.seq.moves);
                let said = Said::new(scene.played, scene.hand_ended, scene.dealt);
                let at = hand_location(channel, chat, message, view.seq.game, moves, lang, said);
                let _ = self.keep.send(Keep::Put(at));
            }
            self.outbox.set(chat, slot, None, content, priority);
        }
        let played = scene.played.cloned();
        let record =
            (!live).then(|| render::hand_record(&view, &Scene { retired: true, ..scene }, lang));
        let (ended, dealt) = (scene.hand_ended.cloned(), scene.dealt);
        let late_here = late_tablas.is_some();
        let late_told = late_tablas.map(|rule| (deal, rule)).or(late_told);
        let state = HandState { view, choice, record, played, ended, dealt, late_here, late_told };
        st.hands.insert(key, state);
    }

    /// Asks `uid` in their private chat, in a new message, whether to claim below the target;
    /// a question of theirs still standing for the channel is closed first.
    /// Returns whether it was asked: not when a later move (or the end) was drawn while the
    /// question was being made, which closed the questions of that turn already; like one
    /// closed before it is sent, it is not sent at all.
    pub(crate) fn ask_claim(
        &self,
        uid: u64,
        channel: &ChannelKey,
        seq: Seq,
        question: Content,
    ) -> bool {
        let mut st = self.state();
        let drawn = st.tables.get(channel).and_then(|t| t.view.as_ref());
        let moved_on = drawn.is_some_and(|v| {
            v.phase != PhaseView::Playing
                || v.seq.is_some_and(|now| now.game != seq.game || now.moves > seq.moves)
        });
        if moved_on {
            return false;
        }
        // Asked again at the same turn, the question is the same message.
        self.close_question(
            &mut st,
            uid,
            channel,
            Some(seq),
            Closing::Unanswerable(T::QuestionMovedOn),
        );
        let slot = SlotKey::Question { channel: channel.clone(), turn: seq };
        self.outbox.set(ChatId(uid as i64), slot, None, question.clone(), Priority::Normal);
        st.questions.insert((uid, channel.clone()), (seq, question));
        true
    }

    /// Closes `uid`'s claim question in `channel`, if one stands, unless it was asked at
    /// `turn`: it keeps its words, loses its button, and says how it was closed. A press on it
    /// after this is answered as out of date.
    pub(crate) fn close_question(
        &self,
        st: &mut State,
        uid: u64,
        channel: &ChannelKey,
        turn: Option<Seq>,
        how: Closing<'_>,
    ) {
        let key = (uid, channel.clone());
        // Asked at this turn, or at a later one than a batch drawn late: it stands.
        let stands =
            |asked: &Seq| turn.is_some_and(|t| t.game == asked.game && t.moves <= asked.moves);
        if st.questions.get(&key).is_none_or(|(asked, _)| stands(asked)) {
            return;
        }
        if let Some((asked, question)) = st.questions.remove(&key) {
            let chat = ChatId(uid as i64);
            let slot = SlotKey::Question { channel: channel.clone(), turn: asked };
            if self.outbox.message(chat, &slot).is_some() {
                // In the asker's language, as the question was.
                let lang = st.player_lang(uid, channel);
                let closed = how.close(&question, lang);
                self.outbox.retire(chat, slot, None, closed);
            } else {
                // Not sent yet: a question that can no longer be answered is not sent at all.
                self.outbox.remove(chat, slot);
            }
        }
    }

    /// Closes the claim questions standing for `channel` but one asked at `turn` (`None`: all;
    /// its match is over or set aside). Every player's, not only those whose hand is redrawn:
    /// with three or four at the table a claimer's hand may stay as it is for a few moves.
    fn close_questions(&self, st: &mut State, channel: &ChannelKey, turn: Option<Seq>, why: T) {
        let askers: Vec<u64> =
            st.questions.keys().filter(|(_, c)| c == channel).map(|(uid, _)| *uid).collect();
        for uid in askers {
            self.close_question(st, uid, channel, turn, Closing::Unanswerable(why));
        }
    }

    /// A group that asked for it hears whose turn it is: a new message naming the person to
    /// move (the previous one deleted, so the group holds one at most).
    fn draw_mention(&self, st: &mut State, to: &Target<'_>, batch: &Batch) {
        if !is_group(to.channel) {
            return;
        }
        let wanted = to
            .channel
            .server
            .parse::<i64>()
            .ok()
            .and_then(|chat| st.group_notify.get(&chat).copied())
            .unwrap_or(TurnNotice::Private);
        let key = SlotKey::Mention { channel: to.channel.clone() };
        let over = batch.end.is_some() || batch.closed;
        let Some(turn) = batch.turn.as_ref().filter(|_| wanted == TurnNotice::Channel && !over)
        else {
            // Nobody to tell (the match is over, or everyone is away and the game waits): no
            // old mention stays behind.
            let nobody = over
                || batch.table.as_ref().is_some_and(|t| t.to_move.is_none() || t.nobody_home());
            if nobody && st.mentioned.remove(to.channel).is_some() {
                self.outbox.remove(to.chat, key);
                let forget = Keep::Forget(MessageKind::Notice, to.channel.clone(), None, None);
                let _ = self.keep.send(forget);
            }
            return;
        };
        if st.mentioned.get(to.channel) == Some(&turn.seq) {
            return;
        }
        let Ok(uid) = turn.user.id.parse::<u64>() else { return };
        let table =
            batch.table.as_ref().or(st.tables.get(to.channel).and_then(|t| t.view.as_ref()));
        let seconds = table.and_then(|t| t.turn_seconds);
        let content = render::mention(&turn.name, UserId(uid), turn.seq.game, seconds, to.lang);
        self.outbox.renew(to.chat, key, to.thread, content, None, Some(turn.seq), Priority::High);
        st.mentioned.insert(to.channel.clone(), turn.seq);
    }

    /// Everyone at the table is away: a new message (an edit notifies nobody) naming each
    /// person, with the button that takes a seat back. Deleted once someone is back or the
    /// game ends: it would say something false, with a button that no longer matters.
    fn call_back(&self, st: &mut State, to: &Target<'_>, batch: &Batch) {
        let key = SlotKey::CallBack { channel: to.channel.clone() };
        // Drawn already: its away line is set while everyone is away.
        let Some(ts) = st.tables.get_mut(to.channel) else { return };
        if let Some(CallBack { people, call: said, .. }) = &batch.call_back {
            let Some(game) = ts.game else { return };
            let group = is_group(to.channel);
            let content = render::call_back(people, said, game, group, to.lang);
            // In a private chat after the table and hand that show it: the newest message,
            // under the hand it speaks of (a group is called back at once).
            let priority = if group { Priority::High } else { Priority::Normal };
            self.outbox.renew(to.chat, key, to.thread, content, None, None, priority);
            return;
        }
        let over = batch.end.is_some() || !batch.set_aside.is_empty();
        // The table as drawn now (a batch drawn late does not count).
        let someone_back = ts.view.as_ref().is_some_and(|t| !t.nobody_home());
        if !(over || someone_back) {
            return;
        }
        // Its line says it was made since the start; its message, that it was taken over at
        // the start (a restart while everyone was away).
        let made = ts.away_line.take().is_some();
        if made || self.outbox.message(to.chat, &key).is_some() {
            self.outbox.remove(to.chat, key);
            let forget = Keep::Forget(MessageKind::CallBack, to.channel.clone(), None, None);
            let _ = self.keep.send(forget);
        }
    }

    /// New messages only for what must notify: a hand scored, the match over. At the end the
    /// hands lose their buttons, and say their reader's seat's part in the moves that ended
    /// it; a stopped game says who stopped it (behind the group's queue the end may come
    /// after the next /new, and must not read as the answer to it), to its stopper as "you".
    fn post_news(&self, st: &mut State, to: &Target<'_>, batch: &Batch) {
        let (moves, end) = (&batch.moves, batch.end.as_ref());
        let game = st.tables.get(to.channel).and_then(|t| t.game);
        // News of the table, posted as answers to it: in a busy group the quote above leads
        // back to the table, far up by then.
        let table = st.tables.get(to.channel).map(|t| table_key(to.thread, t.generation));
        let under = table.and_then(|key| self.outbox.message(to.chat, &key));
        let group = is_group(to.channel);
        let mut scorings: Vec<String> = batch
            .hand_overs
            .iter()
            .map(|view| render::hand_over(view, game.map(|g| g.0), to.lang))
            .collect();
        // In a private chat the last hand's scoring and the end it brought are one message:
        // its one reader is notified once, and reads them together.
        let with_end = if group || end.is_none() { None } else { scorings.pop() };
        for text in scorings {
            let said = Content::text(text);
            self.outbox.post_under(to.chat, to.thread, under, said, Priority::Normal);
        }
        let Some(how) = end else { return };
        let table = st.tables.get(to.channel).and_then(|t| t.view.clone());
        // `reader`: the seat of the one person reading (a hand's owner), `None` for the chat:
        // its one person in a private chat.
        let result = |lang: Lang, reader: Option<u8>| match &table {
            Some(view) => {
                let reader = reader.or_else(|| render::chat_reader(view, is_group(to.channel)));
                render::end_text(how, view, reader, lang)
            }
            None => "🏁".to_string(),
        };
        // The one who stopped it reads it in the second person on their own hand.
        let own = |lang: Lang, uid: u64| {
            let MatchEnd::Aborted { by, user } = how else { return None };
            let stop = Notice::Aborted { by: by.clone() };
            let said =
                (user.id == uid.to_string()).then(|| bot_core::i18n::own_notice(&stop, lang));
            said.flatten().map(|said| format!("⏹ {said}"))
        };
        let again = if matches!(how, MatchEnd::Aborted { .. } | MatchEnd::Adjourned) {
            // No Rematch for these: how to play again instead (in a private chat, the game
            // against the computer).
            let new = if group { T::ClosedNew } else { T::ClosedPlay };
            format!(" {}", plain(to.lang, new))
        } else {
            format!(" {}", plain(to.lang, T::RematchHint))
        };
        let mut said = format!("{}{again}", result(to.lang, None));
        if let Some(scoring) = with_end {
            said = format!("{}\n\n{said}", scoring.trim_end());
        }
        self.outbox.post_under(to.chat, to.thread, under, Content::text(said), Priority::Normal);
        let place = self.place_locked(st, to.channel);
        let finished: Vec<(u64, ChannelKey)> =
            st.hands.keys().filter(|(_, c)| c == to.channel).cloned().collect();
        for key in finished {
            if let Some(hand) = st.hands.remove(&key) {
                let slot = SlotKey::Hand { channel: to.channel.clone(), game: hand.view.seq.game };
                // A hand message is read by its owner: their language, not the group's.
                let lang = st.player_lang(key.0, to.channel);
                let played = moves.iter().rev().find(|m| m.seat == hand.view.seat);
                let said = own(lang, key.0).unwrap_or_else(|| result(lang, Some(hand.view.seat)));
                // In a private chat the table right above it, and the end posted under it,
                // say the result already: a third time would be noise; and the last hand's
                // scoring comes in full with the end.
                let said = group.then_some(said.as_str());
                let last_hand = batch.hand_overs.last().filter(|_| group);
                let content = render::hand_finished(&place, said, played, last_hand, lang);
                self.outbox.retire(ChatId(key.0 as i64), slot, None, content);
            }
            st.told.remove(&key);
        }
        self.close_questions(st, to.channel, None, T::QuestionOver);
        if let Some(game) = game {
            st.told_link.retain(|(_, g)| *g != game);
        }
        self.drop_links(st, to.channel, None);
    }

    /// Deletes the messages showing the way to cards there are no more of: a game's (its end,
    /// set aside, a lobby closed), or one person's (`user`: they left it).
    pub(crate) fn drop_links(&self, st: &mut State, channel: &ChannelKey, user: Option<u64>) {
        let gone: Vec<u64> = st
            .links
            .keys()
            .filter(|(u, c)| c == channel && user.is_none_or(|user| *u == user))
            .map(|(u, _)| *u)
            .collect();
        for user in gone {
            self.forget_link(st, channel, user);
        }
    }

    /// A game set aside (at start, or found unreadable when reloaded): the chat is told in a
    /// new message (an edit notifies nobody), and the messages the game had are closed without
    /// their buttons: its table, and each player's hand in their private chat. Through the
    /// queues, within each chat's limits. Where they were is forgotten: those taken over from
    /// the store at start already (`App::restore_locations`), those of this process as they
    /// are shown for the last time, like a finished game's.
    fn close_set_aside(&self, st: &mut State, to: &Target<'_>, game: MatchId) {
        let number = game.0.to_string();
        let advise = !another_game_on(st, to.channel, game);
        let notice = render::set_aside_notice(&number, to.lang, advise);
        self.outbox.post(to.chat, to.thread, notice, Priority::Normal);
        let place = self.place_locked(st, to.channel);
        if st.tables.get(to.channel).is_some_and(|t| t.game == Some(game)) {
            if let Some(table) = st.tables.remove(to.channel) {
                let key = table_key(to.thread, table.generation);
                let content = render::table_set_aside(&number, to.lang, advise);
                self.outbox.retire(to.chat, key, to.thread, content);
            }
        }
        let hands: Vec<(u64, ChannelKey)> = st
            .hands
            .iter()
            .filter(|((_, c), h)| c == to.channel && h.view.seq.game == game)
            .map(|(k, _)| k.clone())
            .collect();
        for key in hands {
            st.hands.remove(&key);
            st.told.remove(&key);
            let lang = st.player_lang(key.0, to.channel);
            let slot = SlotKey::Hand { channel: to.channel.clone(), game };
            let content = render::hand_set_aside(&place, &number, lang);
            self.outbox.retire(ChatId(key.0 as i64), slot, None, content);
        }
        self.close_questions(st, to.channel, None, T::QuestionSetAside);
        // Unless the channel has another game (a lobby kept open): their links are its.
        if advise {
            self.drop_links(st, to.channel, None);
        }
        self.close_not_resumed(st, to.channel, to.lang, game);
    }

    /// Closes the messages of `game` (set aside) taken over from the store at start
    /// ([`State::not_resumed`]) and forgets them there: the table says so in `lang` (its
    /// channel's), each hand in its owner's language, all without their buttons. Once: a
    /// second call finds none.
    pub(crate) fn close_not_resumed(
        &self,
        st: &mut State,
        channel: &ChannelKey,
        lang: Lang,
        game: MatchId,
    ) {
        let number = game.0.to_string();
        let place = self.place_locked(st, channel);
        let advise = !another_game_on(st, channel, game);
        for at in st.not_resumed.remove(&game).unwrap_or_default() {
            let (Ok(chat), Ok(message)) = (at.chat.parse::<i64>(), at.message.parse::<i32>())
            else {
                continue;
            };
            let content = match at.kind {
                MessageKind::Table => render::table_set_aside(&number, lang, advise),
                // Read by its owner: their language.
                MessageKind::Hand => {
                    let lang = u64::try_from(chat).map_or(lang, |uid| st.player_lang(uid, channel));
                    render::hand_set_aside(&place, &number, lang)
                }
                MessageKind::Notice | MessageKind::CallBack | MessageKind::Link => continue,
            };
            self.outbox.edit(ChatId(chat), teloxide::types::MessageId(message), content);
        }
    }

    /// What the queues report: a refused private chat, a message placed (its location is
    /// stored), a slot retired (its location forgotten).
    pub(crate) async fn report(&self, report: Report) {
        match report {
            Report::Undelivered { chat, key, at } => self.undelivered(chat, key, at).await,
            Report::Placed { chat, key, message, stamp } => {
                {
                    let mut st = self.state();
                    let location = match &key {
                        SlotKey::Table { generation, .. } => {
                            let channel = st.generations.get(generation).cloned();
                            let title = st.titles.get(&chat.0).cloned();
                            channel.and_then(|channel| {
                                let ts = st.tables.get_mut(&channel)?;
                                ts.stored_game = ts.game;
                                Some(table_location(&channel, chat, message, ts.game, title))
                            })
                        }
                        SlotKey::Hand { channel, game } => {
                            let owner = u64::try_from(chat.0).ok();
                            // A hand delivered proves the private chat open: a `/claim` typed
                            // in the group gets its question there, not the link to open it.
                            if let Some(uid) = owner {
                                st.reachable.insert(uid);
                            }
                            // Its owner's language, so a restarted bot draws it in that.
                            let lang =
                                owner.and_then(|uid| st.user_langs.get(uid)).map(|l| l.code());
                            let moves = stamp.map(|turn| turn.moves);
                            // What it says at the position it was placed with.
                            let said = owner
                                .and_then(|uid| st.hands.get(&(uid, channel.clone())))
                                .filter(|h| Some(h.view.seq) == stamp)
                                .and_then(Said::of);
                            Some(hand_location(channel, chat, message, *game, moves, lang, said))
                        }
                        // The turn it mentions, not the channel's now: a rematch may be
                        // under way already. A mention of a game whose mentions are over
                        // (it ended, or everyone is away) is being deleted, its location
                        // forgotten already: not stored again.
                        SlotKey::Mention { channel } => stamp
                            .filter(|turn| {
                                st.mentioned.get(channel).is_some_and(|m| m.game == turn.game)
                            })
                            .map(|turn| MessageLocation {
                                kind: MessageKind::Notice,
                                channel: channel.clone(),
                                user: None,
                                chat: chat.0.to_string(),
                                message: message.0.to_string(),
                                game: Some(turn.game),
                                moves: Some(turn.moves),
                                data: serde_json::json!({}),
                            }),
                        // Kept so that a restarted bot still deletes it once someone is back.
                        SlotKey::CallBack { channel } => {
                            // Not once someone is back: it is being deleted then.
                            let standing = st.tables.get(channel).filter(|t| t.away_line.is_some());
                            let game = standing.and_then(|t| t.game);
                            game.map(|game| MessageLocation {
                                kind: MessageKind::CallBack,
                                channel: channel.clone(),
                                user: None,
                                chat: chat.0.to_string(),
                                message: message.0.to_string(),
                                game: Some(game),
                                moves: None,
                                data: serde_json::json!({}),
                            })
                        }
                        // Kept so that a restarted bot still deletes it once its player is
                        // in their private chat. Not once it is being deleted (its location
                        // forgotten already), nor a late report of one already replaced.
                        SlotKey::Link { channel, user } => st
                            .links
                            .get(&(*user, channel.clone()))
                            .filter(|_| self.outbox.message(chat, &key) == Some(message))
                            .map(|waiting| MessageLocation {
                                kind: MessageKind::Link,
                                channel: channel.clone(),
                                user: Some(user.to_string()),
                                chat: chat.0.to_string(),
                                message: message.0.to_string(),
                                game: st.tables.get(channel).and_then(|t| t.game),
                                moves: None,
                                data: serde_json::json!({ "waiting": waiting }),
                            }),
                        // A leaderboard is a view, a question lives for a turn: nothing of
                        // them is stored.
                        SlotKey::Board { .. } | SlotKey::Question { .. } => None,
                    };
                    // Sent under the lock: a forget of the same message, sent under it too,
                    // cannot overtake it.
                    if let Some(location) = location {
                        let _ = self.keep.send(Keep::Put(location));
                    }
                }
            }
            Report::Retired { chat, key, message } => {
                let forget = match key {
                    SlotKey::Table { generation, .. } => {
                        let channel = self.state().generations.remove(&generation);
                        channel.map(|c| (MessageKind::Table, c, None))
                    }
                    SlotKey::Hand { channel, .. } => {
                        Some((MessageKind::Hand, channel, Some(chat.0.to_string())))
                    }
                    SlotKey::Mention { channel } => Some((MessageKind::Notice, channel, None)),
                    SlotKey::Board { .. }
                    | SlotKey::Question { .. }
                    | SlotKey::CallBack { .. }
                    | SlotKey::Link { .. } => None,
                };
                // Only this slot's own message: the place's next game (a rematch) may have
                // stored its message there already, and a slot that never had a message
                // stored none.
                if let (Some((kind, channel, user)), Some(message)) = (forget, message) {
                    let only = Some(message.0.to_string());
                    let _ = self.keep.send(Keep::Forget(kind, channel, user, only));
                }
            }
        }
    }

    /// A private chat refused a message: it is closed; for a hand, its owner is told in the
    /// group how to open it (once a match).
    async fn undelivered(&self, chat: ChatId, key: Option<SlotKey>, at: std::time::Instant) {
        let Ok(uid) = u64::try_from(chat.0) else { return };
        {
            let mut st = self.state();
            // Refused before its person came to the chat (the report was read late): no way
            // there is needed, and what it refused goes again (if coming did not send it).
            if st.opened.get(&uid).is_some_and(|opened| *opened >= at) {
                drop(st);
                self.outbox.unblock(chat);
                return;
            }
            // Whatever was refused (a hand, a claim question), the chat is closed: what it
            // holds back goes out once its person is there again (`chat_open`).
            st.reachable.remove(&uid);
        }
        let Some(SlotKey::Hand { channel, game }) = key else { return };
        if !self.state().told_link.insert((uid, game)) {
            return;
        }
        let wanted = uid.to_string();
        let name = self
            .service
            .sessions()
            .inspect(&channel, |s| {
                s.seats().iter().find_map(|k| match k {
                    SeatKind::Human { user, name } if user.id == wanted => Some(name.clone()),
                    _ => None,
                })
            })
            .await
            .flatten()
            .unwrap_or_else(|| plain(self.state().channel_lang(&channel), T::Someone));
        // Not the words of /join's: they were told then, and the game has their cards now.
        let Some(content) = self.link_message(&channel, &name, T::LinkWaiting) else { return };
        let mut st = self.state();
        // Not for a game that ended meanwhile: nothing is waiting for them any more.
        if st.tables.get(&channel).and_then(|t| t.game) == Some(game) {
            self.show_link_locked(&mut st, &channel, uid, content, true);
        }
    }

    /// Shows a player the way into their private chat in a new message (an edit would notify
    /// nobody), deleting the one shown before for the same game: one such message a player,
    /// gone once they are there ([`App::went_private`]).
    /// `waiting`: it tells them their cards are waiting there.
    pub(crate) fn show_link(
        &self,
        channel: &ChannelKey,
        user: u64,
        content: Content,
        waiting: bool,
    ) {
        let mut st = self.state();
        self.show_link_locked(&mut st, channel, user, content, waiting);
    }

    /// [`App::show_link`] under the state's lock, held across the outbox calls: a game's end
    /// or the person going private in between would leave a message nothing deletes.
    fn show_link_locked(
        &self,
        st: &mut State,
        channel: &ChannelKey,
        user: u64,
        content: Content,
        waiting: bool,
    ) {
        let Some((chat, thread)) = target(channel) else { return };
        let key = SlotKey::Link { channel: channel.clone(), user };
        st.links.insert((user, channel.clone()), waiting);
        self.outbox.remove(chat, key.clone());
        self.outbox.set(chat, key, thread, content, Priority::Normal);
    }

    /// A person wrote or pressed something in their private chat: the messages showing them
    /// the way there have done their job, and go.
    pub(crate) fn went_private(&self, user: u64) {
        let mut st = self.state();
        let now = std::time::Instant::now();
        st.opened.retain(|_, at| now.duration_since(*at) < OPENED_KEPT);
        st.opened.insert(user, now);
        let mine: Vec<ChannelKey> =
            st.links.keys().filter(|(u, _)| *u == user).map(|(_, c)| c.clone()).collect();
        for channel in mine {
            self.forget_link(&mut st, &channel, user);
        }
    }

    /// Deletes `user`'s link message in `channel` and forgets where it was, under the state's
    /// lock: a placing of it reported meanwhile is not stored again.
    fn forget_link(&self, st: &mut State, channel: &ChannelKey, user: u64) {
        st.links.remove(&(user, channel.clone()));
        if let Some((chat, _)) = target(channel) {
            self.outbox.remove(chat, SlotKey::Link { channel: channel.clone(), user });
        }
        let forget = Keep::Forget(MessageKind::Link, channel.clone(), Some(user.to_string()), None);
        let _ = self.keep.send(forget);
    }

    /// A person wrote or pressed in their private chat other than by Start (which sends what
    /// was held back itself, then their cards): it is open, and hands held back while it was
    /// closed go out now (someone who unblocked the bot and wrote). A refused hand makes its
    /// person unreachable; nothing is held back for one still reachable.
    pub(crate) fn chat_open(&self, user: u64) {
        if self.state().reachable.insert(user) {
            self.outbox.unblock(ChatId(user as i64));
        }
    }

    /// A group message with a deep-link button into the private chat, saying `said`: their
    /// cards cannot be sent ([`T::LinkBlocked`]), are waiting for them ([`T::LinkWaiting`]),
    /// or are there ([`T::LinkCards`]: they asked where).
    pub(crate) fn link_message(
        &self,
        channel: &ChannelKey,
        name: &str,
        said: T,
    ) -> Option<Content> {
        let link = self.deep_link(channel, StartFor::Cards)?;
        // Shown in the group, so in the group's language.
        let lang = self.state().channel_lang(channel);
        // A claim's question is answered there: "Show my cards" would promise something else.
        let label = match said {
            T::ClaimInPrivate => format!("❓ {}", plain(lang, T::ButtonAnswerPrivately)),
            _ => format!("🃏 {}", plain(lang, T::ButtonShowCards)),
        };
        let said = text(lang, said, &[("name", arg(name))]);
        let keyboard =
            InlineKeyboardMarkup::new(vec![vec![InlineKeyboardButton::url(label, link)]]);
        Some(Content::new(said, keyboard))
    }
}

/// How long a person's coming to their private chat is kept, to tell a refusal made before it
/// but reported after it (reports are read within moments).
const OPENED_KEPT: std::time::Duration = std::time::Duration::from_secs(60);
/// How long a line of news stays on the table (several of a busy group's edits).
const NEWS_FOR: std::time::Duration = std::time::Duration::from_secs(12);
/// Lines of news on the table at most.
const NEWS_LINES: usize = 3;

/// Whether a hand is sent in a new message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Announce {
    /// No: the message it has is brought up to date.
    No,
    /// Yes if this turn was not announced yet.
    Turn,
    /// Yes: the person asked for their cards.
    Always,
}

/// What a hand message says above its cards at its position: stored with its location, so
/// that a restarted bot redrawing it there does not drop the reader's own move, or the hand
/// scored or the cards dealt just before it (a line gone in an edit reads as an undo).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct Said {
    /// The reader's own move (or the computer's for them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) played: Option<MoveView>,
    /// The hand scored just before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) ended: Option<HandOverView>,
    /// Cards were dealt just before.
    #[serde(default)]
    pub(crate) dealt: bool,
}

impl Said {
    /// A move, a hand scored, a deal said; `None` when nothing is.
    fn new(played: Option<&MoveView>, ended: Option<&HandOverView>, dealt: bool) -> Option<Said> {
        let said = Said { played: played.cloned(), ended: ended.cloned(), dealt };
        (said != Said::default()).then_some(said)
    }

    /// What a hand state says, `None` when nothing.
    fn of(hand: &HandState) -> Option<Said> {
        Said::new(hand.played.as_ref(), hand.ended.as_ref(), hand.dealt)
    }
}

/// Where a person's hand message of `game` is, the turn it told them (`moves`), the language
/// it is drawn in, and what it says above its cards there.
fn hand_location(
    channel: &ChannelKey,
    chat: ChatId,
    message: teloxide::types::MessageId,
    game: MatchId,
    moves: Option<u32>,
    lang: Option<&str>,
    said: Option<Said>,
) -> MessageLocation {
    MessageLocation {
        kind: MessageKind::Hand,
        channel: channel.clone(),
        user: Some(chat.0.to_string()),
        chat: chat.0.to_string(),
        message: message.0.to_string(),
        game: Some(game),
        moves,
        data: match said {
            Some(said) => serde_json::json!({ "lang": lang, "said": said }),
            None => serde_json::json!({ "lang": lang }),
        },
    }
}

/// Where a channel's table message is, to store, with the group's title (hands name the game
/// by it, after a restart too).
pub(crate) fn table_location(
    channel: &ChannelKey,
    chat: ChatId,
    message: teloxide::types::MessageId,
    game: Option<bot_core::ids::MatchId>,
    title: Option<String>,
) -> MessageLocation {
    let data = match title {
        Some(title) => serde_json::json!({ "title": title }),
        None => serde_json::json!({}),
    };
    MessageLocation {
        kind: MessageKind::Table,
        channel: channel.clone(),
        user: None,
        chat: chat.0.to_string(),
        message: message.0.to_string(),
        game,
        moves: None,
        data,
    }
}

/// Whether a lobby or match other than `game` is on in `channel` now (the one whose opening
/// or start found `game` unreadable): then nobody needs advice to start one.
fn another_game_on(st: &State, channel: &ChannelKey, game: MatchId) -> bool {
    st.tables.get(channel).and_then(|t| t.view.as_ref()).is_some_and(|v| {
        v.seq.is_none_or(|s| s.game != game)
            && matches!(v.phase, PhaseView::Lobby | PhaseView::Playing)
    })
}

/// How a claim question is closed: what it says below its words, its button gone.
pub(crate) enum Closing<'a> {
    /// Answered by its button, with what the claim came to when it was made.
    Answered(Option<&'a Notice>),
    /// It can no longer be answered, for this reason.
    Unanswerable(T),
}

impl Closing<'_> {
    /// The question `asked` as it reads once closed, in `lang`.
    pub(crate) fn close(&self, asked: &Content, lang: Lang) -> Content {
        let mut closed = render::without_buttons(asked);
        let line = match self {
            Closing::Answered(None) => None,
            Closing::Answered(Some(notice)) => {
                let mark = match notice {
                    Notice::Claimed { correct: true, .. } => "🏆",
                    _ => "❌",
                };
                bot_core::i18n::own_notice(notice, lang).map(|said| format!("{mark} {said}"))
            }
            Closing::Unanswerable(why) => Some(format!("⌛ {}", plain(lang, *why))),
        };
        if let Some(line) = line {
            closed.text = format!("{}\n{line}", closed.text);
        }
        closed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bot_core::ids::{MatchId, Platform};
    use bot_core::session::Seq;
    use teloxide::types::MessageId;

    /// A rematch's hand can be placed before the finished game's hand is shown for the last
    /// time (its last edit waited on a flood limit or a failure): the finished one's retiring
    /// forgets only its own message, so a restart still takes over the rematch's hand.
    #[tokio::test]
    async fn a_finished_games_hand_retired_late_leaves_the_rematchs_location() {
        let dir = tempfile::TempDir::new().unwrap();
        let (app, store, kept, _told) = App::for_tests(dir.path()).await;
        let keeper = tokio::spawn(crate::keep_locations(store.clone(), kept));

        let channel = ChannelKey::new(Platform::Telegram, "-100", "main");
        let chat = ChatId(42);
        let hand = |game| SlotKey::Hand { channel: channel.clone(), game: MatchId(game) };
        let placed = |game, message| Report::Placed {
            chat,
            key: hand(game),
            message: MessageId(message),
            stamp: Some(Seq { game: MatchId(game), moves: 0 }),
        };
        app.report(placed(1, 20)).await;
        app.report(placed(2, 30)).await;
        app.report(Report::Retired { chat, key: hand(1), message: Some(MessageId(20)) }).await;
        // A slot that never had a message (its chat was closed) stored nothing to forget.
        app.report(Report::Retired { chat, key: hand(1), message: None }).await;
        let kept = stored(&app, &store).await;
        assert_eq!(kept.len(), 1, "{kept:?}");
        assert_eq!((kept[0].game, kept[0].message.as_str()), (Some(MatchId(2)), "30"));
        // Its own retiring forgets it.
        app.report(Report::Retired { chat, key: hand(2), message: Some(MessageId(30)) }).await;
        assert!(stored(&app, &store).await.is_empty());
        keeper.abort();
    }

    /// Waits until every location asked to be kept so far is stored.
    async fn stored(app: &App, store: &bot_core::store::Store) -> Vec<MessageLocation> {
        let (flushed, done) = tokio::sync::oneshot::channel();
        app.keep.send(Keep::Flush(flushed)).unwrap();
        done.await.unwrap();
        store.message_locations(Platform::Telegram).await.unwrap()
    }

    /// The group's mention is stored with the turn it mentions, not with the channel's turn
    /// when its placing is reported (reports are read on their own task, after the next
    /// moves maybe). Stored with the rematch's game, a finished game's mention would be taken
    /// after a restart for the rematch's mention of that move number: that turn would never
    /// be mentioned, and the old message never deleted.
    #[tokio::test]
    async fn a_mention_is_stored_with_the_turn_it_mentions() {
        let dir = tempfile::TempDir::new().unwrap();
        let (app, store, kept, _told) = App::for_tests(dir.path()).await;
        let keeper = tokio::spawn(crate::keep_locations(store.clone(), kept));
        let channel = ChannelKey::new(Platform::Telegram, "-100", "main");
        let chat = ChatId(-100);
        let turn = |game, moves| Seq { game: MatchId(game), moves };
        let placed = |message, turn| Report::Placed {
            chat,
            key: SlotKey::Mention { channel: channel.clone() },
            message: MessageId(message),
            stamp: Some(turn),
        };

        // Game 1's mention at move 7 was sent as its last move ended it; by the time that is
        // reported, the rematch's first turn is mentioned: the old one is being deleted.
        app.state().mentioned.insert(channel.clone(), turn(2, 0));
        app.report(placed(40, turn(1, 7))).await;
        let kept = stored(&app, &store).await;
        assert!(kept.is_empty(), "a finished game's mention stored: {kept:?}");

        // The rematch's first mention, reported after the next turn is mentioned already
        // (its own message comes later): stored as the turn it mentions.
        app.state().mentioned.insert(channel.clone(), turn(2, 1));
        app.report(placed(41, turn(2, 0))).await;
        let kept = stored(&app, &store).await;
        let said: Vec<_> = kept.iter().map(|at| (at.game, at.moves, at.message.as_str())).collect();
        assert_eq!(said, [(Some(MatchId(2)), Some(0), "41")]);

        // Everyone away (no mention wanted any more) when it is reported: not stored.
        app.state().mentioned.remove(&channel);
        app.report(placed(42, turn(2, 1))).await;
        let kept = stored(&app, &store).await;
        assert_eq!(kept.len(), 1, "{kept:?}");
        assert_eq!(kept[0].message, "41");
        keeper.abort();
    }
}
