//! The newest press on each message that presses redraw: a press stamped when it arrives, and
//! allowed to draw only while no later press on the same message has come. Reads finish in
//! any order; without this an earlier press's board, read slowly, could replace a later one's.

use std::collections::HashMap;
use std::hash::Hash;

/// The stamp of the newest press on each message (`K`: which message) that has not finished.
/// An entry goes when its newest press finishes: nothing is kept for messages no one presses.
#[derive(Debug)]
pub(crate) struct Newest<K> {
    /// The last stamp handed out (stamps only grow).
    last: u64,
    newest: HashMap<K, u64>,
}

impl<K> Default for Newest<K> {
    fn default() -> Self {
        Newest { last: 0, newest: HashMap::new() }
    }
}

impl<K: Eq + Hash> Newest<K> {
    /// A press arrives on `key`: its stamp, the newest there from now on.
    pub(crate) fn arrive(&mut self, key: K) -> u64 {
        self.last += 1;
        self.newest.insert(key, self.last);
        self.last
    }

    /// Whether the press stamped `stamp` is still the newest on `key`.
    pub(crate) fn is_newest(&self, key: &K, stamp: u64) -> bool {
        self.newest.get(key) == Some(&stamp)
    }

    /// The press stamped `stamp` on `key` is over: whether it was the newest there (and so may
    /// draw). The newest one's finishing forgets `key`; an older one's changes nothing.
    pub(crate) fn finish(&mut self, key: &K, stamp: u64) -> bool {
        let newest = self.is_newest(key, stamp);
        if newest {
            self.newest.remove(key);
        }
        newest
    }

    /// How many messages have a press going on.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.newest.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_press_to_arrive_is_the_one_that_draws_whatever_order_they_finish_in() {
        let mut presses = Newest::default();
        let first = presses.arrive("board");
        let second = presses.arrive("board");
        assert!(second > first);
        assert!(!presses.is_newest(&"board", first));
        assert!(presses.is_newest(&"board", second));
        // The later press finishes first: it draws; the earlier, finishing after, does not.
        assert!(presses.finish(&"board", second));
        assert!(!presses.finish(&"board", first));
        // In arrival order: the first is already outdated when it finishes.
        let first = presses.arrive("board");
        let second = presses.arrive("board");
        assert!(!presses.finish(&"board", first));
        assert!(presses.finish(&"board", second));
        // A press after all of them is newest again, and an old stamp never comes back.
        let third = presses.arrive("board");
        assert!(!presses.finish(&"board", first));
        assert!(presses.finish(&"board", third));
    }

    #[test]
    fn a_message_is_forgotten_when_its_newest_press_finishes() {
        let mut presses = Newest::default();
        let first = presses.arrive(7);
        let second = presses.arrive(7);
        assert_eq!(presses.len(), 1, "one entry a message, however many presses");
        // An older press finishing keeps the entry: the newest is still going.
        assert!(!presses.finish(&7, first));
        assert_eq!(presses.len(), 1);
        assert!(presses.finish(&7, second));
        assert_eq!(presses.len(), 0);
        // Finishing again (or a stamp from nowhere) neither draws nor makes an entry.
        assert!(!presses.finish(&7, second));
        assert!(!presses.finish(&8, 99));
        assert_eq!(presses.len(), 0);
    }

    #[test]
    fn presses_on_two_messages_do_not_outdate_each_other() {
        let mut presses = Newest::default();
        let on_a = presses.arrive(('a', 1));
        let on_b = presses.arrive(('b', 1));
        let on_a_again = presses.arrive(('a', 2));
        // The same message id in another chat, and another message in the same chat: apart.
        assert!(presses.is_newest(&('a', 1), on_a));
        assert!(presses.is_newest(&('b', 1), on_b));
        assert!(presses.finish(&('b', 1), on_b));
        assert!(presses.finish(&('a', 1), on_a));
        assert!(presses.finish(&('a', 2), on_a_again));
        assert_eq!(presses.len(), 0);
    }
}
