//! How each mark's shape is drawn with egui, on the board (overlay.rs) and
//! in the legend: rings and outlines around a pit, badges inside it.

use super::table::MarkShape;
use bevy_egui::egui;

pub fn colour(rgb: [u8; 3], alpha: f32) -> egui::Color32 {
    let [r, g, b] = rgb;
    egui::Color32::from_rgba_unmultiplied(r, g, b, (alpha.clamp(0.0, 1.0) * 255.0) as u8)
}

/// Draws a mark's shape around or beside a pit at `c` of radius `r`. `age`
/// fades a passing mark; `slot` moves a badge aside, or a mark around the
/// pit further out, when several show on one pit.
pub fn draw_mark(
    painter: &egui::Painter,
    shape: MarkShape,
    rgb: [u8; 3],
    c: egui::Pos2,
    r: f32,
    age: f32,
    slot: usize,
) {
    let pen = Pen {
        painter,
        rgb,
        fade: 1.0 - age * age,
        width: (r / 9.0).max(2.0),
    };
    if shape.is_badge() {
        // Badges sit inside the pit's upper half, the first on the right
        // and the next ones leftwards: over seeds the count already says,
        // never over a neighbour's count or name, which lie between the
        // pits.
        let badge = c + egui::vec2(0.42 * r - slot as f32 * 0.84 * r, -0.36 * r);
        draw_badge(&pen, shape, badge, 0.34 * r);
    } else {
        // Marks around the pit: each one further out than the one before.
        let reach = r * (1.0 + 0.14 * slot as f32);
        draw_around(&pen, shape, c, reach, age);
    }
}

/// What a mark is drawn with: its colour, faded with its age, and its line.
struct Pen<'p> {
    painter: &'p egui::Painter,
    rgb: [u8; 3],
    fade: f32,
    width: f32,
}

impl Pen<'_> {
    fn stroke(&self, times: f32) -> egui::Stroke {
        egui::Stroke::new(self.width * times, colour(self.rgb, self.fade))
    }

    fn fill(&self) -> egui::Color32 {
        colour(self.rgb, self.fade)
    }

    fn line(&self, from: egui::Pos2, to: egui::Pos2, times: f32) {
        self.painter.line_segment([from, to], self.stroke(times));
    }
}

/// A badge (loop, cross, journey, no entry) on a dark disc at `badge`.
fn draw_badge(pen: &Pen, shape: MarkShape, badge: egui::Pos2, badge_r: f32) {
    let backing = egui::Color32::from_black_alpha((200.0 * pen.fade) as u8);
    pen.painter.circle_filled(badge, badge_r * 1.25, backing);
    let at = |x: f32, y: f32| badge + egui::vec2(x, y);
    match shape {
        MarkShape::Loop => {
            let points: Vec<egui::Pos2> = (0..=16)
                .map(|k| {
                    let a =
                        0.35 * std::f32::consts::PI + k as f32 / 16.0 * 1.5 * std::f32::consts::PI;
                    badge + egui::vec2(a.cos(), a.sin()) * badge_r
                })
                .collect();
            let end = *points.last().expect("points");
            pen.painter.add(egui::Shape::line(points, pen.stroke(1.0)));
            let head = badge_r * 0.6;
            pen.line(end, end + egui::vec2(head, -head * 0.2), 1.0);
            pen.line(end, end + egui::vec2(head * 0.2, head), 1.0);
        }
        MarkShape::Cross => {
            let d = badge_r * 0.8;
            pen.line(at(-d, -d), at(d, d), 1.4);
            pen.line(at(-d, d), at(d, -d), 1.4);
        }
        MarkShape::Journey => {
            let d = badge_r * 0.9;
            let tip = at(d, 0.0);
            pen.line(at(-d, 0.0), tip, 1.2);
            pen.line(tip, tip + egui::vec2(-d * 0.6, -d * 0.6), 1.2);
            pen.line(tip, tip + egui::vec2(-d * 0.6, d * 0.6), 1.2);
        }
        MarkShape::NoEntry => {
            pen.painter.circle_stroke(badge, badge_r, pen.stroke(1.0));
            let d = badge_r * 0.7;
            pen.line(at(-d, d), at(d, -d), 1.0);
        }
        MarkShape::Alert => {
            let d = badge_r * 0.85;
            pen.line(at(0.0, -d), at(0.0, d * 0.35), 1.5);
            pen.painter
                .circle_filled(at(0.0, d * 0.8), pen.width * 0.8, pen.fill());
        }
        _ => {}
    }
}

/// A mark drawn on or around the pit at `c` of radius `r`.
fn draw_around(pen: &Pen, shape: MarkShape, c: egui::Pos2, r: f32, age: f32) {
    let painter = pen.painter;
    let dark_edge = egui::Stroke::new(1.5, egui::Color32::from_black_alpha(200));
    match shape {
        MarkShape::GlowingRim => {
            painter.circle_stroke(c, r * 1.02, pen.stroke(1.3));
        }
        MarkShape::Brackets => {
            let h = r * 1.3;
            let arm = r * 0.45;
            for (sx, sy) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
                let corner = c + egui::vec2(sx * h, sy * h);
                pen.line(corner, corner - egui::vec2(sx * arm, 0.0), 1.2);
                pen.line(corner, corner - egui::vec2(0.0, sy * arm), 1.2);
            }
        }
        MarkShape::ThinRing => {
            painter.circle_stroke(c, r * 1.16, pen.stroke(0.8));
        }
        MarkShape::ThickRing => {
            painter.circle_stroke(c, r * 1.2, pen.stroke(2.4));
        }
        MarkShape::Pin => {
            let at = c + egui::vec2(-0.95 * r, -0.95 * r);
            painter.circle_filled(at, 0.2 * r, pen.fill());
            painter.circle_stroke(at, 0.2 * r, dark_edge);
        }
        MarkShape::Ripple => {
            painter.circle_stroke(c, r * (0.55 + 0.6 * age), pen.stroke(1.0));
        }
        MarkShape::Star => {
            // Four points around the pit's rim, at the diagonals.
            let points: Vec<egui::Pos2> = (0..8)
                .map(|k| {
                    let a = k as f32 * std::f32::consts::FRAC_PI_4 + std::f32::consts::FRAC_PI_4;
                    let reach = if k % 2 == 0 { 1.5 } else { 1.12 };
                    c + egui::vec2(a.cos(), a.sin()) * r * reach
                })
                .collect();
            let mut closed = points.clone();
            closed.push(points[0]);
            painter.add(egui::Shape::line(closed, pen.stroke(1.3)));
        }
        MarkShape::Target => {
            painter.circle_stroke(c, r * 0.45, pen.stroke(1.4));
            painter.circle_stroke(c, r * 1.25, pen.stroke(1.4));
        }
        MarkShape::Diamond => {
            let d = r * 1.45;
            let corners = vec![
                c + egui::vec2(0.0, -d),
                c + egui::vec2(d, 0.0),
                c + egui::vec2(0.0, d),
                c + egui::vec2(-d, 0.0),
                c + egui::vec2(0.0, -d),
            ];
            painter.add(egui::Shape::line(corners, pen.stroke(1.2)));
        }
        MarkShape::Dots => {
            for k in 0..10 {
                let a = k as f32 / 10.0 * std::f32::consts::TAU;
                let at = c + egui::vec2(a.cos(), a.sin()) * r * 1.22;
                painter.circle_filled(at, pen.width * 1.1, pen.fill());
            }
        }
        MarkShape::Roof => {
            // In the square's upper right corner, clear of the seeds, of
            // the badges and of the labels under the pit above, which
            // stand centred under it (overlay.rs).
            let top = c + egui::vec2(0.78 * r, -0.97 * r);
            let w = 0.24 * r;
            let roof = vec![top, top + egui::vec2(w, w), top + egui::vec2(-w, w)];
            painter.add(egui::Shape::convex_polygon(roof, pen.fill(), dark_edge));
        }
        _ => {}
    }
}
