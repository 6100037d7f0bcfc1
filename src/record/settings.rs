//! The player's settings and the last customised round, kept as JSON in the
//! config folder. A missing file gives the defaults; a malformed or foreign
//! one is set aside (`settings.json.corrupt-<date>`, see
//! [`super::files::load_or_set_aside`]) and gives the defaults and a one-line
//! notice that says what was wrong and where the file went.

use crate::bot::Level;
use crate::rules::{Edition, Game, Rules, Side};
use crate::words::{Notice, Words};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Why a settings file, or a setting given on the command line, was refused.
#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    /// Not JSON, or not the settings' fields.
    #[error(transparent)]
    Json(#[from] serde_json::Error),
    #[error("'{0}' is not a player (person, or a bot level 1 to 6)")]
    NotAPlayer(String),
    #[error("'{0}' is not a speed (slow, normal, fast, very-fast)")]
    NotASpeed(String),
    #[error("volume {0} is not between 0 and 1")]
    Volume(f32),
    #[error(
        "ui_scale {0} is not between {min} and {max}",
        min = UI_SCALES.start(),
        max = UI_SCALES.end()
    )]
    UiScale(f32),
    #[error(
        "window_size {width}x{height} is not between {min} and {max} pixels",
        min = WINDOW_SIZES.start(),
        max = WINDOW_SIZES.end()
    )]
    WindowSize { width: u32, height: u32 },
    #[error("'{0}' is not an edition")]
    NotAnEdition(String),
    #[error("'{0}' is not a side (S or N)")]
    NotASide(String),
}

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Person,
    Bot(Level),
}

impl Player {
    /// Who plays a side, in words: "Person", "Bot 3 Hodari".
    pub fn said(self, words: &Words) -> String {
        match self {
            Player::Person => words.get("player-person"),
            Player::Bot(level) => words.with(
                "player-bot",
                &[("n", &level.number.to_string()), ("name", level.name)],
            ),
        }
    }

    /// `person` or a level number `1`..`6`.
    pub fn parse(text: &str) -> Result<Player, SettingsError> {
        match text {
            "person" | "human" => Ok(Player::Person),
            _ => text
                .parse::<u8>()
                .ok()
                .and_then(Level::get)
                .map(Player::Bot)
                .ok_or_else(|| SettingsError::NotAPlayer(text.to_string())),
        }
    }

    pub fn code(self) -> String {
        match self {
            Player::Person => "person".to_string(),
            Player::Bot(level) => level.number.to_string(),
        }
    }
}

/// Animation speed: a multiplier of the seed-by-seed pace.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Speed {
    Slow,
    #[default]
    Normal,
    Fast,
    VeryFast,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::VeryFast];

    pub fn factor(self) -> f32 {
        match self {
            Speed::Slow => 0.5,
            Speed::Normal => 1.0,
            Speed::Fast => 2.5,
            Speed::VeryFast => 8.0,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
            Speed::VeryFast => "very fast",
        }
    }

    /// The message id of the speed's name.
    pub fn message_id(self) -> &'static str {
        match self {
            Speed::Slow => "speed-slow",
            Speed::Normal => "speed-normal",
            Speed::Fast => "speed-fast",
            Speed::VeryFast => "speed-very-fast",
        }
    }

    pub fn parse(text: &str) -> Result<Speed, SettingsError> {
        Speed::ALL
            .into_iter()
            .find(|s| s.name() == text || s.name().replace(' ', "-") == text)
            .ok_or_else(|| SettingsError::NotASpeed(text.to_string()))
    }
}

/// The colours of the board's marks. Every mark has a shape of its own in
/// both; the colour-blind palette also keeps its colours apart for
/// protanopia, deuteranopia and tritanopia (app/marks.rs checks it).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default, clap::ValueEnum,
)]
#[serde(rename_all = "kebab-case")]
pub enum Palette {
    #[default]
    Standard,
    ColourBlind,
}

impl Palette {
    pub const ALL: [Palette; 2] = [Palette::Standard, Palette::ColourBlind];
}

/// Which side of the table the board is seen from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum ViewFrom {
    /// The person's side: North when North is the only person, else South.
    #[default]
    Auto,
    South,
    North,
}

impl ViewFrom {
    pub const ALL: [ViewFrom; 3] = [ViewFrom::Auto, ViewFrom::South, ViewFrom::North];

    /// Whether the board is turned round, North's rows nearest, for a round
    /// with these players.
    pub fn flipped(self, players: [Player; 2]) -> bool {
        match self {
            ViewFrom::Auto => players[0] != Player::Person && players[1] == Player::Person,
            ViewFrom::South => false,
            ViewFrom::North => true,
        }
    }
}

/// The interface's language lives with the words (a leaf module).
pub use crate::words::Language;

/// The smallest and largest text and interface scale.
pub const UI_SCALES: std::ops::RangeInclusive<f32> = 1.0..=2.0;

/// A round to play: the rules, who plays each side and who starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundConfig {
    pub rules: Rules,
    pub players: [Player; 2],
    pub first: Side,
}

impl RoundConfig {
    /// Quick play: the learning edition, a person as South against a mid-level bot.
    pub fn quick() -> RoundConfig {
        RoundConfig {
            rules: Rules::new(Edition::Kujifunza),
            players: [Player::Person, Player::Bot(Level::get(3).expect("level 3"))],
            first: Side::South,
        }
    }

    /// The demo's games: every edition with a few pairings of the stronger
    /// levels, whose games are worth watching (the weak ones end quickly and
    /// oddly).
    pub fn demo_games() -> Vec<RoundConfig> {
        let bot = |level| Player::Bot(Level::get(level).expect("a level from 1 to 6"));
        let mut games = Vec::new();
        for (south, north) in [(4, 6), (6, 5), (5, 4), (6, 6)] {
            for edition in Edition::ALL {
                games.push(RoundConfig {
                    rules: Rules::new(edition),
                    players: [bot(south), bot(north)],
                    first: Side::South,
                });
            }
        }
        games
    }

    pub fn player(&self, side: Side) -> Player {
        self.players[side.index()]
    }

    /// The game a round starts with: the edition's start, the chosen side first.
    pub fn starting_game(&self) -> Game {
        let mut start = *Game::new(self.rules).position();
        start.side = self.first;
        Game::from_position(start, self.rules.takasia)
    }
}

/// The settings file, as stored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// 0.0 (silent) to 1.0.
    pub volume: f32,
    pub muted: bool,
    pub show_counts: bool,
    pub show_names: bool,
    pub speed: Speed,
    /// The last customised round, as `edition`, `takasia`, `south`, `north`, `first`.
    pub edition: String,
    pub takasia: bool,
    pub south: String,
    pub north: String,
    pub first: String,
    /// Whether the game may keep the player's own data on this device: the
    /// game in progress and, with [`Settings::personal_bests`], the bests.
    /// Off until the player turns it on. An older file without it reads as
    /// off (the struct's `serde(default)`).
    pub save_on_device: bool,
    /// Whether clean solo wins are kept as personal bests. Meaningful only
    /// with `save_on_device`: see [`Settings::keeps_bests`].
    pub personal_bests: bool,
    /// Show where a move would end before it is played (off at first in
    /// games: a win with previews is not a personal best).
    pub move_preview: bool,
    /// The beginner's warnings: before a move that lets the opponent win at
    /// once or take a large capture, and marks on the pits under threat.
    /// A warning shown counts as a hint.
    pub warnings: bool,
    /// The marks' colours.
    pub palette: Palette,
    /// Seeds fade out and in where they would fly; marks do not pulse.
    pub reduced_motion: bool,
    /// Text and interface scale, 1.0 (100%) to 2.0 (200%), on top of the
    /// window's own.
    pub ui_scale: f32,
    /// Which side the board is seen from.
    pub view_from: ViewFrom,
    /// The interface's language (at first the system's).
    pub language: Language,
    /// The game window's size in logical pixels, as the player left it
    /// (kept only with device saving on, like everything in this file).
    pub window_size: Option<[u32; 2]>,
}

/// The window sizes a settings file may hold, either way.
pub const WINDOW_SIZES: std::ops::RangeInclusive<u32> = 200..=8192;

impl Default for Settings {
    fn default() -> Settings {
        let quick = RoundConfig::quick();
        Settings {
            volume: 0.7,
            muted: false,
            show_counts: true,
            // The commentary, the preview and the hints name pits ("A6"):
            // a newcomer sees the names they read.
            show_names: true,
            speed: Speed::Normal,
            edition: quick.rules.edition.name().to_string(),
            takasia: quick.rules.takasia,
            south: quick.players[0].code(),
            north: quick.players[1].code(),
            first: "S".to_string(),
            save_on_device: false,
            personal_bests: false,
            move_preview: false,
            warnings: true,
            palette: Palette::Standard,
            reduced_motion: false,
            ui_scale: 1.0,
            view_from: ViewFrom::Auto,
            language: Language::of_system(),
            window_size: None,
        }
    }
}

impl Settings {
    pub fn path() -> Option<PathBuf> {
        super::files::config_dir().map(|dir| dir.join("settings.json"))
    }

    /// Reads the settings: the defaults when there is no file. A file that
    /// cannot be used (not JSON, an unknown field, a value out of range, over
    /// 1 MiB) is set aside as `settings.json.corrupt-<date>` and gives the
    /// defaults with a one-line notice for the player; one that cannot be
    /// read at all is left in place and reported the same way.
    pub fn load(path: &Path) -> (Settings, Option<Notice>) {
        let loaded = super::files::load_or_set_aside(
            path,
            "file-settings",
            "fallback-settings",
            Settings::parse,
        );
        let (settings, notice) = loaded.into_parts();
        (settings.unwrap_or_default(), notice)
    }

    /// Reads the settings as [`Settings::load`] does, but leaves a corrupt
    /// or foreign file where it is ([`super::files::Loaded::LeftInPlace`]): at
    /// launch the game does not know yet whether the player lets it write,
    /// so it sets the file aside only when it is about to save the settings.
    pub fn read(path: &Path) -> super::files::Loaded<Settings> {
        super::files::load_leaving_in_place(
            path,
            "file-settings",
            "fallback-settings",
            Settings::parse,
        )
    }

    /// The settings to write at the end of a run that changed some of them
    /// for itself alone (`--speed`, `--palette` …): `self` (what the run
    /// uses now), but where a launch option set a field and the player has
    /// not changed it since, the value the file had (`before`; `launched`
    /// is what the options made of it).
    pub fn to_keep(&self, before: &Settings, launched: &Settings) -> Settings {
        let mut kept = self.clone();
        macro_rules! one_run {
            ($($field:ident),*) => {$(
                if self.$field == launched.$field {
                    kept.$field = before.$field.clone();
                }
            )*};
        }
        one_run!(
            speed,
            show_names,
            palette,
            reduced_motion,
            ui_scale,
            view_from,
            language
        );
        kept
    }

    /// The settings in a file's text, checked.
    pub fn parse(text: &str) -> Result<Settings, SettingsError> {
        let settings: Settings = serde_json::from_str(text)?;
        settings.check()?;
        Ok(settings)
    }

    fn check(&self) -> Result<(), SettingsError> {
        if !(0.0..=1.0).contains(&self.volume) {
            return Err(SettingsError::Volume(self.volume));
        }
        if !UI_SCALES.contains(&self.ui_scale) {
            return Err(SettingsError::UiScale(self.ui_scale));
        }
        if let Some([width, height]) = self.window_size
            && !(WINDOW_SIZES.contains(&width) && WINDOW_SIZES.contains(&height))
        {
            return Err(SettingsError::WindowSize { width, height });
        }
        self.round().map(|_| ())
    }

    /// Whether the game in progress may be saved on this device.
    pub fn keeps_game(&self) -> bool {
        self.save_on_device
    }

    /// Whether clean solo wins may be kept as personal bests on this device:
    /// both switches on.
    pub fn keeps_bests(&self) -> bool {
        self.save_on_device && self.personal_bests
    }

    /// Writes the settings atomically. The settings themselves are written
    /// whatever `save_on_device` says (docs/playing.md, "Your data", decision 1).
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        super::files::write_json(path, self)
    }

    /// The last customised round.
    pub fn round(&self) -> Result<RoundConfig, SettingsError> {
        let edition = Edition::parse(&self.edition)
            .ok_or_else(|| SettingsError::NotAnEdition(self.edition.clone()))?;
        Ok(RoundConfig {
            rules: Rules {
                edition,
                takasia: self.takasia,
            },
            players: [Player::parse(&self.south)?, Player::parse(&self.north)?],
            first: Side::from_letter(&self.first)
                .ok_or_else(|| SettingsError::NotASide(self.first.clone()))?,
        })
    }

    pub fn set_round(&mut self, round: &RoundConfig) {
        self.edition = round.rules.edition.name().to_string();
        self.takasia = round.rules.takasia;
        self.south = round.players[0].code();
        self.north = round.players[1].code();
        self.first = round.first.letter().to_string();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh folder for one test, and the settings file in it.
    fn scratch(name: &str) -> PathBuf {
        crate::record::scratch::folder(&format!("settings-{name}")).join("settings.json")
    }

    use crate::record::scratch::names as files_in;

    #[test]
    fn settings_round_trip_through_the_file() {
        let path = scratch("round-trip");
        let mut settings = Settings {
            volume: 0.25,
            show_names: true,
            speed: Speed::VeryFast,
            save_on_device: true,
            personal_bests: true,
            palette: Palette::ColourBlind,
            reduced_motion: true,
            ui_scale: 1.75,
            view_from: ViewFrom::North,
            language: Language::Kiswahili,
            ..Settings::default()
        };
        let round = RoundConfig {
            rules: Rules {
                edition: Edition::Kiswahili,
                takasia: false,
            },
            players: [Player::Bot(Level::get(6).unwrap()), Player::Person],
            first: Side::North,
        };
        settings.set_round(&round);
        settings.save(&path).unwrap();
        let (loaded, problem) = Settings::load(&path);
        assert_eq!(problem, None);
        assert_eq!(loaded, settings);
        assert_eq!(loaded.round().unwrap(), round);
        std::fs::remove_dir_all(path.parent().unwrap()).unwrap();
    }

    #[test]
    fn a_missing_file_gives_the_defaults_and_writes_nothing() {
        let path = scratch("missing").with_file_name("absent.json");
        assert_eq!(Settings::load(&path), (Settings::default(), None));
        assert!(files_in(path.parent().unwrap()).is_empty());
        std::fs::remove_dir_all(path.parent().unwrap()).unwrap();
    }

    #[test]
    fn the_language_follows_the_system_s_locale() {
        assert_eq!(Language::of_locale("sw_TZ.UTF-8"), Language::Kiswahili);
        assert_eq!(Language::of_locale("sw"), Language::Kiswahili);
        assert_eq!(Language::of_locale("en_GB.UTF-8"), Language::English);
        assert_eq!(Language::of_locale("C.UTF-8"), Language::English);
        assert_eq!(Language::of_locale(""), Language::English);
        assert_eq!(Language::of_locale("swedish"), Language::English);
    }

    /// The board turns round for a person playing North alone, and only
    /// when asked otherwise.
    #[test]
    fn the_board_is_seen_from_the_person_s_side() {
        let bot = Player::Bot(Level::get(3).unwrap());
        let person = Player::Person;
        assert!(!ViewFrom::Auto.flipped([person, bot]));
        assert!(ViewFrom::Auto.flipped([bot, person]));
        assert!(!ViewFrom::Auto.flipped([person, person]));
        assert!(!ViewFrom::Auto.flipped([bot, bot]));
        assert!(ViewFrom::North.flipped([person, bot]));
        assert!(!ViewFrom::South.flipped([bot, person]));
    }

    #[test]
    fn device_saving_starts_off() {
        let settings = Settings::default();
        assert!(!settings.save_on_device);
        assert!(!settings.personal_bests);
        assert!(!settings.keeps_game());
        assert!(!settings.keeps_bests());
        let bests_alone = Settings {
            personal_bests: true,
            ..Settings::default()
        };
        assert!(!bests_alone.keeps_bests(), "bests need device saving");
        let both = Settings {
            save_on_device: true,
            ..bests_alone
        };
        assert!(both.keeps_game() && both.keeps_bests());
    }

    #[test]
    fn an_older_file_without_the_saving_switches_still_loads() {
        let path = scratch("older");
        let older = r#"{
  "volume": 0.5,
  "muted": true,
  "show_counts": true,
  "show_names": false,
  "speed": "fast",
  "edition": "kimasai",
  "takasia": true,
  "south": "person",
  "north": "4",
  "first": "N"
}"#;
        std::fs::write(&path, older).unwrap();
        let (settings, problem) = Settings::load(&path);
        assert_eq!(problem, None);
        assert_eq!(settings.volume, 0.5);
        assert_eq!(settings.speed, Speed::Fast);
        assert!(!settings.save_on_device && !settings.personal_bests);
        assert_eq!(settings.round().unwrap().first, Side::North);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), older);
        std::fs::remove_dir_all(path.parent().unwrap()).unwrap();
    }

    #[test]
    fn a_malformed_file_gives_the_defaults_and_is_set_aside_with_a_notice() {
        for (text, expected) in [
            ("{ not json", "key must be a string"),
            (r#"{"volume": 3.0}"#, "volume 3 is not between 0 and 1"),
            (r#"{"north": "7"}"#, "'7' is not a player"),
            (r#"{"edition": "chess"}"#, "'chess' is not an edition"),
            (r#"{"colour": "red"}"#, "unknown field"),
            (r#"{"save_on_device": "yes"}"#, "invalid type"),
            (r#"{"ui_scale": 5.0}"#, "ui_scale 5 is not between 1 and 2"),
            (
                r#"{"window_size": [100000, 600]}"#,
                "window_size 100000x600 is not between 200 and 8192 pixels",
            ),
            (r#"{"palette": "sepia"}"#, "unknown variant"),
            (r#"{"view_from": "east"}"#, "unknown variant"),
            ("[1, 2, 3]", "invalid type"),
        ] {
            let path = scratch("malformed");
            std::fs::write(&path, text).unwrap();
            let (settings, why) = Settings::load(&path);
            let why = why.expect("a reason");
            assert_eq!(settings, Settings::default());
            assert!(why.contains(expected), "{text}: {why}");
            assert!(why.contains("is not a valid settings file"), "{why}");
            assert!(why.contains("set aside as settings.json.corrupt-"), "{why}");
            assert!(why.contains("the default settings are used"), "{why}");
            assert!(!why.contains('\n'), "{why}");
            // Set aside, never overwritten: the bytes are all there, under
            // the new name, and the old name is free for the next save.
            assert!(!path.exists());
            let names = files_in(path.parent().unwrap());
            assert_eq!(names.len(), 1, "{names:?}");
            assert!(names[0].starts_with("settings.json.corrupt-"), "{names:?}");
            let aside = path.with_file_name(&names[0]);
            assert_eq!(std::fs::read_to_string(aside).unwrap(), text);
            // The next load finds no file: the defaults, and nothing to say.
            assert_eq!(Settings::load(&path), (Settings::default(), None));
            std::fs::remove_dir_all(path.parent().unwrap()).unwrap();
        }
    }

    #[test]
    fn a_refused_setting_is_a_variant_that_holds_the_value() {
        let why = |text: &str| Settings::parse(text).unwrap_err();
        assert!(matches!(why(r#"{"north": "7"}"#), SettingsError::NotAPlayer(p) if p == "7"));
        assert!(matches!(why(r#"{"volume": 3.0}"#), SettingsError::Volume(v) if v == 3.0));
        assert!(matches!(why(r#"{"first": "E"}"#), SettingsError::NotASide(s) if s == "E"));
        assert!(matches!(why("{\n not json"), SettingsError::Json(e) if e.line() == 2));
        assert!(matches!(
            Speed::parse("warp"),
            Err(SettingsError::NotASpeed(_))
        ));
    }

    #[test]
    fn a_second_bad_file_the_same_day_gets_the_next_name() {
        let path = scratch("twice");
        std::fs::write(&path, "first bad").unwrap();
        let (_, first) = Settings::load(&path);
        std::fs::write(&path, "second bad").unwrap();
        let (_, second) = Settings::load(&path);
        let (first, second) = (first.unwrap(), second.unwrap());
        let names = files_in(path.parent().unwrap());
        assert_eq!(names.len(), 2, "{names:?}");
        // Unless the day changed between the two loads, the second is `-2`.
        if names[0].len() + 2 == names[1].len() {
            assert!(names[1].ends_with("-2"), "{names:?}");
            assert!(second.contains(&names[1]), "{second}");
        }
        assert!(first.contains(&names[0]), "{first}");
        let texts: Vec<String> = names
            .iter()
            .map(|n| std::fs::read_to_string(path.with_file_name(n)).unwrap())
            .collect();
        assert!(texts.contains(&"first bad".to_string()));
        assert!(texts.contains(&"second bad".to_string()));
        std::fs::remove_dir_all(path.parent().unwrap()).unwrap();
    }

    #[test]
    fn read_at_launch_leaves_a_foreign_file_where_it_is() {
        let path = scratch("foreign");
        std::fs::write(&path, "{ not ours").unwrap();
        let crate::record::Loaded::LeftInPlace { notice } = Settings::read(&path) else {
            panic!("left in place");
        };
        assert!(notice.contains("is not a valid settings file"), "{notice}");
        assert!(notice.contains("left as it is"), "{notice}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "{ not ours");
        assert_eq!(files_in(path.parent().unwrap()), ["settings.json"]);
        std::fs::remove_dir_all(path.parent().unwrap()).unwrap();
    }

    #[test]
    fn options_for_one_run_are_not_kept_unless_the_player_changes_them() {
        // A file that keeps the pit names off, which `--names` turns on.
        let before = Settings {
            volume: 0.4,
            show_names: false,
            ..Settings::default()
        };
        let mut launched = before.clone();
        launched.speed = Speed::VeryFast;
        launched.palette = Palette::ColourBlind;
        launched.ui_scale = 2.0;
        launched.language = Language::Kiswahili;
        launched.reduced_motion = true;
        launched.show_names = true;
        launched.view_from = ViewFrom::North;
        // Untouched since launch: the file's values come back.
        assert_eq!(launched.to_keep(&before, &launched), before);
        // The player changed two of them (and the volume) in the settings:
        // those are kept, the other one-run values are not.
        let mut now = launched.clone();
        now.speed = Speed::Slow;
        now.palette = Palette::Standard;
        now.volume = 0.9;
        let kept = now.to_keep(&before, &launched);
        assert_eq!(kept.speed, Speed::Slow);
        assert_eq!(kept.volume, 0.9);
        assert_eq!(kept.palette, Palette::Standard);
        assert_eq!(kept.ui_scale, before.ui_scale);
        assert_eq!(kept.language, before.language);
        assert!(!kept.reduced_motion && !kept.show_names);
        assert_eq!(kept.view_from, before.view_from);
    }

    #[test]
    fn a_file_that_cannot_be_read_is_left_in_place_and_reported() {
        // A folder where the file should be: not ours to move.
        let path = scratch("folder");
        std::fs::create_dir_all(&path).unwrap();
        let (settings, why) = Settings::load(&path);
        assert_eq!(settings, Settings::default());
        let why = why.expect("a reason");
        assert!(why.contains("could not be read"), "{why}");
        assert!(path.is_dir());
        std::fs::remove_dir_all(path.parent().unwrap()).unwrap();
    }
}
