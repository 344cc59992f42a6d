//! Effects drawn for Telegram: one table message per game edited in place, each player's hand
//! in their private chat, and new messages only for what must notify (a hand scored, the end).

use bot_core::i18n::{Lang, Localize};
use bot_core::ids::{ChannelKey, SeatKind, UserRef};
use bot_core::session::{Audience, Effect, HandOverView, HandView, MatchEnd, Notice, TableView};
use teloxide::types::{ChatId, InlineKeyboardButton, InlineKeyboardMarkup, ThreadId};

use crate::app::{is_group, table_key, target, App, HandState, State, TableState};
use crate::outbox::{SlotKey, Undelivered};
use crate::render::{self, Choice, Content};
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
struct Batch {
    table: Option<TableView>,
    hands: Vec<(UserRef, HandView)>,
    moved: bool,
    /// The last public notice, in the channel's language.
    notice: Option<String>,
    created: bool,
    /// The lobby is gone (everyone left, or it was stopped before it started).
    closed: bool,
    hand_overs: Vec<HandOverView>,
    end: Option<MatchEnd>,
    /// Notices for one person, in their language.
    private: Vec<(UserRef, String)>,
}

impl Batch {
    fn read(effects: Vec<Effect>, lang: Lang, st: &State) -> Batch {
        let mut batch = Batch::default();
        let mut stopped = false;
        for effect in effects {
            match effect {
                Effect::Table(view) => batch.table = Some(view),
                Effect::Hand { user, view } => batch.hands.push((user, view)),
                Effect::Move(_) => batch.moved = true,
                Effect::HandOver(view) => batch.hand_overs.push(view),
                Effect::MatchOver(how) => batch.end = Some(how),
                Effect::Notice { to: Audience::Public, notice } => {
                    batch.created |= matches!(notice, Notice::Created { .. });
                    batch.closed |= matches!(notice, Notice::Closed);
                    stopped |= matches!(notice, Notice::Aborted { .. });
                    batch.notice = Some(notice.localize(lang));
                }
                Effect::Notice { to: Audience::User(user), notice } => {
                    let lang = user.id.parse().map_or(Lang::En, |u| st.user_lang(u));
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
        let Some((chat, thread)) = target(channel) else { return };
        let mut st = self.state();
        let lang = st.channel_lang(channel);
        let batch = Batch::read(effects, lang, &st);
        let to = Target { channel, chat, thread, lang };
        self.draw_table(&mut st, &to, &batch);
        self.draw_hands(&mut st, &to, batch.hands);
        self.post_news(&mut st, &to, &batch.hand_overs, batch.end.as_ref());
        drop(st);
        for (user, text) in batch.private {
            if let Ok(uid) = user.id.parse::<i64>() {
                self.outbox.post(ChatId(uid), None, Content::text(text));
            }
        }
    }

    /// The table message: a new one for each game, edited in place while it lasts.
    fn draw_table(&self, st: &mut State, to: &Target<'_>, batch: &Batch) {
        let channel = to.channel;
        if batch.table.is_none() && batch.notice.is_none() && !batch.moved && !batch.created {
            return;
        }
        let known = st.tables.get(channel).and_then(|t| t.game);
        let seq_game = batch.table.as_ref().and_then(|v| v.seq).map(|s| s.game);
        let rematch = matches!((known, seq_game), (Some(a), Some(b)) if a != b);
        if batch.created || rematch || !st.tables.contains_key(channel) {
            st.generation += 1;
            let generation = st.generation;
            st.tables.insert(
                channel.clone(),
                TableState { generation, game: None, news: None, view: None },
            );
        }
        let group = is_group(channel);
        if let Some(ts) = st.tables.get_mut(channel) {
            if batch.notice.is_some() {
                ts.news = batch.notice.clone();
            } else if batch.moved {
                ts.news = None;
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
            if let Some(view) = batch.table.as_ref().filter(|_| !older) {
                ts.game = seq_game.or(ts.game);
                ts.view = Some(view.clone());
            }
            let content = if batch.closed {
                Some(render::closed_lobby(ts.news.as_deref().unwrap_or(""), to.lang))
            } else {
                ts.view.as_ref().map(|view| {
                    let lobby = view.seq.is_none() && group;
                    let link = if lobby { self.deep_link(channel) } else { None };
                    render::table(view, ts.news.as_deref(), group, link, to.lang)
                })
            };
            if let Some(content) = content {
                let key = table_key(to.thread, ts.generation);
                if batch.closed || batch.end.is_some() {
                    // The game's last table: nothing changes it any more.
                    self.outbox.retire(to.chat, key, to.thread, content);
                } else {
                    self.outbox.set(to.chat, key, to.thread, content);
                }
            }
        }
        if batch.closed {
            st.tables.remove(channel);
        }
    }

    /// Each player's hand, in their private chat, with what they chose kept while the
    /// position is the same.
    fn draw_hands(&self, st: &mut State, to: &Target<'_>, hands: Vec<(UserRef, HandView)>) {
        for (user, view) in hands {
            let Ok(uid) = user.id.parse::<u64>() else { continue };
            let choice = match st.hands.get(&(uid, to.channel.clone())) {
                Some(old) if old.view.seq == view.seq => old.choice,
                _ => Choice::default(),
            };
            self.draw_hand(st, uid, to.channel, view, choice, None);
        }
    }

    /// Draws one player's hand message with `choice`, unless a later position was drawn
    /// already (effects of two commands can arrive out of order). `table`: the table it goes
    /// with, when the one drawn last is not known (after a restart).
    pub(crate) fn draw_hand(
        &self,
        st: &mut State,
        uid: u64,
        channel: &ChannelKey,
        view: HandView,
        choice: Choice,
        table: Option<&TableView>,
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
        let hand_number = table.map(|v| v.hand_number);
        let place = self.place_locked(st, channel);
        let lang = st.user_lang(uid);
        let content = render::hand(&view, choice, &place, to_move.as_deref(), hand_number, lang);
        let slot = SlotKey::Hand { channel: channel.clone(), game: view.seq.game };
        self.outbox.set(ChatId(uid as i64), slot, None, content);
        st.hands.insert(key, HandState { view, choice });
    }

    /// New messages only for what must notify: a hand scored, the match over. At the end the
    /// hands lose their buttons.
    fn post_news(
        &self,
        st: &mut State,
        to: &Target<'_>,
        hand_overs: &[HandOverView],
        end: Option<&MatchEnd>,
    ) {
        let game = st.tables.get(to.channel).and_then(|t| t.game);
        for view in hand_overs {
            let text = render::hand_over(view, game.map(|g| g.0), to.lang);
            self.outbox.post(to.chat, to.thread, Content::text(text));
        }
        let Some(how) = end else { return };
        let table = st.tables.get(to.channel).and_then(|t| t.view.clone());
        let result = |lang: Lang| match &table {
            Some(view) => render::end_text(how, view, lang),
            None => "🏁".to_string(),
        };
        let again = if matches!(how, MatchEnd::Aborted | MatchEnd::Adjourned) {
            String::new()
        } else {
            format!(" {}", plain(to.lang, T::RematchHint))
        };
        self.outbox.post(to.chat, to.thread, Content::text(format!("{}{again}", result(to.lang))));
        let place = self.place_locked(st, to.channel);
        let finished: Vec<(u64, ChannelKey)> =
            st.hands.keys().filter(|(_, c)| c == to.channel).cloned().collect();
        for key in finished {
            if let Some(hand) = st.hands.remove(&key) {
                let slot = SlotKey::Hand { channel: to.channel.clone(), game: hand.view.seq.game };
                // A hand message is read by its owner: their language, not the group's.
                let lang = st.user_lang(key.0);
                let content = render::hand_finished(&place, &result(lang), lang);
                self.outbox.retire(ChatId(key.0 as i64), slot, None, content);
            }
        }
        if let Some(game) = game {
            st.told.retain(|(_, g)| *g != game);
        }
    }

    /// A private chat refused a hand: tell its owner in the group how to open it (once a match).
    pub(crate) async fn undelivered(&self, what: Undelivered) {
        let Some(SlotKey::Hand { channel, game }) = what.key else { return };
        let Ok(uid) = u64::try_from(what.chat.0) else { return };
        {
            let mut st = self.state();
            st.reachable.remove(&uid);
            if !st.told.insert((uid, game)) {
                return;
            }
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
        if let Some(content) = self.link_message(&channel, &name, true) {
            self.say(&channel, content);
        }
    }

    /// A group message with a deep-link button into the private chat. `blocked`: the person's
    /// cards could not be sent (else: they asked where their cards are).
    pub(crate) fn link_message(
        &self,
        channel: &ChannelKey,
        name: &str,
        blocked: bool,
    ) -> Option<Content> {
        let link = self.deep_link(channel)?;
        // Shown in the group, so in the group's language.
        let lang = self.state().channel_lang(channel);
        let said =
            text(lang, if blocked { T::LinkBlocked } else { T::LinkCards }, &[("name", arg(name))]);
        let label = format!("🃏 {}", plain(lang, T::ButtonShowCards));
        let keyboard =
            InlineKeyboardMarkup::new(vec![vec![InlineKeyboardButton::url(label, link)]]);
        Some(Content::new(said, keyboard))
    }
}
