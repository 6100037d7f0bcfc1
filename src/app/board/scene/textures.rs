//! Textures drawn in code: a wood grain, and a pit's floor shaded as a bowl.

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// A wood grain drawn in code: rings bent by smooth noise, in warm browns.
pub(crate) fn wood_texture(size: u32, light: [f32; 3], dark: [f32; 3], rings: f32) -> Image {
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
pub(crate) fn pit_texture(size: u32, square: bool) -> Image {
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
