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

/// What the board is for while a round is on. Whoever starts a round says
/// (`NewRound.mode`); it holds until the next round of another mode or the
/// title screen, and what each mode may do is decided here alone.
#[derive(SubStates, Default, Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[source(Screen = Screen::Playing)]
pub enum Mode {
    /// The player's own game, started from the title screen, the pause
    /// screen, the end window or "Continue".
    #[default]
    Game,
    /// A round the launch options set up (`--position`, `--moves`,
    /// `--play`, a screenshot, a frame measurement).
    Scripted,
    /// `bao demo`: bots against bots.
    Demo,
    /// A record watched in the replay viewer: nobody plays.
    Replay,
    /// A record watched with the engine's review beside it: the
    /// viewer's controls, and the win chances, grades and better moves as
    /// they are found; nobody plays.
    Review,
    /// The practice board (its editor or play from its position).
    Practice,
    /// A lesson's example or question.
    Lesson,
    /// A puzzle: the opponent's move shown, then the solver's moves checked.
    Puzzle,
}

impl Mode {
    /// Only the player's own game is kept for "Continue" and erased when it
    /// ends; the demo, replays, practice, lessons and scripted rounds touch
    /// no saved game.
    pub fn keeps_the_game(self) -> bool {
        self == Mode::Game
    }

    /// Only the player's own game may count in the personal bests.
    pub fn counts_bests(self) -> bool {
        self == Mode::Game
    }

    /// The practice board's rounds, a lesson's and a puzzle's too: the position was set by
    /// hand, and the board's panel is beside it.
    pub fn on_practice_board(self) -> bool {
        matches!(self, Mode::Practice | Mode::Lesson | Mode::Puzzle)
    }

    /// A lesson's or a puzzle's board between its moves: frozen, with
    /// nobody to move, while the player reads the panel.
    pub fn freezes_between_moves(self) -> bool {
        matches!(self, Mode::Lesson | Mode::Puzzle)
    }

    /// A lesson's and the practice board's sentences name the pits all
    /// along ("sow A6"): their pits always show their names,
    /// whatever the setting says.
    pub fn names_the_pits(self) -> bool {
        self.on_practice_board()
    }

    /// Whether the clock and the move number mean anything: not in a
    /// lesson or a puzzle, whose position was set up a moment ago and whose
    /// "move 1" and seconds would only distract from the question.
    pub fn shows_clock_and_move(self) -> bool {
        !self.freezes_between_moves()
    }

    /// A record on the board, watched (in the viewer or its review).
    pub fn watches_a_record(self) -> bool {
        matches!(self, Mode::Replay | Mode::Review)
    }

    /// Whether the round is played at all: a replay's moves come from its
    /// record, so it has no turns, no take-back, no reset and no saving.
    pub fn is_played(self) -> bool {
        !self.watches_a_record()
    }

    /// The hint (H, the HUD's button) and taking a move back (U): not in a
    /// replay or its review, where nobody plays, and not in a lesson or a
    /// puzzle, whose question is the player's to answer (a puzzle has a
    /// hint of its own, which counts as help).
    pub fn offers_help(self) -> bool {
        !self.watches_a_record() && !self.freezes_between_moves()
    }

    /// What the move preview does: a lesson and a review's "Try it
    /// yourself" never show it (it would give the answer away), the
    /// practice board always does (it is there to learn), and elsewhere
    /// the player's setting decides.
    pub fn preview(self) -> PreviewWhen {
        match self {
            Mode::Lesson | Mode::Puzzle | Mode::Review => PreviewWhen::Never,
            Mode::Practice => PreviewWhen::Always,
            _ => PreviewWhen::AsSet,
        }
    }

    /// The beginner's warnings (a setting): before a move that lets the
    /// opponent win at once or take many seeds, and marks on the pits under
    /// threat. In the player's own games and on the practice board; not in
    /// a lesson (they would answer its question), nor in a scripted round
    /// (a script's moves are meant as they are).
    pub fn warns_the_beginner(self) -> bool {
        matches!(self, Mode::Game | Mode::Practice)
    }

    /// With the beginner's warnings on, the pits under threat are marked
    /// wherever a person plays, a scripted round included: a mark only
    /// informs, it holds no move back.
    pub fn marks_threats(self) -> bool {
        matches!(self, Mode::Game | Mode::Practice | Mode::Scripted)
    }

    /// Leaving asks first when a game a person plays would be lost.
    pub fn asks_before_leaving(self) -> bool {
        matches!(self, Mode::Game | Mode::Scripted)
    }

    /// Whether the keyboard's focus starts on a pit at the person's turn,
    /// so Enter plays it. Not on the practice board, in a lesson nor in a
    /// review's "Try it yourself", where Enter, Space and the arrows were
    /// stepping a move a moment before: their question takes an answer
    /// only from a deliberate choice.
    pub fn focus_starts_on_a_pit(self) -> bool {
        // A puzzle's question is answered by a move, and Enter there only
        // goes on once the puzzle is over.
        (!self.on_practice_board() || self == Mode::Puzzle) && self != Mode::Review
    }

    /// The end window ("You win!", Play again): a replay and the practice
    /// board show the result in their panels instead.
    pub fn shows_end_window(self) -> bool {
        self.is_played() && !self.on_practice_board()
    }
}

/// The systems of a mode with its own resource (the demo's list, the
/// replay, the practice board, the lessons) run while the mode is on and
/// its resource is there: a round of the mode started without its opener
/// (a test, a script) runs none of them rather than fail.
pub fn in_mode_with<R: Resource>(mode: Mode) -> impl SystemCondition<()> {
    in_state(mode).and_then(resource_exists::<R>)
}

/// On while a record is watched, in the viewer or its review: the viewer's
/// systems and its resource live as long as this state.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct WatchingRecord;

impl ComputedStates for WatchingRecord {
    type SourceStates = Option<Mode>;

    // From the viewer to its review the record is still watched: no exit.
    const ALLOW_SAME_STATE_TRANSITIONS: bool = false;

    fn compute(mode: Option<Mode>) -> Option<WatchingRecord> {
        mode.filter(|m| m.watches_a_record())
            .map(|_| WatchingRecord)
    }
}

/// What the review's board shows: the record, or one of the
/// two ways to learn from a graded move, which leave the record unchanged.
#[derive(SubStates, Default, Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[source(Mode = Mode::Review)]
pub enum Study {
    /// The record's moves, stepped as in the viewer.
    #[default]
    Record,
    /// "Show": the better line played out from the position before the
    /// graded move, a branch the record does not hold; then back.
    Branch,
    /// "Try it yourself": that position put back; the person plays the
    /// side to move, one move.
    Trying,
    /// The tried move has been shown: the engine judges it, then says why.
    Tried,
}

impl Study {
    /// Whether a person plays now: only the side to move of a position put
    /// back for "Try it yourself", and only its one move.
    pub fn is_played(self) -> bool {
        self == Study::Trying
    }
}

/// On the record: the viewer's own steps and marks apply (a replay, or a
/// review showing the record rather than a branch or a try).
pub fn on_the_record(study: Option<Res<State<Study>>>) -> bool {
    study.is_none_or(|s| *s.get() == Study::Record)
}

/// [`in_mode_with`] for the viewer and its review together.
pub fn watching_with<R: Resource>() -> impl SystemCondition<()> {
    in_state(WatchingRecord).and_then(resource_exists::<R>)
}

/// Whether the move preview is shown (`Mode::preview`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PreviewWhen {
    Never,
    Always,
    AsSet,
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
    /// new game?" (menus/questions.rs; `question_before` decides).
    ConfirmLeave,
    /// The practice board's position as text: copy, paste, type.
    PositionText,
    /// A file window ("Save game…", "Watch a replay…"): what is typed goes
    /// to it, and Esc closes it.
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
