//! The board's visual language, in one table: every state a pit can be in
//! has a mark of its own, different from every other in its shape as well
//! as its colour, so a player who does not see colours well can still tell
//! them apart. The board's rims take the colour, the overlay draws the
//! shape, and the legend shows the same table.

use crate::app::round::pit_state::PitState;
use crate::record::settings::Palette;
use crate::rules::Pit;

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
    /// An exclamation mark: watch out.
    Alert,
}

impl MarkShape {
    /// A badge beside the pit (loop, cross, journey, no entry): badges on
    /// one pit sit side by side; the other shapes are drawn around it.
    pub fn is_badge(self) -> bool {
        matches!(
            self,
            MarkShape::Loop
                | MarkShape::Cross
                | MarkShape::Journey
                | MarkShape::NoEntry
                | MarkShape::Alert
        )
    }
}

/// How a state is marked, and how the legend explains it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Mark {
    pub state: PitState,
    pub shape: MarkShape,
    /// sRGB, as the overlay and the rims draw it.
    pub colour: [u8; 3],
    /// The legend's words.
    /// The message id of what it means.
    pub meaning: &'static str,
}

/// The marks, in the legend's order. The colours follow the palette of
/// Okabe and Ito, chosen to stay apart for the common colour blindnesses,
/// with colours of our own, kept 60 apart, for the states it has no room for.
pub const MARKS: [Mark; 16] = [
    Mark {
        state: PitState::Playable,
        shape: MarkShape::GlowingRim,
        colour: [230, 159, 0],
        meaning: "mark-playable",
    },
    Mark {
        state: PitState::Focused,
        shape: MarkShape::Brackets,
        colour: [255, 255, 255],
        meaning: "mark-focused",
    },
    Mark {
        state: PitState::Hovered,
        shape: MarkShape::ThinRing,
        colour: [86, 180, 233],
        meaning: "mark-hovered",
    },
    Mark {
        state: PitState::Chosen,
        shape: MarkShape::ThickRing,
        colour: [0, 158, 115],
        meaning: "mark-chosen",
    },
    Mark {
        state: PitState::LastMove,
        shape: MarkShape::Pin,
        colour: [0, 114, 178],
        meaning: "mark-last-move",
    },
    Mark {
        state: PitState::Sown,
        shape: MarkShape::Ripple,
        colour: [200, 200, 190],
        meaning: "mark-sown",
    },
    Mark {
        state: PitState::Relay,
        shape: MarkShape::Loop,
        colour: [240, 228, 66],
        meaning: "mark-relay",
    },
    Mark {
        state: PitState::Capture,
        shape: MarkShape::Cross,
        colour: [213, 94, 0],
        meaning: "mark-capture",
    },
    Mark {
        state: PitState::Safari,
        shape: MarkShape::Journey,
        colour: [155, 209, 107],
        meaning: "mark-safari",
    },
    Mark {
        state: PitState::Takasia,
        shape: MarkShape::NoEntry,
        colour: [204, 121, 167],
        meaning: "mark-takasia",
    },
    Mark {
        state: PitState::Nyumba,
        shape: MarkShape::Roof,
        colour: [255, 200, 140],
        meaning: "mark-nyumba",
    },
    Mark {
        state: PitState::Hint,
        shape: MarkShape::Star,
        colour: [255, 80, 220],
        meaning: "mark-hint",
    },
    Mark {
        state: PitState::HintLands,
        shape: MarkShape::Target,
        colour: [150, 90, 255],
        meaning: "mark-hint-lands",
    },
    Mark {
        state: PitState::PreviewLands,
        shape: MarkShape::Diamond,
        colour: [120, 230, 255],
        meaning: "mark-preview-lands",
    },
    Mark {
        state: PitState::PreviewTakes,
        shape: MarkShape::Dots,
        colour: [255, 90, 90],
        meaning: "mark-preview-takes",
    },
    Mark {
        state: PitState::Threatened,
        shape: MarkShape::Alert,
        colour: [200, 0, 40],
        meaning: "mark-threatened",
    },
];

/// The colour-blind palette: six colours of Okabe and Ito's set (white,
/// yellow, vermilion, sky blue, blue, reddish purple) that stay at least 20
/// apart (CIELAB) under simulated protanopia, deuteranopia and tritanopia.
/// Six colours cannot tell fifteen states apart, so states share them by
/// meaning (what to do, what happens, advice, a rule) and the shapes tell
/// them apart, as in the standard palette.
const WHITE: [u8; 3] = [255, 255, 255];
const YELLOW: [u8; 3] = [240, 228, 66];
const VERMILION: [u8; 3] = [213, 94, 0];
const SKY_BLUE: [u8; 3] = [86, 180, 233];
const BLUE: [u8; 3] = [0, 114, 178];
const PURPLE: [u8; 3] = [204, 121, 167];

fn colour_blind(state: PitState) -> [u8; 3] {
    match state {
        PitState::Playable | PitState::Relay => YELLOW,
        PitState::Focused | PitState::Sown | PitState::Nyumba => WHITE,
        PitState::Hovered | PitState::PreviewLands | PitState::Safari => SKY_BLUE,
        PitState::Chosen | PitState::LastMove => BLUE,
        PitState::Capture | PitState::PreviewTakes | PitState::Threatened => VERMILION,
        PitState::Takasia | PitState::Hint | PitState::HintLands => PURPLE,
    }
}

/// The colour a state is drawn in with a palette.
pub fn colour(state: PitState, palette: Palette) -> [u8; 3] {
    match palette {
        Palette::Standard => mark(state).colour,
        Palette::ColourBlind => colour_blind(state),
    }
}

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
        // Drawn around or beside the pit, never on its rim (a threatened
        // pit may glow as playable too, and the hinted pit, under its star,
        // still shows that it can be sown); alone on a pit, their colour.
        PitState::Focused | PitState::Hovered | PitState::Threatened | PitState::Hint => u8::MAX,
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
    /// Issue 50, item 10: the hint's star must not hide the glow that says
    /// the hinted pit can be sown.
    #[test]
    fn a_hinted_pit_keeps_its_playable_glow() {
        let states = [PitState::Hint, PitState::Playable, PitState::LastMove];
        assert_eq!(rim_state(&states), Some(PitState::Playable));
        let landing = [PitState::HintLands, PitState::Playable];
        assert_eq!(rim_state(&landing), Some(PitState::HintLands));
    }

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

    /// sRGB to CIELAB (D65), after a colour-vision-deficiency matrix in
    /// linear RGB (Machado, Oliveira and Fernandes 2009, severity 1).
    fn seen(rgb: [u8; 3], deficiency: &[[f64; 3]; 3]) -> [f64; 3] {
        let linear = rgb.map(|c| {
            let c = c as f64 / 255.0;
            if c <= 0.04045 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        });
        let [r, g, b] = deficiency.map(|row| {
            (0..3)
                .map(|j| row[j] * linear[j])
                .sum::<f64>()
                .clamp(0.0, 1.0)
        });
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
        let f = |t: f64| {
            if t > 0.008856 {
                t.cbrt()
            } else {
                7.787 * t + 16.0 / 116.0
            }
        };
        [
            116.0 * f(y) - 16.0,
            500.0 * (f(x) - f(y)),
            200.0 * (f(y) - f(z)),
        ]
    }

    const PROTANOPIA: [[f64; 3]; 3] = [
        [0.152286, 1.052583, -0.204868],
        [0.114503, 0.786281, 0.099216],
        [-0.003882, -0.048116, 1.051998],
    ];
    const DEUTERANOPIA: [[f64; 3]; 3] = [
        [0.367322, 0.860646, -0.227968],
        [0.280085, 0.672501, 0.047413],
        [-0.011820, 0.042940, 0.968881],
    ];
    const TRITANOPIA: [[f64; 3]; 3] = [
        [1.255528, -0.076749, -0.178779],
        [-0.078411, 0.930809, 0.147602],
        [0.004733, 0.691367, 0.303900],
    ];

    fn smallest_difference(palette: Palette, deficiency: &[[f64; 3]; 3]) -> f64 {
        let mut colours: Vec<[u8; 3]> = MARKS.iter().map(|m| colour(m.state, palette)).collect();
        colours.sort();
        colours.dedup();
        let mut smallest = f64::MAX;
        for (i, a) in colours.iter().enumerate() {
            for b in &colours[i + 1..] {
                let (a, b) = (seen(*a, deficiency), seen(*b, deficiency));
                let d = (0..3).map(|k| (a[k] - b[k]).powi(2)).sum::<f64>().sqrt();
                smallest = smallest.min(d);
            }
        }
        smallest
    }

    /// Accessibility: in the colour-blind palette any two of its
    /// colours stay apart (CIELAB distance 20 or more) for each of the three
    /// colour blindnesses; the standard palette does not (its green
    /// "chosen" and red "preview takes" come to 8 apart under protanopia),
    /// which is why the choice is there.
    #[test]
    fn the_colour_blind_palette_stays_apart_for_every_colour_blindness() {
        for deficiency in [&PROTANOPIA, &DEUTERANOPIA, &TRITANOPIA] {
            let d = smallest_difference(Palette::ColourBlind, deficiency);
            assert!(d >= 20.0, "{d}");
        }
        let standard = [&PROTANOPIA, &DEUTERANOPIA, &TRITANOPIA]
            .map(|deficiency| smallest_difference(Palette::Standard, deficiency));
        assert!(standard.iter().any(|&d| d < 20.0), "{standard:?}");
        // Shared colours are told apart by their shapes (checked above),
        // and the states a person chooses between keep colours of their own:
        // what can be played, what is chosen, and what the preview shows.
        let choice = [
            PitState::Playable,
            PitState::Chosen,
            PitState::PreviewLands,
            PitState::PreviewTakes,
            PitState::Hint,
        ]
        .map(|s| colour(s, Palette::ColourBlind));
        for (i, a) in choice.iter().enumerate() {
            assert!(!choice[i + 1..].contains(a), "{choice:?}");
        }
    }
}
