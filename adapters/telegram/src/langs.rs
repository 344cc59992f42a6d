//! People's languages, as their Telegram clients tell them (or as stored with their hand
//! messages), kept within bounds: every update may come from someone new, so what is kept is
//! bounded by the people seen lately and those seated in a game, with a hard cap besides.

use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

use bot_core::i18n::Lang;

/// People kept at most: past this many, the least recently seen quarter is let go at once.
/// A flood of new people then costs a few megabytes at most, and each one let go reads the
/// chat's language until they are seen again.
pub(crate) const MAX_USER_LANGS: usize = 100_000;

/// How long a person not seated in a game is kept after they were last seen.
pub(crate) const USER_LANG_IDLE: Duration = Duration::from_secs(24 * 60 * 60);

/// How often people not seen for [`USER_LANG_IDLE`] are let go.
pub(crate) const SWEEP_EVERY: Duration = Duration::from_secs(10 * 60);

/// A person's language and when they were last seen.
struct Known {
    lang: Lang,
    seen: Instant,
}

/// Each person's language, by Telegram user id.
pub(crate) struct UserLangs {
    known: HashMap<u64, Known>,
    cap: usize,
}

impl Default for UserLangs {
    fn default() -> UserLangs {
        UserLangs::with_cap(MAX_USER_LANGS)
    }
}

impl UserLangs {
    /// An empty map keeping at most `cap` people (at least one).
    pub(crate) fn with_cap(cap: usize) -> UserLangs {
        UserLangs { known: HashMap::new(), cap: cap.max(1) }
    }

    /// `user`'s language, if known.
    pub(crate) fn get(&self, user: u64) -> Option<Lang> {
        self.known.get(&user).map(|k| k.lang)
    }

    /// How many people are kept.
    pub(crate) fn len(&self) -> usize {
        self.known.len()
    }

    /// `user`'s client speaks `lang`, seen `now`.
    pub(crate) fn learn(&mut self, user: u64, lang: Lang, now: Instant) {
        if let Some(known) = self.known.get_mut(&user) {
            *known = Known { lang, seen: now };
            return;
        }
        self.make_room();
        self.known.insert(user, Known { lang, seen: now });
    }

    /// `user`'s client speaks a language we have no texts in: they read the chat's.
    pub(crate) fn forget(&mut self, user: u64) {
        self.known.remove(&user);
    }

    /// `user`'s language as stored with their hand message at `now`, unless their client told
    /// it already.
    pub(crate) fn restore(&mut self, user: u64, lang: Lang, now: Instant) {
        if !self.known.contains_key(&user) {
            self.learn(user, lang, now);
        }
    }

    /// Lets go of the people last seen more than `idle` before `now`, except those in
    /// `seated` (a game in memory draws their hands in their language). Returns how many went.
    pub(crate) fn sweep(&mut self, now: Instant, idle: Duration, seated: &HashSet<u64>) -> usize {
        let before = self.known.len();
        self.known.retain(|user, known| {
            seated.contains(user) || now.saturating_duration_since(known.seen) <= idle
        });
        before - self.known.len()
    }

    /// At the cap, lets go of the least recently seen quarter (at least one) in one pass, so
    /// a flood of new people costs a sort now and then, not one per person. Only a flood of
    /// 100,000 people within a day reaches it; then a player seated but not seen lately may
    /// go too, and reads the chat's language until their client tells theirs again.
    fn make_room(&mut self) {
        if self.known.len() < self.cap {
            return;
        }
        let mut seen: Vec<Instant> = self.known.values().map(|k| k.seen).collect();
        let shed = (seen.len() / 4).max(1);
        let (_, newest_shed, _) = seen.select_nth_unstable(shed - 1);
        let threshold = *newest_shed;
        // Ties at the threshold go too: never fewer than `shed`.
        self.known.retain(|_, known| known.seen > threshold);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Under a flood of new people the map never passes its cap: the least recently seen go
    /// first, someone seen again lately stays, and a person let go is learnt again when seen.
    #[test]
    fn a_flood_of_new_people_stays_within_the_cap_and_the_oldest_go_first() {
        let start = Instant::now();
        let at = |s: u64| start + Duration::from_secs(s);
        let mut langs = UserLangs::with_cap(8);
        langs.learn(1, Lang::Hr, at(0));
        for user in 2..=1000 {
            // Person 1 keeps coming back.
            if user % 3 == 0 {
                langs.learn(1, Lang::Hr, at(user));
            }
            langs.learn(user, Lang::Ro, at(user));
            assert!(langs.len() <= 8, "{} kept after {user}", langs.len());
        }
        assert_eq!(langs.get(1), Some(Lang::Hr), "seen lately, kept");
        assert_eq!(langs.get(1000), Some(Lang::Ro), "the newest kept");
        assert_eq!(langs.get(2), None, "the oldest let go");
        langs.learn(2, Lang::Mk, at(1001));
        assert_eq!(langs.get(2), Some(Lang::Mk), "learnt again when seen");
        assert!(langs.len() <= 8);
    }

    /// The sweep lets go of people not seen for the idle time, unless seated in a game in
    /// memory; a language stored with a hand counts as seen when restored, and never
    /// overrides what a client told.
    #[test]
    fn people_not_seen_for_long_are_let_go_unless_seated() {
        let start = Instant::now();
        let at = |s: u64| start + Duration::from_secs(s);
        let idle = Duration::from_secs(100);
        let mut langs = UserLangs::default();
        langs.learn(1, Lang::Hr, at(0));
        langs.learn(2, Lang::Ro, at(0));
        langs.learn(3, Lang::Bs, at(50));
        langs.restore(3, Lang::En, at(60));
        langs.restore(4, Lang::Mk, at(60));
        assert_eq!(langs.get(3), Some(Lang::Bs), "the client's, not the stored one");
        let seated = HashSet::from([2]);
        assert_eq!(langs.sweep(at(100), idle, &seated), 0, "nobody idle yet");
        assert_eq!(langs.sweep(at(140), idle, &seated), 1);
        assert_eq!(
            [1, 2, 3, 4].map(|u| langs.get(u)),
            [None, Some(Lang::Ro), Some(Lang::Bs), Some(Lang::Mk)],
            "idle and not seated: let go"
        );
        assert_eq!(langs.sweep(at(1000), idle, &HashSet::new()), 3);
        assert_eq!(langs.len(), 0);
        langs.learn(1, Lang::Hr, at(1000));
        langs.forget(1);
        assert_eq!(langs.get(1), None, "a client in a language we have no texts in");
    }
}
