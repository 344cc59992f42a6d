//! Every legal capture for a played card.
//!
//! Cards of one rank are interchangeable for the question "can these be split into groups
//! worth v?", so the search runs on rank-count vectors: a `u64` holding one 4-bit count per rank
//! (the same nibble layout as [`CardSet`]). Groups are count vectors that fit the table; a
//! capture is any sum of groups that still fits. Only at the end is each distinct count vector
//! expanded into the concrete card sets it stands for (choose which of the equal-rank cards).
//!
//! Under forced capture (seed 004) a player must take everything the card can take, but may
//! choose how each ace counts, the table's and the played one: a capture is legal when, for
//! some choice of values, it is a union of groups that no other union contains. A choice is a
//! number of the table's aces counted 11 (which ones does not matter: aces are alike), and those
//! aces are searched as a 14th rank in nibble 13, folded back into the aces before listing.

use serde::Serialize;

use crate::cards::{Card, CardSet, Rank};

use super::{RuleSet, TablaBonus};

/// The high bit of each of the 13 rank nibbles and of nibble 13 (aces counted 11).
const HIGH: u64 = 0x0088_8888_8888_8888;
/// Nibble of the table's aces counted 11 in a forced-capture choice of ace values.
const ACE11: u8 = 13;
/// The 13 nibbles of the ranks.
const RANK_NIBBLES: u64 = (1 << 52) - 1;

/// A count vector with its aces counted 11 put back among the aces.
#[inline]
fn fold_aces(x: u64) -> u64 {
    (x & RANK_NIBBLES) + (x >> (4 * ACE11))
}
/// A group size limit that never binds.
const NO_LIMIT: u8 = 52;

/// Per-rank counts of a card set, one nibble per rank.
#[inline]
fn nibble_counts(set: u64) -> u64 {
    let x = set - ((set >> 1) & 0x5555_5555_5555_5555);
    (x & 0x3333_3333_3333_3333) + ((x >> 2) & 0x3333_3333_3333_3333)
}

/// Whether every nibble of `x` is at most the nibble of `bound` (nibbles of `bound` at most 4).
#[inline]
fn fits(x: u64, bound: u64) -> bool {
    ((bound | HIGH) - x) & HIGH == HIGH
}

#[inline]
fn nibble(x: u64, rank: u8) -> u8 {
    ((x >> (rank * 4)) & 0xF) as u8
}

/// Sum of all nibbles: the number of cards a count vector stands for.
#[inline]
fn total(x: u64) -> u32 {
    // Pairs of nibbles into bytes (at most 8 each), then all bytes summed in the top byte.
    let bytes = (x & 0x0F0F_0F0F_0F0F_0F0F) + ((x >> 4) & 0x0F0F_0F0F_0F0F_0F0F);
    (bytes.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}

/// Sub-masks of each 4-bit suit mask, by size: `SUBSETS[mask][k]` lists the subsets of size k.
const SUBSETS: ([[[u8; 6]; 5]; 16], [[u8; 5]; 16]) = build_subsets();

const fn build_subsets() -> ([[[u8; 6]; 5]; 16], [[u8; 5]; 16]) {
    let mut lists = [[[0u8; 6]; 5]; 16];
    let mut lens = [[0u8; 5]; 16];
    let mut mask = 0;
    while mask < 16 {
        let mut sub = 0;
        while sub < 16 {
            if sub & !mask == 0 {
                let k = (sub as u8).count_ones() as usize;
                lists[mask][k][lens[mask][k] as usize] = sub as u8;
                lens[mask][k] += 1;
            }
            sub += 1;
        }
        mask += 1;
    }
    (lists, lens)
}

/// The table, prepared once and reused for every card a player might play on it.
#[derive(Clone, Debug, Default)]
struct Prepared {
    set: CardSet,
    counts: u64,
    /// Counts of the summable cards only.
    summable: u64,
    /// Summable ranks present, ace excluded, highest first.
    ranks: [u8; 13],
    rank_count: usize,
    /// Largest sum the summable cards from `ranks[i]` on (aces included) can make.
    suffix_max: [u16; 14],
    aces: u8,
}

/// One way to split a capture into groups, and the played value it was made with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Partition {
    /// The value the played card took (1 or 11 for an ace).
    pub value: u8,
    /// The groups, each worth `value` (a same-rank match is a group of one).
    pub groups: Vec<CardSet>,
}

impl Partition {
    /// Summed value of the captured cards and the capturing card (the tablanette bonus).
    pub fn card_sum(&self) -> u32 {
        u32::from(self.value) * (self.groups.len() as u32 + 1)
    }
}

/// Capture generator for one rule set. Holds scratch space so listing allocates nothing
/// after warm-up; make one per thread.
#[derive(Clone, Debug)]
pub struct CaptureGen {
    rules: RuleSet,
    values: [u8; 13],
    summable: [bool; 13],
    summable_mask: u64,
    largest: u8,
    table: Prepared,
    /// The counts unions must fit in: the table's, or (with a choice of ace values) the table's
    /// with `elevens` of its aces moved to nibble 13.
    bound: u64,
    /// Under a choice of ace values, how many of the table's aces count 11 (`None`: each ace
    /// counts 1 or 11 group by group).
    elevens: Option<u8>,
    groups: Vec<u64>,
    accs: Vec<u64>,
    per_value: Vec<u64>,
}

impl CaptureGen {
    /// A generator for these rules.
    pub fn new(rules: &RuleSet) -> CaptureGen {
        let mut values = [0u8; 13];
        let mut summable = [false; 13];
        let mut summable_mask = 0u64;
        for rank in Rank::ALL {
            let i = rank.index() as usize;
            values[i] = rules.values(rank).first().copied().unwrap_or(0);
            summable[i] = rules.summable(rank);
            if summable[i] {
                summable_mask |= 0xF << (4 * i);
            }
        }
        CaptureGen {
            rules: rules.clone(),
            values,
            summable,
            summable_mask,
            largest: rules.largest_group.unwrap_or(NO_LIMIT),
            table: Prepared::default(),
            bound: 0,
            elevens: None,
            groups: Vec::new(),
            accs: Vec::new(),
            per_value: Vec::new(),
        }
    }

    /// The rules this generator follows.
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    fn prepare(&mut self, table: CardSet) {
        if self.table.set == table {
            return;
        }
        let counts = nibble_counts(table.0);
        let summable = counts & self.summable_mask;
        let mut p = Prepared { set: table, counts, summable, ..Prepared::default() };
        for r in (1..13u8).rev() {
            if nibble(summable, r) > 0 {
                p.ranks[p.rank_count] = r;
                p.rank_count += 1;
            }
        }
        p.aces = nibble(summable, 0);
        let ace_top = if self.rules.values(Rank::Ace).len() > 1 { 11 } else { 1 };
        let mut acc = u16::from(p.aces) * ace_top;
        p.suffix_max[p.rank_count] = acc;
        for i in (0..p.rank_count).rev() {
            let r = p.ranks[i];
            acc += u16::from(nibble(summable, r)) * u16::from(self.values[r as usize]);
            p.suffix_max[i] = acc;
        }
        self.table = p;
        self.choose_aces(None);
    }

    /// Sets how the prepared table's aces count: `None`, each as its group needs; `Some(m)`,
    /// `m` of them 11 and the others 1.
    fn choose_aces(&mut self, elevens: Option<u8>) {
        self.elevens = elevens;
        self.bound = match elevens {
            None => self.table.counts,
            Some(m) => self.table.counts - u64::from(m) + (u64::from(m) << (4 * ACE11)),
        };
    }

    /// The choices of ace values to search for `played` worth `value`: under forced capture,
    /// every number of the table's aces counted 11 when some sum of the card holds an ace
    /// (each choice has its own maximal captures); otherwise one search with free aces.
    fn ace_choices(&mut self, played: Rank, value: u8) -> AceChoices {
        let aces = self.table.aces;
        self.choose_aces(None);
        if !self.rules.forced_capture || aces == 0 || self.rules.values(Rank::Ace).len() < 2 {
            return AceChoices::free();
        }
        self.find_groups(played, value);
        // A group of one is a match by rank: what an ace counts does not change it.
        if self.groups.iter().all(|&g| g & 0xF == 0 || total(g) == 1) {
            return AceChoices::free();
        }
        AceChoices::counted(aces)
    }

    /// The played values worth searching: a free ace's value 1 adds nothing to value 11
    /// (its only groups are single aces, which 11 matches by rank too) unless each value's
    /// maximal captures are wanted separately, as under forced capture.
    fn played_values(&self, rank: Rank) -> &'static [u8] {
        let values = self.rules.values(rank);
        if values.len() > 1 && !self.rules.forced_capture {
            &values[1..]
        } else {
            values
        }
    }

    /// Appends to `self.groups` every group worth `value` that fits in the prepared table, its
    /// aces counted as [`CaptureGen::choose_aces`] set.
    fn find_groups(&mut self, played: Rank, value: u8) {
        self.groups.clear();
        let r = played.index();
        match (r, self.elevens) {
            (0, Some(m)) => {
                // An ace matches an ace by rank, whatever either counts.
                if self.table.aces > m {
                    self.groups.push(1);
                }
                if m > 0 {
                    self.groups.push(1 << (4 * ACE11));
                }
            }
            _ if nibble(self.table.counts, r) > 0 => self.groups.push(1 << (4 * r)),
            _ => {}
        }
        if !self.summable[r as usize] || self.largest < 2 {
            return;
        }
        let ace11 = self.rules.values(Rank::Ace).len() > 1;
        let aces = match self.elevens {
            None => Aces::Free { ace11 },
            Some(m) => Aces::Counted { ones: self.table.aces - m, elevens: m },
        };
        let mut search = GroupSearch {
            table: &self.table,
            values: &self.values,
            largest: self.largest,
            aces,
            out: &mut self.groups,
        };
        search.run(0, u16::from(value), 0, 0);
    }

    /// Fills `self.accs` with every distinct count vector that is a union of groups.
    fn unions(&mut self) {
        self.accs.clear();
        let bound = self.bound;
        let groups = &self.groups;
        let accs = &mut self.accs;
        fn rec(groups: &[u64], start: usize, acc: u64, bound: u64, out: &mut Vec<u64>) {
            for i in start..groups.len() {
                let next = acc + groups[i];
                if fits(next, bound) {
                    out.push(next);
                    rec(groups, i, next, bound, out);
                }
            }
        }
        rec(groups, 0, 0, bound, accs);
        if self.groups.len() > 1 {
            accs.sort_unstable();
            accs.dedup();
        }
    }

    /// Keeps only count vectors that no other one contains (forced capture). Biggest first:
    /// a vector contained in another is contained in a maximal one already kept, so each is
    /// compared with the kept ones only.
    fn keep_maximal(accs: &mut Vec<u64>) {
        accs.sort_unstable_by_key(|&a| (std::cmp::Reverse(total(a)), a));
        let mut kept: Vec<u64> = Vec::new();
        for &a in accs.iter() {
            if !kept.iter().any(|&b| b != a && fits(a, b)) {
                kept.push(a);
            }
        }
        *accs = kept;
    }

    /// Distinct capture count vectors for a played card, in `self.per_value`.
    fn count_vectors(&mut self, card: Card) {
        self.per_value.clear();
        let rank = card.rank();
        let values = self.played_values(rank);
        let mut searches = 0;
        for &value in values {
            for choice in self.ace_choices(rank, value) {
                self.choose_aces(choice);
                self.find_groups(rank, value);
                if self.groups.is_empty() {
                    continue;
                }
                searches += 1;
                self.unions();
                if self.rules.forced_capture {
                    CaptureGen::keep_maximal(&mut self.accs);
                }
                self.per_value.extend(self.accs.iter().map(|&v| fold_aces(v)));
            }
        }
        if searches > 1 {
            self.per_value.sort_unstable();
            self.per_value.dedup();
        }
    }

    /// Appends the legal captures of `card` on `table` to `out` (trailing not included), at
    /// most [`LIST_LIMIT`] of them; returns whether that is every one. `card` must not be on the
    /// table. Bounded for any table (see [`CaptureGen::list_limited`]).
    pub fn list_into(&mut self, table: CardSet, card: Card, out: &mut Vec<CardSet>) -> bool {
        self.list_limited(table, card, LIST_LIMIT, out)
    }

    /// The legal captures of `card` on `table`, largest first, at most [`LIST_LIMIT`].
    pub fn list(&mut self, table: CardSet, card: Card) -> Vec<CardSet> {
        self.listing(table, card, LIST_LIMIT).options
    }

    /// At most `limit` legal captures of `card` on `table`, largest first, and whether they are
    /// all there are. The work is bounded by `limit`, whatever the table: a table of 20 or more
    /// cards can have millions of captures.
    pub fn listing(&mut self, table: CardSet, card: Card, limit: usize) -> Listing {
        let mut options = Vec::new();
        let complete = self.list_limited(table, card, limit, &mut options);
        sort_largest_first(&mut options);
        Listing { options, complete }
    }

    /// Appends at most `limit` distinct legal captures of `card` on `table` to `out` and returns
    /// whether they are every one. When they are not, the list holds a largest capture of
    /// each value the card can take and the captures of the fewest groups (single groups
    /// first): any other legal set can still be named and is checked by
    /// [`CaptureGen::is_legal`].
    pub fn list_limited(
        &mut self,
        table: CardSet,
        card: Card,
        limit: usize,
        out: &mut Vec<CardSet>,
    ) -> bool {
        if table.is_empty() || limit == 0 {
            return table.is_empty();
        }
        if self.rules.sweeps(card.rank()) {
            out.push(table);
            return true;
        }
        self.prepare(table);
        let rank = card.rank();
        let mut vectors: Vec<u64> = Vec::new();
        let mut complete = true;
        for &value in self.played_values(rank) {
            for choice in self.ace_choices(rank, value) {
                self.choose_aces(choice);
                self.find_groups(rank, value);
                if self.groups.is_empty() {
                    continue;
                }
                let (found, all) = if self.rules.forced_capture {
                    self.maximal_unions(limit)
                } else {
                    let (mut found, all) = self.unions_bounded(limit);
                    if !all {
                        found.extend(self.max_packing());
                    }
                    (found, all)
                };
                complete &= all;
                vectors.extend(found.into_iter().map(fold_aces));
            }
        }
        vectors.sort_unstable();
        vectors.dedup();
        let counts = self.table.counts;
        let stands_for =
            vectors.iter().fold(0usize, |n, &v| n.saturating_add(expansions(v, counts)));
        if stands_for > limit {
            // The biggest first, so the cut keeps them.
            vectors.sort_by_key(|&v| std::cmp::Reverse(total(v)));
        }
        let before = out.len();
        let mut expanded = Vec::new();
        for (i, &v) in vectors.iter().enumerate() {
            expanded.clear();
            expand(v, table.0, &mut expanded);
            let room = limit - (out.len() - before);
            if expanded.len() > room {
                out.extend_from_slice(&expanded[..room]);
                return false;
            }
            out.extend_from_slice(&expanded);
            if expanded.len() == room && i + 1 < vectors.len() {
                return false;
            }
        }
        complete
    }

    /// Distinct unions of `self.groups` that fit the prepared table, fewest groups first, until
    /// they stand for `limit` captures; and whether that was all of them.
    fn unions_bounded(&mut self, limit: usize) -> (Vec<u64>, bool) {
        self.unions_within(limit, SEEN_LIMIT.max(limit))
    }

    /// As [`CaptureGen::unions_bounded`], keeping track of at most `most_seen` unions.
    fn unions_within(&mut self, limit: usize, most_seen: usize) -> (Vec<u64>, bool) {
        let bound = self.bound;
        let counts = self.table.counts;
        let mut seen: Memo<()> = Memo::default();
        let mut queue = std::collections::VecDeque::new();
        let mut found = Vec::new();
        let mut stands_for = 0usize;
        for &g in &self.groups {
            if seen.insert(g, ()).is_none() {
                queue.push_back(g);
            }
        }
        while let Some(u) = queue.pop_front() {
            found.push(u);
            stands_for = stands_for.saturating_add(expansions(fold_aces(u), counts));
            if stands_for >= limit {
                return (found, queue.is_empty() && self.no_bigger_union(u, bound, &seen));
            }
            // Each union seen is kept until the end: their number is bounded too.
            if seen.len() > most_seen {
                return (found, false);
            }
            for &g in &self.groups {
                let next = u + g;
                if fits(next, bound) && seen.insert(next, ()).is_none() {
                    queue.push_back(next);
                }
            }
        }
        (found, true)
    }

    /// Whether no group extends `u` to a union not yet seen (the search would find no more).
    fn no_bigger_union(&self, u: u64, bound: u64, seen: &Memo<()>) -> bool {
        self.groups.iter().all(|&g| !fits(u + g, bound) || seen.contains_key(&(u + g)))
    }

    /// The unions no other union contains (forced capture), bounded like
    /// [`CaptureGen::unions_bounded`]. When there are too many unions to compare them all, the
    /// largest union and greedy extensions of the smaller ones, each checked to be maximal.
    fn maximal_unions(&mut self, limit: usize) -> (Vec<u64>, bool) {
        // Every union is needed to know which are maximal; up to a bound, they are all found.
        let (mut all, complete) = self.unions_within(usize::MAX, FORCED_UNIONS);
        if complete {
            CaptureGen::keep_maximal(&mut all);
            return (all, true);
        }
        let bound = self.bound;
        let counts = self.table.counts;
        // A largest union is maximal. Greedy extensions of the simplest unions are maximal
        // only when no other union contains them: checked within one budget for them all.
        let mut out: Vec<u64> = self.max_packing().into_iter().collect();
        let mut budget = FORCED_CHECKS;
        for &start in &all {
            let mut u = start;
            while let Some(&g) = self.groups.iter().find(|&&g| fits(u + g, bound)) {
                u += g;
            }
            if out.contains(&u) {
                continue;
            }
            match self.strict_superset_within(u, &mut budget) {
                Some(false) => out.push(u),
                Some(true) => {}
                None => break,
            }
            let stands_for: usize = out.iter().map(|&v| expansions(fold_aces(v), counts)).sum();
            if stands_for >= limit {
                break;
            }
        }
        (out, false)
    }

    /// Whether some union of `self.groups` within the prepared table strictly contains `x`.
    fn has_strict_superset(&self, x: u64) -> bool {
        let mut unlimited = usize::MAX;
        self.strict_superset_within(x, &mut unlimited).unwrap_or(true)
    }

    /// [`CaptureGen::has_strict_superset`] visiting at most `budget` unions (taken from it);
    /// `None` when that was not enough to know. Depth-first over unions that cover `x` lowest
    /// rank first, each visited once.
    fn strict_superset_within(&self, x: u64, budget: &mut usize) -> Option<bool> {
        let bound = self.bound;
        let mut failed: Memo<()> = Memo::default();
        fn search(
            groups: &[u64],
            acc: u64,
            x: u64,
            bound: u64,
            failed: &mut Memo<()>,
            budget: &mut usize,
        ) -> Option<bool> {
            if fits(x, acc) {
                return Some(acc != x || groups.iter().any(|&g| fits(x + g, bound)));
            }
            if failed.contains_key(&acc) {
                return Some(false);
            }
            *budget = budget.checked_sub(1)?;
            let low = (0..=ACE11).find(|&r| nibble(acc, r) < nibble(x, r)).unwrap_or(0);
            for &g in groups {
                if nibble(g, low) > 0
                    && fits(acc + g, bound)
                    && search(groups, acc + g, x, bound, failed, budget)?
                {
                    return Some(true);
                }
            }
            failed.insert(acc, ());
            Some(false)
        }
        search(&self.groups, 0, x, bound, &mut failed, budget)
    }

    /// A union of `self.groups` with the most cards in the prepared table (none: `None`).
    /// Memoised on the cards left, lowest rank first: bounded for any table.
    fn max_packing(&self) -> Option<u64> {
        let mut memo: Memo<u8> = Memo::default();
        fn best(groups: &[u64], left: u64, memo: &mut Memo<u8>) -> u8 {
            if left == 0 {
                return 0;
            }
            if let Some(&known) = memo.get(&left) {
                return known;
            }
            let low = (left.trailing_zeros() / 4) as u8;
            // Leave one card of the lowest rank out, or take it in some group.
            let mut most = best(groups, left - (1 << (4 * low)), memo);
            for &g in groups {
                if nibble(g, low) > 0 && fits(g, left) {
                    most = most.max(total(g) as u8 + best(groups, left - g, memo));
                }
            }
            memo.insert(left, most);
            most
        }
        let mut left = self.bound & self.rank_mask();
        if best(&self.groups, left, &mut memo) == 0 {
            return None;
        }
        // Walk the choices that keep the best count.
        let mut taken = 0u64;
        while left != 0 {
            let goal = best(&self.groups, left, &mut memo);
            if goal == 0 {
                break;
            }
            let low = (left.trailing_zeros() / 4) as u8;
            let take = self.groups.iter().copied().find(|&g| {
                nibble(g, low) > 0
                    && fits(g, left)
                    && total(g) as u8 + best(&self.groups, left - g, &mut memo) == goal
            });
            match take {
                Some(g) => {
                    taken += g;
                    left -= g;
                }
                None => left -= 1 << (4 * low),
            }
        }
        Some(taken)
    }

    /// The nibbles of the ranks any group of the current search can use.
    fn rank_mask(&self) -> u64 {
        self.groups.iter().fold(0, |m, &g| {
            let mut m = m;
            for r in 0..=ACE11 {
                if nibble(g, r) > 0 {
                    m |= 0xF << (4 * r);
                }
            }
            m
        })
    }

    /// How many distinct captures `card` has, without listing them. Exact, so exponential in
    /// the table: for tests and tools on tables of up to about 20 cards, never on a live path.
    pub fn count(&mut self, table: CardSet, card: Card) -> u64 {
        if table.is_empty() {
            return 0;
        }
        if self.rules.sweeps(card.rank()) {
            return 1;
        }
        self.prepare(table);
        self.count_vectors(card);
        let counts = self.table.counts;
        self.per_value.iter().map(|&acc| expansions(acc, counts) as u64).sum()
    }

    /// Whether `card` may capture something on `table`.
    pub fn can_capture(&mut self, table: CardSet, card: Card) -> bool {
        if table.is_empty() {
            return false;
        }
        if self.rules.sweeps(card.rank()) {
            return true;
        }
        self.prepare(table);
        self.choose_aces(None);
        let rank = card.rank();
        for &value in self.played_values(rank) {
            self.find_groups(rank, value);
            if !self.groups.is_empty() {
                return true;
            }
        }
        false
    }

    /// A capture of `card` taking the most cards, found without listing every capture.
    pub fn largest(&mut self, table: CardSet, card: Card) -> Option<CardSet> {
        if table.is_empty() {
            return None;
        }
        if self.rules.sweeps(card.rank()) {
            return Some(table);
        }
        self.prepare(table);
        // The most cards any choice of ace values takes: with free aces, the largest union is
        // maximal for the choice its aces make.
        self.choose_aces(None);
        let rank = card.rank();
        let mut best: Option<u64> = None;
        for &value in self.played_values(rank) {
            self.find_groups(rank, value);
            if let Some(v) = self.max_packing() {
                if best.is_none_or(|b| total(v) > total(b)) {
                    best = Some(v);
                }
            }
        }
        best.map(|v| first_expansion(v, table.0))
    }

    /// Whether taking `chosen` with `card` is legal (`chosen` empty means trailing). Bounded
    /// for any table: an exact cover of the chosen cards, memoised.
    pub fn is_legal(&mut self, table: CardSet, card: Card, chosen: CardSet) -> bool {
        if !table.is_superset(chosen) || table.contains(card) {
            return false;
        }
        if chosen.is_empty() {
            return !self.rules.forced_capture || !self.can_capture(table, card);
        }
        if self.rules.sweeps(card.rank()) {
            return chosen == table;
        }
        if !self.rules.forced_capture {
            return self.best_cover(card, chosen, false).is_some();
        }
        // Forced: for some value of the card and of the aces, a union of groups that no other
        // union contains.
        self.prepare(table);
        let x = nibble_counts(chosen.0);
        let rank = card.rank();
        for &value in self.played_values(rank) {
            for choice in self.ace_choices(rank, value) {
                self.choose_aces(choice);
                self.find_groups(rank, value);
                // The chosen aces split between those counted 1 and those counted 11 every way
                // the choice allows.
                let aces = nibble(x, 0);
                let (low, high) = match choice {
                    None => (0, 0),
                    Some(m) => (aces.saturating_sub(self.table.aces - m), aces.min(m)),
                };
                for elevens in low..=high {
                    let x = x - u64::from(elevens) + (u64::from(elevens) << (4 * ACE11));
                    let mut failed = Memo::default();
                    if exact_cover(&self.groups, x, &mut Vec::new(), &mut failed).is_some()
                        && !self.has_strict_superset(x)
                    {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// What a tabla made by `card` taking `take` (the whole table) is worth by the rules' tabla
    /// bonus, before any cap. A tablanette scores the captured values and the card's: for a
    /// sweeping jack (which has no value) that counts, the cards it took at their highest.
    pub fn tabla_bonus(&mut self, card: Card, take: CardSet) -> u32 {
        match self.rules.tabla_bonus {
            TablaBonus::None => 0,
            TablaBonus::Points(p) => u32::from(p),
            TablaBonus::CardSum => match self.partition(card, take, true) {
                Some(p) => p.card_sum(),
                None => take
                    .iter()
                    .map(|c| u32::from(self.rules.values(c.rank()).last().copied().unwrap_or(0)))
                    .sum(),
            },
        }
    }

    /// One way to split a legal capture into groups; with `best`, the split worth the most as a
    /// tablanette (the most groups at the highest played value). `None` if `chosen` is not a
    /// union of groups for `card`.
    pub fn partition(&mut self, card: Card, chosen: CardSet, best: bool) -> Option<Partition> {
        if chosen.is_empty() || chosen.contains(card) || self.rules.sweeps(card.rank()) {
            return None;
        }
        let (value, patterns) = self.best_cover(card, chosen, best)?;
        let mut left = chosen.0;
        let groups = patterns
            .iter()
            .map(|&p| {
                let mut group = 0u64;
                for r in 0..13u8 {
                    for _ in 0..nibble(p, r) {
                        let of_rank = left & (0xF << (4 * r));
                        let lowest = of_rank & of_rank.wrapping_neg();
                        group |= lowest;
                        left &= !lowest;
                    }
                }
                CardSet(group)
            })
            .collect();
        Some(Partition { value, groups })
    }

    /// Exact cover of `chosen`'s count vector by groups; the first found, or the one with the
    /// largest `value * (groups + 1)`.
    fn best_cover(&mut self, card: Card, chosen: CardSet, best: bool) -> Option<(u8, Vec<u64>)> {
        self.prepare(chosen);
        self.choose_aces(None);
        let rank = card.rank();
        let target = self.table.counts;
        let mut found: Option<(u8, Vec<u64>)> = None;
        let values = self.rules.values(rank);
        for &value in values.iter().rev() {
            self.find_groups(rank, value);
            let cover = if best {
                most_groups_cover(&self.groups, target)
            } else {
                exact_cover(&self.groups, target, &mut Vec::new(), &mut Memo::default())
            };
            if let Some(groups) = cover {
                let worth = |v: u8, g: &[u64]| u32::from(v) * (g.len() as u32 + 1);
                if found.as_ref().is_none_or(|(v, g)| worth(value, &groups) > worth(*v, g)) {
                    found = Some((value, groups));
                }
                if !best {
                    break;
                }
            }
        }
        found
    }
}

/// A bounded list of captures (see [`CaptureGen::listing`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Listing {
    /// Distinct legal captures, largest first.
    pub options: Vec<CardSet>,
    /// Whether they are every legal capture.
    pub complete: bool,
}

/// Most captures [`CaptureGen::list`] returns for one card: every one on tables of up to about
/// 18 cards, a bounded selection beyond.
pub const LIST_LIMIT: usize = 1 << 16;

/// Most distinct unions a listing keeps track of (beyond its limit).
const SEEN_LIMIT: usize = 1 << 18;

/// Under forced capture, the most unions gathered to find the maximal ones among them.
const FORCED_UNIONS: usize = 1 << 14;

/// Under forced capture, the most unions visited to check that cut listings' captures are
/// maximal.
const FORCED_CHECKS: usize = 1 << 15;

/// A memo keyed by count vector (a fast mix: the keys are not chosen by anyone).
type Memo<V> = std::collections::HashMap<u64, V, std::hash::BuildHasherDefault<CountVectorHasher>>;

/// Hashes one `u64` count vector.
#[derive(Clone, Copy, Debug, Default)]
struct CountVectorHasher(u64);

impl std::hash::Hasher for CountVectorHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u64(&mut self, x: u64) {
        let h = (self.0 ^ x).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.0 = h ^ (h >> 31);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

/// How many card sets of the table (`counts`) the count vector `acc` stands for.
fn expansions(acc: u64, counts: u64) -> usize {
    (0..13u8)
        .map(|r| BINOMIAL[nibble(counts, r) as usize][nibble(acc, r) as usize] as usize)
        .product()
}

/// Depth-first exact cover of `left` by `groups` (each usable any number of times): the first
/// cover found. Branching on the lowest rank left finds each cover once; `failed` remembers the
/// remainders that cannot be covered, so no remainder is searched twice.
fn exact_cover(
    groups: &[u64],
    left: u64,
    path: &mut Vec<u64>,
    failed: &mut Memo<()>,
) -> Option<Vec<u64>> {
    if left == 0 {
        return Some(path.clone());
    }
    if failed.contains_key(&left) {
        return None;
    }
    let low_rank = (left.trailing_zeros() / 4) as u8;
    for &g in groups {
        if nibble(g, low_rank) > 0 && fits(g, left) {
            path.push(g);
            let found = exact_cover(groups, left - g, path, failed);
            path.pop();
            if found.is_some() {
                return found;
            }
        }
    }
    failed.insert(left, ());
    None
}

/// The exact cover of `target` with the most groups, memoised on the remainder.
fn most_groups_cover(groups: &[u64], target: u64) -> Option<Vec<u64>> {
    // For each remainder: the most groups that cover it, or -1 when none does.
    fn most(groups: &[u64], left: u64, memo: &mut Memo<i32>) -> i32 {
        if left == 0 {
            return 0;
        }
        if let Some(&known) = memo.get(&left) {
            return known;
        }
        let low_rank = (left.trailing_zeros() / 4) as u8;
        let mut best = -1;
        for &g in groups {
            if nibble(g, low_rank) > 0 && fits(g, left) {
                let rest = most(groups, left - g, memo);
                if rest >= 0 {
                    best = best.max(rest + 1);
                }
            }
        }
        memo.insert(left, best);
        best
    }
    let mut memo = Memo::default();
    if most(groups, target, &mut memo) < 0 {
        return None;
    }
    let mut left = target;
    let mut path = Vec::new();
    while left != 0 {
        let goal = most(groups, left, &mut memo);
        let low_rank = (left.trailing_zeros() / 4) as u8;
        let g = groups.iter().copied().find(|&g| {
            nibble(g, low_rank) > 0
                && fits(g, left)
                && most(groups, left - g, &mut memo) == goal - 1
        })?;
        path.push(g);
        left -= g;
    }
    Some(path)
}

/// How the table's aces count in a group search.
#[derive(Clone, Copy, Debug)]
enum Aces {
    /// Each ace 1, or 11 too when the rules allow (`ace11`), as the group needs.
    Free {
        /// Aces may count 11.
        ace11: bool,
    },
    /// `ones` aces count 1 and `elevens` count 11 (nibble 13).
    Counted {
        /// Aces counted 1.
        ones: u8,
        /// Aces counted 11.
        elevens: u8,
    },
}

/// The choices of ace values a search goes through: one with free aces, or each number of the
/// table's aces counted 11, from none to all.
#[derive(Clone, Copy, Debug)]
struct AceChoices {
    /// The most aces counted 11 (`None`: free aces, one pass).
    most: Option<u8>,
    next: u8,
    done: bool,
}

impl AceChoices {
    fn free() -> AceChoices {
        AceChoices { most: None, next: 0, done: false }
    }

    fn counted(aces: u8) -> AceChoices {
        AceChoices { most: Some(aces), next: 0, done: false }
    }
}

impl Iterator for AceChoices {
    type Item = Option<u8>;
    fn next(&mut self) -> Option<Option<u8>> {
        if self.done {
            return None;
        }
        match self.most {
            None => {
                self.done = true;
                Some(None)
            }
            Some(most) => {
                let m = self.next;
                self.done = m >= most;
                self.next += 1;
                Some(Some(m))
            }
        }
    }
}

/// Recursive search for groups of two or more summable cards worth a value.
struct GroupSearch<'a> {
    table: &'a Prepared,
    values: &'a [u8; 13],
    largest: u8,
    aces: Aces,
    out: &'a mut Vec<u64>,
}

impl GroupSearch<'_> {
    fn run(&mut self, i: usize, remaining: u16, size: u8, pattern: u64) {
        if remaining == 0 {
            if size >= 2 {
                self.out.push(pattern);
            }
            return;
        }
        if size >= self.largest || remaining > self.table.suffix_max[i] {
            return;
        }
        if i == self.table.rank_count {
            self.aces_last(remaining, size, pattern);
            return;
        }
        let r = self.table.ranks[i];
        let value = u16::from(self.values[r as usize]);
        let available = u16::from(nibble(self.table.summable, r));
        let most = available.min(remaining / value).min(u16::from(self.largest - size));
        for k in 0..=most {
            self.run(
                i + 1,
                remaining - k * value,
                size + k as u8,
                pattern + (u64::from(k) << (4 * r)),
            );
        }
    }

    /// Only aces are left to make `remaining`.
    fn aces_last(&mut self, remaining: u16, size: u8, pattern: u64) {
        let fits = |cards: u16| {
            let total = u16::from(size) + cards;
            total >= 2 && total <= u16::from(self.largest)
        };
        match self.aces {
            Aces::Free { ace11 } => {
                // k aces, j of them counted as 11, make k + 10j.
                let max_j = if ace11 { remaining / 10 } else { 0 };
                for j in 0..=max_j {
                    let k = remaining - 10 * j;
                    if k >= j && k <= u16::from(self.table.aces) && fits(k) {
                        self.out.push(pattern + u64::from(k));
                    }
                }
            }
            Aces::Counted { ones, elevens } => {
                // j aces counted 11 and k counted 1 make 11j + k.
                for j in 0..=u16::from(elevens).min(remaining / 11) {
                    let k = remaining - 11 * j;
                    if k <= u16::from(ones) && fits(j + k) {
                        self.out.push(pattern + u64::from(k) + (u64::from(j) << (4 * ACE11)));
                    }
                }
            }
        }
    }
}

const BINOMIAL: [[u64; 5]; 5] =
    [[1, 0, 0, 0, 0], [1, 1, 0, 0, 0], [1, 2, 1, 0, 0], [1, 3, 3, 1, 0], [1, 4, 6, 4, 1]];

/// Appends every card set with the counts `acc` drawn from `table`.
fn expand(acc: u64, table: u64, out: &mut Vec<CardSet>) {
    // Ranks where a choice of suits remains; the others are taken whole or not at all.
    let mut fixed = 0u64;
    let mut choice_ranks = [0u8; 13];
    let mut choice_masks = [0u8; 13];
    let mut n = 0;
    let mut x = acc;
    while x != 0 {
        let r = (x.trailing_zeros() / 4) as u8;
        let k = nibble(acc, r) as usize;
        let mask = nibble(table, r) as usize;
        x &= !(0xF << (4 * r));
        if k == mask.count_ones() as usize {
            fixed |= (mask as u64) << (4 * r);
        } else {
            choice_ranks[n] = r;
            choice_masks[n] = ((mask << 3) | k) as u8;
            n += 1;
        }
    }
    if n == 0 {
        out.push(CardSet(fixed));
        return;
    }
    let (lists, lens) = &SUBSETS;
    let mut idx = [0u8; 13];
    loop {
        let mut set = fixed;
        for j in 0..n {
            let mask = (choice_masks[j] >> 3) as usize;
            let k = (choice_masks[j] & 7) as usize;
            set |= u64::from(lists[mask][k][idx[j] as usize]) << (4 * choice_ranks[j]);
        }
        out.push(CardSet(set));
        // Odometer over the choices.
        let mut j = 0;
        loop {
            if j == n {
                return;
            }
            let mask = (choice_masks[j] >> 3) as usize;
            let k = (choice_masks[j] & 7) as usize;
            idx[j] += 1;
            if idx[j] < lens[mask][k] {
                break;
            }
            idx[j] = 0;
            j += 1;
        }
    }
}

/// The card set with counts `acc` that takes the lowest suits of each rank.
fn first_expansion(acc: u64, table: u64) -> CardSet {
    let mut set = 0u64;
    for r in 0..13u8 {
        let k = nibble(acc, r) as usize;
        if k > 0 {
            let mask = nibble(table, r) as usize;
            set |= u64::from(SUBSETS.0[mask][k][0]) << (4 * r);
        }
    }
    CardSet(set)
}

/// Orders captures for people: most cards first, then by card order.
pub(crate) fn sort_largest_first(options: &mut [CardSet]) {
    options.sort_unstable_by(|a, b| b.len().cmp(&a.len()).then(a.0.cmp(&b.0)));
}

/// The reference generator: every subset of the table tested against the rules as written,
/// card by card, with no shared code with [`CaptureGen`]. Slow (exponential); for tests.
///
/// Under forced capture every assignment of 1 or 11 to each of the table's aces is tried one
/// by one (with the played card's values): a capture is legal when, for one of them, it splits
/// into groups and no larger set of the table does.
pub fn naive_captures(rules: &RuleSet, table: CardSet, card: Card) -> Vec<CardSet> {
    if table.is_empty() {
        return Vec::new();
    }
    if rules.sweeps(card.rank()) {
        return vec![table];
    }
    let cards: Vec<Card> = table.iter().collect();
    let aces: Vec<usize> = (0..cards.len()).filter(|&i| cards[i].rank() == Rank::Ace).collect();
    // Each table card's values: free (every value of its rank), or one per assignment.
    let mut assignments: Vec<Vec<Vec<u8>>> = Vec::new();
    let free: Vec<Vec<u8>> = cards.iter().map(|c| rules.values(c.rank()).to_vec()).collect();
    if rules.forced_capture && rules.values(Rank::Ace).len() > 1 {
        for bits in 0u32..(1 << aces.len()) {
            let mut values = free.clone();
            for (j, &i) in aces.iter().enumerate() {
                values[i] = vec![if bits & (1 << j) != 0 { 11 } else { 1 }];
            }
            assignments.push(values);
        }
    } else {
        assignments.push(free);
    }
    let mut result: Vec<CardSet> = Vec::new();
    for &value in rules.values(card.rank()) {
        for values in &assignments {
            let mut legal: Vec<CardSet> = Vec::new();
            for bits in 1u64..(1u64 << cards.len()) {
                let subset: Vec<usize> =
                    (0..cards.len()).filter(|i| bits & (1 << i) != 0).collect();
                if splits_into_groups(rules, &cards, values, card, value, &subset) {
                    legal.push(subset.iter().map(|&i| cards[i]).collect());
                }
            }
            if rules.forced_capture {
                let all = legal.clone();
                legal.retain(|s| !all.iter().any(|t| t != s && t.is_superset(*s)));
            }
            result.extend(legal);
        }
    }
    result.sort_unstable();
    result.dedup();
    sort_largest_first(&mut result);
    result
}

/// Whether the table cards at `subset` can be split into groups that `played` (worth `value`)
/// may capture, each table card counting one of its `values`.
fn splits_into_groups(
    rules: &RuleSet,
    cards: &[Card],
    values: &[Vec<u8>],
    played: Card,
    value: u8,
    subset: &[usize],
) -> bool {
    let Some((&first, rest)) = subset.split_first() else {
        return true;
    };
    // `first` belongs to some group: try every choice of its companions.
    for bits in 0u64..(1u64 << rest.len()) {
        let mut group = vec![first];
        let mut others = Vec::new();
        for (i, &c) in rest.iter().enumerate() {
            if bits & (1 << i) != 0 {
                group.push(c);
            } else {
                others.push(c);
            }
        }
        if is_group(rules, cards, values, played, value, &group)
            && splits_into_groups(rules, cards, values, played, value, &others)
        {
            return true;
        }
    }
    false
}

/// A same-rank match, or two or more summable cards whose values add up.
fn is_group(
    rules: &RuleSet,
    cards: &[Card],
    values: &[Vec<u8>],
    played: Card,
    value: u8,
    group: &[usize],
) -> bool {
    if group.len() == 1 {
        return cards[group[0]].rank() == played.rank();
    }
    if !rules.summable(played.rank()) || group.iter().any(|&i| !rules.summable(cards[i].rank())) {
        return false;
    }
    if let Some(limit) = rules.largest_group {
        if group.len() > usize::from(limit) {
            return false;
        }
    }
    let mut sums = vec![0u32];
    for &i in group {
        sums = sums.iter().flat_map(|s| values[i].iter().map(move |v| s + u32::from(*v))).collect();
    }
    sums.contains(&u32::from(value))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::cards;
    use crate::rules::Variant;

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    fn options(variant: Variant, table: &str, play: &str) -> Vec<CardSet> {
        let rules = RuleSet::preset(variant);
        let fast = CaptureGen::new(&rules).list(cards(table), card(play));
        let naive = naive_captures(&rules, cards(table), card(play));
        assert_eq!(fast, naive, "{variant} table {table} play {play}");
        fast
    }

    #[test]
    fn nibble_helpers() {
        assert_eq!(nibble_counts(cards("7S 7H 7C KD").0), (3 << 24) | (1 << 48));
        assert!(fits(0x21, 0x32));
        assert!(!fits(0x41, 0x32));
        assert_eq!(total(0x0004_3210_0000_0001), 11);
    }

    /// Seed 000: A, 3, 6, 7, 8, Q on the table.
    #[test]
    fn seed_000_worked_example() {
        let table = "AS 3H 6D 7C 8S QH";
        assert_eq!(options(Variant::Tablic, table, "6C"), vec![cards("6D")]);
        // 9 takes (A+8) + (3+6), or either pair alone.
        let nine = options(Variant::Tablic, table, "9C");
        assert!(nine.contains(&cards("AS 8S 3H 6D")));
        assert_eq!(nine.len(), 3);
        // The seed names 7+3 for a 10; A+3+6 (ace as 1) is the other way.
        assert_eq!(options(Variant::Tablic, table, "10C"), vec![cards("AS 3H 6D"), cards("3H 7C")]);
        let king = options(Variant::Tablic, table, "KC");
        for take in ["AS 6D 7C", "AS QH 6D 8S", "AS 3H 6D 8S"] {
            assert!(king.contains(&cards(take)), "K should take {take}: {king:?}");
        }
        assert!(options(Variant::Tablic, table, "5C").is_empty());
    }

    /// Seed 000: with 2, 3, 4, 7, a 9 takes 2+3+4 or 2+7 but not both.
    #[test]
    fn seed_000_no_card_in_two_groups() {
        let nine = options(Variant::Tablic, "2S 3S 4S 7S", "9H");
        assert_eq!(nine, vec![cards("2S 3S 4S"), cards("2S 7S")]);
    }

    /// Seed 001: a 9 takes a 9, 5+4 and 7+2 together.
    #[test]
    fn seed_001_nine_takes_match_and_two_sums() {
        let nine = options(Variant::Tablanette, "9S 5H 4D 7C 2S", "9H");
        assert_eq!(nine[0], cards("9S 5H 4D 7C 2S"));
        assert_eq!(nine.len(), 7);
    }

    /// Seed 004: sums of two or three only; a king on 2 3 5 9 takes 2+3+9 or 5+9, never both.
    #[test]
    fn seed_004_examples() {
        let k = options(Variant::TablanetteJp, "2S 3S 5S 9S", "KH");
        assert_eq!(k, vec![cards("2S 3S 9S"), cards("5S 9S")]);
        // Q on 2 3 4 8 9 takes everything: 2+3+8 and 4+9.
        let q = options(Variant::TablanetteJp, "2S 3S 4S 8S 9S", "QH");
        assert_eq!(q, vec![cards("2S 3S 4S 8S 9S")]);
        // Four cards never make one sum.
        assert!(options(Variant::TablanetteJp, "2S 3S 4S 5S", "KH").is_empty());
        // A on A and 10: A+10 (played ace 11) or the ace alone (played ace 1).
        let a = options(Variant::TablanetteJp, "AS 10S", "AH");
        assert_eq!(a, vec![cards("AS 10S"), cards("AS")]);
        // Forced: a 5 on 5 and 2+3 must take all three.
        assert_eq!(options(Variant::TablanetteJp, "5S 2S 3S", "5H"), vec![cards("5S 2S 3S")]);
        // The jack takes the whole table, as one option.
        assert_eq!(options(Variant::TablanetteJp, "5S 2S 3S", "JH"), vec![cards("5S 2S 3S")]);
    }

    /// Seed 004: the player must take all the card can take, but chooses how every ace counts,
    /// the table's too: a queen on A 2 10 takes A+2+10 (ace 1) or A+2 (ace 11).
    #[test]
    fn seed_004_every_ace_is_a_choice() {
        let q = options(Variant::TablanetteJp, "AS 2H 10D", "QC");
        assert_eq!(q, vec![cards("AS 2H 10D"), cards("AS 2H")]);
        // The seed's own example, either way round.
        assert_eq!(
            options(Variant::TablanetteJp, "AS 10S", "AH"),
            vec![cards("AS 10S"), cards("AS")]
        );
        // With the ace counted 11 a 4 takes nothing, but something can be taken: no trailing.
        let rules = RuleSet::preset(Variant::TablanetteJp);
        let mut gen = CaptureGen::new(&rules);
        assert_eq!(gen.list(cards("AS 3H"), card("4C")), vec![cards("AS 3H")]);
        assert!(!gen.is_legal(cards("AS 3H"), card("4C"), CardSet::EMPTY));
        assert!(gen.is_legal(cards("AS 2H 10D"), card("QC"), cards("AS 2H")));
        assert!(!gen.is_legal(cards("AS 2H 10D"), card("QC"), cards("2H 10D")));
        assert_eq!(gen.count(cards("AS 2H 10D"), card("QC")), 2);
        // Two aces: each counts on its own (A1 + A11 = 12 with a 1 left over for... nothing).
        let k = options(Variant::TablanetteJp, "AS AH 2D", "KC");
        assert_eq!(k, vec![cards("AS AH 2D")], "A11 + A1 + 2 = 14");
        // Not forced (Tablić): every subset of groups, as before.
        assert_eq!(options(Variant::Tablic, "AS 2H 10D", "QC").len(), 2);
    }

    /// Seed 002: Q and K only by rank; number cards sum number cards; ace 1.
    #[test]
    fn seed_002_courts_by_rank_only() {
        assert_eq!(options(Variant::Tablanet, "QS 3H 4H", "7C"), vec![cards("3H 4H")]);
        assert_eq!(options(Variant::Tablanet, "QS AH 2H", "KC"), Vec::<CardSet>::new());
        assert_eq!(options(Variant::Tablanet, "QS AH 2H", "QC"), vec![cards("QS")]);
        // Ace is 1 only: A+10 is not 11, and nothing is 11.
        assert_eq!(options(Variant::Tablanet, "AS 10H", "AC"), vec![cards("AS")]);
        assert!(options(Variant::Tablanet, "JS 3H", "3C").len() == 1);
    }

    #[test]
    fn aces_count_one_or_eleven_on_both_sides() {
        // Played ace as 11 takes 5+6; table ace as 11 makes A+3 for a king (seed 000).
        assert_eq!(options(Variant::Tablic, "5S 6S", "AH"), vec![cards("5S 6S")]);
        assert_eq!(options(Variant::Tablic, "AS 3S", "KH"), vec![cards("AS 3S")]);
        assert_eq!(options(Variant::Tablic, "AS 3S", "4H"), vec![cards("AS 3S")]);
        // Two aces: 1+1 = 2, 11+1 = 12 (a jack), 11+11 = 22 (nothing).
        assert_eq!(options(Variant::Tablic, "AS AD", "2H"), vec![cards("AS AD")]);
        assert_eq!(options(Variant::Tablic, "AS AD", "JH"), vec![cards("AS AD")]);
    }

    #[test]
    fn jack_sweeps_only_where_the_variant_says() {
        assert_eq!(options(Variant::Tablanette, "5S 9H KD", "JC"), vec![cards("5S 9H KD")]);
        assert!(options(Variant::Tablic, "5S 9H KD", "JC").is_empty());
        assert_eq!(options(Variant::Tablic, "5S 7H KD", "JC"), vec![cards("5S 7H")]);
        // A jack on the table is taken only by a jack in sweep variants.
        assert!(options(Variant::Tablanette, "JS AH", "QC").is_empty());
    }

    #[test]
    fn duplicates_of_a_rank_give_distinct_choices() {
        // Two 5s and a 10: 10 takes the 10, 5+5, or both.
        let ten = options(Variant::Tablic, "5S 5H 10D", "10C");
        assert_eq!(ten.len(), 3);
        // Three 3s and a 6: 6 takes the 6, or it plus 3+3 (3 ways), or any 3+3 alone (3 ways).
        let six = options(Variant::Tablic, "3S 3H 3D 6C", "6S");
        assert_eq!(six.len(), 7);
    }

    #[test]
    fn count_largest_and_is_legal_agree_with_the_list() {
        let rules = RuleSet::preset(Variant::Tablic);
        let mut gen = CaptureGen::new(&rules);
        let table = cards("AS 3H 6D 7C 8S QH 2C 5D");
        for play in ["9C", "KC", "10C", "AD", "4S"] {
            let c = card(play);
            let all = gen.list(table, c);
            assert_eq!(gen.count(table, c), all.len() as u64);
            let most = all.iter().map(|s| s.len()).max();
            assert_eq!(gen.largest(table, c).map(|s| s.len()), most, "{play}");
            for &s in &all {
                assert!(gen.is_legal(table, c, s));
                let p = gen.partition(c, s, false).unwrap();
                assert_eq!(p.groups.iter().fold(CardSet::EMPTY, |a, &g| a | g), s);
            }
            assert!(gen.is_legal(table, c, CardSet::EMPTY));
            assert!(!gen.is_legal(table, c, cards("AS 3H 6D")) || all.contains(&cards("AS 3H 6D")));
        }
    }

    #[test]
    fn tablanette_card_sum() {
        // Seed 004: 3, 10 and Q on the table, a Q takes them all: 39 points.
        let rules = RuleSet::preset(Variant::TablanetteJp);
        let mut gen = CaptureGen::new(&rules);
        let p = gen.partition(card("QH"), cards("3S 10S QS"), true).unwrap();
        assert_eq!(p.card_sum(), 39);
        // An ace takes A+10 as 11: 11 + 11 = 22.
        let p = gen.partition(card("AH"), cards("AS 10S"), true).unwrap();
        assert_eq!(p.card_sum(), 22);
    }
}
