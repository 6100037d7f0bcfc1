//! A puzzle's themes, read from the traces of its solution's moves, in the
//! words a Bao player uses.

use crate::rules::{Edition, Event, Move, Position, Rules, Side, play_traced};

/// What a puzzle is about. A puzzle has every theme one of its solver's
/// moves shows (its first move's for the namua stage and the kichwa).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// A relay capture: one move captures two times or more.
    Chain,
    /// Takasa: a move of Bao la Kiswahili that captures nothing.
    Takasa,
    /// Safari: going on from the nyumba.
    Safari,
    /// The nyumba: taxed, lifted, or the opponent's captured.
    Nyumba,
    /// Bao la Kiswahili's namua stage: seeds still in the mover's store.
    Namua,
    /// The kichwa chosen for a namua capture.
    Kichwa,
    /// The end: the opponent's front row emptied.
    End,
    /// The only move that does not lose by force.
    Defence,
    /// A never-ending move in the line.
    NeverEnding,
    /// Bao la Kimasai: stealing cows, a capture across the divide.
    Raid,
    /// Bao la Kimasai's first part: a reserve cow brought in (herding).
    Herding,
}

impl Theme {
    pub const ALL: [Theme; 11] = [
        Theme::Chain,
        Theme::Takasa,
        Theme::Safari,
        Theme::Nyumba,
        Theme::Namua,
        Theme::Kichwa,
        Theme::End,
        Theme::Defence,
        Theme::NeverEnding,
        Theme::Raid,
        Theme::Herding,
    ];

    /// Its name in a record's `Themes` tag.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Chain => "chain",
            Theme::Takasa => "takasa",
            Theme::Safari => "safari",
            Theme::Nyumba => "nyumba",
            Theme::Namua => "namua",
            Theme::Kichwa => "kichwa",
            Theme::End => "end",
            Theme::Defence => "defence",
            Theme::NeverEnding => "never-ending",
            Theme::Raid => "raid",
            Theme::Herding => "herding",
        }
    }

    pub fn parse(text: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|theme| theme.name() == text)
    }

    /// The message id of its name for the player (`puzzle-theme-<name>`).
    pub fn message_id(self) -> String {
        format!("puzzle-theme-{}", self.name())
    }
}

/// The themes one move shows, from the position before it.
pub fn of_move(position: &Position, mv: Move, rules: &Rules) -> Vec<Theme> {
    let (_, _, events) = play_traced(position, mv, rules);
    let mover = position.side;
    let mut themes = Vec::new();
    let captures = events
        .iter()
        .filter(|e| matches!(e, Event::Capture { .. }))
        .count();
    if captures >= 2 {
        themes.push(Theme::Chain);
    }
    if rules.edition == Edition::Kiswahili && captures == 0 {
        themes.push(Theme::Takasa);
    }
    if rules.edition == Edition::Kiswahili && position.stores[mover.index()] > 0 {
        themes.push(Theme::Namua);
    }
    // Kimasai's own words: its captures steal cows, its first part herds.
    if rules.edition == Edition::Kimasai && captures > 0 {
        themes.push(Theme::Raid);
    }
    if rules.edition == Edition::Kimasai && position.stores[mover.index()] > 0 {
        themes.push(Theme::Herding);
    }
    for event in &events {
        let theme = match *event {
            Event::Safari { .. } => Theme::Safari,
            Event::Tax { .. } => Theme::Nyumba,
            Event::HouseLost { side } if side != mover => Theme::Nyumba,
            Event::Capture { chosen: true, .. } => Theme::Kichwa,
            Event::FrontRowEmpty { side } if side != mover => Theme::End,
            Event::NeverEnding { .. } => Theme::NeverEnding,
            _ => continue,
        };
        themes.push(theme);
    }
    themes.sort();
    themes.dedup();
    themes
}

/// The themes of a solution: those of each of the solver's moves (`line`
/// from `position`, the solver's moves at the even places), and the
/// never-ending moves of either side.
pub fn of_line(position: &Position, line: &[Move], rules: &Rules) -> Vec<Theme> {
    let solver: Side = position.side;
    let mut at = *position;
    let mut themes = Vec::new();
    for &mv in line {
        let shown = of_move(&at, mv, rules);
        if at.side == solver {
            // The stage and the kichwa belong to the puzzle's first move.
            let first = at == *position;
            themes.extend(
                shown.into_iter().filter(|t| {
                    first || !matches!(t, Theme::Namua | Theme::Kichwa | Theme::Herding)
                }),
            );
        } else if shown.contains(&Theme::NeverEnding) {
            themes.push(Theme::NeverEnding);
        }
        at = crate::rules::play_untraced(&at, mv, rules).0;
    }
    themes.sort();
    themes.dedup();
    themes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{legal_moves, play_untraced};

    /// RULES.md §5: the first part brings reserve cows in and captures
    /// nothing; the second part's captures steal cows. Each is named in the
    /// Kimasai player's words, and never in another edition.
    #[test]
    fn kimasai_moves_are_named_in_its_own_words() {
        let rules = Rules::new(Edition::Kimasai);
        let mut position = Position::start(Edition::Kimasai);
        let (mut herding, mut raids) = (0, 0);
        for ply in 0..400 {
            let moves = legal_moves(&position, &rules);
            let Some(&mv) = moves.get(ply * 7 % moves.len().max(1)) else {
                break;
            };
            let themes = of_move(&position, mv, &rules);
            let (_, _, events) = play_traced(&position, mv, &rules);
            let took = events.iter().any(|e| matches!(e, Event::Capture { .. }));
            let reserve = position.stores[position.side.index()] > 0;
            assert_eq!(themes.contains(&Theme::Raid), took, "ply {ply}");
            assert_eq!(themes.contains(&Theme::Herding), reserve, "ply {ply}");
            herding += reserve as u32;
            raids += took as u32;
            position = play_untraced(&position, mv, &rules).0;
        }
        assert!(herding > 0 && raids > 0, "herding {herding}, raids {raids}");
        let kiswahili = Rules::new(Edition::Kiswahili);
        let start = Position::start(Edition::Kiswahili);
        for mv in legal_moves(&start, &kiswahili).iter() {
            let themes = of_move(&start, *mv, &kiswahili);
            assert!(!themes.contains(&Theme::Raid) && !themes.contains(&Theme::Herding));
        }
    }
}
