//! The end of a game as a moment: the end window.

use crate::app::board::animation::AnimationQueue;
use crate::app::demo::Demo;
use crate::app::menus::bests::ending_lines;
use crate::app::menus::customise::{Draft, customise};
use crate::app::menus::files::{SaveGame, record_of};
use crate::app::replay::review::ReviewGame;
use crate::app::replay::viewer::OpenReplay;
use crate::app::round::keeping::PlayerData;
use crate::app::round::play::{NewRound, Round, clock_text};
use crate::app::settings::GameSettings;
use crate::app::state::{Menu, Mode, Pause, Screen, Turn, UiLayers};
use crate::app::ui::clipboard::Clipboard;
use crate::app::ui::words::Words;
use crate::record::game::parse_records;
use crate::record::settings::Player;
use crate::rules::{Side, Status};
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

/// The end of a game as a moment: a headline in the middle ("You win!",
/// "Bingwa wins", "Unranked"), the reason in plain words, the seeds each
/// side holds, the moves and the time, and what to do next. It waits until
/// the board has shown the last move.
fn end_window(
    mut contexts: EguiContexts,
    round: Res<Round>,
    mode: Res<State<Mode>>,
    queue: Res<AnimationQueue>,
    mut next_menu: ResMut<NextState<Menu>>,
    mut draft: ResMut<Draft>,
    mut screen: ResMut<NextState<Screen>>,
    mut rounds: MessageWriter<NewRound>,
    (mut save, mut reviews): (MessageWriter<SaveGame>, MessageWriter<ReviewGame>),
    data: Res<PlayerData>,
    settings: Res<GameSettings>,
    mut clipboard: ResMut<Clipboard>,
    demo: Option<Res<Demo>>,
    words: Res<Words>,
    time: Res<Time>,
    mut shown: Local<(u64, f32)>,
) -> Result {
    // A replay and the practice board show the result in their panels.
    if !queue.is_idle() || !mode.shows_end_window() {
        return Ok(());
    }
    // The mode says whether this is the demo; its resource says when the
    // next game starts.
    let demo = demo.filter(|_| *mode.get() == Mode::Demo);
    let ctx = contexts.ctx_mut()?;
    let Some((headline, why)) = round.ending(&words) else {
        return Ok(());
    };
    // Its buttons wait a moment after it opens: Enter or a click meant for
    // the last move would otherwise start the next game unseen (found by
    // playing with the keyboard alone: Enter, →, Enter skipped the end).
    if shown.0 != round.generation {
        *shown = (round.generation, 0.0);
    }
    let settling = shown.1 < SETTLE_SECONDS;
    let focus_now = settling && shown.1 + time.delta_secs() >= SETTLE_SECONDS;
    shown.1 += time.delta_secs();
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
                the_board_at_the_end(ui, &round, &words);
                if let Some(demo) = &demo {
                    if let Some(line) = demo_result_line(&round, &words) {
                        ui.label(line);
                    }
                    ui.label(words.with(
                        "end-demo",
                        &[("seconds", &format!("{:.0}", demo.seconds_to_next().ceil()))],
                    ));
                } else {
                    ending_lines(ui, &round, &data, &settings, &mut clipboard, &words);
                }
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    ui.add_enabled_ui(!settling || focus_now, |ui| {
                        let again =
                            ui.button(egui::RichText::new(words.get("end-play-again")).size(17.0));
                        // The keyboard starts here, once a game: Enter plays
                        // again, Tab goes on to the other choices.
                        if focus_now {
                            again.request_focus();
                        }
                        if again.clicked() {
                            rounds.write(round.restart(*mode.get()));
                        }
                        if ui
                            .button(egui::RichText::new(words.get("pause-new-game")).size(17.0))
                            .clicked()
                        {
                            customise(&mut draft, &mut next_menu, Some(round.config));
                        }
                        if ui
                            .button(egui::RichText::new(words.get("pause-save")).size(17.0))
                            .clicked()
                        {
                            save.write(SaveGame(None));
                        }
                        if demo.is_none()
                            && ui
                                .button(egui::RichText::new(words.get("end-review")).size(17.0))
                                .on_hover_text(words.get("review-start-hover"))
                                .clicked()
                            && let Some(open) = this_game(&round, &words)
                        {
                            reviews.write(ReviewGame(open));
                        }
                        if ui
                            .button(egui::RichText::new(words.get("pause-main-menu")).size(17.0))
                            .clicked()
                        {
                            screen.set(Screen::Title);
                        }
                    });
                });
            });
        });
    Ok(())
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
