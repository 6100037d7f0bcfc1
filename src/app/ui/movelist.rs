//! A game's moves in the notation (RULES.md §1), numbered, South's and
//! North's in two columns, the current one highlighted; a click on a move
//! asks to see the position after it. The replay viewer and the live game
//! both show it.

use super::words::Words;
use crate::rules::{Game, Position, Side};
use bevy_egui::egui;

/// The moves of a game from `start`, as text, each by the side that played it.
pub fn move_texts(start: &Position, game: &Game) -> Vec<(Side, String)> {
    let mut replay = Game::from_position(*start, game.rules().takasia);
    let mut texts = Vec::with_capacity(game.moves().len());
    for &mv in game.moves() {
        let side = replay.position().side;
        texts.push((side, replay.move_text(mv)));
        if replay.play_untraced(mv).is_err() {
            break;
        }
    }
    texts
}

/// Draws the list. `current`: the number of moves shown (0 at the start).
/// Returns the number of moves to show after a click: `i + 1` for move `i`,
/// 0 for the start.
pub fn move_list(
    ui: &mut egui::Ui,
    moves: &[(Side, String)],
    current: usize,
    words: &Words,
) -> Option<usize> {
    let mut clicked = None;
    // Scroll to the current move only when it changes, so the list can be
    // scrolled by hand meanwhile.
    let memory = egui::Id::new("move list shown");
    let moved = ui.ctx().data_mut(|d| {
        let before = d.get_temp::<usize>(memory);
        d.insert_temp(memory, current);
        before != Some(current)
    });
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            if ui
                .selectable_label(current == 0, words.get("moves-start"))
                .clicked()
            {
                clicked = Some(0);
            }
            // Rows of a South move and a North move; a game that starts with
            // North leaves the first South cell empty ("1. … a6<").
            let offset = usize::from(moves.first().is_some_and(|(side, _)| *side == Side::North));
            let rows = (moves.len() + offset).div_ceil(2);
            egui::Grid::new("moves")
                .num_columns(3)
                .striped(true)
                .show(ui, |ui| {
                    for row in 0..rows {
                        ui.label(format!("{}.", row + 1));
                        for column in 0..2 {
                            let slot = row * 2 + column;
                            match slot
                                .checked_sub(offset)
                                .and_then(|i| moves.get(i).map(|m| (i, m)))
                            {
                                Some((i, (_, text))) => {
                                    let label = ui.selectable_label(current == i + 1, text);
                                    if current == i + 1 && moved {
                                        label.scroll_to_me(None);
                                    }
                                    if label.clicked() {
                                        clicked = Some(i + 1);
                                    }
                                }
                                None => {
                                    ui.label("…");
                                }
                            }
                        }
                        ui.end_row();
                    }
                });
        });
    clicked
}
