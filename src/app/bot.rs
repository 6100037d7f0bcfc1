//! Bot turns: the search runs on the async compute pool, so the board keeps
//! animating and the menus keep answering while a bot thinks. Leaving the
//! bot's turn (a reset, a new round, the title screen) sets the stop flag.

use super::round::{Mover, PlayMove, Round};
use super::{AppSystems, Turn};
use crate::bot::{self, SearchResult};
use crate::record::settings::Player;
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

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Turn::Bot), start_search)
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
    let position = *round.game.position();
    let rules = round.game.rules();
    let stop = Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    let task = AsyncComputeTaskPool::get()
        .spawn(async move { bot::choose(&position, rules, level, &flag) });
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
