//! Small egui pieces that several windows share: buttons, pickers, and
//! the framed areas the bars and panels are drawn in.

use super::words::Words;
use crate::app::ui::room::{BoardArea, HudBars, KeysToPanel, is_pit_node};
use crate::bot::LEVELS;
use crate::record::settings::Player;
use bevy::prelude::*;
use bevy_egui::egui;

/// A wide button of the title and pause screens.
pub fn big_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.add_sized(
        [240.0, 34.0],
        egui::Button::new(egui::RichText::new(text).size(18.0)),
    )
}

/// Names a widget for screen readers: a combo box opened from its own
/// id has no name of its own, and AT-SPI read it as an empty "combo box".
pub fn name_for_screen_readers(response: &egui::Response, name: &str) {
    response
        .ctx
        .accesskit_node_builder(response.id, |node| node.set_label(name.to_string()));
}

/// A row of a two-column grid: who plays a side, a person or a bot level.
pub fn player_picker(ui: &mut egui::Ui, label: &str, player: &mut Player, words: &Words) {
    ui.label(label);
    let combo = egui::ComboBox::from_id_salt(label)
        .selected_text(player.said(words))
        .width(220.0)
        .show_ui(ui, |ui| {
            ui.selectable_value(player, Player::Person, Player::Person.said(words));
            for level in LEVELS {
                ui.selectable_value(player, Player::Bot(level), Player::Bot(level).said(words));
            }
        });
    name_for_screen_readers(&combo.response, label);
    ui.end_row();
}

/// A modal window over the game, which a dark backdrop puts out of play:
/// egui's default (100 of 255) left the board looking live beneath it.
pub fn modal(id: &str) -> egui::Modal {
    egui::Modal::new(egui::Id::new(id)).backdrop_color(egui::Color32::from_black_alpha(170))
}

/// An area of the window anchored at `anchor`, on the panels' fill. Unlike
/// an egui panel it takes the pointer only where it is drawn, so the board
/// stays clickable everywhere else.
pub fn framed_area<R>(
    ctx: &egui::Context,
    id: &str,
    anchor: egui::Align2,
    offset: egui::Vec2,
    margin: egui::Margin,
    contents: impl FnOnce(&mut egui::Ui) -> R,
) -> egui::InnerResponse<R> {
    egui::Area::new(egui::Id::new(id))
        .anchor(anchor, offset)
        .order(egui::Order::Middle)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(ui.visuals().panel_fill)
                .inner_margin(margin)
                .show(ui, contents)
                .inner
        })
}

/// Where a panel stands: always beside the board (the practice editor's
/// long list), or under it in a narrow window (the lessons' and the
/// puzzles' few lines), where beside it would leave the board half the
/// window's width: at 800x600 it was 470 pixels wide beside a short panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Beside,
    BesideOrUnder,
}

/// A panel's name, its width beside the board, and where it may stand.
pub struct Panel<'a> {
    pub id: &'a str,
    pub width: f32,
    pub place: Place,
}

/// Narrower than this (width over height), a window has the panel under
/// the board: 4:3 and 5:4 windows do, 16:10 and 16:9 ones keep it beside.
const NARROW: f32 = 1.5;
/// The most of the room between the bars a panel under the board takes;
/// it scrolls beyond.
const MOST_UNDER: f32 = 0.4;

/// A panel beside the board (or under it, see `Place`), between the HUD's
/// bars, scrolling when bigger than its room. The camera frames the board
/// in what it leaves, and the keys are the panel's while one of its
/// controls has the focus (the practice board's and the lessons').
pub fn side_panel(
    ctx: &egui::Context,
    panel: Panel,
    bars: &HudBars,
    area: &mut ResMut<BoardArea>,
    keys_to_panel: &mut ResMut<KeysToPanel>,
    contents: impl FnOnce(&mut egui::Ui),
) {
    let zoom = ctx.zoom_factor();
    let (top, bottom) = (bars.top / zoom, bars.bottom / zoom);
    let screen = ctx.content_rect();
    let margin = egui::Margin::symmetric(10, 8);
    // What the bars leave, less the panel's own margins.
    let room = screen.height() - top - bottom - margin.sum().y - 4.0;
    // Under only where the bars leave two thirds of the height: with the
    // text at 200% they take more, and the board would have no room left.
    let under = panel.place == Place::BesideOrUnder
        && screen.width() < NARROW * screen.height()
        && top + bottom <= screen.height() / 3.0;
    let (anchor, offset, width, height) = if under {
        let width = screen.width() - margin.sum().x;
        (
            egui::Align2::LEFT_BOTTOM,
            egui::vec2(0.0, -bottom),
            width,
            room * MOST_UNDER,
        )
    } else {
        (
            egui::Align2::RIGHT_TOP,
            egui::vec2(0.0, top),
            panel.width,
            room,
        )
    };
    let shown = framed_area(ctx, panel.id, anchor, offset, margin, |ui| {
        ui.set_width(width);
        let height = height.max(120.0);
        // Under the board the panel keeps one height: the board would
        // grow and shrink with each stage's lines.
        if under {
            ui.set_min_height(height);
        }
        ui.set_max_height(height);
        egui::ScrollArea::vertical().show(ui, contents);
    });
    let size = shown.response.rect.size() * zoom;
    area.set_if_neq(if under {
        BoardArea {
            right: 0.0,
            bottom: size.y,
        }
    } else {
        BoardArea {
            right: size.x,
            bottom: 0.0,
        }
    });
    // A pit's screen-reader node holding the focus leaves the keys to the board.
    let focused = ctx.memory(|m| m.focused());
    keys_to_panel.set_if_neq(KeysToPanel(focused.is_some_and(|id| !is_pit_node(id))));
}

/// A question in a modal window: the text, then two buttons. Returns which
/// was pressed (Esc or a click beside it is the second).
/// A question with two answers; `id` names the window and its messages:
/// `ask-<id>` (the question), `ask-<id>-yes` and `ask-<id>-no`.
pub fn ask(ctx: &egui::Context, words: &Words, id: &str) -> Option<bool> {
    let text = words.get(&format!("ask-{id}"));
    let yes = words.get(&format!("ask-{id}-yes"));
    let no = words.get(&format!("ask-{id}-no"));
    let response = modal(id).show(ctx, |ui| {
        ui.set_max_width(440.0);
        ui.label(egui::RichText::new(text).size(17.0));
        ui.add_space(10.0);
        ui.horizontal(|ui| {
            if ui.button(egui::RichText::new(yes).size(16.0)).clicked() {
                Some(true)
            } else if ui.button(egui::RichText::new(no).size(16.0)).clicked() {
                Some(false)
            } else {
                None
            }
        })
        .inner
    });
    if response.should_close() {
        return Some(false);
    }
    response.inner
}

/// A modal window with a title: centred over a dimmed screen, closed by Esc or a click
/// beside it.
pub fn titled_modal<R>(
    ctx: &egui::Context,
    id: &str,
    title: &str,
    content: impl FnOnce(&mut egui::Ui) -> R,
) -> (R, bool) {
    let response = modal(id).show(ctx, |ui| {
        ui.set_max_width(520.0);
        ui.heading(title);
        ui.add_space(6.0);
        content(ui)
    });
    let closed = response.should_close();
    (response.inner, closed)
}

/// A root `Ui` over the whole window, for the pause screen's panel.
pub fn screen_ui(ctx: &egui::Context, id: &'static str) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        id.into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    )
}

/// A line of explanation under an option.
pub fn option_hint(ui: &mut egui::Ui, text: &str) {
    ui.label("");
    ui.label(egui::RichText::new(text).weak().size(13.0));
    ui.end_row();
}

/// What the button under the pointer (or the keyboard) does, in a place
/// kept for two lines whether or not there is something to say.
pub fn about_line(ui: &mut egui::Ui, about: Option<String>) {
    let width = ui.available_width().min(340.0);
    let height = 2.4 * ui.text_style_height(&egui::TextStyle::Body);
    ui.allocate_ui(egui::vec2(width, height), |ui| {
        ui.set_min_size(egui::vec2(width, height));
        if let Some(about) = about {
            ui.add(egui::Label::new(egui::RichText::new(about).weak()).wrap());
        }
    });
}
