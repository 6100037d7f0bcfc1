//! The game: Bevy, a tree of feature folders, one plugin per file. The
//! rules engine stays the single source of truth; every move, from a
//! person, a bot or a launch script, goes through `round::play::PlayMove`
//! and becomes an animation of its trace.
//!
//! `state` (screens, modes, turns, menus) and `settings` are at the bottom;
//! `ui` (words, widgets, the move list) and `board` (the scene, the
//! animation, the marks, input, sound) above them; `round` plays the game;
//! the modes (`demo`, `replay`, `practice`, `learn`) and the `screens` and
//! `menus` sit on top; `launch` starts it all and `plugin` puts the folders
//! together. `wake` (a task's end wakes the sleeping loop) is at the
//! bottom, `pace` (when the window draws) on top. Each folder's `mod.rs`
//! only names its rooms and adds their plugins; this file only names the
//! folders.

mod board;
mod demo;
mod launch;
mod learn;
mod menus;
mod pace;
mod plugin;
mod practice;
mod puzzles;
mod replay;
mod round;
mod run;
mod screens;
mod settings;
mod state;
mod ui;
mod wake;

pub use board::animation::seeds::{Flight, SeedAt};
pub use board::animation::showing::Commentary;
pub use board::input::choosing::{Choice, Question, Refusal, RefusedPit, Selection, Warned};
pub use board::input::pointer::{PitSpot, PitTap};
pub use board::input::screen_reader::pit_words;
pub use board::marks::overlay::{acting_side, plate_seeds};
pub use board::marks::shown::{MovePreview, ShownMarks};
pub use board::marks::table::{MARKS, Mark, MarkShape};
pub use board::scene::layout::{BoardView, pit_centre};
pub use demo::{BETWEEN_GAMES as DEMO_BETWEEN_GAMES, Demo};
pub use learn::lessons::{Learning, LessonStep, OpenLessons, Stage};
pub use menus::files::{FileNotice, ReadRecord, Reading, SaveGame, WatchRecord};
pub use pace::KeepDrawing;
pub use plugin::{GamePlugin, ScreensPlugin};
pub use practice::editor::{OpenPractice, Practice, PracticeEdit};
pub use puzzles::mine::LookingForMistakes;
pub use puzzles::solving::{OpenPuzzles, PuzzleStep, Solving, Stage as PuzzleStage};
pub use replay::play_on::{PlayOnRequest, PlayedOnFrom};
pub use replay::review::{ReviewBudget, ReviewRequest, Reviewing};
pub use replay::study::{BRANCH_LINGERS, Branch, StudyRequest, Trial};
pub use replay::viewer::{OpenReplay, Replay, ReplayStep};
pub use round::animation::{AnimationQueue, Location};
pub use round::bot::{AskHint, BotMemories, BotTask, Hint, HintShown};
pub use round::keeping::{Continue, ContinueFrom, PlayerData};
pub use round::leaving::{BackToTheReview, Leave, Leaving, PendingLeave, question_before};
pub use round::pit_state::PitState;
pub use round::play::{
    Mover, NewRound, PlayMove, Round, ShowLastMoveAgain, Undo, moves_to_take_back,
};
pub use run::run;
pub use screens::pause_offers::{PauseOffer, PauseOffers};
pub use settings::{GameSettings, Writes};
pub use state::{AppSystems, Menu, Mode, Pause, PreviewWhen, Screen, Study, Turn};
pub use ui::room::HudBars;
pub use ui::words::{ENGLISH, KISWAHILI, Words};
pub use wake::LoopWaker;
