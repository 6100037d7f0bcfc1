//! The player's settings and the last customised round, kept as JSON in the
//! config folder. A missing file gives the defaults; a malformed one gives
//! the defaults and a message that says what was wrong, and is left on disk
//! untouched until the player saves new settings.

use crate::bot::Level;
use crate::rules::{Edition, Game, Rules, Side};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Person,
    Bot(Level),
}

impl Player {
    /// `person` or a level number `1`..`6`.
    pub fn parse(text: &str) -> Result<Player, String> {
        match text {
            "person" | "human" => Ok(Player::Person),
            _ => text
                .parse::<u8>()
                .ok()
                .and_then(Level::get)
                .map(Player::Bot)
                .ok_or_else(|| format!("'{text}' is not a player (person, or a bot level 1 to 6)")),
        }
    }

    pub fn code(self) -> String {
        match self {
            Player::Person => "person".to_string(),
            Player::Bot(level) => level.number.to_string(),
        }
    }

    pub fn name(self) -> String {
        match self {
            Player::Person => "Person".to_string(),
            Player::Bot(level) => format!("Bot {} {}", level.number, level.name),
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

    pub fn parse(text: &str) -> Result<Speed, String> {
        Speed::ALL
            .into_iter()
            .find(|s| s.name() == text || s.name().replace(' ', "-") == text)
            .ok_or_else(|| format!("'{text}' is not a speed (slow, normal, fast, very-fast)"))
    }
}

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
}

impl Default for Settings {
    fn default() -> Settings {
        let quick = RoundConfig::quick();
        Settings {
            volume: 0.7,
            muted: false,
            show_counts: true,
            show_names: false,
            speed: Speed::Normal,
            edition: quick.rules.edition.name().to_string(),
            takasia: quick.rules.takasia,
            south: quick.players[0].code(),
            north: quick.players[1].code(),
            first: "S".to_string(),
        }
    }
}

impl Settings {
    pub fn path() -> Option<PathBuf> {
        super::config_dir().map(|dir| dir.join("settings.json"))
    }

    /// Reads the settings: the defaults when there is no file, and the
    /// defaults with the reason when the file cannot be used.
    pub fn load(path: &Path) -> (Settings, Option<String>) {
        match Settings::read(path) {
            Ok(settings) => (settings, None),
            Err(why) => (Settings::default(), Some(why)),
        }
    }

    fn read(path: &Path) -> Result<Settings, String> {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Settings::default()),
            Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
        };
        let settings: Settings = serde_json::from_str(&text)
            .map_err(|e| format!("{} is not a valid settings file ({e})", path.display()))?;
        settings
            .check()
            .map_err(|why| format!("{}: {why}", path.display()))?;
        Ok(settings)
    }

    fn check(&self) -> Result<(), String> {
        if !(0.0..=1.0).contains(&self.volume) {
            return Err(format!("volume {} is not between 0 and 1", self.volume));
        }
        self.round().map(|_| ())
    }

    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        let text = serde_json::to_string_pretty(self).map_err(std::io::Error::other)?;
        super::write_atomic(path, text.as_bytes())
    }

    /// The last customised round.
    pub fn round(&self) -> Result<RoundConfig, String> {
        let edition = Edition::parse(&self.edition)
            .ok_or_else(|| format!("'{}' is not an edition", self.edition))?;
        Ok(RoundConfig {
            rules: Rules {
                edition,
                takasia: self.takasia,
            },
            players: [Player::parse(&self.south)?, Player::parse(&self.north)?],
            first: Side::from_letter(&self.first)
                .ok_or_else(|| format!("'{}' is not a side (S or N)", self.first))?,
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

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("bao-settings-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir.join("settings.json")
    }

    #[test]
    fn settings_round_trip_through_the_file() {
        let path = scratch("round-trip");
        let mut settings = Settings {
            volume: 0.25,
            show_names: true,
            speed: Speed::VeryFast,
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
    }

    #[test]
    fn a_missing_file_gives_the_defaults() {
        let path = scratch("missing").with_file_name("absent.json");
        assert_eq!(Settings::load(&path), (Settings::default(), None));
    }

    #[test]
    fn a_malformed_file_gives_the_defaults_and_says_why_without_touching_it() {
        for (text, expected) in [
            ("{ not json", "not a valid settings file"),
            (r#"{"volume": 3.0}"#, "volume 3 is not between 0 and 1"),
            (r#"{"north": "7"}"#, "'7' is not a player"),
            (r#"{"edition": "chess"}"#, "'chess' is not an edition"),
            (r#"{"colour": "red"}"#, "unknown field"),
        ] {
            let path = scratch("malformed");
            std::fs::write(&path, text).unwrap();
            let (settings, why) = Settings::load(&path);
            let why = why.expect("a reason");
            assert_eq!(settings, Settings::default());
            assert!(why.contains(expected), "{text}: {why}");
            assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
        }
    }
}
