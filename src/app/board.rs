//! The look of the board: a carved wooden board from Bevy's meshes and a wood
//! grain drawn in code, 4×8 round pits with square nyumba, glossy seeds with
//! a little variation, soft light and shadows, and a camera that frames the
//! board in any window. Pits are pickable; a click becomes a `Choice`.

use super::animation::{AnimationQueue, MarkKind, Seed};
use super::input::{Choice, Question, Selection, legal_pits};
use super::layout::{
    BOARD_HALF_X, BOARD_HALF_Z, NYUMBA_HALF, PIT_RADIUS, STORE_HALF_X, STORE_HALF_Z, is_nyumba,
    pit_centre, store_centre,
};
use super::round::Round;
use super::{AppSystems, Pause, Turn};
use crate::rules::{Edition, Pit, Side};
use bevy::asset::RenderAssetUsages;
use bevy::camera::Exposure;
use bevy::core_pipeline::tonemapping::{DebandDither, Tonemapping};
use bevy::light::CascadeShadowConfigBuilder;
use bevy::prelude::*;
use bevy::render::render_resource::{AsBindGroup, Extent3d, TextureDimension, TextureFormat};
use bevy::shader::ShaderRef;
use bevy::window::PrimaryWindow;

/// The pit a floor or rim piece belongs to.
#[derive(Component, Clone, Copy, Debug)]
pub struct PitSpot(pub Pit);

/// The rim pieces of a pit, coloured by its state.
#[derive(Component, Clone, Copy, Debug)]
struct PitRim(Pit);

/// A store tray, shown only in editions that have stores.
#[derive(Component, Clone, Copy, Debug)]
struct StoreTray;

/// Everything of the board that the pause screen hides.
#[derive(Component)]
pub struct BoardRoot;

/// How much the scene may cost. `light` is for software renderers (Mesa's
/// llvmpipe), where every shaded pixel counts: no multisampling, shadows or
/// tonemapping, the flat board top and pit floors drawn unlit (their light
/// and bowl shading are baked into their textures), seeds and rims lit by a
/// short shader of their own on coarser meshes, and no table under the board.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct Graphics {
    pub light: bool,
}

/// The pit under the pointer.
#[derive(Resource, Default)]
pub struct Hovered(pub Option<Pit>);

/// The seeds' and rims' materials, of the scene's kind: `StandardMaterial`
/// in the full scene, [`ShadedMaterial`] in the light one.
#[derive(Resource)]
struct Looks<M: Material> {
    seed_mesh: Handle<Mesh>,
    seeds: Vec<Handle<M>>,
    rim: Handle<M>,
    legal: Handle<M>,
    focus: Handle<M>,
    chosen: Handle<M>,
    last: Handle<M>,
    sown: Handle<M>,
    relay: Handle<M>,
    capture: Handle<M>,
    safari: Handle<M>,
    takasia: Handle<M>,
}

/// How a seed or a rim is finished.
#[derive(Clone, Copy)]
enum Finish {
    /// Carved wood.
    Wood,
    /// A polished seed.
    Glossy,
    /// A rim marking a pit: it lights up.
    Glowing,
}

/// A material the seeds and rims can be painted with.
trait Paint: Material {
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
            Finish::Glowing => StandardMaterial {
                base_color: colour,
                emissive: LinearRgba::rgb(linear.red, linear.green, linear.blue) * 1.6,
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
        "embedded://bao/app/flat.wgsl".into()
    }
}

/// The light scene's seeds and rims: one sun, an ambient term and a highlight
/// (see shaded.wgsl). The standard material cost llvmpipe 21 ms a frame on the
/// rims alone, which are a few percent of the pixels.
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
        "embedded://bao/app/shaded.wgsl".into()
    }
}

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
        assets.add(ShadedMaterial {
            colour,
            glow,
            shine,
        })
    }
}

/// How much light of its own a marked rim gives in the light scene.
const GLOW: f32 = 0.6;

/// How far the board's base stands out around its top.
const BOARD_BORDER: f32 = 0.18;

pub(super) fn plugin(app: &mut App) {
    bevy::asset::embedded_asset!(app, "flat.wgsl");
    bevy::asset::embedded_asset!(app, "shaded.wgsl");
    app.add_plugins((
        MaterialPlugin::<FlatMaterial>::default(),
        MaterialPlugin::<ShadedMaterial>::default(),
    ));
    app.init_resource::<Hovered>()
        .init_resource::<Graphics>()
        .insert_resource(GlobalAmbientLight {
            color: Color::srgb(1.0, 0.95, 0.88),
            brightness: 350.0,
            ..default()
        })
        .insert_resource(ClearColor(Color::srgb(0.085, 0.11, 0.08)))
        .add_systems(Startup, spawn_board)
        .add_observer(dress_seed::<StandardMaterial>)
        .add_observer(dress_seed::<ShadedMaterial>)
        .add_systems(
            Update,
            (
                frame_camera,
                colour_rims::<StandardMaterial>,
                colour_rims::<ShadedMaterial>,
                show_stores,
            )
                .in_set(AppSystems::Present),
        )
        .add_systems(
            OnEnter(Pause::Paused),
            |mut q: Query<&mut Visibility, With<BoardRoot>>| {
                for mut v in &mut q {
                    *v = Visibility::Hidden;
                }
            },
        )
        .add_systems(
            OnExit(Pause::Paused),
            |mut q: Query<&mut Visibility, With<BoardRoot>>| {
                for mut v in &mut q {
                    *v = Visibility::Inherited;
                }
            },
        );
}

/// A wood grain drawn in code: rings bent by smooth noise, in warm browns.
fn wood_texture(size: u32, light: [f32; 3], dark: [f32; 3], rings: f32) -> Image {
    let hash = |x: i32, y: i32| -> f32 {
        let mut h = (x as u32).wrapping_mul(374_761_393) ^ (y as u32).wrapping_mul(668_265_263);
        h = (h ^ (h >> 13)).wrapping_mul(1_274_126_177);
        (h ^ (h >> 16)) as f32 / u32::MAX as f32
    };
    let noise = |x: f32, y: f32| -> f32 {
        let (xi, yi) = (x.floor() as i32, y.floor() as i32);
        let (fx, fy) = (x - x.floor(), y - y.floor());
        let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
        let top = hash(xi, yi) + (hash(xi + 1, yi) - hash(xi, yi)) * sx;
        let bottom = hash(xi, yi + 1) + (hash(xi + 1, yi + 1) - hash(xi, yi + 1)) * sx;
        top + (bottom - top) * sy
    };
    let mut data = Vec::with_capacity((size * size * 4) as usize);
    for y in 0..size {
        for x in 0..size {
            let (u, v) = (x as f32 / size as f32, y as f32 / size as f32);
            let bend = noise(u * 3.0, v * 12.0) * 2.5 + noise(u * 9.0, v * 30.0) * 0.5;
            let grain = ((v * rings + bend) * std::f32::consts::TAU).sin() * 0.5 + 0.5;
            let fine = noise(u * 80.0, v * 6.0) * 0.25;
            let t = (grain * 0.75 + fine).clamp(0.0, 1.0);
            for c in 0..3 {
                let value = light[c] + (dark[c] - light[c]) * t;
                data.push((value.clamp(0.0, 1.0) * 255.0) as u8);
            }
            data.push(255);
        }
    }
    Image::new(
        Extent3d {
            width: size,
            height: size,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}

/// The floor of a carved pit: wood grain shaded as a bowl lit by the sun, so
/// a flat disc reads as a hollow. `square` shades the nyumba's square pit.
fn pit_texture(size: u32, square: bool) -> Image {
    let mut image = wood_texture(size, [0.36, 0.22, 0.11], [0.24, 0.13, 0.06], 4.0);
    let towards_sun = Vec3::new(-4.0, -5.0, 10.0).normalize();
    let data = image.data.as_mut().expect("the wood texture has data");
    for y in 0..size {
        for x in 0..size {
            let px = (x as f32 + 0.5) / size as f32 * 2.0 - 1.0;
            let py = 1.0 - (y as f32 + 0.5) / size as f32 * 2.0;
            let (depth_slope, r) = if square {
                let r = px.abs().max(py.abs());
                let slope = if px.abs() > py.abs() {
                    Vec2::new(px.signum(), 0.0)
                } else {
                    Vec2::new(0.0, py.signum())
                };
                (slope * r.powi(3), r)
            } else {
                (
                    Vec2::new(px, py) * Vec2::new(px, py).length().powi(2),
                    Vec2::new(px, py).length(),
                )
            };
            // The wall faces the centre: its normal leans against the slope.
            let normal = Vec3::new(-depth_slope.x * 1.6, -depth_slope.y * 1.6, 1.0).normalize();
            let lit = normal.dot(towards_sun).max(0.0);
            let hollow = 1.0 - 0.35 * r.min(1.0).powi(4);
            let shade = (0.45 + 0.75 * lit) * hollow;
            let i = ((y * size + x) * 4) as usize;
            for c in 0..3 {
                data[i + c] = (data[i + c] as f32 * shade).min(255.0) as u8;
            }
        }
    }
    image
}

#[allow(clippy::too_many_arguments)]
fn spawn_board(
    graphics: Res<Graphics>,
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut flat_materials: ResMut<Assets<FlatMaterial>>,
    mut shaded_materials: ResMut<Assets<ShadedMaterial>>,
    mut images: ResMut<Assets<Image>>,
) {
    let light = graphics.light;
    let mut camera = commands.spawn((
        Name::new("camera"),
        Camera3d::default(),
        Exposure::INDOOR,
        Transform::from_xyz(0.0, 9.0, 7.5).looking_at(Vec3::new(0.0, 0.0, 0.3), Vec3::Y),
    ));
    if light {
        camera.insert(Msaa::Off);
        // The light scene's flat materials write their colour as it is.
        camera.insert((Tonemapping::None, DebandDither::Disabled));
    }

    commands.spawn((
        Name::new("sun"),
        DirectionalLight {
            illuminance: 900.0,
            // Unlit surfaces receive no shadow: in the light scene the shadow
            // map would be drawn for the seeds and rims alone.
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
    ));

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
    let board_material = materials.add(StandardMaterial {
        base_color: baked,
        base_color_texture: Some(board_wood.clone()),
        perceptual_roughness: 0.55,
        reflectance: 0.35,
        unlit: light,
        ..default()
    });
    let frame_material = materials.add(StandardMaterial {
        base_color: Color::srgb(0.55, 0.42, 0.33),
        base_color_texture: Some(board_wood.clone()),
        perceptual_roughness: 0.6,
        ..default()
    });
    let groove_material = materials.add(StandardMaterial {
        base_color_texture: Some(pit_wood),
        perceptual_roughness: 0.85,
        ..default()
    });
    let pit_floor = |materials: &mut Assets<StandardMaterial>, texture: Handle<Image>| {
        materials.add(StandardMaterial {
            base_color: baked,
            base_color_texture: Some(texture),
            perceptual_roughness: 0.85,
            unlit: light,
            ..default()
        })
    };
    // The same surfaces drawn flat, for the light scene.
    let mut flat = |texture: &Handle<Image>| {
        flat_materials.add(FlatMaterial {
            tint: baked.to_linear(),
            surface: texture.clone(),
        })
    };
    let flat_board = flat(&board_wood);
    let flat_round_floor = flat(&round_pit);
    let flat_square_floor = flat(&square_pit);
    let round_floor_material = pit_floor(&mut materials, round_pit);
    let square_floor_material = pit_floor(&mut materials, square_pit);
    let table = materials.add(StandardMaterial {
        base_color: Color::srgb(0.16, 0.20, 0.15),
        perceptual_roughness: 0.95,
        ..default()
    });

    let root = commands
        .spawn((
            Name::new("board"),
            BoardRoot,
            Transform::default(),
            Visibility::default(),
        ))
        .id();
    let child = |commands: &mut Commands,
                 bundle: (Mesh3d, MeshMaterial3d<StandardMaterial>, Transform)| {
        commands
            .spawn((bundle, Pickable::IGNORE, ChildOf(root)))
            .id()
    };
    // The table (the clear colour stands in for it in the light scene), the
    // board's base and its top with a groove between the halves.
    if !light {
        child(
            &mut commands,
            (
                Mesh3d(meshes.add(Plane3d::default().mesh().size(60.0, 60.0))),
                MeshMaterial3d(table),
                Transform::from_xyz(0.0, -0.42, 0.0),
            ),
        );
    }
    let (w, d) = (2.0 * BOARD_HALF_X, 2.0 * BOARD_HALF_Z);
    // The base shows only as a border around the top, so it is built as one:
    // a whole slab under the top cost a software renderer half its frame
    // time shading wood that the top then covers.
    let border = BOARD_BORDER;
    let long_side = meshes.add(Cuboid::new(w + 2.0 * border, 0.26, border));
    let short_side = meshes.add(Cuboid::new(border, 0.26, d));
    for (mesh, x, z) in [
        (long_side.clone(), 0.0, (d + border) / 2.0),
        (long_side, 0.0, -(d + border) / 2.0),
        (short_side.clone(), (w + border) / 2.0, 0.0),
        (short_side, -(w + border) / 2.0, 0.0),
    ] {
        child(
            &mut commands,
            (
                Mesh3d(mesh),
                MeshMaterial3d(frame_material.clone()),
                Transform::from_xyz(x, -0.29, z),
            ),
        );
    }
    let mut top = commands.spawn((
        Mesh3d(meshes.add(Cuboid::new(w, 0.2, d))),
        Transform::from_xyz(0.0, -0.1, 0.0),
        Pickable::IGNORE,
        ChildOf(root),
    ));
    surface(&mut top, light, &board_material, &flat_board);
    child(
        &mut commands,
        (
            Mesh3d(meshes.add(Cuboid::new(w - 0.3, 0.02, 0.05))),
            MeshMaterial3d(groove_material),
            Transform::from_xyz(0.0, -0.002, 0.0),
        ),
    );
    // Store trays beside the board.
    for side in Side::BOTH {
        let centre = store_centre(side);
        commands.spawn((
            Name::new("store tray"),
            StoreTray,
            Mesh3d(meshes.add(Cuboid::new(2.0 * STORE_HALF_X, 0.2, 2.0 * STORE_HALF_Z))),
            MeshMaterial3d(frame_material.clone()),
            Transform::from_translation(centre - Vec3::Y * 0.1),
            Pickable::IGNORE,
            ChildOf(root),
        ));
    }

    // Rims get their material below, from the scene's looks.
    let mut rims = Vec::new();
    let round_floor = meshes.add(Circle::new(PIT_RADIUS).mesh().resolution(40));
    let round_rim = meshes.add(
        Torus::new(PIT_RADIUS - 0.035, PIT_RADIUS + 0.035)
            .mesh()
            .minor_resolution(if light { 5 } else { 10 })
            .major_resolution(if light { 24 } else { 40 }),
    );
    let square_floor = meshes.add(Rectangle::new(2.0 * NYUMBA_HALF, 2.0 * NYUMBA_HALF));
    let bar = meshes.add(Cuboid::new(2.0 * NYUMBA_HALF + 0.07, 0.05, 0.07));
    for side in Side::BOTH {
        for index in 0..16 {
            let pit = Pit::new(side, index);
            let centre = pit_centre(pit);
            let (floor_mesh, floor_material, flat_floor) = if is_nyumba(pit) {
                (
                    square_floor.clone(),
                    square_floor_material.clone(),
                    flat_square_floor.clone(),
                )
            } else {
                (
                    round_floor.clone(),
                    round_floor_material.clone(),
                    flat_round_floor.clone(),
                )
            };
            let mut floor = commands.spawn((
                Name::new(format!("pit {pit}")),
                PitSpot(pit),
                Mesh3d(floor_mesh),
                Transform::from_translation(centre + Vec3::Y * 0.003)
                    .with_rotation(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2)),
                ChildOf(root),
            ));
            surface(&mut floor, light, &floor_material, &flat_floor);
            floor
                .observe(click_pit)
                .observe(hover_pit)
                .observe(leave_pit);
            if is_nyumba(pit) {
                for (offset, turn) in [
                    (Vec3::Z * NYUMBA_HALF, 0.0),
                    (-Vec3::Z * NYUMBA_HALF, 0.0),
                    (Vec3::X * NYUMBA_HALF, std::f32::consts::FRAC_PI_2),
                    (-Vec3::X * NYUMBA_HALF, std::f32::consts::FRAC_PI_2),
                ] {
                    rims.push(
                        commands
                            .spawn((
                                PitRim(pit),
                                Mesh3d(bar.clone()),
                                Transform::from_translation(centre + offset)
                                    .with_rotation(Quat::from_rotation_y(turn)),
                                Pickable::IGNORE,
                                ChildOf(root),
                            ))
                            .id(),
                    );
                }
            } else {
                rims.push(
                    commands
                        .spawn((
                            PitRim(pit),
                            Mesh3d(round_rim.clone()),
                            Transform::from_translation(centre)
                                .with_scale(Vec3::new(1.0, 0.6, 1.0)),
                            Pickable::IGNORE,
                            ChildOf(root),
                        ))
                        .id(),
                );
            }
        }
    }

    let seed_mesh = meshes.add(
        Sphere::new(0.075)
            .mesh()
            .uv(if light { 10 } else { 16 }, if light { 7 } else { 10 }),
    );
    if light {
        install_looks(&mut commands, &mut shaded_materials, seed_mesh, &rims);
    } else {
        install_looks(&mut commands, &mut materials, seed_mesh, &rims);
    }
}

/// Gives a board surface its material: drawn flat in the light scene.
fn surface(
    entity: &mut EntityCommands,
    light: bool,
    lit: &Handle<StandardMaterial>,
    flat: &Handle<FlatMaterial>,
) {
    if light {
        entity.insert(MeshMaterial3d(flat.clone()));
    } else {
        entity.insert(MeshMaterial3d(lit.clone()));
    }
}

/// Makes the scene's looks, paints the rims with them and keeps them for
/// the seeds and the rims' colours.
fn install_looks<M: Paint>(
    commands: &mut Commands,
    assets: &mut Assets<M>,
    seed_mesh: Handle<Mesh>,
    rims: &[Entity],
) {
    let looks = make_looks(assets, seed_mesh);
    for &rim in rims {
        commands
            .entity(rim)
            .insert(MeshMaterial3d(looks.rim.clone()));
    }
    commands.insert_resource(looks);
}

fn make_looks<M: Paint>(assets: &mut Assets<M>, seed_mesh: Handle<Mesh>) -> Looks<M> {
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
    let mut glowing = |r, g, b| M::paint(assets, Color::srgb(r, g, b), Finish::Glowing);
    Looks {
        seed_mesh,
        seeds,
        legal: glowing(0.95, 0.70, 0.20),
        focus: glowing(1.0, 0.95, 0.75),
        chosen: glowing(0.35, 0.85, 0.35),
        last: glowing(0.45, 0.60, 0.95),
        sown: glowing(0.85, 0.80, 0.65),
        relay: glowing(1.0, 0.85, 0.1),
        capture: glowing(0.95, 0.22, 0.15),
        safari: glowing(0.2, 0.9, 0.6),
        takasia: glowing(0.75, 0.3, 0.95),
        rim: M::paint(assets, Color::srgb(0.50, 0.31, 0.16), Finish::Wood),
    }
}

/// Gives a new seed its mesh, colour, size and turn, and puts it on the board.
fn dress_seed<M: Paint>(
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

fn click_pit(
    click: On<Pointer<Click>>,
    spots: Query<&PitSpot>,
    pause: Option<Res<State<Pause>>>,
    mut choices: MessageWriter<Choice>,
) {
    if pause.is_some_and(|p| *p.get() == Pause::Paused) {
        return;
    }
    if let Ok(spot) = spots.get(click.entity) {
        choices.write(Choice::Pit(spot.0));
    }
}

fn hover_pit(over: On<Pointer<Over>>, spots: Query<&PitSpot>, mut hovered: ResMut<Hovered>) {
    if let Ok(spot) = spots.get(over.entity) {
        hovered.0 = Some(spot.0);
    }
}

fn leave_pit(out: On<Pointer<Out>>, spots: Query<&PitSpot>, mut hovered: ResMut<Hovered>) {
    if spots.get(out.entity).is_ok_and(|s| Some(s.0) == hovered.0) {
        hovered.0 = None;
    }
}

/// Keeps the whole board (and the stores) in view, whatever the window's shape.
fn frame_camera(
    windows: Query<&Window, With<PrimaryWindow>>,
    mut cameras: Query<(&mut Transform, &Projection), With<Camera3d>>,
) {
    let Ok(window) = windows.single() else { return };
    let aspect = window.width() / window.height().max(1.0);
    for (mut transform, projection) in &mut cameras {
        let Projection::Perspective(perspective) = projection else {
            continue;
        };
        let pitch: f32 = 0.95; // radians above the table
        let half_v = perspective.fov / 2.0;
        let half_h = (half_v.tan() * aspect).atan();
        // Room for the HUD bars above and below the board.
        let half_width = BOARD_HALF_X + 2.0 * STORE_HALF_X + 1.5;
        let half_depth = BOARD_HALF_Z + 0.5;
        let distance = (half_width / half_h.tan())
            .max(half_depth * pitch.sin() / (half_v.tan() * 0.78) + half_depth * pitch.cos());
        let target = Vec3::new(0.0, 0.0, 0.15);
        let eye = target + Vec3::new(0.0, pitch.sin(), pitch.cos()) * distance;
        *transform = Transform::from_translation(eye).looking_at(target, Vec3::Y);
    }
}

/// Colours each pit's rim: marks of the move being shown, then the person's
/// choice, focus and legal pits, then the last move and the takasia'd pit.
#[allow(clippy::too_many_arguments)]
fn colour_rims<M: Paint>(
    looks: Option<Res<Looks<M>>>,
    round: Res<Round>,
    queue: Res<AnimationQueue>,
    selection: Res<Selection>,
    hovered: Res<Hovered>,
    turn: Option<Res<State<Turn>>>,
    mut rims: Query<(&PitRim, &mut MeshMaterial3d<M>)>,
) {
    let Some(looks) = looks else { return };
    let turn = turn.map(|t| *t.get());
    let question = Question::of(&round, &selection, turn);
    let legal = if question == Question::Pit {
        legal_pits(&round)
    } else {
        Vec::new()
    };
    let marks: Vec<(Pit, MarkKind)> = queue.marks().collect();
    let position = round.game.position();
    let takasia = position.takasia.map(|i| Pit::new(position.side, i));
    let last = round
        .last_move
        .filter(|_| queue.is_idle())
        .map(|(side, mv)| Pit::new(side, mv.pit));
    for (rim, mut material) in &mut rims {
        let pit = rim.0;
        let mark = marks
            .iter()
            .rev()
            .find(|(p, _)| *p == pit)
            .map(|(_, kind)| *kind);
        let wanted = if let Some(kind) = mark {
            match kind {
                MarkKind::Sown => &looks.sown,
                MarkKind::Relay => &looks.relay,
                MarkKind::Capture => &looks.capture,
                MarkKind::Safari => &looks.safari,
                MarkKind::Takasia => &looks.takasia,
            }
        } else if selection.chosen == Some(pit) && question != Question::Pit {
            &looks.chosen
        } else if legal.contains(&pit) && (selection.focus == Some(pit) || hovered.0 == Some(pit)) {
            &looks.focus
        } else if legal.contains(&pit) {
            &looks.legal
        } else if takasia == Some(pit) && turn != Some(Turn::Animating) {
            &looks.takasia
        } else if last == Some(pit) {
            &looks.last
        } else {
            &looks.rim
        };
        if material.0 != *wanted {
            material.0 = wanted.clone();
        }
    }
}

fn show_stores(round: Res<Round>, mut trays: Query<&mut Visibility, With<StoreTray>>) {
    let shown = round.game.edition() != Edition::Kujifunza;
    for mut visibility in &mut trays {
        let wanted = if shown {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        if *visibility != wanted {
            *visibility = wanted;
        }
    }
}
