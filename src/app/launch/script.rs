//! What the launch options ask of the round: start it at once (with
//! `--moves` already played), play `--play` for the person, open the pause
//! screen (`--pause`) or a window (`--rules`, `--window`).

use crate::app::board::input::choosing::Choice;
use crate::app::learn::lessons::OpenLessons;
use crate::app::practice::editor::OpenPractice;
use crate::app::puzzles::solving::OpenPuzzles;
use crate::app::replay::review::{ReviewGame, Reviewing};
use crate::app::replay::study::{StudyRequest, better_line, to_learn_from};
use crate::app::replay::viewer::{OpenReplay, Replay};
use crate::app::round::animation::AnimationQueue;
use crate::app::round::play::{Mover, NewRound, PlayMove, Round};
use crate::app::screens::hud::UnfoldMoves;
use crate::app::state::{AppSystems, Menu, Mode, Pause, Study, Turn};
use crate::options::{Chosen, Launch, StudyPlan, WindowChoice};
use crate::rules::Move;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// The options' requests, taken once each.
#[derive(Resource)]
pub struct Script {
    /// What the launch is for, until it has been started.
    pub launch: Option<Launch>,
    pub pause: bool,
    /// The window to open at once.
    pub window: Option<WindowChoice>,
    /// `--choose`: the person's choices still to make, first first.
    pub choices: Vec<Chosen>,
    /// `bao replay --review --study`: still to ask, once the review has
    /// judged the move shown.
    pub study: Option<StudyPlan>,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (start_planned_round, open_requested, make_choices).run_if(resource_exists::<Script>),
    )
    .add_systems(
        Update,
        study_the_move
            .in_set(AppSystems::Input)
            .run_if(resource_exists::<Script>.and_then(resource_exists::<Reviewing>)),
    );
}

/// Where a launch can go: a round and its first move, a record to watch
/// or review, the practice board or the lessons.
#[derive(SystemParam)]
struct Openings<'w> {
    rounds: MessageWriter<'w, NewRound>,
    moves: MessageWriter<'w, PlayMove>,
    replays: MessageWriter<'w, OpenReplay>,
    reviews: MessageWriter<'w, ReviewGame>,
    practices: MessageWriter<'w, OpenPractice>,
    lessons: MessageWriter<'w, OpenLessons>,
    puzzles: MessageWriter<'w, OpenPuzzles>,
}

fn start_planned_round(
    mut script: ResMut<Script>,
    openings: Openings,
    round: Res<Round>,
    turn: Option<Res<State<Turn>>>,
    // The person's move, and how many moves the game had when it was asked
    // for (`--moves` played at once): played once the round holds them.
    mut pending: Local<Option<(Move, usize)>>,
) {
    let Openings {
        mut rounds,
        mut moves,
        mut replays,
        mut reviews,
        mut practices,
        mut lessons,
        mut puzzles,
    } = openings;
    if let Some(launch) = script.launch.take() {
        let round_mode = first_mode(&launch);
        match launch {
            Launch::Title => {}
            Launch::Practice(practice) => {
                practices.write(OpenPractice {
                    position: Some(practice.position),
                    takasia: practice.takasia,
                    players: practice.players,
                });
            }
            Launch::Lessons(plan) => {
                lessons.write(OpenLessons {
                    lesson: plan.lesson,
                });
            }
            Launch::Puzzles(plan) => {
                puzzles.write(OpenPuzzles {
                    edition: Some(plan.edition),
                    start: plan.start,
                });
            }
            Launch::Replay(replay) => {
                replays.write(open_of(replay));
            }
            Launch::Review(mut replay) => {
                script.study = replay.study.take();
                reviews.write(ReviewGame(open_of(replay)));
            }
            Launch::Demo { config, game } => {
                rounds.write(NewRound::from_game(config, game, Mode::Demo));
            }
            Launch::Round {
                config, game, play, ..
            } => {
                let mode = round_mode.unwrap_or(Mode::Game);
                let played = game.moves().len();
                rounds.write(NewRound::from_game(config, game, mode));
                *pending = play.map(|mv| (mv, played));
            }
        }
        return;
    }
    if turn.is_some_and(|t| *t.get() == Turn::Person)
        && let Some((mv, played)) = *pending
        && round.game.moves().len() == played
    {
        *pending = None;
        moves.write(PlayMove {
            mv,
            by: Mover::Person,
        });
    }
}

/// The mode a launch begins in (`None`: the title screen): decided here
/// alone, from what the launch is for.
pub fn first_mode(launch: &Launch) -> Option<Mode> {
    Some(match launch {
        Launch::Title => return None,
        Launch::Round { scripted: true, .. } => Mode::Scripted,
        Launch::Round {
            scripted: false, ..
        } => Mode::Game,
        Launch::Demo { .. } => Mode::Demo,
        Launch::Replay(_) => Mode::Replay,
        Launch::Review(_) => Mode::Review,
        Launch::Practice(_) => Mode::Practice,
        Launch::Lessons(_) => Mode::Lesson,
        Launch::Puzzles(_) => Mode::Puzzle,
    })
}

/// A record read for the viewer, as the viewer opens it.
fn open_of(replay: crate::options::ReplayPlan) -> OpenReplay {
    OpenReplay {
        name: replay.name,
        games: replay.games,
        game: replay.game,
        at: replay.at,
    }
}

/// What `--study` waits on: the review's verdicts on the replay's move,
/// the round (a try's move is read in it), whether the board is still,
/// the turn and the review's study.
#[derive(SystemParam)]
struct Studying<'w> {
    reviewing: Res<'w, Reviewing>,
    replay: Option<Res<'w, Replay>>,
    round: Res<'w, Round>,
    queue: Res<'w, AnimationQueue>,
    turn: Option<Res<'w, State<Turn>>>,
    study: Option<Res<'w, State<Study>>>,
}

/// What `--study` sends: the study asked for, the move tried, and the
/// exit with an error when the study cannot be done.
#[derive(SystemParam)]
struct StudySends<'w> {
    requests: MessageWriter<'w, StudyRequest>,
    moves: MessageWriter<'w, PlayMove>,
    exit: MessageWriter<'w, AppExit>,
}

/// `--study`: once the review has judged the move shown, "Show" or "Try it
/// yourself"; a try is answered with the move asked for. A study the move
/// does not offer, or an answer that is not a legal move, ends the game
/// with an error at once, instead of waiting for a moment that never comes.
fn study_the_move(
    mut script: ResMut<Script>,
    studying: Studying,
    sends: StudySends,
    mut asked: Local<bool>,
) {
    let Studying {
        reviewing,
        replay,
        round,
        queue,
        turn,
        study,
    } = studying;
    let StudySends {
        mut requests,
        mut moves,
        mut exit,
    } = sends;
    let (Some(plan), Some(replay)) = (script.study.clone(), replay) else {
        return;
    };
    let turn = turn.map(|t| *t.get());
    let study = study.map(|s| *s.get());
    let judged = reviewing.moves.get(replay.ply).is_some_and(Option::is_some);
    let mut give_up = |why: String| {
        error!("--study: {why}");
        exit.write(AppExit::error());
        script.study = None;
    };
    if !*asked {
        if replay.ply >= replay.plies() {
            let why = format!("--at {}: the end of the game, no move to study", replay.ply);
            return give_up(why);
        }
        let ready = study == Some(Study::Record) && turn == Some(Turn::Watching);
        if !judged || !ready || !queue.is_idle() {
            return;
        }
        let offered = match plan {
            StudyPlan::Show => better_line(&reviewing, replay.ply).is_some(),
            StudyPlan::Try(_) => to_learn_from(replay.recorded(), &reviewing, replay.ply),
        };
        if !offered {
            let what = match plan {
                StudyPlan::Show => "no better move to show",
                StudyPlan::Try(_) => {
                    "not a mistake of a person's (or of either side's, in a game of bots) to try again"
                }
            };
            return give_up(format!("--at {}: {what}", replay.ply));
        }
        requests.write(match plan {
            StudyPlan::Show => StudyRequest::Show,
            StudyPlan::Try(_) => StudyRequest::TryIt,
        });
        *asked = true;
        return;
    }
    match plan {
        StudyPlan::Try(text) if study == Some(Study::Trying) && turn == Some(Turn::Person) => {
            match round.game.parse_move(&text) {
                Ok(mv) => {
                    moves.write(PlayMove {
                        mv,
                        by: Mover::Person,
                    });
                    script.study = None;
                }
                Err(e) => give_up(format!("try:{text}: {e}")),
            }
        }
        StudyPlan::Show => script.study = None,
        _ => {}
    }
}

/// `--window` (or `--rules`) at once; `--pause` once the round is on.
fn open_requested(
    mut script: ResMut<Script>,
    pause_state: Option<Res<State<Pause>>>,
    mut pause: ResMut<NextState<Pause>>,
    mut menu: ResMut<NextState<Menu>>,
    mut commands: Commands,
) {
    if let Some(window) = script.window.take() {
        menu.set(match window {
            WindowChoice::Moves => {
                commands.insert_resource(UnfoldMoves);
                return;
            }
            WindowChoice::Rules => Menu::Rules,
            WindowChoice::Marks => Menu::Legend,
            WindowChoice::Settings => Menu::Settings,
            WindowChoice::Customise => Menu::Customise,
            WindowChoice::Bests => Menu::Bests,
        });
    }
    if script.pause && pause_state.is_some() {
        pause.set(Pause::Paused);
        script.pause = false;
    }
}

/// `--choose`: one choice a frame, each once the board is still and the
/// person is asked (after the round's `--play`, if any).
fn make_choices(
    mut script: ResMut<Script>,
    turn: Option<Res<State<Turn>>>,
    queue: Res<AnimationQueue>,
    mut choices: MessageWriter<Choice>,
) {
    if script.launch.is_some()
        || script.choices.is_empty()
        || !queue.is_idle()
        || turn.is_none_or(|t| *t.get() != Turn::Person)
    {
        return;
    }
    choices.write(match script.choices.remove(0) {
        Chosen::Pit(pit) => Choice::Pit(pit),
        Chosen::Side { right } => Choice::Side { right },
        Chosen::Safari(go) => Choice::Safari(go),
    });
}
