//! Bot turns: the search runs on the async compute pool, so the board keeps
//! animating and the menus keep answering while a bot thinks. Leaving the
//! bot's turn (a reset, a new round, the title screen) sets the stop flag.

use super::round::{Mover, PlayMove, Round};
use super::state::{AppSystems, Turn};
use crate::bot::{self, Level, SearchResult};
use crate::record::settings::Player;
use crate::rules::{Position, Rules};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// A search in flight, for the round it was asked in.
#[derive(Component)]
pub struct BotTask {
    task: Task<SearchResult>,
    pub stop: Arc<AtomicBool>,
    generation: u64,
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
pub fn start_load_search(commands: &mut Commands, position: Position, rules: Rules, level: Level) {
    commands.spawn((
        Name::new("load search"),
        LoadSearch(search_task(position, rules, level, Arc::default())),
    ));
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LoadSearches>()
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

fn start_search(mut commands: Commands, round: Res<Round>) {
    let Player::Bot(level) = round.player_to_move() else {
        return;
    };
    let stop = Arc::new(AtomicBool::new(false));
    let task = search_task(
        *round.game.position(),
        round.game.rules(),
        level,
        stop.clone(),
    );
    commands.spawn((
        Name::new(format!("bot {} search", level.name)),
        BotTask {
            task,
            stop,
            generation: round.generation,
            started: Instant::now(),
        },
    ));
}

/// A bot's search on the async compute pool, at a lower priority than the frame.
fn search_task(
    position: Position,
    rules: Rules,
    level: Level,
    stop: Arc<AtomicBool>,
) -> Task<SearchResult> {
    AsyncComputeTaskPool::get().spawn(async move {
        let _lowered = LowerPriority::now();
        bot::choose(&position, rules, level, &stop)
    })
}

fn finish_load_searches(
    mut commands: Commands,
    mut searches: Query<(Entity, &mut LoadSearch)>,
    mut count: ResMut<LoadSearches>,
) {
    for (entity, mut search) in &mut searches {
        if check_ready(&mut search.0).is_some() {
            count.finished += 1;
            commands.entity(entity).despawn();
        }
    }
}

/// Runs the current thread at a lower OS priority until dropped: a search
/// then never takes CPU time the frame needs (with a software renderer the
/// frame itself is drawn on the CPU). Linux only; elsewhere it does nothing.
struct LowerPriority {
    #[cfg(target_os = "linux")]
    before: Option<i32>,
}

impl LowerPriority {
    fn now() -> LowerPriority {
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
) {
    for (entity, mut bot_task) in &mut tasks {
        if let Some(result) = check_ready(&mut bot_task.task) {
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
