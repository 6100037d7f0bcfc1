//! The solver: proves the value of a position exactly (won for the side to
//! move, lost, or won by neither: an unranked ending can be forced), ships
//! the proof of the Bao la Kujifunza start as a strategy, and re-checks it.
//! No I/O beyond what the caller passes in, no Bevy.

pub mod claims;
pub mod dfpn;
pub mod proof;
pub mod shortest;
pub mod table;
pub mod verify;

pub use dfpn::{Answer, Budget, Entry, Solver, Table};
pub use proof::{
    Proof, ProofError, ReadError, code as move_code, count_lines, decode as code_move, extract,
    proofs_to_bytes, read_proofs,
};
pub use verify::{Checked, VerifyError, verify, verify_all};

/// The proofs built into the program (`bao solve --each-move --shortest
/// --proof`): the Bao la Kujifunza start is a win for South, then the
/// winner's proof after each of South's 16 first moves, the winner always
/// playing a move of the shortest forced win. 105,914 bytes; `bao solve
/// verify` re-checks them.
pub const SHIPPED: &[u8] = include_bytes!("../../assets/solve/kujifunza.proof");
