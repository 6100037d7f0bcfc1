//! Negamax alpha-beta with iterative deepening, a transposition table and
//! move ordering (the previous best move, killers, history), with the
//! refinements its [`Method`] turns on (see `method.rs`: table buckets,
//! counter-moves, principal-variation search, aspiration windows,
//! quiescence and the rest). Budgets count nodes, never time, so a search
//! gives the same answer on every machine.
//!
//! A node is one position reached by playing one move, counted each time
//! the move is played (a long sowing counts one more for every
//! `LAPS_PER_NODE` laps): a re-search (of a null window, a reduced move,
//! an aspiration window) plays the moves below the position it searches
//! again and counts them again, a table hit counts the move that reached
//! it, the positions a quiescence search reaches count as any other, and
//! the evaluation at the horizon costs none. Equal-node matches between
//! methods, or against another engine, rest on this.

use super::eval::{DEFAULT_EVAL, Eval, evaluate_with};
use super::memory::Memory;
use super::method::{Method, default_method};
use super::ordering::{MAX_PLY, MoveOrder};
pub use super::table::{MATE, MATE_BOUND};
use super::table::{Searched, Table};
use crate::rules::{Move, MoveEnd, MoveList, Position, Rules, Side, legal_moves, play_for_search};
use std::sync::atomic::{AtomicBool, Ordering};

/// Inside a search, a move still sowing after this many laps is taken as
/// never-ending (a draw); RULES.md §2 allows it, the game itself is exact.
pub const SEARCH_LAP_CAP: u64 = 100_000;
/// Laps of sowing that cost as much as a node (an ordinary move has a few).
const LAPS_PER_NODE: u64 = 32;
/// The deepest ply at which the search counts a never-ending move as a draw:
/// the bot's own move (ply 0) and the reply (ply 1). Deeper they are left
/// out. In Bao la Kimasai a losing side can nearly always steer to one
/// within ten plies, so a search that believed in them everywhere would
/// score every line a draw and stop playing for a win; this one keeps its
/// own escape, avoids handing one over, and otherwise plays the position.
const ESCAPE_HORIZON: usize = 1;
/// The score `score_each` gives a move it leaves out: far below any loss.
const LEFT_OUT: i32 = i32::MIN / 4;
/// The most captures a quiescence search follows past the horizon.
const QUIESCE_PLIES: u32 = 4;
/// The most forced captures (`forced`) followed past the horizon.
const FORCED_PLIES: u32 = 2;
/// Late-move reductions start at this move of a node's order (the table's
/// move and the two killers come before) and at this remaining depth.
const LMR_FROM_MOVE: usize = 3;
const LMR_FROM_DEPTH: u32 = 3;
/// The half-width of the root's first window with `asp`, and the first
/// depth that uses it (the ones before are too cheap to gain).
const ASPIRATION: i32 = 100;
const ASPIRATION_FROM: u32 = 4;
/// How much shallower the search after a passed turn is (`null`).
const NULL_REDUCTION: u32 = 2;

/// A move played inside the search: what it is worth at once, or the
/// position to search on.
enum Child {
    /// The game ended, or a never-ending move was scored as a draw.
    Scored(i32),
    /// The position after the move, and whether the move took seeds.
    Search(Position, bool),
    /// A never-ending move beyond the escape horizon: not played.
    LeftOut,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    pub nodes: u64,
    pub depth: u32,
}

/// One completed iteration, for `info` lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Iteration {
    pub depth: u32,
    pub nodes: u64,
    pub score: i32,
    pub pv: Vec<Move>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    pub best: Move,
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
    pub iterations: Vec<Iteration>,
    /// The stop flag ended the search.
    pub stopped: bool,
}

pub struct Searcher<'a> {
    rules: Rules,
    method: Method,
    table: Table,
    /// Killers, history and counter-moves, learnt as the search goes.
    order: MoveOrder,
    nodes: u64,
    limit: u64,
    stop: &'a AtomicBool,
    aborted: bool,
    /// The last move scored beat alpha on its null window before the
    /// budget ran out in its re-search: at the root it is still the better
    /// move, and kept.
    beat_alpha_then_aborted: bool,
    /// The line being searched began with a passed turn (`null`).
    after_null: bool,
    /// Whether never-ending moves count as a draw (near the root); when not,
    /// the search leaves them out, as a player who cannot see them coming.
    escapes: bool,
    /// The evaluation at the horizon.
    eval: Eval,
    /// The next search goes on from a kept table and order (`recall`).
    recalled: bool,
}

impl<'a> Searcher<'a> {
    /// A searcher with a table of `2^table_bits` entries.
    pub fn new(rules: Rules, table_bits: u32, stop: &'a AtomicBool) -> Searcher<'a> {
        let method = default_method(rules.edition);
        Searcher {
            rules,
            method,
            table: Table::new(table_bits, method.buckets),
            order: MoveOrder::new(),
            nodes: 0,
            limit: 0,
            stop,
            aborted: false,
            beat_alpha_then_aborted: false,
            after_null: false,
            escapes: true,
            eval: DEFAULT_EVAL,
            recalled: false,
        }
    }

    /// A searcher that evaluates with `eval`.
    pub fn with_eval(mut self, eval: Eval) -> Self {
        self.eval = eval;
        self
    }

    /// A searcher with the refinements of `method`.
    pub fn with_method(mut self, method: Method) -> Self {
        self.method = method;
        self.table.follow(method);
        self
    }

    /// The share of table probes that found their position, since the last
    /// search began (the replacement scheme is judged by it).
    pub fn hit_rate(&self) -> f64 {
        self.table.hit_rate()
    }

    /// A searcher that never plays a never-ending move while another move
    /// exists, and does not expect the opponent to (the weak levels).
    pub fn without_escapes(mut self) -> Self {
        self.escapes = false;
        self
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Forgets everything learnt, so a search never depends on the ones
    /// before it, unless it was told to go on from a memory (`recall`).
    fn reset(&mut self, limit: u64) {
        if std::mem::take(&mut self.recalled) {
            self.table.age();
            self.order.age();
        } else {
            self.table.clear();
            self.order.forget();
        }
        self.nodes = 0;
        self.limit = limit;
        self.aborted = false;
        self.beat_alpha_then_aborted = false;
        self.after_null = false;
    }

    /// Iterative deepening from `position` (which must have a legal move).
    pub fn search(&mut self, position: &Position, limits: Limits) -> SearchResult {
        self.search_reporting(position, limits, &mut |_| {})
    }

    /// [`Searcher::search`], passing each completed depth to `report` as it
    /// completes (the engine interface's `info` lines).
    pub fn search_reporting(
        &mut self,
        position: &Position,
        limits: Limits,
        report: &mut dyn FnMut(&Iteration),
    ) -> SearchResult {
        self.reset(limits.nodes);
        let mut moves = legal_moves(position, &self.rules);
        assert!(!moves.is_empty(), "search needs a legal move");
        let mut result = SearchResult {
            best: moves[0],
            score: 0,
            depth: 0,
            nodes: 0,
            iterations: Vec::new(),
            stopped: false,
        };
        if moves.len() == 1 {
            return result;
        }
        for depth in 1..=limits.depth.min(MAX_PLY as u32 - 1) {
            let Some((best, pv_tail)) = self.aspired(position, &mut moves, depth, &mut result)
            else {
                break;
            };
            // Only never-ending moves, left out: the game ends unranked anyway.
            let (mv, score) = best.unwrap_or((moves[0], 0));
            if self.method.plays_iteration(depth) || score.abs() > MATE_BOUND {
                result.best = mv;
                result.score = score;
                result.depth = depth;
            }
            let mut pv = vec![mv];
            pv.extend(pv_tail);
            let iteration = Iteration {
                depth,
                nodes: self.nodes,
                score,
                pv,
            };
            report(&iteration);
            result.iterations.push(iteration);
            // The best move first next time; the rest keep their order.
            let mut ordered = MoveList::new();
            ordered.push(mv);
            for &m in moves.iter().filter(|&&m| m != mv) {
                ordered.push(m);
            }
            moves = ordered;
            if score.abs() > MATE_BOUND {
                break; // a forced result is found; deeper will not change it
            }
        }
        result.nodes = self.nodes;
        result.stopped = self.stop.load(Ordering::Relaxed);
        result
    }

    /// With `keep`, the next search goes on from what `memory` holds (when
    /// its table is this one's size) instead of starting afresh.
    pub fn recall(&mut self, memory: &mut Memory) {
        if let Some(kept) = memory.take(self.table.len()).filter(|_| self.method.keep) {
            self.table = kept.table;
            self.table.follow(self.method);
            self.order = kept.order;
            self.recalled = true;
        }
    }

    /// With `keep`, leaves what the searches learnt in `memory`.
    pub fn leave(self, memory: &mut Memory) {
        if self.method.keep {
            memory.keep(self.table, self.order);
        }
    }

    /// One iteration at `depth`, with `asp` first in a window of
    /// `ASPIRATION` around the score of the iteration before, searched
    /// again with the full window on the side it fails (a move that failed
    /// high first).
    fn aspired(
        &mut self,
        position: &Position,
        moves: &mut MoveList,
        depth: u32,
        result: &mut SearchResult,
    ) -> Option<(Option<(Move, i32)>, Vec<Move>)> {
        let full = (-MATE - 1, MATE + 1);
        let mut window = match result.iterations.last() {
            Some(last) if self.method.asp && depth >= ASPIRATION_FROM => {
                (last.score - ASPIRATION, last.score + ASPIRATION)
            }
            _ => full,
        };
        loop {
            let (best, tail) = self.root_iteration(position, moves, depth, window, result)?;
            match best {
                None if window.0 > full.0 => window.0 = full.0,
                Some((mv, score)) if score >= window.1 && window.1 < full.1 => {
                    window.1 = full.1;
                    let mut first = MoveList::new();
                    first.push(mv);
                    moves
                        .iter()
                        .filter(|&&m| m != mv)
                        .for_each(|&m| first.push(m));
                    *moves = first;
                }
                _ => return Some((best, tail)),
            }
        }
    }

    /// One iteration over the root's moves at `depth` in the window
    /// `alpha`..`beta`: the best move with its score (none where every
    /// move fails low), and the line after it; stops at a move that fails
    /// high. `None` when the budget ran out, `result` then keeping what the
    /// unfinished iteration proved.
    fn root_iteration(
        &mut self,
        position: &Position,
        moves: &MoveList,
        depth: u32,
        (mut alpha, beta): (i32, i32),
        result: &mut SearchResult,
    ) -> Option<(Option<(Move, i32)>, Vec<Move>)> {
        let mut best: Option<(Move, i32)> = None;
        let mut pv_tail = Vec::new();
        for (i, &mv) in moves.iter().enumerate() {
            let Some((score, tail)) = self.move_score(position, mv, i, depth, 0, alpha, beta)
            else {
                continue;
            };
            if self.aborted && self.method.whole {
                return None;
            }
            if self.aborted {
                if i > 0 && self.beat_alpha_then_aborted && best.is_some() {
                    result.best = mv;
                    result.score = score;
                    return None;
                }
                // Keep a better move found after the old best was searched in full.
                if i > 0
                    && let Some((mv, score)) = best
                    && (self.method.partial || score > result.score)
                {
                    result.best = mv;
                    result.score = score;
                }
                return None;
            }
            if score > alpha {
                alpha = score;
                best = Some((mv, score));
                pv_tail = tail;
            }
            if alpha >= beta {
                break;
            }
        }
        (!self.aborted).then_some((best, pv_tail))
    }

    /// The score of every root move, each searched with a full window to `depth`
    /// plies (for the weak levels, which choose among them with noise).
    pub fn score_each(&mut self, position: &Position, depth: u32, limit: u64) -> Vec<(Move, i32)> {
        self.reset(limit);
        legal_moves(position, &self.rules)
            .iter()
            .map(|&mv| {
                let scored = self.move_score(position, mv, 0, depth, 0, -MATE - 1, MATE + 1);
                // A left-out move scores below every other, a loss included,
                // whatever noise is added.
                (mv, scored.map_or(LEFT_OUT, |(score, _)| score))
            })
            .collect()
    }

    /// Plays `mv` and says what it is worth at once, or what to search.
    fn play_child(&mut self, position: &Position, mv: Move, ply: usize) -> Child {
        let (child, outcome) = play_for_search(position, mv, &self.rules, SEARCH_LAP_CAP);
        // Long sowings cost their time: the budget stays a bound on time.
        self.nodes += 1 + outcome.laps / LAPS_PER_NODE;
        match outcome.ending {
            MoveEnd::GameOver { loser } if loser == position.side => {
                Child::Scored(-(MATE - ply as i32 - 1))
            }
            MoveEnd::GameOver { .. } => Child::Scored(MATE - ply as i32 - 1),
            // A never-ending move ends the game unranked: a draw, a hair below
            // an even game for the bot itself, so it plays on when it can.
            MoveEnd::NeverEnding { .. } if self.escapes && ply == 0 => Child::Scored(-1),
            MoveEnd::NeverEnding { .. } if self.escapes && ply <= ESCAPE_HORIZON => {
                Child::Scored(0)
            }
            MoveEnd::NeverEnding { .. } => Child::LeftOut,
            MoveEnd::Done => {
                let them = position.side.other();
                let took = on_board(&child, them) < on_board(position, them);
                Child::Search(child, took)
            }
        }
    }

    /// Plays `mv`, the `index`th move of its node's order, and scores it for
    /// the mover in the window `alpha`..`beta`, with the principal variation
    /// after it; `None` for a never-ending move beyond the escape horizon.
    /// With `pvs` a move after the first is tried with a null window first
    /// (and, with `lmr`, a ply shallower when it is late and takes nothing),
    /// then searched again only where it may beat `alpha`.
    fn move_score(
        &mut self,
        position: &Position,
        mv: Move,
        index: usize,
        depth: u32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> Option<(i32, Vec<Move>)> {
        let (child, took) = match self.play_child(position, mv, ply) {
            Child::LeftOut => return None,
            Child::Scored(score) => return Some((score, Vec::new())),
            Child::Search(child, took) => (child, took),
        };
        let mut pv = Vec::new();
        let next = ply + 1;
        self.order.played(mv, ply);
        if !self.method.pvs || index == 0 {
            let score = -self.negamax(&child, depth - 1, next, -beta, -alpha, &mut pv);
            return Some((score, pv));
        }
        let late = self.method.lmr && !took && index >= LMR_FROM_MOVE && depth >= LMR_FROM_DEPTH;
        let reduced = depth - 1 - late as u32;
        let mut score = -self.negamax(&child, reduced, next, -alpha - 1, -alpha, &mut pv);
        if score > alpha && late && !self.aborted {
            score = -self.negamax(&child, depth - 1, next, -alpha - 1, -alpha, &mut pv);
        }
        if score > alpha && score < beta && !self.aborted {
            let bound = score;
            score = -self.negamax(&child, depth - 1, next, -beta, -alpha, &mut pv);
            if self.aborted && ply == 0 {
                self.beat_alpha_then_aborted = true;
                score = bound;
            }
        }
        Some((score, pv))
    }

    fn negamax(
        &mut self,
        position: &Position,
        depth: u32,
        ply: usize,
        alpha: i32,
        beta: i32,
        pv: &mut Vec<Move>,
    ) -> i32 {
        pv.clear();
        if self.aborts() {
            return 0;
        }
        if depth == 0 || ply >= MAX_PLY - 1 {
            return self.leaf(position, ply, alpha, beta);
        }
        let key = position.hash();
        let slot = self.table.slot(key);
        // Near the root a never-ending move scores as a draw, deeper it is
        // left out: a score from one side of the horizon is wrong on the
        // other, so there the table only orders moves.
        let escape_scored = self.escapes && ply <= ESCAPE_HORIZON;
        let (table_move, known) =
            self.table
                .probe((slot, key), (depth, ply), (alpha, beta), escape_scored);
        if let Some(score) = known {
            if let Some(mv) = table_move {
                pv.push(mv);
            }
            return score;
        }
        let moves = legal_moves(position, &self.rules);
        if moves.is_empty() {
            // RULES.md §2: no legal move at the start of a turn loses.
            return -(MATE - ply as i32);
        }
        if self.passes(position, depth, ply, beta, moves.len()) {
            return beta;
        }
        // `single`: a forced move costs the line no depth.
        let depth = depth + (self.method.single && moves.len() == 1) as u32;
        let ordered = self
            .order
            .order((position, &moves), table_move, ply, self.method);
        let Some((best_score, best_move, child_pv)) =
            self.best_of(position, &ordered, (depth, ply), alpha, beta)
        else {
            return 0;
        };
        // Depth 0 is never deep enough to cut: the move alone is kept.
        let searched = Searched {
            depth: if escape_scored { 0 } else { depth },
            ply,
            window: (alpha, beta),
            best_move,
            best_score,
        };
        self.table.store(slot, key, searched);
        pv.extend(std::iter::once(best_move).chain(child_pv));
        best_score
    }

    /// A node's moves searched in their order: its best score, best move and
    /// that move's line; `None` when the search was stopped, or when every
    /// move never ends (the game ends unranked whatever is played): either
    /// way the node scores 0 and nothing is stored.
    fn best_of(
        &mut self,
        position: &Position,
        ordered: &[Move],
        (depth, ply): (u32, usize),
        mut alpha: i32,
        beta: i32,
    ) -> Option<(i32, Move, Vec<Move>)> {
        let mut best_score = -MATE - 1;
        let mut best_move = ordered[0];
        let mut child_pv = Vec::new();
        for (i, &mv) in ordered.iter().enumerate() {
            let Some((score, tail)) = self.move_score(position, mv, i, depth, ply, alpha, beta)
            else {
                continue;
            };
            if self.aborted {
                return None;
            }
            if score > best_score {
                best_score = score;
                best_move = mv;
                if score > alpha {
                    alpha = score;
                    child_pv = tail;
                }
            }
            if alpha >= beta {
                let at = (ply, position.side.index(), depth);
                self.order.reward(mv, at, self.method, &ordered[..i]);
                break;
            }
        }
        (best_score > -MATE - 1).then_some((best_score, best_move, child_pv))
    }

    /// Null-move pruning (`null`): whether the side to move, standing at or
    /// above `beta`, would stay there even if it passed the turn, searched
    /// `NULL_REDUCTION` plies shallower. Never inside a passed turn's own
    /// search, near the root, or with a win or loss in the window.
    fn passes(
        &mut self,
        position: &Position,
        depth: u32,
        ply: usize,
        beta: i32,
        moves: usize,
    ) -> bool {
        if !self.method.null
            || self.after_null
            || depth <= NULL_REDUCTION
            || ply <= ESCAPE_HORIZON
            || beta.abs() >= MATE_BOUND
            || evaluate_with(self.eval, position, moves) < beta
        {
            return false;
        }
        let mut passed = *position;
        passed.side = position.side.other();
        passed.takasia_pit = None;
        self.nodes += 1;
        self.after_null = true;
        let mut pv = Vec::new();
        let depth = depth - 1 - NULL_REDUCTION;
        let score = -self.negamax(&passed, depth, ply + 1, -beta, -beta + 1, &mut pv);
        self.after_null = false;
        !self.aborted && score >= beta
    }

    /// The score at the search's horizon.
    fn leaf(&mut self, position: &Position, ply: usize, alpha: i32, beta: i32) -> i32 {
        if self.method.forced {
            self.quiesce(position, ply, alpha, beta, FORCED_PLIES)
        } else if self.method.quiesce {
            self.quiesce(position, ply, alpha, beta, QUIESCE_PLIES)
        } else {
            self.horizon(position, ply)
        }
    }

    /// The score past the horizon: the evaluation's where the side to move
    /// has no capture, else the best of its captures searched on, up to
    /// `left` more of them, and with `qs` of standing (the evaluation)
    /// although a capture is compulsory. With `forced` the side must
    /// capture, as the rules say (RULES.md §3, §4: capture is compulsory
    /// when possible): an even horizon and an odd one then both end where
    /// the mover has nothing to take, instead of one of them scoring a
    /// capture the evaluation only prices as a threat.
    fn quiesce(
        &mut self,
        position: &Position,
        ply: usize,
        alpha: i32,
        beta: i32,
        left: u32,
    ) -> i32 {
        if self.aborts() {
            return 0;
        }
        let moves = legal_moves(position, &self.rules);
        if moves.is_empty() {
            // RULES.md §2: no legal move at the start of a turn loses.
            return -(MATE - ply as i32);
        }
        let stand = evaluate_with(self.eval, position, moves.len());
        let forced = self.method.forced;
        if left == 0 || ply >= MAX_PLY - 1 || (!forced && stand >= beta) || !has_capture(position) {
            return stand;
        }
        let (mut alpha, mut best) = if forced {
            (alpha, -MATE - 1)
        } else {
            (alpha.max(stand), stand)
        };
        for &mv in moves.iter() {
            let score = match self.play_child(position, mv, ply) {
                Child::LeftOut | Child::Search(_, false) => continue,
                Child::Scored(score) => score,
                Child::Search(child, true) => {
                    -self.quiesce(&child, ply + 1, -beta, -alpha, left - 1)
                }
            };
            if self.aborted {
                return 0;
            }
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        if best == -MATE - 1 { stand } else { best }
    }

    /// Whether the search stops here: the node budget is spent, or the stop
    /// flag is set (looked at only when the node count is a multiple of 256).
    #[inline(always)]
    fn aborts(&mut self) -> bool {
        if self.nodes >= self.limit || (self.nodes & 255 == 0 && self.stop.load(Ordering::Relaxed))
        {
            self.aborted = true;
        }
        self.aborted
    }

    /// The score at the horizon: the evaluation's, unless the side to move
    /// has no legal move.
    #[inline(always)]
    fn horizon(&self, position: &Position, ply: usize) -> i32 {
        // A side with no legal move has lost (RULES.md §2), even at the horizon.
        let moves = legal_moves(position, &self.rules).len();
        if moves == 0 {
            return -(MATE - ply as i32);
        }
        evaluate_with(self.eval, position, moves)
    }
}

/// Seeds on `side`'s rows.
#[inline(always)]
fn on_board(position: &Position, side: Side) -> u32 {
    position.board.row(side).iter().map(|&n| n as u32).sum()
}

/// Whether the side to move has a move that captures.
#[inline(always)]
fn has_capture(position: &Position) -> bool {
    super::features::targets(position, position.side) != 0
}
