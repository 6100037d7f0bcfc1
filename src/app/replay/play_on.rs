//! "Play on from here" and the way back: a game from exactly what the
//! viewer's board shows (a move tried in the review included), with the
//! reviewed game one click away ("Back to the review", which opens the
//! review again as it was, without a new search). Leaving goes through
//! `Leave`, which asks first when a game would be lost.

use super::review::{ReviewBudget, Reviewing, open_reviewed};
use super::viewer::{OpenReplay, Replay};
use crate::app::round::leaving::{BackToTheReview, Leave, Leaving};
use crate::app::round::play::{NewRound, Round};
use crate::app::state::{Mode, UiLayers};
use crate::app::ui::room::HudBars;
use crate::app::ui::widgets::framed_area;
use crate::app::ui::words::Words;
use crate::record::clean_solo::{CleanSolo, Taint};
use crate::record::resume::SavedGame;
use crate::record::settings::{Player, RoundConfig};
use crate::review::Review;
use crate::rules::Game;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::time::Duration;

/// "Play on from here" was pressed in the viewer or its review.
#[derive(Message, Clone, Copy, Debug)]
pub struct PlayOnRequest;

/// The viewer a game was played on from, kept to go back to: the record
/// at the move shown, the review when it was done, and the game as it was
/// when play began (the way back is offered while the game on the board
/// is that one, played on).
#[derive(Resource, Clone)]
pub struct PlayedOnFrom {
    open: OpenReplay,
    review: Option<Review>,
    from: Game,
}

impl PlayedOnFrom {
    /// Whether `game` is the one played on from the viewer.
    fn is_played_on_in(&self, game: &Game) -> bool {
        game.start_position() == self.from.start_position()
            && game.moves().starts_with(self.from.moves())
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<PlayOnRequest>()
        .add_systems(Update, (play_on, back_to_the_review));
}

/// The way back's button (egui, with the screens).
pub(crate) fn button(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        back_button
            .run_if(in_state(Mode::Game).and_then(resource_exists::<PlayedOnFrom>))
            .in_set(UiLayers::Hud),
    );
}

/// The game on the board goes on as the person's, against the record's
/// bot for the other side (or Quick play's level). A position from a file
/// never counts for personal bests.
fn play_on(
    mut requests: MessageReader<PlayOnRequest>,
    replay: Option<Res<Replay>>,
    reviewing: Option<Res<Reviewing>>,
    round: Res<Round>,
    mut leave: MessageWriter<Leave>,
    mut commands: Commands,
) {
    if requests.read().last().is_none() {
        return;
    }
    let Some(replay) = replay else { return };
    let game = round.game.clone();
    if game.status().is_over() {
        return;
    }
    let recorded = replay.recorded();
    let person = game.position().side;
    let quick = RoundConfig::quick().players[1];
    let bot = match recorded.record.player(person.other()).level {
        Some(level) => crate::bot::Level::get(level).map_or(quick, Player::Bot),
        None => quick,
    };
    let mut players = [Player::Person; 2];
    players[person.other().index()] = bot;
    let mut solo = CleanSolo::for_round(players, &game);
    solo.mark(Taint::LoadedPosition);
    let review = reviewing
        .filter(|r| r.game == replay.game)
        .and_then(|r| r.done.clone());
    commands.insert_resource(PlayedOnFrom {
        open: OpenReplay {
            name: replay.name.clone(),
            games: replay.games.clone(),
            game: replay.game,
            at: replay.ply,
        },
        review,
        from: game.clone(),
    });
    leave.write(Leave(Leaving::PlayOn(Box::new(SavedGame {
        players,
        game,
        clock: Duration::ZERO,
        solo,
    }))));
}

/// Back to the viewer, at the move play began from, with its review.
fn back_to_the_review(
    mut requests: MessageReader<BackToTheReview>,
    kept: Option<Res<PlayedOnFrom>>,
    budget: Res<ReviewBudget>,
    mut rounds: MessageWriter<NewRound>,
    mut commands: Commands,
) {
    if requests.read().last().is_none() {
        return;
    }
    let Some(kept) = kept else { return };
    let PlayedOnFrom { open, review, .. } = kept.clone();
    open_reviewed(open, review, budget.0, &mut commands, &mut rounds);
    commands.remove_resource::<PlayedOnFrom>();
}

/// "◀ Back to the review", under the top bar's left end while the game
/// played on from the viewer is on the board.
fn back_button(
    mut contexts: EguiContexts,
    kept: Res<PlayedOnFrom>,
    round: Res<Round>,
    bars: Res<HudBars>,
    mut leave: MessageWriter<Leave>,
    words: Res<Words>,
) -> Result {
    if !kept.is_played_on_in(&round.game) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let top = bars.top / ctx.zoom_factor() + 4.0;
    let margin = egui::Margin::symmetric(6, 4);
    framed_area(
        ctx,
        "back to the review",
        egui::Align2::LEFT_TOP,
        egui::vec2(8.0, top),
        margin,
        |ui| {
            if ui
                .button(words.get("review-back-to"))
                .on_hover_text(words.get("review-back-to-hover"))
                .clicked()
            {
                leave.write(Leave(Leaving::BackToReview));
            }
        },
    );
    Ok(())
}
