//! What the pause menu offers, decided from the mode's state alone (and
//! the puzzle's or lesson's stage): a game's reset, new game and save; a
//! record's save; a puzzle's retry, hint, solution, skip and other way; a
//! lesson's question again. Kept apart from the egui screen so that the
//! choice is made, and tested, without a window.

use crate::app::learn::lessons::{Learning, Stage as LessonStage};
use crate::app::puzzles::solving::{PuzzleStep, Solving, Stage as PuzzleStage};
use crate::app::replay::viewer::Replay;
use crate::app::state::{Mode, Pause};
use bevy::prelude::*;

/// One way on from the pause menu, besides resume, the rules, the
/// settings, the main menu and quit (always there).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PauseOffer {
    /// The game again from its start.
    Reset,
    NewGame,
    /// "Save game…": the game played.
    SaveGame,
    /// "Save game…": the record watched.
    SaveRecord,
    /// A puzzle's own step (retry, hint, solution, skip, another way).
    Puzzle(PuzzleStep),
    /// A lesson's question again, once answered.
    LessonAgain,
}

/// The offers of the pause menu now; empty while the round runs.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct PauseOffers(pub Vec<PauseOffer>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PauseOffers>()
        .add_systems(Update, list_offers.run_if(in_state(Pause::Paused)));
}

fn list_offers(
    mode: Res<State<Mode>>,
    solving: Option<Res<Solving>>,
    learning: Option<Res<Learning>>,
    replay: Option<Res<Replay>>,
    mut offers: ResMut<PauseOffers>,
) {
    let listed = match *mode.get() {
        Mode::Puzzle => solving.map(|s| puzzle_offers(s.stage)).unwrap_or_default(),
        Mode::Lesson => learning
            .filter(|l| matches!(l.stage, LessonStage::Answered | LessonStage::Solution))
            .map(|_| vec![PauseOffer::LessonAgain])
            .unwrap_or_default(),
        // The practice board has its own way back (its panel).
        Mode::Practice => vec![PauseOffer::Reset, PauseOffer::SaveGame],
        mode if mode.is_played() => {
            vec![PauseOffer::Reset, PauseOffer::NewGame, PauseOffer::SaveGame]
        }
        _ if replay.is_some() => vec![PauseOffer::SaveRecord],
        _ => Vec::new(),
    };
    offers.set_if_neq(PauseOffers(listed));
}

/// A puzzle's steps that fit its stage: no game's reset (it would go to
/// the position before the opponent's move, with both sides to play), no
/// save, no new game.
fn puzzle_offers(stage: PuzzleStage) -> Vec<PauseOffer> {
    let on_a_puzzle = !matches!(stage, PuzzleStage::Choosing | PuzzleStage::Done);
    let solving = stage == PuzzleStage::Solving;
    let missed = stage == PuzzleStage::Missed;
    [
        (PuzzleStep::Retry, on_a_puzzle),
        (PuzzleStep::Hint, solving),
        (PuzzleStep::ShowSolution, solving || missed),
        (PuzzleStep::Next, on_a_puzzle),
        (PuzzleStep::Choose, stage != PuzzleStage::Choosing),
    ]
    .into_iter()
    .filter(|&(_, offered)| offered)
    .map(|(step, _)| PauseOffer::Puzzle(step))
    .collect()
}
