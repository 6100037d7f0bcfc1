//! The replay viewer's panels: the record and its players, the controls,
//! the sentence of the event shown step by step, the seeds chart, and the
//! move list.

use super::charts::{Key, Mark, ply_chart};
use super::play_on::PlayOnRequest;
use super::review::{ReviewRequest, Reviewing};
use super::review_panel::{
    ReviewOut, Studying, chance_chart, review_lines, study_lines, with_grades,
};
use super::study::{Branch, StudyRequest, Trial};
use super::viewer::{Replay, ReplayStep};
use crate::app::board::animation::showing::Commentary;
use crate::app::round::animation::AnimationQueue;
use crate::app::round::keeping::ContinueFrom;
use crate::app::settings::GameSettings;
use crate::app::state::{Mode, Pause, Study, UiLayers, watching_with};
use crate::app::ui::movelist::{move_list, move_texts};
use crate::app::ui::room::{BoardArea, HudBars};
use crate::app::ui::widgets::framed_area;
use crate::app::ui::words::Words;
use crate::record::game::RecordedGame;
use crate::record::resume::SavedGame;
use crate::record::settings::Speed;
use crate::rules::Side;
use crate::rules::explain::side_name;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The most of the height below the top bar the controls take; the board
/// keeps the rest.
const MOST_OF_THE_HEIGHT: f32 = 0.55;

/// Below this many points of height (a small window, a large text scale)
/// the charts start folded: the board and the controls come first.
const ROOM_FOR_CHARTS: f32 = 520.0;

/// The sentence for the event shown now, step by step.
fn event_sentence(replay: &Replay, queue: &AnimationQueue, words: &Words) -> Option<String> {
    let showing = replay.showing.as_ref()?;
    words.event_sentence(&showing.sentences, queue.events_shown())
}

/// The seeds each side holds (board and store) after every ply.
fn seeds_by_ply(recorded: &RecordedGame) -> [Vec<[f64; 2]>; 2] {
    let mut lines = [Vec::new(), Vec::new()];
    for (ply, position) in recorded.positions.iter().enumerate() {
        for side in Side::BOTH {
            let on_board: u32 = position.board.row(side).iter().map(|&n| n as u32).sum();
            let total = on_board + position.stores[side.index()] as u32;
            lines[side.index()].push([ply as f64, total as f64]);
        }
    }
    lines
}

/// What the viewer's panels read and change.
#[derive(SystemParam)]
pub(crate) struct ViewerView<'w> {
    replay: Res<'w, Replay>,
    queue: Res<'w, AnimationQueue>,
    settings: ResMut<'w, GameSettings>,
    area: ResMut<'w, BoardArea>,
    bars: Res<'w, HudBars>,
    steps: MessageWriter<'w, ReplayStep>,
    continues: MessageWriter<'w, ContinueFrom>,
    words: Res<'w, Words>,
    commentary: Res<'w, Commentary>,
}

/// The review's part of the panels: asked of the mode, then read.
#[derive(SystemParam)]
pub(crate) struct ReviewView<'w> {
    mode: Res<'w, State<Mode>>,
    reviewing: Option<Res<'w, Reviewing>>,
    study: Option<Res<'w, State<Study>>>,
    branch: Option<Res<'w, Branch>>,
    trial: Option<Res<'w, Trial>>,
}

/// What the review's buttons send.
#[derive(SystemParam)]
pub(crate) struct ReviewSend<'w> {
    requests: MessageWriter<'w, ReviewRequest>,
    study: MessageWriter<'w, StudyRequest>,
    play_on: MessageWriter<'w, PlayOnRequest>,
}

impl ReviewView<'_> {
    /// The review, in the review's mode only.
    fn reviewing(&self) -> Option<&Reviewing> {
        self.reviewing
            .as_deref()
            .filter(|_| *self.mode.get() == Mode::Review)
    }

    fn studying(&self) -> Studying<'_> {
        Studying {
            study: self.study.as_ref().map_or(Study::Record, |s| *s.get()),
            branch: self.branch.as_deref(),
            trial: self.trial.as_deref(),
        }
    }
}

/// The viewer's panels: the record and its players, the controls, the
/// sentence of the event shown step by step, the seeds chart, and the
/// move list.
pub(crate) fn replay_panels(
    mut contexts: EguiContexts,
    mut view: ViewerView,
    review: ReviewView,
    mut send: ReviewSend,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let zoom = ctx.zoom_factor();
    let bottom = controls_area(ctx, &mut view, &review, &mut send);
    // Below the top bar, which takes two rows in a narrow window.
    let below_bar = (view.bars.top / zoom).max(28.0) + 4.0;
    let list_height = ctx.content_rect().height() - bottom - below_bar;
    let recorded = view.replay.recorded();
    let mut moves = move_texts(&recorded.record.start_position(), &recorded.game);
    with_grades(&mut moves, review.reviewing());
    let margin = egui::Margin::symmetric(8, 6);
    let right = framed_area(
        ctx,
        "replay moves",
        egui::Align2::RIGHT_TOP,
        egui::vec2(0.0, below_bar),
        margin,
        |ui| {
            ui.set_width(194.0);
            // Never below the controls, however little room they leave.
            ui.set_height((list_height - 12.0).max(24.0));
            ui.heading(view.words.get("replay-moves"));
            let judging = review.reviewing().is_some();
            let (ply, plies) = (view.replay.ply, view.replay.plies());
            let marked = list_mark(ply, plies, judging);
            if let Some(clicked) = move_list(ui, &moves, marked, &view.words) {
                view.steps
                    .write(ReplayStep::To(clicked_ply(clicked, judging)));
            }
        },
    );
    let wanted = BoardArea {
        right: right.response.rect.width() * zoom,
        bottom: bottom * zoom,
    };
    view.area.set_if_neq(wanted);
    Ok(())
}

/// The controls along the bottom, with the review's lines and the charts;
/// returns their height in logical pixels. Areas, not panels: each takes
/// the pointer only where it is drawn.
fn controls_area(
    ctx: &egui::Context,
    view: &mut ViewerView,
    review: &ReviewView,
    send: &mut ReviewSend,
) -> f32 {
    let screen = ctx.content_rect();
    let margin = egui::Margin::symmetric(8, 6);
    let shown = framed_area(
        ctx,
        "replay controls",
        egui::Align2::LEFT_BOTTOM,
        egui::Vec2::ZERO,
        margin,
        |ui| {
            ui.set_width(screen.width() - 16.0);
            // At most this share of the window, scrolling beyond: a review's
            // lines in Kiswahili at a large text scale would leave the board
            // no room, and nothing may cover the board. The area's room is last
            // frame's size: it is opened to the whole share, or the scroll
            // area would never grow past the height it first had.
            let below_bar = screen.height() - view.bars.top / ctx.zoom_factor();
            let most = below_bar.max(0.0) * MOST_OF_THE_HEIGHT;
            ui.set_max_height(most);
            egui::ScrollArea::vertical()
                .max_height(most)
                .show(ui, |ui| {
                    // What the scroll bar leaves: the rows wrap inside it.
                    ui.set_width(ui.available_width());
                    controls_and_review(ui, view, review, send);
                });
        },
    );
    shown.response.rect.height()
}

/// The lines of the controls area, top to bottom.
fn controls_and_review(
    ui: &mut egui::Ui,
    view: &mut ViewerView,
    review: &ReviewView,
    send: &mut ReviewSend,
) {
    let studying = review.studying();
    let reviewing = review.reviewing();
    let (replay, words) = (&*view.replay, &*view.words);
    if let Some(reviewing) = reviewing
        && studying.study != Study::Record
    {
        study_lines(ui, replay, reviewing, studying, &mut send.study, words);
    }
    let told = Told {
        queue: &view.queue,
        commentary: &view.commentary,
    };
    controls(ui, replay, told, &mut view.settings, &mut view.steps, words);
    continue_button(ui, replay, &mut view.continues, words);
    let out = ReviewOut {
        requests: &mut send.requests,
        play_on: &mut send.play_on,
        study: &mut send.study,
    };
    review_lines(ui, replay, reviewing, studying, out, words);
    charts(ui, replay, reviewing, &mut view.steps, words);
}

/// A record that is still going (a game saved before its end) can be
/// played on, not only watched.
fn continue_button(
    ui: &mut egui::Ui,
    replay: &Replay,
    continues: &mut MessageWriter<ContinueFrom>,
    words: &Words,
) {
    // Asked every frame: checked without copying the game, which is
    // copied on the click alone.
    if !SavedGame::can_go_on(replay.recorded()) {
        return;
    }
    if ui
        .button(words.get("replay-continue"))
        .on_hover_text(words.get("replay-continue-hover"))
        .clicked()
        && let Ok(saved) = SavedGame::from_recorded(replay.recorded())
    {
        continues.write(ContinueFrom(saved));
    }
}

/// What the board is telling: the queue's event and the move's commentary.
#[derive(Clone, Copy)]
struct Told<'a> {
    queue: &'a AnimationQueue,
    commentary: &'a Commentary,
}

/// The controls, the record's players and result, the sentence of the
/// event shown step by step (or the move's commentary in normal playback,
/// as a live game's bottom bar gives it), and the chart of seeds.
fn controls(
    ui: &mut egui::Ui,
    replay: &Replay,
    told: Told,
    settings: &mut GameSettings,
    steps: &mut MessageWriter<ReplayStep>,
    words: &Words,
) {
    ui.label(about_the_record(replay, words));
    if let Some(start) = &replay.recorded().record.start {
        ui.weak(words.with("replay-starts-from", &[("position", &start.to_string())]));
    }
    if replay.games.len() > 1 {
        ui.horizontal_wrapped(|ui| {
            ui.label(words.get("replay-game"));
            for k in 0..replay.games.len() {
                if ui
                    .selectable_label(k == replay.game, format!("{}", k + 1))
                    .clicked()
                {
                    steps.write(ReplayStep::Game(k));
                }
            }
        });
    }
    // Wrapped: in a narrow window (and in Kiswahili) the row is wider than it.
    ui.horizontal_wrapped(|ui| step_buttons(ui, replay, settings, steps, words));
    if replay.stepping {
        let line = event_sentence(replay, told.queue, words)
            .unwrap_or_else(|| words.get("replay-stepping-help"));
        ui.label(egui::RichText::new(line).strong());
    } else if !told.commentary.title.is_empty() {
        ui.label(told.commentary.line());
    }
}

/// The seeds chart, and beside it in a review the win-chance graph.
fn charts(
    ui: &mut egui::Ui,
    replay: &Replay,
    reviewing: Option<&Reviewing>,
    steps: &mut MessageWriter<ReplayStep>,
    words: &Words,
) {
    let roomy = ui.ctx().content_rect().height() >= ROOM_FOR_CHARTS;
    egui::CollapsingHeader::new(words.get("replay-charts"))
        .id_salt(("replay charts", roomy))
        .default_open(roomy)
        .show_unindented(ui, |ui| match reviewing {
            None => seeds_chart(ui, replay, steps, words),
            Some(reviewing) => {
                ui.columns(2, |columns| {
                    seeds_chart(&mut columns[0], replay, steps, words);
                    chance_chart(&mut columns[1], replay, reviewing, steps, words);
                });
            }
        });
}

/// The record in a line: its file, the players, the option, the result.
fn about_the_record(replay: &Replay, words: &Words) -> String {
    let record = &replay.recorded().record;
    let player = |side: Side| {
        let tags = record.player(side);
        let name = tags.name.clone().unwrap_or_else(|| "?".to_string());
        let side = side_name(side, words);
        match tags.level {
            Some(level) => words.with(
                "replay-player-level",
                &[
                    ("side", &side),
                    ("name", &name),
                    ("level", &level.to_string()),
                ],
            ),
            None => words.with("replay-player", &[("side", &side), ("name", &name)]),
        }
    };
    let mut about = words.with(
        "replay-players",
        &[
            ("record", &replay.name),
            ("south", &player(Side::South)),
            ("north", &player(Side::North)),
        ],
    );
    if record.edition() == crate::rules::Edition::Kiswahili {
        about.push_str(" · ");
        about.push_str(&words.takasia(record.rules.takasia));
    }
    about.push_str(" · ");
    about.push_str(&words.with("replay-result", &[("result", record.result.token())]));
    if let Some(reason) = record.reason {
        about.push_str(&format!(
            " ({})",
            words.get(crate::record::summary::reason_id(reason))
        ));
    }
    about
}

/// Start, Back, Play, Forward, End, step by step, the speed, the move.
fn step_buttons(
    ui: &mut egui::Ui,
    replay: &Replay,
    settings: &mut GameSettings,
    steps: &mut MessageWriter<ReplayStep>,
    words: &Words,
) {
    let play = if replay.playing {
        "replay-pause"
    } else {
        "replay-play"
    };
    for (id, hover, step) in [
        ("replay-start", None, ReplayStep::Start),
        ("replay-back", Some("replay-back-hover"), ReplayStep::Back),
        (play, None, ReplayStep::PlayPause),
        (
            "replay-forward",
            Some("replay-forward-hover"),
            ReplayStep::Forward,
        ),
        ("replay-end", None, ReplayStep::End),
    ] {
        let mut button = ui.button(words.get(id));
        if let Some(hover) = hover {
            button = button.on_hover_text(words.get(hover));
        }
        if button.clicked() {
            steps.write(step);
        }
    }
    ui.separator();
    let mut stepping = replay.stepping;
    if ui
        .checkbox(&mut stepping, words.get("replay-stepping"))
        .changed()
    {
        steps.write(ReplayStep::Stepping(stepping));
    }
    ui.separator();
    let speed = &mut settings.settings.speed;
    let shown = words.with("bar-speed", &[("speed", &words.get(speed.message_id()))]);
    row_for_combo(ui, &shown);
    let combo = egui::ComboBox::from_id_salt("replay speed")
        .selected_text(&shown)
        .show_ui(ui, |ui| {
            for s in Speed::ALL {
                ui.selectable_value(speed, s, words.get(s.message_id()));
            }
        });
    crate::app::ui::widgets::name_for_screen_readers(&combo.response, &shown);
    ui.label(replay_counter(replay, words))
        .on_hover_text(words.get("counter-hover"));
}

/// Where the replay is, in moves as the move list counts them (a move is
/// South's ply and North's): "move 5 of 12 (North)".
fn replay_counter(replay: &Replay, words: &Words) -> String {
    let first = replay.recorded().record.start_position().side;
    let moves = first.moves_in(replay.plies()).to_string();
    let Some(shown) = replay.ply.checked_sub(1) else {
        return words.with("replay-at-start", &[("count", &moves)]);
    };
    let side = words.get(first.at_ply(shown).message_id());
    words.with(
        "replay-move-of",
        &[
            ("n", &first.move_number(shown).to_string()),
            ("count", &moves),
            ("side", &side),
        ],
    )
}

/// A side's line in the seeds chart: South's light wood as on its plate,
/// North's a lighter brown than its plate's, to be seen on the dark panel.
fn seeds_colour(side: Side) -> egui::Color32 {
    match side {
        Side::South => crate::app::board::marks::overlay::plate_colours(Side::South).0,
        Side::North => egui::Color32::from_rgb(196, 128, 72),
    }
}

/// Each side's seeds after every move; a click goes to that move.
fn seeds_chart(
    ui: &mut egui::Ui,
    replay: &Replay,
    steps: &mut MessageWriter<ReplayStep>,
    words: &Words,
) {
    let [south, north] = seeds_by_ply(replay.recorded());
    let plot = egui_plot::Plot::new("seeds").show_axes([true, true]);
    let seeds_of = |side| words.with("replay-seeds-of", &[("side", &side_name(side, words))]);
    let keys = [Side::South, Side::North].map(|side| Key {
        colour: seeds_colour(side),
        mark: Mark::Line,
        meaning: seeds_of(side),
    });
    ply_chart(ui, plot, &keys, replay, steps, words, |plot| {
        for (side, seeds) in [(Side::South, south), (Side::North, north)] {
            plot.line(egui_plot::Line::new(seeds_of(side), seeds).color(seeds_colour(side)));
        }
    });
}

/// The panels are drawn with the HUD (only while the round is on).
pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        replay_panels
            .run_if(in_state(Pause::Running))
            .run_if(watching_with::<Replay>())
            .in_set(UiLayers::Hud),
    );
}

/// A wrapped row sees a combo box's width only once it is drawn: a new row
/// first when the box would run off the right edge.
fn row_for_combo(ui: &mut egui::Ui, text: &str) {
    let galley = egui::WidgetText::from(text).into_galley(
        ui,
        Some(egui::TextWrapMode::Extend),
        f32::INFINITY,
        egui::TextStyle::Button,
    );
    let spacing = ui.spacing();
    let wanted = galley.size().x
        + spacing.icon_width
        + 2.0 * spacing.button_padding.x
        + 2.0 * spacing.item_spacing.x;
    if ui.available_size_before_wrap().x < wanted {
        ui.end_row();
    }
}

/// The move the list marks: the last one shown, or in a review the one
/// its verdict is about (the next, at the position before it), so that
/// the mark, the verdict and "Try it" name one move.
fn list_mark(ply: usize, plies: usize, judging: bool) -> usize {
    if judging && ply < plies { ply + 1 } else { ply }
}

/// Where a click on the list goes (`shown`: the moves shown after it, 0
/// for the start): in a review, to the position before the move clicked,
/// whose verdict is then said (issue 50: a click showed the next move's).
fn clicked_ply(shown: usize, judging: bool) -> usize {
    if judging {
        shown.saturating_sub(1)
    } else {
        shown
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A click on move 4 (4 shown after it) in a review goes to the
    /// position before it, where the verdict is move 4's, and the list
    /// marks move 4; the plain viewer shows the move played.
    #[test]
    fn a_click_on_a_move_in_a_review_shows_that_moves_verdict() {
        let ply = clicked_ply(4, true);
        assert_eq!(ply, 3, "the verdict at ply 3 is of the record's 4th move");
        assert_eq!(list_mark(ply, 10, true), 4);
        assert_eq!(clicked_ply(4, false), 4);
        assert_eq!(list_mark(4, 10, false), 4);
        // At the end, nothing comes next: the last move stays marked.
        assert_eq!(list_mark(10, 10, true), 10);
    }
}
