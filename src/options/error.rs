//! Why the window's options are refused and why the window does not open,
//! in a file of their own to keep `options.rs` short. Both live here, with
//! no Bevy, so the command line names them with or without the window.

use crate::lessons::LESSONS;
use crate::record::game::RecordError;
use crate::rules::position::quoted;
use crate::rules::{PlayError, PositionError};
use std::num::NonZero;
use std::path::PathBuf;

/// Why an option's value, or the launch the options ask for, is refused:
/// each variant names what is wrong, and its text is the player's message.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum OptionError {
    #[error("takasia must be on or off, not '{}'", quoted(.0))]
    Takasia(String),
    #[error("'{}' is not a percentage", quoted(.0))]
    NotAPercentage(String),
    /// A percentage outside 100 to 200.
    #[error("{0}% is not between 100% and 200%")]
    UiScale(f32),
    #[error("'{0}' is not an evaluation: hand or tuned")]
    Eval(String),
    #[error(
        "'{}' is not a search: plain, or {} joined by + (lmr needs pvs)",
        quoted(.0),
        crate::bot::method::WORDS.join(", ")
    )]
    Method(String),
    #[error("'{}' is not an edition (kujifunza, kiswahili, kimasai)", quoted(.0))]
    Edition(String),
    #[error(
        "'{0}' is not a moment (frames, capture, relay, question, safari, over, verdict, moves:<n>)"
    )]
    ShotWhen(String),
    #[error("'{0}' is not a size such as 1280x720")]
    NotASize(String),
    /// A width or height outside 200 to 8192 pixels.
    #[error("'{0}': sizes are 200 to 8192 pixels")]
    SizeRange(String),
    /// `--measure-idle`: a number of seconds, 0.5 to a day.
    #[error("'{0}' is not a number of seconds from 0.5 to 86400")]
    Seconds(String),
    #[error("--choose: '{0}' is not a pit, left, right, stop or safari")]
    Choice(String),
    #[error("'{0}' is not a study (show, or try:<move> such as try:A6<)")]
    Study(String),
    /// The record file of `bao replay` is refused.
    #[error("{}: {error}", path.display())]
    Replay {
        path: PathBuf,
        error: Box<RecordError>,
    },
    /// `--game` is past the games the file holds.
    #[error(
        "--game {game}: {} holds {count} game{} (1 to {count})",
        path.display(),
        if *count == 1 { "" } else { "s" }
    )]
    NoSuchGame {
        path: PathBuf,
        game: usize,
        count: usize,
    },
    /// `--at` is past the game's moves.
    #[error("--at {at}: game {game} has {plies} moves (0 to {plies})")]
    NoSuchPly {
        game: usize,
        at: usize,
        plies: usize,
    },
    #[error(
        "bao replay shows a record: it takes only the window options \
         (--speed, --size, --graphics, --screenshot ...)"
    )]
    ReplayTakesWindowOptions,
    #[error(
        "bao demo chooses its own games: it takes only the window options \
         (--speed, --size, --graphics, --screenshot ...)"
    )]
    DemoTakesWindowOptions,
    #[error(
        "bao practice opens the editor: it takes --position, --edition, --takasia, \
         --south, --north and the window options"
    )]
    PracticeTakes,
    #[error("bao learn opens the lessons: it takes --lesson and the window options")]
    LearnTakes,
    #[error("--position: {0}")]
    Position(PositionError),
    #[error("--edition differs from the edition of --position")]
    EditionDiffers,
    #[error("--moves: {0}")]
    Moves(PlayError),
    #[error("--play: {0}")]
    Play(PlayError),
    /// `--play` names a move while a bot is to move.
    #[error("--play: {0} is for a person, but the side to move is a bot")]
    PlayForABot(String),
    #[error("--lesson: '{}' is not a lesson ({})", quoted(.0), lesson_ids())]
    Lesson(String),
}

/// The lessons' ids, as a message lists them.
fn lesson_ids() -> String {
    let ids: Vec<&str> = LESSONS.iter().map(|l| l.id).collect();
    ids.join(", ")
}

/// Why the game window did not open, or stopped: the options, the display
/// or the graphics adapter, each with the player's message.
#[derive(Debug, thiserror::Error)]
pub enum WindowError {
    /// This program is built without the `app` feature.
    #[error(
        "this build has no game window (built without the `app` feature): use a command (bao --help)"
    )]
    NotBuilt,
    #[error(transparent)]
    Options(#[from] OptionError),
    #[error(
        "no display: the game window needs X11 (DISPLAY is not set). \
         Under a server, use xvfb-run; the command line works without one (bao --help)"
    )]
    NoDisplay,
    /// The X library cannot be loaded (`why` is its loader's message).
    #[error(
        "cannot open the display {display}: {why}. \
         Under a server, use xvfb-run; the command line works without one (bao --help)"
    )]
    NoXLibrary { display: String, why: String },
    /// The X server of `display` still refuses after the wait.
    #[error(
        "cannot open the display {display}: no X server lets the game in. \
         Under a server, use xvfb-run; the command line works without one (bao --help)"
    )]
    DisplayRefused { display: String },
    #[error(
        "no graphics adapter found (no GPU driver, and no software Vulkan or GL). \
         On Debian: apt-get install mesa-vulkan-drivers. \
         The command line works without one (bao --help)"
    )]
    NoAdapter,
    /// The game's loop ended with this error code.
    #[error("the game stopped with error {0}")]
    Stopped(NonZero<u8>),
}
