//! The board: two players, each with 16 pits sown as a loop (RULES.md §1).
//!
//! A player's pits are indexed along their own clockwise loop: 0..=7 is the
//! front row from the owner's left (pits 1..8), 8..=15 the back row from the
//! owner's right back to the left (pits 8..1). Stepping +1 is clockwise.

use std::fmt;

/// Seeds in a game: conserved by every move of every edition.
pub const TOTAL_SEEDS: u32 = 64;

/// Front-row loop index of the left kichwa (front pit 1).
pub const LEFT_KICHWA: u8 = 0;
/// Front-row loop index of the right kichwa (front pit 8).
pub const RIGHT_KICHWA: u8 = 7;
/// Front-row loop index of the nyumba (front pit 5, Kiswahili).
pub const NYUMBA: u8 = 4;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    South,
    North,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::South, Side::North];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn other(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    /// Who makes move `ply` (counted from 0) of a game that `self` starts:
    /// the sides take turns (RULES.md §2).
    pub const fn at_ply(self, ply: usize) -> Side {
        if ply.is_multiple_of(2) {
            self
        } else {
            self.other()
        }
    }

    /// The number of the move that ply `ply` (0-based) belongs to, in a game
    /// whose first mover is `self`, counted as the records count: a move is
    /// a pair, South's ply and North's, and the number goes up before each
    /// South ply (a game that North begins has `1... a5<` first).
    pub const fn move_number(self, ply: usize) -> usize {
        let north_first = matches!(self, Side::North) as usize;
        1 + (ply + north_first) / 2
    }

    /// How many moves (pairs, as [`Side::move_number`] counts them) `plies`
    /// plies of a game whose first mover is `self` make, the last one begun
    /// counting whole.
    pub const fn moves_in(self, plies: usize) -> usize {
        match plies.checked_sub(1) {
            Some(last) => self.move_number(last),
            None => 0,
        }
    }

    pub const fn letter(self) -> char {
        match self {
            Side::South => 'S',
            Side::North => 'N',
        }
    }

    /// The name a player reads: "South" or "North".
    pub const fn name(self) -> &'static str {
        match self {
            Side::South => "South",
            Side::North => "North",
        }
    }

    /// The message id of its name in the translation files (`crate::words`).
    pub const fn message_id(self) -> &'static str {
        match self {
            Side::South => "side-south",
            Side::North => "side-north",
        }
    }

    pub fn from_letter(text: &str) -> Option<Side> {
        match text {
            "S" => Some(Side::South),
            "N" => Some(Side::North),
            _ => None,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// The direction seeds travel, seen by the player who sows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    /// `>`: along the own front row from left to right, back along the back row.
    Clockwise,
    /// `<`
    Anticlockwise,
}

impl Dir {
    pub const BOTH: [Dir; 2] = [Dir::Clockwise, Dir::Anticlockwise];

    pub const fn symbol(self) -> char {
        match self {
            Dir::Clockwise => '>',
            Dir::Anticlockwise => '<',
        }
    }

    pub const fn reversed(self) -> Dir {
        match self {
            Dir::Clockwise => Dir::Anticlockwise,
            Dir::Anticlockwise => Dir::Clockwise,
        }
    }

    /// The next pit of the loop in this direction.
    #[inline(always)]
    pub const fn step(self, pit: u8) -> u8 {
        match self {
            Dir::Clockwise => (pit + 1) & 15,
            Dir::Anticlockwise => (pit + 15) & 15,
        }
    }

    /// The pit reached after `n` steps.
    #[inline(always)]
    pub const fn advance(self, pit: u8, n: u32) -> u8 {
        let n = (n & 15) as u8;
        match self {
            Dir::Clockwise => (pit + n) & 15,
            Dir::Anticlockwise => (pit + 16 - n) & 15,
        }
    }
}

impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

/// Is this loop index in the front row?
#[inline(always)]
pub const fn is_front(pit: u8) -> bool {
    pit < 8
}

/// The opponent's front pit facing own front pit `pit`: `A(i)` faces `a(9-i)`.
#[inline(always)]
pub const fn facing(pit: u8) -> u8 {
    7 - pit
}

/// Kimbi: front pits 1, 2, 7 and 8.
pub const fn is_kimbi(pit: u8) -> bool {
    matches!(pit, 0 | 1 | 6 | 7)
}

/// One pit of the board, named as in RULES.md §1 (`A1`..`B8`, `a1`..`b8`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pit {
    pub side: Side,
    /// Loop index 0..=15 of the owner (see the module comment).
    pub index: u8,
}

impl Pit {
    pub const fn new(side: Side, index: u8) -> Pit {
        Pit { side, index }
    }

    /// The pit number in its row, 1..=8, counted from the owner's left.
    pub const fn number(self) -> u8 {
        if self.index < 8 {
            self.index + 1
        } else {
            16 - self.index
        }
    }

    pub const fn is_front(self) -> bool {
        is_front(self.index)
    }

    /// The opponent's front pit across from this front pit: the one a
    /// capture here takes (RULES.md §1: `A(i)` faces `a(9-i)`).
    pub const fn across(self) -> Pit {
        Pit::new(self.side.other(), facing(self.index))
    }

    fn row_letter(self) -> char {
        match (self.side, self.is_front()) {
            (Side::South, true) => 'A',
            (Side::South, false) => 'B',
            (Side::North, true) => 'a',
            (Side::North, false) => 'b',
        }
    }

    /// Parses `A1`..`b8`. The side comes from the letter's case.
    pub fn parse(text: &str) -> Option<Pit> {
        let mut chars = text.chars();
        let row = chars.next()?;
        let digit = chars.next()?;
        if chars.next().is_some() {
            return None;
        }
        let number = digit.to_digit(10).filter(|n| (1..=8).contains(n))? as u8;
        let (side, front) = match row {
            'A' => (Side::South, true),
            'B' => (Side::South, false),
            'a' => (Side::North, true),
            'b' => (Side::North, false),
            _ => return None,
        };
        let index = if front { number - 1 } else { 16 - number };
        Some(Pit { side, index })
    }
}

impl fmt::Display for Pit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.row_letter(), self.number())
    }
}

impl serde::Serialize for Pit {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl serde::Serialize for Dir {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl serde::Serialize for Side {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// The seeds in all 32 pits, indexed by side then loop index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Board {
    pub pits: [[u8; 16]; 2],
}

impl Board {
    #[inline(always)]
    pub fn row(&self, side: Side) -> &[u8; 16] {
        &self.pits[side.index()]
    }

    #[inline(always)]
    pub fn get(&self, pit: Pit) -> u8 {
        self.pits[pit.side.index()][pit.index as usize]
    }

    #[inline(always)]
    pub fn set(&mut self, pit: Pit, seeds: u8) {
        self.pits[pit.side.index()][pit.index as usize] = seeds;
    }

    /// True when all eight front pits of `side` are empty.
    #[inline(always)]
    pub fn front_row_empty(&self, side: Side) -> bool {
        let row = &self.pits[side.index()];
        u64::from_ne_bytes([
            row[0], row[1], row[2], row[3], row[4], row[5], row[6], row[7],
        ]) == 0
    }

    pub fn seeds(&self) -> u32 {
        self.pits.iter().flatten().map(|&n| n as u32).sum()
    }
}

impl fmt::Display for Board {
    /// Both players' rows as a position string writes them (RULES.md §7):
    /// front row, `/`, back row, each from the owner's left.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for side in Side::BOTH {
            if side == Side::North {
                f.write_str(" ")?;
            }
            let row = self.row(side);
            for (n, seeds) in row[..8].iter().enumerate() {
                let sep = if n == 0 { "" } else { "," };
                write!(f, "{sep}{seeds}")?;
            }
            f.write_str("/")?;
            for n in 1..=8u8 {
                let sep = if n == 1 { "" } else { "," };
                write!(f, "{sep}{}", row[(16 - n) as usize])?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RULES.md §2: the sides take turns, from the side that starts.
    #[test]
    fn the_sides_take_turns_from_the_first() {
        let seen: Vec<Side> = (0..4).map(|ply| Side::North.at_ply(ply)).collect();
        assert_eq!(seen, [Side::North, Side::South, Side::North, Side::South]);
        assert_eq!(Side::South.at_ply(7), Side::North);
    }

    #[test]
    fn pit_names_round_trip() {
        for side in Side::BOTH {
            for index in 0..16 {
                let pit = Pit::new(side, index);
                assert_eq!(Pit::parse(&pit.to_string()), Some(pit));
            }
        }
        assert_eq!(Pit::parse("A1"), Some(Pit::new(Side::South, 0)));
        assert_eq!(Pit::parse("B8"), Some(Pit::new(Side::South, 8)));
        assert_eq!(Pit::parse("B1"), Some(Pit::new(Side::South, 15)));
        assert_eq!(Pit::parse("a5"), Some(Pit::new(Side::North, 4)));
        for bad in ["", "A", "A0", "A9", "C1", "A10", "1A"] {
            assert_eq!(Pit::parse(bad), None, "{bad}");
        }
    }

    /// RULES.md §1: the front pit facing A(i) is a(9-i).
    #[test]
    fn facing_pits() {
        for i in 1..=8u8 {
            let a = Pit::parse(&format!("A{i}")).unwrap();
            let b = Pit::parse(&format!("a{}", 9 - i)).unwrap();
            assert_eq!(facing(a.index), b.index);
            assert_eq!(a.across(), b);
        }
    }

    /// RULES.md §1: clockwise runs along the own front row from left to right, then back along the back row.
    #[test]
    fn clockwise_loop() {
        let names: Vec<String> = (0..17)
            .scan(0u8, |pit, _| {
                let name = Pit::new(Side::South, *pit).to_string();
                *pit = Dir::Clockwise.step(*pit);
                Some(name)
            })
            .collect();
        assert_eq!(
            names.join(" "),
            "A1 A2 A3 A4 A5 A6 A7 A8 B8 B7 B6 B5 B4 B3 B2 B1 A1"
        );
        assert_eq!(Dir::Anticlockwise.step(0), 15);
        assert_eq!(Dir::Anticlockwise.advance(3, 5), 14);
        assert_eq!(Dir::Clockwise.advance(14, 3), 1);
    }
}
