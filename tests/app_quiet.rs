//! The window draws only when something changes (issue 49), headless: the
//! winit loop's choice imitated. A frame runs only when the pace is
//! continuous, when the last frame asked for one (`RequestRedraw`) or
//! changed the update mode, or when a task woke the loop; never on a timeout, so a reply that does not wake
//! the loop is never shown and the test fails.
#![cfg(feature = "app")]

use bao::app::{GamePlugin, GameSettings, LoopWaker, NewRound, Pause, Round, Turn};
use bao::bot::Level;
use bao::record::settings::{Player, RoundConfig, Speed};
use bao::rules::{Edition, Rules, Side};
use bevy::ecs::message::{MessageCursor, Messages};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The app and the loop's reasons to run a frame.
struct Loop {
    app: App,
    woken: Arc<AtomicBool>,
    redraw: bool,
}

impl Loop {
    fn new() -> Loop {
        let woken = Arc::new(AtomicBool::new(false));
        let mut app = App::new();
        app.add_plugins((
            MinimalPlugins,
            StatesPlugin,
            bevy::input::InputPlugin,
            GamePlugin { windowed: false },
        ))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            20,
        )));
        let signal = woken.clone();
        app.insert_resource(LoopWaker::new(move || signal.store(true, Ordering::SeqCst)));
        app.world_mut()
            .resource_mut::<GameSettings>()
            .settings
            .speed = Speed::VeryFast;
        app.update();
        Loop {
            app,
            woken,
            redraw: true,
        }
    }

    fn continuous(&self) -> bool {
        self.app.world().resource::<WinitSettings>().focused_mode == UpdateMode::Continuous
    }

    /// Waits until a frame is due (at most `patience`), then runs it;
    /// false when none came.
    fn next_frame(&mut self, patience: Duration) -> bool {
        let given_up = Instant::now() + patience;
        while !(self.continuous() || self.redraw || self.woken.swap(false, Ordering::SeqCst)) {
            if Instant::now() > given_up {
                return false;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        let mode_before = self.app.world().resource::<WinitSettings>().focused_mode;
        self.app.update();
        let messages = self.app.world().resource::<Messages<RequestRedraw>>();
        // bevy_winit reads every message kept, with a new cursor each
        // frame; it also redraws at once when the update mode changed.
        self.redraw = MessageCursor::<RequestRedraw>::default()
            .read(messages)
            .last()
            .is_some()
            || self.app.world().resource::<WinitSettings>().focused_mode != mode_before;
        true
    }

    /// Asks for a round of Quick play (Kujifunza, the person against
    /// level 3).
    fn start_quick_play(&mut self) {
        self.app.world_mut().write_message(NewRound {
            config: RoundConfig::quick(),
            game: None,
            mode: bao::app::Mode::Game,
            editing: false,
        });
    }

    /// Quick play started, run until the person is to move and nothing
    /// moves.
    fn quick_play_waiting() -> Loop {
        let mut game = Loop::new();
        game.start_quick_play();
        while game.turn() != Some(Turn::Person) || game.continuous() {
            assert!(game.next_frame(Duration::from_secs(10)));
        }
        game
    }

    /// `None` before the round is on.
    fn turn(&self) -> Option<Turn> {
        self.app
            .world()
            .get_resource::<State<Turn>>()
            .map(|t| *t.get())
    }

    fn moves(&self) -> usize {
        self.app.world().resource::<Round>().game.moves().len()
    }
}

#[test]
fn a_bots_reply_shows_without_input() {
    let mut game = Loop::new();
    game.app.world_mut().write_message(NewRound {
        config: RoundConfig {
            rules: Rules::new(Edition::Kiswahili),
            players: [Player::Bot(Level::get(4).unwrap()), Player::Person],
            first: Side::South,
        },
        game: None,
        mode: bao::app::Mode::Game,
        editing: false,
    });
    let mut thinking_frames = 0;
    let mut saw_the_bot = false;
    while !(game.moves() == 1 && game.turn() == Some(Turn::Person) && !game.continuous()) {
        assert!(
            game.next_frame(Duration::from_secs(60)),
            "the loop slept for good at {:?} after {} moves: nothing woke it",
            game.turn(),
            game.moves()
        );
        if game.turn() == Some(Turn::Bot) {
            saw_the_bot = true;
            thinking_frames += 1;
            // Asleep while the bot thinks: only its end wakes the loop.
            if thinking_frames > 3 && game.moves() == 0 {
                assert!(
                    !game.continuous(),
                    "the window draws on while the bot thinks"
                );
            }
        }
    }
    assert!(saw_the_bot, "the bot thought");
    // A frame or two to settle into the turn, one at the search's start
    // (the task's first wake), one at its end: not a frame per poll.
    assert!(
        thinking_frames <= 6,
        "{thinking_frames} frames while the bot thought: the loop did not sleep"
    );
}

#[test]
fn a_still_board_sleeps_a_clock_tick() {
    let mut game = Loop::new();
    game.start_quick_play();
    for _ in 0..200 {
        if game.turn() == Some(Turn::Person) && !game.continuous() {
            break;
        }
        assert!(game.next_frame(Duration::from_secs(10)));
    }
    assert_eq!(game.turn(), Some(Turn::Person));
    let settings = game.app.world().resource::<WinitSettings>();
    let UpdateMode::Reactive { wait, .. } = settings.focused_mode else {
        panic!("a still board draws continuously");
    };
    // The HUD's clock shows whole minutes: a frame every 10 s shows a new
    // minute soon enough, where one a second cost 10% of a core.
    assert!(
        wait >= Duration::from_secs(5) && wait <= Duration::from_secs(10),
        "waits {wait:?}"
    );
    assert_eq!(settings.unfocused_mode, settings.focused_mode);
}

/// The pause screen sleeps: pausing stops the game's virtual clock, which
/// once kept Bevy from dropping old messages, and a redraw asked for just
/// before the pause was read again every frame (37 frames a second).
#[test]
fn the_pause_screen_sleeps() {
    let mut game = Loop::quick_play_waiting();
    game.app
        .world_mut()
        .resource_mut::<NextState<Pause>>()
        .set(Pause::Paused);
    game.redraw = true;
    assert!(game.next_frame(Duration::from_secs(1)));
    // What egui asks as the pause menu opens, the clock already stopped.
    game.app.world_mut().write_message(RequestRedraw);
    let mut frames = 0;
    while game.next_frame(Duration::from_millis(300)) {
        frames += 1;
        assert!(frames <= 10, "the pause screen draws on ({frames} frames)");
    }
    assert_eq!(
        *game.app.world().resource::<State<Pause>>().get(),
        Pause::Paused
    );
}

/// A frame that brings new letters into egui's font atlas shows them only
/// on the next one: it asks for that frame, then the window sleeps again
/// (a hint's line was seen missing letters for seconds).
#[test]
fn new_letters_are_drawn_on_the_next_frame() {
    use bevy_egui::{EguiRenderOutput, egui};
    let mut game = Loop::quick_play_waiting();
    while game.next_frame(Duration::from_millis(300)) {}
    let letters = egui::epaint::ImageDelta::full(
        egui::ColorImage::filled([1, 1], egui::Color32::WHITE),
        egui::TextureOptions::LINEAR,
    );
    let mut textures_delta = egui::TexturesDelta::default();
    textures_delta
        .set
        .insert(egui::TextureId::default(), [letters].into_iter().collect());
    let atlas = game
        .app
        .world_mut()
        .spawn(EguiRenderOutput {
            paint_jobs: Vec::new(),
            textures_delta,
        })
        .id();
    // The input that brought the new text.
    game.redraw = true;
    assert!(game.next_frame(Duration::from_secs(1)));
    assert!(game.redraw, "the frame with new letters asks for the next");
    // bevy_egui's texture update drains the delta; here the test does.
    game.app
        .world_mut()
        .get_mut::<EguiRenderOutput>(atlas)
        .expect("the output stays")
        .textures_delta
        .clear();
    // A redraw message is read on two frames, as bevy_winit reads it.
    let mut frames = 0;
    while game.next_frame(Duration::from_millis(300)) {
        frames += 1;
        assert!(frames <= 3, "the window draws on ({frames} frames)");
    }
}
