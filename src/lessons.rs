//! Guided lessons: a few plain paragraphs, a move shown step by step, then
//! a question the engine checks. Every position and answer here is played
//! through the engine by `tests/lessons.rs`, so a lesson cannot claim what
//! its trace does not show. No Bevy: `bao learn` and the game window both
//! read these.

use crate::rules::explain::explain;
use crate::rules::{Edition, Event, Game, Move, Pit, Position, Side, Status, TurnEnd};

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
    pub fn claim(self) -> &'static str {
        match self {
            Goal::Relay => "relays at least once",
            Goal::Capture => "captures",
            Goal::TwoCaptures => "captures twice or more",
            Goal::MostSeeds => "takes the most seeds",
            Goal::Win => "wins at once",
            Goal::Safari => "goes on a safari",
        }
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
    /// What to watch for.
    pub note: &'static str,
    pub shows: Point,
}

/// The question: a position, what to find, and every move that is right.
#[derive(Clone, Copy, Debug)]
pub struct Task {
    pub position: &'static str,
    pub prompt: &'static str,
    pub goal: Goal,
    /// All the right answers (the tests check that no other legal move is).
    pub answers: &'static [&'static str],
}

#[derive(Clone, Copy, Debug)]
pub struct Lesson {
    /// Short and stable: `bao learn --lesson <id>`, and the progress file.
    pub id: &'static str,
    pub edition: Edition,
    pub title: &'static str,
    /// Plain words, a paragraph each.
    pub teach: &'static [&'static str],
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
    /// The example's game, at its position.
    pub fn example_game(&self) -> Result<Game, String> {
        game_at(self.example.position)
    }

    /// The question's game, at its position.
    pub fn task_game(&self) -> Result<Game, String> {
        game_at(self.task.position)
    }

    /// Whether the example move is legal and shows its point; why not.
    pub fn example_makes_its_point(&self) -> Result<(), String> {
        let game = self.example_game()?;
        let mv = game
            .parse_move(self.example.mv)
            .map_err(|e| e.to_string())?;
        let mut after = game.clone();
        let events = after.play(mv).map_err(|e| e.to_string())?;
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
            Err(format!(
                "{} does not show {:?}",
                self.example.mv, self.example.shows
            ))
        }
    }

    /// Checks an answer written in the notation ("A3>").
    pub fn check_text(&self, text: &str) -> Verdict {
        let game = match self.task_game() {
            Ok(game) => game,
            Err(why) => return Verdict::NotLegal { words: why },
        };
        match game.parse_move(text) {
            Ok(mv) => self.check(mv),
            Err(e) => Verdict::NotLegal {
                words: e.to_string(),
            },
        }
    }

    /// Checks an answer: plays it on a copy of the question's position and
    /// reads its trace.
    pub fn check(&self, mv: Move) -> Verdict {
        let game = match self.task_game() {
            Ok(game) => game,
            Err(why) => return Verdict::NotLegal { words: why },
        };
        let before = *game.position();
        let mover = before.side;
        let mut after = game.clone();
        let events = match after.play(mv) {
            Ok(events) => events,
            Err(e) => {
                return Verdict::NotLegal {
                    words: format!("{} cannot be played here: {e}", game.move_text(mv)),
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
        if right {
            let words = match self.task.goal {
                Goal::Relay => format!("Right: {text} relays {}.", times(seen.relays)),
                Goal::Capture | Goal::TwoCaptures => format!(
                    "Right: {text} captures {} and takes {} seeds.",
                    times(seen.captures),
                    seen.taken
                ),
                Goal::MostSeeds => format!("Right: {text} takes {} seeds, the most.", seen.taken),
                Goal::Win => format!(
                    "Right: after {text}, {}'s front row is empty: you win.",
                    mover.other().name()
                ),
                Goal::Safari => format!("Right: {text} goes on a safari from the nyumba."),
            };
            return Verdict::Right { words };
        }
        let (event, ending) = ending(&before, &events);
        let words = match self.task.goal {
            Goal::Relay => format!("Not this one: {ending}, without a relay."),
            Goal::Capture => format!("Not this one: {ending}, before any capture."),
            Goal::TwoCaptures => {
                format!(
                    "Not this one: after {}, {ending}.",
                    match seen.captures {
                        0 => "no capture".to_string(),
                        n => times(n) + " capturing",
                    }
                )
            }
            Goal::MostSeeds => format!(
                "Not the most: {text} takes {} seeds ({ending}); one move takes {}.",
                seen.taken, most
            ),
            Goal::Win => format!(
                "Not yet a win: {ending}, and {}'s front row still holds {} seeds.",
                mover.other().name(),
                front_row_seeds(after.position(), mover.other())
            ),
            Goal::Safari => format!("Not a safari: {ending}."),
        };
        Verdict::Wrong { words, event }
    }
}

fn game_at(text: &str) -> Result<Game, String> {
    let position = Position::parse(text).map_err(|e| e.to_string())?;
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
fn times(n: usize) -> String {
    match n {
        1 => "once".to_string(),
        2 => "twice".to_string(),
        n => format!("{n} times"),
    }
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
        .map(|events| {
            events
                .iter()
                .map(|e| match e {
                    Event::Capture { count, .. } => *count as u32,
                    _ => 0,
                })
                .sum()
        })
        .max()
        .unwrap_or(0)
}

/// How the move ended, in words, and the index of that event: "your last
/// seed fell into A4, which was empty, so the move ended".
fn ending(before: &Position, events: &[Event]) -> (usize, String) {
    let Some(at) = events.iter().rposition(|e| {
        matches!(
            e,
            Event::EndTurn { .. } | Event::FrontRowEmpty { .. } | Event::NeverEnding { .. }
        )
    }) else {
        return (events.len().saturating_sub(1), "the move ended".to_string());
    };
    let words = match events[at] {
        Event::EndTurn { pit, reason } => match reason {
            TurnEnd::Empty => {
                format!("your last seed fell into {pit}, which was empty, so the move ended")
            }
            TurnEnd::Nyumba => {
                format!("your lap ended in your nyumba {pit}, which ends a takasa move")
            }
            TurnEnd::SafariDeclined => format!("you stopped in your nyumba {pit}"),
            TurnEnd::Takasia => {
                format!("your lap ended in {pit}, the pit that was takasia'd, which ends the move")
            }
            TurnEnd::FrontRowEmpty => format!("a front row was emptied at {pit}"),
        },
        _ => {
            let sentences = explain(before, events);
            sentences.get(at).cloned().unwrap_or_default()
        }
    };
    (at, words)
}

/// The lessons, in the order to take them: Bao la Kujifunza first (the
/// edition to learn first), then Bao la Kiswahili and Bao la Kimasai.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        id: "sowing",
        edition: Edition::Kujifunza,
        title: "Sowing and relay",
        teach: &[
            "Each player owns the two rows nearest them: a front row and a back row. Seeds only ever travel round your own two rows.",
            "A move takes all the seeds of one of your pits with 2 or more and sows them one by one into the next pits, in the direction you choose.",
            "Where the last seed falls matters. If that pit was empty, the move ends. If it already held seeds, that is a relay: you lift them all and sow on in the same direction.",
        ],
        example: Example {
            position: "kujifunza S 0,0,0,1,0,0,0,0/1,4,1,1,0,1,2,1 10,0,9,5,15,1,1,0/0,3,0,3,1,1,2,1 0,0",
            mv: "B2<",
            note: "Watch where each lap ends: on seeds it goes on, in an empty pit it stops.",
            shows: Point::TheGoal,
        },
        task: Task {
            position: "kujifunza S 5,0,7,14,13,0,1,2/1,1,2,3,0,2,1,3 0,0,0,1,0,0,0,1/1,0,1,2,1,0,1,1 0,0",
            prompt: "No capture is possible here. Find a move whose first lap ends on seeds, so that it relays.",
            goal: Goal::Relay,
            answers: &["A3>", "A5<", "A8>"],
        },
    },
    Lesson {
        id: "takata",
        edition: Edition::Kujifunza,
        title: "Takata and the back row",
        teach: &[
            "A move that captures nothing is a takata. You may only play a takata when no capture is possible.",
            "A takata starts from your front row if any front pit holds 2 or more seeds. Only when none does may you start from your back row.",
            "A pit with 16 or more seeds is always sown as a takata. And when your only seeds in the front row lie in a kichwa (an end pit), it may not be sown out into the back row.",
        ],
        example: Example {
            position: "kujifunza S 5,0,7,14,13,0,1,2/1,1,2,3,0,2,1,3 0,0,0,1,0,0,0,1/1,0,1,2,1,0,1,1 0,0",
            mv: "A3>",
            note: "No capture is possible, so this is a takata from the front row: it relays, but never captures.",
            shows: Point::TheGoal,
        },
        task: Task {
            position: "kujifunza S 0,0,0,0,0,0,0,1/1,3,1,1,7,0,1,1 7,3,0,8,6,2,1,1/2,4,5,2,3,0,3,1 0,0",
            prompt: "Your front row has no pit with 2 seeds, so you must start from the back row. Find the takata that relays.",
            goal: Goal::Relay,
            answers: &["B2<"],
        },
    },
    Lesson {
        id: "capture",
        edition: Edition::Kujifunza,
        title: "The capture (mtaji) and the kichwa rule",
        teach: &[
            "When a lap ends in one of your front pits that already held seeds, and the opponent's pit facing it holds seeds too, you capture them all.",
            "Captured seeds are sown back into your rows starting from a kichwa, an end pit of your front row: from the left kichwa for a capture at pit 1 or 2, from the right one at 7 or 8, and in the middle from the kichwa that keeps your direction.",
            "If any move can capture, you must play a capturing move. Then every lap that ends on your own front seeds facing seeds captures again.",
        ],
        example: Example {
            position: "kujifunza S 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0,0",
            mv: "A3>",
            note: "The lap ends on A5, facing seeds: they are taken and sown from the left kichwa, A1.",
            shows: Point::TheGoal,
        },
        task: Task {
            position: "kujifunza S 1,0,1,0,2,3,0,3/1,4,0,1,4,4,1,3 1,1,1,2,5,2,4,5/2,2,2,2,2,2,0,3 0,0",
            prompt: "Every move here captures. Find the one that takes the most seeds.",
            goal: Goal::MostSeeds,
            answers: &["A8<"],
        },
    },
    Lesson {
        id: "chain",
        edition: Edition::Kujifunza,
        title: "Chained captures",
        teach: &[
            "A capture does not end a move. The captured seeds are sown from the kichwa, and if that lap ends on your own front seeds facing seeds, you capture again.",
            "Strong players look for moves whose captures chain, taking seeds from several of the opponent's pits in one turn.",
        ],
        example: Example {
            position: "kujifunza S 0,3,4,6,0,1,1,0/1,3,1,1,7,0,1,1 1,1,3,3,1,11,1,1/3,2,3,0,1,1,1,1 0,0",
            mv: "B2>",
            note: "Count the captures: each lap that ends on your seeds facing seeds takes again.",
            shows: Point::TheGoal,
        },
        task: Task {
            position: "kujifunza S 7,1,4,4,2,1,4,0/2,10,0,1,2,1,2,1 0,5,3,1,0,0,0,0/2,3,3,0,0,1,2,2 0,0",
            prompt: "Find the move that captures at least twice.",
            goal: Goal::TwoCaptures,
            answers: &["B2<"],
        },
    },
    Lesson {
        id: "sixteen",
        edition: Edition::Kujifunza,
        title: "The 16-seed rule and the lone kichwa",
        teach: &[
            "A pit holding 16 seeds or more never starts a capture: sown, it goes round your rows as a takata. So when a capture is possible it cannot be played at all, and its rim does not glow.",
            "One more limit: when the only seeds in your front row lie in a kichwa (an end pit), that kichwa may not be sown outward into your back row; only inward.",
        ],
        example: Example {
            position: "kujifunza S 0,5,16,0,3,5,1,2/2,1,2,0,1,3,11,1 0,0,0,0,0,1,0,0/0,0,5,2,1,0,1,1 0,0",
            mv: "A3>",
            note: "A3 holds 16: it is sown as a takata, round both rows, and captures nothing.",
            shows: Point::BigTakata,
        },
        task: Task {
            position: "kujifunza S 4,1,7,1,16,4,1,0/3,1,1,0,3,2,0,3 0,5,2,2,1,1,1,0/2,0,0,1,0,0,2,0 0,0",
            prompt: "A5 holds 16 seeds, so it may not be played while a capture is possible. Find the capture that takes the most seeds.",
            goal: Goal::MostSeeds,
            answers: &["B1>"],
        },
    },
    Lesson {
        id: "winning",
        edition: Edition::Kujifunza,
        title: "How a game is won",
        teach: &[
            "You win as soon as your opponent's front row is empty, even in the middle of your move. You also win when your opponent cannot move at all.",
            "So the front row is what to defend, and what to attack: capturing the last seeds of the opponent's front row ends the game.",
        ],
        example: Example {
            position: "kujifunza S 2,1,3,8,5,0,4,0/4,7,5,0,1,5,0,0 0,0,0,0,0,1,1,2/1,2,2,0,5,2,3,0 0,0",
            mv: "B3>",
            note: "Watch North's front row: this move takes its last seeds.",
            shows: Point::TheGoal,
        },
        task: Task {
            position: "kujifunza S 2,0,2,7,1,6,0,5/3,3,0,1,5,1,2,0 0,0,0,0,1,1,4,2/3,1,3,2,3,0,1,5 0,0",
            prompt: "Find the move that empties North's front row and wins.",
            goal: Goal::Win,
            answers: &["B1>"],
        },
    },
    Lesson {
        id: "namua",
        edition: Edition::Kiswahili,
        title: "The namua stage",
        teach: &[
            "Bao la Kiswahili begins with most seeds in each player's store. While you have seeds there, every move starts by putting one store seed into a pit of your front row.",
            "If that pit already held seeds and the pit facing it holds seeds, you capture them; a capture in a middle pit lets you choose the kichwa to sow from. Capturing is compulsory when it is possible.",
            "Otherwise the move is a takasa: the pit is lifted whole and sown, relays follow, and nothing is captured.",
        ],
        example: Example {
            position: "kiswahili S 0,0,1,3,8,1,3,0/0,0,0,0,0,0,0,0 0,1,1,1,0,3,2,0/0,0,0,0,0,0,0,0 20,20 house=S",
            mv: "A3>",
            note: "A seed from the store goes into A3, which faces seeds: a capture, sown from the kichwa you choose.",
            shows: Point::TheGoal,
        },
        task: Task {
            position: "kiswahili S 1,3,0,2,0,1,0,0/1,0,0,0,0,0,0,0 4,1,4,4,1,4,2,1/1,1,1,0,0,0,0,0 16,16",
            prompt: "Put your store seed where it captures the most seeds.",
            goal: Goal::MostSeeds,
            answers: &["A6>"],
        },
    },
    Lesson {
        id: "safari",
        edition: Edition::Kiswahili,
        title: "The nyumba, tax and the safari",
        teach: &[
            "Your nyumba is the square pit, your front pit 5. While you own it and it holds 6 or more seeds it is functional: it is not lifted by an ordinary move.",
            "In the namua stage the functional nyumba may be chosen for a takasa only when it is your only occupied front pit. Then it pays tax: only 2 of its seeds are sown, and it stays your house.",
            "When a lap of a capturing move ends in your functional nyumba and the pit facing it is empty, you choose: stop there, or go on a safari: lift the nyumba and sow on. A safari gives up the nyumba for good.",
        ],
        example: Example {
            position: "kiswahili S 1,1,0,4,9,0,0,0/1,0,0,0,0,0,0,0 1,3,1,2,1,0,2,0/0,0,0,0,0,0,0,0 19,19 house=S",
            mv: "A5>+",
            note: "The capture's sowing ends in the nyumba: the player goes on, and the nyumba's seeds are sown.",
            shows: Point::TheGoal,
        },
        task: Task {
            position: "kiswahili S 1,0,1,3,9,1,1,0/0,0,0,0,0,0,0,0 1,0,1,1,1,4,0,2/0,0,0,0,0,0,0,0 19,19 house=S",
            prompt: "Find the capture whose sowing reaches your nyumba, and go on a safari from it.",
            goal: Goal::Safari,
            answers: &["A3<+"],
        },
    },
    Lesson {
        id: "takasia",
        edition: Edition::Kiswahili,
        title: "Takasia",
        teach: &[
            "Takasia belongs to the mtaji stage, when both stores are empty. After a takasa (a move that captures nothing), if the mover's possible captures would all take from one and the same pit of yours, and you have no capture yourself, that pit is takasia'd for your next move.",
            "You may not start your move from a takasia'd pit, and a lap of yours that ends in it ends your move there, even on seeds. Passing through it is allowed. A position string shows it as a flag, such as takasia=A3.",
        ],
        example: Example {
            position: "kiswahili S 2,2,3,0,0,2,0,0/1,0,0,0,0,0,0,1 2,1,0,2,1,0,0,3/1,1,1,1,1,1,1,1 0,0 takasia=A3",
            mv: "A1>",
            note: "A3 is takasia'd: the lap ends on its seeds, and instead of a relay the move ends there.",
            shows: Point::TakasiaEnds,
        },
        task: Task {
            position: "kiswahili S 2,2,3,0,0,2,0,0/1,0,0,0,0,0,0,1 2,1,0,2,1,0,0,3/1,1,1,1,1,1,1,1 0,0 takasia=A3",
            prompt: "A3 is takasia'd. Find the move that relays all the same.",
            goal: Goal::Relay,
            answers: &["A2<"],
        },
    },
    Lesson {
        id: "raid",
        edition: Edition::Kimasai,
        title: "The reserve and the raid",
        teach: &[
            "Bao la Kimasai has two parts. In the first, every move brings one seed from your reserve into one of your pits, lifts that pit and sows it, always clockwise; nothing is captured.",
            "When all the reserve seeds are on the board, the second part begins: you may lift any pit of yours, even a single seed. A lap that ends on your own front seeds facing the opponent's front seeds raids them: they are taken and sown on from that pit.",
        ],
        example: Example {
            position: "kimasai S 0,0,3,0,2,2,5,2/3,1,2,5,2,4,1,0 1,2,0,6,0,4,0,0/3,7,3,2,0,1,2,1 0,0",
            mv: "A5",
            note: "The lap ends on A7, facing seeds: they are taken and sown on from A7.",
            shows: Point::TheGoal,
        },
        task: Task {
            position: "kimasai S 0,0,0,0,1,5,0,0/0,4,2,0,5,0,3,0 3,1,3,6,4,6,1,3/1,4,0,7,0,0,0,5 0,0",
            prompt: "Find the move that raids North's front row.",
            goal: Goal::Capture,
            answers: &["A5"],
        },
    },
];

/// A lesson by its id.
pub fn lesson(id: &str) -> Option<&'static Lesson> {
    LESSONS.iter().find(|l| l.id == id)
}
