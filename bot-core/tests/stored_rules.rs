//! Stored rules read back through the one conversion (preset, stored fields over it,
//! validation): rows as today's release writes them, rows of an older release that lack an
//! option, and rows that cannot be played, which are refused instead of reaching the game.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use bot_core::rules::{RuleSet, Rules, StoredRulesError, Variant, OPTIONS_ADDED};
use serde_json::{json, Value};

/// The rows of every release's fixture file.
fn fixture() -> Vec<(String, Rules, String)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/");
    ["stored-rules-0.1.0.txt", "stored-rules-14.txt", "stored-rules-redeal.txt"]
        .into_iter()
        .flat_map(|file| rows(&std::fs::read_to_string(format!("{dir}{file}")).unwrap()))
        .collect()
}

fn rows(text: &str) -> Vec<(String, Rules, String)> {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let (label, stored) = line.split_once(" | ").expect("label | json");
            let mut words = label.split_whitespace();
            let variant: Variant = words.next().unwrap().parse().unwrap();
            let rules = Rules::build(variant, words).unwrap();
            // What a label cannot say: a field that is no option (`shuffled_redeal`) missing
            // from the row plays as it did before the field existed.
            let row: Value = serde_json::from_str(stored).unwrap();
            let mut expected = serde_json::to_value(&rules).unwrap();
            for (key, before) in OPTIONS_ADDED {
                if row.get(*key).is_none() {
                    expected[*key] = json!(before);
                }
            }
            let rules = Rules::new(serde_json::from_value::<RuleSet>(expected).unwrap()).unwrap();
            (label.to_string(), rules, stored.to_string())
        })
        .collect()
}

#[test]
fn rows_as_each_release_writes_them_read_back_the_same() {
    let rows = fixture();
    assert!(rows.len() >= Variant::ALL.len() + 8);
    for v in Variant::ALL {
        assert!(rows.iter().any(|(_, r, _)| r.variant == v), "no row of {v}");
    }
    for (label, expected, stored) in rows {
        let read = Rules::from_stored(&stored).unwrap_or_else(|e| panic!("{label}: {e}"));
        assert_eq!(read, expected, "{label}");
        // And serde (the Match's own field) takes the same road.
        let via_serde: Rules = serde_json::from_str(&stored).unwrap();
        assert_eq!(via_serde, expected, "{label}");
    }
}

/// A row written before an option existed reads with the variant's value for it: every field of
/// today's rules, taken out one at a time, comes back as the preset has it, or, for an option
/// whose preset value would change a stored game (`OPTIONS_ADDED`), as games played before it.
#[test]
fn a_missing_option_takes_the_presets_value() {
    for (label, _, stored) in fixture() {
        let row: Value = serde_json::from_str(&stored).unwrap();
        let variant: Variant = serde_json::from_value(row["variant"].clone()).unwrap();
        let preset = serde_json::to_value(RuleSet::preset(variant)).unwrap();
        for key in row.as_object().unwrap().keys().filter(|k| *k != "variant") {
            let mut older = row.clone();
            older.as_object_mut().unwrap().remove(key);
            let read = match Rules::from_stored(&older.to_string()) {
                Ok(read) => read,
                // Without it the rest may not deal (players=4 needs its own deal size):
                // refused with a reason, never a panic.
                Err(StoredRulesError::Unplayable(_)) => continue,
                Err(e) => panic!("{label} without {key}: {e}"),
            };
            let read = serde_json::to_value(&read).unwrap();
            let expected = match OPTIONS_ADDED.iter().find(|(added, _)| added == key) {
                Some((_, before)) => json!(before),
                None => preset[key].clone(),
            };
            assert_eq!(read[key], expected, "{label} without {key}");
        }
    }
}

#[test]
fn unplayable_or_unknown_rows_are_refused_with_a_reason() {
    let base = serde_json::to_value(RuleSet::preset(Variant::Tablic)).unwrap();
    let with = |key: &str, value: Value| {
        let mut row = base.clone();
        row[key] = value;
        row.to_string()
    };
    // Five players used to panic (index out of bounds) on every start.
    let five = Rules::from_stored(&with("players", json!(5))).unwrap_err();
    assert!(matches!(five, StoredRulesError::Unplayable(_)), "{five}");
    for (row, what) in [
        (with("cards_per_deal", json!(0)), "unplayable"),
        (with("target", json!(0)), "unplayable"),
        (with("largest_group", json!(1)), "unplayable"),
        (with("tabla_bonus", json!({ "Points": 200 })), "unplayable"),
        (with("partnerships", json!(true)), "unplayable"),
        (with("players", json!(300)), "players"),
        (with("jack", json!("Eleven")), "jack"),
        (with("variant", json!("poker")), "variant"),
        (with("colour", json!("red")), "colour"),
        ("[1, 2]".to_string(), "object"),
        ("{\"variant\":".to_string(), "object"),
        ("{}".to_string(), "variant"),
    ] {
        let err = Rules::from_stored(&row).expect_err(&row);
        let text = err.to_string();
        assert!(!text.contains('\n'), "{text}");
        match what {
            "unplayable" => assert!(matches!(err, StoredRulesError::Unplayable(_)), "{row}: {err}"),
            "object" => assert!(matches!(err, StoredRulesError::Shape(_)), "{row}: {err}"),
            "variant" => assert!(matches!(err, StoredRulesError::Variant(_)), "{row}: {err}"),
            key => assert!(text.contains(key), "{row}: {text}"),
        }
    }
}

/// A game stored by an older release replays as it was played, but its rematch is played as
/// this release plays: the rejected cards of a redeal shuffled in, and no claims in a short game.
#[test]
fn a_rematch_of_an_older_game_plays_by_this_releases_ways() {
    let mut tabinet = serde_json::to_value(RuleSet::preset(Variant::Tabinet)).unwrap();
    tabinet.as_object_mut().unwrap().remove("shuffled_redeal");
    let stored = Rules::from_stored(&tabinet.to_string()).unwrap();
    assert!(!stored.shuffled_redeal, "the stored game replays as played");
    let rematch = stored.for_new_match();
    assert!(rematch.shuffled_redeal);
    assert_eq!(rematch.options(), stored.options(), "the same options");
    let mut short = serde_json::to_value(RuleSet::preset(Variant::Tablic)).unwrap();
    short["short_game"] = json!(true);
    short["claims"] = json!("AtTarget");
    let stored = Rules::from_stored(&short.to_string()).unwrap();
    assert_eq!(stored.for_new_match().claims, bot_core::rules::Claims::None);
}
