//! Bao la Kujifunza (RULES.md §3), whose turn rules are also the mtaji stage
//! of Bao la Kiswahili.

use super::board::{Dir, LEFT_KICHWA, RIGHT_KICHWA, facing, is_front};
use super::lap::{Sowing, Start, TurnKind, lift};
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

/// The own front pits a first lap may end in to capture: occupied, facing an
/// occupied pit, not takasia'd. Bit `i` is front pit `i`.
#[inline(always)]
fn capture_landings(mine: &[u8; 16], theirs: &[u8; 16], takasia: Option<u8>) -> u32 {
    let mut landings = 0u32;
    for pit in 0..8u8 {
        landings |= ((mine[pit as usize] > 0 && theirs[facing(pit) as usize] > 0) as u32) << pit;
    }
    if let Some(pit) = takasia {
        landings &= !(1 << pit);
    }
    landings
}

/// Pushes every capture move of `mine` against `theirs`; true if there is one.
pub(crate) fn capture_moves(
    mine: &[u8; 16],
    theirs: &[u8; 16],
    takasia: Option<u8>,
    list: &mut MoveList,
) -> bool {
    let landings = capture_landings(mine, theirs, takasia);
    if landings == 0 {
        return false;
    }
    // Branch-free over the 16 pits: bit 2 * pit (+1 anticlockwise) marks a capture.
    let mut captures = 0u32;
    for pit in 0..16u8 {
        let seeds = mine[pit as usize];
        let start = ((2..=15).contains(&seeds) && takasia != Some(pit)) as u32;
        // Landings are front pits 0..=7: shifting by a back pit (8..=15) gives 0.
        let clockwise = (landings >> Dir::Clockwise.advance(pit, seeds as u32)) & start;
        let anticlockwise = (landings >> Dir::Anticlockwise.advance(pit, seeds as u32)) & start;
        captures |= ((clockwise & 1) | ((anticlockwise & 1) << 1)) << (2 * pit);
    }
    push_pairs(captures, list);
    captures != 0
}

/// Pushes the moves marked in `pairs` (bit 2 * pit clockwise, 2 * pit + 1
/// anticlockwise), in pit order, clockwise first.
#[inline(always)]
pub(crate) fn push_pairs(mut pairs: u32, list: &mut MoveList) {
    while pairs != 0 {
        let bit = pairs.trailing_zeros();
        let dir = if bit & 1 == 0 {
            Dir::Clockwise
        } else {
            Dir::Anticlockwise
        };
        list.push(Move::new((bit / 2) as u8, dir));
        pairs &= pairs - 1;
    }
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
    if capture_moves(mine, theirs, pos.takasia_pit, list) {
        return;
    }
    let ban = kichwa_ban(mine);
    for pit in 0..8u8 {
        if mine[pit as usize] >= 2 && pos.takasia_pit != Some(pit) {
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
    let capturing = is_capture(mine, theirs, mv.pit, mv.dir, pos.takasia_pit);
    let hand = lift(pos, mv.pit, sink);
    Start {
        turn: TurnKind {
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
