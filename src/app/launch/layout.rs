//! `--check-layout` (with `--screenshot`): at the moment of the picture,
//! whether anything the interface draws covers the board. The layout rule: the
//! camera frames the board in what the bars and panels leave, no window, bar or
//! button beside a pit is over a pit or a store, and every pit is inside the
//! window. What covers what is printed, and the run fails
//! (tests/smoke/layout.sh runs it at every window size and text scale the game
//! offers). The rule is the board's own panels': the bars, the moves list, the
//! replay, practice and lesson panels and the choices beside the pits. A window
//! the player opens to read (the rules, the marks, the settings, the pause
//! screen, the end of a game) is drawn over the board on purpose, and closes
//! with Esc. Every window and area shown must also lie whole inside the
//! window and over no other one (the title's menu included).

use super::screenshot::{ShotPlan, ShotVerdict};
use crate::app::board::input::choosing::Selection;
use crate::app::board::scene::layout::{
    PIT_RADIUS, STORE_HALF_X, STORE_HALF_Z, pit_centre, store_centre,
};
use crate::app::state::{AppSystems, Screen};
use crate::rules::{Pit, Side};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// What the check found (the screenshot's exit fails if anything).
#[derive(Resource, Default)]
pub struct LayoutCheck {
    done: bool,
    pub covered: Vec<String>,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        check_layout
            .after(AppSystems::Present)
            .run_if(resource_exists::<LayoutCheck>.and_then(resource_exists::<ShotPlan>)),
    );
}

/// A place of the board to keep clear: a pit or a store.
struct Place {
    name: String,
    centre: Vec3,
    /// Half its size across and along the board, in world units.
    half: Vec2,
}

fn places() -> Vec<Place> {
    let mut places = Vec::new();
    for side in Side::BOTH {
        for index in 0..16 {
            let pit = Pit::new(side, index);
            places.push(Place {
                name: pit.to_string(),
                centre: pit_centre(pit),
                half: Vec2::splat(PIT_RADIUS),
            });
        }
        // Every edition's board has its stores (empty but in Kujifunza).
        places.push(Place {
            name: format!("{}'s store", side.name()),
            centre: store_centre(side),
            half: Vec2::new(STORE_HALF_X, STORE_HALF_Z),
        });
    }
    places
}

/// Points of a place to test: its centre and a ring inside its edge (a
/// pit's rim may be touched by what sits beside it; its seeds may not).
fn samples(place: &Place) -> impl Iterator<Item = Vec3> + '_ {
    let ring = (0..12).map(move |k| {
        let a = k as f32 * std::f32::consts::TAU / 12.0;
        place.centre + Vec3::new(a.cos() * place.half.x, 0.0, a.sin() * place.half.y) * 0.85
    });
    std::iter::once(place.centre).chain(ring)
}

fn check_layout(
    mut check: ResMut<LayoutCheck>,
    mut commands: Commands,
    plan: Res<ShotPlan>,
    selection: Res<Selection>,
    screen: Res<State<Screen>>,
    mut contexts: EguiContexts,
    cameras: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
) -> Result {
    // Judged on the held frame the picture shows (egui's areas as drawn
    // the frame before).
    if check.done || !plan.holding() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let Ok((camera, at)) = cameras.single() else {
        return Ok(());
    };
    check.done = true;
    let zoom = ctx.zoom_factor();
    let window = ctx.content_rect();
    // The direction arrows are drawn on the chosen pit itself, and may.
    let chosen = selection.chosen.map(|pit| pit.to_string());
    // The title's board is a picture behind the menu: only the areas count.
    let board_shown = *screen.get() == Screen::Playing;
    for place in places().into_iter().filter(|_| board_shown) {
        let own_choices = chosen.as_ref() == Some(&place.name);
        let mut over = Vec::new();
        for point in samples(&place) {
            let Ok(seen) = camera.world_to_viewport(at, point) else {
                over.push("off the screen".to_string());
                continue;
            };
            let point = egui::pos2(seen.x, seen.y) / zoom;
            if !window.contains(point) {
                over.push("outside the window".to_string());
            } else if let Some(layer) = ctx
                .layer_id_at(point)
                .filter(|layer| layer.order != egui::Order::Background)
                .filter(|layer| !(own_choices && layer.order == egui::Order::Foreground))
            {
                over.push(format!("{:?} {:?}", layer.order, layer.id));
            }
        }
        over.dedup();
        if !over.is_empty() {
            check
                .covered
                .push(format!("{}: {}", place.name, over.join(", ")));
        }
    }
    check.covered.extend(areas_astray(ctx, window));
    if !check.covered.is_empty() {
        for line in &check.covered {
            println!("layout: covered {line}");
        }
        commands.insert_resource(ShotVerdict { failed: true });
    } else {
        println!("layout: nothing covers the board");
    }
    Ok(())
}

/// The windows and areas shown (not tooltips, which follow the pointer):
/// each one whole inside the window, and none over another.
fn areas_astray(ctx: &egui::Context, window: egui::Rect) -> Vec<String> {
    let mut shown: Vec<(egui::LayerId, egui::Rect)> = ctx.memory(|memory| {
        memory
            .areas()
            .visible_layer_ids()
            .into_iter()
            .filter(|layer| matches!(layer.order, egui::Order::Middle | egui::Order::Foreground))
            .filter_map(|layer| Some((layer, memory.area_rect(layer.id)?)))
            .collect()
    });
    shown.sort_by_key(|(layer, _)| format!("{layer:?}"));
    let mut astray = Vec::new();
    // A pixel of slack: egui rounds its areas' edges.
    let room = window.expand(1.0);
    for (i, (layer, rect)) in shown.iter().enumerate() {
        if !room.contains_rect(*rect) {
            astray.push(format!(
                "{:?} {:?}: cut off by the window's edge ({rect:?} in {window:?})",
                layer.order, layer.id
            ));
        }
        for (other, other_rect) in &shown[i + 1..] {
            if rect.shrink(1.0).intersects(other_rect.shrink(1.0)) {
                astray.push(format!(
                    "{:?} {:?}: over {:?} {:?}",
                    layer.order, layer.id, other.order, other.id
                ));
            }
        }
    }
    astray
}
