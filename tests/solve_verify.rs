//! `bao solve verify` is strict: each way a proof can be wrong, made by
//! mutating the shipped proofs in memory, fails it with its own error
//! (`VerifyError`, `ReadError`), and reading a damaged file fails cleanly.
//! The claims of src/rules/README.md (the proofs' positions, winners and
//! plies, and that no win of the start is faster than 21 plies) are
//! re-checked, not trusted.

use bao::rules::{Edition, MoveEnd, Position, Rules, Side, legal_moves, play_untraced};
use bao::solve::claims::{CLAIMS, Claim, verify_claims};
use bao::solve::{
    Budget, Proof, ReadError, SHIPPED, Solver, VerifyError, code_move as decode, extract,
    move_code as code, proofs_to_bytes, read_proofs, verify, verify_all,
};
use std::collections::HashSet;

mod common;
use common::winner_positions;

const RULES: Rules = Rules::new(Edition::Kujifunza);

fn shipped() -> Vec<Proof> {
    read_proofs(SHIPPED).expect("the shipped proofs read")
}

/// The claims without the search for faster wins (a second or more each
/// time): for tests that verify many mutated files.
fn quick_claims() -> Vec<Claim> {
    CLAIMS
        .iter()
        .map(|c| Claim {
            no_faster: false,
            ..*c
        })
        .collect()
}

/// The index of `position`'s entry in `proof`.
fn entry_of(proof: &Proof, position: &Position) -> usize {
    proof
        .entries
        .binary_search_by_key(&position.hash(), |e| e.0)
        .expect("the position's entry")
}

#[test]
fn the_shipped_proofs_verify_with_their_claims() {
    let proofs = shipped();
    let checked = verify_claims(&proofs, &CLAIMS).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(checked.len(), 17);
    assert_eq!(checked[0].longest, 21);
    assert_eq!(checked[0].winner_positions, proofs[0].entries.len());
    for (proof, checked) in proofs.iter().zip(&checked) {
        assert_eq!(checked.winner_positions, proof.entries.len());
    }
    let figures: Vec<u32> = CLAIMS.iter().map(|c| c.plies).collect();
    let found: Vec<u32> = checked.iter().map(|c| c.longest).collect();
    assert_eq!(found, figures);
}

/// Every move of the start's proof in turn replaced by one that is not
/// legal there.
#[test]
fn a_move_that_is_not_legal_fails_with_illegal_move() {
    let proof = &shipped()[0];
    let positions = winner_positions(proof, None);
    assert_eq!(positions.len(), proof.entries.len());
    for position in positions {
        let legal = legal_moves(&position, &RULES);
        let illegal = (0..32u8)
            .find(|&c| !legal.contains(&decode(c)))
            .expect("some move is not legal");
        let mut wrong = proof.clone();
        let i = entry_of(&wrong, &position);
        wrong.entries[i].1 = illegal;
        assert_eq!(
            verify(&wrong, RULES),
            Err(VerifyError::IllegalMove {
                at: position,
                mv: decode(illegal)
            })
        );
    }
}

/// The line the strategy plays against the longest defence: the winner's
/// positions on it, from the root.
fn winners_line(proof: &Proof) -> Vec<Position> {
    let mut line = Vec::new();
    let mut position = proof.root;
    loop {
        let next = if position.side == proof.winner {
            line.push(position);
            let (mv, _) = proof.lookup(&position).expect("on the proof");
            Some(play_untraced(&position, mv, &RULES))
        } else {
            let replies = legal_moves(&position, &RULES);
            replies
                .iter()
                .map(|&reply| play_untraced(&position, reply, &RULES))
                .filter(|(child, _)| proof.lookup(child).is_some())
                .max_by_key(|(child, _)| proof.lookup(child).map(|(_, plies)| plies))
        };
        match next {
            Some((child, outcome)) if outcome.ending == MoveEnd::Done => position = child,
            _ => return line,
        }
    }
}

/// The entry of each position on the winner's line taken out in turn: at
/// the root the proof has no move; further on the loser's reply that leads
/// there is left uncovered, and the error names the reply.
#[test]
fn a_missing_entry_on_the_winners_line_fails_with_missing_move() {
    let proof = &shipped()[0];
    let line = winners_line(proof);
    assert_eq!(line.len(), 11, "21 plies: 11 moves of South's");
    for (n, position) in line.iter().enumerate() {
        let mut wrong = proof.clone();
        wrong.entries.remove(entry_of(&wrong, position));
        let error = verify(&wrong, RULES).expect_err("the verify fails");
        if n == 0 {
            assert_eq!(error, VerifyError::MissingMove { at: *position });
            continue;
        }
        let VerifyError::ReplyLeftOut { at, reply, reached } = error else {
            panic!("{error}");
        };
        assert_eq!(reached, *position);
        assert_eq!(play_untraced(&at, reply, &RULES).0, reached);
    }
}

/// Each reply of the loser after the start's first move left out: the
/// entries only that reply leads to are taken out, and the verify names
/// the reply.
#[test]
fn a_reply_of_the_loser_left_out_fails_with_reply_left_out() {
    let proof = &shipped()[0];
    let (first, _) = proof.lookup(&proof.root).unwrap();
    let loser = play_untraced(&proof.root, first, &RULES).0;
    let mut tested = 0;
    for &reply in legal_moves(&loser, &RULES).iter() {
        let (child, outcome) = play_untraced(&loser, reply, &RULES);
        let kept: HashSet<u64> = winner_positions(proof, Some((loser, reply)))
            .iter()
            .map(Position::hash)
            .collect();
        if outcome.ending != MoveEnd::Done || kept.contains(&child.hash()) {
            continue; // the reply ends the game, or another line covers it
        }
        let mut wrong = proof.clone();
        wrong.entries.retain(|e| kept.contains(&e.0));
        assert!(wrong.entries.len() < proof.entries.len());
        assert_eq!(
            verify(&wrong, RULES),
            Err(VerifyError::ReplyLeftOut {
                at: loser,
                reply,
                reached: child
            })
        );
        tested += 1;
    }
    assert!(tested >= 2, "{tested}");
}

/// The first reply at `position` (the loser's) that ends the game at once
/// and not in `winner`'s favour, with the error the verify gives for it.
fn refutation(position: &Position, winner: Side) -> Option<VerifyError> {
    legal_moves(position, &RULES).iter().find_map(|&reply| {
        match play_untraced(position, reply, &RULES).1.ending {
            MoveEnd::GameOver { loser } if loser == winner => Some(VerifyError::ReplyWins {
                at: *position,
                reply,
            }),
            MoveEnd::NeverEnding { .. } => Some(VerifyError::NeverEnds {
                at: *position,
                mv: reply,
            }),
            _ => None,
        }
    })
}

/// An entry that claims a win the position refutes: each move of each
/// shipped proof replaced by another legal move after which the loser has
/// a reply that ends the game (its own win, or a never-ending move); the
/// verify names that reply.
#[test]
fn a_claimed_win_the_position_refutes_fails_with_reply_wins() {
    let (mut tested, mut wins) = (0, 0);
    for proof in &shipped() {
        for position in winner_positions(proof, None) {
            for &mv in legal_moves(&position, &RULES).iter() {
                let (child, outcome) = play_untraced(&position, mv, &RULES);
                if outcome.ending != MoveEnd::Done {
                    continue;
                }
                let Some(expected) = refutation(&child, proof.winner) else {
                    continue;
                };
                let mut wrong = proof.clone();
                let i = entry_of(&wrong, &position);
                wrong.entries[i].1 = code(mv);
                wins += matches!(expected, VerifyError::ReplyWins { .. }) as usize;
                assert_eq!(verify(&wrong, RULES), Err(expected));
                tested += 1;
            }
        }
    }
    assert!(wins >= 90, "{wins} of {tested}");
}

/// An entry that claims a win in fewer (or more) plies than its strategy
/// takes against the longest defence: every entry of the start's proof,
/// one ply off either way.
#[test]
fn an_entry_claiming_other_plies_fails_with_wrong_plies() {
    let proof = &shipped()[0];
    for (n, position) in winner_positions(proof, None).into_iter().enumerate() {
        let mut wrong = proof.clone();
        let i = entry_of(&wrong, &position);
        let actual = wrong.entries[i].2;
        let stored = if n % 2 == 0 { actual - 1 } else { actual + 1 };
        wrong.entries[i].2 = stored;
        assert_eq!(
            verify(&wrong, RULES),
            Err(VerifyError::WrongPlies {
                at: position,
                stored,
                actual: u32::from(actual)
            })
        );
    }
}

/// An entry the verify never reaches is an error, not a remark: a
/// position after another first move of South's and a reply (South to
/// move, a real position, but off South's strategy), added to the start's
/// proof.
#[test]
fn an_entry_never_reached_fails_with_unreached() {
    let proof = &shipped()[0];
    let start = proof.root;
    let (first, _) = proof.lookup(&start).unwrap();
    let on_proof: HashSet<u64> = proof.entries.iter().map(|e| e.0).collect();
    let off = legal_moves(&start, &RULES)
        .iter()
        .filter(|&&mv| mv != first)
        .map(|&mv| play_untraced(&start, mv, &RULES).0)
        .flat_map(|p| {
            let replies = legal_moves(&p, &RULES);
            replies
                .iter()
                .map(|&reply| play_untraced(&p, reply, &RULES))
                .filter(|(_, outcome)| outcome.ending == MoveEnd::Done)
                .map(|(child, _)| child)
                .collect::<Vec<_>>()
        })
        .find(|p| !on_proof.contains(&p.hash()))
        .expect("a position off the proof");
    assert_eq!(off.side, Side::South);
    let mut wrong = proof.clone();
    let legal = legal_moves(&off, &RULES);
    let at = wrong.entries.partition_point(|e| e.0 < off.hash());
    wrong.entries.insert(at, (off.hash(), code(legal[0]), 7));
    assert_eq!(
        verify(&wrong, RULES),
        Err(VerifyError::Unreached {
            count: 1,
            first: off.hash()
        })
    );
    // Two extra entries: both counted, the smaller key named.
    let other = off.hash() ^ 1;
    assert!(!on_proof.contains(&other));
    let mut twice = wrong.clone();
    let at = twice.entries.partition_point(|e| e.0 < other);
    twice.entries.insert(at, (other, 0, 3));
    assert_eq!(
        verify(&twice, RULES),
        Err(VerifyError::Unreached {
            count: 2,
            first: other.min(off.hash())
        })
    );
}

/// Where each proof begins in the file, where its records begin, and
/// where it ends.
fn layout(proofs: &[Proof]) -> Vec<(usize, usize, usize)> {
    let mut at = SHIPPED.len() - proofs_to_bytes(proofs).len() + proofs_to_bytes(&[]).len();
    at += format!("{}", proofs.len()).len() - 1;
    let mut found = Vec::new();
    for proof in proofs {
        let bytes = proof.to_bytes();
        let records = bytes.len() - proof.entries.len() * 10;
        found.push((at, at + records, at + bytes.len()));
        at += bytes.len();
    }
    assert_eq!(at, SHIPPED.len());
    found
}

/// The file cut at every length: reading fails, never panics, and says
/// how: inside a header line, inside the records, or between proofs.
#[test]
fn a_truncated_file_fails_to_read_cleanly() {
    let proofs = shipped();
    let layout = layout(&proofs);
    for cut in 0..SHIPPED.len() {
        let error = read_proofs(&SHIPPED[..cut]).expect_err("a cut file does not read");
        let proof = layout
            .iter()
            .position(|&(start, _, end)| (start..end).contains(&cut));
        match error.cause() {
            ReadError::NoLine { .. } => {
                let header = proof.is_none_or(|i| cut < layout[i].1);
                assert!(header, "{cut}: {error}");
            }
            ReadError::Truncated { needed, have, .. } => {
                let i = proof.expect("in a proof");
                assert!(cut >= layout[i].1 && have < needed, "{cut}: {error}");
            }
            ReadError::MissingProofs { stated, found } => {
                assert_eq!(*stated, 17);
                assert_eq!(layout[*found].0, cut, "{cut}");
            }
            _ => panic!("{cut}: {error}"),
        }
        if let Some(i) = proof.filter(|&i| cut > layout[i].0) {
            assert!(
                matches!(error, ReadError::InProof { proof, .. } if proof == i + 1),
                "{cut}: {error}"
            );
        }
    }
    let whole = read_proofs(SHIPPED).unwrap();
    assert_eq!(whole, proofs);
}

/// Records swapped, repeated or given no move, proofs swapped, bytes after
/// the end: each a distinct error, in the proof it is in.
#[test]
fn a_reordered_or_corrupted_file_fails_cleanly() {
    let proofs = shipped();
    let (_, records, _) = layout(&proofs)[0];
    let record = |i: usize| records + 10 * i;
    let in_first = |error: ReadError| match error {
        ReadError::InProof { proof: 1, error } => *error,
        other => panic!("{other}"),
    };
    let mut swapped = SHIPPED.to_vec();
    swapped[record(4)..record(6)].rotate_left(10);
    let error = in_first(read_proofs(&swapped).unwrap_err());
    assert_eq!(error, ReadError::OutOfOrder { entry: 6 });

    let mut repeated = SHIPPED.to_vec();
    repeated.copy_within(record(9)..record(10), record(10));
    let error = in_first(read_proofs(&repeated).unwrap_err());
    assert_eq!(error, ReadError::OutOfOrder { entry: 11 });

    for code in 32..=255u8 {
        let mut no_move = SHIPPED.to_vec();
        no_move[record(3) + 8] = code;
        let error = in_first(read_proofs(&no_move).unwrap_err());
        assert_eq!(error, ReadError::BadMove { entry: 4, code });
    }

    let mut trailing = SHIPPED.to_vec();
    trailing.push(0);
    assert_eq!(
        read_proofs(&trailing),
        Err(ReadError::Trailing {
            bytes: 1,
            proofs: 17
        })
    );

    // Whole proofs in the wrong order read and verify as proofs, but are
    // not the claimed ones.
    let mut reordered = proofs.clone();
    reordered.swap(1, 2);
    let bytes = proofs_to_bytes(&reordered);
    let read = read_proofs(&bytes).unwrap();
    assert!(verify_all(&read).is_ok());
    let error = verify_claims(&read, &quick_claims()).unwrap_err();
    let VerifyError::InProof { proof: 2, error } = error else {
        panic!("{error}");
    };
    assert_eq!(
        *error,
        VerifyError::WrongRoot {
            expected: Some(proofs[1].root),
            found: proofs[2].root
        }
    );
}

/// Single bytes of the file changed all over it (one bit, or the whole
/// byte): the file fails to read, or fails the verify and its claims, or
/// reads as the very same proofs (a different spelling of the same file).
#[test]
fn a_corrupted_byte_anywhere_fails_or_changes_nothing() {
    let proofs = shipped();
    let claims = quick_claims();
    let mut failed = 0;
    for (n, at) in (0..SHIPPED.len()).step_by(331).chain(0..64).enumerate() {
        let mut bytes = SHIPPED.to_vec();
        bytes[at] ^= [0x01, 0x80, 0xff, 0x10][n % 4];
        match read_proofs(&bytes) {
            Err(_) => failed += 1,
            Ok(read) if read == proofs => {}
            Ok(read) => {
                let verified = verify_claims(&read, &claims);
                assert!(verified.is_err(), "byte {at}: the verify passes");
                failed += 1;
            }
        }
    }
    assert!(failed > 300, "{failed}");
}

/// A longest line other than the stated figure fails the claims, for the
/// start's proof and for another.
#[test]
fn a_longest_line_other_than_the_claim_fails_with_stated_plies() {
    let proofs = shipped();
    for (proof, plies) in [(1, 22), (1, 20), (5, 29)] {
        let mut claims = quick_claims();
        claims[proof - 1].plies = plies;
        let found = CLAIMS[proof - 1].plies;
        assert_eq!(
            verify_claims(&proofs, &claims),
            Err(VerifyError::InProof {
                proof,
                error: Box::new(VerifyError::StatedPlies {
                    stated: plies,
                    found
                })
            })
        );
    }
    let mut claims = quick_claims();
    claims[3].winner = Side::North;
    let error = verify_claims(&proofs, &claims).unwrap_err();
    assert_eq!(
        *error.cause(),
        VerifyError::WrongWinner {
            expected: Side::North,
            found: Side::South
        }
    );
    let error = verify_claims(&proofs[..16], &quick_claims()).unwrap_err();
    assert_eq!(
        error,
        VerifyError::WrongCount {
            stated: 17,
            found: 16
        }
    );
}

/// "No win is faster than 21 plies" is searched, not read off the proof:
/// the solver's own strategy for the start (not the shortest) is a correct
/// proof whose longest line is longer, and claiming that figure fails,
/// since the search finds the 21-ply win.
#[test]
fn a_faster_win_than_the_claim_fails_with_faster_win() {
    let mut proofs = shipped();
    let start = proofs[0].root;
    let mut solver = Solver::new(RULES, Side::South);
    solver.solve(
        &start,
        Budget {
            nodes: u64::MAX,
            entries: 1 << 20,
        },
    );
    proofs[0] = extract(&solver, &start).expect("the start is proven");
    let longest = verify(&proofs[0], RULES).expect("a proof").longest;
    assert!(longest > 21, "{longest}");
    let mut claims = CLAIMS;
    claims[0].plies = longest;
    assert_eq!(
        verify_claims(&proofs, &claims),
        Err(VerifyError::InProof {
            proof: 1,
            error: Box::new(VerifyError::FasterWin {
                stated: longest,
                found: 21
            })
        })
    );
}

/// `bao solve verify` runs the same checks on the built-in proofs and
/// says so.
#[test]
fn bao_solve_verify_checks_the_claims() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_bao"))
        .args(["solve", "verify"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains("proof 1 (the start): no win is faster than 21 plies (searched)"),
        "{text}"
    );
    assert!(!text.contains("unused"), "{text}");
}
