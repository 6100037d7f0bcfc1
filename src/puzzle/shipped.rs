//! The shipped puzzles (`assets/puzzles/`, made by its `make.sh`), built
//! into the program and read once, each edition's set on first use.

use super::Puzzle;
use super::file::read_puzzles;
use crate::rules::Edition;
use std::sync::OnceLock;

const KUJIFUNZA: &str = include_str!("../../assets/puzzles/kujifunza-puzzles.bao");
const KISWAHILI: &str = include_str!("../../assets/puzzles/kiswahili-puzzles.bao");
const KIMASAI: &str = include_str!("../../assets/puzzles/kimasai-puzzles.bao");

/// An edition's shipped puzzles. A set that cannot be read is no set (the
/// mode then says there is no puzzle; `bao puzzles verify` names the fault).
pub fn shipped(edition: Edition) -> &'static [Puzzle] {
    static SETS: [OnceLock<Vec<Puzzle>>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let (slot, text) = match edition {
        Edition::Kujifunza => (0, KUJIFUNZA),
        Edition::Kiswahili => (1, KISWAHILI),
        Edition::Kimasai => (2, KIMASAI),
    };
    SETS[slot].get_or_init(|| read_puzzles(text).unwrap_or_default())
}
