//! The live sessions, one per channel, and the one path every command takes through them.

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use dashmap::mapref::entry::Entry;
use dashmap::DashMap;
use tokio::sync::{mpsc, Mutex, MutexGuard};
use tokio::task::AbortHandle;
use tracing::Instrument;

use crate::ai::Level;
use crate::ids::{ChannelKey, MatchId, Platform, UserRef};
use crate::store::{Store, StoreError};

use super::{
    Actor, Audience, Command, Effect, Event, HandView, Notice, Seq, Session, SessionAction,
    SessionError, Step, TableView, Write,
};

/// How long a match waits when every person at it is away before it is adjourned.
pub const DEFAULT_ADJOURN_AFTER: Duration = Duration::from_secs(24 * 3600);

/// The least wait left before an adjournment when it is set again (after a restart): time
/// the bot was down counts, but never leaves people no moment to come back.
const ADJOURN_GRACE: Duration = Duration::from_secs(15 * 60);

/// What [`Sessions::make_way`] found in a channel asked for a new game.
enum Opening {
    /// The new session is in.
    Opened,
    /// A game is on there: why, and its session if the asker is away at it.
    Refused { why: SessionError, away_at: Option<Arc<Mutex<Session>>> },
    /// Its session is in use.
    Busy(Arc<Mutex<Session>>),
}

/// How long a new game waits for the channel's session while it is in use (a move being
/// stored, another new game set up), to tell the asker what it is; past that, only that a game
/// is on.
const BUSY_WAIT: Duration = Duration::from_secs(10);

/// Effects that happened without a command: a turn that timed out, computers moving after a
/// restart, a match set aside at start. Adapters read them from the receiver that
/// [`Sessions::new`] returns.
#[derive(Clone, Debug)]
pub struct Delivery {
    /// The channel.
    pub channel: ChannelKey,
    /// What to show there.
    pub effects: Vec<Effect>,
}

/// A person's view of a game, taken when they looked: the table, their hand if they have a
/// seat in a stored match, and what their looking changed (they were away and are back).
#[derive(Clone, Debug)]
pub struct Presence {
    /// The public table.
    pub table: TableView,
    /// Their hand, if they have one to show.
    pub hand: Option<HandView>,
    /// Whether they have a seat.
    pub seated: bool,
    /// Effects of their coming back (empty when they were not away): show them like any other.
    pub effects: Vec<Effect>,
}

/// What a channel's timer waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Timer {
    /// The person to move runs out of time at this position.
    Turn(Seq),
    /// Everyone is away at this position: the match is adjourned when it fires.
    Adjourn(Seq),
    /// A computer's move or claim at this position could not be stored: tried again.
    Computers(Seq),
}

/// What reading a stale session again from the store found (see [`Sessions::reload`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reloaded {
    /// The match in play there, now the session's, or none: the session closed.
    Fresh,
    /// The session's own match, whose stored record no longer reads or replays: set aside,
    /// and the session closed.
    SetAside,
    /// A stored match that does not read or replay held the channel: set aside, and the
    /// session (a lobby) left as it was, free to try its write again.
    Freed,
}

/// Why a commit was refused (see [`Sessions::commit_or_reload`]).
#[derive(Debug)]
enum Refused {
    /// The answer for the person.
    Error(SessionError),
    /// The channel was freed of a stored match that does not read: worth one more try.
    Freed,
}

impl Refused {
    /// The answer for the person; a channel freed again after the one more try is a game
    /// that changed elsewhere.
    fn into_error(self) -> SessionError {
        match self {
            Refused::Error(e) => e,
            Refused::Freed => SessionError::Changed,
        }
    }
}

/// How long computers owed a move wait before trying again after their move could not be
/// stored (a database that is down or busy).
pub const DEFAULT_RETRY_AFTER: Duration = Duration::from_secs(10);

/// Which channels' games a process serves: with Discord shards split across processes, each
/// resumes and runs only its own guilds' games.
pub type Owns = Arc<dyn Fn(&ChannelKey) -> bool + Send + Sync>;

/// The registry of live sessions. Each session handles one command at a time behind its own
/// mutex, held across `apply` and the store's commit, never across a platform call.
pub struct Sessions {
    map: DashMap<ChannelKey, Arc<Mutex<Session>>>,
    /// Where each stored match in memory is played: a press on a hand message names its match.
    games: DashMap<MatchId, ChannelKey>,
    /// Each channel's running timer, with when it fires (unix seconds): a turn's views show it.
    timers: DashMap<ChannelKey, (Timer, AbortHandle, i64)>,
    store: Store,
    deliveries: mpsc::UnboundedSender<Delivery>,
    adjourn_after: Duration,
    /// [`DEFAULT_RETRY_AFTER`], in milliseconds (tests shorten it).
    retry_after_ms: AtomicU64,
    owns: Owns,
}

impl Sessions {
    /// An empty registry over `store`, and the receiver of effects no command asked for.
    pub fn new(store: Store) -> (Arc<Sessions>, mpsc::UnboundedReceiver<Delivery>) {
        Sessions::with_adjourn_after(store, DEFAULT_ADJOURN_AFTER)
    }

    /// [`Sessions::new`], adjourning a match when every person at it has been away for
    /// `adjourn_after`.
    pub fn with_adjourn_after(
        store: Store,
        adjourn_after: Duration,
    ) -> (Arc<Sessions>, mpsc::UnboundedReceiver<Delivery>) {
        Sessions::serving(store, adjourn_after, Arc::new(|_: &ChannelKey| true))
    }

    /// [`Sessions::with_adjourn_after`] for a process that serves only the channels `owns`
    /// accepts: [`Sessions::restore`] resumes only their games.
    pub fn serving(
        store: Store,
        adjourn_after: Duration,
        owns: Owns,
    ) -> (Arc<Sessions>, mpsc::UnboundedReceiver<Delivery>) {
        let (deliveries, rx) = mpsc::unbounded_channel();
        let sessions = Sessions {
            map: DashMap::new(),
            games: DashMap::new(),
            timers: DashMap::new(),
            store,
            deliveries,
            adjourn_after,
            retry_after_ms: AtomicU64::new(DEFAULT_RETRY_AFTER.as_millis() as u64),
            owns,
        };
        (Arc::new(sessions), rx)
    }

    /// Sets how long computers wait before trying a move again that could not be stored.
    pub fn set_retry_after(&self, wait: Duration) {
        let ms = u64::try_from(wait.as_millis()).unwrap_or(u64::MAX);
        self.retry_after_ms.store(ms, Ordering::Relaxed);
    }

    fn retry_after(&self) -> Duration {
        Duration::from_millis(self.retry_after_ms.load(Ordering::Relaxed))
    }

    /// The store behind the sessions.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Rebuilds every unfinished match of the channels this process serves from its log and
    /// lets computers owed a move make it. A match that cannot be read or replayed is marked
    /// `unreadable` with one warning and skipped, and its channel gets [`Effect::SetAside`]:
    /// the others start all the same. Each keeps the turn timer it was started with;
    /// `default_timer` is for matches stored before timers were kept. Returns how many matches
    /// were resumed.
    pub async fn restore(
        self: &Arc<Self>,
        default_timer: Option<Duration>,
    ) -> Result<usize, StoreError> {
        let owns = Arc::clone(&self.owns);
        let stored = self.store.resumable_where(move |c| owns(c)).await?;
        for bad in &stored.unreadable {
            self.set_aside(bad.id, bad.channel.as_ref(), &bad.reason).await;
        }
        let mut resumed = 0;
        for record in stored.matches {
            let session = match Session::resumed(&record, default_timer) {
                Ok(s) => s,
                Err(e) => {
                    let reason = format!("the move log does not replay: {e}");
                    self.set_aside(record.id, Some(&record.channel), &reason).await;
                    continue;
                }
            };
            let mut events = Vec::new();
            match self.record_played_end(&session).await {
                Ok(true) => events.push(Event::MatchOver),
                Ok(false) => {}
                // Still in play in the store: the channel's next game tries again (reload).
                Err(e @ StoreError::Unavailable(_)) => tracing::warn!(
                    match_id = record.id.0,
                    error = %e,
                    "end of a match played out not recorded; tried again later"
                ),
                Err(e) => {
                    let reason = format!("its end cannot be recorded: {e}");
                    self.set_aside(record.id, Some(&record.channel), &reason).await;
                    continue;
                }
            }
            let channel = session.channel().clone();
            self.games.insert(record.id, channel.clone());
            let cell = Arc::new(Mutex::new(session));
            self.map.insert(channel.clone(), Arc::clone(&cell));
            let session = cell.lock().await;
            let mut session = self.run_computers(&cell, session, &mut events).await;
            // Everything shown again: the platforms edit the messages they had (stored where
            // they are) to this position, and tell the person to move if they were not told.
            events.push(Event::Resumed);
            self.arm_timer(&channel, &mut session);
            let effects = session.render(events);
            let _ = self.deliveries.send(Delivery { channel: channel.clone(), effects });
            resumed += 1;
        }
        Ok(resumed)
    }

    /// Holds again the last game of `channel` when it was played to a result and is no longer
    /// held (a restart, or idle long enough to be let go), so that its table's Rematch and
    /// `rematch` play again with its seats and rules instead of "no game here". `game`: the
    /// game a button names, which must be the channel's last. Anything else changes nothing:
    /// a lobby or game held, a last game stopped, adjourned or set aside, another process's
    /// channel. A store that does not answer is [`SessionError::Storage`] (not "no game").
    pub async fn revive_finished(
        &self,
        channel: &ChannelKey,
        game: Option<MatchId>,
    ) -> Result<(), SessionError> {
        let held = self.map.get(channel).is_some_and(|cell| {
            // One being evicted right now is as good as gone.
            cell.try_lock().map_or(true, |session| !session.is_closed())
        });
        if held || !(self.owns)(channel) {
            return Ok(());
        }
        let last = match self.store.latest_match(channel).await {
            Ok(Some((id, status))) if status == "finished" && game.is_none_or(|g| g == id) => id,
            Ok(_) => return Ok(()),
            Err(e) => {
                tracing::warn!(%channel, error = %e, "last game not read for a rematch");
                return Err(SessionError::Storage);
            }
        };
        let stored = match self.store.load(last).await {
            Ok(Some(stored)) => stored,
            Ok(None) => return Ok(()),
            Err(StoreError::Corrupt(reason)) => {
                tracing::warn!(
                    match_id = last.0,
                    reason,
                    "finished game does not read; no rematch"
                );
                return Ok(());
            }
            Err(e) => {
                tracing::warn!(match_id = last.0, error = %e, "finished game not read for a rematch");
                return Err(SessionError::Storage);
            }
        };
        let mut session = match Session::resumed(&stored, None) {
            Ok(session) if !session.is_playing() => session,
            // Stored as finished, its log does not end it (or does not replay): not a game to
            // play again.
            replayed => {
                let error = replayed.err().map(|e| e.to_string());
                tracing::warn!(
                    match_id = last.0,
                    ?error,
                    "finished game does not replay to its end"
                );
                return Ok(());
            }
        };
        session.last_active = unix_now();
        let cell = Arc::new(Mutex::new(session));
        let mut revived = false;
        // A game opened meanwhile wins; a closed one (evicted) gives way.
        self.map
            .entry(channel.clone())
            .and_modify(|held| {
                if held.try_lock().is_ok_and(|s| s.is_closed()) {
                    *held = Arc::clone(&cell);
                    revived = true;
                }
            })
            .or_insert_with(|| {
                revived = true;
                Arc::clone(&cell)
            });
        if revived {
            self.games.insert(last, channel.clone());
            tracing::info!(%channel, match_id = last.0, "finished game held again for a rematch");
        }
        Ok(())
    }

    /// Records the end of a match just rebuilt from the store whose log already ends it while
    /// its row is still in play: its last move was stored without its end (a fault of an
    /// earlier release, or a hand edit). Left so, the row would hold its channel for good: no
    /// new game could start there. The end is written as if that move had just been stored,
    /// and once: the store ends only a match still in play, in the transaction that credits
    /// the standings, so another process that tries too is refused as finished. Returns
    /// whether this call recorded it.
    async fn record_played_end(&self, session: &Session) -> Result<bool, StoreError> {
        let Some((id, finish)) = session.played_end(unix_now()) else { return Ok(false) };
        match self.store.finish(id, &finish).await {
            Ok(()) => {
                tracing::warn!(
                    match_id = id.0,
                    "stored match was played out but still in play; its end is recorded now"
                );
                Ok(true)
            }
            // Ended meanwhile by another process, or gone: the channel is free all the same.
            Err(StoreError::Finished(_) | StoreError::NotFound(_)) => Ok(false),
            // Perhaps stored: tried again like an end storage could not take, the next try
            // finds it ended (refused as finished) or ends it.
            Err(StoreError::Unconfirmed(e)) => Err(StoreError::Unavailable(e)),
            Err(e) => Err(e),
        }
    }

    /// Marks a stored match that cannot be resumed as unreadable, so it is not tried again,
    /// and tells its channel (when it is known and ours) with [`Effect::SetAside`]: its
    /// players would otherwise see their game freeze. The reason is for the log only.
    async fn set_aside(&self, id: MatchId, channel: Option<&ChannelKey>, reason: &str) {
        match self.store.mark_unreadable(id, unix_now()).await {
            Ok(true) => {
                tracing::warn!(
                    match_id = id.0,
                    reason,
                    "stored match cannot be resumed; marked unreadable and skipped"
                );
                if let Some(channel) = channel.filter(|c| (self.owns)(c)) {
                    let effects = vec![Effect::SetAside { game: id }];
                    let _ = self.deliveries.send(Delivery { channel: channel.clone(), effects });
                }
            }
            // Ended meanwhile by another process: nothing to tell, its end is shown there.
            Ok(false) => tracing::warn!(
                match_id = id.0,
                reason,
                "stored match cannot be resumed and is no longer in play; skipped"
            ),
            // Not marked: it is skipped now, still holds its channel, and is tried again (and
            // its players told) at the next start.
            Err(e) => tracing::warn!(
                match_id = id.0,
                reason,
                error = %e,
                "stored match cannot be resumed; skipped"
            ),
        }
    }

    /// Number of sessions held in memory.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Whether no session is held.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    /// Games in play (a session busy with a command counts as in play).
    pub fn live_games(&self) -> usize {
        self.map.iter().filter(|e| e.value().try_lock().map_or(true, |s| s.is_playing())).count()
    }

    /// Every channel with a session.
    pub fn channels(&self) -> Vec<ChannelKey> {
        self.map.iter().map(|e| e.key().clone()).collect()
    }

    /// Runs `f` on a channel's session, waiting for its turn like a command. It reads only:
    /// every change goes through [`Sessions::handle`], past the store.
    pub async fn inspect<R>(
        &self,
        channel: &ChannelKey,
        f: impl FnOnce(&Session) -> R,
    ) -> Option<R> {
        let cell = self.map.get(channel).map(|e| Arc::clone(e.value()))?;
        let session = cell.lock().await;
        Some(f(&session))
    }

    /// The ids of the people seated in the sessions of `platform`'s channels, each session
    /// read in its turn like a command (what an adapter keeps per person is needed for them).
    pub async fn seated_people(&self, platform: Platform) -> std::collections::HashSet<String> {
        let mut seated = std::collections::HashSet::new();
        for channel in self.channels().into_iter().filter(|c| c.platform == platform) {
            let ids = self.inspect(&channel, |s| {
                s.seats()
                    .iter()
                    .filter_map(|seat| Some(seat.user()?.id.clone()))
                    .collect::<Vec<_>>()
            });
            seated.extend(ids.await.unwrap_or_default());
        }
        seated
    }

    /// Hands `effects` of `channel` to the adapters' delivery loop, to be shown as effects no
    /// command asked for are.
    pub fn deliver(&self, channel: &ChannelKey, effects: Vec<Effect>) {
        if !effects.is_empty() {
            let _ = self.deliveries.send(Delivery { channel: channel.clone(), effects });
        }
    }

    /// The channel where a stored match in memory is played.
    pub fn channel_of(&self, game: MatchId) -> Option<ChannelKey> {
        self.games.get(&game).map(|e| e.value().clone())
    }

    /// What `actor` sees of the game in `channel` now: the table and their hand. Looking is an
    /// action of theirs: a person the computer was playing for is back.
    pub async fn present(
        self: &Arc<Self>,
        channel: &ChannelKey,
        actor: &Actor,
    ) -> Result<Presence, SessionError> {
        let cell =
            self.map.get(channel).map(|e| Arc::clone(e.value())).ok_or(SessionError::NoGame)?;
        let session = cell.lock().await;
        if session.is_closed() {
            return Err(SessionError::NoGame);
        }
        let (session, effects) = self.bring_back(channel, &cell, session, &actor.user).await;
        Ok(Presence {
            table: session.table_view(),
            hand: session.hand_view(&actor.user),
            seated: session.seat_of(&actor.user).is_some(),
            effects,
        })
    }

    /// The public table of a channel.
    pub async fn table(&self, channel: &ChannelKey) -> Option<TableView> {
        self.inspect(channel, |s| s.table_view()).await
    }

    /// Handles one command: apply, commit, let computers move, render. Nothing is shown that is
    /// not committed, and a refused command changes nothing.
    pub async fn handle(self: &Arc<Self>, cmd: Command) -> Result<Vec<Effect>, SessionError> {
        self.handle_counted(cmd, None).await
    }

    /// [`Sessions::handle`]; a game the command opens counts its matches on `board`'s own
    /// board instead of its channel's (a game in a thread, for the thread's channel).
    pub async fn handle_counted(
        self: &Arc<Self>,
        cmd: Command,
        board: Option<String>,
    ) -> Result<Vec<Effect>, SessionError> {
        // One span per command: every line logged while it runs names the channel, the person
        // and the kind of action; never the card, which may come from a hidden hand.
        let span = tracing::info_span!(
            "command",
            channel = %cmd.channel,
            user = %cmd.actor.user.id,
            action = cmd.action.kind(),
        );
        async move {
            let result = self.handle_in_span(cmd, board).await;
            match &result {
                Ok(effects) => tracing::debug!(effects = effects.len(), "command applied"),
                Err(e) => tracing::debug!(refused = e.kind(), "command refused"),
            }
            result
        }
        .instrument(span)
        .await
    }

    async fn handle_in_span(
        self: &Arc<Self>,
        cmd: Command,
        board: Option<String>,
    ) -> Result<Vec<Effect>, SessionError> {
        match &cmd.action {
            SessionAction::New { rules, turn_timer, seed } => {
                return self.open(&cmd, rules, *turn_timer, *seed, None, board).await;
            }
            SessionAction::PlayComputers { rules, turn_timer, level } => {
                return self.open(&cmd, rules, *turn_timer, None, Some(*level), board).await;
            }
            // A finished game let go (a restart, or idle): held again to be played again.
            SessionAction::Rematch => {
                self.revive_finished(&cmd.channel, cmd.expected.map(|s| s.game)).await?;
            }
            _ => {}
        }
        let cell = self
            .map
            .get(&cmd.channel)
            .map(|e| Arc::clone(e.value()))
            .ok_or(SessionError::NoGame)?;
        let mut session = cell.lock().await;
        if session.is_closed() {
            return Err(SessionError::NoGame);
        }
        let now = unix_now();
        let seed = fresh_seed();
        // Any action of a person the computer plays for brings them back, even one refused.
        let mut events = match cmd.action {
            SessionAction::Back => Vec::new(),
            _ => session.welcome_back(&cmd.actor.user),
        };
        let applied = self
            .step(&mut session, &mut events, |s| {
                s.apply(&cmd.actor, &cmd.action, cmd.expected, seed, now)
            })
            .await;
        if let Err(refused) = applied {
            if session.is_closed() {
                // Reloaded, and the game had ended elsewhere.
                self.map.remove_if(&cmd.channel, |_, v| Arc::ptr_eq(v, &cell));
            } else if !events.is_empty() {
                let mut session = self.run_computers(&cell, session, &mut events).await;
                self.arm_timer(&cmd.channel, &mut session);
                let effects = session.render(events);
                let _ = self.deliveries.send(Delivery { channel: cmd.channel.clone(), effects });
            }
            return Err(refused);
        }
        let mut session = self.run_computers(&cell, session, &mut events).await;
        self.arm_timer(&cmd.channel, &mut session);
        let effects = session.render(events);
        if session.is_closed() {
            self.map.remove_if(&cmd.channel, |_, v| Arc::ptr_eq(v, &cell));
        }
        Ok(effects)
    }

    /// Opens a lobby in the command's channel, replacing a finished game; with `computers`, fills
    /// the empty seats with computers of that level and starts the match before anyone else
    /// can reach the session. Its matches count on `board`'s board (`None`: the channel's).
    async fn open(
        self: &Arc<Self>,
        cmd: &Command,
        rules: &crate::rules::Rules,
        turn_timer: Option<Duration>,
        seed: Option<u64>,
        computers: Option<Level>,
        board: Option<String>,
    ) -> Result<Vec<Effect>, SessionError> {
        rules.validate()?;
        let mut lobby = Session::lobby(cmd.channel.clone(), &cmd.actor, rules.clone(), turn_timer);
        lobby.first_seed = seed;
        lobby.board = board;
        lobby.last_active = unix_now();
        let creator = lobby.seat_name(0);
        let fresh = Arc::new(Mutex::new(lobby));
        // Locked before it is reachable: a command for the channel waits until it is set up.
        let Ok(mut session) = Arc::clone(&fresh).try_lock_owned() else {
            return Err(SessionError::Storage);
        };
        let busy_until = tokio::time::Instant::now() + BUSY_WAIT;
        loop {
            match self.make_way(cmd, &fresh) {
                // In use (a move being stored, a view drawn, another new game set up): looked
                // at again once it is free, or its own player would be told to wait for it,
                // and someone else not to join a lobby just opened. Waited for outside the
                // map's lock: every other channel goes on meanwhile.
                Opening::Busy(cell) if tokio::time::Instant::now() < busy_until => {
                    let _ = tokio::time::timeout_at(busy_until, cell.lock()).await;
                }
                Opening::Busy(_) => return Err(SessionError::GameInProgress),
                Opening::Opened => break,
                // The game under way when someone away at it asks for a new one: that is an
                // action of theirs too, and brings them back (then they are told it is on).
                Opening::Refused { why, away_at } => {
                    if let Some(cell) = away_at {
                        self.welcome_back_in(&cmd.channel, &cell, &cmd.actor.user).await;
                    }
                    return Err(why);
                }
            }
        }
        let mut events =
            vec![Event::Lobby, Event::Notice(Audience::Public, Notice::Created { name: creator })];
        if let Some(level) = computers {
            let (now, seed) = (unix_now(), fresh_seed());
            let started = self
                .step(&mut session, &mut events, |s| s.start(&cmd.actor, level, seed, now))
                .await;
            if let Err(e) = started {
                // Not stored: the channel is as free as before — unless another process plays
                // there, and the session now holds its game.
                if e != SessionError::Changed || session.is_closed() {
                    self.map.remove_if(&cmd.channel, |_, v| Arc::ptr_eq(v, &fresh));
                }
                return Err(e);
            }
            drop(session);
            let session = fresh.lock().await;
            let mut session = self.run_computers(&fresh, session, &mut events).await;
            self.arm_timer(&cmd.channel, &mut session);
            return Ok(session.render(events));
        }
        Ok(session.render(events))
    }

    /// Brings `user` back at the session in `cell` if the computer plays for them there, and
    /// shows it (as a timer's effects are shown: no command answers for them).
    /// Puts `fresh` in the command's channel if it is free or its game is over, or says why
    /// not: someone's game is on there, or its session is in use.
    fn make_way(&self, cmd: &Command, fresh: &Arc<Mutex<Session>>) -> Opening {
        let mut slot = match self.map.entry(cmd.channel.clone()) {
            Entry::Vacant(slot) => {
                slot.insert(Arc::clone(fresh));
                return Opening::Opened;
            }
            Entry::Occupied(slot) => slot,
        };
        let current = Arc::clone(slot.get());
        let Ok(mut old) = current.try_lock() else { return Opening::Busy(current) };
        if !(old.is_closed() || old.end().is_some()) {
            // Their own game: told so, not to wait for it to end.
            let away_at = old.is_away(&cmd.actor.user).then(|| Arc::clone(&current));
            return Opening::Refused { why: old.in_progress_for(&cmd.actor.user), away_at };
        }
        // Only a finished game makes way. It is closed as it goes: a task that still holds it
        // (a computer that was thinking when the game was stopped) then leaves the channel's
        // timer alone.
        old.close();
        if let Some(game) = old.match_id() {
            self.games.remove_if(&game, |_, c| *c == cmd.channel);
        }
        drop(old);
        slot.insert(Arc::clone(fresh));
        Opening::Opened
    }

    async fn welcome_back_in(
        self: &Arc<Self>,
        channel: &ChannelKey,
        cell: &Arc<Mutex<Session>>,
        user: &UserRef,
    ) {
        let session = cell.lock().await;
        if session.is_closed() {
            return;
        }
        let (_, effects) = self.bring_back(channel, cell, session, user).await;
        if !effects.is_empty() {
            let _ = self.deliveries.send(Delivery { channel: channel.clone(), effects });
        }
    }

    /// Brings `user` back if they were away, and lets the computers play on to the next
    /// person's turn: the session then, and what to show (nothing if they were not away).
    async fn bring_back<'a>(
        self: &Arc<Self>,
        channel: &ChannelKey,
        cell: &'a Mutex<Session>,
        mut session: MutexGuard<'a, Session>,
        user: &UserRef,
    ) -> (MutexGuard<'a, Session>, Vec<Effect>) {
        let mut events = session.welcome_back(user);
        if events.is_empty() {
            return (session, Vec::new());
        }
        let mut session = self.run_computers(cell, session, &mut events).await;
        self.arm_timer(channel, &mut session);
        let effects = session.render(events);
        (session, effects)
    }

    /// Applies one change and commits its write; on a storage error the session is put back.
    /// When the store says the game moved on without this session (another process wrote
    /// it), the session is read again from the store and the change is refused with
    /// [`SessionError::Changed`]: a session never goes on from a stale state.
    async fn step(
        self: &Arc<Self>,
        session: &mut Session,
        events: &mut Vec<Event>,
        change: impl FnOnce(&mut Session) -> Result<Step, SessionError>,
    ) -> Result<(), SessionError> {
        let before = session.clone();
        let step = change(session)?;
        if let Some(write) = step.write {
            // A new match is tried once more when the stored match that held its channel
            // turns out not to read and is set aside (see `reload`).
            let again = matches!(write, Write::Create(_)).then(|| (write.clone(), session.clone()));
            let mut committed = self.commit_or_reload(session, write, &before).await;
            if let (Err(Refused::Freed), Some((write, changed))) = (&committed, again) {
                *session = changed;
                committed = self.commit_or_reload(session, write, &before).await;
            }
            committed.map_err(Refused::into_error)?;
            // A rematch's match takes the place of the last one: a press on the old one's
            // buttons finds it gone.
            if let Some(old) = before.match_id().filter(|old| session.match_id() != Some(*old)) {
                self.games.remove_if(&old, |_, c| c == session.channel());
            }
        }
        events.extend(step.events);
        Ok(())
    }

    /// Commits `write` of the changed `session`. On a storage error the session is put back
    /// (`before`); when the store says the game moved on without this session (another
    /// process wrote it), or cannot say whether the write was stored, it is read again from
    /// the store (`reload`).
    async fn commit_or_reload(
        self: &Arc<Self>,
        session: &mut Session,
        write: Write,
        before: &Session,
    ) -> Result<(), Refused> {
        let Err(e) = self.commit(session, write).await else { return Ok(()) };
        *session = before.clone();
        if let StoreError::Unconfirmed(_) = e {
            // Stored or not, nobody can tell: never "nothing changed". A session with a match
            // reads it again, so that the table shows what was stored; a lobby stays (a match
            // it started, if stored, is found when it starts again).
            tracing::warn!(
                channel = %session.channel(),
                error = %e,
                "commit unconfirmed; reading the game again"
            );
            if session.match_id().is_some() {
                match self.reload(session).await {
                    // Read again, the game itself no longer reads: that is what to say.
                    Ok(Reloaded::SetAside) => return Err(Refused::Error(SessionError::SetAside)),
                    Ok(Reloaded::Fresh | Reloaded::Freed) => {}
                    Err(e) => {
                        tracing::warn!(channel = %session.channel(), error = %e, "game not reloaded")
                    }
                }
            }
            return Err(Refused::Error(SessionError::Unconfirmed));
        }
        if !e.is_stale() {
            tracing::warn!(channel = %session.channel(), error = %e, "commit failed; change undone");
            return Err(Refused::Error(SessionError::Storage));
        }
        tracing::info!(channel = %session.channel(), error = %e, "game changed elsewhere; reloading it");
        match self.reload(session).await {
            Ok(Reloaded::Fresh) => Err(Refused::Error(SessionError::Changed)),
            Ok(Reloaded::SetAside) => Err(Refused::Error(SessionError::SetAside)),
            Ok(Reloaded::Freed) => Err(Refused::Freed),
            Err(e) => {
                tracing::warn!(channel = %session.channel(), error = %e, "game not reloaded");
                Err(Refused::Error(SessionError::Storage))
            }
        }
    }

    /// Replaces a stale session with what the store holds for its channel: the match in play
    /// there, else (it ended elsewhere) nothing — the session closes and the registry lets it
    /// go. A stored match in play that does not read or replay is set aside, as at start-up
    /// ([`Sessions::restore`]), so that it never holds its channel: a session that held it
    /// closes; one that has no match yet (a lobby whose start it kept out) is left as it was.
    /// Its timer follows.
    async fn reload(self: &Arc<Self>, session: &mut Session) -> Result<Reloaded, StoreError> {
        let channel = session.channel().clone();
        let stored = self.store.playing_or_unreadable(&channel).await?;
        if let Some(old) = session.match_id() {
            self.games.remove_if(&old, |_, c| *c == channel);
        }
        let stored = match stored {
            Some(Ok(m)) => match Session::resumed(&m, session.turn_timer()) {
                Ok(fresh) => Ok(Some((m.id, fresh))),
                Err(e) => Err((m.id, format!("the move log does not replay: {e}"))),
            },
            Some(Err(bad)) => Err((bad.id, bad.reason)),
            None => Ok(None),
        };
        let reloaded = match stored {
            Ok(Some((id, fresh))) => {
                // A match its log already ends is ended now (see `record_played_end`), and
                // shown ended; one whose end cannot be written is set aside: either way the
                // channel is free for the next game.
                match self.record_played_end(&fresh).await {
                    Ok(ended) => {
                        *session = fresh;
                        session.last_active = unix_now();
                        self.games.insert(id, channel.clone());
                        if ended {
                            let effects = session.render(vec![Event::MatchOver, Event::Resumed]);
                            let _ = self
                                .deliveries
                                .send(Delivery { channel: channel.clone(), effects });
                        }
                        Reloaded::Fresh
                    }
                    Err(e @ StoreError::Unavailable(_)) => return Err(e),
                    Err(e) => {
                        self.set_aside_in_reload(
                            session,
                            id,
                            &format!("its end cannot be recorded: {e}"),
                        )
                        .await
                    }
                }
            }
            Ok(None) => {
                session.close();
                Reloaded::Fresh
            }
            Err((id, reason)) => self.set_aside_in_reload(session, id, &reason).await,
        };
        self.arm_timer(&channel, session);
        Ok(reloaded)
    }

    /// Sets aside the stored match `id` found in play in a reloading session's channel: the
    /// session closes if it has a match (that one, or one that ended elsewhere), and a lobby
    /// stays.
    async fn set_aside_in_reload(
        &self,
        session: &mut Session,
        id: MatchId,
        reason: &str,
    ) -> Reloaded {
        let channel = session.channel().clone();
        self.set_aside(id, Some(&channel), reason).await;
        match session.match_id() {
            None => Reloaded::Freed,
            Some(own) => {
                session.close();
                if own == id {
                    Reloaded::SetAside
                } else {
                    Reloaded::Fresh
                }
            }
        }
    }

    async fn commit(&self, session: &mut Session, write: Write) -> Result<(), StoreError> {
        match write {
            Write::Create(new) => {
                let id = self.store.create_match(&new).await?;
                session.attach(id);
                self.games.insert(id, session.channel().clone());
            }
            Write::Append { game, seq, mv, hand, finish } => {
                self.store.append(game, seq, &mv, hand.as_ref(), finish.as_ref()).await?;
                crate::metrics::METRICS.move_committed();
            }
            Write::Finish { game, finish } => self.store.finish(game, &finish).await?,
        }
        Ok(())
    }

    /// Computer seats (and absent people's seats) play until a person is to move; a computer
    /// whose side has reached the target claims, and one that holds poor first cards it may
    /// reject rejects them. Each decision is worked out on a blocking
    /// thread from an owned view while the session is unlocked (a `hard` search takes a while,
    /// and other commands for the game must not wait on it, nor the runtime's workers), then
    /// applied under the lock, unless the game moved on meanwhile: then it is worked out again.
    async fn run_computers<'a>(
        self: &Arc<Self>,
        cell: &'a Mutex<Session>,
        mut session: MutexGuard<'a, Session>,
        events: &mut Vec<Event>,
    ) -> MutexGuard<'a, Session> {
        // A person back (or gone) is stored before the computers think and write: a crash
        // meanwhile must not leave them away, or the adjournment clock running.
        self.keep_away_state(&mut session).await;
        loop {
            // A claim, or rejecting first cards: decided at once, under the lock.
            if session.computer_acts_at_once() {
                let now = unix_now();
                let acted = self
                    .step(&mut session, events, |s| {
                        s.apply_computer_at_once(now).unwrap_or_else(|| Ok(Step::default()))
                    })
                    .await;
                if let Err(e) = acted {
                    tracing::warn!(channel = %session.channel(), error = %e, "computer claim or redeal not applied");
                    break;
                }
                continue;
            }
            let Some(turn) = session.computer_turn() else { break };
            drop(session);
            let thinking = turn.clone();
            let decided = tokio::task::spawn_blocking(move || thinking.decide()).await;
            session = cell.lock().await;
            if session.is_closed() {
                // Replaced meanwhile (a new game in the channel) or ended elsewhere.
                break;
            }
            let play = match decided {
                Ok(Some(play)) => play,
                Ok(None) => break,
                Err(e) => {
                    tracing::error!(channel = %session.channel(), error = %e, "computer player failed");
                    break;
                }
            };
            let now = unix_now();
            let moved = self
                .step(&mut session, events, |s| {
                    // Stale (`None`): nothing applied; the loop takes the new turn.
                    s.apply_computer(&turn, play, now).unwrap_or_else(|| Ok(Step::default()))
                })
                .await;
            if let Err(e) = moved {
                // Left for the next command or timer to retry.
                tracing::warn!(channel = %session.channel(), error = %e, "computer move not applied");
                break;
            }
        }
        self.keep_away_state(&mut session).await;
        session
    }

    /// Stores who is away at the session's match, when that changed (every change of it is
    /// followed by the computers' turn). A failure is logged, and the next change tries
    /// again: who is away is worth no refused move.
    async fn keep_away_state(&self, session: &mut Session) {
        let Some((id, away)) = session.away_state_to_store() else { return };
        match self.store.set_away_state(id, &away).await {
            Ok(()) => session.away_state_stored(away),
            Err(e) => {
                tracing::warn!(channel = %session.channel(), error = %e, "away state not stored")
            }
        }
    }

    /// Starts the timer the session needs now, replacing any other: the turn timer of the
    /// person to move, or, when every person is away, the adjournment, or, when computers are
    /// still to act (their move could not be stored), another try a little later. A closed
    /// session no longer owns its channel's timer (a new game may be there): it is left be.
    /// A turn's timer records its deadline in the session, for the views of that turn: it is
    /// armed before they are drawn.
    fn arm_timer(self: &Arc<Self>, channel: &ChannelKey, session: &mut Session) {
        if session.is_closed() {
            return;
        }
        let wanted = match (session.seq(), session.waiting_for_person(), session.turn_timer()) {
            (Some(seq), Some(_), Some(limit)) => Some((Timer::Turn(seq), limit)),
            (Some(seq), None, _) if session.nobody_home() => {
                // The wait counts from when everyone went away, a restart between included;
                // whole seconds surely gone only, so that it is never cut short. Yet never
                // less than a grace (or the whole wait, if shorter): presses made while the bot
                // was down went unanswered, and people need a moment to come back.
                let gone = session.nobody_home_since().map_or(0, |since| unix_now() - since - 1);
                let gone = Duration::from_secs(u64::try_from(gone).unwrap_or(0));
                let grace = ADJOURN_GRACE.min(self.adjourn_after);
                Some((Timer::Adjourn(seq), self.adjourn_after.saturating_sub(gone).max(grace)))
            }
            (Some(seq), None, _) if session.computers_to_act() => {
                Some((Timer::Computers(seq), self.retry_after()))
            }
            _ => None,
        };
        if let Some((timer, _)) = wanted {
            // The same wait already running goes on: looking at the table does not extend it.
            let running = self.timers.get(channel).filter(|e| e.value().0 == timer).map(|e| e.2);
            if let Some(at) = running {
                if let Timer::Turn(seq) = timer {
                    // A session read again from the store learns it too.
                    session.set_turn_deadline(seq, at);
                }
                return;
            }
        }
        if let Some((_, (_, old, _))) = self.timers.remove(channel) {
            old.abort();
        }
        let Some((timer, limit)) = wanted else { return };
        // The wait began now, not whenever the task first runs. A limit past what the clock
        // can hold (a stored or configured number gone wild) means no timer, not a panic.
        let Some(deadline) = tokio::time::Instant::now().checked_add(limit) else {
            tracing::warn!(channel = %channel, seconds = limit.as_secs(), "timer too long; none set");
            return;
        };
        // The same moment on the wall clock, to the nearest second, for people to read.
        let limit_ms = i64::try_from(limit.as_millis()).unwrap_or(i64::MAX);
        let at = unix_now_ms().saturating_add(limit_ms).saturating_add(500) / 1000;
        if let Timer::Turn(seq) = timer {
            session.set_turn_deadline(seq, at);
        }
        let span = match timer {
            Timer::Turn(seq) => {
                tracing::info_span!("turn_timer", channel = %channel, moves = seq.moves)
            }
            Timer::Adjourn(_) => tracing::info_span!("adjourn_timer", channel = %channel),
            Timer::Computers(_) => tracing::info_span!("computers_retry", channel = %channel),
        };
        let me = Arc::clone(self);
        let key = channel.clone();
        let task = tokio::spawn(
            async move {
                tokio::time::sleep_until(deadline).await;
                match timer {
                    Timer::Turn(seq) => me.timed_out(key, seq).await,
                    Timer::Adjourn(seq) => me.adjourn(key, seq).await,
                    Timer::Computers(seq) => me.computers_again(key, seq).await,
                }
            }
            .instrument(span),
        );
        self.timers.insert(channel.clone(), (timer, task.abort_handle(), at));
    }

    /// Every person was away for the whole wait: the match is adjourned.
    async fn adjourn(self: &Arc<Self>, channel: ChannelKey, seq: Seq) {
        self.timers.remove_if(&channel, |_, (t, _, _)| *t == Timer::Adjourn(seq));
        let Some(cell) = self.map.get(&channel).map(|e| Arc::clone(e.value())) else { return };
        let mut session = cell.lock().await;
        if session.seq() != Some(seq) {
            return;
        }
        let now = unix_now();
        let mut events = Vec::new();
        if let Err(e) = self.step(&mut session, &mut events, |s| s.apply_adjourn(now)).await {
            // Someone came back meanwhile; or storage failed and the match waits another
            // while; or it ended elsewhere and the session is closed.
            tracing::debug!(channel = %channel, error = %e, "adjournment not applied");
            self.after_refusal(&channel, &cell, &mut session);
            return;
        }
        tracing::info!(channel = %channel, "every person away too long: match adjourned");
        self.arm_timer(&channel, &mut session);
        let effects = session.render(events);
        let _ = self.deliveries.send(Delivery { channel, effects });
    }

    async fn timed_out(self: &Arc<Self>, channel: ChannelKey, seq: Seq) {
        // Forget this timer without aborting it: it is the task running now.
        self.timers.remove_if(&channel, |_, (t, _, _)| *t == Timer::Turn(seq));
        let Some(cell) = self.map.get(&channel).map(|e| Arc::clone(e.value())) else { return };
        let mut session = cell.lock().await;
        let now = unix_now();
        let mut events = Vec::new();
        if let Err(e) = self.step(&mut session, &mut events, |s| s.apply_timeout(seq, now)).await {
            // Stale: someone moved in time. Storage: the turn stays open for the player, and
            // its timer runs again. Ended elsewhere: the session is closed.
            tracing::debug!(channel = %channel, error = %e, "turn timer not applied");
            self.after_refusal(&channel, &cell, &mut session);
            return;
        }
        if session.nobody_home() {
            let adjourn_after = self.adjourn_after.as_secs();
            let people = session.people();
            let notice = Notice::EveryoneAway { adjourn_after, people };
            events.push(Event::Notice(Audience::Public, notice));
            // Each of their hands says the game waits now, not that the computer plays.
            events.extend(session.away_people().into_iter().map(Event::HandRequested));
        }
        let mut session = self.run_computers(&cell, session, &mut events).await;
        self.arm_timer(&channel, &mut session);
        let effects = session.render(events);
        let _ = self.deliveries.send(Delivery { channel, effects });
    }

    /// Computers whose move or claim could not be stored try again (see [`Timer::Computers`]).
    async fn computers_again(self: &Arc<Self>, channel: ChannelKey, seq: Seq) {
        self.timers.remove_if(&channel, |_, (t, _, _)| *t == Timer::Computers(seq));
        let Some(cell) = self.map.get(&channel).map(|e| Arc::clone(e.value())) else { return };
        let session = cell.lock().await;
        if session.is_closed() || session.seq() != Some(seq) {
            // Someone acted meanwhile, and their command ran the computers.
            return;
        }
        let mut events = Vec::new();
        let mut session = self.run_computers(&cell, session, &mut events).await;
        self.arm_timer(&channel, &mut session);
        if !events.is_empty() {
            let effects = session.render(events);
            let _ = self.deliveries.send(Delivery { channel, effects });
        }
    }

    /// After a timer's change was refused: a session closed by it (its game ended elsewhere)
    /// leaves the registry; any other gets the timer it needs again (after a storage error,
    /// the same wait once more).
    fn after_refusal(
        self: &Arc<Self>,
        channel: &ChannelKey,
        cell: &Arc<Mutex<Session>>,
        session: &mut Session,
    ) {
        if session.is_closed() {
            self.map.remove_if(channel, |_, v| Arc::ptr_eq(v, cell));
            return;
        }
        self.arm_timer(channel, session);
    }

    /// Forgets lobbies and ended games where nothing happened for `max_idle` (they are stored;
    /// a game in play is never dropped). Returns how many were dropped.
    pub fn evict_idle(&self, max_idle: Duration) -> usize {
        self.evict_idle_before(unix_now() - max_idle.as_secs() as i64)
    }

    /// Forgets lobbies and ended games last active before `before` (unix seconds).
    pub fn evict_idle_before(&self, before: i64) -> usize {
        let mut dropped = Vec::new();
        self.map.retain(|_, cell| {
            // A session in use is busy, so not idle.
            let Ok(mut session) = cell.try_lock() else { return true };
            let idle = session.is_idle_since(before);
            if idle {
                // Closed as it goes: a command that reached it just before waits on its
                // lock, then finds no game rather than acting where no one can see.
                session.close();
                dropped.push(session.match_id());
            }
            !idle
        });
        for game in dropped.iter().flatten() {
            self.games.remove(game);
        }
        dropped.len()
    }

    /// Stops every timer (for a clean shutdown).
    pub fn stop_timers(&self) {
        for entry in self.timers.iter() {
            entry.value().1.abort();
        }
        self.timers.clear();
    }
}

/// Seconds since the Unix epoch.
pub fn unix_now() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs() as i64)
}

/// Milliseconds since the Unix epoch.
fn unix_now_ms() -> i64 {
    let ms = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis());
    i64::try_from(ms).unwrap_or(i64::MAX)
}

/// A secret shuffle seed: SipHash under the process's random keys, over the clock.
fn fresh_seed() -> u64 {
    let mut hasher = RandomState::new().build_hasher();
    let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    hasher.write_u128(nanos);
    hasher.finish()
}
