//! Bot turns: the search runs on the async compute pool, so the board keeps
//! animating and the menus keep answering while a bot thinks. Leaving the
//! bot's turn (a reset, a new round, the title screen) sets the stop flag.

use super::play::{Mover, PlayMove, Round};
use crate::app::state::{AppSystems, Mode, Screen, Turn};
use crate::app::wake::{self, LoopWaker};
use crate::bot::{self, Level, Memory, SearchResult};
use crate::record::settings::Player;
use crate::rules::trace::Event;
use crate::rules::{Move, Pit, Position, Rules, Side};
use bevy::prelude::*;
use bevy::tasks::Task;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// A search in flight, for the round it was asked in; it hands back the
/// bot's memory with its answer.
#[derive(Component)]
pub struct BotTask {
    task: Task<(SearchResult, Memory)>,
    pub stop: Arc<AtomicBool>,
    generation: u64,
    side: Side,
    pub started: Instant,
}

/// A search whose answer nobody plays: `--measure-frames` keeps one running
/// to time frames under a bot's load, through the same task as a bot turn.
#[derive(Component)]
pub struct LoadSearch(Task<SearchResult>);

/// Load searches finished so far.
#[derive(Resource, Default)]
pub struct LoadSearches {
    pub finished: u32,
}

/// Starts a load search of `level` on the position.
pub fn start_load_search(
    commands: &mut Commands,
    waker: &LoopWaker,
    position: Position,
    rules: Rules,
    level: Level,
) {
    commands.spawn((
        Name::new("load search"),
        LoadSearch(search_task(waker, position, rules, level, Arc::default())),
    ));
}

/// What each bot of the round kept from its last search (`bot::Memory`):
/// where its edition's search keeps it (`keep`), Bingwa goes on from it, so
/// a move the budget cut short still serves the next. A new round starts
/// afresh; a search stopped on the way loses it.
#[derive(Resource, Default)]
pub struct BotMemories {
    generation: u64,
    sides: [Memory; 2],
}

impl BotMemories {
    /// The memory of `side`'s bot in the round `generation`, to search with.
    fn take(&mut self, generation: u64, side: Side) -> Memory {
        if self.generation != generation {
            *self = BotMemories {
                generation,
                ..default()
            };
        }
        std::mem::take(&mut self.sides[side.index()])
    }

    /// Whether `side`'s bot holds what its last search learnt.
    pub fn holds(&self, side: Side) -> bool {
        !self.sides[side.index()].is_empty()
    }

    /// Keeps what the search of `side`'s bot in round `generation` learnt.
    fn give_back(&mut self, generation: u64, side: Side, memory: Memory) {
        if self.generation == generation {
            self.sides[side.index()] = memory;
        }
    }
}

/// Asks for a hint: the move Bingwa (level 6) would play now.
#[derive(Message, Clone, Copy, Debug)]
pub struct AskHint;

/// The hint shown on the board: the pit Bingwa would sow and the pit its
/// last seed lands in (from the engine's trace), for the round and move it
/// was asked in.
#[derive(Resource, Default, Debug)]
pub struct Hint {
    pub shown: Option<HintShown>,
    /// A hint is being searched for: the bar says so, and asking again
    /// (H) stops it (issue 50: a hint took 9-25 s with no sign of life).
    pub thinking: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintShown {
    pub mv: Move,
    pub from: Pit,
    pub lands: Pit,
    /// The mover's own moves to a forced win, when the solver's proof
    /// covers the position (Bao la Kujifunza) and the hint is its move.
    pub proven_moves: Option<u32>,
    /// The round and the number of moves played when it was asked.
    generation: u64,
    moves: usize,
}

impl Hint {
    /// The hint shown, if it was found for the round's position as it
    /// stands (a hint for an earlier position is forgotten a frame later).
    pub fn for_round(&self, round: &Round) -> Option<HintShown> {
        self.shown
            .filter(|h| h.generation == round.generation && h.moves == round.game.moves().len())
    }
}

/// A hint being searched for.
#[derive(Component)]
struct HintTask {
    task: Task<SearchResult>,
    stop: Arc<AtomicBool>,
    generation: u64,
    moves: usize,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Hint>()
        .init_resource::<BotMemories>()
        .add_message::<AskHint>()
        .add_systems(
            Update,
            // Chained: the search ask_hint spawns exists by the time
            // collect_hint looks for it.
            (ask_hint, collect_hint, forget_old_hint)
                .chain()
                .in_set(AppSystems::Rules),
        )
        .init_resource::<LoadSearches>()
        .add_systems(Update, finish_load_searches)
        .add_systems(OnEnter(Turn::Bot), start_search)
        .add_systems(OnExit(Turn::Bot), cancel_searches)
        .add_systems(
            Update,
            collect_answer
                .in_set(AppSystems::Input)
                .run_if(in_state(Turn::Bot)),
        );
}

fn start_search(
    mut commands: Commands,
    round: Res<Round>,
    waker: Res<LoopWaker>,
    mut memories: ResMut<BotMemories>,
) {
    let Player::Bot(level) = round.player_to_move() else {
        return;
    };
    let stop = Arc::new(AtomicBool::new(false));
    let position = *round.game.position();
    let mut memory = memories.take(round.generation, position.side);
    let rules = round.game.rules();
    let flag = stop.clone();
    let task = lowered(&waker, move || {
        let result = bot::choose_in_game(&position, rules, level, &mut memory, &flag);
        (result, memory)
    });
    commands.spawn((
        Name::new(format!("bot {} search", level.name)),
        BotTask {
            task,
            stop,
            generation: round.generation,
            side: position.side,
            started: Instant::now(),
        },
    ));
}

/// A bot's search on the async compute pool, at a lower priority than the frame.
/// Its end wakes the window's loop (`wake`).
fn search_task(
    waker: &LoopWaker,
    position: Position,
    rules: Rules,
    level: Level,
    stop: Arc<AtomicBool>,
) -> Task<SearchResult> {
    lowered(waker, move || bot::choose(&position, rules, level, &stop))
}

/// `work` on the async compute pool at a lower priority than the frame;
/// its end wakes the window's loop.
fn lowered<T: Send + 'static>(
    waker: &LoopWaker,
    work: impl FnOnce() -> T + Send + 'static,
) -> Task<T> {
    wake::spawn(waker, move || {
        let _lowered = LowerPriority::now();
        work()
    })
}

/// A hint is searched for on the async pool like any bot's move, at the
/// strongest level; asking makes the game's win not count as clean. Asking
/// while one is searched for stops it.
fn ask_hint(
    mut asks: MessageReader<AskHint>,
    mut round: ResMut<Round>,
    turn: Option<Res<State<Turn>>>,
    mode: Option<Res<State<Mode>>>,
    tasks: Query<(Entity, &HintTask)>,
    mut hint: ResMut<Hint>,
    mut commands: Commands,
    waker: Res<LoopWaker>,
) {
    if asks.read().last().is_none() {
        return;
    }
    if !tasks.is_empty() {
        for (entity, searching) in &tasks {
            searching.stop.store(true, Ordering::Relaxed);
            commands.entity(entity).despawn();
        }
        hint.thinking = false;
        return;
    }
    if turn.is_none_or(|t| *t.get() != Turn::Person) || mode.is_none_or(|m| !m.offers_help()) {
        return;
    }
    let level = Level::get(6).expect("level 6");
    let stop = Arc::new(AtomicBool::new(false));
    let task = search_task(
        &waker,
        *round.game.position(),
        round.game.rules(),
        level,
        stop.clone(),
    );
    commands.spawn((
        Name::new("hint search"),
        // Leaving the round drops its hint.
        DespawnOnExit(Screen::Playing),
        HintTask {
            task,
            stop,
            generation: round.generation,
            moves: round.game.moves().len(),
        },
    ));
    hint.thinking = true;
    round.solo.asked_hint();
}

fn collect_hint(
    mut commands: Commands,
    mut tasks: Query<(Entity, &mut HintTask)>,
    round: Res<Round>,
    mut hint: ResMut<Hint>,
    waker: Res<LoopWaker>,
) {
    // A search dropped with its round (DespawnOnExit) thinks no more.
    if tasks.is_empty() && hint.thinking {
        hint.thinking = false;
    }
    for (entity, mut hint_task) in &mut tasks {
        let Some(result) = wake::poll(&mut hint_task.task, &waker) else {
            continue;
        };
        commands.entity(entity).despawn();
        hint.thinking = false;
        if hint_task.generation != round.generation || hint_task.moves != round.game.moves().len() {
            continue;
        }
        hint.shown = Some(HintShown::of_move(&round, result.best));
    }
}

impl HintShown {
    /// The hint of `mv` in the round as it stands: its pit, where its last
    /// seed lands, and its forced win where the proof covers it. The bots'
    /// hint and a puzzle's own both mark the board this way.
    pub fn of_move(round: &Round, mv: Move) -> HintShown {
        let side = round.game.position().side;
        let lands = round.game.preview(mv).ok().and_then(|events| {
            events.iter().rev().find_map(|e| match *e {
                Event::EndTurn { pit, .. } => Some(pit),
                _ => None,
            })
        });
        let from = Pit::new(side, mv.pit);
        let proven = crate::bot::proven::proven(round.game.position(), round.game.rules());
        HintShown {
            mv,
            from,
            lands: lands.unwrap_or(from),
            proven_moves: proven.filter(|p| p.mv == mv).map(|p| p.moves()),
            generation: round.generation,
            moves: round.game.moves().len(),
        }
    }
}

/// A hint is for the position it was asked in only.
fn forget_old_hint(round: Res<Round>, mut hint: ResMut<Hint>) {
    if hint
        .shown
        .is_some_and(|h| h.generation != round.generation || h.moves != round.game.moves().len())
    {
        hint.shown = None;
    }
}

fn finish_load_searches(
    mut commands: Commands,
    mut searches: Query<(Entity, &mut LoadSearch)>,
    mut count: ResMut<LoadSearches>,
    waker: Res<LoopWaker>,
) {
    for (entity, mut search) in &mut searches {
        if wake::poll(&mut search.0, &waker).is_some() {
            count.finished += 1;
            commands.entity(entity).despawn();
        }
    }
}

/// Runs the current thread at a lower OS priority until dropped: a search
/// then never takes CPU time the frame needs (with a software renderer the
/// frame itself is drawn on the CPU). Linux only; elsewhere it does nothing.
pub(crate) struct LowerPriority {
    #[cfg(target_os = "linux")]
    before: Option<i32>,
}

impl LowerPriority {
    pub(crate) fn now() -> LowerPriority {
        #[cfg(target_os = "linux")]
        {
            // SAFETY: gettid and get/setpriority only read or set this
            // thread's scheduling priority.
            unsafe {
                let thread = libc::gettid() as libc::id_t;
                let before = libc::getpriority(libc::PRIO_PROCESS, thread);
                let lowered = libc::setpriority(libc::PRIO_PROCESS, thread, 15) == 0;
                LowerPriority {
                    before: lowered.then_some(before),
                }
            }
        }
        #[cfg(not(target_os = "linux"))]
        LowerPriority {}
    }
}

impl Drop for LowerPriority {
    fn drop(&mut self) {
        #[cfg(target_os = "linux")]
        if let Some(before) = self.before {
            // SAFETY: as above. Raising it back may be refused without
            // privileges; the thread then stays lowered, which is harmless.
            unsafe {
                libc::setpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t, before);
            }
        }
    }
}

fn cancel_searches(mut commands: Commands, tasks: Query<(Entity, &BotTask)>) {
    for (entity, task) in &tasks {
        task.stop.store(true, Ordering::Relaxed);
        commands.entity(entity).despawn();
    }
}

fn collect_answer(
    mut commands: Commands,
    mut tasks: Query<(Entity, &mut BotTask)>,
    mut moves: MessageWriter<PlayMove>,
    waker: Res<LoopWaker>,
    mut memories: ResMut<BotMemories>,
) {
    for (entity, mut bot_task) in &mut tasks {
        if let Some((result, memory)) = wake::poll(&mut bot_task.task, &waker) {
            memories.give_back(bot_task.generation, bot_task.side, memory);
            debug!(
                "bot: {:?} depth {} nodes {} in {:?}",
                result.best,
                result.depth,
                result.nodes,
                bot_task.started.elapsed()
            );
            moves.write(PlayMove {
                mv: result.best,
                by: Mover::Bot {
                    generation: bot_task.generation,
                },
            });
            commands.entity(entity).despawn();
        }
    }
}
