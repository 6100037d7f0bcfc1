//! `bao tune gen`: the evaluation's training data. Bots of several strengths
//! play each other from balanced random openings; every position of a game
//! is kept with the game's result, its stage and the mover's own search
//! score. Everything is drawn from the seed and the game's number, never the
//! clock, so a shard is the same file on any machine and with any `--jobs`
//! (the bots pool's, from any build with the same weights and search).

use super::Stage;
use crate::bot::{self, DEFAULT_EVAL, Eval, Level, Method, SearchResult};
use crate::rules::{Game, Position, Rules, Side, Status};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// The header of a shard file; one line a position after it.
pub const SHARD_HEADER: &str = "game,ply,stage,south,north,depth,score,result,position";

/// Who plays a side of a data game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// A bot level as the game offers it (depth-bounded levels).
    Level(u8),
    /// Bingwa's search with a node budget of its own.
    Nodes(u64),
    /// The bots' own search and evaluation (`bot::choose_with_nodes`) at a
    /// node budget: the games a refit of that evaluation learns from.
    Bots(u64),
}

impl Player {
    /// The name written in the data: `l4`, `n30000`.
    pub fn name(self) -> String {
        match self {
            Player::Level(n) => format!("l{n}"),
            Player::Nodes(n) => format!("n{n}"),
            Player::Bots(n) => format!("b{n}"),
        }
    }

    /// [`Pool::Hand`]'s games are played with the hand-set evaluation and
    /// the plain search that made `calibration/eval/`, whatever the bots'
    /// default, so those data stay the same file for file;
    /// [`Pool::Bots`]'s with the search and evaluation of the build that
    /// plays them, each player going on from its own last search (`memory`).
    fn choose(
        self,
        position: &Position,
        rules: Rules,
        (memory, stop): (&mut bot::Memory, &AtomicBool),
    ) -> SearchResult {
        let none = &mut |_: &bot::Iteration| {};
        let hand = (Eval::Hand, Method::PLAIN);
        let fresh = &mut bot::Memory::default();
        match self {
            Player::Level(n) => {
                let level = Level::get(n).expect("a pool level exists");
                bot::choose_with_method(position, rules, level, hand, (fresh, stop), none)
            }
            Player::Nodes(nodes) => {
                bot::choose_with_nodes_method(position, rules, nodes, hand, (fresh, stop), none)
            }
            Player::Bots(nodes) => {
                let how = (DEFAULT_EVAL, bot::default_method(rules.edition));
                bot::choose_with_nodes_method(position, rules, nodes, how, (memory, stop), none)
            }
        }
    }
}

/// Who plays the data's games: each side is drawn on its own from a pool.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Pool {
    /// Two depth-bounded levels and two node budgets on the hand-set
    /// evaluation, so the data hold the mistakes of near-equal players of
    /// different kinds, not one search's habits (`calibration/eval/`).
    Hand,
    /// The bots' own search and evaluation at four node budgets, 25,000 to
    /// 200,000: the positions the bots reach and the results they get, for
    /// refitting the evaluation they play with.
    Bots,
}

impl Pool {
    /// Where the pool's shards go unless told: a folder each, so the two
    /// pools' shards (named alike) never mix.
    pub fn folder(self) -> PathBuf {
        PathBuf::from(match self {
            Pool::Hand => "calibration/eval",
            Pool::Bots => "calibration/eval-bots",
        })
    }

    pub const fn players(self) -> [Player; 4] {
        match self {
            Pool::Hand => [
                Player::Level(4),
                Player::Level(5),
                Player::Nodes(20_000),
                Player::Nodes(80_000),
            ],
            Pool::Bots => [
                Player::Bots(25_000),
                Player::Bots(50_000),
                Player::Bots(100_000),
                Player::Bots(200_000),
            ],
        }
    }
}

/// The random plies of a data game's opening, before the balance check.
const OPENING_PLIES: std::ops::RangeInclusive<u32> = 2..=12;

/// What `bao tune gen` is asked.
#[derive(Clone, Debug)]
pub struct GenConfig {
    pub rules: Rules,
    /// Games in all, from game 0; the last shard may be short.
    pub games: u64,
    pub shard_games: u64,
    pub seed: u64,
    /// Who plays the games.
    pub pool: Pool,
    pub jobs: usize,
    /// The folder the shards are written to (`<edition>-<shard>.csv`).
    pub out: PathBuf,
}

impl GenConfig {
    pub fn shards(&self) -> u64 {
        self.games.div_ceil(self.shard_games)
    }

    pub fn shard_path(&self, shard: u64) -> PathBuf {
        shard_path(&self.out, self.rules, shard)
    }

    /// The game numbers of `shard`.
    pub fn shard_games(&self, shard: u64) -> std::ops::Range<u64> {
        let start = shard * self.shard_games;
        start..(start + self.shard_games).min(self.games)
    }
}

/// Where shard `shard` of an edition lives in `out`.
pub fn shard_path(out: &Path, rules: Rules, shard: u64) -> PathBuf {
    out.join(format!("{}-{shard:04}.csv", rules.edition.name()))
}

/// One game of the data: its opening from the seed and number, its two
/// players drawn from `pool`, and one line a position from the end of the
/// opening on, scored by the player to move there.
pub fn play_game(
    rules: Rules,
    (seed, pool): (u64, Pool),
    number: u64,
    stop: &AtomicBool,
) -> Option<String> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(
        seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(number),
    );
    let players = pool.players();
    let south = players[rng.random_range(0..players.len())];
    let north = players[rng.random_range(0..players.len())];
    // Pair numbers from 1: pair 0 of an opening is the start itself.
    let mut game = bot::opening::balanced(rules, number + 1, seed, OPENING_PLIES);
    let mut scored: Vec<(usize, Position, u32, i32)> = Vec::new();
    let mut memories = [bot::Memory::default(), bot::Memory::default()];
    while !game.status().is_over() {
        let position = *game.position();
        let player = if position.side == Side::South {
            south
        } else {
            north
        };
        let memory = &mut memories[position.side.index()];
        let found = player.choose(&position, rules, (memory, stop));
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        scored.push((game.moves().len(), position, found.depth, found.score));
        game.play_untraced(found.best).ok()?;
    }
    Some(lines_of(number, &game, south, north, &scored))
}

fn lines_of(
    number: u64,
    game: &Game,
    south: Player,
    north: Player,
    scored: &[(usize, Position, u32, i32)],
) -> String {
    let status = game.status();
    let mut text = String::new();
    let (south, north) = (south.name(), north.name());
    for (ply, position, depth, score) in scored {
        let result = match status {
            Status::Won { winner, .. } if winner == position.side => "1",
            Status::Won { .. } => "0",
            _ => "0.5",
        };
        let stage = Stage::of(position).name();
        let _ = writeln!(
            text,
            "{number},{ply},{stage},{south},{north},{depth},{score},{result},{position}"
        );
    }
    text
}

/// One shard's file: the header, then its games in order.
pub fn shard_text(
    config: &GenConfig,
    shard: u64,
    stop: &AtomicBool,
    done: &AtomicU64,
) -> Option<String> {
    let mut text = format!("{SHARD_HEADER}\n");
    for number in config.shard_games(shard) {
        text.push_str(&play_game(
            config.rules,
            (config.seed, config.pool),
            number,
            stop,
        )?);
        done.fetch_add(1, Ordering::Relaxed);
    }
    Some(text)
}

/// The shards still to make: those whose file is not there yet (a shard is
/// written whole or not at all, so a file there is a finished shard).
pub fn missing_shards(config: &GenConfig) -> Vec<u64> {
    (0..config.shards())
        .filter(|&shard| !config.shard_path(shard).exists())
        .collect()
}

/// Why a run of `bao tune gen` stopped short.
#[derive(Debug, thiserror::Error)]
pub enum GenError {
    /// A shard could not be written.
    #[error("cannot write {}: {error}", path.display())]
    Write {
        path: PathBuf,
        error: std::io::Error,
    },
    /// The stop flag was set; the shards finished before it are kept.
    #[error("stopped; the finished shards are kept")]
    Stopped,
}

/// Makes every missing shard, `config.jobs` at a time, each written
/// atomically as soon as it is finished; `done` counts finished games for a
/// progress bar. Returns the shards made.
pub fn generate(
    config: &GenConfig,
    stop: &AtomicBool,
    done: &AtomicU64,
) -> Result<Vec<u64>, GenError> {
    let todo = missing_shards(config);
    let next = AtomicU64::new(0);
    let results = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..config.jobs.max(1) {
            scope.spawn(|| {
                while let Some(&shard) = todo.get(next.fetch_add(1, Ordering::Relaxed) as usize) {
                    let outcome = make_shard(config, shard, stop, done);
                    let failed = outcome.is_err();
                    results
                        .lock()
                        .expect("no thread panics holding it")
                        .push(outcome);
                    if failed {
                        stop.store(true, Ordering::Relaxed);
                        return;
                    }
                }
            });
        }
    });
    let mut made = Vec::new();
    for outcome in results.into_inner().expect("the threads are done") {
        made.push(outcome?);
    }
    made.sort_unstable();
    Ok(made)
}

fn make_shard(
    config: &GenConfig,
    shard: u64,
    stop: &AtomicBool,
    done: &AtomicU64,
) -> Result<u64, GenError> {
    let text = shard_text(config, shard, stop, done).ok_or(GenError::Stopped)?;
    let path = config.shard_path(shard);
    crate::record::write_atomic(&path, text.as_bytes())
        .map_err(|error| GenError::Write { path, error })?;
    Ok(shard)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A shard names its players, so the two pools' data are told apart:
    /// the hand pool's levels and budgets, the bots pool's `b` budgets.
    #[test]
    fn the_pools_name_their_players_apart() {
        let hand: Vec<String> = Pool::Hand.players().iter().map(|p| p.name()).collect();
        let bots: Vec<String> = Pool::Bots.players().iter().map(|p| p.name()).collect();
        assert_eq!(hand, ["l4", "l5", "n20000", "n80000"]);
        assert_eq!(bots, ["b25000", "b50000", "b100000", "b200000"]);
    }
}
