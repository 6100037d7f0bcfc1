//! The pointer on the board: which pit it is over, and a tap (a press and a
//! release of one button on the same pit), also when both come in the frame
//! the pointer arrived in. egui's windows and bars cover the board for the
//! pointer where egui wants it, judged after this frame's input.

use super::choosing::Choice;
use crate::app::state::Pause;
use crate::rules::Pit;
use bevy::picking::PickingSystems;
use bevy::picking::backend::{HitData, PointerHits};
use bevy::picking::hover::HoverMap;
use bevy::picking::pointer::{PointerAction, PointerId, PointerInput, PointerLocation};
use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiContextSettings, PrimaryEguiContext, egui};

/// A pit's floor on the board: what the pointer picks.
#[derive(Component, Clone, Copy, Debug)]
pub struct PitSpot(pub Pit);

/// The pit under the pointer.
#[derive(Resource, Default)]
pub struct Hovered(pub Option<Pit>);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Hovered>()
        // Registered here too, so that the board runs where nothing points
        // (the headless tests); picking adds the same when it is on.
        .add_message::<PointerInput>()
        .init_resource::<HoverMap>()
        .init_resource::<PressedPits>()
        .add_message::<PitTap>()
        .add_observer(press_pit)
        .add_observer(hover_pit)
        .add_observer(leave_pit)
        .add_systems(
            PreUpdate,
            (tap_pits, choose_tapped_pit)
                .chain()
                .after(PickingSystems::Hover),
        );
}

/// Where there is a window: egui covers the board for the pointer as the
/// frame's own input places it.
pub(crate) fn windowed(app: &mut App) {
    app.add_systems(Update, leave_the_capture_to_the_board)
        .add_systems(
            PreUpdate,
            egui_covers_the_pointer.in_set(PickingSystems::Backend),
        );
}

/// A press and a release of one button on the same pit: the board's click.
/// Picking's own `Click` is aimed at the pit hovered a frame before the
/// release, so a tap whose press and release come in one frame (a touchpad
/// tap, a click the moment the pointer arrives) would be lost; a tap is
/// judged by the pits hovered now instead.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PitTap {
    pub pit: Pit,
    pub button: PointerButton,
}

/// The pit each pointer's button went down on, until it comes up.
#[derive(Resource, Default)]
struct PressedPits(Vec<(PointerId, PointerButton, Entity)>);

fn press_pit(press: On<Pointer<Press>>, spots: Query<&PitSpot>, mut pressed: ResMut<PressedPits>) {
    if !spots.contains(press.entity) {
        return;
    }
    let (pointer, button) = (press.pointer_id, press.button);
    pressed.0.retain(|&(p, b, _)| (p, b) != (pointer, button));
    pressed.0.push((pointer, button, press.entity));
}

/// A release over the pit its press went down on is a tap of that pit.
fn tap_pits(
    mut inputs: MessageReader<PointerInput>,
    hovered: Res<HoverMap>,
    spots: Query<&PitSpot>,
    mut pressed: ResMut<PressedPits>,
    mut taps: MessageWriter<PitTap>,
) {
    for input in inputs.read() {
        let PointerAction::Release(button) = input.action else {
            continue;
        };
        let pointer = input.pointer_id;
        let Some(i) = pressed
            .0
            .iter()
            .position(|&(p, b, _)| (p, b) == (pointer, button))
        else {
            continue;
        };
        let (_, _, entity) = pressed.0.swap_remove(i);
        let still_over = hovered
            .get(&pointer)
            .is_some_and(|hits| hits.contains_key(&entity));
        if let (true, Ok(spot)) = (still_over, spots.get(entity)) {
            taps.write(PitTap {
                pit: spot.0,
                button,
            });
        }
    }
}

/// A tapped pit is a choice of that pit.
fn choose_tapped_pit(
    mut taps: MessageReader<PitTap>,
    pause: Option<Res<State<Pause>>>,
    mut choices: MessageWriter<Choice>,
) {
    let paused = pause.is_some_and(|p| *p.get() == Pause::Paused);
    for tap in taps.read() {
        if !paused {
            choices.write(Choice::Pit(tap.pit));
        }
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

/// bevy_egui's own capture is judged after the frame's egui pass, where the
/// pointer was then: a pointer that comes off a bar onto a pit and clicks in
/// one frame was still blocked, and one that comes onto a button beside a
/// pit reached the pit under it too. The board's judge replaces it.
fn leave_the_capture_to_the_board(
    mut contexts: Query<&mut EguiContextSettings, Added<PrimaryEguiContext>>,
) {
    for mut settings in &mut contexts {
        settings.capture_pointer_input = false;
    }
}

/// egui covers the pointer (it is over a window, a bar or a button beside a
/// pit, or egui is using it, dragging a slider): the board under it is not
/// hit. Judged where the pointer is now, against where egui's areas were
/// last frame (the frame's egui pass comes later): a click the moment the
/// pointer arrives on an arrow beside a pit goes to the arrow alone. The
/// background layer is the board's own (the pause screen, the only panel
/// drawn there, hides the board).
fn egui_covers_the_pointer(
    pointers: Query<(&PointerId, &PointerLocation)>,
    mut contexts: Query<(Entity, &mut EguiContext, &Camera), With<PrimaryEguiContext>>,
    mut hits: MessageWriter<PointerHits>,
) {
    let Ok((context, mut egui, camera)) = contexts.single_mut() else {
        return;
    };
    let egui = egui.get_mut();
    let zoom = egui.zoom_factor();
    let using = egui.egui_is_using_pointer();
    for (pointer, location) in &pointers {
        let Some(location) = &location.location else {
            continue;
        };
        let at = egui::pos2(location.position.x / zoom, location.position.y / zoom);
        let over = egui
            .layer_id_at(at)
            .is_some_and(|layer| layer.order != egui::Order::Background);
        if using || over {
            let hit = HitData::new(context, 0.0, None, None);
            // Above every camera's meshes, as bevy_egui's own capture is.
            let order = camera.order as f32 + 0.6;
            hits.write(PointerHits::new(*pointer, vec![(context, hit)], order));
        }
    }
}
