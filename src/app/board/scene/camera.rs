//! The camera and the light: a view from the South player's side of the
//! table that keeps the whole board and the stores in any window, and a low
//! warm sun.

use crate::app::board::scene::layout::{BOARD_HALF_X, BOARD_HALF_Z, BoardView, STORE_HALF_X};
use crate::app::ui::room::{BoardArea, HudBars};
use bevy::camera::{Exposure, SubCameraView};
use bevy::core_pipeline::tonemapping::{DebandDither, Tonemapping};
use bevy::light::CascadeShadowConfigBuilder;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// The camera; the light scene draws without multisampling or tonemapping
/// (its flat materials write their colour as it is).
pub(crate) fn camera(light: bool) -> impl Bundle {
    (
        Name::new("camera"),
        Camera3d::default(),
        Exposure::INDOOR,
        Transform::from_xyz(0.0, 9.0, 7.5).looking_at(Vec3::new(0.0, 0.0, 0.3), Vec3::Y),
        // What Camera3d would require in the full scene, spelt out.
        if light {
            (Msaa::Off, Tonemapping::None, DebandDither::Disabled)
        } else {
            (
                Msaa::Sample4,
                Tonemapping::TonyMcMapface,
                DebandDither::Enabled,
            )
        },
    )
}

/// The sun. Unlit surfaces receive no shadow: in the light scene the shadow
/// map would be drawn for the seeds and rims alone, so there is none.
pub(crate) fn sun(light: bool) -> impl Bundle {
    (
        Name::new("sun"),
        DirectionalLight {
            illuminance: 900.0,
            shadow_maps_enabled: !light,
            color: Color::srgb(1.0, 0.93, 0.82),
            ..default()
        },
        CascadeShadowConfigBuilder {
            num_cascades: 1,
            maximum_distance: 30.0,
            ..default()
        }
        .build(),
        Transform::from_xyz(-4.0, 10.0, 5.0).looking_at(Vec3::ZERO, Vec3::Y),
    )
}

/// Keeps the whole board (and the stores) in view, whatever the window's
/// shape, in the part of the window the panels leave free.
pub(crate) fn frame_camera(
    windows: Query<&Window, With<PrimaryWindow>>,
    area: Res<BoardArea>,
    view: Res<BoardView>,
    bars: Option<Res<HudBars>>,
    mut cameras: Query<(&mut Camera, &mut Transform, &Projection), With<Camera3d>>,
) {
    let Ok(window) = windows.single() else { return };
    let width = (window.width() - area.right).max(100.0);
    let height = (window.height() - area.bottom).max(100.0);
    let aspect = width / height;
    // The board is framed as if the window were only its free part, and
    // the camera draws that view extended to the whole window (a sub view
    // larger than its full view): the board sits in the free part, and egui
    // still covers the whole window.
    // The HUD's bars: the board is kept between them, centred in the room
    // they leave (they grow with the text scale).
    let bars = bars.map_or(HudBars::default(), |b| *b);
    let between = (height - bars.top - bars.bottom).max(height * 0.5);
    let shift = (bars.top - bars.bottom) / 2.0;
    let sub_view =
        (area.right > 0.0 || area.bottom > 0.0 || shift.abs() >= 1.0).then(|| SubCameraView {
            full_size: UVec2::new(width as u32, height as u32),
            offset: Vec2::new(0.0, -shift.round()),
            size: UVec2::new(window.width() as u32, window.height() as u32),
        });
    for (mut camera, mut transform, projection) in &mut cameras {
        if camera.sub_camera_view != sub_view {
            camera.sub_camera_view = sub_view;
        }
        let Projection::Perspective(perspective) = projection else {
            continue;
        };
        let pitch: f32 = 0.95; // radians above the table
        let half_v = perspective.fov / 2.0;
        let half_h = (half_v.tan() * aspect).atan();
        // The board, the stores beside it and their labels across; the
        // board and the name plates beyond its edges up and down, in the
        // room between the HUD's bars.
        let half_width = BOARD_HALF_X + 2.0 * STORE_HALF_X + 0.75;
        let half_depth = BOARD_HALF_Z + 0.62;
        let distance = (half_width / half_h.tan()).max(
            half_depth * pitch.sin() / (half_v.tan() * 0.955 * between / height)
                + half_depth * pitch.cos(),
        );
        // Turned round, the camera sits on North's side of the table.
        let target = view.seen(Vec3::new(0.0, 0.0, 0.3));
        let eye = target + view.seen(Vec3::new(0.0, pitch.sin(), pitch.cos())) * distance;
        *transform = Transform::from_translation(eye).looking_at(target, Vec3::Y);
    }
}
