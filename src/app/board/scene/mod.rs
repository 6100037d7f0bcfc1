//! The look of the board: a carved wooden board from Bevy's meshes and a wood
//! grain drawn in code, 4×8 round pits with square nyumba, glossy seeds with
//! a little variation, soft light and shadows, and a camera that frames the
//! board in any window.
//!
//! `layout` says where every pit, store and seed is, in world units (the
//! animation and the labels place things by it too), `parts` names the
//! board's pieces, `materials` holds the seeds', rims' and surfaces'
//! materials and shaders, `textures` the wood drawn in code, `spawn` the
//! board's prefabs, `rims` the marks on the pits, and `camera` the camera
//! and the light.

mod camera;
pub(crate) mod layout;
mod materials;
mod parts;
mod rims;
mod spawn;
mod textures;

use crate::app::board::marks::shown::GatherMarks;
use crate::app::state::{AppSystems, Pause};
use bevy::prelude::*;
use materials::{ShadedMaterial, dress_seed};
use parts::BoardRoot;
pub use parts::Graphics;

pub(crate) fn plugin(app: &mut App) {
    materials::plugin(app);
    app.init_resource::<Graphics>()
        .insert_resource(GlobalAmbientLight {
            color: Color::srgb(1.0, 0.95, 0.88),
            brightness: 350.0,
            ..default()
        })
        .insert_resource(ClearColor(Color::srgb(0.085, 0.11, 0.08)))
        .add_systems(Startup, spawn::spawn_board)
        .add_observer(dress_seed::<StandardMaterial>)
        .add_observer(dress_seed::<ShadedMaterial>)
        .add_systems(
            Update,
            (
                camera::frame_camera,
                rims::colour_rims::<StandardMaterial>.after(GatherMarks),
                rims::colour_rims::<ShadedMaterial>.after(GatherMarks),
                rims::show_stores,
            )
                .in_set(AppSystems::Present),
        )
        .add_systems(OnEnter(Pause::Paused), show_board(Visibility::Hidden))
        .add_systems(OnExit(Pause::Paused), show_board(Visibility::Inherited));
}

/// A system that shows or hides the whole board.
fn show_board(visibility: Visibility) -> impl FnMut(Query<&mut Visibility, With<BoardRoot>>) {
    move |mut roots| {
        for mut v in &mut roots {
            *v = visibility;
        }
    }
}
