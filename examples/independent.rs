//! An opponent that shares only the rules with the bots: a textbook
//! negamax alpha-beta (iterative deepening, one always-replace table, the
//! table's move first) over a material evaluation, none of `src/bot`. It
//! speaks the part of `bao engine`'s text interface that
//! `calibration/versus.py` uses, so a match can give it many times the
//! bots' nodes (issue 52: the bots against an independent engine given
//! sixteen times their nodes):
//!
//!     cargo build --release --no-default-features --example independent
//!     python3 calibration/versus.py target/release/examples/independent \
//!         target/release/bao --a-nodes 1600000 --nodes 100000
//!
//! A node is what the bots count: one position reached by one move, and
//! one more for every 32 laps of a long sowing.

use bao::cli::engine::{Input, MAX_LINE, read_line_bounded};
use bao::rules::{
    Edition, Game, Move, MoveEnd, Position, Rules, Side, legal_moves, play_for_search,
};
use std::io::Write;

/// A win, less the plies to reach it, so the nearest win is preferred.
const WIN: i32 = 1_000_000;
/// A move still sowing after this many laps counts as a draw.
const LAP_CAP: u64 = 100_000;
/// A long sowing costs a node for every this many laps, as the bots count.
const LAPS_PER_NODE: u64 = 32;
const TABLE_BITS: u32 = 20;
const MAX_DEPTH: u32 = 64;

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    depth: u32,
    score: i32,
    bound: Bound,
    best: Option<Move>,
}

#[derive(Clone, Copy, Default, PartialEq)]
enum Bound {
    #[default]
    Exact,
    Lower,
    Upper,
}

struct Search {
    rules: Rules,
    nodes: u64,
    budget: u64,
    table: Vec<Entry>,
}

/// Seeds a side holds (board and store), then its occupied front pits:
/// what a player counts first in any mancala.
fn material(position: &Position, side: Side) -> i32 {
    let row = &position.board.pits[side.index()];
    let seeds: i32 = row.iter().map(|&n| i32::from(n)).sum();
    let front = row[..8].iter().filter(|&&n| n > 0).count() as i32;
    100 * (seeds + i32::from(position.stores[side.index()])) + 10 * front
}

fn evaluate(position: &Position) -> i32 {
    material(position, position.side) - material(position, position.side.other())
}

impl Search {
    fn new(rules: Rules, budget: u64) -> Search {
        Search {
            rules,
            nodes: 0,
            budget,
            table: vec![Entry::default(); 1 << TABLE_BITS],
        }
    }

    fn slot(key: u64) -> usize {
        (key >> (64 - TABLE_BITS)) as usize
    }

    /// The position's score for its mover, or None once the budget is spent.
    fn negamax(
        &mut self,
        position: &Position,
        depth: u32,
        ply: i32,
        mut alpha: i32,
        beta: i32,
    ) -> Option<i32> {
        let moves = legal_moves(position, &self.rules);
        if moves.is_empty() {
            return Some(-(WIN - ply));
        }
        if depth == 0 {
            return Some(evaluate(position));
        }
        let key = position.hash();
        let entry = self.table[Self::slot(key)];
        let hit = entry.key == key;
        if hit && entry.depth >= depth {
            let settles = match entry.bound {
                Bound::Exact => true,
                Bound::Lower => entry.score >= beta,
                Bound::Upper => entry.score <= alpha,
            };
            if settles {
                return Some(entry.score);
            }
        }
        let mut order: Vec<Move> = moves.iter().copied().collect();
        if let Some(first) = entry.best.filter(|_| hit)
            && let Some(i) = order.iter().position(|&m| m == first)
        {
            order[..=i].rotate_right(1);
        }
        let (start, mut best, mut best_move) = (alpha, -WIN - 1, None);
        for mv in order {
            let score = self.child(position, mv, depth, ply, alpha, beta)?;
            if score > best {
                (best, best_move) = (score, Some(mv));
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        let bound = if best <= start {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table[Self::slot(key)] = Entry {
            key,
            depth,
            score: best,
            bound,
            best: best_move,
        };
        Some(best)
    }

    /// One move's score for the mover at `position`.
    fn child(
        &mut self,
        position: &Position,
        mv: Move,
        depth: u32,
        ply: i32,
        alpha: i32,
        beta: i32,
    ) -> Option<i32> {
        if self.nodes >= self.budget {
            return None;
        }
        let (after, outcome) = play_for_search(position, mv, &self.rules, LAP_CAP);
        self.nodes += 1 + outcome.laps / LAPS_PER_NODE;
        match outcome.ending {
            MoveEnd::GameOver { loser } if loser == position.side => Some(-(WIN - ply - 1)),
            MoveEnd::GameOver { .. } => Some(WIN - ply - 1),
            MoveEnd::NeverEnding { .. } => Some(0),
            MoveEnd::Done => Some(-self.negamax(&after, depth - 1, ply + 1, -beta, -alpha)?),
        }
    }

    /// The best move of the deepest finished iteration, with a line of
    /// `info` for each.
    fn best(&mut self, game: &Game, out: &mut impl Write) -> std::io::Result<Move> {
        let position = *game.position();
        let mut best = game.legal_moves()[0];
        for depth in 1..=MAX_DEPTH {
            let Some(score) = self.negamax(&position, depth, 0, -WIN - 1, WIN + 1) else {
                break;
            };
            let entry = self.table[Self::slot(position.hash())];
            if let Some(mv) = entry.best.filter(|_| entry.key == position.hash()) {
                best = mv;
            }
            let (nodes, text) = (self.nodes, game.move_text(best));
            writeln!(
                out,
                "info depth {depth} nodes {nodes} score {score} pv {text}"
            )?;
            if score.abs() > WIN - 1000 {
                break;
            }
        }
        Ok(best)
    }
}

/// Answers one command; false on `quit`.
fn answer(game: &mut Option<Game>, line: &str, out: &mut impl Write) -> std::io::Result<bool> {
    let words: Vec<&str> = line.split_whitespace().collect();
    match (words.first().copied(), game.as_mut()) {
        (Some("quit"), _) => return Ok(false),
        (Some("new"), _) => match words.get(1).and_then(|e| Edition::parse(e)) {
            Some(edition) => {
                *game = Some(Game::new(Rules::new(edition)));
                writeln!(out, "ok")?;
            }
            None => writeln!(out, "error: new kujifunza, kiswahili or kimasai")?,
        },
        (Some("set"), Some(_)) => writeln!(out, "ok")?,
        (Some("play"), Some(game)) => {
            for text in &words[1..] {
                let played = game.parse_move(text).and_then(|mv| game.play_untraced(mv));
                if let Err(error) = played {
                    writeln!(out, "error: move '{text}': {error}")?;
                    return Ok(true);
                }
            }
            writeln!(out, "ok")?;
        }
        (Some("status"), Some(game)) => writeln!(out, "status {}", game.status())?,
        (Some("legal"), Some(game)) => {
            let moves: Vec<String> = game
                .legal_moves()
                .iter()
                .map(|&m| game.move_text(m))
                .collect();
            writeln!(out, "legal {}", moves.join(" "))?;
        }
        (Some("go"), Some(game)) if !game.legal_moves().is_empty() => {
            let budget = match words[1..] {
                ["nodes", n] => n.parse().ok(),
                _ => None,
            };
            let Some(budget) = budget else {
                writeln!(out, "error: go nodes N")?;
                return Ok(true);
            };
            let mv = Search::new(game.rules(), budget).best(game, out)?;
            writeln!(out, "bestmove {}", game.move_text(mv))?;
        }
        (Some(_), None) => writeln!(out, "error: no game: new <edition> first")?,
        _ => writeln!(out, "error: unknown command '{line}'")?,
    }
    Ok(true)
}

fn main() -> std::io::Result<()> {
    let (stdin, stdout) = (std::io::stdin(), std::io::stdout());
    let (mut input, mut out) = (stdin.lock(), stdout.lock());
    let mut game = None;
    // `bao engine`'s own reader: a line over the bound is skipped, never held.
    while let Some(read) = read_line_bounded(&mut input, MAX_LINE)? {
        match read {
            Input::Line(line) => {
                if !answer(&mut game, line.trim(), &mut out)? {
                    return Ok(());
                }
            }
            Input::TooLong(length) => {
                writeln!(out, "error: a line of {length} bytes, over {MAX_LINE}")?
            }
        }
        out.flush()?;
    }
    Ok(())
}
