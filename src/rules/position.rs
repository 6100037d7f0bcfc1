//! A position and its text form (RULES.md §7).

use super::board::{Board, NYUMBA, Pit, Side, TOTAL_SEEDS};
use super::zobrist;
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Edition {
    /// Bao la Kujifunza, the learning edition (§3).
    Kujifunza,
    /// Bao la Kiswahili, the full game with store, namua and mtaji stages (§4).
    Kiswahili,
    /// Bao la Kimasai, the Maasai two-part game (§5).
    Kimasai,
}

impl Edition {
    pub const ALL: [Edition; 3] = [Edition::Kujifunza, Edition::Kiswahili, Edition::Kimasai];

    pub const fn name(self) -> &'static str {
        match self {
            Edition::Kujifunza => "kujifunza",
            Edition::Kiswahili => "kiswahili",
            Edition::Kimasai => "kimasai",
        }
    }

    pub fn parse(text: &str) -> Option<Edition> {
        Edition::ALL.into_iter().find(|e| e.name() == text)
    }

    /// The name a player reads.
    pub const fn title(self) -> &'static str {
        match self {
            Edition::Kujifunza => "Bao la Kujifunza",
            Edition::Kiswahili => "Bao la Kiswahili",
            Edition::Kimasai => "Bao la Kimasai",
        }
    }
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The game options that are not part of the position (RULES.md §7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    pub edition: Edition,
    /// Kiswahili only: the takasia rule of §4 (on by default).
    pub takasia: bool,
}

impl Rules {
    pub const fn new(edition: Edition) -> Rules {
        Rules {
            edition,
            takasia: true,
        }
    }
}

/// Everything that decides the rest of the game, except its history.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub edition: Edition,
    pub side: Side,
    pub board: Board,
    /// Seeds still in each store (Kiswahili) or reserve (Kimasai).
    pub stores: [u8; 2],
    /// Kiswahili: the player still owns the nyumba (never lifted, never captured).
    pub house: [bool; 2],
    /// Loop index of the side to move's front pit that is takasia'd for this move.
    pub takasia: Option<u8>,
    /// Kimasai: the opening turn, which brings in no reserve seed.
    pub first: bool,
}

impl Position {
    /// The start of an edition (§3, §4, §5).
    pub fn start(edition: Edition) -> Position {
        let mut board = Board::default();
        let (stores, house, first) = match edition {
            Edition::Kujifunza => {
                board.pits = [[2; 16]; 2];
                ([0, 0], [false; 2], false)
            }
            Edition::Kiswahili => {
                for row in &mut board.pits {
                    row[NYUMBA as usize] = 6;
                    row[5] = 2;
                    row[6] = 2;
                }
                ([22, 22], [true; 2], false)
            }
            Edition::Kimasai => {
                for row in &mut board.pits {
                    row[..8].fill(1);
                }
                ([24, 24], [false; 2], true)
            }
        };
        Position {
            edition,
            side: Side::South,
            board,
            stores,
            house,
            takasia: None,
            first,
        }
    }

    pub fn seeds(&self) -> u32 {
        self.board.seeds() + self.stores.iter().map(|&s| s as u32).sum::<u32>()
    }

    pub fn hash(&self) -> u64 {
        zobrist::hash(self)
    }

    /// The mover's row and the opponent's row, mutably.
    #[inline(always)]
    pub(crate) fn rows_mut(&mut self) -> (&mut [u8; 16], &mut [u8; 16]) {
        let [south, north] = &mut self.board.pits;
        match self.side {
            Side::South => (south, north),
            Side::North => (north, south),
        }
    }

    /// Parses a position string. The error names the field that is wrong.
    pub fn parse(text: &str) -> Result<Position, String> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() < 5 {
            return Err(format!(
                "a position needs at least 5 fields (edition side south north stores), found {}",
                fields.len()
            ));
        }
        let edition = Edition::parse(fields[0]).ok_or_else(|| {
            format!(
                "edition: '{}' is not kujifunza, kiswahili or kimasai",
                fields[0]
            )
        })?;
        let side = Side::from_letter(fields[1])
            .ok_or_else(|| format!("side: '{}' is not S or N", fields[1]))?;
        let mut board = Board::default();
        for (owner, field) in Side::BOTH.into_iter().zip(&fields[2..4]) {
            let what = match owner {
                Side::South => "south rows",
                Side::North => "north rows",
            };
            let rows: Vec<&str> = field.split('/').collect();
            if rows.len() != 2 {
                return Err(format!(
                    "{what}: '{field}' must be the front row, '/', then the back row"
                ));
            }
            for (front, row) in [true, false].into_iter().zip(&rows) {
                let counts = parse_counts(row, 8)
                    .map_err(|why| format!("{what}: {} row '{row}': {why}", row_name(front)))?;
                for (k, &seeds) in counts.iter().enumerate() {
                    let number = k as u8 + 1;
                    let index = if front { number - 1 } else { 16 - number };
                    board.set(Pit::new(owner, index), seeds);
                }
            }
        }
        let stores =
            parse_counts(fields[4], 2).map_err(|why| format!("stores: '{}': {why}", fields[4]))?;
        let stores = [stores[0], stores[1]];
        if edition == Edition::Kujifunza && stores != [0, 0] {
            return Err(format!(
                "stores: Kujifunza has no store, so they must be 0,0, not {},{}",
                stores[0], stores[1]
            ));
        }
        let mut position = Position {
            edition,
            side,
            board,
            stores,
            house: [false; 2],
            takasia: None,
            first: false,
        };
        let total = position.seeds();
        if total > TOTAL_SEEDS {
            return Err(format!(
                "seeds: the position holds {total} seeds, more than the {TOTAL_SEEDS} of a game"
            ));
        }
        for flag in &fields[5..] {
            position.apply_flag(flag)?;
        }
        Ok(position)
    }

    fn apply_flag(&mut self, flag: &str) -> Result<(), String> {
        let edition = self.edition;
        let only = |wanted: Edition| {
            if edition == wanted {
                Ok(())
            } else {
                Err(format!(
                    "flag '{flag}': only a {} position has it, this one is {edition}",
                    wanted.name()
                ))
            }
        };
        match flag {
            "house=S" | "house=N" => {
                only(Edition::Kiswahili)?;
                let side = if flag.ends_with('S') {
                    Side::South
                } else {
                    Side::North
                };
                if std::mem::replace(&mut self.house[side.index()], true) {
                    return Err(format!("flag '{flag}' is given twice"));
                }
            }
            "first" => {
                only(Edition::Kimasai)?;
                if std::mem::replace(&mut self.first, true) {
                    return Err("flag 'first' is given twice".into());
                }
            }
            _ => {
                let Some(name) = flag.strip_prefix("takasia=") else {
                    return Err(format!(
                        "flag '{flag}' is unknown (known: house=S, house=N, takasia=<pit>, first)"
                    ));
                };
                only(Edition::Kiswahili)?;
                let pit = Pit::parse(name)
                    .ok_or_else(|| format!("flag '{flag}': '{name}' is not a pit name"))?;
                if pit.side != self.side || !pit.is_front() {
                    return Err(format!(
                        "flag '{flag}': a takasia'd pit is a front pit of the side to move ({})",
                        self.side
                    ));
                }
                if self.takasia.replace(pit.index).is_some() {
                    return Err(format!("flag '{flag}': only one pit can be takasia'd"));
                }
            }
        }
        Ok(())
    }
}

fn row_name(front: bool) -> &'static str {
    if front { "front" } else { "back" }
}

fn parse_counts(text: &str, wanted: usize) -> Result<Vec<u8>, String> {
    let parts: Vec<&str> = text.split(',').collect();
    if parts.len() != wanted {
        return Err(format!(
            "expected {wanted} comma-separated counts, found {}",
            parts.len()
        ));
    }
    parts
        .iter()
        .map(|part| {
            part.parse::<u8>()
                .ok()
                .filter(|&n| n as u32 <= TOTAL_SEEDS)
                .ok_or_else(|| format!("'{part}' is not a seed count from 0 to {TOTAL_SEEDS}"))
        })
        .collect()
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.edition, self.side)?;
        for side in Side::BOTH {
            let row = self.board.row(side);
            let front: Vec<String> = row[..8].iter().map(u8::to_string).collect();
            let back: Vec<String> = (1..=8u8)
                .map(|n| row[(16 - n) as usize].to_string())
                .collect();
            write!(f, " {}/{}", front.join(","), back.join(","))?;
        }
        write!(f, " {},{}", self.stores[0], self.stores[1])?;
        for side in Side::BOTH {
            if self.house[side.index()] {
                write!(f, " house={side}")?;
            }
        }
        if let Some(index) = self.takasia {
            write!(f, " takasia={}", Pit::new(self.side, index))?;
        }
        if self.first {
            f.write_str(" first")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RULES.md §7 gives the initial Kiswahili position verbatim.
    #[test]
    fn initial_kiswahili_position_string() {
        let text = "kiswahili S 0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 22,22 house=S house=N";
        assert_eq!(Position::start(Edition::Kiswahili).to_string(), text);
        assert_eq!(
            Position::parse(text).unwrap(),
            Position::start(Edition::Kiswahili)
        );
    }

    #[test]
    fn every_start_holds_64_seeds_and_round_trips() {
        for edition in Edition::ALL {
            let start = Position::start(edition);
            assert_eq!(start.seeds(), 64, "{edition}");
            assert_eq!(Position::parse(&start.to_string()).unwrap(), start);
        }
    }

    #[test]
    fn back_row_is_written_from_the_owners_left() {
        let p = Position::parse(
            "kujifunza S 1,0,0,0,0,0,0,0/2,0,0,0,0,0,0,3 0,0,0,0,0,0,0,4/0,0,0,0,0,0,0,0 0,0",
        )
        .unwrap();
        assert_eq!(p.board.get(Pit::parse("B1").unwrap()), 2);
        assert_eq!(p.board.get(Pit::parse("B8").unwrap()), 3);
        assert_eq!(p.board.get(Pit::parse("a8").unwrap()), 4);
    }

    #[test]
    fn malformed_strings_name_the_field() {
        let cases = [
            ("", "at least 5 fields"),
            (
                "bao S 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0,0",
                "edition",
            ),
            (
                "kujifunza X 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0,0",
                "side",
            ),
            (
                "kujifunza S 2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0,0",
                "south rows: front row",
            ),
            (
                "kujifunza S 2,2,2,2,2,2,2,2 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0,0",
                "south rows",
            ),
            (
                "kujifunza S 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 2,2,2,2,2,2,2,2/2,2,x,2,2,2,2,2 0,0",
                "north rows: back row",
            ),
            (
                "kujifunza S 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 1,0",
                "stores",
            ),
            (
                "kujifunza S 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0",
                "stores",
            ),
            (
                "kujifunza S 9,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0,0",
                "seeds",
            ),
            (
                "kujifunza S 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0,0 house=S",
                "only a kiswahili",
            ),
            (
                "kiswahili S 0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 22,22 fast",
                "unknown",
            ),
            (
                "kiswahili S 0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 22,22 takasia=a4",
                "side to move",
            ),
            (
                "kiswahili S 0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 22,22 house=S house=S",
                "twice",
            ),
            (
                "kiswahili S 0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 22,22 takasia=Z9",
                "not a pit name",
            ),
        ];
        for (text, needle) in cases {
            let err = Position::parse(text).expect_err(text);
            assert!(err.contains(needle), "{text}: {err} lacks {needle}");
        }
    }
}
