//! The lessons' panel (egui), beside the board on the right: the lesson's
//! words, the example's sentence for the event shown, the question and the
//! verdict on the answer, the way on, and the progress through the lessons.

use super::animation::AnimationQueue;
use super::input::KeysToPanel;
use super::layout::{BoardArea, HudBars};
use super::learn::{Learning, LessonStep, Stage};
use super::settings::GameSettings;
use super::state::{Pause, UiLayers};
use super::widgets::side_panel;
use crate::lessons::{LESSONS, Verdict};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

const RIGHT: egui::Color32 = egui::Color32::from_rgb(140, 230, 140);
const WRONG: egui::Color32 = egui::Color32::from_rgb(255, 170, 110);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        lesson_panel
            .run_if(resource_exists::<Learning>)
            .run_if(in_state(Pause::Running))
            .in_set(UiLayers::Hud),
    );
}

fn lesson_panel(
    mut contexts: EguiContexts,
    learning: Res<Learning>,
    queue: Res<AnimationQueue>,
    settings: Res<GameSettings>,
    bars: Res<HudBars>,
    mut area: ResMut<BoardArea>,
    mut keys_to_panel: ResMut<KeysToPanel>,
    mut steps: MessageWriter<LessonStep>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let panel = "lesson panel";
    side_panel(
        ctx,
        panel,
        300.0,
        &bars,
        &mut area,
        &mut keys_to_panel,
        |ui| {
            lesson(ui, &learning, &queue, &mut steps);
            ui.separator();
            progress(ui, &learning, &settings, &mut steps);
        },
    );
    Ok(())
}

fn lesson(
    ui: &mut egui::Ui,
    learning: &Learning,
    queue: &AnimationQueue,
    steps: &mut MessageWriter<LessonStep>,
) {
    let lesson = learning.lesson();
    ui.label(format!(
        "Lesson {} of {} · {}",
        learning.index + 1,
        LESSONS.len(),
        lesson.edition.title()
    ));
    ui.heading(lesson.title);
    ui.add_space(4.0);
    match learning.stage {
        Stage::Teach => {
            for paragraph in lesson.teach {
                ui.label(*paragraph);
                ui.add_space(4.0);
            }
            if ui.button("Watch an example (Enter)").clicked() {
                steps.write(LessonStep::Next);
            }
        }
        Stage::Example => {
            ui.label(egui::RichText::new(lesson.example.note).italics());
            ui.add_space(4.0);
            ui.strong(format!("Example: {}", lesson.example.mv));
            if let Some(sentence) = learning.event_sentence(queue.events_shown()) {
                ui.label(sentence);
            }
            ui.add_space(4.0);
            if !queue.is_idle() {
                if ui.button("Next event (right arrow or Space)").clicked() {
                    steps.write(LessonStep::NextEvent);
                }
            } else if ui.button("Your turn: the question (Enter)").clicked() {
                steps.write(LessonStep::Next);
            }
        }
        Stage::Question => {
            ui.strong(lesson.task.prompt);
            ui.add_space(4.0);
            ui.label(
                "Play your answer on the board: click a pit whose rim glows, then an \
                 arrow beside it (or Tab, Enter and an arrow key).",
            );
            if learning.tries > 0 {
                ui.weak(format!("Try {}", learning.tries + 1));
            }
        }
        Stage::Answered => {
            ui.strong(lesson.task.prompt);
            ui.add_space(4.0);
            let right = match &learning.verdict {
                Some(Verdict::Right { words }) => {
                    ui.label(egui::RichText::new(words).color(RIGHT).strong());
                    true
                }
                Some(Verdict::Wrong { words, .. }) => {
                    ui.label(egui::RichText::new(words).color(WRONG));
                    false
                }
                Some(Verdict::NotLegal { words }) => {
                    ui.label(egui::RichText::new(words).color(WRONG));
                    false
                }
                None => false,
            };
            ui.add_space(4.0);
            ui.horizontal(|ui| {
                let again = if right {
                    "Again (R)"
                } else {
                    "Try again (Enter)"
                };
                if ui.button(again).clicked() {
                    steps.write(LessonStep::TryAgain);
                }
                if right && ui.button("Next lesson (Enter)").clicked() {
                    steps.write(LessonStep::Next);
                }
            });
        }
    }
}

/// The lessons, each a button (✓ when done), and what is kept of them.
fn progress(
    ui: &mut egui::Ui,
    learning: &Learning,
    settings: &GameSettings,
    steps: &mut MessageWriter<LessonStep>,
) {
    let done = LESSONS
        .iter()
        .filter(|l| learning.progress.has(l.id))
        .count();
    ui.label(format!("{done} of {} lessons done", LESSONS.len()));
    for (index, lesson) in LESSONS.iter().enumerate() {
        let mark = if learning.progress.has(lesson.id) {
            "✓"
        } else {
            "  "
        };
        let text = format!("{mark} {}. {}", index + 1, lesson.title);
        if ui.selectable_label(index == learning.index, text).clicked() {
            steps.write(LessonStep::Goto(index));
        }
    }
    if !settings.settings.save_on_device {
        ui.weak("Device saving is off: progress lasts until you quit.");
    }
}
