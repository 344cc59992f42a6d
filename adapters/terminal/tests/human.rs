//! Local play as a person sees it, in English and in Serbian Cyrillic: the same game, every
//! text from the chosen language's catalogue.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use adapter_terminal::{run, PlayOptions};
use bot_core::ai::Level;
use bot_core::i18n::Lang;
use bot_core::rules::{RuleSet, Variant};

/// Plays a one-hand game: a request for help, a word that is no card, then always the first
/// card and its first choice (which always moves the game on), until the input ends.
async fn play(lang: Lang) -> String {
    play_typing(lang, "help\nzz\n").await
}

/// [`play`], typing `first` before the cards.
async fn play_typing(lang: Lang, first: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let options = PlayOptions {
        db: dir.path().join("t.db"),
        db_named: "--db",
        rules: RuleSet::build(Variant::Tablic, ["short=yes"]).unwrap(),
        rules_given: true,
        level: Level::Greedy,
        seed: Some(7),
        jsonl: false,
        color: false,
        lang,
    };
    let input = format!("{first}{}", "1\n".repeat(120));
    let mut out = Vec::new();
    run(options, input.as_bytes(), &mut out).await.unwrap();
    String::from_utf8(out).unwrap()
}

#[tokio::test]
async fn english_table_prompts_and_result() {
    let shown = play(Lang::En).await;
    for expected in [
        "Type `help` for commands.",
        "Choose a card by its number or name",
        "`zz` is not one of your cards: type 1 to 6 or a card like 9c.",
        "── Hand 1 · tablic to 101 ·",
        "cards left to deal ──",
        "  Table:     ",
        "  Captured:  ",
        "  Your hand: 1) ",
        "You played ",
        "══ Hand 1 is over ══",
        "cards points  most tablas  hand match",
        // Tablić gives the cards left on the table to the dealer, the computer here.
        "\n  The 3 cards left on the table went to Computer (greedy), the dealer.\n",
        "Final score",
    ] {
        assert!(shown.contains(expected), "missing {expected:?} in:\n{shown}");
    }
}

#[tokio::test]
async fn serbian_cyrillic_throughout() {
    let shown = play(Lang::SrCyrl).await;
    for expected in [
        "Откуцајте `help` за команде.",
        "Изаберите карту бројем или именом",
        "`zz` није ваша карта: откуцајте од 1 до 6 или карту, нпр. 9c.",
        "── Дељење 1 · tablic до 101 ·",
        "за дељење ──",
        "  Сто:        2♦ 10♠ J♦ K♣",
        "  Понето:     ви 0 карата/0 поена · Рачунар (похлепан) 0 карата",
        "  Ваше карте: 1) A♣  2) 3♦",
        "══ Дељење 1 је завршено ══",
        "карте поени највише табле дељење партија",
        "\n  На столу су остале 3 карте, носи их Рачунар (похлепан) као делилац.\n",
        "Коначан резултат",
    ] {
        assert!(shown.contains(expected), "missing {expected:?} in:\n{shown}");
    }
    for english in ["Table", "Your hand", "played", "Hand ", "Final score", "cards", "Computer"] {
        assert!(!shown.contains(english), "English {english:?} in:\n{shown}");
    }
}

#[tokio::test]
async fn rules_and_one_option_explained_in_the_players_language() {
    let shown = play_typing(Lang::En, "rules\nrules Forced\nrules poker\n").await;
    for expected in [
        "This game: tablic (short=yes).",
        "One option explained, with its values and each variant's: rules forced",
        "Option: forced\nWhether a player must capture when the card played can.\nValues:\n• yes — ",
        "• no — tablic, tabinet, tablanette, tablanet, tablic-40\n• yes — tablanette-jp\nAt this table: forced=no\n",
        "Set it when you start a game: tablic play --variant tablic --option forced=yes",
        "✗ “poker” is neither a variant nor an option. Variants: tablic,",
        "Final score",
    ] {
        assert!(shown.contains(expected), "missing {expected:?} in:\n{shown}");
    }
    // An option in a variant, in either order; two of a kind refused with what may be asked.
    let typed = "rules tabinet redeal\nrules forced tablanette-jp\nrules tablic tabinet\n";
    let shown = play_typing(Lang::En, typed).await;
    for expected in [
        "Option: redeal\n",
        "• yes — tabinet\nIn tabinet: redeal=yes\nAt this table: redeal=no\n",
        "Set it when you start a game: tablic play --variant tabinet --option redeal=no",
        "In tablanette-jp: forced=yes\nAt this table: forced=no\n",
        "✗ “tablic” and “tabinet” are both variants. Ask for one variant, one option, or an option in a variant: rules tabinet forced",
        "Final score",
    ] {
        assert!(shown.contains(expected), "missing {expected:?} in:\n{shown}");
    }
    let shown = play_typing(Lang::Mk, "rules late-tablas\n").await;
    assert!(shown.contains("Опција: late-tablas\nКако се бројат таблите"), "{shown}");
    assert!(shown.contains("• cap90 — ги добива само страна"), "{shown}");
}
