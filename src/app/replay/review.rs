//! The engine's review of a record (`Mode::Review`): the viewer
//! as it is, while the engine assesses every position of the game on the
//! async compute pool (node budgets, never time, so the same record gives
//! the same review on any machine). Grades and win chances appear as they
//! are found; the board and the viewer stay usable; leaving the review
//! cancels it. A record with a written review (RECORDS.md) is shown as
//! written, without a search.

use super::viewer::{OpenReplay, Replay, show_position};
use crate::app::board::marks::shown::Advice;
use crate::app::round::bot::LowerPriority;
use crate::app::round::pit_state::PitState;
use crate::app::round::play::{NewRound, Round};
use crate::app::state::{AppSystems, Mode, Study, in_mode_with, on_the_record, watching_with};
use crate::app::wake::{self, LoopWaker};
use crate::record::game::RecordedGame;
use crate::review::{self, MoveReview, Review, ReviewWatch, Settings, Value};
use crate::rules::Pit;
use crate::rules::explain::Preview;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use std::sync::Arc;

/// Into the review, or back to the plain viewer.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewRequest {
    Start,
    Stop,
}

/// Opens records in the viewer's review at once (`bao replay --review`,
/// the end window's "Review this game").
#[derive(Message, Clone, Debug)]
pub struct ReviewGame(pub OpenReplay);

/// Nodes a position: the command line's default (docs/playing.md, "Reviewing a game").
#[derive(Resource, Clone, Copy, Debug)]
pub struct ReviewBudget(pub u64);

impl Default for ReviewBudget {
    fn default() -> ReviewBudget {
        ReviewBudget(review::DEFAULT_NODES)
    }
}

/// The review of the game shown: in progress or done.
#[derive(Resource)]
pub struct Reviewing {
    /// The game of the file reviewed (0-based).
    pub game: usize,
    watch: Arc<ReviewWatch>,
    task: Option<Task<Option<Review>>>,
    /// The whole review, once every position is assessed (or as written).
    pub done: Option<Review>,
    /// Each move's review as far as found, ply by ply.
    pub moves: Vec<Option<MoveReview>>,
    /// South's win chance after each ply (`[0]`: the start) and the value
    /// it comes from, seen by South, as far as found.
    pub south: Vec<Option<(f64, Value)>>,
    /// Positions assessed when `moves` was last brought up to date.
    seen: usize,
    /// The record's own review, read without a search.
    pub written: bool,
}

impl Reviewing {
    /// Positions assessed, and positions in all.
    pub fn progress(&self) -> (usize, usize) {
        match &self.done {
            Some(review) => (review.values.len(), review.values.len()),
            None => self.watch.progress(),
        }
    }

    /// The search's shared state (a test reads whether it was cancelled).
    pub fn watch(&self) -> Arc<ReviewWatch> {
        self.watch.clone()
    }

    fn from_review(game: usize, recorded: &RecordedGame, review: Review) -> Reviewing {
        Reviewing {
            game,
            watch: Arc::new(ReviewWatch::new(recorded)),
            task: None,
            moves: review.moves.iter().cloned().map(Some).collect(),
            south: review
                .south_chances(recorded)
                .into_iter()
                .zip(review.values.iter().zip(&recorded.positions))
                .map(|(chance, (&value, position))| {
                    Some((chance, review::south_view(value, position.side)))
                })
                .collect(),
            seen: review.values.len(),
            done: Some(review),
            written: true,
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<ReviewRequest>()
        .add_message::<ReviewGame>()
        .init_resource::<ReviewBudget>()
        // Opening runs on the title screen too, where no round is on.
        .add_systems(Update, open_for_review.before(AppSystems::Input))
        .add_systems(
            Update,
            into_or_out_of_the_review
                .in_set(AppSystems::Input)
                .run_if(watching_with::<Replay>()),
        )
        .add_systems(
            Update,
            (follow_the_review, advise.run_if(on_the_record))
                .chain()
                .in_set(AppSystems::Rules)
                .run_if(in_mode_with::<Reviewing>(Mode::Review)),
        )
        // A branch or a try on the board: the better move is not marked
        // (a try's answer would be given away).
        .add_systems(OnExit(Study::Record), |mut advice: ResMut<Advice>| {
            advice.marks.clear()
        })
        .add_systems(OnExit(Mode::Review), cancel_the_review);
}

fn into_or_out_of_the_review(
    mut requests: MessageReader<ReviewRequest>,
    mut replay: ResMut<Replay>,
    reviewing: Option<Res<Reviewing>>,
    budget: Res<ReviewBudget>,
    mut commands: Commands,
    mut rounds: MessageWriter<NewRound>,
) {
    for &request in requests.read() {
        let ply = replay.ply;
        match request {
            ReviewRequest::Start => {
                if reviewing.as_ref().is_none_or(|r| r.game != replay.game) {
                    commands.insert_resource(start(replay.recorded(), replay.game, budget.0));
                }
                show_position(&mut replay, ply, &mut rounds, Mode::Review);
            }
            ReviewRequest::Stop => show_position(&mut replay, ply, &mut rounds, Mode::Replay),
        }
    }
}

fn open_for_review(
    mut opened: MessageReader<ReviewGame>,
    budget: Res<ReviewBudget>,
    mut commands: Commands,
    mut rounds: MessageWriter<NewRound>,
) {
    let Some(ReviewGame(open)) = opened.read().last().cloned() else {
        return;
    };
    open_reviewed(open, None, budget.0, &mut commands, &mut rounds);
}

/// Opens records in the viewer's review: with `done`, a review of the game
/// opened made earlier (back from a game played on), shown as it was
/// without a new search; otherwise the written review or a search at
/// `nodes`.
pub(crate) fn open_reviewed(
    open: OpenReplay,
    done: Option<Review>,
    nodes: u64,
    commands: &mut Commands,
    rounds: &mut MessageWriter<NewRound>,
) {
    if open.games.is_empty() {
        return;
    }
    let mut replay = Replay::new(open.name, open.games);
    replay.game = open.game.min(replay.games.len() - 1);
    let reviewing = match done {
        Some(review) if review.values.len() == replay.recorded().plies() + 1 => Reviewing {
            written: false,
            ..Reviewing::from_review(replay.game, replay.recorded(), review)
        },
        _ => start(replay.recorded(), replay.game, nodes),
    };
    commands.insert_resource(reviewing);
    show_position(&mut replay, open.at, rounds, Mode::Review);
    commands.insert_resource(replay);
}

/// The written review, or a search of every position on the compute pool.
fn start(recorded: &RecordedGame, game: usize, nodes: u64) -> Reviewing {
    if let Some(Ok(written)) = review::written::read(recorded) {
        return Reviewing::from_review(game, recorded, written);
    }
    let watch = Arc::new(ReviewWatch::new(recorded));
    let (searched, shared) = (recorded.clone(), watch.clone());
    let task = AsyncComputeTaskPool::get().spawn(async move {
        // Below the frame's threads: the window stays smooth meanwhile.
        let _lowered = LowerPriority::now();
        review::run(&searched, Settings { nodes, jobs: 1 }, &shared)
    });
    Reviewing {
        game,
        watch,
        task: Some(task),
        done: None,
        moves: vec![None; recorded.plies()],
        south: vec![None; recorded.plies() + 1],
        seen: 0,
        written: false,
    }
}

/// Brings the grades and chances up to date as positions are assessed,
/// and takes the whole review when the search is over.
/// The loop wakes every so often while it searches (`pace`), and at its end.
fn follow_the_review(mut reviewing: ResMut<Reviewing>, replay: Res<Replay>, waker: Res<LoopWaker>) {
    let recorded = &replay.games[reviewing.game];
    if let Some(task) = reviewing.task.as_mut()
        && let Some(result) = wake::poll(task, &waker)
    {
        reviewing.task = None;
        if let Some(review) = result {
            *reviewing = Reviewing {
                written: false,
                ..Reviewing::from_review(reviewing.game, recorded, review)
            };
            return;
        }
    }
    let (done, _) = reviewing.watch.progress();
    if reviewing.done.is_some() || done == reviewing.seen {
        return;
    }
    reviewing.seen = done;
    reviewing.moves = reviewing.watch.moves_so_far(recorded);
    let standings = reviewing.watch.standings();
    reviewing.south = standings
        .iter()
        .zip(&recorded.positions)
        .map(|(standing, position)| {
            standing.as_ref().map(|s| {
                let chance = s.value.chance(
                    recorded.record.rules.edition,
                    position.side,
                    crate::rules::Side::South,
                );
                (chance, review::south_view(s.value, position.side))
            })
        })
        .collect();
}

/// The move about to be played, when the review would have played another:
/// the better move is marked on the board before it (its pit as a hint's,
/// where it ends and what it takes as the preview's).
fn advise(
    reviewing: Res<Reviewing>,
    replay: Res<Replay>,
    round: Res<Round>,
    mut advice: ResMut<Advice>,
) {
    let better = reviewing
        .moves
        .get(replay.ply)
        .and_then(|m| m.as_ref())
        .filter(|m| m.grade.is_some_and(|g| g.is_error()))
        .and_then(|m| m.better.as_ref())
        .and_then(|line| line.first().copied());
    let mut marks = Vec::new();
    // Only on the position the move was played from.
    if let Some(mv) = better
        && round.game.moves().len() == replay.ply
        && let Ok(events) = round.game.preview(mv)
    {
        let side = round.game.position().side;
        marks.push((Pit::new(side, mv.pit), PitState::Hint));
        let seen = Preview::of(&events);
        marks.extend(seen.lands.iter().map(|&pit| (pit, PitState::PreviewLands)));
        marks.extend(
            seen.captures
                .iter()
                .map(|(from, _)| (*from, PitState::PreviewTakes)),
        );
    }
    if advice.marks != marks {
        advice.marks = marks;
    }
}

/// Out of the review: its search stops at once, its marks go.
fn cancel_the_review(
    mut commands: Commands,
    reviewing: Option<Res<Reviewing>>,
    mut advice: ResMut<Advice>,
) {
    if let Some(reviewing) = reviewing {
        reviewing.watch.cancel();
    }
    commands.remove_resource::<Reviewing>();
    advice.marks.clear();
}
