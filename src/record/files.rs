//! The files of the player's data, whatever they hold: their folders,
//! atomic writes, reading with a size cap, setting a corrupt file aside,
//! erasing with its copies, and the calendar day their names use. The
//! record modules build on these (`super::files::…`); none is imported
//! back, so the record modules import in one direction.

use super::date::Date;
use crate::words::{Arg, Notice};
use std::ffi::OsString;
use std::io::Read;
use std::path::{Path, PathBuf};

/// The most a file of the player's data (settings, bests, saved game) may
/// hold; a larger one is not ours and is set aside without being read.
pub const MAX_DATA_BYTES: u64 = 1 << 20;

pub use crate::atomic::{write_atomic, write_atomic_with};

/// Writes `value` as pretty JSON to `path`, atomically: the one way the
/// player's JSON files (settings, lessons, practice, puzzles) are written.
pub fn write_json<T: serde::Serialize>(path: &Path, value: &T) -> std::io::Result<()> {
    let text = serde_json::to_string_pretty(value).map_err(std::io::Error::other)?;
    write_atomic(path, text.as_bytes())
}

/// The folder for the game's own files (settings, the data lock):
/// `$BAO_CONFIG_DIR`, else `$XDG_CONFIG_HOME/bao`, else `~/.config/bao`.
pub fn config_dir() -> Option<PathBuf> {
    config_dir_from(|name| std::env::var_os(name))
}

/// The folder for the player's own data (personal bests, the game in
/// progress): `$BAO_DATA_DIR`, else `$XDG_DATA_HOME/bao`, else
/// `~/.local/share/bao`. Nothing is written there unless the player turned
/// device saving on; the functions that write take the folder as an argument.
pub fn data_dir() -> Option<PathBuf> {
    data_dir_from(|name| std::env::var_os(name))
}

/// [`config_dir`] from the given environment (so tests need not change the
/// process's).
fn config_dir_from(var: impl Fn(&str) -> Option<OsString>) -> Option<PathBuf> {
    folder_from(var, "BAO_CONFIG_DIR", "XDG_CONFIG_HOME", &[".config"])
}

/// [`data_dir`] from the given environment.
fn data_dir_from(var: impl Fn(&str) -> Option<OsString>) -> Option<PathBuf> {
    folder_from(var, "BAO_DATA_DIR", "XDG_DATA_HOME", &[".local", "share"])
}

/// Our own variable, else the XDG one's `bao`, else the home's. An empty
/// variable counts as unset: an empty `BAO_DATA_DIR` or `BAO_CONFIG_DIR`
/// would otherwise put the files in whatever folder the game was started from.
fn folder_from(
    var: impl Fn(&str) -> Option<OsString>,
    ours: &str,
    xdg: &str,
    under_home: &[&str],
) -> Option<PathBuf> {
    let set = |name: &str| var(name).filter(|value| !value.is_empty());
    if let Some(dir) = set(ours) {
        return Some(PathBuf::from(dir));
    }
    if let Some(dir) = set(xdg) {
        return Some(PathBuf::from(dir).join("bao"));
    }
    let home = PathBuf::from(set("HOME")?);
    Some(
        under_home
            .iter()
            .fold(home, |path, part| path.join(part))
            .join("bao"),
    )
}

/// What reading one of the player's files found.
#[derive(Debug)]
pub enum Loaded<T> {
    /// There is no file: the caller uses its defaults, and there is nothing
    /// to tell the player.
    Missing,
    /// The file, read and checked.
    Read(T),
    /// The file could not be used. `notice` is one line for the player;
    /// `set_aside` is where the file went, `None` when it stayed in place
    /// (it could not be read, or not be renamed).
    Refused {
        notice: Notice,
        set_aside: Option<PathBuf>,
    },
    /// The file is corrupt or foreign and was left where it is (read with
    /// [`load_leaving_in_place`]): it is set aside only when the game is
    /// about to write that file.
    LeftInPlace { notice: Notice },
}

impl<T> Loaded<T> {
    /// The value, if one was read, and the notice, if any.
    pub fn into_parts(self) -> (Option<T>, Option<Notice>) {
        match self {
            Loaded::Missing => (None, None),
            Loaded::Read(value) => (Some(value), None),
            Loaded::Refused { notice, .. } | Loaded::LeftInPlace { notice } => (None, Some(notice)),
        }
    }
}

/// Reads one of the player's files with `parse`. A missing file is
/// [`Loaded::Missing`]. A file that is corrupt or foreign (over 1 MiB, not
/// UTF-8, or refused by `parse`) is renamed aside to
/// `<name>.corrupt-<YYYY-MM-DD>` (UTC; `-2`, `-3` … when taken), never
/// overwritten, and reported in one line: what the file should have been
/// (`what`, a message id such as `file-settings`), why it is not, where it
/// went, and what happens instead (`fallback`, such as `fallback-settings`). A
/// file that cannot be read at all (no permission, a folder) is left in
/// place and reported.
pub fn load_or_set_aside<T, E: std::fmt::Display>(
    path: &Path,
    what: &'static str,
    fallback: &'static str,
    parse: impl FnOnce(&str) -> Result<T, E>,
) -> Loaded<T> {
    load_or_set_aside_on(path, what, fallback, Some(Date::today()), parse)
}

/// [`load_or_set_aside`] for a file the game may not write now (device
/// saving is off): a corrupt or foreign file is reported and left where it
/// is, as [`Loaded::LeftInPlace`].
pub fn load_leaving_in_place<T, E: std::fmt::Display>(
    path: &Path,
    what: &'static str,
    fallback: &'static str,
    parse: impl FnOnce(&str) -> Result<T, E>,
) -> Loaded<T> {
    load_or_set_aside_on(path, what, fallback, None, parse)
}

/// [`load_or_set_aside`] with the date for the set-aside name given; no
/// date: the file is left in place.
fn load_or_set_aside_on<T, E: std::fmt::Display>(
    path: &Path,
    what: &'static str,
    fallback: &'static str,
    date: Option<Date>,
    parse: impl FnOnce(&str) -> Result<T, E>,
) -> Loaded<T> {
    let why = match read_data(path) {
        Ok(None) => return Loaded::Missing,
        Ok(Some(text)) => match parse(&text) {
            Ok(value) => return Loaded::Read(value),
            Err(why) => why.to_string(),
        },
        Err(ReadProblem::Unusable(why)) => why.to_string(),
        Err(ReadProblem::Unreadable(e)) => {
            return Loaded::Refused {
                notice: Notice::new(
                    "notice-unreadable",
                    vec![
                        ("path", Arg::Text(path.display().to_string())),
                        ("error", Arg::Text(one_line(&e.to_string()))),
                        ("fallback", Arg::Id(fallback)),
                    ],
                ),
                set_aside: None,
            };
        }
    };
    let mut args = vec![
        ("path", Arg::Text(path.display().to_string())),
        ("what", Arg::Id(what)),
        ("why", Arg::Text(one_line(&why))),
        ("fallback", Arg::Id(fallback)),
    ];
    let Some(date) = date else {
        return Loaded::LeftInPlace {
            notice: Notice::new("notice-left-in-place", args),
        };
    };
    match set_aside_on(path, date) {
        Ok(aside) => {
            let name = aside.file_name().unwrap_or_default().to_string_lossy();
            args.push(("name", Arg::Text(name.into_owned())));
            Loaded::Refused {
                notice: Notice::new("notice-set-aside", args),
                set_aside: Some(aside),
            }
        }
        Err(e) => {
            args.push(("error", Arg::Text(one_line(&e.to_string()))));
            Loaded::Refused {
                notice: Notice::new("notice-not-set-aside", args),
                set_aside: None,
            }
        }
    }
}

/// Why a file's text could not be had.
enum ReadProblem {
    /// The file is there but cannot be read: it is left alone.
    Unreadable(std::io::Error),
    /// The file is not one of ours (too large, not text): it is set aside.
    Unusable(Unusable),
}

/// Why a file is not one of ours before it is parsed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
enum Unusable {
    #[error("it is larger than 1 MiB")]
    TooLarge,
    #[error("it is not UTF-8 text")]
    NotUtf8,
}

/// The text of a file of at most 1 MiB, `None` when there is none. The size
/// is checked before reading, and the read stops past 1 MiB should the file
/// grow meanwhile, so memory stays bounded.
fn read_data(path: &Path) -> Result<Option<String>, ReadProblem> {
    let file = match std::fs::File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(ReadProblem::Unreadable(e)),
    };
    let metadata = file.metadata().map_err(ReadProblem::Unreadable)?;
    if metadata.is_dir() {
        return Err(ReadProblem::Unreadable(std::io::Error::other(
            "it is a folder",
        )));
    }
    let too_large = || ReadProblem::Unusable(Unusable::TooLarge);
    if metadata.len() > MAX_DATA_BYTES {
        return Err(too_large());
    }
    let mut bytes = Vec::new();
    file.take(MAX_DATA_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(ReadProblem::Unreadable)?;
    if bytes.len() as u64 > MAX_DATA_BYTES {
        return Err(too_large());
    }
    String::from_utf8(bytes)
        .map(Some)
        .map_err(|_| ReadProblem::Unusable(Unusable::NotUtf8))
}

/// The text of a file of at most `most` bytes: larger, or not UTF-8, is an
/// error, and the read stops past `most` should the file grow meanwhile.
pub fn read_bounded(path: &Path, most: u64) -> std::io::Result<String> {
    let bytes = read_bytes_bounded(path, most)?;
    String::from_utf8(bytes).map_err(|_| std::io::Error::other("it is not UTF-8 text"))
}

/// The bytes of a file of at most `most` bytes (the developer commands'
/// proofs, tables and data): larger is an error before anything is read,
/// and the read stops past `most` should the file grow meanwhile.
pub fn read_bytes_bounded(path: &Path, most: u64) -> std::io::Result<Vec<u8>> {
    let file = std::fs::File::open(path)?;
    let larger = || std::io::Error::other(format!("it is larger than {most} bytes"));
    if file.metadata()?.len() > most {
        return Err(larger());
    }
    let mut bytes = Vec::new();
    file.take(most + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > most {
        return Err(larger());
    }
    Ok(bytes)
}

/// How many set-aside copies of one file a day may have before giving up.
const MAX_SET_ASIDE: u32 = 999;

/// Renames `path` to `<name>.corrupt-<YYYY-MM-DD>` (today, UTC), or `-2`,
/// `-3` … after it when that name is taken; never replaces a file. Returns
/// the new path.
pub fn set_aside(path: &Path) -> std::io::Result<PathBuf> {
    set_aside_on(path, Date::today())
}

/// [`set_aside`] with the date for the name given.
pub fn set_aside_on(path: &Path, date: Date) -> std::io::Result<PathBuf> {
    let name = path
        .file_name()
        .ok_or_else(|| std::io::Error::other(format!("{} is not a file name", path.display())))?;
    let mut base = name.to_os_string();
    base.push(format!(".corrupt-{}", date.dashed()));
    for n in 1..=MAX_SET_ASIDE {
        let mut candidate = base.clone();
        if n > 1 {
            candidate.push(format!("-{n}"));
        }
        let candidate = path.with_file_name(candidate);
        match rename_to_new(path, &candidate) {
            Ok(()) => return Ok(candidate),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(std::io::Error::other(format!(
        "{MAX_SET_ASIDE} set-aside copies of it already exist today"
    )))
}

/// Renames `from` to `to`, failing with `AlreadyExists` rather than replace
/// `to`. A hard link then an unlink makes the check and the rename one step
/// (a plain rename would replace a file made in between); a file system
/// without hard links falls back to check-then-rename.
fn rename_to_new(from: &Path, to: &Path) -> std::io::Result<()> {
    match std::fs::hard_link(from, to) {
        Ok(()) => std::fs::remove_file(from).inspect_err(|_| {
            // Keep one name only: the original stays where it was.
            let _ = std::fs::remove_file(to);
        }),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Err(e),
        Err(_) => {
            if std::fs::symlink_metadata(to).is_ok() {
                return Err(std::io::ErrorKind::AlreadyExists.into());
            }
            std::fs::rename(from, to)
        }
    }
}

/// The names in `dir` that are copies of `name`: set aside
/// (`<name>.corrupt-…`) or a temporary left by a crash during
/// [`write_atomic`] (`.<name>.<process>.tmp`).
fn copies_of(dir: &Path, name: &str) -> std::io::Result<Vec<PathBuf>> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(e),
    };
    let aside = format!("{name}.corrupt-");
    let temporary = format!(".{name}.");
    let mut found = Vec::new();
    for entry in entries {
        let entry = entry?;
        let file_name = entry.file_name();
        let Some(file_name) = file_name.to_str() else {
            continue;
        };
        if file_name.starts_with(&aside)
            || (file_name.starts_with(&temporary) && file_name.ends_with(".tmp"))
        {
            found.push(entry.path());
        }
    }
    found.sort();
    Ok(found)
}

/// Removes a file; `false` when there was none.
pub(super) fn remove_if_there(path: &Path) -> std::io::Result<bool> {
    match std::fs::remove_file(path) {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(e),
    }
}

/// Removes `dir/name` and its copies (see [`copies_of`]); how many files went.
pub(super) fn remove_with_copies(dir: &Path, name: &str) -> std::io::Result<usize> {
    let mut removed = usize::from(remove_if_there(&dir.join(name))?);
    for copy in copies_of(dir, name)? {
        removed += usize::from(remove_if_there(&copy)?);
    }
    Ok(removed)
}

/// A message as one line: control characters (a line end in an error
/// text) become spaces.
fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::erase_player_data;

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

    fn scratch(name: &str) -> PathBuf {
        crate::record::scratch::folder(&format!("data-{name}"))
    }

    use crate::record::scratch::names;

    #[test]
    fn the_data_folder_follows_the_environment() {
        fn env<'a>(pairs: &'a [(&str, &str)]) -> impl Fn(&str) -> Option<OsString> + 'a {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| OsString::from(v))
            }
        }
        let all = [
            ("BAO_DATA_DIR", "/d"),
            ("XDG_DATA_HOME", "/x"),
            ("HOME", "/h"),
        ];
        assert_eq!(data_dir_from(env(&all)), Some(PathBuf::from("/d")));
        assert_eq!(data_dir_from(env(&all[1..])), Some(PathBuf::from("/x/bao")));
        assert_eq!(
            data_dir_from(env(&all[2..])),
            Some(PathBuf::from("/h/.local/share/bao"))
        );
        // Empty counts as unset.
        let empty = [("BAO_DATA_DIR", ""), ("XDG_DATA_HOME", ""), ("HOME", "/h")];
        assert_eq!(
            data_dir_from(env(&empty)),
            Some(PathBuf::from("/h/.local/share/bao"))
        );
        assert_eq!(data_dir_from(env(&[("HOME", "")])), None);
        assert_eq!(data_dir_from(env(&[])), None);
        // The settings' folder alike: an empty BAO_CONFIG_DIR is not the
        // working folder.
        let config = [
            ("BAO_CONFIG_DIR", ""),
            ("XDG_CONFIG_HOME", ""),
            ("HOME", "/h"),
        ];
        assert_eq!(
            config_dir_from(env(&config)),
            Some(PathBuf::from("/h/.config/bao"))
        );
        assert_eq!(config_dir_from(env(&config[..2])), None);
        assert_eq!(
            config_dir_from(env(&[("BAO_CONFIG_DIR", "/c")])),
            Some(PathBuf::from("/c"))
        );
        assert_eq!(
            config_dir_from(env(&[("XDG_CONFIG_HOME", "/x")])),
            Some(PathBuf::from("/x/bao"))
        );
    }

    #[test]
    fn setting_aside_never_replaces_a_file() {
        let dir = scratch("aside");
        let path = dir.join("bests.json");
        let day = Date::new(2026, 12, 1).unwrap();
        for (n, expected) in [
            (1, "bests.json.corrupt-2026-12-01"),
            (2, "bests.json.corrupt-2026-12-01-2"),
            (3, "bests.json.corrupt-2026-12-01-3"),
        ] {
            std::fs::write(&path, format!("copy {n}")).unwrap();
            let aside = set_aside_on(&path, day).unwrap();
            assert_eq!(aside, dir.join(expected));
            assert!(!path.exists());
        }
        for (n, name) in names(&dir).iter().enumerate() {
            let text = std::fs::read_to_string(dir.join(name)).unwrap();
            // Sorted: `…01`, `…01-2`, `…01-3`.
            assert_eq!(text, format!("copy {}", n + 1));
        }
        // Nothing to set aside is an error, and makes no file.
        assert!(set_aside_on(&path, day).is_err());
        assert_eq!(names(&dir).len(), 3);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn loading_sets_aside_what_is_not_ours() {
        let dir = scratch("load");
        let path = dir.join("data.json");
        let day = Date::new(2026, 12, 1).unwrap();
        /// A text that is not a number, with a line break in its message
        /// (a notice keeps to one line).
        #[derive(Debug, thiserror::Error)]
        #[error("'{0}' is no number\nat all")]
        struct NotANumber(String);
        let parse = |text: &str| -> Result<u32, NotANumber> {
            text.trim()
                .parse()
                .map_err(|_| NotANumber(text.to_string()))
        };
        let load = || {
            load_or_set_aside_on(
                &path,
                "file-settings",
                "fallback-settings",
                Some(day),
                parse,
            )
        };
        assert!(matches!(load(), Loaded::Missing));
        std::fs::write(&path, "42").unwrap();
        assert!(matches!(load(), Loaded::Read(42)));
        for bytes in [
            b"forty".to_vec(),
            vec![0xff, 0xfe, b'1'],
            vec![b'1'; 1 << 20 | 1],
        ] {
            std::fs::write(&path, &bytes).unwrap();
            let Loaded::Refused { notice, set_aside } = load() else {
                panic!("refused");
            };
            let aside = set_aside.expect("set aside");
            assert_eq!(std::fs::read(&aside).unwrap(), bytes);
            assert!(
                notice.contains("is not a valid settings file ("),
                "{notice}"
            );
            assert!(
                notice.contains("; it was set aside as data.json.corrupt-2026-12-01"),
                "{notice}"
            );
            assert!(
                notice.ends_with("; the default settings are used"),
                "{notice}"
            );
            assert!(!notice.contains('\n'), "{notice}");
            std::fs::remove_file(aside).unwrap();
        }
        // The too-large and not-text cases say so.
        std::fs::write(&path, vec![b' '; (1 << 20) + 1]).unwrap();
        let (_, notice) = load().into_parts();
        assert!(notice.unwrap().contains("larger than 1 MiB"));
        std::fs::write(&path, [0xc3]).unwrap();
        let (_, notice) = load().into_parts();
        assert!(notice.unwrap().contains("not UTF-8"));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn erasing_removes_the_player_data_and_its_copies_only() {
        let dir = scratch("erase");
        for name in [
            "bests.json",
            "bests.json.corrupt-2026-12-01",
            ".bests.json.123.tmp",
            "current.bao",
            "current.bao.corrupt-2026-12-01-2",
            "settings.json",
            "notes.txt",
            "bests.json.bak",
        ] {
            std::fs::write(dir.join(name), "x").unwrap();
        }
        assert_eq!(erase_player_data(&dir).unwrap(), 5);
        assert_eq!(
            names(&dir),
            ["bests.json.bak", "notes.txt", "settings.json"]
        );
        assert_eq!(erase_player_data(&dir).unwrap(), 0);
        assert_eq!(erase_player_data(&dir.join("absent")).unwrap(), 0);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
