//! A game: the position, its history, and how it ends (RULES.md §2).

use super::lap::{Ending, Outcome};
use super::moves::MoveList;
use super::notation::{Move, NotationError};
use super::play::{
    OpenChoices, legal_moves, legal_moves_into, open_choices, play_traced, play_untraced,
    play_watched, trace_until_safari,
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
    pub fn play_untraced(&mut self, mv: Move) -> Result<Outcome, PlayError> {
        self.check(mv)?;
        let (after, outcome) = play_untraced(&self.position, mv, &self.rules);
        self.commit(mv, after, outcome);
        Ok(outcome)
    }

    /// [`Game::play_untraced`] for a reader that bounds its work: `go_on`
    /// is asked before the move and every [`LAPS_PER_CHECK`](super::LAPS_PER_CHECK)
    /// laps of it whether to sow on ([`play_watched`]). `Ok(None)` when it
    /// said no: the move is undecided and the game is unchanged.
    pub fn play_watched(
        &mut self,
        mv: Move,
        go_on: &mut dyn FnMut(u64) -> bool,
    ) -> Result<Option<Outcome>, PlayError> {
        self.check(mv)?;
        let Some((after, outcome)) = play_watched(&self.position, mv, &self.rules, go_on) else {
            return Ok(None);
        };
        self.commit(mv, after, outcome);
        Ok(Some(outcome))
    }

    /// Plays a legal move whose result the caller already has from
    /// [`Game::play_watched`] on this same position and rules (a reader's
    /// cache of long proofs): `after` is the position it left, as
    /// [`play_untraced`] gives it. Crate-only, so no caller outside can make
    /// the game play anything but the rules.
    pub(crate) fn play_known(
        &mut self,
        mv: Move,
        after: Position,
        outcome: Outcome,
    ) -> Result<Outcome, PlayError> {
        self.check(mv)?;
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
