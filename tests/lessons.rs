//! The lessons (src/lessons.rs) checked by the engine: every
//! position is accepted, every example move is legal and shows what its
//! lesson teaches, the answers are exactly the legal moves that do what the
//! question asks, and a wrong answer is explained from its own trace.

use bao::lessons::{Goal, LESSONS, LessonError, Point, Verdict, lesson};
use bao::record::settings::Language;
use bao::rules::{Edition, Event, Game, PlayError};
use bao::words::{IN_ENGLISH, Words};

fn events_of(game: &Game, text: &str) -> Vec<Event> {
    let mv = game
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    game.clone()
        .play(mv)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn every_lesson_s_positions_are_accepted_and_its_example_shows_its_point() {
    assert!(LESSONS.len() >= 10);
    for l in LESSONS {
        let example = l.example_game().unwrap_or_else(|e| panic!("{}: {e}", l.id));
        let task = l.task_game().unwrap_or_else(|e| panic!("{}: {e}", l.id));
        assert_eq!(example.edition(), l.edition, "{}", l.id);
        assert_eq!(task.edition(), l.edition, "{}", l.id);
        assert_eq!(example.status(), bao::rules::Status::Ongoing, "{}", l.id);
        assert_eq!(task.status(), bao::rules::Status::Ongoing, "{}", l.id);
        // The example shows what its lesson teaches (checked on its trace).
        l.example_makes_its_point()
            .unwrap_or_else(|e| panic!("{}: {e}", l.id));
    }
    assert_eq!(lesson("sowing").unwrap().edition, Edition::Kujifunza);
    assert!(lesson("chess").is_none());
}

/// A lesson that does not hold says which of its parts is wrong, as a
/// variant, with the same words as before.
#[test]
fn a_broken_lesson_says_which_part_is_wrong() {
    let good = *lesson("sowing").unwrap();
    let mut broken = good;
    broken.example.position = "chess";
    assert!(matches!(
        broken.example_game(),
        Err(LessonError::Position(_))
    ));
    let mut broken = good;
    broken.example.mv = "Z9<";
    assert!(matches!(
        broken.example_makes_its_point(),
        Err(LessonError::Move(PlayError::Notation(_)))
    ));
    let mut broken = good;
    broken.example.shows = Point::TakasiaEnds;
    let why = broken.example_makes_its_point().unwrap_err();
    assert_eq!(
        why,
        LessonError::Misses {
            mv: good.example.mv,
            shows: Point::TakasiaEnds
        }
    );
    assert_eq!(
        why.to_string(),
        format!("{} does not show TakasiaEnds", good.example.mv)
    );
}

/// The answers are right, every other legal move is wrong, and there is
/// at least one wrong move (a question with only right answers asks nothing).
#[test]
fn the_answers_are_exactly_the_legal_moves_that_do_what_is_asked() {
    for l in LESSONS {
        let game = l.task_game().unwrap();
        let mut right = Vec::new();
        let mut wrong = 0;
        for &mv in game.legal_moves() {
            let text = game.move_text(mv);
            match l.check(mv, &IN_ENGLISH) {
                Verdict::Right { words } => {
                    assert!(words.starts_with("Right: "), "{words}");
                    right.push(text);
                }
                Verdict::Wrong { .. } => wrong += 1,
                Verdict::NotLegal { words } => {
                    panic!("{}: {text} legal but refused: {words}", l.id)
                }
            }
        }
        right.sort();
        let mut answers: Vec<String> = l.task.answers.iter().map(|a| a.to_string()).collect();
        answers.sort();
        assert_eq!(right, answers, "{}", l.id);
        assert!(wrong >= 1, "{}: every move is right", l.id);
        // The claim holds for the answers (the relay lesson's answer relays...).
        for answer in l.task.answers {
            let events = events_of(&game, answer);
            match l.task.goal {
                Goal::Relay => assert!(events.iter().any(|e| matches!(e, Event::Relay { .. }))),
                Goal::Capture | Goal::MostSeeds => {
                    assert!(events.iter().any(|e| matches!(e, Event::Capture { .. })))
                }
                Goal::TwoCaptures => assert!(
                    events
                        .iter()
                        .filter(|e| matches!(e, Event::Capture { .. }))
                        .count()
                        >= 2
                ),
                Goal::Win | Goal::Safari => {}
            }
        }
    }
}

/// A wrong answer's explanation names the event of its trace it comes
/// from: the pit where the move ended ("your last seed fell into A7, which
/// was empty, so the move ended, without a relay").
#[test]
fn a_wrong_answer_is_explained_from_its_own_trace() {
    // In both languages: the explanation names the pit of its event.
    let kiswahili = Words::new(Language::Kiswahili);
    for language in [&*IN_ENGLISH, &kiswahili] {
        for l in LESSONS {
            let game = l.task_game().unwrap();
            for &mv in game.legal_moves() {
                let Verdict::Wrong { words, event } = l.check(mv, language) else {
                    continue;
                };
                let events = game.clone().play(mv).unwrap();
                let pit = match events[event] {
                    Event::EndTurn { pit, .. } => pit.to_string(),
                    Event::FrontRowEmpty { side } => bao::rules::explain::side_name(side, language),
                    ref other => panic!("{}: explained from {other:?}", l.id),
                };
                assert!(
                    words.contains(&pit),
                    "{}: {words} does not name {pit}",
                    l.id
                );
                assert!(!words.contains('\n'));
            }
        }
    }
    let sowing = lesson("sowing").unwrap();
    let Verdict::Wrong { words, .. } = sowing.check_text("A1>", &IN_ENGLISH) else {
        panic!("A1> does not relay");
    };
    assert!(
        words.starts_with("Not this one: your last seed fell into ")
            && words.ends_with(", which was empty, so the move ended, without a relay."),
        "{words}"
    );
    assert!(matches!(
        sowing.check_text("a1>", &IN_ENGLISH),
        Verdict::NotLegal { .. }
    ));
    assert!(matches!(
        sowing.check_text("Z9", &IN_ENGLISH),
        Verdict::NotLegal { .. }
    ));
    let Verdict::Wrong { words, .. } = sowing.check_text("A1>", &kiswahili) else {
        panic!("A1> does not relay");
    };
    assert!(
        words.starts_with("Si hii: kete yako ya mwisho iliangukia "),
        "{words}"
    );
}

/// Every lesson's words are in both translation files: its title, each
/// paragraph, the example's note and the question (a missing one would
/// show its id).
#[test]
fn every_lesson_speaks_both_languages() {
    let kiswahili = Words::new(Language::Kiswahili);
    for l in LESSONS {
        for words in [&*IN_ENGLISH, &kiswahili] {
            let mut texts = vec![l.title(words), l.note(words), l.prompt(words)];
            texts.extend(l.teach(words));
            assert_eq!(texts.len(), 3 + l.paragraphs, "{}", l.id);
            for text in &texts {
                assert!(!text.starts_with("lesson-"), "{}: {text} is missing", l.id);
                assert!(text.len() > 5, "{}: {text}", l.id);
            }
            assert!(!l.task.goal.claim(words).starts_with("goal-"), "{}", l.id);
        }
        // Titles may be the same ("Takasia"); the teaching is translated.
        assert_ne!(l.teach(&IN_ENGLISH), l.teach(&kiswahili), "{}", l.id);
    }
    // A paragraph past the last is not there (the count is right).
    let sowing = lesson("sowing").unwrap();
    let past = format!("lesson-sowing-teach-{}", sowing.paragraphs + 1);
    assert_eq!(IN_ENGLISH.get(&past), past);
}
