// The light scene's seeds and rims: the sun as a diffuse term and a highlight,
// an ambient floor and a glow of their own. It stands in for the standard
// material, whose fragment shader costs software renderers far more.
#import bevy_pbr::forward_io::VertexOutput
#import bevy_pbr::mesh_view_bindings::view

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> colour: vec4<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(1) var<uniform> glow: vec4<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(2) var<uniform> shine: vec4<f32>;

// Towards the sun of board.rs, which stands at (-4, 10, 5).
const SUN: vec3<f32> = vec3<f32>(-0.3369, 0.8424, 0.4212);
// The warm sun and room light of board.rs, matched by eye to the full scene.
const AMBIENT: vec3<f32> = vec3<f32>(1.0, 0.94, 0.87);
const DIFFUSE: vec3<f32> = vec3<f32>(1.25, 1.16, 1.02);

@fragment
fn fragment(mesh: VertexOutput) -> @location(0) vec4<f32> {
    let normal = normalize(mesh.world_normal);
    let to_eye = normalize(view.world_position - mesh.world_position.xyz);
    let half_way = normalize(SUN + to_eye);
    let lit = AMBIENT + DIFFUSE * max(dot(normal, SUN), 0.0);
    let highlight = shine.x * pow(max(dot(normal, half_way), 0.0), shine.y);
    return vec4<f32>(colour.rgb * lit + vec3<f32>(highlight) + glow.rgb, 1.0);
}
