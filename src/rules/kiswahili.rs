//! Bao la Kiswahili (RULES.md §4): the namua stage with its store, nyumba,
//! takasa and safari; the mtaji stage is §3 plus takasia.

use super::board::{Dir, NYUMBA, Pit, Side, facing, is_kimbi};
use super::kujifunza;
use super::lap::{
    self, Sowing, Start, TurnKind, bring_in, kichwa_for_capture, kichwa_for_direction,
    lose_nyumba_if,
};
use super::moves::MoveList;
use super::notation::Move;
use super::position::Position;
use super::takasia::exemption;
use super::trace::{Event, Sink};

/// The mover plays a namua turn while seeds remain in their store.
pub(crate) fn is_namua(pos: &Position) -> bool {
    pos.stores[pos.side.index()] > 0
}

/// The mover's nyumba is functional: owned and holding 6 or more.
fn functional_nyumba(pos: &Position) -> bool {
    pos.owns_nyumba[pos.side.index()] && pos.board.pits[pos.side.index()][NYUMBA as usize] >= 6
}

/// A namua capture: the store seed goes into an occupied front pit whose facing pit is occupied.
fn is_namua_capture(mine: &[u8; 16], theirs: &[u8; 16], pit: u8, takasia: Option<u8>) -> bool {
    pit < 8 && mine[pit as usize] > 0 && theirs[facing(pit) as usize] > 0 && takasia != Some(pit)
}

/// Namua captures of the mover; true if there is one.
fn namua_captures(pos: &Position, list: &mut MoveList) -> bool {
    let mine = &pos.board.pits[pos.side.index()];
    let theirs = &pos.board.pits[pos.side.other().index()];
    let before = list.len();
    for pit in 0..8u8 {
        if !is_namua_capture(mine, theirs, pit, pos.takasia_pit) {
            continue;
        }
        if is_kimbi(pit) {
            // Kimbi: the kichwa is forced (the direction its seeds are sown).
            list.push(Move::new(pit, kichwa_for_capture(pit, Dir::Clockwise).1));
        } else {
            for dir in Dir::BOTH {
                list.push(Move::new(pit, dir));
            }
        }
    }
    list.len() > before
}

/// Namua takasa moves (no capture possible), with the §4 restrictions.
fn namua_takasa(pos: &Position, list: &mut MoveList) {
    let mine = &pos.board.pits[pos.side.index()];
    let occupied = mine[..8].iter().filter(|&&n| n > 0).count();
    let all_singletons = mine[..8].iter().all(|&n| n <= 1);
    let functional = functional_nyumba(pos);
    let ban = kujifunza::kichwa_ban(mine);
    for pit in 0..8u8 {
        let seeds = mine[pit as usize];
        if seeds == 0 || pos.takasia_pit == Some(pit) {
            continue;
        }
        if pit == NYUMBA && functional && occupied > 1 {
            continue;
        }
        if seeds == 1 && !(functional || all_singletons) {
            continue;
        }
        for dir in Dir::BOTH {
            if ban != Some((pit, dir)) {
                list.push(Move::new(pit, dir));
            }
        }
    }
}

/// The legal moves of a Kiswahili turn, without the safari forms. True when
/// they are namua captures of a mover who owns the nyumba: then the safari
/// question may arise on the way, which only playing them can tell.
pub(crate) fn legal_moves(pos: &Position, list: &mut MoveList) -> bool {
    if !is_namua(pos) {
        kujifunza::legal_moves(pos, list);
        return false;
    }
    if !namua_captures(pos, list) {
        namua_takasa(pos, list);
        return false;
    }
    pos.owns_nyumba[pos.side.index()]
}

/// §1, §2: the player chooses the kichwa of the first capture of a namua
/// turn at a central front pit (3..6).
pub(crate) fn chooses_kichwa(pos: &Position, pit: u8) -> bool {
    let mine = &pos.board.pits[pos.side.index()];
    let theirs = &pos.board.pits[pos.side.other().index()];
    is_namua(pos) && is_namua_capture(mine, theirs, pit, pos.takasia_pit) && !is_kimbi(pit)
}

pub(crate) fn start<S: Sink>(pos: &mut Position, mv: Move, sink: &mut S) -> Start {
    if !is_namua(pos) {
        return kujifunza::start(pos, mv, sink);
    }
    let me = pos.side;
    let opp = me.other();
    let mine = &pos.board.pits[me.index()];
    let theirs = &pos.board.pits[opp.index()];
    let capturing = is_namua_capture(mine, theirs, mv.pit, pos.takasia_pit);
    let taxed = !capturing && mv.pit == NYUMBA && functional_nyumba(pos);
    bring_in(pos, mv.pit, sink);
    let turn = TurnKind {
        capturing,
        namua: true,
        capture_in_place: false,
        safari: mv.safari,
    };
    if capturing {
        let from = facing(mv.pit);
        let (_, theirs) = pos.rows_mut();
        let count = theirs[from as usize];
        theirs[from as usize] = 0;
        // The player chooses the kichwa of a central capture: the move's direction.
        let (kichwa, dir) = if is_kimbi(mv.pit) {
            kichwa_for_capture(mv.pit, mv.dir)
        } else {
            kichwa_for_direction(mv.dir)
        };
        if S::ENABLED {
            sink.push(Event::Capture {
                at: Pit::new(me, mv.pit),
                from: Pit::new(opp, from),
                count,
                start: Pit::new(me, kichwa),
                direction: dir,
                chosen: !is_kimbi(mv.pit),
            });
        }
        lose_nyumba_if(pos, opp, from, sink, true);
        let loser = pos.board.front_row_empty(opp).then(|| {
            if S::ENABLED {
                sink.push(Event::FrontRowEmpty { side: opp });
            }
            opp
        });
        return Start {
            turn,
            sowing: Sowing::starting_in(kichwa, dir, count),
            loser,
        };
    }
    let hand = if taxed {
        // §4: the functional nyumba alone: the seed goes in, only two are lifted, it stays owned.
        let (mine, _) = pos.rows_mut();
        mine[NYUMBA as usize] -= 2;
        if S::ENABLED {
            let pit = Pit::new(me, NYUMBA);
            sink.push(Event::Tax { pit });
            sink.push(Event::Lift { pit, count: 2 });
        }
        2
    } else {
        lap::lift(pos, mv.pit, sink)
    };
    Start {
        turn,
        sowing: Sowing {
            at: mv.pit,
            dir: mv.dir,
            hand,
        },
        loser: None,
    }
}

/// The opponent's front pits (bit `i`: loop pit `i`) that the first capture
/// of some move of `side` would take, were it `side`'s turn (namua or mtaji
/// by `side`'s store; takasia ignored). Zero: `side` has no capture turn.
pub(crate) fn capture_targets(pos: &Position, side: Side) -> u8 {
    let mine = &pos.board.pits[side.index()];
    let theirs = &pos.board.pits[side.other().index()];
    if pos.stores[side.index()] == 0 {
        return kujifunza::capture_targets(mine, theirs);
    }
    (0..8u8)
        .filter(|&pit| is_namua_capture(mine, theirs, pit, None))
        .fold(0, |targets, pit| targets | 1 << facing(pit))
}

/// The seeds the first capture of `mv` (a legal move of the side to move)
/// takes: the facing pit of a namua capture's pit, or of a mtaji (or
/// Kujifunza) capture's first lap's end; 0 when `mv` captures nothing.
pub(crate) fn first_capture(pos: &Position, mv: Move) -> u8 {
    let side = pos.side;
    let mine = &pos.board.pits[side.index()];
    let theirs = &pos.board.pits[side.other().index()];
    if pos.stores[side.index()] > 0 {
        return if is_namua_capture(mine, theirs, mv.pit, pos.takasia_pit) {
            theirs[facing(mv.pit) as usize]
        } else {
            0
        };
    }
    if kujifunza::is_capture(mine, theirs, mv.pit, mv.dir, pos.takasia_pit) {
        let end = mv.dir.advance(mv.pit, mine[mv.pit as usize] as u32);
        theirs[facing(end) as usize]
    } else {
        0
    }
}

/// §4 takasia, after a mtaji takasa by X; `pos` already has Y to move.
pub(crate) fn set_takasia<S: Sink>(pos: &mut Position, sink: &mut S) {
    let y = pos.side;
    let x = y.other();
    let ys = &pos.board.pits[y.index()];
    let xs = &pos.board.pits[x.index()];
    // Y must have no capture turn.
    if capture_targets(pos, y) != 0 {
        return;
    }
    let targets = kujifunza::capture_targets(xs, ys);
    if targets.count_ones() != 1 {
        return;
    }
    let target = targets.trailing_zeros() as u8;
    let exemption = exemption(ys, target, pos.owns_nyumba[y.index()]);
    let pit = Pit::new(y, target);
    match exemption {
        Some(why) => {
            if S::ENABLED {
                sink.push(Event::TakasiaExempt { pit, why });
            }
        }
        None => {
            pos.takasia_pit = Some(target);
            if S::ENABLED {
                sink.push(Event::TakasiaSet { pit });
            }
        }
    }
}
