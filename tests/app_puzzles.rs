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

/// Opens an edition's puzzles drawn one way, and waits for the first.
fn open_puzzles(app: &mut App, edition: Edition, start: &str) {
    app.world_mut().write_message(OpenPuzzles {
        edition: Some(edition),
        start: Some(start.into()),
    });
    app.update();
    until(app, PuzzleStage::Solving);
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

/// Opens `puzzle` on the board in place of its edition's first one, and
/// plays its solution.
fn solve_this(app: &mut App, puzzle: bao::puzzle::Puzzle) {
    open_puzzles(app, puzzle.rules.edition, "matched");
    {
        let mut solving = app.world_mut().resource_mut::<Solving>();
        let current = solving.current.expect("a puzzle on the board");
        solving.sitting.puzzles[current] = puzzle;
    }
    app.world_mut().write_message(bao::app::PuzzleStep::Retry);
    app.update();
    solve(app);
}

#[test]
fn a_puzzle_is_solved_the_next_missed_and_the_ratings_move() {
    let mut app = app();
    open_puzzles(&mut app, Edition::Kujifunza, "matched");
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

    // R: the same puzzle again; solving it now counts no second attempt,
    // and the panel says the solve was a retry.
    press(&mut app, KeyCode::KeyR);
    solve(&mut app);
    let solving = app.world().resource::<Solving>();
    assert_eq!(solving.sitting.attempts.len(), 2);
    assert!(solving.retry, "a solve after a miss is a retry");
    // Enter: the next puzzle is a first try again.
    press(&mut app, KeyCode::Enter);
    until(&mut app, PuzzleStage::Solving);
    assert!(!app.world().resource::<Solving>().retry);
}

/// A game of the player's own, both sides by hand, with saving on in
/// `dir`: South answers North's a2> with another move than its one
/// winning move, and the game is played to its end, when the search for
/// its mistakes starts. The position before a2>, a2> and the right answer.
fn a_game_with_a_mistake(
    dir: &std::path::Path,
) -> (
    App,
    bao::rules::Position,
    bao::rules::Move,
    bao::rules::Move,
) {
    use bao::app::{GameSettings, Mode, NewRound, Writes};
    use bao::record::settings::{Player, RoundConfig};
    use bao::rules::{Game, Position, Rules};
    let _ = std::fs::remove_dir_all(dir);
    let mut settings = GameSettings::load_from(
        Some(dir.join("config").join("settings.json")),
        Some(dir.join("data")),
        Writes::AsThePlayerSays,
    );
    settings.settings.speed = Speed::VeryFast;
    settings.set_saving(true);
    let mut app = app();
    app.insert_resource(settings);
    // Met along the Kujifunza proof: after North's a2>, South has one win.
    let before = Position::parse(
        "kujifunza N 4,4,1,2,1,0,2,0/2,1,4,1,3,3,3,0 0,6,0,1,5,10,0,1/0,2,2,2,2,2,0,0 0,0",
    )
    .unwrap();
    let rules = Rules::new(Edition::Kujifunza);
    app.world_mut().write_message(NewRound {
        config: RoundConfig {
            rules,
            players: [Player::Person, Player::Person],
            first: before.side,
        },
        game: Some(Game::from_position(before, false)),
        mode: Mode::Game,
        editing: false,
    });
    app.update();
    let mv = |at: &Position, text: &str| {
        *legal_moves(at, &rules)
            .iter()
            .find(|m| m.text(at.edition, at.side) == text)
            .unwrap()
    };
    let setup = mv(&before, "a2>");
    let start = bao::rules::play_untraced(&before, setup, &rules).0;
    let right = bao::rules::Move::new(9, bao::rules::Dir::Anticlockwise);
    let wrong = *legal_moves(&start, &rules)
        .iter()
        .find(|&&m| m != right)
        .unwrap();
    // Both sides by hand: a2>, the wrong answer, then the first legal move
    // each turn until the game is over.
    let mut plies = 0;
    for _ in 0..200_000 {
        let round = app.world().resource::<Round>();
        if round.game.status().is_over() {
            break;
        }
        let idle = app.world().resource::<AnimationQueue>().is_idle();
        if idle && turn(&app) == Turn::Person && round.game.moves().len() == plies {
            let next = match plies {
                0 => setup,
                1 => wrong,
                _ => round.game.legal_moves()[0],
            };
            plies += 1;
            play(&mut app, next);
        } else {
            app.update();
        }
    }
    assert!(app.world().resource::<Round>().game.status().is_over());
    // The last move shown, the end is announced and the search starts.
    for _ in 0..20_000 {
        if turn(&app) == Turn::Over {
            break;
        }
        app.update();
    }
    app.update();
    (app, before, setup, right)
}

/// "Learn from your mistakes": with device saving on, a game of the
/// player's own in which South answers North's a2> with another move than
/// its one winning move ends, and its mistake comes back as a puzzle in
/// `my-puzzles.bao`, drawn by "From my games". Erasing the player's data
/// removes the file.
#[test]
fn a_mistake_in_the_players_own_game_comes_back_as_their_puzzle() {
    use bao::app::LookingForMistakes;
    let dir = std::env::temp_dir().join(format!("bao-app-mistakes-{}", std::process::id()));
    let (mut app, before, setup, right) = a_game_with_a_mistake(&dir);
    assert!(app.world().resource::<LookingForMistakes>().busy());
    for _ in 0..6_000 {
        app.update();
        if !app.world().resource::<LookingForMistakes>().busy() {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(!app.world().resource::<LookingForMistakes>().busy());
    let file = dir.join("data").join("my-puzzles.bao");
    let text = std::fs::read_to_string(&file).expect("the mistakes are kept");
    let mine = bao::puzzle::file::read_puzzles(&text).unwrap();
    let first = mine
        .iter()
        .find(|p| p.before == before && p.setup == setup)
        .expect("South's answer to a2> is among the mistakes");
    assert_eq!((first.solution[0], first.source.as_str()), (right, "mine"));
    // "From my games" draws them.
    open_puzzles(&mut app, Edition::Kujifunza, "mine");
    let solving = app.world().resource::<Solving>();
    assert_eq!(solving.sitting.puzzles.len(), mine.len());
    assert!(solving.puzzle().unwrap().id.starts_with("mine-kujifunza-"));
    assert!(bao::record::erase_player_data(&dir.join("data")).unwrap() >= 1);
    assert!(!file.exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Erase sticks (issue 48): the search for a game's mistakes is under way
/// when the player erases their data ("Erase my data", or the scores
/// alone, which leaves saving on); the search is dropped and nothing is
/// written, however long it is waited for.
#[test]
fn an_erase_while_the_mistakes_are_looked_for_leaves_nothing_written() {
    use bao::app::{GameSettings, LookingForMistakes};
    for everything in [true, false] {
        let dir = std::env::temp_dir().join(format!(
            "bao-app-erase-race-{everything}-{}",
            std::process::id()
        ));
        let (mut app, ..) = a_game_with_a_mistake(&dir);
        assert!(app.world().resource::<LookingForMistakes>().busy());
        let mut settings = app.world_mut().resource_mut::<GameSettings>();
        if everything {
            settings.erase_everything().unwrap();
        } else {
            settings.erase_scores().unwrap();
        }
        for _ in 0..6_000 {
            app.update();
            if !app.world().resource::<LookingForMistakes>().busy() {
                break;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        assert!(!app.world().resource::<LookingForMistakes>().busy());
        let file = dir.join("data").join("my-puzzles.bao");
        assert!(!file.exists(), "erase everything: {everything}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// A puzzle is seen from its solver's side: when North solves, the board is
/// turned round (North's rows nearest); when South solves, it is not; and
/// back at the choice of puzzles it is as the players' settings say.
#[test]
fn the_board_is_turned_to_the_puzzles_solver() {
    use bao::app::{BoardView, PuzzleStep};
    use bao::rules::Side;
    let mut app = app();
    app.world_mut().write_message(OpenPuzzles {
        edition: Some(Edition::Kimasai),
        start: Some("matched".into()),
    });
    app.update();
    let mut seen = Vec::new();
    for _ in 0..30 {
        until(&mut app, PuzzleStage::Solving);
        let solver = app.world().resource::<Round>().game.position().side;
        let flipped = app.world().resource::<BoardView>().flipped;
        assert_eq!(flipped, solver == Side::North, "{solver:?} solves");
        if !seen.contains(&solver) {
            seen.push(solver);
        }
        if seen.len() == 2 {
            break;
        }
        // A wrong move counts as tried: the next puzzle is another.
        let solving = app.world().resource::<Solving>();
        let right = solving.puzzle().unwrap().solution[solving.step];
        let game = &app.world().resource::<Round>().game;
        let wrong = *game.legal_moves().iter().find(|&&m| m != right).unwrap();
        play(&mut app, wrong);
        until(&mut app, PuzzleStage::Missed);
        app.world_mut().write_message(PuzzleStep::Next);
        app.update();
    }
    assert_eq!(seen.len(), 2, "puzzles of both sides were met");
    app.world_mut().write_message(PuzzleStep::Choose);
    for _ in 0..3 {
        app.update();
    }
    assert!(!app.world().resource::<BoardView>().flipped);
}

/// The opponent's moves are the puzzle's line, played as written: a reply
/// that goes on safari from the nyumba asks the solver nothing (it was
/// once asked stop or safari for the opponent, and the puzzle stood still
/// until answered).
#[test]
fn an_opponents_safari_reply_asks_the_solver_nothing() {
    use bao::puzzle::shipped::shipped;
    let with_safari_reply = shipped(Edition::Kiswahili)
        .iter()
        .find(|p| p.solution.iter().skip(1).step_by(2).any(|m| m.safari))
        .expect("a Kiswahili puzzle whose opponent's reply goes on safari")
        .clone();
    let mut app = app();
    solve_this(&mut app, with_safari_reply);
    assert!(app.world().resource::<Round>().fork.is_none());
}

/// A solution whose last move ends the game (a capture that empties the
/// opponent's front row) is judged and the board frozen: the game over
/// once stopped the puzzle from being judged, and it waited for ever
/// (kujifunza-bots-33-8, played in the window).
#[test]
fn a_solution_that_ends_the_game_solves_the_puzzle() {
    use bao::puzzle::shipped::shipped;
    use bao::rules::Game;
    let ends_the_game = shipped(Edition::Kujifunza)
        .iter()
        .find(|p| {
            let mut game = Game::from_position(p.start(), p.rules.takasia);
            p.solution.iter().all(|&mv| game.play_untraced(mv).is_ok()) && game.status().is_over()
        })
        .expect("a Kujifunza puzzle whose solution ends the game")
        .clone();
    let mut app = app();
    solve_this(&mut app, ends_the_game);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(turn(&app), Turn::Editing, "the solved board is frozen");
}

/// Issue 48, an equal answer is accepted: a pit of 16 seeds sown either way
/// round in Bao la Kujifunza leaves one position (a seed in each of the
/// player's pits, the last in the emptied pit), so the puzzle whose
/// solution is A4> is solved by A4< too.
#[test]
fn a_move_leaving_the_solutions_position_solves_the_puzzle() {
    use bao::puzzle::{Kind, Puzzle};
    use bao::rules::{Dir, Position, Rules};
    let before = Position::parse(
        "kujifunza N 0,0,0,16,0,0,0,0/0,0,0,0,0,0,0,0 2,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0 0,0",
    )
    .expect("a position");
    let rules = Rules::new(Edition::Kujifunza);
    let setup = legal_moves(&before, &rules)[0];
    let start = bao::rules::play_untraced(&before, setup, &rules).0;
    let legal = legal_moves(&start, &rules);
    assert_eq!(legal.len(), 2, "A4> and A4<");
    let by = |dir| *legal.iter().find(|m| m.dir == dir).expect("both ways");
    let sixteen = Puzzle {
        id: "kujifunza-test-16".into(),
        rules,
        before,
        setup,
        solution: vec![by(Dir::Clockwise)],
        kind: Kind::Clear,
        margins: vec![0.5],
        themes: vec![],
        rating: 1500.0,
        deviation: 250.0,
        source: "test".into(),
        found_nodes: 1,
        verified_nodes: 10,
        deep: None,
    };
    let mut app = app();
    open_puzzles(&mut app, Edition::Kujifunza, "matched");
    {
        let mut solving = app.world_mut().resource_mut::<Solving>();
        let current = solving.current.expect("a puzzle on the board");
        solving.sitting.puzzles[current] = sixteen;
    }
    app.world_mut().write_message(bao::app::PuzzleStep::Retry);
    app.update();
    until(&mut app, PuzzleStage::Solving);
    play(&mut app, by(Dir::Anticlockwise));
    until(&mut app, PuzzleStage::Solved);
}
