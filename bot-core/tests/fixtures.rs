//! Capture counts from `tests/fixtures/captures.txt`, like chess perft numbers.
//!
//! Each line is `variant [option=value ...] | table | played card | count`. The test checks the
//! fast generator's `count` and `list` against every line, and an independent count-vector
//! enumeration (written here, sharing nothing with the engine's search) against every line too.
//! `regenerate` (ignored) recomputes the counts: with the naive reference for tables of up to
//! 14 cards, with the fast generator and the independent enumeration above that, and refuses to
//! write anything when two methods disagree.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::collections::HashMap;
use std::path::PathBuf;

use bot_core::rules::{naive_captures, CaptureGen, JackMode, Rules, Variant};
mod common;

use common::{in_sums, values};

use bot_core::{Card, CardSet, Rank};

/// One position of the fixture file.
#[derive(Clone, Debug)]
struct Fixture {
    line: usize,
    rules_text: String,
    rules: Rules,
    table: CardSet,
    card: Card,
    /// `None` for a `?` placeholder (only `regenerate` accepts those).
    count: Option<u64>,
}

fn fixture_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/captures.txt")
}

fn parse(text: &str) -> Vec<Fixture> {
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = trimmed.split('|').map(str::trim).collect();
        assert_eq!(fields.len(), 4, "line {line}: expected 4 fields separated by |: {raw}");
        let mut words = fields[0].split_whitespace();
        let variant: Variant = words
            .next()
            .unwrap_or_else(|| panic!("line {line}: no variant"))
            .parse()
            .unwrap_or_else(|e| panic!("line {line}: {e}"));
        let rules = Rules::build(variant, words).unwrap_or_else(|e| panic!("line {line}: {e}"));
        let table = if fields[1] == "-" {
            CardSet::EMPTY
        } else {
            CardSet::parse_list(fields[1]).unwrap_or_else(|e| panic!("line {line}: {e}"))
        };
        let card: Card = fields[2].parse().unwrap_or_else(|e| panic!("line {line}: {e}"));
        let count = match fields[3] {
            "?" => None,
            n => Some(n.parse().unwrap_or_else(|_| panic!("line {line}: bad count `{n}`"))),
        };
        assert!(
            rules.deck.cards().is_superset(table.with(card)),
            "line {line}: card not in the deck"
        );
        assert!(!table.contains(card), "line {line}: the played card is on the table");
        out.push(Fixture { line, rules_text: fields[0].to_string(), rules, table, card, count });
    }
    out
}

// ---------------------------------------------------------------------------------------------
// The independent method: count vectors (how many cards of each rank are taken), checked for
// being a union of groups by a memoised search of its own, then expanded with binomials.

/// How many cards of each rank a capture takes; the 14th entry holds the table's aces counted
/// 11 under a forced-capture choice of ace values (seed 004), entry 0 then the aces counted 1.
type Counts = [u8; 14];

/// Where the aces counted 11 are kept.
const ELEVENS: usize = 13;

/// Every count vector `x` with `x[r] <= bound[r]`.
fn all_below(bound: &Counts) -> Vec<Counts> {
    let mut out = vec![[0u8; 14]];
    for r in 0..14 {
        let mut next = Vec::with_capacity(out.len() * (usize::from(bound[r]) + 1));
        for x in &out {
            for k in 0..=bound[r] {
                let mut y = *x;
                y[r] = k;
                next.push(y);
            }
        }
        out = next;
    }
    out
}

/// The values an entry's cards may count: a rank's (see [`values`]), or, when the aces' values
/// are chosen (`chosen`), 1 for entry 0 and 11 for [`ELEVENS`].
fn entry_values(rules: &Rules, entry: usize, chosen: bool) -> Vec<u32> {
    match entry {
        ELEVENS => vec![11],
        0 if chosen => vec![1],
        r => values(rules, Rank::ALL[r]),
    }
}

/// Every group worth `value` inside `bound`: one card of the played rank, or two or more summable
/// cards (no more than the largest group) whose values add up to `value`.
fn groups(rules: &Rules, played: Rank, value: u32, bound: &Counts, chosen: bool) -> Vec<Counts> {
    let mut out = Vec::new();
    let p = usize::from(played.index());
    // A match by rank: an ace matches an ace whatever either counts.
    let same_rank: &[usize] = if p == 0 { &[0, ELEVENS] } else { &[p] };
    for &r in same_rank {
        if bound[r] > 0 {
            let mut single = [0u8; 14];
            single[r] = 1;
            out.push(single);
        }
    }
    if !in_sums(rules, played) {
        return out;
    }
    let limit = rules.largest_group.map_or(usize::MAX, usize::from);
    let mut summable = *bound;
    for rank in Rank::ALL {
        if !in_sums(rules, rank) {
            summable[usize::from(rank.index())] = 0;
        }
    }
    for g in all_below(&summable) {
        let size: usize = g.iter().map(|&k| usize::from(k)).sum();
        if size < 2 || size > limit {
            continue;
        }
        // Reachable sums, one card at a time.
        let mut sums = vec![0u32];
        for (entry, &count) in g.iter().enumerate() {
            for _ in 0..count {
                let vals = entry_values(rules, entry, chosen);
                sums = sums.iter().flat_map(|s| vals.iter().map(move |v| s + v)).collect();
                sums.sort_unstable();
                sums.dedup();
            }
        }
        if sums.contains(&value) {
            out.push(g);
        }
    }
    out
}

/// Whether `x` splits into `groups`, each usable any number of times.
fn splits(x: Counts, groups: &[Counts], memo: &mut HashMap<Counts, bool>) -> bool {
    let Some(low) = x.iter().position(|&k| k > 0) else {
        return true;
    };
    if let Some(&known) = memo.get(&x) {
        return known;
    }
    // The lowest entry left is in some group: try each group holding it.
    let result = groups.iter().any(|g| {
        g[low] > 0 && (0..14).all(|r| g[r] <= x[r]) && {
            let mut rest = x;
            for r in 0..14 {
                rest[r] -= g[r];
            }
            splits(rest, groups, memo)
        }
    });
    memo.insert(x, result);
    result
}

fn binomial(n: u8, k: u8) -> u64 {
    (0..u64::from(k)).fold(1, |acc, i| acc * (u64::from(n) - i) / (i + 1))
}

/// The number of distinct legal captures, by count vectors. Under forced capture with aces
/// worth 1 or 11, each number of the table's aces counted 11 is a choice of its own, with its
/// own largest captures.
fn independent_count(rules: &Rules, table: CardSet, card: Card) -> u64 {
    if table.is_empty() {
        return 0;
    }
    if card.rank() == Rank::Jack && rules.jack == JackMode::Sweep {
        return 1;
    }
    let mut table_counts = [0u8; 14];
    for c in table {
        table_counts[usize::from(c.rank().index())] += 1;
    }
    let aces = table_counts[0];
    let choices: Vec<Option<u8>> = if rules.forced_capture && values(rules, Rank::Ace).len() > 1 {
        (0..=aces).map(Some).collect()
    } else {
        vec![None]
    };
    let mut legal: Vec<Counts> = Vec::new();
    for value in values(rules, card.rank()) {
        for &choice in &choices {
            let mut bound = table_counts;
            if let Some(elevens) = choice {
                bound[0] = aces - elevens;
                bound[ELEVENS] = elevens;
            }
            let gs = groups(rules, card.rank(), value, &bound, choice.is_some());
            let mut memo = HashMap::new();
            let mut mine: Vec<Counts> = all_below(&bound)
                .into_iter()
                .filter(|x| x.iter().any(|&k| k > 0) && splits(*x, &gs, &mut memo))
                .collect();
            if rules.forced_capture {
                // Only captures that no bigger capture (of this value and choice) contains.
                let all = mine.clone();
                mine.retain(|x| !all.iter().any(|y| y != x && (0..14).all(|r| x[r] <= y[r])));
            }
            // Aces are aces, whatever they counted.
            legal.extend(mine.into_iter().map(|mut x| {
                x[0] += x[ELEVENS];
                x[ELEVENS] = 0;
                x
            }));
        }
    }
    legal.sort_unstable();
    legal.dedup();
    legal.iter().map(|x| (0..13).map(|r| binomial(table_counts[r], x[r])).product::<u64>()).sum()
}

// ---------------------------------------------------------------------------------------------

fn load() -> Vec<Fixture> {
    let text = std::fs::read_to_string(fixture_path()).unwrap();
    parse(&text)
}

#[test]
fn fixture_counts_match_the_fast_generator() {
    let fixtures = load();
    for f in &fixtures {
        let at = format!("line {}: {} | {:?} | {}", f.line, f.rules_text, f.table, f.card.ascii());
        let expected = f.count.unwrap_or_else(|| panic!("{at}: count is `?`: run regenerate"));
        let mut gen = CaptureGen::new(&f.rules);
        assert_eq!(gen.count(f.table, f.card), expected, "{at}: count");
        let list = gen.list(f.table, f.card);
        assert_eq!(list.len() as u64, expected, "{at}: list length");
        let mut distinct = list.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), list.len(), "{at}: repeated options");
        assert!(list.iter().all(|&s| !s.is_empty() && f.table.is_superset(s)), "{at}: bad option");
    }
}

#[test]
fn fixture_counts_match_the_independent_enumeration() {
    for f in load() {
        let at = format!("line {}: {} | {:?} | {}", f.line, f.rules_text, f.table, f.card.ascii());
        assert_eq!(Some(independent_count(&f.rules, f.table, f.card)), f.count, "{at}");
    }
}

/// The naive reference on the small tables (it is exponential: big ones are for `regenerate`).
#[test]
fn fixture_counts_match_the_naive_reference_on_small_tables() {
    for f in load().into_iter().filter(|f| f.table.len() <= 9) {
        let at = format!("line {}: {} | {:?} | {}", f.line, f.rules_text, f.table, f.card.ascii());
        assert_eq!(Some(naive_captures(&f.rules, f.table, f.card).len() as u64), f.count, "{at}");
    }
}

/// The file keeps what it promises: the seeds' examples, big tables, huge counts.
#[test]
fn fixture_file_covers_what_it_should() {
    let fixtures = load();
    assert!(fixtures.len() >= 80, "{} positions", fixtures.len());
    for v in Variant::ALL {
        assert!(fixtures.iter().any(|f| f.rules.variant == v), "no position for {v}");
    }
    let big = fixtures.iter().filter(|f| f.table.len() >= 12).count();
    assert!(big >= 25, "{big} tables of 12 or more cards");
    assert!(fixtures.iter().any(|f| f.table.len() == 18));
    let huge = fixtures.iter().filter(|f| f.count.is_some_and(|n| n > 1000)).count();
    assert!(huge >= 5, "{huge} positions with more than 1000 captures");
    let find = |rules: &str, table: &str, card: &str| {
        let table = CardSet::parse_list(table).unwrap();
        let card: Card = card.parse().unwrap();
        fixtures
            .iter()
            .find(|f| f.rules_text == rules && f.table == table && f.card == card)
            .and_then(|f| f.count)
            .unwrap_or_else(|| panic!("missing {rules} | {table:?} | {card}"))
    };
    // The seeds' worked examples, with the counts the seeds imply.
    let seed_000 = "AS 3H 6D 7C 8S QH";
    assert_eq!(find("tablic", seed_000, "6C"), 1);
    assert_eq!(find("tablic", seed_000, "9C"), 3);
    assert_eq!(find("tablic", seed_000, "10C"), 2);
    assert!(find("tablic", seed_000, "KC") >= 3);
    assert_eq!(find("tablic", seed_000, "5C"), 0);
    assert_eq!(find("tablic", "2S 3S 4S 7S", "9H"), 2);
    assert_eq!(find("tablanette", "9S 5H 4D 7C 2S", "9H"), 7);
    assert_eq!(find("tablanette-jp", "2S 3S 5S 9S", "KH"), 2);
    assert_eq!(find("tablanette-jp", "2S 3S 4S 8S 9S", "QH"), 1);
    assert_eq!(find("tablanette-jp", "AS 10S", "AH"), 2);
    assert_eq!(find("tablanette-jp", "2S 3S 4S 5S", "KH"), 0);
    // Seed 004: the table's ace counts 1 or 11 as the player chooses.
    assert_eq!(find("tablanette-jp", "AS 2H 10D", "QC"), 2);
}

/// The independent method itself agrees with the naive reference on random small tables, for
/// every preset and a few overrides (so a fixture count it confirms means something).
#[test]
fn independent_enumeration_agrees_with_naive_on_random_tables() {
    use bot_core::game::rng::Rng;
    let mut rule_sets: Vec<Rules> = Variant::ALL.iter().map(|&v| Rules::preset(v)).collect();
    for (v, o) in [
        (Variant::TablanetteJp, "jack=12"),
        (Variant::Tablic, "largest-group=2"),
        (Variant::Tablanet, "faces-in-sums=yes"),
        (Variant::Tablic, "forced=yes"),
        (Variant::Tablanette, "forced=yes"),
    ] {
        rule_sets.push(Rules::build(v, [o]).unwrap());
    }
    let mut rng = Rng::new(4);
    for rules in &rule_sets {
        let deck: Vec<Card> = rules.deck.cards().iter().collect();
        for _ in 0..60 {
            let mut cards = deck.clone();
            rng.shuffle(&mut cards);
            let n = rng.below(9) as usize;
            let table: CardSet = cards[..n].iter().copied().collect();
            let card = cards[n];
            let naive = naive_captures(rules, table, card).len() as u64;
            assert_eq!(independent_count(rules, table, card), naive, "{rules:?} {table:?} {card}");
        }
    }
}

/// Recomputes every count and rewrites the file (comments and order kept).
#[test]
#[ignore = "rewrites tests/fixtures/captures.txt; run in release"]
fn regenerate() {
    let path = fixture_path();
    let text = std::fs::read_to_string(&path).unwrap();
    let fixtures = parse(&text);
    let mut by_line: HashMap<usize, u64> = HashMap::new();
    for f in &fixtures {
        let at = format!("line {}: {} | {:?} | {}", f.line, f.rules_text, f.table, f.card.ascii());
        let mut gen = CaptureGen::new(&f.rules);
        let fast = gen.count(f.table, f.card);
        let independent = independent_count(&f.rules, f.table, f.card);
        assert_eq!(fast, independent, "{at}: fast generator against count vectors");
        let count = if f.table.len() <= 14 {
            let naive = naive_captures(&f.rules, f.table, f.card).len() as u64;
            assert_eq!(naive, independent, "{at}: naive against count vectors");
            naive
        } else {
            fast
        };
        if f.count.is_some_and(|old| old != count) {
            eprintln!("{at}: was {}, now {count}", f.count.unwrap_or_default());
        }
        by_line.insert(f.line, count);
    }
    let mut out = String::new();
    for (i, raw) in text.lines().enumerate() {
        match by_line.get(&(i + 1)) {
            Some(count) => {
                let (head, _) = raw.rsplit_once('|').unwrap();
                out.push_str(&format!("{} | {count}\n", head.trim_end()));
            }
            None => {
                out.push_str(raw);
                out.push('\n');
            }
        }
    }
    std::fs::write(&path, out).unwrap();
}
