//! What a screen reader is told of the board. egui's menus, buttons and
//! bars reach AccessKit by themselves (bevy_egui's `accesskit` feature);
//! the board is drawn, not laid out, so each pit and store gets a node of
//! its own here, placed over it on the screen, that says what the board
//! shows: its name, whose row it is, its seeds and its marks.

use super::animation::{Flight, SeedAt};
use super::layout::{PIT_RADIUS, pit_centre, store_centre};
use super::marks::{PitState, mark};
use super::overlay::{Projector, landed_counts, store_words};
use super::round::Round;
use super::shown::ShownMarks;
use super::state::{Pause, UiLayers};
use super::words::Words;
use crate::rules::explain::side_name;
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
pub fn pit_words(pit: Pit, owner: &str, seeds: u32, states: &[PitState], words: &Words) -> String {
    let row = words.get(if pit.is_front() {
        "row-front"
    } else {
        "row-back"
    });
    let mut said = words.with(
        "reader-pit",
        &[
            ("pit", &pit.to_string()),
            ("owner", owner),
            ("row", &row),
            ("seeds", &seeds_words(seeds, words)),
        ],
    );
    for state in states {
        said.push_str("; ");
        said.push_str(&words.get(mark(*state).meaning));
    }
    said
}

/// "empty", "1 seed", "3 seeds".
fn seeds_words(n: u32, words: &Words) -> String {
    if n == 0 {
        words.get("reader-empty")
    } else {
        words.seeds(n)
    }
}

fn board_for_screen_readers(
    mut contexts: EguiContexts,
    round: Res<Round>,
    shown: Res<ShownMarks>,
    seeds: Query<(&SeedAt, &Flight, &GlobalTransform)>,
    cameras: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
    words: Res<Words>,
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
        let owner = side_name(side, &words);
        for index in 0..16u8 {
            let pit = Pit::new(side, index);
            let fallback = egui::pos2(5.0 * index as f32, 5.0 * side.index() as f32);
            let rect = place(pit_centre(pit), PIT_RADIUS, fallback);
            let said = pit_words(
                pit,
                &owner,
                pits[side.index()][index as usize],
                shown.marks.of(pit),
                &words,
            );
            reader_node(
                &mut ui,
                egui::Id::new(("pit", side.index(), index)),
                rect,
                said,
            );
        }
        if round.game.edition() != Edition::Kujifunza {
            let fallback = egui::pos2(90.0, 5.0 * side.index() as f32);
            let rect = place(store_centre(side), 0.5, fallback);
            let seeds = seeds_words(stores[side.index()], &words);
            let said = store_words(round.game.edition(), side, &seeds, &words);
            reader_node(&mut ui, egui::Id::new(("store", side.index())), rect, said);
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
