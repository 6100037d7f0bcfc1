//! Starting the window: the checks before it opens (a display, a graphics
//! adapter, valid options), the round the options ask for, and the scripted
//! extras: `--screenshot` at a chosen moment and `--measure-frames`.

use super::animation::AnimationQueue;
use super::board::Graphics;
use super::input::{Question, Selection};
use super::menus::Windows;
use super::round::{Mover, NewRound, PlayMove, Round};
use super::{GamePlugin, GameSettings, Pause, Turn};
use crate::bot::{self, Level};
use crate::cli::launch::{GraphicsChoice, LaunchOptions, LaunchPlan, ShotWhen};
use crate::rules::Move;
use crate::rules::trace::Event;
use bevy::diagnostic::FrameCount;
use bevy::picking::mesh_picking::MeshPickingPlugin;
use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::render::pipelined_rendering::PipelinedRenderingPlugin;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, futures::check_ready};
use bevy::window::{PresentMode, WindowResolution};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// What the launch asked for, kept for the scripted systems.
#[derive(Resource)]
struct Script {
    plan: Option<LaunchPlan>,
    shot: Option<(PathBuf, ShotWhen)>,
    frames: u32,
    max_frames: u32,
    shot_taken: bool,
    /// Frames in a row the moment has held.
    steady: u32,
    measure: Option<Measure>,
    launched: Instant,
    first_frame: Option<Duration>,
}

/// Frame times, idle, then while a level-6 search runs, then while moves
/// animate.
struct Measure {
    frames: u32,
    idle: Vec<f32>,
    thinking: Vec<f32>,
    animating: Vec<f32>,
    /// The ply at which a move was last sent, so it is sent once.
    sent_at: Option<usize>,
    search: Option<Task<()>>,
    searches: u32,
}

pub fn run(options: LaunchOptions) -> Result<(), String> {
    let launched = Instant::now();
    if std::env::var_os("DISPLAY").is_none_or(|d| d.is_empty()) {
        return Err(
            "no display: the game window needs X11 (DISPLAY is not set). \
             Under a server, use xvfb-run; the command line works without one (bao --help)"
                .to_string(),
        );
    }
    let software = check_graphics()?;
    let mut settings = GameSettings::load();
    if let Some(speed) = options.speed {
        settings.settings.speed = speed;
    }
    if options.names {
        settings.settings.show_names = true;
    }
    let saved = settings
        .settings
        .round()
        .unwrap_or_else(|_| crate::record::settings::RoundConfig::quick());
    let plan = options.plan(saved)?;
    let scripted = options.screenshot.is_some() || options.measure_frames.is_some();

    let (width, height) = options.size;
    let mut app = App::new();
    let window = Window {
        title: "Bao".to_string(),
        resolution: WindowResolution::new(width, height),
        // Frame times are measured without waiting for vsync.
        present_mode: if options.measure_frames.is_some() {
            PresentMode::AutoNoVsync
        } else {
            PresentMode::AutoVsync
        },
        ..default()
    };
    let mut plugins = DefaultPlugins
        .set(WindowPlugin {
            primary_window: Some(window),
            ..default()
        })
        .set(RenderPlugin {
            // A screenshot must show the finished scene, not one still compiling.
            synchronous_pipeline_compilation: scripted,
            ..default()
        });
    if options.screenshot.is_some() {
        plugins = plugins.disable::<PipelinedRenderingPlugin>();
    }
    app.add_plugins(plugins)
        .add_plugins((MeshPickingPlugin, GamePlugin { windowed: true }))
        .insert_resource(settings)
        .insert_resource(Graphics {
            light: match options.graphics {
                Some(GraphicsChoice::Full) => false,
                Some(GraphicsChoice::Light) => true,
                None => software,
            },
        })
        .insert_resource(Script {
            plan: Some(plan),
            shot: options.screenshot.clone().map(|p| (p, options.shot_when)),
            frames: options.frames,
            max_frames: options.max_frames,
            shot_taken: false,
            steady: 0,
            measure: options.measure_frames.map(|frames| Measure {
                frames,
                idle: Vec::new(),
                thinking: Vec::new(),
                animating: Vec::new(),
                sent_at: None,
                search: None,
                searches: 0,
            }),
            launched,
            first_frame: None,
        });
    if options.demo {
        app.insert_resource(super::Demo::standard());
    }
    if options.pause {
        app.add_systems(
            Update,
            |state: Option<Res<State<Pause>>>,
             mut pause: ResMut<NextState<Pause>>,
             mut done: Local<bool>| {
                if !*done && state.is_some() {
                    pause.set(Pause::Paused);
                    *done = true;
                }
            },
        );
    }
    if options.rules {
        app.add_systems(Startup, |mut windows: ResMut<Windows>| windows.help = true);
    }
    match app.run() {
        AppExit::Success => Ok(()),
        AppExit::Error(code) => Err(format!("the game stopped with error {code}")),
    }
}

/// Refuses to open a window when no graphics adapter exists, with a hint,
/// instead of the renderer's panic. `true` when only software rendering is there.
fn check_graphics() -> Result<bool, String> {
    let instance =
        wgpu::Instance::new(wgpu::InstanceDescriptor::new_without_display_handle_from_env());
    let adapters = block_on(instance.enumerate_adapters(wgpu::Backends::all()));
    if adapters.is_empty() {
        return Err(
            "no graphics adapter found (no GPU driver, and no software Vulkan or GL). \
             On Debian: apt-get install mesa-vulkan-drivers. \
             The command line works without one (bao --help)"
                .to_string(),
        );
    }
    Ok(adapters
        .iter()
        .all(|a| a.get_info().device_type == wgpu::DeviceType::Cpu))
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (start_planned_round, take_screenshot, measure_frames),
    );
}

fn start_planned_round(
    mut script: ResMut<Script>,
    mut rounds: MessageWriter<NewRound>,
    mut moves: MessageWriter<PlayMove>,
    round: Res<Round>,
    turn: Option<Res<State<Turn>>>,
    mut pending: Local<Option<Move>>,
) {
    if let Some(plan) = script.plan.take() {
        if let Some((config, game)) = plan.round {
            rounds.write(NewRound {
                config,
                game: Some(game),
            });
            *pending = plan.play;
        }
        return;
    }
    if turn.is_some_and(|t| *t.get() == Turn::Person)
        && round.game.moves().is_empty()
        && let Some(mv) = pending.take()
    {
        moves.write(PlayMove {
            mv,
            by: Mover::Person,
        });
    }
}

/// Whether the chosen moment for the screenshot has come.
fn moment_reached(
    when: ShotWhen,
    round: &Round,
    queue: &AnimationQueue,
    selection: &Selection,
    turn: Option<Turn>,
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
        ShotWhen::Over => turn == Some(Turn::Over) && queue.is_idle(),
        ShotWhen::Moves(n) => round.game.moves().len() >= n && queue.is_idle(),
    }
}

#[allow(clippy::too_many_arguments)]
fn take_screenshot(
    mut commands: Commands,
    mut script: ResMut<Script>,
    frames: Res<FrameCount>,
    round: Res<Round>,
    queue: Res<AnimationQueue>,
    selection: Res<Selection>,
    turn: Option<Res<State<Turn>>>,
    mut exit: MessageWriter<AppExit>,
) {
    let Some((path, when)) = script.shot.clone() else {
        return;
    };
    // A moment is watched from the start (it may pass quickly); a plain
    // shot waits for its frames.
    let wanted_frames = if when == ShotWhen::Frames {
        script.frames
    } else {
        3
    };
    if script.shot_taken || frames.0 < wanted_frames {
        return;
    }
    if frames.0 > script.max_frames {
        error!(
            "the moment {when:?} did not come within {} frames",
            script.max_frames
        );
        exit.write(AppExit::error());
        return;
    }
    if !moment_reached(when, &round, &queue, &selection, turn.map(|t| *t.get())) {
        script.steady = 0;
        return;
    }
    // egui shows a new window from its second frame on: a still moment is
    // held for a few frames so its windows are in the picture.
    script.steady += 1;
    let moving = matches!(when, ShotWhen::Capture | ShotWhen::Relay);
    if !moving && script.steady < 4 {
        return;
    }
    script.shot_taken = true;
    commands.spawn(Screenshot::primary_window()).observe(
        move |shot: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| match save_png(
            &shot.image,
            &path,
        ) {
            Ok(()) => {
                info!("screenshot saved to {}", path.display());
                exit.write(AppExit::Success);
            }
            Err(why) => {
                error!("{why}");
                exit.write(AppExit::error());
            }
        },
    );
}

/// Encodes the frame as PNG and writes it atomically.
fn save_png(image: &Image, path: &std::path::Path) -> Result<(), String> {
    let rgb = image
        .clone()
        .try_into_dynamic()
        .map_err(|e| format!("cannot convert the screenshot: {e}"))?
        .to_rgb8();
    let mut bytes = std::io::Cursor::new(Vec::new());
    rgb.write_to(&mut bytes, image::ImageFormat::Png)
        .map_err(|e| format!("cannot encode the screenshot: {e}"))?;
    crate::record::write_atomic(path, bytes.get_ref())
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

fn median_and_worst(times: &mut [f32]) -> (f32, f32) {
    times.sort_by(f32::total_cmp);
    if times.is_empty() {
        return (0.0, 0.0);
    }
    (times[times.len() / 2], times[times.len() - 1])
}

/// Frame times while idle, then while a level-6 search runs on the async
/// pool (restarted whenever it finishes), then while moves animate (the
/// person's first legal move each turn, and the bot's replies), from real
/// time.
fn measure_frames(
    mut script: ResMut<Script>,
    time: Res<Time<Real>>,
    frames: Res<FrameCount>,
    round: Res<Round>,
    turn: Option<Res<State<Turn>>>,
    mut moves: MessageWriter<PlayMove>,
    mut exit: MessageWriter<AppExit>,
) {
    // The first frame has been presented once the third one starts.
    if script.first_frame.is_none() && frames.0 >= 3 {
        script.first_frame = Some(script.launched.elapsed());
    }
    let first_frame = script.first_frame;
    let Some(measure) = script.measure.as_mut() else {
        return;
    };
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
    let finished = measure
        .search
        .as_mut()
        .is_none_or(|task| check_ready(task).is_some());
    if still {
        if finished {
            if measure.search.is_some() {
                measure.searches += 1;
            }
            let position = *round.game.position();
            let rules = round.game.rules();
            let level = Level::get(6).expect("level 6");
            measure.search = Some(AsyncComputeTaskPool::get().spawn(async move {
                let _lowered = super::bot::LowerPriority::now();
                let stop = Arc::new(AtomicBool::new(false));
                bot::choose(&position, rules, level, &stop);
            }));
            if measure.thinking.is_empty() && measure.searches == 0 {
                return; // measure from the frame after the first search starts
            }
        }
        measure.thinking.push(dt);
        return;
    }
    // The last search ends before the moves start.
    if !finished {
        return;
    }
    measure.search = None;
    if (measure.animating.len() as u32) < measure.frames {
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
        return;
    }
    let (idle_median, idle_worst) = median_and_worst(&mut measure.idle);
    let (busy_median, busy_worst) = median_and_worst(&mut measure.thinking);
    println!(
        "launch to first frame: {:.0} ms",
        first_frame.unwrap_or_default().as_secs_f64() * 1000.0
    );
    println!(
        "idle: {} frames, median {idle_median:.1} ms, worst {idle_worst:.1} ms",
        measure.idle.len()
    );
    println!(
        "level-6 search running: {} frames, median {busy_median:.1} ms, worst {busy_worst:.1} ms ({} searches finished)",
        measure.thinking.len(),
        measure.searches
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
    exit.write(AppExit::Success);
}
