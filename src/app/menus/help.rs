//! Rules at hand: the current edition in plain words, with the Swahili
//! terms explained (RULES.md is the full text).

use crate::app::round::play::Round;
use crate::app::state::{Menu, UiLayers};
use crate::app::ui::room::HudBars;
use crate::app::ui::words::Words;
use crate::rules::Edition;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        help_window
            .run_if(in_state(Menu::Rules))
            .in_set(UiLayers::Windows),
    );
}

/// The glossary's terms (message ids); each meaning is `<id>-meaning`.
const GLOSSARY: &[&str] = &[
    "glossary-bao",
    "glossary-kete",
    "glossary-front-row",
    "glossary-mtaji",
    "glossary-takata",
    "glossary-kichwa",
    "glossary-kimbi",
    "glossary-nyumba",
    "glossary-namua",
    "glossary-safari",
    "glossary-takasia",
];

/// The edition's part of the message ids: `help-kujifunza-rule-1`.
fn edition_key(edition: Edition) -> &'static str {
    match edition {
        Edition::Kujifunza => "kujifunza",
        Edition::Kiswahili => "kiswahili",
        Edition::Kimasai => "kimasai",
    }
}

/// The full rules, a paragraph each. Every bao board has its nyumba carved
/// square; only Bao la Kiswahili gives them a role, and the others say so.
fn edition_rules(edition: Edition, words: &Words) -> Vec<String> {
    let paragraphs = match edition {
        Edition::Kujifunza => 6,
        Edition::Kiswahili => 6,
        Edition::Kimasai => 5,
    };
    let mut rules: Vec<String> = (1..=paragraphs)
        .map(|n| words.get(&format!("help-{}-rule-{n}", edition_key(edition))))
        .collect();
    if edition != Edition::Kiswahili {
        rules.push(words.get("help-no-nyumba"));
    }
    rules
}

/// The first page: the three things a newcomer needs, in plain words.
fn first_page(edition: Edition, words: &Words) -> [(String, String); 3] {
    [
        ("help-how-to-move", "move"),
        ("help-how-to-capture", "capture"),
        ("help-how-to-win", "win"),
    ]
    .map(|(heading, part)| {
        (
            words.get(heading),
            words.get(&format!("help-{}-{part}", edition_key(edition))),
        )
    })
}

/// The rules' pages.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Page {
    #[default]
    First,
    Full,
    Words,
}

/// The Rules window's width: it stands at the left edge, and the pause
/// screen's buttons move right of it.
pub(crate) const RULES_WIDTH: f32 = 340.0;

fn help_window(
    mut contexts: EguiContexts,
    mut menu: ResMut<NextState<Menu>>,
    round: Res<Round>,
    mut page: Local<Page>,
    words: Res<Words>,
    bars: Res<HudBars>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Under the top bar, however many rows its words take.
    let below_bar = bars.top / ctx.zoom_factor() + 8.0;
    let edition = round.game.edition();
    let mut open = true;
    let height = ctx.content_rect().height();
    // Narrow and at the left edge, so the board stays in view beside it.
    egui::Window::new(words.with("help-title", &[("edition", edition.title())]))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .default_width(RULES_WIDTH)
        .max_width(RULES_WIDTH)
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(8.0, below_bar))
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                ui.selectable_value(&mut *page, Page::First, words.get("help-first"));
                ui.selectable_value(&mut *page, Page::Full, words.get("help-full"));
                ui.selectable_value(&mut *page, Page::Words, words.get("help-words"));
            });
            ui.separator();
            // A scroll of its own a page: a page opens at its top, not
            // where the last one was left.
            egui::ScrollArea::vertical()
                .id_salt(("rules page", *page as u8))
                .max_height((height - below_bar - 116.0).max(120.0))
                .show(ui, |ui| match *page {
                    Page::First => {
                        for (heading, text) in first_page(edition, &words) {
                            ui.strong(heading);
                            ui.label(text);
                            ui.add_space(6.0);
                        }
                        ui.separator();
                        ui.label(words.get("help-playing-here"));
                    }
                    Page::Full => {
                        for line in edition_rules(edition, &words) {
                            ui.label(format!("• {line}"));
                            ui.add_space(4.0);
                        }
                    }
                    Page::Words => {
                        for term in GLOSSARY {
                            ui.horizontal_wrapped(|ui| {
                                ui.strong(words.get(term));
                                ui.label(words.get(&format!("{term}-meaning")));
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
