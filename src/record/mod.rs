//! What the game keeps between runs: the settings (and, later, game records).
//! No Bevy: the command line and the tests read and write these too.

pub mod settings;

use std::io::Write;
use std::path::{Path, PathBuf};

/// Writes `bytes` to `path` atomically: a temporary file in the same folder,
/// flushed to disk, then renamed over the old file, so a crash or a full disk
/// never leaves a half-written file behind.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let folder = path.parent().filter(|p| !p.as_os_str().is_empty());
    if let Some(folder) = folder {
        std::fs::create_dir_all(folder)?;
    }
    let name = path
        .file_name()
        .ok_or_else(|| std::io::Error::other(format!("{} is not a file name", path.display())))?;
    let mut temporary = PathBuf::from(folder.unwrap_or(Path::new(".")));
    temporary.push(format!(
        ".{}.{}.tmp",
        name.to_string_lossy(),
        std::process::id()
    ));
    let result = (|| {
        let mut file = std::fs::File::create(&temporary)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        std::fs::rename(&temporary, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    result
}

/// The folder for the game's own files: `$BAO_CONFIG_DIR`, else
/// `$XDG_CONFIG_HOME/bao`, else `~/.config/bao`.
pub fn config_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("BAO_CONFIG_DIR") {
        return Some(PathBuf::from(dir));
    }
    if let Some(dir) = std::env::var_os("XDG_CONFIG_HOME").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir).join("bao"));
    }
    std::env::var_os("HOME")
        .filter(|d| !d.is_empty())
        .map(|home| PathBuf::from(home).join(".config").join("bao"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atomic_write_replaces_the_whole_file_and_leaves_no_temporary() {
        let dir = std::env::temp_dir().join(format!("bao-atomic-{}", std::process::id()));
        let path = dir.join("settings.json");
        write_atomic(&path, b"first version, rather long").unwrap();
        write_atomic(&path, b"second").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"second");
        let leftovers: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
            .collect();
        assert!(leftovers.is_empty());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
