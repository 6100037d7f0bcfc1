//! A record read back: its game replayed, with the review's notes.

use super::tags::*;
use crate::rules::{Edition, Game, Position, Status, UnrankedReason};

/// A record read and replayed: everything a viewer needs to jump to any move.
#[derive(Clone, Debug)]
pub struct RecordedGame {
    pub record: GameRecord,
    /// `positions[0]` is the start, `positions[i]` the position after ply `i`
    /// (after a never-ending move, the position before it, as the engine has it).
    pub positions: Vec<Position>,
    /// The game replayed to its last move; for a `four active hours` record,
    /// ended by the time limit.
    pub game: Game,
    /// The comments and judgements the record holds (a written review).
    pub notes: Notes,
}

/// What a record says besides its moves: the `{...}` comments and the
/// judgements after moves (`!`, `??`, ...), kept so a review written into a
/// record reads back without a search (RECORDS.md).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notes {
    /// Comments before the first move.
    pub before: Vec<String>,
    /// One a move, in order.
    pub moves: Vec<MoveNote>,
}

/// A move's judgement and the comments after it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveNote {
    pub judgement: Option<String>,
    pub comments: Vec<String>,
    /// The line of the file the move is on (1 for the first; `None` for a
    /// note not read from a file), so what is wrong with it can say where.
    pub line: Option<usize>,
}

/// The judgements RECORDS.md lets a move carry, longest first so `??` is
/// not read as `?`.
pub const JUDGEMENTS: [&str; 6] = ["!!", "??", "?!", "!?", "!", "?"];

/// A move's text and the judgement written after it, if any.
pub(super) fn split_judgement(text: &str) -> (&str, Option<&str>) {
    JUDGEMENTS
        .iter()
        .find_map(|j| {
            let bare = text.strip_suffix(j)?;
            // `A6<?` is a move; a judgement alone is not.
            (!bare.is_empty() && !bare.ends_with(['!', '?'])).then_some((bare, Some(*j)))
        })
        .unwrap_or((text, None))
}

impl RecordedGame {
    pub fn plies(&self) -> usize {
        self.record.moves.len()
    }

    /// The position after `ply` plies (0: the start).
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply)
    }

    /// The text of move `index` (0-based), as a writer writes it.
    pub fn move_text(&self, index: usize) -> Option<String> {
        let mv = self.record.moves.get(index)?;
        let side = self.positions.get(index)?.side;
        Some(mv.text(self.record.rules.edition, side))
    }

    /// A game after `ply` plies, to go on from (`None` past the end). It is
    /// rebuilt from the positions read, not replayed, so a jump costs one
    /// move generation however long the moves' proofs were.
    pub fn game_at(&self, ply: usize) -> Option<Game> {
        let moves = self.record.moves.get(..ply)?;
        let never_ending = self.game.status() == Status::Unranked(UnrankedReason::NeverEndingMove);
        if ply == self.plies() && never_ending {
            // The last move changed no position: only the game knows it ended.
            return Some(self.game.clone());
        }
        let positions = self.positions.get(..=ply)?;
        Some(Game::from_replay(
            self.record.rules.takasia,
            moves,
            positions,
        ))
    }

    /// One line: edition, players, result and reason, plies.
    pub fn summary(&self) -> String {
        let record = &self.record;
        let mut edition = record.rules.edition.name().to_string();
        if record.rules.edition == Edition::Kiswahili && !record.rules.takasia {
            edition.push_str(" (takasia off)");
        }
        if record
            .start
            .is_some_and(|s| s != Position::start(record.rules.edition))
        {
            edition.push_str(" from a set position");
        }
        let reason = record.reason.map(|r| format!(" ({r})")).unwrap_or_default();
        format!(
            "{edition}, South {} vs North {}, {}{reason}, {} plies",
            record.south,
            record.north,
            record.result,
            self.plies()
        )
    }
}
