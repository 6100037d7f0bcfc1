//! Ways out of a round (Main menu, Quit, the window's close button, another
//! round): straight there, or, when that would lose a game, a question
//! first (the question's window is in menus/questions.rs). No egui here, so the
//! headless tests check every way out.

use super::keeping::{ContinueFrom, PlayerData};
use super::play::{NewRound, Round};
use crate::app::settings::GameSettings;
use crate::app::state::{Menu, Mode, Screen};
use crate::record::resume::SavedGame;
use crate::record::settings::Player;
use bevy::prelude::*;
use bevy::window::WindowCloseRequested;

pub(crate) fn plugin(app: &mut App) {
    // The window's close requests come from WindowPlugin; headless, the
    // tests send them (adding a message twice keeps the first).
    app.init_resource::<PendingLeave>()
        .add_message::<Leave>()
        .add_message::<BackToTheReview>()
        .add_message::<WindowCloseRequested>()
        .add_systems(Update, (closing, leave).chain());
}

/// Where the player goes from what is on screen.
#[derive(Clone, Debug)]
pub enum Leaving {
    /// Quit the game (the Quit buttons, the window's close button).
    Quit,
    /// Back to the title screen (Main menu).
    Title,
    /// Another round (Quick play, Reset, Customise's Start).
    Round(Box<NewRound>),
    /// A game from a review's board ("Play on from here"): it takes the
    /// place of the game kept for Continue.
    PlayOn(Box<SavedGame>),
    /// From a game played on from a review, back to that review.
    BackToReview,
}

/// Going back to the review a game was played on from: the review's
/// viewer, which keeps what it needs, opens it again (replay/play_on.rs).
#[derive(Message, Clone, Copy, Debug)]
pub struct BackToTheReview;

impl Leaving {
    pub fn round(round: NewRound) -> Leaving {
        Leaving::Round(Box::new(round))
    }
}

/// Asks to go somewhere else; if that loses a game, the player is asked
/// first (docs/playing.md, "Your data").
#[derive(Message, Clone, Debug)]
pub struct Leave(pub Leaving);

/// The way out waiting for the player's answer, with its question's id.
#[derive(Resource, Default, Debug)]
pub struct PendingLeave(pub Option<(Leaving, &'static str)>);

/// The question to ask before `leaving`, if it would lose a game: the id
/// of its `ask-<id>` message. A game a person plays, going on with a move
/// made, is lost by a new round (it takes the place of the game kept), and
/// by quitting or the main menu unless it is kept on this device or was
/// saved as a file since its last move; from the
/// title screen, a new round takes the place of the game kept for Continue.
pub fn question_before(
    leaving: &Leaving,
    round: &Round,
    settings: &GameSettings,
    data: &PlayerData,
    mode: Option<Mode>,
) -> Option<&'static str> {
    // A game saved as a file since its last move is not lost by leaving.
    let saved = round.saved_at == Some(round.game.moves().len());
    let playing = mode.is_some_and(Mode::asks_before_leaving)
        && !round.game.status().is_over()
        && !round.game.moves().is_empty()
        && !saved
        && round.config.players.contains(&Player::Person);
    let kept = mode.is_some_and(Mode::keeps_the_game) && settings.game_dir_to_write().is_some();
    match leaving {
        Leaving::Quit if playing && !kept => Some("quit"),
        Leaving::Title if playing && !kept => Some("leave"),
        Leaving::Round(_) if playing => Some("another"),
        // No mode: the title screen.
        Leaving::Round(_) if mode.is_none() && data.saved.is_some() => Some("replace"),
        Leaving::PlayOn(_) if data.saved.is_some() => Some("replace"),
        Leaving::BackToReview if playing && !kept => Some("back"),
        _ => None,
    }
}

/// Takes each request to leave: straight there, or asks first.
fn leave(
    mut requests: MessageReader<Leave>,
    round: Res<Round>,
    settings: Res<GameSettings>,
    data: Res<PlayerData>,
    mode: Option<Res<State<Mode>>>,
    mut pending: ResMut<PendingLeave>,
    mut menu: ResMut<NextState<Menu>>,
    mut go: Go,
) {
    let Some(Leave(leaving)) = requests.read().last().cloned() else {
        return;
    };
    let mode = mode.map(|m| *m.get());
    match question_before(&leaving, &round, &settings, &data, mode) {
        Some(question) => {
            pending.0 = Some((leaving, question));
            menu.set(Menu::ConfirmLeave);
        }
        None => go.to(leaving),
    }
}

/// What going somewhere takes.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Go<'w> {
    exit: MessageWriter<'w, AppExit>,
    screen: ResMut<'w, NextState<Screen>>,
    rounds: MessageWriter<'w, NewRound>,
    continues: MessageWriter<'w, ContinueFrom>,
    back: MessageWriter<'w, BackToTheReview>,
}

impl Go<'_> {
    pub fn to(&mut self, leaving: Leaving) {
        match leaving {
            Leaving::Quit => {
                self.exit.write(AppExit::Success);
            }
            Leaving::Title => self.screen.set(Screen::Title),
            Leaving::Round(round) => {
                self.rounds.write(*round);
            }
            Leaving::PlayOn(saved) => {
                self.continues.write(ContinueFrom(*saved));
            }
            Leaving::BackToReview => {
                self.back.write(BackToTheReview);
            }
        }
    }
}

/// The window's close button: a way out like Quit.
fn closing(mut requests: MessageReader<WindowCloseRequested>, mut leave: MessageWriter<Leave>) {
    if requests.read().last().is_some() {
        leave.write(Leave(Leaving::Quit));
    }
}
