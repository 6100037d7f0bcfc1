//! Personal bests: for each edition, option (takasia on or off, Kiswahili
//! only) and bot level, how many clean solo wins, the fewest moves to win and
//! the shortest active time to win, each with its date. Kept as JSON in
//! `<data folder>/bests.json`, and only when the player turned device saving
//! and personal bests on: nothing here writes unless called to, and every
//! function that touches a file takes the folder, so the caller decides.
//!
//! Whether a win counts (a clean solo win) is `clean_solo.rs`'s.

use super::date::Date;
use crate::bot::Level;
use crate::rules::{Edition, Rules};
use crate::words::{Arg, Notice};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The bests file in the data folder.
pub const FILE_NAME: &str = "bests.json";
/// The bests format this code writes and reads (the file's `version`).
pub const VERSION: u32 = 1;

/// Why a bests file was refused.
#[derive(Debug, thiserror::Error)]
pub enum BestsError {
    /// Not JSON, or not the bests' fields.
    #[error(transparent)]
    Json(#[from] serde_json::Error),
    #[error("version {0} was written by a newer version of Bao (this one reads {VERSION})")]
    NewerVersion(u32),
    #[error("version {0} is unknown")]
    UnknownVersion(u32),
    #[error("'{}' is not an edition", crate::rules::position::quoted(.0))]
    NotAnEdition(String),
    #[error("level {0} is not 1 to 6")]
    NotALevel(u8),
    #[error("a kiswahili best must say takasia true or false")]
    TakasiaMissing,
    #[error("a {0} best has no takasia option")]
    NoTakasiaOption(Edition),
    #[error("{} is given twice", key_words(.0))]
    Twice(BestKey),
    #[error("{} has no win", key_words(.0))]
    NoWin(BestKey),
}

/// Where the bests are kept in the data folder `dir`.
pub fn path(dir: &Path) -> PathBuf {
    dir.join(FILE_NAME)
}

/// What a best is kept under: the edition, takasia for Kiswahili (other
/// editions have no option, so one key), and the bot's level. The person's
/// side and who moved first are not part of it (docs/playing.md, "Your data").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BestKey {
    edition: Edition,
    /// `None` outside Kiswahili.
    takasia: Option<bool>,
    level: u8,
}

impl BestKey {
    pub fn new(rules: Rules, level: Level) -> BestKey {
        BestKey {
            edition: rules.edition,
            takasia: (rules.edition == Edition::Kiswahili).then_some(rules.takasia),
            level: level.number,
        }
    }

    pub fn edition(&self) -> Edition {
        self.edition
    }

    /// `Some` for Kiswahili only.
    pub fn takasia(&self) -> Option<bool> {
        self.takasia
    }

    pub fn level(&self) -> Level {
        // Every key is built from a `Level` or checked on load.
        Level::get(self.level).unwrap_or(crate::bot::LEVELS[0])
    }

    /// The order the file and [`Bests::iter`] list them in: edition, takasia
    /// on before off, level.
    fn order(&self) -> (usize, bool, u8) {
        let edition = Edition::ALL.iter().position(|e| *e == self.edition);
        (
            edition.unwrap_or(0),
            !self.takasia.unwrap_or(true),
            self.level,
        )
    }
}

/// A best value and the day it was set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dated<T> {
    pub value: T,
    pub date: Date,
}

/// The bests under one key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Best {
    /// Clean wins, at least 1 (a key with no win has no entry).
    pub wins: u32,
    /// The fewest moves (plies of both sides) a clean win took.
    pub fewest_moves: Dated<u32>,
    /// The shortest active time, in whole seconds, a clean win took.
    pub shortest_seconds: Dated<u64>,
}

/// A clean solo win, as [`CleanSolo::clean_win`] gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CleanWin {
    pub rules: Rules,
    /// The bot that was beaten.
    pub level: Level,
    /// The game's moves, both sides' (its plies).
    pub moves: u32,
    /// Active playing time, whole seconds.
    pub active_seconds: u64,
    pub date: Date,
}

/// Which bests a win set, for the end window ("New personal best").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NewBests {
    /// The first clean win under its key: its moves and time are the bests.
    pub first_win: bool,
    /// Fewer moves than the best before (a tie is not a new best).
    pub fewest_moves: bool,
    /// A shorter active time than the best before.
    pub shortest_time: bool,
}

impl NewBests {
    pub fn any(&self) -> bool {
        self.first_win || self.fewest_moves || self.shortest_time
    }

    /// The message id of one line for the end window, or `None` when no
    /// best fell.
    pub fn message_id(&self) -> Option<&'static str> {
        match (self.first_win, self.fewest_moves, self.shortest_time) {
            (true, ..) => Some("best-first-win"),
            (false, true, true) => Some("best-moves-and-time"),
            (false, true, false) => Some("best-moves"),
            (false, false, true) => Some("best-time"),
            (false, false, false) => None,
        }
    }
}

/// All the bests, in memory. Reading and writing the file is explicit:
/// [`Bests::load`], [`Bests::save`], [`record_win`], [`erase`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bests {
    /// Kept in [`BestKey::order`]; at most 24 keys (3 editions, Kiswahili
    /// twice, 6 levels), so a list is enough.
    entries: Vec<(BestKey, Best)>,
}

impl Bests {
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The bests for a game of `rules` against `level`, if any clean win.
    pub fn get(&self, rules: Rules, level: Level) -> Option<&Best> {
        let key = BestKey::new(rules, level);
        self.entries.iter().find(|(k, _)| *k == key).map(|(_, b)| b)
    }

    /// Every key with its bests, in edition, takasia, level order.
    pub fn iter(&self) -> impl Iterator<Item = (&BestKey, &Best)> {
        self.entries.iter().map(|(k, b)| (k, b))
    }

    /// Counts a clean win under its edition, option and level, and says
    /// which bests fell. In memory only: [`Bests::save`] writes.
    pub fn record(&mut self, win: &CleanWin) -> NewBests {
        let key = BestKey::new(win.rules, win.level);
        let moves = Dated {
            value: win.moves,
            date: win.date,
        };
        let seconds = Dated {
            value: win.active_seconds,
            date: win.date,
        };
        let Some((_, best)) = self.entries.iter_mut().find(|(k, _)| *k == key) else {
            self.entries.push((
                key,
                Best {
                    wins: 1,
                    fewest_moves: moves,
                    shortest_seconds: seconds,
                },
            ));
            self.entries.sort_by_key(|(k, _)| k.order());
            return NewBests {
                first_win: true,
                ..NewBests::default()
            };
        };
        best.wins = best.wins.saturating_add(1);
        let mut new = NewBests::default();
        if win.moves < best.fewest_moves.value {
            best.fewest_moves = moves;
            new.fewest_moves = true;
        }
        if win.active_seconds < best.shortest_seconds.value {
            best.shortest_seconds = seconds;
            new.shortest_time = true;
        }
        new
    }

    /// The bests as the file holds them (pretty JSON).
    pub fn to_json(&self) -> String {
        let file = BestsFile {
            version: VERSION,
            bests: self
                .entries
                .iter()
                .map(|(key, best)| Entry {
                    edition: key.edition.name().to_string(),
                    takasia: key.takasia,
                    level: key.level,
                    wins: best.wins,
                    fewest_moves: DatedMoves {
                        moves: best.fewest_moves.value,
                        date: best.fewest_moves.date,
                    },
                    shortest_time: DatedSeconds {
                        seconds: best.shortest_seconds.value,
                        date: best.shortest_seconds.date,
                    },
                })
                .collect(),
        };
        // Plain strings and numbers: serialising cannot fail.
        serde_json::to_string_pretty(&file).unwrap_or_default() + "\n"
    }

    /// The bests in a file's text, checked: known version, edition and
    /// level, takasia given for Kiswahili only, no key twice, at least one
    /// win a key.
    pub fn from_json(text: &str) -> Result<Bests, BestsError> {
        let file: BestsFile = serde_json::from_str(text)?;
        if file.version != VERSION {
            return Err(if file.version > VERSION {
                BestsError::NewerVersion(file.version)
            } else {
                BestsError::UnknownVersion(file.version)
            });
        }
        let mut bests = Bests::default();
        for entry in file.bests {
            let edition = Edition::parse(&entry.edition)
                .ok_or_else(|| BestsError::NotAnEdition(entry.edition.clone()))?;
            let level = Level::get(entry.level).ok_or(BestsError::NotALevel(entry.level))?;
            let takasia = match (edition, entry.takasia) {
                (Edition::Kiswahili, Some(takasia)) => takasia,
                (Edition::Kiswahili, None) => return Err(BestsError::TakasiaMissing),
                (_, Some(_)) => return Err(BestsError::NoTakasiaOption(edition)),
                (_, None) => true,
            };
            let key = BestKey::new(Rules { edition, takasia }, level);
            if bests.entries.iter().any(|(k, _)| *k == key) {
                return Err(BestsError::Twice(key));
            }
            if entry.wins == 0 {
                return Err(BestsError::NoWin(key));
            }
            bests.entries.push((
                key,
                Best {
                    wins: entry.wins,
                    fewest_moves: Dated {
                        value: entry.fewest_moves.moves,
                        date: entry.fewest_moves.date,
                    },
                    shortest_seconds: Dated {
                        value: entry.shortest_time.seconds,
                        date: entry.shortest_time.date,
                    },
                },
            ));
        }
        bests.entries.sort_by_key(|(k, _)| k.order());
        Ok(bests)
    }

    /// Reads `dir/bests.json`: none when there is no file. A corrupt or
    /// foreign file is set aside (`bests.json.corrupt-<date>`) and gives no
    /// bests and a one-line notice. Writes nothing else.
    pub fn load(dir: &Path) -> (Bests, Option<Notice>) {
        let loaded = super::files::load_or_set_aside(
            &path(dir),
            "file-bests",
            "fallback-bests",
            Bests::from_json,
        );
        let (bests, notice) = loaded.into_parts();
        (bests.unwrap_or_default(), notice)
    }

    /// Writes `dir/bests.json` atomically, creating `dir` if needed. Call it
    /// only when the player keeps bests ([`super::settings::Settings::keeps_bests`]).
    pub fn save(&self, dir: &Path) -> std::io::Result<()> {
        super::files::write_atomic(&path(dir), self.to_json().as_bytes())
    }
}

/// Records a clean win in the file: reads `dir/bests.json` (setting a
/// corrupt one aside), counts the win, writes the file back. Returns which
/// bests fell and a notice for the player when the old file was set aside or
/// the new one could not be written. Call it only when the player keeps
/// bests.
pub fn record_win(dir: &Path, win: &CleanWin) -> (NewBests, Option<Notice>) {
    let (mut bests, notice) = Bests::load(dir);
    let new = bests.record(win);
    let failed = bests.save(dir).err().map(|e| {
        Notice::new(
            "notice-bests-not-saved",
            vec![
                ("path", Arg::Text(path(dir).display().to_string())),
                ("error", Arg::Text(e.to_string())),
            ],
        )
    });
    (new, Notice::join(notice.into_iter().chain(failed)))
}

/// "Erase device scores": removes `dir/bests.json` and its set-aside copies
/// (they hold scores too). Returns how many files were removed (0 when there
/// were none).
pub fn erase(dir: &Path) -> std::io::Result<usize> {
    super::files::remove_with_copies(dir, FILE_NAME)
}

/// "kiswahili, takasia off, level 6", for messages.
fn key_words(key: &BestKey) -> String {
    match key.takasia {
        Some(on) => format!(
            "{}, takasia {}, level {}",
            key.edition,
            if on { "on" } else { "off" },
            key.level
        ),
        None => format!("{}, level {}", key.edition, key.level),
    }
}

/// The file, as stored.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct BestsFile {
    version: u32,
    bests: Vec<Entry>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    edition: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    takasia: Option<bool>,
    level: u8,
    wins: u32,
    fewest_moves: DatedMoves,
    shortest_time: DatedSeconds,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct DatedMoves {
    moves: u32,
    date: Date,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct DatedSeconds {
    seconds: u64,
    date: Date,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::IN_ENGLISH;

    fn level(n: u8) -> Level {
        Level::get(n).unwrap()
    }

    fn day(d: u8) -> Date {
        Date::new(2026, 5, d).unwrap()
    }

    fn win(rules: Rules, bot: u8, moves: u32, seconds: u64, date: Date) -> CleanWin {
        CleanWin {
            rules,
            level: level(bot),
            moves,
            active_seconds: seconds,
            date,
        }
    }

    fn kiswahili(takasia: bool) -> Rules {
        Rules {
            edition: Edition::Kiswahili,
            takasia,
        }
    }

    /// A fresh folder for one test.
    fn scratch(name: &str) -> PathBuf {
        crate::record::scratch::folder(&format!("bests-{name}"))
    }

    #[test]
    fn a_first_win_then_better_and_worse_wins() {
        let mut bests = Bests::default();
        let rules = kiswahili(true);
        let first = bests.record(&win(rules, 6, 45, 751, day(1)));
        assert_eq!(
            first,
            NewBests {
                first_win: true,
                ..NewBests::default()
            }
        );
        let said = |new: &NewBests| new.message_id().map(|id| IN_ENGLISH.get(id));
        assert!(said(&first).unwrap().contains("First clean win"));
        // Fewer moves, longer time.
        let second = bests.record(&win(rules, 6, 40, 800, day(2)));
        assert!(second.fewest_moves && !second.shortest_time && !second.first_win);
        assert_eq!(
            said(&second).as_deref(),
            Some("New personal best: fewest moves.")
        );
        // A tie is no new best, and keeps the older date.
        let tie = bests.record(&win(rules, 6, 40, 751, day(3)));
        assert!(!tie.any());
        assert_eq!(tie.message_id(), None);
        let both = bests.record(&win(rules, 6, 39, 700, day(4)));
        assert!(both.fewest_moves && both.shortest_time);
        let best = bests.get(rules, level(6)).unwrap();
        assert_eq!(best.wins, 4);
        assert_eq!(
            best.fewest_moves,
            Dated {
                value: 39,
                date: day(4)
            }
        );
        assert_eq!(
            best.shortest_seconds,
            Dated {
                value: 700,
                date: day(4)
            }
        );
    }

    #[test]
    fn a_win_counts_only_under_its_edition_option_and_level() {
        let mut bests = Bests::default();
        bests.record(&win(kiswahili(false), 3, 60, 600, day(1)));
        assert!(bests.get(kiswahili(false), level(3)).is_some());
        assert!(bests.get(kiswahili(true), level(3)).is_none());
        assert!(bests.get(kiswahili(false), level(4)).is_none());
        assert!(
            bests
                .get(Rules::new(Edition::Kujifunza), level(3))
                .is_none()
        );
        // Outside Kiswahili takasia is no option: one key.
        let kimasai_off = Rules {
            edition: Edition::Kimasai,
            takasia: false,
        };
        bests.record(&win(kimasai_off, 2, 30, 100, day(1)));
        let again = bests.record(&win(Rules::new(Edition::Kimasai), 2, 31, 90, day(2)));
        assert!(!again.first_win && again.shortest_time);
        assert_eq!(bests.get(kimasai_off, level(2)).unwrap().wins, 2);
        assert_eq!(bests.iter().count(), 2);
    }

    #[test]
    fn the_json_round_trips_in_a_stable_order() {
        let mut bests = Bests::default();
        bests.record(&win(Rules::new(Edition::Kimasai), 1, 20, 50, day(9)));
        bests.record(&win(kiswahili(false), 6, 45, 751, day(1)));
        bests.record(&win(kiswahili(true), 6, 50, 900, day(2)));
        bests.record(&win(Rules::new(Edition::Kujifunza), 4, 33, 300, day(3)));
        let text = bests.to_json();
        assert_eq!(Bests::from_json(&text).unwrap(), bests);
        let keys: Vec<(Edition, Option<bool>, u8)> = bests
            .iter()
            .map(|(k, _)| (k.edition(), k.takasia(), k.level().number))
            .collect();
        assert_eq!(
            keys,
            [
                (Edition::Kujifunza, None, 4),
                (Edition::Kiswahili, Some(true), 6),
                (Edition::Kiswahili, Some(false), 6),
                (Edition::Kimasai, None, 1),
            ]
        );
        assert!(text.contains(r#""date": "2026.05.01""#), "{text}");
        assert!(text.contains(r#""version": 1"#), "{text}");
    }

    #[test]
    fn foreign_or_broken_json_is_refused_with_a_reason() {
        const ENTRY: &str = r#"{"edition": "kiswahili", "takasia": true, "level": 6, "wins": 1,
            "fewest_moves": {"moves": 4, "date": "2026.05.01"},
            "shortest_time": {"seconds": 9, "date": "2026.05.01"}}"#;
        let file =
            |entries: &[&str]| format!(r#"{{"version": 1, "bests": [{}]}}"#, entries.join(", "));
        let entry = |from: &str, to: &str| file(&[&ENTRY.replace(from, to)]);
        assert!(Bests::from_json(&file(&[ENTRY])).is_ok());
        for (text, expected) in [
            ("not json".to_string(), "expected"),
            ("{}".to_string(), "missing field"),
            (
                r#"{"version": 2, "bests": []}"#.to_string(),
                "newer version",
            ),
            (r#"{"version": 0, "bests": []}"#.to_string(), "unknown"),
            (
                entry(r#""wins": 1"#, r#""wins": 1, "colour": 1"#),
                "unknown field",
            ),
            (entry("kiswahili", "chess"), "not an edition"),
            (entry(r#""level": 6"#, r#""level": 7"#), "level 7"),
            (entry(r#""wins": 1"#, r#""wins": 0"#), "no win"),
            (entry(r#""takasia": true, "#, ""), "takasia"),
            (entry("kiswahili", "kimasai"), "has no takasia option"),
            (entry("2026.05.01", "2026.13.01"), "not a date"),
            (entry(r#""moves": 4"#, r#""moves": -4"#), "invalid value"),
            (file(&[ENTRY, ENTRY]), "given twice"),
        ] {
            let why = Bests::from_json(&text).expect_err(&text).to_string();
            assert!(why.contains(expected), "{text}: {why}");
        }
        let level_7 = entry(r#""level": 6"#, r#""level": 7"#);
        assert!(matches!(
            Bests::from_json(&level_7),
            Err(BestsError::NotALevel(7))
        ));
        assert!(matches!(
            Bests::from_json(&file(&[ENTRY, ENTRY])),
            Err(BestsError::Twice(key)) if key.level().number == 6
        ));
    }

    #[test]
    fn loading_and_saving_touch_only_the_given_folder() {
        let dir = scratch("files");
        let inner = dir.join("not-yet");
        assert_eq!(Bests::load(&inner), (Bests::default(), None));
        assert!(!inner.exists(), "loading creates nothing");
        let mut bests = Bests::default();
        bests.record(&win(kiswahili(true), 5, 40, 400, day(5)));
        assert!(!inner.exists(), "recording in memory writes nothing");
        bests.save(&inner).unwrap();
        assert_eq!(Bests::load(&inner), (bests.clone(), None));
        let (new, notice) = record_win(&inner, &win(kiswahili(true), 5, 39, 500, day(6)));
        assert_eq!(notice, None);
        assert!(new.fewest_moves);
        assert_eq!(
            Bests::load(&inner)
                .0
                .get(kiswahili(true), level(5))
                .unwrap()
                .wins,
            2
        );
        assert_eq!(erase(&inner).unwrap(), 1);
        assert!(!path(&inner).exists());
        assert_eq!(erase(&inner).unwrap(), 0);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_corrupt_file_is_set_aside_and_erase_removes_its_copies() {
        let dir = scratch("corrupt");
        std::fs::write(path(&dir), "{ half a file").unwrap();
        let (new, notice) = record_win(&dir, &win(kiswahili(true), 1, 80, 900, day(7)));
        assert!(new.first_win);
        let notice = notice.unwrap();
        assert!(
            notice.contains("is not a valid personal bests file"),
            "{notice}"
        );
        assert!(
            notice.contains("set aside as bests.json.corrupt-"),
            "{notice}"
        );
        assert!(notice.contains("personal bests start afresh"), "{notice}");
        let names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names.len(), 2, "{names:?}");
        assert_eq!(erase(&dir).unwrap(), 2);
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
