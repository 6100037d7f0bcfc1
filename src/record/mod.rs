//! What the game keeps between runs: the settings, the game records (`.bao`
//! files, shared/RECORDS.md), and the player's own data, kept only when the
//! player turns device saving on: personal bests and the game in progress.
//! No Bevy: the command line and the tests read and write these too.
//! Where the issue was silent, docs/playing.md ("Your data") says what was
//! decided.

pub mod bests;
pub mod clean_solo;
mod date;
mod files;
pub mod game;
pub mod lock;
pub mod practice;
pub mod progress;
pub mod puzzle_ratings;
pub mod resume;
pub mod settings;
pub mod summary;

pub use date::Date;
pub use files::{
    Loaded, MAX_DATA_BYTES, config_dir, data_dir, load_leaving_in_place, load_or_set_aside,
    read_bounded, read_bytes_bounded, set_aside, set_aside_on, write_atomic, write_atomic_with,
};

use std::path::Path;

/// "Erase device data": removes the personal bests, the saved game, the
/// lessons' progress, the practice board, the puzzle ratings and the player's own puzzles, their
/// set-aside copies and any temporary a crash left, from `dir` (the data
/// folder). The folder itself and the settings stay (the settings hold the
/// choice to save at all). Returns how many files were removed.
pub fn erase_player_data(dir: &Path) -> std::io::Result<usize> {
    Ok(bests::erase(dir)?
        + files::remove_with_copies(dir, resume::FILE_NAME)?
        + files::remove_with_copies(dir, progress::FILE_NAME)?
        + files::remove_with_copies(dir, practice::FILE_NAME)?
        + files::remove_with_copies(dir, puzzle_ratings::FILE_NAME)?
        + files::remove_with_copies(dir, puzzle_ratings::MISTAKES_FILE_NAME)?)
}

/// Scratch folders for the unit tests of the record modules.
#[cfg(test)]
pub(crate) mod scratch {
    use std::path::{Path, PathBuf};

    /// A fresh, empty folder for one test (removed first if a run left it).
    pub fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("bao-unit-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// The names of the files in `dir`, sorted.
    pub fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }
}
