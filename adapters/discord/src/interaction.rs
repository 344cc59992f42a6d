//! Answering Discord in time: every interaction gets its first response within 3 s.
//!
//! The answer is worked out in its own task. If it is ready within [`FAST_ANSWER`] it is sent
//! as the interaction's first response; otherwise the interaction is deferred first
//! (ephemerally whenever the answer may show a hand) and the answer edits the deferred
//! response.

use std::future::Future;
use std::sync::Arc;
use std::time::{Duration, Instant};

use bot_core::i18n::Lang;
use bot_core::ids::{ChannelKey, MatchId, Platform, UserRef};
use bot_core::metrics::METRICS;
use bot_core::session::Seq;
use bot_core::table::Refusal;
use serenity::all::{
    CommandInteraction, ComponentInteraction, CreateInteractionResponse,
    CreateInteractionResponseMessage, Interaction, InteractionId, MessageFlags,
    MessageInteractionMetadata,
};
use tokio::sync::{Mutex, OwnedMutexGuard};
use tracing::Instrument;

use crate::bot::{is_thread, thread_parent, Asker, Bot, Origin};
use crate::commands;
use crate::custom_id::ButtonId;
use crate::hands::HandMessage;
use crate::i18n::{text, Key, Sub};
use crate::render::Body;
use crate::rest::RestError;
use crate::retry::{again, ANSWER_ATTEMPTS, ANSWER_PAUSE, ATTEMPTS, FIRST_PAUSE};
use reqwest::Method;

/// How long an answer may take before the interaction is deferred (Discord allows 3 s).
const FAST_ANSWER: Duration = Duration::from_millis(1500);
/// The last moment to send an interaction's first answer: Discord's 3 s, less a margin for the
/// trip.
const ANSWER_DEADLINE: Duration = Duration::from_millis(2800);
/// How long an interaction token may edit its messages (Discord: 15 minutes), with a margin.
pub(crate) const TOKEN_LIFETIME: Duration = Duration::from_secs(14 * 60);

/// How an interaction is acknowledged when its answer takes long.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Defer {
    /// "Thinking…", then the answer fills it; ephemeral unless it is for everyone.
    Message { ephemeral: bool },
    /// The button's message stays as it is until the answer edits it.
    Update,
}

/// The player whose hand an answer shows, so later changes can redraw that message.
#[derive(Clone, Debug)]
pub(crate) struct HandOwner {
    pub(crate) key: ChannelKey,
    pub(crate) user: UserRef,
    pub(crate) lang: Lang,
    /// The match the hand is of.
    pub(crate) game: MatchId,
    /// The line above the cards ("You played 3♠…") and the position it was drawn at.
    pub(crate) note: Option<(Seq, String)>,
}

/// A hand message being answered, already the player's latest (see [`Bot::claim_hand`]).
struct HandClaim {
    id: (ChannelKey, UserRef),
    entry: Arc<Mutex<HandMessage>>,
    /// Held until the answer is settled: a redraw waits for the message to exist.
    held: OwnedMutexGuard<HandMessage>,
    /// The entry it replaced.
    before: Option<Arc<Mutex<HandMessage>>>,
}

/// An answer to an interaction.
#[derive(Debug)]
pub(crate) enum Reply {
    /// A new message.
    Message {
        /// What it says.
        body: Body,
        /// Only for the person who asked.
        ephemeral: bool,
        /// It shows this player's hand: remember it for later updates.
        hand_of: Option<HandOwner>,
    },
    /// The message the button sits on, redrawn.
    Update {
        /// What it says now.
        body: Body,
        /// It shows this player's hand.
        hand_of: Option<HandOwner>,
    },
    /// Nothing to say: the table shows the change.
    Quiet,
}

impl Reply {
    /// A message only the person who asked sees.
    pub(crate) fn private(body: Body) -> Reply {
        Reply::Message { body, ephemeral: true, hand_of: None }
    }
}

/// The interaction's id and token: all an answer needs.
#[derive(Clone, Debug)]
struct Ticket {
    id: InteractionId,
    token: String,
    /// For a press: the interaction whose answer the pressed message is, when Discord says.
    pressed: Option<InteractionId>,
    /// When the interaction arrived: Discord's 3 s for the first answer run from here.
    received: Instant,
}

/// The interaction a message answers, from its `interaction_metadata`.
fn answer_id(metadata: &MessageInteractionMetadata) -> Option<InteractionId> {
    match metadata {
        MessageInteractionMetadata::Command(m) => Some(m.id),
        MessageInteractionMetadata::Component(m) => Some(m.id),
        MessageInteractionMetadata::ModalSubmit(m) => Some(m.id),
        _ => None,
    }
}

/// Who typed a command (or is typing one, for autocomplete).
fn asker_of_command(ix: &CommandInteraction) -> Asker<'_> {
    Asker {
        user: &ix.user,
        member: ix.member.as_deref(),
        guild: ix.guild_id,
        channel: ix.channel_id,
        locale: &ix.locale,
        guild_locale: ix.guild_locale.as_deref(),
        in_thread: ix.channel.as_ref().is_some_and(|c| is_thread(c.kind)),
        parent: thread_parent(ix.channel.as_ref()),
    }
}

impl Bot {
    /// Serves one interaction.
    pub(crate) async fn on_interaction(self: Arc<Self>, interaction: Interaction) {
        // One span per interaction. It names who and where, never the interaction's token
        // (it can answer for the bot) nor a button's id (it can name a card of a hand).
        let (kind, id, user, channel) = match &interaction {
            Interaction::Command(ix) => ("command", ix.id, ix.user.id, ix.channel_id),
            Interaction::Component(ix) => ("button", ix.id, ix.user.id, ix.channel_id),
            Interaction::Autocomplete(ix) => ("autocomplete", ix.id, ix.user.id, ix.channel_id),
            _ => return,
        };
        let span = tracing::info_span!(
            "interaction",
            platform = "discord",
            kind,
            id = %id,
            user = %user,
            channel = %channel,
        );
        async move {
            match interaction {
                Interaction::Command(ix) if ix.data.name == commands::NAME => {
                    self.on_command(ix).await
                }
                Interaction::Component(ix) => self.on_button(ix).await,
                Interaction::Autocomplete(ix) => self.on_autocomplete(ix).await,
                _ => {}
            }
        }
        .instrument(span)
        .await
    }

    async fn on_autocomplete(self: Arc<Self>, ix: CommandInteraction) {
        let received = Instant::now();
        let lang = self.origin(asker_of_command(&ix)).await.lang;
        let focused = ix.data.autocomplete();
        let typed = focused.as_ref().map(|a| a.value.to_string()).unwrap_or_default();
        let ticket = Ticket { id: ix.id, token: ix.token.clone(), pressed: None, received };
        let choices = match focused {
            Some(a) if commands::is_rules_option(a.name) => commands::rules_choices(&typed),
            Some(a) if commands::is_option_option(a.name) => commands::option_choices(lang, &typed),
            _ => commands::variant_choices(lang, &typed),
        };
        // Suggestions are answered as they are, never deferred: an autocomplete accepts no
        // other answer (a slow read of the settings above must not turn it into one).
        let answered =
            self.respond(&ticket, CreateInteractionResponse::Autocomplete(choices)).await;
        match answered {
            Ok(()) => METRICS.interaction(Platform::Discord, received.elapsed()),
            Err(e) => tracing::debug!(error = %e, "suggestions not answered"),
        }
    }

    async fn on_command(self: Arc<Self>, ix: CommandInteraction) {
        let received = Instant::now();
        let mut origin = self.origin(asker_of_command(&ix)).await;
        let request = commands::parse(&ix.data);
        let ticket = Ticket { id: ix.id, token: ix.token.clone(), pressed: None, received };
        // Standings are for everyone; every other answer is ephemeral (some show a hand).
        let public = request.sub == Some(Sub::Standings);
        // A refusal is seen by the asker alone: in their language, as their client names
        // commands.
        let asker = origin.clone();
        if public {
            // Whatever a public answer says is in the server's language, commands and options
            // named as its clients list them.
            origin.lang = origin.server_lang;
            origin.locale = crate::i18n::command_locale(origin.server_lang).to_string();
        }
        let lang = origin.lang;
        let me = Arc::clone(&self);
        let work = async move {
            match me.command(&origin, request).await {
                Ok(reply) => reply,
                Err(refusal) => me.refusal(&asker, &refusal),
            }
        };
        self.answer(ticket, lang, Defer::Message { ephemeral: !public }, work).await;
    }

    async fn on_button(self: Arc<Self>, ix: ComponentInteraction) {
        let received = Instant::now();
        let origin = self
            .origin(Asker {
                user: &ix.user,
                member: ix.member.as_ref(),
                guild: ix.guild_id,
                channel: ix.channel_id,
                locale: &ix.locale,
                guild_locale: ix.guild_locale.as_deref(),
                in_thread: ix.channel.as_ref().is_some_and(|c| is_thread(c.kind)),
                parent: thread_parent(ix.channel.as_ref()),
            })
            .await;
        let pressed = ix.message.interaction_metadata.as_deref().and_then(answer_id);
        let ticket = Ticket { id: ix.id, token: ix.token.clone(), pressed, received };
        let Some(button) = ButtonId::decode(&ix.data.custom_id) else {
            tracing::debug!("a button that is not ours");
            let reply = self.refusal(&origin, &Refusal::UnknownButton);
            let lang = origin.lang;
            self.answer(ticket, lang, Defer::Message { ephemeral: true }, async move { reply })
                .await;
            return;
        };
        // A hand is redrawn only where it already is: in an ephemeral message. A hand button
        // on anything else (forged) answers with a new ephemeral message instead.
        let private = ix.message.flags.is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
        let redraw = button.on_hand_message() && private;
        // "Your hand" answers with a new ephemeral message; the hand's own buttons redraw it.
        // The table's other buttons change the table, which is edited on its own, and answer
        // privately (a hand after Start, Join or Rematch, a refusal) or not at all: deferred
        // as a private message. An acknowledgement instead would leave the answer to a
        // follow-up, and Discord gives the first follow-up to a deferred response the
        // deferral's visibility, not its own flags.
        let defer = match button {
            b if b.on_hand_message() && redraw => Defer::Update,
            _ => Defer::Message { ephemeral: true },
        };
        let message = ix.message.id;
        let lang = origin.lang;
        let me = Arc::clone(&self);
        let work = async move {
            match me.button(&origin, button, message).await {
                Ok(Reply::Update { body, hand_of }) if !redraw && button.on_hand_message() => {
                    Reply::Message { body, ephemeral: true, hand_of }
                }
                Ok(reply) => reply,
                Err(refusal) => match button.game() {
                    Some(game) if redraw => me.refusal_on_hand(&origin, game, &refusal).await,
                    _ => me.refusal(&origin, &refusal),
                },
            }
        };
        self.answer(ticket, lang, defer, work).await;
    }

    /// The private answer to a refused interaction; nothing has changed.
    pub(crate) fn refusal(&self, o: &Origin, refusal: &Refusal) -> Reply {
        // The kind only: a refused move's text names a card of the player's hand.
        tracing::debug!(channel = %o.key, refusal = refusal.kind(), "refused");
        Reply::private(Body::text(o.say(refusal)))
    }

    /// Sends `work`'s answer as the first response if it is quick; otherwise defers first.
    async fn answer(
        self: &Arc<Self>,
        ticket: Ticket,
        lang: Lang,
        defer: Defer,
        work: impl Future<Output = Reply> + Send + 'static,
    ) {
        let started = ticket.received;
        // The work keeps the interaction's span when it runs as its own task.
        let mut task = self.tasks.spawn(work.in_current_span());
        // A failed answer (a bug) still gets a word back instead of Discord's "failed".
        let failed = |e: tokio::task::JoinError| {
            tracing::error!(error = %e, "an interaction's answer failed");
            Reply::private(Body::text(text(lang, Key::ErrInternal)))
        };
        let quick = FAST_ANSWER.saturating_sub(started.elapsed());
        let reply = match tokio::time::timeout(quick, &mut task).await {
            Ok(Ok(reply)) => reply,
            Ok(Err(e)) => failed(e),
            Err(_) => {
                let first = match defer {
                    Defer::Message { ephemeral } => CreateInteractionResponse::Defer(
                        CreateInteractionResponseMessage::new().ephemeral(ephemeral),
                    ),
                    Defer::Update => CreateInteractionResponse::Acknowledge,
                };
                if let Err(e) = self.respond(&ticket, first).await {
                    tracing::warn!(error = %e, "could not defer an interaction");
                    return;
                }
                METRICS.interaction(Platform::Discord, started.elapsed());
                let reply = task.await.unwrap_or_else(failed);
                return self.finish_deferred(&ticket, lang, defer, reply).await;
            }
        };
        let fresh = matches!(reply, Reply::Message { .. });
        let (response, hand_of) = match reply {
            Reply::Message { body, ephemeral, hand_of } => {
                (CreateInteractionResponse::Message(body.response(ephemeral)), hand_of)
            }
            Reply::Update { body, hand_of } => {
                (CreateInteractionResponse::UpdateMessage(body.update()), hand_of)
            }
            Reply::Quiet => (CreateInteractionResponse::Acknowledge, None),
        };
        // A new message is this interaction's answer; an update is still the pressed one.
        let answer_of = if fresh { Some(ticket.id) } else { ticket.pressed };
        let claim = self.claim_hand(hand_of, &ticket.token, answer_of);
        let answered = self.respond(&ticket, response).await;
        match &answered {
            Ok(()) => METRICS.interaction(Platform::Discord, started.elapsed()),
            Err(e) => tracing::warn!(error = %e, "could not answer an interaction"),
        }
        self.settle_hand(claim, answered.is_ok(), fresh).await;
    }

    async fn respond(
        &self,
        ticket: &Ticket,
        response: CreateInteractionResponse,
    ) -> Result<(), RestError> {
        // No try after Discord's deadline: it would only meet "Unknown interaction".
        let deadline = ticket.received + ANSWER_DEADLINE;
        let path = format!("/interactions/{}/{}/callback", ticket.id, ticket.token);
        let bucket = format!("callback:{}", ticket.id);
        again("interaction response", ANSWER_ATTEMPTS, ANSWER_PAUSE, Some(deadline), || {
            self.rest.call(Method::POST, &path, &bucket, Some(&response), Some(deadline))
        })
        .await
        .map(|_| ())
    }

    /// The path of an interaction's webhook (`rest`: after it).
    fn webhook_path(&self, token: &str, rest: &str) -> Result<String, RestError> {
        let app = self.app_id().ok_or_else(|| RestError::Network("no application id".into()))?;
        Ok(format!("/webhooks/{app}/{token}{rest}"))
    }

    /// Completes a deferred interaction with its answer.
    async fn finish_deferred(&self, ticket: &Ticket, lang: Lang, defer: Defer, reply: Reply) {
        let token = ticket.token.as_str();
        // "Thinking…" must not stay: a quiet answer fills it with a plain word.
        let reply = match (defer, reply) {
            (Defer::Message { .. }, Reply::Quiet) => {
                Reply::private(Body::text(text(lang, Key::ReplyDone)))
            }
            (_, reply) => reply,
        };
        // After "Thinking…" the answer is a new message for the player, not the button's.
        let fresh = matches!(defer, Defer::Message { .. });
        let result = match (defer, reply) {
            (_, Reply::Quiet) => Ok(()),
            // The deferred message (or the button's message) becomes the answer; it keeps the
            // visibility chosen when deferring. After a silent acknowledgement (a press on a
            // private hand) a new message would be the first follow-up, which Discord shows
            // with the acknowledgement's visibility, none: to the whole channel. A private
            // answer (a refusal) goes on the pressed hand instead, private already.
            (Defer::Message { .. }, Reply::Message { body, hand_of, .. })
            | (Defer::Message { .. }, Reply::Update { body, hand_of })
            | (Defer::Update, Reply::Update { body, hand_of })
            | (Defer::Update, Reply::Message { body, hand_of, .. }) => {
                let edit = body.edit_response();
                let bucket = crate::rest::webhook_bucket(token);
                match self.webhook_path(token, "/messages/@original") {
                    Ok(path) => {
                        let answer_of = if fresh { Some(ticket.id) } else { ticket.pressed };
                        let claim = self.claim_hand(hand_of, token, answer_of);
                        let edited =
                            again("edit deferred answer", ATTEMPTS, FIRST_PAUSE, None, || {
                                self.rest.call(Method::PATCH, &path, &bucket, Some(&edit), None)
                            })
                            .await;
                        let answered = edited.is_ok();
                        self.settle_hand(claim, answered, fresh).await;
                        edited.map(|_| ())
                    }
                    Err(e) => Err(e),
                }
            }
        };
        if let Err(e) = result {
            tracing::warn!(error = %e, "could not complete a deferred answer");
        }
    }

    /// Makes the hand message about to be answered with `token` the player's latest, before
    /// the answer goes: a press on it (possible the moment it shows) must find it already
    /// there, or that press's own entry would be taken for an older message and deleted. It
    /// stays locked until the answer is settled, so no redraw is tried before it exists.
    fn claim_hand(
        &self,
        hand_of: Option<HandOwner>,
        token: &str,
        answer_of: Option<InteractionId>,
    ) -> Option<HandClaim> {
        let owner = hand_of?;
        let mut message = HandMessage::new(token, owner.lang, Some(owner.game), answer_of);
        message.note = owner.note;
        let entry = Arc::new(Mutex::new(message));
        // Nobody else holds the new entry yet, so this never fails.
        let held = Arc::clone(&entry).try_lock_owned().ok()?;
        // Tokens die after 15 minutes: forget their messages (a push in progress keeps its own).
        self.hands.retain(|_, h| h.try_lock().map_or(true, |h| h.since.elapsed() < TOKEN_LIFETIME));
        let id = (owner.key, owner.user);
        // A push still running keeps the old entry and finishes with the old token.
        let before = self.hands.insert(id.clone(), Arc::clone(&entry));
        Some(HandClaim { id, entry, held, before })
    }

    /// Settles a [`claim_hand`](Self::claim_hand) once the answer went (`answered`) or not.
    /// When the answer is a new message (`fresh`), one of the two goes: left as it was, the
    /// one it replaces would go on offering cards for a position long gone (and emptied
    /// instead, a match would leave one stub per "My hand" pressed). That is the old one,
    /// unless a press on it, answered while the new one was on its way, has made it the one
    /// in use again: then the new one goes (and both, when a third is the latest by then).
    async fn settle_hand(&self, claim: Option<HandClaim>, answered: bool, fresh: bool) {
        let Some(HandClaim { id, entry, held, before }) = claim else { return };
        let (token, this_message) = (held.token.clone(), held.answer_of);
        if !answered {
            // No such message: the one before stays the player's latest. Put back while the
            // entry is still held, so whoever waits on it finds the map settled.
            let ours = |v: &Arc<Mutex<HandMessage>>| Arc::ptr_eq(v, &entry);
            let restored = match before {
                Some(before) => {
                    let current = self.hands.get_mut(&id).filter(|v| ours(v));
                    current.map(|mut current| *current = before).is_some()
                }
                None => {
                    self.hands.remove_if(&id, |_, v| ours(v));
                    false
                }
            };
            drop(held);
            if restored {
                // A redraw of it may have been withdrawn while this one was its latest.
                self.push_hand(&id.0, &id.1, crate::hands::HandNews::default()).await;
            }
            return;
        }
        drop(held);
        let Some(before) = before.filter(|_| fresh) else { return };
        let (old, since, old_message) = {
            let before = before.lock().await;
            (before.token.clone(), before.since, before.answer_of)
        };
        if old == token {
            return;
        }
        let current = self.latest_settled(&id).await;
        // The message the player's latest entry addresses, when that entry is not this one.
        let other = current.as_ref().filter(|(c, _)| !Arc::ptr_eq(c, &entry)).and_then(|l| l.1);
        let (gone, gone_message, survivor) = match (other, current) {
            // A press on the old message made it the one in use again: this one goes.
            (Some(on), Some((current, _))) if Some(on) == old_message => {
                (token, this_message, current)
            }
            // A third message, opened while this one was on its way, is the latest: both go.
            (Some(on), _) if this_message.is_some_and(|m| m != on) => {
                self.delete_answer(&token).await;
                if since.elapsed() < TOKEN_LIFETIME {
                    self.delete_answer(&old).await;
                }
                return;
            }
            _ if since.elapsed() < TOKEN_LIFETIME => (old, old_message, entry),
            _ => return,
        };
        self.delete_answer(&gone).await;
        // A press on the message deleted, answered just before it went, made it the latest:
        // the one left is the player's hand again, redrawn as the game is now.
        let Some(gone_message) = gone_message else { return };
        let Some((now, on)) = self.latest_settled(&id).await else { return };
        if on == Some(gone_message) && !Arc::ptr_eq(&now, &survivor) {
            if let Some(mut latest) = self.hands.get_mut(&id).filter(|v| Arc::ptr_eq(v, &now)) {
                *latest = survivor;
            }
            self.push_hand(&id.0, &id.1, crate::hands::HandNews::default()).await;
        }
    }

    /// The player's latest hand entry and the message it addresses, once no claim holds it
    /// (its answer still going) and the map has not moved on meanwhile.
    async fn latest_settled(
        &self,
        id: &(ChannelKey, UserRef),
    ) -> Option<(Arc<Mutex<HandMessage>>, Option<InteractionId>)> {
        loop {
            let current = self.hands.get(id).map(|e| Arc::clone(e.value()))?;
            let on = current.lock().await.answer_of;
            if self.hands.get(id).is_some_and(|e| Arc::ptr_eq(e.value(), &current)) {
                return Some((current, on));
            }
        }
    }

    /// Deletes the message answering the interaction of `token` (the caller knows the token
    /// lives).
    async fn delete_answer(&self, token: &str) {
        let Ok(path) = self.webhook_path(token, "/messages/@original") else { return };
        let bucket = crate::rest::webhook_bucket(token);
        let deleted = again("delete a hand message", ATTEMPTS, FIRST_PAUSE, None, || {
            self.rest.call::<()>(Method::DELETE, &path, &bucket, None, None)
        })
        .await;
        // Best effort: the token may have died meanwhile (a press on that message is then
        // refused as an old hand's), or the message gone already.
        if let Err(e) = deleted {
            tracing::debug!(error = %e, "superseded hand message not deleted");
        }
    }
}
