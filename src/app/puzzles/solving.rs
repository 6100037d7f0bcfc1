//! Puzzles on the board (`Mode::Puzzle`): the opponent's move shown
//! animated, then the player's move checked against the solution; a right
//! move is answered by the opponent's reply, a wrong one by its refutation
//! and one sentence on why. Each puzzle's first attempt moves the player's
//! rating and the puzzle's by Glicko-2; help (the hint, the solution)
//! counts as a miss. Ratings are kept only with device saving on.

use crate::app::board::scene::layout::NearSide;
use crate::app::round::animation::AnimationQueue;
use crate::app::round::bot::{Hint, HintShown};
use crate::app::round::keeping::PlayerData;
use crate::app::round::play::{Mover, NewRound, PlayMove, Round};
use crate::app::settings::GameSettings;
use crate::app::state::{AppSystems, Mode, Turn, in_mode_with};
use crate::app::ui::room::{BoardArea, KeysToPanel};
use crate::puzzle::Puzzle;
use crate::puzzle::rating::{Outcome, Rating};
use crate::puzzle::session::{Answer, Sitting, Way, answer};
use crate::puzzle::shipped::shipped;
use crate::record::puzzle_ratings::PuzzleRatings;
use crate::record::settings::{Player, RoundConfig};
use crate::rules::{Edition, Game};
use bevy::prelude::*;

/// Where the solver is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Choosing the edition and the way; the board shows the edition.
    Choosing,
    /// The opponent's move, played as the puzzle opens.
    Setup,
    /// The solver's turn.
    Solving,
    /// The opponent answers a right move.
    Replying,
    /// The last move of the solution was played.
    Solved,
    /// A wrong move, and its refutation shown.
    Missed,
    /// The solution played out from the puzzle's start.
    Showing,
    /// The way has no puzzle left (or the streak ended).
    Done,
}

/// What a wrong move came to, for the panel's sentence.
#[derive(Clone, Debug, PartialEq)]
pub struct Why {
    pub played: String,
    pub refutation: Option<String>,
    pub takes: u32,
    pub chance_right: f64,
    pub chance_played: f64,
}

/// The puzzles while they are open.
#[derive(Resource, Debug)]
pub struct Solving {
    pub edition: Edition,
    pub sitting: Sitting,
    pub ratings: PuzzleRatings,
    /// The puzzle on the board: an index into the sitting's puzzles.
    pub current: Option<usize>,
    pub stage: Stage,
    /// The place in the solution of the solver's next move.
    pub step: usize,
    /// Help was asked (the hint): the attempt counts as a miss.
    pub helped: bool,
    pub hint: Option<String>,
    /// The current puzzle's attempt was counted.
    pub counted: bool,
    /// The puzzle is tried again after a miss: solving it now is not
    /// what the rating counted ("Solved!" beside "-52" read as a bug).
    pub retry: bool,
    pub why: Option<Why>,
    /// The player's rating change of the last attempt counted.
    pub change: Option<f64>,
    /// "Replay the missed ones": their ids, in order.
    pub again: Vec<String>,
    /// The player's own puzzles, of every edition (device saving on).
    pub mine: Vec<Puzzle>,
}

impl Solving {
    pub fn puzzle(&self) -> Option<&Puzzle> {
        self.current.map(|k| &self.sitting.puzzles[k])
    }
}

/// Opens the puzzles: of an edition (Kujifunza by default), drawn one way
/// at once (`matched`, `streak`, a theme's name) or chosen in the panel.
#[derive(Message, Clone, Debug, Default)]
pub struct OpenPuzzles {
    pub edition: Option<Edition>,
    pub start: Option<String>,
}

/// What the solver asks for, by a button or a key.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub enum PuzzleStep {
    /// The edition whose puzzles are drawn.
    Edition(Edition),
    /// A sitting drawn this way.
    Begin(Way),
    /// The hint: the pit to sow (counts as help).
    Hint,
    /// The puzzle again from its start.
    Retry,
    /// The solution played out.
    ShowSolution,
    /// The next puzzle.
    Next,
    /// The puzzles missed in this sitting, again.
    ReplayMissed,
    /// Back to choosing.
    Choose,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<OpenPuzzles>()
        .add_message::<PuzzleStep>()
        .add_systems(Update, open_puzzles.before(AppSystems::Input))
        .add_systems(
            Update,
            (puzzle_keys, take_steps)
                .chain()
                .in_set(AppSystems::Input)
                .run_if(in_mode_with::<Solving>(Mode::Puzzle)),
        )
        .add_systems(
            Update,
            (follow_the_board, face_the_solver)
                .after(AppSystems::Rules)
                .before(AppSystems::Animate)
                .run_if(in_mode_with::<Solving>(Mode::Puzzle)),
        )
        .add_systems(OnExit(Mode::Puzzle), leave);
}

/// The round a puzzle is shown or played in: both sides by hand (the
/// opponent's moves are played for it); `frozen`: nobody moves.
fn show(game: Game, frozen: bool, rounds: &mut MessageWriter<NewRound>) {
    rounds.write(NewRound {
        mode: Mode::Puzzle,
        editing: frozen,
        config: RoundConfig {
            rules: game.rules(),
            players: [Player::Person, Player::Person],
            first: game.position().side,
        },
        game: Some(game),
    });
}

/// A sitting of `edition`'s shipped puzzles (or the player's own, drawn
/// from their mistakes), the ratings kept applied.
fn sitting(edition: Edition, way: Way, ratings: &PuzzleRatings, mine: &[Puzzle]) -> Sitting {
    let mut puzzles = match way {
        Way::Mine => super::mine::of_edition(mine, edition).cloned().collect(),
        _ => shipped(edition).to_vec(),
    };
    for puzzle in &mut puzzles {
        if let Some(&[rating, deviation, _]) = ratings.puzzles.get(&puzzle.id) {
            puzzle.rating = rating;
            puzzle.deviation = deviation;
        }
    }
    let player = match ratings.player {
        Some([rating, deviation, volatility]) => Rating {
            rating,
            deviation,
            volatility,
        },
        None => Rating::newcomer(),
    };
    let mut sitting = Sitting::new(puzzles, way, player);
    // A puzzle rated on this device before is practice when met again.
    sitting.seen = ratings.puzzles.keys().cloned().collect();
    sitting
}

fn open_puzzles(
    mut opened: MessageReader<OpenPuzzles>,
    mut commands: Commands,
    settings: Res<GameSettings>,
    mut data: ResMut<PlayerData>,
    mut rounds: MessageWriter<NewRound>,
) {
    let Some(open) = opened.read().last().cloned() else {
        return;
    };
    let ((ratings, notice), (mine, mine_notice)) = match settings.game_dir() {
        Some(dir) => (PuzzleRatings::load(dir), super::mine::load(dir)),
        None => Default::default(),
    };
    if notice.is_some() || mine_notice.is_some() {
        data.notice = notice.or(mine_notice);
    }
    let edition = open.edition.unwrap_or(Edition::Kujifunza);
    show(
        Game::new(crate::rules::Rules::new(edition)),
        true,
        &mut rounds,
    );
    let mut solving = Solving {
        edition,
        sitting: sitting(edition, Way::Matched, &ratings, &mine),
        ratings,
        current: None,
        stage: Stage::Choosing,
        step: 0,
        helped: false,
        hint: None,
        counted: false,
        retry: false,
        why: None,
        change: None,
        again: Vec::new(),
        mine,
    };
    if let Some(way) = open.start.as_deref().and_then(way_named) {
        solving.sitting = sitting(edition, way, &solving.ratings, &solving.mine);
        next_puzzle(&mut solving, &mut rounds);
    }
    commands.insert_resource(solving);
}

/// A way to draw puzzles by its name: `matched`, `streak`, `mine` or a
/// theme's.
pub fn way_named(name: &str) -> Option<Way> {
    match name {
        "matched" => Some(Way::Matched),
        "streak" => Some(Way::Streak),
        "mine" => Some(Way::Mine),
        theme => crate::puzzle::Theme::parse(theme).map(Way::Theme),
    }
}

/// The solver's pits lie nearest: the board is turned to the side that
/// moves after the opponent's move (unless the settings fix the view).
fn face_the_solver(solving: Res<Solving>, mut near: ResMut<NearSide>) {
    let solver = solving.puzzle().map(|p| p.before.side.other());
    if near.0 != solver {
        near.0 = solver;
    }
}

fn leave(
    mut commands: Commands,
    mut area: ResMut<BoardArea>,
    mut keys_to_panel: ResMut<KeysToPanel>,
    mut near: ResMut<NearSide>,
) {
    near.0 = None;
    commands.remove_resource::<Solving>();
    *area = BoardArea::default();
    keys_to_panel.0 = false;
}

/// Enter goes on (the next puzzle after one solved or missed), H asks
/// the hint, R tries again, S shows the solution.
fn puzzle_keys(
    keys: Res<ButtonInput<KeyCode>>,
    solving: Res<Solving>,
    keys_to_panel: Res<KeysToPanel>,
    mut steps: MessageWriter<PuzzleStep>,
) {
    if keys_to_panel.0 {
        return;
    }
    let on = keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]);
    let step = match solving.stage {
        Stage::Solving if keys.just_pressed(KeyCode::KeyH) => Some(PuzzleStep::Hint),
        Stage::Solved | Stage::Showing if on => Some(PuzzleStep::Next),
        Stage::Missed if keys.just_pressed(KeyCode::KeyR) => Some(PuzzleStep::Retry),
        Stage::Missed if keys.just_pressed(KeyCode::KeyS) => Some(PuzzleStep::ShowSolution),
        Stage::Missed if on => Some(PuzzleStep::Next),
        _ => None,
    };
    if let Some(step) = step {
        steps.write(step);
    }
}

fn take_steps(
    mut steps: MessageReader<PuzzleStep>,
    mut solving: ResMut<Solving>,
    mut rounds: MessageWriter<NewRound>,
    round: Res<Round>,
    mut board_hint: ResMut<Hint>,
    settings: Res<GameSettings>,
) {
    for step in steps.read().copied() {
        match step {
            PuzzleStep::Edition(edition) => {
                solving.edition = edition;
                let way = solving.sitting.way;
                solving.sitting = sitting(edition, way, &solving.ratings, &solving.mine);
                show(
                    Game::new(crate::rules::Rules::new(edition)),
                    true,
                    &mut rounds,
                );
            }
            PuzzleStep::Begin(way) => {
                let edition = solving.edition;
                solving.sitting = sitting(edition, way, &solving.ratings, &solving.mine);
                solving.again.clear();
                next_puzzle(&mut solving, &mut rounds);
            }
            PuzzleStep::Hint if solving.stage == Stage::Solving => {
                solving.helped = true;
                solving.hint = hint(&solving);
                // Marked on the board too: the hint's star on its pit.
                let step = solving.step;
                if let Some(&mv) = solving.puzzle().and_then(|p| p.solution.get(step)) {
                    board_hint.shown = Some(HintShown::of_move(&round, mv));
                }
            }
            PuzzleStep::Retry => open_puzzle(&mut solving, &mut rounds),
            PuzzleStep::ShowSolution => show_solution(&mut solving, &mut rounds, &settings),
            PuzzleStep::Next => next_puzzle(&mut solving, &mut rounds),
            PuzzleStep::ReplayMissed => {
                solving.again = solving.sitting.failed();
                next_puzzle(&mut solving, &mut rounds);
            }
            PuzzleStep::Choose => {
                solving.stage = Stage::Choosing;
                solving.current = None;
                let edition = solving.edition;
                show(
                    Game::new(crate::rules::Rules::new(edition)),
                    true,
                    &mut rounds,
                );
            }
            PuzzleStep::Hint => {}
        }
    }
}

/// The pit the solution sows from, in words.
fn hint(solving: &Solving) -> Option<String> {
    let puzzle = solving.puzzle()?;
    let (at, mv) = *puzzle.solver_moves().get(solving.step / 2)?;
    let pit = crate::rules::Pit::new(at.side, mv.pit);
    Some(pit.to_string())
}

/// The next puzzle of the way (or of the missed ones, while replaying).
fn next_puzzle(solving: &mut Solving, rounds: &mut MessageWriter<NewRound>) {
    let next = if solving.again.is_empty() {
        solving.sitting.next()
    } else {
        let id = solving.again.remove(0);
        solving.sitting.puzzles.iter().position(|p| p.id == id)
    };
    match next {
        Some(index) => {
            solving.current = Some(index);
            solving.counted = false;
            open_puzzle(solving, rounds);
        }
        None => {
            solving.current = None;
            solving.stage = Stage::Done;
        }
    }
}

/// The current puzzle from the position before the opponent's move.
fn open_puzzle(solving: &mut Solving, rounds: &mut MessageWriter<NewRound>) {
    let Some(puzzle) = solving.puzzle() else {
        return;
    };
    let game = Game::from_position(puzzle.before, puzzle.rules.takasia);
    info!(
        "puzzle {} (rating {:.0}): {} to find the move",
        puzzle.id,
        puzzle.rating,
        puzzle.before.side.other().name()
    );
    solving.stage = Stage::Setup;
    solving.step = 0;
    solving.retry = solving.counted;
    solving.helped = false;
    solving.hint = None;
    solving.why = None;
    show(game, false, rounds);
}

/// The solution played out from the puzzle's start; before a move was
/// tried it counts as a miss (else trying the puzzle again after seeing it
/// would be rated as a first attempt).
fn show_solution(
    solving: &mut Solving,
    rounds: &mut MessageWriter<NewRound>,
    settings: &GameSettings,
) {
    count(solving, false, settings);
    let Some(puzzle) = solving.puzzle() else {
        return;
    };
    let mut game = Game::from_position(puzzle.before, puzzle.rules.takasia);
    if game.play_untraced(puzzle.setup).is_err() {
        return;
    }
    solving.stage = Stage::Showing;
    solving.step = 0;
    solving.helped = true;
    show(game, false, rounds);
}

/// Counts the current puzzle's first attempt: both ratings move, and with
/// device saving on they are kept.
fn count(solving: &mut Solving, solved: bool, settings: &GameSettings) {
    let Some(index) = solving.current else {
        return;
    };
    if solving.counted {
        return;
    }
    solving.counted = true;
    let outcome = match (solved, solving.helped) {
        (false, _) => Outcome::Missed,
        (true, true) => Outcome::SolvedWithHint,
        (true, false) => Outcome::Solved,
    };
    let recorded = solving.sitting.record(index, outcome);
    // An unrated replay says so instead of "+0".
    solving.change = recorded.puzzle.map(|_| recorded.change);
    let Some(rated) = recorded.puzzle else {
        return;
    };
    let player = solving.sitting.player;
    solving.ratings.player = Some([player.rating, player.deviation, player.volatility]);
    let id = solving.sitting.puzzles[index].id.clone();
    let kept = [rated.rating, rated.deviation, rated.volatility];
    solving.ratings.puzzles.insert(id, kept);
    let solved = outcome == Outcome::Solved;
    solving.ratings.tried += 1;
    solving.ratings.solved += solved as u32;
    if let Some(dir) = settings.game_dir_to_write()
        && let Err(e) = solving.ratings.save(dir)
    {
        warn!("could not keep the puzzle ratings: {e}");
    }
}

/// Plays the opponent's moves and checks the solver's, once each move on
/// the board has been shown.
fn follow_the_board(
    mut solving: ResMut<Solving>,
    settings: Res<GameSettings>,
    round: Res<Round>,
    turn: Option<Res<State<Turn>>>,
    queue: Res<AnimationQueue>,
    mut moves: MessageWriter<PlayMove>,
    mut rounds: MessageWriter<NewRound>,
) {
    // Over too: a solution (or a refutation) may end the game, and the
    // puzzle must still be judged and its board frozen (a winning capture
    // that emptied the front row once left the puzzle waiting for ever).
    let settled = turn.is_some_and(|t| matches!(*t.get(), Turn::Person | Turn::Over));
    if !queue.is_idle() || round.fork.is_some() || !settled {
        return;
    }
    // Copies of the little each step needs, not the puzzle every frame.
    let Some(setup) = solving.puzzle().map(|p| p.setup) else {
        return;
    };
    let played = round.game.moves();
    let shown_next = |solving: &Solving| {
        let puzzle = solving.puzzle()?;
        puzzle.solution.get(played.len().checked_sub(1)?).copied()
    };
    let play = |mv| PlayMove {
        mv,
        by: Mover::Line,
    };
    match solving.stage {
        Stage::Setup if played.is_empty() => {
            moves.write(play(setup));
        }
        Stage::Setup | Stage::Replying => {
            info!("puzzle: the solver's move {}", solving.step / 2 + 1);
            solving.stage = Stage::Solving;
        }
        Stage::Showing => match shown_next(&solving) {
            Some(mv) => {
                moves.write(play(mv));
            }
            None => show(round.game.clone(), true, &mut rounds),
        },
        Stage::Solving if played.len() == solving.step + 2 => {
            let Some((at, mv)) = before_last(&round.game) else {
                return;
            };
            let Some(puzzle) = solving.puzzle() else {
                return;
            };
            let answered = answer(puzzle, solving.step, &at, mv);
            follow_the_answer(
                &mut solving,
                answered,
                (&at, mv),
                &settings,
                &round,
                &mut moves,
                &mut rounds,
            );
        }
        // The refutation has been shown: nobody moves on from here.
        Stage::Missed if played.len() == solving.step + 3 => {
            show(round.game.clone(), true, &mut rounds);
        }
        _ => {}
    }
}

/// A right move is answered by the solution's reply (or ends the puzzle),
/// a wrong one by its refutation, with the sentence on why.
fn follow_the_answer(
    solving: &mut Solving,
    answered: Answer,
    (at, mv): (&crate::rules::Position, crate::rules::Move),
    settings: &GameSettings,
    round: &Round,
    moves: &mut MessageWriter<PlayMove>,
    rounds: &mut MessageWriter<NewRound>,
) {
    let play = |mv| PlayMove {
        mv,
        by: Mover::Line,
    };
    {
        let edition = at.edition;
        match answered {
            Answer::Right { reply: Some(reply) } => {
                solving.step += 2;
                solving.stage = Stage::Replying;
                solving.hint = None;
                moves.write(play(reply));
            }
            Answer::Right { reply: None } => {
                info!("puzzle solved");
                solving.stage = Stage::Solved;
                count(solving, true, settings);
                show(round.game.clone(), true, rounds);
            }
            Answer::Wrong {
                refutation,
                takes,
                chance_right,
                chance_played,
            } => {
                solving.why = Some(Why {
                    played: mv.text(edition, at.side),
                    refutation: refutation.map(|r| r.text(edition, at.side.other())),
                    takes,
                    chance_right,
                    chance_played,
                });
                info!("puzzle missed: {} played", mv.text(edition, at.side));
                solving.stage = Stage::Missed;
                count(solving, false, settings);
                match refutation {
                    Some(reply) => {
                        moves.write(play(reply));
                    }
                    None => show(round.game.clone(), true, rounds),
                }
            }
        }
    }
}

/// The position before the game's last move, and that move.
fn before_last(game: &Game) -> Option<(crate::rules::Position, crate::rules::Move)> {
    let (&last, earlier) = game.moves().split_last()?;
    let rules = game.rules();
    let mut at = *game.start_position();
    for &mv in earlier {
        at = crate::rules::play_untraced(&at, mv, &rules).0;
    }
    Some((at, last))
}
