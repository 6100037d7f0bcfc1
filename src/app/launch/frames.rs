//! `--measure-frames n`: real frame times, n frames idle, n while a level-6
//! search runs (through the bot plugin, as a bot's turn would), then n while
//! moves animate; the figures are printed and the game exits.
//! `bao replay --review --measure-frames n`: frame times while the review
//! searches, then once it is done.
//! `--measure-reading FILE`: frame times while a record file is read in the
//! background as "Watch a replay…" reads it, and what came of it.

use crate::app::menus::files::{FileNotice, ReadRecord, Reading};
use crate::app::replay::review::Reviewing;
use crate::app::round::bot::{LoadSearch, LoadSearches, start_load_search};
use crate::app::round::play::{Mover, PlayMove, Round};
use crate::app::state::Turn;
use crate::app::wake::LoopWaker;
use crate::bot::Level;
use bevy::diagnostic::FrameCount;
use bevy::prelude::*;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// The measurement in progress.
#[derive(Resource)]
pub struct FrameMeasure {
    frames: u32,
    idle: Vec<f32>,
    thinking: Vec<f32>,
    animating: Vec<f32>,
    /// The ply at which a move was last sent, so it is sent once.
    sent_at: Option<usize>,
    /// Load searches finished before the thinking frames began.
    finished_before: Option<u32>,
    launched: Instant,
    first_frame: Option<Duration>,
}

impl FrameMeasure {
    pub fn new(frames: u32, launched: Instant) -> FrameMeasure {
        FrameMeasure {
            frames,
            idle: Vec::new(),
            thinking: Vec::new(),
            animating: Vec::new(),
            sent_at: None,
            finished_before: None,
            launched,
            first_frame: None,
        }
    }
}

/// `--measure-reading`: the file, and the frames seen while it is read.
#[derive(Resource)]
pub struct ReadingMeasure {
    path: PathBuf,
    times: Vec<f32>,
    /// When the read was asked for.
    asked: Option<Instant>,
    /// The read has begun (its task is there).
    begun: bool,
    /// The read is over; the outcome is printed on the next frame.
    ended: Option<Duration>,
}

impl ReadingMeasure {
    pub fn new(path: PathBuf) -> ReadingMeasure {
        ReadingMeasure {
            path,
            times: Vec::new(),
            asked: None,
            begun: false,
            ended: None,
        }
    }
}

/// `bao replay --review --measure-frames n`: frame times while the review
/// searches (up to n frames), then n frames once it is done.
#[derive(Resource)]
pub struct ReviewMeasure {
    frames: u32,
    reviewing: Vec<f32>,
    idle: Vec<f32>,
    started: Option<Instant>,
    took: Option<Duration>,
}

impl ReviewMeasure {
    pub fn new(frames: u32) -> ReviewMeasure {
        ReviewMeasure {
            frames,
            reviewing: Vec::new(),
            idle: Vec::new(),
            started: None,
            took: None,
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            measure_review.run_if(resource_exists::<ReviewMeasure>),
            measure_frames.run_if(resource_exists::<FrameMeasure>),
            measure_reading.run_if(resource_exists::<ReadingMeasure>),
        ),
    );
}

/// Frame times from real time while the record is read; the outcome is
/// the replay opened or the notice the player would see.
fn measure_reading(
    mut measure: ResMut<ReadingMeasure>,
    time: Res<Time<Real>>,
    frames: Res<FrameCount>,
    reading: Option<Res<Reading>>,
    notice: Res<FileNotice>,
    mut reads: MessageWriter<ReadRecord>,
    mut exit: MessageWriter<AppExit>,
) {
    // Warm-up on the title screen.
    if frames.0 < 30 {
        return;
    }
    let Some(asked) = measure.asked else {
        reads.write(ReadRecord(measure.path.clone()));
        measure.asked = Some(Instant::now());
        return;
    };
    if let Some(took) = measure.ended {
        let (median, worst) = median_and_worst(&mut measure.times);
        let outcome = match &notice.0 {
            Some(why) => format!("refused: {why}"),
            None => "read, the replay viewer opened".to_string(),
        };
        println!(
            "reading {}: {:.2} s, {} frames while it was read, median {median:.1} ms, worst {worst:.1} ms; {outcome}",
            measure.path.display(),
            took.as_secs_f64(),
            measure.times.len(),
        );
        exit.write(AppExit::Success);
        return;
    }
    match (measure.begun, reading.is_some()) {
        (_, true) => {
            measure.begun = true;
            let dt = time.delta_secs() * 1000.0;
            measure.times.push(dt);
        }
        (true, false) => measure.ended = Some(asked.elapsed()),
        (false, false) => {}
    }
}

fn median_and_worst(times: &mut [f32]) -> (f32, f32) {
    times.sort_by(f32::total_cmp);
    if times.is_empty() {
        return (0.0, 0.0);
    }
    (times[times.len() / 2], times[times.len() - 1])
}

fn measure_review(
    mut measure: ResMut<ReviewMeasure>,
    time: Res<Time<Real>>,
    reviewing: Option<Res<Reviewing>>,
    mut exit: MessageWriter<AppExit>,
) {
    let Some(reviewing) = reviewing else { return };
    let started = *measure.started.get_or_insert_with(Instant::now);
    let dt = time.delta_secs() * 1000.0;
    let (done, all) = reviewing.progress();
    if done < all {
        if (measure.reviewing.len() as u32) < measure.frames {
            measure.reviewing.push(dt);
        }
        return;
    }
    let took = *measure.took.get_or_insert_with(|| started.elapsed());
    if (measure.idle.len() as u32) < measure.frames {
        measure.idle.push(dt);
        return;
    }
    let (busy_median, busy_worst) = median_and_worst(&mut measure.reviewing);
    let (idle_median, idle_worst) = median_and_worst(&mut measure.idle);
    println!(
        "review of {all} positions: {:.1} s in the window",
        took.as_secs_f64()
    );
    println!(
        "while reviewing: {} frames, median {busy_median:.1} ms, worst {busy_worst:.1} ms",
        measure.reviewing.len()
    );
    println!(
        "after it: {} frames, median {idle_median:.1} ms, worst {idle_worst:.1} ms",
        measure.idle.len()
    );
    println!(
        "medians differ by {:.1}%",
        (busy_median - idle_median) / idle_median.max(1e-6) * 100.0
    );
    exit.write(AppExit::Success);
}

/// Frame times while idle, then while a level-6 search runs on the async
/// pool (restarted whenever it finishes), then while moves animate (the
/// person's first legal move each turn, and the bot's replies), from real
/// time.
fn measure_frames(
    mut commands: Commands,
    mut measure: ResMut<FrameMeasure>,
    time: Res<Time<Real>>,
    frames: Res<FrameCount>,
    round: Res<Round>,
    turn: Option<Res<State<Turn>>>,
    searching: Query<(), With<LoadSearch>>,
    finished: Res<LoadSearches>,
    mut moves: MessageWriter<PlayMove>,
    mut exit: MessageWriter<AppExit>,
    waker: Res<LoopWaker>,
) {
    // The first frame has been presented once the third one starts.
    if measure.first_frame.is_none() && frames.0 >= 3 {
        measure.first_frame = Some(measure.launched.elapsed());
    }
    let turn = turn.map(|t| *t.get());
    let dt = time.delta_secs() * 1000.0;
    let still = (measure.thinking.len() as u32) < measure.frames;
    // Warm-up: wait until the round is on and the board is still.
    if still && (turn != Some(Turn::Person) || frames.0 < 30) {
        return;
    }
    if (measure.idle.len() as u32) < measure.frames {
        measure.idle.push(dt);
        return;
    }
    let running = !searching.is_empty();
    if still {
        thinking_frame(
            &mut commands,
            &waker,
            &mut measure,
            &round,
            running,
            &finished,
            dt,
        );
        return;
    }
    // The last search ends before the moves start.
    if running {
        return;
    }
    if (measure.animating.len() as u32) < measure.frames {
        animating_frame(&mut measure, turn, &round, &mut moves, dt);
        return;
    }
    let searches = finished.finished - measure.finished_before.unwrap_or(0);
    print_frames(&mut measure, searches);
    exit.write(AppExit::Success);
}

/// A frame of the second part: a level-6 search is started whenever none
/// runs, and the frame counts from the one after the first search starts.
fn thinking_frame(
    commands: &mut Commands,
    waker: &LoopWaker,
    measure: &mut FrameMeasure,
    round: &Round,
    running: bool,
    finished: &LoadSearches,
    dt: f32,
) {
    if !running {
        let level = Level::get(6).expect("level 6");
        start_load_search(
            commands,
            waker,
            *round.game.position(),
            round.game.rules(),
            level,
        );
        if measure.finished_before.is_none() {
            measure.finished_before = Some(finished.finished);
            return; // measure from the frame after the first search starts
        }
    }
    measure.thinking.push(dt);
}

/// A frame of the third part: counted while a move animates; on the
/// person's turn their first legal move is sent, once a ply.
fn animating_frame(
    measure: &mut FrameMeasure,
    turn: Option<Turn>,
    round: &Round,
    moves: &mut MessageWriter<PlayMove>,
    dt: f32,
) {
    match turn {
        Some(Turn::Animating) => measure.animating.push(dt),
        Some(Turn::Person) if measure.sent_at != Some(round.game.moves().len()) => {
            measure.sent_at = Some(round.game.moves().len());
            if let Some(&mv) = round.game.legal_moves().first() {
                moves.write(PlayMove {
                    mv,
                    by: Mover::Person,
                });
            }
        }
        // The bot thinks; a finished game ends the measurement short.
        Some(Turn::Over) => measure.frames = measure.animating.len() as u32,
        _ => {}
    }
}

/// The figures of `--measure-frames`: launch to first frame, then each
/// part's frames with their median and worst, `searches` the level-6
/// searches that finished while the second part ran.
fn print_frames(measure: &mut FrameMeasure, searches: u32) {
    let (idle_median, idle_worst) = median_and_worst(&mut measure.idle);
    let (busy_median, busy_worst) = median_and_worst(&mut measure.thinking);
    println!(
        "launch to first frame: {:.0} ms",
        measure.first_frame.unwrap_or_default().as_secs_f64() * 1000.0
    );
    println!(
        "idle: {} frames, median {idle_median:.1} ms, worst {idle_worst:.1} ms",
        measure.idle.len()
    );
    println!(
        "level-6 search running: {} frames, median {busy_median:.1} ms, worst {busy_worst:.1} ms ({searches} searches finished)",
        measure.thinking.len(),
    );
    println!(
        "medians differ by {:.1}%",
        (busy_median - idle_median) / idle_median.max(1e-6) * 100.0
    );
    let (moving_median, moving_worst) = median_and_worst(&mut measure.animating);
    println!(
        "moves animating: {} frames, median {moving_median:.1} ms, worst {moving_worst:.1} ms",
        measure.animating.len()
    );
}
