//! Where puzzles are found: after each move of a game, whether the side to
//! move now has one good move, and the line from it while the solver's
//! next move is again the only good one. The games are bots' games from
//! balanced openings, and in Bao la Kujifunza also games along the shipped
//! proof (its winner plays the proof, the other side a random move).

use super::judge::{Kind, OneGood, one_good, only_defence, weigh};
use super::{MOST_SOLVER_MOVES, Theme, themes};
use crate::bot::features::Stage;
use crate::bot::{self, proven};
use crate::review;
use crate::rules::{Game, Move, MoveEnd, Position, Rules, legal_moves, play_untraced};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use std::sync::atomic::AtomicBool;

/// A puzzle found: everything but its name, rating and verification.
#[derive(Clone, Debug, PartialEq)]
pub struct Found {
    pub before: Position,
    pub setup: Move,
    pub solution: Vec<Move>,
    pub kind: Kind,
    pub margins: Vec<f64>,
    pub themes: Vec<Theme>,
}

/// The puzzle that starts after `setup` is played from `before`, if the
/// side to move then has one good move at `nodes` a position.
pub fn puzzle_after(
    before: &Position,
    setup: Move,
    rules: Rules,
    nodes: u64,
    stop: &AtomicBool,
) -> Option<Found> {
    let (start, outcome) = play_untraced(before, setup, &rules);
    if outcome.ending != MoveEnd::Done || legal_moves(&start, &rules).len() < 2 {
        return None;
    }
    // One search first: a side with no winning chance has no puzzle, and
    // most positions end here.
    let standing = review::assess(&start, rules, nodes, stop)?;
    let chance = standing.value.chance(rules.edition, start.side, start.side);
    if chance < super::judge::CLEAR_AT_LEAST {
        return None;
    }
    let weighed = weigh(&start, rules, nodes, stop)?;
    let first = one_good(&weighed)?;
    let (solution, margins) = line_from(&start, first, rules, nodes, stop)?;
    let mut themes = themes::of_line(&start, &solution, &rules);
    if only_defence(&weighed, first.mv) {
        themes.push(Theme::Defence);
        themes.sort();
    }
    Some(Found {
        before: *before,
        setup,
        solution,
        kind: first.kind,
        margins,
        themes,
    })
}

/// The solution from `start`: `first`, then, while the game goes on, the
/// opponent's best defence and the solver's next move as long as it is
/// again the one good move of its kind. Returns the line and each solver's
/// move's margin.
pub fn line_from(
    start: &Position,
    first: OneGood,
    rules: Rules,
    nodes: u64,
    stop: &AtomicBool,
) -> Option<(Vec<Move>, Vec<f64>)> {
    let mut line = vec![first.mv];
    let mut margins = vec![first.margin];
    let (mut at, mut outcome) = play_untraced(start, first.mv, &rules);
    while margins.len() < MOST_SOLVER_MOVES && outcome.ending == MoveEnd::Done {
        let Some(&reply) = review::assess(&at, rules, nodes, stop)?.line.first() else {
            break;
        };
        let (next, after_reply) = play_untraced(&at, reply, &rules);
        if after_reply.ending != MoveEnd::Done {
            break;
        }
        let weighed = weigh(&next, rules, nodes, stop)?;
        let Some(good) = one_good(&weighed).filter(|g| g.kind == first.kind) else {
            break;
        };
        line.extend([reply, good.mv]);
        margins.push(good.margin);
        (at, outcome) = play_untraced(&next, good.mv, &rules);
    }
    Some((line, margins))
}

/// Nodes each player of a puzzle game searches, drawn per side: weaker
/// players leave more to punish.
const PLAYERS: [u64; 3] = [1_000, 4_000, 16_000];
/// Random plies before the players take over.
const OPENING_PLIES: std::ops::RangeInclusive<u32> = 4..=10;
/// Puzzles taken from one game at most, and the plies between two.
const PER_GAME: usize = 2;
const APART: usize = 8;
/// The fewest legal moves a found puzzle's first move is chosen from. With
/// two, a guess solves half of them: a third of the first sets were such
/// coin tosses (90 of Kujifunza's 300, 109 of Kiswahili's), solved in the
/// window without reading the board. A player's own mistakes keep two: they
/// did choose wrong.
pub const FEWEST_CHOICES: usize = 3;

/// Game `number` of a set drawn from `seed`: bots' game of two players
/// drawn from [`PLAYERS`], from a balanced opening.
pub fn bots_game(rules: Rules, seed: u64, number: u64, stop: &AtomicBool) -> Game {
    let mut rng = rng_of(seed, number);
    let south = PLAYERS[rng.random_range(0..PLAYERS.len())];
    let north = PLAYERS[rng.random_range(0..PLAYERS.len())];
    let mut game = bot::opening::balanced(rules, number + 1, seed, OPENING_PLIES);
    while !game.status().is_over() && game.moves().len() < 400 {
        let position = *game.position();
        let nodes = if position.side == crate::rules::Side::South {
            south
        } else {
            north
        };
        let found = bot::choose_with_nodes_method(
            &position,
            rules,
            nodes,
            super::PUZZLE_SEARCH,
            (&mut bot::Memory::default(), stop),
            &mut |_| {},
        );
        if game.play_untraced(found.best).is_err() {
            break;
        }
    }
    game
}

/// Game `number` along the Bao la Kujifunza proof: whoever the proof has
/// winning plays its move, the other side a random legal one.
pub fn proof_game(rules: Rules, seed: u64, number: u64) -> Game {
    let mut rng = rng_of(seed, number);
    let mut game = Game::new(rules);
    while !game.status().is_over() && game.moves().len() < 400 {
        let position = *game.position();
        let mv = match proven::proven(&position, rules) {
            Some(win) => win.mv,
            None => {
                let legal = game.legal_moves();
                legal[rng.random_range(0..legal.len())]
            }
        };
        if game.play_untraced(mv).is_err() {
            break;
        }
    }
    game
}

fn rng_of(seed: u64, number: u64) -> Xoshiro256PlusPlus {
    Xoshiro256PlusPlus::seed_from_u64(
        seed.wrapping_mul(0x2545_F491_4F6C_DD1D)
            .wrapping_add(number),
    )
}

/// The puzzles of one game: after each move (from the `skip`th on) that
/// leaves the solver [`FEWEST_CHOICES`] moves or more, at most
/// [`PER_GAME`], [`APART`] plies apart, and with `a_stage` at most one
/// in each stage of the game (Kiswahili's namua and mtaji: the bots' games
/// first go wrong in the namua stage, which would take every puzzle). In a
/// proof game the side the proof has losing has no winning chance: only the
/// winner solves. Each puzzle comes with the ply of the opponent's move.
pub fn in_game(
    game: &Game,
    skip: usize,
    a_stage: bool,
    nodes: u64,
    stop: &AtomicBool,
) -> Vec<(usize, Found)> {
    let rules = game.rules();
    let mut at = *game.start_position();
    let mut found: Vec<(usize, Stage, Found)> = Vec::new();
    for (ply, &mv) in game.moves().iter().enumerate() {
        let before = at;
        at = play_untraced(&at, mv, &rules).0;
        let far_enough = found.last().is_none_or(|(last, _, _)| ply >= last + APART);
        let stage = Stage::of(&at);
        let stage_taken = a_stage && found.iter().any(|(_, taken, _)| *taken == stage);
        if ply < skip || !far_enough || found.len() >= PER_GAME || stage_taken {
            continue;
        }
        if legal_moves(&at, &rules).len() < FEWEST_CHOICES {
            continue;
        }
        if let Some(puzzle) = puzzle_after(&before, mv, rules, nodes, stop) {
            found.push((ply, stage, puzzle));
        }
    }
    found.into_iter().map(|(ply, _, f)| (ply, f)).collect()
}
