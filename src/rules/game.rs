//! A game: the position, its history, and how it ends (RULES.md §2).

use super::board::Side;
use super::lap::{self, Ending, Outcome};
use super::moves::MoveList;
use super::notation::Move;
use super::position::{Edition, Position, Rules};
use super::trace::{Event, NoTrace, Recorder, Sink};
use super::{kimasai, kiswahili, kujifunza};
use std::fmt;

/// §2: the game ends unranked after this many plies.
pub const MAX_PLIES: usize = 2000;

/// Trace events recorded before a move is suspected of never ending; past it
/// the move is finished untraced and, if it ends after all, played again traced.
const TRACE_CAP: usize = 1 << 20;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// The loser's front row is empty.
    FrontRowEmpty,
    /// The loser had no legal move at the start of their turn.
    NoLegalMove,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnrankedReason {
    NeverEndingMove,
    Repetition,
    MoveLimit,
    /// Four hours of active play: decided by the app, which keeps the clock.
    TimeLimit,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    Ongoing,
    Won { winner: Side, reason: WinReason },
    Unranked(UnrankedReason),
}

impl Status {
    pub fn is_over(self) -> bool {
        self != Status::Ongoing
    }
}

impl WinReason {
    pub fn name(self) -> &'static str {
        match self {
            WinReason::FrontRowEmpty => "front-row-empty",
            WinReason::NoLegalMove => "no-legal-move",
        }
    }
}

impl UnrankedReason {
    pub fn name(self) -> &'static str {
        match self {
            UnrankedReason::NeverEndingMove => "never-ending-move",
            UnrankedReason::Repetition => "repetition",
            UnrankedReason::MoveLimit => "move-limit",
            UnrankedReason::TimeLimit => "time-limit",
        }
    }
}

impl fmt::Display for Status {
    /// The engine interface's form: `ongoing`, `winner S front-row-empty`, `unranked repetition`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Status::Ongoing => f.write_str("ongoing"),
            Status::Won { winner, reason } => write!(f, "winner {winner} {}", reason.name()),
            Status::Unranked(reason) => write!(f, "unranked {}", reason.name()),
        }
    }
}

/// The legal moves of the side to move, in a fixed order (pit, then direction;
/// safari forms after the others). Empty if a front row is already empty.
pub fn legal_moves(pos: &Position, rules: &Rules) -> MoveList {
    let mut list = MoveList::new();
    legal_moves_into(pos, rules, &mut list);
    list
}

/// [`legal_moves`] into a list the caller keeps (cleared first).
pub fn legal_moves_into(pos: &Position, rules: &Rules, list: &mut MoveList) {
    list.clear();
    if pos.board.front_row_empty(Side::South) || pos.board.front_row_empty(Side::North) {
        return;
    }
    match pos.edition {
        Edition::Kujifunza => kujifunza::legal_moves(pos, list),
        Edition::Kiswahili => kiswahili::legal_moves(pos, rules, list),
        Edition::Kimasai => kimasai::legal_moves(pos, list),
    }
}

/// The opponent's front pits (bit `i`: their loop pit `i`) that the first
/// capture of some move of `side` would take, were it `side`'s turn, in
/// Kujifunza and Kiswahili (either stage). Kimasai: 0 (see the bots' evaluation).
pub fn capture_targets(pos: &Position, side: Side) -> u8 {
    match pos.edition {
        Edition::Kujifunza | Edition::Kiswahili => kiswahili::capture_targets(pos, side),
        Edition::Kimasai => 0,
    }
}

/// The status a position has on its own (§2, §7): a front row empty, then no legal move.
pub fn position_status(pos: &Position, legal: &[Move]) -> Status {
    let to_move = pos.side;
    for loser in [to_move, to_move.other()] {
        if pos.board.front_row_empty(loser) {
            return Status::Won {
                winner: loser.other(),
                reason: WinReason::FrontRowEmpty,
            };
        }
    }
    if legal.is_empty() {
        return Status::Won {
            winner: to_move.other(),
            reason: WinReason::NoLegalMove,
        };
    }
    Status::Ongoing
}

/// Plays a legal move on a copy of `pos`, without a trace: the bots' and
/// perft's step. On a never-ending move the returned position is `pos`.
pub fn play_untraced(pos: &Position, mv: Move, rules: &Rules) -> (Position, Outcome) {
    play_into(pos, mv, rules, &mut NoTrace)
}

/// [`play_untraced`] for the bots' search: a move still running after
/// `lap_cap` laps counts as never-ending (RULES.md §2 allows this inside a
/// search only).
pub fn play_for_search(
    pos: &Position,
    mv: Move,
    rules: &Rules,
    lap_cap: u64,
) -> (Position, Outcome) {
    let mut after = *pos;
    let outcome = lap::play_capped(&mut after, mv, rules, &mut NoTrace, lap_cap);
    if matches!(outcome.ending, Ending::NeverEnding { .. }) {
        return (*pos, outcome);
    }
    (after, outcome)
}

fn play_into<S: Sink>(
    pos: &Position,
    mv: Move,
    rules: &Rules,
    sink: &mut S,
) -> (Position, Outcome) {
    let mut after = *pos;
    let outcome = lap::play(&mut after, mv, rules, sink);
    if matches!(outcome.ending, Ending::NeverEnding { .. }) {
        return (*pos, outcome);
    }
    (after, outcome)
}

/// Plays a legal move and records its whole trace.
pub fn play_traced(pos: &Position, mv: Move, rules: &Rules) -> (Position, Outcome, Vec<Event>) {
    let mut recorder = Recorder::with_cap(TRACE_CAP);
    let (after, outcome) = play_into(pos, mv, rules, &mut recorder);
    let events = match outcome.ending {
        Ending::NeverEnding { .. } => recorder.events.pop().into_iter().collect(),
        _ if recorder.overflowed => {
            // A long move that ends after all: it is finite, so record it whole.
            let mut all = Recorder::with_cap(usize::MAX);
            play_into(pos, mv, rules, &mut all);
            all.events
        }
        _ => recorder.events,
    };
    (after, outcome, events)
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    GameOver(Status),
    Illegal { mv: String, legal: Vec<String> },
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver(status) => write!(f, "the game is over ({status})"),
            PlayError::Illegal { mv, legal } => {
                write!(
                    f,
                    "{mv} is not a legal move here; legal: {}",
                    legal.join(" ")
                )
            }
        }
    }
}

impl std::error::Error for PlayError {}

/// A game in progress: the single source of truth the app, the bots' matches,
/// the replays and the command line play through.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    start: Position,
    position: Position,
    /// Every position since the start (the current one last) and its hash, for §2 repetition.
    history: Vec<(u64, Position)>,
    moves: Vec<Move>,
    legal: MoveList,
    status: Status,
}

impl Game {
    pub fn new(rules: Rules) -> Game {
        Game::from_position(Position::start(rules.edition), rules.takasia)
    }

    /// A game from any position; its status is evaluated like any other (§7).
    pub fn from_position(position: Position, takasia: bool) -> Game {
        let rules = Rules {
            edition: position.edition,
            takasia,
        };
        let legal = legal_moves(&position, &rules);
        Game {
            rules,
            start: position,
            position,
            history: vec![(position.hash(), position)],
            moves: Vec::new(),
            status: position_status(&position, &legal),
            legal,
        }
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    pub fn edition(&self) -> Edition {
        self.rules.edition
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn start_position(&self) -> &Position {
        &self.start
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    pub fn status(&self) -> Status {
        self.status
    }

    /// The legal moves; none once the game is over.
    pub fn legal_moves(&self) -> &[Move] {
        if self.status.is_over() {
            &[]
        } else {
            &self.legal
        }
    }

    pub fn move_text(&self, mv: Move) -> String {
        mv.text(self.rules.edition, self.position.side)
    }

    /// Reads a move of the side to move and checks that it is legal.
    pub fn parse_move(&self, text: &str) -> Result<Move, String> {
        let mv = Move::parse(text, self.rules.edition, self.position.side)?;
        self.check(mv).map_err(|e| e.to_string())?;
        Ok(mv)
    }

    fn check(&self, mv: Move) -> Result<(), PlayError> {
        if self.status.is_over() {
            return Err(PlayError::GameOver(self.status));
        }
        if !self.legal.contains(&mv) {
            return Err(PlayError::Illegal {
                mv: self.move_text(mv),
                legal: self.legal.iter().map(|&m| self.move_text(m)).collect(),
            });
        }
        Ok(())
    }

    /// Plays a move and returns its trace; an illegal move changes nothing.
    pub fn play(&mut self, mv: Move) -> Result<Vec<Event>, PlayError> {
        self.check(mv)?;
        let (after, outcome, events) = play_traced(&self.position, mv, &self.rules);
        self.commit(mv, after, outcome);
        Ok(events)
    }

    /// Plays a move without recording a trace (selfplay, matches).
    pub fn play_untraced(&mut self, mv: Move) -> Result<Outcome, PlayError> {
        self.check(mv)?;
        let (after, outcome) = play_untraced(&self.position, mv, &self.rules);
        self.commit(mv, after, outcome);
        Ok(outcome)
    }

    /// The app's four-hour clock ran out.
    pub fn end_by_time_limit(&mut self) {
        if !self.status.is_over() {
            self.status = Status::Unranked(UnrankedReason::TimeLimit);
        }
    }

    fn commit(&mut self, mv: Move, after: Position, outcome: Outcome) {
        self.moves.push(mv);
        if matches!(outcome.ending, Ending::NeverEnding { .. }) {
            self.status = Status::Unranked(UnrankedReason::NeverEndingMove);
            return;
        }
        self.position = after;
        legal_moves_into(&after, &self.rules, &mut self.legal);
        self.status = position_status(&after, &self.legal);
        if self.status.is_over() {
            return;
        }
        let hash = after.hash();
        let seen = self
            .history
            .iter()
            .filter(|(h, p)| *h == hash && *p == after)
            .count();
        self.history.push((hash, after));
        if seen + 1 >= 3 {
            self.status = Status::Unranked(UnrankedReason::Repetition);
        } else if self.moves.len() >= MAX_PLIES {
            self.status = Status::Unranked(UnrankedReason::MoveLimit);
        }
    }
}
