//! The player's settings as a resource. "Save on this device" starts off:
//! until the player turns it on, nothing is written under their folders
//! (the settings last for this run only); turned on, the settings are
//! written at once and then whenever they change.

use crate::record::settings::Settings;
use crate::words::{Arg, Notice};
use bevy::prelude::*;
use std::path::PathBuf;

#[derive(Resource, Debug, Clone, Default)]
pub struct GameSettings {
    pub settings: Settings,
    /// Where they are kept; `None` when there is no home folder (nothing is saved).
    pub path: Option<PathBuf>,
    /// Where the player's data go (bests, the saved game); `None`: nowhere.
    pub data_dir: Option<PathBuf>,
    /// A problem to show the player once (a malformed file, a failed save).
    pub notice: Option<Notice>,
}

impl GameSettings {
    /// Loads from the usual places; problems become a notice and the defaults.
    pub fn load() -> GameSettings {
        let data_dir = crate::record::data_dir();
        let Some(path) = Settings::path() else {
            return GameSettings {
                data_dir,
                notice: Some(Notice::new("notice-no-home", Vec::new())),
                ..default()
            };
        };
        let (settings, problem) = Settings::load(&path);
        let notice = problem.inspect(|why| warn!("{why}"));
        GameSettings {
            settings,
            path: Some(path),
            data_dir,
            notice,
        }
    }

    /// Writes the settings, if the player keeps them on this device.
    pub fn save(&mut self) {
        if self.settings.save_on_device {
            self.write();
        }
    }

    fn write(&mut self) {
        let Some(path) = &self.path else { return };
        if let Err(e) = self.settings.save(path) {
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
    }

    /// Turns device saving on (the settings are written at once) or off.
    /// Off, the settings file, if one was kept, is rewritten once to say so,
    /// so the next run starts with saving off too; what else was kept stays
    /// until the player erases it.
    pub fn set_saving(&mut self, on: bool) {
        self.settings.save_on_device = on;
        let kept_before = self.path.as_ref().is_some_and(|p| p.exists());
        if on || kept_before {
            self.write();
        }
    }

    /// Erases everything this device keeps for the player: the settings
    /// file, the personal bests and the saved game. Saving is off after.
    pub fn erase_everything(&mut self) -> Result<(), Notice> {
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
        self.erase_scores()
    }

    /// Erases the personal bests and the saved game (not the settings).
    pub fn erase_scores(&self) -> Result<(), Notice> {
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

    /// The folder for bests and the saved game, if the player keeps the game.
    pub fn game_dir(&self) -> Option<&PathBuf> {
        self.data_dir
            .as_ref()
            .filter(|_| self.settings.keeps_game())
    }

    /// The folder for bests, if the player keeps them.
    pub fn bests_dir(&self) -> Option<&PathBuf> {
        self.data_dir
            .as_ref()
            .filter(|_| self.settings.keeps_bests())
    }
}

pub(super) fn plugin(app: &mut App) {
    // The headless tests use the defaults and never touch the player's files;
    // the windowed game replaces this resource with the loaded one at launch.
    app.init_resource::<GameSettings>();
}
