//! `tablic play` as a person reads it, through the real binary: what its environment decides
//! (the player's name).

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::io::Write;
use std::process::{Command, Stdio};

/// `tablic play ARGS` on a new database with `input` typed, `USER` and `LOGNAME` as given (or
/// removed); what it printed.
fn play(args: &[&str], input: &str, user: Option<&str>) -> String {
    let dir = tempfile::tempdir().unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tablic"));
    cmd.args(["play", "--db"]).arg(dir.path().join("t.db")).args(args);
    cmd.env_remove("LOGNAME").env_remove("NO_COLOR");
    match user {
        Some(user) => cmd.env("USER", user),
        None => cmd.env_remove("USER"),
    };
    let mut child = cmd.stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

/// Seed 1 against a random computer to 30, always the first card and its first choice: the
/// computer deals the first hand, the player the second, which takes the player past 30.
const TO_30: [&str; 8] = ["--seed", "1", "--level", "random", "-o", "target=30", "--lang", "en"];

#[test]
fn the_player_is_you_in_every_sentence_with_or_without_a_login_name() {
    let input = "1\n".repeat(400);
    for user in [None, Some("ana")] {
        let shown = play(&TO_30, &input, user);
        for expected in [
            "  The 3 cards left on the table (A♠ 2♥ 10♦) went to Computer (random), the dealer.\n",
            "  The 5 cards left on the table (4♦ 8♥ 10♥ J♦ Q♦) went to you, the dealer.\n",
            "★ You won. Final score you 32 · Computer (random) 20.\n",
        ] {
            assert!(shown.contains(expected), "{user:?}: missing {expected:?} in:\n{shown}");
        }
        assert!(!shown.contains("went to You"), "{user:?}: {shown}");
        // The scoring table names the player's row as the standings do.
        let row = format!("\n  {:<21}43     14", user.unwrap_or("You"));
        assert!(shown.contains(&row), "{user:?}: missing {row:?} in:\n{shown}");
    }
    // In every language the player takes the cards, and wins, in the second person.
    for (lang, expected, won) in [
        ("hr", "Na stolu je ostalo 5 karata (4♦ 8♥ 10♥ J♦ Q♦), nosite ih vi kao djelitelj.\n", "★ Pobijedili ste. Konačni rezultat vi 32 · "),
        ("sr-Latn", "Na stolu je ostalo 5 karata (4♦ 8♥ 10♥ J♦ Q♦), nosite ih vi kao delilac.\n", "★ Pobedili ste. Konačan rezultat vi 32 · "),
        ("sr-Cyrl", "На столу је остало 5 карата (4♦ 8♥ 10♥ J♦ Q♦), носите их ви као делилац.\n", "★ Победили сте. Коначан резултат ви 32 · "),
        ("bs", "Na stolu je ostalo 5 karata (4♦ 8♥ 10♥ J♦ Q♦), nosite ih vi kao djelilac.\n", "★ Pobijedili ste. Konačan rezultat vi 32 · "),
        ("mk", "На масата останаа 5 карти (4♦ 8♥ 10♥ J♦ Q♦), ги земате вие како делител.\n", "★ Победивте. Конечен резултат вие 32 · "),
        ("ro", "Pe masă au rămas 5 cărți (4♦ 8♥ 10♥ J♦ Q♦), luate de dumneavoastră, care ați împărțit.\n", "★ Ați câștigat. Scor final dvs. 32 · "),
    ] {
        let args = [&TO_30[..6], &["--lang", lang]].concat();
        let shown = play(&args, &input, None);
        assert!(shown.contains(expected), "{lang}: missing {expected:?} in:\n{shown}");
        assert!(shown.contains(won), "{lang}: missing {won:?} in:\n{shown}");
    }
    // With a partner, the side's win is theirs: the computer partner claimed it.
    let args = [&TO_30[..6], &["-o", "players=4", "-o", "partners=yes", "--lang", "en"]].concat();
    let shown = play(&args, &input, None);
    let won = "★ Your side won by a correct claim. Final score you & Computer (random) 2 33 · ";
    assert!(shown.contains(won), "missing {won:?} in:\n{shown}");
    // The cards a last capture takes.
    let args = ["--seed", "1", "--level", "greedy", "-o", "short=yes", "-o", "leftovers=last"];
    let args = [&args[..], &["--lang", "en"]].concat();
    let shown = play(&args, &input, None);
    let expected =
        "  The 6 cards left on the table (2♣ 8♣ 9♥ J♥ Q♣ K♥) went to you, as you captured last.\n";
    assert!(shown.contains(expected), "missing {expected:?} in:\n{shown}");
}
