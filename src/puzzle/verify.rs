//! Verification: a puzzle's line derived again from its position at its
//! verification budget (ten times the budget it was found at) must be the
//! line shipped, move for move, with the same kind, margins and themes.
//! The searches count nodes, never time, so any machine derives the same.

use super::find::Found;
use super::judge::{Kind, one_good, only_defence, weigh};
use super::{Puzzle, Theme, VERIFY_FACTOR, find, rating, themes};
use crate::rules::{Move, MoveEnd, Position, Rules, Side, legal_moves, play_untraced};
use std::sync::atomic::AtomicBool;

/// A puzzle's line as derived at a budget.
#[derive(Clone, Debug, PartialEq)]
pub struct Derived {
    pub solution: Vec<Move>,
    pub kind: Kind,
    pub margins: Vec<f64>,
    pub themes: Vec<Theme>,
}

/// Why a puzzle fails verification.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum VerifyFault {
    #[error("the opponent's move {0} is not legal in the puzzle's position")]
    IllegalSetup(String),
    #[error("the opponent's move ends the game")]
    SetupEnds,
    #[error("the solver has one legal move: no puzzle")]
    OnlyMove,
    #[error("no move stands out as the one good move")]
    NoOneGood,
    #[error("the line is {found}, not {shipped}")]
    LineDiffers { shipped: String, found: String },
    #[error("the kind is {found}, not {shipped}")]
    KindDiffers {
        shipped: &'static str,
        found: &'static str,
    },
    #[error("the margins are {found:?}, not {shipped:?}")]
    MarginsDiffer { shipped: Vec<f64>, found: Vec<f64> },
    #[error("the themes are {found}, not {shipped}")]
    ThemesDiffer { shipped: String, found: String },
    #[error("the search was stopped")]
    Stopped,
}

/// The puzzle after `setup` from `before`, derived at `nodes`.
pub fn derive(
    before: &Position,
    setup: Move,
    rules: Rules,
    nodes: u64,
    stop: &AtomicBool,
) -> Result<Derived, VerifyFault> {
    if !legal_moves(before, &rules).contains(&setup) {
        return Err(VerifyFault::IllegalSetup(
            setup.text(rules.edition, before.side),
        ));
    }
    let (start, outcome) = play_untraced(before, setup, &rules);
    if outcome.ending != MoveEnd::Done {
        return Err(VerifyFault::SetupEnds);
    }
    if legal_moves(&start, &rules).len() < 2 {
        return Err(VerifyFault::OnlyMove);
    }
    let weighed = weigh(&start, rules, nodes, stop).ok_or(VerifyFault::Stopped)?;
    let first = one_good(&weighed).ok_or(VerifyFault::NoOneGood)?;
    let (solution, margins) =
        find::line_from(&start, first, rules, nodes, stop).ok_or(VerifyFault::Stopped)?;
    let mut themes = themes::of_line(&start, &solution, &rules);
    if only_defence(&weighed, first.mv) {
        themes.push(Theme::Defence);
        themes.sort();
    }
    Ok(Derived {
        solution,
        kind: first.kind,
        margins,
        themes,
    })
}

/// Margins are written with three decimals.
pub fn rounded(margins: &[f64]) -> Vec<f64> {
    margins
        .iter()
        .map(|m| (m * 1000.0).round() / 1000.0)
        .collect()
}

/// A line as the records write it, from `side` to move first.
fn moves_text(rules: Rules, side: Side, moves: &[Move]) -> String {
    let texts: Vec<String> = moves
        .iter()
        .enumerate()
        .map(|(k, m)| {
            let mover = if k % 2 == 0 { side } else { side.other() };
            m.text(rules.edition, mover)
        })
        .collect();
    texts.join(" ")
}

fn themes_text(themes: &[Theme]) -> String {
    let names: Vec<&str> = themes.iter().map(|t| t.name()).collect();
    names.join(" ")
}

/// Checks `puzzle` at its verification budget: the derived line, kind,
/// margins and themes must be the shipped ones.
pub fn verify(puzzle: &Puzzle, stop: &AtomicBool) -> Result<Derived, VerifyFault> {
    let derived = derive(
        &puzzle.before,
        puzzle.setup,
        puzzle.rules,
        puzzle.verified_nodes,
        stop,
    )?;
    let solver = puzzle.start().side;
    if derived.solution != puzzle.solution {
        return Err(VerifyFault::LineDiffers {
            shipped: moves_text(puzzle.rules, solver, &puzzle.solution),
            found: moves_text(puzzle.rules, solver, &derived.solution),
        });
    }
    if derived.kind != puzzle.kind {
        return Err(VerifyFault::KindDiffers {
            shipped: puzzle.kind.name(),
            found: derived.kind.name(),
        });
    }
    if rounded(&derived.margins) != rounded(&puzzle.margins) {
        return Err(VerifyFault::MarginsDiffer {
            shipped: puzzle.margins.clone(),
            found: derived.margins.clone(),
        });
    }
    if derived.themes != puzzle.themes {
        return Err(VerifyFault::ThemesDiffer {
            shipped: themes_text(&puzzle.themes),
            found: themes_text(&derived.themes),
        });
    }
    Ok(derived)
}

/// The line of `found` derived again at `nodes`, when it keeps the same
/// first move and kind: the puzzle stands at the deeper search too.
pub fn confirmed(found: &Found, rules: Rules, nodes: u64, stop: &AtomicBool) -> Option<Derived> {
    let derived = derive(&found.before, found.setup, rules, nodes, stop).ok()?;
    let same = derived.solution.first() == found.solution.first() && derived.kind == found.kind;
    same.then_some(derived)
}

/// A verified puzzle, rated by the budgets that miss it, named `id`.
pub fn finished(
    (found, derived): (Found, Derived),
    rules: Rules,
    id: String,
    source: &str,
    found_nodes: u64,
) -> Puzzle {
    let start = play_untraced(&found.before, found.setup, &rules).0;
    let (rating, _) = rating::from_bots(&start, &derived.solution, rules);
    Puzzle {
        id,
        rules,
        before: found.before,
        setup: found.setup,
        solution: derived.solution,
        kind: derived.kind,
        margins: derived.margins,
        themes: derived.themes,
        rating,
        deviation: rating::START_DEVIATION,
        source: source.to_string(),
        found_nodes,
        verified_nodes: found_nodes * VERIFY_FACTOR,
        deep: None,
    }
}
