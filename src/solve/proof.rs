//! A proof as a strategy: for every position on it where the winner moves,
//! the winner's move; the loser's positions are implied (every legal reply
//! must lead back onto the proof). Its file form and its extraction from a
//! solver's table; `verify.rs` re-checks it with the engine alone.
//!
//! The file: `bao-proofs 1` and `proofs <k>`, then `k` proofs, each four
//! text lines (`bao-proof 1`, the root's position string, `winner S|N`,
//! `entries <n>`) and `n` records of 10 bytes sorted by key:
//! the position's Zobrist hash (u64, little-endian), the move (loop pit × 2,
//! +1 anticlockwise) and the plies to the end under the strategy against the
//! longest defence. A hash stands for the position: the verify plays every
//! move it names, checks every line to its end and fails on an entry it
//! never reaches, so a wrong entry can only make it fail, never pass.

use super::dfpn::{Solver, key};
use crate::rules::{
    Dir, MAX_PLIES, Move, MoveEnd, Position, Rules, Side, legal_moves, play_untraced,
};
use std::collections::{HashMap, HashSet};
use std::fmt;

const MAGIC: &str = "bao-proof 1";
const FILE_MAGIC: &str = "bao-proofs 1";
const RECORD: usize = 10;

/// A winning strategy from `root` for `winner`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proof {
    pub root: Position,
    pub winner: Side,
    /// Sorted by key: (key, move code, plies to the end).
    pub entries: Vec<(u64, u8, u8)>,
}

/// Why a proof file cannot be read. Reading never panics: every malformed
/// input is one of these.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// The bytes do not begin with `expected` (`bao-proofs 1` for a file,
    /// `bao-proof 1` for each proof in it).
    NotAProofFile { expected: &'static str },
    /// No `what` line: the bytes end, or run 4 KiB, without a line break.
    NoLine { what: &'static str },
    /// The `what` line is not text, or not of its form.
    BadLine { what: &'static str },
    /// The root's position string does not parse.
    BadRoot { error: String },
    /// The file is cut short: `entries` records need `needed` bytes after
    /// the proof's header, `have` are left.
    Truncated {
        entries: usize,
        needed: usize,
        have: usize,
    },
    /// The file is cut short between proofs: it states `stated` proofs and
    /// holds `found`.
    MissingProofs { stated: usize, found: usize },
    /// The `entry`th record (from 1) is not after the one before it in key
    /// order: the records are reordered, repeated or corrupted.
    OutOfOrder { entry: usize },
    /// The `entry`th record's move byte is no move.
    BadMove { entry: usize, code: u8 },
    /// Bytes follow the last proof the file states.
    Trailing { bytes: usize, proofs: usize },
    /// An error in the `proof`th proof (from 1).
    InProof { proof: usize, error: Box<ReadError> },
}

impl ReadError {
    /// The error itself, without the proof it is in.
    pub fn cause(&self) -> &ReadError {
        match self {
            ReadError::InProof { error, .. } => error.cause(),
            other => other,
        }
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::NotAProofFile { expected } => {
                write!(f, "not a proof file: it does not begin with '{expected}'")
            }
            ReadError::NoLine { what } => write!(f, "not a proof file: no {what} line"),
            ReadError::BadLine { what } => {
                write!(f, "not a proof file: the {what} line is not of its form")
            }
            ReadError::BadRoot { error } => write!(f, "the proof's start position: {error}"),
            ReadError::Truncated {
                entries,
                needed,
                have,
            } => write!(
                f,
                "the proof is cut short: {entries} entries need {needed} bytes after the header, it has {have}"
            ),
            ReadError::MissingProofs { stated, found } => write!(
                f,
                "the file is cut short: it states {stated} proofs and holds {found}"
            ),
            ReadError::OutOfOrder { entry } => {
                write!(f, "the proof's entry {entry} is out of order")
            }
            ReadError::BadMove { entry, code } => {
                write!(f, "the proof's entry {entry} has no move ({code})")
            }
            ReadError::Trailing { bytes, proofs } => {
                write!(f, "{bytes} bytes follow the last of the {proofs} proofs")
            }
            ReadError::InProof { proof, error } => write!(f, "proof {proof}: {error}"),
        }
    }
}

impl std::error::Error for ReadError {}

/// Why a proof cannot be built from a solver's table or a shortest-win
/// search, or its lines counted: `at` is the position where it fails.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProofError {
    /// The file's move code has no safari form.
    #[error(
        "a proof file holds Bao la Kujifunza or Kimasai strategies, not Kiswahili ones (its moves have no safari form)"
    )]
    Kiswahili,
    /// The root is not proven in the solver's table.
    #[error("{root} is not proven in the table (a game already over has no proof to write)")]
    NotProven { root: Position },
    /// A line reaches the rules' ply limit.
    #[error("at {at}: the 2,000-ply limit is reached")]
    PlyLimit { at: Position },
    /// The winner moves at `at` and the proof has no move there.
    #[error("at {at}: the proof has no move")]
    NoMove { at: Position },
    /// The plies to the end do not fit the file's byte.
    #[error("at {at}: {plies} plies to the end do not fit the file")]
    TooManyPlies { at: Position, plies: u32 },
    /// A reply of the loser's is not proven in the solver's table.
    #[error(
        "at {at}: the reply {} is not proven in the table",
        .reply.text(.at.edition, .at.side)
    )]
    ReplyNotProven { at: Position, reply: Move },
    #[error("at {at}: no proven move in the table")]
    NoProvenMove { at: Position },
    /// The shortest-win search finds no win within `most` plies.
    #[error("at {at}: no forced win within {most} plies")]
    NoForcedWin { at: Position, most: u16 },
    #[error("at {at}: no move keeps the {plies}-ply win")]
    NoMoveKeepsWin { at: Position, plies: u16 },
    /// The shortest win's plies do not fit the file's byte.
    #[error("at {at}: {plies} plies")]
    ShortestTooLong { at: Position, plies: u16 },
}

/// A move's code in a proof file: its loop pit × 2, +1 anticlockwise.
pub fn code(mv: Move) -> u8 {
    mv.pit * 2 + (mv.dir == Dir::Anticlockwise) as u8
}

/// The move of a proof file's code ([`code`]).
pub fn decode(code: u8) -> Move {
    let dir = if code & 1 == 0 {
        Dir::Clockwise
    } else {
        Dir::Anticlockwise
    };
    Move::new(code / 2, dir)
}

impl Proof {
    /// The winner's move at `position` and the plies to the end, if the
    /// position is on the proof.
    pub fn lookup(&self, position: &Position) -> Option<(Move, u8)> {
        if position.side != self.winner || position.edition != self.root.edition {
            return None;
        }
        let k = key(position);
        let i = self.entries.binary_search_by_key(&k, |e| e.0).ok()?;
        let (_, mv, plies) = self.entries[i];
        Some((decode(mv), plies))
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = format!(
            "{MAGIC}\n{}\nwinner {}\nentries {}\n",
            self.root,
            self.winner.letter(),
            self.entries.len()
        )
        .into_bytes();
        for &(k, mv, plies) in &self.entries {
            out.extend_from_slice(&k.to_le_bytes());
            out.push(mv);
            out.push(plies);
        }
        out
    }

    /// Reads one proof from the front of `bytes`; returns it and what
    /// follows. Anything malformed is an error, never a panic.
    pub fn read(bytes: &[u8]) -> Result<(Proof, &[u8]), ReadError> {
        let mut rest = bytes;
        let mut line = |what: &'static str| next_line(&mut rest, what);
        if line("first")? != MAGIC {
            return Err(ReadError::NotAProofFile { expected: MAGIC });
        }
        let root = Position::parse(&line("position")?).map_err(|e| ReadError::BadRoot {
            error: e.to_string(),
        })?;
        let winner = line("winner")?;
        let winner = winner
            .strip_prefix("winner ")
            .and_then(Side::from_letter)
            .ok_or(ReadError::BadLine { what: "winner" })?;
        let count = line("entries")?;
        let count: usize = count
            .strip_prefix("entries ")
            .and_then(|n| n.parse().ok())
            .ok_or(ReadError::BadLine { what: "entries" })?;
        let needed = count.saturating_mul(RECORD);
        if rest.len() < needed {
            return Err(ReadError::Truncated {
                entries: count,
                needed,
                have: rest.len(),
            });
        }
        let (records, after) = rest.split_at(needed);
        let mut entries = Vec::with_capacity(count);
        for (i, record) in records.chunks_exact(RECORD).enumerate() {
            let mut k = [0; 8];
            k.copy_from_slice(&record[..8]);
            let k = u64::from_le_bytes(k);
            if entries.last().is_some_and(|&(last, _, _)| last >= k) {
                return Err(ReadError::OutOfOrder { entry: i + 1 });
            }
            if record[8] >= 32 {
                return Err(ReadError::BadMove {
                    entry: i + 1,
                    code: record[8],
                });
            }
            entries.push((k, record[8], record[9]));
        }
        let proof = Proof {
            root,
            winner,
            entries,
        };
        Ok((proof, after))
    }
}

/// The next text line of a proof file, and the rest after it.
fn next_line(rest: &mut &[u8], what: &'static str) -> Result<String, ReadError> {
    let end = rest
        .iter()
        .take(4096)
        .position(|&b| b == b'\n')
        .ok_or(ReadError::NoLine { what })?;
    let text = std::str::from_utf8(&rest[..end])
        .map_err(|_| ReadError::BadLine { what })?
        .to_string();
    *rest = &rest[end + 1..];
    Ok(text)
}

/// A file of several proofs.
pub fn proofs_to_bytes(proofs: &[Proof]) -> Vec<u8> {
    let mut out = format!("{FILE_MAGIC}\nproofs {}\n", proofs.len()).into_bytes();
    for proof in proofs {
        out.extend_from_slice(&proof.to_bytes());
    }
    out
}

/// Reads a file of several proofs; a malformed one is an error naming
/// which proof is wrong.
pub fn read_proofs(bytes: &[u8]) -> Result<Vec<Proof>, ReadError> {
    let mut rest = bytes;
    if next_line(&mut rest, "first")? != FILE_MAGIC {
        return Err(ReadError::NotAProofFile {
            expected: FILE_MAGIC,
        });
    }
    let count = next_line(&mut rest, "proofs")?;
    let count: usize = count
        .strip_prefix("proofs ")
        .and_then(|n| n.parse().ok())
        .ok_or(ReadError::BadLine { what: "proofs" })?;
    let mut proofs = Vec::new();
    for i in 0..count {
        if rest.is_empty() {
            return Err(ReadError::MissingProofs {
                stated: count,
                found: i,
            });
        }
        let (proof, after) = Proof::read(rest).map_err(|error| ReadError::InProof {
            proof: i + 1,
            error: Box::new(error),
        })?;
        proofs.push(proof);
        rest = after;
    }
    if !rest.is_empty() {
        return Err(ReadError::Trailing {
            bytes: rest.len(),
            proofs: count,
        });
    }
    Ok(proofs)
}

/// The file's move code has no safari bit: proofs are of Bao la Kujifunza
/// (and Kimasai, whose moves are one direction) only.
pub(crate) fn writable(root: &Position) -> Result<(), ProofError> {
    if root.edition == crate::rules::Edition::Kiswahili {
        return Err(ProofError::Kiswahili);
    }
    Ok(())
}

/// How many distinct games the strategy allows: every line from the root
/// on which the winner plays the proof's moves and the loser any legal
/// reply, to its end (saturating). A position off the proof is an error,
/// as in the verify; call it on a verified proof.
pub fn count_lines(proof: &Proof, rules: Rules) -> Result<u64, ProofError> {
    fn from(
        proof: &Proof,
        rules: Rules,
        position: &Position,
        done: &mut HashMap<Position, u64>,
        depth: usize,
    ) -> Result<u64, ProofError> {
        if let Some(&n) = done.get(position) {
            return Ok(n);
        }
        if depth >= MAX_PLIES {
            return Err(ProofError::PlyLimit { at: *position });
        }
        let legal = legal_moves(position, &rules);
        if legal.is_empty() {
            return Ok(1);
        }
        let moves: Vec<Move> = if position.side == proof.winner {
            let (mv, _) = proof
                .lookup(position)
                .ok_or(ProofError::NoMove { at: *position })?;
            vec![mv]
        } else {
            legal.to_vec()
        };
        let mut lines = 0u64;
        for mv in moves {
            let (child, outcome) = play_untraced(position, mv, &rules);
            let n = match outcome.ending {
                MoveEnd::Done => from(proof, rules, &child, done, depth + 1)?,
                _ => 1,
            };
            lines = lines.saturating_add(n);
        }
        done.insert(*position, lines);
        Ok(lines)
    }
    from(proof, rules, &proof.root, &mut HashMap::new(), 0)
}

/// Builds the proof of a solved root from `solver`'s table: at each winner's
/// position the proven move with the shortest win under the longest defence
/// (among those proven before the position itself, so the strategy never
/// loops). `None` if the root is not proven.
pub fn extract(solver: &Solver, root: &Position) -> Result<Proof, ProofError> {
    writable(root)?;
    let mut build = Build {
        solver,
        plies: HashMap::new(),
        moves: HashMap::new(),
    };
    if !solver.entry(root).proven() {
        return Err(ProofError::NotProven { root: *root });
    }
    build.visit(root, u32::MAX)?;
    // Only the positions the chosen moves reach belong to the proof.
    let mut entries = Vec::new();
    let mut seen = HashSet::new();
    let mut stack = vec![*root];
    while let Some(position) = stack.pop() {
        if !seen.insert(key(&position)) {
            continue;
        }
        let legal = legal_moves(&position, &solver.rules);
        let moves: Vec<Move> = if position.side == solver.prover {
            let Some(&mv) = build.moves.get(&key(&position)) else {
                continue; // decided by the rules
            };
            let plies = build.plies[&key(&position)];
            let plies = u8::try_from(plies).map_err(|_| ProofError::TooManyPlies {
                at: position,
                plies,
            })?;
            entries.push((key(&position), code(mv), plies));
            vec![mv]
        } else {
            legal.to_vec()
        };
        for mv in moves {
            let (child, outcome) = play_untraced(&position, mv, &solver.rules);
            if outcome.ending == MoveEnd::Done {
                stack.push(child);
            }
        }
    }
    entries.sort_unstable();
    Ok(Proof {
        root: *root,
        winner: solver.prover,
        entries,
    })
}

struct Build<'a> {
    solver: &'a Solver,
    plies: HashMap<u64, u32>,
    moves: HashMap<u64, Move>,
}

impl Build<'_> {
    /// Plies to the end from a proven `position` (proven at `before` or later).
    fn visit(&mut self, position: &Position, before: u32) -> Result<u32, ProofError> {
        let k = key(position);
        if let Some(&plies) = self.plies.get(&k) {
            return Ok(plies);
        }
        let legal = legal_moves(position, &self.solver.rules);
        if legal.is_empty() {
            return Ok(0); // the rules decide it (the mover has lost)
        }
        let entry = self.solver.entry(position);
        let own = if entry.proven() {
            entry.proven_at
        } else {
            before
        };
        let winner = self.solver.prover;
        let mut best: Option<(u32, Move)> = None;
        for &mv in legal.iter() {
            let (child, outcome) = play_untraced(position, mv, &self.solver.rules);
            let plies = match outcome.ending {
                MoveEnd::GameOver { loser } if loser != winner => Some(1),
                MoveEnd::Done => {
                    let sub = self.solver.entry(&child);
                    let no_moves = legal_moves(&child, &self.solver.rules).is_empty();
                    if no_moves && child.side != winner {
                        Some(1)
                    } else if sub.proven() && sub.proven_at < own {
                        Some(1 + self.visit(&child, sub.proven_at)?)
                    } else {
                        None
                    }
                }
                _ => None,
            };
            if position.side == winner {
                if let Some(p) = plies
                    && best.is_none_or(|(b, _)| p < b)
                {
                    best = Some((p, mv));
                }
            } else {
                let p = plies.ok_or(ProofError::ReplyNotProven {
                    at: *position,
                    reply: mv,
                })?;
                best = Some(best.map_or((p, mv), |(b, m)| if p > b { (p, mv) } else { (b, m) }));
            }
        }
        let (plies, mv) = best.ok_or(ProofError::NoProvenMove { at: *position })?;
        if position.side == winner {
            self.moves.insert(k, mv);
        }
        self.plies.insert(k, plies);
        Ok(plies)
    }
}
