//! Names in Discord's markdown. A name is user-controlled text: put raw into a message, `**Ana`,
//! `||x`, a backtick or `[win](https://…)` would bold, hide or quote what follows it, or add a
//! link. Every name the adapter writes goes through [`escape`]; the views and notices the core
//! puts into words are read through escaped copies ([`table_view`], [`notice`], …), so its
//! texts carry escaped names too. Names shown where Discord reads no markdown (a thread's name)
//! stay as they are. Pings are never made by a name: each message allows only its own mentions.

use bot_core::i18n::{shown_name, Lang};
use bot_core::ids::SeatKind;
use bot_core::session::{HandOverView, HandView, MatchEnd, MoveView, Notice, TableView};
use bot_core::table::Refusal;

/// What Discord's markdown reads: emphasis, spoilers, code, quotes, headings, lists, masked
/// links, mentions and custom emoji (`<`), and `:` of a bare `https://` address, which Discord
/// would link.
const SPECIAL: [char; 15] =
    ['\\', '*', '_', '~', '|', '`', '>', '#', '-', '[', ']', '(', ')', '<', ':'];

/// `text` shown literally in a Discord message or embed: a backslash before every character
/// markdown reads (Discord shows the character, not the backslash).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if SPECIAL.contains(&c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// A stored seat name as shown in `lang` (a computer's translated), escaped.
pub fn name(stored: &str, lang: Lang) -> String {
    escape(&shown_name(stored, lang))
}

/// A stored name escaped for the core's texts: a person's escaped, a computer's left as stored
/// so that the core still knows it and translates it (its words are ours, not a user's).
fn person(stored: &str) -> String {
    if SeatKind::computer_name_parts(stored).is_some() {
        stored.to_string()
    } else {
        escape(stored)
    }
}

fn people(names: &[String]) -> Vec<String> {
    names.iter().map(|n| person(n)).collect()
}

/// A table view whose names are escaped (what the table, results and hands are drawn from).
pub fn table_view(view: &TableView) -> TableView {
    let mut view = view.clone();
    view.creator = person(&view.creator);
    for seat in &mut view.seats {
        seat.name = person(&seat.name);
    }
    if let Some(mv) = &mut view.last_move {
        mv.name = person(&mv.name);
    }
    match &mut view.end {
        Some(MatchEnd::Won { names, by, .. }) => {
            *names = people(names);
            if let Some(by) = by {
                by.name = person(&by.name);
            }
        }
        Some(MatchEnd::Aborted { by, .. }) => *by = person(by),
        _ => {}
    }
    view
}

/// A hand whose partners' names are escaped.
pub fn hand_view(view: &HandView) -> HandView {
    HandView { partner_names: people(&view.partner_names), ..view.clone() }
}

/// A move whose name is escaped.
pub fn move_view(mv: &MoveView) -> MoveView {
    MoveView { name: person(&mv.name), ..mv.clone() }
}

/// A hand's scoring whose names are escaped.
pub fn hand_over(view: &HandOverView) -> HandOverView {
    HandOverView {
        sides: view.sides.iter().map(|s| people(s)).collect(),
        last_move: view.last_move.as_ref().map(move_view),
        ..view.clone()
    }
}

/// A notice whose name is escaped.
pub fn notice(notice: &Notice) -> Notice {
    let mut notice = notice.clone();
    match &mut notice {
        Notice::Created { name }
        | Notice::Joined { name }
        | Notice::Left { name }
        | Notice::ComputerAdded { name }
        | Notice::ComputerRemoved { name }
        | Notice::Redealt { name }
        | Notice::Rematch { name }
        | Notice::Claimed { name, .. }
        | Notice::Resigned { name }
        | Notice::Aborted { by: name }
        | Notice::TimedOut { name, .. }
        | Notice::Back { name } => *name = person(name),
        Notice::EveryoneAway { people, .. } => {
            people.iter_mut().for_each(|(_, name)| *name = person(name));
        }
        Notice::Started | Notice::Closed => {}
    }
    notice
}

/// A refusal whose name (whose turn it is) is escaped.
pub fn refusal(refusal: &Refusal) -> Refusal {
    match refusal {
        Refusal::NotYourTurn { name } => Refusal::NotYourTurn { name: person(name) },
        other => other.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bot_core::ai::Level;

    #[test]
    fn every_character_markdown_reads_is_escaped_and_nothing_else() {
        assert_eq!(escape("**Ana**"), "\\*\\*Ana\\*\\*");
        assert_eq!(escape("||x||"), "\\|\\|x\\|\\|");
        assert_eq!(escape("a`b"), "a\\`b");
        assert_eq!(escape("[win](https://x.io)"), "\\[win\\]\\(https\\://x.io\\)");
        assert_eq!(
            escape("-# > # _i_ ~~s~~ <@1> \\"),
            "\\-\\# \\> \\# \\_i\\_ \\~\\~s\\~\\~ \\<@1\\> \\\\"
        );
        assert_eq!(escape("Đorđe Šaković 🃏"), "Đorđe Šaković 🃏");
    }

    #[test]
    fn a_computers_name_is_still_translated() {
        let computer = SeatKind::Computer { level: Level::Hard }.display_name();
        assert_eq!(person(&computer), computer);
        assert_eq!(name(&computer, Lang::SrLatn), "Računar \\(težak\\)");
        assert_eq!(person("(x)"), "\\(x\\)");
    }

    #[test]
    fn the_cores_texts_carry_escaped_names_cut_before_they_are_escaped() {
        use bot_core::table::Stats;
        let stats = Stats {
            name: "**Mal** [x]".into(),
            computers: true,
            lines: None,
            now: 0,
            turn_on: None,
        };
        let lines = stats.lines_showing(Lang::En, &escape);
        assert_eq!(lines, ["\\*\\*Mal\\*\\* \\[x\\] has not finished a game here yet."]);
        // A long name is cut to 32 characters as everywhere, then escaped: no escape is cut.
        let long = Stats { name: "*".repeat(40), ..stats };
        let lines = long.lines_showing(Lang::En, &escape);
        assert!(lines[0].starts_with(&format!("{}…", "\\*".repeat(31))), "{lines:?}");
        // Whose turn it is, in a refusal.
        let voice = crate::bot::DiscordVoice { locale: "en-US" };
        let said = refusal(&Refusal::NotYourTurn { name: "_Bo_".into() }).message(Lang::En, &voice);
        assert!(said.contains("\\_Bo\\_"), "{said}");
    }
}
