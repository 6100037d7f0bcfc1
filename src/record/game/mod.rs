//! Game records, the `.bao` files of `shared/RECORDS.md`: written from a
//! [`Game`], read back by replaying every move through the engine. Where
//! RECORDS.md is silent, `src/record/README.md` says what was decided.

mod errors;
mod header;
mod reader;
mod recorded;
mod scanner;
mod tags;
#[cfg(test)]
mod tests;
mod writer;

pub use errors::*;
pub use reader::*;
pub use recorded::*;
pub use tags::*;
pub use writer::*;
