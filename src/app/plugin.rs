//! The whole game as one plugin: the states and the order of a frame's work,
//! then every feature's plugin.

use super::state::{AppSystems, Menu, Mode, Pause, Screen, Turn};
use super::{animation, audio, board, bot, data, demo, files, frames, help, hud, input, menus};
use super::{learn, learn_panel, leaving, screen_reader, shown, words, yours};
use super::{overlay, practice, practice_panel, replay, round, screenshot, script, settings};
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
            settings::plugin,
            words::plugin,
            round::plugin,
            animation::plugin,
            input::plugin,
            bot::plugin,
            demo::plugin,
            shown::plugin,
            replay::plugin,
            practice::plugin,
            learn::plugin,
            data::plugin,
            leaving::plugin,
        ));
        if self.windowed {
            app.add_plugins((
                ScreensPlugin,
                board::plugin,
                audio::plugin,
                script::plugin,
                screenshot::plugin,
                frames::plugin,
            ));
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
            hud::plugin,
            overlay::plugin,
            screen_reader::plugin,
            menus::plugin,
            help::plugin,
            replay::panels_plugin,
            files::plugin,
            yours::plugin,
            practice_panel::plugin,
            learn_panel::plugin,
        ));
    }
}
