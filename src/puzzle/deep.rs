//! The deep second opinion (issue 48): a puzzle found at 5,000 nodes and
//! re-derived at 50,000 only shows that the search is deterministic, and
//! shallow searches disagree with each other. So every solver step is
//! weighed again at [`DEEP_NODES`] a move (Bao la Kujifunza's proven
//! positions by the proof, exactly), and searched once more with the
//! hand-set evaluation, which shares nothing with the tuned one the puzzle
//! was found with. A step stands only where the deep weighing has the
//! solver's move as the one good move, no other within
//! [`judge::CLEAR_MARGIN`](super::judge::CLEAR_MARGIN), and the hand-set
//! search plays it too; an opponent's reply stands where the deep search
//! rates it as good as its own best answer.

use super::judge::{CLEAR_MARGIN, Weighed, one_good, weigh};
/// Margins as the tags write them, three decimals: the deep figures are
/// compared as the shallow ones are.
pub use super::verify::rounded;
use super::{Deep, Puzzle};
use crate::bot::{self, Eval, proven};
use crate::review::REVIEW_METHOD;
use crate::rules::{Move, Position, Rules, play_untraced};
use std::sync::atomic::AtomicBool;

/// Nodes a move for the deep weighing and the hand-set search: 300 times
/// the finding budget, where the outside check found 68 of 69
/// sampled steps standing.
pub const DEEP_NODES: u64 = 1_500_000;

/// How much worse (in the mover's win chance) a reply may be than the
/// deep search's own best answer and still be the line's reply.
pub const REPLY_TOLERANCE: f64 = 0.05;

/// Why a puzzle does not stand at the deep budget. Steps count the
/// solver's moves from 1.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum DeepFault {
    #[error("step {step}: {rival} stands within {margin:.3} of the solution {solution} (deep)")]
    Rival {
        step: usize,
        solution: String,
        rival: String,
        margin: f64,
    },
    #[error("step {step}: {solution} stands out but does not win or keep a good chance (deep)")]
    Weak { step: usize, solution: String },
    #[error("step {step}: the hand-set evaluation plays {hand}, not {solution}")]
    HandDisagrees {
        step: usize,
        solution: String,
        hand: String,
    },
    #[error("reply {step}: the deep search answers {best}, better than the line's {shipped}")]
    ReplyDiffers {
        step: usize,
        shipped: String,
        best: String,
    },
    #[error("no deep figures: the puzzle was never confirmed deeply")]
    Unconfirmed,
    #[error("the deep figures are {found:?}, not {shipped:?}")]
    FiguresDiffer { shipped: Vec<f64>, found: Vec<f64> },
    #[error("the search was stopped")]
    Stopped,
}

/// Confirms every step of `puzzle`'s line at `nodes`.
pub fn confirm(puzzle: &Puzzle, nodes: u64, stop: &AtomicBool) -> Result<Deep, DeepFault> {
    confirm_line(&puzzle.start(), &puzzle.solution, puzzle.rules, nodes, stop)
}

/// Confirms `line` (the solver's moves at the even places) from `start`.
pub fn confirm_line(
    start: &Position,
    line: &[Move],
    rules: Rules,
    nodes: u64,
    stop: &AtomicBool,
) -> Result<Deep, DeepFault> {
    let mut at = *start;
    let mut margins = Vec::new();
    for (k, &mv) in line.iter().enumerate() {
        let step = k / 2 + 1;
        if k % 2 == 0 {
            margins.push(solver_step(&at, mv, rules, nodes, step, stop)?);
        } else {
            reply_step(&at, mv, rules, nodes, step, stop)?;
        }
        at = play_untraced(&at, mv, &rules).0;
    }
    Ok(Deep { nodes, margins })
}

/// The solver's move `mv` at `at`: the one good move at the deep budget,
/// and the hand-set search's move where no proof decides.
fn solver_step(
    at: &Position,
    mv: Move,
    rules: Rules,
    nodes: u64,
    step: usize,
    stop: &AtomicBool,
) -> Result<f64, DeepFault> {
    let text = |m: Move| m.text(rules.edition, at.side);
    let weighed = weigh(at, rules, nodes, stop).ok_or(DeepFault::Stopped)?;
    let margin = match one_good(&weighed) {
        Some(good) if good.mv == mv => good.margin,
        _ => {
            let (rival, margin) = nearest_rival(&weighed, mv);
            if margin < CLEAR_MARGIN {
                return Err(DeepFault::Rival {
                    step,
                    solution: text(mv),
                    rival: text(rival),
                    margin,
                });
            }
            return Err(DeepFault::Weak {
                step,
                solution: text(mv),
            });
        }
    };
    if proven::proven(at, rules).is_none() {
        let hand = bot::choose_with_nodes_method(
            at,
            rules,
            nodes,
            (Eval::Hand, REVIEW_METHOD),
            (&mut bot::Memory::default(), stop),
            &mut |_| {},
        );
        if hand.stopped {
            return Err(DeepFault::Stopped);
        }
        if hand.best != mv {
            return Err(DeepFault::HandDisagrees {
                step,
                solution: text(mv),
                hand: text(hand.best),
            });
        }
    }
    Ok(margin)
}

/// The other move nearest to `mv` by win chance, and `mv`'s chance less
/// its chance (below zero when the rival is better).
fn nearest_rival(weighed: &[Weighed], mv: Move) -> (Move, f64) {
    let own = weighed
        .iter()
        .find(|w| w.mv == mv)
        .map_or(0.0, |w| w.chance);
    weighed
        .iter()
        .filter(|w| w.mv != mv)
        .map(|w| (w.mv, own - w.chance))
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .unwrap_or((mv, 0.0))
}

/// The opponent's reply `mv` at `at`: the deep weighing's best answer,
/// or one within [`REPLY_TOLERANCE`] of it for the opponent.
fn reply_step(
    at: &Position,
    mv: Move,
    rules: Rules,
    nodes: u64,
    step: usize,
    stop: &AtomicBool,
) -> Result<(), DeepFault> {
    let weighed = weigh(at, rules, nodes, stop).ok_or(DeepFault::Stopped)?;
    let shipped = weighed
        .iter()
        .find(|w| w.mv == mv)
        .map_or(0.0, |w| w.chance);
    let best = weighed
        .iter()
        .max_by(|a, b| a.chance.total_cmp(&b.chance))
        .expect("a reply is a legal move");
    if best.chance - shipped > REPLY_TOLERANCE {
        return Err(DeepFault::ReplyDiffers {
            step,
            shipped: mv.text(rules.edition, at.side),
            best: best.mv.text(rules.edition, at.side),
        });
    }
    Ok(())
}

/// Checks `puzzle`'s deep figures: confirmed again at the budget they name,
/// the same margins.
pub fn verify(puzzle: &Puzzle, stop: &AtomicBool) -> Result<Deep, DeepFault> {
    let shipped = puzzle.deep.as_ref().ok_or(DeepFault::Unconfirmed)?;
    let found = confirm(puzzle, shipped.nodes, stop)?;
    if rounded(&found.margins) != rounded(&shipped.margins) {
        return Err(DeepFault::FiguresDiffer {
            shipped: shipped.margins.clone(),
            found: found.margins,
        });
    }
    Ok(found)
}
