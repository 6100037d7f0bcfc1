//! What is claimed of the shipped proofs (src/rules/README.md, "Bao la
//! Kujifunza solved"), re-checked rather than trusted: which position each
//! proof is of, who wins it, in how many plies against the best defence,
//! and that no win of the start is faster than its 21 plies.
//!
//! The plies are checked two ways. Each proof's longest line under its
//! strategy (the verify's figure) must equal the stated one: the winner
//! wins within it whatever the loser does. And for a claim marked
//! `no_faster` a search of its own ([`Shortest`]) must find no forced win
//! in fewer plies, whatever the winner does: the stated figure is the
//! shortest win, not just this strategy's. From the start that search is
//! cheap (about a second): a win within 20 plies needs a first move that
//! wins within 19, a first move after which the other side has a verified
//! proof cannot, so only the four winning first moves are searched. The
//! other claims' lower bounds take minutes each (those of 29 plies more),
//! so only `bao solve --shortest`, which found them, vouches for them.

use super::proof::Proof;
use super::shortest::Shortest;
use super::verify::{Checked, VerifyError, verify_all};
use crate::rules::{Edition, MoveEnd, Position, Rules, Side, legal_moves, play_untraced};

/// A claim about one shipped proof.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Claim {
    /// South's first move from the start before the proof's root; `None`:
    /// the root is the start.
    pub after: Option<&'static str>,
    pub winner: Side,
    /// Plies from the root to the end against the best defence.
    pub plies: u32,
    /// Whether the verify also searches that no win is faster.
    pub no_faster: bool,
}

const fn claim(after: Option<&'static str>, winner: Side, plies: u32) -> Claim {
    Claim {
        after,
        winner,
        plies,
        no_faster: false,
    }
}

use Side::{North as N, South as S};

/// The claims, in the file's order: the start, then after each of South's
/// first moves in the engine's order.
pub const CLAIMS: [Claim; 17] = [
    Claim {
        no_faster: true,
        ..claim(None, S, 21)
    },
    claim(Some("A1>"), N, 11),
    claim(Some("A2>"), N, 5),
    claim(Some("A3>"), S, 20),
    claim(Some("A3<"), S, 30),
    claim(Some("A4>"), N, 23),
    claim(Some("A4<"), N, 13),
    claim(Some("A5>"), N, 13),
    claim(Some("A5<"), N, 23),
    claim(Some("A6>"), S, 30),
    claim(Some("A6<"), S, 20),
    claim(Some("A7<"), N, 5),
    claim(Some("A8<"), N, 11),
    claim(Some("B8<"), N, 3),
    claim(Some("B7<"), N, 19),
    claim(Some("B2>"), N, 19),
    claim(Some("B1>"), N, 3),
];

/// Verifies `proofs` (each as [`verify_all`] does) and checks them against
/// `claims`: their number, roots, winners and plies, and the lower bounds
/// of the claims marked `no_faster`. An error names the proof (from 1).
pub fn verify_claims(proofs: &[Proof], claims: &[Claim]) -> Result<Vec<Checked>, VerifyError> {
    let checked = verify_all(proofs)?;
    if proofs.len() != claims.len() {
        return Err(VerifyError::WrongCount {
            stated: claims.len(),
            found: proofs.len(),
        });
    }
    let in_proof = |i: usize| {
        move |error| VerifyError::InProof {
            proof: i + 1,
            error: Box::new(error),
        }
    };
    for (i, (proof, claim)) in proofs.iter().zip(claims).enumerate() {
        check(proof, &checked[i], claim).map_err(in_proof(i))?;
    }
    for (i, (proof, claim)) in proofs.iter().zip(claims).enumerate() {
        if claim.no_faster {
            no_faster(proof, claim.plies, proofs).map_err(in_proof(i))?;
        }
    }
    Ok(checked)
}

/// The position a claim is of: the start, or the start after its first
/// move; `None` if its move is no legal first move.
pub fn claimed_root(claim: &Claim) -> Option<Position> {
    let start = Position::start(Edition::Kujifunza);
    let Some(text) = claim.after else {
        return Some(start);
    };
    let rules = Rules::new(start.edition);
    legal_moves(&start, &rules)
        .iter()
        .find(|mv| mv.text(start.edition, start.side) == text)
        .map(|&mv| play_untraced(&start, mv, &rules).0)
}

/// One proof's root, winner and longest line against its claim.
fn check(proof: &Proof, checked: &Checked, claim: &Claim) -> Result<(), VerifyError> {
    let expected = claimed_root(claim);
    if expected != Some(proof.root) {
        return Err(VerifyError::WrongRoot {
            expected,
            found: proof.root,
        });
    }
    if proof.winner != claim.winner {
        return Err(VerifyError::WrongWinner {
            expected: claim.winner,
            found: proof.winner,
        });
    }
    if checked.longest != claim.plies {
        return Err(VerifyError::StatedPlies {
            stated: claim.plies,
            found: checked.longest,
        });
    }
    Ok(())
}

/// Searches that `proof`'s winner forces no win from its root in fewer
/// than `stated` plies. Where the winner moves at the root, a move after
/// which the other side wins by one of the (verified) `proofs` cannot lead
/// to a win of the winner's, so only the others are searched.
pub fn no_faster(proof: &Proof, stated: u32, proofs: &[Proof]) -> Result<(), VerifyError> {
    let root = &proof.root;
    let rules = Rules::new(root.edition);
    let mut search = Shortest::new(rules, proof.winner);
    let below = |plies: u32| u16::try_from(stated.saturating_sub(plies)).unwrap_or(u16::MAX);
    let found = if root.side != proof.winner {
        search.plies(root, below(1)).map(u32::from)
    } else {
        let mut fastest = None;
        for &mv in legal_moves(root, &rules).iter() {
            let (child, outcome) = play_untraced(root, mv, &rules);
            let plies = match outcome.ending {
                MoveEnd::GameOver { loser } if loser != proof.winner => Some(1),
                MoveEnd::Done if !lost_by_proof(&child, proof.winner, proofs) => {
                    search.plies(&child, below(2)).map(|d| 1 + u32::from(d))
                }
                _ => None,
            };
            if let Some(plies) = plies {
                fastest = Some(fastest.map_or(plies, |f: u32| f.min(plies)));
            }
        }
        fastest
    };
    match found {
        Some(found) if found < stated => Err(VerifyError::FasterWin { stated, found }),
        _ => Ok(()),
    }
}

/// Whether one of `proofs` is of `position` and won by the other side than
/// `side`: then `side` forces no win there.
fn lost_by_proof(position: &Position, side: Side, proofs: &[Proof]) -> bool {
    proofs
        .iter()
        .any(|p| p.root == *position && p.winner != side)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The claims name the start, then each of South's first moves once,
    /// in the engine's order (the order `bao solve --each-move` writes).
    #[test]
    fn the_claims_are_of_the_start_and_each_first_move_in_order() {
        let start = Position::start(Edition::Kujifunza);
        let rules = Rules::new(start.edition);
        let firsts: Vec<Position> = legal_moves(&start, &rules)
            .iter()
            .map(|&mv| play_untraced(&start, mv, &rules).0)
            .collect();
        let roots: Vec<Option<Position>> = CLAIMS.iter().map(claimed_root).collect();
        assert_eq!(roots[0], Some(start));
        assert_eq!(roots[1..], firsts.into_iter().map(Some).collect::<Vec<_>>());
        assert_eq!(CLAIMS.iter().filter(|c| c.no_faster).count(), 1);
        let bad = Claim {
            after: Some("B5>"),
            ..CLAIMS[1]
        };
        assert_eq!(claimed_root(&bad), None);
    }
}
