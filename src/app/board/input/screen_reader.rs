//! What a screen reader is told of the board. egui's menus, buttons and
//! bars reach AccessKit by themselves (bevy_egui's `accesskit` feature);
//! the board is drawn, not laid out, so each pit and store gets a node of
//! its own here, placed over it on the screen, that says what the board
//! shows: its name, whose row it is, its seeds and its marks. When the
//! keyboard moves to a pit (the white brackets), that pit's node takes
//! egui's focus, so a screen reader says where the keyboard now is.

use crate::app::board::animation::seeds::{Flight, SeedAt};
use crate::app::board::marks::overlay::{Projector, landed_counts, store_words};
use crate::app::board::marks::shown::ShownMarks;
use crate::app::board::marks::table::mark;
use crate::app::board::scene::layout::{PIT_RADIUS, pit_centre, store_centre};
use crate::app::round::pit_state::PitState;
use crate::app::round::play::Round;
use crate::app::state::{Pause, UiLayers};
use crate::app::ui::room::pit_node;
use crate::app::ui::words::Words;
use crate::rules::explain::side_name;
use crate::rules::{Edition, Pit, Side};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
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
    mut focused_before: Local<Option<Pit>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // The pit the keyboard is on, as the board shows it.
    let keyboard_on = (0..32u8)
        .map(|i| Pit::new(Side::BOTH[(i / 16) as usize], i % 16))
        .find(|pit| shown.marks.of(*pit).contains(&PitState::Focused));
    // Focus follows only a move of the keyboard: Tab into a panel keeps it.
    let moved_to = keyboard_on.filter(|_| keyboard_on != *focused_before);
    *focused_before = keyboard_on;
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
            let response =
                reader_node(&mut ui, pit_node(pit), rect, said, keyboard_on == Some(pit));
            if moved_to == Some(pit) {
                response.request_focus();
            }
        }
        if round.game.edition() != Edition::Kujifunza {
            let fallback = egui::pos2(90.0, 5.0 * side.index() as f32);
            let rect = place(store_centre(side), 0.5, fallback);
            let seeds = seeds_words(stores[side.index()], &words);
            let said = store_words(round.game.edition(), side, &seeds, &words);
            let id = egui::Id::new(("store", side.index()));
            reader_node(&mut ui, id, rect, said, false);
        }
    }
    Ok(())
}

/// A node a screen reader reads, over `rect`; it takes no pointer input,
/// so clicks still reach the pit below. Only the pit the keyboard is on can
/// take the focus: Tab still goes from it to the panels, not pit by pit.
fn reader_node(
    ui: &mut egui::Ui,
    id: egui::Id,
    rect: egui::Rect,
    words: String,
    focusable: bool,
) -> egui::Response {
    let sense = if focusable {
        egui::Sense::focusable_noninteractive()
    } else {
        egui::Sense::hover()
    };
    let response = ui.interact(rect, id, sense);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Label, true, &words));
    response
}
