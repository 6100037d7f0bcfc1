//! The puzzle mode headless (`MinimalPlugins`, manual time): a puzzle
//! solved, the next one missed and its refutation shown, tried again; each
//! first attempt moves the player's rating, and nothing is written with
//! device saving off.
#![cfg(feature = "app")]

use bao::app::{
    AnimationQueue, GamePlugin, GameSettings, Mover, OpenPuzzles, PlayMove, PuzzleStage, Round,
    Solving, Turn,
};
use bao::record::settings::Speed;
use bao::rules::{Edition, legal_moves};
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
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

fn stage(app: &App) -> PuzzleStage {
    app.world().resource::<Solving>().stage
}

fn turn(app: &App) -> Turn {
    *app.world().resource::<State<Turn>>().get()
}

/// Frames until the puzzle waits for `wanted` with the board still.
fn until(app: &mut App, wanted: PuzzleStage) {
    for _ in 0..20_000 {
        // Still: nothing animating, and the turn decided.
        let idle = app.world().resource::<AnimationQueue>().is_idle()
            && matches!(turn(app), Turn::Person | Turn::Editing | Turn::Over);
        if stage(app) == wanted && idle {
            return;
        }
        app.update();
    }
    panic!("never reached {wanted:?}, at {:?}", stage(app));
}

fn press(app: &mut App, key: KeyCode) {
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(KeyboardInput {
            key_code: key,
            logical_key: Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
            state,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
        app.update();
    }
}

fn play(app: &mut App, mv: bao::rules::Move) {
    app.world_mut().write_message(PlayMove {
        mv,
        by: Mover::Person,
    });
    app.update();
}

/// Plays the solution's moves as the solver, each when asked.
fn solve(app: &mut App) {
    for _ in 0..8 {
        until(app, PuzzleStage::Solving);
        let solving = app.world().resource::<Solving>();
        let mv = solving.puzzle().expect("a puzzle").solution[solving.step];
        let before = app.world().resource::<Round>().game.moves().len();
        play(app, mv);
        // The move, and the reply to it if there is one, shown.
        for _ in 0..20_000 {
            let moves = app.world().resource::<Round>().game.moves().len();
            let still = app.world().resource::<AnimationQueue>().is_idle()
                && matches!(turn(app), Turn::Person | Turn::Editing);
            let done = stage(app) == PuzzleStage::Solved
                || (stage(app) == PuzzleStage::Solving && moves == before + 2);
            if still && done {
                break;
            }
            app.update();
        }
        if stage(app) == PuzzleStage::Solved {
            return;
        }
    }
    panic!("the solution did not solve the puzzle");
}

#[test]
fn a_puzzle_is_solved_the_next_missed_and_the_ratings_move() {
    let mut app = app();
    app.world_mut().write_message(OpenPuzzles {
        edition: Some(Edition::Kujifunza),
        start: Some("matched".into()),
    });
    app.update();
    until(&mut app, PuzzleStage::Solving);
    // The opponent's move was shown first: the board is one move on.
    assert_eq!(app.world().resource::<Round>().game.moves().len(), 1);
    assert_eq!(turn(&app), Turn::Person);
    solve(&mut app);
    // The frozen board is a new round: it starts the next frame.
    for _ in 0..5 {
        app.update();
    }
    let solving = app.world().resource::<Solving>();
    assert_eq!(
        (solving.sitting.solved(), solving.sitting.attempts.len()),
        (1, 1)
    );
    let after_solve = solving.sitting.player.rating;
    assert!(after_solve > 1500.0, "{after_solve}");
    assert_eq!(
        turn(&app),
        Turn::Editing,
        "a solved puzzle's board is frozen"
    );

    // Enter: the next puzzle. A wrong move is answered and explained.
    press(&mut app, KeyCode::Enter);
    until(&mut app, PuzzleStage::Solving);
    let (start, right) = {
        let round = app.world().resource::<Round>();
        let solving = app.world().resource::<Solving>();
        (
            *round.game.position(),
            solving.puzzle().unwrap().solution[0],
        )
    };
    // H: the hint marks the solution's pit on the board (and counts as help).
    press(&mut app, KeyCode::KeyH);
    let hinted = app
        .world()
        .resource::<bao::app::Hint>()
        .shown
        .map(|h| h.from);
    assert_eq!(hinted, Some(bao::rules::Pit::new(start.side, right.pit)));
    assert!(app.world().resource::<Solving>().helped);
    let rules = app.world().resource::<Round>().game.rules();
    let wrong = *legal_moves(&start, &rules)
        .iter()
        .find(|&&m| m != right)
        .expect("a puzzle has another legal move");
    play(&mut app, wrong);
    until(&mut app, PuzzleStage::Missed);
    for _ in 0..200 {
        app.update();
    }
    let solving = app.world().resource::<Solving>();
    assert!(solving.why.is_some(), "a wrong move is explained");
    assert_eq!(solving.sitting.failed().len(), 1);
    assert!(solving.sitting.player.rating < after_solve);
    assert_eq!(turn(&app), Turn::Editing, "the refuted board is frozen");

    // R: the same puzzle again; solving it now counts no second attempt.
    press(&mut app, KeyCode::KeyR);
    solve(&mut app);
    assert_eq!(app.world().resource::<Solving>().sitting.attempts.len(), 2);
}
