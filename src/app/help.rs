//! Rules at hand: the current edition in plain words, with the Swahili
//! terms explained (RULES.md is the full text).

use super::round::Round;
use super::state::{Menu, UiLayers};
use crate::rules::Edition;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        help_window
            .run_if(in_state(Menu::Rules))
            .in_set(UiLayers::Windows),
    );
}

const WORDS: &[(&str, &str)] = &[
    (
        "bao",
        "\"board\": the game and the board of 4 rows of 8 pits.",
    ),
    (
        "kete",
        "a seed; each player owns the two rows nearest them.",
    ),
    (
        "front row",
        "your row next to the middle (A for South, a for North); the back row is B / b.",
    ),
    (
        "mtaji",
        "a capture turn, and the stage of Bao la Kiswahili when both stores are empty.",
    ),
    (
        "takata / takasa",
        "a turn without capture: you just sow (and relay). Takasa is the namua-stage kind.",
    ),
    (
        "kichwa",
        "\"head\": the end pits of your front row (pit 1, the left kichwa, and pit 8, the right). Captured seeds are sown from a kichwa.",
    ),
    (
        "kimbi",
        "the pits 1, 2, 7 and 8 of your front row: a capture there must use the kichwa on that side.",
    ),
    (
        "nyumba",
        "\"house\": the square pit 5 of your front row in Bao la Kiswahili. While you own it and it holds 6 or more seeds it has privileges.",
    ),
    (
        "namua",
        "the first stage of Bao la Kiswahili: every turn starts by putting a seed from your store into the board.",
    ),
    (
        "safari",
        "\"journey\": when a capture's sowing ends in your own nyumba you may stop, or lift the nyumba and sow on (which ends its ownership).",
    ),
    (
        "takasia",
        "after some takasa moves, one of the opponent's front pits is blocked for their next move (shown in purple).",
    ),
];

/// Every bao board has its nyumba carved square, as here; only Bao la
/// Kiswahili gives them a role.
const NO_NYUMBA: &str = "The two square pits are the nyumba of Bao la Kiswahili, carved on every board. In this edition they are ordinary pits.";

fn edition_rules(edition: Edition) -> &'static [&'static str] {
    match edition {
        Edition::Kujifunza => &[
            "Each of the 32 pits starts with 2 seeds. South moves first.",
            "Pick one of your pits with 2 or more seeds and a direction. Sow the seeds one by one into the following pits, around your two rows.",
            "Where the last seed falls decides what happens: in an empty pit, the turn ends. In an occupied pit, lift all of it and sow on: a relay.",
            "Capture (mtaji): if the last seed falls into an occupied pit of your front row and the opponent's pit facing it holds seeds, you take them and sow them again from a kichwa (the end of your front row nearest the capture, or the one that keeps your direction in the middle). Captures can chain.",
            "If you can capture you must. Otherwise (takata) sow from a front pit, or from a back pit only when no front pit has 2 seeds.",
            "You win when the opponent's front row is empty, or when they cannot move.",
            NO_NYUMBA,
        ],
        Edition::Kiswahili => &[
            "Each player starts with 22 seeds in the store, 6 in the nyumba, 2 in front pits 6 and 7.",
            "Namua stage: every turn starts by putting one seed from your store into your front row. If it lands in an occupied pit facing seeds, you capture them and sow them from a kichwa (in the middle you choose which one). Otherwise (takasa) you lift that pit and sow it.",
            "The nyumba is special while you own it and it holds 6 or more seeds: a takasa sowing that ends there stops, and a capture's sowing that ends there lets you choose safari.",
            "Mtaji stage (both stores empty): turns are as in Bao la Kujifunza, plus takasia when it is on.",
            "Relays and captures work as in the learning edition: a lap ending in an occupied pit is lifted and sown on; ending in an empty pit ends the turn.",
            "You win when the opponent's front row is empty, or when they cannot move.",
        ],
        Edition::Kimasai => &[
            "Each of the 16 front pits starts with 1 seed; each player has 24 seeds in reserve.",
            "Every sowing goes clockwise, so a move is just a pit: click it.",
            "First part: put a reserve seed into one of your occupied pits, lift it and sow. Relays follow; nothing is captured. (The very first turn brings in no seed.)",
            "Second part (reserves empty): lift any of your occupied pits and sow. A lap ending in your occupied front pit facing an occupied opponent front pit captures those seeds; they are sown from the capturing pit.",
            "You lose when your front row is empty.",
            NO_NYUMBA,
        ],
    }
}

fn help_window(
    mut contexts: EguiContexts,
    mut menu: ResMut<NextState<Menu>>,
    round: Res<Round>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let edition = round.game.edition();
    let mut open = true;
    egui::Window::new(format!("Rules: {}", edition.title()))
        .open(&mut open)
        .default_width(460.0)
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(12.0, 48.0))
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(ui.ctx().content_rect().height() - 160.0)
                .show(ui, |ui| {
                    for line in edition_rules(edition) {
                        ui.label(format!("• {line}"));
                        ui.add_space(4.0);
                    }
                    ui.separator();
                    ui.strong("Words");
                    for (word, meaning) in WORDS {
                        ui.horizontal_wrapped(|ui| {
                            ui.strong(*word);
                            ui.label(*meaning);
                        });
                    }
                    ui.separator();
                    ui.strong("Playing here");
                    ui.label("Glowing pits can be played: click one, or Tab / arrow keys then Enter. Then choose the direction with the buttons or the left and right arrow keys. Esc or P pauses, F finishes the move being shown, C and N toggle seed counts and pit names.");
                    ui.label("Rim colours: yellow = relay, red = capture, green = safari, purple = takasia or tax, blue = the last move.");
                });
        });
    if !open {
        menu.set(Menu::None);
    }
    Ok(())
}
