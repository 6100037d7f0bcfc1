//! The in-game HUD (egui): whose turn, the clock, the stores, the commentary
//! line, the person's question with its buttons, and labels on the board
//! (seed counts, pit names, the players' names).

use super::animation::{AnimationQueue, Commentary};
use super::demo::Demo;
use super::input::{Choice, Question, Selection};
use super::layout::{pit_centre, store_centre};
use super::round::{Round, clock_text};
use super::settings::GameSettings;
use super::state::{Menu, Pause, Screen, Turn, UiLayers};
use crate::record::settings::Speed;
use crate::rules::{Dir, Edition, Move, Pit, Side};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .configure_sets(
            EguiPrimaryContextPass,
            (UiLayers::Hud, UiLayers::Menus, UiLayers::Windows).chain(),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (bars, board_labels)
                .chain()
                .run_if(in_state(Pause::Running))
                .in_set(UiLayers::Hud),
        );
}

/// A bar across the top or bottom of the window. It is an egui area only as
/// tall as its contents, so the pointer reaches the board everywhere else
/// (a panel would make egui claim the whole window for itself).
fn bar(ctx: &egui::Context, id: &'static str, top: bool, add_contents: impl FnOnce(&mut egui::Ui)) {
    let width = ctx.content_rect().width();
    let anchor = if top {
        egui::Align2::LEFT_TOP
    } else {
        egui::Align2::LEFT_BOTTOM
    };
    egui::Area::new(id.into())
        .anchor(anchor, egui::vec2(0.0, 0.0))
        .order(egui::Order::Middle)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(ui.visuals().panel_fill)
                .inner_margin(egui::Margin::symmetric(8, 4))
                .show(ui, |ui| {
                    ui.set_width(width - 16.0);
                    add_contents(ui);
                });
        });
}

/// An arrow for seeds leaving a pit towards the screen's right or left.
fn arrow(right: bool) -> &'static str {
    if right { "▶" } else { "◀" }
}

fn bars(
    mut contexts: EguiContexts,
    round: Res<Round>,
    commentary: Res<Commentary>,
    selection: Res<Selection>,
    turn: Option<Res<State<Turn>>>,
    mut queue: ResMut<AnimationQueue>,
    mut settings: ResMut<GameSettings>,
    menu: Res<State<Menu>>,
    mut next_menu: ResMut<NextState<Menu>>,
    mut pause: ResMut<NextState<Pause>>,
    mut choices: MessageWriter<Choice>,
    demo: Option<Res<Demo>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let turn = turn.map(|t| *t.get());
    if turn.is_none() {
        return Ok(());
    }
    // The board owns the keyboard during play: an egui button keeps no focus,
    // so Enter or Space never presses a button clicked earlier.
    if *menu.get() == Menu::None
        && let Some(id) = ctx.memory(|m| m.focused())
    {
        ctx.memory_mut(|m| m.surrender_focus(id));
    }
    let side = round.side_to_move();
    bar(ctx, "top bar", true, |ui| {
        ui.horizontal(|ui| {
            ui.heading(round.game.edition().title());
            if round.game.edition() == Edition::Kiswahili && !round.game.rules().takasia {
                ui.label("(takasia off)");
            }
            if let Some(demo) = &demo {
                ui.label(format!("demo, game {}", demo.game + 1))
                    .on_hover_text("Bot against bot, endlessly; Esc for the menu");
            }
            ui.separator();
            match turn {
                Some(Turn::Over) => {
                    ui.strong("The game is over");
                }
                Some(Turn::Animating) => {
                    ui.strong(format!("{} moves", round.side_label(round.last_mover())));
                }
                Some(Turn::Bot) => {
                    ui.add(egui::Spinner::new());
                    ui.strong(format!("{} is thinking…", round.side_label(side)));
                }
                _ => {
                    ui.strong(format!("{} to move", round.side_label(side)));
                }
            }
            ui.separator();
            ui.label(format!("⏱ {}", clock_text(round.clock)))
                .on_hover_text("Active playing time; pauses do not count");
            ui.label(format!("move {}", round.game.moves().len() + 1));
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui.button("Menu (Esc)").clicked() {
                    pause.set(Pause::Paused);
                }
                if ui.button("Rules (F1)").clicked() {
                    next_menu.set(menu.get().toggled(Menu::Rules));
                }
                if ui.button("Settings").clicked() {
                    next_menu.set(menu.get().toggled(Menu::Settings));
                }
                let speed = &mut settings.settings.speed;
                egui::ComboBox::from_id_salt("speed")
                    .selected_text(format!("speed: {}", speed.name()))
                    .show_ui(ui, |ui| {
                        for s in Speed::ALL {
                            ui.selectable_value(speed, s, s.name());
                        }
                    });
                let animating = !queue.is_idle();
                if ui
                    .add_enabled(animating, egui::Button::new("Finish move (F)"))
                    .clicked()
                {
                    queue.finish_now = true;
                }
            });
        });
    });
    bar(ctx, "bottom bar", false, |ui| {
        ui.add_space(2.0);
        let question = Question::of(&round, &selection, turn);
        ui.horizontal(|ui| match question {
            Question::None => {
                if let Some(result) = round.result_text() {
                    ui.strong(result);
                } else {
                    ui.label(commentary.line());
                }
            }
            Question::Pit => {
                ui.label(format!(
                    "{}: choose a glowing pit (click, or Tab / arrows then Enter).",
                    side.name()
                ));
                if !commentary.title.is_empty() {
                    ui.separator();
                    ui.weak(commentary.line());
                }
            }
            Question::Direction { pit } | Question::Kichwa { pit } => {
                let kichwa = matches!(question, Question::Kichwa { .. });
                ui.label(if kichwa {
                    format!("Capture at {pit}: sow the captured seeds from which kichwa?")
                } else {
                    format!("Sow {pit} which way?")
                });
                for towards_right in [false, true] {
                    let Some(dir) = question.side_dir(side, towards_right) else {
                        continue;
                    };
                    let label = if kichwa {
                        // Clockwise sowing starts in the left kichwa (pit 1).
                        let start = Pit::new(side, if dir == Dir::Clockwise { 0 } else { 7 });
                        format!("from {start}")
                    } else {
                        round.game.move_text(Move::new(pit.index, dir))
                    };
                    if ui
                        .button(format!("{} {label}", arrow(towards_right)))
                        .clicked()
                    {
                        choices.write(Choice::Side {
                            right: towards_right,
                        });
                    }
                }
                if ui.button("Back (Backspace)").clicked() {
                    choices.write(Choice::Cancel);
                }
            }
            Question::Safari => {
                ui.label("The capture's sowing ended in your nyumba:");
                if ui.button("◀ Stop here").clicked() {
                    choices.write(Choice::Safari(false));
                }
                if ui.button("Safari: sow the nyumba on ▶").clicked() {
                    choices.write(Choice::Safari(true));
                }
            }
        });
        ui.add_space(2.0);
    });
    Ok(())
}

/// Seed counts beside the pits, pit names, store counts and the players'
/// names, painted under every window at the board's projected positions.
fn board_labels(
    mut contexts: EguiContexts,
    round: Res<Round>,
    queue: Res<AnimationQueue>,
    settings: Res<GameSettings>,
    cameras: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
    screen: Res<State<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Ok((camera, camera_at)) = cameras.single() else {
        return Ok(());
    };
    let painter = ctx.layer_painter(egui::LayerId::background());
    let to_screen = |world: Vec3| -> Option<egui::Pos2> {
        camera
            .world_to_viewport(camera_at, world)
            .ok()
            .map(|p| egui::pos2(p.x, p.y))
    };
    let (pits, stores, _) = queue.counts();
    let settings = &settings.settings;
    let font = egui::FontId::proportional(13.0);
    for side in Side::BOTH {
        for index in 0..16 {
            let pit = Pit::new(side, index);
            let centre = pit_centre(pit);
            if settings.show_counts {
                let n = pits[side.index()][index as usize];
                if let Some(at) = to_screen(centre + Vec3::new(0.36, 0.0, 0.36)) {
                    let rect = egui::Rect::from_center_size(at, egui::vec2(20.0, 16.0));
                    painter.rect_filled(rect, 4.0, egui::Color32::from_black_alpha(150));
                    painter.text(
                        at,
                        egui::Align2::CENTER_CENTER,
                        n.to_string(),
                        font.clone(),
                        egui::Color32::from_rgb(250, 240, 220),
                    );
                }
            }
            if settings.show_names
                && let Some(at) = to_screen(centre + Vec3::new(-0.36, 0.0, -0.36))
            {
                painter.text(
                    at,
                    egui::Align2::CENTER_CENTER,
                    pit.to_string(),
                    font.clone(),
                    egui::Color32::from_rgb(255, 230, 150),
                );
            }
        }
        let edition = round.game.edition();
        if edition != Edition::Kujifunza
            && let Some(at) = to_screen(
                store_centre(side)
                    + Vec3::new(0.0, 0.0, if side == Side::South { -1.2 } else { 1.2 }),
            )
        {
            let word = if edition == Edition::Kimasai {
                "reserve"
            } else {
                "store"
            };
            painter.text(
                at,
                egui::Align2::CENTER_CENTER,
                format!("{word}: {}", stores[side.index()]),
                egui::FontId::proportional(15.0),
                egui::Color32::from_rgb(250, 240, 220),
            );
        }
        if *screen.get() == Screen::Playing {
            let z = match side {
                Side::South => 2.75,
                Side::North => -2.75,
            };
            if let Some(at) = to_screen(Vec3::new(0.0, 0.0, z)) {
                // While a move is shown, its mover keeps the mark, as in the top bar.
                let acting = if queue.is_idle() {
                    round.side_to_move()
                } else {
                    round.last_mover()
                };
                let mine = acting == side && !round.game.status().is_over();
                let colour = if mine {
                    egui::Color32::from_rgb(255, 214, 120)
                } else {
                    egui::Color32::from_rgb(200, 190, 175)
                };
                let marker = if mine { "▶ " } else { "" };
                painter.text(
                    at,
                    egui::Align2::CENTER_CENTER,
                    format!("{marker}{}", round.side_label(side)),
                    egui::FontId::proportional(17.0),
                    colour,
                );
            }
        }
    }
    Ok(())
}
