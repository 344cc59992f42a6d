//! Local play as a person sees it, in English and in Serbian Cyrillic: the same game, every
//! text from the chosen language's catalogue.

#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::path::Path;

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
        "`zz` is not one of your cards: type 1 to 6 or a card like 9c; `help` lists the commands.",
        "── Hand 1 · tablic to 101 ·",
        "cards left to deal ──",
        "  Table:     ",
        "  Captured:  ",
        "  Your hand: 1) ",
        "You played ",
        "══ Hand 1 is over ══",
        "cards points  most tablas  hand match",
        // Tablić gives the cards left on the table to the dealer, the computer here.
        "\n  The 3 cards left on the table (8♦ 10♥ K♠) went to Computer (greedy), the dealer.\n",
        // The one hand decided it, and each side's score is named.
        "★ Computer (greedy) won the one-hand game with more points. Final score you 5 · Computer (greedy) 26.",
    ] {
        assert!(shown.contains(expected), "missing {expected:?} in:\n{shown}");
    }
    // Nobody else can join a game in a terminal; a finished game is not "kept".
    for unwanted in ["join to play", "is kept in"] {
        assert!(!shown.contains(unwanted), "{unwanted:?} in:\n{shown}");
    }
}

#[tokio::test]
async fn serbian_cyrillic_throughout() {
    let shown = play(Lang::SrCyrl).await;
    for expected in [
        "Откуцајте `help` за команде.",
        "Изаберите карту бројем или именом",
        "`zz` није ваша карта: откуцајте од 1 до 6 или карту, нпр. 9c; `help` даје списак команди.",
        "── Дељење 1 · tablic до 101 ·",
        " карата ──",
        "  Сто:        2♦ 10♠ J♦ K♣",
        "  Понето:     ви 0 карата/0 поена · Рачунар (похлепан) 0 карата",
        "  Ваше карте: 1) A♣  2) 3♦",
        "══ Дељење 1 је завршено ══",
        "карте поени највише табле дељење партија",
        "\n  На столу су остале 3 карте (8♦ 10♥ K♠), носи их Рачунар (похлепан) као делилац.\n",
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
        // As the terminal's command line takes them, not as a chat command.
        "e.g. tablic play --variant tablic --option target=151 --option partners=no.\n",
        "✗ “poker” is neither a variant nor an option. Variants: tablic,",
        // The whole refusal, one sentence after another, the last one ended too.
        "tablic-40, tablanette-jp. Options: players, partners, target,",
        "last-capture, leftovers, claims.\n",
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

/// Options of a game in `dir`, in `lang`, of `rules`, with shuffle `seed`.
fn options_in(dir: &Path, lang: Lang, rules: &[&str], seed: u64) -> PlayOptions {
    PlayOptions {
        db: dir.join("t.db"),
        db_named: "--db",
        rules: RuleSet::build(Variant::Tablic, rules.iter().copied()).unwrap(),
        rules_given: true,
        level: Level::Greedy,
        seed: Some(seed),
        jsonl: false,
        color: false,
        lang,
    }
}

/// Runs `tablic play` in-process with `input`; what it printed.
async fn run_with(options: PlayOptions, input: &str) -> String {
    let mut out = Vec::new();
    run(options, input.as_bytes(), &mut out).await.unwrap();
    String::from_utf8(out).unwrap()
}

/// As if the program had died before printing the result of the last game: the next start
/// tells it from the player's last move.
async fn forget_the_result_was_shown(dir: &Path) {
    let db = dir.join("t.db");
    let pool = sqlx::SqlitePool::connect(&format!("sqlite:{}", db.display())).await.unwrap();
    sqlx::query("UPDATE matches SET result_shown_at = NULL").execute(&pool).await.unwrap();
    pool.close().await;
}

#[tokio::test]
async fn quitting_says_where_the_game_is_kept_and_the_next_play_resumes_it() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db").display().to_string();
    let shown = run_with(options_in(dir.path(), Lang::En, &[], 7), "quit\n").await;
    let kept = format!(
        "Your game is kept in {db}: `tablic play --db {db}` picks it up where you left it.\n"
    );
    assert!(shown.ends_with(&kept), "{shown}");
    // The input ending (Ctrl-D) keeps it too, said on a line of its own.
    let shown = run_with(options_in(dir.path(), Lang::Ro, &[], 7), "").await;
    assert!(shown.starts_with("Continuați jocul neterminat."), "{shown}");
    assert!(shown.ends_with(&format!("play> \nJocul dumneavoastră este păstrat în {db}: `tablic play --db {db}` îl reia de unde ați rămas.\n")), "{shown}");
}

#[tokio::test]
async fn play_and_a_card_works_as_on_the_chat_platforms() {
    let shown = play_typing(Lang::En, "play 1\n").await;
    assert!(shown.contains("play>   You played A♣ to the table.\n"), "{shown}");
    assert!(!shown.contains("✗"), "{shown}");
    let shown = play_typing(Lang::En, "PLAY 9c\nplay 99\n").await;
    assert!(shown.contains("✗ `9c` is not one of your cards: type 1 to 6"), "{shown}");
    assert!(shown.contains("✗ `99` is not one of your cards: type 1 to 6"), "{shown}");
}

/// Seed 20 with every point but the cards' own off and a target of 1: the first hand ends
/// level at 11, the second level at 22, the third decides.
const TIE_BREAK: [&str; 4] = ["target=1", "most-cards=0", "tabla=none", "claims=none"];

#[tokio::test]
async fn a_tie_at_the_target_is_said_as_it_happens_and_in_the_result() {
    let dir = tempfile::tempdir().unwrap();
    let input = "1\n".repeat(400);
    let shown = run_with(options_in(dir.path(), Lang::En, &TIE_BREAK, 20), &input).await;
    for expected in [
        "The scores are level at 11, at or above the target: one more hand decides the match, and no one may claim victory in it.\n",
        "The scores are level at 22, at or above the target: one more hand decides the match, and no one may claim victory in it.\n",
        "★ Computer (greedy) won the hand played to break the tie at 22. Final score you 29 · Computer (greedy) 37.\n",
    ] {
        assert!(shown.contains(expected), "missing {expected:?} in:\n{shown}");
    }
}

#[tokio::test]
async fn a_recap_says_how_the_match_was_won_in_every_language() {
    // A tie broken by a further hand.
    let dir = tempfile::tempdir().unwrap();
    let input = "1\n".repeat(400);
    run_with(options_in(dir.path(), Lang::En, &TIE_BREAK, 20), &input).await;
    for (lang, expected) in [
        (Lang::En, "won the hand played to break the tie at 22. Final score you 29 · Computer (greedy) 37."),
        (Lang::Hr, ", u dijeljenju odigranom zbog izjednačenja na 22. Konačni rezultat vi 29 · "),
        (Lang::SrLatn, ", u deljenju odigranom zbog izjednačenja na 22. Konačan rezultat vi 29 · "),
        (Lang::SrCyrl, ", у дељењу одиграном због изједначења на 22. Коначан резултат ви 29 · "),
        (Lang::Bs, ", u dijeljenju odigranom zbog izjednačenja na 22. Konačan rezultat vi 29 · "),
        (Lang::Mk, ", во делењето одиграно поради изедначувањето на 22. Конечен резултат вие 29 · "),
        (Lang::Ro, ", în mâna jucată pentru a rupe egalitatea de la 22. Scor final dvs. 29 · "),
    ] {
        forget_the_result_was_shown(dir.path()).await;
        let recap = run_with(options_in(dir.path(), lang, &TIE_BREAK, 20), "").await;
        assert!(recap.contains(expected), "missing {expected:?} in:\n{recap}");
    }

    // One hand only.
    let dir = tempfile::tempdir().unwrap();
    run_with(options_in(dir.path(), Lang::En, &["short=yes"], 7), &"1\n".repeat(120)).await;
    forget_the_result_was_shown(dir.path()).await;
    let recap = run_with(options_in(dir.path(), Lang::Ro, &["short=yes"], 7), "").await;
    assert!(recap.contains("Victorie cu mai multe puncte în jocul de o singură mână: "), "{recap}");

    // A claim short of the target, the player's own.
    let dir = tempfile::tempdir().unwrap();
    run_with(options_in(dir.path(), Lang::En, &[], 7), "claim\nclaim\n").await;
    forget_the_result_was_shown(dir.path()).await;
    let recap = run_with(options_in(dir.path(), Lang::En, &[], 7), "").await;
    for expected in [
        "Your last game ended before you saw its end:\n",
        "You claimed victory with only 0 points: not enough, so you lost the game.\n",
        "★ Computer (greedy) won: you claimed victory without enough points. Final score you 0 · Computer (greedy) 0.\n",
    ] {
        assert!(recap.contains(expected), "missing {expected:?} in:\n{recap}");
    }
}

#[tokio::test]
async fn a_refused_capture_asks_again_what_the_same_card_takes() {
    let dir = tempfile::tempdir().unwrap();
    let shown = run_with(options_in(dir.path(), Lang::En, &[], 20), "1\n3s\n1\n").await;
    let expected = "  take>   ✗ A♦ cannot take 3♠: every group must add up to the card's value or match its rank.\n  What does A♦ take?\n    0) nothing — leave it on the table\n    1) 3♠ 8♦\n  take>   You played A♦ and took 3♠ 8♦.\n";
    assert!(shown.contains(expected), "{shown}");
}

/// A number that is no choice is told the choices there are: "0 or 1" when there is one
/// capture, "0 to N" when there are more.
#[tokio::test]
async fn a_number_that_is_no_choice_is_told_the_choices() {
    let dir = tempfile::tempdir().unwrap();
    let shown = run_with(options_in(dir.path(), Lang::En, &[], 20), "1\n4\n1\n").await;
    let expected = "  take>   ✗ `4` is not a choice: type 0 or 1 (or `back` for another card).\n";
    assert!(shown.contains(expected), "{shown}");
    let dir = tempfile::tempdir().unwrap();
    let shown = run_with(options_in(dir.path(), Lang::Hr, &[], 20), "1\n4\n1\n").await;
    assert!(
        shown.contains("✗ `4` nije ponuđeno: upišite 0 ili 1 (ili `back` za drugu kartu).\n"),
        "{shown}"
    );
}

#[tokio::test]
async fn a_claim_that_would_lose_is_asked_about_first() {
    let dir = tempfile::tempdir().unwrap();
    // Asked, then a card: the game goes on, and a later `claim` is asked about again.
    let shown = run_with(options_in(dir.path(), Lang::En, &[], 7), "claim\n1\nclaim\nquit\n").await;
    let question = "You have 0 points; the target is 101. A claim below the target is wrong, and a wrong claim loses the game. Claim anyway?\nType y (or `claim` again) to claim anyway; n or anything else goes on with the game.\n";
    assert_eq!(shown.matches(question).count(), 2, "{shown}");
    assert!(shown.contains("You played A♣ to the table."), "{shown}");
    assert!(!shown.contains("not enough, so you lose"), "{shown}");
    // Asked, then claimed again: made, and lost.
    let dir = tempfile::tempdir().unwrap();
    let shown = run_with(options_in(dir.path(), Lang::Mk, &[], 7), "claim\nclaim\n").await;
    assert!(shown.contains("целта е 101. Пријава под целта не е точна"), "{shown}");
    assert!(shown.contains("Напишете д (или повторно `claim`) за сепак да пријавите"), "{shown}");
    assert!(
        shown.contains(
            "★ Победа: Компјутер (алчен). Пријавивте победа без доволно поени. Конечен резултат"
        ),
        "{shown}"
    );
}

/// The question before a claim that would lose is answered as the resign question is: a no
/// (in any language) is said and changes nothing, a yes makes the claim; neither is refused
/// as a card.
#[tokio::test]
async fn a_claim_question_takes_a_yes_or_a_no() {
    let dir = tempfile::tempdir().unwrap();
    let shown = run_with(options_in(dir.path(), Lang::En, &[], 7), "claim\nno\nquit\n").await;
    assert!(shown.contains("Claim anyway?\nType y (or `claim` again) to claim anyway; n or anything else goes on with the game.\n"), "{shown}");
    assert!(shown.contains("  play> Not claimed: the game goes on.\n\n── Hand 1 "), "{shown}");
    assert!(!shown.contains('✗') && !shown.contains("not enough, so"), "{shown}");
    assert!(shown.contains("Your game is kept in "), "{shown}");
    let shown = run_with(options_in(dir.path(), Lang::En, &[], 7), "claim\ny\n").await;
    assert!(
        shown.contains("You claimed victory with only 0 points: not enough, so you lost the game."),
        "{shown}"
    );
    assert!(
        shown.contains("★ Computer (greedy) won: you claimed victory without enough points."),
        "{shown}"
    );
    let dir = tempfile::tempdir().unwrap();
    let shown = run_with(options_in(dir.path(), Lang::Hr, &[], 7), "claim\nNe\nquit\n").await;
    assert!(shown.contains("Upišite d (ili ponovno `claim`) da ipak prijavite; n ili bilo što drugo nastavlja igru.\n"), "{shown}");
    assert!(shown.contains("  play> Niste prijavili pobjedu: igra se nastavlja.\n"), "{shown}");
    assert!(!shown.contains('✗'), "{shown}");
}

#[tokio::test]
async fn standings_at_the_table_show_the_finished_games_in_the_players_language() {
    let dir = tempfile::tempdir().unwrap();
    let short = ["short=yes"];
    // Nothing finished yet; words it does not know, or that mean nothing here, are refused.
    let typed = "standings\nstandings weekly\nstandings rivals\nquit\n";
    let shown = run_with(options_in(dir.path(), Lang::En, &short, 7), typed).await;
    for expected in [
        "── Standings — this month · games with computers count ──\n  No games counted this month.\n  Points are title points: ",
        "\n  Other boards: points or strength, and month, last-month, season, last-season or all, e.g. `standings strength season`.\n",
        "✗ `weekly` is neither a board nor a span of time here: choose points or strength, and month, last-month, season, last-season or all, e.g. `standings strength season`.\n",
        "✗ `rivals` is neither a board nor a span of time here: ",
    ] {
        assert!(shown.contains(expected), "missing {expected:?} in:\n{shown}");
    }
    // `help` names it.
    let shown = run_with(options_in(dir.path(), Lang::En, &short, 7), "help\nquit\n").await;
    assert!(
        shown.contains("`standings` (your results: `standings strength season`, `standings all`)"),
        "{shown}"
    );
    // The one-hand game played to its end (lost 5 : 26) is on the next game's board.
    run_with(options_in(dir.path(), Lang::En, &short, 7), &"1\n".repeat(120)).await;
    let typed = "standings sve\nstandings snaga prošla-sezona\nquit\n";
    let shown = run_with(options_in(dir.path(), Lang::Hr, &short, 8), typed).await;
    for expected in [
        "── Ljestvica — od početka · računaju se i igre s računalom ──\n  1. ",
        " — 0 bodova · 1 partija (1 s računalom), 0 pobjeda\n",
        "── Snaga — prošla sezona · računaju se i igre s računalom ──\n",
        "  Druge ljestvice: bodovi ili snaga te mjesec, prošli-mjesec, sezona, prošla-sezona ili sve, npr. `standings snaga sezona`.\n",
    ] {
        assert!(shown.contains(expected), "missing {expected:?} in:\n{shown}");
    }
}

#[tokio::test]
async fn resign_asks_first_and_a_no_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let question = "  Resign and lose the match? (y/n) ";
    // No: nothing happens, the game goes on and is kept.
    let shown = run_with(options_in(dir.path(), Lang::En, &[], 7), "resign\nn\nquit\n").await;
    let no = format!("play> {question}Not resigned: the game goes on.\n\n── Hand 1 ");
    assert!(shown.contains(&no), "{shown}");
    assert!(!shown.contains("resigned."), "{shown}");
    assert!(shown.contains("Your game is kept in "), "{shown}");
    // Anything but an answer goes on with the game, read as it is typed.
    let shown = run_with(options_in(dir.path(), Lang::En, &[], 7), "resign\n1\nquit\n").await;
    assert!(shown.contains(&format!("play> {question}  You played A♣ to the table.\n")), "{shown}");
    assert!(!shown.contains("resigned."), "{shown}");
    // Yes: resigned, and the computer wins.
    let shown = run_with(options_in(dir.path(), Lang::En, &[], 7), "resign\nyes\n").await;
    assert!(shown.contains(&format!("{question}You resigned.\n")), "{shown}");
    assert!(shown.contains("★ Computer (greedy) won: you resigned. Final score you "), "{shown}");
    // In the player's language, answered in it.
    let dir = tempfile::tempdir().unwrap();
    let shown =
        run_with(options_in(dir.path(), Lang::Hr, &[], 7), "resign\nne\nresign\nDa\n").await;
    assert!(
        shown.contains(
            "Predati se i izgubiti partiju? (d/n) Niste se predali: igra se nastavlja.\n"
        ),
        "{shown}"
    );
    assert!(shown.contains("(d/n) Predali ste.\n"), "{shown}");
    assert!(
        shown.contains("★ Pobjeda: Računalo (pohlepno). Predali ste. Konačni rezultat"),
        "{shown}"
    );
}

/// Runs `sql` on the database of a game in `dir`.
async fn edit_stored(dir: &Path, sql: &[&str]) {
    let db = dir.join("t.db");
    let pool = sqlx::SqlitePool::connect(&format!("sqlite:{}", db.display())).await.unwrap();
    for statement in sql {
        sqlx::query(statement).execute(&pool).await.unwrap();
    }
    pool.close().await;
}

/// The lines that play [`TIE_BREAK`] with seed 20 into the hand that breaks the tie at 11.
fn into_the_tie_break() -> String {
    "1\n".repeat(34)
}

#[tokio::test]
async fn a_game_resumed_in_the_hand_that_breaks_a_tie_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let typed = into_the_tie_break() + "quit\n";
    let shown = run_with(options_in(dir.path(), Lang::En, &TIE_BREAK, 20), &typed).await;
    assert!(shown.contains("The scores are level at 11, at or above the target: "), "{shown}");
    assert!(shown.contains("── Hand 2 · tablic to 1 · you 11 · Computer (greedy) 11 ·"), "{shown}");
    let shown = run_with(options_in(dir.path(), Lang::En, &TIE_BREAK, 20), "quit\n").await;
    let expected = "Resuming your unfinished game.\nThe scores were level at 11, at or above the target: this hand decides the match, and no one may claim victory in it.\n";
    assert!(shown.starts_with(expected), "{shown}");
    let shown = run_with(options_in(dir.path(), Lang::Hr, &TIE_BREAK, 20), "quit\n").await;
    assert!(shown.contains("\nRezultat je bio izjednačen na 11, na cilju ili iznad njega: ovo dijeljenje odlučuje partiju, i u njemu nitko ne može prijaviti pobjedu.\n"), "{shown}");
}

/// Games stored by a release that took a claim in a hand that breaks a tie, or in a one-hand
/// game (this one refuses it, so the stored move log no longer replays to its end), are told
/// with the claim and the stored winner, not as a draw.
#[tokio::test]
async fn an_old_claim_this_release_refuses_is_recapped_as_it_was_decided() {
    // A right claim in the hand that breaks the tie at 11, with claims on.
    let dir = tempfile::tempdir().unwrap();
    let typed = into_the_tie_break() + "quit\n";
    run_with(options_in(dir.path(), Lang::En, &TIE_BREAK, 20), &typed).await;
    let claimed = [
        r#"UPDATE matches SET rules = replace(rules, '"claims":"None"', '"claims":"AtTarget"')"#,
        r#"INSERT INTO moves (match_id, seq, seat, action) SELECT id, (SELECT COUNT(*) FROM moves), 0, '"claim"' FROM matches"#,
    ];
    let won_by = |side: u8, scores: &str| {
        format!("UPDATE matches SET status = 'finished', winner_side = {side}, scores = '{scores}', finished_at = created_at, result_shown_at = NULL")
    };
    edit_stored(dir.path(), &[claimed[0], claimed[1], &won_by(0, "[11,11]")]).await;
    let recap = run_with(options_in(dir.path(), Lang::En, &TIE_BREAK, 20), "").await;
    assert_eq!(
        recap,
        "Your last game ended before you saw its end:\nYou claimed victory with 11 points: the claim is right.\n\n★ You won by a correct claim. Final score you 11 · Computer (greedy) 11.\n"
    );
    forget_the_result_was_shown(dir.path()).await;
    let recap = run_with(options_in(dir.path(), Lang::Hr, &TIE_BREAK, 20), "").await;
    assert!(recap.contains("Prijavili ste pobjedu (bodovi: 11): prijava je točna.\n\n★ Pobijedili ste točnom prijavom. Konačni rezultat vi 11 · Računalo (pohlepno) 11.\n"), "{recap}");

    // A claim that failed in a one-hand game.
    let dir = tempfile::tempdir().unwrap();
    run_with(options_in(dir.path(), Lang::En, &["short=yes"], 7), "quit\n").await;
    edit_stored(dir.path(), &[claimed[1], &won_by(1, "[0,0]")]).await;
    let recap = run_with(options_in(dir.path(), Lang::En, &["short=yes"], 7), "").await;
    assert!(recap.ends_with("You claimed victory with only 0 points: not enough, so you lost the game.\n\n★ Computer (greedy) won: you claimed victory without enough points. Final score you 0 · Computer (greedy) 0.\n"), "{recap}");
}

/// `help` names the commands that can be typed now: `claim` while claims are open (not in a
/// one-hand game), `redeal` only while the first cards may be rejected.
#[tokio::test]
async fn help_names_claim_and_redeal_only_when_they_can_be_typed() {
    let short = play_typing(Lang::En, "help\n").await;
    assert!(short.contains("Also: `resign` (give up), `back`"), "{short}");
    assert!(!short.contains("`claim` (claim victory)"), "no claims in one hand: {short}");
    assert!(!short.contains("`redeal` (new cards)"), "no redeal in Tablić: {short}");

    let dir = tempfile::tempdir().unwrap();
    let full = run_with(options_in(dir.path(), Lang::En, &[], 7), "help\nquit\n").await;
    assert!(full.contains("Also: `claim` (claim victory), `resign` (give up)"), "{full}");
    assert!(!full.contains("`redeal` (new cards)"), "{full}");

    // Tabinet lets the first player reject the first cards: help names `redeal` exactly when
    // the prompt offers it.
    let mut offered = 0;
    for seed in 1..12 {
        let dir = tempfile::tempdir().unwrap();
        let mut options = options_in(dir.path(), Lang::En, &[], seed);
        options.rules = RuleSet::build(Variant::Tabinet, std::iter::empty::<&str>()).unwrap();
        let shown = run_with(options, "help\nquit\n").await;
        let may = shown.contains("(you may `redeal` these cards once)");
        assert_eq!(shown.contains("`redeal` (new cards)"), may, "seed {seed}: {shown}");
        offered += usize::from(may);
    }
    assert!(offered > 0, "no deal offered a redeal");
}

/// `back` at the `play>` prompt has nothing to go back from: it says so in one line, then the
/// prompt; after a card, it goes back to the cards without a word.
#[tokio::test]
async fn back_with_no_card_chosen_says_there_is_nothing_to_go_back_to() {
    let dir = tempfile::tempdir().unwrap();
    let shown = run_with(options_in(dir.path(), Lang::En, &[], 20), "back\n1\nback\n").await;
    let said = "  play>   ✗ Nothing to go back to: pick a card.\n\n── Hand 1";
    assert!(shown.contains(said), "{shown}");
    assert!(shown.contains("  take> \n── Hand 1"), "{shown}");
    assert_eq!(shown.matches('✗').count(), 1, "{shown}");
    let dir = tempfile::tempdir().unwrap();
    let shown = run_with(options_in(dir.path(), Lang::Hr, &[], 20), "b\n").await;
    assert!(shown.contains("play>   ✗ Nemate se kamo vratiti: odaberite kartu.\n"), "{shown}");
}
