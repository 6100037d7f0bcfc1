//! The legend: the marks' table (table.rs) drawn as the board draws each
//! mark, beside its meaning.

use super::shapes::draw_mark;
use super::table::{self, MARKS, MarkShape};
use crate::app::round::pit_state::PitState;
use crate::app::ui::words::Words;
use crate::record::settings::Palette;
use bevy_egui::egui;

/// The legend: every mark with its shape and meaning (table.rs), in a
/// window the player opens from the top bar or with L. Each mark is drawn
/// on a pit of its own, large enough to see the shape.
pub fn legend(ui: &mut egui::Ui, size: f32, palette: Palette, words: &Words) {
    for m in MARKS {
        ui.horizontal(|ui| {
            let (rect, _) =
                ui.allocate_exact_size(egui::vec2(size * 3.2, size * 2.4), egui::Sense::hover());
            let painter = ui.painter_at(rect.expand(size * 0.5));
            let (c, r) = (rect.center() + egui::vec2(0.0, size * 0.1), size * 0.85);
            let (floor, rim) = (
                egui::Color32::from_rgb(70, 45, 25),
                egui::Stroke::new(2.0, egui::Color32::from_rgb(128, 80, 40)),
            );
            if m.state == PitState::Nyumba {
                // The nyumba is the one square pit on the board: drawn so here.
                let square = egui::Rect::from_center_size(c, egui::vec2(2.0 * r, 2.0 * r));
                painter.rect_filled(square, 2.0, floor);
                painter.rect_stroke(square, 2.0, rim, egui::StrokeKind::Inside);
            } else {
                painter.circle_filled(c, r, floor);
                if m.shape != MarkShape::GlowingRim {
                    painter.circle_stroke(c, r, rim);
                }
            }
            let age = if m.state == PitState::Sown { 0.4 } else { 0.0 };
            let colour = table::colour(m.state, palette);
            if m.state == PitState::Threatened {
                // On the board a pit under threat also glows red when no
                // other mark has its rim.
                draw_mark(&painter, MarkShape::GlowingRim, colour, c, r, 0.0, 0);
            }
            draw_mark(&painter, m.shape, colour, c, r, age, 0);
            ui.label(words.get(m.meaning));
        });
    }
}
