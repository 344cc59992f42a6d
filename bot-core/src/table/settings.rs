//! The defaults of a Discord server or a Telegram group: one type for both, stored as JSON by
//! the store. Every field is optional (unset: the configured default), so a field added later
//! reads as unset from rows written before it, and a value this release cannot read costs only
//! that value.

use std::time::Duration;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize};

use crate::i18n::Lang;
use crate::rules::{RuleError, Variant};
use crate::session::GameDefaults;

/// Longest turn timer a server or group may set (a day).
pub const MAX_TIMER_SECONDS: u64 = 86_400;

/// A server's or group's defaults for new games and for what everyone sees.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatSettings {
    /// Variant of a new game opened without one.
    #[serde(default, skip_serializing_if = "Option::is_none", deserialize_with = "lenient")]
    pub variant: Option<Variant>,
    /// Seconds a turn; 0 is no timer. (Telegram groups stored it as `turn_timer_seconds`.)
    #[serde(
        default,
        alias = "turn_timer_seconds",
        skip_serializing_if = "Option::is_none",
        deserialize_with = "lenient"
    )]
    pub turn_timer: Option<u64>,
    /// Language of what everyone sees. Earlier versions wrote `en` or `sr`; those still read.
    #[serde(default, skip_serializing_if = "Option::is_none", deserialize_with = "read_lang")]
    pub language: Option<Lang>,
    /// A thread per game (Discord).
    #[serde(default, skip_serializing_if = "Option::is_none", deserialize_with = "lenient")]
    pub thread: Option<bool>,
    /// Where a person is told it is their turn (unset: the platform's default).
    #[serde(default, skip_serializing_if = "Option::is_none", deserialize_with = "lenient")]
    pub notify: Option<TurnNotice>,
    /// Matches with computers count in the standings and stats (marked as such); unset: they
    /// do not, the boards count matches among people only.
    #[serde(default, skip_serializing_if = "Option::is_none", deserialize_with = "lenient")]
    pub computers: Option<bool>,
}

/// Where the turn notice goes: a new message, since an edit notifies nobody.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnNotice {
    /// In the game's channel or group: Discord's default (a mention with My hand); on
    /// Telegram a mention in the group besides the private hand.
    Channel,
    /// Privately only: Telegram's default (the hand in the private chat); on Discord a
    /// direct message.
    Private,
}

impl TurnNotice {
    /// The value as typed in settings.
    pub const fn name(self) -> &'static str {
        match self {
            TurnNotice::Channel => "channel",
            TurnNotice::Private => "private",
        }
    }

    /// Reads a value as typed: `channel` (also `group`, `here`) or `private` (also `dm`).
    pub fn parse(text: &str) -> Option<TurnNotice> {
        match text.trim().to_ascii_lowercase().as_str() {
            "channel" | "group" | "here" => Some(TurnNotice::Channel),
            "private" | "dm" | "direct" => Some(TurnNotice::Private),
            _ => None,
        }
    }
}

/// Why settings changes were refused; each holds what was typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsError {
    /// A word without `=`.
    NotKeyValue(String),
    /// A setting that does not exist.
    UnknownSetting(String),
    /// A variant that does not exist.
    Variant(RuleError),
    /// A timer that is not a number of seconds within the limit.
    Timer(String),
    /// A language the catalogue does not have.
    Language(String),
    /// Not yes or no: the setting as typed, and its value.
    Yes {
        /// The setting.
        key: String,
        /// What was given.
        value: String,
    },
    /// Not a place for turn notices.
    Notify(String),
}

impl ChatSettings {
    /// Reads stored settings; anything unreadable reads as no settings.
    pub fn from_stored(value: serde_json::Value) -> ChatSettings {
        serde_json::from_value(value).unwrap_or_else(|e| {
            tracing::warn!(error = %e, "stored settings unreadable; using the defaults");
            ChatSettings::default()
        })
    }

    /// The value to store.
    pub fn to_stored(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or_else(|_| serde_json::json!({}))
    }

    /// The variant of a new game opened without one.
    pub fn variant_or(&self, defaults: &GameDefaults) -> Variant {
        self.variant.unwrap_or(defaults.variant)
    }

    /// The time per turn of a new game (`None`: no timer).
    pub fn turn_timer_or(&self, defaults: &GameDefaults) -> Option<Duration> {
        match self.turn_timer {
            Some(0) => None,
            Some(seconds) => Some(Duration::from_secs(seconds)),
            None => defaults.turn_timer,
        }
    }

    /// Where turn notices go here, given the platform's default.
    pub fn notify_or(&self, default: TurnNotice) -> TurnNotice {
        self.notify.unwrap_or(default)
    }

    /// What differs from `before`, as the words that set it (`timer=60`, `language=hr`):
    /// the answer to a change says what it changed, not only the whole list. Compared as in
    /// effect (the defaults filled in), so setting a default again changes nothing: `notify`
    /// and `language` are what an unset choice means on the platform (a Discord server
    /// without a chosen language speaks its own locale's). Yes and no are in `reader`'s words
    /// (`computers=da`), as the settings take them.
    pub fn changes_from(
        &self,
        before: &ChatSettings,
        defaults: &GameDefaults,
        notify: TurnNotice,
        language: Lang,
        reader: Lang,
    ) -> Vec<String> {
        let yes_no = |b: bool| crate::i18n::yes_no_word(reader, b);
        let words = |s: &ChatSettings| {
            let timer =
                s.turn_timer_or(defaults).map_or("off".to_string(), |d| d.as_secs().to_string());
            [
                ("variant", s.variant_or(defaults).name().to_string()),
                ("timer", timer),
                ("language", s.language.unwrap_or(language).code().to_string()),
                ("thread", yes_no(s.thread.unwrap_or(false))),
                ("notify", s.notify_or(notify).name().to_string()),
                ("computers", yes_no(s.computers.unwrap_or(false))),
            ]
        };
        let (was, now) = (words(before), words(self));
        was.iter()
            .zip(now.iter())
            .filter(|(a, b)| a != b)
            .map(|(_, (key, value))| format!("{key}={value}"))
            .collect()
    }

    /// Sets one setting from its key and the value as typed (`variant`, `timer`, `language`,
    /// `thread`, `notify`, `computers`).
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), SettingsError> {
        match key.to_ascii_lowercase().as_str() {
            "variant" => self.variant = Some(value.parse().map_err(SettingsError::Variant)?),
            // As in a new game's words: `off` (or 0) for none.
            "timer" | "turn-timer" | "turn_timer" => {
                self.turn_timer = Some(super::timer_seconds(value)?);
            }
            "language" | "lang" => {
                let lang = parse_language(value);
                self.language = Some(lang.ok_or_else(|| SettingsError::Language(value.into()))?);
            }
            "thread" => self.thread = Some(yes_no(key, value)?),
            "notify" | "turn-notice" | "turn_notice" => {
                let place = TurnNotice::parse(value);
                self.notify = Some(place.ok_or_else(|| SettingsError::Notify(value.into()))?);
            }
            "computers" | "bots" => self.computers = Some(yes_no(key, value)?),
            _ => return Err(SettingsError::UnknownSetting(key.to_string())),
        }
        Ok(())
    }

    /// Applies `key=value` words; on any error nothing is applied.
    pub fn apply(&self, words: &[String]) -> Result<ChatSettings, SettingsError> {
        let mut next = self.clone();
        for word in words {
            let Some((key, value)) = word.split_once('=') else {
                return Err(SettingsError::NotKeyValue(word.clone()));
            };
            next.set(key, value)?;
        }
        Ok(next)
    }
}

/// Yes or no as typed for the setting `key`.
fn yes_no(key: &str, value: &str) -> Result<bool, SettingsError> {
    let refused = || SettingsError::Yes { key: key.to_string(), value: value.to_string() };
    crate::i18n::yes_or_no(value).ok_or_else(refused)
}

/// A language as a person or an earlier version wrote it: a catalogue tag in any case, with
/// `-` or `_` (`sr-Latn`, `sr_cyrl`), or a bare language (`sr` is Serbian in Latin script, the
/// more common one in chat; `en`, `hr`, `bs`, `mk`, `ro`).
pub fn parse_language(text: &str) -> Option<Lang> {
    let tag = text.trim().replace('_', "-");
    if let Some(lang) = Lang::ALL.into_iter().find(|l| l.code().eq_ignore_ascii_case(&tag)) {
        return Some(lang);
    }
    match tag.to_ascii_lowercase().as_str() {
        "sr" | "sr-latin" | "sr-rs" => Some(Lang::SrLatn),
        "sr-cyrillic" => Some(Lang::SrCyrl),
        "en-us" | "en-gb" => Some(Lang::En),
        _ => None,
    }
}

/// A stored value read leniently: one this release cannot read counts as unset.
fn lenient<'de, D: Deserializer<'de>, T: DeserializeOwned>(d: D) -> Result<Option<T>, D::Error> {
    let value = Option::<serde_json::Value>::deserialize(d)?;
    Ok(value.and_then(|v| serde_json::from_value(v).ok()))
}

/// A stored language (see [`parse_language`]); an unknown one reads as none.
fn read_lang<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Lang>, D::Error> {
    let code = Option::<serde_json::Value>::deserialize(d)?;
    Ok(code.as_ref().and_then(serde_json::Value::as_str).and_then(|c| {
        let lang = parse_language(c);
        if lang.is_none() {
            tracing::warn!(code = c, "unknown stored language; using the default");
        }
        lang
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn discord_and_telegram_rows_of_earlier_versions_still_read() {
        let discord = ChatSettings::from_stored(
            json!({ "variant": "tablanet", "turn_timer": 30, "language": "sr", "thread": true }),
        );
        assert_eq!(discord.variant, Some(Variant::Tablanet));
        assert_eq!(discord.turn_timer, Some(30));
        assert_eq!(discord.language, Some(Lang::SrLatn));
        assert_eq!(discord.thread, Some(true));
        let telegram = ChatSettings::from_stored(
            json!({ "variant": "tablic", "turn_timer_seconds": 0, "language": "mk" }),
        );
        assert_eq!(telegram.turn_timer, Some(0));
        assert_eq!(telegram.language, Some(Lang::Mk));
        // A value this release cannot read costs only that value; unknown fields are ignored.
        let odd = ChatSettings::from_stored(
            json!({ "language": "xx", "variant": "poker", "turn_timer": 30, "later": 1 }),
        );
        assert_eq!((odd.language, odd.variant, odd.turn_timer), (None, None, Some(30)));
        assert_eq!(ChatSettings::from_stored(json!("nonsense")), ChatSettings::default());
        // Written with one name for each field, read back the same.
        let new = ChatSettings { language: Some(Lang::SrCyrl), ..ChatSettings::default() };
        assert_eq!(new.to_stored(), json!({ "language": "sr-Cyrl" }));
        assert_eq!(ChatSettings::from_stored(new.to_stored()), new);
    }

    #[test]
    fn changes_apply_all_or_nothing() {
        let base = ChatSettings::default();
        let words: Vec<String> =
            ["variant=tablanette", "timer=60", "language=sr"].map(String::from).to_vec();
        let next = base.apply(&words).unwrap();
        assert_eq!(next.computers, None, "computers' matches do not count unless set");
        let with = base.apply(&["computers=yes".to_string()]).unwrap();
        assert_eq!(with.computers, Some(true));
        assert_eq!(with.to_stored(), json!({ "computers": true }));
        assert!(base.apply(&["computers=maybe".to_string()]).is_err());
        // The settings reply says yes and no in the group's language: those words are taken.
        for (word, meant) in
            [("da", true), ("ДА", true), ("ne", false), ("не", false), ("nu", false)]
        {
            let set = base.apply(&[format!("computers={word}")]).unwrap();
            assert_eq!(set.computers, Some(meant), "{word}");
        }
        assert_eq!(next.variant, Some(Variant::Tablanette));
        assert_eq!(next.turn_timer, Some(60));
        assert_eq!(next.language, Some(Lang::SrLatn), "plain sr is Serbian in Latin script");
        let dm = base.apply(&["notify=dm".to_string()]).unwrap();
        assert_eq!(dm.notify_or(TurnNotice::Channel), TurnNotice::Private);
        assert_eq!(base.notify_or(TurnNotice::Channel), TurnNotice::Channel);
        assert_eq!(dm.to_stored(), json!({ "notify": "private" }));
        assert_eq!(ChatSettings::from_stored(dm.to_stored()), dm);
        for bad in [
            "variant=poker",
            "timer=-1",
            "timer=soon",
            "timer=86401",
            "timer=+5",
            "language=xx",
            "x",
            "notify=x",
        ] {
            assert!(base.apply(&[bad.to_string()]).is_err(), "{bad}");
        }
        assert_eq!(
            base.apply(&["colour=red".to_string()]),
            Err(SettingsError::UnknownSetting("colour".into()))
        );
        assert_eq!(parse_language("SR_cyrl"), Some(Lang::SrCyrl));
        assert_eq!(parse_language(" Ro "), Some(Lang::Ro));
        let defaults = GameDefaults {
            variant: Variant::Tablic,
            turn_timer: Some(Duration::from_secs(120)),
            level: crate::ai::Level::Medium,
        };
        assert_eq!(next.turn_timer_or(&defaults), Some(Duration::from_secs(60)));
        assert_eq!(base.turn_timer_or(&defaults), Some(Duration::from_secs(120)));
        let off = base.apply(&["timer=0".to_string()]).unwrap();
        assert_eq!(off.turn_timer_or(&defaults), None);
        // As in a new game's words, which the refusal of a bad timer names.
        assert_eq!(base.apply(&["timer=Off".to_string()]).unwrap(), off);
        assert_eq!(base.variant_or(&defaults), Variant::Tablic);
        // What a change changed, in the words that set it; a default set again is no change.
        let words = |w: &[&str]| w.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let changed = base.apply(&words(&["timer=off", "language=hr", "variant=tablic"]));
        let changes = changed.unwrap().changes_from(
            &base,
            &defaults,
            TurnNotice::Private,
            Lang::En,
            Lang::En,
        );
        assert_eq!(changes, ["timer=off", "language=hr"]);
        let same = base.apply(&words(&["timer=120", "notify=private"])).unwrap();
        assert!(same
            .changes_from(&base, &defaults, TurnNotice::Private, Lang::En, Lang::En)
            .is_empty());
        // Where an unset language means another (a Discord server's locale), English chosen
        // is a change, and that language chosen is none.
        let english = base.apply(&words(&["language=en"])).unwrap();
        let changes =
            english.changes_from(&base, &defaults, TurnNotice::Private, Lang::Hr, Lang::En);
        assert_eq!(changes, ["language=en"]);
        // Yes and no in the reader's words, as typed.
        let computers = base.apply(&words(&["computers=da"])).unwrap();
        let said =
            computers.changes_from(&base, &defaults, TurnNotice::Private, Lang::En, Lang::Hr);
        assert_eq!(said, ["computers=da"]);
        let croatian = base.apply(&words(&["language=hr"])).unwrap();
        assert!(croatian
            .changes_from(&base, &defaults, TurnNotice::Private, Lang::Hr, Lang::En)
            .is_empty());
    }
}
