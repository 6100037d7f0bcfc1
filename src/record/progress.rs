//! The lessons the player has finished, kept in `lessons.json` in the data
//! folder, only when the player keeps data on this device. A corrupt file
//! is set aside like the others and progress starts afresh.

use crate::words::Notice;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

pub const FILE_NAME: &str = "lessons.json";

pub fn path(dir: &Path) -> PathBuf {
    dir.join(FILE_NAME)
}

/// Why a lessons file was refused.
#[derive(Debug, thiserror::Error)]
pub enum ProgressError {
    /// Not JSON, or not the progress's fields.
    #[error(transparent)]
    Json(#[from] serde_json::Error),
    /// Over 1000 ids, or an id over 64 bytes: not a file this game wrote.
    #[error("more lessons than there are")]
    TooMany,
}

/// The ids of the lessons answered right, in the order they were finished.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    pub done: Vec<String>,
}

impl Progress {
    pub fn has(&self, id: &str) -> bool {
        self.done.iter().any(|d| d == id)
    }

    /// Marks a lesson done; true when it was not before.
    pub fn finish(&mut self, id: &str) -> bool {
        if self.has(id) {
            return false;
        }
        self.done.push(id.to_string());
        true
    }

    pub fn parse(text: &str) -> Result<Progress, ProgressError> {
        let progress: Progress = serde_json::from_str(text)?;
        if progress.done.len() > 1000 || progress.done.iter().any(|id| id.len() > 64) {
            return Err(ProgressError::TooMany);
        }
        Ok(progress)
    }

    /// Reads `dir/lessons.json`: nothing done when there is none; a corrupt
    /// one is set aside, with a notice.
    pub fn load(dir: &Path) -> (Progress, Option<Notice>) {
        let loaded = super::files::load_or_set_aside(
            &path(dir),
            "file-lessons",
            "fallback-lessons",
            Progress::parse,
        );
        let (progress, notice) = loaded.into_parts();
        (progress.unwrap_or_default(), notice)
    }

    /// Writes `dir/lessons.json` atomically.
    pub fn save(&self, dir: &Path) -> std::io::Result<()> {
        super::files::write_json(&path(dir), self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_round_trips_and_a_corrupt_file_is_set_aside() {
        let dir = crate::record::scratch::folder("lessons");
        assert_eq!(Progress::load(&dir), (Progress::default(), None));
        let mut progress = Progress::default();
        assert!(progress.finish("sowing"));
        assert!(!progress.finish("sowing"));
        progress.save(&dir).unwrap();
        assert_eq!(Progress::load(&dir).0, progress);
        std::fs::write(path(&dir), "{\"done\": 3}").unwrap();
        let (loaded, notice) = Progress::load(&dir);
        assert_eq!(loaded, Progress::default());
        assert!(
            notice
                .unwrap()
                .contains("set aside as lessons.json.corrupt-")
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
