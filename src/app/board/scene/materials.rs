//! The board's materials: the seeds' and rims' looks (Bevy's standard
//! material in the full scene, [`ShadedMaterial`] in the light one), the
//! wooden surfaces, and the two shaders of the light scene.

use super::parts::BoardRoot;
use super::textures::{pit_texture, wood_texture};
use crate::app::board::animation::seeds::Seed;
use crate::app::board::marks::table::{MARKS, colour};
use crate::app::round::pit_state::PitState;
use crate::record::settings::Palette;
use crate::rules::Side;
use bevy::asset::io::embedded::EmbeddedAssetRegistry;
use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::shader::ShaderRef;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The light scene's shaders, from `assets/shaders`. They are built into the
/// binary (Bevy's embedded assets), so the game runs from any folder and an
/// installed copy needs no asset folder beside it.
const SHADERS: [(&str, &[u8]); 2] = [
    (
        "bao/shaders/flat.wgsl",
        include_bytes!("../../../../assets/shaders/flat.wgsl"),
    ),
    (
        "bao/shaders/shaded.wgsl",
        include_bytes!("../../../../assets/shaders/shaded.wgsl"),
    ),
];

pub(crate) fn plugin(app: &mut App) {
    let registry = app.world_mut().resource_mut::<EmbeddedAssetRegistry>();
    for (path, bytes) in SHADERS {
        registry.insert_asset(PathBuf::new(), Path::new(path), bytes);
    }
    app.add_plugins((
        MaterialPlugin::<FlatMaterial>::default(),
        MaterialPlugin::<ShadedMaterial>::default(),
    ));
}

/// How a seed or a rim is finished.
#[derive(Clone, Copy)]
pub(crate) enum Finish {
    /// Carved wood.
    Wood,
    /// A polished seed.
    Glossy,
    /// A rim marking a pit: it lights up.
    Glowing,
}

/// A material the seeds and rims can be painted with.
pub(crate) trait Paint: Material {
    fn paint(assets: &mut Assets<Self>, colour: Color, finish: Finish) -> Handle<Self>;
}

impl Paint for StandardMaterial {
    fn paint(assets: &mut Assets<Self>, colour: Color, finish: Finish) -> Handle<Self> {
        let linear = colour.to_linear();
        assets.add(match finish {
            Finish::Wood => StandardMaterial {
                base_color: colour,
                perceptual_roughness: 0.5,
                ..default()
            },
            Finish::Glossy => StandardMaterial {
                base_color: colour,
                perceptual_roughness: 0.28,
                reflectance: 0.6,
                ..default()
            },
            // Mostly light of its own, so the sun cannot wash a mark's hue
            // towards white (an orange rim read as yellow).
            Finish::Glowing => StandardMaterial {
                base_color: (linear * 0.35).with_alpha(1.0).into(),
                emissive: LinearRgba::rgb(linear.red, linear.green, linear.blue) * 1.3,
                perceptual_roughness: 0.5,
                ..default()
            },
        })
    }
}

/// The light scene's board top and pit floors: a texture times a tint, with
/// no lighting (see flat.wgsl). On llvmpipe this fragment shader is a fraction
/// of the standard one's cost, even unlit.
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct FlatMaterial {
    #[uniform(0)]
    tint: LinearRgba,
    #[texture(1)]
    #[sampler(2)]
    surface: Handle<Image>,
}

impl Material for FlatMaterial {
    fn fragment_shader() -> ShaderRef {
        "embedded://bao/shaders/flat.wgsl".into()
    }
}

/// The light scene's seeds and rims: one sun, an ambient term and a highlight
/// (see shaded.wgsl). The standard material cost llvmpipe much of a frame on
/// the rims alone, which are a few percent of the pixels (docs/maintaining.md, "Frame times").
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct ShadedMaterial {
    #[uniform(0)]
    colour: LinearRgba,
    /// Light of its own, added whatever the sun does.
    #[uniform(1)]
    glow: LinearRgba,
    /// x: the highlight's strength, y: its sharpness.
    #[uniform(2)]
    shine: Vec4,
}

impl Material for ShadedMaterial {
    fn fragment_shader() -> ShaderRef {
        "embedded://bao/shaders/shaded.wgsl".into()
    }
}

/// How much light of its own a marked rim gives in the light scene, and how
/// much of its colour the sun lights: together they keep its hue (lit fully
/// by the sun, an orange rim saturated to yellow).
const GLOW: f32 = 0.55;
const GLOW_LIT: f32 = 0.35;

impl Paint for ShadedMaterial {
    fn paint(assets: &mut Assets<Self>, colour: Color, finish: Finish) -> Handle<Self> {
        let colour = colour.to_linear();
        let (glow, shine) = match finish {
            Finish::Wood => (LinearRgba::BLACK, Vec4::new(0.08, 16.0, 0.0, 0.0)),
            // The standard material's seeds also reflect the room: a little
            // light of their own stands in for it.
            Finish::Glossy => (colour * 0.9, Vec4::new(0.45, 40.0, 0.0, 0.0)),
            Finish::Glowing => (colour * GLOW, Vec4::new(0.08, 16.0, 0.0, 0.0)),
        };
        let colour = match finish {
            Finish::Glowing => (colour * GLOW_LIT).with_alpha(1.0),
            _ => colour,
        };
        assets.add(ShadedMaterial {
            colour,
            glow,
            shine,
        })
    }
}

/// The seeds' and rims' materials, of the scene's kind.
#[derive(Resource)]
pub(crate) struct Looks<M: Material> {
    seed_mesh: Handle<Mesh>,
    seeds: Vec<Handle<M>>,
    /// A rim of plain wood.
    pub rim: Handle<M>,
    /// A rim glowing in a state's colour (board/marks/table.rs).
    pub marked: HashMap<(Palette, PitState), Handle<M>>,
}

impl<M: Paint> Looks<M> {
    fn new(assets: &mut Assets<M>, seed_mesh: Handle<Mesh>) -> Looks<M> {
        let seed_colours = [
            (0.46, 0.36, 0.28),
            (0.58, 0.47, 0.36),
            (0.37, 0.30, 0.25),
            (0.66, 0.58, 0.47),
            (0.52, 0.49, 0.44),
            (0.42, 0.27, 0.18),
            (0.71, 0.64, 0.55),
            (0.33, 0.31, 0.29),
        ];
        let seeds = seed_colours
            .iter()
            .map(|&(r, g, b)| M::paint(assets, Color::srgb(r, g, b), Finish::Glossy))
            .collect();
        let marked = Palette::ALL
            .into_iter()
            .flat_map(|palette| MARKS.iter().map(move |mark| (palette, mark.state)))
            .map(|(palette, state)| {
                let [r, g, b] = colour(state, palette);
                let paint = Color::srgb_u8(r, g, b);
                ((palette, state), M::paint(assets, paint, Finish::Glowing))
            })
            .collect();
        Looks {
            seed_mesh,
            seeds,
            marked,
            rim: M::paint(assets, Color::srgb(0.50, 0.31, 0.16), Finish::Wood),
        }
    }
}

/// Makes the scene's looks, paints the rims with them and keeps them for
/// the seeds and the rims' colours.
pub(crate) fn install_looks<M: Paint>(
    commands: &mut Commands,
    assets: &mut Assets<M>,
    seed_mesh: Handle<Mesh>,
    rims: &[Entity],
) {
    let looks = Looks::new(assets, seed_mesh);
    for &rim in rims {
        commands
            .entity(rim)
            .insert(MeshMaterial3d(looks.rim.clone()));
    }
    commands.insert_resource(looks);
}

/// The wooden surfaces of the board, in the scene's kind of material.
pub(crate) struct Surfaces {
    light: bool,
    /// Each player's half of the board's top: South's lighter, North's darker.
    halves: [(Handle<StandardMaterial>, Handle<FlatMaterial>); 2],
    round_floor: (Handle<StandardMaterial>, Handle<FlatMaterial>),
    square_floor: (Handle<StandardMaterial>, Handle<FlatMaterial>),
    /// The border around the board's top and the store trays.
    pub frame: Handle<StandardMaterial>,
    /// The groove between the two halves.
    pub groove: Handle<StandardMaterial>,
    /// The table under the board (full scene).
    pub table: Handle<StandardMaterial>,
}

/// Which surface a piece of the board shows.
#[derive(Clone, Copy)]
pub(crate) enum Surface {
    /// A player's half of the board's top.
    Half(Side),
    RoundFloor,
    SquareFloor,
}

impl Surfaces {
    pub fn new(
        light: bool,
        images: &mut Assets<Image>,
        materials: &mut Assets<StandardMaterial>,
        flat_materials: &mut Assets<FlatMaterial>,
    ) -> Surfaces {
        let board_wood = images.add(wood_texture(
            512,
            [0.50, 0.33, 0.19],
            [0.36, 0.21, 0.11],
            9.0,
        ));
        let pit_wood = images.add(wood_texture(
            128,
            [0.30, 0.18, 0.09],
            [0.20, 0.11, 0.05],
            5.0,
        ));
        let round_pit = images.add(pit_texture(128, false));
        let square_pit = images.add(pit_texture(128, true));
        // Unlit surfaces show their texture as it is: dimmed to the lit look.
        let baked = if light {
            Color::linear_rgb(1.45, 1.4, 1.35)
        } else {
            Color::WHITE
        };
        let mut both = |texture: &Handle<Image>, roughness: f32, reflectance: f32, shade: f32| {
            let tint = (baked.to_linear() * shade).with_alpha(1.0);
            let lit = materials.add(StandardMaterial {
                base_color: tint.into(),
                base_color_texture: Some(texture.clone()),
                perceptual_roughness: roughness,
                reflectance,
                unlit: light,
                ..default()
            });
            let flat = flat_materials.add(FlatMaterial {
                tint,
                surface: texture.clone(),
            });
            (lit, flat)
        };
        // Each player's rows sit on wood of their own shade, so whose pits
        // are whose shows at a glance.
        let halves = [
            both(&board_wood, 0.55, 0.35, 1.2),
            both(&board_wood, 0.55, 0.35, 0.6),
        ];
        let round_floor = both(&round_pit, 0.85, 0.5, 1.0);
        let square_floor = both(&square_pit, 0.85, 0.5, 1.0);
        Surfaces {
            light,
            halves,
            round_floor,
            square_floor,
            frame: materials.add(StandardMaterial {
                base_color: Color::srgb(0.55, 0.42, 0.33),
                base_color_texture: Some(board_wood),
                perceptual_roughness: 0.6,
                ..default()
            }),
            groove: materials.add(StandardMaterial {
                base_color_texture: Some(pit_wood),
                perceptual_roughness: 0.85,
                ..default()
            }),
            table: materials.add(StandardMaterial {
                base_color: Color::srgb(0.16, 0.20, 0.15),
                perceptual_roughness: 0.95,
                ..default()
            }),
        }
    }

    /// Gives a board surface its material: drawn flat in the light scene.
    pub fn paint(&self, entity: &mut EntityCommands, surface: Surface) {
        let (lit, flat) = match surface {
            Surface::Half(side) => &self.halves[side.index()],
            Surface::RoundFloor => &self.round_floor,
            Surface::SquareFloor => &self.square_floor,
        };
        if self.light {
            entity.insert(MeshMaterial3d(flat.clone()));
        } else {
            entity.insert(MeshMaterial3d(lit.clone()));
        }
    }
}

/// Gives a new seed its mesh, colour, size and turn, and puts it on the board.
pub(crate) fn dress_seed<M: Paint>(
    add: On<Add, Seed>,
    mut commands: Commands,
    seeds: Query<&Seed>,
    mut transforms: Query<&mut Transform>,
    looks: Option<Res<Looks<M>>>,
    roots: Query<Entity, With<BoardRoot>>,
) {
    let (Some(looks), Ok(seed)) = (looks, seeds.get(add.entity)) else {
        return;
    };
    let look = seed.look;
    let material = looks.seeds[(look % looks.seeds.len() as u32) as usize].clone();
    let size = 0.88 + ((look >> 8) % 100) as f32 / 400.0;
    let turn = ((look >> 16) % 628) as f32 / 100.0;
    if let Ok(mut transform) = transforms.get_mut(add.entity) {
        transform.scale = Vec3::new(1.3, 0.72, 0.95) * size;
        transform.rotation = Quat::from_rotation_y(turn);
    }
    let mut entity = commands.entity(add.entity);
    entity.insert((
        Mesh3d(looks.seed_mesh.clone()),
        MeshMaterial3d(material),
        Pickable::IGNORE,
    ));
    if let Ok(root) = roots.single() {
        entity.insert(ChildOf(root));
    }
}
