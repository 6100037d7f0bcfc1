//! What the board shows now: the states of every marked pit, gathered once
//! a frame from the round, the person's choice, the pointer and the move
//! being shown, for the rims and the overlay to draw.

use super::animation::AnimationQueue;
use super::bot::Hint;
use super::input::{Hovered, Question, Selection, legal_pits};
use super::marks::{PitMarks, PitState};
use super::round::Round;
use super::state::{AppSystems, Turn};
use crate::rules::{Edition, Pit, Side};
use bevy::prelude::*;

/// Each pit's states this frame, and how far each passing mark has faded.
#[derive(Resource, Default, Debug)]
pub struct ShownMarks {
    pub marks: PitMarks,
    /// Marks of the move being shown, with their age (0 new, 1 gone).
    pub ages: Vec<(Pit, PitState, f32)>,
}

/// The set the marks are gathered in; what draws them runs after it.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GatherMarks;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ShownMarks>().add_systems(
        Update,
        gather_marks.in_set(GatherMarks).in_set(AppSystems::Present),
    );
}

fn gather_marks(
    round: Res<Round>,
    queue: Res<AnimationQueue>,
    selection: Res<Selection>,
    hovered: Res<Hovered>,
    turn: Option<Res<State<Turn>>>,
    hint: Res<Hint>,
    mut shown: ResMut<ShownMarks>,
) {
    let turn = turn.map(|t| *t.get());
    let question = Question::of(&round, &selection, turn);
    let mut marks = PitMarks::default();
    if question == Question::Pit {
        let legal = legal_pits(&round);
        for &pit in &legal {
            marks.add(pit, PitState::Playable);
        }
        if let Some(pit) = selection.focus.filter(|p| legal.contains(p)) {
            marks.add(pit, PitState::Focused);
        }
    }
    if let Some(pit) = hovered.0
        && question != Question::None
        && pit.side == round.side_to_move()
    {
        marks.add(pit, PitState::Hovered);
    }
    if let Some(pit) = selection.chosen
        && matches!(
            question,
            Question::Direction { .. } | Question::Kichwa { .. }
        )
    {
        marks.add(pit, PitState::Chosen);
    }
    let idle = queue.is_idle();
    if idle && let Some((side, mv)) = round.last_move {
        marks.add(Pit::new(side, mv.pit), PitState::LastMove);
    }
    let position = round.game.position();
    if idle && let Some(index) = position.takasia {
        marks.add(Pit::new(position.side, index), PitState::Takasia);
    }
    if round.game.edition() == Edition::Kiswahili {
        let owners = queue.owns_nyumba();
        for side in Side::BOTH {
            if owners[side.index()] {
                marks.add(
                    Pit::new(side, crate::rules::board::NYUMBA),
                    PitState::Nyumba,
                );
            }
        }
    }
    if let Some(shown_hint) = hint.shown
        && question != Question::None
    {
        marks.add(shown_hint.from, PitState::Hint);
        marks.add(shown_hint.lands, PitState::HintLands);
    }
    let ages: Vec<(Pit, PitState, f32)> = queue.marks().collect();
    for &(pit, state, _) in &ages {
        marks.add(pit, state);
    }
    shown.marks = marks;
    shown.ages = ages;
}
