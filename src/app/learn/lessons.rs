//! The guided lessons (src/lessons.rs) on the board: a lesson's words, then
//! its example move shown step by step with a sentence for each event, then
//! the question, answered by playing a move; the engine checks it and a
//! wrong answer is explained from its own trace. Lessons are practice
//! rounds: never kept, never counted. Which lessons are done is kept only
//! when the player keeps data on this device.

use crate::app::round::animation::AnimationQueue;
use crate::app::round::keeping::PlayerData;
use crate::app::round::play::{Mover, NewRound, PlayMove, Round};
use crate::app::settings::GameSettings;
use crate::app::state::{AppSystems, Mode, Turn, in_mode_with};
use crate::app::ui::room::{BoardArea, KeysToPanel};
use crate::app::ui::words::Words;
use crate::lessons::{LESSONS, Lesson, Verdict};
use crate::record::progress::Progress;
use crate::record::settings::{Player, RoundConfig};
use crate::rules::explain::explain;
use crate::rules::{Game, Rules, play_traced};
use bevy::prelude::*;

/// Where the learner is in a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The lesson's words, the example's position on the board.
    Teach,
    /// The example move, one event at a time.
    Example,
    /// The question: the learner plays a move.
    Question,
    /// The learner's move has been shown; the verdict is in.
    Answered,
    /// "Show me", after two missed answers: a right answer played, one
    /// event at a time, with its sentences.
    Solution,
}

/// Missed answers after which the lesson offers to show one.
pub const SHOW_AFTER_MISSES: u32 = 2;

/// The lessons while they are open.
#[derive(Resource, Debug)]
pub struct Learning {
    /// Index into [`LESSONS`].
    pub index: usize,
    pub stage: Stage,
    pub verdict: Option<Verdict>,
    /// Answers given to this lesson's question.
    pub tries: u32,
    pub progress: Progress,
    /// The example's sentences, one an event.
    pub sentences: Vec<String>,
}

impl Learning {
    pub fn lesson(&self) -> &'static Lesson {
        &LESSONS[self.index]
    }

    /// Whether "Show me" is offered: the question was missed twice.
    pub fn may_show(&self) -> bool {
        self.tries >= SHOW_AFTER_MISSES
            && !matches!(self.verdict, Some(Verdict::Right { .. }) | None)
    }

    /// "Event 3 of 9: …" for the example event shown now.
    pub fn event_sentence(&self, shown: usize, words: &Words) -> Option<String> {
        words.event_sentence(&self.sentences, shown)
    }
}

/// Opens the lessons at one (the first not done when `None`).
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct OpenLessons {
    pub lesson: Option<usize>,
}

/// What the learner asks for, by a button or a key.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonStep {
    /// On from the words to the example, from the example to the question,
    /// from a right answer to the next lesson.
    Next,
    /// The example's next event.
    NextEvent,
    /// The question again, from its position.
    TryAgain,
    /// A right answer, played (after two missed ones).
    ShowMe,
    /// Another lesson.
    Goto(usize),
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<OpenLessons>()
        .add_message::<LessonStep>()
        .add_systems(Update, open_lessons.before(AppSystems::Input))
        .add_systems(
            Update,
            (lesson_keys, take_steps)
                .chain()
                .in_set(AppSystems::Input)
                .run_if(in_mode_with::<Learning>(Mode::Lesson)),
        )
        .add_systems(
            Update,
            (hold_in_the_example, play_the_example, follow_the_answer)
                .after(AppSystems::Rules)
                .before(AppSystems::Animate)
                .run_if(in_mode_with::<Learning>(Mode::Lesson)),
        )
        .add_systems(OnExit(Mode::Lesson), leave);
}

/// The round a lesson position is shown or played in: both sides by hand,
/// marked as a lesson (never kept, no preview while a question is asked);
/// `frozen`: nobody moves (the words, and after a move has been shown).
fn show(game: Game, frozen: bool, rounds: &mut MessageWriter<NewRound>) {
    rounds.write(NewRound {
        mode: Mode::Lesson,
        editing: frozen,
        config: RoundConfig {
            rules: Rules {
                edition: game.edition(),
                takasia: game.rules().takasia,
            },
            players: [Player::Person, Player::Person],
            first: game.position().side,
        },
        game: Some(game),
    });
}

fn open_lessons(
    mut opened: MessageReader<OpenLessons>,
    mut commands: Commands,
    settings: Res<GameSettings>,
    mut data: ResMut<PlayerData>,
    mut rounds: MessageWriter<NewRound>,
) {
    let Some(open) = opened.read().last().copied() else {
        return;
    };
    let (progress, notice) = match settings.game_dir() {
        Some(dir) => Progress::load(dir),
        None => Default::default(),
    };
    // A corrupt lessons.json was set aside: say so, as for the other files.
    if notice.is_some() {
        data.notice = notice;
    }
    let index = open
        .lesson
        .filter(|&i| i < LESSONS.len())
        .or_else(|| LESSONS.iter().position(|l| !progress.has(l.id)))
        .unwrap_or(0);
    let learning = Learning {
        index,
        stage: Stage::Teach,
        verdict: None,
        tries: 0,
        progress,
        sentences: Vec::new(),
    };
    if let Ok(game) = learning.lesson().example_game() {
        show(game, true, &mut rounds);
    }
    commands.insert_resource(learning);
}

/// Out of the lessons (to the title screen or another mode): they close.
fn leave(
    mut commands: Commands,
    mut area: ResMut<BoardArea>,
    mut keys_to_panel: ResMut<KeysToPanel>,
    mut queue: ResMut<AnimationQueue>,
) {
    commands.remove_resource::<Learning>();
    *area = BoardArea::default();
    keys_to_panel.0 = false;
    queue.hold_each_event = false;
}

/// Enter, Space or → go on (or show the example's next event); R asks the
/// question again after an answer; S shows a right answer once two were
/// missed.
fn lesson_keys(
    keys: Res<ButtonInput<KeyCode>>,
    learning: Res<Learning>,
    queue: Res<AnimationQueue>,
    keys_to_panel: Res<KeysToPanel>,
    mut steps: MessageWriter<LessonStep>,
) {
    if keys_to_panel.0 {
        return;
    }
    let on = keys.any_just_pressed([
        KeyCode::Enter,
        KeyCode::NumpadEnter,
        KeyCode::Space,
        KeyCode::ArrowRight,
    ]);
    match learning.stage {
        Stage::Teach if on => {
            steps.write(LessonStep::Next);
        }
        Stage::Example if on => {
            steps.write(if queue.is_idle() {
                LessonStep::Next
            } else {
                LessonStep::NextEvent
            });
        }
        Stage::Solution if on && !queue.is_idle() => {
            steps.write(LessonStep::NextEvent);
        }
        Stage::Solution if keys.just_pressed(KeyCode::KeyR) => {
            steps.write(LessonStep::TryAgain);
        }
        Stage::Answered => {
            let right = matches!(learning.verdict, Some(Verdict::Right { .. }));
            if keys.just_pressed(KeyCode::KeyS) && learning.may_show() {
                steps.write(LessonStep::ShowMe);
            } else if on && right {
                steps.write(LessonStep::Next);
            } else if keys.just_pressed(KeyCode::KeyR) || (on && !right) {
                steps.write(LessonStep::TryAgain);
            }
        }
        _ => {}
    }
}

fn take_steps(
    mut steps: MessageReader<LessonStep>,
    mut learning: ResMut<Learning>,
    mut queue: ResMut<AnimationQueue>,
    mut rounds: MessageWriter<NewRound>,
) {
    for step in steps.read().copied() {
        let lesson = learning.lesson();
        match (learning.stage, step) {
            (_, LessonStep::Goto(index)) if index < LESSONS.len() => {
                start_lesson(&mut learning, index, &mut rounds);
            }
            (Stage::Teach, LessonStep::Next) => {
                if let Ok(game) = lesson.example_game() {
                    learning.stage = Stage::Example;
                    learning.sentences = Vec::new();
                    show(game, false, &mut rounds);
                }
            }
            (Stage::Example | Stage::Solution, LessonStep::NextEvent) => queue.release_one(),
            (Stage::Answered, LessonStep::ShowMe) if learning.may_show() => {
                if let Ok(game) = lesson.task_game() {
                    learning.stage = Stage::Solution;
                    learning.sentences = Vec::new();
                    show(game, false, &mut rounds);
                }
            }
            (Stage::Example, LessonStep::Next)
            | (Stage::Answered | Stage::Solution, LessonStep::TryAgain) => {
                if let Ok(game) = lesson.task_game() {
                    learning.stage = Stage::Question;
                    learning.verdict = None;
                    show(game, false, &mut rounds);
                }
            }
            (Stage::Solution, LessonStep::Next) => {
                let next = (learning.index + 1) % LESSONS.len();
                start_lesson(&mut learning, next, &mut rounds);
            }
            (Stage::Answered, LessonStep::Next)
                if matches!(learning.verdict, Some(Verdict::Right { .. })) =>
            {
                let next = (learning.index + 1) % LESSONS.len();
                start_lesson(&mut learning, next, &mut rounds);
            }
            _ => {}
        }
    }
}

fn start_lesson(learning: &mut Learning, index: usize, rounds: &mut MessageWriter<NewRound>) {
    learning.index = index;
    learning.stage = Stage::Teach;
    learning.verdict = None;
    learning.tries = 0;
    learning.sentences = Vec::new();
    if let Ok(game) = learning.lesson().example_game() {
        show(game, true, rounds);
    }
}

/// The example and the answer "Show me" plays are shown one event at a
/// time, and nothing else in a lesson is: set every frame, since each new round starts without the hold.
fn hold_in_the_example(learning: Res<Learning>, mut queue: ResMut<AnimationQueue>) {
    queue.set_step_by_step(matches!(learning.stage, Stage::Example | Stage::Solution));
}

/// Plays the example move (or, for "Show me", a right answer) once its
/// round is on, step by step, and freezes
/// the board once it has been shown.
fn play_the_example(
    mut learning: ResMut<Learning>,
    round: Res<Round>,
    turn: Option<Res<State<Turn>>>,
    queue: Res<AnimationQueue>,
    mut moves: MessageWriter<PlayMove>,
    mut rounds: MessageWriter<NewRound>,
    words: Res<Words>,
) {
    let turn = turn.map(|t| *t.get());
    if !matches!(learning.stage, Stage::Example | Stage::Solution) || turn == Some(Turn::Editing) {
        return;
    }
    if round.game.moves().is_empty() {
        let lesson = learning.lesson();
        let mv = match learning.stage {
            Stage::Example => round.game.parse_move(lesson.example.mv).ok(),
            _ => lesson.an_answer(&words),
        };
        if turn == Some(Turn::Person)
            && queue.is_idle()
            && let Some(mv) = mv
        {
            let before = *round.game.position();
            let (_, _, events) = play_traced(&before, mv, &round.game.rules());
            learning.sentences = explain(&before, &events, &words);
            moves.write(PlayMove {
                mv,
                by: Mover::Line,
            });
        }
        return;
    }
    if queue.is_idle() && round.fork.is_none() {
        // Shown: nobody moves on from here (the learner reads, then goes on).
        show(round.game.clone(), true, &mut rounds);
    }
}

/// Checks the learner's answer when it has been played and shown.
fn follow_the_answer(
    mut learning: ResMut<Learning>,
    settings: Res<GameSettings>,
    round: Res<Round>,
    turn: Res<State<Turn>>,
    queue: Res<AnimationQueue>,
    mut rounds: MessageWriter<NewRound>,
    words: Res<Words>,
) {
    if learning.stage != Stage::Question || *turn.get() == Turn::Editing {
        return;
    }
    let Some(&mv) = round.game.moves().first() else {
        return;
    };
    if !queue.is_idle() || round.fork.is_some() {
        return;
    }
    let lesson = learning.lesson();
    let verdict = lesson.check(mv, &words);
    // Progress is the player's data: kept only with device saving on.
    if let Verdict::Right { .. } = verdict
        && learning.progress.finish(lesson.id)
        && let Some(dir) = settings.game_dir_to_write()
        && let Err(e) = learning.progress.save(dir)
    {
        warn!("could not keep the lessons' progress: {e}");
    }
    learning.tries += 1;
    learning.verdict = Some(verdict);
    learning.stage = Stage::Answered;
    show(round.game.clone(), true, &mut rounds);
}
