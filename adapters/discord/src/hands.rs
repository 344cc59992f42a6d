//! Buttons, and a player's private hand: shown in ephemeral messages only, redrawn in place
//! while its interaction token lives.

use std::sync::Arc;
use std::time::{Duration, Instant};

use bot_core::i18n::Lang;
use bot_core::ids::{ChannelKey, MatchId, Platform, UserRef};
use bot_core::session::{
    HandOverView, HandView, PhaseView, Presence, Seq, SessionAction, TableView,
};
use bot_core::table::{choose_card, CardChoice, Claim, Refusal};
use bot_core::{Card, CardSet};
use serenity::all::{InteractionId, MessageId};

use crate::bot::{Bot, Origin};
use crate::custom_id::ButtonId;
use crate::i18n::{text, Key};
use crate::interaction::{HandOwner, Reply, TOKEN_LIFETIME};
use crate::render::{self, Body};
use reqwest::Method;

/// What happened since a hand message was last drawn that its cards alone would not say.
#[derive(Clone, Debug, Default)]
pub(crate) struct HandNews {
    /// A hand scored, the match going on.
    pub(crate) ended: Option<HandOverView>,
    /// New cards were dealt within the hand.
    pub(crate) dealt: bool,
}

/// A player's latest ephemeral hand message, reachable through its interaction's token.
pub(crate) struct HandMessage {
    pub(crate) token: String,
    pub(crate) lang: Lang,
    pub(crate) since: Instant,
    /// The match whose hand it shows.
    pub(crate) game: Option<MatchId>,
    /// The interaction whose answer the message is (Discord's `interaction_metadata.id`):
    /// which message this is, whatever token now reaches it.
    pub(crate) answer_of: Option<InteractionId>,
    /// What it shows now, so an edit that changes nothing is skipped.
    shown: String,
    /// The line it shows above the cards, and the position it was drawn at: a redraw at that
    /// position (the restart's ⏸ banner) keeps it.
    pub(crate) note: Option<(Seq, String)>,
}

impl HandMessage {
    /// The hand message of `game` answered with `token`, read in `lang`; the answer of
    /// interaction `answer_of`, when known.
    pub(crate) fn new(
        token: &str,
        lang: Lang,
        game: Option<MatchId>,
        answer_of: Option<InteractionId>,
    ) -> HandMessage {
        let (token, since, shown) = (token.to_string(), Instant::now(), String::new());
        HandMessage { token, lang, since, game, answer_of, shown, note: None }
    }
}

impl Bot {
    /// Serves one button press.
    pub(crate) async fn button(
        self: &Arc<Self>,
        o: &Origin,
        button: ButtonId,
        message: MessageId,
    ) -> Result<Reply, Refusal> {
        // A button of a game set aside at start (a hand whose token died with the process,
        // a notice in a direct message) says so, and changes nothing.
        if let Some(game) = button.game() {
            self.service.refuse_if_set_aside(game).await?;
        }
        // A press in a direct message (a turn notice's, or the hand it opened there) acts in
        // the game's own channel.
        let routed;
        let o = match button.game() {
            Some(game) if o.guild.is_none() => {
                routed = self.at_game(o, game);
                &routed
            }
            _ => o,
        };
        match button {
            ButtonId::Join | ButtonId::Leave | ButtonId::Start | ButtonId::AddComputer(_) => {
                // Lobby buttons carry no match: the message they sit on must be this game's.
                let slot = self.slot(&o.key).await;
                if slot.state().message.is_some_and(|m| m != message) {
                    return Err(Refusal::OldGame);
                }
                let action = match button {
                    ButtonId::Join => SessionAction::Join,
                    ButtonId::Leave => SessionAction::Leave,
                    ButtonId::Start => SessionAction::Start,
                    ButtonId::AddComputer(level) => SessionAction::AddComputer { level },
                    _ => return Err(Refusal::UnknownButton),
                };
                let acted = self.act(o, action, None).await?;
                if acted.hand {
                    return self.hand_reply(o, None).await;
                }
                Ok(Reply::Quiet)
            }
            ButtonId::Hand(game) => {
                // Still in a direct message: the game is not played in this process.
                if o.guild.is_none() {
                    if let Some(at) = self.played_elsewhere(game).await {
                        let body = render::hand_elsewhere(o.lang, &at.server, &at.channel, game);
                        return Ok(Reply::Message { body, ephemeral: true, hand_of: None });
                    }
                }
                self.check_game(o, game).await?;
                self.hand_reply(o, None).await
            }
            ButtonId::Return(game) => {
                self.check_game(o, game).await?;
                let acted = self.act(o, SessionAction::Back, None).await?;
                // Back to play: their cards, as My hand shows them (the table's turn notice
                // leaves out whoever acted), saying that they are back (else a lapse kept on
                // the hand reads as the answer), and if a hand was scored meanwhile.
                let ended = acted.hand_ended.as_ref().map(|h| render::hand_ended(o.lang, h));
                let back = (!acted.notes.is_empty()).then(|| acted.notes.join("\n"));
                self.hand_reply(o, noted(back.as_deref(), ended).as_deref()).await
            }
            ButtonId::Rematch(seq) => {
                // After a restart (or long idle) the finished game is held again to be played.
                self.service.sessions().revive_finished(&o.key, Some(seq.game)).await?;
                // Pressed a moment after another player's: they are in the game it began.
                let user = &o.actor.user;
                let started = self
                    .service
                    .sessions()
                    .inspect(&o.key, |s| s.rematch_started(seq.game, user).map(Refusal::from));
                if let Some(started) = started.await.flatten() {
                    return self.hand_reply(o, Some(&o.say(&started))).await;
                }
                if let Err(refusal) = self.check_game(o, seq.game).await {
                    if matches!(refusal, Refusal::OldGame) && o.guild.is_some() {
                        // Answered at once; the old table loses its buttons after.
                        let (bot, key) = (Arc::clone(self), o.key.clone());
                        tokio::spawn(async move { bot.close_old_table(&key, message).await });
                    }
                    return Err(refusal);
                }
                let acted = self.act(o, SessionAction::Rematch, Some(seq)).await?;
                if acted.hand {
                    return self.hand_reply(o, None).await;
                }
                Ok(Reply::Quiet)
            }
            ButtonId::Card { seq, card, page } => {
                let (presence, ended) = self.look(o).await?;
                let Some(hand) = presence.hand.as_ref() else { return Err(Refusal::NotPlaying) };
                if hand.seq.game != seq.game {
                    return Err(Refusal::OldGame);
                }
                // Only a move since (the computers resumed by this look, say) ends a hand.
                if hand.seq != seq {
                    let note = noted(old_position(o.lang, &presence.table).as_deref(), ended);
                    return Ok(self.hand_redrawn(o, &presence, note.as_deref(), false));
                }
                match choose_card(hand, &presence.table, card) {
                    // Nothing to choose: the card goes to the table at once, as its "put it
                    // down" would.
                    Ok(CardChoice::TrailOnly) => self.play(o, seq, card, CardSet::EMPTY).await,
                    Ok(CardChoice::Captures { .. }) => {
                        let body = render::choices(o.lang, hand, &presence.table, card, page);
                        Ok(Reply::Update { body, hand_of: Some(owner(o, seq.game, None)) })
                    }
                    // Not their turn, not their card, the match over: said on the hand.
                    Err(refusal) => {
                        Ok(self.hand_redrawn(o, &presence, Some(&o.say(&refusal)), false))
                    }
                }
            }
            ButtonId::Play { seq, card, take } => self.play(o, seq, card, take).await,
            ButtonId::Back(seq) => {
                let (presence, ended) = self.look(o).await?;
                let Some(hand) = presence.hand.as_ref() else { return Err(Refusal::NotPlaying) };
                if hand.seq.game != seq.game {
                    return Err(Refusal::OldGame);
                }
                let old = old_position(o.lang, &presence.table).filter(|_| hand.seq != seq);
                let note = noted(old.as_deref(), ended);
                Ok(self.hand_redrawn(o, &presence, note.as_deref(), false))
            }
            ButtonId::Refresh(game) => {
                self.check_game(o, game).await?;
                self.hand_update(o, None, false).await
            }
            ButtonId::Claim(seq) => self.claim(o, Some(seq), false).await,
            ButtonId::ClaimSure(seq) => self.claim(o, Some(seq), true).await,
            ButtonId::Redeal(seq) => match self.act(o, SessionAction::Redeal, Some(seq)).await {
                Ok(acted) => self.hand_update(o, Some(&acted.notes.join("\n")), true).await,
                Err(refusal) => self.stale_to_update(o, seq, refusal).await,
            },
        }
    }

    /// Plays `card` taking `take` at position `seq`, and redraws the hand saying so.
    async fn play(
        self: &Arc<Self>,
        o: &Origin,
        seq: Seq,
        card: Card,
        take: CardSet,
    ) -> Result<Reply, Refusal> {
        match self.act(o, SessionAction::Play { card, take }, Some(seq)).await {
            Ok(acted) => {
                let own = acted.own_move.as_ref().filter(|m| m.card == card);
                let played = render::you_played(
                    o.lang,
                    card,
                    take,
                    own.filter(|m| m.tabla).map(|m| m.tabla_points),
                );
                // Their own card dealt; a deal by a move after it is said under that move.
                let dealt = own.is_some_and(|m| m.dealt).then(|| render::dealt(o.lang));
                let news = acted.hand_ended.as_ref().map(|h| render::hand_ended(o.lang, h));
                let news = news.or(dealt);
                self.hand_update(o, noted(Some(&played), news).as_deref(), true).await
            }
            Err(refusal) => self.stale_to_update(o, seq, refusal).await,
        }
    }

    /// A claim, from `/tablic claim` (`expected`: none) or a hand's buttons. Below the target
    /// it asks once, on a private message with the buttons to go on or go back.
    pub(crate) async fn claim(
        self: &Arc<Self>,
        o: &Origin,
        expected: Option<Seq>,
        confirmed: bool,
    ) -> Result<Reply, Refusal> {
        match self.service.claim(&o.key, &o.actor, expected, confirmed).await {
            Ok(Claim::Confirm { total, target, .. }) => {
                // The claim brought them back already: this look moves nothing.
                let (presence, _) = self.look(o).await?;
                let Some(hand) = presence.hand.as_ref() else { return Err(Refusal::NotPlaying) };
                let body = render::claim_question(o.lang, hand, &presence.table, total, target);
                let hand_of = Some(owner(o, hand.seq.game, None));
                Ok(match expected {
                    Some(_) => Reply::Update { body, hand_of },
                    None => Reply::Message { body, ephemeral: true, hand_of },
                })
            }
            Ok(Claim::Made(effects)) => {
                let acted = self.publish(&o.key, Some(&o.actor.user), &effects, o.lang).await;
                let note = acted.notes.join("\n");
                match expected {
                    Some(_) => self.hand_update(o, Some(&note), true).await,
                    None => self.told(o, acted).await,
                }
            }
            Err(refusal) => match expected {
                Some(seq) => self.stale_to_update(o, seq, refusal).await,
                None => Err(refusal),
            },
        }
    }

    /// A hand button pressed against an earlier position of this match redraws the hand as it
    /// is now, saying so; any other refusal is answered on its own.
    async fn stale_to_update(
        self: &Arc<Self>,
        o: &Origin,
        seq: Seq,
        refusal: Refusal,
    ) -> Result<Reply, Refusal> {
        if refusal != Refusal::Stale {
            return Err(refusal);
        }
        let (presence, ended) = self.look(o).await?;
        match presence.hand.as_ref() {
            Some(hand) if hand.seq.game == seq.game => {
                let note = noted(old_position(o.lang, &presence.table).as_deref(), ended);
                Ok(self.hand_redrawn(o, &presence, note.as_deref(), false))
            }
            _ => Err(Refusal::OldGame),
        }
    }

    /// The person acting on `game` where it is played: a press in a direct message (a turn
    /// notice's) acts in the game's channel.
    fn at_game(&self, o: &Origin, game: MatchId) -> Origin {
        if o.guild.is_some() {
            return o.clone();
        }
        let Some(key) = self.service.sessions().channel_of(game) else { return o.clone() };
        let Ok(channel) = key.channel.parse::<u64>() else { return o.clone() };
        Origin {
            guild: crate::bot::guild_of(&key),
            channel: serenity::all::ChannelId::new(channel),
            key,
            ..o.clone()
        }
    }

    /// Where a guild's game is that this process does not run (direct messages reach the
    /// process of shard 0, while the game is run by its guild's shard's process).
    async fn played_elsewhere(&self, game: MatchId) -> Option<ChannelKey> {
        let channel = self.service.sessions().store().match_channel(game).await.ok()??;
        let in_guild = channel.platform == Platform::Discord && channel.server != "dm";
        in_guild.then_some(channel)
    }

    /// Refuses a button of another match than the one at the table now.
    async fn check_game(&self, o: &Origin, game: MatchId) -> Result<(), Refusal> {
        let table = self.service.sessions().table(&o.key).await.ok_or(Refusal::NoGame)?;
        if table.seq.map(|s| s.game) != Some(game) {
            return Err(Refusal::OldGame);
        }
        Ok(())
    }

    /// The table and the person's hand now. Looking is an action of theirs: if the computer
    /// was playing for them, they are back, and the table shows it. With it, the line saying
    /// a hand was scored meanwhile (the computers resumed by their return may end one), for
    /// the hand drawn from this look.
    async fn look(self: &Arc<Self>, o: &Origin) -> Result<(Presence, Option<String>), Refusal> {
        let presence = self.service.present(&o.key, &o.actor).await?;
        let mut ended = None;
        if !presence.effects.is_empty() {
            let acted = self.publish(&o.key, Some(&o.actor.user), &presence.effects, o.lang).await;
            ended = ended_line(o.lang, acted.hand_ended.as_ref(), &presence.table);
        }
        Ok((presence, ended))
    }

    /// The player's hand as a new ephemeral message.
    pub(crate) async fn hand_reply(
        self: &Arc<Self>,
        o: &Origin,
        note: Option<&str>,
    ) -> Result<Reply, Refusal> {
        let (presence, ended) = self.look(o).await?;
        let note = noted(note, ended);
        match self.hand_redrawn(o, &presence, note.as_deref(), false) {
            Reply::Update { body, hand_of } => {
                Ok(Reply::Message { body, ephemeral: true, hand_of })
            }
            other => Ok(other),
        }
    }

    /// The player's hand redrawn in the message the button sits on.
    /// `answer`: the note answers the player's own move (see [`Bot::hand_redrawn`]).
    async fn hand_update(
        self: &Arc<Self>,
        o: &Origin,
        note: Option<&str>,
        answer: bool,
    ) -> Result<Reply, Refusal> {
        let (presence, ended) = self.look(o).await?;
        let note = noted(note, ended);
        Ok(self.hand_redrawn(o, &presence, note.as_deref(), answer))
    }

    /// The player's hand with `note` above the cards. `answer`: the note answers their own
    /// move ("You played 3♠…"), which the restart's banner keeps under it; another (a refusal,
    /// "an earlier position") answers a press the banner makes moot.
    fn hand_redrawn(
        &self,
        o: &Origin,
        presence: &Presence,
        note: Option<&str>,
        answer: bool,
    ) -> Reply {
        match presence.hand.as_ref() {
            Some(hand) => Reply::Update {
                body: render::hand(o.lang, hand, &presence.table, note, &o.actor.user),
                hand_of: Some(owner(
                    o,
                    hand.seq.game,
                    note.filter(|_| answer).map(|n| (hand.seq, n.to_owned())),
                )),
            },
            None => Reply::private(Body::text(o.say(&Refusal::NotPlaying))),
        }
    }

    /// A refused press on the player's own hand message of `game`: the refusal said on it,
    /// the hand redrawn beneath (as a refused card is), so its cards stay there to try again.
    /// The hand is read from memory: the store may be what refused. Said alone, as a new
    /// private message, when the player holds no hand of that game here; a hand of a game set
    /// aside (after a restart: its token died before it could be closed) is closed instead,
    /// as it would have been, so that it offers no more buttons that cannot work.
    pub(crate) async fn refusal_on_hand(
        &self,
        o: &Origin,
        game: MatchId,
        refusal: &Refusal,
    ) -> Reply {
        if matches!(refusal, Refusal::SetAside) {
            // The channel was told what became of the game, and to start a new one.
            return Reply::Update { body: render::set_aside_hand(o.lang, game), hand_of: None };
        }
        let sessions = self.service.sessions();
        let user = &o.actor.user;
        let views = sessions.inspect(&o.key, |s| (s.table_view(), s.hand_view(user))).await;
        match views {
            Some((table, Some(hand))) if hand.seq.game == game => Reply::Update {
                body: render::hand(o.lang, &hand, &table, Some(&o.say(refusal)), user),
                hand_of: Some(owner(o, game, None)),
            },
            _ => self.refusal(o, refusal),
        }
    }

    /// Redraws a player's latest hand message, while its token works. Nothing is asked of
    /// the player: their seat stays as it is. The hand as it is when the edit goes is shown;
    /// an edit that fails for a moment is tried again with the latest hand. `news`: a hand
    /// scored or new cards dealt just before, said above the cards.
    pub(crate) async fn push_hand(&self, key: &ChannelKey, user: &UserRef, news: HandNews) {
        let id = (key.clone(), user.clone());
        let Some(entry) = self.hands.get(&id).map(|e| Arc::clone(e.value())) else { return };
        let mut message = entry.lock().await;
        let mut failures: u32 = 0;
        loop {
            if message.since.elapsed() > TOKEN_LIFETIME {
                // Its token is dead: the player's next press (or the turn notice) brings a
                // live hand.
                drop(message);
                self.hands.remove_if(&id, |_, v| Arc::ptr_eq(v, &entry));
                return;
            }
            let sessions = self.service.sessions();
            let views = sessions
                .inspect(key, |s| {
                    (s.table_view(), s.hand_view(user), s.rematch_by().map(str::to_string))
                })
                .await;
            let Some((table, Some(hand), rematch_by)) = views else { return };
            let dealt = (news.dealt && !render::says_deal(&hand, &table))
                .then(|| render::dealt(message.lang));
            // Someone else's Rematch deals into this message: its player pressed nothing.
            let new_game = message.game.is_some_and(|game| game != hand.seq.game);
            let note = if new_game {
                Some(render::new_game(message.lang, rematch_by.as_deref()))
            } else if let Some(own) = own_card(message.lang, &hand, &table) {
                Some(own)
            } else if news.ended.is_some() {
                ended_line(message.lang, news.ended.as_ref(), &table)
            } else {
                dealt
            };
            let body = render::hand(message.lang, &hand, &table, note.as_deref(), user);
            let shown = body.fingerprint();
            if shown == message.shown {
                return;
            }
            let Some(app) = self.app_id() else { return };
            let path = format!("/webhooks/{app}/{}/messages/@original", message.token);
            let bucket = crate::rest::webhook_bucket(&message.token);
            let edit = body.edit_response();
            // Not once the player has a newer hand message: this one is about to be deleted,
            // and an edit held back by the limits would show it a passed turn meanwhile.
            let latest = || self.hands.get(&id).is_some_and(|e| Arc::ptr_eq(e.value(), &entry));
            let sent =
                self.rest.call_while(Method::PATCH, &path, &bucket, Some(&edit), None, &latest);
            match sent.await {
                Ok(_) => {
                    message.shown = shown;
                    // News ("Hand 5 is over", a deal), not an answer to a move of theirs.
                    message.note = None;
                    // Now a hand of that game (a rematch's, say): set aside, it is closed.
                    message.game = Some(hand.seq.game);
                    return;
                }
                Err(e) if e.passing() && failures < 6 => {
                    failures += 1;
                    tracing::debug!(error = %e, "hand message not updated yet");
                    tokio::time::sleep(Duration::from_millis(250 << failures)).await;
                }
                Err(e) => {
                    tracing::debug!(error = %e, "hand message not updated");
                    if e.gone() || !e.passing() {
                        drop(message);
                        self.hands.remove_if(&id, |_, v| Arc::ptr_eq(v, &entry));
                    }
                    return;
                }
            }
        }
    }
}

impl Bot {
    /// Before the process stops: every hand message it can still reach (its token dies with
    /// the process) says that it is no longer kept up to date, its buttons left as they are: a
    /// card pressed after the restart plays on if nothing moved, else the hand is redrawn as
    /// it is then, and Refresh always is. Without this the last hands drawn stay as they were,
    /// saying "Waiting for Ana" to someone whose turn came while the bot was away.
    pub(crate) async fn pause_hands(self: &Arc<Self>) {
        let mut edits = tokio::task::JoinSet::new();
        for entry in self.hands.iter() {
            let (me, id, message) =
                (Arc::clone(self), entry.key().clone(), Arc::clone(entry.value()));
            edits.spawn(async move { me.pause_hand(&id.0, &id.1, &message).await });
        }
        while edits.join_next().await.is_some() {}
    }

    async fn pause_hand(
        &self,
        key: &ChannelKey,
        user: &UserRef,
        entry: &tokio::sync::Mutex<HandMessage>,
    ) {
        let message = entry.lock().await;
        if message.since.elapsed() > TOKEN_LIFETIME {
            return;
        }
        let sessions = self.service.sessions();
        let views = sessions.inspect(key, |s| (s.table_view(), s.hand_view(user))).await;
        let Some((mut table, Some(mut hand))) = views else { return };
        // The restart arms a new timer: this one's deadline would never hold (the message
        // stays as it is after the stop), the reader's own or the mover's.
        hand.turn_deadline = None;
        table.turn_deadline = None;
        // A closed hand, or one of another game, has nothing to go on with.
        if table.phase != PhaseView::Playing || message.game.is_some_and(|g| g != hand.seq.game) {
            return;
        }
        // The banner first; under it what the message said at this position ("You played
        // 3♠…": the answer to a move made as the stop came), which it would otherwise lose.
        let kept = message.note.as_ref().filter(|(at, _)| *at == hand.seq).map(|(_, n)| n.as_str());
        let banner = text(message.lang, Key::HandPaused);
        let body = render::hand_under(message.lang, &hand, &table, Some(&banner), kept, user);
        let Some(app) = self.app_id() else { return };
        let path = format!("/webhooks/{app}/{}/messages/@original", message.token);
        let bucket = crate::rest::webhook_bucket(&message.token);
        let edit = body.edit_response();
        if let Err(e) = self.rest.call(Method::PATCH, &path, &bucket, Some(&edit), None).await {
            tracing::debug!(error = %e, "hand message not marked as paused");
        }
    }
}

/// Whose hand an answer shows; `note`: the line above its cards, at the position drawn.
fn owner(o: &Origin, game: MatchId, note: Option<(Seq, String)>) -> HandOwner {
    let (key, user) = (o.key.clone(), o.actor.user.clone());
    HandOwner { key, user, lang: o.lang, game, note }
}

/// The line saying hand `ended` was scored, for a hand drawn with `table`: only while the next
/// hand is played (a later one has its own news, and a match's end its own words).
fn ended_line(lang: Lang, ended: Option<&HandOverView>, table: &TableView) -> Option<String> {
    let next = |h: &&HandOverView| table.hand_number == h.result.number.saturating_add(1);
    ended.filter(next).map(|h| render::hand_ended(lang, h))
}

/// On a waiting hand redrawn for another's move: what the reader last played themselves (the
/// answer to their press said it, and the redraw would drop it), with the hand's end or the
/// deal since then (else the card reads as played from the new cards under it).
fn own_card(lang: Lang, hand: &HandView, table: &TableView) -> Option<String> {
    let own = hand.own_card().filter(|p| !p.mv.by_computer)?;
    if table.phase != PhaseView::Playing || hand.your_turn {
        return None;
    }
    let mut lines = vec![render::you_played(
        lang,
        own.mv.card,
        own.mv.take,
        own.mv.tabla.then_some(own.mv.tabla_points),
    )];
    match hand.since_own_card() {
        (Some(over), _) => lines.extend(ended_line(lang, Some(over), table)),
        (None, true) => lines.push(render::dealt(lang)),
        (None, false) => {}
    }
    Some(lines.join("\n"))
}

/// A hand's note and the line saying what happened meanwhile (a hand scored, a deal), one
/// under the other.
fn noted(note: Option<&str>, ended: Option<String>) -> Option<String> {
    match (note, ended) {
        (Some(note), Some(ended)) => Some(format!("{note}\n{ended}")),
        (note, ended) => ended.or_else(|| note.map(str::to_owned)),
    }
}

/// The note on a hand redrawn after a press on an earlier position; none once the game is
/// over (the hand says so itself: "an earlier position" would only puzzle).
fn old_position(lang: Lang, table: &TableView) -> Option<String> {
    (table.phase == PhaseView::Playing).then(|| text(lang, Key::OldHandMessage))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hand_scored_meanwhile_is_said_under_the_hands_own_note() {
        let over = bot_core::session::HandOverView {
            result: bot_core::game::HandResult { number: 2, ..Default::default() },
            sides: vec![vec!["Ana".into()], vec!["Bob".into()]],
            scores: vec![31, 17],
            last_move: None,
            level_at_target: false,
        };
        let ended = || Some(render::hand_ended(Lang::En, &over));
        let line = ended().unwrap_or_default();
        assert!(
            line.starts_with("📋 Hand 2 is over: Ana +0 → 31 · Bob +0 → 17. Details"),
            "{line}"
        );
        let old = text(Lang::En, Key::OldHandMessage);
        assert_eq!(noted(Some(&old), ended()), Some(format!("{old}\n{line}")));
        assert_eq!(noted(None, ended()), Some(line));
        assert_eq!(noted(Some(&old), None), Some(old));
        assert_eq!(noted(None, None), None);
    }
}
