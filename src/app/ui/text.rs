//! The text egui draws, in every window: its zoom, which follows the
//! window's height, and its glyphs, laid out ahead so none shows a frame
//! late.

use bevy_egui::egui;

/// The zoom of everything egui draws: 1 at 720 px high, growing and
/// shrinking with the window, so text stays in proportion to the board.
pub fn zoom_for(window_height: f32) -> f32 {
    (window_height / 720.0).clamp(0.8, 2.5)
}

/// Every character the game's text uses: laid out once at each size, so
/// that a frame never shows text whose letters are not drawn yet (egui adds
/// a glyph to its atlas the first time it is laid out, and shows it a frame
/// later).
pub fn warm_glyphs(ctx: &egui::Context) {
    let mut text: String = (' '..='~').collect();
    text.push_str("…·⏱▶◀✔âéÉ×−–—’“”");
    let sizes = [
        9.0, 11.0, 12.5, 13.0, 14.0, 15.3, 16.2, 17.0, 18.0, 18.9, 19.8, 20.0, 23.0, 24.3, 34.0,
        40.0, 44.0,
    ];
    ctx.fonts_mut(|fonts| {
        for size in sizes {
            for font in [
                egui::FontId::proportional(size),
                egui::FontId::monospace(size),
            ] {
                let _ = fonts.layout_no_wrap(text.clone(), font, egui::Color32::WHITE);
            }
        }
    });
}
