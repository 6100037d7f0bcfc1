//! The lessons' panel (egui), beside the board on the right: the lesson's
//! words, the example's sentence for the event shown, the question and the
//! verdict on the answer, the way on, and the progress through the lessons.

use super::lessons::{Learning, LessonStep, Stage};
use crate::app::round::animation::AnimationQueue;
use crate::app::settings::GameSettings;
use crate::app::state::{Mode, Pause, UiLayers, in_mode_with};
use crate::app::ui::room::{BoardArea, HudBars, KeysToPanel};
use crate::app::ui::widgets::{Panel, Place, side_panel};
use crate::app::ui::words::Words;
use crate::lessons::{LESSONS, Verdict};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

const RIGHT: egui::Color32 = egui::Color32::from_rgb(140, 230, 140);
const WRONG: egui::Color32 = egui::Color32::from_rgb(255, 170, 110);

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        lesson_panel
            .run_if(in_mode_with::<Learning>(Mode::Lesson))
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
    words: Res<Words>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let panel = "lesson panel";
    side_panel(
        ctx,
        Panel {
            id: panel,
            width: 300.0,
            place: Place::BesideOrUnder,
        },
        &bars,
        &mut area,
        &mut keys_to_panel,
        |ui| {
            lesson(ui, &learning, &queue, &mut steps, &words);
            ui.separator();
            progress(ui, &learning, &settings, &mut steps, &words);
        },
    );
    Ok(())
}

fn lesson(
    ui: &mut egui::Ui,
    learning: &Learning,
    queue: &AnimationQueue,
    steps: &mut MessageWriter<LessonStep>,
    words: &Words,
) {
    let lesson = learning.lesson();
    ui.label(words.with(
        "lesson-of",
        &[
            ("n", &(learning.index + 1).to_string()),
            ("count", &LESSONS.len().to_string()),
            ("edition", lesson.edition.title()),
        ],
    ));
    ui.heading(lesson.title(words));
    ui.add_space(4.0);
    match learning.stage {
        Stage::Teach => {
            for paragraph in lesson.teach(words) {
                ui.label(paragraph);
                ui.add_space(4.0);
            }
            if ui.button(words.get("lesson-watch")).clicked() {
                steps.write(LessonStep::Next);
            }
        }
        Stage::Example => {
            ui.label(egui::RichText::new(lesson.note(words)).italics());
            ui.add_space(4.0);
            ui.strong(words.with("lesson-example", &[("move", lesson.example.mv)]));
            if let Some(sentence) = learning.event_sentence(queue.events_shown(), words) {
                ui.label(sentence);
            }
            ui.add_space(4.0);
            if !queue.is_idle() {
                if ui.button(words.get("lesson-next-event")).clicked() {
                    steps.write(LessonStep::NextEvent);
                }
            } else if ui.button(words.get("lesson-your-turn")).clicked() {
                steps.write(LessonStep::Next);
            }
        }
        Stage::Question => {
            ui.strong(lesson.prompt(words));
            ui.add_space(4.0);
            ui.label(words.get("lesson-how-to-answer"));
            if learning.tries > 0 {
                ui.weak(words.with("lesson-try", &[("n", &(learning.tries + 1).to_string())]));
            }
        }
        Stage::Answered => answered(ui, learning, steps, words),
        Stage::Solution => solution(ui, learning, queue, steps, words),
    }
}

/// The verdict on the learner's answer, and what they may do next: try
/// again, go on, or (after two misses) see a right answer.
fn answered(
    ui: &mut egui::Ui,
    learning: &Learning,
    steps: &mut MessageWriter<LessonStep>,
    words: &Words,
) {
    let lesson = learning.lesson();
    ui.strong(lesson.prompt(words));
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
        let again = words.get(if right {
            "lesson-again"
        } else {
            "lesson-try-again"
        });
        if ui.button(again).clicked() {
            steps.write(LessonStep::TryAgain);
        }
        if right && ui.button(words.get("lesson-next")).clicked() {
            steps.write(LessonStep::Next);
        }
        if learning.may_show()
            && ui
                .button(words.get("lesson-show-me"))
                .on_hover_text(words.get("lesson-show-me-hover"))
                .clicked()
        {
            steps.write(LessonStep::ShowMe);
        }
    });
}

/// "Show me": a right answer played event by event, then what it does.
fn solution(
    ui: &mut egui::Ui,
    learning: &Learning,
    queue: &AnimationQueue,
    steps: &mut MessageWriter<LessonStep>,
    words: &Words,
) {
    let lesson = learning.lesson();
    ui.strong(lesson.prompt(words));
    ui.add_space(4.0);
    if let Some(answer) = lesson.an_answer(words) {
        let text = lesson
            .task_game()
            .map(|game| game.move_text(answer))
            .unwrap_or_default();
        ui.label(words.with("lesson-answer", &[("move", &text)]));
        if let Some(sentence) = learning.event_sentence(queue.events_shown(), words) {
            ui.label(sentence);
        }
        if queue.is_idle()
            && let Verdict::Right { words: why } = lesson.check(answer, words)
        {
            ui.label(egui::RichText::new(why).color(RIGHT).strong());
        }
    }
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        if !queue.is_idle() {
            if ui.button(words.get("lesson-next-event")).clicked() {
                steps.write(LessonStep::NextEvent);
            }
            return;
        }
        if ui.button(words.get("lesson-try-it")).clicked() {
            steps.write(LessonStep::TryAgain);
        }
        if ui.button(words.get("lesson-next")).clicked() {
            steps.write(LessonStep::Next);
        }
    });
}

/// The lessons, each a button (✔ when done), and what is kept of them.
fn progress(
    ui: &mut egui::Ui,
    learning: &Learning,
    settings: &GameSettings,
    steps: &mut MessageWriter<LessonStep>,
    words: &Words,
) {
    let done = LESSONS
        .iter()
        .filter(|l| learning.progress.has(l.id))
        .count();
    ui.label(words.with(
        "lessons-done",
        &[
            ("done", &done.to_string()),
            ("count", &LESSONS.len().to_string()),
        ],
    ));
    for (index, lesson) in LESSONS.iter().enumerate() {
        let mark = if learning.progress.has(lesson.id) {
            "✔"
        } else {
            "  "
        };
        let text = format!("{mark} {}. {}", index + 1, lesson.title(words));
        if ui.selectable_label(index == learning.index, text).clicked() {
            steps.write(LessonStep::Goto(index));
        }
    }
    if !settings.settings.save_on_device {
        ui.weak(words.get("lessons-not-kept"));
    }
}
