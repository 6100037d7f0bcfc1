//! The player's settings as a resource, loaded at start and saved atomically
//! when the player closes the settings or starts a customised round.

use crate::record::settings::Settings;
use bevy::prelude::*;
use std::path::PathBuf;

#[derive(Resource, Debug, Clone, Default)]
pub struct GameSettings {
    pub settings: Settings,
    /// Where they are kept; `None` when there is no home folder (nothing is saved).
    pub path: Option<PathBuf>,
    /// A problem to show the player once (a malformed file, a failed save).
    pub notice: Option<String>,
}

impl GameSettings {
    /// Loads from the usual place; problems become a notice and the defaults.
    pub fn load() -> GameSettings {
        let Some(path) = Settings::path() else {
            return GameSettings {
                notice: Some("no home folder: settings will not be saved".to_string()),
                ..default()
            };
        };
        let (settings, problem) = Settings::load(&path);
        let notice = problem.inspect(|why| warn!("{why}"));
        GameSettings {
            settings,
            path: Some(path),
            notice,
        }
    }

    pub fn save(&mut self) {
        let Some(path) = &self.path else { return };
        if let Err(e) = self.settings.save(path) {
            let why = format!("could not save the settings to {}: {e}", path.display());
            warn!("{why}");
            self.notice = Some(why);
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    // The headless tests use the defaults and never touch the player's files;
    // the windowed game replaces this resource with the loaded one at launch.
    app.init_resource::<GameSettings>();
}
