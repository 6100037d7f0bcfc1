//! The end of a game as a moment: the end window.

use crate::app::demo::Demo;
use crate::app::menus::bests::ending_lines;
use crate::app::menus::customise::{Draft, customise};
use crate::app::menus::files::{SaveGame, record_of};
use crate::app::replay::review::ReviewGame;
use crate::app::replay::viewer::OpenReplay;
use crate::app::round::animation::AnimationQueue;
use crate::app::round::keeping::PlayerData;
use crate::app::round::play::{NewRound, Round, clock_text};
use crate::app::settings::GameSettings;
use crate::app::state::{Menu, Mode, Pause, Screen, Turn, UiLayers};
use crate::app::ui::clipboard::Clipboard;
use crate::app::ui::words::Words;
use crate::record::game::parse_records;
use crate::record::settings::Player;
use crate::rules::{Side, Status};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        // The pause screen covers the game, its end window too: it is
        // drawn only while the round runs.
        end_window
            .run_if(in_state(Turn::Over))
            .run_if(in_state(Pause::Running))
            .in_set(UiLayers::Menus),
    );
}

/// What the end window reads: the round and how it ended, the mode (is
/// this the demo, does it show an end window at all), the player's records
/// for the ending lines, and the clock its buttons settle by.
#[derive(SystemParam)]
struct Ended<'w> {
    round: Res<'w, Round>,
    mode: Res<'w, State<Mode>>,
    queue: Res<'w, AnimationQueue>,
    data: Res<'w, PlayerData>,
    settings: Res<'w, GameSettings>,
    demo: Option<Res<'w, Demo>>,
    words: Res<'w, Words>,
    time: Res<'w, Time>,
}

impl Ended<'_> {
    /// The demo, in the demo's mode only: the mode says whether this is the
    /// demo; its resource says when the next game starts.
    fn demo(&self) -> Option<&Demo> {
        self.demo
            .as_deref()
            .filter(|_| *self.mode.get() == Mode::Demo)
    }
}

/// What the end window's buttons do: play again, open the new game's
/// settings, save, review the game, or go to the title screen.
#[derive(SystemParam)]
struct EndChoices<'w> {
    next_menu: ResMut<'w, NextState<Menu>>,
    draft: ResMut<'w, Draft>,
    screen: ResMut<'w, NextState<Screen>>,
    rounds: MessageWriter<'w, NewRound>,
    save: MessageWriter<'w, SaveGame>,
    reviews: MessageWriter<'w, ReviewGame>,
}

/// Whether the end window's buttons can be pressed yet, and whether this
/// is the frame they become so (the keyboard's focus goes to them then).
#[derive(Clone, Copy)]
struct Settle {
    settling: bool,
    focus_now: bool,
}

/// The end of a game as a moment: a headline in the middle ("You win!",
/// "Bingwa wins", "Unranked"), the reason in plain words, the seeds each
/// side holds, the moves and the time, and what to do next. It waits until
/// the board has shown the last move.
fn end_window(
    mut contexts: EguiContexts,
    ended: Ended,
    mut choices: EndChoices,
    mut clipboard: ResMut<Clipboard>,
    mut shown: Local<(u64, f32)>,
) -> Result {
    // A replay and the practice board show the result in their panels.
    if !ended.queue.is_idle() || !ended.mode.shows_end_window() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let Some((headline, why)) = ended.round.ending(&ended.words) else {
        return Ok(());
    };
    let settle = settle(&mut shown, ended.round.generation, ended.time.delta_secs());
    egui::Window::new("Game over")
        .title_bar(false)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(4.0);
                ui.label(egui::RichText::new(headline).size(34.0).strong());
                ui.label(egui::RichText::new(why).size(18.0));
                ui.add_space(6.0);
                result_lines(ui, &ended, &mut clipboard);
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    ui.add_enabled_ui(!settle.settling || settle.focus_now, |ui| {
                        end_buttons(ui, &ended, &mut choices, settle);
                    });
                });
            });
        });
    Ok(())
}

/// Counts the seconds since the end window opened for this round
/// (`generation`): its buttons wait a moment after it opens, since Enter or
/// a click meant for the last move would otherwise start the next game
/// unseen (found by playing with the keyboard alone: Enter, →, Enter
/// skipped the end).
fn settle(shown: &mut (u64, f32), generation: u64, delta: f32) -> Settle {
    if shown.0 != generation {
        *shown = (generation, 0.0);
    }
    let settling = shown.1 < SETTLE_SECONDS;
    let focus_now = settling && shown.1 + delta >= SETTLE_SECONDS;
    shown.1 += delta;
    Settle {
        settling,
        focus_now,
    }
}

/// The lines under the headline: the board at the end, then the demo's
/// result and when its next game starts, or the person's ending lines
/// (records, bests, the summary to copy).
fn result_lines(ui: &mut egui::Ui, ended: &Ended, clipboard: &mut Clipboard) {
    let (round, words) = (&*ended.round, &*ended.words);
    the_board_at_the_end(ui, round, words);
    if let Some(demo) = ended.demo() {
        if let Some(line) = demo_result_line(round, words) {
            ui.label(line);
        }
        ui.label(words.with(
            "end-demo",
            &[("seconds", &format!("{:.0}", demo.seconds_to_next().ceil()))],
        ));
    } else {
        ending_lines(ui, round, &ended.data, &ended.settings, clipboard, words);
    }
}

/// The end window's buttons in a row: play again (where the keyboard
/// starts), new game, save, review (not in the demo) and main menu.
fn end_buttons(ui: &mut egui::Ui, ended: &Ended, choices: &mut EndChoices, settle: Settle) {
    let (round, words) = (&*ended.round, &*ended.words);
    let again = ui.button(egui::RichText::new(words.get("end-play-again")).size(17.0));
    // The keyboard starts here, once a game: Enter plays again, Tab goes on
    // to the other choices.
    if settle.focus_now {
        again.request_focus();
    }
    if again.clicked() {
        choices.rounds.write(round.restart(*ended.mode.get()));
    }
    if ui
        .button(egui::RichText::new(words.get("pause-new-game")).size(17.0))
        .clicked()
    {
        customise(
            &mut choices.draft,
            &mut choices.next_menu,
            Some(round.config),
        );
    }
    if ui
        .button(egui::RichText::new(words.get("pause-save")).size(17.0))
        .clicked()
    {
        choices.save.write(SaveGame(None));
    }
    if ended.demo().is_none()
        && ui
            .button(egui::RichText::new(words.get("end-review")).size(17.0))
            .on_hover_text(words.get("review-start-hover"))
            .clicked()
        && let Some(open) = this_game(round, words)
    {
        choices.reviews.write(ReviewGame(open));
    }
    if ui
        .button(egui::RichText::new(words.get("pause-main-menu")).size(17.0))
        .clicked()
    {
        choices.screen.set(Screen::Title);
    }
}

/// The game just ended, as the viewer opens a record: written as its
/// record and read back, so the review sees what a saved file would hold.
fn this_game(round: &Round, words: &Words) -> Option<OpenReplay> {
    let text = record_of(round).to_text();
    let games = parse_records(&text).ok()?;
    Some(OpenReplay {
        name: words.get("end-review-name"),
        games,
        game: 0,
        at: 0,
    })
}

/// How long the end window's buttons wait after it opens.
const SETTLE_SECONDS: f32 = 0.8;

/// The seeds each side holds at the end (and in its store), the moves and
/// the time played.
fn the_board_at_the_end(ui: &mut egui::Ui, round: &Round, words: &Words) {
    let position = round.game.position();
    for side in Side::BOTH {
        let on_board: u32 = position.board.row(side).iter().map(|&n| n as u32).sum();
        let stored = position.stores[side.index()];
        let side = round.side_label(side, words);
        let seeds = words.seeds(on_board);
        ui.label(if stored > 0 {
            words.with(
                "end-seeds-stored",
                &[
                    ("side", &side),
                    ("seeds", &seeds),
                    ("stored", &stored.to_string()),
                ],
            )
        } else {
            words.with("end-seeds", &[("side", &side), ("seeds", &seeds)])
        });
    }
    ui.label(words.with(
        "end-moves",
        &[
            ("moves", &round.moves_played().to_string()),
            ("clock", &clock_text(round.clock)),
        ],
    ));
}

/// A demo game between bot levels: one line on why its result could have
/// gone the other way, since a weaker level does win some games.
fn demo_result_line(round: &Round, words: &Words) -> Option<String> {
    let level = |side: Side| match round.config.player(side) {
        Player::Bot(level) => Some(level.number),
        Player::Person => None,
    };
    let (south, north) = (level(Side::South)?, level(Side::North)?);
    let Status::Won { winner, .. } = round.game.status() else {
        return None;
    };
    let (won, lost) = match winner {
        Side::South => (south, north),
        Side::North => (north, south),
    };
    let id = match won.cmp(&lost) {
        std::cmp::Ordering::Less => "end-demo-upset",
        std::cmp::Ordering::Greater => "end-demo-expected",
        std::cmp::Ordering::Equal => "end-demo-equal",
    };
    Some(words.get(id))
}
