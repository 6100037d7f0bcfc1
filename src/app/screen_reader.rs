//! What a screen reader is told of the board. egui's menus, buttons and
//! bars reach AccessKit by themselves (bevy_egui's `accesskit` feature);
//! the board is drawn, not laid out, so each pit and store gets a node of
//! its own here, placed over it on the screen, that says what the board
//! shows: its name, whose row it is, its seeds and its marks.

use super::animation::{Flight, SeedAt};
use super::layout::{PIT_RADIUS, pit_centre, store_centre};
use super::marks::{PitState, mark};
use super::overlay::{Projector, landed_counts};
use super::round::Round;
use super::shown::ShownMarks;
use super::state::{Pause, UiLayers};
use crate::rules::{Edition, Pit, Side};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        board_for_screen_readers
            .run_if(in_state(Pause::Running))
            .in_set(UiLayers::Hud),
    );
}

/// A pit in words: "A3, South's front row: 2 seeds; you can sow this pit".
pub fn pit_words(pit: Pit, owner: &str, seeds: u32, states: &[PitState]) -> String {
    let row = if pit.is_front() { "front" } else { "back" };
    let mut words = format!("{pit}, {owner}'s {row} row: {}", seeds_words(seeds));
    for state in states {
        words.push_str("; ");
        words.push_str(mark(*state).meaning);
    }
    words
}

fn seeds_words(n: u32) -> String {
    match n {
        0 => "empty".to_string(),
        1 => "1 seed".to_string(),
        n => format!("{n} seeds"),
    }
}

fn board_for_screen_readers(
    mut contexts: EguiContexts,
    round: Res<Round>,
    shown: Res<ShownMarks>,
    seeds: Query<(&SeedAt, &Flight, &GlobalTransform)>,
    cameras: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let project = cameras
        .single()
        .ok()
        .map(|camera| Projector::new(ctx, camera));
    // A circle of the board on the screen; without a camera (or off the
    // screen) a spot of its own, so the node is still there.
    let place = |world: Vec3, radius: f32, fallback: egui::Pos2| -> egui::Rect {
        match project.as_ref().and_then(|p| p.circle(world, radius)) {
            Some((c, r)) => egui::Rect::from_center_size(c, egui::Vec2::splat(2.0 * r)),
            None => egui::Rect::from_min_size(fallback, egui::Vec2::splat(4.0)),
        }
    };
    let (pits, stores) = landed_counts(&seeds);
    let mut ui = egui::Ui::new(
        ctx.clone(),
        "the board for screen readers".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    for side in Side::BOTH {
        let owner = side.name();
        for index in 0..16u8 {
            let pit = Pit::new(side, index);
            let fallback = egui::pos2(5.0 * index as f32, 5.0 * side.index() as f32);
            let rect = place(pit_centre(pit), PIT_RADIUS, fallback);
            let words = pit_words(
                pit,
                owner,
                pits[side.index()][index as usize],
                shown.marks.of(pit),
            );
            reader_node(
                &mut ui,
                egui::Id::new(("pit", side.index(), index)),
                rect,
                words,
            );
        }
        if round.game.edition() != Edition::Kujifunza {
            let word = if round.game.edition() == Edition::Kimasai {
                "reserve"
            } else {
                "store"
            };
            let fallback = egui::pos2(90.0, 5.0 * side.index() as f32);
            let rect = place(store_centre(side), 0.5, fallback);
            let words = format!("{owner}'s {word}: {}", seeds_words(stores[side.index()]));
            reader_node(&mut ui, egui::Id::new(("store", side.index())), rect, words);
        }
    }
    Ok(())
}

/// A node a screen reader reads, over `rect`; it takes no pointer input,
/// so clicks still reach the pit below.
fn reader_node(ui: &mut egui::Ui, id: egui::Id, rect: egui::Rect, words: String) {
    let response = ui.interact(rect, id, egui::Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Label, true, &words));
}
