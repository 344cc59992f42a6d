//! The `tablic arena` contract of DESIGN.md, through the real binary.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

#[path = "support/bin.rs"]
mod bin;

use bin::{stdout, tablic};

use serde_json::Value;

#[test]
fn arena_json_reports_wins_rates_elo_points_and_times() {
    let out = tablic(&[
        "arena",
        "--a",
        "medium",
        "--b",
        "greedy",
        "--matches",
        "12",
        "--seed",
        "3",
        "--json",
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = stdout(&out);
    assert_eq!(text.lines().count(), 1, "one JSON object: {text}");
    let r: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(r["variant"], "tablic");
    assert_eq!(r["players"], 2);
    assert_eq!(r["matches"], 12);
    assert_eq!(r["seed"], 3);
    assert_eq!(r["a"]["level"], "medium");
    assert_eq!(r["b"]["level"], "greedy");
    let wins = |side: &str| r[side]["wins"].as_u64().unwrap();
    assert_eq!(wins("a") + wins("b") + r["draws"].as_u64().unwrap(), 12);
    let rate = r["win_rate"].as_f64().unwrap();
    let ci: Vec<f64> =
        r["win_rate_ci95"].as_array().unwrap().iter().map(|v| v.as_f64().unwrap()).collect();
    assert!(ci[0] <= rate && rate <= ci[1], "{r}");
    assert!(r["elo"].is_number() || r["elo"].is_null());
    assert_eq!(r["elo_ci95"].as_array().unwrap().len(), 2);
    assert!(r["points_margin"].is_number());
    for side in ["a", "b"] {
        let t = &r[side]["ms_per_move"];
        let (median, p99) = (t["median"].as_f64().unwrap(), t["p99"].as_f64().unwrap());
        assert!(0.0 <= median && median <= p99, "{t}");
        assert!(t["moves"].as_u64().unwrap() > 100, "{t}");
    }
    // The same seed plays the same matches.
    let again = tablic(&[
        "arena",
        "--a",
        "medium",
        "--b",
        "greedy",
        "--matches",
        "12",
        "--seed",
        "3",
        "--json",
        "--threads",
        "1",
    ]);
    let r2: Value = serde_json::from_str(&stdout(&again)).unwrap();
    for key in ["draws", "win_rate", "points_margin"] {
        assert_eq!(r[key], r2[key], "{key}");
    }
}

#[test]
fn arena_text_names_both_levels_and_the_interval() {
    let out = tablic(&[
        "arena",
        "--a",
        "easy",
        "--b",
        "random",
        "--matches",
        "4",
        "--seed",
        "1",
        "-v",
        "tablanette",
    ]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.starts_with("easy vs random: 4 matches of tablanette"), "{text}");
    assert!(text.contains("95% CI") && text.contains("Elo") && text.contains("p99"), "{text}");
}

#[test]
fn arena_bad_arguments_exit_2_with_one_line() {
    let base = ["arena", "--a", "medium", "--b", "greedy", "--seed", "1"];
    let with = |extra: &[&'static str]| -> Vec<&'static str> {
        base.iter().copied().chain(extra.iter().copied()).collect()
    };
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (with(&["--matches", "3"]), "even number"),
        (with(&["--matches", "0"]), "even number"),
        (with(&[]), "--matches"),
        (
            vec!["arena", "--a", "genius", "--b", "greedy", "--matches", "2", "--seed", "1"],
            "unknown computer level",
        ),
        (with(&["--matches", "2", "--players", "3"]), "two sides"),
        (with(&["--matches", "2", "--variant", "poker"]), "unknown variant"),
        (with(&["--matches", "2", "--threads", "0"]), "--threads"),
    ];
    for (args, needle) in cases {
        let out = tablic(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}
