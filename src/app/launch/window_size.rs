//! The window's size: it opens within the screen it is on, and the size the
//! player gives it by hand is kept for the next run (only with device
//! saving on, through the settings file).

use crate::app::settings::GameSettings;
use bevy::prelude::*;
use bevy::window::{Monitor, PrimaryMonitor, PrimaryWindow, WindowResized};

/// The size asked for on the command line wins: it is neither fitted to the
/// screen nor kept (a script or a test wants exactly that size).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct WindowSizing {
    pub asked: bool,
    /// The size the window opened at, in logical pixels.
    pub opened: (u32, u32),
}

/// What is left of the screen for a window: room for a desktop's panels
/// and the window's own title bar.
const SCREEN_SHARE: f32 = 0.92;
const TITLE_BAR: f32 = 40.0;

/// The largest window the monitor holds, in logical pixels.
pub fn room_on(monitor: &Monitor) -> Vec2 {
    let scale = monitor.scale_factor.max(0.5) as f32;
    let screen = Vec2::new(
        monitor.physical_width as f32,
        monitor.physical_height as f32,
    ) / scale;
    Vec2::new(screen.x * SCREEN_SHARE, screen.y * SCREEN_SHARE - TITLE_BAR)
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, (fit_to_the_screen, keep_the_size));
}

/// Once the primary monitor is known: a window larger than it shrinks to
/// fit and moves to its middle.
fn fit_to_the_screen(
    sizing: Option<Res<WindowSizing>>,
    monitors: Query<&Monitor, With<PrimaryMonitor>>,
    mut window: Single<&mut Window, With<PrimaryWindow>>,
    mut done: Local<bool>,
) {
    if *done || sizing.is_none_or(|s| s.asked) {
        return;
    }
    let Some(monitor) = monitors.iter().next() else {
        return;
    };
    *done = true;
    let room = room_on(monitor);
    let (width, height) = (window.resolution.width(), window.resolution.height());
    if width > room.x || height > room.y {
        window
            .resolution
            .set(width.min(room.x).max(200.0), height.min(room.y).max(200.0));
        window.position.center(MonitorSelection::Primary);
    }
}

/// A size the player gives the window goes into the settings, written once
/// the window has kept it for a second (not at every step of a drag).
fn keep_the_size(
    sizing: Option<Res<WindowSizing>>,
    mut resized: MessageReader<WindowResized>,
    mut settings: ResMut<GameSettings>,
    time: Res<Time<Real>>,
    mut pending: Local<Option<(f32, [u32; 2])>>,
) {
    let Some(sizing) = sizing.filter(|s| !s.asked) else {
        resized.clear();
        return;
    };
    if let Some(last) = resized.read().last() {
        let size = [last.width.round() as u32, last.height.round() as u32];
        if (size[0], size[1]) != sizing.opened || pending.is_some() {
            *pending = Some((time.elapsed_secs(), size));
        }
    }
    if let Some((at, size)) = *pending
        && time.elapsed_secs() - at > 1.0
    {
        *pending = None;
        if settings.settings.window_size != Some(size) {
            settings.settings.window_size = Some(size);
            settings.save();
        }
    }
}
