//! The words players read, in their language, through Project Fluent:
//! `assets/locales/en.ftl` and `sw.ftl`, built into the binary so the game
//! runs from any folder. A message missing in Kiswahili falls back to
//! English, and one missing in both shows its id (tests/words.rs keeps both
//! files complete and every id the code asks for present). No Bevy needed:
//! the engine's sentences, the lessons and the game window all use it.

use crate::record::settings::{Language, Speed};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

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

    /// A message said by the engine (a refusal): arguments that are
    /// themselves message ids (`side-south`, a takasia exemption) are put
    /// in words first.
    pub fn said(&self, said: &crate::rules::position::Said) -> String {
        let args: Vec<(&str, String)> = said
            .args
            .iter()
            .map(|(name, value)| match *name {
                "side" | "why" => (*name, self.get(value)),
                _ => (*name, value.clone()),
            })
            .collect();
        let borrowed: Vec<(&str, &str)> = args.iter().map(|(n, v)| (*n, v.as_str())).collect();
        self.with(said.id, &borrowed)
    }

    /// Who plays a side: "Person", "Bot 3 Hodari".
    pub fn player(&self, player: crate::record::settings::Player) -> String {
        match player {
            crate::record::settings::Player::Person => self.get("player-person"),
            crate::record::settings::Player::Bot(level) => self.with(
                "player-bot",
                &[("n", &level.number.to_string()), ("name", level.name)],
            ),
        }
    }

    /// A message with its arguments, such as `("moves", "12")`.
    pub fn with(&self, id: &str, args: &[(&str, &str)]) -> String {
        let bundles = match self.language {
            Language::Kiswahili => [&self.kiswahili, &self.english],
            Language::English => [&self.english, &self.english],
        };
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            // A count is a number to Fluent, so that plural forms choose.
            match value.parse::<u32>() {
                Ok(n) => fluent_args.set(*name, n),
                Err(_) => fluent_args.set(*name, value.to_string()),
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

/// The message id of a speed's name.
pub fn speed_id(speed: Speed) -> &'static str {
    match speed {
        Speed::Slow => "speed-slow",
        Speed::Normal => "speed-normal",
        Speed::Fast => "speed-fast",
        Speed::VeryFast => "speed-very-fast",
    }
}
