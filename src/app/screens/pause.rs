//! The pause screen: the board hidden, the clock stopped, the ways on.

use crate::app::learn::lessons::LessonStep;
use crate::app::menus::customise::{Draft, customise};
use crate::app::menus::files::{RecordText, SaveGame};
use crate::app::menus::help::RULES_WIDTH;
use crate::app::puzzles::solving::PuzzleStep;
use crate::app::replay::review::Reviewing;
use crate::app::replay::viewer::Replay;
use crate::app::round::leaving::{Leave, Leaving};
use crate::app::round::play::{Round, clock_text};
use crate::app::screens::pause_offers::{PauseOffer, PauseOffers};
use crate::app::state::{Menu, Mode, Pause, UiLayers};
use crate::app::ui::widgets::screen_ui;
use crate::app::ui::widgets::{about_line, big_button};
use crate::app::ui::words::Words;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        pause_screen
            .run_if(in_state(Pause::Paused))
            .in_set(UiLayers::Menus),
    );
}

/// The record watched, if any (a replay, and its review when one was
/// made): the pause menu offers to save it as a file.
#[derive(SystemParam)]
struct Watched<'w> {
    replay: Option<Res<'w, Replay>>,
    reviewing: Option<Res<'w, Reviewing>>,
}

/// Where the pause menu's offers lead: a game's own ways (leave for a
/// new round, the customise window, a save) and a lesson's or puzzle's.
#[derive(SystemParam)]
struct Ways<'w> {
    offers: Res<'w, PauseOffers>,
    leave: MessageWriter<'w, Leave>,
    save: MessageWriter<'w, SaveGame>,
    draft: ResMut<'w, Draft>,
    puzzle_steps: MessageWriter<'w, PuzzleStep>,
    lesson_steps: MessageWriter<'w, LessonStep>,
}

impl Ways<'_> {
    /// Takes an offer clicked in the pause menu.
    fn take(
        &mut self,
        offer: PauseOffer,
        round: &Round,
        mode: Mode,
        watched: &Watched,
        next_menu: &mut NextState<Menu>,
        pause: &mut NextState<Pause>,
    ) {
        match offer {
            PauseOffer::Reset => {
                self.leave.write(Leave(Leaving::round(round.restart(mode))));
            }
            PauseOffer::NewGame => customise(&mut self.draft, next_menu, Some(round.config)),
            PauseOffer::SaveGame => {
                self.save.write(SaveGame(None));
            }
            PauseOffer::SaveRecord => {
                if let Some(replay) = &watched.replay {
                    let text = record_text(replay, watched.reviewing.as_deref());
                    self.save.write(SaveGame(Some(text)));
                }
            }
            PauseOffer::Puzzle(step) => {
                self.puzzle_steps.write(step);
                pause.set(Pause::Running);
            }
            PauseOffer::LessonAgain => {
                self.lesson_steps.write(LessonStep::TryAgain);
                pause.set(Pause::Running);
            }
        }
    }
}

fn pause_screen(
    mut contexts: EguiContexts,
    round: Res<Round>,
    mode: Res<State<Mode>>,
    menu: Res<State<Menu>>,
    mut next_menu: ResMut<NextState<Menu>>,
    mut pause: ResMut<NextState<Pause>>,
    watched: Watched,
    mut ways: Ways,
    words: Res<Words>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mode = *mode.get();
    let mut ui = screen_ui(ctx, "pause");
    // The Rules window stands at the left: the buttons go right of it, so
    // at large text it never covers them (issue 50, item 10).
    let beside_rules = *menu.get() == Menu::Rules;
    egui::CentralPanel::default().show(&mut ui, |ui| {
        let mut room = ui.available_rect_before_wrap();
        if beside_rules {
            room.min.x = (room.min.x + RULES_WIDTH + 40.0).min(room.center().x);
        }
        let column = egui::UiBuilder::new()
            .max_rect(room)
            .layout(egui::Layout::top_down(egui::Align::Center));
        ui.scope_builder(column, |ui| {
            ui.add_space(ui.available_height() * 0.18);
            ui.label(
                egui::RichText::new(words.get("pause-title"))
                    .size(40.0)
                    .strong(),
            );
            // A lesson's or a puzzle's move number and clock mean nothing.
            if mode.shows_clock_and_move() {
                ui.label(words.with(
                    "pause-about",
                    &[
                        ("edition", round.game.edition().title()),
                        ("counter", &round.move_counter(mode, None, true, &words)),
                        ("clock", &clock_text(round.clock)),
                    ],
                ));
            }
            ui.add_space(16.0);
            // What a button does goes in a line under them all, never in a
            // tooltip over the next button.
            let mut about = None;
            if big_button(ui, &words.get("pause-resume")).clicked() {
                pause.set(Pause::Running);
            }
            // The mode's state decided the offers (pause_offers.rs).
            for offer in ways.offers.0.clone() {
                let (clicked, hover) = offer_button(ui, offer, &words);
                about = about.or(hover);
                if !clicked {
                    continue;
                }
                ways.take(offer, &round, mode, &watched, &mut next_menu, &mut pause);
            }
            if big_button(ui, &words.get("rules")).clicked() {
                next_menu.set(menu.get().toggled(Menu::Rules));
            }
            if big_button(ui, &words.get("settings")).clicked() {
                next_menu.set(menu.get().toggled(Menu::Settings));
            }
            if big_button(ui, &words.get("pause-main-menu")).clicked() {
                ways.leave.write(Leave(Leaving::Title));
            }
            if big_button(ui, &words.get("quit")).clicked() {
                ways.leave.write(Leave(Leaving::Quit));
            }
            about_line(ui, about);
        });
    });
    Ok(())
}

/// The record watched, as a file holds it: with the review written in
/// (RECORDS.md's comments) once the viewer's review of it is done.
fn record_text(replay: &Replay, reviewing: Option<&Reviewing>) -> RecordText {
    let recorded = replay.recorded();
    let text = match reviewing
        .filter(|r| r.game == replay.game)
        .and_then(|r| r.done.as_ref())
    {
        Some(review) => crate::review::written::record_text(review, recorded),
        None => recorded.record.to_text(),
    };
    let first = recorded.record.start_position().side;
    RecordText {
        text,
        moves: first.moves_in(recorded.plies()),
    }
}

/// An offer's button: whether it was clicked, and what it does while
/// under the pointer or the keyboard (the saves say more).
fn offer_button(ui: &mut egui::Ui, offer: PauseOffer, words: &Words) -> (bool, Option<String>) {
    let (id, hover) = match offer {
        PauseOffer::Reset => ("pause-reset", None),
        PauseOffer::NewGame => ("pause-new-game", None),
        PauseOffer::SaveGame => ("pause-save", Some("pause-save-hover")),
        PauseOffer::SaveRecord => ("pause-save", Some("pause-save-record-hover")),
        PauseOffer::Puzzle(PuzzleStep::Retry) => ("pause-puzzle-retry", None),
        PauseOffer::Puzzle(PuzzleStep::Hint) => ("pause-puzzle-hint", None),
        PauseOffer::Puzzle(PuzzleStep::ShowSolution) => ("pause-puzzle-solution", None),
        PauseOffer::Puzzle(PuzzleStep::Next) => ("pause-puzzle-skip", None),
        PauseOffer::Puzzle(_) => ("puzzle-choose", None),
        PauseOffer::LessonAgain => ("pause-lesson-again", None),
    };
    let button = big_button(ui, &words.get(id));
    let about = hover
        .filter(|_| button.hovered() || button.has_focus())
        .map(|h| words.get(h));
    (button.clicked(), about)
}
