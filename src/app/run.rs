//! Opening the window: the checks before it opens (a display, a graphics
//! adapter, valid options), then the App with the game and what the options
//! ask of it (a scripted round, a screenshot, frame times).

use super::launch::frames::FrameMeasure;
use super::launch::screenshot::ShotPlan;
use super::launch::script::Script;
use crate::app::board::scene::Graphics;
use crate::app::plugin::GamePlugin;
use crate::app::round::keeping::PlayerData;
use crate::app::settings::{GameSettings, Writes};
use crate::options::{GraphicsChoice, Launch, LaunchOptions, WindowError};
use bevy::picking::mesh_picking::MeshPickingPlugin;
use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::render::pipelined_rendering::PipelinedRenderingPlugin;
use bevy::tasks::block_on;
use bevy::window::{PresentMode, WindowResolution};
use std::time::Instant;

/// Opens the game window and runs until it is closed.
pub fn run(options: LaunchOptions) -> Result<(), WindowError> {
    let launched = Instant::now();
    if std::env::var_os("DISPLAY").is_none_or(|d| d.is_empty()) {
        return Err(WindowError::NoDisplay);
    }
    wait_for_the_display()?;
    let software = check_graphics()?;
    // A scripted run (docs/playing.md, "Scripted runs") reads the player's data to
    // show it and writes none; a round the options set up is not the
    // player's own game either, though later rounds of the run are.
    let measuring = options.measure_frames.is_some() || options.measure_reading.is_some();
    let scripted = options.screenshot.is_some() || measuring || options.measure_idle.is_some();
    let settings = settings_for_the_run(&options, scripted);
    let saved = settings
        .settings
        .round()
        .unwrap_or_else(|_| crate::record::settings::RoundConfig::quick());
    let launch = options.plan(saved)?;
    let choices = options.choices()?;

    let sizing = super::launch::window_size::WindowSizing {
        asked: options.size.is_some(),
        opened: options
            .size
            .or(settings.settings.window_size.map(|[w, h]| (w, h)))
            .unwrap_or(DEFAULT_SIZE),
    };
    let mut app = App::new();
    app.add_plugins(engine_plugins(&options, sizing.opened, measuring))
        .insert_resource(sizing)
        .add_plugins((MeshPickingPlugin, GamePlugin { windowed: true }))
        .insert_resource(PlayerData::load(&settings))
        .insert_resource(settings)
        .insert_resource(Graphics {
            light: match options.graphics {
                Some(GraphicsChoice::Full) => false,
                Some(GraphicsChoice::Light) => true,
                None => software,
            },
        })
        .insert_resource(Script {
            choices,
            ..script(&options, launch.clone())
        });
    insert_measures(&mut app, &options, &launch, launched);
    match app.run() {
        AppExit::Success => Ok(()),
        AppExit::Error(code) => Err(WindowError::Stopped(code)),
    }
}

/// The player's settings, with this run's options over them (kept only if
/// the player changes them); a scripted run writes none.
fn settings_for_the_run(options: &LaunchOptions, scripted: bool) -> GameSettings {
    let mut settings = GameSettings::load(if scripted {
        Writes::Never
    } else {
        Writes::AsThePlayerSays
    });
    settings.for_this_run(|look| {
        look.speed = options.speed.unwrap_or(look.speed);
        look.show_names |= options.names;
        look.palette = options.palette.unwrap_or(look.palette);
        look.reduced_motion |= options.reduced_motion;
        look.ui_scale = options.ui_scale.unwrap_or(look.ui_scale);
        look.view_from = options.view_from.unwrap_or(look.view_from);
        look.language = options.language.unwrap_or(look.language);
    });
    settings
}

/// The window's size when neither the command line nor the settings give one.
const DEFAULT_SIZE: (u32, u32) = (1280, 720);

/// Bevy's plugins with the game's window, set for this run.
fn engine_plugins(
    options: &LaunchOptions,
    (width, height): (u32, u32),
    measuring: bool,
) -> bevy::app::PluginGroupBuilder {
    let window = Window {
        title: "Bao".to_string(),
        resolution: WindowResolution::new(width, height),
        // Frame times are measured without waiting for vsync.
        present_mode: if measuring {
            PresentMode::AutoNoVsync
        } else {
            PresentMode::AutoVsync
        },
        ..default()
    };
    let plugins = DefaultPlugins
        .set(WindowPlugin {
            primary_window: Some(window),
            // Closing during a game that is not kept asks first (round/leaving.rs).
            close_when_requested: false,
            ..default()
        })
        .set(RenderPlugin {
            // Always: the window sleeps once nothing moves (issue 49), and a
            // pipeline compiled in the background wakes nothing, so the board
            // stayed undrawn behind the puzzles menu until the mouse moved.
            // A screenshot, too, must show the finished scene.
            synchronous_pipeline_compilation: true,
            ..default()
        });
    if options.screenshot.is_some() {
        plugins.disable::<PipelinedRenderingPlugin>()
    } else {
        plugins
    }
}

/// What the options ask of the run's first round and window.
fn script(options: &LaunchOptions, launch: Launch) -> Script {
    Script {
        launch: Some(launch),
        pause: options.pause,
        window: options
            .window
            .or(options.rules.then_some(crate::options::WindowChoice::Rules)),
        choices: Vec::new(),
        study: None,
    }
}

/// The screenshot, the frame measures and the demo, where the options ask.
fn insert_measures(app: &mut App, options: &LaunchOptions, launch: &Launch, launched: Instant) {
    if let Some(path) = options.screenshot.clone() {
        app.insert_resource(ShotPlan::new(
            path,
            options.shot_when,
            options.frames,
            options.max_frames,
        ));
    }
    if options.check_layout {
        app.insert_resource(super::launch::layout::LayoutCheck::default());
    }
    // What counts frames draws every frame; the rest only when something
    // changes (app/pace.rs).
    if options.screenshot.is_some()
        || options.measure_frames.is_some()
        || options.measure_reading.is_some()
    {
        app.insert_resource(crate::app::pace::KeepDrawing);
    }
    if let Some(seconds) = options.measure_idle {
        app.insert_resource(super::launch::idle::IdleMeasure::new(seconds));
    }
    if let Some(path) = options.measure_reading.clone() {
        app.insert_resource(super::launch::frames::ReadingMeasure::new(path));
    }
    match options.measure_frames {
        Some(frames) if matches!(launch, Launch::Review(_)) => {
            app.insert_resource(super::launch::frames::ReviewMeasure::new(frames));
        }
        Some(frames) => {
            app.insert_resource(FrameMeasure::new(frames, launched));
        }
        None => {}
    }
    if matches!(launch, Launch::Demo { .. }) {
        app.insert_resource(crate::app::demo::Demo::standard());
    }
}

/// Refuses to open a window when no graphics adapter exists, with a hint,
/// instead of the renderer's panic. `true` when only software rendering is there.
fn check_graphics() -> Result<bool, WindowError> {
    let instance =
        wgpu::Instance::new(wgpu::InstanceDescriptor::new_without_display_handle_from_env());
    let adapters = block_on(instance.enumerate_adapters(wgpu::Backends::all()));
    if adapters.is_empty() {
        return Err(WindowError::NoAdapter);
    }
    Ok(adapters
        .iter()
        .all(|a| a.get_info().device_type == wgpu::DeviceType::Cpu))
}

/// Waits, up to five seconds, until the X server of `DISPLAY` lets the
/// game open it: a server started just before the game (xvfb-run) may not
/// yet, and the window library would panic on it. Still closed after
/// that, or no X library: a clear message. The display it opened stays
/// open for the game's life: an X server started without `-noreset`
/// (xvfb-run's) resets when its last client leaves, and the window
/// library's own connection, made during that reset, failed
/// (XOpenDisplayFailed, twice on a loaded machine).
fn wait_for_the_display() -> Result<(), WindowError> {
    let display = std::env::var("DISPLAY").unwrap_or_default();
    let xlib = x11_dl::xlib::Xlib::open().map_err(|e| WindowError::NoXLibrary {
        display: display.clone(),
        why: e.to_string(),
    })?;
    for _ in 0..50 {
        // SAFETY: Xlib's own call; a null name opens DISPLAY.
        let opened = unsafe { (xlib.XOpenDisplay)(std::ptr::null()) };
        if !opened.is_null() {
            // Never closed: kept until the process ends (dropping `xlib`
            // leaves the library loaded).
            return Ok(());
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    Err(WindowError::DisplayRefused { display })
}
