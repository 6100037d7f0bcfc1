//! A round of play: the game, its turns and clock and the one path every
//! move takes (`play`), the queue of what the board is to show that each
//! move fills (`animation`) and the states a pit can be shown in
//! (`pit_state`), the round in words for the bars and the end window
//! (`words`), the bots' searches and the hint (`bot`), the player's game
//! kept and the bests counted (`keeping`), and the ways out of a round
//! (`leaving`).

pub(crate) mod animation;
pub(crate) mod bot;
pub(crate) mod keeping;
pub(crate) mod leaving;
pub(crate) mod pit_state;
pub(crate) mod play;
pub(crate) mod words;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((play::plugin, bot::plugin, keeping::plugin, leaving::plugin));
}
