//! Puzzles (src/puzzle): one found in a known position, the verifier
//! refusing a position with two winning moves and a line changed, the
//! themes read from moves that show each, and a set written and read back.

use bao::puzzle::file::{read_puzzles, to_record};
use bao::puzzle::find::puzzle_after;
use bao::puzzle::themes::{Theme, of_move};
use bao::puzzle::verify::{VerifyFault, verify};
use bao::puzzle::{Kind, Puzzle};
use bao::record::game::records_to_text;
use bao::rules::{Dir, Move, Position, Rules, legal_moves};
use std::sync::atomic::AtomicBool;

fn position(text: &str) -> Position {
    Position::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The move written `text` by the side to move at `at`.
fn mv(at: &Position, text: &str) -> Move {
    let rules = Rules::new(at.edition);
    *legal_moves(at, &rules)
        .iter()
        .find(|m| m.text(at.edition, at.side) == text)
        .unwrap_or_else(|| panic!("{text} is not legal in {at}"))
}

/// A Bao la Kujifunza position met along the proof: after North's a2>,
/// South's one winning move is B2< (a relay of captures), and every other
/// move stands far below it.
const ONE_WIN: &str = "kujifunza N 4,4,1,2,1,0,2,0/2,1,4,1,3,3,3,0 \
                       0,6,0,1,5,10,0,1/0,2,2,2,2,2,0,0 0,0";

fn one_win_puzzle() -> Puzzle {
    let before = position(ONE_WIN);
    let setup = mv(&before, "a2>");
    let stop = AtomicBool::new(false);
    let found = puzzle_after(&before, setup, Rules::new(before.edition), 10_000, &stop)
        .expect("the known position has its puzzle");
    Puzzle {
        id: "kujifunza-test-0-0".into(),
        rules: Rules::new(before.edition),
        before,
        setup,
        solution: found.solution,
        kind: found.kind,
        margins: found.margins,
        themes: found.themes,
        rating: 1200.0,
        deviation: 250.0,
        source: "test".into(),
        found_nodes: 10_000,
        verified_nodes: 10_000,
        deep: None,
    }
}

#[test]
fn a_known_position_gives_its_one_winning_move() {
    let puzzle = one_win_puzzle();
    assert_eq!(puzzle.kind, Kind::Forced);
    assert_eq!(puzzle.solution, vec![Move::new(9, Dir::Anticlockwise)]);
    assert!(puzzle.margins[0] >= 0.3, "{:?}", puzzle.margins);
    assert!(puzzle.themes.contains(&Theme::Chain), "{:?}", puzzle.themes);
    // Derived again at the same budget it verifies.
    let stop = AtomicBool::new(false);
    verify(&puzzle, &stop).expect("the puzzle verifies");
}

#[test]
fn the_verifier_refuses_another_line() {
    let mut puzzle = one_win_puzzle();
    let start = puzzle.start();
    let other = *legal_moves(&start, &puzzle.rules)
        .iter()
        .find(|&&m| m != puzzle.solution[0])
        .expect("more than one legal move");
    puzzle.solution = vec![other];
    let stop = AtomicBool::new(false);
    assert!(matches!(
        verify(&puzzle, &stop),
        Err(VerifyFault::LineDiffers { .. })
    ));
}

/// After North's a6> here South has two moves that win by force: no move
/// is the one good move, so no puzzle verifies.
#[test]
fn the_verifier_refuses_a_position_with_two_winning_moves() {
    let before =
        position("kujifunza N 5,1,1,4,4,3,2,2/2,2,2,2,2,2,2,2 2,2,0,0,2,2,0,2/2,2,2,2,2,2,2,2 0,0");
    let setup = mv(&before, "a6>");
    let rules = Rules::new(before.edition);
    let start = bao::rules::play_untraced(&before, setup, &rules).0;
    let stop = AtomicBool::new(false);
    let weighed = bao::puzzle::weigh(&start, rules, 2_000, &stop).expect("weighed");
    let wins: Vec<Move> = weighed
        .iter()
        .filter(|w| w.value.is_won())
        .map(|w| w.mv)
        .collect();
    assert!(wins.len() >= 2, "{weighed:?}");
    let puzzle = Puzzle {
        id: "kujifunza-test-1-0".into(),
        rules,
        before,
        setup,
        solution: vec![wins[0]],
        kind: Kind::Forced,
        margins: vec![1.0],
        themes: vec![],
        rating: 1500.0,
        deviation: 250.0,
        source: "test".into(),
        found_nodes: 200,
        verified_nodes: 2_000,
        deep: None,
    };
    assert_eq!(verify(&puzzle, &stop), Err(VerifyFault::NoOneGood));
}

/// Each theme from a move that shows it (positions met in bots' games).
#[test]
fn themes_are_read_from_the_moves_trace() {
    let cases: &[(&str, &str, Theme)] = &[
        // A namua move that captures nothing: takasa, in the namua stage.
        (
            "kiswahili S 0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 22,22 house=S house=N",
            "A7<",
            Theme::Takasa,
        ),
        (
            "kiswahili S 0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 22,22 house=S house=N",
            "A7<",
            Theme::Namua,
        ),
        (
            "kiswahili N 0,0,0,1,7,3,0,0/0,0,0,0,0,0,0,0 0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 21,22 house=S house=N",
            "a5>",
            Theme::Kichwa,
        ),
        (
            "kiswahili N 0,0,2,0,8,0,1,1/0,0,0,0,0,0,1,1 1,2,1,0,7,0,3,1/0,0,0,0,0,0,0,0 17,18 house=S house=N",
            "a2>",
            Theme::Chain,
        ),
        (
            "kiswahili S 0,0,2,0,9,0,0,1/0,0,0,0,0,0,1,1 1,0,2,0,7,0,3,1/1,1,1,1,0,0,0,0 16,16 house=S house=N",
            "A8<+",
            Theme::Safari,
        ),
        (
            "kiswahili N 0,0,0,0,0,1,0,0/1,1,1,0,0,0,1,0 0,4,19,1,3,0,1,0/3,4,1,4,5,4,1,9 0,0",
            "b2>",
            Theme::End,
        ),
        (
            "kiswahili S 1,0,0,1,0,1,1,1/0,0,1,1,1,1,1,1 2,1,0,0,8,3,0,1/0,0,0,0,0,0,0,0 19,19 house=N",
            "A4>",
            Theme::Nyumba,
        ),
        (
            "kujifunza S 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0,0",
            "A6>",
            Theme::Chain,
        ),
        (
            "kimasai N 3,1,0,0,0,0,0,0/0,0,2,0,0,1,2,1 3,8,1,2,1,2,1,0/0,3,9,1,10,6,2,5 0,0",
            "a4",
            Theme::End,
        ),
        (
            "kimasai S 1,0,3,2,5,1,2,3/2,0,1,0,3,2,1,2 0,5,4,3,0,3,1,1/1,2,1,0,1,2,5,0 4,3",
            "A6",
            Theme::NeverEnding,
        ),
    ];
    for &(at, text, theme) in cases {
        let at = position(at);
        let rules = Rules::new(at.edition);
        let themes = of_move(&at, mv(&at, text), &rules);
        assert!(
            themes.contains(&theme),
            "{text} in {at}: {themes:?}, not {theme:?}"
        );
    }
    // A capture is no takasa, and a start of Kujifunza has no namua stage.
    let start =
        position("kujifunza S 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0,0");
    let themes = of_move(&start, mv(&start, "A6>"), &Rules::new(start.edition));
    assert!(!themes.contains(&Theme::Takasa) && !themes.contains(&Theme::Namua));
}

#[test]
fn a_puzzle_is_written_as_a_record_and_read_back() {
    let puzzle = one_win_puzzle();
    let text = records_to_text(&[to_record(&puzzle)]);
    assert!(
        text.contains("[Event \"puzzle\"]") && text.contains("[Kind \"forced\"]"),
        "{text}"
    );
    let read = read_puzzles(&text).expect("read back");
    assert_eq!(read.len(), 1);
    let back = &read[0];
    assert_eq!((back.before, back.setup), (puzzle.before, puzzle.setup));
    assert_eq!(back.solution, puzzle.solution);
    assert_eq!((back.kind, &back.themes), (puzzle.kind, &puzzle.themes));
    assert_eq!(back.rating, puzzle.rating);
    // A record without the puzzle's tags is no puzzle.
    let plain = text.replace("[Kind \"forced\"]\n", "");
    assert!(read_puzzles(&plain).is_err());
}

#[test]
fn a_wrong_move_is_refuted_and_the_right_one_ends_the_puzzle() {
    use bao::puzzle::session::{Answer, answer};
    let puzzle = one_win_puzzle();
    let start = puzzle.start();
    assert_eq!(
        answer(&puzzle, 0, &start, puzzle.solution[0]),
        Answer::Right { reply: None }
    );
    let wrong = *legal_moves(&start, &puzzle.rules)
        .iter()
        .find(|&&m| m != puzzle.solution[0])
        .expect("another move");
    match answer(&puzzle, 0, &start, wrong) {
        Answer::Wrong {
            chance_right,
            chance_played,
            ..
        } => assert!(
            chance_right >= chance_played + 0.3,
            "{chance_right} against {chance_played}"
        ),
        right => panic!("{wrong:?} answered {right:?}"),
    }
}

/// The shipped sets are built into the program whole: each reads, holds
/// its count, and is of its edition.
#[test]
fn the_shipped_sets_read_whole() {
    use bao::puzzle::shipped::shipped;
    use bao::rules::Edition;
    for (edition, count) in [
        (Edition::Kujifunza, 328),
        (Edition::Kiswahili, 330),
        (Edition::Kimasai, 111),
    ] {
        let set = shipped(edition);
        assert_eq!(set.len(), count, "{edition:?}");
        assert!(
            set.iter()
                .all(|p| p.rules.edition == edition && p.solution.len() % 2 == 1)
        );
    }
}

/// No shipped puzzle is a coin toss: its first move is chosen from
/// find::FEWEST_CHOICES legal moves or more (a guess between two solved
/// half of them).
#[test]
fn no_shipped_puzzle_is_a_coin_toss() {
    use bao::puzzle::find::FEWEST_CHOICES;
    use bao::puzzle::shipped::shipped;
    use bao::rules::Edition;
    for edition in [Edition::Kujifunza, Edition::Kiswahili, Edition::Kimasai] {
        let set = shipped(edition);
        assert!(!set.is_empty(), "{edition:?}");
        for puzzle in set {
            let choices = legal_moves(&puzzle.start(), &puzzle.rules).len();
            assert!(
                choices >= FEWEST_CHOICES,
                "{}: its first move is one of {choices}",
                puzzle.id
            );
        }
    }
}

/// Each shipped puzzle is its own position: bots' games and proof games
/// transpose, and the first sets held repeats (93 in Kujifunza's 300).
#[test]
fn no_shipped_position_is_a_puzzle_twice() {
    use bao::puzzle::shipped::shipped;
    use bao::rules::Edition;
    for edition in [Edition::Kujifunza, Edition::Kiswahili, Edition::Kimasai] {
        let set = shipped(edition);
        assert!(set.len() >= 100, "{edition:?}");
        if let Some((puzzle, first)) = bao::puzzle::repeats(set).first() {
            panic!("{} is the position of {}", puzzle.id, first.id);
        }
    }
}

/// "Learn from your mistakes": a game in which the solver answers North's
/// a2> with another move than its one win holds one mistake, found again as the
/// same puzzle, verified and rated; the game in which the win is played holds
/// none at that ply, and a side not named as the player's is not looked at.
#[test]
fn a_players_mistake_is_found_again_as_its_puzzle() {
    use bao::puzzle::mistakes::{SOURCE, mistakes, puzzles_of_mistakes};
    let before = position(ONE_WIN);
    let rules = Rules::new(before.edition);
    let setup = mv(&before, "a2>");
    let start = bao::rules::play_untraced(&before, setup, &rules).0;
    let right = Move::new(9, Dir::Anticlockwise);
    let wrong = *legal_moves(&start, &rules)
        .iter()
        .find(|&&m| m != right)
        .expect("another legal move");
    let game_with = |answer: Move| {
        let mut game = bao::rules::Game::from_position(before, false);
        game.play(setup).unwrap();
        game.play(answer).unwrap();
        game
    };
    let stop = AtomicBool::new(false);
    let blundered = game_with(wrong);
    let found = mistakes(&blundered, &[start.side], 5_000, &stop);
    assert_eq!(found.len(), 1, "one mistake");
    assert_eq!(found[0].0, 1, "the mistake is the game's second ply");
    assert_eq!(found[0].1.solution[0], right);
    assert!(mistakes(&blundered, &[start.side.other()], 5_000, &stop).is_empty());
    assert!(mistakes(&game_with(right), &[start.side], 5_000, &stop).is_empty());
    let puzzles = puzzles_of_mistakes(&blundered, &[start.side], "mine-test", &stop);
    assert_eq!(puzzles.len(), 1);
    let puzzle = &puzzles[0];
    assert_eq!(
        (puzzle.id.as_str(), puzzle.source.as_str()),
        ("mine-test-1", SOURCE)
    );
    assert_eq!((puzzle.before, puzzle.setup), (before, setup));
    assert!(puzzle.rating >= 800.0);
    verify(puzzle, &stop).expect("the player's puzzle verifies as a shipped one does");
}
