//! Bao la Kimasai (RULES.md §5): every lap clockwise; a first part that brings
//! in the reserve without captures, a second part that raids the front rows.

use super::board::Dir;
use super::lap::{Sowing, Start, TurnKind, bring_in, lift};
use super::moves::MoveList;
use super::notation::Move;
use super::position::Position;
use super::trace::Sink;

/// What the mover does this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Part {
    /// First part: one reserve seed goes into the pit, which is then lifted.
    BringIn,
    /// The opening turn (`first`), or a mover whose own reserve is spent while
    /// the opponent's is not: lift and sow without bringing in or capturing.
    SowOnly,
    /// Second part: lift any occupied pit; captures.
    Raid,
}

fn part(pos: &Position) -> Part {
    let me = pos.side.index();
    if pos.first {
        Part::SowOnly
    } else if pos.stores[me] > 0 {
        Part::BringIn
    } else if pos.stores[1 - me] > 0 {
        Part::SowOnly
    } else {
        Part::Raid
    }
}

/// Every occupied own pit, front or back, a singleton too.
pub(crate) fn legal_moves(pos: &Position, list: &mut MoveList) {
    let mine = &pos.board.pits[pos.side.index()];
    for pit in 0..16u8 {
        if mine[pit as usize] > 0 {
            list.push(Move::new(pit, Dir::Clockwise));
        }
    }
}

pub(crate) fn start<S: Sink>(pos: &mut Position, mv: Move, sink: &mut S) -> Start {
    let part = part(pos);
    if part == Part::BringIn {
        bring_in(pos, mv.pit, sink);
    }
    let hand = lift(pos, mv.pit, sink);
    Start {
        turn: TurnKind {
            capturing: part == Part::Raid,
            namua: false,
            capture_in_place: true,
            safari: false,
        },
        sowing: Sowing {
            at: mv.pit,
            dir: Dir::Clockwise,
            hand,
        },
        loser: None,
    }
}
