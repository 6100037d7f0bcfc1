//! The board's prefabs, and the system that lays them out once at start: the
//! table, the board's border and top, the groove between the halves, the
//! store trays, and each pit's floor (what the pointer picks) and rim.

use super::camera::{camera, sun};
use super::materials::{FlatMaterial, ShadedMaterial, Surface, Surfaces, install_looks};
use super::parts::{BoardRoot, Graphics, PitRim, StoreTray};
use crate::app::board::input::pointer::PitSpot;
use crate::app::board::scene::layout::{
    BOARD_HALF_X, BOARD_HALF_Z, NYUMBA_HALF, PIT_RADIUS, STORE_HALF_X, STORE_HALF_Z, is_nyumba,
    pit_centre, store_centre,
};
use crate::rules::{Pit, Side};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use std::f32::consts::FRAC_PI_2;

/// How far the board's base stands out around its top.
const BOARD_BORDER: f32 = 0.18;

/// The meshes the board is built of, made once.
struct Shapes {
    round_floor: Handle<Mesh>,
    round_rim: Handle<Mesh>,
    square_floor: Handle<Mesh>,
    /// One side of the nyumba's square rim.
    bar: Handle<Mesh>,
    seed: Handle<Mesh>,
}

impl Shapes {
    /// The light scene's meshes are coarser: a software renderer pays for
    /// every triangle's pixels.
    fn new(meshes: &mut Assets<Mesh>, light: bool) -> Shapes {
        let (minor, major, seed_sectors, seed_stacks) = if light {
            (5, 24, 10, 7)
        } else {
            (10, 40, 16, 10)
        };
        Shapes {
            round_floor: meshes.add(Circle::new(PIT_RADIUS).mesh().resolution(40)),
            round_rim: meshes.add(
                Torus::new(PIT_RADIUS - 0.035, PIT_RADIUS + 0.035)
                    .mesh()
                    .minor_resolution(minor)
                    .major_resolution(major),
            ),
            square_floor: meshes.add(Rectangle::new(2.0 * NYUMBA_HALF, 2.0 * NYUMBA_HALF)),
            bar: meshes.add(Cuboid::new(2.0 * NYUMBA_HALF + 0.07, 0.05, 0.07)),
            seed: meshes.add(Sphere::new(0.075).mesh().uv(seed_sectors, seed_stacks)),
        }
    }
}

/// The root every piece of the board hangs from (hidden while paused).
fn board_root() -> impl Bundle {
    (
        Name::new("board"),
        BoardRoot,
        Transform::default(),
        Visibility::default(),
    )
}

/// A piece of wood of the board that the pointer passes through.
fn wood(
    mesh: Handle<Mesh>,
    material: Handle<StandardMaterial>,
    at: Transform,
    root: Entity,
) -> impl Bundle {
    (
        Mesh3d(mesh),
        MeshMaterial3d(material),
        at,
        Pickable::IGNORE,
        ChildOf(root),
    )
}

/// A pit's floor: what the pointer picks (its material comes from the surfaces).
fn pit_floor(pit: Pit, mesh: Handle<Mesh>, root: Entity) -> impl Bundle {
    (
        Name::new(format!("pit {pit}")),
        PitSpot(pit),
        Mesh3d(mesh),
        Transform::from_translation(pit_centre(pit) + Vec3::Y * 0.003)
            .with_rotation(Quat::from_rotation_x(-FRAC_PI_2)),
        ChildOf(root),
    )
}

/// A piece of a pit's rim (its material comes from the scene's looks).
fn rim_piece(pit: Pit, mesh: Handle<Mesh>, at: Transform, root: Entity) -> impl Bundle {
    (
        PitRim(pit),
        Mesh3d(mesh),
        at,
        Pickable::IGNORE,
        ChildOf(root),
    )
}

/// A store tray beside the board, on its owner's side.
fn store_tray(
    side: Side,
    mesh: Handle<Mesh>,
    material: Handle<StandardMaterial>,
    root: Entity,
) -> impl Bundle {
    (
        Name::new(format!("{} store tray", side.name())),
        StoreTray,
        wood(
            mesh,
            material,
            Transform::from_translation(store_centre(side) - Vec3::Y * 0.1),
            root,
        ),
    )
}

/// The rim pieces of `pit`: a torus, or the four bars of the nyumba's square.
fn rim_pieces(pit: Pit, shapes: &Shapes) -> Vec<(Handle<Mesh>, Transform)> {
    let centre = pit_centre(pit);
    if !is_nyumba(pit) {
        let ring = Transform::from_translation(centre).with_scale(Vec3::new(1.0, 0.6, 1.0));
        return vec![(shapes.round_rim.clone(), ring)];
    }
    [
        (Vec3::Z * NYUMBA_HALF, 0.0),
        (-Vec3::Z * NYUMBA_HALF, 0.0),
        (Vec3::X * NYUMBA_HALF, FRAC_PI_2),
        (-Vec3::X * NYUMBA_HALF, FRAC_PI_2),
    ]
    .map(|(offset, turn)| {
        let at =
            Transform::from_translation(centre + offset).with_rotation(Quat::from_rotation_y(turn));
        (shapes.bar.clone(), at)
    })
    .to_vec()
}

/// The assets the board is made of: its meshes, the wood's images and the
/// materials of both scenes (standard, and the light scene's flat and
/// shaded ones).
#[derive(SystemParam)]
pub(crate) struct BoardAssets<'w> {
    meshes: ResMut<'w, Assets<Mesh>>,
    materials: ResMut<'w, Assets<StandardMaterial>>,
    flat_materials: ResMut<'w, Assets<FlatMaterial>>,
    shaded_materials: ResMut<'w, Assets<ShadedMaterial>>,
    images: ResMut<'w, Assets<Image>>,
}

/// Lays out the scene once at start: the camera and the sun, then the
/// table, the board's wood, the pits, and the looks of rims and seeds.
pub(crate) fn spawn_board(graphics: Res<Graphics>, mut commands: Commands, assets: BoardAssets) {
    let BoardAssets {
        mut meshes,
        mut materials,
        mut flat_materials,
        mut shaded_materials,
        mut images,
    } = assets;
    let light = graphics.light;
    commands.spawn(camera(light));
    commands.spawn(sun(light));
    let surfaces = Surfaces::new(light, &mut images, &mut materials, &mut flat_materials);
    let shapes = Shapes::new(&mut meshes, light);
    let root = commands.spawn(board_root()).id();

    // The table (the clear colour stands in for it in the light scene).
    if !light {
        let plane = meshes.add(Plane3d::default().mesh().size(60.0, 60.0));
        let at = Transform::from_xyz(0.0, -0.42, 0.0);
        commands.spawn(wood(plane, surfaces.table.clone(), at, root));
    }
    spawn_border(&mut commands, &mut meshes, &surfaces, root);
    spawn_top(&mut commands, &mut meshes, &surfaces, root);
    let rims = spawn_pits(&mut commands, &shapes, &surfaces, root);
    // Rims and seeds take their materials from the scene's looks.
    let seed = shapes.seed.clone();
    if light {
        install_looks(&mut commands, &mut shaded_materials, seed, &rims);
    } else {
        install_looks(&mut commands, &mut materials, seed, &rims);
    }
}

/// The board's base, which shows only as a border around the top, so it is
/// built as one: a whole slab under the top cost a software renderer half
/// its frame time shading wood that the top then covers.
fn spawn_border(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    surfaces: &Surfaces,
    root: Entity,
) {
    let (w, d) = (2.0 * BOARD_HALF_X, 2.0 * BOARD_HALF_Z);
    let border = BOARD_BORDER;
    let long_side = meshes.add(Cuboid::new(w + 2.0 * border, 0.26, border));
    let short_side = meshes.add(Cuboid::new(border, 0.26, d));
    for (mesh, x, z) in [
        (long_side.clone(), 0.0, (d + border) / 2.0),
        (long_side, 0.0, -(d + border) / 2.0),
        (short_side.clone(), (w + border) / 2.0, 0.0),
        (short_side, -(w + border) / 2.0, 0.0),
    ] {
        let at = Transform::from_xyz(x, -0.29, z);
        commands.spawn(wood(mesh, surfaces.frame.clone(), at, root));
    }
}

/// The board's top in two halves, one a player, each in its owner's shade;
/// the groove between them; and the store trays beside the board.
fn spawn_top(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    surfaces: &Surfaces,
    root: Entity,
) {
    let (w, d) = (2.0 * BOARD_HALF_X, 2.0 * BOARD_HALF_Z);
    let half = meshes.add(Cuboid::new(w, 0.2, d / 2.0));
    for side in Side::BOTH {
        let z = if side == Side::South {
            d / 4.0
        } else {
            -d / 4.0
        };
        let mut top = commands.spawn((
            Name::new(format!("{} half", side.name())),
            Mesh3d(half.clone()),
            Transform::from_xyz(0.0, -0.1, z),
            Pickable::IGNORE,
            ChildOf(root),
        ));
        surfaces.paint(&mut top, Surface::Half(side));
    }
    let groove = meshes.add(Cuboid::new(w - 0.3, 0.02, 0.05));
    let at = Transform::from_xyz(0.0, -0.002, 0.0);
    commands.spawn(wood(groove, surfaces.groove.clone(), at, root));
    let tray = meshes.add(Cuboid::new(2.0 * STORE_HALF_X, 0.2, 2.0 * STORE_HALF_Z));
    for side in Side::BOTH {
        commands.spawn(store_tray(side, tray.clone(), surfaces.frame.clone(), root));
    }
}

/// Every pit: its floor (round, or the nyumba's square), which the pointer
/// picks, and its rim pieces, whose entities are returned for the scene's
/// looks to colour.
fn spawn_pits(
    commands: &mut Commands,
    shapes: &Shapes,
    surfaces: &Surfaces,
    root: Entity,
) -> Vec<Entity> {
    let mut rims = Vec::new();
    for side in Side::BOTH {
        for index in 0..16 {
            let pit = Pit::new(side, index);
            let (mesh, surface) = if is_nyumba(pit) {
                (shapes.square_floor.clone(), Surface::SquareFloor)
            } else {
                (shapes.round_floor.clone(), Surface::RoundFloor)
            };
            let mut floor = commands.spawn(pit_floor(pit, mesh, root));
            surfaces.paint(&mut floor, surface);
            for (mesh, at) in rim_pieces(pit, shapes) {
                rims.push(commands.spawn(rim_piece(pit, mesh, at, root)).id());
            }
        }
    }
    rims
}
