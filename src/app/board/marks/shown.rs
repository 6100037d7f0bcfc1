//! What the board shows now: the states of every marked pit, gathered once
//! a frame from the round, the person's choice, the pointer and the move
//! being shown, for the rims and the overlay to draw.

use super::table::PitMarks;
use crate::app::board::input::choosing::{Question, Selection, legal_pits};
use crate::app::board::input::pointer::Hovered;
use crate::app::board::scene::layout::BoardView;
use crate::app::round::animation::AnimationQueue;
use crate::app::round::bot::Hint;
use crate::app::round::pit_state::PitState;
use crate::app::round::play::Round;
use crate::app::settings::GameSettings;
use crate::app::state::{AppSystems, Mode, PreviewWhen, Turn};
use crate::app::ui::words::Words;
use crate::bot::danger;
use crate::rules::explain::Preview;
use crate::rules::{Edition, Pit, Side};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// Each pit's states this frame, and how far each passing mark has faded.
#[derive(Resource, Default, Debug)]
pub struct ShownMarks {
    pub marks: PitMarks,
    /// Marks of the move being shown, with their age (0 new, 1 gone).
    pub ages: Vec<(Pit, PitState, f32)>,
}

/// The move preview in view (a setting): for the pit the person points at
/// or has chosen, what each of its moves would do, read from the engine's
/// trace without playing it.
#[derive(Resource, Default, Debug)]
pub struct MovePreview {
    /// The round, the moves played and the pit it was made for.
    made_for: Option<(u64, usize, Pit)>,
    /// One line a move: "A3>: captures 6 seeds from a4, a7, a3, ends in A2".
    pub lines: Vec<String>,
    lands: Vec<Pit>,
    takes: Vec<Pit>,
}

/// The beginner's threat marks: the person's pits the opponent could
/// capture from on their turn (`bot::danger::threatened`), found once a
/// position.
#[derive(Resource, Default, Debug)]
pub struct Threats {
    /// The round and the number of moves played they were found for.
    made_for: Option<(u64, usize)>,
    pub pits: Vec<Pit>,
}

/// Marks a mode asks for on its own (the review's better move), kept as
/// they are until it changes them.
#[derive(Resource, Default, Debug)]
pub struct Advice {
    pub marks: Vec<(Pit, PitState)>,
}

/// The set the marks are gathered in; what draws them runs after it.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GatherMarks;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ShownMarks>()
        .init_resource::<MovePreview>()
        .init_resource::<Threats>()
        .init_resource::<Advice>()
        .add_systems(
            Update,
            (preview_moves, find_threats, gather_marks)
                .chain()
                .in_set(GatherMarks)
                .in_set(AppSystems::Present),
        );
}

/// Makes the preview for the pit in view, once a pit (the engine plays the
/// moves on copies); a preview shown makes the game's win not clean.
fn preview_moves(
    settings: Res<GameSettings>,
    mut round: ResMut<Round>,
    selection: Res<Selection>,
    hovered: Res<Hovered>,
    turn: Option<Res<State<Turn>>>,
    mode: Option<Res<State<Mode>>>,
    queue: Res<AnimationQueue>,
    mut preview: ResMut<MovePreview>,
    words: Res<Words>,
) {
    let question = Question::of(&round, &selection, turn.map(|t| *t.get()));
    let side = round.side_to_move();
    let shown = match mode.map(|m| m.preview()) {
        Some(PreviewWhen::Always) => true,
        Some(PreviewWhen::AsSet) => settings.settings.move_preview,
        Some(PreviewWhen::Never) | None => false,
    };
    let pit = match question {
        _ if !shown || !queue.is_idle() => None,
        Question::Pit => hovered.0.or(selection.focus).filter(|p| p.side == side),
        Question::Direction { pit } | Question::Kichwa { pit } => Some(pit),
        _ => None,
    };
    let Some(pit) = pit else {
        *preview = MovePreview::default();
        return;
    };
    let key = (round.generation, round.game.moves().len(), pit);
    if preview.made_for == Some(key) {
        return;
    }
    let mut made = MovePreview {
        made_for: Some(key),
        ..MovePreview::default()
    };
    let moves: Vec<_> = round
        .game
        .legal_moves()
        .iter()
        .copied()
        .filter(|mv| mv.pit == pit.index && !mv.safari)
        .collect();
    for mv in moves {
        let Ok(events) = round.game.preview(mv) else {
            continue;
        };
        let seen = Preview::of(&events);
        made.lines.push(format!(
            "{}: {}",
            round.game.move_text(mv),
            seen.describe(round.game.edition(), &words)
        ));
        made.lands.extend(seen.lands);
        made.takes
            .extend(seen.captures.iter().map(|(from, _)| *from));
    }
    if !made.lines.is_empty() {
        round.solo.previewed_move();
    }
    *preview = made;
}

/// At the person's turn, with the beginner's warnings on where the mode
/// marks threats: the pits under threat.
fn find_threats(
    settings: Res<GameSettings>,
    round: Res<Round>,
    turn: Option<Res<State<Turn>>>,
    mode: Option<Res<State<Mode>>>,
    mut threats: ResMut<Threats>,
) {
    let wanted = settings.settings.warnings
        && mode.is_some_and(|m| m.marks_threats())
        && turn.is_some_and(|t| *t.get() == Turn::Person);
    if !wanted {
        if threats.made_for.is_some() {
            *threats = Threats::default();
        }
        return;
    }
    let key = (round.generation, round.game.moves().len());
    if threats.made_for != Some(key) {
        let rules = round.game.rules();
        *threats = Threats {
            made_for: Some(key),
            pits: danger::threatened(round.game.position(), &rules),
        };
    }
}

/// What the marks are gathered from: the round and the move being shown,
/// the person's choice and pointer, the mode and turn, and the help asked
/// for (the hint, the preview, the threats, a mode's advice).
#[derive(SystemParam)]
struct Marking<'w> {
    round: Res<'w, Round>,
    queue: Res<'w, AnimationQueue>,
    selection: Res<'w, Selection>,
    hovered: Res<'w, Hovered>,
    mode: Option<Res<'w, State<Mode>>>,
    turn: Option<Res<'w, State<Turn>>>,
    hint: Res<'w, Hint>,
    preview: Res<'w, MovePreview>,
    threats: Res<'w, Threats>,
    advice: Res<'w, Advice>,
    view: Res<'w, BoardView>,
}

/// Gathers every pit's marks for this frame, in the order they are drawn:
/// the person's choosing, the game's state, the help, then the marks of the
/// move being shown with their ages.
fn gather_marks(from: Marking, mut shown: ResMut<ShownMarks>) {
    let turn = from.turn.as_ref().map(|t| *t.get());
    let question = Question::of(&from.round, &from.selection, turn);
    let mut marks = PitMarks::default();
    choosing_marks(&mut marks, &from, question);
    game_marks(&mut marks, &from);
    help_marks(&mut marks, &from, question);
    let ages: Vec<(Pit, PitState, f32)> = from.queue.marks().collect();
    for &(pit, state, _) in &ages {
        marks.add(pit, state);
    }
    shown.marks = marks;
    shown.ages = ages;
}

/// The marks of the person choosing: the pits they can play, the one in
/// focus, their pits under threat, the one pointed at, the practice
/// editor's pit, and the pit chosen (or held back by a warning).
fn choosing_marks(marks: &mut PitMarks, from: &Marking, question: Question) {
    let round = &from.round;
    let selection = &from.selection;
    let mode = from.mode.as_ref().map(|m| *m.get());
    let turn = from.turn.as_ref().map(|t| *t.get());
    if question == Question::Pit {
        let legal = legal_pits(round, *from.view);
        for &pit in &legal {
            marks.add(pit, PitState::Playable);
        }
        if let Some(pit) = selection.focus.filter(|p| legal.contains(p)) {
            marks.add(pit, PitState::Focused);
        }
        for &pit in &from.threats.pits {
            marks.add(pit, PitState::Threatened);
        }
    }
    if let Some(pit) = from.hovered.0
        && question != Question::None
        && pit.side == round.side_to_move()
    {
        marks.add(pit, PitState::Hovered);
    }
    // The practice editor reaches every pit, by the keyboard and the pointer.
    if turn == Some(Turn::Editing) && mode == Some(Mode::Practice) {
        if let Some(pit) = selection.focus {
            marks.add(pit, PitState::Focused);
        }
        if let Some(pit) = from.hovered.0 {
            marks.add(pit, PitState::Hovered);
        }
    }
    if let Some(pit) = selection.chosen
        && matches!(
            question,
            Question::Direction { .. } | Question::Kichwa { .. }
        )
    {
        marks.add(pit, PitState::Chosen);
    }
    // The move a warning holds back stays marked as chosen.
    if let Question::Warning(warned) = question {
        marks.add(
            Pit::new(round.side_to_move(), warned.mv.pit),
            PitState::Chosen,
        );
    }
}

/// The marks of the game's state, once the board is still: the last move's
/// pit and the takasia; and each nyumba still owned (Kiswahili), as the
/// shown move leaves it.
fn game_marks(marks: &mut PitMarks, from: &Marking) {
    let (round, queue) = (&from.round, &from.queue);
    let idle = queue.is_idle();
    if idle && let Some((side, mv)) = round.last_move {
        marks.add(Pit::new(side, mv.pit), PitState::LastMove);
    }
    let position = round.game.position();
    if idle && let Some(index) = position.takasia_pit {
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
}

/// The marks of the help asked for: the hint's pit and where it lands
/// (while the person has a question), the preview's landings and captures,
/// and a mode's own advice.
fn help_marks(marks: &mut PitMarks, from: &Marking, question: Question) {
    if let Some(shown_hint) = from.hint.shown
        && question != Question::None
    {
        marks.add(shown_hint.from, PitState::Hint);
        marks.add(shown_hint.lands, PitState::HintLands);
    }
    for &pit in &from.preview.lands {
        marks.add(pit, PitState::PreviewLands);
    }
    for &pit in &from.preview.takes {
        marks.add(pit, PitState::PreviewTakes);
    }
    for &(pit, state) in &from.advice.marks {
        marks.add(pit, state);
    }
}
