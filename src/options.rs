//! The game window's options (`bao`, `bao demo`), and the round they ask
//! for, checked before any window opens (so a bad position is a message, not
//! a half-open window). No Bevy here: the command line parses them, the app
//! reads them.

use crate::lessons::LESSONS;
use crate::record::game::{RecordedGame, read_file};
use crate::record::settings::{Language, Palette, Player, RoundConfig, Speed, UI_SCALES, ViewFrom};
use crate::rules::{Edition, Game, Move, Pit, Position, Rules};
use std::path::PathBuf;

mod error;
pub use error::{OptionError, WindowError};

/// Reads `takasia=on` / `takasia=off`.
pub fn parse_takasia(value: &str) -> Result<bool, OptionError> {
    match value {
        "on" => Ok(true),
        "off" => Ok(false),
        _ => Err(OptionError::Takasia(value.to_string())),
    }
}

/// Reads a text and interface scale in percent (100 to 200) as a factor.
pub fn parse_ui_scale(text: &str) -> Result<f32, OptionError> {
    let percent: f32 = text
        .trim_end_matches('%')
        .parse()
        .map_err(|_| OptionError::NotAPercentage(text.to_string()))?;
    let scale = percent / 100.0;
    if !UI_SCALES.contains(&scale) {
        return Err(OptionError::UiScale(percent));
    }
    Ok(scale)
}

/// An evaluation's name: `hand` or `tuned`.
pub fn parse_eval(text: &str) -> Result<crate::bot::Eval, OptionError> {
    crate::bot::Eval::parse(text).ok_or_else(|| OptionError::Eval(text.to_string()))
}

/// Reads a search's refinements (`bao match --a-search`).
pub fn parse_method(text: &str) -> Result<crate::bot::Method, OptionError> {
    crate::bot::Method::parse(text).ok_or_else(|| OptionError::Method(text.to_string()))
}

/// Reads an edition name, with a message that lists the names.
pub fn parse_edition(text: &str) -> Result<Edition, OptionError> {
    Edition::parse(text).ok_or_else(|| OptionError::Edition(text.to_string()))
}

/// When `--screenshot` takes its picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ShotWhen {
    /// After `--frames` frames.
    #[default]
    Frames,
    /// While captured seeds fly to the kichwa.
    Capture,
    /// While a relay is marked.
    Relay,
    /// When the person is asked something (direction, kichwa, safari).
    Question,
    /// When the person is asked stop or safari.
    Safari,
    /// When the game is over and the board is still.
    Over,
    /// When this many moves have been played and shown.
    Moves(usize),
    /// When the engine's verdict on a review's "Try it yourself" is in.
    Verdict,
}

impl ShotWhen {
    pub fn parse(text: &str) -> Result<ShotWhen, OptionError> {
        match text {
            "frames" => Ok(ShotWhen::Frames),
            "capture" => Ok(ShotWhen::Capture),
            "relay" => Ok(ShotWhen::Relay),
            "question" => Ok(ShotWhen::Question),
            "safari" => Ok(ShotWhen::Safari),
            "over" => Ok(ShotWhen::Over),
            "verdict" => Ok(ShotWhen::Verdict),
            _ => text
                .strip_prefix("moves:")
                .and_then(|n| n.parse().ok())
                .map(ShotWhen::Moves)
                .ok_or_else(|| OptionError::ShotWhen(text.to_string())),
        }
    }
}

/// A window `--window` opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum WindowChoice {
    Rules,
    /// The legend of the board's marks.
    Marks,
    Settings,
    Customise,
    /// The personal bests kept on this device.
    Bests,
    /// The list of the moves so far, unfolded (a game's, not a replay's).
    Moves,
}

/// How rich a scene to draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum GraphicsChoice {
    /// Multisampling, lit board, the table under it.
    Full,
    /// For software renderers: no multisampling, unlit board top and pits.
    Light,
}

/// Options of `bao` without a command: the game window.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct LaunchOptions {
    /// Start a round at once: Quick play (Kujifunza, you as South against level 3).
    #[arg(long)]
    pub quick: bool,
    /// What the subcommand asked the window for (`bao demo`, `bao replay`,
    /// `bao practice`, `bao learn`; none: the game).
    #[arg(skip)]
    pub asked: Asked,
    /// Start a round of this edition at once (kujifunza, kiswahili, kimasai).
    #[arg(long, value_parser = parse_edition)]
    pub edition: Option<Edition>,
    /// Kiswahili's takasia rule: on or off.
    #[arg(long, value_parser = parse_takasia)]
    pub takasia: Option<bool>,
    /// Start from this position string (RULES.md §7) instead of the edition's start.
    #[arg(long)]
    pub position: Option<String>,
    /// Moves played at once before the round is shown, space-separated.
    #[arg(long)]
    pub moves: Option<String>,
    /// A move the person to move plays (animated) as the round starts.
    #[arg(long)]
    pub play: Option<String>,
    /// Choices the person makes as the round starts, as clicks and the
    /// arrow keys would, space-separated: pit names, left, right (the
    /// screen's side, in a direction or kichwa question), stop, safari.
    /// To reach a question: --choose "A3 left" --shot-when safari.
    #[arg(long)]
    pub choose: Option<String>,
    /// South's player: person, or a bot level 1..6.
    #[arg(long, value_parser = Player::parse)]
    pub south: Option<Player>,
    /// North's player: person, or a bot level 1..6.
    #[arg(long, value_parser = Player::parse)]
    pub north: Option<Player>,
    /// Animation speed: slow, normal, fast, very-fast.
    #[arg(long, value_parser = Speed::parse)]
    pub speed: Option<Speed>,
    /// Open the pause screen.
    #[arg(long)]
    pub pause: bool,
    /// Open the rules panel (the same as --window rules).
    #[arg(long)]
    pub rules: bool,
    /// Open a window at once: rules, marks, settings, customise or bests.
    #[arg(long, value_enum)]
    pub window: Option<WindowChoice>,
    /// Show the pit names.
    #[arg(long)]
    pub names: bool,
    /// The marks' colours, for this run: standard or colour-blind.
    #[arg(long, value_enum)]
    pub palette: Option<Palette>,
    /// Seeds fade from pit to pit instead of flying, for this run.
    #[arg(long)]
    pub reduced_motion: bool,
    /// Text and interface scale in percent, 100 to 200, for this run.
    #[arg(long, value_parser = parse_ui_scale)]
    pub ui_scale: Option<f32>,
    /// The interface's language, for this run: english or kiswahili.
    #[arg(long, value_enum)]
    pub language: Option<Language>,
    /// The side the board is seen from, for this run: auto, south or north.
    #[arg(long, value_enum)]
    pub view_from: Option<ViewFrom>,
    /// The scene: full or light (default: light on a software renderer, else full).
    #[arg(long, value_enum)]
    pub graphics: Option<GraphicsChoice>,
    /// Window size, WIDTHxHEIGHT; by default the size the player left it
    /// at (with device saving on), else 1280x720, within the screen.
    #[arg(long, value_parser = parse_size)]
    pub size: Option<(u32, u32)>,
    /// Save a PNG screenshot to this file, then exit.
    #[arg(long)]
    pub screenshot: Option<PathBuf>,
    /// Frames to render before a plain screenshot (--shot-when frames).
    #[arg(long, default_value_t = 30)]
    pub frames: u32,
    /// The moment of the screenshot: frames, capture, relay, question, safari, over, moves:<n>.
    #[arg(long, default_value = "frames", value_parser = ShotWhen::parse)]
    pub shot_when: ShotWhen,
    /// Give up with an error when the moment has not come after this many frames.
    #[arg(long, default_value_t = 20_000)]
    pub max_frames: u32,
    /// With --screenshot: check at its moment that no window, bar or button
    /// covers a pit or a store; print what does, and fail if anything.
    #[arg(long, requires = "screenshot")]
    pub check_layout: bool,
    /// Measure frame times: this many frames idle, then as many while a
    /// level-6 search runs; print the figures and exit.
    #[arg(long)]
    pub measure_frames: Option<u32>,
    /// Measure frame times while this record file is read in the window (as
    /// "Watch a replay…" reads it); print them and the outcome, and exit.
    #[arg(long, value_name = "FILE")]
    pub measure_reading: Option<PathBuf>,
    /// Measure the game's own CPU time over this many seconds on a still
    /// screen (the one the other options open), after a few to settle;
    /// print it with the frames drawn and the memory, and exit.
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    pub measure_idle: Option<f64>,
}

fn parse_seconds(text: &str) -> Result<f64, OptionError> {
    text.parse::<f64>()
        .ok()
        .filter(|s| (0.5..=86_400.0).contains(s))
        .ok_or_else(|| OptionError::Seconds(text.to_string()))
}

/// What the subcommand asks of the window.
#[derive(Clone, Debug, Default)]
pub enum Asked {
    /// `bao`: the title screen, or the round the options name.
    #[default]
    Game,
    /// `bao demo`: bot against bot, endlessly.
    Demo,
    /// `bao replay`: a record to watch (or review).
    Replay(ReplayRequest),
    /// `bao practice`: the practice board.
    Practice,
    /// `bao learn`: the lessons, at this one (by id) if given.
    Learn(Option<String>),
    /// `bao puzzles play`: the puzzles of an edition, drawn one way (`matched`,
    /// `streak` or a theme's name) if given.
    Puzzles(PuzzlesPlan),
}

fn parse_size(text: &str) -> Result<(u32, u32), OptionError> {
    let (w, h) = text
        .split_once('x')
        .ok_or_else(|| OptionError::NotASize(text.to_string()))?;
    let parse = |s: &str| {
        s.parse::<u32>()
            .ok()
            .filter(|n| (200..=8192).contains(n))
            .ok_or_else(|| OptionError::SizeRange(text.to_string()))
    };
    Ok((parse(w)?, parse(h)?))
}

/// One of `--choose`'s choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chosen {
    Pit(Pit),
    /// The option on the screen's right (or left).
    Side {
        right: bool,
    },
    /// Stop or safari at the nyumba.
    Safari(bool),
}

impl LaunchOptions {
    /// `--choose`, read.
    pub fn choices(&self) -> Result<Vec<Chosen>, OptionError> {
        let words = self.choose.iter().flat_map(|text| text.split_whitespace());
        words
            .map(|word| match word.to_ascii_lowercase().as_str() {
                "left" => Ok(Chosen::Side { right: false }),
                "right" => Ok(Chosen::Side { right: true }),
                "stop" => Ok(Chosen::Safari(false)),
                "safari" => Ok(Chosen::Safari(true)),
                _ => Pit::parse(word)
                    .map(Chosen::Pit)
                    .ok_or_else(|| OptionError::Choice(word.to_string())),
            })
            .collect()
    }
}

/// What a launch is for, decided once from the command line: everything
/// downstream (the first mode, the demo, a review's measure) follows from
/// it and nothing derives it again.
#[derive(Clone, Debug)]
pub enum Launch {
    /// The title screen.
    Title,
    /// A round started at once, and a move for the person to play in it.
    Round {
        config: RoundConfig,
        game: Game,
        play: Option<Move>,
        /// Set up by the options (`--position`, `--moves`, `--play`, a
        /// screenshot, a measurement), not the player's own game
        /// (`--quick`, `--edition` …).
        scripted: bool,
    },
    /// `bao demo`: its first game.
    Demo { config: RoundConfig, game: Game },
    /// `bao replay`: a record in the viewer.
    Replay(ReplayPlan),
    /// `bao replay --review`: a record in the viewer with the review.
    Review(ReplayPlan),
    /// `bao practice`.
    Practice(PracticePlan),
    /// `bao learn`.
    Lessons(LessonsPlan),
    /// `bao puzzles play`.
    Puzzles(PuzzlesPlan),
}

/// The puzzles as `bao puzzles play` opens them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzlesPlan {
    pub edition: Edition,
    /// How they are drawn (checked by the caller): `None` lets the player
    /// choose.
    pub start: Option<String>,
}

/// The lessons as `bao learn` opens them.
#[derive(Clone, Copy, Debug)]
pub struct LessonsPlan {
    /// Index into [`LESSONS`]; `None`: the first not done.
    pub lesson: Option<usize>,
}

/// The practice board as `bao practice` opens it.
#[derive(Clone, Debug)]
pub struct PracticePlan {
    pub position: Position,
    pub takasia: bool,
    pub players: [Player; 2],
}

/// A record file to watch, read and checked before the window opens.
#[derive(Clone, Debug)]
pub struct ReplayPlan {
    pub name: String,
    pub games: Vec<RecordedGame>,
    pub game: usize,
    pub at: usize,
    /// `--study`: learn from the move after `at` once it is judged.
    pub study: Option<StudyPlan>,
}

/// `bao replay --review --study`: the better line shown, or a move tried.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StudyPlan {
    Show,
    /// "Try it yourself", answered with this move (in the notation).
    Try(String),
}

impl StudyPlan {
    pub fn parse(text: &str) -> Result<StudyPlan, OptionError> {
        match text {
            "show" => Ok(StudyPlan::Show),
            _ => match text.strip_prefix("try:") {
                Some(mv) if !mv.is_empty() && mv.len() <= 16 => Ok(StudyPlan::Try(mv.to_string())),
                _ => Err(OptionError::Study(text.to_string())),
            },
        }
    }
}

/// What `bao replay` asks: a file, a game of it (1-based) and a ply.
#[derive(Clone, Debug)]
pub struct ReplayRequest {
    pub file: PathBuf,
    pub game: usize,
    pub at: Option<usize>,
    pub review: bool,
    pub study: Option<StudyPlan>,
}

impl ReplayRequest {
    /// Reads the file (refused with the line and reason of its first error)
    /// and checks the game and the ply asked for.
    pub fn read(&self) -> Result<ReplayPlan, OptionError> {
        let games = read_file(&self.file).map_err(|error| OptionError::Replay {
            path: self.file.clone(),
            error: Box::new(error),
        })?;
        let count = games.len();
        if self.game == 0 || self.game > count {
            return Err(OptionError::NoSuchGame {
                path: self.file.clone(),
                game: self.game,
                count,
            });
        }
        let plies = games[self.game - 1].plies();
        let at = self.at.unwrap_or(0);
        if at > plies {
            return Err(OptionError::NoSuchPly {
                game: self.game,
                at,
                plies,
            });
        }
        let name = self
            .file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| self.file.display().to_string());
        Ok(ReplayPlan {
            name,
            games,
            game: self.game - 1,
            at,
            study: self.study.clone(),
        })
    }
}

impl LaunchOptions {
    /// Options that say which round to play (`--takasia` only amends one).
    fn names_a_round(&self) -> bool {
        self.quick
            || self.edition.is_some()
            || self.position.is_some()
            || self.moves.is_some()
            || self.play.is_some()
            || self.choose.is_some()
            || self.south.is_some()
            || self.north.is_some()
    }

    /// Checks the options and decides what the launch is for; every error
    /// names what is wrong.
    pub fn plan(&self, saved: RoundConfig) -> Result<Launch, OptionError> {
        match &self.asked {
            Asked::Replay(request) => {
                if self.names_a_round() || self.takasia.is_some() {
                    return Err(OptionError::ReplayTakesWindowOptions);
                }
                let plan = request.read()?;
                Ok(if request.review {
                    Launch::Review(plan)
                } else {
                    Launch::Replay(plan)
                })
            }
            Asked::Practice => self.practice_plan(),
            Asked::Learn(lesson) => self.lessons_plan(lesson.as_deref()),
            Asked::Puzzles(plan) => Ok(Launch::Puzzles(plan.clone())),
            Asked::Demo => {
                if self.names_a_round() || self.takasia.is_some() {
                    return Err(OptionError::DemoTakesWindowOptions);
                }
                let config = RoundConfig::demo_games()[0];
                Ok(Launch::Demo {
                    config,
                    game: config.starting_game(),
                })
            }
            Asked::Game => self.game_plan(saved),
        }
    }

    /// `bao` alone: the title screen, or the round the options name.
    fn game_plan(&self, saved: RoundConfig) -> Result<Launch, OptionError> {
        let measuring = self.measure_frames.is_some();
        if !(self.names_a_round() || self.pause || measuring) {
            return Ok(Launch::Title);
        }
        let mut config = if self.quick {
            RoundConfig::quick()
        } else {
            saved
        };
        let position = match &self.position {
            Some(text) => Some(Position::parse(text).map_err(OptionError::Position)?),
            None => None,
        };
        if let Some(edition) = position.map(|p| p.edition).or(self.edition) {
            if self.edition.is_some_and(|e| e != edition) {
                return Err(OptionError::EditionDiffers);
            }
            config.rules = Rules::new(edition);
        }
        if let Some(takasia) = self.takasia {
            config.rules.takasia = takasia;
        }
        if let Some(player) = self.south {
            config.players[0] = player;
        }
        if let Some(player) = self.north {
            config.players[1] = player;
        }
        let mut game = match position {
            Some(position) => Game::from_position(position, config.rules.takasia),
            None => config.starting_game(),
        };
        for text in self.moves.iter().flat_map(|m| m.split_whitespace()) {
            let mv = game.parse_move(text).map_err(OptionError::Moves)?;
            game.play_untraced(mv).map_err(OptionError::Moves)?;
        }
        let play = match &self.play {
            Some(text) => {
                let mv = game.parse_move(text).map_err(OptionError::Play)?;
                if config.player(game.position().side) != Player::Person {
                    return Err(OptionError::PlayForABot(text.clone()));
                }
                Some(mv)
            }
            None => None,
        };
        let scripted = self.screenshot.is_some()
            || measuring
            || self.measure_reading.is_some()
            || self.position.is_some()
            || self.moves.is_some()
            || self.play.is_some();
        Ok(Launch::Round {
            config,
            game,
            play,
            scripted,
        })
    }

    /// `bao practice`: the position to edit (checked by the engine), the
    /// takasia rule and the players (both people unless a bot is named).
    fn practice_plan(&self) -> Result<Launch, OptionError> {
        if self.quick || self.moves.is_some() || self.play.is_some() {
            return Err(OptionError::PracticeTakes);
        }
        let position = match &self.position {
            Some(text) => Position::parse(text).map_err(OptionError::Position)?,
            None => Position::start(self.edition.unwrap_or(Edition::Kujifunza)),
        };
        if self.edition.is_some_and(|e| e != position.edition) {
            return Err(OptionError::EditionDiffers);
        }
        Ok(Launch::Practice(PracticePlan {
            position,
            takasia: self.takasia.unwrap_or(true),
            players: [
                self.south.unwrap_or(Player::Person),
                self.north.unwrap_or(Player::Person),
            ],
        }))
    }

    /// `bao learn`: the lesson to open (by its id), or the first not done.
    fn lessons_plan(&self, lesson: Option<&str>) -> Result<Launch, OptionError> {
        if self.names_a_round() || self.takasia.is_some() {
            return Err(OptionError::LearnTakes);
        }
        let lesson = match lesson {
            None => None,
            Some(id) => Some(
                LESSONS
                    .iter()
                    .position(|l| l.id == id)
                    .ok_or_else(|| OptionError::Lesson(id.to_string()))?,
            ),
        };
        Ok(Launch::Lessons(LessonsPlan { lesson }))
    }
}

#[cfg(test)]
mod tests;
