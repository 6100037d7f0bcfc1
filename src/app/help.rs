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
        "after some takasa moves, one of the opponent's front pits is blocked for their next move (marked with a no-entry sign).",
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

/// The first page: the three things a newcomer needs, in plain words.
fn first_page(edition: Edition) -> [(&'static str, &'static str); 3] {
    match edition {
        Edition::Kujifunza => [
            (
                "How to move",
                "Pick one of your pits with 2 or more seeds (its rim glows) and a way to go. The seeds are sown one by one into the next pits, round your two rows. If the last seed lands on seeds, they are all lifted and sown on; in an empty pit the move ends.",
            ),
            (
                "How to capture",
                "If the last seed lands in your front row on seeds, and the pit facing it across the middle holds seeds, you take them and sow them again from an end of your front row. You must capture when you can.",
            ),
            (
                "How to win",
                "Empty your opponent's front row (the row nearest the middle), or leave them without a move.",
            ),
        ],
        Edition::Kiswahili => [
            (
                "How to move",
                "While your store has seeds, every move starts by putting one of them into your front row. Where it lands on seeds facing seeds, you capture; otherwise you lift that pit and sow it. When the stores are empty, you play as in Bao la Kujifunza.",
            ),
            (
                "How to capture",
                "The captured seeds are sown again from an end of your front row (a kichwa). The square pit is your house (nyumba): while you own it and it holds 6 or more, it has privileges, explained in the full rules.",
            ),
            (
                "How to win",
                "Empty your opponent's front row, or leave them without a move.",
            ),
        ],
        Edition::Kimasai => [
            (
                "How to move",
                "Click any of your pits that holds seeds: every sowing goes clockwise. While you have reserve seeds, one goes into the pit first. If the last seed lands on seeds, they are lifted and sown on.",
            ),
            (
                "How to capture",
                "Once the reserves are empty, a lap that ends in your front row on seeds, facing seeds, takes them; they are sown again from that pit.",
            ),
            (
                "How to win",
                "Your opponent loses when their front row is empty.",
            ),
        ],
    }
}

/// The rules' pages.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Page {
    #[default]
    First,
    Full,
    Words,
}

fn help_window(
    mut contexts: EguiContexts,
    mut menu: ResMut<NextState<Menu>>,
    round: Res<Round>,
    mut page: Local<Page>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let edition = round.game.edition();
    let mut open = true;
    let height = ctx.content_rect().height();
    // Narrow and at the left edge, so the board stays in view beside it.
    egui::Window::new(format!("Rules: {}", edition.title()))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .default_width(340.0)
        .max_width(340.0)
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(8.0, 44.0))
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                ui.selectable_value(&mut *page, Page::First, "How to play");
                ui.selectable_value(&mut *page, Page::Full, "The full rules");
                ui.selectable_value(&mut *page, Page::Words, "Words");
            });
            ui.separator();
            egui::ScrollArea::vertical()
                .max_height((height - 160.0).max(120.0))
                .show(ui, |ui| match *page {
                    Page::First => {
                        for (heading, text) in first_page(edition) {
                            ui.strong(heading);
                            ui.label(text);
                            ui.add_space(6.0);
                        }
                        ui.separator();
                        ui.label("Playing here: click a pit whose rim glows (or Tab and Enter), then an arrow beside it (or the left or right arrow key). Esc pauses, F shows the rest of a move at once, L explains the marks on the board.");
                    }
                    Page::Full => {
                        for line in edition_rules(edition) {
                            ui.label(format!("• {line}"));
                            ui.add_space(4.0);
                        }
                    }
                    Page::Words => {
                        for (word, meaning) in WORDS {
                            ui.horizontal_wrapped(|ui| {
                                ui.strong(*word);
                                ui.label(*meaning);
                            });
                        }
                    }
                });
        });
    if !open {
        menu.set(Menu::None);
    }
    Ok(())
}
