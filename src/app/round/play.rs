//! A round: the engine's `Game`, who plays each side, the active-time clock,
//! and the one path every move takes (person, bot or script → `PlayMove` →
//! `Game::play` → the animation queue).

use crate::app::round::animation::AnimationQueue;
use crate::app::state::{AppSystems, Mode, Pause, Screen, Study, Turn};
use crate::app::ui::words::IN_ENGLISH;
use crate::bot::Level;
use crate::record::clean_solo::{CleanSolo, Taint};
use crate::record::settings::{Player, RoundConfig};
use crate::rules::{Game, Move, Side, Status};
use bevy::prelude::*;
use std::time::Duration;

/// A round ends unranked after four hours of active play (RULES.md §2).
pub const TIME_LIMIT: Duration = Duration::from_secs(4 * 3600);

#[derive(Resource)]
pub struct Round {
    pub config: RoundConfig,
    pub game: Game,
    /// Active play only: pauses, menus and the end screen do not count.
    pub clock: Duration,
    /// The last move played, for its mark on the board.
    pub last_move: Option<(Side, Move)>,
    /// A move whose sowing reached the nyumba with a capture: its shared part
    /// is animated, then the person chooses stop or safari.
    pub fork: Option<SafariFork>,
    /// Counts rounds, so a bot's answer for an earlier round is dropped.
    pub generation: u64,
    /// Moves refused because they came at the wrong time (input locked).
    pub refused: u32,
    /// Whether a win here may count as a clean solo win (personal bests).
    pub solo: CleanSolo,
    /// How the board names who plays each side, decided when the round starts.
    pub seats: [Seat; 2],
    /// The moves played when the game was last saved as a file ("Save
    /// game…"): leaving it then loses nothing, so nothing is asked.
    pub saved_at: Option<usize>,
}

/// Who plays a side, as the board names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    /// The person at the screen, against a bot: "South (you)".
    You,
    /// A person who is not told apart: two people at one screen, or a
    /// person in a replayed record (nobody there is the viewer).
    Person,
    Bot(Level),
}

impl Seat {
    /// The seats of a round of `players` in `mode`.
    pub fn of(players: [Player; 2], mode: Mode) -> [Seat; 2] {
        let alone = players.iter().filter(|p| **p == Player::Person).count() == 1;
        players.map(|player| match player {
            Player::Bot(level) => Seat::Bot(level),
            // A replay's moves come from its record, not from the viewer.
            Player::Person if alone && mode.is_played() => Seat::You,
            Player::Person => Seat::Person,
        })
    }
}

/// Takes back moves: against a bot, the person's last move and the bot's
/// reply; between two people (who have agreed), the last move.
#[derive(Message, Clone, Copy, Debug)]
pub struct Undo;

/// Shows the last move again from the position before it, without changing
/// the game (key R).
#[derive(Message, Clone, Copy, Debug)]
pub struct ShowLastMoveAgain;

impl Default for Round {
    fn default() -> Round {
        let config = RoundConfig::quick();
        let game = Game::new(config.rules);
        Round {
            solo: CleanSolo::for_round(config.players, &game),
            game,
            config,
            clock: Duration::ZERO,
            last_move: None,
            fork: None,
            generation: 0,
            refused: 0,
            seats: Seat::of(config.players, Mode::Game),
            saved_at: None,
        }
    }
}

/// The two ways a move can go on from the nyumba, and how many events of
/// its trace both share (that much is already animated).
#[derive(Clone, Debug)]
pub struct SafariFork {
    pub stop: Move,
    pub safari: Move,
    pub shared: usize,
}

impl Round {
    /// The same game again from its first position (a loaded or practised
    /// position too, not only the edition's start), in the same mode.
    pub fn restart(&self, mode: Mode) -> NewRound {
        let start = *self.game.start_position();
        if start == *self.config.starting_game().start_position() {
            return NewRound {
                mode,
                ..NewRound::fresh(self.config)
            };
        }
        NewRound::from_game(
            self.config,
            Game::from_position(start, self.game.rules().takasia),
            mode,
        )
    }

    /// The moves played, counted as the records count them (a move is
    /// South's ply and North's).
    pub fn moves_played(&self) -> usize {
        let first = self.game.start_position().side;
        first.moves_in(self.game.moves().len())
    }

    pub fn side_to_move(&self) -> Side {
        self.game.position().side
    }

    /// The side whose move is being shown: the one played last, or, while a
    /// move stopped at the nyumba's stop-or-safari question (not played
    /// yet), the side to move.
    pub fn last_mover(&self) -> Side {
        if self.fork.is_some() {
            return self.side_to_move();
        }
        self.last_move.map_or(self.side_to_move(), |(side, _)| side)
    }

    pub fn player_to_move(&self) -> Player {
        self.config.player(self.side_to_move())
    }

    /// Whether the one person playing beat a bot.
    pub fn solo_person_won(&self) -> bool {
        let people = self.config.players.iter().filter(|p| **p == Player::Person);
        people.count() == 1
            && matches!(self.game.status(), Status::Won { winner, .. }
                if self.config.player(winner) == Player::Person)
    }
}

/// The active playing time as the player reads it: `0:12:31`.
pub fn clock_text(clock: Duration) -> String {
    crate::words::clock_text(clock.as_secs())
}

/// Who sent a move; only the one whose turn it is may play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover {
    Person,
    /// The mode playing a written line for the board's person: a puzzle's
    /// opponent's move, replies and solution, a lesson's example. Played as
    /// written, never asked stop or safari at the nyumba (a question there
    /// would ask the solver to choose the opponent's move).
    Line,
    /// The replay viewer, showing a record's next move.
    Replay,
    /// A bot's answer, for the round it was asked in.
    Bot {
        generation: u64,
    },
}

/// A move chosen by a person or a bot.
#[derive(Message, Clone, Copy, Debug)]
pub struct PlayMove {
    pub mv: Move,
    pub by: Mover,
}

/// Starts a round: from the start of its edition, or from a prepared game.
#[derive(Message, Clone, Debug)]
pub struct NewRound {
    pub config: RoundConfig,
    pub game: Option<Game>,
    /// What the round is for: the player's own game unless its starter
    /// says otherwise (the launch script, the demo, the replay viewer, the
    /// practice board, a lesson; Reset keeps it).
    pub mode: Mode,
    /// The practice board's editor (or a lesson's frozen board): the round
    /// starts in `Turn::Editing`, where nobody plays, and stays there.
    pub editing: bool,
}

impl NewRound {
    pub fn fresh(config: RoundConfig) -> NewRound {
        NewRound {
            config,
            game: None,
            mode: Mode::Game,
            editing: false,
        }
    }

    /// A round from `game` (a loaded, practised or replayed position).
    pub fn from_game(config: RoundConfig, game: Game, mode: Mode) -> NewRound {
        NewRound {
            config,
            game: Some(game),
            mode,
            editing: false,
        }
    }
}

/// The round's game is over (for the end screen's sound).
#[derive(Message, Clone, Copy, Debug)]
pub struct GameEnded;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Round>()
        .add_message::<ShowLastMoveAgain>()
        .add_message::<Undo>()
        .add_message::<PlayMove>()
        .add_message::<NewRound>()
        .add_message::<GameEnded>()
        .add_systems(
            Update,
            (
                // A new round and its states (screen, mode, turn) change
                // together: what runs after it sees them agree.
                start_round.pipe(enter_the_round_now),
                decide_turn.run_if(in_state(Turn::Deciding)),
                take_back,
                play_moves,
                show_last_move_again,
                finish_animation.run_if(in_state(Turn::Animating)),
                tick_clock.run_if(in_state(Screen::Playing)),
            )
                .chain()
                .in_set(AppSystems::Rules),
        )
        .add_systems(
            Startup,
            // The title screen shows the board set up for Quick play.
            |round: Res<Round>, mut queue: ResMut<AnimationQueue>| {
                queue.reset_to(round.game.position())
            },
        )
        .add_systems(OnEnter(Turn::Over), announce_end)
        .add_systems(OnEnter(Pause::Paused), |mut time: ResMut<Time<Virtual>>| {
            time.pause()
        })
        .add_systems(OnExit(Pause::Paused), |mut time: ResMut<Time<Virtual>>| {
            time.unpause()
        });
}

fn start_round(
    mut requests: MessageReader<NewRound>,

    mut round: ResMut<Round>,
    mut queue: ResMut<AnimationQueue>,
    mut screen: ResMut<NextState<Screen>>,
    mut next_mode: ResMut<NextState<Mode>>,
    mut turn: ResMut<NextState<Turn>>,
    mut pause: ResMut<NextState<Pause>>,
) -> bool {
    let Some(request) = requests.read().last() else {
        return false;
    };
    let game = request
        .game
        .clone()
        .unwrap_or_else(|| request.config.starting_game());
    let mode = request.mode;
    let mut solo = CleanSolo::for_round(request.config.players, &game);
    if mode.on_practice_board() {
        // A practised position is set by hand, whatever it holds.
        solo.mark(Taint::LoadedPosition);
    }
    // A game that starts with moves played (a replay's jump, a continued
    // game) marks its last move, as one just played would be.
    let first = game.start_position().side;
    let last_move = game
        .moves()
        .last()
        .map(|mv| (first.at_ply(game.moves().len() - 1), *mv));
    *round = Round {
        config: request.config,
        seats: Seat::of(request.config.players, mode),
        last_move,
        solo,
        game,
        generation: round.generation + 1,
        ..Round::default()
    };
    queue.reset_to(round.game.position());
    screen.set(Screen::Playing);
    // A round of the same mode goes on in it: what the mode keeps (the
    // practice board, the lessons, the demo's list) stays.
    NextState::set_if_neq(&mut *next_mode, mode);
    turn.set(if mode.on_practice_board() && request.editing {
        Turn::Editing
    } else {
        Turn::Deciding
    });
    pause.set(Pause::Running);
    true
}

/// Applies the states a new round set, at once, rather than at the next
/// frame's transition.
fn enter_the_round_now(In(started): In<bool>, world: &mut World) {
    if started {
        world.run_schedule(StateTransition);
    }
}

fn decide_turn(
    round: Res<Round>,
    mode: Res<State<Mode>>,
    study: Option<Res<State<Study>>>,
    mut turn: ResMut<NextState<Turn>>,
) {
    turn.set(if round.game.status().is_over() {
        Turn::Over
    } else if study.is_some_and(|s| s.get().is_played()) {
        // A review's "Try it yourself": the side to move is the person's.
        Turn::Person
    } else if !mode.is_played() {
        Turn::Watching
    } else {
        match round.player_to_move() {
            Player::Person => Turn::Person,
            Player::Bot(_) => Turn::Bot,
        }
    });
}

fn play_moves(
    mut moves: MessageReader<PlayMove>,
    mut round: ResMut<Round>,
    mut queue: ResMut<AnimationQueue>,
    state: Option<Res<State<Turn>>>,
    mut turn: ResMut<NextState<Turn>>,
) {
    for request in moves.read() {
        let now = state.as_ref().map(|s| *s.get());
        let allowed = match request.by {
            // Never while a move is shown (the last move shown again, say).
            Mover::Person | Mover::Line => now == Some(Turn::Person) && queue.is_idle(),
            Mover::Replay => now == Some(Turn::Watching),
            Mover::Bot { generation } => now == Some(Turn::Bot) && generation == round.generation,
        };
        if !allowed {
            round.refused += 1;
            debug!(
                "move {:?} refused: not this mover's turn ({now:?})",
                request.mv
            );
            continue;
        }
        if play(&mut round, &mut queue, *request) {
            // Only one move a turn: anything else sent this frame is refused next time round.
            turn.set(Turn::Animating);
            break;
        }
    }
}

/// Plays one move into the round and queues its animation. `false` if the
/// engine refused it (nothing changes then).
fn play(round: &mut Round, queue: &mut AnimationQueue, request: PlayMove) -> bool {
    let before = *round.game.position();
    let side = before.side;
    if let Some(fork) = round.fork.take() {
        // The answer to "stop or safari?": the rest of the played move's trace.
        let mv = if request.mv == fork.safari {
            fork.safari
        } else {
            fork.stop
        };
        let text = round.game.move_text(mv);
        let Ok(events) = round.game.play(mv) else {
            return false;
        };
        queue.push_trace(&before, &events[fork.shared.min(events.len())..], None);
        info!("{} plays {text}", round.side_label(side, &IN_ENGLISH));
        round.last_move = Some((side, mv));
        return true;
    }
    let mv = request.mv;
    let safari = mv.with_safari();
    let stop = Move {
        safari: false,
        ..mv
    };
    if request.by == Mover::Person
        && let Some(shared) = round.game.trace_until_safari(stop)
    {
        // Animate up to the nyumba, then ask (the engine decides the rest).
        queue.push_trace(&before, &shared, Some(round.game.move_text(stop)));
        round.fork = Some(SafariFork {
            stop,
            safari,
            shared: shared.len(),
        });
        return true;
    }
    let text = round.game.move_text(mv);
    match round.game.play(mv) {
        Ok(events) => {
            info!("{} plays {text}", round.side_label(side, &IN_ENGLISH));
            queue.push_trace(&before, &events, Some(text));
            round.last_move = Some((side, mv));
            true
        }
        Err(e) => {
            round.refused += 1;
            warn!("move refused by the rules: {e}");
            false
        }
    }
}

/// The moves a take-back removes from the end of the game: against a bot
/// the person's last move and what followed it; between two people the
/// last move; none in a demo, a replay, or a game with no person's move.
pub fn moves_to_take_back(round: &Round, mode: Mode) -> usize {
    let people: Vec<Side> = Side::BOTH
        .into_iter()
        .filter(|side| round.config.player(*side) == Player::Person)
        .collect();
    let moves = round.game.moves().len();
    if !mode.is_played() || moves == 0 || people.is_empty() {
        return 0;
    }
    if people.len() == 2 {
        return 1;
    }
    let start = round.game.start_position().side;
    (0..moves)
        .rev()
        .find(|&i| start.at_ply(i) == people[0])
        .map_or(0, |i| moves - i)
}

/// Takes moves back (see [`moves_to_take_back`]) to the position before the
/// person's last move, laid out at once. Refused while a move is shown; a
/// bot's search is dropped (the turn is decided again). The active clock
/// runs on: time played stays played.
fn take_back(
    mut requests: MessageReader<Undo>,
    mut round: ResMut<Round>,
    mut queue: ResMut<AnimationQueue>,
    mode: Option<Res<State<Mode>>>,
    mut turn: ResMut<NextState<Turn>>,
) {
    // (The demo's players are all bots: it has nothing to take back.)
    if requests.read().last().is_none() || !queue.is_idle() {
        return;
    }
    let Some(mode) = mode.filter(|m| m.offers_help()) else {
        return;
    };
    let count = moves_to_take_back(&round, *mode.get());
    if count == 0 {
        return;
    }
    let keep = round.game.moves().len() - count;
    let mut game = Game::from_position(*round.game.start_position(), round.game.rules().takasia);
    for &mv in &round.game.moves()[..keep] {
        if game.play_untraced(mv).is_err() {
            return;
        }
    }
    let start = round.game.start_position().side;
    let last_move = keep
        .checked_sub(1)
        .map(|i| (start.at_ply(i), round.game.moves()[i]));
    queue.reset_to(game.position());
    round.game = game;
    round.last_move = last_move;
    round.fork = None;
    // An answer to the position taken back must not be played.
    round.generation += 1;
    round.solo.took_back();
    turn.set(Turn::Deciding);
}

/// The last move shown again from the position before it: the game stays
/// as it is, and the board ends where it was.
fn show_last_move_again(
    mut requests: MessageReader<ShowLastMoveAgain>,
    round: Res<Round>,
    mut queue: ResMut<AnimationQueue>,
    state: Option<Res<State<Turn>>>,
) {
    if requests.read().last().is_none() || !queue.is_idle() {
        return;
    }
    let quiet = matches!(
        state.map(|s| *s.get()),
        Some(Turn::Person | Turn::Over | Turn::Watching)
    );
    let moves = round.game.moves();
    let Some((&last, earlier)) = moves.split_last() else {
        return;
    };
    if !quiet || round.fork.is_some() {
        return;
    }
    // The game before the last move, replayed from its start.
    let mut before = Game::from_position(*round.game.start_position(), round.game.rules().takasia);
    for &mv in earlier {
        if before.play_untraced(mv).is_err() {
            return;
        }
    }
    let Ok(events) = before.preview(last) else {
        return;
    };
    let position = *before.position();
    queue.reset_to(&position);
    queue.push_trace(&position, &events, Some(before.move_text(last)));
}

fn finish_animation(
    queue: Res<AnimationQueue>,
    round: Res<Round>,
    mut turn: ResMut<NextState<Turn>>,
) {
    if !queue.is_idle() {
        return;
    }
    turn.set(if round.fork.is_some() {
        Turn::Person
    } else {
        Turn::Deciding
    });
}

fn tick_clock(
    time: Res<Time>,
    mut round: ResMut<Round>,
    mode: Res<State<Mode>>,
    state: Res<State<Turn>>,
    mut turn: ResMut<NextState<Turn>>,
) {
    // Only a round that is played has a clock: a replay's does not run,
    // nor the editor's.
    if !mode.is_played() || matches!(state.get(), Turn::Over | Turn::Editing) {
        return;
    }
    round.clock += time.delta();
    if round.clock >= TIME_LIMIT && !round.game.status().is_over() {
        round.game.end_by_time_limit();
        if *state.get() != Turn::Animating {
            turn.set(Turn::Deciding);
        }
    }
}

fn announce_end(round: Res<Round>, mut ended: MessageWriter<GameEnded>) {
    if let Some(text) = round.result_text(&IN_ENGLISH) {
        info!("{text}");
    }
    ended.write(GameEnded);
}
