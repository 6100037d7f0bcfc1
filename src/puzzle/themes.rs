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
}

impl Theme {
    pub const ALL: [Theme; 9] = [
        Theme::Chain,
        Theme::Takasa,
        Theme::Safari,
        Theme::Nyumba,
        Theme::Namua,
        Theme::Kichwa,
        Theme::End,
        Theme::Defence,
        Theme::NeverEnding,
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
                shown
                    .into_iter()
                    .filter(|t| first || !matches!(t, Theme::Namua | Theme::Kichwa)),
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
