//! What egui draws on the board itself, at the pits' places on the screen:
//! the seed counts (a pit's count changes when a seed lands in it), the
//! marks of table.rs, pit names, each player's name plate and store, the
//! rows' names. The person's choices at the pit are
//! input/pit_choices.rs's, and the legend is legend.rs.

use super::shapes::{colour, draw_mark};
use super::shown::ShownMarks;
use super::table::{self, MarkShape, mark};
use crate::app::board::animation::seeds::{Flight, SeedAt};
use crate::app::board::input::choosing::{Selection, Warned};
use crate::app::board::scene::layout::{
    BOARD_HALF_X, BOARD_HALF_Z, PIT_RADIUS, is_nyumba, pit_centre, store_centre,
};
use crate::app::round::animation::{AnimationQueue, Location};
use crate::app::round::bot::Hint;
use crate::app::round::pit_state::PitState;
use crate::app::round::play::Round;
use crate::app::settings::GameSettings;
use crate::app::state::{Mode, Pause, Turn, UiLayers};
use crate::app::ui::room::BoardArea;
use crate::app::ui::words::Words;
use crate::record::settings::{Palette, Settings};
use crate::rules::explain::side_name;
use crate::rules::{Edition, Pit, Side};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        board_overlay
            .run_if(in_state(Pause::Running))
            .in_set(UiLayers::Hud),
    );
}

/// The text size of the board's labels, in egui points: 18 px in a 720 px
/// high window (the HUD's zoom scales every point with the window).
pub const LABEL_SIZE: f32 = 18.0;

/// The colours of each player's things: South's light wood, North's dark.
pub fn plate_colours(side: Side) -> (egui::Color32, egui::Color32) {
    match side {
        Side::South => (
            egui::Color32::from_rgb(236, 222, 196),
            egui::Color32::from_rgb(40, 28, 18),
        ),
        Side::North => (
            egui::Color32::from_rgb(52, 36, 24),
            egui::Color32::from_rgb(244, 232, 212),
        ),
    }
}

/// World to egui's points, for the camera that sees the board.
pub(crate) struct Projector<'a> {
    camera: &'a Camera,
    at: &'a GlobalTransform,
    /// egui's zoom: its points are the window's pixels divided by it.
    zoom: f32,
}

impl<'a> Projector<'a> {
    pub(crate) fn new(
        ctx: &egui::Context,
        (camera, at): (&'a Camera, &'a GlobalTransform),
    ) -> Projector<'a> {
        Projector {
            camera,
            at,
            zoom: ctx.zoom_factor(),
        }
    }

    /// A point of the board on the screen, in egui's points.
    pub(crate) fn screen(&self, world: Vec3) -> Option<egui::Pos2> {
        self.camera
            .world_to_viewport(self.at, world)
            .ok()
            .map(|p| egui::pos2(p.x, p.y) / self.zoom)
    }

    /// A flat circle of the board (`radius` in world units) on the screen:
    /// its centre and its radius there.
    pub(crate) fn circle(&self, centre: Vec3, radius: f32) -> Option<(egui::Pos2, f32)> {
        let c = self.screen(centre)?;
        let edge = self.screen(centre + Vec3::X * radius)?;
        Some((c, (edge - c).length()))
    }

    /// A pit's centre on the screen and its radius there.
    pub(crate) fn pit(&self, pit: Pit) -> Option<(egui::Pos2, f32)> {
        self.circle(pit_centre(pit), PIT_RADIUS)
    }
}

/// Seeds at rest in each pit and store: a seed in flight counts where it
/// lands only once it has landed.
pub(crate) fn landed_counts(
    seeds: &Query<(&SeedAt, &Flight, &GlobalTransform)>,
) -> ([[u32; 16]; 2], [u32; 2]) {
    let mut pits = [[0u32; 16]; 2];
    let mut stores = [0u32; 2];
    for (at, flight, _) in seeds {
        if flight.flying() {
            continue;
        }
        match at.0 {
            Location::Pit(pit) => pits[pit.side.index()][pit.index as usize] += 1,
            Location::Store(side) => stores[side.index()] += 1,
            Location::Hand => {}
        }
    }
    (pits, stores)
}

/// Each side's seeds for its plate, from where every seed is: a seed in
/// flight counts where it lands at once, and a seed in the hand for
/// `mover`, whose move is shown. Unlike the pits' counts, a capture in
/// flight moves the totals in one step instead of dipping until it lands.
pub fn plate_seeds<'a>(places: impl IntoIterator<Item = &'a Location>, mover: Side) -> [u32; 2] {
    let mut owned = [0u32; 2];
    for place in places {
        let side = match *place {
            Location::Pit(pit) => pit.side,
            Location::Store(side) => side,
            Location::Hand => mover,
        };
        owned[side.index()] += 1;
    }
    owned
}

/// What the board's labels and marks are drawn from: the round and the
/// move being shown, the marks gathered this frame, the settings (counts,
/// names, palette) and words, the room the panels leave, and the mode and
/// turn (a lesson's still board has nobody to move; some modes name the
/// pits).
#[derive(SystemParam)]
pub(crate) struct Labelling<'w> {
    round: Res<'w, Round>,
    queue: Res<'w, AnimationQueue>,
    settings: Res<'w, GameSettings>,
    shown: Res<'w, ShownMarks>,
    words: Res<'w, Words>,
    area: Res<'w, BoardArea>,
    mode: Res<'w, State<Mode>>,
    turn: Res<'w, State<Turn>>,
    hint: Res<'w, Hint>,
    selection: Res<'w, Selection>,
}

/// The board's labels and marks, drawn on egui's background layer over
/// the 3D board: at each pit its marks, count and name; beside each side
/// its rows' names, its store and its plate.
pub(crate) fn board_overlay(
    mut contexts: EguiContexts,
    labelling: Labelling,
    seeds: Query<(&SeedAt, &Flight, &GlobalTransform)>,
    cameras: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
) -> Result {
    let Labelling {
        round,
        queue,
        settings,
        shown,
        words,
        area,
        mode,
        turn,
        hint,
        selection,
    } = labelling;
    let ctx = contexts.ctx_mut()?;
    let Ok(camera) = cameras.single() else {
        return Ok(());
    };
    // A lesson's or a puzzle's frozen board has nobody to move.
    let frozen = mode.get().freezes_between_moves() && *turn.get() == Turn::Editing;
    let project = Projector::new(ctx, camera);
    let painter = ctx.layer_painter(egui::LayerId::background());
    let visible = visible_rect(ctx, &area);
    let size = label_size(&project);
    let (pits, stores) = landed_counts(&seeds);
    let places = seeds.iter().map(|(at, _, _)| &at.0);
    let owned = plate_seeds(places, acting_side(&round, &queue));
    // Where seeds fly now: a label under one fades, so the seed shows.
    let flying: Vec<egui::Pos2> = seeds
        .iter()
        .filter(|(_, flight, _)| flight.flying())
        .filter_map(|(_, _, t)| project.screen(t.translation()))
        .collect();
    let settings = &settings.settings;
    let labels = PitLabels {
        counts: settings.show_counts,
        names: settings.show_names || mode.get().names_the_pits(),
        size,
    };
    hint_arrow(&painter, &project, &hint, &shown, settings.palette);
    warned_reply(&painter, &project, &round, &selection, settings.palette);
    draw_pits(
        &painter,
        &project,
        (&shown, settings),
        &pits,
        &flying,
        labels,
    );
    for side in Side::BOTH {
        row_names(&painter, &project, side, size, visible, &words);
        stores_label(
            &painter,
            &project,
            &round,
            (side, stores[side.index()]),
            size,
            visible,
            &words,
        );
        let plate = Plate {
            side,
            frozen,
            size,
            seeds: owned[side.index()],
        };
        name_plate(&painter, &project, &round, &queue, plate, &words);
    }
    Ok(())
}

/// Each pit's marks and labels. Every mark first, then every label over
/// them: a pit's marks reach past its rim (the keyboard's brackets, the
/// hint's star) and crossed the labels of the pits drawn before it (seen
/// at 736x512).
fn draw_pits(
    painter: &egui::Painter,
    project: &Projector,
    (shown, settings): (&ShownMarks, &Settings),
    counts: &[[u32; 16]; 2],
    flying: &[egui::Pos2],
    labels: PitLabels,
) {
    let on_screen: Vec<(Pit, (egui::Pos2, f32))> = Side::BOTH
        .into_iter()
        .flat_map(|side| (0..16).map(move |index| Pit::new(side, index)))
        .filter_map(|pit| project.pit(pit).map(|at| (pit, at)))
        .collect();
    for &(pit, at) in &on_screen {
        pit_marks(painter, pit, at, shown, settings);
    }
    for &(pit, at) in &on_screen {
        let count = counts[pit.side.index()][pit.index as usize];
        pit_labels(painter, pit, at, count, flying, labels);
    }
}

/// The hinted move's way: an arrow from its pit towards the next pit it
/// sows, as the board is seen (issue 50, item 5: the star alone said which
/// pit, not which way). Drawn while the hint's star is.
fn hint_arrow(
    painter: &egui::Painter,
    project: &Projector,
    hint: &Hint,
    shown: &ShownMarks,
    palette: Palette,
) {
    let Some(shown_hint) = hint.shown else { return };
    let from = shown_hint.from;
    if !shown.marks.of(from).contains(&PitState::Hint) {
        return;
    }
    let paint = colour(table::colour(PitState::Hint, palette), 1.0);
    way_arrow(painter, project, from, shown_hint.mv.dir, paint);
}

/// While a beginner's warning holds a move back, the opponent's reply it
/// names ("… with b8<") on the board: a ring round the reply's pit and an
/// arrow its way, in the threat's colour, so a newcomer sees which pit and
/// which way without reading the notation (issue 50).
fn warned_reply(
    painter: &egui::Painter,
    project: &Projector,
    round: &Round,
    selection: &Selection,
    palette: Palette,
) {
    let Some((from, dir)) = warned_way(round.side_to_move(), selection.warning) else {
        return;
    };
    let Some((c, r)) = project.pit(from) else {
        return;
    };
    let paint = colour(table::colour(PitState::Threatened, palette), 1.0);
    painter.circle_stroke(c, r * 1.18, egui::Stroke::new((0.14 * r).max(2.5), paint));
    way_arrow(painter, project, from, dir, paint);
}

/// The pit and way of the reply a warning names: the opponent's pit, as
/// the reply is the opponent's move.
fn warned_way(mover: Side, warning: Option<Warned>) -> Option<(Pit, crate::rules::Dir)> {
    let reply = warning?.danger.reply();
    Some((Pit::new(mover.other(), reply.pit), reply.dir))
}

/// An arrow from `from` towards the next pit sown in `dir`, as the board is
/// seen: which way a move goes (the hint's, or a pit that goes one way only).
pub(crate) fn way_arrow(
    painter: &egui::Painter,
    project: &Projector,
    from: Pit,
    dir: crate::rules::Dir,
    paint: egui::Color32,
) {
    let next = Pit::new(from.side, dir.step(from.index));
    let (Some((a, r)), Some((b, _))) = (project.pit(from), project.pit(next)) else {
        return;
    };
    let way = (b - a).normalized();
    let stroke = egui::Stroke::new((0.18 * r).max(3.0), paint);
    painter.arrow(a + way * (0.55 * r), way * (b - a).length() * 0.55, stroke);
}

/// What is written at each pit: its seed count and its name.
#[derive(Clone, Copy)]
struct PitLabels {
    counts: bool,
    names: bool,
    size: f32,
}

/// A pit's marks: badges one beside the other, and the marks around the
/// pit one outside the other, so that none hides another; the pit's own
/// glowing rim counts as the first of those.
fn pit_marks(
    painter: &egui::Painter,
    pit: Pit,
    (c, r): (egui::Pos2, f32),
    shown: &ShownMarks,
    settings: &Settings,
) {
    let mut badge = 0;
    let mut around = 0;
    for state in shown.marks.of(pit) {
        let mark = mark(*state);
        // The pit's own rim glows for this one (scene/rims.rs).
        if mark.shape == MarkShape::GlowingRim {
            around += 1;
            continue;
        }
        // Reduced motion: marks are drawn still, as at their start.
        let age = shown
            .ages
            .iter()
            .find(|(p, s, _)| *p == pit && s == state)
            .filter(|_| !settings.reduced_motion)
            .map_or(0.0, |(_, _, age)| *age);
        let paint = table::colour(*state, settings.palette);
        let slot = if mark.shape.is_badge() {
            badge += 1;
            badge - 1
        } else {
            around += 1;
            around - 1
        };
        draw_mark(painter, mark.shape, paint, c, r, age, slot);
    }
}

/// A pit's seed count (faded while a seed flies over it, so the seed shows)
/// and its name. With both shown they stand together under the pit, name
/// then count: apart (the count at the lower right, the name at the lower
/// left) a count sat as near the next pit's name as its own, and in a
/// small window "0 b7 0" could be read either way (issue 50).
fn pit_labels(
    painter: &egui::Painter,
    pit: Pit,
    (c, r): (egui::Pos2, f32),
    count: u32,
    flying: &[egui::Pos2],
    labels: PitLabels,
) {
    // The font as drawn: on a small board it is larger than the pit asks.
    let size = legible(painter, labels.size).size;
    let name = labels
        .names
        .then(|| painter.layout_no_wrap(pit.to_string(), legible(painter, size * 0.8), NAME_INK));
    let count_box = egui::vec2(size * 1.5, size * 1.15);
    // Where the name's galley starts, where the count is centred, and the
    // dark pill under them (one for both: it holds them together, and the
    // name stays legible over the nyumba's light edge).
    let (name_at, count_at, pill) = match &name {
        Some(name) if labels.counts => {
            let gap = size * 0.25;
            let width = name.size().x + gap + count_box.x;
            let left = c.x - width / 2.0;
            let y = c.y + 0.85 * r;
            let count_at = egui::pos2(left + name.size().x + gap + count_box.x / 2.0, y);
            let pill = egui::Rect::from_min_max(
                egui::pos2(left - gap, y - count_box.y / 2.0),
                egui::pos2(left + width, y + count_box.y / 2.0),
            );
            (egui::pos2(left, y - name.size().y / 2.0), count_at, pill)
        }
        // Below the left of the pit, clear of its rim: the nyumba's square
        // reaches into the corner where a round pit's name sits.
        Some(name) => {
            let (x, y) = if is_nyumba(pit) {
                (-1.12, 1.04)
            } else {
                (-0.92, 0.92)
            };
            let centre = c + egui::vec2(x * r, y * r);
            (centre - name.size() / 2.0, c, egui::Rect::NOTHING)
        }
        None => {
            let at = c + egui::vec2(0.8 * r, 0.78 * r);
            (c, at, egui::Rect::from_center_size(at, count_box))
        }
    };
    if labels.counts {
        let covered = flying.iter().any(|p| pill.expand(size * 0.3).contains(*p));
        let alpha = if covered { 0.2 } else { 1.0 };
        painter.rect_filled(
            pill,
            size * 0.3,
            egui::Color32::from_black_alpha((170.0 * alpha) as u8),
        );
        painter.text(
            count_at,
            egui::Align2::CENTER_CENTER,
            count.to_string(),
            legible(painter, size),
            colour([250, 240, 220], alpha),
        );
    }
    if let Some(name) = name {
        painter.galley(name_at, name, NAME_INK);
    }
}

/// The colour of the pits' names.
const NAME_INK: egui::Color32 = egui::Color32::from_rgb(255, 230, 150);

/// The smallest text on the board, in screen pixels: at 800×600 the
/// board's labels had shrunk with it to about 7 px (issue 50, item 8).
const MIN_LABEL_PX: f32 = 12.0;

/// A label's font: `points` as asked, but never under MIN_LABEL_PX on
/// the screen, whatever the window's zoom.
fn legible(painter: &egui::Painter, points: f32) -> egui::FontId {
    egui::FontId::proportional(points.max(MIN_LABEL_PX / painter.ctx().pixels_per_point()))
}

/// The board's label size: LABEL_SIZE, but never more than fits beside a
/// pit as the board is seen. A larger text scale (up to 200%) grows the
/// labels only while they fit: on a small window they would cover the
/// pits and one another.
fn label_size(project: &Projector) -> f32 {
    let radius = project.pit(Pit::new(Side::South, 3)).map(|(_, r)| r);
    radius.map_or(LABEL_SIZE, |r| LABEL_SIZE.min(0.6 * r).max(7.0))
}

/// What the panels leave of the window (a little inside it): the board's
/// labels and buttons are kept there, not under a panel or past an edge.
pub(crate) fn visible_rect(ctx: &egui::Context, area: &BoardArea) -> egui::Rect {
    let zoom = ctx.zoom_factor();
    let mut visible = ctx.content_rect();
    visible.max.x -= area.right / zoom;
    visible.max.y -= area.bottom / zoom;
    visible.shrink(4.0)
}

/// "front row" and "back row" beside each player's rows, at the owner's left.
fn row_names(
    painter: &egui::Painter,
    project: &Projector,
    side: Side,
    size: f32,
    visible: egui::Rect,
    words: &Words,
) {
    let (_, ink) = plate_colours(side);
    let (fill, _) = plate_colours(side);
    for (front, pit) in [(true, Pit::new(side, 0)), (false, Pit::new(side, 15))] {
        let centre = pit_centre(pit);
        // Just outside the board, beyond the owner's pit 1.
        let x = match side {
            Side::South => -BOARD_HALF_X - 0.05,
            Side::North => BOARD_HALF_X + 0.05,
        };
        let Some(at) = project.screen(Vec3::new(x, 0.0, centre.z)) else {
            continue;
        };
        // Away from the board on whichever side of the screen its edge
        // lies: the board is turned for a solver or a player of North.
        let Some(middle) = project.screen(Vec3::new(0.0, 0.0, centre.z)) else {
            continue;
        };
        let align = if at.x < middle.x {
            egui::Align2::RIGHT_CENTER
        } else {
            egui::Align2::LEFT_CENTER
        };
        let word = words.get(if front { "row-front" } else { "row-back" });
        let galley = painter.layout_no_wrap(word.to_string(), legible(painter, size * 0.7), ink);
        // Kept inside the window: a longer word (Kiswahili) or a narrow
        // window would push it past the edge.
        let rect = inside(align.anchor_size(at, galley.size()).expand(3.0), visible);
        painter.rect_filled(rect, 3.0, fill.gamma_multiply(0.85));
        painter.galley(rect.min + egui::vec2(3.0, 3.0), galley, ink);
    }
}

/// `rect` moved inside the window, so a label at its edge stays readable.
fn inside(rect: egui::Rect, screen: egui::Rect) -> egui::Rect {
    let dx = (screen.left() - rect.left()).max(0.0) + (screen.right() - rect.right()).min(0.0);
    let dy = (screen.top() - rect.top()).max(0.0) + (screen.bottom() - rect.bottom()).min(0.0);
    rect.translate(egui::vec2(dx, dy))
}

/// A store (a reserve in Bao la Kimasai) and what it holds, in words:
/// "South's store: 22 seeds". The board's label says the same.
pub fn store_words(edition: Edition, side: Side, holds: &str, words: &Words) -> String {
    let id = if edition == Edition::Kimasai {
        "board-reserve"
    } else {
        "board-store"
    };
    words.with(id, &[("side", &side_name(side, words)), ("holds", holds)])
}

/// A store or reserve beside its owner: the owner's name and the count.
fn stores_label(
    painter: &egui::Painter,
    project: &Projector,
    round: &Round,
    (side, count): (Side, u32),
    size: f32,
    visible: egui::Rect,
    words: &Words,
) {
    let edition = round.game.edition();
    if edition == Edition::Kujifunza {
        return;
    }
    let offset = if side == Side::South { 1.25 } else { -1.25 };
    let Some(at) = project.screen(store_centre(side) + Vec3::new(0.0, 0.0, offset)) else {
        return;
    };
    let (fill, ink) = plate_colours(side);
    let text = store_words(edition, side, &count.to_string(), words);
    let galley = painter.layout_no_wrap(text, legible(painter, size * 0.9), ink);
    let rect = egui::Align2::CENTER_CENTER
        .anchor_size(at, galley.size())
        .expand(4.0);
    let rect = inside(rect, visible);
    painter.rect_filled(rect, 4.0, fill);
    painter.galley(rect.min + egui::vec2(4.0, 4.0), galley, ink);
}

/// Which plate, at what size, and whether the board is frozen (nobody acts).
#[derive(Clone, Copy)]
struct Plate {
    side: Side,
    frozen: bool,
    size: f32,
    /// The side's seeds: in its pits and store, on their way there, and in
    /// its hand while it sows.
    seeds: u32,
}

/// Where a player's plate sits: just off their edge of the board.
pub(crate) fn plate_z(side: Side) -> f32 {
    match side {
        Side::South => BOARD_HALF_Z + 0.42,
        Side::North => -BOARD_HALF_Z - 0.42,
    }
}

/// The side acting on the board: while a move is shown its mover keeps the
/// mark, as in the top bar.
pub fn acting_side(round: &Round, queue: &AnimationQueue) -> Side {
    if queue.is_idle() {
        round.side_to_move()
    } else {
        round.last_mover()
    }
}

/// A player's plate at their edge of the board: their name, their seeds
/// (who is ahead, while the game goes on), and ▶
/// while they act.
fn name_plate(
    painter: &egui::Painter,
    project: &Projector,
    round: &Round,
    queue: &AnimationQueue,
    Plate {
        side,
        frozen,
        size,
        seeds,
    }: Plate,
    words: &Words,
) {
    let Some(at) = project.screen(Vec3::new(0.0, 0.0, plate_z(side))) else {
        return;
    };
    let mine = acting_side(round, queue) == side
        && !frozen
        && (!round.game.status().is_over() || !queue.is_idle());
    let (fill, ink) = plate_colours(side);
    let marker = if mine { "▶ " } else { "" };
    let name = round.side_label(side, words);
    let text = words.with(
        "plate-seeds",
        &[
            ("name", &format!("{marker}{name}")),
            ("seeds", &seeds.to_string()),
        ],
    );
    let galley = painter.layout_no_wrap(text, legible(painter, size * 1.05), ink);
    let rect = egui::Align2::CENTER_CENTER
        .anchor_size(at, galley.size())
        .expand2(egui::vec2(10.0, 4.0));
    painter.rect_filled(rect, 6.0, fill);
    if mine {
        painter.rect_stroke(
            rect,
            6.0,
            egui::Stroke::new(2.0, egui::Color32::from_rgb(255, 214, 120)),
            egui::StrokeKind::Outside,
        );
    }
    painter.galley(rect.min + egui::vec2(10.0, 4.0), galley, ink);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::danger::Danger;
    use crate::rules::{Dir, Move};

    #[test]
    fn a_warning_draws_the_opponents_pit_and_way() {
        let warned = Warned {
            mv: Move::new(3, Dir::Clockwise),
            danger: Danger::Takes {
                reply: Move::new(9, Dir::Anticlockwise),
                seeds: 16,
            },
        };
        assert_eq!(
            warned_way(Side::South, Some(warned)),
            Some((Pit::new(Side::North, 9), Dir::Anticlockwise))
        );
        assert_eq!(
            warned_way(Side::North, Some(warned)),
            Some((Pit::new(Side::South, 9), Dir::Anticlockwise))
        );
        assert_eq!(warned_way(Side::South, None), None);
    }
}
