//! People's names as the platforms send them are user-controlled text: cleaned once, at the
//! edge, before anyone else reads them.

/// Longest name shown, in characters (a longer one is cut, ending in `…`).
pub const MAX_NAME_CHARS: usize = 32;

/// Whether `c` changes how the text around it is laid out or is invisible: bidi overrides,
/// embeddings, isolates and marks, zero-width characters, and every control character.
fn is_hidden(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{00AD}'                  // soft hyphen
            | '\u{061C}'                // Arabic letter mark
            | '\u{115F}' | '\u{1160}' | '\u{3164}' | '\u{FFA0}' // Hangul fillers (blank "names")
            | '\u{180E}'                // Mongolian vowel separator
            | '\u{200B}'..='\u{200F}'   // zero-width space, non-joiner, joiner; LRM, RLM
            | '\u{202A}'..='\u{202E}'   // bidi embeddings and overrides
            | '\u{2060}'..='\u{2064}'   // word joiner, invisible operators
            | '\u{2066}'..='\u{206F}'   // bidi isolates, deprecated format characters
            | '\u{FEFF}'                // zero-width no-break space
            | '\u{FFF9}'..='\u{FFFB}'   // interlinear annotation
            | '\u{E0000}'..='\u{E007F}' // tags
        )
}

/// A name fit to show: hidden and layout-changing characters dropped, runs of white space made
/// one space, at most [`MAX_NAME_CHARS`] characters. `None` when nothing visible is left.
pub fn clean_name(raw: &str) -> Option<String> {
    // Line breaks and tabs separate words; every other hidden character goes.
    let visible: String = raw
        .chars()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .filter(|c| !is_hidden(*c))
        .collect();
    let words: Vec<&str> = visible.split_whitespace().collect();
    let joined = words.join(" ");
    if joined.is_empty() {
        return None;
    }
    if joined.chars().count() <= MAX_NAME_CHARS {
        return Some(joined);
    }
    let cut: String = joined.chars().take(MAX_NAME_CHARS - 1).collect();
    Some(format!("{}…", cut.trim_end()))
}

/// [`clean_name`], or `fallback` (cleaned too) when the name has nothing visible.
pub fn clean_name_or(raw: &str, fallback: &str) -> String {
    clean_name(raw).or_else(|| clean_name(fallback)).unwrap_or_else(|| "?".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bidi_overrides_zero_width_and_controls_are_dropped() {
        assert_eq!(clean_name("Ana\u{202E}lo\u{202C}"), Some("Analo".into()));
        assert_eq!(clean_name("\u{2067}Bob\u{2069}\u{200B}"), Some("Bob".into()));
        assert_eq!(clean_name("Ca\u{0000}rol\n\tX"), Some("Carol X".into()));
        assert_eq!(clean_name("  Đorđe   Šaković "), Some("Đorđe Šaković".into()));
        assert_eq!(clean_name("\u{200D}\u{FEFF}\u{3164}"), None);
        assert_eq!(clean_name_or("\u{202E}", "Player 42"), "Player 42");
        assert_eq!(clean_name("Милош 🃏"), Some("Милош 🃏".into()));
    }

    #[test]
    fn long_names_are_cut_to_32_characters() {
        let long = "Ž".repeat(64) + " " + &"x".repeat(64);
        let shown = clean_name(&long).unwrap();
        assert_eq!(shown.chars().count(), MAX_NAME_CHARS);
        assert!(shown.ends_with('…'));
        let exact = "a".repeat(MAX_NAME_CHARS);
        assert_eq!(clean_name(&exact), Some(exact.clone()));
    }
}
