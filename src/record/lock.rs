//! One game window at a time keeps the player's data. A window that saves
//! on this device holds an advisory lock (`flock`, through the standard
//! library's `File::try_lock`) on `lock` in the settings' folder; a second
//! window finds it taken and runs with saving off, so it can neither write
//! back what the first erased nor rewrite the lessons' progress under it.
//! The lock goes with the process, so a crashed window never leaves it taken.

use std::fs::{File, OpenOptions, TryLockError};
use std::path::{Path, PathBuf};

/// The lock file's name in the settings' folder.
pub const FILE_NAME: &str = "lock";

/// The lock, held while this window keeps the player's data.
#[derive(Debug)]
pub struct DataLock {
    file: File,
    path: PathBuf,
}

/// Why the lock could not be taken.
#[derive(Debug)]
pub enum NotTaken {
    /// Another window (another process) holds it.
    Busy,
    /// The folder or the file could not be made.
    Io(std::io::Error),
}

impl DataLock {
    /// Takes the lock in `dir`, making the folder and the file: call it only
    /// when the player keeps data on this device. A file system without
    /// locks gives the lock unlocked (saving works as if one window were
    /// open), rather than no saving at all.
    pub fn take(dir: &Path) -> Result<DataLock, NotTaken> {
        std::fs::create_dir_all(dir).map_err(NotTaken::Io)?;
        let path = dir.join(FILE_NAME);
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(NotTaken::Io)?;
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => return Err(NotTaken::Busy),
            Err(TryLockError::Error(e)) => {
                eprintln!(
                    "bao: {} cannot be locked ({e}); saving anyway",
                    path.display()
                );
            }
        }
        Ok(DataLock { file, path })
    }

    /// Whether another process holds the lock in `dir` (reads only: makes
    /// no file).
    pub fn held_elsewhere(dir: &Path) -> bool {
        let Ok(file) = File::open(dir.join(FILE_NAME)) else {
            return false;
        };
        matches!(file.try_lock_shared(), Err(TryLockError::WouldBlock))
    }

    /// Lets go of the lock and removes its file (saving turned off and
    /// erased: nothing of the game's stays behind).
    pub fn release(&self) {
        let _ = std::fs::remove_file(&self.path);
        let _ = self.file.unlock();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_holder_is_refused_until_the_first_lets_go() {
        let dir = crate::record::scratch::folder("lock");
        assert!(!DataLock::held_elsewhere(&dir));
        let first = DataLock::take(&dir).unwrap();
        // A second open file description conflicts even in one process.
        assert!(matches!(DataLock::take(&dir), Err(NotTaken::Busy)));
        assert!(DataLock::held_elsewhere(&dir));
        drop(first);
        let second = DataLock::take(&dir).unwrap();
        second.release();
        assert!(!dir.join(FILE_NAME).exists());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
