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
        // A holder removes the file before it lets go (`release`), so a
        // lock won on a file that is no longer at the path is no lock:
        // someone opened it just before it was removed. Try again on the
        // file that is there now.
        for _ in 0..MOST_TRIES {
            let file = OpenOptions::new()
                .create(true)
                .truncate(false)
                .write(true)
                .open(&path)
                .map_err(NotTaken::Io)?;
            match claim(file, &path) {
                Claim::Held(lock) => return Ok(lock),
                Claim::Busy => return Err(NotTaken::Busy),
                Claim::Gone => {}
            }
        }
        Err(NotTaken::Busy)
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
    /// erased: nothing of the game's stays behind). The file goes first,
    /// while the lock is still held: whoever wins the lock on it afterwards
    /// finds it gone from the path and does not count it (`take`). The
    /// other order would let a window lock the old file, and then lose it
    /// to this removal while a third window locks a new one.
    pub fn release(self) {
        let _ = std::fs::remove_file(&self.path);
        let _ = self.file.unlock();
    }
}

/// What locking one opened lock file gave.
enum Claim {
    Held(DataLock),
    Busy,
    /// Locked, but the file was removed from the path since it was opened.
    Gone,
}

/// Locks `file`, opened at `path`, if no one holds it, and keeps the lock
/// only if the file is still the one at `path`.
fn claim(file: File, path: &Path) -> Claim {
    match file.try_lock() {
        Ok(()) if still_at(&file, path) => Claim::Held(DataLock {
            file,
            path: path.to_path_buf(),
        }),
        Ok(()) => Claim::Gone,
        Err(TryLockError::WouldBlock) => Claim::Busy,
        Err(TryLockError::Error(e)) => {
            eprintln!(
                "bao: {} cannot be locked ({e}); saving anyway",
                path.display()
            );
            Claim::Held(DataLock {
                file,
                path: path.to_path_buf(),
            })
        }
    }
}

/// How often `take` tries again when the file it locked was just removed.
const MOST_TRIES: usize = 100;

/// Whether `file` is the file at `path` now (not one removed since it was
/// opened).
#[cfg(unix)]
fn still_at(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), std::fs::metadata(path)) {
        (Ok(held), Ok(there)) => held.dev() == there.dev() && held.ino() == there.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn still_at(_: &File, path: &Path) -> bool {
    path.exists()
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

    /// The race a release leaves open, played out in order: B opens the
    /// lock file while A holds it; A lets go (the file is removed, then
    /// unlocked); C takes the lock on a new file. B's lock on the old file
    /// would succeed, but it is not the lock: B must not believe it holds
    /// it while C does.
    #[test]
    fn a_lock_won_on_a_removed_file_is_no_lock() {
        let dir = crate::record::scratch::folder("lock-removed");
        let a = DataLock::take(&dir).unwrap();
        let path = dir.join(FILE_NAME);
        let opened_by_b = OpenOptions::new().write(true).open(&path).unwrap();
        a.release();
        let c = DataLock::take(&dir).expect("the lock is free");
        assert!(matches!(claim(opened_by_b, &path), Claim::Gone));
        assert!(matches!(DataLock::take(&dir), Err(NotTaken::Busy)));
        c.release();
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// Windows that take the lock and let it go, over and over, at the same
    /// time: at no moment do two of them hold it. (flock locks belong to an
    /// open file, so threads that each open the file race as processes do.)
    #[test]
    fn racing_holders_never_hold_it_together() {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let dir = crate::record::scratch::folder("lock-race");
        let holders = AtomicUsize::new(0);
        let most = AtomicUsize::new(0);
        let taken = AtomicUsize::new(0);
        std::thread::scope(|scope| {
            for _ in 0..4 {
                scope.spawn(|| {
                    // Each window takes it 50 times, however busy the
                    // machine (bounded, so the test always ends).
                    let mut mine = 0;
                    for _ in 0..1_000_000 {
                        if mine == 50 {
                            break;
                        }
                        let Ok(lock) = DataLock::take(&dir) else {
                            std::thread::yield_now();
                            continue;
                        };
                        mine += 1;
                        let now = holders.fetch_add(1, Ordering::SeqCst) + 1;
                        most.fetch_max(now, Ordering::SeqCst);
                        taken.fetch_add(1, Ordering::SeqCst);
                        std::thread::yield_now();
                        holders.fetch_sub(1, Ordering::SeqCst);
                        lock.release();
                    }
                });
            }
        });
        assert!(
            taken.load(Ordering::SeqCst) == 200,
            "the lock was taken often"
        );
        assert_eq!(most.load(Ordering::SeqCst), 1, "never two holders at once");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
