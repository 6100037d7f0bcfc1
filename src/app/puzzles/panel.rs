//! The puzzles' panel (egui), beside the board on the right: the edition
//! and the way to draw them, the puzzle's task, the verdict and the ways
//! on, and what the sitting came to.

use super::mine::of_edition;
use super::solving::{PuzzleStep, Solving, Stage, Why};
use crate::app::state::{Mode, Pause, UiLayers, in_mode_with};
use crate::app::ui::room::{BoardArea, HudBars, KeysToPanel};
use crate::app::ui::widgets::{Panel, Place, side_panel};
use crate::app::ui::words::Words;
use crate::puzzle::session::Way;
use crate::puzzle::shipped::shipped;
use crate::puzzle::{Puzzle, Theme};
use crate::rules::Edition;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

const RIGHT: egui::Color32 = egui::Color32::from_rgb(140, 230, 140);
const WRONG: egui::Color32 = egui::Color32::from_rgb(255, 170, 110);

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        puzzle_panel
            .run_if(in_mode_with::<Solving>(Mode::Puzzle))
            .run_if(in_state(Pause::Running))
            .in_set(UiLayers::Hud),
    );
}

fn puzzle_panel(
    mut contexts: EguiContexts,
    solving: Res<Solving>,
    bars: Res<HudBars>,
    mut area: ResMut<BoardArea>,
    mut keys_to_panel: ResMut<KeysToPanel>,
    mut steps: MessageWriter<PuzzleStep>,
    words: Res<Words>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    side_panel(
        ctx,
        Panel {
            id: "puzzle panel",
            width: 300.0,
            place: Place::BesideOrUnder,
        },
        &bars,
        &mut area,
        &mut keys_to_panel,
        |ui| {
            ui.heading(words.get("puzzle-title"));
            let player = solving.sitting.player.rating;
            ui.label(words.with("puzzle-your-rating", &[("rating", &format!("{player:.0}"))]));
            ui.separator();
            match solving.stage {
                Stage::Choosing | Stage::Done => choosing(ui, &solving, &mut steps, &words),
                _ => puzzle(ui, &solving, &mut steps, &words),
            }
            ui.separator();
            sitting(ui, &solving, &mut steps, &words);
        },
    );
    Ok(())
}

/// The edition and the way: matched to the rating, a theme, a streak.
fn choosing(
    ui: &mut egui::Ui,
    solving: &Solving,
    steps: &mut MessageWriter<PuzzleStep>,
    words: &Words,
) {
    if solving.stage == Stage::Done {
        ui.label(words.get("puzzle-none-left"));
    }
    ui.horizontal_wrapped(|ui| {
        for edition in Edition::ALL {
            let chosen = solving.edition == edition;
            if ui.selectable_label(chosen, edition.title()).clicked() {
                steps.write(PuzzleStep::Edition(edition));
            }
        }
    });
    let set = shipped(solving.edition);
    ui.weak(words.with("puzzle-count", &[("count", &set.len().to_string())]));
    if ui.button(words.get("puzzle-matched")).clicked() {
        steps.write(PuzzleStep::Begin(Way::Matched));
    }
    if ui.button(words.get("puzzle-streak")).clicked() {
        steps.write(PuzzleStep::Begin(Way::Streak));
    }
    let mine = of_edition(&solving.mine, solving.edition).count();
    if mine == 0 {
        ui.weak(words.get("puzzle-mine-none"));
    } else if ui
        .button(words.with("puzzle-mine", &[("count", &mine.to_string())]))
        .clicked()
    {
        steps.write(PuzzleStep::Begin(Way::Mine));
    }
    ui.label(words.get("puzzle-by-theme"));
    ui.horizontal_wrapped(|ui| {
        for theme in Theme::ALL {
            let has = set.iter().any(|p| p.themes.contains(&theme));
            if has && ui.button(words.get(&theme.message_id())).clicked() {
                steps.write(PuzzleStep::Begin(Way::Theme(theme)));
            }
        }
    });
}

/// The puzzle on the board: its task, then the verdict and the ways on.
fn puzzle(
    ui: &mut egui::Ui,
    solving: &Solving,
    steps: &mut MessageWriter<PuzzleStep>,
    words: &Words,
) {
    let Some(puzzle) = solving.puzzle() else {
        return;
    };
    ui.weak(about(puzzle, solving.stage, words));
    let solver = crate::rules::explain::side_name(puzzle.start().side, words);
    match solving.stage {
        Stage::Setup => {
            ui.label(words.get("puzzle-watch"));
        }
        Stage::Solving | Stage::Replying => {
            // Each right step of a longer puzzle is said to be right.
            let done = solving.step / 2;
            if let Some(right) = done
                .checked_sub(1)
                .and_then(|k| solver_move(puzzle, k, words))
            {
                ui.colored_label(RIGHT, words.with("puzzle-good-move", &[("move", &right)]));
            }
            ui.label(egui::RichText::new(words.with("puzzle-task", &[("side", &solver)])).strong());
            if solving.hint.is_some()
                && let Some(hinted) = solver_move(puzzle, done, words)
            {
                ui.label(words.with("puzzle-hint-said", &[("move", &hinted)]));
            } else if ui.button(words.get("puzzle-hint")).clicked() {
                steps.write(PuzzleStep::Hint);
            }
        }
        Stage::Solved => {
            let key = if solving.helped {
                "puzzle-solved-helped"
            } else if solving.retry {
                "puzzle-solved-retry"
            } else {
                "puzzle-solved"
            };
            ui.colored_label(RIGHT, words.get(key));
            change(ui, solving, words);
            if ui.button(words.get("puzzle-next")).clicked() {
                steps.write(PuzzleStep::Next);
            }
        }
        Stage::Missed => {
            if let Some(why) = &solving.why {
                ui.colored_label(WRONG, why_words(why, words));
            }
            change(ui, solving, words);
            ui.horizontal_wrapped(|ui| {
                if ui.button(words.get("puzzle-retry")).clicked() {
                    steps.write(PuzzleStep::Retry);
                }
                if ui.button(words.get("puzzle-show")).clicked() {
                    steps.write(PuzzleStep::ShowSolution);
                }
                if ui.button(words.get("puzzle-next")).clicked() {
                    steps.write(PuzzleStep::Next);
                }
            });
        }
        Stage::Showing => {
            let line: Vec<String> = (0..puzzle.solver_moves().len())
                .filter_map(|k| solver_move(puzzle, k, words))
                .collect();
            ui.label(words.with("puzzle-showing", &[("moves", &line.join("; "))]));
            if ui.button(words.get("puzzle-next")).clicked() {
                steps.write(PuzzleStep::Next);
            }
        }
        Stage::Choosing | Stage::Done => {}
    }
}

/// The solver's `k`th move in words: "South sows A5 to the left (clockwise)".
fn solver_move(puzzle: &Puzzle, k: usize, words: &Words) -> Option<String> {
    let (at, mv) = *puzzle.solver_moves().get(k)?;
    Some(crate::review::words::move_words(
        mv,
        at.side,
        puzzle.rules.edition,
        words,
    ))
}

/// The puzzle's rating, and its themes once it is over: they say what the
/// answer does ("the kichwa", "defence"), so they are not told while
/// solving, as lichess does.
fn about(puzzle: &Puzzle, stage: Stage, words: &Words) -> String {
    let over = matches!(stage, Stage::Solved | Stage::Missed | Stage::Showing);
    let themes: Vec<String> = puzzle
        .themes
        .iter()
        .filter(|_| over)
        .map(|t| words.get(&t.message_id()))
        .collect();
    let rating = format!("{:.0}", puzzle.rating);
    if themes.is_empty() {
        words.with("puzzle-about-rating", &[("rating", &rating)])
    } else {
        words.with(
            "puzzle-about",
            &[("rating", &rating), ("themes", &themes.join(", "))],
        )
    }
}

/// One sentence on why a move was wrong: the reply that punishes it, the
/// seeds it takes, and the win chance given away.
fn why_words(why: &Why, words: &Words) -> String {
    let percent = |p: f64| format!("{:.0}", p * 100.0);
    let chances = [
        ("right", percent(why.chance_right)),
        ("played", percent(why.chance_played)),
    ];
    match &why.refutation {
        Some(reply) if why.takes > 0 => words.with(
            "puzzle-wrong-takes",
            &[
                ("move", &why.played),
                ("reply", reply),
                ("seeds", &why.takes.to_string()),
                ("right", &chances[0].1),
                ("played", &chances[1].1),
            ],
        ),
        Some(reply) => words.with(
            "puzzle-wrong-reply",
            &[
                ("move", &why.played),
                ("reply", reply),
                ("right", &chances[0].1),
                ("played", &chances[1].1),
            ],
        ),
        None => words.with(
            "puzzle-wrong",
            &[
                ("move", &why.played),
                ("right", &chances[0].1),
                ("played", &chances[1].1),
            ],
        ),
    }
}

fn change(ui: &mut egui::Ui, solving: &Solving, words: &Words) {
    if let Some(change) = solving.change {
        ui.label(words.with("puzzle-change", &[("change", &format!("{change:+.0}"))]));
    } else if solving.sitting.attempts.last().is_some_and(|a| !a.rated) {
        ui.label(words.get("puzzle-unrated"));
    }
}

/// The sitting so far: solved and missed, the way back to choosing and
/// the missed ones again.
fn sitting(
    ui: &mut egui::Ui,
    solving: &Solving,
    steps: &mut MessageWriter<PuzzleStep>,
    words: &Words,
) {
    let tried = solving.sitting.attempts.len();
    if tried == 0 {
        return;
    }
    let first = solving
        .sitting
        .attempts
        .first()
        .map_or(0.0, |a| a.rating_before);
    ui.label(words.with(
        "puzzle-sitting",
        &[
            ("solved", &solving.sitting.solved().to_string()),
            ("tried", &tried.to_string()),
            (
                "change",
                &format!("{:+.0}", solving.sitting.player.rating - first),
            ),
        ],
    ));
    let missed = solving.sitting.failed().len();
    if missed > 0 && ui.button(words.get("puzzle-replay-missed")).clicked() {
        steps.write(PuzzleStep::ReplayMissed);
    }
    if solving.stage != Stage::Choosing && ui.button(words.get("puzzle-choose")).clicked() {
        steps.write(PuzzleStep::Choose);
    }
}
