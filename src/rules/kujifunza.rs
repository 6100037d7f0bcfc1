//! Bao la Kujifunza (RULES.md §3), whose turn rules are also the mtaji stage
//! of Bao la Kiswahili.

use super::board::{Dir, LEFT_KICHWA, RIGHT_KICHWA, facing, is_front};
use super::lap::{Sowing, Start, Turn, lift};
use super::moves::MoveList;
use super::notation::Move;
use super::position::Position;
use super::trace::Sink;

/// §3 mtaji: the start pit holds 2..15 seeds and the first lap ends in an own
/// front pit that was occupied and faces an occupied pit.
#[inline(always)]
pub(crate) fn is_capture(
    mine: &[u8; 16],
    theirs: &[u8; 16],
    pit: u8,
    dir: Dir,
    takasia: Option<u8>,
) -> bool {
    let seeds = mine[pit as usize];
    if !(2..=15).contains(&seeds) {
        return false;
    }
    let end = dir.advance(pit, seeds as u32);
    is_front(end)
        && mine[end as usize] > 0
        && theirs[facing(end) as usize] > 0
        && takasia != Some(end)
}

/// Pushes every capture move of `mine` against `theirs`; true if there is one.
pub(crate) fn capture_moves(
    mine: &[u8; 16],
    theirs: &[u8; 16],
    takasia: Option<u8>,
    list: &mut MoveList,
) -> bool {
    let before = list.len();
    for pit in 0..16u8 {
        if takasia == Some(pit) {
            continue;
        }
        for dir in Dir::BOTH {
            if is_capture(mine, theirs, pit, dir, takasia) {
                list.push(Move::new(pit, dir));
            }
        }
    }
    list.len() > before
}

/// The Y pits that the first captures of all capture moves of `mine` would take from.
pub(crate) fn capture_targets(mine: &[u8; 16], theirs: &[u8; 16]) -> u8 {
    let mut targets = 0u8;
    for pit in 0..16u8 {
        for dir in Dir::BOTH {
            if is_capture(mine, theirs, pit, dir, None) {
                let end = dir.advance(pit, mine[pit as usize] as u32);
                targets |= 1 << facing(end);
            }
        }
    }
    targets
}

/// §3: if the mover's only occupied front pit is a kichwa, it may not be sown
/// outward into the back row. Returns the banned (pit, direction).
pub(crate) fn kichwa_ban(mine: &[u8; 16]) -> Option<(u8, Dir)> {
    let mut occupied = mine[..8].iter().enumerate().filter(|(_, n)| **n > 0);
    let (only, _) = occupied.next()?;
    if occupied.next().is_some() {
        return None;
    }
    match only as u8 {
        LEFT_KICHWA => Some((LEFT_KICHWA, Dir::Anticlockwise)),
        RIGHT_KICHWA => Some((RIGHT_KICHWA, Dir::Clockwise)),
        _ => None,
    }
}

/// The legal moves of a §3 turn: captures if any (compulsory), else takata
/// from the front row, else from the back row.
pub(crate) fn legal_moves(pos: &Position, list: &mut MoveList) {
    let mine = &pos.board.pits[pos.side.index()];
    let theirs = &pos.board.pits[pos.side.other().index()];
    if capture_moves(mine, theirs, pos.takasia, list) {
        return;
    }
    let ban = kichwa_ban(mine);
    for pit in 0..8u8 {
        if mine[pit as usize] >= 2 && pos.takasia != Some(pit) {
            for dir in Dir::BOTH {
                if ban != Some((pit, dir)) {
                    list.push(Move::new(pit, dir));
                }
            }
        }
    }
    if list.is_empty() {
        for pit in 8..16u8 {
            if mine[pit as usize] >= 2 {
                for dir in Dir::BOTH {
                    list.push(Move::new(pit, dir));
                }
            }
        }
    }
}

/// Begins a §3 turn: lift the start pit; it is a capture turn if the move is a mtaji.
pub(crate) fn start<S: Sink>(pos: &mut Position, mv: Move, sink: &mut S) -> Start {
    let mine = &pos.board.pits[pos.side.index()];
    let theirs = &pos.board.pits[pos.side.other().index()];
    let capturing = is_capture(mine, theirs, mv.pit, mv.dir, pos.takasia);
    let hand = lift(pos, mv.pit, sink);
    Start {
        turn: Turn {
            capturing,
            namua: false,
            capture_in_place: false,
            safari: false,
        },
        sowing: Sowing {
            at: mv.pit,
            dir: mv.dir,
            hand,
        },
        loser: None,
    }
}
