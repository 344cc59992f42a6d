//! Group commit: the writes of many games committed together.
//!
//! Callers queue a [`Job`] and wait for its answer. A writer task takes the first job waiting
//! and everything else queued behind it (at most a batch), commits its plain moves in one
//! transaction and answers each; what arrives meanwhile waits for the next commit. A busy
//! store so pays one disk flush for many moves, and a quiet one commits each move on its own
//! at once (no timer waits for company). Starts and ends of matches (several statements each)
//! go to a slow lane that one writer at a time commits a chunk of, so that another writer is
//! free for moves (see [`SlowLane`]). A job refused on its own (a stale move number, an ended match) leaves
//! the others standing; if the transaction fails as a whole, every job of it is tried again
//! in a transaction of its own, so one bad job fails alone (unless its commit is
//! unconfirmed: then nobody can tell whether it was stored, and each job is told so).

use std::sync::Mutex;

use tokio::sync::{mpsc, oneshot};
use tokio::task::JoinHandle;

use super::{Backend, Finish, NewMatch, StoreError};
use crate::game::{HandResult, Move};
use crate::ids::MatchId;

/// One write of the group commit.
#[derive(Clone, Debug)]
pub(crate) enum Job {
    /// A new match.
    Create(NewMatch),
    /// A move, with the hand and match it ended.
    Append { id: MatchId, seq: u64, mv: Move, hand: Option<HandResult>, finish: Option<Finish> },
    /// An end without a move.
    Finish { id: MatchId, finish: Finish },
}

/// What a committed job gives back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Done {
    /// The id of a new match.
    Created(MatchId),
    /// A move or an end.
    Written,
}

struct Request {
    job: Job,
    reply: oneshot::Sender<Result<Done, StoreError>>,
}

/// A writer's hold on its write connection between batches. Handing a pooled connection back
/// costs a spawned task and a ping (a round trip to SQLite's connection thread or to the
/// server), and taking it again waits for both: under load a writer keeps its connection from
/// one batch to the next, and lets go ([`release`](Self::release)) when no job waits or after
/// [`HOLD_BATCHES`] batches, so that the store's other writes get their turn. Dropped while a
/// SQLite batch has a transaction open that sqlx does not know of (begun by hand; a failed
/// rollback, or the batch dropped half-way), the connection is closed, never handed on with
/// the transaction open.
#[derive(Debug, Default)]
pub(crate) struct WriterHold {
    /// SQLite's one write connection.
    pub(crate) sqlite: Option<sqlx::pool::PoolConnection<sqlx::Sqlite>>,
    /// One of PostgreSQL's (sqlx rolls back a transaction dropped half-way by itself).
    pub(crate) postgres: Option<sqlx::pool::PoolConnection<sqlx::Postgres>>,
    /// A SQLite transaction begun by hand is open.
    pub(crate) in_transaction: bool,
}

/// The connection in `slot`, taken from `pool` first if there is none.
pub(crate) async fn held<'h, DB: sqlx::Database>(
    slot: &'h mut Option<sqlx::pool::PoolConnection<DB>>,
    pool: &sqlx::Pool<DB>,
) -> Result<&'h mut sqlx::pool::PoolConnection<DB>, StoreError> {
    if slot.is_none() {
        *slot = Some(pool.acquire().await.map_err(super::codec::db)?);
    }
    slot.as_mut().ok_or_else(closed)
}

impl WriterHold {
    /// Hands the connection back to the pool (never mid-batch: a batch borrows the hold).
    pub(crate) fn release(&mut self) {
        self.sqlite.take();
        self.postgres.take();
    }
}

impl Drop for WriterHold {
    fn drop(&mut self) {
        if self.in_transaction {
            if let Some(conn) = self.sqlite.as_mut() {
                conn.close_on_drop();
            }
        }
    }
}

/// The queue and its writer tasks.
pub(crate) struct Writer {
    queue: Mutex<Option<mpsc::UnboundedSender<Request>>>,
    /// The writers' end of the queue (tests look at what waits there).
    #[cfg(test)]
    taken: std::sync::Arc<tokio::sync::Mutex<mpsc::UnboundedReceiver<Request>>>,
    /// Jobs queued so far.
    #[cfg(test)]
    queued: std::sync::atomic::AtomicU64,
    /// The writers' slow lane (tests count what they took).
    #[cfg(test)]
    slow: std::sync::Arc<SlowLane>,
    tasks: tokio::sync::Mutex<Vec<JoinHandle<()>>>,
}

impl std::fmt::Debug for Writer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Writer").finish_non_exhaustive()
    }
}

/// The error of a job that could not be queued or answered: the store is closing.
fn closed() -> StoreError {
    StoreError::Unavailable(sqlx::Error::PoolClosed)
}

impl Writer {
    /// Starts `writers` tasks committing batches of at most `batch` jobs over `backend`.
    pub(crate) fn start(backend: Backend, writers: usize, batch: usize) -> Writer {
        let (tx, rx) = mpsc::unbounded_channel();
        let rx = std::sync::Arc::new(tokio::sync::Mutex::new(rx));
        let slow = std::sync::Arc::new(SlowLane::default());
        let tasks = (0..writers)
            .map(|_| {
                let (rx, slow) = (std::sync::Arc::clone(&rx), std::sync::Arc::clone(&slow));
                tokio::spawn(write_loop(backend.clone(), rx, slow, batch))
            })
            .collect();
        Writer {
            queue: Mutex::new(Some(tx)),
            #[cfg(test)]
            taken: rx,
            #[cfg(test)]
            queued: std::sync::atomic::AtomicU64::new(0),
            #[cfg(test)]
            slow,
            tasks: tokio::sync::Mutex::new(tasks),
        }
    }

    /// Jobs queued so far, and how many of them wait in the queue (`None` while a writer is
    /// taking some): tests wait on these rather than on time.
    #[cfg(test)]
    pub(crate) fn backlog(&self) -> (u64, Option<usize>) {
        let queued = self.queued.load(std::sync::atomic::Ordering::SeqCst);
        (queued, self.taken.try_lock().ok().map(|queue| queue.len()))
    }

    /// Jobs the writers have taken from the queue so far.
    #[cfg(test)]
    pub(crate) fn received(&self) -> u64 {
        self.slow.received.load(std::sync::atomic::Ordering::SeqCst)
    }

    /// Queues a job and waits until it is committed (or refused).
    pub(crate) async fn submit(&self, job: Job) -> Result<Done, StoreError> {
        let queued = std::time::Instant::now();
        let (reply, answer) = oneshot::channel();
        {
            let queue = self.queue.lock().unwrap_or_else(|p| p.into_inner());
            let sent = queue.as_ref().is_some_and(|q| q.send(Request { job, reply }).is_ok());
            if !sent {
                return Err(closed());
            }
            #[cfg(test)]
            self.queued.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        }
        let done = answer.await.unwrap_or_else(|_| Err(closed()));
        crate::metrics::METRICS.commit(queued.elapsed());
        done
    }

    /// Takes no more jobs, and waits until those queued are committed.
    pub(crate) async fn stop(&self) {
        self.queue.lock().unwrap_or_else(|p| p.into_inner()).take();
        let tasks = std::mem::take(&mut *self.tasks.lock().await);
        for task in tasks {
            let _ = task.await;
        }
    }
}

/// Batches after which the writer lets go of its connection even with jobs waiting: the
/// store's other writes (a table message's place, a result shown) wait at most this many
/// commits under load.
const HOLD_BATCHES: u32 = 8;

/// Starts and ends of matches committed in one transaction at most. Each costs a few
/// statements (about 0.3 ms): when hundreds of games end their matches together (a round of a
/// tournament) one transaction of them all held every move queued behind it for 20–40 ms. The
/// rest wait for the slow lane's next turn.
pub(crate) const END_CHUNK: usize = 8;

/// The starts and ends the writers have taken, waiting for the slow lane: one writer at a time
/// commits them, a chunk a turn, so that the others are free for plain moves. With both
/// PostgreSQL writers committing chunks of a round's ends and starts, the moves of the games
/// still playing waited 5–25 ms behind them. A chunk held up longer than [`LANE_PATIENCE`] (a
/// row locked by another process, up to the lock timeout) lets a second writer take the next
/// one, so that one stuck end does not hold up every start and end of the process.
#[derive(Default)]
pub(super) struct SlowLane {
    /// In the order the writers pushed them: two jobs of one match keep theirs.
    waiting: Mutex<std::collections::VecDeque<Request>>,
    /// The lane, held by the writer committing a chunk.
    lane: tokio::sync::Mutex<()>,
    /// When the lane's holder took it.
    taken_at: Mutex<Option<std::time::Instant>>,
    /// The second lane, for when the first is held past [`LANE_PATIENCE`].
    overflow: tokio::sync::Mutex<()>,
    /// Jobs the writers have taken from the queue (tests wait on it).
    #[cfg(test)]
    received: std::sync::atomic::AtomicU64,
}

/// How long a chunk may hold the slow lane before a second writer takes the next chunk. A
/// chunk of starts and ends takes a few milliseconds.
pub(super) const LANE_PATIENCE: std::time::Duration = std::time::Duration::from_millis(100);

impl SlowLane {
    fn push(&self, requests: Vec<Request>) {
        self.waiting.lock().unwrap_or_else(|p| p.into_inner()).extend(requests);
    }

    /// Whether starts or ends wait for the lane.
    fn has_waiting(&self) -> bool {
        !self.waiting.lock().unwrap_or_else(|p| p.into_inner()).is_empty()
    }

    /// A lane and the next chunk, when some wait and a lane is free: the first, or the second
    /// once the first has been held past [`LANE_PATIENCE`].
    fn take(&self) -> Option<(tokio::sync::MutexGuard<'_, ()>, Vec<Request>)> {
        let mut waiting = self.waiting.lock().unwrap_or_else(|p| p.into_inner());
        if waiting.is_empty() {
            return None;
        }
        let mut taken_at = self.taken_at.lock().unwrap_or_else(|p| p.into_inner());
        let lane = match self.lane.try_lock() {
            Ok(lane) => {
                *taken_at = Some(std::time::Instant::now());
                lane
            }
            Err(_) if taken_at.is_some_and(|at| at.elapsed() >= LANE_PATIENCE) => {
                self.overflow.try_lock().ok()?
            }
            Err(_) => return None,
        };
        let take = END_CHUNK.min(waiting.len());
        Some((lane, waiting.drain(..take).collect()))
    }
}

async fn write_loop(
    backend: Backend,
    queue: std::sync::Arc<tokio::sync::Mutex<mpsc::UnboundedReceiver<Request>>>,
    slow: std::sync::Arc<SlowLane>,
    batch: usize,
) {
    let mut requests = Vec::with_capacity(batch);
    let mut hold = WriterHold::default();
    let mut held_for = 0;
    loop {
        // A writer that pushed starts and ends, or let go of the lane, comes back here before
        // it waits for the queue: none is left waiting with the lane free.
        let chunk = slow.take();
        // With a chunk to commit, a writer never waits for the queue: another writer may hold
        // it until a job comes, and none would come while their callers wait for these.
        let taken = if chunk.is_none() { Some(queue.lock().await) } else { queue.try_lock().ok() };
        if let Some(mut queue) = taken {
            if chunk.is_none() {
                let first = match queue.try_recv() {
                    Ok(first) => first,
                    Err(_) => {
                        // Nothing waits: housekeeping now, and the connection goes back to the
                        // pool while we wait.
                        if let Backend::Sqlite(b) = &backend {
                            b.when_idle(&mut hold).await;
                        }
                        hold.release();
                        held_for = 0;
                        if slow.has_waiting() {
                            // Starts and ends wait for a lane another writer holds: come back
                            // for them should it be held up.
                            match tokio::time::timeout(LANE_PATIENCE, queue.recv()).await {
                                Ok(Some(first)) => first,
                                Ok(None) => return,
                                Err(_) => continue,
                            }
                        } else {
                            let Some(first) = queue.recv().await else { return };
                            first
                        }
                    }
                };
                requests.push(first);
            }
            while requests.len() < batch {
                match queue.try_recv() {
                    Ok(next) => requests.push(next),
                    Err(_) => break,
                }
            }
            #[cfg(test)]
            slow.received.fetch_add(requests.len() as u64, std::sync::atomic::Ordering::SeqCst);
        }
        // A match's start or end takes a round trip a statement (the ends, seven): the plain
        // moves are committed and answered first, on their own, rather than wait for them.
        // They touch no match the others do.
        let Split { plain, others } = split(std::mem::take(&mut requests));
        slow.push(others);
        let chunk = chunk.or_else(|| slow.take());
        let (lane, chunk) = match chunk {
            Some((lane, chunk)) => (Some(lane), chunk),
            None => (None, Vec::new()),
        };
        for part in [plain, chunk] {
            if !part.is_empty() {
                let (jobs, replies): (Vec<Job>, Vec<_>) =
                    part.into_iter().map(|r| (r.job, r.reply)).unzip();
                answer(replies, commit(&backend, &mut hold, &jobs).await);
            }
        }
        drop(lane);
        held_for += 1;
        if held_for >= HOLD_BATCHES {
            hold.release();
            held_for = 0;
        }
    }
}

/// A writer's batch sorted: its plain moves, committed at once, and the rest, for the slow
/// lane.
pub(super) struct Split<R> {
    /// The plain moves (see [`LoneJobs::plain`]): all of a batch of moves alone.
    pub(super) plain: Vec<R>,
    /// Starts, ends and jobs of a match with two here, in their order.
    pub(super) others: Vec<R>,
}

/// Sorts `requests` into a [`Split`], keeping their order.
pub(super) fn split<R: AsRef<Job>>(requests: Vec<R>) -> Split<R> {
    // Nearly every batch is moves alone: only one with a start or an end is looked into.
    let mixed = requests.iter().any(|r| !matches!(r.as_ref(), Job::Append { finish: None, .. }));
    if !mixed {
        return Split { plain: requests, others: Vec::new() };
    }
    let plain: std::collections::HashSet<usize> = lone_jobs(&requests).plain.into_iter().collect();
    let mut split = Split { plain: Vec::new(), others: Vec::new() };
    for (i, request) in requests.into_iter().enumerate() {
        if plain.contains(&i) {
            split.plain.push(request);
        } else {
            split.others.push(request);
        }
    }
    split
}

impl AsRef<Job> for Request {
    fn as_ref(&self) -> &Job {
        &self.job
    }
}

impl AsRef<Job> for Job {
    fn as_ref(&self) -> &Job {
        self
    }
}

/// The jobs of a batch that are each of a match no other job of the batch touches, by kind:
/// the backends check and write each kind together.
pub(crate) struct LoneJobs {
    /// Moves that end no match (nearly all; some end a hand): written in one statement, and
    /// committed by the writer apart from the rest ([`commit`]).
    pub(crate) plain: Vec<usize>,
    /// Ends (moves that end their match, and ends without a move): seven statements for all
    /// of them rather than seven each.
    pub(crate) ends: Vec<usize>,
}

/// Sorts `jobs` into [`LoneJobs`], in one pass over the batch.
pub(crate) fn lone_jobs<J: AsRef<Job>>(jobs: &[J]) -> LoneJobs {
    let mut seen = std::collections::HashMap::with_capacity(jobs.len());
    for job in jobs {
        if let Job::Append { id, .. } | Job::Finish { id, .. } = job.as_ref() {
            *seen.entry(id.0).or_insert(0u32) += 1;
        }
    }
    let lone = |id: &MatchId| seen.get(&id.0) == Some(&1);
    let mut sorted = LoneJobs { plain: Vec::with_capacity(jobs.len()), ends: Vec::new() };
    for (i, job) in jobs.iter().enumerate() {
        match job.as_ref() {
            Job::Append { id, finish: None, .. } if lone(id) => sorted.plain.push(i),
            Job::Append { id, finish: Some(_), .. } | Job::Finish { id, .. } if lone(id) => {
                sorted.ends.push(i)
            }
            _ => {}
        }
    }
    sorted
}

/// Sends each caller its job's result.
fn answer(
    replies: Vec<oneshot::Sender<Result<Done, StoreError>>>,
    results: Vec<Result<Done, StoreError>>,
) {
    for (reply, result) in replies.into_iter().zip(results) {
        // A caller that stopped waiting no longer needs the answer; the write stands.
        let _ = reply.send(result);
    }
}

/// Commits `jobs` together; if that fails as a whole, each on its own.
pub(super) async fn commit(
    backend: &Backend,
    hold: &mut WriterHold,
    jobs: &[Job],
) -> Vec<Result<Done, StoreError>> {
    match try_batch(backend, hold, jobs).await {
        Ok(results) => results,
        Err(e) if jobs.len() == 1 => vec![Err(e)],
        // Perhaps committed: tried again, a job stored by it would come back a conflict, as if
        // another writer had taken its place. Each is told it is unconfirmed.
        Err(StoreError::Unconfirmed(e)) => {
            tracing::warn!(error = %e, jobs = jobs.len(), "group commit unconfirmed");
            jobs.iter()
                .map(|_| Err(StoreError::Unconfirmed(sqlx::Error::Protocol(e.to_string()))))
                .collect()
        }
        Err(e) => {
            tracing::debug!(error = %e, jobs = jobs.len(), "group commit failed; committing its writes one by one");
            let mut out = Vec::with_capacity(jobs.len());
            for job in jobs {
                let alone = try_batch(backend, hold, std::slice::from_ref(job)).await;
                out.push(match alone {
                    Ok(mut one) => one.pop().unwrap_or_else(|| Err(closed())),
                    Err(e) => Err(e),
                });
            }
            out
        }
    }
}

/// One batch on whichever engine, over the connection in `hold`.
async fn try_batch(
    backend: &Backend,
    hold: &mut WriterHold,
    jobs: &[Job],
) -> Result<Vec<Result<Done, StoreError>>, StoreError> {
    let began = std::time::Instant::now();
    let done = match backend {
        Backend::Sqlite(b) => b.try_batch(hold, jobs).await,
        Backend::Postgres(b) => b.try_batch(hold, jobs).await,
    };
    crate::metrics::METRICS.transaction(began.elapsed());
    if done.is_err() {
        // The pool pings a connection handed back and closes a broken one (a server that
        // restarted): the next try takes a sound one.
        hold.release();
    }
    done
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::FinishOutcome;

    fn end(id: i64) -> Request {
        let finish = Finish { outcome: FinishOutcome::Aborted, scores: vec![0, 0], at: 0 };
        // Nobody waits for these answers.
        let (reply, _) = oneshot::channel();
        Request { job: Job::Finish { id: MatchId(id), finish }, reply }
    }

    fn ids(chunk: &[Request]) -> Vec<i64> {
        chunk
            .iter()
            .map(|r| match r.job {
                Job::Finish { id, .. } => id.0,
                _ => unreachable!(),
            })
            .collect()
    }

    /// The lane gives chunks of [`END_CHUNK`] in the order pushed, to one writer at a time;
    /// a second lane opens only once the first has been held past [`LANE_PATIENCE`].
    #[test]
    fn the_slow_lane_gives_chunks_in_order_to_one_writer_at_a_time() {
        let slow = SlowLane::default();
        assert!(slow.take().is_none(), "nothing waits");
        slow.push((0..END_CHUNK as i64 + 2).map(end).collect());
        let (lane, chunk) = slow.take().expect("the first chunk");
        assert_eq!(ids(&chunk), (0..END_CHUNK as i64).collect::<Vec<_>>());
        slow.push(vec![end(100)]);
        assert!(slow.take().is_none(), "the lane is held");
        // Held past its patience (a chunk stuck on a lock): a second writer takes the next.
        *slow.taken_at.lock().unwrap() = Some(std::time::Instant::now() - LANE_PATIENCE);
        let (overflow, next) = slow.take().expect("the overflow lane");
        assert_eq!(ids(&next), [END_CHUNK as i64, END_CHUNK as i64 + 1, 100]);
        slow.push(vec![end(101)]);
        assert!(slow.take().is_none(), "both lanes held");
        drop((lane, overflow));
        let (_lane, last) = slow.take().expect("the lane let go");
        assert_eq!(ids(&last), [101]);
        assert!(!slow.has_waiting());
    }
}
