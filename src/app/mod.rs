//! The game: Bevy, one plugin per file. The rules engine stays the single
//! source of truth; every move, from a person, a bot or a launch script, goes
//! through `round::PlayMove` and becomes an animation of its trace.
//!
//! The modules import in one direction: `state` and `layout` at the bottom,
//! then `settings`, `round`, `animation`, `input`, `bot`, and the screens
//! (`board`, `hud`, `menus`, `help`, `audio`, `demo`) above them; the launch
//! (`run`, `script`, `screenshot`, `frames`) on top; `plugin` puts the
//! features together. This file only names them.

mod animation;
mod audio;
mod board;
mod bot;
mod data;
mod demo;
mod files;
mod frames;
mod help;
mod hud;
mod input;
mod layout;
mod learn;
mod learn_panel;
mod leaving;
mod marks;
mod menus;
mod movelist;
mod overlay;
mod plugin;
mod practice;
mod practice_panel;
mod replay;
mod round;
mod run;
mod screen_reader;
mod screenshot;
mod script;
mod settings;
mod shown;
mod state;
mod widgets;
mod words;
mod yours;

pub use animation::{AnimationQueue, Flight, Location, SeedAt};
pub use bot::{AskHint, BotTask, Hint, HintShown};
pub use data::{Continue, PlayerData};
pub use demo::{BETWEEN_GAMES as DEMO_BETWEEN_GAMES, Demo};
pub use files::{FileNotice, ReadRecord, Reading, SaveGame, WatchRecord};
pub use input::{Choice, Question, Selection};
pub use learn::{Learning, LessonStep, OpenLessons, Stage};
pub use leaving::{Leave, Leaving, question_before};
pub use marks::{MARKS, Mark, MarkShape, PitState};
pub use plugin::{GamePlugin, ScreensPlugin};
pub use practice::{OpenPractice, Practice, PracticeEdit};
pub use replay::{OpenReplay, Replay, ReplayStep};
pub use round::{Mover, NewRound, PlayMove, Round, ShowLastMoveAgain, Undo, moves_to_take_back};
pub use run::run;
pub use screen_reader::pit_words;
pub use settings::{GameSettings, Writes};
pub use shown::{MovePreview, ShownMarks};
pub use state::{AppSystems, Menu, Mode, Pause, PreviewWhen, Screen, Turn};
pub use words::{ENGLISH, KISWAHILI, Words};
