//! Moves and their text (RULES.md §1): `A6<`, `a4>+`, Kimasai `A3`.

use super::board::{Dir, Pit, Side};
use super::position::{Edition, quoted};
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
    pub fn parse(text: &str, edition: Edition, side: Side) -> Result<Move, NotationError> {
        let wrong = |why| NotationError {
            text: quoted(text),
            why,
        };
        let bare = text.trim_end_matches(['*', '#']);
        if bare.len() < 2 || !bare.is_char_boundary(2) {
            return Err(wrong(NotationWrong::Shape));
        }
        let (pit_text, rest) = bare.split_at(2);
        let pit = Pit::parse(pit_text).ok_or_else(|| wrong(NotationWrong::NotAPit))?;
        if pit.side != side {
            return Err(wrong(NotationWrong::NotTheMover { pit, side }));
        }
        let mut chars = rest.chars();
        let dir = match chars.next() {
            Some('>' | 'R') => Some(Dir::Clockwise),
            Some('<' | 'L') => Some(Dir::Anticlockwise),
            Some('+') if edition == Edition::Kimasai => {
                return Err(wrong(NotationWrong::KimasaiSafari));
            }
            None => None,
            Some(c) => return Err(wrong(NotationWrong::NotADirection(c))),
        };
        let safari = match chars.next() {
            None => false,
            Some('+') => true,
            Some(c) => return Err(wrong(NotationWrong::Unexpected(Some(c)))),
        };
        if chars.next().is_some() {
            return Err(wrong(NotationWrong::Unexpected(None)));
        }
        match (edition, dir) {
            (Edition::Kimasai, _) if safari => Err(wrong(NotationWrong::KimasaiSafari)),
            // §1: every Kimasai lap runs clockwise; `A3>` is read as `A3`, and
            // `A3<` names a way no Kimasai lap goes.
            (Edition::Kimasai, Some(Dir::Anticlockwise)) => {
                Err(wrong(NotationWrong::KimasaiAnticlockwise(pit)))
            }
            (Edition::Kimasai, _) => Ok(Move::new(pit.index, Dir::Clockwise)),
            (_, None) => Err(wrong(NotationWrong::NoDirection)),
            (_, Some(dir)) => Ok(Move {
                pit: pit.index,
                dir,
                safari,
            }),
        }
    }
}

/// A text that is not a move (RULES.md §1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    /// The text as read (shortened and escaped for a message).
    pub text: String,
    pub why: NotationWrong,
}

/// What is wrong with a move's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotationWrong {
    /// Not a pit name followed by a direction.
    Shape,
    /// The first two characters are not a pit.
    NotAPit,
    /// A pit of the side not to move.
    NotTheMover { pit: Pit, side: Side },
    /// The character after the pit is not `<`, `>`, `L` or `R`.
    NotADirection(char),
    /// Kujifunza and Kiswahili moves name a direction.
    NoDirection,
    /// Text after the move (the character, if one).
    Unexpected(Option<char>),
    /// `+` in Kimasai, which has no nyumba.
    KimasaiSafari,
    /// `<` in Kimasai, whose laps all run clockwise.
    KimasaiAnticlockwise(Pit),
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = &self.text;
        write!(f, "move '{text}': ")?;
        match self.why {
            NotationWrong::Shape => f.write_str("expected a pit such as A6 then < or >"),
            NotationWrong::NotAPit => write!(
                f,
                "'{}' is not a pit (A1..B8, a1..b8)",
                text.chars().take(2).collect::<String>()
            ),
            NotationWrong::NotTheMover { pit, side } => write!(
                f,
                "{pit} is not a pit of the side to move ({side}; South writes A/B, North a/b)"
            ),
            NotationWrong::NotADirection(c) => {
                write!(f, "'{}' is not a direction (< or >)", c.escape_default())
            }
            NotationWrong::NoDirection => f.write_str("the direction (< or >) is missing"),
            NotationWrong::Unexpected(Some(c)) => write!(f, "unexpected '{}'", c.escape_default()),
            NotationWrong::Unexpected(None) => f.write_str("unexpected text after the move"),
            NotationWrong::KimasaiSafari => f.write_str("Kimasai has no safari"),
            NotationWrong::KimasaiAnticlockwise(pit) => write!(
                f,
                "every Kimasai lap runs clockwise, so a move is the pit alone ({pit}, or {pit}>)"
            ),
        }
    }
}

impl std::error::Error for NotationError {}

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
            let err = Move::parse(text, Edition::Kiswahili, side)
                .expect_err(text)
                .to_string();
            assert!(err.contains(needle), "{text}: {err}");
        }
        assert!(Move::parse("A1+", Edition::Kimasai, Side::South).is_err());
    }

    /// RULES.md §1: a Kimasai move is the pit alone; `A3>` is read as `A3`,
    /// and `A3<` names a direction no Kimasai lap can take.
    #[test]
    fn kimasai_refuses_anticlockwise() {
        for text in ["A8<", "A8L", "A8<*"] {
            let err = Move::parse(text, Edition::Kimasai, Side::South).expect_err(text);
            assert_eq!(
                err.why,
                NotationWrong::KimasaiAnticlockwise(Pit::parse("A8").unwrap())
            );
            assert!(err.to_string().contains("clockwise"), "{err}");
        }
        assert!(Move::parse("A8>", Edition::Kimasai, Side::South).is_ok());
        assert!(Move::parse("A8R", Edition::Kimasai, Side::South).is_ok());
    }
}
