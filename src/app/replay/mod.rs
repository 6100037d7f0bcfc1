//! The replay viewer (`Mode::Replay`): a record stepped move by move and
//! event by event (`viewer`), its panels (`panels`) and charts (`charts`),
//! and the engine's review of it (`Mode::Review`: `review`, its panel
//! `review_panel`), with its studies of a graded move (`study`: the better
//! line shown, and "Try it yourself"); "Play on from here" and the way
//! back to the review (`play_on`).

pub(crate) mod charts;
pub(crate) mod panels;
pub(crate) mod play_on;
pub(crate) mod review;
pub(crate) mod review_panel;
pub(crate) mod study;
pub(crate) mod viewer;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        viewer::plugin,
        review::plugin,
        study::plugin,
        play_on::plugin,
    ));
}

pub(crate) fn screens(app: &mut App) {
    app.add_plugins((panels::plugin, play_on::button));
}
