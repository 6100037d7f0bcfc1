//! `--screenshot`: a PNG of the window at a chosen moment (after some
//! frames, during a capture or a relay, at a question, at the end, after n
//! moves), written atomically; then the game exits.

use crate::app::board::input::choosing::{Question, Selection};
use crate::app::pace::textures_changed;
use crate::app::replay::study::Trial;
use crate::app::round::animation::AnimationQueue;
use crate::app::round::play::Round;
use crate::app::state::{AppSystems, Turn};
use crate::options::ShotWhen;
use crate::rules::trace::Event;
use bevy::diagnostic::FrameCount;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use bevy_egui::{EguiContexts, EguiPostUpdateSet, EguiPrimaryContextPass, EguiRenderOutput};
use std::path::PathBuf;

/// The screenshot asked for, and how far it is.
#[derive(Resource)]
pub struct ShotPlan {
    path: PathBuf,
    when: ShotWhen,
    /// Frames before a plain shot.
    frames: u32,
    /// Give up when the moment has not come after this many frames.
    max_frames: u32,
    taken: bool,
    /// Frames the game has held still since the moment was judged ready.
    held: Option<u32>,
    /// Frames in a row the moment has held.
    steady: u32,
}

impl ShotPlan {
    /// The game holds still for the picture, and egui has drawn the held
    /// state twice (what `--check-layout` judges): an area whose text
    /// changed as the hold began is sized on one frame and placed by that
    /// size on the next (a puzzle's bottom bar at 800x600 was once judged
    /// cut off, half a line below the window).
    pub(crate) fn holding(&self) -> bool {
        self.held.is_some_and(|held| held >= 2)
    }

    pub fn new(path: PathBuf, when: ShotWhen, frames: u32, max_frames: u32) -> ShotPlan {
        ShotPlan {
            path,
            when,
            frames,
            max_frames,
            taken: false,
            held: None,
            steady: 0,
        }
    }
}

/// A check made at the picture's moment (`--check-layout`) failed: the run
/// ends with an error once the picture is saved.
#[derive(Resource, Default)]
pub struct ShotVerdict {
    pub failed: bool,
}

/// Frames in a row in which egui changed none of its textures. egui adds a
/// glyph to its font atlas the frame a text first needs it, and the copy
/// the renderer draws from follows a frame or more later: text laid out
/// meanwhile shows gaps, so a picture waits until the atlas is quiet.
#[derive(Resource, Default)]
struct QuietTextures(u32);

/// Set once the picture is asked for: the game holds still (no input, no
/// move, no animation) until it is taken, so it shows the frame that was
/// judged ready, not the start of whatever came next.
#[derive(Resource)]
struct HoldStill;

pub(crate) fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (AppSystems::Input, AppSystems::Rules, AppSystems::Animate)
            .run_if(not(resource_exists::<HoldStill>)),
    );
    app.init_resource::<QuietTextures>()
        .add_systems(
            PostUpdate,
            watch_textures
                .after(EguiPostUpdateSet::ProcessOutput)
                .before(EguiPostUpdateSet::PostProcessOutput),
        )
        .add_systems(
            Update,
            take_screenshot
                .after(AppSystems::Present)
                .run_if(resource_exists::<ShotPlan>),
        )
        .add_systems(
            EguiPrimaryContextPass,
            no_fading.run_if(resource_exists::<ShotPlan>),
        );
}

fn watch_textures(outputs: Query<&EguiRenderOutput>, mut quiet: ResMut<QuietTextures>) {
    quiet.0 = if textures_changed(&outputs) {
        0
    } else {
        quiet.0.saturating_add(1)
    };
}

/// A screenshot shows windows whole, not fading in: egui animates nothing
/// while one is asked for.
fn no_fading(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if !*done {
        contexts
            .ctx_mut()?
            .all_styles_mut(|style| style.animation_time = 0.0);
        *done = true;
    }
    Ok(())
}

/// Whether the chosen moment for the screenshot has come.
fn moment_reached(
    when: ShotWhen,
    round: &Round,
    queue: &AnimationQueue,
    selection: &Selection,
    turn: Option<Turn>,
    verdict_in: bool,
) -> bool {
    match when {
        ShotWhen::Frames => true,
        ShotWhen::Capture => matches!(
            queue.running_event(),
            Some((Event::Capture { .. }, progress)) if progress >= 0.45
        ),
        ShotWhen::Relay => matches!(
            queue.running_event(),
            Some((Event::Relay { .. }, progress)) if progress >= 0.3
        ),
        ShotWhen::Question => {
            queue.is_idle()
                && !matches!(
                    Question::of(round, selection, turn),
                    Question::None | Question::Pit
                )
        }
        ShotWhen::Safari => {
            queue.is_idle() && Question::of(round, selection, turn) == Question::Safari
        }
        ShotWhen::Over => turn == Some(Turn::Over) && queue.is_idle(),
        ShotWhen::Moves(n) => round.game.moves().len() >= n && queue.is_idle(),
        ShotWhen::Verdict => verdict_in,
    }
}

/// What says the moment has come and the picture would show it: the
/// round, the move being shown, the person's choice and the turn (the
/// question asked), a try's verdict, and how long the textures have been
/// quiet.
#[derive(SystemParam)]
struct Moment<'w> {
    round: Res<'w, Round>,
    queue: Res<'w, AnimationQueue>,
    selection: Res<'w, Selection>,
    turn: Option<Res<'w, State<Turn>>>,
    trial: Option<Res<'w, Trial>>,
    quiet: Res<'w, QuietTextures>,
}

fn take_screenshot(
    mut commands: Commands,
    mut plan: ResMut<ShotPlan>,
    frames: Res<FrameCount>,
    moment: Moment,
    mut exit: MessageWriter<AppExit>,
) {
    let Moment {
        round,
        queue,
        selection,
        turn,
        trial,
        quiet,
    } = moment;
    let when = plan.when;
    // A moment is watched from the start (it may pass quickly); a plain
    // shot waits for its frames.
    let wanted_frames = if when == ShotWhen::Frames {
        plan.frames
    } else {
        3
    };
    if plan.taken || frames.0 < wanted_frames {
        return;
    }
    // Ready: the game holds still; the picture is taken once egui has drawn
    // a frame of the held state with every glyph it needs in its atlas.
    if let Some(held) = plan.held {
        plan.held = Some(held + 1);
        if held >= 2 && quiet.0 >= 2 {
            plan.taken = true;
            take(&mut commands, plan.path.clone());
        }
        return;
    }
    if frames.0 > plan.max_frames {
        error!(
            "the moment {when:?} did not come within {} frames",
            plan.max_frames
        );
        exit.write(AppExit::error());
        return;
    }
    let verdict_in = trial.is_some_and(|t| t.verdict.is_some());
    let turn = turn.map(|t| *t.get());
    if !moment_reached(when, &round, &queue, &selection, turn, verdict_in) {
        plan.steady = 0;
        return;
    }
    // egui shows a new window from its second frame on, and lays out new
    // text a frame late: a moment is held for a few frames so the HUD, the
    // counts and the seeds agree in the picture.
    plan.steady += 1;
    let moving = matches!(when, ShotWhen::Capture | ShotWhen::Relay);
    if plan.steady < if moving { 2 } else { 4 } || quiet.0 < 3 {
        return;
    }
    commands.insert_resource(HoldStill);
    plan.held = Some(0);
}

/// Takes the picture and saves it, then ends the game.
fn take(commands: &mut Commands, path: PathBuf) {
    commands.spawn(Screenshot::primary_window()).observe(
        move |shot: On<ScreenshotCaptured>,
              verdict: Option<Res<ShotVerdict>>,
              mut exit: MessageWriter<AppExit>| match save_png(&shot.image, &path) {
            Ok(()) => {
                info!("screenshot saved to {}", path.display());
                // `--check-layout`: the picture shows what covers the board.
                exit.write(if verdict.is_some_and(|v| v.failed) {
                    AppExit::error()
                } else {
                    AppExit::Success
                });
            }
            Err(why) => {
                error!("{why}");
                exit.write(AppExit::error());
            }
        },
    );
}

/// Why a screenshot was not saved: the run logs it and fails.
#[derive(Debug, thiserror::Error)]
enum ShotError {
    #[error("cannot convert the screenshot: {0}")]
    Convert(bevy::image::IntoDynamicImageError),
    #[error("cannot encode the screenshot: {0}")]
    Encode(image::ImageError),
    #[error("cannot write {}: {error}", path.display())]
    Write {
        path: std::path::PathBuf,
        error: std::io::Error,
    },
}

/// Encodes the frame as PNG and writes it atomically.
fn save_png(image: &Image, path: &std::path::Path) -> Result<(), ShotError> {
    let rgb = image
        .clone()
        .try_into_dynamic()
        .map_err(ShotError::Convert)?
        .to_rgb8();
    let mut bytes = std::io::Cursor::new(Vec::new());
    rgb.write_to(&mut bytes, image::ImageFormat::Png)
        .map_err(ShotError::Encode)?;
    crate::record::write_atomic(path, bytes.get_ref()).map_err(|error| ShotError::Write {
        path: path.to_path_buf(),
        error,
    })
}
