//! The in-game HUD (egui): a top bar with the edition, who acts, the clock
//! and the move, and the game's buttons; a bottom line with the question to
//! the person or what the move being shown does; and the legend of the
//! board's marks. What is drawn on the board itself is in board/marks/.

use crate::app::board::animation::showing::Commentary;
use crate::app::board::input::choosing::{Choice, Question, Selection, Warned, take_back};
use crate::app::board::input::spoken::{refusal_words, warning_words};
use crate::app::board::marks::shown::MovePreview;
use crate::app::board::marks::{legend::legend, overlay::LABEL_SIZE};
use crate::app::board::scene::layout::BoardView;
use crate::app::demo::Demo;
use crate::app::menus::files::{FileNotice, notice_row};
use crate::app::round::animation::AnimationQueue;
use crate::app::round::bot::{AskHint, Hint};
use crate::app::round::play::{Round, Undo, moves_to_take_back};
use crate::app::settings::GameSettings;
use crate::app::state::{Menu, Mode, Pause, Study, Turn, UiLayers};
use crate::app::ui::movelist::{move_list, move_texts};
use crate::app::ui::room::{BoardArea, HudBars, is_pit_node};
use crate::app::ui::text::{warm_glyphs, zoom_for};
use crate::app::ui::widgets::framed_area;
use crate::app::ui::words::Words;
use crate::record::settings::Speed;
use crate::rules::{Dir, Edition, Move, Pit, Side};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .init_resource::<HudBars>()
        .configure_sets(
            EguiPrimaryContextPass,
            (UiLayers::Hud, UiLayers::Menus, UiLayers::Windows).chain(),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (zoom_with_the_window, bars.run_if(in_state(Pause::Running)))
                .chain()
                .in_set(UiLayers::Hud),
        )
        .add_systems(
            EguiPrimaryContextPass,
            legend_window
                .run_if(in_state(Menu::Legend))
                .in_set(UiLayers::Windows),
        );
}

/// A bar across the top or bottom of the window: an egui area only as tall
/// as its contents, so the pointer reaches the board everywhere else (a
/// panel would claim the whole window). Returns its height in logical pixels.
fn bar(
    ctx: &egui::Context,
    id: &'static str,
    top: bool,
    add_contents: impl FnOnce(&mut egui::Ui),
) -> f32 {
    let width = ctx.content_rect().width();
    let anchor = if top {
        egui::Align2::LEFT_TOP
    } else {
        egui::Align2::LEFT_BOTTOM
    };
    let margin = egui::Margin::symmetric(8, 4);
    let shown = framed_area(ctx, id, anchor, egui::Vec2::ZERO, margin, |ui| {
        ui.set_width(width - 16.0);
        add_contents(ui);
    });
    shown.response.rect.height() * ctx.zoom_factor()
}

/// What the person can ask for on their turn: a hint, a move back.
struct Helpers<'a, 'h, 'u> {
    shown: bool,
    /// A hint is being searched for: its button stops it.
    thinking: bool,
    mode: Mode,
    can_take_back: bool,
    hint: &'a mut MessageWriter<'h, AskHint>,
    undo: &'a mut MessageWriter<'u, Undo>,
}

/// The game's buttons, left to right as they are read (and as Tab goes):
/// the help for this move first, the menu last.
fn buttons(
    ui: &mut egui::Ui,
    menu: Menu,
    next_menu: &mut NextState<Menu>,
    pause: &mut NextState<Pause>,
    settings: &mut GameSettings,
    queue: &mut AnimationQueue,
    helpers: &mut Helpers,
    round: &Round,
    words: &Words,
) {
    if helpers.shown {
        let (label, hover) = if helpers.thinking {
            ("bar-hint-stop", "bar-hint-stop-hover")
        } else {
            ("bar-hint", "bar-hint-hover")
        };
        if ui
            .button(words.get(label))
            .on_hover_text(words.get(hover))
            .clicked()
        {
            helpers.hint.write(AskHint);
        }
        if ui
            .add_enabled(
                helpers.can_take_back,
                egui::Button::new(words.get("bar-take-back")),
            )
            .on_hover_text(words.get("bar-take-back-hover"))
            .clicked()
        {
            take_back(round, helpers.mode, helpers.undo, next_menu);
        }
    }
    let animating = !queue.is_idle();
    // Step by step waits for the player: the button that goes on is always
    // in sight, with its key, whichever mode turned it on.
    if queue.hold_each_event
        && ui
            .add_enabled(animating, egui::Button::new(words.get("bar-next-event")))
            .on_hover_text(words.get("bar-next-event-hover"))
            .clicked()
    {
        queue.release_one();
    }
    if ui
        .add_enabled(animating, egui::Button::new(words.get("bar-finish")))
        .clicked()
    {
        queue.finish_now = true;
    }
    let speed = &mut settings.settings.speed;
    let speed_name = words.get(speed.message_id());
    let speed_said = words.with("bar-speed", &[("speed", &speed_name)]);
    let combo = egui::ComboBox::from_id_salt("speed")
        .selected_text(&speed_said)
        .show_ui(ui, |ui| {
            for s in Speed::ALL {
                ui.selectable_value(speed, s, words.get(s.message_id()));
            }
        });
    crate::app::ui::widgets::name_for_screen_readers(&combo.response, &speed_said);
    if ui.button(words.get("settings")).clicked() {
        next_menu.set(menu.toggled(Menu::Settings));
    }
    if ui.button(words.get("bar-marks")).clicked() {
        next_menu.set(menu.toggled(Menu::Legend));
    }
    if ui.button(words.get("bar-rules")).clicked() {
        next_menu.set(menu.toggled(Menu::Rules));
    }
    if ui.button(words.get("bar-menu")).clicked() {
        pause.set(Pause::Paused);
    }
}

/// What the bars read about the round.
#[derive(SystemParam)]
struct Facts<'w> {
    round: Res<'w, Round>,
    commentary: Res<'w, Commentary>,
    selection: Res<'w, Selection>,
    turn: Res<'w, State<Turn>>,
    mode: Res<'w, State<Mode>>,
    study: Option<Res<'w, State<Study>>>,
    hint: Res<'w, Hint>,
    preview: Res<'w, MovePreview>,
    view: Res<'w, BoardView>,
    demo: Option<Res<'w, Demo>>,
    words: Res<'w, Words>,
}

/// What the bars' buttons change.
#[derive(SystemParam)]
struct Controls<'w> {
    queue: ResMut<'w, AnimationQueue>,
    settings: ResMut<'w, GameSettings>,
    menu: Res<'w, State<Menu>>,
    next_menu: ResMut<'w, NextState<Menu>>,
    pause: ResMut<'w, NextState<Pause>>,
    ask_hint: MessageWriter<'w, AskHint>,
    undo: MessageWriter<'w, Undo>,
    choices: MessageWriter<'w, Choice>,
    notice: ResMut<'w, FileNotice>,
}

/// Unfolds the moves window once (`--window moves`).
#[derive(Resource)]
pub struct UnfoldMoves;

/// What the bars keep from frame to frame: the width the top bar needed
/// on one row, and the room kept for the bottom bar.
#[derive(SystemParam)]
struct BarsKept<'s> {
    one_row: Local<'s, f32>,
    tallest: Local<'s, TallestBottom>,
}

/// The moves window asked to unfold once (`--window moves`), and the
/// commands that take the request back once it has.
#[derive(SystemParam)]
struct Unfolding<'w, 's> {
    commands: Commands<'w, 's>,
    unfold: Option<Res<'w, UnfoldMoves>>,
}

/// The top bar, the moves window and the bottom bar; their heights go to
/// `HudBars`, so the board is framed in what they leave.
fn bars(
    mut contexts: EguiContexts,
    facts: Facts,
    mut controls: Controls,
    mut hud_bars: ResMut<HudBars>,
    mut area: ResMut<BoardArea>,
    mut kept: BarsKept,
    mut unfolding: Unfolding,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    keep_the_keys_on_the_board(ctx, *controls.menu.get(), *facts.turn.get());
    let mode = *facts.mode.get();
    let mut heights = HudBars {
        top: top_bar(ctx, &facts, &mut controls, &mut kept.one_row),
        bottom: 0.0,
    };
    // A replay has its own controls, words and move list (replay/viewer.rs).
    if !mode.watches_a_record() {
        if !mode.on_practice_board() {
            // The open list takes its width from the board, which the
            // camera frames in what is left (over the board it would hide
            // South's store and B8).
            let bars = HudBars {
                top: heights.top,
                bottom: hud_bars.bottom,
            };
            let list = moves_window(ctx, &facts, &bars, unfolding.unfold.is_some());
            if unfolding.unfold.is_some() {
                unfolding.commands.remove_resource::<UnfoldMoves>();
            }
            let wanted = BoardArea {
                right: list.map_or(0.0, |width| (width + 8.0) * ctx.zoom_factor()),
                bottom: 0.0,
            };
            area.set_if_neq(wanted);
        }
        let idle = controls.queue.is_idle();
        let shown = bottom_bar(
            ctx,
            &facts,
            idle,
            (&mut controls.choices, &mut controls.notice),
        );
        heights.bottom = kept.tallest.keep(ctx, shown);
    }
    hud_bars.set_if_neq(heights);
    Ok(())
}

/// The room the camera leaves for the bottom bar: at least two rows (a
/// warning and its buttons) and the tallest bar shown at this width and
/// text scale, so the board never moves under the pointer as the bar grows
/// (a warning would move every pit up 18 pixels at 1280×720).
#[derive(Default)]
struct TallestBottom {
    width: f32,
    zoom: f32,
    height: f32,
}

impl TallestBottom {
    fn keep(&mut self, ctx: &egui::Context, shown: f32) -> f32 {
        let (width, zoom) = (ctx.content_rect().width(), ctx.zoom_factor());
        if (width, zoom) != (self.width, self.zoom) {
            let style = ctx.global_style();
            let spacing = &style.spacing;
            let text = egui::TextStyle::Body.resolve(&style);
            let row = ctx.fonts_mut(|fonts| fonts.row_height(&text));
            let button = spacing
                .interact_size
                .y
                .max(row + 2.0 * spacing.button_padding.y);
            // A line of words above a row of buttons, as the warning lays
            // them out, with the bar's margins and spaces, and a few points
            // spare (a board a little smaller, rather than one that moves).
            let two_rows = 2.0 * (button + spacing.item_spacing.y) + 14.0;
            *self = TallestBottom {
                width,
                zoom,
                height: two_rows * zoom,
            };
        }
        self.height = self.height.max(shown);
        self.height
    }
}

/// The board owns the keyboard during play: an egui button keeps no focus,
/// so Enter or Space never presses a button clicked earlier. The practice
/// editor's panel keeps it (Tab reaches its controls), and so do the end
/// window and the file window opened from it (Tab to "Play again", Enter in
/// the file name).
fn keep_the_keys_on_the_board(ctx: &egui::Context, menu: Menu, turn: Turn) {
    if menu == Menu::None
        && !matches!(turn, Turn::Editing | Turn::Over)
        && let Some(id) = ctx.memory(|m| m.focused())
        && !is_pit_node(id)
    {
        ctx.memory_mut(|m| m.surrender_focus(id));
    }
}

/// The top bar: the edition, who acts, the clock and the move on the left,
/// the buttons on the right; on a narrow window (or with longer words:
/// another language, a larger text scale) the buttons take a row of their
/// own. `one_row` is the width one row needed last frame.
fn top_bar(ctx: &egui::Context, facts: &Facts, controls: &mut Controls, one_row: &mut f32) -> f32 {
    let turn = *facts.turn.get();
    let mode = *facts.mode.get();
    let idle = controls.queue.is_idle();
    let narrow = ctx.content_rect().width() < one_row.max(900.0);
    let menu = *controls.menu.get();
    let mut helpers = Helpers {
        shown: turn == Turn::Person && mode.offers_help(),
        thinking: facts.hint.thinking,
        mode,
        can_take_back: moves_to_take_back(&facts.round, mode) > 0,
        hint: &mut controls.ask_hint,
        undo: &mut controls.undo,
    };
    bar(ctx, "top bar", true, |ui| {
        let info = |ui: &mut egui::Ui| round_info(ui, facts, idle);
        let add_buttons = |ui: &mut egui::Ui| {
            buttons(
                ui,
                menu,
                &mut controls.next_menu,
                &mut controls.pause,
                &mut controls.settings,
                &mut controls.queue,
                &mut helpers,
                &facts.round,
                &facts.words,
            );
        };
        if narrow {
            // Wrapped too: a long name or a large text scale is wider than
            // the window.
            ui.horizontal_wrapped(info);
            // Wrapped: at a large text scale they take two rows.
            ui.horizontal_wrapped(add_buttons);
        } else {
            ui.horizontal(|ui| {
                let left = ui.horizontal(info).response.rect.width();
                // Laid out left to right, so that Tab goes the way one
                // reads, and pushed to the right edge by the width they
                // took the frame before.
                let id = egui::Id::new("top bar buttons width");
                let width = ui.ctx().data(|d| d.get_temp::<f32>(id)).unwrap_or(0.0);
                ui.add_space((ui.available_width() - width).max(0.0));
                let right = ui.horizontal(add_buttons).response.rect.width();
                ui.ctx().data_mut(|d| d.insert_temp(id, right));
                // Measured on one row: what the next frame needs to keep it.
                *one_row = left + right + 24.0;
            });
        }
    })
}

/// The top bar's left part: the edition (and its option), the demo's game
/// or "Replay", who acts, the clock and the move.
fn round_info(ui: &mut egui::Ui, facts: &Facts, idle: bool) {
    let (round, words) = (&facts.round, &facts.words);
    let turn = *facts.turn.get();
    let mode = *facts.mode.get();
    ui.heading(round.game.edition().title());
    if round.game.edition() == Edition::Kiswahili && !round.game.rules().takasia {
        ui.label(format!("({})", words.takasia(false)));
    }
    if mode == Mode::Demo
        && let Some(demo) = &facts.demo
    {
        // Who plays whom, at which level: a demo game is a pairing.
        ui.label(words.with(
            "hud-demo",
            &[
                ("n", &(demo.game + 1).to_string()),
                ("south", &round.side_label(Side::South, words)),
                ("north", &round.side_label(Side::North, words)),
            ],
        ))
        .on_hover_text(words.get("hud-demo-hover"));
    }
    let record = [(Mode::Review, "hud-review"), (Mode::Replay, "hud-replay")];
    if let Some((_, key)) = record.iter().find(|(watched, _)| *watched == mode) {
        ui.label(words.get(key));
    }
    ui.separator();
    // No spinner while a bot thinks: egui redraws a spinner every frame,
    // which kept the window drawing through the whole search (issue 49);
    // the turn line says who is thinking.
    ui.strong(round.turn_line(Some(turn), mode, idle, words));
    if !mode.shows_clock_and_move() {
        return;
    }
    ui.separator();
    ui.label(format!("⏱ {}", words.clock_minutes(round.clock.as_secs())))
        .on_hover_text(words.get("hud-clock-hover"));
    let study = facts.study.as_ref().map(|s| *s.get());
    ui.label(round.move_counter(mode, study, idle, words))
        .on_hover_text(words.get("counter-hover"));
}

/// The moves so far, in a window that starts folded, only to read. Its
/// header opens and folds it on one click anywhere on it (a title bar
/// wants a double click).
/// Returns the window's width while it is open.
fn moves_window(ctx: &egui::Context, facts: &Facts, bars: &HudBars, unfold: bool) -> Option<f32> {
    let (round, words) = (&facts.round, &facts.words);
    let mut open = false;
    let zoom = ctx.zoom_factor();
    let top = bars.top / zoom + 26.0;
    // The list scrolls above the bottom bar (last frame's height), below
    // its own header, the "show again" line and the window's margins.
    let room = ctx.content_rect().height() - top - bars.bottom / zoom;
    let list_room = (room - 3.0 * ctx.global_style().spacing.interact_size.y - 24.0).max(60.0);
    let shown = egui::Window::new(words.get("replay-moves"))
        .title_bar(false)
        .resizable(false)
        .default_width(200.0)
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-8.0, top))
        .show(ctx, |ui| {
            egui::CollapsingHeader::new(words.get("replay-moves"))
                .id_salt("moves window")
                .default_open(false)
                .open(unfold.then_some(true))
                .show_unindented(ui, |ui| {
                    open = true;
                    let moves = move_texts(round.game.start_position(), &round.game);
                    ui.set_max_height(list_room);
                    move_list(ui, &moves, moves.len(), words);
                    ui.weak(words.get("hud-show-again"));
                });
        });
    shown
        .filter(|_| open)
        .map(|shown| shown.response.rect.width())
}

/// The bottom bar: the practice editor's line, or the question to the
/// person (with the preview and the hint), or what the move shown does,
/// or the result.
fn bottom_bar(
    ctx: &egui::Context,
    facts: &Facts,
    idle: bool,
    (choices, notice): (&mut MessageWriter<Choice>, &mut FileNotice),
) -> f32 {
    let turn = *facts.turn.get();
    if turn == Turn::Editing && *facts.mode.get() == Mode::Practice {
        return bar(ctx, "bottom bar", false, |ui| {
            ui.add_space(2.0);
            ui.label(facts.words.get("hud-editing"));
            notice_row(ui, notice, &facts.words);
            ui.add_space(2.0);
        });
    }
    bar(ctx, "bottom bar", false, |ui| {
        ui.add_space(2.0);
        let question = Question::of(&facts.round, &facts.selection, Some(turn));
        if let Question::Warning(warned) = question {
            warning_line(ui, warned, facts, choices);
        } else {
            ui.horizontal_wrapped(|ui| question_line(ui, question, facts, idle));
        }
        notice_row(ui, notice, &facts.words);
        ui.add_space(2.0);
    })
}

/// A beginner's warning: what the move chosen allows, and the two ways on,
/// on their own line where the text's length cannot move them.
fn warning_line(
    ui: &mut egui::Ui,
    warned: Warned,
    facts: &Facts,
    choices: &mut MessageWriter<Choice>,
) {
    let words = &facts.words;
    let text = warning_words(&facts.round, warned, words);
    ui.colored_label(egui::Color32::from_rgb(255, 190, 90), text);
    ui.horizontal(|ui| {
        if ui.button(words.get("warning-choose-again")).clicked() {
            choices.write(Choice::Cancel);
        }
        if ui.button(words.get("warning-play-anyway")).clicked() {
            choices.write(Choice::PlayAnyway);
        }
        // Why the hint may differ; on this row, so the bar keeps two rows.
        let why = words.get("warning-why");
        ui.add(egui::Label::new(egui::RichText::new(&why).weak()).truncate())
            .on_hover_text(why);
    });
}

/// The preview's lines, in the preview's colour.
fn preview_lines(ui: &mut egui::Ui, preview: &MovePreview) {
    for line in &preview.lines {
        ui.separator();
        ui.label(egui::RichText::new(line).color(egui::Color32::from_rgb(150, 225, 250)));
    }
}

/// The bottom bar's line for the question the person is asked now.
fn question_line(ui: &mut egui::Ui, question: Question, facts: &Facts, idle: bool) {
    let (round, words, commentary) = (&facts.round, &facts.words, &facts.commentary);
    match question {
        Question::None => {
            if let Some(result) = round.result_shown(idle, words) {
                ui.strong(result);
            } else {
                ui.label(commentary.line());
            }
        }
        Question::Pit => pit_prompt(ui, facts),
        Question::Direction { pit } => which_way(ui, question, pit, facts),
        Question::Kichwa { pit } => which_kichwa(ui, question, pit, facts),
        Question::Safari => {
            ui.label(words.get("hud-safari"));
        }
        // Its own line (warning_line).
        Question::Warning(_) => {}
    }
}

/// The line while the person chooses a pit: whose turn it is, why the pit
/// last chosen was refused, the preview, the hint asked for, and the move
/// last shown.
fn pit_prompt(ui: &mut egui::Ui, facts: &Facts) {
    let (round, words, commentary) = (&facts.round, &facts.words, &facts.commentary);
    let name = round.side_label(round.side_to_move(), words);
    ui.label(words.with("prompt-pit", &[("side", &name)]));
    if let Some(refused) = facts.selection.refused {
        ui.separator();
        ui.colored_label(
            egui::Color32::from_rgb(255, 150, 120),
            refusal_words(round, refused, *facts.view, words),
        );
    }
    preview_lines(ui, &facts.preview);
    if facts.hint.thinking {
        ui.separator();
        ui.strong(words.get("hud-hint-thinking"));
    }
    if let Some(hint) = facts.hint.shown {
        ui.separator();
        ui.strong(words.with(
            "hud-hint",
            &[
                ("move", &round.game.move_text(hint.mv)),
                ("pit", &hint.lands.to_string()),
            ],
        ));
        if let Some(n) = hint.proven_moves {
            ui.label(words.with("hud-hint-proven", &[("n", &n.to_string())]));
        }
    }
    if !commentary.title.is_empty() {
        ui.separator();
        ui.weak(commentary.line());
    }
}

/// The line asking which way to sow from the chosen `pit`: the move on the
/// screen's left and on its right, then the preview.
fn which_way(ui: &mut egui::Ui, question: Question, pit: Pit, facts: &Facts) {
    let (round, words) = (&facts.round, &facts.words);
    let (side, view) = (round.side_to_move(), *facts.view);
    let text = |right| {
        question
            .side_dir(side, right, view)
            .map(|dir| round.game.move_text(Move::new(pit.index, dir)))
            .unwrap_or_default()
    };
    ui.label(words.with(
        "hud-which-way",
        &[
            ("pit", &pit.to_string()),
            ("left", &text(false)),
            ("right", &text(true)),
        ],
    ));
    preview_lines(ui, &facts.preview);
}

/// The line asking which kichwa sows the seeds captured from `pit`: the
/// kichwa on the screen's left and on its right.
fn which_kichwa(ui: &mut egui::Ui, question: Question, pit: Pit, facts: &Facts) {
    let words = &facts.words;
    let (side, view) = (facts.round.side_to_move(), *facts.view);
    let kichwa = |right| {
        question.side_dir(side, right, view).map(|dir| {
            // Clockwise sowing starts in the left kichwa (pit 1).
            Pit::new(side, if dir == Dir::Clockwise { 0 } else { 7 })
        })
    };
    let name = |p: Option<Pit>| p.map(|p| p.to_string()).unwrap_or_default();
    let taken = pit.across();
    let seeds = facts.round.game.position().board.get(taken);
    ui.label(words.with(
        "hud-which-kichwa",
        &[
            ("pit", &pit.to_string()),
            ("seeds", &seeds.to_string()),
            ("facing", &taken.to_string()),
            ("left", &name(kichwa(false))),
            ("right", &name(kichwa(true))),
        ],
    ));
}

/// Text, buttons and the board's labels grow and shrink with the window;
/// at each new zoom every glyph is laid out once, ahead of its first use.
fn zoom_with_the_window(
    mut contexts: EguiContexts,
    windows: Query<&Window, With<PrimaryWindow>>,
    settings: Res<GameSettings>,
    mut warmed: Local<Option<f32>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if let Ok(window) = windows.single() {
        // The player's text and interface scale, on top of the window's.
        let zoom = zoom_for(window.height()) * settings.settings.ui_scale;
        if (ctx.zoom_factor() - zoom).abs() > 1e-3 {
            ctx.set_zoom_factor(zoom);
        }
    }
    let pixels = ctx.pixels_per_point();
    if warmed.is_none() {
        // Readable at a glance across a table: egui's defaults are small.
        ctx.all_styles_mut(|style| {
            use egui::{FontId, TextStyle};
            style.text_styles = [
                (TextStyle::Small, FontId::proportional(12.0)),
                (TextStyle::Body, FontId::proportional(15.0)),
                (TextStyle::Button, FontId::proportional(15.0)),
                (TextStyle::Heading, FontId::proportional(22.0)),
                (TextStyle::Monospace, FontId::monospace(14.0)),
            ]
            .into();
        });
    }
    if *warmed != Some(pixels) {
        warm_glyphs(ctx);
        *warmed = Some(pixels);
    }
    Ok(())
}

fn legend_window(
    mut contexts: EguiContexts,
    mut menu: ResMut<NextState<Menu>>,
    settings: Res<GameSettings>,
    words: Res<Words>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let size = LABEL_SIZE * 0.85;
    let mut open = true;
    egui::Window::new(words.get("legend-title"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::RIGHT_BOTTOM, egui::vec2(-12.0, -40.0))
        .show(ctx, |ui| {
            legend(ui, size, settings.settings.palette, &words)
        });
    if !open {
        menu.set(Menu::None);
    }
    Ok(())
}
