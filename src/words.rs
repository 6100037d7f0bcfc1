//! The words players read, in their language, through Project Fluent:
//! `assets/locales/en.ftl` and `sw.ftl`, built into the binary so the game
//! runs from any folder. A message missing in Kiswahili falls back to
//! English, and one missing in both shows its id (tests/words.rs keeps both
//! files complete and every id the code asks for present). No Bevy needed:
//! the engine's sentences, the lessons and the game window all use it.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use serde::{Deserialize, Serialize};

pub const ENGLISH: &str = include_str!("../assets/locales/en.ftl");
pub const KISWAHILI: &str = include_str!("../assets/locales/sw.ftl");

/// English words: the command line, the log, and the tests.
pub static IN_ENGLISH: std::sync::LazyLock<Words> =
    std::sync::LazyLock::new(|| Words::new(Language::English));

/// The words of both languages, and the one in use.
#[cfg_attr(feature = "app", derive(bevy::prelude::Resource))]
pub struct Words {
    english: FluentBundle<FluentResource>,
    kiswahili: FluentBundle<FluentResource>,
    pub language: Language,
}

impl Default for Words {
    fn default() -> Words {
        Words::new(Language::English)
    }
}

fn bundle(code: &str, text: &str) -> FluentBundle<FluentResource> {
    let id = code.parse().expect("a language code");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // egui draws the isolation marks Fluent puts round arguments as boxes.
    bundle.set_use_isolating(false);
    // The files are ours and checked by the tests: a bad line is skipped.
    let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(partial, _)| partial);
    let _ = bundle.add_resource(resource);
    bundle
}

impl Words {
    pub fn new(language: Language) -> Words {
        Words {
            english: bundle("en", ENGLISH),
            kiswahili: bundle("sw", KISWAHILI),
            language,
        }
    }

    /// A message with no arguments.
    pub fn get(&self, id: &str) -> String {
        self.with(id, &[])
    }

    /// The HUD's clock: whole minutes ("12 min", "1 h 5 min"). A clock of
    /// seconds would redraw the window every second while a player
    /// thinks (src/app/pace.rs).
    pub fn clock_minutes(&self, seconds: u64) -> String {
        let (hours, minutes) = (seconds / 3600, seconds / 60 % 60);
        self.with(
            "hud-clock",
            &[
                ("hours", &hours.to_string()),
                ("minutes", &minutes.to_string()),
            ],
        )
    }

    /// "1 seed", "3 seeds".
    pub fn seeds(&self, n: u32) -> String {
        self.with("seeds", &[("n", &n.to_string())])
    }

    /// "Event 3 of 9: …": the sentence of the event shown now (counted
    /// from 1), when there is one.
    pub fn event_sentence(&self, sentences: &[String], shown: usize) -> Option<String> {
        let sentence = sentences.get(shown.checked_sub(1)?)?;
        Some(self.with(
            "event-sentence",
            &[
                ("n", &shown.to_string()),
                ("count", &sentences.len().to_string()),
                ("sentence", sentence),
            ],
        ))
    }

    /// A message kept to be said later (a refusal, a notice).
    pub fn said(&self, said: &Said) -> String {
        let args: Vec<(&str, String)> = said
            .args
            .iter()
            .map(|(name, value)| match value {
                Arg::Text(text) => (*name, text.clone()),
                Arg::Id(id) => (*name, self.get(id)),
            })
            .collect();
        let borrowed: Vec<(&str, &str)> = args.iter().map(|(n, v)| (*n, v.as_str())).collect();
        self.with(said.id, &borrowed)
    }

    /// "takasia on" or "takasia off": the rule's setting, as a record, a
    /// best or a summary names it.
    pub fn takasia(&self, on: bool) -> String {
        self.get(if on { "takasia-on" } else { "takasia-off" })
    }

    /// A message with its arguments, such as `("moves", "12")`.
    pub fn with(&self, id: &str, args: &[(&str, &str)]) -> String {
        let bundles = match self.language {
            Language::Kiswahili => [&self.kiswahili, &self.english],
            Language::English => [&self.english, &self.english],
        };
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            // A count is a number to Fluent, so that plural forms choose;
            // a signed change ("+190") stays text, its sign with it.
            let count = value.bytes().all(|b| b.is_ascii_digit());
            match value.parse::<u32>() {
                Ok(n) if count => fluent_args.set(*name, n),
                _ => fluent_args.set(*name, value.to_string()),
            }
        }
        for bundle in bundles {
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return bundle
                    .format_pattern(pattern, Some(&fluent_args), &mut errors)
                    .into_owned();
            }
        }
        id.to_string()
    }
}

/// The interface's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum Language {
    English,
    Kiswahili,
}

impl Language {
    pub const ALL: [Language; 2] = [Language::English, Language::Kiswahili];

    /// The language's own name, as a player looks for it.
    pub fn name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Kiswahili => "Kiswahili",
        }
    }

    /// The system's language: Kiswahili when `LC_ALL`, `LC_MESSAGES` or
    /// `LANG` (the first one set) names it (`sw`, `sw_TZ.UTF-8`), else English.
    pub fn of_system() -> Language {
        let named = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(|name| std::env::var(name).ok())
            .find(|value| !value.is_empty());
        Language::of_locale(named.as_deref().unwrap_or(""))
    }

    /// The language of a locale name such as `sw_KE.UTF-8`.
    pub fn of_locale(locale: &str) -> Language {
        let code = locale.split(['_', '-', '.', '@']).next().unwrap_or("");
        if code.eq_ignore_ascii_case("sw") || code.eq_ignore_ascii_case("swa") {
            Language::Kiswahili
        } else {
            Language::English
        }
    }
}

impl Default for Language {
    fn default() -> Language {
        Language::of_system()
    }
}

/// An argument of a message kept to be said later: a text as it is (a
/// pit's name, a path, an error from the system), or a message of its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Text(String),
    Id(&'static str),
}

/// A message id with its arguments, said in whatever language the reader
/// has when it is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Said {
    pub fn new(id: &'static str, args: Vec<(&'static str, Arg)>) -> Said {
        Said { id, args }
    }
}

/// A one-line notice for the player (a file set aside, a save that
/// failed): said in the player's language on screen, and read as its
/// English text (`Deref` to `str`) by the log, the command line and tests.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    english: String,
    parts: Vec<Said>,
}

impl Notice {
    pub fn new(id: &'static str, args: Vec<(&'static str, Arg)>) -> Notice {
        Notice::of(vec![Said::new(id, args)])
    }

    /// Several notices as one line, "; " between them.
    pub fn join(notices: impl IntoIterator<Item = Notice>) -> Option<Notice> {
        let parts: Vec<Said> = notices.into_iter().flat_map(|n| n.parts).collect();
        (!parts.is_empty()).then(|| Notice::of(parts))
    }

    fn of(parts: Vec<Said>) -> Notice {
        Notice {
            english: Notice::line(&parts, &IN_ENGLISH),
            parts,
        }
    }

    fn line(parts: &[Said], words: &Words) -> String {
        let said: Vec<String> = parts.iter().map(|p| words.said(p)).collect();
        said.join("; ").replace(['\n', '\r'], " ")
    }

    /// The notice in the reader's language.
    pub fn in_words(&self, words: &Words) -> String {
        Notice::line(&self.parts, words)
    }
}

impl std::ops::Deref for Notice {
    type Target = str;
    fn deref(&self) -> &str {
        &self.english
    }
}

impl std::fmt::Display for Notice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.english)
    }
}

/// The active playing time as the clock, the pause screen and the records'
/// `ActiveTime` tag write it: `0:12:31`.
pub fn clock_text(seconds: u64) -> String {
    format!(
        "{}:{:02}:{:02}",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    )
}

/// A time as the bests and the summary line say it: `12:31` under an hour,
/// `1:02:03` from an hour.
pub fn short_clock_text(seconds: u64) -> String {
    if seconds < 3600 {
        format!("{}:{:02}", seconds / 60, seconds % 60)
    } else {
        clock_text(seconds)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The HUD's clock counts whole minutes, and hours from the 60th.
    #[test]
    fn the_clock_says_whole_minutes() {
        let english = Words::new(Language::English);
        assert_eq!(english.clock_minutes(59), "0 min");
        assert_eq!(english.clock_minutes(12 * 60 + 31), "12 min");
        assert_eq!(english.clock_minutes(3600 + 5 * 60 + 59), "1 h 5 min");
        let kiswahili = Words::new(Language::Kiswahili);
        assert_eq!(kiswahili.clock_minutes(12 * 60), "dakika 12");
        assert_eq!(kiswahili.clock_minutes(2 * 3600), "saa 2 dakika 0");
    }

    /// A notice reads as its English text, and says itself in Kiswahili on
    /// screen, its own arguments (a file's kind, what happens now) too.
    #[test]
    fn a_notice_is_english_text_and_said_in_the_reader_s_language() {
        let set_aside = Notice::new(
            "notice-set-aside",
            vec![
                ("path", Arg::Text("/x/settings.json".into())),
                ("what", Arg::Id("file-settings")),
                ("why", Arg::Text("expected value".into())),
                ("fallback", Arg::Id("fallback-settings")),
                ("name", Arg::Text("settings.json.corrupt-2026-12-01".into())),
            ],
        );
        assert!(set_aside.starts_with("/x/settings.json is not a valid settings file"));
        assert!(set_aside.ends_with("; the default settings are used"));
        let kiswahili = Words::new(Language::Kiswahili);
        let said = set_aside.in_words(&kiswahili);
        assert!(said.contains("faili ya mipangilio") && said.contains("expected value"));
        let failed = Notice::new("notice-no-home", Vec::new());
        let both = Notice::join([set_aside.clone(), failed]).unwrap();
        assert_eq!(
            both.matches("; ").count(),
            set_aside.matches("; ").count() + 1
        );
        assert_eq!(Notice::join(Vec::new()), None);
    }

    /// A rating's change keeps its sign: "+190" once read as the count 190.
    #[test]
    fn a_signed_change_keeps_its_sign() {
        let words = Words::new(Language::English);
        let change = words.with("puzzle-change", &[("change", "+190")]);
        assert!(change.ends_with("+190"), "{change}");
        let sitting = words.with(
            "puzzle-sitting",
            &[("solved", "1"), ("tried", "1"), ("change", "+190")],
        );
        assert!(sitting.ends_with("rating +190"), "{sitting}");
    }

    /// One seed is a seed: the refutation's sentence once said "1 seeds".
    #[test]
    fn one_seed_taken_is_singular() {
        let words = Words::new(Language::English);
        let said = |seeds: &str| {
            words.with(
                "puzzle-wrong-takes",
                &[
                    ("move", "a3>"),
                    ("reply", "A5<"),
                    ("seeds", seeds),
                    ("right", "73"),
                    ("played", "31"),
                ],
            )
        };
        assert!(said("1").contains("taking 1 seed:"), "{}", said("1"));
        assert!(said("12").contains("taking 12 seeds:"), "{}", said("12"));
    }

    #[test]
    fn times_read_as_clocks() {
        assert_eq!(clock_text(751), "0:12:31");
        assert_eq!(short_clock_text(751), "12:31");
        assert_eq!(short_clock_text(3723), "1:02:03");
    }
}
