//! Headless app tests: the game's plugins on `MinimalPlugins` with manual
//! time, driven by `app.update()` (no window, GPU or audio device).
#![cfg(feature = "app")]

#[path = "common/hostile.rs"]
#[allow(dead_code)]
mod hostile;

use bao::app::{
    AnimationQueue, BotMemories, BotTask, Demo, Flight, GamePlugin, GameSettings, Location, MARKS,
    NewRound, Pause, PitState, PlayMove, Round, Screen, SeedAt, Turn,
};
use bao::bot::Level;
use bao::record::settings::{Player, RoundConfig, Speed, ViewFrom};
use bao::rules::{Edition, Game, Pit, Position, Rules, Side};
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use std::sync::atomic::Ordering;
use std::time::Duration;

fn app(step: Duration) -> App {
    app_with(step, |_| {})
}

/// The app with `setup` done before the first frame (which enters the title screen).
fn app_with(step: Duration, setup: impl FnOnce(&mut App)) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        bevy::input::InputPlugin,
        GamePlugin { windowed: false },
    ))
    .insert_resource(TimeUpdateStrategy::ManualDuration(step));
    set_speed(&mut app, Speed::VeryFast);
    setup(&mut app);
    app.update();
    app
}

fn set_speed(app: &mut App, speed: Speed) {
    app.world_mut()
        .resource_mut::<GameSettings>()
        .settings
        .speed = speed;
}

fn start(app: &mut App, config: RoundConfig, game: Option<Game>) {
    start_as(app, config, game, bao::app::Mode::Game);
}

/// Starts a round for `mode` (the demo's, a scripted one …).
fn start_as(app: &mut App, config: RoundConfig, game: Option<Game>, mode: bao::app::Mode) {
    app.world_mut().write_message(NewRound {
        config,
        game,
        mode,
        editing: false,
    });
    // The round starts, then the turn is decided, then the turn state is entered.
    for _ in 0..3 {
        app.update();
    }
}

fn turn(app: &App) -> Turn {
    *app.world().resource::<State<Turn>>().get()
}

/// What the board is for now; `None` on the title screen.
fn mode(app: &App) -> Option<bao::app::Mode> {
    app.world()
        .get_resource::<State<bao::app::Mode>>()
        .map(|m| *m.get())
}

fn people(edition: Edition) -> RoundConfig {
    RoundConfig {
        rules: Rules::new(edition),
        players: [Player::Person, Player::Person],
        first: Side::South,
    }
}

/// Seed entities counted by the place their `SeedAt` names.
fn seeds_by_place(app: &mut App) -> ([[u8; 16]; 2], [u8; 2], usize) {
    let mut pits = [[0u8; 16]; 2];
    let mut stores = [0u8; 2];
    let mut hand = 0;
    let mut query = app.world_mut().query::<&SeedAt>();
    for at in query.iter(app.world()) {
        match at.0 {
            Location::Pit(pit) => pits[pit.side.index()][pit.index as usize] += 1,
            Location::Store(side) => stores[side.index()] += 1,
            Location::Hand => hand += 1,
        }
    }
    (pits, stores, hand)
}

/// The invariant of DESIGN.md: with the queue idle, the seed entities in
/// every pit and store match the engine's position, seed for seed, and the
/// board shows the nyumba owners the engine has.
fn assert_seeds_match(app: &mut App) {
    let position = *app.world().resource::<Round>().game.position();
    let (pits, stores, hand) = seeds_by_place(app);
    assert_eq!(hand, 0, "no seed is left in the hand");
    assert_eq!(pits, position.board.pits, "pits of {position}");
    assert_eq!(stores, position.stores, "stores of {position}");
    let queue = app.world().resource::<AnimationQueue>();
    assert_eq!(
        queue.owns_nyumba(),
        position.owns_nyumba,
        "nyumba owners of {position}"
    );
    assert!(queue.matches(&position));
}

fn play_bot_game(edition: Edition, level: u8) -> (usize, usize) {
    let mut app = app(Duration::from_millis(250));
    let bot = Player::Bot(Level::get(level).unwrap());
    start(
        &mut app,
        RoundConfig {
            rules: Rules::new(edition),
            players: [bot, bot],
            first: Side::South,
        },
        None,
    );
    let mut checks = 0;
    let mut last_checked = usize::MAX;
    for _ in 0..400_000 {
        app.update();
        let idle = app.world().resource::<AnimationQueue>().is_idle();
        let moves = app.world().resource::<Round>().game.moves().len();
        if idle && moves != last_checked {
            assert_seeds_match(&mut app);
            checks += 1;
            last_checked = moves;
        }
        if turn(&app) == Turn::Over && idle {
            assert_seeds_match(&mut app);
            let round = app.world().resource::<Round>();
            assert!(round.game.status().is_over());
            assert!(round.result_text(&bao::words::IN_ENGLISH).is_some());
            return (moves, checks);
        }
    }
    panic!("the {edition:?} game did not end");
}

/// A whole bot-against-bot game of each edition animates to the end,
/// and whenever the queue is idle the seeds match the engine.
#[test]
fn bot_games_of_every_edition_animate_to_the_end_with_seeds_matching() {
    for edition in Edition::ALL {
        let (moves, checks) = play_bot_game(edition, 2);
        assert!(moves >= 2, "{edition:?}: {moves} moves");
        assert!(
            checks >= moves / 2,
            "{edition:?}: {checks} checks for {moves} moves"
        );
    }
}

/// Input is locked while a move animates: a second move is refused.
#[test]
fn input_is_refused_while_animating() {
    let mut app = app(Duration::from_millis(10));
    set_speed(&mut app, Speed::Slow);
    start(&mut app, people(Edition::Kujifunza), None);
    assert_eq!(turn(&app), Turn::Person);
    let game = app.world().resource::<Round>().game.clone();
    let first = game.parse_move("A3>").unwrap();
    app.world_mut().write_message(PlayMove {
        mv: first,
        by: bao::app::Mover::Person,
    });
    app.update();
    app.update();
    assert_eq!(turn(&app), Turn::Animating);
    let reply = {
        let round = app.world().resource::<Round>();
        round.game.legal_moves()[0]
    };
    app.world_mut().write_message(PlayMove {
        mv: reply,
        by: bao::app::Mover::Person,
    });
    app.update();
    let round = app.world().resource::<Round>();
    assert_eq!(
        round.game.moves().len(),
        1,
        "the second move was not played"
    );
    assert_eq!(round.refused, 1);
}

/// Pause (Esc) stops the active-time clock; resuming starts it again.
#[test]
fn pause_stops_the_clock() {
    let mut app = app(Duration::from_millis(100));
    start(&mut app, people(Edition::Kujifunza), None);
    for _ in 0..10 {
        app.update();
    }
    let before = app.world().resource::<Round>().clock;
    assert!(before >= Duration::from_millis(800), "{before:?}");
    press(&mut app, KeyCode::Escape);
    let paused_at = app.world().resource::<Round>().clock;
    assert_eq!(*app.world().resource::<State<Pause>>().get(), Pause::Paused);
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(app.world().resource::<Round>().clock, paused_at);
    press(&mut app, KeyCode::KeyP);
    for _ in 0..5 {
        app.update();
    }
    assert!(app.world().resource::<Round>().clock > paused_at);
}

/// Bingwa's search in Bao la Kiswahili leaves what it learnt for its next
/// move (`bot::Memory`) where the edition's search keeps it.
#[test]
fn bingwa_keeps_its_memory_through_the_round() {
    let mut app = app(Duration::from_millis(10));
    let bingwa = Player::Bot(Level::get(6).unwrap());
    let config = RoundConfig {
        rules: Rules::new(Edition::Kiswahili),
        players: [bingwa, Player::Person],
        first: Side::South,
    };
    start(&mut app, config, None);
    let holds = |app: &App| app.world().resource::<BotMemories>().holds(Side::South);
    assert!(!holds(&app));
    for _ in 0..3000 {
        if turn(&app) == Turn::Person {
            break;
        }
        app.update();
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(turn(&app), Turn::Person, "Bingwa has moved");
    let keeps = bao::bot::default_method(Edition::Kiswahili).keep;
    assert_eq!(holds(&app), keeps, "the search gave its memory back");
}

/// A reset during a bot's search sets its stop flag and drops the search.
#[test]
fn a_reset_during_a_bot_search_cancels_it() {
    let mut app = app(Duration::from_millis(10));
    let bingwa = Player::Bot(Level::get(6).unwrap());
    start(
        &mut app,
        RoundConfig {
            rules: Rules::new(Edition::Kimasai),
            players: [bingwa, Player::Person],
            first: Side::South,
        },
        None,
    );
    app.update();
    assert_eq!(turn(&app), Turn::Bot);
    let mut tasks = app.world_mut().query::<&BotTask>();
    let stop = tasks.single(app.world()).unwrap().stop.clone();
    assert!(!stop.load(Ordering::Relaxed));
    start(&mut app, people(Edition::Kujifunza), None);
    assert!(stop.load(Ordering::Relaxed), "the search was told to stop");
    let mut tasks = app.world_mut().query::<&BotTask>();
    assert_eq!(tasks.iter(app.world()).count(), 0);
    assert_eq!(turn(&app), Turn::Person);
    assert_eq!(
        app.world().resource::<Round>().game.edition(),
        Edition::Kujifunza
    );
}

fn press(app: &mut App, key: KeyCode) {
    let window = Entity::PLACEHOLDER;
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(KeyboardInput {
            key_code: key,
            logical_key: Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
            state,
            text: None,
            repeat: false,
            window,
        });
        app.update();
    }
}

fn wait_for(app: &mut App, wanted: Turn) {
    for _ in 0..10_000 {
        if turn(app) == wanted && app.world().resource::<AnimationQueue>().is_idle() {
            return;
        }
        app.update();
    }
    panic!("never reached {wanted:?}, at {:?}", turn(app));
}

/// Keyboard only: Tab to the next legal pit, Enter, then → for the direction.
#[test]
fn the_keyboard_plays_a_move() {
    let mut app = app(Duration::from_millis(100));
    start(&mut app, people(Edition::Kujifunza), None);
    wait_for(&mut app, Turn::Person);
    let focus = app.world().resource::<bao::app::Selection>().focus;
    assert_eq!(
        focus,
        Some(Pit::parse("A1").unwrap()),
        "focus starts on the first legal pit"
    );
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::ArrowRight);
    let round = app.world().resource::<Round>();
    // The legal pits in screen order from A1: A1, A2, A3...; → is clockwise in South's front row.
    assert_eq!(round.game.moves().len(), 1);
    assert_eq!(round.game.move_text(round.game.moves()[0]).len(), 3);
    let played = round.last_move.unwrap().1;
    assert_eq!(played.text(Edition::Kujifunza, Side::South), "A3>");
    wait_for(&mut app, Turn::Person);
    assert_seeds_match(&mut app);
}

/// The keys that choose a move reach the board alone while a game is on:
/// egui does not also move its focus with Tab or press a button with Enter
/// (once, Tab and Enter in the bot's turn opened the menu and reset the
/// game). Paused, the menu gets them all.
#[test]
fn the_board_keeps_the_move_keys_from_the_buttons() {
    use bevy_egui::{EguiInput, PrimaryEguiContext, egui};
    let key = |key| egui::Event::Key {
        key,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: egui::Modifiers::NONE,
    };
    let sent = vec![
        key(egui::Key::Tab),
        key(egui::Key::Enter),
        key(egui::Key::Escape),
        key(egui::Key::ArrowRight),
    ];
    let mut app = app(Duration::from_millis(100));
    let context = app
        .world_mut()
        .spawn((PrimaryEguiContext, EguiInput::default()))
        .id();
    let keys_after_update = |app: &mut App| {
        app.world_mut()
            .get_mut::<EguiInput>(context)
            .unwrap()
            .events = sent.clone();
        app.update();
        app.world()
            .get::<EguiInput>(context)
            .unwrap()
            .events
            .clone()
    };
    start(&mut app, people(Edition::Kujifunza), None);
    wait_for(&mut app, Turn::Person);
    assert_eq!(keys_after_update(&mut app), vec![key(egui::Key::Escape)]);
    press(&mut app, KeyCode::Escape);
    assert_eq!(*app.world().resource::<State<Pause>>().get(), Pause::Paused);
    assert_eq!(keys_after_update(&mut app), sent);
}

/// Two people, Bao la Kiswahili, South to move: A3's namua capture sows
/// from a kichwa to the nyumba, which asks stop or safari.
fn a_namua_capture_to_the_nyumba(step: Duration) -> App {
    let mut app = app(step);
    let position = Position::parse(
        "kiswahili S 0,0,1,0,6,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,5,0,2/0,0,0,0,0,0,0,0 10,10 house=S",
    )
    .unwrap();
    start(
        &mut app,
        people(Edition::Kiswahili),
        Some(Game::from_position(position, true)),
    );
    wait_for(&mut app, Turn::Person);
    app
}

/// §4 kichwa choice and safari through the person's input: A3 captures a6,
/// ← picks the left kichwa (A1), the sowing stops at the nyumba and asks;
/// safari plays A3>+.
#[test]
fn a_namua_capture_asks_the_kichwa_then_stop_or_safari() {
    let mut app = a_namua_capture_to_the_nyumba(Duration::from_millis(100));
    assert_seeds_match(&mut app);
    let a3 = Pit::parse("A3").unwrap();
    app.world_mut().write_message(bao::app::Choice::Pit(a3));
    app.update();
    assert_eq!(question(&app), bao::app::Question::Kichwa { pit: a3 });
    press(&mut app, KeyCode::ArrowLeft);
    wait_for(&mut app, Turn::Person);
    assert_eq!(question(&app), bao::app::Question::Safari);
    assert_eq!(app.world().resource::<Round>().game.moves().len(), 0);
    press(&mut app, KeyCode::ArrowRight);
    wait_for(&mut app, Turn::Person);
    let round = app.world().resource::<Round>();
    assert_eq!(
        round.game.position().to_string(),
        "kiswahili N 1,1,3,1,0,1,1,1/0,0,0,0,1,1,1,1 0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 9,10"
    );
    assert_seeds_match(&mut app);
}

fn question(app: &App) -> bao::app::Question {
    let world = app.world();
    bao::app::Question::of(
        world.resource::<Round>(),
        world.resource::<bao::app::Selection>(),
        Some(*world.resource::<State<Turn>>().get()),
    )
}

/// "Finish this move now" puts every seed where the engine says at once.
#[test]
fn finishing_a_move_now_lands_every_seed() {
    let mut app = app(Duration::from_millis(1));
    set_speed(&mut app, Speed::Slow);
    start(&mut app, people(Edition::Kiswahili), None);
    let mv = app.world().resource::<Round>().game.legal_moves()[0];
    app.world_mut().write_message(PlayMove {
        mv,
        by: bao::app::Mover::Person,
    });
    app.update();
    assert!(!app.world().resource::<AnimationQueue>().is_idle());
    app.world_mut().resource_mut::<AnimationQueue>().finish_now = true;
    app.update();
    app.update();
    assert!(app.world().resource::<AnimationQueue>().is_idle());
    assert_seeds_match(&mut app);
}

/// The demo's app, as at launch: the demo is there before the first frame
/// enters the title screen. Level-1 games of every edition.
fn demo_app() -> (App, Vec<RoundConfig>) {
    let bot = Player::Bot(Level::get(1).unwrap());
    let games: Vec<RoundConfig> = Edition::ALL
        .into_iter()
        .map(|edition| RoundConfig {
            rules: Rules::new(edition),
            players: [bot, bot],
            first: Side::South,
        })
        .collect();
    let demo = Demo::new(games.clone());
    let app = app_with(Duration::from_millis(250), |app| {
        app.insert_resource(demo);
    });
    (app, games)
}

/// `bao demo`: when a game is over, its end stays on screen for a while and
/// then the next game of the list starts, the next edition, by itself.
#[test]
fn the_demo_goes_on_to_the_next_game_by_itself() {
    let (mut app, games) = demo_app();
    start_as(&mut app, games[0], None, bao::app::Mode::Demo);
    for next in &games[1..] {
        let mut over_at = None;
        for step in 0..200_000 {
            app.update();
            let round = app.world().resource::<Round>();
            if round.config == *next && round.game.moves().is_empty() {
                let over_at = over_at.expect("the game before ended first");
                // 250 ms a frame: the result stayed for the pause, not much more.
                let waited = (step - over_at) as f32 * 0.25;
                assert!(
                    (bao::app::DEMO_BETWEEN_GAMES - 0.5..bao::app::DEMO_BETWEEN_GAMES + 2.0)
                        .contains(&waited),
                    "waited {waited} s"
                );
                break;
            }
            if over_at.is_none() && turn(&app) == Turn::Over {
                over_at = Some(step);
            }
            assert!(step < 199_999, "{next:?} never started");
        }
    }
    assert_eq!(app.world().resource::<Demo>().game, 2);
    // "Play again" keeps the demo; the main menu ends it.
    start_as(&mut app, games[2], None, bao::app::Mode::Demo);
    assert!(app.world().get_resource::<Demo>().is_some());
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    app.update();
    assert!(app.world().get_resource::<Demo>().is_none());
}

/// A game the person sets up during the demo is theirs: the demo stops and
/// does not replace it when it ends.
#[test]
fn a_game_set_up_during_the_demo_ends_the_demo() {
    let (mut app, games) = demo_app();
    start_as(&mut app, games[0], None, bao::app::Mode::Demo);
    assert!(app.world().get_resource::<Demo>().is_some());
    start(&mut app, people(Edition::Kiswahili), None);
    app.update();
    assert!(app.world().get_resource::<Demo>().is_none());
}

/// The board's marks: the person's legal pits glow as playable, one of them
/// has the keyboard's focus, and no two states share a shape or a colour.
#[test]
fn the_board_marks_each_state_distinctly() {
    let mut app = app(Duration::from_millis(100));
    start(&mut app, people(Edition::Kujifunza), None);
    wait_for(&mut app, Turn::Person);
    app.update();
    let shown = app.world().resource::<bao::app::ShownMarks>();
    let round = app.world().resource::<Round>();
    let legal: Vec<Pit> = round
        .game
        .legal_moves()
        .iter()
        .map(|mv| Pit::new(Side::South, mv.pit))
        .collect();
    for pit in &legal {
        assert!(shown.marks.of(*pit).contains(&PitState::Playable), "{pit}");
    }
    let focused: Vec<Pit> = shown
        .marks
        .pits
        .iter()
        .filter(|(_, states)| states.contains(&PitState::Focused))
        .map(|(pit, _)| *pit)
        .collect();
    assert_eq!(focused.len(), 1);
    assert!(legal.contains(&focused[0]));
    for (i, a) in MARKS.iter().enumerate() {
        for b in &MARKS[i + 1..] {
            assert_ne!(a.shape, b.shape);
            assert_ne!(a.colour, b.colour);
        }
    }
}

/// The person plays `text` (in the notation) now.
fn person_plays(app: &mut App, text: &str) {
    let mv = app
        .world()
        .resource::<Round>()
        .game
        .parse_move(text)
        .unwrap();
    app.world_mut().write_message(PlayMove {
        mv,
        by: bao::app::Mover::Person,
    });
}

/// A person (South) against a bot, where South wins with A3> (RULES.md
/// §2: North's front row is emptied by the capture); South to move.
fn start_where_a3_wins(app: &mut App) {
    let position = Position::parse(
        "kujifunza S 0,0,2,0,1,0,0,0/0,0,0,0,0,0,0,0 0,0,0,3,0,0,0,0/5,0,0,0,0,0,0,0 0,0",
    )
    .unwrap();
    let config = RoundConfig {
        rules: Rules::new(Edition::Kujifunza),
        players: [Player::Person, Player::Bot(Level::get(3).unwrap())],
        first: Side::South,
    };
    start(app, config, Some(Game::from_position(position, true)));
    wait_for(app, Turn::Person);
}

/// The result is not told before the board has shown the move that ended
/// the game, and the turn line names the side acting in every turn state.
#[test]
fn the_result_waits_for_the_animation_and_the_turn_line_names_the_actor() {
    let mut app = app(Duration::from_millis(20));
    set_speed(&mut app, Speed::Normal);
    start_where_a3_wins(&mut app);
    let line = |app: &App| {
        let world = app.world();
        let round = world.resource::<Round>();
        let idle = world.resource::<AnimationQueue>().is_idle();
        let turn = *world.resource::<State<Turn>>().get();
        (
            round.turn_line(
                Some(turn),
                bao::app::Mode::Game,
                idle,
                &bao::app::Words::default(),
            ),
            round.result_shown(idle, &bao::words::IN_ENGLISH),
            turn,
            idle,
        )
    };
    let (text, result, ..) = line(&app);
    assert_eq!(text, "South (you) to move");
    assert_eq!(result, None);
    person_plays(&mut app, "A3>");
    let mut busy_frames = 0;
    let mut ended = false;
    for _ in 0..2000 {
        app.update();
        let (text, result, turn, idle) = line(&app);
        if !idle {
            busy_frames += 1;
            assert_eq!(result, None, "the result is told while the move is shown");
            assert_eq!(text, "South (you) moves", "in {turn:?}");
        } else if turn == Turn::Over {
            ended = true;
            assert!(result.unwrap().starts_with("South (you) wins"));
            assert_eq!(text, "The game is over");
            let round = app.world().resource::<Round>();
            assert_eq!(
                round.move_counter(
                    bao::app::Mode::Game,
                    None,
                    true,
                    &bao::app::Words::default()
                ),
                "1 move"
            );
            assert_eq!(round.ending(&bao::words::IN_ENGLISH).unwrap().0, "You win!");
            break;
        }
    }
    assert!(ended, "A3> ends the game, and the end is told");
    assert!(
        busy_frames > 10,
        "the move was shown over {busy_frames} frames"
    );
    // A bot to move: it is the one thinking (in Bao la Kiswahili: in Bao la
    // Kujifunza Bingwa plays the solver's proven move at once).
    let config = RoundConfig {
        rules: Rules::new(Edition::Kiswahili),
        players: [Player::Bot(Level::get(6).unwrap()), Player::Person],
        first: Side::South,
    };
    start(&mut app, config, None);
    assert_eq!(turn(&app), Turn::Bot);
    let (text, ..) = line(&app);
    assert_eq!(text, "South (Bingwa 6) is thinking…");
}

/// A record of a random Kiswahili game of `plies` plies, read back as the
/// viewer gets it.
fn recorded_game(plies: usize) -> bao::record::game::RecordedGame {
    use bao::record::game::{GameRecord, PlayerTags, parse_records};
    let mut game = Game::new(Rules::new(Edition::Kiswahili));
    let mut k = 7usize;
    while !game.status().is_over() && game.moves().len() < plies {
        let legal = game.legal_moves();
        k = k.wrapping_mul(31).wrapping_add(17);
        let mv = legal[k % legal.len()];
        game.play_untraced(mv).unwrap();
    }
    let level = Level::get(3).unwrap();
    let record = GameRecord::from_game(&game, PlayerTags::bot(level), PlayerTags::bot(level));
    parse_records(&record.to_text()).unwrap().remove(0)
}

/// The viewer opened on `recorded` at `ply`: the round starts, then the
/// turn is decided, then entered.
fn open_replay(app: &mut App, recorded: &bao::record::game::RecordedGame, ply: usize) {
    app.world_mut().write_message(bao::app::OpenReplay {
        name: "test.bao".to_string(),
        games: vec![recorded.clone()],
        game: 0,
        at: ply,
    });
    for _ in 0..3 {
        app.update();
    }
}

fn replay_step(app: &mut App, step: bao::app::ReplayStep) {
    app.world_mut().write_message(step);
    app.update();
}

/// The board is still and matches the record's position after `ply` moves.
fn assert_shows(app: &mut App, recorded: &bao::record::game::RecordedGame, ply: usize) {
    wait_for(app, Turn::Watching);
    assert_seeds_match(app);
    let round = app.world().resource::<Round>();
    assert_eq!(round.game.moves().len(), ply);
    assert_eq!(
        *round.game.position(),
        recorded.positions[ply],
        "after {ply} moves"
    );
    assert_eq!(app.world().resource::<bao::app::Replay>().ply, ply);
}

/// The viewer (RECORDS.md): a record played forward to the end
/// through the same path as live play, back to the start, and jumped to the
/// middle; the seeds match the record's position after every step, and a
/// jump gives the board that stepping gives.
#[test]
fn a_record_replays_forward_back_and_by_jumps() {
    use bao::app::ReplayStep;
    let recorded = recorded_game(24);
    let plies = recorded.plies();
    let mut app = app(Duration::from_millis(100));
    open_replay(&mut app, &recorded, 0);
    assert_shows(&mut app, &recorded, 0);
    for ply in 1..=plies {
        replay_step(&mut app, ReplayStep::Forward);
        assert_shows(&mut app, &recorded, ply);
    }
    // Past the end nothing moves.
    replay_step(&mut app, ReplayStep::Forward);
    assert_shows(&mut app, &recorded, plies);
    replay_step(&mut app, ReplayStep::Start);
    assert_shows(&mut app, &recorded, 0);
    let middle = plies / 2;
    replay_step(&mut app, ReplayStep::To(middle));
    assert_shows(&mut app, &recorded, middle);
    replay_step(&mut app, ReplayStep::Back);
    assert_shows(&mut app, &recorded, middle - 1);
    replay_step(&mut app, ReplayStep::End);
    assert_shows(&mut app, &recorded, plies);
    // Nobody plays a replay: a person's move is refused, and counted so. One
    // move before the end, the record's last move is legal on the board, so
    // only the replay can refuse it.
    replay_step(&mut app, ReplayStep::Back);
    assert_shows(&mut app, &recorded, plies - 1);
    let (position, refused) = {
        assert_eq!(mode(&app), Some(bao::app::Mode::Replay));
        let round = app.world().resource::<Round>();
        let last = recorded.game.moves()[plies - 1];
        assert!(round.game.legal_moves().contains(&last));
        (*round.game.position(), round.refused)
    };
    app.world_mut().write_message(PlayMove {
        mv: recorded.game.moves()[plies - 1],
        by: bao::app::Mover::Person,
    });
    app.update();
    let round = app.world().resource::<Round>();
    assert_eq!(*round.game.position(), position, "the board did not move");
    assert_eq!(round.refused, refused + 1, "the move was refused");
}

/// The viewer on `recorded` at `ply`, step by step.
fn stepping_replay(recorded: &bao::record::game::RecordedGame, ply: usize) -> App {
    let mut app = app(Duration::from_millis(100));
    open_replay(&mut app, recorded, ply);
    assert_shows(&mut app, recorded, ply);
    replay_step(&mut app, bao::app::ReplayStep::Stepping(true));
    app
}

/// Updates until the queue holds after an event or has nothing left.
fn settle(app: &mut App) {
    for _ in 0..2000 {
        app.update();
        let queue = app.world().resource::<AnimationQueue>();
        if queue.is_held() || queue.is_idle() {
            return;
        }
    }
    panic!("the queue never stopped");
}

/// Step by step, the queue stops after each event of the move, in the
/// trace's order, and one step back shows the event before.
#[test]
fn stepping_inside_a_move_visits_every_event_in_order() {
    use bao::app::ReplayStep;
    let recorded = recorded_game(12);
    let ply = 6;
    let before = recorded.positions[ply];
    let mv = recorded.game.moves()[ply];
    let events = Game::from_position(before, true).preview(mv).unwrap();
    let mut app = stepping_replay(&recorded, ply);
    let mut seen = Vec::new();
    for k in 1..=events.len() {
        replay_step(&mut app, ReplayStep::Forward);
        settle(&mut app);
        let shown = app.world().resource::<AnimationQueue>().events_shown();
        assert_eq!(shown, k, "one event a step");
        seen.push(shown);
        if k == 3 && events.len() > 4 {
            // One event back, then on again.
            replay_step(&mut app, ReplayStep::Back);
            settle(&mut app);
            for _ in 0..20 {
                app.update();
            }
            settle(&mut app);
            assert_eq!(app.world().resource::<AnimationQueue>().events_shown(), 2);
            replay_step(&mut app, ReplayStep::Forward);
            settle(&mut app);
            assert_eq!(app.world().resource::<AnimationQueue>().events_shown(), 3);
        }
    }
    assert_eq!(seen.len(), events.len());
    assert_shows(&mut app, &recorded, ply + 1);
}

/// Settings kept in `dir/config`, player data in `dir/data`, as the game
/// would have them; saving `on` or off.
fn player_folders(name: &str, on: bool) -> (std::path::PathBuf, GameSettings) {
    let dir = std::env::temp_dir().join(format!("bao-app-data-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut settings = GameSettings::load_from(
        Some(dir.join("config").join("settings.json")),
        Some(dir.join("data")),
        bao::app::Writes::AsThePlayerSays,
    );
    settings.settings.speed = Speed::VeryFast;
    if on {
        settings.set_saving(true);
        settings.settings.personal_bests = true;
        settings.save();
    }
    (dir, settings)
}

/// Every file under `dir`, as paths relative to it.
fn files_under(dir: &std::path::Path) -> Vec<String> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(folder) = stack.pop() {
        for entry in std::fs::read_dir(&folder).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else {
                found.push(path.strip_prefix(dir).unwrap().display().to_string());
            }
        }
    }
    found.sort();
    found
}

/// Plays the person's moves with Bingwa's choice until the game ends or
/// `plies` moves are played; the other side is the round's bot.
fn play_as_person(app: &mut App, plies: usize) {
    // Bounded by time, not frames: the bot's reply comes from the async
    // pool, as fast as the machine's load lets it.
    let start = std::time::Instant::now();
    while start.elapsed() < Duration::from_secs(120) {
        app.update();
        std::thread::sleep(Duration::from_micros(200));
        let idle = app.world().resource::<AnimationQueue>().is_idle();
        let round = app.world().resource::<Round>();
        if round.game.status().is_over() || round.game.moves().len() >= plies {
            break;
        }
        if turn(app) == Turn::Person && idle {
            let position = *round.game.position();
            let rules = round.game.rules();
            let stop = std::sync::atomic::AtomicBool::new(false);
            let mv = bao::bot::choose_with_nodes(&position, rules, 20_000, &stop).best;
            app.world_mut().write_message(PlayMove {
                mv,
                by: bao::app::Mover::Person,
            });
        }
    }
    for _ in 0..400 {
        app.update();
        if app.world().resource::<AnimationQueue>().is_idle() && turn(app) != Turn::Animating {
            break;
        }
    }
}

fn against(level: u8) -> RoundConfig {
    RoundConfig {
        rules: Rules::new(Edition::Kujifunza),
        players: [Player::Person, Player::Bot(Level::get(level).unwrap())],
        first: Side::South,
    }
}

/// "Erase my data on this device", with saving on and a game open: every
/// file of the game's leaves the disk (settings, lock, saved game, bests,
/// and the emptied folders), and the moves played after it write nothing
/// back; the game goes on in memory.
#[test]
fn erase_leaves_nothing_on_disk_and_the_game_goes_on() {
    let (dir, settings) = player_folders("erase-all", true);
    let mut app = app_with(Duration::from_millis(100), |app| {
        app.insert_resource(settings);
    });
    start(&mut app, against(1), None);
    play_as_person(&mut app, 2);
    let before = files_under(&dir);
    for kept in ["config/lock", "config/settings.json", "data/current.bao"] {
        assert!(before.contains(&kept.to_string()), "{kept}: {before:?}");
    }
    app.world_mut()
        .resource_mut::<GameSettings>()
        .erase_everything()
        .unwrap();
    assert_eq!(files_under(&dir), Vec::<String>::new());
    assert!(!dir.join("config").exists() && !dir.join("data").exists());
    let played = app.world().resource::<Round>().game.moves().len();
    play_as_person(&mut app, played + 2);
    assert!(
        app.world().resource::<Round>().game.moves().len() > played,
        "the game goes on"
    );
    assert_eq!(
        files_under(&dir),
        Vec::<String>::new(),
        "nothing written back"
    );
    assert!(!dir.join("config").exists() && !dir.join("data").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// With device saving off, a whole game (settings changed and
/// saved, the end, quitting) writes nothing under the player's folders.
#[test]
fn nothing_is_written_while_saving_is_off() {
    let (dir, settings) = player_folders("off", false);
    let mut app = app_with(Duration::from_millis(100), |app| {
        app.insert_resource(settings);
    });
    start(&mut app, against(1), None);
    play_as_person(&mut app, usize::MAX);
    assert!(app.world().resource::<Round>().game.status().is_over());
    // What Settings "Done", Customise "Start" and "Quit" do.
    app.world_mut()
        .resource_mut::<GameSettings>()
        .settings
        .volume = 0.3;
    app.world_mut().resource_mut::<GameSettings>().save();
    app.world_mut().write_message(AppExit::Success);
    app.update();
    assert_eq!(files_under(&dir), Vec::<String>::new());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// With saving on, the settings are written at once, the game in
/// progress after every move; it comes back with its position, clock and
/// players. A clean solo win is recorded under its edition and level; a
/// hint makes the next win not count, and says why.
#[test]
fn saving_on_keeps_the_game_and_the_bests() {
    let (dir, settings) = player_folders("on", true);
    assert_eq!(files_under(&dir), ["config/lock", "config/settings.json"]);
    let data_dir = settings.data_dir.clone().unwrap();
    let mut app = app_with(Duration::from_millis(100), |app| {
        app.insert_resource(settings);
    });
    start(&mut app, against(1), None);
    play_as_person(&mut app, 4);
    let (moves, clock) = {
        let round = app.world().resource::<Round>();
        (round.game.moves().to_vec(), round.clock)
    };
    assert!(files_under(&dir).contains(&"data/current.bao".to_string()));
    // The next start offers it, and Continue brings it back.
    let loaded = bao::app::PlayerData::load(app.world().resource::<GameSettings>());
    let saved = loaded.saved.clone().expect("the game in progress is kept");
    assert_eq!(saved.game.moves(), &moves[..saved.game.moves().len()]);
    app.world_mut().insert_resource(loaded);
    app.world_mut().write_message(bao::app::Continue);
    for _ in 0..3 {
        app.update();
    }
    {
        // The saved moves, then perhaps the bot's reply already.
        let round = app.world().resource::<Round>();
        let kept = saved.game.moves().len();
        assert_eq!(&round.game.moves()[..kept], saved.game.moves());
        assert_eq!(round.config.players, saved.players);
        assert!(round.clock >= saved.clock && round.clock <= clock + Duration::from_secs(2));
    }
    // Played to the end: a clean win against Mwanafunzi, kept as a best.
    play_as_person(&mut app, usize::MAX);
    let round = app.world().resource::<Round>();
    let won = matches!(
        round.game.status(),
        bao::rules::Status::Won {
            winner: Side::South,
            ..
        }
    );
    assert!(
        won,
        "Bingwa's choices beat Mwanafunzi: {}",
        round.game.status()
    );
    app.update();
    let data = app.world().resource::<bao::app::PlayerData>();
    let note = data.ending.clone().unwrap();
    assert!(note.new_best.is_some(), "{note:?}");
    assert!(!files_under(&dir).contains(&"data/current.bao".to_string()));
    let (bests, _) = bao::record::bests::Bests::load(&data_dir);
    let level = Level::get(1).unwrap();
    assert_eq!(
        bests
            .get(Rules::new(Edition::Kujifunza), level)
            .unwrap()
            .wins,
        1
    );
    assert!(
        bests
            .get(Rules::new(Edition::Kujifunza), Level::get(2).unwrap())
            .is_none()
    );
    // A hint: the next win does not count, and the end says why.
    start(&mut app, against(1), None);
    wait_for(&mut app, Turn::Person);
    ask_hint(&mut app);
    play_as_person(&mut app, usize::MAX);
    app.update();
    let note = app
        .world()
        .resource::<bao::app::PlayerData>()
        .ending
        .clone()
        .unwrap();
    assert!(note.new_best.is_none());
    assert!(note.not_counted.unwrap().contains("hint"));
    let (bests, _) = bao::record::bests::Bests::load(&data_dir);
    assert_eq!(
        bests
            .get(Rules::new(Edition::Kujifunza), level)
            .unwrap()
            .wins,
        1
    );
    // Erase: the bests and the saved game go, the settings stay.
    app.world_mut()
        .resource_mut::<GameSettings>()
        .erase_scores()
        .unwrap();
    assert_eq!(files_under(&dir), ["config/lock", "config/settings.json"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Against a bot, a take-back returns to the position before the
/// person's last move (their move and the bot's reply); k moves and k
/// take-backs give the start again; it is refused while a move is shown.
#[test]
fn taking_moves_back_returns_to_the_start() {
    let mut app = app(Duration::from_millis(100));
    start(&mut app, against(2), None);
    let start_position = *app.world().resource::<Round>().game.position();
    let mut person_moves = 0;
    for _ in 0..3 {
        wait_for(&mut app, Turn::Person);
        let mv = app.world().resource::<Round>().game.legal_moves()[0];
        app.world_mut().write_message(PlayMove {
            mv,
            by: bao::app::Mover::Person,
        });
        app.update();
        person_moves += 1;
        // While the move is shown, a take-back is refused.
        let before = app.world().resource::<Round>().game.moves().len();
        app.world_mut().write_message(bao::app::Undo);
        app.update();
        if !app.world().resource::<AnimationQueue>().is_idle() {
            assert_eq!(app.world().resource::<Round>().game.moves().len(), before);
        }
        if app.world().resource::<Round>().game.status().is_over() {
            break;
        }
    }
    for _ in 0..person_moves {
        wait_for(&mut app, Turn::Person);
        app.world_mut().write_message(bao::app::Undo);
        app.update();
        app.update();
    }
    wait_for(&mut app, Turn::Person);
    assert_seeds_match(&mut app);
    let round = app.world().resource::<Round>();
    assert_eq!(*round.game.position(), start_position);
    assert!(round.game.moves().is_empty());
    assert!(round.solo.is_tainted(), "a take-back makes a win not clean");
}

/// The move preview (a setting): the focused pit's moves are read
/// from the engine's trace without being played, their ends marked on the
/// board and told in words; a game with a preview shown is not a clean win.
#[test]
fn the_move_preview_marks_where_moves_end_without_playing_them() {
    let mut app = app(Duration::from_millis(100));
    app.world_mut()
        .resource_mut::<GameSettings>()
        .settings
        .move_preview = true;
    start(&mut app, against(3), None);
    wait_for(&mut app, Turn::Person);
    app.update();
    let before = *app.world().resource::<Round>().game.position();
    let preview = app.world().resource::<bao::app::MovePreview>();
    assert!(
        !preview.lines.is_empty(),
        "a preview is made for the focused pit"
    );
    let shown = app.world().resource::<bao::app::ShownMarks>();
    let lands: Vec<Pit> = shown
        .marks
        .pits
        .iter()
        .filter(|(_, states)| states.contains(&PitState::PreviewLands))
        .map(|(pit, _)| *pit)
        .collect();
    assert!(!lands.is_empty());
    let round = app.world().resource::<Round>();
    assert_eq!(*round.game.position(), before, "nothing was played");
    assert!(round.game.moves().is_empty());
    assert!(round.solo.is_tainted());
}

fn practise(app: &mut App, edit: bao::app::PracticeEdit) {
    app.world_mut().write_message(edit);
    for _ in 0..4 {
        app.update();
    }
}

fn practice(app: &App) -> &bao::app::Practice {
    app.world().resource::<bao::app::Practice>()
}

/// The practice board (seed 000 §2): a position is built seed by
/// seed with clicks (the messages they send) and keys, the board shows it
/// as it is, what the engine refuses is refused with the field at fault,
/// and an accepted position is played from and edited again.
#[test]
fn the_practice_board_builds_a_position_and_plays_from_it() {
    use bao::app::PracticeEdit;
    use bao::rules::position::PositionField;
    let mut app = app(Duration::from_millis(50));
    app.world_mut()
        .write_message(bao::app::OpenPractice::default());
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(turn(&app), Turn::Editing);
    assert!(mode(&app).is_some_and(bao::app::Mode::on_practice_board));
    practise(&mut app, PracticeEdit::Clear);
    let a1 = Pit::parse("A1").unwrap();
    for _ in 0..3 {
        practise(&mut app, PracticeEdit::Add(a1));
    }
    // The keyboard: the cursor starts on A1; → goes to A2, Enter adds one,
    // ↑ goes to North's front row (a7, across from A2), + adds one.
    press(&mut app, KeyCode::ArrowRight);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::ArrowUp);
    press(&mut app, KeyCode::Equal);
    press(&mut app, KeyCode::Equal);
    press(&mut app, KeyCode::Minus);
    let draft = practice(&app).draft;
    assert_eq!(
        draft.to_string(),
        "kujifunza S 3,1,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,1,0/0,0,0,0,0,0,0,0 0,0"
    );
    assert_eq!(
        seeds_by_place(&mut app).0,
        draft.board.pits,
        "the board shows the draft"
    );
    assert_eq!(practice(&app).refusal(), None);

    // RULES.md §7, rules decision 15: an owned nyumba must hold seeds.
    practise(&mut app, PracticeEdit::Edition(Edition::Kiswahili));
    practise(&mut app, PracticeEdit::Nyumba(Side::South, true));
    let refusal = practice(&app).refusal().expect("an empty owned nyumba");
    assert_eq!(refusal.field, PositionField::Nyumba(Side::South));
    assert!(refusal.message.contains("empty"), "{}", refusal.message);
    practise(&mut app, PracticeEdit::Play);
    assert_eq!(
        turn(&app),
        Turn::Editing,
        "a refused position is not played"
    );
    practise(&mut app, PracticeEdit::Nyumba(Side::South, false));
    practise(&mut app, PracticeEdit::Edition(Edition::Kujifunza));

    practise(&mut app, PracticeEdit::Play);
    wait_for(&mut app, Turn::Person);
    assert_eq!(mode(&app), Some(bao::app::Mode::Practice));
    assert_ne!(turn(&app), Turn::Editing);
    let round = app.world().resource::<Round>();
    assert_eq!(*round.game.start_position(), draft);
    assert!(round.solo.is_tainted(), "a practice win never counts");
    let mv = round.game.legal_moves()[0];
    app.world_mut().write_message(PlayMove {
        mv,
        by: bao::app::Mover::Person,
    });
    for _ in 0..3 {
        app.update();
    }
    for _ in 0..10_000 {
        let idle = app.world().resource::<AnimationQueue>().is_idle();
        if idle && matches!(turn(&app), Turn::Person | Turn::Over) {
            break;
        }
        app.update();
    }
    assert_seeds_match(&mut app);
    let after = *app.world().resource::<Round>().game.position();
    assert_ne!(after.board, draft.board);

    practise(&mut app, PracticeEdit::EditNow);
    assert_eq!(turn(&app), Turn::Editing);
    assert_eq!(practice(&app).draft.board, after.board);
    assert_eq!(seeds_by_place(&mut app).0, after.board.pits);
    // That move may have ended the game: a finished position is played
    // from too (the game is over at once), and its start edited again.
    practise(&mut app, PracticeEdit::Play);
    assert_ne!(turn(&app), Turn::Editing);
    practise(&mut app, PracticeEdit::EditStart);
    assert_eq!(practice(&app).draft, after, "this game started there");
}

/// The practice board keeps what the player built when they leave it: it
/// opens again on the same position later in the run; with device saving
/// on it is in `practice.json` too, and a new run opens on it.
#[test]
fn the_practice_board_opens_where_the_player_left_it() {
    use bao::app::PracticeEdit;
    let (dir, settings) = player_folders("practice-kept", true);
    let mut app = app_with(Duration::from_millis(50), |app| {
        app.insert_resource(settings);
    });
    let open = |app: &mut App| {
        app.world_mut()
            .write_message(bao::app::OpenPractice::default());
        for _ in 0..4 {
            app.update();
        }
    };
    open(&mut app);
    practise(&mut app, PracticeEdit::Clear);
    let a1 = Pit::parse("A1").unwrap();
    let b7 = Pit::parse("b7").unwrap();
    for pit in [a1, a1, b7] {
        practise(&mut app, PracticeEdit::Add(pit));
    }
    let built = practice(&app).draft;
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    for _ in 0..3 {
        app.update();
    }
    assert!(mode(&app).is_none(), "on the title screen");
    assert!(files_under(&dir).contains(&"data/practice.json".to_string()));
    open(&mut app);
    assert_eq!(practice(&app).draft, built, "the same run opens it again");
    // The window closes: its lock on the player's data goes with it.
    drop(app);
    let settings = GameSettings::load_from(
        Some(dir.join("config").join("settings.json")),
        Some(dir.join("data")),
        bao::app::Writes::AsThePlayerSays,
    );
    let mut next_run = app_with(Duration::from_millis(50), |app| {
        app.insert_resource(settings);
    });
    open(&mut next_run);
    assert_eq!(
        practice(&next_run).draft,
        built,
        "a new run opens it from disk"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Step by step in a practice game stops after each event of a
/// move with its sentence, and goes on one event at a time.
#[test]
fn a_practice_move_is_shown_step_by_step_with_its_sentences() {
    use bao::app::PracticeEdit;
    let mut app = app(Duration::from_millis(50));
    app.world_mut()
        .write_message(bao::app::OpenPractice::default());
    for _ in 0..4 {
        app.update();
    }
    practise(&mut app, PracticeEdit::Play);
    wait_for(&mut app, Turn::Person);
    practise(&mut app, PracticeEdit::Stepping(true));
    let mv = app.world().resource::<Round>().game.legal_moves()[0];
    app.world_mut().write_message(PlayMove {
        mv,
        by: bao::app::Mover::Person,
    });
    let mut seen = Vec::new();
    for _ in 0..200 {
        for _ in 0..200 {
            app.update();
            if app.world().resource::<AnimationQueue>().is_held() {
                break;
            }
        }
        let queue = app.world().resource::<AnimationQueue>();
        if queue.is_idle() {
            break;
        }
        assert!(queue.is_held(), "the queue waits after each event");
        let shown = queue.events_shown();
        let sentence = practice(&app)
            .event_sentence(shown, &bao::words::IN_ENGLISH)
            .expect("a sentence for the event shown");
        assert!(
            sentence.starts_with(&format!("Event {shown} of ")),
            "{sentence}"
        );
        seen.push(shown);
        practise(&mut app, PracticeEdit::NextEvent);
    }
    assert!(seen.len() >= 3, "{seen:?}");
    assert!(seen.windows(2).all(|w| w[1] == w[0] + 1), "{seen:?}");
}

/// Step by step is the practice board's choice: it ends with the practice
/// board. Turned on there, then a game between two bots: every move of the
/// game is shown to its end without a key or a click.
#[test]
fn step_by_step_in_practice_does_not_hold_a_later_game() {
    use bao::app::PracticeEdit;
    let mut app = app(Duration::from_millis(50));
    app.world_mut()
        .write_message(bao::app::OpenPractice::default());
    for _ in 0..4 {
        app.update();
    }
    practise(&mut app, PracticeEdit::Play);
    wait_for(&mut app, Turn::Person);
    practise(&mut app, PracticeEdit::Stepping(true));
    assert!(app.world().resource::<AnimationQueue>().hold_each_event);
    let bots = RoundConfig {
        rules: Rules::new(Edition::Kujifunza),
        players: [Player::Bot(Level::get(2).unwrap()); 2],
        first: Side::South,
    };
    start(&mut app, bots, None);
    let mut held = 0;
    for _ in 0..20_000 {
        let queue = app.world().resource::<AnimationQueue>();
        held += queue.is_held() as usize;
        if app.world().resource::<Round>().game.moves().len() >= 3 && queue.is_idle() {
            break;
        }
        app.update();
    }
    assert_eq!(held, 0, "no frame of the game waited for a key");
    assert!(
        app.world().resource::<Round>().game.moves().len() >= 3,
        "three bot moves were shown without a key"
    );
    assert!(!app.world().resource::<AnimationQueue>().hold_each_event);
}

/// The arrow keys move the keyboard's focus to a legal pit that lies the
/// way they point on the screen, whichever side moves and whichever way
/// the board is turned; with no legal pit that way the focus stays.
#[test]
fn the_arrows_move_the_focus_the_way_they_point_on_the_screen() {
    let arrows = [
        (KeyCode::ArrowLeft, -1.0, 0.0),
        (KeyCode::ArrowRight, 1.0, 0.0),
        (KeyCode::ArrowUp, 0.0, -1.0),
        (KeyCode::ArrowDown, 0.0, 1.0),
    ];
    let mut checked = 0;
    for view in [ViewFrom::South, ViewFrom::North] {
        let mut app = app(Duration::from_millis(100));
        {
            let mut settings = app.world_mut().resource_mut::<GameSettings>();
            settings.settings.view_from = view;
            settings.settings.warnings = false;
        }
        start(&mut app, people(Edition::Kujifunza), None);
        for _ in 0..4 {
            wait_for(&mut app, Turn::Person);
            let pits: Vec<Pit> = {
                let game = &app.world().resource::<Round>().game;
                let side = game.position().side;
                let mut pits: Vec<Pit> = game
                    .legal_moves()
                    .iter()
                    .map(|mv| Pit::new(side, mv.pit))
                    .collect();
                pits.dedup();
                pits
            };
            for &from in &pits {
                for (key, dx, dz) in arrows {
                    app.world_mut().resource_mut::<bao::app::Selection>().focus = Some(from);
                    press(&mut app, key);
                    let to = app.world().resource::<bao::app::Selection>().focus.unwrap();
                    let board = *app.world().resource::<bao::app::BoardView>();
                    let (a, b) = (
                        board.seen(bao::app::pit_centre(from)),
                        board.seen(bao::app::pit_centre(to)),
                    );
                    let ahead = (b.x - a.x) * dx + (b.z - a.z) * dz;
                    if to == from {
                        let any_ahead = pits.iter().any(|p| {
                            let c = board.seen(bao::app::pit_centre(*p));
                            (c.x - a.x) * dx + (c.z - a.z) * dz > 0.1
                        });
                        assert!(
                            !any_ahead,
                            "{key:?} from {from} stayed, with a pit that way"
                        );
                    } else {
                        assert!(
                            ahead > 0.1,
                            "{key:?} from {from} went to {to}, not that way"
                        );
                    }
                    checked += 1;
                }
            }
            let mv = app.world().resource::<Round>().game.legal_moves()[0];
            app.world_mut().write_message(PlayMove {
                mv,
                by: bao::app::Mover::Person,
            });
            app.update();
        }
    }
    assert!(checked > 100, "{checked} presses checked");
}

/// Accessibility: a person playing North alone sees the board
/// turned round, North's rows nearest. The keyboard follows the screen: the
/// focus starts at the nearest row's left pit (North's a1), and → sows
/// towards the screen's right, which on the turned board is clockwise for
/// North's front row (anticlockwise when seen from South).
#[test]
fn the_board_turns_round_for_a_person_playing_north() {
    for (view, expected) in [(ViewFrom::Auto, "a3>"), (ViewFrom::South, "a3<")] {
        let mut app = app(Duration::from_millis(100));
        app.world_mut()
            .resource_mut::<GameSettings>()
            .settings
            .view_from = view;
        // The beginner's warning would hold back a move that gives much away.
        app.world_mut()
            .resource_mut::<GameSettings>()
            .settings
            .warnings = false;
        let config = RoundConfig {
            rules: Rules::new(Edition::Kujifunza),
            players: [Player::Bot(Level::get(1).unwrap()), Player::Person],
            first: Side::North,
        };
        start(&mut app, config, None);
        wait_for(&mut app, Turn::Person);
        let focus = || app.world().resource::<bao::app::Selection>().focus;
        let (a1, a3) = (Pit::parse("a1").unwrap(), Pit::parse("a3").unwrap());
        // Seen from South, North's back row is nearest the top: the focus
        // starts there, and Tab reaches the front row later.
        assert_eq!(focus() == Some(a1), view == ViewFrom::Auto, "{view:?}");
        for _ in 0..16 {
            if app.world().resource::<bao::app::Selection>().focus == Some(a3) {
                break;
            }
            press(&mut app, KeyCode::Tab);
        }
        press(&mut app, KeyCode::Enter);
        press(&mut app, KeyCode::ArrowRight);
        let round = app.world().resource::<Round>();
        let played = round.last_move.expect("a move").1;
        assert_eq!(
            played.text(Edition::Kujifunza, Side::North),
            expected,
            "{view:?}"
        );
    }
}

/// Accessibility: with reduced motion no seed flies: each one
/// shrinks where it was and grows where it goes, so in no frame is a seed
/// between the two; the move takes as many frames and ends on the same
/// board as with the flights.
#[test]
fn reduced_motion_moves_no_seed_through_the_air() {
    let mut outcome = Vec::new();
    for reduced in [true, false] {
        let mut app = app(Duration::from_millis(20));
        set_speed(&mut app, Speed::Normal);
        app.world_mut()
            .resource_mut::<GameSettings>()
            .settings
            .reduced_motion = reduced;
        start(&mut app, people(Edition::Kiswahili), None);
        wait_for(&mut app, Turn::Person);
        let mv = app.world().resource::<Round>().game.legal_moves()[0];
        app.world_mut().write_message(PlayMove {
            mv,
            by: bao::app::Mover::Person,
        });
        let (mut frames, mut in_the_air, mut shrunk) = (0, 0, 0);
        loop {
            app.update();
            frames += 1;
            let mut seeds = app.world_mut().query::<(&Flight, &Transform)>();
            for (flight, transform) in seeds.iter(app.world()) {
                in_the_air += usize::from(flight.in_the_air(transform.translation));
                shrunk += usize::from(transform.scale.x < 0.99);
            }
            if frames > 3 && app.world().resource::<AnimationQueue>().is_idle() {
                break;
            }
            assert!(frames < 20_000);
        }
        if reduced {
            assert_eq!(in_the_air, 0, "a seed in the air with reduced motion");
            assert!(shrunk > 0, "the seeds fade out and in");
        } else {
            assert!(in_the_air > 0, "the seeds fly");
            assert_eq!(shrunk, 0);
        }
        outcome.push((frames, seeds_by_place(&mut app)));
        assert_seeds_match(&mut app);
    }
    assert_eq!(outcome[0], outcome[1]);
}

/// Accessibility: with AccessKit on (bevy_egui's `accesskit`
/// feature; a screen reader turns it on), the tree the game gives a screen
/// reader names the title menu's buttons, then in a game the commentary
/// line and every pit with its seeds and marks. The egui screens run
/// headless here, as bevy_egui's own tests run them.
/// The game with its egui screens, headless as bevy_egui's own tests run
/// them, AccessKit on: the app and its egui context.
fn screens_app() -> (App, Entity) {
    use bevy::asset::AssetEvent;
    use bevy::image::Image;
    use bevy::shader::Shader;
    use bevy_egui::{EguiContext, PrimaryEguiContext};
    let mut app = App::new();
    app.init_resource::<Assets<Image>>()
        .init_resource::<Assets<Shader>>()
        .add_message::<AssetEvent<Image>>()
        .add_plugins((
            MinimalPlugins,
            StatesPlugin,
            bevy::a11y::AccessibilityPlugin,
            bevy::window::WindowPlugin {
                primary_window: None,
                ..default()
            },
            bevy::input::InputPlugin,
            GamePlugin { windowed: false },
            bao::app::ScreensPlugin,
        ))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            50,
        )));
    set_speed(&mut app, Speed::VeryFast);
    let context = app.world_mut().spawn(PrimaryEguiContext).id();
    app.world_mut()
        .get_mut::<EguiContext>(context)
        .unwrap()
        .get_mut()
        .enable_accesskit();
    (app, context)
}

#[test]
fn a_screen_reader_reads_the_menus_the_commentary_and_every_pit() {
    use bevy_egui::EguiOutput;
    let (mut app, context) = screens_app();
    let words = |app: &mut App| -> Vec<String> {
        app.update();
        let output = app.world().get::<EguiOutput>(context).unwrap();
        let tree = output
            .platform_output
            .accesskit_update
            .as_ref()
            .expect("an AccessKit tree every frame");
        tree.nodes
            .iter()
            // egui gives a button its label, and a label (text) its value.
            .filter_map(|(_, node)| node.label().or(node.value()).map(str::to_string))
            .collect()
    };
    let heard = words(&mut app);
    for button in [
        "Quick play",
        "Customise a game…",
        "Practice",
        "Settings",
        "Quit",
    ] {
        assert!(heard.iter().any(|w| w == button), "{button}: {heard:?}");
    }
    start(&mut app, people(Edition::Kujifunza), None);
    wait_for(&mut app, Turn::Person);
    let heard = words(&mut app);
    assert!(
        heard
            .iter()
            .any(|w| w.contains("choose a pit whose rim glows")),
        "the commentary line: {heard:?}"
    );
    assert!(heard.iter().any(|w| w.starts_with("Menu")), "{heard:?}");
    // Every pit, with its seeds (Kujifunza starts with two in each) and,
    // for the legal ones, that it can be sown.
    for side in Side::BOTH {
        for index in 0..16 {
            let pit = Pit::new(side, index);
            let name = format!("{pit}, {}'s", side.name());
            let node = heard
                .iter()
                .find(|w| w.starts_with(&name))
                .unwrap_or_else(|| panic!("{pit}: {heard:?}"));
            assert!(node.contains(": 2 seeds"), "{node}");
        }
    }
    let a1 = heard.iter().find(|w| w.starts_with("A1,")).unwrap();
    assert_eq!(
        a1,
        "A1, South's front row: 2 seeds; you can sow this pit; the keyboard is here (Tab, arrows; Enter chooses); \
         under threat: the opponent could capture from here on their turn"
    );
    // After a move, the pits say what the board shows. A1> gives North 18
    // seeds: the beginner's warning holds it back, and Enter plays it anyway.
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::ArrowRight);
    assert!(
        app.world()
            .resource::<bao::app::Selection>()
            .warning
            .is_some()
    );
    press(&mut app, KeyCode::Enter);
    wait_for(&mut app, Turn::Person);
    let heard = words(&mut app);
    let a1 = heard.iter().find(|w| w.starts_with("A1,")).unwrap();
    assert!(a1.contains("empty") || a1.contains("seed"), "{a1}");
    let position = *app.world().resource::<Round>().game.position();
    for side in Side::BOTH {
        for index in 0..16 {
            let pit = Pit::new(side, index);
            let n = position.board.get(pit);
            let said = heard
                .iter()
                .find(|w| w.starts_with(&format!("{pit},")))
                .unwrap();
            let expected = match n {
                0 => "empty".to_string(),
                1 => "1 seed".to_string(),
                n => format!("{n} seeds"),
            };
            assert!(
                said.contains(&format!(": {expected}")),
                "{said} (engine: {n})"
            );
        }
    }
    // The screen reader's focus is the pit the keyboard is on, and follows
    // it when Tab moves it (a screen reader says where the keyboard is).
    let focused = |app: &mut App| -> String {
        app.update();
        let output = app.world().get::<EguiOutput>(context).unwrap();
        let tree = output.platform_output.accesskit_update.as_ref().unwrap();
        let node = tree.nodes.iter().find(|(id, _)| *id == tree.focus);
        node.and_then(|(_, n)| n.label().or(n.value()).map(str::to_string))
            .unwrap_or_default()
    };
    let on = |app: &App| app.world().resource::<bao::app::Selection>().focus;
    let first = on(&app).expect("the keyboard is on a pit");
    let heard = focused(&mut app);
    assert!(heard.starts_with(&format!("{first},")), "{heard}");
    press(&mut app, KeyCode::Tab);
    let next = on(&app).expect("still on a pit");
    assert_ne!(next, first, "Tab moves the keyboard");
    let heard = focused(&mut app);
    assert!(heard.starts_with(&format!("{next},")), "{heard}");
    assert!(heard.contains("the keyboard is here"), "{heard}");
}

/// The live regions a screen reader speaks unasked, label by label, this frame.
fn live_regions(app: &mut App, context: Entity) -> Vec<String> {
    use bevy_egui::EguiOutput;
    app.update();
    let output = app.world().get::<EguiOutput>(context).unwrap();
    let tree = output.platform_output.accesskit_update.as_ref().unwrap();
    tree.nodes
        .iter()
        .filter(|(_, node)| node.live().is_some())
        .filter_map(|(_, node)| node.label().map(str::to_string))
        .collect()
}

/// Whose turn it is, the question asked and each move's result are live
/// regions, and the move's sentence is made once: it stays the same while
/// the move is shown, frame after frame, so it is spoken once.
#[test]
fn a_screen_reader_hears_the_turn_the_question_and_the_move_once() {
    let (mut app, context) = screens_app();
    start(&mut app, people(Edition::Kujifunza), None);
    wait_for(&mut app, Turn::Person);
    let live = live_regions(&mut app, context);
    assert!(live.iter().any(|l| l == "South to move"), "{live:?}");
    assert!(!live.iter().any(|l| l.contains(" played ")), "{live:?}");
    // A3 sows both ways: the question is spoken.
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Enter);
    let live = live_regions(&mut app, context);
    assert!(
        live.iter().any(|l| l.starts_with("Sow A3 which way?")),
        "{live:?}"
    );
    press(&mut app, KeyCode::ArrowRight);
    if app
        .world()
        .resource::<bao::app::Selection>()
        .warning
        .is_some()
    {
        assert!(
            live_regions(&mut app, context)
                .iter()
                .any(|l| l.starts_with("Careful:")),
        );
        press(&mut app, KeyCode::Enter);
    }
    assert_eq!(app.world().resource::<Round>().game.moves().len(), 1);
    let said = |live: &[String]| live.iter().find(|l| l.contains(" played ")).cloned();
    let first = said(&live_regions(&mut app, context)).expect("the move is said");
    assert!(
        first.starts_with("South played A3>: A3: 2 seeds"),
        "{first}"
    );
    // While the move is shown, and after: the same sentence, once.
    for _ in 0..30 {
        let live = live_regions(&mut app, context);
        assert_eq!(said(&live).as_ref(), Some(&first), "{live:?}");
    }
    wait_for(&mut app, Turn::Person);
    let live = live_regions(&mut app, context);
    assert!(live.iter().any(|l| l == "North to move"), "{live:?}");
}

/// An app with the lesson `id` open (its words shown), and the lesson's index.
fn a_lesson_open(id: &str) -> (App, usize) {
    let mut app = app(Duration::from_millis(50));
    let index = bao::lessons::LESSONS
        .iter()
        .position(|l| l.id == id)
        .unwrap();
    app.world_mut().write_message(bao::app::OpenLessons {
        lesson: Some(index),
    });
    for _ in 0..4 {
        app.update();
    }
    (app, index)
}

/// Lessons: a whole lesson by the keyboard. The words, then the
/// example move played one event at a time (→ shows the next), then the
/// question: a wrong answer is shown, explained from its trace and can be
/// tried again; the right one finishes the lesson (remembered only with
/// device saving on: here it is off and nothing is written) and Enter goes
/// on to the next lesson.
#[test]
fn a_lesson_is_taken_wrong_then_right() {
    use bao::app::{Learning, Stage};
    use bao::lessons::{LESSONS, Verdict};
    let (mut app, index) = a_lesson_open("sowing");
    let stage = |app: &App| app.world().resource::<Learning>().stage;
    assert_eq!(stage(&app), Stage::Teach);
    assert_eq!(
        turn(&app),
        Turn::Editing,
        "nobody moves while the words are read"
    );
    let lesson = &LESSONS[index];
    let example = lesson.example_game().unwrap();
    assert_eq!(
        app.world().resource::<Round>().game.position(),
        example.position()
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(stage(&app), Stage::Example);
    // The example plays itself, held after each event; → releases the next.
    let events = example
        .clone()
        .play(example.parse_move(lesson.example.mv).unwrap())
        .unwrap();
    let mut shown = Vec::new();
    for _ in 0..10_000 {
        app.update();
        let queue = app.world().resource::<AnimationQueue>();
        if app.world().resource::<Round>().game.moves().len() == 1 && queue.is_idle() {
            break;
        }
        if queue.is_held() {
            let n = queue.events_shown();
            if shown.last() != Some(&n) {
                shown.push(n);
                let learning = app.world().resource::<Learning>();
                let sentence = learning
                    .event_sentence(n, &bao::words::IN_ENGLISH)
                    .expect("a sentence an event");
                assert!(sentence.starts_with(&format!("Event {n} of {}: ", events.len())));
            }
            press(&mut app, KeyCode::ArrowRight);
        }
    }
    // Every event in order; after the last, the turn is over and nothing waits.
    assert_eq!(
        shown,
        (1..events.len()).collect::<Vec<_>>(),
        "every event, in order"
    );
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(
        turn(&app),
        Turn::Editing,
        "the example shown, the board waits"
    );
    press(&mut app, KeyCode::Enter);
    assert_eq!(stage(&app), Stage::Question);
    wait_for(&mut app, Turn::Person);
    assert_eq!(
        app.world().resource::<Round>().game.position(),
        lesson.task_game().unwrap().position()
    );
    // No hint: the question is the learner's to answer.
    press(&mut app, KeyCode::KeyH);
    for _ in 0..20 {
        app.update();
    }
    assert!(app.world().resource::<bao::app::Hint>().shown.is_none());
    let mut tasks = app.world_mut().query::<&BotTask>();
    assert_eq!(tasks.iter(app.world()).count(), 0, "no search for a hint");
    // A wrong answer: a legal move that does not relay.
    let task = lesson.task_game().unwrap();
    let wrong = *task
        .legal_moves()
        .iter()
        .find(|&&mv| !lesson.task.answers.contains(&task.move_text(mv).as_str()))
        .unwrap();
    let right = task.parse_move(lesson.task.answers[0]).unwrap();
    for (mv, is_right) in [(wrong, false), (right, true)] {
        app.world_mut().write_message(PlayMove {
            mv,
            by: bao::app::Mover::Person,
        });
        for _ in 0..10_000 {
            app.update();
            if stage(&app) == Stage::Answered {
                break;
            }
        }
        let learning = app.world().resource::<Learning>();
        match (&learning.verdict, is_right) {
            (Some(Verdict::Wrong { words, .. }), false) => {
                assert!(
                    words.contains("which was empty, so the move ended"),
                    "{words}"
                );
                assert!(!learning.progress.has("sowing"));
                press(&mut app, KeyCode::Enter);
                assert_eq!(stage(&app), Stage::Question, "Enter tries again");
                wait_for(&mut app, Turn::Person);
            }
            (Some(Verdict::Right { words }), true) => {
                assert!(words.starts_with("Right: "), "{words}");
                assert!(learning.progress.has("sowing"));
                assert_eq!(learning.tries, 2);
            }
            (other, _) => panic!("{other:?} for {}", task.move_text(mv)),
        }
    }
    assert!(
        mode(&app) == Some(bao::app::Mode::Lesson),
        "a lesson is never kept or counted"
    );
    press(&mut app, KeyCode::Enter);
    let learning = app.world().resource::<Learning>();
    assert_eq!((learning.index, learning.stage), (index + 1, Stage::Teach));
}

/// A question missed twice offers "Show me" (S): a right answer played,
/// held after each event with its sentence, then the board waits; R asks
/// the question again.
#[test]
fn a_lesson_missed_twice_shows_a_right_answer() {
    use bao::app::{Learning, LessonStep, Stage};
    use bao::lessons::LESSONS;
    let (mut app, index) = a_lesson_open("sowing");
    let stage = |app: &App| app.world().resource::<Learning>().stage;
    let step = |app: &mut App, step: LessonStep| {
        app.world_mut().write_message(step);
        for _ in 0..4 {
            app.update();
        }
    };
    let lesson = &LESSONS[index];
    let task = lesson.task_game().unwrap();
    let wrong = *task
        .legal_moves()
        .iter()
        .find(|&&mv| !lesson.task.answers.contains(&task.move_text(mv).as_str()))
        .unwrap();
    // To the question, skipping the example.
    step(&mut app, LessonStep::Next);
    step(&mut app, LessonStep::Next);
    for missed in 1..=2 {
        assert_eq!(stage(&app), Stage::Question);
        wait_for(&mut app, Turn::Person);
        app.world_mut().write_message(PlayMove {
            mv: wrong,
            by: bao::app::Mover::Person,
        });
        for _ in 0..10_000 {
            app.update();
            if stage(&app) == Stage::Answered {
                break;
            }
        }
        let learning = app.world().resource::<Learning>();
        assert_eq!(learning.may_show(), missed >= 2, "after {missed} missed");
        if missed == 1 {
            press(&mut app, KeyCode::KeyS);
            assert_eq!(stage(&app), Stage::Answered, "not offered after one miss");
            press(&mut app, KeyCode::KeyR);
        }
    }
    press(&mut app, KeyCode::KeyS);
    assert_eq!(stage(&app), Stage::Solution);
    let mut held = 0;
    for _ in 0..10_000 {
        app.update();
        let queue = app.world().resource::<AnimationQueue>();
        if app.world().resource::<Round>().game.moves().len() == 1 && queue.is_idle() {
            break;
        }
        if queue.is_held() {
            held += 1;
            let sentence = app
                .world()
                .resource::<Learning>()
                .event_sentence(queue.events_shown(), &bao::words::IN_ENGLISH);
            assert!(sentence.is_some_and(|s| s.starts_with("Event ")));
            press(&mut app, KeyCode::ArrowRight);
        }
    }
    assert!(
        held >= 2,
        "the answer was shown event by event ({held} holds)"
    );
    let played = app.world().resource::<Round>().game.moves()[0];
    assert!(
        lesson
            .task
            .answers
            .contains(&task.move_text(played).as_str()),
        "{} is an answer",
        task.move_text(played)
    );
    press(&mut app, KeyCode::KeyR);
    assert_eq!(stage(&app), Stage::Question, "R asks again");
}

/// Only the player's own game is kept or erased. With saving on
/// and a game kept, a demo game played to its end, a replay to its end, a
/// practice round, a lesson, a scripted round and quitting from any of
/// them leave `current.bao` byte for byte as it was.
#[test]
fn only_the_player_s_own_game_is_kept_or_erased() {
    use bao::app::{OpenLessons, OpenPractice, PracticeEdit, ReplayStep};
    let (dir, settings) = player_folders("own-game", true);
    let kept_path = settings.data_dir.clone().unwrap().join("current.bao");
    let mut app = app_with(Duration::from_millis(250), |app| {
        app.insert_resource(settings);
    });
    start(&mut app, against(1), None);
    play_as_person(&mut app, 4);
    // The game is kept as the next turn begins.
    wait_for(&mut app, Turn::Person);
    let kept = std::fs::read(&kept_path).expect("the player's game is kept");
    let unchanged = |app: &App, after: &str| {
        assert_eq!(
            std::fs::read(&kept_path).ok().as_deref(),
            Some(&kept[..]),
            "current.bao changed after {after}"
        );
        assert!(
            app.world()
                .resource::<bao::app::PlayerData>()
                .saved
                .is_some(),
            "Continue is still offered after {after}"
        );
    };

    // A demo game to its end (the demo used to erase the kept game here).
    let bot = Player::Bot(Level::get(1).unwrap());
    let demo_game = RoundConfig {
        rules: Rules::new(Edition::Kujifunza),
        players: [bot, bot],
        first: Side::South,
    };
    app.insert_resource(Demo::new(vec![demo_game]));
    start_as(&mut app, demo_game, None, bao::app::Mode::Demo);
    assert_eq!(mode(&app), Some(bao::app::Mode::Demo));
    wait_for(&mut app, Turn::Over);
    for _ in 0..4 {
        app.update();
    }
    unchanged(&app, "a demo game");
    app.world_mut().remove_resource::<Demo>();

    // A replay, to its end.
    open_replay(&mut app, &recorded_game(200), 0);
    replay_step(&mut app, ReplayStep::End);
    for _ in 0..20 {
        app.update();
    }
    unchanged(&app, "a replay");

    // A practice round from the edition's start, a few moves.
    app.world_mut().write_message(OpenPractice::default());
    for _ in 0..4 {
        app.update();
    }
    practise(&mut app, PracticeEdit::Play);
    wait_for(&mut app, Turn::Person);
    play_as_person(&mut app, 3);
    unchanged(&app, "a practice round");

    // A lesson: its example, then its question answered.
    app.world_mut()
        .write_message(OpenLessons { lesson: Some(0) });
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(mode(&app), Some(bao::app::Mode::Lesson));
    for _ in 0..40 {
        press(&mut app, KeyCode::Enter);
    }
    unchanged(&app, "a lesson");

    // Back to the title screen (the lesson ends there), then a round the
    // launch options set up, with moves made.
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    app.update();
    start_as(&mut app, against(1), None, bao::app::Mode::Scripted);
    assert_eq!(mode(&app), Some(bao::app::Mode::Scripted));
    play_as_person(&mut app, 3);
    assert!(!app.world().resource::<Round>().game.moves().is_empty());
    unchanged(&app, "a scripted round");
    // Quitting from it keeps nothing either.
    app.world_mut().write_message(AppExit::Success);
    app.update();
    unchanged(&app, "quitting a scripted round");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Every way out of a game that would be lost asks first (Main
/// menu, Quit, the window's close button, another round), and a game of
/// no moves is never kept.
#[test]
fn leaving_a_game_that_would_be_lost_asks_first() {
    use bao::app::{Leave, Leaving, Menu};
    let (dir, settings) = player_folders("leave", false);
    let mut app = app_with(Duration::from_millis(100), |app| {
        app.insert_resource(settings);
    });
    let menu = |app: &App| *app.world().resource::<State<Menu>>().get();
    start(&mut app, against(1), None);
    wait_for(&mut app, Turn::Person);
    // No move made yet: nothing is lost, the main menu is straight there.
    app.world_mut().write_message(Leave(Leaving::Title));
    app.update();
    app.update();
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Title
    );
    start(&mut app, against(1), None);
    play_as_person(&mut app, 2);
    for leaving in [
        Leaving::Title,
        Leaving::Quit,
        Leaving::round(NewRound::fresh(against(2))),
    ] {
        app.world_mut().write_message(Leave(leaving.clone()));
        app.update();
        app.update();
        assert_eq!(menu(&app), Menu::ConfirmLeave, "{leaving:?} asks first");
        assert_eq!(
            *app.world().resource::<State<Screen>>().get(),
            Screen::Playing,
            "{leaving:?} waits for the answer"
        );
        assert!(app.world().resource::<Messages<AppExit>>().is_empty());
        app.world_mut()
            .resource_mut::<NextState<Menu>>()
            .set(Menu::None);
        app.update();
    }
    // The window's close button is a way out too.
    app.world_mut()
        .write_message(bevy::window::WindowCloseRequested {
            window: Entity::PLACEHOLDER,
        });
    app.update();
    app.update();
    assert_eq!(menu(&app), Menu::ConfirmLeave);
    assert!(app.world().resource::<Messages<AppExit>>().is_empty());
    std::fs::remove_dir_all(&dir).unwrap();

    // With saving on, the main menu keeps the game (Continue offers it);
    // quitting from the title screen keeps no game of no moves.
    let (dir, settings) = player_folders("leave-on", true);
    let kept_path = settings.data_dir.clone().unwrap().join("current.bao");
    let mut app = app_with(Duration::from_millis(100), |app| {
        app.insert_resource(settings);
    });
    start(&mut app, against(1), None);
    wait_for(&mut app, Turn::Person);
    app.world_mut().write_message(AppExit::Success);
    app.update();
    assert!(!kept_path.exists(), "a game of no moves is not kept");
    play_as_person(&mut app, 2);
    app.world_mut().write_message(Leave(Leaving::Title));
    app.update();
    app.update();
    assert_eq!(menu(&app), Menu::None, "a kept game is not lost");
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Title
    );
    assert!(
        app.world()
            .resource::<bao::app::PlayerData>()
            .saved
            .is_some()
    );
    // From the title screen, a new round would take the kept game's place.
    app.world_mut()
        .write_message(Leave(Leaving::round(NewRound::fresh(against(2)))));
    app.update();
    app.update();
    assert_eq!(menu(&app), Menu::ConfirmLeave);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Two windows: while another process holds the data lock (here
/// util-linux's `flock`, the same `flock(2)` lock the game takes), a window
/// starts with saving off, says so, and can neither turn saving on nor
/// erase; once it is free the window takes it, and another process is then
/// refused it. Erasing everything removes the lock file too.
#[test]
fn a_second_window_keeps_nothing_while_the_first_holds_the_data_lock() {
    use bao::app::Writes;
    use bao::record::lock::{DataLock, FILE_NAME};
    use std::process::{Command, Stdio};
    let dir = std::env::temp_dir().join(format!("bao-app-lock-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (config, data) = (dir.join("config"), dir.join("data"));
    std::fs::create_dir_all(&config).unwrap();
    let path = config.join("settings.json");
    let kept = bao::record::settings::Settings {
        save_on_device: true,
        personal_bests: true,
        ..Default::default()
    };
    kept.save(&path).unwrap();
    let lock = config.join(FILE_NAME);
    // -o: the lock is held by flock itself, not by the command it runs, so
    // killing flock lets it go.
    let mut other = Command::new("flock")
        .arg("-o")
        .arg(&lock)
        .args(["sleep", "60"])
        .stdout(Stdio::null())
        .spawn()
        .expect("util-linux's flock runs");
    for _ in 0..500 {
        if DataLock::held_elsewhere(&config) {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(
        DataLock::held_elsewhere(&config),
        "the other process holds it"
    );

    let load = || {
        GameSettings::load_from(
            Some(path.clone()),
            Some(data.clone()),
            Writes::AsThePlayerSays,
        )
    };
    let mut second = load();
    assert!(
        !second.settings.save_on_device,
        "saving is off in this window"
    );
    let notice = second.notice.clone().expect("the window says why");
    assert!(notice.contains("Another Bao window"), "{notice}");
    assert!(second.game_dir_to_write().is_none());
    second.set_saving(true);
    assert!(!second.settings.save_on_device, "and cannot be turned on");
    assert!(
        second.erase_scores().is_err(),
        "nor erase what the other keeps"
    );
    assert!(second.erase_everything().is_err());
    assert!(path.exists(), "the settings were not erased");
    second.settings.volume = 0.1;
    second.save();
    assert_eq!(bao::record::settings::Settings::load(&path).0, kept);

    other.kill().unwrap();
    other.wait().unwrap();
    // flock's child may still hold the inherited descriptor for a moment
    // on a loaded machine (it closes it before running sleep).
    for _ in 0..500 {
        if !DataLock::held_elsewhere(&config) {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let mut first = load();
    assert!(first.settings.save_on_device);
    assert!(first.game_dir_to_write().is_some());
    let refused = Command::new("flock")
        .args(["-n"])
        .arg(&lock)
        .arg("true")
        .status()
        .unwrap();
    assert!(!refused.success(), "another process is refused the lock");
    first.erase_everything().unwrap();
    assert!(!lock.exists() && !path.exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// With saving on but personal bests off, a clean win writes no
/// `bests.json`.
#[test]
fn bests_off_leaves_no_bests_file() {
    let (dir, mut settings) = player_folders("bests-off", true);
    settings.settings.personal_bests = false;
    settings.save();
    let mut app = app_with(Duration::from_millis(100), |app| {
        app.insert_resource(settings);
    });
    start(&mut app, against(1), None);
    play_as_person(&mut app, usize::MAX);
    let won = matches!(
        app.world().resource::<Round>().game.status(),
        bao::rules::Status::Won {
            winner: Side::South,
            ..
        }
    );
    assert!(won, "Bingwa's choices beat Mwanafunzi");
    app.update();
    assert_eq!(files_under(&dir), ["config/lock", "config/settings.json"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A corrupt `lessons.json` is set aside with a notice for the
/// player, as the other files are, when the lessons open.
#[test]
fn a_corrupt_lessons_file_is_set_aside_with_a_notice() {
    let (dir, settings) = player_folders("lessons-corrupt", true);
    let data_dir = settings.data_dir.clone().unwrap();
    std::fs::create_dir_all(&data_dir).unwrap();
    std::fs::write(data_dir.join("lessons.json"), "{ not ours").unwrap();
    let mut app = app_with(Duration::from_millis(100), |app| {
        app.insert_resource(settings);
    });
    app.world_mut()
        .write_message(bao::app::OpenLessons { lesson: None });
    for _ in 0..4 {
        app.update();
    }
    let notice = app
        .world()
        .resource::<bao::app::PlayerData>()
        .notice
        .clone()
        .expect("the player is told");
    assert!(notice.contains("lessons file"), "{notice}");
    assert!(
        notice.contains("set aside as lessons.json.corrupt-"),
        "{notice}"
    );
    assert!(!data_dir.join("lessons.json").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Asks for a hint and waits for it: Bingwa searches on the async pool, so
/// real time, not frames.
fn ask_hint(app: &mut App) -> bao::app::HintShown {
    app.world_mut().write_message(bao::app::AskHint);
    for _ in 0..12_000 {
        app.update();
        if let Some(shown) = app.world().resource::<bao::app::Hint>().shown {
            return shown;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("no hint was shown");
}

/// In Bao la Kujifunza, from the start, the hint is the solver's
/// proven move and says in how many moves it wins by force.
#[test]
fn the_hint_on_the_proof_says_it_wins_by_force() {
    let mut app = app(Duration::from_millis(100));
    start(&mut app, against(3), None);
    wait_for(&mut app, Turn::Person);
    let shown = ask_hint(&mut app);
    let round = app.world().resource::<Round>();
    let proven = bao::bot::proven::proven(round.game.position(), round.game.rules())
        .expect("the start is on the proof");
    assert_eq!(shown.mv, proven.mv);
    assert_eq!(shown.proven_moves, Some(proven.moves()));
    assert!(proven.moves() > 1);
}

/// Keys go where the player types: while the Save dialog is
/// open, the board's letters (C for counts, N for names) do nothing and
/// Esc closes the dialog instead of pausing the game behind it.
#[test]
fn the_save_dialog_owns_the_keyboard_and_esc_closes_it() {
    use bao::app::Menu;
    let (mut app, _) = screens_app();
    start(&mut app, people(Edition::Kujifunza), None);
    wait_for(&mut app, Turn::Person);
    let menu = |app: &App| *app.world().resource::<State<Menu>>().get();
    let counts = |app: &App| {
        let settings = &app.world().resource::<GameSettings>().settings;
        (settings.show_counts, settings.show_names)
    };
    let before = counts(&app);
    app.world_mut().write_message(bao::app::SaveGame(None));
    app.update();
    app.update();
    assert_eq!(menu(&app), Menu::Files, "the dialog takes the keyboard");
    press(&mut app, KeyCode::KeyC);
    press(&mut app, KeyCode::KeyN);
    assert_eq!(counts(&app), before, "letters typed are not board commands");
    press(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!(menu(&app), Menu::None, "Esc closes the dialog");
    assert_eq!(
        *app.world().resource::<State<Pause>>().get(),
        Pause::Running,
        "and does not pause the game behind it"
    );
    // Without a window open the same letters are the board's.
    press(&mut app, KeyCode::KeyC);
    assert_ne!(counts(&app), before);
}

/// Step by step in a replay, ← goes back one event,
/// with the keys as a player presses them.
#[test]
fn the_left_key_goes_back_one_event() {
    let recorded = recorded_game(40);
    // A move of at least six events (a relay or a capture or two).
    let ply = (0..recorded.plies())
        .find(|&ply| {
            let before = recorded.positions[ply];
            let mv = recorded.game.moves()[ply];
            Game::from_position(before, true).preview(mv).unwrap().len() >= 6
        })
        .expect("a move of six events");
    let mut app = stepping_replay(&recorded, ply);
    let shown = |app: &App| app.world().resource::<AnimationQueue>().events_shown();
    for k in 1..=4 {
        press(&mut app, KeyCode::ArrowRight);
        settle(&mut app);
        assert_eq!(shown(&app), k, "→ shows one event more");
    }
    for k in [3, 2, 1] {
        press(&mut app, KeyCode::ArrowLeft);
        settle(&mut app);
        for _ in 0..20 {
            app.update();
        }
        settle(&mut app);
        assert_eq!(shown(&app), k, "← goes back one event, to {k}");
    }
}

/// A record is read off the main thread, frames keep coming, and
/// Esc (the reading window's Cancel) stops it: no replay, no notice.
#[test]
fn esc_cancels_reading_a_record_and_frames_keep_coming() {
    let (mut app, _) = screens_app();
    let dir = std::env::temp_dir().join(format!("bao-app-reading-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("takatas.bao");
    std::fs::write(&path, hostile::distinct_proofs(Edition::Kiswahili)).unwrap();
    app.world_mut()
        .write_message(bao::app::ReadRecord(path.clone()));
    let frames = app.world().resource::<bevy::diagnostic::FrameCount>().0;
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<bevy::diagnostic::FrameCount>().0,
        frames + 5,
        "frames keep coming while the record is read"
    );
    assert!(
        app.world().get_resource::<bao::app::Reading>().is_some(),
        "still reading: 840 never-ending moves take seconds"
    );
    press(&mut app, KeyCode::Escape);
    for _ in 0..2000 {
        if app.world().get_resource::<bao::app::Reading>().is_none() {
            break;
        }
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(app.world().get_resource::<bao::app::Reading>().is_none());
    assert!(app.world().get_resource::<bao::app::Replay>().is_none());
    assert_eq!(app.world().resource::<bao::app::FileNotice>().0, None);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// What a mode may do is decided once, by its state, and holds
/// whatever asks: only the player's own game is kept and counts a best; the
/// hint and take-back are refused in a lesson, whose question is the
/// learner's. (A replay has nobody to play: `a_record_replays_…` checks that
/// a move is refused there.)
#[test]
fn each_mode_keeps_counts_and_helps_only_as_it_may() {
    use bao::app::Mode;
    // (mode, the game kept after a move, a clean win counted, help given)
    let allowed = [
        (Mode::Game, true, true, true),
        (Mode::Scripted, false, false, true),
        (Mode::Demo, false, false, true),
        (Mode::Practice, false, false, true),
        (Mode::Lesson, false, false, false),
    ];
    for (mode, kept, counted, helped) in allowed {
        let (dir, settings) = player_folders(&format!("mode-{mode:?}"), true);
        let data_dir = settings.data_dir.clone().unwrap();
        let mut app = app_with(Duration::from_millis(100), |app| {
            app.insert_resource(settings);
        });
        // A clean game to the end first: counted or not.
        start_as(&mut app, against(1), None, mode);
        assert_eq!(self::mode(&app), Some(mode));
        play_as_person(&mut app, usize::MAX);
        assert!(
            matches!(
                app.world().resource::<Round>().game.status(),
                bao::rules::Status::Won {
                    winner: Side::South,
                    ..
                }
            ),
            "{mode:?}: the person wins"
        );
        app.update();
        let (bests, _) = bao::record::bests::Bests::load(&data_dir);
        let wins = bests
            .get(Rules::new(Edition::Kujifunza), Level::get(1).unwrap())
            .map_or(0, |b| b.wins);
        assert_eq!(wins, u32::from(counted), "{mode:?}: the win counted");
        // Then a game with two moves: kept or not, and help given or not.
        start_as(&mut app, against(1), None, mode);
        play_as_person(&mut app, 2);
        let moves = app.world().resource::<Round>().game.moves().len();
        assert_eq!(moves, 2, "{mode:?}");
        let on_disk = files_under(&dir).contains(&"data/current.bao".to_string());
        assert_eq!(on_disk, kept, "{mode:?}: the game kept");
        wait_for(&mut app, Turn::Person);
        app.world_mut().write_message(bao::app::Undo);
        // The turn is decided again (Deciding, then Person) after a take-back.
        for _ in 0..3 {
            app.update();
        }
        let taken_back = app.world().resource::<Round>().game.moves().is_empty();
        wait_for(&mut app, Turn::Person);
        app.world_mut().write_message(bao::app::AskHint);
        let mut hinted = false;
        for _ in 0..if helped { 12_000 } else { 200 } {
            app.update();
            hinted = app.world().resource::<bao::app::Hint>().shown.is_some();
            if hinted {
                break;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        assert_eq!(hinted, helped, "{mode:?}: the hint");
        assert_eq!(taken_back, helped, "{mode:?}: the take-back");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

/// After Play again (a new round) or a take-back, the
/// commentary line no longer tells the previous game's last move.
#[test]
fn the_commentary_forgets_a_move_the_board_no_longer_shows() {
    let mut app = app(Duration::from_millis(100));
    start(&mut app, against(1), None);
    play_as_person(&mut app, 2);
    let told = |app: &App| app.world().resource::<bao::app::Commentary>().line();
    assert!(!told(&app).is_empty(), "a move was told");
    // Take back: the board is laid out at the position before it.
    app.world_mut().write_message(bao::app::Undo);
    app.update();
    app.update();
    assert_eq!(app.world().resource::<Round>().game.moves().len(), 0);
    assert_eq!(told(&app), "", "after a take-back");
    // Play again after a move.
    play_as_person(&mut app, 2);
    assert!(!told(&app).is_empty());
    let again = app
        .world()
        .resource::<Round>()
        .restart(bao::app::Mode::Game);
    app.world_mut().write_message(again);
    app.update();
    app.update();
    assert_eq!(told(&app), "", "after Play again");
}

/// In a lesson, Enter and Space step the example; once
/// the question shows, the same keys pressed again choose nothing (no pit
/// is under the keyboard's cursor until the learner moves it there), and a
/// deliberate choice (Tab to a pit, Enter, a direction) still plays.
#[test]
fn a_lesson_question_takes_no_answer_from_the_stepping_keys() {
    use bao::app::{Learning, Stage};
    let (mut app, _) = a_lesson_open("sowing");
    let stage = |app: &App| app.world().resource::<Learning>().stage;
    press(&mut app, KeyCode::Enter);
    assert_eq!(stage(&app), Stage::Example);
    // The learner steps the example with Enter until the question shows.
    for _ in 0..10_000 {
        if stage(&app) == Stage::Question {
            break;
        }
        let idle = app.world().resource::<AnimationQueue>().is_idle();
        if app.world().resource::<AnimationQueue>().is_held()
            || (idle && turn(&app) == Turn::Editing)
        {
            press(&mut app, KeyCode::Enter);
        } else {
            app.update();
        }
    }
    assert_eq!(stage(&app), Stage::Question);
    wait_for(&mut app, Turn::Person);
    // No pit is under the keyboard's cursor: a press of Enter or Space, the
    // keys that stepped the example, chooses nothing (a pit with one way to
    // sow would be played at once).
    assert_eq!(app.world().resource::<bao::app::Selection>().focus, None);
    for key in [
        KeyCode::Enter,
        KeyCode::Space,
        KeyCode::Enter,
        KeyCode::Space,
    ] {
        press(&mut app, key);
    }
    for _ in 0..20 {
        app.update();
    }
    assert!(
        app.world().resource::<Round>().game.moves().is_empty(),
        "the stepping keys answered the question"
    );
    assert_eq!(stage(&app), Stage::Question);
    assert_eq!(app.world().resource::<Learning>().tries, 0);
    // A deliberate choice: Tab to a pit, Enter, then a direction.
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::ArrowRight);
    for _ in 0..10_000 {
        app.update();
        if stage(&app) == Stage::Answered {
            break;
        }
    }
    assert_eq!(stage(&app), Stage::Answered, "a chosen pit answers");
}

/// While a move is shown, the top bar names its mover,
/// also while a move stopped at the nyumba's stop-or-safari question is
/// being shown (it is not played yet, so the last move played is the
/// other side's).
#[test]
fn the_bar_names_the_mover_of_the_move_being_shown() {
    // Short frames: the move is seen while it is shown.
    let mut app = a_namua_capture_to_the_nyumba(Duration::from_millis(5));
    // As if North had just moved.
    let north_move = bao::rules::Move::new(0, bao::rules::Dir::Clockwise);
    app.world_mut().resource_mut::<Round>().last_move = Some((Side::North, north_move));
    app.world_mut()
        .write_message(bao::app::Choice::Pit(Pit::parse("A3").unwrap()));
    app.update();
    press(&mut app, KeyCode::ArrowLeft);
    let mut busy = 0;
    for _ in 0..2000 {
        app.update();
        let world = app.world();
        if question(&app) == bao::app::Question::Safari {
            break;
        }
        if world.resource::<AnimationQueue>().is_idle() {
            continue;
        }
        busy += 1;
        let line = world.resource::<Round>().turn_line(
            Some(turn(&app)),
            bao::app::Mode::Game,
            false,
            &bao::app::Words::default(),
        );
        assert_eq!(
            line, "South moves",
            "while South's sowing to the nyumba is shown"
        );
    }
    assert!(busy > 5, "the move was shown over {busy} frames");
    assert_eq!(question(&app), bao::app::Question::Safari);
}

/// A replay is watched, not played: its clock does
/// not run while the viewer plays the record on.
#[test]
fn a_replay_has_no_running_clock() {
    use bao::app::ReplayStep;
    let recorded = recorded_game(12);
    let mut app = app(Duration::from_millis(100));
    open_replay(&mut app, &recorded, 0);
    replay_step(&mut app, ReplayStep::PlayPause);
    for _ in 0..200 {
        app.update();
    }
    let round = app.world().resource::<Round>();
    assert!(!round.game.moves().is_empty(), "the record played on");
    assert_eq!(round.clock, Duration::ZERO, "20 s of frames went by");
}

/// A press and a release within one frame (a touchpad
/// tap, `xdotool click` the moment the pointer arrives) on a legal pit
/// chooses it; a press that is released over another pit chooses nothing.
#[test]
fn a_tap_within_one_frame_chooses_the_pit() {
    use bevy::camera::NormalizedRenderTarget;
    use bevy::picking::backend::{HitData, PointerHits};
    use bevy::picking::pointer::{Location, PointerAction, PointerButton, PointerId, PointerInput};

    let mut app = a_namua_capture_to_the_nyumba(Duration::from_millis(100));
    app.add_plugins((
        bevy::picking::PickingPlugin,
        bevy::picking::InteractionPlugin,
    ));
    app.world_mut().spawn(PointerId::Mouse);
    app.update();
    // The pits' floors, as the scene spawns them where there is a window.
    let floor = |app: &mut App, name: &str| {
        let pit = Pit::parse(name).unwrap();
        app.world_mut().spawn(bao::app::PitSpot(pit)).id()
    };
    let location = Location {
        target: NormalizedRenderTarget::None {
            width: 1280,
            height: 720,
        },
        position: Vec2::new(480.0, 380.0),
    };
    let input = |action| PointerInput::new(PointerId::Mouse, location.clone(), action);
    // The pointer is over `pit` this frame (as the mesh picking backend says).
    let over = |app: &mut App, pit: Entity| {
        let hit = HitData::new(Entity::PLACEHOLDER, 1.0, None, None);
        app.world_mut()
            .write_message(PointerHits::new(PointerId::Mouse, vec![(pit, hit)], 0.0));
    };

    // Pressed on A3, released over A4: no choice.
    let (a3, a4) = (floor(&mut app, "A3"), floor(&mut app, "A4"));
    over(&mut app, a3);
    app.world_mut()
        .write_message(input(PointerAction::Press(PointerButton::Primary)));
    app.update();
    over(&mut app, a4);
    app.world_mut()
        .write_message(input(PointerAction::Release(PointerButton::Primary)));
    app.update();
    assert_eq!(question(&app), bao::app::Question::Pit);
    // Nothing under the pointer for a frame, then it arrives on A3 and is
    // pressed and released in the same frame.
    app.update();
    over(&mut app, a3);
    for action in [
        PointerAction::Move { delta: Vec2::ONE },
        PointerAction::Press(PointerButton::Primary),
        PointerAction::Release(PointerButton::Primary),
    ] {
        app.world_mut().write_message(input(action));
    }
    app.update();
    app.update();
    let a3 = Pit::parse("A3").unwrap();
    assert_eq!(question(&app), bao::app::Question::Kichwa { pit: a3 });
}

/// The bar counts moves as the move list and the
/// records do (a move is South's ply and North's), not plies: after five
/// plies of a game South began, move 3 is North's to play, and the last
/// ply played is South's part of move 3, numbered "3." in the record.
#[test]
fn the_move_counter_counts_as_the_records_do() {
    let recorded = recorded_game(5);
    let game = recorded.game_at(5).unwrap();
    let mut app = app(Duration::from_millis(50));
    start(&mut app, people(Edition::Kiswahili), Some(game));
    wait_for(&mut app, Turn::Person);
    let words = bao::app::Words::default();
    let round = app.world().resource::<Round>();
    assert_eq!(round.game.moves().len(), 5);
    assert_eq!(
        round.move_counter(bao::app::Mode::Game, None, true, &words),
        "move 3"
    );
    assert_eq!(
        round.move_counter(bao::app::Mode::Replay, None, true, &words),
        "after move 3 (South)"
    );
    // The end window, the summary and the saved-file line count the same way.
    assert_eq!(round.moves_played(), 3);
    let summary = bao::record::summary::Summary::of_record(&recorded.record);
    assert_eq!(summary.moves, 3);
    let fifth = recorded.move_text(4).unwrap();
    assert!(
        recorded.record.to_text().contains(&format!("3. {fifth}")),
        "the record numbers the fifth ply 3: {}",
        recorded.record.to_text()
    );
}

/// A replayed record's person is not "you" (the
/// viewer did not play it), and a round that starts with moves played (a
/// replay's jump, a continued game) marks its last move.
#[test]
fn a_replay_names_no_one_you_and_marks_the_last_move() {
    // Six plies: the person (South) is to move, so no bot answers meanwhile.
    let recorded = recorded_game(6);
    let person_against_a_bot = RoundConfig {
        rules: Rules::new(Edition::Kiswahili),
        players: [Player::Person, Player::Bot(Level::get(2).unwrap())],
        first: Side::South,
    };
    let words = bao::app::Words::default();
    for (mode, south) in [
        (bao::app::Mode::Game, "South (you)"),
        (bao::app::Mode::Replay, "South"),
    ] {
        let mut app = app(Duration::from_millis(50));
        start_as(
            &mut app,
            person_against_a_bot,
            Some(recorded.game_at(6).unwrap()),
            mode,
        );
        let round = app.world().resource::<Round>();
        assert_eq!(round.side_label(Side::South, &words), south, "{mode:?}");
        assert_eq!(
            round.side_label(Side::North, &words),
            "North (Mchezaji 2)",
            "{mode:?}"
        );
        let sixth = recorded.record.moves[5];
        assert_eq!(round.last_move, Some((Side::North, sixth)), "{mode:?}");
    }
}

/// The commentary, the preview and the hints name
/// pits, so the pits show their names by default; a lesson and the
/// practice board, whose sentences name pits all along, show them even
/// when the setting is off.
#[test]
fn the_pits_are_named_where_the_words_name_them() {
    use bao::app::Mode;
    assert!(bao::record::settings::Settings::default().show_names);
    for mode in [Mode::Lesson, Mode::Practice] {
        assert!(mode.names_the_pits(), "{mode:?}");
    }
    for mode in [Mode::Game, Mode::Demo, Mode::Replay, Mode::Scripted] {
        assert!(!mode.names_the_pits(), "{mode:?}");
    }
}

/// A record that is still going (`Result "*"`), opened
/// as a replay, is played on as the player's own game from its last
/// position, with its moves, and its win cannot count for the bests.
#[test]
fn an_unfinished_record_is_played_on_from_the_replay() {
    use bao::record::clean_solo::Taint;
    let recorded = recorded_game(6);
    assert_eq!(
        recorded.record.result,
        bao::record::game::GameResult::Unfinished
    );
    let saved = bao::record::resume::SavedGame::from_recorded(&recorded).unwrap();
    let mut app = app(Duration::from_millis(50));
    let config = saved.config();
    start_as(
        &mut app,
        config,
        Some(recorded.game_at(3).unwrap()),
        bao::app::Mode::Replay,
    );
    app.world_mut().write_message(bao::app::ContinueFrom(saved));
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(mode(&app), Some(bao::app::Mode::Game));
    let round = app.world().resource::<Round>();
    assert!(round.game.moves().len() >= 6);
    assert_eq!(round.game.moves()[..6], recorded.record.moves[..]);
    assert!(round.solo.taints().any(|t| t == Taint::LoadedPosition));
}

/// A pit that does not glow, chosen, says why. At
/// the start of Bao la Kujifunza some moves capture, and a capture must
/// then be played (RULES.md §3: if any capture turn exists the player must
/// play one),
/// so B3, whose two seeds capture nothing, is refused for that; a3 is
/// North's; a legal pit clears the refusal.
#[test]
fn a_pit_that_cannot_be_sown_says_why() {
    use bao::app::{Choice, Refusal};
    let mut app = app(Duration::from_millis(50));
    start(&mut app, people(Edition::Kujifunza), None);
    wait_for(&mut app, Turn::Person);
    let refused = |app: &App| {
        app.world()
            .resource::<bao::app::Selection>()
            .refused
            .map(|r| (r.pit.to_string(), r.why))
    };
    for (pit, why) in [("B3", Refusal::MustCapture), ("a3", Refusal::NotYours)] {
        app.world_mut()
            .write_message(Choice::Pit(Pit::parse(pit).unwrap()));
        app.update();
        assert_eq!(refused(&app), Some((pit.to_string(), why)));
    }
    let round = app.world().resource::<Round>();
    let legal = round.game.legal_moves()[0];
    let pit = Pit::new(Side::South, legal.pit);
    app.world_mut().write_message(Choice::Pit(pit));
    app.update();
    assert_eq!(refused(&app), None);
}

/// What a screen reader is told this frame: the words of the buttons
/// that share a parent with `first`, in the order egui made them (the
/// order Tab goes), and the focused node's words.
fn told(app: &mut App, context: Entity, first: &str) -> (Vec<String>, Option<String>) {
    use bevy_egui::EguiOutput;
    app.update();
    let output = app.world().get::<EguiOutput>(context).unwrap();
    let tree = output.platform_output.accesskit_update.as_ref().unwrap();
    let words =
        |node: &bevy_egui::egui::accesskit::Node| node.label().or(node.value()).map(str::to_string);
    let by_id: std::collections::HashMap<_, _> = tree.nodes.iter().cloned().collect();
    let first_id = tree
        .nodes
        .iter()
        .find(|(_, node)| words(node).as_deref() == Some(first))
        .map(|(id, _)| *id);
    let siblings = tree
        .nodes
        .iter()
        .find(|(_, node)| first_id.is_some_and(|id| node.children().contains(&id)))
        .map(|(_, parent)| {
            parent
                .children()
                .iter()
                .filter_map(|id| by_id.get(id).and_then(words))
                .collect()
        })
        .unwrap_or_default();
    let focused = by_id.get(&tree.focus).and_then(words);
    (siblings, focused)
}

/// Tab goes through the top bar the way one reads it (the hint first, the
/// menu last: the bar is laid out left to right for that), and at
/// the end of a game the keyboard starts on "Play again".
#[test]
fn tab_goes_the_way_one_reads_and_the_end_starts_on_play_again() {
    let (mut app, context) = screens_app();
    start_where_a3_wins(&mut app);
    let (bar, _) = told(&mut app, context, "Hint (H)");
    assert_eq!(
        bar,
        [
            "Hint (H)",
            "Take back (U)",
            "Finish move (F)",
            // (the speed's box between, its words a level further in)
            "Settings",
            "Marks (L)",
            "Rules (F1)",
            "Menu (Esc)"
        ]
    );
    // South wins with A3> (RULES.md §2: North's front row is emptied).
    person_plays(&mut app, "A3>");
    wait_for(&mut app, Turn::Over);
    let (mut focused, mut on_opening) = (None, None);
    for _ in 0..200 {
        let (buttons, now) = told(&mut app, context, "Play again");
        if !buttons.is_empty() && on_opening.is_none() {
            on_opening = Some(now.clone());
        }
        focused = now;
        if focused.is_some() {
            break;
        }
    }
    assert_eq!(focused.as_deref(), Some("Play again"));
    // Not at once: an Enter meant for the last move must not start the
    // next game before the end is seen.
    assert_eq!(on_opening, Some(None), "the end window took Enter at once");
}

/// The beginner is warned before a move that gives
/// much away, and may choose again or play it anyway; a warning counts as a
/// hint. From the start of Bao la Kujifunza, A1> lets North take 18 of
/// South's 32 seeds (RULES.md §3); the pits such a capture would take from
/// are marked as under threat at South's turn.
#[test]
fn a_move_that_gives_much_away_is_warned_of_first() {
    use bao::app::{Choice, PitState, Selection, ShownMarks};
    use bao::bot::danger::Danger;
    use bao::rules::{Dir, Move};
    let a1 = Pit::parse("A1").unwrap();
    let a1_right = Move::new(0, Dir::Clockwise);
    // Pit, then the side whose arrow gives A1>: returns whether it was offered.
    let choose_a1_right = |app: &mut App| {
        for right in [false, true] {
            app.world_mut().write_message(Choice::Pit(a1));
            app.update();
            app.world_mut().write_message(Choice::Side { right });
            app.update();
            let selection = app.world().resource::<Selection>();
            match selection.warning {
                Some(warned) if warned.mv == a1_right => return true,
                Some(_) => {
                    app.world_mut().write_message(Choice::Cancel);
                    app.update();
                }
                None => return false,
            }
        }
        false
    };
    let mut app = app(Duration::from_millis(50));
    start(&mut app, against(3), None);
    wait_for(&mut app, Turn::Person);
    let marks = app.world().resource::<ShownMarks>().marks.clone();
    let threatened: Vec<Pit> = marks
        .pits
        .iter()
        .filter(|(_, states)| states.contains(&PitState::Threatened))
        .map(|(pit, _)| *pit)
        .collect();
    assert!(
        !threatened.is_empty() && threatened.iter().all(|p| p.side == Side::South),
        "{threatened:?}"
    );
    assert!(!app.world().resource::<Round>().solo.is_tainted());
    assert!(
        choose_a1_right(&mut app),
        "A1> was played without a warning"
    );
    let warned = app.world().resource::<Selection>().warning.unwrap();
    assert!(matches!(warned.danger, Danger::Takes { seeds: 18, .. }));
    assert!(app.world().resource::<Round>().game.moves().is_empty());
    assert!(app.world().resource::<Round>().solo.is_tainted());
    // A pit clicked while the warning waits is chosen afresh: one whose
    // moves include one that gives nothing away is chosen (or that move played).
    let quiet = {
        let round = app.world().resource::<Round>();
        let (position, rules) = (*round.game.position(), round.game.rules());
        let legal = round.game.legal_moves().to_vec();
        let pit = legal
            .iter()
            .map(|mv| mv.pit)
            .find(|&pit| {
                legal
                    .iter()
                    .filter(|mv| mv.pit == pit)
                    .any(|&mv| bao::bot::danger::warning(&position, &rules, mv).is_none())
            })
            .expect("a first move that gives nothing away");
        Pit::new(Side::South, pit)
    };
    app.world_mut().write_message(Choice::Pit(quiet));
    app.update();
    assert_eq!(app.world().resource::<Selection>().warning, None);
    let moved = !app.world().resource::<Round>().game.moves().is_empty();
    assert!(
        moved || question(&app) == bao::app::Question::Direction { pit: quiet },
        "{quiet} was not chosen"
    );
    let mut app = {
        let mut again = app_with(Duration::from_millis(50), |_| {});
        start(&mut again, against(3), None);
        wait_for(&mut again, Turn::Person);
        assert!(choose_a1_right(&mut again));
        again
    };
    // Choose again: back to the pits, nothing played.
    app.world_mut().write_message(Choice::Cancel);
    app.update();
    assert_eq!(app.world().resource::<Selection>().warning, None);
    assert_eq!(
        question(&app),
        bao::app::Question::Pit,
        "choosing again goes back to the pits"
    );
    // Then play it anyway.
    assert!(choose_a1_right(&mut app));
    app.world_mut().write_message(Choice::PlayAnyway);
    app.update();
    assert_eq!(
        app.world().resource::<Round>().game.moves(),
        [a1_right],
        "play it anyway plays the move warned of"
    );
    // With the warnings off, the same move is played at once.
    let mut app = app_with(Duration::from_millis(50), |app| {
        app.world_mut()
            .resource_mut::<GameSettings>()
            .settings
            .warnings = false;
    });
    start(&mut app, against(3), None);
    wait_for(&mut app, Turn::Person);
    assert!(!choose_a1_right(&mut app));
    assert_eq!(app.world().resource::<Round>().game.moves(), [a1_right]);
    assert!(!app.world().resource::<Round>().solo.is_tainted());
}

/// "Review" turns the viewer into its review (a mode of its own);
/// frames keep coming while the engine assesses the positions on the
/// compute pool, grades and chances appear as they are found, the board
/// still steps, and leaving the review cancels its search.
#[test]
fn a_review_runs_beside_the_board_and_leaving_cancels_it() {
    use bao::app::{Replay, ReplayStep, ReviewBudget, ReviewRequest, Reviewing};
    let recorded = recorded_game(12);
    let plies = recorded.plies();
    let mut app = app(Duration::from_millis(50));
    app.insert_resource(ReviewBudget(3_000));
    open_replay(&mut app, &recorded, 0);
    app.world_mut().write_message(ReviewRequest::Start);
    app.update();
    app.update();
    assert_eq!(mode(&app), Some(bao::app::Mode::Review));
    // Frames go on while it runs; the viewer still steps.
    replay_step(&mut app, ReplayStep::Forward);
    let mut frames = 0;
    let finished = loop {
        app.update();
        frames += 1;
        let (done, all) = app.world().resource::<Reviewing>().progress();
        if done == all {
            break true;
        }
        if frames > 20_000 {
            break false;
        }
        std::thread::sleep(Duration::from_millis(1));
    };
    assert!(finished, "the review did not finish");
    assert!(frames > 1, "the review ran within one frame");
    // Its last position done, the whole review comes back from its task
    // within a few frames (more on a loaded machine).
    for _ in 0..2_000 {
        app.update();
        if app.world().resource::<Reviewing>().done.is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    let reviewing = app.world().resource::<Reviewing>();
    let review = reviewing.done.as_ref().expect("the whole review");
    assert_eq!(review.moves.len(), plies);
    assert_eq!(reviewing.south.len(), plies + 1);
    assert!(
        reviewing
            .south
            .iter()
            .all(|c| c.is_some_and(|(c, _)| (0.0..=1.0).contains(&c)))
    );
    assert_eq!(reviewing.moves.iter().flatten().count(), plies);
    // The same record, the same budget: the same review as the command line's.
    assert_eq!(*review, bao::review::review(&recorded, 3_000));
    wait_for(&mut app, Turn::Watching);
    assert_eq!(app.world().resource::<Replay>().ply, 1);
    // Out of the review and in again, with a budget too large to finish:
    // leaving cancels it, and the viewer goes on.
    app.world_mut().write_message(ReviewRequest::Stop);
    app.update();
    app.update();
    assert_eq!(mode(&app), Some(bao::app::Mode::Replay));
    assert!(app.world().get_resource::<Reviewing>().is_none());
    app.insert_resource(ReviewBudget(u64::MAX / 4));
    app.world_mut().write_message(ReviewRequest::Start);
    app.update();
    app.update();
    let watch = app.world().resource::<Reviewing>().watch();
    for _ in 0..10 {
        app.update();
    }
    assert!(!watch.cancelled());
    app.world_mut().write_message(ReviewRequest::Stop);
    app.update();
    app.update();
    assert!(watch.cancelled(), "leaving the review did not cancel it");
    assert_eq!(mode(&app), Some(bao::app::Mode::Replay));
    replay_step(&mut app, ReplayStep::Forward);
    wait_for(&mut app, Turn::Watching);
    assert_eq!(app.world().resource::<Replay>().ply, 2);
}

/// A reviewed record of Bao la Kujifunza whose first move, the person's
/// A1>, gives away South's proven win from the start (the shipped proof:
/// South wins with A3>, A3<, A6> or A6<); North's bot answers.
fn reviewed_blunder(app: &mut App) -> bao::record::game::RecordedGame {
    use bao::app::{ReviewBudget, ReviewRequest, Reviewing};
    use bao::record::game::{GameRecord, PlayerTags, parse_records};
    let mut game = Game::new(Rules::new(Edition::Kujifunza));
    for _ in 0..2 {
        let mv = match game.moves().len() {
            0 => game.parse_move("A1>").unwrap(),
            _ => game.legal_moves()[0],
        };
        game.play_untraced(mv).unwrap();
    }
    let record = GameRecord::from_game(
        &game,
        PlayerTags::person("Asha"),
        PlayerTags::bot(Level::get(3).unwrap()),
    );
    let recorded = parse_records(&record.to_text()).unwrap().remove(0);
    app.insert_resource(ReviewBudget(3_000));
    open_replay(app, &recorded, 0);
    app.world_mut().write_message(ReviewRequest::Start);
    for _ in 0..20_000 {
        app.update();
        if app.world().resource::<Reviewing>().done.is_some() {
            return recorded;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    panic!("the review did not finish");
}

fn study(app: &App) -> Option<bao::app::Study> {
    app.world()
        .get_resource::<State<bao::app::Study>>()
        .map(|s| *s.get())
}

/// Updates until the engine's verdict on the answer is in.
fn verdict_on_the_try(app: &mut App) -> (bool, String) {
    for _ in 0..20_000 {
        app.update();
        if let Some(verdict) = app
            .world()
            .get_resource::<bao::app::Trial>()
            .and_then(|t| t.verdict.clone())
        {
            return verdict;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    panic!("no verdict on the answer");
}

/// "Show" plays the better line out on the board as a branch the
/// record does not hold, then the game comes back; "Try it yourself" puts
/// the position back for the person: the stepping keys answer nothing, the
/// move played is not accepted, the better move is, and the record never
/// changes.
#[test]
fn a_review_shows_the_better_line_and_judges_a_try() {
    use bao::app::{Replay, Reviewing, Study, StudyRequest};
    let mut app = app(Duration::from_millis(50));
    let recorded = reviewed_blunder(&mut app);
    let first = app.world().resource::<Reviewing>().moves[0]
        .clone()
        .unwrap();
    assert_eq!(first.grade, Some(bao::review::Grade::Blunder), "{first:?}");
    let better = first.better.clone().unwrap();
    let best = better[0].text(Edition::Kujifunza, Side::South);
    assert!(
        ["A3>", "A3<", "A6>", "A6<"].contains(&best.as_str()),
        "{best}"
    );
    wait_for(&mut app, Turn::Watching);
    assert_eq!(study(&app), Some(Study::Record));

    // Show: the better line on the board, then the game again.
    app.world_mut().write_message(StudyRequest::Show);
    app.update();
    app.update();
    assert_eq!(study(&app), Some(Study::Branch));
    let mut shown = 0;
    for _ in 0..20_000 {
        app.update();
        if study(&app) != Some(Study::Branch) {
            break;
        }
        let moves = app.world().resource::<Round>().game.moves().to_vec();
        assert_eq!(
            moves,
            better[..moves.len()],
            "the branch plays the better line"
        );
        shown = shown.max(moves.len());
    }
    assert_eq!(shown, better.len(), "the whole line was shown");
    assert_eq!(study(&app), Some(Study::Record));
    wait_for(&mut app, Turn::Watching);
    assert!(app.world().resource::<Round>().game.moves().is_empty());
    let replay = app.world().resource::<Replay>();
    assert_eq!(replay.ply, 0);
    assert_eq!(replay.recorded().record.moves, recorded.record.moves);

    // Try it yourself: the keys that stepped the replay (Space played it,
    // Enter goes on) choose nothing; the focus starts on no pit.
    app.world_mut().write_message(StudyRequest::TryIt);
    app.update();
    assert_eq!(study(&app), Some(Study::Trying));
    wait_for(&mut app, Turn::Person);
    for key in [KeyCode::Space, KeyCode::Enter, KeyCode::Space] {
        press(&mut app, key);
    }
    assert!(!app.world().resource::<Replay>().playing);
    assert!(app.world().resource::<Round>().game.moves().is_empty());
    assert_eq!(app.world().resource::<Replay>().ply, 0);
    assert_eq!(study(&app), Some(Study::Trying));
    // The move played is not the answer.
    person_plays(&mut app, "A1>");
    let (right, said) = verdict_on_the_try(&mut app);
    assert!(!right, "{said}");
    assert!(said.contains("A1>") && said.contains("played"), "{said}");
    assert_eq!(study(&app), Some(Study::Tried));
    // Again, with the proof's move: right.
    app.world_mut().write_message(StudyRequest::TryIt);
    app.update();
    wait_for(&mut app, Turn::Person);
    assert_eq!(study(&app), Some(Study::Trying));
    person_plays(&mut app, &best);
    let (right, said) = verdict_on_the_try(&mut app);
    assert!(right, "{said}");
    assert!(said.contains(&best), "{said}");
    assert_eq!(app.world().resource::<bao::app::Trial>().tries, 2);
    // Back to the game: the record as it was, the try gone.
    app.world_mut().write_message(StudyRequest::Back);
    app.update();
    app.update();
    assert_eq!(study(&app), Some(Study::Record));
    assert!(app.world().get_resource::<bao::app::Trial>().is_none());
    wait_for(&mut app, Turn::Watching);
    assert!(app.world().resource::<Round>().game.moves().is_empty());
    let replay = app.world().resource::<Replay>();
    assert_eq!(replay.recorded().record.moves, recorded.record.moves);
}

/// "Play on from here" goes on from what the board shows, a move tried in
/// the review included, against the record's bot; "Back to the review"
/// asks before the unkept game is lost, then opens the same review at
/// that move, as it was, without a new search.
#[test]
fn play_on_goes_on_from_the_board_and_the_review_is_one_click_away() {
    use bao::app::{
        BackToTheReview, Leave, Leaving, Menu, Mode, PendingLeave, PlayOnRequest, PlayedOnFrom,
        Replay, Reviewing, Study, StudyRequest,
    };
    let menu = |app: &App| *app.world().resource::<State<Menu>>().get();
    let mut app = app(Duration::from_millis(50));
    let recorded = reviewed_blunder(&mut app);
    let review = app.world().resource::<Reviewing>().done.clone().unwrap();
    let better = app.world().resource::<Reviewing>().moves[0]
        .clone()
        .unwrap()
        .better
        .unwrap();
    let best = better[0].text(Edition::Kujifunza, Side::South);
    wait_for(&mut app, Turn::Watching);
    app.world_mut().write_message(StudyRequest::TryIt);
    app.update();
    wait_for(&mut app, Turn::Person);
    person_plays(&mut app, &best);
    let _ = verdict_on_the_try(&mut app);
    assert_eq!(study(&app), Some(Study::Tried));

    // Play on: from the start with the tried move on it, not the record's.
    app.world_mut().write_message(PlayOnRequest);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(mode(&app), Some(Mode::Game));
    let game = app.world().resource::<Round>().game.clone();
    assert_eq!(game.moves(), &better[..1], "the tried move, not A1>");
    assert_eq!(game.start_position(), &recorded.positions[0]);
    assert!(app.world().get_resource::<PlayedOnFrom>().is_some());
    // The person plays the side to move (North), the record's bot South.
    wait_for(&mut app, Turn::Person);
    assert_eq!(app.world().resource::<Round>().game.moves().len(), 1);
    play_as_person(&mut app, 3);
    assert!(app.world().resource::<Round>().game.moves().len() >= 3);

    // Back: the game played is not kept (saving is off), so it asks.
    app.world_mut().write_message(Leave(Leaving::BackToReview));
    app.update();
    app.update();
    assert_eq!(menu(&app), Menu::ConfirmLeave);
    assert_eq!(mode(&app), Some(Mode::Game), "it waits for the answer");
    let (leaving, question) = app
        .world_mut()
        .resource_mut::<PendingLeave>()
        .0
        .take()
        .unwrap();
    assert_eq!(question, "back");
    assert!(matches!(leaving, Leaving::BackToReview));
    // "Back to the review" answered.
    app.world_mut().write_message(BackToTheReview);
    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::None);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(mode(&app), Some(Mode::Review));
    let reviewing = app.world().resource::<Reviewing>();
    assert_eq!(reviewing.done.as_ref(), Some(&review), "the same review");
    assert!(!reviewing.written);
    assert_eq!(
        reviewing.progress(),
        (review.values.len(), review.values.len())
    );
    let replay = app.world().resource::<Replay>();
    assert_eq!(replay.ply, 0);
    assert_eq!(replay.recorded().record.moves, recorded.record.moves);
    assert!(app.world().get_resource::<PlayedOnFrom>().is_none());
}

/// A wrong try is told why, from what the opponent can then do,
/// and a step of the viewer during a try brings the game back.
#[test]
fn a_wrong_try_is_explained_and_a_step_ends_the_try() {
    use bao::app::{Replay, ReplayStep, Study, StudyRequest};
    use bao::review::{Standing, try_move};
    let mut app = app(Duration::from_millis(50));
    let recorded = reviewed_blunder(&mut app);
    // A move the engine itself, at the same budget, judges wrong.
    let played = app.world().resource::<bao::app::Reviewing>().moves[0]
        .clone()
        .unwrap();
    let before = Standing {
        value: played.before,
        line: played.better.clone().unwrap(),
    };
    let (position, rules) = (recorded.positions[0], recorded.record.rules);
    let stop = std::sync::atomic::AtomicBool::new(false);
    let wrong = Game::from_position(position, true)
        .legal_moves()
        .iter()
        .copied()
        .filter(|&mv| mv != played.mv)
        .find(|&mv| {
            !try_move(&position, rules, mv, &before, 3_000, &stop)
                .unwrap()
                .is_right()
        })
        .expect("a wrong move besides the one played");
    wait_for(&mut app, Turn::Watching);
    app.world_mut().write_message(StudyRequest::TryIt);
    app.update();
    wait_for(&mut app, Turn::Person);
    let wrong_text = wrong.text(Edition::Kujifunza, Side::South);
    person_plays(&mut app, &wrong_text);
    let (right, said) = verdict_on_the_try(&mut app);
    assert!(!right, "{said}");
    assert!(said.contains(&wrong_text) && said.contains("Why"), "{said}");
    // A step of the viewer: back on the record, where the step went.
    replay_step(&mut app, ReplayStep::End);
    app.update();
    assert_eq!(study(&app), Some(Study::Record));
    wait_for(&mut app, Turn::Watching);
    assert_eq!(app.world().resource::<Replay>().ply, 2);
    assert!(app.world().get_resource::<bao::app::Trial>().is_none());
}

/// A beginner's warning takes the bottom bar two rows,
/// but the room the camera leaves for the bar does not change, so the pits
/// do not move between a click on a pit and the click on its arrow.
#[test]
fn a_warning_in_the_bottom_bar_does_not_move_the_board() {
    use bao::app::{Choice, HudBars, Selection};
    let (mut app, _) = screens_app();
    app.update();
    start(&mut app, against(3), None);
    wait_for(&mut app, Turn::Person);
    for _ in 0..3 {
        app.update();
    }
    let before = *app.world().resource::<HudBars>();
    assert!(before.bottom > 0.0, "{before:?}");
    // A1 either way lets North take 18 seeds at the start: warned.
    let a1 = Pit::parse("A1").unwrap();
    app.world_mut().write_message(Choice::Pit(a1));
    app.update();
    app.world_mut().write_message(Choice::Side { right: true });
    for _ in 0..3 {
        app.update();
    }
    assert!(app.world().resource::<Selection>().warning.is_some());
    assert_eq!(app.world().resource::<HudBars>().bottom, before.bottom);
}

/// The players' plates: during a capture the seeds in flight count on the
/// plates where they go, so each plate's total moves in steps: the two
/// always add up to every seed, and the capturer's never drops during its
/// move (counting only landed seeds, both would dip while the captured
/// seeds fly).
#[test]
fn the_plates_totals_do_not_dip_while_a_capture_flies() {
    let mut app = app(Duration::from_millis(20));
    set_speed(&mut app, Speed::Normal);
    start(&mut app, people(Edition::Kujifunza), None);
    wait_for(&mut app, Turn::Person);
    let game = app.world().resource::<Round>().game.clone();
    let owned = |g: &Game, side| g.position().board.row(side).iter().sum::<u8>();
    let (mv, gained) = game
        .legal_moves()
        .iter()
        .map(|&mv| {
            let mut after = game.clone();
            after.play_untraced(mv).unwrap();
            (mv, owned(&after, Side::South) - owned(&game, Side::South))
        })
        .max_by_key(|&(_, gained)| gained)
        .unwrap();
    assert!(gained > 0, "no capture at the start");
    let total = game.position().seeds();
    app.world_mut().write_message(PlayMove {
        mv,
        by: bao::app::Mover::Person,
    });
    let (mut frames, mut flew, mut south) = (0, 0, 0);
    loop {
        app.update();
        frames += 1;
        let mut seeds = app.world_mut().query::<(&SeedAt, &Flight)>();
        let places: Vec<Location> = seeds.iter(app.world()).map(|(at, _)| at.0).collect();
        flew += seeds.iter(app.world()).filter(|(_, f)| f.flying()).count();
        let mover = bao::app::acting_side(
            app.world().resource::<Round>(),
            app.world().resource::<AnimationQueue>(),
        );
        let plates = bao::app::plate_seeds(&places, mover);
        assert_eq!(plates[0] + plates[1], total, "frame {frames}");
        assert!(
            plates[0] >= south,
            "South's plate dropped at frame {frames}"
        );
        south = plates[0];
        if frames > 3 && app.world().resource::<AnimationQueue>().is_idle() {
            break;
        }
        assert!(frames < 20_000);
    }
    assert!(flew > 0, "no seed flew");
    let after = app.world().resource::<Round>().game.clone();
    assert_eq!(south, u32::from(owned(&after, Side::South)));
}
