//! The interface's words in the player's language, through Project
//! Fluent: `assets/locales/en.ftl` and `sw.ftl`, built into the binary so
//! the game runs from any folder. A message missing in Kiswahili falls back
//! to English, and one missing in both shows its id (tests/words.rs keeps
//! both files complete and every id the code asks for present).

use super::settings::GameSettings;
use crate::record::settings::{Language, Speed};
use bevy::prelude::*;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

pub const ENGLISH: &str = include_str!("../../assets/locales/en.ftl");
pub const KISWAHILI: &str = include_str!("../../assets/locales/sw.ftl");

/// English words, for the log and for texts not yet translated.
pub static IN_ENGLISH: std::sync::LazyLock<Words> =
    std::sync::LazyLock::new(|| Words::new(Language::English));

/// The words of both languages, and the one in use.
#[derive(Resource)]
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

    /// A message with its arguments, such as `("moves", "12")`.
    pub fn with(&self, id: &str, args: &[(&str, &str)]) -> String {
        let bundles = match self.language {
            Language::Kiswahili => [&self.kiswahili, &self.english],
            Language::English => [&self.english, &self.english],
        };
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.to_string());
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

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Words>()
        .add_systems(First, follow_the_setting);
}

/// The words follow the language chosen in Settings.
fn follow_the_setting(settings: Res<GameSettings>, mut words: ResMut<Words>) {
    let wanted = settings.settings.language;
    if words.language != wanted {
        words.language = wanted;
    }
}
