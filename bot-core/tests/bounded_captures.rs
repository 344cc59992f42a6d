//! Capture listing is bounded for any table, up to the whole deck: a listing cut at its limit
//! holds only legal captures, among them a largest one, and says it is cut; a listing that is
//! not cut is the whole list of the naive reference.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use bot_core::game::rng::Rng;
use bot_core::rules::{naive_captures, CaptureGen, Rules, Variant};
use bot_core::{Card, CardSet};

fn rule_sets() -> Vec<Rules> {
    let mut out: Vec<Rules> = Variant::ALL.iter().map(|&v| Rules::preset(v)).collect();
    out.push(Rules::build(Variant::Tablic, ["forced=yes"]).unwrap());
    out.push(Rules::build(Variant::TablanetteJp, ["jack=12"]).unwrap());
    out
}

/// Checks one cut or whole listing of `card` on `table`.
fn check(gen: &mut CaptureGen, table: CardSet, card: Card, limit: usize) -> bool {
    let listing = gen.listing(table, card, limit);
    assert!(listing.options.len() <= limit);
    let mut distinct = listing.options.clone();
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(distinct.len(), listing.options.len(), "repeated options");
    for &take in &listing.options {
        assert!(gen.is_legal(table, card, take), "{card} listed {take} that is not legal");
    }
    // Largest first, and a largest capture is there.
    for pair in listing.options.windows(2) {
        assert!(pair[0].len() >= pair[1].len());
    }
    let largest = gen.largest(table, card);
    assert_eq!(listing.options.first().map(|t| t.len()), largest.map(|t| t.len()), "{card}");
    if let Some(largest) = largest {
        assert!(gen.is_legal(table, card, largest));
    }
    listing.complete
}

#[test]
fn every_card_on_the_whole_deck_lists_a_bounded_selection_of_legal_captures() {
    for rules in rule_sets() {
        let mut gen = CaptureGen::new(&rules);
        let mut cut = 0;
        // The ranks with the most ways to be made, and a plain one (the whole deck is the worst
        // case of every search: a debug build takes up to a second for one).
        for card in ["AH", "5H", "9H", "JH", "KH"] {
            let card: Card = card.parse().unwrap();
            if !rules.deck.cards().contains(card) {
                continue;
            }
            let table = rules.deck.cards() - CardSet::EMPTY.with(card);
            if !check(&mut gen, table, card, 64) {
                cut += 1;
            }
            if rules.sweeps(card.rank()) {
                continue;
            }
            // Taking the whole table: legal exactly when the groups cover it.
            let whole = gen.is_legal(table, card, table);
            let split = gen.partition(card, table, true);
            assert_eq!(whole && !rules.forced_capture, split.is_some() && !rules.forced_capture);
        }
        assert!(cut >= 2, "{}: only {cut} listings were cut", rules.variant);
    }
}

#[test]
fn big_random_tables_list_bounded_selections_and_small_ones_the_whole_list() {
    let mut rng = Rng::new(13);
    for rules in rule_sets() {
        let mut gen = CaptureGen::new(&rules);
        let deck: Vec<Card> = rules.deck.cards().iter().collect();
        for round in 0..30 {
            let mut cards = deck.clone();
            rng.shuffle(&mut cards);
            let size =
                if round % 2 == 0 { 18 + rng.below(12) as usize } else { rng.below(10) as usize };
            let table: CardSet = cards[..size].iter().copied().collect();
            let card = cards[size];
            let complete = check(&mut gen, table, card, 64);
            if size < 10 {
                let mut naive = naive_captures(&rules, table, card);
                if naive.len() <= 64 {
                    assert!(complete, "{table} {card}: {} captures, listed as cut", naive.len());
                    let mut listed = gen.listing(table, card, 64).options;
                    listed.sort_unstable();
                    naive.sort_unstable();
                    assert_eq!(listed, naive, "{table} {card}");
                }
            }
        }
    }
}

/// Under forced capture, a cut listing still offers only maximal captures, and a capture
/// inside a bigger one is refused.
#[test]
fn forced_capture_on_a_big_table_offers_only_maximal_captures() {
    let rules = Rules::preset(Variant::TablanetteJp);
    let mut gen = CaptureGen::new(&rules);
    let king: Card = "KH".parse().unwrap();
    let table = rules.deck.cards() - CardSet::EMPTY.with(king);
    let listing = gen.listing(table, king, 16);
    assert!(!listing.options.is_empty());
    for &take in &listing.options {
        assert!(gen.is_legal(table, king, take));
        // Any one card more or less makes it illegal: maximal, and groups exact.
        for c in take.iter().take(3) {
            assert!(!gen.is_legal(table, king, take - CardSet::EMPTY.with(c)) || take.len() == 1);
        }
    }
    // A single pair that sums to 13 is inside a bigger capture: not allowed.
    let pair = CardSet::parse_list("6S 7S").unwrap();
    assert!(!gen.is_legal(table, king, pair));
    assert!(!gen.is_legal(table, king, CardSet::EMPTY), "forced: no trail");
}
