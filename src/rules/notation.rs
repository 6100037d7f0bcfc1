//! Moves and their text (RULES.md §1): `A6<`, `a4>+`, Kimasai `A3`.

use super::board::{Dir, Pit, Side};
use super::position::Edition;
use std::fmt;

/// A move of the side to move: the pit, the direction the seeds travel (for a
/// namua capture: the direction the captured seeds are sown), and whether the
/// player goes on from the nyumba (safari) if that choice arises.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Loop index of the mover's pit.
    pub pit: u8,
    pub dir: Dir,
    pub safari: bool,
}

impl Move {
    pub const fn new(pit: u8, dir: Dir) -> Move {
        Move {
            pit,
            dir,
            safari: false,
        }
    }

    pub const fn with_safari(self) -> Move {
        Move {
            safari: true,
            ..self
        }
    }

    /// The canonical text, as a writer emits it.
    pub fn text(self, edition: Edition, side: Side) -> String {
        MoveText {
            mv: self,
            edition,
            side,
        }
        .to_string()
    }

    /// Reads a move of `side` in `edition`. Accepts `L`/`R` for `<`/`>` and
    /// ignores the annotations `*`, `**` and `#`.
    pub fn parse(text: &str, edition: Edition, side: Side) -> Result<Move, String> {
        let bare = text.trim_end_matches(['*', '#']);
        if bare.len() < 2 || !bare.is_char_boundary(2) {
            return Err(format!(
                "move '{text}': expected a pit such as A6 then < or >"
            ));
        }
        let (pit_text, rest) = bare.split_at(2);
        let pit = Pit::parse(pit_text)
            .ok_or_else(|| format!("move '{text}': '{pit_text}' is not a pit (A1..B8, a1..b8)"))?;
        if pit.side != side {
            return Err(format!(
                "move '{text}': {pit_text} is not a pit of the side to move ({side}; South writes A/B, North a/b)"
            ));
        }
        let mut chars = rest.chars();
        let dir = match chars.next() {
            Some('>' | 'R') => Some(Dir::Clockwise),
            Some('<' | 'L') => Some(Dir::Anticlockwise),
            Some('+') if edition == Edition::Kimasai => {
                return Err(format!("move '{text}': Kimasai has no safari"));
            }
            None => None,
            Some(c) => return Err(format!("move '{text}': '{c}' is not a direction (< or >)")),
        };
        let safari = match chars.next() {
            None => false,
            Some('+') => true,
            Some(c) => return Err(format!("move '{text}': unexpected '{c}'")),
        };
        if chars.next().is_some() {
            return Err(format!("move '{text}': unexpected text after the move"));
        }
        match (edition, dir) {
            // Every Kimasai lap runs clockwise; a direction given is read as the pit alone.
            (Edition::Kimasai, _) if !safari => Ok(Move::new(pit.index, Dir::Clockwise)),
            (Edition::Kimasai, _) => Err(format!("move '{text}': Kimasai has no safari")),
            (_, None) => Err(format!("move '{text}': the direction (< or >) is missing")),
            (_, Some(dir)) => Ok(Move {
                pit: pit.index,
                dir,
                safari,
            }),
        }
    }
}

struct MoveText {
    mv: Move,
    edition: Edition,
    side: Side,
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", Pit::new(self.side, self.mv.pit))?;
        if self.edition != Edition::Kimasai {
            write!(f, "{}", self.mv.dir)?;
        }
        if self.mv.safari {
            f.write_str("+")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_print() {
        let m = Move::parse("A6<", Edition::Kujifunza, Side::South).unwrap();
        assert_eq!(m, Move::new(5, Dir::Anticlockwise));
        assert_eq!(m.text(Edition::Kujifunza, Side::South), "A6<");
        // R is clockwise, L anticlockwise; annotations are ignored.
        assert_eq!(
            Move::parse("B2R**", Edition::Kiswahili, Side::South).unwrap(),
            Move::new(14, Dir::Clockwise)
        );
        assert_eq!(
            Move::parse("a4L#", Edition::Kiswahili, Side::North).unwrap(),
            Move::new(3, Dir::Anticlockwise)
        );
        let safari = Move::parse("A4>+", Edition::Kiswahili, Side::South).unwrap();
        assert!(safari.safari);
        assert_eq!(safari.text(Edition::Kiswahili, Side::South), "A4>+");
        // Kimasai: the pit alone; a direction is read as the pit alone.
        let k = Move::parse("A3>", Edition::Kimasai, Side::South).unwrap();
        assert_eq!(k, Move::parse("A3", Edition::Kimasai, Side::South).unwrap());
        assert_eq!(k.text(Edition::Kimasai, Side::South), "A3");
    }

    #[test]
    fn malformed_moves_are_refused_with_a_reason() {
        for (text, side, needle) in [
            ("", Side::South, "expected a pit"),
            ("A", Side::South, "expected a pit"),
            ("Z1>", Side::South, "not a pit"),
            ("a1>", Side::South, "side to move"),
            ("A1", Side::South, "direction"),
            ("A1x", Side::South, "not a direction"),
            ("A1>>", Side::South, "unexpected"),
            ("A1>+x", Side::South, "unexpected"),
            ("Aé>", Side::South, "expected a pit"),
        ] {
            let err = Move::parse(text, Edition::Kiswahili, side).expect_err(text);
            assert!(err.contains(needle), "{text}: {err}");
        }
        assert!(Move::parse("A1+", Edition::Kimasai, Side::South).is_err());
    }
}
