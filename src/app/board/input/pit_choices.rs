//! The person's choices drawn at the pit they concern, over the board: the
//! two ways to sow beside the chosen pit, the two kichwa, or stop and safari
//! at the nyumba. Each button is also a key (← →, as the bottom line says).

use super::choosing::{Choice, Question, Selection, directions};
use super::pointer::Hovered;
use crate::app::board::marks::overlay::{
    LABEL_SIZE, Projector, board_overlay, plate_z, visible_rect, way_arrow,
};
use crate::app::board::scene::layout::{BoardView, pit_centre};
use crate::app::round::animation::AnimationQueue;
use crate::app::round::play::Round;
use crate::app::state::{Pause, Turn, UiLayers};
use crate::app::ui::room::BoardArea;
use crate::app::ui::words::Words;
use crate::rules::board::{LEFT_KICHWA, NYUMBA, RIGHT_KICHWA};
use crate::rules::{Pit, Side};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Drawn over the board's labels, in the HUD's layer, while the game runs.
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        choices_at_the_pit
            .after(board_overlay)
            .run_if(in_state(Pause::Running))
            .in_set(UiLayers::Hud),
    );
}

/// What the choices at the pit read: the round, the pit chosen and the
/// turn (which make the question), and whether a move is still shown.
#[derive(SystemParam)]
struct Asking<'w> {
    round: Res<'w, Round>,
    selection: Res<'w, Selection>,
    turn: Option<Res<'w, State<Turn>>>,
    queue: Res<'w, AnimationQueue>,
    hovered: Res<'w, Hovered>,
}

/// Where the choices are drawn: egui's context, the board as seen on the
/// screen, and what the panels leave of the window.
struct AtThePit<'a> {
    ctx: &'a egui::Context,
    project: Projector<'a>,
    visible: egui::Rect,
}

impl AtThePit<'_> {
    /// One choice's button centred at `at`, kept in view over the board;
    /// its egui id is ("choice", `id`). True when it was clicked.
    fn button(&self, id: &str, at: egui::Pos2, text: &str, size: f32) -> bool {
        let mut clicked = false;
        egui::Area::new(egui::Id::new(("choice", id.to_string())))
            .fixed_pos(at)
            .pivot(egui::Align2::CENTER_CENTER)
            .constrain_to(self.visible)
            .order(egui::Order::Foreground)
            .show(self.ctx, |ui| {
                // Padding in step with the text: two arrows share one pit
                // at every text scale.
                ui.spacing_mut().button_padding = egui::vec2(size * 0.1, size * 0.05);
                let text = egui::RichText::new(text).size(size).strong();
                clicked = ui
                    .add(
                        egui::Button::new(text)
                            .fill(egui::Color32::from_rgb(0, 120, 90))
                            .corner_radius(size * 0.4),
                    )
                    .clicked();
            });
        clicked
    }
}

/// The person's choices drawn at the pit they concern, once the board is
/// still: the question asked decides which of the three are drawn.
fn choices_at_the_pit(
    mut contexts: EguiContexts,
    asking: Asking,
    cameras: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
    view: Res<BoardView>,
    mut choices: MessageWriter<Choice>,
    words: Res<Words>,
    area: Res<BoardArea>,
) -> Result {
    if !asking.queue.is_idle() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let Ok(camera) = cameras.single() else {
        return Ok(());
    };
    let round = &asking.round;
    let turn = asking.turn.as_ref().map(|t| *t.get());
    let question = Question::of(round, &asking.selection, turn);
    let side = round.side_to_move();
    let place = AtThePit {
        ctx,
        project: Projector::new(ctx, camera),
        visible: visible_rect(ctx, &area),
    };
    match question {
        Question::Direction { pit } => direction_arrows(&place, pit, &mut choices),
        Question::Kichwa { .. } => kichwa_buttons(&place, side, view.flipped, &words, &mut choices),
        Question::Safari => safari_buttons(&place, side, &words, &mut choices),
        Question::Pit => {
            let pit = asking.hovered.0.or(asking.selection.focus);
            if let Some(pit) = pit.filter(|p| p.side == side) {
                one_way(&place, round, pit);
            }
        }
        // The warning's choices are the bottom bar's.
        Question::None | Question::Warning(_) => {}
    }
    Ok(())
}

/// A pit that can be sown one way only is played as soon as it is chosen,
/// so its way is drawn while the pointer or the keyboard is on it, before
/// it is chosen (issue 50, item 5): the player sees where the seeds go.
fn one_way(place: &AtThePit, round: &Round, pit: Pit) {
    if let [dir] = directions(round, pit).as_slice() {
        // The board's own layer (drawn after its marks), so a window
        // such as the Rules panel stays above the arrow.
        let layer = egui::LayerId::background();
        let paint = egui::Color32::from_rgb(255, 240, 160);
        way_arrow(
            &place.ctx.layer_painter(layer),
            &place.project,
            pit,
            *dir,
            paint,
        );
    }
}

/// Which way to sow from the chosen pit: ◀ and ▶ on the pit's two halves,
/// as large as they fit there, since beside it they would cover its
/// neighbours.
fn direction_arrows(place: &AtThePit, pit: Pit, choices: &mut MessageWriter<Choice>) {
    let Some((c, r)) = place.project.pit(pit) else {
        return;
    };
    let arrow = (r * 0.6).min(LABEL_SIZE * 1.35);
    for right in [false, true] {
        let dx = if right { 1.0 } else { -1.0 };
        let label = if right { "▶" } else { "◀" };
        if place.button(label, c + egui::vec2(dx * 0.5 * r, 0.0), label, arrow) {
            choices.write(Choice::Side { right });
        }
    }
}

/// Which kichwa sows a namua capture: one button for each, at the mover's
/// edge of the board in line with it, saying which way the seeds go.
fn kichwa_buttons(
    place: &AtThePit,
    side: Side,
    flipped: bool,
    words: &Words,
    choices: &mut MessageWriter<Choice>,
) {
    // Seen from South, the kichwa on the screen's left is A1 for South and
    // a8 for North; the turned board shows the other.
    let (left, right) = match (side == Side::South) != flipped {
        true => (LEFT_KICHWA, RIGHT_KICHWA),
        false => (RIGHT_KICHWA, LEFT_KICHWA),
    };
    for (is_right, index) in [(false, left), (true, right)] {
        let kichwa = Pit::new(side, index);
        // At the mover's edge of the board, in line with the kichwa, off the
        // pits and the stores (beside the kichwa they would cover it, its
        // neighbour and the store); the arrow shows the way the captured
        // seeds go from it.
        let edge = Vec3::new(pit_centre(kichwa).x, 0.0, plate_z(side));
        let Some(at) = place.project.screen(edge) else {
            continue;
        };
        let name = kichwa.to_string();
        let pit = [("pit", name.as_str())];
        let label = if is_right {
            words.with("board-from-kichwa-right", &pit)
        } else {
            words.with("board-from-kichwa-left", &pit)
        };
        if place.button(&label, at, &label, LABEL_SIZE * 1.35) {
            choices.write(Choice::Side { right: is_right });
        }
    }
}

/// Stop or go on safari, when the capture lap ended in the nyumba: either
/// side of the mover's plate at their edge of the board, off the pits
/// (beside the nyumba they would cover the pits on either side).
fn safari_buttons(
    place: &AtThePit,
    side: Side,
    words: &Words,
    choices: &mut MessageWriter<Choice>,
) {
    let Some((_, r)) = place.project.pit(Pit::new(side, NYUMBA)) else {
        return;
    };
    let Some(at) = place.project.screen(Vec3::new(0.0, 0.0, plate_z(side))) else {
        return;
    };
    let size = LABEL_SIZE * 1.35;
    let stop = words.get("board-stop");
    if place.button("stop", at + egui::vec2(-4.4 * r, 0.0), &stop, size) {
        choices.write(Choice::Safari(false));
    }
    let safari = words.get("board-safari");
    if place.button("safari", at + egui::vec2(4.4 * r, 0.0), &safari, size) {
        choices.write(Choice::Safari(true));
    }
}
