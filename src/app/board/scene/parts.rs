//! The pieces of the board that systems look for, and how rich a scene to draw.

use crate::rules::Pit;
use bevy::prelude::*;

/// The rim pieces of a pit, coloured by its state.
#[derive(Component, Clone, Copy, Debug)]
pub(crate) struct PitRim(pub Pit);

/// A store tray, shown only in editions that have stores.
#[derive(Component, Clone, Copy, Debug)]
pub(crate) struct StoreTray;

/// Everything of the board that the pause screen hides.
#[derive(Component)]
pub(crate) struct BoardRoot;

/// How much the scene may cost. `light` is for software renderers (Mesa's
/// llvmpipe), where every shaded pixel counts: no multisampling, shadows or
/// tonemapping, the flat board top and pit floors drawn unlit (their light
/// and bowl shading are baked into their textures), seeds and rims lit by a
/// short shader of their own on coarser meshes, and no table under the board.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct Graphics {
    pub light: bool,
}
