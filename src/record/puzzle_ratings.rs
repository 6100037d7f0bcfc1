//! The player's puzzle rating, and the ratings the puzzles they tried have
//! moved to, kept in `puzzles.json` in the data folder, only when the player
//! keeps data on this device. A corrupt file is set aside like the others
//! and the ratings start afresh.

use crate::words::Notice;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

pub const FILE_NAME: &str = "puzzles.json";
/// The player's own puzzles, found in their games' mistakes (game records,
/// as the shipped sets are written; the puzzle floor reads and writes them).
pub const MISTAKES_FILE_NAME: &str = "my-puzzles.bao";

/// More puzzles than the game ships: not a file it wrote.
const MOST_PUZZLES: usize = 10_000;

pub fn path(dir: &Path) -> PathBuf {
    dir.join(FILE_NAME)
}

/// Why a puzzles file was refused.
#[derive(Debug, thiserror::Error)]
pub enum PuzzleRatingsError {
    #[error(transparent)]
    Json(#[from] serde_json::Error),
    /// Too many puzzles, a long id, or a rating that is no number.
    #[error("not a puzzles file this game wrote")]
    Foreign,
}

/// A Glicko-2 rating as kept: rating, deviation, volatility.
pub type Kept = [f64; 3];

/// The player's rating (none before the first attempt), each tried
/// puzzle's rating, and the counts.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleRatings {
    pub player: Option<Kept>,
    pub puzzles: BTreeMap<String, Kept>,
    pub solved: u32,
    pub tried: u32,
}

fn sane(kept: &Kept) -> bool {
    kept.iter().all(|x| x.is_finite()) && kept[1] > 0.0 && kept[2] > 0.0
}

impl PuzzleRatings {
    pub fn parse(text: &str) -> Result<PuzzleRatings, PuzzleRatingsError> {
        let ratings: PuzzleRatings = serde_json::from_str(text)?;
        let foreign = ratings.puzzles.len() > MOST_PUZZLES
            || ratings.puzzles.keys().any(|id| id.len() > 64)
            || !ratings.puzzles.values().all(sane)
            || ratings.player.as_ref().is_some_and(|p| !sane(p));
        if foreign {
            return Err(PuzzleRatingsError::Foreign);
        }
        Ok(ratings)
    }

    /// Reads `dir/puzzles.json`: nothing rated when there is none; a corrupt
    /// one is set aside, with a notice.
    pub fn load(dir: &Path) -> (PuzzleRatings, Option<Notice>) {
        let loaded = super::files::load_or_set_aside(
            &path(dir),
            "file-puzzles",
            "fallback-puzzles",
            PuzzleRatings::parse,
        );
        let (ratings, notice) = loaded.into_parts();
        (ratings.unwrap_or_default(), notice)
    }

    /// Writes `dir/puzzles.json` atomically.
    pub fn save(&self, dir: &Path) -> std::io::Result<()> {
        super::files::write_json(&path(dir), self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_round_trip_and_a_foreign_file_is_set_aside() {
        let dir = crate::record::scratch::folder("puzzles");
        assert_eq!(PuzzleRatings::load(&dir), (PuzzleRatings::default(), None));
        let mut ratings = PuzzleRatings {
            player: Some([1562.0, 290.0, 0.06]),
            ..Default::default()
        };
        ratings
            .puzzles
            .insert("kiswahili-bots-0-21".into(), [1338.0, 290.0, 0.06]);
        ratings.tried = 1;
        ratings.solved = 1;
        ratings.save(&dir).unwrap();
        assert_eq!(PuzzleRatings::load(&dir).0, ratings);
        std::fs::write(
            path(&dir),
            r#"{"player":[1500,-1,0.06],"puzzles":{},"solved":0,"tried":0}"#,
        )
        .unwrap();
        let (loaded, notice) = PuzzleRatings::load(&dir);
        assert_eq!(loaded, PuzzleRatings::default());
        assert!(
            notice
                .unwrap()
                .contains("set aside as puzzles.json.corrupt-")
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
