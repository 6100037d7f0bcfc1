//! The round in words, as the bars and the end window say it: who plays
//! each side, whose turn it is, the move being shown and how the game ended.

use super::play::{Round, Seat};
use crate::app::state::{Mode, Study, Turn};
use crate::app::ui::words::Words;
use crate::record::settings::Player;
use crate::rules::explain::side_name;
use crate::rules::{Side, Status, UnrankedReason, WinReason};

impl Round {
    /// What a side is called on screen: "South (you)", "North (Hodari 3)".
    pub fn side_label(&self, side: Side, words: &Words) -> String {
        let name = side_name(side, words);
        match self.seats[side.index()] {
            Seat::Person => name,
            Seat::You => words.with("side-you", &[("side", &name)]),
            Seat::Bot(level) => format!("{name} ({} {})", level.name, level.number),
        }
    }

    /// The end of the game in words, or `None` while it goes on.
    pub fn result_text(&self, words: &Words) -> Option<String> {
        match self.game.status() {
            Status::Ongoing => None,
            Status::Won { winner, reason } => {
                let loser = self.side_label(winner.other(), words);
                Some(words.with(
                    "result-wins",
                    &[
                        ("winner", &self.side_label(winner, words)),
                        ("why", &win_reason(reason, &loser, words)),
                    ],
                ))
            }
            Status::Unranked(reason) => Some(words.with(
                "result-unranked",
                &[("why", &words.get(unranked_id(reason)))],
            )),
        }
    }

    /// The end as a headline and a reason, for the end window: "You win"
    /// when the one person playing beat a bot, else who won.
    pub fn ending(&self, words: &Words) -> Option<(String, String)> {
        match self.game.status() {
            Status::Ongoing => None,
            Status::Won { winner, reason } => {
                let people = self.config.players.iter().filter(|p| **p == Player::Person);
                let solo = people.count() == 1;
                let headline = match self.config.player(winner) {
                    Player::Person if self.solo_person_won() => words.get("ending-you-win"),
                    Player::Bot(level) if solo => {
                        words.with("ending-wins", &[("winner", level.name)])
                    }
                    _ => words.with("ending-wins", &[("winner", &side_name(winner, words))]),
                };
                let loser = side_name(winner.other(), words);
                let why = capitalised(&win_reason(reason, &loser, words));
                let why = words.with("ending-why", &[("why", &why)]);
                Some((headline, why))
            }
            Status::Unranked(reason) => Some((
                words.get("ending-unranked"),
                words.with(
                    "ending-why",
                    &[("why", &capitalised(&words.get(unranked_id(reason))))],
                ),
            )),
        }
    }

    /// The result, but only once the board has shown the move that ended
    /// the game: it never runs ahead of the animation.
    pub fn result_shown(&self, queue_idle: bool, words: &Words) -> Option<String> {
        if queue_idle {
            self.result_text(words)
        } else {
            None
        }
    }

    /// The line that says who acts: the mover while their move is shown,
    /// the side to move (or thinking) otherwise, the result at the end.
    pub fn turn_line(
        &self,
        turn: Option<Turn>,
        mode: Mode,
        queue_idle: bool,
        words: &Words,
    ) -> String {
        if !queue_idle || turn == Some(Turn::Animating) {
            let side = self.side_label(self.last_mover(), words);
            return words.with("turn-moves", &[("side", &side)]);
        }
        let side = self.side_label(self.side_to_move(), words);
        match turn {
            Some(Turn::Editing) if mode == Mode::Lesson => words.get("turn-lesson"),
            Some(Turn::Editing) if mode == Mode::Puzzle => words.get("turn-puzzle"),
            Some(Turn::Editing) => words.get("turn-practice"),
            Some(Turn::Over) if !mode.is_played() => words.get("turn-record-ends"),
            Some(Turn::Over) => words.get("turn-over"),
            Some(Turn::Bot) => words.with("turn-thinking", &[("side", &side)]),
            _ => words.with("turn-to-move", &[("side", &side)]),
        }
    }

    /// The move being played or shown, counted from 1; after the end, the
    /// moves played ("45 moves").
    pub fn move_counter(
        &self,
        mode: Mode,
        study: Option<Study>,
        queue_idle: bool,
        words: &Words,
    ) -> String {
        // Moves are counted as the records and the move list count them: a
        // move is South's ply and North's.
        let first = self.game.start_position().side;
        let played = self.game.moves().len();
        let number = |ply: usize| first.move_number(ply).to_string();
        // Inside a review's try or better line the record's "after move 4"
        // would misname what the board shows.
        match study {
            Some(Study::Trying) => return words.with("counter-trying", &[("n", &number(played))]),
            Some(Study::Tried) => {
                let n = number(played.saturating_sub(1));
                return words.with("counter-trying", &[("n", &n)]);
            }
            Some(Study::Branch) => return words.get("counter-branch"),
            _ => {}
        }
        if queue_idle && self.game.status().is_over() {
            let moves = self.moves_played();
            let id = if moves == 1 {
                "counter-one-move"
            } else {
                "counter-moves"
            };
            return words.with(id, &[("n", &moves.to_string())]);
        }
        if !mode.is_played() {
            let Some(last) = played.checked_sub(1) else {
                return words.get("counter-start");
            };
            let side = words.get(first.at_ply(last).message_id());
            return words.with("counter-after", &[("n", &number(last)), ("side", &side)]);
        }
        // While a move is shown it is already played (but for the part
        // before a safari question, whose move is played at the answer).
        let shown = if !queue_idle && self.fork.is_none() {
            played.saturating_sub(1)
        } else {
            played
        };
        words.with("counter-move", &[("n", &number(shown))])
    }
}

/// `text` with its first letter a capital, to start a sentence.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// Why the loser lost, in words: "North's front row is empty".
fn win_reason(reason: WinReason, loser: &str, words: &Words) -> String {
    let id = match reason {
        WinReason::FrontRowEmpty => "why-front-row-empty",
        WinReason::NoLegalMove => "why-no-legal-move",
    };
    words.with(id, &[("loser", loser)])
}

/// The message id of why a game is unranked.
fn unranked_id(reason: UnrankedReason) -> &'static str {
    match reason {
        UnrankedReason::NeverEndingMove => "unranked-never-ending",
        UnrankedReason::Repetition => "unranked-repetition",
        UnrankedReason::MoveLimit => "unranked-move-limit",
        UnrankedReason::TimeLimit => "unranked-time-limit",
    }
}
