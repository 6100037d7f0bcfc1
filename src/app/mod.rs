//! The game: Bevy, one plugin per file. The rules engine stays the single
//! source of truth; every move, from a person, a bot or a launch script, goes
//! through `round::PlayMove` and becomes an animation of its trace.

mod animation;
mod audio;
mod board;
mod bot;
mod demo;
mod help;
mod hud;
mod input;
mod launch;
mod layout;
mod menus;
mod round;
mod settings;

use crate::cli::launch::LaunchOptions;
use bevy::prelude::*;

pub use animation::{AnimationQueue, Location, SeedAt};
pub use bot::BotTask;
pub use demo::{BETWEEN_GAMES as DEMO_BETWEEN_GAMES, Demo};
pub use input::{Choice, Question, Selection};
pub use round::{Mover, NewRound, PlayMove, Round};
pub use settings::GameSettings;

/// Which screen is shown.
#[derive(States, Default, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Screen {
    #[default]
    Title,
    Playing,
}

/// Whose turn it is and what the board is doing, while a round is on.
#[derive(SubStates, Default, Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[source(Screen = Screen::Playing)]
pub enum Turn {
    /// Between moves: decides who acts next.
    #[default]
    Deciding,
    /// A person chooses a move.
    Person,
    /// A bot searches on the async compute pool.
    Bot,
    /// A move's trace is being animated; input is locked.
    Animating,
    /// The game is over.
    Over,
}

/// The round is paused: the board is hidden and the clock stops.
#[derive(SubStates, Default, Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[source(Screen = Screen::Playing)]
pub enum Pause {
    #[default]
    Running,
    Paused,
}

/// The order of the game's work within a frame, chained once here.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AppSystems {
    /// Keyboard and pointer become chosen moves.
    Input,
    /// Chosen moves are played by the engine; turns change.
    Rules,
    /// Seeds move along their arcs.
    Animate,
    /// Sounds, marks and anything else that only shows what happened.
    Present,
}

/// The whole game. `windowed: false` leaves out everything that needs a
/// window, a GPU or an audio device, for the headless tests.
pub struct GamePlugin {
    pub windowed: bool,
}

impl Plugin for GamePlugin {
    fn build(&self, app: &mut App) {
        app.init_state::<Screen>()
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
            round::plugin,
            animation::plugin,
            input::plugin,
            bot::plugin,
            demo::plugin,
        ));
        if self.windowed {
            app.add_plugins((
                board::plugin,
                hud::plugin,
                menus::plugin,
                help::plugin,
                audio::plugin,
                launch::plugin,
            ));
        }
    }
}

/// Opens the game window and runs until it is closed.
pub fn run(options: LaunchOptions) -> Result<(), String> {
    launch::run(options)
}
