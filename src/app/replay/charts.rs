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

/// One entry of a chart's key: its mark in its colour, and what it means.
pub(crate) struct Key {
    pub colour: egui::Color32,
    pub mark: Mark,
    pub meaning: String,
}

/// How a key draws its mark (painted: the UI font has no such glyphs).
#[derive(Clone, Copy)]
pub(crate) enum Mark {
    /// A curve: a short level line.
    Line,
    /// Marked moves: a dot.
    Dot,
    /// The move shown: a short upright line.
    Upright,
}

/// A key's mark, painted in a space the size of a small letter (space,
/// not a widget: a screen reader found six unnamed nodes in the review).
fn paint_mark(ui: &mut egui::Ui, mark: Mark, colour: egui::Color32) {
    let size = egui::vec2(14.0, 10.0);
    let (_, rect) = ui.allocate_space(size);
    let painter = ui.painter();
    let stroke = egui::Stroke::new(2.0, colour);
    match mark {
        Mark::Line => painter.line_segment([rect.left_center(), rect.right_center()], stroke),
        Mark::Dot => painter.circle_filled(rect.center(), 4.0, colour),
        Mark::Upright => painter.line_segment([rect.center_top(), rect.center_bottom()], stroke),
    };
}

/// The colour of the line at the move shown.
const SHOWN: egui::Color32 = egui::Color32::from_gray(170);

/// A chart over the game's plies, as the viewer's charts are: its axis in
/// moves, the move shown as a line, not dragged or zoomed; a click goes to
/// the move clicked. Its key is a row of words above it, not egui_plot's
/// legend, which sat over the start of the curves in a chart this low.
pub(crate) fn ply_chart<'a>(
    ui: &mut egui::Ui,
    plot: egui_plot::Plot<'a>,
    keys: &[Key],
    replay: &'a Replay,
    steps: &mut MessageWriter<ReplayStep>,
    words: &'a Words,
    draw: impl FnOnce(&mut egui_plot::PlotUi<'a>) + 'a,
) {
    let shown = Key {
        colour: SHOWN,
        mark: Mark::Upright,
        meaning: words.get("replay-shown"),
    };
    ui.horizontal_wrapped(|ui| {
        for key in keys.iter().chain([&shown]) {
            paint_mark(ui, key.mark, key.colour);
            ui.label(egui::RichText::new(&key.meaning).small());
            ui.add_space(4.0);
        }
    });
    let response = plot
        .x_axis_formatter(moves_axis(replay))
        .height(96.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .show(ui, move |plot| {
            draw(plot);
            plot.vline(egui_plot::VLine::new(shown.meaning, replay.ply as f64).color(SHOWN));
            plot.pointer_coordinate()
        });
    // A screen reader names the chart by its key and says a click moves.
    let meanings: Vec<&str> = keys.iter().map(|k| k.meaning.as_str()).collect();
    let name = words.with("replay-chart-name", &[("keys", &meanings.join(", "))]);
    response
        .response
        .ctx
        .accesskit_node_builder(response.response.id, |node| {
            node.set_role(egui::accesskit::Role::Figure);
            node.set_label(name);
        });
    if response.response.clicked()
        && let Some(at) = response.inner
    {
        let ply = at.x.round().clamp(0.0, replay.plies() as f64) as usize;
        steps.write(ReplayStep::To(ply));
    }
}
