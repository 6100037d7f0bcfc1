//! "Learn from your mistakes" in the window: when a game of the player's
//! own ends, with device saving on, the places where they had one good move
//! and played another are found again as puzzles on the async pool (below
//! the frame's threads), verified and rated as the shipped ones are, and
//! added to `my-puzzles.bao` in the data folder, newest last. With saving
//! off nothing is searched and nothing written. The puzzle mode draws them
//! as "From my games".

use crate::app::round::bot::LowerPriority;
use crate::app::round::keeping::PlayerData;
use crate::app::round::play::{GameEnded, Round, Seat};
use crate::app::settings::GameSettings;
use crate::app::state::{AppSystems, Mode};
use crate::app::wake::{self, LoopWaker};
use crate::puzzle::Puzzle;
use crate::puzzle::file::{read_puzzles, to_record};
use crate::puzzle::mistakes::puzzles_of_mistakes;
use crate::record::game::records_to_text;
use crate::record::puzzle_ratings::MISTAKES_FILE_NAME;
use crate::record::{load_or_set_aside, write_atomic};
use crate::rules::{Edition, Side};
use crate::words::{Arg, Notice};
use bevy::prelude::*;
use bevy::tasks::Task;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// The player's puzzles kept at most; the oldest go first.
pub const MOST_KEPT: usize = 200;

/// A game whose mistakes are being looked for.
struct Looking {
    /// The folder its puzzles go to.
    dir: PathBuf,
    /// [`GameSettings::erasures`] when the game ended: after an erase, the
    /// game's puzzles are data from before it and are never written.
    erasures: u64,
    /// Stops the search when its puzzles are no longer wanted.
    stop: Arc<AtomicBool>,
    task: Task<Vec<Puzzle>>,
}

/// Games whose mistakes are being looked for.
#[derive(Resource, Default)]
pub struct LookingForMistakes {
    tasks: Vec<Looking>,
}

impl LookingForMistakes {
    /// Whether a search is still on (a test waits for it to end).
    pub fn busy(&self) -> bool {
        !self.tasks.is_empty()
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<LookingForMistakes>().add_systems(
        Update,
        (look_for_mistakes, keep_mistakes)
            .chain()
            .in_set(AppSystems::Present),
    );
}

/// The sides played at this screen: the player's mistakes are theirs.
fn players_sides(round: &Round) -> Vec<Side> {
    Side::BOTH
        .into_iter()
        .filter(|side| matches!(round.seats[side.index()], Seat::You | Seat::Person))
        .collect()
}

/// At the end of the player's own game (device saving on), its mistakes
/// are looked for.
fn look_for_mistakes(
    mut ended: MessageReader<GameEnded>,
    settings: Res<GameSettings>,
    round: Res<Round>,
    mode: Option<Res<State<Mode>>>,
    mut looking: ResMut<LookingForMistakes>,
    waker: Res<LoopWaker>,
) {
    if ended.read().last().is_none() || !mode.is_some_and(|m| m.keeps_the_game()) {
        return;
    }
    let Some(dir) = settings.game_dir_to_write() else {
        return;
    };
    let solvers = players_sides(&round);
    if solvers.is_empty() {
        return;
    }
    let game = round.game.clone();
    // A stamp of the game's end keeps the names of its puzzles apart
    // from every other game's.
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let prefix = format!("mine-{}-{stamp}", game.edition().name());
    let stop = Arc::new(AtomicBool::new(false));
    let stopped = stop.clone();
    let task = wake::spawn(&waker, move || {
        let _lowered = LowerPriority::now();
        puzzles_of_mistakes(&game, &solvers, &prefix, &stopped)
    });
    looking.tasks.push(Looking {
        dir: dir.clone(),
        erasures: settings.erasures(),
        stop,
        task,
    });
}

/// The puzzles found are added to the player's file, written atomically.
/// A search whose game ended before an erase, or whose folder is no longer
/// written (saving off), is stopped and its puzzles dropped: erase sticks.
fn keep_mistakes(
    mut looking: ResMut<LookingForMistakes>,
    mut data: ResMut<PlayerData>,
    settings: Res<GameSettings>,
    waker: Res<LoopWaker>,
) {
    let mut still = Vec::new();
    for mut one in std::mem::take(&mut looking.tasks) {
        let wanted =
            one.erasures == settings.erasures() && settings.game_dir_to_write() == Some(&one.dir);
        if !wanted {
            // Dropping a task cancels it; the flag ends the search at once.
            one.stop.store(true, Ordering::Relaxed);
            continue;
        }
        let Some(found) = wake::poll(&mut one.task, &waker) else {
            still.push(one);
            continue;
        };
        let dir = one.dir;
        if found.is_empty() {
            continue;
        }
        let (mut kept, notice) = load(&dir);
        kept.extend(found);
        let past = kept.len().saturating_sub(MOST_KEPT);
        kept.drain(..past);
        if let Err(e) = save(&dir, &kept) {
            data.notice = Some(Notice::new(
                "notice-mistakes-not-kept",
                vec![("error", Arg::Text(e.to_string()))],
            ));
        } else if notice.is_some() {
            data.notice = notice;
        }
    }
    looking.tasks = still;
}

/// The player's puzzles in `dir`, oldest first; a corrupt file is set
/// aside, with a notice, and the set starts afresh.
pub fn load(dir: &Path) -> (Vec<Puzzle>, Option<Notice>) {
    let loaded = load_or_set_aside(
        &dir.join(MISTAKES_FILE_NAME),
        "file-mistakes",
        "fallback-mistakes",
        read_puzzles,
    );
    let (puzzles, notice) = loaded.into_parts();
    (puzzles.unwrap_or_default(), notice)
}

/// The player's puzzles of `edition`, as the mode draws them.
pub fn of_edition(kept: &[Puzzle], edition: Edition) -> impl Iterator<Item = &Puzzle> {
    kept.iter().filter(move |p| p.rules.edition == edition)
}

fn save(dir: &Path, puzzles: &[Puzzle]) -> std::io::Result<()> {
    let records: Vec<_> = puzzles.iter().map(to_record).collect();
    let mut text = records_to_text(&records);
    text.push('\n');
    std::fs::create_dir_all(dir)?;
    write_atomic(&dir.join(MISTAKES_FILE_NAME), text.as_bytes())
}
