//! Headless tests of a newcomer's pass (issue 50): the hint and the
//! beginner's warning speak as one judge, a puzzle keeps to its own
//! controls, and a saved game is neither warned about nor hidden.
#![cfg(feature = "app")]

use bao::app::{
    AnimationQueue, Choice, GamePlugin, GameSettings, Hint, HintShown, Mover, NewRound,
    OpenPuzzles, Pause, PauseOffer, PauseOffers, PlayMove, PuzzleStage, PuzzleStep, Round,
    Selection, Solving, Turn,
};
use bao::bot::Level;
use bao::record::settings::{Player, RoundConfig, Speed};
use bao::rules::{Dir, Edition, Move, Pit, Rules, Side};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use std::time::Duration;

fn app() -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        bevy::input::InputPlugin,
        GamePlugin { windowed: false },
    ))
    .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        50,
    )));
    app.world_mut()
        .resource_mut::<GameSettings>()
        .settings
        .speed = Speed::VeryFast;
    app.update();
    app
}

fn turn(app: &App) -> Turn {
    *app.world().resource::<State<Turn>>().get()
}

/// Frames until `wanted`, for up to two minutes: a bot's search shares the
/// async pool with the other tests' searches (a hint's among them), so a
/// count of frames alone would depend on the machine's load.
fn wait_for(app: &mut App, wanted: Turn) {
    let start = std::time::Instant::now();
    while start.elapsed() < Duration::from_secs(120) {
        if turn(app) == wanted && app.world().resource::<AnimationQueue>().is_idle() {
            return;
        }
        app.update();
        std::thread::sleep(Duration::from_micros(200));
    }
    panic!("never reached {wanted:?}, at {:?}", turn(app));
}

/// A game of Bao la Kujifunza against bot `level`, at the person's turn.
fn game_against(level: u8) -> App {
    game_of(Edition::Kujifunza, level)
}

/// A game of `edition` against bot `level`, at the person's turn.
fn game_of(edition: Edition, level: u8) -> App {
    let mut app = app();
    app.world_mut().write_message(NewRound {
        config: RoundConfig {
            rules: Rules::new(edition),
            players: [Player::Person, Player::Bot(Level::get(level).unwrap())],
            first: Side::South,
        },
        game: None,
        mode: bao::app::Mode::Game,
        editing: false,
    });
    // The round starts, then the turn is decided, then its state is entered.
    for _ in 0..3 {
        app.update();
    }
    wait_for(&mut app, Turn::Person);
    app
}

/// The person plays the first legal move; returns when the bot has
/// replied and it is the person's turn again.
fn play_and_wait_for_the_reply(app: &mut App) {
    let before = app.world().resource::<Round>().game.moves().len();
    let mv = app.world().resource::<Round>().game.legal_moves()[0];
    app.world_mut().write_message(PlayMove {
        mv,
        by: Mover::Person,
    });
    for _ in 0..10_000 {
        app.update();
        let round = app.world().resource::<Round>();
        if round.game.moves().len() >= before + 2 || round.game.status().is_over() {
            break;
        }
    }
    assert!(app.world().resource::<Round>().game.moves().len() > before);
    wait_for(app, Turn::Person);
}

/// Shows `mv` as the hint for the position on the board, as a finished
/// hint search would.
fn hint_at(app: &mut App, mv: Move) {
    let shown = HintShown::of_move(app.world().resource::<Round>(), mv);
    app.world_mut().resource_mut::<Hint>().shown = Some(shown);
}

/// Chooses `mv`'s pit, then the arrow that gives `mv`: whether a warning
/// holds it back (else it was played).
fn choose(app: &mut App, mv: Move) -> bool {
    let pit = Pit::new(Side::South, mv.pit);
    app.world_mut().write_message(Choice::Pit(pit));
    app.update();
    let right = {
        let world = app.world();
        let question = bao::app::Question::of(
            world.resource::<Round>(),
            world.resource::<Selection>(),
            Some(turn(app)),
        );
        let view = *world.resource::<bao::app::BoardView>();
        question.side_dir(Side::South, true, view) == Some(mv.dir)
    };
    app.world_mut().write_message(Choice::Side { right });
    app.update();
    match app.world().resource::<Selection>().warning {
        Some(warned) => {
            assert_eq!(warned.mv, mv);
            true
        }
        None => {
            let played = app.world().resource::<Round>().game.moves().to_vec();
            assert_eq!(played, [mv], "{mv:?} was neither played nor warned of");
            false
        }
    }
}

/// From the start of Bao la Kujifunza, A1> lets North take 18 seeds: the
/// warning holds it back (tests/app.rs). With a hint on the board, the
/// hint's deeper search is the judge: the hinted move is never warned of,
/// even one the one-move look calls a loss; beside a hint that gives
/// nothing away, the same move is warned of, the hint being the way out.
#[test]
fn the_warning_never_objects_to_the_hinted_move() {
    let a1_right = Move::new(0, Dir::Clockwise);
    let mut app = game_against(3);
    assert!(
        choose(&mut app, a1_right),
        "A1> is warned of without a hint"
    );

    let mut app = game_against(3);
    hint_at(&mut app, a1_right);
    assert!(!choose(&mut app, a1_right), "the hinted A1> was warned of");
    assert_eq!(app.world().resource::<Round>().game.moves(), [a1_right]);

    let mut app = game_against(3);
    let quiet = {
        let round = app.world().resource::<Round>();
        let (position, rules) = (*round.game.position(), round.game.rules());
        let legal = round.game.legal_moves().to_vec();
        let quiet = legal
            .into_iter()
            .find(|&mv| bao::bot::danger::warning(&position, &rules, mv).is_none());
        quiet.expect("a first move that gives nothing away")
    };
    hint_at(&mut app, quiet);
    assert!(
        choose(&mut app, a1_right),
        "beside a quiet hint, A1> must still be warned of"
    );
}

fn pause(app: &mut App) {
    app.world_mut()
        .resource_mut::<NextState<Pause>>()
        .set(Pause::Paused);
    for _ in 0..2 {
        app.update();
    }
}

fn offers(app: &App) -> Vec<PauseOffer> {
    app.world().resource::<PauseOffers>().0.clone()
}

fn stage(app: &App) -> PuzzleStage {
    app.world().resource::<Solving>().stage
}

/// Frames until the puzzle waits for `wanted` with the board still.
fn until(app: &mut App, wanted: PuzzleStage) {
    for _ in 0..20_000 {
        let idle = app.world().resource::<AnimationQueue>().is_idle()
            && matches!(turn(app), Turn::Person | Turn::Editing | Turn::Over);
        if stage(app) == wanted && idle {
            return;
        }
        app.update();
    }
    panic!("never reached {wanted:?}, at {:?}", stage(app));
}

/// The pause menu of a game offers a game's ways (reset, new game,
/// save); in a puzzle it offers the puzzle's own (retry, hint, solution,
/// skip, another way) and never a game's: its reset went to the position
/// before the opponent's move, with both sides the player's. "Start this
/// puzzle again" puts the puzzle back, the opponent's move shown and the
/// solver to move, with the move played undone.
#[test]
fn the_pause_menu_offers_what_fits_the_mode() {
    let mut playing = game_against(3);
    pause(&mut playing);
    let game = offers(&playing);
    for offer in [PauseOffer::Reset, PauseOffer::NewGame, PauseOffer::SaveGame] {
        assert!(
            game.contains(&offer),
            "a game's pause lacks {offer:?}: {game:?}"
        );
    }

    let mut app = self::app();
    app.world_mut().write_message(OpenPuzzles {
        edition: Some(Edition::Kujifunza),
        start: Some("matched".into()),
    });
    app.update();
    until(&mut app, PuzzleStage::Solving);
    let (start, solver) = {
        let round = app.world().resource::<Round>();
        (round.game.moves().to_vec(), round.side_to_move())
    };
    // A move of the solver's that is not the solution: the puzzle is missed.
    let wrong = {
        let round = app.world().resource::<Round>();
        let right = app.world().resource::<Solving>().puzzle().unwrap().solution[0];
        let legal = round.game.legal_moves().to_vec();
        legal
            .into_iter()
            .find(|&m| m != right)
            .expect("another move")
    };
    pause(&mut app);
    let puzzle = offers(&app);
    assert_eq!(
        puzzle,
        [
            PauseOffer::Puzzle(PuzzleStep::Retry),
            PauseOffer::Puzzle(PuzzleStep::Hint),
            PauseOffer::Puzzle(PuzzleStep::ShowSolution),
            PauseOffer::Puzzle(PuzzleStep::Next),
            PauseOffer::Puzzle(PuzzleStep::Choose),
        ]
    );
    app.world_mut()
        .resource_mut::<NextState<Pause>>()
        .set(Pause::Running);
    app.update();
    app.world_mut().write_message(PlayMove {
        mv: wrong,
        by: Mover::Person,
    });
    app.update();
    until(&mut app, PuzzleStage::Missed);
    pause(&mut app);
    let missed = offers(&app);
    assert!(!missed.contains(&PauseOffer::Puzzle(PuzzleStep::Hint)));
    assert!(missed.contains(&PauseOffer::Puzzle(PuzzleStep::Retry)));
    // "Start this puzzle again", as the pause menu's button sends it.
    app.world_mut().write_message(PuzzleStep::Retry);
    app.world_mut()
        .resource_mut::<NextState<Pause>>()
        .set(Pause::Running);
    app.update();
    until(&mut app, PuzzleStage::Solving);
    let round = app.world().resource::<Round>();
    assert_eq!(round.game.moves(), start, "the puzzle is put back");
    assert_eq!(round.side_to_move(), solver);
    assert_eq!(turn(&app), Turn::Person);
}

fn menu(app: &App) -> bao::app::Menu {
    *app.world().resource::<State<bao::app::Menu>>().get()
}

/// A game on its way, not kept on this device: Main menu asks before it
/// is lost. Once saved as a file ("Save game…" marks the round saved at
/// its move), leaving loses nothing and asks nothing; a move after the
/// save makes it ask again.
#[test]
fn leaving_a_game_saved_as_a_file_asks_nothing() {
    use bao::app::{Leave, Leaving, Screen};
    let leave_to_title = |app: &mut App| {
        app.world_mut().write_message(Leave(Leaving::Title));
        for _ in 0..2 {
            app.update();
        }
    };
    let mut app = game_against(1);
    assert!(
        app.world()
            .resource::<GameSettings>()
            .game_dir_to_write()
            .is_none()
    );
    play_and_wait_for_the_reply(&mut app);
    leave_to_title(&mut app);
    assert_eq!(
        menu(&app),
        bao::app::Menu::ConfirmLeave,
        "an unsaved game asks"
    );
    app.world_mut()
        .resource_mut::<NextState<bao::app::Menu>>()
        .set(bao::app::Menu::None);
    app.update();

    // What the file window does once the file is written.
    let played = app.world().resource::<Round>().game.moves().len();
    app.world_mut().resource_mut::<Round>().saved_at = Some(played);
    leave_to_title(&mut app);
    assert_eq!(menu(&app), bao::app::Menu::None);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Title,
        "a saved game leaves at once"
    );
}

/// A move after the save: the file no longer holds the game.
#[test]
fn a_move_after_the_save_asks_again() {
    use bao::app::{Leave, Leaving};
    let mut app = game_against(1);
    let played = app.world().resource::<Round>().game.moves().len();
    app.world_mut().resource_mut::<Round>().saved_at = Some(played);
    play_and_wait_for_the_reply(&mut app);
    app.world_mut().write_message(Leave(Leaving::Title));
    for _ in 0..2 {
        app.update();
    }
    assert_eq!(menu(&app), bao::app::Menu::ConfirmLeave);
}

/// Issue 50, item 6: a hint being searched for says so, and asking again
/// stops it (no hint comes later); asked again, it comes and the thinking
/// ends. Bao la Kiswahili, whose start the Kujifunza proof does not answer
/// at once.
#[test]
fn a_hint_shows_it_is_thinking_and_asking_again_stops_it() {
    let mut app = game_of(Edition::Kiswahili, 1);
    let hint = |app: &App| {
        let hint = app.world().resource::<Hint>();
        (hint.thinking, hint.shown.is_some())
    };
    app.world_mut().write_message(bao::app::AskHint);
    app.update();
    assert_eq!(hint(&app), (true, false), "thinking, nothing shown yet");
    app.world_mut().write_message(bao::app::AskHint);
    app.update();
    assert_eq!(hint(&app), (false, false), "stopped");
    for _ in 0..40 {
        std::thread::sleep(Duration::from_millis(25));
        app.update();
    }
    assert_eq!(hint(&app), (false, false), "a stopped hint never comes");
    app.world_mut().write_message(bao::app::AskHint);
    app.update();
    let start = std::time::Instant::now();
    while !hint(&app).1 && start.elapsed() < Duration::from_secs(120) {
        std::thread::sleep(Duration::from_millis(10));
        app.update();
    }
    assert_eq!(
        hint(&app),
        (false, true),
        "the hint came and thinking ended"
    );
}
