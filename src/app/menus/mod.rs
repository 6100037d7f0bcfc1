//! The windows over a screen: setting up a round (`customise`), the
//! settings (`settings`) and the menus' keys (`keys`), the rules and the
//! legend (`help`), the file
//! windows and reading a record (`files`), the player's saving and bests
//! (`bests`), the questions before losing something (`questions`) and the
//! notices about the player's files (`notices`).

pub(crate) mod bests;
pub(crate) mod customise;
pub(crate) mod files;
pub(crate) mod help;
pub(crate) mod keys;
pub(crate) mod notices;
pub(crate) mod questions;
pub(crate) mod settings;

use bevy::prelude::*;

pub(crate) fn screens(app: &mut App) {
    app.add_plugins((
        keys::plugin,
        customise::plugin,
        settings::plugin,
        help::plugin,
        files::plugin,
        bests::plugin,
        questions::plugin,
        notices::plugin,
    ));
}
