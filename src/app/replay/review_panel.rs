//! The review's part of the viewer's panels: "Review" and its progress,
//! the verdict on the move about to be shown with the better move, each
//! side's accuracy, the win-chance graph, the grades in the move list, and
//! "Play on from here".

use super::charts::{Key, Mark, ply_chart};
use super::play_on::PlayOnRequest;
use super::review::{ReviewRequest, Reviewing};
use super::study::{Branch, StudyRequest, Trial, next_to_learn_from, to_learn_from};
use super::viewer::{Replay, ReplayStep};
use crate::app::state::Study;
use crate::app::ui::words::Words;
use crate::review::words::{better_sentence, line_text, summary_words, value_words};
use crate::review::{Grade, MoveReview, percent};
use crate::rules::Side;
use crate::rules::explain::side_name;
use bevy::prelude::*;
use bevy_egui::egui;

/// What the review's controls may send.
pub(crate) struct ReviewOut<'a, 'w> {
    pub requests: &'a mut MessageWriter<'w, ReviewRequest>,
    pub play_on: &'a mut MessageWriter<'w, PlayOnRequest>,
    pub study: &'a mut MessageWriter<'w, StudyRequest>,
}

/// What the review's board shows besides the record: a better line played
/// out, or a position put back for the person (`Study`).
#[derive(Clone, Copy)]
pub(crate) struct Studying<'a> {
    pub study: Study,
    pub branch: Option<&'a Branch>,
    pub trial: Option<&'a Trial>,
}

/// The review's lines under the viewer's controls: the button into or out
/// of it, its progress, the verdict on the move about to be shown, and
/// each side's accuracy once it is done.
pub(crate) fn review_lines(
    ui: &mut egui::Ui,
    replay: &Replay,
    reviewing: Option<&Reviewing>,
    studying: Studying,
    out: ReviewOut,
    words: &Words,
) {
    ui.horizontal_wrapped(|ui| {
        match reviewing {
            None => {
                if ui
                    .button(words.get("review-start"))
                    .on_hover_text(words.get("review-start-hover"))
                    .clicked()
                {
                    out.requests.write(ReviewRequest::Start);
                }
            }
            Some(reviewing) => {
                if ui.button(words.get("review-stop")).clicked() {
                    out.requests.write(ReviewRequest::Stop);
                }
                let (done, all) = reviewing.progress();
                if reviewing.written {
                    ui.weak(words.get("review-written"));
                } else if done < all {
                    ui.add(
                        egui::ProgressBar::new(done as f32 / all.max(1) as f32)
                            .desired_width(260.0)
                            .text(words.with(
                                "review-progress",
                                &[("done", &done.to_string()), ("all", &all.to_string())],
                            )),
                    );
                }
            }
        }
        play_on_button(ui, replay, out.play_on, words);
    });
    let Some(reviewing) = reviewing else { return };
    // During a branch or a try the study's lines come first (`study_lines`);
    // the record's verdict would give a try's answer away.
    if studying.study == Study::Record {
        if let Some(line) = verdict(replay, reviewing, words) {
            ui.label(egui::RichText::new(line).strong());
        }
        study_buttons(ui, replay, reviewing, out.study, words);
    }
    if let Some(review) = &reviewing.done {
        for side in Side::BOTH {
            ui.weak(summary_words(review, side, 0, words));
        }
    }
    // The signs the move list and the verdict use, where they are read.
    ui.label(egui::RichText::new(words.get("review-key")).small().weak());
}

/// "Next: A3> (South), a blunder: 71% for South before, 24% after. Better
/// was A6< (A6< a5< A3>): South sows A6 anticlockwise." for the move about
/// to be shown, once the review has judged it.
fn verdict(replay: &Replay, reviewing: &Reviewing, words: &Words) -> Option<String> {
    let recorded = replay.recorded();
    let edition = recorded.record.rules.edition;
    let Some(review) = reviewing.moves.get(replay.ply) else {
        return (replay.ply >= replay.plies()).then(|| words.get("review-at-end"));
    };
    let Some(review) = review else {
        return Some(words.get("review-not-yet"));
    };
    let mover = review.mover;
    let mut line = words.with(
        "review-next",
        &[
            ("move", &review.mv.text(edition, mover)),
            ("side", &side_name(mover, words)),
            ("before", &value_words(review.before, mover, edition, words)),
            ("after", &value_words(review.after, mover, edition, words)),
        ],
    );
    if let Some(grade) = review.grade {
        line.push(' ');
        line.push_str(&words.with(
            "review-graded",
            &[("grade", &words.get(grade.message_id()))],
        ));
    }
    if review.grade.is_some_and(Grade::is_error)
        && let Some(better) = better_sentence(review, edition, words)
    {
        line.push(' ');
        line.push_str(&better);
    }
    Some(line)
}

/// Under the verdict on a graded move: "Show the better move", "Try it
/// yourself" (a person's move, or any side's in a record of bots), and
/// "Next mistake".
fn study_buttons(
    ui: &mut egui::Ui,
    replay: &Replay,
    reviewing: &Reviewing,
    requests: &mut MessageWriter<StudyRequest>,
    words: &Words,
) {
    let recorded = replay.recorded();
    let graded = reviewing
        .moves
        .get(replay.ply)
        .and_then(|m| m.as_ref())
        .filter(|m| m.grade.is_some_and(Grade::is_error) && m.better.is_some());
    let next = next_to_learn_from(replay, reviewing);
    if graded.is_none() && next.is_none() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        if graded.is_some() {
            show_button(ui, requests, words);
        }
        if let Some(graded) = graded
            && to_learn_from(recorded, reviewing, replay.ply)
            && ui
                .button(words.get("try-it"))
                .on_hover_text(
                    words.with("try-it-hover", &[("side", &side_name(graded.mover, words))]),
                )
                .clicked()
        {
            requests.write(StudyRequest::TryIt);
        }
        if next.is_some()
            && ui
                .button(words.get("review-next-mistake"))
                .on_hover_text(words.get("review-next-mistake-hover"))
                .clicked()
        {
            requests.write(StudyRequest::NextMistake);
        }
    });
}

/// The better line being shown, the question of a try, or its verdict,
/// with the way back to the game: first in the viewer's controls, so that
/// they are in sight when the controls scroll.
pub(crate) fn study_lines(
    ui: &mut egui::Ui,
    replay: &Replay,
    reviewing: &Reviewing,
    studying: Studying,
    requests: &mut MessageWriter<StudyRequest>,
    words: &Words,
) {
    let recorded = replay.recorded();
    let edition = recorded.record.rules.edition;
    let played = reviewing.moves.get(replay.ply).and_then(|m| m.as_ref());
    match (studying.study, studying.branch, studying.trial) {
        (Study::Branch, Some(branch), _) => {
            let line = if !branch.has_ended() {
                words.with(
                    "review-showing",
                    &[
                        (
                            "line",
                            &line_text(&branch.line, edition, recorded.positions[branch.from].side),
                        ),
                        ("n", &branch.played.max(1).to_string()),
                        ("count", &branch.line.len().to_string()),
                    ],
                )
            } else {
                words.get("review-showing-done")
            };
            ui.label(egui::RichText::new(line).strong());
        }
        (Study::Trying, _, Some(trial)) => {
            if let (Some(answer), Some(played)) = (trial.answer, played) {
                judging(ui, answer.text(edition, played.mover), words);
            } else if let Some(played) = played {
                ui.label(
                    egui::RichText::new(words.with(
                        "try-prompt",
                        &[
                            ("side", &side_name(played.mover, words)),
                            ("played", &played.mv.text(edition, played.mover)),
                        ],
                    ))
                    .strong(),
                );
            }
        }
        (Study::Tried, _, Some(trial)) => match (&trial.verdict, trial.answer, played) {
            (Some((right, said)), ..) => {
                let colour = if *right {
                    egui::Color32::from_rgb(120, 220, 120)
                } else {
                    egui::Color32::from_rgb(255, 140, 120)
                };
                ui.label(egui::RichText::new(said).strong().color(colour));
            }
            (None, Some(answer), Some(played)) => {
                judging(ui, answer.text(edition, played.mover), words);
            }
            _ => {}
        },
        _ => {}
    }
    ui.horizontal_wrapped(|ui| {
        if studying.study == Study::Tried {
            if ui.button(words.get("try-again")).clicked() {
                requests.write(StudyRequest::TryIt);
            }
            show_button(ui, requests, words);
        }
        if ui.button(words.get("review-back")).clicked() {
            requests.write(StudyRequest::Back);
        }
    });
}

/// "Show the better move": its line played out on the board.
fn show_button(ui: &mut egui::Ui, requests: &mut MessageWriter<StudyRequest>, words: &Words) {
    if ui
        .button(words.get("review-show"))
        .on_hover_text(words.get("review-show-hover"))
        .clicked()
    {
        requests.write(StudyRequest::Show);
    }
}

/// "The engine is judging A5<…", while the answer is shown and searched
/// (words, not a spinner, which would redraw the window every frame).
fn judging(ui: &mut egui::Ui, answer: String, words: &Words) {
    ui.label(words.with("try-judging", &[("move", &answer)]));
}

/// "Play on from here": a new game from what the board shows (replay/play_on.rs).
fn play_on_button(
    ui: &mut egui::Ui,
    replay: &Replay,
    play_on: &mut MessageWriter<PlayOnRequest>,
    words: &Words,
) {
    let recorded = replay.recorded();
    if recorded
        .game_at(replay.ply)
        .is_none_or(|g| g.status().is_over())
    {
        return;
    }
    if ui
        .button(words.get("review-play-on"))
        .on_hover_text(words.get("review-play-on-hover"))
        .clicked()
    {
        play_on.write(PlayOnRequest);
    }
}

/// The move list's texts with each graded move's judgement ("A3>??").
pub(crate) fn with_grades(moves: &mut [(Side, String)], reviewing: Option<&Reviewing>) {
    let Some(reviewing) = reviewing else { return };
    for ((_, text), review) in moves.iter_mut().zip(&reviewing.moves) {
        if let Some(MoveReview {
            grade: Some(grade), ..
        }) = review
        {
            text.push_str(grade.judgement());
        }
    }
}

/// The chart's line's colour: South's win chance.
const LINE: egui::Color32 = egui::Color32::from_rgb(200, 220, 255);

/// The grades the chart marks, each with its name's id and its dot's colour.
const MARKED_GRADES: [(&str, fn(Grade) -> bool, egui::Color32); 3] = [
    (
        "review-grade-blunder",
        |g| g == Grade::Blunder,
        egui::Color32::from_rgb(230, 60, 60),
    ),
    (
        "review-grade-mistake",
        |g| g == Grade::Mistake,
        egui::Color32::from_rgb(240, 150, 40),
    ),
    (
        "review-grade-inaccuracy",
        |g| g == Grade::Inaccuracy,
        egui::Color32::from_rgb(240, 220, 80),
    ),
];

/// South's win chance after every move, in percent on an axis that says
/// so, with the graded moves marked; pointing at the curve says the value
/// in words ("South wins in 4 moves", "unranked"); a click goes to that
/// move.
pub(crate) fn chance_chart(
    ui: &mut egui::Ui,
    replay: &Replay,
    reviewing: &Reviewing,
    steps: &mut MessageWriter<ReplayStep>,
    words: &Words,
) {
    let points: Vec<[f64; 2]> = reviewing
        .south
        .iter()
        .enumerate()
        .filter_map(|(ply, chance)| chance.map(|(c, _)| [ply as f64, f64::from(percent(c))]))
        .collect();
    let south = words.with(
        "review-chance-of",
        &[("side", &side_name(Side::South, words))],
    );
    let plot = chance_plot(replay, reviewing, words);
    let marked: Vec<(&str, Vec<[f64; 2]>, egui::Color32)> = MARKED_GRADES
        .iter()
        .map(|&(id, wanted, colour)| (id, graded_points(reviewing, wanted), colour))
        .collect();
    let keys = chance_keys(&south, &marked, words);
    ply_chart(ui, plot, &keys, replay, steps, words, |plot| {
        plot.line(egui_plot::Line::new(south, points).color(LINE));
        for (id, points, colour) in marked {
            plot.points(
                egui_plot::Points::new(words.get(id), points)
                    .radius(4.0)
                    .color(colour),
            );
        }
    });
}

/// Where the chart marks the moves of a grade: at the chance after each
/// (a move whose after is not known yet is left out).
fn graded_points(reviewing: &Reviewing, wanted: fn(Grade) -> bool) -> Vec<[f64; 2]> {
    reviewing
        .moves
        .iter()
        .enumerate()
        .filter(|(_, m)| m.as_ref().and_then(|m| m.grade).is_some_and(wanted))
        .filter_map(|(ply, _)| {
            let (after, _) = reviewing.south.get(ply + 1).copied().flatten()?;
            Some([ply as f64 + 1.0, f64::from(percent(after))])
        })
        .collect()
}

/// The chart's frame: 0 to 100 % over the whole game, its axis named
/// ("South, %"), and pointing at the curve saying the value there in words.
fn chance_plot<'a>(replay: &Replay, reviewing: &Reviewing, words: &Words) -> egui_plot::Plot<'a> {
    let edition = replay.recorded().record.rules.edition;
    let said: Vec<Option<String>> = reviewing
        .south
        .iter()
        .map(|at| at.map(|(_, value)| value_words(value, Side::South, edition, words)))
        .collect();
    egui_plot::Plot::new("win chance")
        .include_y(0.0)
        .include_y(100.0)
        .include_x(0.0)
        .include_x(replay.plies() as f64)
        // Short, to fit the chart's height; the key above says it in full.
        .y_axis_label(
            egui::RichText::new(words.with(
                "review-chance-axis",
                &[("side", &side_name(Side::South, words))],
            ))
            .small(),
        )
        .y_axis_formatter(|mark, _| format!("{:.0}%", mark.value))
        .label_formatter(move |at| {
            let egui_plot::HoverPosition::NearDataPoint { position, .. } = at else {
                return None;
            };
            let ply = position.x.round().max(0.0) as usize;
            said.get(ply).cloned().flatten()
        })
}

/// The chart's key: the line, then the grades this game has.
fn chance_keys(
    south: &str,
    marked: &[(&str, Vec<[f64; 2]>, egui::Color32)],
    words: &Words,
) -> Vec<Key> {
    std::iter::once(Key {
        colour: LINE,
        mark: Mark::Line,
        meaning: south.to_string(),
    })
    .chain(
        marked
            .iter()
            .filter(|(_, points, _)| !points.is_empty())
            .map(|&(id, _, colour)| Key {
                colour,
                mark: Mark::Dot,
                meaning: words.get(id),
            }),
    )
    .collect()
}
