//! Play from the shipped proofs (src/solve): in Bao la Kujifunza, on a
//! position a proof covers with its winner to move, the top level plays the
//! proven move and cannot lose.

use crate::rules::{Edition, Move, Position, Rules, legal_moves};
use crate::solve::{Proof, SHIPPED, read_proofs};
use std::sync::OnceLock;

/// A proven win: the move, and the plies to the end under the proof's
/// strategy against the longest defence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proven {
    pub mv: Move,
    pub plies: u32,
}

impl Proven {
    /// The winner's own moves to the end, counting this one.
    pub fn moves(self) -> u32 {
        self.plies.div_ceil(2)
    }
}

/// The built-in proofs, read once. A proof that cannot be read is no proof:
/// the bot then searches as before (`bao solve verify` names the fault).
fn proofs() -> &'static [Proof] {
    static PROOFS: OnceLock<Vec<Proof>> = OnceLock::new();
    PROOFS.get_or_init(|| read_proofs(SHIPPED).unwrap_or_default())
}

/// The proven move at `position`, if a shipped proof covers it with the side
/// to move winning. The move is checked to be legal here, so a position that
/// only shares a proof entry's hash is never given a wrong move.
pub fn proven(position: &Position, rules: Rules) -> Option<Proven> {
    if position.edition != Edition::Kujifunza {
        return None;
    }
    let legal = legal_moves(position, &rules);
    proofs().iter().find_map(|proof| {
        let (mv, plies) = proof.lookup(position)?;
        legal.contains(&mv).then_some(Proven {
            mv,
            plies: plies as u32,
        })
    })
}
