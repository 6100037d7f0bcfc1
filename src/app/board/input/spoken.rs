//! What a screen reader says without being asked, as AccessKit live
//! regions: whose turn it is, each move's result in one sentence, and the
//! question the person must answer (which way, which kichwa, stop or
//! safari). egui rebuilds its tree every frame, but AccessKit sends only
//! what changed, so each line is spoken once, when it changes.

use crate::app::board::input::choosing::{
    Question, Refusal, RefusedPit, Selection, Warned, legal_pits,
};
use crate::app::board::scene::layout::BoardView;
use crate::app::round::animation::AnimationQueue;
use crate::app::round::play::Round;
use crate::app::state::{AppSystems, Mode, Pause, Turn, UiLayers};
use crate::app::ui::words::Words;
use crate::bot::danger::Danger;
use crate::rules::explain::phrase;
use crate::rules::{Dir, Edition, Game, Move, Pit};
use bevy::prelude::*;
use bevy_egui::egui::accesskit::Live;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<LastMoveSaid>()
        .add_systems(Update, say_the_last_move.in_set(AppSystems::Present))
        .add_systems(
            EguiPrimaryContextPass,
            live_regions
                .run_if(in_state(Pause::Running))
                .in_set(UiLayers::Hud),
        );
}

/// The last move in a sentence, made once when it is played (not each
/// frame): "North (Mwanafunzi 1) played a3>: a3: 2 seeds, ends in a5".
#[derive(Resource, Default)]
pub struct LastMoveSaid {
    /// The round (its generation) and its moves when the sentence was made.
    made_at: (u64, usize),
    pub sentence: String,
}

fn say_the_last_move(round: Res<Round>, words: Res<Words>, mut said: ResMut<LastMoveSaid>) {
    let now = (round.generation, round.game.moves().len());
    if now == said.made_at {
        return;
    }
    said.made_at = now;
    said.sentence = move_sentence(&round, &words).unwrap_or_default();
}

/// The game's last move and what it did, from the position before it.
pub fn move_sentence(round: &Round, words: &Words) -> Option<String> {
    let game = &round.game;
    let (last, earlier) = game.moves().split_last()?;
    let mut before = Game::from_position(*game.start_position(), game.rules().takasia);
    for mv in earlier {
        before.play_untraced(*mv).ok()?;
    }
    let mover = before.position().side;
    let events = before.preview(*last).ok()?;
    let kimasai = game.edition() == Edition::Kimasai;
    let what: Vec<String> = events
        .iter()
        .filter_map(|e| phrase(e, kimasai, words))
        .collect();
    Some(words.with(
        "spoken-move",
        &[
            ("side", &round.side_label(mover, words)),
            ("move", &before.move_text(*last)),
            ("what", &what.join(", ")),
        ],
    ))
}

/// The question asked of the person now, in words; `None` while they
/// choose a pit (the focused pit says where they are) or wait.
pub fn question_words(
    round: &Round,
    selection: &Selection,
    turn: Option<Turn>,
    view: BoardView,
    words: &Words,
) -> Option<String> {
    let question = Question::of(round, selection, turn);
    let side = round.side_to_move();
    let option = |right| question.side_dir(side, right, view);
    match question {
        Question::Direction { pit } => {
            let text = |right| {
                option(right)
                    .map(|dir| round.game.move_text(Move::new(pit.index, dir)))
                    .unwrap_or_default()
            };
            let pit = pit.to_string();
            let args = [
                ("pit", pit.as_str()),
                ("left", &text(false)),
                ("right", &text(true)),
            ];
            Some(words.with("hud-which-way", &args))
        }
        Question::Kichwa { pit } => {
            // Clockwise sowing starts in the left kichwa (pit 1).
            let kichwa = |right| {
                option(right)
                    .map(|dir| Pit::new(side, if dir == Dir::Clockwise { 0 } else { 7 }))
                    .map(|p| p.to_string())
                    .unwrap_or_default()
            };
            let taken = pit.across();
            let seeds = round.game.position().board.get(taken).to_string();
            let (pit, facing) = (pit.to_string(), taken.to_string());
            let args = [
                ("pit", pit.as_str()),
                ("seeds", &seeds),
                ("facing", &facing),
                ("left", &kichwa(false)),
                ("right", &kichwa(true)),
            ];
            Some(words.with("hud-which-kichwa", &args))
        }
        Question::Safari => Some(words.get("hud-safari")),
        Question::Warning(warned) => Some(format!(
            "{} {}, {}",
            warning_words(round, warned, words),
            words.get("warning-play-anyway"),
            words.get("warning-choose-again")
        )),
        _ => None,
    }
}

/// The beginner's warning before a move that loses at once or gives seeds
/// away, as the bottom bar says it.
pub fn warning_words(round: &Round, warned: Warned, words: &Words) -> String {
    let side = round.side_to_move();
    let edition = round.game.edition();
    let (mv, reply) = (
        warned.mv.text(edition, side),
        warned.danger.reply().text(edition, side.other()),
    );
    let opponent = round.side_label(side.other(), words);
    match warned.danger {
        Danger::Loses { .. } => words.with(
            "warning-loses",
            &[("move", &mv), ("opponent", &opponent), ("reply", &reply)],
        ),
        Danger::Takes { seeds, .. } => words.with(
            "warning-takes",
            &[
                ("move", &mv),
                ("opponent", &opponent),
                ("reply", &reply),
                ("seeds", &seeds.to_string()),
            ],
        ),
    }
}

fn live_regions(
    mut contexts: EguiContexts,
    round: Res<Round>,
    said: Res<LastMoveSaid>,
    (selection, view): (Res<Selection>, Res<BoardView>),
    queue: Res<AnimationQueue>,
    (turn, mode): (Option<Res<State<Turn>>>, Option<Res<State<Mode>>>),
    words: Res<Words>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let turn = turn.map(|t| *t.get());
    let Some(mode) = mode.map(|m| *m.get()) else {
        return Ok(());
    };
    let turn_line = round.turn_line(turn, mode, queue.is_idle(), &words);
    let question = question_words(&round, &selection, turn, *view, &words);
    let ui = egui::Ui::new(
        ctx.clone(),
        "what a screen reader is told".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let lines = [
        ("turn", turn_line),
        ("last move", said.sentence.clone()),
        ("question", question.unwrap_or_default()),
    ];
    for (n, (name, text)) in lines.into_iter().enumerate() {
        if text.is_empty() {
            continue;
        }
        let id = egui::Id::new(("live region", name));
        let rect =
            egui::Rect::from_min_size(egui::pos2(100.0 + 5.0 * n as f32, 0.0), [4.0; 2].into());
        let response = ui.interact(rect, id, egui::Sense::hover());
        response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Label, true, &text));
        ctx.accesskit_node_builder(id, |node| {
            node.set_label(text.clone());
            node.set_live(Live::Polite);
        });
    }
    Ok(())
}

/// Why the pit chosen cannot be sown, and which can.
pub(crate) fn refusal_words(
    round: &Round,
    refused: RefusedPit,
    view: BoardView,
    words: &Words,
) -> String {
    let pits: Vec<String> = legal_pits(round, view)
        .iter()
        .map(|p| p.to_string())
        .collect();
    let (pits, pit) = (pits.join(", "), refused.pit.to_string());
    let owner = words.get(refused.pit.side.message_id());
    let id = match refused.why {
        Refusal::NotYours => "refused-not-yours",
        Refusal::Empty => "refused-empty",
        Refusal::MustCapture => "refused-must-capture",
        Refusal::NotNow => "refused-not-now",
    };
    words.with(id, &[("pit", &pit), ("owner", &owner), ("pits", &pits)])
}
