//! The position last built on the practice board, kept in `practice.json`
//! in the data folder only when the player keeps data on this device (for
//! the rest of a run the game keeps it in memory either way). A corrupt
//! file is set aside like the others and the board starts afresh.

use crate::rules::{Position, PositionError};
use crate::words::Notice;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

pub const FILE_NAME: &str = "practice.json";

pub fn path(dir: &Path) -> PathBuf {
    dir.join(FILE_NAME)
}

/// Why a practice file was refused.
#[derive(Debug, thiserror::Error)]
pub enum PracticeError {
    /// Not JSON, or not the practice board's fields.
    #[error(transparent)]
    Json(#[from] serde_json::Error),
    /// A position string the engine refuses, or a position it cannot play.
    #[error(transparent)]
    Position(#[from] PositionError),
}

/// A practice board as the player left it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KeptPractice {
    pub position: Position,
    pub takasia: bool,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Stored {
    position: String,
    takasia: bool,
}

impl KeptPractice {
    /// The file's text, checked: a position the engine refuses is refused.
    pub fn parse(text: &str) -> Result<KeptPractice, PracticeError> {
        let stored: Stored = serde_json::from_str(text)?;
        let position = Position::parse(&stored.position)?;
        position.check()?;
        Ok(KeptPractice {
            position,
            takasia: stored.takasia,
        })
    }

    /// Reads `dir/practice.json`: `None` when there is none; a corrupt one
    /// is set aside, with a notice.
    pub fn load(dir: &Path) -> (Option<KeptPractice>, Option<Notice>) {
        super::files::load_or_set_aside(
            &path(dir),
            "file-practice",
            "fallback-practice",
            KeptPractice::parse,
        )
        .into_parts()
    }

    /// Writes `dir/practice.json` atomically.
    pub fn save(&self, dir: &Path) -> std::io::Result<()> {
        let stored = Stored {
            position: self.position.to_string(),
            takasia: self.takasia,
        };
        super::files::write_json(&path(dir), &stored)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Edition;

    #[test]
    fn a_kept_board_round_trips_and_a_corrupt_one_is_set_aside() {
        let dir = crate::record::scratch::folder("practice");
        assert_eq!(KeptPractice::load(&dir).0, None);
        let mut position = Position::start(Edition::Kiswahili);
        position.board.pits[0][3] += 1;
        position.stores[0] -= 1;
        let kept = KeptPractice {
            position,
            takasia: false,
        };
        kept.save(&dir).unwrap();
        assert_eq!(KeptPractice::load(&dir), (Some(kept), None));
        std::fs::write(
            path(&dir),
            r#"{"position": "kiswahili S 1", "takasia": true}"#,
        )
        .unwrap();
        let (loaded, notice) = KeptPractice::load(&dir);
        assert_eq!(loaded, None);
        assert!(notice.is_some());
        assert!(!path(&dir).exists(), "the corrupt file was set aside");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
