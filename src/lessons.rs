//! Guided lessons: a few plain paragraphs, a move shown step by step, then
//! a question the engine checks. Every position and answer here is played
//! through the engine by `tests/lessons.rs`, so a lesson cannot claim what
//! its trace does not show. No Bevy: `bao learn` and the game window both
//! read these. The words are in the translation files (`lesson-<id>-…`).

use crate::rules::explain::{explain, side_name};
use crate::rules::{
    Edition, Event, Game, Move, Pit, PlayError, Position, PositionError, Side, Status, TurnEnd,
    seeds_captured,
};
use crate::words::Words;

/// Why a lesson's position or example does not hold: a fault of the
/// lesson itself, which `tests/lessons.rs` keeps from shipping.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LessonError {
    /// The example's or the question's position string is refused.
    #[error(transparent)]
    Position(#[from] PositionError),
    /// The example move is not a legal move of its position.
    #[error(transparent)]
    Move(#[from] PlayError),
    /// The example move is legal but does not show what it is there for.
    #[error("{mv} does not show {shows:?}")]
    Misses { mv: &'static str, shows: Point },
}

/// What the learner's move must do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Relay at least once: a lap ends on seeds, which are sown on.
    Relay,
    /// Capture at all (Bao la Kimasai's second part, where it is not forced).
    Capture,
    /// Capture twice or more in one move.
    TwoCaptures,
    /// Take more seeds than any other move.
    MostSeeds,
    /// Win the game at once.
    Win,
    /// Go on from the nyumba (safari).
    Safari,
}

impl Goal {
    /// What a right answer does, in words.
    pub fn claim(self, words: &Words) -> String {
        words.get(match self {
            Goal::Relay => "goal-relay",
            Goal::Capture => "goal-capture",
            Goal::TwoCaptures => "goal-two-captures",
            Goal::MostSeeds => "goal-most-seeds",
            Goal::Win => "goal-win",
            Goal::Safari => "goal-safari",
        })
    }
}

/// What an example move shows (checked on its trace).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Point {
    /// It does what the question will ask.
    TheGoal,
    /// A start of 16 seeds or more, sown as a takata: no capture.
    BigTakata,
    /// A lap ends in the takasia'd pit, which ends the move.
    TakasiaEnds,
}

/// A move shown step by step before the question.
#[derive(Clone, Copy, Debug)]
pub struct Example {
    pub position: &'static str,
    pub mv: &'static str,
    pub shows: Point,
}

/// The question: a position, what to find, and every move that is right.
#[derive(Clone, Copy, Debug)]
pub struct Task {
    pub position: &'static str,
    pub goal: Goal,
    /// All the right answers (the tests check that no other legal move is).
    pub answers: &'static [&'static str],
}

#[derive(Clone, Copy, Debug)]
pub struct Lesson {
    /// Short and stable: `bao learn --lesson <id>`, and the progress file.
    pub id: &'static str,
    pub edition: Edition,
    /// How many paragraphs of plain words it teaches.
    pub paragraphs: usize,
    pub example: Example,
    pub task: Task,
}

/// What the lesson says of an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The move does what was asked; the sentences say how.
    Right { words: String },
    /// The move is legal but does not; `event` is the index in its trace of
    /// the event the explanation comes from.
    Wrong { words: String, event: usize },
    /// The move cannot be played here, and why.
    NotLegal { words: String },
}

/// Lessons are played with the takasia rule on (the edition's default).
const TAKASIA: bool = true;

impl Lesson {
    /// One of the lesson's texts: `title`, `note` (what to watch for in the
    /// example), `prompt` (the question), `teach-1`…
    fn text(&self, part: &str, words: &Words) -> String {
        words.get(&format!("lesson-{}-{part}", self.id))
    }

    pub fn title(&self, words: &Words) -> String {
        self.text("title", words)
    }

    /// Plain words, a paragraph each.
    pub fn teach(&self, words: &Words) -> Vec<String> {
        (1..=self.paragraphs)
            .map(|n| self.text(&format!("teach-{n}"), words))
            .collect()
    }

    /// What to watch for in the example.
    pub fn note(&self, words: &Words) -> String {
        self.text("note", words)
    }

    /// The question.
    pub fn prompt(&self, words: &Words) -> String {
        self.text("prompt", words)
    }

    /// The example's game, at its position.
    pub fn example_game(&self) -> Result<Game, LessonError> {
        game_at(self.example.position)
    }

    /// The question's game, at its position.
    pub fn task_game(&self) -> Result<Game, LessonError> {
        game_at(self.task.position)
    }

    /// Whether the example move is legal and shows its point; why not.
    pub fn example_makes_its_point(&self) -> Result<(), LessonError> {
        let game = self.example_game()?;
        let mv = game.parse_move(self.example.mv)?;
        let mut after = game.clone();
        let events = after.play(mv)?;
        let seen = Seen::of(&events, game.position().side, &after);
        let shown = match self.example.shows {
            // An example of taking the most seeds need only take some.
            Point::TheGoal => seen.meets(self.task.goal, 0),
            Point::BigTakata => {
                seen.captures == 0
                    && matches!(events.first(), Some(Event::Lift { count, .. }) if *count >= 16)
            }
            Point::TakasiaEnds => events.iter().any(|e| {
                matches!(
                    e,
                    Event::EndTurn {
                        reason: TurnEnd::Takasia,
                        ..
                    }
                )
            }),
        };
        if shown {
            Ok(())
        } else {
            Err(LessonError::Misses {
                mv: self.example.mv,
                shows: self.example.shows,
            })
        }
    }

    /// A right answer to the question (the first in the legal moves' order),
    /// for "Show me" after the learner has missed it.
    pub fn an_answer(&self, words: &Words) -> Option<Move> {
        let game = self.task_game().ok()?;
        game.legal_moves()
            .iter()
            .copied()
            .find(|&mv| matches!(self.check(mv, words), Verdict::Right { .. }))
    }

    /// Checks an answer written in the notation ("A3>").
    pub fn check_text(&self, text: &str, words: &Words) -> Verdict {
        let game = match self.task_game() {
            Ok(game) => game,
            Err(why) => {
                return Verdict::NotLegal {
                    words: why.to_string(),
                };
            }
        };
        match game.parse_move(text) {
            Ok(mv) => self.check(mv, words),
            Err(e) => Verdict::NotLegal {
                words: e.to_string(),
            },
        }
    }

    /// Checks an answer: plays it on a copy of the question's position and
    /// reads its trace.
    pub fn check(&self, mv: Move, words: &Words) -> Verdict {
        let game = match self.task_game() {
            Ok(game) => game,
            Err(why) => {
                return Verdict::NotLegal {
                    words: why.to_string(),
                };
            }
        };
        let before = *game.position();
        let mover = before.side;
        let mut after = game.clone();
        let events = match after.play(mv) {
            Ok(events) => events,
            Err(e) => {
                return Verdict::NotLegal {
                    words: words.with(
                        "verdict-not-legal",
                        &[("move", &game.move_text(mv)), ("why", &e.to_string())],
                    ),
                };
            }
        };
        let seen = Seen::of(&events, mover, &after);
        let most = match self.task.goal {
            Goal::MostSeeds => most_seeds(&game),
            _ => 0,
        };
        let right = seen.meets(self.task.goal, most);
        let text = game.move_text(mv);
        let opponent = side_name(mover.other(), words);
        if right {
            return Verdict::Right {
                words: self.right_words(&text, &seen, &opponent, words),
            };
        }
        let (event, ending) = ending(&before, &events, words);
        let said = match self.task.goal {
            Goal::Relay => words.with("verdict-wrong-relay", &[("ending", &ending)]),
            Goal::Capture => words.with("verdict-wrong-capture", &[("ending", &ending)]),
            Goal::TwoCaptures => words.with(
                "verdict-wrong-two-captures",
                &[
                    ("ending", &ending),
                    ("captures", &seen.captures.to_string()),
                    ("times", &times(seen.captures, words)),
                ],
            ),
            Goal::MostSeeds => words.with(
                "verdict-wrong-most",
                &[
                    ("move", &text),
                    ("seeds", &words.seeds(seen.taken)),
                    ("ending", &ending),
                    ("most", &words.seeds(most)),
                ],
            ),
            Goal::Win => words.with(
                "verdict-wrong-win",
                &[
                    ("ending", &ending),
                    ("side", &opponent),
                    (
                        "seeds",
                        &words.seeds(front_row_seeds(after.position(), mover.other())),
                    ),
                ],
            ),
            Goal::Safari => words.with("verdict-wrong-safari", &[("ending", &ending)]),
        };
        Verdict::Wrong { words: said, event }
    }

    /// What a right answer did, in words.
    fn right_words(&self, text: &str, seen: &Seen, opponent: &str, words: &Words) -> String {
        match self.task.goal {
            Goal::Relay => words.with(
                "verdict-right-relay",
                &[("move", text), ("times", &times(seen.relays, words))],
            ),
            Goal::Capture | Goal::TwoCaptures => words.with(
                "verdict-right-capture",
                &[
                    ("move", text),
                    ("times", &times(seen.captures, words)),
                    ("seeds", &words.seeds(seen.taken)),
                ],
            ),
            Goal::MostSeeds => words.with(
                "verdict-right-most",
                &[("move", text), ("seeds", &words.seeds(seen.taken))],
            ),
            Goal::Win => words.with("verdict-right-win", &[("move", text), ("side", opponent)]),
            Goal::Safari => words.with("verdict-right-safari", &[("move", text)]),
        }
    }
}

fn game_at(text: &str) -> Result<Game, LessonError> {
    let position = Position::parse(text)?;
    Ok(Game::from_position(position, TAKASIA))
}

fn front_row_seeds(position: &Position, side: Side) -> u32 {
    (0..16)
        .map(|i| Pit::new(side, i))
        .filter(|pit| pit.is_front())
        .map(|pit| position.board.get(pit) as u32)
        .sum()
}

/// "once", "twice", "3 times".
fn times(n: usize, words: &Words) -> String {
    words.with("times", &[("n", &n.to_string())])
}

/// What a trace shows, for the goals.
struct Seen {
    relays: usize,
    captures: usize,
    taken: u32,
    won: bool,
    safari: bool,
}

impl Seen {
    fn of(events: &[Event], mover: Side, after: &Game) -> Seen {
        let mut seen = Seen {
            relays: 0,
            captures: 0,
            taken: 0,
            won: matches!(after.status(), Status::Won { winner, .. } if winner == mover),
            safari: false,
        };
        for event in events {
            match *event {
                Event::Relay { .. } => seen.relays += 1,
                Event::Capture { count, .. } => {
                    seen.captures += 1;
                    seen.taken += count as u32;
                }
                Event::Safari { .. } => seen.safari = true,
                _ => {}
            }
        }
        seen
    }

    /// Whether the move does what `goal` asks; `most`: the most seeds any
    /// legal move takes (for [`Goal::MostSeeds`]).
    fn meets(&self, goal: Goal, most: u32) -> bool {
        match goal {
            Goal::Relay => self.relays > 0,
            Goal::Capture => self.captures > 0,
            Goal::TwoCaptures => self.captures >= 2,
            Goal::MostSeeds => self.taken > 0 && self.taken >= most,
            Goal::Win => self.won,
            Goal::Safari => self.safari,
        }
    }
}

/// The most seeds any legal move takes.
fn most_seeds(game: &Game) -> u32 {
    game.legal_moves()
        .iter()
        .filter_map(|&mv| game.clone().play(mv).ok())
        .map(|events| seeds_captured(&events))
        .max()
        .unwrap_or(0)
}

/// How the move ended, in words, and the index of that event: "your last
/// seed fell into A4, which was empty, so the move ended".
fn ending(before: &Position, events: &[Event], words: &Words) -> (usize, String) {
    let Some(at) = events.iter().rposition(|e| {
        matches!(
            e,
            Event::EndTurn { .. } | Event::FrontRowEmpty { .. } | Event::NeverEnding { .. }
        )
    }) else {
        return (events.len().saturating_sub(1), words.get("ending-plain"));
    };
    let said = match events[at] {
        Event::EndTurn { pit, reason } => words.with(
            match reason {
                TurnEnd::Empty => "ending-empty",
                TurnEnd::Nyumba => "ending-nyumba",
                TurnEnd::SafariDeclined => "ending-safari-declined",
                TurnEnd::Takasia => "ending-takasia",
                TurnEnd::FrontRowEmpty => "ending-front-row-empty",
            },
            &[("pit", &pit.to_string())],
        ),
        _ => {
            let sentences = explain(before, events, words);
            sentences.get(at).cloned().unwrap_or_default()
        }
    };
    (at, said)
}

/// The lessons, in the order to take them: Bao la Kujifunza first (the
/// edition to learn first), then Bao la Kiswahili and Bao la Kimasai.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        id: "sowing",
        edition: Edition::Kujifunza,
        paragraphs: 3,
        example: Example {
            position: "kujifunza S 0,0,0,1,0,0,0,0/1,4,1,1,0,1,2,1 10,0,9,5,15,1,1,0/0,3,0,3,1,1,2,1 0,0",
            mv: "B2<",
            shows: Point::TheGoal,
        },
        task: Task {
            position: "kujifunza S 5,0,7,14,13,0,1,2/1,1,2,3,0,2,1,3 0,0,0,1,0,0,0,1/1,0,1,2,1,0,1,1 0,0",
            goal: Goal::Relay,
            answers: &["A3>", "A5<", "A8>"],
        },
    },
    Lesson {
        id: "takata",
        edition: Edition::Kujifunza,
        paragraphs: 3,
        example: Example {
            position: "kujifunza S 5,0,7,14,13,0,1,2/1,1,2,3,0,2,1,3 0,0,0,1,0,0,0,1/1,0,1,2,1,0,1,1 0,0",
            mv: "A3>",
            shows: Point::TheGoal,
        },
        task: Task {
            position: "kujifunza S 0,0,0,0,0,0,0,1/1,3,1,1,7,0,1,1 7,3,0,8,6,2,1,1/2,4,5,2,3,0,3,1 0,0",
            goal: Goal::Relay,
            answers: &["B2<"],
        },
    },
    Lesson {
        id: "capture",
        edition: Edition::Kujifunza,
        paragraphs: 3,
        example: Example {
            position: "kujifunza S 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0,0",
            mv: "A3>",
            shows: Point::TheGoal,
        },
        task: Task {
            position: "kujifunza S 1,0,1,0,2,3,0,3/1,4,0,1,4,4,1,3 1,1,1,2,5,2,4,5/2,2,2,2,2,2,0,3 0,0",
            goal: Goal::MostSeeds,
            answers: &["A8<"],
        },
    },
    Lesson {
        id: "chain",
        edition: Edition::Kujifunza,
        paragraphs: 2,
        example: Example {
            position: "kujifunza S 0,3,4,6,0,1,1,0/1,3,1,1,7,0,1,1 1,1,3,3,1,11,1,1/3,2,3,0,1,1,1,1 0,0",
            mv: "B2>",
            shows: Point::TheGoal,
        },
        task: Task {
            position: "kujifunza S 7,1,4,4,2,1,4,0/2,10,0,1,2,1,2,1 0,5,3,1,0,0,0,0/2,3,3,0,0,1,2,2 0,0",
            goal: Goal::TwoCaptures,
            answers: &["B2<"],
        },
    },
    Lesson {
        id: "sixteen",
        edition: Edition::Kujifunza,
        paragraphs: 2,
        example: Example {
            position: "kujifunza S 0,5,16,0,3,5,1,2/2,1,2,0,1,3,11,1 0,0,0,0,0,1,0,0/0,0,5,2,1,0,1,1 0,0",
            mv: "A3>",
            shows: Point::BigTakata,
        },
        task: Task {
            position: "kujifunza S 4,1,7,1,16,4,1,0/3,1,1,0,3,2,0,3 0,5,2,2,1,1,1,0/2,0,0,1,0,0,2,0 0,0",
            goal: Goal::MostSeeds,
            answers: &["B1>"],
        },
    },
    Lesson {
        id: "winning",
        edition: Edition::Kujifunza,
        paragraphs: 2,
        example: Example {
            position: "kujifunza S 2,1,3,8,5,0,4,0/4,7,5,0,1,5,0,0 0,0,0,0,0,1,1,2/1,2,2,0,5,2,3,0 0,0",
            mv: "B3>",
            shows: Point::TheGoal,
        },
        task: Task {
            position: "kujifunza S 2,0,2,7,1,6,0,5/3,3,0,1,5,1,2,0 0,0,0,0,1,1,4,2/3,1,3,2,3,0,1,5 0,0",
            goal: Goal::Win,
            answers: &["B1>"],
        },
    },
    Lesson {
        id: "namua",
        edition: Edition::Kiswahili,
        paragraphs: 3,
        example: Example {
            position: "kiswahili S 0,0,1,3,8,1,3,0/0,0,0,0,0,0,0,0 0,1,1,1,0,3,2,0/0,0,0,0,0,0,0,0 20,20 house=S",
            mv: "A3>",
            shows: Point::TheGoal,
        },
        task: Task {
            position: "kiswahili S 1,3,0,2,0,1,0,0/1,0,0,0,0,0,0,0 4,1,4,4,1,4,2,1/1,1,1,0,0,0,0,0 16,16",
            goal: Goal::MostSeeds,
            answers: &["A6>"],
        },
    },
    Lesson {
        id: "safari",
        edition: Edition::Kiswahili,
        paragraphs: 3,
        example: Example {
            position: "kiswahili S 1,1,0,4,9,0,0,0/1,0,0,0,0,0,0,0 1,3,1,2,1,0,2,0/0,0,0,0,0,0,0,0 19,19 house=S",
            mv: "A5>+",
            shows: Point::TheGoal,
        },
        task: Task {
            position: "kiswahili S 1,0,1,3,9,1,1,0/0,0,0,0,0,0,0,0 1,0,1,1,1,4,0,2/0,0,0,0,0,0,0,0 19,19 house=S",
            goal: Goal::Safari,
            answers: &["A3<+"],
        },
    },
    Lesson {
        id: "takasia",
        edition: Edition::Kiswahili,
        paragraphs: 2,
        example: Example {
            position: "kiswahili S 2,2,3,0,0,2,0,0/1,0,0,0,0,0,0,1 2,1,0,2,1,0,0,3/1,1,1,1,1,1,1,1 0,0 takasia=A3",
            mv: "A1>",
            shows: Point::TakasiaEnds,
        },
        task: Task {
            position: "kiswahili S 2,2,3,0,0,2,0,0/1,0,0,0,0,0,0,1 2,1,0,2,1,0,0,3/1,1,1,1,1,1,1,1 0,0 takasia=A3",
            goal: Goal::Relay,
            answers: &["A2<"],
        },
    },
    Lesson {
        id: "raid",
        edition: Edition::Kimasai,
        paragraphs: 2,
        example: Example {
            position: "kimasai S 0,0,3,0,2,2,5,2/3,1,2,5,2,4,1,0 1,2,0,6,0,4,0,0/3,7,3,2,0,1,2,1 0,0",
            mv: "A5",
            shows: Point::TheGoal,
        },
        task: Task {
            position: "kimasai S 0,0,0,0,1,5,0,0/0,4,2,0,5,0,3,0 3,1,3,6,4,6,1,3/1,4,0,7,0,0,0,5 0,0",
            goal: Goal::Capture,
            answers: &["A5"],
        },
    },
];

/// A lesson by its id.
pub fn lesson(id: &str) -> Option<&'static Lesson> {
    LESSONS.iter().find(|l| l.id == id)
}
