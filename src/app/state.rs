//! The app's states and system sets: which screen, whose turn, paused or
//! not, which menu window is open, and the order of a frame's work.

use bevy::prelude::*;

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
    /// A replay: nobody plays, the viewer shows the record's moves.
    Watching,
    /// The game is over.
    Over,
    /// The practice board's editor: the learner places seeds, nobody plays.
    Editing,
}

/// The round is paused: the board is hidden and the clock stops.
#[derive(SubStates, Default, Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[source(Screen = Screen::Playing)]
pub enum Pause {
    #[default]
    Running,
    Paused,
}

/// The menu window open over the screen, one at a time.
#[derive(States, Default, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Menu {
    #[default]
    None,
    /// The rules of the edition; the board keeps its keys beside it.
    Rules,
    /// What each mark on the board means; the board keeps its keys.
    Legend,
    Settings,
    /// Setting up a new round.
    Customise,
    /// The personal bests kept on this device.
    Bests,
    /// "Erase the personal bests and the saved game?"
    EraseScores,
    /// Device saving was turned off: "Erase what was kept?"
    SavingOff,
    /// Two people: "Do both agree to take the last move back?"
    ConfirmTakeBack,
    /// Leaving a game that would be lost: "Quit and lose it?", "Start a
    /// new game?" (yours.rs, `question_before`).
    ConfirmLeave,
    /// The practice board's position as text: copy, paste, type.
    PositionText,
    /// A file window ("Save game…", "Watch a replay…"): what is typed goes
    /// to it, and Esc closes it (issue 22).
    Files,
}

impl Menu {
    /// A window that takes the keyboard from the board.
    pub fn takes_keys(self) -> bool {
        !matches!(self, Menu::None | Menu::Rules | Menu::Legend)
    }

    /// Opens `menu`, or closes it if it is the one open.
    pub fn toggled(self, menu: Menu) -> Menu {
        if self == menu { Menu::None } else { menu }
    }
}

/// The order of the game's work within a frame, chained once by the root.
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

/// The order of the egui layers within a frame: the HUD's bars first, the
/// screens and menu windows above them.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UiLayers {
    Hud,
    Menus,
    Windows,
}
