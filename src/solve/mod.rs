//! The solver: proves the value of a position exactly (won for the side to
//! move, lost, or won by neither: an unranked ending can be forced), ships
//! the proof of the Bao la Kujifunza start as a strategy, and re-checks it.
//! No I/O beyond what the caller passes in, no Bevy.

pub mod dfpn;
pub mod proof;
pub mod table;

pub use dfpn::{Answer, Budget, Entry, Solver, Table};
pub use proof::{Checked, Proof, extract, verify};

/// The proof of the Bao la Kujifunza start built into the program (none yet).
pub const SHIPPED: &[u8] = &[];
