//! The whole game as one plugin: the states and the order of a frame's work,
//! then every feature's plugin.

use super::state::{AppSystems, Menu, Mode, Pause, Screen, Study, Turn, WatchingRecord};
use super::{
    board, demo, launch, learn, menus, pace, practice, puzzles, replay, round, screens, settings,
    ui, wake,
};
use bevy::prelude::*;

/// The whole game. `windowed: false` leaves out everything that needs a
/// window, a GPU or an audio device, for the headless tests.
pub struct GamePlugin {
    pub windowed: bool,
}

impl Plugin for GamePlugin {
    fn build(&self, app: &mut App) {
        app.init_state::<Screen>()
            .init_state::<Menu>()
            .add_sub_state::<Mode>()
            .add_computed_state::<WatchingRecord>()
            .add_sub_state::<Study>()
            .add_sub_state::<Turn>()
            .add_sub_state::<Pause>()
            .configure_sets(
                Update,
                (
                    AppSystems::Input,
                    AppSystems::Rules,
                    AppSystems::Animate,
                    AppSystems::Present,
                )
                    .chain(),
            )
            .configure_sets(Update, AppSystems::Input.run_if(in_state(Pause::Running)));
        app.add_plugins((
            wake::plugin,
            pace::plugin,
            settings::plugin,
            ui::plugin,
            round::plugin,
            board::plugin,
            demo::plugin,
            replay::plugin,
            practice::plugin,
            learn::plugin,
            puzzles::plugin,
            screens::logic,
        ));
        if self.windowed {
            app.add_plugins((ScreensPlugin, board::windowed, launch::windowed));
        }
    }
}

/// The egui screens: the bars, menus and windows, what is drawn on the
/// board, and what a screen reader is told of it. Part of the windowed game;
/// they need no GPU, so the screen-reader test runs them headless.
pub struct ScreensPlugin;

impl Plugin for ScreensPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            ui::screens,
            screens::screens,
            board::screens,
            menus::screens,
            replay::screens,
            practice::screens,
            learn::screens,
            puzzles::screens,
        ));
    }
}
