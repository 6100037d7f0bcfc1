//! The practice board's panel (egui), beside the board on the right: the
//! editor's controls with each refusal next to its field, and while a
//! practice game is played, step by step and the way back to the editor.
//! The position window copies, pastes and reads position strings.

use super::editor::{Practice, PracticeEdit};
use crate::app::round::animation::AnimationQueue;
use crate::app::round::play::Round;
use crate::app::state::{Menu, Mode, Pause, Turn, UiLayers, in_mode_with};
use crate::app::ui::clipboard::Clipboard;
use crate::app::ui::room::{BoardArea, HudBars, KeysToPanel};
use crate::app::ui::widgets::{Panel, Place, modal, player_picker, side_panel};
use crate::app::ui::words::Words;
use crate::rules::explain::side_name;
use crate::rules::position::{PositionError, PositionField};
use crate::rules::{Edition, Position, Side};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The longest text the position window takes from the clipboard: a
/// position string is under 200 characters.
const LONGEST_PASTE: usize = 4096;

const REFUSED: egui::Color32 = egui::Color32::from_rgb(255, 140, 120);

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        practice_panel
            .run_if(in_mode_with::<Practice>(Mode::Practice))
            .run_if(in_state(Pause::Running))
            .in_set(UiLayers::Hud),
    )
    .add_systems(
        EguiPrimaryContextPass,
        position_window
            .run_if(in_mode_with::<Practice>(Mode::Practice))
            .run_if(in_state(Menu::PositionText))
            .in_set(UiLayers::Windows),
    );
}

/// The refusal's words, in red, when it concerns `field`.
fn refusal_beside(
    ui: &mut egui::Ui,
    refusal: Option<&PositionError>,
    field: PositionField,
    words: &Words,
) {
    if let Some(error) = refusal.filter(|e| e.field == field) {
        ui.label(egui::RichText::new(error.in_words(words)).color(REFUSED));
    }
}

fn practice_panel(
    mut contexts: EguiContexts,
    practice: Res<Practice>,
    round: Res<Round>,
    queue: Res<AnimationQueue>,
    turn: Option<Res<State<Turn>>>,
    bars: Res<HudBars>,
    mut area: ResMut<BoardArea>,
    mut keys_to_panel: ResMut<KeysToPanel>,
    mut menu: ResMut<NextState<Menu>>,
    mut edits: MessageWriter<PracticeEdit>,
    words: Res<Words>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let turn = turn.map(|t| *t.get());
    let panel = "practice panel";
    side_panel(
        ctx,
        Panel {
            id: panel,
            width: 270.0,
            place: Place::Beside,
        },
        &bars,
        &mut area,
        &mut keys_to_panel,
        |ui| {
            if turn == Some(Turn::Editing) {
                editor(ui, &practice, &round, &mut menu, &mut edits, &words);
            } else {
                playing(ui, &practice, &round, &queue, &mut edits, &words);
            }
        },
    );
    Ok(())
}

/// The editor: edition, side to move, seeds, stores and nyumba, players,
/// and "Play from here" once the engine accepts the position.
fn editor(
    ui: &mut egui::Ui,
    practice: &Practice,
    round: &Round,
    menu: &mut NextState<Menu>,
    edits: &mut MessageWriter<PracticeEdit>,
    words: &Words,
) {
    let refusal = practice.refusal();
    let mut editor = Editor {
        practice,
        draft: practice.draft,
        refusal: refusal.as_ref(),
        edits,
        words,
    };
    ui.heading(words.get("practice-board"));
    ui.label(words.get("practice-board-help"));
    ui.add_space(4.0);
    editor.edition_and_side(ui);
    editor.seeds(ui);
    editor.edition_options(ui);
    editor.refused(ui, PositionField::Flag);
    editor.refused(ui, PositionField::Layout);
    ui.separator();
    editor.players(ui);
    ui.separator();
    if ui
        .button(words.get("practice-as-text"))
        .on_hover_text(words.get("practice-as-text-hover"))
        .clicked()
    {
        menu.set(Menu::PositionText);
    }
    ui.add_space(6.0);
    editor.play(ui, round);
}

/// The editor's panel, drawn part by part: the draft, why it is refused
/// (beside the field at fault), and the edits the learner makes.
struct Editor<'a, 'w> {
    practice: &'a Practice,
    draft: Position,
    refusal: Option<&'a PositionError>,
    edits: &'a mut MessageWriter<'w, PracticeEdit>,
    words: &'a Words,
}

impl Editor<'_, '_> {
    fn refused(&self, ui: &mut egui::Ui, field: PositionField) {
        refusal_beside(ui, self.refusal, field, self.words);
    }

    fn edition_and_side(&mut self, ui: &mut egui::Ui) {
        let words = self.words;
        let mut edition = self.draft.edition;
        egui::ComboBox::from_label(words.get("practice-edition"))
            .selected_text(edition.title())
            .show_ui(ui, |ui| {
                for e in Edition::ALL {
                    ui.selectable_value(&mut edition, e, e.title());
                }
            });
        if edition != self.draft.edition {
            self.edits.write(PracticeEdit::Edition(edition));
        }
        self.refused(ui, PositionField::Edition);
        ui.horizontal(|ui| {
            ui.label(words.get("practice-to-move"));
            for side in Side::BOTH {
                if ui
                    .radio(self.draft.side == side, side_name(side, words))
                    .clicked()
                {
                    self.edits.write(PracticeEdit::SideToMove(side));
                }
            }
        });
        self.refused(ui, PositionField::Side);
    }

    /// The seeds on the board and in the stores, and the quick fills.
    fn seeds(&mut self, ui: &mut egui::Ui) {
        let (draft, words) = (self.draft, self.words);
        // The buttons before the seeds' line and its refusals: a refusal
        // that comes (Clear empties the board) never moves them.
        ui.horizontal_wrapped(|ui| {
            for (id, hover, edit) in [
                (
                    "practice-clear",
                    "practice-clear-hover",
                    PracticeEdit::Clear,
                ),
                (
                    "practice-two-each",
                    "practice-two-each-hover",
                    PracticeEdit::TwoEach,
                ),
                (
                    "practice-start",
                    "practice-start-hover",
                    PracticeEdit::StartPosition,
                ),
            ] {
                if ui
                    .button(words.get(id))
                    .on_hover_text(words.get(hover))
                    .clicked()
                {
                    self.edits.write(edit);
                }
            }
        });
        let on_board = draft.board.seeds().to_string();
        let stored: u32 = draft.stores.iter().map(|&s| s as u32).sum();
        ui.label(if draft.edition == Edition::Kujifunza {
            words.with("practice-seeds", &[("board", &on_board)])
        } else {
            words.with(
                "practice-seeds-stores",
                &[("board", &on_board), ("stored", &stored.to_string())],
            )
        });
        self.refused(ui, PositionField::Seeds);
        self.refused(ui, PositionField::Rows(Side::South));
        self.refused(ui, PositionField::Rows(Side::North));
        if draft.edition != Edition::Kujifunza {
            stores(ui, &draft, self.edits, words);
            self.refused(ui, PositionField::Stores);
        }
    }

    /// What only one edition has: the nyumba owned and takasia (Bao la
    /// Kiswahili), who has had the first move (Bao la Kimasai).
    fn edition_options(&mut self, ui: &mut egui::Ui) {
        let (draft, words) = (self.draft, self.words);
        if draft.edition == Edition::Kiswahili {
            for side in Side::BOTH {
                let pit = crate::rules::Pit::new(side, crate::rules::board::NYUMBA);
                let mut owned = draft.owns_nyumba[side.index()];
                let label = words.with(
                    "practice-owns-nyumba",
                    &[("side", &side_name(side, words)), ("pit", &pit.to_string())],
                );
                if ui.checkbox(&mut owned, label).changed() {
                    self.edits.write(PracticeEdit::Nyumba(side, owned));
                }
                self.refused(ui, PositionField::Nyumba(side));
            }
            let mut takasia = self.practice.takasia;
            if ui
                .checkbox(&mut takasia, words.get("practice-takasia-rule"))
                .changed()
            {
                self.edits.write(PracticeEdit::TakasiaRule(takasia));
            }
            if let Some(index) = draft.takasia_pit {
                ui.horizontal(|ui| {
                    let pit = crate::rules::Pit::new(draft.side, index).to_string();
                    ui.label(words.with("practice-takasia-pit", &[("pit", &pit)]));
                    if ui.small_button(words.get("practice-remove")).clicked() {
                        self.edits.write(PracticeEdit::NoTakasiaPit);
                    }
                });
            }
            self.refused(ui, PositionField::Takasia);
        }
        if draft.edition == Edition::Kimasai {
            let mut first = draft.first;
            if ui
                .checkbox(&mut first, words.get("practice-first"))
                .changed()
            {
                self.edits.write(PracticeEdit::First(first));
            }
            self.refused(ui, PositionField::First);
        }
    }

    fn players(&mut self, ui: &mut egui::Ui) {
        let mut players = self.practice.players;
        egui::Grid::new("practice players")
            .num_columns(2)
            .show(ui, |ui| {
                for (side, player) in Side::BOTH.into_iter().zip(&mut players) {
                    player_picker(ui, &side_name(side, self.words), player, self.words);
                }
            });
        if players != self.practice.players {
            self.edits.write(PracticeEdit::Players(players));
        }
    }

    /// Whether the draft can be played, and the button that plays it.
    fn play(&mut self, ui: &mut egui::Ui, round: &Round) {
        let words = self.words;
        let status = match self.refusal {
            Some(_) => Err(words.get("practice-fix-red")),
            None => match round.result_text(words) {
                Some(result) => Err(words.with("practice-over", &[("result", &result)])),
                None => Ok(words.with(
                    "practice-ways",
                    &[
                        ("side", &side_name(self.draft.side, words)),
                        ("ways", &round.game.legal_moves().len().to_string()),
                    ],
                )),
            },
        };
        match &status {
            Ok(text) => ui.label(text),
            Err(text) => ui.label(egui::RichText::new(text).color(REFUSED)),
        };
        let play = ui.add_enabled(
            status.is_ok(),
            egui::Button::new(egui::RichText::new(words.get("practice-play")).size(18.0)),
        );
        if play.clicked() {
            self.edits.write(PracticeEdit::Play);
        }
    }
}

/// The two stores (Bao la Kiswahili) or reserves (Bao la Kimasai), and the
/// stage they make.
fn stores(
    ui: &mut egui::Ui,
    draft: &Position,
    edits: &mut MessageWriter<PracticeEdit>,
    words: &Words,
) {
    let id = if draft.edition == Edition::Kimasai {
        "practice-reserve-of"
    } else {
        "practice-store-of"
    };
    let mut stores = draft.stores;
    egui::Grid::new("practice stores")
        .num_columns(2)
        .show(ui, |ui| {
            for side in Side::BOTH {
                ui.label(words.with(id, &[("side", &side_name(side, words))]));
                ui.add(egui::DragValue::new(&mut stores[side.index()]).range(0..=32));
                ui.end_row();
            }
        });
    if stores != draft.stores {
        edits.write(PracticeEdit::Stores(stores));
    }
    if draft.edition == Edition::Kiswahili {
        let namua = draft.stores != [0, 0];
        ui.label(words.get(if namua {
            "practice-stage-namua"
        } else {
            "practice-stage-mtaji"
        }));
        ui.horizontal(|ui| {
            if ui.button(words.get("practice-namua")).clicked() {
                edits.write(PracticeEdit::Stores([22, 22]));
            }
            if ui.button(words.get("practice-mtaji")).clicked() {
                edits.write(PracticeEdit::Stores([0, 0]));
            }
        });
    }
}

/// While a practice game is played: where it started, step by step with
/// the sentence of the event shown, and the way back to the editor.
fn playing(
    ui: &mut egui::Ui,
    practice: &Practice,
    round: &Round,
    queue: &AnimationQueue,
    edits: &mut MessageWriter<PracticeEdit>,
    words: &Words,
) {
    ui.heading(words.get("practice-game"));
    ui.label(words.with(
        "practice-game-help",
        &[("moves", &round.moves_played().to_string())],
    ));
    ui.add_space(4.0);
    let mut stepping = practice.stepping;
    if ui
        .checkbox(&mut stepping, words.get("replay-stepping"))
        .changed()
    {
        edits.write(PracticeEdit::Stepping(stepping));
    }
    if practice.stepping {
        let line = practice
            .event_sentence(queue.events_shown(), words)
            .filter(|_| !queue.is_idle())
            .unwrap_or_else(|| words.get("practice-stepping-help"));
        ui.label(egui::RichText::new(line).strong());
        if !queue.is_idle() && ui.button(words.get("practice-next-event")).clicked() {
            edits.write(PracticeEdit::NextEvent);
        }
    }
    if let Some(result) = round.result_shown(queue.is_idle(), words) {
        ui.add_space(4.0);
        ui.label(egui::RichText::new(result).strong().size(17.0));
    }
    ui.add_space(8.0);
    let idle = queue.is_idle();
    if ui
        .add_enabled(idle, egui::Button::new(words.get("practice-edit-now")))
        .clicked()
    {
        edits.write(PracticeEdit::EditNow);
    }
    if ui
        .add_enabled(idle, egui::Button::new(words.get("practice-edit-start")))
        .clicked()
    {
        edits.write(PracticeEdit::EditStart);
    }
}

/// The position as a string (RULES.md §7): copy it, paste one, or type one;
/// the engine's reason for a refusal stays under the text.
fn position_window(
    mut contexts: EguiContexts,
    mut practice: ResMut<Practice>,
    mut clipboard: ResMut<Clipboard>,
    mut menu: ResMut<NextState<Menu>>,
    mut edits: MessageWriter<PracticeEdit>,
    mut focused_once: Local<bool>,
    words: Res<Words>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let practice = &mut *practice;
    let response = modal("position text").show(ctx, |ui| {
        let width = (ui.ctx().content_rect().width() - 60.0).clamp(300.0, 820.0);
        ui.set_max_width(width);
        ui.heading(words.get("position-text"));
        ui.label(words.get("position-text-help"));
        let field = ui.add(
            egui::TextEdit::singleline(&mut practice.text)
                .desired_width(width)
                .char_limit(LONGEST_PASTE)
                .font(egui::TextStyle::Monospace),
        );
        // Typing starts in the field, with no click first.
        if !*focused_once {
            field.request_focus();
            *focused_once = true;
        }
        if let Some(error) = &practice.text_error {
            ui.label(egui::RichText::new(error).color(REFUSED));
        }
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            let mut done = false;
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if ui.button(words.get("position-use")).clicked() || entered {
                match Position::parse(&practice.text) {
                    Ok(position) => {
                        edits.write(PracticeEdit::Load(position));
                        done = true;
                    }
                    Err(error) => {
                        practice.text_error = Some(error.in_words(&words));
                        // Back into the field, to mend the text.
                        *focused_once = false;
                    }
                }
            }
            if ui.button(words.get("position-copy")).clicked() {
                let copied = clipboard.copy(practice.text.clone());
                practice.text_error = (!copied).then(|| words.get("position-no-clipboard"));
            }
            if ui.button(words.get("position-paste")).clicked() {
                match clipboard.paste() {
                    Some(text) if text.len() <= LONGEST_PASTE => {
                        practice.text = text.trim().to_string();
                        practice.text_error = None;
                    }
                    Some(text) => {
                        practice.text_error = Some(
                            words.with("position-too-long", &[("chars", &text.len().to_string())]),
                        )
                    }
                    None => practice.text_error = Some(words.get("position-nothing")),
                }
            }
            done || ui.button(words.get("close")).clicked()
        })
        .inner
    });
    if response.inner || response.should_close() {
        *focused_once = false;
        practice.text_error = None;
        practice.text = practice.draft.to_string();
        menu.set(Menu::None);
    }
    Ok(())
}
