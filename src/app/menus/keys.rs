//! The menus' keys, on every screen.

use crate::app::settings::GameSettings;
use crate::app::state::Menu;
use crate::app::ui::room::KeysToPanel;
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, menu_keys);
}

/// F1 opens the rules, L the legend of the marks; C and N toggle seed
/// counts and pit names.
fn menu_keys(
    keys: Res<ButtonInput<KeyCode>>,
    menu: Res<State<Menu>>,
    mut next_menu: ResMut<NextState<Menu>>,
    mut settings: ResMut<GameSettings>,
    keys_to_panel: Res<KeysToPanel>,
) {
    if keys.just_pressed(KeyCode::F1) {
        next_menu.set(menu.get().toggled(Menu::Rules));
    }
    if keys.just_pressed(KeyCode::Escape) && *menu.get() != Menu::None {
        next_menu.set(Menu::None);
    }
    if keys.just_pressed(KeyCode::KeyL) && !menu.get().takes_keys() {
        next_menu.set(menu.get().toggled(Menu::Legend));
    }
    // Letters typed into a field are not commands.
    if menu.get().takes_keys() || keys_to_panel.0 {
        return;
    }
    if keys.just_pressed(KeyCode::KeyC) {
        settings.settings.show_counts = !settings.settings.show_counts;
    }
    if keys.just_pressed(KeyCode::KeyN) {
        settings.settings.show_names = !settings.settings.show_names;
    }
}
