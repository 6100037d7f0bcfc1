// The light scene's board surfaces: the texture times a colour, no lighting
// (their shading is baked into the texture). Software renderers spend most of
// a frame in fragment shaders, and the standard one is long even when unlit.
#import bevy_pbr::forward_io::VertexOutput

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> tint: vec4<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(1) var surface: texture_2d<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(2) var surface_sampler: sampler;

@fragment
fn fragment(mesh: VertexOutput) -> @location(0) vec4<f32> {
    return tint * textureSample(surface, surface_sampler, mesh.uv);
}
