//! The verify: re-checks a proof from scratch with the engine alone
//! (`legal_moves`, `play_untraced`, `position_status`). From the root the
//! winner plays the proof's move, the loser every legal reply; every line
//! must end in a win by the rules, and every entry of the proof must be
//! met on the way (level 6 and the review trust every entry, so one that
//! the verify never reaches is an error too). Each way a proof can be
//! wrong is a variant of [`VerifyError`], naming the position.

use super::dfpn::key;
use super::proof::Proof;
use crate::rules::{
    MAX_PLIES, Move, MoveEnd, Position, Rules, Side, Status, legal_moves, play_untraced,
    position_status,
};
use std::collections::{HashMap, HashSet};
use std::fmt;

/// What a verify found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checked {
    /// Positions on the proof where the winner moves / the loser moves.
    pub winner_positions: usize,
    pub loser_positions: usize,
    /// The longest line the loser can make under the strategy, in plies.
    pub longest: u32,
}

/// Why a proof is wrong. `at` is the position where it goes wrong; a move
/// is the move played there (its text is in the message).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VerifyError {
    /// The winner moves at the proof's root and the proof has no move there.
    MissingMove { at: Position },
    /// A reply of the loser at `at` leads to `reached`, where the winner
    /// moves and the proof has no move: the proof leaves the reply out.
    ReplyLeftOut {
        at: Position,
        reply: Move,
        reached: Position,
    },
    /// The proof's move at `at` is not a legal move there.
    IllegalMove { at: Position, mv: Move },
    /// The proof's move at `at` ends the game with the winner's loss.
    MoveLoses { at: Position, mv: Move },
    /// The loser's reply at `at` ends the game with the loser's win.
    ReplyWins { at: Position, reply: Move },
    /// The line reaches `at`, where the game is over and the winner has lost.
    Lost { at: Position },
    /// The move at `at` (the winner's or a reply) never ends: the game ends
    /// unranked, not won.
    NeverEnds { at: Position, mv: Move },
    /// `at` occurs twice on one line of the strategy: the loser can make
    /// the game repeat, so it is not won.
    Repeats { at: Position },
    /// A line of the strategy reaches the 2,000-ply limit at `at`.
    PlyLimit { at: Position },
    /// The entry at `at` states `stored` plies to the end; against the
    /// longest defence the strategy takes `actual`.
    WrongPlies {
        at: Position,
        stored: u8,
        actual: u32,
    },
    /// `count` entries of the proof are never reached from the root (the
    /// smallest of their keys is `first`): the proof holds moves nobody
    /// checked.
    Unreached { count: usize, first: u64 },
    /// The shipped proofs are `found`, not the `stated` number.
    WrongCount { stated: usize, found: usize },
    /// A shipped proof's root is `found`, not the claimed `expected`
    /// (`None`: the claim names no position).
    WrongRoot {
        expected: Option<Position>,
        found: Position,
    },
    /// A shipped proof's winner is `found`, not the claimed `expected`.
    WrongWinner { expected: Side, found: Side },
    /// The longest line under the strategy is `found` plies, the stated
    /// figure `stated`.
    StatedPlies { stated: u32, found: u32 },
    /// The winner forces a win in `found` plies, fewer than the stated
    /// `stated`: the claim that no win is faster is wrong.
    FasterWin { stated: u32, found: u32 },
    /// An error in the `proof`th proof of a file (from 1).
    InProof {
        proof: usize,
        error: Box<VerifyError>,
    },
}

impl VerifyError {
    /// The position where the proof goes wrong, if the error has one.
    pub fn at(&self) -> Option<&Position> {
        use VerifyError::*;
        match self {
            MissingMove { at }
            | ReplyLeftOut { at, .. }
            | IllegalMove { at, .. }
            | MoveLoses { at, .. }
            | ReplyWins { at, .. }
            | Lost { at }
            | NeverEnds { at, .. }
            | Repeats { at }
            | PlyLimit { at }
            | WrongPlies { at, .. } => Some(at),
            InProof { error, .. } => error.at(),
            Unreached { .. }
            | WrongCount { .. }
            | WrongRoot { .. }
            | WrongWinner { .. }
            | StatedPlies { .. }
            | FasterWin { .. } => None,
        }
    }

    /// The error itself, without the proof it is in.
    pub fn cause(&self) -> &VerifyError {
        match self {
            VerifyError::InProof { error, .. } => error.cause(),
            other => other,
        }
    }

    /// Whether the message contains `text` (as a `String` error would).
    pub fn contains(&self, text: &str) -> bool {
        self.to_string().contains(text)
    }
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use VerifyError::*;
        let text = |at: &Position, mv: &Move| mv.text(at.edition, at.side);
        match self {
            MissingMove { at } => write!(f, "at {at}: the proof has no move"),
            ReplyLeftOut { at, reply, reached } => write!(
                f,
                "at {at}: the reply {} is left out (the proof has no move at {reached})",
                text(at, reply)
            ),
            IllegalMove { at, mv } => {
                write!(f, "at {at}: the proof's move {} is not legal", text(at, mv))
            }
            MoveLoses { at, mv } => write!(
                f,
                "at {at}: the proof's move {} loses (it empties {}'s front row)",
                text(at, mv),
                at.side.name()
            ),
            ReplyWins { at, reply } => write!(
                f,
                "at {at}: the reply {} wins for {}",
                text(at, reply),
                at.side.name()
            ),
            Lost { at } => write!(f, "at {at}: {} has lost", at.side.name()),
            NeverEnds { at, mv } => write!(
                f,
                "at {at}: {} never ends (the game ends unranked)",
                text(at, mv)
            ),
            Repeats { at } => write!(f, "at {at}: the position repeats under the proof"),
            PlyLimit { at } => write!(f, "at {at}: the 2,000-ply limit is reached"),
            WrongPlies { at, stored, actual } => write!(
                f,
                "at {at}: the proof says {stored} plies to the end, the strategy takes {actual}"
            ),
            Unreached { count, first } => write!(
                f,
                "{count} entries are never reached from the root (the first has key {first:016x})"
            ),
            WrongCount { stated, found } => {
                write!(f, "{found} proofs, where {stated} are claimed")
            }
            WrongRoot {
                expected: Some(expected),
                found,
            } => write!(f, "the root is {found}, where {expected} is claimed"),
            WrongRoot {
                expected: None,
                found,
            } => write!(f, "the root is {found}, and the claim names no position"),
            WrongWinner { expected, found } => write!(
                f,
                "{} wins, where {} is claimed to",
                found.name(),
                expected.name()
            ),
            StatedPlies { stated, found } => write!(
                f,
                "the longest line against the best defence is {found} plies, where {stated} are claimed"
            ),
            FasterWin { stated, found } => write!(
                f,
                "a win is forced in {found} plies, faster than the claimed {stated}"
            ),
            InProof { proof, error } => write!(f, "proof {proof} is wrong: {error}"),
        }
    }
}

impl std::error::Error for VerifyError {}

impl From<VerifyError> for String {
    fn from(error: VerifyError) -> String {
        error.to_string()
    }
}

/// Re-checks `proof` from scratch with the engine: from the root, the winner
/// plays the proof's move (legal, and leading onto the proof or to a win),
/// the loser every legal reply; every line ends in a win by the rules within
/// 2,000 plies, no position repeats on a line, every entry's plies are what
/// the strategy takes, and every entry is reached.
pub fn verify(proof: &Proof, rules: Rules) -> Result<Checked, VerifyError> {
    let mut walk = Walk {
        proof,
        rules,
        done: HashMap::new(),
        on_line: HashSet::new(),
        used: HashSet::new(),
        loser_positions: 0,
    };
    let longest = walk.visit(&proof.root, 0)?;
    let unreached: Vec<u64> = proof
        .entries
        .iter()
        .map(|e| e.0)
        .filter(|k| !walk.used.contains(k))
        .collect();
    if let Some(&first) = unreached.first() {
        return Err(VerifyError::Unreached {
            count: unreached.len(),
            first,
        });
    }
    Ok(Checked {
        winner_positions: walk.used.len(),
        loser_positions: walk.loser_positions,
        longest,
    })
}

struct Walk<'a> {
    proof: &'a Proof,
    rules: Rules,
    /// Positions checked, and their plies to the end.
    done: HashMap<Position, u32>,
    on_line: HashSet<Position>,
    used: HashSet<u64>,
    loser_positions: usize,
}

impl Walk<'_> {
    fn visit(&mut self, position: &Position, ply: usize) -> Result<u32, VerifyError> {
        let at = *position;
        if let Some(&plies) = self.done.get(position) {
            return Ok(plies);
        }
        if ply >= MAX_PLIES {
            return Err(VerifyError::PlyLimit { at });
        }
        if !self.on_line.insert(at) {
            return Err(VerifyError::Repeats { at });
        }
        let winner = self.proof.winner;
        let legal = legal_moves(position, &self.rules);
        let plies = match position_status(position, &legal) {
            Status::Won { winner: w, .. } if w == winner => 0,
            Status::Won { .. } => return Err(VerifyError::Lost { at }),
            _ if position.side == winner => {
                let (mv, stored) = self
                    .proof
                    .lookup(position)
                    .ok_or(VerifyError::MissingMove { at })?;
                if !legal.contains(&mv) {
                    return Err(VerifyError::IllegalMove { at, mv });
                }
                self.used.insert(key(position));
                let (child, outcome) = play_untraced(position, mv, &self.rules);
                let actual = self.after(position, mv, &child, outcome.ending, ply)?;
                if actual != u32::from(stored) {
                    return Err(VerifyError::WrongPlies { at, stored, actual });
                }
                actual
            }
            _ => {
                self.loser_positions += 1;
                let played: Vec<_> = legal
                    .iter()
                    .map(|&mv| (mv, play_untraced(position, mv, &self.rules)))
                    .collect();
                // A reply that ends the game is the plainest refutation:
                // it is named before any line is followed.
                for (mv, (_, outcome)) in &played {
                    if let Some(Err(error)) = self.ending(position, *mv, outcome.ending) {
                        return Err(error);
                    }
                }
                let mut longest = 0;
                for (mv, (child, outcome)) in played {
                    longest = longest.max(self.after(position, mv, &child, outcome.ending, ply)?);
                }
                longest
            }
        };
        self.on_line.remove(position);
        self.done.insert(at, plies);
        Ok(plies)
    }

    /// Plies to the end after `mv` at `position`, counting `mv`, which
    /// led to `child` with `ending`.
    fn after(
        &mut self,
        position: &Position,
        mv: Move,
        child: &Position,
        ending: MoveEnd,
        ply: usize,
    ) -> Result<u32, VerifyError> {
        if let Some(ended) = self.ending(position, mv, ending) {
            return ended;
        }
        self.visit(child, ply + 1)
            .map(|plies| 1 + plies)
            .map_err(|error| match error {
                // Sides alternate: a winner's position below the root is
                // reached by a reply of the loser's.
                VerifyError::MissingMove { at: reached } if reached == *child => {
                    VerifyError::ReplyLeftOut {
                        at: *position,
                        reply: mv,
                        reached,
                    }
                }
                error => error,
            })
    }

    /// What a move that ends the game means for the proof: one ply to a
    /// win, or the error; `None` if the game goes on.
    fn ending(
        &self,
        position: &Position,
        mv: Move,
        ending: MoveEnd,
    ) -> Option<Result<u32, VerifyError>> {
        let at = *position;
        let winner = self.proof.winner;
        match ending {
            MoveEnd::Done => None,
            MoveEnd::NeverEnding { .. } => Some(Err(VerifyError::NeverEnds { at, mv })),
            MoveEnd::GameOver { loser } if loser == winner => Some(Err(if at.side == winner {
                VerifyError::MoveLoses { at, mv }
            } else {
                VerifyError::ReplyWins { at, reply: mv }
            })),
            MoveEnd::GameOver { .. } => Some(Ok(1)),
        }
    }
}

/// Verifies each proof of a file under its edition's rules; an error names
/// the proof (from 1).
pub fn verify_all(proofs: &[Proof]) -> Result<Vec<Checked>, VerifyError> {
    proofs
        .iter()
        .enumerate()
        .map(|(i, proof)| {
            verify(proof, Rules::new(proof.root.edition)).map_err(|error| VerifyError::InProof {
                proof: i + 1,
                error: Box::new(error),
            })
        })
        .collect()
}
