//! The replay viewer: a game record shown again on the same board, through
//! the same path as live play (`PlayMove` → the engine → the trace → the
//! animation queue). Forward, the next move is played and animated; back
//! and jumps start the round afresh from the record's position at that ply,
//! so the animation only ever plays forward from a known position.
//!
//! Step by step, the queue stops after each event of a move with a sentence
//! saying what happened and why (rules/explain.rs); back inside a move shows
//! the move again at once up to the event before.

use crate::app::round::animation::AnimationQueue;
use crate::app::round::play::{Mover, NewRound, PlayMove, Round};
use crate::app::settings::GameSettings;
use crate::app::state::{AppSystems, Mode, Study, Turn, WatchingRecord, watching_with};
use crate::app::ui::room::BoardArea;
use crate::app::ui::words::Words;
use crate::bot::Level;
use crate::record::game::RecordedGame;
use crate::record::settings::{Player, RoundConfig};
use crate::rules::explain::explain;
use crate::rules::{Position, Side};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// A record file being watched.
#[derive(Resource)]
pub struct Replay {
    /// The file's name, as the viewer shows it.
    pub name: String,
    pub games: Vec<RecordedGame>,
    /// The game shown (0-based).
    pub game: usize,
    /// Moves shown: the board shows the position after this many plies once
    /// the move in flight, if any, is shown.
    pub ply: usize,
    pub playing: bool,
    /// Step by step: stop after each event of a move.
    pub stepping: bool,
    /// The move being shown, with a sentence for each of its events.
    pub(crate) showing: Option<Showing>,
    /// Something to do once the round has been set up again.
    pending: Option<Pending>,
    /// Seconds until the next move while playing.
    wait: f32,
}

pub(crate) struct Showing {
    /// The move's index in the record.
    pub(crate) index: usize,
    pub(crate) sentences: Vec<String>,
}

enum Pending {
    /// Show the move at `index` again, its first `skip` events at once.
    Move { index: usize, skip: usize },
}

impl Replay {
    pub fn new(name: String, games: Vec<RecordedGame>) -> Replay {
        Replay {
            name,
            games,
            game: 0,
            ply: 0,
            playing: false,
            stepping: false,
            showing: None,
            pending: None,
            wait: 0.0,
        }
    }

    pub fn recorded(&self) -> &RecordedGame {
        &self.games[self.game]
    }

    pub fn plies(&self) -> usize {
        self.recorded().plies()
    }
}

/// What the viewer is asked to do, by a key or a button.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayStep {
    Start,
    Back,
    Forward,
    End,
    /// Show the position after this many moves.
    To(usize),
    PlayPause,
    /// Step by step on or off.
    Stepping(bool),
    /// Another game of the file (0-based).
    Game(usize),
}

/// Opens records in the viewer: a game of them, at a ply.
#[derive(Message, Clone, Debug)]
pub struct OpenReplay {
    pub name: String,
    pub games: Vec<RecordedGame>,
    pub game: usize,
    pub at: usize,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<BoardArea>()
        .add_message::<ReplayStep>()
        .add_message::<OpenReplay>()
        // Opening runs on the title screen too, where no round is on.
        .add_systems(Update, open_replay.before(AppSystems::Input))
        .add_systems(
            Update,
            (
                // While a person tries a move in a review, the keys are the board's.
                replay_keys.run_if(not(in_state(Study::Trying))),
                run_replay,
            )
                .chain()
                .in_set(AppSystems::Input)
                .run_if(watching_with::<Replay>()),
        )
        .add_systems(
            Update,
            (play_on, hold_or_not)
                .chain()
                .in_set(AppSystems::Rules)
                .run_if(watching_with::<Replay>()),
        )
        // Between the viewer and its review the record stays.
        .add_systems(OnExit(WatchingRecord), leave);
}

/// The players as the record names them: a level is a bot, no level a person.
fn config_of(recorded: &RecordedGame) -> RoundConfig {
    let record = &recorded.record;
    let player = |side: Side| match record.player(side).level.and_then(Level::get) {
        Some(level) => Player::Bot(level),
        None => Player::Person,
    };
    RoundConfig {
        rules: record.rules,
        players: [player(Side::South), player(Side::North)],
        first: record.start_position().side,
    }
}

/// Sets the round up afresh at `ply`, the board laid out at once.
/// `mode`: the viewer's (`Replay`) or its review's (`Review`).
pub(crate) fn show_position(
    replay: &mut Replay,
    ply: usize,
    rounds: &mut MessageWriter<NewRound>,
    mode: Mode,
) {
    let players = config_of(replay.recorded()).players;
    show_position_played_by(replay, ply, rounds, mode, players);
}

/// [`show_position`] with other players than the record's (a review's "Try
/// it yourself" puts the position back for people).
pub(crate) fn show_position_played_by(
    replay: &mut Replay,
    ply: usize,
    rounds: &mut MessageWriter<NewRound>,
    mode: Mode,
    players: [Player; 2],
) {
    let recorded = replay.recorded();
    let ply = ply.min(recorded.plies());
    let Some(game) = recorded.game_at(ply) else {
        return;
    };
    let config = RoundConfig {
        players,
        ..config_of(recorded)
    };
    rounds.write(NewRound::from_game(config, game, mode));
    replay.ply = ply;
    replay.showing = None;
}

fn open_replay(
    mut opened: MessageReader<OpenReplay>,
    mut commands: Commands,
    mut rounds: MessageWriter<NewRound>,
) {
    let Some(open) = opened.read().last().cloned() else {
        return;
    };
    if open.games.is_empty() {
        return;
    }
    let mut replay = Replay::new(open.name, open.games);
    replay.game = open.game.min(replay.games.len() - 1);
    show_position(&mut replay, open.at, &mut rounds, Mode::Replay);
    commands.insert_resource(replay);
}

/// Out of the viewer (to the title screen or a game): it closes.
fn leave(mut commands: Commands, mut area: ResMut<BoardArea>) {
    commands.remove_resource::<Replay>();
    *area = BoardArea::default();
}

/// Space plays or pauses; ← → step a move (an event, step by step); Home
/// and End go to the start and the end; E turns step by step on or off.
fn replay_keys(
    keys: Res<ButtonInput<KeyCode>>,
    replay: Res<Replay>,
    mut steps: MessageWriter<ReplayStep>,
) {
    let pressed = |key| keys.just_pressed(key);
    if pressed(KeyCode::Space) {
        steps.write(ReplayStep::PlayPause);
    }
    if pressed(KeyCode::ArrowRight) {
        steps.write(ReplayStep::Forward);
    }
    if pressed(KeyCode::ArrowLeft) {
        steps.write(ReplayStep::Back);
    }
    if pressed(KeyCode::Home) {
        steps.write(ReplayStep::Start);
    }
    if pressed(KeyCode::End) {
        steps.write(ReplayStep::End);
    }
    if pressed(KeyCode::KeyE) {
        steps.write(ReplayStep::Stepping(!replay.stepping));
    }
}

/// Plays the record's move at `index` for the viewer (the round must be
/// watching, at that ply, with the board still).
fn send_move(
    replay: &mut Replay,
    index: usize,
    round: &Round,
    moves: &mut MessageWriter<PlayMove>,
    words: &Words,
) -> bool {
    let recorded = &replay.games[replay.game];
    let Some(&mv) = recorded.game.moves().get(index) else {
        return false;
    };
    let before: Position = *round.game.position();
    let Ok(events) = round.game.preview(mv) else {
        return false;
    };
    replay.showing = Some(Showing {
        index,
        sentences: explain(&before, &events, words),
    });
    moves.write(PlayMove {
        mv,
        by: Mover::Replay,
    });
    replay.ply = index + 1;
    true
}

/// Where the replay stands: the mode (a review's jump stays in it), the
/// turn (a step waits for the board to be still), the review's study (a
/// branch or try on the board is taken back first), and the words a move
/// stepped to is told in.
#[derive(SystemParam)]
struct ReplayAt<'w> {
    mode: Res<'w, State<Mode>>,
    turn: Option<Res<'w, State<Turn>>>,
    study: Option<Res<'w, State<Study>>>,
    next_study: ResMut<'w, NextState<Study>>,
    words: Res<'w, Words>,
}

/// Does what the keys and buttons ask: jumps set the round up afresh at
/// their ply, steps go a move (an event, step by step) forward or back;
/// with a review's branch or try on the board, the record comes back first.
fn run_replay(
    mut requests: MessageReader<ReplayStep>,
    mut replay: ResMut<Replay>,
    round: Res<Round>,
    mut queue: ResMut<AnimationQueue>,
    mut rounds: MessageWriter<NewRound>,
    mut moves: MessageWriter<PlayMove>,
    mut at: ReplayAt,
) {
    let mode = *at.mode.get();
    if at.study.is_some_and(|s| *s.get() != Study::Record) {
        // A review's branch or try is on the board: a step brings the game
        // back first, and a jump goes where it asks.
        for &request in requests.read() {
            let ply = match request {
                ReplayStep::Start => 0,
                ReplayStep::End => replay.plies(),
                ReplayStep::To(ply) => ply,
                _ => replay.ply,
            };
            replay.playing = false;
            show_position(&mut replay, ply, &mut rounds, mode);
            at.next_study.set(Study::Record);
        }
        return;
    }
    let watching = at
        .turn
        .is_some_and(|t| matches!(t.get(), Turn::Watching | Turn::Over));
    let settled = watching && queue.is_idle();
    for &request in requests.read() {
        match request {
            ReplayStep::Start => show_position(&mut replay, 0, &mut rounds, mode),
            ReplayStep::End => {
                let end = replay.plies();
                replay.playing = false;
                show_position(&mut replay, end, &mut rounds, mode);
            }
            ReplayStep::To(ply) => show_position(&mut replay, ply, &mut rounds, mode),
            ReplayStep::PlayPause => {
                replay.playing = !replay.playing && replay.ply < replay.plies();
                replay.wait = 0.0;
            }
            ReplayStep::Stepping(on) => set_stepping(&mut replay, &mut queue, on),
            ReplayStep::Game(k) if k < replay.games.len() => {
                replay.game = k;
                replay.playing = false;
                // A review is of one game: another game is watched plainly.
                show_position(&mut replay, 0, &mut rounds, Mode::Replay);
            }
            ReplayStep::Game(_) => {}
            ReplayStep::Forward => step_forward(
                &mut replay,
                &mut queue,
                settled,
                &round,
                &mut moves,
                &at.words,
            ),
            ReplayStep::Back => step_back(&mut replay, &queue, &mut rounds, mode),
        }
    }
}

/// → : the next event of a move held step by step, else the next move of
/// the record once the board is still, else the move in flight to its end.
fn step_forward(
    replay: &mut Replay,
    queue: &mut AnimationQueue,
    settled: bool,
    round: &Round,
    moves: &mut MessageWriter<PlayMove>,
    words: &Words,
) {
    if queue.is_held() || (replay.stepping && !queue.is_idle()) {
        queue.release_one();
    } else if settled && round.game.moves().len() == replay.ply && replay.ply < replay.plies() {
        let index = replay.ply;
        send_move(replay, index, round, moves, words);
    } else if !queue.is_idle() && !replay.stepping {
        // A move in flight: show it to its end at once.
        queue.finish_now = true;
    }
}

/// ← : inside a move shown step by step, the move again up to the event
/// before (or from its start); otherwise the position a move back.
fn step_back(
    replay: &mut Replay,
    queue: &AnimationQueue,
    rounds: &mut MessageWriter<NewRound>,
    mode: Mode,
) {
    replay.playing = false;
    let shown = queue.events_shown();
    let inside = replay.stepping
        && replay
            .showing
            .as_ref()
            .is_some_and(|s| s.index + 1 == replay.ply)
        && (queue.is_held() || !queue.is_idle());
    match replay.showing.as_ref().map(|s| s.index) {
        // One event back: the move again, at once up to the one before.
        Some(index) if inside && shown >= 2 => {
            replay.pending = Some(Pending::Move {
                index,
                skip: shown - 2,
            });
            show_position(replay, index, rounds, mode);
        }
        Some(index) if inside => show_position(replay, index, rounds, mode),
        _ => {
            let ply = replay.ply.saturating_sub(1);
            show_position(replay, ply, rounds, mode);
        }
    }
}

/// Step by step on or off: off, an event held now goes on.
fn set_stepping(replay: &mut Replay, queue: &mut AnimationQueue, on: bool) {
    replay.stepping = on;
    queue.hold_each_event = on;
    if !on {
        queue.release_one();
    }
}

/// While playing, the next move follows a moment after the last one ends;
/// a pending move is shown once the round is set up again.
fn play_on(
    mut replay: ResMut<Replay>,
    round: Res<Round>,
    mut queue: ResMut<AnimationQueue>,
    turn: Option<Res<State<Turn>>>,
    time: Res<Time>,
    settings: Res<GameSettings>,
    mut moves: MessageWriter<PlayMove>,
    words: Res<Words>,
) {
    let watching = turn.is_some_and(|t| *t.get() == Turn::Watching);
    if !watching || !queue.is_idle() || round.game.moves().len() != replay.ply {
        return;
    }
    if let Some(Pending::Move { index, skip }) = replay.pending.take() {
        if send_move(&mut replay, index, &round, &mut moves, &words) {
            queue.skip_events(skip);
        }
        return;
    }
    if !replay.playing {
        return;
    }
    if replay.ply >= replay.plies() {
        replay.playing = false;
        return;
    }
    replay.wait += time.delta_secs();
    let pause = 0.6 / settings.settings.speed.factor();
    if replay.wait >= pause {
        replay.wait = 0.0;
        let index = replay.ply;
        send_move(&mut replay, index, &round, &mut moves, &words);
    }
}

/// The queue holds after each event only step by step (and not while
/// playing, which runs on by itself).
fn hold_or_not(replay: Res<Replay>, mut queue: ResMut<AnimationQueue>) {
    queue.set_step_by_step(replay.stepping && !replay.playing);
}
