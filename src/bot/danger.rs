//! What a beginner is warned of: a move that lets
//! the opponent win at once or take many seeds, where another move does
//! not; and the pits the opponent could capture from if it were their turn.
//! One ply deep, exact, and cheap (at most a few thousand moves played).

use super::search::SEARCH_LAP_CAP;
use crate::rules::{
    Move, MoveEnd, Pit, Position, Rules, Side, Status, legal_moves, play_for_search,
    position_status,
};

/// The worst the opponent can answer to a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Danger {
    /// `reply` wins the game at once.
    Loses { reply: Move },
    /// `reply` takes `seeds` of the mover's seeds from the board.
    Takes { reply: Move, seeds: u32 },
}

impl Danger {
    pub fn reply(self) -> Move {
        match self {
            Danger::Loses { reply } | Danger::Takes { reply, .. } => reply,
        }
    }
}

/// Seeds on `side`'s rows.
fn on_board(position: &Position, side: Side) -> u32 {
    position.board.row(side).iter().map(|&s| s as u32).sum()
}

/// A capture is large when it takes a quarter of the mover's seeds on the
/// board, and at least 6 (a newcomer's "large"; docs/playing.md, "Beginner's
/// warnings").
fn is_large(seeds: u32, had: u32) -> bool {
    seeds >= 6 && seeds * 4 >= had
}

/// The opponent's best answer to `mv`: a win at once if there is one, else
/// the reply that takes most; `None` if the move ends the game, or no reply
/// takes anything.
pub fn worst_reply(position: &Position, rules: &Rules, mv: Move) -> Option<Danger> {
    let me = position.side;
    let (after, outcome) = play_for_search(position, mv, rules, SEARCH_LAP_CAP);
    if outcome.ending != MoveEnd::Done {
        return None;
    }
    let replies = legal_moves(&after, rules);
    if position_status(&after, &replies).is_over() {
        return None;
    }
    let had = on_board(&after, me);
    let mut worst: Option<Danger> = None;
    for &reply in replies.iter() {
        let (then, outcome) = play_for_search(&after, reply, rules, SEARCH_LAP_CAP);
        let lost = match outcome.ending {
            MoveEnd::GameOver { loser } => loser == me,
            MoveEnd::Done => matches!(
                position_status(&then, &legal_moves(&then, rules)),
                Status::Won { winner, .. } if winner != me
            ),
            MoveEnd::NeverEnding { .. } => false,
        };
        if lost {
            return Some(Danger::Loses { reply });
        }
        let seeds = had.saturating_sub(on_board(&then, me));
        if seeds > 0
            && worst.is_none_or(|w| matches!(w, Danger::Takes { seeds: s, .. } if seeds > s))
        {
            worst = Some(Danger::Takes { reply, seeds });
        }
    }
    worst
}

/// The positions after each of `moves` played in turn from `position`, as
/// far as they go on: a line stops at the game's end or at a move that is
/// not legal there.
fn positions_along(position: &Position, rules: &Rules, moves: &[Move]) -> Vec<Position> {
    let mut along = Vec::with_capacity(moves.len());
    let mut now = *position;
    for &next in moves {
        if !legal_moves(&now, rules).contains(&next) {
            break;
        }
        let (then, outcome) = play_for_search(&now, next, rules, SEARCH_LAP_CAP);
        if outcome.ending != MoveEnd::Done {
            break;
        }
        along.push(then);
        now = then;
    }
    along
}

/// The mover's seeds on the board that the opponent's `reply` to `mv`
/// takes (a review's "why" of a tried move); `None` when either move ends
/// the game or `reply` is not a move there.
pub fn taken_by_reply(position: &Position, rules: &Rules, mv: Move, reply: Move) -> Option<u32> {
    let me = position.side;
    let [after, then] = positions_along(position, rules, &[mv, reply])[..] else {
        return None;
    };
    Some(on_board(&after, me).saturating_sub(on_board(&then, me)))
}

/// The seeds each side owns (on the board and in its store), mover first,
/// after `mv` and then the moves of `line` as far as they go on.
pub fn owned_after_line(position: &Position, rules: &Rules, mv: Move, line: &[Move]) -> (u32, u32) {
    let me = position.side;
    let moves: Vec<Move> = std::iter::once(mv).chain(line.iter().copied()).collect();
    let along = positions_along(position, rules, &moves);
    let end = along.last().unwrap_or(position);
    (owned(end, me), owned(end, me.other()))
}

/// The seeds `side` owns: on its rows and in its store.
pub fn owned(position: &Position, side: Side) -> u32 {
    on_board(position, side) + u32::from(position.stores[side.index()])
}

/// Whether `danger` is worth a warning: a win at once, or a large capture
/// of the `had` seeds the mover has on the board.
fn is_bad(danger: Option<Danger>, had: u32) -> bool {
    match danger {
        Some(Danger::Loses { .. }) => true,
        Some(Danger::Takes { seeds, .. }) => is_large(seeds, had),
        None => false,
    }
}

/// The warning a beginner gets before `mv`: its danger, when the opponent
/// then wins at once or takes a large capture, and some other legal move
/// gives neither (a warning with no way out would only scare).
pub fn warning(position: &Position, rules: &Rules, mv: Move) -> Option<Danger> {
    let had = on_board(position, position.side);
    let danger = worst_reply(position, rules, mv);
    if !is_bad(danger, had) {
        return None;
    }
    let way_out = legal_moves(position, rules)
        .iter()
        .any(|&other| other != mv && !is_bad(worst_reply(position, rules, other), had));
    way_out.then_some(danger).flatten()
}

/// The warning beside a hint found for the position: the hint's deeper
/// search judges which losses are worth it, so the two never disagree. The
/// hinted move is never warned of; when the hinted move gives as much away
/// itself, the search has accepted such a loss and no move is warned of;
/// otherwise the hinted move is the way out. Without a hint, [`warning`].
pub fn warning_beside_hint(
    position: &Position,
    rules: &Rules,
    mv: Move,
    hint: Option<Move>,
) -> Option<Danger> {
    let Some(hint) = hint else {
        return warning(position, rules, mv);
    };
    let had = on_board(position, position.side);
    if mv == hint || is_bad(worst_reply(position, rules, hint), had) {
        return None;
    }
    let danger = worst_reply(position, rules, mv);
    is_bad(danger, had).then_some(danger).flatten()
}

/// The opponent's turn, were it theirs now: the position with the side to
/// move changed. The takasia's barred pit belongs to the turn as it is, so
/// the opponent's turn is judged without it.
fn their_turn(position: &Position) -> Position {
    let mut theirs = *position;
    theirs.side = position.side.other();
    theirs.takasia_pit = None;
    theirs
}

/// The pits of `side`'s that held seeds `before` and are empty `after` (a
/// capture empties the pit it takes from; nothing else empties the other
/// side's pits).
fn emptied(before: &Position, after: &Position, side: Side) -> Vec<Pit> {
    (0..16)
        .map(|index| Pit::new(side, index))
        .filter(|&pit| before.board.get(pit) > 0 && after.board.get(pit) == 0)
        .collect()
}

/// The mover's pits under threat: the pits the opponent's strongest capture
/// would take from, were it their turn now, when that capture is large (as
/// the warning counts it). Not every pit some capture reaches: at the start
/// of Bao la Kujifunza that is the whole front row, which tells nothing.
pub fn threatened(position: &Position, rules: &Rules) -> Vec<Pit> {
    let me = position.side;
    let theirs = their_turn(position);
    let had = on_board(position, me);
    let mut strongest = (0, Vec::new());
    for &reply in legal_moves(&theirs, rules).iter() {
        let (then, outcome) = play_for_search(&theirs, reply, rules, SEARCH_LAP_CAP);
        if matches!(outcome.ending, MoveEnd::NeverEnding { .. }) {
            continue;
        }
        let seeds = had.saturating_sub(on_board(&then, me));
        if seeds > strongest.0 {
            strongest = (seeds, emptied(position, &then, me));
        }
    }
    if is_large(strongest.0, had) {
        strongest.1
    } else {
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Dir, Edition, Event, Game, play_traced};

    fn game(text: &str) -> Game {
        Game::from_position(Position::parse(text).unwrap(), true)
    }

    /// RULES.md §2: a player whose front row is emptied loses. North's a3<
    /// here lets South's reply empty North's front row: warned of, with
    /// that reply, while another of North's moves is not.
    #[test]
    fn a_move_that_lets_the_opponent_win_at_once_is_warned_of() {
        let g =
            game("kujifunza N 2,2,3,4,4,1,1,5/2,2,2,2,2,2,2,2 2,0,2,2,0,0,2,2/2,2,2,2,2,2,2,2 0,0");
        let rules = g.rules();
        let mv = Move::new(2, Dir::Anticlockwise);
        let Some(Danger::Loses { reply }) = warning(g.position(), &rules, mv) else {
            panic!("{mv:?} is not warned of as a loss");
        };
        let mut then = g.clone();
        then.play_untraced(mv).unwrap();
        then.play_untraced(reply).unwrap();
        assert!(matches!(
            then.status(),
            Status::Won {
                winner: Side::South,
                ..
            }
        ));
        assert!(
            g.legal_moves()
                .iter()
                .any(|&other| warning(g.position(), &rules, other).is_none())
        );
    }

    /// RULES.md §3 (Kujifunza captures): from the start, A1> lets North
    /// take 18 of South's 32 seeds at once; some first moves give less.
    #[test]
    fn a_move_that_gives_a_large_capture_is_warned_of_where_another_does_not() {
        let g = Game::new(Rules::new(Edition::Kujifunza));
        let rules = g.rules();
        let a1 = Move::new(0, Dir::Clockwise);
        assert!(matches!(
            warning(g.position(), &rules, a1),
            Some(Danger::Takes { seeds: 18, .. })
        ));
        let quiet = g
            .legal_moves()
            .iter()
            .filter(|&&mv| warning(g.position(), &rules, mv).is_none())
            .count();
        assert!(quiet > 0 && quiet < g.legal_moves().len(), "{quiet}");
    }

    /// A reply's captures empty exactly the pits its trace captures from
    /// (the fast path against the traced one), and the pits under threat
    /// are those of the reply that takes most, over positions of random
    /// games of both editions.
    #[test]
    fn the_pits_under_threat_are_those_the_traces_capture_from() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let (mut checked, mut marked) = (0, 0);
        for edition in [Edition::Kujifunza, Edition::Kiswahili] {
            for _ in 0..20 {
                let mut g = Game::new(Rules::new(edition));
                while !g.status().is_over() && g.moves().len() < 60 {
                    let rules = g.rules();
                    let me = g.position().side;
                    let theirs = their_turn(g.position());
                    let mut strongest: Option<(u32, Vec<Pit>)> = None;
                    for &reply in legal_moves(&theirs, &rules).iter() {
                        let (then, _, events) = play_traced(&theirs, reply, &rules);
                        let mut traced: Vec<Pit> = Vec::new();
                        for event in events {
                            if let Event::Capture { from, .. } = event
                                && from.side == me
                                && !traced.contains(&from)
                            {
                                traced.push(from);
                            }
                        }
                        traced.sort_by_key(|pit| pit.index);
                        assert_eq!(emptied(g.position(), &then, me), traced);
                        let seeds = on_board(g.position(), me) - on_board(&then, me);
                        if strongest.as_ref().is_none_or(|(s, _)| seeds > *s) {
                            strongest = Some((seeds, traced));
                        }
                    }
                    let threatened = threatened(g.position(), &rules);
                    if !threatened.is_empty() {
                        marked += 1;
                        assert_eq!(Some(threatened), strongest.map(|(_, pits)| pits));
                    }
                    checked += 1;
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    let legal = g.legal_moves();
                    let mv = legal[(state % legal.len() as u64) as usize];
                    g.play_untraced(mv).unwrap();
                }
            }
        }
        assert!(
            checked > 500 && marked > 50,
            "{checked} positions, {marked} marked"
        );
    }
}
