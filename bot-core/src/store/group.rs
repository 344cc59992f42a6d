//! Group commit: the writes of many games committed together.
//!
//! Callers queue a [`Job`] and wait for its answer. A writer task takes the first job waiting
//! and everything else queued behind it (at most a batch), commits them in one transaction and
//! answers each; what arrives meanwhile waits for the next commit. A busy store so pays one
//! disk flush for many moves, and a quiet one commits each move on its own at once (no timer
//! waits for company). A job refused on its own (a stale move number, an ended match) leaves
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
        let tasks = (0..writers)
            .map(|_| tokio::spawn(write_loop(backend.clone(), std::sync::Arc::clone(&rx), batch)))
            .collect();
        Writer {
            queue: Mutex::new(Some(tx)),
            #[cfg(test)]
            taken: rx,
            #[cfg(test)]
            queued: std::sync::atomic::AtomicU64::new(0),
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
/// rest wait for the writer's next turn, after the plain moves that came meanwhile.
pub(crate) const END_CHUNK: usize = 8;

async fn write_loop(
    backend: Backend,
    queue: std::sync::Arc<tokio::sync::Mutex<mpsc::UnboundedReceiver<Request>>>,
    batch: usize,
) {
    let mut requests = Vec::with_capacity(batch);
    // Starts and ends beyond a turn's [`END_CHUNK`], taken at the next turn.
    let mut deferred = Vec::new();
    let mut hold = WriterHold::default();
    let mut held_for = 0;
    loop {
        requests.append(&mut deferred);
        let carried = requests.len();
        // With starts and ends of its own waiting, a writer never waits for the queue: another
        // writer (PostgreSQL has several) may hold it until a job comes, and none would come
        // while their callers wait for these.
        let taken =
            if requests.is_empty() { Some(queue.lock().await) } else { queue.try_lock().ok() };
        if let Some(mut queue) = taken {
            if requests.is_empty() {
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
                        let Some(first) = queue.recv().await else { return };
                        first
                    }
                };
                requests.push(first);
            }
            // The starts and ends carried over do not count: the moves that came meanwhile
            // are all taken, as many as when nothing was carried.
            while requests.len() < carried + batch {
                match queue.try_recv() {
                    Ok(next) => requests.push(next),
                    Err(_) => break,
                }
            }
        }
        let Turn { plain, rest } = turn(std::mem::take(&mut requests), &mut deferred);
        // A match's start or end takes a round trip a statement (the ends, seven): the plain
        // moves batched with it are committed and answered first, on their own, rather than
        // wait for all of it. They touch no match the others do.
        for part in [plain, rest] {
            if !part.is_empty() {
                let (jobs, replies): (Vec<Job>, Vec<_>) =
                    part.into_iter().map(|r| (r.job, r.reply)).unzip();
                answer(replies, commit(&backend, &mut hold, &jobs).await);
            }
        }
        held_for += 1;
        if held_for >= HOLD_BATCHES {
            hold.release();
            held_for = 0;
        }
    }
}

/// What the writer commits in one turn, in order: each part one transaction.
pub(super) struct Turn<R> {
    /// The plain moves (see [`LoneJobs::plain`]); empty when the turn is all plain moves.
    pub(super) plain: Vec<R>,
    /// The rest: at most [`END_CHUNK`] starts and ends, with the other jobs.
    pub(super) rest: Vec<R>,
}

/// Sorts a turn's `requests` into its parts, in their order, and moves the starts and ends
/// beyond the first [`END_CHUNK`] into `deferred` (whose jobs each touch a match no job left
/// in the turn does, or they would not have been set apart).
pub(super) fn turn<R: AsRef<Job>>(requests: Vec<R>, deferred: &mut Vec<R>) -> Turn<R> {
    // Nearly every batch is moves alone: only one with a start or an end is looked into.
    let mixed = requests.iter().any(|r| !matches!(r.as_ref(), Job::Append { finish: None, .. }));
    if !mixed {
        return Turn { plain: Vec::new(), rest: requests };
    }
    let LoneJobs { plain, ends } = lone_jobs(&requests);
    // Lone starts and ends beyond the chunk wait; one of a match with two jobs here stays,
    // so that the two keep their order.
    let mut starts_and_ends = ends;
    starts_and_ends.extend(requests.iter().enumerate().filter_map(|(i, r)| match r.as_ref() {
        Job::Create(_) => Some(i),
        _ => None,
    }));
    starts_and_ends.sort_unstable();
    let later: std::collections::HashSet<usize> =
        starts_and_ends.into_iter().skip(END_CHUNK).collect();
    let plain: std::collections::HashSet<usize> = plain.into_iter().collect();
    let mut turn = Turn { plain: Vec::new(), rest: Vec::new() };
    for (i, request) in requests.into_iter().enumerate() {
        if later.contains(&i) {
            deferred.push(request);
        } else if plain.contains(&i) {
            turn.plain.push(request);
        } else {
            turn.rest.push(request);
        }
    }
    if turn.rest.is_empty() {
        // All plain: one transaction.
        std::mem::swap(&mut turn.plain, &mut turn.rest);
    }
    turn
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
