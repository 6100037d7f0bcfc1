//! The marks on the pits: each pit's rim is coloured by its state, and the
//! store trays show only in editions that have stores.

use super::materials::{Looks, Paint};
use super::parts::{PitRim, StoreTray};
use crate::app::animation::{AnimationQueue, MarkKind};
use crate::app::input::{Hovered, Question, Selection, legal_pits};
use crate::app::round::Round;
use crate::app::state::Turn;
use crate::rules::{Edition, Pit};
use bevy::prelude::*;

/// Colours each pit's rim: marks of the move being shown, then the person's
/// choice, focus and legal pits, then the last move and the takasia'd pit.
pub(super) fn colour_rims<M: Paint>(
    looks: Option<Res<Looks<M>>>,
    round: Res<Round>,
    queue: Res<AnimationQueue>,
    selection: Res<Selection>,
    hovered: Res<Hovered>,
    turn: Option<Res<State<Turn>>>,
    mut rims: Query<(&PitRim, &mut MeshMaterial3d<M>)>,
) {
    let Some(looks) = looks else { return };
    let turn = turn.map(|t| *t.get());
    let question = Question::of(&round, &selection, turn);
    let legal = if question == Question::Pit {
        legal_pits(&round)
    } else {
        Vec::new()
    };
    let marks: Vec<(Pit, MarkKind)> = queue.marks().collect();
    let position = round.game.position();
    let takasia = position.takasia.map(|i| Pit::new(position.side, i));
    let last = round
        .last_move
        .filter(|_| queue.is_idle())
        .map(|(side, mv)| Pit::new(side, mv.pit));
    for (rim, mut material) in &mut rims {
        let pit = rim.0;
        let mark = marks
            .iter()
            .rev()
            .find(|(p, _)| *p == pit)
            .map(|(_, kind)| *kind);
        let wanted = if let Some(kind) = mark {
            match kind {
                MarkKind::Sown => &looks.sown,
                MarkKind::Relay => &looks.relay,
                MarkKind::Capture => &looks.capture,
                MarkKind::Safari => &looks.safari,
                MarkKind::Takasia => &looks.takasia,
            }
        } else if selection.chosen == Some(pit) && question != Question::Pit {
            &looks.chosen
        } else if legal.contains(&pit) && (selection.focus == Some(pit) || hovered.0 == Some(pit)) {
            &looks.focus
        } else if legal.contains(&pit) {
            &looks.legal
        } else if takasia == Some(pit) && turn != Some(Turn::Animating) {
            &looks.takasia
        } else if last == Some(pit) {
            &looks.last
        } else {
            &looks.rim
        };
        if material.0 != *wanted {
            material.0 = wanted.clone();
        }
    }
}

pub(super) fn show_stores(round: Res<Round>, mut trays: Query<&mut Visibility, With<StoreTray>>) {
    let shown = round.game.edition() != Edition::Kujifunza;
    for mut visibility in &mut trays {
        let wanted = if shown {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        if *visibility != wanted {
            *visibility = wanted;
        }
    }
}
