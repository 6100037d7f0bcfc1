//! The viewer's charts over a game's plies (the seeds, a review's win
//! chance): one look and one way to jump from them.

use super::viewer::{Replay, ReplayStep};
use crate::app::ui::words::Words;
use crate::rules::Side;
use bevy::prelude::*;
use bevy_egui::egui;

/// A chart's axis over the plies, counted in moves as the move list counts
/// them: after ply p (a whole number of moves only after each North ply)
/// the mark says the move.
pub(crate) fn moves_axis(
    replay: &Replay,
) -> impl Fn(egui_plot::GridMark, &std::ops::RangeInclusive<f64>) -> String + use<> {
    let north_first = replay.recorded().record.start_position().side == Side::North;
    move |mark, _| {
        let after = mark.value.round() as i64 + i64::from(north_first);
        if (mark.value - mark.value.round()).abs() < 1e-6 && after % 2 == 0 {
            (after / 2).to_string()
        } else {
            String::new()
        }
    }
}

/// A chart over the game's plies, as the viewer's charts are: its axis in
/// moves, the move shown as a line, not dragged or zoomed; a click goes to
/// the move clicked.
pub(crate) fn ply_chart<'a>(
    ui: &mut egui::Ui,
    plot: egui_plot::Plot<'a>,
    replay: &'a Replay,
    steps: &mut MessageWriter<ReplayStep>,
    words: &'a Words,
    draw: impl FnOnce(&mut egui_plot::PlotUi<'a>) + 'a,
) {
    let response = plot
        .x_axis_formatter(moves_axis(replay))
        .height(96.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .legend(egui_plot::Legend::default().position(egui_plot::Corner::LeftTop))
        .show(ui, |plot| {
            draw(plot);
            plot.vline(egui_plot::VLine::new(
                words.get("replay-shown"),
                replay.ply as f64,
            ));
            plot.pointer_coordinate()
        });
    if response.response.clicked()
        && let Some(at) = response.inner
    {
        let ply = at.x.round().clamp(0.0, replay.plies() as f64) as usize;
        steps.write(ReplayStep::To(ply));
    }
}
