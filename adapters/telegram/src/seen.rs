//! Updates handled once: Telegram delivers an update again when it was not confirmed (polling:
//! the bot stopped before asking with a higher offset; webhook: no 2xx came back), and a
//! repeat must not be answered twice. Recent update ids are remembered in memory and in the
//! store, so a repeat is recognised after a restart too.

use std::collections::{HashSet, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bot_core::ids::Platform;
use bot_core::session::unix_now;
use bot_core::store::Store;
use tokio::sync::mpsc;

/// How many handled update ids are remembered.
pub(crate) const REMEMBERED: usize = 4096;
/// How long a handled update is remembered in the store (Telegram keeps an unconfirmed update
/// for 24 hours).
const KEPT: Duration = Duration::from_secs(2 * 86_400);
/// Handled ids written to the store together, at most.
const BATCH: usize = 256;

/// The update ids handled lately.
pub(crate) struct Seen {
    ids: Mutex<(HashSet<u32>, VecDeque<u32>)>,
    write: mpsc::UnboundedSender<u32>,
}

impl Seen {
    /// The ids handled lately, as stored (the previous run's included), and the task that
    /// stores new ones.
    pub(crate) async fn load(store: Store) -> Arc<Seen> {
        let since = unix_now() - KEPT.as_secs() as i64;
        let known = match store.handled_updates(Platform::Telegram, since, REMEMBERED as u32).await
        {
            Ok(ids) => ids,
            Err(e) => {
                tracing::warn!(error = %e, "handled updates not read; repeats may be handled");
                Vec::new()
            }
        };
        let (write, rx) = mpsc::unbounded_channel();
        let mut order: VecDeque<u32> = VecDeque::new();
        // Oldest first, so the oldest is forgotten first.
        for id in known.iter().rev().filter_map(|id| u32::try_from(*id).ok()) {
            order.push_back(id);
        }
        let set = order.iter().copied().collect();
        tokio::spawn(keep(store, rx));
        Arc::new(Seen { ids: Mutex::new((set, order)), write })
    }

    /// Whether `id` was handled.
    pub(crate) fn contains(&self, id: u32) -> bool {
        self.ids.lock().unwrap_or_else(|p| p.into_inner()).0.contains(&id)
    }

    /// Every id remembered, oldest first.
    pub(crate) fn all(&self) -> Vec<u32> {
        self.ids.lock().unwrap_or_else(|p| p.into_inner()).1.iter().copied().collect()
    }

    /// Records `id` as handled.
    pub(crate) fn record(&self, id: u32) {
        let mut ids = self.ids.lock().unwrap_or_else(|p| p.into_inner());
        let (set, order) = &mut *ids;
        if set.insert(id) {
            order.push_back(id);
            if order.len() > REMEMBERED {
                if let Some(old) = order.pop_front() {
                    set.remove(&old);
                }
            }
            let _ = self.write.send(id);
        }
    }
}

/// Stores handled ids as they come, a batch at a time; now and then forgets old ones.
async fn keep(store: Store, mut rx: mpsc::UnboundedReceiver<u32>) {
    let mut written = 0usize;
    while let Some(first) = rx.recv().await {
        let mut batch = vec![i64::from(first)];
        while batch.len() < BATCH {
            match rx.try_recv() {
                Ok(id) => batch.push(i64::from(id)),
                Err(_) => break,
            }
        }
        let now = unix_now();
        if let Err(e) = store.record_handled_updates(Platform::Telegram, &batch, now).await {
            tracing::warn!(error = %e, "handled updates not stored");
        }
        written += batch.len();
        if written >= REMEMBERED {
            written = 0;
            let before = now - KEPT.as_secs() as i64;
            if let Err(e) = store.forget_handled_updates(Platform::Telegram, before).await {
                tracing::debug!(error = %e, "old handled updates not forgotten");
            }
        }
    }
}
