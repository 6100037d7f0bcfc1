//! A game: the position, its history, and how it ends (RULES.md §2).

use super::lap::{MoveEnd, MoveOutcome};
use super::moves::MoveList;
use super::notation::{Move, NotationError};
use super::play::{
    LapBudget, OpenChoices, legal_moves, legal_moves_into, open_choices, play_traced,
    play_untraced, trace_until_safari,
};
use super::position::{Edition, Position, Rules};
use super::status::{Status, UnrankedReason, position_status};
use super::trace::Event;
use std::fmt;

/// §2: the game ends unranked after this many plies.
pub const MAX_PLIES: usize = 2000;

/// Why a move was not played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game has ended: no move is played any more.
    GameOver(Status),
    /// The text is not a move of the side to move.
    Notation(NotationError),
    /// A move, but not a legal one here.
    Illegal { mv: String, legal: Vec<String> },
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver(status) => write!(f, "the game is over ({status})"),
            PlayError::Notation(why) => why.fmt(f),
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

impl From<NotationError> for PlayError {
    fn from(why: NotationError) -> PlayError {
        PlayError::Notation(why)
    }
}

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
        Game::begun(position, rules, legal)
    }

    /// A game at its first position, whose legal moves are known.
    fn begun(position: Position, rules: Rules, legal: MoveList) -> Game {
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
    pub fn parse_move(&self, text: &str) -> Result<Move, PlayError> {
        if self.status.is_over() {
            return Err(PlayError::GameOver(self.status));
        }
        let mv = Move::parse(text, self.rules.edition, self.position.side)?;
        self.check(mv)?;
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

    /// What the legal move `mv` leaves for the player to choose: the kichwa
    /// of a central namua capture, and the safari question.
    pub fn open_choices(&self, mv: Move) -> OpenChoices {
        open_choices(&self.position, &self.rules, mv)
    }

    /// The part of the trace of `mv` before its safari question (shared by
    /// both answers); `None` when `mv` is not legal or asks none.
    pub fn trace_until_safari(&self, mv: Move) -> Option<Vec<Event>> {
        self.check(mv).ok()?;
        trace_until_safari(&self.position, &self.rules, mv)
    }

    /// The trace `mv` would have, without playing it (a preview).
    pub fn preview(&self, mv: Move) -> Result<Vec<Event>, PlayError> {
        self.check(mv)?;
        Ok(play_traced(&self.position, mv, &self.rules).2)
    }

    /// Plays a move and returns its trace; an illegal move changes nothing.
    pub fn play(&mut self, mv: Move) -> Result<Vec<Event>, PlayError> {
        self.check(mv)?;
        let (after, outcome, events) = play_traced(&self.position, mv, &self.rules);
        self.commit(mv, after, outcome);
        Ok(events)
    }

    /// Plays a move without recording a trace (selfplay, matches).
    pub fn play_untraced(&mut self, mv: Move) -> Result<MoveOutcome, PlayError> {
        self.check(mv)?;
        let (after, outcome) = play_untraced(&self.position, mv, &self.rules);
        self.commit(mv, after, outcome);
        Ok(outcome)
    }

    /// [`Game::from_position`] within `budget` (its move generation plays
    /// the namua captures to find the safari forms); `None` when the budget
    /// stopped it.
    pub fn from_position_budgeted(
        position: Position,
        takasia: bool,
        budget: &mut LapBudget<'_>,
    ) -> Option<Game> {
        let rules = Rules {
            edition: position.edition,
            takasia,
        };
        let legal = budget.legal_moves(&position, &rules)?;
        Some(Game::begun(position, rules, legal))
    }

    /// [`Game::play_untraced`] within `budget`: the move, and the move
    /// generation after it. `Ok(None)` when the budget stopped either (see
    /// [`LapBudget::stopped`]): the move is undecided and the game unchanged.
    pub fn play_budgeted(
        &mut self,
        mv: Move,
        budget: &mut LapBudget<'_>,
    ) -> Result<Option<MoveOutcome>, PlayError> {
        self.check(mv)?;
        let Some((after, outcome)) = budget.play(&self.position, mv, &self.rules) else {
            return Ok(None);
        };
        // The moves after it first: a stop there leaves the game unchanged.
        let legal = match outcome.ending {
            MoveEnd::NeverEnding { .. } => self.legal,
            _ => match budget.legal_moves(&after, &self.rules) {
                Some(legal) => legal,
                None => return Ok(None),
            },
        };
        self.commit_with(mv, after, outcome, |_, _, list| *list = legal);
        Ok(Some(outcome))
    }

    /// The game after `moves`, rebuilt from the positions they led to
    /// (`positions[0]` the start, one more than the moves) without playing
    /// them: a record's viewer jumps to any ply at the cost of one move
    /// generation. None of the moves may be never-ending (that one ends a
    /// game without a new position). Crate-only: the positions must be the
    /// rules' own, as a record reader has them.
    pub(crate) fn from_replay(takasia: bool, moves: &[Move], positions: &[Position]) -> Game {
        let start = positions[0];
        let position = positions[positions.len() - 1];
        let rules = Rules {
            edition: start.edition,
            takasia,
        };
        let legal = legal_moves(&position, &rules);
        let history: Vec<(u64, Position)> = positions.iter().map(|p| (p.hash(), *p)).collect();
        let mut status = position_status(&position, &legal);
        if !status.is_over() {
            let seen = history.iter().filter(|(_, p)| *p == position).count();
            if seen >= 3 {
                status = Status::Unranked(UnrankedReason::Repetition);
            } else if moves.len() >= MAX_PLIES {
                status = Status::Unranked(UnrankedReason::MoveLimit);
            }
        }
        Game {
            rules,
            start,
            position,
            history,
            moves: moves.to_vec(),
            legal,
            status,
        }
    }

    /// The app's four-hour clock ran out.
    pub fn end_by_time_limit(&mut self) {
        if !self.status.is_over() {
            self.status = Status::Unranked(UnrankedReason::TimeLimit);
        }
    }

    fn commit(&mut self, mv: Move, after: Position, outcome: MoveOutcome) {
        self.commit_with(mv, after, outcome, |after, rules, legal| {
            legal_moves_into(after, rules, legal);
        });
    }

    /// Commits a move; `list` fills the list of legal moves after it (not
    /// asked after a never-ending move, which changes no position).
    fn commit_with(
        &mut self,
        mv: Move,
        after: Position,
        outcome: MoveOutcome,
        list: impl FnOnce(&Position, &Rules, &mut MoveList),
    ) {
        self.moves.push(mv);
        if matches!(outcome.ending, MoveEnd::NeverEnding { .. }) {
            self.status = Status::Unranked(UnrankedReason::NeverEndingMove);
            return;
        }
        self.position = after;
        list(&after, &self.rules, &mut self.legal);
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
