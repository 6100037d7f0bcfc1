//! A position and its text form (RULES.md §7).

use super::board::{Board, NYUMBA, Pit, Side, TOTAL_SEEDS};
use super::takasia::exemption;
use crate::words::{Arg, Said};
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
    pub owns_nyumba: [bool; 2],
    /// Loop index of the side to move's front pit that is takasia'd for this move.
    pub takasia_pit: Option<u8>,
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
            owns_nyumba: house,
            takasia_pit: None,
            first,
        }
    }

    pub fn seeds(&self) -> u32 {
        self.board.seeds() + self.stores.iter().map(|&s| s as u32).sum::<u32>()
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

    /// Parses a position string (RULES.md §7). The error names the field
    /// that is wrong and why; a string that contradicts itself (a nyumba
    /// owned but empty, say) is refused like a malformed one.
    pub fn parse(text: &str) -> Result<Position, PositionError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() < 5 {
            return Err(PositionError::new(
                PositionField::Layout,
                format!(
                    "a position needs at least 5 fields (edition side south north stores), found {}",
                    fields.len()
                ),
            ));
        }
        let edition = Edition::parse(fields[0]).ok_or_else(|| {
            PositionError::new(
                PositionField::Edition,
                format!(
                    "edition: '{}' is not kujifunza, kiswahili or kimasai",
                    quoted(fields[0])
                ),
            )
        })?;
        let side = Side::from_letter(fields[1]).ok_or_else(|| {
            PositionError::new(
                PositionField::Side,
                format!("side: '{}' is not S or N", quoted(fields[1])),
            )
        })?;
        let mut board = Board::default();
        for (owner, field) in Side::BOTH.into_iter().zip(&fields[2..4]) {
            let what = format!("{} rows", owner.name().to_lowercase());
            let wrong = |why: String| PositionError::new(PositionField::Rows(owner), why);
            let rows: Vec<&str> = field.split('/').collect();
            if rows.len() != 2 {
                return Err(wrong(format!(
                    "{what}: '{}' must be the front row, '/', then the back row",
                    quoted(field)
                )));
            }
            for (front, row) in [true, false].into_iter().zip(&rows) {
                let counts = parse_counts(row, 8).map_err(|why| {
                    wrong(format!(
                        "{what}: {} row '{}': {why}",
                        row_name(front),
                        quoted(row)
                    ))
                })?;
                for (k, &seeds) in counts.iter().enumerate() {
                    let number = k as u8 + 1;
                    let index = if front { number - 1 } else { 16 - number };
                    board.set(Pit::new(owner, index), seeds);
                }
            }
        }
        let stores = parse_counts(fields[4], 2).map_err(|why| {
            PositionError::new(
                PositionField::Stores,
                format!("stores: '{}': {why}", quoted(fields[4])),
            )
        })?;
        let mut position = Position {
            edition,
            side,
            board,
            stores: [stores[0], stores[1]],
            owns_nyumba: [false; 2],
            takasia_pit: None,
            first: false,
        };
        for flag in &fields[5..] {
            position.apply_flag(flag)?;
        }
        position.check()?;
        Ok(position)
    }

    /// Whether the position could be met in a game of its edition, bar the
    /// total of seeds: a practice position may hold fewer than 64 (rules
    /// decision 7). Every flag must be one the rules could have set.
    pub fn check(&self) -> Result<(), PositionError> {
        let wrong = PositionError::said;
        let stores = format!("{},{}", self.stores[0], self.stores[1]);
        if self.edition == Edition::Kujifunza && self.stores != [0, 0] {
            return Err(wrong(
                PositionField::Stores,
                "refused-kujifunza-stores",
                vec![("stores", Arg::Text(stores))],
            ));
        }
        let total = self.seeds();
        if total > TOTAL_SEEDS {
            return Err(wrong(
                PositionField::Seeds,
                "refused-too-many-seeds",
                vec![
                    ("total", Arg::Text(total.to_string())),
                    ("most", Arg::Text(TOTAL_SEEDS.to_string())),
                ],
            ));
        }
        for side in Side::BOTH {
            if self.owns_nyumba[side.index()] {
                self.check_nyumba(side)?;
            }
        }
        if self.first {
            if self.edition != Edition::Kimasai {
                return Err(only_in(
                    PositionField::First,
                    Edition::Kimasai,
                    self.edition,
                ));
            }
            if self.stores != [24, 24] {
                return Err(wrong(
                    PositionField::First,
                    "refused-first-reserves",
                    vec![("stores", Arg::Text(stores))],
                ));
            }
        }
        if let Some(index) = self.takasia_pit {
            self.check_takasia(index)?;
        }
        Ok(())
    }

    /// An owned nyumba: only in Kiswahili, and never empty.
    fn check_nyumba(&self, side: Side) -> Result<(), PositionError> {
        let wrong = PositionError::said;
        if self.edition != Edition::Kiswahili {
            return Err(only_in(
                PositionField::Nyumba(side),
                Edition::Kiswahili,
                self.edition,
            ));
        }
        let nyumba = Pit::new(side, NYUMBA);
        if self.board.get(nyumba) == 0 {
            return Err(wrong(
                PositionField::Nyumba(side),
                "refused-nyumba-empty",
                vec![
                    ("letter", Arg::Text(side.to_string())),
                    ("side", Arg::Id(side.message_id())),
                    ("pit", Arg::Text(nyumba.to_string())),
                ],
            ));
        }
        Ok(())
    }

    /// The takasia flag, as only the rules could have set it: in Kiswahili,
    /// on a front pit of the side to move that holds seeds and is not exempt.
    fn check_takasia(&self, index: u8) -> Result<(), PositionError> {
        let wrong = PositionError::said;
        let pit = Pit::new(self.side, index);
        if self.edition != Edition::Kiswahili {
            return Err(only_in(
                PositionField::Takasia,
                Edition::Kiswahili,
                self.edition,
            ));
        }
        if !pit.is_front() {
            return Err(wrong(
                PositionField::Takasia,
                "refused-takasia-not-front",
                vec![
                    ("pit", Arg::Text(pit.to_string())),
                    ("letter", Arg::Text(self.side.to_string())),
                ],
            ));
        }
        let row = self.board.row(self.side);
        if row[index as usize] == 0 {
            return Err(wrong(
                PositionField::Takasia,
                "refused-takasia-empty",
                vec![("pit", Arg::Text(pit.to_string()))],
            ));
        }
        if let Some(why) = exemption(row, index, self.owns_nyumba[self.side.index()]) {
            return Err(wrong(
                PositionField::Takasia,
                "refused-takasia-exempt",
                vec![
                    ("pit", Arg::Text(pit.to_string())),
                    ("why", Arg::Id(why.message_id())),
                ],
            ));
        }
        Ok(())
    }

    fn apply_flag(&mut self, flag: &str) -> Result<(), PositionError> {
        let twice = |field| PositionError::new(field, format!("flag '{flag}' is given twice"));
        match flag {
            "house=S" | "house=N" => {
                let side = if flag.ends_with('S') {
                    Side::South
                } else {
                    Side::North
                };
                if std::mem::replace(&mut self.owns_nyumba[side.index()], true) {
                    return Err(twice(PositionField::Nyumba(side)));
                }
            }
            "first" => {
                if std::mem::replace(&mut self.first, true) {
                    return Err(twice(PositionField::First));
                }
            }
            _ => {
                let Some(name) = flag.strip_prefix("takasia=") else {
                    return Err(PositionError::new(
                        PositionField::Flag,
                        format!(
                            "flag '{}' is unknown (known: house=S, house=N, takasia=<pit>, first)",
                            quoted(flag)
                        ),
                    ));
                };
                let pit = Pit::parse(name).ok_or_else(|| {
                    PositionError::new(
                        PositionField::Takasia,
                        format!(
                            "flag '{}': '{}' is not a pit name",
                            quoted(flag),
                            quoted(name)
                        ),
                    )
                })?;
                if pit.side != self.side || !pit.is_front() {
                    return Err(PositionError::new(
                        PositionField::Takasia,
                        format!(
                            "flag '{flag}': a takasia'd pit is a front pit of the side to move ({})",
                            self.side
                        ),
                    ));
                }
                if self.takasia_pit.replace(pit.index).is_some() {
                    return Err(PositionError::new(
                        PositionField::Takasia,
                        format!("flag '{flag}': only one pit can be takasia'd"),
                    ));
                }
            }
        }
        Ok(())
    }
}

/// The part of a position string an error is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PositionField {
    /// The fields themselves: too few of them.
    Layout,
    Edition,
    Side,
    /// A player's two rows.
    Rows(Side),
    Stores,
    /// The total of seeds on the board and in the stores.
    Seeds,
    /// `house=S` or `house=N`.
    Nyumba(Side),
    /// `takasia=<pit>`.
    Takasia,
    /// `first` (Kimasai's opening turn).
    First,
    /// A flag the reader does not know.
    Flag,
}

/// Why a position string was refused, and the field at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    pub field: PositionField,
    /// The whole message, naming the field: "stores: '1,0': ...".
    pub message: String,
    /// The message's id and arguments in the translation files, for the
    /// refusals a player meets on the practice board.
    pub said: Option<Said>,
}

impl PositionError {
    pub fn new(field: PositionField, message: String) -> PositionError {
        PositionError {
            field,
            message,
            said: None,
        }
    }

    /// A refusal from the translation files; its message is the English.
    pub fn said(
        field: PositionField,
        id: &'static str,
        args: Vec<(&'static str, Arg)>,
    ) -> PositionError {
        let said = Said::new(id, args);
        PositionError {
            field,
            message: crate::words::IN_ENGLISH.said(&said),
            said: Some(said),
        }
    }

    /// The refusal in the reader's language.
    pub fn in_words(&self, words: &crate::words::Words) -> String {
        match &self.said {
            Some(said) => words.said(said),
            None => self.message.clone(),
        }
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for PositionError {}

fn only_in(field: PositionField, wanted: Edition, edition: Edition) -> PositionError {
    let flag = match field {
        PositionField::Nyumba(side) => format!("house={side}"),
        PositionField::First => "first".to_string(),
        _ => "takasia=".to_string(),
    };
    PositionError::said(
        field,
        "refused-only-in",
        vec![
            ("flag", Arg::Text(flag)),
            ("wanted", Arg::Text(wanted.name().to_string())),
            ("edition", Arg::Text(edition.to_string())),
        ],
    )
}

/// Text from the input, as an error message quotes it: at most 40
/// characters, control characters escaped, so a message never carries raw
/// bytes or a megabyte of input back.
pub fn quoted(text: &str) -> String {
    let mut out = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == 40 {
            out.push('…');
            break;
        }
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

fn row_name(front: bool) -> &'static str {
    if front { "front" } else { "back" }
}

/// Why a list of counts in a position string is refused.
#[derive(Debug, thiserror::Error)]
enum CountsError {
    #[error("expected {wanted} comma-separated counts, found {found}")]
    HowMany { wanted: usize, found: usize },
    #[error("'{0}' is not a seed count from 0 to {TOTAL_SEEDS} (plain digits)")]
    NotACount(String),
}

/// Counts as written in a position string: plain decimal digits, no sign, no
/// leading zero, at most the 64 seeds of a game.
fn parse_counts(text: &str, wanted: usize) -> Result<Vec<u8>, CountsError> {
    let parts: Vec<&str> = text.split(',').collect();
    if parts.len() != wanted {
        return Err(CountsError::HowMany {
            wanted,
            found: parts.len(),
        });
    }
    parts
        .iter()
        .map(|part| {
            let plain = !part.is_empty()
                && part.len() <= 2
                && part.bytes().all(|b| b.is_ascii_digit())
                && !(part.len() > 1 && part.starts_with('0'));
            plain
                .then(|| part.parse::<u8>().ok())
                .flatten()
                .filter(|&n| n as u32 <= TOTAL_SEEDS)
                .ok_or_else(|| CountsError::NotACount(quoted(part)))
        })
        .collect()
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {}", self.edition, self.side, self.board)?;
        write!(f, " {},{}", self.stores[0], self.stores[1])?;
        for side in Side::BOTH {
            if self.owns_nyumba[side.index()] {
                write!(f, " house={side}")?;
            }
        }
        if let Some(index) = self.takasia_pit {
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
            assert!(err.message.contains(needle), "{text}: {err} lacks {needle}");
        }
    }
}
