//! Learning from a graded move in a review, as `Study` states of
//! `Mode::Review`: "Show" plays the better line out on the board from the
//! position before the move, a branch the record does not hold, then comes
//! back to the game; "Try it yourself" puts that position back for the
//! person to find a better move, which the engine judges at the review's
//! budget on the compute pool (as a lesson judges its answer) and explains.
//! "Next mistake" goes to the next move there is to learn from.

use super::review::{ReviewBudget, Reviewing};
use super::viewer::{Replay, show_position, show_position_played_by};
use crate::app::round::animation::AnimationQueue;
use crate::app::round::bot::LowerPriority;
use crate::app::round::play::{Mover, NewRound, PlayMove, Round};
use crate::app::state::{AppSystems, Mode, Study, Turn, in_mode_with};
use crate::app::ui::words::Words;
use crate::app::wake::{self, LoopWaker};
use crate::record::game::RecordedGame;
use crate::record::settings::Player;
use crate::review::words::tried_words;
use crate::review::{MoveReview, Standing, Tried, try_move};
use crate::rules::explain::explain;
use crate::rules::{Move, Side};
use bevy::prelude::*;
use bevy::tasks::Task;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Seconds the end of a better line stays on the board before the game
/// comes back.
pub const BRANCH_LINGERS: f32 = 2.0;

/// What the review's study buttons ask for.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum StudyRequest {
    /// The better line of the move about to be shown, played out.
    Show,
    /// The position before the move about to be shown, for the person.
    TryIt,
    /// Back to the record, at the position the study started from.
    Back,
    /// To the next move there is to learn from.
    NextMistake,
}

/// The better line being played out ("Show").
#[derive(Resource, Debug)]
pub struct Branch {
    /// The ply it starts from: the record's position before the graded move.
    pub from: usize,
    pub line: Vec<Move>,
    /// Moves of the line sent to the board so far.
    pub played: usize,
    /// Seconds the line's end has been on the board.
    lingered: f32,
}

impl Branch {
    /// Whether the whole line has been shown (the game comes back soon).
    pub fn has_ended(&self) -> bool {
        self.lingered > 0.0
    }
}

/// "Try it yourself": the position put back, the person's answer and the
/// engine's verdict on it.
#[derive(Resource)]
pub struct Trial {
    /// The ply put back: the record's position before the graded move.
    pub from: usize,
    pub answer: Option<Move>,
    /// Answers given at this position.
    pub tries: u32,
    /// Whether the answer is right, and why, in words.
    pub verdict: Option<(bool, String)>,
    task: Option<Task<Option<Tried>>>,
    stop: Arc<AtomicBool>,
}

impl Trial {
    fn cancel(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<StudyRequest>()
        .add_systems(
            Update,
            take_requests.in_set(AppSystems::Input).run_if(
                in_mode_with::<Reviewing>(Mode::Review).and_then(resource_exists::<Replay>),
            ),
        )
        .add_systems(
            Update,
            play_the_branch
                .in_set(AppSystems::Input)
                .run_if(in_state(Study::Branch).and_then(resource_exists::<Branch>)),
        )
        .add_systems(
            Update,
            (
                take_the_answer.run_if(in_state(Study::Trying)),
                judge_the_answer.run_if(in_state(Study::Tried)),
            )
                .after(AppSystems::Rules)
                .before(AppSystems::Animate)
                .run_if(resource_exists::<Trial>.and_then(resource_exists::<Reviewing>)),
        )
        // Back on the record, or out of the review: what the study had goes.
        .add_systems(OnEnter(Study::Record), end_the_study)
        .add_systems(OnExit(Mode::Review), end_the_study);
}

/// Whether the move at `ply` is one to learn from: graded an inaccuracy or
/// worse, with a better line, and played by a person of the record (any
/// side's, when the record names no person).
pub fn to_learn_from(recorded: &RecordedGame, reviewing: &Reviewing, ply: usize) -> bool {
    let Some(Some(review)) = reviewing.moves.get(ply) else {
        return false;
    };
    let person = |side: Side| recorded.record.player(side).level.is_none();
    review.grade.is_some_and(|g| g.is_error())
        && review.better.as_ref().is_some_and(|line| !line.is_empty())
        && (person(review.mover) || !Side::BOTH.into_iter().any(person))
}

/// The next move to learn from after `ply`, if the review has found one.
pub fn next_to_learn_from(replay: &Replay, reviewing: &Reviewing) -> Option<usize> {
    (replay.ply + 1..replay.plies()).find(|&ply| to_learn_from(replay.recorded(), reviewing, ply))
}

fn take_requests(
    mut requests: MessageReader<StudyRequest>,
    mut replay: ResMut<Replay>,
    reviewing: Res<Reviewing>,
    trial: Option<Res<Trial>>,
    mut study: ResMut<NextState<Study>>,
    mut rounds: MessageWriter<NewRound>,
    mut commands: Commands,
) {
    for &request in requests.read() {
        let ply = replay.ply;
        match request {
            StudyRequest::Show => {
                let Some(line) = better_line(&reviewing, ply) else {
                    continue;
                };
                if let Some(trial) = &trial {
                    trial.cancel();
                    commands.remove_resource::<Trial>();
                }
                replay.playing = false;
                show_position(&mut replay, ply, &mut rounds, Mode::Review);
                commands.insert_resource(Branch {
                    from: ply,
                    line,
                    played: 0,
                    lingered: 0.0,
                });
                study.set(Study::Branch);
            }
            StudyRequest::TryIt => {
                if !to_learn_from(replay.recorded(), &reviewing, ply) {
                    continue;
                }
                let tries = trial
                    .as_ref()
                    .filter(|t| t.from == ply)
                    .map_or(0, |t| t.tries);
                if let Some(trial) = &trial {
                    trial.cancel();
                }
                put_back(&mut replay, ply, &mut rounds);
                commands.insert_resource(Trial {
                    from: ply,
                    answer: None,
                    tries,
                    verdict: None,
                    task: None,
                    stop: Arc::new(AtomicBool::new(false)),
                });
                study.set(Study::Trying);
            }
            StudyRequest::Back => {
                show_position(&mut replay, ply, &mut rounds, Mode::Review);
                study.set(Study::Record);
            }
            StudyRequest::NextMistake => {
                if let Some(next) = next_to_learn_from(&replay, &reviewing) {
                    replay.playing = false;
                    show_position(&mut replay, next, &mut rounds, Mode::Review);
                    study.set(Study::Record);
                }
            }
        }
    }
}

/// The review's better line from the position after `ply` plies, when the
/// move played there was not the best.
pub(crate) fn better_line(reviewing: &Reviewing, ply: usize) -> Option<Vec<Move>> {
    let review = reviewing.moves.get(ply)?.as_ref()?;
    review.better.clone().filter(|line| !line.is_empty())
}

/// The record's position after `ply` plies as a round people play (only
/// the side to move plays, once: `Study::Trying`).
fn put_back(replay: &mut Replay, ply: usize, rounds: &mut MessageWriter<NewRound>) {
    replay.playing = false;
    show_position_played_by(replay, ply, rounds, Mode::Review, [Player::Person; 2]);
}

/// Plays the better line's moves one after another through the same path
/// as the record's, then, a moment after its end, brings the game back.
fn play_the_branch(
    mut branch: ResMut<Branch>,
    mut replay: ResMut<Replay>,
    round: Res<Round>,
    queue: Res<AnimationQueue>,
    turn: Option<Res<State<Turn>>>,
    time: Res<Time>,
    words: Res<Words>,
    mut moves: MessageWriter<PlayMove>,
    mut rounds: MessageWriter<NewRound>,
    mut study: ResMut<NextState<Study>>,
) {
    let still = turn.is_some_and(|t| matches!(t.get(), Turn::Watching | Turn::Over));
    if !still || !queue.is_idle() || round.game.moves().len() != branch.from + branch.played {
        return;
    }
    if let Some(&mv) = branch.line.get(branch.played)
        && !round.game.status().is_over()
    {
        let before = *round.game.position();
        let Ok(events) = round.game.preview(mv) else {
            // Not a move here after all: the line is over.
            let shown = branch.played;
            branch.line.truncate(shown);
            return;
        };
        // The viewer's step-by-step sentences for the branch's move too.
        replay.showing = Some(super::viewer::Showing {
            index: branch.from + branch.played,
            sentences: explain(&before, &events, &words),
        });
        moves.write(PlayMove {
            mv,
            by: Mover::Replay,
        });
        branch.played += 1;
        return;
    }
    branch.lingered += time.delta_secs();
    if branch.lingered >= BRANCH_LINGERS {
        show_position(&mut replay, branch.from, &mut rounds, Mode::Review);
        study.set(Study::Record);
    }
}

/// The person's move, once shown: the engine judges it on the compute pool.
fn take_the_answer(
    mut trial: ResMut<Trial>,
    round: Res<Round>,
    queue: Res<AnimationQueue>,
    replay: Res<Replay>,
    reviewing: Res<Reviewing>,
    budget: Res<ReviewBudget>,
    mut study: ResMut<NextState<Study>>,
    waker: Res<LoopWaker>,
) {
    let from = trial.from;
    if round.game.moves().len() != from + 1 {
        return;
    }
    // Said at once ("judging A5<…"), while the answer is still being shown.
    let answer = round.game.moves().last().copied();
    if trial.answer != answer {
        trial.answer = answer;
    }
    if !queue.is_idle() || round.fork.is_some() {
        return;
    }
    let Some(Some(played)) = reviewing.moves.get(from) else {
        return;
    };
    let recorded = replay.recorded();
    let (Some(&position), Some(&answer)) =
        (recorded.positions.get(from), round.game.moves().last())
    else {
        return;
    };
    let before = standing_before(played);
    let (rules, nodes, stop) = (recorded.record.rules, budget.0, trial.stop.clone());
    trial.task = Some(wake::spawn(&waker, move || {
        // Below the frame's threads, as the review's own search.
        let _lowered = LowerPriority::now();
        try_move(&position, rules, answer, &before, nodes, &stop)
    }));
    trial.tries += 1;
    trial.verdict = None;
    study.set(Study::Tried);
}

/// The position's standing as the review found it: its value, and the
/// best line (the move played, when it was the best).
fn standing_before(played: &MoveReview) -> Standing {
    Standing {
        value: played.before,
        line: played.better.clone().unwrap_or_else(|| vec![played.mv]),
    }
}

/// The engine's verdict on the answer, once its search is done.
fn judge_the_answer(
    mut trial: ResMut<Trial>,
    replay: Res<Replay>,
    reviewing: Res<Reviewing>,
    words: Res<Words>,
    waker: Res<LoopWaker>,
) {
    let Some(task) = trial.task.as_mut() else {
        return;
    };
    let Some(result) = wake::poll(task, &waker) else {
        return;
    };
    trial.task = None;
    let (Some(tried), Some(answer), Some(Some(played))) =
        (result, trial.answer, reviewing.moves.get(trial.from))
    else {
        return;
    };
    let recorded = replay.recorded();
    let position = recorded.positions[trial.from];
    trial.verdict = Some(tried_words(
        &position,
        recorded.record.rules,
        answer,
        &tried,
        played,
        &words,
    ));
}

/// The branch and the try end: a search still judging stops at once.
fn end_the_study(mut commands: Commands, trial: Option<Res<Trial>>) {
    if let Some(trial) = trial {
        trial.cancel();
    }
    commands.remove_resource::<Trial>();
    commands.remove_resource::<Branch>();
}
