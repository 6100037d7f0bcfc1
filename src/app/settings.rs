//! The player's settings as a resource. "Save on this device" starts off:
//! until the player turns it on, nothing is written under their folders
//! (the settings last for this run only); turned on, the settings are
//! written at once and then whenever they change.
//!
//! Three promises are kept here, for every writer of the player's files:
//! a window writes only while it holds the data lock (one window at a time,
//! `record::lock`); what a launch option set for one run is never written
//! (`Settings::to_keep`); and a settings file that is not ours is left
//! where it is until the game is about to write over it.

use crate::record::Loaded;
use crate::record::lock::{DataLock, NotTaken};
use crate::record::settings::Settings;
use crate::words::{Arg, Notice};
use bevy::prelude::*;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Whether this run may write the player's files at all.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Writes {
    /// As the player's switches say.
    #[default]
    AsThePlayerSays,
    /// Never: a scripted run (a screenshot, a frame measurement) reads the
    /// player's data to show it, and writes nothing.
    Never,
}

#[derive(Resource, Debug, Clone, Default)]
pub struct GameSettings {
    pub settings: Settings,
    /// Where they are kept; `None` when there is no home folder (nothing is saved).
    pub path: Option<PathBuf>,
    /// Where the player's data go (bests, the saved game); `None`: nowhere.
    pub data_dir: Option<PathBuf>,
    /// A problem to show the player once (a malformed file, a failed save).
    pub notice: Option<Notice>,
    pub writes: Writes,
    /// The settings as read, and as the launch options made them.
    launch: Option<(Settings, Settings)>,
    /// The settings file found at launch is not ours: it is set aside just
    /// before the game first writes the settings.
    foreign: bool,
    /// Held while this window keeps the player's data.
    lock: Option<Arc<DataLock>>,
    /// How many times the player's data were erased: a writer that
    /// gathered its data under another count must not write (issue 48).
    erasures: u64,
}

impl GameSettings {
    /// Loads from the usual places; problems become a notice and the
    /// defaults. With saving on in the file, the data lock is taken; when
    /// another window holds it, this run keeps saving off and says so.
    pub fn load(writes: Writes) -> GameSettings {
        GameSettings::load_from(Settings::path(), crate::record::data_dir(), writes)
    }

    /// [`GameSettings::load`] from the given settings file and data folder.
    pub fn load_from(
        path: Option<PathBuf>,
        data_dir: Option<PathBuf>,
        writes: Writes,
    ) -> GameSettings {
        let Some(path) = path else {
            return GameSettings {
                data_dir,
                writes,
                notice: Some(Notice::new("notice-no-home", Vec::new())),
                ..default()
            };
        };
        let (settings, notice, foreign) = match Settings::read(&path) {
            Loaded::Read(settings) => (settings, None, false),
            Loaded::Missing => (Settings::default(), None, false),
            Loaded::LeftInPlace { notice } => (Settings::default(), Some(notice), true),
            Loaded::Refused { notice, .. } => (Settings::default(), Some(notice), false),
        };
        if let Some(why) = &notice {
            warn!("{why}");
        }
        let mut loaded = GameSettings {
            settings,
            path: Some(path),
            data_dir,
            notice,
            writes,
            foreign,
            ..default()
        };
        if loaded.settings.save_on_device
            && writes == Writes::AsThePlayerSays
            && !loaded.take_lock()
        {
            loaded.settings.save_on_device = false;
        }
        loaded
    }

    /// Applies the launch options, for this run only: what they set is not
    /// written unless the player changes it in the game.
    pub fn for_this_run(&mut self, options: impl FnOnce(&mut Settings)) {
        let before = self.settings.clone();
        options(&mut self.settings);
        self.launch = Some((before, self.settings.clone()));
    }

    /// The folder the lock and the settings are in.
    fn config_dir(&self) -> Option<&Path> {
        self.path
            .as_deref()
            .and_then(Path::parent)
            .filter(|p| !p.as_os_str().is_empty())
    }

    /// Takes the data lock if this window does not hold it yet; false, with
    /// a notice, when another window holds it or it cannot be made.
    fn take_lock(&mut self) -> bool {
        if self.lock.is_some() {
            return true;
        }
        if self.writes == Writes::Never {
            return false;
        }
        let Some(dir) = self.config_dir() else {
            return false;
        };
        match DataLock::take(dir) {
            Ok(lock) => {
                self.lock = Some(Arc::new(lock));
                true
            }
            Err(NotTaken::Busy) => {
                self.notice = Some(Notice::new("notice-other-window", Vec::new()));
                false
            }
            Err(NotTaken::Io(e)) => {
                let path = dir.join(crate::record::lock::FILE_NAME);
                self.notice = Some(Notice::new(
                    "notice-lock-failed",
                    vec![
                        ("path", Arg::Text(path.display().to_string())),
                        ("error", Arg::Text(e.to_string())),
                    ],
                ));
                false
            }
        }
    }

    /// Whether this window may write the player's files now.
    fn may_write(&self) -> bool {
        self.writes == Writes::AsThePlayerSays && self.lock.is_some()
    }

    /// Writes the settings, if the player keeps them on this device.
    pub fn save(&mut self) {
        if self.settings.save_on_device {
            self.write();
        }
    }

    fn write(&mut self) {
        if !self.may_write() {
            return;
        }
        let Some(path) = self.path.clone() else {
            return;
        };
        if self.foreign {
            match crate::record::set_aside(&path) {
                Ok(_) => self.foreign = false,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => self.foreign = false,
                Err(e) => {
                    self.not_saved(&path, e);
                    return;
                }
            }
        }
        let kept = match &self.launch {
            Some((before, launched)) => self.settings.to_keep(before, launched),
            None => self.settings.clone(),
        };
        if let Err(e) = kept.save(&path) {
            self.not_saved(&path, e);
        }
    }

    fn not_saved(&mut self, path: &Path, e: std::io::Error) {
        let why = Notice::new(
            "notice-settings-not-saved",
            vec![
                ("path", Arg::Text(path.display().to_string())),
                ("error", Arg::Text(e.to_string())),
            ],
        );
        warn!("{why}");
        self.notice = Some(why);
    }

    /// Turns device saving on (the settings are written at once) or off.
    /// On needs the data lock: while another window holds it, saving stays
    /// off here, with a notice. Off, the settings file, if one was kept, is
    /// rewritten once to say so, so the next run starts with saving off
    /// too; what else was kept stays until the player erases it.
    pub fn set_saving(&mut self, on: bool) {
        if on && !self.take_lock() {
            return;
        }
        self.settings.save_on_device = on;
        let kept_before = self.path.as_ref().is_some_and(|p| p.exists());
        if on || kept_before {
            self.write();
        }
        if !on && let Some(lock) = self.lock.take() {
            let_go(lock);
        }
    }

    /// Whether another window keeps the player's data now: then this one
    /// erases nothing either (it would be written back).
    fn refused_for_another_window(&self) -> Result<(), Notice> {
        let elsewhere =
            self.lock.is_none() && self.config_dir().is_some_and(DataLock::held_elsewhere);
        if elsewhere {
            Err(Notice::new("notice-other-window", Vec::new()))
        } else {
            Ok(())
        }
    }

    /// Erases everything this device keeps for the player: the settings
    /// file, the personal bests, the saved game, the lessons' progress, the
    /// lock, and the game's folders once they are empty. Saving is off
    /// after, so nothing is written again (the open game goes on in
    /// memory) until the player turns it on.
    pub fn erase_everything(&mut self) -> Result<(), Notice> {
        self.refused_for_another_window()?;
        self.erasures += 1;
        self.settings.save_on_device = false;
        self.settings.personal_bests = false;
        if let Some(path) = &self.path
            && path.exists()
        {
            std::fs::remove_file(path).map_err(|e| {
                Notice::new(
                    "notice-not-removed",
                    vec![
                        ("path", Arg::Text(path.display().to_string())),
                        ("error", Arg::Text(e.to_string())),
                    ],
                )
            })?;
        }
        self.erase_scores()?;
        if let Some(lock) = self.lock.take() {
            let_go(lock);
        }
        // Only empty folders go (remove_dir refuses others): a folder the
        // player shares with other files keeps them.
        for dir in [self.data_dir.as_deref(), self.config_dir()]
            .into_iter()
            .flatten()
        {
            let _ = std::fs::remove_dir(dir);
        }
        Ok(())
    }

    /// Erases the personal bests, the saved game and the lessons' progress
    /// (not the settings).
    pub fn erase_scores(&mut self) -> Result<(), Notice> {
        self.refused_for_another_window()?;
        self.erasures += 1;
        let Some(dir) = &self.data_dir else {
            return Ok(());
        };
        crate::record::erase_player_data(dir)
            .map(|_| ())
            .map_err(|e| {
                Notice::new(
                    "notice-not-erased",
                    vec![
                        ("path", Arg::Text(dir.display().to_string())),
                        ("error", Arg::Text(e.to_string())),
                    ],
                )
            })
    }

    /// The folder to read bests, the saved game and the lessons' progress
    /// from, if the player keeps the game.
    pub fn game_dir(&self) -> Option<&PathBuf> {
        self.data_dir
            .as_ref()
            .filter(|_| self.settings.keeps_game())
    }

    /// The count of erasures so far: a background writer takes it when it
    /// gathers its data and writes only if it is unchanged.
    pub fn erasures(&self) -> u64 {
        self.erasures
    }

    /// The folder to read bests from, if the player keeps them.
    pub fn bests_dir(&self) -> Option<&PathBuf> {
        self.data_dir
            .as_ref()
            .filter(|_| self.settings.keeps_bests())
    }

    /// [`GameSettings::game_dir`], to write to: only in a run that may.
    pub fn game_dir_to_write(&self) -> Option<&PathBuf> {
        self.game_dir().filter(|_| self.may_write())
    }

    /// [`GameSettings::bests_dir`], to write to: only in a run that may.
    pub fn bests_dir_to_write(&self) -> Option<&PathBuf> {
        self.bests_dir().filter(|_| self.may_write())
    }
}

/// Lets go of the data lock and removes its file, once no copy of these
/// settings shares it any more (the last holder lets go).
fn let_go(lock: Arc<DataLock>) {
    if let Ok(lock) = Arc::try_unwrap(lock) {
        lock.release();
    }
}

pub(crate) fn plugin(app: &mut App) {
    // The headless tests use the defaults and never touch the player's files;
    // the windowed game replaces this resource with the loaded one at launch.
    app.init_resource::<GameSettings>();
}
