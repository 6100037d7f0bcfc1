//! The board's visual language, in one table: every state a pit can be in
//! has a mark of its own, different from every other in its shape as well
//! as its colour, so a player who does not see colours well can still tell
//! them apart. The board's rims take the colour, the overlay draws the
//! shape, and the legend shows the same table.

use crate::rules::Pit;

/// A state a pit can be in, as the board shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PitState {
    /// The person may sow this pit now.
    Playable,
    /// The keyboard is on this pit.
    Focused,
    /// The pointer is over this pit.
    Hovered,
    /// The person chose this pit and now chooses a direction.
    Chosen,
    /// The last move started here.
    LastMove,
    /// A seed has just dropped here.
    Sown,
    /// The lap ended here on seeds: they are lifted and sown on.
    Relay,
    /// Seeds are captured here, or captured from here.
    Capture,
    /// The sowing goes on from the nyumba (safari).
    Safari,
    /// This pit may not be played this turn (takasia), or the nyumba pays tax.
    Takasia,
    /// An owned nyumba (Bao la Kiswahili).
    Nyumba,
    /// The hint: the pit the strongest bot would sow.
    Hint,
    /// Where the hinted move's last seed lands.
    HintLands,
    /// Move preview: where the move in view would end.
    PreviewLands,
    /// Move preview: a pit the move in view would capture from.
    PreviewTakes,
}

/// The shape a mark is drawn with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MarkShape {
    /// The pit's own rim glows.
    GlowingRim,
    /// Four corner brackets around the pit.
    Brackets,
    /// A thin circle just outside the rim.
    ThinRing,
    /// A thick circle outside the rim.
    ThickRing,
    /// A pin: a dot at the pit's upper left.
    Pin,
    /// A ring that widens and fades.
    Ripple,
    /// A looping arrow: round and on.
    Loop,
    /// A cross: taken.
    Cross,
    /// An arrow leaving the pit: on the journey.
    Journey,
    /// A circle with a bar through it: no entry.
    NoEntry,
    /// A roof: the house.
    Roof,
    /// A four-pointed star: the hint.
    Star,
    /// A target's rings: where the hint ends.
    Target,
    /// A diamond around the pit: where a previewed move ends.
    Diamond,
    /// A ring of dots: seeds a previewed move would take.
    Dots,
}

/// How a state is marked, and how the legend explains it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Mark {
    pub state: PitState,
    pub shape: MarkShape,
    /// sRGB, as the overlay and the rims draw it.
    pub colour: [u8; 3],
    /// The legend's words.
    pub meaning: &'static str,
}

/// The marks, in the legend's order. The colours follow the palette of
/// Okabe and Ito, chosen to stay apart for the common colour blindnesses,
/// with colours of our own, kept 60 apart, for the states it has no room for.
pub const MARKS: [Mark; 15] = [
    Mark {
        state: PitState::Playable,
        shape: MarkShape::GlowingRim,
        colour: [230, 159, 0],
        meaning: "you can sow this pit",
    },
    Mark {
        state: PitState::Focused,
        shape: MarkShape::Brackets,
        colour: [255, 255, 255],
        meaning: "the keyboard is here (Tab, arrows; Enter chooses)",
    },
    Mark {
        state: PitState::Hovered,
        shape: MarkShape::ThinRing,
        colour: [86, 180, 233],
        meaning: "the pointer is here",
    },
    Mark {
        state: PitState::Chosen,
        shape: MarkShape::ThickRing,
        colour: [0, 158, 115],
        meaning: "chosen: now pick a way",
    },
    Mark {
        state: PitState::LastMove,
        shape: MarkShape::Pin,
        colour: [0, 114, 178],
        meaning: "the last move started here",
    },
    Mark {
        state: PitState::Sown,
        shape: MarkShape::Ripple,
        colour: [200, 200, 190],
        meaning: "a seed just dropped here",
    },
    Mark {
        state: PitState::Relay,
        shape: MarkShape::Loop,
        colour: [240, 228, 66],
        meaning: "relay: the lap ended on seeds, they are sown on",
    },
    Mark {
        state: PitState::Capture,
        shape: MarkShape::Cross,
        colour: [213, 94, 0],
        meaning: "capture: seeds are taken",
    },
    Mark {
        state: PitState::Safari,
        shape: MarkShape::Journey,
        colour: [155, 209, 107],
        meaning: "safari: the nyumba is sown on",
    },
    Mark {
        state: PitState::Takasia,
        shape: MarkShape::NoEntry,
        colour: [204, 121, 167],
        meaning: "takasia: may not be played this turn (or the nyumba pays tax)",
    },
    Mark {
        state: PitState::Nyumba,
        shape: MarkShape::Roof,
        colour: [255, 200, 140],
        meaning: "an owned nyumba, the house",
    },
    Mark {
        state: PitState::Hint,
        shape: MarkShape::Star,
        colour: [255, 80, 220],
        meaning: "hint: the move the strongest bot would play starts here",
    },
    Mark {
        state: PitState::HintLands,
        shape: MarkShape::Target,
        colour: [150, 90, 255],
        meaning: "hint: that move's last seed lands here",
    },
    Mark {
        state: PitState::PreviewLands,
        shape: MarkShape::Diamond,
        colour: [120, 230, 255],
        meaning: "preview: the move in view would end here",
    },
    Mark {
        state: PitState::PreviewTakes,
        shape: MarkShape::Dots,
        colour: [255, 90, 90],
        meaning: "preview: the move in view would capture these seeds",
    },
];

/// The mark of a state.
pub fn mark(state: PitState) -> &'static Mark {
    MARKS
        .iter()
        .find(|m| m.state == state)
        .expect("every state has a mark")
}

/// The states of one pit, most important first: what the rim shows.
pub fn rim_state(states: &[PitState]) -> Option<PitState> {
    states.iter().copied().min_by_key(|s| rim_rank(*s))
}

/// Which state's colour the rim takes when a pit is in several: what is
/// happening now first, then the person's choice, then what stays.
fn rim_rank(state: PitState) -> u8 {
    match state {
        PitState::Hint => 0,
        PitState::HintLands => 0,
        PitState::PreviewLands | PitState::PreviewTakes => 1,
        PitState::Capture => 0,
        PitState::Relay => 1,
        PitState::Safari => 2,
        PitState::Takasia => 3,
        PitState::Sown => 4,
        PitState::Chosen => 5,
        PitState::Playable => 6,
        PitState::LastMove => 7,
        PitState::Nyumba => 8,
        // Drawn around the pit, never on its rim.
        PitState::Focused | PitState::Hovered => u8::MAX,
    }
}

/// A pit and the states it is in now.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PitMarks {
    pub pits: Vec<(Pit, Vec<PitState>)>,
}

impl PitMarks {
    pub fn add(&mut self, pit: Pit, state: PitState) {
        match self.pits.iter_mut().find(|(p, _)| *p == pit) {
            Some((_, states)) if !states.contains(&state) => states.push(state),
            Some(_) => {}
            None => self.pits.push((pit, vec![state])),
        }
    }

    pub fn of(&self, pit: Pit) -> &[PitState] {
        self.pits
            .iter()
            .find(|(p, _)| *p == pit)
            .map_or(&[], |(_, states)| states.as_slice())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// No two states share a shape, and no two colours are alike (at
    /// least 60 apart in sRGB), and every state has a mark.
    #[test]
    fn every_state_has_a_mark_of_its_own() {
        let distance = |a: [u8; 3], b: [u8; 3]| -> f32 {
            (0..3)
                .map(|i| (a[i] as f32 - b[i] as f32).powi(2))
                .sum::<f32>()
                .sqrt()
        };
        for (i, a) in MARKS.iter().enumerate() {
            for b in &MARKS[i + 1..] {
                assert_ne!(a.state, b.state);
                assert_ne!(a.shape, b.shape, "{:?} and {:?}", a.state, b.state);
                assert!(
                    distance(a.colour, b.colour) >= 60.0,
                    "{:?} and {:?}",
                    a.state,
                    b.state
                );
            }
        }
        assert_eq!(mark(PitState::Relay).shape, MarkShape::Loop);
    }
}
