//! Ratings: a puzzle's first rating from how hard the bots found it, and
//! Glicko-2 (the `skillratings` crate) for the puzzle and the player after
//! each attempt, as lichess rates its puzzles.

use crate::bot;
use crate::rules::{Move, Position, Rules, play_untraced};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use std::sync::atomic::AtomicBool;

/// The search budgets each solver step is tried at, smallest first; the
/// first one that plays the step's move says how hard the step is.
pub const BUDGETS: [u64; 8] = [40, 160, 640, 2_560, 10_240, 40_960, 163_840, 655_360];
/// The rating of a step the smallest budget solves, and the step for
/// each larger budget it takes.
pub const EASIEST: f64 = 800.0;
pub const STEP: f64 = 250.0;
/// The ladder's top: a puzzle rates at most this.
pub const HARDEST: f64 = 2300.0;
/// A puzzle's deviation at the start: its rating is a guess until players
/// have tried it.
pub const START_DEVIATION: f64 = 250.0;
/// Glicko-2's usual volatility at the start.
pub const START_VOLATILITY: f64 = 0.06;
/// A new solver's deviation. Glicko-2's usual 350 moved a newcomer by
/// 150–190 a puzzle (1500 to 1132 in three misses, issue 50): the first
/// puzzles are matched to 1500 and say little yet, so they move it by
/// about 50 at first, and less as the deviation shrinks.
pub const NEWCOMER_DEVIATION: f64 = 150.0;

/// For each solver step of `solution` from `start` (the moves at even
/// plies), how many of [`BUDGETS`] miss the step's move, the largest
/// budget that misses it counting once more.
pub fn misses_by_step(start: &Position, solution: &[Move], rules: Rules) -> Vec<usize> {
    let stop = AtomicBool::new(false);
    let mut position = *start;
    let mut misses = Vec::new();
    for (ply, &mv) in solution.iter().enumerate() {
        if ply % 2 == 0 {
            let missed = BUDGETS
                .iter()
                .take_while(|&&nodes| {
                    bot::choose_with_nodes_method(
                        &position,
                        rules,
                        nodes,
                        super::PUZZLE_SEARCH,
                        (&mut bot::Memory::default(), &stop),
                        &mut |_| {},
                    )
                    .best
                        != mv
                })
                .count();
            misses.push(missed);
        }
        position = play_untraced(&position, mv, &rules).0;
    }
    misses
}

/// One step's rating: [`EASIEST`] when a 40-node search plays it, a
/// [`STEP`] more for each larger budget it needs.
pub fn of_step(missed: usize) -> f64 {
    EASIEST + STEP * missed as f64
}

/// A puzzle's first rating from its steps' misses: the rating at which a
/// solver finds every step with an even chance in all, each step taken
/// alone as the Elo curve says (a win chance of 1 / (1 + 10^((step -
/// solver) / 400))). One step rates as itself; each further step that is
/// not trivial adds to it, as a line of moves to find is harder than its
/// hardest move. Between [`EASIEST`] and [`HARDEST`].
pub fn from_misses(misses: &[usize]) -> f64 {
    let all_found = |solver: f64| -> f64 {
        misses
            .iter()
            .map(|&m| 1.0 / (1.0 + 10f64.powf((of_step(m) - solver) / 400.0)))
            .product()
    };
    // The chance grows with the solver's rating: halve the interval.
    let (mut low, mut high) = (0.0, 4000.0);
    while high - low > 0.01 {
        let mid = (low + high) / 2.0;
        if all_found(mid) < 0.5 {
            low = mid;
        } else {
            high = mid;
        }
    }
    (high.round()).clamp(EASIEST, HARDEST)
}

/// The first rating of a puzzle whose solver plays `solution` from
/// `start` ([`from_misses`] of [`misses_by_step`]), and the misses.
pub fn from_bots(start: &Position, solution: &[Move], rules: Rules) -> (f64, Vec<usize>) {
    let misses = misses_by_step(start, solution, rules);
    (from_misses(&misses), misses)
}

/// A rating and its deviation and volatility, as a file keeps them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Rating {
    /// A new solver: 1500 ± [`NEWCOMER_DEVIATION`].
    pub fn newcomer() -> Rating {
        Rating {
            deviation: NEWCOMER_DEVIATION,
            ..Rating::from(Glicko2Rating::new())
        }
    }

    pub fn puzzle(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: START_VOLATILITY,
        }
    }
}

impl From<Glicko2Rating> for Rating {
    fn from(r: Glicko2Rating) -> Rating {
        Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

impl From<Rating> for Glicko2Rating {
    fn from(r: Rating) -> Glicko2Rating {
        Glicko2Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

/// How an attempt at a puzzle ended, as its rating counts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Solved,
    /// Solved after the hint: a partial result, between a solve and a miss.
    SolvedWithHint,
    /// A wrong move, or the solution shown.
    Missed,
}

/// The player's and the puzzle's ratings after one attempt: a solve is the
/// player's win over the puzzle, a miss the puzzle's, a solve with the
/// hint a draw (so a hint never costs as much as a miss).
pub fn after_attempt(player: Rating, puzzle: Rating, outcome: Outcome) -> (Rating, Rating) {
    let outcome = match outcome {
        Outcome::Solved => Outcomes::WIN,
        Outcome::SolvedWithHint => Outcomes::DRAW,
        Outcome::Missed => Outcomes::LOSS,
    };
    let (p, q) = glicko2(
        &player.into(),
        &puzzle.into(),
        &outcome,
        &Glicko2Config::new(),
    );
    (p.into(), q.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_step_rates_as_itself_and_more_steps_rate_higher() {
        assert_eq!(from_misses(&[0]), EASIEST);
        assert_eq!(from_misses(&[2]), 1300.0);
        let two = from_misses(&[2, 2]);
        assert!((1400.0..1500.0).contains(&two), "{two}");
        assert!(from_misses(&[2, 0]) > 1300.0);
        assert!(from_misses(&[2, 0]) < two);
        assert_eq!(from_misses(&[8, 8, 8]), HARDEST);
    }

    /// The crate's own published example (its `glicko2` documentation): two
    /// newcomers, the first wins: 1662 ± 290 and 1338 ± 290.
    #[test]
    fn an_attempt_moves_both_ratings_as_the_crates_example() {
        let glicko = Rating::from(Glicko2Rating::new());
        let (player, puzzle) = after_attempt(glicko, glicko, Outcome::Solved);
        assert_eq!(player.rating.round(), 1662.0);
        assert_eq!(player.deviation.round(), 290.0);
        assert_eq!(puzzle.rating.round(), 1338.0);
        assert_eq!(puzzle.deviation.round(), 290.0);
        // Its test: 1500 ± 200 beats 1400 ± 30: 1564 ± 175 and 1398 ± 32.
        let (p, q) = after_attempt(
            Rating::puzzle(1500.0, 200.0),
            Rating::puzzle(1400.0, 30.0),
            Outcome::Solved,
        );
        assert_eq!((p.rating.round(), p.deviation.round()), (1564.0, 175.0));
        assert_eq!((q.rating.round(), q.deviation.round()), (1398.0, 32.0));
    }

    #[test]
    fn a_miss_lowers_the_player_and_raises_the_puzzle() {
        let player = Rating::newcomer();
        let puzzle = Rating::puzzle(1500.0, START_DEVIATION);
        let (p, q) = after_attempt(player, puzzle, Outcome::Missed);
        assert!(p.rating < 1500.0 && q.rating > 1500.0);
    }

    /// A hint is a partial result: solving with it costs less than a miss
    /// and gains less than a clean solve.
    #[test]
    fn a_solve_with_the_hint_lies_between_a_solve_and_a_miss() {
        let puzzle = Rating::puzzle(1500.0, START_DEVIATION);
        let change = |outcome| after_attempt(Rating::newcomer(), puzzle, outcome).0.rating - 1500.0;
        let (won, hinted, missed) = (
            change(Outcome::Solved),
            change(Outcome::SolvedWithHint),
            change(Outcome::Missed),
        );
        assert!(missed < hinted && hinted < won, "{missed} {hinted} {won}");
        assert!(hinted.abs() < 1.0, "a draw with an equal puzzle: {hinted}");
    }

    /// A newcomer missing three puzzles matched to their rating loses
    /// about 50 a puzzle, not 150 or more (1500 to 1132 in three, issue 50).
    #[test]
    fn a_newcomers_first_misses_move_the_rating_gently() {
        let mut player = Rating::newcomer();
        for _ in 0..3 {
            let puzzle = Rating::puzzle(player.rating, START_DEVIATION);
            let before = player.rating;
            player = after_attempt(player, puzzle, Outcome::Missed).0;
            let drop = before - player.rating;
            assert!((20.0..70.0).contains(&drop), "{drop}");
        }
        assert!(player.rating > 1350.0, "{}", player.rating);
    }
}
