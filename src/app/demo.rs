//! The demo (`bao demo`): bot against bot, endlessly, through the three
//! editions and a round of level pairings, with a pause on each result.

use super::round::play::NewRound;
use super::state::{AppSystems, Mode, Turn, in_mode_with};
use crate::record::settings::RoundConfig;
use bevy::prelude::*;

/// Seconds the end of a game stays on screen before the next one starts.
pub const BETWEEN_GAMES: f32 = 6.0;

/// The demo is running: which game it is on, of which list.
#[derive(Resource, Clone, Debug)]
pub struct Demo {
    pub games: Vec<RoundConfig>,
    pub game: usize,
    over_for: f32,
}

impl Demo {
    pub fn new(games: Vec<RoundConfig>) -> Demo {
        assert!(!games.is_empty(), "a demo has a game to show");
        Demo {
            games,
            game: 0,
            over_for: 0.0,
        }
    }

    pub fn standard() -> Demo {
        Demo::new(RoundConfig::demo_games())
    }

    /// Seconds until the next game, once this one is over.
    pub fn seconds_to_next(&self) -> f32 {
        (BETWEEN_GAMES - self.over_for).max(0.0)
    }

    pub fn current(&self) -> RoundConfig {
        self.games[self.game % self.games.len()]
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        next_game
            .run_if(in_state(Turn::Over))
            .run_if(in_mode_with::<Demo>(Mode::Demo))
            .in_set(AppSystems::Rules),
    )
    // "Play again" or a reset during the pause starts the count afresh.
    .add_systems(OnExit(Turn::Over), |demo: Option<ResMut<Demo>>| {
        if let Some(mut demo) = demo {
            demo.over_for = 0.0;
        }
    })
    // The title screen, or a game the person set up ("New game…"), ends
    // the demo; its next game is a round of the same mode and does not.
    .add_systems(OnExit(Mode::Demo), |mut commands: Commands| {
        commands.remove_resource::<Demo>()
    });
}

/// Once a game has been over for a while, starts the next one (virtual time:
/// a paused demo waits).
fn next_game(mut demo: ResMut<Demo>, time: Res<Time>, mut rounds: MessageWriter<NewRound>) {
    demo.over_for += time.delta_secs();
    if demo.over_for >= BETWEEN_GAMES {
        demo.over_for = 0.0;
        demo.game += 1;
        rounds.write(NewRound {
            mode: Mode::Demo,
            ..NewRound::fresh(demo.current())
        });
    }
}
